// ai-translate --hlo-text-to-mhlo: sort, map, select-and-scatter, gather, scatter, multi-output reduce, custom-call, rng.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/indexing.hlo | FileCheck %s
// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/custom-call.hlo | FileCheck %s --check-prefix=CUSTOM

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[KEYS:.*]]: tensor<5xf32>, %[[VALS:.*]]: tensor<5xi32>, %[[GRID:.*]]: tensor<4x4xf32>, %[[IDX:.*]]: tensor<2x1xi32>, %[[UPD:.*]]: tensor<2x4xf32>)
// A sort of several operands yields several results; HLO's tuple of them is rebuilt.
// CHECK: %[[SK:.*]]:2 = "mhlo.sort"(%[[KEYS]], %[[VALS]]) <{dimension = 0 : i64, is_stable = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT: %[[LT:.*]] = mhlo.compare LT, %[[A]], %[[B]]
// CHECK-NEXT: mhlo.return %[[LT]] : tensor<i1>
// CHECK: %[[SORTED:.*]] = mhlo.tuple %[[SK]]#0, %[[SK]]#1
// CHECK: %[[FIRST:.*]] = mhlo.get_tuple_element %[[SORTED]][0]
// CHECK: "mhlo.map"(%[[KEYS]], %[[FIRST]]) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK: "mhlo.select_and_scatter"(%[[GRID]], %{{.*}}, %{{.*}}) <{window_dimensions = dense<2> : tensor<2xi64>, window_strides = dense<2> : tensor<2xi64>}> ({
// CHECK: mhlo.compare GE
// CHECK: }, {
// CHECK: mhlo.add
// CHECK: "mhlo.gather"(%[[GRID]], %[[IDX]]) <{dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[1, 4]> : tensor<2xi64>
// CHECK-SAME: -> tensor<2x4xf32>
// CHECK: "mhlo.scatter"(%[[GRID]], %[[IDX]], %[[UPD]]) <{indices_are_sorted = false, scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
// A reducer whose root is a tuple returns the tuple's elements.
// CHECK: %[[V:.*]]:2 = mhlo.reduce(%[[KEYS]] init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [0]
// CHECK: %[[SV2:.*]] = mhlo.select
// CHECK-NEXT: %[[SI2:.*]] = mhlo.select
// CHECK-NEXT: mhlo.return %[[SV2]], %[[SI2]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: mhlo.tuple %[[V]]#0, %[[V]]#1

// CUSTOM-LABEL: func.func @main
// CUSTOM: mhlo.custom_call @my_kernel(%{{.*}}) {backend_config = "opaque", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
// CUSTOM: %[[LO:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CUSTOM: %[[HI:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CUSTOM: %[[SHAPE:.*]] = mhlo.constant dense<[2, 3]> : tensor<2xi64>
// CUSTOM: "mhlo.rng"(%[[LO]], %[[HI]], %[[SHAPE]]) <{rng_distribution = #mhlo.rng_distribution<UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<2x3xf32>
