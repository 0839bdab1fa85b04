"""The `interpreter` dialect of StableHLO's reference interpreter: SPMD runs, probes and printing.

Upstream defines it in `stablehlo/reference/InterpreterOps.td`, for the
interpreter's tests; the syntax here is upstream's:

    %r:2 = "interpreter.run_parallel"(%x0, %x1) {programs = [[@f], [@f]]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %p = interpreter.probe %x, probe_id = "probe0" : tensor<2xi32>
    interpreter.print %x : tensor<2xi32>

`run_parallel` runs `programs[r][p]` as replica `r` and partition `p` of one
SPMD run (the inputs are dealt to the programs in order, the results
gathered in order; `infeed` names functions whose results fill the infeed
queue). `probe` returns its operand and writes it to the probe folder;
`print` prints its operand. Their semantics are in
`aiopt.reference.hlo.interpreter_ops`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, StringAttr, SymbolRefAttr, TensorType
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    attr_def,
    irdl_op_definition,
    operand_def,
    opt_attr_def,
    result_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.syntax import parse_operands, print_attr_dict, resolve, split_attr_dict


@irdl_op_definition
class RunParallelOp(IRDLOperation):
    """Runs `programs[r][p]` as replica r, partition p, dealing out `inputs` and gathering the results."""

    name = "interpreter.run_parallel"
    inputs = var_operand_def(AnyAttr())
    results_ = var_result_def(AnyAttr())
    programs = attr_def(ArrayAttr)
    infeed = opt_attr_def(ArrayAttr)

    def program_names(self) -> list[list[str]]:
        """The function names, replica-major."""
        return [[ref.root_reference.data for ref in row.data] for row in self.programs.data]

    def infeed_names(self) -> list[str]:
        return [ref.root_reference.data for ref in self.infeed.data] if self.infeed is not None else []

    def verify_(self) -> None:
        rows = self.programs.data
        if not rows or any(not isinstance(row, ArrayAttr) or not row.data for row in rows):
            raise VerifyException(
                "'interpreter.run_parallel' op programs must be a non-empty array of non-empty arrays"
            )
        if len({len(row.data) for row in rows}) != 1:
            raise VerifyException("'interpreter.run_parallel' op every replica must have the same number of partitions")
        for ref in [r for row in rows for r in row.data] + list(self.infeed.data if self.infeed else []):
            if not isinstance(ref, SymbolRefAttr):
                raise VerifyException(f"'interpreter.run_parallel' op expects function symbols, got {ref}")


def _parse_one_operand(parser: Parser):
    operands = parse_operands(parser)
    if len(operands) != 1:
        parser.raise_error(f"expected 1 operand, got {len(operands)}")
    return operands


@irdl_op_definition
class ProbeOp(IRDLOperation):
    """Returns its operand, and writes it to the probe folder under `probe_id` (one file per run).

        %p = interpreter.probe %x, probe_id = "probe0" : tensor<2xi32>
    """

    name = "interpreter.probe"
    operand = operand_def(TensorType)
    result = result_def(TensorType)
    probe_id = attr_def(StringAttr)

    @classmethod
    def parse(cls, parser: Parser) -> ProbeOp:
        operands = _parse_one_operand(parser)
        parser.parse_punctuation(",")
        parser.parse_keyword("probe_id")
        parser.parse_punctuation("=")
        attributes: dict[str, Attribute] = {"probe_id": StringAttr(parser.parse_str_literal())}
        extra, more = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=resolve(parser, operands, [type_]),
            result_types=[type_],
            attributes=attributes | more,
            properties=extra,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(", probe_id = ")
        printer.print_string_literal(self.probe_id.data)
        print_attr_dict(printer, self, ["probe_id"])
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)

    def verify_(self) -> None:
        if self.operand.type != self.result.type:
            raise VerifyException("'interpreter.probe' op requires the same type for its operand and result")


@irdl_op_definition
class PrintOp(IRDLOperation):
    """Prints its operand (`%0 = tensor<2xi32> {...}` lines on standard output).

        interpreter.print %x : tensor<2xi32>
    """

    name = "interpreter.print"
    operand = operand_def(AnyAttr())

    @classmethod
    def parse(cls, parser: Parser) -> PrintOp:
        operands = _parse_one_operand(parser)
        extra, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(operands=resolve(parser, operands, [type_]), attributes=attributes, properties=extra)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)


Interpreter = Dialect("interpreter", [PrintOp, ProbeOp, RunParallelOp])
