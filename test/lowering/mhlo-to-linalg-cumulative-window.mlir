// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | FileCheck %s
// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | ai-opt --split-input-file | FileCheck %s

// jnp.cumsum along the last dim: a running sum per row (scf.for over the rows around one along the dim, carrying
// the result tensor and the accumulator), not a window generic.
// CHECK-LABEL: func.func @cumsum
// CHECK-SAME: (%[[X:.*]]: tensor<8x4xf32>)
// CHECK: %[[INIT:[a-zA-Z0-9_]+]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: %[[EMPTY:[a-zA-Z0-9_]+]] = tensor.empty() : tensor<8x4xf32>
// CHECK: %[[R:[a-zA-Z0-9_]+]] = scf.for %[[I:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT0:[a-zA-Z0-9_]+]] = %[[EMPTY]]) -> (tensor<8x4xf32>) {
// CHECK: %[[ROW:[a-zA-Z0-9_]+]]:2 = scf.for %[[J:[a-zA-Z0-9_]+]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:[a-zA-Z0-9_]+]] = %[[OUT0]], %[[ACC:[a-zA-Z0-9_]+]] = %[[INIT]]) -> (tensor<8x4xf32>, f32) {
// CHECK-NEXT: %[[E:[a-zA-Z0-9_]+]] = tensor.extract %[[X]][%[[I]], %[[J]]] : tensor<8x4xf32>
// CHECK-NEXT: %[[S:[a-zA-Z0-9_]+]] = arith.addf %[[ACC]], %[[E]] : f32
// CHECK-NEXT: %[[NEW:[a-zA-Z0-9_]+]] = tensor.insert %[[S]] into %[[OUT]][%[[I]], %[[J]]] : tensor<8x4xf32>
// CHECK-NEXT: scf.yield %[[NEW]], %[[S]] : tensor<8x4xf32>, f32
// CHECK: scf.yield %[[ROW]]#0 : tensor<8x4xf32>
// CHECK: return %[[R]]
// CHECK-NOT: linalg.generic
func.func @cumsum(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>,
      window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// Reverse cummax of integers along the first dim: the loop runs from the end (n - 1 - j); every element but the
// first also folds the init once, as the padding after its window does.
// CHECK-LABEL: func.func @reverse_cummax
// CHECK: scf.for %[[I:[a-zA-Z0-9_]+]] = {{.*}} -> (tensor<5x?xi32>) {
// CHECK: scf.for %[[J:[a-zA-Z0-9_]+]] = {{.*}} -> (tensor<5x?xi32>, i32) {
// CHECK: %[[P:[a-zA-Z0-9_]+]] = arith.subi %{{.*}}, %[[J]] : index
// CHECK: tensor.extract %{{.*}}[%[[P]], %[[I]]] : tensor<5x?xi32>
// CHECK: arith.maxsi
// CHECK: arith.maxsi
// CHECK: arith.cmpi sgt, %[[P]]
// CHECK: arith.select
// CHECK: tensor.insert %{{.*}} into %{{.*}}[%[[P]], %[[I]]] : tensor<5x?xi32>
func.func @reverse_cummax(%x: tensor<5x?xi32>) -> tensor<5x?xi32> {
  %init = mhlo.constant dense<-2147483648> : tensor<i32>
  %r = "mhlo.reduce_window"(%x, %init) <{padding = dense<[[0, 4], [0, 0]]> : tensor<2x2xi64>,
      window_dimensions = dense<[5, 1]> : tensor<2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = mhlo.maximum %a, %b : tensor<i32>
    mhlo.return %m : tensor<i32>
  }) : (tensor<5x?xi32>, tensor<i32>) -> tensor<5x?xi32>
  return %r : tensor<5x?xi32>
}

// -----

// A float reverse cumsum: a running loop from the end too, each element added on the left of what follows it
// (the tree keeps the window's order, which the spec asks; the interpreter's left fold rounds otherwise), then
// the init once more for every element but the first, as the padding after its window.
// CHECK-LABEL: func.func @reverse_cumsum
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>)
// CHECK: scf.for %[[J:[a-zA-Z0-9_]+]] = {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[ACC:[a-zA-Z0-9_]+]] = %{{.*}}) -> (tensor<6xf32>, f32) {
// CHECK: %[[P:[a-zA-Z0-9_]+]] = arith.subi %{{.*}}, %[[J]] : index
// CHECK: %[[E:.*]] = tensor.extract %[[X]][%[[P]]] : tensor<6xf32>
// CHECK: %[[S:.*]] = arith.addf %[[E]], %[[ACC]] : f32
// CHECK: %[[PAD:.*]] = arith.addf %[[S]], %{{.*}} : f32
// CHECK: arith.cmpi sgt, %[[P]]
// CHECK: arith.select %{{.*}}, %[[PAD]], %[[S]] : f32
// CHECK-NOT: linalg.generic
func.func @reverse_cumsum(%x: tensor<6xf32>) -> tensor<6xf32> {
  %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[0, 5]]> : tensor<1x2xi64>,
      window_dimensions = array<i64: 6>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A float reverse window from an init that the padding changes (a sum from 1) stays a window generic; so does a
// window of stride 2.
// CHECK-LABEL: func.func @not_cumulative
// CHECK-NOT: scf.for
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
func.func @not_cumulative(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %one) <{padding = dense<[[0, 3]]> : tensor<1x2xi64>,
      window_dimensions = array<i64: 4>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %t = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>,
      window_dimensions = array<i64: 4>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return %r, %t : tensor<4xf32>, tensor<2xf32>
}
