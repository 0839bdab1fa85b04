"""The `lmhlo` dialect: the HLO ops on buffers, after bufferization (mlir-hlo's LMHLO).

An lmhlo op reads its input buffers and writes its results into output
buffers passed as trailing operands; it has no results. Attributes are
mhlo's (`#mhlo<comparison_direction GT>`, `#mhlo.dot<...>`), and every op
but `convolution` prints in the generic form:

    "lmhlo.add"(%lhs, %rhs, %out) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()

The regions of reduce, sort, scatter and the like compute on scalars. They
are written on rank-0 buffers, with one more buffer argument per result to
write and `lmhlo.terminator` at the end, or on rank-0 tensors ending in a
return of the results (`mhlo.return`).

The ops with an HLO twin mirror the shared definition in `aiopt.dialects.hlo`
(`class TransposeOp(LmhloOp, hlo=shape_ops.TransposeOp)`, see `LmhloOp`):
name, operands, output buffers, attributes and regions come from it, and the
class adds lmhlo's buffer types and verifier. Ops without a twin
(`terminator`, `rng_get_and_update_state`, `dynamic_bitcast`) and those whose
twin has another shape (`case`, `while`, `fusion`, `custom_call`, the
collectives, `infeed`, `outfeed`) are written out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from xdsl.dialects.builtin import (
    I1,
    I32,
    I64,
    ArrayAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float32Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    Signedness,
    StringAttr,
    TensorType,
    UnrankedMemRefType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrConstraint,
    AttrSizedOperandSegments,
    IRDLOperation,
    OperandDef,
    OptOperandDef,
    OptPropertyDef,
    OptRegionDef,
    OptResultDef,
    OptSingleBlockRegionDef,
    RegionDef,
    ResultDef,
    SameVariadicOperandSize,
    SingleBlockRegionDef,
    VarOperandDef,
    VarRegionDef,
    VarResultDef,
    VarSingleBlockRegionDef,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_region_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_region_def,
)
from xdsl.irdl.constraints import VerificationContext
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    OpTrait,
    ReturnLike,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import mhlo
from aiopt.dialects.hlo import (
    collectives,
    control_flow,
    core,
    elementwise,
    gather_scatter,
    linalg_ops,
    reduction_support,
    reductions,
    shape_ops,
)
from aiopt.dialects.hlo.attrs import (
    ChannelHandleAttr,
    ConvDimensionNumbersAttr,
    DotDimensionNumbersAttr,
    PrecisionAttr,
    StructAttr,
    StructField,
    parse_conv_dimensions,
)
from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.syntax import (
    format_int_list,
    int_array_values,
    parse_int_list,
    parse_operands,
    print_attr_dict,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import (
    ANY_ELEMENT,
    COMPLEX,
    FLOAT,
    FLOAT_OR_COMPLEX,
    INTEGER,
    PRED,
    PRED_OR_INTEGER,
    ElementKind,
    describe_kinds,
    dims_compatible,
    element_kind,
    format_shape,
)

# ---------------------------------------------------------------------------
# Buffers


@dataclass(frozen=True)
class BufferOf(AttrConstraint):
    """A memref, ranked or not, whose elements are of `kinds` (or exactly `element`), of rank `rank` if given.

    The IRDL check only asks for a memref: `LmhloOp.verify_` checks elements
    and rank with `mismatch`, because xDSL reports a failed operand
    constraint without saying what is wrong.
    """

    kinds: frozenset[ElementKind] = ANY_ELEMENT
    element: Attribute | None = None
    rank: int | None = None
    allows_index: bool = False

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        if not isinstance(attr, (MemRefType, UnrankedMemRefType)):
            raise VerifyException(f"expected a memref, but got {attr}")

    def mapping_type_vars(self, type_var_mapping: Mapping[TypeVar, object]) -> BufferOf:
        return self

    def mismatch(self, type_: MemRefType | UnrankedMemRefType) -> str | None:
        """Why a memref type is not such a buffer, or None when it is."""
        element = type_.get_element_type()
        if self.element is not None:
            element_ok = element == self.element
        else:
            element_ok = element_kind(element) in self.kinds or (self.allows_index and isinstance(element, IndexType))
        rank_ok = self.rank is None or (isinstance(type_, MemRefType) and type_.get_num_dims() == self.rank)
        return None if element_ok and rank_ok else f"must be {self.description()}, but got {type_}"

    def ods_summary(self) -> str:
        """The summary in ODS's `operand #0 must be ..., but got ...` (`constraint_summary`)."""
        return self.description()

    def description(self) -> str:
        elements = str(self.element) if self.element is not None else describe_kinds(self.kinds)
        if self.allows_index:
            elements = "index, " + elements
        rank = "" if self.rank is None else f"{self.rank}D "
        return f"{rank}memref of {elements} values"


BUFFER = BufferOf()
FP_BUFFER = BufferOf(FLOAT)
COMPLEX_BUFFER = BufferOf(COMPLEX)
FP_OR_COMPLEX_BUFFER = BufferOf(FLOAT_OR_COMPLEX)
INT_BUFFER = BufferOf(INTEGER)
INT_OR_FP_BUFFER = BufferOf(INTEGER | FLOAT)
PRED_BUFFER = BufferOf(PRED)
PRED_OR_INT_BUFFER = BufferOf(PRED_OR_INTEGER)
DIMENSION_BUFFER = BufferOf(PRED_OR_INTEGER, rank=1, allows_index=True)
"""A shape or index vector: a 1D buffer of index or integer values."""
UI32_BUFFER = BufferOf(element=IntegerType(32, Signedness.UNSIGNED))
UI64_BUFFER = BufferOf(element=IntegerType(64, Signedness.UNSIGNED))

I64_ELEMENTS = DenseIntOrFPElementsAttr[I64]
BOOL = IntegerAttr[I1]
FALSE = IntegerAttr(0, 1)


def _shape(type_: Attribute) -> tuple[int, ...] | None:
    """The shape of a ranked memref or tensor (`DYNAMIC` for `?`), None if unranked."""
    return tuple(type_.get_shape()) if isinstance(type_, (MemRefType, TensorType)) else None


def _element(type_: Attribute) -> Attribute:
    return type_.get_element_type()  # type: ignore[attr-defined]


