// The llvm.intr.*.with.overflow intrinsics take two signless integers (or vectors of them) of one type and
// return a struct, with upstream's messages.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @element_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.intr.uadd.with.overflow' op requires the same element type for all operands}}
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>
  return
}

// -----

func.func @vector_lengths(%a: vector<4xi32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'llvm.intr.usub.with.overflow' op requires all operands to have the same type}}
  %0 = "llvm.intr.usub.with.overflow"(%a, %b) : (vector<4xi32>, vector<2xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  return
}

// -----

func.func @float_operands(%f: f32) {
  // expected-error@+1 {{'llvm.intr.sadd.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.sadd.with.overflow"(%f, %f) : (f32, f32) -> !llvm.struct<(f32, i1)>
  return
}

// -----

func.func @scalar_result(%a: i32) {
  // expected-error@+1 {{'llvm.intr.umul.with.overflow' op result #0 must be LLVM structure type, but got 'i32'}}
  %0 = "llvm.intr.umul.with.overflow"(%a, %a) : (i32, i32) -> i32
  return
}
