// RUN: ai-opt %s --split-input-file --verify-diagnostics --mhlo-quant-legalize-to-int | FileCheck %s

// Quantize: x / scale, rounded to even, clamped to [storage_min - zp, storage_max - zp] in f64,
// then + zp in i64 and narrowed to the storage type; the signature takes the storage integers.
// CHECK-LABEL: func.func @quantize(%arg0: tensor<4xf32>) -> tensor<4xi8>
// CHECK-NEXT: %[[SCALE:.*]] = mhlo.constant dense<2.500000e-01> : tensor<4xf32>
// CHECK-NEXT: %[[DIV:.*]] = mhlo.divide %arg0, %[[SCALE]] : tensor<4xf32>
// CHECK-NEXT: %[[ROUND:.*]] = mhlo.round_nearest_even %[[DIV]] : tensor<4xf32>
// CHECK-NEXT: %[[WIDE:.*]] = mhlo.convert %[[ROUND]] : (tensor<4xf32>) -> tensor<4xf64>
// CHECK-NEXT: %[[LOW:.*]] = mhlo.constant dense<-1.000000e+01> : tensor<4xf64>
// CHECK-NEXT: %[[HIGH:.*]] = mhlo.constant dense<5.000000e+00> : tensor<4xf64>
// CHECK-NEXT: %[[CLAMP:.*]] = mhlo.clamp %[[LOW]], %[[WIDE]], %[[HIGH]] : tensor<4xf64>
// CHECK-NEXT: %[[INT:.*]] = mhlo.convert %[[CLAMP]] : (tensor<4xf64>) -> tensor<4xi64>
// CHECK-NEXT: %[[ZP:.*]] = mhlo.constant dense<2> : tensor<4xi64>
// CHECK-NEXT: %[[SUM:.*]] = mhlo.add %[[INT]], %[[ZP]] : tensor<4xi64>
// CHECK-NEXT: %[[Q:.*]] = mhlo.convert %[[SUM]] : (tensor<4xi64>) -> tensor<4xi8>
// CHECK-NEXT: return %[[Q]] : tensor<4xi8>
func.func @quantize(%x: tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-8:7>:f32, 0.25:2>> {
  %0 = mhlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-8:7>:f32, 0.25:2>>
  func.return %0 : tensor<4x!quant.uniform<i8<-8:7>:f32, 0.25:2>>
}

// -----

// Dequantize: (q - zp) in i64, converted to the expressed type, times the scale; per-axis scales
// and zero points are broadcast along the quantized dimension.
// CHECK-LABEL: func.func @dequantize_per_axis(%arg0: tensor<3x2xui8>) -> tensor<3x2xf16>
// CHECK-NEXT: %[[WIDE:.*]] = mhlo.convert %arg0 : (tensor<3x2xui8>) -> tensor<3x2xi64>
// CHECK-NEXT: %[[ZPS:.*]] = mhlo.constant dense<[3, 0]> : tensor<2xi64>
// CHECK-NEXT: %[[ZP:.*]] = "mhlo.broadcast_in_dim"(%[[ZPS]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<2xi64>) -> tensor<3x2xi64>
// CHECK-NEXT: %[[SUB:.*]] = mhlo.subtract %[[WIDE]], %[[ZP]] : tensor<3x2xi64>
// CHECK-NEXT: %[[REAL:.*]] = mhlo.convert %[[SUB]] : (tensor<3x2xi64>) -> tensor<3x2xf16>
// CHECK-NEXT: %[[SCALES:.*]] = mhlo.constant dense<[5.000000e-01, 2.000000e+00]> : tensor<2xf16>
// CHECK-NEXT: %[[SCALE:.*]] = "mhlo.broadcast_in_dim"(%[[SCALES]]) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<2xf16>) -> tensor<3x2xf16>
// CHECK-NEXT: %[[X:.*]] = mhlo.multiply %[[REAL]], %[[SCALE]] : tensor<3x2xf16>
// CHECK-NEXT: return %[[X]] : tensor<3x2xf16>
func.func @dequantize_per_axis(%q: tensor<3x2x!quant.uniform<u8:f16:1, {0.5:3, 2.0}>>) -> tensor<3x2xf16> {
  %0 = mhlo.uniform_dequantize %q : (tensor<3x2x!quant.uniform<u8:f16:1, {0.5:3, 2.0}>>) -> tensor<3x2xf16>
  func.return %0 : tensor<3x2xf16>
}

// -----

// An element-wise op on quantized tensors: its operands dequantized, the op in the expressed type,
// the result quantized; a bitcast to the storage type stays a bitcast of integers.
// CHECK-LABEL: func.func @subtract(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>) -> tensor<2xi8>
// CHECK: %[[A:.*]] = mhlo.multiply
// CHECK: %[[B:.*]] = mhlo.multiply
// CHECK-NEXT: %[[D:.*]] = mhlo.subtract %[[A]], %[[B]] : tensor<2xf32>
// CHECK-NEXT: mhlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: mhlo.divide %[[D]]
// CHECK: %[[R:.*]] = mhlo.convert %{{.*}} : (tensor<2xi64>) -> tensor<2xi8>
// CHECK-NEXT: %[[S:.*]] = mhlo.bitcast_convert %[[R]] : tensor<2xi8>
// CHECK-NEXT: return %[[S]] : tensor<2xi8>
func.func @subtract(%a: tensor<2x!quant.uniform<i8:f32, 0.5>>, %b: tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2xi8> {
  %0 = mhlo.subtract %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  %1 = mhlo.bitcast_convert %0 : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xi8>
  func.return %1 : tensor<2xi8>
}

// -----

// Moving elements of one quantized type moves the storage integers.
// CHECK-LABEL: func.func @moves(%arg0: tensor<2x3xi8>) -> tensor<6x2xi8>
// CHECK-NEXT: %[[T:.*]] = "mhlo.transpose"(%arg0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xi8>) -> tensor<3x2xi8>
// CHECK-NEXT: %[[C:.*]] = "mhlo.concatenate"(%[[T]], %[[T]]) <{dimension = 0 : i64}> : (tensor<3x2xi8>, tensor<3x2xi8>) -> tensor<6x2xi8>
// CHECK-NEXT: return %[[C]] : tensor<6x2xi8>
func.func @moves(%q: tensor<2x3x!quant.uniform<i8:f32, 1.0>>) -> tensor<6x2x!quant.uniform<i8:f32, 1.0>> {
  %0 = "mhlo.transpose"(%q) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3x!quant.uniform<i8:f32, 1.0>>) -> tensor<3x2x!quant.uniform<i8:f32, 1.0>>
  %1 = "mhlo.concatenate"(%0, %0) <{dimension = 0 : i64}> : (tensor<3x2x!quant.uniform<i8:f32, 1.0>>, tensor<3x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<6x2x!quant.uniform<i8:f32, 1.0>>
  func.return %1 : tensor<6x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @unsupported(%a: tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>> {
  // expected-error@+1 {{'mhlo.dot' on !quant.uniform<i8:f32, 1.000000e+00> is not supported by the CPU code generator yet}}
  %0 = "mhlo.dot"(%a, %a) : (tensor<2x2x!quant.uniform<i8:f32, 1.0>>, tensor<2x2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0>>
  func.return %0 : tensor<2x2x!quant.uniform<i8:f32, 1.0>>
}

// -----

func.func @per_axis_dynamic(%x: tensor<?x2xf32>) -> tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>> {
  // expected-error@+1 {{'mhlo.uniform_quantize' on a per-axis quantized tensor of dynamic shape is not supported yet}}
  %0 = mhlo.uniform_quantize %x : (tensor<?x2xf32>) -> tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return %0 : tensor<?x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
}
