// RUN: ai-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --split-input-file --convert-func-to-llvm | FileCheck %s %}
// A function value is the function's address: func.constant becomes llvm.mlir.addressof, and
// func.call_indirect an indirect llvm.call of the pointer (the CHECK lines are mlir-opt 22's output).

// CHECK-LABEL: llvm.func @constant_and_call(
// CHECK-SAME: %[[X:.*]]: i32) -> i32
// CHECK: %[[F:.*]] = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK: %[[R:.*]] = llvm.call %[[F]](%[[X]]) : !llvm.ptr, (i32) -> i32
// CHECK: llvm.return %[[R]] : i32
func.func private @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @constant_and_call(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

// -----

// A function-typed argument or result is a pointer; memref operands expand into their descriptor's
// fields and several results come back in one struct, as for direct calls.
// CHECK-LABEL: llvm.func @argument(
// CHECK-SAME: %[[FN:[^:]*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[X:.*]]: i32) -> !llvm.struct<(ptr, f32)>
// CHECK: %[[S:.*]] = llvm.call %[[FN]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[X]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> !llvm.struct<(i32, f32)>
// CHECK: %[[B:.*]] = llvm.extractvalue %[[S]][1] : !llvm.struct<(i32, f32)>
// CHECK: %[[H:.*]] = llvm.mlir.addressof @h : !llvm.ptr
// CHECK: %[[P:.*]] = llvm.insertvalue %[[H]], %{{.*}}[0] : !llvm.struct<(ptr, f32)>
// CHECK: %[[Q:.*]] = llvm.insertvalue %[[B]], %[[P]][1] : !llvm.struct<(ptr, f32)>
// CHECK: llvm.return %[[Q]] : !llvm.struct<(ptr, f32)>
func.func private @h(memref<?xf32>, i32) -> (i32, f32)
func.func @argument(%fn: (memref<?xf32>, i32) -> (i32, f32), %m: memref<?xf32>, %x: i32) -> ((memref<?xf32>, i32) -> (i32, f32), f32) {
  %a, %b = func.call_indirect %fn(%m, %x) : (memref<?xf32>, i32) -> (i32, f32)
  %c = func.constant @h : (memref<?xf32>, i32) -> (i32, f32)
  return %c, %b : (memref<?xf32>, i32) -> (i32, f32), f32
}

// -----

// CHECK-LABEL: llvm.func @no_results(
// CHECK-SAME: %[[FN:.*]]: !llvm.ptr)
// CHECK: llvm.call %[[FN]]() : !llvm.ptr, () -> ()
func.func @no_results(%fn: () -> ()) {
  func.call_indirect %fn() : () -> ()
  return
}
