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

// vector.extract and vector.insert of an element of a 1-D vector at a constant position: llvm.extractelement and
// llvm.insertelement at that position (an i64 constant).
// CHECK-LABEL: llvm.func @extract_insert(%arg0: vector<4xf32>, %arg1: f32) -> vector<4xf32>
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[E:.*]] = llvm.extractelement %arg0[%[[TWO]] : i64] : vector<4xf32>
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[W:.*]] = llvm.insertelement %[[E]], %arg0[%[[ZERO]] : i64] : vector<4xf32>
// CHECK-NEXT: %[[THREE:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %[[R:.*]] = llvm.insertelement %arg1, %[[W]][%[[THREE]] : i64] : vector<4xf32>
// CHECK-NEXT: llvm.return %[[R]] : vector<4xf32>
// IR-LABEL: define <4 x float> @extract_insert(
// IR-NEXT: bb0:
// IR-NEXT: %[[E:.*]] = extractelement <4 x float> %arg0, i64 2
// IR-NEXT: %[[W:.*]] = insertelement <4 x float> %arg0, float %[[E]], i64 0
// IR-NEXT: insertelement <4 x float> %[[W]], float %arg1, i64 3
func.func @extract_insert(%v: vector<4xf32>, %e: f32) -> vector<4xf32> {
  %x = vector.extract %v[2] : f32 from vector<4xf32>
  %w = vector.insert %x, %v [0] : f32 into vector<4xf32>
  %r = vector.insert %e, %w [3] : f32 into vector<4xf32>
  return %r : vector<4xf32>
}

// At a dynamic position: the index converted to i64.
// CHECK-LABEL: llvm.func @dynamic_position(%arg0: vector<4xf32>, %arg1: i64) -> vector<4xf32>
// CHECK-NEXT: %[[E:.*]] = llvm.extractelement %arg0[%arg1 : i64] : vector<4xf32>
// CHECK-NEXT: %[[W:.*]] = llvm.insertelement %[[E]], %arg0[%arg1 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.return %[[W]] : vector<4xf32>
func.func @dynamic_position(%v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %x = vector.extract %v[%i] : f32 from vector<4xf32>
  %w = vector.insert %x, %v [%i] : f32 into vector<4xf32>
  return %w : vector<4xf32>
}

// An n-D vector is an array of 1-D vectors (upstream's convertVectorType): an element is reached with
// llvm.extractvalue of its 1-D vector and llvm.extractelement/insertelement in it (inserted back with
// llvm.insertvalue), a row with llvm.extractvalue/insertvalue alone; an n-D constant is one llvm.mlir.constant
// of the array type.
// CHECK-LABEL: llvm.func @nd_vectors(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: f32) -> !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[ROW:.*]] = llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[E:.*]] = llvm.extractelement %[[ROW]][%[[TWO]] : i64] : vector<3xf32>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[W:.*]] = llvm.insertvalue %[[R0]], %[[C]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[OLD:.*]] = llvm.extractvalue %[[W]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[NEW:.*]] = llvm.insertelement %[[E]], %[[OLD]][%[[ONE]] : i64] : vector<3xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.insertvalue %[[NEW]], %[[W]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.return %[[R]] : !llvm.array<2 x vector<3xf32>>
// IR-LABEL: define [2 x <3 x float>] @nd_vectors(
// IR-NEXT: bb0:
// IR-NEXT: %[[ROW:.*]] = extractvalue [2 x <3 x float>] %arg0, 1
// IR-NEXT: %[[E:.*]] = extractelement <3 x float> %[[ROW]], i64 2
// IR-NEXT: %[[R0:.*]] = extractvalue [2 x <3 x float>] %arg0, 0
// IR-NEXT: %[[W:.*]] = insertvalue [2 x <3 x float>] [<3 x float> <float 0x3FF0000000000000, float 0x4000000000000000, float 0x4008000000000000>, <3 x float> <float 0x4010000000000000, float 0x4014000000000000, float 0x4018000000000000>], <3 x float> %[[R0]], 1
func.func @nd_vectors(%v: vector<2x3xf32>, %e: f32) -> vector<2x3xf32> {
  %x = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
  %row = vector.extract %v[0] : vector<3xf32> from vector<2x3xf32>
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %w = vector.insert %row, %c [1] : vector<3xf32> into vector<2x3xf32>
  %r = vector.insert %x, %w [0, 1] : f32 into vector<2x3xf32>
  return %r : vector<2x3xf32>
}

// A 0-D vector is a vector<1xT> in LLVM (upstream's type converter): its element, at the empty position, is
// llvm.extractelement/insertelement at 0, as upstream's patterns add that position (they were left unconverted).
// CHECK-LABEL: llvm.func @zero_d(%arg0: vector<1xf32>, %arg1: f32) -> !llvm.struct<(f32, vector<1xf32>)>
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[E:.*]] = llvm.extractelement %arg0[%[[Z]] : i64] : vector<1xf32>
// CHECK-NEXT: %[[Z2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[W:.*]] = llvm.insertelement %arg1, %arg0[%[[Z2]] : i64] : vector<1xf32>
// CHECK: llvm.insertvalue %[[E]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[W]], %{{.*}}[1]
// IR-LABEL: define { float, <1 x float> } @zero_d(
// IR-NEXT: bb0:
// IR-NEXT: %[[E:.*]] = extractelement <1 x float> %arg0, i64 0
// IR-NEXT: %[[W:.*]] = insertelement <1 x float> %arg0, float %arg1, i64 0
func.func @zero_d(%v: vector<f32>, %s: f32) -> (f32, vector<f32>) {
  %e = vector.extract %v[] : f32 from vector<f32>
  %w = vector.insert %s, %v[] : f32 into vector<f32>
  return %e, %w : f32, vector<f32>
}

// A vector of index is loaded and stored as a vector of the index bitwidth, aligned to its 8 bytes (the lowering
// read the alignment from the element, which for index has no bitwidth: an internal error).
// CHECK-LABEL: llvm.func @index_vectors(
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr -> vector<4xi64>
// CHECK: llvm.store %[[V]], %{{.*}} {alignment = 8 : i64} : vector<4xi64>, !llvm.ptr
// IR-LABEL: @index_vectors(
// IR: load <4 x i64>, ptr %{{.*}}, align 8
// IR: store <4 x i64> %{{.*}}, ptr %{{.*}}, align 8
func.func @index_vectors(%m: memref<8xindex>, %i: index) {
  %v = vector.load %m[%i] : memref<8xindex>, vector<4xindex>
  vector.store %v, %m[%i] : memref<8xindex>, vector<4xindex>
  return
}
