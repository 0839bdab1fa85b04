"""The data-movement and shape ops of `--convert-mhlo-to-linalg`: HLO to tensor slices, pads, reshapes and generics.

As mlir-hlo's `hlo-legalize-to-linalg`, for mhlo and stablehlo alike:

| HLO op | becomes |
| --- | --- |
| reshape | `tensor.collapse_shape` and/or `tensor.expand_shape` |
| dynamic_reshape | `tensor.reshape` |
| slice, dynamic_slice, real_dynamic_slice | `tensor.extract_slice` (dynamic_slice clamps its starts, as XLA) |
| dynamic_update_slice | `tensor.insert_slice` at clamped offsets |
| concatenate | `tensor.empty` and one `tensor.insert_slice` per input |
| pad, dynamic_pad | `tensor.pad`; interior padding as `linalg.fill` (a `linalg.generic` for complex) + strided `tensor.insert_slice`; negative edges as `tensor.extract_slice` |
| reverse | `linalg.generic` reading at `n - 1 - d` |
| iota, dynamic_iota | `linalg.generic` of `linalg.index` converted to the element type (integer, float or complex) |
| get_dimension_size | `tensor.dim` + `arith.index_cast` + `tensor.from_elements` |
| set_dimension_size | `tensor.extract_slice` of the first `size` elements, as mlir-hlo |
| compute_reshape_shape | a product generic and an element-wise generic resolving the -1 entry |
| broadcast, broadcast_in_dim, dynamic_broadcast_in_dim | `linalg.generic` copy |
| transpose | `linalg.generic` copy (and `tensor.cast` to a more static result type) |

For example

    %r = mhlo.dynamic_slice %a, %i, sizes = [2] : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>

becomes

    %0 = tensor.extract %i[] : tensor<i32>
    %1 = arith.index_cast %0 : i32 to index
    %c0 = arith.constant 0 : index
    %2 = arith.maxsi %1, %c0 : index
    %c3 = arith.constant 3 : index
    %3 = arith.minsi %2, %c3 : index
    %r = tensor.extract_slice %a[%3] [2] [1] : tensor<5xf32> to tensor<2xf32>

Dimensions of size `?` are read with `tensor.dim` and results are created
with `tensor.empty(%sizes)`. These ops only move elements, so any element
type is lowered; index operands are signless or unsigned integers (zero
extended). Gathers, scatters and sorts are in `mhlo_to_linalg_gather_scatter`,
which shares the index arithmetic here (`IndexMath`, `index_body`).
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects import cf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    Signedness,
    TensorType,
    UnrealizedConversionCastOp,
    i64,
)
from xdsl.dialects.utils.dynamic_index_list import split_dynamic_index_list
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.type_extensions import TypeExtensionsAttr, with_encoding
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of
from aiopt.dialects.linalg import BroadcastOp, FillOp, IndexOp, MapOp, TransposeOp, YieldOp
from aiopt.dialects.tensor import CollapseShapeOp, ExpandShapeOp, ReshapeOp
from aiopt.lowering import mhlo_to_linalg_scalar as scalar
from aiopt.lowering.mhlo_to_linalg_shape_checks import (
    dynamic_reshape_checks,
    insert_index_checks,
    pad_checks,
    real_dynamic_slice_checks,
    set_dimension_size_checks,
    shape_operand_checks,
)
from aiopt.lowering.mhlo_to_linalg_utils import (
    build_generic,
    cast_tensor,
    extract_scalar,
    hlo_op_types,
    index_map,
    is_hlo_op,
    reverse_static,
    signless_type,
)
from aiopt.reference.hlo.shape_checks import INDEX_MAX, IntMath
from aiopt.support.diagnostics import DiagnosticError

Size = int | SSAValue
"""A dimension size or index: a Python int when known statically, else an `index` value."""


def ranked_hlo_op(op: Operation, op_types: tuple[type[Operation], ...]) -> bool:
    """Whether `op` is one of `op_types` on ranked tensors, outside any HLO op's region."""
    values = [*op.operands, *op.results]
    return (
        isinstance(op, op_types)
        and not is_hlo_op(op.parent_op())
        and all(isinstance(v.type, TensorType) for v in values)
    )


def _signless_integer(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType) and type_.signedness.data == Signedness.SIGNLESS


_INTS = IntMath()
"""What `IndexMath` computes when both operands are Python ints."""


