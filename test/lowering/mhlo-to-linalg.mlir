// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg='partial=true' | FileCheck %s --check-prefix=PARTIAL

// Element-wise ops: a parallel linalg.generic into tensor.empty, the scalar op picked by element type.
// CHECK-LABEL: func.func @add_f32
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<2x3xf32>, tensor<2x3xf32>) outs(%[[INIT]] : tensor<2x3xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: func.return %[[R]]
func.func @add_f32(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = mhlo.add %a, %b : tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// stablehlo ops are lowered alike; signless integers take the integer ops.
// CHECK-LABEL: func.func @add_i32
// CHECK: linalg.generic
// CHECK: ^{{.*}}(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT: linalg.yield %[[S]] : i32
func.func @add_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.add %a, %b : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @maximum_f32
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
func.func @maximum_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.maximum %a, %b : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @minimum_i64
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i64
func.func @minimum_i64(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %0 = mhlo.minimum %a, %b : tensor<4xi64>
  func.return %0 : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @divide_i32
// CHECK: arith.divsi %{{.*}}, %{{.*}} : i32
func.func @divide_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = mhlo.divide %a, %b : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @and_i1
// CHECK: arith.andi %{{.*}}, %{{.*}} : i1
func.func @and_i1(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = mhlo.and %a, %b : tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @exponential
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT: linalg.yield %[[E]] : f32
func.func @exponential(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.exponential %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @abs_i32
// CHECK: math.absi %{{.*}} : i32
func.func @abs_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = mhlo.abs %a : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @negate_f32
// CHECK: arith.negf %{{.*}} : f32
func.func @negate_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.negate %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Float comparisons are ordered (false on NaN), except NE, which is unordered.
// CHECK-LABEL: func.func @compare_gt_f32
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT: %[[C:.*]] = arith.cmpf ogt, %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[C]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
func.func @compare_gt_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = mhlo.compare GT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @compare_ne_f32
// CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f32
func.func @compare_ne_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = mhlo.compare NE, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @compare_lt_i32
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
func.func @compare_lt_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = mhlo.compare LT, %a, %b, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// A rank-0 predicate is read at every point through an empty map.
// CHECK-LABEL: func.func @select_scalar_pred
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[P]], %[[A]], %[[B]] : tensor<i1>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^{{.*}}(%[[C:.*]]: i1, %[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : f32
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.select %p, %a, %b : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @convert_i32_to_f32
// CHECK: arith.sitofp %{{.*}} : i32 to f32
func.func @convert_i32_to_f32(%a: tensor<4xi32>) -> tensor<4xf32> {
  %0 = mhlo.convert %a : (tensor<4xi32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @convert_f32_to_f64
// CHECK: arith.extf %{{.*}} : f32 to f64
func.func @convert_f32_to_f64(%a: tensor<4xf32>) -> tensor<4xf64> {
  %0 = mhlo.convert %a : (tensor<4xf32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @convert_f32_to_i32
// CHECK: arith.fptosi %{{.*}} : f32 to i32
func.func @convert_f32_to_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = mhlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @convert_i64_to_i8
// CHECK: arith.trunci %{{.*}} : i64 to i8
func.func @convert_i64_to_i8(%a: tensor<4xi64>) -> tensor<4xi8> {
  %0 = mhlo.convert %a : (tensor<4xi64>) -> tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: func.return %[[C]]
func.func @constant() -> tensor<2xf32> {
  %0 = mhlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// An expanded size-1 dimension is read at index 0.
// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-SAME: (%[[A:.*]]: tensor<1x4xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<3x2x4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[A]] : tensor<1x4xf32>) outs(%[[INIT]] : tensor<3x2x4xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK-NEXT: } -> tensor<3x2x4xf32>
func.func @broadcast_in_dim(%a: tensor<1x4xf32>) -> tensor<3x2x4xf32> {
  %0 = "mhlo.broadcast_in_dim"(%a) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<1x4xf32>) -> tensor<3x2x4xf32>
  func.return %0 : tensor<3x2x4xf32>
}

// -----

// xDSL prints linalg.transpose without spaces around the operand types.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.transpose ins(%[[A]]:tensor<2x3xf32>) outs(%[[INIT]]:tensor<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: func.return %[[R]]
func.func @transpose(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "mhlo.transpose"(%a) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_max
// CHECK-SAME: (%[[A:.*]]: tensor<4x10xf32>, %[[Z:.*]]: tensor<f32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.extract %[[Z]][] : tensor<f32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[INIT]] : f32) outs(%[[E]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.reduce ins(%[[A]]:tensor<4x10xf32>) outs(%[[F]]:tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%[[X:.*]]: f32, %[[Y:.*]]: f32) {
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.return %[[R]]
func.func @reduce_max(%a: tensor<4x10xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  %0 = mhlo.reduce(%a init: %z) applies mhlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @dot_general_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16x32xf32>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8x32xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<8x16xf32>, tensor<16x32xf32>) outs(%[[F]] : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: func.return %[[R]]
func.func @dot_general_matmul(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  func.return %0 : tensor<8x32xf32>
}

// -----

// xDSL 0.74 has no linalg.batch_matmul: batched dots are a generic with a reduction iterator.
// CHECK-LABEL: func.func @dot_general_batched
// CHECK: %[[F:.*]] = linalg.fill
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%[[F]] : tensor<2x3x5xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @dot_general_batched(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %0 = "mhlo.dot_general"(%a, %b) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @dot_matvec
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK: arith.muli
// CHECK: arith.addi
func.func @dot_matvec(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2xi32> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// Dynamic shapes are not lowered: the pass fails at the op, unless partial.
// PARTIAL-LABEL: func.func @dynamic
// PARTIAL-NEXT: mhlo.add
func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.add'}}
  %0 = mhlo.add %a, %a : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// PARTIAL-LABEL: func.func @unsigned
// PARTIAL-NEXT: stablehlo.add
func.func @unsigned(%a: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.add'}}
  %0 = stablehlo.add %a, %a : tensor<4xui32>
  func.return %0 : tensor<4xui32>
}

// -----

// A reduce body of more than one op is left, and so is its body; the error is reported at the reduce only.
// PARTIAL-LABEL: func.func @reduce_two_op_body
// PARTIAL: mhlo.reduce
// PARTIAL-NEXT: reducer
// PARTIAL-NEXT: mhlo.add
// PARTIAL-NEXT: mhlo.multiply
// PARTIAL-NEXT: mhlo.return
func.func @reduce_two_op_body(%a: tensor<4x10xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.reduce'}}
  %0 = "mhlo.reduce"(%a, %z) <{dimensions = dense<1> : tensor<1xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = mhlo.add %x, %y : tensor<f32>
    %m = mhlo.multiply %s, %s : tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
