// RUN: ai-opt %s --split-input-file --sroa | FileCheck %s
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(sroa),llvm.func(sroa))' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --sroa | FileCheck %s %}
// RUN: ai-opt %s --split-input-file --sroa --mem2reg | FileCheck %s --check-prefix=PROMOTED

// PROMOTED-LABEL: func.func @two
// PROMOTED-SAME: (%{{.*}}: f32, %[[B:.*]]: f32)
// PROMOTED-NOT: memref
// PROMOTED: return %[[B]] : f32
// CHECK-LABEL: func.func @two
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK: %[[M1:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: %[[M0:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %[[A]], %[[M0]][] : memref<f32>
// CHECK-NEXT: memref.store %[[B]], %[[M1]][] {tag} : memref<f32>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M1]][] : memref<f32>
// CHECK-NEXT: return %[[V]] : f32
func.func @two(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xf32>
  memref.store %a, %m[%c0] : memref<2xf32>
  memref.store %b, %m[%c1] {tag} : memref<2xf32>
  %v = memref.load %m[%c1] : memref<2xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @grid
// CHECK-SAME: (%[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NOT: memref<3x4xi64>
// CHECK: %[[M20:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: %[[M02:.*]] = memref.alloca() : memref<i64>
// CHECK-NEXT: memref.store %[[A]], %[[M20]][] : memref<i64>
// CHECK-NEXT: memref.store %[[B]], %[[M02]][] : memref<i64>
// CHECK-NEXT: memref.load %[[M02]][] : memref<i64>
// CHECK-NEXT: memref.load %[[M20]][] : memref<i64>
func.func @grid(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<3x4xi64>
  memref.store %a, %m[%c2, %c0] : memref<3x4xi64>
  memref.store %b, %m[%c0, %c2] : memref<3x4xi64>
  %v = memref.load %m[%c0, %c2] : memref<3x4xi64>
  %w = memref.load %m[%c2, %c0] : memref<3x4xi64>
  %r = arith.addi %v, %w : i64
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @too_big
// CHECK: memref.alloca() : memref<17xi32>
// CHECK-NOT: memref.alloca
func.func @too_big(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<17xi32>
  memref.store %a, %m[%c0] : memref<17xi32>
  %v = memref.load %m[%c0] : memref<17xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @dynamic_index
// CHECK: %[[M:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NOT: memref.alloca
// CHECK: memref.load %[[M]][%{{.*}}] : memref<4xi32>
func.func @dynamic_index(%a: i32, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %a, %m[%c0] : memref<4xi32>
  %v = memref.load %m[%i] : memref<4xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @out_of_bounds
// CHECK: %[[M:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NOT: memref.alloca
// CHECK: memref.store %{{.*}}, %[[M]][%{{.*}}] : memref<4xi32>
func.func @out_of_bounds(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %a, %m[%c4] : memref<4xi32>
  %v = memref.load %m[%c0] : memref<4xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @escapes
// CHECK: %[[M:.*]] = memref.alloca() : memref<2xi32>
// CHECK-NOT: memref.alloca
// CHECK: call @use(%[[M]])
func.func private @use(memref<2xi32>)
func.func @escapes(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %a, %m[%c0] : memref<2xi32>
  func.call @use(%m) : (memref<2xi32>) -> ()
  %v = memref.load %m[%c0] : memref<2xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @nested_region
// CHECK: %[[M1:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[M0:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %{{.*}}, %[[M0]][] : memref<i32>
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.store %{{.*}}, %[[M1]][] : memref<i32>
// CHECK: memref.load %[[M1]][] : memref<i32>
func.func @nested_region(%a: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %a, %m[%c0] : memref<2xi32>
  scf.if %c {
    memref.store %a, %m[%c1] : memref<2xi32>
  }
  %v = memref.load %m[%c1] : memref<2xi32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @unused
// CHECK-NEXT: memref.alloca() : memref<2xi32>
func.func @unused() {
  %m = memref.alloca() : memref<2xi32>
  return
}

// -----

// PROMOTED-LABEL: llvm.func @struct_fields
// PROMOTED-SAME: (%{{.*}}: i32, %[[B:.*]]: f64)
// PROMOTED-NEXT: llvm.mlir.constant
// PROMOTED-NEXT: llvm.return %[[B]] : f64
// CHECK-LABEL: llvm.func @struct_fields
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: f64)
// CHECK: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F0:.*]] = llvm.alloca %[[N]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[F1:.*]] = llvm.alloca %[[N]] x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[B]], %[[F1]] : f64, !llvm.ptr
// CHECK-NEXT: llvm.store %[[A]], %[[F0]] : i32, !llvm.ptr
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[F1]] : !llvm.ptr -> f64
// CHECK-NEXT: llvm.return %[[V]] : f64
llvm.func @struct_fields(%a: i32, %b: f64) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"pair", (i32, f64, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, f64, i32)>
  llvm.store %b, %2 : f64, !llvm.ptr
  llvm.store %a, %1 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> f64
  llvm.return %3 : f64
}

// -----

// PROMOTED-LABEL: llvm.func @nested
// PROMOTED-SAME: (%[[A:.*]]: i32)
// PROMOTED-NEXT: llvm.mlir.constant
// PROMOTED-NEXT: llvm.return %[[A]] : i32
// CHECK-LABEL: llvm.func @nested
// CHECK: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F:.*]] = llvm.alloca %[[N]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[F]] : i32, !llvm.ptr
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[F]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[V]] : i32
llvm.func @nested(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i8, struct<(i16, array<4 x i32>)>, i64)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1, 1, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(i16, array<4 x i32>)>, i64)>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, struct<(i16, array<4 x i32>)>, i64)>
  %4 = llvm.getelementptr %3[0, 1, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i16, array<4 x i32>)>
  %5 = llvm.load %4 : !llvm.ptr -> i32
  llvm.return %5 : i32
}

// -----

// CHECK-LABEL: llvm.func @markers
// CHECK: %[[F:.*]] = llvm.alloca %{{.*}} x i32 : (i32) -> !llvm.ptr
// CHECK-NOT: lifetime
// CHECK: llvm.store %{{.*}}, %[[F]] : i32, !llvm.ptr
// CHECK-NOT: lifetime
// CHECK: llvm.return
llvm.func @markers(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %1 : !llvm.ptr
  %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.intr.lifetime.end %1 : !llvm.ptr
  llvm.return %3 : i32
}

// -----

// CHECK-LABEL: llvm.func @over_field
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
llvm.func @over_field(%a: i64) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %a, %1 : i64, !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i64
  llvm.return %2 : i64
}

// -----

// CHECK-LABEL: llvm.func @two_elements
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32)>
// CHECK: llvm.getelementptr
llvm.func @two_elements(%a: i32) -> i32 {
  %0 = llvm.mlir.constant(2 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// CHECK-LABEL: llvm.func @dyn
// CHECK: %[[M:.*]] = llvm.alloca %{{.*}} x !llvm.array<4 x i32>
// CHECK-NEXT: llvm.getelementptr %[[M]][0, %{{.*}}]
llvm.func @dyn(%a: i32, %i: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %a, %2 : i32, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// CHECK-LABEL: llvm.func @byte_offset
// CHECK: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F1:.*]] = llvm.alloca %[[N]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[F0:.*]] = llvm.alloca %[[N]] x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr inbounds|nuw %[[F0]][2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.store %{{.*}}, %[[P0]] : i16, !llvm.ptr
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[F1]][2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: llvm.load %[[P1]] : !llvm.ptr -> i16
llvm.func @byte_offset(%a: i16) -> i16 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i64, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds|nuw %1[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %a, %2 : i16, !llvm.ptr
  %3 = llvm.getelementptr %1[10] : (!llvm.ptr) -> !llvm.ptr, i8
  %4 = llvm.load %3 : !llvm.ptr -> i16
  llvm.return %4 : i16
}

// -----

// CHECK-LABEL: llvm.func @padding
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i8, i32)>
llvm.func @padding(%a: i8) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %a, %2 : i8, !llvm.ptr
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @vec
// CHECK: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[F0:.*]] = llvm.alloca %[[N]] x vector<3xf32> : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[F1:.*]] = llvm.alloca %[[N]] x f64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[F1]] : f64, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[F0]] : vector<3xf32>, !llvm.ptr
llvm.func @vec(%a: vector<3xf32>, %b: f64) -> f64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(vector<3xf32>, f64, ptr)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(vector<3xf32>, f64, ptr)>
  llvm.store %b, %2 : f64, !llvm.ptr
  llvm.store %a, %1 : vector<3xf32>, !llvm.ptr
  %3 = llvm.load %2 : !llvm.ptr -> f64
  llvm.return %3 : f64
}
