// The verifier checks SSA dominance as MLIR's does: a use must follow its
// definition in a block, be dominated by it across the blocks of a CFG
// region, and may see values of enclosing regions; module bodies are graph
// regions. Checked after the ops verify, before anything runs.

// RUN: ai-opt %s --split-input-file --verify-diagnostics
// RUN: not ai-runner %S/Inputs/dominance.mlir --interpret 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUNNER: dominance.mlir:4:8: error: operand #1 does not dominate this use
// RUNNER: dominance.mlir:5:8: note: operand defined here (op in the same block)
// RUNNER-NOT: internal error

func.func @use_before_def(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %0 = stablehlo.add %a, %1 : tensor<f32>
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = stablehlo.negate %a : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @self_use(%a: i32) -> i32 {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = arith.addi %0, %a : i32
  func.return %0 : i32
}

// -----

func.func @other_branch(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.addi %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  func.return %x : i32
}

// -----

// A block argument is visible only in the blocks its block dominates.
// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  func.return %x : i32
}

// -----

// Dominance across blocks, values of enclosing regions inside nested ones,
// uses in unreachable blocks and the ops of a module body in any order: all
// valid.
func.func @valid(%c: i1, %a: i32, %n: index) -> i32 {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %x = arith.addi %a, %a : i32
  %y = scf.for %i = %zero to %n step %one iter_args(%acc = %x) -> (i32) {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  cf.br ^bb2(%y : i32)
^bb2(%r: i32):
  func.return %r : i32
^dead:
  %z = arith.addi %later, %later : i32
  %later = arith.addi %a, %a : i32
  cf.br ^dead
}
func.func @callee() {
  func.call @defined_after() : () -> ()
  func.return
}
func.func private @defined_after()

// -----

// A use in a nested region that comes before the definition in the parent
// block.
func.func @parent_region(%a: i32, %n: index) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  scf.for %i = %zero to %n step %one {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %use = arith.addi %late, %a : i32
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = arith.addi %a, %a : i32
  func.return
}
