"""The `arith` dialect: xDSL's ops plus the ones xDSL 0.74 lacks.

xDSL has no `arith.remf`, which `convert-mhlo-to-linalg` needs for float
`remainder`; this module adds it with upstream's syntax and builds the
`arith` dialect from xDSL's ops and it:

    %r = arith.remf %a, %b : f32

`remf` is the remainder of the division truncated toward zero (C's `fmod`):
its sign is the sign of `%a`. It also adds upstream's `arith.index_castui`
(an integer to or from `index`, zero-extended) and redefines `arith.truncf`
and `arith.extf` with upstream's optional rounding mode and fastmath flags:

    %y = arith.truncf %x downward fastmath<contract> : f64 to f32
    %i = arith.index_castui %n : i32 to index

The width-changing casts and `arith.bitcast` verify as upstream does (xDSL
accepts `arith.extf %x : f32 to f16` and shape changes of vectors), with
upstream's messages:

    %y = arith.extf %x : vector<2xf16> to vector<2xf32>
    %z = arith.truncf %x : f32 to f64    // error: operand type 'f32' and result type 'f64' are cast incompatible

The ops take unranked tensors, as upstream's do (`FloatLike`, `SignlessIntegerOrIndexLike` and `BoolLike` take
any container with value semantics; xDSL's `container_of` takes vectors and ranked tensors only): the ops
this module does not redefine otherwise are xDSL's in subclasses of the same name with upstream's constraints
(`with_upstream_constraints`):

    %r = arith.addf %a, %b : tensor<*xf32>

This module also re-exports xDSL's other `arith` ops, so that `from aiopt.dialects import arith`
names the class the context registers for every `arith` op: passes build ops from it.
"""

import operator
from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects.arith import *
from xdsl.dialects.arith import Arith, FloatingPointLikeBinaryOperation
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I32,
    AnyFloat,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    Signedness,
    SignlessIntegerConstraint,
    TensorType,
    UnrankedTensorType,
    VectorType,
    container_of,
)
from xdsl.ir import Attribute, Dialect, Operation, OpTrait, OpTraits, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    IRDLOperation,
    OpDef,
    ParamAttrConstraint,
    RangeConstraint,
    VarConstraint,
    irdl_op_definition,
    irdl_to_attr_constraint,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.printer import Printer
from xdsl.traits import HasCanonicalizationPatternsTrait, Pure, SameOperandsAndResultType
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.type import have_compatible_shape

from aiopt.support.canonical_classes import irdl_op_redefinition, registered_factory
from aiopt.support.dense_elements import splat
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import (
    UNKNOWN_VERIFIER,
    UpstreamVerifyException,
    custom_verifier,
    describe_attribute,
    describe_constraint,
    reads_only_signature,
    satisfies,
    verify_irdl_constraints,
    with_constraints,
    with_property_alternative,
    with_replaced_constraints,
)
from aiopt.support.sparse_elements import SparseElementsAttr

# The summaries of upstream's ODS type constraints that xDSL's `arith` constraints stand for.
describe_constraint(xdsl_arith.signlessIntegerLike, "signless-integer-like")
describe_constraint(xdsl_arith.floatingPointLike, "floating-point-like")
describe_constraint(xdsl_arith.boolLike, "bool-like")


def value_semantics_container_of(element: AttrConstraint, summary: str) -> AttrConstraint:
    """Upstream's `TypeOrValueSemanticsContainer<element>`: `element`, or a vector, a ranked or an unranked
    tensor of it, with ODS's `summary`. xDSL's `container_of` leaves out unranked tensors, which upstream's
    arith (and math) ops take:

        %r = arith.addf %a, %b : tensor<*xf32>
    """
    unranked = ParamAttrConstraint(UnrankedTensorType, (irdl_to_attr_constraint(element),))
    return describe_constraint(container_of(element) | unranked, summary)


SIGNLESS_INTEGER_LIKE = value_semantics_container_of(SignlessIntegerConstraint | IndexType, "signless-integer-like")
"""Upstream's `SignlessIntegerOrIndexLike`: a signless integer or index, or a vector or tensor of them."""

FLOAT_LIKE = value_semantics_container_of(AnyFloat, "floating-point-like")
"""Upstream's `FloatLike`: a float, or a vector or tensor of floats."""

BOOL_LIKE = value_semantics_container_of(IntegerType(1), "bool-like")
"""Upstream's `BoolLike`: i1, or a vector or tensor of i1."""

UPSTREAM_CONSTRAINTS = {
    xdsl_arith.signlessIntegerLike: SIGNLESS_INTEGER_LIKE,
    xdsl_arith.floatingPointLike: FLOAT_LIKE,
    xdsl_arith.boolLike: BOOL_LIKE,
}
"""Upstream's constraint for each of xDSL's narrower ones (`with_replaced_constraints`)."""


def print_spaced_flags(attr: Attribute, printer: Printer) -> None:
    """Upstream's integer overflow flags, `overflow<nsw, nuw>` (xDSL's bit enums print `<nsw,nuw>`).

    xDSL's `BitEnumAttribute` parses and prints with one `separator_value`, and the ops' formats build
    xDSL's own attribute class, so neither a new separator nor a subclass can change what is printed: the
    printer of xDSL's class is replaced (`IntegerOverflowAttr` here, the llvm dialect's in llvm.py).
    """
    with printer.delimited("<", ">"):
        flags = attr.data
        if not flags:
            printer.print_string(attr.none_value)
        else:
            printer.print_list(tuple(f.value for f in attr.enum_type if f in flags), printer.print_string, ", ")


xdsl_arith.IntegerOverflowAttr.print_parameter = print_spaced_flags

# ODS's summaries of the enums (I32BitEnumAttr's), for an attr-dict entry of another kind:
#   arith.addf %a, %b {fastmath = 1 : i32} : f32
#   // error: 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags
describe_attribute(xdsl_arith.FastMathFlagsAttr, "Floating point fast math flags")
describe_attribute(xdsl_arith.IntegerOverflowAttr, "Integer overflow arith flags")


@irdl_op_definition
class RemFOp(FloatingPointLikeBinaryOperation):
    """Float remainder, `fmod(lhs, rhs)`: `%r = arith.remf %a, %b : f32`."""

    name = "arith.remf"

    T: ClassVar = VarConstraint("T", FLOAT_LIKE)  # xDSL's base class takes no unranked tensor
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)

    traits = traits_def(Pure())


