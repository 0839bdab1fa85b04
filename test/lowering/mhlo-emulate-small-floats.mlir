// f4/f6/f8 tensors are computed in f32; each op's result is rounded to the format.
// RUN: ai-opt %s --split-input-file --mhlo-emulate-small-floats | FileCheck %s
// RUN: ai-opt %s --split-input-file --mhlo-emulate-small-floats | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @add(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32>
// The arguments are rounded first (the caller's float32 values may lie between f8E4M3FN's); each rounding is
// a map of the scalar computation (rank-0 constants, one loop whatever the shape).
// CHECK-NEXT:    %[[A:.*]] = "mhlo.map"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = "mhlo.map"(%arg1) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<4xf32>) -> tensor<4xf32>
// The constant's values are its f8E4M3FN values, exact in f32 (0.1 is 0.1015625): not rounded again.
// CHECK-NEXT:    %[[C:.*]] = mhlo.constant dense<[1.000000e+00, 0.1015625, 4.480000e+02, -3.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[SUM:.*]] = mhlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT:    %[[ROUNDED_SUM:.*]] = "mhlo.map"(%[[SUM]]) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK-NEXT:    ^bb0(%[[X:.*]]: tensor<f32>):
// |x| in steps of its quantum 2^(max(e, -6) - 3), to even.
// CHECK-NEXT:    %[[ABS:.*]] = mhlo.abs %[[X]] : tensor<f32>
// CHECK:         mhlo.shift_right_logical
// CHECK:         mhlo.constant dense<121> : tensor<i32>
// CHECK:         %[[QUANTUM:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT:    %[[STEPS:.*]] = mhlo.divide %[[ABS]], %[[QUANTUM]] : tensor<f32>
// CHECK-NEXT:    %[[EVEN:.*]] = mhlo.round_nearest_even %[[STEPS]] : tensor<f32>
// CHECK-NEXT:    %[[ROUNDED:.*]] = mhlo.multiply %[[EVEN]], %[[QUANTUM]] : tensor<f32>
// Past 448, NaN (f8E4M3FN has no inf); NaN stays NaN; then the sign of the sum.
// CHECK-NEXT:    %[[LARGEST:.*]] = mhlo.constant dense<4.480000e+02> : tensor<f32>
// CHECK-NEXT:    %[[FITS:.*]] = mhlo.compare LE, %[[ROUNDED]], %[[LARGEST]]
// CHECK:         mhlo.select %[[FITS]], %[[ROUNDED]]
// CHECK:         mhlo.compare NE, %[[X]], %[[X]]
// CHECK:         mhlo.constant dense<-2147483648> : tensor<i32>
// CHECK:         mhlo.or
// CHECK-NEXT:    %[[R:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT:    mhlo.return %[[R]] : tensor<f32>
// CHECK-NEXT:    }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %{{.*}} = mhlo.multiply %[[ROUNDED_SUM]], %[[C]] : tensor<4xf32>
// CHECK:         return
func.func @add(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %c = mhlo.constant dense<[1.0, 0.1, 448.0, -3.0]> : tensor<4xf8E4M3FN>
  %0 = mhlo.add %a, %b : tensor<4xf8E4M3FN>
  %1 = mhlo.multiply %0, %c : tensor<4xf8E4M3FN>
  func.return %1 : tensor<4xf8E4M3FN>
}

// -----

// IEEE formats overflow to inf; FNUZ formats have no -0 (a zero result is +0). An f32 argument is not rounded.
// CHECK-LABEL: func.func @convert(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    %[[E5M2:.*]] = mhlo.convert %arg0 : tensor<2xf32>
// CHECK-NEXT:    "mhlo.map"(%[[E5M2]])
// CHECK:         %[[INF:.*]] = mhlo.constant dense<0x7F800000> : tensor<f32>
// CHECK:         mhlo.select %{{.*}}, %{{.*}}, %[[INF]]
// CHECK:         %[[FNUZ:.*]] = mhlo.convert %arg0 : tensor<2xf32>
// CHECK-NEXT:    "mhlo.map"(%[[FNUZ]])
// CHECK:         %[[ZERO:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[IS_ZERO:.*]] = mhlo.compare EQ, %[[R:.*]], %[[ZERO]]
// CHECK-NEXT:    mhlo.select %[[IS_ZERO]], %[[ZERO]], %[[R]]
func.func @convert(%x: tensor<2xf32>) -> (tensor<2xf8E5M2>, tensor<2xf8E4M3FNUZ>) {
  %0 = mhlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E5M2>
  %1 = mhlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E4M3FNUZ>
  func.return %0, %1 : tensor<2xf8E5M2>, tensor<2xf8E4M3FNUZ>
}

// -----

// A dynamic shape changes nothing: the rounding's constants are rank 0 inside the map (no broadcast to the
// run-time sizes, no shape checks).
// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32>
// CHECK-NOT:     dynamic_broadcast_in_dim
// CHECK:         %[[A:.*]] = "mhlo.map"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    %[[SUM:.*]] = mhlo.add %[[A]], %[[A]] : tensor<?xf32>
// CHECK-NEXT:    %[[R:.*]] = "mhlo.map"(%[[SUM]])
// CHECK:         }) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?xf32>
func.func @dynamic(%a: tensor<?xf8E4M3FN>) -> tensor<?xf8E4M3FN> {
  %0 = mhlo.add %a, %a : tensor<?xf8E4M3FN>
  func.return %0 : tensor<?xf8E4M3FN>
}
