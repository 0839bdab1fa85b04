// An if or case with a constant selector is the branch it runs, inlined (mlir-hlo's inlineIfConstantCondition,
// inlineCaseConstantCondition); an index out of range runs the last branch. For mhlo and stablehlo.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @if_constant
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: return %[[S]], %[[B]]
func.func @if_constant(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %t = mhlo.constant dense<true> : tensor<i1>
  %0 = "mhlo.if"(%t) ({
    %s = mhlo.add %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }, {
    "mhlo.return"(%a) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %1 = "stablehlo.if"(%f) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0, %1 : tensor<f32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @case_constant
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %[[C:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[B]], %[[C]], %[[C]]
func.func @case_constant(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %one = mhlo.constant dense<1> : tensor<i32>
  %0 = "mhlo.case"(%one) ({
    "mhlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }, {
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  %neg = mhlo.constant dense<-1000> : tensor<i32>
  %1 = "mhlo.case"(%neg) ({
    "mhlo.return"(%a) : (tensor<f32>) -> ()
  }, {
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  %big = stablehlo.constant dense<7> : tensor<i32>
  %2 = "stablehlo.case"(%big) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}

// -----

// A selector known only at run time: the op stays.
// CHECK-LABEL: func.func @if_dynamic
// CHECK: "stablehlo.if"
func.func @if_dynamic(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
