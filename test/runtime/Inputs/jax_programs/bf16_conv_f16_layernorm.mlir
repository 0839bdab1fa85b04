module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6x4xbf16>, %arg1: tensor<3x3x4x8xbf16>, %arg2: tensor<4x16xf16>, %arg3: tensor<16xf16>) -> (tensor<2x6x6x8xf32> {jax.result_info = "result[0]"}, tensor<2x2x2x8xbf16> {jax.result_info = "result[1]"}, tensor<2x2x2x8xbf16> {jax.result_info = "result[2]"}, tensor<4x16xf16> {jax.result_info = "result[3]"}, tensor<4xi32> {jax.result_info = "result[4]"}, tensor<4xf16> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x4xbf16>, tensor<3x3x4x8xbf16>) -> tensor<2x6x6x8xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x6x6x4xbf16>, tensor<3x3x4x8xbf16>) -> tensor<2x2x2x8xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_var(%2, %c) : (tensor<4x16xf32>, tensor<i32>) -> tensor<4x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<4x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %14 = stablehlo.multiply %8, %13 : tensor<4x16xf32>
    %15 = stablehlo.convert %14 : (tensor<4x16xf32>) -> tensor<4x16xf16>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf16>) -> tensor<1x16xf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x16xf16>) -> tensor<4x16xf16>
    %18 = stablehlo.multiply %15, %17 : tensor<4x16xf16>
    %19 = stablehlo.multiply %1, %1 : tensor<2x2x2x8xbf16>
    %20 = stablehlo.multiply %19, %1 : tensor<2x2x2x8xbf16>
    %cst_2 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<2x2x2x8xbf16>
    %22 = stablehlo.multiply %21, %20 : tensor<2x2x2x8xbf16>
    %23 = stablehlo.add %1, %22 : tensor<2x2x2x8xbf16>
    %cst_3 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<2x2x2x8xbf16>
    %25 = stablehlo.multiply %24, %23 : tensor<2x2x2x8xbf16>
    %26 = stablehlo.tanh %25 : tensor<2x2x2x8xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x2x2x8xbf16>
    %28 = stablehlo.add %27, %26 : tensor<2x2x2x8xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<2x2x2x8xbf16>
    %30 = stablehlo.multiply %29, %28 : tensor<2x2x2x8xbf16>
    %31 = stablehlo.multiply %1, %30 : tensor<2x2x2x8xbf16>
    %32 = call @argmax(%arg2) : (tensor<4x16xf16>) -> tensor<4xi32>
    %33 = stablehlo.convert %arg2 : (tensor<4x16xf16>) -> tensor<4x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.convert %34 : (tensor<4xf32>) -> tensor<4xf16>
    return %0, %1, %31, %18, %32, %35 : tensor<2x6x6x8xf32>, tensor<2x2x2x8xbf16>, tensor<2x2x2x8xbf16>, tensor<4x16xf16>, tensor<4xi32>, tensor<4xf16>
  }
  func.func private @_var(%arg0: tensor<4x16xf32>, %arg1: tensor<i32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16xf32>
    %6 = chlo.square %5 : tensor<4x16xf32> -> tensor<4x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    return %14 : tensor<4x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x1xf32>, %arg2: tensor<f32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @argmax(%arg0: tensor<4x16xf16>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %cst = stablehlo.constant dense<0xFC00> : tensor<f16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x16xf16>, tensor<4x16xi32>, tensor<f16>, tensor<i32>) -> (tensor<4xf16>, tensor<4xi32>)
     reducer(%arg1: tensor<f16>, %arg3: tensor<f16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f16>, tensor<f16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f16>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
}
