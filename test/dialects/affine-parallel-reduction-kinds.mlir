// affine.parallel holds its reductions as `arith::AtomicRMWKind` integers, in
// LLVM 22's order (addf 0, addi 1, andi 2, assign 3, maximumf 4, minimumf 8,
// mulf 12, muli 13, ori 14): the generic form names each kind by that number,
// as upstream mlir-opt reads and prints it (affine-upstream.mlir; upstream
// leaves out the `: i64`).
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// GENERIC-LABEL: "float_kinds"
// GENERIC: reductions = [0{{( : i64)?}}, 3{{( : i64)?}}, 4{{( : i64)?}}, 8{{( : i64)?}}, 12{{( : i64)?}}]
// CHECK-LABEL: @float_kinds
// CHECK: reduce ("addf", "assign", "maximumf", "minimumf", "mulf") -> (f32, f32, f32, f32, f32)
func.func @float_kinds(%m: memref<8xf32>) -> (f32, f32, f32, f32, f32) {
  %r:5 = affine.parallel (%i) = (0) to (8) reduce ("addf", "assign", "maximumf", "minimumf", "mulf") -> (f32, f32, f32, f32, f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v, %v, %v, %v, %v : f32, f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : f32, f32, f32, f32, f32
}

// GENERIC-LABEL: "integer_kinds"
// GENERIC: reductions = [1{{( : i64)?}}, 2{{( : i64)?}}, 13{{( : i64)?}}, 14{{( : i64)?}}]
// CHECK-LABEL: @integer_kinds
// CHECK: reduce ("addi", "andi", "muli", "ori") -> (i32, i32, i32, i32)
func.func @integer_kinds(%m: memref<8xi32>) -> (i32, i32, i32, i32) {
  %r:4 = affine.parallel (%i) = (0) to (8) reduce ("addi", "andi", "muli", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %m[%i] : memref<8xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
