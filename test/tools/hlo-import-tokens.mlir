// ai-translate --hlo-text-to-mhlo: after-all, infeed/outfeed, send/send-done, recv/recv-done, opt-barrier and
// rng-get-and-update-state.
// send/recv become mhlo.send/recv inside the (data, u32 context, token) tuple their -done instructions read.

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/tokens.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<2xf32>)
// CHECK: %[[T0:.*]] = mhlo.after_all : !mhlo.token
// CHECK: %[[INFEED:.*]]:3 = "mhlo.infeed"(%[[T0]]) <{infeed_config = "cfg"}> : (!mhlo.token) -> (tensor<2xf32>, tensor<i32>, !mhlo.token)
// CHECK: %[[DATA:.*]] = mhlo.tuple %[[INFEED]]#0, %[[INFEED]]#1 : tuple<tensor<2xf32>, tensor<i32>>
// CHECK: %[[FEED:.*]] = mhlo.tuple %[[DATA]], %[[INFEED]]#2
// CHECK: %[[E0:.*]] = mhlo.get_tuple_element %{{.*}}[0] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
// CHECK: %[[E1:.*]] = mhlo.get_tuple_element %{{.*}}[1] : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
// CHECK: %[[OUT:.*]] = "mhlo.outfeed"(%[[E0]], %[[E1]], %{{.*}}) : (tensor<2xf32>, tensor<i32>, !mhlo.token) -> !mhlo.token
// CHECK: %[[SEND:.*]] = "mhlo.send"(%[[X]], %[[OUT]]) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<2xf32>, !mhlo.token) -> !mhlo.token
// CHECK: %[[CTX:.*]] = mhlo.constant dense<0> : tensor<ui32>
// CHECK: %[[SND:.*]] = mhlo.tuple %[[X]], %[[CTX]], %[[SEND]]
// CHECK: %[[SD:.*]] = mhlo.get_tuple_element %[[SND]][2]
// CHECK: %[[Y:.*]]:2 = "mhlo.recv"(%[[SD]]) <{channel_handle = #mhlo.channel_handle<handle = 6, type = 1>, is_host_transfer = false}> : (!mhlo.token) -> (tensor<2xf32>, !mhlo.token)
// CHECK: %[[JOINED:.*]] = mhlo.after_all %[[T0]], %{{.*}} : !mhlo.token
// CHECK: %[[B0:.*]] = mhlo.get_tuple_element %{{.*}}[0] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
// CHECK: %[[B1:.*]] = mhlo.get_tuple_element %{{.*}}[1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
// CHECK: %[[OB0:.*]]:2 = mhlo.optimization_barrier %[[B0]], %[[B1]] : tensor<2xf32>, tensor<2xf32>
// CHECK: %[[ST:.*]] = mhlo.xla.rng_get_and_update_state {delta = 4 : i64}
// CHECK-NOT: mhlo.tuple
// CHECK: return %[[OB0]]#0, %[[OB0]]#1, %[[JOINED]], %[[ST]] : tensor<2xf32>, tensor<2xf32>, !mhlo.token, tensor<2xui64>
