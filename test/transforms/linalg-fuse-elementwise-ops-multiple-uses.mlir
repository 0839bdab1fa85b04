// RUN: ai-opt %s --split-input-file --linalg-fuse-elementwise-ops | FileCheck %s --check-prefix=DEFAULT
// RUN: ai-opt %s --split-input-file --linalg-fuse-elementwise-ops=fuse-multiple-uses=true | FileCheck %s

// A linalg.reduce whose input comes from an element-wise producer (its only user) becomes a generic with the
// producer's body before the combiner, in both modes.
// DEFAULT-LABEL: func.func @reduce_of_exp
// DEFAULT-NOT: linalg.reduce
// DEFAULT: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<4x8xf32>)
// DEFAULT: math.exp
// DEFAULT-NEXT: arith.addf
// CHECK-LABEL: func.func @reduce_of_exp
// CHECK-NOT: linalg.reduce
#id = affine_map<(i, j) -> (i, j)>
func.func @reduce_of_exp(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %s : tensor<4xf32>
}

// -----

// Softmax's exp(x - max) has two users, the sum and the division. By default (upstream's rule) it stays a
// tensor of its own; with fuse-multiple-uses this costly producer (a math op) is fused into the sum, which
// also yields it (computed once), and the division reads that result.
// DEFAULT-LABEL: func.func @softmax_rows
// DEFAULT: math.exp
// DEFAULT: linalg.reduce
// DEFAULT: arith.divf
// CHECK-LABEL: func.func @softmax_rows
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[MAX:.*]]: tensor<4xf32>, %[[INIT:.*]]: tensor<4xf32>)
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[SUM:.*]]:2 = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[X]], %[[MAX]] : tensor<4x8xf32>, tensor<4xf32>) outs(%[[INIT]], %[[E0]] : tensor<4xf32>, tensor<4x8xf32>)
// CHECK: arith.subf
// CHECK-NEXT: %[[R:.*]] = math.exp
// CHECK-NEXT: %[[ACC:.*]] = arith.addf %{{.*}}, %[[R]]
// CHECK-NEXT: linalg.yield %[[ACC]], %[[R]] : f32, f32
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[SUM]]#1, %[[SUM]]#0 : tensor<4x8xf32>, tensor<4xf32>)
// CHECK-NOT: math.exp
// CHECK: arith.divf
// CHECK-NOT: linalg.generic
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmax_rows(%x: tensor<4x8xf32>, %max: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x8xf32>, tensor<4xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  %q = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %q : tensor<4x8xf32>
}

// -----

// A producer with more than 3 users stays a tensor of its own (duplication must not blow up a program).
// CHECK-LABEL: func.func @four_users
// CHECK: %[[E:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8xf32>)
// CHECK: math.exp
// CHECK-COUNT-4: ins(%[[E]] : tensor<8xf32>)
#v = affine_map<(i) -> (i)>
func.func @four_users(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<8xf32>
  %e = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %u1 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%e : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %u2 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%e : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.sqrt %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %u3 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%e : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.absf %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %u4 = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%e : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.floor %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %u1, %u2, %u3, %u4 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// A cheap producer (no math op, no division) with a reduction among its users is still computed again in
// each (layernorm's x - mean): recomputing a subtraction costs less than writing and reading it.
// CHECK-LABEL: func.func @centered_rows
// CHECK-COUNT-2: arith.subf
// CHECK-NOT: linalg.yield {{.*}}, {{.*}} : f32, f32
#id3 = affine_map<(i, j) -> (i, j)>
#row3 = affine_map<(i, j) -> (i)>
func.func @centered_rows(%x: tensor<4x8xf32>, %mean: tensor<4xf32>, %init: tensor<4xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.reduce { arith.addf } ins(%d : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  %n = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel"]}
      ins(%d : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %s, %n : tensor<4xf32>, tensor<4x8xf32>
}

// -----

// The other user of a costly producer comes before the reduction: it could not read a result the reduction
// yields, so the producer is not preserved there: it is computed again in each user, as before.
// CHECK-LABEL: func.func @user_before_reduction
// CHECK-NOT: linalg.yield {{.*}}, {{.*}} : f32, f32
// CHECK: return
#id4 = affine_map<(i, j) -> (i, j)>
func.func @user_before_reduction(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %n = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
  return %n, %s : tensor<4x8xf32>, tensor<4xf32>
}

// -----

// A costly producer that a reduction reads twice (h h^T, as jax's attention over layernorm'd tokens reads it):
// not preserved there, which would make the fused op's other input read the value it yields itself (IR that
// did not verify); it is computed again for the first read, and the second read and the later user read it.
// CHECK-LABEL: func.func @self_product_of_costly
// CHECK: %[[H:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]}
// CHECK: math.exp
// CHECK: %[[P:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %[[H]] :
// CHECK: math.exp
// CHECK-NOT: linalg.yield {{.*}}, {{.*}} : f32, f32
// CHECK: linalg.generic {{.*}} ins(%[[P]], %[[H]] :
#sp_id = affine_map<(i, k) -> (i, k)>
#sp_lhs = affine_map<(i, j, k) -> (i, k)>
#sp_rhs = affine_map<(i, j, k) -> (j, k)>
#sp_out = affine_map<(i, j, k) -> (i, j)>
#sp_row = affine_map<(i, k) -> (i, 0)>
func.func @self_product_of_costly(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %h = linalg.generic {indexing_maps = [#sp_id, #sp_id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %p = linalg.generic {indexing_maps = [#sp_lhs, #sp_rhs, #sp_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %h : tensor<3x4xf32>, tensor<3x4xf32>) outs(%f : tensor<3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x3xf32>
  %u = linalg.generic {indexing_maps = [#sp_row, #sp_id, #sp_id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %h : tensor<3x3xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %b, %a : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  return %u : tensor<3x4xf32>
}

// -----

// A costly producer read by a reduction along some of its parallel loops only (an outer product's rows,
// read again for every j): not preserved there, where every j would write the same row again.
// CHECK-LABEL: func.func @costly_read_across_a_parallel_loop
// CHECK-NOT: linalg.yield {{.*}}, {{.*}} : f32, f32
// CHECK: return
#cr_id = affine_map<(i, k) -> (i, k)>
#cr_lhs = affine_map<(i, j, k) -> (i, k)>
#cr_rhs = affine_map<(i, j, k) -> (j, k)>
#cr_out = affine_map<(i, j, k) -> (i, j)>
func.func @costly_read_across_a_parallel_loop(%x: tensor<3x4xf32>, %y: tensor<2x4xf32>) -> (tensor<3x2xf32>, tensor<3x4xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %h = linalg.generic {indexing_maps = [#cr_id, #cr_id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %p = linalg.generic {indexing_maps = [#cr_lhs, #cr_rhs, #cr_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %y : tensor<3x4xf32>, tensor<2x4xf32>) outs(%f : tensor<3x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x2xf32>
  %n = linalg.generic {indexing_maps = [#cr_id, #cr_id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<3x4xf32>
  return %p, %n : tensor<3x2xf32>, tensor<3x4xf32>
}
