// memref.dma_start and memref.dma_wait in upstream's syntax (one variadic
// operand list for dma_start, optionally strided), also in generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @dma
//       CHECK:   memref.dma_start %{{.+}}[%{{.+}}, %{{.+}}], %{{.+}}[%{{.+}}], %{{.+}}, %{{.+}}[%{{.+}}] : memref<40x128xf32>, memref<1024xf32, 1>, memref<1xi32>
//       CHECK:   memref.dma_start %{{.+}}[%{{.+}}, %{{.+}}], %{{.+}}[%{{.+}}], %{{.+}}, %{{.+}}[%{{.+}}], %{{.+}}, %{{.+}} : memref<40x128xf32>, memref<1024xf32, 1>, memref<1xi32>
//       CHECK:   memref.dma_wait %{{.+}}[%{{.+}}], %{{.+}} : memref<1xi32>
func.func @dma(%src: memref<40x128xf32>, %dst: memref<1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i], %n, %tag[%i] : memref<40x128xf32>, memref<1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %i], %dst[%i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  return
}
