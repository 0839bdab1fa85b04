// Constant folding of mhlo/stablehlo ops by --canonicalize, through the
// interpreter's reference semantics: one case per folded op kind, and the
// cases that must stay (too many elements, no exact numpy type, a reference
// that raises, a reduce body without a numpy combiner).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: ai-opt %s --split-input-file --canonicalize='max-fold-elements=2' | FileCheck %s --check-prefix=LIMIT
// In mhlo the folded constants are mhlo constants.
// RUN: sed -e 's/stablehlo\./mhlo./g' %s | ai-opt --split-input-file --canonicalize > %t.mhlo
// RUN: FileCheck %s --check-prefix=MHLO < %t.mhlo
// RUN: not grep stablehlo %t.mhlo

// CHECK-LABEL: func.func @unary
// CHECK-NEXT: %[[SQRT:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.constant dense<[-1, 2, -2147483647]> : tensor<3xi32>
// CHECK-NEXT: %[[NOT:.*]] = stablehlo.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: %[[ABS:.*]] = stablehlo.constant dense<[2.500000e+00, 0.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[SQRT]], %[[NEG]], %[[NOT]], %[[ABS]]
// MHLO-LABEL: func.func @unary
// MHLO-NEXT: mhlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// LIMIT-LABEL: func.func @unary
// LIMIT: stablehlo.sqrt
// LIMIT: stablehlo.negate
// LIMIT: stablehlo.constant dense<[false, true]> : tensor<2xi1>
func.func @unary() -> (tensor<3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xf32>) {
  %c = stablehlo.constant dense<[1.0, 4.0, 9.0]> : tensor<3xf32>
  %0 = stablehlo.sqrt %c : tensor<3xf32>
  %i = stablehlo.constant dense<[1, -2, 2147483647]> : tensor<3xi32>
  %1 = stablehlo.negate %i : tensor<3xi32>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %2 = stablehlo.not %p : tensor<2xi1>
  %f = stablehlo.constant dense<[-2.5, -0.0]> : tensor<2xf32>
  %3 = stablehlo.abs %f : tensor<2xf32>
  func.return %0, %1, %2, %3 : tensor<3xf32>, tensor<3xi32>, tensor<2xi1>, tensor<2xf32>
}

// -----

// Float to int saturates and truncates, NaN gives 0; f32 to bf16 rounds ties to even.
// CHECK-LABEL: func.func @convert
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<[2147483647, -2, 0]> : tensor<3xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xbf16>
// CHECK-NEXT: %[[P:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: return %[[I]], %[[B]], %[[P]]
func.func @convert() -> (tensor<3xi32>, tensor<2xbf16>, tensor<2xi1>) {
  %f = stablehlo.constant dense<[1.0e10, -2.7, 0x7FC00000]> : tensor<3xf32>
  %0 = stablehlo.convert %f : (tensor<3xf32>) -> tensor<3xi32>
  %b = stablehlo.constant dense<[1.00390625, 3.0]> : tensor<2xf32>
  %1 = stablehlo.convert %b : (tensor<2xf32>) -> tensor<2xbf16>
  %i = stablehlo.constant dense<[-3, 0]> : tensor<2xi32>
  %2 = stablehlo.convert %i : (tensor<2xi32>) -> tensor<2xi1>
  func.return %0, %1, %2 : tensor<3xi32>, tensor<2xbf16>, tensor<2xi1>
}

// -----

