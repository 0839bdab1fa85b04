// f4/f6/f8 tensors are computed in f32; each op's result is rounded to the format.
// RUN: ai-opt %s --split-input-file --mhlo-emulate-small-floats | FileCheck %s
// RUN: ai-opt %s --split-input-file --mhlo-emulate-small-floats | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @add(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32>
// The arguments are rounded first (the caller's float32 values may lie between f8E4M3FN's); each rounding is
// a map of the scalar computation (rank-0 constants, one loop whatever the shape).
// CHECK-NEXT:    %[[A:.*]] = "mhlo.map"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = "mhlo.map"(%arg1) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<4xf32>) -> tensor<4xf32>
// The constant's values are its f8E4M3FN values, exact in f32 (0.1 is 0.1015625): not rounded again.
// CHECK-NEXT:    %[[C:.*]] = mhlo.constant dense<[1.000000e+00, 0.1015625, 4.480000e+02, -3.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:    %[[SUM:.*]] = mhlo.add %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT:    %[[ROUNDED_SUM:.*]] = "mhlo.map"(%[[SUM]]) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK-NEXT:    ^bb0(%[[X:.*]]: tensor<f32>):
// |x| in steps of its quantum 2^(max(e, -6) - 3), to even.
// CHECK-NEXT:    %[[ABS:.*]] = mhlo.abs %[[X]] : tensor<f32>
// CHECK:         mhlo.shift_right_logical
// CHECK:         mhlo.constant dense<121> : tensor<i32>
// CHECK:         %[[QUANTUM:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT:    %[[STEPS:.*]] = mhlo.divide %[[ABS]], %[[QUANTUM]] : tensor<f32>
// CHECK-NEXT:    %[[EVEN:.*]] = mhlo.round_nearest_even %[[STEPS]] : tensor<f32>
// CHECK-NEXT:    %[[ROUNDED:.*]] = mhlo.multiply %[[EVEN]], %[[QUANTUM]] : tensor<f32>
// Past 448, NaN (f8E4M3FN has no inf); then the sign of the sum; last, a NaN sum is NaN whatever its sign.
// CHECK-NEXT:    %[[LARGEST:.*]] = mhlo.constant dense<4.480000e+02> : tensor<f32>
// CHECK-NEXT:    %[[FITS:.*]] = mhlo.compare LE, %[[ROUNDED]], %[[LARGEST]]
// CHECK-NEXT:    %[[NAN:.*]] = mhlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK-NEXT:    mhlo.select %[[FITS]], %[[ROUNDED]], %[[NAN]]
// CHECK:         mhlo.constant dense<-2147483648> : tensor<i32>
// CHECK:         mhlo.or
// CHECK-NEXT:    %[[SIGNED:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT:    %[[IS_NAN:.*]] = mhlo.compare NE, %[[X]], %[[X]]
// CHECK-NEXT:    %[[R:.*]] = mhlo.select %[[IS_NAN]], %[[NAN]], %[[SIGNED]]
// CHECK-NEXT:    mhlo.return %[[R]] : tensor<f32>
// CHECK-NEXT:    }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %{{.*}} = mhlo.multiply %[[ROUNDED_SUM]], %[[C]] : tensor<4xf32>
// CHECK:         return
func.func @add(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %c = mhlo.constant dense<[1.0, 0.1, 448.0, -3.0]> : tensor<4xf8E4M3FN>
  %0 = mhlo.add %a, %b : tensor<4xf8E4M3FN>
  %1 = mhlo.multiply %0, %c : tensor<4xf8E4M3FN>
  func.return %1 : tensor<4xf8E4M3FN>
}

// -----

// IEEE formats overflow to inf; FNUZ formats have no -0 (a zero result is +0). An f32 argument is not rounded.
// CHECK-LABEL: func.func @convert(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    %[[E5M2:.*]] = mhlo.convert %arg0 : tensor<2xf32>
// CHECK-NEXT:    "mhlo.map"(%[[E5M2]])
// CHECK:         %[[INF:.*]] = mhlo.constant dense<0x7F800000> : tensor<f32>
// CHECK:         mhlo.select %{{.*}}, %{{.*}}, %[[INF]]
// CHECK:         %[[FNUZ:.*]] = mhlo.convert %arg0 : tensor<2xf32>
// CHECK-NEXT:    "mhlo.map"(%[[FNUZ]])
// CHECK:         %[[ZERO:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[IS_ZERO:.*]] = mhlo.compare EQ, %[[R:.*]], %[[ZERO]]
// CHECK-NEXT:    mhlo.select %[[IS_ZERO]], %[[ZERO]], %[[R]]
func.func @convert(%x: tensor<2xf32>) -> (tensor<2xf8E5M2>, tensor<2xf8E4M3FNUZ>) {
  %0 = mhlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E5M2>
  %1 = mhlo.convert %x : (tensor<2xf32>) -> tensor<2xf8E4M3FNUZ>
  func.return %0, %1 : tensor<2xf8E5M2>, tensor<2xf8E4M3FNUZ>
}

