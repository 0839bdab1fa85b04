"""The table the `vhlo` ops are generated from: each op's mnemonic (name and version), its properties (all
required: VHLO has no defaults) and its number of regions (None: any), as upstream's VhloOps.td of StableHLO
1.17.0; `VERSIONS` holds the StableHLO versions an op exists in where they are not 0.9.0 to current."""

from __future__ import annotations

_UNARY = (
    "abs_v1 ceil_v1 convert_v1 count_leading_zeros_v1 floor_v1 imag_v1 is_finite_v1 not_v1 negate_v1 popcnt_v1 "
    "real_v1 round_nearest_afz_v1 round_nearest_even_v1 sign_v1 bitcast_convert_v1 reshape_v1 dynamic_reshape_v1 "
    "uniform_quantize_v1 uniform_dequantize_v1 optimization_barrier_v1 tuple_v1 after_all_v1 create_token_v1 "
    "replica_id_v1 partition_id_v1 dynamic_update_slice_v1 dynamic_pad_v1 real_dynamic_slice_v1 select_v1 "
    "clamp_v1 add_v1 atan2_v1 complex_v1 divide_v1 maximum_v1 minimum_v1 multiply_v1 power_v1 remainder_v1 "
    "shift_left_v1 shift_right_arithmetic_v1 shift_right_logical_v1 subtract_v1 and_v1 or_v1 xor_v1 "
    "cbrt_v1 cosine_v1 exponential_v1 exponential_minus_one_v1 log_v1 log_plus_one_v1 logistic_v1 rsqrt_v1 "
    "sine_v1 sqrt_v1 tan_v1 tanh_v1"
).split()
_ACCURACY = "cbrt cosine exponential exponential_minus_one log log_plus_one logistic rsqrt sine sqrt tan tanh".split()

_CONV = (
    "batch_group_count feature_group_count input_batch_dimension input_feature_dimension input_spatial_dimensions "
    "kernel_input_feature_dimension kernel_output_feature_dimension kernel_spatial_dimensions lhs_dilation "
    "output_batch_dimension output_feature_dimension output_spatial_dimensions padding precision_config "
    "rhs_dilation window_reversal window_strides"
)
_GATHER_V1 = "collapsed_slice_dims index_vector_dim indices_are_sorted offset_dims start_index_map"
_GATHER_V2 = _GATHER_V1 + " operand_batching_dims start_indices_batching_dims"
_SCATTER_V1 = (
    "index_vector_dim indices_are_sorted inserted_window_dims scatter_dims_to_operand_dims unique_indices "
    "update_window_dims"
)
_SCATTER_V2 = _SCATTER_V1 + " input_batching_dims scatter_indices_batching_dims"
_DOT_V1 = (
    "lhs_batching_dimensions lhs_contracting_dimensions precision_config rhs_batching_dimensions "
    "rhs_contracting_dimensions"
)
_DOT_V2 = (
    _DOT_V1 + " accumulation_type allow_imprecise_accumulation lhs_component_count lhs_precision_type "
    "num_primitive_operations rhs_component_count rhs_precision_type"
)
_CUSTOM_CALL = (
    "api_version backend_config call_target_name called_computations has_side_effect operand_layouts "
    "output_operand_aliases result_layouts"
)

