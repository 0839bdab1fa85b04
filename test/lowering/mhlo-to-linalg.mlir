// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s
// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --convert-mhlo-to-linalg='partial=true' | FileCheck %s --check-prefix=PARTIAL

// Element-wise ops: a parallel linalg.generic into tensor.empty, the scalar op picked by element type.
// CHECK-LABEL: func.func @add_f32
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<2x3xf32>, tensor<2x3xf32>) outs(%[[INIT]] : tensor<2x3xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK-NEXT: } -> tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
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
// CHECK-NEXT: return %[[C]]
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

// A generic reading through the permutation, as mlir-hlo (linalg.transpose with enable-primitive-ops).
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]] : tensor<2x3xf32>) outs(%[[INIT]] : tensor<3x2xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK-NEXT: } -> tensor<3x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @transpose(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = "mhlo.transpose"(%a) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// A `?` size of the result is read from the first operand with tensor.dim; first, a run-time
// check that the operands' `?` sizes agree (the size it reads is the one the result takes: one
// tensor.dim per size and block).
// CHECK-LABEL: func.func @add_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<?x4xf32>)
// CHECK-NEXT: %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[DB:.*]] = tensor.dim %[[B]], %[[I0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[DA:.*]] = tensor.dim %[[A]], %[[I0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[DB]], %[[DA]] : index
// CHECK-NEXT: cf.assert %[[SAME]], "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0"
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty(%[[DA]]) : tensor<?x4xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>) outs(%[[INIT]] : tensor<?x4xf32>)
// CHECK: arith.addf
// CHECK: } -> tensor<?x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @add_dynamic(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = mhlo.add %a, %b : tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// Rank 0: a generic without dimensions.
// CHECK-LABEL: func.func @multiply_rank0_f64
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<f64>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f64
func.func @multiply_rank0_f64(%a: tensor<f64>, %b: tensor<f64>) -> tensor<f64> {
  %0 = mhlo.multiply %a, %b : tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

// Each op gets its own tensor.empty, as mlir-hlo's lowering makes them (`cse`, which the CPU and GPU
// pipelines run next, shares them: test/transforms/cse-empty-tensors.mlir).
// CHECK-LABEL: func.func @own_empty
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[X:.*]] = linalg.generic {{.*}} outs(%[[INIT]] : tensor<4xf16>)
// CHECK: math.tanh %{{.*}} : f16
// CHECK: %[[INIT2:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[X]], %{{.*}} : tensor<4xf16>, tensor<4xf16>) outs(%[[INIT2]] : tensor<4xf16>)
// CHECK: arith.subf %{{.*}}, %{{.*}} : f16
func.func @own_empty(%a: tensor<4xf16>) -> tensor<4xf16> {
  %0 = mhlo.tanh %a : tensor<4xf16>
  %1 = mhlo.subtract %0, %a : tensor<4xf16>
  func.return %1 : tensor<4xf16>
}

// -----

// Unsigned tensors are computed on as signless ones: one cast in per operand, one out; unsigned arith ops.
// CHECK-LABEL: func.func @divide_ui32
// CHECK-SAME: (%[[A:.*]]: tensor<4xui32>, %[[B:.*]]: tensor<4xui32>)
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<4xui32> to tensor<4xi32>
// CHECK-DAG: %[[SB:.*]] = builtin.unrealized_conversion_cast %[[B]] : tensor<4xui32> to tensor<4xi32>
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%[[SA]], %[[SB]] : tensor<4xi32>, tensor<4xi32>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[IS_ZERO:.*]] = arith.cmpi eq, %[[Y]], %[[ZERO]] : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[IS_ZERO]], %[[ONE]], %[[Y]] : i32
// CHECK-NEXT: %[[D:.*]] = arith.divui %[[X]], %[[SAFE]] : i32
// CHECK-NEXT: %[[ONES:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IS_ZERO]], %[[ONES]], %[[D]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK: %[[M:.*]] = linalg.generic {{.*}} ins(%[[Q]], %[[SA]] : tensor<4xi32>, tensor<4xi32>)
// CHECK: arith.maxui
// CHECK: %[[OUT:.*]] = builtin.unrealized_conversion_cast %[[M]] : tensor<4xi32> to tensor<4xui32>
// CHECK-NEXT: return %[[OUT]]
func.func @divide_ui32(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  %0 = stablehlo.divide %a, %b : tensor<4xui32>
  %1 = stablehlo.maximum %0, %a : tensor<4xui32>
  func.return %1 : tensor<4xui32>
}

// -----

