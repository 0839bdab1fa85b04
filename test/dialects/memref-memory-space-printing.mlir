// An i64 memory space prints as a bare integer, as upstream prints it (xDSL prints `3 : i64`); other
// integer types keep theirs, and attributes print as they are. The output reads back the same.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @spaces
// CHECK-SAME: memref<4xf32, 3>
// CHECK-SAME: memref<4x?xf32, strided<[?, 1]>, 5>
// CHECK-SAME: memref<*xf32, 1>
// CHECK-SAME: memref<f32, 2 : i32>
// CHECK-SAME: memref<2xi8, #gpu.address_space<workgroup>>
// CHECK-SAME: memref<8xf32>)
func.func @spaces(%a: memref<4xf32, 3>, %b: memref<4x?xf32, strided<[?, 1]>, 5 : i64>, %c: memref<*xf32, 1>,
                  %d: memref<f32, 2 : i32>, %e: memref<2xi8, #gpu.address_space<workgroup>>, %f: memref<8xf32>) {
  return
}
