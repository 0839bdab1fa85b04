// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.type_cast in upstream's syntax (what mlir-opt 22 prints), round-tripped through the custom and the
// generic form (vector-type-cast-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @type_cast
// CHECK: vector.type_cast %{{.*}} : memref<4x8xf32> to memref<vector<4x8xf32>>
// CHECK: vector.type_cast %{{.*}} : memref<4x8xf32> to memref<4xvector<8xf32>>
// CHECK: vector.type_cast %{{.*}} : memref<4x8xf32, strided<[8, 1]>, 3> to memref<vector<4x8xf32>, 3>
// GENERIC: "vector.type_cast"(%{{.*}}) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
func.func @type_cast(%m: memref<4x8xf32>, %s: memref<4x8xf32, strided<[8, 1]>, 3>) {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  %1 = vector.type_cast %m : memref<4x8xf32> to memref<4xvector<8xf32>>
  %2 = vector.type_cast %s : memref<4x8xf32, strided<[8, 1]>, 3> to memref<vector<4x8xf32>, 3>
  return
}
