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

// Strings that are no names (a section, a function's target-cpu and passthrough attributes, a syncscope) are
// written escaped as LLVM IR strings are: before, their quote or NUL went into the text as it was, and LLVM
// refused the IR ("end of file in string constant": ai-runner's 'LLVM rejected the IR' at file:0:0).
// RUN: ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-escaped-strings.mlir | FileCheck %s --check-prefix=ESCAPED
// ESCAPED: @g = global i32 0, section "a\00b\22c"
// ESCAPED: define i32 @f(ptr %arg0, i32 %arg1) "k\22"="v\00" "target-cpu"="gen\22eric" "x\00y" {
// ESCAPED: atomicrmw add ptr %arg0, i32 %arg1 syncscope("s\00") monotonic
// RUN: ai-runner %S/Inputs/mlir-to-llvmir-escaped-section.mlir --random-inputs | FileCheck %s --check-prefix=SECTION
// SECTION: out0 = {{-?[0-9]+}} : int32[]
