// RUN: ai-opt %s --split-input-file --verify-diagnostics

// tensor.yield ends the body of a tensor.generate or tensor.pad (upstream's
// HasParent), with a value of the tensor's element type.

func.func @yield_parent(%c: f32) {
  "scf.execute_region"() ({
    // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
    "tensor.yield"(%c) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

func.func @yield_element_type(%n: index) -> tensor<?xf32> {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 1 : i32
    tensor.yield %c : i32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}