class IndexMath:
    """Builds `index` arithmetic with `insert`, folding it when the operands are Python ints.

    `IndexMath(rewriter.insert)` builds before the op being rewritten,
    `IndexMath(block.add_op)` into a generic's body. Constants and
    `tensor.dim`s are made once. On ints it computes what `IntMath`
    (`aiopt.reference.hlo.shape_checks`) does.
    """

    def __init__(self, insert: Callable[[Operation], object]):
        self._insert = insert
        self._constants: dict[int, SSAValue] = {}
        self._dims: dict[tuple[SSAValue, int], SSAValue] = {}

    def _add(self, op: Operation) -> SSAValue:
        self._insert(op)
        return op.results[0]

    def value(self, size: Size) -> SSAValue:
        """`size` as an SSA value: an `arith.constant ... : index` for an int."""
        if isinstance(size, SSAValue):
            return size
        if size not in self._constants:
            self._constants[size] = self._add(arith.ConstantOp(IntegerAttr(size, IndexType())))
        return self._constants[size]

    def _binary(self, op_type: type[Operation], fold: Callable[[int, int], int], a: Size, b: Size) -> Size:
        if isinstance(a, int) and isinstance(b, int):
            return fold(a, b)
        return self._add(op_type(self.value(a), self.value(b)))

    def add(self, a: Size, b: Size) -> Size:
        if isinstance(a, int) and a == 0:
            return b
        if isinstance(b, int) and b == 0:
            return a
        return self._binary(arith.AddiOp, _INTS.add, a, b)

    def sub(self, a: Size, b: Size) -> Size:
        if isinstance(b, int) and b == 0:
            return a
        return self._binary(arith.SubiOp, _INTS.sub, a, b)

    def mul(self, a: Size, b: Size) -> Size:
        if isinstance(b, int) and b == 1:
            return a
        return self._binary(arith.MuliOp, _INTS.mul, a, b)

    def max(self, a: Size, b: Size) -> Size:
        return self._binary(arith.MaxSIOp, _INTS.max, a, b)

    def min(self, a: Size, b: Size) -> Size:
        return self._binary(arith.MinSIOp, _INTS.min, a, b)

    def cmp(self, predicate: str, a: Size, b: Size) -> SSAValue | bool:
        """`arith.cmpi predicate, a, b` (a signed predicate: `eq`, `sge`, ...), or its value when both are ints."""
        if isinstance(a, int) and isinstance(b, int):
            return _INTS.cmp(predicate, a, b)
        return self._add(arith.CmpiOp(self.value(a), self.value(b), predicate))

    def mul_saturated(self, a: Size, b: Size) -> Size:
        """a * b for a, b >= 0, or INDEX_MAX where that overflows (a product of sizes that stays exact to compare).

            %q = arith.divsi %max, %b1 : index        // %b1 = max(%b, 1)
            %over = arith.cmpi sgt, %a, %q : index
            %p = arith.muli %a, %b : index
            %r = arith.select %over, %max, %p : index
        """
        if isinstance(a, int) and isinstance(b, int):
            return _INTS.mul_saturated(a, b)
        if isinstance(a, int) and a in (0, 1):
            return b if a else 0
        if isinstance(b, int) and b in (0, 1):
            return a if b else 0
        quotient = self._binary(arith.DivSIOp, int.__floordiv__, INDEX_MAX, self.max(b, 1))
        over = self.cmp("sgt", a, quotient)
        product = self.value(self.mul(a, b))
        return self._add(arith.SelectOp(self.value_i1(over), self.value(INDEX_MAX), product))

    def value_i1(self, condition: SSAValue | bool) -> SSAValue:
        """A condition as an `i1` value: an `arith.constant` for a bool."""
        if isinstance(condition, SSAValue):
            return condition
        return self._add(arith.ConstantOp(IntegerAttr(int(condition), IntegerType(1))))

    def divsi(self, a: Size, b: Size) -> Size:
        """a / b rounded toward zero (`arith.divsi`; b > 0)."""
        if isinstance(b, int) and b == 1:
            return a
        return self._binary(arith.DivSIOp, lambda x, y: abs(x) // y * (1 if x >= 0 else -1), a, b)

    def remsi(self, a: Size, b: Size) -> Size:
        """a - b * divsi(a, b) (`arith.remsi`; b > 0)."""
        return self._binary(arith.RemSIOp, lambda x, y: x - y * (abs(x) // y * (1 if x >= 0 else -1)), a, b)

    def select(self, condition: SSAValue | bool, a: Size, b: Size) -> Size:
        """`arith.select %condition, a, b`, or the one chosen for a bool."""
        if isinstance(condition, bool):
            return a if condition else b
        return self._add(arith.SelectOp(condition, self.value(a), self.value(b)))

    def ceildiv(self, a: Size, b: Size) -> Size:
        return self._binary(arith.CeilDivSIOp, _INTS.ceildiv, a, b)

    def ceildivui(self, a: Size, b: Size) -> Size:
        """ceildiv(a, b) for a >= 0 and b > 0 (`arith.ceildivui`)."""
        return self._binary(arith.CeilDivUIOp, _INTS.ceildiv, a, b)

    def clamp(self, value: Size, low: Size, high: Size) -> Size:
        """min(max(value, low), high), as XLA clamps start indices."""
        return self.min(self.max(value, low), high)

    def to_index(self, value: SSAValue, unsigned: bool = False) -> SSAValue:
        """An integer scalar as an `index` (arith.index_cast sign-extends; arith.index_castui, for a signless
        scalar that holds an unsigned number, zero-extends). A 64-bit unsigned number is also saturated at
        INDEX_MAX (`arith.minui`): one of 2**63 or more is a large index, past every size (gather clamps it
        to the last start, scatter skips its window), not the negative `index` its bits spell."""
        if isinstance(value.type, IndexType):
            return value
        if not unsigned:
            return self._add(arith.IndexCastOp(value, IndexType()))
        index = self._add(arith.IndexCastUIOp(value, IndexType()))
        if not isinstance(value.type, IntegerType) or value.type.width.data < 64:
            return index
        return self._add(arith.MinUIOp(index, self.value(INDEX_MAX)))

    def extract_index(self, source: SSAValue, indices: Sequence[Size]) -> SSAValue:
        """`tensor.extract %source[indices]` of an integer tensor, as an `index`.

        An unsigned tensor is read as its signless cast and zero-extended
        with `arith.index_castui`, as mlir-hlo converts unsigned indices (a
        64-bit one saturated, see `to_index`).
        """
        element = element_type_of(source.type)
        unsigned = isinstance(element, IntegerType) and element.signedness.data == Signedness.UNSIGNED
        if unsigned:
            element = IntegerType(element.width.data)
            source = self._add(UnrealizedConversionCastOp.get([source], [TensorType(element, source.type.get_shape())]))
        extract = self._add(tensor.ExtractOp(source, [self.value(i) for i in indices], element))
        return self.to_index(extract, unsigned)

    def dim(self, value: SSAValue, d: int) -> Size:
        """Dimension `d` of a tensor: its static size, else `tensor.dim`."""
        size = value.type.get_shape()[d]
        if size != DYNAMIC_INDEX:
            return size
        if (value, d) not in self._dims:
            self._dims[value, d] = self._add(tensor.DimOp(value, self.value(d)))
        return self._dims[value, d]

    def sizes(self, value: SSAValue) -> list[Size]:
        """Every dimension of a tensor (`dim` of each)."""
        return [self.dim(value, d) for d in range(value.type.get_num_dims())]


def _static(sizes: Sequence[Size]) -> list[int]:
    """A shape with `?` for the sizes known only at run time."""
    return [s if isinstance(s, int) else DYNAMIC_INDEX for s in sizes]


def tensor_of(element: Attribute, sizes: Sequence[Size]) -> TensorType:
    """The tensor type of `sizes` (`?` where they are values)."""
    return TensorType(element, _static(sizes))


def empty(rewriter: PatternRewriter, index: IndexMath, type_: TensorType, sizes: Sequence[Size]) -> SSAValue:
    """Insert `tensor.empty(%dynamic sizes) : type_`; the `?` dimensions of `type_` take their `sizes`."""
    dynamic = [index.value(s) for s, d in zip(sizes, type_.get_shape()) if d == DYNAMIC_INDEX]
    op = tensor.EmptyOp(dynamic, type_)
    rewriter.insert(op)
    return op.tensor


def result_sizes(type_: TensorType, known: Sequence[Size]) -> list[Size]:
    """`known` where `type_` has `?`, else the static sizes of `type_`."""
    return [k if d == DYNAMIC_INDEX else d for d, k in zip(type_.get_shape(), known)]


def extract_slice(
    rewriter: PatternRewriter,
    source: SSAValue,
    offsets: Sequence[Size],
    sizes: Sequence[Size],
    strides: Sequence[Size],
    result_type: TensorType,
) -> SSAValue:
    """Insert `tensor.extract_slice %source[offsets] [sizes] [strides]`, cast to `result_type` if need be.

    Sizes that `result_type` knows statically are written as constants; a
    size known here but `?` in `result_type` needs the `tensor.cast`.
    """
    sizes = [s if d == DYNAMIC_INDEX else d for s, d in zip(sizes, result_type.get_shape())]
    slice_type = tensor_of(element_type_of(result_type), sizes)
    if not isinstance(result_type.encoding, NoneAttr):
        slice_type = with_encoding(slice_type, result_type.encoding)
    op = tensor.ExtractSliceOp(source, offsets, sizes, strides, slice_type)
    rewriter.insert(op)
    return cast_to(rewriter, op.result, result_type)


def cast_to(rewriter: PatternRewriter, value: SSAValue, type_: TensorType) -> SSAValue:
    """`value` as `type_` through `tensor.cast` (when their static sizes differ)."""
    if value.type == type_:
        return value
    op = tensor.CastOp(value, type_)
    rewriter.insert(op)
    return op.dest


def insert_slice(
    rewriter: PatternRewriter,
    index: IndexMath,
    source: SSAValue,
    dest: SSAValue,
    offsets: Sequence[Size],
    strides: Sequence[Size] | None = None,
) -> SSAValue:
    """Insert `tensor.insert_slice %source into %dest[offsets] [sizes of source] [strides]`."""
    sizes = [s if d == DYNAMIC_INDEX else d for s, d in zip(index.sizes(source), source.type.get_shape())]
    lists = [
        split_dynamic_index_list(values, DYNAMIC_INDEX) for values in (offsets, sizes, strides or [1] * len(sizes))
    ]
    op = tensor.InsertSliceOp.build(
        operands=[source, dest, *(dynamic for _, dynamic in lists)],
        result_types=[dest.type],
        properties={
            name: DenseArrayBase.from_list(i64, static)
            for name, (static, _) in zip(("static_offsets", "static_sizes", "static_strides"), lists)
        },
    )
    rewriter.insert(op)
    return op.result


class LoopIndices:
    """The `linalg.index` ops of a generic body, each made at its first use."""

    def __init__(self, block: Block):
        self._block = block
        self._made: dict[int, SSAValue] = {}

    def __getitem__(self, d: int) -> SSAValue:
        if d not in self._made:
            op = IndexOp(d)
            self._block.add_op(op)
            self._made[d] = op.result
        return self._made[d]


def index_body(
    rewriter: PatternRewriter,
    result_type: TensorType,
    init: SSAValue,
    inputs: Sequence[SSAValue],
    input_maps: Sequence[AffineMapAttr],
    body: Callable[[Block, IndexMath, LoopIndices, Sequence[SSAValue]], SSAValue],
) -> SSAValue:
    """A parallel generic over `result_type` whose `body(block, index, loop indices, args)` computes each element.

    `loop[d]` is a `linalg.index d`, made in the body when first used.
    """
    rank = result_type.get_num_dims()

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        return body(block, IndexMath(block.add_op), LoopIndices(block), args)

    maps = [*input_maps, index_map(rank, range(rank))]
    return build_generic(rewriter, inputs, maps, ["parallel"] * rank, init, build)


# ---------------------------------------------------------------------------
# Reshapes


def reassociation(expanded: Sequence[int], collapsed: Sequence[int]) -> list[list[int]] | None:
    """Groups of adjacent `expanded` dims whose products are the `collapsed` dims, or None if there are none.

    Trailing size-1 dims join the last group: `[2, 3, 1] -> [6]` is `[[0, 1, 2]]`.
    """
    if not collapsed:
        return [] if all(d == 1 for d in expanded) else None
    groups: list[list[int]] = []
    position = 0
    for size in collapsed:
        group = [position] if position < len(expanded) else []
        if not group:
            return None
        product = expanded[position]
        position += 1
        while product != size and position < len(expanded) and (product < size or size == 0):
            group.append(position)
            product *= expanded[position]
            position += 1
        if product != size:
            return None
        groups.append(group)
    while position < len(expanded) and expanded[position] == 1:
        groups[-1].append(position)
        position += 1
    return groups if position == len(expanded) else None


def _reassociation_attr(groups: Sequence[Sequence[int]]) -> ArrayAttr:
    return ArrayAttr([ArrayAttr([IntegerAttr(d, i64) for d in group]) for group in groups])


def collapse(
    rewriter: PatternRewriter, value: SSAValue, groups: Sequence[Sequence[int]], type_: TensorType
) -> SSAValue:
    """Insert `tensor.collapse_shape %value [groups] : ... into type_`."""
    op = CollapseShapeOp.build(
        operands=[value], result_types=[type_], properties={"reassociation": _reassociation_attr(groups)}
    )
    rewriter.insert(op)
    return op.result


def expand(
    rewriter: PatternRewriter,
    value: SSAValue,
    groups: Sequence[Sequence[int]],
    type_: TensorType,
    dynamic_sizes: Sequence[SSAValue] = (),
) -> SSAValue:
    """Insert `tensor.expand_shape %value [groups] output_shape [...] : ... into type_`; `dynamic_sizes` are the
    sizes of `type_`'s `?` dimensions, in order (none for a static `type_`)."""
    op = ExpandShapeOp(value, list(dynamic_sizes), _reassociation_attr(groups), type_.get_shape(), type_)
    rewriter.insert(op)
    return op.result


def flatten(rewriter: PatternRewriter, value: SSAValue, type_: TensorType) -> SSAValue:
    """`value` collapsed to the 1-D `type_` (itself when it is 1-D already)."""
    if value.type.get_num_dims() == 1:
        return value
    return collapse(rewriter, value, [list(range(value.type.get_num_dims()))], type_)


class ReshapeToCollapseExpand(RewritePattern):
    """`reshape %a : (tensor<2x3x4xf32>) -> tensor<6x4xf32>` -> `tensor.collapse_shape %a [[0, 1], [2]]`.

    A reshape that only merges (splits) adjacent dimensions is one
    collapse_shape (expand_shape); any other one collapses to 1-D and expands
    from there. An operand with `?` sizes is collapsed to 1-D and cast to the
    static element count of the result first (cast to all 1s for a rank-0
    result, as mlir-hlo). A result without elements is a `tensor.empty`.
    """

    op_types = hlo_op_types("reshape")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("reshape")):
            return
        operand, result_type = op.operands[0], op.results[0].type
        if not result_type.has_static_shape():
            return
        rewriter.replace(op, (), [reshape(rewriter, operand, result_type)])


def reshape(rewriter: PatternRewriter, operand: SSAValue, result_type: TensorType) -> SSAValue:
    """`operand` reshaped to the static `result_type` as `ReshapeToCollapseExpand` lowers an mhlo.reshape:
    one collapse_shape or expand_shape where dims only merge or split, else a collapse to 1-D and an expand."""
    source_shape, target_shape = list(operand.type.get_shape()), list(result_type.get_shape())
    element = element_type_of(result_type)
    if source_shape == target_shape:
        return operand
    if pymath.prod(target_shape) == 0:
        return empty(rewriter, IndexMath(rewriter.insert), result_type, target_shape)
    flat_type = TensorType(element, [pymath.prod(target_shape)])
    if not target_shape:
        # One element: every operand size is 1.
        source_shape = [1] * len(source_shape)
        operand = cast_to(rewriter, operand, TensorType(element, source_shape))
    if not operand.type.has_static_shape():
        flat = flatten(rewriter, operand, TensorType(element, [DYNAMIC_INDEX]))
        operand, source_shape = cast_to(rewriter, flat, flat_type), flat_type.get_shape()
    if (groups := reassociation(source_shape, target_shape)) is not None and len(source_shape) >= len(target_shape):
        return collapse(rewriter, operand, groups, result_type)
    if (groups := reassociation(target_shape, source_shape)) is not None:
        return expand(rewriter, operand, groups, result_type)
    flat = flatten(rewriter, operand, flat_type)
    return expand(rewriter, flat, [list(range(len(target_shape)))], result_type)


class DynamicReshapeToTensorReshape(RewritePattern):
    """`dynamic_reshape %a, %shape` -> `tensor.reshape %a(%shape)`, after the run-time checks of `%shape`.

    Its sizes must be >= 0, agree with the result type and hold as many
    elements as `%a` (`dynamic_reshape_checks`); `tensor.reshape` only
    reinterprets the buffer. An unsigned `%shape` (which `tensor.reshape`
    does not take) is passed as the sizes the checks read
    (`arith.index_castui`), gathered by `tensor.from_elements`, not as its
    signless cast, which `tensor.reshape` would sign-extend (a ui32 size of
    2**32 - 1 by an empty operand would be -1):

        %s0 = arith.index_castui (tensor.extract %shape[0]) : i32 to index
        %s1 = ...
        %sizes = tensor.from_elements %s0, %s1 : tensor<2xindex>
        %r = tensor.reshape %a(%sizes) : (tensor<0xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    """

    op_types = hlo_op_types("dynamic_reshape")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_reshape")) or not integer_indices([op.operands[1]]):
            return
        operand, shape = op.operands
        if shape.type.get_shape()[0] == DYNAMIC_INDEX:
            return
        index = IndexMath(rewriter.insert)
        sizes = [index.extract_index(shape, [d]) for d in range(shape.type.get_shape()[0])]
        insert_index_checks(rewriter.insert, dynamic_reshape_checks(index, op, index.sizes(operand), sizes))
        element = element_type_of(shape.type)
        if isinstance(element, IntegerType) and element.signedness.data == Signedness.UNSIGNED:
            gathered = tensor.FromElementsOp(
                *[index.value(size) for size in sizes], result_type=TensorType(IndexType(), [len(sizes)])
            )
            rewriter.insert(gathered)
            shape = gathered.results[0]
        rewriter.replace(op, ReshapeOp(operand, shape, op.results[0].type))


# ---------------------------------------------------------------------------
# Slices


class SliceToExtractSlice(RewritePattern):
    """`slice %a [1:5:2]` -> `tensor.extract_slice %a[1] [2] [2]`."""

    op_types = hlo_op_types("slice")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("slice")):
            return
        starts, limits, strides = (int_array_values(op.properties[name]) for name in op.INDEX_LISTS)
        sizes = [max(0, -(-(limit - start) // stride)) for start, limit, stride in zip(starts, limits, strides)]
        result_type = op.results[0].type
        rewriter.replace(op, (), [extract_slice(rewriter, op.operands[0], starts, sizes, strides, result_type)])


def clamped_starts(
    index: IndexMath, starts: Sequence[SSAValue], operand: SSAValue, sizes: Sequence[Size]
) -> list[Size]:
    """Each start index (a rank-0 integer tensor) clamped into [0, operand size - slice size], as XLA does."""
    dims = index.sizes(operand)
    return [
        index.clamp(index.extract_index(start, []), 0, index.sub(dim, size))
        for start, dim, size in zip(starts, dims, sizes)
    ]


def signless_indices(values: Sequence[SSAValue]) -> bool:
    """Whether `values` are signless integer tensors."""
    return all(_signless_integer(element_type_of(v.type)) for v in values)


def integer_indices(values: Sequence[SSAValue]) -> bool:
    """Whether `values` are tensors of signless or unsigned integers or of `index` (mlir-hlo's shape operands,
    `tensor<3xindex>`), which `IndexMath.extract_index` reads."""
    return all(
        isinstance(t := element_type_of(v.type), IndexType)
        or (isinstance(t, IntegerType) and t.signedness.data != Signedness.SIGNED)
        for v in values
    )


class DynamicSliceToExtractSlice(RewritePattern):
    """`dynamic_slice %a, %i, sizes = [2]` -> `tensor.extract_slice %a[%clamped] [2] [1]`."""

    op_types = hlo_op_types("dynamic_slice")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_slice")) or not integer_indices(op.operands[1:]):
            return
        operand = op.operands[0]
        sizes = int_array_values(op.properties["slice_sizes"])
        offsets = clamped_starts(IndexMath(rewriter.insert), op.operands[1:], operand, sizes)
        result = extract_slice(rewriter, operand, offsets, sizes, [1] * len(sizes), op.results[0].type)
        rewriter.replace(op, (), [result])


class DynamicUpdateSliceToInsertSlice(RewritePattern):
    """`dynamic_update_slice %a, %u, %i` -> `tensor.insert_slice %u into %a[%clamped] [sizes of %u] [1]`."""

    op_types = hlo_op_types("dynamic_update_slice")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_update_slice")) or not integer_indices(op.operands[2:]):
            return
        operand, update = op.operands[:2]
        index = IndexMath(rewriter.insert)
        offsets = clamped_starts(index, op.operands[2:], operand, index.sizes(update))
        rewriter.replace(op, (), [insert_slice(rewriter, index, update, operand, offsets)])


class RealDynamicSliceToExtractSlice(RewritePattern):
    """`real_dynamic_slice %a, %starts, %limits, %strides` -> `tensor.extract_slice` with run-time offsets.

    The size of each dimension is the result type's, or ceildiv(limit - start,
    stride). The bounds and strides are checked at run time first
    (`real_dynamic_slice_checks`): 0 <= start <= limit <= size and stride > 0,
    as the StableHLO spec requires; the starts are clamped to
    [0, size - slice size] as mlir-hlo does (no-ops once checked).
    """

    op_types = hlo_op_types("real_dynamic_slice")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("real_dynamic_slice")) or not integer_indices(op.operands[1:]):
            return
        operand, *bounds = op.operands
        index = IndexMath(rewriter.insert)
        rank = operand.type.get_num_dims()
        starts, limits, strides = ([index.extract_index(b, [d]) for d in range(rank)] for b in bounds)
        checks = real_dynamic_slice_checks(index, op, index.sizes(operand), starts, limits, strides)
        insert_index_checks(rewriter.insert, checks)
        result_type = op.results[0].type
        sizes = [
            size if size != DYNAMIC_INDEX else index.ceildivui(index.sub(lim, st), step)
            for size, st, lim, step in zip(result_type.get_shape(), starts, limits, strides)
        ]
        # As mlir-hlo, each start is clamped so that the slice fits (which the checks have made sure of).
        offsets = [index.clamp(st, 0, index.sub(index.dim(operand, d), sizes[d])) for d, st in enumerate(starts)]
        result = extract_slice(rewriter, operand, offsets, sizes, strides, result_type)
        rewriter.replace(op, (), [result])


class ConcatenateToInsertSlices(RewritePattern):
    """`concatenate %a, %b, dim = 0` -> `tensor.empty` and `tensor.insert_slice` of each input at its offset."""

    op_types = hlo_op_types("concatenate")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("concatenate")):
            return
        dimension = op.properties["dimension"].value.data
        result_type = op.results[0].type
        index = IndexMath(rewriter.insert)
        sizes = index.sizes(op.operands[0])
        total: Size = 0
        for operand in op.operands:
            total = index.add(total, index.dim(operand, dimension))
        sizes[dimension] = total
        if not isinstance(total, int) and result_type.get_shape()[dimension] != DYNAMIC_INDEX:
            # A static size of operands of `?` sizes: the inputs go in at their run-time sizes, which
            # CheckDeclaredResults asserts add up to it (a tensor of the declared size took inserts past its end).
            shape = [*result_type.get_shape()]
            shape[dimension] = DYNAMIC_INDEX
            result_type = TensorType(result_type.element_type, shape, result_type.encoding)
        result = empty(rewriter, index, result_type, result_sizes(result_type, sizes))
        offsets: list[Size] = [0] * result_type.get_num_dims()
        for position, operand in enumerate(op.operands):
            if position:
                offsets[dimension] = index.add(offsets[dimension], index.dim(op.operands[position - 1], dimension))
            result = insert_slice(rewriter, index, operand, result, offsets)
        rewriter.replace(op, (), [result])


# ---------------------------------------------------------------------------
# Pad


def _nonzero(size: Size) -> bool:
    """Whether a size may be other than 0 (a run-time value may)."""
    return not isinstance(size, int) or size != 0


def _may_be_negative(size: Size) -> bool:
    return not isinstance(size, int) or size < 0


def fill(rewriter: PatternRewriter, value: SSAValue, init: SSAValue) -> SSAValue:
    """Insert a fill of `init` with the scalar `value` and return the filled tensor.

    Integers and floats take `linalg.fill`; other elements (complex, which
    xDSL's `linalg.fill` rejects) a parallel `linalg.generic` yielding `value`:

        %f = linalg.generic {indexing_maps = [(d0) -> (d0)], iterator_types = ["parallel"]}
               outs(%init : tensor<5xcomplex<f32>>) {
        ^bb0(%out: complex<f32>):
          linalg.yield %value : complex<f32>
        } -> tensor<5xcomplex<f32>>
    """
    if isinstance(value.type, AnyFloat | IntegerType):
        op = FillOp([value], [init], [init.type])
        rewriter.insert(op)
        return op.results[0]
    rank = init.type.get_num_dims()
    return build_generic(rewriter, [], [index_map(rank, range(rank))], ["parallel"] * rank, init, lambda *_: value)


def pad(
    rewriter: PatternRewriter,
    index: IndexMath,
    operand: SSAValue,
    value: SSAValue,
    paddings: tuple[Sequence[Size], Sequence[Size], Sequence[Size]],
    result_type: TensorType,
    clamp: bool = False,
) -> SSAValue:
    """Pad `operand` with the scalar `value` by (low, high, interior) sizes, as HLO's pad; return it as `result_type`.

    Without interior padding the non-negative edges are a `tensor.pad`
    yielding `value`; with it (or for complex elements), the operand is
    inserted with strides `interior + 1` into a fill of `value` (see `fill`). Negative edges then cut
    the result with a `tensor.extract_slice`. With `clamp`, edges that cut more than there is leave an
    empty dimension (a window op's padded input, whose windows then do not fit), where HLO's pad checks
    them first (`pad_checks`).
    """
    low, high, interior = paddings
    element = element_type_of(result_type)
    grow_low, grow_high = [index.max(lo, 0) for lo in low], [index.max(hi, 0) for hi in high]
    dims = index.sizes(operand)
    dilated = [
        index.add(d, index.mul(index.max(index.sub(d, 1), 0), n)) if _nonzero(n) else d for d, n in zip(dims, interior)
    ]
    grown = [index.add(d, index.add(lo, hi)) for d, lo, hi in zip(dilated, grow_low, grow_high)]
    padded = operand
    grows = any(_nonzero(lo) for lo in grow_low) or any(_nonzero(hi) for hi in grow_high)
    # one-shot-bufferize turns `tensor.pad` into a `linalg.fill`, which takes no complex value: fill here.
    if any(_nonzero(n) for n in interior) or (grows and not isinstance(element, AnyFloat | IntegerType)):
        grown_type = tensor_of(element, grown)
        filled = fill(rewriter, value, empty(rewriter, index, grown_type, grown))
        # A dimension of one element has no gaps: its stride is 1 whatever the interior padding (which
        # may be as large as INT64_MAX, whose stride INT64_MAX + 1 no static stride holds).
        strides = [1 if isinstance(d, int) and d <= 1 else index.add(n, 1) for d, n in zip(dims, interior)]
        padded = insert_slice(rewriter, index, operand, filled, grow_low, strides)
    elif grows:
        block = Block(arg_types=[IndexType()] * len(dims))
        block.add_op(tensor.YieldOp(value))
        (static_low, dynamic_low), (static_high, dynamic_high) = (
            split_dynamic_index_list(sizes, DYNAMIC_INDEX) for sizes in (grow_low, grow_high)
        )
        pad_op = tensor.PadOp(
            operand, dynamic_low, dynamic_high, Region(block), static_low, static_high, tensor_of(element, grown)
        )
        rewriter.insert(pad_op)
        padded = pad_op.result
    if any(_may_be_negative(lo) for lo in low) or any(_may_be_negative(hi) for hi in high):
        cut_low = [index.max(index.sub(0, lo), 0) for lo in low]
        cut_high = [index.max(index.sub(0, hi), 0) for hi in high]
        sizes = [index.sub(index.sub(g, lo), hi) for g, lo, hi in zip(grown, cut_low, cut_high)]
        if clamp:
            sizes = [index.max(size, 0) for size in sizes]
            cut_low = [index.min(lo, g) for lo, g in zip(cut_low, grown)]
        padded = extract_slice(rewriter, padded, cut_low, sizes, [1] * len(sizes), result_type)
    return cast_to(rewriter, padded, result_type)


class PadToTensorPad(RewritePattern):
    """`pad %a, %v, low = [1], high = [-1], interior = [2]` -> `tensor.pad`, or fill + strided insert_slice.

    See `pad`; negative edges add a `tensor.extract_slice`.
    """

    op_types = hlo_op_types("pad")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("pad")):
            return
        operand, padding_value = op.operands
        paddings = tuple(int_array_values(op.properties[name]) for name in op.PADDINGS)
        for d, (size, low, high, interior) in enumerate(zip(operand.type.get_shape(), *paddings)):
            if size != DYNAMIC and size + low + high + max(size - 1, 0) * interior > INDEX_MAX:
                # The verifier takes any size for a `?` result; no index holds this one.
                raise DiagnosticError(f"'{op.name}' op padded size of dimension {d} is larger than {INDEX_MAX}", op)
        value = extract_scalar(rewriter, padding_value)
        index = IndexMath(rewriter.insert)
        insert_index_checks(rewriter.insert, pad_checks(index, op, index.sizes(operand), *paddings))
        result = pad(rewriter, index, operand, value, paddings, op.results[0].type)
        rewriter.replace(op, (), [result])


class DynamicPadToTensorOps(RewritePattern):
    """`dynamic_pad %a, %v, %low, %high, %interior` -> the ops of `pad` on run-time sizes (beyond mlir-hlo).

    The paddings are read from their 1-D tensors; any of them may be
    negative or interior, so the lowering fills, inserts with strides and
    cuts. Negative interior padding and a negative padded size are run-time
    errors (`pad_checks`).
    """

    op_types = hlo_op_types("dynamic_pad")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_pad")) or not signless_indices(op.operands[2:]):
            return
        operand, padding_value, *padding_tensors = op.operands
        index = IndexMath(rewriter.insert)
        rank = operand.type.get_num_dims()
        paddings = tuple([index.extract_index(t, [d]) for d in range(rank)] for t in padding_tensors)
        insert_index_checks(rewriter.insert, pad_checks(index, op, index.sizes(operand), *paddings))
        value = extract_scalar(rewriter, padding_value)
        rewriter.replace(op, (), [pad(rewriter, index, operand, value, paddings, op.results[0].type)])


# ---------------------------------------------------------------------------
# Generics over the result: reverse, iota, broadcasts


class ReverseToGeneric(RewritePattern):
    """`reverse %a, dims = [0] : tensor<4xf32>` -> a generic reading `%a` through `(d0) -> (3 - d0)`.

    A reversed `?` dimension cannot be written as an affine map; then the
    body reads `%a` with `tensor.extract` at `size - 1 - linalg.index`.
    """

    op_types = hlo_op_types("reverse")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("reverse")):
            return
        operand, result_type = op.operands[0], op.results[0].type
        reversed_dims = set(int_array_values(op.properties["dimensions"]))
        rank = result_type.get_num_dims()
        if all(operand.type.get_shape()[d] != DYNAMIC for d in reversed_dims):
            rewriter.replace(op, (), [reverse_static(rewriter, operand, sorted(reversed_dims))])
            return
        index = IndexMath(rewriter.insert)
        sizes = index.sizes(operand)
        init = empty(rewriter, index, result_type, sizes)

        def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
            at = [math.sub(math.sub(sizes[d], 1), loop[d]) if d in reversed_dims else loop[d] for d in range(rank)]
            read = tensor.ExtractOp(operand, [math.value(i) for i in at], element_type_of(result_type))
            block.add_op(read)
            return read.result

        rewriter.replace(op, (), [index_body(rewriter, result_type, init, [], [], body)])


