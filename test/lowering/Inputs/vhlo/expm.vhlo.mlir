module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e-01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %2 = "vhlo.multiply_v1"(%arg0, %1) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %3 = "vhlo.call_v1"(%2) <{callee = #vhlo.string_v1<"expm">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%3) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @expm(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.600000e+01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2:3 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"_calc_P_Q">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>)
    %3 = "vhlo.compare_v1"(%2#2, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 GT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %4 = "vhlo.convert_v1"(%3) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %5 = "vhlo.case_v1"(%4) ({
      %6 = "vhlo.call_v1"(%2#1, %2#0) <{callee = #vhlo.string_v1<"solve">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %7 = "vhlo.call_v1"(%6, %2#2) <{callee = #vhlo.string_v1<"_squaring">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%7) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }, {
      %6 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%6) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_calc_P_Q(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x4B83F7C0> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.995840e+06> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.520000e+04> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.600000e+01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<8.648640e+06> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.772000e+05> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %6 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.512000e+03> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %7 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.024000e+04> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %8 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.360000e+03> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %9 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.000000e+01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %10 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.512000e+04> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %11 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4.200000e+02> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %12 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.200000e+02> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %13 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.200000e+01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %14 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<6.000000e+01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %15 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %16 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %17 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %18 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %19 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %20 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.92572474> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %21 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<[4.258730e-01, 1.8801527]> : tensor<2xf32>>}> : () -> !vhlo.tensor_v1<2x!vhlo.f32_v1>
    %22 = "vhlo.call_v1"(%arg0) <{callee = #vhlo.string_v1<"norm">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %23 = "vhlo.divide_v1"(%22, %20) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %24 = "vhlo.log_v2"(%23) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %25 = "vhlo.log_v2"(%19) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %26 = "vhlo.divide_v1"(%24, %25) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %27 = "vhlo.floor_v1"(%26) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %28 = "vhlo.maximum_v1"(%18, %27) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %29 = "vhlo.power_v1"(%19, %28) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %30 = "vhlo.broadcast_in_dim_v1"(%29) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %31 = "vhlo.divide_v1"(%arg0, %30) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %32 = "vhlo.call_v1"(%22, %21) <{callee = #vhlo.string_v1<"digitize">}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %33 = "vhlo.clamp_v1"(%17, %32, %16) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %34:2 = "vhlo.case_v1"(%33) ({
      %38 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %39 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %40 = "vhlo.broadcast_in_dim_v1"(%17) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %41 = "vhlo.add_v1"(%38, %40) : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %42 = "vhlo.compare_v1"(%41, %39) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.bool_v1>
      %43 = "vhlo.convert_v1"(%42) : (!vhlo.tensor_v1<3x3x!vhlo.bool_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %44 = "vhlo.dot_general_v2"(%31, %31) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %45 = "vhlo.broadcast_in_dim_v1"(%15) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %46 = "vhlo.multiply_v1"(%45, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %47 = "vhlo.broadcast_in_dim_v1"(%14) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %48 = "vhlo.multiply_v1"(%47, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %49 = "vhlo.add_v1"(%46, %48) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %50 = "vhlo.dot_general_v2"(%31, %49) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %51 = "vhlo.broadcast_in_dim_v1"(%13) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %52 = "vhlo.multiply_v1"(%51, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %53 = "vhlo.broadcast_in_dim_v1"(%12) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %54 = "vhlo.multiply_v1"(%53, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %55 = "vhlo.add_v1"(%52, %54) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%50, %55) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }, {
      %38 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %39 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %40 = "vhlo.broadcast_in_dim_v1"(%17) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %41 = "vhlo.add_v1"(%38, %40) : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %42 = "vhlo.compare_v1"(%41, %39) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.bool_v1>
      %43 = "vhlo.convert_v1"(%42) : (!vhlo.tensor_v1<3x3x!vhlo.bool_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %44 = "vhlo.dot_general_v2"(%31, %31) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %45 = "vhlo.dot_general_v2"(%44, %44) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %46 = "vhlo.broadcast_in_dim_v1"(%15) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %47 = "vhlo.multiply_v1"(%46, %45) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %48 = "vhlo.broadcast_in_dim_v1"(%11) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %49 = "vhlo.multiply_v1"(%48, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %50 = "vhlo.add_v1"(%47, %49) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %51 = "vhlo.broadcast_in_dim_v1"(%10) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %52 = "vhlo.multiply_v1"(%51, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %53 = "vhlo.add_v1"(%50, %52) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %54 = "vhlo.dot_general_v2"(%31, %53) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %55 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %56 = "vhlo.multiply_v1"(%55, %45) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %57 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %58 = "vhlo.multiply_v1"(%57, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %59 = "vhlo.add_v1"(%56, %58) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %60 = "vhlo.broadcast_in_dim_v1"(%7) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %61 = "vhlo.multiply_v1"(%60, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %62 = "vhlo.add_v1"(%59, %61) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%54, %62) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }, {
      %38 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %39 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<1 : i64>}> : () -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %40 = "vhlo.broadcast_in_dim_v1"(%17) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %41 = "vhlo.add_v1"(%38, %40) : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.i32_v1>
      %42 = "vhlo.compare_v1"(%41, %39) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<3x3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.bool_v1>
      %43 = "vhlo.convert_v1"(%42) : (!vhlo.tensor_v1<3x3x!vhlo.bool_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %44 = "vhlo.dot_general_v2"(%31, %31) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %45 = "vhlo.dot_general_v2"(%44, %44) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %46 = "vhlo.dot_general_v2"(%45, %44) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %47 = "vhlo.broadcast_in_dim_v1"(%15) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %48 = "vhlo.multiply_v1"(%47, %46) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %49 = "vhlo.broadcast_in_dim_v1"(%6) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %50 = "vhlo.multiply_v1"(%49, %45) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %51 = "vhlo.add_v1"(%48, %50) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %52 = "vhlo.broadcast_in_dim_v1"(%5) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %53 = "vhlo.multiply_v1"(%52, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %54 = "vhlo.add_v1"(%51, %53) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %55 = "vhlo.broadcast_in_dim_v1"(%4) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %56 = "vhlo.multiply_v1"(%55, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %57 = "vhlo.add_v1"(%54, %56) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %58 = "vhlo.dot_general_v2"(%31, %57) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %59 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %60 = "vhlo.multiply_v1"(%59, %46) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %61 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %62 = "vhlo.multiply_v1"(%61, %45) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %63 = "vhlo.add_v1"(%60, %62) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %64 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %65 = "vhlo.multiply_v1"(%64, %44) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %66 = "vhlo.add_v1"(%63, %65) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %67 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %68 = "vhlo.multiply_v1"(%67, %43) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %69 = "vhlo.add_v1"(%66, %68) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%58, %69) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>)
    %35 = "vhlo.add_v1"(%34#0, %34#1) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %36 = "vhlo.negate_v1"(%34#0) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %37 = "vhlo.add_v1"(%36, %34#1) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%35, %37, %28) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @norm(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0xFF800000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.abs_v1"(%arg0) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %3 = "vhlo.reduce_v1"(%2, %1) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %6 = "vhlo.add_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%6) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x!vhlo.f32_v1>
    %4 = "vhlo.reduce_v1"(%3, %0) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> ({
    ^bb0(%arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>):
      %6 = "vhlo.maximum_v1"(%arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      "vhlo.return_v1"(%6) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = "vhlo.maximum_v1"(%1, %4) : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @digitize(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<2x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.slice_v1"(%arg1) <{limit_indices = #vhlo.tensor_v1<dense<2> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %2 = "vhlo.reshape_v1"(%1) : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %3 = "vhlo.slice_v1"(%arg1) <{limit_indices = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, strides = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %4 = "vhlo.reshape_v1"(%3) : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %5 = "vhlo.compare_v1"(%2, %4) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %6 = "vhlo.call_v1"(%arg1, %arg0) <{callee = #vhlo.string_v1<"searchsorted">}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %7 = "vhlo.reverse_v1"(%arg1) <{dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<2x!vhlo.f32_v1>
    %8 = "vhlo.call_v1"(%7, %arg0) <{callee = #vhlo.string_v1<"searchsorted">}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %9 = "vhlo.subtract_v1"(%0, %8) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %10 = "vhlo.call_v1"(%5, %6, %9) <{callee = #vhlo.string_v1<"_where">}> : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%10) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @searchsorted(%arg0: !vhlo.tensor_v1<2x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.call_v1"(%arg0, %arg1) <{callee = #vhlo.string_v1<"_searchsorted_scan_impl">}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_searchsorted_scan_impl(%arg0: !vhlo.tensor_v1<2x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<ui32>>}> : () -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %5:5 = "vhlo.while_v1"(%arg0, %arg1, %4, %2, %3) ({
    ^bb0(%arg2: !vhlo.tensor_v1<2x!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg6: !vhlo.tensor_v1<!vhlo.ui32_v1>):
      %7 = "vhlo.compare_v1"(%arg4, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%7) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg2: !vhlo.tensor_v1<2x!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg6: !vhlo.tensor_v1<!vhlo.ui32_v1>):
      %7:2 = "vhlo.call_v1"(%arg2, %arg3, %arg5, %arg6) <{callee = #vhlo.string_v1<"closed_call">}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>)
      %8 = "vhlo.add_v1"(%arg4, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg2, %arg3, %8, %7#0, %7#1) : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> ()
    }) : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>)
    %6 = "vhlo.convert_v1"(%5#4) : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%6) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @closed_call(%arg0: !vhlo.tensor_v1<2x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.ui32_v1>) -> (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.subtract_v1"(%arg3, %arg2) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %4 = "vhlo.call_v1"(%3, %2) <{callee = #vhlo.string_v1<"floor_divide">}> : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %5 = "vhlo.add_v1"(%arg2, %4) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %6 = "vhlo.dynamic_slice_v1"(%arg0, %5) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<2x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %7 = "vhlo.reshape_v1"(%6) : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %8 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.select_v1"(%8, %1, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %10 = "vhlo.compare_v1"(%arg1, %arg1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %11 = "vhlo.select_v1"(%10, %0, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %12 = "vhlo.compare_v1"(%7, %1) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %13 = "vhlo.select_v1"(%12, %1, %7) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %14 = "vhlo.compare_v1"(%7, %7) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 NE>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %15 = "vhlo.select_v1"(%14, %0, %13) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %16 = "vhlo.compare_v1"(%11, %15) <{compare_type = #vhlo<comparison_type_v1 TOTALORDER>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %17 = "vhlo.select_v1"(%16, %arg2, %5) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %18 = "vhlo.select_v1"(%16, %5, %arg3) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    "vhlo.return_v1"(%17, %18) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @floor_divide(%arg0: !vhlo.tensor_v1<!vhlo.ui32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.ui32_v1>) {
    %0 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    %1 = "vhlo.divide_v1"(%arg0, %0) : (!vhlo.tensor_v1<!vhlo.ui32_v1>, !vhlo.tensor_v1<!vhlo.ui32_v1>) -> !vhlo.tensor_v1<!vhlo.ui32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<!vhlo.ui32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_where(%arg0: !vhlo.tensor_v1<!vhlo.bool_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>) {
    %0 = "vhlo.select_v1"(%arg0, %arg1, %arg2) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @solve(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7FC00000> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4:3 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_sgetrf_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [0], operandIndex = 0, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<0> : tensor<1xindex>>, #vhlo.tensor_v1<dense<> : tensor<0xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>)
    %5 = "vhlo.broadcast_in_dim_v1"(%3) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %6 = "vhlo.subtract_v1"(%4#1, %5) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %7 = "vhlo.broadcast_in_dim_v1"(%2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %8 = "vhlo.compare_v1"(%4#2, %7) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 GE>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %9 = "vhlo.broadcast_in_dim_v1"(%8) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<1x1x!vhlo.bool_v1>
    %10 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %11 = "vhlo.broadcast_in_dim_v1"(%9) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<1x1x!vhlo.bool_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.bool_v1>
    %12 = "vhlo.select_v1"(%11, %4#0, %10) : (!vhlo.tensor_v1<3x3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %13 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %14:4 = "vhlo.while_v1"(%6, %2, %2, %13) ({
    ^bb0(%arg2: !vhlo.tensor_v1<3x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<3x!vhlo.i32_v1>):
      %18 = "vhlo.compare_v1"(%arg3, %0) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%18) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg2: !vhlo.tensor_v1<3x!vhlo.i32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<3x!vhlo.i32_v1>):
      %18:2 = "vhlo.call_v1"(%arg2, %arg4, %arg5) <{callee = #vhlo.string_v1<"closed_call_0">}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>)
      %19 = "vhlo.add_v1"(%arg3, %3) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg2, %19, %18#0, %18#1) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>)
    %15 = "vhlo.transpose_v1"(%arg1) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %16 = "vhlo.call_v1"(%12, %14#3, %15) <{callee = #vhlo.string_v1<"_lu_solve">}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %17 = "vhlo.transpose_v1"(%16) <{permutation = #vhlo.tensor_v1<dense<[1, 0]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%17) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @closed_call_0(%arg0: !vhlo.tensor_v1<3x!vhlo.i32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.add_v1"(%arg1, %2) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %4 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %5 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%5, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %7 = "vhlo.select_v1"(%4, %6, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %8 = "vhlo.dynamic_slice_v1"(%arg0, %7) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %9 = "vhlo.reshape_v1"(%8) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %10 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %11 = "vhlo.convert_v1"(%arg1) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %12 = "vhlo.add_v1"(%11, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %13 = "vhlo.select_v1"(%10, %12, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %14 = "vhlo.dynamic_slice_v1"(%arg2, %13) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %15 = "vhlo.reshape_v1"(%14) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %16 = "vhlo.compare_v1"(%9, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %17 = "vhlo.add_v1"(%9, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %18 = "vhlo.select_v1"(%16, %17, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %19 = "vhlo.dynamic_slice_v1"(%arg2, %18) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %20 = "vhlo.reshape_v1"(%19) : (!vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %21 = "vhlo.compare_v1"(%arg1, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %22 = "vhlo.add_v1"(%arg1, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %23 = "vhlo.select_v1"(%21, %22, %arg1) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %24 = "vhlo.convert_v1"(%23) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %25 = "vhlo.broadcast_in_dim_v1"(%24) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %26 = "vhlo.scatter_v2"(%arg2, %25, %20) <{index_vector_dim = #vhlo.integer_v1<0 : i64>, indices_are_sorted = #vhlo.bool_v1<true>, input_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, inserted_window_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_dims_to_operand_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, unique_indices = #vhlo.bool_v1<true>, update_window_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> ({
    ^bb0(%arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      "vhlo.return_v1"(%arg4) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<1x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %27 = "vhlo.compare_v1"(%9, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %28 = "vhlo.add_v1"(%9, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %29 = "vhlo.select_v1"(%27, %28, %9) : (!vhlo.tensor_v1<!vhlo.bool_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %30 = "vhlo.broadcast_in_dim_v1"(%29) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.i32_v1>
    %31 = "vhlo.scatter_v2"(%26, %30, %15) <{index_vector_dim = #vhlo.integer_v1<0 : i64>, indices_are_sorted = #vhlo.bool_v1<true>, input_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, inserted_window_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_dims_to_operand_dims = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, scatter_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, unique_indices = #vhlo.bool_v1<true>, update_window_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> ({
    ^bb0(%arg3: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>):
      "vhlo.return_v1"(%arg4) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> ()
    }) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<1x!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    "vhlo.return_v1"(%3, %31) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_lu_solve(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<3x!vhlo.i32_v1>, %arg2: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%arg2) <{broadcast_dimensions = #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xi64>>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>
    %3 = "vhlo.broadcast_in_dim_v1"(%1) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %4 = "vhlo.compare_v1"(%arg1, %3) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.bool_v1>
    %5 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %6 = "vhlo.add_v1"(%arg1, %5) : (!vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %7 = "vhlo.select_v1"(%4, %6, %arg1) : (!vhlo.tensor_v1<3x!vhlo.bool_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>, !vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x!vhlo.i32_v1>
    %8 = "vhlo.broadcast_in_dim_v1"(%7) <{broadcast_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>}> : (!vhlo.tensor_v1<3x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x1x!vhlo.i32_v1>
    %9 = "vhlo.gather_v2"(%2, %8) <{collapsed_slice_dims = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, index_vector_dim = #vhlo.integer_v1<1 : i64>, indices_are_sorted = #vhlo.bool_v1<false>, offset_dims = #vhlo.tensor_v1<dense<[0, 2]> : tensor<2xi64>>, operand_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, slice_sizes = #vhlo.tensor_v1<dense<[3, 1, 1]> : tensor<3xi64>>, start_index_map = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, start_indices_batching_dims = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>, !vhlo.tensor_v1<3x1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>
    %10 = "vhlo.transpose_v1"(%9) <{permutation = #vhlo.tensor_v1<dense<[1, 2, 0]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>
    %11 = "vhlo.reshape_v1"(%10) : (!vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %12 = "vhlo.custom_call_v1"(%arg0, %11) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<85 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<76 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %13 = "vhlo.reshape_v1"(%12) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>
    %14 = "vhlo.reshape_v1"(%13) : (!vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %15 = "vhlo.custom_call_v1"(%arg0, %14) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"lapack_strsm_ffi">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>, #vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 1, operandTupleIndices = []>]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[0, 1]> : tensor<2xindex>>]>}> {mhlo.backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"diag"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"side"> = #vhlo.integer_v1<76 : ui8>, #vhlo.string_v1<"trans_x"> = #vhlo.integer_v1<78 : ui8>, #vhlo.string_v1<"uplo"> = #vhlo.integer_v1<85 : ui8>}>, mhlo.frontend_attributes = #vhlo.dict_v1<{#vhlo.string_v1<"num_batch_dims"> = #vhlo.string_v1<"0">}>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    %16 = "vhlo.reshape_v1"(%15) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>
    %17 = "vhlo.transpose_v1"(%16) <{permutation = #vhlo.tensor_v1<dense<[2, 0, 1]> : tensor<3xi64>>}> : (!vhlo.tensor_v1<3x1x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>
    %18 = "vhlo.reshape_v1"(%17) : (!vhlo.tensor_v1<3x3x1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%18) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @_squaring(%arg0: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<16> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0> : tensor<i32>>}> : () -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %3 = "vhlo.iota_v1"() <{iota_dimension = #vhlo.integer_v1<0 : i64>}> : () -> !vhlo.tensor_v1<16x!vhlo.f32_v1>
    %4:4 = "vhlo.while_v1"(%3, %arg1, %2, %arg0) ({
    ^bb0(%arg2: !vhlo.tensor_v1<16x!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>):
      %5 = "vhlo.compare_v1"(%arg4, %1) <{compare_type = #vhlo<comparison_type_v1 SIGNED>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
      "vhlo.return_v1"(%5) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> ()
    }, {
    ^bb0(%arg2: !vhlo.tensor_v1<16x!vhlo.f32_v1>, %arg3: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg4: !vhlo.tensor_v1<!vhlo.i32_v1>, %arg5: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>):
      %5 = "vhlo.call_v1"(%arg2, %arg4) <{callee = #vhlo.string_v1<"dynamic_index_in_dim">}> : (!vhlo.tensor_v1<16x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
      %6 = "vhlo.call_v1"(%arg3, %arg5, %5) <{callee = #vhlo.string_v1<"closed_call_1">}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      %7 = "vhlo.add_v1"(%arg4, %0) : (!vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
      "vhlo.return_v1"(%arg2, %arg3, %7, %6) : (!vhlo.tensor_v1<16x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<16x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<16x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>)
    "vhlo.return_v1"(%4#3) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @dynamic_index_in_dim(%arg0: !vhlo.tensor_v1<16x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<!vhlo.i32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
    %0 = "vhlo.dynamic_slice_v1"(%arg0, %arg1) <{slice_sizes = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>}> : (!vhlo.tensor_v1<16x!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<1x!vhlo.f32_v1>
    %1 = "vhlo.reshape_v1"(%0) : (!vhlo.tensor_v1<1x!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
    "vhlo.return_v1"(%1) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>, #vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
  vhlo.func_v1 @closed_call_1(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<3x3x!vhlo.f32_v1>, %arg2: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) {
    %0 = "vhlo.compare_v1"(%arg2, %arg0) <{compare_type = #vhlo<comparison_type_v1 FLOAT>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>
    %1 = "vhlo.convert_v1"(%0) : (!vhlo.tensor_v1<!vhlo.bool_v1>) -> !vhlo.tensor_v1<!vhlo.i32_v1>
    %2 = "vhlo.case_v1"(%1) ({
      "vhlo.return_v1"(%arg1) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }, {
      %3 = "vhlo.dot_general_v2"(%arg1, %arg1) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 HIGHEST>, #vhlo<precision_v1 HIGHEST>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
      "vhlo.return_v1"(%3) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
    }) : (!vhlo.tensor_v1<!vhlo.i32_v1>) -> !vhlo.tensor_v1<3x3x!vhlo.f32_v1>
    "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<3x3x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, sym_visibility = #vhlo.string_v1<"private">}
}
