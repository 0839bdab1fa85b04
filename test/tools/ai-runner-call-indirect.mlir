// Function values (func.constant) called through func.call_indirect, passed to and returned from
// functions and chosen by arith.select: compiled code (indirect llvm.call of llvm.mlir.addressof) and
// the reference interpreter give the same results.

// RUN: %python -c "import numpy as np; np.savez('%t.t.npz', arg0=np.array(7, np.int32), arg1=np.array(True))"
// RUN: %python -c "import numpy as np; np.savez('%t.f.npz', arg0=np.array(7, np.int32), arg1=np.array(False))"
// RUN: ai-runner %s --inputs %t.t.npz --print | FileCheck %s --check-prefix=DOUBLE
// RUN: ai-runner %s --inputs %t.t.npz --print --interpret | FileCheck %s --check-prefix=DOUBLE
// RUN: ai-runner %s --inputs %t.f.npz --print | FileCheck %s --check-prefix=SQUARE
// RUN: ai-runner %s --inputs %t.f.npz --print --interpret | FileCheck %s --check-prefix=SQUARE
// Without canonicalize, which makes the call of a constant direct (an ai-opt run checks that it is not).
// RUN: ai-opt %s | FileCheck %s --check-prefix=IR
// RUN: ai-runner %s --inputs %t.f.npz --print --pipeline=convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts | FileCheck %s --check-prefix=SQUARE

// An entry that returns a function value is refused, compiled and interpreted.
// RUN: not ai-runner %S/Inputs/returns-function.mlir 2>&1 | FileCheck %s --check-prefix=RETURNS
// RUN: not ai-runner %S/Inputs/returns-function.mlir --interpret 2>&1 | FileCheck %s --check-prefix=RETURNS-INTERPRET

// DOUBLE: out0 = 14 : int32[]
// DOUBLE-NEXT: out1 = 196 : int32[]
// SQUARE: out0 = 49 : int32[]
// SQUARE-NEXT: out1 = 2401 : int32[]
// IR-LABEL: func.func @main
// IR: %[[S:.*]] = constant @square
// IR: call_indirect %[[S]](
// RETURNS: returns-function.mlir:2:1: error: @main has type (i32) -> i32, which compiled code cannot take yet
// RETURNS-INTERPRET: returns-function.mlir:2:1: error: @main returns a function value ((i32) -> i32), which the reference interpreter cannot give back

func.func private @double(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func private @apply(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
func.func private @pick(%c: i1) -> ((i32) -> i32) {
  %d = func.constant @double : (i32) -> i32
  %s = func.constant @square : (i32) -> i32
  %f = arith.select %c, %d, %s : (i32) -> i32
  return %f : (i32) -> i32
}
func.func @main(%x: i32, %c: i1) -> (i32, i32) {
  %f = func.call @pick(%c) : (i1) -> ((i32) -> i32)
  %a = func.call @apply(%f, %x) : ((i32) -> i32, i32) -> i32
  %s = func.constant @square : (i32) -> i32
  %b = func.call_indirect %s(%a) : (i32) -> i32
  return %a, %b : i32, i32
}
