"""The vector dialect's ops that move elements without computing: `vector.shape_cast`, `vector.transpose`,
`vector.extract_strided_slice`, `vector.insert_strided_slice`, `vector.interleave`, `vector.deinterleave`,
and `vector.step` (upstream's, which xDSL 0.74 lacks), in upstream's syntax and with its verifiers:

    %f = vector.shape_cast %v : vector<4x3xf32> to vector<12xf32>
    %t = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
    %s = vector.extract_strided_slice %v {offsets = [1, 0], sizes = [2, 3], strides = [1, 1]}
           : vector<4x3xf32> to vector<2x3xf32>
    %i = vector.insert_strided_slice %s, %v {offsets = [2, 0], strides = [1, 1]}
           : vector<2x3xf32> into vector<4x3xf32>
    %l = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
    %e, %o = vector.deinterleave %l : vector<8xf32> -> vector<4xf32>
    %n = vector.step : vector<4xindex>

`aiopt.dialects.vector` adds them to the dialect; `aiopt.reference.vector_shape` gives their semantics and
`aiopt.lowering.vector_shape_to_llvm` lowers them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    VectorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    BaseAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class NonZeroRankVector(AttrConstraint):
    """Upstream's `AnyVectorOfNonZeroRank`, whose summary is that of any vector ("vector of any type values")."""

    def verify(self, attr: Attribute, constraint_context) -> None:
        if not isinstance(attr, VectorType) or attr.get_num_dims() == 0:
            raise VerifyException(f"{attr} should be a vector of rank 1 or more")

    def mapping_type_vars(self, type_var_mapping) -> NonZeroRankVector:
        return self

    @staticmethod
    def ods_summary() -> str:
        return "vector of any type values"


NON_ZERO_RANK_VECTOR = NonZeroRankVector()

def vector_type(element: Attribute, shape: Sequence[int], scalable: Sequence[bool]) -> VectorType:
    """`vector<shape x element>` with the dims where `scalable` is true scalable (`[4]`)."""
    if not any(scalable):
        return VectorType(element, shape)
    return VectorType(element, shape, ArrayAttr([BoolAttr(bool(s), i1) for s in scalable]))


def _same_element_type(source: Attribute, result: Attribute, what: str) -> None:
    """Upstream's `PredOpTrait<"... and result have same element type">`."""
    if isinstance(source, VectorType) and isinstance(result, VectorType):
        if source.element_type != result.element_type:
            raise VerifyException(f"failed to verify that {what} and result have same element type")


def i64_array(values: Sequence[int]) -> ArrayAttr[IntegerAttr]:
    """An `I64ArrayAttr` of `values`."""
    return ArrayAttr([IntegerAttr(v, i64) for v in values])


def array_values(attr: ArrayAttr) -> list[int]:
    """The integers of an `I64ArrayAttr`."""
    return [a.value.data for a in attr.data]


def _parse_slice_op(cls: type[IRDLOperation], parser: Parser, operand_count: int, keyword: str) -> IRDLOperation:
    """`%a[, %b] {offsets = [...], ...} : type(%a) <keyword> type`: the dictionary's properties (the op's
    `ArrayAttr`s) and attributes; the last type is the result's (for `to`) or the last operand's (`into`)."""
    operands = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    if len(operands) != operand_count:
        parser.raise_error(f"expected {operand_count} operands")
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    first = parser.parse_type()
    parser.parse_keyword(keyword)
    last = parser.parse_type()
    types = [first, last] if operand_count == 2 else [first]
    names = [name for name, _ in cls.get_irdl_definition().properties.items()]
    properties = {name: attrs.pop(name) for name in names if name in attrs}
    op = cls.build(
        operands=[parser.resolve_operand(o, t) for o, t in zip(operands, types)], result_types=[last],
        properties=properties,
    )  # fmt: skip
    op.attributes |= attrs
    return op


