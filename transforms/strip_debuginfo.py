"""`--strip-debuginfo`: replace every source location with `loc(unknown)`."""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnknownLoc

from aiopt.support.passes import DiagnosticPass


@dataclass(frozen=True)
class StripDebugInfoPass(DiagnosticPass):
    """Strip all location information from ops and block arguments.

    `"test.op"() : () -> () loc("a.mlir":3:4)` becomes `"test.op"() : () -> ()`
    (printed as `loc(unknown)` under `--mlir-print-debuginfo`).
    """

    name = "strip-debuginfo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        unknown = UnknownLoc()
        for nested in op.walk():
            nested.location = unknown
            for region in nested.regions:
                for block in region.blocks:
                    for arg in block.args:
                        arg.location = unknown
