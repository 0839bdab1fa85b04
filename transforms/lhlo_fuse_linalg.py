"""`--lhlo-fuse-linalg`: tile the linalg ops that write results and fuse their producers into the tiles.

As mlir-hlo's pass of that name, on linalg on buffers (what
`lhlo-legalize-to-linalg` makes). A parallel `linalg.generic` writing a
result buffer of its function (a memref argument it writes, or a returned
memref) is tiled with `tile-sizes` (1 for every loop by default; 0 leaves a
loop untiled): a loop nest steps over the tiles, and in it the generic runs
on `memref.subview`s of its operands. The generics that wrote the buffers it
reads are tiled the same way into the loop body, producer after producer, so
that each tile is computed from its inputs without intermediate buffers
being written in full; a producer whose buffer nobody else reads is erased.

    linalg.generic ins(%a, %b) outs(%tmp)  { addf }
    linalg.generic ins(%tmp, %c) outs(%result) { mulf }

becomes, with `tile-sizes=2,3` on 6x6 buffers,

    scf.for %i = %c0 to %c6 step %c2 {
      scf.for %j = %c0 to %c6 step %c3 {
        %a_t = memref.subview %a[%i, %j] [2, 3] [1, 1] : ...
        ...
        linalg.generic ins(%a_t, %b_t) outs(%tmp_t) { addf }
        linalg.generic ins(%tmp_t, %c_t) outs(%result_t) { mulf }
      }
    }

`use-parallel-loops` makes the tile loop one `scf.parallel`. A tile size
that does not divide its dimension gives the last tile the remainder
(`affine.min`) and dynamic subview sizes. Only generics whose loops are all
parallel and whose output map is the identity are tiled or fused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, IndexType, IntegerAttr, MemRefType, ModuleOp
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, func, memref, scf
from aiopt.dialects.affine import MinOp
from aiopt.dialects.linalg import GenericOp, IndexOp
from aiopt.dialects.scf import ParallelOp, ReduceOp
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option


def result_buffers(function: func.FuncOp) -> set[SSAValue]:
    """The memrefs whose contents leave `function`: its memref arguments and what it returns (through views)."""
    buffers = {arg for arg in function.args if isinstance(arg.type, MemRefType)}
    pending = [v for op in function.walk() if isinstance(op, func.ReturnOp) for v in op.operands]
    while pending:
        value = pending.pop()
        if value in buffers or not isinstance(value.type, MemRefType):
            continue
        buffers.add(value)
        owner = value.owner
        if isinstance(owner, Operation) and memref.is_view(owner):  # a returned view makes its source a result
            pending.append(owner.operands[0])
    return buffers


def tileable(op: Operation) -> bool:
    """A static-shaped, all-parallel `linalg.generic` on buffers with one identity-mapped output."""
    if not isinstance(op, GenericOp) or len(op.outputs) != 1 or op.res:
        return False
    output_map = op.indexing_maps.data[-1].data
    parallel = all(it.data.value == "parallel" for it in op.iterator_types.data)
    static = all(isinstance(v.type, MemRefType) and v.type.has_static_shape() for v in op.operands)
    if not (parallel and static and output_map == AffineMap.identity(output_map.num_dims)):
        return False
    # Every operand is read through a projected permutation (constant 0 on size-1 dimensions).
    probe = Tile([0] * output_map.num_dims, [1] * output_map.num_dims)
    return all(
        _operand_tile(attr.data, probe, value.type.get_shape()) is not None
        for value, attr in zip(op.operands, op.indexing_maps.data)
    )


@dataclass
class Tile:
    """A tile of an iteration space: per loop, its offset (an SSA index or 0) and size (an int or SSA index)."""

    offsets: list[SSAValue | int]
    sizes: list[SSAValue | int]
    views: dict[tuple, SSAValue] = field(default_factory=dict)
    """Subviews made in the loop body, by buffer, offsets and sizes, so that producer and consumer share them."""


def _operand_tile(affine_map: AffineMap, tile: Tile, shape: Sequence[int]) -> tuple[list, list] | None:
    """The offsets and sizes an operand read through `affine_map` has in `tile`; None if the map is not a
    projected permutation (with broadcast constant 0s)."""
    offsets, sizes = [], []
    for expr, size in zip(affine_map.results, shape):
        if isinstance(expr, AffineDimExpr):
            offsets.append(tile.offsets[expr.position])
            sizes.append(tile.sizes[expr.position])
        elif isinstance(expr, AffineConstantExpr) and expr.value == 0 and size == 1:
            offsets.append(0)
            sizes.append(1)
        else:
            return None
    return offsets, sizes


def _view(block: Block, tile: Tile, buffer: SSAValue, offsets: list, sizes: list) -> SSAValue:
    """A `memref.subview` of `buffer` appended to `block` (reused when the same buffer is viewed again)."""
    key = (buffer, tuple(offsets), tuple(sizes))
    if key in tile.views:
        return tile.views[key]
    strides = [1] * len(offsets)
    result_type = memref.SubviewOp.infer_result_type(buffer.type, offsets, sizes, strides)
    view = memref.SubviewOp.get(buffer, offsets, sizes, strides, result_type)
    block.add_op(view)
    tile.views[key] = view.result
    return view.result


def _tiled_clone(views: Block, block: Block, op: GenericOp, tile: Tile) -> None:
    """Append `op` (tileable) on the subviews of its operands in `tile` to `block`, the subviews to `views`."""
    tiled = []
    for value, attr in zip(op.operands, op.indexing_maps.data):
        offsets, sizes = _operand_tile(attr.data, tile, value.type.get_shape())
        tiled.append(_view(views, tile, value, offsets, sizes))
    count = len(op.inputs)
    body = op.body.clone()
    _offset_indices(body.block, tile)
    block.add_op(
        GenericOp(
            tiled[:count],
            tiled[count:],
            body,
            op.indexing_maps,
            op.iterator_types,
            doc=op.doc,
            library_call=op.library_call,
        )
    )


def _offset_indices(body: Block, tile: Tile) -> None:
    """Make the `linalg.index d` ops of a tiled body give whole-space indices: add the tile's offset along d."""
    for index_op in [op for op in body.ops if isinstance(op, IndexOp)]:
        offset = tile.offsets[index_op.dim.value.data]
        if isinstance(offset, SSAValue):
            shifted = arith.AddiOp(index_op.result, offset)
            body.insert_op_after(shifted, index_op)
            index_op.result.replace_uses_with_if(shifted.result, lambda use, new=shifted: use.operation is not new)


