"""`vector.broadcast`, `vector.bitcast`, `vector.create_mask`, `vector.maskedload`, `vector.maskedstore`,
`vector.expandload`, `vector.compressstore`, `vector.gather` and `vector.scatter` to the llvm dialect
(upstream's `convert-vector-to-llvm` for them), and the helpers that `vector_transfer_to_llvm` shares.

A masked access is `llvm.intr.masked.load`/`store` at the address of its
first lane (a GEP without `inbounds`: that lane may lie outside the buffer
when its mask bit is off); a lane whose mask bit is off accesses no memory.
The innermost dim's stride must be 1 (the lanes are consecutive elements):

    %r = vector.maskedload %m[%i], %mask, %pass : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>

becomes

    %p = llvm.getelementptr %aligned[%linear] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %r = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>,
           vector<4xf32>) -> vector<4xf32>

`vector.expandload` and `vector.compressstore` of a 1-D vector call
`llvm.masked.expandload`/`compressstore` at the address of the element at
their indices (`llvm.call_intrinsic`; upstream's `llvm.intr.` ops of them).
`vector.gather` is scalarized under its mask, as upstream's
`Gather1DToConditionalLoads` does (the llvm dialect here has no vector of
pointers for `llvm.intr.masked.gather`): lane k is a one-lane masked load at
`idx[k]` elements past the element at the offsets, with the lane's mask bit,
inserted into the pass-through vector (row by row on an n-D one);
`vector.scatter` alike, a one-lane masked store per lane.

`vector.broadcast` of a scalar is an `llvm.insertelement` and an
`llvm.shufflevector` of lane 0; of a vector, each row of the result is the
source's row it repeats (`llvm.extractvalue`/`insertvalue` of the arrays an
n-D vector lowers to), splat where the source's innermost dim is 1.
`vector.create_mask %n : vector<4xi1>` compares the lane numbers with `%n`;
`vector.bitcast` of a 1-D vector is `llvm.bitcast`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    VectorType,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm, vector
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    constant,
    extract_value,
    insert,
    insert_value,
    memref_strides_and_offset,
)
from aiopt.lowering.memref_to_llvm import MemRefPattern
from aiopt.lowering.vector_rows_to_llvm import vector_rows

_I32 = IntegerType(32)
_SLT, _SGE = 2, 5  # llvm.icmp predicates


def shuffle_lanes(rewriter: PatternRewriter, source: SSAValue, lanes: list[int]) -> SSAValue:
    """`llvm.shufflevector %source, %source [lanes]`: a vector of `len(lanes)` of `source`'s lanes."""
    result_type = VectorType(source.type.element_type, [len(lanes)])
    mask = DenseArrayBase.from_list(_I32, lanes)
    return insert(rewriter, llvm.ShuffleVectorOp(source, source, mask, result_type))


def splat(rewriter: PatternRewriter, scalar: SSAValue, size: int) -> SSAValue:
    """A `vector<size x T>` of the scalar `scalar` in each lane: `llvm.insertelement` at lane 0 of a poison vector
    and `llvm.shufflevector` of lane 0."""
    poison = insert(rewriter, llvm.PoisonOp(VectorType(scalar.type, [size])))
    first = insert(rewriter, llvm.InsertElementOp(poison, scalar, constant(rewriter, 0, _I32)))
    return shuffle_lanes(rewriter, first, [0] * size)


def bound_mask(rewriter: PatternRewriter, start: SSAValue | int, size: SSAValue | int, lanes: int, lower: bool):
    """The `vector<lanes x i1>` of the lanes k with `start + k < size` (and `0 <= start + k` where `lower`)."""
    step_type = VectorType(i64, [lanes])
    step = insert(rewriter, llvm.ConstantOp.create(
        properties={"value": DenseIntOrFPElementsAttr.from_list(step_type, list(range(lanes)))},
        result_types=(step_type,),
    ))  # fmt: skip
    if not isinstance(start, int) or start:
        step = insert(rewriter, llvm.AddOp(step, _splat_value(rewriter, start, lanes)))
    upper = insert(rewriter, llvm.ICmpOp(step, _splat_value(rewriter, size, lanes), IntegerAttr(_SLT, 64)))
    if not lower:
        return upper
    above = insert(rewriter, llvm.ICmpOp(step, constant(rewriter, 0, step_type), IntegerAttr(_SGE, 64)))
    return insert(rewriter, llvm.AndOp(upper, above))


