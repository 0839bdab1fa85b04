"""`--lhlo-legalize-to-affine`: lower lmhlo ops on static buffers to `affine.for` nests.

As mlir-hlo's pass of that name, an op becomes a loop nest over its output
that reads its inputs with `affine.load`, computes one element with the
scalar ops of `mhlo_to_linalg_scalar` and writes it with `affine.store`:

    "lmhlo.add"(%a, %b, %out) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()

becomes

    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 8 {
        %x = affine.load %a[%i, %j] : memref<4x8xf32>
        %y = affine.load %b[%i, %j] : memref<4x8xf32>
        %s = arith.addf %x, %y : f32
        affine.store %s, %out[%i, %j] : memref<4x8xf32>
      }
    }

Lowered: the element-wise ops (compare, select, clamp, convert and copy
included), map, iota, constant, reshape, broadcast, broadcast_in_dim,
transpose, reverse and slice (loads at affine maps of the loop indices),
gather (start indices loaded, cast and clamped; the operand read with
`memref.load`), concatenate (one nest per operand, stores at an offset), pad
(a nest storing the padding value, then one storing the operand at
`low + i * (interior + 1)`), and dot / dot_general, reduce and convolution
(a nest over the output whose inner nest carries the accumulator in
`iter_args`; the reduce body is the lmhlo body on scalars), reduce_window
(the same, over output and window; padded or base-dilated inputs copied
into buffers filled with the init values first), dynamic_slice and
dynamic_update_slice (starts loaded and clamped before the nest; the
data-dependent side read or written with `memref.load`/`memref.store`).
Scatter, sort and select_and_scatter become `scf` loops on buffers and
case/while `scf.index_switch`/`scf.while`, shared with
`lhlo-legalize-to-linalg`. An lmhlo op left fails the pass with `failed to
legalize operation 'lmhlo.X'` at the op.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.dialects import affine, arith, lmhlo, memref
from aiopt.dialects.affine import LoadOp, StoreOp
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import ElementKind
from aiopt.lowering.lhlo_legalize_to_linalg import (
    ELEMENTWISE,
    INDEX_MAPS,
    buffer_kind,
    conv_input_padding,
    conv_loops,
    data_dependent_loop_patterns,
    dynamic_starts,
    elements_value,
    elementwise_computable,
    emit_elementwise,
    gather_element,
    gather_lowerable,
    global_constant,
    hoist,
    iota_element,
    lowerable,
    offset_indices,
    padded_shape,
    region_computable,
    release_scratch,
    report_leftovers,
    scalar_attr,
    scalarize_region,
    split,
    uniform_element,
    window_padding,
    window_values,
)
from aiopt.lowering.mhlo_to_linalg_scalar import emit, scalar_op
from aiopt.lowering.mhlo_to_linalg_utils import dot_indexing_maps
from aiopt.support.passes import DiagnosticPass

Body = Callable[[Block, Sequence[SSAValue], Sequence[SSAValue]], Sequence[SSAValue]]
"""Appends one iteration to a block, given the loop indices and accumulators; returns the new accumulators."""


def loop_nest(
    sizes: Sequence[int | SSAValue], inits: Sequence[SSAValue], body: Body, outer: Sequence[SSAValue] = ()
) -> Operation:
    """An `affine.for` nest `0 to size` per entry of `sizes` (not inserted); `inits` are carried in `iter_args`.

    A size that is an SSA index is the symbol of the upper bound (`0 to %n`).
    `body` gets the indices of `outer` loops followed by this nest's.
    """
    block = Block(arg_types=[IndexType(), *(v.type for v in inits)])
    ivs = [*outer, block.args[0]]
    if len(sizes) == 1:
        results = body(block, ivs, block.args[1:])
    else:
        inner = loop_nest(sizes[1:], block.args[1:], body, ivs)
        block.add_op(inner)
        results = inner.results
    block.add_op(affine.YieldOp.get(*results))
    upper, operands = sizes[0], []
    if isinstance(upper, SSAValue):
        upper, operands = AffineMapAttr(AffineMap(0, 1, (AffineExpr.symbol(0),))), [upper]
    return affine.ForOp.from_region([], operands, inits, [v.type for v in inits], 0, upper, Region(block))


def buffer_sizes(rewriter: PatternRewriter, buffer: SSAValue) -> list[int | SSAValue]:
    """The sizes of `buffer`: static ones as ints, dynamic ones as `memref.dim`s inserted before the op."""
    sizes: list[int | SSAValue] = []
    for d, size in enumerate(buffer.type.get_shape()):
        if size == DYNAMIC_INDEX:
            index = arith.ConstantOp(IntegerAttr(d, IndexType()))
            dim = memref.DimOp(buffer, index.result)
            rewriter.insert([index, dim])
            size = dim.result
        sizes.append(size)
    return sizes


def insert_nest(
    rewriter: PatternRewriter,
    sizes: Sequence[int],
    inits: Sequence[SSAValue],
    body: Body,
    outer: Sequence[SSAValue] = (),
) -> Sequence[SSAValue]:
    """Insert the loop nest of `loop_nest` before the op being rewritten (no loop for no sizes); return its results."""
    if sizes:
        nest = loop_nest(sizes, inits, body, outer)
        rewriter.insert(nest)
        return nest.results
    block = Block()
    results = body(block, list(outer), inits)
    for op in list(block.ops):
        op.detach()
        rewriter.insert(op)
    return results


def load(
    block: Block, buffer: SSAValue, ivs: Sequence[SSAValue], exprs: Sequence[AffineExpr] | None = None
) -> SSAValue:
    """Append `affine.load buffer[exprs of ivs]` (the identity when `exprs` is None); return the element."""
    return emit(block, LoadOp(buffer, ivs, _map(len(ivs), exprs, buffer), buffer.type.get_element_type()))


def store(block: Block, value: SSAValue, buffer: SSAValue, ivs: Sequence[SSAValue], exprs=None) -> None:
    """Append `affine.store value, buffer[exprs of ivs]` (the identity when `exprs` is None)."""
    block.add_op(StoreOp(value, buffer, ivs, _map(len(ivs), exprs, buffer)))


def _map(num_dims: int, exprs: Sequence[AffineExpr] | None, buffer: SSAValue) -> AffineMapAttr:
    if exprs is None:
        rank = buffer.type.get_num_dims()
        exprs = [AffineExpr.dimension(d) for d in range(num_dims - rank, num_dims)]
    return AffineMapAttr(AffineMap(num_dims, 0, tuple(exprs)))


def _dims(exprs: Sequence[int | AffineExpr | None]) -> list[AffineExpr]:
    """Map exprs as lhlo_legalize_to_linalg writes them (int: that dim, None: 0) as affine expressions."""
    return [
        AffineExpr.constant(0) if e is None else AffineExpr.dimension(e) if isinstance(e, int) else e for e in exprs
    ]


def _shape(value: SSAValue) -> list[int]:
    return list(value.type.get_shape())


class ElementwiseToAffine(RewritePattern):
    """`"lmhlo.add"(%a, %b, %out)` (and every element-wise op) -> a nest of load, scalar op, store.

    A dynamic size is the `memref.dim` of the output, the symbol of its loop's upper bound.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable(op, dynamic=True) or op.name.removeprefix("lmhlo.") not in ELEMENTWISE:
            return
        inputs, (output,) = split(op)
        if not elementwise_computable(op):
            return

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            # A rank-0 operand (select's scalar predicate) is read at [].
            args = [load(block, v, ivs if v.type.get_num_dims() else []) for v in inputs]
            store(block, emit_elementwise(block, op, args), output, ivs)
            return []

        insert_nest(rewriter, buffer_sizes(rewriter, output), [], body)
        rewriter.erase(op)


