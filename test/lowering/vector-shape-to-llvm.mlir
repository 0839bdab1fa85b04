// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s

// convert-vector-to-llvm of vector.transpose, shape_cast, interleave/deinterleave, step, strided slices,
// contract and outerproduct (aiopt.lowering.vector_shape_to_llvm and vector_contract_to_llvm): each result row
// from the operands' rows by llvm.shufflevector, a contraction unrolled into llvm.intr.fma of splats and rows.

// CHECK-LABEL: func.func @transpose
// CHECK: %[[R0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[R1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[T0:.*]] = llvm.shufflevector %[[R0]], %[[R1]] [0, 2] : vector<2xf32>
// CHECK: %[[T1:.*]] = llvm.shufflevector %[[R0]], %[[R1]] [1, 3] : vector<2xf32>
// CHECK: llvm.insertvalue %[[T0]], %{{.*}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK: llvm.insertvalue %[[T1]], %{{.*}}[1] : !llvm.array<2 x vector<2xf32>>
func.func @transpose(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %t = vector.transpose %v, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  return %t : vector<2x2xf32>
}

// A shape_cast between types LLVM holds alike is its operand.
// CHECK-LABEL: func.func @shape_cast_0d
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<f32> to vector<1xf32>
// CHECK-NEXT: return %[[C]] : vector<1xf32>
func.func @shape_cast_0d(%v: vector<f32>) -> vector<1xf32> {
  %r = vector.shape_cast %v : vector<f32> to vector<1xf32>
  return %r : vector<1xf32>
}

// CHECK-LABEL: func.func @shape_cast_rows
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 1, 2] : vector<6xf32>
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [3, 4, 5] : vector<6xf32>
func.func @shape_cast_rows(%v: vector<6xf32>) -> vector<2x3xf32> {
  %r = vector.shape_cast %v : vector<6xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// CHECK-LABEL: func.func @interleave
// CHECK: %[[I:.*]] = llvm.shufflevector %arg0, %arg1 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi32>
// CHECK: llvm.shufflevector %[[I]], %[[I]] [0, 2, 4, 6] : vector<8xi32>
// CHECK: llvm.shufflevector %[[I]], %[[I]] [1, 3, 5, 7] : vector<8xi32>
func.func @interleave(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %r = vector.interleave %a, %b : vector<4xi32> -> vector<8xi32>
  %e, %o = vector.deinterleave %r : vector<8xi32> -> vector<4xi32>
  return %e, %o : vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func.func @step
// CHECK: llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi64>) : vector<4xi64>
func.func @step() -> vector<4xindex> {
  %s = vector.step : vector<4xindex>
  return %s : vector<4xindex>
}

// CHECK-LABEL: func.func @slices
// CHECK: %[[S:.*]] = llvm.shufflevector %arg0, %arg0 [2, 3] : vector<8xf32>
// CHECK: %[[W:.*]] = llvm.shufflevector %[[S]], %[[S]] [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK: llvm.shufflevector %arg0, %[[W]] [0, 1, 2, 3, 4, 8, 9, 7] : vector<8xf32>
func.func @slices(%v: vector<8xf32>) -> vector<8xf32> {
  %s = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]} : vector<8xf32> to vector<2xf32>
  %r = vector.insert_strided_slice %s, %v {offsets = [5], strides = [1]} : vector<2xf32> into vector<8xf32>
  return %r : vector<8xf32>
}

// Row i of the result: the accumulator's row, then fma(splat(a[i, k]), b[k], row) for k = 0, 1.
// CHECK-LABEL: func.func @matmul
// CHECK: %[[ACC0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[A0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[S00:.*]] = llvm.shufflevector %[[A0]], %[[A0]] [0, 0, 0] : vector<2xf32>
// CHECK: %[[B0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[F0:.*]] = llvm.intr.fma(%[[S00]], %[[B0]], %[[ACC0]]) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK: %[[S01:.*]] = llvm.shufflevector %[[A0]], %[[A0]] [1, 1, 1] : vector<2xf32>
// CHECK: %[[B1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<3xf32>>
// CHECK: llvm.intr.fma(%[[S01]], %[[B1]], %[[F0]])
// CHECK-COUNT-2: llvm.intr.fma
// CHECK-NOT: vector.contract
func.func @matmul(%a: vector<2x2xf32>, %b: vector<2x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2xf32>, vector<2x3xf32> into vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// i8 operands into an i32 accumulator: sign-extended, multiplied, added.
// CHECK-LABEL: func.func @dot_i8
// CHECK: llvm.sext %{{.*}} : vector<1xi8> to vector<1xi32>
// CHECK: llvm.mul
// CHECK: llvm.add
// CHECK: llvm.extractelement
func.func @dot_i8(%a: vector<2xi8>, %b: vector<2xi8>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2xi8>, vector<2xi8> into i32
  return %r : i32
}

// CHECK-LABEL: func.func @outer
// CHECK: %[[X0:.*]] = llvm.shufflevector %arg0, %arg0 [0, 0, 0] : vector<2xi32>
// CHECK: %[[ACC:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xi32>>
// CHECK: %[[P:.*]] = llvm.mul %[[X0]], %arg1 : vector<3xi32>
// CHECK: llvm.intr.smax(%[[ACC]], %[[P]]) : (vector<3xi32>, vector<3xi32>) -> vector<3xi32>
func.func @outer(%x: vector<2xi32>, %y: vector<3xi32>, %acc: vector<2x3xi32>) -> vector<2x3xi32> {
  %r = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  return %r : vector<2x3xi32>
}
