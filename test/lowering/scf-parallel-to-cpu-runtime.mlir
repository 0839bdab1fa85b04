// RUN: ai-opt %s --split-input-file --convert-scf-parallel-to-cpu-runtime | FileCheck %s

// The outermost dimension runs in chunks on the runtime's threads; the inner
// dimension stays a parallel loop inside the outlined body, the memref the
// body uses travels packed in a stack struct, constants are cloned.

// CHECK-LABEL: func.func @two_dims(
// CHECK-SAME:    %[[A:.*]]: memref<?x8xf32>, %[[N:.*]]: index)
// CHECK:         %[[CTX:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<?x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         %[[PACKED:.*]] = llvm.insertvalue %[[DESC]], %{{.*}}[0]
// CHECK:         llvm.store %[[PACKED]], %[[CTX]]
// CHECK:         %[[BODY:.*]] = llvm.mlir.addressof @two_dims_parallel_0 : !llvm.ptr
// CHECK:         %[[LB:.*]] = arith.index_cast %[[C0]] : index to i64
// CHECK:         %[[UB:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK:         %[[STEP:.*]] = arith.index_cast %[[C1]] : index to i64
// CHECK:         call @aiopt_parallel_for(%[[BODY]], %[[CTX]], %[[LB]], %[[UB]], %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NOT:     scf.parallel
// CHECK:         return

// CHECK-LABEL: func.func private @two_dims_parallel_0(
// CHECK-SAME:    %[[BEGIN:.*]]: i64, %[[END:.*]]: i64, %[[CTX2:.*]]: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK-DAG:     %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK:         %[[ALL:.*]] = llvm.load %[[CTX2]]
// CHECK:         %[[FIELD:.*]] = llvm.extractvalue %[[ALL]][0]
// CHECK:         %[[A2:.*]] = builtin.unrealized_conversion_cast %[[FIELD]] : {{.*}} to memref<?x8xf32>
// CHECK:         %[[FROM:.*]] = arith.index_cast %[[BEGIN]] : i64 to index
// CHECK:         %[[TO:.*]] = arith.index_cast %[[END]] : i64 to index
// CHECK:         scf.for %[[I:.*]] = %[[FROM]] to %[[TO]] step %{{.*}} {
// CHECK:           scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// CHECK:             memref.load %[[A2]][%[[I]], %[[J]]]
// CHECK:             arith.mulf %{{.*}}, %[[TWO]]
// CHECK:         return

// CHECK: func.func private @aiopt_parallel_for(!llvm.ptr, !llvm.ptr, i64, i64, i64)
func.func @two_dims(%a: memref<?x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x8xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %a[%i, %j] : memref<?x8xf32>
    scf.reduce
  }
  func.return
}

// -----

// A loop with a reduction stays as it is (it runs on the calling thread).

// CHECK-LABEL: func.func @reduction(
// CHECK:         scf.parallel
// CHECK-NOT:     aiopt_parallel_for
func.func @reduction(%a: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c16) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<16xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  func.return %sum : f32
}

// -----

// Too little work to pay for starting threads (8 x 16 iterations of 3 ops):
// the loop stays unless min-work allows it.
// RUN: ai-opt %s --split-input-file --convert-scf-parallel-to-cpu-runtime=min-work=100 | FileCheck %s --check-prefix=SMALL

// CHECK-LABEL: func.func @small(
// CHECK:         scf.parallel
// CHECK-NOT:     aiopt_parallel_for
// SMALL-LABEL: func.func @small(
// SMALL:         call @aiopt_parallel_for
func.func @small(%a: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<8x16xf32>
    memref.store %x, %a[%i, %j] : memref<8x16xf32>
    scf.reduce
  }
  func.return
}

// -----

// A loop whose body uses an unsigned scalar from outside stays as it is: no
// LLVM struct holds a `ui8` (before the fix: an llvm.insertvalue of a struct
// with a ui8 field, "expected LLVM IR Dialect type"). The signless i8 travels.

