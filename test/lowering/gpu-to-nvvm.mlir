// RUN: ai-opt %s --split-input-file --convert-gpu-to-nvvm | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-gpu-to-nvvm="index-bitwidth=32" | FileCheck %s --check-prefix=I32

// A kernel: memref arguments expand to descriptor fields, index ops read
// special registers, global_id is block_id * block_dim + thread_id.
// CHECK-LABEL: llvm.func @index_ops(
// CHECK-SAME: %[[ALLOC:.*]]: !llvm.ptr, %[[ALIGN:.*]]: !llvm.ptr, %[[OFF:.*]]: i64, %[[SIZE:.*]]: i64, %[[STRIDE:.*]]: i64)
// CHECK-SAME: attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>}
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: llvm.sext %[[TID]] : i32 to i64
// CHECK: nvvm.read.ptx.sreg.ntid.y : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.laneid : i32
// CHECK: %[[B:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %[[D:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: llvm.mul
// CHECK: llvm.add
// CHECK: nvvm.barrier0
// CHECK: llvm.return
// I32-LABEL: llvm.func @index_ops(
// I32-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// I32: nvvm.read.ptx.sreg.tid.x : i32
// I32-NOT: llvm.sext
// I32: llvm.return
gpu.module @kernels {
  gpu.func @index_ops(%m: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %t = gpu.thread_id x
    %d = gpu.block_dim y
    %b = gpu.block_id z
    %g = gpu.grid_dim x
    %l = gpu.lane_id
    %i = gpu.global_id x
    %v = memref.load %m[%t] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    gpu.barrier
    gpu.return
  }
}

// -----

// Workgroup attributions become addrspace(3) globals, private ones allocas.
// CHECK: llvm.mlir.global internal @__wg_attributions_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x f32>
// CHECK-LABEL: llvm.func @attributions(
// CHECK: %[[ADDR:.*]] = llvm.mlir.addressof @__wg_attributions_0 : !llvm.ptr<3>
// CHECK: %[[BASE:.*]] = llvm.getelementptr %[[ADDR]][0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
// CHECK: llvm.insertvalue %[[BASE]], %{{.*}}[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[PRIV:.*]] = llvm.alloca %{{.*}} x f32 : (i64) -> !llvm.ptr
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
gpu.module @kernels {
  gpu.func @attributions(%x: f32) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) private(%p : memref<4xf32, #gpu.address_space<private>>) kernel {
    %c1 = arith.constant 1 : index
    memref.store %x, %w[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %x, %p[%c1] : memref<4xf32, #gpu.address_space<private>>
    gpu.return
  }
}

// -----

// Global memory is address space 1.
// CHECK-LABEL: llvm.func @global_space(
// CHECK-SAME: %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i64)
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> f32
gpu.module @kernels {
  gpu.func @global_space(%m: memref<f32, #gpu.address_space<global>>) -> f32 {
    %v = memref.load %m[] : memref<f32, #gpu.address_space<global>>
    gpu.return %v : f32
  }
}

// -----

// Shuffles: the active mask is -1 >> (32 - width); the clamp width - 1, or
// 32 - width for `up`; `valid` only when used.
// CHECK-LABEL: llvm.func @shuffles(
// CHECK-SAME: %[[X:.*]]: f32, %[[OFF:.*]]: i32, %[[W:.*]]: i32)
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[INACTIVE:.*]] = llvm.sub %[[C32]], %[[W]] : i32
// CHECK: %[[MASK:.*]] = llvm.lshr %[[M1]], %[[INACTIVE]] : i32
// CHECK: %[[CLAMP:.*]] = llvm.sub %[[W]], %[[ONE]] : i32
// CHECK: nvvm.shfl.sync bfly %[[MASK]], %[[X]], %[[OFF]], %[[CLAMP]] : f32 -> f32
// CHECK: %[[INACTIVE2:.*]] = llvm.sub %{{.*}}, %[[W]] : i32
// CHECK: %[[MASK2:.*]] = llvm.lshr %{{.*}}, %[[INACTIVE2]] : i32
// CHECK: %[[PAIR:.*]] = nvvm.shfl.sync up %[[MASK2]], %[[X]], %[[OFF]], %[[INACTIVE2]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK: llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(f32, i1)>
gpu.module @kernels {
  gpu.func @shuffles(%x: f32, %offset: i32, %width: i32) -> i1 {
    %a, %unused = gpu.shuffle xor %x, %offset, %width : f32
    %b, %valid = gpu.shuffle up %x, %offset, %width : f32
    gpu.return %valid : i1
  }
}

// -----

// Math: transcendental functions become polynomial arithmetic (NVPTX has no
// tanh/exp/log instructions); sqrt and the rounding functions stay intrinsics.
// CHECK-LABEL: llvm.func @math(
// CHECK-NOT: llvm.intr.tanh
// CHECK-NOT: llvm.intr.exp
// CHECK-NOT: llvm.intr.pow
// CHECK: llvm.intr.fma
// CHECK: llvm.intr.sqrt
// CHECK: llvm.intr.floor
gpu.module @kernels {
  gpu.func @math(%x: f32, %y: f32) -> f32 {
    %0 = math.tanh %x : f32
    %1 = math.exp %0 : f32
    %2 = math.powf %1, %y : f32
    %3 = math.sqrt %2 : f32
    %4 = math.floor %3 : f32
    %5 = math.log10 %4 : f32
    %6 = math.atan2 %5, %y : f32
    gpu.return %6 : f32
  }
}

