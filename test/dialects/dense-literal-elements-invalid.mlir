// An element of a dense or sparse literal that its integer type cannot take is upstream's error
// (TensorLiteralParser::getIntAttrElements), at the element.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
%0 = arith.constant dense<[1, true]> : tensor<2xi32>

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
%0 = "test.op"() {v = dense<[-1]> : tensor<1xui8>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
%0 = arith.constant dense<[127, 300]> : tensor<2xi8>

// -----

// expected-error@+1 {{integer constant out of range for type}}
%0 = "test.op"() {v = dense<128> : tensor<2xsi8>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
%0 = arith.constant dense<[1, 2.5]> : tensor<2xi32>

// -----

// The indices of a sparse literal are i64.
// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
%0 = arith.constant sparse<[[true]], [1]> : tensor<2xi32>

// -----

// expected-error@+1 {{integer constant out of range for type}}
%0 = arith.constant sparse<[[0]], [300]> : tensor<2xi8>

// -----

// An index element holds 64 bits, as an i64 (the element's packing raised 'argument out of range').
// expected-error@+1 {{integer constant out of range for type}}
%0 = arith.constant dense<18446744073709551616> : tensor<2xindex>

// -----

// Upstream's words and place (the `dense` keyword) for an empty literal of a type with elements.
// expected-error@+1 {{parsed zero elements, but type ('tensor<i64>') expected at least 1}}
#attr = dense<> : tensor<i64>

// -----

// expected-error@+1 {{parsed zero elements, but type ('tensor<2xf32>') expected at least 1}}
%0 = arith.constant dense<> : tensor<2xf32>
