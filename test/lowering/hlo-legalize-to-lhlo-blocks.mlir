// RUN: ai-opt %s --hlo-legalize-to-lhlo | FileCheck %s

// Branches between blocks that do not carry tensors are fine: the entry block's arguments become buffers.
// CHECK-LABEL: func.func @branches
// CHECK-SAME: (%{{.*}}: i1, %[[T:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: ^bb2:
// CHECK-NEXT: return %[[T]] : memref<4xf32>
func.func @branches(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %t : tensor<4xf32>
}
