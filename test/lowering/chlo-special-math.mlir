// The special functions of chlo decompose into mhlo arithmetic (lowering/chlo_special_math.py);
// test_chlo_special_math.py checks their accuracy and that they compute what upstream's do.
// RUN: ai-opt %s --chlo-legalize-to-mhlo --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @erf_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @erf_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-DAG: %[[LOW:.*]] = mhlo.constant dense<-4.000000e+00> : tensor<4xf32>
  // CHECK-DAG: %[[HIGH:.*]] = mhlo.constant dense<4.000000e+00> : tensor<4xf32>
  // CHECK: %[[XC:.*]] = mhlo.clamp %[[LOW]], %[[X]], %[[HIGH]] : tensor<4xf32>
  // CHECK: %[[X2:.*]] = mhlo.multiply %[[XC]], %[[XC]] : tensor<4xf32>
  // CHECK: %[[A0:.*]] = mhlo.constant dense<-2.72614237E-10> : tensor<4xf32>
  // CHECK: mhlo.multiply %[[A0]], %[[X2]]
  // CHECK: %[[B0:.*]] = mhlo.constant dense<-1.45660715E-5> : tensor<4xf32>
  // CHECK: mhlo.multiply %[[B0]], %[[X2]]
  // CHECK: %[[NUMERATOR:.*]] = mhlo.multiply %[[XC]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[RATIO:.*]] = mhlo.divide %[[NUMERATOR]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.clamp %{{.*}}, %[[RATIO]], %{{.*}} : tensor<4xf32>
  // CHECK: return %[[R]]
  // CHECK-NOT: chlo.
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// f16 and bf16 are computed in f32, as upstream does.
// CHECK-LABEL: func.func @erf_f16
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
func.func @erf_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  // CHECK: %[[WIDE:.*]] = mhlo.convert %[[X]] : (tensor<4xf16>) -> tensor<4xf32>
  // CHECK: mhlo.clamp %{{.*}}, %[[WIDE]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[ERF:.*]] = mhlo.clamp %{{.*}} : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.convert %[[ERF]] : (tensor<4xf32>) -> tensor<4xf16>
  // CHECK: return %[[R]]
  %0 = chlo.erf %x : tensor<4xf16> -> tensor<4xf16>
  func.return %0 : tensor<4xf16>
}

// -----