def _iota_element(type_: TensorType) -> bool:
    """Whether iota can make elements of this type: signless and unsigned integers, floats and complex numbers."""
    element = element_type_of(type_)
    return _signless_integer(element) or element_kind(element) in (
        ElementKind.UNSIGNED,
        ElementKind.FLOAT,
        ElementKind.COMPLEX,
    )


def _iota_integer(element: Attribute, largest: int | None, primitive: bool) -> IntegerType:
    """The integer type a float or complex iota converts its index from, for an iota dimension of at most
    `largest` elements (None: unbounded).

    As mlir-hlo: an integer of the element's (the complex parts') width, or
    i64 with `enable-primitive-ops`. Where an index might not fit that width
    (a larger or unbounded size) it is i64, so that no index wraps.
    """
    part = element.element_type if isinstance(element, ComplexType) else element
    bits = part.bitwidth if isinstance(part, AnyFloat) else 64
    if primitive or bits >= 64 or largest is None or largest > 1 << (bits - 1):
        return i64
    return IntegerType(bits)


def largest_shape_size(shape: SSAValue) -> int | None:
    """The largest size a shape operand's element can give (`sizes_from_shape_tensor` refuses negative ones):
    2^31 - 1 for i32, 2^32 - 1 for ui32; None for `index`."""
    element = element_type_of(shape.type)
    if not isinstance(element, IntegerType):
        return None
    width = element.width.data
    return (1 << (width if element.signedness.data == Signedness.UNSIGNED else width - 1)) - 1


