"""`vector.transfer_read` and `vector.transfer_write` on memrefs to the llvm dialect (upstream's
`convert-vector-to-llvm` after its transfer lowerings, or `convert-vector-to-scf` for what they leave).

A transfer along the innermost dims (a minor identity map), the innermost
dim of unit stride, is moved row by row (its 1-D innermost vectors): each
row is a masked load or store whose mask is the op's mask and, along each
dim not marked in bounds, the lanes inside it (`0 <= index + lane < size`,
the mask that upstream's `MaterializeTransferMask` makes, with the lower
bound too; a leading dim's bound holds for the whole row), the padding in
every lane as the pass-through; a row in bounds and unmasked is a plain
`llvm.load`/`store`:

    %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<2x4xf32>

loads row 0 at [%i, %j] under the mask of the lanes k with 0 <= %j + k <
dim 1 and 0 <= %i < dim 0, row 1 at [%i + 1, %j] alike, into an
`!llvm.array<2 x vector<4xf32>>`.

Any other transfer on a memref of its vector's element type (a permuted
map, broadcast dims, a strided innermost dim) is moved lane by lane, as
convert-vector-to-scf's unrolled loops do: each lane is a one-lane masked
access at its own indices, its mask the lane's bounds and mask bit (the
op's mask is indexed by the transferred dims in the memref's order); a
broadcast dim repeats its lane's element:

    %v = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>}
           : memref<?x?xf32>, vector<4x2xf32>

reads lane [k, l] at [%i + l, %j + k]. Transfers of tensors are left to
bufferization (here `failed to legalize`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from xdsl.dialects.builtin import IntegerType, MemRefType, VectorType, i64
from xdsl.ir import SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm, vector
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    constant,
    extract_value,
    insert,
    insert_value,
)
from aiopt.lowering.memref_to_llvm import MemRefPattern
from aiopt.lowering.vector_masked_to_llvm import (
    and_masks,
    bound_mask,
    element_alignment,
    shuffle_lanes,
    splat,
    unit_innermost_stride,
)
from aiopt.lowering.vector_rows_to_llvm import vector_rows

Transfer = vector.TransferReadOp | vector.TransferWriteOp
_Access = tuple[tuple[int, ...], list[SSAValue], SSAValue | None]
"""A row's or lane's position in the vector, its indices into the memref, and its mask (None: all of it)."""


def _vector_type(op: Transfer) -> VectorType:
    return op.result.type if isinstance(op, vector.TransferReadOp) else op.vector.type


def _lowered(op: Transfer) -> bool:
    """Whether the patterns below lower `op`: a transfer on a memref of its vector's element type, a map of
    dims and broadcast (0) results."""
    source, vector_type = op.source.type, _vector_type(op)
    if not isinstance(source, MemRefType) or not vector_type.get_num_dims():
        return False
    if vector_type.element_type != source.element_type:
        return False
    results = op.permutation_map.data.results
    return all(isinstance(e, AffineDimExpr) or (isinstance(e, AffineConstantExpr) and e.value == 0) for e in results)


def _by_rows(op: Transfer) -> bool:
    """Whether `op` moves its vector along the innermost dims of its memref in order (a minor identity map), the
    innermost dim of unit stride: each row is then one access of consecutive elements."""
    rank, results = op.source.type.get_num_dims(), op.permutation_map.data.results
    first = rank - len(results)
    if first < 0 or not unit_innermost_stride(op.source.type):
        return False
    return all(isinstance(e, AffineDimExpr) and e.position == first + j for j, e in enumerate(results))


@dataclass
class _TransferPattern(MemRefPattern):
    """Base of the transfer patterns: the row-by-row and lane-by-lane accesses (see the module docstring)."""

    lowers_nd_vectors = True

    def _frame(self, rewriter: PatternRewriter, op: Transfer):
        """The op's indices (i64 values), in_bounds flags, source sizes (static or values) and mask."""
        shape = _vector_type(op).get_shape()
        indices = self.operands(rewriter, op.indices)
        in_bounds = [bool(b.value.data) for b in op.in_bounds.data] if op.in_bounds is not None else []
        in_bounds += [False] * (len(shape) - len(in_bounds))
        d = self.descriptor(rewriter, op.source)
        sizes = [self.size_or_value(rewriter, d, dim) for dim in range(d.rank)]
        mask = self.operand(rewriter, op.mask) if op.mask else None
        return indices, in_bounds, sizes, mask

    def rows(self, rewriter: PatternRewriter, op: Transfer) -> Iterator[_Access]:
        """For each row of a minor identity transfer's vector (its position among the leading dims): the row's
        indices into the memref (i64 values) and the mask of its lanes to access (None for all of them)."""
        shape = _vector_type(op).get_shape()
        indices, in_bounds, sizes, mask = self._frame(rewriter, op)
        first, lanes = len(indices) - len(shape), shape[-1]
        inner = None if in_bounds[-1] else bound_mask(rewriter, indices[-1], sizes[-1], lanes, lower=True)
        for row in vector_rows(shape):
            row_indices, row_mask = list(indices), inner
            for j, offset in enumerate(row):
                dim = first + j
                if offset:
                    row_indices[dim] = insert(rewriter, llvm.AddOp(indices[dim], constant(rewriter, offset, i64)))
                if not in_bounds[j]:
                    inside = bound_mask(rewriter, row_indices[dim], sizes[dim], 1, lower=True)
                    row_mask = and_masks(rewriter, row_mask, shuffle_lanes(rewriter, inside, [0] * lanes))
            if mask is not None:
                lane_mask = extract_value(rewriter, mask, row, VectorType(IntegerType(1), [lanes])) if row else mask
                row_mask = and_masks(rewriter, row_mask, lane_mask)
            yield row, row_indices, row_mask

    def lanes(self, rewriter: PatternRewriter, op: Transfer) -> Iterator[_Access]:
        """For each lane of the vector (its position): its indices into the memref (i64 values) and its one-lane
        mask (`vector<1xi1>`; None where it is always accessed)."""
        shape = _vector_type(op).get_shape()
        indices, in_bounds, sizes, mask = self._frame(rewriter, op)
        results = op.permutation_map.data.results
        transferred = sorted((e.position, j) for j, e in enumerate(results) if isinstance(e, AffineDimExpr))
        mask_dims = [j for _, j in transferred]
        mask_shape = [shape[j] for j in mask_dims]
        for lane in product(*(range(n) for n in shape)):
            lane_indices, lane_mask = list(indices), None
            for j, expr in enumerate(results):
                if not isinstance(expr, AffineDimExpr):
                    continue
                dim = expr.position
                if lane[j]:
                    lane_indices[dim] = insert(rewriter, llvm.AddOp(indices[dim], constant(rewriter, lane[j], i64)))
                if not in_bounds[j]:
                    inside = bound_mask(rewriter, lane_indices[dim], sizes[dim], 1, lower=True)
                    lane_mask = and_masks(rewriter, lane_mask, inside)
            if mask is not None:
                at = tuple(lane[j] for j in mask_dims)
                row = mask
                if len(at) > 1:
                    row = extract_value(rewriter, mask, at[:-1], VectorType(IntegerType(1), mask_shape[-1:]))
                lane_mask = and_masks(rewriter, lane_mask, shuffle_lanes(rewriter, row, [at[-1]]))
            yield lane, lane_indices, lane_mask


