// RUN: ai-opt %s -generate-runtime-verification -cse -split-input-file | FileCheck %s
// RUN: ai-opt %s -generate-runtime-verification="verbose-level=0" -split-input-file | FileCheck %s --check-prefix=VERBOSE0
// RUN: not ai-opt %s -generate-runtime-verification="verbose-level=2" -split-input-file 2>&1 | FileCheck %s --check-prefix=LEVEL

// The cases of upstream's test/Dialect/MemRef/runtime-verification.mlir, then one per op with checks.

// LEVEL: error: generate-runtime-verification pass: set verboseLevel to 0 or 1

// CHECK-LABEL: func @expand_shape(
//  CHECK-SAME:     %[[m:.*]]: memref<?xf32>
//  CHECK-SAME:     %[[sz0:.*]]: index
//   CHECK-DAG:   %[[c0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[c5:.*]] = arith.constant 5 : index
//   CHECK-DAG:   %[[dim:.*]] = memref.dim %[[m]], %[[c0]]
//   CHECK-DAG:   %[[product:.*]] = arith.muli %[[sz0]], %[[c5]]
//       CHECK:   %[[cmpi:.*]] = arith.cmpi eq, %[[product]], %[[dim]]
//       CHECK:   cf.assert %[[cmpi]], "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 5] : memref<?xf32> into memref<?x5xf32>\0A^ product of output dims in reassoc group does not equal input dim\0ALocation: loc({{.*}}generate-runtime-verification.mlir{{.*}}:[[# @LINE + 6]]:8)"
// VERBOSE0-LABEL: func @expand_shape(
//       VERBOSE0:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A^ product of output dims in reassoc group does not equal input dim\0ALocation: loc(
//  VERBOSE0-NEXT:   memref.expand_shape
//  VERBOSE0-NEXT:   return
func.func @expand_shape(%m: memref<?xf32>, %sz0: index) -> memref<?x5xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%sz0, 5] : memref<?xf32> into memref<?x5xf32>
  return %0 : memref<?x5xf32>
}

// -----

// Ensure the SCF dialect is loaded.

// CHECK-LABEL: func @subview(
// CHECK:       scf.if
func.func @subview(%memref: memref<1xf32>, %offset: index) {
  memref.subview %memref[%offset] [1] [1] :
      memref<1xf32> to
      memref<1xf32, strided<[1], offset: ?>>
  return
}

// -----

// Each index in its dimension: a static size is a constant, a dynamic one a memref.dim.

// CHECK-LABEL: func @load(
//  CHECK-SAME:     %[[m:.*]]: memref<2x?xf32>, %[[i:.*]]: index, %[[j:.*]]: index
//   CHECK-DAG:   %[[c0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[c2:.*]] = arith.constant 2 : index
//       CHECK:   %[[ge0:.*]] = arith.cmpi sge, %[[i]], %[[c0]] : index
//       CHECK:   %[[lt0:.*]] = arith.cmpi slt, %[[i]], %[[c2]] : index
//       CHECK:   %[[in0:.*]] = arith.andi %[[ge0]], %[[lt0]] : i1
//       CHECK:   %[[c1:.*]] = arith.constant 1 : index
//       CHECK:   %[[dim:.*]] = memref.dim %[[m]], %[[c1]] : memref<2x?xf32>
//       CHECK:   %[[ge1:.*]] = arith.cmpi sge, %[[j]], %[[c0]] : index
//       CHECK:   %[[lt1:.*]] = arith.cmpi slt, %[[j]], %[[dim]] : index
//       CHECK:   %[[in1:.*]] = arith.andi %[[ge1]], %[[lt1]] : i1
//       CHECK:   %[[all:.*]] = arith.andi %[[in0]], %[[in1]] : i1
//       CHECK:   cf.assert %[[all]], "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<2x?xf32>\0A^ out-of-bounds access\0ALocation: loc({{.*}}:[[# @LINE + 3]]:8)"
//  CHECK-NEXT:   memref.load %[[m]][%[[i]], %[[j]]]
func.func @load(%m: memref<2x?xf32>, %i: index, %j: index) -> f32 {
  %x = memref.load %m[%i, %j] : memref<2x?xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func @store_atomic(
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0Amemref.store %arg2, %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access
//  CHECK-NEXT:   memref.store
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<?xf32>) -> f32\0A^ out-of-bounds access
//  CHECK-NEXT:   memref.atomic_rmw
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%1 = memref.generic_atomic_rmw %arg0[%arg1] : memref<?xf32> {...}\0A^ out-of-bounds access
//  CHECK-NEXT:   memref.generic_atomic_rmw
func.func @store_atomic(%m: memref<?xf32>, %i: index, %v: f32) -> (f32, f32) {
  memref.store %v, %m[%i] : memref<?xf32>
  %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<?xf32>) -> f32
  %x = memref.generic_atomic_rmw %m[%i] : memref<?xf32> {
  ^bb0(%e: f32):
    memref.atomic_yield %e : f32
  }
  return %old, %x : f32, f32
}

