"""Canonicalization patterns of sort, after mlir-hlo's (`SortDropEmptyUseArgs`, `SortOpInferDefaultDimension`).

    %r:2 = "mhlo.sort"(%keys, %values) <{dimension = -1 : i64, ...}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = mhlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %lt : tensor<i1>
    }) : (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>)
    // only %r#0 used
    ->
    %r = "mhlo.sort"(%keys) <{dimension = 0 : i64, ...}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>): ...
    }) : (tensor<3xi32>) -> tensor<3xi32>
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr, i64
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects.hlo.reductions import SortOp
from aiopt.dialects.hlo.types import shape_of


class SortDropUnusedOperands(RewritePattern):
    """An operand of a sort whose result is unused and whose two comparator arguments are unused moves
    nothing that is read: the sort drops it (mlir-hlo's SortDropEmptyUseArgs).

        %r:2 = "mhlo.sort"(%k, %v) ({ ^bb0(%a, %b, %c, %d): ... uses %a, %b only }) ...   // %r#1 unused
        ->
        %r = "mhlo.sort"(%k) ({ ^bb0(%a, %b): ... }) ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SortOp, rewriter: PatternRewriter) -> None:
        args = op.comparator.block.args
        kept = [
            index
            for index, result in enumerate(op.outputs)
            if any(value.first_use is not None for value in (result, args[2 * index], args[2 * index + 1]))
        ]
        if len(kept) == len(op.inputs) or not kept:
            return
        comparator = op.comparator.clone()
        block = comparator.block
        for index in reversed(range(len(op.inputs))):
            if index not in kept:
                block.erase_arg(block.args[2 * index + 1])
                block.erase_arg(block.args[2 * index])
        new_op = type(op).create(
            operands=[op.inputs[index] for index in kept],
            result_types=[op.outputs[index].type for index in kept],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[comparator],
        )
        new_op.location = op.location
        results = iter(new_op.results)
        rewriter.replace(op, new_op, [next(results) if index in kept else None for index in range(len(op.inputs))])


class SortNormalizeDimension(RewritePattern):
    """A sort along a negative dimension (counted from the end) says the dimension counted from the front
    (mlir-hlo's SortOpInferDefaultDimension):

        "mhlo.sort"(%x) <{dimension = -1 : i64, ...}> (...) : (tensor<3x5xi32>) -> tensor<3x5xi32>
        ->
        "mhlo.sort"(%x) <{dimension = 1 : i64, ...}> (...) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SortOp, rewriter: PatternRewriter) -> None:
        if op.dimension is not None and op.dimension.value.data >= 0:
            return
        if shape_of(op.inputs[0].type) is None:
            return
        op.properties["dimension"] = IntegerAttr(op.sort_dimension, i64)
        rewriter.handle_operation_modification(op)


def populate_hlo_sort_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of sort."""
    return [SortDropUnusedOperands(), SortNormalizeDimension()]
