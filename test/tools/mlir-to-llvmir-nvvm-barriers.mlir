// ai-translate --mlir-to-llvmir translates the barrier ops to their NVPTX intrinsics: bar.arrive (barrier 0
// without an id) as the aligned CTA arrive with a count, the cluster barriers `.aligned` with `{aligned}`;
// LLVM's parser and verifier accept the output.
// RUN: ai-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: ai-translate --mlir-to-llvmir %s | %python -c "import sys, llvmlite.binding as llvm; llvm.parse_assembly(sys.stdin.read()).verify()"

// CHECK-LABEL: define void @barriers(
// CHECK-SAME: i32 %[[ID:[a-z0-9]+]], i32 %[[N:[a-z0-9]+]], i32 %[[MASK:[a-z0-9]+]])
// CHECK: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 0, i32 %[[N]])
// CHECK: call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 %[[ID]], i32 %[[N]])
// CHECK: call void @llvm.nvvm.barrier.cluster.arrive()
// CHECK: call void @llvm.nvvm.barrier.cluster.arrive.aligned()
// CHECK: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// CHECK: call void @llvm.nvvm.barrier.cluster.wait()
// CHECK: call void @llvm.nvvm.barrier.cluster.wait.aligned()
// CHECK: call void @llvm.nvvm.fence.sc.cluster()
// CHECK: call void @llvm.nvvm.bar.warp.sync(i32 %[[MASK]])
llvm.func @barriers(%id: i32, %n: i32, %mask: i32) {
  nvvm.barrier.arrive number_of_threads = %n
  nvvm.barrier.arrive id = %id number_of_threads = %n
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  nvvm.bar.warp.sync %mask : i32
  llvm.return
}
