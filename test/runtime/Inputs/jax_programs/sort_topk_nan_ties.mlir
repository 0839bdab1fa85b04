module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xi32>, %arg2: tensor<2x6xui32>) -> (tensor<2x6xf32> {jax.result_info = "result[0]"}, tensor<2x6xi32> {jax.result_info = "result[1]"}, tensor<2x6xi32> {jax.result_info = "result[2]"}, tensor<2x4xf32> {jax.result_info = "result[3]"}, tensor<2x4xi32> {jax.result_info = "result[4]"}, tensor<2x6xi32> {jax.result_info = "result[5]"}, tensor<2x6xf32> {jax.result_info = "result[6]"}, tensor<2x6xui32> {jax.result_info = "result[7]"}, tensor<2x6xui32> {jax.result_info = "result[8]"}, tensor<2x6xi32> {jax.result_info = "result[9]"}, tensor<2x3xui32> {jax.result_info = "result[10][0]"}, tensor<2x3xi32> {jax.result_info = "result[10][1]"}, tensor<2x3xi32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 4) : tensor<2x6xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
    %0:3 = "stablehlo.sort"(%arg1, %arg0, %arg2) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %arg5, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_4, %arg5 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_5, %11 : tensor<i1>, tensor<f32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.compare EQ, %arg6, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %arg6 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg6, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.select %16, %cst_8, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.compare LT, %13, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %20 = stablehlo.compare EQ, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %21 = stablehlo.and %20, %18 : tensor<i1>
      %22 = stablehlo.or %19, %21 : tensor<i1>
      stablehlo.return %22 : tensor<i1>
    }) : (tensor<2x6xi32>, tensor<2x6xf32>, tensor<2x6xui32>) -> (tensor<2x6xi32>, tensor<2x6xf32>, tensor<2x6xui32>)
    %1 = call @sort(%arg0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
    %2 = call @argsort(%arg0) : (tensor<2x6xf32>) -> tensor<2x6xi32>
    %3 = call @argsort_0(%arg0) : (tensor<2x6xf32>) -> tensor<2x6xi32>
    %4 = call @sort_1(%arg2) : (tensor<2x6xui32>) -> tensor<2x6xui32>
    %5 = call @argsort_2(%arg2) : (tensor<2x6xui32>) -> tensor<2x6xi32>
    %values_0, %indices_1 = chlo.top_k(%arg2, k = 3) : tensor<2x6xui32> -> (tensor<2x3xui32>, tensor<2x3xi32>)
    %values_2, %indices_3 = chlo.top_k(%arg1, k = 3) : tensor<2x6xi32> -> (tensor<2x3xi32>, tensor<2x3xi32>)
    %6 = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<12xf32>
    %7 = stablehlo.convert %6 : (tensor<12xf32>) -> tensor<12xbf16>
    %8 = call @sort_3(%7) : (tensor<12xbf16>) -> tensor<12xbf16>
    %9 = stablehlo.convert %8 : (tensor<12xbf16>) -> tensor<12xf32>
    return %1, %2, %3, %values, %indices, %0#0, %0#1, %0#2, %4, %5, %values_0, %indices_1, %indices_3, %9 : tensor<2x6xf32>, tensor<2x6xi32>, tensor<2x6xi32>, tensor<2x4xf32>, tensor<2x4xi32>, tensor<2x6xi32>, tensor<2x6xf32>, tensor<2x6xui32>, tensor<2x6xui32>, tensor<2x6xi32>, tensor<2x3xui32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<12xf32>
  }
  func.func private @sort(%arg0: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<2x6xf32>) -> tensor<2x6xf32>
    return %0 : tensor<2x6xf32>
  }
  func.func private @argsort(%arg0: tensor<2x6xf32>) -> tensor<2x6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<2x6xf32>, tensor<2x6xi32>)
    return %1#1 : tensor<2x6xi32>
  }
  func.func private @argsort_0(%arg0: tensor<2x6xf32>) -> tensor<2x6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x6xi32>
    %1 = stablehlo.reverse %arg0, dims = [1] : tensor<2x6xf32>
    %2 = stablehlo.reverse %0, dims = [1] : tensor<2x6xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_1, %6 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %9 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.select %9, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %12 = stablehlo.select %11, %cst_4, %10 : tensor<i1>, tensor<f32>
      %13 = stablehlo.compare LT, %8, %12, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    }) : (tensor<2x6xf32>, tensor<2x6xi32>) -> (tensor<2x6xf32>, tensor<2x6xi32>)
    %4 = stablehlo.reverse %3#1, dims = [1] : tensor<2x6xi32>
    return %4 : tensor<2x6xi32>
  }
  func.func private @sort_1(%arg0: tensor<2x6xui32>) -> tensor<2x6xui32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2x6xui32>) -> tensor<2x6xui32>
    return %0 : tensor<2x6xui32>
  }
  func.func private @argsort_2(%arg0: tensor<2x6xui32>) -> tensor<2x6xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x6xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<ui32>, %arg2: tensor<ui32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<2x6xui32>, tensor<2x6xi32>) -> (tensor<2x6xui32>, tensor<2x6xi32>)
    return %1#1 : tensor<2x6xi32>
  }
  func.func private @sort_3(%arg0: tensor<12xbf16>) -> tensor<12xbf16> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<bf16>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<bf16>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<bf16>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<bf16>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<12xbf16>) -> tensor<12xbf16>
    return %0 : tensor<12xbf16>
  }
}
