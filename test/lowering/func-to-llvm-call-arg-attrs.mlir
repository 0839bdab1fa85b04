// convert-func-to-llvm carries a func.call's (and func.call_indirect's) arg_attrs and res_attrs to the
// llvm.call, as mlir-opt 22 does, where each argument and the result stay one LLVM value; a memref argument,
// which expands to several, drops them. The program still compiles and runs.
// RUN: ai-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: ai-runner %s --print 2>&1 | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: llvm.func @main
// CHECK: llvm.call @g(%{{.*}}) : (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})
// CHECK: llvm.call @m(%{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
// RESULT: out0 = 42 : int32[]
func.func private @g(%x: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) {
  %c = arith.constant 1 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
func.func private @m(%b: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<4xi32>
  return %v : i32
}
func.func @main() -> i32 {
  %c40 = arith.constant 40 : i32
  %0 = func.call @g(%c40) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
  %buf = memref.alloca() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  memref.store %c1, %buf[%c0] : memref<4xi32>
  %1 = func.call @m(%buf) {arg_attrs = [{llvm.noalias}]} : (memref<4xi32>) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
