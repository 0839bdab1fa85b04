// LLVM IR names cannot hold a NUL character, which MLIR's symbol names may ("\00"): translation fails at the op
// whose symbol (or struct) has one. Before, ai-translate wrote @"a\00b", which LLVM's parser refuses ("NUL
// character is not allowed in names"), and ai-runner reported "LLVM rejected the IR" at file:0:0.

// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-nul-function.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// FUNC: mlir-to-llvmir-nul-function.mlir:1:1: error: 'llvm.func' op has symbol name "a\00b", but LLVM IR names cannot hold a NUL character

// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-nul-global.mlir 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: mlir-to-llvmir-nul-global.mlir:1:1: error: 'llvm.mlir.global' op has symbol name "g\00", but LLVM IR names cannot hold a NUL character
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-nul-struct.mlir 2>&1 | FileCheck %s --check-prefix=STRUCT
// STRUCT: mlir-to-llvmir-nul-struct.mlir:1:1: error: 'llvm.func' op has struct name "s\00t", but LLVM IR names cannot hold a NUL character

// A func.func of such a name, compiled by ai-runner: located at the function (lowered to llvm.func).
// RUN: not ai-runner %s --random-inputs 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUNNER: mlir-to-llvmir-nul-names.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op has symbol name "ma\00in", but LLVM IR names cannot hold a NUL character
func.func @"ma\00in"(%x: i32) -> i32 {
  func.return %x : i32
}

func.func @main(%x: i32) -> i32 {
  %0 = func.call @"ma\00in"(%x) : (i32) -> i32
  func.return %0 : i32
}
