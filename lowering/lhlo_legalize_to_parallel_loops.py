"""`--lhlo-legalize-to-parallel-loops`: lmhlo reductions to `scf.parallel` loops with `scf.reduce`.

As mlir-hlo's pass of that name, for reduce, reduce_window and
select_and_scatter. A reduce becomes a parallel loop over
the output around a parallel loop over the reduced dimensions, whose
`scf.reduce` region is the lmhlo body on scalars:

    "lmhlo.reduce"(%in, %init, %out) ({ ... lmhlo.add ... }) {dimensions = dense<1> : tensor<1xi64>}
        : (memref<4x8xf32>, memref<f32>, memref<4xf32>) -> ()

becomes

    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %init_v = memref.load %init[] : memref<f32>
      %sum = scf.parallel (%j) = (%c0) to (%c8) step (%c1) init (%init_v) -> f32 {
        %x = memref.load %in[%i, %j] : memref<4x8xf32>
        scf.reduce(%x : f32) {
        ^bb0(%lhs: f32, %rhs: f32):
          %s = arith.addf %lhs, %rhs : f32
          scf.reduce.return %s : f32
        }
      }
      memref.store %sum, %out[%i] : memref<4xf32>
    }

A reduce_window reduces its window the same way, reading
`i * stride + w * window_dilation - padding_low` and the init value where
that index falls in the padding (an `scf.if`). select_and_scatter fills the
output with the init value (`scf.parallel`), then, in an `scf.parallel` over
the source, each element finds the selected element of its window with
`scf.for` loops carrying the current selection and combines itself into the
output there with `memref.generic_atomic_rmw`: windows overlap, and the
read-modify-write of the output must not race (as upstream).

With several operands, the body combines them together (an argmax), which
`scf.reduce` (one region per value) cannot say: the reduction is then an
`scf.for` nest carrying the accumulators. A base-dilated reduce_window reads
the init value in the holes of the dilation. Ops whose bodies are not
element-wise lmhlo ops stay, and fail the pass with `failed to legalize
operation`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IndexType, IntegerAttr, ModuleOp, i1
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, lmhlo, memref, scf
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.scf import ParallelOp, ReduceOp
from aiopt.lowering.lhlo_legalize_to_linalg import (
    in_scalar_body,
    index_constant,
    lowerable,
    region_computable,
    scalar_attr,
    scalarize_region,
    window_values,
)
from aiopt.lowering.mhlo_to_linalg_scalar import emit
from aiopt.support.conversion import ConversionTarget
from aiopt.support.passes import DiagnosticPass

LoopBody = Callable[[Block, Sequence[SSAValue]], Sequence[SSAValue]]
"""Appends one iteration of a parallel loop; returns the values its `scf.reduce` combines."""


index = index_constant
"""Append `arith.constant value : index` (shorter name for the many bounds here)."""


def reduction_region(op: Operation, element: Attribute) -> Region:
    """An `scf.reduce` region combining two elements with the (single-result) body of lmhlo `op`."""
    block = Block(arg_types=[element, element])
    (result,) = scalarize_region(block, op.regions[0], block.args)
    block.add_op(scf.ReduceReturnOp(result))
    return Region(block)


def parallel_loop(
    block: Block, sizes: Sequence[int], body: LoopBody, inits: Sequence[SSAValue] = (), regions: Sequence[Region] = ()
) -> Sequence[SSAValue]:
    """Append `scf.parallel` over `0 to size` per entry of `sizes`; its `scf.reduce` combines `body`'s values.

    Returns the loop's results (one per init). Over no sizes (a rank-0 buffer) the one iteration is appended
    as it is and each init is combined once with its value: upstream's `scf.parallel` needs a loop.
    """
    if not sizes:
        values = body(block, [])
        return [_combine(block, region, init, value) for init, value, region in zip(inits, values, regions)]
    zero, one = index(block, 0), index(block, 1)
    uppers = [index(block, size) for size in sizes]
    body_block = Block(arg_types=[IndexType()] * len(sizes))
    values = body(body_block, body_block.args)
    body_block.add_op(ReduceOp(values, regions))
    loop = ParallelOp([zero] * len(sizes), uppers, [one] * len(sizes), Region(body_block), inits)
    block.add_op(loop)
    return loop.results


def _combine(block: Block, region: Region, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    """Append the ops of an `scf.reduce` region on `lhs` and `rhs`; return what its `scf.reduce.return` returns."""
    mapping: dict[SSAValue, SSAValue] = dict(zip(region.block.args, (lhs, rhs)))
    for op in region.block.ops:
        if isinstance(op, scf.ReduceReturnOp):
            return mapping.get(op.operands[0], op.operands[0])
        block.add_op(op.clone(value_mapper=mapping))
    raise ValueError("an scf.reduce region ends with scf.reduce.return")


def for_nest(
    block: Block,
    sizes: Sequence[int],
    inits: Sequence[SSAValue],
    body: Callable[[Block, Sequence[SSAValue], Sequence[SSAValue]], Sequence[SSAValue]],
    outer: Sequence[SSAValue] = (),
) -> Sequence[SSAValue]:
    """Append an `scf.for` nest `0 to size` carrying `inits`; `body(block, ivs, accs)` returns the new accumulators."""
    if not sizes:
        return body(block, list(outer), inits)
    zero, one, upper = index(block, 0), index(block, 1), index(block, sizes[0])
    loop_block = Block(arg_types=[IndexType(), *(v.type for v in inits)])
    results = for_nest(loop_block, sizes[1:], loop_block.args[1:], body, [*outer, loop_block.args[0]])
    loop_block.add_op(scf.YieldOp(*results))
    loop = scf.ForOp(zero, upper, one, inits, Region(loop_block))
    block.add_op(loop)
    return loop.results


def load(block: Block, buffer: SSAValue, indices: Sequence[SSAValue]) -> SSAValue:
    return emit(block, memref.LoadOp.get(buffer, indices))


def window_index(block: Block, position: SSAValue, offset: SSAValue, stride: int, dilation: int, low: int) -> SSAValue:
    """Append `position * stride + offset * dilation - low` on indices."""
    value = position
    if stride != 1:
        value = emit(block, arith.MuliOp(value, index(block, stride)))
    scaled = offset if dilation == 1 else emit(block, arith.MuliOp(offset, index(block, dilation)))
    value = emit(block, arith.AddiOp(value, scaled))
    return value if low == 0 else emit(block, arith.SubiOp(value, index(block, low)))


def in_bounds(
    block: Block, indices: Sequence[SSAValue], shape: Sequence[int], checked: Sequence[bool]
) -> SSAValue | None:
    """Append `0 <= index < size` for the `checked` dimensions, and-ed; None when none is checked."""
    condition = None
    for value, size, check in zip(indices, shape, checked):
        if not check:
            continue
        for predicate, bound in (("sge", 0), ("slt", size)):
            test = emit(block, arith.CmpiOp(value, index(block, bound), predicate))
            condition = test if condition is None else emit(block, arith.AndIOp(condition, test))
    return condition


def guarded(
    block: Block, condition: SSAValue | None, then: Callable[[Block], Sequence[SSAValue]], otherwise: Sequence[SSAValue]
) -> Sequence[SSAValue]:
    """Append `scf.if condition` yielding `then`'s values, else `otherwise`; just `then` without a condition.

    Without values the `scf.if` has no else region, as upstream builds it.
    """
    if condition is None:
        return then(block)
    then_block, else_block = Block(), Block()
    then_block.add_op(scf.YieldOp(*then(then_block)))
    else_block.add_op(scf.YieldOp(*otherwise))
    else_region = Region(else_block) if otherwise else Region()
    if_op = scf.IfOp(condition, [v.type for v in otherwise], Region(then_block), else_region)
    block.add_op(if_op)
    return if_op.results


def _lowerable_reduction(op: Operation) -> bool:
    """An lmhlo op on lowerable buffers whose body `scalarize_region` can compute."""
    return lowerable(op) and region_computable(op)


def reduce_values(
    block: Block,
    op: Operation,
    sizes: Sequence[int],
    starts: Sequence[SSAValue],
    values: Callable[[Block, Sequence[SSAValue]], Sequence[SSAValue]],
    outer: Sequence[SSAValue],
) -> Sequence[SSAValue]:
    """Append the fold of `values(block, inner ivs)` over `sizes` into `starts` with the body of reduction `op`.

    One operand: an `scf.parallel` whose `scf.reduce` region is the body.
    Several: their body combines the values together (an argmax keeps an
    index with the largest value), which `scf.reduce`'s one region per value
    cannot say, so an `scf.for` nest carries the accumulators.
    """
    if len(starts) == 1:
        element = starts[0].type
        return parallel_loop(block, sizes, values, starts, [reduction_region(op, element)])

    def step(step_block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> Sequence[SSAValue]:
        return scalarize_region(step_block, op.regions[0], [*accs, *values(step_block, ivs[len(outer) :])])

    return for_nest(block, sizes, starts, step, outer)


class ReduceToParallelLoops(RewritePattern):
    """`lmhlo.reduce` -> `scf.parallel` over the output around a reduction over the reduced dims.

    The reduction is an `scf.parallel` with `scf.reduce` for one operand, an
    `scf.for` nest carrying the accumulators for several (see `reduce_values`).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceOp) or not _lowerable_reduction(op):
            return
        sources, inits, outputs = op.inputs, op.init_values, op.out
        shape = sources[0].type.get_shape()
        reduced = sorted(set(int_array_values(op.dimensions)))
        kept = [d for d in range(len(shape)) if d not in reduced]
        if not reduced:
            return

        def per_output(block: Block, outer: Sequence[SSAValue]) -> Sequence[SSAValue]:
            def per_element(inner_block: Block, inner: Sequence[SSAValue]) -> Sequence[SSAValue]:
                by_dim = dict(zip(kept, outer)) | dict(zip(reduced, inner))
                return [load(inner_block, source, [by_dim[d] for d in range(len(shape))]) for source in sources]

            starts = [load(block, init, []) for init in inits]
            results = reduce_values(block, op, [shape[d] for d in reduced], starts, per_element, outer)
            for result, output in zip(results, outputs):
                block.add_op(memref.StoreOp.get(result, output, outer))
            return []

        block = Block()
        if kept:
            parallel_loop(block, [shape[d] for d in kept], per_output)
        else:
            per_output(block, [])
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


