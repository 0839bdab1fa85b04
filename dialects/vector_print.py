"""`vector.print` in upstream's form (xDSL 0.74's has a required operand and no syntax): an optional scalar or
vector, a punctuation printed after it (`#vector.punctuation<newline>` unless told otherwise) or a string:

    vector.print %v : vector<4xf32>
    vector.print %s : f32 punctuation <comma>
    vector.print punctuation <open>
    vector.print str "hello\0A"

`aiopt.reference.vector_shape` prints as upstream's runtime (`( 1, 2, 3, 4 )`, then a newline).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import AnyFloatConstr, IndexType, IntegerType, StringAttr, VectorType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    BaseAttr,
    IRDLOperation,
    MessageConstraint,
    irdl_attr_definition,
    opt_operand_def,
    opt_prop_def,
    prop_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.support.canonical_classes import irdl_op_redefinition


class Punctuation(StrEnum):
    """Upstream's `PrintPunctuation`."""

    NO_PUNCTUATION = "no_punctuation"
    NEWLINE = "newline"
    COMMA = "comma"
    OPEN = "open"
    CLOSE = "close"


@irdl_attr_definition
class PunctuationAttr(EnumAttribute[Punctuation]):
    """`#vector.punctuation<comma>`: what `vector.print` prints after its value."""

    name = "vector.punctuation"

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data.value}>")

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> Punctuation:
        with parser.in_angle_brackets():
            return Punctuation(parser.parse_identifier())


_NEWLINE = PunctuationAttr(Punctuation.NEWLINE)

# Upstream's `Type<Or<[AnyVectorOfAnyRank, AnyInteger, Index, AnyFloat]>>`: a type without a summary.
_PRINTABLE = MessageConstraint(BaseAttr(VectorType) | BaseAttr(IntegerType) | BaseAttr(IndexType) | AnyFloatConstr, "")


@irdl_op_redefinition
class PrintOp(xdsl_vector.PrintOp):
    """Prints a scalar or vector, then its punctuation, or a string (see the module docstring):

        vector.print %v : vector<4xf32>                      // ( 1, 2, 3, 4 ) and a newline
        vector.print %x : f32 punctuation <comma>            // 1, no newline
        vector.print str "done\n"
    """

    name = "vector.print"

    source = opt_operand_def(_PRINTABLE)
    punctuation = prop_def(PunctuationAttr, default_value=_NEWLINE)
    stringLiteral = opt_prop_def(StringAttr)  # noqa: N815 (upstream's name)

    # Redefined: xDSL's op has one required operand of any type, no punctuation or string, and no syntax.

    def __init__(self, source: SSAValue | None = None, punctuation: str = "newline", string: str | None = None):
        properties: dict[str, Attribute] = {"punctuation": PunctuationAttr(Punctuation(punctuation))}
        if string is not None:
            properties["stringLiteral"] = StringAttr(string)
        IRDLOperation.__init__(self, operands=[[] if source is None else [source]], properties=properties)

    @classmethod
    def parse(cls, parser: Parser) -> PrintOp:
        operand = parser.parse_optional_unresolved_operand()
        source = None
        if operand is not None:
            parser.parse_punctuation(":")
            source = parser.resolve_operand(operand, parser.parse_type())
        punctuation, string = "newline", None
        seen: set[str] = set()
        while (keyword := parser.parse_optional_keyword("str") or parser.parse_optional_keyword("punctuation")):
            if keyword in seen:
                parser.raise_error(f"'{keyword}' clause specified more than once")
            seen.add(keyword)
            if keyword == "str":
                string = parser.parse_str_literal()
            else:
                punctuation = PunctuationAttr.parse_parameter(parser).value
        attributes = parser.parse_optional_attr_dict()
        op = cls(source, punctuation, string)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.source is not None:
            printer.print_string(" ")
            printer.print_operand(self.source)
            printer.print_string(f" : {self.source.type}")
        if self.stringLiteral is not None:
            printer.print_string(" str ")
            printer.print_attribute(self.stringLiteral)
        if self.punctuation.data != Punctuation.NEWLINE:
            printer.print_string(f" punctuation <{self.punctuation.data.value}>")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        """Upstream's `PredOpTrait` of a string, in its words."""
        if self.stringLiteral is not None and (self.source is not None or self.punctuation.data != Punctuation.NEWLINE):
            raise VerifyException(
                "failed to verify that `source` or `punctuation` are not set when printing strings"
            )


VECTOR_PRINT_ATTRIBUTES: Sequence[type[Attribute]] = (PunctuationAttr,)
"""The attributes of this module, as `aiopt.dialects.vector` adds them to the dialect."""
