// Parser errors in MLIR's words: a result group `%name:N` names at least one result (checked at the count);
// an unknown type of the HLO dialects is reported as their type parsers do.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @zero_results() {
  // expected-error@+1 {{expected named operation to have at least 1 result}}
  %0:0 = "test.op"() : () -> ()
  func.return
}

// -----

// A result group without its count (`gpu.printf "%d" %x : i32` in MLIR 19's syntax reads `%x : i32` as
// the results of an op that follows).
func.func @count_not_an_integer(%x: i32) {
  // expected-error@+1 {{expected integer number of results}}
  %x : i32 = "test.op"() : () -> i32
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
