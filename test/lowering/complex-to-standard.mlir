// RUN: ai-opt %s --split-input-file --convert-complex-to-standard | FileCheck %s

// Addition part by part; the parts are read with complex.re/im and put back with complex.create.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: complex<f32>, %[[B:.*]]: complex<f32>)
// CHECK-NEXT: %[[AR:.*]] = complex.re %[[A]] : complex<f32>
// CHECK-NEXT: %[[AI:.*]] = complex.im %[[A]] : complex<f32>
// CHECK-NEXT: %[[BR:.*]] = complex.re %[[B]] : complex<f32>
// CHECK-NEXT: %[[BI:.*]] = complex.im %[[B]] : complex<f32>
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[AR]], %[[BR]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.addf %[[AI]], %[[BI]] : f32
// CHECK-NEXT: %[[Z:.*]] = complex.create %[[R]], %[[I]] : complex<f32>
// CHECK-NEXT: return %[[Z]] : complex<f32>
func.func @add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}

// -----

// (a + bi)(c + di) = (ac - bd) + (ad + bc)i
// CHECK-LABEL: func.func @mul
// CHECK: %[[AR:.*]] = complex.re %{{.*}} : complex<f64>
// CHECK-NEXT: %[[AI:.*]] = complex.im
// CHECK-NEXT: %[[BR:.*]] = complex.re
// CHECK-NEXT: %[[BI:.*]] = complex.im
// CHECK-NEXT: %[[AC:.*]] = arith.mulf %[[AR]], %[[BR]] : f64
// CHECK-NEXT: %[[BD:.*]] = arith.mulf %[[AI]], %[[BI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.subf %[[AC]], %[[BD]] : f64
// CHECK-NEXT: %[[AD:.*]] = arith.mulf %[[AR]], %[[BI]] : f64
// CHECK-NEXT: %[[BC:.*]] = arith.mulf %[[AI]], %[[BR]] : f64
// CHECK-NEXT: %[[I:.*]] = arith.addf %[[AD]], %[[BC]] : f64
// CHECK-NEXT: complex.create %[[R]], %[[I]] : complex<f64>
func.func @mul(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %r = complex.mul %a, %b : complex<f64>
  return %r : complex<f64>
}

// -----

// Smith's algorithm: both scalings, chosen by the larger part of the divisor; operands near the
// largest float scaled by 1/4 first; where both parts are NaN, C99's infinities and zeros (as
// upstream's complex-range=improved): a zero divisor, an infinite dividend, an infinite divisor.
// CHECK-LABEL: func.func @div
// CHECK-SAME: (%[[A:.*]]: complex<f32>, %[[B:.*]]: complex<f32>)
// CHECK: %[[AR:.*]] = complex.re %[[A]] : complex<f32>
// CHECK-NEXT: %[[AI:.*]] = complex.im %[[A]] : complex<f32>
// CHECK-NEXT: %[[BR:.*]] = complex.re %[[B]] : complex<f32>
// CHECK-NEXT: %[[BI:.*]] = complex.im %[[B]] : complex<f32>
// CHECK-NEXT: %[[BIG:.*]] = arith.constant 1.70141183E+38 : f32
// CHECK: %[[SC:.*]] = arith.mulf %[[BR]], %{{.*}} : f32
// CHECK-NEXT: %[[SD:.*]] = arith.mulf %[[BI]], %{{.*}} : f32
// CHECK-NEXT: %[[RATIO1:.*]] = arith.divf %[[SD]], %[[SC]] : f32
// CHECK: %[[RATIO2:.*]] = arith.divf %[[SC]], %[[SD]] : f32
// CHECK: %[[X:.*]] = math.absf %[[SC]] : f32
// CHECK-NEXT: %[[Y:.*]] = math.absf %[[SD]] : f32
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpf oge, %[[X]], %[[Y]] : f32
// CHECK-NEXT: arith.select %[[FIRST]]
// CHECK-NEXT: %[[RE:.*]] = arith.mulf
// CHECK-NEXT: arith.select %[[FIRST]]
// CHECK-NEXT: %[[IM:.*]] = arith.mulf
// CHECK: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %[[SIGNED:.*]] = math.copysign %[[INF]], %[[BR]] : f32
// CHECK-NEXT: %[[ZRE:.*]] = arith.mulf %[[SIGNED]], %[[AR]] : f32
// CHECK-NEXT: %[[ZIM:.*]] = arith.mulf %[[SIGNED]], %[[AI]] : f32
// CHECK: %[[SRE:.*]] = arith.select %{{.*}}, %[[ZRE]], %{{.*}} : f32
// CHECK: %[[SIM:.*]] = arith.select %{{.*}}, %[[ZIM]], %{{.*}} : f32
// CHECK-NEXT: %[[RENAN:.*]] = arith.cmpf uno, %[[RE]], %{{.*}} : f32
// CHECK-NEXT: %[[IMNAN:.*]] = arith.cmpf uno, %[[IM]], %{{.*}} : f32
// CHECK-NEXT: %[[NAN:.*]] = arith.andi %[[RENAN]], %[[IMNAN]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.select %[[NAN]], %[[SRE]], %[[RE]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.select %[[NAN]], %[[SIM]], %[[IM]] : f32
// CHECK-NEXT: complex.create %[[R]], %[[I]] : complex<f32>
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.div %a, %b : complex<f32>
  return %r : complex<f32>
}