class MapToAffine(RewritePattern):
    """`lmhlo.map` -> a nest over the output computing the map's computation on the loaded elements."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.MapOp) or not lowerable(op) or not region_computable(op):
            return

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            (value,) = scalarize_region(block, op.computation, [load(block, v, ivs) for v in op.inputs])
            store(block, value, op.output, ivs)
            return []

        insert_nest(rewriter, _shape(op.output), [], body)
        rewriter.erase(op)


class DataMovementToAffine(RewritePattern):
    """`lmhlo.broadcast_in_dim/transpose/reverse/slice` -> a nest over the output loading at the op's map."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        mnemonic = op.name.removeprefix("lmhlo.")
        if not lowerable(op) or mnemonic not in INDEX_MAPS:
            return
        operand, output = op.operands
        exprs = _dims(INDEX_MAPS[mnemonic](op))

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            store(block, load(block, operand, ivs, exprs), output, ivs)
            return []

        insert_nest(rewriter, _shape(output), [], body)
        rewriter.erase(op)


def copy_nest(
    rewriter: PatternRewriter, source: SSAValue, target: SSAValue, offsets: Sequence[int], strides=None
) -> None:
    """Insert a nest storing `source` into `target` at `offset + i * stride` per dimension."""
    strides = strides or [1] * len(offsets)
    exprs = [AffineExpr.dimension(d) * s + o for d, (o, s) in enumerate(zip(offsets, strides))]

    def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
        store(block, load(block, source, ivs), target, ivs, exprs)
        return []

    insert_nest(rewriter, _shape(source), [], body)


