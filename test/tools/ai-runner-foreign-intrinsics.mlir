// Compiled code for the CPU calls no intrinsic of another target: a call to one is a located error (status 1).
// Before, LLVM's code generator aborted the process ('LLVM ERROR: Cannot select: intrinsic
// %llvm.nvvm.f2tf32.rna', status 134); an nvvm op on the host did too where the process had registered the
// nvvm translations (fuzz seed 31422, --tools: ai-runner on nvvm-convert-float-to-tf32.mlir after an
// ai-translate --mlir-to-llvmir case). The host's own intrinsics (llvm.x86.* on x86-64) are checked against the target
// CPU's features instead (test_x86_intrinsic_features.py).

// Each function is compiled alone (a module with any of them is refused): the chunks go to %t.N.mlir, at their lines.
// RUN: %python -c "t = open(r'%s').read().split('// ' + '-' * 5); [open(f'%t.{i}.mlir', 'w').write('\n' * sum(c.count('\n') for c in t[:i]) + c) for i, c in enumerate(t)]"
// RUN: not ai-runner %t.1.mlir --random-inputs --entry=call_intrinsic 2>&1 | FileCheck %s --check-prefix=INTRINSIC
// RUN: not ai-runner %t.2.mlir --random-inputs --entry=declared 2>&1 | FileCheck %s --check-prefix=DECLARED
// RUN: not ai-runner %t.3.mlir --random-inputs --entry=aarch64 2>&1 | FileCheck %s --check-prefix=AARCH64
// RUN: not ai-runner %t.4.mlir --random-inputs --entry=nvvm_op 2>&1 | FileCheck %s --check-prefix=NVVM
// RUN: ai-runner %t.5.mlir --random-inputs --entry=generic --print | FileCheck %s --check-prefix=GENERIC

// -----
// INTRINSIC: {{.*}}.mlir:[[# @LINE + 3]]:8: error: 'llvm.call_intrinsic' op calls 'llvm.nvvm.f2tf32.rna', an intrinsic of the nvvm target: the {{.*}} CPU cannot run it
// INTRINSIC-NOT: LLVM ERROR
llvm.func @call_intrinsic(%x: f32) -> i32 {
  %0 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rna"(%x) : (f32) -> i32
  llvm.return %0 : i32
}

// -----
// DECLARED: {{.*}}.mlir:[[# @LINE + 4]]:8: error: 'llvm.call' op calls 'llvm.nvvm.f2tf32.rna', an intrinsic of the nvvm target
// DECLARED-NOT: LLVM ERROR
llvm.func @llvm.nvvm.f2tf32.rna(f32) -> i32
llvm.func @declared(%x: f32) -> i32 {
  %0 = llvm.call @llvm.nvvm.f2tf32.rna(%x) : (f32) -> i32
  llvm.return %0 : i32
}

// -----
// AARCH64: {{.*}}.mlir:[[# @LINE + 3]]:8: error: 'llvm.call_intrinsic' op calls 'llvm.aarch64.neon.frecpe.f32', an intrinsic of the aarch64 target
// AARCH64-NOT: LLVM ERROR
llvm.func @aarch64(%x: f32) -> f32 {
  %0 = llvm.call_intrinsic "llvm.aarch64.neon.frecpe.f32"(%x) : (f32) -> f32
  llvm.return %0 : f32
}

// -----
// NVVM: {{.*}}.mlir:[[# @LINE + 2]]:8: error: 'nvvm.convert.float.to.tf32' op is an intrinsic of the nvvm target: the {{.*}} CPU cannot run it
llvm.func @nvvm_op(%x: f32) -> i32 {
  %0 = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}
  llvm.return %0 : i32
}

// -----
// A target-independent intrinsic runs.
// GENERIC: out0 = 0.12573022 : float32[]
llvm.func @generic(%x: f32) -> f32 {
  %0 = llvm.call_intrinsic "llvm.fabs.f32"(%x) : (f32) -> f32
  llvm.return %0 : f32
}
