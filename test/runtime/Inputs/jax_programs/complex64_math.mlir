module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f32>>, %arg1: tensor<4x2xcomplex<f32>>) -> (tensor<3x2xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x4xf32> {jax.result_info = "result[3]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<3x4xf32> {jax.result_info = "result[7]"}, tensor<3x4xcomplex<f32>> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = stablehlo.abs %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.exponential %arg0 : tensor<3x4xcomplex<f32>>
    %3 = call @angle(%arg0) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %4 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %5 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %6 = stablehlo.negate %5 : tensor<3x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<3x4xcomplex<f32>>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3x4xcomplex<f32>>
    %9 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<4x2xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %10 = stablehlo.reshape %9 : (tensor<1x1xcomplex<f32>>) -> tensor<complex<f32>>
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.add %10, %cst : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %13 = stablehlo.divide %arg0, %12 : tensor<3x4xcomplex<f32>>
    %14 = stablehlo.sqrt %arg0 : tensor<3x4xcomplex<f32>>
    %15 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %16 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %17 = stablehlo.add %15, %16 : tensor<3x4xf32>
    %18 = stablehlo.log %arg0 : tensor<3x4xcomplex<f32>>
    return %0, %1, %2, %3, %8, %13, %14, %17, %18 : tensor<3x2xcomplex<f32>>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>, tensor<3x4xf32>, tensor<3x4xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
