// The `check` dialect of StableHLO's interpreter tests: upstream's custom and generic forms parse,
// and the custom form prints back as upstream writes it.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @checks
func.func @checks(%i: tensor<2xi32>, %f: tensor<2xf32>, %h: tensor<f16>, %c: tensor<complex<f64>>) {
  // CHECK: check.expect_eq %{{.*}}, %{{.*}} : tensor<2xi32>
  check.expect_eq %i, %i : tensor<2xi32>
  // CHECK: check.expect_eq_const %{{.*}}, dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %i, dense<[1, 2]> : tensor<2xi32>
  // CHECK: check.expect_almost_eq %{{.*}}, %{{.*}} : tensor<2xf32>
  check.expect_almost_eq %f, %f : tensor<2xf32>
  // CHECK: check.expect_almost_eq %{{.*}}, %{{.*}}, tolerance = 0.001 : tensor<2xf32>
  check.expect_almost_eq %f, %f, tolerance = 1.0e-3 : tensor<2xf32>
  // CHECK: check.expect_almost_eq_const %{{.*}}, dense<[5.000000e-01, 2.000000e+00]> : tensor<2xf32>{{$}}
  check.expect_almost_eq_const %f, dense<[0.5, 2.0]> : tensor<2xf32>
  // The tolerance in the attribute dictionary, as check.mlir of the suite writes it.
  // CHECK: check.expect_almost_eq_const %{{.*}}, dense<5.500000e+00> : tensor<f16>, tolerance = 0.1
  check.expect_almost_eq_const %h, dense<5.5> : tensor<f16> {tolerance = 0.1 : f64}
  // CHECK: check.expect_almost_eq_const %{{.*}}, dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f64>>
  check.expect_almost_eq_const %c, dense<(1.0, -2.0)> : tensor<complex<f64>>
  // CHECK: check.expect_close %{{.*}}, %{{.*}}, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  check.expect_close %h, %h, max_ulp_difference = 3 : tensor<f16>, tensor<f16>
  // CHECK: check.expect_close %{{.*}}, %{{.*}}, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
  check.expect_close %h, %h, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<f16>, tensor<f16>
  // CHECK: check.expect_serialized_eq %{{.*}}, probe_id = "probe0" : tensor<2xi32>
  check.expect_serialized_eq %i, probe_id = "probe0" : tensor<2xi32>
  // CHECK: check.expect_serialized_eq %{{.*}}, probe_id = "probe1", iter = 2 : tensor<2xi32>
  check.expect_serialized_eq %i, probe_id = "probe1", iter = 2 : tensor<2xi32>
  // CHECK: check.expect_almost_eq_const %{{.*}}, dense<0.000000e+00> : tensor<2xf32>
  "check.expect_almost_eq_const"(%f) <{value = dense<0.0> : tensor<2xf32>}> : (tensor<2xf32>) -> ()
  func.return
}

// CHECK-LABEL: func.func @small_tolerance
func.func @small_tolerance(%f: tensor<2xf32>) {
  // CHECK: check.expect_almost_eq %{{.*}}, %{{.*}}, tolerance = 1.0e-05 : tensor<2xf32>
  check.expect_almost_eq %f, %f, tolerance = 0.00001 : tensor<2xf32>
  func.return
}
