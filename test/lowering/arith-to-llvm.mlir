// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-arith-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-arith-to-llvm='index-bitwidth=32' | FileCheck %s --check-prefix=I32

// Binary ops keep their flags; min/max become intrinsics.
// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[I:.*]]: i32, %[[J:.*]]: i32)
// CHECK-NEXT: %[[S:.*]] = llvm.fadd %[[A]], %[[B]] {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %[[M:.*]] = llvm.intr.maximum(%[[S]], %[[B]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[N:.*]] = llvm.intr.minnum(%[[M]], %[[A]]) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT: %[[R:.*]] = llvm.frem %[[N]], %[[A]] : f32
// CHECK-NEXT: %[[G:.*]] = llvm.fneg %[[R]] : f32
// CHECK-NEXT: %[[K:.*]] = llvm.add %[[I]], %[[J]] overflow<nsw> : i32
// CHECK-NEXT: %[[D:.*]] = llvm.sdiv %[[K]], %[[J]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.intr.umax(%[[D]], %[[I]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[Y:.*]] = llvm.ashr %[[X]], %[[J]] : i32
// CHECK-NEXT: return %[[G]], %[[Y]] : f32, i32
func.func @binary(%a: f32, %b: f32, %i: i32, %j: i32) -> (f32, i32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.maximumf %0, %b : f32
  %2 = arith.minnumf %1, %a fastmath<nnan> : f32
  %3 = arith.remf %2, %a : f32
  %4 = arith.negf %3 : f32
  %5 = arith.addi %i, %j overflow<nsw> : i32
  %6 = arith.divsi %5, %j : i32
  %7 = arith.maxui %6, %i : i32
  %8 = arith.shrsi %7, %j : i32
  return %4, %8 : f32, i32
}

// -----

// Casts; index is i64 (i32 with index-bitwidth=32) and index casts extend or truncate.
// CHECK-LABEL: func.func @casts
// CHECK: llvm.fptosi %{{.*}} : f32 to i32
// CHECK: llvm.uitofp %{{.*}} : i32 to f64
// CHECK: llvm.fpext %{{.*}} : f32 to f64
// CHECK: llvm.trunc %{{.*}} : i32 to i8
// CHECK: %[[IDX:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: llvm.trunc %[[IDX]] : i64 to i32
// CHECK: llvm.sext %{{.*}} : i8 to i64
// I32-LABEL: func.func @casts
// I32: %[[IDX:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i32
// I32-NOT: llvm.trunc %[[IDX]]
// I32: llvm.sext %{{.*}} : i8 to i32
func.func @casts(%x: f32, %i: i32, %k: index) -> (i32, f64, f64, i8, i32, index) {
  %0 = arith.fptosi %x : f32 to i32
  %1 = arith.uitofp %i : i32 to f64
  %2 = arith.extf %x : f32 to f64
  %3 = arith.trunci %i : i32 to i8
  %4 = arith.index_cast %k : index to i32
  %5 = arith.index_cast %3 : i8 to index
  return %0, %1, %2, %3, %4, %5 : i32, f64, f64, i8, i32, index
}

// -----

// index_castui zero-extends or truncates; truncf/extf keep their type change with any fastmath flags, and
// truncf's to_nearest_even is the default rounding.
// CHECK-LABEL: func.func @unsigned_index_casts
// CHECK: llvm.zext %{{.*}} : i8 to i64
// CHECK: llvm.trunc %{{.*}} : i64 to i16
// CHECK: llvm.fptrunc %{{.*}} : f64 to f32
// CHECK: llvm.fpext %{{.*}} : f32 to f64
func.func @unsigned_index_casts(%b: i8, %k: index, %d: f64) -> (index, i16, f32, f64) {
  %0 = arith.index_castui %b : i8 to index
  %1 = arith.index_castui %k : index to i16
  %2 = arith.truncf %d to_nearest_even fastmath<contract> : f64 to f32
  %3 = arith.extf %2 fastmath<contract> : f32 to f64
  return %0, %1, %2, %3 : index, i16, f32, f64
}

// -----

// Other rounding modes need upstream's constrained fptrunc intrinsic, which the llvm dialect here lacks.
func.func @directed_rounding(%d: f64) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'arith.truncf'}}
  %0 = arith.truncf %d downward : f64 to f32
  return %0 : f32
}

// -----

// Comparisons, select and constants (index constants become i64 constants).
// CHECK-LABEL: func.func @compare_select
// CHECK: %[[C:.*]] = llvm.fcmp "ult" %{{.*}}, %{{.*}} : f32
// CHECK: llvm.icmp "sge" %{{.*}}, %{{.*}} : i32
// CHECK: llvm.select %[[C]], %{{.*}}, %{{.*}} : i1, f32
// CHECK: llvm.mlir.constant(7 : i64) : i64
// CHECK: llvm.mlir.constant(dense<1.500000e+00> : vector<4xf32>) : vector<4xf32>
func.func @compare_select(%a: f32, %b: f32, %i: i32) -> (f32, i1, index, vector<4xf32>) {
  %0 = arith.cmpf ult, %a, %b : f32
  %1 = arith.cmpi sge, %i, %i : i32
  %2 = arith.select %0, %a, %b : f32
  %3 = arith.constant 7 : index
  %4 = arith.constant dense<1.5> : vector<4xf32>
  return %2, %1, %3, %4 : f32, i1, index, vector<4xf32>
}

