module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<3x3xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %arg1, %iterArg_12 = %c, %iterArg_13 = %arg0, %iterArg_14 = %arg1) : tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %c_15 = stablehlo.constant dense<6> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_12, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25:2 = func.call @closed_call(%iterArg, %iterArg_11, %iterArg_13, %iterArg_14) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.add %iterArg_12, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %26, %25#0, %25#1 : tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>
    }
    %cst = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<3x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %4 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %6 = stablehlo.add %3, %5 : tensor<3x3xi32>
    %7 = stablehlo.compare EQ, %6, %4, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %8 = stablehlo.convert %7 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %10 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %12 = stablehlo.add %9, %11 : tensor<3x3xi32>
    %13 = stablehlo.compare EQ, %12, %10, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %14 = stablehlo.convert %13 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x3x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %17:7 = stablehlo.while(%iterArg = %2, %iterArg_11 = %c_5, %iterArg_12 = %c_2, %iterArg_13 = %8, %iterArg_14 = %14, %iterArg_15 = %15, %iterArg_16 = %16) : tensor<3x3xf32>, tensor<i32>, tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<10x3x3xf32>, tensor<10xf32>
    cond {
      %c_17 = stablehlo.constant dense<10> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_11, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25:5 = func.call @closed_call_0(%iterArg, %iterArg_12, %iterArg_13, %iterArg_14) : (tensor<3x3xf32>, tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>) -> (tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>)
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_15, %25#3, %iterArg_11) : (tensor<10x3x3xf32>, tensor<3x3xf32>, tensor<i32>) -> tensor<10x3x3xf32>
      %27 = func.call @dynamic_update_index_in_dim_1(%iterArg_16, %25#4, %iterArg_11) : (tensor<10xf32>, tensor<f32>, tensor<i32>) -> tensor<10xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_11, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %28, %25#0, %25#1, %25#2, %26, %27 : tensor<3x3xf32>, tensor<i32>, tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<10x3x3xf32>, tensor<10xf32>
    }
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %19 = stablehlo.multiply %18, %17#4 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:7 = stablehlo.while(%iterArg = %17#5, %iterArg_11 = %17#6, %iterArg_12 = %2, %iterArg_13 = %c_10, %iterArg_14 = %23, %iterArg_15 = %22, %iterArg_16 = %21) : tensor<10x3x3xf32>, tensor<10xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
    cond {
      %c_17 = stablehlo.constant dense<10> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_13, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %c_17 = stablehlo.constant dense<10> : tensor<i32>
      %25 = stablehlo.subtract %c_17, %iterArg_13 : tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.subtract %25, %c_18 : tensor<i32>
      %27 = func.call @dynamic_index_in_dim(%iterArg, %26) : (tensor<10x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %28 = func.call @dynamic_index_in_dim_2(%iterArg_11, %26) : (tensor<10xf32>, tensor<i32>) -> tensor<f32>
      %29:3 = func.call @closed_call_3(%iterArg_12, %iterArg_14, %iterArg_15, %iterArg_16, %27, %28) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>)
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %30 = stablehlo.add %iterArg_13, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %30, %29#0, %29#1, %29#2 : tensor<10x3x3xf32>, tensor<10xf32>, tensor<3x3xf32>, tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
    }
    return %0#3, %0#4, %24#4 : tensor<5xf32>, tensor<5xf32>, tensor<3x3xf32>
  }
  func.func private @closed_call(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    %0 = stablehlo.divide %arg0, %arg2 : tensor<5xf32>
    %1 = stablehlo.divide %arg1, %arg2 : tensor<5xf32>
    %2 = stablehlo.negate %arg3 : tensor<5xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<5xf32>
    %4 = stablehlo.multiply %arg2, %arg2 : tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.divide %5, %4 : tensor<5xf32>
    %7 = stablehlo.multiply %3, %6 : tensor<5xf32>
    %8 = stablehlo.add %1, %7 : tensor<5xf32>
    %9 = stablehlo.add %arg2, %0 : tensor<5xf32>
    %10 = stablehlo.add %arg3, %8 : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %14 = stablehlo.multiply %13, %10 : tensor<5xf32>
    return %12, %14 : tensor<5xf32>, tensor<5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3x3xf32>, %arg1: tensor<i32>, %arg2: tensor<3x3xf32>, %arg3: tensor<3x3xf32>) -> (tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %4 = stablehlo.divide %1, %3 : tensor<3x3xf32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x3xf32>
    return %0, %4, %5, %arg2, %2 : tensor<i32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<i32>) -> tensor<10x3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x3x3xf32>, tensor<1x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x3x3xf32>
    return %1 : tensor<10x3x3xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<10xf32>, tensor<1xf32>, tensor<i32>) -> tensor<10xf32>
    return %1 : tensor<10xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x3x3xf32>, %arg1: tensor<i32>) -> tensor<3x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 3] : (tensor<10x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    return %1 : tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<10xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<10xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_3(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>, %arg2: tensor<3x3xf32>, %arg3: tensor<3x3xf32>, %arg4: tensor<3x3xf32>, %arg5: tensor<f32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) {
    %0 = stablehlo.add %arg2, %arg3 : tensor<3x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3x3xf32>
    %3 = stablehlo.dot_general %2, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<3x3xf32>
    %6 = stablehlo.dot_general %2, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    return %5, %6, %arg3 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>
  }
}
