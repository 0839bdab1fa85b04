// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// rng_bit_generator as mlir-hlo lowers it: a parallel generic over the counters, one output per word of a
// counter, the outputs reshaped, concatenated (a generic selecting by the index) and reshaped and sliced to
// the result; the state advances by the counters used.

// THREE_FRY, 64-bit words: the counter and the next counter, then the key's words and schedule (k0, k1,
// magic ^ k0 ^ k1), before the generic; in it, position + counter, split into two i32 words, 20 rounds,
// joined; the counter word inserted into the state.
// CHECK-LABEL: func.func @three_fry
// CHECK-SAME: (%[[S:.*]]: tensor<2xui64>)
// CHECK-NEXT: %[[SL:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<2xui64> to tensor<2xi64>
// CHECK: %[[COUNTER:.*]] = tensor.extract %[[SL]][%{{.*}}] : tensor<2xi64>
// CHECK-NEXT: %[[USED:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[COUNTER]], %[[USED]] : i64
// CHECK: %[[KEY:.*]] = tensor.extract %[[SL]][%{{.*}}] : tensor<2xi64>
// CHECK-NEXT: %[[K0:.*]] = arith.trunci %[[KEY]] : i64 to i32
// CHECK: %[[MAGIC:.*]] = arith.constant 466688986 : i32
// CHECK-NEXT: %[[M0:.*]] = arith.xori %[[MAGIC]], %[[K0]] : i32
// CHECK-NEXT: %[[K2:.*]] = arith.xori %[[M0]], %{{.*}} : i32
// CHECK: %[[BITS:.*]] = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%{{.*}} : tensor<4xi64>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[P:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[C:.*]] = arith.addi %[[P]], %[[COUNTER]] : i64
// CHECK-NEXT: arith.trunci %[[C]] : i64 to i32
// CHECK-COUNT-20: arith.xori %{{.*}}, %{{.*}} : i32
// CHECK: linalg.yield %{{.*}} : i64
// CHECK: %[[R:.*]] = builtin.unrealized_conversion_cast %[[BITS]] : tensor<4xi64> to tensor<4xui64>
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[NS:.*]] = tensor.insert %[[NEXT]] into %[[SL]][%[[ONE]]] : tensor<2xi64>
// CHECK-NEXT: %[[NSU:.*]] = builtin.unrealized_conversion_cast %[[NS]] : tensor<2xi64> to tensor<2xui64>
// CHECK-NEXT: return %[[NSU]], %[[R]]
func.func @three_fry(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>) {
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui64>)
  func.return %0#0, %0#1 : tensor<2xui64>, tensor<4xui64>
}

// -----

// THREE_FRY, 32-bit words: the two words of a counter, a pair along the last dimension (even): two outputs
// of 4 counters, each as a column, joined into 4x2 and collapsed.
// CHECK-LABEL: func.func @three_fry_pairs
// CHECK: %[[W:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%{{.*}}, %{{.*}} : tensor<4xi32>, tensor<4xi32>)
// CHECK: linalg.yield %{{.*}}, %{{.*}} : i32, i32
// CHECK: %[[A:.*]] = tensor.expand_shape %[[W]]#0 {{\[\[}}0, 1]] output_shape [4, 1] : tensor<4xi32> into tensor<4x1xi32>
// CHECK-NEXT: %[[B:.*]] = tensor.expand_shape %[[W]]#1 {{\[\[}}0, 1]] output_shape [4, 1] : tensor<4xi32> into tensor<4x1xi32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x2xi32>
// CHECK-NEXT: %[[J:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<4x1xi32>, tensor<4x1xi32>) outs(%[[E]] : tensor<4x2xi32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[L:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi ult, %[[L]], %[[C1]] : index
// CHECK-NEXT: %[[V:.*]] = arith.select %[[FIRST]], %[[X]], %[[Y]] : i32
// CHECK-NEXT: linalg.yield %[[V]] : i32
// CHECK: tensor.collapse_shape %[[J]] {{\[\[}}0, 1]] : tensor<4x2xi32> into tensor<8xi32>
func.func @three_fry_pairs(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>) {
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
  func.return %0#0, %0#1 : tensor<2xui64>, tensor<8xui32>
}

// -----

