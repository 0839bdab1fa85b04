// RUN: ai-opt %s --split-input-file --convert-math-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @intrinsics
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[I:.*]]: i32)
// CHECK-NEXT: %[[E:.*]] = llvm.intr.exp(%[[X]]) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %[[T:.*]] = llvm.intr.tanh(%[[E]]) : (f32) -> f32
// CHECK-NEXT: %[[F:.*]] = llvm.intr.fma(%[[T]], %[[X]], %[[Y]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: %[[P:.*]] = llvm.intr.pow(%[[F]], %[[Y]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[A:.*]] = llvm.intr.fabs(%[[P]]) : (f32) -> f32
// CHECK-NEXT: %[[R:.*]] = llvm.intr.roundeven(%[[A]]) : (f32) -> f32
// CHECK-NEXT: %[[C:.*]] = "llvm.intr.ctlz"(%[[I]]) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %[[B:.*]] = "llvm.intr.abs"(%[[C]]) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: return %[[R]], %[[B]] : f32, i32
func.func @intrinsics(%x: f32, %y: f32, %i: i32) -> (f32, i32) {
  %0 = math.exp %x fastmath<fast> : f32
  %1 = math.tanh %0 : f32
  %2 = math.fma %1, %x, %y : f32
  %3 = math.powf %2, %y : f32
  %4 = math.absf %3 : f32
  %5 = math.roundeven %4 : f32
  %6 = math.ctlz %i : i32
  %7 = math.absi %6 : i32
  return %5, %7 : f32, i32
}

// -----

// rsqrt, expm1 and log1p are expanded around sqrt, exp and log; expm1 and log1p
// by Kahan's compensated forms, which return x itself where exp(x) or 1 + x is 1.
// CHECK-LABEL: func.func @expanded
// CHECK-SAME: (%[[X:.*]]: vector<4xf32>)
// CHECK-NEXT: %[[S:.*]] = llvm.intr.sqrt(%[[X]]) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.fdiv %[[ONE]], %[[S]] : vector<4xf32>
// CHECK-NEXT: %[[E:.*]] = llvm.intr.exp(%[[R]]) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[ONE1:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %[[MINUS1:.*]] = llvm.mlir.constant(dense<-1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %[[EM1:.*]] = llvm.fsub %[[E]], %[[ONE1]] : vector<4xf32>
// CHECK-NEXT: %[[LOGE:.*]] = llvm.intr.log(%[[E]]) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[Q:.*]] = llvm.fdiv %[[R]], %[[LOGE]] : vector<4xf32>
// CHECK-NEXT: %[[C:.*]] = llvm.fmul %[[EM1]], %[[Q]] : vector<4xf32>
// CHECK-NEXT: %[[INF:.*]] = llvm.fcmp "oeq" %[[LOGE]], %[[E]] : vector<4xf32>
// CHECK-NEXT: %[[S1:.*]] = llvm.select %[[INF]], %[[E]], %[[C]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[ZERO:.*]] = llvm.fcmp "oeq" %[[EM1]], %[[MINUS1]] : vector<4xf32>
// CHECK-NEXT: %[[S2:.*]] = llvm.select %[[ZERO]], %[[MINUS1]], %[[S1]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[TINY:.*]] = llvm.fcmp "oeq" %[[E]], %[[ONE1]] : vector<4xf32>
// CHECK-NEXT: %[[EXPM1:.*]] = llvm.select %[[TINY]], %[[R]], %[[S2]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[ONE2:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %[[U:.*]] = llvm.fadd %[[ONE2]], %[[EXPM1]] : vector<4xf32>
// CHECK-NEXT: %[[LOGU:.*]] = llvm.intr.log(%[[U]]) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[UM1:.*]] = llvm.fsub %[[U]], %[[ONE2]] : vector<4xf32>
// CHECK-NEXT: %[[Q2:.*]] = llvm.fdiv %[[EXPM1]], %[[UM1]] : vector<4xf32>
// CHECK-NEXT: %[[C2:.*]] = llvm.fmul %[[LOGU]], %[[Q2]] : vector<4xf32>
// CHECK-NEXT: %[[INF2:.*]] = llvm.fcmp "oeq" %[[LOGU]], %[[U]] : vector<4xf32>
// CHECK-NEXT: %[[S3:.*]] = llvm.select %[[INF2]], %[[U]], %[[C2]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[TINY2:.*]] = llvm.fcmp "oeq" %[[U]], %[[ONE2]] : vector<4xf32>
// CHECK-NEXT: %[[LOG1P:.*]] = llvm.select %[[TINY2]], %[[EXPM1]], %[[S3]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %[[LOG1P]]
func.func @expanded(%x: vector<4xf32>) -> vector<4xf32> {
  %0 = math.rsqrt %x : vector<4xf32>
  %1 = math.expm1 %0 : vector<4xf32>
  %2 = math.log1p %1 : vector<4xf32>
  return %2 : vector<4xf32>
}