// -----

// |z| = max * sqrt(1 + (min/max)^2): NaN (0/0, inf/inf) gives min, an infinite part gives inf.
// CHECK-LABEL: func.func @abs
// CHECK: %[[X:.*]] = math.absf
// CHECK-NEXT: %[[Y:.*]] = math.absf
// CHECK-NEXT: %[[MAX:.*]] = arith.maximumf %[[X]], %[[Y]] : f64
// CHECK-NEXT: %[[MIN:.*]] = arith.minimumf %[[X]], %[[Y]] : f64
// CHECK-NEXT: %[[RATIO:.*]] = arith.divf %[[MIN]], %[[MAX]] : f64
// CHECK: %[[SQRT:.*]] = math.sqrt
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[MAX]], %[[SQRT]] : f64
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[R]], %[[R]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NAN]], %[[MIN]], %[[R]] : f64
// CHECK: %[[INF:.*]] = arith.ori
// CHECK-NEXT: %[[ABS:.*]] = arith.select %[[INF]], %{{.*}}, %[[S]] : f64
// CHECK-NEXT: return %[[ABS]] : f64
func.func @abs(%a: complex<f64>) -> f64 {
  %r = complex.abs %a : complex<f64>
  return %r : f64
}

// -----

// exp(a + bi) = e^a cos b + i e^a sin b; where e^a overflows, e^(a/2) cos b e^(a/2) (upstream's
// ExpOpConversion); a real z keeps its imaginary part (+-0, not inf * sin 0 = NaN); an infinite a with a
// non-finite b takes the angle copysign(0, b) (C99's cexp, glibc's signs: exp(-inf - i inf) = 0 - 0i,
// exp(inf + i NaN) = inf + i NaN).
// CHECK-LABEL: func.func @exp
// CHECK: %[[A:.*]] = complex.re
// CHECK-NEXT: %[[B:.*]] = complex.im
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[A]] : f32
// CHECK-NEXT: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %[[A2:.*]] = arith.mulf %[[A]], %[[HALF]] : f32
// CHECK-NEXT: %[[E2:.*]] = math.exp %[[A2]] : f32
// CHECK-NEXT: %[[ABS:.*]] = math.absf %[[A]] : f32
// CHECK-NEXT: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %[[AINF:.*]] = arith.cmpf oeq, %[[ABS]], %[[INF]] : f32
// CHECK-NEXT: %[[BB:.*]] = arith.subf %[[B]], %[[B]] : f32
// CHECK-NEXT: %[[BNF:.*]] = arith.cmpf uno, %[[BB]], %[[BB]] : f32
// CHECK-NEXT: %[[ZA:.*]] = arith.andi %[[AINF]], %[[BNF]] : i1
// CHECK-NEXT: %[[SZ:.*]] = math.copysign %[[ZERO]], %[[B]] : f32
// CHECK-NEXT: %[[ANGLE:.*]] = arith.select %[[ZA]], %[[SZ]], %[[B]] : f32
// CHECK-NEXT: %[[C:.*]] = math.cos %[[ANGLE]] : f32
// CHECK-NEXT: %[[S:.*]] = math.sin %[[ANGLE]] : f32
// CHECK-NEXT: %[[INF2:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %[[OVER:.*]] = arith.cmpf oeq, %[[E]], %[[INF2]] : f32
// CHECK-NEXT: %[[RC:.*]] = arith.mulf %[[E2]], %[[C]] : f32
// CHECK-NEXT: %[[RO:.*]] = arith.mulf %[[RC]], %[[E2]] : f32
// CHECK-NEXT: %[[RN:.*]] = arith.mulf %[[E]], %[[C]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OVER]], %[[RO]], %[[RN]] : f32
// CHECK-NEXT: %[[IS:.*]] = arith.mulf %[[E2]], %[[S]] : f32
// CHECK-NEXT: %[[IO:.*]] = arith.mulf %[[IS]], %[[E2]] : f32
// CHECK-NEXT: %[[IN:.*]] = arith.mulf %[[E]], %[[S]] : f32
// CHECK-NEXT: %[[IM:.*]] = arith.select %[[OVER]], %[[IO]], %[[IN]] : f32
// CHECK-NEXT: %[[REAL:.*]] = arith.cmpf oeq, %[[B]], %[[ZERO]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.select %[[REAL]], %[[B]], %[[IM]] : f32
// CHECK-NEXT: complex.create %[[R]], %[[I]] : complex<f32>
func.func @exp(%a: complex<f32>) -> complex<f32> {
  %r = complex.exp %a : complex<f32>
  return %r : complex<f32>
}

