// RUN: ai-opt %s --split-input-file --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-to-llvm='filter-dialects=arith' | FileCheck %s --check-prefix=ARITH
// RUN: ai-opt %s --split-input-file --convert-to-llvm='filter-dialects=cf' | FileCheck %s --check-prefix=CF

// Converted values flow from one converted op to the next without casts, through block
// arguments too, and nothing is left for reconcile-unrealized-casts when every op converts.
// CHECK-LABEL: llvm.func @loop
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK: llvm.br ^[[HEAD:.*]](%{{.*}} : i64)
// CHECK: ^[[HEAD]](%[[K:.*]]: i64):
// CHECK: llvm.icmp "sge" %[[K]], %{{.*}} : i64
// CHECK: %[[NEXT:.*]] = llvm.add %[[K]], %{{.*}} : i64
// CHECK-NEXT: llvm.br ^[[HEAD]](%[[NEXT]] : i64)
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK: llvm.return

// Only arith converted: a value used by an op left (memref.load) is cast back right after its
// definition; a converted user reads the new value.
// ARITH-LABEL: func.func @loop
// ARITH: %[[C0:.*]] = llvm.mlir.constant(0 : i64) : i64
// ARITH-NEXT: %[[C0_INDEX:.*]] = builtin.unrealized_conversion_cast %[[C0]] : i64 to index
// ARITH: cf.br ^[[HEAD:.*]](%[[C0_INDEX]] : index)
// ARITH: ^[[HEAD]](%[[K:.*]]: index):
// ARITH-NEXT: %[[K_I64:.*]] = builtin.unrealized_conversion_cast %[[K]] : index to i64
// ARITH: llvm.icmp "sge" %[[K_I64]]
// ARITH: memref.load %{{.*}}[%[[K]]]
// ARITH: %[[NEXT:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// ARITH-NEXT: %[[NEXT_INDEX:.*]] = builtin.unrealized_conversion_cast %[[NEXT]] : i64 to index
// ARITH-NEXT: cf.br ^[[HEAD]](%[[NEXT_INDEX]] : index)

// Only cf converted: the block argument becomes i64; its users left read it through a cast at the
// start of the block, each branch passes its operand cast to i64.
// CF-LABEL: func.func @loop
// CF: %[[C0:.*]] = arith.constant 0 : index
// CF: %[[C0_I64:.*]] = builtin.unrealized_conversion_cast %[[C0]] : index to i64
// CF-NEXT: llvm.br ^[[HEAD:.*]](%[[C0_I64]] : i64)
// CF: ^[[HEAD]](%[[K:.*]]: i64):
// CF-NEXT: %[[K_INDEX:.*]] = builtin.unrealized_conversion_cast %[[K]] : i64 to index
// CF-NEXT: arith.cmpi sge, %[[K_INDEX]]
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

// Casts already in the input fold with the conversion's: the descriptor cast of %m and the
// index-to-i64 cast of %j read the converted values.
// CHECK-LABEL: llvm.func @input_casts
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK: %[[D:.*]] = llvm.insertvalue %{{.*}}[4, 0]
// CHECK: %[[J:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[S:.*]] = llvm.add %[[J]], %[[J]] : i64
// CHECK-NEXT: llvm.call @use(%[[D]], %[[S]])
func.func private @use(!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)
func.func @input_casts(%m: memref<4xf32>, %i: index) {
  %d = builtin.unrealized_conversion_cast %m : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %x = builtin.unrealized_conversion_cast %j : index to i64
  %s = llvm.add %x, %x : i64
  func.call @use(%d, %s) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64) -> ()
  return
}
