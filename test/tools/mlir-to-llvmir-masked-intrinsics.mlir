// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// The output is LLVM IR that LLVM's own parser and verifier accept:
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// llvm.intr.masked.load/store: LLVM 22's intrinsics take the alignment as the pointer argument's `align` at the
// call (upstream's translation), declared without it (one declaration serves calls of any alignment).
// CHECK-LABEL: define <4 x float> @masked(
// CHECK-NEXT: bb0:
// CHECK-NEXT: %[[V:.*]] = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %arg0, <4 x i1> %arg1, <4 x float> %arg2)
// CHECK-NEXT: call void @llvm.masked.store.v4f32.p0(<4 x float> %[[V]], ptr align 16 %arg0, <4 x i1> %arg1)
// CHECK-NEXT: call void @llvm.masked.store.v4i32.p0(<4 x i32> %arg3, ptr align 4 %arg0, <4 x i1> %arg1)
llvm.func @masked(%p: !llvm.ptr, %m: vector<4xi1>, %pass: vector<4xf32>, %i: vector<4xi32>) -> vector<4xf32> {
  %v = llvm.intr.masked.load %p, %m, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %m {alignment = 16 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.intr.masked.store %i, %p, %m {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.ptr
  llvm.return %v : vector<4xf32>
}

// An intrinsic whose operand is a constant vector (inlined into the call) is declared with the operand's type:
// the declaration took the text before the last space (`<2 x float> <float 0x3FF0000000000000, float`), which
// LLVM rejected ("expected ')' at end of argument list").
// CHECK-LABEL: define <2 x float> @constant_operand(
// CHECK: call <2 x float> @llvm.fma.v2f32(<2 x float> %arg0, <2 x float> %arg0, <2 x float> <float 0x3FF0000000000000, float 0x4000000000000000>)
// CHECK-DAG: declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, <4 x i1>, <4 x float>)
// CHECK-DAG: declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, <4 x i1>)
// CHECK-DAG: declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
llvm.func @constant_operand(%a: vector<2xf32>) -> vector<2xf32> {
  %c = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
  %r = llvm.intr.fma(%a, %a, %c) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  llvm.return %r : vector<2xf32>
}
