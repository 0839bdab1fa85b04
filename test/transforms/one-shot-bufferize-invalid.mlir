// RUN: ai-opt %s -split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries"

func.func @unknown_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'test.op' op op was not bufferized}}
  %0 = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @loop_yields_new_buffer(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    // expected-error@+1 {{'scf.yield' op Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// expected-error@+1 {{'func.func' op recursive functions are not supported by one-shot-bufferize}}
func.func @recursive(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @recursive(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Branches between blocks that pass tensors around are not supported.
// expected-error@+1 {{'func.func' op has a region with several blocks (unstructured control flow) on tensors; one-shot-bufferize supports structured control flow only}}
func.func @branches(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %t : tensor<4xf32>
}

// -----

// Unranked tensors are not bufferized (upstream makes memref<*xf32> of them): a located error, not a crash.
func.func @cast_to_unranked(%a: tensor<4xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tensor.cast' op has an unranked tensor result; one-shot-bufferize supports ranked tensors only}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// expected-error@+1 {{'func.func' op has an unranked tensor argument; one-shot-bufferize supports ranked tensors only}}
func.func @unranked_argument(%a: tensor<*xf32>) -> tensor<*xf32> {
  return %a : tensor<*xf32>
}

// -----

// aiopt has no sparse code generation: a sparse tensor (#sparse_tensor.encoding) is rejected where it first
// appears, not bufferized as a dense one.
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'tensor.empty' op has a sparse tensor result (#sparse_tensor.encoding); aiopt generates code for dense tensors only}}
  %0 = tensor.empty() : tensor<4x4xf32, #CSR>
  return %a : tensor<4x4xf32>
}

// -----

// An scf.while whose condition passes on a value computed in the before region (not a before-region argument)
// of a dynamic shape: the slot that would carry it has no init of its size (a static one gets a tensor.empty,
// one-shot-bufferize-loops.mlir), so the regions keep carrying different types, which is refused at the op.
func.func @while_passes_dynamic_computed_value(%a: tensor<?xf32>, %go: i1) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.while' op scf.while whose regions carry different types is not supported by one-shot-bufferize}}
  %r = scf.while (%i = %c0) : (index) -> tensor<?xf32> {
    %n = tensor.dim %a, %c0 : tensor<?xf32>
    %e = tensor.empty(%n) : tensor<?xf32>
    scf.condition(%go) %e : tensor<?xf32>
  } do {
  ^bb0(%x: tensor<?xf32>):
    scf.yield %c0 : index
  }
  return %r : tensor<?xf32>
}

// -----

// An unrealized cast from nothing is no view of an operand's buffer (the alias analysis read its operand #0:
// an IndexError); it is an op that does not bufferize.
func.func @cast_from_nothing() -> tensor<i32> {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op op was not bufferized}}
  %0 = builtin.unrealized_conversion_cast to tensor<i32>
  return %0 : tensor<i32>
}
