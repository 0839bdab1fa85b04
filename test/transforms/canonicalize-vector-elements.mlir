// vector.from_elements, to_elements, constant_mask and create_mask folders and patterns (upstream's
// foldFromElementsToElements, foldFromElementsToConstant, rewriteFromElementsAsBroadcast, FromElementsToShapeCast,
// foldToElementsFromElements, ToElementsOfBroadcast, CreateMaskFolder): the output is what mlir-opt 22
// --canonicalize prints for the same input.
// RUN: ai-opt %s --canonicalize="test-convergence" --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @from_to_elements
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>)
// CHECK-NEXT: return %[[V]]
func.func @from_to_elements(%v: vector<4xf32>) -> vector<4xf32> {
  %e:4 = vector.to_elements %v : vector<4xf32>
  %0 = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @from_to_elements_permuted
// CHECK: %[[E:.*]]:4 = vector.to_elements
// CHECK: vector.from_elements %[[E]]#2, %[[E]]#1 : vector<2xf32>
func.func @from_to_elements_permuted(%v: vector<4xf32>) -> vector<2xf32> {
  %e:4 = vector.to_elements %v : vector<4xf32>
  %0 = vector.from_elements %e#2, %e#1 : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @from_elements_constants
// CHECK: %[[C:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [1.000000e+00, 2.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @from_elements_constants() -> vector<2x2xf32> {
  %c = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %0 = vector.from_elements %c, %c2, %c, %c2 : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @from_elements_splat
// CHECK-SAME: (%[[X:.*]]: i8)
// CHECK: %[[B:.*]] = vector.broadcast %[[X]] : i8 to vector<2x2xi8>
// CHECK-NEXT: return %[[B]]
func.func @from_elements_splat(%x: i8) -> vector<2x2xi8> {
  %0 = vector.from_elements %x, %x, %x, %x : vector<2x2xi8>
  return %0 : vector<2x2xi8>
}

// -----

// CHECK-LABEL: func.func @from_elements_of_extracts
// CHECK-SAME: (%[[W:.*]]: vector<2x3xf32>)
// CHECK: %[[R:.*]] = vector.extract %[[W]][1] : vector<3xf32> from vector<2x3xf32>
// CHECK: %[[S:.*]] = vector.shape_cast %[[W]] : vector<2x3xf32> to vector<6xf32>
// CHECK: return %[[R]], %[[S]]
func.func @from_elements_of_extracts(%w: vector<2x3xf32>) -> (vector<3xf32>, vector<6xf32>) {
  %a = vector.extract %w[0, 0] : f32 from vector<2x3xf32>
  %b = vector.extract %w[0, 1] : f32 from vector<2x3xf32>
  %c = vector.extract %w[0, 2] : f32 from vector<2x3xf32>
  %d = vector.extract %w[1, 0] : f32 from vector<2x3xf32>
  %e = vector.extract %w[1, 1] : f32 from vector<2x3xf32>
  %f = vector.extract %w[1, 2] : f32 from vector<2x3xf32>
  %0 = vector.from_elements %d, %e, %f : vector<3xf32>
  %1 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<6xf32>
  return %0, %1 : vector<3xf32>, vector<6xf32>
}

// -----

// CHECK-LABEL: func.func @from_elements_of_extracts_kept
// CHECK-COUNT-2: vector.extract
// CHECK: vector.from_elements
func.func @from_elements_of_extracts_kept(%w: vector<2x3xf32>) -> vector<2xf32> {
  %a = vector.extract %w[0, 1] : f32 from vector<2x3xf32>
  %b = vector.extract %w[0, 2] : f32 from vector<2x3xf32>
  %0 = vector.from_elements %a, %b : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @to_from_elements
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK-NEXT: return %[[B]], %[[A]]
func.func @to_from_elements(%a: f32, %b: f32) -> (f32, f32) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %e:2 = vector.to_elements %v : vector<2xf32>
  return %e#1, %e#0 : f32, f32
}

// -----

// CHECK-LABEL: func.func @to_elements_of_broadcast
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<2xf32>)
// CHECK: %[[E:.*]]:2 = vector.to_elements %[[V]] : vector<2xf32>
// CHECK: return %[[X]], %[[E]]#1, %[[E]]#0
func.func @to_elements_of_broadcast(%x: f32, %v: vector<2xf32>) -> (f32, f32, f32) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %e:4 = vector.to_elements %b : vector<4xf32>
  %c = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  %f:6 = vector.to_elements %c : vector<3x2xf32>
  return %e#3, %f#3, %f#4 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @constant_masks
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : vector<4xi1>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : vector<2x2xi1>
// CHECK-DAG: %[[M:.*]] = vector.constant_mask [1, 2] : vector<2x3xi1>
// CHECK: return %[[T]], %[[F]], %[[M]]
func.func @constant_masks() -> (vector<2x2xi1>, vector<4xi1>, vector<2x3xi1>) {
  %0 = vector.constant_mask [2, 2] : vector<2x2xi1>
  %1 = vector.constant_mask [0] : vector<4xi1>
  %2 = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %0, %1, %2 : vector<2x2xi1>, vector<4xi1>, vector<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @create_masks
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : vector<3xi1>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : vector<2x3xi1>
// CHECK-DAG: %[[M:.*]] = vector.constant_mask [1, 3] : vector<2x3xi1>
// CHECK: %[[D:.*]] = vector.create_mask %{{.*}}, %{{.*}} : vector<2x3xi1>
// CHECK: return %[[M]], %[[T]], %[[F]], %[[D]]
func.func @create_masks(%n: index) -> (vector<2x3xi1>, vector<3xi1>, vector<2x3xi1>, vector<2x3xi1>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %0 = vector.create_mask %c1, %c5 : vector<2x3xi1>
  %1 = vector.create_mask %c5 : vector<3xi1>
  %2 = vector.create_mask %cm, %c5 : vector<2x3xi1>
  %3 = vector.create_mask %n, %c5 : vector<2x3xi1>
  return %0, %1, %2, %3 : vector<2x3xi1>, vector<3xi1>, vector<2x3xi1>, vector<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @multi_reduction_unit_dims
// CHECK-SAME: (%[[V:.*]]: vector<2x4xf32>, %[[ACC:.*]]: vector<2x4xf32>, %[[W:.*]]: vector<4x1xf32>, %[[ACC2:.*]]: vector<4xf32>, %[[U:.*]]: vector<1x1xi32>, %[[AI:.*]]: i32)
// CHECK: %[[A:.*]] = arith.addf %[[ACC]], %[[V]] : vector<2x4xf32>
// CHECK: %[[C:.*]] = vector.shape_cast %[[W]] : vector<4x1xf32> to vector<4xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[ACC2]], %[[C]] : vector<4xf32>
// CHECK: %[[E:.*]] = vector.extract %[[U]][0, 0] : i32 from vector<1x1xi32>
// CHECK: %[[X:.*]] = arith.maxsi %[[AI]], %[[E]] : i32
// CHECK: %[[R:.*]] = vector.multi_reduction <add>, %[[W]], %{{.*}} [0] : vector<4x1xf32> to vector<1xf32>
// CHECK: return %[[A]], %[[M]], %[[X]], %[[R]]
func.func @multi_reduction_unit_dims(%v: vector<2x4xf32>, %acc: vector<2x4xf32>, %w: vector<4x1xf32>, %acc2: vector<4xf32>,
                                     %u: vector<1x1xi32>, %ai: i32) -> (vector<2x4xf32>, vector<4xf32>, i32, vector<1xf32>) {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<2x4xf32> to vector<2x4xf32>
  %1 = vector.multi_reduction <mul>, %w, %acc2 [1] : vector<4x1xf32> to vector<4xf32>
  %2 = vector.multi_reduction <maxsi>, %u, %ai [0, 1] : vector<1x1xi32> to i32
  %a1 = vector.extract_strided_slice %acc2 {offsets = [0], sizes = [1], strides = [1]} : vector<4xf32> to vector<1xf32>
  %3 = vector.multi_reduction <add>, %w, %a1 [0] : vector<4x1xf32> to vector<1xf32>
  return %0, %1, %2, %3 : vector<2x4xf32>, vector<4xf32>, i32, vector<1xf32>
}