def window_source(
    block: Block, op: Operation, outer: Sequence[SSAValue], inner: Sequence[SSAValue], shape: Sequence[int]
) -> tuple[list[SSAValue], SSAValue | None]:
    """Append the input index that window element `inner` of output `outer` reads, and whether it is real.

    The index in the padded, base-dilated input is
    `o * stride + w * window_dilation - padding_low`; with base dilation b it
    is an input element where it divides by b. The condition (None when every
    index is real) is false in the padding and the holes of the dilation.
    """
    rank = len(shape)
    strides = window_values(op, "window_strides", rank, 1)
    dilations = window_values(op, "window_dilations", rank, 1)
    bases = window_values(op, "base_dilations", rank, 1)
    padding = window_values(op, "padding", 2 * rank, 0)
    lows = padding[0::2]
    indices, checked, holes = [], [], []
    for d in range(rank):
        position = window_index(block, outer[d], inner[d], strides[d], dilations[d], lows[d])
        if bases[d] != 1:
            base = index(block, bases[d])
            remainder = emit(block, arith.RemSIOp(position, base))
            holes.append(emit(block, arith.CmpiOp(remainder, index(block, 0), "eq")))
            position = emit(block, arith.DivSIOp(position, base))
        indices.append(position)
        checked.append(padding[2 * d] != 0 or padding[2 * d + 1] != 0 or bases[d] != 1)
    condition = in_bounds(block, indices, shape, checked)
    for hole in holes:
        condition = emit(block, arith.AndIOp(condition, hole))
    return indices, condition