// Integer division truncates; x / 0 is -1, x % 0 is x, INT_MIN / -1 is INT_MIN (XLA's answers).
// CHECK-LABEL: func.func @binary
// CHECK-NEXT: %[[DIV:.*]] = stablehlo.constant dense<[3, -3, -1, -2147483648]> : tensor<4xi32>
// CHECK-NEXT: %[[REM:.*]] = stablehlo.constant dense<[1, -1, 5, 0]> : tensor<4xi32>
// CHECK-NEXT: %[[FDIV:.*]] = stablehlo.constant dense<[0x7F800000, 0xFF800000]> : tensor<2xf32>
// CHECK-NEXT: %[[SHIFT:.*]] = stablehlo.constant dense<[14, -14, 0, 0]> : tensor<4xi32>
// CHECK-NEXT: return %[[DIV]], %[[REM]], %[[FDIV]], %[[SHIFT]]
func.func @binary() -> (tensor<4xi32>, tensor<4xi32>, tensor<2xf32>, tensor<4xi32>) {
  %a = stablehlo.constant dense<[7, -7, 5, -2147483648]> : tensor<4xi32>
  %b = stablehlo.constant dense<[2, 2, 0, -1]> : tensor<4xi32>
  %0 = stablehlo.divide %a, %b : tensor<4xi32>
  %1 = stablehlo.remainder %a, %b : tensor<4xi32>
  %x = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf32>
  %z = stablehlo.constant dense<0.0> : tensor<2xf32>
  %2 = stablehlo.divide %x, %z : tensor<2xf32>
  %s = stablehlo.constant dense<[1, 1, 32, -1]> : tensor<4xi32>
  %3 = stablehlo.shift_left %a, %s : tensor<4xi32>
  func.return %0, %1, %2, %3 : tensor<4xi32>, tensor<4xi32>, tensor<2xf32>, tensor<4xi32>
}

// -----

