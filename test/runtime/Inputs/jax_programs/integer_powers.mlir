module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<12xf32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xi32> {jax.result_info = "result[6]"}, tensor<12xi8> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.abs %arg1 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.compare EQ, %arg0, %1, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.compare NE, %0, %3, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %5 = stablehlo.and %2, %4 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %6 = call @_where(%5, %c_1, %c_2) : (tensor<12xi1>, tensor<i32>, tensor<i32>) -> tensor<12xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.and %0, %7 : tensor<12xi32>
    %9 = stablehlo.multiply %6, %arg0 : tensor<12xi32>
    %10 = call @_where_0(%8, %9, %6) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %11 = stablehlo.multiply %arg0, %arg0 : tensor<12xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %13 = stablehlo.shift_right_logical %0, %12 : tensor<12xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.and %13, %14 : tensor<12xi32>
    %16 = stablehlo.multiply %10, %11 : tensor<12xi32>
    %17 = call @_where_0(%15, %16, %10) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %18 = stablehlo.multiply %11, %11 : tensor<12xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %20 = stablehlo.shift_right_logical %13, %19 : tensor<12xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %22 = stablehlo.and %20, %21 : tensor<12xi32>
    %23 = stablehlo.multiply %17, %18 : tensor<12xi32>
    %24 = call @_where_0(%22, %23, %17) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %25 = stablehlo.multiply %18, %18 : tensor<12xi32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %27 = stablehlo.shift_right_logical %20, %26 : tensor<12xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %29 = stablehlo.and %27, %28 : tensor<12xi32>
    %30 = stablehlo.multiply %24, %25 : tensor<12xi32>
    %31 = call @_where_0(%29, %30, %24) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %32 = stablehlo.multiply %25, %25 : tensor<12xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %34 = stablehlo.shift_right_logical %27, %33 : tensor<12xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %36 = stablehlo.and %34, %35 : tensor<12xi32>
    %37 = stablehlo.multiply %31, %32 : tensor<12xi32>
    %38 = call @_where_0(%36, %37, %31) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %39 = stablehlo.multiply %32, %32 : tensor<12xi32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %41 = stablehlo.shift_right_logical %34, %40 : tensor<12xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %43 = stablehlo.and %41, %42 : tensor<12xi32>
    %44 = stablehlo.multiply %38, %39 : tensor<12xi32>
    %45 = call @_where_0(%43, %44, %38) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %46 = stablehlo.multiply %arg0, %arg0 : tensor<12xi32>
    %47 = stablehlo.multiply %46, %arg0 : tensor<12xi32>
    %48 = stablehlo.multiply %arg2, %arg2 : tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %50 = stablehlo.divide %49, %48 : tensor<12xf32>
    %51 = stablehlo.multiply %arg2, %arg2 : tensor<12xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<12xf32>
    %53 = stablehlo.multiply %arg2, %52 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %55 = stablehlo.convert %arg1 : (tensor<12xi32>) -> tensor<12xf32>
    %56 = stablehlo.power %arg2, %55 : tensor<12xf32>
    %57 = stablehlo.multiply %arg0, %arg0 : tensor<12xi32>
    %58 = stablehlo.multiply %arg0, %57 : tensor<12xi32>
    %59 = stablehlo.multiply %57, %57 : tensor<12xi32>
    %60 = stablehlo.multiply %58, %59 : tensor<12xi32>
    %61 = stablehlo.multiply %59, %59 : tensor<12xi32>
    %62 = stablehlo.multiply %60, %61 : tensor<12xi32>
    %63 = stablehlo.multiply %61, %61 : tensor<12xi32>
    %64 = stablehlo.multiply %62, %63 : tensor<12xi32>
    %65 = stablehlo.convert %arg0 : (tensor<12xi32>) -> tensor<12xi8>
    %66 = stablehlo.abs %arg1 : tensor<12xi32>
    %67 = stablehlo.convert %66 : (tensor<12xi32>) -> tensor<12xi8>
    %c_15 = stablehlo.constant dense<0> : tensor<i8>
    %68 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %69 = stablehlo.compare EQ, %65, %68, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %c_16 = stablehlo.constant dense<0> : tensor<i8>
    %70 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %71 = stablehlo.compare NE, %67, %70, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %72 = stablehlo.and %69, %71 : tensor<12xi1>
    %c_17 = stablehlo.constant dense<0> : tensor<i8>
    %c_18 = stablehlo.constant dense<1> : tensor<i8>
    %73 = call @_where_1(%72, %c_17, %c_18) : (tensor<12xi1>, tensor<i8>, tensor<i8>) -> tensor<12xi8>
    %c_19 = stablehlo.constant dense<1> : tensor<i8>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %75 = stablehlo.and %67, %74 : tensor<12xi8>
    %76 = stablehlo.multiply %73, %65 : tensor<12xi8>
    %77 = call @_where_2(%75, %76, %73) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %78 = stablehlo.multiply %65, %65 : tensor<12xi8>
    %c_20 = stablehlo.constant dense<1> : tensor<i8>
    %79 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %80 = stablehlo.shift_right_logical %67, %79 : tensor<12xi8>
    %c_21 = stablehlo.constant dense<1> : tensor<i8>
    %81 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %82 = stablehlo.and %80, %81 : tensor<12xi8>
    %83 = stablehlo.multiply %77, %78 : tensor<12xi8>
    %84 = call @_where_2(%82, %83, %77) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %85 = stablehlo.multiply %78, %78 : tensor<12xi8>
    %c_22 = stablehlo.constant dense<1> : tensor<i8>
    %86 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %87 = stablehlo.shift_right_logical %80, %86 : tensor<12xi8>
    %c_23 = stablehlo.constant dense<1> : tensor<i8>
    %88 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %89 = stablehlo.and %87, %88 : tensor<12xi8>
    %90 = stablehlo.multiply %84, %85 : tensor<12xi8>
    %91 = call @_where_2(%89, %90, %84) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %92 = stablehlo.multiply %85, %85 : tensor<12xi8>
    %c_24 = stablehlo.constant dense<1> : tensor<i8>
    %93 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %94 = stablehlo.shift_right_logical %87, %93 : tensor<12xi8>
    %c_25 = stablehlo.constant dense<1> : tensor<i8>
    %95 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %96 = stablehlo.and %94, %95 : tensor<12xi8>
    %97 = stablehlo.multiply %91, %92 : tensor<12xi8>
    %98 = call @_where_2(%96, %97, %91) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %99 = stablehlo.multiply %92, %92 : tensor<12xi8>
    %c_26 = stablehlo.constant dense<1> : tensor<i8>
    %100 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %101 = stablehlo.shift_right_logical %94, %100 : tensor<12xi8>
    %c_27 = stablehlo.constant dense<1> : tensor<i8>
    %102 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %103 = stablehlo.and %101, %102 : tensor<12xi8>
    %104 = stablehlo.multiply %98, %99 : tensor<12xi8>
    %105 = call @_where_2(%103, %104, %98) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %106 = stablehlo.multiply %99, %99 : tensor<12xi8>
    %c_28 = stablehlo.constant dense<1> : tensor<i8>
    %107 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %108 = stablehlo.shift_right_logical %101, %107 : tensor<12xi8>
    %c_29 = stablehlo.constant dense<1> : tensor<i8>
    %109 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %110 = stablehlo.and %108, %109 : tensor<12xi8>
    %111 = stablehlo.multiply %105, %106 : tensor<12xi8>
    %112 = call @_where_2(%110, %111, %105) : (tensor<12xi8>, tensor<12xi8>, tensor<12xi8>) -> tensor<12xi8>
    %113 = stablehlo.convert %arg1 : (tensor<12xi32>) -> tensor<12xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %115 = stablehlo.divide %113, %114 : tensor<12xf32>
    %116 = stablehlo.power %arg2, %115 : tensor<12xf32>
    return %45, %47, %50, %53, %54, %56, %64, %112, %116 : tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi8>, tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_where_0(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @_where_1(%arg0: tensor<12xi1>, %arg1: tensor<i8>, %arg2: tensor<i8>) -> tensor<12xi8> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<12xi1>, tensor<12xi8>
    return %2 : tensor<12xi8>
  }
  func.func private @_where_2(%arg0: tensor<12xi8>, %arg1: tensor<12xi8>, %arg2: tensor<12xi8>) -> tensor<12xi8> {
    %c = stablehlo.constant dense<0> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<12xi8>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<12xi8>, tensor<12xi8>) -> tensor<12xi1>
    %2 = stablehlo.select %1, %arg1, %arg2 : tensor<12xi1>, tensor<12xi8>
    return %2 : tensor<12xi8>
  }
}
