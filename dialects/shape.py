"""The `shape` dialect: shapes, sizes and shape constraints, with upstream MLIR's syntax and checks.

xDSL 0.74 has no shape dialect. mlir-hlo's tests and lowerings compute with it
(`shape.shape_of` of a dynamic tensor, `shape.broadcast` of two extent tensors,
`shape.cstr_broadcastable` witnesses around `shape.assuming` regions):

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
    %c = shape.const_shape [1, 4] : tensor<2xindex>
    %b = shape.broadcast %s, %c : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
    %w = shape.cstr_broadcastable %s, %c : tensor<2xindex>, tensor<2xindex>
    %r = shape.assuming %w -> (tensor<?x4xf32>) {
      ...
      shape.assuming_yield %y : tensor<?x4xf32>
    }
    %n = shape.num_elements %s : tensor<2xindex> -> index

A shape is an extent tensor (`tensor<?xindex>`, a 1D tensor of index values)
or a `!shape.shape`, which may also hold an error; a size is an `index` or a
`!shape.size`, which may hold one too. As upstream's `Shape.cpp`, an op whose
operands can hold an error must return the error-holding type, ops infer
their result type where upstream infers it (`shape.shape_of` of a
`tensor<?x4xf32>` is a `tensor<2xindex>`, or any `tensor<?xindex>` or
`!shape.shape`), and the folders are upstream's: `shape.shape_of` of a static
tensor folds to a `shape.const_shape`, `shape.get_extent`, `shape.num_elements`,
`shape.rank`, `shape.broadcast`, `shape.concat` and `shape.split_at` of
constant shapes to constants, constraints that statically hold to
`shape.const_witness true`. Folded values become `shape.const_shape`,
`shape.const_size` and `shape.const_witness` (`arith.constant` for an
`index`), as upstream's `ShapeDialect::materializeConstant` makes them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from xdsl.dialect_interfaces.constant_materialization import ConstantMaterializationInterface
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    i1,
)
from xdsl.dialects.utils import parse_func_op_like, print_func_op_like
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute, Block, Dialect, Operation, ParametrizedAttribute, Region, SSAValue, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.constraints import AttrConstraint, VerificationContext
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    Commutative,
    ConstantLike,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    Pure,
    RecursiveMemoryEffect,
    ReturnLike,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import arith
from aiopt.dialects.func import function_reserved_attr_names
from aiopt.support.broadcasting import broadcasted_shape
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import TypeInferenceError, describe_constraint
from aiopt.support.parsing import parse_integer_attr
from aiopt.support.region_branch import verify_types_to_parent_results

# ---------------------------------------------------------------------------
# Types


@irdl_attr_definition
class ShapeType(ParametrizedAttribute, TypeAttribute):
    """`!shape.shape`: a shape (ranked or not) or an error."""

    name = "shape.shape"


@irdl_attr_definition
class SizeType(ParametrizedAttribute, TypeAttribute):
    """`!shape.size`: a non-negative extent or an error."""

    name = "shape.size"


@irdl_attr_definition
class ValueShapeType(ParametrizedAttribute, TypeAttribute):
    """`!shape.value_shape`: a value together with its shape."""

    name = "shape.value_shape"


@irdl_attr_definition
class WitnessType(ParametrizedAttribute, TypeAttribute):
    """`!shape.witness`: the result of a constraint, which `shape.assuming` regions depend on."""

    name = "shape.witness"


def is_extent_tensor_type(type_: Attribute) -> bool:
    """Upstream's `isExtentTensorType`: a ranked 1D tensor of index values (`tensor<?xindex>`, `tensor<3xindex>`)."""
    return isinstance(type_, TensorType) and type_.get_num_dims() == 1 and isinstance(type_.element_type, IndexType)


def extent_tensor_type(rank: int) -> TensorType:
    """`tensor<rank x index>` (`rank` may be DYNAMIC_INDEX)."""
    return TensorType(IndexType(), [rank])


@dataclass(frozen=True)
class _TypeKind(AttrConstraint):
    """A type constraint given by a predicate, with the summary ODS gives the upstream constraint."""

    summary: str
    accepts: Callable[[Attribute], bool]

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not self.accepts(attr):
            raise VerifyException(f"expected {self.summary}, but got {attr}")

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, object]) -> _TypeKind:
        return self


def _type_kind(summary: str, accepts: Callable[[Attribute], bool]) -> _TypeKind:
    return describe_constraint(_TypeKind(summary, accepts), summary)


SHAPE_OR_EXTENT_TENSOR = _type_kind(
    "shape or extent tensor", lambda t: isinstance(t, ShapeType) or is_extent_tensor_type(t)
)
SIZE_OR_INDEX = _type_kind("size or index", lambda t: isinstance(t, (SizeType, IndexType)))
SHAPE_OR_SIZE = _type_kind("shape or size", lambda t: isinstance(t, (ShapeType, SizeType)))
EXTENT_TENSOR = _type_kind("1D tensor of index values", is_extent_tensor_type)
ANY_SHAPE_OR_SIZE = _type_kind(
    "any shape or size",
    lambda t: isinstance(t, (ShapeType, SizeType, IndexType)) or is_extent_tensor_type(t),
)
INDEX_TENSOR = _type_kind(
    "tensor of index values",
    lambda t: isinstance(t, (TensorType, UnrankedTensorType)) and isinstance(t.element_type, IndexType),
)
SHAPED_OR_VALUE_SHAPE = _type_kind(
    "shaped of any type values or value shape",
    lambda t: isinstance(t, (TensorType, UnrankedTensorType, ValueShapeType)) or _is_shaped(t),
)
SHAPED = _type_kind("shaped of any type values", lambda t: _is_shaped(t))


def _is_shaped(type_: Attribute) -> bool:
    return isinstance(type_, (TensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType, VectorType))


# ---------------------------------------------------------------------------
# Shared checks, type inference and constant reading


def _can_hold_error(types: Sequence[Attribute]) -> bool:
    """Upstream's `isErrorPropagationPossible`: an operand of type size, shape or value shape."""
    return any(isinstance(t, (SizeType, ShapeType, ValueShapeType)) for t in types)


