// RUN: ai-opt %s --convert-gpu-to-nvvm -o %t.nvvm.mlir
// RUN: FileCheck %s < %t.nvvm.mlir
// RUN: FileCheck %s --check-prefix=NOMATH < %t.nvvm.mlir
// The PTX of the kernel that uses them all has no call and assembles for sm_80:
// RUN: ai-opt %t.nvvm.mlir --reconcile-unrealized-casts -o %t.mlir
// RUN: ai-translate --mlir-to-ptx %t.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %python %S/../tools/Inputs/ptxas_each.py %t.ptx

// math.ipowi is upstream's `__mlir_math_ipowi_*` (convert-math-to-funcs) inline, and an expanded math op on a
// vector (1-D or n-D) is that op on each element (upstream's VecOpToScalarOp), each expanded. No math op is left.
// NOMATH-NOT: math.

// ipowi: repeated squaring over a non-negative exponent (0 for n < 0) as a loop of blocks, then for n < 0: 1 for
// x = 1, +-1 for x = -1 by n's parity, 0 for other x, and 1 / 0 for x = 0 (undefined, as upstream's: the
// divisor is 0 only then).
// CHECK-LABEL: llvm.func @ipowi_i32(%arg0: i32, %arg1: i32) -> i32
// CHECK:         %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %[[MINUS_ONE:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:    %[[NEGATIVE:.*]] = llvm.icmp "slt" %arg1, %[[ZERO]] : i32
// CHECK-NEXT:    %[[M:.*]] = llvm.select %[[NEGATIVE]], %[[ZERO]], %arg1 : i1, i32
// CHECK-NEXT:    llvm.br ^[[LOOP:bb[0-9]+]](%[[M]], %[[ONE]], %arg0 : i32, i32, i32)
// CHECK-NEXT:  ^[[LOOP]](%[[P:.*]]: i32, %[[R:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:    %[[BIT:.*]] = llvm.and %[[P]], %[[ONE]] : i32
// CHECK-NEXT:    %[[SET:.*]] = llvm.icmp "ne" %[[BIT]], %[[ZERO]] : i32
// CHECK-NEXT:    %[[PRODUCT:.*]] = llvm.mul %[[R]], %[[B]] : i32
// CHECK-NEXT:    %[[R2:.*]] = llvm.select %[[SET]], %[[PRODUCT]], %[[R]] : i1, i32
// CHECK-NEXT:    %[[REST:.*]] = llvm.lshr %[[P]], %[[ONE]] : i32
// CHECK-NEXT:    %[[DONE:.*]] = llvm.icmp "eq" %[[REST]], %[[ZERO]] : i32
// CHECK-NEXT:    %[[SQUARE:.*]] = llvm.mul %[[B]], %[[B]] : i32
// CHECK-NEXT:    llvm.cond_br %[[DONE]], ^[[JOIN:bb[0-9]+]](%[[R2]] : i32), ^[[LOOP]](%[[REST]], %[[R2]], %[[SQUARE]] : i32, i32, i32)
// CHECK-NEXT:  ^[[JOIN]](%[[POWER:.*]]: i32):
// CHECK-NEXT:    %[[LOW:.*]] = llvm.and %arg1, %[[ONE]] : i32
// CHECK-NEXT:    %[[ODD:.*]] = llvm.icmp "ne" %[[LOW]], %[[ZERO]] : i32
// CHECK-NEXT:    %[[IS_MINUS_ONE:.*]] = llvm.icmp "eq" %arg0, %[[MINUS_ONE]] : i32
// CHECK-NEXT:    %[[SIGN:.*]] = llvm.select %[[ODD]], %[[MINUS_ONE]], %[[ONE]] : i1, i32
// CHECK-NEXT:    %[[UNIT:.*]] = llvm.select %[[IS_MINUS_ONE]], %[[SIGN]], %[[ZERO]] : i1, i32
// CHECK-NEXT:    %[[IS_ONE:.*]] = llvm.icmp "eq" %arg0, %[[ONE]] : i32
// CHECK-NEXT:    %[[UNIT2:.*]] = llvm.select %[[IS_ONE]], %[[ONE]], %[[UNIT]] : i1, i32
// CHECK-NEXT:    %[[ZERO_BASE:.*]] = llvm.icmp "eq" %arg0, %[[ZERO]] : i32
// CHECK-NEXT:    %[[UNDEFINED:.*]] = llvm.and %[[NEGATIVE]], %[[ZERO_BASE]] : i1
// CHECK-NEXT:    %[[DIVISOR:.*]] = llvm.select %[[UNDEFINED]], %[[ZERO]], %[[ONE]] : i1, i32
// CHECK-NEXT:    %[[QUOTIENT:.*]] = llvm.sdiv %[[ONE]], %[[DIVISOR]] : i32
// CHECK-NEXT:    %[[BELOW:.*]] = llvm.select %[[ZERO_BASE]], %[[QUOTIENT]], %[[UNIT2]] : i1, i32
// CHECK-NEXT:    %[[RESULT:.*]] = llvm.select %[[NEGATIVE]], %[[BELOW]], %[[POWER]] : i1, i32
// CHECK-NEXT:    llvm.return %[[RESULT]] : i32

