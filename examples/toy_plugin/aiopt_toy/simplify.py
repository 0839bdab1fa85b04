"""`--toy-simplify`: same-level rewrites of toy ops, one pattern per rewrite.

Always removes transposes that undo each other; with `fold-constants=true`
it also evaluates `toy.add`, `toy.mul` and `toy.transpose` of constants.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, ModuleOp, TensorType
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.support.registry import option

from .dialect import AddOp, ConstantOp, ElementwiseBinaryOp, MulOp, TransposeOp

# What each element-wise op computes for one pair of elements.
_ELEMENT_FUNCTIONS: dict[type[ElementwiseBinaryOp], Callable[[float, float], float]] = {
    AddOp: operator.add,
    MulOp: operator.mul,
}


def _constant_values(value: SSAValue) -> tuple[float, ...] | None:
    """The elements of `value` in row-major order if a `toy.constant` defines it, else None."""
    if isinstance(value.owner, ConstantOp):
        return value.owner.value.get_values()
    return None


def _replace_with_constant(
    rewriter: PatternRewriter, op: ElementwiseBinaryOp | TransposeOp, values: list[float]
) -> None:
    """Replace `op` by `toy.constant dense<values> : <type of op's result>`."""
    result_type = op.result.type
    assert isinstance(result_type, TensorType)
    rewriter.replace(op, ConstantOp(DenseIntOrFPElementsAttr.from_list(result_type, values)))


class EraseTransposeOfTranspose(RewritePattern):
    """`transpose(transpose(x))` is `x`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        inner = op.input.owner
        if isinstance(inner, TransposeOp):
            rewriter.replace(op, [], [inner.input])


class FoldConstantTranspose(RewritePattern):
    """`transpose(constant)` is a constant with rows and columns swapped."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        values = _constant_values(op.input)
        if values is None:
            return
        assert isinstance(op.input.type, TensorType)
        rows, columns = op.input.type.get_shape()
        _replace_with_constant(rewriter, op, [values[i * columns + j] for j in range(columns) for i in range(rows)])


class FoldConstantElementwise(RewritePattern):
    """`add(constant, constant)` and `mul(constant, constant)` are constants."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ElementwiseBinaryOp, rewriter: PatternRewriter) -> None:
        lhs, rhs = _constant_values(op.lhs), _constant_values(op.rhs)
        if lhs is None or rhs is None:
            return
        function = _ELEMENT_FUNCTIONS[type(op)]
        _replace_with_constant(rewriter, op, [function(a, b) for a, b in zip(lhs, rhs)])


def populate_toy_simplify_patterns(fold_constants: bool) -> list[RewritePattern]:
    """The patterns of `--toy-simplify`; constant folding ones only when `fold_constants`."""
    patterns: list[RewritePattern] = [EraseTransposeOfTranspose()]
    if fold_constants:
        patterns += [FoldConstantTranspose(), FoldConstantElementwise()]
    return patterns


@dataclass(frozen=True)
class ToySimplifyPass(ModulePass):
    """Simplify toy ops: drop transposes that cancel out, optionally fold constants.

        %1 = toy.transpose %0 : tensor<2x3xf64> to tensor<3x2xf64>
        %2 = toy.transpose %1 : tensor<3x2xf64> to tensor<2x3xf64>

    becomes a use of `%0` in place of `%2`.
    """

    name = "toy-simplify"

    fold_constants: bool = option(False, "also evaluate toy.add, toy.mul and toy.transpose of constants")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = populate_toy_simplify_patterns(self.fold_constants)
        PatternRewriteWalker(GreedyRewritePatternApplier(patterns)).rewrite_module(op)
