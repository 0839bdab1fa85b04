// RUN: ai-opt %s --split-input-file --verify-diagnostics

llvm.func @threads_i64(%n: i64) {
  // expected-error@+1 {{'nvvm.barrier.arrive' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "nvvm.barrier.arrive"(%n) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @mask_i64(%mask: i64) {
  // expected-error@+1 {{'nvvm.bar.warp.sync' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "nvvm.bar.warp.sync"(%mask) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @aligned_not_unit() {
  // expected-error@+1 {{invalid properties {aligned = 1 : i32} for op nvvm.cluster.wait: Invalid attribute `aligned` in property conversion: 1 : i32}}
  "nvvm.cluster.wait"() <{aligned = 1 : i32}> : () -> ()
  llvm.return
}
