// RUN: ai-opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s

// f64 sin, cos and tan: Cody-Waite below 2^53; from there on (inf too) a
// Payne-Hanek reduction (212 bits of 2/pi picked by the exponent from a table
// of 20 words, exact fma products) in a block of its own, which the common
// path branches around. The join block takes the quadrant and r + r_lo, and
// the rewritten op's block goes on there.

// CHECK-LABEL: llvm.func @sin_f64(
// CHECK:         %[[LIMIT:.*]] = llvm.mlir.constant(0x4340000000000000 : f64) : f64
// CHECK:         %[[LARGE:.*]] = llvm.fcmp "oge" %{{.*}}, %[[LIMIT]] : f64
// CHECK:         llvm.cond_br %[[LARGE]], ^[[PAYNE_HANEK:bb[0-9]+]], ^[[JOIN:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}} : i64, f64, f64)
// CHECK:       ^[[PAYNE_HANEK]]:
// CHECK:         llvm.mlir.constant(5871781006564002452 : i64) : i64
// CHECK:         llvm.mlir.constant(-547224668101534962 : i64) : i64
// CHECK:         llvm.sitofp %{{.*}} : i64 to f64
// CHECK:         llvm.intr.floor
// CHECK:         llvm.intr.roundeven
// CHECK:         llvm.br ^[[JOIN]](%{{.*}}, %{{.*}}, %{{.*}} : i64, f64, f64)
// CHECK:       ^[[JOIN]](%{{.*}}: i64, %[[R:.*]]: f64, %{{.*}}: f64):
// CHECK:         llvm.fmul %[[R]], %[[R]] : f64
// CHECK:         %[[SIN:.*]] = llvm.select %{{.*}}, %arg0, %{{.*}} : i1, f64
// CHECK-NEXT:    %[[SQUARE:.*]] = llvm.fmul %[[SIN]], %[[SIN]] : f64
// CHECK-NEXT:    llvm.return %[[SQUARE]] : f64
gpu.module @kernels {
  gpu.func @sin_f64(%x: f64) -> f64 {
    %0 = math.sin %x : f64
    %1 = arith.mulf %0, %0 : f64
    gpu.return %1 : f64
  }
}

// -----

// Each op has its own branch; in a loop the store and the back edge follow the
// last join block.

// CHECK-LABEL: llvm.func @loop(
// CHECK:         llvm.cond_br %{{.*}}, ^[[EXIT:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK:         llvm.load
// CHECK:         llvm.cond_br %{{.*}}, ^[[COS_LARGE:bb[0-9]+]], ^[[COS_JOIN:bb[0-9]+]](
// CHECK:       ^[[COS_LARGE]]:
// CHECK:         llvm.br ^[[COS_JOIN]](
// CHECK:       ^[[COS_JOIN]](
// CHECK:         llvm.cond_br %{{.*}}, ^[[TAN_LARGE:bb[0-9]+]], ^[[TAN_JOIN:bb[0-9]+]](
// CHECK:       ^[[TAN_LARGE]]:
// CHECK:         llvm.br ^[[TAN_JOIN]](
// CHECK:       ^[[TAN_JOIN]](
// CHECK:         llvm.fdiv
// CHECK:         llvm.store
// CHECK:         llvm.br ^
// CHECK:       ^[[EXIT]]:
// CHECK-NEXT:    llvm.return
gpu.module @kernels {
  gpu.func @loop(%in: memref<16xf64>, %out: memref<16xf64>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 16 : index
    cf.br ^head(%c0 : index)
  ^head(%k: index):
    %done = arith.cmpi sge, %k, %n : index
    cf.cond_br %done, ^exit, ^body
  ^body:
    %x = memref.load %in[%k] : memref<16xf64>
    %c = math.cos %x : f64
    %t = math.tan %c : f64
    memref.store %t, %out[%k] : memref<16xf64>
    %next = arith.addi %k, %c1 : index
    cf.br ^head(%next : index)
  ^exit:
    gpu.return
  }
}

// -----

// f64 erf: fdlibm's rational approximations on [0, 0.84375), [0.84375, 1.25)
// and two on [1.25, 6) (1 - erfc, erfc from e^(-x^2 - 0.5625 + R/S) / |x|),
// +-1 from 6 on; all computed and selected (no branch), one division for the
// four ratios.
// CHECK-LABEL: llvm.func @erf_f64(
// CHECK-NOT:     llvm.cond_br
// CHECK:         %[[ABS:.*]] = llvm.intr.fabs(%arg0) : (f64) -> f64
// CHECK:         %[[SMALL:.*]] = llvm.fcmp "olt" %[[ABS]], %{{.*}} : f64
// CHECK:         %[[MIDDLE:.*]] = llvm.fcmp "olt" %[[ABS]], %{{.*}} : f64
// CHECK:         %[[NUMERATOR:.*]] = llvm.select %[[SMALL]], %{{.*}}, %{{.*}} : i1, f64
// CHECK:         %[[DENOMINATOR:.*]] = llvm.select %[[SMALL]], %{{.*}}, %{{.*}} : i1, f64
// CHECK-NEXT:    %[[RATIO:.*]] = llvm.fdiv %[[NUMERATOR]], %[[DENOMINATOR]] : f64
// CHECK:         llvm.mlir.constant(0.84506291151046753 : f64) : f64
// CHECK:         %[[TINY:.*]] = llvm.intr.fma(%arg0, %[[RATIO]], %arg0) : (f64, f64, f64) -> f64
// CHECK:         %[[SIGNED:.*]] = llvm.intr.copysign(%{{.*}}, %arg0) : (f64, f64) -> f64
// CHECK-NEXT:    %[[ERF:.*]] = llvm.select %[[SMALL]], %[[TINY]], %[[SIGNED]] : i1, f64
// CHECK-NEXT:    llvm.return %[[ERF]] : f64
gpu.module @kernels {
  gpu.func @erf_f64(%x: f64) -> f64 {
    %0 = math.erf %x : f64
    gpu.return %0 : f64
  }
}