def _splat_value(rewriter: PatternRewriter, value: SSAValue | int, lanes: int) -> SSAValue:
    if isinstance(value, int):
        return constant(rewriter, value, VectorType(i64, [lanes]))
    return splat(rewriter, value, lanes)


def element_alignment(pattern: LLVMPattern, element: Attribute) -> int:
    """The element's size in bytes as lowered (only its alignment is known of an arbitrary address)."""
    return max(1, getattr(pattern.convert(element), "bitwidth", 8) // 8)


@dataclass
class MaskedLoadOpLowering(MemRefPattern):
    """`vector.maskedload` to `llvm.intr.masked.load` at the address of its first lane."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskedLoadOp, rewriter: PatternRewriter) -> None:
        if not unit_innermost_stride(op.base.type) or not self.convertible(op):
            return
        ptr = self.element_ptr(rewriter, op.base, op.indices, inbounds=False)
        mask, pass_thru = self.operands(rewriter, [op.mask, op.pass_thru])
        load = llvm.MaskedLoadOp(ptr, mask, pass_thru, element_alignment(self, op.base.type.element_type))
        self.replace(rewriter, op, [insert(rewriter, load)])


@dataclass
class MaskedStoreOpLowering(MemRefPattern):
    """`vector.maskedstore` to `llvm.intr.masked.store` at the address of its first lane."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.MaskedStoreOp, rewriter: PatternRewriter) -> None:
        if not unit_innermost_stride(op.base.type) or not self.convertible(op):
            return
        ptr = self.element_ptr(rewriter, op.base, op.indices, inbounds=False)
        value, mask = self.operands(rewriter, [op.value_to_store, op.mask])
        rewriter.replace(op, llvm.MaskedStoreOp(value, ptr, mask, element_alignment(self, op.base.type.element_type)))


def _mangled(vector_type: VectorType) -> str:
    """LLVM's name suffix of a fixed vector type (`v4f32`, `v8i16`)."""
    element = vector_type.element_type
    name = f"i{element.width.data}" if isinstance(element, IntegerType) else str(element)
    return f"v{vector_type.get_shape()[0]}{name}"


@dataclass
class ExpandLoadOpLowering(MemRefPattern):
    """`vector.expandload` of a 1-D vector to `llvm.masked.expandload` at the address of its first element (upstream's
    `llvm.intr.masked.expandload`, here an `llvm.call_intrinsic` of it)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ExpandLoadOp, rewriter: PatternRewriter) -> None:
        if op.result.type.get_num_dims() != 1 or not unit_innermost_stride(op.base.type) or not self.convertible(op):
            return
        ptr = self.element_ptr(rewriter, op.base, op.indices, inbounds=False)
        mask, pass_thru = self.operands(rewriter, [op.mask, op.pass_thru])
        name = f"llvm.masked.expandload.{_mangled(pass_thru.type)}"
        self.replace(rewriter, op, [insert(rewriter, llvm.CallIntrinsicOp(name, [ptr, mask, pass_thru],
                                                                          [pass_thru.type]))])  # fmt: skip


@dataclass
class CompressStoreOpLowering(MemRefPattern):
    """`vector.compressstore` of a 1-D vector to `llvm.masked.compressstore` at the address of its first element
    (upstream's `llvm.intr.masked.compressstore`, here an `llvm.call_intrinsic` of it)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.CompressStoreOp, rewriter: PatternRewriter) -> None:
        value_type = op.value_to_store.type
        if value_type.get_num_dims() != 1 or not unit_innermost_stride(op.base.type) or not self.convertible(op):
            return
        ptr = self.element_ptr(rewriter, op.base, op.indices, inbounds=False)
        value, mask = self.operands(rewriter, [op.value_to_store, op.mask])
        name = f"llvm.masked.compressstore.{_mangled(value.type)}"
        rewriter.replace(op, llvm.CallIntrinsicOp(name, [value, ptr, mask], []))


@dataclass
class _IndexedPattern(MemRefPattern):
    """Base of the gather and scatter patterns: the address and one-lane mask of each lane."""

    lowers_nd_vectors = True

    def lowered(self, op: vector.GatherOp | vector.ScatterOp) -> bool:
        """Whether the patterns lower `op`: of a memref, with indices of at most 64 bits."""
        index_type = self.converter.convert_type(op.indices.type.element_type)
        if not isinstance(op.base.type, MemRefType) or not isinstance(index_type, IntegerType):
            return False
        return index_type.width.data <= 64 and self.convertible(op)

    def lanes(self, rewriter: PatternRewriter, op: vector.GatherOp | vector.ScatterOp):
        """For each row of the vector (its position among the leading dims) and each lane of it: the lane's
        address (`idx[k]` elements past the offsets' element, a GEP without inbounds) and one-lane mask."""
        base = self.element_ptr(rewriter, op.base, op.offsets, inbounds=False)
        indices, mask = self.operands(rewriter, [op.indices, op.mask])
        shape = op.indices.type.get_shape() or (1,)
        element = self.convert(op.base.type.element_type)
        for row in vector_rows(shape):
            row_indices = self.row(rewriter, indices, row, shape)
            row_mask = self.row(rewriter, mask, row, shape)
            for lane in range(shape[-1]):
                position = constant(rewriter, lane, i64)
                index = insert(rewriter, llvm.ExtractElementOp(row_indices, position))
                if index.type != i64:
                    index = insert(rewriter, llvm.SExtOp(index, i64))  # (as LLVM's GEP reads its indices)
                ptr = insert(rewriter, llvm.GEPOp.build(base, [index], element, 0))
                yield row, lane, ptr, shuffle_lanes(rewriter, row_mask, [lane])

    def row(self, rewriter: PatternRewriter, value: SSAValue, row: tuple[int, ...], shape) -> SSAValue:
        """Row `row` of the converted n-D vector `value` (itself for a 1-D one)."""
        if not row:
            return value
        return extract_value(rewriter, value, row, VectorType(_row_element(value.type), shape[-1:]))


def _row_element(array_type) -> Attribute:
    """The element type of the rows of an `!llvm.array` of (nested arrays of) 1-D vectors."""
    while not isinstance(array_type, VectorType):
        array_type = array_type.type
    return array_type.element_type


@dataclass
class GatherOpLowering(_IndexedPattern):
    """`vector.gather` on a memref, one masked one-lane load per lane (see the module docstring), row by row on
    an n-D vector."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.GatherOp, rewriter: PatternRewriter) -> None:
        if not self.lowered(op):
            return
        pass_thru = self.operand(rewriter, op.pass_thru)
        shape = op.result.type.get_shape() or (1,)
        alignment = element_alignment(self, op.base.type.element_type)
        result, row_result, row_pass = pass_thru, None, None
        for row, lane, ptr, lane_mask in self.lanes(rewriter, op):
            if lane == 0:
                row_pass = row_result = self.row(rewriter, pass_thru, row, shape)
            lane_pass = shuffle_lanes(rewriter, row_pass, [lane])
            one = insert(rewriter, llvm.MaskedLoadOp(ptr, lane_mask, lane_pass, alignment))
            value = insert(rewriter, llvm.ExtractElementOp(one, constant(rewriter, 0, i64)))
            row_result = insert(rewriter, llvm.InsertElementOp(row_result, value, constant(rewriter, lane, i64)))
            if lane == shape[-1] - 1:
                result = insert_value(rewriter, result, row_result, row) if row else row_result
        self.replace(rewriter, op, [result])


@dataclass
class ScatterOpLowering(_IndexedPattern):
    """`vector.scatter` to a memref, one masked one-lane store per lane, row by row on an n-D vector."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ScatterOp, rewriter: PatternRewriter) -> None:
        if op.result is not None or not self.lowered(op):
            return
        value = self.operand(rewriter, op.value_to_store)
        shape = op.value_to_store.type.get_shape() or (1,)
        alignment = element_alignment(self, op.base.type.element_type)
        row_value = None
        for row, lane, ptr, lane_mask in self.lanes(rewriter, op):
            if lane == 0:
                row_value = self.row(rewriter, value, row, shape)
            one = shuffle_lanes(rewriter, row_value, [lane])
            rewriter.insert(llvm.MaskedStoreOp(one, ptr, lane_mask, alignment))
        rewriter.erase(op)


def unit_innermost_stride(type_: Attribute) -> bool:
    """Whether the memref's innermost dim has a static stride of 1: a vector's lanes are consecutive elements
    there (else the patterns below leave the op, to `failed to legalize`)."""
    if not isinstance(type_, MemRefType) or not type_.get_num_dims():
        return False
    strides = memref_strides_and_offset(type_)[0]
    return strides[-1] == 1


def and_masks(rewriter: PatternRewriter, mask: SSAValue | None, other: SSAValue) -> SSAValue:
    return other if mask is None else insert(rewriter, llvm.AndOp(mask, other))


@dataclass
class CreateMaskOpLowering(LLVMPattern):
    """`vector.create_mask %a, %b : vector<3x4xi1>`: the lanes k with k < %b, in the rows r with r < %a (a
    one-lane bound splat across the row), row by row for an n-D mask."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.CreateMaskOp, rewriter: PatternRewriter) -> None:
        shape = op.mask_vector.type.get_shape()
        if not shape or not self.convertible(op):
            return
        sizes = self.operands(rewriter, op.mask_dim_sizes)
        lanes = shape[-1]
        inner = bound_mask(rewriter, 0, sizes[-1], lanes, lower=False)
        if len(shape) == 1:
            self.replace(rewriter, op, [inner])
            return
        result = insert(rewriter, llvm.PoisonOp(self.convert(op.mask_vector.type)))
        for row in vector_rows(shape):
            mask = inner
            for position, size in zip(row, sizes):
                inside = bound_mask(rewriter, position, size, 1, lower=False)
                mask = and_masks(rewriter, mask, shuffle_lanes(rewriter, inside, [0] * lanes))
            result = insert_value(rewriter, result, mask, row)
        self.replace(rewriter, op, [result])


@dataclass
class BroadcastOpLowering(LLVMPattern):
    """`vector.broadcast` row by row (see the module docstring):

        %r = vector.broadcast %s : f32 to vector<2x4xf32>

    becomes

        %0 = llvm.mlir.poison : vector<4xf32>
        %1 = llvm.insertelement %s, %0[%c0 : i32] : vector<4xf32>
        %2 = llvm.shufflevector %1, %1 [0, 0, 0, 0] : vector<4xf32>
        %3 = llvm.insertvalue %2, %poison[0] : !llvm.array<2 x vector<4xf32>>
        %r = llvm.insertvalue %2, %3[1] : !llvm.array<2 x vector<4xf32>>
    """

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BroadcastOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.operand(rewriter, op.source)
        result_shape = op.vector.type.get_shape() or (1,)
        source_type = op.source.type
        source_shape = source_type.get_shape() if isinstance(source_type, VectorType) else ()
        lead = len(result_shape) - len(source_shape)
        rows: dict[tuple[int, ...], SSAValue] = {}

        def row(result_index: tuple[int, ...]) -> SSAValue:
            """The row of the result at `result_index` (its leading dims), made once per source row."""
            at = tuple(0 if size == 1 else result_index[lead + d] for d, size in enumerate(source_shape[:-1]))
            if at in rows:
                return rows[at]
            if not source_shape:
                scalar = source if not isinstance(source.type, VectorType) else _first(rewriter, source)
                rows[at] = splat(rewriter, scalar, result_shape[-1])
                return rows[at]
            from_source = source
            if len(source_shape) > 1:
                row_type = VectorType(self.convert(source_type.element_type), source_shape[-1:])
                from_source = extract_value(rewriter, source, at, row_type)
            same = source_shape[-1] == result_shape[-1]
            rows[at] = from_source if same else shuffle_lanes(rewriter, from_source, [0] * result_shape[-1])
            return rows[at]

        if len(result_shape) == 1:
            self.replace(rewriter, op, [row(())])
            return
        result = insert(rewriter, llvm.PoisonOp(self.convert(op.vector.type)))
        for index in vector_rows(result_shape):
            result = insert_value(rewriter, result, row(index), index)
        self.replace(rewriter, op, [result])


@dataclass
class BitcastOpLowering(LLVMPattern):
    """`vector.bitcast` of a 1-D (or 0-D) vector: `llvm.bitcast` to the result's LLVM type (upstream's
    `VectorBitCastOpConversion`; an n-D one is left, as upstream leaves it to unrolling)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BitcastOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.operand(rewriter, op.source)
        cast = llvm.BitcastOp.create(operands=[source], result_types=[self.convert(op.result.type)])
        self.replace(rewriter, op, [insert(rewriter, cast)])


def _first(rewriter: PatternRewriter, source: SSAValue) -> SSAValue:
    """Lane 0 of the vector `source` (a 0-D vector lowered to one lane)."""
    return insert(rewriter, llvm.ExtractElementOp(source, constant(rewriter, 0, i64)))


def populate_vector_masked_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The patterns of this module for `converter`."""
    patterns = (
        BitcastOpLowering, BroadcastOpLowering, CreateMaskOpLowering, MaskedLoadOpLowering, MaskedStoreOpLowering,
        ExpandLoadOpLowering, CompressStoreOpLowering, GatherOpLowering, ScatterOpLowering,
    )  # fmt: skip
    return [p(converter) for p in patterns]