// CHECK-LABEL: func.func @unsigned_scalar(
// CHECK:         scf.parallel
// CHECK-NOT:     aiopt_parallel_for
// CHECK-LABEL: func.func @signless_scalar(
// CHECK:         llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(i8, struct<{{.*}}>)>
// CHECK:         call @aiopt_parallel_for
func.func @unsigned_scalar(%a: memref<?xui8>, %v: memref<ui8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %v[] : memref<ui8>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %x, %a[%i] : memref<?xui8>
    scf.reduce
  }
  func.return
}
func.func @signless_scalar(%a: memref<?xi8>, %v: memref<i8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %v[] : memref<i8>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %x, %a[%i] : memref<?xi8>
    scf.reduce
  }
  func.return
}

// -----

// A parallel loop inside an scf.for (a reduction's loop made outermost) packs its values in one stack slot
// allocated at the start of the function, not before the loop: there each trip took new stack space, given
// back only when the function returned (difftest seed 20022, program 256: a reduce of a dynamic 70000 x 2
// tensor over its first dimension overflowed the stack, SIGSEGV).

// CHECK-LABEL: func.func @in_a_for_loop(
// CHECK-NEXT:    %{{.*}} = arith.constant 1 : i64
// CHECK-NEXT:    %[[CTX:.*]] = llvm.alloca
// CHECK:         scf.for
// CHECK-NOT:       llvm.alloca
// CHECK:           llvm.store %{{.*}}, %[[CTX]]
// CHECK:           call @aiopt_parallel_for(%{{.*}}, %[[CTX]],
func.func @in_a_for_loop(%a: memref<?x?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %a, %c0 : memref<?x?xi32>
  %columns = memref.dim %a, %c1 : memref<?x?xi32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.parallel (%j) = (%c0) to (%columns) step (%c1) {
      %x = memref.load %a[%i, %j] : memref<?x?xi32>
      %y = memref.load %out[%j] : memref<?xi32>
      %s = arith.addi %x, %y : i32
      memref.store %s, %out[%j] : memref<?xi32>
      scf.reduce
    }
  }
  func.return
}

// -----

// Loops that do the same on other buffers (the heads of an attention layer) call one outlined body; a loop
// that differs only in its element type gets its own.

// CHECK-LABEL: func.func @same_bodies(
// CHECK:         %[[FIRST:.*]] = llvm.mlir.addressof @same_bodies_parallel_0 : !llvm.ptr
// CHECK:         func.call @same_bodies_parallel_0(
// CHECK:         call @aiopt_parallel_for(%[[FIRST]],
// CHECK:         %[[SECOND:.*]] = llvm.mlir.addressof @same_bodies_parallel_0 : !llvm.ptr
// CHECK:         func.call @same_bodies_parallel_0(
// CHECK:         call @aiopt_parallel_for(%[[SECOND]],
// CHECK:         %[[WIDE:.*]] = llvm.mlir.addressof @same_bodies_parallel_1 : !llvm.ptr
// CHECK:         func.call @same_bodies_parallel_1(
// CHECK:         call @aiopt_parallel_for(%[[WIDE]],
// CHECK:         return
// CHECK:       func.func private @same_bodies_parallel_1(
// CHECK:         arith.addf %{{.*}}, %{{.*}} : f64
// CHECK:       func.func private @same_bodies_parallel_0(
// CHECK:         arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NOT:   func.func private @same_bodies_parallel_2(
func.func @same_bodies(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %b[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %c[%i] : memref<?xf64>
    %y = arith.addf %x, %x : f64
    memref.store %y, %c[%i] : memref<?xf64>
    scf.reduce
  }
  func.return
}

// -----

