// RUN: ai-opt %s --convert-gpu-to-nvvm -o %t.nvvm.mlir
// RUN: FileCheck %s < %t.nvvm.mlir
// RUN: FileCheck %s --check-prefix=NOMATH < %t.nvvm.mlir
// The PTX of a kernel that uses all of them has no call and assembles for sm_80 and sm_90:
// RUN: ai-opt %t.nvvm.mlir --reconcile-unrealized-casts -o %t.mlir
// RUN: ai-translate --mlir-to-ptx %t.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %python %S/../tools/Inputs/ptxas_each.py %t.ptx

// asin, acos, asinh, acosh, atanh, sinh, cosh (f32, f16 through f32, f64) follow fdlibm's algorithms in
// arithmetic, sqrt and selects; fpowi is repeated squaring unrolled over the exponent's bits. No math op is left.
// NOMATH-NOT: math.

// f64 asin: one rational R (its argument x^2 or (1 - |x|) / 2 selected first), sqrt, the head of the root
// (its low 32 bits cleared), and the intervals selected: 0.975, 1/2, |x| = 1, 2^-28, NaN beyond 1.
// CHECK-LABEL: llvm.func @asin_f64(%arg0: f64) -> f64
// CHECK:         %[[A:.*]] = llvm.intr.fabs(%arg0) : (f64) -> f64
// CHECK:         llvm.mlir.constant(3.4793310759602117E-5 : f64) : f64
// CHECK:         %[[R:.*]] = llvm.fdiv
// CHECK:         %[[ROOT:.*]] = llvm.intr.sqrt(%{{.*}}) : (f64) -> f64
// CHECK:         %[[BITS:.*]] = llvm.bitcast %[[ROOT]] : f64 to i64
// CHECK:         %[[MASK:.*]] = llvm.mlir.constant(-4294967296 : i64) : i64
// CHECK:         llvm.and %[[BITS]], %[[MASK]] : i64
// CHECK:         llvm.mlir.constant(0.97499999999999997 : f64) : f64
// CHECK:         llvm.intr.copysign
// CHECK:         %[[NAN:.*]] = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
// CHECK:         %[[RESULT:.*]] = llvm.select %{{.*}}, %[[NAN]], %{{.*}} : i1, f64
// CHECK-NEXT:    llvm.return %[[RESULT]] : f64

// f32 acos: fdlibm's float fit (acosf) and the head of the root with 12 bits cleared.
// CHECK-LABEL: llvm.func @acos_f32(%arg0: f32) -> f32
// CHECK:         llvm.mlir.constant(-0.706629634 : f32) : f32
// CHECK:         llvm.intr.sqrt(%{{.*}}) : (f32) -> f32
// CHECK:         llvm.mlir.constant(-4096 : i32) : i32
// CHECK:         llvm.return

// f16 sinh is computed in f32: Taylor below 1, e^|x| (math-polynomial-approximation's exp) above.
// CHECK-LABEL: llvm.func @sinh_f16(%arg0: f16) -> f16
// CHECK:         %[[X:.*]] = llvm.fpext %arg0 : f16 to f32
// CHECK:         llvm.intr.roundeven
// CHECK:         %[[IS_NAN:.*]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
// CHECK-NEXT:    %[[SINH:.*]] = llvm.select %[[IS_NAN]], %[[X]], %{{.*}} : i1, f32
// CHECK-NEXT:    %[[HALF:.*]] = llvm.fptrunc %[[SINH]] : f32 to f16
// CHECK-NEXT:    llvm.return %[[HALF]] : f16

// fpowi: upstream's repeated squaring as a loop of blocks (the exponent's magnitude as unsigned bits, the most
// negative exponent too), then 1 / result for a negative exponent in the join block.
// CHECK-LABEL: llvm.func @fpowi_f64(%arg0: f64, %arg1: i32) -> f64
// CHECK:         %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:         %[[NEGATIVE:.*]] = llvm.icmp "slt" %arg1, %[[ZERO]] : i32
// CHECK:         %[[MINUS:.*]] = llvm.sub %[[ZERO]], %arg1 : i32
// CHECK:         %[[M:.*]] = llvm.select %[[NEGATIVE]], %[[MINUS]], %arg1 : i1, i32
// CHECK:         %[[UNIT:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK:         llvm.br ^[[LOOP:bb[0-9]+]](%[[M]], %[[UNIT]], %arg0 : i32, f64, f64)
// CHECK:       ^[[LOOP]](%[[P:.*]]: i32, %[[R:.*]]: f64, %[[B:.*]]: f64):
// CHECK:         %[[BIT:.*]] = llvm.and %[[P]], %[[ONE]] : i32
// CHECK:         %[[SET:.*]] = llvm.icmp "ne" %[[BIT]], %[[ZERO]] : i32
// CHECK:         %[[PRODUCT:.*]] = llvm.fmul %[[R]], %[[B]] : f64
// CHECK:         %[[R2:.*]] = llvm.select %[[SET]], %[[PRODUCT]], %[[R]] : i1, f64
// CHECK:         %[[REST:.*]] = llvm.lshr %[[P]], %[[ONE]] : i32
// CHECK:         %[[DONE:.*]] = llvm.icmp "eq" %[[REST]], %[[ZERO]] : i32
// CHECK:         %[[SQUARE:.*]] = llvm.fmul %[[B]], %[[B]] : f64
// CHECK:         llvm.cond_br %[[DONE]], ^[[JOIN:bb[0-9]+]](%[[R2]] : f64), ^[[LOOP]](%[[REST]], %[[R2]], %[[SQUARE]] : i32, f64, f64)
// CHECK:       ^[[JOIN]](%[[RESULT:.*]]: f64):
// CHECK:         %[[INVERSE:.*]] = llvm.fdiv %{{.*}}, %[[RESULT]] : f64
// CHECK-NEXT:    %[[Y:.*]] = llvm.select %[[NEGATIVE]], %[[INVERSE]], %[[RESULT]] : i1, f64
// CHECK-NEXT:    llvm.return %[[Y]] : f64