def verify_size_or_index_op(op: Operation) -> None:
    """Upstream's `verifySizeOrIndexOp`: operands that can hold an error need a `!shape.size` result."""
    if _can_hold_error(op.operand_types) and not isinstance(op.results[0].type, SizeType):
        raise VerifyException(
            "if at least one of the operands can hold error values then the result must be of type `size` "
            "to propagate them"
        )


def verify_shape_or_extent_tensor_op(op: Operation) -> None:
    """Upstream's `verifyShapeOrExtentTensorOp`: operands that can hold an error need a `!shape.shape` result."""
    if _can_hold_error(op.operand_types) and not isinstance(op.results[0].type, ShapeType):
        raise VerifyException(
            "if at least one of the operands can hold error values then the result must be of type `shape` "
            "to propagate them"
        )


def _incompatible(inferred: Attribute, actual: Attribute) -> VerifyException:
    return VerifyException(
        f"inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{actual}'"
    )


def _parse_optional_arrow_type_list(parser: Parser) -> list[Attribute]:
    """MLIR's `parseOptionalArrowTypeList`: nothing, `-> type` or `-> (type, ...)`."""
    if parser.parse_optional_punctuation("->") is None:
        return []
    if parser.parse_optional_punctuation("(") is None:
        return [parser.parse_type()]
    if parser.parse_optional_punctuation(")") is not None:
        return []
    types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    parser.parse_punctuation(")")
    return types


def _print_optional_arrow_type_list(printer: Printer, types: Sequence[Attribute]) -> None:
    """MLIR's `printOptionalArrowTypeList`: ` -> type`, in parentheses when there are several or it is a function
    type; nothing without types."""
    if not types:
        return
    wrapped = len(types) != 1 or isinstance(types[0], FunctionType)
    printer.print_string(" -> (" if wrapped else " -> ")
    printer.print_list(types, printer.print_attribute)
    if wrapped:
        printer.print_string(")")


def index_tensor_attr(extents: Sequence[int]) -> DenseIntOrFPElementsAttr:
    """Upstream's `Builder::getIndexTensorAttr`: `dense<[...]> : tensor<N x index>`."""
    return DenseIntOrFPElementsAttr.from_list(extent_tensor_type(len(extents)), list(extents))


def constant_extents(value: SSAValue) -> tuple[int, ...] | None:
    """The extents of a shape that a constant defines (`shape.const_shape`, or an `arith.constant` of index
    values), as the attribute upstream's fold adaptors receive; None when it is not constant."""
    owner = value.owner
    if isinstance(owner, ConstShapeOp):
        return tuple(owner.shape.get_values())
    if isinstance(owner, Operation) and owner.name == "arith.constant" and is_extent_tensor_type(value.type):
        attr = owner.properties.get("value")
        if isinstance(attr, DenseIntOrFPElementsAttr):
            return tuple(int(v) for v in attr.get_values())
    return None


def constant_size(value: SSAValue) -> int | None:
    """The value of a constant size or index (`shape.const_size`, `arith.constant`); None when not constant."""
    owner = value.owner
    if isinstance(owner, ConstSizeOp):
        return owner.value.value.data
    if isinstance(owner, Operation) and owner.name in ("arith.constant", "index.constant"):
        attr = owner.properties.get("value")
        if isinstance(attr, IntegerAttr) and isinstance(attr.type, IndexType):
            return attr.value.data
    return None


def constant_witness(value: SSAValue) -> bool | None:
    """The value of a `shape.const_witness` (None for any other witness)."""
    owner = value.owner
    if isinstance(owner, ConstWitnessOp):
        return bool(owner.passing.value.data)
    return None


def _index(value: int) -> IntegerAttr:
    return IntegerAttr(value, IndexType())


def statically_broadcastable(shapes: Sequence[Sequence[int]]) -> bool:
    """`OpTrait::util::staticallyKnownBroadcastable`: in each column (from the back) the extents other than 1
    are one static extent, or a single dynamic one."""
    rank = max((len(shape) for shape in shapes), default=0)
    for column in range(rank):
        seen_dynamic = False
        non_one: int | None = None
        for shape in shapes:
            extent = shape[len(shape) - column - 1] if column < len(shape) else 1
            if extent == 1:
                continue
            if extent == DYNAMIC_INDEX:
                if seen_dynamic or non_one is not None:
                    return False
                seen_dynamic = True
            if non_one is not None and extent != non_one:
                return False
            non_one = extent
    return True


# ---------------------------------------------------------------------------
# Arithmetic on sizes


class _SizeBinaryOp(IRDLOperation):
    lhs = operand_def(SIZE_OR_INDEX)
    rhs = operand_def(SIZE_OR_INDEX)
    result = result_def(SIZE_OR_INDEX)

    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"

    def __init__(self, lhs: SSAValue, rhs: SSAValue, result_type: Attribute | None = None):
        if result_type is None:
            result_type = SizeType() if _can_hold_error([lhs.type, rhs.type]) else IndexType()
        super().__init__(operands=[lhs, rhs], result_types=[result_type])

    def verify_(self) -> None:
        verify_size_or_index_op(self)

    def _constant_operands(self) -> tuple[int, int] | None:
        lhs, rhs = constant_size(self.lhs), constant_size(self.rhs)
        return None if lhs is None or rhs is None else (lhs, rhs)


@irdl_op_definition
class AddOp(_SizeBinaryOp, HasFolderInterface):
    """Adds two sizes or indices: `%s = shape.add %a, %b : index, index -> index`."""

    name = "shape.add"
    traits = traits_def(Commutative(), Pure())

    def fold(self):
        if constant_size(self.rhs) == 0:
            return (self.lhs,)
        operands = self._constant_operands()
        return None if operands is None else (_index(operands[0] + operands[1]),)


@irdl_op_definition
class MulOp(_SizeBinaryOp, HasFolderInterface):
    """Multiplies two sizes or indices: `%p = shape.mul %a, %b : !shape.size, index -> !shape.size`."""

    name = "shape.mul"
    traits = traits_def(Commutative(), Pure())

    def fold(self):
        operands = self._constant_operands()
        return None if operands is None else (_index(operands[0] * operands[1]),)