// An outermost trip count known only when the loop runs, under iterations of known work (8 inner iterations
// of 4 ops: 32 a row), decided when it runs: up to (65536 - 2) / 32 = 2047 rows (a span of 4094 at step 2)
// are less than min-work, and the body runs them on the calling thread; the runtime starts threads for more.
// An inner trip count known only then too leaves the decision to the runtime, as min-work=0 does.
// RUN: ai-opt %s --split-input-file --convert-scf-parallel-to-cpu-runtime=min-work=0 | FileCheck %s --check-prefix=ALWAYS

// CHECK-LABEL: func.func @rows(
// CHECK-SAME:    %{{.*}}: memref<?x8xf32>, %[[N:.*]]: index)
// CHECK:         %[[BODY:.*]] = llvm.mlir.addressof @rows_parallel_0 : !llvm.ptr
// CHECK:         %[[LB:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         %[[UB:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK:         %[[STEP:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:         %[[SPAN:.*]] = arith.subi %[[UB]], %[[LB]] : i64
// CHECK:         %[[LIMIT:.*]] = arith.constant 4094 : i64
// CHECK:         %[[FEW:.*]] = arith.cmpi sle, %[[SPAN]], %[[LIMIT]] : i64
// CHECK:         scf.if %[[FEW]] {
// CHECK-NEXT:      func.call @rows_parallel_0(%[[LB]], %[[UB]], %[[CTX:.*]]) : (i64, i64, !llvm.ptr) -> ()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      func.call @aiopt_parallel_for(%[[BODY]], %[[CTX]], %[[LB]], %[[UB]], %{{.*}})
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @unknown_columns(
// CHECK-NOT:     scf.if
// CHECK:         call @aiopt_parallel_for
// ALWAYS-LABEL: func.func @rows(
// ALWAYS-NOT:     scf.if
// ALWAYS:         call @aiopt_parallel_for
func.func @rows(%a: memref<?x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c2, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x8xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %a[%i, %j] : memref<?x8xf32>
    scf.reduce
  }
  func.return
}

