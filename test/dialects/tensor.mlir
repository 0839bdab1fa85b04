// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// The tensor ops whose syntax or verifier aiopt replaces print as upstream does.

// CHECK-LABEL: func.func @reassociations
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [2, %{{.*}}, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
// CHECK: tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
func.func @reassociations(%a: tensor<2x3x4xf32>, %b: tensor<1x1xf32>, %c: tensor<?x4xf32>, %n: index, %d: tensor<f32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %b [] : tensor<1x1xf32> into tensor<f32>
  %2 = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, %n, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
  %3 = tensor.expand_shape %d [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  func.return
}

// CHECK-LABEL: func.func @reshape_dynamic
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<2x6xf32>, tensor<2xindex>) -> tensor<3x4xf32>
func.func @reshape_dynamic(%a: tensor<?xf32>, %s: tensor<2xi64>, %b: tensor<2x6xf32>, %t: tensor<2xindex>) {
  %0 = tensor.reshape %a(%s) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  %1 = tensor.reshape %b(%t) : (tensor<2x6xf32>, tensor<2xindex>) -> tensor<3x4xf32>
  func.return
}

// tensor.generate: the dynamic sizes, then the body on the element's index.
// CHECK-LABEL: func.func @generate
// CHECK:      %{{.*}} = tensor.generate %{{.*}} {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index, %[[J:.*]]: index):
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:   %[[V:.*]] = arith.index_cast %[[S]] : index to i32
// CHECK-NEXT:   tensor.yield %[[V]] : i32
// CHECK-NEXT: } : tensor<?x3xi32>
func.func @generate(%n: index) -> tensor<?x3xi32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<?x3xi32>
  func.return %g : tensor<?x3xi32>
}

// One index per dimension; a rank-0 tensor takes none.
// CHECK-LABEL: func.func @extract_insert
// CHECK:         %[[X:.*]] = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<2x3xf32>
// CHECK:         %[[S:.*]] = tensor.extract %{{.*}}[] : tensor<f32>
// CHECK:         tensor.insert %[[X]] into %{{.*}}[%{{.*}}, %{{.*}}] : tensor<2x3xf32>
func.func @extract_insert(%t: tensor<2x3xf32>, %s: tensor<f32>, %i: index) -> (tensor<2x3xf32>, f32) {
  %x = tensor.extract %t[%i, %i] : tensor<2x3xf32>
  %y = tensor.extract %s[] : tensor<f32>
  %u = tensor.insert %x into %t[%i, %i] : tensor<2x3xf32>
  func.return %u, %y : tensor<2x3xf32>, f32
}
