// The llvm ops that aiopt adds to xDSL's dialect print as upstream MLIR prints them and round-trip.
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: llvm.func @conversions
// CHECK-SAME: (%[[X:.*]]: f32, %[[I:.*]]: i32)
// CHECK-NEXT: llvm.fptosi %[[X]] : f32 to i32
// CHECK-NEXT: llvm.fptoui %[[X]] : f32 to i32
// CHECK-NEXT: llvm.uitofp %[[I]] : i32 to f32
// CHECK-NEXT: llvm.uitofp nneg %[[I]] : i32 to f32
// CHECK-NEXT: llvm.freeze %[[X]] : f32
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(i32, f32)>
llvm.func @conversions(%x: f32, %i: i32) {
  %0 = llvm.fptosi %x : f32 to i32
  %1 = llvm.fptoui %x : f32 to i32
  %2 = llvm.uitofp %i : i32 to f32
  %3 = llvm.uitofp nneg %i : i32 to f32
  %4 = llvm.freeze %x : f32
  %5 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  llvm.return
}

// A complex constant: a [re, im] array attribute on a struct of two equal members (xDSL's
// llvm.mlir.constant rejected it with "Unexpected attribute"); other values keep their attributes.
// CHECK-LABEL: llvm.func @constants
// CHECK-NEXT: llvm.mlir.constant([1.500000e+00 : f64, -2.000000e+00 : f64]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT: llvm.mlir.constant([3 : i32, 4 : i32]) : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.mlir.constant("ab") : !llvm.array<2 x i8>
// CHECK-NEXT: llvm.mlir.constant(7 : i64) {tag} : i64
llvm.func @constants() {
  %0 = llvm.mlir.constant([1.5 : f64, -2.0 : f64]) : !llvm.struct<(f64, f64)>
  %1 = "llvm.mlir.constant"() <{value = [3 : i32, 4 : i32]}> : () -> !llvm.struct<(i32, i32)>
  %2 = llvm.mlir.constant("ab") : !llvm.array<2 x i8>
  %3 = llvm.mlir.constant(7 : i64) {tag} : i64
  llvm.return
}

// CHECK: llvm.mlir.global private constant @complex_global([2.500000e-01 : f32, 0.000000e+00 : f32]) {addr_space = 0 : i32} : !llvm.struct<(f32, f32)>
llvm.mlir.global private constant @complex_global([0.25 : f32, 0.0 : f32]) : !llvm.struct<(f32, f32)>

// CHECK-LABEL: llvm.func @vectors
// CHECK: llvm.extractelement %{{.*}}[%{{.*}} : i32] : vector<4xf32>
llvm.func @vectors(%v: vector<4xf32>, %i: i32) -> f32 {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  llvm.return %0 : f32
}

