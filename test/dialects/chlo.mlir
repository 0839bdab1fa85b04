// Round trip of the chlo ops in their pretty form and through the generic form.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @broadcast_arithmetic
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>)
// CHECK-NEXT: chlo.broadcast_add %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_add %[[B]], %[[A]] {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_atan2 %[[A]], %[[S]] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_divide %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_maximum %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_minimum %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_multiply %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_next_after %[[A]], %[[S]] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_polygamma %[[S]], %[[A]] : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_power %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_remainder %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_subtract %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_zeta %[[S]], %[[A]] : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: chlo.broadcast_complex %[[A]], %[[B]] : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xcomplex<f32>>
// GENERIC-LABEL: sym_name = "broadcast_arithmetic"
// GENERIC: "chlo.broadcast_add"(%{{.*}}, %{{.*}}) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
func.func @broadcast_arithmetic(%a: tensor<2x4xf32>, %b: tensor<4xf32>, %s: tensor<f32>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %1 = chlo.broadcast_add %b, %a {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = chlo.broadcast_atan2 %a, %s : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %3 = chlo.broadcast_divide %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %4 = chlo.broadcast_maximum %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %5 = chlo.broadcast_minimum %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %6 = chlo.broadcast_multiply %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %7 = chlo.broadcast_next_after %a, %s : (tensor<2x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %8 = chlo.broadcast_polygamma %s, %a : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %9 = chlo.broadcast_power %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %10 = chlo.broadcast_remainder %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %11 = chlo.broadcast_subtract %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %12 = chlo.broadcast_zeta %s, %a : (tensor<f32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %13 = chlo.broadcast_complex %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @broadcast_integer
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xi32>, %[[B:.*]]: tensor<1xi32>, %[[P:.*]]: tensor<*xi1>)
// CHECK-NEXT: chlo.broadcast_and %[[A]], %[[B]] : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
// CHECK-NEXT: chlo.broadcast_or %[[A]], %[[B]] : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
// CHECK-NEXT: chlo.broadcast_xor %[[P]], %[[P]] : (tensor<*xi1>, tensor<*xi1>) -> tensor<*xi1>
// CHECK-NEXT: chlo.broadcast_shift_left %[[A]], %[[B]] : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
// CHECK-NEXT: chlo.broadcast_shift_right_arithmetic %[[A]], %[[B]] : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
// CHECK-NEXT: chlo.broadcast_shift_right_logical %[[A]], %[[B]] : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
func.func @broadcast_integer(%a: tensor<?x3xi32>, %b: tensor<1xi32>, %p: tensor<*xi1>) {
  %0 = chlo.broadcast_and %a, %b : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
  %1 = chlo.broadcast_or %a, %b : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
  %2 = chlo.broadcast_xor %p, %p : (tensor<*xi1>, tensor<*xi1>) -> tensor<*xi1>
  %3 = chlo.broadcast_shift_left %a, %b : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
  %4 = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
  %5 = chlo.broadcast_shift_right_logical %a, %b : (tensor<?x3xi32>, tensor<1xi32>) -> tensor<?x3xi32>
  func.return
}

// CHECK-LABEL: func.func @broadcast_compare_select
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3xf32>, %[[P:.*]]: tensor<i1>)
// CHECK-NEXT: %[[C:.*]] = chlo.broadcast_compare %[[A]], %[[B]] {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: chlo.broadcast_compare %[[A]], %[[B]] {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction NE>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
// CHECK-NEXT: chlo.broadcast_select %[[P]], %[[A]], %[[B]] : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: chlo.broadcast_select %[[C]], %[[B]], %[[B]] : (tensor<2x3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// GENERIC-LABEL: sym_name = "broadcast_compare_select"
// GENERIC: "chlo.broadcast_compare"(%{{.*}}, %{{.*}}) <{comparison_direction = #chlo<comparison_direction GT>}>
func.func @broadcast_compare_select(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %p: tensor<i1>) {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %1 = chlo.broadcast_compare %a, %b {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction NE>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %2 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = chlo.broadcast_select %0, %b, %b : (tensor<2x3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @unary
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Z:.*]]: tensor<?xcomplex<f64>>)
// CHECK-NEXT: chlo.acos %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.acosh %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.asin %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.asinh %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.atan %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.atanh %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.bessel_i1e %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.conj %[[Z]] : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
// CHECK-NEXT: chlo.cosh %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.sinh %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.tan %[[Z]] : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
// CHECK-NEXT: chlo.square %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo._asin_acos_kernel %[[Z]] : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
// CHECK-NEXT: chlo.digamma %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.erf %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.erfc %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.erf_inv %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.lgamma %[[X]] : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.is_inf %[[X]] : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: chlo.is_neg_inf %[[X]] : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: chlo.is_pos_inf %[[X]] : tensor<4xf32> -> tensor<4xi1>
// CHECK-NEXT: chlo.next_after %[[X]], %[[X]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.polygamma %[[X]], %[[X]] : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT: chlo.zeta %[[X]], %[[X]] {some.attr = 1 : i64} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
func.func @unary(%x: tensor<4xf32>, %z: tensor<?xcomplex<f64>>) {
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  %1 = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
  %2 = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
  %4 = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  %5 = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.conj %z : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
  %8 = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
  %9 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  %10 = chlo.tan %z : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
  %11 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
  %12 = chlo._asin_acos_kernel %z : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
  %13 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
  %14 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %15 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  %16 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  %17 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  %18 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  %19 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  %20 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  %21 = chlo.next_after %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %22 = chlo.polygamma %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %23 = chlo.zeta %x, %x {some.attr = 1 : i64} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @constants_and_top_k
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[Y:.*]]: tensor<3x8xbf16>)
// CHECK-NEXT: chlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: "chlo.constant_like"(%[[X]]) <{value = 1.000000e+00 : f32}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %{{.*}}:2 = chlo.top_k(%[[Y]], k = 2) : tensor<3x8xbf16> -> (tensor<3x2xbf16>, tensor<3x2xi32>)
// CHECK-NEXT: %{{.*}}:2 = chlo.top_k(%[[X]], k = 4) {largest = true} : tensor<?x4xf32> -> (tensor<?x4xf32>, tensor<?x4xi32>)
func.func @constants_and_top_k(%x: tensor<?x4xf32>, %y: tensor<3x8xbf16>) {
  %0 = chlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %2:2 = chlo.top_k(%y, k = 2) : tensor<3x8xbf16> -> (tensor<3x2xbf16>, tensor<3x2xi32>)
  %3:2 = chlo.top_k(%x, k=4) {largest = true} : tensor<?x4xf32> -> (tensor<?x4xf32>, tensor<?x4xi32>)
  func.return
}

// CHECK-LABEL: func.func @ragged_dot
// CHECK: "chlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>}> : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>) -> tensor<2x11x7xf32>
func.func @ragged_dot(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %group_sizes: tensor<3xi64>) {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>],
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>) -> tensor<2x11x7xf32>
  func.return
}

