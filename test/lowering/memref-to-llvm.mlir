// RUN: ai-opt %s --split-input-file --verify-diagnostics --finalize-memref-to-llvm | FileCheck %s

// load/store: aligned pointer + offset + sum(index * stride); static strides are constants.
// CHECK-LABEL: func.func @load_store
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[J:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[S:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[I]], %[[S]] : i64
// CHECK-NEXT: %[[L:.*]] = llvm.add %[[M]], %[[J]] : i64
// CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr inbounds|nuw %[[P]][%[[L]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[A]] : !llvm.ptr -> f32
// CHECK: llvm.store %[[V]], %{{.*}} : f32, !llvm.ptr
func.func @load_store(%m: memref<4x?xf32>, %i: index, %j: index) {
  %v = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%j, %i] : memref<4x?xf32>
  return
}

// -----

// alloc: malloc of size * element size (a GEP from null), rounded up to the alignment; dealloc: free.
// With dynamic sizes, a byte count beyond 2^63 - 1 (computed exactly in i128; a negative size counts as
// huge) asks malloc for all ones instead of a wrapped-around count: malloc fails, never under-allocates.
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc
// CHECK: %[[N:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[END:.*]] = llvm.getelementptr %[[NULL]][%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.ptrtoint %[[END]] : !llvm.ptr to i64
// CHECK-NEXT: %[[ALIGN:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %[[TOTAL:.*]] = llvm.add %[[BYTES]], %[[ALIGN]] : i64
// CHECK: llvm.zext %{{.*}} : i64 to i128
// CHECK: %[[WIDE:.*]] = llvm.zext %{{.*}} : i64 to i128
// CHECK-NEXT: %[[EXACT:.*]] = llvm.mul %{{.*}}, %[[WIDE]] : i128
// CHECK-NEXT: %[[LIMIT:.*]] = llvm.mlir.constant(9223372036854775743 : i128) : i128
// CHECK-NEXT: llvm.icmp "ugt" %[[EXACT]], %[[LIMIT]] : i128
// CHECK: %[[TOO_LARGE:.*]] = llvm.icmp "ugt" %{{.*}}, %{{.*}} : i128
// CHECK-NEXT: %[[ALL_ONES:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.select %[[TOO_LARGE]], %[[ALL_ONES]], %[[TOTAL]] : i1, i64
// CHECK-NEXT: %[[PTR:.*]] = llvm.call @malloc(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK: llvm.urem
// CHECK: %[[ALIGNED:.*]] = llvm.getelementptr %[[PTR]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.insertvalue %[[PTR]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[ALIGNED]], %{{.*}}[1]
// CHECK: %[[FREED:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: llvm.call @free(%[[FREED]]) : (!llvm.ptr) -> ()
func.func @alloc(%n: index) {
  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?x8xf32>
  memref.dealloc %a : memref<?x8xf32>
  return
}

// -----

// alloca: llvm.alloca of the element count; dim of a static size is a constant.
// CHECK-LABEL: func.func @alloca_dim
// CHECK: %[[C:.*]] = llvm.mlir.constant(24 : i64) : i64
// CHECK-NEXT: llvm.alloca %[[C]] x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: %[[DIM:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[DIM]] : i64 to index
func.func @alloca_dim() -> index {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() {alignment = 16 : i64} : memref<3x8xf32>
  %d = memref.dim %a, %c1 : memref<3x8xf32>
  return %d : index
}

// -----

// subview: offset += offsets * strides, strides *= steps; the result descriptor reuses the pointers.
// CHECK-LABEL: func.func @subview
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<8x8xf32> to
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[OFF:.*]] = llvm.add %{{.*}}, %[[I]] : i64
// CHECK: llvm.insertvalue %[[OFF]], %{{.*}}[2]
func.func @subview(%m: memref<8x8xf32>, %i: index) -> memref<2x2xf32, strided<[8, 2], offset: ?>> {
  %s = memref.subview %m[1, %i] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 2], offset: ?>>
  return %s : memref<2x2xf32, strided<[8, 2], offset: ?>>
}

// -----

// globals: nested arrays; get_global takes the address of the first element, and the 0xdeadbeef marker as allocated pointer.
// CHECK: llvm.mlir.global private constant @g(dense<{{.*}}> : tensor<2x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<3 x f32>>
// CHECK-LABEL: func.func @get_global
// CHECK: %[[G:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[G]][0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %[[B:.*]] = llvm.mlir.constant(3735928559 : i64) : i64
// CHECK-NEXT: llvm.inttoptr %[[B]] : i64 to !llvm.ptr
memref.global "private" constant @g : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64 : i64}
func.func @get_global() -> memref<2x3xf32> {
  %0 = memref.get_global @g : memref<2x3xf32>
  return %0 : memref<2x3xf32>
}