def _shape_key(type_: Attribute):
    """What upstream's SameOperandsAndResultShape compares: the shape, and a vector's scalable dims."""
    if isinstance(type_, VectorType):
        return type_.get_shape(), type_.get_scalable_dims()
    return type_.get_shape(), None


def _compatible_shapes(a: Attribute, b: Attribute) -> bool:
    if isinstance(a, UnrankedTensorType) or isinstance(b, UnrankedTensorType):
        # Upstream's `verifyCompatibleShape`: an unranked shape is compatible with any shape.
        return isinstance(a, ShapedType | UnrankedTensorType) and isinstance(b, ShapedType | UnrankedTensorType)
    if not isinstance(a, ShapedType) or not isinstance(b, ShapedType):
        return not isinstance(a, ShapedType) and not isinstance(b, ShapedType)
    (shape_a, scalable_a), (shape_b, scalable_b) = _shape_key(a), _shape_key(b)
    if scalable_a != scalable_b or len(shape_a) != len(shape_b):
        return False
    return all(x == y or x < 0 or y < 0 for x, y in zip(shape_a, shape_b))


def _bitwidth(type_: Attribute, kinds: tuple[type, ...]) -> int | None:
    element = _element(type_)
    if not isinstance(element, kinds):
        return None
    return 0 if isinstance(element, IndexType) else element.bitwidth


def verify_cast(
    op: Operation,
    kinds: tuple[type, ...],
    width_check: Callable[[int, int], bool],
    result_kinds: tuple[type, ...] | None = None,
) -> None:
    """Upstream's checks of an arith cast: same shape, same tensor dims, then `areCastCompatible`.

    `width_check(result_width, operand_width)` says whether the element widths fit the cast;
    the result's elements are of `result_kinds` where they differ from the operand's `kinds`.
    """
    source, result = op.operands[0].type, op.results[0].type
    # ODS's check (a TypesMatchWith) comes before the SameOperandsAndResultShape trait's.
    if isinstance(source, TensorType) and isinstance(result, TensorType):
        if source.get_shape() != result.get_shape():
            raise VerifyException("failed to verify that input and output have the same tensor dimensions")
    if not _compatible_shapes(source, result):
        raise VerifyException("requires the same shape for all operands and results")
    # The same kind of container (or none), as upstream's `areSameShapedTypeIgnoringElementType`.
    compatible = type(source) is type(result) or not (isinstance(source, ShapedType) or isinstance(result, ShapedType))
    if compatible and isinstance(source, TensorType):
        compatible = source.encoding == result.encoding
    source_width, result_width = _bitwidth(source, kinds), _bitwidth(result, result_kinds or kinds)
    if not compatible or source_width is None or result_width is None or not width_check(result_width, source_width):
        raise VerifyException(f"operand type '{source}' and result type '{result}' are cast incompatible")


@irdl_op_redefinition
class ExtFOp(xdsl_arith.ExtFOp):
    """A float widened: `%y = arith.extf %x fastmath<contract> : f16 to f32` (xDSL's has no fastmath flags)."""

    name = "arith.extf"
    input = operand_def(FLOAT_LIKE)
    result = result_def(FLOAT_LIKE)
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    traits = traits_def(Pure())
    assembly_format = "$input (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)"

    def __init__(self, op: SSAValue | Operation, target_type: Attribute, fastmath: FastMathFlagsAttr | None = None):
        properties = {} if fastmath is None else {"fastmath": fastmath}
        IRDLOperation.__init__(self, operands=[op], result_types=[target_type], properties=properties)

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        verify_cast(self, (AnyFloat,), operator.gt)


ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
"""Upstream's `arith::RoundingMode` keywords, in the order of their values (the property is an i32)."""


@irdl_op_redefinition
class TruncFOp(xdsl_arith.TruncFOp):
    """A float narrowed, with an optional rounding mode and fastmath flags (xDSL's has neither):

        %y = arith.truncf %x : f32 to f16
        %z = arith.truncf %x downward fastmath<contract> : f64 to f32     // generic: roundingmode = 1 : i32
    """

    name = "arith.truncf"
    input = operand_def(FLOAT_LIKE)
    result = result_def(FLOAT_LIKE)
    roundingmode = opt_prop_def(IntegerAttr[I32])
    fastmath = prop_def(FastMathFlagsAttr, default_value=FastMathFlagsAttr("none"))
    traits = traits_def(Pure())

    def __init__(
        self,
        op: SSAValue | Operation,
        target_type: Attribute,
        roundingmode: str | None = None,
        fastmath: FastMathFlagsAttr | None = None,
    ):
        properties: dict[str, Attribute] = {} if fastmath is None else {"fastmath": fastmath}
        if roundingmode is not None:
            properties["roundingmode"] = IntegerAttr(ROUNDING_MODES.index(roundingmode), 32)
        IRDLOperation.__init__(self, operands=[op], result_types=[target_type], properties=properties)

    @property
    def rounding(self) -> str | None:
        """The rounding mode's keyword, or None (to nearest, ties to even, as when it is `to_nearest_even`)."""
        mode = self.roundingmode
        return None if mode is None or not 0 <= mode.value.data < len(ROUNDING_MODES) else ROUNDING_MODES[mode.value.data]

    @classmethod
    def parse(cls, parser: Parser) -> "TruncFOp":
        operand = parser.parse_unresolved_operand()
        mode = next((mode for mode in ROUNDING_MODES if parser.parse_optional_keyword(mode) is not None), None)
        fastmath = None
        if parser.parse_optional_keyword("fastmath") is not None:
            fastmath = FastMathFlagsAttr(FastMathFlagsAttr.parse_parameter(parser))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source = parser.parse_type()
        parser.parse_keyword("to")
        target = parser.parse_type()
        op = cls(parser.resolve_operand(operand, source), target, mode, fastmath)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        if self.roundingmode is not None:
            printer.print_string(f" {self.rounding or self.roundingmode.value.data}")
        if self.fastmath != FastMathFlagsAttr("none"):
            printer.print_string(" fastmath")
            self.fastmath.print_parameter(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        if self.roundingmode is not None and self.rounding is None:
            raise VerifyException(
                "attribute 'roundingmode' failed to satisfy constraint: allowed 32-bit signless integer cases: "
                "0, 1, 2, 3, 4"
            )
        verify_cast(self, (AnyFloat,), operator.lt)


SIGNLESS_FIXED_WIDTH_INTEGER_LIKE = value_semantics_container_of(
    SignlessIntegerConstraint, "signless-fixed-width-integer-like"
)
"""Upstream's `SignlessFixedWidthIntegerLike`: a signless integer, or a vector or tensor of them."""

SIGNLESS_INTEGER_LIKE_OR_MEMREF = describe_constraint(
    SIGNLESS_INTEGER_LIKE
    | MemRefType.constr(element_type=SignlessIntegerConstraint | IndexType),
    "signless-integer-like or memref of signless-integer",
)
"""What `arith.index_cast` takes and gives: a signless integer or index, or a vector, tensor or memref of them."""


class _CastOp(IRDLOperation):
    """What upstream's arith casts share: `%y = arith.extsi %x : vector<4xi8> to vector<4xi32>`."""

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, op: SSAValue | Operation, target_type: Attribute):
        IRDLOperation.__init__(self, operands=[op], result_types=[target_type])


