"""A sliding `reduce_window` of a long window (moving sums, products, maxima, minima) as three linear passes.

A reduce_window whose window slides along one dim with stride 1 (window k of
at least `LONG_WINDOW` elements, `STRIDED_LONG_WINDOW` where other dims follow
it, any padding (lo, hi) >= 0 there; window 1 and no padding elsewhere; no
dilation), such as a 1-D max or average pooling with a large window:

    %r = "stablehlo.reduce_window"(%x, %c) <{padding = dense<[[0, 0], [31, 32]]> : tensor<2x2xi64>,
        window_dimensions = array<i64: 1, 64>}> ({ ... stablehlo.maximum ... })
        : (tensor<8x32000xf32>, tensor<f32>) -> tensor<8x32000xf32>

costs the window generic (`ReduceWindowToLinalg`) k body ops per output.
This pattern computes it with van Herk and Gil-Werman's algorithm, 3 body ops
per element whatever k: the padded row p (p[j] = x[j - lo] inside, the
init c in the padding, as the spec pads) is cut into blocks of k; in
`scf.for` loops on tensors (over the other dims, carrying the result and
two scratch rows of the padded length L), for each row

    g[j] = p[j] at a block's start, else body(g[j - 1], p[j])      // from each block's start
    h[j] = p[j] at a block's end,   else body(p[j], h[j + 1])      // from each block's end
    out[i] = body(c, h[i])                       where i is a block's start (the window is that block)
    out[i] = body(c, body(h[i], g[i + k - 1]))   elsewhere (the rest of i's block, then the next one's start)

Each output is a tree over c and its window's elements in order, which the
StableHLO spec allows (reduce_window reduces each window with `reduce`,
whose schedule is "an implementation-defined full binary tree whose in-order
traversal consists of" the elements in order, "interspersed with an
implementation-defined amount of init_values"). The interpreter folds from
the left: integer bodies (add, multiply, maximum, minimum, and, or; not on
i1) and float maxima and minima are exactly associative and give the same
bits; float sums and products round in another order (as the window
generic's, which LLVM reassociates, already did), within the usual bound
of any summation tree, 2 gamma_(k+1) times the sum of magnitudes.

Shorter windows keep the window generic (or pooling op), whose k ops per
output vectorize; so do windows along several dims, strides, dilations,
negative padding, bodies of more than one op, unsigned and complex elements.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import Insert, loop_nest
from aiopt.lowering.mhlo_to_linalg_contraction import lowerable_with
from aiopt.lowering.mhlo_to_linalg_cumulative_window import body_op
from aiopt.lowering.mhlo_to_linalg_gather_scatter import TensorElements
from aiopt.lowering.mhlo_to_linalg_scalar import FLOAT, SIGNED
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath
from aiopt.lowering.mhlo_to_linalg_utils import empty_tensor, extract_scalar, hlo_op_types

LONG_WINDOW = 16
"""The least window length this pattern takes along a dim whose elements are contiguous (the dims after it of
size 1): below it the window generic's k ops per output, vectorized, cost about what the three scalar passes
do (8x32000 f32, 'SAME': a sum of 12 0.55 ms either way, of 16 0.88 -> 0.52 ms)."""

STRIDED_LONG_WINDOW = 64
"""The least window length this pattern takes along a dim with others after it (a 1-D pooling's W of NWC): the
passes read its rows with a stride, while the window generic or pooling op vectorizes across the dims after it
(4x2000x64 f32, 'SAME': a max of 32 2.27 -> 4.17 ms, of 64 6.67 -> 4.76 ms)."""


def sliding_dim(op: Operation) -> tuple[int, int, int, int] | None:
    """(dim, k, lo, hi) of a single-input reduce_window whose window of k slides along the static dim `dim` with
    stride 1 and padding (lo, hi) >= 0 (no dilation; window 1 and no padding elsewhere), with at least one
    output and one element along it, k at least LONG_WINDOW (STRIDED_LONG_WINDOW where dims of other sizes than
    1 follow `dim`); else None."""
    if len(op.results) != 1 or len(op.operands) != 2:
        return None
    type_ = op.operands[0].type
    window = Window.of(op.properties, type_)
    if any(b != 1 for b in window.base_dilations) or any(s != 1 for s in window.strides):
        return None
    if any(d != 1 for d in window.window_dilations):
        return None
    shape = type_.get_shape()
    others = [d for d in range(len(shape)) if (window.dimensions[d], window.padding[d]) != (1, (0, 0))]
    if len(others) != 1:
        return None
    (dim,) = others
    k, (lo, hi), n = window.dimensions[dim], window.padding[dim], shape[dim]
    if k < (LONG_WINDOW if all(size == 1 for size in shape[dim + 1 :]) else STRIDED_LONG_WINDOW):
        return None
    if lo < 0 or hi < 0 or n < 1 or n + lo + hi - k + 1 < 1:
        return None
    return dim, k, lo, hi


class SlidingReduceWindowToLoops(RewritePattern):
    """A sliding `reduce_window` of a long window (see the module) -> three passes of `scf.for` loops on tensors."""

    op_types = hlo_op_types("reduce_window")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("reduce_window"), (FLOAT, SIGNED)):
            return
        found = sliding_dim(op)
        mnemonic = body_op(op)
        if found is None or mnemonic is None:
            return
        element = element_type_of(op.operands[0].type)
        if isinstance(element, IntegerType) and element.width.data == 1 and mnemonic in ("add", "multiply"):
            return
        rewriter.replace(op, (), [sliding_loops(rewriter, op, *found)])


def sliding_loops(rewriter: PatternRewriter, op: Operation, dim: int, k: int, lo: int, hi: int) -> SSAValue:
    """The three passes of the sliding reduce_window `op` along `dim` (window k, padding (lo, hi))."""
    source, region = op.operands[0], op.regions[0]
    access = TensorElements()
    init = extract_scalar(rewriter, op.operands[1])
    result_type: TensorType = op.results[0].type
    out = empty_tensor(rewriter, result_type, source)
    sizes = access.sizes(IndexMath(rewriter.insert), source)
    n = sizes[dim]
    length, count = n + lo + hi, n + lo + hi - k + 1
    scratch = []
    for _ in range(2):
        empty = tensor.EmptyOp([], TensorType(element_type_of(source.type), [length]))
        rewriter.insert(empty)
        scratch.append(empty.tensor)
    outer = [size for d, size in enumerate(sizes) if d != dim]

    def row(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
        def at(position: SSAValue) -> Sequence[SSAValue]:
            return [*ivs[:dim], position, *ivs[dim:]]

        def body(insert: Insert, a: SSAValue, b: SSAValue) -> SSAValue:
            return access.apply(insert, region, [a, b])[0]

        def padded(insert: Insert, index: IndexMath, j: SSAValue) -> SSAValue:
            """p[j]: x[j - lo] inside the row, the init in the padding."""
            if lo == 0 and hi == 0:
                return access.read(insert, source, at(j))
            position = index.value(index.clamp(index.sub(j, lo), 0, n - 1))
            value = access.read(insert, source, at(position))
            inside = arith.AndIOp(index.value_i1(index.cmp("sge", j, lo)), index.value_i1(index.cmp("slt", j, lo + n)))
            insert(inside)
            select = arith.SelectOp(inside.result, value, init)
            insert(select)
            return select.result

        def blocks(insert: Insert, total: int, state: list[SSAValue], first, rest) -> list[SSAValue]:
            """For each block [b k, min(b k + k, total)): `first(insert, index, start, end, state)` (its start),
            then `rest(insert, index, start, end, t, state)` for t = 1 .. of the block; each returns the state."""

            def block(insert: Insert, index: IndexMath, b: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
                start = index.mul(b[0], k)
                end = index.min(index.add(start, k), total)
                state = first(insert, index, start, end, state)

                def step(insert: Insert, index: IndexMath, t: list[SSAValue], state: list[SSAValue]):
                    return rest(insert, index, start, end, index.add(t[0], 1), state)

                return loop_nest(insert, [index.sub(index.sub(end, start), 1)], state, step)

            return loop_nest(insert, [-(-total // k)], state, block)

        result, g, h = carried

        # g: the fold of each block from its start, in order.
        def g_first(insert, index, start, end, state):
            tensor_, _ = state
            value = padded(insert, index, index.value(start))
            return [access.write(insert, value, tensor_, [index.value(start)]), value]

        def g_rest(insert, index, start, end, t, state):
            tensor_, acc = state
            j = index.value(index.add(start, t))
            acc = body(insert, acc, padded(insert, index, j))
            return [access.write(insert, acc, tensor_, [j]), acc]

        g = blocks(insert, length, [g, init], g_first, g_rest)[0]

        # h: the fold of each block from its end, each element on the left of those after it.
        def h_first(insert, index, start, end, state):
            tensor_, _ = state
            last = index.value(index.sub(end, 1))
            value = padded(insert, index, last)
            return [access.write(insert, value, tensor_, [last]), value]

        def h_rest(insert, index, start, end, t, state):
            tensor_, acc = state
            j = index.value(index.sub(index.sub(end, 1), t))
            acc = body(insert, padded(insert, index, j), acc)
            return [access.write(insert, acc, tensor_, [j]), acc]

        h = blocks(insert, length, [h, init], h_first, h_rest)[0]

        # out[i]: the init, then h[i] (the rest of i's block), then g[i + k - 1] (the next block's start).
        def out_first(insert, index, start, end, state):
            (tensor_,) = state
            i = index.value(start)
            value = body(insert, init, access.read(insert, h, [i]))
            return [access.write(insert, value, tensor_, at(i))]

        def out_rest(insert, index, start, end, t, state):
            (tensor_,) = state
            i = index.value(index.add(start, t))
            later = access.read(insert, g, [index.value(index.add(i, k - 1))])
            value = body(insert, init, body(insert, access.read(insert, h, [i]), later))
            return [access.write(insert, value, tensor_, at(i))]

        result = blocks(insert, count, [result], out_first, out_rest)[0]
        return [result, g, h]

    return loop_nest(rewriter.insert, outer, [out, *scratch], row)[0]


LOWERED_OPS = frozenset({"reduce_window"})
"""The mnemonics of the HLO ops this module's pattern lowers (some of them; the others `ReduceWindowToLinalg`)."""


def populate_mhlo_to_linalg_sliding_window_patterns() -> list[RewritePattern]:
    """The pattern that lowers sliding reduce_windows of long windows to three passes (before
    `ReduceWindowToLinalg`)."""
    return [SlidingReduceWindowToLoops()]
