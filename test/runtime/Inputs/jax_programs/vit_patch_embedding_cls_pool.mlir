module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<12x3x4x4xf32>, %arg2: tensor<12xf32>, %arg3: tensor<1x1x12xf32>, %arg4: tensor<1x17x12xf32>, %arg5: tensor<12x5xf32>) -> (tensor<2x5xf32> {jax.result_info = "result[0]"}, tensor<2x5xf32> {jax.result_info = "result[1]"}, tensor<2x16x12xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x3x16x16xf32>, tensor<12x3x4x4xf32>) -> tensor<2x12x4x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<12xf32>) -> tensor<12x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<12x1x1xf32>) -> tensor<1x12x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<2x12x4x4xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x12x4x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x12x4x4xf32>) -> tensor<2x12x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] : (tensor<2x12x16xf32>) -> tensor<2x16x12xf32>
    %7 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x1x12xf32>
    %8 = stablehlo.concatenate %7, %6, dim = 1 : (tensor<2x1x12xf32>, tensor<2x16x12xf32>) -> tensor<2x17x12xf32>
    %9 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<1x17x12xf32>) -> tensor<2x17x12xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x17x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x17x12xf32>, tensor<f32>) -> tensor<2x17xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x17x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x12xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<2x17x12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17 = call @_var(%10, %c) : (tensor<2x17x12xf32>, tensor<i32>) -> tensor<2x17x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %19 = stablehlo.add %17, %18 : tensor<2x17x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<2x17x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x12xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<2x17x12xf32>
    %23 = stablehlo.dot_general %22, %22, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x17x12xf32>, tensor<2x17x12xf32>) -> tensor<2x17x17xf32>
    %cst_2 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %24 = stablehlo.sqrt %cst_2 : tensor<f32>
    %25 = stablehlo.convert %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<2x17x17xf32>
    %27 = stablehlo.divide %23, %26 : tensor<2x17x17xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.maximum across dimensions = [2] : (tensor<2x17x17xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2x17xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x17xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<2x17x17xf32>
    %34 = stablehlo.exponential %33 : tensor<2x17x17xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x17x17xf32>, tensor<f32>) -> tensor<2x17xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x17xf32>
    %38 = stablehlo.divide %34, %37 : tensor<2x17x17xf32>
    %39 = stablehlo.dot_general %38, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x17xf32>, tensor<2x17x12xf32>) -> tensor<2x17x12xf32>
    %40 = stablehlo.add %10, %39 : tensor<2x17x12xf32>
    %41 = stablehlo.reshape %arg0 : (tensor<2x3x16x16xf32>) -> tensor<2x3x4x4x4x4xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 4, 1, 3, 5] : (tensor<2x3x4x4x4x4xf32>) -> tensor<2x4x4x3x4x4xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x4x4x3x4x4xf32>) -> tensor<2x16x48xf32>
    %44 = stablehlo.reshape %arg1 : (tensor<12x3x4x4xf32>) -> tensor<12x48xf32>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<12x48xf32>) -> tensor<48x12xf32>
    %46 = stablehlo.dot_general %43, %45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x48xf32>, tensor<48x12xf32>) -> tensor<2x16x12xf32>
    %47 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x16x12xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x16x12xf32>
    %50 = stablehlo.slice %40 [0:2, 0:1, 0:12] : (tensor<2x17x12xf32>) -> tensor<2x1x12xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x1x12xf32>) -> tensor<2x12xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<2x12xf32>, tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_7 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<2x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<2x12xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %58 = call @_var_0(%51, %c_8) : (tensor<2x12xf32>, tensor<i32>) -> tensor<2x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %60 = stablehlo.add %58, %59 : tensor<2x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<2x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %63 = stablehlo.multiply %57, %62 : tensor<2x12xf32>
    %64 = stablehlo.dot_general %63, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
    %65 = stablehlo.slice %40 [0:2, 1:17, 0:12] : (tensor<2x17x12xf32>) -> tensor<2x16x12xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<2x16x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %68 = stablehlo.divide %66, %67 : tensor<2x12xf32>
    %69 = stablehlo.dot_general %68, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
    %70 = stablehlo.slice %10 [0:2, 1:17, 0:12] : (tensor<2x17x12xf32>) -> tensor<2x16x12xf32>
    %71 = stablehlo.subtract %49, %70 : tensor<2x16x12xf32>
    %72 = stablehlo.slice %arg4 [0:1, 1:17, 0:12] : (tensor<1x17x12xf32>) -> tensor<1x16x12xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x16x12xf32>) -> tensor<2x16x12xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x16x12xf32>
    return %64, %69, %74 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x16x12xf32>
  }
  func.func private @_var(%arg0: tensor<2x17x12xf32>, %arg1: tensor<i32>) -> tensor<2x17x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x17x12xf32>, tensor<f32>) -> tensor<2x17xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x17x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x12xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x17x12xf32>
    %6 = chlo.square %5 : tensor<2x17x12xf32> -> tensor<2x17x12xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x17x12xf32>, tensor<f32>) -> tensor<2x17xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x17x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17x1xf32>
    return %14 : tensor<2x17x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x17x1xf32>, %arg2: tensor<f32>) -> tensor<2x17x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x17x1xf32>
    return %2 : tensor<2x17x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x12xf32>, %arg1: tensor<i32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x12xf32>, tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x12xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x12xf32>
    %6 = chlo.square %5 : tensor<2x12xf32> -> tensor<2x12xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x12xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    return %14 : tensor<2x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x1xf32>, %arg2: tensor<f32>) -> tensor<2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1xf32>
    return %2 : tensor<2x1xf32>
  }
}
