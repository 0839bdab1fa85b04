"""Parsing MLIR text into xDSL IR with MLIR's source locations and diagnostics.

xDSL's parser leaves every op at `loc(unknown)` unless the text spells out a
`loc(...)`, and reports undefined values at the end of the file. `mlir-opt`
gives each op the `file:line:col` of its name, which is what verifier errors
and `expected-error` annotations point at. `LocatedParser` adds that.
"""

from __future__ import annotations

from bisect import bisect_right

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.parser.core import UnresolvedOperand
from xdsl.utils.exceptions import ParseError

from aiopt.tools.diagnostics import DiagnosticError, SourceLoc


class LocatedParser(Parser):
    """An xDSL parser that stamps each op with the location of its name token."""

    def __init__(self, ctx: Context, text: str, name: str):
        super().__init__(ctx, text, name)
        self._filename = StringAttr(name)
        self._line_starts = [0]
        self._line_starts.extend(i + 1 for i, ch in enumerate(text) if ch == "\n")
        self._op_name_offsets: list[int] = []
        self._first_forward_use: dict[str, int] = {}

    def offset_to_loc(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        line = bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

    def source_loc(self, offset: int) -> SourceLoc:
        """The SourceLoc of a character offset."""
        return SourceLoc(self._filename.data, *self.offset_to_loc(offset))

    def current_offset(self) -> int:
        """Where parsing stands: the start of the current token."""
        return self._current_token.span.start

    # xDSL parses the `%a, %b =` result list first and the op name right
    # after it; this is the one hook where the name token is current.
    def _parse_op_result_list(self):
        results = super()._parse_op_result_list()
        self._op_name_offsets.append(self._current_token.span.start)
        return results

    def parse_operation(self) -> Operation:
        op = super().parse_operation()
        offset = self._op_name_offsets.pop()
        if isinstance(op.location, UnknownLoc):
            line, column = self.offset_to_loc(offset)
            op.location = FileLineColLoc(self._filename, IntAttr(line), IntAttr(column))
        return op

    def resolve_operand(self, operand: UnresolvedOperand, type: Attribute):
        name = operand.span.text[1:]
        if name not in self.ssa_values:
            self._first_forward_use.setdefault(name, operand.span.start)
        return super().resolve_operand(operand, type)

    def first_undefined_use(self) -> tuple[str, int] | None:
        """The earliest use of a value that was never defined, if any."""
        pending = [
            (offset, name)
            for name, offset in self._first_forward_use.items()
            if name in self.forward_ssa_references
        ]
        if not pending:
            return None
        offset, name = min(pending)
        return name, offset


def parse_module(ctx: Context, text: str, filename: str) -> ModuleOp:
    """Parse `text` into a module; any problem in the text becomes a DiagnosticError.

    Locations are lines and columns of `text`; a caller parsing one chunk of a
    file pads the chunk with newlines so that lines count as in the whole file.
    """
    parser = LocatedParser(ctx, text, filename)
    try:
        return parser.parse_module()
    except ParseError as err:
        undefined = parser.first_undefined_use()
        if undefined is not None and err.msg.startswith("values used but not defined"):
            name, offset = undefined
            raise DiagnosticError(
                f"use of undeclared SSA value name '%{name}'",
                location=parser.source_loc(offset),
            ) from None
        raise DiagnosticError(
            _first_line(err.msg), location=parser.source_loc(err.span.start)
        ) from None
    except RecursionError:
        raise DiagnosticError(
            "input is nested too deeply",
            location=parser.source_loc(parser.current_offset()),
        ) from None
    except DiagnosticError:
        raise
    except Exception as err:  # noqa: BLE001
        # xDSL raises plain Python errors (VerifyException from attribute
        # constructors, ValueError, KeyError, ...) for some malformed input.
        # They are about the text, so they are reported where parsing stopped.
        raise DiagnosticError(
            _describe(err), location=parser.source_loc(parser.current_offset())
        ) from None


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0] if message.strip() else "parse error"


def _describe(err: Exception) -> str:
    return _first_line(str(err)) if str(err).strip() else type(err).__name__
