// llvm.func keeps the argument and result attributes of declarations and
// definitions, and prints its keywords in upstream's order (linkage,
// visibility, unnamed_addr, calling convention), as mlir-opt 22 prints them.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK: llvm.func @decl(!llvm.ptr {llvm.noalias, llvm.nonnull}, i32 {llvm.signext}) -> (i32 {llvm.zeroext})
llvm.func @decl(!llvm.ptr {llvm.noalias, llvm.nonnull}, i32 {llvm.signext}) -> (i32 {llvm.zeroext})

// CHECK: llvm.func @types(!llvm.ptr {llvm.byval = i32, llvm.dereferenceable = 4 : i64}, !llvm.ptr {llvm.sret = !llvm.struct<(i32, f64)>}, !llvm.ptr {llvm.byref = i64}, !llvm.ptr {llvm.inalloca = i8})
llvm.func @types(!llvm.ptr {llvm.byval = i32, llvm.dereferenceable = 4 : i64}, !llvm.ptr {llvm.sret = !llvm.struct<(i32, f64)>}, !llvm.ptr {llvm.byref = i64}, !llvm.ptr {llvm.inalloca = i8})

// CHECK: llvm.func @mixed(i32, !llvm.ptr {llvm.nocapture, llvm.readonly}, f32)
llvm.func @mixed(i32, !llvm.ptr {llvm.nocapture, llvm.readonly}, f32)

// CHECK: llvm.func @variadic(!llvm.ptr {llvm.noalias, llvm.nocapture}, ...) -> (!llvm.ptr {llvm.noalias})
llvm.func @variadic(!llvm.ptr {llvm.noalias, llvm.nocapture}, ...) -> (!llvm.ptr {llvm.noalias})

// CHECK: llvm.func @only_variadic(...)
llvm.func @only_variadic(...)

// CHECK: llvm.func fastcc @cconv(i32 {llvm.signext}) -> (i32 {llvm.noundef, llvm.zeroext})
llvm.func fastcc @cconv(i32 {llvm.signext}) -> (i32 {llvm.zeroext, llvm.noundef})

// CHECK: llvm.func hidden unnamed_addr @keywords()
llvm.func hidden unnamed_addr @keywords()

// CHECK-LABEL: llvm.func internal protected local_unnamed_addr fastcc @def(
// CHECK-SAME: %{{.*}}: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias}, %[[B:.*]]: i8 {llvm.zeroext})
// CHECK-SAME: -> (i8 {llvm.signext}) attributes {no_unwind} {
// CHECK-NEXT: llvm.return %[[B]] : i8
llvm.func internal protected local_unnamed_addr fastcc @def(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %b: i8 {llvm.zeroext}) -> (i8 {llvm.signext}) attributes {no_unwind} {
  llvm.return %b : i8
}

// CHECK-LABEL: llvm.func @def_variadic(
// CHECK-SAME: %{{.*}}: i32 {llvm.noundef}, ...) {
llvm.func @def_variadic(%a: i32 {llvm.noundef}, ...) {
  llvm.return
}

// Function attributes of their own syntax: memory effects, the vscale range clause, the unwind table kind.
// CHECK: llvm.func @memory() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @memory() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// CHECK: llvm.func @vscale() vscale_range(1, 16) attributes {uwtable_kind = #llvm.uwtableKind<sync>} {
llvm.func @vscale() vscale_range(1, 16) attributes {uwtable_kind = #llvm.uwtableKind<sync>} {
  llvm.return
}

// CHECK: llvm.func @vscale_attribute() vscale_range(2, 4) attributes {uwtable_kind = #llvm.uwtableKind<async>}
llvm.func @vscale_attribute() attributes {vscale_range = #llvm.vscale_range<minRange = 2, maxRange = 4>, uwtable_kind = #llvm.uwtableKind<async>}

// Globals: the visibility keyword after the linkage.
// CHECK: llvm.mlir.global external hidden thread_local unnamed_addr @hidden(5 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.global external hidden thread_local unnamed_addr @hidden(5 : i32) {dso_local} : i32
// CHECK: llvm.mlir.global external protected @protected() {addr_space = 0 : i32, externally_initialized} : i32
llvm.mlir.global external protected @protected() {externally_initialized} : i32

// The argument and result attributes may come in the attribute dictionary, as upstream reads them.
// CHECK: llvm.func @in_dictionary(!llvm.ptr {llvm.noalias}) -> (i32 {llvm.noundef}){{$}}
llvm.func @in_dictionary(!llvm.ptr) -> i32 attributes {arg_attrs = [{llvm.noalias}], res_attrs = [{llvm.noundef}]}

// Ranges of integer parameters and results: each bound wraps to the width and prints signed, as upstream's.
// CHECK: llvm.func @range(i32 {llvm.range = #llvm.constant_range<i32, 0, 12>}) -> (i8 {llvm.range = #llvm.constant_range<i8, -56, 10>})
llvm.func @range(i32 {llvm.range = #llvm.constant_range<i32, 0, 12>}) -> (i8 {llvm.range = #llvm.constant_range<i8, 200, 10>})
