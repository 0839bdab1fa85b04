// RUN: ai-opt %s --split-input-file --verify-diagnostics

#a = affine_map<(b, m, n, k) -> (b, k, m)>
#b = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (m, n)>
func.func @user_maps(%x: tensor<2x4x3xf32>, %y: tensor<2x4x5xf32>, %z: tensor<3x5xf32>) -> tensor<3x5xf32> {
  // User-defined maps (a transposed A) are not supported: rejected, not computed with the default ones.
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op indexing_maps other than the default ones are not supported}}
  %0 = "linalg.batch_reduce_matmul"(%x, %y, %z) <{indexing_maps = [#a, #b, #c], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%p: f32, %q: f32, %r: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %r, %m : f32
    linalg.yield %s : f32
  }) : (tensor<2x4x3xf32>, tensor<2x4x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
