// RUN: ai-opt %s --split-input-file --math-polynomial-approximation | FileCheck %s

// cbrt: subnormals scaled by 2^24 (f32) / 2^54 (f64), a first guess bits/3 + 2/3 * bias << mantissa,
// Newton steps y += (x/y^2 - y)/3 (3 for f32, 4 for f64), zeros/infinities/NaN kept, the sign copied.
// CHECK-LABEL: func.func @cbrt
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f64)
// CHECK-NOT: math.cbrt
// CHECK: %[[A:.*]] = math.absf %[[X]] : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK-NEXT: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[THIRD:.*]] = arith.divui %[[BITS]], %[[THREE]] : i32
// CHECK-NEXT: %[[MAGIC:.*]] = arith.constant 710235477 : i32
// CHECK-NEXT: %[[GUESS:.*]] = arith.addi %[[THIRD]], %[[MAGIC]] : i32
// CHECK-COUNT-3: arith.divf
// CHECK-NOT: arith.divf
// CHECK: %[[R:.*]] = math.copysign %{{.*}}, %[[X]] : f32
// CHECK: %[[BITS64:.*]] = arith.bitcast %{{.*}} : f64 to i64
// CHECK: arith.constant 3071454945866678272 : i64
// CHECK-COUNT-4: arith.divf
// CHECK-NOT: arith.divf
// CHECK: %[[R64:.*]] = math.copysign %{{.*}}, %[[Y]] : f64
// CHECK-NEXT: return %[[R]], %[[R64]] : f32, f64
func.func @cbrt(%x: f32, %y: f64) -> (f32, f64) {
  %0 = math.cbrt %x : f32
  %1 = math.cbrt %y : f64
  return %0, %1 : f32, f64
}

// -----

// f16 is computed in f32.
// CHECK-LABEL: func.func @cbrt_f16
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK: %[[C:.*]] = math.copysign %{{.*}}, %[[E]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.truncf %[[C]] : f32 to f16
// CHECK-NEXT: return %[[T]] : f16
func.func @cbrt_f16(%x: f16) -> f16 {
  %0 = math.cbrt %x : f16
  return %0 : f16
}
