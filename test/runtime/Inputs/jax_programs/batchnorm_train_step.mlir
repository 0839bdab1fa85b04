module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x5x5x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4x2xf32>, %arg7: tensor<8xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<4xf32> {jax.result_info = "result[1][2]"}, tensor<4x2xf32> {jax.result_info = "result[1][3]"}, tensor<4xf32> {jax.result_info = "result[2][0]"}, tensor<4xf32> {jax.result_info = "result[2][1]"}, tensor<8x2xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.abs %arg5 : tensor<4xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<8x5x5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = call @_var(%1, %c) : (tensor<8x5x5x4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<8x5x5x4xf32>, tensor<f32>, tensor<i1>)
    %6 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %8 = stablehlo.subtract %1, %7 : tensor<8x5x5x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.add %5#0, %9 : tensor<4xf32>
    %11 = stablehlo.rsqrt %10 : tensor<4xf32>
    %12 = stablehlo.divide %11, %10 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<8x5x5x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x5x5x4xf32>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x5x5x4xf32>
    %24 = call @relu(%23) : (tensor<8x5x5x4xf32>) -> tensor<8x5x5x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x5x5x4xf32>
    %26 = stablehlo.compare GT, %23, %25, FLOAT : (tensor<8x5x5x4xf32>, tensor<8x5x5x4xf32>) -> tensor<8x5x5x4xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x4xf32>
    %30 = stablehlo.dot_general %29, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    %31:3 = call @log_softmax(%30) : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x1xf32>)
    %32 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %33:2 = call @take_along_axis(%31#0, %32) : (tensor<8x2xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33#0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.divide %34, %cst_7 : tensor<f32>
    %36 = stablehlo.negate %35 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.negate %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %38 = stablehlo.divide %37, %cst_9 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %40 = call @take_along_axis_0(%33#1, %39) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    %41 = call @log_softmax_1(%31#1, %31#2, %40) : (tensor<8x2xf32>, tensor<8x1xf32>, tensor<8x2xf32>) -> tensor<8x2xf32>
    %42 = stablehlo.dot_general %41, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %44 = stablehlo.dot_general %41, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 3] : (tensor<8x4xf32>) -> tensor<8x5x5x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x5x5x4xf32>
    %49 = stablehlo.select %26, %47, %48 : tensor<8x5x5x4xi1>, tensor<8x5x5x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.reshape %50 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.multiply %17, %49 : tensor<8x5x5x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.reshape %54 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %56 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %57 = stablehlo.multiply %49, %56 : tensor<8x5x5x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.multiply %8, %57 : tensor<8x5x5x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.reshape %60 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %62 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %63 = stablehlo.multiply %57, %62 : tensor<8x5x5x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%61 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.multiply %64, %14 : tensor<4xf32>
    %66 = stablehlo.negate %63 : tensor<8x5x5x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.reshape %67 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %70 = call @_var_2(%5#1, %5#2, %5#3, %65) : (tensor<8x5x5x4xf32>, tensor<f32>, tensor<i1>, tensor<4xf32>) -> tensor<8x5x5x4xf32>
    %71 = stablehlo.add %63, %70 : tensor<8x5x5x4xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %73 = stablehlo.divide %69, %72 : tensor<4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [3] : (tensor<4xf32>) -> tensor<8x5x5x4xf32>
    %75 = stablehlo.add %71, %74 : tensor<8x5x5x4xf32>
    %76 = stablehlo.convolution(%arg0, %75) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x5x5x3xf32>, tensor<8x5x5x4xf32>) -> tensor<3x3x3x4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<3x3x3x4xf32>
    %79 = stablehlo.subtract %arg1, %78 : tensor<3x3x3x4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.multiply %80, %58 : tensor<4xf32>
    %82 = stablehlo.subtract %arg2, %81 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.multiply %83, %52 : tensor<4xf32>
    %85 = stablehlo.subtract %arg3, %84 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %87 = stablehlo.multiply %86, %43 : tensor<4x2xf32>
    %88 = stablehlo.subtract %arg6, %87 : tensor<4x2xf32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.multiply %89, %arg4 : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %92 = stablehlo.multiply %91, %4 : tensor<4xf32>
    %93 = stablehlo.add %90, %92 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %95 = stablehlo.multiply %94, %0 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.multiply %96, %5#0 : tensor<4xf32>
    %98 = stablehlo.add %95, %97 : tensor<4xf32>
    %99 = stablehlo.convolution(%arg0, %79) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<8x5x5x4xf32>
    %100 = stablehlo.broadcast_in_dim %93, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<8x5x5x4xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %104 = stablehlo.add %98, %103 : tensor<4xf32>
    %105 = stablehlo.rsqrt %104 : tensor<4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %108 = stablehlo.multiply %102, %107 : tensor<8x5x5x4xf32>
    %109 = stablehlo.broadcast_in_dim %82, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %111 = stablehlo.multiply %108, %110 : tensor<8x5x5x4xf32>
    %112 = stablehlo.broadcast_in_dim %85, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x5x5x4xf32>
    %115 = call @relu(%114) : (tensor<8x5x5x4xf32>) -> tensor<8x5x5x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_30) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_31 = stablehlo.constant dense<2.500000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8x4xf32>
    %119 = stablehlo.dot_general %118, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
    return %36, %79, %82, %85, %88, %93, %98, %119 : tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8x2xf32>
  }
  func.func private @_var(%arg0: tensor<8x5x5x4xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<8x5x5x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x5x5x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x5x5x4xf32>
    %6 = chlo.square %5 : tensor<8x5x5x4xf32> -> tensor<8x5x5x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x5x5x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x5x5x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    return %15, %8, %10, %14 : tensor<4xf32>, tensor<8x5x5x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @relu(%arg0: tensor<8x5x5x4xf32>) -> tensor<8x5x5x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5x5x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x5x5x4xf32>
    return %1 : tensor<8x5x5x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x2xf32>
    %6 = stablehlo.exponential %5 : tensor<8x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x2xf32>
    return %11, %6, %8 : tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x2xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x2xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x2xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    return %1 : tensor<8x2xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x2xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x2xf32>) -> tensor<8x2xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x2xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x2xf32>
    return %7 : tensor<8x2xf32>
  }
  func.func private @_var_2(%arg0: tensor<8x5x5x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<4xf32>) -> tensor<8x5x5x4xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<4xf32>) -> tensor<8x5x5x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<8x5x5x4xf32>
    %5 = stablehlo.negate %4 : tensor<8x5x5x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x5x5x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.reshape %6 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<4xf32>) -> tensor<8x5x5x4xf32>
    %12 = stablehlo.add %4, %11 : tensor<8x5x5x4xf32>
    return %12 : tensor<8x5x5x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
