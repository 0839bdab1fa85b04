// dense_resource constants run: the reference interpreter reads their blobs (arith and stablehlo
// constants alike), and the compiled code holds them as its globals' initializers. A blob the file does
// not give is a located error of the interpreter (it was an internal AttributeError).

// RUN: ai-runner %s --interpret --print | FileCheck %s
// The default pipeline's output, printed and read back, translates to the blobs' elements:
// RUN: ai-opt %s --hlo-to-cpu-pipeline | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// IR-DAG: @__constant_2xf32 = private constant [2 x float] [float 0x3FF0000000000000, float 0x3FF0000000000000], align 64
// IR-DAG: @__constant_3xi8 = private constant [3 x i8] [i8 2, i8 -10, i8 127], align 64
// RUN: ai-runner %s --print | FileCheck %s
// CHECK: out0 = [1., 1.] : float32[2]
func.func @main() -> tensor<2xf32> {
  %c = arith.constant dense_resource<blob> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// RUN: ai-runner %s --interpret --print --entry hlo | FileCheck %s --check-prefix=HLO
// RUN: ai-runner %s --print --entry hlo | FileCheck %s --check-prefix=HLO
// HLO: out0 = [  2, -10, 127] : int8[3]
func.func @hlo() -> tensor<3xi8> {
  %c = stablehlo.constant dense_resource<bytes> : tensor<3xi8>
  %r = stablehlo.add %c, %c : tensor<3xi8>
  %d = stablehlo.subtract %r, %c : tensor<3xi8>
  return %d : tensor<3xi8>
}

// A quantized constant's blob holds its storage integers (the interpreter read it as its element type).
// RUN: ai-runner %s --interpret --print --entry quantized | FileCheck %s --check-prefix=QUANT
// RUN: ai-runner %s --print --entry quantized | FileCheck %s --check-prefix=QUANT
// QUANT: out0 = [ 1. , -1. , 63.5] : float32[3]
func.func @quantized() -> tensor<3xf32> {
  %c = stablehlo.constant dense_resource<quantized> : tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>
  %d = stablehlo.uniform_dequantize %c : (tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<3xf32>
  return %d : tensor<3xf32>
}

// RUN: not ai-runner %S/Inputs/elided-dense-resource-constant.mlir --interpret 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: not ai-runner %S/Inputs/elided-dense-resource-constant.mlir 2>&1 | FileCheck %s --check-prefix=ELIDED-COMPILED
// ELIDED: elided-dense-resource-constant.mlir:3:8: error: 'stablehlo.constant' op dense_resource<__elided__>: resource does not exist
// ELIDED-NOT: internal error
// ELIDED-COMPILED: elided-dense-resource-constant.mlir:3:8: error: resource does not exist
// ELIDED-COMPILED-NOT: internal error

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F0000803F",
      bytes: "0x0100000002F67F",
      quantized: "0x0100000002FE7F"
    }
  }
#-}
