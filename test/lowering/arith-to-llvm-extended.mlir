// RUN: ai-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-to-llvm | FileCheck %s --check-prefix=ALL

// arith.addui_extended becomes LLVM's uadd.with.overflow and the two fields of its struct (upstream's
// AddUIExtendedOpLowering), on scalars and 1-D vectors.
// CHECK-LABEL: func.func @addui_extended_scalar
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32) -> (i32, i1)
// CHECK-NEXT: %[[R:.*]] = "llvm.intr.uadd.with.overflow"(%[[A]], %[[B]]) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %[[C:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: return %[[S]], %[[C]] : i32, i1
// ALL-LABEL: llvm.func @addui_extended_scalar
// ALL: "llvm.intr.uadd.with.overflow"
// ALL-NOT: arith.
func.func @addui_extended_scalar(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %carry = arith.addui_extended %a, %b : i32, i1
  return %sum, %carry : i32, i1
}

// CHECK-LABEL: func.func @addui_extended_vector1d
// CHECK-SAME: (%[[A:.*]]: vector<3xi16>, %[[B:.*]]: vector<3xi16>)
// CHECK-NEXT: %[[R:.*]] = "llvm.intr.uadd.with.overflow"(%[[A]], %[[B]]) : (vector<3xi16>, vector<3xi16>) -> !llvm.struct<(vector<3xi16>, vector<3xi1>)>
// CHECK-NEXT: %[[S:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(vector<3xi16>, vector<3xi1>)>
// CHECK-NEXT: %[[C:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(vector<3xi16>, vector<3xi1>)>
// CHECK-NEXT: return %[[S]], %[[C]] : vector<3xi16>, vector<3xi1>
func.func @addui_extended_vector1d(%a: vector<3xi16>, %b: vector<3xi16>) -> (vector<3xi16>, vector<3xi1>) {
  %sum, %carry = arith.addui_extended %a, %b : vector<3xi16>, vector<3xi1>
  return %sum, %carry : vector<3xi16>, vector<3xi1>
}

// -----

// arith.mulsi_extended / mului_extended: the operands sign- (zero-) extended to twice their width, one
// multiplication, the low half truncated and the high half shifted down (upstream's MulIExtendedOpLowering).
// CHECK-LABEL: func.func @mulsi_extended_scalar
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32) -> (i32, i32)
// CHECK-NEXT: %[[L:.*]] = llvm.sext %[[A]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = llvm.sext %[[B]] : i32 to i64
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[L]], %[[R]] : i64
// CHECK-NEXT: %[[LOW:.*]] = llvm.trunc %[[M]] : i64 to i32
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[SH:.*]] = llvm.lshr %[[M]], %[[C32]] : i64
// CHECK-NEXT: %[[HIGH:.*]] = llvm.trunc %[[SH]] : i64 to i32
// CHECK-NEXT: return %[[LOW]], %[[HIGH]] : i32, i32
func.func @mulsi_extended_scalar(%a: i32, %b: i32) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %low, %high : i32, i32
}

// CHECK-LABEL: func.func @mului_extended_vector1d
// CHECK-SAME: (%[[A:.*]]: vector<3xi32>, %[[B:.*]]: vector<3xi32>)
// CHECK-NEXT: %[[L:.*]] = llvm.zext %[[A]] : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %[[R:.*]] = llvm.zext %[[B]] : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[L]], %[[R]] : vector<3xi64>
// CHECK-NEXT: %[[LOW:.*]] = llvm.trunc %[[M]] : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(dense<32> : vector<3xi64>) : vector<3xi64>
// CHECK-NEXT: %[[SH:.*]] = llvm.lshr %[[M]], %[[C32]] : vector<3xi64>
// CHECK-NEXT: %[[HIGH:.*]] = llvm.trunc %[[SH]] : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: return %[[LOW]], %[[HIGH]] : vector<3xi32>, vector<3xi32>
func.func @mului_extended_vector1d(%a: vector<3xi32>, %b: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>) {
  %low, %high = arith.mului_extended %a, %b : vector<3xi32>
  return %low, %high : vector<3xi32>, vector<3xi32>
}

// i64 elements: the shift amount's vector<3xi128> (which xDSL's dense elements cannot hold) is the scalar
// put in every lane.
// CHECK-LABEL: func.func @mulsi_extended_vector_i64
// CHECK: %[[M:.*]] = llvm.mul %{{.*}}, %{{.*}} : vector<3xi128>
// CHECK-NEXT: %[[LOW:.*]] = llvm.trunc %[[M]] : vector<3xi128> to vector<3xi64>
// CHECK-NEXT: %[[C64:.*]] = llvm.mlir.constant(64 : i128) : i128
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : vector<3xi128>
// CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[V:.*]] = llvm.insertelement %[[C64]], %[[P]][%[[C0]] : i32] : vector<3xi128>
// CHECK-NEXT: %[[SPLAT:.*]] = llvm.shufflevector %[[V]], %[[P]] [0, 0, 0] : vector<3xi128>
// CHECK-NEXT: %[[SH:.*]] = llvm.lshr %[[M]], %[[SPLAT]] : vector<3xi128>
// CHECK-NEXT: llvm.trunc %[[SH]] : vector<3xi128> to vector<3xi64>
func.func @mulsi_extended_vector_i64(%a: vector<3xi64>, %b: vector<3xi64>) -> (vector<3xi64>, vector<3xi64>) {
  %low, %high = arith.mulsi_extended %a, %b : vector<3xi64>
  return %low, %high : vector<3xi64>, vector<3xi64>
}

// -----

// index operands are the converted integers (i64).
// CHECK-LABEL: func.func @index_operands
// CHECK: "llvm.intr.uadd.with.overflow"(%{{.*}}, %{{.*}}) : (i64, i64) -> !llvm.struct<(i64, i1)>
// CHECK: llvm.zext %{{.*}} : i64 to i128
func.func @index_operands(%a: index, %b: index) -> (index, i1, index) {
  %sum, %carry = arith.addui_extended %a, %b : index, i1
  %low, %high = arith.mului_extended %a, %b : index
  return %sum, %carry, %high : index, i1, index
}
