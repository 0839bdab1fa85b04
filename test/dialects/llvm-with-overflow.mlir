// The llvm.intr.*.with.overflow intrinsics (which convert-arith-to-llvm makes of arith.addui_extended) print
// in the generic form, as upstream's.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @with_overflow
// CHECK-NEXT: "llvm.intr.sadd.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.uadd.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.ssub.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.usub.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: "llvm.intr.smul.with.overflow"(%{{.*}}, %{{.*}}) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
// CHECK-NEXT: "llvm.intr.umul.with.overflow"(%{{.*}}, %{{.*}}) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
func.func @with_overflow(%a: i32, %v: vector<4xi16>) {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %2 = "llvm.intr.ssub.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %3 = "llvm.intr.usub.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %4 = "llvm.intr.smul.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  %5 = "llvm.intr.umul.with.overflow"(%v, %v) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  return
}