def iota_generic(
    rewriter: PatternRewriter,
    index: IndexMath,
    result_type: TensorType,
    sizes: Sequence[Size],
    dimension: int,
    primitive: bool = False,
    largest: int | None = None,
) -> SSAValue:
    """A generic of `sizes` whose element is `linalg.index dimension` converted to the element type.

    An integer is the index cast to its width; an unsigned tensor is made
    signless and cast back (`builtin.unrealized_conversion_cast`). Floats and
    complex numbers convert from an integer (`_iota_integer`; `largest` bounds a
    `?` size of `dimension`) as `convert` does: the real part is the index, the
    imaginary part 0:

        %i = linalg.index 0 : index
        %n = arith.index_cast %i : index to i32
        %re = arith.sitofp %n : i32 to f32
        %zero = arith.constant 0.000000e+00 : f32
        %c = complex.create %re, %zero : complex<f32>

    With `primitive` (mlir-hlo's `enable-primitive-ops`) it is a `linalg.map`
    without inputs.
    """
    element = element_type_of(result_type)
    signless = signless_type(result_type)
    size = sizes[dimension]
    as_type = _iota_integer(element, size if isinstance(size, int) else largest, primitive)

    def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
        if isinstance(element, IntegerType):
            return scalar.emit(block, arith.IndexCastOp(loop[dimension], scalar.signless(element)))
        as_int = scalar.emit(block, arith.IndexCastOp(loop[dimension], as_type))
        return scalar.convert(block, as_int, as_type, element)

    init = empty(rewriter, index, signless, sizes)
    if not primitive:
        return cast_tensor(rewriter, index_body(rewriter, signless, init, [], [], body), result_type)
    block = Block(arg_types=[element_type_of(signless)])
    block.add_op(YieldOp(body(block, IndexMath(block.add_op), LoopIndices(block), [])))
    rewriter.insert(iota := MapOp([], init, Region(block)))
    return cast_tensor(rewriter, iota.results[0], result_type)


