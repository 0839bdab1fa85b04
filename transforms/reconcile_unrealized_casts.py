"""`--reconcile-unrealized-casts`: fold chains of `builtin.unrealized_conversion_cast` away.

As upstream's pass: a chain of casts that leads back to the type it started
from is replaced by its input, and unused casts are erased; a cast that
still bridges two different types is left in place, silently (xDSL's pass
prints a Python warning for it, which is why this one replaces it):

    %0 = builtin.unrealized_conversion_cast %a : i64 to index
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    llvm.return %1 : i64

becomes `llvm.return %a : i64`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms.reconcile_unrealized_casts import ReconcileUnrealizedCastsPattern

from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import OpClassWalker


@dataclass(frozen=True)
class ReconcileUnrealizedCastsPass(DiagnosticPass):
    """Simplify and eliminate unrealized conversion casts (upstream's `reconcile-unrealized-casts`)."""

    name = "reconcile-unrealized-casts"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # xDSL's `reconcile_unrealized_casts`, its walker starting from the casts only (the pattern's class).
        OpClassWalker(ReconcileUnrealizedCastsPattern(warn_on_failure=False)).rewrite_module(op)