@irdl_op_redefinition
class ExtSIOp(xdsl_arith.ExtSIOp, _CastOp):
    """An integer sign-extended: `%y = arith.extsi %x : i8 to i32` (or vectors, tensors of them)."""

    name = "arith.extsi"
    input = operand_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    result = result_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (IntegerType,), operator.gt)


@irdl_op_redefinition
class ExtUIOp(xdsl_arith.ExtUIOp, _CastOp):
    """An integer zero-extended: `%y = arith.extui %x : i8 to i32` (or vectors, tensors of them)."""

    name = "arith.extui"
    input = operand_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    result = result_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (IntegerType,), operator.gt)


@irdl_op_redefinition
class TruncIOp(xdsl_arith.TruncIOp, _CastOp):
    """An integer truncated: `%y = arith.trunci %x : i32 to i8` (or vectors, tensors of them), with upstream's
    overflow flags (xDSL's has none): `%z = arith.trunci %x overflow<nsw, nuw> : i32 to i8` (the result is
    poison where the dropped bits are not the sign extension, or not zero, of the kept ones)."""

    name = "arith.trunci"
    input = operand_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    result = result_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    overflow_flags = prop_def(
        xdsl_arith.IntegerOverflowAttr, default_value=xdsl_arith.IntegerOverflowAttr("none"), prop_name="overflowFlags"
    )

    assembly_format = "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($result)"

    def __init__(
        self,
        op: SSAValue | Operation,
        target_type: Attribute,
        overflow: xdsl_arith.IntegerOverflowAttr | None = None,
    ):
        properties = {} if overflow is None else {"overflowFlags": overflow}
        IRDLOperation.__init__(self, operands=[op], result_types=[target_type], properties=properties)

    def verify_(self) -> None:
        verify_cast(self, (IntegerType,), operator.lt)


@irdl_op_redefinition
class SIToFPOp(xdsl_arith.SIToFPOp, _CastOp):
    """A signed integer converted to float: `%y = arith.sitofp %x : i32 to f32` (or vectors, tensors of them)."""

    name = "arith.sitofp"
    input = operand_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    result = result_def(FLOAT_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (IntegerType,), _any_widths, (AnyFloat,))


@irdl_op_redefinition
class UIToFPOp(xdsl_arith.UIToFPOp, _CastOp):
    """An unsigned integer converted to float: `%y = arith.uitofp %x : i32 to f32` (or vectors, tensors of them)."""

    name = "arith.uitofp"
    input = operand_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)
    result = result_def(FLOAT_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (IntegerType,), _any_widths, (AnyFloat,))


@irdl_op_redefinition
class FPToSIOp(xdsl_arith.FPToSIOp, _CastOp):
    """A float converted to a signed integer: `%y = arith.fptosi %x : f32 to i32` (or vectors, tensors of them)."""

    name = "arith.fptosi"
    input = operand_def(FLOAT_LIKE)
    result = result_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (AnyFloat,), _any_widths, (IntegerType,))


@irdl_op_redefinition
class FPToUIOp(xdsl_arith.FPToUIOp, _CastOp):
    """A float converted to an unsigned integer: `%y = arith.fptoui %x : f32 to i32` (or vectors, tensors of them)."""

    name = "arith.fptoui"
    input = operand_def(FLOAT_LIKE)
    result = result_def(SIGNLESS_FIXED_WIDTH_INTEGER_LIKE)

    def verify_(self) -> None:
        verify_cast(self, (AnyFloat,), _any_widths, (IntegerType,))


@irdl_op_redefinition
class IndexCastOp(xdsl_arith.IndexCastOp, _CastOp):
    """An integer to or from `index`: `%y = arith.index_cast %x : i32 to index` (or vectors, tensors, memrefs)."""

    name = "arith.index_cast"
    input = operand_def(SIGNLESS_INTEGER_LIKE_OR_MEMREF)
    result = result_def(SIGNLESS_INTEGER_LIKE_OR_MEMREF)

    def verify_(self) -> None:
        # Upstream's `areIndexCastCompatible`: one side's elements are `index`, the other's integers.
        kinds = (IntegerType,) if isinstance(_element(self.input.type), IndexType) else (IndexType,)
        verify_cast(self, (IntegerType, IndexType), _any_widths, kinds)


@irdl_op_definition
class IndexCastUIOp(_CastOp):
    """An integer to or from `index`, zero-extended where it widens (xDSL 0.74 lacks it):
    `%y = arith.index_castui %x : i32 to index`."""

    name = "arith.index_castui"
    input = operand_def(SIGNLESS_INTEGER_LIKE_OR_MEMREF)
    result = result_def(SIGNLESS_INTEGER_LIKE_OR_MEMREF)

    def verify_(self) -> None:
        kinds = (IntegerType,) if isinstance(_element(self.input.type), IndexType) else (IndexType,)
        verify_cast(self, (IntegerType, IndexType), _any_widths, kinds)


def _any_widths(result_width: int, operand_width: int) -> bool:
    """Any element widths: a conversion between integers and floats (or `index`) takes any."""
    return True


