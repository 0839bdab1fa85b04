// Round trip of the element-wise ops in their pretty form, through the generic
// form, and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: sed -e 's/stablehlo\./mhlo./g' -e 's/#stablehlo</#mhlo</g' %s | ai-opt | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @unary_float
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// MHLO-LABEL: func.func @unary_float
// CHECK-NEXT: %{{.*}} = stablehlo.abs %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.cbrt %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.ceil %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.cosine %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.exponential %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.exponential_minus_one %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.floor %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.log %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.log_plus_one %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.logistic %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.negate %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.round_nearest_afz %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.round_nearest_even %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.rsqrt %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.sign %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.sine %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.sqrt %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.tan %[[X]] : tensor<4xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.tanh %[[X]] : tensor<4xf32>
// MHLO: mhlo.abs %{{.*}} : tensor<4xf32>

// CHECK-LABEL: func.func @binary_float
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %{{.*}} = stablehlo.add %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.subtract %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.multiply %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.divide %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.remainder %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.power %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.maximum %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.minimum %[[A]], %[[B]] : tensor<2x3xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.atan2 %[[A]], %[[B]] : tensor<2x3xf32>

// CHECK-LABEL: func.func @binary_int
// CHECK-SAME: (%[[A:.*]]: tensor<?xi32>, %[[B:.*]]: tensor<?xi32>)
// CHECK-NEXT: %{{.*}} = stablehlo.and %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = stablehlo.or %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = stablehlo.xor %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = stablehlo.shift_left %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = stablehlo.shift_right_arithmetic %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: %{{.*}} = stablehlo.shift_right_logical %[[A]], %[[B]] : tensor<?xi32>
// CHECK-NEXT: stablehlo.not %[[A]] : tensor<?xi32>
// CHECK-NEXT: stablehlo.popcnt %[[A]] : tensor<?xi32>
// CHECK-NEXT: stablehlo.count_leading_zeros %[[A]] : tensor<?xi32>

// Ops whose result type differs from the operands' print a function type.
// CHECK-LABEL: func.func @mixed_types
// CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}},  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK: stablehlo.compare  EQ, %{{.*}}, %{{.*}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
// CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<i1>, tensor<4xf32>
// CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
// CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.convert %{{.*}} : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<4xf32>) -> tensor<4x2xi16>
// CHECK: stablehlo.is_finite %{{.*}} : (tensor<4xf32>) -> tensor<4xi1>
// CHECK: %[[C:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<4xcomplex<f32>>
// CHECK: stablehlo.real %[[C]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK: stablehlo.imag %[[C]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK: stablehlo.abs %[[C]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
// CHECK: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
// CHECK: stablehlo.add %{{.*}}, %{{.*}} {some.attr = 1 : i64} : tensor<4xf32>
// CHECK: stablehlo.compare  LT, %{{.*}}, %{{.*}},  SIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// MHLO-LABEL: func.func @mixed_types
// MHLO: mhlo.compare  GT, %{{.*}}, %{{.*}},  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>

func.func @unary_float(%x: tensor<4xf32>) {
  %0 = stablehlo.abs %x : tensor<4xf32>
  %1 = stablehlo.cbrt %x : tensor<4xf32>
  %2 = stablehlo.ceil %x : tensor<4xf32>
  %3 = stablehlo.cosine %x : tensor<4xf32>
  %4 = stablehlo.exponential %x : tensor<4xf32>
  %5 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  %6 = stablehlo.floor %x : tensor<4xf32>
  %7 = stablehlo.log %x : tensor<4xf32>
  %8 = stablehlo.log_plus_one %x : tensor<4xf32>
  %9 = stablehlo.logistic %x : tensor<4xf32>
  %10 = stablehlo.negate %x : tensor<4xf32>
  %11 = stablehlo.round_nearest_afz %x : tensor<4xf32>
  %12 = stablehlo.round_nearest_even %x : tensor<4xf32>
  %13 = stablehlo.rsqrt %x : tensor<4xf32>
  %14 = stablehlo.sign %x : tensor<4xf32>
  %15 = stablehlo.sine %x : tensor<4xf32>
  %16 = stablehlo.sqrt %x : tensor<4xf32>
  %17 = stablehlo.tan %x : tensor<4xf32>
  %18 = stablehlo.tanh %x : tensor<4xf32>
  func.return
}

func.func @binary_float(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  %1 = stablehlo.subtract %a, %b : tensor<2x3xf32>
  %2 = stablehlo.multiply %a, %b : tensor<2x3xf32>
  %3 = stablehlo.divide %a, %b : tensor<2x3xf32>
  %4 = stablehlo.remainder %a, %b : tensor<2x3xf32>
  %5 = stablehlo.power %a, %b : tensor<2x3xf32>
  %6 = stablehlo.maximum %a, %b : tensor<2x3xf32>
  %7 = stablehlo.minimum %a, %b : tensor<2x3xf32>
  %8 = stablehlo.atan2 %a, %b : tensor<2x3xf32>
  func.return
}

func.func @binary_int(%a: tensor<?xi32>, %b: tensor<?xi32>) {
  %0 = stablehlo.and %a, %b : tensor<?xi32>
  %1 = stablehlo.or %a, %b : tensor<?xi32>
  %2 = stablehlo.xor %a, %b : tensor<?xi32>
  %3 = stablehlo.shift_left %a, %b : tensor<?xi32>
  %4 = stablehlo.shift_right_arithmetic %a, %b : tensor<?xi32>
  %5 = stablehlo.shift_right_logical %a, %b : tensor<?xi32>
  %6 = stablehlo.not %a : tensor<?xi32>
  %7 = stablehlo.popcnt %a : tensor<?xi32>
  %8 = stablehlo.count_leading_zeros %a : tensor<?xi32>
  func.return
}

func.func @mixed_types(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<f32>, %p: tensor<i1>) {
  %0 = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = stablehlo.compare EQ, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.select %0, %a, %b : tensor<4xi1>, tensor<4xf32>
  %3 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.clamp %s, %a, %s : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %5 = stablehlo.clamp %a, %a, %b : tensor<4xf32>
  %6 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xbf16>
  %7 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4x2xi16>
  %8 = stablehlo.is_finite %a : (tensor<4xf32>) -> tensor<4xi1>
  %9 = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
  %10 = stablehlo.real %9 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %11 = stablehlo.imag %9 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %12 = stablehlo.abs %9 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %13 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4xf32>
  %14 = stablehlo.add %a, %b {some.attr = 1} : tensor<4xf32>
  // Upstream accepts any compare_type on any element type (floats still compare as floats).
  %15 = stablehlo.compare  LT, %a, %b,  SIGNED : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return
}
