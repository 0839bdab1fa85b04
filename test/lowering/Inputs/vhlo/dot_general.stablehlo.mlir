"builtin.module"() <{sym_name = "jit_dots"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3xf32>, tensor<3x5xf32>) -> (tensor<4x5xf32>, tensor<1x4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<3x5xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x5xf32>) -> tensor<1x3x5xf32>
    %3 = "stablehlo.dot_general"(%1, %2) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<1x4x3xf32>, tensor<1x3x5xf32>) -> tensor<1x4x5xf32>
    %4 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %5 = "stablehlo.convert"(%arg0) : (tensor<4x3xf32>) -> tensor<4x3xi8>
    %6 = "stablehlo.convert"(%arg1) : (tensor<3x5xf32>) -> tensor<3x5xi8>
    %7 = "stablehlo.dot_general"(%5, %6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x3xi8>, tensor<3x5xi8>) -> tensor<4x5xi32>
    "func.return"(%0, %3, %4, %7) : (tensor<4x5xf32>, tensor<1x4x5xf32>, tensor<4x5xf32>, tensor<4x5xi32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
