// The region of an unregistered op may be a graph region, so the verifier
// does not ask its uses to follow their definitions (MLIR's
// mayBeGraphRegion); the regions of registered ops nested in it still do.
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s %}

// CHECK-LABEL: func.func @graph
// CHECK: "test.graph_region"() ({
// CHECK-NEXT: %[[U:.*]] = "test.use"(%[[D:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[D]] = "test.def"(%[[D]]) : (i32) -> i32
func.func @graph() {
  "test.graph_region"() ({
    %u = "test.use"(%d) : (i32) -> i32
    %d = "test.def"(%d) : (i32) -> i32
  }) : () -> ()
  return
}

// -----

func.func @nested_function_body() {
  "test.graph_region"() ({
    func.func @f(%a: i32) -> i32 {
      // expected-error@+1 {{operand #0 does not dominate this use}}
      %0 = arith.addi %1, %a : i32
      // expected-note@+1 {{operand defined here (op in the same block)}}
      %1 = arith.addi %a, %a : i32
      return %0 : i32
    }
  }) : () -> ()
  return
}
