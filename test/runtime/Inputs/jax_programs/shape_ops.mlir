module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<4x2xi32>) -> (tensor<6x8xf32> {jax.result_info = "result[0]"}, tensor<8x6xi32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<4x2xi32> {jax.result_info = "result[3]"}, tensor<3x5xf32> {jax.result_info = "result[4]"}, tensor<8x6xi32> {jax.result_info = "result[5]"}, tensor<6x5xf32> {jax.result_info = "result[6]"}, tensor<3x3xf32> {jax.result_info = "result[7]"}, tensor<3x4xf32> {jax.result_info = "result[8]"}, tensor<3x3xf32> {jax.result_info = "result[9]"}, tensor<5x7xf32> {jax.result_info = "result[10]"}, tensor<3x5x2xf32> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x5xf32>
    %2 = stablehlo.concatenate %arg0, %1, dim = 1 : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x10xf32>
    %3 = stablehlo.slice %2 [0:3, 0:3] : (tensor<3x10xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.slice %2 [0:3, 3:7] : (tensor<3x10xf32>) -> tensor<3x4xf32>
    %5 = stablehlo.slice %2 [0:3, 7:10] : (tensor<3x10xf32>) -> tensor<3x3xf32>
    %6 = call @_pad(%arg0) : (tensor<3x5xf32>) -> tensor<6x8xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %7 = call @_pad_2(%arg1, %c) : (tensor<4x2xi32>, tensor<i32>) -> tensor<8x6xi32>
    %8 = call @_roll_static(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %9 = stablehlo.reshape %arg1 : (tensor<4x2xi32>) -> tensor<8xi32>
    %10 = call @_roll_static_3(%9) : (tensor<8xi32>) -> tensor<8xi32>
    %11 = stablehlo.reshape %10 : (tensor<8xi32>) -> tensor<4x2xi32>
    %12 = call @_flip_4(%arg0) : (tensor<3x5xf32>) -> tensor<3x5xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<4x2xi32>) -> tensor<1x4x1x2xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xi32>) -> tensor<2x4x3x2xi32>
    %15 = stablehlo.reshape %14 : (tensor<2x4x3x2xi32>) -> tensor<8x6xi32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<3x5xf32>) -> tensor<3x2x5xf32>
    %17 = stablehlo.reshape %16 : (tensor<3x2x5xf32>) -> tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %19 = stablehlo.add %4, %18 : tensor<3x4xf32>
    %20 = call @_pad_5(%arg0) : (tensor<3x5xf32>) -> tensor<5x7xf32>
    %21 = stablehlo.negate %arg0 : tensor<3x5xf32>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %24 = stablehlo.concatenate %22, %23, dim = 2 : (tensor<3x5x1xf32>, tensor<3x5x1xf32>) -> tensor<3x5x2xf32>
    return %6, %7, %8, %11, %12, %15, %17, %3, %19, %5, %20, %24 : tensor<6x8xf32>, tensor<8x6xi32>, tensor<3x5xf32>, tensor<4x2xi32>, tensor<3x5xf32>, tensor<8x6xi32>, tensor<6x5xf32>, tensor<3x3xf32>, tensor<3x4xf32>, tensor<3x3xf32>, tensor<5x7xf32>, tensor<3x5x2xf32>
  }
  func.func private @_pad(%arg0: tensor<3x5xf32>) -> tensor<6x8xf32> {
    %0 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = call @_flip(%0) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.slice %2 [1:3, 0:5] : (tensor<4x5xf32>) -> tensor<2x5xf32>
    %4 = call @_flip_0(%3) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 0 : (tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<6x5xf32>
    %6 = stablehlo.slice %5 [0:6, 1:4] : (tensor<6x5xf32>) -> tensor<6x3xf32>
    %7 = call @_flip_1(%6) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %8 = stablehlo.concatenate %5, %7, dim = 1 : (tensor<6x5xf32>, tensor<6x3xf32>) -> tensor<6x8xf32>
    return %8 : tensor<6x8xf32>
  }
  func.func private @_flip(%arg0: tensor<1x5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xf32>
    return %0 : tensor<1x5xf32>
  }
  func.func private @_flip_0(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @_flip_1(%arg0: tensor<6x3xf32>) -> tensor<6x3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<6x3xf32>
    return %0 : tensor<6x3xf32>
  }
  func.func private @_pad_2(%arg0: tensor<4x2xi32>, %arg1: tensor<i32>) -> tensor<8x6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.pad %arg0, %0, low = [2, 2], high = [2, 2], interior = [0, 0] : (tensor<4x2xi32>, tensor<i32>) -> tensor<8x6xi32>
    return %1 : tensor<8x6xi32>
  }
  func.func private @_roll_static(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 3:5] : (tensor<3x5xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:3] : (tensor<3x5xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<3x2xf32>, tensor<3x3xf32>) -> tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
  func.func private @_roll_static_3(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.slice %arg0 [1:8] : (tensor<8xi32>) -> tensor<7xi32>
    %1 = stablehlo.slice %arg0 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7xi32>, tensor<1xi32>) -> tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_flip_4(%arg0: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x5xf32>
    return %0 : tensor<3x5xf32>
  }
  func.func private @_pad_5(%arg0: tensor<3x5xf32>) -> tensor<5x7xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.slice %arg0 [2:3, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>, tensor<1x5xf32>) -> tensor<5x5xf32>
    %7 = stablehlo.slice %6 [0:5, 0:1] : (tensor<5x5xf32>) -> tensor<5x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<5x1x2xf32>) -> tensor<5x2xf32>
    %10 = stablehlo.slice %6 [0:5, 4:5] : (tensor<5x5xf32>) -> tensor<5x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x1x0xf32>
    %12 = stablehlo.reshape %11 : (tensor<5x1x0xf32>) -> tensor<5x0xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<5x2xf32>, tensor<5x5xf32>, tensor<5x0xf32>) -> tensor<5x7xf32>
    return %13 : tensor<5x7xf32>
  }
}
