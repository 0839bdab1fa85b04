module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<6x4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<i32>) -> (tensor<4x4xf32> {jax.result_info = "result[0][0]"}, tensor<4xf32> {jax.result_info = "result[0][1]"}, tensor<4x4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<4x4xf32> {jax.result_info = "result[2][0]"}, tensor<4xf32> {jax.result_info = "result[2][1]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:11 = stablehlo.while(%iterArg = %arg4, %iterArg_4 = %arg2, %iterArg_5 = %arg3, %iterArg_6 = %c_1, %iterArg_7 = %c, %iterArg_8 = %arg0, %iterArg_9 = %arg1, %iterArg_10 = %0, %iterArg_11 = %1, %iterArg_12 = %0, %iterArg_13 = %1) : tensor<i32>, tensor<6x4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>
    cond {
      %c_14 = stablehlo.constant dense<10> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_6, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14:7 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_5, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13) : (tensor<i32>, tensor<6x4xf32>, tensor<4xf32>, tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_6, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %15, %14#0, %14#1, %14#2, %14#3, %14#4, %14#5, %14#6 : tensor<i32>, tensor<6x4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>
    }
    %3 = stablehlo.dot_general %arg2, %2#5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %4 = stablehlo.tanh %3 : tensor<6x4xf32>
    %5 = stablehlo.broadcast_in_dim %2#6, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %7 = stablehlo.add %4, %6 : tensor<6x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<6x4xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<6x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_3 : tensor<f32>
    return %2#5, %2#6, %2#7, %2#8, %2#9, %2#10, %13 : tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<6x4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<i32>, %arg4: tensor<4x4xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4x4xf32>, %arg7: tensor<4xf32>, %arg8: tensor<4x4xf32>, %arg9: tensor<4xf32>) -> (tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.convert %arg3 : tensor<i32>
    %2 = stablehlo.add %arg0, %1 : tensor<i32>
    %3 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<4x4xf32>) -> tensor<6x4xf32>
    %4 = stablehlo.tanh %3 : tensor<6x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<6x4xf32>
    %7 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %9 = stablehlo.add %4, %8 : tensor<6x4xf32>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %12 = stablehlo.subtract %9, %11 : tensor<6x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<6x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %15 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.reshape %18 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.multiply %17, %6 : tensor<6x4xf32>
    %22 = stablehlo.multiply %21, %4 : tensor<6x4xf32>
    %23 = stablehlo.add %21, %22 : tensor<6x4xf32>
    %24 = stablehlo.dot_general %23, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<4x4xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.add %cst_6, %27 : tensor<f32>
    %29 = stablehlo.multiply %20, %20 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.add %28, %30 : tensor<f32>
    %32 = stablehlo.sqrt %31 : tensor<f32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.add %32, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.divide %cst_9, %33 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.minimum %cst_10, %34 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %37 = stablehlo.multiply %25, %36 : tensor<4x4xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.add %32, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.divide %cst_12, %38 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.minimum %cst_13, %39 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.multiply %20, %41 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %44 = stablehlo.multiply %43, %arg6 : tensor<4x4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %46 = stablehlo.multiply %45, %37 : tensor<4x4xf32>
    %47 = stablehlo.add %44, %46 : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.multiply %48, %arg7 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.multiply %50, %42 : tensor<4xf32>
    %52 = stablehlo.add %49, %51 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %54 = stablehlo.multiply %53, %arg8 : tensor<4x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %56 = stablehlo.multiply %55, %37 : tensor<4x4xf32>
    %57 = stablehlo.multiply %56, %37 : tensor<4x4xf32>
    %58 = stablehlo.add %54, %57 : tensor<4x4xf32>
    %cst_20 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.multiply %59, %arg9 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.multiply %61, %42 : tensor<4xf32>
    %63 = stablehlo.multiply %62, %42 : tensor<4xf32>
    %64 = stablehlo.add %60, %63 : tensor<4xf32>
    %65 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.add %65, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.power %cst_23, %66 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.subtract %cst_24, %67 : tensor<f32>
    %69 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.add %69, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.power %cst_26, %70 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.subtract %cst_27, %71 : tensor<f32>
    %73 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.add %73, %cst_28 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %75 = stablehlo.divide %74, %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.minimum %cst_30, %75 : tensor<f32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %77 = stablehlo.multiply %cst_31, %76 : tensor<f32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %78 = stablehlo.multiply %77, %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %79 = stablehlo.minimum %73, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %80 = stablehlo.multiply %cst_34, %79 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %81 = stablehlo.divide %80, %cst_35 : tensor<f32>
    %82 = stablehlo.cosine %81 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.add %cst_36, %82 : tensor<f32>
    %84 = stablehlo.multiply %78, %83 : tensor<f32>
    %85 = stablehlo.convert %68 : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %87 = stablehlo.divide %47, %86 : tensor<4x4xf32>
    %88 = stablehlo.convert %72 : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %90 = stablehlo.divide %58, %89 : tensor<4x4xf32>
    %91 = stablehlo.sqrt %90 : tensor<4x4xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %93 = stablehlo.add %91, %92 : tensor<4x4xf32>
    %94 = stablehlo.divide %87, %93 : tensor<4x4xf32>
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %96 = stablehlo.multiply %95, %arg4 : tensor<4x4xf32>
    %97 = stablehlo.add %94, %96 : tensor<4x4xf32>
    %98 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<4x4xf32>
    %100 = stablehlo.subtract %arg4, %99 : tensor<4x4xf32>
    %101 = stablehlo.convert %2 : (tensor<i32>) -> tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.add %101, %cst_39 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %103 = stablehlo.divide %102, %cst_40 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.minimum %cst_41, %103 : tensor<f32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %105 = stablehlo.multiply %cst_42, %104 : tensor<f32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %106 = stablehlo.multiply %105, %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %107 = stablehlo.minimum %101, %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %108 = stablehlo.multiply %cst_45, %107 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %109 = stablehlo.divide %108, %cst_46 : tensor<f32>
    %110 = stablehlo.cosine %109 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.add %cst_47, %110 : tensor<f32>
    %112 = stablehlo.multiply %106, %111 : tensor<f32>
    %113 = stablehlo.convert %68 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %115 = stablehlo.divide %52, %114 : tensor<4xf32>
    %116 = stablehlo.convert %72 : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %118 = stablehlo.divide %64, %117 : tensor<4xf32>
    %119 = stablehlo.sqrt %118 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %121 = stablehlo.add %119, %120 : tensor<4xf32>
    %122 = stablehlo.divide %115, %121 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.multiply %123, %arg5 : tensor<4xf32>
    %125 = stablehlo.add %122, %124 : tensor<4xf32>
    %126 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<4xf32>
    %128 = stablehlo.subtract %arg5, %127 : tensor<4xf32>
    return %0, %100, %128, %47, %52, %58, %64 : tensor<i32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>, tensor<4xf32>
  }
}