// CHECK-LABEL: llvm.func @float_intrinsics
// CHECK-NEXT: llvm.intr.tanh(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: llvm.intr.roundeven(%{{.*}}) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK-NEXT: llvm.intr.minimum(%{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.intr.fmuladd(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK-NEXT: llvm.intr.powi(%{{.*}}, %{{.*}}) : (f32, i32) -> f32
// CHECK-NEXT: llvm.intr.fabs(%{{.*}}) : (f32) -> f32
llvm.func @float_intrinsics(%x: f32, %y: f32, %v: vector<4xf32>, %i: i32) {
  %0 = llvm.intr.tanh(%x) : (f32) -> f32
  %1 = llvm.intr.roundeven(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %3 = llvm.intr.minimum(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %4 = llvm.intr.fmuladd(%x, %y, %x) : (f32, f32, f32) -> f32
  %5 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %6 = llvm.intr.fabs(%x) : (f32) -> f32
  llvm.return
}

// CHECK-LABEL: llvm.func @integer_intrinsics
// CHECK-NEXT: "llvm.intr.ctlz"(%{{.*}}) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.cttz"(%{{.*}}) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: llvm.intr.ctpop(%{{.*}}) : (i32) -> i32
// CHECK-NEXT: "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: llvm.intr.smax(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-NEXT: llvm.intr.umin(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
llvm.func @integer_intrinsics(%i: i32) {
  %0 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %2 = llvm.intr.ctpop(%i) : (i32) -> i32
  %3 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %4 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %5 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @memory_intrinsics
// CHECK-NEXT: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memset"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%{{.*}}, %{{.*}}) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.memset.inline"(%{{.*}}, %{{.*}}) <{isVolatile = true, len = 4 : i32}> : (!llvm.ptr, i8) -> ()
llvm.func @memory_intrinsics(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %b: i8) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%p, %b) <{isVolatile = true, len = 4 : i32}> : (!llvm.ptr, i8) -> ()
  llvm.return
}

// GEP no-wrap flags: upstream's `inbounds|nuw` spelling.
// CHECK-LABEL: llvm.func @gep_flags
// CHECK-NEXT: llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr nusw %{{.*}}[%{{.*}}, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, i32)>
// CHECK-NEXT: llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f32>
llvm.func @gep_flags(%p: !llvm.ptr, %n: i64) {
  %0 = llvm.getelementptr inbounds|nuw %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr nusw %p[%n, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, i32)>
  %3 = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f32>
  llvm.return
}

// CHECK-LABEL: llvm.func @switch
// CHECK-NEXT: llvm.switch %{{.*}} : i32, ^[[BB1:.*]](%{{.*}} : f32) [
// CHECK-NEXT:   42: ^[[BB1]](%{{.*}} : f32),
// CHECK-NEXT:   -3: ^[[BB2:.*]]
// CHECK-NEXT: ]
// CHECK: llvm.switch %{{.*}} : i32, ^{{.*}} [
// CHECK-NEXT: ]
llvm.func @switch(%i: i32, %x: f32, %y: f32) {
  llvm.switch %i : i32, ^bb1(%x : f32) [
    42: ^bb1(%y : f32),
    -3: ^bb2
  ]
^bb1(%a: f32):
  llvm.return
^bb2:
  llvm.switch %i : i32, ^bb3 [
  ]
^bb3:
  llvm.unreachable
}

// Globals with initializers and alignment, addressof, alloca/load/store with alignment.
// CHECK: llvm.mlir.global internal constant @table(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x f32>
llvm.mlir.global internal constant @table(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x f32>
// CHECK-LABEL: llvm.func @memory
// CHECK-NEXT: llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: llvm.alloca %{{.*}} x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
llvm.func @memory(%n: i64) {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %2, %1 {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// Atomic read-modify-write: the operation, the ordering, volatile and alignment.
// CHECK-LABEL: llvm.func @atomics
// CHECK-NEXT: llvm.atomicrmw fadd %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, f32
// CHECK-NEXT: llvm.atomicrmw volatile _or %{{.*}}, %{{.*}} seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
llvm.func @atomics(%p: !llvm.ptr, %v: f32, %i: i32) {
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
  %1 = llvm.atomicrmw volatile _or %p, %i seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.return
}

// CHECK-LABEL: llvm.func @cmpxchg_and_interleave
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i32
// CHECK: llvm.cmpxchg weak volatile %{{.*}}, %{{.*}}, %{{.*}} syncscope("agent") seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK: llvm.intr.vector.interleave2(%{{.*}}, %{{.*}}) : (vector<2xf16>, vector<2xf16>) -> vector<4xf16>
llvm.func @cmpxchg_and_interleave(%p: !llvm.ptr, %a: i32, %b: i32, %v: vector<2xf16>) {
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %p, %a, %b syncscope("agent") seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
  %3 = llvm.intr.vector.interleave2(%v, %v) : (vector<2xf16>, vector<2xf16>) -> vector<4xf16>
  llvm.return
}

// Comparison predicates (fcmp's "false"/"true" without xDSL's underscore), an alloca's zero alignment dropped,
// calls, insertelement.
// CHECK-LABEL: llvm.func @predicates_calls
llvm.func @predicates_calls(%a: i32, %x: f32, %p: !llvm.ptr, %v: vector<4xf32>, %n: i64) {
  // CHECK: llvm.icmp "sle" %{{.*}}, %{{.*}} : i32
  %0 = llvm.icmp "sle" %a, %a : i32
  // CHECK: llvm.fcmp "false" %{{.*}}, %{{.*}} : f32
  %1 = llvm.fcmp "false" %x, %x : f32
  // CHECK: llvm.fcmp "true" %{{.*}}, %{{.*}} : f32
  %2 = llvm.fcmp "true" %x, %x : f32
  // CHECK: llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr
  %3 = llvm.alloca %n x i32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  // CHECK: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (i32) -> i32
  %4 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  // CHECK: llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
  %5 = llvm.insertelement %x, %v[%a : i32] : vector<4xf32>
  llvm.return
}

// llvm types inside llvm types print without their `!llvm.` prefix, as upstream prints them (a target
// extension type and a function type keep it: the parser reads them back only with it).
// CHECK-LABEL: llvm.func @nested_types(!llvm.struct<(ptr, array<2 x struct<(i64, ptr)>>, i64)>, !llvm.array<2 x ptr>, !llvm.ptr)
// CHECK-SAME: -> !llvm.struct<(!llvm.target<"spirv.Event">, !llvm.func<void (ptr)>)>
llvm.func @nested_types(!llvm.struct<(!llvm.ptr, !llvm.array<2 x struct<(i64, ptr)>>, i64)>, !llvm.array<2 x !llvm.ptr>, !llvm.ptr) -> !llvm.struct<(!llvm.target<"spirv.Event">, !llvm.func<void (!llvm.ptr)>)>

// (A func.func: xDSL's !llvm.func type refuses scalable vector arguments, which upstream's takes.)
// CHECK-LABEL: func.func @deinterleave_and_addrspacecast
// CHECK-NEXT: llvm.intr.vector.deinterleave2(%{{.*}}) : (vector<[8]xf16>) -> !llvm.struct<(vector<[4]xf16>, vector<[4]xf16>)>
// CHECK-NEXT: llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT: llvm.addrspacecast %{{.*}} : vector<2x!llvm.ptr> to vector<2x!llvm.ptr<1>>
func.func @deinterleave_and_addrspacecast(%v: vector<[8]xf16>, %p: !llvm.ptr, %ps: vector<2x!llvm.ptr>) {
  %0 = "llvm.intr.vector.deinterleave2"(%v) : (vector<[8]xf16>) -> !llvm.struct<(vector<[4]xf16>, vector<[4]xf16>)>
  %1 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %2 = llvm.addrspacecast %ps : vector<2x!llvm.ptr> to vector<2x!llvm.ptr<1>>
  return
}

// CHECK-LABEL: llvm.func @alloca_inalloca
// CHECK-NEXT: llvm.alloca inalloca %{{.*}} x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
llvm.func @alloca_inalloca(%n: i64) {
  %0 = llvm.alloca inalloca %n x i32 {alignment = 8} : (i64) -> !llvm.ptr
  llvm.return
}

// Loads and stores: volatile, atomic with a sync scope, invariant and invariant_group, nontemporal.
// CHECK-LABEL: llvm.func @memory_access_flags
// CHECK-NEXT: llvm.load volatile %{{.*}} atomic syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.load %{{.*}} invariant invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store volatile %{{.*}}, %{{.*}} atomic syncscope("agent") release {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} invariant_group : f32, !llvm.ptr
// CHECK-NEXT: llvm.atomicrmw volatile fsub %{{.*}}, %{{.*}} syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr, f32
llvm.func @memory_access_flags(%p: !llvm.ptr, %v: f32) {
  %0 = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr -> f32
  %1 = llvm.load %p invariant invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  llvm.store volatile %v, %p atomic syncscope("agent") release {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %v, %p invariant_group : f32, !llvm.ptr
  %2 = llvm.atomicrmw volatile fsub %p, %v syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr, f32
  llvm.return
}

// Pointer comparisons (upstream's icmp takes pointers and vectors of them).
// CHECK-LABEL: llvm.func @icmp_pointers
// CHECK-NEXT: llvm.icmp "eq" %{{.*}}, %{{.*}} : !llvm.ptr
// CHECK-NEXT: llvm.icmp "ne" %{{.*}}, %{{.*}} : vector<2x!llvm.ptr>
llvm.func @icmp_pointers(%p: !llvm.ptr, %v: vector<2x!llvm.ptr>) {
  %0 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %1 = llvm.icmp "ne" %v, %v : vector<2x!llvm.ptr>
  llvm.return
}

// The vector reductions of upstream's LLVMIntrinsicOps.td (integer and float min/max).
// CHECK-LABEL: llvm.func @vector_reductions
// CHECK-NEXT: llvm.intr.vector.reduce.fmax(%{{.*}}) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT: llvm.intr.vector.reduce.fminimum(%{{.*}}) : (vector<4xf32>) -> f32
// CHECK-NEXT: llvm.intr.vector.reduce.umin(%{{.*}}) : (vector<4xi32>) -> i32
// CHECK-NEXT: llvm.intr.vector.reduce.xor(%{{.*}}) : (vector<4xi32>) -> i32
llvm.func @vector_reductions(%v: vector<4xf32>, %w: vector<4xi32>) {
  %0 = llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %1 = llvm.intr.vector.reduce.fminimum(%v) : (vector<4xf32>) -> f32
  %2 = llvm.intr.vector.reduce.umin(%w) : (vector<4xi32>) -> i32
  %3 = llvm.intr.vector.reduce.xor(%w) : (vector<4xi32>) -> i32
  llvm.return
}

// A call's calling convention and tail call kind keywords, the defaults (`ccc`, `none`) included; those are
// not printed.
// CHECK-LABEL: llvm.func @call_keywords
// CHECK-NEXT: llvm.call @call_target() : () -> i32
// CHECK-NEXT: llvm.call notail @call_target() : () -> i32
// CHECK-NEXT: llvm.call fastcc musttail @call_target() : () -> i32
llvm.func @call_target() -> i32
llvm.func @call_keywords() -> i32 {
  %0 = llvm.call none @call_target() : () -> i32
  %1 = llvm.call ccc notail @call_target() : () -> i32
  %2 = llvm.call fastcc musttail @call_target() : () -> i32
  llvm.return %2 : i32
}

// Invariance markers, variadic argument lists and exception type ids (upstream's intrinsic ops).
// CHECK-LABEL: llvm.func @intrinsics_misc
// CHECK-NEXT: %[[S:.*]] = llvm.intr.invariant.start 8, %{{.*}} : !llvm.ptr
// CHECK-NEXT: llvm.intr.invariant.end %[[S]], 8, %{{.*}} : !llvm.ptr
// CHECK-NEXT: llvm.intr.vastart %[[P:.*]] : !llvm.ptr
// CHECK-NEXT: llvm.intr.vacopy %[[P]] to %[[Q:.*]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.intr.vaend %[[Q]] : !llvm.ptr
// CHECK-NEXT: llvm.intr.eh.typeid.for %{{.*}} : (!llvm.ptr) -> i32
llvm.func @intrinsics_misc(%p: !llvm.ptr, %q: !llvm.ptr, %ti: !llvm.ptr) -> i32 {
  %s = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %s, 8, %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %q : !llvm.ptr
  %id = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32
  llvm.return %id : i32
}

// Atomic accesses of any power-of-two size of at least 8 bits (upstream's isTypeCompatibleWithAtomicOp).
// CHECK-LABEL: llvm.func @atomic_wide
// CHECK-NEXT: llvm.load %{{.*}} atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} atomic monotonic {alignment = 32 : i64} : i256, !llvm.ptr
// CHECK-NEXT: llvm.load %{{.*}} atomic acquire {alignment = 16 : i64} : !llvm.ptr -> f128
llvm.func @atomic_wide(%p: !llvm.ptr, %v: i256) {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.store %v, %p atomic monotonic {alignment = 32 : i64} : i256, !llvm.ptr
  %1 = llvm.load %p atomic acquire {alignment = 16 : i64} : !llvm.ptr -> f128
  llvm.return
}