def _shapes_match(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return len(a) == len(b) and all(dims_compatible(x, y) for x, y in zip(a, b))


def _have_same_shape(values: Sequence[SSAValue]) -> bool:
    """Whether the buffers can have one shape at run time (unranked ones always can)."""
    shapes = [shape for shape in (_shape(value.type) for value in values) if shape is not None]
    return all(_shapes_match(shapes[0], shape) for shape in shapes[1:])


def _verify_same_shape(values: Sequence[SSAValue]) -> None:
    if not _have_same_shape(values):
        raise VerifyException("requires the same shape for all operands")


def _verify_same_type(values: Sequence[SSAValue]) -> None:
    if any(value.type != values[0].type for value in values):
        raise VerifyException("requires all operands to have the same type")


def _verify_same_element_type(values: Sequence[SSAValue]) -> None:
    if any(_element(value.type) != _element(values[0].type) for value in values):
        raise VerifyException("requires the same element type for all operands")


def _verify_shape_is(name: str, value: SSAValue, expected: Sequence[int]) -> None:
    """`value` (a buffer) has shape `expected`, up to dynamic sizes."""
    shape = _shape(value.type)
    if shape is not None and not _shapes_match(shape, tuple(expected)):
        raise VerifyException(f"{name} shape must be {format_shape(tuple(expected))}, but got {format_shape(shape)}")


def _vector(name: str, attr: DenseIntOrFPElementsAttr) -> tuple[int, ...]:
    """The values of the 1D integer elements attribute `name`."""
    if len(attr.get_shape()) != 1:
        raise VerifyException(f"{name} must be a 1D tensor, but has type {attr.get_type()}")
    return int_array_values(attr)


def _sized_vector(name: str, attr: DenseIntOrFPElementsAttr, size: int) -> tuple[int, ...]:
    """The values of `name`, which has one entry per dimension of a rank-`size` buffer."""
    values = _vector(name, attr)
    if len(values) != size:
        raise VerifyException(f"{name} must have {size} entries, one per dimension, but has {len(values)}")
    return values


def _dimensions(name: str, attr: DenseIntOrFPElementsAttr, rank: int) -> tuple[int, ...]:
    """The values of `name`, which lists distinct dimensions of a rank-`rank` buffer."""
    values = _vector(name, attr)
    if len(set(values)) != len(values) or any(not 0 <= d < rank for d in values):
        raise VerifyException(f"{name} must hold distinct dimensions in [0, {rank}), but got {format_int_list(values)}")
    return values


def _pairs(name: str, attr: DenseIntOrFPElementsAttr, rows: int) -> list[tuple[int, int]]:
    """The `rows` pairs of the `rows`x2 integer elements attribute `name`."""
    if tuple(attr.get_shape()) != (rows, 2):
        raise VerifyException(f"{name} must have shape {rows}x2, but has type {attr.get_type()}")
    values = int_array_values(attr)
    return list(zip(values[::2], values[1::2]))


def _verify_window(op: IRDLOperation, rank: int, names: Iterable[str]) -> None:
    """Window attributes `names` of `op` have one entry per dimension; `padding` one pair."""
    for name in names:
        attr = op.properties.get(name)
        if attr is None:
            continue
        if name == "padding":
            _pairs(name, attr, rank)
        else:
            _sized_vector(name, attr, rank)


# ---------------------------------------------------------------------------
# Attributes


@irdl_attr_definition
class CustomCallTargetArgMappingAttr(StructAttr):
    """Where each buffer of a `custom_call` goes among the target's arguments and results.

        #lmhlo.custom_call_target_arg_mapping<num_args = 4, num_results = 3,
            args_to_target_args = [0, 3], results_to_target_results = [1, 2]>
    """

    name = "lmhlo.custom_call_target_arg_mapping"
    FIELDS = (
        StructField("num_args", is_list=False),
        StructField("num_results", is_list=False),
        StructField("args_to_target_args", always_printed=True),
        StructField("results_to_target_results", always_printed=True),
    )


# ---------------------------------------------------------------------------
# Base, terminator and region checks


def _traits(*extra: OpTrait):
    """The traits of an lmhlo op: it reads and writes its buffers."""
    return traits_def(MemoryReadEffect(), MemoryWriteEffect(), *extra)


class LmhloOp(IRDLOperation):
    """Base of the lmhlo ops: buffer operands (inputs, then outputs), no results.

    An op that mirrors an HLO op names the shared definition it mirrors,

        class TransposeOp(LmhloOp, hlo=shape_ops.TransposeOp): ...

    and gets from it (`_mirror_hlo_op`) its name `lmhlo.transpose`, its
    operands as buffers followed by one output buffer per HLO result, its
    properties and its regions; the class body declares only what lmhlo has
    otherwise (a narrower buffer, an lmhlo-only property, its verifier).

    `verify_` checks every operand against its declared `BufferOf`.
    """

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {}
    """lmhlo's names for the HLO operands it names otherwise (`operand` is `input` in unary ops)."""

    OUTPUT_NAMES: ClassVar[tuple[str, ...] | None] = None
    """The output buffers, one per HLO result; None: the results' names, with `result` called `output`."""

    DROPPED_PROPERTIES: ClassVar[frozenset[str]] = frozenset()
    """HLO properties lmhlo has no place for (hints such as `indices_are_sorted`)."""

    HLO: ClassVar[type[HloOp] | None] = None
    """The shared HLO definition this op mirrors on buffers, if any."""

    traits = _traits()

    def __init_subclass__(cls, hlo: type[HloOp] | None = None, buffer: BufferOf = BUFFER, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if hlo is not None:
            _mirror_hlo_op(cls, hlo, buffer)
        # As in HloOp: xDSL takes UPPER_CASE class constants only when annotated ClassVar in their class.
        annotations = cls.__dict__.get("__annotations__", {})
        for key in cls.__dict__:
            if key.isupper() and key not in annotations:
                annotations[key] = ClassVar
        cls.__annotations__ = annotations

    def verify_(self) -> None:
        position = 0
        for field, definition in self.get_irdl_definition().operands:
            values = getattr(self, field)
            buffer = _declared_buffer(definition.constr)
            for value in (values,) if isinstance(values, SSAValue) else values:
                problem = buffer.mismatch(value.type) if buffer is not None else None
                if problem is not None:
                    raise VerifyException(f"operand #{position} {problem}")
                position += 1


def _declared_buffer(constraint: object) -> BufferOf | None:
    """The `BufferOf` an operand definition's range constraint wraps, if any."""
    while constraint is not None and not isinstance(constraint, BufferOf):
        # A single operand is `RangeLengthConstraint(RangeOf(c))`, a variadic one `RangeOf(c)`.
        constraint = getattr(constraint, "constraint", None) or getattr(constraint, "constr", None)
    return constraint


# ---------------------------------------------------------------------------
# Mirroring HLO ops on buffers


_OPERAND_FIELD = type(operand_def(AnyAttr()))
_PROPERTY_FIELD = type(prop_def(AnyAttr()))
_REGION_FIELD = type(region_def())

_BUFFER_OPERAND = {OptResultDef: opt_operand_def, VarResultDef: var_operand_def, ResultDef: operand_def}
_SAME_OPERAND = {OptOperandDef: opt_operand_def, VarOperandDef: var_operand_def, OperandDef: operand_def}
"""How an HLO result and an HLO operand become an lmhlo buffer operand (most specific definition first)."""

_REGION = {
    VarSingleBlockRegionDef: lambda: var_region_def("single_block"),
    OptSingleBlockRegionDef: lambda: opt_region_def("single_block"),
    SingleBlockRegionDef: lambda: region_def("single_block"),
    VarRegionDef: var_region_def,
    OptRegionDef: opt_region_def,
    RegionDef: region_def,
}

BOOL_ELEMENTS = DenseIntOrFPElementsAttr[I1]

_ELEMENTS_FOR_LISTS = (
    (shape_ops.DIMENSION_LIST, I64_ELEMENTS),
    (linalg_ops.INT_LIST, I64_ELEMENTS),
    (reduction_support.INT_LIST, I64_ELEMENTS),
    (linalg_ops.BOOL_LIST, BOOL_ELEMENTS),
)
"""HLO integer and boolean lists (a dense array or elements attribute) and their lmhlo form: lmhlo
predates MLIR's dense arrays and keeps upstream's `I64ElementsAttr`."""


def _field_of(kind: type, factories: Mapping[type, Callable[..., Any]]) -> Callable[..., Any]:
    return next(factory for definition, factory in factories.items() if issubclass(kind, definition))


def _lmhlo_constraint(constraint: AttrConstraint) -> AttrConstraint:
    return next((lmhlo for hlo, lmhlo in _ELEMENTS_FOR_LISTS if constraint == hlo), constraint)


def _mro_order(cls: type, field_type: type) -> dict[str, None]:
    """The names of the `field_type` fields of `cls` in the order xDSL declares them (the class, then its bases)."""
    return {name: None for base in cls.__mro__ for name, value in vars(base).items() if isinstance(value, field_type)}


def _property_order(declared: Sequence[str], hlo: Sequence[str]) -> list[str]:
    """`declared` with the HLO properties it lacks inserted after their predecessor in `hlo` (else before their
    successor, else at the end): upstream's lmhlo declares the HLO attributes in mhlo's order, among its own."""
    order = list(declared)
    for index, name in enumerate(hlo):
        if name in order:
            continue
        previous = next((p for p in reversed(hlo[:index]) if p in order), None)
        following = next((f for f in hlo[index + 1 :] if f in order), None)
        if previous is not None:
            order.insert(order.index(previous) + 1, name)
        else:
            order.insert(order.index(following) if following is not None else len(order), name)
    return order


def _mirror_hlo_op(cls: type[LmhloOp], hlo: type[HloOp], buffer: BufferOf) -> None:
    """Declare on `cls` the name, buffers, properties and regions of the HLO op `hlo`, where `cls` has none.

    The operands are `hlo`'s (renamed by `HLO_OPERAND_NAMES`), then one
    output buffer per result (`OUTPUT_NAMES`), each a `buffer` unless the
    class or an lmhlo base declares it; properties and regions are `hlo`'s.
    """
    twin = mhlo.OPS[hlo.MNEMONIC]
    assert issubclass(twin, hlo), f"mhlo.{hlo.MNEMONIC} is not {hlo.__name__}"
    definition = twin.get_irdl_definition()
    cls.HLO = hlo
    if "name" not in cls.__dict__:
        cls.name = f"lmhlo.{hlo.MNEMONIC}"
    output_names = cls.OUTPUT_NAMES or tuple("output" if name == "result" else name for name, _ in definition.results)
    if len(output_names) != len(definition.results):
        raise TypeError(f"{cls.__name__} names {len(output_names)} outputs for {len(definition.results)} results")
    operands = [(cls.HLO_OPERAND_NAMES.get(name, name), _SAME_OPERAND, type(d)) for name, d in definition.operands]
    operands += [(name, _BUFFER_OPERAND, type(d)) for name, (_, d) in zip(output_names, definition.results)]
    fields = {}
    for name, factories, kind in operands:
        declared = getattr(cls, name, None)
        fields[name] = declared if isinstance(declared, _OPERAND_FIELD) else _field_of(kind, factories)(buffer)
    # xDSL orders operands as the class declares them: declare them all again, in order.
    for name, field in fields.items():
        if name in cls.__dict__:
            delattr(cls, name)
        setattr(cls, name, field)
    hlo_properties = {name: d for name, d in definition.properties.items() if name not in cls.DROPPED_PROPERTIES}
    declared = {
        name: value
        for base in reversed(cls.__mro__)
        for name, value in vars(base).items()
        if isinstance(value, _PROPERTY_FIELD)
    }
    # xDSL takes properties from a generic attribute dictionary, and so prints them, in declaration order.
    for name in _property_order([*_mro_order(cls, _PROPERTY_FIELD)], [*hlo_properties]):
        if name in declared:
            field = declared[name]
        else:
            d = hlo_properties[name]
            factory = opt_prop_def if isinstance(d, OptPropertyDef) else prop_def
            field = factory(_lmhlo_constraint(d.constr), d.default_value)
        if name in cls.__dict__:
            delattr(cls, name)
        setattr(cls, name, field)
    for name, d in definition.regions:
        if not isinstance(getattr(cls, name, None), _REGION_FIELD):
            setattr(cls, name, _field_of(type(d), _REGION)())
    stray = {
        name
        for base in cls.__mro__
        for name, value in vars(base).items()
        if isinstance(value, _OPERAND_FIELD) and name not in fields
    }
    if stray:
        raise TypeError(f"{cls.__name__} declares operands {sorted(stray)} that {hlo.__name__} has no place for")


@irdl_op_definition
class TerminatorOp(LmhloOp):
    """Ends the region of an lmhlo op (fusion, case, while, or a computation on buffers).

        "lmhlo.terminator"() : () -> ()
    """

    name = "lmhlo.terminator"
    traits = _traits(IsTerminator(), ReturnLike())


def _verify_computation(
    region: Region, name: str, arguments: Sequence[Attribute], results: Sequence[Attribute]
) -> None:
    """Check that `region` computes scalars of element types `results` from scalars `arguments`.

    On buffers the block takes rank-0 memrefs (the arguments, then one per
    result to write) and ends in `lmhlo.terminator`; on tensors it takes
    rank-0 tensors and returns the results.
    """
    block = region.block
    on_buffers = isinstance(block.last_op, TerminatorOp)
    expected = [*arguments, *results] if on_buffers else list(arguments)
    scalar_type = MemRefType if on_buffers else TensorType
    if len(block.args) != len(expected):
        raise VerifyException(f"{name} region must take {len(expected)} arguments, but takes {len(block.args)}")
    for index, (argument, element) in enumerate(zip(block.args, expected)):
        if not _is_scalar(argument.type, scalar_type, element):
            raise VerifyException(
                f"{name} region argument #{index} must be a rank-0 {scalar_type.name} of {element}, "
                f"but got {argument.type}"
            )
    if on_buffers:
        return
    returned = [value.type for value in block.last_op.operands] if block.last_op is not None else []
    if len(returned) != len(results) or not all(map(_is_scalar, returned, [TensorType] * len(results), results)):
        expected_types = ", ".join(f"tensor<{element}>" for element in results)
        returned_types = ", ".join(map(str, returned))
        raise VerifyException(f"{name} region must return ({expected_types}), but returns ({returned_types})")


def _is_scalar(type_: Attribute, kind: type[MemRefType | TensorType], element: Attribute) -> bool:
    """Whether `type_` is a rank-0 memref or tensor (`kind`) of `element`."""
    return isinstance(type_, kind) and _shape(type_) == () and _element(type_) == element


def _verify_no_arguments(region: Region, name: str) -> None:
    if region.blocks and region.block.args:
        raise VerifyException(f"{name} region must not take arguments")


LmhloOpT = TypeVar("LmhloOpT", bound=LmhloOp)


def _elementwise(
    base: type[LmhloOpT], hlo: type[HloOp], buffer: BufferOf = BUFFER, class_name: str | None = None
) -> type[LmhloOpT]:
    """The lmhlo op mirroring the element-wise HLO op `hlo` on `buffer`s, as a `base`, documented by `hlo`.

    `buffer` is upstream's (`LHLO_UnaryElementwiseOp<"cbrt", LHLO_FpBuffer>`):
    lmhlo's element types are not always the HLO op's.
    """
    name = class_name or hlo.__name__
    op = type(name, (base,), {"__module__": __name__, "__qualname__": name}, hlo=hlo, buffer=buffer)
    op.__doc__ = _buffer_docstring(op, hlo)
    return irdl_op_definition(op)


def _buffer_docstring(op: type[LmhloOp], hlo: type[HloOp]) -> str:
    """`hlo`'s docstring, its example on buffers: `%r = DIALECT.add %a, %b : tensor<4xf32>` becomes

    "lmhlo.add"(%a, %b, %out) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    """
    doc = hlo.__doc__ or ""
    example = next(line for line in doc.splitlines() if f"DIALECT.{hlo.MNEMONIC} " in line)
    arguments, signature = example.split(f"DIALECT.{hlo.MNEMONIC} ", 1)[1].rsplit(" : ", 1)
    if signature.startswith("("):
        inputs, output = signature.removeprefix("(").split(") -> ")
        types = [*inputs.split(", "), output]
    else:
        types = [signature] * (arguments.count(",") + 2)
    buffers = ", ".join(type_.strip().replace("tensor<", "memref<") for type_ in types)
    summary = doc.strip().split("\n\n")[0]
    return f'{summary}\n\n        "{op.name}"({arguments}, %out) : ({buffers}) -> ()\n    '


# ---------------------------------------------------------------------------
# Constants


@irdl_op_definition
class ConstantOp(LmhloOp, hlo=core.ConstantOp):
    """Writes the constant `value` into `output`.

        "lmhlo.constant"(%out) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (memref<2xf32>) -> ()
    """

    def __init__(self, value: Attribute, output: SSAValue):
        super().__init__(operands=[output], properties={"value": value})

    def verify_(self) -> None:
        super().verify_()
        value_type = self.value.get_type() if hasattr(self.value, "get_type") else None
        if not isinstance(value_type, TensorType):
            raise VerifyException("value must be an elements attribute")
        shape = _shape(self.output.type)
        if _element(value_type) != _element(self.output.type) or shape not in (None, _shape(value_type)):
            raise VerifyException(f"value type {value_type} does not match the output buffer {self.output.type}")


@irdl_op_definition
class IotaOp(LmhloOp, hlo=shape_ops.IotaOp):
    """Fills `output` with each element's index along `iota_dimension`: 0, 1, 2, ...

        "lmhlo.iota"(%out) {iota_dimension = 0 : i64} : (memref<4xi32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_iota_dimension(self.iota_dimension.value.data, self.output)


def _verify_iota_dimension(dimension: int, output: SSAValue) -> None:
    shape = _shape(output.type)
    if dimension < 0 or (shape is not None and dimension >= len(shape)):
        raise VerifyException("iota dimension cannot go beyond the output rank or be negative.")


# ---------------------------------------------------------------------------
# Element-wise unary


class UnaryOp(LmhloOp):
    """Base of `output = f(input)` element by element: input and output have the same shape."""

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {"operand": "input"}

    def __init__(self, input: SSAValue, output: SSAValue):
        super().__init__(operands=[input, output])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)


class UnaryElementwiseOp(UnaryOp):
    """Base of the unary ops whose input and output have the same type."""

    def verify_(self) -> None:
        super().verify_()
        _verify_same_type(self.operands)


class _ComplexPartOp(UnaryOp):
    """Base of real and imag: a complex input, a float output of its element type."""

    input = operand_def(COMPLEX_BUFFER)
    output = operand_def(FP_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_real_part_of(self.input, self.output)


def _verify_real_part_of(input: SSAValue, output: SSAValue) -> None:
    """output's elements have the type of the parts of input's complex elements."""
    complex_type = _element(input.type)
    assert isinstance(complex_type, ComplexType)
    if complex_type.element_type != _element(output.type):
        raise VerifyException("requires output type to be the same as the element type of the input")


@irdl_op_definition
class AbsOp(UnaryOp, hlo=elementwise.AbsOp):
    """|input| element-wise; a complex input gives its modulus, a float.

        "lmhlo.abs"(%x, %out) : (memref<4xcomplex<f32>>, memref<4xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        if isinstance(_element(self.input.type), ComplexType):
            _verify_real_part_of(self.input, self.output)
        elif _element(self.input.type) != _element(self.output.type):
            raise VerifyException("requires all operands to have the same type")


@irdl_op_definition
class IsFiniteOp(UnaryOp, hlo=elementwise.IsFiniteOp):
    """True where an element is neither infinite nor NaN.

        "lmhlo.is_finite"(%x, %out) : (memref<4xf32>, memref<4xi1>) -> ()
    """

    input = operand_def(FP_BUFFER)
    output = operand_def(PRED_BUFFER)


BitcastConvertOp = _elementwise(UnaryOp, elementwise.BitcastConvertOp)
ConvertOp = _elementwise(UnaryOp, elementwise.ConvertOp)
ImagOp = _elementwise(_ComplexPartOp, elementwise.ImagOp)
RealOp = _elementwise(_ComplexPartOp, elementwise.RealOp)
CbrtOp = _elementwise(UnaryElementwiseOp, elementwise.CbrtOp, FP_BUFFER)
CeilOp = _elementwise(UnaryElementwiseOp, elementwise.CeilOp, FP_BUFFER)
ClzOp = _elementwise(UnaryElementwiseOp, elementwise.CountLeadingZerosOp, INT_BUFFER, class_name="ClzOp")
CosineOp = _elementwise(UnaryElementwiseOp, elementwise.CosineOp, FP_OR_COMPLEX_BUFFER)
ExpOp = _elementwise(UnaryElementwiseOp, elementwise.ExpOp, FP_OR_COMPLEX_BUFFER)
Expm1Op = _elementwise(UnaryElementwiseOp, elementwise.Expm1Op, FP_OR_COMPLEX_BUFFER)
FloorOp = _elementwise(UnaryElementwiseOp, elementwise.FloorOp, FP_BUFFER)
LogOp = _elementwise(UnaryElementwiseOp, elementwise.LogOp, FP_OR_COMPLEX_BUFFER)
LogisticOp = _elementwise(UnaryElementwiseOp, elementwise.LogisticOp, FP_OR_COMPLEX_BUFFER)
Log1pOp = _elementwise(UnaryElementwiseOp, elementwise.Log1pOp, FP_OR_COMPLEX_BUFFER)
NegOp = _elementwise(UnaryElementwiseOp, elementwise.NegOp)
NotOp = _elementwise(UnaryElementwiseOp, elementwise.NotOp, PRED_OR_INT_BUFFER)
PopulationCountOp = _elementwise(UnaryElementwiseOp, elementwise.PopulationCountOp, INT_BUFFER)
RoundOp = _elementwise(UnaryElementwiseOp, elementwise.RoundOp, FP_BUFFER)
RoundNearestEvenOp = _elementwise(UnaryElementwiseOp, elementwise.RoundNearestEvenOp, FP_BUFFER)
RsqrtOp = _elementwise(UnaryElementwiseOp, elementwise.RsqrtOp, FP_OR_COMPLEX_BUFFER)
SignOp = _elementwise(UnaryElementwiseOp, elementwise.SignOp)
SineOp = _elementwise(UnaryElementwiseOp, elementwise.SineOp, FP_OR_COMPLEX_BUFFER)
SqrtOp = _elementwise(UnaryElementwiseOp, elementwise.SqrtOp, FP_OR_COMPLEX_BUFFER)
TanhOp = _elementwise(UnaryElementwiseOp, elementwise.TanhOp, FP_OR_COMPLEX_BUFFER)


@irdl_op_definition
class ReducePrecisionOp(LmhloOp, hlo=elementwise.ReducePrecisionOp, buffer=FP_BUFFER):
    """Rounds each float to `exponent_bits` and `mantissa_bits` and back (same storage type).

        "lmhlo.reduce_precision"(%x, %out) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32}
            : (memref<4xf32>, memref<4xf32>) -> ()
    """

    exponent_bits = prop_def(IntegerAttr[I32])
    mantissa_bits = prop_def(IntegerAttr[I32])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_type(self.operands)
        if self.exponent_bits.value.data < 1:
            raise VerifyException(f"exponent_bits must be at least 1, but got {self.exponent_bits.value.data}")
        if self.mantissa_bits.value.data < 0:
            raise VerifyException(f"mantissa_bits must not be negative, but got {self.mantissa_bits.value.data}")


# ---------------------------------------------------------------------------
# Element-wise binary


class BinaryElementwiseOp(LmhloOp):
    """Base of `out = f(lhs, rhs)` element by element: all three buffers have the same type.

    `broadcast_dimensions` is a leftover of implicit broadcasting that no
    lowering reads.
    """

    OUTPUT_NAMES = ("out",)
    broadcast_dimensions = opt_prop_def(I64_ELEMENTS)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, out: SSAValue):
        super().__init__(operands=[lhs, rhs, out])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_type(self.operands)


AddOp = _elementwise(BinaryElementwiseOp, elementwise.AddOp)
AndOp = _elementwise(BinaryElementwiseOp, elementwise.AndOp, PRED_OR_INT_BUFFER)
Atan2Op = _elementwise(BinaryElementwiseOp, elementwise.Atan2Op, FP_OR_COMPLEX_BUFFER)
DivOp = _elementwise(BinaryElementwiseOp, elementwise.DivOp)
MaxOp = _elementwise(BinaryElementwiseOp, elementwise.MaxOp)
MinOp = _elementwise(BinaryElementwiseOp, elementwise.MinOp)
MulOp = _elementwise(BinaryElementwiseOp, elementwise.MulOp)
OrOp = _elementwise(BinaryElementwiseOp, elementwise.OrOp, PRED_OR_INT_BUFFER)
PowOp = _elementwise(BinaryElementwiseOp, elementwise.PowOp)
RemOp = _elementwise(BinaryElementwiseOp, elementwise.RemOp, INT_OR_FP_BUFFER)
ShiftLeftOp = _elementwise(BinaryElementwiseOp, elementwise.ShiftLeftOp, INT_BUFFER)
ShiftRightArithmeticOp = _elementwise(BinaryElementwiseOp, elementwise.ShiftRightArithmeticOp, INT_BUFFER)
ShiftRightLogicalOp = _elementwise(BinaryElementwiseOp, elementwise.ShiftRightLogicalOp, INT_BUFFER)
SubtractOp = _elementwise(BinaryElementwiseOp, elementwise.SubtractOp)
XorOp = _elementwise(BinaryElementwiseOp, elementwise.XorOp, PRED_OR_INT_BUFFER)


@irdl_op_definition
class ComplexOp(LmhloOp, hlo=elementwise.ComplexOp, buffer=FP_BUFFER):
    """Builds complex numbers from real parts `lhs` and imaginary parts `rhs`.

        "lmhlo.complex"(%re, %im, %out) : (memref<4xf32>, memref<4xf32>, memref<4xcomplex<f32>>) -> ()
    """

    output = operand_def(COMPLEX_BUFFER)
    broadcast_dimensions = opt_prop_def(I64_ELEMENTS)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        if self.lhs.type != self.rhs.type:
            raise VerifyException("requires lhs and rhs to have the same type")
        if _element(self.output.type) != ComplexType(_element(self.lhs.type)):
            raise VerifyException(f"output element type must be complex<{_element(self.lhs.type)}>")


# ---------------------------------------------------------------------------
# Compare, select, clamp


@irdl_op_definition
class CompareOp(LmhloOp, hlo=elementwise.CompareOp):
    """Compares lhs and rhs element-wise in `comparison_direction`, writing booleans.

    `compare_type` (FLOAT, TOTALORDER, SIGNED, UNSIGNED) defaults to what the
    element type implies.

        "lmhlo.compare"(%a, %b, %out) {comparison_direction = #mhlo<comparison_direction GT>}
            : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
    """

    OUTPUT_NAMES = ("out",)
    out = operand_def(PRED_BUFFER)
    broadcast_dimensions = opt_prop_def(I64_ELEMENTS)

    def __init__(self, lhs: SSAValue, rhs: SSAValue, out: SSAValue, direction: str, compare_type: str | None = None):
        properties = {"comparison_direction": mhlo.ATTRS.enum("comparison_direction", direction)}
        if compare_type is not None:
            properties["compare_type"] = mhlo.ATTRS.enum("comparison_type", compare_type)
        super().__init__(operands=[lhs, rhs, out], properties=properties)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        _verify_same_element_type([self.lhs, self.rhs])


@irdl_op_definition
class SelectOp(LmhloOp, hlo=elementwise.SelectOp):
    """Picks on_true where pred is true, else on_false; a scalar pred picks whole buffers.

        "lmhlo.select"(%p, %a, %b, %out) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    """

    pred = operand_def(PRED_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape([self.on_true, self.on_false, self.output])
        _verify_same_element_type([self.on_true, self.on_false, self.output])
        if _shape(self.pred.type) != ():
            _verify_same_shape([self.pred, self.output])


@irdl_op_definition
class ClampOp(LmhloOp, hlo=elementwise.ClampOp):
    """min(max(operand, min), max) element-wise; min and max may be scalars.

        "lmhlo.clamp"(%lo, %x, %hi, %out) : (memref<f32>, memref<4xf32>, memref<f32>, memref<4xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        _verify_same_shape([self.operand, self.output])
        for name, bound in (("min", self.min), ("max", self.max)):
            if _shape(bound.type) != () and not _have_same_shape([bound, self.operand]):
                raise VerifyException(f"{name} must be a scalar or have the shape of operand")


# ---------------------------------------------------------------------------
# Shape and data movement


@irdl_op_definition
class CopyOp(LmhloOp, hlo=shape_ops.CopyOp):
    """Copies operand into output.

        "lmhlo.copy"(%x, %out) : (memref<4xf32>, memref<4xf32>) -> ()
    """

    DROPPED_PROPERTIES = frozenset({"cross_program_prefetch_index"})

    def __init__(self, operand: SSAValue, output: SSAValue):
        super().__init__(operands=[operand, output])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        _verify_same_element_type(self.operands)


@irdl_op_definition
class ReshapeOp(LmhloOp, hlo=shape_ops.ReshapeOp):
    """Copies operand into output of another shape with the same elements in row-major order.

        "lmhlo.reshape"(%x, %out) : (memref<2x3xf32>, memref<6xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        counts = [_static_element_count(value) for value in self.operands]
        if None not in counts and counts[0] != counts[1]:
            raise VerifyException(f"output has {counts[1]} elements, but operand has {counts[0]}")


def _static_element_count(value: SSAValue) -> int | None:
    shape = _shape(value.type)
    if shape is None or any(d < 0 for d in shape):
        return None
    count = 1
    for size in shape:
        count *= size
    return count


@irdl_op_definition
class BitcastOp(LmhloOp, hlo=control_flow.BitcastOp):
    """Reinterprets operand's buffer with output's shape, keeping the physical layout of elements.

        "lmhlo.bitcast"(%x, %out) : (memref<2x3xf32>, memref<6xf32>) -> ()
    """


@irdl_op_definition
class TransposeOp(LmhloOp, hlo=shape_ops.TransposeOp):
    """Permutes dimensions: output dimension i is operand dimension permutation[i].

        "lmhlo.transpose"(%x, %out) {permutation = dense<[1, 0]> : tensor<2xi64>}
            : (memref<2x3xf32>, memref<3x2xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        shape = _shape(self.operand.type)
        if shape is None:
            return
        permutation = _dimensions("permutation", self.permutation, len(shape))
        if len(permutation) != len(shape):
            raise VerifyException(
                f"permutation must have {len(shape)} entries, one per dimension, but has {len(permutation)}"
            )
        _verify_shape_is("output", self.output, [shape[d] for d in permutation])


@irdl_op_definition
class ReverseOp(LmhloOp, hlo=shape_ops.ReverseOp):
    """Copies operand with the order of elements reversed along `dimensions`.

        "lmhlo.reverse"(%x, %out) {dimensions = dense<[0]> : tensor<1xi64>} : (memref<2x3xf32>, memref<2x3xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        _verify_same_element_type(self.operands)
        shape = _shape(self.operand.type)
        if shape is not None:
            _dimensions("dimensions", self.dimensions, len(shape))


@irdl_op_definition
class BroadcastOp(LmhloOp, hlo=shape_ops.BroadcastOp):
    """Copies operand into output, whose shape is `broadcast_sizes` followed by operand's shape.

        "lmhlo.broadcast"(%x, %out) {broadcast_sizes = dense<[2]> : tensor<1xi64>}
            : (memref<3xf32>, memref<2x3xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        sizes = _vector("broadcast_sizes", self.broadcast_sizes)
        shape = _shape(self.operand.type)
        if shape is not None:
            _verify_shape_is("output", self.output, [*sizes, *shape])


@irdl_op_definition
class BroadcastInDimOp(LmhloOp, hlo=shape_ops.BroadcastInDimOp):
    """Copies operand into output, operand dimension i going to output dimension broadcast_dimensions[i].

    Each mapped operand dimension has size 1 (repeated) or the size of the
    output dimension.

        "lmhlo.broadcast_in_dim"(%x, %out) {broadcast_dimensions = dense<[1]> : tensor<1xi64>}
            : (memref<3xf32>, memref<2x3xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        _verify_broadcast_dimensions(self.broadcast_dimensions, self.operand, self.output)


def _verify_broadcast_dimensions(attr: DenseIntOrFPElementsAttr, operand: SSAValue, output: SSAValue) -> None:
    """`attr` maps each operand dimension to an output dimension of a compatible size."""
    operand_shape, output_shape = _shape(operand.type), _shape(output.type)
    if operand_shape is None or output_shape is None:
        return
    dimensions = _dimensions("broadcast_dimensions", attr, len(output_shape))
    if len(dimensions) != len(operand_shape):
        raise VerifyException(
            f"broadcast_dimensions must have {len(operand_shape)} entries, one per operand dimension, "
            f"but has {len(dimensions)}"
        )
    for index, (size, target) in enumerate(zip(operand_shape, dimensions)):
        if size != 1 and not dims_compatible(size, output_shape[target]):
            raise VerifyException(
                f"operand dimension {index} of size {size} cannot broadcast to output dimension {target} "
                f"of size {output_shape[target]}"
            )


@irdl_op_definition
class ConcatenateOp(LmhloOp, hlo=shape_ops.ConcatenateOp):
    """Concatenates the `val` buffers along `dimension` into output.

        "lmhlo.concatenate"(%a, %b, %out) {dimension = 0 : i64} : (memref<2xf32>, memref<3xf32>, memref<5xf32>) -> ()
    """

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {"inputs": "val"}

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        shapes = [_shape(value.type) for value in self.val]
        output_shape = _shape(self.output.type)
        if None in shapes or output_shape is None or not shapes:
            return
        dimension = self.dimension.value.data
        if not 0 <= dimension < len(output_shape):
            raise VerifyException(f"dimension {dimension} is out of range for rank {len(output_shape)}")
        for index, shape in enumerate(shapes):
            same_elsewhere = all(
                dims_compatible(a, b) for d, (a, b) in enumerate(zip(shape, output_shape)) if d != dimension
            )
            if len(shape) != len(output_shape) or not same_elsewhere:
                raise VerifyException(
                    f"operand #{index} shape {format_shape(shape)} does not fit "
                    f"output shape {format_shape(output_shape)}"
                )
        sizes = [shape[dimension] for shape in shapes]
        if all(size >= 0 for size in sizes) and not dims_compatible(sum(sizes), output_shape[dimension]):
            raise VerifyException(
                f"output dimension {dimension} must have size {sum(sizes)}, but has {output_shape[dimension]}"
            )


@irdl_op_definition
class SliceOp(LmhloOp, hlo=shape_ops.SliceOp):
    """Copies the elements from start_indices up to limit_indices, every strides-th, into output.

        "lmhlo.slice"(%x, %out) {start_indices = dense<[1]> : tensor<1xi64>, limit_indices = dense<[7]> : tensor<1xi64>,
                                 strides = dense<[2]> : tensor<1xi64>} : (memref<8xf32>, memref<3xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        if not self.start_indices.get_type() == self.limit_indices.get_type() == self.strides.get_type():
            raise VerifyException("requires start_indices, limit_indices and strides to have the same type")
        shape = _shape(self.operand.type)
        if shape is None:
            return
        starts = _sized_vector("start_indices", self.start_indices, len(shape))
        limits = int_array_values(self.limit_indices)
        strides = int_array_values(self.strides)
        for d, (start, limit, stride, size) in enumerate(zip(starts, limits, strides, shape)):
            if stride <= 0 or start < 0 or limit < start or (size >= 0 and limit > size):
                raise VerifyException(
                    f"slice of dimension {d} must have 0 <= start <= limit <= {format_shape((size,))} and "
                    f"stride > 0, but has start {start}, limit {limit}, stride {stride}"
                )
        _verify_shape_is("output", self.output, [-(-(l - s) // t) for s, l, t in zip(starts, limits, strides)])


@irdl_op_definition
class DynamicSliceOp(LmhloOp, hlo=shape_ops.DynamicSliceOp):
    """Copies the `slice_sizes` block of operand starting at the run-time start_indices.

    Starts are clamped so that the block stays inside operand.

        "lmhlo.dynamic_slice"(%x, %i, %out) {slice_sizes = dense<[2]> : tensor<1xi64>}
            : (memref<8xf32>, memref<i32>, memref<2xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.output])
        shape = _shape(self.operand.type)
        if shape is None:
            return
        _verify_start_index_count(len(self.start_indices), len(shape))
        sizes = _sized_vector("slice_sizes", self.slice_sizes, len(shape))
        for d, (size, bound) in enumerate(zip(sizes, shape)):
            if size < 0 or (bound >= 0 and size > bound):
                raise VerifyException(f"slice size {size} of dimension {d} is out of range [0, {bound}]")
        _verify_shape_is("output", self.output, sizes)


def _verify_start_index_count(count: int, rank: int) -> None:
    if count != rank:
        raise VerifyException(f"has {count} start indices, but the operand has rank {rank}")


@irdl_op_definition
class DynamicUpdateSliceOp(LmhloOp, hlo=shape_ops.DynamicUpdateSliceOp):
    """Copies operand into output with the block at the run-time start_indices replaced by update.

        "lmhlo.dynamic-update-slice"(%x, %u, %i, %out)
            : (memref<8xf32>, memref<2xf32>, memref<i32>, memref<8xf32>) -> ()
    """

    name = "lmhlo.dynamic-update-slice"

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.update, self.output])
        _verify_same_shape([self.operand, self.output])
        shape, update_shape = _shape(self.operand.type), _shape(self.update.type)
        if shape is None:
            return
        _verify_start_index_count(len(self.start_indices), len(shape))
        if update_shape is not None and len(update_shape) != len(shape):
            raise VerifyException(f"update has rank {len(update_shape)}, but the operand has rank {len(shape)}")


@irdl_op_definition
class PadOp(LmhloOp, hlo=shape_ops.PadOp):
    """Copies operand into output with edge_padding_low/high elements before/after each dimension
    and interior_padding between elements, all filled with padding_value.

        "lmhlo.pad"(%x, %zero, %out) {edge_padding_low = dense<[1]> : tensor<1xi64>,
            edge_padding_high = dense<[2]> : tensor<1xi64>, interior_padding = dense<[1]> : tensor<1xi64>}
            : (memref<3xf32>, memref<f32>, memref<8xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        shape, output_shape = _shape(self.operand.type), _shape(self.output.type)
        if shape is None or output_shape is None:
            return
        if len(output_shape) != len(shape):
            raise VerifyException(f"output's rank({len(output_shape)}) is not same as operand's rank({len(shape)})")
        paddings = [int_array_values(p) for p in (self.edge_padding_low, self.edge_padding_high, self.interior_padding)]
        if any(len(padding) != len(shape) for padding in paddings):
            raise VerifyException(f"pad configurations to be specified for all {len(shape)} dimensions")
        for d, (low, high, interior, size, output_size) in enumerate(zip(*paddings, shape, output_shape)):
            if size < 0 or output_size < 0:
                continue
            expected = low + size + max(size - 1, 0) * interior + high
            if expected != output_size:
                raise VerifyException(
                    f"expected {d}-th dimension size after padding is {expected} but found {output_size}"
                )


@irdl_op_definition
class GatherOp(LmhloOp, hlo=gather_scatter.GatherOp):
    """Gathers `slice_sizes` blocks of operand starting at the indices in start_indices.

        "lmhlo.gather"(%x, %idx, %out) {dimension_numbers = #mhlo.gather<offset_dims = [1],
            collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
            slice_sizes = dense<[1, 3]> : tensor<2xi64>} : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>) -> ()
    """

    DROPPED_PROPERTIES = frozenset({"indices_are_sorted"})

    start_indices = operand_def(INT_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.output])
        shape = _shape(self.operand.type)
        if shape is not None:
            _sized_vector("slice_sizes", self.slice_sizes, len(shape))
            _verify_gather_dimension_numbers(self, shape, int_array_values(self.slice_sizes))


def _verify_gather_dimension_numbers(op: GatherOp | DynamicGatherOp, shape: Sequence[int], slice_sizes) -> None:
    """mhlo.gather's checks of the dimension numbers and slice sizes (None: read at run time), which the
    lowerings index the operand and indices by; the output buffer has the gather's shape."""
    indices_shape = _shape(op.start_indices.type)
    if indices_shape is None:
        return
    mapping = gather_scatter.IndexMapping.of(op.dimension_numbers)
    expected = gather_scatter.gather_result_shape(mapping, shape, indices_shape, slice_sizes)
    _verify_shape_is("output", op.output, expected)


@irdl_op_definition
class ScatterOp(LmhloOp, hlo=gather_scatter.ScatterOp):
    """Copies operand into output, then combines each update window into output with update_computation.

        "lmhlo.scatter"(%x, %idx, %upd, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = mhlo.add %a, %b : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
            scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}
            : (memref<4x3xf32>, memref<2x1xi32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
    """

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {"inputs": "operand"}
    OUTPUT_NAMES = ("output",)

    operand = operand_def(BUFFER)
    updates = operand_def(BUFFER)
    output = operand_def(BUFFER)
    indices_are_sorted = opt_prop_def(BOOL, FALSE)
    unique_indices = opt_prop_def(BOOL, FALSE)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape([self.operand, self.output])
        _verify_same_element_type([self.operand, self.updates, self.output])
        element = _element(self.operand.type)
        _verify_computation(self.update_computation, "update_computation", [element, element], [element])
        # mhlo.scatter's checks of the dimension numbers, which the lowerings index the buffers by.
        indices_shape = _shape(self.scatter_indices.type)
        if indices_shape is not None:
            mapping = gather_scatter.IndexMapping.of(self.scatter_dimension_numbers)
            gather_scatter.verify_scatter_index_vector_dim(mapping, indices_shape)
            gather_scatter.verify_scatter_shapes(
                mapping, indices_shape, [_shape(self.operand.type)], [_shape(self.updates.type)]
            )


# ---------------------------------------------------------------------------
# Reductions and other ops with computations


def _verify_reduction_operands(inputs: Sequence[SSAValue], init_values: Sequence[SSAValue]) -> list[Attribute]:
    """Inputs have one shape, init values their element types; return those element types."""
    _verify_same_shape(inputs)
    elements = [_element(value.type) for value in inputs]
    for index, (init, element) in enumerate(zip(init_values, elements)):
        if _element(init.type) != element:
            raise VerifyException(
                f"init value #{index} must have element type {element}, but has {_element(init.type)}"
            )
    return elements


@irdl_op_definition
class ReduceOp(LmhloOp, hlo=reductions.ReduceOp):
    """Reduces the inputs along `dimensions` with body, starting from init_values, into out.

        "lmhlo.reduce"(%x, %zero, %out) ({
        ^bb0(%acc: memref<f32>, %v: memref<f32>, %r: memref<f32>):
          "lmhlo.add"(%acc, %v, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
          "lmhlo.terminator"() : () -> ()
        }) {dimensions = dense<[1]> : tensor<1xi64>} : (memref<2x3xf32>, memref<f32>, memref<2xf32>) -> ()
    """

    OUTPUT_NAMES = ("out",)

    irdl_options = (SameVariadicOperandSize(),)

    def verify_(self) -> None:
        super().verify_()
        elements = _verify_reduction_operands(self.inputs, self.init_values)
        shape = _shape(self.inputs[0].type) if self.inputs else None
        if shape is not None:
            _dimensions("dimensions", self.dimensions, len(shape))
        _verify_computation(self.body, "body", elements * 2, elements)


@irdl_op_definition
class ReduceWindowOp(LmhloOp, hlo=reductions.ReduceWindowOp):
    """Reduces each window of the inputs with body, starting from init_values, into out.

    Windows are `window_dimensions` big, `window_strides` apart, over inputs
    dilated by `base_dilations` and padded by `padding`.

        "lmhlo.reduce_window"(%x, %zero, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %m = mhlo.maximum %a, %b : tensor<f32>
          mhlo.return %m : tensor<f32>
        }) {window_dimensions = dense<[2]> : tensor<1xi64>} : (memref<4xf32>, memref<f32>, memref<3xf32>) -> ()
    """

    OUTPUT_NAMES = ("out",)

    padding = opt_prop_def(I64_ELEMENTS)
    irdl_options = (SameVariadicOperandSize(),)

    def verify_(self) -> None:
        super().verify_()
        elements = _verify_reduction_operands(self.inputs, self.init_values)
        shape = _shape(self.inputs[0].type) if self.inputs else None
        if shape is not None:
            names = ("window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding")
            _verify_window(self, len(shape), names)
        _verify_computation(self.body, "body", elements * 2, elements)


@irdl_op_definition
class SelectAndScatterOp(LmhloOp, hlo=reductions.SelectAndScatterOp):
    """Scatters source into out at the element each window of operand selects.

    `select` picks between two elements (true keeps the first); `scatter`
    combines the source values landing on one element, starting from init_value.

        "lmhlo.select_and_scatter"(%x, %src, %zero, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %ge = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GE>}
              : (tensor<f32>, tensor<f32>) -> tensor<i1>
          mhlo.return %ge : tensor<i1>
        }, {
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = mhlo.add %a, %b : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) {window_dimensions = dense<[2]> : tensor<1xi64>, window_strides = dense<[2]> : tensor<1xi64>}
            : (memref<4xf32>, memref<2xf32>, memref<f32>, memref<4xf32>) -> ()
    """

    OUTPUT_NAMES = ("out",)

    padding = opt_prop_def(I64_ELEMENTS)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape([self.operand, self.out])
        _verify_same_element_type([self.source, self.init_value, self.out])
        shape = _shape(self.operand.type)
        if shape is not None:
            _verify_window(self, len(shape), ("window_dimensions", "window_strides", "padding"))
        operand_element, source_element = _element(self.operand.type), _element(self.source.type)
        _verify_computation(self.select, "select", [operand_element] * 2, [i1])
        _verify_computation(self.scatter, "scatter", [source_element] * 2, [source_element])


@irdl_op_definition
class MapOp(LmhloOp, hlo=reductions.MapOp):
    """Applies computation to the elements of the inputs at each index, writing output.

        "lmhlo.map"(%a, %b, %out) ({
        ^bb0(%x: tensor<f32>, %y: tensor<f32>):
          %s = mhlo.add %x, %y : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        shape = _shape(self.output.type)
        if shape is not None:
            _dimensions("dimensions", self.dimensions, len(shape))
        elements = [_element(value.type) for value in self.inputs]
        _verify_computation(self.computation, "computation", elements, [_element(self.output.type)])


@irdl_op_definition
class SortOp(LmhloOp, hlo=reductions.SortOp):
    """Sorts the inputs together along `dimension` by comparator into output.

    comparator takes two elements of each input (lhs, rhs, ...) and says
    whether lhs goes first; `is_stable` keeps equal elements in order.

        "lmhlo.sort"(%keys, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %lt = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction LT>}
              : (tensor<f32>, tensor<f32>) -> tensor<i1>
          mhlo.return %lt : tensor<i1>
        }) {dimension = 0 : i64} : (memref<4xf32>, memref<4xf32>) -> ()
    """

    OUTPUT_NAMES = ("output",)

    dimension = opt_prop_def(IntegerAttr[I64], IntegerAttr(-1, 64))
    is_stable = opt_prop_def(BOOL, FALSE)
    irdl_options = (SameVariadicOperandSize(),)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_shape(self.operands)
        shape = _shape(self.inputs[0].type) if self.inputs else None
        dimension = self.dimension.value.data
        if shape is not None and not -len(shape) <= dimension < len(shape):
            raise VerifyException(
                f"dimension attribute value must be in range [-{len(shape)}, {len(shape)}), but found {dimension}"
            )
        elements = [_element(value.type) for value in self.inputs for _ in range(2)]
        _verify_computation(self.comparator, "comparator", elements, [i1])


# ---------------------------------------------------------------------------
# Control flow and fusion


@irdl_op_definition
class CaseOp(LmhloOp):
    """Runs branches[index]; an index out of range (or false for a pred index: 1) runs the last branch.

        "lmhlo.case"(%i) ({
          "lmhlo.copy"(%a, %out) : (memref<f32>, memref<f32>) -> ()
          "lmhlo.terminator"() : () -> ()
        }, {
          "lmhlo.negate"(%a, %out) : (memref<f32>, memref<f32>) -> ()
          "lmhlo.terminator"() : () -> ()
        }) : (memref<i32>) -> ()
    """

    name = "lmhlo.case"
    index = operand_def(BufferOf(PRED_OR_INTEGER, rank=0))
    branches = var_region_def("single_block")
    traits = _traits(SingleBlockImplicitTerminator(TerminatorOp))

    def verify_(self) -> None:
        super().verify_()
        for number, branch in enumerate(self.branches):
            _verify_no_arguments(branch, f"branch #{number}")


@irdl_op_definition
class WhileOp(LmhloOp):
    """Runs body while cond writes true into cond_val.

        "lmhlo.while"(%c) ({
          "lmhlo.compare"(%i, %n, %c) {comparison_direction = #mhlo<comparison_direction LT>}
              : (memref<i32>, memref<i32>, memref<i1>) -> ()
          "lmhlo.terminator"() : () -> ()
        }, {
          "lmhlo.add"(%i, %one, %i) : (memref<i32>, memref<i32>, memref<i32>) -> ()
          "lmhlo.terminator"() : () -> ()
        }) : (memref<i1>) -> ()
    """

    name = "lmhlo.while"
    cond_val = var_operand_def(PRED_BUFFER)
    trip_count = opt_prop_def(IntegerAttr[I64])
    cond = region_def("single_block")
    body = region_def("single_block")
    traits = _traits(SingleBlockImplicitTerminator(TerminatorOp))

    def verify_(self) -> None:
        super().verify_()
        _verify_no_arguments(self.cond, "cond")
        _verify_no_arguments(self.body, "body")
        if self.trip_count is not None and self.trip_count.value.data < 0:
            raise VerifyException(f"trip_count must not be negative, but got {self.trip_count.value.data}")


@irdl_op_definition
class FusionOp(LmhloOp):
    """A group of ops XLA's fusion pass chose to emit as one kernel.

    The body reads buffers with `bufferization.to_tensor`, computes on
    tensors, and writes results back into buffers.

        "lmhlo.fusion"() ({
          %t = bufferization.to_tensor %in : memref<4xf32> to tensor<4xf32>
          %n = mhlo.negate %t : tensor<4xf32>
          bufferization.materialize_in_destination %n in writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
          "lmhlo.terminator"() : () -> ()
        }) : () -> ()
    """

    name = "lmhlo.fusion"
    region = region_def("single_block")
    traits = _traits(SingleBlockImplicitTerminator(TerminatorOp))

    def __init__(self, body: Block | None = None):
        """A fusion of `body`, or of an empty body ending in `lmhlo.terminator`."""
        super().__init__(regions=[Region(body if body is not None else Block([TerminatorOp()]))])

    def verify_(self) -> None:
        super().verify_()
        _verify_no_arguments(self.region, "fusion")


@irdl_op_definition
class CustomCallOp(LmhloOp):
    """Calls the external function `call_target_name` on the args, which writes the output buffers.

    `target_arg_mapping` says where each buffer goes among the target's
    arguments and results when they are not one to one.

        "lmhlo.custom_call"(%a, %out) {call_target_name = "foo", backend_config = "",
            operandSegmentSizes = array<i32: 1, 1>} : (memref<4xf32>, memref<4xf32>) -> ()
    """

    name = "lmhlo.custom_call"
    args = var_operand_def(BUFFER)
    output = var_operand_def(BUFFER)
    call_target_name = prop_def(StringAttr)
    has_side_effect = opt_prop_def(BOOL, FALSE)
    backend_config = opt_prop_def(StringAttr | DictionaryAttr)
    api_version = opt_prop_def(AnyAttr())
    target_arg_mapping = opt_prop_def(CustomCallTargetArgMappingAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        super().verify_()
        mapping = self.target_arg_mapping
        if mapping is None:
            return
        _verify_target_mapping("args", mapping.field("num_args"), len(self.args), mapping.field("args_to_target_args"))
        _verify_target_mapping(
            "results", mapping.field("num_results"), len(self.output), mapping.field("results_to_target_results")
        )


def _verify_target_mapping(kind: str, target_count: int, op_count: int, mapping: tuple[int, ...]) -> None:
    """Each of the op's `op_count` buffers maps to a distinct one of the target's `target_count`."""
    if target_count < op_count:
        raise VerifyException(
            f"number of target {kind} ({target_count}) cannot be less than the number of {kind}({op_count}) "
            "for the operation"
        )
    if len(mapping) != op_count:
        raise VerifyException(
            f"number of entries in the mapping for {kind} ({len(mapping)}) should match the number of {kind} "
            f"for the operation ({op_count})"
        )
    seen: set[int] = set()
    for entry in mapping:
        if entry in seen:
            raise VerifyException(f"entry {entry} cannot appear more than once in the mapping for {kind}")
        seen.add(entry)
        if not 0 <= entry < target_count:
            raise VerifyException(
                f"entries in mapping for {kind} must be >= 0 and less than target's number of {kind} ({target_count})"
            )


# ---------------------------------------------------------------------------
# Linear algebra


@irdl_op_definition
class DotOp(LmhloOp, hlo=linalg_ops.DotOp):
    """Matrix product of lhs and rhs over the contracting and batching dimensions of `dot_dimension_numbers`.

        "lmhlo.dot"(%a, %b, %out) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1],
            rhs_contracting_dimensions = [0]>} : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
    """

    dot_dimension_numbers = prop_def(DotDimensionNumbersAttr)
    precision_config = opt_prop_def(ArrayAttr[PrecisionAttr])

    def verify_(self) -> None:
        super().verify_()
        _verify_dot(self.lhs, self.rhs, self.output, self.dot_dimension_numbers)


@irdl_op_definition
class DotGeneralOp(LmhloOp, hlo=linalg_ops.DotGeneralOp):
    """General dot product of lhs and rhs: output is batch dimensions, then lhs's and rhs's free dimensions.

        "lmhlo.dot_general"(%a, %b, %out) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0],
            rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}
            : (memref<5x2x3xf32>, memref<5x3x4xf32>, memref<5x2x4xf32>) -> ()
    """

    DROPPED_PROPERTIES = frozenset({"algorithm"})

    precision_config = opt_prop_def(ArrayAttr[PrecisionAttr])

    def verify_(self) -> None:
        super().verify_()
        _verify_dot(self.lhs, self.rhs, self.output, self.dot_dimension_numbers)


def _verify_dot(lhs: SSAValue, rhs: SSAValue, output: SSAValue, numbers: DotDimensionNumbersAttr) -> None:
    """The dimension numbers fit lhs and rhs, and output has the dot product's shape."""
    lhs_batch, rhs_batch, lhs_contract, rhs_contract = (
        numbers.field(f"{side}_{kind}_dimensions") for kind in ("batching", "contracting") for side in ("lhs", "rhs")
    )
    if len(lhs_batch) != len(rhs_batch):
        raise VerifyException("lhs_batching_dimensions and rhs_batching_dimensions must be the same size")
    if len(lhs_contract) != len(rhs_contract):
        raise VerifyException("lhs_contracting_dimensions and rhs_contracting_dimensions must be the same size")
    lhs_shape, rhs_shape = _shape(lhs.type), _shape(rhs.type)
    if lhs_shape is None or rhs_shape is None:
        return
    sides = (("lhs", lhs_shape, (*lhs_batch, *lhs_contract)), ("rhs", rhs_shape, (*rhs_batch, *rhs_contract)))
    for side, shape, dims in sides:
        if len(set(dims)) != len(dims) or any(not 0 <= d < len(shape) for d in dims):
            raise VerifyException(
                f"{side} batching and contracting dimensions must be distinct dimensions in [0, {len(shape)}), "
                f"but are {format_int_list(dims)}"
            )
    for kind, lhs_dims, rhs_dims in (("batching", lhs_batch, rhs_batch), ("contracting", lhs_contract, rhs_contract)):
        if any(not dims_compatible(lhs_shape[a], rhs_shape[b]) for a, b in zip(lhs_dims, rhs_dims)):
            raise VerifyException(f"{kind} dimension sizes must match for lhs/rhs")
    lhs_free = [s for d, s in enumerate(lhs_shape) if d not in (*lhs_batch, *lhs_contract)]
    rhs_free = [s for d, s in enumerate(rhs_shape) if d not in (*rhs_batch, *rhs_contract)]
    _verify_shape_is("output", output, [*(lhs_shape[d] for d in lhs_batch), *lhs_free, *rhs_free])


