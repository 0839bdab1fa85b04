// `= uninitialized` defines a global, whose initializer returns undef; a
// memref.global without `= ...` is an external declaration, without one. As
// upstream's finalize-memref-to-llvm.
// RUN: ai-opt %s --finalize-memref-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global external @declared() {addr_space = 0 : i32} : !llvm.array<2 x f32>{{$}}
// CHECK: llvm.mlir.global private @undefined() {addr_space = 0 : i32} : !llvm.array<2 x f32> {
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x f32>
// CHECK-NEXT: llvm.return %[[U]] : !llvm.array<2 x f32>
// CHECK-NEXT: }
memref.global @declared : memref<2xf32>
memref.global "private" @undefined : memref<2xf32> = uninitialized
