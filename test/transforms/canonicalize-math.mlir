// Upstream's math constant folders (transforms/canonicalize_math.py), and the cases they leave.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @folds
// CHECK-DAG: %[[SQRT:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[LOG2:.*]] = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00]> : vector<3xf64>
// CHECK-DAG: %[[TRUNC:.*]] = arith.constant dense<[0.000000e+00, -0.000000e+00, -1.000000e+00]> : vector<3xf32>
// CHECK-DAG: %[[POW:.*]] = arith.constant 8.000000e+00 : f32
// CHECK-DAG: %[[CTLZ:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[ABS:.*]] = arith.constant 2.500000e+00 : f16
// CHECK: return %[[SQRT]], %[[LOG2]], %[[TRUNC]], %[[POW]], %[[CTLZ]], %[[ABS]]
func.func @folds() -> (f32, vector<3xf64>, vector<3xf32>, f32, i32, f16) {
  %c4 = arith.constant 4.0 : f32
  %v = arith.constant dense<[1.0, 2.0, 4.0]> : vector<3xf64>
  %w = arith.constant dense<[0.5, -0.5, -1.5]> : vector<3xf32>
  %c2 = arith.constant 2.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c1 = arith.constant 1 : i32
  %h = arith.constant -2.5 : f16
  %0 = math.sqrt %c4 : f32
  %1 = math.log2 %v : vector<3xf64>
  %2 = math.trunc %w : vector<3xf32>
  %3 = math.powf %c2, %c3 : f32
  %4 = math.ctlz %c1 : i32
  %5 = math.absf %h : f16
  return %0, %1, %2, %3, %4, %5 : f32, vector<3xf64>, vector<3xf32>, f32, i32, f16
}

// -----

// The logarithm and square root of a negative value, and library functions on f16, stay;
// poison makes poison.
// CHECK-LABEL: func.func @no_folds
// CHECK: %[[P:.*]] = ub.poison : f32
// CHECK: math.log %{{.*}} : f32
// CHECK: math.sqrt %{{.*}} : f32
// CHECK: math.exp %{{.*}} : f16
// CHECK-NOT: math.
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %[[P]]
func.func @no_folds() -> (f32, f32, f16, f32) {
  %m = arith.constant -1.0 : f32
  %h = arith.constant 1.0 : f16
  %p = ub.poison : f32
  %0 = math.log %m : f32
  %1 = math.sqrt %m : f32
  %2 = math.exp %h : f16
  %3 = math.absf %p : f32
  return %0, %1, %2, %3 : f32, f32, f16, f32
}