_WINDOW_KEYWORDS = {
    "stride": "window_strides",
    "pad": "padding",
    "lhs_dilate": "lhs_dilation",
    "rhs_dilate": "rhs_dilation",
    "reverse": "window_reversal",
}
"""The window attributes of a convolution, by the keyword its pretty form uses."""


class _ConvolutionBase(LmhloOp):
    """The attributes of convolution and dynamic_conv (mhlo's convolution attributes)."""

    window_strides = opt_prop_def(I64_ELEMENTS)
    padding = opt_prop_def(I64_ELEMENTS)
    lhs_dilation = opt_prop_def(I64_ELEMENTS)
    rhs_dilation = opt_prop_def(I64_ELEMENTS)
    window_reversal = opt_prop_def(DenseIntOrFPElementsAttr[I1])
    dimension_numbers = prop_def(ConvDimensionNumbersAttr)
    feature_group_count = prop_def(IntegerAttr[I64])
    batch_group_count = prop_def(IntegerAttr[I64])
    precision_config = opt_prop_def(ArrayAttr[PrecisionAttr])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.lhs, self.rhs])  # type: ignore[attr-defined]
        for name in ("feature_group_count", "batch_group_count"):
            if self.properties[name].value.data <= 0:
                raise VerifyException(f"{name} must be positive, but got {self.properties[name].value.data}")
        buffers = (self.lhs, self.rhs, self.output)  # type: ignore[attr-defined]
        ranks = [len(shape) for shape in (_shape(buffer.type) for buffer in buffers) if shape is not None]
        spatial = len(self.dimension_numbers.data.input_spatial)
        if any(rank != spatial + 2 for rank in ranks):
            raise VerifyException(
                f"expects convolution arguments to have {spatial + 2} dimensions (the dimension numbers' {spatial} "
                f"spatial dimensions, batch and feature), but got ranks {format_int_list(ranks)}"
            )
        _verify_window(self, spatial, _WINDOW_KEYWORDS.values())