def _print_slice_op(printer: Printer, op: IRDLOperation, operands: Sequence[SSAValue], keyword: str,
                    last: Attribute) -> None:  # fmt: skip
    """The syntax `_parse_slice_op` reads, the integers of the arrays without their `: i64` (upstream elides the
    type of an i64 integer in an array)."""
    printer.print_string(" ")
    printer.print_list(operands, printer.print_operand)
    items = sorted({**op.properties, **op.attributes}.items())
    if items:
        printer.print_string(" {")
        for index, (name, value) in enumerate(items):
            printer.print_string(", " if index else "")
            printer.print_string(f"{name} = ")
            if name in op.properties and _is_i64_array(value):
                printer.print_string(f"[{', '.join(map(str, array_values(value)))}]")
            else:
                printer.print_attribute(value)
        printer.print_string("}")
    printer.print_string(f" : {operands[0].type} {keyword} ")
    printer.print_attribute(last)


def _is_i64_array(value: Attribute) -> bool:
    return isinstance(value, ArrayAttr) and all(isinstance(a, IntegerAttr) and a.type == i64 for a in value.data)


def _check_i64_array(op: IRDLOperation, *names: str) -> None:
    """ODS's check of `I64ArrayAttr` properties, in its words."""
    for name in names:
        value = op.properties.get(name)
        if value is not None and not _is_i64_array(value):
            raise VerifyException(f"attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute")


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """The elements of a vector, in row-major order, as a vector of another shape and as many elements:
    `%r = vector.shape_cast %v : vector<4x3xf32> to vector<2x6xf32>` (upstream's `vector.shape_cast`)."""

    name = "vector.shape_cast"

    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue, result_type: VectorType):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        """Upstream's `ShapeCastOp::verify`."""
        source, result = self.source.type, self.result.type
        if source.element_type != result.element_type:
            raise VerifyException("has different source and result element types")
        source_count, result_count = math.prod(source.get_shape()), math.prod(result.get_shape())
        if source_count != result_count:
            raise VerifyException(
                f"has different number of elements at source ({source_count}) and result ({result_count})"
            )
        source_scalable, result_scalable = sum(source.get_scalable_dims()), sum(result.get_scalable_dims())
        if source_scalable != result_scalable:
            raise VerifyException(
                f"has different number of scalable dims at source ({source_scalable}) and result ({result_scalable})"
            )


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """The dims of a vector permuted: dim `i` of the result is dim `permutation[i]` of the source,
    `%r = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>` (upstream's `vector.transpose`)."""

    name = "vector.transpose"

    vector = operand_def(VectorType)
    permutation = prop_def(DenseArrayBase.constr(i64))
    result = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue, permutation: Sequence[int], result_type: VectorType | None = None):
        if result_type is None:
            source = vector.type
            shape = source.get_shape()
            scalable = source.get_scalable_dims()
            result_type = vector_type(
                source.element_type, [shape[p] for p in permutation], [scalable[p] for p in permutation]
            )
        super().__init__(
            operands=[vector], result_types=[result_type],
            properties={"permutation": DenseArrayBase.from_list(i64, list(permutation))},
        )  # fmt: skip

    @classmethod
    def parse(cls, parser: Parser) -> TransposeOp:
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        permutation = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        op = cls.build(
            operands=[parser.resolve_operand(vector, source_type)], result_types=[result_type],
            properties={"permutation": DenseArrayBase.from_list(i64, permutation)},
        )  # fmt: skip
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        printer.print_string(f", [{', '.join(map(str, self.permutation.get_values()))}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.vector.type} to {self.result.type}")

    def verify_(self) -> None:
        """Upstream's `TransposeOp::verify`, after its element type check."""
        source, result = self.vector.type, self.result.type
        _same_element_type(source, result, "operand")
        rank = result.get_num_dims()
        if source.get_num_dims() != rank:
            raise VerifyException(f"vector result rank mismatch: {rank}")
        permutation = self.permutation.get_values()
        if len(permutation) != rank:
            raise VerifyException(f"transposition length mismatch: {len(permutation)}")
        seen = [False] * rank
        for index, position in enumerate(permutation):
            if not 0 <= position < rank:
                raise VerifyException(f"transposition index out of range: {position}")
            if seen[position]:
                raise VerifyException(f"duplicate position index: {position}")
            seen[position] = True
            if result.get_shape()[index] != source.get_shape()[position]:
                raise VerifyException(f"dimension size mismatch at: {position}")


