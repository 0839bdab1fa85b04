module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<?xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_dim y upper_bound 64
      %ti = arith.index_cast %t : index to i32
      %s = gpu.subgroup_reduce add %ti uniform cluster(size = 4) : (i32) -> i32

      gpu.return
    }
  }
  func.func @f(%m: memref<?xf32>, %n: index, %stream: !gpu.async.token) {
    %tok = gpu.launch_func async [%stream] @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    gpu.launch blocks(%bx, %by, %bz) in (%sx = %n, %sy = %n, %sz = %n) threads(%tx, %ty, %tz) in (%tsx = %n, %tsy = %n, %tsz = %n) {
      gpu.barrier
      gpu.terminator
    }
    %a = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %a, %m : memref<?xf32>, memref<?xf32>
    return
  }
}
module attributes {gpu.container_module} {
  gpu.module @kernels2 [#nvvm.target<chip = "sm_90">] {
    gpu.func @k(%arg0: memref<?xf32>, %x: f32, %i: i32) kernel attributes {known_grid_size = array<i32: 4, 1, 1>} {
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %sh, %valid = gpu.shuffle xor %x, %c1, %c32 : f32
      %r = gpu.all_reduce add %x uniform {} : (f32) -> f32
      %lid = gpu.lane_id upper_bound 32
      %gid = gpu.global_id z upper_bound 128
      gpu.printf "v=%f", %x : f32
      %sgs = gpu.subgroup_size : index
      gpu.barrier
      gpu.return
    }
  }
  func.func @f(%m: memref<?xf32>, %n: index, %x: f32, %i: i32) {
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] host_shared (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %a, %m : memref<?xf32>, memref<?xf32>
    %t3 = gpu.memset async [%t2] %a, %x : memref<?xf32>, f32
    %t4 = gpu.launch_func async [%t3] @kernels2::@k clusters in (%n, %n, %n) blocks in (%n, %n, %n) threads in (%n, %n, %n) dynamic_shared_memory_size %i args(%m : memref<?xf32>, %x : f32, %i : i32)
    %t5 = gpu.launch async [%t4] clusters(%cx, %cy, %cz) in (%csx = %n, %csy = %n, %csz = %n) blocks(%bx, %by, %bz) in (%sx = %n, %sy = %n, %sz = %n) threads(%tx, %ty, %tz) in (%tsx = %n, %tsy = %n, %tsz = %n) dynamic_shared_memory_size %i {
      gpu.terminator
    }
    %t6 = gpu.dealloc async [%t5] %a : memref<?xf32>
    gpu.wait [%t6]
    return
  }
}
gpu.module @nvvm_kernels {
  llvm.func @k(%v: i32, %m: i32) {
    %t = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
    %n = nvvm.read.ptx.sreg.ntid.y : i32
    nvvm.barrier
    nvvm.barrier id = %v
    %r = nvvm.redux.sync max %v, %m : i32 -> i32
    llvm.return
  }
}
func.func @mma_sync(%h: vector<2xf16>, %x: f32, %i: i32) {
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%x, %x, %x, %x, %x, %x, %x, %x]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
    {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %3 = nvvm.mma.sync A[%i] B[%i] C[%i, %i]
    {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
