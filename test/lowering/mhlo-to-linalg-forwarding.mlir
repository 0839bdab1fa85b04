// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-mhlo-to-linalg | FileCheck %s

// Ops that forward, rename or call their operands, and the collectives of a single device.

// add_dependency forwards its operand; the token it waited for is erased.
// CHECK-LABEL: func.func @add_dependency
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: return %[[A]] : tensor<3x4xf32>
func.func @add_dependency(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %t = mhlo.create_token : !mhlo.token
  %t2 = mhlo.after_all %t : !mhlo.token
  %0 = mhlo.add_dependency %a, %t2 : (tensor<3x4xf32>, !mhlo.token) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @domain
// CHECK-SAME: (%[[A:.*]]: tensor<4xi8>)
// CHECK-NEXT: return %[[A]] : tensor<4xi8>
func.func @domain(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "mhlo.domain"(%a) <{entry_metadata = "a", exit_metadata = "b", kind = #mhlo<kind sharding>}> : (tensor<4xi8>) -> tensor<4xi8>
  func.return %0 : tensor<4xi8>
}

// -----

// A bitcast of the same element type is a reshape.
// CHECK-LABEL: func.func @bitcast
// CHECK-SAME: (%[[A:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.collapse_shape %[[A]] {{\[}}[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
// CHECK-NEXT: return %[[R]]
func.func @bitcast(%a: tensor<3x4xf32>) -> tensor<12xf32> {
  %0 = mhlo.bitcast %a : (tensor<3x4xf32>) -> tensor<12xf32>
  func.return %0 : tensor<12xf32>
}

// -----

// A bitcast between element types has no layout-free meaning and stays.
func.func @bitcast_element(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.bitcast'}}
  %0 = mhlo.bitcast %a : (tensor<4xf32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @tuple
// CHECK-SAME: (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<i32>)
// CHECK-NEXT: return %[[B]] : tensor<i32>
func.func @tuple(%a: tensor<3xf32>, %b: tensor<i32>) -> tensor<i32> {
  %t = stablehlo.tuple %a, %b : tuple<tensor<3xf32>, tensor<i32>>
  %0 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tensor<i32>>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// A tuple that escapes does not fold away.
func.func @tuple_returned(%a: tensor<3xf32>) -> tuple<tensor<3xf32>> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.tuple'}}
  %t = mhlo.tuple %a : tuple<tensor<3xf32>>
  func.return %t : tuple<tensor<3xf32>>
}

// -----

// One replica, one partition: both ids are 0.
// CHECK-LABEL: func.func @ids
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[Z]] : tensor<i32> to tensor<ui32>
// CHECK: return %[[R]], %{{.*}} : tensor<ui32>, tensor<ui32>
func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %0 = mhlo.replica_id : tensor<ui32>
  %1 = stablehlo.partition_id : tensor<ui32>
  func.return %0, %1 : tensor<ui32>, tensor<ui32>
}

// -----

// A composite calls its decomposition, which is lowered too.
// CHECK-LABEL: func.func private @dec
// CHECK: math.exp
// CHECK-LABEL: func.func @composite
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = call @dec(%[[A]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[R]]
func.func private @dec(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = mhlo.exponential %a : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
func.func @composite(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "my.exp" %a {decomposition = @dec} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// topk of k > 64 and 8 k > n: an iota of indices, a stable sort of both by the keys, then slices of the
// first k (a smaller k is a scan of each row: mhlo-to-linalg-top-k.mlir).
// CHECK-LABEL: func.func @topk
// CHECK-SAME: (%[[A:.*]]: tensor<3x100xf32>)
// CHECK: %[[IOTA:.*]] = linalg.generic
// CHECK: linalg.index 1 : index
// CHECK: %[[SV:.*]]:4 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[IOTA]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: arith.cmpi sgt
// CHECK: %[[V:.*]] = tensor.extract_slice %[[SV]]#0[0, 0] [3, 65] [1, 1] : tensor<3x100xf32> to tensor<3x65xf32>
// CHECK-NEXT: %[[I:.*]] = tensor.extract_slice %[[SV]]#1[0, 0] [3, 65] [1, 1] : tensor<3x100xi32> to tensor<3x65xi32>
// CHECK-NEXT: return %[[V]], %[[I]]
func.func @topk(%a: tensor<3x100xf32>) -> (tensor<3x65xf32>, tensor<3x65xi32>) {
  %0:2 = mhlo.topk(%a, k = 65) : tensor<3x100xf32> -> (tensor<3x65xf32>, tensor<3x65xi32>)
  func.return %0#0, %0#1 : tensor<3x65xf32>, tensor<3x65xi32>
}

// -----

// The smallest first: the comparator is LT.
// CHECK-LABEL: func.func @topk_smallest_i32
// CHECK: arith.cmpi slt
// CHECK: tensor.extract_slice %{{.*}}[0] [70] [1] : tensor<500xi32> to tensor<70xi32>
func.func @topk_smallest_i32(%a: tensor<500xi32>) -> (tensor<70xi32>, tensor<70xi32>) {
  %0:2 = mhlo.topk(%a, k = 70, largest = false) : tensor<500xi32> -> (tensor<70xi32>, tensor<70xi32>)
  func.return %0#0, %0#1 : tensor<70xi32>, tensor<70xi32>
}

// -----

// A reduction within the group [[0]] leaves the values as they are.
// CHECK-LABEL: func.func @all_reduce_one_replica
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<2xi32>)
// CHECK-NEXT: return %[[A]], %[[A]], %[[A]], %[[A]], %[[B]]
func.func @all_reduce_one_replica(%a: tensor<4xf32>, %b: tensor<2xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi32>) {
  %0 = "mhlo.all_reduce"(%a) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = mhlo.add %x, %y : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "mhlo.cross-replica-sum"(%a) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.all_to_all"(%a) <{concat_dimension = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "mhlo.collective_broadcast"(%b) <{replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<2xi32>) -> tensor<2xi32>
  func.return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi32>
}

// -----

// A permutation from 0 to 0 forwards; with no pairs nothing is received: zeros.
// CHECK-LABEL: func.func @permute
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %[[A]], %[[Z]]
func.func @permute(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<0> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<> : tensor<0x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Groups of more than one replica need other devices: the op stays.
func.func @all_reduce_two_replicas(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.all_reduce'}}
  %0 = "mhlo.all_reduce"(%a) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = mhlo.add %x, %y : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Empty replica groups mean all replicas, a number the program does not know: the op stays.
func.func @reduce_scatter_all_replicas(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.reduce_scatter'}}
  %0 = "stablehlo.reduce_scatter"(%a) <{replica_groups = dense<> : tensor<0x0xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A permutation that sends to another device stays.
func.func @permute_to_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'mhlo.collective_permute'}}
  %0 = "mhlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A fusion is its computation, inlined.
// CHECK-LABEL: func.func @fusion
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.addf
// CHECK: return %[[S]]
func.func @fusion(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.fusion"(%a, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = mhlo.add %x, %y : tensor<4xf32>
    mhlo.return %s : tensor<4xf32>
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A fusion that returns its arguments: the results are its operands (they were the erased block's
// arguments, used outside their region: the IR did not verify).
// CHECK-LABEL: func.func @fusion_returns_its_arguments
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: return %[[B]], %[[A]]
func.func @fusion_returns_its_arguments(%a: tensor<f32>, %b: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "mhlo.fusion"(%a, %b) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    mhlo.return %y, %x : tensor<f32>, tensor<f32>
  }) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  func.return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// -----

// A sharding annotation means nothing on one device.
// CHECK-LABEL: func.func @sharding
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[A]]
func.func @sharding(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Other custom calls stay.
func.func @custom_call(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call'}}
  %0 = stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A custom call left is reported, not the return of the function it calls (a comparator ends in stablehlo.return,
// which only the call gives a meaning).
func.func private @comparator(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @custom_call_with_comparator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'stablehlo.custom_call'}}
  %0 = stablehlo.custom_call @foo(%a) {called_computations = [@comparator]} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A dynamic_conv with a constant padding is a convolution; its `?` sizes are known then.
// CHECK-LABEL: func.func @dynamic_conv
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x1xf32>, %[[K:.*]]: tensor<3x3x1x1xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 1, 0, 0] high[0, 1, 1, 0]
// CHECK: } : tensor<1x4x4x1xf32> to tensor<1x6x5x1xf32>
// CHECK: %[[C:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], %[[K]] : tensor<1x6x5x1xf32>, tensor<3x3x1x1xf32>) outs(%{{.*}} : tensor<1x4x3x1xf32>)
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<1x4x3x1xf32> to tensor<1x?x?x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_conv(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>) -> tensor<1x?x?x1xf32> {
  %pad = mhlo.constant dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>
  %0 = "mhlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
  func.return %0 : tensor<1x?x?x1xf32>
}

// -----

// A padding known only at run time: its edges are read from %pad and checked, the input padded with them
// (raising a high edge that would leave a negative size), then convolved without padding.
// CHECK-LABEL: func.func @dynamic_conv_runtime_padding
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x4x1xf32>, %[[K:.*]]: tensor<3x3x1x1xf32>, %[[PAD:.*]]: tensor<2x2xi64>)
// CHECK: %[[LOW0:.*]] = tensor.extract %[[PAD]][%[[C0:.*]], %[[C0]]] : tensor<2x2xi64>
// CHECK: %[[LOW1:.*]] = tensor.extract %[[PAD]][%[[C1:.*]], %[[C0]]] : tensor<2x2xi64>
// CHECK: %[[HIGH0:.*]] = tensor.extract %[[PAD]][%[[C0]], %[[C1]]] : tensor<2x2xi64>
// CHECK: %[[HIGH1:.*]] = tensor.extract %[[PAD]][%[[C1]], %[[C1]]] : tensor<2x2xi64>
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_conv' op low padding of spatial dimension 0 is larger than 2^60 in magnitude"
// CHECK: cf.assert %{{.*}}, "'stablehlo.dynamic_conv' op high padding of spatial dimension 1 is larger than 2^60 in magnitude"
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, %{{.*}}, %{{.*}}, 0] high[0, %{{.*}}, %{{.*}}, 0]
// CHECK: } : tensor<1x4x4x1xf32> to tensor<1x?x?x1xf32>
// CHECK: %[[CUT:.*]] = tensor.extract_slice %[[P]]
// CHECK: %[[C:.*]] = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[CUT]], %[[K]] : tensor<1x?x?x1xf32>, tensor<3x3x1x1xf32>) outs(%{{.*}} : tensor<1x?x?x1xf32>)
// CHECK-NEXT: return %[[C]]
func.func @dynamic_conv_runtime_padding(%x: tensor<1x4x4x1xf32>, %k: tensor<3x3x1x1xf32>, %pad: tensor<2x2xi64>) -> tensor<1x?x?x1xf32> {
  %0 = "stablehlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>}> : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x?x?x1xf32>
  func.return %0 : tensor<1x?x?x1xf32>
}

// -----

// With lhs dilation and a static result: the dilation is interior padding (a strided insert), and the window
// count each static size needs is checked: ceildiv(max(7 + low + high - 2, 0), 4) == 2.
// CHECK-LABEL: func.func @dynamic_conv_runtime_padding_dilated
// CHECK: %[[SEVEN:.*]] = arith.constant 7 : index
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[COUNT:.*]] = arith.ceildivsi %{{.*}}, %[[FOUR]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi eq, %[[COUNT]], %{{.*}} : index
// CHECK-NEXT: cf.assert %[[OK]], "'mhlo.dynamic_conv' op padding gives a window count that differs from the result type in spatial dimension 0 (expected 2)"
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, %{{.*}}, %{{.*}}, 0] [1, 4, 4, 1] [1, 2, 2, 1] : tensor<1x4x4x1xi64> into tensor<1x?x?x1xi64>
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x?x?x1xi64>, tensor<3x3x1x1xi64>) outs(%{{.*}} : tensor<1x2x2x1xi64>)
func.func @dynamic_conv_runtime_padding_dilated(%x: tensor<1x4x4x1xi64>, %k: tensor<3x3x1x1xi64>, %pad: tensor<2x2xi64>) -> tensor<1x2x2x1xi64> {
  %0 = "mhlo.dynamic_conv"(%x, %k, %pad) <{batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #mhlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, window_strides = dense<4> : tensor<2xi64>, lhs_dilation = dense<2> : tensor<2xi64>}> : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  func.return %0 : tensor<1x2x2x1xi64>
}
