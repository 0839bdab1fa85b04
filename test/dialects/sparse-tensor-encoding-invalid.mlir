// Upstream's errors for a malformed #sparse_tensor.encoding, and for one that does not fit its tensor.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{unexpected position bitwidth: 12}}
func.func @pos_width(%a: tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 12 }>>)

// -----

// expected-error@+1 {{unexpected coordinate bitwidth: 7}}
func.func @crd_width(%a: tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), crdWidth = 7 }>>)

// -----

// expected-error@+1 {{expected a permutation affine map for dimToLvl}}
func.func @not_permutation(%a: tensor<8x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d0 : compressed) }>>)

// -----

// expected-error@+1 {{unexpected dimToLvl mapping from 2 to 1}}
func.func @fewer_levels(%a: tensor<8x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed) }>>)

// -----

// expected-error@+1 {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func @rank_mismatch(%a: tensor<8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>)

// -----

// expected-error@+1 {{expected non-scalar sparse tensor}}
func.func @scalar(%a: tensor<f32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>>)

// -----

// expected-error@+1 {{unexpected key: sparsity}}
func.func @key(%a: tensor<8xf32, #sparse_tensor.encoding<{ sparsity = 1 }>>)

// -----

// expected-error@+1 {{unknown level format: sparse}}
func.func @format(%a: tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : sparse) }>>)
