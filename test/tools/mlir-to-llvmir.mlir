// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// The output is LLVM IR that LLVM's own parser and verifier accept:
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK: target triple = "x86_64-unknown-linux-gnu"
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {

  // Arithmetic keeps overflow, exact and fast-math flags; constants are
  // written at their uses, floats exactly (0.1 as an f32 in LLVM's hex form).
  // CHECK-LABEL: define float @arith(i32 %arg0, i32 %arg1, float %arg2, double %arg3) {
  // CHECK:         %[[ADD:.*]] = add nuw nsw i32 %arg0, %arg1
  // CHECK-NEXT:    %[[DIV:.*]] = sdiv exact i32 %[[ADD]], %arg1
  // CHECK-NEXT:    %[[SHR:.*]] = lshr i32 %[[DIV]], %arg0
  // CHECK-NEXT:    %[[SQ:.*]] = fmul fast float %arg2, %arg2
  // CHECK-NEXT:    %[[SUM:.*]] = fadd nnan contract float %[[SQ]], %arg2
  // CHECK-NEXT:    %[[CONV:.*]] = sitofp i32 %[[SHR]] to float
  // CHECK-NEXT:    %[[TRUNC:.*]] = fptrunc double %arg3 to float
  // CHECK-NEXT:    %[[DIFF:.*]] = fsub float %[[SUM]], %[[CONV]]
  // CHECK-NEXT:    %[[QUOT:.*]] = fdiv float %[[DIFF]], %[[TRUNC]]
  // CHECK-NEXT:    %[[BIASED:.*]] = fadd float %[[QUOT]], 0x3FB99999A0000000
  // CHECK-NEXT:    %[[GE:.*]] = icmp sge i32 %arg0, %arg1
  // CHECK-NEXT:    %[[LT:.*]] = fcmp olt float %arg2, %[[BIASED]]
  // CHECK-NEXT:    %[[BOTH:.*]] = and i1 %[[GE]], %[[LT]]
  // CHECK-NEXT:    %[[SEL:.*]] = select i1 %[[BOTH]], float %[[BIASED]], float %arg2
  // CHECK-NEXT:    ret float %[[SEL]]
  llvm.func @arith(%a: i32, %b: i32, %x: f32, %y: f64) -> f32 {
    %0 = llvm.add %a, %b overflow<nsw, nuw> : i32
    %1 = llvm.sdiv exact %0, %b : i32
    %2 = llvm.lshr %1, %a : i32
    %3 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
    %4 = llvm.fadd %3, %x {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
    %5 = llvm.sitofp %2 : i32 to f32
    %6 = llvm.fptrunc %y : f64 to f32
    %7 = llvm.fsub %4, %5 : f32
    %8 = llvm.fdiv %7, %6 : f32
    %c = llvm.mlir.constant(0.1 : f32) : f32
    %9 = llvm.fadd %8, %c : f32
    %10 = llvm.icmp "sge" %a, %b : i32
    %11 = llvm.fcmp "olt" %x, %9 : f32
    %12 = llvm.and %10, %11 : i1
    %13 = llvm.select %12, %9, %x : i1, f32
    llvm.return %13 : f32
  }

  // Block arguments become phis fed by every predecessor, back edges included.
  // CHECK-LABEL: define void @loop(i64 %arg0, ptr %arg1) {
  // CHECK:       bb0:
  // CHECK-NEXT:    br label %bb1
  // CHECK:       bb1:
  // CHECK-NEXT:    %[[I:.*]] = phi i64 [ %[[NEXT:.*]], %bb2 ], [ 0, %bb0 ]
  // CHECK-NEXT:    %[[COND:.*]] = icmp slt i64 %[[I]], %arg0
  // CHECK-NEXT:    br i1 %[[COND]], label %bb2, label %bb3
  // CHECK:       bb2:
  // CHECK-NEXT:    %[[ADDR:.*]] = getelementptr inbounds float, ptr %arg1, i64 %[[I]]
  // CHECK-NEXT:    %[[V:.*]] = load float, ptr %[[ADDR]], align 4
  // CHECK-NEXT:    %[[W:.*]] = fadd float %[[V]], %[[V]]
  // CHECK-NEXT:    store float %[[W]], ptr %[[ADDR]], align 4
  // CHECK-NEXT:    %[[NEXT]] = add i64 %[[I]], 1
  // CHECK-NEXT:    br label %bb1
  // CHECK:       bb3:
  // CHECK-NEXT:    ret void
  llvm.func @loop(%n: i64, %p: !llvm.ptr) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%c0 : i64)
  ^bb1(%i: i64):
    %cond = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    %addr = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %addr {alignment = 4 : i64} : !llvm.ptr -> f32
    %w = llvm.fadd %v, %v : f32
    llvm.store %w, %addr {alignment = 4 : i64} : f32, !llvm.ptr
    %next = llvm.add %i, %c1 : i64
    llvm.br ^bb1(%next : i64)
  ^bb3:
    llvm.return
  }

  // Two edges of one terminator into one block with different values: each
  // gets an edge block, so that the phi has one entry per predecessor.
  // CHECK-LABEL: define i32 @same_successor(i1 %arg0, i32 %arg1, i32 %arg2) {
  // CHECK:         br i1 %arg0, label %bb0.edge0, label %bb0.edge1
  // CHECK:       bb1:
  // CHECK-NEXT:    %[[R:.*]] = phi i32 [ %arg2, %bb0.edge1 ], [ %arg1, %bb0.edge0 ]
  // CHECK-NEXT:    ret i32 %[[R]]
  // CHECK:       bb0.edge0:
  // CHECK-NEXT:    br label %bb1
  // CHECK:       bb0.edge1:
  // CHECK-NEXT:    br label %bb1
  llvm.func @same_successor(%c: i1, %a: i32, %b: i32) -> i32 {
    llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
  ^bb1(%r: i32):
    llvm.return %r : i32
  }

  // GEP into a struct in address space 1: constant indices are i32.
  // CHECK-LABEL: define ptr addrspace(1) @struct_gep(ptr addrspace(1) %arg0, i64 %arg1) {
  // CHECK-NEXT:  bb0:
  // CHECK-NEXT:    %[[P:.*]] = getelementptr { i32, [4 x float] }, ptr addrspace(1) %arg0, i64 %arg1, i32 1, i32 2
  // CHECK-NEXT:    ret ptr addrspace(1) %[[P]]
  llvm.func @struct_gep(%p: !llvm.ptr<1>, %i: i64) -> !llvm.ptr<1> {
    %0 = llvm.getelementptr %p[%i, 1, 2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(i32, array<4 x f32>)>
    llvm.return %0 : !llvm.ptr<1>
  }

  // A complex llvm.mlir.constant is the `{ re, im }` struct constant, written at its use.
  // CHECK-LABEL: define double @complex_constant() {
  // CHECK-NEXT:  bb0:
  // CHECK-NEXT:    %[[I:.*]] = extractvalue { double, double } { double 0x3FF8000000000000, double 0xC000000000000000 }, 1
  // CHECK-NEXT:    ret double %[[I]]
  llvm.func @complex_constant() -> f64 {
    %c = llvm.mlir.constant([1.5 : f64, -2.0 : f64]) : !llvm.struct<(f64, f64)>
    %0 = llvm.extractvalue %c[1] : !llvm.struct<(f64, f64)>
    llvm.return %0 : f64
  }

  // Dense vector constants, splats included, are written element by element.
  // CHECK-LABEL: define float @vectors(<4 x float> %arg0) {
  // CHECK:         %[[M:.*]] = fmul <4 x float> %arg0, <float 0x3FF0000000000000, float 0x4000000000000000, float 0x4008000000000000, float 0x4010000000000000>
  // CHECK-NEXT:    %[[A:.*]] = fadd <4 x float> %[[M]], <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>
  // CHECK-NEXT:    %[[E:.*]] = extractelement <4 x float> %[[A]], i32 2
  // CHECK-NEXT:    ret float %[[E]]
  llvm.func @vectors(%v: vector<4xf32>) -> f32 {
    %c = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
    %s = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
    %0 = llvm.fmul %v, %c : vector<4xf32>
    %1 = llvm.fadd %0, %s : vector<4xf32>
    %i = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.extractelement %1[%i : i32] : vector<4xf32>
    llvm.return %2 : f32
  }

  // Globals: dense and string initializers, an external declaration, and an
  // initializer region folded to one constant.
  // CHECK: @table = internal constant [3 x i32] [i32 1, i32 2, i32 3]
  // CHECK: @str = private constant [4 x i8] c"hi\0A\00"
  // CHECK: @ext = external global double
  // Complex elements are `{ re, im }` structs (an internal error: complex pairs read as floats).
  // CHECK: @complex_pair = private constant [2 x { float, float }] [{ float, float } { float 0x3FF8000000000000, float 0x4000000000000000 }, { float, float } { float 0x4008000000000000, float 0xC010000000000000 }]
  // CHECK: @complex_scalar = private constant { double, double } { double 0x3FE0000000000000, double 0x0000000000000000 }
  // A complex constant's [re, im] array attribute is the struct of its parts (upstream's getLLVMConstant).
  // CHECK: @complex_array = private constant { float, float } { float 0x3FF8000000000000, float 0xC000000000000000 }
  // CHECK: @pair = internal global { i32, ptr } { i32 7, ptr @str }
  llvm.mlir.global internal constant @table(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
  llvm.mlir.global private constant @str("hi\0A\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
  llvm.mlir.global external @ext() {addr_space = 0 : i32} : f64
  llvm.mlir.global private constant @complex_pair(dense<[(1.5, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>) {addr_space = 0 : i32} : !llvm.array<2 x struct<(f32, f32)>>
  llvm.mlir.global private constant @complex_scalar(dense<(0.5, 0.0)> : tensor<complex<f64>>) {addr_space = 0 : i32} : !llvm.struct<(f64, f64)>
  llvm.mlir.global private constant @complex_array([1.5 : f32, -2.0 : f32]) {addr_space = 0 : i32} : !llvm.struct<(f32, f32)>
  llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @str : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }

  // Calls: variadic, with a calling convention, and their declarations.
  // CHECK: declare i32 @printf(ptr, ...)
  // CHECK-LABEL: define i32 @calls(double %arg0) {
  // CHECK:         %[[N:.*]] = call i32 (ptr, ...) @printf(ptr @str, double %arg0)
  // CHECK-NEXT:    %[[R:.*]] = call fastcc i32 @callee(i32 %[[N]])
  // CHECK-NEXT:    ret i32 %[[R]]
  // CHECK-LABEL: define fastcc i32 @callee(i32 %arg0) {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @calls(%x: f64) -> i32 {
    %s = llvm.mlir.addressof @str : !llvm.ptr
    %0 = llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
    %1 = llvm.call fastcc @callee(%0) : (i32) -> i32
    llvm.return %1 : i32
  }
  llvm.func fastcc @callee(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  // CHECK-LABEL: define i32 @atomics(ptr %arg0, float %arg1, i32 %arg2) {
  // CHECK: %{{.*}} = atomicrmw fadd ptr %arg0, float %arg1 acq_rel
  // CHECK: %[[OLD:.*]] = atomicrmw volatile or ptr %arg0, i32 %arg2 seq_cst, align 4
  // CHECK: ret i32 %[[OLD]]
  llvm.func @atomics(%p: !llvm.ptr, %v: f32, %i: i32) -> i32 {
    %0 = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
    %1 = llvm.atomicrmw volatile _or %p, %i seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    llvm.return %1 : i32
  }
}
