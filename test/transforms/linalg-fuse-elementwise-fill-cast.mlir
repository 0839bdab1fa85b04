// RUN: ai-opt %s --linalg-fuse-elementwise-ops | FileCheck %s

// A fill of another element type folds into its consumer as its value cast to that type (upstream's
// FoldFillWithGenericOp with convertScalarToDtype).

// CHECK-LABEL: func.func @fill_of_other_type(
// CHECK-SAME: %[[X:.*]]: tensor<?xf16>
// CHECK-NOT: linalg.fill
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<?xf16>)
// CHECK: ^bb0(%[[A:.*]]: f16, %{{.*}}: f16):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[T]] : f16
func.func @fill_of_other_type(%x: tensor<?xf16>) -> tensor<?xf16> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 7.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?xf16>
  %e = tensor.empty(%n) : tensor<?xf16>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?xf16>) -> tensor<?xf16>
  %o = tensor.empty(%n) : tensor<?xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x, %f : tensor<?xf16>, tensor<?xf16>) outs(%o : tensor<?xf16>) {
  ^bb0(%a: f16, %b: f16, %out: f16):
    %s = arith.addf %a, %b : f16
    linalg.yield %s : f16
  } -> tensor<?xf16>
  return %r : tensor<?xf16>
}
