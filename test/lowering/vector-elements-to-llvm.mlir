// RUN: ai-opt %s --convert-vector-to-llvm --split-input-file | FileCheck %s

// vector.from_elements, to_elements and constant_mask to the llvm dialect, as upstream's convert-vector-to-llvm
// lowers them (test_compiled_vector_elements.py runs them).

// CHECK-LABEL: func.func @from_elements_1d
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<2xf32>
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[V0:.*]] = llvm.insertelement %[[A]], %[[P]][%[[C0]] : i64] : vector<2xf32>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[V1:.*]] = llvm.insertelement %[[B]], %[[V0]][%[[C1]] : i64] : vector<2xf32>
// CHECK: return %[[V1]]
func.func @from_elements_1d(%a: f32, %b: f32) -> vector<2xf32> {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @from_elements_2d
// CHECK: llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK: %[[R0:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK: llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK: %[[R1:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK: %[[ARR:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[R0]], %[[ARR]][0] : !llvm.array<2 x vector<2xf32>>
// CHECK: llvm.insertvalue %[[R1]], %[[A0]][1] : !llvm.array<2 x vector<2xf32>>
func.func @from_elements_2d(%a: f32, %b: f32) -> vector<2x2xf32> {
  %0 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @to_elements
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[W:.*]]: vector<2x2xf32>)
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]][%[[C2]] : i64] : vector<4xf32>
// CHECK: %[[WC:.*]] = builtin.unrealized_conversion_cast %[[W]] : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK: %[[ROW:.*]] = llvm.extractvalue %[[WC]][1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[F:.*]] = llvm.extractelement %[[ROW]][%[[C0]] : i64] : vector<2xf32>
// CHECK: return %[[E]], %[[F]]
func.func @to_elements(%v: vector<4xf32>, %w: vector<2x2xf32>) -> (f32, f32) {
  %0:4 = vector.to_elements %v : vector<4xf32>
  %1:4 = vector.to_elements %w : vector<2x2xf32>
  return %0#2, %1#2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @constant_mask
// CHECK: %[[M:.*]] = arith.constant dense<{{\[\[}}true, true, false], [false, false, false]]> : vector<2x3xi1>
// CHECK: %[[Z:.*]] = arith.constant dense<true> : vector<i1>
// CHECK: return %[[M]], %[[Z]]
func.func @constant_mask() -> (vector<2x3xi1>, vector<i1>) {
  %0 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %1 = vector.constant_mask [1] : vector<i1>
  return %0, %1 : vector<2x3xi1>, vector<i1>
}