def _touched(op: Operation) -> set[SSAValue]:
    """The values `op` and the ops in its regions use (a loop's body may write buffers it does not take)."""
    return {value for nested in op.walk() for value in nested.operands}


def _producer(consumer: Operation, buffer: SSAValue) -> GenericOp | None:
    """The last tileable generic before `consumer` in its block that writes all of `buffer`."""
    op = consumer.prev_op
    while op is not None:
        if isinstance(op, GenericOp) and buffer in op.outputs:
            return op if tileable(op) else None
        if not isinstance(op, GenericOp) and buffer in _touched(op):
            return None  # something else touches the buffer in between
        op = op.prev_op
    return None


def _is_free(op: Operation) -> bool:
    return isinstance(op, memref.DeallocOp)


def _readers(buffer: SSAValue) -> list[Operation]:
    """The ops that use `buffer`, other than frees."""
    return [use.operation for use in buffer.uses if not _is_free(use.operation)]


def _sink_frees(fused: Sequence[Operation], loop: Operation) -> None:
    """Move the frees of buffers the fused ops use from above the tile loop to just below it."""
    block = loop.parent_block()
    for buffer in {value for op in fused for value in op.operands}:
        for use in list(buffer.uses):
            free = use.operation
            if _is_free(free) and free.parent_block() is block and free.is_before_in_block(loop):
                free.detach()
                block.insert_op_after(free, loop)


def _movable(producer: GenericOp, consumer: Operation) -> bool:
    """Whether `producer` can run just before `consumer`: nothing in between touches its buffers but by reading."""
    buffers = set(producer.operands)
    op = producer.next_op
    while op is not None and op is not consumer:
        # Frees of these buffers move below the tile loop (`_sink_frees`).
        written = set(op.outputs) if isinstance(op, GenericOp) else set() if _is_free(op) else _touched(op)
        if written & buffers:
            return False
        op = op.next_op
    return op is consumer


def _fusion_order(consumer: GenericOp, results: set[SSAValue]) -> list[tuple[GenericOp, GenericOp | None, int]]:
    """`consumer` and the producers to fuse into its tiles, consumers first: (op, its reader, operand index).

    A producer is fused when its only reader is the op it feeds and it can move
    down to it; its output buffer is then no longer written in full.
    """
    order: list[tuple[GenericOp, GenericOp | None, int]] = [(consumer, None, -1)]
    for op, _, _ in order:
        for index, value in enumerate(op.inputs):
            producer = _producer(op, value)
            if producer is None or value in results or not _movable(producer, op):
                continue
            if [reader for reader in _readers(value) if reader is not producer] != [op]:
                continue
            order.append((producer, op, index))
    return order


def _index(block: Block, value: int) -> SSAValue:
    op = arith.ConstantOp(IntegerAttr(value, IndexType()))
    block.add_op(op)
    return op.result


