module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}, tensor<4x6xf32> {jax.result_info = "result[4]"}, tensor<4x6xf32> {jax.result_info = "result[5]"}, tensor<4x6xi1> {jax.result_info = "result[6]"}, tensor<4x6xf32> {jax.result_info = "result[7]"}, tensor<4x6xi1> {jax.result_info = "result[8]"}, tensor<4x6xi1> {jax.result_info = "result[9]"}, tensor<4x6xf32> {jax.result_info = "result[10]"}, tensor<4x6xf32> {jax.result_info = "result[11]"}, tensor<4x6xf32> {jax.result_info = "result[12]"}, tensor<4x6xf32> {jax.result_info = "result[13]"}, tensor<4x6xf32> {jax.result_info = "result[14]"}, tensor<4x6xf32> {jax.result_info = "result[15]"}, tensor<4x6xf32> {jax.result_info = "result[16]"}, tensor<4x6xf32> {jax.result_info = "result[17][0]"}, tensor<4x6xf32> {jax.result_info = "result[17][1]"}, tensor<4x6xf32> {jax.result_info = "result[18]"}, tensor<4x6xf32> {jax.result_info = "result[19]"}, tensor<4x6xf32> {jax.result_info = "result[20]"}, tensor<4x6xf32> {jax.result_info = "result[21]"}, tensor<4x6xf32> {jax.result_info = "result[22]"}, tensor<4x6xf32> {jax.result_info = "result[23]"}, tensor<4x6xf32> {jax.result_info = "result[24]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = "stablehlo.scatter"(%arg0, %0, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<4x6xf32>
    %3 = call @nanmean(%2) : (tensor<4x6xf32>) -> tensor<4xf32>
    %4 = call @nanstd(%arg0) : (tensor<4x6xf32>) -> tensor<6xf32>
    %5 = call @nanmin(%2) : (tensor<4x6xf32>) -> tensor<4xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %8 = "stablehlo.scatter"(%arg0, %6, %7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x6xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x6xf32>
    %9 = call @_nanargmin(%8) : (tensor<4x6xf32>) -> tensor<4xi32>
    %10 = call @fmax(%arg0, %arg1) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %11 = call @fmin(%arg0, %arg1) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = call @isclose(%arg0, %arg1, %cst_2) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xi1>
    %13 = call @copysign(%arg1, %arg0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %14 = call @signbit(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.compare EQ, %arg0, %15, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %17 = call @sinc(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %18 = call @hypot(%arg1, %arg0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = call @heaviside(%arg0, %cst_4) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %20 = call @nan_to_num(%arg0, %cst_5, %cst_6, %cst_7) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %22 = stablehlo.multiply %arg1, %21 : tensor<4x6xf32>
    %23 = call @rint(%22) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %24 = call @round(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %25 = call @trunc(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_9 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %26:2 = call @divmod(%arg1, %cst_9) : (tensor<4x6xf32>, tensor<f32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %27 = stablehlo.iota dim = 0 : tensor<6xi32>
    %28 = call @ldexp(%arg1, %27) : (tensor<4x6xf32>, tensor<6xi32>) -> tensor<4x6xf32>
    %29 = stablehlo.maximum %arg1, %arg0 : tensor<4x6xf32>
    %30 = stablehlo.subtract %arg1, %arg0 : tensor<4x6xf32>
    %31 = stablehlo.compare NE, %30, %30, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %32 = stablehlo.add %arg1, %arg0 : tensor<4x6xf32>
    %33 = stablehlo.abs %30 : tensor<4x6xf32>
    %34 = stablehlo.negate %33 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<4x6xf32>
    %37 = stablehlo.exponential %36 : tensor<4x6xf32>
    %38 = stablehlo.log_plus_one %37 : tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<1.44269502> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<4x6xf32>
    %41 = stablehlo.add %29, %40 : tensor<4x6xf32>
    %42 = stablehlo.select %31, %32, %41 : tensor<4x6xi1>, tensor<4x6xf32>
    %43 = stablehlo.cbrt %arg0 : tensor<4x6xf32>
    %44 = chlo.asinh %arg1 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_12 = stablehlo.constant dense<-0.899999976> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = call @clip(%arg1, %cst_12, %cst_13) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %46 = chlo.atanh %45 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_14 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %48 = stablehlo.multiply %47, %arg1 : tensor<4x6xf32>
    %49 = stablehlo.exponential %48 : tensor<4x6xf32>
    %50 = stablehlo.abs %arg1 : tensor<4x6xf32>
    %51 = stablehlo.log %50 : tensor<4x6xf32>
    %cst_15 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<4x6xf32>
    return %3, %4, %5, %9, %10, %11, %12, %13, %14, %16, %17, %18, %19, %20, %23, %24, %25, %26#0, %26#1, %28, %42, %43, %44, %46, %49, %53 : tensor<4xf32>, tensor<6xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @nanmean(%arg0: tensor<4x6xf32>) -> tensor<4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.not %0 : tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %3 = stablehlo.convert %2 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = call @nansum(%arg0) : (tensor<4x6xf32>) -> tensor<4xf32>
    %6 = stablehlo.divide %5, %4 : tensor<4xf32>
    return %6 : tensor<4xf32>
  }
  func.func private @nansum(%arg0: tensor<4x6xf32>) -> tensor<4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @nanstd(%arg0: tensor<4x6xf32>) -> tensor<6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @nanvar(%arg0, %c) : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
    %1 = stablehlo.sqrt %0 : tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @nanvar(%arg0: tensor<4x6xf32>, %arg1: tensor<i32>) -> tensor<6xf32> {
    %0 = call @nanmean_0(%arg0) : (tensor<4x6xf32>) -> tensor<1x6xf32>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where_2(%1, %c, %3) : (tensor<4x6xi1>, tensor<i32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = chlo.square %4 : tensor<4x6xf32> -> tensor<4x6xf32>
    %6 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %7 = stablehlo.not %6 : tensor<4x6xi1>
    %8 = stablehlo.convert %7 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.add across dimensions = [0] : (tensor<4x6xi32>, tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.convert %arg1 : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.subtract %9, %11 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.compare LE, %12, %13, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_3(%14, %cst_2, %15) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %17 = call @_where_4(%14, %c_3, %12) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %18 = stablehlo.convert %17 : (tensor<6xi32>) -> tensor<6xf32>
    %19 = stablehlo.divide %16, %18 : tensor<6xf32>
    return %19 : tensor<6xf32>
  }
  func.func private @nanmean_0(%arg0: tensor<4x6xf32>) -> tensor<1x6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.not %0 : tensor<4x6xi1>
    %2 = stablehlo.convert %1 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %3 = stablehlo.convert %2 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %6 = call @nansum_1(%arg0) : (tensor<4x6xf32>) -> tensor<1x6xf32>
    %7 = stablehlo.divide %6, %5 : tensor<1x6xf32>
    return %7 : tensor<1x6xf32>
  }
  func.func private @nansum_1(%arg0: tensor<4x6xf32>) -> tensor<1x6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    return %3 : tensor<1x6xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x6xi1>, %arg1: tensor<i32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @_where_3(%arg0: tensor<6xi1>, %arg1: tensor<f32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @nanmin(%arg0: tensor<4x6xf32>) -> tensor<4xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.minimum across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%3 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = call @_where_5(%4, %cst_1, %2) : (tensor<4xi1>, tensor<f32>, tensor<4xf32>) -> tensor<4xf32>
    return %5 : tensor<4xf32>
  }
  func.func private @_where_5(%arg0: tensor<4xi1>, %arg1: tensor<f32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<4xi1>, tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @_nanargmin(%arg0: tensor<4x6xf32>) -> tensor<4xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = call @_where_6(%0, %cst, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = call @argmin(%1) : (tensor<4x6xf32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_7(%3, %c_0, %2) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    return %4 : tensor<4xi32>
  }
  func.func private @_where_6(%arg0: tensor<4x6xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @argmin(%arg0: tensor<4x6xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @_where_7(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @fmax(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.or %0, %1 : tensor<4x6xi1>
    %3 = call @_where_8(%2, %arg0, %arg1) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @_where_8(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @fmin(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.or %0, %1 : tensor<4x6xi1>
    %3 = call @_where_8(%2, %arg0, %arg1) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @isclose(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<f32>) -> tensor<4x6xi1> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.is_finite %arg1 : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.subtract %arg0, %arg1 : tensor<4x6xf32>
    %3 = stablehlo.abs %2 : tensor<4x6xf32>
    %4 = stablehlo.abs %arg1 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<4x6xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.add %7, %6 : tensor<4x6xf32>
    %9 = stablehlo.compare LE, %3, %8, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %10 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %11 = stablehlo.and %1, %9 : tensor<4x6xi1>
    %12 = stablehlo.or %10, %11 : tensor<4x6xi1>
    return %12 : tensor<4x6xi1>
  }
  func.func private @copysign(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = call @signbit(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %2 = stablehlo.negate %1 : tensor<4x6xf32>
    %3 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %4 = call @_where_8(%0, %2, %3) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @signbit(%arg0: tensor<4x6xf32>) -> tensor<4x6xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<4x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %5 = stablehlo.convert %4 : tensor<4x6xi1>
    return %5 : tensor<4x6xi1>
  }
  func.func private @sinc(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare EQ, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%1, %cst_1, %3) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x6xf32>
    %9 = stablehlo.sine %4 : tensor<4x6xf32>
    %10 = stablehlo.divide %9, %4 : tensor<4x6xf32>
    %11 = call @_where_8(%1, %8, %10) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %11 : tensor<4x6xf32>
  }
  func.func private @hypot(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %1 = stablehlo.abs %arg1 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.compare EQ, %1, %4, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %6 = stablehlo.or %3, %5 : tensor<4x6xi1>
    %7 = stablehlo.maximum %0, %1 : tensor<4x6xf32>
    %8 = stablehlo.minimum %0, %1 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.compare EQ, %7, %9, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.compare EQ, %7, %11, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %14 = call @_where_8(%12, %13, %7) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %15 = stablehlo.divide %8, %14 : tensor<4x6xf32>
    %16 = chlo.square %15 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %18 = stablehlo.add %17, %16 : tensor<4x6xf32>
    %19 = stablehlo.sqrt %18 : tensor<4x6xf32>
    %20 = stablehlo.multiply %7, %19 : tensor<4x6xf32>
    %21 = call @_where_8(%10, %7, %20) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %22 = call @_where(%6, %cst_5, %21) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %22 : tensor<4x6xf32>
  }
  func.func private @heaviside(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.compare LT, %arg0, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.compare GT, %arg0, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %5 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %6 = call @_where_9(%5, %arg0, %0) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = call @_where(%4, %cst_1, %6) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = call @_where(%2, %cst_2, %7) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %8 : tensor<4x6xf32>
  }
  func.func private @_where_9(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %10 : tensor<4x6xf32>
  }
  func.func private @rint(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @round(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x6xf32>
    %2 = stablehlo.round_nearest_even %1 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @trunc(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %2 = stablehlo.ceil %arg0 : tensor<4x6xf32>
    %3 = stablehlo.floor %arg0 : tensor<4x6xf32>
    %4 = call @_where_8(%1, %2, %3) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @divmod(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare EQ, %0, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.subtract %arg0, %2 : tensor<4x6xf32>
    %5 = call @_where_10(%3, %arg0, %4) : (tensor<i1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.compare NE, %2, %8, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %10 = stablehlo.sign %0 : tensor<f32>
    %11 = stablehlo.sign %2 : tensor<4x6xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.compare NE, %12, %11, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %14 = stablehlo.and %9, %13 : tensor<4x6xi1>
    %15 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.add %2, %15 : tensor<4x6xf32>
    %17 = stablehlo.select %14, %16, %2 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %19 = stablehlo.subtract %7, %18 : tensor<4x6xf32>
    %20 = stablehlo.select %14, %19, %7 : tensor<4x6xi1>, tensor<4x6xf32>
    %21 = stablehlo.round_nearest_afz %20 : tensor<4x6xf32>
    return %21, %17 : tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @ldexp(%arg0: tensor<4x6xf32>, %arg1: tensor<6xi32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<6xi32>) -> tensor<6xf32>
    %1:2 = call @frexp(%arg0) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
    %2 = stablehlo.convert %1#1 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.add %2, %4 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.compare GT, %5, %6, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.multiply %1#0, %8 : tensor<4x6xf32>
    %10 = call @_where_8(%7, %9, %1#0) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.compare GT, %5, %11, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %14 = stablehlo.subtract %5, %13 : tensor<4x6xf32>
    %15 = call @_where_8(%12, %14, %5) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %17 = stablehlo.power %16, %15 : tensor<4x6xf32>
    %18 = stablehlo.multiply %10, %17 : tensor<4x6xf32>
    %19 = call @isinf(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %21 = stablehlo.compare EQ, %arg0, %20, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %22 = stablehlo.or %19, %21 : tensor<4x6xi1>
    %23 = call @_where_8(%22, %arg0, %18) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %23 : tensor<4x6xf32>
  }
  func.func private @frexp(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi32>) {
    %0 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x6xf32>
    %5 = call @_where_8(%2, %4, %arg0) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %c = stablehlo.constant dense<-23> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_where_11(%2, %c, %c_1) : (tensor<4x6xi1>, tensor<i32>, tensor<i32>) -> tensor<4x6xi32>
    %7 = stablehlo.bitcast_convert %5 : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %c_2 = stablehlo.constant dense<23> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %9 = stablehlo.shift_right_arithmetic %7, %8 : tensor<4x6xi32>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %11 = stablehlo.and %9, %10 : tensor<4x6xi32>
    %c_4 = stablehlo.constant dense<127> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<4x6xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %15 = stablehlo.add %13, %14 : tensor<4x6xi32>
    %16 = stablehlo.add %6, %15 : tensor<4x6xi32>
    %c_6 = stablehlo.constant dense<-2139095041> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %18 = stablehlo.and %7, %17 : tensor<4x6xi32>
    %c_7 = stablehlo.constant dense<1056964608> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %20 = stablehlo.or %18, %19 : tensor<4x6xi32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<4x6xi32>) -> tensor<4x6xf32>
    %22 = call @isinf(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %23 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %24 = stablehlo.or %22, %23 : tensor<4x6xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %26 = stablehlo.compare EQ, %arg0, %25, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %27 = stablehlo.or %24, %26 : tensor<4x6xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %29 = call @_where_12(%27, %28, %16) : (tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %30 = call @_where_8(%27, %arg0, %21) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %30, %29 : tensor<4x6xf32>, tensor<4x6xi32>
  }
  func.func private @_where_11(%arg0: tensor<4x6xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x6xi1>, tensor<4x6xi32>
    return %2 : tensor<4x6xi32>
  }
  func.func private @isinf(%arg0: tensor<4x6xf32>) -> tensor<4x6xi1> {
    %0 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    return %2 : tensor<4x6xi1>
  }
  func.func private @_where_12(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi32>, %arg2: tensor<4x6xi32>) -> tensor<4x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xi32>
    return %0 : tensor<4x6xi32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