def fill_nest(rewriter: PatternRewriter, value: SSAValue, target: SSAValue) -> None:
    """Insert a nest storing `value` at every element of `target`."""

    def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
        store(block, value, target, ivs)
        return []

    insert_nest(rewriter, _shape(target), [], body)


class ConstantToAffine(RewritePattern):
    """`lmhlo.constant` -> a nest storing the splat value, or copying from a private constant `memref.global`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConstantOp) or not lowerable(op) or (value := elements_value(op)) is None:
            return
        if (element := uniform_element(value)) is not None:
            scalar = arith.ConstantOp(scalar_attr(element, op.output.type.get_element_type()))
            rewriter.insert(scalar)
            fill_nest(rewriter, scalar.result, op.output)
        else:
            source = global_constant(rewriter, op, value)
            copy_nest(rewriter, source, op.output, [0] * op.output.type.get_num_dims())
        rewriter.erase(op)


class IotaToAffine(RewritePattern):
    """`lmhlo.iota` -> a nest storing the loop index of `iota_dimension`, cast to the element type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.IotaOp) or not lowerable(op):
            return
        output, dimension = op.output, op.iota_dimension.value.data
        element = output.type.get_element_type()
        probe = Block(arg_types=[IndexType()])
        if iota_element(probe, probe.args[0], element) is None:
            return

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            store(block, iota_element(block, ivs[dimension], element), output, ivs)
            return []

        insert_nest(rewriter, _shape(output), [], body)
        rewriter.erase(op)


class GatherToAffine(RewritePattern):
    """`lmhlo.gather` (no batching dims) -> a nest over the output loading the operand at start + offset.

    The start index of each `start_index_map` dimension is loaded from
    `start_indices` at the output's batch indices (`affine.load`), cast to
    `index` and clamped so that the slice stays inside the operand; the
    operand is read with `memref.load` there, since the index depends on data.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not gather_lowerable(op):
            return

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            store(block, gather_element(block, op, ivs, load), op.output, ivs)
            return []

        insert_nest(rewriter, _shape(op.output), [], body)
        rewriter.erase(op)


class DynamicSliceToAffine(RewritePattern):
    """`lmhlo.dynamic_slice` -> the clamped starts, then a nest over the output storing `operand[start + i]`.

    The operand is read with `memref.load`: its index depends on data.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.DynamicSliceOp) or not lowerable(op):
            return
        shape, sizes = op.operand.type.get_shape(), _shape(op.output)
        starts = hoist(rewriter, lambda b: dynamic_starts(b, op.start_indices, shape, sizes))

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            value = emit(block, memref.LoadOp.get(op.operand, offset_indices(block, starts, ivs)))
            store(block, value, op.output, ivs)
            return []

        insert_nest(rewriter, sizes, [], body)
        rewriter.erase(op)


