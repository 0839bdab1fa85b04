// A symbol defined twice is reported at the redefinition, with a note at the
// original, as mlir-opt does (also in the implicit top-level module).
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

module {
  // expected-note@+1 {{see existing symbol definition here}}
  memref.global "private" constant @g : memref<2xf32> = dense<1.0>
  // expected-error@+1 {{redefinition of symbol named 'g'}}
  func.func private @g()
}

// -----

// A malformed symbol is reported by its own verifier, not by the symbol check.
module {
  // expected-error@+1 {{'memref.global' op requires attribute 'sym_name'}}
  "memref.global"() <{sm_name = "g", sym_visibility = "private", type = memref<2xf32>}> : () -> ()
}