class ReduceWindowToParallelLoops(RewritePattern):
    """`lmhlo.reduce_window` -> `scf.parallel` over the output around a reduction over the window.

    Each window element reads `window_source`, or the init value in the
    padding and in the holes of a base dilation.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceWindowOp) or not _lowerable_reduction(op):
            return
        sources, inits, outputs = op.inputs, op.init_values, op.out
        shape = sources[0].type.get_shape()
        window = window_values(op, "window_dimensions", len(shape), 1)

        def per_output(block: Block, outer: Sequence[SSAValue]) -> Sequence[SSAValue]:
            starts = [load(block, init, []) for init in inits]

            def per_element(inner_block: Block, inner: Sequence[SSAValue]) -> Sequence[SSAValue]:
                indices, condition = window_source(inner_block, op, outer, inner, shape)
                return guarded(inner_block, condition, lambda b: [load(b, v, indices) for v in sources], starts)

            results = reduce_values(block, op, window, starts, per_element, outer)
            for result, output in zip(results, outputs):
                block.add_op(memref.StoreOp.get(result, output, outer))
            return []

        block = Block()
        parallel_loop(block, outputs[0].type.get_shape(), per_output)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


class SelectAndScatterToLoops(RewritePattern):
    """`lmhlo.select_and_scatter` -> fill the output (`scf.parallel`), then a second `scf.parallel` over the
    source: each element finds the selected position of its window (an `scf.for` nest) and combines itself
    into the output there with `memref.generic_atomic_rmw`, as windows overlap (upstream's
    `SelectAndScatterOpConverter`)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.SelectAndScatterOp) or not lowerable(op):
            return
        operand, source, init, output = op.operand, op.source, op.init_value, op.out
        shape, rank = operand.type.get_shape(), operand.type.get_num_dims()
        probe = Block(arg_types=[operand.type.get_element_type()] * 2 + [source.type.get_element_type()] * 2)
        select_ok = scalarize_region(probe, op.select, probe.args[:2]) is not None
        if not select_ok or scalarize_region(probe, op.scatter, probe.args[2:]) is None:
            return
        window = window_values(op, "window_dimensions", rank, 1)
        strides = window_values(op, "window_strides", rank, 1)
        padding = op.properties.get("padding")
        lows, highs = (list(int_array_values(padding)[i::2]) if padding else [0] * rank for i in (0, 1))
        padded = [lo != 0 or hi != 0 for lo, hi in zip(lows, highs)]
        element = operand.type.get_element_type()

        block = Block()
        init_value = load(block, init, [])
        parallel_loop(block, shape, lambda b, ivs: _store(b, init_value, output, ivs))

        def per_source(b: Block, positions: Sequence[SSAValue]) -> Sequence[SSAValue]:
            first = [emit(b, arith.ConstantOp(scalar_attr(0, element))), *(index(b, 0) for _ in range(rank))]
            invalid = emit(b, arith.ConstantOp(IntegerAttr(0, i1)))

            def per_window(wb: Block, offsets: Sequence[SSAValue], state: Sequence[SSAValue]) -> Sequence[SSAValue]:
                indices = [
                    window_index(wb, p, w, s, 1, lo)
                    for p, w, s, lo in zip(positions[:rank], offsets[rank:], strides, lows)
                ]
                condition = in_bounds(wb, indices, shape, padded)
                return guarded(wb, condition, lambda tb: _select_step(tb, op, operand, indices, state), state)

            selected = for_nest(b, window, [*first, invalid], per_window, positions)
            value = load(b, source, positions)
            update = Block(arg_types=[output.type.get_element_type()])
            (combined,) = scalarize_region(update, op.scatter, [update.args[0], value])
            update.add_op(memref.AtomicYieldOp.create(operands=[combined]))
            b.add_op(
                memref.GenericAtomicRMWOp.create(
                    operands=[output, *selected[1 : 1 + rank]],
                    result_types=[output.type.get_element_type()],
                    regions=[Region(update)],
                )
            )
            return []

        parallel_loop(block, source.type.get_shape(), per_source)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