@dataclass
class IotaToGeneric(RewritePattern):
    """`iota dim = 0 : tensor<4xf32>` -> a generic yielding `sitofp(index_cast(linalg.index 0))`; see `iota_generic`."""

    primitive: bool = False
    """mlir-hlo's `enable-primitive-ops`: a `linalg.map`."""

    op_types = hlo_op_types("iota")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("iota")) or not _iota_element(op.results[0].type):
            return
        result_type = op.results[0].type
        if not result_type.has_static_shape():
            return
        dimension = op.properties["iota_dimension"].value.data
        index = IndexMath(rewriter.insert)
        shape = result_type.get_shape()
        rewriter.replace(op, (), [iota_generic(rewriter, index, result_type, shape, dimension, self.primitive)])


def assert_any(rewriter: PatternRewriter, op: Operation, conditions: Sequence[SSAValue | bool], what: str) -> None:
    """Insert `cf.assert` that one of `conditions` holds, with the message "'op' op `what`".

    A run-time shape check, as `mhlo_to_linalg_shape_checks` inserts for
    sizes of operands; here for sizes that a shape operand holds. Nothing is
    inserted when a condition holds statically.
    """
    if True in conditions:
        return
    values = [c for c in conditions if not isinstance(c, bool)]
    if not values:
        rewriter.insert(false := arith.ConstantOp(IntegerAttr(0, IntegerType(1))))
        values = [false.result]
    holds = values[0]
    for value in values[1:]:
        rewriter.insert(either := arith.OrIOp(holds, value))
        holds = either.result
    rewriter.insert(cf.AssertOp(holds, f"'{op.name}' op {what}"))