// f64 erf splits at |x| = 1 between x T(x^2) / U(x^2) and 1 - erfc(x).
// CHECK-LABEL: func.func @erf_f64
func.func @erf_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // CHECK: mhlo.constant dense<9.6049737398705161> : tensor<4xf64>
  // CHECK: %[[SMALL:.*]] = mhlo.divide
  // CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<4xf64>
  // CHECK: mhlo.exponential
  // CHECK: %[[EIGHT:.*]] = mhlo.constant dense<8.000000e+00> : tensor<4xf64>
  // CHECK: mhlo.compare LT, %{{.*}}, %[[EIGHT]]
  // CHECK: mhlo.constant dense<-709.78271289338397> : tensor<4xf64>
  // CHECK: %[[LARGE:.*]] = mhlo.subtract %[[ONE]], %{{.*}} : tensor<4xf64>
  // CHECK: %[[BELOW_1:.*]] = mhlo.compare LT, %{{.*}}, %[[ONE]]
  // CHECK: %[[R:.*]] = mhlo.select %[[BELOW_1]], %[[SMALL]], %[[LARGE]] : tensor<4xi1>, tensor<4xf64>
  // CHECK: return %[[R]]
  %0 = chlo.erf %x : tensor<4xf64> -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @erfc_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @erfc_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: mhlo.exponential
  // CHECK: %[[TWO:.*]] = mhlo.constant dense<2.000000e+00> : tensor<4xf32>
  // CHECK: mhlo.constant dense<-88.7228394> : tensor<4xf32>
  // CHECK: %[[NEGATIVE:.*]] = mhlo.compare LT, %[[X]], %{{.*}}
  // CHECK: %[[REFLECTED:.*]] = mhlo.subtract %[[TWO]], %[[TAIL:.*]] : tensor<4xf32>
  // CHECK: %[[LARGE:.*]] = mhlo.select %[[NEGATIVE]], %[[REFLECTED]], %[[TAIL]]
  // CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<4xf32>
  // CHECK: %[[SMALL:.*]] = mhlo.subtract %[[ONE]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[BELOW_1:.*]] = mhlo.compare LT, %{{.*}}, %[[ONE]]
  // CHECK: %[[R:.*]] = mhlo.select %[[BELOW_1]], %[[SMALL]], %[[LARGE]]
  // CHECK: return %[[R]]
  %0 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @erf_inv_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @erf_inv_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[NEG:.*]] = mhlo.negate %[[X]] : tensor<4xf32>
  // CHECK: %[[PRODUCT:.*]] = mhlo.multiply %[[X]], %[[NEG]] : tensor<4xf32>
  // CHECK: %[[LOG:.*]] = mhlo.log_plus_one %[[PRODUCT]] : tensor<4xf32>
  // CHECK: %[[W:.*]] = mhlo.negate %[[LOG]] : tensor<4xf32>
  // CHECK: %[[FIVE:.*]] = mhlo.constant dense<5.000000e+00> : tensor<4xf32>
  // CHECK: %[[CENTRAL:.*]] = mhlo.compare LT, %[[W]], %[[FIVE]]
  // CHECK: %[[C0_NEAR:.*]] = mhlo.constant dense<2.81022636E-8> : tensor<4xf32>
  // CHECK: %[[C0_TAIL:.*]] = mhlo.constant dense<-2.00214257E-4> : tensor<4xf32>
  // CHECK: mhlo.select %[[CENTRAL]], %[[C0_NEAR]], %[[C0_TAIL]] : tensor<4xi1>, tensor<4xf32>
  // CHECK: %[[C8_NEAR:.*]] = mhlo.constant dense<1.50140941> : tensor<4xf32>
  // CHECK: %[[C8_TAIL:.*]] = mhlo.constant dense<2.83297682> : tensor<4xf32>
  // CHECK: %[[C8:.*]] = mhlo.select %[[CENTRAL]], %[[C8_NEAR]], %[[C8_TAIL]] : tensor<4xi1>, tensor<4xf32>
  // CHECK-NEXT: %[[PT:.*]] = mhlo.multiply %{{.*}}, %{{.*}} : tensor<4xf32>
  // CHECK-NEXT: %[[P:.*]] = mhlo.add %[[C8]], %[[PT]] : tensor<4xf32>
  // CHECK: %[[VALUE:.*]] = mhlo.multiply %[[P]], %[[X]] : tensor<4xf32>
  // CHECK: %[[INF:.*]] = mhlo.constant dense<0x7F800000> : tensor<4xf32>
  // CHECK: %[[AT_ONE:.*]] = mhlo.multiply %[[X]], %[[INF]] : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.select %{{.*}}, %[[AT_ONE]], %[[VALUE]]
  // CHECK: return %[[R]]
  %0 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @erf_inv_f64
