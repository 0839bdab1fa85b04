llvm.mlir.global internal constant @g(42 : i32) {addr_space = 3 : i32, alignment = 16 : i64, dso_local, section = "sec"} : i32
llvm.func @callee(%arg0: i32) -> i32
llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32, %x: f32) -> i32 attributes {passthrough = ["nounwind"]} {
  %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %1 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 8 : i64, nontemporal, invariant} : !llvm.ptr -> i32
  llvm.store volatile %0, %p atomic syncscope("agent") release {alignment = 8 : i64, nontemporal} : i32, !llvm.ptr
  %3 = llvm.getelementptr inbounds|nuw %p[%a, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i32>)>
  %4 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %5 = llvm.icmp "ult" %a, %b : i32
  %6 = llvm.trunc %a overflow<nsw> : i32 to i8
  %7 = llvm.mlir.addressof @g : !llvm.ptr<3>
  %8 = llvm.mlir.constant(7 : i32) : i32
  %9 = llvm.select %5, %a, %b : i1, i32
  %10 = llvm.zext nneg %6 : i8 to i32
  %11 = llvm.or disjoint %a, %b : i32
  %12 = llvm.alloca %a x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %13 = llvm.fcmp "olt" %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %14 = llvm.sdiv exact %a, %b : i32
  %15 = llvm.sub %a, %b overflow<nsw> : i32
  %16 = llvm.mul %a, %b overflow<nuw> : i32
  %17 = llvm.shl %a, %b : i32
  llvm.return %4 : i32
}
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.func internal fastcc @attrs(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.signext}) attributes {always_inline, section = "text", alignment = 8 : i64, frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "x86-64", no_unwind, will_return, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  llvm.return %arg0 : i32
}
llvm.func @f2(%p: !llvm.ptr, %a: i32, %b: i32, %x: f32, %c: i1, %s: !llvm.struct<(i32, f32)>, %v: vector<4xf32>) -> i32 {
  %0 = llvm.atomicrmw volatile add %p, %a syncscope("agent") acq_rel {alignment = 4 : i64} : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %p, %a, %b syncscope("agent") acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %2 = llvm.extractvalue %s[1] : !llvm.struct<(i32, f32)>
  %3 = llvm.insertvalue %x, %s[1] : !llvm.struct<(i32, f32)>
  %4 = llvm.shufflevector %v, %v [0, 5, 2, 7] : vector<4xf32>
  llvm.fence syncscope("agent") release
  %5 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "nop", "=r,r" %a : (i32) -> i32
  %6 = llvm.intr.fma(%x, %x, %x) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %7 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %8 = llvm.sitofp %a : i32 to f32
  %9 = llvm.uitofp nneg %a : i32 to f32
  %10 = llvm.fptrunc %x : f32 to f16
  %11 = llvm.bitcast %a : i32 to f32
  %12 = llvm.extractelement %v[%a : i32] : vector<4xf32>
  %13 = llvm.freeze %a : i32
  %14 = llvm.lshr exact %a, %b : i32
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2
^bb1(%r: i32):
  llvm.switch %r : i32, ^bb2 [
    1: ^bb2,
    7: ^bb1(%r : i32)
  ]
^bb2:
  llvm.unreachable
}
llvm.comdat @cd {
  llvm.comdat_selector @any any
}
llvm.func @m(%p: !llvm.ptr, %a: i32, %b: i8) {
  "llvm.intr.memset"(%p, %b, %a) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.memmove"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}
llvm.func @i(%x: f32, %a: i32, %p: !llvm.ptr, %v: vector<4xf32>, %m: vector<4xi1>) -> f32 {
  %0 = llvm.intr.fabs(%x) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
  %1 = llvm.intr.sqrt(%x) : (f32) -> f32
  %2 = llvm.intr.exp(%x) : (f32) -> f32
  %3 = llvm.intr.maxnum(%x, %x) : (f32, f32) -> f32
  %4 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %5 = "llvm.intr.vector.reduce.fadd"(%x, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %6 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %6, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %7 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %8 = llvm.intr.fmuladd(%x, %x, %x) : (f32, f32, f32) -> f32
  %9 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
  %10 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %11 = llvm.intr.umin(%a, %a) : (i32, i32) -> i32
  %12 = llvm.intr.floor(%x) : (f32) -> f32
  llvm.return %0 : f32
}
llvm.func @ml(%p: !llvm.ptr, %v: vector<4xf32>, %m: vector<4xi1>) {
 %6 = "llvm.intr.masked.load"(%p, %m, %v) <{alignment = 4 : i32, nontemporal}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
 llvm.return
}
