"""MLIR's BranchOpInterface check: branch operands must match the target blocks' arguments.

xDSL 0.74 has no such interface, and its `cf.br`, `cf.cond_br`,
`cf.switch`, `llvm.br` and `llvm.cond_br` do not check that they pass one value of the right type per
argument of each successor; `canonicalize` then crashes on such IR. The
verifier (`aiopt.support.verifier`) asks `successor_operands` which operands
go to which successor and reports mismatches with MLIR's messages:

    cf.br ^bb1(%a, %b : i32, i32)   // error: branch has 2 operands for successor #0, but target block has 1
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from xdsl.ir import Operation, SSAValue
from xdsl.utils.exceptions import VerifyException


def successor_operands(op: Operation) -> list[Sequence[SSAValue]] | None:
    """The operands passed to each successor of a known branch op, or None for other ops."""
    # The verifier asks this of every op: while xDSL's cf dialect is not
    # loaded, no op is one of its branches, and a run that never meets `cf`
    # does not import it.
    llvm = sys.modules.get("xdsl.dialects.llvm")
    if llvm is not None:
        if isinstance(op, llvm.BrOp):
            return [op.arguments]
        if isinstance(op, llvm.CondBrOp):
            return [op.then_arguments, op.else_arguments]
    cf = sys.modules.get("xdsl.dialects.cf")
    if cf is None:
        return None
    match op:
        case cf.BranchOp():
            return [op.arguments]
        case cf.ConditionalBranchOp():
            return [op.then_arguments, op.else_arguments]
        case cf.SwitchOp():
            groups: list[Sequence[SSAValue]] = [op.default_operands]
            start = 0
            for size in op.case_operand_segments.get_values():
                groups.append(op.case_operands[start : start + int(size)])
                start += int(size)
            return groups
        case _:
            return None


def verify_successor_operands(op: Operation) -> None:
    """Raise VerifyException when a branch op passes the wrong values to a successor."""
    if not op._successors:  # (xDSL's tuple of the successors, which `successors` views)
        return  # (nothing to check, and no `isinstance` of the op with each branch class)
    groups = successor_operands(op)
    if groups is None:
        return
    for index, (successor, operands) in enumerate(zip(op.successors, groups)):
        if len(operands) != len(successor.args):
            raise VerifyException(
                f"branch has {len(operands)} operands for successor #{index}, "
                f"but target block has {len(successor.args)}"
            )
        for position, (operand, argument) in enumerate(zip(operands, successor.args)):
            if operand.type != argument.type:
                raise VerifyException(
                    f"type mismatch for bb argument #{position} of successor #{index}: "
                    f"{operand.type} is passed to an argument of type {argument.type}"
                )
