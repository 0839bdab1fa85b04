// RUN: not ai-runner %s --random-inputs 2>&1 | FileCheck %s
// RUN: not ai-runner %s --random-inputs --entry huge 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: not ai-runner %s --random-inputs --pipeline='hlo-to-cpu-pipeline{parallel=false}' 2>&1 | FileCheck %s

// The sizes of %a and %c differ at run time (1 and 2 with --random-inputs): the compiled shape check
// stops the program with a located error instead of reading past the end of %a.
// CHECK: ai-runner-runtime-errors.mlir:[[# @LINE + 5]]:8: error: 'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0
// CHECK-NEXT: %r = stablehlo.add %a, %c : tensor<?xf32>
// CHECK-NOT: internal error
func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.concatenate %a, %a, dim = 0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %r = stablehlo.add %a, %c : tensor<?xf32>
  return %r : tensor<?xf32>
}

// An intermediate of 2^62 bytes: malloc fails, and that is an error at the entry, not a crash.
// MEMORY: ai-runner-runtime-errors.mlir:[[# @LINE + 4]]:1: error: out of memory: cannot allocate 4611686018427387968 bytes
// The interpreter stops at the op whose result would not fit (numpy made it a view and reduced it for ever).
// RUN: not ai-runner %s --random-inputs --entry huge --interpret 2>&1 | FileCheck %s --check-prefix=MEMORY-INTERPRETED
// MEMORY-INTERPRETED: ai-runner-runtime-errors.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.broadcast_in_dim' op out of memory: cannot allocate 4611686018427387904 bytes
func.func @huge(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1073741824x1073741824xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1073741824x1073741824xf32>) -> tensor<1073741824x1073741824xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<1073741824x1073741824xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}
