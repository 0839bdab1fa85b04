// A sparse mhlo.constant lowers as the dense constant it stands for (its listed elements, zero
// elsewhere): convert-mhlo-to-linalg to a dense arith.constant, lhlo-legalize-to-linalg/-affine to a
// dense memref.global (upstream's mhlo lowerings take dense constants only).
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: ai-opt %s --split-input-file --hlo-legalize-to-lhlo --lhlo-legalize-to-linalg | FileCheck %s --check-prefix=LHLO
// RUN: ai-opt %s --split-input-file --hlo-legalize-to-lhlo --lhlo-legalize-to-affine | FileCheck %s --check-prefix=LHLO

// LINALG-LABEL: func.func @hlo_constant
// LINALG: arith.constant dense<{{\[}}[0.000000e+00, 0.000000e+00], [0.000000e+00, 3.000000e+00]]> : tensor<2x2xf32>
// LHLO: memref.global "private" constant @__constant_0 : memref<2x2xf32> = dense<{{\[}}[0.000000e+00, 0.000000e+00], [0.000000e+00, 3.000000e+00]]>
// LHLO-LABEL: func.func @hlo_constant
// LHLO: memref.get_global @__constant_0 : memref<2x2xf32>
func.func @hlo_constant(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = mhlo.constant sparse<[[1, 1]], [3.0]> : tensor<2x2xf32>
  %1 = mhlo.add %arg0, %0 : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
