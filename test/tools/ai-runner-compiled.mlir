// ai-runner compiles by default: the level of the file is detected, the rest
// of the CPU pipeline (or --pipeline) lowers it, and the JIT runs it.

// RUN: %python -c "import numpy as np; np.savez('%t.in.npz', arg0=np.array([[1.0, -2.0], [0.5, 3.0]], np.float32), arg1=np.array([[2.0, 2.0], [-4.0, 0.25]], np.float32))"
// RUN: ai-runner %s --inputs %t.in.npz --pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts --outputs %t.out.npz --print | FileCheck %s
// RUN: %python -c "import numpy as np; print(np.load('%t.out.npz')['out0'].tolist())" | FileCheck %s --check-prefix=SAVED
// Without --pipeline, the default pipeline from the buffers level (parallel loops included):
// RUN: ai-runner %s --inputs %t.in.npz | FileCheck %s
// RUN: ai-runner %s --random-inputs --pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts --benchmark 3 | FileCheck %s --check-prefix=BENCH

// Inputs are checked before anything runs.
// RUN: %python -c "import numpy as np; np.savez('%t.f64.npz', arg0=np.zeros((2, 2)), arg1=np.zeros((2, 2)))"
// RUN: not ai-runner %s --inputs %t.f64.npz --pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: %python -c "import numpy as np; np.savez('%t.shape.npz', arg0=np.zeros((2, 2), np.float32), arg1=np.zeros(4, np.float32))"
// RUN: not ai-runner %s --inputs %t.shape.npz --pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not ai-runner %s --random-inputs --pipeline=convert-linalg-to-loops,lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts --benchmark 0 2>&1 | FileCheck %s --check-prefix=BAD-N

// CHECK:      out0 = {{\[}}[ 2.  , -4.  ],
// CHECK-NEXT:  [-2.  ,  0.75]] : float32[2, 2]
// SAVED: {{\[}}[2.0, -4.0], [-2.0, 0.75]]
// BENCH: benchmark: 3 calls, median {{[0-9.]+}} ms, min {{[0-9.]+}} ms, max {{[0-9.]+}} ms per call
// BENCH-NEXT: out0 = {{\[}}[
// DTYPE: ai-runner-compiled.mlir:[[# @LINE + 5]]:1: error: argument #0 of @main must have dtype float32, but the input has dtype float64
// SHAPE: ai-runner-compiled.mlir:[[# @LINE + 4]]:1: error: argument #1 of @main must have shape [2, 2], but the input has shape [4]
// BAD-N: <command-line>:1:{{[0-9]+}}: error: --benchmark must be a positive integer, not '0'

#id = affine_map<(i, j) -> (i, j)>
func.func @main(%a: memref<2x2xf32>, %b: memref<2x2xf32>) -> memref<2x2xf32> {
  %out = memref.alloc() : memref<2x2xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%out : memref<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  return %out : memref<2x2xf32>
}
