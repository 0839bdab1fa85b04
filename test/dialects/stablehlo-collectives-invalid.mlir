// Verifier errors of the collective, communication and token ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @replica_groups_rank(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op replica groups should be a rank 2 tensor}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[0, 1]> : tensor<2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @replica_id_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op replica id #1 seen more than once}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @replica_id_missing(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op replica id #1 not seen in replica groups}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 2]]> : tensor<1x2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_global_ids_without_channel(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op channel_id must be positive when useGlobalDeviceIds is set but got: 0}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_arity(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_region_element_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @all_reduce_result_type(%x: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<2xf32>'}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({  // expected-error {{failed to infer returned types}}
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @all_gather_dim_out_of_range(%x: tensor<2x2xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op all_gather_dim must be a valid index of operand}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

func.func @all_gather_padding_not_allowed(%x: tensor<2x2xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op Invalid replica id -1}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1], [2, -1]]> : tensor<2x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

func.func @all_gather_not_a_multiple(%x: tensor<2x2xf32>) -> tensor<2x5xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op result gather dimension has size 5, expected to be a multiple of operand gather dimension size 2}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @all_gather_other_dims(%x: tensor<2x2xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op operand and result should have the same shape except for the dimension size at 'all_gather_dim'}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @all_to_all_split_count(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op AllToAll split_count must be > 0}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 0 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_group_size(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op group size of replica_groups must be 2}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_split_not_divisible(%x: tensor<2x3xf32>) -> tensor<4x1xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op split dimension has size 3, expected to be a multiple of split_count 2}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x3xf32>) -> tensor<4x1xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<4x1xf32>
}

// -----

func.func @all_to_all_concat_dimension(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op AllToAll concat_dimension 2 is out-of-bounds for input rank 2}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 2 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<4x2xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<4x2xf32>
}

// -----

func.func @all_to_all_result_type(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op inferred type(s) 'tensor<4x2xf32>' are incompatible with return type(s) of operation 'tensor<2x4xf32>'}}
  %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 0 : i64, split_count = 2 : i64, split_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<2x4xf32>
}

// -----

func.func @reduce_scatter_not_divisible(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op operand scatter dimension has size 4, expected to be a multiple of result scatter dimension size 3}}
  %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_scatter_dimension(%x: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op scatter dim should be less than operand/result rank}}
  %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 2 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @reduce_scatter_other_dims(%x: tensor<2x4xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op non scatter dimensions should be same for operand (2) and result (3)}}
  %0 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x4xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @permute_pairs_shape(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op expect source_target_pairs attribute of shape (N, 2), but got (1, 3)}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @permute_duplicate_source(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op duplicate sources not allowed.}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @permute_duplicate_target(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op duplicate targets not allowed.}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @permute_negative_id(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op replica ids in source_target_pairs must be >= 0.}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, -1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @permute_result_type(%x: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op requires compatible types for all operands and results}}
  %0 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

func.func @broadcast_negative_id(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.collective_broadcast' op replica_groups values must be positive, but was given -1}}
  %0 = "stablehlo.collective_broadcast"(%x) <{replica_groups = dense<[[0, -1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @cross_replica_sum_groups(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.cross-replica-sum' op replica id #0 seen more than once}}
  %0 = "stablehlo.cross-replica-sum"(%x) <{replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @replica_id_type() -> tensor<ui64> {
  // expected-error@+1 {{'stablehlo.replica_id' op inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<ui64>'}}
  %0 = stablehlo.replica_id : tensor<ui64>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<ui64>
}

// -----

func.func @partition_id_type() -> tensor<2xui32> {
  // expected-error@+1 {{'stablehlo.partition_id' op inferred type(s) 'tensor<ui32>' are incompatible with return type(s) of operation 'tensor<2xui32>'}}
  %0 = stablehlo.partition_id : tensor<2xui32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<2xui32>
}

// -----

func.func @create_token_type() -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.create_token' op result #0 must be token, but got 'tensor<f32>'}}
  %0 = stablehlo.create_token : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @after_all_of_tensor(%x: tensor<f32>) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.after_all' op operand #0 must be variadic of token, but got 'tensor<f32>'}}
  %0 = stablehlo.after_all %x : (tensor<f32>) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @send_device_channel(%x: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.send' op channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @send_host_channel(%x: tensor<4xf32>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.send' op channel_type should be DEVICE_TO_HOST when is_host_transfer is true}}
  %0 = "stablehlo.send"(%x, %t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true}> : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @send_without_token(%x: tensor<4xf32>, %y: tensor<4xf32>) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.send' op operand #1 must be token, but got 'tensor<4xf32>'}}
  %0 = "stablehlo.send"(%x, %y) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (tensor<4xf32>, tensor<4xf32>) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @recv_host_channel(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.recv' op channel_type should be HOST_TO_DEVICE when is_host_transfer is true}}
  %0:2 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  func.return %0#1 : !stablehlo.token
}

// -----

func.func @recv_last_result_not_token(%t: !stablehlo.token) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.recv' op last element of result types is expected to be of token type, but got 'tensor<4xf32>'}}
  %0 = "stablehlo.recv"(%t) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @infeed_without_results(%t: !stablehlo.token) {
  // expected-error@+1 {{'stablehlo.infeed' op result is expected to be at least of size 1, but got 0}}
  "stablehlo.infeed"(%t) : (!stablehlo.token) -> ()
  func.return
}

// -----

func.func @infeed_token_first(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.infeed' op everything but the last element of result types is expected to be of tensor type, but got !stablehlo.token}}
  %0:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
  func.return %0#1 : !stablehlo.token
}

// -----

func.func @infeed_layout_size(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.infeed' op layout-attribute size must be 1 (which is the number of op-results - 1 (for token result)), but got 2}}
  %0:2 = "stablehlo.infeed"(%t) <{layout = [[0], [0]]}> : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  func.return %0#1 : !stablehlo.token
}

// -----

func.func @outfeed_result(%x: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.outfeed' op result #0 must be token, but got 'tensor<4xf32>'}}
  %0 = "stablehlo.outfeed"(%x, %t) : (tensor<4xf32>, !stablehlo.token) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Only mhlo has the tuple form (no split/concat dimensions); stablehlo requires them.
func.func @all_to_all_without_dimensions(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'stablehlo.all_to_all' op requires attribute 'split_dimension'}}
  %0:2 = "stablehlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return
}

// -----

func.func @mhlo_all_to_all_tuple_result_types(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error@+2 {{'mhlo.all_to_all' op inferred type(s) 'tensor<4xf32>', 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>', 'tensor<2xf32>'}}
  // expected-error@+1 {{'mhlo.all_to_all' op failed to infer returned types}}
  %0:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<2xf32>)
  func.return
}
