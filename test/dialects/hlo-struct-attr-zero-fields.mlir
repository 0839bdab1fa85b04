// The gather and scatter dimension numbers print their index_vector_dim only when it is not 0, as upstream's
// printStruct; the channel handle and the output-operand alias, which ODS prints, show zeros.
// RUN: ai-opt %s | FileCheck %s

// CHECK: module attributes {
// CHECK-SAME: a = #mhlo.gather<>
// CHECK-SAME: b = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1]>
// CHECK-SAME: c = #stablehlo.gather<offset_dims = [1], index_vector_dim = 2>
// CHECK-SAME: d = #stablehlo.channel_handle<handle = 0, type = 0>
// CHECK-SAME: e = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>
module attributes {
  a = #mhlo.gather<index_vector_dim = 0>,
  b = #mhlo.scatter<inserted_window_dims = [0, 1], update_window_dims = [1]>,
  c = #stablehlo.gather<offset_dims = [1], index_vector_dim = 2>,
  d = #stablehlo.channel_handle<handle = 0, type = 0>,
  e = #stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>
} {}
