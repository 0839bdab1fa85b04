// llvm.cmpxchg to LLVM IR's cmpxchg: flags, operands, syncscope, the two orderings and the alignment.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// The output is LLVM IR that LLVM's own parser and verifier accept:
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK-LABEL: define i32 @cmpxchg(ptr %arg0, i32 %arg1, i32 %arg2, i64 %arg3) {
// CHECK: %[[PAIR:.*]] = cmpxchg ptr %arg0, i32 %arg1, i32 %arg2 acq_rel monotonic
// CHECK: %{{.*}} = cmpxchg weak volatile ptr %arg0, i64 %arg3, i64 %arg3 syncscope("agent") seq_cst acquire, align 8
// CHECK: %[[OLD:.*]] = extractvalue { i32, i1 } %[[PAIR]], 0
// CHECK: ret i32 %[[OLD]]
llvm.func @cmpxchg(%p: !llvm.ptr, %cmp: i32, %new: i32, %w: i64) -> i32 {
  %0 = llvm.cmpxchg %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %p, %w, %w syncscope("agent") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr, i64
  %2 = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
  llvm.return %2 : i32
}
