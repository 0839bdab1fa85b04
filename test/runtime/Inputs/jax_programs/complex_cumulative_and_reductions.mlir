module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xcomplex<f32>>, %arg1: tensor<3x5xcomplex<f32>>, %arg2: tensor<2x6x6x1xcomplex<f32>>) -> (tensor<7xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<3x5xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<i32> {jax.result_info = "result[6]"}, tensor<4x7xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<7xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<2x3x3x1xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[10]"}, tensor<3xf32> {jax.result_info = "result[11]"}, tensor<complex<f32>> {jax.result_info = "result[12]"}) {
    %0 = call @cumsum(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %cst = stablehlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<7xcomplex<f32>>
    %2 = stablehlo.multiply %arg0, %1 : tensor<7xcomplex<f32>>
    %3 = call @cumprod(%2) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %4 = call @cumsum_2(%arg1) : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.multiply across dimensions = [1] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(3.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %8 = stablehlo.divide %6, %7 : tensor<5xcomplex<f32>>
    %9 = stablehlo.abs %arg1 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.abs %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %12 = call @argmax(%11) : (tensor<7xf32>) -> tensor<i32>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %13 = call @_pad(%arg1, %cst_4) : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x7xcomplex<f32>>
    %14 = stablehlo.abs %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.compare GT, %14, %15, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %17 = stablehlo.real %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %18 = stablehlo.imag %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %19 = stablehlo.negate %18 : tensor<7xf32>
    %20 = stablehlo.complex %17, %19 : tensor<7xcomplex<f32>>
    %21 = call @_where(%16, %arg0, %20) : (tensor<7xi1>, tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %23 = "stablehlo.reduce_window"(%arg2, %22) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg3: tensor<complex<f32>>, %arg4: tensor<complex<f32>>):
      %35 = stablehlo.add %arg3, %arg4 : tensor<complex<f32>>
      stablehlo.return %35 : tensor<complex<f32>>
    }) : (tensor<2x6x6x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x3x3x1xcomplex<f32>>
    %24 = stablehlo.real %arg1 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %25 = stablehlo.imag %arg1 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %26 = stablehlo.negate %25 : tensor<3x5xf32>
    %27 = stablehlo.complex %24, %26 : tensor<3x5xcomplex<f32>>
    %28 = stablehlo.dot_general %arg1, %27, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x5xcomplex<f32>>, tensor<3x5xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %29 = call @norm(%arg1) : (tensor<3x5xcomplex<f32>>) -> tensor<3xf32>
    %30 = stablehlo.real %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %31 = stablehlo.imag %arg0 : (tensor<7xcomplex<f32>>) -> tensor<7xf32>
    %32 = stablehlo.negate %31 : tensor<7xf32>
    %33 = stablehlo.complex %30, %32 : tensor<7xcomplex<f32>>
    %34 = stablehlo.dot_general %33, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>) -> tensor<complex<f32>>
    return %0, %3, %4, %5, %8, %10, %12, %13, %21, %23, %28, %29, %34 : tensor<7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<3x5xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<3xf32>, tensor<i32>, tensor<4x7xcomplex<f32>>, tensor<7xcomplex<f32>>, tensor<2x3x3x1xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<complex<f32>>
  }
  func.func private @cumsum(%arg0: tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>> {
    %0 = call @cumsum_0(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    return %0 : tensor<7xcomplex<f32>>
  }
  func.func private @cumsum_0(%arg0: tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %2 : tensor<complex<f32>>
    }) : (tensor<7xcomplex<f32>>, tensor<complex<f32>>) -> tensor<7xcomplex<f32>>
    return %1 : tensor<7xcomplex<f32>>
  }
  func.func private @cumprod(%arg0: tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>> {
    %0 = call @cumprod_1(%arg0) : (tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>>
    return %0 : tensor<7xcomplex<f32>>
  }
  func.func private @cumprod_1(%arg0: tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>> {
    %cst = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1>, padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 7>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %1 : tensor<complex<f32>>
    }) : (tensor<7xcomplex<f32>>, tensor<complex<f32>>) -> tensor<7xcomplex<f32>>
    return %0 : tensor<7xcomplex<f32>>
  }
  func.func private @cumsum_2(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>> {
    %0 = call @cumsum_3(%arg0) : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    return %0 : tensor<3x5xcomplex<f32>>
  }
  func.func private @cumsum_3(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<complex<f32>>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<complex<f32>>
      stablehlo.return %2 : tensor<complex<f32>>
    }) : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x5xcomplex<f32>>
    return %1 : tensor<3x5xcomplex<f32>>
  }
  func.func private @argmax(%arg0: tensor<7xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<7xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<7xf32>, tensor<7xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_pad(%arg0: tensor<3x5xcomplex<f32>>, %arg1: tensor<complex<f32>>) -> tensor<4x7xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<3x5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x7xcomplex<f32>>
    return %1 : tensor<4x7xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<7xcomplex<f32>>, %arg2: tensor<7xcomplex<f32>>) -> tensor<7xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xcomplex<f32>>
    return %0 : tensor<7xcomplex<f32>>
  }
  func.func private @norm(%arg0: tensor<3x5xcomplex<f32>>) -> tensor<3xf32> {
    %0 = stablehlo.real %arg0 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %2 = stablehlo.negate %1 : tensor<3x5xf32>
    %3 = stablehlo.complex %0, %2 : tensor<3x5xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<3x5xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<3x5xcomplex<f32>>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.sqrt %6 : tensor<3xf32>
    return %7 : tensor<3xf32>
  }
}
