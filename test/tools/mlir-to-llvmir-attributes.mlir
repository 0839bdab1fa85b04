// Parameter, result, function, call-site and global attributes become LLVM IR attributes as mlir-translate 22
// writes them, in LLVM's order (enum, integer, type attributes, then strings). Upstream writes a function's
// attributes as a group (`#0`), ai-translate inline after the parameter list.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-opt %s | ai-translate --mlir-to-llvmir | FileCheck %s
// The output is LLVM IR that LLVM's own parser and verifier accept:
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK: @a = global i32 1, section ".mydata", align 16
llvm.mlir.global external @a(1 : i32) {alignment = 16 : i64, section = ".mydata"} : i32
// CHECK: @b = internal thread_local global i32 2
llvm.mlir.global internal thread_local @b(2 : i32) : i32
// CHECK: @c = private unnamed_addr constant i32 3
llvm.mlir.global private unnamed_addr constant @c(3 : i32) : i32
// CHECK: @d = local_unnamed_addr addrspace(3) global i32 4
llvm.mlir.global external local_unnamed_addr @d(4 : i32) {addr_space = 3 : i32} : i32
// CHECK: @e = hidden global i32 5
llvm.mlir.global external hidden @e(5 : i32) {dso_local} : i32
// CHECK: @f = external externally_initialized global i32
llvm.mlir.global external @f() {externally_initialized} : i32
// CHECK: @g = dso_local thread_local unnamed_addr addrspace(1) global i32 6, align 8
llvm.mlir.global external thread_local unnamed_addr @g(6 : i32) {addr_space = 1 : i32, alignment = 8 : i64, dso_local} : i32
// CHECK: @h = external protected global i32
llvm.mlir.global external protected @h() : i32

// CHECK: declare noalias noundef nonnull align 16 dereferenceable(4) ptr @decl(ptr noalias nonnull readonly align 8 captures(none), i8 signext, i16 noundef zeroext, i32 inreg, ptr writeonly dereferenceable(16), ptr readnone dereferenceable_or_null(8), ptr nest)
llvm.func @decl(!llvm.ptr {llvm.noalias, llvm.nocapture, llvm.nonnull, llvm.readonly, llvm.align = 8 : i64}, i8 {llvm.signext}, i16 {llvm.zeroext, llvm.noundef}, i32 {llvm.inreg}, !llvm.ptr {llvm.writeonly, llvm.dereferenceable = 16 : i64}, !llvm.ptr {llvm.readnone, llvm.dereferenceable_or_null = 8 : i64}, !llvm.ptr {llvm.nest}) -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.noundef, llvm.align = 16 : i64, llvm.dereferenceable = 4 : i64})

// CHECK: declare void @types(ptr byval({ i32, double }), ptr sret(i64), ptr byref(i32), ptr preallocated(i32), ptr inalloca(i8))
llvm.func @types(!llvm.ptr {llvm.byval = !llvm.struct<(i32, f64)>}, !llvm.ptr {llvm.sret = i64}, !llvm.ptr {llvm.byref = i32}, !llvm.ptr {llvm.preallocated = i32}, !llvm.ptr {llvm.inalloca = i8})

// CHECK: declare fastcc inreg zeroext i32 @returned(i32 returned, i64 alignstack(16))
llvm.func fastcc @returned(i32 {llvm.returned}, i64 {llvm.alignstack = 16 : i64}) -> (i32 {llvm.zeroext, llvm.inreg})

// CHECK: declare hidden void @keywords() unnamed_addr
llvm.func hidden unnamed_addr @keywords()

// CHECK: declare dso_local void @local()
llvm.func @local() attributes {dso_local}

