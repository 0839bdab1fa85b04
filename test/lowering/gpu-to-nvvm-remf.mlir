// RUN: ai-opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s

// arith.remf is C's fmod computed exactly from the significands (upstream
// calls libdevice's __nv_fmodf; NVPTX's own frem is x - y * trunc(x / y)):
// a loop of i64 remainder steps of at most 40 bits (f32), then the remainder
// scaled by 2^ey and given x's sign; NaN, inf and zero operands and
// |x| < |y| are selected around it.

// CHECK-LABEL: llvm.func @remf_f32
// CHECK-NOT:     llvm.frem
// CHECK:         llvm.br ^[[LOOP:bb[0-9]+]]
// CHECK:       ^[[LOOP]](%[[R:.*]]: i64, %[[D:.*]]: i64):
// CHECK:         %[[S:.*]] = llvm.intr.umin(%[[D]], %{{.*}}) : (i64, i64) -> i64
// CHECK:         %[[SHIFTED:.*]] = llvm.shl %[[R]], %[[S]] : i64
// CHECK:         llvm.urem %[[SHIFTED]], %{{.*}} : i64
// CHECK:         llvm.cond_br %{{.*}}, ^[[JOIN:bb[0-9]+]](%{{.*}} : i64), ^[[LOOP]](%{{.*}}, %{{.*}} : i64, i64)
// CHECK:       ^[[JOIN]](%[[REM:.*]]: i64):
// CHECK:         llvm.uitofp %[[REM]] : i64 to f32
// CHECK:         llvm.intr.copysign
// CHECK:         llvm.select
gpu.module @kernels {
  gpu.func @remf_f32(%x: f32, %y: f32, %out: memref<1xf32>) kernel {
    %c0 = arith.constant 0 : index
    %r = arith.remf %x, %y : f32
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }
}

// -----

// f64 steps are 11 bits (the shifted 53-bit remainder fits in 64 bits); bf16
// is computed in f32.

// CHECK-LABEL: llvm.func @remf_f64_bf16
// CHECK-NOT:     llvm.frem
// CHECK:         llvm.mlir.constant(11 : i64) : i64
// CHECK:         llvm.urem
// CHECK:         llvm.uitofp %{{.*}} : i64 to f64
// CHECK:         llvm.fpext %{{.*}} : bf16 to f32
// CHECK:         llvm.urem
// CHECK:         llvm.uitofp %{{.*}} : i64 to f32
// CHECK:         llvm.fptrunc %{{.*}} : f32 to bf16
gpu.module @kernels {
  gpu.func @remf_f64_bf16(%x: f64, %y: f64, %a: bf16, %b: bf16, %out: memref<1xf64>, %out2: memref<1xbf16>) kernel {
    %c0 = arith.constant 0 : index
    %r = arith.remf %x, %y : f64
    memref.store %r, %out[%c0] : memref<1xf64>
    %s = arith.remf %a, %b : bf16
    memref.store %s, %out2[%c0] : memref<1xbf16>
    gpu.return
  }
}

// -----

// Shifts of i64 by a computed amount clamp it to 63: NVPTX takes a 32-bit
// amount and drops mlir-hlo's select(amount u>= 64, 0, shift) (a shift by
// 2^32 + 1 shifted by 1). Constant amounts and i32 shifts stay as they are.

// CHECK-LABEL: llvm.func @wide_shifts
// CHECK:         %[[C63:.*]] = llvm.mlir.constant(63 : i64) : i64
// CHECK:         %[[M:.*]] = llvm.intr.umin(%{{.*}}, %[[C63]]) : (i64, i64) -> i64
// CHECK:         llvm.shl %{{.*}}, %[[M]] : i64
// CHECK:         llvm.shl %{{.*}}, %{{.*}} : i64
// CHECK-NOT:     llvm.intr.umin
// CHECK:         llvm.shl %{{.*}}, %{{.*}} : i32
gpu.module @kernels {
  gpu.func @wide_shifts(%x: i64, %n: i64, %a: i32, %b: i32, %out: memref<3xi64>, %out2: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : i64
    %0 = arith.shli %x, %n : i64
    %1 = arith.shli %x, %c3 : i64
    %2 = arith.shli %a, %b : i32
    memref.store %0, %out[%c0] : memref<3xi64>
    memref.store %1, %out[%c1] : memref<3xi64>
    memref.store %2, %out2[%c0] : memref<1xi32>
    gpu.return
  }
}
