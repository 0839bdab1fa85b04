// Constants of a dynamic shape: chlo-legalize-to-mhlo broadcasts them to a shape.shape_of (as upstream), which the
// pipeline's convert-shape-to-std lowers to tensor.dim; compiled code computes what the interpreter computes.
// RUN: ai-opt %s --chlo-legalize-to-mhlo | FileCheck %s --check-prefix=MHLO
// RUN: ai-runner %s --print | FileCheck %s
// RUN: ai-runner %s --interpret --print | FileCheck %s

// MHLO: %[[S:.*]] = shape.shape_of %{{.*}} : tensor<?x3xf32> -> tensor<2xindex>
// MHLO: "mhlo.dynamic_broadcast_in_dim"(%{{.*}}, %[[S]])
// complex asin: the kernel's constants take the shape of its Re z (the infinity that of Im z), the sign's zero
// that of the outer Re z, as upstream builds them.
// MHLO: %[[RE0:.*]] = mhlo.real %[[Z:.*]] : (tensor<?xcomplex<f64>>) -> tensor<?xf64>
// MHLO-NEXT: %[[RE1:.*]] = mhlo.real %[[Z]] : (tensor<?xcomplex<f64>>) -> tensor<?xf64>
// MHLO: %[[IM:.*]] = mhlo.imag %[[Z]] : (tensor<?xcomplex<f64>>) -> tensor<?xf64>
// MHLO: shape.shape_of %[[RE1]] : tensor<?xf64> -> tensor<1xindex>
// MHLO: mhlo.constant dense<0x7FF0000000000000> : tensor<f64>
// MHLO-NEXT: shape.shape_of %[[IM]] : tensor<?xf64> -> tensor<1xindex>
// MHLO: shape.shape_of %[[RE1]] : tensor<?xf64> -> tensor<1xindex>
// MHLO: mhlo.atan2 %[[RE0]]
// MHLO: shape.shape_of %[[RE0]] : tensor<?xf64> -> tensor<1xindex>
// CHECK: out0 = {{\[}}[3.5, 4.5, 5.5],
// CHECK-NEXT: [6.5, 7.5, 8.5]] : float32[2, 3]
// CHECK: out1 = [0.50160885+0.28139606j, 0.57065278-1.98338703j] : complex128[2]
func.func @main() -> (tensor<?x3xf32>, tensor<?xcomplex<f64>>) {
  %x = mhlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %d = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %c = "chlo.constant_like"(%d) <{value = 2.5 : f32}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %r = chlo.broadcast_add %d, %c : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %z = mhlo.constant dense<[(0.5, 0.25), (2.0, -3.0)]> : tensor<2xcomplex<f64>>
  %zd = tensor.cast %z : tensor<2xcomplex<f64>> to tensor<?xcomplex<f64>>
  %a = chlo.asin %zd : tensor<?xcomplex<f64>> -> tensor<?xcomplex<f64>>
  return %r, %a : tensor<?x3xf32>, tensor<?xcomplex<f64>>
}
