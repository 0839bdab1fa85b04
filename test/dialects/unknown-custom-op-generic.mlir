// The generic form of an op of a dialect that is not registered parses under --allow-unregistered-dialect
// and prints back in the generic form; so does one the test dialect does not know (it allows unknown ops).
// RUN: ai-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @generic_forms
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT:   "foo.inner"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.affine_scope"() ({
// CHECK-NEXT:   "terminate"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @generic_forms() {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
  "test.affine_scope"() ({
    "terminate"() : () -> ()
  }) : () -> ()
  return
}
