// RUN: ai-opt %s --split-input-file --verify-diagnostics
// linalg's parser and verifier messages in upstream's words, and memref.load/store's index counts.

func.func @named_op_without_outs(%m: memref<?x?xf32>) {
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                       -> (tensor<?x?xf32>, tensor<?x?xf32>)
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @aiopt_named_op_without_outs(%m: memref<2x3x4xf32>) {
  linalg.batch_matmul ins(%m : memref<2x3x4xf32>)
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1}}
  return
}

// -----

func.func @matmul_result_type(%m: memref<?x?xf32>, %t: tensor<?x?xf32>) {
  // expected-error@+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<?x?xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                      outs(%t : tensor<?x?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @generic_result_type(%m: memref<?xf32>, %t: tensor<?xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<f32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
       ins(%m : memref<?xf32>) outs(%t : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<f32>
  return
}

// -----

func.func @generic_iterator_type(%m: memref<1xi32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>],
                  iterator_types = ["random"]}
      // expected-error@+1 {{unexpected iterator_type (random)}}
      outs(%m : memref<1xi32>) {
  ^bb0(%i: i32):
    linalg.yield %i : i32
  }
  return
}

// -----

func.func @generic_two_blocks(%m: memref<f32>) {
  // expected-error@+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []}
      outs(%m : memref<f32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  ^bb1(%b: f32):
    linalg.yield %b : f32
  }
  return
}

// -----

func.func @generic_no_block(%m: memref<f32>) {
  // expected-error@+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []}
      outs(%m : memref<f32>) {
  }
  return
}

// -----

// The body's ops verify before the checks of its arguments, as upstream's.
func.func @generic_yield_count(%m: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      outs(%m, %m : memref<f32>, memref<f32>) {
  ^bb0(%a: f32):
    // expected-error@+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (2)}}
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %m[%i] : memref<4x4xf32>
  return %v : f32
}

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @reduce_init_dimensions(%a: tensor<16x32x64xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [16, 64] doesn't match input dimensions after reduction [16, 32]}}
  %r = linalg.reduce ins(%a : tensor<16x32x64xf32>) outs(%i : tensor<16x64xf32>) dimensions = [2]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16x64xf32>
}

// -----

func.func @reduce_dimension_range(%a: tensor<16x32x64xf32>, %i: tensor<16x64xf32>) -> tensor<16x64xf32> {
  // expected-error@+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 2].}}
  %r = linalg.reduce ins(%a : tensor<16x32x64xf32>) outs(%i : tensor<16x64xf32>) dimensions = [3]
    (%in: f32, %out: f32) {
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16x64xf32>
}

// -----

func.func @reduce_block_arguments(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %r:2 = linalg.reduce ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%x, %y : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      linalg.yield %in, %out : f32, f32
    }
  return
}

// -----

func.func @reduce_input_element(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f64'}}
  %r:2 = linalg.reduce ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%x, %y : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f64, %in_0: f32, %out: f32, %out_1: f32) {
      linalg.yield %out, %out_1 : f32, f32
    }
  return
}

// -----

func.func @reduce_input_shapes(%a: tensor<4x5xf32>, %b: tensor<4x6xf32>, %x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  %r:2 = linalg.reduce ins(%a, %b : tensor<4x5xf32>, tensor<4x6xf32>) outs(%x, %y : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %in_0: f32, %out: f32, %out_1: f32) {
      linalg.yield %out, %out_1 : f32, f32
    }
  return
}

// -----

func.func @map_without_operands() {
  // expected-error@+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  linalg.map { arith.addf }
  return
}

// -----

func.func @transpose_without_operands() {
  // expected-error@+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  linalg.transpose permutation = [1, 0, 2]
  return
}

// -----

func.func @broadcast_without_operands() {
  // expected-error@+1 {{'linalg.broadcast' op expected 2 operands, but found 0}}
  linalg.broadcast dimensions = [1]
  return
}

// -----

func.func @map_no_operands() {
  // expected-error@+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  "linalg.map"() ({
  ^bb0:
  }) : () -> ()
}

// -----

// The op a block ends with is named in the diagnostic as in its function (the region's argument is %arg1).
func.func @generic_without_yield(%arg0: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%arg0 : memref<?x?xf32>) {
  ^bb(%0: f32):
    // expected-error@+1 {{block with no terminator, has %0 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
    %1 = arith.addf %0, %0 : f32
  }
  return
}

// -----

// The maps in the message are written as upstream prints them (no parentheses around a sum that is a
// result on its own).
func.func @non_invertible_sums(%a: tensor<6xf32>, %b: tensor<6x6xf32>) -> tensor<6x6xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0 * 2 + d1, d1 - 1))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0 * 2 + d1, d1 - 1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<6xf32>) outs(%b : tensor<6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}

// -----

func.func @negative_index(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
