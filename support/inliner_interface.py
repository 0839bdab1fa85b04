"""What the inliner may move into another function: upstream's DialectInlinerInterface, one per dialect.

Upstream's inliner asks the dialect of each op of a callee, through that
dialect's `DialectInlinerInterface`, whether the op may be inlined; an op of
a dialect without the interface (or an unregistered op) keeps its function
from being inlined. A dialect declares the interface among its xDSL dialect
interfaces, where the dialect is defined; a plugin's dialect does the same:

    Toy = Dialect("toy", [ConstantOp, AddOp, ...], [], [DialectInlinerInterface()])

The base class lets every op of the dialect be inlined anywhere (what
arith's, scf's and mlir-hlo's interfaces answer); a dialect that allows less
overrides `is_legal_to_inline`, as affine does for affine ops moved into an
affine loop.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialect_interfaces import DialectInterface
from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Dialect, Operation, Region


class DialectInlinerInterface(DialectInterface):
    """Upstream's `DialectInlinerInterface::isLegalToInline` for the ops of one dialect."""

    def is_legal_to_inline(self, op: Operation, dest: Region, would_be_cloned: bool) -> bool:
        """Whether `op`, of a callee, may be inlined into `dest`, the region of the call (`would_be_cloned`:
        the callee stays, and a copy of `op` is inlined). The base class allows every op anywhere."""
        return True


def with_interfaces(dialect: Dialect, *interfaces: DialectInterface) -> Dialect:
    """`dialect` (xDSL's, say) with `interfaces` added to its own: the same ops and attributes."""
    own = dialect._interfaces  # pyright: ignore[reportPrivateUsage]  (xDSL has no public accessor)
    return Dialect(dialect.name, list(dialect.operations), list(dialect.attributes), [*own, *interfaces])


def inliner_interface(ctx: Context, op: Operation) -> DialectInlinerInterface | None:
    """The inliner interface of `op`'s dialect as `ctx` registers it, or None (no interface, or an
    unregistered op or dialect)."""
    if isinstance(op, UnregisteredOp):
        return None
    dialect = ctx.get_optional_dialect(op.dialect_name())
    return None if dialect is None else dialect.get_interface(DialectInlinerInterface)
