// ai-translate --hlo-text-to-mhlo: all-reduce, all-gather, all-to-all, reduce-scatter, collective-permute,
// replica-id and partition-id (replica_groups, channel_id and use_global_device_ids become properties).

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/collectives.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
// CHECK: %[[AR:.*]] = "mhlo.all_reduce"(%[[X]]) <{channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: %[[AG:.*]] = "mhlo.all_gather"(%[[X]]) <{all_gather_dim = 1 : i64, channel_handle = #mhlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
// CHECK: %[[A2A:.*]] = "mhlo.all_to_all"(%[[X]]) <{concat_dimension = 1 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: %[[RS:.*]] = "mhlo.reduce_scatter"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK: mhlo.add
// CHECK: }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
// CHECK: %[[CP:.*]] = "mhlo.collective_permute"(%[[X]]) <{channel_handle = #mhlo.channel_handle<handle = 3, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK: %[[RID:.*]] = mhlo.replica_id : tensor<ui32>
// CHECK: %[[PID:.*]] = mhlo.partition_id : tensor<ui32>
// CHECK: return %[[AR]], %[[AG]], %[[A2A]], %[[RS]], %[[CP]], %[[RID]], %[[PID]]
