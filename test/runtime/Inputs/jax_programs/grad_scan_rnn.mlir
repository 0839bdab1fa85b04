module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x2x3xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<2x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<4x4xf32> {jax.result_info = "result[1]"}, tensor<2x4xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:9 = stablehlo.while(%iterArg = %arg0, %iterArg_9 = %arg1, %iterArg_10 = %arg2, %iterArg_11 = %c, %iterArg_12 = %arg3, %iterArg_13 = %0, %iterArg_14 = %1, %iterArg_15 = %2, %iterArg_16 = %3) : tensor<6x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>
    cond {
      %c_17 = stablehlo.constant dense<6> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_11, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_11) : (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %14:5 = func.call @closed_call(%iterArg_9, %iterArg_10, %iterArg_12, %13) : (tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      %15 = func.call @dynamic_update_index_in_dim(%iterArg_13, %14#1, %iterArg_11) : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_14, %14#2, %iterArg_11) : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_15, %14#3, %iterArg_11) : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %18 = func.call @dynamic_update_index_in_dim(%iterArg_16, %14#4, %iterArg_11) : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg_11, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %19, %14#0, %15, %16, %17, %18 : tensor<6x2x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>
    }
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %6 = stablehlo.multiply %5, %4#5 : tensor<6x2x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<6x2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %12:10 = stablehlo.while(%iterArg = %8, %iterArg_9 = %arg0, %iterArg_10 = %4#6, %iterArg_11 = %4#7, %iterArg_12 = %4#8, %iterArg_13 = %arg2, %iterArg_14 = %c_8, %iterArg_15 = %10, %iterArg_16 = %11, %iterArg_17 = %9) : tensor<6x2x4xf32>, tensor<6x2x3xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
    cond {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_14, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %13 = stablehlo.subtract %c_18, %iterArg_14 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.subtract %13, %c_19 : tensor<i32>
      %15 = func.call @dynamic_index_in_dim_0(%iterArg, %14) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %16 = func.call @dynamic_index_in_dim(%iterArg_9, %14) : (tensor<6x2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
      %17 = func.call @dynamic_index_in_dim_0(%iterArg_10, %14) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %18 = func.call @dynamic_index_in_dim_0(%iterArg_11, %14) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %19 = func.call @dynamic_index_in_dim_0(%iterArg_12, %14) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %20:3 = func.call @closed_call_1(%iterArg_13, %iterArg_15, %iterArg_16, %iterArg_17, %15, %16, %17, %18, %19) : (tensor<4x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x3xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.add %iterArg_14, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %21, %20#0, %20#1, %20#2 : tensor<6x2x4xf32>, tensor<6x2x3xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<6x2x4xf32>, tensor<4x4xf32>, tensor<i32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
    }
    return %12#7, %12#8, %12#9 : tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x2x3xf32>, %arg1: tensor<i32>) -> tensor<2x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 3] : (tensor<6x2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<3x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<2x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %3 = stablehlo.tanh %2 : tensor<2x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.subtract %4, %3 : tensor<2x4xf32>
    return %3, %3, %arg2, %3, %5 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>) -> tensor<6x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x4xf32>
    return %1 : tensor<6x2x4xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<6x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<4x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x3xf32>, %arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>, %arg8: tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.add %arg3, %arg4 : tensor<2x4xf32>
    %1 = stablehlo.multiply %0, %arg8 : tensor<2x4xf32>
    %2 = stablehlo.multiply %1, %arg7 : tensor<2x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x4xf32>
    %4 = stablehlo.dot_general %3, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.add %arg2, %5 : tensor<4x4xf32>
    %7 = stablehlo.dot_general %3, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.dot_general %3, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.add %arg1, %9 : tensor<3x4xf32>
    return %10, %6, %7 : tensor<3x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>
  }
}
