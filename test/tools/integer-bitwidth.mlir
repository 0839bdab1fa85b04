// Integer types wider than MLIR's limit (IntegerType::kMaxWidth) are a
// located parse error, not an allocation that never ends.

// RUN: ai-opt %s --split-input-file --verify-diagnostics

// The widest integer type MLIR accepts still parses.
func.func @widest(%a: i16777215) -> i16777215 {
  func.return %a : i16777215
}

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
module attributes {x = 0 : i4294967296} {}

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func @unsigned(%a: ui16777216)

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
func.func @in_tensor(%a: tensor<2xsi99999999999999999999>)
