// --verify-diagnostics=only-expected (LLVM 22): every annotation must be matched, but a diagnostic that
// none expects, or one of another kind, is no failure; =all is the plain flag; another value is an error.

// RUN: not ai-opt %s --split-input-file --verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: not ai-opt %s --split-input-file --verify-diagnostics=all 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --verify-diagnostics=some 2>&1 | FileCheck %s --check-prefix=BAD
// ONLY-NOT: unexpected
// ONLY-NOT: diagnostic emitted when expecting
// ONLY: verify-diagnostics-only-expected.mlir:[[# @LINE + 13]]:6: error: expected warning "requires the same type" was not produced
// ONLY-NOT: error:
// ALL: verify-diagnostics-only-expected.mlir:[[# @LINE + 5]]:8: error: unexpected error: 'arith.addi' op requires the same type
// ALL: verify-diagnostics-only-expected.mlir:[[# @LINE + 10]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value 'some' for '--verify-diagnostics': expected 'all' or 'only-expected'

func.func @unexpected(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----
func.func @other_kind(%a: i32) {
  // expected-warning@+1 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
