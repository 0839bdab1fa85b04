// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// rng_bit_generator: XLA's counter-based generators in a parallel generic; the state advances by the counters used.

// THREE_FRY, 64-bit words, in mlir-hlo's form: the key schedule (k0, k1, magic ^ k0 ^ k1) and the next
// counter before the generic; in it, position + counter, split into two i32 words, 20 rounds, joined; the
// counter word inserted into the state.
// CHECK-LABEL: func.func @three_fry
// CHECK-SAME: (%[[S:.*]]: tensor<2xui64>)
// CHECK-NEXT: %[[SL:.*]] = builtin.unrealized_conversion_cast %[[S]] : tensor<2xui64> to tensor<2xi64>
// CHECK: %[[KEY:.*]] = tensor.extract %[[SL]][%{{.*}}] : tensor<2xi64>
// CHECK: %[[COUNTER:.*]] = tensor.extract %[[SL]][%{{.*}}] : tensor<2xi64>
// CHECK: %[[K0:.*]] = arith.trunci %[[KEY]] : i64 to i32
// CHECK: %[[MAGIC:.*]] = arith.constant 466688986 : i32
// CHECK-NEXT: %[[M0:.*]] = arith.xori %[[MAGIC]], %[[K0]] : i32
// CHECK-NEXT: %[[K2:.*]] = arith.xori %[[M0]], %{{.*}} : i32
// CHECK-NEXT: %[[USED:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[COUNTER]], %[[USED]] : i64
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

// PHILOX with a 3-word state, f32 elements: four words per counter (lane = position mod 4), bitcast;
// the 128-bit counter advances by 2 with a carry into the third word.
// CHECK-LABEL: func.func @philox
// CHECK: arith.constant 2 : i64
// CHECK: linalg.generic
// CHECK: arith.divui %{{.*}}, %{{.*}} : i64
// CHECK: arith.remui %{{.*}}, %{{.*}} : i64
// CHECK: arith.cmpi ult
// CHECK: arith.constant 3528531795 : i64
// CHECK: arith.select
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: -> tensor<7xf32>
// CHECK: arith.cmpi ult
// CHECK: tensor.from_elements %{{.*}}, %{{.*}}, %{{.*}} : tensor<3xi64>
func.func @philox(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<7xf32>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<7xf32>)
  func.return %0#0, %0#1 : tensor<3xui64>, tensor<7xf32>
}

// -----

// THREE_FRY takes a 2-word state.
func.func @three_fry_three_words(%s: tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>) {
  // expected-error@+1 {{failed to legalize operation 'mhlo.rng_bit_generator'}}
  %0:2 = mhlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return %0#0, %0#1 : tensor<3xui64>, tensor<4xui32>
}
