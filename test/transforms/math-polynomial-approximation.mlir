// RUN: ai-opt %s --split-input-file --math-polynomial-approximation | FileCheck %s

// exp: round(x * log2(e)) (x * log2(e) + 1.5 * 2^23 and - 1.5 * 2^23, no math.roundeven: SSE2 has no rounding
// instruction; the sum's low bits are the integer), two-part ln2 reduction, Cephes' polynomial, scaling by two powers of 2. Each
// multiply-add is an arith.mulf and arith.addf with fastmath<contract> (one FMA where the CPU has one, no call
// to fmaf where it has not), never a math.fma.
// CHECK-LABEL: func.func @exp
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NOT: math.exp
// CHECK-NOT: math.fma
// CHECK: %[[MAGIC:.*]] = arith.constant 0x4B400000 : f32
// CHECK-NEXT: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK-NEXT: %[[Y:.*]] = arith.mulf %{{.*}}, %[[LOG2E]] fastmath<contract> : f32
// CHECK-NEXT: %[[M:.*]] = arith.addf %[[Y]], %[[MAGIC]] fastmath<contract> : f32
// CHECK-NEXT: %[[N:.*]] = arith.subf %[[M]], %[[MAGIC]] : f32
// CHECK-NEXT: %[[BITS:.*]] = arith.bitcast %[[M]] : f32 to i32
// CHECK-NEXT: %[[MAGIC_BITS:.*]] = arith.constant 1262485504 : i32
// CHECK-NEXT: arith.subi %[[BITS]], %[[MAGIC_BITS]] : i32
// CHECK: %[[HI:.*]] = arith.mulf %[[N]], %{{.*}} fastmath<contract> : f32
// CHECK-NEXT: arith.addf %[[HI]], %{{.*}} fastmath<contract> : f32
// CHECK-NOT: math.fma
// CHECK: arith.constant 1.98756912E-4 : f32
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: %[[R:.*]] = arith.select %{{.*}}, %[[X]], %{{.*}} : f32
// CHECK: return %[[R]] : f32
func.func @exp(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  return %0 : f32
}

// -----

// tanh: |x| cut to 10 (a NaN passes the select), v = (1 - e^(-2|x|)) / 2 on exp's reduction, q = v / (1 - v),
// one residual step q + (v - q + q v) (1 + q) (q v fused where the CPU has FMA), and x's sign bit or-ed in:
// no select between branches.
// CHECK-LABEL: func.func @tanh
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NOT: math.tanh
// CHECK: %[[A:.*]] = math.absf %[[X]] : f32
// CHECK: %[[GT:.*]] = arith.cmpf ogt, %[[A]], %[[C:.*]] : f32
// CHECK: arith.select %[[GT]], %[[C]], %[[A]] : f32
// CHECK: arith.shli %{{.*}}, %{{.*}} : i32
// CHECK: %[[Q:.*]] = arith.divf %[[V:.*]], %{{.*}} : f32
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[V]], %[[Q]] : f32
// CHECK-NEXT: %[[QV:.*]] = arith.mulf %[[Q]], %[[V]] fastmath<contract> : f32
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[QV]], %[[D]] fastmath<contract> : f32
// CHECK: %[[K:.*]] = arith.addf %[[Q]], %{{.*}} : f32
// CHECK-NEXT: %[[RK:.*]] = arith.mulf %[[R]], %[[K]] fastmath<contract> : f32
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[RK]], %[[Q]] fastmath<contract> : f32
// CHECK-NOT: arith.select
// CHECK: %[[SIGN:.*]] = arith.andi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: arith.ori %{{.*}}, %[[SIGN]] : i32
// CHECK: return
func.func @tanh(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

// -----

// f16 is computed in f32.
// CHECK-LABEL: func.func @tanh_f16
// CHECK: %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: math.tanh
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : f32 to f16
// CHECK: return %[[T]] : f16
func.func @tanh_f16(%x: f16) -> f16 {
  %0 = math.tanh %x : f16
  return %0 : f16
}

// -----

// log, erf, sin, cos, atan, log1p, expm1, exp2, log2 on f32 all become arithmetic, with no math.fma.
// CHECK-LABEL: func.func @all
// CHECK-NOT: math.log
// CHECK-NOT: math.erf
// CHECK-NOT: math.sin
// CHECK-NOT: math.cos
// CHECK-NOT: math.atan
// CHECK-NOT: math.exp
// CHECK-NOT: math.fma
// CHECK-NOT: math.roundeven
// CHECK: return
// CHECK-LABEL: func.func @atan2
// CHECK-NOT: math.atan2
// CHECK-NOT: math.fma
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK: math.copysign
func.func @all(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.log %x : f32
  %1 = math.erf %x : f32
  %2 = math.sin %x : f32
  %3 = math.cos %x : f32
  %4 = math.atan %x : f32
  %5 = math.log1p %x : f32
  %6 = math.expm1 %x : f32
  %7 = math.exp2 %x : f32
  %8 = math.log2 %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @atan2(%y: f32, %x: f32) -> f32 {
  %0 = math.atan2 %y, %x : f32
  return %0 : f32
}

// -----

// f64, vectors and tensors are left alone (f64 goes to libm through convert-math-to-llvm).
// CHECK-LABEL: func.func @untouched
// CHECK-NEXT: math.exp %{{.*}} : f64
// CHECK-NEXT: math.tanh %{{.*}} : vector<4xf32>
// CHECK-NEXT: math.tanh %{{.*}} : tensor<4xf32>
func.func @untouched(%x: f64, %v: vector<4xf32>, %t: tensor<4xf32>) -> (f64, vector<4xf32>, tensor<4xf32>) {
  %0 = math.exp %x : f64
  %1 = math.tanh %v : vector<4xf32>
  %2 = math.tanh %t : tensor<4xf32>
  return %0, %1, %2 : f64, vector<4xf32>, tensor<4xf32>
}
