// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s

// A moving maximum of 18 along a row of 40 padded (8, 9): three passes over the padded row of 57 per row, in
// blocks of 18 (4 blocks; the last one of 3). g folds each block from its start, the accumulator on the left;
// h from its end, each element on the left of the fold after it; each output is the init, then h at it, then g
// at its window's last element (or h alone at a block's start). A padded element is the init.
// CHECK-LABEL: func.func @moving_max
// CHECK-SAME: (%[[X:.*]]: tensor<3x40xf32>)
// CHECK-NOT: linalg.generic
// CHECK: %[[C:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<3x40xf32>
// CHECK: %[[G0:.*]] = tensor.empty() : tensor<57xf32>
// CHECK: %[[H0:.*]] = tensor.empty() : tensor<57xf32>
// CHECK: %[[R:.*]]:3 = scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[O:.*]] = %[[OUT]], %[[GA:.*]] = %[[G0]], %[[HA:.*]] = %[[H0]])
// CHECK: %[[G:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %[[C4:.*]] step
// CHECK: tensor.extract %[[X]][%[[ROW]], %{{.*}}] : tensor<3x40xf32>
// CHECK: %[[IN:.*]] = arith.andi
// CHECK: arith.select %[[IN]], %{{.*}}, %[[C]] : f32
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[GACC:.*]] = %{{.*}}) -> (tensor<57xf32>, f32)
// CHECK: %[[GP:.*]] = arith.select
// CHECK: arith.maximumf %[[GACC]], %[[GP]] : f32
// CHECK: %[[H:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[HACC:.*]] = %{{.*}}) -> (tensor<57xf32>, f32)
// CHECK: %[[HP:.*]] = arith.select
// CHECK: arith.maximumf %[[HP]], %[[HACC]] : f32
// CHECK: scf.for
// CHECK: %[[FIRST:.*]] = tensor.extract %[[H]]#0[%{{.*}}] : tensor<57xf32>
// CHECK: arith.maximumf %[[C]], %[[FIRST]] : f32
// CHECK: scf.for
// CHECK: %[[LATER:.*]] = tensor.extract %[[G]]#0[%{{.*}}] : tensor<57xf32>
// CHECK: %[[REST:.*]] = tensor.extract %[[H]]#0[%{{.*}}] : tensor<57xf32>
// CHECK: %[[M:.*]] = arith.maximumf %[[REST]], %[[LATER]] : f32
// CHECK: arith.maximumf %[[C]], %[[M]] : f32
// CHECK: tensor.insert %{{.*}} into %{{.*}}[%[[ROW]], %{{.*}}] : tensor<3x40xf32>
// CHECK: return %[[R]]#0
func.func @moving_max(%x: tensor<3x40xf32>) -> tensor<3x40xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [8, 9]]> : tensor<2x2xi64>,
      window_dimensions = array<i64: 1, 18>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x40xf32>, tensor<f32>) -> tensor<3x40xf32>
  return %r : tensor<3x40xf32>
}

// -----

// A window of 15 (below 16: the window generic's ops vectorize) and a window of 20 with stride 2 keep the
// window generic.
// CHECK-LABEL: func.func @short_or_strided
// CHECK-NOT: scf.for
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @short_or_strided(%x: tensor<50xi32>) -> (tensor<36xi32>, tensor<16xi32>) {
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 15>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<50xi32>, tensor<i32>) -> tensor<36xi32>
  %t = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 20>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<50xi32>, tensor<i32>) -> tensor<16xi32>
  return %r, %t : tensor<36xi32>, tensor<16xi32>
}
