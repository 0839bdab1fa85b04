// RUN: ai-opt %s --split-input-file --sccp | FileCheck %s
// sccp through the regions of stablehlo/mhlo if, case and while: a constant selector or condition runs one
// way, the results join what the branches (or the loop's exits) may yield, and a while's arguments join the
// values entering its condition. mlir-opt 22 here has no HLO dialects; these are the rules of scf.if,
// scf.index_switch and scf.while in sccp.mlir, whose CHECK lines are mlir-opt's output.

// A constant predicate runs one branch: the result is what it returns.
// CHECK-LABEL: func.func @if_const
// CHECK-NEXT:    %[[C1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NOT:     stablehlo.if
// CHECK:         return %[[C1]]
func.func @if_const() -> tensor<i32> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %a = stablehlo.constant dense<1> : tensor<i32>
  %r = "stablehlo.if"(%t) ({
    stablehlo.return %a : tensor<i32>
  }, {
    %b = stablehlo.constant dense<2> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// Both branches return the same constant: the result is that constant, whatever the predicate.
// CHECK-LABEL: func.func @if_same
// CHECK-NEXT:    %[[C1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT:    return %[[C1]]
func.func @if_same(%p: tensor<i1>) -> tensor<i32> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<i32>
  }, {
    %b = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// An index out of range runs the last branch.
// CHECK-LABEL: func.func @case_out_of_range
// CHECK-NEXT:    %[[C20:.*]] = stablehlo.constant dense<20> : tensor<i32>
// CHECK-NOT:     stablehlo.case
// CHECK:         return %[[C20]]
func.func @case_out_of_range() -> tensor<i32> {
  %i = stablehlo.constant dense<7> : tensor<i32>
  %r = "stablehlo.case"(%i) ({
    %b = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }, {
    %b = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// A loop-carried value the body passes on unchanged is the constant it starts as; the counter is not.
// CHECK-LABEL: func.func @while_invariant
// CHECK-DAG:     %[[C1:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK-DAG:     %[[C5:.*]] = stablehlo.constant dense<5> : tensor<i32>
// CHECK:         %[[R:.*]]:2 = stablehlo.while
// CHECK:           %[[NEXT:.*]] = stablehlo.add %iterArg, %[[C1]]
// CHECK-NEXT:      stablehlo.return %[[NEXT]], %[[C5]]
// CHECK:         return %[[R]]#0, %[[C5]]
func.func @while_invariant(%n: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %k = %five) : tensor<i32>, tensor<i32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %k2 = stablehlo.multiply %k, %one : tensor<i32>
    stablehlo.return %next, %k2 : tensor<i32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// -----

// A condition that is constant false: the body never runs, the results are the initial values.
// CHECK-LABEL: func.func @while_never
// CHECK:         %[[C3:.*]] = stablehlo.constant dense<3> : tensor<i32>
// CHECK:         stablehlo.while
// CHECK:         return %[[C3]]
func.func @while_never(%x: tensor<i32>) -> tensor<i32> {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %three, %y = %x) : tensor<i32>, tensor<i32>
   cond {
    stablehlo.return %f : tensor<i1>
  } do {
    %a = stablehlo.add %i, %y : tensor<i32>
    stablehlo.return %a, %y : tensor<i32>, tensor<i32>
  }
  return %r#0 : tensor<i32>
}

// -----

// mhlo's ops alike.
// CHECK-LABEL: func.func @mhlo_if
// CHECK-NEXT:    %[[C2:.*]] = mhlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NOT:     mhlo.if
// CHECK:         return %[[C2]]
func.func @mhlo_if(%x: tensor<f32>) -> tensor<f32> {
  %t = mhlo.constant dense<false> : tensor<i1>
  %r = "mhlo.if"(%t) ({
    "mhlo.return"(%x) : (tensor<f32>) -> ()
  }, {
    %c = mhlo.constant dense<2.0> : tensor<f32>
    "mhlo.return"(%c) : (tensor<f32>) -> ()
  }) : (tensor<i1>) -> tensor<f32>
  return %r : tensor<f32>
}
