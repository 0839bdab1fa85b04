// memref.generic_atomic_rmw to a loop around llvm.cmpxchg (upstream's GenericAtomicRMWOpLowering): the element
// is loaded, the body runs on the value, cmpxchg acq_rel monotonic stores its result if the element still holds
// the value, else the loop runs again on what cmpxchg found. A float is exchanged as the integer of its bits.
// RUN: ai-opt %s --split-input-file --verify-diagnostics --finalize-memref-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// Upstream's test (memref-to-llvm.mlir, @generic_atomic_rmw).
// CHECK-LABEL: func.func @generic_atomic_rmw
// CHECK:        %[[PTR:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %[[INIT:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.br ^bb1(%[[INIT]] : i32)
// CHECK-NEXT: ^bb1(%[[LOADED:.*]]: i32):
// CHECK-NEXT:   %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[LOADED]], %[[LOADED]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:   %[[NEW:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[NEW]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   return %[[NEW]] : i32
func.func @generic_atomic_rmw(%I : memref<10xi32>, %i : index) -> i32 {
  %x = memref.generic_atomic_rmw %I[%i] : memref<10xi32> {
    ^bb0(%old_value : i32):
      memref.atomic_yield %old_value : i32
  }
  return %x : i32
}

// -----

// A float: its bits are compared and exchanged; the body's ops are inlined into the loop (a value from
// outside the body is used as it is); the code after the op is in the exit block.
// CHECK-LABEL: func.func @float_body
// CHECK-SAME:    (%{{.*}}: memref<2x3xf32>, %{{.*}}: index, %{{.*}}: index, %[[C:.*]]: f32)
// CHECK:        %[[PTR:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %[[INIT:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.br ^bb1(%[[INIT]] : f32)
// CHECK-NEXT: ^bb1(%[[LOADED:.*]]: f32):
// CHECK-NEXT:   %[[MUL:.*]] = arith.mulf %[[LOADED]], %[[C]] : f32
// CHECK-NEXT:   %[[CMP:.*]] = llvm.bitcast %[[LOADED]] : f32 to i32
// CHECK-NEXT:   %[[VAL:.*]] = llvm.bitcast %[[MUL]] : f32 to i32
// CHECK-NEXT:   %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[CMP]], %[[VAL]] acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:   %[[BITS:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT:   %[[NEW:.*]] = llvm.bitcast %[[BITS]] : i32 to f32
// CHECK-NEXT:   llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[NEW]] : f32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %[[R:.*]] = arith.addf %[[NEW]], %[[C]] : f32
// CHECK-NEXT:   return %[[R]] : f32
// LLVM-LABEL: llvm.func @float_body
// LLVM:         llvm.fmul
// LLVM:         llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i32
// LLVM:         llvm.fadd
func.func @float_body(%m: memref<2x3xf32>, %i: index, %j: index, %c: f32) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<2x3xf32> {
  ^bb0(%old: f32):
    %n = arith.mulf %old, %c : f32
    memref.atomic_yield %n : f32
  }
  %r = arith.addf %x, %c : f32
  return %r : f32
}

// -----

// f16 as i16, f64 as i64; an index element is exchanged as i64 (the body sees it as an index).
// CHECK-LABEL: func.func @widths
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i16
// CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i64
// CHECK: ^bb{{.*}}(%[[LOADED:.*]]: i64):
// CHECK-NEXT: %[[IDX:.*]] = builtin.unrealized_conversion_cast %[[LOADED]] : i64 to index
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[IDX]], %{{.*}} : index
// CHECK-NEXT: %[[VAL:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : index to i64
// CHECK-NEXT: llvm.cmpxchg %{{.*}}, %[[LOADED]], %[[VAL]] acq_rel monotonic : !llvm.ptr, i64
// LLVM-LABEL: llvm.func @widths
// LLVM-NOT: unrealized_conversion_cast
// LLVM: llvm.return
func.func @widths(%h: memref<4xf16>, %d: memref<4xf64>, %n: memref<4xindex>, %i: index) -> (f16, f64, index) {
  %a = memref.generic_atomic_rmw %h[%i] : memref<4xf16> {
  ^bb0(%old: f16):
    %s = arith.addf %old, %old : f16
    memref.atomic_yield %s : f16
  }
  %b = memref.generic_atomic_rmw %d[%i] : memref<4xf64> {
  ^bb0(%old: f64):
    %s = arith.negf %old : f64
    memref.atomic_yield %s : f64
  }
  %c = memref.generic_atomic_rmw %n[%i] : memref<4xindex> {
  ^bb0(%old: index):
    %s = arith.addi %old, %i : index
    memref.atomic_yield %s : index
  }
  return %a, %b, %c : f16, f64, index
}

// -----

// cmpxchg takes integers of 8, 16, 32 or 64 bits: an i4 element has no lowering.
func.func @i4(%m: memref<4xi4>, %i: index) -> i4 {
  // expected-error@+1 {{failed to legalize operation 'memref.generic_atomic_rmw'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi4> {
  ^bb0(%old: i4):
    memref.atomic_yield %old : i4
  }
  return %x : i4
}
