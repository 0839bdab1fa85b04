// Properties written in `<{...}>` convert to a named op's properties as ODS converts them: each one of its
// storage class (`strides` and `dilations` are DenseIntElementsAttrs), the segment sizes a DenseI32ArrayAttr
// of two, in the custom form (which appends the segment sizes of the operands it parsed) and the generic one.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @float_strides(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  // expected-error @+1 {{invalid properties {dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2.000000e+00> : vector<2xf32>} for op linalg.depthwise_conv_2d_nhwc_hwc: Invalid attribute `strides` in property conversion: dense<2.000000e+00> : vector<2xf32>}}
  linalg.depthwise_conv_2d_nhwc_hwc <{dilations = dense<1> : vector<2xi64>, strides = dense<2.0> : vector<2xf32>}>
    ins(%input, %filter: memref<1x113x113x96xf32>, memref<3x3x96xf32>)
    outs(%output: memref<1x56x56x96xf32>)
  return
}

// -----

func.func @array_dilations(%i: memref<1x8x8x3xf32>, %k: memref<2x2x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error @+1 {{invalid properties {dilations = [1 : i64, 1 : i64], operandSegmentSizes = array<i32: 2, 1>} for op linalg.conv_2d_nhwc_hwcf: Invalid attribute `dilations` in property conversion: [1 : i64, 1 : i64]}}
  linalg.conv_2d_nhwc_hwcf <{dilations = [1, 1]}> ins(%i, %k : memref<1x8x8x3xf32>, memref<2x2x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

func.func @not_a_dictionary(%a: memref<4x4xf32>) {
  // expected-error @+1 {{invalid properties [1 : i64] for op linalg.matmul: expected DictionaryAttr to set properties}}
  linalg.matmul <[1]> ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// -----

func.func @generic_form(%input: memref<1x113x113x96xf32>, %filter: memref<3x3x96xf32>, %output: memref<1x56x56x96xf32>) {
  // expected-error @+1 {{invalid properties {dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2.000000e+00> : vector<2xf32>} for op linalg.depthwise_conv_2d_nhwc_hwc: Invalid attribute `strides` in property conversion: dense<2.000000e+00> : vector<2xf32>}}
  "linalg.depthwise_conv_2d_nhwc_hwc"(%input, %filter, %output) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2.0> : vector<2xf32>}> ({
  ^bb0(%in: f32, %f: f32, %out: f32):
    %0 = arith.mulf %in, %f : f32
    %1 = arith.addf %out, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<1x113x113x96xf32>, memref<3x3x96xf32>, memref<1x56x56x96xf32>) -> ()
  return
}

// -----

func.func @i64_segment_sizes(%a: memref<4x4xf32>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 2, 1>} for op linalg.add: expected DenseI32ArrayAttr for key `value`}}
  "linalg.add"(%a, %a, %a) <{operandSegmentSizes = array<i64: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %out: f32):
    %0 = arith.addf %x, %y : f32
    linalg.yield %0 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @three_segment_sizes(%a: memref<4x4xf32>) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 2, 1, 0>} for op linalg.add: size mismatch in attribute conversion: 3 vs 2}}
  "linalg.add"(%a, %a, %a) <{operandSegmentSizes = array<i32: 2, 1, 0>}> ({
  ^bb0(%x: f32, %y: f32, %out: f32):
    %0 = arith.addf %x, %y : f32
    linalg.yield %0 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

// The conversion takes any integer elements; the verifier then asks for upstream's 64-bit ones.
func.func @i32_strides(%i: memref<1x8x8x3xf32>, %k: memref<2x2x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf <{strides = dense<1> : vector<2xi32>}> ins(%i, %k : memref<1x8x8x3xf32>, memref<2x2x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}
