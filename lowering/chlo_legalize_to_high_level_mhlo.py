"""`--chlo-legalize-to-high-level-mhlo`: the chlo ops that mhlo also has become those mhlo ops.

As mlir-hlo's pass of that name (2025), which XLA runs before legalizing the
rest of chlo, so that these ops reach it whole instead of decomposed:

    %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
    %1:2 = chlo.top_k(%y, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)

become

    %0 = mhlo.erf %x : tensor<4xf32>
    %values, %indices = mhlo.topk(%y, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)

- chlo.erf becomes mhlo.erf, chlo.top_k of a ranked operand mhlo.topk
  (largest first), chlo.ragged_dot mhlo.ragged_dot (the dimension numbers and
  precisions in mhlo's spelling, `precision_config = []` when the chlo op has
  none; of its attributes, `mhlo.frontend_attributes` is kept, as upstream);
- with `enable-acos`, `enable-acosh`, `enable-atanh`, `enable-cosh`, the chlo op
  of that name on floats becomes the mhlo op (complex operands stay chlo).

Every other chlo op is legal here and stays, for `chlo-legalize-to-mhlo` to
decompose. A chlo.erf, chlo.top_k or chlo.ragged_dot left over (top_k of an
unranked operand) fails the pass with `failed to legalize operation
'chlo.top_k' that was explicitly marked illegal`, as upstream. (Newer
mlir-hlo adds enable-sinh, enable-asin, enable-asinh and chlo.scan.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, ModuleOp, TensorType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import chlo, mhlo
from aiopt.dialects.hlo.attrs import RaggedDotDimensions, enum_value
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.lowering.chlo_legalize_to_mhlo import ChloLegalizeToMhloPass
from aiopt.support.conversion import ConversionTarget
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.rewriting import InheritLocation

FRONTEND_ATTRIBUTES = "mhlo.frontend_attributes"
"""The one attribute of chlo.ragged_dot that its mhlo.ragged_dot keeps (upstream's choice)."""

DOT_DIMENSIONS = (
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
)
"""The fields of #chlo.ragged_dot that go into mhlo's #mhlo.dot."""


@dataclass(frozen=True)
class UnaryChloToMhlo(RewritePattern):
    """Replace a unary chlo op by the mhlo op `mnemonic` on the same operand (with `float_only`, of floats):

        %r = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>   ->   %r = mhlo.acosh %x : tensor<4xf32>
    """

    op_type: type[Operation]
    mnemonic: str
    float_only: bool = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if not isinstance(op, self.op_type):
            return
        if self.float_only and element_kind(element_type_of(op.results[0].type)) != ElementKind.FLOAT:
            return
        rewriter.replace(op, mhlo.OPS[self.mnemonic].create(operands=op.operands, result_types=op.result_types))


class TopKToMhlo(RewritePattern):
    """chlo.top_k of a ranked operand -> mhlo.topk (largest first, its default), with the same result types;
    only those that `where` holds for, if given (chlo-legalize-to-mhlo{top-k-in-loops=true}: those of a small k)."""

    def __init__(self, where: Callable[[chlo.TopKOp], bool] | None = None):
        self.where = where

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.TopKOp, rewriter: PatternRewriter) -> None:
        if not isinstance(op.operand.type, TensorType) or (self.where is not None and not self.where(op)):
            return
        rewriter.replace(
            op, mhlo.TopKOp.create(operands=[op.operand], result_types=op.result_types, properties={"k": op.k})
        )