// No even dimension: the pairs go along the largest (here the last), rounded up; the word past the end
// is sliced off. 42 counters.
// CHECK-LABEL: func.func @three_fry_odd
// CHECK: arith.constant 42 : i64
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<42xi32>, tensor<42xi32>)
// CHECK: tensor.expand_shape %{{.*}}#0 {{\[\[}}0, 1, 2]] output_shape [7, 6, 1] : tensor<42xi32> into tensor<7x6x1xi32>
// CHECK: %[[J:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
// CHECK-SAME: outs(%{{.*}} : tensor<7x6x2xi32>)
// CHECK: %[[W:.*]] = tensor.collapse_shape %[[J]] {{\[\[}}0], [1, 2]] : tensor<7x6x2xi32> into tensor<7x12xi32>
// CHECK-NEXT: %[[R:.*]] = tensor.extract_slice %[[W]][0, 0] [7, 11] [1, 1] : tensor<7x12xi32> to tensor<7x11xi32>
// CHECK: return %{{.*}}, %[[R]] : tensor<2xui64>, tensor<7x11xi32>
func.func @three_fry_odd(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<7x11xi32>) {
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7x11xi32>)
  func.return %0#0, %0#1 : tensor<2xui64>, tensor<7x11xi32>
}

// -----

// The first even dimension is not the last: the halves (2x3) join along the next one (2x6), read modulo
// its size, and reshape to 4x3 (rows 2j and 2j + 1 are the words of counters j * 3 + column).
// CHECK-LABEL: func.func @three_fry_first_even
// CHECK: tensor.expand_shape %{{.*}}#0 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xi16> into tensor<2x3xi16>
// CHECK: %[[J:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 mod 3)>, affine_map<(d0, d1) -> (d0, d1 mod 3)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME: outs(%{{.*}} : tensor<2x6xi16>)
// CHECK: %[[L:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: arith.cmpi ult, %[[L]], %[[C3]] : index
// CHECK: %[[F:.*]] = tensor.collapse_shape %[[J]] {{\[\[}}0, 1]] : tensor<2x6xi16> into tensor<12xi16>
// CHECK-NEXT: %[[R:.*]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [4, 3] : tensor<12xi16> into tensor<4x3xi16>
// CHECK: return %{{.*}}, %[[R]] : tensor<2xui64>, tensor<4x3xi16>
func.func @three_fry_first_even(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xi16>) {
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x3xi16>)
  func.return %0#0, %0#1 : tensor<2xui64>, tensor<4x3xi16>
}

// -----

// PHILOX with a 3-word state, f32 elements: four words per counter (four outputs of 2 counters), bitcast;
// the 128-bit counter (+ index) carries into the third word, in the generic and in the new state; the words
// as one column (8x1), the one past the end sliced off.
// CHECK-LABEL: func.func @philox
// CHECK: %[[COUNTER:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<3xi64>
// CHECK-NEXT: arith.constant 2 : i64
// CHECK: %[[KEY:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<3xi64>
// CHECK: %[[HIGH:.*]] = tensor.extract %{{.*}}[%{{.*}}] : tensor<3xi64>
// CHECK: linalg.generic {{.*}} outs(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
// CHECK: %[[LOW:.*]] = arith.addi %{{.*}}, %[[COUNTER]] : i64
// CHECK-NEXT: %[[WRAPPED:.*]] = arith.cmpi ult, %[[LOW]], %[[COUNTER]] : i64
// CHECK-NEXT: %[[CARRY:.*]] = arith.extui %[[WRAPPED]] : i1 to i64
// CHECK-NEXT: arith.addi %[[HIGH]], %[[CARRY]] : i64
// CHECK: arith.constant 3528531795 : i64
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: linalg.yield %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32
// CHECK: %[[J:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x4xf32>)
// CHECK: %[[F:.*]] = tensor.collapse_shape %[[J]] {{\[\[}}0, 1]] : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT: %[[COL:.*]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[COL]][0, 0] [7, 1] [1, 1] : tensor<8x1xf32> to tensor<7x1xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0, 1]] : tensor<7x1xf32> into tensor<7xf32>
// CHECK: arith.cmpi ult
// CHECK: tensor.from_elements %{{.*}}, %{{.*}}, %{{.*}} : tensor<3xi64>
// CHECK: return %{{.*}}, %[[R]] : tensor<3xui64>, tensor<7xf32>
func.func @philox(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<7xf32>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xf32>)
  func.return %0#0, %0#1 : tensor<3xui64>, tensor<7xf32>
}

// -----

// One element: the first output is the result.
// CHECK-LABEL: func.func @philox_scalar
// CHECK: %[[W:.*]]:4 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>)
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[W]]#0 [] : tensor<1xi32> into tensor<i32>
// CHECK-NOT: linalg.generic
func.func @philox_scalar(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>) {
  %0:2 = mhlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
  func.return %0#0, %0#1 : tensor<2xui64>, tensor<ui32>
}

// -----

// THREE_FRY takes a 2-word state.
func.func @three_fry_three_words(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.rng_bit_generator'}}
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0#0, %0#1 : tensor<3xui64>, tensor<4xui32>
}
