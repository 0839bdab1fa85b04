// A program written at the buffer level is checked when it runs (generate-runtime-verification): an index
// out of a memref's bounds and an scf.for step of 0 are located errors with exit status 1, as in the
// reference interpreter (compiled, the load read past the buffer and the loop never ended).

// RUN: %python -c "import numpy as np; np.savez('%t.npz', arg0=np.arange(10, dtype=np.float32), arg1=np.array(12))"
// RUN: %python -c "import numpy as np; np.savez('%t.good.npz', arg0=np.arange(10, dtype=np.float32), arg1=np.array(9))"
// RUN: not ai-runner %s --inputs %t.npz 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: ai-runner %s --inputs %t.good.npz --print | FileCheck %s --check-prefix=GOOD
// RUN: ai-runner %s --inputs %t.good.npz --print --interpret | FileCheck %s --check-prefix=GOOD
// LOAD: ai-runner-runtime-verification.mlir:[[# @LINE + 6]]:8: error: 'memref.load' op out-of-bounds access
// LOAD-NEXT: %x = memref.load %m[%i] : memref<?xf32>
// LOAD-NEXT: ^
// LOAD-NOT: internal error
// GOOD: out0 = 9. : float32[]
func.func @main(%m: memref<?xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<?xf32>
  return %x : f32
}

// RUN: not ai-runner %s --entry zero_step 2>&1 | FileCheck %s --check-prefix=STEP
// STEP: ai-runner-runtime-verification.mlir:[[# @LINE + 5]]:8: error: 'scf.for' op step is not positive
func.func @zero_step() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c0 iter_args(%acc = %c1) -> (index) {
    scf.yield %acc : index
  }
  return %r : index
}