// -----

// A rank-0 memref has no index to check; a constant index in a static dimension folds to `true`.

// CHECK-LABEL: func @nothing_to_check(
//       CHECK:   %[[true:.*]] = arith.constant true
//       CHECK:   cf.assert %[[true]], "ERROR: Runtime op verification failed\0A%1 = memref.load %arg1[%c1] : memref<4xf32>
//   CHECK-NOT:   cf.assert
func.func @nothing_to_check(%s: memref<f32>, %m: memref<4xf32>) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %x = memref.load %s[] : memref<f32>
  %y = memref.load %m[%c1] : memref<4xf32>
  return %x, %y : f32, f32
}

// -----

// CHECK-LABEL: func @dim(
//  CHECK-SAME:     %[[m:.*]]: memref<?xf32>, %[[i:.*]]: index
//       CHECK:   %[[rank:.*]] = memref.rank %[[m]]
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[ge:.*]] = arith.cmpi sge, %[[i]], %[[c0]]
//       CHECK:   %[[lt:.*]] = arith.cmpi slt, %[[i]], %[[rank]]
//       CHECK:   %[[in:.*]] = arith.andi %[[ge]], %[[lt]]
//       CHECK:   cf.assert %[[in]], "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %arg1 : memref<?xf32>\0A^ index is out of bounds
func.func @dim(%m: memref<?xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<?xf32>
  return %d : index
}

// -----

// A cast to static sizes, offset and strides checks each against the source's (the rank of an unranked one
// first); the helper cast to the dynamic layout is not checked itself.

// CHECK-LABEL: func @cast(
//  CHECK-SAME:     %[[m:.*]]: memref<*xf32>
//       CHECK:   %[[rank:.*]] = memref.rank %[[m]] : memref<*xf32>
//       CHECK:   %[[c1:.*]] = arith.constant 1 : index
//       CHECK:   %[[same_rank:.*]] = arith.cmpi eq, %[[rank]], %[[c1]]
//       CHECK:   cf.assert %[[same_rank]], "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<10xf32, strided<[2], offset: 3>>\0A^ rank mismatch
//       CHECK:   %[[helper:.*]] = memref.cast %[[m]] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
//   CHECK-NOT:   cf.assert
//       CHECK:   %{{.*}}, %[[offset:.*]], %{{.*}}, %[[stride:.*]] = memref.extract_strided_metadata %[[helper]]
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[dim:.*]] = memref.dim %[[m]], %[[c0]] : memref<*xf32>
//       CHECK:   %[[c10:.*]] = arith.constant 10 : index
//       CHECK:   %[[same_size:.*]] = arith.cmpi eq, %[[dim]], %[[c10]]
//       CHECK:   cf.assert %[[same_size]], "{{.*}}\0A^ size mismatch of dim 0\0A
//       CHECK:   %[[c3:.*]] = arith.constant 3 : index
//       CHECK:   %[[same_offset:.*]] = arith.cmpi eq, %[[offset]], %[[c3]]
//       CHECK:   cf.assert %[[same_offset]], "{{.*}}\0A^ offset mismatch\0A
//       CHECK:   %[[c2:.*]] = arith.constant 2 : index
//       CHECK:   %[[same_stride:.*]] = arith.cmpi eq, %[[stride]], %[[c2]]
//       CHECK:   cf.assert %[[same_stride]], "{{.*}}\0A^ stride mismatch of dim 0\0A
//  CHECK-NEXT:   memref.cast %[[m]] : memref<*xf32> to memref<10xf32, strided<[2], offset: 3>>
func.func @cast(%m: memref<*xf32>) -> memref<10xf32, strided<[2], offset: 3>> {
  %c = memref.cast %m : memref<*xf32> to memref<10xf32, strided<[2], offset: 3>>
  return %c : memref<10xf32, strided<[2], offset: 3>>
}

// -----

// A cast to an unranked memref checks nothing.

// CHECK-LABEL: func @cast_to_unranked(
//   CHECK-NOT:   cf.assert
func.func @cast_to_unranked(%m: memref<?xf32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<*xf32>
  return %c : memref<*xf32>
}

