module @jit_rand attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"_normal">}> : (!vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @_normal(%arg0: !vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"_normal_real">}> : (!vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_normal_real(%arg0: !vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7F800000> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.83297682> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.50140941> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.00167406> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.246640727> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %6 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00943887047> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %7 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00417768164> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %8 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.0076224613> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %9 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00125372503> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %10 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00573950773> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %11 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.1858087E-4> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %12 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00367342844> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %13 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-4.39150654E-6> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %14 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00134934322> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %15 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-3.5233877E-6> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %16 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.00950558E-4> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %17 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.43273939E-7> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %18 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.00214257E-4> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %19 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.81022636E-8> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %20 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.000000e+00> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %21 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.500000e+00> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %22 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e+00> : tensor<3xf32>>}> : () -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %23 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.41421354> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %24 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.99999994> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %25 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %26 = "vhlo.call_v1"(%arg0, %24, %25) <{callee = #vhlo.string_v1<"_uniform">}> : (!vhlo.tensor_v1<2x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %27 = "vhlo.negate_v1"(%26) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %28 = "vhlo.multiply_v1"(%26, %27) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %29 = "vhlo.log_plus_one_v2"(%28) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %30 = "vhlo.negate_v1"(%29) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %31 = "vhlo.compare_v1"(%30, %22) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.bool_v1>
    %32 = "vhlo.subtract_v1"(%30, %21) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %33 = "vhlo.sqrt_v2"(%30) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %34 = "vhlo.subtract_v1"(%33, %20) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %35 = "vhlo.select_v1"(%31, %32, %34) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %36 = "vhlo.select_v1"(%31, %19, %18) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %37 = "vhlo.select_v1"(%31, %17, %16) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %38 = "vhlo.multiply_v1"(%36, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %39 = "vhlo.add_v1"(%37, %38) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %40 = "vhlo.select_v1"(%31, %15, %14) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %41 = "vhlo.multiply_v1"(%39, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %42 = "vhlo.add_v1"(%40, %41) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %43 = "vhlo.select_v1"(%31, %13, %12) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %44 = "vhlo.multiply_v1"(%42, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %45 = "vhlo.add_v1"(%43, %44) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %46 = "vhlo.select_v1"(%31, %11, %10) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %47 = "vhlo.multiply_v1"(%45, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %48 = "vhlo.add_v1"(%46, %47) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %49 = "vhlo.select_v1"(%31, %9, %8) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %50 = "vhlo.multiply_v1"(%48, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %51 = "vhlo.add_v1"(%49, %50) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %52 = "vhlo.select_v1"(%31, %7, %6) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %53 = "vhlo.multiply_v1"(%51, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %54 = "vhlo.add_v1"(%52, %53) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %55 = "vhlo.select_v1"(%31, %5, %4) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %56 = "vhlo.multiply_v1"(%54, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %57 = "vhlo.add_v1"(%55, %56) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %58 = "vhlo.select_v1"(%31, %3, %2) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %59 = "vhlo.multiply_v1"(%57, %35) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %60 = "vhlo.add_v1"(%58, %59) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %61 = "vhlo.multiply_v1"(%60, %26) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %62 = "vhlo.abs_v1"(%26) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %63 = "vhlo.compare_v1"(%62, %1) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.bool_v1>
    %64 = "vhlo.multiply_v1"(%26, %0) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %65 = "vhlo.select_v1"(%63, %64, %61) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %66 = "vhlo.broadcast_in_dim_v1"(%23) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %67 = "vhlo.multiply_v1"(%66, %65) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%67) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_uniform(%arg0: !vhlo.tensor_v1<2x!vhlo.ui32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1065353216> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<9> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<32> : tensor<ui64>>}> : () -> !vhlo.tensor_v1<!vhlo.ui64_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<ui64>>}> : () -> !vhlo.tensor_v1<!vhlo.ui64_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%arg1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %6 = "vhlo.broadcast_in_dim_v1"(%arg2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %7 = "vhlo.slice_v1"(%arg0) <{limit_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %8 = "vhlo.reshape_v1"(%7) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %9 = "vhlo.slice_v1"(%arg0) <{limit_indices = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %10 = "vhlo.reshape_v1"(%9) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %11 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x!vhlo.ui64_v1>
    %12 = "vhlo.broadcast_in_dim_v1"(%4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui64_v1>
    %13 = "vhlo.multiply_v1"(%12, %11) : (!vhlo.tensor_v1<3x!vhlo.ui64_v1>, !vhlo.tensor_v1<3x!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui64_v1>
    %14 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui64_v1>
    %15 = "vhlo.shift_right_logical_v1"(%13, %14) : (!vhlo.tensor_v1<3x!vhlo.ui64_v1>, !vhlo.tensor_v1<3x!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui64_v1>
    %16 = "vhlo.convert_v1"(%13) : (!vhlo.tensor_v1<3x!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %17 = "vhlo.convert_v1"(%15) : (!vhlo.tensor_v1<3x!vhlo.ui64_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %18:2 = "vhlo.call_v1"(%8, %10, %17, %16) <{callee = #vhlo.string_v1<"threefry2x32">}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>)
    %19 = "vhlo.xor_v1"(%18#0, %18#1) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %20 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %21 = "vhlo.shift_right_logical_v1"(%19, %20) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %22 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %23 = "vhlo.or_v1"(%21, %22) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %24 = "vhlo.bitcast_convert_v1"(%23) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %25 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %26 = "vhlo.subtract_v1"(%24, %25) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %27 = "vhlo.subtract_v1"(%6, %5) : (!vhlo.tensor_v1<1x!vhlo.f32_v1>, !vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %28 = "vhlo.broadcast_in_dim_v1"(%27) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %29 = "vhlo.multiply_v1"(%26, %28) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %30 = "vhlo.broadcast_in_dim_v1"(%5) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %31 = "vhlo.add_v1"(%29, %30) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %32 = "vhlo.broadcast_in_dim_v1"(%5) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %33 = "vhlo.maximum_v1"(%32, %31) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    "vhlo.return_v1"(%33) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @threefry2x32(%arg0: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg2: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg3: !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<466688986> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<[13, 15, 26, 6]> : tensor<4xui32>>}> : () -> !vhlo.tensor_v1<4x!vhlo.ui32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<[17, 29, 16, 24]> : tensor<4xui32>>}> : () -> !vhlo.tensor_v1<4x!vhlo.ui32_v1>
    %6 = "vhlo.xor_v1"(%arg0, %arg1) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %7 = "vhlo.xor_v1"(%6, %3) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %8 = "vhlo.broadcast_in_dim_v1"(%arg0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %9 = "vhlo.add_v1"(%arg2, %8) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%arg1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %11 = "vhlo.add_v1"(%arg3, %10) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %12:9 = "vhlo.while_v1"(%2, %2, %9, %11, %arg1, %7, %arg0, %4, %5) ({
    ^bb0(%arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg6: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg7: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg8: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg9: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg10: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg11: !vhlo.tensor_v1<4x!vhlo.ui32_v1>, %arg12: !vhlo.tensor_v1<4x!vhlo.ui32_v1>):
      %13 = "vhlo.compare_v1"(%arg4, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%13) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg6: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg7: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg8: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg9: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg10: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg11: !vhlo.tensor_v1<4x!vhlo.ui32_v1>, %arg12: !vhlo.tensor_v1<4x!vhlo.ui32_v1>):
      %13:8 = "vhlo.call_v1"(%arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) <{callee = #vhlo.string_v1<"closed_call">}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>)
      %14 = "vhlo.add_v1"(%arg4, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%14, %13#0, %13#1, %13#2, %13#3, %13#4, %13#5, %13#6, %13#7) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>)
    "vhlo.return_v1"(%12#2, %12#3) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @closed_call(%arg0: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg2: !vhlo.tensor_v1<3x!vhlo.ui32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg5: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg6: !vhlo.tensor_v1<4x!vhlo.ui32_v1>, %arg7: !vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<32> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.add_v1"(%arg0, %1) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.slice_v1"(%arg6) <{limit_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %4 = "vhlo.reshape_v1"(%3) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %5 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %6 = "vhlo.broadcast_in_dim_v1"(%4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %7 = "vhlo.shift_left_v1"(%arg2, %6) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %8 = "vhlo.subtract_v1"(%0, %4) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %10 = "vhlo.shift_right_logical_v1"(%arg2, %9) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %11 = "vhlo.or_v1"(%7, %10) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %12 = "vhlo.xor_v1"(%5, %11) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %13 = "vhlo.slice_v1"(%arg6) <{limit_indices = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %14 = "vhlo.reshape_v1"(%13) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %15 = "vhlo.add_v1"(%5, %12) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %16 = "vhlo.broadcast_in_dim_v1"(%14) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %17 = "vhlo.shift_left_v1"(%12, %16) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %18 = "vhlo.subtract_v1"(%0, %14) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %19 = "vhlo.broadcast_in_dim_v1"(%18) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %20 = "vhlo.shift_right_logical_v1"(%12, %19) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %21 = "vhlo.or_v1"(%17, %20) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %22 = "vhlo.xor_v1"(%15, %21) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %23 = "vhlo.slice_v1"(%arg6) <{limit_indices = #vhlo.tensor_v1<dense<3> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %24 = "vhlo.reshape_v1"(%23) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %25 = "vhlo.add_v1"(%15, %22) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %26 = "vhlo.broadcast_in_dim_v1"(%24) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %27 = "vhlo.shift_left_v1"(%22, %26) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %28 = "vhlo.subtract_v1"(%0, %24) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %29 = "vhlo.broadcast_in_dim_v1"(%28) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %30 = "vhlo.shift_right_logical_v1"(%22, %29) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %31 = "vhlo.or_v1"(%27, %30) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %32 = "vhlo.xor_v1"(%25, %31) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %33 = "vhlo.slice_v1"(%arg6) <{limit_indices = #vhlo.tensor_v1<dense<4> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<3> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.ui32_v1>
    %34 = "vhlo.reshape_v1"(%33) : (!vhlo.tensor_v1<1x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %35 = "vhlo.add_v1"(%25, %32) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %36 = "vhlo.broadcast_in_dim_v1"(%34) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %37 = "vhlo.shift_left_v1"(%32, %36) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %38 = "vhlo.subtract_v1"(%0, %34) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %39 = "vhlo.broadcast_in_dim_v1"(%38) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %40 = "vhlo.shift_right_logical_v1"(%32, %39) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %41 = "vhlo.or_v1"(%37, %40) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %42 = "vhlo.xor_v1"(%35, %41) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %43 = "vhlo.broadcast_in_dim_v1"(%arg3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %44 = "vhlo.add_v1"(%35, %43) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %45 = "vhlo.broadcast_in_dim_v1"(%arg4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %46 = "vhlo.add_v1"(%42, %45) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %47 = "vhlo.add_v1"(%arg0, %1) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %48 = "vhlo.convert_v1"(%47) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %49 = "vhlo.broadcast_in_dim_v1"(%48) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    %50 = "vhlo.add_v1"(%46, %49) : (!vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>) -> !vhlo.tensor_v1<3x!vhlo.ui32_v1>
    "vhlo.return_v1"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<3x!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>, !vhlo.tensor_v1<4x!vhlo.ui32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
