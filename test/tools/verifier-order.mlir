// RUN: ai-opt %s --split-input-file --verify-diagnostics

// An invalid op in a function without a terminator is reported itself:
// MLIR checks a block's terminator only after the block's ops.
func.func @invalid_op_first(%t: tensor<2x3xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %x = tensor.extract %t[%i] : tensor<2x3xf32>
}

// -----

func.func @no_terminator(%a: i32) {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.addi"}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @nested_no_terminator(%m: memref<4xf32>, %x: f32, %i: index) {
  scf.execute_region {
  ^bb0:
    // expected-error@+1 {{block with no terminator, has "memref.store"}}
    "memref.store"(%x, %m, %i) : (f32, memref<4xf32>, index) -> ()
  ^bb1:
    scf.yield
  }
  return
}
