"""Elementwise arith and math ops on n-D vectors to the llvm dialect, row by row (upstream's
`handleMultidimensionalVectors`, which its arith and math patterns call).

LLVM has no n-D vectors: an n-D vector is an array of its 1-D innermost
vectors (`!llvm.array<2 x vector<4xf32>>`). An elementwise op on n-D vectors
becomes, for each row, the same op on the rows of its operands, taken with
`llvm.extractvalue`; the 1-D op is then lowered by the dialect's own pattern,
and its results put back with `llvm.insertvalue`:

    %r = arith.addf %a, %b : vector<2x4xf32>

becomes

    %a0 = llvm.extractvalue %a[0] : !llvm.array<2 x vector<4xf32>>
    %b0 = llvm.extractvalue %b[0] : !llvm.array<2 x vector<4xf32>>
    %r0 = arith.addf %a0, %b0 : vector<4xf32>        (then llvm.fadd)
    %0 = llvm.insertvalue %r0, %poison[0] : !llvm.array<2 x vector<4xf32>>
    ... row 1 alike

The op is an arith or math op whose results and vector operands are n-D
vectors of one shape; a scalar operand (the condition of an `arith.select`
of vectors) is given to each row as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import arith, llvm, math
from aiopt.lowering.llvm_type_converter import LLVMPattern, extract_value, insert, insert_value


def vector_rows(shape) -> list[tuple[int, ...]]:
    """The positions of the 1-D rows of an n-D vector of `shape` (its leading dims; one empty one for 1-D)."""
    return list(product(*(range(n) for n in shape[:-1])))


_ELEMENTWISE_DIALECTS = frozenset({"arith", "math"})
"""The dialects whose ops on vectors are all elementwise (`arith.constant`, without operands, aside); the
patterns are tried on other dialects' ops too (`DialectKeyedApplier`), where a `vector.insert` of a scalar into an
n-D vector is no elementwise op."""


def _rows_shape(op: Operation) -> tuple[int, ...] | None:
    """The n-D shape of `op`'s results and vector operands where they all have it (an arith or math op, all
elementwise, with a vector operand), else None."""
    if not op.results or op.regions or op.name.partition(".")[0] not in _ELEMENTWISE_DIALECTS:
        return None
    if not any(isinstance(o.type, VectorType) for o in op.operands):
        return None
    first = op.results[0].type
    if not isinstance(first, VectorType) or first.get_num_dims() < 2 or any(first.get_scalable_dims()):
        return None
    shape = first.get_shape()
    values = [*op.results, *op.operands]
    if any(isinstance(v.type, VectorType) and v.type.get_shape() != shape for v in values):
        return None
    if any(not isinstance(r.type, VectorType) for r in op.results):
        return None
    return shape


@dataclass
class ElementwiseRowsLowering(LLVMPattern):
    """An elementwise op on n-D vectors as the same op on each row (see the module docstring)."""

    lowers_nd_vectors = True
    op_names = frozenset(op.name for dialect in (arith.ARITH, math.MATH) for op in dialect.operations)
    """The ops it may rewrite (see aiopt.support.pattern_dispatch): those of the elementwise dialects."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        shape = _rows_shape(op)
        if shape is None or not self.convertible(op):
            return
        operands = self.operands(rewriter, op.operands)
        results = [insert(rewriter, llvm.PoisonOp(self.convert(r.type))) for r in op.results]
        for row in vector_rows(shape):
            row_operands = [
                extract_value(rewriter, value, row, VectorType(self.convert(o.type.element_type), shape[-1:]))
                if isinstance(o.type, VectorType) else value
                for value, o in zip(operands, op.operands)
            ]  # fmt: skip
            row_types = [VectorType(r.type.element_type, shape[-1:]) for r in op.results]
            row_op = type(op).create(
                operands=row_operands, result_types=row_types, properties=dict(op.properties),
                attributes=dict(op.attributes),
            )  # fmt: skip
            rewriter.insert(row_op)
            results = [
                insert_value(rewriter, result, self.operand(rewriter, value), row)
                for result, value in zip(results, row_op.results)
            ]
        self.replace(rewriter, op, results)