def _store(block: Block, value: SSAValue, buffer: SSAValue, ivs: Sequence[SSAValue]) -> list[SSAValue]:
    block.add_op(memref.StoreOp.get(value, buffer, ivs))
    return []


def _select_step(block: Block, op: Operation, operand: SSAValue, indices, state: Sequence[SSAValue]) -> list[SSAValue]:
    """One in-window element: take it when nothing is selected yet or `select(current, it)` is false."""
    value = load(block, operand, indices)
    current, valid = state[0], state[-1]
    (keep,) = scalarize_region(block, op.select, [current, value])
    true = emit(block, arith.ConstantOp(IntegerAttr(1, i1)))
    keep_current = emit(block, arith.AndIOp(valid, keep))
    take = emit(block, arith.XOrIOp(keep_current, true))
    chosen = [emit(block, arith.SelectOp(take, new, old)) for new, old in zip([value, *indices], state[:-1])]
    return [*chosen, true]


def populate_lhlo_legalize_to_parallel_loops_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo reduce, reduce_window and select_and_scatter to loops."""
    return [ReduceToParallelLoops(), ReduceWindowToParallelLoops(), SelectAndScatterToLoops()]


ILLEGAL = ConversionTarget(
    illegal_ops=("lmhlo.reduce", "lmhlo.reduce_window", "lmhlo.select_and_scatter"), dynamically_legal=in_scalar_body
)
"""What `lhlo-legalize-to-parallel-loops` leaves none of (outside the scalar bodies of other lmhlo ops)."""


@dataclass(frozen=True)
class LhloLegalizeToParallelLoopsPass(DiagnosticPass):
    """Lower lmhlo reduce, reduce_window and select_and_scatter to `scf.parallel` loops with `scf.reduce`.

    A reduce along dimension 1 of `memref<4x8xf32>` becomes `scf.parallel`
    over 4 outputs around an `scf.parallel` over 8 elements whose
    `scf.reduce` region is the body on scalars (an `scf.for` carrying the
    accumulators for several operands). Any other lmhlo op is left;
    one of these three that cannot be lowered fails the pass at the op.

    Example, `ai-opt --lhlo-legalize-to-parallel-loops`:

        func.func @reduce(%a: memref<4x8xf32>, %init: memref<f32>, %out: memref<4xf32>) {
          "lmhlo.reduce"(%a, %init, %out) ({
          ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
            %t = memref.alloc() : memref<f32>
            "lmhlo.add"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
            "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
            "lmhlo.terminator"() : () -> ()
          }) {dimensions = dense<1> : tensor<1xi64>} : (memref<4x8xf32>, memref<f32>, memref<4xf32>) -> ()
          func.return
        }

    becomes

        scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
          %0 = memref.load %arg1[] : memref<f32>
          ...
          %1 = scf.parallel (%arg4) = (%c0_0) to (%c8) step (%c1_1) init (%0) -> f32 {
            %2 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
            scf.reduce(%2 : f32) {
            ^bb0(%arg5: f32, %arg6: f32):
              %3 = arith.addf %arg5, %arg6 : f32
              scf.reduce.return %3 : f32
          memref.store %1, %arg2[%arg3] : memref<4xf32>
    """

    name = "lhlo-legalize-to-parallel-loops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier(populate_lhlo_legalize_to_parallel_loops_patterns(), dce_enabled=False)
        ).rewrite_module(op)
        ILLEGAL.report_illegal(op, first_only=True)
