// Under --allow-unregistered-dialect, ops, types and attributes of dialects that are not registered
// stay opaque and round-trip, as do unknown ops of `test`, which allows them upstream (those of other
// registered dialects are errors: dialects/registered-dialect-unknown-mnemonic-invalid.mlir).
// RUN: ai-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func private @opaque
// CHECK-SAME: !foo.bar<1 x 2>
// CHECK-SAME: attributes {x = #foo.baz<"q">}
func.func private @opaque(!foo.bar<1 x 2>) attributes {x = #foo.baz<"q">}

// CHECK-LABEL: func.func @ops
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: "test.unknown_op"() : () -> ()
func.func @ops() {
  "foo.op"() : () -> ()
  "test.unknown_op"() : () -> ()
  return
}
