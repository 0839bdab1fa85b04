"""`vector.reduction`, `vector.fma` and `vector.shuffle` to the llvm dialect (upstream's `convert-vector-to-llvm`
for them).

A reduction is LLVM's `llvm.intr.vector.reduce.*` of its kind; a float add
or mul starts from the accumulator (0.0 or 1.0 without one) and is ordered
(each element added in turn) unless the op's fast-math flags or the pass's
`reassociate-fp-reductions` allow reassociation; the other kinds combine
the reduced value with the accumulator:

    %r = vector.reduction <add>, %v : vector<4xf32> into f32
    %m = vector.reduction <maxsi>, %w, %acc : vector<8xi32> into i32

becomes

    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %r = "llvm.intr.vector.reduce.fadd"(%0, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %1 = llvm.intr.vector.reduce.smax(%w) : (vector<8xi32>) -> i32
    %m = llvm.intr.smax(%acc, %1) : (i32, i32) -> i32

`vector.fma` is `llvm.intr.fma`, row by row on an n-D vector (upstream
emits `llvm.intr.fmuladd`, which LLVM may leave unfused; `fma` rounds once,
as the reference interpreter computes it). `vector.shuffle` of two 1-D
vectors of one type is `llvm.shufflevector`; of 1-D vectors of two lengths,
the picked elements inserted one by one; of n-D vectors, the picked rows.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, VectorType, i64
from xdsl.dialects.vector import FMAOp  # (the dialect's own class)
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm, vector
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    constant,
    extract_value,
    insert,
    insert_value,
    llvm_fastmath,
)
from aiopt.lowering.vector_rows_to_llvm import vector_rows

_FLOAT_REDUCTIONS = {
    "add": "fadd", "mul": "fmul", "maxnumf": "fmax", "minnumf": "fmin", "maximumf": "fmaximum",
    "minimumf": "fminimum",
}  # fmt: skip
"""The `llvm.intr.vector.reduce.*` of each float kind."""

_INTEGER_REDUCTIONS = {
    "add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor", "maxsi": "smax", "minsi": "smin",
    "maxui": "umax", "minui": "umin",
}  # fmt: skip
"""The `llvm.intr.vector.reduce.*` of each integer kind."""

_INTEGER_COMBINE = {"add": llvm.AddOp, "mul": llvm.MulOp, "and": llvm.AndOp, "or": llvm.OrOp, "xor": llvm.XOrOp}
"""The llvm op combining a reduced integer with the accumulator (the min/max kinds: their intrinsics)."""

_FLOAT_COMBINE = {"maxnumf": "maxnum", "minnumf": "minnum", "maximumf": "maximum", "minimumf": "minimum"}
"""The llvm intrinsic combining a reduced float min/max with the accumulator."""


@dataclass
class ReductionOpLowering(LLVMPattern):
    """`vector.reduction` of a 1-D (or 0-D) vector to its `llvm.intr.vector.reduce.*` (see the module
    docstring); `reassociate` lets LLVM reorder a float add or mul (`fastmath<reassoc>`)."""

    reassociate: bool = False

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ReductionOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        kind = op.kind.data.value
        source = self.operand(rewriter, op.vector)
        acc = self.operand(rewriter, op.acc) if op.acc is not None else None
        element = self.convert(op.dest.type)
        if isinstance(element, IntegerType):
            result = insert(rewriter, llvm.intrinsic(f"vector.reduce.{_INTEGER_REDUCTIONS[kind]}", [source], element))
            if acc is not None:
                combine = _INTEGER_COMBINE.get(kind)
                if combine is not None:
                    result = insert(rewriter, combine(acc, result))
                else:
                    result = insert(rewriter, llvm.intrinsic(_INTEGER_REDUCTIONS[kind], [acc, result], element))
            self.replace(rewriter, op, [result])
            return
        fastmath = llvm_fastmath(op)
        if self.reassociate and kind in ("add", "mul"):
            fastmath = llvm.FastMathAttr((*fastmath.data, "reassoc"))
        name = f"vector.reduce.{_FLOAT_REDUCTIONS[kind]}"
        if kind in ("add", "mul"):
            start = acc if acc is not None else constant(rewriter, 0.0 if kind == "add" else 1.0, element)
            result = insert(rewriter, llvm.intrinsic(name, [start, source], element, fastmath))
        else:
            result = insert(rewriter, llvm.intrinsic(name, [source], element, fastmath))
            if acc is not None:
                result = insert(rewriter, llvm.intrinsic(_FLOAT_COMBINE[kind], [acc, result], element, fastmath))
        self.replace(rewriter, op, [result])


@dataclass
class FMAOpLowering(LLVMPattern):
    """`vector.fma` to `llvm.intr.fma`, on each row of an n-D vector."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: FMAOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        operands = self.operands(rewriter, [op.lhs, op.rhs, op.acc])
        shape = op.res.type.get_shape()
        if len(shape) <= 1:
            self.replace(rewriter, op, [insert(rewriter, llvm.intrinsic("fma", operands, operands[0].type))])
            return
        row_type = VectorType(self.convert(op.res.type.element_type), shape[-1:])
        result = insert(rewriter, llvm.PoisonOp(self.convert(op.res.type)))
        for row in vector_rows(shape):
            parts = [extract_value(rewriter, value, row, row_type) for value in operands]
            result = insert_value(rewriter, result, insert(rewriter, llvm.intrinsic("fma", parts, row_type)), row)
        self.replace(rewriter, op, [result])


@dataclass
class ShuffleOpLowering(LLVMPattern):
    """`vector.shuffle` (see the module docstring)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ShuffleOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        v1, v2 = self.operands(rewriter, [op.v1, op.v2])
        mask = list(op.mask.get_values())
        result_type = self.convert(op.result.type)
        if v1.type == v2.type and isinstance(v1.type, VectorType):
            shuffle = llvm.ShuffleVectorOp(v1, v2, DenseArrayBase.from_list(IntegerType(32), mask), result_type)
            self.replace(rewriter, op, [insert(rewriter, shuffle)])
            return
        first = 1 if op.v1.type.get_num_dims() == 0 else op.v1.type.get_shape()[0]
        result = insert(rewriter, llvm.PoisonOp(result_type))
        for index, picked in enumerate(mask):
            source, at = (v1, picked) if picked < first else (v2, picked - first)
            if isinstance(result_type, VectorType):
                value = insert(rewriter, llvm.ExtractElementOp(source, constant(rewriter, at, i64)))
                result = insert(rewriter, llvm.InsertElementOp(result, value, constant(rewriter, index, i64)))
            else:
                row = extract_value(rewriter, source, (at,), result_type.type)
                result = insert_value(rewriter, result, row, (index,))
        self.replace(rewriter, op, [result])


def populate_vector_reduction_to_llvm_patterns(
    converter: LLVMTypeConverter, reassociate_fp_reductions: bool = False
) -> list[LLVMPattern]:
    """The patterns of this module for `converter`."""
    return [
        ReductionOpLowering(converter, reassociate_fp_reductions),
        FMAOpLowering(converter),
        ShuffleOpLowering(converter),
    ]
