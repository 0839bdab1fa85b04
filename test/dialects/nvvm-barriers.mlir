// nvvm.barrier.arrive, nvvm.cluster.arrive / arrive.relaxed / wait, nvvm.fence.sc.cluster and nvvm.bar.warp.sync
// print as upstream's and parse back, also from the generic form.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: llvm.func @barriers(
// CHECK: nvvm.barrier.arrive number_of_threads = %{{.*}}
// CHECK: nvvm.barrier.arrive id = %{{.*}} number_of_threads = %{{.*}}
// CHECK: nvvm.cluster.arrive{{$}}
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.arrive.relaxed {aligned}
// CHECK: nvvm.cluster.wait{{$}}
// CHECK: nvvm.cluster.wait {aligned}
// CHECK: nvvm.fence.sc.cluster
// CHECK: nvvm.bar.warp.sync %{{.*}} : i32
// GENERIC: "nvvm.barrier.arrive"(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// GENERIC: "nvvm.cluster.arrive"() <{aligned}> : () -> ()
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
