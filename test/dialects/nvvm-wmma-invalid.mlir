// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @load_space(%p: !llvm.ptr<5>, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_combination(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

llvm.func @load_type(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_f64(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type to be f64}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

llvm.func @store_space(%p: !llvm.ptr<5>, %s: i32, %h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3}}
  nvvm.wmma.store %p, %s, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<5>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @store_count(%p: !llvm.ptr<3>, %s: i32, %x: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 8 data operands}}
  nvvm.wmma.store %p, %s, %x, %x {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, f32, f32
  llvm.return
}

// -----

llvm.func @store_type(%p: !llvm.ptr<3>, %s: i32, %h: vector<2xf16>, %x: f32) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'}}
  nvvm.wmma.store %p, %s, %h, %h, %h, %x {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32
  llvm.return
}

// -----

llvm.func @mma_combination(%x: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %x {eltypeA = #nvvm.mma_type<f32>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (f32) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

llvm.func @mma_count(%f: f64) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 4 arguments}}
  %0 = nvvm.wmma.mma %f, %f, %f {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @mma_argument(%f: f64, %x: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected argument 3 to be of type 'f64'}}
  %0 = nvvm.wmma.mma %f, %f, %f, %x {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f32) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @mma_result(%f: f64) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected destination type is a structure of 2 elements of type 'f64'}}
  %0 = nvvm.wmma.mma %f, %f, %f, %f {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f64) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

func.func @cp_async_size(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>) {
  // expected-error@+1 {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %dst, %src, 32, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

func.func @cp_async_cg(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>) {
  // expected-error@+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %dst, %src, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

func.func @cp_async_modifier(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>) {
  // expected-error@+1 {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  return
}

// -----

func.func @cp_async_spaces(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>) {
  // expected-error@+1 {{'nvvm.cp.async.shared.global' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  nvvm.cp.async.shared.global %src, %dst, 16, cache = cg : !llvm.ptr<1>, !llvm.ptr<3>
  return
}
