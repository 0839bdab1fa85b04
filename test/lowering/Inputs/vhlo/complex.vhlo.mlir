module @jit_cplx attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<8xf32>>}> : () -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e-01> : tensor<8xf32>>}> : () -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7F800000> : tensor<8xf32>>}> : () -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %3 = "vhlo.reverse_v1"(%arg0) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %4 = "vhlo.complex_v1"(%arg0, %3) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>
    %5 = "vhlo.abs_v1"(%4) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %6 = "vhlo.real_v1"(%4) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %7 = "vhlo.exponential_v2"(%6) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %8 = "vhlo.compare_v1"(%7, %2) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.bool_v1>
    %9 = "vhlo.multiply_v1"(%6, %1) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %10 = "vhlo.exponential_v2"(%9) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %11 = "vhlo.imag_v1"(%4) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %12 = "vhlo.cosine_v2"(%11) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %13 = "vhlo.multiply_v1"(%10, %12) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %14 = "vhlo.multiply_v1"(%13, %10) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %15 = "vhlo.multiply_v1"(%7, %12) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %16 = "vhlo.select_v1"(%8, %14, %15) : (!vhlo.tensor_v1<8x!vhlo.bool_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %17 = "vhlo.compare_v1"(%11, %0) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.bool_v1>
    %18 = "vhlo.sine_v2"(%11) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %19 = "vhlo.multiply_v1"(%10, %18) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %20 = "vhlo.multiply_v1"(%19, %10) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %21 = "vhlo.multiply_v1"(%7, %18) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %22 = "vhlo.select_v1"(%8, %20, %21) : (!vhlo.tensor_v1<8x!vhlo.bool_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %23 = "vhlo.select_v1"(%17, %0, %22) : (!vhlo.tensor_v1<8x!vhlo.bool_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    %24 = "vhlo.complex_v1"(%16, %23) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>
    %25 = "vhlo.multiply_v1"(%4, %4) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>
    %26 = "vhlo.call_v1"(%4) <{callee = #vhlo.string_v1<"fft">}> : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>
    %27 = "vhlo.real_v1"(%4) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.f32_v1>
    "vhlo.return_v1"(%5, %24, %25, %26, %27) : (!vhlo.tensor_v1<8x!vhlo.f32_v1>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>, !vhlo.tensor_v1<8x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[3]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[4]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @fft(%arg0: !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) {
    %0 = "vhlo.fft_v1"(%arg0) <{fft_length = #vhlo.tensor_v1<dense<8> : tensor<1xi64>>, fft_type = #vhlo<fft_type_v1 FFT>}> : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> !vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<8x!vhlo.complex_v1<!vhlo.f32_v1>>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
