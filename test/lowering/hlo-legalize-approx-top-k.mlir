// RUN: ai-opt %s -split-input-file --hlo-legalize-approx-top-k | FileCheck %s

// jax.lax.approx_max_k(x, 5) as jax exports it for CPU: the values and an iota sorted by the inlined comparator
// (stably), then the first 5 of each; the comparator function goes.
// CHECK-NOT: func.func @top_k_gt_f32_comparator
// CHECK-LABEL: func.func @max_k(
// CHECK-SAME: %[[X:.*]]: tensor<4x100xf32>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<4x100xi32>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%[[X]], %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare  GT, %[[A]], %[[B]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %[[GT]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<4x100xf32>, tensor<4x100xi32>) -> (tensor<4x100xf32>, tensor<4x100xi32>)
// CHECK-NEXT: %[[V:.*]] = stablehlo.slice %[[S]]#0 [0:4, 0:5] : (tensor<4x100xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.slice %[[S]]#1 [0:4, 0:5] : (tensor<4x100xi32>) -> tensor<4x5xi32>
// CHECK-NOT: custom_call
// CHECK: return %[[V]], %[[I]]
func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @max_k(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

// k = 1: a reduce from the init values that keeps the accumulators where the comparator of (accumulator, element)
// holds, else the element (XLA's AggregateToTopKBuilder), reshaped to size 1.
// CHECK-NOT: @top_k_lt_f32_comparator
// CHECK-LABEL: func.func @min_1(
// CHECK-SAME: %[[X:.*]]: tensor<6x3xf32>, %[[IOTA:.*]]: tensor<6x3xi32>
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<-1> : tensor<i32>
// CHECK-DAG: %[[INF:.*]] = stablehlo.constant dense<0x7F800000> : tensor<f32>
// CHECK: %[[R:.*]]:2 = stablehlo.reduce(%[[X]] init: %[[INF]]), (%[[IOTA]] init: %[[C]]) across dimensions = [0] : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
// CHECK-NEXT: reducer(%[[ACC:.*]]: tensor<f32>, %[[E:.*]]: tensor<f32>) (%[[ACCI:.*]]: tensor<i32>, %[[EI:.*]]: tensor<i32>)  {
// CHECK-NEXT: %[[LT:.*]] = stablehlo.compare  LT, %[[ACC]], %[[E]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: %[[SV:.*]] = stablehlo.select %[[LT]], %[[ACC]], %[[E]] : tensor<i1>, tensor<f32>
// CHECK-NEXT: %[[SI:.*]] = stablehlo.select %[[LT]], %[[ACCI]], %[[EI]] : tensor<i1>, tensor<i32>
// CHECK-NEXT: stablehlo.return %[[SV]], %[[SI]] : tensor<f32>, tensor<i32>
// CHECK: %[[V:.*]] = stablehlo.reshape %[[R]]#0 : (tensor<3xf32>) -> tensor<1x3xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.reshape %[[R]]#1 : (tensor<3xi32>) -> tensor<1x3xi32>
// CHECK: return %[[V]], %[[I]]
func.func private @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func @min_1(%x: tensor<6x3xf32>, %iota: tensor<6x3xi32>) -> (tensor<1x3xf32>, tensor<1x3xi32>) {
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %inf, %c) {called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 1 : i64}} : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<1x3xf32>, tensor<1x3xi32>)
  return %0#0, %0#1 : tensor<1x3xf32>, tensor<1x3xi32>
}

// -----

// k = n (and aggregate_to_topk = false, whose output is the whole dimension where it is at most 128 long): the sort
// alone. mhlo's form (the options in the typed-FFI backend_config) gives mhlo ops. The comparator, also called
// elsewhere, stays.
// CHECK-LABEL: func.func @whole(
// CHECK: %[[S:.*]] = "mhlo.sort"(%{{.*}}) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK: mhlo.compare  GT
// CHECK: mhlo.return
// CHECK-NEXT: }) : (tensor<7xf32>) -> tensor<7xf32>
// CHECK: %[[T:.*]] = "mhlo.sort"
// CHECK: return %[[S]], %[[T]] : tensor<7xf32>, tensor<7xf32>
// CHECK: func.func private @gt(
func.func @whole(%x: tensor<7xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
  %ninf = mhlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "mhlo.custom_call"(%x, %ninf) <{api_version = 4 : i32, backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 7 : i64}, call_target_name = "ApproxTopK", called_computations = [@gt]}> : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
  %1 = "mhlo.custom_call"(%x, %ninf) <{api_version = 4 : i32, backend_config = {aggregate_to_topk = false, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}, call_target_name = "ApproxTopK", called_computations = [@gt]}> : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
  return %0, %1 : tensor<7xf32>, tensor<7xf32>
}
func.func private @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = mhlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  mhlo.return %0 : tensor<i1>
}
func.func @also_calls_gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = func.call @gt(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// Three inputs sorted together along the middle dimension by a comparator of two of them (their sums) (the first k of each); a
// public comparator that ends in func.return is a function one may call: it stays.
// CHECK-LABEL: func.func @three(
// CHECK: %[[S:.*]]:3 = "stablehlo.sort"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension = 1 : i64, is_stable = true}>
// CHECK: stablehlo.slice %[[S]]#0 [0:2, 0:2, 0:3]
// CHECK: stablehlo.slice %[[S]]#1 [0:2, 0:2, 0:3]
// CHECK: stablehlo.slice %[[S]]#2 [0:2, 0:2, 0:3]
// CHECK: func.func @by_sum(
func.func @three(%a: tensor<2x7x3xf32>, %b: tensor<2x7x3xf32>, %c: tensor<2x7x3xi32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xi32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.constant dense<-1> : tensor<i32>
  %0:3 = stablehlo.custom_call @ApproxTopK(%a, %b, %c, %z, %z, %m) {called_computations = [@by_sum], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x7x3xf32>, tensor<2x7x3xf32>, tensor<2x7x3xi32>, tensor<f32>, tensor<f32>, tensor<i32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xi32>)
  return %0#0, %0#1, %0#2 : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<2x2x3xi32>
}
func.func @by_sum(%lhs_a: tensor<f32>, %rhs_a: tensor<f32>, %lhs_b: tensor<f32>, %rhs_b: tensor<f32>, %lhs_c: tensor<i32>, %rhs_c: tensor<i32>) -> tensor<i1> {
  %l = stablehlo.add %lhs_a, %lhs_b : tensor<f32>
  %r = stablehlo.add %rhs_a, %rhs_b : tensor<f32>
  %0 = stablehlo.compare GT, %l, %r : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// The TPU algorithm (is_fallback = false) is exact on a dimension of at most 128: without aggregate_to_topk it
// returns the inputs as they are.
// CHECK-NOT: @cmp
// CHECK-LABEL: func.func @tpu_small(
// CHECK-SAME: %[[X:.*]]: tensor<2x100xf32>
// CHECK-NOT: custom_call
// CHECK-NOT: sort
// CHECK: return %[[X]] : tensor<2x100xf32>
func.func private @cmp(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func @tpu_small(%x: tensor<2x100xf32>) -> tensor<2x100xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.custom_call @ApproxTopK(%x, %ninf) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = false, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<2x100xf32>, tensor<f32>) -> tensor<2x100xf32>
  return %0 : tensor<2x100xf32>
}