@irdl_op_definition
class ConvolutionOp(_ConvolutionBase, hlo=linalg_ops.ConvolutionOp):
    """Convolution of lhs (the input) with rhs (the kernel), as in neural networks.

    `dim_numbers` lays out batch (b), feature (f), kernel input/output
    feature (i, o) and spatial (0, 1, ...) dimensions; `window` has strides,
    padding, dilations and reversal per spatial dimension.

        lmhlo.convolution(%in, %kernel, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
            window = {stride = [1, 1], pad = [[0, 0], [0, 0]]}
            {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
            : (memref<1x4x4x1xf32>, memref<3x3x1x1xf32>, memref<1x2x2x1xf32>) -> ()
    """

    @classmethod
    def parse(cls, parser: Parser) -> ConvolutionOp:
        parser.parse_punctuation("(")
        operands = parse_operands(parser)
        parser.parse_punctuation(")")
        parser.parse_keyword("dim_numbers")
        parser.parse_punctuation("=")
        dimension_numbers = mhlo.ATTRS.conv(parse_conv_dimensions(parser))
        parser.parse_punctuation(",")
        parser.parse_keyword("window")
        parser.parse_punctuation("=")
        window = _parse_window(parser)
        properties, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        pos = parser.pos
        function_type = parser.parse_function_type()
        if function_type.outputs.data:
            parser.raise_error("lmhlo.convolution has no results", pos)
        return cls.create(
            operands=resolve(parser, operands, function_type.inputs.data),
            properties=properties | window | {"dimension_numbers": dimension_numbers},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_string(f") dim_numbers = {self.dimension_numbers.data.format()}, window = {{")
        window = [
            f"{keyword} = {_format_window_attr(self.properties[name])}"
            for keyword, name in _WINDOW_KEYWORDS.items()
            if name in self.properties
        ]
        printer.print_string(", ".join(window))
        printer.print_string("}")
        print_attr_dict(printer, self, ("dimension_numbers", *_WINDOW_KEYWORDS.values()))
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, ())


