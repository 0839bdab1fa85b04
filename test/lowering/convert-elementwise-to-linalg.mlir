// RUN: ai-opt %s --mlir-print-local-scope --convert-elementwise-to-linalg --split-input-file | FileCheck %s
// Elementwise-mappable ops (arith but arith.constant, math) on ranked tensors become linalg.generic
// (upstream's ElementwiseToLinalg.cpp); others are left alone.

// A result written into the first operand of its type; the scalar op keeps its attributes.
// CHECK-LABEL: func.func @addf(
// CHECK-SAME: %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
func.func @addf(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>) outs(%[[A]] : tensor<4xf32>) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] fastmath<nnan> : f32
  // CHECK-NEXT: linalg.yield %[[S]] : f32
  // CHECK-NEXT: } -> tensor<4xf32>
  // CHECK-NEXT: return %[[R]]
  %0 = arith.addf %a, %b fastmath<nnan> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A result of another element type goes into a tensor.empty sized like the first operand.
// CHECK-LABEL: func.func @cmpf_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?x3xf32>, %[[B:.*]]: tensor<?x3xf32>)
func.func @cmpf_dynamic(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xi1> {
  // CHECK: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x3xf32>
  // CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D0]]) : tensor<?x3xi1>
  // CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<?x3xf32>, tensor<?x3xf32>) outs(%[[E]] : tensor<?x3xi1>) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: i1):
  // CHECK-NEXT: %[[P:.*]] = arith.cmpf olt, %[[X]], %[[Y]] : f32
  // CHECK-NEXT: linalg.yield %[[P]] : i1
  // CHECK-NEXT: } -> tensor<?x3xi1>
  %0 = arith.cmpf olt, %a, %b : tensor<?x3xf32>
  return %0 : tensor<?x3xi1>
}

// -----

// A scalar operand (the condition of a select) is read through the map with no results.
// CHECK-LABEL: func.func @select_scalar_condition(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: tensor<?xi32>, %[[B:.*]]: tensor<?xi32>)
func.func @select_scalar_condition(%c: i1, %a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  // CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[C]], %[[A]], %[[B]] : i1, tensor<?xi32>, tensor<?xi32>) outs(%[[A]] : tensor<?xi32>) {
  // CHECK-NEXT: ^bb0(%[[P:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
  // CHECK-NEXT: arith.select %[[P]], %[[X]], %[[Y]] : i32
  %0 = arith.select %c, %a, %b : tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Several results, each with its own output; a rank-0 tensor has no loops.
// CHECK-LABEL: func.func @two_results(
// CHECK-SAME: %[[A:.*]]: tensor<2xi32>, %[[T:.*]]: tensor<f32>)
func.func @two_results(%a: tensor<2xi32>, %t: tensor<f32>) -> (tensor<2xi32>, tensor<2xi1>, tensor<f32>) {
  // CHECK: %[[E:.*]] = tensor.empty() : tensor<2xi1>
  // CHECK-NEXT: %[[R:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[A]], %[[A]] : tensor<2xi32>, tensor<2xi32>) outs(%[[A]], %[[E]] : tensor<2xi32>, tensor<2xi1>) {
  // CHECK: arith.addui_extended %{{.*}}, %{{.*}} : i32, i1
  // CHECK: } -> (tensor<2xi32>, tensor<2xi1>)
  %s, %o = arith.addui_extended %a, %a : tensor<2xi32>, tensor<2xi1>
  // CHECK: linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%[[T]] : tensor<f32>) outs(%[[T]] : tensor<f32>) {
  // CHECK: math.exp %{{.*}} : f32
  %e = math.exp %t : tensor<f32>
  return %s, %o, %e : tensor<2xi32>, tensor<2xi1>, tensor<f32>
}

// -----

// Left alone: constants, scalars, vectors and ops of other dialects.
// CHECK-LABEL: func.func @not_converted(
func.func @not_converted(%x: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: linalg.generic
  // CHECK: arith.constant dense<1.000000e+00> : tensor<4xf32>
  %c = arith.constant dense<1.0> : tensor<4xf32>
  // CHECK: arith.addf %{{.*}}, %{{.*}} : f32
  %0 = arith.addf %x, %x : f32
  // CHECK: arith.addf %{{.*}}, %{{.*}} : vector<4xf32>
  %1 = arith.addf %v, %v : vector<4xf32>
  // CHECK: tensor.empty() : tensor<4xf32>
  %3 = tensor.empty() : tensor<4xf32>
  return %0, %1, %3, %c : f32, vector<4xf32>, tensor<4xf32>, tensor<4xf32>
}
