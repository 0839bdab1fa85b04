// RUN: not ai-opt %s --split-input-file --convert-vector-to-llvm 2>&1 | FileCheck %s
// RUN: not ai-opt %s --split-input-file --convert-to-llvm 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --convert-vector-to-llvm=force-32bit-vector-indices=false 2>&1 | FileCheck %s --check-prefix=OPTION

// What convert-vector-to-llvm does not lower fails the pass (and convert-to-llvm, which left it unconverted
// before), located at the op (never a lowering that could read outside the memref): a transfer of a tensor (left to
// bufferization), a gather from a tensor, a masked load along an innermost dim whose stride is not 1 (its
// lanes are not consecutive).
// CHECK: :[[# @LINE + 3]]:8: error: failed to legalize operation 'vector.transfer_read'
func.func @transfer_tensor(%t: tensor<4x8xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%i, %i], %pad : tensor<4x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// CHECK: :[[# @LINE + 3]]:8: error: failed to legalize operation 'vector.gather'
func.func @gather_tensor(%t: tensor<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.gather %t[%c0] [%idx], %mask, %pass : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// -----

// CHECK: :[[# @LINE + 3]]:8: error: failed to legalize operation 'vector.maskedload'
// ALL: :[[# @LINE + 2]]:8: error: failed to legalize operation 'vector.maskedload'
func.func @masked_strided(%m: memref<16xf32, strided<[3]>>, %i: index, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %r = vector.maskedload %m[%i], %mask, %pass : memref<16xf32, strided<[3]>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r : vector<4xf32>
}

// OPTION: <command-line>:1:{{[0-9]+}}: error: no such option 'force-32bit-vector-indices' for pass 'convert-vector-to-llvm' (options: reassociate-fp-reductions)
