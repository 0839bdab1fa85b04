"""Canonicalization pattern of real_dynamic_slice whose window has a constant size, after mlir-hlo's
`RealDSliceToDSlice`: unit strides and limits that are the starts plus a constant make it a dynamic_slice
of that size, at the starts taken one by one from the start tensor.

    %l = mhlo.add %start, %c : tensor<2xi32>            (%c = dense<[1, 4]>)
    %r = mhlo.real_dynamic_slice %x, %start, %l, %ones : (tensor<?x4xf32>, ...) -> tensor<1x4xf32>
    ->
    %s0 = "mhlo.slice"(%start) [0:1]  ;  %i0 = mhlo.reshape %s0 : (tensor<1xi32>) -> tensor<i32>
    %s1 = "mhlo.slice"(%start) [1:2]  ;  %i1 = mhlo.reshape %s1 : (tensor<1xi32>) -> tensor<i32>
    %r = "mhlo.dynamic_slice"(%x, %i0, %i1) <{slice_sizes = dense<[1, 4]> : tensor<2xi64>}> : ... -> tensor<1x4xf32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.elementwise import AddOp
from aiopt.dialects.hlo.shape_ops import RealDynamicSliceOp, constant_ints
from aiopt.dialects.hlo.types import element_type_of
from aiopt.transforms.fold_hlo import dialect_op


def _constant_offset(limits: SSAValue, starts: SSAValue) -> tuple[int, ...] | None:
    """The constant `c` where `limits` is `starts + c` or `c + starts` (an HLO add), else None."""
    add = limits.owner
    if not isinstance(add, AddOp):
        return None
    if add.lhs is starts:
        return constant_ints(add.rhs)
    if add.rhs is starts:
        return constant_ints(add.lhs)
    return None


class RealDynamicSliceToDynamicSlice(RewritePattern):
    """A real_dynamic_slice of unit strides whose limits are its starts plus a constant is a dynamic_slice of
    that constant size (mlir-hlo's RealDSliceToDSlice); a valid slice stays inside the operand, where
    dynamic_slice's clamping changes nothing:

        %l = mhlo.add %start, %c : tensor<2xi32>         (%c = mhlo.constant dense<[1, 4]>)
        %r = mhlo.real_dynamic_slice %x, %start, %l, %ones
               : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x4xf32>
        ->
        %s0 = "mhlo.slice"(%start) <{limit_indices = dense<1> : tensor<1xi64>, start_indices = dense<0> : ...,
                strides = dense<1> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<1xi32>
        %i0 = mhlo.reshape %s0 : (tensor<1xi32>) -> tensor<i32>
        ... (%i1 alike, from [1:2])
        %r = "mhlo.dynamic_slice"(%x, %i0, %i1) <{slice_sizes = dense<[1, 4]> : tensor<2xi64>}>
               : (tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: RealDynamicSliceOp, rewriter: PatternRewriter) -> None:
        strides = constant_ints(op.strides)
        if strides is None or any(stride != 1 for stride in strides):
            return
        sizes = _constant_offset(op.limit_indices, op.start_indices)
        if sizes is None:
            return
        index_type = TensorType(element_type_of(op.start_indices.type), [])
        new_ops: list[Operation] = []
        starts = []
        for dimension in range(len(sizes)):
            start = dialect_op(op, "slice")(op.start_indices, [dimension], [dimension + 1], [1])
            scalar = dialect_op(op, "reshape")(start.results[0], index_type)
            new_ops += [start, scalar]
            starts.append(scalar.results[0])
        dynamic_slice = dialect_op(op, "dynamic_slice")(op.operand, starts, sizes)
        if dynamic_slice.results[0].type != op.result.type:
            return
        try:
            dynamic_slice.verify()
        except VerifyException:
            return
        new_ops.append(dynamic_slice)
        for new_op in new_ops:
            new_op.location = op.location
        rewriter.replace(op, new_ops)


def populate_hlo_real_dynamic_slice_canonicalization_patterns() -> list[RewritePattern]:
    """The real_dynamic_slice pattern of this module."""
    return [RealDynamicSliceToDynamicSlice()]
