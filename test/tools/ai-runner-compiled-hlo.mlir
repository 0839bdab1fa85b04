// ai-runner compiles HLO with the default CPU pipeline (the results below
// are the reference interpreter's) and matches the interpreter on the
// bundled MLP.

// RUN: ai-runner %s --random-inputs | FileCheck %s
// RUN: ai-runner %examples/models/mlp.stablehlo.mlir --random-inputs --seed 1 > %t.compiled
// RUN: ai-runner %examples/models/mlp.stablehlo.mlir --random-inputs --seed 1 --interpret > %t.interpreted
// RUN: %python -c "import sys, re, numpy as np; a, b = (np.array([float(x) for x in re.findall(r'-?\d+\.\d*(?:e[-+]\d+)?', open(p).read().split('=')[1])]) for p in sys.argv[1:]); assert a.size == 32 and np.allclose(a, b, rtol=1e-5, atol=1e-6), (a, b)" %t.compiled %t.interpreted

// CHECK:      out0 = [ 1.5, -1.5,  4. ] : float32[3]
// CHECK-NEXT: out1 = [[ 5., 12.],
// CHECK-NEXT:  [21., 32.]] : float32[2, 2]

func.func @main() -> (tensor<3xf32>, tensor<2x2xf32>) {
  %a = mhlo.constant dense<[1.0, -2.0, 3.5]> : tensor<3xf32>
  %b = mhlo.constant dense<0.5> : tensor<3xf32>
  %m = mhlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %n = mhlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %0 = mhlo.add %a, %b : tensor<3xf32>
  %1 = mhlo.multiply %m, %n : tensor<2x2xf32>
  func.return %0, %1 : tensor<3xf32>, tensor<2x2xf32>
}
