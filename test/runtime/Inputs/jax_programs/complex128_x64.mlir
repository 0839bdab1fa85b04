module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xcomplex<f64>>, %arg1: tensor<4x2xcomplex<f64>>, %arg2: tensor<8xf64>) -> (tensor<3x2xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<5xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<8xf64> {jax.result_info = "result[3]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<3x4xf64> {jax.result_info = "result[6]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[7]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[8]"}, tensor<3x4xf64> {jax.result_info = "result[9]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[10]"}, tensor<4x4xcomplex<f64>> {jax.result_info = "result[11]"}, tensor<3x4xcomplex<f64>> {jax.result_info = "result[12]"}, tensor<3x4xf64> {jax.result_info = "result[13]"}) {
    %cst = stablehlo.constant dense<(9.9999999999999996E+199,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x4xcomplex<f64>>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %3 = call @fft(%arg0) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %4 = call @fft_0(%arg2) : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
    %5 = call @fft_0(%arg2) : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %6 = call @_pad(%5, %c) : (tensor<5xcomplex<f64>>, tensor<i64>) -> tensor<5xcomplex<f64>>
    %7 = call @fft_1(%6) : (tensor<5xcomplex<f64>>) -> tensor<8xf64>
    %8 = stablehlo.exponential %arg0 : tensor<3x4xcomplex<f64>>
    %9 = stablehlo.log %arg0 : tensor<3x4xcomplex<f64>>
    %10 = stablehlo.abs %1 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %11 = stablehlo.slice %arg1 [0:1, 0:1] : (tensor<4x2xcomplex<f64>>) -> tensor<1x1xcomplex<f64>>
    %12 = stablehlo.reshape %11 : (tensor<1x1xcomplex<f64>>) -> tensor<complex<f64>>
    %cst_0 = stablehlo.constant dense<(9.9999999999999998E-201,0.000000e+00)> : tensor<complex<f64>>
    %13 = stablehlo.multiply %12, %cst_0 : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %15 = stablehlo.divide %arg0, %14 : tensor<3x4xcomplex<f64>>
    %16 = stablehlo.sqrt %arg0 : tensor<3x4xcomplex<f64>>
    %17 = call @angle(%arg0) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %18 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %19 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %20 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %21 = stablehlo.negate %20 : tensor<3x4xf64>
    %22 = stablehlo.complex %19, %21 : tensor<3x4xcomplex<f64>>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<3x4xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %24 = stablehlo.dot_general %23, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %25 = stablehlo.multiply %arg0, %arg0 : tensor<3x4xcomplex<f64>>
    %26 = stablehlo.multiply %25, %arg0 : tensor<3x4xcomplex<f64>>
    %27 = stablehlo.abs %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<3x4xf64>
    %29 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %30 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %31 = stablehlo.negate %30 : tensor<3x4xf64>
    %32 = stablehlo.complex %29, %31 : tensor<3x4xcomplex<f64>>
    %33 = stablehlo.multiply %arg0, %32 : tensor<3x4xcomplex<f64>>
    %34 = stablehlo.real %33 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %35 = stablehlo.subtract %28, %34 : tensor<3x4xf64>
    return %2, %3, %4, %7, %8, %9, %10, %15, %16, %17, %18, %24, %26, %35 : tensor<3x2xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<8xf64>, tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x4xf64>, tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x4xf64>, tensor<4xcomplex<f64>>, tensor<4x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<3x4xf64>
  }
  func.func private @fft(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4] : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    return %0 : tensor<3x4xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<8xf64>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
    return %0 : tensor<5xcomplex<f64>>
  }
  func.func private @_pad(%arg0: tensor<5xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    return %1 : tensor<5xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<5xcomplex<f64>>) -> tensor<8xf64> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<5xcomplex<f64>>) -> tensor<8xf64>
    return %0 : tensor<8xf64>
  }
  func.func private @angle(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64> {
    %0 = stablehlo.real %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %1 = stablehlo.imag %arg0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %2 = stablehlo.atan2 %1, %0 : tensor<3x4xf64>
    return %2 : tensor<3x4xf64>
  }
}
