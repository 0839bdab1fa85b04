"""`--finalize-memref-to-llvm`: memref ops to llvm ops on memref descriptors.

As upstream's MemRefToLLVM, a memref value is its descriptor
`!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>`; accesses
compute `aligned + offset + sum(index_k * stride_k)` with a
`getelementptr`, allocation calls `malloc`/`free` (over-allocating and
rounding the pointer up when `alignment` is given) or uses `llvm.alloca`:

    %v = memref.load %m[%i, %j] : memref<4x?xf32>

becomes

    %p = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %s = llvm.extractvalue %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %o = llvm.mul %i, %s : i64
    %k = llvm.add %o, %j : i64
    %a = llvm.getelementptr inbounds|nuw %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %a : !llvm.ptr -> f32

Also lowered: dim, cast, reinterpret_cast, subview, collapse_shape and
expand_shape (new descriptors over the same buffer; upstream wants
`--expand-strided-metadata` first, here they are lowered directly),
global/get_global (`llvm.mlir.global` of nested arrays; the allocated
pointer of a global is the 0xdeadbeef marker, as upstream, since it must
never be freed), copy (`llvm.intr.memcpy` when both sides have the identity
layout, else a call to the runtime's `memrefCopy` with unranked descriptors,
as upstream), extract_aligned_pointer_as_index, extract_strided_metadata (for
`--expand-strided-metadata` output), assume_alignment (dropped), atomic_rmw
(`llvm.atomicrmw`; mulf and muli, which upstream leaves illegal, as generic_atomic_rmw) and
generic_atomic_rmw (a loop around `llvm.cmpxchg`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import prod

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    UnrankedMemRefType,
    UnrealizedConversionCastOp,
    i1,
    i8,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern
from xdsl.rewriter import BlockInsertPoint, InsertPoint, Rewriter

from aiopt.dialects import arith, llvm, memref
from aiopt.dialects.memref import AtomicRMWOp, ReshapeOp, TransposeOp
from aiopt.lowering.llvm_type_converter import (
    PTR,
    LLVMPattern,
    LLVMTypeConverter,
    MemRefDescriptor,
    apply_llvm_conversion,
    cast_to,
    check_index_bitwidth,
    constant,
    declare_function,
    extract_value,
    has_identity_layout,
    insert,
    insert_value,
    memref_strides_and_offset,
    source_value,
)
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.sparse_elements import SparseElementsAttr
from aiopt.transforms.bufferization_analysis import MAX_BUFFER_BYTES, check_buffer_size
from aiopt.transforms.memref_expand import atomic_rmw_to_generic

_GEP_INBOUNDS_NUW = llvm.GEP_NO_WRAP_FLAGS["inbounds"] | llvm.GEP_NO_WRAP_FLAGS["nuw"]
_DEADBEEF = 0xDEADBEEF


class _Arith:
    """Index arithmetic that folds constants; inserts llvm ops through the rewriter."""

    def __init__(self, rewriter: PatternRewriter, index_type: Attribute):
        self.rewriter, self.type = rewriter, index_type

    def const(self, value: int) -> SSAValue:
        return constant(self.rewriter, value, self.type)

    def value(self, v: int | SSAValue) -> SSAValue:
        return self.const(v) if isinstance(v, int) else v

    def mul(self, a: int | SSAValue, b: int | SSAValue) -> int | SSAValue:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        return insert(self.rewriter, llvm.MulOp(self.value(a), self.value(b)))

    def add(self, a: int | SSAValue, b: int | SSAValue) -> int | SSAValue:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        return insert(self.rewriter, llvm.AddOp(self.value(a), self.value(b)))


def _static(value: int | None) -> int | None:
    return None if value is None or value == DYNAMIC_INDEX else value


@dataclass
class MemRefPattern(LLVMPattern):
    """Base of the memref patterns: descriptors of operands and static-or-dynamic fields."""

    def descriptor(self, rewriter: PatternRewriter, value: SSAValue) -> MemRefDescriptor:
        assert isinstance(value.type, MemRefType)
        return MemRefDescriptor(self.operand(rewriter, value), value.type, self.converter.index_type)

    def element_type(self, type_: MemRefType) -> Attribute:
        return self.convert(type_.element_type)

    def size_or_value(self, rewriter: PatternRewriter, d: MemRefDescriptor, dim: int) -> int | SSAValue:
        size = d.type.get_shape()[dim]
        return size if size >= 0 else d.size(rewriter, dim)

    def stride_or_value(self, rewriter: PatternRewriter, d: MemRefDescriptor, dim: int) -> int | SSAValue:
        stride = memref_strides_and_offset(d.type)[0][dim]
        return stride if stride is not None else d.stride(rewriter, dim)

    def offset_or_value(self, rewriter: PatternRewriter, d: MemRefDescriptor) -> int | SSAValue:
        offset = memref_strides_and_offset(d.type)[1]
        return offset if offset is not None else d.offset(rewriter)

    def element_ptr(
        self, rewriter: PatternRewriter, memref: SSAValue, indices: Sequence[SSAValue], inbounds: bool = True
    ) -> SSAValue:
        """The address of element `indices` of `memref`: aligned + offset + sum(index * stride); a GEP `inbounds|nuw`
        unless `inbounds` is false (an address that may lie outside the buffer: a masked access's first lane)."""
        d = self.descriptor(rewriter, memref)
        math = _Arith(rewriter, self.converter.index_type)
        linear: int | SSAValue = self.offset_or_value(rewriter, d)
        for dim, index in enumerate(self.operands(rewriter, indices)):
            linear = math.add(linear, math.mul(index, self.stride_or_value(rewriter, d, dim)))
        flags = _GEP_INBOUNDS_NUW if inbounds else 0
        gep = llvm.GEPOp.build(d.aligned_ptr(rewriter), [math.value(linear)], self.element_type(d.type), flags)
        return insert(rewriter, gep)

    def size_in_bytes(self, rewriter: PatternRewriter, element: Attribute, count: SSAValue) -> SSAValue:
        """`count` elements' size in bytes, as upstream: `ptrtoint(getelementptr null[count])`."""
        null = insert(rewriter, llvm.ZeroOp.create(result_types=[PTR]))
        end = insert(rewriter, llvm.GEPOp.build(null, [count], element))
        return insert(rewriter, llvm.PtrToIntOp(end, self.converter.index_type))

    def identity_sizes_and_strides(
        self, rewriter: PatternRewriter, type_: MemRefType, dynamic: Sequence[SSAValue]
    ) -> tuple[list[SSAValue], list[SSAValue], int | SSAValue]:
        """Sizes, row-major strides and element count of a new identity-layout buffer of `type_`."""
        math = _Arith(rewriter, self.converter.index_type)
        dynamic_iter = iter(self.operands(rewriter, dynamic))
        sizes: list[int | SSAValue] = [s if s >= 0 else next(dynamic_iter) for s in type_.get_shape()]
        strides: list[int | SSAValue] = []
        running: int | SSAValue = 1
        for size in reversed(sizes):
            strides.append(running)
            running = math.mul(running, size)
        strides.reverse()
        return [math.value(s) for s in sizes], [math.value(s) for s in strides], running


def _alignment(op: Operation) -> int | None:
    alignment = op.properties.get("alignment")
    return alignment.value.data if isinstance(alignment, IntegerAttr) else None


@dataclass
class AllocOpLowering(MemRefPattern):
    """`memref.alloc` to `malloc`; with `alignment` the pointer is rounded up inside a larger block."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AllocOp, rewriter: PatternRewriter) -> None:
        type_ = op.results[0].type if op.results else None
        if not has_identity_layout(type_) or not self.convertible(op):
            return
        assert isinstance(type_, MemRefType)
        check_buffer_size(type_, op)
        index = self.converter.index_type
        math = _Arith(rewriter, index)
        sizes, strides, count = self.identity_sizes_and_strides(rewriter, type_, op.operands)
        size = self.size_in_bytes(rewriter, self.element_type(type_), math.value(count))
        alignment = _alignment(op)
        if alignment is not None:
            size = insert(rewriter, llvm.AddOp(size, math.const(alignment)))
        if op.operands:
            size = self._saturated(rewriter, type_, op.operands, size, alignment or 0)
        declare_function(op, "malloc", [index], PTR)
        allocated = insert(rewriter, llvm.CallOp("malloc", size, return_type=PTR))
        aligned = allocated if alignment is None else self._align(rewriter, allocated, alignment)
        d = MemRefDescriptor.build(rewriter, type_, self.converter, allocated, aligned, math.const(0), sizes, strides)
        self.replace(rewriter, op, [d.value])

    def _saturated(
        self, rewriter: PatternRewriter, type_: MemRefType, dynamic: Sequence[SSAValue], size: SSAValue, extra: int
    ) -> SSAValue:
        """`size`, or all ones (a size `malloc` never meets) when the exact byte count of dynamic sizes
        exceeds 2^63 - 1 (sizes too large, or negative), where the 64-bit product would wrap around.

        The product is taken in i128, clamped after each factor so that it cannot wrap there either:

            %w = llvm.zext %n : i64 to i128
            %p = llvm.mul %static, %w : i128
            %big = llvm.icmp "ugt" %p, %limit : i128
            ...
            %size = llvm.select %too_large, %all_ones, %bytes : i1, i64
        """
        wide = llvm.IntegerType(128)
        limit = MAX_BUFFER_BYTES - extra
        index = self.converter.index_type

        def clamped_product(a: SSAValue, b: SSAValue) -> SSAValue:
            # Both factors are below 2^64, so the i128 product is exact; clamped, it stays below 2^64.
            product = insert(rewriter, llvm.MulOp(a, b))
            over = insert(rewriter, llvm.ICmpOp(product, constant(rewriter, limit, wide), IntegerAttr(8, 64)))
            return insert(rewriter, llvm.SelectOp(over, constant(rewriter, limit + 1, wide), product))

        element_size = self.size_in_bytes(rewriter, self.element_type(type_), constant(rewriter, 1, index))
        static = prod(s for s in type_.get_shape() if s >= 0)
        exact = clamped_product(
            insert(rewriter, llvm.ZExtOp(element_size, wide)), constant(rewriter, min(static, limit + 1), wide)
        )
        for value in self.operands(rewriter, dynamic):
            exact = clamped_product(exact, insert(rewriter, llvm.ZExtOp(value, wide)))
        too_large = insert(rewriter, llvm.ICmpOp(exact, constant(rewriter, limit, wide), IntegerAttr(8, 64)))
        return insert(rewriter, llvm.SelectOp(too_large, constant(rewriter, -1, index), size))

    def _align(self, rewriter: PatternRewriter, ptr: SSAValue, alignment: int) -> SSAValue:
        """`ptr` rounded up to a multiple of `alignment`: a byte GEP by `(-ptr) mod alignment`."""
        math = _Arith(rewriter, self.converter.index_type)
        address = insert(rewriter, llvm.PtrToIntOp(ptr, self.converter.index_type))
        bumped = insert(rewriter, llvm.AddOp(address, math.const(alignment - 1)))
        rounded = insert(rewriter, llvm.SubOp(bumped, insert(rewriter, llvm.URemOp(bumped, math.const(alignment)))))
        delta = insert(rewriter, llvm.SubOp(rounded, address))
        return insert(rewriter, llvm.GEPOp.build(ptr, [delta], llvm.IntegerType(8)))


@dataclass
class AllocaOpLowering(MemRefPattern):
    """`memref.alloca` to `llvm.alloca` of the element count."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AllocaOp, rewriter: PatternRewriter) -> None:
        type_ = op.results[0].type if op.results else None
        if not has_identity_layout(type_) or not self.convertible(op):
            return
        assert isinstance(type_, MemRefType)
        check_buffer_size(type_, op)
        math = _Arith(rewriter, self.converter.index_type)
        sizes, strides, count = self.identity_sizes_and_strides(rewriter, type_, op.operands)
        alloca = llvm.AllocaOp(math.value(count), self.element_type(type_))
        alignment = _alignment(op)
        if alignment is None:
            del alloca.properties["alignment"]
        else:
            alloca.properties["alignment"] = IntegerAttr(alignment, 64)
        ptr = insert(rewriter, alloca)
        d = MemRefDescriptor.build(rewriter, type_, self.converter, ptr, ptr, math.const(0), sizes, strides)
        self.replace(rewriter, op, [d.value])


@dataclass
class DeallocOpLowering(MemRefPattern):
    """`memref.dealloc` to `free` of the allocated pointer."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.DeallocOp, rewriter: PatternRewriter) -> None:
        if not isinstance(op.operands[0].type, MemRefType) or not self.convertible(op):
            return
        d = self.descriptor(rewriter, op.operands[0])
        declare_function(op, "free", [PTR], None)
        rewriter.replace(op, llvm.CallOp("free", d.allocated_ptr(rewriter)))


@dataclass
class LoadOpLowering(MemRefPattern):
    """`memref.load` to a GEP and `llvm.load` (of an n-D vector element, the array of its rows, as upstream's)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.LoadOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        ptr = self.element_ptr(rewriter, op.operands[0], op.operands[1:])
        self.replace(rewriter, op, [insert(rewriter, llvm.LoadOp(ptr, self.convert(op.results[0].type)))])


@dataclass
class StoreOpLowering(MemRefPattern):
    """`memref.store` to a GEP and `llvm.store` (of an n-D vector element, the array of its rows)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.StoreOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        value = self.operand(rewriter, op.operands[0])
        ptr = self.element_ptr(rewriter, op.operands[1], op.operands[2:])
        rewriter.replace(op, llvm.StoreOp(value, ptr))


def _constant_index(value: SSAValue) -> int | None:
    """The value of an index constant (arith or llvm, through casts), or None."""
    owner = value.owner
    while isinstance(owner, UnrealizedConversionCastOp):
        owner = owner.operands[0].owner
    if isinstance(owner, arith.ConstantOp | llvm.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


@dataclass
class RankOpLowering(MemRefPattern):
    """`memref.rank`: a constant for a ranked memref; of an unranked one, the rank its descriptor holds
    (upstream's `MemRefRankOpLowering`):

        %r = llvm.extractvalue %unranked[0] : !llvm.struct<(i64, ptr)>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.RankOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = op.operands[0]
        if isinstance(source.type, UnrankedMemRefType):
            rank = extract_value(rewriter, self.operand(rewriter, source), [0], self.converter.index_type)
        else:
            rank = constant(rewriter, source.type.get_num_dims(), self.converter.index_type)
        self.replace(rewriter, op, [rank])


@dataclass
class DimOpLowering(MemRefPattern):
    """`memref.dim` to a constant or a descriptor read (a select chain for a dynamic dimension); of an
    unranked memref, a load from the ranked descriptor it points to, as upstream:

        %p = llvm.extractvalue %unranked[1] : !llvm.struct<(i64, ptr)>
        %offset = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
        %i1 = llvm.add %c1, %i : i64
        %size = llvm.getelementptr %offset[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, i64
        %r = llvm.load %size : !llvm.ptr -> i64
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.DimOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        if isinstance(op.operands[0].type, UnrankedMemRefType):
            self.replace(rewriter, op, [self.unranked_size(rewriter, op.operands[0], op.operands[1])])
            return
        d = self.descriptor(rewriter, op.operands[0])
        dim = _constant_index(op.operands[1])
        if dim is not None and 0 <= dim < d.rank:
            self.replace(rewriter, op, [d.size(rewriter, dim)])
            return
        # A dynamic index, or a constant one out of range (valid IR, undefined at run time): as upstream, the
        # dynamic path. (Returning here unmatched would leave the descriptor's cast behind: the driver
        # would see a change and match again, for ever.)
        index = self.operand(rewriter, op.operands[1])
        result = d.size(rewriter, d.rank - 1)
        for other in reversed(range(d.rank - 1)):
            matches = insert(rewriter, llvm.ICmpOp(index, constant(rewriter, other, index.type), IntegerAttr(0, 64)))
            result = insert(rewriter, llvm.SelectOp(matches, d.size(rewriter, other), result))
        self.replace(rewriter, op, [result])

    def unranked_size(self, rewriter: PatternRewriter, memref_: SSAValue, dim: SSAValue) -> SSAValue:
        """Size `dim` of an unranked memref (upstream's extractSizeOfUnrankedMemRef): every ranked descriptor
        holds its sizes right after its offset (field 2), so size `dim` is `dim + 1` indices past the offset."""
        type_ = memref_.type
        assert isinstance(type_, UnrankedMemRefType)
        index = self.converter.index_type
        ranked = extract_value(rewriter, self.operand(rewriter, memref_), [1], PTR)
        scalar = self.converter.memref_descriptor_type(MemRefType(type_.element_type, [], memory_space=type_.memory_space))
        offset = insert(rewriter, llvm.GEPOp.build(ranked, [0, 2], scalar))
        past_offset = insert(rewriter, llvm.AddOp(constant(rewriter, 1, index), self.operand(rewriter, dim)))
        size = insert(rewriter, llvm.GEPOp.build(offset, [past_offset], index))
        return insert(rewriter, llvm.LoadOp(size, index))


@dataclass
class CastOpLowering(MemRefPattern):
    """`memref.cast` between ranked memrefs: the descriptor is unchanged. To an unranked memref, as
    upstream: the descriptor goes to a stack slot, and `{rank, pointer to it}` is the unranked one;
    from an unranked memref: the descriptor is loaded through that pointer."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CastOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source, result = op.operands[0].type, op.results[0].type
        value = self.operand(rewriter, op.operands[0])
        if isinstance(source, MemRefType) and isinstance(result, MemRefType):
            self.replace(rewriter, op, [value])
        elif isinstance(source, MemRefType):
            one = constant(rewriter, 1, self.converter.index_type)
            slot = insert(rewriter, llvm.AllocaOp(one, value.type))
            rewriter.insert(llvm.StoreOp(value, slot))
            rank = constant(rewriter, source.get_num_dims(), self.converter.index_type)
            unranked = insert(rewriter, llvm.PoisonOp(self.convert(result)))
            unranked = insert_value(rewriter, unranked, rank, [0])
            self.replace(rewriter, op, [insert_value(rewriter, unranked, slot, [1])])
        else:
            slot = extract_value(rewriter, value, [1], PTR)
            self.replace(rewriter, op, [insert(rewriter, llvm.LoadOp(slot, self.convert(result)))])


def _mixed(rewriter_values: Sequence[SSAValue], static: Sequence[int]) -> list[int | SSAValue]:
    """Static values, with each DYNAMIC_INDEX replaced by the next dynamic operand."""
    dynamic = iter(rewriter_values)
    return [next(dynamic) if v == DYNAMIC_INDEX else v for v in static]


@dataclass
class ReinterpretCastOpLowering(MemRefPattern):
    """`memref.reinterpret_cast` to a descriptor with the given offset, sizes and strides."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ReinterpretCastOp, rewriter: PatternRewriter) -> None:
        # An unranked source (upstream reads its descriptor through the rank) is not lowered here.
        if not self.convertible(op) or not isinstance(op.operands[0].type, MemRefType):
            return
        source = self.descriptor(rewriter, op.operands[0])
        math = _Arith(rewriter, self.converter.index_type)
        offset = _mixed(self.operands(rewriter, op.offsets), op.static_offsets.get_values())
        sizes = _mixed(self.operands(rewriter, op.sizes), op.static_sizes.get_values())
        strides = _mixed(self.operands(rewriter, op.strides), op.static_strides.get_values())
        d = MemRefDescriptor.build(
            rewriter,
            op.results[0].type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            math.value(offset[0]),
            [math.value(s) for s in sizes],
            [math.value(s) for s in strides],
        )
        self.replace(rewriter, op, [d.value])


def _kept_dims(sizes: Sequence[int | SSAValue], result_shape: Sequence[int]) -> list[int]:
    """Source dimensions a rank-reducing subview keeps: unit dimensions are dropped until the ranks match."""
    to_drop = len(sizes) - len(result_shape)
    kept: list[int] = []
    for dim, size in enumerate(sizes):
        if to_drop and size == 1 and (len(kept) >= len(result_shape) or result_shape[len(kept)] != 1):
            to_drop -= 1
            continue
        kept.append(dim)
    return kept


@dataclass
class SubviewOpLowering(MemRefPattern):
    """`memref.subview`: offset += sum(offset_k * stride_k), strides *= steps, sizes given (rank-reducing too)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.SubviewOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.operands[0])
        result_type = op.results[0].type
        math = _Arith(rewriter, self.converter.index_type)
        offsets = _mixed(self.operands(rewriter, op.offsets), op.static_offsets.get_values())
        sizes = _mixed(self.operands(rewriter, op.sizes), op.static_sizes.get_values())
        steps = _mixed(self.operands(rewriter, op.strides), op.static_strides.get_values())
        source_strides = [self.stride_or_value(rewriter, source, dim) for dim in range(source.rank)]
        offset: int | SSAValue = self.offset_or_value(rewriter, source)
        for value, stride in zip(offsets, source_strides):
            offset = math.add(offset, math.mul(value, stride))
        kept = _kept_dims(sizes, result_type.get_shape())
        d = MemRefDescriptor.build(
            rewriter,
            result_type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            math.value(offset),
            [math.value(sizes[dim]) for dim in kept],
            [math.value(math.mul(source_strides[dim], steps[dim])) for dim in kept],
        )
        self.replace(rewriter, op, [d.value])


def _groups(op: Operation) -> list[list[int]]:
    reassociation = op.properties["reassociation"]
    assert isinstance(reassociation, ArrayAttr)
    return [[int(i.value.data) for i in group] for group in reassociation]


@dataclass
class CollapseShapeOpLowering(MemRefPattern):
    """`memref.collapse_shape`: each group's size is the product of its sizes, its stride the innermost one."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CollapseShapeOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.operands[0])
        math = _Arith(rewriter, self.converter.index_type)
        sizes, strides = [], []
        for group in _groups(op):
            sizes.append(math.value(prod_values(math, [self.size_or_value(rewriter, source, d) for d in group])))
            strides.append(math.value(self.stride_or_value(rewriter, source, group[-1]) if group else 1))
        d = MemRefDescriptor.build(
            rewriter,
            op.results[0].type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            math.value(self.offset_or_value(rewriter, source)),
            sizes,
            strides,
        )
        self.replace(rewriter, op, [d.value])


def prod_values(math: _Arith, values: Sequence[int | SSAValue]) -> int | SSAValue:
    """The product of static and dynamic values, folding the static ones."""
    result: int | SSAValue = prod(v for v in values if isinstance(v, int))
    for value in values:
        if not isinstance(value, int):
            result = math.mul(result, value)
    return result


@dataclass
class ExpandShapeOpLowering(MemRefPattern):
    """`memref.expand_shape`: each source dimension splits into its group, strides growing outward."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ExpandShapeOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.operands[0])
        math = _Arith(rewriter, self.converter.index_type)
        output = _mixed(self.operands(rewriter, op.operands[1:]), op.static_output_shape.get_values())
        sizes: list[int | SSAValue] = list(output)
        strides: list[int | SSAValue] = [0] * len(output)
        for source_dim, group in enumerate(_groups(op)):
            running = self.stride_or_value(rewriter, source, source_dim)
            for dim in reversed(group):
                strides[dim] = running
                running = math.mul(running, sizes[dim])
        d = MemRefDescriptor.build(
            rewriter,
            op.results[0].type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            math.value(self.offset_or_value(rewriter, source)),
            [math.value(s) for s in sizes],
            [math.value(s) for s in strides],
        )
        self.replace(rewriter, op, [d.value])


@dataclass
class ReshapeOpLowering(MemRefPattern):
    """`memref.reshape`: the source's pointers with the result's sizes (dynamic ones loaded from the shape
    buffer) and row-major strides."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        # Unranked sources and results are not lowered here.
        if not self.convertible(op) or not all(isinstance(v.type, MemRefType) for v in (op.operands[0], op.results[0])):
            return
        source = self.descriptor(rewriter, op.operands[0])
        shape = self.descriptor(rewriter, op.operands[1])
        math = _Arith(rewriter, self.converter.index_type)
        index_type = self.converter.index_type
        sizes: list[int | SSAValue] = []
        for dim, size in enumerate(op.results[0].type.get_shape()):
            if size >= 0:
                sizes.append(size)
                continue
            linear = math.add(
                self.offset_or_value(rewriter, shape), math.mul(dim, self.stride_or_value(rewriter, shape, 0))
            )
            element = self.element_type(shape.type)
            ptr = insert(rewriter, llvm.GEPOp.build(shape.aligned_ptr(rewriter), [math.value(linear)], element))
            value = insert(rewriter, llvm.LoadOp(ptr, element))
            if element.bitwidth < index_type.bitwidth:
                value = insert(rewriter, llvm.SExtOp(value, index_type))
            elif element.bitwidth > index_type.bitwidth:
                value = insert(rewriter, llvm.TruncOp(value, index_type))
            sizes.append(value)
        strides: list[int | SSAValue] = []
        running: int | SSAValue = 1
        for size in reversed(sizes):
            strides.insert(0, running)
            running = math.mul(running, size)
        d = MemRefDescriptor.build(
            rewriter,
            op.results[0].type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            math.value(self.offset_or_value(rewriter, source)),
            [math.value(s) for s in sizes],
            [math.value(s) for s in strides],
        )
        self.replace(rewriter, op, [d.value])


@dataclass
class ViewOpLowering(MemRefPattern):
    """`memref.view`: the byte buffer's aligned pointer advanced by the byte shift, the result's sizes and
    row-major strides, offset 0."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ViewOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.operands[0])
        (shift,) = self.operands(rewriter, [op.operands[1]])
        aligned = insert(rewriter, llvm.GEPOp.build(source.aligned_ptr(rewriter), [shift], i8))
        sizes, strides, _ = self.identity_sizes_and_strides(rewriter, op.results[0].type, op.operands[2:])
        zero = constant(rewriter, 0, self.converter.index_type)
        d = MemRefDescriptor.build(
            rewriter, op.results[0].type, self.converter, source.allocated_ptr(rewriter), aligned, zero, sizes, strides
        )
        self.replace(rewriter, op, [d.value])


@dataclass
class TransposeOpLowering(MemRefPattern):
    """`memref.transpose`: the same pointers and offset, sizes and strides permuted."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.in_)
        d = MemRefDescriptor.build(
            rewriter,
            op.result.type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            source.offset(rewriter),
            [source.size(rewriter, dim) for dim in op.dims],
            [source.stride(rewriter, dim) for dim in op.dims],
        )
        self.replace(rewriter, op, [d.value])


_ATOMIC_BIN_OPS = {
    "addf": "fadd", "addi": "add", "andi": "_and", "assign": "xchg", "maximumf": "fmax", "maxs": "max",
    "maxu": "umax", "minimumf": "fmin", "mins": "min", "minu": "umin", "ori": "_or", "xori": "_xor",
    "maxnumf": "fmax", "minnumf": "fmin",
}  # fmt: skip
"""The memref.atomic_rmw kinds that one `llvm.atomicrmw` does, as upstream (mulf and muli need a loop)."""


@dataclass
class AtomicRMWOpLowering(MemRefPattern):
    """`memref.atomic_rmw` to `llvm.atomicrmw ... acq_rel` on the element's address.

    A kind that LLVM has no `atomicrmw` for (`mulf`, `muli`) becomes the `memref.generic_atomic_rmw` that
    `memref-expand` makes of the float min/max kinds, which GenericAtomicRMWOpLowering turns into a
    `llvm.cmpxchg` loop. Upstream leaves those kinds illegal here (`failed to legalize`): a program could
    write them but never lower them.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: AtomicRMWOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        if op.kind_name not in _ATOMIC_BIN_OPS:
            atomic_rmw_to_generic(rewriter, op)
            return
        ptr = self.element_ptr(rewriter, op.memref, op.indices)
        (value,) = self.operands(rewriter, [op.value])
        self.replace(rewriter, op, [insert(rewriter, llvm.AtomicRMWOp(_ATOMIC_BIN_OPS[op.kind_name], ptr, value))])


def _exchanged_type(type_: Attribute) -> Attribute | None:
    """The type `llvm.cmpxchg` swaps a value of `type_` as: itself for an 8/16/32/64-bit integer, the integer
    of its width for a float (cmpxchg takes no floats: they are compared as bits), None for other types."""
    if isinstance(type_, IntegerType):
        return type_ if type_.width.data in (8, 16, 32, 64) else None
    if isinstance(type_, AnyFloat) and type_.bitwidth in (16, 32, 64):
        return IntegerType(type_.bitwidth)
    return None


@dataclass
class GenericAtomicRMWOpLowering(MemRefPattern):
    """`memref.generic_atomic_rmw` to a loop around `llvm.cmpxchg acq_rel monotonic` that retries until no
    other thread changed the element in between (upstream's `GenericAtomicRMWOpLowering`): the body is
    inlined into the loop block, on the value loaded first or returned by the failed cmpxchg; a float is
    exchanged as the integer of its bits (upstream's floating-point support, llvm/llvm-project#194300).

        %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
        ^bb0(%old: f32):
          %new = arith.addf %old, %c1 : f32
          memref.atomic_yield %new : f32
        }

    becomes

        %p = llvm.getelementptr inbounds|nuw ... -> !llvm.ptr, f32
        %init = llvm.load %p : !llvm.ptr -> f32
        llvm.br ^loop(%init : f32)
      ^loop(%loaded: f32):
        %new = arith.addf %loaded, %c1 : f32
        %cmp = llvm.bitcast %loaded : f32 to i32
        %val = llvm.bitcast %new : f32 to i32
        %pair = llvm.cmpxchg %p, %cmp, %val acq_rel monotonic : !llvm.ptr, i32
        %bits = llvm.extractvalue %pair[0] : !llvm.struct<(i32, i1)>
        %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
        %x = llvm.bitcast %bits : i32 to f32
        llvm.cond_br %ok, ^end, ^loop(%x : f32)
      ^end:
        // uses of the op's result use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.GenericAtomicRMWOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        value_type = self.convert(op.result.type)
        exchanged = _exchanged_type(value_type)
        init_block = op.parent_block()
        if exchanged is None or init_block is None:
            return
        ptr = self.element_ptr(rewriter, op.memref, op.indices)
        init = insert(rewriter, llvm.LoadOp(ptr, value_type))
        end_block = init_block.split_before(op)
        loop_block = Block(arg_types=[value_type])
        Rewriter.insert_block(loop_block, BlockInsertPoint.before(end_block))
        rewriter.insert(llvm.BrOp(loop_block, init), InsertPoint.at_end(init_block))
        loaded = loop_block.args[0]

        rewriter.insertion_point = InsertPoint.at_end(loop_block)
        body = op.atomic_body.block
        terminator = body.last_op
        assert isinstance(terminator, memref.AtomicYieldOp)
        rewriter.inline_block(body, InsertPoint.at_end(loop_block), [source_value(rewriter, loaded, op.result.type)])
        result = terminator.result
        rewriter.erase(terminator)
        compared, stored = loaded, cast_to(rewriter, result, value_type)
        if exchanged != value_type:
            compared = insert(rewriter, llvm.BitcastOp(compared, exchanged))
            stored = insert(rewriter, llvm.BitcastOp(stored, exchanged))
        pair = insert(
            rewriter,
            llvm.CmpXchgOp.create(
                operands=[ptr, compared, stored],
                result_types=[llvm.LLVMStructType.from_type_list([exchanged, i1])],
                properties={
                    "success_ordering": IntegerAttr(llvm.ATOMIC_ORDERINGS.index("acq_rel"), 64),
                    "failure_ordering": IntegerAttr(llvm.ATOMIC_ORDERINGS.index("monotonic"), 64),
                },
            ),
        )
        new_loaded = extract_value(rewriter, pair, [0], exchanged)
        ok = extract_value(rewriter, pair, [1], i1)
        if exchanged != value_type:
            new_loaded = insert(rewriter, llvm.BitcastOp(new_loaded, value_type))
        rewriter.insert(llvm.CondBrOp(ok, end_block, [], loop_block, [new_loaded]))
        rewriter.insertion_point = InsertPoint.before(op)
        self.replace(rewriter, op, [new_loaded])


def global_type(converter: LLVMTypeConverter, type_: MemRefType) -> Attribute:
    """The LLVM type of a global buffer: nested arrays of the element type (the element for rank 0)."""
    result = converter.convert_type(type_.element_type)
    assert result is not None
    for size in reversed(type_.get_shape()):
        result = llvm.LLVMArrayType(size, result)
    return result


@dataclass
class GlobalOpLowering(MemRefPattern):
    """`memref.global` to `llvm.mlir.global` of nested arrays (private visibility: private linkage)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.GlobalOp, rewriter: PatternRewriter) -> None:
        type_ = op.properties["type"]
        if (
            not isinstance(type_, MemRefType)
            or not type_.has_static_shape()
            or self.converter.convert_type(type_) is None
        ):
            return
        visibility = op.properties.get("sym_visibility")
        private = isinstance(visibility, StringAttr) and visibility.data == "private"
        value = op.properties.get("initial_value")
        if isinstance(value, SparseElementsAttr):
            value = value.to_dense()  # the same constant: upstream's translation reads a sparse one element by element
        if isinstance(value, DenseResourceAttr) and type_.get_num_dims() == 0:
            # Its one element is read from the blob (upstream's `getSplatValue` cannot read a resource).
            try:
                value = dense_from_resource(value)
            except ResourceError as err:
                raise DiagnosticError(op_error_message(op, str(err)), op) from None
        if isinstance(value, DenseIntOrFPElementsAttr) and type_.get_num_dims() == 0:
            # A rank-0 global holds a scalar: upstream's initializer is the element attribute (of a complex
            # element, the `[re, im]` array attribute, as for an `llvm.mlir.constant` of the struct).
            value = _element_attribute(value, self.convert(type_.element_type))
        if not isinstance(value, DenseIntOrFPElementsAttr | DenseResourceAttr | FloatAttr | IntegerAttr | ArrayAttr):
            value = None
        array_type = global_type(self.converter, type_)
        body = None
        if isinstance(op.properties.get("initial_value"), UnitAttr):
            # `= uninitialized` defines the global, as upstream: an initializer returning undef (without one,
            # an external declaration, which nothing would define).
            undef = llvm.UndefOp(array_type)
            body = Region(Block([undef, llvm.ReturnOp(undef.res)]))
        new = llvm.GlobalOp(
            array_type,
            op.properties["sym_name"],
            "private" if private else "external",
            constant="constant" in op.properties,
            value=value,
            alignment=_alignment(op),
            body=body,
        )
        rewriter.replace(op, new)


def _element_attribute(value: DenseIntOrFPElementsAttr, element_type: Attribute) -> Attribute:
    """The one element of a rank-0 elements attribute, as upstream's `getSplatValue<Attribute>()` gives it, of
    LLVM type `element_type`:

        dense<2.5> : tensor<f32>                  2.500000e+00 : f32
        dense<(1.0, 2.0)> : tensor<complex<f64>>  [1.000000e+00 : f64, 2.000000e+00 : f64]
    """
    (element,) = value.get_values()
    if isinstance(element_type, llvm.LLVMStructType):
        part = element_type.types.data[0]
        return ArrayAttr([_scalar_attribute(v, part) for v in element])
    return _scalar_attribute(element, element_type)


def _scalar_attribute(value: int | float, type_: Attribute) -> Attribute:
    return (FloatAttr if isinstance(value, float) else IntegerAttr)(value, type_)


@dataclass
class GetGlobalOpLowering(MemRefPattern):
    """`memref.get_global` to `llvm.mlir.addressof` and a GEP to the first element."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.GetGlobalOp, rewriter: PatternRewriter) -> None:
        type_ = op.results[0].type if op.results else None
        if not isinstance(type_, MemRefType) or not type_.has_static_shape():
            return
        if not self.convertible(op):
            return
        name = op.properties["name"]
        assert isinstance(name, SymbolRefAttr)
        address = insert(rewriter, llvm.AddressOfOp(name, PTR))
        zeros = [0] * (type_.get_num_dims() + 1)
        aligned = insert(rewriter, llvm.GEPOp.build(address, zeros, global_type(self.converter, type_)))
        marker = insert(rewriter, llvm.IntToPtrOp(constant(rewriter, _DEADBEEF, self.converter.index_type)))
        sizes, strides, _ = self.identity_sizes_and_strides(rewriter, type_, [])
        zero = constant(rewriter, 0, self.converter.index_type)
        d = MemRefDescriptor.build(rewriter, type_, self.converter, marker, aligned, zero, sizes, strides)
        self.replace(rewriter, op, [d.value])


@dataclass
class CopyOpLowering(MemRefPattern):
    """`memref.copy`: `llvm.intr.memcpy` between identity layouts, else the runtime's `memrefCopy`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CopyOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source, target = op.operands
        ranked = isinstance(source.type, MemRefType) and isinstance(target.type, MemRefType)
        if ranked and has_identity_layout(source.type) and has_identity_layout(target.type):
            self._memcpy(rewriter, source, target)
        else:
            self._runtime_copy(op, rewriter, source, target)
        rewriter.erase(op)

    def _memcpy(self, rewriter: PatternRewriter, source: SSAValue, target: SSAValue) -> None:
        math = _Arith(rewriter, self.converter.index_type)
        s, t = self.descriptor(rewriter, source), self.descriptor(rewriter, target)
        count = prod_values(math, [self.size_or_value(rewriter, s, d) for d in range(s.rank)])
        size = self.size_in_bytes(rewriter, self.element_type(s.type), math.value(count))
        element = self.element_type(s.type)
        src = insert(rewriter, llvm.GEPOp.build(s.aligned_ptr(rewriter), [s.offset(rewriter)], element))
        dst = insert(rewriter, llvm.GEPOp.build(t.aligned_ptr(rewriter), [t.offset(rewriter)], element))
        rewriter.insert(llvm.MemcpyOp(dst, src, size))

    def _runtime_copy(self, op: Operation, rewriter: PatternRewriter, source: SSAValue, target: SSAValue) -> None:
        """Call `memrefCopy(element size, &unranked source, &unranked target)` (upstream's CRunnerUtils ABI)."""
        index = self.converter.index_type
        one = constant(rewriter, 1, index)
        unranked = []
        for value in (source, target):
            if not isinstance(value.type, MemRefType):
                # Already an unranked descriptor `{rank, pointer to the ranked one}`: passed as it is.
                descriptor = self.operand(rewriter, value)
                pointer = insert(rewriter, llvm.AllocaOp(one, descriptor.type, alignment=8))
                rewriter.insert(llvm.StoreOp(descriptor, pointer))
                unranked.append(pointer)
                continue
            d = self.descriptor(rewriter, value)
            storage = insert(rewriter, llvm.AllocaOp(one, d.value.type, alignment=8))
            rewriter.insert(llvm.StoreOp(d.value, storage))
            struct_type = llvm.LLVMStructType.from_type_list([index, PTR])
            struct = insert(rewriter, llvm.PoisonOp(struct_type))
            struct = insert(
                rewriter,
                llvm.InsertValueOp(DenseArrayBase.from_list(i64, [0]), struct, constant(rewriter, d.rank, index)),
            )
            struct = insert(rewriter, llvm.InsertValueOp(DenseArrayBase.from_list(i64, [1]), struct, storage))
            pointer = insert(rewriter, llvm.AllocaOp(one, struct_type, alignment=8))
            rewriter.insert(llvm.StoreOp(struct, pointer))
            unranked.append(pointer)
        element_size = self.size_in_bytes(rewriter, self.element_type(source.type), one)
        declare_function(op, "memrefCopy", [index, PTR, PTR], None)
        rewriter.insert(llvm.CallOp("memrefCopy", element_size, *unranked))


@dataclass
class ExtractAlignedPointerOpLowering(MemRefPattern):
    """`memref.extract_aligned_pointer_as_index` to `llvm.ptrtoint` of the aligned pointer."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ExtractAlignedPointerAsIndexOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        d = self.descriptor(rewriter, op.operands[0])
        address = insert(rewriter, llvm.PtrToIntOp(d.aligned_ptr(rewriter), self.converter.index_type))
        self.replace(rewriter, op, [address])


@dataclass
class ExtractStridedMetadataOpLowering(MemRefPattern):
    """`memref.extract_strided_metadata`: the base buffer (a rank-0 descriptor), offset, sizes and strides."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ExtractStridedMetaDataOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.operands[0])
        base_type = op.results[0].type
        zero = constant(rewriter, 0, self.converter.index_type)
        base = MemRefDescriptor.build(
            rewriter,
            base_type,
            self.converter,
            source.allocated_ptr(rewriter),
            source.aligned_ptr(rewriter),
            zero,
            [],
            [],
        )
        values = [base.value, source.offset(rewriter)]
        values += [source.size(rewriter, d) for d in range(source.rank)]
        values += [source.stride(rewriter, d) for d in range(source.rank)]
        self.replace(rewriter, op, values)


@dataclass
class AssumeAlignmentOpLowering(MemRefPattern):
    """`memref.assume_alignment` is only a hint: its result is its operand."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AssumeAlignmentOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, [], [op.operands[0]] * len(op.results))


def populate_finalize_memref_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The memref-to-llvm patterns for `converter`."""
    patterns = (
        AllocOpLowering,
        AllocaOpLowering,
        DeallocOpLowering,
        LoadOpLowering,
        StoreOpLowering,
        DimOpLowering,
        RankOpLowering,
        CastOpLowering,
        ReinterpretCastOpLowering,
        SubviewOpLowering,
        CollapseShapeOpLowering,
        ExpandShapeOpLowering,
        ReshapeOpLowering,
        ViewOpLowering,
        TransposeOpLowering,
        AtomicRMWOpLowering,
        GenericAtomicRMWOpLowering,
        GlobalOpLowering,
        GetGlobalOpLowering,
        CopyOpLowering,
        ExtractAlignedPointerOpLowering,
        ExtractStridedMetadataOpLowering,
        AssumeAlignmentOpLowering,
    )
    return [p(converter) for p in patterns]


@dataclass(frozen=True)
class FinalizeMemRefToLLVMPass(DiagnosticPass):
    """Convert memref ops to llvm ops on descriptors (upstream's `finalize-memref-to-llvm`).

    Example, `ai-opt --finalize-memref-to-llvm`:

        func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
          %v = memref.load %m[%i] : memref<?xf32>
          func.return %v : f32
        }

    becomes

        %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>,
        %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
        %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
        %3 = llvm.getelementptr inbounds|nuw %2[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
        %4 = llvm.load %3 : !llvm.ptr -> f32
    """

    name = "finalize-memref-to-llvm"

    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")

    def __post_init__(self) -> None:
        check_index_bitwidth(self.index_bitwidth)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        apply_llvm_conversion(op, populate_finalize_memref_to_llvm_patterns(converter), ("memref",))