func.func @erf_inv_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // CHECK: %[[LOG:.*]] = mhlo.log_plus_one %{{.*}} : tensor<4xf64>
  // CHECK: %[[W:.*]] = mhlo.negate %[[LOG]] : tensor<4xf64>
  // CHECK: %[[CENTRAL:.*]] = mhlo.compare LT, %[[W]], %{{.*}}
  // CHECK: %[[SIXTEEN:.*]] = mhlo.constant dense<1.600000e+01> : tensor<4xf64>
  // CHECK: %[[MIDDLE:.*]] = mhlo.compare LT, %[[W]], %[[SIXTEEN]]
  // CHECK: %[[C0_NEAR:.*]] = mhlo.constant dense<-3.6444120640178197E-21> : tensor<4xf64>
  // CHECK: %[[C0_MID:.*]] = mhlo.constant dense<2.2137376921775787E-9> : tensor<4xf64>
  // CHECK: %[[C0_BELOW_16:.*]] = mhlo.select %[[CENTRAL]], %[[C0_NEAR]], %[[C0_MID]] : tensor<4xi1>, tensor<4xf64>
  // CHECK: %[[C0_TAIL:.*]] = mhlo.constant dense<-2.7109920616438573E-11> : tensor<4xf64>
  // CHECK: mhlo.select %[[MIDDLE]], %[[C0_BELOW_16]], %[[C0_TAIL]] : tensor<4xi1>, tensor<4xf64>
  // The last four steps are the w < 6.25 polynomial's only.
  // CHECK: %[[C22:.*]] = mhlo.constant dense<1.6536545626831027> : tensor<4xf64>
  // CHECK-NEXT: %[[PT:.*]] = mhlo.multiply %{{.*}}, %{{.*}} : tensor<4xf64>
  // CHECK-NEXT: %[[STEP:.*]] = mhlo.add %[[C22]], %[[PT]] : tensor<4xf64>
  // CHECK-NEXT: mhlo.select %[[CENTRAL]], %[[STEP]], %{{.*}} : tensor<4xi1>, tensor<4xf64>
  %0 = chlo.erf_inv %x : tensor<4xf64> -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @lgamma_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @lgamma_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[HALF:.*]] = mhlo.constant dense<5.000000e-01> : tensor<4xf32>
  // CHECK: %[[REFLECT:.*]] = mhlo.compare LT, %[[X]], %[[HALF]]
  // CHECK: %[[Z:.*]] = mhlo.select %[[REFLECT]], %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
  // CHECK: mhlo.constant dense<676.520386> : tensor<4xf32>
  // CHECK: mhlo.constant dense<1.50563267E-7> : tensor<4xf32>
  // CHECK: %[[SHIFT:.*]] = mhlo.constant dense<7.500000e+00> : tensor<4xf32>
  // CHECK: %[[RATIO:.*]] = mhlo.divide %[[Z]], %[[SHIFT]] : tensor<4xf32>
  // CHECK: mhlo.log_plus_one %[[RATIO]] : tensor<4xf32>
  // CHECK: mhlo.constant dense<0.918938517> : tensor<4xf32>
  // CHECK: %[[SIN:.*]] = mhlo.sine %{{.*}} : tensor<4xf32>
  // CHECK: %[[LOG_SIN:.*]] = mhlo.log %[[SIN]] : tensor<4xf32>
  // CHECK: mhlo.is_finite %[[LOG_SIN]]
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[REFLECT]], %{{.*}}, %{{.*}}
  // CHECK: %[[AX:.*]] = mhlo.abs %[[X]] : tensor<4xf32>
  // CHECK: %[[INF:.*]] = mhlo.constant dense<0x7F800000> : tensor<4xf32>
  // CHECK: %[[IS_INF:.*]] = mhlo.compare EQ, %[[AX]], %[[INF]]
  // CHECK: %[[INF_VALUE:.*]] = mhlo.constant dense<0x7F800000> : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.select %[[IS_INF]], %[[INF_VALUE]], %[[VALUE]]
  // CHECK: return %[[R]]
  %0 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @digamma_f64
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>)
func.func @digamma_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // CHECK: %[[REFLECT:.*]] = mhlo.compare LT, %[[X]], %{{.*}}
  // CHECK: mhlo.constant dense<676.5203681218851> : tensor<4xf64>
  // CHECK: mhlo.constant dense<2.0149030205422647> : tensor<4xf64>
  // CHECK: %[[PI:.*]] = mhlo.constant dense<3.1415926535897931> : tensor<4xf64>
  // CHECK: %[[PI_X:.*]] = mhlo.multiply %[[PI]], %{{.*}} : tensor<4xf64>
  // CHECK: mhlo.cosine %[[PI_X]]
  // CHECK: mhlo.sine %[[PI_X]]
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[REFLECT]], %{{.*}}, %{{.*}}
  // CHECK: %[[FLOOR:.*]] = mhlo.floor %[[X]] : tensor<4xf64>
  // CHECK: %[[INTEGER:.*]] = mhlo.compare EQ, %[[X]], %[[FLOOR]]
  // CHECK: %[[POLE:.*]] = mhlo.and %{{.*}}, %[[INTEGER]] : tensor<4xi1>
  // CHECK: %[[R:.*]] = mhlo.select %[[POLE]], %{{.*}}, %[[VALUE]]
  // CHECK: return %[[R]]
  %0 = chlo.digamma %x : tensor<4xf64> -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @zeta_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Q:.*]]: tensor<4xf32>)
