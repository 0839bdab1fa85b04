module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f32_comparator_6(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator_5(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_lt_f32_comparator_4(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator_3(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator_2(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_lt_f32_comparator_1(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator_0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_bf16_comparator(%arg0: tensor<bf16>, %arg1: tensor<bf16>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<4x100xf32>, %arg1: tensor<3x64xbf16>, %arg2: tensor<5x20xf32>, %arg3: tensor<6x3xf32>, %arg4: tensor<2x7x3xf32>, %arg5: tensor<50xf32>) -> (tensor<4x5xf32> {jax.result_info = "result[0][0]"}, tensor<4x5xi32> {jax.result_info = "result[0][1]"}, tensor<4x3xf32> {jax.result_info = "result[1][0]"}, tensor<4x3xi32> {jax.result_info = "result[1][1]"}, tensor<3x4xbf16> {jax.result_info = "result[2][0]"}, tensor<3x4xi32> {jax.result_info = "result[2][1]"}, tensor<5x1xf32> {jax.result_info = "result[3][0]"}, tensor<5x1xi32> {jax.result_info = "result[3][1]"}, tensor<5x1xf32> {jax.result_info = "result[4][0]"}, tensor<5x1xi32> {jax.result_info = "result[4][1]"}, tensor<1x20xf32> {jax.result_info = "result[5][0]"}, tensor<1x20xi32> {jax.result_info = "result[5][1]"}, tensor<6x3xf32> {jax.result_info = "result[6][0]"}, tensor<6x3xi32> {jax.result_info = "result[6][1]"}, tensor<6x3xf32> {jax.result_info = "result[7][0]"}, tensor<6x3xi32> {jax.result_info = "result[7][1]"}, tensor<2x2x3xf32> {jax.result_info = "result[8][0]"}, tensor<2x2x3xi32> {jax.result_info = "result[8][1]"}, tensor<3xf32> {jax.result_info = "result[9][0]"}, tensor<3xi32> {jax.result_info = "result[9][1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<4x100xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%arg0, %0, %cst, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
    %2 = stablehlo.iota dim = 1 : tensor<4x100xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3:2 = stablehlo.custom_call @ApproxTopK(%arg0, %2, %cst_1, %c_0) {backend_config = "", called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.899999976 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %4 = stablehlo.iota dim = 1 : tensor<3x64xi32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %5:2 = stablehlo.custom_call @ApproxTopK(%arg1, %4, %cst_3, %c_2) {backend_config = "", called_computations = [@top_k_gt_bf16_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 4 : i64}} : (tensor<3x64xbf16>, tensor<3x64xi32>, tensor<bf16>, tensor<i32>) -> (tensor<3x4xbf16>, tensor<3x4xi32>)
    %6 = stablehlo.iota dim = 1 : tensor<5x20xi32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7:2 = stablehlo.custom_call @ApproxTopK(%arg2, %6, %cst_5, %c_4) {backend_config = "", called_computations = [@top_k_gt_f32_comparator_0], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 1 : i64}} : (tensor<5x20xf32>, tensor<5x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<5x1xf32>, tensor<5x1xi32>)
    %8 = stablehlo.iota dim = 1 : tensor<5x20xi32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %9:2 = stablehlo.custom_call @ApproxTopK(%arg2, %8, %cst_7, %c_6) {backend_config = "", called_computations = [@top_k_lt_f32_comparator_1], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 1 : i64}} : (tensor<5x20xf32>, tensor<5x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<5x1xf32>, tensor<5x1xi32>)
    %10 = stablehlo.iota dim = 0 : tensor<5x20xi32>
    %c_8 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11:2 = stablehlo.custom_call @ApproxTopK(%arg2, %10, %cst_9, %c_8) {backend_config = "", called_computations = [@top_k_gt_f32_comparator_2], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 1 : i64}} : (tensor<5x20xf32>, tensor<5x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x20xf32>, tensor<1x20xi32>)
    %12 = stablehlo.iota dim = 0 : tensor<6x3xi32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13:2 = stablehlo.custom_call @ApproxTopK(%arg3, %12, %cst_11, %c_10) {backend_config = "", called_computations = [@top_k_gt_f32_comparator_3], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 6 : i64}} : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
    %14 = stablehlo.iota dim = 0 : tensor<6x3xi32>
    %c_12 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_13 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %15:2 = stablehlo.custom_call @ApproxTopK(%arg3, %14, %cst_13, %c_12) {backend_config = "", called_computations = [@top_k_lt_f32_comparator_4], mhlo.backend_config = {aggregate_to_topk = false, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
    %16 = stablehlo.iota dim = 1 : tensor<2x7x3xi32>
    %c_14 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17:2 = stablehlo.custom_call @ApproxTopK(%arg4, %16, %cst_15, %c_14) {backend_config = "", called_computations = [@top_k_gt_f32_comparator_5], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x7x3xf32>, tensor<2x7x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xi32>)
    %18 = stablehlo.iota dim = 0 : tensor<50xi32>
    %c_16 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_17 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %19:2 = stablehlo.custom_call @ApproxTopK(%arg5, %18, %cst_17, %c_16) {backend_config = "", called_computations = [@top_k_lt_f32_comparator_6], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = 1000 : i64, top_k = 3 : i64}} : (tensor<50xf32>, tensor<50xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    return %1#0, %1#1, %3#0, %3#1, %5#0, %5#1, %7#0, %7#1, %9#0, %9#1, %11#0, %11#1, %13#0, %13#1, %15#0, %15#1, %17#0, %17#1, %19#0, %19#1 : tensor<4x5xf32>, tensor<4x5xi32>, tensor<4x3xf32>, tensor<4x3xi32>, tensor<3x4xbf16>, tensor<3x4xi32>, tensor<5x1xf32>, tensor<5x1xi32>, tensor<5x1xf32>, tensor<5x1xi32>, tensor<1x20xf32>, tensor<1x20xi32>, tensor<6x3xf32>, tensor<6x3xi32>, tensor<6x3xf32>, tensor<6x3xi32>, tensor<2x2x3xf32>, tensor<2x2x3xi32>, tensor<3xf32>, tensor<3xi32>
  }
}
