"""Canonicalization patterns of `bufferization` ops that xDSL 0.74 lacks, after upstream's.

The clone patterns and the dealloc simplifications live with their ops (`aiopt.dialects.bufferization`);
this module has the ones on tensors and the dealloc deduplications:

    %t = bufferization.alloc_tensor(%c6) : tensor<4x?xf32>
    ->
    %s = bufferization.alloc_tensor() : tensor<4x6xf32>
    %t = tensor.cast %s : tensor<4x6xf32> to tensor<4x?xf32>
"""

from __future__ import annotations

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith
from aiopt.dialects.bufferization import DeallocOp
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
        rewriter.replace(op, [alloc, xdsl_tensor.CastOp(alloc.results[0], result_type)])


class DeallocDuplicateMemrefs(RewritePattern):
    """A bufferization.dealloc frees a buffer it lists twice once, under the union of its conditions
    (upstream's `DeallocRemoveDuplicateDeallocMemrefs`):

        bufferization.dealloc (%m, %m : memref<2xi32>, memref<2xi32>) if (%a, %b)
        ->
        %c = arith.ori %a, %b : i1
        bufferization.dealloc (%m : memref<2xi32>) if (%c)
    """

    op_types = (DeallocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DeallocOp) or len(set(op.memrefs)) == len(op.memrefs):
            return
        position: dict[SSAValue, int] = {}
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        for memref, condition in zip(op.memrefs, op.conditions, strict=True):
            if memref not in position:
                position[memref] = len(memrefs)
                memrefs.append(memref)
                conditions.append(condition)
            elif conditions[position[memref]] is not condition:
                union = arith.OrIOp(conditions[position[memref]], condition)
                rewriter.insert(union)
                conditions[position[memref]] = union.result
        new = DeallocOp(memrefs, conditions, list(op.retained))
        new.attributes |= op.attributes
        rewriter.replace(op, new, new.results)


class DeallocDuplicateRetained(RewritePattern):
    """A bufferization.dealloc retains a buffer it lists twice once; both results are its one result
    (upstream's `DeallocRemoveDuplicateRetainedMemrefs`)."""

    op_types = (DeallocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DeallocOp) or len(set(op.retained)) == len(op.retained):
            return
        retained = list(dict.fromkeys(op.retained))
        new = DeallocOp(list(op.memrefs), list(op.conditions), retained)
        new.attributes |= op.attributes
        rewriter.replace(op, new, [new.results[retained.index(value)] for value in op.retained])


def populate_bufferization_canonicalization_patterns() -> list[RewritePattern]:
    """The `bufferization` patterns `canonicalize` adds to xDSL's and the dialect's own."""
    return [StaticAllocTensor(), DeallocDuplicateMemrefs(), DeallocDuplicateRetained()]
