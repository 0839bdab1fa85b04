// RUN: ai-opt %s --split-input-file --gpu-readonly-kernel-args | FileCheck %s
// RUN: ai-opt %s --split-input-file --gpu-readonly-kernel-args=distinct-function-args=true | FileCheck %s --check-prefix=DISTINCT

// A buffer read from a function argument and written to a new allocation: noalias and readonly. Two function
// arguments (read %y, write %out) may be one buffer: readonly only, unless the callers promise distinct ones.
// CHECK-LABEL: gpu.module @copy
// CHECK: gpu.func @copy(%{{.*}}: memref<8xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
// CHECK-LABEL: gpu.module @copy_args
// CHECK: gpu.func @copy(%{{.*}}: memref<8xf32> {llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
// DISTINCT-LABEL: gpu.module @copy_args
// DISTINCT: gpu.func @copy(%{{.*}}: memref<8xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
module attributes {gpu.container_module} {
  func.func @main(%x: memref<8xf32>, %y: memref<8xf32>, %out: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %t = memref.alloc() : memref<8xf32>
    gpu.launch_func @copy::@copy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<8xf32>, %t : memref<8xf32>)
    gpu.launch_func @copy_args::@copy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%y : memref<8xf32>, %out : memref<8xf32>)
    memref.dealloc %t : memref<8xf32>
    return
  }
  gpu.module @copy {
    gpu.func @copy(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<8xf32>
      memref.store %v, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
  gpu.module @copy_args {
    gpu.func @copy(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<8xf32>
      memref.store %v, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// One kernel launched twice: noalias only if it holds at both launches. The second passes the same buffer to
// the argument read and to the one written (an in-place update): readonly only.
// CHECK-LABEL: gpu.module @twice
// CHECK: gpu.func @add(%{{.*}}: memref<8xf32> {llvm.readonly}, %{{.*}}: memref<8xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
module attributes {gpu.container_module} {
  func.func @main(%x: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %t = memref.alloc() : memref<8xf32>
    %u = memref.alloc() : memref<8xf32>
    gpu.launch_func @twice::@add blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<8xf32>, %x : memref<8xf32>, %t : memref<8xf32>)
    gpu.launch_func @twice::@add blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%t : memref<8xf32>, %x : memref<8xf32>, %t : memref<8xf32>)
    memref.dealloc %t : memref<8xf32>
    memref.dealloc %u : memref<8xf32>
    return
  }
  gpu.module @twice {
    gpu.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<8xf32>
      %w = memref.load %b[%i] : memref<8xf32>
      %s = arith.addf %v, %w : f32
      memref.store %s, %c[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// Views on the host are the memory they view: a subview of the written buffer may alias it; a different
// allocation's, a global's and an argument's views may not. An scf.if's result may be anything.
// CHECK-LABEL: gpu.module @views
// CHECK: gpu.func @read4(%{{.*}}: memref<4xf32, strided<[1], offset: ?>> {llvm.readonly}, %{{.*}}: memref<4xf32, strided<[1], offset: ?>> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<4xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<4xf32> {llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
module attributes {gpu.container_module} {
  memref.global "private" constant @table : memref<4xf32> = dense<1.0>
  func.func @main(%p: i1, %x: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %t = memref.alloc() : memref<8xf32>
    %u = memref.alloc() : memref<8xf32>
    %same = memref.subview %t[%c4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
    %other = memref.subview %u[%c0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
    %g = memref.get_global @table : memref<4xf32>
    %a = memref.alloc() : memref<4xf32>
    %either = scf.if %p -> memref<4xf32> {
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %g : memref<4xf32>
    }
    gpu.launch_func @views::@read4 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%same : memref<4xf32, strided<[1], offset: ?>>, %other : memref<4xf32, strided<[1], offset: ?>>, %g : memref<4xf32>, %either : memref<4xf32>, %t : memref<8xf32>)
    return
  }
  gpu.module @views {
    gpu.func @read4(%a: memref<4xf32, strided<[1], offset: ?>>, %b: memref<4xf32, strided<[1], offset: ?>>, %c: memref<4xf32>, %d: memref<4xf32>, %out: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<4xf32, strided<[1], offset: ?>>
      %w = memref.load %b[%i] : memref<4xf32, strided<[1], offset: ?>>
      %x = memref.load %c[%i] : memref<4xf32>
      %y = memref.load %d[%i] : memref<4xf32>
      %s = arith.addf %v, %w : f32
      %s2 = arith.addf %s, %x : f32
      %s3 = arith.addf %s2, %y : f32
      memref.store %s3, %out[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// Reads through views, dim and the source of a copy are reads; a store through a view, the target of a copy and
// an op the pass does not know are writes. An extracted address may be computed with and tested (an alignment
// check), not made a pointer (llvm.inttoptr). A kernel that no launch_func in the module launches gets readonly
// only (what it does is known, what it is given is not); the attributes an argument had are kept.
// CHECK-LABEL: gpu.module @uses
// CHECK: gpu.func @uses(%{{.*}}: memref<2x4xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32> {llvm.noalias, llvm.readonly}) kernel
// CHECK-LABEL: gpu.module @escapes
// CHECK: gpu.func @escapes(%{{.*}}: memref<8xf32>, %{{.*}}: memref<8xf32>) kernel
// CHECK: gpu.func @aligned(%{{.*}}: memref<8xf32> {llvm.noalias, llvm.readonly}, %{{.*}}: memref<8xf32>) kernel
// CHECK-LABEL: gpu.module @unlaunched
// CHECK: gpu.func @unlaunched(%{{.*}}: memref<8xf32> {llvm.readonly, test.kept}, %{{.*}}: memref<8xf32>) kernel
module attributes {gpu.container_module} {
  func.func @main(%x: memref<2x4xf32>) {
    %c1 = arith.constant 1 : index
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %c = memref.alloc() : memref<8xf32>
    %d = memref.alloc() : memref<8xf32>
    gpu.launch_func @uses::@uses blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<2x4xf32>, %a : memref<8xf32>, %b : memref<8xf32>, %c : memref<8xf32>, %d : memref<8xf32>)
    gpu.launch_func @escapes::@escapes blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>)
    gpu.launch_func @escapes::@aligned blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>)
    return
  }
  gpu.module @uses {
    gpu.func @uses(%x: memref<2x4xf32>, %a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>, %d: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %flat = memref.collapse_shape %x [[0, 1]] : memref<2x4xf32> into memref<8xf32>
      %v = memref.load %flat[%i] : memref<8xf32>
      %n = memref.dim %x, %c0 : memref<2x4xf32>
      %view = memref.subview %a[%c0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: ?>>
      memref.store %v, %view[%i] : memref<4xf32, strided<[1], offset: ?>>
      memref.copy %d, %b : memref<8xf32> to memref<8xf32>
      %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<8xf32>) -> f32
      gpu.return
    }
  }
  gpu.module @escapes {
    gpu.func @escapes(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<8xf32>
      %p = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
      %q = arith.index_cast %p : index to i64
      %ptr = llvm.inttoptr %q : i64 to !llvm.ptr
      llvm.store %v, %ptr : f32, !llvm.ptr
      memref.store %v, %b[%i] : memref<8xf32>
      gpu.return
    }
    gpu.func @aligned(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %p = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
      %r = arith.remui %p, %c16 : index
      %ok = arith.cmpi eq, %r, %c0 : index
      scf.if %ok {
        %v = memref.load %a[%i] : memref<8xf32>
        memref.store %v, %b[%i] : memref<8xf32>
      }
      gpu.return
    }
  }
  gpu.module @unlaunched {
    gpu.func @unlaunched(%a: memref<8xf32> {test.kept}, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<8xf32>
      memref.store %v, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// memref.assume_alignment and memref.reshape are views (memref.is_view): an argument only loaded through
// them is readonly (it was left unmarked). The shape operand of the reshape is not a view's source.
// CHECK-LABEL: gpu.module @views
// CHECK: gpu.func @read(%{{.*}}: memref<8xf32> {llvm.readonly}, %{{.*}}: memref<1xi64>, %{{.*}}: memref<8xf32>) kernel
module attributes {gpu.container_module} {
  func.func @main(%x: memref<8xf32>, %s: memref<1xi64>) {
    %c1 = arith.constant 1 : index
    %t = memref.alloc() : memref<8xf32>
    gpu.launch_func @views::@read blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : memref<8xf32>, %s : memref<1xi64>, %t : memref<8xf32>)
    memref.dealloc %t : memref<8xf32>
    return
  }
  gpu.module @views {
    gpu.func @read(%a: memref<8xf32>, %shape: memref<1xi64>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %aligned = memref.assume_alignment %a, 16 : memref<8xf32>
      %r = memref.reshape %aligned(%shape) : (memref<8xf32>, memref<1xi64>) -> memref<8xf32>
      %v = memref.load %r[%i] : memref<8xf32>
      memref.store %v, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
}
