// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.expandload and vector.compressstore of 1-D vectors to llvm.masked.expandload/compressstore at the
// address of the element at their indices (upstream's llvm.intr.masked.* ops, here llvm.call_intrinsic of them;
// test_compiled_vector_compress.py runs them).

// CHECK-LABEL: func.func @compress
// CHECK-SAME: (%[[M:.*]]: memref<4x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[MASK:.*]]: vector<4xi1>, %[[V:.*]]: vector<4xf32>)
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[E:.*]] = llvm.call_intrinsic "llvm.masked.expandload.v4f32"(%[[P]], %[[MASK]], %[[V]]) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: %[[Q:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.call_intrinsic "llvm.masked.compressstore.v4f32"(%[[E]], %[[Q]], %[[MASK]]) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
func.func @compress(%m: memref<4x16xf32>, %i: index, %j: index, %mask: vector<4xi1>, %v: vector<4xf32>) {
  %0 = vector.expandload %m[%i, %j], %mask, %v : memref<4x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %j], %mask, %0 : memref<4x16xf32>, vector<4xi1>, vector<4xf32>
  return
}