func.func @zeta_f32(%x: tensor<4xf32>, %q: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[NEG_X:.*]] = mhlo.negate %[[X]] : tensor<4xf32>
  // CHECK: mhlo.power %[[Q]], %[[NEG_X]] : tensor<4xf32>
  // CHECK-COUNT-10: mhlo.power %{{.*}}, %[[NEG_X]] : tensor<4xf32>
  // CHECK: mhlo.constant dense<-1.39544646E-19> : tensor<4xf32>
  // CHECK: mhlo.constant dense<0.0833333358> : tensor<4xf32>
  // CHECK: mhlo.constant dense<1.401300e-45> : tensor<4xf32>
  // CHECK: mhlo.remainder %[[X]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[IS_ONE:.*]] = mhlo.compare EQ, %[[X]], %{{.*}}
  // CHECK: %[[R:.*]] = mhlo.select %[[IS_ONE]], %{{.*}}, %{{.*}}
  // CHECK: return %[[R]]
  %0 = chlo.zeta %x, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// polygamma(n, x) = (-1)^(n+1) exp(lgamma(n + 1)) zeta(n + 1, x), digamma at n = 0, in f32 for bf16.
// CHECK-LABEL: func.func @polygamma_bf16
// CHECK-SAME: (%[[N:.*]]: tensor<4xbf16>, %[[X:.*]]: tensor<4xbf16>)
func.func @polygamma_bf16(%n: tensor<4xbf16>, %x: tensor<4xbf16>) -> tensor<4xbf16> {
  // CHECK: %[[NW:.*]] = mhlo.convert %[[N]] : (tensor<4xbf16>) -> tensor<4xf32>
  // CHECK: %[[XW:.*]] = mhlo.convert %[[X]] : (tensor<4xbf16>) -> tensor<4xf32>
  // CHECK: mhlo.remainder %[[NW]], %{{.*}} : tensor<4xf32>
  // CHECK: mhlo.sine
  // CHECK: %[[FACTORIAL:.*]] = mhlo.exponential %{{.*}} : tensor<4xf32>
  // CHECK: mhlo.power %[[XW]], %{{.*}} : tensor<4xf32>
  // CHECK: mhlo.multiply %{{.*}}, %[[FACTORIAL]] : tensor<4xf32>
  // CHECK: mhlo.cosine
  // CHECK: %[[NOT_NATURAL:.*]] = mhlo.or %{{.*}}, %{{.*}} : tensor<4xi1>
  // CHECK: %[[NAN:.*]] = mhlo.constant dense<0x7FC00000> : tensor<4xf32>
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[NOT_NATURAL]], %[[NAN]], %{{.*}} : tensor<4xi1>, tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.convert %[[VALUE]] : (tensor<4xf32>) -> tensor<4xbf16>
  // CHECK: return %[[R]]
  %0 = chlo.polygamma %n, %x : tensor<4xbf16>, tensor<4xbf16> -> tensor<4xbf16>
  func.return %0 : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @bessel_i1e_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @bessel_i1e_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[Z:.*]] = mhlo.abs %[[X]] : tensor<4xf32>
  // CHECK: %[[THIRTY_TWO:.*]] = mhlo.constant dense<3.200000e+01> : tensor<4xf32>
  // CHECK: %[[EIGHT:.*]] = mhlo.constant dense<8.000000e+00> : tensor<4xf32>
  // CHECK: mhlo.constant dense<9.38153732E-9> : tensor<4xf32>
  // CHECK: %[[NEAR:.*]] = mhlo.multiply %[[Z]], %{{.*}} : tensor<4xf32>
  // CHECK: mhlo.divide %[[THIRTY_TWO]], %[[Z]] : tensor<4xf32>
  // CHECK: %[[ROOT:.*]] = mhlo.sqrt %[[Z]] : tensor<4xf32>
  // CHECK: %[[FAR:.*]] = mhlo.divide %{{.*}}, %[[ROOT]] : tensor<4xf32>
  // CHECK: %[[BELOW_8:.*]] = mhlo.compare LE, %[[Z]], %[[EIGHT]]
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[BELOW_8]], %[[NEAR]], %[[FAR]]
  // CHECK: %[[SIGN:.*]] = mhlo.sign %[[X]] : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.multiply %[[SIGN]], %[[VALUE]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @acos_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @acos_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<4xf32>
  // CHECK: %[[A:.*]] = mhlo.subtract %[[ONE]], %[[X]] : tensor<4xf32>
  // CHECK: %[[B:.*]] = mhlo.add %[[ONE]], %[[X]] : tensor<4xf32>
  // CHECK: %[[P:.*]] = mhlo.multiply %[[A]], %[[B]] : tensor<4xf32>
  // CHECK: %[[S:.*]] = mhlo.sqrt %[[P]] : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.atan2 %[[S]], %[[X]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Functions that upstream computes in their own type stay in f16.