def _confined_to_shape(name: str, values: Sequence[int], shape: Sequence[int], half_open: bool = True,
                       minimum: int = 0) -> None:  # fmt: skip
    """Upstream's `isIntegerArrayAttrConfinedToShape`."""
    for index, (value, size) in enumerate(zip(values, shape)):
        maximum = size if half_open else size + 1
        if not minimum <= value < maximum:
            raise VerifyException(f"expected {name} dimension {index} to be confined to [{minimum}, {maximum})")


def _strides_are_one(strides: Sequence[int]) -> None:
    """Upstream's `isIntegerArrayAttrConfinedToRange(strides, 1, 1, halfOpen=false)`."""
    if any(not 1 <= s < 2 for s in strides):
        raise VerifyException("expected strides to be confined to [1, 2)")


def _sum_confined_to_shape(first: str, second: str, a: Sequence[int], b: Sequence[int], shape: Sequence[int]) -> None:
    """Upstream's `isSumOfIntegerArrayAttrConfinedToShape(..., halfOpen=false, min=1)`."""
    for index, (x, y, size) in enumerate(zip(a, b, shape)):
        if not 0 <= x + y < size + 1:
            raise VerifyException(
                f"expected sum({first}, {second}) dimension {index} to be confined to [1, {size + 1})"
            )


def strided_slice_result_type(source: VectorType, offsets: Sequence[int], sizes: Sequence[int]) -> VectorType:
    """Upstream's `inferStridedSliceOpResultType`: the sizes, then the source's dims they leave."""
    shape = [*sizes, *source.get_shape()[len(sizes) :]]
    scalable = source.get_scalable_dims()
    return vector_type(source.element_type, shape, scalable)


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    """A slice of a vector: `sizes[i]` elements from `offsets[i]` on along each leading dim (strides must be 1),
    all of the dims past them:

        %r = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]}
               : vector<4x8x16xf32> to vector<2x4x16xf32>

    (upstream's `vector.extract_strided_slice`)."""

    name = "vector.extract_strided_slice"

    source = operand_def(NON_ZERO_RANK_VECTOR)
    offsets = prop_def(AnyAttr())  # (an I64ArrayAttr: checked in verify_, in upstream's words)
    sizes = prop_def(AnyAttr())
    strides = prop_def(AnyAttr())
    result = result_def(NON_ZERO_RANK_VECTOR)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ExtractStridedSliceOp:
        return _parse_slice_op(cls, parser, 1, "to")

    def print(self, printer: Printer) -> None:
        _print_slice_op(printer, self, [self.source], "to", self.result.type)

    def __init__(self, source: SSAValue, offsets: Sequence[int], sizes: Sequence[int],
                 strides: Sequence[int] | None = None):  # fmt: skip
        strides = [1] * len(offsets) if strides is None else strides
        result_type = strided_slice_result_type(source.type, offsets, sizes)
        properties = {"offsets": i64_array(offsets), "sizes": i64_array(sizes), "strides": i64_array(strides)}
        super().__init__(operands=[source], result_types=[result_type], properties=properties)

    def verify_(self) -> None:
        """Upstream's `ExtractStridedSliceOp::verify`, after its element type check."""
        _check_i64_array(self, "offsets", "sizes", "strides")
        source = self.source.type
        _same_element_type(source, self.result.type, "operand")
        offsets, sizes, strides = (array_values(a) for a in (self.offsets, self.sizes, self.strides))
        if not len(offsets) == len(sizes) == len(strides):
            raise VerifyException("expected offsets, sizes and strides attributes of same size")
        shape = source.get_shape()
        for name, values in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
            if len(values) > len(shape):
                raise VerifyException(f"expected {name} attribute of rank no greater than vector rank")
        _confined_to_shape("offsets", offsets, shape)
        _confined_to_shape("sizes", sizes, shape, half_open=False, minimum=1)
        _strides_are_one(strides)
        _sum_confined_to_shape("offsets", "sizes", offsets, sizes, shape)
        expected = strided_slice_result_type(source, offsets, sizes)
        if self.result.type != expected:
            raise VerifyException(f"expected result type to be '{expected}'")
        for index, size in enumerate(sizes):
            if source.get_scalable_dims()[index] and size != shape[index]:
                raise VerifyException(
                    f"expected size at idx={index} to match the corresponding base size from the input vector "
                    f"({size} vs {shape[index]})"
                )


