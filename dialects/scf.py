"""The `scf` dialect: xDSL's ops, with upstream's custom syntax for `scf.parallel`.

xDSL 0.74 prints and parses `scf.parallel` only in the generic form; this
module replaces it with a subclass that reads and writes upstream's form:

    %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%zero) -> f32 {
      %x = memref.load %buf[%i, %j] : memref<?x?xf32>
      scf.reduce(%x : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        %s = arith.addf %lhs, %rhs : f32
        scf.reduce.return %s : f32
      }
    }

The loop runs its body once per point of the iteration space, in any order;
each `scf.reduce` operand is combined into the matching result, which starts
at its `init` value. `scf.reduce` and `scf.reduce.return` keep xDSL's
declarative syntax, which is upstream's.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Dialect
from xdsl.parser import Parser
from xdsl.printer import Printer


# A plain subclass keeps xDSL's definition (and isinstance checks of its passes); only the syntax changes.
class ParallelOp(xdsl_scf.ParallelOp):
    """A parallel loop nest with optional reductions (upstream custom syntax, see the module docstring)."""

    name = "scf.parallel"

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        ivs = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False))
        parser.parse_punctuation("=")

        def index_list() -> list:
            return parser.parse_comma_separated_list(Parser.Delimiter.PAREN, lambda: parser.parse_operand(IndexType()))

        lower = index_list()
        parser.parse_keyword("to")
        upper = index_list()
        parser.parse_keyword("step")
        steps = index_list()
        inits: list = []
        if parser.parse_optional_keyword("init") is not None:
            unresolved = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
            parser.parse_punctuation("->")
            if parser.parse_optional_punctuation("(") is not None:
                types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
                parser.parse_punctuation(")")
            else:
                types = [parser.parse_type()]
            inits = parser.resolve_operands(unresolved, types, parser.pos)
        body = parser.parse_region([iv.resolve(IndexType()) for iv in ivs])
        if body.block.last_op is None or not isinstance(body.block.last_op, xdsl_scf.ReduceOp):
            body.block.add_op(xdsl_scf.ReduceOp())
        op = cls(lower, upper, steps, body, inits)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        def values(operands) -> None:
            with printer.in_parens():
                printer.print_list(operands, printer.print_ssa_value)

        printer.print_string(" ")
        values(self.body.block.args)
        printer.print_string(" = ")
        values(self.lowerBound)
        printer.print_string(" to ")
        values(self.upperBound)
        printer.print_string(" step ")
        values(self.step)
        if self.initVals:
            printer.print_string(" init ")
            values(self.initVals)
            printer.print_string(" -> ")
            if len(self.res) == 1:
                printer.print_attribute(self.res[0].type)
            else:
                with printer.in_parens():
                    printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=True)
        printer.print_op_attributes(self.attributes)


class ReduceOp(xdsl_scf.ReduceOp):
    """Ends an scf.parallel body: combines each operand into the loop's matching result with its region.

    xDSL's declarative syntax reads only one region; upstream separates them with commas:

        scf.reduce(%x, %y : f32, i32) {
        ^bb0(%a: f32, %b: f32):
          ...
        }, {
        ^bb0(%a: i32, %b: i32):
          ...
        }
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        args: list = []
        if parser.parse_optional_punctuation("(") is not None:
            unresolved = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            args = parser.resolve_operands(unresolved, types, parser.pos)
        regions = []
        if (region := parser.parse_optional_region()) is not None:
            regions.append(region)
            while parser.parse_optional_punctuation(",") is not None:
                regions.append(parser.parse_region())
        op = cls(args, regions)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        if self.args:
            printer.print_string("(")
            printer.print_list(self.args, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)
            printer.print_string(") ")
            printer.print_list(self.reductions, printer.print_region)
        printer.print_op_attributes(self.attributes)


_REPLACED = {"scf.parallel": ParallelOp, "scf.reduce": ReduceOp}

SCF = Dialect(
    "scf",
    [_REPLACED.get(op.name, op) for op in xdsl_scf.Scf.operations],
    list(xdsl_scf.Scf.attributes),
)
