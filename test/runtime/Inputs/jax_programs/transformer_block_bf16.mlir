module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x16xbf16>, %arg1: tensor<16x48xbf16>, %arg2: tensor<16x16xbf16>, %arg3: tensor<16xf32>) -> (tensor<6x16xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<6x16xbf16>) -> tensor<6x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<6x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<6x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%0, %c) : (tensor<6x16xf32>, tensor<i32>) -> tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<6x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<6x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<6x16xf32>
    %13 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<6x16xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<6x16xf32>
    %16 = stablehlo.convert %15 : (tensor<6x16xf32>) -> tensor<6x16xbf16>
    %17 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xbf16>, tensor<16x48xbf16>) -> tensor<6x48xbf16>
    %18 = stablehlo.slice %17 [0:6, 0:16] : (tensor<6x48xbf16>) -> tensor<6x16xbf16>
    %19 = stablehlo.slice %17 [0:6, 16:32] : (tensor<6x48xbf16>) -> tensor<6x16xbf16>
    %20 = stablehlo.slice %17 [0:6, 32:48] : (tensor<6x48xbf16>) -> tensor<6x16xbf16>
    %21 = stablehlo.transpose %19, dims = [1, 0] : (tensor<6x16xbf16>) -> tensor<16x6xbf16>
    %22 = stablehlo.dot_general %18, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xbf16>, tensor<16x6xbf16>) -> tensor<6x6xbf16>
    %23 = stablehlo.convert %22 : (tensor<6x6xbf16>) -> tensor<6x6xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %25 = stablehlo.divide %23, %24 : tensor<6x6xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %27 = call @tril(%26) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %cst_4 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %28 = call @_where_0(%27, %25, %cst_4) : (tensor<6x6xi1>, tensor<6x6xf32>, tensor<f32>) -> tensor<6x6xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<6xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x6xf32>
    %34 = stablehlo.subtract %28, %33 : tensor<6x6xf32>
    %35 = stablehlo.exponential %34 : tensor<6x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x6xf32>
    %39 = stablehlo.divide %35, %38 : tensor<6x6xf32>
    %40 = stablehlo.convert %39 : (tensor<6x6xf32>) -> tensor<6x6xbf16>
    %41 = stablehlo.dot_general %40, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x6xbf16>, tensor<6x16xbf16>) -> tensor<6x16xbf16>
    %42 = stablehlo.dot_general %41, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x16xbf16>, tensor<16x16xbf16>) -> tensor<6x16xbf16>
    %43 = stablehlo.add %arg0, %42 : tensor<6x16xbf16>
    return %43 : tensor<6x16xbf16>
  }
  func.func private @_var(%arg0: tensor<6x16xf32>, %arg1: tensor<i32>) -> tensor<6x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<6x16xf32>
    %6 = chlo.square %5 : tensor<6x16xf32> -> tensor<6x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<6x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<6x1xf32>, tensor<f32>) -> tensor<6x1xf32>
    return %14 : tensor<6x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<6x1xf32>, %arg2: tensor<f32>) -> tensor<6x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<6x1xf32>
    return %2 : tensor<6x1xf32>
  }
  func.func private @tril(%arg0: tensor<6x6xi1>) -> tensor<6x6xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<6x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<6x6xi1>, tensor<6x6xi1>
    return %6 : tensor<6x6xi1>
  }
  func.func private @_where_0(%arg0: tensor<6x6xi1>, %arg1: tensor<6x6xf32>, %arg2: tensor<f32>) -> tensor<6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<6x6xi1>, tensor<6x6xf32>
    return %1 : tensor<6x6xf32>
  }
}
