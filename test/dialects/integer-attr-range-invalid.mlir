// An integer attribute that its type cannot hold is upstream's error at the literal (Parser's
// buildAttributeAPInt): signless types from the signed minimum to the unsigned maximum, index as i64.
// Index values were not checked: 2^64 parsed, and canonicalize then failed with a Python ValueError
// when it made the value a static offset.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @index_past_64_bits() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 18446744073709551616 : index
  return %c : index
}

// -----

func.func @index_below_i64_min() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : index
  return %c : index
}

// -----

func.func @hex_index_past_64_bits() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 0x10000000000000000 : index
  return %c : index
}

// -----

func.func @i8_in_generic_form() -> i8 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = "arith.constant"() <{value = 256 : i8}> : () -> i8
  return %c : i8
}

// -----

func.func @negative_i64() -> i64 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant -9223372036854775809 : i64
  return %c : i64
}
