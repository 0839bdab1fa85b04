"""The `memref` dialect: xDSL's ops, with upstream MLIR's syntax where xDSL has none or a different one.

Replaced here, because xDSL 0.74 prints them only generically or differently:

- `memref.global` (a named buffer, constant or not, initialized or not):

      memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0> {alignment = 64 : i64}
      memref.global @scratch : memref<2xi32> = uninitialized

- `memref.copy` copies every element of one buffer into another of the same shape:

      memref.copy %src, %dst : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>

- `memref.cast` changes a static size or layout to a dynamic one and back (checked when it runs):

      %c = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>

- `memref.collapse_shape` / `memref.expand_shape` print their reassociation as
  upstream's `[[0, 1]]`, not `[[0 : i64, 1 : i64]]`:

      %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
      %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>

Every other op is xDSL's.
"""

from __future__ import annotations

from typing import Self

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, StringAttr, TensorType, UnitAttr
from xdsl.ir import Dialect, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import tensor


_VISIBILITIES = ("private", "public", "nested")


class GlobalOp(xdsl_memref.GlobalOp):
    """A named buffer of static shape: its type, optional initial value, and whether it is constant.

        memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0> {alignment = 64 : i64}

    `memref.get_global @__constant_4xf32 : memref<4xf32>` returns the buffer.
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        properties: dict = {}
        visibility = parser.parse_optional_str_literal()
        properties["sym_visibility"] = StringAttr(visibility or "public")
        if visibility is not None and visibility not in _VISIBILITIES:
            parser.raise_error(f"expected one of {', '.join(_VISIBILITIES)} as the visibility")
        if parser.parse_optional_keyword("constant") is not None:
            properties["constant"] = UnitAttr()
        properties["sym_name"] = StringAttr(parser.parse_symbol_name().data)
        parser.parse_punctuation(":")
        properties["type"] = parser.parse_type()
        properties["initial_value"] = UnitAttr()
        if (
            parser.parse_optional_punctuation("=") is not None
            and parser.parse_optional_keyword("uninitialized") is None
        ):
            # The elements attribute takes its type from the buffer's, as upstream: `dense<1.0>`.
            if parser.parse_optional_keyword("dense") is None:
                parser.raise_error("expected 'uninitialized' or a dense elements attribute")
            memref_type = properties["type"]
            tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
            properties["initial_value"] = parser.parse_dense_int_or_fp_elements_attr(tensor_type)
        attributes = parser.parse_optional_attr_dict()
        if "alignment" in attributes:
            properties["alignment"] = attributes.pop("alignment")
        op = cls.build(properties=properties)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility.data != "public":
            printer.print_string(f' "{self.sym_visibility.data}"')
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        printer.print_string(" = ")
        if isinstance(self.initial_value, UnitAttr):
            printer.print_string("uninitialized")
        else:
            # Printed without its type, which is the buffer's.
            printer.print_string(str(self.initial_value).rsplit(" : ", 1)[0])
        attributes = dict(self.attributes)
        if self.alignment is not None:
            attributes["alignment"] = self.alignment
        printer.print_op_attributes(attributes)


# xDSL's CopyOp and CastOp have no custom syntax; redefining the fields lets the declarative format name them.
@irdl_op_definition
class CopyOp(IRDLOperation):
    """Copy every element of `source` into `target` (same shape and element type, any layouts).

    memref.copy %src, %dst : memref<4xf32> to memref<4xf32>
    """

    name = "memref.copy"

    source = operand_def(MemRefType)
    target = operand_def(MemRefType)

    assembly_format = "$source `,` $target attr-dict `:` type($source) `to` type($target)"

    def __init__(self, source: SSAValue, target: SSAValue):
        super().__init__(operands=[source, target])

    def verify_(self) -> None:
        source, target = self.source.type, self.target.type
        assert isinstance(source, MemRefType) and isinstance(target, MemRefType)
        if source.get_shape() != target.get_shape() or source.element_type != target.element_type:
            raise VerifyException("source and target must have the same shape and element type")


@irdl_op_definition
class CastOp(IRDLOperation):
    """Make static sizes, offsets or strides dynamic, or assert dynamic ones static.

    %c = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    """

    name = "memref.cast"

    source = operand_def(MemRefType)
    dest = result_def(MemRefType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def __init__(self, source: SSAValue, result_type: MemRefType):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source, dest = self.source.type, self.dest.type
        assert isinstance(source, MemRefType) and isinstance(dest, MemRefType)
        sizes = zip(source.get_shape(), dest.get_shape())
        if (
            source.element_type != dest.element_type
            or source.get_num_dims() != dest.get_num_dims()
            or any(a != b and DYNAMIC_INDEX not in (a, b) for a, b in sizes)
        ):
            raise VerifyException(f"operand type {source} and result type {dest} are cast incompatible")


class CollapseShapeOp(xdsl_memref.CollapseShapeOp):
    """A view that merges each reassociation group of dimensions into one.

    %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    """

    # The same syntax as tensor.collapse_shape.
    print = tensor.CollapseShapeOp.print


class ExpandShapeOp(xdsl_memref.ExpandShapeOp):
    """A view that splits each dimension into its reassociation group of dimensions.

    %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
    """

    # The same syntax as tensor.expand_shape, whose printer names the `?` sizes `dynamic_output_shape`.
    print = tensor.ExpandShapeOp.print

    @property
    def dynamic_output_shape(self):
        return self.output_shape


_REPLACED = {op.name: op for op in (GlobalOp, CopyOp, CastOp, CollapseShapeOp, ExpandShapeOp)}

MemRef = Dialect(
    "memref",
    [_REPLACED.get(op.name, op) for op in xdsl_memref.MemRef.operations],
    list(xdsl_memref.MemRef.attributes),
)
"""xDSL's memref dialect with the ops above in place of its own."""
