// REQUIRES: upstream-mlir
// The bufferized IR of the sample models parses and verifies in upstream mlir-opt.
// RUN: ai-opt %examples/models/mlp.mhlo.mlir --convert-mhlo-to-linalg --eliminate-empty-tensors --one-shot-bufferize=bufferize-function-boundaries --buffer-results-to-out-params=modify-public-functions --buffer-deallocation --promote-buffers-to-stack | %mlir-opt --verify-each | FileCheck %s
// RUN: ai-opt %examples/models/softmax.mhlo.mlir --convert-mhlo-to-linalg --one-shot-bufferize --buffer-deallocation | %mlir-opt --verify-each | FileCheck %s --check-prefix=TENSORS
// RUN: ai-opt %s --one-shot-bufferize=bufferize-function-boundaries | %mlir-opt --verify-each | FileCheck %s --check-prefix=GLOBAL
// RUN: ai-opt %S/../dialects/memref.mlir | %mlir-opt --verify-each | FileCheck %s --check-prefix=MEMREF
// RUN: ai-opt %S/../dialects/bufferization.mlir | %mlir-opt --verify-each | FileCheck %s --check-prefix=BUFFERIZATION

// CHECK: func.func public @main(%{{.*}}: memref<8x16xf32, strided<[?, ?], offset: ?>>, {{.*}}, %{{.*}}: memref<8x4xf32> {jax.result_info = "result"})
// CHECK: linalg.matmul
// TENSORS: bufferization.to_buffer
// TENSORS: bufferization.to_tensor
// MEMREF: memref.global "private" constant @c : memref<4xf32>
// BUFFERIZATION: bufferization.to_buffer %{{.*}} read_only : tensor<4xf32> to memref<4xf32>
// GLOBAL: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
func.func @constant() -> tensor<2xf32> {
  %c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %c : tensor<2xf32>
}