// -----

// eq: both parts ordered-equal; neq: either part unordered or unequal.
// CHECK-LABEL: func.func @compare
// CHECK: %[[E0:.*]] = arith.cmpf oeq
// CHECK-NEXT: %[[E1:.*]] = arith.cmpf oeq
// CHECK-NEXT: %[[EQ:.*]] = arith.andi %[[E0]], %[[E1]] : i1
// CHECK: %[[N0:.*]] = arith.cmpf une
// CHECK-NEXT: %[[N1:.*]] = arith.cmpf une
// CHECK-NEXT: %[[NE:.*]] = arith.ori %[[N0]], %[[N1]] : i1
// CHECK-NEXT: return %[[EQ]], %[[NE]] : i1, i1
func.func @compare(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {
  %0 = complex.eq %a, %b : complex<f32>
  %1 = complex.neq %a, %b : complex<f32>
  return %0, %1 : i1, i1
}

// -----

// rsqrt: 1 / sqrt z, and where sqrt z = c + di has an infinite part C99 Annex G's quotient of a finite number
// by an infinity, copysign(0, c) + copysign(0, -d) i (the quotient's formula gives NaN + NaN i there).
// CHECK-LABEL: func.func @rsqrt
// The quotient's recovery of C99's values where both its parts are NaN (copysign(inf, c) for a zero root):
// CHECK: math.copysign %[[INF:cst_[0-9]+]], %[[C:.*]] : f32
// CHECK: %[[ZR:.*]] = math.copysign %[[ZERO:cst_[0-9]+]], %[[C]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[ANY:.*]], %[[ZR]], %{{.*}} : f32
// CHECK-NEXT: %[[ND:.*]] = arith.negf %[[D:.*]] : f32
// CHECK-NEXT: %[[ZI:.*]] = math.copysign %[[ZERO]], %[[ND]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.select %[[ANY]], %[[ZI]], %{{.*}} : f32
// CHECK-NEXT: %[[Z:.*]] = complex.create %[[R]], %[[I]] : complex<f32>
// CHECK-NEXT: return %[[Z]] : complex<f32>
func.func @rsqrt(%a: complex<f32>) -> complex<f32> {
  %r = complex.rsqrt %a : complex<f32>
  return %r : complex<f32>
}

// -----

// Every complex arithmetic op is lowered; create/re/im stay for convert-complex-to-llvm.
// CHECK-LABEL: func.func @all
// CHECK-NOT: complex.{{(add|sub|mul|div|neg|conj|exp|expm1|log|log1p|sqrt|rsqrt|sin|cos|tan|tanh|sign|pow|abs|angle)}}
// CHECK: return
func.func @all(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, f32) {
  %0 = complex.sub %a, %b : complex<f32>
  %1 = complex.neg %0 : complex<f32>
  %2 = complex.conj %1 : complex<f32>
  %3 = complex.expm1 %2 : complex<f32>
  %4 = complex.log %3 : complex<f32>
  %5 = complex.log1p %4 : complex<f32>
  %6 = complex.sqrt %5 : complex<f32>
  %7 = complex.rsqrt %6 : complex<f32>
  %8 = complex.sin %7 : complex<f32>
  %9 = complex.cos %8 : complex<f32>
  %10 = complex.tan %9 : complex<f32>
  %11 = complex.tanh %10 : complex<f32>
  %12 = complex.sign %11 : complex<f32>
  %13 = complex.pow %12, %b : complex<f32>
  %14 = complex.angle %13 : complex<f32>
  return %13, %14 : complex<f32>, f32
}
