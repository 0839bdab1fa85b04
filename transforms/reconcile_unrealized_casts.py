"""`--reconcile-unrealized-casts`: fold chains of `builtin.unrealized_conversion_cast` away.

As upstream's pass: a chain of casts that leads back to the type it started
from is replaced by its input, and unused casts are erased; a cast that
still bridges two different types is left in place, silently (xDSL's pass
prints a Python warning for it, which is why this one replaces it):

    %0 = builtin.unrealized_conversion_cast %a : i64 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    llvm.return %1 : i64

becomes `llvm.return %a : i64`. Casts of several values, or of none, fold the
same way (`%a, %b : i64, i64 to complex<f32>` and back again is `%a, %b`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnrealizedConversionCastOp
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern
from xdsl.transforms import reconcile_unrealized_casts

from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import OpClassWalker


def _input_cast(cast: UnrealizedConversionCastOp) -> UnrealizedConversionCastOp | None:
    """The cast whose results are exactly `cast`'s inputs, in order (upstream's getInputCast), or None."""
    if not cast.inputs:
        return None
    owner = cast.inputs[0].owner
    if not isinstance(owner, UnrealizedConversionCastOp) or tuple(owner.results) != tuple(cast.inputs):
        return None
    return owner


class ReconcileUnrealizedCastsPattern(reconcile_unrealized_casts.ReconcileUnrealizedCastsPattern):
    """Erase an unused cast, or replace a cast by the inputs of the first cast up its chain that starts
    from its result types (upstream's reconcileUnrealizedCasts, one cast at a time):

        %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to complex<f32>
        %1 = builtin.unrealized_conversion_cast %0 : complex<f32> to i64, i64
        "test.use"(%1#0, %1#1) : (i64, i64) -> ()

    becomes `"test.use"(%a, %b)`. xDSL's pattern asserts that every cast of a chain has as many results as
    the chain's first cast has inputs, so a live cast of two values into one (or of none into one) was an
    AssertionError; it also walks the chain down from each cast where upstream walks it up.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: UnrealizedConversionCastOp, rewriter: PatternRewriter, /):
        if not any(result.uses for result in op.results):
            rewriter.erase(op)
            return
        result_types = tuple(op.result_types)
        cast = op
        while cast is not None:
            if tuple(cast.inputs.types) == result_types:
                rewriter.replace(op, [], list(cast.inputs))
                return
            cast = _input_cast(cast)


@dataclass(frozen=True)
class ReconcileUnrealizedCastsPass(DiagnosticPass):
    """Simplify and eliminate unrealized conversion casts (upstream's `reconcile-unrealized-casts`).

    Example, `ai-opt --reconcile-unrealized-casts`:

        func.func @f(%a: i64) -> i64 {
          %0 = builtin.unrealized_conversion_cast %a : i64 to index
          %1 = builtin.unrealized_conversion_cast %0 : index to i64
          func.return %1 : i64
        }

    becomes

        func.func @f(%arg0: i64) -> i64 {
          return %arg0 : i64
        }
    """

    name = "reconcile-unrealized-casts"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Its walker starts from the casts only (the pattern's class).
        OpClassWalker(ReconcileUnrealizedCastsPattern()).rewrite_module(op)
