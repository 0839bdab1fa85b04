// --no-implicit-module: the input is one top-level op of any kind; nothing is wrapped around it, and passes given
// as flags run on it, a pipeline only when anchored on its name (or 'any'), as mlir-opt's.

// RUN: ai-opt %s --split-input-file --no-implicit-module | FileCheck %s
// RUN: ai-opt %s --split-input-file --no-implicit-module --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: ai-opt %s --split-input-file --no-implicit-module --pass-pipeline='any(canonicalize)' | FileCheck %s --check-prefix=CANON
// RUN: not ai-opt %s --split-input-file --no-implicit-module --pass-pipeline='func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=FUNC-PIPELINE
// RUN: not ai-opt %s --split-input-file --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=MODULE-PIPELINE
// RUN: not ai-opt %s --split-input-file --no-implicit-module --symbol-dce 2>&1 | FileCheck %s --check-prefix=SYMBOL-DCE
// RUN: printf 'builtin.module {}\nbuiltin.module {}\n' | not ai-opt --no-implicit-module 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: printf '// nothing\n' | not ai-opt --no-implicit-module 2>&1 | FileCheck %s --check-prefix=NONE
// Upstream's mlir-opt does the same.
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --no-implicit-module | FileCheck %s %}
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --no-implicit-module --canonicalize | FileCheck %s --check-prefix=CANON %}
// RUN: %if upstream-mlir %{ not %mlir-opt %s --split-input-file --no-implicit-module --pass-pipeline='func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=FUNC-PIPELINE %}
// RUN: %if upstream-mlir %{ not %mlir-opt %s --split-input-file --no-implicit-module --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=MODULE-PIPELINE %}
// RUN: %if upstream-mlir %{ not %mlir-opt %s --split-input-file --no-implicit-module --symbol-dce 2>&1 | FileCheck %s --check-prefix=SYMBOL-DCE %}

// CHECK: module @named {
// CHECK-NEXT: func.func @f()
// CANON: module @named {
// FUNC-PIPELINE: error: can't run 'func.func' pass manager on 'builtin.module' op
// MODULE-PIPELINE-NOT: error: {{.*}}'builtin.module' op
// SYMBOL-DCE-NOT: error: {{.*}}'builtin.module' op
builtin.module @named {
  func.func @f() {
    func.return
  }
}

// -----

// A function at the top: no module is printed around it.
// CHECK-NOT: module
// CHECK: func.func @add_zero(%arg0: i32) -> i32 {
// CHECK-NEXT: %{{.*}} = arith.constant 0 : i32
// CANON-LABEL: func.func @add_zero(%arg0: i32) -> i32 {
// CANON-NEXT: return %arg0 : i32
// CANON-NEXT: }
// CANON-NOT: }
// MODULE-PIPELINE: no-implicit-module.mlir:[[# @LINE + 2]]:1: error: can't run 'builtin.module' pass manager on 'func.func' op
// SYMBOL-DCE: no-implicit-module.mlir:[[# @LINE + 1]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}

// TWO: <stdin>:0:0: error: source must contain a single top-level operation, found: 2
// NONE: <stdin>:0:0: error: source must contain a single top-level operation, found: 0
