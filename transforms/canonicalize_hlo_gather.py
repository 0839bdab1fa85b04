"""Canonicalization patterns of gather and dynamic_gather, after mlir-hlo's (`GatherSlice`,
`simplifyDynamicGatherToGather`): a gather of one constant index vector is a slice (and a reshape that drops
the collapsed dimensions), and a dynamic_gather of constant slice sizes is a gather.

    %i = arith.constant dense<[1, 2]> : tensor<2xi32>
    %r = "mhlo.gather"(%x, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [0, 1, 2], start_index_map = [0, 2]>,
           indices_are_sorted = false, slice_sizes = dense<[3, 6, 5]> : tensor<3xi64>}>
           : (tensor<5x6x7xf32>, tensor<2xi32>) -> tensor<3x6x5xf32>
    ->
    %r = "mhlo.slice"(%x) <{limit_indices = dense<[4, 6, 7]> : tensor<3xi64>, start_indices = dense<[1, 0, 2]> : ...,
           strides = dense<1> : tensor<3xi64>}> : (tensor<5x6x7xf32>) -> tensor<3x6x5xf32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.gather_scatter import DynamicGatherOp, GatherOp
from aiopt.dialects.hlo.shape_ops import constant_ints
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import DYNAMIC, element_type_of, shape_of
from aiopt.transforms.fold_hlo import dialect_op


class GatherSlice(RewritePattern):
    """A gather of a single constant index vector (indices of rank 0 or 1, index_vector_dim 0) from a static
    operand is a slice at the index, clamped into the operand as gather clamps it, then a reshape that drops
    the collapsed slice dimensions (mlir-hlo's GatherSlice):

        %i = arith.constant dense<4> : tensor<1xi32>
        %r = "mhlo.gather"(%x, %i) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0],
               start_index_map = [0]>, indices_are_sorted = true, slice_sizes = dense<[1, 2]> : tensor<2xi64>}>
               : (tensor<4x2xui32>, tensor<1xi32>) -> tensor<2xui32>
        ->
        %s = "mhlo.slice"(%x) <{limit_indices = dense<[4, 2]> : tensor<2xi64>, start_indices = dense<[3, 0]> : ...,
               strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xui32>) -> tensor<1x2xui32>
        %r = mhlo.reshape %s : (tensor<1x2xui32>) -> tensor<2xui32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: GatherOp, rewriter: PatternRewriter) -> None:
        index = constant_ints(op.start_indices)
        mapping = op.mapping
        indices_shape, operand_shape = shape_of(op.start_indices.type), shape_of(op.operand.type)
        if index is None or indices_shape is None or len(indices_shape) > 1 or mapping.index_vector_dim != 0:
            return
        if len(index) != len(mapping.index_map) or operand_shape is None or DYNAMIC in operand_shape:
            return
        if mapping.operand_batching:
            return
        sizes = int_array_values(op.slice_sizes)
        starts = [0] * len(sizes)
        for dimension, start in zip(mapping.index_map, index, strict=True):
            starts[dimension] = min(max(start, 0), operand_shape[dimension] - sizes[dimension])
        limits = [start + size for start, size in zip(starts, sizes)]
        element_type = element_type_of(op.result.type)
        slice_op = dialect_op(op, "slice")(op.operand, starts, limits, [1] * len(sizes))
        new_ops = [slice_op]
        if mapping.collapsed_dims:
            shape = [size for dimension, size in enumerate(sizes) if dimension not in mapping.collapsed_dims]
            new_ops.append(dialect_op(op, "reshape")(slice_op.results[0], TensorType(element_type, shape)))
        if new_ops[-1].results[0].type != op.result.type:
            return
        for new_op in new_ops:
            new_op.location = op.location
        rewriter.replace(op, new_ops)


class DynamicGatherToGather(RewritePattern):
    """A dynamic_gather whose slice sizes are a constant is a gather of those slice sizes (mlir-hlo's
    simplifyDynamicGatherToGather):

        %s = arith.constant dense<[1, 256]> : tensor<2xi32>
        %r = "mhlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = ..., indices_are_sorted = false}> : ...
        ->
        %r = "mhlo.gather"(%x, %i) <{dimension_numbers = ..., indices_are_sorted = false,
               slice_sizes = dense<[1, 256]> : tensor<2xi64>}> : ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicGatherOp, rewriter: PatternRewriter) -> None:
        sizes = constant_ints(op.slice_sizes)
        if sizes is None:
            return
        gather = dialect_op(op, "gather")
        properties = {name: value for name, value in op.properties.items()}
        properties["slice_sizes"] = gather.HLO_ATTRS.dims(sizes)
        new_op = gather.create(
            operands=[op.operand, op.start_indices],
            result_types=[op.result.type],
            properties=properties,
            attributes=dict(op.attributes),
        )
        new_op.location = op.location
        rewriter.replace(op, new_op)


def populate_hlo_gather_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of gather and dynamic_gather."""
    return [GatherSlice(), DynamicGatherToGather()]
