module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<4x6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]['celu']"}, tensor<3xf32> {jax.result_info = "result[2]['glu']"}, tensor<6xf32> {jax.result_info = "result[2]['hard_swish']"}, tensor<6xf32> {jax.result_info = "result[2]['hard_tanh']"}, tensor<6xf32> {jax.result_info = "result[2]['log_sigmoid']"}, tensor<6xf32> {jax.result_info = "result[2]['mish']"}, tensor<6xf32> {jax.result_info = "result[2]['relu6']"}, tensor<6xf32> {jax.result_info = "result[2]['selu']"}, tensor<6xf32> {jax.result_info = "result[2]['squareplus']"}, tensor<4x6xf32> {jax.result_info = "result[3]"}) {
    %0:4 = call @glu(%arg1) : (tensor<4x6xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>)
    %1:4 = call @celu(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %2:5 = call @selu(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>)
    %3 = call @relu6(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.compare GT, %arg1, %4, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.compare LT, %arg1, %6, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %8 = stablehlo.and %5, %7 : tensor<4x6xi1>
    %9:3 = call @hard_silu(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>)
    %10:3 = call @squareplus(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %11:4 = call @mish(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %12:3 = call @hard_tanh(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi1>)
    %13:2 = call @log_sigmoid(%arg1) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %14 = stablehlo.cosine %1#0 : tensor<4x6xf32>
    %15 = stablehlo.cosine %0#0 : tensor<4x3xf32>
    %16 = stablehlo.cosine %9#0 : tensor<4x6xf32>
    %17 = stablehlo.cosine %12#0 : tensor<4x6xf32>
    %18 = stablehlo.cosine %13#0 : tensor<4x6xf32>
    %19 = stablehlo.cosine %11#0 : tensor<4x6xf32>
    %20 = stablehlo.cosine %3 : tensor<4x6xf32>
    %21 = stablehlo.cosine %2#0 : tensor<4x6xf32>
    %22 = stablehlo.cosine %10#0 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %28 = stablehlo.multiply %27, %20 : tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %30 = stablehlo.multiply %29, %19 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %32 = stablehlo.multiply %31, %18 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %34 = stablehlo.multiply %33, %17 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %36 = stablehlo.multiply %35, %16 : tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %38 = stablehlo.multiply %37, %15 : tensor<4x3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %40 = stablehlo.multiply %39, %14 : tensor<4x6xf32>
    %41 = call @log_sigmoid_3(%13#1, %32) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %42 = call @hard_tanh_5(%12#1, %12#2, %34) : (tensor<4x6xi1>, tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %43 = stablehlo.add %41, %42 : tensor<4x6xf32>
    %44 = call @mish_7(%11#1, %11#2, %11#3, %arg1, %30) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %45 = stablehlo.add %43, %44 : tensor<4x6xf32>
    %46 = call @squareplus_8(%10#1, %10#2, %24) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %47 = stablehlo.add %45, %46 : tensor<4x6xf32>
    %48 = call @hard_silu_9(%9#1, %9#2, %arg1, %36) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %49 = stablehlo.add %47, %48 : tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %51 = stablehlo.select %8, %28, %50 : tensor<4x6xi1>, tensor<4x6xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x6xf32>
    %53 = call @selu_11(%2#1, %2#2, %2#3, %2#4, %26) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %54 = stablehlo.add %52, %53 : tensor<4x6xf32>
    %55 = call @celu_15(%1#1, %1#2, %1#3, %40) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %56 = stablehlo.add %54, %55 : tensor<4x6xf32>
    %57 = call @glu_16(%0#1, %0#2, %0#3, %38) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x6xf32>
    %58 = stablehlo.add %56, %57 : tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %60 = stablehlo.maximum %arg0, %59 : tensor<6xf32>
    %61 = stablehlo.log %60 : tensor<6xf32>
    %62 = stablehlo.slice %arg1 [0:1, 0:6] : (tensor<4x6xf32>) -> tensor<1x6xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x6xf32>) -> tensor<6xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %66 = stablehlo.maximum %64, %65 : tensor<6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %68 = stablehlo.divide %67, %66 : tensor<6xf32>
    %69 = stablehlo.multiply %63, %68 : tensor<6xf32>
    %70 = stablehlo.multiply %68, %63 : tensor<6xf32>
    %71 = stablehlo.add %69, %70 : tensor<6xf32>
    %72 = call @glu_17(%arg0) : (tensor<6xf32>) -> tensor<3xf32>
    %73 = call @celu_18(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %74 = call @selu_19(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %75 = call @relu6_23(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %76 = call @hard_silu_24(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %77 = call @squareplus_26(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %78 = call @mish_27(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %79 = call @hard_tanh_29(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %80 = call @log_sigmoid_31(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    return %61, %71, %73, %72, %76, %79, %80, %78, %75, %74, %77, %58 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<3xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<4x6xf32>
  }
  func.func private @glu(%arg0: tensor<4x6xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
    %0 = stablehlo.slice %arg0 [0:4, 0:3] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.slice %arg0 [0:4, 3:6] : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.negate %1 : tensor<4x3xf32>
    %3 = stablehlo.exponential %2 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %5 = stablehlo.add %4, %3 : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<4x3xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<4x3xf32>
    %11 = stablehlo.multiply %0, %7 : tensor<4x3xf32>
    return %11, %10, %7, %0 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  }
  func.func private @celu(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    %2 = stablehlo.compare EQ, %arg0, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.select %2, %3, %4 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.compare EQ, %6, %1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.select %7, %8, %9 : tensor<4x6xi1>, tensor<4x6xf32>
    %11 = stablehlo.divide %5, %10 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %13 = stablehlo.minimum %arg0, %12 : tensor<4x6xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %17 = stablehlo.select %14, %15, %16 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %19 = stablehlo.compare EQ, %18, %13, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<4x6xi1>, tensor<4x6xf32>
    %23 = stablehlo.divide %17, %22 : tensor<4x6xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %25 = stablehlo.divide %13, %24 : tensor<4x6xf32>
    %26 = stablehlo.exponential_minus_one %25 : tensor<4x6xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %28 = stablehlo.add %26, %27 : tensor<4x6xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %30 = stablehlo.multiply %29, %26 : tensor<4x6xf32>
    %31 = stablehlo.add %1, %30 : tensor<4x6xf32>
    return %31, %11, %23, %28 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @selu(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>) {
    %cst = stablehlo.constant dense<1.67326319> : tensor<f32>
    %0:5 = call @elu(%arg0, %cst) : (tensor<4x6xf32>, tensor<f32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>)
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.multiply %1, %0#0 : tensor<4x6xf32>
    return %2, %0#1, %0#2, %0#3, %0#4 : tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>
  }
  func.func private @elu(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where(%3, %cst_1, %arg0) : (tensor<4x6xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x6xf32>
    %8 = stablehlo.convert %arg1 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<4x6xf32>
    %11 = call @_where_0(%1, %arg0, %10) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %11, %3, %7, %8, %1 : tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @relu6(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @hard_silu(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>) {
    %0:2 = call @hard_sigmoid(%arg0) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<4x6xf32>
    return %1, %0#1, %0#0 : tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x6xf32>
    %2 = call @relu6_1(%1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %7 = stablehlo.and %4, %6 : tensor<4x6xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.divide %2, %8 : tensor<4x6xf32>
    return %9, %7 : tensor<4x6xf32>, tensor<4x6xi1>
  }
  func.func private @relu6_1(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @squareplus(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
    %0 = chlo.square %arg0 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x6xf32>
    %5 = stablehlo.sqrt %4 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %7 = stablehlo.divide %6, %5 : tensor<4x6xf32>
    %8 = stablehlo.add %arg0, %5 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x6xf32>
    return %10, %2, %7 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @mish(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
    %0:2 = call @softplus(%arg0) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %1 = stablehlo.tanh %0#0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x6xf32>
    %4 = stablehlo.multiply %arg0, %1 : tensor<4x6xf32>
    return %4, %0#1, %1, %3 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @softplus(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x6xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x6xf32>
    %7 = stablehlo.abs %3 : tensor<4x6xf32>
    %8 = stablehlo.negate %7 : tensor<4x6xf32>
    %9 = stablehlo.exponential %8 : tensor<4x6xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x6xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x6xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4x6xi1>, tensor<4x6xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4x6xf32>
    %22 = stablehlo.exponential %21 : tensor<4x6xf32>
    return %12, %22 : tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @hard_tanh(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi1>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_2(%3, %c, %arg0) : (tensor<4x6xi1>, tensor<i32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %5 = call @_where_2(%1, %c_1, %4) : (tensor<4x6xi1>, tensor<i32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %5, %3, %1 : tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi1>
  }
  func.func private @_where_2(%arg0: tensor<4x6xi1>, %arg1: tensor<i32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %1:2 = call @softplus(%0) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %2 = stablehlo.negate %1#0 : tensor<4x6xf32>
    return %2, %1#1 : tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @log_sigmoid_3(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.negate %arg1 : tensor<4x6xf32>
    %1 = call @softplus_4(%arg0, %0) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = stablehlo.negate %1 : tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @softplus_4(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @hard_tanh_5(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xi1>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = call @_where_6(%arg1, %arg2) : (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = call @_where_6(%arg0, %0) : (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @_where_6(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @mish_7(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xf32>, %arg4: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.multiply %arg3, %arg4 : tensor<4x6xf32>
    %1 = stablehlo.multiply %arg4, %arg1 : tensor<4x6xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4x6xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<4x6xf32>
    %4 = stablehlo.add %2, %3 : tensor<4x6xf32>
    %5 = call @softplus_4(%arg0, %4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %6 = stablehlo.add %1, %5 : tensor<4x6xf32>
    return %6 : tensor<4x6xf32>
  }
  func.func private @squareplus_8(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.divide %arg2, %0 : tensor<4x6xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<4x6xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<4x6xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @hard_silu_9(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x6xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x6xf32>
    %2 = call @hard_sigmoid_10(%arg0, %0) : (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @hard_sigmoid_10(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @selu_11(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<f32>, %arg3: tensor<4x6xi1>, %arg4: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<1.05070102> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<4x6xf32>
    %2 = call @elu_12(%arg0, %arg1, %arg2, %arg3, %1) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @elu_12(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<f32>, %arg3: tensor<4x6xi1>, %arg4: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0:2 = call @_where_13(%arg3, %arg4) : (tensor<4x6xi1>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<4x6xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<4x6xf32>
    %4 = call @_where_14(%arg0, %3) : (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
  func.func private @_where_13(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x6xi1>, tensor<4x6xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<4x6xi1>, tensor<4x6xf32>
    return %2, %1 : tensor<4x6xf32>, tensor<4x6xf32>
  }
  func.func private @_where_14(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<4x6xi1>, tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @celu_15(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %0, %arg3 : tensor<4x6xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x6xf32>
    %5 = stablehlo.multiply %4, %arg1 : tensor<4x6xf32>
    %6 = stablehlo.multiply %arg3, %arg0 : tensor<4x6xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x6xf32>
    return %7 : tensor<4x6xf32>
  }
  func.func private @glu_16(%arg0: tensor<4x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<4x3xf32>, %arg3: tensor<4x3xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x3xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x3xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x3xf32>
    %3 = stablehlo.concatenate %1, %2, dim = 1 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x6xf32>
    return %3 : tensor<4x6xf32>
  }
  func.func private @glu_17(%arg0: tensor<6xf32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %1 = stablehlo.slice %arg0 [3:6] : (tensor<6xf32>) -> tensor<3xf32>
    %2 = stablehlo.negate %1 : tensor<3xf32>
    %3 = stablehlo.exponential %2 : tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.add %4, %3 : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.divide %6, %5 : tensor<3xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<3xf32>
    return %8 : tensor<3xf32>
  }
  func.func private @celu_18(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.minimum %arg0, %2 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.divide %3, %4 : tensor<6xf32>
    %6 = stablehlo.exponential_minus_one %5 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<6xf32>
    %9 = stablehlo.add %1, %8 : tensor<6xf32>
    return %9 : tensor<6xf32>
  }
  func.func private @selu_19(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.67326319> : tensor<f32>
    %0 = call @elu_20(%arg0, %cst) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<1.05070102> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @elu_20(%arg0: tensor<6xf32>, %arg1: tensor<f32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_21(%3, %cst_1, %arg0) : (tensor<6xi1>, tensor<f32>, tensor<6xf32>) -> tensor<6xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<6xf32>
    %6 = stablehlo.convert %arg1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<6xf32>
    %9 = call @_where_22(%1, %arg0, %8) : (tensor<6xi1>, tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    return %9 : tensor<6xf32>
  }
  func.func private @_where_21(%arg0: tensor<6xi1>, %arg1: tensor<f32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @_where_22(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @relu6_23(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<6xf32>
    return %3 : tensor<6xf32>
  }
  func.func private @hard_silu_24(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = call @hard_sigmoid_25(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @hard_sigmoid_25(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<6xf32>
    %2 = call @relu6_23(%1) : (tensor<6xf32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6xf32>
    return %4 : tensor<6xf32>
  }
  func.func private @squareplus_26(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = chlo.square %arg0 : tensor<6xf32> -> tensor<6xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.add %0, %1 : tensor<6xf32>
    %3 = stablehlo.sqrt %2 : tensor<6xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.divide %4, %5 : tensor<6xf32>
    return %6 : tensor<6xf32>
  }
  func.func private @mish_27(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = call @softplus_28(%arg0) : (tensor<6xf32>) -> tensor<6xf32>
    %1 = stablehlo.tanh %0 : tensor<6xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @softplus_28(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<6xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<6xf32>
    %7 = stablehlo.abs %3 : tensor<6xf32>
    %8 = stablehlo.negate %7 : tensor<6xf32>
    %9 = stablehlo.exponential %8 : tensor<6xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<6xf32>
    %11 = stablehlo.add %1, %10 : tensor<6xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<6xi1>, tensor<6xf32>
    return %12 : tensor<6xf32>
  }
  func.func private @hard_tanh_29(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare LT, %arg0, %2, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = call @_where_30(%3, %c, %arg0) : (tensor<6xi1>, tensor<i32>, tensor<6xf32>) -> tensor<6xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %5 = call @_where_30(%1, %c_1, %4) : (tensor<6xi1>, tensor<i32>, tensor<6xf32>) -> tensor<6xf32>
    return %5 : tensor<6xf32>
  }
  func.func private @_where_30(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @log_sigmoid_31(%arg0: tensor<6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.negate %arg0 : tensor<6xf32>
    %1 = call @softplus_28(%0) : (tensor<6xf32>) -> tensor<6xf32>
    %2 = stablehlo.negate %1 : tensor<6xf32>
    return %2 : tensor<6xf32>
  }
}
