"""A test plugin with three dialects, to show how a dialect tells the inliner what may be inlined.

`inl` declares an inliner interface that lets `inl.movable` be inlined and keeps `inl.pinned` where it is;
`opaque` declares none, so none of its ops is inlined (upstream's rule for a dialect without a
DialectInlinerInterface); `everywhere` declares the base interface, which lets every op be inlined.
"""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.ir import Dialect, Operation, Region
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def

from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.registry import Registry


class _UnaryI32(IRDLOperation):
    input = operand_def(i32)
    result = result_def(i32)
    assembly_format = "$input attr-dict"


@irdl_op_definition
class MovableOp(_UnaryI32):
    name = "inl.movable"


@irdl_op_definition
class PinnedOp(_UnaryI32):
    name = "inl.pinned"


@irdl_op_definition
class OpaqueOp(_UnaryI32):
    name = "opaque.op"


@irdl_op_definition
class EverywhereOp(_UnaryI32):
    name = "everywhere.op"


class InlInlinerInterface(DialectInlinerInterface):
    """Only `inl.movable` may be inlined."""

    def is_legal_to_inline(self, op: Operation, dest: Region, would_be_cloned: bool) -> bool:
        return isinstance(op, MovableOp)


def register(registry: Registry) -> None:
    registry.register_dialect("inl", Dialect("inl", [MovableOp, PinnedOp], [], [InlInlinerInterface()]))
    registry.register_dialect("opaque", Dialect("opaque", [OpaqueOp], []))
    registry.register_dialect("everywhere", Dialect("everywhere", [EverywhereOp], [], [DialectInlinerInterface()]))
