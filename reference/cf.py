"""Numpy reference semantics of the `cf` ops that `convert-scf-to-cf` makes: br, cond_br, switch, assert.

They let the reference interpreter run programs whose functions are CFGs
of blocks:

    ^bb1(%i: index):
      %c = arith.cmpi slt, %i, %n : index
      cf.cond_br %c, ^bb2, ^bb3

The reference interpreter's region loop (`Interpreter.run_blocks` of
`aiopt.reference.interpreter`) follows branches itself: from a branch's
successor, block after block, until a terminator that is not a branch
(`func.return`, `scf.yield`) returns from the region, in one scope and not
by nested calls, so long loops neither grow the Python stack nor stack
scopes. A branch that an op runs on its own (as a terminator) runs the rest
of the region the same way.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Block, Operation

from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import DiagnosticError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _br(interpreter, op: Operation, args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
    return op.successor, args


def _cond_br(interpreter, op: Operation, args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
    if bool(args[0]):
        return op.then_block, interpreter.get_values(op.then_arguments)
    return op.else_block, interpreter.get_values(op.else_arguments)


def _switch(interpreter, op: Operation, args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
    flag = int(args[0])
    cases = op.case_values.get_values() if op.case_values is not None else ()
    sizes = op.case_operand_segments.get_values()
    start = 0
    for value, block, size in zip(cases, op.case_blocks, sizes):
        if int(value) == flag:
            return block, interpreter.get_values(op.case_operands[start : start + size])
        start += size
    return op.default_block, interpreter.get_values(op.default_operands)


_BRANCHES = {"cf.br": _br, "cf.cond_br": _cond_br, "cf.switch": _switch}
"""The successor block and its arguments, for each branch op."""

BRANCH_OPS = frozenset(_BRANCHES)
"""The branch ops `branch_target` follows."""


def branch_target(interpreter, op: Operation, args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
    """Where the branch `op` (one of BRANCH_OPS) goes on operands `args`: its successor and the successor's
    arguments. `interpreter.get_values` gives the values of the branch's other operands."""
    return _BRANCHES[op.name](interpreter, op, args)


def run_blocks(interpreter, block: Block, block_args: tuple[Any, ...]) -> tuple[Any, ...]:
    """Run blocks from `block` on, following branches, until a terminator returns from the region
    (`aiopt.reference.interpreter.Interpreter.run_blocks`, which follows branches itself: this runs the
    rest of a region for a branch that an op runs on its own)."""
    return interpreter.run_blocks(block, block_args)


@IMPLEMENTATIONS.register(*_BRANCHES)
def branch(interpreter, op, args):
    block, block_args = _BRANCHES[op.name](interpreter, op, args)
    return run_blocks(interpreter, block, block_args)


@IMPLEMENTATIONS.register("cf.assert")
def assert_(interpreter, op, args):
    if not bool(args[0]):
        raise DiagnosticError(op_error_message(op, f"assertion failed: {op.msg.data}"), op)
    return ()
