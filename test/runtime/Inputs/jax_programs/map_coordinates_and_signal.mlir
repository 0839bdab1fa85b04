module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x7xf32>, %arg1: tensor<2x9xf32>, %arg2: tensor<5x5xf32>, %arg3: tensor<3x3xf32>) -> (tensor<9xf32> {jax.result_info = "result[0]"}, tensor<9xf32> {jax.result_info = "result[1]"}, tensor<9xf32> {jax.result_info = "result[2]"}, tensor<5x5xf32> {jax.result_info = "result[3]"}, tensor<3x3xf32> {jax.result_info = "result[4]"}, tensor<7xf32> {jax.result_info = "result[5]"}, tensor<5xf32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x9xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x9xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9xf32>
    %3 = stablehlo.subtract %1, %2 : tensor<2x9xf32>
    %4 = stablehlo.slice %3 [0:1, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x9xf32>) -> tensor<9xf32>
    %6 = stablehlo.slice %3 [1:2, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x9xf32>) -> tensor<9xf32>
    %8 = call @_map_coordinates(%arg0, %5, %7) : (tensor<6x7xf32>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %9 = stablehlo.slice %3 [0:1, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x9xf32>) -> tensor<9xf32>
    %11 = stablehlo.slice %3 [1:2, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x9xf32>) -> tensor<9xf32>
    %13 = call @_map_coordinates_0(%arg0, %10, %12) : (tensor<6x7xf32>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %14 = stablehlo.slice %3 [0:1, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x9xf32>) -> tensor<9xf32>
    %16 = stablehlo.slice %3 [1:2, 0:9] : (tensor<2x9xf32>) -> tensor<1x9xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x9xf32>) -> tensor<9xf32>
    %18 = call @_map_coordinates_1(%arg0, %15, %17) : (tensor<6x7xf32>, tensor<9xf32>, tensor<9xf32>) -> tensor<9xf32>
    %19 = call @_flip(%arg3) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<5x5xf32>) -> tensor<1x1x5x5xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %22 = stablehlo.convolution(%20, %21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x5xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x5x5xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x1x5x5xf32>) -> tensor<5x5xf32>
    %24 = call @_flip_3(%arg2) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %25 = call @_flip(%arg3) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [2, 3] : (tensor<5x5xf32>) -> tensor<1x1x5x5xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [2, 3] : (tensor<3x3xf32>) -> tensor<1x1x3x3xf32>
    %28 = stablehlo.convolution(%26, %27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5x5xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x1x3x3xf32>) -> tensor<3x3xf32>
    %30 = call @_flip(%29) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %31 = stablehlo.slice %arg2 [0:1, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x5xf32>) -> tensor<5xf32>
    %33 = stablehlo.slice %arg3 [0:1, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x3xf32>) -> tensor<3xf32>
    %35 = call @_flip_4(%34) : (tensor<3xf32>) -> tensor<3xf32>
    %36 = stablehlo.broadcast_in_dim %32, dims = [2] : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %38 = stablehlo.convolution(%36, %37) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5xf32>, tensor<1x1x3xf32>) -> tensor<1x1x7xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1x7xf32>) -> tensor<7xf32>
    %40 = stablehlo.slice %arg2 [1:2, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x5xf32>) -> tensor<5xf32>
    %42 = stablehlo.slice %arg3 [1:2, 0:3] : (tensor<3x3xf32>) -> tensor<1x3xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x3xf32>) -> tensor<3xf32>
    %44 = call @correlate(%41, %43) : (tensor<5xf32>, tensor<3xf32>) -> tensor<5xf32>
    return %8, %13, %18, %23, %30, %39, %44 : tensor<9xf32>, tensor<9xf32>, tensor<9xf32>, tensor<5x5xf32>, tensor<3x3xf32>, tensor<7xf32>, tensor<5xf32>
  }
  func.func private @_map_coordinates(%arg0: tensor<6x7xf32>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.floor %arg1 : tensor<9xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<9xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<9xf32>
    %4 = stablehlo.convert %0 : (tensor<9xf32>) -> tensor<9xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %6 = stablehlo.add %4, %5 : tensor<9xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %8 = stablehlo.compare GE, %4, %7, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %10 = stablehlo.compare LT, %4, %9, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %11 = stablehlo.and %8, %10 : tensor<9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %13 = stablehlo.compare GE, %6, %12, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %15 = stablehlo.compare LT, %6, %14, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %16 = stablehlo.and %13, %15 : tensor<9xi1>
    %17 = stablehlo.floor %arg2 : tensor<9xf32>
    %18 = stablehlo.subtract %arg2, %17 : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<9xf32>
    %21 = stablehlo.convert %17 : (tensor<9xf32>) -> tensor<9xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %23 = stablehlo.add %21, %22 : tensor<9xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %25 = stablehlo.compare GE, %21, %24, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %27 = stablehlo.compare LT, %21, %26, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %28 = stablehlo.and %25, %27 : tensor<9xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %30 = stablehlo.compare GE, %23, %29, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %32 = stablehlo.compare LT, %23, %31, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %33 = stablehlo.and %30, %32 : tensor<9xi1>
    %34 = stablehlo.and %11, %28 : tensor<9xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %36 = stablehlo.compare LT, %4, %35, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %38 = stablehlo.add %4, %37 : tensor<9xi32>
    %39 = stablehlo.select %36, %38, %4 : tensor<9xi1>, tensor<9xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %41 = stablehlo.compare LT, %21, %40, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %43 = stablehlo.add %21, %42 : tensor<9xi32>
    %44 = stablehlo.select %41, %43, %21 : tensor<9xi1>, tensor<9xi32>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %47 = stablehlo.concatenate %45, %46, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %48 = "stablehlo.gather"(%arg0, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %49 = call @_where(%34, %48, %cst_14) : (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %50 = stablehlo.multiply %3, %20 : tensor<9xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<9xf32>
    %52 = stablehlo.and %11, %33 : tensor<9xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %54 = stablehlo.compare LT, %4, %53, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %56 = stablehlo.add %4, %55 : tensor<9xi32>
    %57 = stablehlo.select %54, %56, %4 : tensor<9xi1>, tensor<9xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %59 = stablehlo.compare LT, %23, %58, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_18 = stablehlo.constant dense<7> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %61 = stablehlo.add %23, %60 : tensor<9xi32>
    %62 = stablehlo.select %59, %61, %23 : tensor<9xi1>, tensor<9xi32>
    %63 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %65 = stablehlo.concatenate %63, %64, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %66 = "stablehlo.gather"(%arg0, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %67 = call @_where(%52, %66, %cst_19) : (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %68 = stablehlo.multiply %3, %18 : tensor<9xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<9xf32>
    %70 = stablehlo.and %16, %28 : tensor<9xi1>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %72 = stablehlo.compare LT, %6, %71, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_21 = stablehlo.constant dense<6> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %74 = stablehlo.add %6, %73 : tensor<9xi32>
    %75 = stablehlo.select %72, %74, %6 : tensor<9xi1>, tensor<9xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %77 = stablehlo.compare LT, %21, %76, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_23 = stablehlo.constant dense<7> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %79 = stablehlo.add %21, %78 : tensor<9xi32>
    %80 = stablehlo.select %77, %79, %21 : tensor<9xi1>, tensor<9xi32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %84 = "stablehlo.gather"(%arg0, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %cst_24 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %85 = call @_where(%70, %84, %cst_24) : (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %86 = stablehlo.multiply %1, %20 : tensor<9xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<9xf32>
    %88 = stablehlo.and %16, %33 : tensor<9xi1>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %90 = stablehlo.compare LT, %6, %89, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_26 = stablehlo.constant dense<6> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %92 = stablehlo.add %6, %91 : tensor<9xi32>
    %93 = stablehlo.select %90, %92, %6 : tensor<9xi1>, tensor<9xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %95 = stablehlo.compare LT, %23, %94, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_28 = stablehlo.constant dense<7> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %97 = stablehlo.add %23, %96 : tensor<9xi32>
    %98 = stablehlo.select %95, %97, %23 : tensor<9xi1>, tensor<9xi32>
    %99 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %101 = stablehlo.concatenate %99, %100, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %102 = "stablehlo.gather"(%arg0, %101) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %cst_29 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %103 = call @_where(%88, %102, %cst_29) : (tensor<9xi1>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %104 = stablehlo.multiply %1, %18 : tensor<9xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<9xf32>
    %106 = stablehlo.add %51, %69 : tensor<9xf32>
    %107 = stablehlo.add %106, %87 : tensor<9xf32>
    %108 = stablehlo.add %107, %105 : tensor<9xf32>
    return %108 : tensor<9xf32>
  }
  func.func private @_where(%arg0: tensor<9xi1>, %arg1: tensor<9xf32>, %arg2: tensor<f32>) -> tensor<9xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<9xi1>, tensor<9xf32>
    return %1 : tensor<9xf32>
  }
  func.func private @_map_coordinates_0(%arg0: tensor<6x7xf32>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.round_nearest_afz %arg1 : tensor<9xf32>
    %1 = stablehlo.convert %0 : (tensor<9xf32>) -> tensor<9xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = call @clip(%1, %c, %c_0) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.round_nearest_afz %arg2 : tensor<9xf32>
    %4 = stablehlo.convert %3 : (tensor<9xf32>) -> tensor<9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %5 = call @clip(%4, %c_1, %c_2) : (tensor<9xi32>, tensor<i32>, tensor<i32>) -> tensor<9xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %7 = stablehlo.compare LT, %2, %6, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %9 = stablehlo.add %2, %8 : tensor<9xi32>
    %10 = stablehlo.select %7, %9, %2 : tensor<9xi1>, tensor<9xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %12 = stablehlo.compare LT, %5, %11, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_6 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %5, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %5 : tensor<9xi1>, tensor<9xi32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %18 = stablehlo.concatenate %16, %17, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %19 = "stablehlo.gather"(%arg0, %18) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<9xf32>
    return %21 : tensor<9xf32>
  }
  func.func private @clip(%arg0: tensor<9xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<9xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<9xi32>
    return %5 : tensor<9xi32>
  }
  func.func private @_map_coordinates_1(%arg0: tensor<6x7xf32>, %arg1: tensor<9xf32>, %arg2: tensor<9xf32>) -> tensor<9xf32> {
    %0 = stablehlo.floor %arg1 : tensor<9xf32>
    %1 = stablehlo.subtract %arg1, %0 : tensor<9xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<9xf32>
    %4 = stablehlo.convert %0 : (tensor<9xf32>) -> tensor<9xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %6 = stablehlo.add %4, %5 : tensor<9xi32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %7 = call @remainder(%4, %c_0) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<i32>
    %8 = call @remainder(%6, %c_1) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %9 = stablehlo.floor %arg2 : tensor<9xf32>
    %10 = stablehlo.subtract %arg2, %9 : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<9xf32>
    %13 = stablehlo.convert %9 : (tensor<9xf32>) -> tensor<9xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %15 = stablehlo.add %13, %14 : tensor<9xi32>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %16 = call @remainder(%13, %c_4) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %c_5 = stablehlo.constant dense<7> : tensor<i32>
    %17 = call @remainder(%15, %c_5) : (tensor<9xi32>, tensor<i32>) -> tensor<9xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %19 = stablehlo.compare LT, %7, %18, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %21 = stablehlo.add %7, %20 : tensor<9xi32>
    %22 = stablehlo.select %19, %21, %7 : tensor<9xi1>, tensor<9xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %24 = stablehlo.compare LT, %16, %23, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %26 = stablehlo.add %16, %25 : tensor<9xi32>
    %27 = stablehlo.select %24, %26, %16 : tensor<9xi1>, tensor<9xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %31 = "stablehlo.gather"(%arg0, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %32 = stablehlo.multiply %3, %12 : tensor<9xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<9xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %35 = stablehlo.compare LT, %7, %34, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %37 = stablehlo.add %7, %36 : tensor<9xi32>
    %38 = stablehlo.select %35, %37, %7 : tensor<9xi1>, tensor<9xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %40 = stablehlo.compare LT, %17, %39, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %42 = stablehlo.add %17, %41 : tensor<9xi32>
    %43 = stablehlo.select %40, %42, %17 : tensor<9xi1>, tensor<9xi32>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %46 = stablehlo.concatenate %44, %45, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %47 = "stablehlo.gather"(%arg0, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %48 = stablehlo.multiply %3, %10 : tensor<9xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<9xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %51 = stablehlo.compare LT, %8, %50, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_15 = stablehlo.constant dense<6> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %53 = stablehlo.add %8, %52 : tensor<9xi32>
    %54 = stablehlo.select %51, %53, %8 : tensor<9xi1>, tensor<9xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %56 = stablehlo.compare LT, %16, %55, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_17 = stablehlo.constant dense<7> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %58 = stablehlo.add %16, %57 : tensor<9xi32>
    %59 = stablehlo.select %56, %58, %16 : tensor<9xi1>, tensor<9xi32>
    %60 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %62 = stablehlo.concatenate %60, %61, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %63 = "stablehlo.gather"(%arg0, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %64 = stablehlo.multiply %1, %12 : tensor<9xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<9xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %67 = stablehlo.compare LT, %8, %66, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %69 = stablehlo.add %8, %68 : tensor<9xi32>
    %70 = stablehlo.select %67, %69, %8 : tensor<9xi1>, tensor<9xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %72 = stablehlo.compare LT, %17, %71, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_21 = stablehlo.constant dense<7> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %74 = stablehlo.add %17, %73 : tensor<9xi32>
    %75 = stablehlo.select %72, %74, %17 : tensor<9xi1>, tensor<9xi32>
    %76 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %78 = stablehlo.concatenate %76, %77, dim = 1 : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x2xi32>
    %79 = "stablehlo.gather"(%arg0, %78) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<6x7xf32>, tensor<9x2xi32>) -> tensor<9xf32>
    %80 = stablehlo.multiply %1, %10 : tensor<9xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<9xf32>
    %82 = stablehlo.add %33, %49 : tensor<9xf32>
    %83 = stablehlo.add %82, %65 : tensor<9xf32>
    %84 = stablehlo.add %83, %81 : tensor<9xf32>
    return %84 : tensor<9xf32>
  }
  func.func private @remainder(%arg0: tensor<9xi32>, %arg1: tensor<i32>) -> tensor<9xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<9xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<9xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<9xi1>, tensor<9xi1>) -> tensor<9xi1>
    %12 = stablehlo.and %11, %6 : tensor<9xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %4, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<9xi1>, tensor<9xi32>
    return %15 : tensor<9xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_flip(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3xf32>
    return %0 : tensor<3x3xf32>
  }
  func.func private @_flip_3(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<5x5xf32>
    return %0 : tensor<5x5xf32>
  }
  func.func private @_flip_4(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @correlate(%arg0: tensor<5xf32>, %arg1: tensor<3xf32>) -> tensor<5xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<5xf32>, tensor<3xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_conv(%arg0: tensor<5xf32>, %arg1: tensor<3xf32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x1x5xf32>, tensor<1x1x3xf32>) -> tensor<1x1x5xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x5xf32>) -> tensor<5xf32>
    return %3 : tensor<5xf32>
  }
}
