// Below the HLO level, what a program does with an index out of a memref's bounds or an scf.for step of
// 0 is undefined; the reference interpreter stops there with a located run-time error (numpy's
// IndexError and Python's ValueError were internal errors), in the words of compiled code's check
// (generate-runtime-verification). A negative index is out of bounds too (numpy counted it from the end).

// RUN: %python -c "import numpy as np; np.savez('%t.npz', arg0=np.arange(10, dtype=np.float32), arg1=np.array(12))"
// RUN: not ai-runner %s --interpret --inputs %t.npz 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: %python -c "import numpy as np; np.savez('%t.negative.npz', arg0=np.arange(10, dtype=np.float32), arg1=np.array(-1))"
// RUN: not ai-runner %s --interpret --inputs %t.negative.npz 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: ai-runner-interpret-undefined-behavior.mlir:[[# @LINE + 3]]:8: error: 'memref.load' op out-of-bounds access
// LOAD-NOT: internal error
func.func @main(%m: memref<10xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<10xf32>
  return %x : f32
}

// RUN: not ai-runner %s --interpret --entry zero_step 2>&1 | FileCheck %s --check-prefix=STEP
// STEP: ai-runner-interpret-undefined-behavior.mlir:[[# @LINE + 5]]:8: error: 'scf.for' op step is not positive
func.func @zero_step() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c0 iter_args(%acc = %c1) -> (index) {
    scf.yield %acc : index
  }
  return %r : index
}

// A reinterpret_cast whose view lies outside the allocation (past its end, before its start, a negative
// offset) stops at the cast: numpy's as_strided made the view, and the load read past the buffer (a
// segmentation fault of the process). One that fits still runs.
// RUN: %python -c "import numpy as np; np.savez('%t.cast.npz', arg0=np.arange(4, dtype=np.float32), arg1=np.array(99), arg2=np.array(0), arg3=np.array(1))"
// RUN: not ai-runner %s --interpret --entry=cast --inputs %t.cast.npz 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: %python -c "import numpy as np; np.savez('%t.cast-back.npz', arg0=np.arange(4, dtype=np.float32), arg1=np.array(2), arg2=np.array(1), arg3=np.array(-2))"
// RUN: not ai-runner %s --interpret --entry=cast --inputs %t.cast-back.npz 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: %python -c "import numpy as np; np.savez('%t.cast-offset.npz', arg0=np.arange(4, dtype=np.float32), arg1=np.array(1), arg2=np.array(-1), arg3=np.array(1))"
// RUN: not ai-runner %s --interpret --entry=cast --inputs %t.cast-offset.npz 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: %python -c "import numpy as np; np.savez('%t.cast-fits.npz', arg0=np.arange(4, dtype=np.float32), arg1=np.array(2), arg2=np.array(3), arg3=np.array(-2))"
// RUN: ai-runner %s --interpret --entry=cast --inputs %t.cast-fits.npz | FileCheck %s --check-prefix=FITS
// CAST: ai-runner-interpret-undefined-behavior.mlir:[[# @LINE + 4]]:8: error: 'memref.reinterpret_cast' op result of reinterpret_cast is out-of-bounds of the base memref
// CAST-NOT: internal error
// FITS: out0 = 1. : float32[]
func.func @cast(%m: memref<4xf32>, %size: index, %offset: index, %stride: index) -> f32 {
  %v = memref.reinterpret_cast %m to offset: [%offset], sizes: [%size], strides: [%stride] : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  %c1 = arith.constant 1 : index
  %x = memref.load %v[%c1] : memref<?xf32, strided<[?], offset: ?>>
  return %x : f32
}

// A named linalg op runs as its generic, at the named op's location: an error in its body (here the
// division of the implicit body) is reported there, not at '<unknown>:0'.
// RUN: %python -c "import numpy as np; np.savez('%t.div.npz', arg0=np.ones(4, np.int32), arg1=np.array([1, 0, 1, 1], np.int32))"
// RUN: not ai-runner %s --interpret --entry named_divide --inputs %t.div.npz 2>&1 | FileCheck %s --check-prefix=NAMED
// NAMED: ai-runner-interpret-undefined-behavior.mlir:[[# @LINE + 4]]:8: error: 'arith.divui' op division by zero
// NAMED-NOT: <unknown>
func.func @named_divide(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %q = linalg.div_unsigned ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %q : tensor<4xi32>
}
