// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// Types and attributes print as upstream prints them where xDSL differs.
// Integer overflow flags: `overflow<nsw, nuw>` (xDSL: `<nsw,nuw>`).

// CHECK-LABEL: func.func @flags
func.func @flags(%a: i64, %b: i64) {
  // CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
  %0 = arith.addi %a, %b overflow<nuw, nsw> : i64
  // CHECK: arith.muli %{{.*}}, %{{.*}} overflow<nuw> : i64
  %1 = arith.muli %a, %b overflow<nuw> : i64
  // CHECK: arith.shli %{{.*}}, %{{.*}} : i64
  %2 = arith.shli %a, %b : i64
  // CHECK: llvm.add %{{.*}}, %{{.*}} overflow<nsw, nuw> : i64
  %3 = llvm.add %a, %b overflow<nsw,nuw> : i64
  return
}

// A memref's identity affine map layout is not printed (upstream's printer prints a layout that is not the
// identity only).
// CHECK-LABEL: func.func @identity_layouts
// CHECK-SAME: (%{{.*}}: memref<32xf32>, %{{.*}}: memref<4x4xf32, 3>, %{{.*}}: memref<4x4xf32, #{{.*}}>)
func.func @identity_layouts(%a: memref<32xf32, affine_map<(d0) -> (d0)>>, %b: memref<4x4xf32, affine_map<(i, j) -> (i, j)>, 3>, %c: memref<4x4xf32, affine_map<(i, j) -> (j, i)>>) {
  return
}