def _parse_window(parser: Parser) -> dict[str, Attribute]:
    """`{stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [...], rhs_dilate = [...], reverse = [0, 1]}`."""
    parser.parse_punctuation("{")
    window: dict[str, Attribute] = {}
    while (keyword := parser.parse_optional_identifier()) is not None:
        name = _WINDOW_KEYWORDS.get(keyword)
        if name is None or name in window:
            parser.raise_error(f"Unexpected keyword {keyword}")
        parser.parse_punctuation("=")
        if keyword == "pad":
            pairs = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_pair(parser))
            values, shape, element = [v for pair in pairs for v in pair], [len(pairs), 2], i64
        else:
            values = parse_int_list(parser)
            shape, element = [len(values)], i1 if keyword == "reverse" else i64
            if element == i1:
                values = [int(v != 0) for v in values]
        window[name] = DenseIntOrFPElementsAttr.from_list(TensorType(element, shape), values)
        if parser.parse_optional_punctuation(",") is None:
            break
    parser.parse_punctuation("}")
    return window


def _parse_pair(parser: Parser) -> list[int]:
    pos = parser.pos
    values = parse_int_list(parser)
    if len(values) != 2:
        parser.raise_error(f"Expected array with 2 elements, got {len(values)} elements instead", pos)
    return values


