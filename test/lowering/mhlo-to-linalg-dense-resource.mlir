// An mhlo.constant of dense_resource elements lowers as upstream's: an arith.constant of the same resource
// (the blob stays a blob). Unsigned elements name the same blob with signless elements, cast back; complex
// elements are lowered as the dense constant the blob holds (split into their parts); a missing blob is
// then an error at the constant.
// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | FileCheck %s
// RUN: ai-opt %s --convert-mhlo-to-linalg --split-input-file | ai-opt --split-input-file | FileCheck %s
// RUN: ai-opt %S/Inputs/mhlo-to-linalg-dense-resource-missing.mlir --convert-mhlo-to-linalg --verify-diagnostics

// CHECK-LABEL: func.func @f32
// CHECK: %[[C:.*]] = arith.constant dense_resource<w> : tensor<2xf32>
// CHECK: return %[[C]] : tensor<2xf32>
// CHECK: w: "0x040000000000803F00000040"
func.func @f32() -> tensor<2xf32> {
  %c = mhlo.constant dense_resource<w> : tensor<2xf32>
  return %c : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// CHECK-LABEL: func.func @unsigned
// CHECK: %[[C:.*]] = arith.constant dense_resource<u> : tensor<3xi8>
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %[[C]] : tensor<3xi8> to tensor<3xui8>
// CHECK: return %[[U]] : tensor<3xui8>
func.func @unsigned() -> tensor<3xui8> {
  %c = mhlo.constant dense_resource<u> : tensor<3xui8>
  return %c : tensor<3xui8>
}
{-#
  dialect_resources: {
    builtin: {
      u: "0x0100000001FF7F"
    }
  }
#-}

// -----

// CHECK-LABEL: func.func @complex
// CHECK-DAG: %[[RE:.*]] = arith.constant dense<[1.000000e+00, -3.500000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[IM:.*]] = arith.constant dense<[2.000000e+00, 2.500000e-01]> : tensor<2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[RE]], %[[IM]] : tensor<2xf32>, tensor<2xf32>)
// CHECK-NOT: dense_resource
func.func @complex() -> tensor<2xcomplex<f32>> {
  %c = mhlo.constant dense_resource<c> : tensor<2xcomplex<f32>>
  return %c : tensor<2xcomplex<f32>>
}
{-#
  dialect_resources: {
    builtin: {
      c: "0x080000000000803F00000040000060C00000803E"
    }
  }
#-}
