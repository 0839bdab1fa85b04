// The StableHLO ops JAX programs do not show (collectives, tokens, quantized and bounded types, a dot algorithm,
// ...): make_vhlo_fixtures.py serializes this file with jaxlib into ops.mlirbc, ops.vhlo.mlir and ops.stablehlo.mlir.
func.func @f(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %t: !stablehlo.token, %q: tensor<4x!quant.uniform<i8:f32, 1.5:3>>, %c: tensor<2xcomplex<f32>>, %p: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {1.0:1, 2.0}>>, %f8: tensor<4xf8E4M3FN>, %u: tensor<4x!quant.uniform<u8:f32, 0.5>>, %c_shape: tensor<1xi64>, %r: tensor<3x3xf32>, %v: tensor<3xf32>) -> (tuple<tensor<f32>, !stablehlo.token>, tensor<4xf8E4M3FN>) {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.tuple %0, %t : tuple<tensor<f32>, !stablehlo.token>
  %3 = stablehlo.custom_call @foo(%0) {api_version = 4 : i32, backend_config = {x = 1 : i32}, called_computations = [@f], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<f32>) -> tensor<f32>
  %4 = "stablehlo.all_reduce"(%0) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids} : (tensor<f32>) -> tensor<f32>
  %5 = stablehlo.dot_general %f8, %f8, contracting_dims = [0] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4xf8E4M3FN>, tensor<4xf8E4M3FN>) -> tensor<f32>
  %6 = stablehlo.cosine %0 : tensor<f32>
  %7 = "stablehlo.all_gather"(%v) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<3xf32>) -> tensor<6xf32>
  %8 = "stablehlo.collective_permute"(%0) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<f32>) -> tensor<f32>
  %9 = stablehlo.compare EQ, %0, %0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %10 = "stablehlo.if"(%9) ({
    stablehlo.return %0 : tensor<f32>
  }, {
    stablehlo.return %6 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %11 = stablehlo.rng %0, %0, %c_shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<3xf32>
  %12 = "stablehlo.triangular_solve"(%r, %r) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %13 = stablehlo.cholesky %r, lower = true : tensor<3x3xf32>
  %14 = stablehlo.create_token : !stablehlo.token
  %15 = stablehlo.after_all %14, %t : !stablehlo.token
  %16 = "stablehlo.outfeed"(%0, %15) {outfeed_config = ""} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  %17:2 = "stablehlo.recv"(%15) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  %18 = stablehlo.get_tuple_element %1[0] : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>
  %19 = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 1.5:3>>) -> tensor<4xf32>
  %20 = stablehlo.real %c : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %21 = "stablehlo.batch_norm_inference"(%r, %v, %v, %v, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
  %22 = stablehlo.partition_id : tensor<ui32>
  %23 = stablehlo.replica_id : tensor<ui32>
  %24 = stablehlo.reduce_precision %0, format = e5m10 : tensor<f32>
  return %1, %f8 : tuple<tensor<f32>, !stablehlo.token>, tensor<4xf8E4M3FN>
}
