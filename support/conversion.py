"""Conversion targets: which ops a conversion must leave none of, as MLIR's `ConversionTarget`.

A conversion applies its patterns, then asks its target for the ops left
that are illegal; each is reported where it is, with upstream's message, and
the pass fails (see `aiopt.support.passes`):

    target = ConversionTarget(illegal_dialects=("mhlo", "stablehlo"))
    target.report_illegal(module)
    # error: failed to legalize operation 'mhlo.add'

An op whose parent op is illegal (in a reduce body) is reported through
that parent only, and so is an op in a function that an illegal op left
calls through its `called_computations` (a custom_call's comparator, whose
`mhlo.return` would otherwise be reported first). Ops of an illegal dialect
stay legal when `legal_ops` names their class (`chlo.constant_like` while
compositions are not expanded).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Operation

from aiopt.support.diagnostics import emit_error
from aiopt.support.worklist_population import walk_ops


@dataclass(frozen=True)
class ConversionTarget:
    """The ops a conversion makes illegal.

    `illegal_dialects` are namespaces (`"mhlo"`), `illegal_ops` full op names
    (`"memref.copy"`), `legal_ops` op classes exempt from both, `dynamically_legal` a test of the
    ops exempt where they are (lmhlo ops in the scalar body of a reduce). With
    `explicitly_illegal`, the message says so, as upstream's does for ops of a
    dialect marked with `addIllegalDialect`.
    """

    illegal_dialects: tuple[str, ...] = ()
    illegal_ops: tuple[str, ...] = ()
    legal_ops: tuple[type[Operation], ...] = ()
    explicitly_illegal: bool = False
    dynamically_legal: Callable[[Operation], bool] | None = None
    """Ops of the illegal set that are legal where this says so (upstream's `addDynamicallyLegalOp`)."""

    def is_illegal(self, op: Operation) -> bool:
        """Whether `op` must not be left by the conversion."""
        if self.legal_ops and isinstance(op, self.legal_ops):
            return False
        if self.dynamically_legal is not None and self.dynamically_legal(op):
            return False
        return op.name.split(".", 1)[0] in self.illegal_dialects or op.name in self.illegal_ops

    def illegal_ops_in(self, root: Operation) -> list[Operation]:
        """The illegal ops under `root` (itself included) whose parent op is not illegal too, and that are not in
        a function an illegal op among them calls (`called_computations`)."""
        left = [
            op
            for op in walk_ops(root)
            if self.is_illegal(op) and ((parent := op.parent_op()) is None or not self.is_illegal(parent))
        ]
        called = {name for op in left for name in _called_computations(op)}
        return [op for op in left if not called or _enclosing_symbol(op) not in called]

    def report_illegal(
        self, root: Operation, reason: Callable[[Operation], str] | None = None, first_only: bool = False
    ) -> int:
        """Emit `failed to legalize operation 'X'` at each illegal op left (the first only, if asked); their count.

        `reason(op)` may add a suffix (`": unranked tensor types are not supported"`).
        """
        suffix = " that was explicitly marked illegal" if self.explicitly_illegal else ""
        left = self.illegal_ops_in(root)
        for op in left[:1] if first_only else left:
            emit_error(op, f"failed to legalize operation '{op.name}'{suffix}{reason(op) if reason else ''}")
        return len(left)


def _called_computations(op: Operation) -> list[str]:
    """The functions `op` names in its `called_computations` (a custom_call's)."""
    callees = op.properties.get("called_computations", op.attributes.get("called_computations"))
    if not isinstance(callees, ArrayAttr):
        return []
    return [callee.root_reference.data for callee in callees.data if isinstance(callee, SymbolRefAttr)]


def _enclosing_symbol(op: Operation) -> str | None:
    """The name of the closest op around `op` that defines a symbol (its function), if any."""
    parent = op.parent_op()
    while parent is not None:
        name = parent.properties.get("sym_name", parent.attributes.get("sym_name"))
        if isinstance(name, StringAttr):
            return name.data
        parent = parent.parent_op()
    return None