// f32 exp on vector<2xf32>: each element extracted, approximated (math-polynomial-approximation's exp) and
// inserted into a zero vector.
// CHECK-LABEL: llvm.func @exp_vector(%arg0: vector<2xf32>) -> vector<2xf32>
// CHECK:         %[[INIT:.*]] = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:    %[[I0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    %[[X0:.*]] = llvm.extractelement %arg0[%[[I0]] : i64] : vector<2xf32>
// CHECK:         llvm.intr.roundeven
// CHECK:         %[[E0:.*]] = llvm.select %{{.*}}, %[[X0]], %{{.*}} : i1, f32
// CHECK-NEXT:    %[[J0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    %[[V0:.*]] = llvm.insertelement %[[E0]], %[[INIT]][%[[J0]] : i64] : vector<2xf32>
// CHECK-NEXT:    %[[I1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[X1:.*]] = llvm.extractelement %arg0[%[[I1]] : i64] : vector<2xf32>
// CHECK:         llvm.intr.roundeven
// CHECK:         %[[E1:.*]] = llvm.select %{{.*}}, %[[X1]], %{{.*}} : i1, f32
// CHECK-NEXT:    %[[J1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[V1:.*]] = llvm.insertelement %[[E1]], %[[V0]][%[[J1]] : i64] : vector<2xf32>
// CHECK-NEXT:    llvm.return %[[V1]] : vector<2xf32>

// f16 elements are computed in f32 each (extended and truncated around the f32 expansion).
// CHECK-LABEL: llvm.func @sinh_vector_f16(%arg0: vector<2xf16>) -> vector<2xf16>
// CHECK:         %[[H0:.*]] = llvm.extractelement %arg0[%{{.*}} : i64] : vector<2xf16>
// CHECK-NEXT:    llvm.fpext %[[H0]] : f16 to f32
// CHECK:         %[[T0:.*]] = llvm.fptrunc %{{.*}} : f32 to f16
// CHECK-NEXT:    %{{.*}} = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    llvm.insertelement %[[T0]], %{{.*}} : vector<2xf16>
// CHECK:         llvm.fptrunc %{{.*}} : f32 to f16
// CHECK:         llvm.insertelement
// CHECK-NEXT:    llvm.return

// fpowi and ipowi on vectors: a loop of blocks per element, its join block inserting the element.
// CHECK-LABEL: llvm.func @powers_vector(%arg0: vector<2xf64>, %arg1: vector<2xi32>) -> vector<2xf64>
// CHECK:         llvm.cond_br %{{.*}}, ^[[F0:bb[0-9]+]](%{{.*}} : f64), ^{{bb[0-9]+}}(
// CHECK:       ^[[F0]](%{{.*}}: f64):
// CHECK:         llvm.insertelement %{{.*}} : vector<2xf64>
// CHECK:         llvm.cond_br %{{.*}}, ^[[F1:bb[0-9]+]](%{{.*}} : f64), ^{{bb[0-9]+}}(
// CHECK:       ^[[F1]](%{{.*}}: f64):
// CHECK:         llvm.insertelement %{{.*}} : vector<2xf64>
// CHECK:         llvm.cond_br %{{.*}}, ^[[I0:bb[0-9]+]](%{{.*}} : i32), ^{{bb[0-9]+}}(
// CHECK:       ^[[I0]](%{{.*}}: i32):
// CHECK:         llvm.insertelement %{{.*}} : vector<2xi32>
// CHECK:         llvm.cond_br %{{.*}}, ^[[I1:bb[0-9]+]](%{{.*}} : i32), ^{{bb[0-9]+}}(
// CHECK:       ^[[I1]](%{{.*}}: i32):
// CHECK:         llvm.insertelement %{{.*}} : vector<2xi32>
// CHECK:         llvm.sitofp %{{.*}} : vector<2xi32> to vector<2xf64>
// CHECK:         llvm.return