// -----

// A rank-0 complex global is initialized with its element as upstream reads it, the [re, im] array
// attribute of a complex llvm.mlir.constant; a complex global of higher rank keeps its elements attribute.
// CHECK: llvm.mlir.global private constant @c([1.500000e+00 : f32, 2.500000e+00 : f32]) {addr_space = 0 : i32} : !llvm.struct<(f32, f32)>
// CHECK: llvm.mlir.global private constant @d(dense<[(1.000000e+00,-1.000000e+00), (0.000000e+00,2.000000e+00)]> : tensor<2xcomplex<f64>>) {addr_space = 0 : i32} : !llvm.array<2 x struct<(f64, f64)>>
memref.global "private" constant @c : memref<complex<f32>> = dense<(1.5, 2.5)>
memref.global "private" constant @d : memref<2xcomplex<f64>> = dense<[(1.0, -1.0), (0.0, 2.0)]>

// -----

// copy between identity layouts: memcpy of size * element size bytes; otherwise the runtime's memrefCopy.
// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @copy
// CHECK: "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK: llvm.call @memrefCopy(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, !llvm.ptr) -> ()
func.func @copy(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %s: memref<4x4xf32, strided<[8, 1]>>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %s, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}

// -----

// collapse_shape / expand_shape / reinterpret_cast: new sizes and strides over the same buffer.
// CHECK-LABEL: func.func @reshape
// CHECK: llvm.mlir.constant(12 : i64) : i64
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[3, 0]
// CHECK-NOT: memref.
func.func @reshape(%a: memref<3x4xf32>) -> (memref<12xf32>, memref<2x6xf32>, memref<4x3xf32>) {
  %c = memref.collapse_shape %a [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4, 3], strides: [3, 1] : memref<3x4xf32> to memref<4x3xf32>
  return %c, %e, %r : memref<12xf32>, memref<2x6xf32>, memref<4x3xf32>
}

// -----

// A static size needs no check at run time.
// CHECK-LABEL: func.func @alloc_static
// CHECK-NOT: i128
// CHECK: llvm.call @malloc
func.func @alloc_static() {
  %a = memref.alloc() : memref<4x8xf32>
  memref.dealloc %a : memref<4x8xf32>
  return
}

// -----

func.func @too_large() {
  // expected-error@+1 {{'memref.alloc' op a buffer of type memref<4611686018427387904x2xf32> needs 36893488147419103232 bytes, more than any buffer can have (2^63 - 1)}}
  %a = memref.alloc() : memref<4611686018427387904x2xf32>
  return
}

// -----

func.func @unsupported() -> memref<4xf32, strided<[2]>> {
  // expected-error@+1 {{failed to legalize operation 'memref.alloc'}}
  %0 = memref.alloc() : memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}

// -----

// dim at an index that is a block argument: a select chain over the sizes.
// CHECK-LABEL: func.func @dim_of_argument
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: llvm.icmp "eq" %[[I]], %{{.*}} : i64
// CHECK: llvm.select
func.func @dim_of_argument(%a: memref<?x4xf32>, %i: index) -> index {
  %d = memref.dim %a, %i : memref<?x4xf32>
  return %d : index
}

// -----

// dim at a constant index past the rank: valid IR (undefined at run time), lowered as a dynamic index is
// (the pattern gave up after casting the operand, and the driver matched it again for ever).
// CHECK-LABEL: func.func @dim_out_of_range
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: llvm.icmp "eq" %[[I]], %{{.*}} : i64
// CHECK: llvm.select
// CHECK-NOT: memref.dim
func.func @dim_out_of_range(%a: memref<?x4xf32>) -> index {
  %c2 = arith.constant 2 : index
  %d = memref.dim %a, %c2 : memref<?x4xf32>
  return %d : index
}

// -----