// -----

// f64 math: NVPTX has no f64 transcendental instruction and libdevice is not
// linked, so exp, log, sin, powf, ... become f64 arithmetic (fdlibm's
// algorithms): fma chains, roundeven, the 1.5 * 2^52 integer conversion and
// i64 exponent bits; no intrinsic call is left.
// CHECK-LABEL: llvm.func @math_f64(
// CHECK-NOT: llvm.intr.exp
// CHECK-NOT: llvm.intr.log
// CHECK-NOT: llvm.intr.sin
// CHECK-NOT: llvm.intr.pow
// CHECK-NOT: llvm.call
// CHECK-DAG: llvm.mlir.constant(0x4338000000000000 : f64) : f64
// CHECK-DAG: llvm.intr.roundeven(%{{.*}}) : (f64) -> f64
// CHECK-DAG: llvm.bitcast %{{.*}} : f64 to i64
// CHECK-DAG: llvm.shl %{{.*}}, %{{.*}} : i64
// CHECK-DAG: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f64, f64, f64) -> f64
// CHECK: llvm.return %{{.*}} : f64
gpu.module @kernels {
  gpu.func @math_f64(%x: f64, %y: f64) -> f64 {
    %0 = math.exp %x : f64
    %1 = math.log %0 : f64
    %2 = math.sin %1 : f64
    %3 = math.powf %2, %y : f64
    %4 = math.tanh %3 : f64
    %5 = math.atan2 %4, %y : f64
    gpu.return %5 : f64
  }
}

// -----

// f32 math keeps its f32 approximations: no f64 arithmetic appears.
// CHECK-LABEL: llvm.func @math_f32_stays_f32(
// CHECK-NOT: f64
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @math_f32_stays_f32(%x: f32) -> f32 {
    %0 = math.exp %x : f32
    gpu.return %0 : f32
  }
}

// -----

// Reductions: a subgroup_reduce is a butterfly of 5 xor shuffles; an
// all_reduce reduces each warp (partners past a partial warp skipped),
// passes the per-warp values through a workgroup buffer of 33 slots between
// barriers, and every thread combines the slots of the warps there are.
// CHECK: llvm.mlir.global internal @__wg_reductions_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<33 x f32>
// CHECK-LABEL: llvm.func @reductions(
// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK: llvm.fadd
// CHECK-COUNT-5: nvvm.shfl.sync bfly %{{.*}} {return_value_and_is_valid}
// CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-32: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
// CHECK-NOT: nvvm.shfl.sync
// CHECK: nvvm.barrier0
gpu.module @kernels {
  gpu.func @reductions(%m: memref<f32>) kernel {
    %x = memref.load %m[] : memref<f32>
    %0 = gpu.subgroup_reduce add %x : (f32) -> f32
    %1 = gpu.all_reduce add %0 uniform {} : (f32) -> f32
    memref.store %1, %m[] : memref<f32>
    gpu.return
  }
}

// -----

// complex.create, re and im (what convert-complex-to-standard leaves of complex arithmetic in a kernel)
// lower to the struct of the parts, as convert-to-llvm lowers them.
// CHECK-LABEL: llvm.func @complex_parts(%arg0: f32, %arg1: f32
// CHECK: %[[U:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK: %[[R:.*]] = llvm.insertvalue %arg0, %[[U]][0] : !llvm.struct<(f32, f32)>
// CHECK: %[[Z:.*]] = llvm.insertvalue %arg1, %[[R]][1] : !llvm.struct<(f32, f32)>
// CHECK: llvm.extractvalue %[[Z]][0] : !llvm.struct<(f32, f32)>
// CHECK: llvm.extractvalue %[[Z]][1] : !llvm.struct<(f32, f32)>
// CHECK-NOT: complex.
gpu.module @complex {
  gpu.func @complex_parts(%a: f32, %b: f32, %out: memref<2xf32>) kernel {
    %z = complex.create %a, %b : complex<f32>
    %r = complex.re %z : complex<f32>
    %i = complex.im %z : complex<f32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    memref.store %r, %out[%c0] : memref<2xf32>
    memref.store %i, %out[%c1] : memref<2xf32>
    gpu.return
  }
}

// -----

// f16 tan (expanded into approximations) is computed in f32 and truncated, as the approximated math ops
// are (it was 'failed to legalize'); powf, of every width, is the f64 pow (f32's exp(y log x) was 27 ulp
// off): bf16 operands are extended to f64 and the result truncated once.
// CHECK-LABEL: llvm.func @half_math(
// CHECK: llvm.fpext %arg0 : f16 to f32
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: llvm.fpext %arg1 : bf16 to f64
// CHECK: llvm.fptrunc %{{.*}} : f64 to bf16
// CHECK-NOT: math.
gpu.module @half_math {
  gpu.func @half_math(%x: f16, %y: bf16, %out: memref<f16>, %out2: memref<bf16>) kernel {
    %t = math.tan %x : f16
    %p = math.powf %y, %y : bf16
    memref.store %t, %out[] : memref<f16>
    memref.store %p, %out2[] : memref<bf16>
    gpu.return
  }
}
