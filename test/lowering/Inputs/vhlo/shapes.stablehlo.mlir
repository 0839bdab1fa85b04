"builtin.module"() <{sym_name = "jit_shapes"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> (tensor<2x6xf32>, tensor<4x3xf32>, tensor<6x5xf32>, tensor<6x4xf32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<5xi32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<7x4xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<3x4xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.reshape"(%arg3) : (tensor<3x4xf32>) -> tensor<2x6xf32>
    %7 = "stablehlo.transpose"(%arg3) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %8 = "func.call"(%arg3, %5) <{callee = @_pad}> : (tensor<3x4xf32>, tensor<i32>) -> tensor<6x5xf32>
    %9 = "stablehlo.concatenate"(%arg3, %arg3) <{dimension = 0 : i64}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
    %10 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 3, 4>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}> : (tensor<3x4xf32>) -> tensor<2x2xf32>
    %11 = "func.call"(%arg3) <{callee = @_flip}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %12 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<3x4xf32>) -> tensor<3x1x4xf32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<3x1x4xf32>) -> tensor<3x2x4xf32>
    %14 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xi32>
    %15 = "stablehlo.dynamic_slice"(%arg3, %4, %5) <{slice_sizes = array<i64: 2, 2>}> : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2xf32>
    %17 = "stablehlo.dynamic_update_slice"(%arg3, %16, %4, %4) : (tensor<3x4xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %18 = "stablehlo.pad"(%arg3, %3) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 1, 0>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<7x4xf32>
    %19 = "stablehlo.convert"(%arg3) : (tensor<3x4xf32>) -> tensor<3x4xi32>
    %20 = "stablehlo.bitcast_convert"(%19) : (tensor<3x4xi32>) -> tensor<3x4xf32>
    "func.return"(%6, %7, %8, %9, %10, %11, %13, %14, %15, %17, %18, %20) : (tensor<2x6xf32>, tensor<4x3xf32>, tensor<6x5xf32>, tensor<6x4xf32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<3x2x4xf32>, tensor<5xi32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<7x4xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf32>, tensor<i32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<3x4xf32>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 2, 1>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<3x4xf32>, tensor<f32>) -> tensor<6x5xf32>
    "func.return"(%2) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%0) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
