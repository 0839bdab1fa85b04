"""`vector.contract` and `vector.outerproduct` to the llvm dialect (upstream's `convert-vector-to-llvm`, with the
contraction lowering it applies first), computing what `aiopt.reference.vector_shape` computes.

A contraction is unrolled over the rows of its accumulator and, for each,
the points of its reduction dims in row-major order: the lanes of a row run
along the accumulator's innermost dim; the lhs and rhs elements for a point
make two 1-D vectors of the row's width (a splat where the operand does not
vary along that dim, its row where its innermost dim is that dim, lanes put
together otherwise; see `vector_shape_to_llvm.build_row`), extended to the
accumulator's element type where narrower (`llvm.sext`, `llvm.fpext`), and
the row is combined with their product: `llvm.intr.fma` for a float add
(rounded once), else the product (`llvm.fmul`, `llvm.mul`) combined by the
kind (`llvm.fadd`..., `llvm.intr.maxnum`, `llvm.intr.smax`, `llvm.and`...).
A matmul:

    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                          affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>

is for row i of %c: four `llvm.intr.fma` of the splat of `a[i, k]` (`llvm.shufflevector` of lane k of row
i of %a) and row k of %b, k = 0..3. A contraction into a scalar (a dot product) works on a one-lane row.
`vector.outerproduct` is the contraction of a splat of `lhs[i]` and the rhs row, row by row (without an
accumulator, the product alone); its AXPY form, the lhs and a splat of the scalar rhs.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from xdsl.dialects.builtin import IntegerType, VectorType, i64
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm, vector
from aiopt.lowering.llvm_type_converter import LLVMPattern, LLVMTypeConverter, constant, insert, insert_value
from aiopt.lowering.vector_masked_to_llvm import shuffle_lanes, splat
from aiopt.lowering.vector_rows_to_llvm import vector_rows
from aiopt.lowering.vector_shape_to_llvm import VectorRows, build_row

_INTEGER_COMBINE = {"add": llvm.AddOp, "mul": llvm.MulOp, "and": llvm.AndOp, "or": llvm.OrOp, "xor": llvm.XOrOp}
_INTEGER_INTRINSICS = {"maxsi": "smax", "minsi": "smin", "maxui": "umax", "minui": "umin"}
_FLOAT_COMBINE = {"mul": llvm.FMulOp}
_FLOAT_INTRINSICS = {"maxnumf": "maxnum", "minnumf": "minnum", "maximumf": "maximum", "minimumf": "minimum"}


def combine(rewriter: PatternRewriter, kind: str, acc: SSAValue, lhs: SSAValue, rhs: SSAValue | None) -> SSAValue:
    """`kind(acc, lhs * rhs)` on 1-D vectors of one type (`lhs` alone for a None `rhs`): a float add fused."""
    integer = isinstance(acc.type.element_type, IntegerType)
    if not integer and kind == "add" and rhs is not None:
        return insert(rewriter, llvm.intrinsic("fma", [lhs, rhs, acc], acc.type))
    product = lhs if rhs is None else insert(rewriter, (llvm.MulOp if integer else llvm.FMulOp)(lhs, rhs))
    if integer:
        if kind in _INTEGER_COMBINE:
            return insert(rewriter, _INTEGER_COMBINE[kind](acc, product))
        return insert(rewriter, llvm.intrinsic(_INTEGER_INTRINSICS[kind], [acc, product], acc.type))
    if kind == "add":
        return insert(rewriter, llvm.FAddOp(acc, product))
    if kind in _FLOAT_COMBINE:
        return insert(rewriter, _FLOAT_COMBINE[kind](acc, product))
    return insert(rewriter, llvm.intrinsic(_FLOAT_INTRINSICS[kind], [acc, product], acc.type))


def _extended(rewriter: PatternRewriter, value: SSAValue, element) -> SSAValue:
    """`value` (a 1-D vector) with elements of type `element`: sign-extended or float-extended where narrower."""
    if value.type.element_type == element:
        return value
    target = VectorType(element, value.type.get_shape())
    if isinstance(element, IntegerType):
        return insert(rewriter, llvm.SExtOp(value, target))
    return insert(rewriter, llvm.FPExtOp(value, target))


def _widens(source, target) -> bool:
    """Whether elements of type `source` extend to `target` (the same kind, no wider), as the patterns do."""
    if source == target:
        return True
    if isinstance(source, IntegerType) != isinstance(target, IntegerType):
        return False
    return getattr(source, "bitwidth", 0) < getattr(target, "bitwidth", 0)


@dataclass
class ContractionOpLowering(LLVMPattern):
    """`vector.contract` unrolled row by row (see the module docstring)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ContractionOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.lhs.type.get_scalable_dims()) or any(op.rhs.type.get_scalable_dims()):
            return
        acc_type = op.acc.type
        element = self.convert(acc_type.element_type if isinstance(acc_type, VectorType) else acc_type)
        if not all(_widens(self.convert(v.type.element_type), element) for v in (op.lhs, op.rhs)):
            return
        lhs_map, rhs_map, acc_map = op.maps
        kept = [e.position for e in acc_map.results]
        extents = _extents(op)
        reduced = [d for d in range(lhs_map.num_dims) if d not in kept]
        kind = op.kind.data.value
        sources = [VectorRows(rewriter, self.operand(rewriter, v), v.type.get_shape()) for v in (op.lhs, op.rhs)]
        acc = self.operand(rewriter, op.acc)
        scalar = not isinstance(acc_type, VectorType)
        shape = (1,) if scalar else acc_type.get_shape()
        width = shape[-1]
        acc_rows = None if scalar else VectorRows(rewriter, acc, shape)
        results = []
        for row in vector_rows(shape):
            if scalar:
                poison = insert(rewriter, llvm.PoisonOp(VectorType(element, [1])))
                current = insert(rewriter, llvm.InsertElementOp(poison, acc, constant(rewriter, 0, i64)))
            else:
                current = acc_rows.row(row)
            for point in itertools.product(*(range(extents[d]) for d in reduced)):
                at = dict(zip(reduced, point))
                at.update(zip(kept[:-1], row))
                operands = []
                for number, affine_map in enumerate((lhs_map, rhs_map)):
                    lanes = []
                    for lane in range(width):
                        if not scalar:
                            at[kept[-1]] = lane
                        lanes.append((number, tuple(at[e.position] for e in affine_map.results)))
                    operands.append(_extended(rewriter, build_row(rewriter, sources, lanes), element))
                current = combine(rewriter, kind, current, *operands)
            results.append(current)
        if scalar:
            result = insert(rewriter, llvm.ExtractElementOp(results[0], constant(rewriter, 0, i64)))
        elif len(shape) == 1:
            result = results[0]
        else:
            result = insert(rewriter, llvm.PoisonOp(self.convert(acc_type)))
            for position, value in zip(vector_rows(shape), results):
                result = insert_value(rewriter, result, value, position)
        self.replace(rewriter, op, [result])


