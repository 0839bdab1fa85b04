// Symbol names that are no LLVM IR identifier are quoted with their bytes escaped: a non-ASCII letter
// (@"é") was written bare, which LLVM refused ('expected function name'; ai-runner: 'LLVM rejected the IR').
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-runner %s --print | FileCheck %s --check-prefix=OUT

// CHECK: @"\C3\A9" = internal constant i32 7
// CHECK: define i32 @"f\C3\BC"()
// CHECK: load i32, ptr @"\C3\A9"
// CHECK: define i32 @main()
// CHECK: call i32 @"f\C3\BC"()
// CHECK: define i32 @a-b.c$_9()
// OUT: out0 = 7 : int32[]
llvm.mlir.global internal constant @"é"(7 : i32) : i32
llvm.func @"fü"() -> i32 {
  %0 = llvm.mlir.addressof @"é" : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
llvm.func @main() -> i32 {
  %0 = llvm.call @"fü"() : () -> i32
  llvm.return %0 : i32
}
llvm.func @"a-b.c$_9"() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
