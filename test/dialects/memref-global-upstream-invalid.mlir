// memref.global's verifier in upstream's order and words: an initial value of another type than the
// buffer's, an alignment that is no power of 2 (upstream's emitError, without the op's name).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<4xi32>'}}
"memref.global"() <{sym_name = "gv", sym_visibility = "private", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<2x2xf32>', but was of type 'tensor<4xf32>'}}
"memref.global"() <{sym_name = "gv", sym_visibility = "private", type = memref<2x2xf32>, initial_value = sparse<[[1]], [2.0]> : tensor<4xf32>}> : () -> ()

// -----

// expected-error@+1 {{alignment attribute value 63 is not a power of 2}}
memref.global "private" @gv : memref<4xf32> = dense<1.0> { alignment = 63 }

// -----

// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[4], and type=tensor<4xf32>}}
memref.global "private" @gv : memref<4xf32> = sparse<[[4]], [1.0]>