@irdl_op_definition
class DivOp(_SizeBinaryOp, HasFolderInterface):
    """Divides two sizes or indices, rounding toward negative infinity: `%q = shape.div %a, %b : index, index -> index`."""

    name = "shape.div"
    traits = traits_def(Pure())

    def fold(self):
        operands = self._constant_operands()
        if operands is None or operands[1] == 0:
            return None
        return (_index(operands[0] // operands[1]),)


class _ShapeOrSizeBinaryOp(IRDLOperation):
    lhs = operand_def(SHAPE_OR_SIZE)
    rhs = operand_def(SHAPE_OR_SIZE)
    result = result_def(SHAPE_OR_SIZE)

    traits = traits_def(Commutative(), Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"

    def verify_(self) -> None:
        # InferTypeOpInterface: the operands' type when they agree, else `!shape.size`; a shape result is
        # compatible only with a shape, a size only with a size.
        inferred = self.lhs.type if self.lhs.type == self.rhs.type else SizeType()
        if type(inferred) is not type(self.result.type):
            raise _incompatible(inferred, self.result.type)

    def fold(self):
        return (self.lhs,) if self.lhs == self.rhs else None


@irdl_op_definition
class MaxOp(_ShapeOrSizeBinaryOp, HasFolderInterface):
    """The element-wise maximum of two sizes or shapes: `%m = shape.max %a, %b : !shape.size, !shape.size -> !shape.size`."""

    name = "shape.max"


@irdl_op_definition
class MinOp(_ShapeOrSizeBinaryOp, HasFolderInterface):
    """The element-wise minimum of two sizes or shapes: `%m = shape.min %a, %b : !shape.shape, !shape.shape -> !shape.shape`."""

    name = "shape.min"


def _meet_type(lhs: Attribute, rhs: Attribute) -> Attribute:
    """Upstream's `MeetOp::inferReturnTypes` for two operand types: a size or shape if either is one (it may
    hold the error), else the index or the extent tensor of the known rank; a TypeInferenceError where the
    kinds or the ranks differ (the verifier then reports that the inference failed, as upstream's)."""
    if not isinstance(lhs, (ShapeType, SizeType)):
        lhs, rhs = rhs, lhs
    if isinstance(lhs, SizeType | IndexType):
        if not isinstance(rhs, SizeType | IndexType):
            raise TypeInferenceError("requires all sizes or shapes")
        return lhs
    if not isinstance(rhs, ShapeType) and not is_extent_tensor_type(rhs):
        raise TypeInferenceError("requires all sizes or shapes")
    if isinstance(lhs, ShapeType):
        return lhs
    lhs_rank, rhs_rank = lhs.get_shape()[0], rhs.get_shape()[0]
    if lhs_rank == DYNAMIC_INDEX:
        return lhs
    if rhs_rank == DYNAMIC_INDEX:
        return rhs
    if lhs_rank != rhs_rank:
        raise TypeInferenceError("unequal shape cardinality")
    return lhs


@irdl_op_definition
class MeetOp(IRDLOperation):
    """The most refined of two shapes or sizes that both describe (an error where they disagree, with `error`
    as its message):

        %m = shape.meet %a, %b, error="mismatch" : !shape.shape, !shape.shape -> !shape.shape
    """

    name = "shape.meet"

    arg0 = operand_def(ANY_SHAPE_OR_SIZE)
    arg1 = operand_def(ANY_SHAPE_OR_SIZE)
    error = opt_prop_def(StringAttr)
    result = result_def(ANY_SHAPE_OR_SIZE)

    traits = traits_def(Commutative())
    assembly_format = (
        "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)"
    )

    def verify_(self) -> None:
        inferred = _meet_type(self.arg0.type, self.arg1.type)
        # Upstream's `isCompatibleReturnTypes`: a size with a size or an index, a shape with a shape or a tensor,
        # extent tensors of compatible shapes.
        actual = self.result.type
        kinds = (inferred, actual) if isinstance(inferred, ShapeType | SizeType) else (actual, inferred)
        if isinstance(kinds[0], SizeType):
            compatible = isinstance(kinds[1], SizeType | IndexType)
        elif isinstance(kinds[0], ShapeType):
            compatible = isinstance(kinds[1], ShapeType | TensorType)
        elif isinstance(inferred, TensorType) and isinstance(actual, TensorType):
            compatible = all(
                DYNAMIC_INDEX in (a, b) or a == b for a, b in zip(inferred.get_shape(), actual.get_shape())
            )
        else:
            compatible = inferred == actual
        if not compatible:
            raise _incompatible(inferred, actual)


# ---------------------------------------------------------------------------
# Constants


@irdl_op_definition
class ConstShapeOp(IRDLOperation, HasFolderInterface):
    """A constant shape or extent tensor: `%s = shape.const_shape [4, 32] : tensor<2xindex>` (or `!shape.shape`)."""

    name = "shape.const_shape"

    shape = prop_def(DenseIntOrFPElementsAttr)
    result = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(ConstantLike(), Pure())

    def __init__(self, extents: Sequence[int], result_type: Attribute | None = None):
        if result_type is None:
            result_type = extent_tensor_type(len(extents))
        super().__init__(result_types=[result_type], properties={"shape": index_tensor_attr(extents)})

    def fold(self):
        return (self.shape,)

    def verify_(self) -> None:
        shape_type = self.shape.get_type()
        if not (is_extent_tensor_type(shape_type) and shape_type.get_shape()[0] != DYNAMIC_INDEX):
            raise VerifyException("attribute 'shape' failed to satisfy constraint: index elements attribute")
        inferred = extent_tensor_type(len(self.shape.get_values()))
        if not isinstance(self.result.type, ShapeType) and self.result.type != inferred:
            raise _incompatible(inferred, self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> ConstShapeOp:
        attributes = parser.parse_optional_attr_dict()
        # As upstream, the extents are read as an array attribute of integers.
        start = parser.pos
        array = parser.parse_attribute()
        if not isinstance(array, ArrayAttr) or not all(isinstance(e, IntegerAttr) for e in array.data):
            parser.raise_error("expected an array of integer extents", start, parser.pos)
        extents = [e.value.data for e in array.data]
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        return cls.create(
            result_types=[result_type], properties={"shape": index_tensor_attr(extents)}, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_op_attributes(self.attributes)
        if self.attributes:
            printer.print_string(" ")
        printer.print_string("[" + ", ".join(str(v) for v in self.shape.get_values()) + "] : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class ConstSizeOp(IRDLOperation, HasFolderInterface):
    """A constant `!shape.size`: `%c = shape.const_size 10`."""

    name = "shape.const_size"

    value = prop_def(IntegerAttr)
    result = result_def(SizeType)

    traits = traits_def(ConstantLike(), Pure())

    def __init__(self, value: int):
        super().__init__(result_types=[SizeType()], properties={"value": _index(value)})

    def fold(self):
        return (self.value,)

    def verify_(self) -> None:
        if not isinstance(self.value.type, IndexType):
            raise VerifyException("attribute 'value' failed to satisfy constraint: index attribute")

    @classmethod
    def parse(cls, parser: Parser) -> ConstSizeOp:
        value = parse_integer_attr(parser, IndexType())  # an IndexAttr: 64 bits
        attributes = parser.parse_optional_attr_dict()
        return cls.create(result_types=[SizeType()], properties={"value": value}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.value.value.data}")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class ConstWitnessOp(IRDLOperation, HasFolderInterface):
    """A statically known witness: `%w = shape.const_witness true`."""

    name = "shape.const_witness"

    passing = prop_def(IntegerAttr)
    result = result_def(WitnessType)

    traits = traits_def(ConstantLike(), Pure())

    def __init__(self, passing: bool):
        super().__init__(result_types=[WitnessType()], properties={"passing": BoolAttr(passing, i1)})

    def fold(self):
        return (self.passing,)

    def verify_(self) -> None:
        if self.passing.type != i1:
            raise VerifyException("attribute 'passing' failed to satisfy constraint: bool attribute")

    @classmethod
    def parse(cls, parser: Parser) -> ConstWitnessOp:
        passing = parser.parse_boolean()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(
            result_types=[WitnessType()], properties={"passing": BoolAttr(passing, i1)}, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" true" if self.passing.value.data else " false")
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------
# Shapes


@irdl_op_definition
class ShapeOfOp(IRDLOperation, HasFolderInterface):
    """The shape of a shaped value: `%s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>`.

    Upstream infers `tensor<rank x index>` (`tensor<?xindex>` for an unranked
    operand, `!shape.shape` for a value shape); a `tensor<?xindex>` or a
    `!shape.shape` result is compatible with it too. Of a static tensor it
    folds to `shape.const_shape`.
    """

    name = "shape.shape_of"

    arg = operand_def(SHAPED_OR_VALUE_SHAPE)
    result = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict `:` type($arg) `->` type($result)"

    def __init__(self, arg: SSAValue, result_type: Attribute | None = None):
        super().__init__(operands=[arg], result_types=[result_type or self.infer_result_type(arg.type)])

    @staticmethod
    def infer_result_type(arg_type: Attribute) -> Attribute:
        if isinstance(arg_type, ValueShapeType):
            return ShapeType()
        rank = arg_type.get_num_dims() if _is_ranked(arg_type) else DYNAMIC_INDEX
        return extent_tensor_type(rank)

    def verify_(self) -> None:
        inferred = self.infer_result_type(self.arg.type)
        actual = self.result.type
        compatible = (
            inferred == actual
            or isinstance(actual, ShapeType)
            or isinstance(inferred, ShapeType)
            or (isinstance(actual, TensorType) and _compatible_shapes(inferred, actual))
        )
        if not compatible:
            raise _incompatible(inferred, actual)
        verify_shape_or_extent_tensor_op(self)

    def fold(self):
        arg_type = self.arg.type
        if not _is_ranked(arg_type) or DYNAMIC_INDEX in arg_type.get_shape():
            return None
        if isinstance(self.result.type, TensorType) and self.result.type.get_shape()[0] == DYNAMIC_INDEX:
            return None  # a `shape.const_shape` has a static type: ShapeOfOpToConstShapeOp casts it
        return (index_tensor_attr(arg_type.get_shape()),)


def _is_ranked(type_: Attribute) -> bool:
    return isinstance(type_, (TensorType, MemRefType, VectorType))


def _compatible_shapes(lhs: TensorType, rhs: TensorType) -> bool:
    """`verifyCompatibleShapes` of two ranked tensors: equal ranks, and equal extents where both are static."""
    lhs_shape, rhs_shape = lhs.get_shape(), rhs.get_shape()
    return len(lhs_shape) == len(rhs_shape) and all(
        a == b or DYNAMIC_INDEX in (a, b) for a, b in zip(lhs_shape, rhs_shape)
    )


@irdl_op_definition
class BroadcastOp(IRDLOperation, HasFolderInterface):
    """The broadcast of two or more shapes:
    `%b = shape.broadcast %a, %c : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>` (an optional `error`
    string describes the failing case)."""

    name = "shape.broadcast"

    shapes = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    error = opt_prop_def(StringAttr)
    result = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(Commutative(), Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$shapes attr-dict `:` type($shapes) `->` type($result)"

    def __init__(self, shapes: Sequence[SSAValue], result_type: Attribute):
        super().__init__(operands=[shapes], result_types=[result_type])

    def verify_(self) -> None:
        verify_shape_or_extent_tensor_op(self)

    def fold(self):
        if len(self.shapes) == 1:
            return (self.shapes[0],) if self.shapes[0].type == self.result.type else None
        if len(self.shapes) > 2:
            return None
        extents = [constant_extents(shape) for shape in self.shapes]
        if any(e is None for e in extents):
            return None
        result = broadcasted_shape(extents)
        return None if result is None else (index_tensor_attr(result),)


@irdl_op_definition
class ConcatOp(IRDLOperation, HasFolderInterface):
    """The extents of `lhs` then those of `rhs`: `%c = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape`."""

    name = "shape.concat"

    lhs = operand_def(SHAPE_OR_EXTENT_TENSOR)
    rhs = operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"

    def fold(self):
        lhs, rhs = constant_extents(self.lhs), constant_extents(self.rhs)
        return None if lhs is None or rhs is None else (index_tensor_attr([*lhs, *rhs]),)


@irdl_op_definition
class SplitAtOp(IRDLOperation, HasFolderInterface):
    """Splits a shape at an index (negative: from the back), into its head and tail; upstream gives it no
    custom syntax:

        %h, %t = "shape.split_at"(%s, %i) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    """

    name = "shape.split_at"

    operand = operand_def(SHAPE_OR_EXTENT_TENSOR)
    index = operand_def(SIZE_OR_INDEX)
    head = result_def(SHAPE_OR_EXTENT_TENSOR)
    tail = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(Pure())

    def fold(self):
        extents, split = constant_extents(self.operand), constant_size(self.index)
        if extents is None or split is None or not -len(extents) <= split <= len(extents):
            return None
        if split < 0:
            split += len(extents)
        return (index_tensor_attr(extents[:split]), index_tensor_attr(extents[split:]))


@irdl_op_definition
class AnyOp(IRDLOperation, HasFolderInterface):
    """Any combination of the extents of shapes that agree: `%s = shape.any %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>`."""

    name = "shape.any"

    inputs = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(SHAPE_OR_EXTENT_TENSOR)

    traits = traits_def(Commutative(), Pure())
    assembly_format = "$inputs attr-dict `:` type($inputs) `->` type($result)"

    def fold(self):
        # As upstream, only the last operand is looked at (constants sort last, the op being commutative).
        if self.inputs and constant_extents(self.inputs[-1]) is not None:
            return (index_tensor_attr(constant_extents(self.inputs[-1])),)
        return None


@irdl_op_definition
class RankOp(IRDLOperation, HasFolderInterface):
    """The rank of a shape: `%r = shape.rank %s : tensor<?xindex> -> index`."""

    name = "shape.rank"

    shape = operand_def(SHAPE_OR_EXTENT_TENSOR)
    rank = result_def(SIZE_OR_INDEX)

    traits = traits_def(Pure())
    assembly_format = "$shape attr-dict `:` type($shape) `->` type($rank)"

    def verify_(self) -> None:
        verify_size_or_index_op(self)

    def fold(self):
        extents = constant_extents(self.shape)
        return None if extents is None else (_index(len(extents)),)


@irdl_op_definition
class NumElementsOp(IRDLOperation, HasFolderInterface):
    """The product of a shape's extents: `%n = shape.num_elements %s : tensor<2xindex> -> index`."""

    name = "shape.num_elements"

    shape = operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(SIZE_OR_INDEX)

    traits = traits_def(Pure())
    assembly_format = "$shape attr-dict `:` type($shape) `->` type($result)"

    def __init__(self, shape: SSAValue):
        result_type = SizeType() if isinstance(shape.type, ShapeType) else IndexType()
        super().__init__(operands=[shape], result_types=[result_type])

    def verify_(self) -> None:
        verify_size_or_index_op(self)

    def fold(self):
        extents = constant_extents(self.shape)
        return None if extents is None else (_index(math.prod(extents)),)


@irdl_op_definition
class GetExtentOp(IRDLOperation, HasFolderInterface):
    """One extent of a shape: `%e = shape.get_extent %s, %c1 : tensor<2xindex>, index -> index`."""

    name = "shape.get_extent"

    shape = operand_def(SHAPE_OR_EXTENT_TENSOR)
    dim = operand_def(SIZE_OR_INDEX)
    extent = result_def(SIZE_OR_INDEX)

    traits = traits_def(Pure())
    assembly_format = "$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)"

    def verify_(self) -> None:
        verify_size_or_index_op(self)

    def fold(self):
        extents, dim = constant_extents(self.shape), constant_size(self.dim)
        if extents is None or dim is None or not 0 <= dim < len(extents):
            return None
        return (_index(extents[dim]),)


@irdl_op_definition
class DimOp(IRDLOperation, HasFolderInterface):
    """One extent of a shaped value: `%e = shape.dim %x, %c1 : tensor<?x4xf32>, index -> index`."""

    name = "shape.dim"

    value = operand_def(SHAPED)
    index = operand_def(SIZE_OR_INDEX)
    extent = result_def(SIZE_OR_INDEX)

    traits = traits_def(Pure())
    assembly_format = "$value `,` $index attr-dict `:` type($value) `,` type($index) `->` type($extent)"

    def verify_(self) -> None:
        if not _is_ranked(self.value.type):
            return
        index = constant_size(self.index)
        if index is not None and not 0 <= index < self.value.type.get_num_dims():
            raise VerifyException("index is out of range")

    def fold(self):
        index = constant_size(self.index)
        if index is None or not _is_ranked(self.value.type) or index >= self.value.type.get_num_dims():
            return None
        extent = self.value.type.get_shape()[index]
        return None if extent == DYNAMIC_INDEX else (_index(extent),)


@irdl_op_definition
class FromExtentsOp(IRDLOperation, HasFolderInterface):
    """A shape of sizes or indices: `%s = shape.from_extents %a, %b : index, index`."""

    name = "shape.from_extents"

    extents = var_operand_def(SIZE_OR_INDEX)
    shape = result_def(ShapeType)

    traits = traits_def(Pure())
    assembly_format = "$extents attr-dict `:` type($extents)"

    def fold(self):
        extents = [constant_size(extent) for extent in self.extents]
        return None if None in extents else (index_tensor_attr(extents),)


@irdl_op_definition
class FromExtentTensorOp(IRDLOperation):
    """A shape of an extent tensor: `%s = shape.from_extent_tensor %t : tensor<?xindex>`."""

    name = "shape.from_extent_tensor"

    input = operand_def(EXTENT_TENSOR)
    result = result_def(ShapeType)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input)"


@irdl_op_definition
class ToExtentTensorOp(IRDLOperation, HasFolderInterface):
    """The extent tensor of a shape: `%t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>`."""

    name = "shape.to_extent_tensor"

    input = operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(INDEX_TENSOR)

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `->` type($result)"

    def verify_(self) -> None:
        # CastOpInterface: an extent tensor or shape to a tensor of index values.
        input_type = self.input.type
        if isinstance(input_type, TensorType) and not is_extent_tensor_type(input_type):
            raise VerifyException(
                f"operand type '{input_type}' and result type '{self.result.type}' are cast incompatible"
            )

    def fold(self):
        # Upstream folds only a constant operand (its identity fold is the cast interface's, on equal types).
        if self.input.type == self.result.type:
            return (self.input,)
        extents = constant_extents(self.input)
        if extents is None or not _fits(extents, self.result.type):
            return None
        return (index_tensor_attr(extents),)


def _fits(extents: Sequence[int], type_: Attribute) -> bool:
    """Whether a constant of `extents` has type `type_` (upstream's attribute would be `tensor<N x index>`)."""
    return is_extent_tensor_type(type_) and type_.get_shape()[0] == len(extents)


@irdl_op_definition
class IndexToSizeOp(IRDLOperation, HasFolderInterface):
    """An index as a `!shape.size`: `%s = shape.index_to_size %i`."""

    name = "shape.index_to_size"

    arg = operand_def(IndexType)
    result = result_def(SizeType)

    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict"

    def fold(self):
        value = constant_size(self.arg)
        return None if value is None else (_index(value),)


@irdl_op_definition
class SizeToIndexOp(IRDLOperation, HasFolderInterface):
    """A size as an index: `%i = shape.size_to_index %s : !shape.size`."""

    name = "shape.size_to_index"

    arg = operand_def(SIZE_OR_INDEX)
    result = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict `:` type($arg)"

    def fold(self):
        if isinstance(self.arg.type, IndexType):
            return (self.arg,)
        value = constant_size(self.arg)
        return None if value is None else (_index(value),)


@irdl_op_definition
class ShapeEqOp(IRDLOperation, HasFolderInterface):
    """Whether shapes are equal: `%eq = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>`."""

    name = "shape.shape_eq"

    shapes = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(i1)

    traits = traits_def(Commutative(), Pure())
    assembly_format = "$shapes attr-dict `:` type($shapes)"

    def fold(self):
        extents = [constant_extents(shape) for shape in self.shapes]
        if None in extents:
            return None
        return (BoolAttr(all(e == extents[0] for e in extents), i1),)


@irdl_op_definition
class IsBroadcastableOp(IRDLOperation, HasFolderInterface):
    """Whether shapes broadcast: `%ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>`."""

    name = "shape.is_broadcastable"

    shapes = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(i1)

    traits = traits_def(Commutative())
    assembly_format = "$shapes attr-dict `:` type($shapes)"

    def fold(self):
        return (BoolAttr(True, i1),) if len(self.shapes) < 2 else None


# ---------------------------------------------------------------------------
# Constraints and witnesses


@irdl_op_definition
class CstrBroadcastableOp(IRDLOperation, HasFolderInterface):
    """A witness that shapes broadcast: `%w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>`."""

    name = "shape.cstr_broadcastable"

    shapes = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(WitnessType)

    traits = traits_def(Commutative())
    assembly_format = "$shapes attr-dict `:` type($shapes)"

    def __init__(self, shapes: Sequence[SSAValue]):
        super().__init__(operands=[shapes], result_types=[WitnessType()])

    def verify_(self) -> None:
        if len(self.shapes) < 2:
            raise VerifyException("required at least 2 input shapes")

    def fold(self):
        extents = [constant_extents(shape) for shape in self.shapes]
        # No broadcasting is needed when all operands but one are constant scalar shapes.
        if sum(1 for e in extents if e is None or len(e) != 0) <= 1:
            return (BoolAttr(True, i1),)
        if None not in extents and statically_broadcastable(extents):
            return (BoolAttr(True, i1),)
        known = [_known_extents(shape) for shape in self.shapes]
        if None not in known and statically_broadcastable(known):
            return (BoolAttr(True, i1),)
        return None


def _known_extents(shape: SSAValue) -> tuple[int, ...] | None:
    """Upstream's `getShapeVec`: the (possibly dynamic) extents of a `shape_of` of a ranked value, or those of a
    constant shape."""
    owner = shape.owner
    if isinstance(owner, ShapeOfOp):
        return tuple(owner.arg.type.get_shape()) if _is_ranked(owner.arg.type) else None
    return constant_extents(shape)


@irdl_op_definition
class CstrEqOp(IRDLOperation, HasFolderInterface):
    """A witness that shapes are equal: `%w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>`."""

    name = "shape.cstr_eq"

    shapes = var_operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(WitnessType)

    traits = traits_def(Commutative())
    assembly_format = "$shapes attr-dict `:` type($shapes)"

    def fold(self):
        extents = [constant_extents(shape) for shape in self.shapes]
        if None in extents or any(e != extents[0] for e in extents):
            return None
        return (BoolAttr(True, i1),)


@irdl_op_definition
class CstrRequireOp(IRDLOperation, HasFolderInterface):
    """A witness that an i1 is true: `%w = shape.cstr_require %ok, "shapes must agree"`."""

    name = "shape.cstr_require"

    pred = operand_def(i1)
    msg = prop_def(StringAttr)
    result = result_def(WitnessType)

    assembly_format = "$pred `,` $msg attr-dict"

    def fold(self):
        owner = self.pred.owner
        if isinstance(owner, Operation) and owner.name == "arith.constant":
            value = owner.properties.get("value")
            if isinstance(value, IntegerAttr):
                return (BoolAttr(bool(value.value.data), i1),)
        return None


@irdl_op_definition
class AssumingAllOp(IRDLOperation, HasFolderInterface):
    """The conjunction of witnesses: `%w = shape.assuming_all %w0, %w1`."""

    name = "shape.assuming_all"

    inputs = var_operand_def(WitnessType)
    result = result_def(WitnessType)

    traits = traits_def(Commutative(), Pure())
    assembly_format = "$inputs attr-dict"

    def __init__(self, inputs: Sequence[SSAValue]):
        super().__init__(operands=[inputs], result_types=[WitnessType()])

    def verify_(self) -> None:
        if not self.inputs:
            raise VerifyException("no operands specified")

    def fold(self):
        # Upstream erases the constant operands as it goes; a fold here leaves the op alone unless all are
        # constant (or one is a failing constant).
        values = [constant_witness(witness) for witness in self.inputs]
        if False in values:
            return (BoolAttr(False, i1),)
        if None in values:
            return None
        return (BoolAttr(True, i1),)


@irdl_op_definition
class AssumingYieldOp(IRDLOperation):
    """The values a `shape.assuming` region returns: `shape.assuming_yield %x : tensor<?xf32>`."""

    name = "shape.assuming_yield"

    operands_ = var_operand_def(AnyAttr())

    traits = lazy_traits_def(lambda: (Pure(), ReturnLike(), IsTerminator(), HasParent(AssumingOp)))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def __init__(self, values: Sequence[SSAValue] = ()):
        super().__init__(operands=[values])


@irdl_op_definition
class AssumingOp(IRDLOperation):
    """Runs its region assuming the witness holds, and returns what it yields:

        %r = shape.assuming %w -> (tensor<?xf32>) {
          %y = ...
          shape.assuming_yield %y : tensor<?xf32>
        }

    Without results the terminator is implicit and not printed: `shape.assuming %w { ... }`.
    """

    name = "shape.assuming"

    witness = operand_def(WitnessType)
    results_ = var_result_def(AnyAttr())
    do_region = region_def("single_block")

    traits = traits_def(SingleBlockImplicitTerminator(AssumingYieldOp), RecursiveMemoryEffect())

    def __init__(self, witness: SSAValue, result_types: Sequence[Attribute], body: Region):
        super().__init__(operands=[witness], result_types=[result_types], regions=[body])

    def verify_(self) -> None:
        # RegionBranchOpInterface: what the region yields flows to the results.
        verify_types_to_parent_results(self, self.do_region, AssumingYieldOp)

    @classmethod
    def parse(cls, parser: Parser) -> AssumingOp:
        witness = parser.resolve_operand(parser.parse_unresolved_operand(), WitnessType())
        result_types = _parse_optional_arrow_type_list(parser)
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        if not region.blocks:
            region.add_block(Block())
        block = region.block
        if not isinstance(block.last_op, AssumingYieldOp):
            block.add_op(AssumingYieldOp())
        return cls.create(operands=[witness], result_types=result_types, regions=[region], attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.witness)
        _print_optional_arrow_type_list(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.do_region, print_entry_block_args=False, print_block_terminators=bool(self.results))
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------
# Reductions over extents


@irdl_op_definition
class YieldOp(IRDLOperation):
    """Returns the values of a `shape.reduce` body to the op: `shape.yield %acc : index`."""

    name = "shape.yield"

    operands_ = var_operand_def(AnyAttr())

    traits = lazy_traits_def(lambda: (HasParent(ReduceOp), Pure(), ReturnLike(), IsTerminator()))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def __init__(self, values: Sequence[SSAValue] = ()):
        super().__init__(operands=[values])

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None:
            return
        if len(parent.results) != len(self.operands):
            raise VerifyException("number of operands does not match number of results of its parent")
        if any(r.type != o.type for r, o in zip(parent.results, self.operands)):
            raise VerifyException("types mismatch between yield op and its parent")


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """Folds the body over the extents of a shape, from the first to the last: the body takes the extent's index,
    the extent (`index` for an extent tensor, `!shape.size` for a `!shape.shape`) and the values so far, starting
    from the initial values, and yields the next ones; the results are the last.

        %n = shape.reduce(%shape, %c1) : tensor<?xindex> -> index {
        ^bb0(%i: index, %extent: index, %acc: index):
          %next = arith.muli %acc, %extent : index
          shape.yield %next : index
        }
    """

    name = "shape.reduce"

    shape = operand_def(SHAPE_OR_EXTENT_TENSOR)
    init_vals = var_operand_def(AnyAttr())
    result = var_result_def(AnyAttr())
    region = region_def("single_block")

    traits = traits_def(SingleBlockImplicitTerminator(YieldOp))

    def __init__(self, shape: SSAValue, init_vals: Sequence[SSAValue], body: Region):
        super().__init__(operands=[shape, init_vals], result_types=[[v.type for v in init_vals]], regions=[body])

    def verify_(self) -> None:
        block = self.region.block
        count = len(self.init_vals) + 2
        if len(block.args) != count:
            raise VerifyException(f"ReduceOp body is expected to have {count} arguments")
        if not isinstance(block.args[0].type, IndexType):
            raise VerifyException("argument 0 of ReduceOp body is expected to be of IndexType")
        if isinstance(self.shape.type, ShapeType):
            if not isinstance(block.args[1].type, SizeType):
                raise VerifyException(
                    "argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType"
                )
        elif not isinstance(block.args[1].type, IndexType):
            raise VerifyException(
                "argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent "
                "tensor"
            )
        for index, init in enumerate(self.init_vals):
            if block.args[index + 2].type != init.type:
                raise VerifyException(
                    f"type mismatch between argument {index + 2} of ReduceOp body and initial value {index}"
                )

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        shape_type = parser.parse_type()
        result_types = _parse_optional_arrow_type_list(parser)
        if len(operands) - 1 != len(result_types):
            parser.raise_error(f"{len(operands) - 1} operands present, but expected {len(result_types)}")
        resolved = [parser.resolve_operand(operands[0], shape_type)] + [
            parser.resolve_operand(operand, type_) for operand, type_ in zip(operands[1:], result_types)
        ]
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(operands=resolved, result_types=result_types, regions=[region], attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(f") : {self.shape.type}")
        _print_optional_arrow_type_list(printer, self.result_types)
        printer.print_string(" ")
        printer.print_region(self.region)
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------
# Value shapes


@irdl_op_definition
class ValueOfOp(IRDLOperation):
    """The value of a value shape: `%v = shape.value_of %vs : tensor<?xf32>`."""

    name = "shape.value_of"

    arg = operand_def(ValueShapeType)
    result = result_def(SHAPED)

    traits = traits_def(Pure())
    assembly_format = "$arg attr-dict `:` type($result)"


@irdl_op_definition
class WithShapeOp(IRDLOperation):
    """A value shape of a value and a shape: `%vs = shape.with_shape %x, %s : tensor<?xf32>, !shape.shape`."""

    name = "shape.with_shape"

    operand = operand_def(SHAPED_OR_VALUE_SHAPE)
    shape = operand_def(SHAPE_OR_EXTENT_TENSOR)
    result = result_def(ValueShapeType)

    traits = traits_def(Pure())
    assembly_format = "operands attr-dict `:` type($operand) `,` type($shape)"


# ---------------------------------------------------------------------------
# Shape function libraries


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """Returns from a `shape.func`: `shape.return %s : !shape.shape`."""

    name = "shape.return"

    operands_ = var_operand_def(AnyAttr())

    traits = lazy_traits_def(lambda: (Pure(), HasParent(FuncOp), ReturnLike(), IsTerminator()))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


_FUNC_RESERVED = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
"""The properties a `shape.func` prints in its signature, not in its attribute dictionary."""


@irdl_op_definition
class FuncOp(IRDLOperation):
    """A shape function: computes the shapes of an op's results from its operands (`!shape.value_shape`s), in a
    `shape.function_library`.

        shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
          %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
          shape.return %0 : !shape.shape
        }
    """

    name = "shape.func"

    body = region_def()
    sym_name = prop_def(StringAttr)
    function_type = prop_def(FunctionType)
    sym_visibility = opt_prop_def(StringAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())

    def verify_(self) -> None:
        if self.body.blocks and self.function_type.inputs.data != tuple(self.body.block.arg_types):
            raise VerifyException("Expected entry block arguments to have the same types as the function input types")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        visibility = parser.parse_optional_visibility_keyword()
        name, inputs, outputs, region, extra, arg_attrs, res_attrs = parse_func_op_like(
            parser, reserved_attr_names=function_reserved_attr_names(visibility, "arg_attrs", "res_attrs")
        )[:7]
        properties = {
            "sym_name": StringAttr(name),
            "function_type": FunctionType.from_lists(inputs, outputs),
            "sym_visibility": visibility,
            "arg_attrs": arg_attrs,
            "res_attrs": res_attrs,
        }
        op = cls.create(properties={k: v for k, v in properties.items() if v is not None}, regions=[region])
        if extra is not None:
            op.attributes |= extra.data
        return op

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:
            printer.print_string(f" {self.sym_visibility.data}")
        print_func_op_like(
            printer,
            self.sym_name,
            self.function_type,
            self.body,
            self.attributes,
            arg_attrs=self.arg_attrs,
            res_attrs=self.res_attrs,
            reserved_attr_names=_FUNC_RESERVED,
        )


@irdl_op_definition
class FunctionLibraryOp(IRDLOperation):
    """A library of shape functions (`shape.func`s) and the mapping from op names to them:

    shape.function_library @shape_lib {
      shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape { ... }
    } mapping {
      test.same_operand_result_type = @same_result_shape
    }
    """

    name = "shape.function_library"

    sym_name = prop_def(StringAttr)
    sym_visibility = opt_prop_def(StringAttr)
    mapping = prop_def(DictionaryAttr)
    body = region_def("single_block")

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface(), SymbolTable(), NoTerminator())

    @classmethod
    def parse(cls, parser: Parser) -> FunctionLibraryOp:
        name = parser.parse_symbol_name()
        attributes = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        parser.parse_keyword("mapping")
        pos = parser.pos
        mapping = parser.parse_attribute()
        if not isinstance(mapping, DictionaryAttr):
            parser.raise_error("invalid kind of attribute specified", pos, parser.pos)
        op = cls.create(properties={"sym_name": name, "mapping": mapping}, regions=[body])
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_block_terminators=False)
        printer.print_string(" mapping ")
        printer.print_attribute(self.mapping)


def _symbol_in(table: Operation, ref: SymbolRefAttr) -> Operation | None:
    """The op that `ref` names among the ops of the symbol table `table` (upstream's `lookupSymbolIn`)."""
    op: Operation | None = table
    for name in (ref.root_reference, *ref.nested_references.data):
        if op is None or not op.regions or not op.regions[0].blocks:
            return None
        op = next(
            (child for child in op.regions[0].block.ops if child.properties.get("sym_name") == name),
            None,
        )
    return op


class ShapeAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `ShapeDialect::verifyOperationAttribute`: `shape.lib` names, on a symbol table, the shape function
    libraries in it (one or an array), whose mappings name each op once:

        module attributes {shape.lib = [@lib_a, @lib_b]} { shape.function_library @lib_a { ... } mapping {...} ... }
    """

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name != "shape.lib":
            return
        if not op.has_trait(SymbolTable):
            raise DiagnosticError("shape.lib attribute may only be on op implementing SymbolTable", op)
        if isinstance(value, SymbolRefAttr):
            symbol = _symbol_in(op, value)
            if symbol is None:
                raise DiagnosticError(f"shape function library {value} not found", op)
            if not isinstance(symbol, FunctionLibraryOp):
                raise DiagnosticError(f"{value} required to be shape function library", op)
            return
        if not isinstance(value, ArrayAttr):
            raise DiagnosticError("only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute", op)
        mapped: set[str] = set()
        for ref in value.data:
            if not isinstance(ref, SymbolRefAttr):
                raise DiagnosticError("only SymbolRefAttr allowed in shape.lib attribute array", op)
            library = _symbol_in(op, ref)
            if not isinstance(library, FunctionLibraryOp):
                raise DiagnosticError(f"{ref} does not refer to FunctionLibraryOp", op)
            for op_name in library.mapping.data:
                if op_name in mapped:
                    raise DiagnosticError(f'only one op to shape mapping allowed, found multiple for `"{op_name}"`', op)
                mapped.add(op_name)


register_attribute_verifier("shape", ShapeAttributeVerifier())


class ShapeConstantMaterialization(ConstantMaterializationInterface):
    """Upstream's `ShapeDialect::materializeConstant`: a shape or extent tensor becomes `shape.const_shape`, a
    size `shape.const_size`, a witness `shape.const_witness`, anything else `arith.constant`."""

    def materialize_constant(self, value: Attribute, type: Attribute) -> Operation | None:
        if isinstance(type, ShapeType) or is_extent_tensor_type(type):
            if not isinstance(value, DenseIntOrFPElementsAttr):
                return None
            return ConstShapeOp.create(result_types=[type], properties={"shape": value})
        if isinstance(type, SizeType):
            return ConstSizeOp.create(result_types=[type], properties={"value": value})
        if isinstance(type, WitnessType):
            return ConstWitnessOp.create(result_types=[type], properties={"passing": value})
        return arith.ConstantOp.build(properties={"value": value}, result_types=(type,))


Shape = Dialect(
    "shape",
    [
        AddOp, AnyOp, AssumingAllOp, AssumingOp, AssumingYieldOp, BroadcastOp, ConcatOp, ConstShapeOp,
        ConstSizeOp, ConstWitnessOp, CstrBroadcastableOp, CstrEqOp, CstrRequireOp, DimOp, DivOp,
        FromExtentTensorOp, FromExtentsOp, GetExtentOp, IndexToSizeOp, IsBroadcastableOp, MaxOp, MinOp, MulOp,
        MeetOp, NumElementsOp, RankOp, ReduceOp, ShapeEqOp, ShapeOfOp, SizeToIndexOp, SplitAtOp, ToExtentTensorOp, ValueOfOp,
        WithShapeOp, YieldOp, FuncOp, FunctionLibraryOp, ReturnOp,
    ],
    [ShapeType, SizeType, ValueShapeType, WitnessType],
    [DialectInlinerInterface(), ShapeConstantMaterialization()],
)  # fmt: skip
