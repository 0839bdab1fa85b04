// Atomic loads and stores keep their ordering through printing and into LLVM IR
// (a store's `atomic` did not parse, a load's was dropped from the LLVM IR).
// RUN: ai-opt %s | ai-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// ROUNDTRIP: llvm.store %{{.*}}, %{{.*}} atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// ROUNDTRIP: llvm.load %{{.*}} atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-LABEL: define i32 @atomics(ptr %arg0, i32 %arg1)
// CHECK:         store atomic i32 %arg1, ptr %arg0 release, align 4
// CHECK-NEXT:    %{{.*}} = load atomic i32, ptr %arg0 acquire, align 4
// CHECK-NEXT:    store i32 %arg1, ptr %arg0
llvm.func @atomics(%p: !llvm.ptr, %v: i32) -> i32 {
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return %0 : i32
}