class RaggedDotToMhlo(RewritePattern):
    """chlo.ragged_dot -> mhlo.ragged_dot, its dimension numbers and precisions in mhlo's spelling:

        %r = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<
            lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
            lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : ...

    becomes

        %r = "mhlo.ragged_dot"(%l, %r, %g) <{precision_config = [], ragged_dot_dimension_numbers = #mhlo.ragged_dot<
            dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>,
            lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : ...
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.RaggedDotOp, rewriter: PatternRewriter) -> None:
        dot = mhlo.ATTRS.struct("dot", **{name: op.dimensions(name) for name in DOT_DIMENSIONS})
        numbers = mhlo.ATTRS.classes["ragged_dot"](
            RaggedDotDimensions(dot, op.dimensions("lhs_ragged_dimensions"), op.dimensions("rhs_group_dimensions"))
        )
        precisions = () if op.precision_config is None else op.precision_config.data
        precision_config = ArrayAttr([mhlo.ATTRS.enum("precision", enum_value(p)) for p in precisions])
        attributes = {name: value for name, value in op.attributes.items() if name == FRONTEND_ATTRIBUTES}
        rewriter.replace(
            op,
            mhlo.RaggedDotOp.create(
                operands=op.operands,
                result_types=op.result_types,
                properties={"ragged_dot_dimension_numbers": numbers, "precision_config": precision_config},
                attributes=attributes,
            ),
        )


OPTIONAL_OPS: dict[str, tuple[type[Operation], str]] = {
    "enable_acosh": (chlo.AcoshOp, "acosh"),
    "enable_acos": (chlo.AcosOp, "acos"),
    "enable_atanh": (chlo.AtanhOp, "atanh"),
    "enable_cosh": (chlo.CoshOp, "cosh"),
}
"""The chlo op each option turns into the mhlo op of the mnemonic (when its operand is of floats)."""

TARGET = ConversionTarget(illegal_ops=("chlo.erf", "chlo.top_k", "chlo.ragged_dot"), explicitly_illegal=True)
"""What the pass must leave none of: every other chlo op is legal."""


def populate_chlo_to_high_level_mhlo_patterns(enabled: tuple[str, ...] = ()) -> list[RewritePattern]:
    """The patterns of chlo-legalize-to-high-level-mhlo; `enabled` names options of `OPTIONAL_OPS` that are on."""
    return [
        UnaryChloToMhlo(chlo.ErfOp, "erf", float_only=False),
        TopKToMhlo(),
        RaggedDotToMhlo(),
        *(UnaryChloToMhlo(*OPTIONAL_OPS[name]) for name in enabled),
    ]


@dataclass(frozen=True)
class ChloLegalizeToHighLevelMhloPass(DiagnosticPass):
    """Legalize the chlo ops that mhlo also has (erf, top_k, ragged_dot; acos, acosh, atanh, cosh as enabled).

    The other chlo ops stay, and so do complex acos, acosh, atanh and cosh:

        %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>   ->   %0 = mhlo.erf %x : tensor<4xf32>
    """

    name = "chlo-legalize-to-high-level-mhlo"

    enable_acosh: bool = option(False, "Legalize chlo.acosh of floats to mhlo.acosh")
    enable_acos: bool = option(False, "Legalize chlo.acos of floats to mhlo.acos")
    enable_atanh: bool = option(False, "Legalize chlo.atanh of floats to mhlo.atanh")
    enable_cosh: bool = option(False, "Legalize chlo.cosh of floats to mhlo.cosh")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        enabled = tuple(name for name in OPTIONAL_OPS if getattr(self, name))
        # Ops a pattern creates take the location of the chlo op they replace; as upstream's dialect
        # conversion, the pass erases no unused op.
        patterns = populate_chlo_to_high_level_mhlo_patterns(enabled)
        applier = GreedyRewritePatternApplier(patterns, dce_enabled=False)
        PatternRewriteWalker(InheritLocation(applier)).rewrite_module(op)
        TARGET.report_illegal(op)


@dataclass(frozen=True)
class ChloLegalizeToHloPass(ChloLegalizeToMhloPass):
    """Legalize chlo to mhlo as mlir-hlo's `chlo-legalize-to-hlo`: erf and top_k to mhlo.erf and mhlo.topk.

    It is chlo-legalize-to-mhlo, except that the chlo ops whose mhlo twin XLA computes itself become that op
    rather than their decomposition (erf, top_k):

        %0 = chlo.erf %x : tensor<4xf64> -> tensor<4xf64>   ->   %0 = mhlo.erf %x : tensor<4xf64>
        %v, %i = chlo.top_k(%x, k = 8) : ...                  ->   %v, %i = mhlo.topk(%x, k = 8) : ...

    (`chlo-legalize-to-mhlo`, which aiopt's pipelines run, decomposes them.)
    """

    name = "chlo-legalize-to-hlo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = [UnaryChloToMhlo(chlo.ErfOp, "erf", float_only=False), TopKToMhlo()]
        # As upstream's dialect conversion, the pass erases no unused op.
        applier = GreedyRewritePatternApplier(patterns, dce_enabled=False)
        PatternRewriteWalker(InheritLocation(applier)).rewrite_module(op)
        super().apply(ctx, op)
