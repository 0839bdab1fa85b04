// RUN: ai-opt %s --split-input-file --gpu-host-buffers-to-device | FileCheck %s

// A function without a body runs on the host (the runtime: hlo-collectives-to-runtime's calls that probe,
// print or reduce): each device buffer it is given is copied into a host buffer before the call, the call
// takes that one (cast to unranked where it took an unranked cast), and it is copied back and freed after
// the call. A constant global it is given is the global's host data, and no device copy of it is made
// when nothing else reads one.
// CHECK-LABEL: func.func @probe(
// CHECK-SAME: %[[X:.*]]: memref<3xf64> {bufferization.writable = false})
// CHECK: %[[XD:.*]] = gpu.alloc () : memref<3xf64>
// CHECK-NEXT: gpu.memcpy %[[XD]], %[[X]]
// CHECK-NEXT: %[[DESC:.*]] = memref.get_global @description : memref<4xi8>
// CHECK-NOT: gpu.alloc () : memref<4xi8>
// CHECK: %[[OUT:.*]] = gpu.alloc () : memref<3xf64>
// CHECK-NEXT: %[[DU:.*]] = memref.cast %[[DESC]] : memref<4xi8> to memref<*xi8>
// CHECK-NEXT: %[[XH:.*]] = memref.alloc() : memref<3xf64>
// CHECK-NEXT: gpu.memcpy %[[XH]], %[[XD]] : memref<3xf64>, memref<3xf64>
// CHECK-NEXT: %[[XU:.*]] = memref.cast %[[XH]] : memref<3xf64> to memref<*xf64>
// CHECK-NEXT: %[[OH:.*]] = memref.alloc() : memref<3xf64>
// CHECK-NEXT: gpu.memcpy %[[OH]], %[[OUT]] : memref<3xf64>, memref<3xf64>
// CHECK-NEXT: %[[OU:.*]] = memref.cast %[[OH]] : memref<3xf64> to memref<*xf64>
// CHECK-NEXT: %[[S:.*]] = call @aiopt_collective_3_0(%[[DU]], %[[XU]], %[[OU]])
// CHECK-NEXT: gpu.memcpy %[[XD]], %[[XH]] : memref<3xf64>, memref<3xf64>
// CHECK-NEXT: memref.dealloc %[[XH]] : memref<3xf64>
// CHECK-NEXT: gpu.memcpy %[[OUT]], %[[OH]] : memref<3xf64>, memref<3xf64>
// CHECK-NEXT: memref.dealloc %[[OH]] : memref<3xf64>
// CHECK-NEXT: arith.cmpi
// CHECK: gpu.launch_func @k::@k {{.*}} args(%[[OUT]] : memref<3xf64>)
// CHECK-NEXT: gpu.dealloc %[[OUT]]
// CHECK-NEXT: gpu.dealloc %[[XD]]
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = "ptx">]
  memref.global "private" constant @description : memref<4xi8> = dense<[123, 125, 0, 0]>
  func.func private @aiopt_collective_3_0(memref<*xi8>, memref<*xf64>, memref<*xf64>) -> i32
  func.func @probe(%x: memref<3xf64> {bufferization.writable = false}) {
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %d = memref.get_global @description : memref<4xi8>
    %out = memref.alloc() : memref<3xf64>
    %du = memref.cast %d : memref<4xi8> to memref<*xi8>
    %xu = memref.cast %x : memref<3xf64> to memref<*xf64>
    %ou = memref.cast %out : memref<3xf64> to memref<*xf64>
    %s = call @aiopt_collective_3_0(%du, %xu, %ou) : (memref<*xi8>, memref<*xf64>, memref<*xf64>) -> i32
    %ok = arith.cmpi eq, %s, %c0_i32 : i32
    cf.assert %ok, "'interpreter.probe' op failed at run time"
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<3xf64>)
    memref.dealloc %out : memref<3xf64>
    return
  }
}

// -----

// A ranked buffer of dynamic size (its host copy sized by memref.dim of the device buffer), a view of one
// with a layout (a contiguous row: the call takes the host copy cast to its type), and the same buffer
// given twice (one host copy). A call of a function with a body takes device buffers as they are.
// CHECK-LABEL: func.func @ranked(
// CHECK: %[[A:.*]] = gpu.alloc (%{{.*}}) : memref<?x4xf32>
// CHECK: %[[ROW:.*]] = memref.subview %[[A]][%{{.*}}, 0] [1, 4] [1, 1]
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.dim %[[A]], %[[C0]] : memref<?x4xf32>
// CHECK-NEXT: %[[AH:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK-NEXT: gpu.memcpy %[[AH]], %[[A]] : memref<?x4xf32>, memref<?x4xf32>
// CHECK-NEXT: %[[RH:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: gpu.memcpy %[[RH]], %[[ROW]]
// CHECK-NEXT: %[[RC:.*]] = memref.cast %[[RH]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: call @host_function(%[[AH]], %[[RC]], %[[AH]])
// CHECK-NEXT: gpu.memcpy %[[A]], %[[AH]]
// CHECK-NEXT: memref.dealloc %[[AH]]
// CHECK-NEXT: gpu.memcpy %[[ROW]], %[[RH]]
// CHECK-NEXT: memref.dealloc %[[RH]]
// CHECK-NEXT: call @device_function(%[[A]])
module attributes {gpu.container_module} {
  func.func private @host_function(memref<?x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<?x4xf32>)
  func.func private @device_function(%a: memref<?x4xf32>) {
    return
  }
  func.func @ranked(%n: index, %i: index) {
    %a = memref.alloc(%n) : memref<?x4xf32>
    %row = memref.subview %a[%i, 0] [1, 4] [1, 1] : memref<?x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    call @host_function(%a, %row, %a) : (memref<?x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<?x4xf32>) -> ()
    call @device_function(%a) : (memref<?x4xf32>) -> ()
    memref.dealloc %a : memref<?x4xf32>
    return
  }
}
