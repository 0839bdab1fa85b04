module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xi8>, %arg1: tensor<8xi8>, %arg2: tensor<8xui16>, %arg3: tensor<8xi16>, %arg4: tensor<8xi64>, %arg5: tensor<8xi64>, %arg6: tensor<8xui64>) -> (tensor<8xi8> {jax.result_info = "result[0]"}, tensor<8xi8> {jax.result_info = "result[1]"}, tensor<8xi8> {jax.result_info = "result[2]"}, tensor<8xui16> {jax.result_info = "result[3]"}, tensor<8xui16> {jax.result_info = "result[4]"}, tensor<8xui16> {jax.result_info = "result[5]"}, tensor<8xi64> {jax.result_info = "result[6]"}, tensor<8xi64> {jax.result_info = "result[7]"}, tensor<8xi64> {jax.result_info = "result[8]"}, tensor<8xui64> {jax.result_info = "result[9]"}, tensor<8xui64> {jax.result_info = "result[10]"}, tensor<8xui64> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.convert %arg3 : (tensor<8xi16>) -> tensor<8xui16>
    %1 = stablehlo.convert %arg5 : (tensor<8xi64>) -> tensor<8xui64>
    %2 = stablehlo.shift_left %arg0, %arg1 : tensor<8xi8>
    %3 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<8xi8>
    %4 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<8xi8>
    %5 = stablehlo.shift_left %arg2, %0 : tensor<8xui16>
    %6 = stablehlo.shift_right_logical %arg2, %0 : tensor<8xui16>
    %7 = stablehlo.shift_right_arithmetic %arg2, %0 : tensor<8xui16>
    %8 = stablehlo.shift_left %arg4, %arg5 : tensor<8xi64>
    %9 = stablehlo.shift_right_logical %arg4, %arg5 : tensor<8xi64>
    %10 = stablehlo.shift_right_arithmetic %arg4, %arg5 : tensor<8xi64>
    %11 = stablehlo.shift_left %arg6, %1 : tensor<8xui64>
    %12 = stablehlo.shift_right_logical %arg6, %1 : tensor<8xui64>
    %13 = stablehlo.shift_right_arithmetic %arg6, %1 : tensor<8xui64>
    return %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xui16>, tensor<8xui16>, tensor<8xui16>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xui64>, tensor<8xui64>, tensor<8xui64>
  }
}
