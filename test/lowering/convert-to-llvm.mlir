// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-to-llvm='filter-dialects=arith' | FileCheck %s --check-prefix=ARITH

// One run converts every dialect; after reconcile-unrealized-casts no cast is left.
// CHECK-LABEL: llvm.func @loop
// CHECK-SAME: (%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}} : i64)
// CHECK: ^[[HEAD]](%[[K:.*]]: i64):
// CHECK-NEXT: %[[DONE:.*]] = llvm.icmp "sge" %[[K]], %{{.*}} : i64
// CHECK-NEXT: llvm.cond_br %[[DONE]], ^[[EXIT:.*]], ^[[BODY:.*]]
// CHECK: ^[[BODY]]:
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[P]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[E:.*]] = llvm.intr.exp(%[[V]]) : (f32) -> f32
// CHECK: llvm.store %[[E]], %{{.*}} : f32, !llvm.ptr
// CHECK: llvm.br ^[[HEAD]]
// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.return
// CHECK-NOT: unrealized_conversion_cast
// ARITH-LABEL: func.func @loop
// ARITH: llvm.icmp "sge"
// ARITH: memref.load
// ARITH: math.exp
func.func @loop(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = arith.cmpi sge, %k, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %v = memref.load %m[%k] : memref<?xf32>
  %e = math.exp %v : f32
  memref.store %e, %m[%k] : memref<?xf32>
  %next = arith.addi %k, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}

// -----

// ub.poison becomes llvm.mlir.poison.
// CHECK-LABEL: llvm.func @poison
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : f32
// CHECK-NEXT: llvm.return %[[P]] : f32
func.func @poison() -> f32 {
  %0 = ub.poison : f32
  return %0 : f32
}

// -----

// A math op without an LLVM intrinsic must be approximated first (--math-polynomial-approximation).
func.func @erf(%x: f32) -> f32 {
  // expected-error@+1 {{failed to legalize operation 'math.erf'}}
  %0 = math.erf %x : f32
  return %0 : f32
}

// -----

// RUN: not ai-opt %s --convert-to-llvm=filter-dialects=arith,bogus 2>&1 | FileCheck %s --check-prefix=FILTER
// FILTER: <command-line>:1:{{[0-9]+}}: error: invalid value for option 'filter-dialects': no conversion for dialect 'bogus' (known:
