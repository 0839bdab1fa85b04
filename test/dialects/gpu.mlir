// The gpu dialect prints in upstream MLIR's custom syntax and round-trips.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: module attributes {gpu.container_module}
module attributes {gpu.container_module} {
  // CHECK: gpu.module @kernels {
  gpu.module @kernels {
    // CHECK: gpu.func @k(%{{.*}}: memref<?xf32>, %{{.*}}: index) workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.func @k(%arg0: memref<?xf32>, %n: index) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      // CHECK: %[[T:.*]] = gpu.thread_id x
      // CHECK: gpu.thread_id y upper_bound 32
      // CHECK: gpu.block_id y
      // CHECK: gpu.block_dim z
      // CHECK: gpu.grid_dim x
      // CHECK: gpu.global_id x
      // CHECK: gpu.lane_id
      // CHECK: gpu.barrier
      %t = gpu.thread_id x
      %tu = gpu.thread_id y upper_bound 32
      %b = gpu.block_id y
      %d = gpu.block_dim z
      %g = gpu.grid_dim x
      %gi = gpu.global_id x
      %l = gpu.lane_id
      gpu.barrier
      %v = memref.load %arg0[%t] : memref<?xf32>
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      // CHECK: %shuffleResult, %valid = gpu.shuffle xor %[[V:.*]], %{{.*}}, %{{.*}} : f32
      %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
      // CHECK: gpu.subgroup_reduce add %[[V]] : (f32) -> f32
      %r = gpu.subgroup_reduce add %v : (f32) -> f32
      // CHECK: gpu.subgroup_reduce maxnumf %[[V]] uniform cluster(size = 4, stride = 2) : (f32) -> f32
      %rc = gpu.subgroup_reduce maxnumf %v uniform cluster(size = 4, stride = 2) : (f32) -> f32
      // CHECK: gpu.all_reduce add %[[V]] uniform {
      // CHECK-NEXT: } : (f32) -> f32
      %r2 = gpu.all_reduce add %v uniform {} : (f32) -> f32
      // CHECK: gpu.all_reduce %[[V]] {
      // CHECK: gpu.yield %{{.*}} : f32
      // CHECK: } : (f32) -> f32
      %r3 = gpu.all_reduce %v {
      ^bb0(%a: f32, %bb: f32):
        %x = arith.addf %a, %bb : f32
        gpu.yield %x : f32
      } : (f32) -> f32
      // CHECK: gpu.printf "v=%f %d\0A", %[[V]], %{{.*}} : f32, i32
      gpu.printf "v=%f %d\n", %v, %c1 : f32, i32
      // CHECK: gpu.printf "done"
      gpu.printf "done"
      // CHECK: gpu.return
      gpu.return
    }
    // CHECK: gpu.func @f(%[[A:.*]]: f32) -> f32 {
    // CHECK-NEXT: gpu.return %[[A]] : f32
    gpu.func @f(%a: f32) -> f32 {
      gpu.return %a : f32
    }
  }
  // CHECK-LABEL: func.func @host
  func.func @host(%m: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c0i = arith.constant 0 : i32
    // CHECK: %[[T0:.*]] = gpu.wait async
    // CHECK: %[[MEM:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%{{.*}}) : memref<?xf32>
    // CHECK: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[MEM]], %{{.*}} : memref<?xf32>, memref<?xf32>
    // CHECK: %[[T3:.*]] = gpu.memset async [%[[T2]]] %[[MEM]], %{{.*}} : memref<?xf32>, f32
    %t0 = gpu.wait async
    %mem, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %mem, %m : memref<?xf32>, memref<?xf32>
    %f = arith.constant 0.0 : f32
    %t3 = gpu.memset async [%t2] %mem, %f : memref<?xf32>, f32
    // CHECK: gpu.launch_func @kernels::@k blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) dynamic_shared_memory_size %{{.*}} args(%[[MEM]] : memref<?xf32>, %{{.*}} : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %c0i args(%mem : memref<?xf32>, %n : index)
    // CHECK: %[[T4:.*]] = gpu.launch_func async [%[[T3]]] @kernels::@k blocks in
    %t4 = gpu.launch_func async [%t3] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%mem : memref<?xf32>, %n : index)
    // A launch on a stream the host gives (upstream's optional async object, the last operand):
    // CHECK: gpu.launch_func <%[[STREAM:.*]] : !llvm.ptr> @kernels::@k blocks in
    %stream = llvm.mlir.zero : !llvm.ptr
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@k blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%mem : memref<?xf32>, %n : index)
    // CHECK: gpu.set_default_device %{{.*}}
    gpu.set_default_device %c0i
    // CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
    // CHECK-NEXT: memref.load %{{.*}}[%[[TX]]] : memref<?xf32>
    // CHECK-NEXT: gpu.terminator
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%tx] : memref<?xf32>
      gpu.terminator
    }
    // CHECK: gpu.launch async [%[[T4]]] blocks({{.*}}) in ({{.*}}) threads({{.*}}) in ({{.*}}) dynamic_shared_memory_size %{{.*}} workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>) {
    %t5 = gpu.launch async [%t4] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %c0i workgroup(%wg : memref<32xf32, #gpu.address_space<workgroup>>) {
      gpu.terminator
    }
    // CHECK: gpu.wait [%{{.*}}]
    // CHECK: gpu.dealloc %[[MEM]] : memref<?xf32>
    gpu.wait [%t5]
    gpu.dealloc %mem : memref<?xf32>
    return
  }
}