class DynamicUpdateSliceToAffine(RewritePattern):
    """`lmhlo.dynamic-update-slice` -> a nest copying the operand to the output, then one over the update.

    The update nest stores with `memref.store` at the clamped start + i.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.DynamicUpdateSliceOp) or not lowerable(op):
            return
        shape, sizes = op.operand.type.get_shape(), _shape(op.update)
        if op.operand is not op.output:
            copy_nest(rewriter, op.operand, op.output, [0] * len(shape))
        starts = hoist(rewriter, lambda b: dynamic_starts(b, op.start_indices, shape, sizes))

        def body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            position = offset_indices(block, starts, ivs)
            block.add_op(memref.StoreOp.get(load(block, op.update, ivs), op.output, position))
            return []

        insert_nest(rewriter, sizes, [], body)
        rewriter.erase(op)


class ConcatenateToAffine(RewritePattern):
    """`lmhlo.concatenate` -> one nest per operand, storing it at its offset along `dimension`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConcatenateOp) or not lowerable(op):
            return
        dimension, offset = op.dimension.value.data, 0
        for value in op.val:
            rank = value.type.get_num_dims()
            copy_nest(rewriter, value, op.output, [offset if d == dimension else 0 for d in range(rank)])
            offset += value.type.get_shape()[dimension]
        rewriter.erase(op)


