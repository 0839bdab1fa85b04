"""Canonicalization patterns of `bufferization` ops that xDSL 0.74 lacks, after upstream's.

The clone and dealloc patterns live with their ops (`aiopt.dialects.bufferization`); this module has
the ones on tensors:

    %t = bufferization.alloc_tensor(%c6) : tensor<4x?xf32>
    ->
    %s = bufferization.alloc_tensor() : tensor<4x6xf32>
    %t = tensor.cast %s : tensor<4x6xf32> to tensor<4x?xf32>
"""

from __future__ import annotations

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.transforms.canonicalize_tensor import fold_constant_sizes


class StaticAllocTensor(RewritePattern):
    """A bufferization.alloc_tensor (not a copy) with constant, not negative, dynamic sizes allocates
    the more static type, cast back to the old one (upstream's `ReplaceStaticShapeDims`)."""

    op_types = (xdsl_bufferization.AllocTensorOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_bufferization.AllocTensorOp) or op.copy is not None:
            return
        result_type = op.tensor.type
        if not isinstance(result_type, TensorType):
            return
        folded = fold_constant_sizes(result_type.get_shape(), op.dynamic_sizes)
        if folded is None:
            return
        sizes, remaining = folded
        new_type = TensorType(result_type.element_type, sizes)
        size_hint = [op.size_hint] if op.size_hint is not None else []
        alloc = type(op).build(
            operands=[remaining, [], size_hint],
            result_types=[new_type],
            properties={k: v for k, v in op.properties.items() if k != "operandSegmentSizes"},
            attributes=dict(op.attributes),
        )
        rewriter.replace_op(op, [alloc, xdsl_tensor.CastOp(alloc.results[0], result_type)])


def populate_bufferization_canonicalization_patterns() -> list[RewritePattern]:
    """The `bufferization` patterns `canonicalize` adds to xDSL's and the dialect's own."""
    return [StaticAllocTensor()]
