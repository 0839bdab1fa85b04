"""`vector.shape_cast`, `transpose`, `extract_strided_slice`, `insert_strided_slice`, `interleave`,
`deinterleave`, `step`, `from_elements`, `to_elements`, `constant_mask`, `scalable.insert` and
`scalable.extract` to the llvm dialect (upstream's `convert-vector-to-llvm` with the vector
unrolling patterns it applies first for them), and the row builder that
`aiopt.lowering.vector_contract_to_llvm` shares.

LLVM has no n-D vectors: an n-D vector is an array of its 1-D rows
(`!llvm.array<4 x vector<3xf32>>`). Each of these ops moves elements
without computing, so each row of its result is built from the lanes of its
operands' rows that the op maps there: one `llvm.shufflevector` where the
lanes all come from one row (a whole row as it is: no op) or from two rows
(the narrower of two widths widened first by another), else `llvm.extractelement`/`llvm.insertelement` lane by lane
(which LLVM's instcombine makes shuffles of); the rows are put together
with `llvm.insertvalue`:

    %t = vector.transpose %v, [1, 0] : vector<2x2xf32> to vector<2x2xf32>

becomes

    %0 = llvm.extractvalue %v[0] : !llvm.array<2 x vector<2xf32>>
    %1 = llvm.extractvalue %v[1] : !llvm.array<2 x vector<2xf32>>
    %2 = llvm.shufflevector %0, %1 [0, 2] : vector<2xf32>
    %3 = llvm.shufflevector %0, %1 [1, 3] : vector<2xf32>
    %4 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
    %5 = llvm.insertvalue %2, %4[0] : !llvm.array<2 x vector<2xf32>>
    %t = llvm.insertvalue %3, %5[1] : !llvm.array<2 x vector<2xf32>>

A `vector.shape_cast` between 1-D vectors (or a 0-D one and `vector<1xT>`,
both `vector<1xT>` in LLVM) is its operand; `vector.interleave` of 1-D
vectors is one `llvm.shufflevector %a, %b [0, n, 1, n + 1, ...]` and
`vector.deinterleave` two (`[0, 2, ...]`, `[1, 3, ...]`); `vector.step` is
the constant `dense<[0, 1, ..., n - 1]> : vector<n x i64>`. `vector.from_elements`
inserts its operands into poison rows lane by lane (`llvm.insertelement`),
`vector.to_elements` extracts them (`llvm.extractelement`) and
`vector.constant_mask` is the `arith.constant` of its lanes, and
`vector.scalable.insert`/`extract` are `llvm.intr.vector.insert`/`extract`, as
upstream's patterns lower them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import DenseArrayBase, DenseIntOrFPElementsAttr, IntegerType, VectorType, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import arith, llvm, vector
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    constant,
    extract_value,
    insert,
    insert_value,
)
from aiopt.lowering.vector_masked_to_llvm import shuffle_lanes
from aiopt.lowering.vector_rows_to_llvm import vector_rows
from aiopt.support.dense_elements import from_values

Lane = tuple[int, tuple[int, ...]]
"""A lane of an operand: the operand's number among the sources, and the element's index in it (empty for a 0-D
vector)."""


class VectorRows:
    """The rows of a converted vector value (1-D vectors), each taken out once (`llvm.extractvalue`)."""

    def __init__(self, rewriter: PatternRewriter, value: SSAValue, shape: Sequence[int]):
        self.rewriter, self.value, self.shape = rewriter, value, tuple(shape)
        self._rows: dict[tuple[int, ...], SSAValue] = {}

    def row(self, position: tuple[int, ...]) -> SSAValue:
        """The row at `position` (the element index without its last entry)."""
        if len(self.shape) <= 1:
            return self.value
        if position not in self._rows:
            row_type = VectorType(_element_of(self.value.type), self.shape[-1:])
            self._rows[position] = extract_value(self.rewriter, self.value, position, row_type)
        return self._rows[position]


def _element_of(type_: Attribute) -> Attribute:
    """The element type of an LLVM vector type or of (nested) arrays of them."""
    while not isinstance(type_, VectorType):
        type_ = type_.type
    return type_.element_type


def build_row(rewriter: PatternRewriter, sources: Sequence[VectorRows], lanes: Sequence[Lane]) -> SSAValue:
    """A 1-D vector whose lane k is the element `lanes[k]` of `sources` (see the module docstring)."""
    keys = [(s, index[:-1]) for s, index in lanes]
    positions = [index[-1] if index else 0 for _, index in lanes]
    distinct = list(dict.fromkeys(keys))
    rows = [sources[s].row(position) for s, position in distinct]
    if len(distinct) == 1:
        row = rows[0]
        if positions == list(range(row.type.get_shape()[0])):
            return row
        return shuffle_lanes(rewriter, row, positions)
    element = _element_of(rows[0].type)
    result_type = VectorType(element, [len(lanes)])
    if len(distinct) == 2 and rows[0].type != rows[1].type:
        # Rows of two widths (a slice into a row): the narrower one widened first (its lanes, then lane 0 again).
        widths = [row.type.get_shape()[0] for row in rows]
        narrow = widths.index(min(widths))
        lanes_kept = [*range(widths[narrow]), *[0] * (max(widths) - min(widths))]
        rows[narrow] = shuffle_lanes(rewriter, rows[narrow], lanes_kept)
    if len(distinct) == 2:
        width = rows[0].type.get_shape()[0]
        mask = [p if key == distinct[0] else width + p for key, p in zip(keys, positions)]
        shuffle = llvm.ShuffleVectorOp(rows[0], rows[1], DenseArrayBase.from_list(IntegerType(32), mask), result_type)
        return insert(rewriter, shuffle)
    result = insert(rewriter, llvm.PoisonOp(result_type))
    for lane, (key, position) in enumerate(zip(keys, positions)):
        row = rows[distinct.index(key)]
        value = insert(rewriter, llvm.ExtractElementOp(row, constant(rewriter, position, i64)))
        result = insert(rewriter, llvm.InsertElementOp(result, value, constant(rewriter, lane, i64)))
    return result


def assemble(pattern: LLVMPattern, rewriter: PatternRewriter, result_type: VectorType, sources: Sequence[VectorRows],
             element_of: Callable[[tuple[int, ...]], Lane]) -> SSAValue:  # fmt: skip
    """The converted vector of `result_type` whose element at each index is `element_of(index)`, row by row."""
    shape = result_type.get_shape()
    row_shape = shape or (1,)
    rows = []
    for row in vector_rows(row_shape):
        indices = [()] if not shape else [(*row, lane) for lane in range(shape[-1])]
        rows.append(build_row(rewriter, sources, [element_of(index) for index in indices]))
    if len(row_shape) == 1:
        return rows[0]
    result = insert(rewriter, llvm.PoisonOp(pattern.convert(result_type)))
    for position, row in zip(vector_rows(row_shape), rows):
        result = insert_value(rewriter, result, row, position)
    return result


def _rows_of(pattern: LLVMPattern, rewriter: PatternRewriter, values: Sequence[SSAValue]) -> list[VectorRows]:
    return [VectorRows(rewriter, pattern.operand(rewriter, v), v.type.get_shape()) for v in values]


@dataclass
class ShapeCastOpLowering(LLVMPattern):
    """`vector.shape_cast`: each result element from the source's element at the same row-major place."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ShapeCastOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.source.type.get_scalable_dims()):
            return
        source = self.operand(rewriter, op.source)
        if source.type == self.convert(op.result.type):
            self.replace(rewriter, op, [source])
            return
        source_shape, result_shape = op.source.type.get_shape(), op.result.type.get_shape()

        def element_of(index: tuple[int, ...]) -> Lane:
            flat = int(np.ravel_multi_index(index, result_shape)) if index else 0
            return 0, tuple(int(i) for i in np.unravel_index(flat, source_shape)) if source_shape else ()

        rows = [VectorRows(rewriter, source, source_shape)]
        self.replace(rewriter, op, [assemble(self, rewriter, op.result.type, rows, element_of)])


