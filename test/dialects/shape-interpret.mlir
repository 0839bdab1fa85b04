// The reference interpreter runs shape ops: shapes are int64 arrays, sizes ints, witnesses bools.
// RUN: ai-runner %s --interpret --print | FileCheck %s
// RUN: not ai-runner %S/Inputs/shape-interpret-not-broadcastable.mlir --interpret 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: out0 = [2, 3] : int64[2]
// CHECK: out1 = 3 : int64[]
// CHECK: out2 = 6 : int64[]
// CHECK: out3 = [4, 2, 3] : int64[3]
// CHECK: out4 = 3 : int64[]
// CHECK: out5 = [7., 8.] : float32[2]
// ERR: error: 'shape.cstr_broadcastable' op shapes are not broadcastable
func.func @main() -> (tensor<2xindex>, index, index, tensor<3xindex>, index, tensor<2xf32>) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %d = tensor.cast %x : tensor<2x3xf32> to tensor<?x?xf32>
  %s = shape.shape_of %d : tensor<?x?xf32> -> tensor<2xindex>
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %s, %c1 : tensor<2xindex>, index -> index
  %n = shape.num_elements %s : tensor<2xindex> -> index
  %c = shape.const_shape [4, 1, 3] : tensor<3xindex>
  %b = shape.broadcast %s, %c : tensor<2xindex>, tensor<3xindex> -> tensor<3xindex>
  %w = shape.cstr_broadcastable %s, %c : tensor<2xindex>, tensor<3xindex>
  %r:2 = shape.assuming %w -> (index, tensor<2xf32>) {
    %k = shape.rank %b : tensor<3xindex> -> index
    %v = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
    shape.assuming_yield %k, %v : index, tensor<2xf32>
  }
  return %s, %e, %n, %b, %r#0, %r#1 : tensor<2xindex>, index, index, tensor<3xindex>, index, tensor<2xf32>
}
