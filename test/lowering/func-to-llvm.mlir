// RUN: ai-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s

// A memref argument expands into the descriptor's fields, which the entry block packs again.
// CHECK-LABEL: llvm.func @memref_arg
// CHECK-SAME: (%[[ALLOC:.*]]: !llvm.ptr, %[[ALIGN:.*]]: !llvm.ptr, %[[OFF:.*]]: i64, %[[SIZE:.*]]: i64, %[[STRIDE:.*]]: i64, %[[X:.*]]: f32) -> f32
// CHECK-NEXT: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[ALLOC]], %[[D0]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[ALIGN]], %[[D1]][1]
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[OFF]], %[[D2]][2]
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[SIZE]], %[[D3]][3, 0]
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[STRIDE]], %[[D4]][4, 0]
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[D5]] : !llvm.struct<{{.*}}> to memref<?xf32>
// CHECK: llvm.return %[[X]] : f32
func.func @memref_arg(%m: memref<?xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %m[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// Several results are returned as one struct; calls unpack it.
// CHECK-LABEL: llvm.func @two_results
// CHECK-SAME: -> !llvm.struct<(f32, i64)>
// CHECK: %[[S0:.*]] = llvm.mlir.poison : !llvm.struct<(f32, i64)>
// CHECK: %[[S1:.*]] = llvm.insertvalue %{{.*}}, %[[S0]][0] : !llvm.struct<(f32, i64)>
// CHECK: %[[S2:.*]] = llvm.insertvalue %{{.*}}, %[[S1]][1] : !llvm.struct<(f32, i64)>
// CHECK: llvm.return %[[S2]] : !llvm.struct<(f32, i64)>
// CHECK-LABEL: llvm.func @caller
// CHECK: %[[R:.*]] = llvm.call @two_results(%{{.*}}, %{{.*}}) : (f32, i64) -> !llvm.struct<(f32, i64)>
// CHECK-NEXT: %[[F:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(f32, i64)>
// CHECK-NEXT: llvm.return %[[F]] : f32
func.func @two_results(%x: f32, %i: index) -> (f32, index) {
  return %x, %i : f32, index
}
func.func @caller(%x: f32, %i: index) -> f32 {
  %0:2 = func.call @two_results(%x, %i) : (f32, index) -> (f32, index)
  return %0#0 : f32
}

// -----

// llvm.emit_c_interface: a wrapper taking descriptor pointers, results through a leading pointer.
// CHECK-LABEL: llvm.func @ciface(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64)
// CHECK-SAME: -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface}
// CHECK-LABEL: llvm.func @_mlir_ciface_ciface(
// CHECK-SAME: %[[RES:.*]]: !llvm.ptr, %[[ARG:.*]]: !llvm.ptr) attributes {llvm.emit_c_interface}
// CHECK-NEXT: %[[D:.*]] = llvm.load %[[ARG]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-COUNT-7: llvm.extractvalue %[[D]]
// CHECK-NEXT: %[[R:.*]] = llvm.call @ciface(
// CHECK-NEXT: llvm.store %[[R]], %[[RES]]
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @scalar_ciface
// CHECK-LABEL: llvm.func @_mlir_ciface_scalar_ciface(
// CHECK-SAME: %{{.*}}: f32) -> f32
// CHECK-NEXT: %[[R:.*]] = llvm.call @scalar_ciface(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: llvm.return %[[R]] : f32
func.func @ciface(%m: memref<4x8xf32>) -> memref<4x8xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<4x8xf32>
}
func.func @scalar_ciface(%x: f32) -> f32 attributes {llvm.emit_c_interface} {
  return %x : f32
}

// -----

// A declaration with the C interface calls the external _mlir_ciface_ function with a descriptor pointer.
// CHECK-LABEL: llvm.func @external(
// CHECK: %[[P:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %{{.*}}, %[[P]]
// CHECK-NEXT: %[[R:.*]] = llvm.call @_mlir_ciface_external(%[[P]]) : (!llvm.ptr) -> f32
// CHECK-NEXT: llvm.return %[[R]] : f32
// CHECK: llvm.func @_mlir_ciface_external(!llvm.ptr) -> f32
func.func private @external(memref<4xf32>) -> f32 attributes {llvm.emit_c_interface}

// -----

// RUN: not ai-opt %s --convert-func-to-llvm=index-bitwidth=-1 2>&1 | FileCheck %s --check-prefix=BITWIDTH
// RUN: not ai-opt %s -p 'builtin.module(convert-arith-to-llvm{index-bitwidth=99999999})' 2>&1 | FileCheck %s --check-prefix=BITWIDTH
// BITWIDTH: error: invalid value for option 'index-bitwidth': must be 0 (the machine word) or a bit width up to 16777215

// -----

// As upstream, an `llvm.linkage` attribute on a func.func gives the llvm.func its linkage.
// CHECK-LABEL: llvm.func internal @internal_helper(%{{.*}}: i64) -> i64
// CHECK-NOT: llvm.linkage
func.func private @internal_helper(%x: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %x : i64
}