// -----

// floordivsi is expanded: truncating quotient minus one when the remainder is non-zero and the signs differ.
// CHECK-LABEL: func.func @floordiv
// CHECK: %[[Q:.*]] = llvm.sdiv %[[A:.*]], %[[B:.*]] : i32
// CHECK-NEXT: %[[R:.*]] = llvm.srem %[[A]], %[[B]] : i32
// CHECK: %[[ADJ:.*]] = llvm.and
// CHECK: %[[QM:.*]] = llvm.sub %[[Q]], %{{.*}} : i32
// CHECK-NEXT: llvm.select %[[ADJ]], %[[QM]], %[[Q]] : i1, i32
func.func @floordiv(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}

// -----

// Element-wise ops on 1-D vectors keep their vector types.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT: llvm.fmul %{{.*}}, %{{.*}} : vector<4xf32>
func.func @vector(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.mulf %a, %a : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @tensor(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'arith.addf'}}
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An n-D vector constant is one constant of the array of 1-D vectors that is its LLVM type; other ops on n-D
// vectors are not lowered here (upstream unrolls them over the array).
// CHECK-LABEL: func.func @nd_vector_constant
// CHECK-NEXT: llvm.mlir.constant(dense<2.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
func.func @nd_vector_constant() -> vector<2x4xf32> {
  %c = arith.constant dense<2.0> : vector<2x4xf32>
  return %c : vector<2x4xf32>
}

// -----

// An op on n-D vectors, row by row (upstream's handleMultidimensionalVectors; it was "failed to legalize
// operation 'arith.addf'"): see vector-rows-to-llvm.mlir.
// CHECK-LABEL: func.func @nd_vector
// CHECK: %[[A0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.fadd %[[A0]], %{{.*}} : vector<4xf32>
// CHECK: llvm.fadd %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
func.func @nd_vector(%a: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = arith.addf %a, %a : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A bitcast between types of one LLVM type is its operand (upstream's IdentityBitcastLowering): a memref's
// descriptor (an llvm.bitcast of the struct would not verify), or the same type.
// CHECK-LABEL: func.func @memref_bitcast
// CHECK-SAME: (%[[ARG:.*]]: memref<?xi16>)
// CHECK-NEXT: %[[V1:.*]] = builtin.unrealized_conversion_cast %[[ARG]] : memref<?xi16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V2:.*]] = builtin.unrealized_conversion_cast %[[V1]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xbf16>
// CHECK-NEXT: return %[[V2]]
func.func @memref_bitcast(%m: memref<?xi16>) -> memref<?xbf16> {
  %0 = arith.bitcast %m : memref<?xi16> to memref<?xbf16>
  return %0 : memref<?xbf16>
}

// CHECK-LABEL: func.func @same_type_bitcast
// CHECK-SAME: (%[[A:.*]]: i32, %[[V:.*]]: vector<2xf32>)
// CHECK-NEXT: %[[B:.*]] = llvm.bitcast %[[V]] : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: return %[[A]], %[[B]] : i32, vector<2xi32>
func.func @same_type_bitcast(%a: i32, %v: vector<2xf32>) -> (i32, vector<2xi32>) {
  %0 = arith.bitcast %a : i32 to i32
  %1 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  return %0, %1 : i32, vector<2xi32>
}

// -----

// Overflow flags carry over, arith.trunci's too (an i32 of bits on llvm.trunc as on llvm.add).
// CHECK-LABEL: func.func @ops_supporting_overflow
// CHECK-NEXT: llvm.add %{{.*}}, %{{.*}} overflow<nsw> : i64
// CHECK-NEXT: llvm.shl %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
// CHECK-NEXT: llvm.trunc %{{.*}} overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT: llvm.trunc %{{.*}} overflow<nuw> : vector<2xi64> to vector<2xi16>
// CHECK-NEXT: llvm.trunc %{{.*}} : i64 to i32
func.func @ops_supporting_overflow(%a: i64, %b: i64, %v: vector<2xi64>) -> (i64, i64, i32, vector<2xi16>, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i64
  %1 = arith.shli %a, %b overflow<nsw, nuw> : i64
  %2 = arith.trunci %a overflow<nsw, nuw> : i64 to i32
  %3 = arith.trunci %v overflow<nuw> : vector<2xi64> to vector<2xi16>
  %4 = arith.trunci %a : i64 to i32
  return %0, %1, %2, %3, %4 : i64, i64, i32, vector<2xi16>, i32
}
