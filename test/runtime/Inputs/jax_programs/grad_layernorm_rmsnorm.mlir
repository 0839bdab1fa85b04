module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:4 = call @_var(%arg0, %c) : (tensor<4x8xf32>, tensor<i32>) -> (tensor<4x1xf32>, tensor<4x8xf32>, tensor<f32>, tensor<i1>)
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %8 = stablehlo.add %6#0, %7 : tensor<4x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %13 = stablehlo.divide %5, %12 : tensor<4x8xf32>
    %14 = stablehlo.multiply %9, %9 : tensor<4x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<4x1xf32>
    %17 = stablehlo.multiply %arg0, %arg0 : tensor<4x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x1xf32>
    %24 = stablehlo.sqrt %23 : tensor<4x1xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %26 = stablehlo.divide %25, %24 : tensor<4x1xf32>
    %27 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %28 = stablehlo.divide %arg0, %27 : tensor<4x8xf32>
    %29 = stablehlo.multiply %24, %24 : tensor<4x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4x1xf32>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %34 = stablehlo.multiply %13, %33 : tensor<4x8xf32>
    %35 = stablehlo.cosine %34 : tensor<4x8xf32>
    %36 = stablehlo.multiply %28, %28 : tensor<4x8xf32>
    %cst_9 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<4x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<4x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %42 = stablehlo.multiply %41, %35 : tensor<4x8xf32>
    %43 = stablehlo.multiply %13, %42 : tensor<4x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.reshape %44 : (tensor<8xf32>) -> tensor<1x8xf32>
    %46 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<4x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%45 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %50 = stablehlo.multiply %40, %49 : tensor<4x8xf32>
    %51 = stablehlo.multiply %50, %arg0 : tensor<4x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.reshape %52 : (tensor<4xf32>) -> tensor<4x1xf32>
    %54 = stablehlo.negate %53 : tensor<4x1xf32>
    %55 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %56 = stablehlo.divide %40, %55 : tensor<4x8xf32>
    %57 = stablehlo.multiply %54, %26 : tensor<4x1xf32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<4x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %62 = stablehlo.multiply %arg0, %61 : tensor<4x8xf32>
    %63 = stablehlo.add %56, %62 : tensor<4x8xf32>
    %64 = stablehlo.multiply %61, %arg0 : tensor<4x8xf32>
    %65 = stablehlo.add %63, %64 : tensor<4x8xf32>
    %66 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %67 = stablehlo.multiply %47, %66 : tensor<4x8xf32>
    %68 = stablehlo.multiply %67, %5 : tensor<4x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %70 = stablehlo.reshape %69 : (tensor<4xf32>) -> tensor<4x1xf32>
    %71 = stablehlo.negate %70 : tensor<4x1xf32>
    %72 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %73 = stablehlo.divide %47, %72 : tensor<4x8xf32>
    %74 = stablehlo.multiply %71, %11 : tensor<4x1xf32>
    %75 = call @_var_0(%6#1, %6#2, %6#3, %74) : (tensor<4x8xf32>, tensor<f32>, tensor<i1>, tensor<4x1xf32>) -> tensor<4x8xf32>
    %76 = stablehlo.add %65, %75 : tensor<4x8xf32>
    %77 = stablehlo.negate %73 : tensor<4x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.reshape %78 : (tensor<4xf32>) -> tensor<4x1xf32>
    %80 = stablehlo.add %76, %73 : tensor<4x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %82 = stablehlo.divide %79, %81 : tensor<4x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %85 = stablehlo.add %80, %84 : tensor<4x8xf32>
    return %85, %48 : tensor<4x8xf32>, tensor<8xf32>
  }
  func.func private @_var(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>) -> (tensor<4x1xf32>, tensor<4x8xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x8xf32>
    %6 = chlo.square %5 : tensor<4x8xf32> -> tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<4x8xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    return %16, %8, %10, %15 : tensor<4x1xf32>, tensor<4x8xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x1xf32>, %arg2: tensor<f32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<4x1xf32>) -> tensor<4x8xf32> {
    %0 = call @_where_1(%arg2, %arg3) : (tensor<i1>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<4x8xf32>
    %6 = stablehlo.negate %5 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %13 = stablehlo.add %5, %12 : tensor<4x8xf32>
    return %13 : tensor<4x8xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<4x1xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
}