@irdl_op_definition
class InsertStridedSliceOp(IRDLOperation):
    """A vector written into the trailing dims of another at offsets (one per dim of the destination; strides,
    one per dim of the source, must be 1):

        %r = vector.insert_strided_slice %s, %v {offsets = [0, 2, 4], strides = [1, 1]}
               : vector<2x4xf32> into vector<4x8x16xf32>

    (upstream's `vector.insert_strided_slice`)."""

    name = "vector.insert_strided_slice"

    T: ClassVar = VarConstraint("T", NON_ZERO_RANK_VECTOR)
    value_to_store = operand_def(NON_ZERO_RANK_VECTOR)
    dest = operand_def(T)
    offsets = prop_def(AnyAttr())  # (an I64ArrayAttr: checked in verify_, in upstream's words)
    strides = prop_def(AnyAttr())
    result = result_def(T)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> InsertStridedSliceOp:
        return _parse_slice_op(cls, parser, 2, "into")

    def print(self, printer: Printer) -> None:
        _print_slice_op(printer, self, [self.value_to_store, self.dest], "into", self.dest.type)

    ODS_NAMES: ClassVar = {"value_to_store": "valueToStore", "result": "res"}

    def __init__(self, value: SSAValue, dest: SSAValue, offsets: Sequence[int], strides: Sequence[int] | None = None):
        strides = [1] * value.type.get_num_dims() if strides is None else strides
        properties = {"offsets": i64_array(offsets), "strides": i64_array(strides)}
        super().__init__(operands=[value, dest], result_types=[dest.type], properties=properties)

    def verify_(self) -> None:
        """Upstream's `InsertStridedSliceOp::verify`, after its element type check."""
        _check_i64_array(self, "offsets", "strides")
        source, dest = self.value_to_store.type, self.dest.type
        _same_element_type(source, self.result.type, "operand #0")
        offsets, strides = array_values(self.offsets), array_values(self.strides)
        if len(offsets) != dest.get_num_dims():
            raise VerifyException("expected offsets of same size as destination vector rank")
        if len(strides) != source.get_num_dims():
            raise VerifyException("expected strides of same size as source vector rank")
        if source.get_num_dims() > dest.get_num_dims():
            raise VerifyException("expected source rank to be no greater than destination rank")
        source_shape, dest_shape = source.get_shape(), dest.get_shape()
        as_dest = [0] * (len(dest_shape) - len(source_shape)) + list(source_shape)
        _confined_to_shape("offsets", offsets, dest_shape)
        _strides_are_one(strides)
        _sum_confined_to_shape("offsets", "source vector shape", offsets, as_dest, dest_shape)
        lead = len(dest_shape) - len(source_shape)
        for index, size in enumerate(source_shape):
            source_scalable = source.get_scalable_dims()[index]
            if source_scalable != dest.get_scalable_dims()[index + lead]:
                raise VerifyException(f"mismatching scalable flags (at source vector idx={index})")
            if source_scalable and size != dest_shape[index + lead]:
                raise VerifyException(
                    f"expected size at idx={index} to match the corresponding base size from the input vector "
                    f"({size} vs {dest_shape[index + lead]})"
                )


