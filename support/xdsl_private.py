"""The accessors of xDSL's private parser and printer state that dialects need, in one place.

xDSL 0.74 has no public way to peek at the next token, to go back to a
position, to share the parser state with a sub-parser, to give a printed SSA
value a second name, or to parse a dense literal's body; the custom syntax of
some ops (HLO's optional parts, `check.expect_*`, affine maps) needs each.
Dialect code calls these instead of touching `parser._...`, so that an xDSL
upgrade that changes them breaks here only. (The parser subclass itself,
`aiopt.support.parsing.LocatedParser`, and its lexer, overrides private methods too; its
docstring lists them.)
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer


def peek(parser: Parser) -> str:
    """The text of the next token, not consumed (`"("`, `"["`, `">"`, ...)."""
    return parser._current_token.text  # pyright: ignore[reportPrivateUsage]


def rewind(parser: Parser, pos: int) -> None:
    """Go back to `pos` (a `parser.pos` read before), to parse what follows another way."""
    parser._resume_from(pos)  # pyright: ignore[reportPrivateUsage]


def parser_state(parser: Parser) -> Any:
    """The state a sub-parser shares with `parser` (lexer and position)."""
    return parser._parser_state  # pyright: ignore[reportPrivateUsage]


def parse_tensor_literal(parser: Parser) -> Any:
    """The nested list of a dense literal's elements (`[[1, 2], [3, 4]]`), as xDSL parses it."""
    return parser._parse_tensor_literal()  # pyright: ignore[reportPrivateUsage]


def parse_dense_literal_type(parser: Parser) -> Any:
    """The `: type` of a dense literal."""
    return parser._parse_dense_literal_type()  # pyright: ignore[reportPrivateUsage]


def alias_ssa_name(printer: Printer, alias: SSAValue, name: str) -> None:
    """Make `printer` print `alias` with `name`, already given to another value."""
    printer._ssa_values[alias] = name  # pyright: ignore[reportPrivateUsage]


def propagate_op_errors(interpreter: Any) -> None:
    """Make an xDSL `Interpreter` let an op implementation's exception propagate as it is.

    xDSL's implementation table catches every exception of an implementation
    and re-raises it through `op.emit_error`, which prints the whole module
    (generic form) into the exception's notes, once per nesting level: an
    error 200 calls deep printed the module 200 times (16 s). The reference
    interpreter locates its errors itself (`aiopt.reference.interpreter`).
    """
    from xdsl.interpreter import InterpretationError

    impls = interpreter._impls  # pyright: ignore[reportPrivateUsage]
    table = impls._impl_dict  # pyright: ignore[reportPrivateUsage]

    def run(interpreter: Any, op: Any, args: tuple[Any, ...]) -> Any:
        entry = table.get(type(op))
        if entry is None:
            raise InterpretationError(f"Could not find interpretation function for op {op.name}")
        function_table, impl = entry
        return impl(function_table, interpreter, op, args)

    impls.run = run
