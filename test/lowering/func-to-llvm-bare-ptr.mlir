// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-func-to-llvm='use-bare-ptr-memref-call-conv=true' | FileCheck %s

// A static identity-layout memref is passed and returned as its aligned pointer; the entry block
// builds the descriptor from constants.
// CHECK-LABEL: llvm.func @bare(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr) -> !llvm.ptr attributes {llvm.emit_c_interface}
// CHECK-DAG: %[[FOUR:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: %[[D:.*]] = llvm.insertvalue %[[ONE]], %{{.*}}[4, 0]
// CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT: llvm.return %[[A]] : !llvm.ptr
// CHECK-LABEL: llvm.func @_mlir_ciface_bare(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) attributes {llvm.emit_c_interface}
func.func @bare(%m: memref<4xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<4xf32>
}

// -----

// The convention needs static shapes: a function with a dynamic memref is not converted.
// expected-error@+1 {{failed to legalize operation 'func.func'}}
func.func @dynamic_bare(%m: memref<?xf32>) {
  return
}