@dataclass
class TransposeOpLowering(LLVMPattern):
    """`vector.transpose`: result element `i` from the source's element `s`, `s[permutation[k]] = i[k]`."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TransposeOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.vector.type.get_scalable_dims()):
            return
        permutation = op.permutation.get_values()

        def element_of(index: tuple[int, ...]) -> Lane:
            source = [0] * len(index)
            for k, p in enumerate(permutation):
                source[p] = index[k]
            return 0, tuple(source)

        rows = _rows_of(self, rewriter, [op.vector])
        self.replace(rewriter, op, [assemble(self, rewriter, op.result.type, rows, element_of)])


def _array(attr) -> list[int]:
    return [a.value.data for a in attr.data]


@dataclass
class ExtractStridedSliceOpLowering(LLVMPattern):
    """`vector.extract_strided_slice`: result element `i` from the source's element `i + offsets`."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ExtractStridedSliceOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.source.type.get_scalable_dims()):
            return
        offsets = _array(op.offsets)

        def element_of(index: tuple[int, ...]) -> Lane:
            return 0, tuple(i + (offsets[d] if d < len(offsets) else 0) for d, i in enumerate(index))

        rows = _rows_of(self, rewriter, [op.source])
        self.replace(rewriter, op, [assemble(self, rewriter, op.result.type, rows, element_of)])


