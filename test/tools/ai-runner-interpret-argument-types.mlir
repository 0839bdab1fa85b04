// ai-runner --interpret --random-inputs makes values for every argument type the reference interpreter
// takes (memrefs, tuples), and every other failure is a located error, not an internal error: a type it
// cannot make values of, an argument too large for the machine's memory (a MemoryError before, or a
// process the system killed), an entry or a callee that is a declaration (xDSL's InterpretationError).

// RUN: ai-runner %s --interpret --random-inputs --entry memref --print | FileCheck %s --check-prefix=MEMREF
// MEMREF: out0 = [ 0.12573022, -0.13210486,  0.64042264] : float32[3]
func.func @memref(%a: memref<3xf32>) -> memref<3xf32> {
  return %a : memref<3xf32>
}

// A 0-d i1 buffer (a numpy bool, not a 0-d array, before: "argument #0 of @flag must be a numpy array of
// dtype bool and rank 0"; seen fuzzing buffer-level layouts).
// RUN: ai-runner %s --interpret --random-inputs --entry flag --print | FileCheck %s --check-prefix=FLAG
// FLAG: out0 = True : bool[]
func.func @flag(%a: memref<i1>) -> memref<i1> {
  %t = arith.constant true
  memref.store %t, %a[] : memref<i1>
  return %a : memref<i1>
}

// RUN: ai-runner %s --interpret --random-inputs --entry tuple --print | FileCheck %s --check-prefix=TUPLE
// TUPLE: out0 = ([ 0.12573022, -0.13210486] : float32[2], -4 : int32[])
func.func @tuple(%a: tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<2xf32>, tensor<i32>> {
  return %a : tuple<tensor<2xf32>, tensor<i32>>
}

// RUN: not ai-runner %s --interpret --random-inputs --entry vector 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR: ai-runner-interpret-argument-types.mlir:[[# @LINE + 2]]:1: error: --random-inputs cannot make argument #0 of @vector: the reference interpreter does not support element type vector<4xf32>
// VECTOR-NOT: internal error
func.func @vector(%a: vector<4xf32>) -> vector<4xf32> {
  return %a : vector<4xf32>
}

// RUN: not ai-runner %s --interpret --random-inputs --entry huge 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: ai-runner-interpret-argument-types.mlir:[[# @LINE + 2]]:1: error: --random-inputs cannot make argument #0 of @huge: [1000000000000000] of float32 needs 12000000000000000 bytes, more than the {{[0-9]+}} bytes of memory of this machine
// HUGE-NOT: internal error
func.func @huge(%a: tensor<1000000000000000xf32>) -> tensor<1000000000000000xf32> {
  return %a : tensor<1000000000000000xf32>
}

// RUN: not ai-runner %s --interpret --random-inputs --entry declared 2>&1 | FileCheck %s --check-prefix=DECLARED
// DECLARED: ai-runner-interpret-argument-types.mlir:[[# @LINE + 2]]:1: error: 'func.func' op @declared is a declaration without a body: the reference interpreter cannot run it
// DECLARED-NOT: internal error
func.func private @declared(%a: tensor<2xf32>) -> tensor<2xf32>

// RUN: not ai-runner %s --interpret --random-inputs --entry calls_declared 2>&1 | FileCheck %s --check-prefix=CALLS
// CALLS: ai-runner-interpret-argument-types.mlir:[[# @LINE + 3]]:8: error: 'func.call' op calls @declared, which is a declaration without a body: the reference interpreter cannot run it
// CALLS-NOT: internal error
func.func @calls_declared(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = func.call @declared(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// A buffer of an element type the interpreter has no array of, given by --inputs, is a located error at the
// entry, as --random-inputs says (it was 'internal error: UnsupportedType'; fuzz seed 31558, helper 205).
// RUN: %python -c "import numpy as np; np.savez('%t.vectors.npz', arg0=np.zeros((2, 3), np.int8))"
// RUN: not ai-runner %s --interpret --entry vector_buffer --inputs %t.vectors.npz 2>&1 | FileCheck %s --check-prefix=VECTORS
// VECTORS: ai-runner-interpret-argument-types.mlir:[[# @LINE + 2]]:1: error: the reference interpreter does not support element type vector<3xi4>
// VECTORS-NOT: internal error
func.func @vector_buffer(%a: memref<2xvector<3xi4>>) {
  return
}
