module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3xf32>, %arg1: tensor<8xi32>, %arg2: tensor<3xf32>) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %c_0, %iterArg_3 = %arg2, %iterArg_4 = %0) : tensor<8x3xf32>, tensor<8xi32>, tensor<i32>, tensor<3xf32>, tensor<8xi32>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<8x3xf32>, tensor<i32>) -> tensor<3xf32>
      %3 = func.call @dynamic_index_in_dim_0(%iterArg_1, %iterArg_2) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
      %4:2 = func.call @closed_call(%iterArg_3, %2, %3) : (tensor<3xf32>, tensor<3xf32>, tensor<i32>) -> (tensor<3xf32>, tensor<i32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_4, %4#1, %iterArg_2) : (tensor<8xi32>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %6, %4#0, %5 : tensor<8x3xf32>, tensor<8xi32>, tensor<i32>, tensor<3xf32>, tensor<8xi32>
    }
    return %1#3, %1#4 : tensor<3xf32>, tensor<8xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 3] : (tensor<8x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<8xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<i32>) -> (tensor<3xf32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg2, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %6 = stablehlo.add %arg0, %arg1 : tensor<3xf32>
      stablehlo.return %6 : tensor<3xf32>
    }, {
      %6 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
      stablehlo.return %6 : tensor<3xf32>
    }, {
      %6 = stablehlo.maximum %arg0, %arg1 : tensor<3xf32>
      stablehlo.return %6 : tensor<3xf32>
    }, {
      %6 = stablehlo.sine %arg0 : tensor<3xf32>
      stablehlo.return %6 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare GT, %2, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.convert %3 : (tensor<i1>) -> tensor<i32>
    %5:2 = "stablehlo.case"(%4) ({
      %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %7 = stablehlo.multiply %1, %6 : tensor<3xf32>
      %c_3 = stablehlo.constant dense<-1> : tensor<i32>
      stablehlo.return %c_3, %7 : tensor<i32>, tensor<3xf32>
    }, {
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %7 = stablehlo.divide %1, %6 : tensor<3xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %c_3, %7 : tensor<i32>, tensor<3xf32>
    }) : (tensor<i32>) -> (tensor<i32>, tensor<3xf32>)
    return %5#1, %5#0 : tensor<3xf32>, tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<8xi32>, tensor<1xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
}