// -----

// A sqrt that a select against a NaN constant consumes takes its operand's sign
// (the bits x86's sqrt has), so that LLVM's instruction selection cannot fold
// `select (x < 0), NaN, sqrt(x)` into the bare sqrt (x86's -NaN); one whose
// select picks no NaN constant stays bare.
// CHECK-LABEL: func.func @sqrt_selected_against_nan
// CHECK-SAME: (%[[X:.*]]: f64, %[[V:.*]]: vector<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[NAN:.*]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %[[VNAN:.*]] = llvm.mlir.constant(dense<0x7FC00000> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %[[S:.*]] = llvm.intr.sqrt(%[[X]]) : (f64) -> f64
// CHECK-NEXT: %[[SC:.*]] = llvm.intr.copysign(%[[S]], %[[X]]) : (f64, f64) -> f64
// CHECK-NEXT: %[[ISNAN:.*]] = arith.cmpf une, %[[SC]], %[[SC]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.select %[[ISNAN]], %[[NAN]], %[[SC]] : f64
// CHECK-NEXT: %[[VS:.*]] = llvm.intr.sqrt(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[VSC:.*]] = llvm.intr.copysign(%[[VS]], %[[V]]) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %[[VR:.*]] = arith.select %[[C]], %[[VSC]], %[[VNAN]] : vector<4xf32>
// CHECK-NEXT: %[[PLAIN:.*]] = llvm.intr.sqrt(%[[X]]) : (f64) -> f64
// CHECK-NEXT: %[[ZERO:.*]] = arith.select %[[C]], %[[X]], %[[PLAIN]] : f64
// CHECK-NEXT: return %[[R]], %[[VR]], %[[ZERO]]
func.func @sqrt_selected_against_nan(%x: f64, %v: vector<4xf32>, %c: i1) -> (f64, vector<4xf32>, f64) {
  %nan = arith.constant 0x7FF8000000000000 : f64
  %vnan = llvm.mlir.constant(dense<0x7FC00000> : vector<4xf32>) : vector<4xf32>
  %s = math.sqrt %x : f64
  %isnan = arith.cmpf une, %s, %s : f64
  %r = arith.select %isnan, %nan, %s : f64
  %vs = math.sqrt %v : vector<4xf32>
  %vr = arith.select %c, %vs, %vnan : vector<4xf32>
  %plain = math.sqrt %x : f64
  %zero = arith.select %c, %x, %plain : f64
  return %r, %vr, %zero : f64, vector<4xf32>, f64
}

// -----

// Math ops without an intrinsic stay for a later pass.
// CHECK-LABEL: func.func @no_intrinsic
// CHECK-NEXT: math.erf
func.func @no_intrinsic(%x: f32) -> f32 {
  %0 = math.erf %x : f32
  return %0 : f32
}
