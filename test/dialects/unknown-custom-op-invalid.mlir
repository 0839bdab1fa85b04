// An op no dialect knows has only the generic form: in the custom form it is the parser's error at its name,
// in upstream's words, with or without --allow-unregistered-dialect (which only lets the generic form through).
// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @test_dialect_custom_form() {
  // expected-error@+1 {{custom op 'test.affine_scope' is unknown}}
  test.affine_scope {
  }
  return
}

// -----

func.func @unregistered_dialect_custom_form(%arg0: i32) {
  // expected-error@+1 {{Dialect `foo' not found for custom op 'foo.bar'}}
  foo.bar %arg0 : i32
  return
}

// -----

func.func @unregistered_dialect_custom_form_region() {
  // expected-error@+1 {{Dialect `foo' not found for custom op 'foo.region'}}
  foo.region {
    "foo.inner"() : () -> ()
  }
  return
}
