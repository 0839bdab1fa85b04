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

from collections.abc import Callable
from typing import Any

from xdsl.ir import Block, Operation

from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.formatted_asserts import fill_in, formatted_fields

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


Branch = Callable[[tuple[Any, ...]], tuple[Block, tuple[Any, ...]]]
"""Where a branch goes on the values of all its operands, in order: its successor and the successor's arguments."""


def _br(op: Operation) -> Branch:
    successor = op.successor
    return lambda args: (successor, args)


def _cond_br(op: Operation) -> Branch:
    # The operands: the condition, then the then-arguments, then the else-arguments.
    then_block, else_block, end = op.then_block, op.else_block, 1 + len(op.then_arguments)
    return lambda args: (then_block, args[1:end]) if bool(args[0]) else (else_block, args[end:])


def _switch(op: Operation) -> Branch:
    # The operands: the flag, the default arguments, then each case's arguments.
    start = 1 + len(op.default_operands)
    cases = []
    for value, block, size in zip(
        op.case_values.get_values() if op.case_values is not None else (), op.case_blocks,
        op.case_operand_segments.get_values(),
    ):  # fmt: skip
        cases.append((int(value), block, start, start + size))
        start += size
    default, default_end = op.default_block, 1 + len(op.default_operands)

    def branch(args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
        flag = int(args[0])
        for value, block, first, end in cases:
            if value == flag:
                return block, args[first:end]
        return default, args[1:default_end]

    return branch


_BRANCHES: dict[str, Callable[[Operation], Branch]] = {"cf.br": _br, "cf.cond_br": _cond_br, "cf.switch": _switch}
"""How each branch op's successor and its arguments follow from its operands."""

BRANCH_OPS = frozenset(_BRANCHES)
"""The branch ops `branch_target` follows."""


def branch_function(op: Operation) -> Branch:
    """Where the branch `op` (one of BRANCH_OPS) goes, as a function of the values of all its operands: what it
    reads of the op is read once (`Interpreter.run_blocks` keeps it for a loop's branch, taken many times)."""
    return _BRANCHES[op.name](op)


def branch_target(interpreter, op: Operation, args: tuple[Any, ...]) -> tuple[Block, tuple[Any, ...]]:
    """Where the branch `op` (one of BRANCH_OPS) goes on the values `args` of its operands: its successor and the
    successor's arguments. (`interpreter` is not used: the arguments are among `args`.)"""
    return branch_function(op)(tuple(args))


def run_blocks(interpreter, block: Block, block_args: tuple[Any, ...]) -> tuple[Any, ...]:
    """Run blocks from `block` on, following branches, until a terminator returns from the region
    (`aiopt.reference.interpreter.Interpreter.run_blocks`, which follows branches itself: this runs the
    rest of a region for a branch that an op runs on its own)."""
    return interpreter.run_blocks(block, block_args)


@IMPLEMENTATIONS.register(*_BRANCHES)
def branch(interpreter, op, args):
    block, block_args = branch_target(interpreter, op, args)
    return run_blocks(interpreter, block, block_args)


@IMPLEMENTATIONS.register("cf.assert")
def assert_(interpreter, op, args):
    """A located error where the condition is false; its message's `{k}` filled in with the function's
    arguments where the function is marked `aiopt.format_arguments` (`aiopt.support.formatted_asserts`)."""
    if not bool(args[0]):
        message = op.msg.data
        if formatted_fields(op) is not None:
            message = fill_in(op, interpreter.get_values(op.parent_op().body.blocks[0].args))
        raise DiagnosticError(op_error_message(op, f"assertion failed: {message}"), op)
    return ()
