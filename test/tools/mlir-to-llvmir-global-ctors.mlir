// llvm.mlir.global_ctors/global_dtors become the appending globals @llvm.global_ctors/@llvm.global_dtors of
// { i32 priority, ptr function, ptr data } entries (#llvm.zero data: null), the ops of a module appending to one
// global, as upstream's translation (appendToGlobalCtors) does.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"
// The constructor runs before the entry: @counter is 41 + 1 when @main reads it.
// RUN: ai-runner %s | FileCheck %s --check-prefix=JIT

// CHECK-DAG: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 0, ptr @init, ptr null }, { i32, ptr, ptr } { i32 7, ptr @bump, ptr @counter }]
// CHECK-DAG: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
// CHECK-NOT: global_ctors

// JIT: out0 = 42 : int32[]

llvm.mlir.global internal @counter(0 : i32) : i32

llvm.func @init() {
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.mlir.constant(41 : i32) : i32
  llvm.store %v, %c : i32, !llvm.ptr
  llvm.return
}

llvm.func @bump() {
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %c : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %w = llvm.add %v, %one : i32
  llvm.store %w, %c : i32, !llvm.ptr
  llvm.return
}

llvm.func @fini() {
  llvm.return
}

llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_ctors ctors = [@bump], priorities = [7 : i32], data = [@counter]
llvm.mlir.global_dtors dtors = [@fini], priorities = [65535 : i32], data = [#llvm.zero]

llvm.func @main() -> i32 {
  %c = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %c : !llvm.ptr -> i32
  llvm.return %v : i32
}