func.func @unknown_columns(%a: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x?xf32>
    memref.store %x, %a[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  func.return
}

// -----

// A memref of static sizes and strides travels as its aligned pointer (and its
// offset where that is dynamic); the body rebuilds its descriptor with the
// sizes and strides as constants (once per memref type), the aligned pointer
// standing for the allocated one, which loads, stores and views never read.
// RUN: ai-opt %s --split-input-file --convert-scf-parallel-to-cpu-runtime=min-work=0 | FileCheck %s --check-prefix=STATIC

// STATIC-LABEL: func.func @static_pointers(
// STATIC-SAME:    %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32, strided<[16, 1], offset: ?>>)
// STATIC:         %[[CTX:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, i64, ptr)>
// STATIC:         %[[DB:.*]] = builtin.unrealized_conversion_cast %[[B]] : memref<4x8xf32, strided<[16, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// STATIC:         %[[PB:.*]] = llvm.extractvalue %[[DB]][1]
// STATIC:         %[[OB:.*]] = llvm.extractvalue %[[DB]][2]
// STATIC:         %[[DA:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// STATIC:         %[[PA:.*]] = llvm.extractvalue %[[DA]][1]
// STATIC:         %[[S0:.*]] = llvm.insertvalue %[[PB]], %{{.*}}[0] : !llvm.struct<(ptr, i64, ptr)>
// STATIC:         %[[S1:.*]] = llvm.insertvalue %[[OB]], %[[S0]][1] : !llvm.struct<(ptr, i64, ptr)>
// STATIC:         %[[S2:.*]] = llvm.insertvalue %[[PA]], %[[S1]][2] : !llvm.struct<(ptr, i64, ptr)>
// STATIC:         llvm.store %[[S2]], %[[CTX]]

// STATIC-LABEL: func.func private @static_pointers_parallel_0(
// STATIC:         %[[ALL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, i64, ptr)>
// STATIC:         %[[Q:.*]] = llvm.extractvalue %[[ALL]][0]
// STATIC:         %[[OFF:.*]] = llvm.extractvalue %[[ALL]][1]
// STATIC:         %[[E0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// STATIC:         %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
// STATIC:         %[[E1:.*]] = llvm.insertvalue %[[C4]], %[[E0]][3, 0]
// STATIC:         %[[C16:.*]] = llvm.mlir.constant(16 : i64) : i64
// STATIC:         %[[E2:.*]] = llvm.insertvalue %[[C16]], %[[E1]][4, 0]
// STATIC:         %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
// STATIC:         %[[E3:.*]] = llvm.insertvalue %[[C8]], %[[E2]][3, 1]
// STATIC:         %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// STATIC:         %[[E4:.*]] = llvm.insertvalue %[[C1]], %[[E3]][4, 1]
// STATIC:         %[[E5:.*]] = llvm.insertvalue %[[Q]], %[[E4]][0]
// STATIC:         %[[E6:.*]] = llvm.insertvalue %[[Q]], %[[E5]][1]
// STATIC:         %[[E7:.*]] = llvm.insertvalue %[[OFF]], %[[E6]][2]
// STATIC:         %[[B2:.*]] = builtin.unrealized_conversion_cast %[[E7]] : {{.*}} to memref<4x8xf32, strided<[16, 1], offset: ?>>
// STATIC:         %[[P:.*]] = llvm.extractvalue %[[ALL]][2]
// STATIC:         %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// STATIC:         %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// STATIC:         %[[D1:.*]] = llvm.insertvalue %[[C0]], %[[D0]][2]
// STATIC:         %[[D2:.*]] = llvm.insertvalue %[[C4]], %[[D1]][3, 0]
// STATIC:         %[[D3:.*]] = llvm.insertvalue %[[C8]], %[[D2]][4, 0]
// STATIC:         %[[D4:.*]] = llvm.insertvalue %[[C8]], %[[D3]][3, 1]
// STATIC:         %[[D5:.*]] = llvm.insertvalue %[[C1]], %[[D4]][4, 1]
// STATIC:         %[[D6:.*]] = llvm.insertvalue %[[P]], %[[D5]][0]
// STATIC:         %[[D7:.*]] = llvm.insertvalue %[[P]], %[[D6]][1]
// STATIC:         %[[A2:.*]] = builtin.unrealized_conversion_cast %[[D7]] : {{.*}} to memref<4x8xf32>
// STATIC:         memref.subview %[[B2]]
// STATIC:         memref.store %{{.*}}, %[[A2]]
func.func @static_pointers(%a: memref<4x8xf32>, %b: memref<4x8xf32, strided<[16, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %row = memref.subview %b[%i, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[16, 1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
    %x = memref.load %row[%j] : memref<8xf32, strided<[1], offset: ?>>
    memref.store %x, %a[%i, %j] : memref<4x8xf32>
    scf.reduce
  }
  func.return
}

// -----

// A body that may read the allocated pointer (a call, through a view) gets it too.

// STATIC-LABEL: func.func @static_allocated(
// STATIC:         %[[CTX:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr)>
// STATIC:         llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// STATIC:         llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// STATIC-LABEL: func.func private @static_allocated_parallel_0(
// STATIC:         %[[ALL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr)>
// STATIC:         %[[ALLOCATED:.*]] = llvm.extractvalue %[[ALL]][0]
// STATIC:         %[[ALIGNED:.*]] = llvm.extractvalue %[[ALL]][1]
// STATIC:         %[[D1:.*]] = llvm.insertvalue %[[ALLOCATED]], %{{.*}}[0]
// STATIC-NEXT:    llvm.insertvalue %[[ALIGNED]], %[[D1]][1]
func.func private @use(memref<16xf32, strided<[1]>>)
func.func @static_allocated(%a: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %view = memref.cast %a : memref<16xf32> to memref<16xf32, strided<[1]>>
    func.call @use(%view) : (memref<16xf32, strided<[1]>>) -> ()
    scf.reduce
  }
  func.return
}

// -----

// Leading dimensions of constant trip counts run as one while they make fewer
// than 256 iterations (a batch of one image and its rows): the runtime splits
// their 1 * 2 * 4 iterations, numbered in row-major order; a dimension of one
// trip is its lower bound, the outermost of more than one takes the quotient.
// The innermost dimension stays an inner loop.
// RUN: ai-opt %s --split-input-file --convert-scf-parallel-to-cpu-runtime=min-work=0 | FileCheck %s --check-prefix=COALESCE

// COALESCE-LABEL: func.func @batch_of_one(
// COALESCE-DAG:     %[[LB:.*]] = arith.constant 0 : i64
// COALESCE-DAG:     %[[UB:.*]] = arith.constant 8 : i64
// COALESCE:         call @aiopt_parallel_for(%{{.*}}, %{{.*}}, %[[LB]], %[[UB]], %{{.*}})
// COALESCE-LABEL: func.func private @batch_of_one_parallel_0(
// COALESCE:         scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// COALESCE-NEXT:      %[[C4:.*]] = arith.constant 4 : index
// COALESCE-NEXT:      %[[R:.*]] = arith.remui %[[N]], %[[C4]] : index
// COALESCE-NEXT:      %[[Q:.*]] = arith.divui %[[N]], %[[C4]] : index
// COALESCE-NEXT:      %[[C2:.*]] = arith.constant 2 : index
// COALESCE-NEXT:      %[[W:.*]] = arith.muli %[[R]], %[[C2]] : index
// COALESCE-NEXT:      %[[C1:.*]] = arith.constant 1 : index
// COALESCE-NEXT:      %[[H:.*]] = arith.addi %[[Q]], %[[C1]] : index
// COALESCE-NEXT:      %[[B:.*]] = arith.constant 0 : index
// COALESCE-NEXT:      scf.parallel (%[[C:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// COALESCE-NEXT:        memref.load %{{.*}}[%[[B]], %[[H]], %[[W]], %[[C]]] : memref<1x3x7x5xf32>
func.func @batch_of_one(%m: memref<1x3x7x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%n, %h, %w, %c) = (%c0, %c1, %c0, %c0) to (%c1, %c3, %c7, %c5) step (%c1, %c1, %c2, %c1) {
    %v = memref.load %m[%n, %h, %w, %c] : memref<1x3x7x5xf32>
    %d = arith.addf %v, %v : f32
    memref.store %d, %m[%n, %h, %w, %c] : memref<1x3x7x5xf32>
    scf.reduce
  }
  func.return
}

// -----

// One row of a run-time length behind a dimension of one trip: the row is split (no division); of two rows,
// the outermost dimension alone (the innermost does not join one of more than one trip).

// COALESCE-LABEL: func.func @one_row(
// COALESCE:         call @aiopt_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// COALESCE-LABEL: func.func private @one_row_parallel_0(
// COALESCE:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// COALESCE-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// COALESCE-NEXT:      memref.load %{{.*}}[%[[Z]], %[[J]]] : memref<1x4096xf32>
// COALESCE-LABEL: func.func @two_rows(
// COALESCE-LABEL: func.func private @two_rows_parallel_1(
// COALESCE:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// COALESCE-NEXT:      scf.parallel (%[[J:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// COALESCE-NEXT:        memref.load %{{.*}}[%[[I]], %[[J]]] : memref<2x4096xf32>
func.func @one_row(%m: memref<1x4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c4096) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<1x4096xf32>
    memref.store %v, %m[%i, %j] : memref<1x4096xf32>
    scf.reduce
  }
  func.return
}
func.func @two_rows(%m: memref<2x4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4096 = arith.constant 4096 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c4096) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<2x4096xf32>
    memref.store %v, %m[%i, %j] : memref<2x4096xf32>
    scf.reduce
  }
  func.return
}
