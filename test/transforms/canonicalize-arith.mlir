// Upstream's arith canonicalizations and folders (transforms/canonicalize_arith.py), one case each,
// and the exact float rules they keep: x + 0.0, maxnumf(x, -inf) and NaN bitcasts stay.
// RUN: ai-opt %s --split-input-file --canonicalize='test-convergence' | FileCheck %s

// CHECK-LABEL: func.func @commute_constant_to_right
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[C:.*]] = arith.constant 2.0
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[X]], %[[C]] : f32
// CHECK-NEXT: return %[[R]]
func.func @commute_constant_to_right(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %0 = arith.addf %c, %x : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @float_identities
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[KEEP:.*]] = arith.addf %[[X]], %[[Z]] : f32
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[KEEP]]
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %mz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.addf %x, %mz : f32
  %1 = arith.subf %x, %z : f32
  %2 = arith.mulf %one, %x : f32
  %3 = arith.divf %x, %one : f32
  %4 = arith.maximumf %ninf, %x : f32
  %5 = arith.minimumf %x, %inf : f32
  // -0.0 + 0.0 is +0.0: x + 0.0 is not x.
  %6 = arith.addf %x, %z : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

// maxnumf(x, +inf) is not x (it is +inf for every x but NaN): it stays. (maxnumf(x, -inf) folds to x, as
// upstream's, canonicalize-arith-shift-mul-minmax.mlir.)
// CHECK-LABEL: func.func @maxnumf_pos_inf_stays
// CHECK: arith.maxnumf
func.func @maxnumf_pos_inf_stays(%x: f32) -> f32 {
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.maxnumf %x, %inf : f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @float_min_max_same_operands
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]]
func.func @float_min_max_same_operands(%x: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.minimumf %x, %x : f32
  %2 = arith.maxnumf %x, %x : f32
  %3 = arith.minnumf %x, %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// Computed in the operands' format: 0.1 + 0.2 in f16 is 0.2998.
// CHECK-LABEL: func.func @float_binary_constants
// CHECK-DAG: arith.constant 1.000000e+00 : f32
// CHECK-DAG: arith.constant -1.000000e+00 : f32
// CHECK-DAG: arith.constant dense<[1.000000e+00, 0.000000e+00, -1.000000e+00, 0.000000e+00]> : vector<4xf32>
// CHECK-DAG: arith.constant 2.998050e-01 : f16
// CHECK-DAG: arith.constant -2.000000e+00 : f64
// CHECK-NOT: arith.remf
// CHECK-NOT: arith.addf
// CHECK-NOT: arith.minimumf
func.func @float_binary_constants() -> (f32, f32, vector<4xf32>, f16, f64) {
  %c3 = arith.constant 3.0 : f32
  %cm3 = arith.constant -3.0 : f32
  %c2 = arith.constant 2.0 : f32
  %0 = arith.remf %c3, %c2 : f32
  %1 = arith.remf %cm3, %c2 : f32
  %v1 = arith.constant dense<[1.0, 2.0, -3.0, 4.0]> : vector<4xf32>
  %v2 = arith.constant dense<2.0> : vector<4xf32>
  %2 = arith.remf %v1, %v2 : vector<4xf32>
  %h1 = arith.constant 0.1 : f16
  %h2 = arith.constant 0.2 : f16
  %3 = arith.addf %h1, %h2 : f16
  %d1 = arith.constant -2.0 : f64
  %d2 = arith.constant 3.0 : f64
  %4 = arith.minimumf %d1, %d2 : f64
  return %0, %1, %2, %3, %4 : f32, f32, vector<4xf32>, f16, f64
}

// -----

// CHECK-LABEL: func.func @negf
// CHECK-SAME: (%[[X:.*]]: f32, %[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK-DAG: %[[M2:.*]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG: %[[MUL:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-DAG: %[[DIV:.*]] = arith.divf %[[A]], %[[B]] : f32
// CHECK: return %[[M2]], %[[X]], %[[MUL]], %[[DIV]]
func.func @negf(%x: f32, %a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %c = arith.constant 2.0 : f32
  %0 = arith.negf %c : f32
  %n = arith.negf %x : f32
  %1 = arith.negf %n : f32
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %2 = arith.mulf %na, %nb : f32
  %3 = arith.divf %na, %nb : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @integer_min_max
// CHECK-SAME: (%[[X:.*]]: i8)
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i8
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[UMAX:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[C42:.*]] = arith.constant 42 : i8
// CHECK: %[[KEEP:.*]] = arith.maxsi %[[X]], %[[C42]] : i8
// CHECK-NEXT: return %[[X]], %[[MAX]], %[[X]], %[[MIN]], %[[X]], %[[UMAX]], %[[X]], %[[ZERO]], %[[X]], %[[KEEP]]
func.func @integer_min_max(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant 255 : i8
  %zero = arith.constant 0 : i8
  %c42 = arith.constant 42 : i8
  %0 = arith.maxsi %x, %x : i8
  %1 = arith.maxsi %max, %x : i8
  %2 = arith.maxsi %x, %min : i8
  %3 = arith.minsi %x, %min : i8
  %4 = arith.minsi %x, %max : i8
  %5 = arith.maxui %x, %umax : i8
  %6 = arith.maxui %x, %zero : i8
  %7 = arith.minui %x, %zero : i8
  %8 = arith.minui %x, %umax : i8
  %9 = arith.maxsi %c42, %x : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// CHECK-LABEL: func.func @cmpf_with_nan
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: return %[[F]], %[[F]], %[[T]], %[[T]]
func.func @cmpf_with_nan(%x: f32) -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %nan, %x : f32
  %1 = arith.cmpf oeq, %x, %nan : f32
  %2 = arith.cmpf ugt, %nan, %x : f32
  %3 = arith.cmpf une, %x, %nan : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_of_bool_extension
// CHECK-SAME: (%[[B:.*]]: i1)
// CHECK-NEXT: return %[[B]], %[[B]]
func.func @cmpi_of_bool_extension(%b: i1) -> (i1, i1) {
  %c0 = arith.constant 0 : i64
  %s = arith.extsi %b : i1 to i64
  %0 = arith.cmpi ne, %s, %c0 : i64
  %u = arith.extui %b : i1 to i64
  %1 = arith.cmpi ne, %u, %c0 : i64
  return %0, %1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @compose_extensions
// CHECK-SAME: (%[[B:.*]]: i1)
// CHECK-NEXT: %[[U0:.*]] = arith.extui %[[B]] : i1 to i64
// CHECK-NEXT: %[[U1:.*]] = arith.extui %[[B]] : i1 to i64
// CHECK-NEXT: %[[S:.*]] = arith.extsi %[[B]] : i1 to i64
// CHECK-NEXT: return %[[U0]], %[[U1]], %[[S]]
func.func @compose_extensions(%b: i1) -> (i64, i64, i64) {
  %u = arith.extui %b : i1 to i8
  %0 = arith.extsi %u : i8 to i64
  %1 = arith.extui %u : i8 to i64
  %s = arith.extsi %b : i1 to i8
  %2 = arith.extsi %s : i8 to i64
  return %0, %1, %2 : i64, i64, i64
}

// -----

// CHECK-LABEL: func.func @bitwise_of_extensions
// CHECK-SAME: (%[[A:.*]]: i8, %[[B:.*]]: i8)
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[A]], %[[B]] : i8
// CHECK-NEXT: %[[EXT:.*]] = arith.extsi %[[AND]] : i8 to i64
// CHECK-NEXT: %[[XOR:.*]] = arith.xori %[[A]], %[[B]] : i8
// CHECK-NEXT: %[[EXT2:.*]] = arith.extui %[[XOR]] : i8 to i64
// CHECK-NEXT: return %[[EXT]], %[[EXT2]]
func.func @bitwise_of_extensions(%a: i8, %b: i8) -> (i64, i64) {
  %sa = arith.extsi %a : i8 to i64
  %sb = arith.extsi %b : i8 to i64
  %0 = arith.andi %sa, %sb : i64
  %ua = arith.extui %a : i8 to i64
  %ub = arith.extui %b : i8 to i64
  %1 = arith.xori %ua, %ub : i64
  return %0, %1 : i64, i64
}

// -----

// CHECK-LABEL: func.func @and_of_not
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[ZV:.*]] = arith.constant dense<0> : vector<2xi32>
// CHECK: return %[[Z]], %[[ZV]]
func.func @and_of_not(%x: index, %v: vector<2xi32>) -> (index, vector<2xi32>) {
  %m1 = arith.constant -1 : index
  %n = arith.xori %x, %m1 : index
  %0 = arith.andi %n, %x : index
  %vm1 = arith.constant dense<-1> : vector<2xi32>
  %vn = arith.xori %v, %vm1 : vector<2xi32>
  %1 = arith.andi %v, %vn : vector<2xi32>
  return %0, %1 : index, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @idempotent_nested
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[A]], %[[B]] : i32
// CHECK-NEXT: return %[[AND]], %[[OR]]
func.func @idempotent_nested(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.andi %a, %b : i32
  %0 = arith.andi %c, %b : i32
  %d = arith.ori %a, %b : i32
  %1 = arith.ori %a, %d : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @bitcasts
// CHECK-SAME: (%[[X:.*]]: i16, %[[F:.*]]: f32)
// CHECK-NEXT: %[[BF:.*]] = arith.bitcast %[[X]] : i16 to bf16
// CHECK-NEXT: return %[[F]], %[[X]], %[[BF]]
func.func @bitcasts(%x: i16, %f: f32) -> (f32, i16, bf16) {
  %0 = arith.bitcast %f : f32 to f32
  %h = arith.bitcast %x : i16 to f16
  %1 = arith.bitcast %h : f16 to i16
  %2 = arith.bitcast %h : f16 to bf16
  return %0, %1, %2 : f32, i16, bf16
}

// -----

// CHECK-LABEL: func.func @bitcast_constants
// CHECK-DAG: arith.constant 1065353216 : i32
// CHECK-DAG: arith.constant -2.000000e+00 : f32
// CHECK-DAG: arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xbf16>
// CHECK-DAG: %[[NAN:.*]] = arith.constant 2143289345 : i32
// CHECK: arith.bitcast %[[NAN]] : i32 to f32
func.func @bitcast_constants() -> (i32, f32, vector<2xbf16>, f32) {
  %one = arith.constant 1.0 : f32
  %0 = arith.bitcast %one : f32 to i32
  %bits = arith.constant -1073741824 : i32
  %1 = arith.bitcast %bits : i32 to f32
  %v = arith.constant dense<[0, 16256]> : vector<2xi16>
  %2 = arith.bitcast %v : vector<2xi16> to vector<2xbf16>
  // A NaN with a payload stays a bitcast.
  %nan = arith.constant 2143289345 : i32
  %3 = arith.bitcast %nan : i32 to f32
  return %0, %1, %2, %3 : i32, f32, vector<2xbf16>, f32
}

// -----

// Wrapped to the width as APInt folds; a zero divisor, MIN / -1 and too wide shifts stay (poison).
// CHECK-LABEL: func.func @integer_binary_constants
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i8
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[SHL:.*]] = arith.constant 4294967296 : i64
// CHECK-DAG: %[[SIXTY_FOUR:.*]] = arith.constant 64 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[FLOOR:.*]] = arith.constant -4 : index
// CHECK-DAG: %[[REM:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[CEIL:.*]] = arith.constant -3 : i32
// CHECK-DAG: %[[UREM:.*]] = arith.constant dense<[0, 0, 4, 2]> : vector<4xi32>
// CHECK-DAG: %[[DIV:.*]] = arith.divsi %[[MIN]], %[[M1]] : i8
// CHECK-DAG: %[[WIDE:.*]] = arith.shli %[[ONE]], %[[SIXTY_FOUR]] : i64
// CHECK-DAG: %[[BYZERO:.*]] = arith.divui %[[M1]], %[[ZERO]] : i8
// CHECK: return %[[DIV]], %[[ZERO]], %[[SHL]], %[[WIDE]], %[[FLOOR]], %[[REM]], %[[CEIL]], %[[UREM]], %[[BYZERO]]
func.func @integer_binary_constants() -> (i8, i8, i64, i64, index, i32, i32, vector<4xi32>, i8) {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %zero = arith.constant 0 : i8
  %0 = arith.divsi %min, %m1 : i8
  %1 = arith.remsi %min, %m1 : i8
  %one = arith.constant 1 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %2 = arith.shli %one, %c32 : i64
  %3 = arith.shli %one, %c64 : i64
  %i = arith.constant -7 : index
  %i2 = arith.constant 2 : index
  %4 = arith.floordivsi %i, %i2 : index
  %c7 = arith.constant 7 : i32
  %cm2 = arith.constant -2 : i32
  %5 = arith.remsi %c7, %cm2 : i32
  %6 = arith.ceildivsi %c7, %cm2 : i32
  %v1 = arith.constant dense<9> : vector<4xi32>
  %v2 = arith.constant dense<[1, 3, 5, 7]> : vector<4xi32>
  %7 = arith.remui %v1, %v2 : vector<4xi32>
  %8 = arith.divui %m1, %zero : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i64, i64, index, i32, i32, vector<4xi32>, i8
}

// -----

// CHECK-LABEL: func.func @remainder_by_one
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: return %[[Z]]
func.func @remainder_by_one(%x: vector<4xi32>) -> vector<4xi32> {
  %one = arith.constant dense<1> : vector<4xi32>
  %0 = arith.remui %x, %one : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @cmpi_constants
// CHECK-SAME: (%[[X:.*]]: i64)
// CHECK-DAG: %[[C:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: %[[R0:.*]] = arith.cmpi sgt, %[[X]], %[[C]] : i64
// CHECK-NEXT: %[[R1:.*]] = arith.cmpi uge, %[[X]], %[[C]] : i64
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[T]], %[[F]]
func.func @cmpi_constants(%x: i64) -> (i1, i1, i1, i1) {
  %c1 = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  %0 = arith.cmpi slt, %c1, %x : i64
  %1 = arith.cmpi ule, %c1, %x : i64
  // -1 is the largest unsigned value and the smaller signed one.
  %2 = arith.cmpi ugt, %m1, %c1 : i64
  %3 = arith.cmpi sgt, %m1, %c1 : i64
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// Float casts of constants fold where the result holds the value exactly (upstream's folders, any rounding
// mode); 1.1 and 1e10 do not fit f16 and stay. truncf(extf(x)) is x or truncf(x); extf(truncf(x)) is x only
// where both carry fastmath<contract>. index_castui of a constant zero-extends or truncates.
// CHECK-LABEL: func.func @float_casts
// CHECK-SAME: (%[[X:.*]]: f32, %[[B:.*]]: bf16)
// CHECK-DAG: %[[I8:.*]] = arith.constant 44 : i8
// CHECK-DAG: %[[IDX:.*]] = arith.constant 255 : index
// CHECK-DAG: %[[BIG:.*]] = arith.constant 1.000000e+10 : f32
// CHECK-DAG: %[[INEXACT:.*]] = arith.constant 1.100000e+00 : f32
// CHECK-DAG: %[[EXACT:.*]] = arith.constant 1.500000e+00 : bf16
// CHECK-DAG: %[[WIDE:.*]] = arith.constant 2.500000e-01 : f64
// CHECK: %[[H:.*]] = arith.truncf %[[INEXACT]] : f32 to f16
// CHECK-NEXT: %[[HE:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK-NEXT: %[[T3:.*]] = arith.truncf %[[X]] : f32 to bf16
// CHECK-NEXT: %[[KEPT:.*]] = arith.extf %[[T3]] fastmath<contract> : bf16 to f32
// CHECK-NEXT: %[[NARROW:.*]] = arith.truncf %[[X]] : f32 to bf16
// CHECK-NEXT: %[[OVER:.*]] = arith.truncf %[[BIG]] : f32 to f16
// CHECK-NEXT: return %[[EXACT]], %[[HE]], %[[B]], %[[X]], %[[KEPT]], %[[IDX]], %[[I8]], %[[NARROW]], %[[OVER]], %[[WIDE]]
func.func @float_casts(%x: f32, %b: bf16) -> (bf16, f32, bf16, f32, f32, index, i8, bf16, f16, f64) {
  %c = arith.constant 1.5 : f32
  %0 = arith.truncf %c downward : f32 to bf16
  %c2 = arith.constant 1.1 : f32
  %1 = arith.truncf %c2 : f32 to f16
  %2 = arith.extf %1 : f16 to f32
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %e = arith.extf %t fastmath<contract> : bf16 to f32
  %t3 = arith.truncf %x : f32 to bf16
  %e3 = arith.extf %t3 fastmath<contract> : bf16 to f32
  %e2 = arith.extf %b : bf16 to f32
  %t2 = arith.truncf %e2 : f32 to bf16
  %m = arith.constant -1 : i8
  %i = arith.index_castui %m : i8 to index
  %k = arith.constant 300 : index
  %j = arith.index_castui %k : index to i8
  %w = arith.extf %x : f32 to f64
  %n = arith.truncf %w : f64 to bf16
  %h = arith.constant 1.0e10 : f32
  %o = arith.truncf %h : f32 to f16
  %q = arith.constant 0.25 : f32
  %p = arith.extf %q : f32 to f64
  return %0, %2, %t2, %e, %e3, %i, %j, %n, %o, %p : bf16, f32, bf16, f32, f32, index, i8, bf16, f16, f64
}

// -----

// A float comparison of a converted integer with a constant compares integers, or is decided by the
// integer's range or a fractional constant.
// CHECK-LABEL: func.func @cmpf_of_int_to_fp
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i8)
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[CM4:.*]] = arith.constant -4 : i8
// CHECK-DAG: %[[A:.*]] = arith.cmpi ule, %[[X]], %[[C4]] : i32
// CHECK-DAG: %[[B:.*]] = arith.cmpi slt, %[[Y]], %[[CM4]] : i8
// CHECK: return %[[A]], %[[B]], %[[TRUE]], %[[FALSE]]
func.func @cmpf_of_int_to_fp(%x: i32, %y: i8) -> (i1, i1, i1, i1) {
  %c44 = arith.constant 4.4 : f64
  %cm44 = arith.constant -4.4 : f32
  %big = arith.constant 300.0 : f32
  %fx = arith.uitofp %x : i32 to f64
  %fy = arith.sitofp %y : i8 to f32
  %0 = arith.cmpf olt, %fx, %c44 : f64
  %1 = arith.cmpf ole, %fy, %cm44 : f32
  %2 = arith.cmpf ult, %fy, %big : f32
  %3 = arith.cmpf oeq, %fx, %c44 : f64
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// Upstream's select folds and patterns: cmpi eq/ne of the two operands, splat and constant vector
// conditions, 1/0 selects as extensions, nested selects by one condition, negated conditions.
// CHECK-LABEL: func.func @selects(
//  CHECK-SAME:     %[[P:.*]]: i1, %[[A:.*]]: i64, %[[B:.*]]: i64, %[[C:.*]]: i64
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[V:.*]] = arith.constant dense<[1, 5, 3]> : vector<3xi32>
//   CHECK-DAG:   %[[E:.*]] = arith.extui %[[P]] : i1 to i64
//   CHECK-DAG:   %[[N:.*]] = arith.xori %[[P]], %[[TRUE]] : i1
//   CHECK-DAG:   %[[F:.*]] = arith.extui %[[N]] : i1 to i64
//   CHECK-DAG:   %[[R1:.*]] = arith.select %[[P]], %[[A]], %[[C]] : i64
//   CHECK-DAG:   %[[R2:.*]] = arith.select %[[P]], %[[C]], %[[B]] : i64
//   CHECK-DAG:   %[[R3:.*]] = arith.select %[[P]], %[[B]], %[[A]] : i64
//       CHECK:   return %[[B]], %[[A]], %[[V]], %[[E]], %[[F]], %[[R1]], %[[R2]], %[[R3]]
func.func @selects(%p: i1, %a: i64, %b: i64, %c: i64) -> (i64, i64, vector<3xi32>, i64, i64, i64, i64, i64) {
  %eq = arith.cmpi eq, %a, %b : i64
  %0 = arith.select %eq, %a, %b : i64
  %ne = arith.cmpi ne, %b, %a : i64
  %1 = arith.select %ne, %a, %b : i64
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %2 = arith.select %m, %x, %y : vector<3xi1>, vector<3xi32>
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %3 = arith.select %p, %one, %zero : i64
  %4 = arith.select %p, %zero, %one : i64
  %s = arith.select %p, %a, %b : i64
  %5 = arith.select %p, %s, %c : i64
  %6 = arith.select %p, %c, %s : i64
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %7 = arith.select %np, %a, %b : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, vector<3xi32>, i64, i64, i64, i64, i64
}

// -----

// Conversions between integers and floats of constants fold as upstream's folders: sitofp/uitofp round to
// nearest even (257 -> 256 in bf16, 65520 -> inf in f16, -3 as unsigned 4294967293 -> 2^32 in f32);
// fptosi/fptoui round toward zero and stay where the result does not fit (-2.5 unsigned, 300 in i8) or the
// value is NaN; an i32 -> bf16 that f32 would round first (16777217) stays.
// CHECK-LABEL: func.func @int_float_conversions
// CHECK-DAG: %[[BF:.*]] = arith.constant 2.560000e+02 : bf16
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[U:.*]] = arith.constant 4.2949673E+9 : f32
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[NTWO:.*]] = arith.constant -2 : i32
// CHECK-DAG: %[[NTHREE:.*]] = arith.constant -3.000000e+00 : f32
// CHECK: %[[A:.*]] = arith.fptoui %{{.*}} : f32 to i32
// CHECK-NEXT: %[[B:.*]] = arith.fptosi %{{.*}} : f32 to i8
// CHECK-NEXT: %[[C:.*]] = arith.sitofp %{{.*}} : i32 to bf16
// CHECK-NEXT: %[[D:.*]] = arith.fptosi %{{.*}} : f32 to i32
// CHECK-NEXT: return %[[TWO]], %[[NTWO]], %[[NTHREE]], %[[A]], %[[B]], %[[C]], %[[U]], %[[D]], %[[INF]], %[[BF]]
func.func @int_float_conversions() -> (i32, i32, f32, i32, i8, bf16, f32, i32, f16, bf16) {
  %c0 = arith.constant 2.5 : f32
  %r = arith.fptoui %c0 : f32 to i32
  %m = arith.constant -2.5 : f32
  %s = arith.fptosi %m : f32 to i32
  %i = arith.constant -3 : i32
  %t = arith.sitofp %i : i32 to f32
  %u = arith.fptoui %m : f32 to i32
  %big = arith.constant 300.0 : f32
  %v = arith.fptosi %big : f32 to i8
  %j = arith.constant 16777217 : i32
  %w = arith.sitofp %j : i32 to bf16
  %x = arith.uitofp %i : i32 to f32
  %nan = arith.constant 0x7FC00000 : f32
  %y = arith.fptosi %nan : f32 to i32
  %k = arith.constant 65520 : i32
  %z = arith.sitofp %k : i32 to f16
  %q = arith.constant 257 : i32
  %e = arith.sitofp %q : i32 to bf16
  return %r, %s, %t, %u, %v, %w, %x, %y, %z, %e : i32, i32, f32, i32, i8, bf16, f32, i32, f16, bf16
}

