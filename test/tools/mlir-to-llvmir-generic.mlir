// Ops in upstream's generic form (as `mlir-opt --mlir-print-op-generic`
// prints them) translate by name: intrinsics, switch, poison, kernels.
// RUN: ai-translate --mlir-to-llvmir --allow-unregistered-dialect %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir --allow-unregistered-dialect %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// `llvm.intr.*` ops call `@llvm.*` intrinsics mangled on their overloaded
// types, with immediate arguments from their properties and fast-math flags.
// CHECK-LABEL: define float @intrinsics(float %arg0, <8 x float> %arg1, i32 %arg2, ptr %arg3, ptr %arg4, i64 %arg5) {
// CHECK:         %[[ABS:.*]] = call float @llvm.fabs.f32(float %arg0)
// CHECK-NEXT:    %[[TANH:.*]] = call afn float @llvm.tanh.f32(float %[[ABS]])
// CHECK-NEXT:    %[[FMA:.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> %arg1, <8 x float> %arg1, <8 x float> %arg1)
// CHECK-NEXT:    %[[RED:.*]] = call reassoc float @llvm.vector.reduce.fadd.v8f32(float %[[TANH]], <8 x float> %[[FMA]])
// CHECK-NEXT:    %[[CLZ:.*]] = call i32 @llvm.ctlz.i32(i32 %arg2, i1 false)
// CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr %arg3, ptr %arg4, i64 %arg5, i1 false)
// CHECK-NEXT:    %[[POW:.*]] = call float @llvm.powi.f32.i32(float %[[RED]], i32 %[[CLZ]])
// CHECK-NEXT:    %[[SEL:.*]] = select i1 true, float %[[POW]], float poison
// CHECK-NEXT:    ret float %[[SEL]]
llvm.func @intrinsics(%x: f32, %v: vector<8xf32>, %n: i32, %p: !llvm.ptr, %q: !llvm.ptr, %len: i64) -> f32 {
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
  %1 = "llvm.intr.tanh"(%0) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32) -> f32
  %2 = "llvm.intr.fma"(%v, %v, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %3 = "llvm.intr.vector.reduce.fadd"(%1, %2) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<8xf32>) -> f32
  %4 = "llvm.intr.ctlz"(%n) <{is_zero_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %5 = "llvm.intr.powi"(%3, %4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
  %6 = "llvm.mlir.poison"() : () -> f32
  %t = llvm.mlir.constant(true) : i1
  %7 = "llvm.select"(%t, %5, %6) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, f32, f32) -> f32
  llvm.return %7 : f32
}

// A switch whose default and first case reach one block with different values.
// CHECK-LABEL: define double @switch(i32 %arg0, double %arg1, double %arg2) {
// CHECK:         switch i32 %arg0, label %bb0.edge0 [i32 1, label %bb0.edge1 i32 7, label %bb2]
// CHECK:       bb1:
// CHECK-NEXT:    %[[R:.*]] = phi double [ %arg2, %bb0.edge1 ], [ %arg1, %bb0.edge0 ]
// CHECK:       bb2:
// CHECK-NEXT:    ret double 0x0000000000000000
llvm.func @switch(%x: i32, %a: f64, %b: f64) -> f64 {
  "llvm.switch"(%x, %a, %b)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f64, f64) -> ()
^bb1(%r: f64):
  llvm.return %r : f64
^bb2:
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.return %z : f64
}

// A GPU kernel gets the kernel calling convention.
// CHECK-LABEL: define ptx_kernel void @kernel(ptr addrspace(1) %arg0) {
llvm.func @kernel(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  llvm.return
}

// Half and bfloat constants use LLVM's 0xH and 0xR forms; i1 is true/false.
// CHECK-LABEL: define half @small_floats(bfloat %arg0) {
// CHECK:         %[[B:.*]] = fadd bfloat %arg0, 0xR3FC0
// CHECK-NEXT:    %[[F:.*]] = fpext bfloat %[[B]] to float
// CHECK-NEXT:    %[[H:.*]] = fptrunc float %[[F]] to half
// CHECK-NEXT:    %[[S:.*]] = fmul half %[[H]], 0xHBC00
llvm.func @small_floats(%x: bf16) -> f16 {
  %c = llvm.mlir.constant(1.5 : bf16) : bf16
  %0 = llvm.fadd %x, %c : bf16
  %f = llvm.fpext %0 : bf16 to f32
  %1 = llvm.fptrunc %f : f32 to f16
  %m = llvm.mlir.constant(-1.0 : f16) : f16
  %2 = llvm.fmul %1, %m : f16
  llvm.return %2 : f16
}

// The intrinsics are declared once, after the functions.
// CHECK-DAG: declare float @llvm.fabs.f32(float)
// CHECK-DAG: declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
// CHECK-DAG: declare float @llvm.vector.reduce.fadd.v8f32(float, <8 x float>)
