module @jit_erfs attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.14472985> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.14159274> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.918938517> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.01490307> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<7.500000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<8.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %6 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.50563267E-7> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %7 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<7.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %8 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<9.98436917E-6> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %9 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<6.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %10 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.138571098> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %11 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<12.5073433> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %12 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %13 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-176.615036> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %14 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<771.323425> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %15 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %16 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-1259.13916> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %17 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<676.520386> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %18 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e-01> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %19 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0x7F800000> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %20 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %21 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.83297682> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %22 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.50140941> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %23 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.00167406> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %24 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.246640727> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %25 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00943887047> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %26 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00417768164> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %27 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.0076224613> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %28 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00125372503> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %29 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00573950773> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %30 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.1858087E-4> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %31 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00367342844> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %32 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-4.39150654E-6> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %33 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.00134934322> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %34 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-3.5233877E-6> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %35 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.00950558E-4> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %36 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.43273939E-7> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %37 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.00214257E-4> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %38 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.81022636E-8> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %39 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<3.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %40 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.500000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %41 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %42 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<5.000000e-01> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %43 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.797884583> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %44 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4.471500e-02> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %45 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %46 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<0.899999976> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %47 = "vhlo.composite_v2"(%arg0) <{composite_attributes = #vhlo.dict_v1<{}>, decomposition = #vhlo.string_v1<"chlo.erf.impl">, name = #vhlo.string_v1<"chlo.erf">, version = #vhlo.integer_v1<1 : i32>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %48 = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %49 = "vhlo.broadcast_in_dim_v1"(%46) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %50 = "vhlo.multiply_v1"(%48, %49) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %51 = "vhlo.negate_v1"(%50) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %52 = "vhlo.multiply_v1"(%50, %51) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %53 = "vhlo.log_plus_one_v2"(%52) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %54 = "vhlo.negate_v1"(%53) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %55 = "vhlo.compare_v1"(%54, %41) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %56 = "vhlo.subtract_v1"(%54, %40) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %57 = "vhlo.sqrt_v2"(%54) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %58 = "vhlo.subtract_v1"(%57, %39) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %59 = "vhlo.select_v1"(%55, %56, %58) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %60 = "vhlo.select_v1"(%55, %38, %37) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %61 = "vhlo.select_v1"(%55, %36, %35) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %62 = "vhlo.multiply_v1"(%60, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %63 = "vhlo.add_v1"(%61, %62) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %64 = "vhlo.select_v1"(%55, %34, %33) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %65 = "vhlo.multiply_v1"(%63, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %66 = "vhlo.add_v1"(%64, %65) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %67 = "vhlo.select_v1"(%55, %32, %31) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %68 = "vhlo.multiply_v1"(%66, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %69 = "vhlo.add_v1"(%67, %68) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %70 = "vhlo.select_v1"(%55, %30, %29) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %71 = "vhlo.multiply_v1"(%69, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %72 = "vhlo.add_v1"(%70, %71) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %73 = "vhlo.select_v1"(%55, %28, %27) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %74 = "vhlo.multiply_v1"(%72, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %75 = "vhlo.add_v1"(%73, %74) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %76 = "vhlo.select_v1"(%55, %26, %25) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %77 = "vhlo.multiply_v1"(%75, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %78 = "vhlo.add_v1"(%76, %77) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %79 = "vhlo.select_v1"(%55, %24, %23) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %80 = "vhlo.multiply_v1"(%78, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %81 = "vhlo.add_v1"(%79, %80) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %82 = "vhlo.select_v1"(%55, %22, %21) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %83 = "vhlo.multiply_v1"(%81, %59) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %84 = "vhlo.add_v1"(%82, %83) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %85 = "vhlo.multiply_v1"(%84, %50) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %86 = "vhlo.abs_v1"(%50) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %87 = "vhlo.compare_v1"(%86, %20) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %88 = "vhlo.multiply_v1"(%50, %19) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %89 = "vhlo.select_v1"(%87, %88, %85) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %90 = "vhlo.abs_v1"(%arg0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %91 = "vhlo.broadcast_in_dim_v1"(%45) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %92 = "vhlo.add_v1"(%90, %91) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %93 = "vhlo.compare_v1"(%92, %18) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %94 = "vhlo.negate_v1"(%92) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %95 = "vhlo.subtract_v1"(%92, %20) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %96 = "vhlo.select_v1"(%93, %94, %95) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %97 = "vhlo.add_v1"(%96, %20) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %98 = "vhlo.divide_v1"(%17, %97) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %99 = "vhlo.add_v1"(%20, %98) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %100 = "vhlo.add_v1"(%96, %15) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %101 = "vhlo.divide_v1"(%16, %100) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %102 = "vhlo.add_v1"(%99, %101) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %103 = "vhlo.add_v1"(%96, %39) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %104 = "vhlo.divide_v1"(%14, %103) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %105 = "vhlo.add_v1"(%102, %104) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %106 = "vhlo.add_v1"(%96, %12) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %107 = "vhlo.divide_v1"(%13, %106) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %108 = "vhlo.add_v1"(%105, %107) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %109 = "vhlo.add_v1"(%96, %41) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %110 = "vhlo.divide_v1"(%11, %109) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %111 = "vhlo.add_v1"(%108, %110) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %112 = "vhlo.add_v1"(%96, %9) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %113 = "vhlo.divide_v1"(%10, %112) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %114 = "vhlo.add_v1"(%111, %113) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %115 = "vhlo.add_v1"(%96, %7) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %116 = "vhlo.divide_v1"(%8, %115) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %117 = "vhlo.add_v1"(%114, %116) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %118 = "vhlo.add_v1"(%96, %5) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %119 = "vhlo.divide_v1"(%6, %118) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %120 = "vhlo.add_v1"(%117, %119) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %121 = "vhlo.add_v1"(%4, %96) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %122 = "vhlo.divide_v1"(%96, %4) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %123 = "vhlo.log_plus_one_v2"(%122) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %124 = "vhlo.add_v1"(%3, %123) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %125 = "vhlo.divide_v1"(%121, %124) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %126 = "vhlo.add_v1"(%96, %18) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %127 = "vhlo.subtract_v1"(%126, %125) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %128 = "vhlo.multiply_v1"(%127, %124) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %129 = "vhlo.log_v2"(%120) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %130 = "vhlo.add_v1"(%2, %128) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %131 = "vhlo.add_v1"(%130, %129) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %132 = "vhlo.abs_v1"(%92) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %133 = "vhlo.floor_v1"(%132) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %134 = "vhlo.subtract_v1"(%132, %133) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %135 = "vhlo.compare_v1"(%18, %134) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %136 = "vhlo.subtract_v1"(%20, %134) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %137 = "vhlo.select_v1"(%135, %136, %134) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %138 = "vhlo.multiply_v1"(%1, %137) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %139 = "vhlo.sine_v2"(%138) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %140 = "vhlo.log_v2"(%139) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %141 = "vhlo.subtract_v1"(%0, %140) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %142 = "vhlo.subtract_v1"(%141, %131) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %143 = "vhlo.is_finite_v1"(%140) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %144 = "vhlo.negate_v1"(%140) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %145 = "vhlo.select_v1"(%143, %142, %144) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %146 = "vhlo.select_v1"(%93, %145, %131) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %147 = "vhlo.abs_v1"(%92) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %148 = "vhlo.compare_v1"(%147, %19) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.bool_v1>
    %149 = "vhlo.select_v1"(%148, %19, %146) : (!vhlo.tensor_v1<5x!vhlo.bool_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %150 = "vhlo.multiply_v1"(%arg0, %arg0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %151 = "vhlo.multiply_v1"(%150, %arg0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %152 = "vhlo.broadcast_in_dim_v1"(%44) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %153 = "vhlo.multiply_v1"(%152, %151) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %154 = "vhlo.add_v1"(%arg0, %153) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %155 = "vhlo.broadcast_in_dim_v1"(%43) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %156 = "vhlo.multiply_v1"(%155, %154) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %157 = "vhlo.tanh_v2"(%156) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %158 = "vhlo.broadcast_in_dim_v1"(%45) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %159 = "vhlo.add_v1"(%158, %157) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %160 = "vhlo.broadcast_in_dim_v1"(%42) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %161 = "vhlo.multiply_v1"(%160, %159) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %162 = "vhlo.multiply_v1"(%arg0, %161) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    "vhlo.return_v1"(%47, %89, %149, %162) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[0]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[1]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[2]">}>, #vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result[3]">}>]>, sym_visibility = #vhlo.string_v1<"public">}
  vhlo.func_v1 @chlo.erf.impl(%arg0: !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<5x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %1 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-1.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %2 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.0142647391> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %3 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00737332925> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %4 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.00168282702> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %5 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.13374049E-4> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %6 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-1.45660715E-5> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %7 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-0.0160960332> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %8 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.954600e-03> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %9 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-7.34990637E-4> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %10 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-5.69250624E-5> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %11 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.10102394E-6> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %12 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<2.77068146E-8> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %13 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-2.72614237E-10> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %14 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<-4.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %15 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<4.000000e+00> : tensor<5xf32>>}> : () -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %16 = "vhlo.clamp_v1"(%14, %arg0, %15) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %17 = "vhlo.multiply_v1"(%16, %16) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %18 = "vhlo.multiply_v1"(%13, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %19 = "vhlo.add_v1"(%18, %12) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %20 = "vhlo.multiply_v1"(%19, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %21 = "vhlo.add_v1"(%20, %11) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %22 = "vhlo.multiply_v1"(%21, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %23 = "vhlo.add_v1"(%22, %10) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %24 = "vhlo.multiply_v1"(%23, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %25 = "vhlo.add_v1"(%24, %9) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %26 = "vhlo.multiply_v1"(%25, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %27 = "vhlo.add_v1"(%26, %8) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %28 = "vhlo.multiply_v1"(%27, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %29 = "vhlo.add_v1"(%28, %7) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %30 = "vhlo.multiply_v1"(%6, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %31 = "vhlo.add_v1"(%30, %5) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %32 = "vhlo.multiply_v1"(%31, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %33 = "vhlo.add_v1"(%32, %4) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %34 = "vhlo.multiply_v1"(%33, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %35 = "vhlo.add_v1"(%34, %3) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %36 = "vhlo.multiply_v1"(%35, %17) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %37 = "vhlo.add_v1"(%36, %2) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %38 = "vhlo.multiply_v1"(%16, %29) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %39 = "vhlo.divide_v1"(%38, %37) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    %40 = "vhlo.clamp_v1"(%1, %39, %0) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>, !vhlo.tensor_v1<5x!vhlo.f32_v1>) -> !vhlo.tensor_v1<5x!vhlo.f32_v1>
    "vhlo.return_v1"(%40) : (!vhlo.tensor_v1<5x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
}
