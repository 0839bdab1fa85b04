// vector.shape_cast, transpose and strided slice folders (upstream's ShapeCastOp::fold, TransposeOp::fold,
// TransposeFolder, ...): the output is what mlir-opt 22 --canonicalize prints for the same input.
// RUN: ai-opt %s --canonicalize="test-convergence" --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @shape_cast_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : vector<2x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @shape_cast_splat() -> vector<2x3xf32> {
  %c = arith.constant dense<1.5> : vector<6xf32>
  %r = vector.shape_cast %c : vector<6xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_splat
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<7> : vector<3x2xi32>
// CHECK-NEXT: return %[[C]]
func.func @transpose_splat() -> vector<3x2xi32> {
  %c = arith.constant dense<7> : vector<2x3xi32>
  %r = vector.transpose %c, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  return %r : vector<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @identities
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg1 :
func.func @identities(%v: vector<2x3xf32>, %w: vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) {
  %a = vector.shape_cast %v : vector<2x3xf32> to vector<2x3xf32>
  %b = vector.transpose %v, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  %c = vector.extract_strided_slice %v {offsets = [0, 0], sizes = [2, 3], strides = [1, 1]} : vector<2x3xf32> to vector<2x3xf32>
  %d = vector.insert_strided_slice %w, %v {offsets = [0, 0], strides = [1, 1]} : vector<2x3xf32> into vector<2x3xf32>
  return %a, %b, %c, %d : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_twice
// CHECK-NEXT: %[[S:.*]] = vector.shape_cast %arg0 : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: return %[[S]], %arg0 :
func.func @shape_cast_twice(%v: vector<2x3xf32>) -> (vector<3x2xf32>, vector<2x3xf32>) {
  %a = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %b = vector.shape_cast %a : vector<6xf32> to vector<3x2xf32>
  %c = vector.shape_cast %a : vector<6xf32> to vector<2x3xf32>
  return %b, %c : vector<3x2xf32>, vector<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_twice
// CHECK-NEXT: %[[T:.*]] = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
// CHECK-NEXT: return %[[T]], %arg0 :
func.func @transpose_twice(%v: vector<2x3x4xf32>) -> (vector<3x2x4xf32>, vector<2x3x4xf32>) {
  %a = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %b = vector.transpose %a, [2, 1, 0] : vector<4x2x3xf32> to vector<3x2x4xf32>
  %c = vector.transpose %a, [1, 2, 0] : vector<4x2x3xf32> to vector<2x3x4xf32>
  return %b, %c : vector<3x2x4xf32>, vector<2x3x4xf32>
}

// -----

// A transpose to its own type that moves elements stays.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT: vector.transpose %arg0, [1, 0]
func.func @kept(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %t = vector.transpose %v, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  return %t : vector<2x2xf32>
}
