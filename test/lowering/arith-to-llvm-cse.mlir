// RUN: ai-opt %s --convert-arith-to-llvm --cse | FileCheck %s
// RUN: ai-opt %s --convert-arith-to-llvm --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A lowered arith op carries overflowFlags = 0 as upstream builds it and as the parser reads a written llvm op
// without flags: cse sees them as one op (the lowered llvm.add had no overflowFlags and stayed).

// CHECK-LABEL: func.func @same_add
// CHECK-NEXT:    %[[A:.*]] = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.mul %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:    return %[[A]], %[[A]], %[[M]] : i32, i32, i32
// GENERIC: "llvm.add"(%arg0, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT: "llvm.add"(%arg0, %arg1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT: "llvm.mul"(%arg0, %arg1) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
func.func @same_add(%a: i32, %b: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = llvm.add %a, %b : i32
  %m = arith.muli %a, %b overflow<nsw> : i32
  return %x, %y, %m : i32, i32, i32
}