def sizes_from_shape_tensor(rewriter: PatternRewriter, index: IndexMath, op: Operation) -> list[Size]:
    """The result sizes of `op` that its 1-D shape operand (operand #0 or #1) holds, checked at run time.

    Each size must be the result type's static size, or at least 0 for a
    `?` (which takes the value read).
    """
    shape, result_type = op.operands[-1], op.results[0].type
    values: list[SSAValue] = []

    def extracted() -> Iterator[SSAValue]:
        # Read each size just before its check (the checks consume the sizes as they go).
        for d in range(result_type.get_num_dims()):
            values.append(index.extract_index(shape, [d]))
            yield values[-1]

    insert_index_checks(rewriter.insert, shape_operand_checks(index, op, extracted()))
    return [value if size == DYNAMIC_INDEX else size for value, size in zip(values, result_type.get_shape())]


@dataclass
class DynamicIotaToGeneric(RewritePattern):
    """`dynamic_iota %shape, dim = 0` -> the iota generic into `tensor.empty(%sizes)`; see `iota_generic`.

    A `?` size is at most what the shape's element type holds: a float iota
    from a `tensor<2xi32>` shape converts from i32, as mlir-hlo's does.
    """

    primitive: bool = False
    """mlir-hlo's `enable-primitive-ops`: a `linalg.map`."""

    op_types = hlo_op_types("dynamic_iota")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_iota")) or not integer_indices(op.operands):
            return
        result_type = op.results[0].type
        if not _iota_element(result_type):
            return
        dimension = op.properties["iota_dimension"].value.data
        index = IndexMath(rewriter.insert)
        sizes = sizes_from_shape_tensor(rewriter, index, op)
        largest = largest_shape_size(op.operands[0])
        iota = iota_generic(rewriter, index, result_type, sizes, dimension, self.primitive, largest)
        rewriter.replace(op, (), [iota])


class ComputeReshapeShapeToGenerics(RewritePattern):
    """`compute_reshape_shape %n, %shape` -> the shape with its -1 entry replaced by `%n / product(other entries)`.

    A reduction generic multiplies the entries that are not -1 into a
    rank-0 tensor; the quotient is made a rank-0 tensor again
    (`tensor.from_elements`) and an element-wise generic selects it where
    the shape holds -1:

        %r = mhlo.compute_reshape_shape %n, %shape : (index, tensor<2xi32>) -> tensor<2xi32>
    """

    op_types = hlo_op_types("compute_reshape_shape")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("compute_reshape_shape")) or is_hlo_op(op.parent_op()):
            return
        num_elements, shape = op.operands
        element = element_type_of(shape.type)
        if not (_signless_integer(element) or isinstance(element, IndexType)) or shape.type != op.results[0].type:
            return
        index = IndexMath(rewriter.insert)
        scalar_type = TensorType(element, [])

        def is_unknown(block: Block, entry: SSAValue) -> SSAValue:
            return scalar.emit(block, arith.CmpiOp(entry, scalar.constant(block, -1, element), "eq"))

        def multiply_known(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            entry, product = args
            factor = scalar.emit(
                block, arith.SelectOp(is_unknown(block, entry), scalar.constant(block, 1, element), entry)
            )
            return scalar.emit(block, arith.MuliOp(product, factor))

        def count_unknown(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            entry, count = args
            one, zero = scalar.constant(block, 1, element), scalar.constant(block, 0, element)
            added = scalar.emit(block, arith.SelectOp(is_unknown(block, entry), one, zero))
            return scalar.emit(block, arith.AddiOp(count, added))

        def reduce(init: int, body) -> SSAValue:
            rewriter.insert(start := arith.ConstantOp(IntegerAttr(init, element)))
            rewriter.insert(starts := tensor.FromElementsOp(start.result, result_type=scalar_type))
            maps = [index_map(1, [0]), index_map(1, [])]
            reduced = build_generic(rewriter, [shape], maps, ["reduction"], starts.result, body)
            return index.to_index(extract_scalar(rewriter, reduced))

        known, unknowns = reduce(1, multiply_known), reduce(0, count_unknown)
        quotient = self._quotient(rewriter, index, op.name, (num_elements, known, unknowns))
        if isinstance(element, IndexType):
            resolved = quotient
        else:
            rewriter.insert(cast := arith.IndexCastOp(quotient, element))
            resolved = cast.result
        rewriter.insert(resolved_tensor := tensor.FromElementsOp(resolved, result_type=scalar_type))

        def resolve(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            entry, value = args[:2]
            return scalar.emit(block, arith.SelectOp(is_unknown(block, entry), value, entry))

        init = empty(rewriter, index, shape.type, index.sizes(shape))
        maps = [index_map(1, [0]), index_map(1, []), index_map(1, [0])]
        rewriter.replace(
            op, (), [build_generic(rewriter, [shape, resolved_tensor.result], maps, ["parallel"], init, resolve)]
        )

    @staticmethod
    def _quotient(rewriter: PatternRewriter, index: IndexMath, name: str, sizes: tuple[SSAValue, ...]) -> SSAValue:
        """`n / known`, the -1 entry's size, as the interpreter computes it, checked at run time where the shape
        has a -1: `known` divides `n` (the division by 0 that a shape without -1 entries asked for was a SIGFPE).

        The divisor is 1 where `known` is 0 or -1 (-1: the quotient is `0 - n`, which wraps where `n` is
        INT64_MIN instead of trapping). `sizes`: the element count, the product of the other entries, the -1s.
        """
        n, known, unknowns = sizes
        zero, minus_one = index.cmp("eq", known, 0), index.cmp("eq", known, -1)
        rewriter.insert(trapping := arith.OrIOp(zero, minus_one))
        rewriter.insert(divisor := arith.SelectOp(trapping.result, index.value(1), known))
        rewriter.insert(divided := arith.DivSIOp(n, divisor.result))
        rewriter.insert(remainder := arith.RemSIOp(n, divisor.result))
        rewriter.insert(quotient := arith.SelectOp(minus_one, index.sub(0, n), divided.result))
        rewriter.insert(exact := arith.CmpiOp(remainder.result, index.value(0), "eq"))
        rewriter.insert(resolvable := arith.AndIOp(index.cmp("ne", known, 0), exact.result))
        rewriter.insert(needless := arith.CmpiOp(unknowns, index.value(0), "eq"))
        rewriter.insert(holds := arith.OrIOp(needless.result, resolvable.result))
        message = f"'{name}' op cannot resolve the -1 of the shape: the other sizes do not divide the element count"
        insert_index_checks(rewriter.insert, iter([(holds.result, message)]))
        return quotient.result


class GetDimensionSizeToTensor(RewritePattern):
    """`get_dimension_size %a, dim = 1` -> `tensor.dim` + `arith.index_cast` + `tensor.from_elements : tensor<i32>`.

    A static size is an `arith.constant dense<n> : tensor<i32>`.
    """

    op_types = hlo_op_types("get_dimension_size")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("get_dimension_size")):
            return
        result_type = op.results[0].type
        element = element_type_of(result_type)
        size = IndexMath(rewriter.insert).dim(op.operands[0], op.properties["dimension"].value.data)
        if isinstance(size, int):
            rewriter.replace(op, arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(result_type, [size])))
            return
        cast = arith.IndexCastOp(size, element)
        rewriter.insert(cast)
        rewriter.replace(op, tensor.FromElementsOp(cast.result, result_type=result_type))


class SetDimensionSizeToExtractSlice(RewritePattern):
    """`set_dimension_size %a, %n, dim = 1` -> `tensor.extract_slice %a[0, 0] [4, %n] [1, 1]`, as mlir-hlo's.

    The operand's static size is a bound; the result keeps the first `%n`
    elements along the dimension, checked at run time to be in [0, size]
    (`set_dimension_size_checks`). A result bounded by its encoding
    (`#mhlo.type_extensions<bounds = [?, 4]>`) keeps it, as upstream's; one
    with another encoding is left.
    """

    op_types = hlo_op_types("set_dimension_size")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("set_dimension_size")) or not isinstance(
            op.results[0].type.encoding, NoneAttr | TypeExtensionsAttr
        ):
            return
        operand, size = op.operands
        index = IndexMath(rewriter.insert)
        sizes = index.sizes(operand)
        size = index.to_index(extract_scalar(rewriter, size))
        insert_index_checks(rewriter.insert, set_dimension_size_checks(index, op, sizes, size))
        sizes[op.properties["dimension"].value.data] = size
        rank = len(sizes)
        result = extract_slice(rewriter, operand, [0] * rank, sizes, [1] * rank, op.results[0].type)
        rewriter.replace(op, (), [result])