def _format_window_attr(attr: DenseIntOrFPElementsAttr) -> str:
    """`[1, 2]`, `[[0, 1], [1, 0]]` for padding; reversal flags print as 0 and 1."""
    values = int_array_values(attr)
    if attr.get_element_type() == i1:
        values = tuple(int(v != 0) for v in values)
    if len(attr.get_shape()) == 2:
        return "[" + ", ".join(format_int_list(values[i : i + 2]) for i in range(0, len(values), 2)) + "]"
    return format_int_list(values)


@irdl_op_definition
class DynamicConvOp(_ConvolutionBase, hlo=linalg_ops.DynamicConvOp):
    """A convolution whose padding comes from the `d_padding` buffer at run time.

        "lmhlo.dynamic_conv"(%in, %kernel, %pad, %out) {dimension_numbers = #mhlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
            batch_group_count = 1 : i64, feature_group_count = 1 : i64}
            : (memref<1x4x1xf32>, memref<3x1x1xf32>, memref<1x2xi32>, memref<1x2x1xf32>) -> ()
    """


@irdl_op_definition
class CholeskyOp(LmhloOp, hlo=linalg_ops.CholeskyOp, buffer=FP_OR_COMPLEX_BUFFER):
    """Cholesky factor of each matrix in a: lower-triangular l with a = l * l^H if `lower`, else upper.

        "lmhlo.cholesky"(%a, %out) {lower = true} : (memref<3x3xf32>, memref<3x3xf32>) -> ()
    """

    lower = opt_prop_def(BOOL, FALSE)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        _verify_square_matrices("a", self.a)
        _verify_same_shape(self.operands)


