// RUN: ai-opt %s --split-input-file --convert-cf-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-cf-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=FULL

// Branches keep their successors; index block arguments become i64.
// CHECK-LABEL: func.func @branches
// CHECK: llvm.cond_br %{{.*}}, ^[[BB1:.*]](%{{.*}} : i64), ^[[BB2:.*]]
// CHECK: ^[[BB1]](%{{.*}}: i64):
// CHECK: llvm.switch %{{.*}} : i32, ^[[BB2]] [
// CHECK-NEXT: 4: ^[[BB3:.*]](%{{.*}} : i64)
// CHECK-NEXT: ]
// CHECK: ^[[BB2]]:
// CHECK: llvm.br ^[[BB3]](%{{.*}} : i64)
// CHECK: ^[[BB3]](%{{.*}}: i64):
// FULL-LABEL: llvm.func @branches
// FULL-SAME: (%[[C:.*]]: i1, %[[J:.*]]: i64, %[[I:.*]]: i32) -> i64
// FULL-NEXT: llvm.cond_br %[[C]], ^[[BB1:.*]](%[[J]] : i64), ^[[BB2:.*]]
// FULL-NEXT: ^[[BB1]](%[[X:.*]]: i64):
// FULL-NEXT: llvm.switch %[[I]] : i32, ^[[BB2]] [
// FULL-NEXT: 4: ^[[BB3:.*]](%[[X]] : i64)
// FULL-NEXT: ]
// FULL-NEXT: ^[[BB2]]:
// FULL-NEXT: llvm.br ^[[BB3]](%[[J]] : i64)
// FULL-NEXT: ^[[BB3]](%[[Y:.*]]: i64):
// FULL-NEXT: llvm.return %[[Y]] : i64
// FULL-NOT: unrealized_conversion_cast
func.func @branches(%c: i1, %j: index, %i: i32) -> index {
  cf.cond_br %c, ^bb1(%j : index), ^bb2
^bb1(%x: index):
  cf.switch %i : i32, [
    default: ^bb2,
    4: ^bb3(%x : index)
  ]
^bb2:
  cf.br ^bb3(%j : index)
^bb3(%y: index):
  return %y : index
}

// -----

// cf.assert branches to a block that prints the message with puts and calls abort.
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.func @puts(!llvm.ptr)
// CHECK-DAG: llvm.mlir.global private constant @assert_msg("must hold\00") {addr_space = 0 : i32} : !llvm.array<10 x i8>
// CHECK-DAG: llvm.mlir.global private constant @assert_msg_0("again\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
// CHECK-LABEL: func.func @assert
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^[[OK:.*]], ^[[FAIL:.*]]
// CHECK-NEXT: ^[[FAIL]]:
// CHECK-NEXT: %[[MSG:.*]] = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %[[STR:.*]] = llvm.getelementptr %[[MSG]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT: llvm.call @puts(%[[STR]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^[[OK]]:
// CHECK-NEXT: llvm.cond_br
// CHECK: llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK: return
func.func @assert(%c: i1) {
  cf.assert %c, "must hold"
  cf.assert %c, "again"
  return
}