// CHECK-LABEL: func.func @asin_f16
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
func.func @asin_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  // CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<4xf16>
  // CHECK: %[[S:.*]] = mhlo.sqrt %{{.*}} : tensor<4xf16>
  // CHECK: %[[D:.*]] = mhlo.add %[[ONE]], %[[S]] : tensor<4xf16>
  // CHECK: %[[HALF:.*]] = mhlo.atan2 %[[X]], %[[D]] : tensor<4xf16>
  // CHECK: %[[R:.*]] = mhlo.add %[[HALF]], %[[HALF]] : tensor<4xf16>
  // CHECK: return %[[R]]
  %0 = chlo.asin %x : tensor<4xf16> -> tensor<4xf16>
  func.return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @acosh_f64
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>)
func.func @acosh_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // CHECK: %[[TWO:.*]] = mhlo.constant dense<2.000000e+00> : tensor<4xf64>
  // CHECK: %[[MAX:.*]] = mhlo.constant dense<1.7976931348623157E+308> : tensor<4xf64>
  // CHECK: %[[HALF_MAX:.*]] = mhlo.divide %[[MAX]], %[[TWO]] : tensor<4xf64>
  // CHECK: %[[LARGE:.*]] = mhlo.compare GE, %[[X]], %[[HALF_MAX]]
  // CHECK: %[[LOG2:.*]] = mhlo.log %[[TWO]] : tensor<4xf64>
  // CHECK: %[[LOG:.*]] = mhlo.log %[[X]] : tensor<4xf64>
  // CHECK: %[[BIG:.*]] = mhlo.add %[[LOG2]], %[[LOG]] : tensor<4xf64>
  // CHECK: %[[SMALL:.*]] = mhlo.log_plus_one %{{.*}} : tensor<4xf64>
  // CHECK: %[[R:.*]] = mhlo.select %[[LARGE]], %[[BIG]], %[[SMALL]]
  // CHECK: return %[[R]]
  %0 = chlo.acosh %x : tensor<4xf64> -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// CHECK-LABEL: func.func @asinh_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @asinh_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[SIGN:.*]] = mhlo.sign %[[X]] : tensor<4xf32>
  // CHECK: %[[AX:.*]] = mhlo.abs %[[X]] : tensor<4xf32>
  // CHECK: %[[MAX:.*]] = mhlo.constant dense<3.40282347E+38> : tensor<4xf32>
  // CHECK: %[[ROOT_MAX:.*]] = mhlo.sqrt %[[MAX]] : tensor<4xf32>
  // CHECK: %[[LARGE:.*]] = mhlo.compare GE, %[[AX]], %[[ROOT_MAX]]
  // CHECK: %[[SMALL:.*]] = mhlo.log_plus_one %{{.*}} : tensor<4xf32>
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[LARGE]], %{{.*}}, %[[SMALL]]
  // CHECK: %[[R:.*]] = mhlo.multiply %[[SIGN]], %[[VALUE]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @atan_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @atan_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.atan2 %[[X]], %[[ONE]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @atanh_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @atanh_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[OUTSIDE:.*]] = mhlo.compare GT, %{{.*}}, %{{.*}}
  // CHECK: %[[NAN:.*]] = mhlo.constant dense<0x7FC00000> : tensor<4xf32>
  // CHECK: %[[UP:.*]] = mhlo.log_plus_one %[[X]] : tensor<4xf32>
  // CHECK: %[[NEG:.*]] = mhlo.negate %[[X]] : tensor<4xf32>
  // CHECK: %[[DOWN:.*]] = mhlo.log_plus_one %[[NEG]] : tensor<4xf32>
  // CHECK: %[[DIFFERENCE:.*]] = mhlo.subtract %[[UP]], %[[DOWN]] : tensor<4xf32>
  // CHECK: %[[VALUE:.*]] = mhlo.multiply %[[DIFFERENCE]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.select %[[OUTSIDE]], %[[NAN]], %[[VALUE]]
  // CHECK: return %[[R]]
  %0 = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @cosh_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @cosh_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[HALF:.*]] = mhlo.constant dense<5.000000e-01> : tensor<4xf32>
  // CHECK: %[[LOG_HALF:.*]] = mhlo.log %[[HALF]] : tensor<4xf32>
  // CHECK: %[[UP:.*]] = mhlo.add %[[X]], %[[LOG_HALF]] : tensor<4xf32>
  // CHECK: %[[E_UP:.*]] = mhlo.exponential %[[UP]] : tensor<4xf32>
  // CHECK: %[[DOWN:.*]] = mhlo.subtract %[[LOG_HALF]], %[[X]] : tensor<4xf32>
  // CHECK: %[[E_DOWN:.*]] = mhlo.exponential %[[DOWN]] : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.add %[[E_UP]], %[[E_DOWN]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sinh_f16
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
func.func @sinh_f16(%x: tensor<4xf16>) -> tensor<4xf16> {
  // CHECK: %[[WIDE:.*]] = mhlo.convert %[[X]] : (tensor<4xf16>) -> tensor<4xf32>
  // CHECK: %[[E_UP:.*]] = mhlo.exponential %{{.*}} : tensor<4xf32>
  // CHECK: %[[E_DOWN:.*]] = mhlo.exponential %{{.*}} : tensor<4xf32>
  // CHECK: %[[LARGE:.*]] = mhlo.subtract %[[E_UP]], %[[E_DOWN]] : tensor<4xf32>
  // CHECK: %[[EXPM1:.*]] = mhlo.exponential_minus_one %[[WIDE]] : tensor<4xf32>
  // CHECK: mhlo.divide %[[EXPM1]], %{{.*}} : tensor<4xf32>
  // CHECK: %[[SMALL:.*]] = mhlo.multiply %{{.*}}, %{{.*}} : tensor<4xf32>
  // CHECK: %[[BELOW_1:.*]] = mhlo.compare LT, %{{.*}}, %{{.*}}
  // CHECK: %[[VALUE:.*]] = mhlo.select %[[BELOW_1]], %[[SMALL]], %[[LARGE]]
  // CHECK: %[[R:.*]] = mhlo.convert %[[VALUE]] : (tensor<4xf32>) -> tensor<4xf16>
  // CHECK: return %[[R]]
  %0 = chlo.sinh %x : tensor<4xf16> -> tensor<4xf16>
  func.return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @tan_f32
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @tan_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[R:.*]] = mhlo.tan %[[X]] : tensor<4xf32>
  // CHECK: return %[[R]]
  %0 = chlo.tan %x : tensor<4xf32> -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @next_after_f64
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>, %[[Y:.*]]: tensor<4xf64>)
func.func @next_after_f64(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
  // CHECK: %[[XB:.*]] = mhlo.bitcast_convert %[[X]] : (tensor<4xf64>) -> tensor<4xi64>
  // CHECK: %[[YB:.*]] = mhlo.bitcast_convert %[[Y]] : (tensor<4xf64>) -> tensor<4xi64>
  // CHECK: %[[NAN_F:.*]] = mhlo.constant dense<0x7FF8000000000000> : tensor<4xf64>
  // CHECK: %[[NAN:.*]] = mhlo.bitcast_convert %[[NAN_F]] : (tensor<4xf64>) -> tensor<4xi64>
  // CHECK: %[[SIGN:.*]] = mhlo.constant dense<-9223372036854775808> : tensor<4xi64>
  // CHECK: %[[MAGNITUDE:.*]] = mhlo.constant dense<9223372036854775807> : tensor<4xi64>
  // CHECK: %[[XM:.*]] = mhlo.and %[[XB]], %[[MAGNITUDE]] : tensor<4xi64>
  // CHECK: %[[YM:.*]] = mhlo.and %[[YB]], %[[MAGNITUDE]] : tensor<4xi64>
  // CHECK: mhlo.and %[[XB]], %[[SIGN]] : tensor<4xi64>
  // CHECK: mhlo.compare GT, %[[XM]], %[[YM]]
  // CHECK: %[[STEP:.*]] = mhlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xi64>
  // CHECK: %[[STEPPED:.*]] = mhlo.add %[[XB]], %[[STEP]] : tensor<4xi64>
  // CHECK: %[[FROM_X:.*]] = mhlo.select %{{.*}}, %{{.*}}, %[[STEPPED]] : tensor<4xi1>, tensor<4xi64>
  // CHECK: %[[NOT_NAN:.*]] = mhlo.select %{{.*}}, %[[YB]], %[[FROM_X]] : tensor<4xi1>, tensor<4xi64>
  // CHECK: %[[BITS:.*]] = mhlo.select %{{.*}}, %[[NAN]], %[[NOT_NAN]] : tensor<4xi1>, tensor<4xi64>
  // CHECK: %[[R:.*]] = mhlo.bitcast_convert %[[BITS]] : (tensor<4xi64>) -> tensor<4xf64>
  // CHECK: return %[[R]]
  %0 = chlo.next_after %x, %y : tensor<4xf64>, tensor<4xf64> -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

// Complex asin: w = _asin_acos_kernel(z) gives asin(z) = atan2(Re z, Re w) + i sign(Im z) Im w.
// CHECK-LABEL: func.func @asin_complex
// CHECK-SAME: (%[[Z:.*]]: tensor<4xcomplex<f32>>)
func.func @asin_complex(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK: %[[RE:.*]] = mhlo.real %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: %[[X:.*]] = mhlo.real %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: %[[AX:.*]] = mhlo.abs %[[X]] : tensor<4xf32>
  // CHECK: %[[MAX:.*]] = mhlo.constant dense<3.40282347E+38> : tensor<4xf32>
  // CHECK: %[[ROOT_MAX:.*]] = mhlo.sqrt %[[MAX]] : tensor<4xf32>
  // CHECK: mhlo.constant dense<1.41421354> : tensor<4xf32>
  // CHECK: mhlo.constant dense<9.99999995E+11> : tensor<4xf32>
  // CHECK: mhlo.log_plus_one
  // CHECK: %[[W:.*]] = mhlo.complex %{{.*}}, %{{.*}} : tensor<4xcomplex<f32>>
  // CHECK: %[[W_RE:.*]] = mhlo.real %[[W]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: %[[ANGLE:.*]] = mhlo.atan2 %[[RE]], %[[W_RE]] : tensor<4xf32>
  // CHECK: %[[IM:.*]] = mhlo.imag %[[Z]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: %[[NEGATIVE:.*]] = mhlo.compare LT, %[[IM]], %{{.*}}
  // CHECK: %[[W_IM:.*]] = mhlo.imag %[[W]] : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  // CHECK: %[[NEG_W_IM:.*]] = mhlo.negate %[[W_IM]] : tensor<4xf32>
  // CHECK: %[[SIGNED:.*]] = mhlo.select %[[NEGATIVE]], %[[NEG_W_IM]], %[[W_IM]] : tensor<4xi1>, tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.complex %[[ANGLE]], %[[SIGNED]] : tensor<4xcomplex<f32>>
  // CHECK: return %[[R]]
  %0 = chlo.asin %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @asin_acos_kernel
func.func @asin_acos_kernel(%z: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  // CHECK: mhlo.real
  // CHECK: mhlo.imag
  // CHECK: %[[R:.*]] = mhlo.complex %{{.*}}, %{{.*}} : tensor<4xcomplex<f64>>
  // CHECK: return %[[R]]
  %0 = chlo._asin_acos_kernel %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  func.return %0 : tensor<4xcomplex<f64>>
}

// -----

// Complex atan(z) = -i atanh(i z), computed by parts.
// CHECK-LABEL: func.func @atan_complex
// CHECK-SAME: (%[[Z:.*]]: tensor<4xcomplex<f32>>)
func.func @atan_complex(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK: %[[IM:.*]] = mhlo.imag %[[Z]]
  // CHECK: %[[X:.*]] = mhlo.negate %[[IM]] : tensor<4xf32>
  // CHECK: mhlo.abs %[[X]] : tensor<4xf32>
  // CHECK: mhlo.constant dense<0x4B800001> : tensor<4xf32>
  // CHECK: %[[RE:.*]] = mhlo.real %[[Z]]
  // CHECK: mhlo.abs %[[RE]] : tensor<4xf32>
  // CHECK: %[[HALF:.*]] = mhlo.constant dense<5.000000e-01> : tensor<4xf32>
  // CHECK: %[[ATANH_IM:.*]] = mhlo.multiply %{{.*}}, %[[HALF]] : tensor<4xf32>
  // CHECK: %[[NEG_ATANH_RE:.*]] = mhlo.negate %{{.*}} : tensor<4xf32>
  // CHECK: %[[R:.*]] = mhlo.complex %[[ATANH_IM]], %[[NEG_ATANH_RE]] : tensor<4xcomplex<f32>>
  // CHECK: return %[[R]]
  %0 = chlo.atan %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @cosh_complex
// CHECK-SAME: (%[[Z:.*]]: tensor<4xcomplex<f32>>)
func.func @cosh_complex(%z: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // CHECK: %[[HALF:.*]] = mhlo.constant dense<(5.000000e-01,0.000000e+00)> : tensor<4xcomplex<f32>>
  // CHECK: %[[LOG_HALF:.*]] = mhlo.log %[[HALF]] : tensor<4xcomplex<f32>>
  // CHECK: mhlo.add %[[Z]], %[[LOG_HALF]] : tensor<4xcomplex<f32>>
  // CHECK: mhlo.subtract %[[LOG_HALF]], %[[Z]] : tensor<4xcomplex<f32>>
  // CHECK: %[[R:.*]] = mhlo.add %{{.*}}, %{{.*}} : tensor<4xcomplex<f32>>
  // CHECK: return %[[R]]
  %0 = chlo.cosh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

// Without a static shape, the complex 1/2 of cosh and sinh is built from its parts.
// CHECK-LABEL: func.func @sinh_complex_dynamic
// CHECK-SAME: (%[[Z:.*]]: tensor<?xcomplex<f32>>)
func.func @sinh_complex_dynamic(%z: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> {
  // CHECK: %[[HALF:.*]] = mhlo.complex %{{.*}}, %{{.*}} : tensor<?xcomplex<f32>>
  // CHECK: %[[LOG_HALF:.*]] = mhlo.log %[[HALF]] : tensor<?xcomplex<f32>>
  // CHECK: mhlo.add %[[Z]], %[[LOG_HALF]] : tensor<?xcomplex<f32>>
  // CHECK: mhlo.subtract %[[LOG_HALF]], %[[Z]] : tensor<?xcomplex<f32>>
  // CHECK: %[[R:.*]] = mhlo.subtract %{{.*}}, %{{.*}} : tensor<?xcomplex<f32>>
  // CHECK: return %[[R]]
  %0 = chlo.sinh %z : tensor<?xcomplex<f32>> -> tensor<?xcomplex<f32>>
  func.return %0 : tensor<?xcomplex<f32>>
}

// -----

// Without a static shape the constants are chlo.constant_like, which the pass lowers in turn.
// CHECK-LABEL: func.func @lgamma_dynamic
func.func @lgamma_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  // CHECK-NOT: chlo.
  // CHECK: mhlo.dynamic_broadcast_in_dim
  // CHECK-NOT: chlo.
  // CHECK: return %{{.*}} : tensor<?xf32>
  %0 = chlo.lgamma %x : tensor<?xf32> -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
