// ai-runner --inputs gives a tuple argument the arrays argN_0, argN_1, ... (argN_1_0 in a nested tuple), as
// tuple results are written (outN_0, ...); a token argument takes no array. An array argN for a tuple was
// an internal error ('TypeError: iteration over a 0-d array') before.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.savez('%t/good.npz', arg0_0=np.float32(2.5), arg0_1_0=np.array([1, 2], np.int32))"
// RUN: %python -c "import numpy as np; np.savez('%t/whole.npz', arg0=np.float32(2.5))"
// RUN: %python -c "import numpy as np; np.savez('%t/shape.npz', arg0_0=np.float32(2.5), arg0_1_0=np.array([1, 2, 3], np.int32))"
// RUN: ai-runner %s --interpret --inputs %t/good.npz --print | FileCheck %s --check-prefix=GOOD
// GOOD: out0 = (2.5 : float32[], ([1, 2] : int32[2]))
// GOOD-NEXT: out1 = token
// RUN: ai-runner %s --interpret --inputs %t/good.npz --outputs %t/out.npz
// RUN: %python -c "import numpy as np; print(sorted(np.load('%t/out.npz').items()))" | FileCheck %s --check-prefix=OUT
// OUT: [('out0_0', array(2.5, dtype=float32)), ('out0_1_0', array([1, 2], dtype=int32))]
// RUN: not ai-runner %s --interpret --inputs %t/whole.npz 2>&1 | FileCheck %s --check-prefix=WHOLE
// WHOLE: <command-line>:1:{{[0-9]+}}: error: '{{.*}}whole.npz' has no array named arg0_0 (an element of the tuple argument #0)
// WHOLE-NOT: internal error
// RUN: not ai-runner %s --interpret --inputs %t/shape.npz 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: ai-runner-tuple-inputs.mlir:[[# @LINE + 1]]:1: error: argument #0 of @main must have shape [2], but the input has shape [3]
func.func @main(%arg0: tuple<tensor<f32>, tuple<tensor<2xi32>>>, %t: !stablehlo.token)
    -> (tuple<tensor<f32>, tuple<tensor<2xi32>>>, !stablehlo.token) {
  return %arg0, %t : tuple<tensor<f32>, tuple<tensor<2xi32>>>, !stablehlo.token
}