def _element(type_: Attribute) -> Attribute:
    """`getElementTypeOrSelf`: a shaped type's (or an unranked tensor's) element type, or the type itself."""
    return type_.get_element_type() if isinstance(type_, ShapedType | UnrankedTensorType) else type_


BITCAST_TYPE = describe_constraint(
    value_semantics_container_of(SignlessIntegerConstraint | IndexType | AnyFloat, "signless-integer-or-float-like")
    | MemRefType.constr(element_type=SignlessIntegerConstraint | AnyFloat),
    "signless-integer-or-float-like or memref of signless-integer or float",
)
"""Upstream's `BitcastTypeConstraint`: what `arith.bitcast` takes and gives (xDSL's takes no unranked tensor)."""


class BitcastOp(xdsl_arith.BitcastOp):
    """The same bits as another type of the same width: `%y = arith.bitcast %x : f32 to i32`."""

    _definition: ClassVar = with_constraints(
        xdsl_arith.BitcastOp.get_irdl_definition(), input=BITCAST_TYPE, result=BITCAST_TYPE
    )

    @classmethod
    def get_irdl_definition(cls):
        return cls._definition

    @reads_only_signature
    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source, result = self.input.type, self.result.type
        if isinstance(source, IndexType) or isinstance(result, IndexType):
            return super().verify_()
        verify_cast(self, (IntegerType, AnyFloat), operator.eq)


class ConstantOp(xdsl_arith.ConstantOp):
    """A constant; a scalable vector is only initialized by a splat (upstream's check).

        %v = arith.constant dense<0.0> : vector<[4]xf32>
        %s = arith.constant sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>

    Upstream's value is any typed integer, float or elements attribute; xDSL's
    takes no sparse elements (aiopt.support.sparse_elements), which this
    definition adds.
    """

    _definition: ClassVar[OpDef] = with_property_alternative(
        xdsl_arith.ConstantOp.get_irdl_definition(),
        "value",
        ParamAttrConstraint(SparseElementsAttr, (xdsl_arith.ConstantOp._T, AnyAttr(), AnyAttr())),
    )

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        return cls._definition

    from_int_and_width = registered_factory(xdsl_arith.ConstantOp.from_int_and_width)

    @reads_only_signature
    def verify_(self) -> None:
        # Upstream's ODS check (AllTypesMatch) and its own verifier's first, in its words.
        type_ = self.result.type
        if getattr(self.properties.get("value"), "type", None) != type_:
            raise UpstreamVerifyException("failed to verify that all of {value, result} have same type")
        if isinstance(type_, IntegerType) and type_.signedness.data != Signedness.SIGNLESS:
            raise UpstreamVerifyException("integer return type must be signless")
        verify_irdl_constraints(self)
        if (
            isinstance(type_, VectorType)
            and any(flag.value.data for flag in type_.scalable_dims.data)
            and isinstance(self.value, DenseIntOrFPElementsAttr)
            and len(set(self.value.get_values())) > 1
        ):
            raise VerifyException(
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat"
            )


_I1 = IntegerType(1)


def _i1_same_shape(type_: Attribute) -> Attribute:
    """Upstream's `getI1SameShape`: `i1`, or the same vector or tensor shape of `i1` (a tensor's encoding
    kept, as `ShapedType::cloneWith` keeps it: `tensor<8xi64, "foo">` compares to `tensor<8xi1, "foo">`)."""
    if isinstance(type_, VectorType):
        return VectorType(_I1, type_.get_shape(), type_.scalable_dims)
    if isinstance(type_, TensorType):
        return TensorType(_I1, type_.get_shape(), type_.encoding)
    if isinstance(type_, UnrankedTensorType):
        return UnrankedTensorType(_I1)
    return _I1



def verify_comparison(op: Operation, predicates: list[str], operands: AttrConstraint, summary: str) -> None:
    """Upstream's checks of `arith.cmpi`/`arith.cmpf`, in its order and words (xDSL checks fewer).

        %r = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f64) -> i1
        // error: 'arith.cmpf' op requires all operands to have the same type
    """
    predicate = op.properties.get("predicate")
    if predicate is None:
        raise UpstreamVerifyException("requires attribute 'predicate'")
    if not (
        isinstance(predicate, IntegerAttr)
        and predicate.type == IntegerType(64)
        and 0 <= predicate.value.data < len(predicates)
    ):
        cases = ", ".join(str(case) for case in range(len(predicates)))
        raise UpstreamVerifyException(
            f"attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {cases}"
        )
    for index, operand in enumerate(op.operands):
        if not satisfies(operands, operand.type):
            raise UpstreamVerifyException(f"operand #{index} must be {summary}, but got '{operand.type}'")
    result = op.results[0].type
    if not satisfies(BOOL_LIKE, result):
        raise UpstreamVerifyException(f"result #0 must be bool-like, but got '{result}'")
    lhs, rhs = (operand.type for operand in op.operands)
    if result != _i1_same_shape(lhs):
        raise UpstreamVerifyException(
            "failed to verify that result type has i1 element type and same shape as operands"
        )
    if lhs != rhs:
        raise UpstreamVerifyException("requires all operands to have the same type")


def _build_comparison(op, lhs, rhs, predicate: int | str, predicates: list[str], properties: dict) -> None:
    """Builds a comparison as xDSL's constructor does, with upstream's result type: `i1` of the operands' shape."""
    lhs, rhs = SSAValue.get(lhs), SSAValue.get(rhs)
    if isinstance(predicate, str):
        predicate = predicates.index(predicate)
    IRDLOperation.__init__(
        op,
        operands=[lhs, rhs],
        result_types=[_i1_same_shape(lhs.type)],
        properties={"predicate": IntegerAttr(predicate, 64), **properties},
    )


def _with_shaped_result(op: Operation) -> Operation:
    """A parsed comparison with upstream's result type (xDSL's parse gives `i1` for vectors and tensors too)."""
    shaped = _i1_same_shape(op.operands[0].type)
    if shaped == op.results[0].type:
        return op
    new = type(op).create(
        operands=list(op.operands), result_types=[shaped], properties=dict(op.properties), attributes=dict(op.attributes)
    )
    op.drop_all_references()
    return new