def _extents(op: vector.ContractionOp) -> list[int]:
    extents = [0] * op.maps[0].num_dims
    for value, affine_map in ((op.lhs, op.maps[0]), (op.rhs, op.maps[1])):
        for expr, size in zip(affine_map.results, value.type.get_shape()):
            extents[expr.position] = size
    return extents


@dataclass
class OuterProductOpLowering(LLVMPattern):
    """`vector.outerproduct`: row i is `kind(acc[i], splat(lhs[i]) * rhs)`; the AXPY form
    `kind(acc, lhs * splat(rhs))`."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.OuterProductOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or any(op.result.type.get_scalable_dims()):
            return
        kind = op.kind.data.value
        lhs, rhs = self.operands(rewriter, [op.lhs, op.rhs])
        acc = self.operand(rewriter, op.acc) if op.acc is not None else None
        shape = op.result.type.get_shape()
        if len(shape) == 1:
            scalar = splat(rewriter, rhs, shape[0])
            value = combine(rewriter, kind, acc, lhs, scalar) if acc is not None else _product(rewriter, lhs, scalar)
            self.replace(rewriter, op, [value])
            return
        acc_rows = VectorRows(rewriter, acc, shape) if acc is not None else None
        result = insert(rewriter, llvm.PoisonOp(self.convert(op.result.type)))
        for i in range(shape[0]):
            lane = shuffle_lanes(rewriter, lhs, [i] * shape[1])
            if acc_rows is None:
                row = _product(rewriter, lane, rhs)
            else:
                row = combine(rewriter, kind, acc_rows.row((i,)), lane, rhs)
            result = insert_value(rewriter, result, row, (i,))
        self.replace(rewriter, op, [result])


def _product(rewriter: PatternRewriter, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    integer = isinstance(lhs.type.element_type, IntegerType)
    return insert(rewriter, (llvm.MulOp if integer else llvm.FMulOp)(lhs, rhs))


def populate_vector_contract_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The patterns of this module for `converter`."""
    return [ContractionOpLowering(converter), OuterProductOpLowering(converter)]