def broadcast_generic(
    rewriter: PatternRewriter,
    index: IndexMath,
    operand: SSAValue,
    dims: Sequence[int],
    result_type: TensorType,
    sizes: Sequence[Size],
    expands: Sequence[bool | None],
) -> SSAValue:
    """A generic copying `operand` dim i to result dim `dims[i]`; `expands[i]` says if that dim is broadcast.

    Broadcast dims read index 0. If some `expands[i]` is None (a `?` operand
    size that may be 1 or not), the body reads with `tensor.extract` at
    `size == 1 ? 0 : index`, decided at run time.
    """
    init = empty(rewriter, index, result_type, sizes)
    rank = result_type.get_num_dims()
    if None not in expands:
        operand_map = index_map(rank, [None if e else d for e, d in zip(expands, dims)])
        maps = [operand_map, index_map(rank, range(rank))]
        return build_generic(rewriter, [operand], maps, ["parallel"] * rank, init, lambda b, args: args[0])
    operand_sizes = index.sizes(operand)

    def body(block: Block, math: IndexMath, loop: LoopIndices, args: Sequence[SSAValue]) -> SSAValue:
        at: list[SSAValue] = []
        for i, (d, e) in enumerate(zip(dims, expands)):
            if e is None:
                is_one = arith.CmpiOp(math.value(operand_sizes[i]), math.value(1), "eq")
                block.add_op(is_one)
                pick = arith.SelectOp(is_one.result, math.value(0), loop[d])
                block.add_op(pick)
                at.append(pick.result)
            else:
                at.append(math.value(0) if e else loop[d])
        read = tensor.ExtractOp(operand, at, element_type_of(result_type))
        block.add_op(read)
        return read.result

    return index_body(rewriter, result_type, init, [], [], body)


def primitive_broadcast(
    rewriter: PatternRewriter,
    index: IndexMath,
    operand: SSAValue,
    dims: Sequence[int],
    expands: Sequence[bool],
    init_type: TensorType,
    sizes: Callable[[], Sequence[Size]],
) -> SSAValue | None:
    """mlir-hlo's `enable-primitive-ops` form of a broadcast whose expanding dims are known: the expanding
    (size-1) operand dims collapsed away (`tensor.collapse_shape`), the others transposed into the order of
    their result dims (`linalg.transpose`), then `linalg.broadcast` along the other result dims:

        %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<5x7x1xf32> into tensor<5x7xf32>
        %t = linalg.transpose ins(%c : tensor<5x7xf32>) outs(%e : tensor<7x5xf32>) permutation = [1, 0]
        %b = linalg.broadcast ins(%t : tensor<7x5xf32>) outs(%init : tensor<7x10x6x4x5xf32>) dimensions = [1, 2, 3]

    for `broadcast_in_dim %a, dims = [4, 0, 2] : (tensor<5x7x1xf32>) -> tensor<7x10x6x4x5xf32>`.
    `sizes()` gives the sizes of the init (called once the operand is ready, so that its reads follow,
    as in mlir-hlo). None for complex elements (xDSL's linalg.transpose and linalg.broadcast take none).
    """
    element = element_type_of(operand.type)
    if not isinstance(element, AnyFloat | IntegerType):
        return None
    shape = operand.type.get_shape()
    groups: list[list[int]] = []
    pending: list[int] = []
    kept_dims: list[int] = []
    for i, (d, expanding) in enumerate(zip(dims, expands)):
        pending.append(i)
        if not expanding:
            groups.append(pending)
            pending = []
            kept_dims.append(d)
    if groups:
        groups[-1].extend(pending)
    if len(kept_dims) != len(dims):
        kept = [i for i, expanding in enumerate(expands) if not expanding]
        operand = collapse(rewriter, operand, groups, TensorType(element, [shape[i] for i in kept]))
    if kept_dims != sorted(kept_dims):
        permutation = sorted(range(len(kept_dims)), key=lambda j: kept_dims[j])
        operand_sizes = index.sizes(operand)
        transposed_sizes = [operand_sizes[j] for j in permutation]
        init = empty(rewriter, index, tensor_of(element, transposed_sizes), transposed_sizes)
        rewriter.insert(transpose := TransposeOp(operand, init, DenseArrayBase.from_list(i64, permutation), init.type))
        operand = transpose.results[0]
        kept_dims = sorted(kept_dims)
    init = empty(rewriter, index, init_type, sizes())
    added = [d for d in range(init_type.get_num_dims()) if d not in kept_dims]
    rewriter.insert(broadcast := BroadcastOp(operand, init, DenseArrayBase.from_list(i64, added), init.type))
    return broadcast.results[0]


class BroadcastToGeneric(RewritePattern):
    """`broadcast %a, sizes = [3] : (tensor<4xf32>) -> tensor<3x4xf32>` -> a generic reading `(d0, d1) -> (d1)`."""

    op_types = hlo_op_types("broadcast")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("broadcast")):
            return
        operand, result_type = op.operands[0], op.results[0].type
        added = len(int_array_values(op.properties["broadcast_sizes"]))
        rank = operand.type.get_num_dims()
        index = IndexMath(rewriter.insert)
        sizes = result_sizes(result_type, [0] * added + index.sizes(operand))
        dims = list(range(added, added + rank))
        result = broadcast_generic(rewriter, index, operand, dims, result_type, sizes, [False] * rank)
        rewriter.replace(op, (), [result])


