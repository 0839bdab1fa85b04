"""`linalg-interchange-unit-stride-innermost`: interchange each linalg op's loops so that the loop walking
memory with unit stride is the last one (aiopt's, for the CPU pipeline; upstream interchanges with the
transform dialect's `transform.structured.interchange`, `interchangeGenericOp`).

`convert-linalg-to-loops` nests the loops in dimension order, as upstream's does. For the CPU the
innermost loop should walk memory with unit stride, so that LLVM vectorizes it: this pass moves the
dimension that is the fastest-varying (last) index of the most operands last, and keeps the order of the
others, so reductions still accumulate in the same order and the results are bit-identical:

    linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)

(loops `i, j, k`, `k` a reduction: `j` is the last index of B and C) becomes

    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>,
                                     affine_map<(d0, d1, d2) -> (d1, d2)>,
                                     affine_map<(d0, d1, d2) -> (d0, d2)>],
                    iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%A, %B : ...) outs(%C : ...) { ... }

which `convert-linalg-to-loops` makes an `i, k, j` nest. A named op whose loops move is generalized
first; `linalg.index` ops name the moved dimensions. Only ops on buffers are interchanged (the loop
lowerings take no others); an op whose best dimension is already last is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, IntegerAttr, ModuleOp, TensorType, i64
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects.linalg import GenericOp, IndexOp, generalize, is_structured, structured_parts
from aiopt.support.passes import DiagnosticPass
from aiopt.support.worklist_population import walk_ops


def unit_stride_loop_order(maps: Sequence[AffineMap], num_loops: int) -> list[int]:
    """The loop dimensions outermost first: dimension order, with the best unit-stride dimension moved innermost.

    A dimension's score is the number of distinct indexing maps whose last
    (fastest-varying) index it is (operands read alike count once: the
    strided copies of one operand that `linalg-tile` unrolls); ties go to the
    later dimension, so an op whose last dimension is already best keeps
    its order.
    """
    if num_loops == 0:
        return []
    scores = [0] * num_loops
    for map_ in dict.fromkeys(maps):
        if map_.results and isinstance(last := map_.results[-1], AffineDimExpr):
            scores[last.position] += 1
    inner = max(range(num_loops), key=lambda d: (scores[d], d))
    return [d for d in range(num_loops) if d != inner] + [inner]


def interchange(op: Operation, order: Sequence[int], rewriter: PatternRewriter) -> GenericOp:
    """Replace the structured op `op` by a `linalg.generic` whose loop `i` is `op`'s loop `order[i]` (upstream's
    `interchangeGenericOp`): its maps read the old dimension `order[i]` as `d<i>`, its iterator types and the
    `linalg.index` ops of its body follow."""
    generic = generalize(op, rewriter)
    new_position = {old: new for new, old in enumerate(order)}
    num_loops = len(order)
    permutation = AffineMap(num_loops, 0, tuple(AffineDimExpr(new_position[d]) for d in range(num_loops)))
    body = generic.body.clone()
    for index in body.block.ops:
        if isinstance(index, IndexOp):
            index.properties["dim"] = IntegerAttr(new_position[index.dim.value.data], i64)
    interchanged = GenericOp(
        list(generic.inputs),
        list(generic.outputs),
        body,
        [AffineMapAttr(attr.data.compose(permutation)) for attr in generic.indexing_maps],
        [generic.iterator_types.data[old] for old in order],
        generic.result_types,
        generic.doc,
        generic.library_call,
    )
    rewriter.replace(generic, interchanged)
    return interchanged


class UnitStrideInnermostPattern(RewritePattern):
    """Interchange a structured op on buffers whose unit-stride loop is not its last one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_structured(op) or any(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
            return
        map_attrs, iterators, _ = structured_parts(op)
        order = unit_stride_loop_order([attr.data for attr in map_attrs], len(iterators))
        if order != sorted(order):
            interchange(op, order, rewriter)


@dataclass(frozen=True)
class LinalgInterchangeUnitStrideInnermostPass(DiagnosticPass):
    """Interchange the loops of linalg ops on buffers so that the unit-stride loop is innermost.

        linalg.matvec ins(%A, %x : memref<8x16xf32>, memref<16xf32>) outs(%y : memref<8xf32>)

    stays (its last loop, `n`, is the last index of A and x); `linalg.vecmat` (`y[n] += x[m] * A[m, n]`, loops
    `n, m`) becomes a generic over `m, n`.
    """

    name = "linalg-interchange-unit-stride-innermost"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Only the structured ops, each once: a walker's worklist over every op of the module cost the pass
        # forty times what the few rewrites do.
        pattern = UnitStrideInnermostPattern()
        for target in [inner for inner in walk_ops(op) if is_structured(inner)]:
            pattern.match_and_rewrite(target, PatternRewriter(target))
