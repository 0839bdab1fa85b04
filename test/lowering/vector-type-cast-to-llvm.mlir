// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s

// vector.type_cast: the result's descriptor over the source's pointers at offset 0, as upstream's
// VectorTypeCastOpConversion builds it (test_compiled_vector_type_cast.py runs it).

// CHECK-LABEL: func.func @type_cast
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[A:.*]] = llvm.extractvalue %[[D]][0]
// CHECK-DAG: %[[B:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-DAG: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[R0:.*]] = llvm.insertvalue %[[A]], %[[P]][0]
// CHECK: %[[R1:.*]] = llvm.insertvalue %[[B]], %[[R0]][1]
// CHECK: %[[R2:.*]] = llvm.insertvalue %[[Z]], %[[R1]][2]
// CHECK: %[[R3:.*]] = llvm.insertvalue %{{.*}}, %[[R2]][3, 0]
// CHECK: llvm.insertvalue %{{.*}}, %[[R3]][4, 0]
func.func @type_cast(%m: memref<4x8xf32>) -> memref<4xvector<8xf32>> {
  %0 = vector.type_cast %m : memref<4x8xf32> to memref<4xvector<8xf32>>
  return %0 : memref<4xvector<8xf32>>
}
