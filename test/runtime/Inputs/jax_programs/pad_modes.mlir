module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<2x4xi32>) -> (tensor<8x10xf32> {jax.result_info = "result[0]"}, tensor<6x10xf32> {jax.result_info = "result[1]"}, tensor<7x9xf32> {jax.result_info = "result[2]"}, tensor<6x8xf32> {jax.result_info = "result[3]"}, tensor<5x9xf32> {jax.result_info = "result[4]"}, tensor<6x6xf32> {jax.result_info = "result[5]"}, tensor<5x9xi32> {jax.result_info = "result[6]"}, tensor<4x8xi32> {jax.result_info = "result[7]"}, tensor<5x14xf32> {jax.result_info = "result[8]"}, tensor<1x12xi32> {jax.result_info = "result[9]"}) {
    %0 = call @_pad(%arg0) : (tensor<3x5xf32>) -> tensor<8x10xf32>
    %1 = call @_pad_0(%arg0) : (tensor<3x5xf32>) -> tensor<6x10xf32>
    %2 = call @_pad_4(%arg0) : (tensor<3x5xf32>) -> tensor<7x9xf32>
    %3 = call @_pad_7(%arg0) : (tensor<3x5xf32>) -> tensor<6x8xf32>
    %4 = call @_pad_11(%arg0) : (tensor<3x5xf32>) -> tensor<5x9xf32>
    %5 = call @_pad_12(%arg0) : (tensor<3x5xf32>) -> tensor<6x6xf32>
    %6 = call @_pad_13(%arg1) : (tensor<2x4xi32>) -> tensor<5x9xi32>
    %7 = call @_pad_15(%arg1) : (tensor<2x4xi32>) -> tensor<4x8xi32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %8 = stablehlo.pad %arg0, %cst, low = [1, -2], high = [-1, 3], interior = [1, 2] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5x14xf32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.pad %arg1, %c, low = [-1, 2], high = [0, -3], interior = [0, 3] : (tensor<2x4xi32>, tensor<i32>) -> tensor<1x12xi32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<8x10xf32>, tensor<6x10xf32>, tensor<7x9xf32>, tensor<6x8xf32>, tensor<5x9xf32>, tensor<6x6xf32>, tensor<5x9xi32>, tensor<4x8xi32>, tensor<5x14xf32>, tensor<1x12xi32>
  }
  func.func private @_pad(%arg0: tensor<3x5xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.slice %arg0 [1:3, 0:5] : (tensor<3x5xf32>) -> tensor<2x5xf32>
    %1 = stablehlo.concatenate %0, %arg0, %arg0, dim = 0 : (tensor<2x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<8x5xf32>
    %2 = stablehlo.slice %1 [0:8, 1:5] : (tensor<8x5xf32>) -> tensor<8x4xf32>
    %3 = stablehlo.slice %1 [0:8, 0:1] : (tensor<8x5xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.concatenate %2, %1, %3, dim = 1 : (tensor<8x4xf32>, tensor<8x5xf32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %4 : tensor<8x10xf32>
  }
  func.func private @_pad_0(%arg0: tensor<3x5xf32>) -> tensor<6x10xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = call @_flip(%0) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.slice %2 [2:4, 0:5] : (tensor<4x5xf32>) -> tensor<2x5xf32>
    %4 = call @_flip_1(%3) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<6x5xf32>
    %6 = stablehlo.slice %5 [0:6, 0:3] : (tensor<6x5xf32>) -> tensor<6x3xf32>
    %7 = call @_flip_2(%6) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 1 : (tensor<6x3xf32>, tensor<6x5xf32>) -> tensor<6x8xf32>
    %9 = stablehlo.slice %8 [0:6, 6:8] : (tensor<6x8xf32>) -> tensor<6x2xf32>
    %10 = call @_flip_3(%9) : (tensor<6x2xf32>) -> tensor<6x2xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 1 : (tensor<6x8xf32>, tensor<6x2xf32>) -> tensor<6x10xf32>
    return %11 : tensor<6x10xf32>
  }
  func.func private @_flip(%arg0: tensor<1x5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xf32>
    return %0 : tensor<1x5xf32>
  }
  func.func private @_flip_1(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @_flip_2(%arg0: tensor<6x3xf32>) -> tensor<6x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<6x3xf32>
    return %0 : tensor<6x3xf32>
  }
  func.func private @_flip_3(%arg0: tensor<6x2xf32>) -> tensor<6x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<6x2xf32>
    return %0 : tensor<6x2xf32>
  }
  func.func private @_pad_4(%arg0: tensor<3x5xf32>) -> tensor<7x9xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [1:3, 0:5] : (tensor<3x5xf32>) -> tensor<2x5xf32>
    %2 = call @_flip_1(%1) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %4 = stablehlo.multiply %3, %0 : tensor<1x5xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %6 = stablehlo.subtract %5, %2 : tensor<2x5xf32>
    %7 = stablehlo.concatenate %6, %arg0, dim = 0 : (tensor<2x5xf32>, tensor<3x5xf32>) -> tensor<5x5xf32>
    %8 = stablehlo.slice %7 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %9 = stablehlo.slice %7 [2:4, 0:5] : (tensor<5x5xf32>) -> tensor<2x5xf32>
    %10 = call @_flip_1(%9) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %12 = stablehlo.multiply %11, %8 : tensor<1x5xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %14 = stablehlo.subtract %13, %10 : tensor<2x5xf32>
    %15 = stablehlo.concatenate %7, %14, dim = 0 : (tensor<5x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %16 = stablehlo.slice %15 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %17 = stablehlo.slice %15 [0:7, 1:2] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %18 = call @_flip_5(%17) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7x1xf32>
    %20 = stablehlo.multiply %19, %16 : tensor<7x1xf32>
    %21 = stablehlo.subtract %20, %18 : tensor<7x1xf32>
    %22 = stablehlo.concatenate %21, %15, dim = 1 : (tensor<7x1xf32>, tensor<7x5xf32>) -> tensor<7x6xf32>
    %23 = stablehlo.slice %22 [0:7, 5:6] : (tensor<7x6xf32>) -> tensor<7x1xf32>
    %24 = stablehlo.slice %22 [0:7, 2:5] : (tensor<7x6xf32>) -> tensor<7x3xf32>
    %25 = call @_flip_6(%24) : (tensor<7x3xf32>) -> tensor<7x3xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x1xf32>
    %27 = stablehlo.multiply %26, %23 : tensor<7x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x3xf32>
    %29 = stablehlo.subtract %28, %25 : tensor<7x3xf32>
    %30 = stablehlo.concatenate %22, %29, dim = 1 : (tensor<7x6xf32>, tensor<7x3xf32>) -> tensor<7x9xf32>
    return %30 : tensor<7x9xf32>
  }
  func.func private @_flip_5(%arg0: tensor<7x1xf32>) -> tensor<7x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xf32>
    return %0 : tensor<7x1xf32>
  }
  func.func private @_flip_6(%arg0: tensor<7x3xf32>) -> tensor<7x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x3xf32>
    return %0 : tensor<7x3xf32>
  }
  func.func private @_pad_7(%arg0: tensor<3x5xf32>) -> tensor<6x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = call @_linspace(%cst, %1) : (tensor<f32>, tensor<5xf32>) -> tensor<2x5xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = call @_linspace_8(%cst_0) : (tensor<f32>) -> tensor<1x5xf32>
    %4 = call @_flip(%3) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.concatenate %2, %arg0, %4, dim = 0 : (tensor<2x5xf32>, tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<6x5xf32>
    %6 = stablehlo.slice %5 [0:6, 4:5] : (tensor<6x5xf32>) -> tensor<6x1xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = call @_linspace_9(%cst_1) : (tensor<f32>) -> tensor<6x1xf32>
    %8 = stablehlo.reshape %6 : (tensor<6x1xf32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = call @_linspace_10(%cst_2, %8) : (tensor<f32>, tensor<6xf32>) -> tensor<6x2xf32>
    %10 = call @_flip_3(%9) : (tensor<6x2xf32>) -> tensor<6x2xf32>
    %11 = stablehlo.concatenate %7, %5, %10, dim = 1 : (tensor<6x1xf32>, tensor<6x5xf32>, tensor<6x2xf32>) -> tensor<6x8xf32>
    return %11 : tensor<6x8xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x1xf32>
    %5 = stablehlo.reshape %0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<2x1xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x5xf32>
    %11 = stablehlo.reshape %arg1 : (tensor<5xf32>) -> tensor<1x5xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %13 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x5xf32>
    %15 = stablehlo.add %10, %14 : tensor<2x5xf32>
    return %15 : tensor<2x5xf32>
  }
  func.func private @_linspace_8(%arg0: tensor<f32>) -> tensor<1x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.reshape %0 : (tensor<5xf32>) -> tensor<1x5xf32>
    return %1 : tensor<1x5xf32>
  }
  func.func private @_linspace_9(%arg0: tensor<f32>) -> tensor<6x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<6x1xf32>
    return %1 : tensor<6x1xf32>
  }
  func.func private @_linspace_10(%arg0: tensor<f32>, %arg1: tensor<6xf32>) -> tensor<6x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.iota dim = 0 : tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1x2xf32>
    %5 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<1x2xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<6x2xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<6x2xf32>
    %11 = stablehlo.reshape %arg1 : (tensor<6xf32>) -> tensor<6x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %13 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<6x2xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<6x2xf32>
    %15 = stablehlo.add %10, %14 : tensor<6x2xf32>
    return %15 : tensor<6x2xf32>
  }
  func.func private @_pad_11(%arg0: tensor<3x5xf32>) -> tensor<5x9xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.concatenate %3, %arg0, %5, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x2xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %13 = stablehlo.concatenate %10, %6, %12, dim = 1 : (tensor<5x2xf32>, tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x9xf32>
    return %13 : tensor<5x9xf32>
  }
  func.func private @_pad_12(%arg0: tensor<3x5xf32>) -> tensor<6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x2x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %8 = stablehlo.concatenate %5, %arg0, %7, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>, tensor<2x5xf32>) -> tensor<6x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<6x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1x0xf32>
    %14 = stablehlo.reshape %13 : (tensor<6x1x0xf32>) -> tensor<6x0xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<6x1x1xf32>) -> tensor<6x1xf32>
    %17 = stablehlo.concatenate %14, %8, %16, dim = 1 : (tensor<6x0xf32>, tensor<6x5xf32>, tensor<6x1xf32>) -> tensor<6x6xf32>
    return %17 : tensor<6x6xf32>
  }
  func.func private @_pad_13(%arg0: tensor<2x4xi32>) -> tensor<5x9xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.minimum across dimensions = [0] : (tensor<2x4xi32>, tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %2 = call @round(%1) : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %3 = call @round(%1) : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<1x4xi32>) -> tensor<1x3x4xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3x4xi32>) -> tensor<3x4xi32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x4xi32>) -> tensor<1x0x4xi32>
    %7 = stablehlo.reshape %6 : (tensor<1x0x4xi32>) -> tensor<0x4xi32>
    %8 = stablehlo.concatenate %5, %arg0, %7, dim = 0 : (tensor<3x4xi32>, tensor<2x4xi32>, tensor<0x4xi32>) -> tensor<5x4xi32>
    %c_0 = stablehlo.constant dense<2147483647> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c_0) applies stablehlo.minimum across dimensions = [1] : (tensor<5x4xi32>, tensor<i32>) -> tensor<5xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %11 = call @round_14(%10) : (tensor<5x1xi32>) -> tensor<5x1xi32>
    %12 = call @round_14(%10) : (tensor<5x1xi32>) -> tensor<5x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x1x0xi32>
    %14 = stablehlo.reshape %13 : (tensor<5x1x0xi32>) -> tensor<5x0xi32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<5x1xi32>) -> tensor<5x1x5xi32>
    %16 = stablehlo.reshape %15 : (tensor<5x1x5xi32>) -> tensor<5x5xi32>
    %17 = stablehlo.concatenate %14, %8, %16, dim = 1 : (tensor<5x0xi32>, tensor<5x4xi32>, tensor<5x5xi32>) -> tensor<5x9xi32>
    return %17 : tensor<5x9xi32>
  }
  func.func private @round(%arg0: tensor<1x4xi32>) -> tensor<1x4xi32> {
    return %arg0 : tensor<1x4xi32>
  }
  func.func private @round_14(%arg0: tensor<5x1xi32>) -> tensor<5x1xi32> {
    return %arg0 : tensor<5x1xi32>
  }
  func.func private @_pad_15(%arg0: tensor<2x4xi32>) -> tensor<4x8xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x4xi32>) -> tensor<1x4xi32>
    %3 = stablehlo.slice %arg0 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x4xi32>) -> tensor<1x1x4xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x4xi32>) -> tensor<1x4xi32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x4xi32>, tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<4x4xi32>
    %7 = stablehlo.slice %6 [0:4, 0:1] : (tensor<4x4xi32>) -> tensor<4x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x2xi32>
    %9 = stablehlo.reshape %8 : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
    %10 = stablehlo.slice %6 [0:4, 3:4] : (tensor<4x4xi32>) -> tensor<4x1xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1x2xi32>
    %12 = stablehlo.reshape %11 : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<4x2xi32>, tensor<4x4xi32>, tensor<4x2xi32>) -> tensor<4x8xi32>
    return %13 : tensor<4x8xi32>
  }
}
