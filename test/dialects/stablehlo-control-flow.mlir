// Round trip of the control flow ops in their pretty (or generic) form,
// through the generic form, and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: sed -e 's/stablehlo\./mhlo./g' -e 's/#stablehlo</#mhlo</g' %s | ai-opt | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @if_op
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>)
// CHECK-NEXT: %[[R:.*]] = "stablehlo.if"(%[[P]]) ({
// CHECK-NEXT: stablehlo.return %[[A]] : tensor<2xf32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<2xf32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<2xf32>
// CHECK-NEXT: }) : (tensor<i1>) -> tensor<2xf32>
// CHECK-NEXT: return %[[R]] : tensor<2xf32>
// MHLO-LABEL: func.func @if_op
// MHLO: "mhlo.if"(%{{.*}}) ({
// MHLO: mhlo.return %{{.*}} : tensor<2xf32>
func.func @if_op(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    %s = stablehlo.add %a, %b : tensor<2xf32>
    stablehlo.return %s : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @case_op
// CHECK-SAME: (%[[I:.*]]: tensor<i32>, %[[X:.*]]: tensor<2xi64>, %[[T:.*]]: !stablehlo.token)
// CHECK-NEXT: %[[R0:.*]]:2 = "stablehlo.case"(%[[I]]) ({
// CHECK-NEXT: stablehlo.return %[[X]], %[[T]] : tensor<2xi64>, !stablehlo.token
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[X]] : tensor<2xi64>
// CHECK-NEXT: stablehlo.return %[[N]], %[[T]] : tensor<2xi64>, !stablehlo.token
// CHECK-NEXT: }, {
// CHECK-NEXT: stablehlo.return %[[X]], %[[T]] : tensor<2xi64>, !stablehlo.token
// CHECK-NEXT: }) : (tensor<i32>) -> (tensor<2xi64>, !stablehlo.token)
// MHLO-LABEL: func.func @case_op
// MHLO: "mhlo.case"(%{{.*}}) ({
// MHLO: }) : (tensor<i32>) -> (tensor<2xi64>, !mhlo.token)
func.func @case_op(%i: tensor<i32>, %x: tensor<2xi64>, %t: !stablehlo.token) -> tensor<2xi64> {
  %0:2 = "stablehlo.case"(%i) ({
    stablehlo.return %x, %t : tensor<2xi64>, !stablehlo.token
  }, {
    %n = stablehlo.negate %x : tensor<2xi64>
    stablehlo.return %n, %t : tensor<2xi64>, !stablehlo.token
  }, {
    stablehlo.return %x, %t : tensor<2xi64>, !stablehlo.token
  }) : (tensor<i32>) -> (tensor<2xi64>, !stablehlo.token)
  func.return %0#0 : tensor<2xi64>
}

// The header names the loop-carried values once; both regions use them.
// CHECK-LABEL: func.func @while_op
// CHECK-SAME: (%[[A:.*]]: tensor<i64>, %[[N:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i64>
// CHECK-NEXT: %[[R0:.*]]:2 = stablehlo.while(%[[I:.*]] = %[[A]], %[[V:.*]] = %[[N]]) : tensor<i64>, tensor<?xf32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[C:.*]] = stablehlo.compare  LT, %[[I]], %[[ONE]] : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %[[C]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[NEXT:.*]] = stablehlo.add %[[I]], %[[ONE]] : tensor<i64>
// CHECK-NEXT: stablehlo.return %[[NEXT]], %[[V]] : tensor<i64>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: stablehlo.while() attributes {some.attr = 1 : i64}
// CHECK-NEXT: cond {
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<false> : tensor<i1>
// CHECK-NEXT: stablehlo.return %[[F]] : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: stablehlo.return
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R0]]#0 : tensor<i64>
// MHLO-LABEL: func.func @while_op
// MHLO: mhlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : tensor<i64>, tensor<?xf32>
// MHLO-NEXT: cond {
func.func @while_op(%a: tensor<i64>, %n: tensor<?xf32>) -> tensor<i64> {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %0:2 = stablehlo.while(%iterArg = %a, %iterArg_0 = %n) : tensor<i64>, tensor<?xf32>
   cond {
    %c = stablehlo.compare  LT, %iterArg, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next = stablehlo.add %iterArg, %one : tensor<i64>
    stablehlo.return %next, %iterArg_0 : tensor<i64>, tensor<?xf32>
  }
  stablehlo.while() attributes {some.attr = 1 : i64}
   cond {
    %f = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %f : tensor<i1>
  } do {
    stablehlo.return
  }
  func.return %0#0 : tensor<i64>
}

