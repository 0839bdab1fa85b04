module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<5x18xf32>, %arg3: tensor<6x18xf32>, %arg4: tensor<3x6xf32>, %arg5: tensor<3xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0][0]"}, tensor<3xf32> {jax.result_info = "result[0][1]"}, tensor<3x5xf32> {jax.result_info = "result[1][0]"}, tensor<3x6xf32> {jax.result_info = "result[1][1]"}, tensor<5x18xf32> {jax.result_info = "result[1][2]"}, tensor<6x18xf32> {jax.result_info = "result[1][3]"}) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x5xf32>, tensor<5x18xf32>) -> tensor<3x18xf32>
    %1 = stablehlo.slice %0 [0:3, 0:6] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %2 = stablehlo.slice %0 [0:3, 6:12] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %3 = stablehlo.slice %0 [0:3, 12:18] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %4 = stablehlo.dot_general %arg1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x18xf32>) -> tensor<3x18xf32>
    %5 = stablehlo.slice %4 [0:3, 0:6] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %6 = stablehlo.slice %4 [0:3, 6:12] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %7 = stablehlo.slice %4 [0:3, 12:18] : (tensor<3x18xf32>) -> tensor<3x6xf32>
    %8 = stablehlo.add %1, %5 : tensor<3x6xf32>
    %9 = stablehlo.negate %8 : tensor<3x6xf32>
    %10 = stablehlo.exponential %9 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %12 = stablehlo.add %11, %10 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %14 = stablehlo.divide %13, %12 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<3x6xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3x6xf32>
    %18 = stablehlo.add %2, %6 : tensor<3x6xf32>
    %19 = stablehlo.negate %18 : tensor<3x6xf32>
    %20 = stablehlo.exponential %19 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<3x6xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %29 = stablehlo.subtract %28, %24 : tensor<3x6xf32>
    %30 = stablehlo.multiply %14, %7 : tensor<3x6xf32>
    %31 = stablehlo.add %3, %30 : tensor<3x6xf32>
    %32 = stablehlo.tanh %31 : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<3x6xf32>
    %35 = stablehlo.multiply %29, %32 : tensor<3x6xf32>
    %36 = stablehlo.multiply %24, %arg1 : tensor<3x6xf32>
    %37 = stablehlo.add %35, %36 : tensor<3x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
    %40 = stablehlo.add %arg4, %39 : tensor<3x6xf32>
    %41 = stablehlo.multiply %24, %40 : tensor<3x6xf32>
    %42 = stablehlo.multiply %40, %arg1 : tensor<3x6xf32>
    %43 = stablehlo.multiply %29, %40 : tensor<3x6xf32>
    %44 = stablehlo.multiply %40, %32 : tensor<3x6xf32>
    %45 = stablehlo.multiply %43, %34 : tensor<3x6xf32>
    %46 = stablehlo.multiply %45, %32 : tensor<3x6xf32>
    %47 = stablehlo.add %45, %46 : tensor<3x6xf32>
    %48 = stablehlo.multiply %14, %47 : tensor<3x6xf32>
    %49 = stablehlo.multiply %47, %7 : tensor<3x6xf32>
    %50 = stablehlo.negate %44 : tensor<3x6xf32>
    %51 = stablehlo.add %42, %50 : tensor<3x6xf32>
    %52 = stablehlo.multiply %51, %27 : tensor<3x6xf32>
    %53 = stablehlo.multiply %49, %17 : tensor<3x6xf32>
    %54 = stablehlo.concatenate %53, %52, %48, dim = 1 : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x18xf32>
    %55 = stablehlo.dot_general %54, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x18xf32>, tensor<3x6xf32>) -> tensor<18x6xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<18x6xf32>) -> tensor<6x18xf32>
    %57 = stablehlo.dot_general %54, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x18xf32>, tensor<6x18xf32>) -> tensor<3x6xf32>
    %58 = stablehlo.add %41, %57 : tensor<3x6xf32>
    %59 = stablehlo.concatenate %53, %52, %47, dim = 1 : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x18xf32>
    %60 = stablehlo.dot_general %59, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x18xf32>, tensor<3x5xf32>) -> tensor<18x5xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<18x5xf32>) -> tensor<5x18xf32>
    %62 = stablehlo.dot_general %59, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x18xf32>, tensor<5x18xf32>) -> tensor<3x5xf32>
    return %37, %38, %62, %58, %61, %56 : tensor<3x6xf32>, tensor<3xf32>, tensor<3x5xf32>, tensor<3x6xf32>, tensor<5x18xf32>, tensor<6x18xf32>
  }
}
