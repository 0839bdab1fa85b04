// RUN: ai-opt %s --stablehlo-legalize-to-hlo=convert-xla-supported-stablehlo=false | FileCheck %s --check-prefix=KEEP
// RUN: ai-opt %s --stablehlo-legalize-to-hlo=convert-xla-supported-stablehlo=true | FileCheck %s --check-prefix=CONVERT

// convert-xla-supported-stablehlo=false leaves the stablehlo ops (which XLA reads as they are) and their types.
// KEEP-LABEL: func.func @bounded_reshape
// KEEP-SAME: tensor<1x?xi64, #stablehlo.bounds<?, 16>>
// KEEP: stablehlo.constant
// KEEP: stablehlo.reshape %{{.*}} : (tensor<1x?xi64, #stablehlo.bounds<?, 16>>) -> tensor<?xi64, #stablehlo.bounds<16>>
// KEEP-NOT: mhlo
// CONVERT-LABEL: func.func @bounded_reshape
// CONVERT: mhlo.constant
// CONVERT: mhlo.reshape %{{.*}} : (tensor<1x?xi64, #mhlo.type_extensions<bounds = [?, 16]>>) -> tensor<?xi64, #mhlo.type_extensions<bounds = [16]>>
func.func @bounded_reshape(%arg0: tensor<1x?xi64, #stablehlo.bounds<?, 16>>) -> tensor<?xi64, #stablehlo.bounds<16>> {
  %c = stablehlo.constant dense<0> : tensor<i64>
  %0 = stablehlo.reshape %arg0 : (tensor<1x?xi64, #stablehlo.bounds<?, 16>>) -> tensor<?xi64, #stablehlo.bounds<16>>
  return %0 : tensor<?xi64, #stablehlo.bounds<16>>
}
