// Upstream's SparseElementsAttr verifier and parser errors, in its words, at the `sparse` keyword (the
// verifier's) or at the token (the parser's).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[2, 0], and type=tensor<2x2xf32>}}
%0 = arith.constant sparse<[[0, 0], [2, 0]], [1.0, 2.0]> : tensor<2x2xf32>

// -----

// Upstream reads the indices as unsigned 64-bit integers.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 0], and type=tensor<2x2xf32>}}
%0 = arith.constant sparse<[[-1, 0]], [1.0]> : tensor<2x2xf32>

// -----

// A splat index (every coordinate 3) is checked too.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[3, 3], and type=vector<4x3xi8>}}
%0 = arith.constant sparse<3, 1> : vector<4x3xi8>

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
%0 = arith.constant sparse<[[0, 0], [1, 1]], [1.0, 2.0, 3.0]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
%0 = arith.constant sparse<[[0, 0, 0]], [1.0]> : tensor<2x2xf32>

// -----

// Indices without their rank dimension are only for a rank-1 type.
// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
%0 = arith.constant sparse<[0, 1], [1.0, 2.0]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
%0 = arith.constant sparse<[[0, 0]], [[1.0]]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
%0 = arith.constant sparse<[[0.5, 0]], [1.0]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
%0 = arith.constant sparse<[[0, 0]], [1.5]> : tensor<2x2xi32>

// -----

// expected-error@+1 {{Expected '<' after 'sparse'}}
%0 = arith.constant sparse [[0, 0]], [1.0]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{expected ','}}
%0 = arith.constant sparse<[[0, 0]] [1.0]> : tensor<2x2xf32>

// -----

// expected-error@+1 {{elements literal type must have static shape}}
%0 = arith.constant sparse<[[0]], [1.0]> : tensor<?xf32>

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
%0 = arith.constant sparse<[[0, 0]], [1.0]> : f32

// -----

// expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
%0 = "arith.constant"() <{value = sparse<[[0]], [1.0]> : tensor<2xf32>}> : () -> tensor<2xf16>

// -----

// expected-error@+2 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf16>'}}
// expected-error@+1 {{failed to infer returned types}}
%0 = "stablehlo.constant"() <{value = sparse<[[0]], [1.0]> : tensor<2xf32>}> : () -> tensor<2xf16>
