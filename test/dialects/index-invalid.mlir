// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @cast(%a: i32) {
  // expected-error@+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @cmp(%a: index) {
  // expected-error@+1 {{Expected `eq`, `ne`, `slt`}}
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

// The value is an IndexAttr, 64 bits (past them it printed a value the generic form's parser refused).
func.func @constant_past_64_bits() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.constant 18446744073709551616
  return %0 : index
}
