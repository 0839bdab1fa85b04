// An lmhlo.constant of dense_resource elements is a copy from a private constant memref.global whose initial
// value is the same resource (its elements are not read at compile time, not even to find a splat), in
// lhlo-legalize-to-linalg and lhlo-legalize-to-affine alike (it failed to legalize); the program runs as the
// interpreter runs it.
// RUN: ai-opt %s --lhlo-legalize-to-linalg | FileCheck %s
// RUN: ai-opt %s --lhlo-legalize-to-affine | FileCheck %s --check-prefix=AFFINE
// RUN: ai-runner %s --interpret --print | FileCheck %s --check-prefix=RESULT
// RUN: ai-runner %s --print | FileCheck %s --check-prefix=RESULT

// CHECK: memref.global "private" constant @[[G:.*]] : memref<2xf32> = dense_resource<k>
// CHECK-LABEL: func.func @main
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2xf32>
// CHECK: %[[SRC:.*]] = memref.get_global @[[G]] : memref<2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[SRC]] : memref<2xf32>) outs(%[[OUT]] : memref<2xf32>)
// CHECK: k: "0x040000000000803F0000803F"
// AFFINE: memref.global "private" constant @[[G:.*]] : memref<2xf32> = dense_resource<k>
// AFFINE: %[[SRC:.*]] = memref.get_global @[[G]] : memref<2xf32>
// AFFINE: affine.load %[[SRC]]
// RESULT: out0 = [1., 1.] : float32[2]
func.func @main() -> memref<2xf32> {
  %out = memref.alloc() : memref<2xf32>
  "lmhlo.constant"(%out) {value = dense_resource<k> : tensor<2xf32>} : (memref<2xf32>) -> ()
  return %out : memref<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      k: "0x040000000000803F0000803F"
    }
  }
#-}