def parse_comparison(
    cls: type[Operation], parser: Parser, predicates: list[str], operands: AttrConstraint, summary: str
) -> Operation:
    """Upstream's custom form of a comparison, `$predicate, $lhs, $rhs (fastmath<...>)? attr-dict : type($lhs)`,
    with upstream's errors for a predicate or an operand type it does not take:

        %r = arith.cmpi sge, %a, %b : f32   // error: 'lhs' must be signless-integer-like, but got 'f32'

    xDSL's parse reads no attribute dictionary (`arith.cmpi slt, %a, %b {tag} : i32` was an error, and its
    print dropped the op's discardable attributes); an entry named as a property sets it (upstream's
    `Operation::setAttrs`).
    """
    start = parser.pos
    predicate = parser.parse_optional_identifier_or_str_literal()
    if predicate not in predicates:
        parser.raise_error(
            "expected string or keyword containing one of the following enum values for attribute 'predicate' "
            f"[{', '.join(predicates)}]",
            start,
        )
    parser.parse_punctuation(",")
    lhs = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    rhs = parser.parse_unresolved_operand()
    properties: dict[str, Attribute] = {"predicate": IntegerAttr(predicates.index(predicate), 64)}
    if "fastmath" in cls.get_irdl_definition().properties:
        fastmath = "none"
        if parser.parse_optional_keyword("fastmath"):
            fastmath = xdsl_arith.FastMathFlagsAttr.parse_parameter(parser)
        properties["fastmath"] = xdsl_arith.FastMathFlagsAttr(fastmath)
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    operand_type = parser.parse_type()
    resolved = parser.resolve_operands([lhs, rhs], [operand_type, operand_type], parser.pos)
    inherent = cls.get_irdl_definition().properties
    for name in [name for name in attributes if name in inherent]:
        properties[name] = attributes.pop(name)
    if not satisfies(operands, operand_type):
        parser.raise_error(f"'lhs' must be {summary}, but got '{operand_type}'", start)
    return cls.create(
        operands=resolved, result_types=[_i1_same_shape(operand_type)], properties=properties, attributes=attributes
    )


def print_comparison(op: Operation, printer: Printer, predicates: list[str]) -> None:
    """Upstream's custom form of a comparison (see `parse_comparison`), its discardable attributes included."""
    printer.print_string(f" {predicates[op.properties['predicate'].value.data]}, ")
    printer.print_operand(op.operands[0])
    printer.print_string(", ")
    printer.print_operand(op.operands[1])
    fastmath = op.properties.get("fastmath")
    if fastmath is not None and fastmath != xdsl_arith.FastMathFlagsAttr("none"):
        printer.print_string(" fastmath")
        fastmath.print_parameter(printer)
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.operands[0].type)


