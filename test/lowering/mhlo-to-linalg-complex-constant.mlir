// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | FileCheck %s
// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | ai-opt --split-input-file | FileCheck %s

// A complex constant becomes its real and imaginary parts, joined element by element.
// CHECK-LABEL: func.func @complex_constant
// CHECK-DAG: %[[RE:.*]] = arith.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[IM:.*]] = arith.constant dense<[2.000000e+00, -4.000000e+00]> : tensor<2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[RE]], %[[IM]] : tensor<2xf32>, tensor<2xf32>) outs(%{{.*}} : tensor<2xcomplex<f32>>)
// CHECK: complex.create %{{.*}}, %{{.*}} : complex<f32>
// CHECK-NOT: mhlo.constant
func.func @complex_constant() -> tensor<2xcomplex<f32>> {
  %c = mhlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  func.return %c : tensor<2xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @complex_splat
// CHECK-DAG: arith.constant dense<1.500000e+00> : tensor<4x4xf64>
// CHECK-DAG: arith.constant dense<-2.000000e+00> : tensor<4x4xf64>
// CHECK: complex.create %{{.*}}, %{{.*}} : complex<f64>
func.func @complex_splat() -> tensor<4x4xcomplex<f64>> {
  %c = mhlo.constant dense<(1.5, -2.0)> : tensor<4x4xcomplex<f64>>
  func.return %c : tensor<4x4xcomplex<f64>>
}
