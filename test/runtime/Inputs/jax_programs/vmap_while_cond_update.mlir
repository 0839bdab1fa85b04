module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6x8xf32>, %arg3: tensor<6x2xf32>, %arg4: tensor<6xi32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<6x8xf32> {jax.result_info = "result[2]"}, tensor<6x8xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6:5 = stablehlo.while(%iterArg = %1, %iterArg_12 = %1, %iterArg_13 = %4, %iterArg_14 = %3, %iterArg_15 = %5) : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>
    cond {
      %47 = stablehlo.convert %iterArg_13 : tensor<6xf32>
      %48 = stablehlo.subtract %iterArg_14, %47 : tensor<6xf32>
      %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %50 = stablehlo.add %49, %iterArg : tensor<6xf32>
      %cst_17 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<6xf32>
      %53 = stablehlo.compare GT, %48, %52, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %c_18 = stablehlo.constant dense<60> : tensor<i32>
      %54 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %55 = stablehlo.compare LT, %iterArg_15, %54, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_19 = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<6xi1>
      %57 = stablehlo.compare NE, %55, %56, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %58 = stablehlo.convert %57 : tensor<6xi1>
      %59 = stablehlo.and %53, %58 : tensor<6xi1>
      %c_20 = stablehlo.constant dense<false> : tensor<i1>
      %60 = stablehlo.reduce(%59 init: %c_20) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %60 : tensor<i1>
    } do {
      %47 = stablehlo.convert %iterArg_13 : tensor<6xf32>
      %48 = stablehlo.add %47, %iterArg_14 : tensor<6xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %50 = stablehlo.multiply %49, %48 : tensor<6xf32>
      %51 = stablehlo.multiply %50, %50 : tensor<6xf32>
      %52 = stablehlo.compare GT, %51, %iterArg_12, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %53 = func.call @_where(%52, %iterArg_13, %50) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %54 = stablehlo.multiply %50, %50 : tensor<6xf32>
      %55 = stablehlo.compare GT, %54, %iterArg_12, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %56 = func.call @_where_0(%55, %50, %iterArg_14) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %58 = stablehlo.add %iterArg_15, %57 : tensor<6xi32>
      %59 = stablehlo.convert %iterArg_13 : tensor<6xf32>
      %60 = stablehlo.subtract %iterArg_14, %59 : tensor<6xf32>
      %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %62 = stablehlo.add %61, %iterArg : tensor<6xf32>
      %cst_19 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %64 = stablehlo.multiply %63, %62 : tensor<6xf32>
      %65 = stablehlo.compare GT, %60, %64, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %c_20 = stablehlo.constant dense<60> : tensor<i32>
      %66 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %67 = stablehlo.compare LT, %iterArg_15, %66, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %c_21 = stablehlo.constant dense<false> : tensor<i1>
      %68 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<6xi1>
      %69 = stablehlo.compare NE, %67, %68, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
      %70 = stablehlo.convert %69 : tensor<6xi1>
      %71 = stablehlo.and %65, %70 : tensor<6xi1>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %73 = stablehlo.select %72, %53, %iterArg_13 : tensor<6xi1>, tensor<6xf32>
      %74 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %75 = stablehlo.select %74, %56, %iterArg_14 : tensor<6xi1>, tensor<6xf32>
      %76 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %77 = stablehlo.select %76, %58, %iterArg_15 : tensor<6xi1>, tensor<6xi32>
      stablehlo.return %iterArg, %iterArg_12, %73, %75, %77 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xi32>
    }
    %7 = stablehlo.add %6#2, %6#3 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.compare GT, %arg1, %10, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %12 = stablehlo.convert %11 : (tensor<6xi1>) -> tensor<6xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.compare EQ, %12, %13, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %15 = stablehlo.select %14, %arg1, %arg1 : tensor<6xi1>, tensor<6xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<6xi1>) -> tensor<6x8xi1>
    %17 = stablehlo.select %16, %arg2, %arg2 : tensor<6x8xi1>, tensor<6x8xf32>
    %18 = call @cumsum(%17) : (tensor<6x8xf32>) -> tensor<6x8xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x8xf32>
    %21 = stablehlo.subtract %18, %20 : tensor<6x8xf32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %23 = stablehlo.compare EQ, %12, %22, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %24 = stablehlo.select %23, %arg1, %arg1 : tensor<6xi1>, tensor<6xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<6xi1>) -> tensor<6x8xi1>
    %26 = stablehlo.select %25, %arg2, %arg2 : tensor<6x8xi1>, tensor<6x8xf32>
    %27 = stablehlo.sine %26 : tensor<6x8xf32>
    %28 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x8xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<6x8xf32>
    %31 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<6xi32>) -> tensor<6x8xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<6x8xi32>
    %33 = stablehlo.compare LT, %31, %32, SIGNED : (tensor<6x8xi32>, tensor<6x8xi32>) -> tensor<6x8xi1>
    %34 = stablehlo.select %33, %21, %30 : tensor<6x8xi1>, tensor<6x8xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %36 = stablehlo.compare LT, %arg4, %35, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %38 = stablehlo.add %arg4, %37 : tensor<6xi32>
    %39 = stablehlo.select %36, %38, %arg4 : tensor<6xi1>, tensor<6xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c_9 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %42 = stablehlo.minimum %c_9, %41 : tensor<1xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<1xi32>) -> tensor<6x1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %45 = stablehlo.clamp %44, %40, %43 : tensor<6x1xi32>
    %46 = "stablehlo.scatter"(%arg2, %45, %arg3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      stablehlo.return %arg6 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<6x1xi32>, tensor<6x2xf32>) -> tensor<6x8xf32>
    return %9, %6#4, %34, %46 : tensor<6xf32>, tensor<6xi32>, tensor<6x8xf32>, tensor<6x8xf32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<6xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @_where_0(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @cumsum(%arg0: tensor<6x8xf32>) -> tensor<6x8xf32> {
    %0 = call @cumsum_1(%arg0) : (tensor<6x8xf32>) -> tensor<6x8xf32>
    return %0 : tensor<6x8xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<6x8xf32>) -> tensor<6x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<6x8xf32>, tensor<f32>) -> tensor<6x8xf32>
    return %1 : tensor<6x8xf32>
  }
}
