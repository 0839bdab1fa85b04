// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Verifier checks of the linalg named ops no other negative test reaches:
// the body's argument count (upstream's parser), operand ranks against the
// indexing maps, static shapes against the loop ranges, window attributes.
// Upstream's parser reports a wrong count of body arguments where it stands
// after the op's types: at the next line's first token.

func.func @abs_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.abs ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @ceil_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.ceil ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @erf_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.erf ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @exp_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.exp ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @floor_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.floor ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @log_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.log ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @negf_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.negf ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @reciprocal_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.reciprocal ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @round_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.round ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @rsqrt_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.rsqrt ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @sqrt_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.sqrt ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @square_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.square ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @tanh_two_inputs(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0 = linalg.tanh ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @div_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.div ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @max_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.max ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @min_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.min ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @mul_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.mul ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @powf_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.powf ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @sub_one_input(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  %0 = linalg.sub ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @select_no_condition(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 4 args, got 3}}
  %0 = linalg.select ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @abs_shapes(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.abs' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.abs ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @vecmat_result_shape(%a: tensor<8xf32>, %b: tensor<8x4xf32>, %c: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.vecmat' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.vecmat ins(%a, %b : tensor<8xf32>, tensor<8x4xf32>) outs(%c : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @batch_matvec_result_shape(%a: tensor<2x4x8xf32>, %b: tensor<2x8xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  // expected-error@+1 {{'linalg.batch_matvec' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  %0 = linalg.batch_matvec ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @batch_vecmat_result_shape(%a: tensor<2x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  // expected-error@+1 {{'linalg.batch_vecmat' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  %0 = linalg.batch_vecmat ins(%a, %b : tensor<2x8xf32>, tensor<2x8x4xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @mmt4d_result_shape(%a: tensor<2x3x4x5xf32>, %b: tensor<6x3x7x5xf32>, %c: tensor<2x6x4x8xf32>) -> tensor<2x6x4x8xf32> {
  // expected-error@+1 {{'linalg.mmt4d' op inferred input/output operand #2 has shape's dimension #3 to be 7, but found 8}}
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%c : tensor<2x6x4x8xf32>) -> tensor<2x6x4x8xf32>
  func.return %0 : tensor<2x6x4x8xf32>
}

// -----

func.func @batch_mmt4d_result_shape(%a: tensor<9x2x3x4x5xf32>, %b: tensor<9x6x3x7x5xf32>, %c: tensor<9x2x6x4x8xf32>) -> tensor<9x2x6x4x8xf32> {
  // expected-error@+1 {{'linalg.batch_mmt4d' op inferred input/output operand #2 has shape's dimension #4 to be 7, but found 8}}
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<9x2x3x4x5xf32>, tensor<9x6x3x7x5xf32>) outs(%c : tensor<9x2x6x4x8xf32>) -> tensor<9x2x6x4x8xf32>
  func.return %0 : tensor<9x2x6x4x8xf32>
}

// -----

func.func @dot_operand_rank(%a: tensor<8xf32>, %b: tensor<8x1xf32>, %c: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'linalg.dot' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8x1xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @quantized_matmul_shapes(%a: tensor<4x8xi8>, %b: tensor<8x6xi8>, %za: i32, %zb: i32, %c: tensor<4x7xi32>) -> tensor<4x7xi32> {
  // expected-error@+1 {{'linalg.quantized_matmul' op inferred input/output operand #4 has shape's dimension #1 to be 6, but found 7}}
  %0 = linalg.quantized_matmul ins(%a, %b, %za, %zb : tensor<4x8xi8>, tensor<8x6xi8>, i32, i32) outs(%c : tensor<4x7xi32>) -> tensor<4x7xi32>
  func.return %0 : tensor<4x7xi32>
}

// -----

func.func @conv_1d_ncw_fcw_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_1d_ncw_fcw' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.conv_1d_ncw_fcw ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @conv_2d_nchw_fchw_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_2d_nchw_fchw' op expected operand rank (5) to match the result rank of indexing_map #1 (4)}}
  %0 = linalg.conv_2d_nchw_fchw ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @conv_2d_ngchw_fgchw_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_2d_ngchw_fgchw' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.conv_2d_ngchw_fgchw ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @conv_2d_ngchw_gfchw_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_2d_ngchw_gfchw' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.conv_2d_ngchw_gfchw ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @conv_2d_nhwc_fhwc_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_fhwc' op expected operand rank (5) to match the result rank of indexing_map #1 (4)}}
  %0 = linalg.conv_2d_nhwc_fhwc ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @conv_2d_nhwgc_gfhwc_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_2d_nhwgc_gfhwc' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @conv_3d_ncdhw_fcdhw_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_3d_ncdhw_fcdhw' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @conv_3d_ndhwc_dhwcf_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.conv_3d_ndhwc_dhwcf' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_1d_ncw_cw_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_ncw_cw' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @depthwise_conv_1d_nwc_wc_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_nwc_wc' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @depthwise_conv_1d_nwc_wcm_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_1d_nwc_wcm' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_2d_nchw_chw_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nchw_chw' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_2d_nhwc_hwcm_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwcm' op expected operand rank (5) to match the result rank of indexing_map #1 (4)}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_3d_ncdhw_cdhw_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ncdhw_cdhw' op expected operand rank (5) to match the result rank of indexing_map #1 (4)}}
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_3d_ndhwc_dhwc_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ndhwc_dhwc' op expected operand rank (5) to match the result rank of indexing_map #1 (4)}}
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @depthwise_conv_3d_ndhwc_dhwcm_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?x?x?xf32>, %out: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.depthwise_conv_3d_ndhwc_dhwcm' op expected operand rank (6) to match the result rank of indexing_map #1 (5)}}
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?x?xf32>
}

// -----

func.func @pooling_ncw_max_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_ncw_max' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.pooling_ncw_max ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @pooling_ncw_sum_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_ncw_sum' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.pooling_ncw_sum ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @pooling_nwc_max_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nwc_max' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.pooling_nwc_max ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @pooling_nwc_min_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nwc_min' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.pooling_nwc_min ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @pooling_nwc_sum_filter_rank(%in: tensor<?x?x?xf32>, %filter: tensor<?x?xf32>, %out: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nwc_sum' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  %0 = linalg.pooling_nwc_sum ins(%in, %filter : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @pooling_nchw_max_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nchw_max' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.pooling_nchw_max ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @pooling_nchw_sum_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nchw_sum' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.pooling_nchw_sum ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @pooling_nhwc_min_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nhwc_min' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.pooling_nhwc_min ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @pooling_nhwc_sum_filter_rank(%in: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_nhwc_sum' op expected operand rank (3) to match the result rank of indexing_map #1 (2)}}
  %0 = linalg.pooling_nhwc_sum ins(%in, %filter : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?xf32>
}

// -----

func.func @pooling_ndhwc_max_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_ndhwc_max' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.pooling_ndhwc_max ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @pooling_ndhwc_min_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_ndhwc_min' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.pooling_ndhwc_min ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @pooling_ndhwc_sum_filter_rank(%in: tensor<?x?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>, %out: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  // expected-error@+1 {{'linalg.pooling_ndhwc_sum' op expected operand rank (4) to match the result rank of indexing_map #1 (3)}}
  %0 = linalg.pooling_ndhwc_sum ins(%in, %filter : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%out : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  func.return %0 : tensor<?x?x?x?x?xf32>
}

// -----

func.func @conv_2d_ngchw_gfchw_q_strides(%in: tensor<1x2x3x8x8xi8>, %filter: tensor<2x4x3x3x3xi8>, %zi: i32, %zf: i32, %out: tensor<1x2x4x6x6xi32>) -> tensor<1x2x4x6x6xi32> {
  // expected-error@+1 {{'linalg.conv_2d_ngchw_gfchw_q' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_ngchw_gfchw_q {strides = dense<1> : tensor<3xi64>} ins(%in, %filter, %zi, %zf : tensor<1x2x3x8x8xi8>, tensor<2x4x3x3x3xi8>, i32, i32) outs(%out : tensor<1x2x4x6x6xi32>) -> tensor<1x2x4x6x6xi32>
  func.return %0 : tensor<1x2x4x6x6xi32>
}

// -----

func.func @conv_2d_nhwc_fhwc_dilations(%in: tensor<1x8x8x3xf32>, %filter: tensor<4x3x3x3xf32>, %out: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_fhwc' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi32>} ins(%in, %filter : tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>) outs(%out : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  func.return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @conv_1d_output_size(%in: tensor<8xf32>, %filter: tensor<3xf32>, %out: tensor<7xf32>) -> tensor<7xf32> {
  // expected-error@+1 {{'linalg.conv_1d' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_1d ins(%in, %filter : tensor<8xf32>, tensor<3xf32>) outs(%out : tensor<7xf32>) -> tensor<7xf32>
  func.return %0 : tensor<7xf32>
}

// -----

func.func @conv_2d_output_size(%in: tensor<8x8xf32>, %filter: tensor<3x3xf32>, %out: tensor<6x8xf32>) -> tensor<6x8xf32> {
  // expected-error@+1 {{'linalg.conv_2d' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 10, but found 8}}
  %0 = linalg.conv_2d ins(%in, %filter : tensor<8x8xf32>, tensor<3x3xf32>) outs(%out : tensor<6x8xf32>) -> tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// -----

func.func @conv_3d_output_size(%in: tensor<8x8x8xf32>, %filter: tensor<3x3x3xf32>, %out: tensor<7x6x6xf32>) -> tensor<7x6x6xf32> {
  // expected-error@+1 {{'linalg.conv_3d' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_3d ins(%in, %filter : tensor<8x8x8xf32>, tensor<3x3x3xf32>) outs(%out : tensor<7x6x6xf32>) -> tensor<7x6x6xf32>
  func.return %0 : tensor<7x6x6xf32>
}

// -----

// The element-wise ops' operands and init of one shape (upstream's static loop-range check).
func.func @ceil_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.ceil' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.ceil ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @div_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.div' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.div ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @erf_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.erf' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.erf ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @exp_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.exp' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @floor_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.floor' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.floor ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @log_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.log' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.log ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @max_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.max' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.max ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @min_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.min' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.min ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @mul_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.mul' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.mul ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @negf_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.negf' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.negf ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @powf_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.powf' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.powf ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @reciprocal_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.reciprocal' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @round_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.round' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.round ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @rsqrt_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.rsqrt' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.rsqrt ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @sqrt_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.sqrt' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.sqrt ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @square_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.square' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.square ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @sub_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.sub' op inferred input/output operand #2 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.sub ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @tanh_init_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.tanh' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.tanh ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @select_init_shape(%c: tensor<4xi1>, %a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.select' op inferred input/output operand #3 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.select ins(%c, %a, %a : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @batch_matmul_batch_size(%a: tensor<2x3x4xf32>, %b: tensor<3x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error@+1 {{'linalg.batch_matmul' op inferred input/output operand #1 has shape's dimension #0 to be 2, but found 3}}
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<3x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

// A pooling body takes the window operand too (the parse of one without operands was 'malformed input
// (IndexError: ...)').
func.func @pooling_without_the_window(%i: memref<1x1x4xf32>, %o: memref<1x1x2xf32>) {
  // expected-error@+3 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i : memref<1x1x4xf32>) outs(%o : memref<1x1x2xf32>)
  return
}

// -----

func.func @pooling_without_operands() {
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0}}
  linalg.pooling_ncw_sum dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
  return
}

// -----

func.func @quantized_conv_without_a_zero_point(%i: tensor<1x1x1x4x4xi8>, %k: tensor<1x1x1x2x2xi8>, %z: i32, %o: tensor<1x1x1x3x3xi32>) -> tensor<1x1x1x3x3xi32> {
  // expected-error@+3 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k, %z : tensor<1x1x1x4x4xi8>, tensor<1x1x1x2x2xi8>, i32) outs(%o : tensor<1x1x1x3x3xi32>) -> tensor<1x1x1x3x3xi32>
  return %0 : tensor<1x1x1x3x3xi32>
}