// The kernel's loads, the f32, f64 and f16 chains and the stores follow each other through the join blocks of
// the fpowi loops.
// CHECK-LABEL: llvm.func @all(
// CHECK:         llvm.cond_br %{{.*}}, ^[[F32_JOIN:bb[0-9]+]](%{{.*}} : f32), ^{{bb[0-9]+}}(
// CHECK:       ^[[F32_JOIN]](%[[F32:.*]]: f32):
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK:         llvm.cond_br %{{.*}}, ^[[F64_JOIN:bb[0-9]+]](%{{.*}} : f64), ^{{bb[0-9]+}}(
// CHECK:       ^[[F64_JOIN]](%{{.*}}: f64):
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f64, !llvm.ptr
// CHECK:         llvm.cond_br %{{.*}}, ^[[F16_JOIN:bb[0-9]+]](%{{.*}} : f32), ^{{bb[0-9]+}}(
// CHECK:       ^[[F16_JOIN]](%{{.*}}: f32):
// CHECK:         llvm.fptrunc %{{.*}} : f32 to f16
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr
// CHECK-NEXT:    llvm.return

// PTX: // gpu.module @sm80
// PTX: .target sm_80
// PTX-NOT: call
// PTX: // gpu.module @sm90
// PTX: .target sm_90
// PTX: .visible .entry all(
// PTX-DAG: sqrt.rn.f32
// PTX-DAG: sqrt.rn.f64
// PTX-DAG: fma.rn.f64
// PTX-NOT: call
module attributes {gpu.container_module} {
  gpu.module @sm80 [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    gpu.func @asin_f64(%x: f64) -> f64 {
      %0 = math.asin %x : f64
      gpu.return %0 : f64
    }
    gpu.func @acos_f32(%x: f32) -> f32 {
      %0 = math.acos %x : f32
      gpu.return %0 : f32
    }
    gpu.func @sinh_f16(%x: f16) -> f16 {
      %0 = math.sinh %x : f16
      gpu.return %0 : f16
    }
    gpu.func @fpowi_f64(%x: f64, %n: i32) -> f64 {
      %0 = math.fpowi %x, %n : f64, i32
      gpu.return %0 : f64
    }
    gpu.func @all(%a: memref<4xf32>, %b: memref<4xf64>, %c: memref<4xf16>, %n: i32, %m: i64) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xf32>
      %0 = math.asin %x : f32
      %1 = math.acos %0 : f32
      %2 = math.asinh %1 : f32
      %3 = math.acosh %2 : f32
      %4 = math.atanh %3 : f32
      %5 = math.sinh %4 : f32
      %6 = math.cosh %5 : f32
      %7 = math.fpowi %6, %n : f32, i32
      memref.store %7, %a[%i] : memref<4xf32>
      %y = memref.load %b[%i] : memref<4xf64>
      %10 = math.asin %y : f64
      %11 = math.acos %10 : f64
      %12 = math.asinh %11 : f64
      %13 = math.acosh %12 : f64
      %14 = math.atanh %13 : f64
      %15 = math.sinh %14 : f64
      %16 = math.cosh %15 : f64
      %17 = math.fpowi %16, %m : f64, i64
      memref.store %17, %b[%i] : memref<4xf64>
      %z = memref.load %c[%i] : memref<4xf16>
      %20 = math.cosh %z : f16
      %21 = math.fpowi %20, %n : f16, i32
      memref.store %21, %c[%i] : memref<4xf16>
      gpu.return
    }
  }
  gpu.module @sm90 [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
    gpu.func @all(%a: memref<4xf32>, %b: memref<4xf64>, %n: i32) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xf32>
      %0 = math.asin %x : f32
      %1 = math.acos %0 : f32
      %2 = math.asinh %1 : f32
      %3 = math.acosh %2 : f32
      %4 = math.atanh %3 : f32
      %5 = math.sinh %4 : f32
      %6 = math.cosh %5 : f32
      %7 = math.fpowi %6, %n : f32, i32
      memref.store %7, %a[%i] : memref<4xf32>
      %y = memref.load %b[%i] : memref<4xf64>
      %10 = math.asin %y : f64
      %11 = math.acos %10 : f64
      %12 = math.asinh %11 : f64
      %13 = math.acosh %12 : f64
      %14 = math.atanh %13 : f64
      %15 = math.sinh %14 : f64
      %16 = math.cosh %15 : f64
      %17 = math.fpowi %16, %n : f64, i32
      memref.store %17, %b[%i] : memref<4xf64>
      gpu.return
    }
  }
}
