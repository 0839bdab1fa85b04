// RUN: ai-opt %s -split-input-file --hlo-collectives-to-runtime | FileCheck %s
// RUN: ai-opt %s -split-input-file --hlo-collectives-to-runtime --stablehlo-legalize-to-mhlo --convert-mhlo-to-linalg --one-shot-bufferize="bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map" --buffer-deallocation | FileCheck %s --check-prefix=DEALLOC

// The description (a JSON C string), the operand and the result buffer go to the
// runtime as unranked memrefs; a failed call is a run-time check at the op.
// CHECK-LABEL: func.func @all_reduce(
// CHECK-SAME:    %[[X:.*]]: tensor<4xf32>)
// CHECK:         %[[D:.*]] = arith.constant dense<"0x7B226F70223A22616C6C5F726564756365{{.*}}"> : tensor<{{[0-9]+}}xi8>
// CHECK:         %[[DB:.*]] = bufferization.to_buffer %[[D]]
// CHECK:         %[[XB:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[RB:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[U0:.*]] = memref.cast %[[DB]] : memref<{{[0-9]+}}xi8> to memref<*xi8>
// CHECK:         %[[U1:.*]] = memref.cast %[[XB]] : memref<4xf32> to memref<*xf32>
// CHECK:         %[[U2:.*]] = memref.cast %[[RB]] : memref<4xf32> to memref<*xf32>
// CHECK:         %[[S:.*]] = call @aiopt_collective_3_0(%[[U0]], %[[U1]], %[[U2]]) : (memref<*xi8>, memref<*xf32>, memref<*xf32>) -> i32
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[S]], %{{.*}} : i32
// CHECK:         cf.assert %[[OK]], "'stablehlo.all_reduce' op failed at run time"
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[RB]] restrict writable
// CHECK:         return %[[R]]
// CHECK:       func.func private @aiopt_collective_3_0(memref<*xi8>, memref<*xf32>, memref<*xf32>) -> i32

// The operand's buffer is freed after the call, not after its last ranked use.
// DEALLOC-LABEL: func.func @all_reduce(
// DEALLOC:         %[[Y:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEALLOC-NOT:     memref.dealloc
// DEALLOC:         %[[YU:.*]] = memref.cast %[[Y]] : memref<4xf32> to memref<*xf32>
// DEALLOC-NOT:     memref.dealloc
// DEALLOC:         call @aiopt_collective_3_0(%{{.*}}, %[[YU]], %{{.*}})
// DEALLOC-NEXT:    memref.dealloc %[[Y]] : memref<4xf32>
func.func @all_reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.add %x, %x : tensor<4xf32>
  %r = "stablehlo.all_reduce"(%y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}

// -----

// Signatures with other element types get their own declaration; a process id has no operand.
// A token result is the token operand (the call keeps the order of the transfers).
// CHECK-LABEL: func.func @ids_and_send(
// CHECK-SAME:    %[[T:[a-z0-9]+]]: !stablehlo.token
// CHECK:         call @aiopt_collective_2_0({{.*}}) : (memref<*xi8>, memref<*xui32>) -> i32
// CHECK:         call @aiopt_collective_2_0({{.*}}) : (memref<*xi8>, memref<*xui32>) -> i32
// CHECK:         call @aiopt_collective_2_1({{.*}}) : (memref<*xi8>, memref<*xi64>) -> i32
// CHECK:         return %{{.*}}, %{{.*}}, %[[T]]
// CHECK-DAG:   func.func private @aiopt_collective_2_0(memref<*xi8>, memref<*xui32>) -> i32
// CHECK-DAG:   func.func private @aiopt_collective_2_1(memref<*xi8>, memref<*xi64>) -> i32
func.func @ids_and_send(%x: tensor<2xi64>, %t: !stablehlo.token) -> (tensor<ui32>, tensor<ui32>, !stablehlo.token) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}
    : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %r, %p, %s : tensor<ui32>, tensor<ui32>, !stablehlo.token
}

// -----

// A narrow integer is described by its width ("int4": held in a byte, wrapped to 4 bits by a reduction).
// CHECK-LABEL: func.func @narrow_integer(
// CHECK:         arith.constant dense<"0x{{[0-9A-F]*}}22696E743422{{[0-9A-F]*}}"> : tensor<{{[0-9]+}}xi8>
// CHECK:         call @aiopt_collective_3_0({{.*}}) : (memref<*xi8>, memref<*xi4>, memref<*xi4>) -> i32
func.func @narrow_integer(%x: tensor<4xi4>) -> tensor<4xi4> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<4xi4>) -> tensor<4xi4>
  func.return %r : tensor<4xi4>
}
