// RUN: ai-opt %s --lower-vector-multi-reduction --split-input-file | FileCheck %s
// RUN: ai-opt %s --lower-vector-multi-reduction=lowering-strategy=inner-reduction --split-input-file | FileCheck %s --check-prefix=INNER
// RUN: not ai-opt %s --lower-vector-multi-reduction=lowering-strategy=outer 2>&1 | FileCheck %s --check-prefix=OPTION

// lower-vector-multi-reduction (upstream's pass): @partial prints as mlir-opt 22 prints it with either strategy,
// @leading_and_trailing with inner-parallel (with inner-reduction upstream shape-casts the transposed source to
// 3x4 first); a reduction of every dim is one vector.reduction of the source shape-cast to 1-D (upstream's
// inner-parallel strategy unrolls it into one arith op per element, in the same order).
// test_compiled_vector_multi_reduction.py runs both strategies.

// OPTION: invalid value for option 'lowering-strategy': Cannot find option named 'outer'!

// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[V:.*]]: vector<2x3xf32>, %[[ACC:.*]]: vector<2xf32>)
// CHECK: %[[T:.*]] = vector.transpose %[[V]], [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK: %[[E0:.*]] = vector.extract %[[T]][0] : vector<2xf32> from vector<3x2xf32>
// CHECK: %[[A0:.*]] = arith.addf %[[E0]], %[[ACC]] : vector<2xf32>
// CHECK: %[[E1:.*]] = vector.extract %[[T]][1] : vector<2xf32> from vector<3x2xf32>
// CHECK: %[[A1:.*]] = arith.addf %[[E1]], %[[A0]] : vector<2xf32>
// CHECK: %[[E2:.*]] = vector.extract %[[T]][2] : vector<2xf32> from vector<3x2xf32>
// CHECK: %[[A2:.*]] = arith.addf %[[E2]], %[[A1]] : vector<2xf32>
// CHECK: return %[[A2]]
// INNER-LABEL: func.func @partial
// INNER-SAME: (%[[V:.*]]: vector<2x3xf32>, %[[ACC:.*]]: vector<2xf32>)
// INNER: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// INNER: %[[R0:.*]] = vector.extract %[[V]][0] : vector<3xf32> from vector<2x3xf32>
// INNER: %[[A0:.*]] = vector.extract %[[ACC]][0] : f32 from vector<2xf32>
// INNER: %[[S0:.*]] = vector.reduction <add>, %[[R0]], %[[A0]] : vector<3xf32> into f32
// INNER: %[[I0:.*]] = vector.insert %[[S0]], %[[Z]] [0] : f32 into vector<2xf32>
// INNER: %[[R1:.*]] = vector.extract %[[V]][1] : vector<3xf32> from vector<2x3xf32>
// INNER: %[[A1:.*]] = vector.extract %[[ACC]][1] : f32 from vector<2xf32>
// INNER: %[[S1:.*]] = vector.reduction <add>, %[[R1]], %[[A1]] : vector<3xf32> into f32
// INNER: %[[I1:.*]] = vector.insert %[[S1]], %[[I0]] [1] : f32 into vector<2xf32>
// INNER: return %[[I1]]
func.func @partial(%v: vector<2x3xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @leading_and_trailing
// CHECK: %[[T:.*]] = vector.transpose %{{.*}}, [0, 2, 1] : vector<2x3x2xi32> to vector<2x2x3xi32>
// CHECK: %[[E:.*]] = vector.extract %[[T]][0, 0] : vector<3xi32> from vector<2x2x3xi32>
// CHECK: arith.maxsi %[[E]], %{{.*}} : vector<3xi32>
// CHECK-COUNT-3: arith.maxsi
// CHECK-NOT: arith.maxsi
// INNER-LABEL: func.func @leading_and_trailing
// INNER: %[[T:.*]] = vector.transpose %{{.*}}, [1, 0, 2] : vector<2x3x2xi32> to vector<3x2x2xi32>
// INNER: %[[R:.*]] = vector.extract %[[T]][0] : vector<2x2xi32> from vector<3x2x2xi32>
// INNER: %[[F:.*]] = vector.shape_cast %[[R]] : vector<2x2xi32> to vector<4xi32>
// INNER: vector.reduction <maxsi>, %[[F]], %{{.*}} : vector<4xi32> into i32
// INNER-COUNT-2: vector.reduction <maxsi>
func.func @leading_and_trailing(%v: vector<2x3x2xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.multi_reduction <maxsi>, %v, %acc [0, 2] : vector<2x3x2xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

// CHECK-LABEL: func.func @every_dim
// CHECK-SAME: (%[[V:.*]]: vector<2x3xf32>, %[[ACC:.*]]: f32)
// CHECK: %[[F:.*]] = vector.shape_cast %[[V]] : vector<2x3xf32> to vector<6xf32>
// CHECK: %[[R:.*]] = vector.reduction <maxnumf>, %[[F]], %[[ACC]] : vector<6xf32> into f32
// CHECK: return %[[R]]
func.func @every_dim(%v: vector<2x3xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <maxnumf>, %v, %acc [0, 1] : vector<2x3xf32> to f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @no_dim
// CHECK-SAME: (%[[V:.*]]: vector<2x3xf32>, %[[ACC:.*]]: vector<2x3xf32>)
// CHECK: %[[R:.*]] = arith.mulf %[[V]], %[[ACC]] : vector<2x3xf32>
// CHECK: return %[[R]]
func.func @no_dim(%v: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.multi_reduction <mul>, %v, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
