// An entry that is a declaration has nothing to run: a located error, compiled as interpreted (compiled,
// its C wrapper failed to legalize: 'failed to legalize operation 'func.func'').

// RUN: not ai-runner %s --entry declared --random-inputs 2>&1 | FileCheck %s --check-prefix=COMPILED
// COMPILED: ai-runner-declaration-entry.mlir:[[# @LINE + 4]]:1: error: 'func.func' op @declared is a declaration without a body: compiled code cannot run it
// COMPILED-NOT: legalize
// RUN: not ai-runner %s --entry declared --random-inputs --interpret 2>&1 | FileCheck %s --check-prefix=INTERPRETED
// INTERPRETED: ai-runner-declaration-entry.mlir:[[# @LINE + 1]]:1: error: 'func.func' op @declared is a declaration without a body: the reference interpreter cannot run it
func.func private @declared(%a: tensor<2xf32>) -> tensor<2xf32>

// RUN: not ai-runner %s --entry llvm_declared --random-inputs 2>&1 | FileCheck %s --check-prefix=LLVM
// LLVM: ai-runner-declaration-entry.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op @llvm_declared is a declaration without a body: compiled code cannot run it
llvm.func @llvm_declared(i32) -> i32
