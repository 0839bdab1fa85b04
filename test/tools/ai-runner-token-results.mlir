// A token result has no value: printed as `token`, and left out of --outputs (numpy wrote the interpreter's
// token object pickled, which ai-runner's own --inputs refuses to load; --print showed its address).

// RUN: rm -rf %t && mkdir -p %t
// RUN: ai-runner %s --interpret --random-inputs --print --outputs %t/out.npz | FileCheck %s
// CHECK: out0 = [ 0.12573022, -0.13210486] : float32[2]
// CHECK-NEXT: out1 = token
// CHECK-NEXT: out2 = ([ 0.12573022, -0.13210486] : float32[2], token)
// RUN: %python -c "import numpy as np; print(sorted(np.load('%t/out.npz', allow_pickle=False)))" | FileCheck %s --check-prefix=NPZ
// NPZ: ['out0', 'out2_0']
func.func @main(%a: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<2xf32>, !stablehlo.token, tuple<tensor<2xf32>, !stablehlo.token>) {
  %t2 = stablehlo.after_all %t : !stablehlo.token
  %tup = stablehlo.tuple %a, %t2 : tuple<tensor<2xf32>, !stablehlo.token>
  return %a, %t2, %tup : tensor<2xf32>, !stablehlo.token, tuple<tensor<2xf32>, !stablehlo.token>
}
