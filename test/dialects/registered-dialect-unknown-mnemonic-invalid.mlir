// An unknown type, attribute or op of a registered dialect is an error naming it, in the words of that
// dialect's parser (its own, ODS's generated one, or the default hook of a dialect that defines none),
// with or without --allow-unregistered-dialect: only dialects that are not registered get opaque ones.
// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: ai-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @no_type_hook() -> !arith.foo

// -----

// expected-error@+1 {{dialect 'memref' provides no attribute parsing hook}}
func.func private @no_attribute_hook() attributes {x = #memref.bar}

// -----

// expected-error@+1 {{unknown attribute `bar` in dialect `linalg`}}
func.func private @generated_attribute_parser() attributes {x = #linalg.bar}

// -----

// expected-error@+1 {{unknown attribute `bar` in dialect `arith`}}
func.func private @generated_attribute_parser_with_body() attributes {x = #arith.bar<1>}

// -----

// expected-error@+1 {{unknown  type `foo` in dialect `emitc`}}
func.func private @generated_type_parser() -> !emitc.foo

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @llvm_type() -> !llvm.foo

// -----

// expected-error@+1 {{unknown gpu type: foo}}
func.func private @gpu_type(%arg0: !gpu.foo)

// -----

// expected-error@+1 {{unknown mhlo attribute}}
func.func private @mhlo_attribute() attributes {x = #mhlo.foo}

// -----

// expected-error@+1 {{unknown StableHLO attribute}}
func.func private @stablehlo_attribute() attributes {x = #stablehlo.foo}

// -----

func.func @in_an_op() {
  // expected-error@+1 {{dialect 'func' provides no type parsing hook}}
  %0 = "test.op"() : () -> !func.foo
  return
}

// -----

// An unknown op of a registered dialect is the verifier's error upstream (the dialect does not allow
// unknown operations), in the generic form; in the custom form the parser knows no such op.
// expected-error@+1 {{unregistered operation 'arith.foo' found in dialect ('arith') that does not allow unknown operations}}
"arith.foo"() : () -> ()

// -----

func.func @custom_form() {
  // expected-error@+1 {{custom op 'linalg.foo' is unknown}}
  linalg.foo
  return
}
