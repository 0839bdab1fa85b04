// Parser errors in MLIR's words: a result group `%name:N` names at least one result (checked at the count);
// an unknown type of the HLO dialects is reported as their type parsers do.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @zero_results() {
  // expected-error@+1 {{expected named operation to have at least 1 result}}
  %0:0 = "test.op"() : () -> ()
  func.return
}

// -----

func.func @two_results() -> (i32, i32) {
  %0:2 = "test.op"() : () -> (i32, i32)
  func.return %0#0, %0#1 : i32, i32
}

// -----

// An unknown type of the HLO dialects is reported in their own words.
// expected-error@+1 {{unknown mhlo type: foobar}}
func.func private @unknown_mhlo_type() -> !mhlo.foobar

// -----

// expected-error@+1 {{unknown stablehlo type: tokn}}
func.func private @unknown_stablehlo_type() -> !stablehlo.tokn