// Signed division: x / 0 is -1; INT_MIN / -1 divides by 1 instead, and INT_MIN is selected after (as mlir-hlo).
// CHECK-LABEL: func.func @divide_i8
// CHECK: ^{{.*}}(%[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
// CHECK: %[[IS_ZERO:.*]] = arith.cmpi eq, %[[Y]], %{{.*}} : i8
// CHECK: %[[MIN:.*]] = arith.constant -128 : i8
// CHECK: %[[IS_MIN:.*]] = arith.cmpi eq, %[[X]], %[[MIN]] : i8
// CHECK: %[[IS_M1:.*]] = arith.cmpi eq, %[[Y]], %{{.*}} : i8
// CHECK: %[[OVERFLOW:.*]] = arith.andi %[[IS_MIN]], %[[IS_M1]] : i1
// CHECK: %[[BAD:.*]] = arith.ori %[[IS_ZERO]], %[[OVERFLOW]] : i1
// CHECK: %[[SAFE:.*]] = arith.select %[[BAD]], %{{.*}}, %[[Y]] : i8
// CHECK: %[[Q:.*]] = arith.divsi %[[X]], %[[SAFE]] : i8
// CHECK: %[[R:.*]] = arith.select %[[OVERFLOW]], %[[MIN]], %[[Q]] : i8
// CHECK: arith.select %[[IS_ZERO]], %{{.*}}, %[[R]] : i8
func.func @divide_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = mhlo.divide %a, %b : tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// Float remainder is arith.remf (fmod).
// CHECK-LABEL: func.func @remainder_bf16
// CHECK: arith.remf %{{.*}}, %{{.*}} : bf16
func.func @remainder_bf16(%a: tensor<4xbf16>, %b: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = mhlo.remainder %a, %b : tensor<4xbf16>
  func.return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @remainder_ui8
// CHECK: %[[IS_ZERO:.*]] = arith.cmpi eq, %[[Y:.*]], %{{.*}} : i8
// CHECK: %[[R:.*]] = arith.remui %[[X:.*]], %{{.*}} : i8
// CHECK: arith.select %[[IS_ZERO]], %[[X]], %[[R]] : i8
func.func @remainder_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  %0 = mhlo.remainder %a, %b : tensor<4xui8>
  func.return %0 : tensor<4xui8>
}

// -----

// Shifts by the bit width or more give 0 (logical) or the sign (arithmetic), as in XLA.
// CHECK-LABEL: func.func @shifts_i32
// CHECK: ^{{.*}}(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[BITS:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[Y]], %[[BITS]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OK]], %[[S]], %[[ZERO]] : i32
// CHECK: arith.shrui
// CHECK: ^{{.*}}(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[BITS:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[Y]], %[[BITS]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.shrsi %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 31 : i32
// CHECK-NEXT: %[[SIGN:.*]] = arith.shrsi %[[X]], %[[MAX]] : i32
// CHECK-NEXT: arith.select %[[OK]], %[[S]], %[[SIGN]] : i32
func.func @shifts_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = mhlo.shift_left %a, %b : tensor<4xi32>
  %1 = mhlo.shift_right_logical %0, %b : tensor<4xi32>
  %2 = mhlo.shift_right_arithmetic %1, %b : tensor<4xi32>
  func.return %2 : tensor<4xi32>
}

// -----

