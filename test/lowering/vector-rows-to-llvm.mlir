// RUN: ai-opt %s --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-arith-to-llvm --convert-math-to-llvm | FileCheck %s --check-prefix=ARITH

// Elementwise arith and math ops on n-D vectors, row by row (upstream's handleMultidimensionalVectors): each
// row of the operands taken with llvm.extractvalue, the 1-D op lowered as usual, the rows put back with
// llvm.insertvalue. They were "failed to legalize operation".
// CHECK-LABEL: llvm.func @rows(
// CHECK: %[[R:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %[[S0:.*]] = llvm.fadd %[[A0]], %[[B0]] {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
// CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[S0]], %[[R]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.fadd %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
// CHECK: llvm.insertvalue %{{.*}}, %[[R0]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.fcmp "olt" %{{.*}}, %{{.*}} : vector<4xf32>
// The scalar condition of a select goes to each row as it is.
// CHECK: llvm.select %arg2, %{{.*}}, %{{.*}} : i1, vector<4xf32>
// CHECK-COUNT-2: llvm.intr.exp(%{{.*}}) : (vector<4xf32>) -> vector<4xf32>
// ARITH-LABEL: func.func @rows(
// ARITH-COUNT-2: llvm.fadd
// ARITH-COUNT-2: llvm.intr.exp
// ARITH-NOT: arith.
// ARITH-NOT: math.
func.func @rows(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %c: i1) -> (vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>, vector<2x4xf32>) {
  %s = arith.addf %a, %b fastmath<contract> : vector<2x4xf32>
  %lt = arith.cmpf olt, %a, %b : vector<2x4xf32>
  %p = arith.select %c, %a, %b : vector<2x4xf32>
  %e = math.exp %a : vector<2x4xf32>
  return %s, %lt, %p, %e : vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>, vector<2x4xf32>
}
