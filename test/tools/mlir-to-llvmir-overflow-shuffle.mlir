// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// The output is LLVM IR that LLVM's own parser and verifier accept:
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// The *.with.overflow intrinsics return a struct of the result and the overflow bit(s), mangled on the operand type.
// CHECK-LABEL: define { i32, i1 } @uadd
// CHECK: call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %{{.*}}, i32 %{{.*}})
// CHECK-LABEL: define { <4 x i16>, <4 x i1> } @smul
// CHECK: call { <4 x i16>, <4 x i1> } @llvm.smul.with.overflow.v4i16(<4 x i16> %{{.*}}, <4 x i16> %{{.*}})
llvm.func @uadd(%a: i32, %b: i32) -> !llvm.struct<(i32, i1)> {
  %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %0 : !llvm.struct<(i32, i1)>
}

llvm.func @smul(%a: vector<4xi16>, %b: vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)> {
  %0 = "llvm.intr.smul.with.overflow"(%a, %b) : (vector<4xi16>, vector<4xi16>) -> !llvm.struct<(vector<4xi16>, vector<4xi1>)>
  llvm.return %0 : !llvm.struct<(vector<4xi16>, vector<4xi1>)>
}

// A shufflevector's mask is a constant vector of i32 with its type.
// CHECK-LABEL: define <3 x i128> @splat
// CHECK: shufflevector <3 x i128> %{{.*}}, <3 x i128> poison, <3 x i32> <i32 0, i32 0, i32 0>
llvm.func @splat(%a: i128) -> vector<3xi128> {
  %p = llvm.mlir.poison : vector<3xi128>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %v = llvm.insertelement %a, %p[%c0 : i32] : vector<3xi128>
  %s = llvm.shufflevector %v, %p [0, 0, 0] : vector<3xi128>
  llvm.return %s : vector<3xi128>
}
