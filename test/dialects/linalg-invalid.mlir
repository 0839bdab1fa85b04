// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @index_outside_linalg() {
  // expected-error@+1 {{expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  func.return
}

// -----

func.func @index_out_of_range(%a: tensor<4xf32>) {
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    (%x: f32, %o: f32) {
      // expected-error@+1 {{expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
      %i = linalg.index 1 : index
      linalg.yield %x : f32
    }
  func.return
}

// -----

func.func @matvec_shapes(%m: tensor<3x4xf32>, %v: tensor<5xf32>, %o: tensor<3xf32>) {
  // expected-error@+1 {{inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.matvec ins(%m, %v : tensor<3x4xf32>, tensor<5xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @pooling_strides(%in: tensor<1x8x8x3xf32>, %w: tensor<3x3xf32>, %o: tensor<1x6x6x3xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.pooling_nhwc_max {strides = dense<1> : tensor<3xi64>} ins(%in, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  func.return
}

// -----

func.func @pooling_window_too_large(%in: tensor<1x4x4x3xf32>, %w: tensor<3x3xf32>, %o: tensor<1x3x3x3xf32>) {
  // expected-error@+1 {{inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 5, but found 4}}
  %0 = linalg.pooling_nhwc_max ins(%in, %w : tensor<1x4x4x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

func.func @elementwise_arity(%a: tensor<4xf32>) {
  // expected-error@+1 {{wrong number of operands for kind 'add'}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @map_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error@+1 {{'linalg.map' op expected shape of input (4) to match shape of output (5)}}
  %0 = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>)
  func.return
}

// -----

func.func @map_body_types(%a: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    (%x: i32, %o: f32) {
      linalg.yield %o : f32
    }
  func.return
}

// -----

// The init's argument is checked by the structured-op interface, after the map's own checks.
func.func @map_init_arg_type(%a: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.map' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    (%x: f32, %o: i32) {
      linalg.yield %x : f32
    }
  func.return
}

// -----

func.func @map_shapes_2d(%a: tensor<3x?xf32>, %b: tensor<3x8xf32>) {
  // expected-error@+1 {{'linalg.map' op expected shape of input (3, -9223372036854775808) to match shape of output (3, 8)}}
  %0 = linalg.map { math.absf } ins(%a : tensor<3x?xf32>) outs(%b : tensor<3x8xf32>)
  func.return
}

// -----

func.func @unknown_kind(%a: tensor<4xf32>) {
  // expected-error@+1 {{}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<frobnicate> ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @unsigned_division_of_floats(%a: tensor<4xf32>) {
  // expected-error@+1 {{'div_unsigned' is not defined on f32 elements}}
  %0 = linalg.div_unsigned ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @elementwise_float_only(%a: tensor<4xi32>) {
  // expected-error@+1 {{'exp' is not defined on i32 elements}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

func.func @yield_outside_linalg(%x: f32) {
  // expected-error@+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}

// -----

func.func @fill_memref_with_result(%m: memref<3xi8>, %c: i8) -> tensor<3xi8> {
  // expected-error@+1 {{'linalg.fill' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.fill ins(%c : i8) outs(%m : memref<3xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

func.func @reduce_dimensions_order(%t: tensor<2x3x4xf32>, %i: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %r = linalg.reduce ins(%t : tensor<2x3x4xf32>) outs(%i : tensor<2xf32>) dimensions = [2, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// -----

// linalg.transpose and linalg.broadcast check what upstream checks, in its words.
func.func @transpose_not_permutation(%a: tensor<2x3xf32>, %i: tensor<3x2xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%i : tensor<3x2xf32>) permutation = [1, 1]
  return %t : tensor<3x2xf32>
}

// -----

func.func @transpose_init_rank(%a: tensor<2x3xf32>, %i: tensor<3x2x1xf32>) -> tensor<3x2x1xf32> {
  // expected-error@+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%i : tensor<3x2x1xf32>) permutation = [1, 0]
  return %t : tensor<3x2x1xf32>
}

// -----

func.func @transpose_no_operands() {
  // expected-error@+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  "linalg.transpose"() <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @broadcast_rank(%a: tensor<3xf32>, %i: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 1, init rank: 3}}
  %b = linalg.broadcast ins(%a : tensor<3xf32>) outs(%i : tensor<2x3x4xf32>) dimensions = [0]
  return %b : tensor<2x3x4xf32>
}

// -----

func.func @broadcast_dim_range(%a: tensor<3xf32>, %i: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 5}}
  %b = linalg.broadcast ins(%a : tensor<3xf32>) outs(%i : tensor<2x3xf32>) dimensions = [5]
  return %b : tensor<2x3xf32>
}

// -----

func.func @broadcast_dim_size(%a: tensor<4xf32>, %i: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 3}}
  %b = linalg.broadcast ins(%a : tensor<4xf32>) outs(%i : tensor<2x3xf32>) dimensions = [0]
  return %b : tensor<2x3xf32>
}

// -----

func.func @depthwise_float_strides(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2.0> : vector<2xf32>}
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  return
}
