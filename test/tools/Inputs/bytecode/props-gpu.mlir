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