// CHECK-LABEL: func.func @optimization_barrier
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[T:.*]]: !stablehlo.token)
// CHECK-NEXT: %{{.*}}:2 = stablehlo.optimization_barrier %[[A]], %[[T]] : tensor<f32>, !stablehlo.token
// CHECK-NEXT: stablehlo.optimization_barrier()
// CHECK-NEXT: stablehlo.optimization_barrier {some.attr} %[[A]] : tensor<f32>
// MHLO-LABEL: func.func @optimization_barrier
// MHLO: mhlo.optimization_barrier %{{.*}}, %{{.*}} : tensor<f32>, !mhlo.token
func.func @optimization_barrier(%a: tensor<f32>, %t: !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<f32>, !stablehlo.token
  stablehlo.optimization_barrier()
  %1 = stablehlo.optimization_barrier {some.attr} %a : tensor<f32>
  func.return
}

// CHECK-LABEL: func.func @custom_call
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf64>, %[[T:.*]]: !stablehlo.token)
// CHECK-NEXT: stablehlo.custom_call @foo(%[[X]]) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@custom_call]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// CHECK-NEXT: stablehlo.custom_call @check.expect_eq(%[[X]], %[[X]]) {has_side_effect = true} : (tensor<2x3xf64>, tensor<2x3xf64>) -> ()
// CHECK-NEXT: stablehlo.custom_call @"not-an-identifier"() {backend_config = "opaque"} : () -> tensor<f32>
// CHECK-NEXT: stablehlo.custom_call @with_layouts(%[[X]], %[[T]]) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf64>, !stablehlo.token) -> tensor<2x3xf64>
// CHECK-NEXT: stablehlo.custom_call @in_place(%[[X]]) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// CHECK-NEXT: stablehlo.custom_call @Sharding(%[[X]]) {mhlo.sharding = "{replicated}"} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// MHLO-LABEL: func.func @custom_call
// MHLO: mhlo.custom_call @foo(%{{.*}}) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@custom_call]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
// MHLO: #mhlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>
func.func @custom_call(%x: tensor<2x3xf64>, %t: !stablehlo.token) {
  %0 = stablehlo.custom_call @foo(%x) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@custom_call]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  stablehlo.custom_call @check.expect_eq(%x, %x) {has_side_effect = true} : (tensor<2x3xf64>, tensor<2x3xf64>) -> ()
  %1 = stablehlo.custom_call @"not-an-identifier"() {backend_config = "opaque"} : () -> tensor<f32>
  %2 = stablehlo.custom_call @with_layouts(%x, %t) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf64>, !stablehlo.token) -> tensor<2x3xf64>
  %3 = stablehlo.custom_call @in_place(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  %4 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<2x3xf64>) -> tensor<2x3xf64>
  func.return
}

// CHECK-LABEL: func.func @composite
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R:.*]] = stablehlo.composite "my.op" %[[A]], %[[B]] {composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.composite "my.nullary" {decomposition = @nullary} : () -> tensor<f32>
// MHLO-LABEL: func.func @composite
// MHLO: mhlo.composite "my.op" %{{.*}}, %{{.*}} {composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
func.func @composite(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.composite "my.op" %a, %b {composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %1 = stablehlo.composite "my.nullary" {decomposition = @nullary} : () -> tensor<f32>
  func.return %0 : tensor<f32>
}

func.func private @my_op(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  func.return %0 : tensor<f32>
}

func.func private @nullary() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  func.return %0 : tensor<f32>
}