def _verify_square_matrices(name: str, value: SSAValue) -> None:
    """`value` is a batch of square matrices: rank >= 2, equal minor dimensions."""
    shape = _shape(value.type)
    if shape is None:
        return
    if len(shape) < 2:
        raise VerifyException(f"argument '{name}' must have rank >= 2, got shape {format_shape(shape)}")
    if not dims_compatible(shape[-1], shape[-2]):
        raise VerifyException(f"minor dimensions of '{name}' must have equal size, got shape {format_shape(shape)}")


@irdl_op_definition
class TriangularSolveOp(LmhloOp, hlo=linalg_ops.TriangularSolveOp, buffer=FP_OR_COMPLEX_BUFFER):
    """Solves op(a) * x = b (or x * op(a) = b when not `left_side`) for triangular a, writing x.

        "lmhlo.triangular_solve"(%a, %b, %out) {left_side = true, lower = true, unit_diagonal = false,
            transpose_a = #mhlo<transpose NO_TRANSPOSE>, layout_a = dense<[1, 0]> : tensor<2xindex>,
            layout_b = dense<[1, 0]> : tensor<2xindex>, layout_output = dense<[1, 0]> : tensor<2xindex>}
            : (memref<3x3xf32>, memref<3x4xf32>, memref<3x4xf32>) -> ()
    """

    left_side = prop_def(BOOL)
    lower = prop_def(BOOL)
    unit_diagonal = prop_def(BOOL)
    layout_a = prop_def(DenseIntOrFPElementsAttr)
    layout_b = prop_def(DenseIntOrFPElementsAttr)
    layout_output = prop_def(DenseIntOrFPElementsAttr)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        _verify_square_matrices("a", self.a)
        a_shape, b_shape = _shape(self.a.type), _shape(self.b.type)
        if a_shape is not None and b_shape is not None and len(a_shape) != len(b_shape):
            raise VerifyException(f"a and b must have the same rank, but have ranks {len(a_shape)} and {len(b_shape)}")
        _verify_same_shape([self.b, self.output])


@irdl_op_definition
class FftOp(LmhloOp, hlo=linalg_ops.FftOp):
    """Fast Fourier transform of the innermost `fft_length` dimensions, of kind `fft_type`.

        "lmhlo.fft"(%x, %out) {fft_length = dense<9> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}
            : (memref<3x9xf32>, memref<3x5xcomplex<f32>>) -> ()
    """

    def verify_(self) -> None:
        super().verify_()
        lengths = _vector("fft_length", self.fft_length)
        if not 1 <= len(lengths) <= 3:
            raise VerifyException(f"fft_length must have 1 to 3 entries, but has {len(lengths)}")
        shape = _shape(self.operand.type)
        if shape is not None and len(shape) < len(lengths):
            raise VerifyException(f"operand rank must not be less than fft_length size ({len(lengths)})")


@irdl_op_definition
class BatchNormGradOp(LmhloOp, hlo=linalg_ops.BatchNormGradOp):
    """Gradients of batch normalization with respect to operand, scale and offset.

        "lmhlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy, %dx, %dscale, %doffset)
            {epsilon = 1.0e-03 : f32, feature_index = 1 : i64}
            : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>,
               memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
    """

    epsilon = prop_def(FloatAttr[Float32Type])
    feature_index = prop_def(IntegerAttr[I64])

    def verify_(self) -> None:
        super().verify_()
        _verify_batch_norm(
            self.feature_index,
            self.operand,
            {"grad_output": self.grad_output, "grad_operand": self.grad_operand},
            {"scale": self.scale, "mean": self.mean, "variance": self.variance,
             "grad_scale": self.grad_scale, "grad_offset": self.grad_offset},
        )  # fmt: skip


@irdl_op_definition
class BatchNormInferenceOp(LmhloOp, hlo=linalg_ops.BatchNormInferenceOp):
    """Normalizes operand with the given mean and variance per feature, then scales and offsets it.

        "lmhlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var, %out)
            {epsilon = 1.0e-03 : f32, feature_index = 1 : i64}
            : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>) -> ()
    """

    epsilon = prop_def(FloatAttr[Float32Type])
    feature_index = prop_def(IntegerAttr[I64])

    def verify_(self) -> None:
        super().verify_()
        _verify_batch_norm(
            self.feature_index,
            self.operand,
            {"output": self.output},
            {"scale": self.scale, "offset": self.offset, "mean": self.mean, "variance": self.variance},
        )


@irdl_op_definition
class BatchNormTrainingOp(LmhloOp, hlo=linalg_ops.BatchNormTrainingOp):
    """Normalizes operand by the batch mean and variance per feature, then scales and offsets it.

        "lmhlo.batch_norm_training"(%x, %scale, %offset, %out, %mean, %var)
            {epsilon = 1.0e-03 : f32, feature_index = 1 : i64}
            : (memref<2x3xf32>, memref<3xf32>, memref<3xf32>, memref<2x3xf32>, memref<3xf32>, memref<3xf32>) -> ()
    """

    epsilon = prop_def(FloatAttr[Float32Type])
    feature_index = prop_def(IntegerAttr[I64])

    def verify_(self) -> None:
        super().verify_()
        _verify_batch_norm(
            self.feature_index,
            self.operand,
            {"output": self.output},
            {"scale": self.scale, "offset": self.offset, "batch_mean": self.batch_mean, "batch_var": self.batch_var},
        )


def _verify_batch_norm(
    feature_index: IntegerAttr, operand: SSAValue, like_operand: dict[str, SSAValue], per_feature: dict[str, SSAValue]
) -> None:
    """Buffers `like_operand` have operand's shape; buffers `per_feature` hold one value per feature."""
    _verify_same_element_type([operand, *like_operand.values(), *per_feature.values()])
    shape = _shape(operand.type)
    if shape is None:
        return
    index = feature_index.value.data
    if not 0 <= index < len(shape):
        raise VerifyException(f"feature_index {index} is out of range for operand of rank {len(shape)}")
    for name, value in like_operand.items():
        _verify_shape_is(name, value, shape)
    for name, value in per_feature.items():
        _verify_shape_is(name, value, [shape[index]])


# ---------------------------------------------------------------------------
# Collectives


class CollectiveOp(LmhloOp):
    """Base of all_gather, all_reduce, all_to_all and reduce_scatter: inputs, then as many outputs.

    `replica_groups` is a 2D tensor, one row of replica ids per group.
    """

    inputs = var_operand_def(BUFFER)
    outputs = var_operand_def(BUFFER)
    replica_groups = prop_def(DenseIntOrFPElementsAttr)
    constrain_layout = opt_prop_def(BOOL, FALSE)
    channel_id = opt_prop_def(ChannelHandleAttr)
    use_global_device_ids = opt_prop_def(BOOL, FALSE)
    irdl_options = (SameVariadicOperandSize(),)

    def verify_replica_groups(self, uniform: bool) -> None:
        """Every replica id from 0 up appears once; -1 pads groups of different sizes unless `uniform`."""
        groups = self.replica_groups
        if len(groups.get_shape()) != 2 or groups.get_element_type() != i64:
            raise VerifyException("replica groups should be a rank 2 tensor of 64 bit integers")
        seen: set[int] = set()
        for replica in int_array_values(groups):
            if replica == -1 and not uniform:
                continue
            if replica < 0:
                raise VerifyException(f"Invalid replica id {replica}")
            if replica in seen:
                raise VerifyException(f"replica id #{replica} seen more than once")
            seen.add(replica)
        # The first id missing (as upstream's loop, which stops there): at most len(seen), however large an id.
        missing = next((replica for replica in range(max(seen, default=-1) + 1) if replica not in seen), None)
        if missing is not None:
            raise VerifyException(f"replica id #{missing} not seen in replica groups")


@irdl_op_definition
class AllGatherOp(CollectiveOp):
    """Concatenates each input across the replicas of a group along `all_gather_dimension`.

        "lmhlo.all_gather"(%x, %out) {all_gather_dimension = 0 : i64,
            replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (memref<2xf32>, memref<4xf32>) -> ()
    """

    name = "lmhlo.all_gather"
    all_gather_dimension = prop_def(IntegerAttr[I64])

    def verify_(self) -> None:
        super().verify_()
        self.verify_replica_groups(uniform=True)
        if self.all_gather_dimension.value.data < 0:
            raise VerifyException("all_gather_dimension cannot be negative")


@irdl_op_definition
class AllReduceOp(CollectiveOp):
    """Reduces each input across the replicas of a group with computation.

        "lmhlo.all_reduce"(%x, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = mhlo.add %a, %b : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (memref<4xf32>, memref<4xf32>) -> ()
    """

    name = "lmhlo.all_reduce"
    computation = region_def("single_block")

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        self.verify_replica_groups(uniform=False)
        for index, (input, output) in enumerate(zip(self.inputs, self.outputs)):
            if input.type != output.type:
                raise VerifyException(
                    f"requires operand #{index} (type: {input.type}) and result #{index} (type: {output.type}) "
                    "to have same type"
                )
        if self.inputs:
            element = _element(self.inputs[0].type)
            _verify_computation(self.computation, "computation", [element, element], [element])


@irdl_op_definition
class ReduceScatterOp(CollectiveOp):
    """Reduces each input across a group with computation, giving each replica one part along `scatter_dimension`.

        "lmhlo.reduce_scatter"(%x, %out) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = mhlo.add %a, %b : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}
            : (memref<4xf32>, memref<2xf32>) -> ()
    """

    name = "lmhlo.reduce_scatter"
    scatter_dimension = prop_def(IntegerAttr[I64])
    computation = region_def("single_block")

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        self.verify_replica_groups(uniform=True)
        dimension = self.scatter_dimension.value.data
        if dimension < 0:
            raise VerifyException("expects scatter_dimension >= 0")
        for input, output in zip(self.inputs, self.outputs):
            _verify_scattered_shape(_shape(input.type), _shape(output.type), dimension)
        if self.inputs:
            element = _element(self.inputs[0].type)
            _verify_computation(self.computation, "computation", [element, element], [element])


def _verify_scattered_shape(operand: tuple[int, ...] | None, result: tuple[int, ...] | None, dimension: int) -> None:
    """result is operand split along `dimension` into equal parts."""
    if operand is None or result is None:
        return
    if len(operand) != len(result):
        raise VerifyException("operand and result should have same rank")
    if dimension >= len(operand):
        raise VerifyException("scatter dim should be less than operand/result rank")
    operand_size, result_size = operand[dimension], result[dimension]
    if operand_size >= 0 and result_size >= 0:
        if operand_size == 0:
            raise VerifyException("operand scatter dimension cannot be zero")
        if result_size == 0:
            raise VerifyException("result scatter dimension cannot be zero")
        if operand_size % result_size:
            raise VerifyException(
                f"operand scatter dimension has size {operand_size}, expected to be a multiple of result scatter "
                f"dimension size {result_size}"
            )
    for d, (a, b) in enumerate(zip(operand, result)):
        if d != dimension and not dims_compatible(a, b):
            raise VerifyException(f"non scatter dimensions should be same for operand ({a}) and result ({b})")