// Integer power: exponentiation by squaring in an scf.for over the exponent's bits.
// CHECK-LABEL: func.func @power_i8
// CHECK: ^{{.*}}(%[[X:.*]]: i8, %[[Y:.*]]: i8, %{{.*}}: i8):
// CHECK: %[[ONE:.*]] = arith.constant 1 : i8
// CHECK: %[[LB:.*]] = arith.constant 0 : index
// CHECK: %[[UB:.*]] = arith.constant 8 : index
// CHECK: %[[STEP:.*]] = arith.constant 1 : index
// CHECK: %{{.*}} = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %[[ONE]], %[[BASE:.*]] = %[[X]], %[[E:.*]] = %[[Y]]) -> (i8, i8, i8) {
// CHECK: scf.yield
// CHECK: arith.cmpi slt, %[[Y]], %{{.*}} : i8
func.func @power_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = mhlo.power %a, %b : tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// i1: add is or, multiply and; max and min are unsigned (maxui is or, minui and), as mlir-hlo.
// CHECK-LABEL: func.func @pred_arithmetic
// CHECK: arith.ori %{{.*}}, %{{.*}} : i1
// CHECK: arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: arith.maxui %{{.*}}, %{{.*}} : i1
// CHECK: arith.minui %{{.*}}, %{{.*}} : i1
func.func @pred_arithmetic(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = mhlo.add %a, %b : tensor<4xi1>
  %1 = mhlo.multiply %0, %b : tensor<4xi1>
  %2 = mhlo.maximum %1, %b : tensor<4xi1>
  %3 = mhlo.minimum %2, %b : tensor<4xi1>
  func.return %3 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @not
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: arith.xori %{{.*}}, %[[T]] : i1
// CHECK: %[[M1:.*]] = arith.constant -1 : i8
// CHECK-NEXT: arith.xori %{{.*}}, %[[M1]] : i8
func.func @not(%a: tensor<4xi1>, %b: tensor<4xi8>) -> (tensor<4xi1>, tensor<4xi8>) {
  %0 = mhlo.not %a : tensor<4xi1>
  %1 = mhlo.not %b : tensor<4xi8>
  func.return %0, %1 : tensor<4xi1>, tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @bit_counts
// CHECK: math.ctpop %{{.*}} : i32
// CHECK: math.ctlz %{{.*}} : i32
func.func @bit_counts(%a: tensor<4xui32>) -> tensor<4xui32> {
  %0 = mhlo.popcnt %a : tensor<4xui32>
  %1 = mhlo.count_leading_zeros %0 : tensor<4xui32>
  func.return %1 : tensor<4xui32>
}

// -----

// CHECK-LABEL: func.func @negate_i32
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.subi %[[ZERO]], %{{.*}} : i32
func.func @negate_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = mhlo.negate %a : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// sign: copysign(1, x), except for +-0 and NaN, which stay.
// CHECK-LABEL: func.func @sign_f32
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[NZ:.*]] = arith.cmpf one, %[[X]], %[[ZERO]] : f32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[S:.*]] = math.copysign %[[ONE]], %[[X]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[NZ]], %[[S]], %[[X]] : f32
func.func @sign_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.sign %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sign_i16
// CHECK: %[[SHIFT:.*]] = arith.constant 15 : i16
// CHECK-NEXT: arith.shrsi %{{.*}}, %[[SHIFT]] : i16
// CHECK: arith.ori
// CHECK: arith.select
func.func @sign_i16(%a: tensor<4xi16>) -> tensor<4xi16> {
  %0 = mhlo.sign %a : tensor<4xi16>
  func.return %0 : tensor<4xi16>
}

// -----

