"builtin.module"() <{sym_name = "jit_cplx"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<8xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<8xf32>}> : () -> tensor<8xf32>
    %3 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<8xf32>}> : () -> tensor<8xf32>
    %4 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8xf32>
    %5 = "stablehlo.complex"(%arg1, %4) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %6 = "stablehlo.abs"(%5) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %7 = "stablehlo.real"(%5) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %8 = "stablehlo.exponential"(%7) : (tensor<8xf32>) -> tensor<8xf32>
    %9 = "stablehlo.compare"(%8, %3) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %10 = "stablehlo.multiply"(%7, %2) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %11 = "stablehlo.exponential"(%10) : (tensor<8xf32>) -> tensor<8xf32>
    %12 = "stablehlo.imag"(%5) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    %13 = "stablehlo.cosine"(%12) : (tensor<8xf32>) -> tensor<8xf32>
    %14 = "stablehlo.multiply"(%11, %13) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %15 = "stablehlo.multiply"(%14, %11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %16 = "stablehlo.multiply"(%8, %13) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %17 = "stablehlo.select"(%9, %15, %16) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %18 = "stablehlo.compare"(%12, %1) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %19 = "stablehlo.sine"(%12) : (tensor<8xf32>) -> tensor<8xf32>
    %20 = "stablehlo.multiply"(%11, %19) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %21 = "stablehlo.multiply"(%20, %11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %22 = "stablehlo.multiply"(%8, %19) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "stablehlo.select"(%9, %21, %22) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %24 = "stablehlo.select"(%18, %1, %23) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %25 = "stablehlo.complex"(%17, %24) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xcomplex<f32>>
    %26 = "stablehlo.multiply"(%5, %5) : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %27 = "func.call"(%5) <{callee = @fft}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    %28 = "stablehlo.real"(%5) : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
    "func.return"(%6, %25, %26, %27, %28) : (tensor<8xf32>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
    "func.return"(%0) : (tensor<8xcomplex<f32>>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
