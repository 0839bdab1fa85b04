"""The vector dialect's ops between vectors and their elements: `vector.from_elements`, `vector.to_elements` and
`vector.constant_mask` (upstream's, which xDSL 0.74 lacks), in upstream's syntax and with its verifiers:

    %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
    %e:4 = vector.to_elements %v : vector<2x2xf32>
    %m = vector.constant_mask [1, 2] : vector<2x3xi1>

`from_elements` builds a vector of its operands in row-major order (`%v` is `[[a, b], [c, d]]`),
`to_elements` gives the elements of a vector in that order (`%e#2` is `c`) and `constant_mask` is the mask
whose lanes `[i, j]` with `i < 1` and `j < 2` are set. `aiopt.dialects.vector` adds them to the dialect;
`aiopt.reference.vector_shape` gives their semantics, `aiopt.lowering.vector_shape_to_llvm` lowers them and
`aiopt.transforms.canonicalize_vector` folds them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, VectorType, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    MessageConstraint,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class FixedVector(AttrConstraint):
    """Upstream's `AnyFixedVectorOfAnyRank`: a vector without scalable dims."""

    def verify(self, attr: Attribute, constraint_context) -> None:
        if not isinstance(attr, VectorType) or any(attr.get_scalable_dims()):
            raise VerifyException(f"{attr} should be a fixed-length vector")

    def mapping_type_vars(self, type_var_mapping) -> FixedVector:
        return self


FIXED_VECTOR = MessageConstraint(FixedVector(), "fixed-length vector of any type values")
MASK_VECTOR = MessageConstraint(VectorType.constr(IntegerType(1)), "vector of 1-bit signless integer values")
"""Upstream's `VectorOfAnyRankOf<[I1]>`, with its words (the masks' type)."""


def _elements_match(vector: VectorType, elements: Sequence[SSAValue], what: str) -> None:
    """Upstream's `TypesMatchWith` of a vector and its elements (as many, of its element type)."""
    if len(elements) != math.prod(vector.get_shape()) or any(e.type != vector.element_type for e in elements):
        raise VerifyException(f"failed to verify that shaped type '{what}' matches 'elements' element count and types")


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    """A vector of its operands in row-major order: `%v = vector.from_elements %a, %b : vector<2xf32>`
    (upstream's `vector.from_elements`)."""

    name = "vector.from_elements"

    elements = var_operand_def()
    dest = result_def(FIXED_VECTOR)
    traits = traits_def(Pure())

    def __init__(self, elements: Sequence[SSAValue], result_type: VectorType):
        super().__init__(operands=[elements], result_types=[result_type])

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        elements = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        ) or []
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        element = result_type.element_type if isinstance(result_type, VectorType) else result_type
        op = cls([parser.resolve_operand(e, element) for e in elements], result_type)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.elements:
            printer.print_string(" ")
            printer.print_list(self.elements, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.dest.type}")

    def verify_(self) -> None:
        """Upstream's `TypesMatchWith<"... element count and types">`."""
        _elements_match(self.dest.type, self.elements, "dest")


@irdl_op_definition
class ToElementsOp(IRDLOperation):
    """The elements of a vector in row-major order: `%e:2 = vector.to_elements %v : vector<2xf32>`
    (upstream's `vector.to_elements`)."""

    name = "vector.to_elements"

    source = operand_def(FIXED_VECTOR)
    elements = var_result_def()
    traits = traits_def(Pure())

    def __init__(self, source: SSAValue):
        count = math.prod(source.type.get_shape())
        super().__init__(operands=[source], result_types=[[source.type.element_type] * count])

    @classmethod
    def parse(cls, parser: Parser) -> ToElementsOp:
        source = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        if not isinstance(source_type, VectorType):
            parser.raise_error(f"expected a vector type, got {source_type}")
        op = cls(parser.resolve_operand(source, source_type))
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.source.type}")

    def verify_(self) -> None:
        """Upstream's `TypesMatchWith<"... element count and types">`."""
        _elements_match(self.source.type, self.elements, "source")


@irdl_op_definition
class ConstantMaskOp(IRDLOperation):
    """The mask whose lanes below `mask_dim_sizes` in every dim are set:
    `%m = vector.constant_mask [1, 2] : vector<2x3xi1>` sets `[0, 0]` and `[0, 1]` (upstream's
    `vector.constant_mask`; a 0-D mask has one size, 0 or 1)."""

    name = "vector.constant_mask"

    mask_dim_sizes = prop_def(DenseArrayBase.constr(i64))
    result = result_def(MASK_VECTOR)
    traits = traits_def(Pure())

    def __init__(self, mask_dim_sizes: Sequence[int], result_type: VectorType):
        properties = {"mask_dim_sizes": DenseArrayBase.from_list(i64, list(mask_dim_sizes))}
        super().__init__(result_types=[result_type], properties=properties)

    @classmethod
    def parse(cls, parser: Parser) -> ConstantMaskOp:
        sizes = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls(sizes, parser.parse_type())
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" [{', '.join(map(str, self.mask_dim_sizes.get_values()))}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.result.type}")

    def verify_(self) -> None:
        """Upstream's `ConstantMaskOp::verify`."""
        result = self.result.type
        sizes = self.mask_dim_sizes.get_values()
        shape, scalable = result.get_shape(), result.get_scalable_dims()
        if not shape:
            if len(sizes) != 1:
                raise VerifyException("array attr must have length 1 for 0-D vectors")
            if not 0 <= sizes[0] <= 1:
                raise VerifyException("mask dim size must be either 0 or 1 for 0-D vectors")
            return
        if len(sizes) != len(shape):
            raise VerifyException("must specify array attr of size equal vector result rank")
        for size, dim, is_scalable in zip(sizes, shape, scalable):
            if not 0 <= size <= dim:
                raise VerifyException("array attr of size out of bounds of vector result dimension size")
            if is_scalable and size not in (0, dim):
                raise VerifyException("only supports 'none set' or 'all set' scalable dimensions")
        if 0 in sizes and any(sizes):
            raise VerifyException(
                "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"
            )


VECTOR_ELEMENTS_OPS = (FromElementsOp, ToElementsOp, ConstantMaskOp)
"""The ops of this module, as `aiopt.dialects.vector` adds them to the dialect."""
