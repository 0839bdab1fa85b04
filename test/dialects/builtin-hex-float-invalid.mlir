// RUN: ai-opt %s --split-input-file --verify-diagnostics

// A hexadecimal literal of a float type is its bit pattern; more bits than the type has is upstream's
// error at the literal (xDSL's int.to_bytes raised OverflowError, reported as 'int too big to convert'
// on the next line).

func.func @f16_out_of_range() -> f16 {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %c = arith.constant 0x7FFFFFFF : f16
  return %c : f16
}

// -----

func.func @f32_out_of_range() -> f32 {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %c = arith.constant 0x1FFFFFFFF : f32
  return %c : f32
}

// -----

// The widest pattern of each type is a constant.
func.func @in_range() -> (f16, f32) {
  %a = arith.constant 0xFFFF : f16
  %b = arith.constant 0xFFFFFFFF : f32
  return %a, %b : f16, f32
}
