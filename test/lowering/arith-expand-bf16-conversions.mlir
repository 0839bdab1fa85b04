// RUN: ai-opt %s --split-input-file --arith-expand-bf16-conversions | FileCheck %s

// f64 -> bf16: rounded to odd into f32 (toward zero, last bit set, where inexact), then f32 -> bf16 once.

// CHECK-LABEL: func.func @truncf_f64
// CHECK-SAME: (%[[X:.*]]: f64) -> bf16
// CHECK:      %[[T:.*]] = arith.truncf %[[X]] : f64 to f32
// CHECK-NEXT: %[[BACK:.*]] = arith.extf %[[T]] : f32 to f64
// CHECK-NEXT: %[[INEXACT:.*]] = arith.cmpf one, %[[X]], %[[BACK]] : f64
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpf olt, %[[X]], %[[ZERO]] : f64
// CHECK-NEXT: %[[ABOVE:.*]] = arith.cmpf ogt, %[[BACK]], %[[X]] : f64
// CHECK-NEXT: %[[FARTHER:.*]] = arith.xori %[[ABOVE]], %[[NEG]] : i1
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %[[T]] : f32 to i32
// CHECK-NEXT: %[[STEP:.*]] = arith.extui %[[FARTHER]] : i1 to i32
// CHECK-NEXT: %[[DOWN:.*]] = arith.subi %[[BITS]], %[[STEP]] : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ODD:.*]] = arith.ori %[[DOWN]], %[[ONE]] : i32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[INEXACT]], %[[ODD]], %[[BITS]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.bitcast %[[SEL]] : i32 to f32
// CHECK-NEXT: %[[RB:.*]] = arith.bitcast %[[R]] : f32 to i32
// CHECK:      %[[Y:.*]] = arith.bitcast %{{.*}} : i16 to bf16
// CHECK-NEXT: return %[[Y]] : bf16
func.func @truncf_f64(%x: f64) -> bf16 {
  %0 = arith.truncf %x : f64 to bf16
  func.return %0 : bf16
}

// -----

// i32 -> bf16: exactly to f64, then the f64 road.

// CHECK-LABEL: func.func @sitofp_i32
// CHECK:      %[[D:.*]] = arith.sitofp %{{.*}} : i32 to f64
// CHECK-NEXT: arith.truncf %[[D]] : f64 to f32
// CHECK:      arith.bitcast %{{.*}} : i16 to bf16
// CHECK-NOT:  to bf16
// CHECK:      return
func.func @sitofp_i32(%x: i32) -> bf16 {
  %0 = arith.sitofp %x : i32 to bf16
  func.return %0 : bf16
}

// -----

// i64 -> bf16: hi * 2^32 + lo in f64, TwoSum's error, round to odd in f64, then the f64 road.

// CHECK-LABEL: func.func @uitofp_i64
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK:      %[[C32:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[HI:.*]] = arith.shrui %[[X]], %[[C32]] : i64
// CHECK-NEXT: %[[HIF:.*]] = arith.uitofp %[[HI]] : i64 to f64
// CHECK-NEXT: %[[P32:.*]] = arith.constant 0x41F0000000000000 : f64
// CHECK-NEXT: %[[HIGH:.*]] = arith.mulf %[[HIF]], %[[P32]] : f64
// CHECK-NEXT: %[[MASK:.*]] = arith.constant 4294967295 : i64
// CHECK-NEXT: %[[LO:.*]] = arith.andi %[[X]], %[[MASK]] : i64
// CHECK-NEXT: %[[LOW:.*]] = arith.uitofp %[[LO]] : i64 to f64
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[HIGH]], %[[LOW]] : f64
// CHECK:      %[[ERR:.*]] = arith.addf
// CHECK:      arith.cmpf one, %[[ERR]]
// CHECK:      arith.bitcast %[[SUM]] : f64 to i64
// CHECK:      %[[ODD:.*]] = arith.bitcast %{{.*}} : i64 to f64
// CHECK-NEXT: arith.truncf %[[ODD]] : f64 to f32
// CHECK:      arith.bitcast %{{.*}} : i16 to bf16
// CHECK-NEXT: return
func.func @uitofp_i64(%x: i64) -> bf16 {
  %0 = arith.uitofp %x : i64 to bf16
  func.return %0 : bf16
}

// -----

// A signed i60 is sign-extended to i64 and its high half shifted arithmetically.

// CHECK-LABEL: func.func @sitofp_i60
// CHECK:      %[[W:.*]] = arith.extsi %{{.*}} : i60 to i64
// CHECK:      arith.shrsi %[[W]], %{{.*}} : i64
// CHECK-NEXT: arith.sitofp %{{.*}} : i64 to f64
func.func @sitofp_i60(%x: i60) -> bf16 {
  %0 = arith.sitofp %x : i60 to bf16
  func.return %0 : bf16
}

