// An op with operand segments written in the generic form without `operandSegmentSizes` has upstream's
// default property, a size of 0 per segment: its verifier counts the operands against those sizes and then
// runs the op's own checks (xDSL asked for the property: 'Expected operandSegmentSizes property in ...').
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @call_without_callee_or_operands() {
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() {op_bundle_sizes = array<i32>} : () -> ()
  return
}

// -----

func.func @call_with_operands_but_no_sizes(%callee: !llvm.ptr, %x: i32) {
  // expected-error@+1 {{'llvm.call' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "llvm.call"(%callee, %x) {op_bundle_sizes = array<i32>} : (!llvm.ptr, i32) -> ()
  return
}
