module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3xcomplex<f32>>, %arg2: tensor<3xcomplex<f32>>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<3xf32> {jax.result_info = "result[8]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<(9.99999968E-21,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.multiply %arg2, %0 : tensor<3xcomplex<f32>>
    %2 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = stablehlo.cosine %6 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.subtract %8, %7 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16xf32>
    %12 = stablehlo.multiply %arg0, %11 : tensor<16xf32>
    %13 = call @fft(%12) : (tensor<16xf32>) -> tensor<16xcomplex<f32>>
    %14 = stablehlo.abs %13 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %15 = stablehlo.real %13 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %16 = stablehlo.imag %13 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %17 = stablehlo.negate %16 : tensor<16xf32>
    %18 = stablehlo.complex %15, %17 : tensor<16xcomplex<f32>>
    %19 = stablehlo.convert %14 : (tensor<16xf32>) -> tensor<16xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %21 = stablehlo.compare EQ, %19, %20, FLOAT : (tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>) -> tensor<16xi1>
    %cst_5 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<16xcomplex<f32>>
    %23 = stablehlo.select %21, %22, %19 : tensor<16xi1>, tensor<16xcomplex<f32>>
    %24 = stablehlo.divide %18, %23 : tensor<16xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.multiply %25, %14 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.complex %28, %29 : tensor<16xcomplex<f32>>
    %31 = stablehlo.multiply %30, %24 : tensor<16xcomplex<f32>>
    %32 = call @fft_0(%31) : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %33 = stablehlo.multiply %32, %11 : tensor<16xf32>
    %34 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %35 = stablehlo.abs %34 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %36 = stablehlo.real %34 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %37 = stablehlo.imag %34 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %38 = stablehlo.negate %37 : tensor<3xf32>
    %39 = stablehlo.complex %36, %38 : tensor<3xcomplex<f32>>
    %40 = stablehlo.convert %35 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %42 = stablehlo.compare EQ, %40, %41, FLOAT : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
    %cst_10 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %44 = stablehlo.select %42, %43, %40 : tensor<3xi1>, tensor<3xcomplex<f32>>
    %45 = stablehlo.divide %39, %44 : tensor<3xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %47 = stablehlo.multiply %46, %35 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %51 = stablehlo.complex %49, %50 : tensor<3xcomplex<f32>>
    %52 = stablehlo.multiply %51, %45 : tensor<3xcomplex<f32>>
    %53 = stablehlo.dot_general %52, %arg2, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %54 = stablehlo.tanh %arg1 : tensor<3x3xcomplex<f32>>
    %55 = stablehlo.real %arg1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %56 = stablehlo.imag %arg1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %58 = stablehlo.compare EQ, %55, %57, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %59 = stablehlo.sine %55 : tensor<3x3xf32>
    %60 = stablehlo.cosine %55 : tensor<3x3xf32>
    %61 = stablehlo.exponential_minus_one %56 : tensor<3x3xf32>
    %62 = stablehlo.negate %56 : tensor<3x3xf32>
    %63 = stablehlo.exponential_minus_one %62 : tensor<3x3xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %66 = stablehlo.divide %64, %65 : tensor<3x3xf32>
    %67 = stablehlo.add %61, %63 : tensor<3x3xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %69 = stablehlo.add %67, %68 : tensor<3x3xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %71 = stablehlo.divide %69, %70 : tensor<3x3xf32>
    %72 = stablehlo.multiply %59, %71 : tensor<3x3xf32>
    %73 = stablehlo.multiply %60, %66 : tensor<3x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %75 = stablehlo.complex %74, %73 : tensor<3x3xcomplex<f32>>
    %76 = stablehlo.complex %72, %73 : tensor<3x3xcomplex<f32>>
    %77 = stablehlo.select %58, %75, %76 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %78 = chlo.cosh %arg1 : tensor<3x3xcomplex<f32>> -> tensor<3x3xcomplex<f32>>
    %79 = stablehlo.multiply %77, %78 : tensor<3x3xcomplex<f32>>
    %cst_19 = stablehlo.constant dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %81 = stablehlo.power %arg1, %80 : tensor<3x3xcomplex<f32>>
    %82 = stablehlo.multiply %arg1, %arg1 : tensor<3x3xcomplex<f32>>
    %83 = stablehlo.multiply %82, %arg1 : tensor<3x3xcomplex<f32>>
    %84 = stablehlo.divide %arg2, %1 : tensor<3xcomplex<f32>>
    %85 = call @norm(%arg1) : (tensor<3x3xcomplex<f32>>) -> tensor<3xf32>
    %86 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %87 = call @angle(%86) : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %88 = stablehlo.log_plus_one %arg2 : tensor<3xcomplex<f32>>
    %89 = stablehlo.exponential_minus_one %arg2 : tensor<3xcomplex<f32>>
    return %33, %53, %54, %79, %81, %83, %84, %85, %87, %88, %89 : tensor<16xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xf32>, tensor<3xf32>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<16xf32>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<16xf32>) -> tensor<16xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    return %1 : tensor<16xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xf32> {
    %0 = call @fft_1(%arg0) : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    %2 = stablehlo.convert %1 : tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @fft_1(%arg0: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16] : (tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>>
    return %0 : tensor<16xcomplex<f32>>
  }
  func.func private @norm(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.negate %1 : tensor<3x3xf32>
    %3 = stablehlo.complex %0, %2 : tensor<3x3xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3x3xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.sqrt %6 : tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @angle(%arg0: tensor<3xcomplex<f32>>) -> tensor<3xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