class PadToAffine(RewritePattern):
    """`lmhlo.pad` (no negative padding) -> a nest storing the padding value, then the operand at its place."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.PadOp) or not lowerable(op):
            return
        low, interior = int_array_values(op.edge_padding_low), int_array_values(op.interior_padding)
        if min((*low, *int_array_values(op.edge_padding_high), *interior), default=0) < 0:
            return
        padding = memref.LoadOp.get(op.padding_value, [])
        rewriter.insert(padding)
        fill_nest(rewriter, padding.res, op.output)
        copy_nest(rewriter, op.operand, op.output, low, [i + 1 for i in interior])
        rewriter.erase(op)


def reduction_nest(
    rewriter: PatternRewriter,
    outer: Sequence[int],
    inner: Sequence[int],
    inits: Callable[[Block, Sequence[SSAValue]], list[SSAValue]],
    step: Body,
    outputs: Sequence[SSAValue],
    output_exprs: Sequence[AffineExpr] | None = None,
) -> None:
    """Insert a nest over `outer` whose inner nest over `inner` folds `step` into accumulators, stored into `outputs`.

    `inits(block, outer_ivs)` appends the starting accumulators;
    `step(block, ivs, accs)` (ivs: outer then inner) appends one step;
    outputs are written at `output_exprs` of the outer ivs (the identity by default).
    """

    def outer_body(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
        starts = inits(block, ivs)
        results = starts
        if inner:
            nest = loop_nest(inner, starts, step, ivs)
            block.add_op(nest)
            results = nest.results
        for value, output in zip(results, outputs):
            store(block, value, output, ivs, output_exprs)
        return []

    insert_nest(rewriter, outer, [], outer_body)


class DotToAffine(RewritePattern):
    """`lmhlo.dot`/`dot_general` -> a nest over the output whose inner nest sums `lhs * rhs` over contracting dims."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, (lmhlo.DotOp, lmhlo.DotGeneralOp)) or not lowerable(op):
            return
        lhs, rhs, output = op.operands
        kind = buffer_kind(output.type)
        element = output.type.get_element_type()
        if kind not in (ElementKind.FLOAT, ElementKind.SIGNED) or {lhs.type.element_type, rhs.type.element_type} != {
            element
        }:
            return
        dims = DotDimensions.of(op.dot_dimension_numbers)
        lhs_map, rhs_map, _ = (
            m.data for m in dot_indexing_maps(dims, lhs.type.get_num_dims(), rhs.type.get_num_dims())
        )
        contracting = [lhs.type.get_shape()[d] for d in dims.lhs_contracting]

        def inits(block: Block, ivs: Sequence[SSAValue]) -> list[SSAValue]:
            return [emit(block, arith.ConstantOp(scalar_attr(0, element)))]

        def step(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            product = scalar_op(
                block,
                "multiply",
                kind,
                [load(block, lhs, ivs, lhs_map.results), load(block, rhs, ivs, rhs_map.results)],
            )
            return [scalar_op(block, "add", kind, [accs[0], product])]

        reduction_nest(rewriter, _shape(output), contracting, inits, step, [output])
        rewriter.erase(op)


class ReduceToAffine(RewritePattern):
    """`lmhlo.reduce` -> a nest over the output whose inner nest over the reduced dims folds in the lmhlo body."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceOp) or not lowerable(op):
            return
        inputs, inits_buffers, outputs = op.inputs, op.init_values, op.out
        rank = inputs[0].type.get_num_dims()
        reduced = sorted(set(int_array_values(op.dimensions)))
        kept = [d for d in range(rank) if d not in reduced]
        shape = _shape(inputs[0])
        # ivs: kept dims (outer loops), then reduced dims (inner loops), mapped back to input dims.
        order = kept + reduced
        exprs = [AffineExpr.dimension(order.index(d)) for d in range(rank)]

        def inits(block: Block, ivs: Sequence[SSAValue]) -> list[SSAValue]:
            return [load(block, v, []) for v in inits_buffers]

        def step(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            values = [load(block, v, ivs, exprs) for v in inputs]
            return scalarize_region(block, op.body, [*accs, *values])

        if not region_computable(op):
            return
        reduction_nest(rewriter, [shape[d] for d in kept], [shape[d] for d in reduced], inits, step, outputs)
        rewriter.erase(op)


class ConvolutionToAffine(RewritePattern):
    """`lmhlo.convolution` -> a nest over (batch, spatial, feature) summing over (window, channel).

    A padded or lhs-dilated input is first copied into a zero-filled `memref.alloc` (freed by
    buffer-deallocation, whose precondition refuses a `memref.dealloc` here, or after the nest where the
    module frees buffers itself: `release_scratch`).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConvolutionOp) or not lowerable(op):
            return
        kind = buffer_kind(op.output.type)
        loops = conv_loops(op)
        try:
            padding = conv_input_padding(op)
        except ValueError:
            return
        if kind not in (ElementKind.FLOAT, ElementKind.SIGNED):
            return
        element = op.output.type.get_element_type()
        source = op.lhs
        if padding is not None:
            buffer = memref.AllocOp([], [], MemRefType(element, padded_shape(op.lhs.type.get_shape(), *padding)))
            zero = arith.ConstantOp(scalar_attr(0, element))
            rewriter.insert([buffer, zero])
            fill_nest(rewriter, zero.result, buffer.memref)
            copy_nest(rewriter, op.lhs, buffer.memref, padding[0], [i + 1 for i in padding[2]])
            source = buffer.memref

        def inits(block: Block, ivs: Sequence[SSAValue]) -> list[SSAValue]:
            return [emit(block, arith.ConstantOp(scalar_attr(0, element)))]

        def step(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            x, w = load(block, source, ivs, loops.input_exprs), load(block, op.rhs, ivs, loops.kernel_exprs)
            return [scalar_op(block, "add", kind, [accs[0], scalar_op(block, "multiply", kind, [x, w])])]

        outer, inner = loops.sizes[: loops.parallel], loops.sizes[loops.parallel :]
        reduction_nest(rewriter, outer, inner, inits, step, [op.output], loops.output_exprs)
        release_scratch(rewriter, op, [source] if source is not op.lhs else [])
        rewriter.erase(op)


class ReduceWindowToAffine(RewritePattern):
    """`lmhlo.reduce_window` -> a nest over the output whose inner nest over the window folds in the lmhlo body.

    Padded or base-dilated inputs are first copied into `memref.alloc`s
    filled with the init values (freed by buffer-deallocation, or `release_scratch`); input i is read at
    `o * stride + w * window_dilation`.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceWindowOp) or not lowerable(op) or not region_computable(op):
            return
        shape = _shape(op.inputs[0])
        rank = len(shape)
        padding = window_padding(op, rank)
        if padding is None:
            return
        lows, highs, interior = padding
        sources = list(op.inputs)
        if any((*lows, *highs, *interior)):
            for i, (value, init) in enumerate(zip(op.inputs, op.init_values)):
                element = value.type.get_element_type()
                buffer = memref.AllocOp([], [], MemRefType(element, padded_shape(shape, lows, highs, interior)))
                init_value = memref.LoadOp.get(init, [])
                rewriter.insert([buffer, init_value])
                fill_nest(rewriter, init_value.res, buffer.memref)
                copy_nest(rewriter, value, buffer.memref, lows, [i + 1 for i in interior])
                sources[i] = buffer.memref
        window = window_values(op, "window_dimensions", rank, 1)
        strides = window_values(op, "window_strides", rank, 1)
        dilations = window_values(op, "window_dilations", rank, 1)
        d = [AffineExpr.dimension(i) for i in range(2 * rank)]
        exprs = [d[i] * strides[i] + d[rank + i] * dilations[i] for i in range(rank)]

        def inits(block: Block, ivs: Sequence[SSAValue]) -> list[SSAValue]:
            return [load(block, v, []) for v in op.init_values]

        def step(block: Block, ivs: Sequence[SSAValue], accs: Sequence[SSAValue]) -> list[SSAValue]:
            return scalarize_region(block, op.body, [*accs, *(load(block, v, ivs, exprs) for v in sources)])

        reduction_nest(rewriter, _shape(op.out[0]), window, inits, step, op.out)
        release_scratch(rewriter, op, [v for v in sources if v not in op.inputs])
        rewriter.erase(op)


def populate_lhlo_legalize_to_affine_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo ops on static buffers to affine loop nests."""
    return [
        ElementwiseToAffine(),
        MapToAffine(),
        DataMovementToAffine(),
        ConstantToAffine(),
        ConcatenateToAffine(),
        GatherToAffine(),
        DynamicSliceToAffine(),
        DynamicUpdateSliceToAffine(),
        IotaToAffine(),
        PadToAffine(),
        DotToAffine(),
        ReduceToAffine(),
        ConvolutionToAffine(),
        ReduceWindowToAffine(),
        *data_dependent_loop_patterns(),
    ]


@dataclass(frozen=True)
class LhloLegalizeToAffinePass(DiagnosticPass):
    """Lower lmhlo ops on static buffers to `affine.for` nests of `affine.load`, scalar ops and `affine.store`.

        "lmhlo.exponential"(%a, %out) : (memref<4xf32>, memref<4xf32>) -> ()

    becomes `affine.for %i = 0 to 4` around `affine.load %a[%i]`, `math.exp`
    and `affine.store ..., %out[%i]`. An lmhlo op that no pattern lowers
    fails the pass with an error at the op.
    """

    name = "lhlo-legalize-to-affine"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier(populate_lhlo_legalize_to_affine_patterns(), dce_enabled=False)
        ).rewrite_module(op)
        report_leftovers(op)
