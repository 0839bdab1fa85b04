// RUN: ai-opt %s --gpu-to-llvm --reconcile-unrealized-casts | FileCheck %s

// gpu.memcpy copies the source's bytes between the first elements of both sides: each aligned pointer is
// advanced by its offset (a one-element view of a buffer, as gpu-host-buffers-to-device makes for a scalar
// read on the host), and an element's size is upstream's `ptrtoint(getelementptr null[1])` (an i1 takes a
// byte); gpu.alloc sizes its buffer the same way.
// CHECK-LABEL: llvm.func @element(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[I:.*]]: i64, %[[N:.*]]: i64)
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x i1 : (i64) -> !llvm.ptr
// CHECK: %[[VIEW:.*]] = llvm.insertvalue %[[I]], %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[END:.*]] = llvm.getelementptr %[[NULL]][1] : (!llvm.ptr) -> !llvm.ptr, i1
// CHECK-NEXT: %[[BYTES:.*]] = llvm.ptrtoint %[[END]] : !llvm.ptr to i64
// CHECK: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT: %[[ALIGNED:.*]] = llvm.extractvalue %[[VIEW]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[OFFSET:.*]] = llvm.extractvalue %[[VIEW]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %[[ALIGNED]][%[[OFFSET]]] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK: llvm.call @mgpuMemcpy(%[[DST]], %[[SRC]], %[[BYTES]], %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK: %[[COUNT:.*]] = llvm.mul %{{.*}}, %[[N]] : i64
// CHECK: %[[END2:.*]] = llvm.getelementptr %{{.*}}[1] : (!llvm.ptr) -> !llvm.ptr, i1
// CHECK-NEXT: %[[SIZE:.*]] = llvm.ptrtoint %[[END2]] : !llvm.ptr to i64
// CHECK-NEXT: %[[TOTAL:.*]] = llvm.mul %[[COUNT]], %[[SIZE]] : i64
// CHECK: llvm.call @mgpuMemAlloc(%[[TOTAL]], %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, i1) -> !llvm.ptr
func.func @element(%m: memref<?xi1>, %i: index, %n: index) {
  %slot = memref.alloca() : memref<i1>
  %v = memref.subview %m[%i] [1] [1] : memref<?xi1> to memref<i1, strided<[], offset: ?>>
  gpu.memcpy %slot, %v : memref<i1>, memref<i1, strided<[], offset: ?>>
  %d = gpu.alloc (%n) : memref<?xi1>
  gpu.dealloc %d : memref<?xi1>
  return
}
