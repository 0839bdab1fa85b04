// ai-translate --mlir-to-llvmir runs LLVM's verifier on what it translated, as mlir-translate 22 does: IR that
// LLVM refuses is an error (exit 1), not output that only fails later in the JIT or in llc.
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/llvm-verify/noalias-i32.mlir 2>&1 | FileCheck %s --check-prefix=NOALIAS
// NOALIAS: noalias-i32.mlir:0:0: error: the translated LLVM IR does not verify: Attribute 'noalias' applied to incompatible type! call void @g(i32 noalias %arg0)
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/llvm-verify/intrinsic-definition.mlir 2>&1 | FileCheck %s --check-prefix=INTRINSIC
// INTRINSIC: error: the translated LLVM IR does not verify: llvm intrinsics cannot be defined! ptr @llvm.f

// LLVM's own rule, which mlir-translate 22 asserts on: a symbol of local linkage has the default visibility.
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/llvm-verify/internal-hidden.mlir 2>&1 | FileCheck %s --check-prefix=HIDDEN
// HIDDEN: internal-hidden.mlir:1:1: error: symbol with internal linkage must have default visibility, not hidden
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/llvm-verify/private-protected-global.mlir 2>&1 | FileCheck %s --check-prefix=GLOBAL
// GLOBAL: private-protected-global.mlir:1:1: error: symbol with private linkage must have default visibility, not protected

// Valid IR is written as before.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=OK
// OK: define i32 @ok(i32 noundef %arg0)
llvm.func @ok(%a: i32 {llvm.noundef}) -> i32 {
  llvm.return %a : i32
}