// A declaration has fewer function attributes than a definition (no target-cpu, fp-math strings, section,
// personality), as upstream's.
// CHECK: declare void @decl_attrs() convergent inlinehint noinline nosync nounwind optnone willreturn alignstack(8) "foo" "frame-pointer"="non-leaf" "k"="v" "target-features"="+avx" align 16
llvm.func @decl_attrs() attributes {alignment = 16 : i64, fp_contract = "fast", no_nans_fp_math = true, optimize_none, no_inline, inline_hint, will_return, no_unwind, convergent, passthrough = ["nosync", ["alignstack", "8"], "foo", ["k", "v"]], target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<"non-leaf">, target_features = #llvm.target_features<["+avx"]>, section = "s"}

// CHECK-LABEL: define signext i8 @def(ptr noalias align 16 %arg0, i8 zeroext %arg1) {
llvm.func @def(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %b: i8 {llvm.zeroext}) -> (i8 {llvm.signext}) {
  llvm.return %b : i8
}

// A passthrough name LLVM knows is its attribute (once, with `no_unwind`'s), any other a string attribute.
// CHECK-LABEL: define void @passthrough() convergent noinline nounwind willreturn alignstack(4) uwtable "bar"="baz" "foo" {
llvm.func @passthrough() attributes {passthrough = ["noinline", ["alignstack", "4"], "foo", ["bar", "baz"], "nounwind", ["uwtable", "2"]], no_unwind, will_return, convergent} {
  llvm.return
}

// CHECK-LABEL: define void @target() unnamed_addr alwaysinline "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+avx,-sse" "tune-cpu"="generic" section "foo" align 16 {
llvm.func unnamed_addr @target() attributes {alignment = 16 : i64, always_inline, frame_pointer = #llvm.framePointerKind<all>, section = "foo", target_cpu = "x86-64", target_features = #llvm.target_features<["+avx", "-sse"]>, tune_cpu = "generic"} {
  llvm.return
}

// CHECK-LABEL: define void @fp_math() inlinehint noinline optnone "fp-contract"="fast" "instrument-function-entry"="foo" "instrument-function-exit"="bar" "no-infs-fp-math"="false" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" {
llvm.func @fp_math() attributes {fp_contract = "fast", no_infs_fp_math = false, no_nans_fp_math = true, no_signed_zeros_fp_math = true, instrument_function_entry = "foo", instrument_function_exit = "bar", optimize_none, no_inline, inline_hint} {
  llvm.return
}

// CHECK-LABEL: define hidden void @personality() personality ptr @passthrough {
llvm.func hidden @personality() attributes {dso_local, personality = @passthrough} {
  llvm.return
}

// Call sites: result and argument attributes around the types, function attributes after the arguments.
// CHECK-LABEL: define i8 @caller(ptr %arg0, i8 %arg1) {
// CHECK: %[[R:.*]] = call signext i8 @def(ptr noalias %arg0, i8 zeroext %arg1)
// CHECK: call zeroext i8 @def(ptr noundef %arg0, i8 signext %[[R]])
// CHECK: call i8 @def(ptr %arg0, i8 %arg1) alwaysinline convergent nounwind willreturn
llvm.func @caller(%p: !llvm.ptr, %x: i8) -> i8 {
  %0 = llvm.call @def(%p, %x) : (!llvm.ptr {llvm.noalias}, i8 {llvm.zeroext}) -> (i8 {llvm.signext})
  %1 = llvm.call @def(%p, %0) {arg_attrs = [{llvm.noundef}, {llvm.signext}], res_attrs = [{llvm.zeroext}]} : (!llvm.ptr, i8) -> i8
  %2 = llvm.call @def(%p, %x) {will_return, convergent, no_unwind, always_inline} : (!llvm.ptr, i8) -> i8
  llvm.return %2 : i8
}

// Memory effects as LLVM prints them: the access of `other` first, then each location that differs.
// CHECK: declare void @memory() memory(argmem: read, inaccessiblemem: readwrite)
llvm.func @memory() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>}
// CHECK: declare void @memory_write() memory(write, argmem: none, errnomem: none, target_mem0: none, target_mem1: none)
llvm.func @memory_write() attributes {memory_effects = #llvm.memory_effects<other = write, argMem = none, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = none>}
// CHECK-LABEL: define void @memory_read() memory(read) {
// CHECK: call void @memory() memory(argmem: readwrite)
llvm.func @memory_read() attributes {memory_effects = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>} {
  llvm.call @memory() {memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  llvm.return
}

// The vscale range of a definition; the unwind table kind.
// CHECK-LABEL: define void @vscale() uwtable(sync) vscale_range(1,16) {
llvm.func @vscale() vscale_range(1, 16) attributes {uwtable_kind = #llvm.uwtableKind<sync>} {
  llvm.return
}
// CHECK: declare void @vscale_declaration() uwtable{{$}}
llvm.func @vscale_declaration() attributes {vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 4>, uwtable_kind = #llvm.uwtableKind<async>}

// Ranges, after the enum attributes.
// CHECK: declare zeroext range(i8 -1, 127) i8 @range(i32 noundef range(i32 0, 12))
llvm.func @range(i32 {llvm.range = #llvm.constant_range<i32, 0, 12>, llvm.noundef}) -> (i8 {llvm.range = #llvm.constant_range<i8, -1, 127>, llvm.zeroext})
