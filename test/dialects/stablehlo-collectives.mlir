// Round trip of the collective, communication and token ops, through the
// generic form, and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: sed -e 's/stablehlo\./mhlo./g' -e 's/#stablehlo</#mhlo</g' %s | ai-opt | FileCheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @all_reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[R:.*]] = "stablehlo.all_reduce"(%[[X]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// CHECK-NEXT: ^{{.*}}(%[[L:.*]]: tensor<f32>, %[[RHS:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[L]], %[[RHS]] : tensor<f32>
// CHECK-NEXT: stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %{{.*}}:2 = "stablehlo.all_reduce"(%[[X]], %[[Y]]) <{replica_groups = dense<{{\[\[}}0], [1]]> : tensor<2x1xi64>}> ({
// CHECK: }) : (tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>)
// MHLO-LABEL: func.func @all_reduce
// MHLO: "mhlo.all_reduce"(%{{.*}}) <{channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
// MHLO: mhlo.return %{{.*}} : tensor<f32>
func.func @all_reduce(%x: tensor<4xf32>, %y: tensor<?xf32>) {
  %0 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %1:2 = "stablehlo.all_reduce"(%x, %y) <{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>)
  func.return
}

// CHECK-LABEL: func.func @gather_scatter_all_to_all
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>)
// CHECK-NEXT: "stablehlo.all_gather"(%[[X]]) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: "stablehlo.all_gather"(%[[X]]) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: "stablehlo.all_to_all"(%[[X]]) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: "stablehlo.reduce_scatter"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
// CHECK: }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
// MHLO-LABEL: func.func @gather_scatter_all_to_all
// MHLO: "mhlo.all_to_all"(%{{.*}}) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
func.func @gather_scatter_all_to_all(%x: tensor<2x4xf32>) {
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 0, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x8xf32>
  %1 = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x4xf32>) -> tensor<?x4xf32>
  %2 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
  %3 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @permute_and_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xf32>)
// CHECK-NEXT: "stablehlo.collective_permute"(%[[X]]) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: "stablehlo.collective_broadcast"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: "stablehlo.cross-replica-sum"(%[[X]]) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
// MHLO-LABEL: func.func @permute_and_broadcast
// MHLO: "mhlo.collective_permute"
// MHLO: "mhlo.collective_broadcast"
// MHLO: "mhlo.cross-replica-sum"
func.func @permute_and_broadcast(%x: tensor<4x2xf32>) {
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
  %1 = "stablehlo.collective_broadcast"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
  %2 = "stablehlo.cross-replica-sum"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
  func.return
}

// CHECK-LABEL: func.func @ids_and_tokens
// CHECK-SAME: (%[[T:.*]]: !stablehlo.token)
// CHECK-NEXT: %{{.*}} = stablehlo.replica_id : tensor<ui32>
// CHECK-NEXT: %{{.*}} = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %[[NEW:.*]] = stablehlo.create_token : !stablehlo.token
// CHECK-NEXT: %{{.*}} = stablehlo.after_all %[[T]], %[[NEW]] : !stablehlo.token
// CHECK-NEXT: %{{.*}} = stablehlo.after_all : !stablehlo.token
// CHECK-NEXT: %{{.*}} = stablehlo.after_all %[[T]] {some.attr} : !stablehlo.token
// MHLO-LABEL: func.func @ids_and_tokens
// MHLO: mhlo.replica_id : tensor<ui32>
// MHLO: mhlo.create_token : !mhlo.token
// MHLO: mhlo.after_all %{{.*}}, %{{.*}} : !mhlo.token
func.func @ids_and_tokens(%t: !stablehlo.token) {
  %0 = stablehlo.replica_id : tensor<ui32>
  %1 = stablehlo.partition_id : tensor<ui32>
  %2 = stablehlo.create_token : !stablehlo.token
  %3 = stablehlo.after_all %t, %2 : !stablehlo.token
  %4 = stablehlo.after_all : !stablehlo.token
  %5 = stablehlo.after_all %t {some.attr} : !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @host_transfers
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xi32>, %[[T:.*]]: !stablehlo.token)
// CHECK-NEXT: "stablehlo.send"(%[[X]], %[[T]]) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: "stablehlo.send"(%[[X]], %[[T]]) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
// CHECK-NEXT: "stablehlo.recv"(%[[T]]) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<3x4xi32>, !stablehlo.token)
// CHECK-NEXT: "stablehlo.infeed"(%[[T]]) <{infeed_config = "", layout = {{\[\[}}1 : i64, 0 : i64]]}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
// CHECK-NEXT: "stablehlo.outfeed"(%[[X]], %[[T]]) <{outfeed_config = ""}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
// MHLO-LABEL: func.func @host_transfers
// MHLO: "mhlo.send"(%{{.*}}, %{{.*}}) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3x4xi32>, !mhlo.token) -> !mhlo.token
// MHLO: "mhlo.recv"
// MHLO: "mhlo.infeed"
// MHLO: "mhlo.outfeed"
func.func @host_transfers(%x: tensor<3x4xi32>, %t: !stablehlo.token) {
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
  %2:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<3x4xi32>, !stablehlo.token)
  %3:2 = "stablehlo.infeed"(%t) <{infeed_config = "", layout = [[1, 0]]}> : (!stablehlo.token) -> (tensor<2x2xi64>, !stablehlo.token)
  %4 = "stablehlo.outfeed"(%x, %t) <{outfeed_config = ""}> : (tensor<3x4xi32>, !stablehlo.token) -> !stablehlo.token
  func.return
}