def _put(rewriter: PatternRewriter, result: SSAValue, value: SSAValue, lane: tuple[int, ...], row_type) -> SSAValue:
    """`result` (a 1-D vector, or an array of rows) with the scalar `value` at `lane`."""
    position = constant(rewriter, lane[-1], i64)
    if len(lane) == 1:
        return insert(rewriter, llvm.InsertElementOp(result, value, position))
    row = insert(rewriter, llvm.InsertElementOp(extract_value(rewriter, result, lane[:-1], row_type), value, position))
    return insert_value(rewriter, result, row, lane[:-1])


def _take(rewriter: PatternRewriter, value: SSAValue, lane: tuple[int, ...], row_type) -> SSAValue:
    """The scalar at `lane` of `value` (a 1-D vector, or an array of rows)."""
    row = extract_value(rewriter, value, lane[:-1], row_type) if len(lane) > 1 else value
    return insert(rewriter, llvm.ExtractElementOp(row, constant(rewriter, lane[-1], i64)))


@dataclass
class TransferReadOpLowering(_TransferPattern):
    """`vector.transfer_read` of a memref: row by row or lane by lane (see the module docstring), the padding
    where a lane is outside the memref or masked off."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TransferReadOp, rewriter: PatternRewriter) -> None:
        if not _lowered(op) or not self.convertible(op):
            return
        shape = op.result.type.get_shape()
        element = self.convert(op.result.type.element_type)
        row_type = VectorType(element, shape[-1:])
        alignment = element_alignment(self, op.source.type.element_type)
        result = None
        if len(shape) > 1 or not _by_rows(op):
            result = insert(rewriter, llvm.PoisonOp(self.convert(op.result.type)))
        if _by_rows(op):
            padding = None
            for row, indices, mask in self.rows(rewriter, op):
                ptr = self.element_ptr(rewriter, op.source, indices, inbounds=mask is None)
                if mask is None:
                    loaded = insert(rewriter, llvm.LoadOp(ptr, row_type, alignment))
                else:
                    if padding is None:
                        padding = splat(rewriter, self.operand(rewriter, op.padding), shape[-1])
                    loaded = insert(rewriter, llvm.MaskedLoadOp(ptr, mask, padding, alignment))
                result = insert_value(rewriter, result, loaded, row) if row else loaded
            self.replace(rewriter, op, [result])
            return
        padding = splat(rewriter, self.operand(rewriter, op.padding), 1)
        for lane, indices, mask in self.lanes(rewriter, op):
            ptr = self.element_ptr(rewriter, op.source, indices, inbounds=mask is None)
            if mask is None:
                value = insert(rewriter, llvm.LoadOp(ptr, element, alignment))
            else:
                one = insert(rewriter, llvm.MaskedLoadOp(ptr, mask, padding, alignment))
                value = insert(rewriter, llvm.ExtractElementOp(one, constant(rewriter, 0, i64)))
            result = _put(rewriter, result, value, lane, row_type)
        self.replace(rewriter, op, [result])


@dataclass
class TransferWriteOpLowering(_TransferPattern):
    """`vector.transfer_write` to a memref: row by row or lane by lane (see the module docstring), nothing where
    a lane is outside the memref or masked off."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TransferWriteOp, rewriter: PatternRewriter) -> None:
        if not _lowered(op) or not self.convertible(op):
            return
        shape = op.vector.type.get_shape()
        element = self.convert(op.vector.type.element_type)
        row_type = VectorType(element, shape[-1:])
        value = self.operand(rewriter, op.vector)
        alignment = element_alignment(self, op.source.type.element_type)
        if _by_rows(op):
            for row, indices, mask in self.rows(rewriter, op):
                ptr = self.element_ptr(rewriter, op.source, indices, inbounds=mask is None)
                stored = extract_value(rewriter, value, row, row_type) if row else value
                if mask is None:
                    rewriter.insert(llvm.StoreOp(stored, ptr, alignment))
                else:
                    rewriter.insert(llvm.MaskedStoreOp(stored, ptr, mask, alignment))
        else:
            for lane, indices, mask in self.lanes(rewriter, op):
                ptr = self.element_ptr(rewriter, op.source, indices, inbounds=mask is None)
                scalar = _take(rewriter, value, lane, row_type)
                if mask is None:
                    rewriter.insert(llvm.StoreOp(scalar, ptr, alignment))
                else:
                    one = splat(rewriter, scalar, 1)
                    rewriter.insert(llvm.MaskedStoreOp(one, ptr, mask, alignment))
        rewriter.erase(op)


def populate_vector_transfer_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The patterns of this module for `converter`."""
    return [TransferReadOpLowering(converter), TransferWriteOpLowering(converter)]
