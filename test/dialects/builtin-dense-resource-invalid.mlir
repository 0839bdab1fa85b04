// The blobs of a dialect_resources section are checked as upstream's parseAsBlob checks them, with its
// words, at the blob; a resource's name is an identifier or a string; a memref.global's dense_resource
// initial value has the buffer's type.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'blob1'}}
      blob1: "0x04000000ZZ"
    }
  }
#-}

// -----

func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'blob1'}}
      blob1: "not hex"
    }
  }
#-}

// -----

func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes}}
      blob1: "0x0400"
    }
  }
#-}

// -----

func.func @f() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      // expected-error@+1 {{expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3}}
      blob1: "0x030000000000803F00000040"
    }
  }
#-}

// -----

// expected-error@+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<4xi32>'}}
"memref.global"() <{sym_name = "gv", sym_visibility = "private", type = memref<4xf32>, initial_value = dense_resource<blob1> : tensor<4xi32>}> : () -> ()

// -----

func.func @f() -> tensor<2xf32> {
  // expected-error@+1 {{expected identifier key for 'resource' entry}}
  %0 = arith.constant dense_resource<12> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
