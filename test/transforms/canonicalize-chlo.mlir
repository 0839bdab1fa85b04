// chlo canonicalizations (transforms/canonicalize_chlo.py): a constant_like of a static shape is a chlo.constant.
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @constant_like_static
// CHECK-NEXT: %[[F:.*]] = chlo.constant dense<3.200000e+00> : tensor<3x4xf32>
// CHECK-NEXT: %[[I:.*]] = chlo.constant dense<-7> : tensor<2xi8>
// CHECK-NEXT: return %[[F]], %[[I]]
func.func @constant_like_static(%x: tensor<3x4xi32>, %y: tensor<2xf32>) -> (tensor<3x4xf32>, tensor<2xi8>) {
  %0 = "chlo.constant_like"(%x) <{value = 3.2 : f32}> : (tensor<3x4xi32>) -> tensor<3x4xf32>
  %1 = "chlo.constant_like"(%y) <{value = -7 : i8}> : (tensor<2xf32>) -> tensor<2xi8>
  func.return %0, %1 : tensor<3x4xf32>, tensor<2xi8>
}

// -----

// A dynamic shape is only known at run time: the constant_like stays.
// CHECK-LABEL: func.func @constant_like_dynamic
// CHECK-NEXT: "chlo.constant_like"
func.func @constant_like_dynamic(%x: tensor<?x4xi32>) -> tensor<?x4xf32> {
  %0 = "chlo.constant_like"(%x) <{value = 3.2 : f32}> : (tensor<?x4xi32>) -> tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}
