// An entry the module lacks names the functions it has (llvm.func with a
// body; declarations and the _mlir_ciface_ wrappers are no candidates).

// RUN: not ai-runner %s --entry=main 2>&1 | FileCheck %s
// CHECK: ai-runner-no-entry-llvm.mlir:0:0: error: no function named '@main' in the module; its functions: @add{{$}}

llvm.func @abs(i32) -> i32
llvm.func @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.return %0 : i32
}
