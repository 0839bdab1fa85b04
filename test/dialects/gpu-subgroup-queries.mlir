// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// Upstream's forms of the subgroup queries: gpu.subgroup_id, gpu.num_subgroups and gpu.subgroup_size end
// with their result type, gpu.lane_id does not.

// CHECK-LABEL: func.func @queries(
// CHECK-NEXT: %{{.*}} = gpu.subgroup_id : index
// CHECK-NEXT: %{{.*}} = gpu.subgroup_id upper_bound 4 : index
// CHECK-NEXT: %{{.*}} = gpu.num_subgroups : index
// CHECK-NEXT: %{{.*}} = gpu.subgroup_size upper_bound 32 : index
// CHECK-NEXT: %{{.*}} = gpu.lane_id
// CHECK-NEXT: %{{.*}} = gpu.lane_id upper_bound 32
// CHECK-NEXT: return
func.func @queries() {
  %0 = gpu.subgroup_id : index
  %1 = gpu.subgroup_id upper_bound 4 : index
  %2 = gpu.num_subgroups : index
  %3 = gpu.subgroup_size upper_bound 32 : index
  %4 = gpu.lane_id
  %5 = gpu.lane_id upper_bound 32
  return
}
