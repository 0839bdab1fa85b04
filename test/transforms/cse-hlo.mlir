// xDSL's --cse on mhlo/stablehlo: identical side-effect-free ops merge, ops
// with equal regions (reduce, while) included; ops with effects (custom_call
// with has_side_effect, rng, outfeed) stay apart.
// RUN: ai-opt %s --split-input-file --cse | FileCheck %s
// The same in mhlo, spelled back in stablehlo to be checked by the same lines.
// RUN: sed -e 's/stablehlo\./mhlo./g' %s | ai-opt --split-input-file --cse \
// RUN:   | sed -e 's/mhlo\./stablehlo./g' | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %[[ADD:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[SUB:.*]] = stablehlo.subtract %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[MUL:.*]] = stablehlo.multiply %[[ADD]], %[[C]] : tensor<4xf32>
// CHECK-NEXT: return %[[ADD]], %[[ADD]], %[[SUB]], %[[MUL]], %[[MUL]]
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %c1 = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.add %a, %b : tensor<4xf32>
  %2 = stablehlo.subtract %a, %b : tensor<4xf32>
  %3 = stablehlo.multiply %0, %c0 : tensor<4xf32>
  %4 = stablehlo.multiply %1, %c1 : tensor<4xf32>
  func.return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Ops that differ only in an attribute stay apart.
// CHECK-LABEL: func.func @attributes_differ
// CHECK-NEXT: %[[T0:.*]] = stablehlo.transpose %{{.*}}, dims = [1, 0, 2]
// CHECK-NEXT: %[[T1:.*]] = stablehlo.transpose %{{.*}}, dims = [0, 2, 1]
// CHECK-NEXT: %[[GT:.*]] = stablehlo.compare  GT
// CHECK-NEXT: %[[LT:.*]] = stablehlo.compare  LT
// CHECK-NEXT: return %[[T0]], %[[T1]], %[[T0]], %[[GT]], %[[LT]]
func.func @attributes_differ(%x: tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xi1>, tensor<2x2x2xi1>) {
  %0 = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %1 = stablehlo.transpose %x, dims = [0, 2, 1] : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %2 = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %3 = stablehlo.compare  GT, %x, %0 : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xi1>
  %4 = stablehlo.compare  LT, %x, %0 : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xi1>
  func.return %0, %1, %2, %3, %4 : tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xi1>, tensor<2x2x2xi1>
}

// -----

// reduce ops with equal bodies merge; a different body keeps them apart.
// CHECK-LABEL: func.func @reduce
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add
// CHECK-NEXT: %[[MAX:.*]] = stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.maximum
// CHECK-NEXT: return %[[SUM]], %[[SUM]], %[[MAX]]
func.func @reduce(%a: tensor<4xf32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %1 = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %2 = stablehlo.reduce(%a init: %b) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// -----

// A loop whose body has no effects computes the same values from the same inputs.
// CHECK-LABEL: func.func @while
// CHECK-NEXT: %[[R:.*]] = stablehlo.while
// CHECK-NOT: stablehlo.while
// CHECK: return %[[R]], %[[R]]
func.func @while(%i0: tensor<i32>, %n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0 = stablehlo.while(%i = %i0) : tensor<i32>
   cond {
    %c = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next = stablehlo.add %i, %i : tensor<i32>
    stablehlo.return %next : tensor<i32>
  }
  %1 = stablehlo.while(%i = %i0) : tensor<i32>
   cond {
    %c = stablehlo.compare  LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next = stablehlo.add %i, %i : tensor<i32>
    stablehlo.return %next : tensor<i32>
  }
  func.return %0, %1 : tensor<i32>, tensor<i32>
}

// -----

// custom_call merges only when it says it has no side effect (without has_side_effect it may have any, as
// upstream's getEffects says).
// CHECK-LABEL: func.func @custom_call
// CHECK-NEXT: %[[E0:.*]] = stablehlo.custom_call @effect(%{{.*}}) {has_side_effect = true}
// CHECK-NEXT: %[[E1:.*]] = stablehlo.custom_call @effect(%{{.*}}) {has_side_effect = true}
// CHECK-NEXT: %[[U0:.*]] = stablehlo.custom_call @unstated(%{{.*}})
// CHECK-NEXT: %[[U1:.*]] = stablehlo.custom_call @unstated(%{{.*}})
// CHECK-NEXT: %[[P:.*]] = stablehlo.custom_call @pure(%{{.*}})
// CHECK-NEXT: return %[[E0]], %[[E1]], %[[U0]], %[[U1]], %[[P]], %[[P]]
func.func @custom_call(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.custom_call @effect(%x) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.custom_call @effect(%x) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @unstated(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @unstated(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @pure(%x) {has_side_effect = false} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = stablehlo.custom_call @pure(%x) {has_side_effect = false} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Each rng draws new numbers.
// CHECK-LABEL: func.func @rng
// CHECK-NEXT: %[[R0:.*]] = stablehlo.rng
// CHECK-NEXT: %[[R1:.*]] = stablehlo.rng
// CHECK-NEXT: return %[[R0]], %[[R1]]
func.func @rng(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<2xi64>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  %1 = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}

// -----

// outfeed writes to the host: both writes stay.
// CHECK-LABEL: func.func @outfeed
// CHECK-NEXT: %[[T0:.*]] = "stablehlo.outfeed"
// CHECK-NEXT: %[[T1:.*]] = "stablehlo.outfeed"
// CHECK-NEXT: return %[[T0]], %[[T1]]
func.func @outfeed(%x: tensor<2xf32>, %t: !stablehlo.token) -> (!stablehlo.token, !stablehlo.token) {
  %0 = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""} : (tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
  func.return %0, %1 : !stablehlo.token, !stablehlo.token
}