@dataclass
class DynamicBroadcastInDimToGeneric(RewritePattern):
    """`dynamic_broadcast_in_dim %a, %shape, dims = [1]` -> `tensor.empty(%sizes)` and a generic copy.

    Operand dims in `known_expanding_dimensions` read index 0, those in
    `known_nonexpanding_dimensions` read the result index; a `?` operand dim
    that is neither is decided at run time (beyond mlir-hlo, which assumes
    it does not expand). The sizes are checked first (`cf.assert`): an
    operand dim must be 1 or the size of its result dim (exactly what its
    `known_*` attribute says, if any), so that no read is out of bounds.
    With `primitive` and every expanding dim known, it is mlir-hlo's
    `linalg.broadcast` form (`_primitive`).
    """

    primitive: bool = False
    """mlir-hlo's `enable-primitive-ops`."""

    op_types = hlo_op_types("dynamic_broadcast_in_dim")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_broadcast_in_dim")) or not integer_indices(op.operands[1:]):
            return
        operand, result_type = op.operands[0], op.results[0].type
        dims = int_array_values(op.properties["broadcast_dimensions"])
        expanding = set(op.ints("known_expanding_dimensions"))
        nonexpanding = set(op.ints("known_nonexpanding_dimensions"))
        expands: list[bool | None] = []
        for i, (size, d) in enumerate(zip(operand.type.get_shape(), dims)):
            if i in expanding or i in nonexpanding:
                expands.append(i in expanding)
            elif size == DYNAMIC_INDEX:
                expands.append(None)
            else:
                expands.append(size == 1 and result_type.get_shape()[d] != 1)
        index = IndexMath(rewriter.insert)
        if self.primitive and None not in expands:
            result = self._primitive(rewriter, index, op, dims, expands)
            if result is not None:
                rewriter.replace(op, (), [result])
                return
        sizes = self._checked_sizes(rewriter, index, op, dims, expanding, nonexpanding)
        rewriter.replace(op, (), [broadcast_generic(rewriter, index, operand, dims, result_type, sizes, expands)])

    @staticmethod
    def _checked_sizes(
        rewriter: PatternRewriter,
        index: IndexMath,
        op: Operation,
        dims: Sequence[int],
        expanding: set[int],
        nonexpanding: set[int],
    ) -> list[Size]:
        """The result sizes, read from the shape operand, after the checks of the operand sizes against them."""
        operand = op.operands[0]
        sizes = sizes_from_shape_tensor(rewriter, index, op)
        for i, d in enumerate(dims):
            size = index.dim(operand, i)
            if i in expanding:
                what, conditions = "is not 1 (known_expanding_dimensions)", [index.cmp("eq", size, 1)]
            elif i in nonexpanding:
                what = f"differs from result dimension {d} (known_nonexpanding_dimensions)"
                conditions = [index.cmp("eq", size, sizes[d])]
            else:
                what = f"is neither 1 nor the size of result dimension {d}"
                conditions = [index.cmp("eq", size, sizes[d]), index.cmp("eq", size, 1)]
            assert_any(rewriter, op, conditions, f"dimension {i} of operand #0 {what}")
        return sizes

    def _primitive(
        self, rewriter: PatternRewriter, index: IndexMath, op: Operation, dims: Sequence[int], expands: Sequence[bool]
    ) -> SSAValue | None:
        """mlir-hlo's primitive form: the operand cast to size 1 where it expands, `primitive_broadcast` into
        the result type made as static as the operand says, and a `tensor.cast` to the result type."""
        operand, result_type = op.operands[0], op.results[0].type
        element = element_type_of(result_type)
        if not isinstance(element, AnyFloat | IntegerType):
            return None
        expanding = {i for i, e in enumerate(expands) if e}
        shape = [1 if i in expanding else size for i, size in enumerate(operand.type.get_shape())]
        broadcast_shape = list(result_type.get_shape())
        for i, d in enumerate(dims):
            if i not in expanding:
                broadcast_shape[d] = shape[i]
        known = set(op.ints("known_expanding_dimensions")), set(op.ints("known_nonexpanding_dimensions"))

        def sizes() -> list[Size]:
            checked = self._checked_sizes(rewriter, index, op, dims, *known)
            return [size if size != DYNAMIC_INDEX else checked[d] for d, size in enumerate(broadcast_shape)]

        cast = cast_to(rewriter, operand, TensorType(element, shape))
        init_type = TensorType(element, broadcast_shape)
        result = primitive_broadcast(rewriter, index, cast, dims, expands, init_type, sizes)
        return None if result is None else cast_to(rewriter, result, result_type)


@dataclass
class BroadcastInDimToGeneric(RewritePattern):
    """`broadcast_in_dim %a, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x2x4xf32>` -> a generic copy.

    The input map sends operand dim i to result dim dims[i], or to the
    constant 0 where a size-1 operand dimension is expanded; here
    `(d0, d1, d2) -> (0, d2)`. Whether a `?` operand dim expands is decided
    at run time, unless the result dim is 1 (the result is static). Any
    element type: the op only moves elements. With `primitive` (and the
    expanding dims known) it is `primitive_broadcast`'s collapse, transpose
    and `linalg.broadcast`.
    """

    primitive: bool = False
    """mlir-hlo's `enable-primitive-ops`."""

    op_types = hlo_op_types("broadcast_in_dim")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("broadcast_in_dim")):
            return
        operand, result_type = op.operands[0], op.results[0].type
        if not result_type.has_static_shape():
            return
        dims = int_array_values(op.properties["broadcast_dimensions"])
        expands = [
            (size == 1 and result_type.get_shape()[d] != 1)
            if size != DYNAMIC_INDEX
            else (None if result_type.get_shape()[d] != 1 else False)
            for size, d in zip(operand.type.get_shape(), dims)
        ]
        index = IndexMath(rewriter.insert)
        result = None
        if self.primitive and None not in expands:
            shape = result_type.get_shape()
            result = primitive_broadcast(rewriter, index, operand, dims, expands, result_type, lambda: shape)
        if result is None:
            result = broadcast_generic(rewriter, index, operand, dims, result_type, result_type.get_shape(), expands)
        rewriter.replace(op, (), [result])


class TransposeToGeneric(RewritePattern):
    """`transpose %a, dims = [1, 0]` -> a generic copy reading `%a` through the permutation, `(d0, d1) -> (d1, d0)`.

    As mlir-hlo's lowering (`linalg.transpose` with `enable-primitive-ops`).
    The init has the permuted operand type; its `?` sizes are the operand's
    (`tensor.empty(%d0)` with `%d0 = tensor.dim %a, 0` for a `tensor<?x3xf32>`
    transposed to `tensor<3x?xf32>`), read in the operand's dimension order.
    A result type with other static sizes gets a `tensor.cast` (the run-time
    shape checks compare the sizes first).
    """

    op_types = hlo_op_types("transpose")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("transpose")):
            return
        operand, result_type = op.operands[0], op.results[0].type
        permutation = int_array_values(op.properties["permutation"])
        index = IndexMath(rewriter.insert)
        operand_sizes = index.sizes(operand)
        sizes = [operand_sizes[d] for d in permutation]
        init = empty(rewriter, index, tensor_of(element_type_of(result_type), sizes), sizes)
        rank = len(permutation)
        maps = [index_map(rank, [permutation.index(d) for d in range(rank)]), index_map(rank, range(rank))]
        result = build_generic(rewriter, [operand], maps, ["parallel"] * rank, init, lambda b, args: args[0])
        rewriter.replace(op, (), [cast_to(rewriter, result, result_type)])


LOWERED_OPS = frozenset(
    {
        *("reshape", "dynamic_reshape", "slice", "dynamic_slice", "dynamic_update_slice", "real_dynamic_slice"),
        *("concatenate", "pad", "dynamic_pad", "reverse", "iota", "dynamic_iota"),
        *("get_dimension_size", "set_dimension_size", "compute_reshape_shape"),
        *("broadcast", "dynamic_broadcast_in_dim", "broadcast_in_dim", "transpose"),
    }
)
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_shape_patterns(enable_primitive_ops: bool = False) -> list[RewritePattern]:
    """The patterns that lower HLO data-movement and shape ops to tensor ops and generics
    (`enable_primitive_ops`: mlir-hlo's linalg.map, linalg.broadcast and linalg.transpose forms)."""
    return [
        ReshapeToCollapseExpand(),
        DynamicReshapeToTensorReshape(),
        SliceToExtractSlice(),
        DynamicSliceToExtractSlice(),
        DynamicUpdateSliceToInsertSlice(),
        RealDynamicSliceToExtractSlice(),
        ConcatenateToInsertSlices(),
        PadToTensorPad(),
        DynamicPadToTensorOps(),
        ReverseToGeneric(),
        IotaToGeneric(enable_primitive_ops),
        DynamicIotaToGeneric(enable_primitive_ops),
        GetDimensionSizeToTensor(),
        SetDimensionSizeToExtractSlice(),
        ComputeReshapeShapeToGenerics(),
        BroadcastToGeneric(),
        DynamicBroadcastInDimToGeneric(enable_primitive_ops),
        BroadcastInDimToGeneric(enable_primitive_ops),
        TransposeToGeneric(),
    ]
