module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x4x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> (tensor<2x4x4x8xf32> {jax.result_info = "result[0]"}, tensor<2x4x4x8xf32> {jax.result_info = "result[1][0]"}, tensor<8xf32> {jax.result_info = "result[1][1]"}, tensor<8xf32> {jax.result_info = "result[1][2]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x2x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x1x1x2x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_var(%0, %c) : (tensor<2x4x4x2x4xf32>, tensor<i32>) -> tensor<2x1x1x2x1xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x4x4x2x4xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<2x4x4x2x4xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x1x1x2x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x1x1x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x4x4x2x4xf32>
    %12 = stablehlo.multiply %7, %11 : tensor<2x4x4x2x4xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x4x4x8xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x4x4x8xf32>
    %20 = stablehlo.reshape %arg0 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2x1x1x4x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25:4 = call @_var_0(%20, %c_4) : (tensor<2x4x4x4x2xf32>, tensor<i32>) -> (tensor<2x1x1x4x1xf32>, tensor<2x4x4x4x2xf32>, tensor<f32>, tensor<i1>)
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32>
    %27 = stablehlo.subtract %20, %26 : tensor<2x4x4x4x2xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %29 = stablehlo.add %25#0, %28 : tensor<2x1x1x4x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<2x1x1x4x1xf32>
    %31 = stablehlo.divide %30, %29 : tensor<2x1x1x4x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x1x1x4x1xf32>
    %34 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x4x4x4x2xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x4x4x2xf32>) -> tensor<2x4x4x8xf32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<2x4x4x8xf32>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x4x4x8xf32>
    %43 = stablehlo.tanh %42 : tensor<2x4x4x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %45 = stablehlo.subtract %44, %43 : tensor<2x4x4x8xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %47 = stablehlo.multiply %46, %43 : tensor<2x4x4x8xf32>
    %48 = stablehlo.reshape %arg0 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8x1xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x1x1x8x1xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %53:4 = call @_var_2(%48, %c_11) : (tensor<2x4x4x8x1xf32>, tensor<i32>) -> (tensor<2x1x1x8x1xf32>, tensor<2x4x4x8x1xf32>, tensor<f32>, tensor<i1>)
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32>
    %55 = stablehlo.subtract %48, %54 : tensor<2x4x4x8x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %57 = stablehlo.add %53#0, %56 : tensor<2x1x1x8x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<2x1x1x8x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<2x1x1x8x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<2x1x1x8x1xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32>
    %63 = stablehlo.multiply %55, %62 : tensor<2x4x4x8x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x4x4x8x1xf32>) -> tensor<2x4x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %67 = stablehlo.multiply %64, %66 : tensor<2x4x4x8xf32>
    %68 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x4x4x8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x4x4x8xf32>
    %73 = stablehlo.multiply %71, %arg0 : tensor<2x4x4x8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.reshape %74 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.multiply %64, %73 : tensor<2x4x4x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.reshape %78 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %80 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %81 = stablehlo.multiply %73, %80 : tensor<2x4x4x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.reshape %81 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8x1xf32>
    %84 = stablehlo.multiply %55, %83 : tensor<2x4x4x8x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x1xf32>) -> tensor<2x1x1x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32>
    %88 = stablehlo.multiply %83, %87 : tensor<2x4x4x8x1xf32>
    %89 = stablehlo.multiply %86, %61 : tensor<2x1x1x8x1xf32>
    %90 = stablehlo.negate %88 : tensor<2x4x4x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_20) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x1xf32>) -> tensor<2x1x1x8x1xf32>
    %93 = call @_var_4(%53#1, %53#2, %53#3, %89) : (tensor<2x4x4x8x1xf32>, tensor<f32>, tensor<i1>, tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32>
    %94 = stablehlo.add %88, %93 : tensor<2x4x4x8x1xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %96 = stablehlo.divide %92, %95 : tensor<2x1x1x8x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_22) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8x1xf32>
    %99 = stablehlo.add %94, %98 : tensor<2x4x4x8x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x4x8x1xf32>) -> tensor<2x4x4x8xf32>
    %101 = stablehlo.add %72, %100 : tensor<2x4x4x8xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %103 = stablehlo.multiply %102, %47 : tensor<2x4x4x8xf32>
    %104 = stablehlo.multiply %103, %45 : tensor<2x4x4x8xf32>
    %105 = stablehlo.multiply %104, %43 : tensor<2x4x4x8xf32>
    %106 = stablehlo.add %104, %105 : tensor<2x4x4x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.add %76, %109 : tensor<8xf32>
    %111 = stablehlo.multiply %36, %106 : tensor<2x4x4x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.reshape %112 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %114 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %115 = stablehlo.multiply %106, %114 : tensor<2x4x4x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%113 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %117 = stablehlo.add %82, %116 : tensor<8xf32>
    %118 = stablehlo.reshape %115 : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x4x2xf32>
    %119 = stablehlo.multiply %27, %118 : tensor<2x4x4x4x2xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_28) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %122 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32>
    %123 = stablehlo.multiply %118, %122 : tensor<2x4x4x4x2xf32>
    %124 = stablehlo.multiply %121, %33 : tensor<2x1x1x4x1xf32>
    %125 = stablehlo.negate %123 : tensor<2x4x4x4x2xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_29) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %128 = call @_var_6(%25#1, %25#2, %25#3, %124) : (tensor<2x4x4x4x2xf32>, tensor<f32>, tensor<i1>, tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32>
    %129 = stablehlo.add %123, %128 : tensor<2x4x4x4x2xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %131 = stablehlo.divide %127, %130 : tensor<2x1x1x4x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_31) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x4x4x4x2xf32>
    %134 = stablehlo.add %129, %133 : tensor<2x4x4x4x2xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x4x4x2xf32>) -> tensor<2x4x4x8xf32>
    %136 = stablehlo.add %101, %135 : tensor<2x4x4x8xf32>
    return %19, %136, %117, %110 : tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @_var(%arg0: tensor<2x4x4x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x1x1x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x2x1xf32>) -> tensor<2x4x4x2x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x2x4xf32>
    %6 = chlo.square %5 : tensor<2x4x4x2x4xf32> -> tensor<2x4x4x2x4xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 3] : (tensor<2x2xf32>) -> tensor<2x1x1x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1x2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<2x1x1x2x1xf32>, tensor<f32>) -> tensor<2x1x1x2x1xf32>
    return %14 : tensor<2x1x1x2x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<2x1x1x2x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x2x1xf32>
    return %2 : tensor<2x1x1x2x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<2x4x4x4x2xf32>, %arg1: tensor<i32>) -> (tensor<2x1x1x4x1xf32>, tensor<2x4x4x4x2xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x4x2xf32>
    %6 = chlo.square %5 : tensor<2x4x4x4x2xf32> -> tensor<2x4x4x4x2xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x4x2xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x4x4x4x2xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x1x1x4x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_1(%15, %14, %cst_5) : (tensor<i1>, tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x1x1x4x1xf32>
    return %16, %8, %10, %15 : tensor<2x1x1x4x1xf32>, tensor<2x4x4x4x2xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x4x1xf32>
    return %2 : tensor<2x1x1x4x1xf32>
  }
  func.func private @_var_2(%arg0: tensor<2x4x4x8x1xf32>, %arg1: tensor<i32>) -> (tensor<2x1x1x8x1xf32>, tensor<2x4x4x8x1xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x1x1x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3, 4] : (tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x4x4x8x1xf32>
    %6 = chlo.square %5 : tensor<2x4x4x8x1xf32> -> tensor<2x4x4x8x1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x4x8x1xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x4x4x8x1xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x1x1x8x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_3(%15, %14, %cst_5) : (tensor<i1>, tensor<2x1x1x8x1xf32>, tensor<f32>) -> tensor<2x1x1x8x1xf32>
    return %16, %8, %10, %15 : tensor<2x1x1x8x1xf32>, tensor<2x4x4x8x1xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<2x1x1x8x1xf32>, %arg2: tensor<f32>) -> tensor<2x1x1x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1x1x8x1xf32>
    return %2 : tensor<2x1x1x8x1xf32>
  }
  func.func private @_var_4(%arg0: tensor<2x4x4x8x1xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x1x1x8x1xf32>) -> tensor<2x4x4x8x1xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<2x1x1x8x1xf32>) -> tensor<2x1x1x8x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x1x1x8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8x1xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x4x4x8x1xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x4x8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8x1xf32>) -> tensor<2x1x1x8x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x1x8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x4x8x1xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x4x4x8x1xf32>
    return %13 : tensor<2x4x4x8x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<2x1x1x8x1xf32>) -> tensor<2x1x1x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x8x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x1x1x8x1xf32>
    return %1 : tensor<2x1x1x8x1xf32>
  }
  func.func private @_var_6(%arg0: tensor<2x4x4x4x2xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x1x1x4x1xf32>) -> tensor<2x4x4x4x2xf32> {
    %0 = call @_where_7(%arg2, %arg3) : (tensor<i1>, tensor<2x1x1x4x1xf32>) -> tensor<2x1x1x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x1x1x4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x4x4x4x2xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x4x4x4x2xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x4x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x4xf32>) -> tensor<2x1x1x4x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x1x1x4x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x1x1x4x1xf32>, tensor<f32>) -> tensor<2x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x4x4x4x2xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x4x4x4x2xf32>
    return %13 : tensor<2x4x4x4x2xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<2x1x1x4x1xf32>) -> tensor<2x1x1x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x4x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x1x1x4x1xf32>
    return %1 : tensor<2x1x1x4x1xf32>
  }
}