def _tile_loops(
    block: Block, shape: Sequence[int], tile_sizes: Sequence[int], parallel: bool
) -> tuple[Block, list[SSAValue | int], list[SSAValue | int], Operation]:
    """Append the tile loops over `shape` to `block`; return the innermost body, offsets, sizes and outer loop."""
    tiled = [d for d, t in enumerate(tile_sizes) if t]
    constants: dict[int, SSAValue] = {}

    def index(value: int) -> SSAValue:
        if value not in constants:
            constants[value] = _index(block, value)
        return constants[value]

    zero, uppers = index(0), [index(shape[d]) for d in tiled]
    steps = [index(tile_sizes[d]) for d in tiled]
    if parallel:
        body = Block(arg_types=[IndexType()] * len(tiled))
        body.add_op(ReduceOp())
        loop = ParallelOp([zero] * len(tiled), uppers, steps, Region(body), [])
        ivs, inner = list(body.args), body
    else:
        ivs, inner, loop = [], None, None
        for upper, step in zip(uppers, steps):
            body = Block(arg_types=[IndexType()])
            body.add_op(scf.YieldOp())
            new_loop = scf.ForOp(zero, upper, step, [], Region(body))
            if inner is None:
                loop = new_loop
            else:
                inner.insert_op_before(new_loop, inner.last_op)
            ivs.append(body.args[0])
            inner = body
    block.add_op(loop)
    offsets: list[SSAValue | int] = [0] * len(shape)
    sizes: list[SSAValue | int] = list(shape)
    terminator = inner.last_op
    for iv, d in zip(ivs, tiled):
        offsets[d] = iv
        size = tile_sizes[d]
        if shape[d] % size:
            # The last tile holds the remainder: min(size, shape - iv).
            bound = AffineMap(
                1, 0, (AffineExpr.constant(size), AffineExpr.constant(shape[d]) - AffineExpr.dimension(0))
            )
            min_op = MinOp([iv], AffineMapAttr(bound))
            inner.insert_op_before(min_op, terminator)
            sizes[d] = min_op.result
        else:
            sizes[d] = min(size, shape[d])
    return inner, offsets, sizes, loop


def fuse_into_tiles(consumer: GenericOp, results: set[SSAValue], tile_sizes: Sequence[int], parallel: bool) -> bool:
    """Tile `consumer` and fuse its producers (see the module docstring); False if it cannot be tiled."""
    shape = consumer.outputs[0].type.get_shape()
    sizes = [*tile_sizes[: len(shape)], *[0] * max(len(shape) - len(tile_sizes), 0)] if tile_sizes else [1] * len(shape)
    sizes = [min(s, d) if s else 0 for s, d in zip(sizes, shape)]
    if not any(sizes):
        return False
    fused = _fusion_order(consumer, results)
    staging = Block()
    inner, offsets, extents, loop = _tile_loops(staging, shape, sizes, parallel)
    views = Block()
    tiles: dict[Operation, Tile] = {consumer: Tile(offsets, extents)}
    clones = []
    for op, reader, index in fused:
        if reader is not None:
            # A producer iterates over its output buffer, which its reader reads at this tile.
            read_map = reader.indexing_maps.data[index].data
            producer_offsets, producer_sizes = _operand_tile(read_map, tiles[reader], op.outputs[0].type.get_shape())
            tiles[op] = Tile(producer_offsets, producer_sizes, views=tiles[consumer].views)
        clone_block = Block()
        _tiled_clone(views, clone_block, op, tiles[op])
        clones.append(clone_block)
    # The subviews, then the producers before their consumers (the clones were made consumer first).
    for block in (views, *reversed(clones)):
        for cloned in list(block.ops):
            cloned.detach()
            inner.insert_op_before(cloned, inner.last_op)
    Rewriter.inline_block(staging, InsertPoint.before(consumer))
    _sink_frees([op for op, _, _ in fused], loop)
    for op, _, _ in fused:
        op.detach()
        op.erase()
    return True


@dataclass(frozen=True)
class LhloFuseLinalgPass(DiagnosticPass):
    """Tile the parallel linalg generics that write function results and fuse their producers into the tiles.

        linalg.generic ins(%a, %b) outs(%tmp) { addf }
        linalg.generic ins(%tmp, %c) outs(%result) { mulf }

    becomes one nest of `scf.for` loops stepping by `tile-sizes`, whose
    body runs both generics on `memref.subview`s of the buffers.
    """

    name = "lhlo-fuse-linalg"

    tile_sizes: tuple[int, ...] = option((), "Tile sizes per loop (default 1 for every loop; 0 leaves a loop untiled)")
    use_parallel_loops: bool = option(False, "Make the tile loops one scf.parallel instead of nested scf.for")

    def __post_init__(self) -> None:
        if any(size < 0 for size in self.tile_sizes):
            raise PassOptionError("tile_sizes", f"must not be negative, got {','.join(map(str, self.tile_sizes))}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function in [f for f in op.walk() if isinstance(f, func.FuncOp) and not f.is_declaration]:
            results = result_buffers(function)
            consumers = [g for g in function.walk() if tileable(g) and g.outputs[0] in results]
            for consumer in reversed(consumers):
                if consumer.parent is not None:
                    fuse_into_tiles(consumer, results, self.tile_sizes, self.use_parallel_loops)