@dataclass(frozen=True)
class _IndexVector1D(AttrConstraint):
    """Upstream's `VectorOfRankAndType<[1], [Index]>`."""

    def verify(self, attr: Attribute, constraint_context) -> None:
        if not (isinstance(attr, VectorType) and attr.get_num_dims() == 1 and isinstance(attr.element_type, IndexType)):
            raise VerifyException(f"{attr} should be a 1-D vector of index")

    def mapping_type_vars(self, type_var_mapping) -> _IndexVector1D:
        return self

    @staticmethod
    def ods_summary() -> str:
        return "vector of index values of ranks 1"


@irdl_op_definition
class StepOp(IRDLOperation):
    """The vector `[0, 1, ..., n - 1]`: `%r = vector.step : vector<4xindex>` (upstream's `vector.step`)."""

    name = "vector.step"

    result = result_def(_IndexVector1D())
    traits = traits_def(Pure())

    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, result_type: VectorType):
        super().__init__(result_types=[result_type])


def interleaved_type(operand: VectorType) -> VectorType:
    """The result type of `vector.interleave` of two `operand`s: the trailing dim doubled (a 0-D vector's two
    elements make a `vector<2xT>`)."""
    shape = list(operand.get_shape()) or [1]
    scalable = list(operand.get_scalable_dims()) or [False]
    return vector_type(operand.element_type, [*shape[:-1], shape[-1] * 2], scalable)


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    """Two vectors interleaved along their trailing dim, `[a0, b0, a1, b1, ...]`:
    `%r = vector.interleave %a, %b : vector<2x4xf32> -> vector<2x8xf32>` (upstream's `vector.interleave`)."""

    name = "vector.interleave"

    T: ClassVar = VarConstraint("T", BaseAttr(VectorType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(NON_ZERO_RANK_VECTOR)
    traits = traits_def(Pure())

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[interleaved_type(lhs.type)])

    def verify_(self) -> None:
        if self.result.type != interleaved_type(self.lhs.type):
            raise VerifyException("failed to verify that type of 'result' is double the width of the inputs")


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    """The even and the odd elements of a vector's trailing dim, `vector.interleave`'s inverse:
    `%e, %o = vector.deinterleave %v : vector<2x8xf32> -> vector<2x4xf32>` (upstream's `vector.deinterleave`)."""

    name = "vector.deinterleave"

    T: ClassVar = VarConstraint("T", NON_ZERO_RANK_VECTOR)
    source = operand_def(NON_ZERO_RANK_VECTOR)
    res1 = result_def(T)
    res2 = result_def(T)
    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `->` type($res1)"

    def __init__(self, source: SSAValue):
        shape = list(source.type.get_shape())
        half = vector_type(source.type.element_type, [*shape[:-1], shape[-1] // 2], source.type.get_scalable_dims())
        super().__init__(operands=[source], result_types=[half, half])

    def verify_(self) -> None:
        source = self.source.type
        if source.get_shape()[-1] % 2:
            raise VerifyException(
                "failed to verify that the trailing dimension of the source vector has an even number of elements"
            )
        shape = list(source.get_shape())
        half = vector_type(source.element_type, [*shape[:-1], shape[-1] // 2], source.get_scalable_dims())
        if self.res1.type != half:
            raise VerifyException(
                "failed to verify that the trailing dimension of the results is half the width of source trailing "
                "dimension"
            )


VECTOR_SHAPE_OPS = (
    ShapeCastOp, TransposeOp, ExtractStridedSliceOp, InsertStridedSliceOp, StepOp, InterleaveOp, DeinterleaveOp,
)  # fmt: skip
"""The ops of this module, which the vector dialect adds to xDSL's."""