// -----

// CHECK-LABEL: func.func @and_or_all_ones
// CHECK-DAG:     %[[ONES:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-NOT:     arith.andi
// CHECK-NOT:     arith.ori
// CHECK:         return %arg0, %arg1, %[[ONES]], %[[TRUE]], %arg2 : i32, i1, i32, i1, vector<4xi8>
func.func @and_or_all_ones(%x: i32, %b: i1, %v: vector<4xi8>) -> (i32, i1, i32, i1, vector<4xi8>) {
  %ones = arith.constant -1 : i32
  %true = arith.constant true
  %splat = arith.constant dense<-1> : vector<4xi8>
  %0 = arith.andi %x, %ones : i32
  %1 = arith.andi %true, %b : i1
  %2 = arith.ori %x, %ones : i32
  %3 = arith.ori %b, %true : i1
  %4 = arith.andi %v, %splat : vector<4xi8>
  return %0, %1, %2, %3, %4 : i32, i1, i32, i1, vector<4xi8>
}

// -----

// Index folds wrap to 64 bits as upstream's APInt folds (xDSL's constant propagation, which ran first,
// left 2^64 - 2 and 2^126 ...: a constant that did not parse back, a static offset no i64 array holds).
// CHECK-LABEL: func.func @index_folds_wrap
// CHECK-DAG: %[[M2:.*]] = arith.constant -2 : index
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: tensor.extract_slice %{{.*}}[%[[M2]]] [1] [1]
// CHECK: return %[[M2]], %[[ONE]], %[[ONE]]
func.func @index_folds_wrap(%t: tensor<?xf32>) -> (index, index, index, tensor<?xf32>) {
  %max = arith.constant 9223372036854775807 : index
  %min = arith.constant -9223372036854775808 : index
  %sum = arith.addi %max, %max : index
  %product = arith.muli %max, %max : index
  %difference = arith.subi %min, %max : index
  %0 = tensor.extract_slice %t[%sum] [%product] [1] : tensor<?xf32> to tensor<?xf32>
  return %sum, %product, %difference, %0 : index, index, index, tensor<?xf32>
}
