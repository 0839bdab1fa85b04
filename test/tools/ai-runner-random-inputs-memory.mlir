// Compiled code, too: random inputs that do not fit in memory are a located error (a MemoryError, an
// internal error, before); a memref argument gets the values the interpreter gets.

// RUN: not ai-runner %s --random-inputs --entry huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: ai-runner-random-inputs-memory.mlir:[[# @LINE + 2]]:1: error: --random-inputs cannot make argument #0 of @huge: [1000000000000000] of float32 needs 12000000000000000 bytes, more than the {{[0-9]+}} bytes of memory of this machine
// HUGE-NOT: internal error
func.func @huge(%a: tensor<1000000000000000xf32>) -> tensor<1000000000000000xf32> {
  return %a : tensor<1000000000000000xf32>
}

// RUN: ai-runner %s --random-inputs --entry memref --print | FileCheck %s --check-prefix=MEMREF
// RUN: ai-runner %s --random-inputs --entry memref --print --interpret | FileCheck %s --check-prefix=MEMREF
// MEMREF: out0 = [ 0.12573022, -0.13210486,  0.64042264] : float32[3]
func.func @memref(%a: memref<3xf32>) -> memref<3xf32> {
  return %a : memref<3xf32>
}

// A static layout whose buffer spans more than numpy can allocate (2 x 3 floats 2^63 - 1 apart): the
// entry's out-of-memory error (an internal error, 'ValueError: Maximum allowed dimension exceeded', before).
// RUN: not ai-runner %s --random-inputs --entry far_apart 2>&1 | FileCheck %s --check-prefix=FAR
// FAR: ai-runner-random-inputs-memory.mlir:[[# @LINE + 2]]:1: error: out of memory: cannot allocate 36893488147419103240 bytes
// FAR-NOT: internal error
func.func @far_apart(%a: memref<2x3xf32, strided<[9223372036854775807, 1]>>) {
  return
}
