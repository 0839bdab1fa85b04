"""`--mhlo-legalize-to-stablehlo` (also `hlo-legalize-to-stablehlo`): mhlo ops to stablehlo ops, one for one.

    %0 = mhlo.add %a, %b : tensor<4xf32>      ->  %0 = stablehlo.add %a, %b : tensor<4xf32>
    func.func @f(%t: !mhlo.token)             ->  func.func @f(%t: !stablehlo.token)

As upstream does, `mhlo.erf` and `mhlo.topk`, which stablehlo lacks, become
custom calls that `--stablehlo-legalize-to-mhlo` turns back into them (so do
mhlo.acos, acosh, atanh and cosh, chlo ops in stablehlo); the
first other mhlo-only op (copy, fusion, bitcast, ...) is reported and makes
the pass fail, unless `allow-xla-features` keeps them (partial conversion).
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.lowering.hlo_dialect_conversion import (
    CUSTOM_CALL_ENCODED_OPS,
    MHLO,
    STABLEHLO,
    HloDialectConversion,
    convert_types_in_place,
    custom_call_encoding,
    is_tuple_all_to_all,
    populate_hlo_dialect_conversion_patterns,
)
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

MHLO_TO_STABLEHLO = HloDialectConversion(MHLO, STABLEHLO)


@dataclass
class EncodeAsCustomCall(RewritePattern):
    """Carry mhlo-only op `mnemonic` through stablehlo as upstream does, as a custom call.

        %0 = mhlo.erf %x : tensor<4xf32>
        -> %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
    """

    mnemonic: str

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if MHLO.owns(op) and op.MNEMONIC == self.mnemonic:
            rewriter.replace(op, custom_call_encoding(op, MHLO_TO_STABLEHLO))


class EncodeTupleAllToAll(RewritePattern):
    """An experimental feature (`allow-experimental-features`): mhlo.all_to_all in tuple form as a custom call.

        %0:2 = "mhlo.all_to_all"(%a, %b) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : ...
        -> %0:2 = stablehlo.custom_call @mhlo.all_to_all(%a, %b) {mhlo.attributes = {replica_groups = ...},
                                                                  mhlo.version = 1 : i64} : ...
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if MHLO.owns(op) and is_tuple_all_to_all(op):
            rewriter.replace(op, custom_call_encoding(op, MHLO_TO_STABLEHLO))


def populate_mhlo_legalize_to_stablehlo_patterns(allow_experimental_features: bool = False) -> list[RewritePattern]:
    """The patterns of `--mhlo-legalize-to-stablehlo`."""
    return [
        *(EncodeAsCustomCall(mnemonic) for mnemonic in sorted(CUSTOM_CALL_ENCODED_OPS)),
        *([EncodeTupleAllToAll()] if allow_experimental_features else []),
        *populate_hlo_dialect_conversion_patterns(MHLO_TO_STABLEHLO),
    ]


@dataclass(frozen=True)
class MhloLegalizeToStablehloPass(DiagnosticPass):
    """Convert every mhlo op, attribute and token type to its stablehlo spelling; fail on ops stablehlo lacks.

        %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<4x2xf32>
        -> %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
    """

    name = "mhlo-legalize-to-stablehlo"

    allow_experimental_features: bool = option(
        False,
        "Encode experimental mhlo features as stablehlo custom calls (mhlo.all_to_all in tuple form)",
    )
    allow_xla_features: bool = option(
        False, "Keep the mhlo ops stablehlo lacks (their types converted) instead of failing on them"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = GreedyRewritePatternApplier(
            populate_mhlo_legalize_to_stablehlo_patterns(self.allow_experimental_features), dce_enabled=False
        )
        PatternRewriteWalker(patterns).rewrite_module(op)
        if self.allow_xla_features:
            for left in MHLO_TO_STABLEHLO.conversion_target.illegal_ops_in(op):
                convert_types_in_place(left, MHLO_TO_STABLEHLO)
            return
        # As upstream's full conversion: the first op that cannot be converted fails the pass.
        MHLO_TO_STABLEHLO.conversion_target.report_illegal(op, first_only=True)