// -----

// f32 -> bf16 (LLVM would call __truncsfbf2, or use vcvtneps2bf16, which reads subnormals as zero): integer
// arithmetic on the bits, the rounding bias 0x7FFF + bit 16 (ties to even) carrying into the exponent, a NaN
// quieted with its sign and payload kept. bf16 -> f32: the bits shifted into the high half.

// CHECK-LABEL: func.func @truncf_f32
// CHECK-SAME: (%[[X:.*]]: f32) -> bf16
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[HIGH:.*]] = arith.shrui %[[BITS]], %[[C16]] : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[LSB:.*]] = arith.andi %[[HIGH]], %[[C1]] : i32
// CHECK-NEXT: %[[C7FFF:.*]] = arith.constant 32767 : i32
// CHECK-NEXT: %[[BIAS:.*]] = arith.addi %[[LSB]], %[[C7FFF]] : i32
// CHECK-NEXT: %[[BIASED:.*]] = arith.addi %[[BITS]], %[[BIAS]] : i32
// CHECK-NEXT: %[[C16B:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[ROUNDED:.*]] = arith.shrui %[[BIASED]], %[[C16B]] : i32
// CHECK-NEXT: %[[QUIET_BIT:.*]] = arith.constant 4194304 : i32
// CHECK-NEXT: %[[QUIETED:.*]] = arith.ori %[[BITS]], %[[QUIET_BIT]] : i32
// CHECK-NEXT: %[[C16C:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[QUIET:.*]] = arith.shrui %[[QUIETED]], %[[C16C]] : i32
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[NAN]], %[[QUIET]], %[[ROUNDED]] : i32
// CHECK-NEXT: %[[I16:.*]] = arith.trunci %[[SEL]] : i32 to i16
// CHECK-NEXT: %[[Y:.*]] = arith.bitcast %[[I16]] : i16 to bf16
// CHECK-NEXT: return %[[Y]] : bf16
// CHECK-LABEL: func.func @extf_bf16
// CHECK-SAME: (%[[X:.*]]: bf16) -> f32
// CHECK-NEXT: %[[I16:.*]] = arith.bitcast %[[X]] : bf16 to i16
// CHECK-NEXT: %[[I32:.*]] = arith.extui %[[I16]] : i16 to i32
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[SHIFTED:.*]] = arith.shli %[[I32]], %[[C16]] : i32
// CHECK-NEXT: %[[Y:.*]] = arith.bitcast %[[SHIFTED]] : i32 to f32
// CHECK-NEXT: return %[[Y]] : f32
func.func @truncf_f32(%x: f32) -> bf16 {
  %0 = arith.truncf %x : f32 to bf16
  func.return %0 : bf16
}
func.func @extf_bf16(%x: bf16) -> f32 {
  %0 = arith.extf %x : bf16 to f32
  func.return %0 : f32
}

// -----

// Conversions that round once already are left alone: up to 24-bit integers (exact in f32), anything to f16,
// extensions other than bf16 -> f32, integers wider than 64 bits and vectors.

// CHECK-LABEL: func.func @unchanged
// CHECK-NEXT: %[[A:.*]] = arith.sitofp %{{.*}} : i16 to bf16
// CHECK-NEXT: %[[B:.*]] = arith.uitofp %{{.*}} : i24 to bf16
// CHECK-NEXT: %[[D:.*]] = arith.truncf %{{.*}} : f64 to f16
// CHECK-NEXT: %[[E:.*]] = arith.sitofp %{{.*}} : i64 to f16
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %{{.*}} : i128 to bf16
// CHECK-NEXT: %[[G:.*]] = arith.extf %{{.*}} : bf16 to f64
// CHECK-NEXT: %[[H:.*]] = arith.truncf %{{.*}} : vector<4xf32> to vector<4xbf16>
// CHECK-NEXT: return
func.func @unchanged(%a: i16, %b: i24, %d: f64, %e: i64, %f: i128, %g: bf16, %h: vector<4xf32>) -> (bf16, bf16, f16, f16, bf16, f64, vector<4xbf16>) {
  %0 = arith.sitofp %a : i16 to bf16
  %1 = arith.uitofp %b : i24 to bf16
  %3 = arith.truncf %d : f64 to f16
  %4 = arith.sitofp %e : i64 to f16
  %5 = arith.sitofp %f : i128 to bf16
  %6 = arith.extf %g : bf16 to f64
  %7 = arith.truncf %h : vector<4xf32> to vector<4xbf16>
  func.return %0, %1, %3, %4, %5, %6, %7 : bf16, bf16, f16, f16, bf16, f64, vector<4xbf16>
}