class CmpiOfEqualOperands(RewritePattern):
    """`arith.cmpi` of a value with itself is true for eq, sle, sge, ule and uge, else false; a splat
    for vectors and static tensors (xDSL's fold builds an `i1` for any operands):

        %0 = arith.cmpi sle, %x, %x : vector<4xi64>    ->    %0 = arith.constant dense<true> : vector<4xi1>
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpiOp) or op.lhs is not op.rhs:
            return
        value = op.predicate.value.data in (0, 3, 5, 7, 9)
        result = op.results[0].type
        if result == _I1:
            rewriter.replace(op, xdsl_arith.ConstantOp(BoolAttr.from_bool(value)))
        elif isinstance(result, VectorType | TensorType) and result.has_static_shape():
            rewriter.replace(op, xdsl_arith.ConstantOp(splat(result, int(value))))


class CmpiHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CmpiOfEqualOperands(),)


class CmpiOp(xdsl_arith.CmpiOp):
    """An integer comparison: `%r = arith.cmpi slt, %a, %b : i32` (element by element on vectors and tensors)."""

    traits = traits_def(CmpiHasCanonicalizationPatterns(), Pure())

    def __init__(self, operand1: Operation | SSAValue, operand2: Operation | SSAValue, arg: int | str):
        _build_comparison(self, operand1, operand2, arg, xdsl_arith.CMPI_COMPARISON_OPERATIONS, {})

    @classmethod
    def parse(cls, parser: Parser) -> "CmpiOp":
        predicates = xdsl_arith.CMPI_COMPARISON_OPERATIONS
        return parse_comparison(cls, parser, predicates, SIGNLESS_INTEGER_LIKE, "signless-integer-like")

    def print(self, printer: Printer) -> None:
        print_comparison(self, printer, xdsl_arith.CMPI_COMPARISON_OPERATIONS)

    _definition: ClassVar = with_constraints(
        with_replaced_constraints(xdsl_arith.CmpiOp.get_irdl_definition(), UPSTREAM_CONSTRAINTS), result=BOOL_LIKE
    )

    @classmethod
    def get_irdl_definition(cls):
        # Upstream's result is bool-like (a vector or tensor of i1 for shaped operands); xDSL's is i1, and
        # xDSL's operands are no unranked tensors.
        return cls._definition

    @reads_only_signature
    def verify_(self) -> None:
        verify_comparison(
            self, xdsl_arith.CMPI_COMPARISON_OPERATIONS, SIGNLESS_INTEGER_LIKE, "signless-integer-like"
        )
        verify_irdl_constraints(self)


class CmpfOp(xdsl_arith.CmpfOp):
    """A float comparison: `%r = arith.cmpf olt, %a, %b : f32` (element by element on vectors and tensors)."""

    def __init__(
        self, operand1: Operation | SSAValue, operand2: Operation | SSAValue, arg: int | str,
        fastmath: FastMathFlagsAttr = FastMathFlagsAttr("none"),
    ):  # fmt: skip
        _build_comparison(self, operand1, operand2, arg, xdsl_arith.CMPF_COMPARISON_OPERATIONS, {"fastmath": fastmath})

    @classmethod
    def parse(cls, parser: Parser) -> "CmpfOp":
        predicates = xdsl_arith.CMPF_COMPARISON_OPERATIONS
        return parse_comparison(cls, parser, predicates, FLOAT_LIKE, "floating-point-like")

    def print(self, printer: Printer) -> None:
        print_comparison(self, printer, xdsl_arith.CMPF_COMPARISON_OPERATIONS)

    _definition: ClassVar = with_constraints(
        with_replaced_constraints(xdsl_arith.CmpfOp.get_irdl_definition(), UPSTREAM_CONSTRAINTS), result=BOOL_LIKE
    )

    @classmethod
    def get_irdl_definition(cls):
        # Upstream's result is bool-like (a vector or tensor of i1 for shaped operands); xDSL's is i1, and
        # xDSL's operands are no unranked tensors.
        return cls._definition

    @reads_only_signature
    def verify_(self) -> None:
        verify_comparison(
            self, xdsl_arith.CMPF_COMPARISON_OPERATIONS, FLOAT_LIKE, "floating-point-like"
        )
        verify_irdl_constraints(self)


@irdl_op_redefinition
class SelectOp(xdsl_arith.SelectOp):
    """One of two values by an i1 condition, or element by element by a vector or tensor of i1s:

        %x = arith.select %c, %a, %b : f32
        %v = arith.select %m, %a, %b : vector<4xi1>, vector<4xf32>

    Redefined: xDSL's takes an i1 condition only and parses the one-type form only.
    """

    name = "arith.select"

    _T: ClassVar = VarConstraint("_T", AnyAttr())
    cond = operand_def(BOOL_LIKE)
    lhs = operand_def(_T)
    rhs = operand_def(_T)
    result = result_def(_T)

    traits = traits_def(Pure(), xdsl_arith.SelectHasCanonicalizationPatterns())

    def __init__(self, cond: Operation | SSAValue, lhs: Operation | SSAValue, rhs: Operation | SSAValue):
        lhs = SSAValue.get(lhs)
        IRDLOperation.__init__(self, operands=[cond, lhs, rhs], result_types=[lhs.type])

    @classmethod
    def parse(cls, parser: Parser) -> "SelectOp":
        # Upstream's custom form: `: result type`, or `: condition type, result type` for a mask.
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        condition_type = IntegerType(1)
        if parser.parse_optional_punctuation(",") is not None:
            condition_type, result_type = result_type, parser.parse_type()
        cond, lhs, rhs = (
            parser.resolve_operand(operand, type_)
            for operand, type_ in zip(operands, (condition_type, result_type, result_type))
        )
        op = cls(cond, lhs, rhs)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if isinstance(self.cond.type, ShapedType | UnrankedTensorType):
            printer.print_attribute(self.cond.type)
            printer.print_string(", ")
        printer.print_attribute(self.result.type)

    @reads_only_signature
    def verify_(self) -> None:
        verify_irdl_constraints(self)
        condition, result = self.cond.type, self.result.type
        if condition == IntegerType(1) or (isinstance(result, UnrankedTensorType) and condition == _i1_same_shape(result)):
            return
        # ODS's BooleanConditionOrMatchingShape: a vector or tensor of i1 of the result's shape; then
        # upstream's verifier: the condition's type is that of the result with i1 elements (encoding included).
        if not isinstance(result, VectorType | TensorType) or condition.get_shape() != result.get_shape() or (
            type(condition) is not type(result)
        ):
            raise VerifyException("failed to verify that condition is signless i1 or has matching shape")
        expected = (
            TensorType(_I1, result.get_shape(), result.encoding) if isinstance(result, TensorType) else _i1_same_shape(result)
        )
        if condition != expected:
            raise VerifyException(
                "expected condition type to have the same shape as the result type, "
                f"expected '{expected}', but got '{condition}'"
            )


def verify_elementwise(op: Operation) -> None:
    """Upstream's `Elementwise` trait: vectors and tensors go with vectors and tensors of one shape.

        %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
        // error: if an operand is non-scalar, then all results must be non-scalar
    """
    mappable = (VectorType, TensorType, UnrankedTensorType)
    operands = [v.type for v in op.operands if isinstance(v.type, mappable)]
    results = [v.type for v in op.results if isinstance(v.type, mappable)]
    if not operands and not results:
        return
    if not operands:
        raise UpstreamVerifyException("if a result is non-scalar, then at least one operand must be non-scalar")
    if not results:
        raise UpstreamVerifyException("if an operand is non-scalar, then there must be at least one non-scalar result")
    if len(results) != len(op.results):
        raise UpstreamVerifyException("if an operand is non-scalar, then all results must be non-scalar")
    types = operands + results
    # One base type, as upstream compares their TypeIDs: a ranked and an unranked tensor are two (mlir-opt 22
    # refuses `"arith.addf"(%a, %u) : (tensor<4xf32>, tensor<*xf32>) -> tensor<4xf32>`, which the custom form,
    # one type for all, could not even print).
    base = type(types[0])
    ranked = [t for t in types if not isinstance(t, UnrankedTensorType)]
    if (
        not all(type(t) is base for t in types)
        or len({t.get_num_dims() for t in ranked}) > 1
        or any(
            len({size for size in sizes if size != DYNAMIC_INDEX}) > 1
            for sizes in zip(*(t.get_shape() for t in ranked))
        )
    ):
        raise UpstreamVerifyException("all non-scalar operands/results must have the same shape and base type")


class _ExtendedOp:
    """What the extended ops share: upstream's elementwise checks first, then the operand and result constraints
    (upstream's, which take unranked tensors too). Upstream has no other check: xDSL's of the overflow type of
    `arith.addui_extended` (which the elementwise and bool-like checks cover) refuses `index` operands."""

    @classmethod
    def get_irdl_definition(cls):
        return cls._definition

    def verify_(self) -> None:
        verify_elementwise(self)
        verify_irdl_constraints(self)


class AddUIExtendedOp(_ExtendedOp, xdsl_arith.AddUIExtendedOp):
    """A sum and its unsigned overflow: `%s, %o = arith.addui_extended %a, %b : i32, i1`."""

    _definition: ClassVar = with_replaced_constraints(
        xdsl_arith.AddUIExtendedOp.get_irdl_definition(), UPSTREAM_CONSTRAINTS
    )


class MulUIExtendedOp(_ExtendedOp, xdsl_arith.MulUIExtendedOp):
    """The low and high halves of an unsigned product: `%l, %h = arith.mului_extended %a, %b : i32`."""

    # Upstream's AllTypesMatch of the four values (not SameOperandsAndResultType), in its words.
    ODS_TYPE_MATCHES: ClassVar[dict[str, str]] = {"T": "all of {lhs, rhs, low, high} have same type"}

    _definition: ClassVar = with_replaced_constraints(
        xdsl_arith.MulUIExtendedOp.get_irdl_definition(), UPSTREAM_CONSTRAINTS
    )


class MulSIExtendedOp(_ExtendedOp, xdsl_arith.MulSIExtendedOp):
    """The low and high halves of a signed product: `%l, %h = arith.mulsi_extended %a, %b : i32`."""

    ODS_TYPE_MATCHES: ClassVar[dict[str, str]] = MulUIExtendedOp.ODS_TYPE_MATCHES

    _definition: ClassVar = with_replaced_constraints(
        xdsl_arith.MulSIExtendedOp.get_irdl_definition(), UPSTREAM_CONSTRAINTS
    )


def verify_same_operands_and_result_type(op: Operation) -> None:
    """Upstream's SameOperandsAndResultType: one element type, and shapes that are compatible (a dynamic size or an
    unranked tensor fits any), not equal types as xDSL's type variables ask; then upstream's Elementwise checks:

        %r = "arith.addf"(%a, %d) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>     // valid
        %s = "arith.addf"(%a, %u) : (tensor<4xf32>, tensor<*xf32>) -> tensor<4xf32>
        // error: all non-scalar operands/results must have the same shape and base type
    """
    types = [*op.result_types, *op.operand_types]
    first = types[0]
    for type_ in types[1:]:
        if _element(type_) != _element(first) or not _same_type_shapes(first, type_):
            raise UpstreamVerifyException("requires the same type for all operands and results")
        if isinstance(first, TensorType) and isinstance(type_, TensorType) and type_.encoding != first.encoding:
            raise UpstreamVerifyException("requires the same encoding for all operands and results")
    verify_elementwise(op)


def _same_type_shapes(a: Attribute, b: Attribute) -> bool:
    """`verifyCompatibleShape` of two types of SameOperandsAndResultType (two vectors: of one shape and
    scalability; a vector and a tensor of one shape pass, and the Elementwise check refuses them)."""
    if isinstance(a, VectorType) and isinstance(b, VectorType):
        return _shape_key(a) == _shape_key(b)
    return have_compatible_shape(a, b)


def _type_variables(op_def: OpDef) -> dict[AttrConstraint, AttrConstraint]:
    """Each type variable of `op_def`'s operands and results, mapped to the constraint it stands for."""
    found: dict[AttrConstraint, AttrConstraint] = {}
    pending = [definition.constr for _, definition in (*op_def.operands, *op_def.results)]
    while pending:
        constraint = pending.pop()
        if isinstance(constraint, VarConstraint):
            found[constraint] = constraint.constraint
        for part in ("constraint", "constr"):
            if isinstance(getattr(constraint, part, None), AttrConstraint | RangeConstraint):
                pending.append(getattr(constraint, part))
    return found


