// Branches must pass one value of the right type per argument of the target block.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @too_many(%a: i32) {
  // expected-error@+1 {{'cf.br' op branch has 2 operands for successor #0, but target block has 1}}
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32):
  func.return
}

// -----

func.func @wrong_type(%a: i32) {
  // expected-error@+1 {{'cf.br' op type mismatch for bb argument #0 of successor #0: i32 is passed to an argument of type i64}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  func.return
}

// -----

func.func @cond_br_missing(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op branch has 0 operands for successor #0, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1(%x: i32):
  func.return
^bb2:
  func.return
}

// -----

func.func @cond_br_else(%c: i1, %a: i32) {
  // expected-error@+1 {{'cf.cond_br' op branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  func.return
^bb2:
  func.return
}

// -----

func.func @switch_case(%f: i32, %a: i32) {
  // expected-error@+1 {{'cf.switch' op branch has 0 operands for successor #1, but target block has 1}}
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  func.return
^bb2(%x: i32):
  func.return
}
