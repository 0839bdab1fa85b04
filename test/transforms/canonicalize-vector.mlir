// vector.broadcast folders (upstream's BroadcastOp::fold and BroadcastFolder): a broadcast of a constant
// scalar or splat is a splat constant, which the arith folders then fold through.
// RUN: ai-opt %s --canonicalize="test-convergence" --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @broadcast_scalar_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2> : vector<4xi8>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_scalar_constant() -> vector<4xi8> {
  %c = arith.constant 2 : i8
  %v = vector.broadcast %c : i8 to vector<4xi8>
  return %v : vector<4xi8>
}

// -----

// CHECK-LABEL: func.func @broadcast_splat_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_splat_constant() -> vector<2x4xf32> {
  %c = arith.constant dense<1.5> : vector<4xf32>
  %v = vector.broadcast %c : vector<4xf32> to vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// -----

// A constant that is not a splat stays broadcast.
// CHECK-LABEL: func.func @broadcast_dense_constant
// CHECK: vector.broadcast %{{.*}} : vector<2xi32> to vector<3x2xi32>
func.func @broadcast_dense_constant() -> vector<3x2xi32> {
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %v = vector.broadcast %c : vector<2xi32> to vector<3x2xi32>
  return %v : vector<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @extsi_of_broadcast_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<-2> : vector<4xi16>
// CHECK-NEXT: return %[[C]]
func.func @extsi_of_broadcast_constant() -> vector<4xi16> {
  %c = arith.constant -2 : i8
  %v = vector.broadcast %c : i8 to vector<4xi8>
  %e = arith.extsi %v : vector<4xi8> to vector<4xi16>
  return %e : vector<4xi16>
}

// -----

// CHECK-LABEL: func.func @broadcast_same_type
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>)
// CHECK-NEXT: return %[[V]]
func.func @broadcast_same_type(%v: vector<4xf32>) -> vector<4xf32> {
  %b = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %b : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_of_broadcast
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %[[X]] : f32 to vector<2x4xf32>
// CHECK-NEXT: return %[[B]]
func.func @broadcast_of_broadcast(%x: f32) -> vector<2x4xf32> {
  %a = vector.broadcast %x : f32 to vector<4xf32>
  %b = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  return %b : vector<2x4xf32>
}
