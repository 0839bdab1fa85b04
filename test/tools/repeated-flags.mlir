// A flag given more than once takes its last value, as LLVM's cl::opt (ai-opt refused: "given more than
// once"); -p is an alias of --pass-pipeline, so of the two the last counts (ai-opt refused them together).
// An error about a value is at the occurrence that gave it.

// RUN: ai-opt %s -o /dev/null -o - --split-input-file --split-input-file | FileCheck %s --check-prefix=PLAIN
// RUN: ai-opt %s --pass-pipeline='builtin.module(cse)' --pass-pipeline='builtin.module(canonicalize)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: ai-opt %s -p 'builtin.module(canonicalize)' --pass-pipeline='builtin.module(cse)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=CSE
// RUN: not ai-opt --mlir-elide-elementsattrs-if-larger=2 --mlir-elide-elementsattrs-if-larger=x %s 2>&1 | FileCheck %s --check-prefix=LAST
// PLAIN: func.func @f
// CANON: IR Dump After Canonicalizer (canonicalize)
// CANON-NOT: IR Dump
// CSE: IR Dump After CSE (cse)
// CSE-NOT: IR Dump
// LAST: <command-line>:1:47: error: invalid value 'x' for '--mlir-elide-elementsattrs-if-larger': expected a non-negative integer

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
