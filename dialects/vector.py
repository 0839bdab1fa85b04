"""The `vector` dialect: xDSL's ops, with upstream's `alignment` on `vector.load` and `vector.store`
and upstream's verifiers where xDSL's lack checks or word them otherwise.

Upstream's `vector.load` and `vector.store` take an optional `alignment`
(bytes, a positive power of two): the caller promises that the accessed
address is a multiple of it, so that the lowering may emit one aligned wide
access (`ld.global.v4.f32` on NVIDIA GPUs) instead of element-sized ones:

    %v = vector.load %m[%i, %j] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
    vector.store %v, %s[%r, %c] {alignment = 16 : i64} : memref<16x64xf32, 3>, vector<4xf32>

xDSL 0.74's ops lack it (it would stay an unverified discardable attribute),
so this module's `LoadOp` and `StoreOp` subclass xDSL's with the property
added to xDSL's definition (`redefine_op`) and its check. `vector.extract`,
`insert`, `broadcast`, `maskedload`, `maskedstore`, `shuffle`, `create_mask`,
`transfer_write`, `bitcast` and `reduction` subclass xDSL's with upstream's checks that
xDSL lacks (an out-of-range position, a dimension that does not broadcast, a
mask of another shape) or words otherwise; `vector.gather`, `vector.scatter`,
`vector.expandload`, `vector.compressstore` and `vector.type_cast`, which xDSL lacks, are defined here,
and `shape_cast`, `transpose`, `extract_strided_slice`,
`insert_strided_slice`, `step`, `interleave`, `deinterleave` (`aiopt.dialects.vector_shape`),
`from_elements`, `to_elements`, `constant_mask` (`aiopt.dialects.vector_elements`), `multi_reduction`
(`aiopt.dialects.vector_multi_reduction`), `mask` and `yield` (`aiopt.dialects.vector_mask`),
`scalable.insert` and `scalable.extract` (`aiopt.dialects.vector_scalable`), `print` (`aiopt.dialects.vector_print`),
`contract` and `outerproduct` (`aiopt.dialects.vector_contract`) in the modules named:

    %e = vector.extract %v[1, 8] : f32 from vector<4x8xf32>
    // error: expected position attribute #2 to be a non-negative integer smaller than the
    //        corresponding vector dimension

The dialect's other ops are xDSL's.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects import vector as xdsl_vector
from xdsl.dialects.builtin import (
    I64,
    AnyTensorTypeConstr,
    FixedBitwidthType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    VectorType,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    BaseAttr,
    IRDLOperation,
    MessageConstraint,
    OpDef,
    OptPropertyDef,
    ParsePropInAttrDict,
    irdl_op_definition,
    irdl_to_attr_constraint,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.vector_contract import ContractionOp, IteratorTypeAttr, OuterProductOp
from aiopt.dialects.vector_elements import (  # noqa: F401 (the dialect's ops, as vector.FromElementsOp)
    MASK_VECTOR,
    VECTOR_ELEMENTS_OPS,
    ConstantMaskOp,
    FromElementsOp,
    ToElementsOp,
)
from aiopt.dialects.vector_mask import VECTOR_MASK_OPS, MaskOp, YieldOp  # noqa: F401 (as vector.MaskOp)
from aiopt.dialects.vector_multi_reduction import MultiDimReductionOp
from aiopt.dialects.vector_print import VECTOR_PRINT_ATTRIBUTES, PrintOp
from aiopt.dialects.vector_scalable import VECTOR_SCALABLE_OPS, ScalableExtractOp, ScalableInsertOp  # noqa: F401
from aiopt.dialects.vector_shape import (  # noqa: F401 (the dialect's ops, as vector.ShapeCastOp)
    VECTOR_SHAPE_OPS,
    DeinterleaveOp,
    ExtractStridedSliceOp,
    InsertStridedSliceOp,
    InterleaveOp,
    ShapeCastOp,
    StepOp,
    TransposeOp,
)
from aiopt.support.canonical_classes import registered_factory
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import describe_type_match, redefine_op, with_property

_ALIGNMENT_CONSTRAINT = (
    "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is "
    "positive and whose value is a power of two > 0"
)  # upstream's message for ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]>


def _verify_alignment(alignment: IntegerAttr | None) -> None:
    if alignment is not None:
        value = alignment.value.data
        if value <= 0 or value & (value - 1):
            raise VerifyException(_ALIGNMENT_CONSTRAINT)


def access_alignment(op: LoadOp | StoreOp) -> int | None:
    """The byte alignment the op promises for its address, or None."""
    return None if op.alignment is None else op.alignment.value.data


def _verify_unit_stride(vector_type: VectorType, memref_type: Attribute) -> None:
    """Upstream's `verifyLoadStoreMemRefLayout`: a vector of more than one element is loaded or stored along a
    most minor dim of stride 1, known statically (a dynamic stride is refused: compiled code accessed the
    elements one after another whatever the stride, past the buffer for a stride of 0)."""
    from aiopt.dialects.slicing import strides_and_offset

    if not isinstance(memref_type, MemRefType) or not isinstance(vector_type, VectorType):
        return
    if not any(vector_type.get_scalable_dims()) and (
        vector_type.get_num_dims() == 0 or math.prod(vector_type.get_shape()) == 1
    ):
        return
    layout = strides_and_offset(memref_type)
    if layout is None or (layout[0] and layout[0][-1] != 1):
        raise VerifyException("most minor memref dim must have unit stride")


def _with_alignment(op_class: type[IRDLOperation]) -> OpDef:
    """xDSL's definition of `op_class` and upstream's optional `alignment` property."""
    alignment = OptPropertyDef(irdl_to_attr_constraint(IntegerAttr[I64]), None)
    return with_property(op_class.get_irdl_definition(), "alignment", alignment)


@redefine_op(_with_alignment(xdsl_vector.LoadOp))
class LoadOp(xdsl_vector.LoadOp):
    """`vector.load` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    alignment: IntegerAttr | None

    def __init__(self, ref: SSAValue | Operation, indices: Sequence[SSAValue | Operation], result_type: VectorType,
                 alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        IRDLOperation.__init__(self, operands=(ref, indices), result_types=(result_type,), properties=properties)

    def verify_(self) -> None:
        _verify_alignment(self.alignment)
        _verify_unit_stride(self.result.type, self.base.type)


@redefine_op(_with_alignment(xdsl_vector.StoreOp))
class StoreOp(xdsl_vector.StoreOp):
    """`vector.store` with upstream's optional `alignment` (see the module docstring); xDSL's operands,
    syntax and checks."""

    alignment: IntegerAttr | None

    def __init__(self, vector: SSAValue | Operation, base: SSAValue | Operation,
                 indices: Sequence[SSAValue | Operation], alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        IRDLOperation.__init__(self, operands=(vector, base, indices), properties=properties)

    def verify_(self) -> None:
        _verify_alignment(self.alignment)
        _verify_unit_stride(self.vector.type, self.base.type)


# ---------------------------------------------------------------------------
# Upstream's checks that xDSL's verifiers lack or word otherwise (run before xDSL's own)


def _check_positions(positions: Sequence[int], shape: Sequence[int], what: str) -> None:
    """Upstream's check of vector.extract's and vector.insert's static positions (dynamic ones are
    `DYNAMIC_INDEX`)."""
    for index, (position, size) in enumerate(zip(positions, shape)):
        if position != xdsl_vector.DYNAMIC_INDEX and not 0 <= position < size:
            raise VerifyException(
                f"expected position attribute #{index + 1} to be a non-negative integer smaller than the "
                f"corresponding {what} dimension"
            )


@redefine_op(xdsl_vector.ExtractOp.get_irdl_definition())
class ExtractOp(xdsl_vector.ExtractOp):
    """An element or a sub-vector at a position: `%e = vector.extract %v[1, 2] : f32 from vector<4x8xf32>`;
    each static position within its dimension (upstream's check, which xDSL lacks)."""

    def verify_(self) -> None:
        _check_positions(self.static_position.get_values(), self.vector.type.get_shape(), "vector")


@redefine_op(xdsl_vector.InsertOp.get_irdl_definition())
class InsertOp(xdsl_vector.InsertOp):
    """An element or a sub-vector inserted at a position: `%r = vector.insert %e, %v[1] : vector<8xf32>
    into vector<4x8xf32>`; each static position within its dimension (upstream's check)."""

    def verify_(self) -> None:
        _check_positions(self.static_position.get_values(), self.dest.type.get_shape(), "dest vector")


@redefine_op(xdsl_vector.BroadcastOp.get_irdl_definition())
class BroadcastOp(xdsl_vector.BroadcastOp):
    """A scalar or vector repeated to a vector: `%r = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>`.

    Upstream's `isBroadcastableTo` (xDSL checks only the element types): no more dims than the result, and
    each trailing source dim 1 or the result's."""

    def verify_(self) -> None:
        source, result = self.source.type, self.vector.type
        if not isinstance(source, VectorType):
            return
        source_shape, result_shape = source.get_shape(), result.get_shape()
        if len(source_shape) > len(result_shape):
            raise VerifyException("source rank higher than destination rank")
        lead = len(result_shape) - len(source_shape)
        source_scalable = source.get_scalable_dims()
        result_scalable = result.get_scalable_dims()
        for dim, size in enumerate(source_shape):
            scalable = source_scalable[dim]
            if size == 1 and not scalable:
                continue
            target, target_scalable = result_shape[lead + dim], result_scalable[lead + dim]
            if size != target or scalable != target_scalable:
                shown = [f"[{n}]" if s else str(n) for n, s in ((size, scalable), (target, target_scalable))]
                raise VerifyException(f"dimension mismatch ({shown[0]} vs. {shown[1]})")


@redefine_op(xdsl_vector.MaskedLoadOp.get_irdl_definition())
class MaskedLoadOp(xdsl_vector.MaskedLoadOp):
    """Loads the elements a mask selects, the pass-through value elsewhere:
    `%r = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>`;
    the mask and pass-through of the result's shape and type (upstream's checks, which xDSL lacks)."""

    def verify_(self) -> None:
        result = self.result.type
        if result.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected result shape to match mask shape")
        if result != self.pass_thru.type:
            raise VerifyException("expected pass_thru of same type as result type")


@redefine_op(xdsl_vector.MaskedStoreOp.get_irdl_definition())
class MaskedStoreOp(xdsl_vector.MaskedStoreOp):
    """Stores the elements a mask selects: `vector.maskedstore %m[%i], %mask, %v : memref<16xf32>,
    vector<4xi1>, vector<4xf32>`; the mask of the value's shape (upstream's check, which xDSL lacks)."""

    def verify_(self) -> None:
        if self.value_to_store.type.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected valueToStore shape to match mask shape")


_INDEXED_BASE = MessageConstraint(BaseAttr(MemRefType) | AnyTensorTypeConstr, "ranked tensor or memref")
_INDEX_VECTOR = MessageConstraint(
    VectorType.constr(BaseAttr(IntegerType) | BaseAttr(IndexType)), "vector of integer or index values"
)
"""The operand constraints vector.gather and vector.scatter share, with upstream's words."""


@irdl_op_definition
class GatherOp(IRDLOperation):
    """Loads the elements a mask selects from a base at offsets plus an index vector, the pass-through value
    elsewhere (upstream's `vector.gather`, which xDSL lacks):

        %r = vector.gather %m[%i, %j] [%idx], %mask, %pass : memref<4x16xf32>, vector<8xi32>, vector<8xi1>,
               vector<8xf32> into vector<8xf32>

    Lane `k` is `m[i, j + idx[k]]` where `mask[k]` is set (each index moves along the innermost dim from the
    element at the offsets; a lane whose mask is off reads nothing), `pass[k]` elsewhere. The index, mask,
    pass-through and result vectors have one shape; the base is a memref or a ranked tensor of the result's
    element type, with one offset per dim.
    """

    name = "vector.gather"

    base = operand_def(_INDEXED_BASE)
    offsets = var_operand_def(IndexType)
    indices = operand_def(_INDEX_VECTOR)
    mask = operand_def(MASK_VECTOR)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
        "type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)"
    )

    def __init__(self, base: SSAValue, offsets: Sequence[SSAValue], indices: SSAValue, mask: SSAValue,
                 pass_thru: SSAValue, alignment: int | None = None):  # fmt: skip
        properties = {} if alignment is None else {"alignment": IntegerAttr(alignment, 64)}
        super().__init__(
            operands=(base, offsets, indices, mask, pass_thru), result_types=(pass_thru.type,), properties=properties
        )

    def verify_(self) -> None:
        """Upstream's `GatherOp::verify`, in its words."""
        _verify_alignment(self.alignment)
        base, result = self.base.type, self.result.type
        if base.get_element_type() != result.element_type:
            raise VerifyException("base and result element type should match")
        if len(self.offsets) != base.get_num_dims():
            raise VerifyException(f"requires {base.get_num_dims()} indices")
        if result.get_shape() != self.indices.type.get_shape():
            raise VerifyException("expected result dim to match indices dim")
        if result.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected result dim to match mask dim")
        if result != self.pass_thru.type:
            raise VerifyException("expected pass_thru of same type as result type")


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """Stores the lanes a mask selects to a base at offsets plus an index vector (upstream's `vector.scatter`,
    which xDSL lacks; `vector.gather`'s store):

        vector.scatter %m[%i, %j] [%idx], %mask, %v : memref<4x16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>

    Lane `k` of `%v` goes to `m[i, j + idx[k]]` where `mask[k]` is set (the element `idx[k]` past the one at the
    offsets in memory); a lane whose mask is off writes nothing. Of a ranked tensor, the optional result is the
    tensor with the lanes written (`-> tensor<16xf32>` after the types).
    """

    name = "vector.scatter"

    base = operand_def(_INDEXED_BASE)
    offsets = var_operand_def(IndexType)
    indices = operand_def(_INDEX_VECTOR)
    mask = operand_def(MASK_VECTOR)
    value_to_store = operand_def(VectorType)
    result = opt_result_def(AnyTensorTypeConstr)
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:` type($base) `,` "
        "type($indices) `,` type($mask) `,` type($value_to_store) (`->` type($result)^)?"
    )

    def verify_(self) -> None:
        """Upstream's `ScatterOp::verify`, in its words."""
        _verify_alignment(self.alignment)
        base, value = self.base.type, self.value_to_store.type
        if base.get_element_type() != value.element_type:
            raise VerifyException("base and valueToStore element type should match")
        if len(self.offsets) != base.get_num_dims():
            raise VerifyException(f"requires {base.get_num_dims()} indices")
        if value.get_shape() != self.indices.type.get_shape():
            raise VerifyException("expected valueToStore dim to match indices dim")
        if value.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected valueToStore dim to match mask dim")


_MEMREF = MessageConstraint(BaseAttr(MemRefType), "memref of any type values")


@irdl_op_definition
class ExpandLoadOp(IRDLOperation):
    """Loads consecutive elements from a base into the lanes a mask selects, the pass-through value elsewhere
    (upstream's `vector.expandload`, which xDSL lacks):

        %r = vector.expandload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>

    The k-th set lane (in order) gets `m[i + k]`; a lane whose mask is off gets `pass` and reads nothing, so
    only as many elements as lanes are set are read.
    """

    name = "vector.expandload"

    base = operand_def(_MEMREF)
    indices = var_operand_def(IndexType)
    mask = operand_def(MASK_VECTOR)
    pass_thru = operand_def(VectorType)
    result = result_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
        "type($pass_thru) `into` type($result)"
    )

    def verify_(self) -> None:
        """Upstream's `ExpandLoadOp::verify`, in its words."""
        _verify_alignment(self.alignment)
        base, result = self.base.type, self.result.type
        if base.get_element_type() != result.element_type:
            raise VerifyException("base and result element type should match")
        if len(self.indices) != base.get_num_dims():
            raise VerifyException(f"requires {base.get_num_dims()} indices")
        if result.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected result dim to match mask dim")
        if result != self.pass_thru.type:
            raise VerifyException("expected pass_thru of same type as result type")


@irdl_op_definition
class CompressStoreOp(IRDLOperation):
    """Stores the lanes a mask selects to consecutive elements of a base (upstream's `vector.compressstore`,
    which xDSL lacks; `vector.expandload`'s store):

        vector.compressstore %m[%i], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>

    The k-th set lane (in order) goes to `m[i + k]`; nothing is written past the last one.
    """

    name = "vector.compressstore"

    base = operand_def(_MEMREF)
    indices = var_operand_def(IndexType)
    mask = operand_def(MASK_VECTOR)
    value_to_store = operand_def(VectorType)
    alignment = opt_prop_def(IntegerAttr[I64])

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$base `[` $indices `]` `,` $mask `,` $value_to_store attr-dict `:` type($base) `,` type($mask) `,` "
        "type($value_to_store)"
    )

    def verify_(self) -> None:
        """Upstream's `CompressStoreOp::verify`, in its words."""
        _verify_alignment(self.alignment)
        base, value = self.base.type, self.value_to_store.type
        if base.get_element_type() != value.element_type:
            raise VerifyException("base and valueToStore element type should match")
        if len(self.indices) != base.get_num_dims():
            raise VerifyException(f"requires {base.get_num_dims()} indices")
        if value.get_shape() != self.mask.type.get_shape():
            raise VerifyException("expected valueToStore dim to match mask dim")


@dataclass(frozen=True)
class _StaticMemRef(AttrConstraint):
    """Upstream's `StaticShapeMemRefOf<[AnyType]>`."""

    def verify(self, attr: Attribute, constraint_context) -> None:
        if not isinstance(attr, MemRefType) or any(d < 0 for d in attr.get_shape()):
            raise VerifyException(f"{attr} should be a statically shaped memref")

    def mapping_type_vars(self, type_var_mapping) -> _StaticMemRef:
        return self


def _identity_layout(type_: MemRefType) -> bool:
    """Whether a memref's layout is the identity, or strides and offset equal to it (upstream's
    `canonicalizeStridedLayout` then `isIdentity`)."""
    from aiopt.dialects.slicing import strides_and_offset

    if isinstance(type_.layout, NoneAttr):
        return True
    layout = strides_and_offset(type_)
    return layout is not None and layout == strides_and_offset(MemRefType(type_.element_type, type_.get_shape()))


def _scalar_shape(type_: MemRefType) -> tuple[Attribute, list[int]]:
    """The scalar element type of a memref (of scalars or vectors) and its shape followed by its vectors'."""
    element = type_.element_type
    if isinstance(element, VectorType):
        return element.element_type, [*type_.get_shape(), *element.get_shape()]
    return element, list(type_.get_shape())


@irdl_op_definition
class TypeCastOp(IRDLOperation):
    """A memref of scalars seen as a memref of vectors over the same buffer (upstream's `vector.type_cast`,
    which xDSL lacks): `%v = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>`, or
    `memref<4xvector<8xf32>>`, whose element `i` is the row `m[i]`; the shapes laid end to end are equal, the
    layouts the identity."""

    name = "vector.type_cast"

    memref = operand_def(MessageConstraint(_StaticMemRef(), "statically shaped memref of any type values"))
    result = result_def(MessageConstraint(BaseAttr(MemRefType), "memref of any type values"))
    traits = traits_def(Pure())

    assembly_format = "$memref attr-dict `:` type($memref) `to` type($result)"

    def verify_(self) -> None:
        """Upstream's `TypeCastOp::verify`, in its words."""
        source, result = self.memref.type, self.result.type
        if not _identity_layout(source):
            raise VerifyException("expects operand to be a memref with identity layout")
        if not _identity_layout(result):
            raise VerifyException("expects result to be a memref with identity layout")
        if source.memory_space != result.memory_space:
            raise VerifyException("expects result in same memory space")
        (source_scalar, source_shape), (result_scalar, result_shape) = _scalar_shape(source), _scalar_shape(result)
        if source_scalar != result_scalar:
            raise VerifyException(f"expects result and operand with same underlying scalar type: '{result}'")
        if source_shape != result_shape:
            raise VerifyException(f"expects concatenated result and operand shapes to be equal: '{result}'")


@redefine_op(xdsl_vector.ShuffleOp.get_irdl_definition(), own_checks_first=True)
class ShuffleOp(xdsl_vector.ShuffleOp):
    """Picks the leading-dim slices of two vectors by index: `%r = vector.shuffle %a, %b [0, 5] : vector<4xf32>,
    vector<4xf32>`; upstream's checks of the mask, in its words."""

    def verify_(self) -> None:
        v1, v2, result = self.v1.type, self.v2.type, self.result.type
        ranks = (v1.get_num_dims(), v2.get_num_dims(), result.get_num_dims())
        if ranks != (0, 0, 1) and not ranks[0] == ranks[1] == ranks[2]:
            raise VerifyException("rank mismatch")
        for dim in range(1, ranks[0]):
            if not v1.get_shape()[dim] == v2.get_shape()[dim] == result.get_shape()[dim]:
                raise VerifyException("dimension mismatch")
        mask = self.mask.get_values()
        if not mask:
            raise VerifyException("invalid mask length")
        if len(mask) != result.get_shape()[0]:
            raise VerifyException("mask length mismatch")
        size = sum(1 if not t.get_num_dims() else t.get_shape()[0] for t in (v1, v2))
        for index, position in enumerate(mask):
            if not 0 <= position < size:
                raise VerifyException(f"mask index #{index + 1} out of range")


@redefine_op(xdsl_vector.CreateMaskOp.get_irdl_definition(), own_checks_first=True)
class CreateMaskOp(xdsl_vector.CreateMaskOp):
    """A mask of the leading `sizes` of each dim: `%m = vector.create_mask %a, %b : vector<4x8xi1>`; one size
    per dim (upstream's words)."""

    def verify_(self) -> None:
        if self.mask_vector.type.get_num_dims() != len(self.mask_dim_sizes):
            raise VerifyException("must specify an operand for each result vector dimension")


_TRANSFER_INHERENT = frozenset({"in_bounds", "permutation_map", "operandSegmentSizes"})


def _transfer_parse(xdsl_parse: Callable[[Parser], Operation]) -> classmethod:
    """xDSL's parse of a transfer op, as an op of the class it is called on, keeping the discardable
    attributes of its attr-dict: xDSL's parser reads the dictionary for `in_bounds` and `permutation_map`
    only and dropped the rest, which its printer prints (upstream keeps them all)."""

    def parse(cls: type[Operation], parser: Parser) -> Operation:
        written: dict[str, Attribute] = {}
        read_attr_dict = parser.parse_optional_attr_dict

        def parse_optional_attr_dict() -> dict[str, Attribute]:
            attributes = read_attr_dict()
            written.update(attributes)
            return attributes

        parser.parse_optional_attr_dict = parse_optional_attr_dict  # (this parse only)
        try:
            op = registered_factory(xdsl_parse).__get__(None, cls)(parser)
        finally:
            del parser.parse_optional_attr_dict
        op.attributes |= {name: value for name, value in written.items() if name not in _TRANSFER_INHERENT}
        return op

    return classmethod(parse)


@redefine_op(xdsl_vector.TransferReadOp.get_irdl_definition())
class TransferReadOp(xdsl_vector.TransferReadOp):
    """Reads a vector from a memref or tensor at indices: `%v = vector.transfer_read %m[%i, %j], %pad :
    memref<8x8xf32>, vector<4xf32>`; its discardable attributes kept by its parse."""

    parse = _transfer_parse(xdsl_vector.TransferReadOp.parse)


@redefine_op(xdsl_vector.TransferWriteOp.get_irdl_definition(), own_checks_first=True)
class TransferWriteOp(xdsl_vector.TransferWriteOp):
    """Writes a vector to a memref or tensor at indices: `vector.transfer_write %v, %m[%i, %j] : vector<4xf32>,
    memref<8x8xf32>`; one index per dim of the destination (upstream's words)."""

    parse = _transfer_parse(xdsl_vector.TransferWriteOp.parse)

    def verify_(self) -> None:
        rank = self.source.type.get_num_dims()
        if len(self.indices) != rank:
            raise VerifyException(f"requires {rank} indices")


@redefine_op(xdsl_vector.BitcastOp.get_irdl_definition(), own_checks_first=True)
class BitcastOp(xdsl_vector.BitcastOp):
    """The same bits as a vector of another element type: `%r = vector.bitcast %v : vector<4xf32> to
    vector<8xf16>`; upstream's checks (the leading dims equal, the bits of the minor 1-D vectors equal)."""

    def verify_(self) -> None:
        source, result = self.source.type, self.result.type
        source_shape, result_shape = source.get_shape(), result.get_shape()
        for dim in range(len(source_shape) - 1):
            if source_shape[dim] != result_shape[dim]:
                raise VerifyException(f"dimension size mismatch at: {dim}")
        source_bits, result_bits = _bitwidth(source.element_type), _bitwidth(result.element_type)
        if source_bits is None or result_bits is None:
            return  # (index elements: xDSL's check)
        if not source_shape:
            if source_bits != result_bits:
                raise VerifyException("source/result bitwidth of the 0-D vector element types must be equal")
        elif source_bits * source_shape[-1] != result_bits * result_shape[-1]:
            raise VerifyException("source/result bitwidth of the minor 1-D vectors must be equal")


def _bitwidth(type_: Attribute) -> int | None:
    return type_.bitwidth if isinstance(type_, FixedBitwidthType) else None


_FLOAT_KINDS = frozenset({"add", "mul", "minnumf", "maxnumf", "minimumf", "maximumf"})
_INTEGER_KINDS = frozenset({"add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})


@redefine_op(xdsl_vector.ReductionOp.get_irdl_definition())
class ReductionOp(xdsl_vector.ReductionOp):
    """The elements of a 1-D vector combined by a kind, and an optional accumulator:
    `%r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32`; upstream's checks (xDSL lacks them): a
    vector of rank 0 or 1, a kind of its element type (`maxsi` of integers, `maximumf` of floats)."""

    def verify_(self) -> None:
        vector_type = self.vector.type
        if vector_type.get_num_dims() > 1:
            raise VerifyException(f"unsupported reduction rank: {vector_type.get_num_dims()}")
        element, kind = vector_type.element_type, self.kind.data.value
        kinds = _INTEGER_KINDS if isinstance(element, (IntegerType, IndexType)) else _FLOAT_KINDS
        if kind not in kinds:
            # (upstream quotes the type twice)
            raise VerifyException(f"unsupported reduction type ''{element}'' for kind '{kind}'")


# Upstream's TypesMatchWith of the source's element type and the result, and AllTypesMatch of the fma's values
# (xDSL's type variables `T`).
describe_type_match(ReductionOp, "T", "source operand and result have same element type")
describe_type_match(xdsl_vector.FMAOp, "T", "all of {lhs, rhs, acc, result} have same type")


_REPLACED = {
    op.name: op
    for op in (
        LoadOp, StoreOp, ExtractOp, InsertOp, BroadcastOp, MaskedLoadOp, MaskedStoreOp, ShuffleOp, CreateMaskOp,
        TransferReadOp, TransferWriteOp, BitcastOp, PrintOp, ReductionOp,
    )
}  # fmt: skip

Vector = Dialect(
    "vector",
    [
        *(_REPLACED.get(op.name, op) for op in xdsl_vector.Vector.operations), GatherOp, ScatterOp,
        *VECTOR_SHAPE_OPS, *VECTOR_ELEMENTS_OPS, ContractionOp, OuterProductOp,
        MultiDimReductionOp, ExpandLoadOp, CompressStoreOp, TypeCastOp, *VECTOR_MASK_OPS,
        *VECTOR_SCALABLE_OPS,
    ],
    [*xdsl_vector.Vector.attributes, IteratorTypeAttr, *VECTOR_PRINT_ATTRIBUTES],
    [DialectInlinerInterface()],
)
"""xDSL's vector dialect with the ops above in place of its own, and upstream's ops that xDSL lacks (see
`aiopt.dialects.vector_shape` and `aiopt.dialects.vector_contract`)."""

