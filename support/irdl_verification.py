"""The checks of an op's IRDL definition, for op classes that replace xDSL's generated `verify_`.

An op class that subclasses an xDSL op and overrides `verify_` replaces the
`verify_` that `irdl_op_definition` generated, which checked the operand,
result, region and property constraints; such a `verify_` calls
`verify_irdl_constraints(self)` first:

    class ExtFOp(arith.ExtFOp):
        def verify_(self) -> None:
            verify_irdl_constraints(self)
            ...  # upstream's own checks

Kept apart from the dialects that use it, so that loading one (`arith`) does
not import another (`tensor`).
"""

from __future__ import annotations

from xdsl.irdl import IRDLOperation


def verify_irdl_constraints(op: IRDLOperation) -> None:
    """The operand, result, region and property constraints of `op`'s IRDL definition."""
    type(op).get_irdl_definition().verify(op)
