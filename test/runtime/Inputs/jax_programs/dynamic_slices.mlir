module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2xi32>) -> (tensor<6x8xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<6x1xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    %2 = stablehlo.slice %arg2 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %3 = stablehlo.reshape %2 : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %5 = stablehlo.add %1, %c_0 : tensor<i32>
    %6 = stablehlo.select %4, %5, %1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %8 = stablehlo.add %3, %c_2 : tensor<i32>
    %9 = stablehlo.select %7, %8, %3 : tensor<i1>, tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %arg1, %6, %9 : (tensor<6x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x8xf32>
    %11 = stablehlo.slice %arg2 [1:2] : (tensor<2xi32>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %12, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %16 = stablehlo.add %12, %c_4 : tensor<i32>
    %17 = stablehlo.select %15, %16, %12 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %14, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %19 = stablehlo.add %14, %c_6 : tensor<i32>
    %20 = stablehlo.select %18, %19, %14 : tensor<i1>, tensor<i32>
    %21 = stablehlo.dynamic_slice %arg0, %17, %20, sizes = [3, 4] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x4xf32>
    %22 = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %24 = call @dynamic_index_in_dim(%arg0, %23) : (tensor<6x8xf32>, tensor<i32>) -> tensor<6x1xf32>
    return %10, %21, %24 : tensor<6x8xf32>, tensor<3x4xf32>, tensor<6x1xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x8xf32>, %arg1: tensor<i32>) -> tensor<6x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, sizes = [6, 1] : (tensor<6x8xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
    return %3 : tensor<6x1xf32>
  }
}