// An n-D vector is an array of 1-D vectors: each element, at its two indices (upstream's VecOpToScalarOp on
// vector<2x2xf32>, row-major), is read with extractvalue + extractelement, expanded, and written back with
// extractvalue + insertelement + insertvalue.
// CHECK-LABEL: llvm.func @exp_matrix(%arg0: !llvm.array<2 x vector<2xf32>>) -> !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    llvm.mlir.constant(dense<0.000000e+00> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
// CHECK:         %[[R00:.*]] = llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    %[[I00:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    llvm.extractelement %[[R00]][%[[I00]] : i64] : vector<2xf32>
// CHECK:         llvm.intr.roundeven
// CHECK:         %[[W00:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    %[[J00:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    %[[S00:.*]] = llvm.insertelement %{{.*}}, %[[W00]][%[[J00]] : i64] : vector<2xf32>
// CHECK-NEXT:    llvm.insertvalue %[[S00]], %{{.*}}[0] : !llvm.array<2 x vector<2xf32>>
// CHECK:         llvm.extractvalue %arg0[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    llvm.mlir.constant(1 : i64) : i64
// CHECK:         llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    llvm.mlir.constant(0 : i64) : i64
// CHECK:         llvm.extractvalue %arg0[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[S11:.*]] = llvm.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT:    %[[M:.*]] = llvm.insertvalue %[[S11]], %{{.*}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT:    llvm.return %[[M]] : !llvm.array<2 x vector<2xf32>>

// Math that NVPTX selects on vectors stays one intrinsic of the vector.
// CHECK-LABEL: llvm.func @sqrt_vector(%arg0: vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    %[[S:.*]] = llvm.intr.sqrt(%arg0) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:    llvm.return %[[S]] : vector<4xf32>

// PTX: .target sm_80
// PTX: .visible .entry all(
// PTX-DAG: mul.lo.s32
// PTX-DAG: fma.rn.f32
// PTX-DAG: sqrt.rn.f64
// PTX-NOT: call
module attributes {gpu.container_module} {
  gpu.module @sm80 [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    gpu.func @ipowi_i32(%x: i32, %n: i32) -> i32 {
      %0 = math.ipowi %x, %n : i32
      gpu.return %0 : i32
    }
    gpu.func @exp_vector(%x: vector<2xf32>) -> vector<2xf32> {
      %0 = math.exp %x : vector<2xf32>
      gpu.return %0 : vector<2xf32>
    }
    gpu.func @sinh_vector_f16(%x: vector<2xf16>) -> vector<2xf16> {
      %0 = math.sinh %x : vector<2xf16>
      gpu.return %0 : vector<2xf16>
    }
    gpu.func @powers_vector(%x: vector<2xf64>, %n: vector<2xi32>) -> vector<2xf64> {
      %0 = math.fpowi %x, %n : vector<2xf64>, vector<2xi32>
      %1 = math.ipowi %n, %n : vector<2xi32>
      %2 = arith.sitofp %1 : vector<2xi32> to vector<2xf64>
      %3 = arith.addf %0, %2 : vector<2xf64>
      gpu.return %3 : vector<2xf64>
    }
    gpu.func @exp_matrix(%x: vector<2x2xf32>) -> vector<2x2xf32> {
      %0 = math.exp %x : vector<2x2xf32>
      gpu.return %0 : vector<2x2xf32>
    }
    gpu.func @sqrt_vector(%x: vector<4xf32>) -> vector<4xf32> {
      %0 = math.sqrt %x : vector<4xf32>
      gpu.return %0 : vector<4xf32>
    }
    gpu.func @all(%a: memref<64xf32>, %b: memref<64xf64>, %c: memref<64xi32>) kernel {
      %t = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %i = arith.muli %t, %c2 : index
      %x = vector.load %a[%i] : memref<64xf32>, vector<2xf32>
      %0 = math.exp %x : vector<2xf32>
      %1 = math.tanh %0 : vector<2xf32>
      %2 = math.powf %1, %x : vector<2xf32>
      vector.store %2, %a[%i] : memref<64xf32>, vector<2xf32>
      %y = vector.load %b[%i] : memref<64xf64>, vector<2xf64>
      %n = vector.load %c[%i] : memref<64xi32>, vector<2xi32>
      %10 = math.asin %y : vector<2xf64>
      %11 = math.log %10 : vector<2xf64>
      %12 = math.fpowi %11, %n : vector<2xf64>, vector<2xi32>
      vector.store %12, %b[%i] : memref<64xf64>, vector<2xf64>
      %20 = math.ipowi %n, %n : vector<2xi32>
      vector.store %20, %c[%i] : memref<64xi32>, vector<2xi32>
      %z = arith.constant dense<0.0> : vector<2x2xf32>
      %m0 = vector.insert %x, %z [0] : vector<2xf32> into vector<2x2xf32>
      %m = vector.insert %2, %m0 [1] : vector<2xf32> into vector<2x2xf32>
      %30 = math.atan %m : vector<2x2xf32>
      %31 = vector.extract %30[1] : vector<2xf32> from vector<2x2xf32>
      vector.store %31, %a[%i] : memref<64xf32>, vector<2xf32>
      gpu.return
    }
  }
}