// -----

// Only the dimensions that are dynamic on one side of a copy.

// CHECK-LABEL: func @copy(
//  CHECK-SAME:     %[[a:.*]]: memref<?x4xf32>, %[[b:.*]]: memref<2x4xf32>
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[dim:.*]] = memref.dim %[[a]], %[[c0]]
//       CHECK:   %[[c2:.*]] = arith.constant 2 : index
//       CHECK:   %[[same:.*]] = arith.cmpi eq, %[[dim]], %[[c2]]
//       CHECK:   cf.assert %[[same]], "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<2x4xf32>\0A^ size of 0-th source/target dim does not match
//  CHECK-NEXT:   memref.copy
func.func @copy(%a: memref<?x4xf32>, %b: memref<2x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<2x4xf32>
  return
}

// -----

// Per dimension: the offset (at most the size where the slice is empty), then the last element.

// CHECK-LABEL: func @subview_dynamic(
//  CHECK-SAME:     %[[m:.*]]: memref<?x4xf32>, %[[o:.*]]: index, %[[s:.*]]: index
//   CHECK-DAG:   %[[c0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[c1:.*]] = arith.constant 1 : index
//       CHECK:   %{{.*}}, %{{.*}}, %[[sizes:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[m]]
//       CHECK:   %[[empty:.*]] = arith.cmpi eq, %[[s]], %[[c0]]
//       CHECK:   %[[offset_ok:.*]] = scf.if %[[empty]] -> (i1) {
//       CHECK:     arith.cmpi sge, %[[o]], %[[c0]]
//       CHECK:     arith.cmpi sle, %[[o]], %[[sizes]]#0
//       CHECK:   } else {
//       CHECK:     arith.cmpi sge, %[[o]], %[[c0]]
//       CHECK:     arith.cmpi slt, %[[o]], %[[sizes]]#0
//       CHECK:   }
//       CHECK:   cf.assert %[[offset_ok]], "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>\0A^ offset 0 is out-of-bounds
//       CHECK:   %[[non_empty:.*]] = arith.cmpi sgt, %[[s]], %[[c0]]
//       CHECK:   %[[last_ok:.*]] = scf.if %[[non_empty]] -> (i1) {
//       CHECK:     %[[minus_one:.*]] = arith.subi %[[s]], %[[c1]]
//       CHECK:     %[[span:.*]] = arith.muli %[[minus_one]], %[[c1]]
//       CHECK:     %[[last:.*]] = arith.addi %[[o]], %[[span]]
//       CHECK:     arith.cmpi sge, %[[last]], %[[c0]]
//       CHECK:     arith.cmpi slt, %[[last]], %[[sizes]]#0
//       CHECK:   } else {
//       CHECK:     %[[true:.*]] = arith.constant true
//       CHECK:     scf.yield %[[true]]
//       CHECK:   }
//       CHECK:   cf.assert %[[last_ok]], "{{.*}}\0A^ subview runs out-of-bounds along dimension 0\0A
//       CHECK:   "{{.*}}\0A^ offset 1 is out-of-bounds\0A
//       CHECK:   "{{.*}}\0A^ subview runs out-of-bounds along dimension 1\0A
//  CHECK-NEXT:   memref.subview
func.func @subview_dynamic(%m: memref<?x4xf32>, %o: index, %s: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %v = memref.subview %m[%o, 0] [%s, 4] [1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %v : memref<?x4xf32, strided<[4, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func @assume_alignment(
//       CHECK:   %[[pointer:.*]] = memref.extract_aligned_pointer_as_index %arg0
//       CHECK:   %[[c16:.*]] = arith.constant 16 : index
//       CHECK:   %[[rest:.*]] = arith.remui %[[pointer]], %[[c16]]
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[aligned:.*]] = arith.cmpi eq, %[[rest]], %[[c0]]
//       CHECK:   cf.assert %[[aligned]], "{{.*}}\0A^ memref is not aligned to 16\0A
func.func @assume_alignment(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

// A reinterpret_cast (aiopt's check; upstream has none) lies in the allocation its source views, here the argument
// of a public function: its offset between the first and last element, each size not negative and its reach
// within the allocation's span, the least and greatest element reached within it, unless a size is 0. Of a
// private function's argument (a caller may pass a view of a larger allocation) nothing is checked.

// CHECK-LABEL: func @reinterpret_cast(
//       CHECK:   memref.extract_strided_metadata %arg0
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%{{.*}} = memref.reinterpret_cast {{.*}}\0A^ result of reinterpret_cast is out-of-bounds of the base memref
//  CHECK-NEXT:   memref.reinterpret_cast
// CHECK-LABEL: func private @reinterpret_cast_of_argument(
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @reinterpret_cast(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}
func.func private @reinterpret_cast_of_argument(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Loop steps (ours): a dynamic step is checked to be positive, a positive constant one is not.

// CHECK-LABEL: func @loops(
//  CHECK-SAME:     %[[lb:.*]]: index, %[[ub:.*]]: index, %[[step:.*]]: index, %[[step32:.*]]: i32
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[positive:.*]] = arith.cmpi sgt, %[[step]], %[[c0]] : index
//       CHECK:   cf.assert %[[positive]], "ERROR: Runtime op verification failed\0Ascf.for %arg4 = %arg0 to %arg1 step %arg2 {...}\0A^ step is not positive\0ALocation: loc({{.*}}:[[# @LINE + 13]]:3)"
//  CHECK-NEXT:   scf.for
//       CHECK:   %[[c0_i32:.*]] = arith.constant 0 : i32
//       CHECK:   %[[positive32:.*]] = arith.cmpi sgt, %[[step32]], %[[c0_i32]] : i32
//       CHECK:   cf.assert %[[positive32]], "{{.*}}\0A^ step is not positive\0A
//  CHECK-NEXT:   scf.for
//       CHECK:   cf.assert %[[positive]], "{{.*}}\0A^ step 1 is not positive\0A
//  CHECK-NEXT:   scf.parallel
//   CHECK-NOT:   cf.assert
//       CHECK:   scf.for
//   CHECK-NOT:   cf.assert
//       CHECK:   return
func.func @loops(%lb: index, %ub: index, %step: index, %step32: i32) {
  scf.for %i = %lb to %ub step %step {
    func.call @work(%i) : (index) -> ()
  }
  %lb32 = arith.index_cast %lb : index to i32
  scf.for %i = %lb32 to %lb32 step %step32 : i32 {
    func.call @work32(%i) : (i32) -> ()
  }
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%c1, %step) {
    func.call @work(%i) : (index) -> ()
    scf.reduce
  }
  scf.for %i = %lb to %ub step %c1 {
    func.call @work(%i) : (index) -> ()
  }
  return
}
func.func private @work(index)
func.func private @work32(i32)

// -----

// Affine loads and stores (ours): the indices their maps compute, as memref.load's; an index that is an
// operand as it is needs no affine.apply, a constant one in a static dimension no check.

//       CHECK: #[[MAP:.*]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1)>
// CHECK-LABEL: func @affine(
//  CHECK-SAME:     %[[m:.*]]: memref<?x10xf32>, %[[i:.*]]: index, %[[j:.*]]: index
//       CHECK:   %[[c0:.*]] = arith.constant 0 : index
//       CHECK:   %[[dim:.*]] = memref.dim %[[m]], %[[c0]]
//       CHECK:   %[[ge:.*]] = arith.cmpi sge, %[[i]], %[[c0]]
//       CHECK:   %[[lt:.*]] = arith.cmpi slt, %[[i]], %[[dim]]
//       CHECK:   %[[in:.*]] = arith.andi %[[ge]], %[[lt]]
//       CHECK:   cf.assert %[[in]], "ERROR: Runtime op verification failed\0A%0 = affine.load %arg0[%arg1, 3] : memref<?x10xf32>\0A^ out-of-bounds access
//       CHECK:   affine.load
//       CHECK:   %[[row:.*]] = affine.apply #[[MAP]](%[[i]], %[[j]])[%[[j]]]
//       CHECK:   arith.cmpi sge, %[[row]], %[[c0]]
//       CHECK:   arith.cmpi slt, %[[row]], %[[dim]]
//       CHECK:   %[[c10:.*]] = arith.constant 10 : index
//       CHECK:   arith.cmpi slt, %[[j]], %[[c10]]
//       CHECK:   cf.assert %{{.*}}, "{{.*}}affine.load %arg0[%arg1 * 2 + %arg2, symbol(%arg2)] : memref<?x10xf32>\0A^ out-of-bounds access
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0Aaffine.store %0, %arg0[%arg2, %arg1] : memref<?x10xf32>\0A^ out-of-bounds access
//  CHECK-NEXT:   affine.store
func.func @affine(%m: memref<?x10xf32>, %i: index, %j: index) -> f32 {
  %x = affine.load %m[%i, 3] : memref<?x10xf32>
  %y = affine.load %m[%i * 2 + %j, symbol(%j)] : memref<?x10xf32>
  affine.store %x, %m[%j, %i] : memref<?x10xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// -----

// aiopt's check of memref.reshape (upstream has none): each size of the shape in [0, elements], the static ones
// equal, their product the source's number of elements.
// CHECK-LABEL: func @reshape(
//  CHECK-SAME:     %[[m:.*]]: memref<16xf32>, %[[shape:.*]]: memref<2xi32>
//       CHECK:   %[[s0:.*]] = memref.load %[[shape]][%{{.*}}] : memref<2xi32>
//       CHECK:   %[[i0:.*]] = arith.index_cast %[[s0]] : i32 to index
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A{{.*}}\0A^ negative or too large size of dim 0
//       CHECK:   %[[s1:.*]] = memref.load %[[shape]][%{{.*}}] : memref<2xi32>
//       CHECK:   %[[i1:.*]] = arith.index_cast %[[s1]] : i32 to index
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A{{.*}}\0A^ negative or too large size of dim 1
//       CHECK:   %[[c4:.*]] = arith.constant 4 : index
//       CHECK:   %[[same:.*]] = arith.cmpi eq, %[[i1]], %[[c4]] : index
//       CHECK:   cf.assert %[[same]], "ERROR: Runtime op verification failed\0A{{.*}}\0A^ size mismatch of dim 1
//       CHECK:   %[[product:.*]] = arith.muli %{{.*}}, %[[i1]] : index
//       CHECK:   %[[all:.*]] = arith.cmpi eq, %[[product]], %{{.*}} : index
//       CHECK:   cf.assert %[[all]], "ERROR: Runtime op verification failed\0A{{.*}}\0A^ shape does not match the number of source elements
//       CHECK:   memref.reshape %[[m]](%[[shape]])
func.func @reshape(%m: memref<16xf32>, %shape: memref<2xi32>) -> memref<?x4xf32> {
  %r = memref.reshape %m(%shape) : (memref<16xf32>, memref<2xi32>) -> memref<?x4xf32>
  return %r : memref<?x4xf32>
}

// -----

// aiopt's check of memref.view (upstream has none): the byte shift in [0, bytes], each dynamic size >= 0, and
// the view's elements within the bytes after the shift, a size at a time (no product that wraps).
// CHECK-LABEL: func @view(
//  CHECK-SAME:     %[[b:.*]]: memref<?xi8>, %[[shift:.*]]: index, %[[n:.*]]: index
//       CHECK:   %[[bytes:.*]] = memref.dim %[[b]], %{{.*}} : memref<?xi8>
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A{{.*}}\0A^ byte shift is out-of-bounds
//       CHECK:   %[[rest:.*]] = arith.subi %[[bytes]], %[[shift]] : index
//       CHECK:   %[[capacity:.*]] = arith.divsi %[[rest]], %{{.*}} : index
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A{{.*}}\0A^ negative size of dim 0
//       CHECK:   arith.maxsi %[[n]]
//       CHECK:   cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A{{.*}}\0A^ view runs out-of-bounds of its source
//       CHECK:   memref.view %[[b]][%[[shift]]][%[[n]]]
func.func @view(%b: memref<?xi8>, %shift: index, %n: index) -> memref<?x2xf32> {
  %v = memref.view %b[%shift][%n] : memref<?xi8> to memref<?x2xf32>
  return %v : memref<?x2xf32>
}

// -----

// A write into a view of a constant memref.global (aiopt's check) is undefined whenever it runs: `cf.assert false`
// before it. Reads of it, and writes of a global that is not constant, are left.

memref.global "private" constant @table : memref<4xf32> = dense<1.0>
memref.global "private" @state : memref<4xf32> = dense<1.0>
// CHECK-LABEL: func @constant_global_writes(
//       CHECK:   %[[false:.*]] = arith.constant false
//  CHECK-NEXT:   cf.assert %[[false]], "ERROR: Runtime op verification failed\0Amemref.store %{{.*}}\0A^ writes into a constant memref.global
//  CHECK-NEXT:   memref.store
//   CHECK-NOT:   constant memref.global
//       CHECK:   return
func.func @constant_global_writes(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.get_global @table : memref<4xf32>
  %s = memref.get_global @state : memref<4xf32>
  %cast = memref.cast %t : memref<4xf32> to memref<?xf32>
  memref.store %x, %cast[%c0] : memref<?xf32>
  memref.store %x, %s[%c0] : memref<4xf32>
  %y = memref.load %t[%c0] : memref<4xf32>
  return %y : f32
}
