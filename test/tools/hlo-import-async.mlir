// ai-translate --hlo-text-to-mhlo: async collective/copy pairs become the synchronous op (a `*-start` tuple
// holds the operand, the result and u32 contexts; `*-done` reads the result), async-start/update/done inline
// the called computation into such a tuple, plus add-dependency,
// collective-broadcast, dynamic-reshape (scalar sizes become the shape operand) and stochastic-convert.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/async.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>, %[[D0:.*]]: tensor<i32>, %[[BITS:.*]]: tensor<2xui32>)
// CHECK: %[[AR:.*]] = "mhlo.all_reduce"(%[[X]]) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({
// CHECK: }) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[AG:.*]] = "mhlo.all_gather"(%[[X]]) <{all_gather_dim = 0 : i64, replica_groups = dense<0> : tensor<1x1xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[AGS:.*]] = mhlo.tuple %[[X]], %[[AG]] : tuple<tensor<2xf32>, tensor<2xf32>>
// CHECK: %[[AGD:.*]] = mhlo.get_tuple_element %[[AGS]][1]
// CHECK: %[[CP:.*]] = "mhlo.collective_permute"(%[[X]]) <{source_target_pairs = dense<0> : tensor<1x2xi64>}>
// CHECK: %[[C0:.*]] = mhlo.constant dense<0> : tensor<ui32>
// CHECK: %[[C1:.*]] = mhlo.constant dense<0> : tensor<ui32>
// CHECK: %[[CPS:.*]] = mhlo.tuple %[[X]], %[[CP]], %[[C0]], %[[C1]]
// CHECK: %[[CPD:.*]] = mhlo.get_tuple_element %[[CPS]][1]
// CHECK: %[[COPY:.*]] = mhlo.copy %[[X]] : tensor<2xf32>
// CHECK: %[[C2:.*]] = mhlo.constant dense<0> : tensor<ui32>
// CHECK: %[[CS:.*]] = mhlo.tuple %[[COPY]], %[[X]], %[[C2]]
// CHECK: %[[CD:.*]] = mhlo.get_tuple_element %[[CS]][0]
// CHECK: %[[TOK:.*]] = mhlo.after_all : !mhlo.token
// CHECK: %[[DEP:.*]] = mhlo.add_dependency %[[X]], %[[TOK]] : (tensor<2xf32>, !mhlo.token) -> tensor<2xf32>
// CHECK: %[[CB:.*]] = "mhlo.collective_broadcast"(%[[X]]) <{replica_groups = dense<0> : tensor<1x1xi64>}>
// CHECK: %[[SHAPE:.*]] = mhlo.reshape %[[D0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK: %[[DR:.*]] = mhlo.dynamic_reshape %[[X]], %[[SHAPE]] : (tensor<2xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK: %[[SC:.*]] = "mhlo.stochastic_convert"(%[[X]], %[[BITS]]) : (tensor<2xf32>, tensor<2xui32>) -> tensor<2xi8>
// CHECK: %[[EXP:.*]] = mhlo.exponential %[[X]] : tensor<2xf32>
// CHECK: %[[ARGS:.*]] = mhlo.tuple %[[X]] : tuple<tensor<2xf32>>
// CHECK: %[[CTX:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK: %[[AS:.*]] = mhlo.tuple %[[ARGS]], %[[EXP]], %[[CTX]] : tuple<tuple<tensor<2xf32>>, tensor<2xf32>, tensor<i32>>
// CHECK: %[[AD:.*]] = mhlo.get_tuple_element %[[AS]][1]
// CHECK: return %[[AR]], %[[AGD]], %[[CPD]], %[[CD]], %[[DEP]], %[[CB]], %[[DR]], %[[SC]], %[[AD]]