// reshape: the source's pointers, sizes static or loaded (and widened) from the shape buffer, row-major strides.
// CHECK-LABEL: func.func @reshape
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<2xi32> to
// CHECK: %[[P:.*]] = llvm.extractvalue %[[S]][1]
// CHECK: %[[G:.*]] = llvm.getelementptr %[[P]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: %[[L:.*]] = llvm.load %[[G]] : !llvm.ptr -> i32
// CHECK: %[[E:.*]] = llvm.sext %[[L]] : i32 to i64
// CHECK: llvm.insertvalue %[[E]], %{{.*}}[3, 0]
func.func @reshape(%a: memref<2x3xf32>, %d: memref<2xi32>) -> memref<?x?xf32> {
  %q = memref.reshape %a(%d) : (memref<2x3xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %q : memref<?x?xf32>
}

// -----

// view: the aligned pointer moves by the byte shift; offset 0.
// CHECK-LABEL: func.func @view
// CHECK: %[[SHIFT:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[ALIGNED:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK: %[[P:.*]] = llvm.getelementptr %[[ALIGNED]][%[[SHIFT]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
func.func @view(%bytes: memref<64xi8>, %shift: index) -> memref<4x2xf32> {
  %v = memref.view %bytes[%shift][] : memref<64xi8> to memref<4x2xf32>
  return %v : memref<4x2xf32>
}

// -----

// atomic_rmw: llvm.atomicrmw acq_rel on the element's address; kinds with no LLVM operation (mulf, muli) are
// a cmpxchg loop around their arith op.
// CHECK-LABEL: func.func @atomic_rmw
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.atomicrmw fadd %[[P]], %{{.*}} acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw umax %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i32
func.func @atomic_rmw(%m: memref<10xf32>, %n: memref<4xi32>, %v: f32, %w: i32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maxu %w, %n[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

// CHECK-LABEL: func.func @atomic_rmw_mul
// CHECK-SAME: (%{{.*}}: memref<10xf32>, %{{.*}}: memref<4xi64>, %[[V:.*]]: f32, %[[W:.*]]: i64,
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[INIT:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
// CHECK: llvm.br ^[[LOOP:.*]](%[[INIT]] : f32)
// CHECK: ^[[LOOP]](%[[OLD:.*]]: f32):
// CHECK: %[[NEW:.*]] = arith.mulf %[[OLD]], %[[V]] : f32
// CHECK: %[[OLD_BITS:.*]] = llvm.bitcast %[[OLD]] : f32 to i32
// CHECK: %[[NEW_BITS:.*]] = llvm.bitcast %[[NEW]] : f32 to i32
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %[[P]], %[[OLD_BITS]], %[[NEW_BITS]] acq_rel monotonic : !llvm.ptr, i32
// CHECK: %[[SEEN:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK: %[[X:.*]] = llvm.bitcast %[[SEEN]] : i32 to f32
// CHECK: llvm.cond_br %[[OK]], ^{{.*}}, ^[[LOOP]](%[[X]] : f32)
// CHECK: ^[[LOOP2:.*]](%[[OLD2:.*]]: i64):
// CHECK: %[[NEW2:.*]] = arith.muli %[[OLD2]], %[[W]] : i64
// CHECK: %[[PAIR2:.*]] = llvm.cmpxchg %{{.*}}, %[[OLD2]], %[[NEW2]] acq_rel monotonic : !llvm.ptr, i64
// CHECK: %[[Y:.*]] = llvm.extractvalue %[[PAIR2]][0] : !llvm.struct<(i64, i1)>
// CHECK: llvm.cond_br %{{.*}}, ^{{.*}}, ^[[LOOP2]](%[[Y]] : i64)
// CHECK: return %[[X]], %[[Y]] : f32, i64
// CHECK-NOT: memref.atomic_rmw
func.func @atomic_rmw_mul(%m: memref<10xf32>, %n: memref<4xi64>, %v: f32, %w: i64, %i: index) -> (f32, i64) {
  %x = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw muli %w, %n[%i] : (i64, memref<4xi64>) -> i64
  return %x, %y : f32, i64
}

// -----

// Buffers in a memory space without an LLVM address space (a string) stay illegal, each reported at its op.
func.func @unknown_memory_space(%m: memref<4xf32, "shared">, %i: index) {
  // expected-error@+1 {{failed to legalize operation 'memref.alloc'}}
  %a = memref.alloc() : memref<4xf32, "shared">
  // expected-error@+1 {{failed to legalize operation 'memref.load'}}
  %v = memref.load %m[%i] : memref<4xf32, "shared">
  // expected-error@+1 {{failed to legalize operation 'memref.store'}}
  memref.store %v, %a[%i] : memref<4xf32, "shared">
  // expected-error@+1 {{failed to legalize operation 'memref.dealloc'}}
  memref.dealloc %a : memref<4xf32, "shared">
  return
}

// -----

// transpose: sizes and strides permuted; pointers and offset as they were.
// CHECK-LABEL: func.func @transpose
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?x?xf32> to
// CHECK-DAG: %[[S1:.*]] = llvm.extractvalue %[[D]][3, 1]
// CHECK-DAG: %[[S0:.*]] = llvm.extractvalue %[[D]][3, 0]
// CHECK-DAG: %[[T0:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: llvm.insertvalue %[[S1]], %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %[[T0]], %{{.*}}[4, 1]
func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %t : memref<?x?xf32, strided<[1, ?]>>
}

// -----

// cast to an unranked memref: the descriptor in a stack slot, {rank, slot}; back: a load from the slot.
// CHECK-LABEL: func.func @unranked
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<2x3xf32> to
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.store %[[D]], %[[SLOT]]
// CHECK: %[[RANK:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[U0:.*]] = llvm.insertvalue %[[RANK]], %{{.*}}[0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[U:.*]] = llvm.insertvalue %[[SLOT]], %[[U0]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.load %[[P]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func @unranked(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  return %r : memref<2x3xf32>
}

// -----

// dim of an unranked memref, as upstream: the size is loaded from the ranked descriptor the unranked one
// points to, index + 1 past its offset (it crashed on the unranked operand).
// CHECK-LABEL: func.func @dim_of_unranked
// CHECK-SAME: (%{{.*}}: memref<*xf32>, %[[I:.*]]: index)
// CHECK: %[[U:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[OFFSET:.*]] = llvm.getelementptr %[[P]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[IDX:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK: %[[PAST:.*]] = llvm.add %[[ONE]], %[[IDX]] : i64
// CHECK: %[[SIZE:.*]] = llvm.getelementptr %[[OFFSET]][%[[PAST]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: llvm.load %[[SIZE]] : !llvm.ptr -> i64
func.func @dim_of_unranked(%u: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %u, %i : memref<*xf32>
  return %d : index
}

// -----

// Affine map layouts that are strided (upstream's getStridesAndOffset): the identity map is row-major, a
// linear map gives its strides and offset, symbols make them dynamic (an identity map crashed).
// CHECK-LABEL: func.func @identity_map_layout
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: llvm.getelementptr inbounds|nuw %[[P]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
func.func @identity_map_layout(%m: memref<?xf32, affine_map<(d0) -> (d0)>>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<?xf32, affine_map<(d0) -> (d0)>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @linear_map_layout
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[J:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[FOUR:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: %[[ROW:.*]] = llvm.mul %[[I]], %[[FOUR]] : i64
// CHECK: %[[FIVE:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK: %[[A:.*]] = llvm.add %[[FIVE]], %[[ROW]] : i64
// CHECK: %[[L:.*]] = llvm.add %[[A]], %[[J]] : i64
// CHECK: llvm.getelementptr inbounds|nuw %{{.*}}[%[[L]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
func.func @linear_map_layout(%m: memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 5)>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 5)>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @symbolic_map_layout
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<2x3xf32, {{.*}}> to
// CHECK: %[[OFFSET:.*]] = llvm.extractvalue %[[D]][2]
// CHECK: %[[STRIDE:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: llvm.mul %{{.*}}, %[[STRIDE]] : i64
func.func @symbolic_map_layout(%m: memref<2x3xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<2x3xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>
  return %v : f32
}

// -----

// A layout that is not strided has no descriptor: the op is not lowered.
func.func @not_strided_layout(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>, %i: index) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'memref.load'}}
  %v = memref.load %m[%i] : memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return %v : f32
}

// -----

// rank: of an unranked memref, the rank its descriptor holds; of a ranked one, a constant.
// CHECK-LABEL: func.func @rank
// CHECK-SAME: (%[[U:.*]]: memref<*xf32>, %[[M:.*]]: memref<2x3xf32>)
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %[[U]] : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[R:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i64, ptr)>
// CHECK: builtin.unrealized_conversion_cast %[[R]] : i64 to index
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: builtin.unrealized_conversion_cast %[[TWO]] : i64 to index
func.func @rank(%u: memref<*xf32>, %m: memref<2x3xf32>) -> (index, index) {
  %r = memref.rank %u : memref<*xf32>
  %s = memref.rank %m : memref<2x3xf32>
  return %r, %s : index, index
}