// NaN compares unequal to itself; the integer operands compare signed.
// CHECK-LABEL: func.func @compare
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: return %[[F]], %[[I]]
func.func @compare() -> (tensor<2xi1>, tensor<2xi1>) {
  %f = stablehlo.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %0 = stablehlo.compare  EQ, %f, %f,  FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %a = stablehlo.constant dense<[-1, 3]> : tensor<2xi32>
  %b = stablehlo.constant dense<[0, 2]> : tensor<2xi32>
  %1 = stablehlo.compare  LT, %a, %b,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return %0, %1 : tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @select_and_clamp
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<[1, 20, 3]> : tensor<3xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[2, 10, 3]> : tensor<3xi32>
// CHECK-NEXT: return %[[S]], %[[C]]
func.func @select_and_clamp() -> (tensor<3xi32>, tensor<3xi32>) {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %0 = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xi32>
  %lo = stablehlo.constant dense<2> : tensor<i32>
  %hi = stablehlo.constant dense<10> : tensor<i32>
  %x = stablehlo.constant dense<[-5, 50, 3]> : tensor<3xi32>
  %1 = stablehlo.clamp %lo, %x, %hi : (tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return %0, %1 : tensor<3xi32>, tensor<3xi32>
}

// -----

// A broadcast of a scalar is a splat, whatever its size: beyond the limit too, as
// upstream's fold of a splat (one element is computed and stored).
// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<{{\[}}[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<5.000000e-01> : tensor<100x100xf32>
// CHECK-NEXT: return %[[B]], %[[S]]
// LIMIT-LABEL: func.func @broadcast_in_dim
// LIMIT-DAG: stablehlo.broadcast_in_dim
// LIMIT-DAG: %[[S:.*]] = stablehlo.constant dense<5.000000e-01> : tensor<100x100xf32>
// LIMIT: return %{{.*}}, %[[S]]
func.func @broadcast_in_dim() -> (tensor<2x3xi32>, tensor<100x100xf32>) {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %h = stablehlo.constant dense<0.5> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %h, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
  func.return %0, %1 : tensor<2x3xi32>, tensor<100x100xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_transpose_reverse
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.constant dense<{{\[}}[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-NEXT: %[[V:.*]] = stablehlo.constant dense<{{\[}}[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
// CHECK-NEXT: return %[[R]], %[[T]], %[[V]]
func.func @reshape_transpose_reverse() -> (tensor<3x2xi32>, tensor<3x2xi32>, tensor<2x3xi32>) {
  %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %0 = stablehlo.reshape %c : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %1 = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %2 = stablehlo.reverse %c, dims = [1] : tensor<2x3xi32>
  func.return %0, %1, %2 : tensor<3x2xi32>, tensor<3x2xi32>, tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @concatenate_slice_pad
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
// CHECK-NEXT: %[[P:.*]] = stablehlo.constant dense<[0, 1, 0, 2, 0, 0]> : tensor<6xi64>
// CHECK-NEXT: return %[[C]], %[[S]], %[[P]]
func.func @concatenate_slice_pad() -> (tensor<3xf32>, tensor<2xi64>, tensor<6xi64>) {
  %a = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %b = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
  %c = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %1 = stablehlo.slice %c [1:5:2] : (tensor<5xi64>) -> tensor<2xi64>
  %d = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %2 = stablehlo.pad %d, %zero, low = [1], high = [2], interior = [1] : (tensor<2xi64>, tensor<i64>) -> tensor<6xi64>
  func.return %0, %1, %2 : tensor<3xf32>, tensor<2xi64>, tensor<6xi64>
}

// -----

// As upstream, an iota is not folded into its elements: it stays an op (canonicalize-hlo-iota.mlir).
// CHECK-LABEL: func.func @iota
// CHECK-NEXT: %[[I:.*]] = stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK-NEXT: return %[[I]]
func.func @iota() -> tensor<3xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// A result of more than max-fold-elements (65536) elements stays.
// CHECK-LABEL: func.func @above_the_limit
// CHECK-DAG: stablehlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<2xi32>) -> tensor<32769x2xi32>
// CHECK-DAG: stablehlo.constant dense<0> : tensor<65536xi32>
func.func @above_the_limit() -> (tensor<32769x2xi32>, tensor<65536xi32>) {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<2xi32>) -> tensor<32769x2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<i32>) -> tensor<65536xi32>
  func.return %0, %1 : tensor<32769x2xi32>, tensor<65536xi32>
}

// -----

// CHECK-LABEL: func.func @reduce
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.constant dense<[6, 15]> : tensor<2xi32>
// CHECK-NEXT: %[[MAX:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: return %[[SUM]], %[[MAX]]
func.func @reduce() -> (tensor<2xi32>, tensor<f32>) {
  %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  %f = stablehlo.constant dense<[1.0, -3.0, 2.0]> : tensor<3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %1 = stablehlo.reduce(%f init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  func.return %0, %1 : tensor<2xi32>, tensor<f32>
}

// -----

// A body of more than one op would run in the interpreter element by element: not folded.
// CHECK-LABEL: func.func @reduce_compound_body
// CHECK: stablehlo.reduce
func.func @reduce_compound_body() -> tensor<i32> {
  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%c init: %z) across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
   reducer(%acc: tensor<i32>, %x: tensor<i32>)  {
    %sum = stablehlo.add %acc, %x : tensor<i32>
    %twice = stablehlo.add %sum, %sum : tensor<i32>
    stablehlo.return %twice : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

// i4 has no exact numpy type: not folded.
// CHECK-LABEL: func.func @no_exact_numpy_type
// CHECK: stablehlo.add
func.func @no_exact_numpy_type() -> tensor<2xi4> {
  %c = stablehlo.constant dense<[1, 7]> : tensor<2xi4>
  %0 = stablehlo.add %c, %c : tensor<2xi4>
  func.return %0 : tensor<2xi4>
}

// -----

// numpy has no remainder of complex numbers: the reference raises, nothing is folded.
// CHECK-LABEL: func.func @reference_raises
// CHECK: stablehlo.remainder
func.func @reference_raises() -> tensor<2xcomplex<f32>> {
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %0 = stablehlo.remainder %c, %c : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

// Complex values fold too.
// CHECK-LABEL: func.func @complex
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[(2.000000e+00,4.000000e+00), (6.000000e+00,8.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: return %[[R]]
func.func @complex() -> tensor<2xcomplex<f32>> {
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %0 = stablehlo.add %c, %c : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

// An operand that is not constant stops folding; the constant part still folds.
// CHECK-LABEL: func.func @partly_constant
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[2.000000e+00, 3.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.multiply %[[X]], %[[C]] : tensor<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @partly_constant(%x: tensor<2xf32>) -> tensor<2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.add %c, %one : tensor<2xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// -----

// A dynamic_slice of a splat is a splat, whatever its (here unknown) start indices.
// CHECK-LABEL: func.func @dynamic_slice_of_splat
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<256> : tensor<1x1xi32>
// CHECK-NEXT: return %[[S]]
// MHLO-LABEL: func.func @dynamic_slice_of_splat
// MHLO-NEXT: mhlo.constant dense<256> : tensor<1x1xi32>
func.func @dynamic_slice_of_splat(%i: tensor<i32>, %j: tensor<i32>) -> tensor<1x1xi32> {
  %c = stablehlo.constant dense<256> : tensor<6x1xi32>
  %0 = stablehlo.dynamic_slice %c, %i, %j, sizes = [1, 1] : (tensor<6x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1xi32>
  func.return %0 : tensor<1x1xi32>
}

// -----

// Element-wise ops of splats fold to splats whatever their size (beyond the
// limit too): one element is computed and stored, for every element type.
// CHECK-LABEL: func.func @splats
// CHECK-NEXT: %[[F:.*]] = stablehlo.constant dense<-1.250000e+00> : tensor<4096x4096xf32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.constant dense<4> : tensor<4096x4096xui8>
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<false> : tensor<4096x4096xi1>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<(2.000000e+00,-4.000000e+00)> : tensor<4096x4096xcomplex<f32>>
// CHECK-NEXT: return %[[F]], %[[I]], %[[B]], %[[C]]
// LIMIT-LABEL: func.func @splats
// LIMIT-NEXT: stablehlo.constant dense<-1.250000e+00> : tensor<4096x4096xf32>
// LIMIT-NEXT: stablehlo.constant dense<4> : tensor<4096x4096xui8>
// LIMIT-NEXT: stablehlo.constant dense<false> : tensor<4096x4096xi1>
// LIMIT-NEXT: stablehlo.constant dense<(2.000000e+00,-4.000000e+00)> : tensor<4096x4096xcomplex<f32>>
func.func @splats() -> (tensor<4096x4096xf32>, tensor<4096x4096xui8>, tensor<4096x4096xi1>, tensor<4096x4096xcomplex<f32>>) {
  %a = stablehlo.constant dense<0.5> : tensor<4096x4096xf32>
  %b = stablehlo.constant dense<-1.75> : tensor<4096x4096xf32>
  %0 = stablehlo.add %a, %b : tensor<4096x4096xf32>
  %c = stablehlo.constant dense<250> : tensor<4096x4096xui8>
  %d = stablehlo.constant dense<10> : tensor<4096x4096xui8>
  %1 = stablehlo.add %c, %d : tensor<4096x4096xui8>
  %2 = stablehlo.compare LT, %c, %d : (tensor<4096x4096xui8>, tensor<4096x4096xui8>) -> tensor<4096x4096xi1>
  %e = stablehlo.constant dense<(1.0, -2.0)> : tensor<4096x4096xcomplex<f32>>
  %3 = stablehlo.add %e, %e : tensor<4096x4096xcomplex<f32>>
  func.return %0, %1, %2, %3 : tensor<4096x4096xf32>, tensor<4096x4096xui8>, tensor<4096x4096xi1>, tensor<4096x4096xcomplex<f32>>
}

// -----

// Quantized tensors have no constants: uniform_quantize of a constant stays.
// CHECK-LABEL: func.func @quantize_of_constant_stays
// CHECK:       stablehlo.uniform_quantize
func.func @quantize_of_constant_stays() -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
  func.return %q : tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-20>>
}
