// Round trip of every lmhlo op: `convolution` in its pretty form, the others
// in the generic form, which is the only one upstream has for them.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @constant_and_iota
// CHECK-SAME: (%[[F:.*]]: memref<2xf32>, %[[I:.*]]: memref<2x3xi32>)
// CHECK-NEXT: "lmhlo.constant"(%[[F]]) <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : (memref<2xf32>) -> ()
// CHECK-NEXT: "lmhlo.iota"(%[[I]]) <{iota_dimension = 1 : i64}> : (memref<2x3xi32>) -> ()
// CHECK-NEXT: return
func.func @constant_and_iota(%f: memref<2xf32>, %i: memref<2x3xi32>) {
  "lmhlo.constant"(%f) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (memref<2xf32>) -> ()
  "lmhlo.iota"(%i) {iota_dimension = 1 : i64} : (memref<2x3xi32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @unary_float
// CHECK-SAME: (%[[X:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>, %[[PRED:.*]]: memref<4xi1>, %[[INT:.*]]: memref<4xi32>)
// CHECK-NEXT: "lmhlo.abs"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.cbrt"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.ceil"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.cosine"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.exponential"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.exponential_minus_one"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.floor"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.is_finite"(%[[X]], %[[PRED]]) : (memref<4xf32>, memref<4xi1>) -> ()
// CHECK-NEXT: "lmhlo.log"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.logistic"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.log_plus_one"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.negate"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.round_nearest_afz"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.round_nearest_even"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.rsqrt"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.sign"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.sine"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.sqrt"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.tanh"(%[[X]], %[[OUT]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.reduce_precision"(%[[X]], %[[OUT]]) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.convert"(%[[X]], %[[INT]]) : (memref<4xf32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.bitcast_convert"(%[[X]], %[[INT]]) : (memref<4xf32>, memref<4xi32>) -> ()
// CHECK-NEXT: return
func.func @unary_float(%x: memref<4xf32>, %out: memref<4xf32>, %pred: memref<4xi1>, %int: memref<4xi32>) {
  "lmhlo.abs"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.cbrt"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.ceil"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.cosine"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.exponential"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.exponential_minus_one"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.floor"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.is_finite"(%x, %pred) : (memref<4xf32>, memref<4xi1>) -> ()
  "lmhlo.log"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.logistic"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.log_plus_one"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.negate"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.round_nearest_afz"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.round_nearest_even"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.rsqrt"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.sign"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.sine"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.sqrt"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.tanh"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.reduce_precision"(%x, %out) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.convert"(%x, %int) : (memref<4xf32>, memref<4xi32>) -> ()
  "lmhlo.bitcast_convert"(%x, %int) : (memref<4xf32>, memref<4xi32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @unary_int_and_complex
// CHECK-SAME: (%[[I:.*]]: memref<?xi32>, %[[O:.*]]: memref<?xi32>, %[[C:.*]]: memref<3xcomplex<f32>>, %[[F:.*]]: memref<3xf32>)
// CHECK-NEXT: "lmhlo.count_leading_zeros"(%[[I]], %[[O]]) : (memref<?xi32>, memref<?xi32>) -> ()
// CHECK-NEXT: "lmhlo.not"(%[[I]], %[[O]]) : (memref<?xi32>, memref<?xi32>) -> ()
// CHECK-NEXT: "lmhlo.popcnt"(%[[I]], %[[O]]) : (memref<?xi32>, memref<?xi32>) -> ()
// CHECK-NEXT: "lmhlo.abs"(%[[C]], %[[F]]) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.real"(%[[C]], %[[F]]) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.imag"(%[[C]], %[[F]]) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.complex"(%[[F]], %[[F]], %[[C]]) : (memref<3xf32>, memref<3xf32>, memref<3xcomplex<f32>>) -> ()
// CHECK-NEXT: return
func.func @unary_int_and_complex(%i: memref<?xi32>, %o: memref<?xi32>, %c: memref<3xcomplex<f32>>, %f: memref<3xf32>) {
  "lmhlo.count_leading_zeros"(%i, %o) : (memref<?xi32>, memref<?xi32>) -> ()
  "lmhlo.not"(%i, %o) : (memref<?xi32>, memref<?xi32>) -> ()
  "lmhlo.popcnt"(%i, %o) : (memref<?xi32>, memref<?xi32>) -> ()
  "lmhlo.abs"(%c, %f) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
  "lmhlo.real"(%c, %f) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
  "lmhlo.imag"(%c, %f) : (memref<3xcomplex<f32>>, memref<3xf32>) -> ()
  "lmhlo.complex"(%f, %f, %c) : (memref<3xf32>, memref<3xf32>, memref<3xcomplex<f32>>) -> ()
  func.return
}

// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x3xf32>, %[[I:.*]]: memref<4xi32>, %[[J:.*]]: memref<4xi32>, %[[K:.*]]: memref<4xi32>)
// CHECK-NEXT: "lmhlo.add"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.atan2"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.divide"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.maximum"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.minimum"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.multiply"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.power"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.remainder"(%[[A]], %[[B]], %[[OUT]]) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.subtract"(%[[A]], %[[B]], %[[OUT]]) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.and"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.or"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.xor"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.shift_left"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.shift_right_arithmetic"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "lmhlo.shift_right_logical"(%[[I]], %[[J]], %[[K]]) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: return
func.func @binary(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %out: memref<2x3xf32>, %i: memref<4xi32>, %j: memref<4xi32>, %k: memref<4xi32>) {
  "lmhlo.add"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.atan2"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.divide"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.maximum"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.minimum"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.multiply"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.power"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.remainder"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.subtract"(%a, %b, %out) {broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>} : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.and"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  "lmhlo.or"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  "lmhlo.xor"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  "lmhlo.shift_left"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  "lmhlo.shift_right_arithmetic"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  "lmhlo.shift_right_logical"(%i, %j, %k) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @compare_select_clamp
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[P:.*]]: memref<4xi1>, %[[LO:.*]]: memref<f32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: "lmhlo.compare"(%[[A]], %[[B]], %[[P]]) <{compare_type = #mhlo<comparison_type TOTALORDER>, comparison_direction = #mhlo<comparison_direction GT>}> : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
// CHECK-NEXT: "lmhlo.select"(%[[P]], %[[A]], %[[B]], %[[OUT]]) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.clamp"(%[[LO]], %[[A]], %[[LO]], %[[OUT]]) : (memref<f32>, memref<4xf32>, memref<f32>, memref<4xf32>) -> ()
// CHECK-NEXT: return
func.func @compare_select_clamp(%a: memref<4xf32>, %b: memref<4xf32>, %p: memref<4xi1>, %lo: memref<f32>, %out: memref<4xf32>) {
  "lmhlo.compare"(%a, %b, %p) {comparison_direction = #mhlo<comparison_direction GT>, compare_type = #mhlo<comparison_type TOTALORDER>} : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
  "lmhlo.select"(%p, %a, %b, %out) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.clamp"(%lo, %a, %lo, %out) : (memref<f32>, memref<4xf32>, memref<f32>, memref<4xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @shape_ops
// CHECK-SAME: (%[[X:.*]]: memref<2x3xf32>, %[[T:.*]]: memref<3x2xf32>, %[[FLAT:.*]]: memref<6xf32>, %[[V:.*]]: memref<3xf32>, %[[I:.*]]: memref<i32>)
// CHECK-NEXT: "lmhlo.copy"(%[[X]], %[[X]]) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.reshape"(%[[X]], %[[FLAT]]) : (memref<2x3xf32>, memref<6xf32>) -> ()
// CHECK-NEXT: "lmhlo.bitcast"(%[[X]], %[[FLAT]]) : (memref<2x3xf32>, memref<6xf32>) -> ()
// CHECK-NEXT: "lmhlo.transpose"(%[[X]], %[[T]]) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (memref<2x3xf32>, memref<3x2xf32>) -> ()
// CHECK-NEXT: "lmhlo.reverse"(%[[X]], %[[X]]) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> : (memref<2x3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.broadcast"(%[[V]], %[[X]]) <{broadcast_sizes = dense<2> : tensor<1xi64>}> : (memref<3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.broadcast_in_dim"(%[[V]], %[[T]]) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (memref<3xf32>, memref<3x2xf32>) -> ()
// CHECK-NEXT: "lmhlo.concatenate"(%[[V]], %[[V]], %[[FLAT]]) <{dimension = 0 : i64}> : (memref<3xf32>, memref<3xf32>, memref<6xf32>) -> ()
// CHECK-NEXT: "lmhlo.slice"(%[[FLAT]], %[[V]]) <{limit_indices = dense<6> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}> : (memref<6xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_slice"(%[[FLAT]], %[[I]], %[[V]]) <{slice_sizes = dense<3> : tensor<1xi64>}> : (memref<6xf32>, memref<i32>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic-update-slice"(%[[FLAT]], %[[V]], %[[I]], %[[FLAT]]) : (memref<6xf32>, memref<3xf32>, memref<i32>, memref<6xf32>) -> ()
// CHECK-NEXT: return
func.func @shape_ops(%x: memref<2x3xf32>, %t: memref<3x2xf32>, %flat: memref<6xf32>, %v: memref<3xf32>, %i: memref<i32>) {
  "lmhlo.copy"(%x, %x) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.reshape"(%x, %flat) : (memref<2x3xf32>, memref<6xf32>) -> ()
  "lmhlo.bitcast"(%x, %flat) : (memref<2x3xf32>, memref<6xf32>) -> ()
  "lmhlo.transpose"(%x, %t) {permutation = dense<[1, 0]> : tensor<2xi64>} : (memref<2x3xf32>, memref<3x2xf32>) -> ()
  "lmhlo.reverse"(%x, %x) {dimensions = dense<[0, 1]> : tensor<2xi64>} : (memref<2x3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.broadcast"(%v, %x) {broadcast_sizes = dense<2> : tensor<1xi64>} : (memref<3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.broadcast_in_dim"(%v, %t) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (memref<3xf32>, memref<3x2xf32>) -> ()
  "lmhlo.concatenate"(%v, %v, %flat) {dimension = 0 : i64} : (memref<3xf32>, memref<3xf32>, memref<6xf32>) -> ()
  "lmhlo.slice"(%flat, %v) {start_indices = dense<1> : tensor<1xi64>, limit_indices = dense<6> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} : (memref<6xf32>, memref<3xf32>) -> ()
  "lmhlo.dynamic_slice"(%flat, %i, %v) {slice_sizes = dense<3> : tensor<1xi64>} : (memref<6xf32>, memref<i32>, memref<3xf32>) -> ()
  "lmhlo.dynamic-update-slice"(%flat, %v, %i, %flat) : (memref<6xf32>, memref<3xf32>, memref<i32>, memref<6xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @pad_gather_scatter
// CHECK-SAME: (%[[X:.*]]: memref<3xf32>, %[[ZERO:.*]]: memref<f32>, %[[PADDED:.*]]: memref<8xf32>, %[[M:.*]]: memref<4x3xf32>, %[[IDX:.*]]: memref<2x1xi32>, %[[ROWS:.*]]: memref<2x3xf32>)
// CHECK-NEXT: "lmhlo.pad"(%[[X]], %[[ZERO]], %[[PADDED]]) <{edge_padding_high = dense<2> : tensor<1xi64>, edge_padding_low = dense<1> : tensor<1xi64>, interior_padding = dense<1> : tensor<1xi64>}> : (memref<3xf32>, memref<f32>, memref<8xf32>) -> ()
// CHECK-NEXT: "lmhlo.gather"(%[[M]], %[[IDX]], %[[ROWS]]) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 3]> : tensor<2xi64>}> : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.scatter"(%[[M]], %[[IDX]], %[[ROWS]], %[[M]]) <{indices_are_sorted = true, scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
// CHECK-NEXT: return
func.func @pad_gather_scatter(%x: memref<3xf32>, %zero: memref<f32>, %padded: memref<8xf32>, %m: memref<4x3xf32>, %idx: memref<2x1xi32>, %rows: memref<2x3xf32>) {
  "lmhlo.pad"(%x, %zero, %padded) {edge_padding_low = dense<1> : tensor<1xi64>, edge_padding_high = dense<2> : tensor<1xi64>, interior_padding = dense<1> : tensor<1xi64>} : (memref<3xf32>, memref<f32>, memref<8xf32>) -> ()
  "lmhlo.gather"(%m, %idx, %rows) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 3]> : tensor<2xi64>} : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>) -> ()
  "lmhlo.scatter"(%m, %idx, %rows, %m) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = true, unique_indices = true} : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
  func.return
}

// A computation on buffers takes one more buffer per result and ends in
// lmhlo.terminator; one on tensors ends in mhlo.return.
// CHECK-LABEL: func.func @computations
// CHECK-SAME: (%[[X:.*]]: memref<2x3xf32>, %[[ZERO:.*]]: memref<f32>, %[[ROW:.*]]: memref<2xf32>, %[[V:.*]]: memref<4xf32>, %[[W:.*]]: memref<3xf32>, %[[HALF:.*]]: memref<2xf32>, %[[KEYS:.*]]: memref<4xf32>, %[[VALS:.*]]: memref<4xi32>)
// CHECK-NEXT: "lmhlo.reduce"(%[[X]], %[[ZERO]], %[[ROW]]) <{dimensions = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%[[ACC:.*]]: memref<f32>, %[[E:.*]]: memref<f32>, %[[R:.*]]: memref<f32>):
// CHECK-NEXT: "lmhlo.add"(%[[ACC]], %[[E]], %[[R]]) : (memref<f32>, memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<2x3xf32>, memref<f32>, memref<2xf32>) -> ()
// CHECK-NEXT: "lmhlo.reduce_window"(%[[V]], %[[ZERO]], %[[W]]) <{padding = dense<0> : tensor<1x2xi64>, window_dimensions = dense<2> : tensor<1xi64>, window_strides = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[M:.*]] = mhlo.maximum %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[M]] : tensor<f32>
// CHECK-NEXT: }) : (memref<4xf32>, memref<f32>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.select_and_scatter"(%[[V]], %[[HALF]], %[[ZERO]], %[[V]]) <{window_dimensions = dense<2> : tensor<1xi64>, window_strides = dense<2> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A_1:.*]]: tensor<f32>, %[[B_1:.*]]: tensor<f32>):
// CHECK-NEXT: %[[GE:.*]] = mhlo.compare  GE, %[[A_1]], %[[B_1]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[GE]] : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[A_2:.*]]: tensor<f32>, %[[B_2:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A_2]], %[[B_2]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (memref<4xf32>, memref<2xf32>, memref<f32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.map"(%[[V]], %[[V]], %[[V]]) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A_3:.*]]: tensor<f32>, %[[B_3:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S_1:.*]] = mhlo.add %[[A_3]], %[[B_3]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S_1]] : tensor<f32>
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.sort"(%[[KEYS]], %[[VALS]], %[[KEYS]], %[[VALS]]) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%[[A_4:.*]]: tensor<f32>, %[[B_4:.*]]: tensor<f32>, %[[C:.*]]: tensor<i32>, %[[D:.*]]: tensor<i32>):
// CHECK-NEXT: %[[LT:.*]] = mhlo.compare  LT, %[[A_4]], %[[B_4]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[LT]] : tensor<i1>
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xi32>, memref<4xf32>, memref<4xi32>) -> ()
// CHECK-NEXT: return
func.func @computations(%x: memref<2x3xf32>, %zero: memref<f32>, %row: memref<2xf32>, %v: memref<4xf32>, %w: memref<3xf32>, %half: memref<2xf32>, %keys: memref<4xf32>, %vals: memref<4xi32>) {
  "lmhlo.reduce"(%x, %zero, %row) ({
  ^bb0(%acc: memref<f32>, %e: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%acc, %e, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<2x3xf32>, memref<f32>, memref<2xf32>) -> ()
  "lmhlo.reduce_window"(%v, %zero, %w) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = mhlo.maximum %a, %b : tensor<f32>
    "mhlo.return"(%m) : (tensor<f32>) -> ()
  }) {window_dimensions = dense<2> : tensor<1xi64>, window_strides = dense<1> : tensor<1xi64>, padding = dense<0> : tensor<1x2xi64>} : (memref<4xf32>, memref<f32>, memref<3xf32>) -> ()
  "lmhlo.select_and_scatter"(%v, %half, %zero, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%ge) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {window_dimensions = dense<2> : tensor<1xi64>, window_strides = dense<2> : tensor<1xi64>} : (memref<4xf32>, memref<2xf32>, memref<f32>, memref<4xf32>) -> ()
  "lmhlo.map"(%v, %v, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.sort"(%keys, %vals, %keys, %vals) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%lt) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (memref<4xf32>, memref<4xi32>, memref<4xf32>, memref<4xi32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @control_flow
// CHECK-SAME: (%[[INDEX:.*]]: memref<i32>, %[[A:.*]]: memref<f32>, %[[OUT:.*]]: memref<f32>, %[[COND:.*]]: memref<i1>, %[[IN:.*]]: memref<4xf32>, %[[RES:.*]]: memref<4xf32>)
// CHECK-NEXT: "lmhlo.case"(%[[INDEX]]) ({
// CHECK-NEXT: "lmhlo.copy"(%[[A]], %[[OUT]]) : (memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "lmhlo.negate"(%[[A]], %[[OUT]]) : (memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<i32>) -> ()
// CHECK-NEXT: "lmhlo.while"(%[[COND]]) <{trip_count = 4 : i64}> ({
// CHECK-NEXT: "lmhlo.compare"(%[[A]], %[[OUT]], %[[COND]]) <{comparison_direction = #mhlo<comparison_direction LT>}> : (memref<f32>, memref<f32>, memref<i1>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "lmhlo.add"(%[[A]], %[[OUT]], %[[A]]) : (memref<f32>, memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<i1>) -> ()
// CHECK-NEXT: "lmhlo.fusion"() ({
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %[[IN]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = mhlo.negate %[[T]] : tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %[[N]] in writable %[[RES]] : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "lmhlo.custom_call"(%[[IN]], %[[IN]], %[[RES]]) <{backend_config = "bar", call_target_name = "foo", has_side_effect = true, operandSegmentSizes = array<i32: 2, 1>, target_arg_mapping = #lmhlo.custom_call_target_arg_mapping<num_args = 3, num_results = 2, args_to_target_args = [0, 2], results_to_target_results = [1]>}> : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return
func.func @control_flow(%index: memref<i32>, %a: memref<f32>, %out: memref<f32>, %cond: memref<i1>, %in: memref<4xf32>, %res: memref<4xf32>) {
  "lmhlo.case"(%index) ({
    "lmhlo.copy"(%a, %out) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.negate"(%a, %out) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i32>) -> ()
  "lmhlo.while"(%cond) ({
    "lmhlo.compare"(%a, %out, %cond) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.add"(%a, %out, %a) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {trip_count = 4 : i64} : (memref<i1>) -> ()
  "lmhlo.fusion"() ({
    %t = bufferization.to_tensor %in : memref<4xf32> to tensor<4xf32>
    %n = mhlo.negate %t : tensor<4xf32>
    bufferization.materialize_in_destination %n in writable %res : (tensor<4xf32>, memref<4xf32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : () -> ()
  "lmhlo.custom_call"(%in, %in, %res) {call_target_name = "foo", backend_config = "bar", has_side_effect = true, operandSegmentSizes = array<i32: 2, 1>, target_arg_mapping = #lmhlo.custom_call_target_arg_mapping<num_args = 3, num_results = 2, args_to_target_args = [0, 2], results_to_target_results = [1]>} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @linalg
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<3x4xf32>, %[[AB:.*]]: memref<2x4xf32>, %[[BA:.*]]: memref<5x2x3xf32>, %[[BB:.*]]: memref<5x3x4xf32>, %[[BC:.*]]: memref<5x2x4xf32>, %[[SQ:.*]]: memref<3x3xf32>, %[[RHS:.*]]: memref<3x4xf32>)
// CHECK-NEXT: "lmhlo.dot"(%[[A]], %[[B]], %[[AB]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]}> : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
// CHECK-NEXT: "lmhlo.dot_general"(%[[BA]], %[[BB]], %[[BC]]) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (memref<5x2x3xf32>, memref<5x3x4xf32>, memref<5x2x4xf32>) -> ()
// CHECK-NEXT: "lmhlo.cholesky"(%[[SQ]], %[[SQ]]) <{lower = true}> : (memref<3x3xf32>, memref<3x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.triangular_solve"(%[[SQ]], %[[RHS]], %[[RHS]]) <{layout_a = dense<[1, 0]> : tensor<2xindex>, layout_b = dense<[1, 0]> : tensor<2xindex>, layout_output = dense<[1, 0]> : tensor<2xindex>, left_side = true, lower = true, transpose_a = #mhlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (memref<3x3xf32>, memref<3x4xf32>, memref<3x4xf32>) -> ()
// CHECK-NEXT: return
func.func @linalg(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %ab: memref<2x4xf32>, %ba: memref<5x2x3xf32>, %bb: memref<5x3x4xf32>, %bc: memref<5x2x4xf32>, %sq: memref<3x3xf32>, %rhs: memref<3x4xf32>) {
  "lmhlo.dot"(%a, %b, %ab) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision HIGHEST>]} : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
  "lmhlo.dot_general"(%ba, %bb, %bc) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (memref<5x2x3xf32>, memref<5x3x4xf32>, memref<5x2x4xf32>) -> ()
  "lmhlo.cholesky"(%sq, %sq) {lower = true} : (memref<3x3xf32>, memref<3x3xf32>) -> ()
  "lmhlo.triangular_solve"(%sq, %rhs, %rhs) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #mhlo<transpose NO_TRANSPOSE>, layout_a = dense<[1, 0]> : tensor<2xindex>, layout_b = dense<[1, 0]> : tensor<2xindex>, layout_output = dense<[1, 0]> : tensor<2xindex>} : (memref<3x3xf32>, memref<3x4xf32>, memref<3x4xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @convolution
// CHECK-SAME: (%[[IN:.*]]: memref<1x4x4x1xf32>, %[[KERNEL:.*]]: memref<3x3x1x1xf32>, %[[OUT:.*]]: memref<1x2x2x1xf32>, %[[IN1:.*]]: memref<1x4x1xf32>, %[[K1:.*]]: memref<3x1x1xf32>, %[[PAD:.*]]: memref<1x2xi32>, %[[OUT1:.*]]: memref<1x2x1xf32>)
// CHECK-NEXT: lmhlo.convolution(%[[IN]], %[[KERNEL]], %[[OUT]])
// CHECK-SAME{LITERAL}: dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (memref<1x4x4x1xf32>, memref<3x3x1x1xf32>, memref<1x2x2x1xf32>) -> ()
// CHECK-NEXT: lmhlo.convolution(%[[IN]], %[[KERNEL]], %[[OUT]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x1xf32>, memref<1x2x2x1xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_conv"(%[[IN1]], %[[K1]], %[[PAD]], %[[OUT1]]) <{batch_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = dense<1> : tensor<1xi64>}> : (memref<1x4x1xf32>, memref<3x1x1xf32>, memref<1x2xi32>, memref<1x2x1xf32>) -> ()
// CHECK-NEXT: return
func.func @convolution(%in: memref<1x4x4x1xf32>, %kernel: memref<3x3x1x1xf32>, %out: memref<1x2x2x1xf32>, %in1: memref<1x4x1xf32>, %k1: memref<3x1x1xf32>, %pad: memref<1x2xi32>, %out1: memref<1x2x1xf32>) {
  lmhlo.convolution(%in, %kernel, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (memref<1x4x4x1xf32>, memref<3x3x1x1xf32>, memref<1x2x2x1xf32>) -> ()
  lmhlo.convolution(%in, %kernel, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x1xf32>, memref<1x2x2x1xf32>) -> ()
  "lmhlo.dynamic_conv"(%in1, %k1, %pad, %out1) {dimension_numbers = #mhlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, batch_group_count = 1 : i64, feature_group_count = 1 : i64, window_strides = dense<1> : tensor<1xi64>} : (memref<1x4x1xf32>, memref<3x1x1xf32>, memref<1x2xi32>, memref<1x2x1xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @fft_and_batch_norm
// CHECK-SAME: (%[[X:.*]]: memref<3x9xf32>, %[[SPECTRUM:.*]]: memref<3x5xcomplex<f32>>, %[[Y:.*]]: memref<2x3xf32>, %[[S:.*]]: memref<3xf32>)
// CHECK-NEXT: "lmhlo.fft"(%[[X]], %[[SPECTRUM]]) <{fft_length = dense<9> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}> : (memref<3x9xf32>, memref<3x5xcomplex<f32>>) -> ()
// CHECK-NEXT: "lmhlo.batch_norm_grad"(%[[Y]], %[[S]], %[[S]], %[[S]], %[[Y]], %[[Y]], %[[S]], %[[S]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: "lmhlo.batch_norm_inference"(%[[Y]], %[[S]], %[[S]], %[[S]], %[[S]], %[[Y]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.batch_norm_training"(%[[Y]], %[[S]], %[[S]], %[[Y]], %[[S]], %[[S]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: return
func.func @fft_and_batch_norm(%x: memref<3x9xf32>, %spectrum: memref<3x5xcomplex<f32>>, %y: memref<2x3xf32>, %s: memref<3xf32>) {
  "lmhlo.fft"(%x, %spectrum) {fft_length = dense<9> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>} : (memref<3x9xf32>, memref<3x5xcomplex<f32>>) -> ()
  "lmhlo.batch_norm_grad"(%y, %s, %s, %s, %y, %y, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
  "lmhlo.batch_norm_inference"(%y, %s, %s, %s, %s, %y) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.batch_norm_training"(%y, %s, %s, %y, %s, %s) {epsilon = 1.0e-03 : f32, feature_index = 1 : i64} : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @collectives
// CHECK-SAME: (%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<8xf32>, %[[HALF:.*]]: memref<2xf32>, %[[ID:.*]]: memref<ui32>, %[[STATE:.*]]: memref<2xui64>)
// CHECK-NEXT: "lmhlo.all_gather"(%[[X]], %[[Y]])
// CHECK-SAME{LITERAL}: <{all_gather_dimension = 0 : i64, channel_id = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids = true}> : (memref<4xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: "lmhlo.all_reduce"(%[[X]], %[[X]])
// CHECK-SAME{LITERAL}: <{constrain_layout = true, replica_groups = dense<[[0, 2], [1, -1]]> : tensor<2x2xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.reduce_scatter"(%[[X]], %[[HALF]])
// CHECK-SAME{LITERAL}: <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%[[A_1:.*]]: memref<f32>, %[[B_1:.*]]: memref<f32>, %[[R:.*]]: memref<f32>):
// CHECK-NEXT: "lmhlo.add"(%[[A_1]], %[[B_1]], %[[R]]) : (memref<f32>, memref<f32>, memref<f32>) -> ()
// CHECK-NEXT: "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: "lmhlo.all_to_all"(%[[X]], %[[X]])
// CHECK-SAME{LITERAL}: <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_dimension = 0 : i64}> : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.collective_permute"(%[[X]], %[[X]])
// CHECK-SAME{LITERAL}: <{channel_id = #mhlo.channel_handle<handle = 5, type = 2>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.replica_id"(%[[ID]]) : (memref<ui32>) -> ()
// CHECK-NEXT: "lmhlo.partition_id"(%[[ID]]) : (memref<ui32>) -> ()
// CHECK-NEXT: "lmhlo.infeed"(%[[X]], %[[Y]]) <{config = "feed"}> : (memref<4xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: "lmhlo.outfeed"(%[[X]]) <{config = ""}> : (memref<4xf32>) -> ()
// CHECK-NEXT: "lmhlo.rng_get_and_update_state"(%[[STATE]]) <{delta = 1 : i64}> : (memref<2xui64>) -> ()
// CHECK-NEXT: return
func.func @collectives(%x: memref<4xf32>, %y: memref<8xf32>, %half: memref<2xf32>, %id: memref<ui32>, %state: memref<2xui64>) {
  "lmhlo.all_gather"(%x, %y) {all_gather_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_id = #mhlo.channel_handle<handle = 1, type = 0>, use_global_device_ids = true} : (memref<4xf32>, memref<8xf32>) -> ()
  "lmhlo.all_reduce"(%x, %x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, 2], [1, -1]]> : tensor<2x2xi64>, constrain_layout = true} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.reduce_scatter"(%x, %half) ({
  ^bb0(%a: memref<f32>, %b: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%a, %b, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (memref<4xf32>, memref<2xf32>) -> ()
  "lmhlo.all_to_all"(%x, %x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_dimension = 0 : i64} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.collective_permute"(%x, %x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_id = #mhlo.channel_handle<handle = 5, type = 2>} : (memref<4xf32>, memref<4xf32>) -> ()
  "lmhlo.replica_id"(%id) : (memref<ui32>) -> ()
  "lmhlo.partition_id"(%id) : (memref<ui32>) -> ()
  "lmhlo.infeed"(%x, %y) {config = "feed"} : (memref<4xf32>, memref<8xf32>) -> ()
  "lmhlo.outfeed"(%x) {config = ""} : (memref<4xf32>) -> ()
  "lmhlo.rng_get_and_update_state"(%state) {delta = 1 : i64} : (memref<2xui64>) -> ()
  func.return
}

// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.*]]: memref<?xf32>, %[[M:.*]]: memref<?x?xf32>, %[[DIM:.*]]: memref<1xindex>, %[[SHAPE:.*]]: memref<2xindex>, %[[ZERO:.*]]: memref<f32>, %[[TABLE:.*]]: memref<4x3xf32>, %[[IDX:.*]]: memref<2x1xi32>, %[[SIZES:.*]]: memref<2xi32>, %[[ROWS:.*]]: memref<2x3xf32>, %[[ISHAPE:.*]]: memref<1xi32>, %[[IOTA:.*]]: memref<?xi32>)
// CHECK-NEXT: "lmhlo.real_dynamic_slice"(%[[X]], %[[DIM]], %[[DIM]], %[[DIM]], %[[X]]) : (memref<?xf32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_broadcast_in_dim"(%[[X]], %[[SHAPE]], %[[M]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_gather"(%[[TABLE]], %[[IDX]], %[[SIZES]], %[[ROWS]]) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (memref<4x3xf32>, memref<2x1xi32>, memref<2xi32>, memref<2x3xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_pad"(%[[X]], %[[ZERO]], %[[DIM]], %[[DIM]], %[[DIM]], %[[X]]) : (memref<?xf32>, memref<f32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_bitcast"(%[[M]], %[[ISHAPE]], %[[X]]) : (memref<?x?xf32>, memref<1xi32>, memref<?xf32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_iota"(%[[DIM]], %[[IOTA]]) <{iota_dimension = 0 : i64}> : (memref<1xindex>, memref<?xi32>) -> ()
// CHECK-NEXT: "lmhlo.dynamic_reshape"(%[[X]], %[[SHAPE]], %[[M]]) : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
// CHECK-NEXT: return
func.func @dynamic(%x: memref<?xf32>, %m: memref<?x?xf32>, %dim: memref<1xindex>, %shape: memref<2xindex>, %zero: memref<f32>, %table: memref<4x3xf32>, %idx: memref<2x1xi32>, %sizes: memref<2xi32>, %rows: memref<2x3xf32>, %ishape: memref<1xi32>, %iota: memref<?xi32>) {
  "lmhlo.real_dynamic_slice"(%x, %dim, %dim, %dim, %x) : (memref<?xf32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
  "lmhlo.dynamic_broadcast_in_dim"(%x, %shape, %m) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
  "lmhlo.dynamic_gather"(%table, %idx, %sizes, %rows) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (memref<4x3xf32>, memref<2x1xi32>, memref<2xi32>, memref<2x3xf32>) -> ()
  "lmhlo.dynamic_pad"(%x, %zero, %dim, %dim, %dim, %x) : (memref<?xf32>, memref<f32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
  "lmhlo.dynamic_bitcast"(%m, %ishape, %x) : (memref<?x?xf32>, memref<1xi32>, memref<?xf32>) -> ()
  "lmhlo.dynamic_iota"(%dim, %iota) {iota_dimension = 0 : i64} : (memref<1xindex>, memref<?xi32>) -> ()
  "lmhlo.dynamic_reshape"(%x, %shape, %m) : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
  func.return
}
