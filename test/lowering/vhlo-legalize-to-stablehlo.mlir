// RUN: ai-opt %s --vhlo-legalize-to-stablehlo -split-input-file | FileCheck %s
// RUN: ai-opt %s --vhlo-legalize-to-stablehlo -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// VHLO as jaxlib 1.17.0 serializes it, and the StableHLO its deserialize_portable_artifact gives (its printed
// custom form in the CHECK lines, its generic form in the GENERIC lines): attributes equal to StableHLO's defaults
// dropped, dimension numbers imploded, dense arrays, symbols.

// CHECK-LABEL: func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"})
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.tanh %arg0 : tensor<4xf32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT:    %[[A:.*]] = stablehlo.add %[[T]], %[[B]] : tensor<4xf32>
// CHECK-NEXT:    return %[[A]] : tensor<4xf32>
// GENERIC: "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}>
// GENERIC: "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}>
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
    %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
    %1 = "vhlo.tanh_v2"(%arg0) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}> : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %2 = "vhlo.broadcast_in_dim_v1"(%0) <{broadcast_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>}> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    %3 = "vhlo.add_v1"(%1, %2) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    "vhlo.return_v1"(%3) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
  } {arg_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{}>]>, res_attrs = #vhlo.array_v1<[#vhlo.dict_v1<{#vhlo.string_v1<"jax.result_info"> = #vhlo.string_v1<"result">}>]>, sym_visibility = #vhlo.string_v1<"public">}
}

// -----

// CHECK-LABEL: func.func @dot(%arg0: tensor<4x3xf32>, %arg1: tensor<3x2xf32>) -> tensor<4x2xf32>
// CHECK:         stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
// CHECK:         stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
// CHECK:         stablehlo.compare EQ, %arg0, %arg0 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
// CHECK:         stablehlo.compare LT, %arg0, %arg0, TOTALORDER : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
// CHECK:         stablehlo.custom_call @foo(%arg0) : (tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK:         stablehlo.custom_call @bar(%arg0) {api_version = 4 : i32, backend_config = {x = 1 : i32}, called_computations = [@dot], has_side_effect = true} : (tensor<4x3xf32>) -> tensor<4x3xf32>
vhlo.func_v1 @dot(%arg0: !vhlo.tensor_v1<4x3x!vhlo.f32_v1>, %arg1: !vhlo.tensor_v1<3x2x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x2x!vhlo.f32_v1>) {
  %0 = "vhlo.dot_general_v2"(%arg0, %arg1) <{accumulation_type = #vhlo.type_v1<!vhlo.none_v1>, allow_imprecise_accumulation = #vhlo.type_v1<!vhlo.none_v1>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>, num_primitive_operations = #vhlo.type_v1<!vhlo.none_v1>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.type_v1<!vhlo.none_v1>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.none_v1>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x2x!vhlo.f32_v1>
  %1 = "vhlo.dot_general_v2"(%arg0, %arg1) <{accumulation_type = #vhlo.type_v1<!vhlo.f32_v1>, allow_imprecise_accumulation = #vhlo.bool_v1<false>, lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, lhs_component_count = #vhlo.integer_v1<1 : i64>, lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>, lhs_precision_type = #vhlo.type_v1<!vhlo.tf31_v1>, num_primitive_operations = #vhlo.integer_v1<1 : i64>, precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>, rhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>, rhs_component_count = #vhlo.integer_v1<1 : i64>, rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>, rhs_precision_type = #vhlo.type_v1<!vhlo.tf31_v1>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>, !vhlo.tensor_v1<3x2x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x2x!vhlo.f32_v1>
  %2 = "vhlo.compare_v1"(%arg0, %arg0) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>, !vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x3x!vhlo.bool_v1>
  %3 = "vhlo.compare_v1"(%arg0, %arg0) <{compare_type = #vhlo<comparison_type_v1 TOTALORDER>, comparison_direction = #vhlo<comparison_direction_v1 LT>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>, !vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x3x!vhlo.bool_v1>
  %4 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x3x!vhlo.f32_v1>
  %5 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>, backend_config = #vhlo.dict_v1<{#vhlo.string_v1<"x"> = #vhlo.integer_v1<1 : i32>}>, call_target_name = #vhlo.string_v1<"bar">, called_computations = #vhlo.array_v1<[#vhlo.string_v1<"dot">]>, has_side_effect = #vhlo.bool_v1<true>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<4x3x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x3x!vhlo.f32_v1>
  "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x2x!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
