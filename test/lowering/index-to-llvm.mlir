// RUN: ai-opt %s --convert-index-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-index-to-llvm="index-bitwidth=32" | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @arith
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[B:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK: %[[S:.*]] = llvm.add %[[A]], %[[B]] : i64
// CHECK: llvm.intr.umin(%[[S]], %{{.*}}) : (i64, i64) -> i64
// CHECK: llvm.icmp "ult"
// CHECK: llvm.mlir.constant(64{{.*}}) : i64
// CHECK: llvm.sext %{{.*}} : i32 to i64
// CHECK: llvm.trunc %{{.*}} : i64 to i32
// CHECK-NOT: index.
// I32: llvm.add %{{.*}}, %{{.*}} : i32
// I32: llvm.mlir.constant(32{{.*}}) : i32
func.func @arith(%a: index, %b: index, %x: i32) -> (index, i1, index, index, i32) {
  %s = index.add %a, %b
  %m = index.minu %s, %b
  %lt = index.cmp ult(%m, %a)
  %w = index.sizeof
  %c = index.casts %x : i32 to index
  %t = index.castu %c : index to i32
  return %m, %lt, %w, %c, %t : index, i1, index, index, i32
}

// Other arith ops are left for convert-arith-to-llvm.
// CHECK-LABEL: func.func @keeps_arith
// CHECK: arith.addi
func.func @keeps_arith(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
