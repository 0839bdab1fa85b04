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
