"""Module verification that reports the failing op at its source location.

xDSL's `Operation.verify` raises a bare `VerifyException` that does not say
which op failed. MLIR reports `file:line:col: error: 'dialect.op' op message`,
so this walks the IR itself and verifies one op at a time, parents before
their regions as MLIR's verifier does.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.ir import Block, Operation
from xdsl.traits import NoTerminator, SymbolTable
from xdsl.utils.exceptions import DiagnosticException
from xdsl.utils.symbol_table import get_name_if_symbol

from aiopt.dialects.branch_op_interface import verify_successor_operands
from aiopt.tools.diagnostics import DiagnosticError, op_error_message


def verify_operation(root: Operation) -> None:
    """Verify `root` and everything nested in it; raise DiagnosticError on the first failure."""
    for op in _preorder(root):
        _verify_unique_symbols(op)
        try:
            op.verify(verify_nested_ops=False)
            verify_successor_operands(op)
        except DiagnosticError:
            raise
        except DiagnosticException as err:
            raise DiagnosticError(op_error_message(op, _message(err)), op) from None
        except RecursionError:
            raise DiagnosticError(op_error_message(op, "is nested too deeply"), op) from None
        except Exception as err:
            # Some xDSL verifiers trip over malformed IR with plain Python
            # errors; the IR is at fault, so it is still a verifier failure.
            raise DiagnosticError(
                op_error_message(op, f"failed to verify: {_message(err)}"), op
            ) from None
        for region in op.regions:
            for block in region.blocks:
                _verify_block(block, op)


def _verify_unique_symbols(op: Operation) -> None:
    """A symbol table defines each name once, reported at the second definition as MLIR does.

    xDSL's SymbolTable trait raises at the table itself (the implicit module,
    which has no location); MLIR points at the redefinition and its original.
    """
    if not op.has_trait(SymbolTable, value_if_unregistered=False):
        return
    seen: dict[str, Operation] = {}
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                try:
                    name = get_name_if_symbol(child)
                except DiagnosticException:
                    continue  # a malformed symbol: its own verifier reports it
                if name is None:
                    continue
                if name in seen:
                    raise DiagnosticError(
                        f"redefinition of symbol named '{name}'",
                        child,
                        notes=[("see existing symbol definition here", seen[name])],
                    )
                seen[name] = child


def _preorder(root: Operation) -> Iterator[Operation]:
    # An explicit stack instead of xDSL's recursive `walk`, whose generators
    # nest three deep per level of regions and run out of recursion depth.
    stack = [root]
    while stack:
        op = stack.pop()
        yield op
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                stack.extend(reversed(block.ops))


def _verify_block(block: Block, parent: Operation) -> None:
    # `verify(verify_nested_ops=False)` skips xDSL's block checks; this is
    # the one of them that is about the IR rather than xDSL's own pointers.
    # Only the single block of an op that may lack a terminator may be empty.
    if block.first_op is not None:
        return
    if block.parent is not None and len(block.parent.blocks) == 1 and parent.has_trait(NoTerminator):
        return
    raise DiagnosticError("empty block: expect at least a terminator", parent)


def _message(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