upstream_definitions_built = 0
"""How many classes made by `with_upstream_constraints` (in `arith` and `math`) have built their definition."""


DOCS: dict[str, str] = {
    "arith.addf": "Float sum, rounded to nearest even: `%r = arith.addf %a, %b : f32`.",
    "arith.subf": "Float difference: `%r = arith.subf %a, %b : f32`.",
    "arith.mulf": "Float product: `%r = arith.mulf %a, %b fastmath<contract> : f32`.",
    "arith.divf": "Float quotient (IEEE: x / 0 is an infinity or NaN): `%r = arith.divf %a, %b : f32`.",
    "arith.negf": "Float negation, the sign bit flipped (NaN included): `%r = arith.negf %a : f32`.",
    "arith.addi": "Integer sum, wrapping around (`nsw`/`nuw` promise it does not):"
    " `%r = arith.addi %a, %b overflow<nsw> : i32`.",
    "arith.subi": "Integer difference, wrapping around: `%r = arith.subi %a, %b : i32`.",
    "arith.muli": "Integer product, wrapping around (the low bits): `%r = arith.muli %a, %b : i32`.",
    "arith.andi": "Bitwise and: `%r = arith.andi %a, %b : i32`.",
    "arith.ori": "Bitwise or: `%r = arith.ori %a, %b : i1`.",
    "arith.xori": "Bitwise exclusive or: `%r = arith.xori %a, %b : i32`.",
    "arith.maxsi": "The larger of two integers read as signed: `%r = arith.maxsi %a, %b : i32`.",
    "arith.maxui": "The larger of two integers read as unsigned: `%r = arith.maxui %a, %b : i32`.",
    "arith.minsi": "The smaller of two integers read as signed: `%r = arith.minsi %a, %b : i32`.",
    "arith.minui": "The smaller of two integers read as unsigned: `%r = arith.minui %a, %b : i32`.",
    "arith.remsi": "Signed remainder, with the sign of the dividend (C's `%`; x % 0 is undefined):"
    " `%r = arith.remsi %a, %b : i32`.",
    "arith.remui": "Unsigned remainder (x % 0 is undefined): `%r = arith.remui %a, %b : i32`.",
    "arith.ceildivsi": "Signed division rounded toward +infinity (`7 / 2 = 4`, `-7 / 2 = -3`):"
    " `%r = arith.ceildivsi %a, %b : i32`.",
    "arith.ceildivui": "Unsigned division rounded up (`7 / 2 = 4`): `%r = arith.ceildivui %a, %b : i32`.",
    "arith.divsi": "Signed division rounded toward zero (`6 / -2 = -3`, `-7 / 2 = -3`; x / 0 and INT_MIN / -1 are"
    " undefined): `%r = arith.divsi %a, %b : i32`.",
    "arith.divui": "Unsigned division rounded toward zero (x / 0 is undefined): `%r = arith.divui %a, %b : i32`.",
    "arith.floordivsi": "Signed division rounded toward -infinity (`5 / -2 = -3`):"
    " `%r = arith.floordivsi %a, %b : i32`.",
    "arith.maximumf": "The larger of two floats, -0.0 below +0.0, NaN if either is NaN:"
    " `%r = arith.maximumf %a, %b : f32`.",
    "arith.minimumf": "The smaller of two floats, -0.0 below +0.0, NaN if either is NaN:"
    " `%r = arith.minimumf %a, %b : f32`.",
    "arith.maxnumf": "The larger of two floats, the other operand if one is NaN (IEEE maxNum):"
    " `%r = arith.maxnumf %a, %b : f32`.",
    "arith.minnumf": "The smaller of two floats, the other operand if one is NaN (IEEE minNum):"
    " `%r = arith.minnumf %a, %b : f32`.",
    "arith.shli": "Shift left, zeros shifted in (a shift by the bit width or more is poison):"
    " `%r = arith.shli %a, %b : i32`.",
    "arith.shrsi": "Arithmetic shift right, copies of the sign bit shifted in (by the bit width or more: poison):"
    " `%r = arith.shrsi %a, %b : i32`.",
    "arith.shrui": "Logical shift right, zeros shifted in (by the bit width or more: poison):"
    " `%r = arith.shrui %a, %b : i32`.",
}
"""Docstrings (what the op computes, with its syntax) of the arith ops whose xDSL class has none or no example;
`with_upstream_constraints` gives them to the registered classes."""


