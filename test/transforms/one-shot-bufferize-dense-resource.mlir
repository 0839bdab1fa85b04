// A tensor constant of dense_resource elements bufferizes as upstream's: a private constant memref.global
// whose initial value is the same resource (printed without its type), at the constant's location,
// one global for each (value, type); the blobs are printed after the module.
// RUN: ai-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: ai-opt %s --one-shot-bufferize="bufferize-function-boundaries" | ai-opt | FileCheck %s
// RUN: ai-opt %s --one-shot-bufferize="bufferize-function-boundaries" --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// CHECK:      memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense_resource<weights> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_3xi8 : memref<3xi8> = dense_resource<bytes> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xf32_0 : memref<2xf32> = dense_resource<other> {alignment = 64 : i64}
// CHECK-LABEL: func.func @main
// CHECK:       %[[W:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK:       %[[B:.*]] = memref.get_global @__constant_3xi8 : memref<3xi8>
// CHECK:       %[[W2:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK:       %[[O:.*]] = memref.get_global @__constant_2xf32_0 : memref<2xf32>
// CHECK:       return %[[W]], %[[B]], %[[W2]], %[[O]]
// CHECK:       weights: "0x040000000000803F00000040",
// CHECK-NEXT:  bytes: "0x0100000001FF7F",
// CHECK-NEXT:  other: "0x04000000000040400000803F"

// LOC: memref.global "private" constant @__constant_2xf32 {{.*}} loc("{{.*}}one-shot-bufferize-dense-resource.mlir":[[# @LINE + 3]]:8)
func.func @main() -> (memref<2xf32>, memref<3xi8>, memref<2xf32>, memref<2xf32>) {
  // A resource constant used twice, written twice: one global.
  %w = arith.constant dense_resource<weights> : tensor<2xf32>
  %b = arith.constant dense_resource<bytes> : tensor<3xi8>
  %w2 = arith.constant dense_resource<weights> : tensor<2xf32>
  %o = arith.constant dense_resource<other> : tensor<2xf32>
  %mw = bufferization.to_buffer %w : tensor<2xf32> to memref<2xf32>
  %mb = bufferization.to_buffer %b : tensor<3xi8> to memref<3xi8>
  %mw2 = bufferization.to_buffer %w2 : tensor<2xf32> to memref<2xf32>
  %mo = bufferization.to_buffer %o : tensor<2xf32> to memref<2xf32>
  return %mw, %mb, %mw2, %mo : memref<2xf32>, memref<3xi8>, memref<2xf32>, memref<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F00000040",
      bytes: "0x0100000001FF7F",
      other: "0x04000000000040400000803F"
    }
  }
#-}
