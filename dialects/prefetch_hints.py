"""The hint clause that memref.prefetch and affine.prefetch share: `, read|write, locality<N>, data|instr`.

    memref.prefetch %m[%i], write, locality<1>, data : memref<16xf32>
    affine.prefetch %m[%i + 1], read, locality<3>, instr : memref<16xf32>
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import BoolAttr, IntegerAttr, i32
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class PrefetchHints:
    """What the clause says, and the memref type after it."""

    is_write: bool
    locality: int
    is_data: bool
    memref_type: Attribute

    def properties(self) -> dict[str, Attribute]:
        return {
            "isWrite": BoolAttr.from_bool(self.is_write),
            "localityHint": IntegerAttr(self.locality, i32),
            "isDataCache": BoolAttr.from_bool(self.is_data),
        }


def parse_prefetch_hints(parser: Parser, pos: int) -> PrefetchHints:
    """`, read|write, locality<N>, data|instr : type`; a bad keyword is reported at `pos` (the op, as upstream)."""
    parser.parse_punctuation(",")
    read_or_write = parser.parse_identifier()
    parser.parse_punctuation(",")
    parser.parse_keyword("locality")
    parser.parse_punctuation("<")
    locality = parser.parse_integer()
    parser.parse_punctuation(">")
    parser.parse_punctuation(",")
    cache_type = parser.parse_identifier()
    parser.parse_punctuation(":")
    memref_type = parser.parse_type()
    if read_or_write not in ("read", "write"):
        parser.raise_error("rw specifier has to be 'read' or 'write'", pos, pos)
    if cache_type not in ("data", "instr"):
        parser.raise_error("cache type has to be 'data' or 'instr'", pos, pos)
    return PrefetchHints(read_or_write == "write", locality, cache_type == "data", memref_type)


def print_prefetch_hints(printer: Printer, op: Operation) -> None:
    """The clause, the op's attributes and ` : type`."""
    printer.print_string(", write" if op.isWrite.value.data else ", read")
    printer.print_string(f", locality<{op.localityHint.value.data}>, ")
    printer.print_string("data" if op.isDataCache.value.data else "instr")
    printer.print_op_attributes(op.attributes)
    printer.print_string(f" : {op.memref.type}")


def verify_locality(op: Operation) -> None:
    """ODS's check of `localityHint` (0 to 3), in its words."""
    if not 0 <= op.localityHint.value.data <= 3:
        raise VerifyException(
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose "
            "minimum value is 0 whose maximum value is 3"
        )
