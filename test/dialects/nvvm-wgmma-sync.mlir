// nvvm.wgmma.fence.aligned, .commit.group.sync.aligned and .wait.group.sync.aligned print in upstream's syntax and
// round-trip; in PTX they are wgmma.fence/commit_group/wait_group.sync.aligned (sm_90a), and the PTX assembles.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s --check-prefix=PTX
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/../tools/Inputs/ptxas_each.py %t.ptx

// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// PTX: wgmma.fence.sync.aligned;
// PTX-NEXT: wgmma.commit_group.sync.aligned;
// PTX-NEXT: wgmma.wait_group.sync.aligned 1;
module attributes {gpu.container_module} {
  gpu.module @hopper [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.func @wgmma_sync() attributes {nvvm.kernel} {
      nvvm.wgmma.fence.aligned
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      llvm.return
    }
  }
}
