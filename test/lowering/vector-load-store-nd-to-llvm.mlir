// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.load and vector.store of an n-D vector, row by row: each row an llvm.load/llvm.store at a GEP by its
// offset (the row's position times the memref's strides) from the element at the indices. The op's alignment
// is kept where the offset keeps it (8 elements, 32 bytes: 16 stays), else the element's (5 elements, 20 bytes:
// 4, not 8). Beyond upstream's convert-vector-to-llvm, which leaves n-D accesses
// (test_compiled_vector_load_store_nd.py runs them).

// CHECK-LABEL: func.func @load_store
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][%[[C8]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[R0:.*]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[R1:.*]] = llvm.load %[[Q]] {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[A0:.*]] = llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[A1:.*]] = llvm.insertvalue %[[R1]], %[[A0]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[S:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[C5:.*]] = llvm.mlir.constant(5 : i64) : i64
// CHECK: %[[T:.*]] = llvm.getelementptr %[[S]][%[[C5]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[W0:.*]] = llvm.extractvalue %[[A1]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[W1:.*]] = llvm.extractvalue %[[A1]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.store %[[W0]], %[[S]] {alignment = 8 : i64} : vector<4xf32>, !llvm.ptr
// CHECK: llvm.store %[[W1]], %[[T]] {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
func.func @load_store(%m: memref<4x8xf32>, %n: memref<3x5xf32>, %i: index) {
  %0 = vector.load %m[%i, %i] {alignment = 16 : i64} : memref<4x8xf32>, vector<2x4xf32>
  vector.store %0, %n[%i, %i] {alignment = 8 : i64} : memref<3x5xf32>, vector<2x4xf32>
  return
}