def with_upstream_constraints(
    op_class: type[IRDLOperation], replacements: dict, same_type: bool = False, module: str = __name__
) -> type[IRDLOperation]:
    """A subclass of `op_class` (same name) whose operands and results take upstream's constraints where xDSL's
    are narrower (`replacements`; xDSL's `container_of` takes no unranked tensor):

        %r = arith.addf %a, %b : tensor<*xf32>     // xDSL: operand #0 must be floating-point-like

    With `same_type` (ops that upstream gives SameOperandsAndResultType), the types only need to be compatible
    (`verify_same_operands_and_result_type`) where xDSL's type variable made them equal. Only the definition
    that the verifier reads changes: `op_class`'s parse and print stay (its assembly format reads no constraint
    but the type variables' names).

    The new definition is built the first time the class's definition, traits or verifier is read (issue 19:
    building the 80 definitions of `arith` and `math` was a tenth of `ai-opt`'s start-up on a file that uses
    one op of them). Where none of `op_class`'s constraints is replaced (no op of `arith` or `math`), the
    subclass reads and checks `op_class`'s definition, as `op_class` does.
    """
    definition = op_class.get_irdl_definition()
    checks = custom_verifier(op_class)
    if checks is UNKNOWN_VERIFIER:
        raise TypeError(f"{op_class.__name__}: the verify_ is not one irdl_op_definition made")
    built: list[OpDef | None] = []

    def definitions() -> tuple[OpDef, OpDef | None]:
        """(what the parser and `get_irdl_definition` read, what the verifier checks: None for `op_class`'s)."""
        if not built:
            global upstream_definitions_built
            upstream_definitions_built += 1
            widened = with_replaced_constraints(definition, replacements)
            # What the verifier checks: without the type variables for `same_type` (the parser still reads
            # `widened`, whose type variables give the operands the result's type).
            checked = with_replaced_constraints(widened, _type_variables(widened)) if same_type else widened
            if checked.operands == definition.operands and checked.results == definition.results:
                built.extend((definition, None))
            else:
                if same_type:
                    widened.traits = checked.traits = traits
                built.extend((widened, checked))
        return built[0], built[1]

    def kept_traits() -> tuple[OpTrait, ...]:
        # xDSL's trait of that name (math's ops have it) says the same in other words: the check replaces it.
        replaced = definitions()[1] is not None
        return tuple(t for t in definition.traits if not (replaced and isinstance(t, SameOperandsAndResultType)))

    traits = OpTraits(kept_traits) if same_type else definition.traits

    def verify_(op: IRDLOperation) -> None:
        checked = definitions()[1]
        if checked is None:
            return op_class.verify_(op)
        checked.verify(op)
        if same_type:
            verify_same_operands_and_result_type(op)
        if checks is not None:
            checks(op)

    namespace = {
        "__doc__": DOCS.get(op_class.name, op_class.__doc__),
        "__module__": module,
        "get_irdl_definition": classmethod(lambda cls: definitions()[0]),
        "verify_": reads_only_signature(verify_) if checks in (None, Operation.verify_) else verify_,
        "traits": traits,
    }
    return type(op_class.__name__, (op_class,), namespace)


# Upstream's remf is SameOperandsAndResultType, as the other float binary ops (the definition above is xDSL's
# form of them, with one type variable).
RemFOp = with_upstream_constraints(RemFOp, {}, same_type=True)


_REPLACED = {
    op.name: op
    for op in (
        *(ExtFOp, TruncFOp, ExtSIOp, ExtUIOp, TruncIOp, SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp, IndexCastOp),
        *(BitcastOp, ConstantOp, CmpiOp, CmpfOp, SelectOp, AddUIExtendedOp, MulUIExtendedOp, MulSIExtendedOp),
    )
}

_UPSTREAM_NAMED = {
    op.name: with_upstream_constraints(op, UPSTREAM_CONSTRAINTS, same_type=True)
    for op in Arith.operations
    if op.name not in _REPLACED
}
# The other ops (`arith.addf`, `arith.andi`, ...) with upstream's operand and result types, under xDSL's names, so
# that `from aiopt.dialects.arith import AddfOp` gives the registered class.
globals().update({op.__name__: op for op in _UPSTREAM_NAMED.values()})

ATOMIC_RMW_KINDS = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)  # fmt: skip
"""Upstream's `arith::AtomicRMWKind` names by value (LLVM 22's order): `memref.atomic_rmw`'s `kind` and the
`reductions` of `affine.parallel` hold the index into this tuple."""

REDUCTION_OPS: dict[str, type[Operation]] = {
    kind: _UPSTREAM_NAMED[f"arith.{name}"]
    for kind, name in (
        ("addf", "addf"), ("addi", "addi"), ("mulf", "mulf"), ("muli", "muli"), ("maximumf", "maximumf"),
        ("minimumf", "minimumf"), ("maxnumf", "maxnumf"), ("minnumf", "minnumf"), ("maxs", "maxsi"),
        ("mins", "minsi"), ("maxu", "maxui"), ("minu", "minui"), ("andi", "andi"), ("ori", "ori"), ("xori", "xori"),
    )
}  # fmt: skip
"""The op that combines two values by each `arith::AtomicRMWKind` (upstream's `arith::getReductionOp`; `assign`
combines nothing and has none), for the reductions of `affine.parallel` and the bodies `memref-expand` builds."""


ARITH = Dialect(
    "arith",
    [*(_REPLACED.get(op.name) or _UPSTREAM_NAMED[op.name] for op in Arith.operations), RemFOp, IndexCastUIOp],
    [*Arith.attributes],
    [DialectInlinerInterface()],
)
