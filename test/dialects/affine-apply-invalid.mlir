// RUN: ai-opt %s --split-input-file --verify-diagnostics

// affine.apply: one index per dim and symbol of its map, one result (upstream's
// parser and verifier, in their words).

func.func @apply_operand_count(%i: index) {
  // expected-error@+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  func.return
}

// -----

func.func @apply_operand_count_generic(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0)[s0] -> (d0 + s0)>}> : (index) -> index
  func.return
}

// -----

func.func @apply_two_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  func.return
}

// -----

func.func @apply_operand_type(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  func.return
}
