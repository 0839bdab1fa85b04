// RUN: ai-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ai-opt --allow-unregistered-dialect %s | ai-opt --allow-unregistered-dialect | FileCheck %s
// RUN: ai-opt --allow-unregistered-dialect %s --mlir-print-op-generic | ai-opt --allow-unregistered-dialect | FileCheck %s

// Target extension types: a name, type parameters, then integer parameters.

// CHECK-LABEL: func.func @target_ext
// CHECK-SAME: -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
// CHECK: llvm.mlir.zero : !llvm.target<"spirv.Event">
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
// CHECK: llvm.alloca %{{.*}} x !llvm.target<"spirv.Event"> : (i64) -> !llvm.ptr
// CHECK: "some.op"() : () -> !llvm.target<"target4", 1, 0, 42>
// CHECK: "some.op"() : () -> !llvm.target<"target3", i32, i64, f64>
func.func @target_ext(%p: !llvm.ptr, %n: i64) -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  %1 = llvm.load %p : !llvm.ptr -> !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
  %2 = llvm.alloca %n x !llvm.target<"spirv.Event"> : (i64) -> !llvm.ptr
  %3 = "some.op"() : () -> !llvm.target<"target4", 1, 0, 42>
  %4 = "some.op"() : () -> !llvm.target<"target3", i32, i64, f64>
  return %1 : !llvm.target<"spirv.Image", !llvm.void, i32, 0, 1>
}
