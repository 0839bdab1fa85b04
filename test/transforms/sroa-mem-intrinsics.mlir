// RUN: ai-opt %s --split-input-file --sroa | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --sroa | FileCheck %s %}

// sroa through llvm.intr.memset (split over the fields it covers; no field is used by it alone) and whole-slot
// llvm.intr.memcpy/memmove (one copy per field, through a GEP into the other pointer). The checks are what
// mlir-opt 22 prints.

// CHECK: llvm.func @memset_whole(%[[ARG0:[a-zA-Z0-9_]+]]: i8) -> i32 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: "llvm.intr.memset"(%[[V2]], %[[ARG0]], %[[V3]]) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: %[[V4:[a-zA-Z0-9_]+]] = llvm.load %[[V2]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[V4]] : i32
// CHECK-NEXT: }
llvm.func @memset_whole(%v: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(16 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// CHECK: llvm.func @memset_partial() -> i32 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.mlir.constant(6 : i64) : i64
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[V4:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[V5:[a-zA-Z0-9_]+]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: "llvm.intr.memset"(%[[V4]], %[[V1]], %[[V5]]) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: %[[V6:[a-zA-Z0-9_]+]] = llvm.load %[[V4]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[V7:[a-zA-Z0-9_]+]] = llvm.load %[[V3]] : !llvm.ptr -> i32
// CHECK-NEXT: %[[V8:[a-zA-Z0-9_]+]] = llvm.add %[[V6]], %[[V7]] : i32
// CHECK-NEXT: llvm.return %[[V8]] : i32
// CHECK-NEXT: }
llvm.func @memset_partial() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i8) : i8
  %len = llvm.mlir.constant(6 : i64) : i64
  %1 = llvm.alloca %0 x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%1, %z, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  %4 = llvm.getelementptr %1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %5 = llvm.load %4 : !llvm.ptr -> i32
  %6 = llvm.add %3, %5 : i32
  llvm.return %6 : i32
}

// -----

// CHECK: llvm.func @memset_too_long(%[[ARG0:[a-zA-Z0-9_]+]]: i8) -> i32 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(20 : i32) : i32
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memset"(%[[V2]], %[[ARG0]], %[[V1]]) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.getelementptr %[[V2]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
// CHECK-NEXT: %[[V4:[a-zA-Z0-9_]+]] = llvm.load %[[V3]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[V4]] : i32
// CHECK-NEXT: }
llvm.func @memset_too_long(%v: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(20 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%1, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// CHECK: llvm.func @memset_sub(%[[ARG0:[a-zA-Z0-9_]+]]: i8) -> i16 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x i16 : (i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memset"(%[[V2]], %[[ARG0]], %[[V1]]) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.load %[[V2]] : !llvm.ptr -> i16
// CHECK-NEXT: llvm.return %[[V3]] : i16
// CHECK-NEXT: }
llvm.func @memset_sub(%v: i8) -> i16 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(2 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, array<2 x i16>)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<2 x i16>)>
  "llvm.intr.memset"(%2, %v, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %3 = llvm.load %2 : !llvm.ptr -> i16
  llvm.return %3 : i16
}

// -----

// CHECK: llvm.func @memcpy_in(%[[ARG0:[a-zA-Z0-9_]+]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.getelementptr %[[ARG0]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
// CHECK-NEXT: %[[V4:[a-zA-Z0-9_]+]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: "llvm.intr.memcpy"(%[[V2]], %[[V3]], %[[V4]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %[[V5:[a-zA-Z0-9_]+]] = llvm.load %[[V2]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[V5]] : i32
// CHECK-NEXT: }
llvm.func @memcpy_in(%src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(16 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32, f64)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%1, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, f64)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// The fields of a slot a copy reads are split in field order here; upstream's order is that of a hash map.
// CHECK: llvm.func @memcpy_out(%[[DST:.*]]: !llvm.ptr, %[[A:.*]]: i32) {
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: llvm.alloca %[[N]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.alloca %[[N]] x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[A]], %[[F1:[0-9]+]] : i32, !llvm.ptr
// CHECK-NEXT: %[[P0:.*]] = llvm.getelementptr %[[DST]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
// CHECK-NEXT: %[[L0:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: "llvm.intr.memmove"(%[[P0]], %[[F0:[0-9]+]], %[[L0]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %[[P1:.*]] = llvm.getelementptr %[[DST]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
// CHECK-NEXT: %[[L1:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: "llvm.intr.memmove"(%[[P1]], %[[F1]], %[[L1]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.return
llvm.func @memcpy_out(%dst: !llvm.ptr, %a: i32) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(8 : i64) : i64
  %1 = llvm.alloca %0 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %a, %2 : i32, !llvm.ptr
  "llvm.intr.memmove"(%dst, %1, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// -----

// CHECK: llvm.func @memcpy_partial(%[[ARG0:[a-zA-Z0-9_]+]]: !llvm.ptr) -> i32 {
// CHECK-NEXT: %[[V0:[a-zA-Z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[V1:[a-zA-Z0-9_]+]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[V2:[a-zA-Z0-9_]+]] = llvm.alloca %[[V0]] x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%[[V2]], %[[ARG0]], %[[V1]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %[[V3:[a-zA-Z0-9_]+]] = llvm.getelementptr %[[V2]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[V4:[a-zA-Z0-9_]+]] = llvm.load %[[V3]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %[[V4]] : i32
// CHECK-NEXT: }
llvm.func @memcpy_partial(%src: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %len = llvm.mlir.constant(4 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%1, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}
