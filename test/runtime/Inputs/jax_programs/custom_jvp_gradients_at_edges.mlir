module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<4xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<4xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}, tensor<4xf32> {jax.result_info = "result[5]"}, tensor<3x5xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<3x5xf32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<[-1.000000e+00, -0.000000e+00, 0.000000e+00, 1.000000e+00]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[0xFF800000, 0.000000e+00, 1.000000e+00]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-5.000000e+01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.000000e+01> : tensor<f32>
    %0 = call @nan_to_num(%arg0, %cst_1, %cst_2, %cst_3) : (tensor<8xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %1 = call @softplus(%0) : (tensor<8xf32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @softplus_0(%1, %cst_4) : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.compare GT, %cst, %3, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.select %4, %6, %5 : tensor<4xi1>, tensor<4xf32>
    %8:2 = call @silu(%0) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = call @silu_1(%8#0, %8#1, %0, %cst_8) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%cst_0 init: %cst_9) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.maximum %cst_10, %10 : tensor<f32>
    %12 = stablehlo.is_finite %11 : (tensor<f32>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.select %12, %11, %cst_11 : tensor<i1>, tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %16 = stablehlo.subtract %cst_0, %15 : tensor<3xf32>
    %17 = stablehlo.exponential %16 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.abs %18 : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.compare GE, %18, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.divide %cst_14, %19 : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.select %20, %cst_15, %21 : tensor<i1>, tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.select %20, %21, %cst_16 : tensor<i1>, tensor<f32>
    %24 = stablehlo.negate %22 : tensor<f32>
    %25 = stablehlo.add %23, %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.multiply %26, %17 : tensor<3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = call @norm(%28) : (tensor<4xf32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = call @norm_2(%28, %29, %cst_18) : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %31 = call @norm(%arg2) : (tensor<4xf32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = call @norm_2(%arg2, %31, %cst_19) : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%arg1 init: %cst_20) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<3xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %38 = stablehlo.subtract %arg1, %37 : tensor<3x5xf32>
    %39 = stablehlo.exponential %38 : tensor<3x5xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<3x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %44 = stablehlo.divide %43, %42 : tensor<3x1xf32>
    %45 = stablehlo.iota dim = 0 : tensor<5xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<3x5xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<3x5xf32>
    %50 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<3x5xf32>
    %52 = stablehlo.multiply %51, %39 : tensor<3x5xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %54 = stablehlo.reshape %53 : (tensor<3xf32>) -> tensor<3x1xf32>
    %55 = stablehlo.negate %54 : tensor<3x1xf32>
    %56 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %57 = stablehlo.divide %49, %56 : tensor<3x5xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %60 = stablehlo.add %57, %59 : tensor<3x5xf32>
    %61 = stablehlo.multiply %60, %39 : tensor<3x5xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.compare GT, %0, %62, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %64 = stablehlo.abs %0 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.compare GE, %0, %65, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %67 = stablehlo.sqrt %64 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.divide %68, %67 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = call @_where_3(%63, %cst_30) : (tensor<8xi1>, tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.select %66, %72, %71 : tensor<8xi1>, tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.select %66, %71, %74 : tensor<8xi1>, tensor<8xf32>
    %76 = stablehlo.negate %73 : tensor<8xf32>
    %77 = stablehlo.add %75, %76 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.compare GT, %0, %78, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = call @_where_4(%79, %0, %cst_34) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.subtract %cst_35, %cst_36 : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.power %80, %82 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<8xf32>
    %88 = call @_where_5(%79, %87) : (tensor<8xi1>, tensor<8xf32>) -> tensor<8xf32>
    %89 = stablehlo.multiply %0, %0 : tensor<8xf32>
    %90 = stablehlo.multiply %89, %0 : tensor<8xf32>
    %91 = stablehlo.multiply %0, %0 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %95 = stablehlo.multiply %94, %90 : tensor<8xf32>
    %96 = stablehlo.add %0, %95 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8xf32>
    %99 = stablehlo.tanh %98 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.subtract %100, %99 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.add %102, %99 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %107 = stablehlo.multiply %0, %106 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %109 = stablehlo.multiply %108, %105 : tensor<8xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.multiply %110, %107 : tensor<8xf32>
    %112 = stablehlo.multiply %111, %101 : tensor<8xf32>
    %113 = stablehlo.multiply %112, %99 : tensor<8xf32>
    %114 = stablehlo.add %112, %113 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8xf32>
    %117 = stablehlo.add %109, %116 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<8xf32>
    %120 = stablehlo.multiply %119, %93 : tensor<8xf32>
    %121 = stablehlo.add %117, %120 : tensor<8xf32>
    %122:2 = call @log_softmax(%arg1) : (tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x1xf32>)
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %124 = call @log_softmax_6(%122#0, %122#1, %123) : (tensor<3x5xf32>, tensor<3x1xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    return %2, %7, %9, %27, %30, %32, %61, %77, %88, %121, %124 : tensor<8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x5xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x5xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = call @_where(%0, %1, %arg0) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %5 = stablehlo.convert %arg3 : tensor<f32>
    %6 = call @_where(%4, %5, %2) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare EQ, %6, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %9 = stablehlo.convert %arg2 : tensor<f32>
    %10 = call @_where(%8, %9, %6) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    return %10 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @softplus(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8xf32>
    %7 = stablehlo.abs %3 : tensor<8xf32>
    %8 = stablehlo.negate %7 : tensor<8xf32>
    %9 = stablehlo.exponential %8 : tensor<8xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8xf32>
    %11 = stablehlo.add %1, %10 : tensor<8xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8xi1>, tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<8xi1>, tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<8xi1>, tensor<8xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<8xf32>
    %22 = stablehlo.exponential %21 : tensor<8xf32>
    return %22 : tensor<8xf32>
  }
  func.func private @softplus_0(%arg0: tensor<8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @silu(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8xf32>
    %1 = stablehlo.exponential %0 : tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %2, %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8xf32>
    return %8, %5 : tensor<8xf32>, tensor<8xf32>
  }
  func.func private @silu_1(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<8xf32>
    %4 = stablehlo.multiply %1, %arg0 : tensor<8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @norm(%arg0: tensor<4xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.divide %cst_0, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @norm_2(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4xf32>
    %3 = stablehlo.multiply %1, %arg0 : tensor<4xf32>
    %4 = stablehlo.add %2, %3 : tensor<4xf32>
    return %4 : tensor<4xf32>
  }
  func.func private @_where_3(%arg0: tensor<8xi1>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %1, %0 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_4(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_5(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @log_softmax(%arg0: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x5xf32>
    %6 = stablehlo.exponential %5 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    return %6, %8 : tensor<3x5xf32>, tensor<3x1xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<3x5xf32>, %arg1: tensor<3x1xf32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.negate %arg2 : tensor<3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.reshape %1 : (tensor<3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<3x5xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<3x5xf32>
    return %7 : tensor<3x5xf32>
  }
}