// is_finite: |x| != inf, ordered, so false for NaN.
// CHECK-LABEL: func.func @is_finite_f16
// CHECK: ^{{.*}}(%[[X:.*]]: f16, %{{.*}}: i1):
// CHECK-NEXT: %[[ABS:.*]] = math.absf %[[X]] : f16
// CHECK-NEXT: %[[INF:.*]] = arith.constant 0x7C00 : f16
// CHECK-NEXT: %[[R:.*]] = arith.cmpf one, %[[ABS]], %[[INF]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : i1
func.func @is_finite_f16(%a: tensor<4xf16>) -> tensor<4xi1> {
  %0 = mhlo.is_finite %a : (tensor<4xf16>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// logistic: 1 / (exp(-x) + 1), in mlir-hlo's order.
// CHECK-LABEL: func.func @logistic
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[N]] : f32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[D:.*]] = arith.addf %[[E]], %[[ONE]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[D]] : f32
func.func @logistic(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.logistic %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @float_unary_f64
// CHECK: math.log1p %{{.*}} : f64
// CHECK: math.expm1 %{{.*}} : f64
// CHECK: math.rsqrt %{{.*}} : f64
// CHECK: math.cbrt %{{.*}} : f64
// CHECK: math.roundeven %{{.*}} : f64
// CHECK: math.round %{{.*}} : f64
// CHECK: math.ceil %{{.*}} : f64
// CHECK: math.atan2 %{{.*}}, %{{.*}} : f64
// CHECK: math.powf %{{.*}}, %{{.*}} : f64
func.func @float_unary_f64(%a: tensor<4xf64>) -> tensor<4xf64> {
  %0 = mhlo.log_plus_one %a : tensor<4xf64>
  %1 = mhlo.exponential_minus_one %0 : tensor<4xf64>
  %2 = mhlo.rsqrt %1 : tensor<4xf64>
  %3 = mhlo.cbrt %2 : tensor<4xf64>
  %4 = mhlo.round_nearest_even %3 : tensor<4xf64>
  %5 = mhlo.round_nearest_afz %4 : tensor<4xf64>
  %6 = mhlo.ceil %5 : tensor<4xf64>
  %7 = mhlo.atan2 %6, %a : tensor<4xf64>
  %8 = mhlo.power %7, %a : tensor<4xf64>
  func.return %8 : tensor<4xf64>
}

// -----

// TOTALORDER compares the bits as signed integers, negative magnitudes flipped (MAX - bits), as mlir-hlo.
// CHECK-LABEL: func.func @compare_totalorder
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: i1):
// CHECK-NEXT: %[[XB:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[XN:.*]] = arith.cmpi slt, %[[XB]], %[[C0]] : i32
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 2147483647 : i32
// CHECK-NEXT: %[[XF:.*]] = arith.subi %[[MAX]], %[[XB]] : i32
// CHECK-NEXT: %[[XK:.*]] = arith.select %[[XN]], %[[XF]], %[[XB]] : i32
// CHECK: %[[YK:.*]] = arith.select
// CHECK-NEXT: %[[R:.*]] = arith.cmpi slt, %[[XK]], %[[YK]] : i32
func.func @compare_totalorder(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = mhlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @compare_unsigned
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi uge, %{{.*}}, %{{.*}} : i1
func.func @compare_unsigned(%a: tensor<4xui32>, %b: tensor<4xui32>, %p: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = stablehlo.compare LT, %a, %b : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  %1 = stablehlo.compare GE, %p, %0 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  func.return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// Complex EQ is complex.eq; orderings are lexicographic on (real, imag).
// CHECK-LABEL: func.func @compare_complex
// CHECK: complex.eq %{{.*}}, %{{.*}} : complex<f32>
// CHECK: %[[XR:.*]] = complex.re %[[X:.*]] : complex<f32>
// CHECK-NEXT: %[[XI:.*]] = complex.im %[[X]] : complex<f32>
// CHECK-NEXT: %[[YR:.*]] = complex.re %[[Y:.*]] : complex<f32>
// CHECK-NEXT: %[[YI:.*]] = complex.im %[[Y]] : complex<f32>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpf olt, %[[XR]], %[[YR]] : f32
// CHECK-NEXT: %[[EQ:.*]] = arith.cmpf oeq, %[[XR]], %[[YR]] : f32
// CHECK-NEXT: %[[LE:.*]] = arith.cmpf ole, %[[XI]], %[[YI]] : f32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[EQ]], %[[LE]] : i1
// CHECK-NEXT: arith.ori %[[AND]], %[[LT]] : i1
func.func @compare_complex(%a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>) -> (tensor<4xi1>, tensor<4xi1>) {
  %0 = mhlo.compare EQ, %a, %b : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  %1 = mhlo.compare LE, %a, %b : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  func.return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// Complex maximum/minimum order lexicographically on (real, imag), as the StableHLO interpreter picks: the first
// operand where it compares greater (less), the second otherwise, also for equal values or a NaN part (ordered
// comparisons are false).
// CHECK-LABEL: func.func @maximum_complex
// CHECK: ^{{.*}}(%[[X:.*]]: complex<f64>, %[[Y:.*]]: complex<f64>, %{{.*}}: complex<f64>):
// CHECK-NEXT: %[[XR:.*]] = complex.re %[[X]] : complex<f64>
// CHECK-NEXT: %[[XI:.*]] = complex.im %[[X]] : complex<f64>
// CHECK-NEXT: %[[YR:.*]] = complex.re %[[Y]] : complex<f64>
// CHECK-NEXT: %[[YI:.*]] = complex.im %[[Y]] : complex<f64>
// CHECK-NEXT: %[[RGT:.*]] = arith.cmpf ogt, %[[XR]], %[[YR]] : f64
// CHECK-NEXT: %[[REQ:.*]] = arith.cmpf oeq, %[[XR]], %[[YR]] : f64
// CHECK-NEXT: %[[IGT:.*]] = arith.cmpf ogt, %[[XI]], %[[YI]] : f64
// CHECK-NEXT: %[[ONI:.*]] = arith.andi %[[REQ]], %[[IGT]] : i1
// CHECK-NEXT: %[[KEEP:.*]] = arith.ori %[[ONI]], %[[RGT]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[KEEP]], %[[X]], %[[Y]] : complex<f64>
// CHECK-NEXT: linalg.yield %[[R]] : complex<f64>
func.func @maximum_complex(%a: tensor<4xcomplex<f64>>, %b: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %0 = stablehlo.maximum %a, %b : tensor<4xcomplex<f64>>
  func.return %0 : tensor<4xcomplex<f64>>
}

// -----

// CHECK-LABEL: func.func @minimum_complex
// CHECK: ^{{.*}}(%[[X:.*]]: complex<f32>, %[[Y:.*]]: complex<f32>, %{{.*}}: complex<f32>):
// CHECK: %[[RLT:.*]] = arith.cmpf olt, %[[XR:.*]], %[[YR:.*]] : f32
// CHECK-NEXT: %[[REQ:.*]] = arith.cmpf oeq, %[[XR]], %[[YR]] : f32
// CHECK-NEXT: %[[ILT:.*]] = arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %[[ONI:.*]] = arith.andi %[[REQ]], %[[ILT]] : i1
// CHECK-NEXT: %[[KEEP:.*]] = arith.ori %[[ONI]], %[[RLT]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[KEEP]], %[[X]], %[[Y]] : complex<f32>
func.func @minimum_complex(%a: tensor<4xcomplex<f32>>, %b: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = mhlo.minimum %a, %b : tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

// Rank-0 bounds broadcast; clamp is min(max(lo, x), hi) with the NaN-propagating ops.
// CHECK-LABEL: func.func @clamp
// CHECK-SAME: (%[[LO:.*]]: tensor<f32>, %[[X:.*]]: tensor<?xf32>, %[[HI:.*]]: tensor<f32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]]
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[LO]], %[[X]], %[[HI]] : tensor<f32>, tensor<?xf32>, tensor<f32>)
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: f32, %[[V:.*]]: f32, %[[H:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[L]], %[[V]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.minimumf %[[M]], %[[H]] : f32
func.func @clamp(%lo: tensor<f32>, %x: tensor<?xf32>, %hi: tensor<f32>) -> tensor<?xf32> {
  %0 = mhlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// Float to integer saturates (compared in the float type) and gives 0 for NaN, as XLA converts.
// CHECK-LABEL: func.func @convert_f32_to_i8
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: i8):
// CHECK-NEXT: %[[C:.*]] = arith.fptosi %[[X]] : f32 to i8
// CHECK-NEXT: %[[HIF:.*]] = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %[[TOO_HIGH:.*]] = arith.cmpf oge, %[[X]], %[[HIF]] : f32
// CHECK-NEXT: %[[LOF:.*]] = arith.constant -1.280000e+02 : f32
// CHECK-NEXT: %[[TOO_LOW:.*]] = arith.cmpf ole, %[[X]], %[[LOF]] : f32
// CHECK-NEXT: %[[HI:.*]] = arith.constant 127 : i8
// CHECK-NEXT: %[[LO:.*]] = arith.constant -128 : i8
// CHECK-NEXT: %[[S1:.*]] = arith.select %[[TOO_LOW]], %[[LO]], %[[C]] : i8
// CHECK-NEXT: %[[S2:.*]] = arith.select %[[TOO_HIGH]], %[[HI]], %[[S1]] : i8
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i8
// CHECK-NEXT: %[[R:.*]] = arith.select %[[NAN]], %[[Z]], %[[S2]] : i8
func.func @convert_f32_to_i8(%a: tensor<4xf32>) -> tensor<4xi8> {
  %0 = mhlo.convert %a : (tensor<4xf32>) -> tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// Beyond a narrow float's range the bound is inf.
// CHECK-LABEL: func.func @convert_f16_to_ui32
// CHECK: arith.fptoui %{{.*}} : f16 to i32
// CHECK: arith.constant 0x7C00 : f16
// CHECK: arith.constant 0.000000e+00 : f16
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<4xi32> to tensor<4xui32>
func.func @convert_f16_to_ui32(%a: tensor<4xf16>) -> tensor<4xui32> {
  %0 = mhlo.convert %a : (tensor<4xf16>) -> tensor<4xui32>
  func.return %0 : tensor<4xui32>
}

// -----

// A bound that rounds past the largest finite value is inf too: ui16's 65535 in f16 (whose largest is 65504,
// 65520 and up round to inf), which FloatAttr could not hold (difftest seed 20006, program 1907: 'float too
// large to pack with e format'); i16's 32767 rounds to 32768.
// CHECK-LABEL: func.func @convert_f16_to_ui16_and_i16
// CHECK: arith.fptoui %{{.*}} : f16 to i16
// CHECK-NEXT: arith.constant 0x7C00 : f16
// CHECK: arith.fptosi %{{.*}} : f16 to i16
// CHECK-NEXT: arith.constant 3.276800e+04 : f16
func.func @convert_f16_to_ui16_and_i16(%a: tensor<4xf16>) -> (tensor<4xui16>, tensor<4xi16>) {
  %0 = mhlo.convert %a : (tensor<4xf16>) -> tensor<4xui16>
  %1 = mhlo.convert %a : (tensor<4xf16>) -> tensor<4xi16>
  func.return %0, %1 : tensor<4xui16>, tensor<4xi16>
}

// -----

// CHECK-LABEL: func.func @convert_integers
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.uitofp %{{.*}} : i32 to f32
// CHECK: arith.extsi %{{.*}} : i8 to i64
// CHECK: %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT: arith.cmpi ne, %{{.*}}, %[[Z]] : i64
// CHECK: arith.extui %{{.*}} : i1 to i16
func.func @convert_integers(%a: tensor<4xui8>, %b: tensor<4xi8>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xi16>) {
  %0 = mhlo.convert %a : (tensor<4xui8>) -> tensor<4xi32>
  %1 = mhlo.convert %0 : (tensor<4xi32>) -> tensor<4xui32>
  %2 = mhlo.convert %1 : (tensor<4xui32>) -> tensor<4xf32>
  %3 = mhlo.convert %b : (tensor<4xi8>) -> tensor<4xi64>
  %4 = mhlo.convert %3 : (tensor<4xi64>) -> tensor<4xi1>
  %5 = mhlo.convert %p : (tensor<4xi1>) -> tensor<4xi16>
  func.return %2, %4, %5 : tensor<4xf32>, tensor<4xi1>, tensor<4xi16>
}

// -----

// f16 <-> bf16 goes through f32; to i1 is an unordered != 0.
// CHECK-LABEL: func.func @convert_floats
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: arith.truncf %[[W]] : f32 to bf16
// CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : bf16
func.func @convert_floats(%a: tensor<4xf16>) -> tensor<4xi1> {
  %0 = mhlo.convert %a : (tensor<4xf16>) -> tensor<4xbf16>
  %1 = mhlo.convert %0 : (tensor<4xbf16>) -> tensor<4xi1>
  func.return %1 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @convert_complex
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: complex.create %{{.*}}, %[[Z]] : complex<f64>
// CHECK: %[[RE:.*]] = complex.re %{{.*}} : complex<f64>
// CHECK-NEXT: arith.truncf %[[RE]] : f64 to f32
func.func @convert_complex(%a: tensor<4xf64>) -> tensor<4xf32> {
  %0 = mhlo.convert %a : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
  %1 = mhlo.convert %0 : (tensor<4xcomplex<f64>>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @bitcast_convert
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
func.func @bitcast_convert(%a: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = mhlo.bitcast_convert %a : (tensor<2x?xf32>) -> tensor<2x?xui32>
  %1 = mhlo.bitcast_convert %0 : (tensor<2x?xui32>) -> tensor<2x?xf32>
  func.return %1 : tensor<2x?xf32>
}

// -----

// reduce_precision rounds the bits to nearest even, then flushes out-of-range magnitudes; NaN (a magnitude
// above infinity's bits) stays (mlir-hlo's sequence).
// CHECK-LABEL: func.func @reduce_precision
// CHECK: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[B:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[ABS:.*]] = arith.andi %[[B]], %{{.*}} : i32
// CHECK: %[[NAN:.*]] = arith.cmpi ugt, %[[ABS]], %{{.*}} : i32
// CHECK: %[[LAST:.*]] = arith.andi %[[B]], %{{.*}} : i32
// CHECK: arith.shrui %[[LAST]]
// CHECK: arith.cmpi ugt
// CHECK: arith.cmpi ule
// CHECK: %[[R:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT: arith.select %[[NAN]], %[[X]], %[[R]] : f32
func.func @reduce_precision(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.reduce_precision %a, format = e5m10 : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @complex_ops
// CHECK: complex.create %{{.*}}, %{{.*}} : complex<f32>
// CHECK: complex.mul %{{.*}}, %{{.*}} : complex<f32>
// CHECK: complex.exp %{{.*}} : complex<f32>
// CHECK: complex.abs %{{.*}} : complex<f32>
// CHECK: complex.im %{{.*}} : complex<f32>
func.func @complex_ops(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = mhlo.complex %a, %b : tensor<4xcomplex<f32>>
  %1 = mhlo.multiply %0, %0 : tensor<4xcomplex<f32>>
  %2 = mhlo.exponential %1 : tensor<4xcomplex<f32>>
  %3 = mhlo.abs %2 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %4 = mhlo.imag %2 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  func.return %3, %4 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Control flow: if/case/while become scf ops on tensors; the HLO ops in their regions are lowered too.
// CHECK-LABEL: func.func @if
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (tensor<4xf32>) {
// CHECK: %[[E:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: scf.yield %[[E]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[A]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @if(%p: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.if"(%p) ({
    %e = mhlo.exponential %a : tensor<4xf32>
    "mhlo.return"(%e) : (tensor<4xf32>) -> ()
  }, {
    "mhlo.return"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// The last branch is the default, which also takes out-of-range indices.
// CHECK-LABEL: func.func @case
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[I]][] : tensor<i32>
// CHECK-NEXT: %[[INDEX:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: %[[R:.*]] = scf.index_switch %[[INDEX]] -> tensor<4xf32>
// CHECK-NEXT: case 0 {
// CHECK: arith.negf
// CHECK: case 1 {
// CHECK: math.absf
// CHECK: default {
// CHECK-NEXT: scf.yield %[[A]] : tensor<4xf32>
func.func @case(%i: tensor<i32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.case"(%i) ({
    %n = stablehlo.negate %a : tensor<4xf32>
    "stablehlo.return"(%n) : (tensor<4xf32>) -> ()
  }, {
    %b = stablehlo.abs %a : tensor<4xf32>
    "stablehlo.return"(%b) : (tensor<4xf32>) -> ()
  }, {
    "stablehlo.return"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @while
// CHECK-SAME: (%[[N:.*]]: tensor<i32>, %[[A:.*]]: tensor<4xf32>)
// CHECK: %[[RS:.*]]:2 = scf.while (%[[I:.*]] = %{{.*}}, %[[X:.*]] = %[[A]]) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
// CHECK: %[[LT:.*]] = linalg.generic
// CHECK: arith.cmpi slt
// CHECK: %[[C:.*]] = tensor.extract %[[LT]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[C]]) %[[I]], %[[X]] : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^{{.*}}(%[[I2:.*]]: tensor<i32>, %[[X2:.*]]: tensor<4xf32>):
// CHECK: arith.addi
// CHECK: arith.mulf
// CHECK: scf.yield %{{.*}}, %{{.*}} : tensor<i32>, tensor<4xf32>
func.func @while(%n: tensor<i32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %zero = mhlo.constant dense<0> : tensor<i32>
  %0:2 = "mhlo.while"(%zero, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %c = mhlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "mhlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %one = mhlo.constant dense<1> : tensor<i32>
    %next = mhlo.add %i, %one : tensor<i32>
    %y = mhlo.multiply %x, %x : tensor<4xf32>
    "mhlo.return"(%next, %y) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  func.return %0#1 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @float_unary_f16
// CHECK: math.sqrt %{{.*}} : f16
// CHECK: math.log %{{.*}} : f16
// CHECK: math.sin %{{.*}} : f16
// CHECK: math.cos %{{.*}} : f16
// CHECK: math.tan %{{.*}} : f16
// CHECK: math.floor %{{.*}} : f16
// CHECK: math.absf %{{.*}} : f16
// CHECK: math.erf %{{.*}} : f16
func.func @float_unary_f16(%a: tensor<2x?xf16>) -> tensor<2x?xf16> {
  %0 = mhlo.sqrt %a : tensor<2x?xf16>
  %1 = mhlo.log %0 : tensor<2x?xf16>
  %2 = mhlo.sine %1 : tensor<2x?xf16>
  %3 = mhlo.cosine %2 : tensor<2x?xf16>
  %4 = mhlo.tan %3 : tensor<2x?xf16>
  %5 = mhlo.floor %4 : tensor<2x?xf16>
  %6 = mhlo.abs %5 : tensor<2x?xf16>
  %7 = mhlo.erf %6 : tensor<2x?xf16>
  func.return %7 : tensor<2x?xf16>
}

// -----

// A `?` size is read from an operand of the result's rank, not from the rank-0 predicate.
// CHECK-LABEL: func.func @select_dynamic_ui8
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<?xui8>, %[[B:.*]]: tensor<?xui8>)
// CHECK-DAG: %[[SA:.*]] = builtin.unrealized_conversion_cast %[[A]] : tensor<?xui8> to tensor<?xi8>
// CHECK-DAG: %[[SB:.*]] = builtin.unrealized_conversion_cast %[[B]] : tensor<?xui8> to tensor<?xi8>
// CHECK: %[[D:.*]] = tensor.dim %[[SA]], %{{.*}} : tensor<?xi8>
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty(%[[D]]) : tensor<?xi8>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[SA]], %[[SB]] : tensor<i1>, tensor<?xi8>, tensor<?xi8>) outs(%[[INIT]] : tensor<?xi8>)
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i8
// CHECK: builtin.unrealized_conversion_cast %[[R]] : tensor<?xi8> to tensor<?xui8>
func.func @select_dynamic_ui8(%p: tensor<i1>, %a: tensor<?xui8>, %b: tensor<?xui8>) -> tensor<?xui8> {
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<?xui8>, tensor<?xui8>) -> tensor<?xui8>
  func.return %0 : tensor<?xui8>
}

// -----

// real of a float is the float; imag is 0.
// CHECK-LABEL: func.func @real_imag_of_f64
// CHECK: ^{{.*}}(%[[X:.*]]: f64, %{{.*}}: f64):
// CHECK-NEXT: linalg.yield %[[X]] : f64
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: linalg.yield %[[Z]] : f64
func.func @real_imag_of_f64(%a: tensor<3xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
  %0 = mhlo.real %a : tensor<3xf64>
  %1 = mhlo.imag %a : tensor<3xf64>
  func.return %0, %1 : tensor<3xf64>, tensor<3xf64>
}

// -----

// Rank 0 compare on i8, integer bit ops on ui32.
// CHECK-LABEL: func.func @rank0_compare_and_bits
// CHECK: linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
// CHECK: arith.cmpi sge, %{{.*}}, %{{.*}} : i8
// CHECK: arith.xori %{{.*}}, %{{.*}} : i32
// CHECK: arith.ori %{{.*}}, %{{.*}} : i32
// CHECK: arith.andi %{{.*}}, %{{.*}} : i32
func.func @rank0_compare_and_bits(%a: tensor<i8>, %b: tensor<4xui32>) -> (tensor<i1>, tensor<4xui32>) {
  %0 = mhlo.compare GE, %a, %a : (tensor<i8>, tensor<i8>) -> tensor<i1>
  %1 = mhlo.xor %b, %b : tensor<4xui32>
  %2 = mhlo.or %1, %b : tensor<4xui32>
  %3 = mhlo.and %2, %b : tensor<4xui32>
  func.return %0, %3 : tensor<i1>, tensor<4xui32>
}

// -----

// Unranked tensors are not lowered: the pass says so at the op, unless partial.
// PARTIAL-LABEL: func.func @unranked
// PARTIAL-NEXT: mhlo.add
func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.add': unranked tensor types are not supported}}
  %0 = mhlo.add %a, %a : tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// Quantized elements are not lowered element-wise (mhlo-quant-legalize-to-int makes them integers first): the
// pass fails at the op (it crashed on the width of a quantized bitcast_convert), unless partial.
// PARTIAL-LABEL: func.func @quantized_bitcast_convert
// PARTIAL-NEXT: mhlo.bitcast_convert
func.func @quantized_bitcast_convert(%q: tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.bitcast_convert'}}
  %0 = mhlo.bitcast_convert %q : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// PARTIAL-LABEL: func.func @quantized_compare
// PARTIAL-NEXT: mhlo.compare
func.func @quantized_compare(%q: tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi1> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.compare'}}
  %0 = mhlo.compare GT, %q, %q : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// A bitcast_convert to a narrower type splits each element along a new minor dimension (little-endian).
// CHECK-LABEL: func.func @bitcast_convert_split
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x2xi16>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<?xf32>) outs(%[[E]] : tensor<?x2xi16>)
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[K:.*]] = linalg.index 1 : index
// CHECK: %[[SHIFT:.*]] = arith.muli
// CHECK: %[[PART:.*]] = arith.shrui %[[BITS]], %[[SHIFT]] : i32
// CHECK: arith.trunci %[[PART]] : i32 to i16
func.func @bitcast_convert_split(%a: tensor<?xf32>) -> tensor<?x2xi16> {
  %0 = mhlo.bitcast_convert %a : (tensor<?xf32>) -> tensor<?x2xi16>
  func.return %0 : tensor<?x2xi16>
}

// -----

// A bitcast_convert to a wider type ors the shifted parts into a zero-filled result, reducing the minor dimension.
// CHECK-LABEL: func.func @bitcast_convert_join
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : tensor<3x4xui8> to tensor<3x4xi8>
// CHECK: %[[ZERO:.*]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<3x4xi8>) outs(%[[ZERO]] : tensor<3xf32>)
// CHECK: ^{{.*}}(%[[PART:.*]]: i8, %[[ACC:.*]]: f32):
// CHECK: %[[WIDE:.*]] = arith.extui %[[PART]] : i8 to i32
// CHECK: %[[SHIFTED:.*]] = arith.shli %[[WIDE]], %{{.*}} : i32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[ACC]] : f32 to i32
// CHECK: %[[OR:.*]] = arith.ori %[[SHIFTED]], %[[BITS]] : i32
// CHECK: arith.bitcast %[[OR]] : i32 to f32
func.func @bitcast_convert_join(%a: tensor<3x4xui8>) -> tensor<3xf32> {
  %0 = mhlo.bitcast_convert %a : (tensor<3x4xui8>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// A bitcast_convert of complex elements works on the parts' bits (the real part's low).
// (Upstream allows complex only to complex: `cannot convert between real and complex types`.)
// CHECK-LABEL: func.func @bitcast_convert_complex
// CHECK-NOT:   mhlo.bitcast_convert
// CHECK:       complex.re
// CHECK:       complex.im
// CHECK:       complex.create
// CHECK:       linalg.yield
func.func @bitcast_convert_complex(%a: tensor<4xcomplex<f64>>) -> tensor<4x2xcomplex<f32>> {
  %0 = mhlo.bitcast_convert %a : (tensor<4xcomplex<f64>>) -> tensor<4x2xcomplex<f32>>
  func.return %0 : tensor<4x2xcomplex<f32>>
}

// -----

// copy is the identity generic (unsigned elements through signless ones).
// CHECK-LABEL: func.func @copy
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : tensor<4xui8> to tensor<4xi8>
// CHECK: linalg.generic {{.*}} ins(%[[A]] : tensor<4xi8>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT: linalg.yield %[[X]] : i8
func.func @copy(%a: tensor<4xui8>) -> tensor<4xui8> {
  %0 = mhlo.copy %a : tensor<4xui8>
  func.return %0 : tensor<4xui8>
}

// -----

// optimization_barrier forwards its operands.
// CHECK-LABEL: func.func @optimization_barrier
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<i32>)
// CHECK-NEXT: return %[[A]], %[[B]] : tensor<4xf32>, tensor<i32>
func.func @optimization_barrier(%a: tensor<4xf32>, %b: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<i32>
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<i32>
}