// -----

// A dynamic shape changes nothing: the rounding's constants are rank 0 inside the map (no broadcast to the
// run-time sizes, no shape checks).
// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32>
// CHECK-NOT:     dynamic_broadcast_in_dim
// CHECK:         %[[A:.*]] = "mhlo.map"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK:         }) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    %[[SUM:.*]] = mhlo.add %[[A]], %[[A]] : tensor<?xf32>
// CHECK-NEXT:    %[[R:.*]] = "mhlo.map"(%[[SUM]])
// CHECK:         }) : (tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:    return %[[R]] : tensor<?xf32>
func.func @dynamic(%a: tensor<?xf8E4M3FN>) -> tensor<?xf8E4M3FN> {
  %0 = mhlo.add %a, %a : tensor<?xf8E4M3FN>
  func.return %0 : tensor<?xf8E4M3FN>
}

// -----

// A bitcast from a small float encodes each f32 value into its code (an i32 in a map), truncated to the
// format's width; a width-changing bitcast of those integers packs them (little-endian). The result is
// not rounded: it is no small float.
// CHECK-LABEL: func.func @to_bits(%arg0: tensor<4x4xf32>) -> tensor<4xi32>
// CHECK:         %[[ARG:.*]] = "mhlo.map"(%arg0)
// CHECK:         }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:    %[[CODES:.*]] = "mhlo.map"(%[[ARG]]) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> ({
// CHECK-NEXT:    ^bb0(%[[X:.*]]: tensor<f32>):
// A normal value's f32 bits >> (23 - 2), less (127 - 15) << 2.
// CHECK-NEXT:    %[[BITS:.*]] = mhlo.bitcast_convert %[[X]] : (tensor<f32>) -> tensor<i32>
// CHECK:         %[[SHIFT:.*]] = mhlo.constant dense<21> : tensor<i32>
// CHECK-NEXT:    %[[SHIFTED:.*]] = mhlo.shift_right_logical %{{.*}}, %[[SHIFT]]
// CHECK-NEXT:    %[[BIAS:.*]] = mhlo.constant dense<448> : tensor<i32>
// CHECK-NEXT:    %[[NORMAL:.*]] = mhlo.subtract %[[SHIFTED]], %[[BIAS]]
// Below 2**-14, the count of quanta 2**-16.
// CHECK:         mhlo.constant dense<6.10351563E-5> : tensor<f32>
// CHECK:         mhlo.constant dense<6.553600e+04> : tensor<f32>
// CHECK:         %[[QUANTA:.*]] = mhlo.convert %{{.*}} : (tensor<f32>) -> tensor<i32>
// CHECK-NEXT:    mhlo.select %{{.*}}, %[[QUANTA]], %[[NORMAL]]
// inf is 0x7C, NaN 0x7E (APFloat's) with the NaN's sign, the sign the top bit.
// CHECK:         mhlo.constant dense<2139095040> : tensor<i32>
// CHECK:         mhlo.constant dense<124> : tensor<i32>
// CHECK:         %[[SIGN:.*]] = mhlo.shift_left
// CHECK-NEXT:    mhlo.or %{{.*}}, %[[SIGN]]
// CHECK-NEXT:    %[[NAN:.*]] = mhlo.constant dense<126> : tensor<i32>
// CHECK-NEXT:    %[[SIGNED_NAN:.*]] = mhlo.or %[[NAN]], %[[SIGN]]
// CHECK-NEXT:    %[[IS_NAN:.*]] = mhlo.compare NE, %[[X]], %[[X]]
// CHECK-NEXT:    mhlo.select %[[IS_NAN]], %[[SIGNED_NAN]], %{{.*}}
// CHECK:         mhlo.return %{{.*}} : tensor<i32>
// CHECK-NEXT:    }) : (tensor<4x4xf32>) -> tensor<4x4xi32>
// CHECK-NEXT:    %[[BYTES:.*]] = mhlo.convert %[[CODES]] : (tensor<4x4xi32>) -> tensor<4x4xi8>
// CHECK-NEXT:    %[[R:.*]] = mhlo.bitcast_convert %[[BYTES]] : (tensor<4x4xi8>) -> tensor<4xi32>
// CHECK-NEXT:    return %[[R]] : tensor<4xi32>
func.func @to_bits(%a: tensor<4x4xf8E5M2>) -> tensor<4xi32> {
  %0 = mhlo.bitcast_convert %a : (tensor<4x4xf8E5M2>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// A bitcast to a small float splits the operand into integers of the format's width, widens them to i32
// and decodes each (a map): the magnitude << (23 - 1) plus (127 - 1) << 23 is a normal value's f32 bits,
// an exponent of 0 its mantissa times 2**-1, a set top bit negates. No rounding after it.
// CHECK-LABEL: func.func @from_bits(%arg0: tensor<2xui8>) -> tensor<2x2xf32>
// CHECK-NEXT:    %[[NIBBLES:.*]] = mhlo.bitcast_convert %arg0 : (tensor<2xui8>) -> tensor<2x2xi4>
// CHECK-NEXT:    %[[WIDE:.*]] = mhlo.convert %[[NIBBLES]] : (tensor<2x2xi4>) -> tensor<2x2xi32>
// CHECK-NEXT:    %[[R:.*]] = "mhlo.map"(%[[WIDE]]) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> ({
// CHECK-NEXT:    ^bb0(%[[C:.*]]: tensor<i32>):
// CHECK-NEXT:    %[[MASK:.*]] = mhlo.constant dense<7> : tensor<i32>
// CHECK-NEXT:    %[[MAGNITUDE:.*]] = mhlo.and %[[C]], %[[MASK]]
// CHECK-NEXT:    %[[SHIFT:.*]] = mhlo.constant dense<22> : tensor<i32>
// CHECK-NEXT:    %[[SHIFTED:.*]] = mhlo.shift_left %[[MAGNITUDE]], %[[SHIFT]]
// CHECK-NEXT:    %[[BIAS:.*]] = mhlo.constant dense<1056964608> : tensor<i32>
// CHECK-NEXT:    %[[NORMAL_BITS:.*]] = mhlo.add %[[SHIFTED]], %[[BIAS]]
// CHECK-NEXT:    %[[NORMAL:.*]] = mhlo.bitcast_convert %[[NORMAL_BITS]] : (tensor<i32>) -> tensor<f32>
// CHECK:         mhlo.constant dense<5.000000e-01> : tensor<f32>
// CHECK:         %[[VALUE:.*]] = mhlo.select %{{.*}}, %{{.*}}, %[[NORMAL]]
// CHECK-NEXT:    mhlo.constant dense<8> : tensor<i32>
// CHECK:         %[[NEGATED:.*]] = mhlo.negate %[[VALUE]]
// CHECK-NEXT:    %[[SIGNED:.*]] = mhlo.select %{{.*}}, %[[NEGATED]], %[[VALUE]]
// CHECK-NEXT:    mhlo.return %[[SIGNED]] : tensor<f32>
// CHECK-NEXT:    }) : (tensor<2x2xi32>) -> tensor<2x2xf32>
// CHECK-NEXT:    return %[[R]] : tensor<2x2xf32>
func.func @from_bits(%a: tensor<2xui8>) -> tensor<2x2xf4E2M1FN> {
  %0 = mhlo.bitcast_convert %a : (tensor<2xui8>) -> tensor<2x2xf4E2M1FN>
  func.return %0 : tensor<2x2xf4E2M1FN>
}

// -----

// Between two small floats of one width, a rank-0 value is encoded then decoded in place (no map); the
// f8E8M0FNU code of exponent 0 is 2**-127, 0xFF its NaN.
// CHECK-LABEL: func.func @between_formats(%arg0: tensor<f32>) -> tensor<f32>
// CHECK-NOT:     mhlo.map
// CHECK:         mhlo.compare NE
// CHECK:         mhlo.constant dense<127> : tensor<i32>
// CHECK:         %[[MASK:.*]] = mhlo.constant dense<255> : tensor<i32>
// CHECK:         mhlo.constant dense<5.87747175E-39> : tensor<f32>
// CHECK:         mhlo.compare EQ, %{{.*}}, %[[MASK]]
// CHECK:         %[[NAN:.*]] = mhlo.constant dense<0x7FC00000> : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = mhlo.select %{{.*}}, %[[NAN]], %{{.*}}
// CHECK-NEXT:    return %[[R]] : tensor<f32>
func.func @between_formats(%a: tensor<f8E4M3FN>) -> tensor<f8E8M0FNU> {
  %0 = mhlo.bitcast_convert %a : (tensor<f8E4M3FN>) -> tensor<f8E8M0FNU>
  func.return %0 : tensor<f8E8M0FNU>
}

// -----

// f4E2M1FN has no NaN: a NaN of either sign converts to -0 (as XLA), after the sign is put back.
// CHECK-LABEL: func.func @nan_to_f4
// CHECK:         mhlo.or
// CHECK-NEXT:    %[[SIGNED:.*]] = mhlo.bitcast_convert %{{.*}} : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT:    %[[IS_NAN:.*]] = mhlo.compare NE, %[[X:.*]], %[[X]]
// CHECK-NEXT:    %[[ZERO:.*]] = mhlo.constant dense<-0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = mhlo.select %[[IS_NAN]], %[[ZERO]], %[[SIGNED]]
// CHECK-NEXT:    mhlo.return %[[R]] : tensor<f32>
func.func @nan_to_f4(%a: tensor<2xf32>) -> tensor<2xf4E2M1FN> {
  %0 = mhlo.convert %a : (tensor<2xf32>) -> tensor<2xf4E2M1FN>
  func.return %0 : tensor<2xf4E2M1FN>
}
