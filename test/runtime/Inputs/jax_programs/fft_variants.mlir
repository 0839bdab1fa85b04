module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6x8xf32>, %arg1: tensor<5x6xcomplex<f32>>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>) -> (tensor<4x6x8xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x6x8xf32> {jax.result_info = "result[1]"}, tensor<5x6xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<5x6xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x5x8xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<12x6x8xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<10xf32> {jax.result_info = "result[6]"}, tensor<9xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<4x6x5xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<4x6x8xf32> {jax.result_info = "result[9]"}, tensor<31xf32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<(1.200000e+01,0.000000e+00)> : tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg2, %c) : (tensor<16xf32>, tensor<i32>) -> tensor<32xf32>
    %1 = call @fft(%0) : (tensor<32xf32>) -> tensor<17xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad(%arg3, %c_0) : (tensor<16xf32>, tensor<i32>) -> tensor<32xf32>
    %3 = call @fft(%2) : (tensor<32xf32>) -> tensor<17xcomplex<f32>>
    %4 = stablehlo.multiply %1, %3 : tensor<17xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad_0(%4, %c_1) : (tensor<17xcomplex<f32>>, tensor<i32>) -> tensor<17xcomplex<f32>>
    %6 = call @fft_1(%5) : (tensor<17xcomplex<f32>>) -> tensor<32xf32>
    %7 = stablehlo.slice %6 [0:31] : (tensor<32xf32>) -> tensor<31xf32>
    %8 = call @fft_2(%arg0) : (tensor<4x6x8xf32>) -> tensor<4x6x8xcomplex<f32>>
    %9 = call @fft_3(%arg0) : (tensor<4x6x8xf32>) -> tensor<4x6x5xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_pad_4(%9, %c_2) : (tensor<4x6x5xcomplex<f32>>, tensor<i32>) -> tensor<4x6x5xcomplex<f32>>
    %11 = call @fft_5(%10) : (tensor<4x6x5xcomplex<f32>>) -> tensor<4x6x8xf32>
    %12 = call @fft_6(%arg1) : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %13 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<5x6xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    %14 = call @fft_7(%13) : (tensor<6x5xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<6x5xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %16 = call @_roll_static(%15) : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %17 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<4x6x8xf32>) -> tensor<4x8x6xf32>
    %18 = stablehlo.slice %17 [0:4, 0:8, 0:5] : (tensor<4x8x6xf32>) -> tensor<4x8x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @_pad_8(%18, %c_3) : (tensor<4x8x5xf32>, tensor<i32>) -> tensor<4x8x5xf32>
    %20 = call @fft_9(%19) : (tensor<4x8x5xf32>) -> tensor<4x8x5xcomplex<f32>>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1] : (tensor<4x8x5xcomplex<f32>>) -> tensor<4x5x8xcomplex<f32>>
    %22 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<4x6x8xf32>) -> tensor<6x8x4xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = call @_pad_10(%22, %c_4) : (tensor<6x8x4xf32>, tensor<i32>) -> tensor<6x8x12xf32>
    %24 = call @fft_11(%23) : (tensor<6x8x12xf32>) -> tensor<6x8x12xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %25 = stablehlo.reduce(%cst init: %cst_5) applies stablehlo.multiply across dimensions = [0] : (tensor<1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %26 = stablehlo.sqrt %25 : tensor<complex<f32>>
    %cst_6 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.divide %cst_6, %26 : tensor<complex<f32>>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<complex<f32>>) -> tensor<6x8x12xcomplex<f32>>
    %29 = stablehlo.multiply %24, %28 : tensor<6x8x12xcomplex<f32>>
    %30 = stablehlo.transpose %29, dims = [2, 0, 1] : (tensor<6x8x12xcomplex<f32>>) -> tensor<12x6x8xcomplex<f32>>
    %31 = stablehlo.slice %arg1 [0:1, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
    %32 = stablehlo.reshape %31 : (tensor<1x6xcomplex<f32>>) -> tensor<6xcomplex<f32>>
    %33 = stablehlo.real %32 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %34 = stablehlo.imag %32 : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
    %35 = stablehlo.negate %34 : tensor<6xf32>
    %36 = stablehlo.complex %33, %35 : tensor<6xcomplex<f32>>
    %37 = call @fft_12(%36) : (tensor<6xcomplex<f32>>) -> tensor<10xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<10xf32>
    %40 = call @fft_13(%arg2) : (tensor<16xf32>) -> tensor<9xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<9xcomplex<f32>>) -> tensor<9xf32>
    %42 = stablehlo.imag %40 : (tensor<9xcomplex<f32>>) -> tensor<9xf32>
    %43 = stablehlo.negate %42 : tensor<9xf32>
    %44 = stablehlo.complex %41, %43 : tensor<9xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(6.250000e-02,0.000000e+00)> : tensor<complex<f32>>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f32>>) -> tensor<9xcomplex<f32>>
    %46 = stablehlo.multiply %44, %45 : tensor<9xcomplex<f32>>
    %47 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<4x6x8xf32>) -> tensor<6x4x8xf32>
    %48 = call @fft_14(%47) : (tensor<6x4x8xf32>) -> tensor<6x4x5xcomplex<f32>>
    %49 = stablehlo.transpose %48, dims = [1, 0, 2] : (tensor<6x4x5xcomplex<f32>>) -> tensor<4x6x5xcomplex<f32>>
    %50 = call @_roll_static_15(%arg0) : (tensor<4x6x8xf32>) -> tensor<4x6x8xf32>
    return %8, %11, %12, %16, %21, %30, %39, %46, %49, %50, %7 : tensor<4x6x8xcomplex<f32>>, tensor<4x6x8xf32>, tensor<5x6xcomplex<f32>>, tensor<5x6xcomplex<f32>>, tensor<4x5x8xcomplex<f32>>, tensor<12x6x8xcomplex<f32>>, tensor<10xf32>, tensor<9xcomplex<f32>>, tensor<4x6x5xcomplex<f32>>, tensor<4x6x8xf32>, tensor<31xf32>
  }
  func.func private @_pad(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [16], interior = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @fft(%arg0: tensor<32xf32>) -> tensor<17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<32xf32>) -> tensor<17xcomplex<f32>>
    return %0 : tensor<17xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<17xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<17xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<17xcomplex<f32>>
    return %1 : tensor<17xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<17xcomplex<f32>>) -> tensor<32xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [32] : (tensor<17xcomplex<f32>>) -> tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @fft_2(%arg0: tensor<4x6x8xf32>) -> tensor<4x6x8xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x6x8xf32>) -> tensor<4x6x8xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [4, 6, 8] : (tensor<4x6x8xcomplex<f32>>) -> tensor<4x6x8xcomplex<f32>>
    return %1 : tensor<4x6x8xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<4x6x8xf32>) -> tensor<4x6x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 6, 8] : (tensor<4x6x8xf32>) -> tensor<4x6x5xcomplex<f32>>
    return %0 : tensor<4x6x5xcomplex<f32>>
  }
  func.func private @_pad_4(%arg0: tensor<4x6x5xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<4x6x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x6x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x6x5xcomplex<f32>>
    return %1 : tensor<4x6x5xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<4x6x5xcomplex<f32>>) -> tensor<4x6x8xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [4, 6, 8] : (tensor<4x6x5xcomplex<f32>>) -> tensor<4x6x8xf32>
    return %0 : tensor<4x6x8xf32>
  }
  func.func private @fft_6(%arg0: tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [5, 6] : (tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    return %0 : tensor<5x6xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<6x5xcomplex<f32>>) -> tensor<6x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [5] : (tensor<6x5xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    return %0 : tensor<6x5xcomplex<f32>>
  }
  func.func private @_roll_static(%arg0: tensor<5x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>> {
    %0 = stablehlo.slice %arg0 [3:5, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:3, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<3x6xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2x6xcomplex<f32>>, tensor<3x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    return %2 : tensor<5x6xcomplex<f32>>
  }
  func.func private @_pad_8(%arg0: tensor<4x8x5xf32>, %arg1: tensor<i32>) -> tensor<4x8x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x8x5xf32>, tensor<f32>) -> tensor<4x8x5xf32>
    return %1 : tensor<4x8x5xf32>
  }
  func.func private @fft_9(%arg0: tensor<4x8x5xf32>) -> tensor<4x8x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<4x8x5xf32>) -> tensor<4x8x5xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [5] : (tensor<4x8x5xcomplex<f32>>) -> tensor<4x8x5xcomplex<f32>>
    return %1 : tensor<4x8x5xcomplex<f32>>
  }
  func.func private @_pad_10(%arg0: tensor<6x8x4xf32>, %arg1: tensor<i32>) -> tensor<6x8x12xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 8], interior = [0, 0, 0] : (tensor<6x8x4xf32>, tensor<f32>) -> tensor<6x8x12xf32>
    return %1 : tensor<6x8x12xf32>
  }
  func.func private @fft_11(%arg0: tensor<6x8x12xf32>) -> tensor<6x8x12xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<6x8x12xf32>) -> tensor<6x8x12xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [12] : (tensor<6x8x12xcomplex<f32>>) -> tensor<6x8x12xcomplex<f32>>
    return %1 : tensor<6x8x12xcomplex<f32>>
  }
  func.func private @fft_12(%arg0: tensor<6xcomplex<f32>>) -> tensor<10xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [10] : (tensor<6xcomplex<f32>>) -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @fft_13(%arg0: tensor<16xf32>) -> tensor<9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<16xf32>) -> tensor<9xcomplex<f32>>
    return %0 : tensor<9xcomplex<f32>>
  }
  func.func private @fft_14(%arg0: tensor<6x4x8xf32>) -> tensor<6x4x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4, 8] : (tensor<6x4x8xf32>) -> tensor<6x4x5xcomplex<f32>>
    return %0 : tensor<6x4x5xcomplex<f32>>
  }
  func.func private @_roll_static_15(%arg0: tensor<4x6x8xf32>) -> tensor<4x6x8xf32> {
    %0 = stablehlo.slice %arg0 [0:4, 3:6, 0:8] : (tensor<4x6x8xf32>) -> tensor<4x3x8xf32>
    %1 = stablehlo.slice %arg0 [0:4, 0:3, 0:8] : (tensor<4x6x8xf32>) -> tensor<4x3x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<4x3x8xf32>, tensor<4x3x8xf32>) -> tensor<4x6x8xf32>
    %3 = stablehlo.slice %2 [0:4, 0:6, 4:8] : (tensor<4x6x8xf32>) -> tensor<4x6x4xf32>
    %4 = stablehlo.slice %2 [0:4, 0:6, 0:4] : (tensor<4x6x8xf32>) -> tensor<4x6x4xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<4x6x4xf32>, tensor<4x6x4xf32>) -> tensor<4x6x8xf32>
    return %5 : tensor<4x6x8xf32>
  }
}
