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