_WITH_ATTRIBUTES: dict[str, tuple[str, int | None]] = {
    # mnemonic: (properties, regions)
    "constant_v1": ("value", 0),
    "iota_v1": ("iota_dimension", 0),
    "dynamic_iota_v1": ("iota_dimension", 0),
    "broadcast_v1": ("broadcast_sizes", 0),
    "broadcast_in_dim_v1": ("broadcast_dimensions", 0),
    "dynamic_broadcast_in_dim_v1": (
        "broadcast_dimensions known_expanding_dimensions known_nonexpanding_dimensions",
        0,
    ),
    "call_v1": ("callee", 0),
    "case_v1": ("", None),
    "if_v1": ("", 2),
    "while_v1": ("", 2),
    "compare_v1": ("compare_type comparison_direction", 0),
    "composite_v1": ("composite_attributes decomposition name version", 0),
    "composite_v2": ("composite_attributes decomposition name version", 0),
    "concatenate_v1": ("dimension", 0),
    "convolution_v1": (_CONV, 0),
    "dynamic_conv_v1": (_CONV, 0),
    "dynamic_conv_v2": (_CONV, 0),
    "custom_call_v1": (_CUSTOM_CALL, 0),
    "dot_v1": ("precision_config", 0),
    "dot_general_v1": (_DOT_V1, 0),
    "dot_general_v2": (_DOT_V2, 0),
    "gather_v1": (_GATHER_V1 + " slice_sizes", 0),
    "gather_v2": (_GATHER_V2 + " slice_sizes", 0),
    "dynamic_gather_v1": (_GATHER_V1, 0),
    "dynamic_gather_v2": (_GATHER_V2, 0),
    "scatter_v1": (_SCATTER_V1, 1),
    "scatter_v2": (_SCATTER_V2, 1),
    "dynamic_slice_v1": ("slice_sizes", 0),
    "einsum_v1": ("einsum_config", 0),
    "unary_einsum_v1": ("einsum_config", 0),
    "fft_v1": ("fft_length fft_type", 0),
    "get_dimension_size_v1": ("dimension", 0),
    "set_dimension_size_v1": ("dimension", 0),
    "get_tuple_element_v1": ("index", 0),
    "map_v1": ("dimensions", 1),
    "pad_v1": ("edge_padding_high edge_padding_low interior_padding", 0),
    "reduce_precision_v1": ("exponent_bits mantissa_bits", 0),
    "reduce_v1": ("dimensions", 1),
    "reduce_window_v1": ("base_dilations padding window_dilations window_dimensions window_strides", 1),
    "reverse_v1": ("dimensions", 0),
    "rng_v1": ("rng_distribution", 0),
    "rng_bit_generator_v1": ("rng_algorithm", 0),
    "select_and_scatter_v1": ("padding window_dimensions window_strides", 2),
    "slice_v1": ("limit_indices start_indices strides", 0),
    "sort_v1": ("dimension is_stable", 1),
    "torch_index_select_v1": ("batch_dims dim", 0),
    "transpose_v1": ("permutation", 0),
    "triangular_solve_v1": ("left_side lower transpose_a unit_diagonal", 0),
    "cholesky_v1": ("lower", 0),
    "batch_norm_grad_v1": ("epsilon feature_index", 0),
    "batch_norm_inference_v1": ("epsilon feature_index", 0),
    "batch_norm_training_v1": ("epsilon feature_index", 0),
    "infeed_v1": ("infeed_config layout", 0),
    "outfeed_v1": ("outfeed_config", 0),
    "send_v1": ("channel_id channel_type is_host_transfer", 0),
    "recv_v1": ("channel_id channel_type is_host_transfer", 0),
    "send_v2": ("channel_id channel_type is_host_transfer source_target_pairs", 0),
    "recv_v2": ("channel_id channel_type is_host_transfer source_target_pairs", 0),
    "all_gather_v1": ("all_gather_dim channel_id replica_groups use_global_device_ids", 0),
    "all_gather_v2": ("all_gather_dim channel_id replica_groups use_global_device_ids", 0),
    "all_reduce_v1": ("channel_id replica_groups use_global_device_ids", 1),
    "all_reduce_v2": ("channel_id replica_groups use_global_device_ids", 1),
    "reduce_scatter_v1": ("channel_id replica_groups scatter_dimension use_global_device_ids", 1),
    "all_to_all_v1": ("channel_id concat_dimension replica_groups split_count split_dimension", 0),
    "all_to_all_v2": ("channel_id concat_dimension replica_groups split_count split_dimension", 0),
    "collective_permute_v1": ("channel_id source_target_pairs", 0),
    "collective_broadcast_v1": ("channel_id replica_groups", 0),
}

OPS: dict[str, tuple[tuple[str, ...], int | None]] = {
    **{mnemonic: ((), 0) for mnemonic in _UNARY},
    **{f"{name}_v2": (("result_accuracy",), 0) for name in _ACCURACY},
    **{mnemonic: (tuple(props.split()), regions) for mnemonic, (props, regions) in _WITH_ATTRIBUTES.items()},
    "return_v1": ((), 0),
    "func_v1": (("arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility"), 1),
}

# The StableHLO versions an op exists in, where not 0.9.0 (the minimum) to current: as jaxlib 1.17.0's
# serialize_portable_artifact writes each op for targets 1.0.0 to 1.17.0.
CURRENT_VERSION = "1.17.0"
MINIMUM_VERSION = "0.9.0"
VERSIONS: dict[str, tuple[str, str]] = {
    **{f"{name}_v1": ("0.9.0", "1.9.0") for name in _ACCURACY},
    **{f"{name}_v2": ("1.10.0", "current") for name in _ACCURACY},
    "exponential_v1": ("0.9.0", "1.8.0"),
    "exponential_v2": ("1.9.0", "current"),
    "tan_v1": ("1.4.0", "1.9.0"),
    "gather_v1": ("0.9.0", "1.0.0"),
    "gather_v2": ("1.1.0", "current"),
    "dynamic_gather_v1": ("0.9.0", "1.0.0"),
    "dynamic_gather_v2": ("1.1.0", "current"),
    "scatter_v1": ("0.9.0", "1.0.0"),
    "scatter_v2": ("1.1.0", "current"),
    "all_gather_v1": ("0.9.0", "1.4.0"),
    "all_gather_v2": ("1.5.0", "current"),
    "all_reduce_v1": ("0.9.0", "1.4.0"),
    "all_reduce_v2": ("1.5.0", "current"),
    "all_to_all_v1": ("0.9.0", "1.4.0"),
    "all_to_all_v2": ("1.5.0", "current"),
    "dot_general_v1": ("0.9.0", "1.5.0"),
    "dot_general_v2": ("1.6.0", "current"),
    "send_v1": ("0.9.0", "1.11.0"),
    "send_v2": ("1.12.0", "current"),
    "recv_v1": ("0.9.0", "1.11.0"),
    "recv_v2": ("1.12.0", "current"),
    "composite_v1": ("0.9.0", "1.13.0"),
    "composite_v2": ("1.14.0", "current"),
}
