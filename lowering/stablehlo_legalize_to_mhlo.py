"""`--stablehlo-legalize-to-mhlo` (also `stablehlo-legalize-to-hlo`): stablehlo ops to mhlo ops, one for one.

    %0 = stablehlo.add %a, %b : tensor<4xf32>      ->  %0 = mhlo.add %a, %b : tensor<4xf32>
    func.func @f(%t: !stablehlo.token)             ->  func.func @f(%t: !mhlo.token)

Custom calls that upstream's mhlo-to-stablehlo conversion uses to carry
mhlo-only ops (`stablehlo.custom_call @mhlo.erf(...) {mhlo.attributes = {...}}`)
become those ops again. `stablehlo.unary_einsum`, which upstream's mhlo no
longer has, is reported and makes the pass fail.
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.lowering.hlo_dialect_conversion import (
    MHLO,
    STABLEHLO,
    HloDialectConversion,
    convert_types_in_place,
    decoded_custom_call,
    encoded_op_type,
    populate_hlo_dialect_conversion_patterns,
)
from aiopt.support.diagnostics import DiagnosticError, emit_error, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.registry import option

STABLEHLO_TO_MHLO = HloDialectConversion(STABLEHLO, MHLO, unsupported=frozenset({"unary_einsum"}))
"""Our mhlo keeps unary_einsum, but upstream's mhlo has dropped it: like upstream, the pass rejects it."""


class DecodeMhloCustomCall(RewritePattern):
    """Turn upstream's custom-call encoding of an mhlo-only op back into the op.

        %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
        -> %0 = mhlo.erf %x : tensor<4xf32>
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_type = encoded_op_type(op, STABLEHLO_TO_MHLO)
        if op_type is None:
            return
        decoded = decoded_custom_call(op, op_type, STABLEHLO_TO_MHLO)
        try:
            if not decoded.regions:  # a body (all_reduce's) is converted after it: verified after the pass
                decoded.verify()
        except VerifyException as err:
            # What the encoding's attributes make is not a valid op (`largest = [1, 2]` for mhlo.topk); said at
            # the custom call, where ai-opt's verifier would say it after the pass (the compile API's lowering
            # tripped over the attribute before).
            raise DiagnosticError(op_error_message(decoded, str(err)), op) from None
        rewriter.replace(op, decoded)


def populate_stablehlo_legalize_to_mhlo_patterns() -> list[RewritePattern]:
    """The patterns of `--stablehlo-legalize-to-mhlo`."""
    return [DecodeMhloCustomCall(), *populate_hlo_dialect_conversion_patterns(STABLEHLO_TO_MHLO)]


@dataclass(frozen=True)
class StablehloLegalizeToMhloPass(DiagnosticPass):
    """Convert every stablehlo op, attribute and token type to its mhlo spelling; fail on ops mhlo lacks.

        %0 = stablehlo.compare  GT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        -> %0 = mhlo.compare  GT, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    """

    name = "stablehlo-legalize-to-mhlo"

    convert_xla_supported_stablehlo: bool = option(
        True,
        "Convert the stablehlo ops that XLA also reads as they are (upstream's default); false leaves stablehlo "
        "ops, and their types, unconverted",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not self.convert_xla_supported_stablehlo:
            return
        patterns = GreedyRewritePatternApplier(populate_stablehlo_legalize_to_mhlo_patterns(), dce_enabled=False)
        PatternRewriteWalker(patterns).rewrite_module(op)
        # The mhlo ops that were there already take mhlo's spelling of the types in them too
        # (`!mhlo.async_bundle<!stablehlo.token, ...>`), as upstream's type converter gives every op.
        for kept in [nested for nested in op.walk() if STABLEHLO_TO_MHLO.target.owns(nested)]:
            convert_types_in_place(kept, STABLEHLO_TO_MHLO)
        for left in STABLEHLO_TO_MHLO.conversion_target.illegal_ops_in(op):
            if left.name == "stablehlo.unary_einsum":
                # Upstream's pattern says why before its conversion reports the op.
                emit_error(left, "UnaryEinsumOp is deprecated and not supported in MHLO")
        STABLEHLO_TO_MHLO.conversion_target.report_illegal(op)
