// RUN: ai-opt %s --gpu-host-buffers-to-device | FileCheck %s
// RUN: ai-opt %s --gpu-host-buffers-to-device --convert-cf-assert-to-runtime-call --gpu-to-llvm --reconcile-unrealized-casts | ai-translate --mlir-to-llvmir | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// The arguments of a public function are copied to the device on entry; the ones not marked read-only are
// copied back before the return, and every device copy is freed. Allocations, copies and frees are the
// device's.
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: memref<4xf32> {bufferization.writable = false}, %[[OUT:.*]]: memref<4xf32>)
// CHECK: %[[XD:.*]] = gpu.alloc () : memref<4xf32>
// CHECK-NEXT: gpu.memcpy %[[XD]], %[[X]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: %[[OD:.*]] = gpu.alloc () : memref<4xf32>
// CHECK-NEXT: gpu.memcpy %[[OD]], %[[OUT]] : memref<4xf32>, memref<4xf32>
// CHECK: %[[T:.*]] = gpu.alloc () : memref<4xf32>
// CHECK-NEXT: gpu.launch_func @k::@k blocks in (%{{.*}}) threads in (%{{.*}}) args(%[[XD]] : memref<4xf32>, %[[T]] : memref<4xf32>)
// CHECK-NEXT: gpu.memcpy %[[OD]], %[[T]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.dealloc %[[T]] : memref<4xf32>
// CHECK-NEXT: gpu.dealloc %[[XD]] : memref<4xf32>
// CHECK-NEXT: gpu.memcpy %[[OUT]], %[[OD]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.dealloc %[[OD]] : memref<4xf32>
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = "ptx">]
  func.func @main(%x: memref<4xf32> {bufferization.writable = false}, %out: memref<4xf32>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %t = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<4xf32>, %t : memref<4xf32>)
    memref.copy %t, %out : memref<4xf32> to memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    return
  }

  // A returned buffer of a public function is copied into a new host buffer; the device one it owned is freed.
  // Dynamic sizes are read from the buffers. A host scalar load reads its element through a stack slot.
  // CHECK-LABEL: func.func @dynamic(
  // CHECK-SAME: %[[A:.*]]: memref<?xf32>, %[[I:.*]]: index) -> (memref<?xf32>, f32)
  // CHECK: %[[N:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
  // CHECK-NEXT: %[[AD:.*]] = gpu.alloc (%[[N]]) : memref<?xf32>
  // CHECK-NEXT: gpu.memcpy %[[AD]], %[[A]] : memref<?xf32>, memref<?xf32>
  // CHECK-NEXT: %[[SLOT:.*]] = memref.alloca() : memref<f32>
  // CHECK: %[[R:.*]] = gpu.alloc (%{{.*}}) : memref<?xf32>
  // CHECK: %[[E:.*]] = memref.subview %[[AD]][%[[I]]] [1] [1] : memref<?xf32> to memref<f32, strided<[], offset: ?>>
  // CHECK-NEXT: gpu.memcpy %[[SLOT]], %[[E]] : memref<f32>, memref<f32, strided<[], offset: ?>>
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[SLOT]][] : memref<f32>
  // CHECK: %[[H:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
  // CHECK-NEXT: gpu.memcpy %[[H]], %[[R]] : memref<?xf32>, memref<?xf32>
  // CHECK-NEXT: gpu.dealloc %[[R]] : memref<?xf32>
  // CHECK-NEXT: gpu.memcpy %[[A]], %[[AD]] : memref<?xf32>, memref<?xf32>
  // CHECK-NEXT: gpu.dealloc %[[AD]] : memref<?xf32>
  // CHECK-NEXT: return %[[H]], %[[V]] : memref<?xf32>, f32
  func.func @dynamic(%a: memref<?xf32>, %i: index) -> (memref<?xf32>, f32) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %r = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>, %r : memref<?xf32>)
    %v = memref.load %a[%i] : memref<?xf32>
    return %r, %v : memref<?xf32>, f32
  }

  // A private function (a callee of host code) takes device buffers as they are; a global is copied to the
  // device once at the entry, a scalar store goes through a stack slot, and both are freed at the return.
  // CHECK-LABEL: func.func private @callee(
  // CHECK-SAME: %[[B:.*]]: memref<2xi32>)
  // CHECK-NEXT: %[[S:.*]] = memref.alloca() : memref<i32>
  // CHECK-NEXT: %[[G:.*]] = memref.get_global @table : memref<2xi32>
  // CHECK-NEXT: %[[GD:.*]] = gpu.alloc () : memref<2xi32>
  // CHECK-NEXT: gpu.memcpy %[[GD]], %[[G]] : memref<2xi32>, memref<2xi32>
  // CHECK: gpu.memcpy %[[B]], %[[GD]] : memref<2xi32>, memref<2xi32>
  // CHECK: memref.store %{{.*}}, %[[S]][] : memref<i32>
  // CHECK-NEXT: gpu.memcpy %{{.*}}, %[[S]] : memref<i32, strided<[], offset: ?>>, memref<i32>
  // CHECK-NEXT: gpu.dealloc %[[GD]] : memref<2xi32>
  // CHECK-NEXT: return
  memref.global "private" constant @table : memref<2xi32> = dense<[3, 4]>
  func.func private @callee(%b: memref<2xi32>) {
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : i32
    %g = memref.get_global @table : memref<2xi32>
    memref.copy %g, %b : memref<2xi32> to memref<2xi32>
    memref.store %c7, %b[%c0] : memref<2xi32>
    return
  }

  // The shape buffer of a memref.reshape, which the host reads, is copied to a host stack buffer.
  // CHECK-LABEL: func.func private @reshape(
  // CHECK-SAME: %[[SRC:.*]]: memref<6xf32>, %[[SHAPE:.*]]: memref<2xindex>)
  // CHECK-NEXT: %[[HOST:.*]] = memref.alloca() : memref<2xindex>
  // CHECK-NEXT: gpu.memcpy %[[HOST]], %[[SHAPE]] : memref<2xindex>, memref<2xindex>
  // CHECK-NEXT: %{{.*}} = memref.reshape %[[SRC]](%[[HOST]]) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  func.func private @reshape(%src: memref<6xf32>, %shape: memref<2xindex>) -> memref<?x?xf32> {
    %r = memref.reshape %src(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
    return %r : memref<?x?xf32>
  }

  // A returned block argument is freed on the device after its copy when every branch passes a buffer the
  // function owns (the clone and the allocation here), as the deallocation pipeline leaves them.
  // CHECK-LABEL: func.func @merged(
  // CHECK: ^bb3(%[[M:.*]]: memref<4xf32>):
  // CHECK-NEXT: %[[H:.*]] = memref.alloc() : memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[H]], %[[M]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: gpu.dealloc %[[M]] : memref<4xf32>
  // CHECK: return %[[H]] : memref<4xf32>
  func.func @merged(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = bufferization.clone %a : memref<4xf32> to memref<4xf32>
    cf.br ^bb3(%x : memref<4xf32>)
  ^bb2:
    %y = memref.alloc() : memref<4xf32>
    cf.br ^bb3(%y : memref<4xf32>)
  ^bb3(%m: memref<4xf32>):
    return %m : memref<4xf32>
  }

  // A returned argument is copied, never freed.
  // CHECK-LABEL: func.func @identity(
  // CHECK-SAME: %[[ARG:.*]]: memref<4xf32>)
  // CHECK-NEXT: %[[DEV:.*]] = gpu.alloc () : memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[DEV]], %[[ARG]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: %[[HOST:.*]] = memref.alloc() : memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[HOST]], %[[DEV]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: gpu.memcpy %[[ARG]], %[[DEV]] : memref<4xf32>, memref<4xf32>
  // CHECK-NEXT: gpu.dealloc %[[DEV]] : memref<4xf32>
  // CHECK-NEXT: return %[[HOST]] : memref<4xf32>
  func.func @identity(%a: memref<4xf32>) -> memref<4xf32> {
    return %a : memref<4xf32>
  }

  // An argument whose type fixes an offset: a device buffer of the offset plus its elements (dynamic sizes read
  // from the argument), viewed with the argument's type, which kernels compiled for the type read at that
  // offset. The copies go through the view; the buffer is freed.
  // CHECK-LABEL: func.func @static_offset(
  // CHECK-SAME: %[[A:.*]]: memref<3x5xi32, strided<[5, 1], offset: 7>> {bufferization.writable = false}, %[[B:.*]]: memref<?x4xf32, strided<[4, 1], offset: 2>>)
  // CHECK-NEXT: %[[AB:.*]] = gpu.alloc () : memref<22xi32>
  // CHECK-NEXT: %[[AV:.*]] = memref.reinterpret_cast %[[AB]] to offset: [7], sizes: [3, 5], strides: [5, 1] : memref<22xi32> to memref<3x5xi32, strided<[5, 1], offset: 7>>
  // CHECK-NEXT: gpu.memcpy %[[AV]], %[[A]] : memref<3x5xi32, strided<[5, 1], offset: 7>>, memref<3x5xi32, strided<[5, 1], offset: 7>>
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[N:.*]] = memref.dim %[[B]], %[[C0]] : memref<?x4xf32, strided<[4, 1], offset: 2>>
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[E:.*]] = arith.muli %[[N]], %[[C4]] : index
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[T:.*]] = arith.addi %[[E]], %[[C2]] : index
  // CHECK-NEXT: %[[BB:.*]] = gpu.alloc (%[[T]]) : memref<?xf32>
  // CHECK-NEXT: %[[BV:.*]] = memref.reinterpret_cast %[[BB]] to offset: [2], sizes: [%[[N]], 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: 2>>
  // CHECK-NEXT: gpu.memcpy %[[BV]], %[[B]] : memref<?x4xf32, strided<[4, 1], offset: 2>>, memref<?x4xf32, strided<[4, 1], offset: 2>>
  // CHECK: gpu.launch_func @k::@k blocks in (%{{.*}}) threads in (%{{.*}}) args(%[[AV]] : memref<3x5xi32, strided<[5, 1], offset: 7>>, %[[BV]] : memref<?x4xf32, strided<[4, 1], offset: 2>>)
  // CHECK-NEXT: gpu.dealloc %[[AB]] : memref<22xi32>
  // CHECK-NEXT: gpu.memcpy %[[B]], %[[BV]] : memref<?x4xf32, strided<[4, 1], offset: 2>>, memref<?x4xf32, strided<[4, 1], offset: 2>>
  // CHECK-NEXT: gpu.dealloc %[[BB]] : memref<?xf32>
  // CHECK-NEXT: return
  func.func @static_offset(%a: memref<3x5xi32, strided<[5, 1], offset: 7>> {bufferization.writable = false}, %b: memref<?x4xf32, strided<[4, 1], offset: 2>>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<3x5xi32, strided<[5, 1], offset: 7>>, %b : memref<?x4xf32, strided<[4, 1], offset: 2>>)
    return
  }

  // A size-1 dimension's `?` stride (the type is contiguous) is given a value no index uses.
  // CHECK-LABEL: func.func @single(
  // CHECK-NEXT: %[[S:.*]] = gpu.alloc () : memref<4xf32>
  // CHECK-NEXT: %[[SV:.*]] = memref.reinterpret_cast %[[S]] to offset: [3], sizes: [1, 1], strides: [1, 1] : memref<4xf32> to memref<1x1xf32, strided<[?, ?], offset: 3>>
  func.func @single(%a: memref<1x1xf32, strided<[?, ?], offset: 3>>) {
    return
  }
}
