// RUN: ai-opt %s --convert-to-llvm | FileCheck %s
// RUN: ai-opt %s --convert-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// vector.load and vector.store of 1-D vectors: the element's address (aligned pointer + offset + sum(index *
// stride)) and one llvm.load/llvm.store of the vector, aligned as the op's `alignment` promises, else as the
// element (f32: 4 bytes).
// CHECK-LABEL: llvm.func @load_store
// CHECK: %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[Q:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[W:.*]] = llvm.load %[[Q]] {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: %[[ROW:.*]] = llvm.mlir.constant(128 : i64) : i64
// CHECK-NEXT: llvm.mul %{{.*}}, %[[ROW]] : i64
// CHECK: llvm.store %[[V]], %{{.*}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// CHECK: llvm.store %[[W]], %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NOT: vector.
// IR: load <4 x float>, ptr %{{.*}}, align 16
// IR: load <4 x float>, ptr %{{.*}}, align 4
// IR: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16
// IR: store <4 x float> %{{.*}}, ptr %{{.*}}, align 4
func.func @load_store(%m: memref<?x?xf32>, %s: memref<16x64xf32, strided<[128, 1], offset: ?>>, %i: index, %j: index) {
  %v = vector.load %m[%i, %j] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
  %w = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %s[%i, %j] {alignment = 16 : i64} : memref<16x64xf32, strided<[128, 1], offset: ?>>, vector<4xf32>
  vector.store %w, %s[%i, %j] : memref<16x64xf32, strided<[128, 1], offset: ?>>, vector<4xf32>
  return
}
