"""A dialect plugin whose `rt.scaled` forgets its `factor` property in the custom form (a round-trip bug)."""

from xdsl.dialects.builtin import IntegerAttr, i64
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer


@irdl_op_definition
class ScaledOp(IRDLOperation):
    name = "rt.scaled"
    factor = prop_def(IntegerAttr)
    result = result_def(i64)

    def print(self, printer: Printer) -> None:
        printer.print_string(" : i64")

    @classmethod
    def parse(cls, parser: Parser) -> "ScaledOp":
        parser.parse_punctuation(":")
        parser.parse_type()
        return cls.build(properties={"factor": IntegerAttr(1, i64)}, result_types=[i64])


def register(registry) -> None:
    registry.register_dialect("rt", lambda: Dialect("rt", [ScaledOp]))
