module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<16xf32>) -> (tensor<32xi8> {jax.result_info = "result[0]"}, tensor<32xui8> {jax.result_info = "result[1]"}, tensor<32xi16> {jax.result_info = "result[2]"}, tensor<32xui16> {jax.result_info = "result[3]"}, tensor<32xi32> {jax.result_info = "result[4]"}, tensor<32xui32> {jax.result_info = "result[5]"}, tensor<32xi1> {jax.result_info = "result[6]"}, tensor<32xf32> {jax.result_info = "result[7]"}, tensor<32xf32> {jax.result_info = "result[8]"}, tensor<16xi8> {jax.result_info = "result[9]"}, tensor<16xui8> {jax.result_info = "result[10]"}, tensor<16xi16> {jax.result_info = "result[11]"}, tensor<16xui16> {jax.result_info = "result[12]"}, tensor<16xi32> {jax.result_info = "result[13]"}, tensor<16xui32> {jax.result_info = "result[14]"}, tensor<16xi1> {jax.result_info = "result[15]"}, tensor<16xf32> {jax.result_info = "result[16]"}, tensor<16xf32> {jax.result_info = "result[17]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x8xf32>) -> tensor<32xf32>
    %1 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xi8>
    %2 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xui8>
    %3 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xi16>
    %4 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xui16>
    %5 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xi32>
    %6 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.compare NE, %0, %7, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %9 = stablehlo.convert %8 : tensor<32xi1>
    %10 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xf16>
    %11 = stablehlo.convert %10 : (tensor<32xf16>) -> tensor<32xf32>
    %12 = stablehlo.convert %0 : (tensor<32xf32>) -> tensor<32xbf16>
    %13 = stablehlo.convert %12 : (tensor<32xbf16>) -> tensor<32xf32>
    %14 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xi8>
    %15 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xui8>
    %16 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xi16>
    %17 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xui16>
    %18 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xi32>
    %19 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xui32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.compare NE, %arg1, %20, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %22 = stablehlo.convert %21 : tensor<16xi1>
    %23 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xf16>
    %24 = stablehlo.convert %23 : (tensor<16xf16>) -> tensor<16xf32>
    %25 = stablehlo.convert %arg1 : (tensor<16xf32>) -> tensor<16xbf16>
    %26 = stablehlo.convert %25 : (tensor<16xbf16>) -> tensor<16xf32>
    return %1, %2, %3, %4, %5, %6, %9, %11, %13, %14, %15, %16, %17, %18, %19, %22, %24, %26 : tensor<32xi8>, tensor<32xui8>, tensor<32xi16>, tensor<32xui16>, tensor<32xi32>, tensor<32xui32>, tensor<32xi1>, tensor<32xf32>, tensor<32xf32>, tensor<16xi8>, tensor<16xui8>, tensor<16xi16>, tensor<16xui16>, tensor<16xi32>, tensor<16xui32>, tensor<16xi1>, tensor<16xf32>, tensor<16xf32>
  }
}