// CHECK-LABEL: func.func @rank_specialization
// CHECK-SAME: (%[[A:.*]]: tensor<*xf32>, %[[B:.*]]: tensor<*xf32>, %[[SA:.*]]: tensor<?xindex>, %[[SB:.*]]: tensor<?xindex>, %[[SHAPE:.*]]: tensor<2xi64>)
// CHECK-NEXT: %{{.*}}:2 = chlo.minimum_broadcast_shapes %[[SA]], %[[SB]] : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: %[[R:.*]] = "chlo.rank_specialization_cluster"(%[[A]], %[[B]]) ({
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: tensor<*xf32>, %[[Y:.*]]: tensor<*xf32>):
// CHECK-NEXT:   %[[S:.*]] = chlo.broadcast_add %[[X]], %[[Y]] : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT:   "chlo.rank_specialization_cluster_yield"(%[[S]]) : (tensor<*xf32>) -> ()
// CHECK-NEXT: }) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT: "chlo.dynamic_reshape"(%[[R]], %[[SHAPE]]) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x?xf32>
func.func @rank_specialization(%a: tensor<*xf32>, %b: tensor<*xf32>, %sa: tensor<?xindex>, %sb: tensor<?xindex>, %shape: tensor<2xi64>) {
  %0:2 = chlo.minimum_broadcast_shapes %sa, %sb : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>, tensor<?xindex>
  %1 = "chlo.rank_specialization_cluster"(%a, %b) ({
  ^bb0(%x: tensor<*xf32>, %y: tensor<*xf32>):
    %2 = chlo.broadcast_add %x, %y : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
    "chlo.rank_specialization_cluster_yield"(%2) : (tensor<*xf32>) -> ()
  }) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = "chlo.dynamic_reshape"(%1, %shape) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  func.return
}

