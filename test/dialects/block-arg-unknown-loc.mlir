// A block argument's written loc(unknown) stays unknown (as mlir-opt keeps
// it); one without a loc(...) is at its name, and a written one is kept.

// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK: ^bb0(%arg0: i32 loc(unknown), %arg1: i32 loc("x.mlir":3:4), %arg2: i32 loc("{{.*}}block-arg-unknown-loc.mlir":[[# @LINE + 2]]:55)):
"test.op"() ({
^bb0(%a: i32 loc(unknown), %b: i32 loc("x.mlir":3:4), %c: i32):
  "test.yield"() : () -> ()
}) : () -> ()
