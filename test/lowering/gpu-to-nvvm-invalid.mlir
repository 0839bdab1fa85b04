// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-gpu-to-nvvm

// The expanded math ops (see gpu-to-nvvm.mlir, gpu-to-nvvm-f64-math.mlir, gpu-to-nvvm-inverse-hyperbolic.mlir and
// gpu-to-nvvm-vector-math.mlir) take f16, bf16, f32 and f64 elements, scalars or 1-D vectors: not f80.
gpu.module @kernels {
  gpu.func @exp_f80(%x: f80) -> f80 {
    // expected-error@+1 {{failed to legalize operation 'math.exp'}}
    %0 = math.exp %x : f80
    gpu.return %0 : f80
  }
}

// -----

gpu.module @kernels {
  gpu.func @fpowi_f80_vector(%x: vector<2xf80>, %n: vector<2xi32>) -> vector<2xf80> {
    // expected-error@+1 {{failed to legalize operation 'math.fpowi'}}
    %0 = math.fpowi %x, %n : vector<2xf80>, vector<2xi32>
    gpu.return %0 : vector<2xf80>
  }
}

// -----

gpu.module @kernels {
  gpu.func @printf(%x: f32) kernel {
    // expected-error@+1 {{failed to legalize operation 'gpu.printf'}}
    gpu.printf "%f", %x : f32
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @shuffle_f64(%x: f64, %o: i32, %w: i32) -> f64 {
    // expected-error@+1 {{gpu.shuffle of f64 is not supported (only i32 and f32)}}
    %r, %v = gpu.shuffle xor %x, %o, %w : f64
    gpu.return %r : f64
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op cannot convert the signature of @tensor_argument to LLVM}}
  gpu.func @tensor_argument(%x: tensor<4xf32>) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @all_reduce_i128(%x: i128, %m: memref<i128>) kernel {
    // expected-error@+1 {{only integers of up to 64 bits and f16, bf16, f32 and f64 values can be reduced across lanes, not i128}}
    %0 = gpu.all_reduce add %x uniform {} : (i128) -> i128
    memref.store %0, %m[] : memref<i128>
    gpu.return
  }
}