// mulhi prints in the pretty form, from the generic form too; any integer type.
// CHECK-LABEL: func.func @mulhi
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>, %[[B:.*]]: tensor<4xi8>, %[[U:.*]]: tensor<?x2xui64>)
// CHECK-NEXT: chlo.mulhi %[[A]], %[[B]] : tensor<4xi8>, tensor<4xi8> -> tensor<4xi8>
// CHECK-NEXT: chlo.mulhi %[[U]], %[[U]] : tensor<?x2xui64>, tensor<?x2xui64> -> tensor<?x2xui64>
// GENERIC-LABEL: sym_name = "mulhi"
// GENERIC: "chlo.mulhi"(%{{.*}}, %{{.*}}) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
func.func @mulhi(%a: tensor<4xi8>, %b: tensor<4xi8>, %u: tensor<?x2xui64>) {
  %0 = "chlo.mulhi"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = chlo.mulhi %u, %u : tensor<?x2xui64>, tensor<?x2xui64> -> tensor<?x2xui64>
  func.return
}

// scan: inputs, inits, the dimension, optional attributes after `attributes`, the body and a function type.
// CHECK-LABEL: func.func @scan
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[I:.*]]: tensor<2xf32>, %[[Y:.*]]: tensor<5x2xf64>, %[[Z:.*]]: tensor<5x3xf64>, %[[C:.*]]: tensor<4xf64>)
// CHECK-NEXT: %{{.*}}:2 = chlo.scan(%[[X]]) inits(%[[I]]) dimension=1 {
// CHECK-NEXT: ^{{.*}}(%[[S:.*]]: tensor<2xf32>, %[[ACC:.*]]: tensor<2xf32>):
// CHECK-NEXT:   %[[SUM:.*]] = stablehlo.add %[[S]], %[[ACC]] : tensor<2xf32>
// CHECK-NEXT:   stablehlo.return %[[SUM]], %[[SUM]] : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT: } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>)
// CHECK-NEXT: %{{.*}}:2 = chlo.scan(%[[Y]], %[[Z]]) inits(%[[C]]) dimension=0 attributes {is_associative = false, is_reverse = true, scan_dim_size = 5 : i64} {
// CHECK:      } : (tensor<5x2xf64>, tensor<5x3xf64>, tensor<4xf64>) -> (tensor<5xf64>, tensor<4xf64>)
// CHECK-NEXT: %{{.*}} = chlo.scan() inits(%[[I]]) dimension=0 attributes {scan_dim_size = 3 : i64} {
// CHECK:      } : (tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
// GENERIC-LABEL: sym_name = "scan"
// GENERIC: "chlo.scan"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
func.func @scan(%x: tensor<2x3xf32>, %i: tensor<2xf32>, %y: tensor<5x2xf64>, %z: tensor<5x3xf64>, %c: tensor<4xf64>) {
  %0:2 = chlo.scan(%x) inits(%i) dimension=1 {
  ^bb0(%s: tensor<2xf32>, %acc: tensor<2xf32>):
    %1 = stablehlo.add %s, %acc : tensor<2xf32>
    stablehlo.return %1, %1 : tensor<2xf32>, tensor<2xf32>
  } : (tensor<2x3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>)
  %2:2 = chlo.scan(%y, %z) inits(%c) dimension=0 attributes {is_associative = false, is_reverse = true, scan_dim_size = 5 : i64} {
  ^bb0(%b0: tensor<2xf64>, %b1: tensor<3xf64>, %b2: tensor<4xf64>):
    %3 = stablehlo.constant dense<0.0> : tensor<f64>
    %4 = stablehlo.add %b2, %b2 : tensor<4xf64>
    stablehlo.return %3, %4 : tensor<f64>, tensor<4xf64>
  } : (tensor<5x2xf64>, tensor<5x3xf64>, tensor<4xf64>) -> (tensor<5xf64>, tensor<4xf64>)
  %5:2 = chlo.scan() inits(%i) dimension=0 attributes {scan_dim_size = 3 : i64} {
  ^bb0(%acc: tensor<2xf32>):
    stablehlo.return %acc, %acc : tensor<2xf32>, tensor<2xf32>
  } : (tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
  func.return
}
