"""Read an op's declarative assembly format when the op is first parsed or printed (issue 19).

xDSL reads the `assembly_format` text of every op class when the class is
defined (`irdl_op_definition` calls `FormatProgram.from_str`), so a driver
that parses one `arith.addi` first reads the formats of all 58 ops of
`arith`, `func` and `builtin`: 7.5 ms of `ai-opt`'s 95 ms of start-up on
a three-op file. A driver that calls `install()` before it imports xDSL's
dialects gets, for each op class defined afterwards, a `DeferredFormatProgram`
that reads the text the first time an op of that class is parsed or printed,
and from then on is that `FormatProgram`:

    install()
    from xdsl.dialects import arith       # no format read
    parse("%c = arith.addi %a, %b : i32")  # arith.addi's format read here, once

The ops parse and print exactly as before: the same text is read by the same
xDSL code into the same program, only later. A format that xDSL cannot read
raises the same `PyRDLOpDefinitionError` as it would have at class
definition, at the op's first use instead; the test suite reads every
registered op's format (`test/tools/test_deferred_formats.py`), so no format
of ours can fail so. Only the drivers install it (the test suite and library
users read formats at class definition, as xDSL does), after
`aiopt.tools.startup_cache.install()`, which must come before any xDSL import.
"""

from __future__ import annotations

from typing import Any

_installed = False
deferred = 0
"""How many formats this process deferred (op classes defined since `install()`)."""
read = 0
"""How many of them it has read (op classes whose ops were parsed or printed)."""


class DeferredFormatProgram:
    """A `FormatProgram` read from `text` the first time it parses or prints an op."""

    __slots__ = ("_definition", "_program", "_text")

    def __init__(self, text: str, definition: Any):
        global deferred
        deferred += 1
        self._text = text
        self._definition = definition
        self._program: Any = None
        _programs.append(self)

    @property
    def program(self) -> Any:
        """The `FormatProgram` (read now, the first time)."""
        if self._program is None:
            global read
            from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

            try:
                self._program = _xdsl_from_str(self._text, self._definition)
                read += 1
            except ParseError as error:  # as irdl_op_definition reports it
                raise PyRDLOpDefinitionError("Error during the parsing of the assembly format: ", error.args) from error
        return self._program

    def parse(self, parser: Any, op_type: type) -> Any:
        return self.program.parse(parser, op_type)

    def print(self, printer: Any, op: Any) -> None:
        return self.program.print(printer, op)


_xdsl_from_str: Any = None
_programs: list[DeferredFormatProgram] = []
"""Every deferred program made in this process, read or not (`read_all`)."""


def read_all() -> None:
    """Read now every format deferred so far: what a process that forks many runs does once (the tool server).

    A format that cannot be read stays unread, and raises where a run first uses it, as without this.
    """
    from xdsl.utils.exceptions import PyRDLOpDefinitionError

    for program in _programs:
        try:
            program.program
        except PyRDLOpDefinitionError:
            pass


def install() -> bool:
    """Have op classes defined from now on read their assembly format at first use; False if done before."""
    global _installed, _xdsl_from_str
    if _installed:
        return False
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    _xdsl_from_str = FormatProgram.from_str
    FormatProgram.from_str = staticmethod(DeferredFormatProgram)  # type: ignore[method-assign, assignment]
    _installed = True
    return True