@irdl_op_definition
class AllToAllOp(CollectiveOp):
    """Splits each input along `split_dimension` and sends part i to the i-th replica of the group.

        "lmhlo.all_to_all"(%x, %out) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_dimension = 0 : i64}
            : (memref<4xf32>, memref<4xf32>) -> ()
    """

    name = "lmhlo.all_to_all"
    split_dimension = opt_prop_def(IntegerAttr[I64])

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type(self.operands)
        self.verify_replica_groups(uniform=True)


@irdl_op_definition
class CollectivePermuteOp(LmhloOp):
    """Sends operand from each source replica to its target in `source_target_pairs`; others get zeros.

        "lmhlo.collective_permute"(%x, %out) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}
            : (memref<4xf32>, memref<4xf32>) -> ()
    """

    name = "lmhlo.collective_permute"
    operand = operand_def(BUFFER)
    output = operand_def(BUFFER)
    source_target_pairs = prop_def(I64_ELEMENTS)
    channel_id = opt_prop_def(ChannelHandleAttr)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_type(self.operands)
        pairs_shape = tuple(self.source_target_pairs.get_shape())
        if len(pairs_shape) != 2:
            raise VerifyException(
                f"expect source_target_pairs attribute to be of rank 2, but got rank {len(pairs_shape)}"
            )
        if pairs_shape[1] != 2:
            raise VerifyException(
                f"expect source_target_pairs attribute of shape (N, 2), but got ({', '.join(map(str, pairs_shape))})"
            )
        pairs = _pairs("source_target_pairs", self.source_target_pairs, pairs_shape[0])
        for role, ids in (("sources", [s for s, _ in pairs]), ("targets", [t for _, t in pairs])):
            if any(replica < 0 for replica in ids):
                raise VerifyException("replica ids in source_target_pairs must be >= 0.")
            if len(set(ids)) != len(ids):
                raise VerifyException(f"duplicate {role} not allowed.")


@irdl_op_definition
class ReplicaIdOp(LmhloOp, hlo=collectives.ReplicaIdOp, buffer=UI32_BUFFER):
    """Writes the id of the replica running the program.

        "lmhlo.replica_id"(%out) : (memref<ui32>) -> ()
    """


@irdl_op_definition
class PartitionIdOp(LmhloOp, hlo=collectives.PartitionIdOp, buffer=UI32_BUFFER):
    """Writes the id of the partition running the program.

        "lmhlo.partition_id"(%out) : (memref<ui32>) -> ()
    """


@irdl_op_definition
class InfeedOp(LmhloOp):
    """Reads the next item of the device's infeed queue into the output buffers.

        "lmhlo.infeed"(%out) {config = ""} : (memref<3xf32>) -> ()
    """

    name = "lmhlo.infeed"
    outputs = var_operand_def(BUFFER)
    config = opt_prop_def(StringAttr, StringAttr(""))


@irdl_op_definition
class OutfeedOp(LmhloOp):
    """Writes the input buffers to the device's outfeed queue.

        "lmhlo.outfeed"(%x) {config = ""} : (memref<3xf32>) -> ()
    """

    name = "lmhlo.outfeed"
    inputs = var_operand_def(BUFFER)
    config = opt_prop_def(StringAttr, StringAttr(""))


@irdl_op_definition
class RngGetAndUpdateStateOp(LmhloOp):
    """Reads the random number generator state and advances it by `delta`.

        "lmhlo.rng_get_and_update_state"(%state) {delta = 1 : i64} : (memref<2xui64>) -> ()
    """

    name = "lmhlo.rng_get_and_update_state"
    state = operand_def(UI64_BUFFER)
    delta = prop_def(IntegerAttr[I64])


# ---------------------------------------------------------------------------
# Dynamically shaped ops


@irdl_op_definition
class RealDynamicSliceOp(LmhloOp, hlo=shape_ops.RealDynamicSliceOp):
    """A slice whose start, limit and stride vectors are buffers read at run time.

        "lmhlo.real_dynamic_slice"(%x, %start, %limit, %stride, %out)
            : (memref<?xf32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
    """

    start_indices = operand_def(DIMENSION_BUFFER)
    limit_indices = operand_def(DIMENSION_BUFFER)
    strides = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        if not self.start_indices.type == self.limit_indices.type == self.strides.type:
            raise VerifyException("requires start_indices, limit_indices and strides to have the same type")


@irdl_op_definition
class DynamicBroadcastInDimOp(LmhloOp, hlo=shape_ops.DynamicBroadcastInDimOp):
    """broadcast_in_dim into an output whose shape is the `output_dimensions` buffer.

        "lmhlo.dynamic_broadcast_in_dim"(%x, %shape, %out) {broadcast_dimensions = dense<[1]> : tensor<1xi64>}
            : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
    """

    DROPPED_PROPERTIES = frozenset({"known_expanding_dimensions", "known_nonexpanding_dimensions"})

    output_dimensions = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.output])
        _verify_broadcast_dimensions(self.broadcast_dimensions, self.operand, self.output)
        _verify_shape_vector("output_dimensions", self.output_dimensions, self.output)


def _verify_shape_vector(name: str, vector: SSAValue, output: SSAValue) -> None:
    """A static shape vector `vector` has one entry per dimension of `output`."""
    length, shape = _shape(vector.type), _shape(output.type)
    if length is not None and shape is not None and length[0] >= 0 and length[0] != len(shape):
        raise VerifyException(f"{name} must have {len(shape)} entries, one per output dimension, but has {length[0]}")


@irdl_op_definition
class DynamicGatherOp(LmhloOp, hlo=gather_scatter.DynamicGatherOp):
    """gather with the slice sizes read from the `slice_sizes` buffer at run time.

        "lmhlo.dynamic_gather"(%x, %idx, %sizes, %out) {dimension_numbers = #mhlo.gather<offset_dims = [1],
            collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}
            : (memref<4x3xf32>, memref<2x1xi32>, memref<2xi32>, memref<2x3xf32>) -> ()
    """

    DROPPED_PROPERTIES = frozenset({"indices_are_sorted"})

    start_indices = operand_def(INT_BUFFER)
    slice_sizes = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.output])
        shape = _shape(self.operand.type)
        if shape is not None:
            _verify_shape_vector("slice_sizes", self.slice_sizes, self.operand)
            _verify_gather_dimension_numbers(self, shape, None)


@irdl_op_definition
class DynamicPadOp(LmhloOp, hlo=shape_ops.DynamicPadOp):
    """pad with the padding amounts read from buffers at run time.

        "lmhlo.dynamic_pad"(%x, %zero, %low, %high, %interior, %out)
            : (memref<?xf32>, memref<f32>, memref<1xindex>, memref<1xindex>, memref<1xindex>, memref<?xf32>) -> ()
    """

    edge_padding_low = operand_def(DIMENSION_BUFFER)
    edge_padding_high = operand_def(DIMENSION_BUFFER)
    interior_padding = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        if not self.edge_padding_low.type == self.edge_padding_high.type == self.interior_padding.type:
            raise VerifyException(
                "requires edge_padding_low, edge_padding_high and interior_padding to have the same type"
            )
        _verify_same_element_type([self.operand, self.padding_value, self.output])


@irdl_op_definition
class DynamicBitcastOp(LmhloOp):
    """bitcast into an output whose shape is the `shape` buffer.

        "lmhlo.dynamic_bitcast"(%x, %shape, %out) : (memref<?x4xf32>, memref<1xi32>, memref<?xf32>) -> ()
    """

    name = "lmhlo.dynamic_bitcast"
    operand = operand_def(BUFFER)
    shape = operand_def(INT_BUFFER)
    output = operand_def(BUFFER)


@irdl_op_definition
class DynamicIotaOp(LmhloOp, hlo=shape_ops.DynamicIotaOp):
    """iota into an output whose shape is the `shape` buffer.

        "lmhlo.dynamic_iota"(%shape, %out) {iota_dimension = 0 : i64} : (memref<1xindex>, memref<?xi32>) -> ()
    """

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {"output_shape": "shape"}

    shape = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_iota_dimension(self.iota_dimension.value.data, self.output)
        _verify_shape_vector("shape", self.shape, self.output)


@irdl_op_definition
class DynamicReshapeOp(LmhloOp, hlo=shape_ops.DynamicReshapeOp):
    """reshape into an output whose shape is the `shape` buffer.

        "lmhlo.dynamic_reshape"(%x, %shape, %out) : (memref<?xf32>, memref<2xindex>, memref<?x?xf32>) -> ()
    """

    HLO_OPERAND_NAMES: ClassVar[Mapping[str, str]] = {"output_shape": "shape"}

    shape = operand_def(DIMENSION_BUFFER)

    def verify_(self) -> None:
        super().verify_()
        _verify_same_element_type([self.operand, self.output])
        _verify_shape_vector("shape", self.shape, self.output)


LMHLO = Dialect(
    "lmhlo",
    [
        # Constants, terminator, control flow
        ConstantOp, IotaOp, TerminatorOp, CaseOp, WhileOp, FusionOp, CustomCallOp,
        # Element-wise
        AbsOp, BitcastConvertOp, CbrtOp, CeilOp, ClzOp, ConvertOp, CosineOp, ExpOp, Expm1Op, FloorOp, ImagOp,
        IsFiniteOp, LogOp, LogisticOp, Log1pOp, NegOp, NotOp, PopulationCountOp, RealOp, RoundOp,
        RoundNearestEvenOp, RsqrtOp, SignOp, SineOp, SqrtOp, TanhOp, ReducePrecisionOp,
        AddOp, AndOp, Atan2Op, ComplexOp, DivOp, MaxOp, MinOp, MulOp, OrOp, PowOp, RemOp, ShiftLeftOp,
        ShiftRightArithmeticOp, ShiftRightLogicalOp, SubtractOp, XorOp, CompareOp, SelectOp, ClampOp,
        # Shape and data movement
        CopyOp, ReshapeOp, BitcastOp, TransposeOp, ReverseOp, BroadcastOp, BroadcastInDimOp, ConcatenateOp,
        SliceOp, DynamicSliceOp, DynamicUpdateSliceOp, PadOp, GatherOp, ScatterOp,
        # Computations
        ReduceOp, ReduceWindowOp, SelectAndScatterOp, MapOp, SortOp,
        # Linear algebra
        DotOp, DotGeneralOp, ConvolutionOp, DynamicConvOp, CholeskyOp, TriangularSolveOp, FftOp,
        BatchNormGradOp, BatchNormInferenceOp, BatchNormTrainingOp,
        # Collectives and runtime
        AllGatherOp, AllReduceOp, ReduceScatterOp, AllToAllOp, CollectivePermuteOp, ReplicaIdOp, PartitionIdOp,
        InfeedOp, OutfeedOp, RngGetAndUpdateStateOp,
        # Dynamic shapes
        RealDynamicSliceOp, DynamicBroadcastInDimOp, DynamicGatherOp, DynamicPadOp, DynamicBitcastOp,
        DynamicIotaOp, DynamicReshapeOp,
    ],  # fmt: skip
    [CustomCallTargetArgMappingAttr],
)
