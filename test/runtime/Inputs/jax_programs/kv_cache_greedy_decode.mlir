module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x11xf32>, %arg5: tensor<i32>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6x8xf32> {jax.result_info = "result[1]"}, tensor<6x8xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3:11 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg2, %iterArg_4 = %arg3, %iterArg_5 = %arg1, %iterArg_6 = %arg4, %iterArg_7 = %c_2, %iterArg_8 = %c_1, %iterArg_9 = %0, %iterArg_10 = %1, %iterArg_11 = %arg5, %iterArg_12 = %2) : tensor<11x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x11xf32>, tensor<i32>, tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>
    cond {
      %c_13 = stablehlo.constant dense<6> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_7, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:5 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12) : (tensor<11x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x11xf32>, tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>) -> (tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>)
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_7, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %5, %4#0, %4#1, %4#2, %4#3, %4#4 : tensor<11x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x11xf32>, tensor<i32>, tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>
    }
    return %3#10, %3#7, %3#8 : tensor<6xi32>, tensor<6x8xf32>, tensor<6x8xf32>
  }
  func.func private @closed_call(%arg0: tensor<11x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x11xf32>, %arg5: tensor<i32>, %arg6: tensor<6x8xf32>, %arg7: tensor<6x8xf32>, %arg8: tensor<i32>, %arg9: tensor<6xi32>) -> (tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg5, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg8, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.add %arg8, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg8 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<8> : tensor<i32>
    %5 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.select %4, %5, %c_6 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %arg0, %3, %6, sizes = [1, 8] : (tensor<11x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x8xf32>) -> tensor<8xf32>
    %9 = stablehlo.dot_general %8, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %arg5, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.convert %arg5 : tensor<i32>
    %c_8 = stablehlo.constant dense<6> : tensor<i32>
    %13 = stablehlo.add %12, %c_8 : tensor<i32>
    %14 = stablehlo.select %11, %13, %arg5 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_update_slice %arg6, %10, %14, %c_9 : (tensor<6x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %16 = stablehlo.dot_general %8, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %arg5, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.convert %arg5 : tensor<i32>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %20 = stablehlo.add %19, %c_11 : tensor<i32>
    %21 = stablehlo.select %18, %20, %arg5 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.dynamic_update_slice %arg7, %17, %21, %c_12 : (tensor<6x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %23 = stablehlo.dot_general %8, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8xf32>
    %24 = stablehlo.dot_general %15, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x8xf32>, tensor<8xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %25 = stablehlo.sqrt %cst : tensor<f32>
    %26 = stablehlo.convert %25 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.divide %24, %27 : tensor<6xf32>
    %29 = stablehlo.iota dim = 0 : tensor<6xi32>
    %30 = stablehlo.convert %arg5 : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %32 = stablehlo.compare LE, %29, %31, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = call @_where(%32, %28, %cst_13) : (tensor<6xi1>, tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_14) applies stablehlo.maximum across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.maximum %cst_15, %34 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %38 = stablehlo.subtract %33, %37 : tensor<6xf32>
    %39 = stablehlo.exponential %38 : tensor<6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %43 = stablehlo.divide %39, %42 : tensor<6xf32>
    %44 = stablehlo.dot_general %43, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
    %45 = stablehlo.add %44, %8 : tensor<8xf32>
    %46 = stablehlo.dot_general %45, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8xf32>, tensor<8x11xf32>) -> tensor<11xf32>
    %47 = call @argmax(%46) : (tensor<11xf32>) -> tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %arg5, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<6> : tensor<i32>
    %49 = stablehlo.add %arg5, %c_18 : tensor<i32>
    %50 = stablehlo.select %48, %49, %arg5 : tensor<i1>, tensor<i32>
    %51 = stablehlo.convert %50 : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %53 = "stablehlo.scatter"(%arg9, %52, %47) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg10: tensor<i32>, %arg11: tensor<i32>):
      stablehlo.return %arg11 : tensor<i32>
    }) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    return %0, %15, %22, %47, %53 : tensor<i32>, tensor<6x8xf32>, tensor<6x8xf32>, tensor<i32>, tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xf32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<6xi1>, tensor<6xf32>
    return %2 : tensor<6xf32>
  }
  func.func private @argmax(%arg0: tensor<11xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<11xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<11xf32>, tensor<11xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
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
}
