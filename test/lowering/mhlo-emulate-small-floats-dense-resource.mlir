// An f4/f6/f8 constant of dense_resource elements is widened like a dense one: the blob's bytes are the
// format's bits (0x38 is f8E4M3FN's 1.0, 0xB8 its -1.0, 0x7E 448.0, 0x01 2^-9), read as the f32 values
// they are. A blob of another size than the elements' is an error at the constant.
// RUN: ai-opt %s --mhlo-emulate-small-floats | FileCheck %s
// RUN: ai-opt %S/Inputs/mhlo-emulate-small-floats-dense-resource-size.mlir --mhlo-emulate-small-floats --verify-diagnostics

// CHECK-LABEL: func.func @f8() -> tensor<4xf32>
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<[1.000000e+00, -1.000000e+00, 4.480000e+02, 0.001953125]> : tensor<4xf32>
// CHECK-NEXT: return %[[C]] : tensor<4xf32>
func.func @f8() -> tensor<4xf8E4M3FN> {
  %c = mhlo.constant dense_resource<w> : tensor<4xf8E4M3FN>
  return %c : tensor<4xf8E4M3FN>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x0100000038B87E01"
    }
  }
#-}
