// The lifetime intrinsics translate to LLVM 22's llvm.lifetime.start/end.p0 on the alloca; LLVM's parser and
// verifier accept the output.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK-LABEL: define void @lifetime(
// CHECK: %[[P:.*]] = alloca i32, i64 1
// CHECK: call void @llvm.lifetime.start.p0(ptr %[[P]])
// CHECK: store i32 7, ptr %[[P]]
// CHECK: call void @llvm.lifetime.end.p0(ptr %[[P]])
// CHECK: declare void @llvm.lifetime.start.p0(ptr)
llvm.func @lifetime() {
  %c = llvm.mlir.constant(1 : i64) : i64
  %v = llvm.mlir.constant(7 : i32) : i32
  %p = llvm.alloca %c x i32 : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.return
}