@dataclass
class InsertStridedSliceOpLowering(LLVMPattern):
    """`vector.insert_strided_slice`: the destination's elements, but for those in the source's window, the
    source's (a row outside the window is the destination's row as it is)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.InsertStridedSliceOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.dest.type.get_scalable_dims()):
            return
        offsets = _array(op.offsets)
        source_shape = op.value_to_store.type.get_shape()
        lead = len(offsets) - len(source_shape)

        def element_of(index: tuple[int, ...]) -> Lane:
            if any(index[d] != offsets[d] for d in range(lead)):
                return 1, index
            inner = tuple(index[d] - offsets[d] for d in range(lead, len(index)))
            if all(0 <= i < n for i, n in zip(inner, source_shape)):
                return 0, inner
            return 1, index

        rows = _rows_of(self, rewriter, [op.value_to_store, op.dest])
        self.replace(rewriter, op, [assemble(self, rewriter, op.result.type, rows, element_of)])


@dataclass
class InterleaveOpLowering(LLVMPattern):
    """`vector.interleave`: lane `2j` of a result row from the lhs's lane `j`, lane `2j + 1` from the rhs's."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.InterleaveOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.lhs.type.get_scalable_dims()):
            return
        zero_d = not op.lhs.type.get_shape()

        def element_of(index: tuple[int, ...]) -> Lane:
            return index[-1] % 2, () if zero_d else (*index[:-1], index[-1] // 2)

        rows = _rows_of(self, rewriter, [op.lhs, op.rhs])
        self.replace(rewriter, op, [assemble(self, rewriter, op.result.type, rows, element_of)])


@dataclass
class DeinterleaveOpLowering(LLVMPattern):
    """`vector.deinterleave`: the even lanes of each source row, and the odd ones."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.DeinterleaveOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.source.type.get_scalable_dims()):
            return
        rows = _rows_of(self, rewriter, [op.source])
        results = [
            assemble(self, rewriter, op.res1.type, rows, lambda i, odd=odd: (0, (*i[:-1], 2 * i[-1] + odd)))
            for odd in (0, 1)
        ]
        self.replace(rewriter, op, results)


@dataclass
class StepOpLowering(LLVMPattern):
    """`vector.step : vector<n x index>`: the constant `[0, 1, ..., n - 1]` of the index's integer type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.StepOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.result.type.get_scalable_dims()):
            return
        result_type = self.convert(op.result.type)
        values = list(range(result_type.get_shape()[0]))
        step = llvm.ConstantOp.create(
            properties={"value": DenseIntOrFPElementsAttr.from_list(result_type, values)}, result_types=(result_type,)
        )
        self.replace(rewriter, op, [insert(rewriter, step)])


@dataclass
class FromElementsOpLowering(LLVMPattern):
    """`vector.from_elements`: each row `llvm.insertelement`s of its elements into a poison vector (upstream's
    `VectorFromElementsLowering`), the rows of an n-D vector `llvm.insertvalue`d into a poison array."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.FromElementsOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        shape = op.dest.type.get_shape()
        elements = self.operands(rewriter, op.elements)
        lanes = shape[-1] if shape else 1
        row_type = VectorType(_element_of(self.convert(op.dest.type)), [lanes])
        rows = []
        for start in range(0, len(elements), lanes):
            row = insert(rewriter, llvm.PoisonOp(row_type))
            for lane, element in enumerate(elements[start : start + lanes]):
                row = insert(rewriter, llvm.InsertElementOp(row, element, constant(rewriter, lane, i64)))
            rows.append(row)
        if len(shape) <= 1:
            self.replace(rewriter, op, rows)
            return
        result = insert(rewriter, llvm.PoisonOp(self.convert(op.dest.type)))
        for position, row in zip(vector_rows(shape), rows):
            result = insert_value(rewriter, result, row, position)
        self.replace(rewriter, op, [result])


@dataclass
class ToElementsOpLowering(LLVMPattern):
    """`vector.to_elements`: each element an `llvm.extractelement` of its row (upstream's
    `VectorToElementsLowering`; the row of an n-D vector `llvm.extractvalue`d once)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ToElementsOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        shape = op.source.type.get_shape()
        rows = VectorRows(rewriter, self.operand(rewriter, op.source), shape)
        indices = np.ndindex(*shape) if shape else [(0,)]
        elements = [
            insert(rewriter, llvm.ExtractElementOp(rows.row(index[:-1]), constant(rewriter, index[-1], i64)))
            for index in indices
        ]
        self.replace(rewriter, op, elements)


@dataclass
class ConstantMaskOpLowering(LLVMPattern):
    """`vector.constant_mask`: the `arith.constant` of its lanes (upstream's `ConstantMaskOpLowering`),
    `dense<[[true, true, false], [false, false, false]]> : vector<2x3xi1>` of `[1, 2]`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ConstantMaskOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        if any(result_type.get_scalable_dims()):
            return
        shape = result_type.get_shape()
        sizes = op.mask_dim_sizes.get_values()
        lanes = np.zeros(shape or (1,), bool)
        lanes[tuple(slice(0, n) for n in sizes)] = True
        mask = arith.ConstantOp(from_values(result_type, [bool(b) for b in lanes.reshape(-1)]), result_type)
        rewriter.replace(op, mask)


@dataclass
class ScalableInsertOpLowering(LLVMPattern):
    """`vector.scalable.insert` to `llvm.intr.vector.insert` at its position (upstream's
    `VectorScalableInsertOpLowering`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ScalableInsertOp, rewriter: PatternRewriter) -> None:
        value, dest = self.operands(rewriter, [op.value_to_store, op.dest])
        insert_op = llvm.VectorInsertOp.create(
            operands=[dest, value], result_types=[dest.type], properties={"pos": op.pos}
        )
        self.replace(rewriter, op, [insert(rewriter, insert_op)])


@dataclass
class ScalableExtractOpLowering(LLVMPattern):
    """`vector.scalable.extract` to `llvm.intr.vector.extract` at its position (upstream's
    `VectorScalableExtractOpLowering`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ScalableExtractOp, rewriter: PatternRewriter) -> None:
        source = self.operand(rewriter, op.source)
        extract = llvm.VectorExtractOp.create(
            operands=[source], result_types=[self.convert(op.res.type)], properties={"pos": op.pos}
        )
        self.replace(rewriter, op, [insert(rewriter, extract)])


def populate_vector_shape_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The patterns of this module for `converter`."""
    patterns = (
        ShapeCastOpLowering, TransposeOpLowering, ExtractStridedSliceOpLowering, InsertStridedSliceOpLowering,
        InterleaveOpLowering, DeinterleaveOpLowering, StepOpLowering, FromElementsOpLowering, ToElementsOpLowering,
        ConstantMaskOpLowering, ScalableInsertOpLowering, ScalableExtractOpLowering,
    )  # fmt: skip
    return [p(converter) for p in patterns]
