"""`convert-linalg-to-cpu-ukernels`: f32 contractions on buffers become calls of the CPU matmul micro-kernel.

A structured linalg op on f32 memrefs whose body is `out + a * b` and whose
indexing maps are linear (matmul, batch_matmul, convolutions with their
windows, the `linalg.generic` forms of `dot_general`) is a contraction:

    C[rows..., columns...] += sum over reductions of A[...] * B[...]

It becomes calls of `aiopt_uk_matmul_f32` (the register-blocked, packing
kernel that `aiopt.runtime.cpu_ukernels` generates for the target's vector
width, as IREE's CPU micro-kernels are), one per tile of an `scf.parallel`
loop that `convert-scf-parallel-to-cpu-runtime` runs on every core:

    linalg.matmul ins(%A, %B : memref<1024x512xf32>, memref<512x256xf32>)
                  outs(%C : memref<1024x256xf32>)

becomes

    %a, %a_offset, ... = memref.extract_strided_metadata %A : ... -> memref<f32>, index, ...
    ...
    scf.parallel (%t) = (%c0) to (%c8) step (%c1) {     // 8 tiles of 128 rows
      %i = arith.muli %t, %c128 : index
      %offset = ... %a_offset + %i * 512 ...
      func.call @aiopt_uk_matmul_f32(%c1, %c128, %c256, %c1, %c1, %c512, %a, %offset, ...)
      scf.reduce
    }

Each loop dimension takes a role from the operands that index it: the
output's dimension indexed by B only (the one with the output's smallest
stride) is the kernel's columns N; up to two output dimensions indexed by A
only are its rows (M0, M1); up to three reduction dimensions are its
reduction levels (K0, K1, K2; a convolution's kernel rows, kernel columns
and input channels: no im2col). The inputs swap roles where that gives a
column dimension. The other output dimensions (batch dimensions, further
rows or columns) become the parallel loop, as do blocks of at most TILE
columns and, where that gives too few tiles, blocks of the outer row
dimension (`task_tiles`), so that there is work for every core;
further reduction dimensions become an `scf.for` inside it. The loop has one
dimension, the number of the tile (the tile loops collapsed), so that the
runtime can hand out every tile on its own. A stride is
read from `memref.extract_strided_metadata`, so views of any layout work.

A `linalg.fill` of +0.0 into the output just before the contraction (as
bufferized `dot_general`s and convolutions start) is dropped: the kernel
then stores 0.0 + each sum in the first block of the reduction instead of
adding into the output (its `accumulate` argument 0), which saves a pass
over the output to write zeros and one to read them.

The element-wise `linalg.generic` that reads the output right after the
contraction (a bias add, a relu; `elementwise_consumer` says when it may)
moves into the loop, after the calls, on the views of its operands that the
tile covers, as IREE's dispatch regions and XLA's epilogue fusion run it:
each tile is updated while it is in cache, without a second pass over the
output or a second parallel loop (`fuse-elementwise=false` keeps it out):

    scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
      func.call @aiopt_uk_matmul_f32(...)
      %tile = memref.subview %C[%i, %j] [128, 256] [1, 1] : memref<1024x256xf32> to memref<128x256xf32, ...>
      %bias = memref.subview %Bias[%j] [256] [1] : memref<256xf32> to memref<256xf32, ...>
      linalg.generic {...} ins(%tile, %bias : ...) outs(%tile : ...) { ... arith.addf ... arith.maximumf ... }
      scf.reduce
    }

Ops with dynamic loop sizes, fewer than `min-work` multiply-adds, other
element types or other bodies are left to `convert-linalg-to-loops`, as are
those with fewer than MIN_ROWS rows whose B has adjacent columns (a vector
times a matrix: the loops stream B once).
The call is only defined where the JIT links the kernel
(`aiopt.runtime.jit`): the pass belongs to the CPU pipeline.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    Float32Type,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
    ShapedType,
    StridedLayoutAttr,
    StringAttr,
    i64,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
)
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, func, linalg, memref, scf
from aiopt.dialects.linalg import is_structured, structured_parts
from aiopt.dialects.memref import is_view, view_source
from aiopt.lowering.scf_parallel_to_cpu_runtime import ESTIMATED_WORK
from aiopt.support.cached_attributes import index_attr
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.transforms.bufferization_analysis import defined_before

MATMUL_F32 = "aiopt_uk_matmul_f32"
"""The kernel's symbol (`aiopt.runtime.cpu_ukernels` defines it; see its docstring for the arguments)."""

TILE = 256
"""Columns of the output per parallel iteration, at most. Each iteration packs the B columns of its tile
(K x columns copies) and reads A's rows in place, so its tile takes every row: more rows per packed B."""

MIN_TASKS = 8
"""Tiles shrink (columns halved down to 64, then rows down to 32) until there are this many."""

MAX_TASKS = 256
"""Tiles grow (in rows) until there are at most this many."""

MIN_ROWS = 5
"""Contractions with fewer rows than this, whose B has adjacent columns (a vector or a few rows times a
matrix), are left to the loops: the kernel computes MR rows whatever their number (6 on AVX2, 8 on AVX-512)
and packs B to read it once, where `convert-linalg-to-loops` streams B's rows once through a loop over its
adjacent columns (1 x 4096 x 4096 on one thread: 6.5 ms in the kernel, 2.2 ms in loops, OpenBLAS's gemv
1.9 ms; 4 x 512 x 1024: 0.099 / 0.049 ms on AVX2)."""


def task_tiles(outer: int, blocks: int, inner_rows: int, columns: int) -> tuple[int, int]:
    """The tile of one parallel iteration: (blocks of the split row dimension, columns).

    `outer` iterations of the outer dimensions each cover `blocks` x `inner_rows` rows and `columns` columns.
    """

    def tasks(row_block: int, column_block: int) -> int:
        return outer * -(-blocks // row_block) * -(-columns // column_block)

    # Every row first: splitting the rows packs the same B columns once per row block (a 1024^3 matmul in
    # 16 tiles of 256 x 256 took 8% longer on AVX2 than in 8 tiles of 1024 x 128, one thread).
    row_block = blocks
    column_block = min(columns, TILE)
    while tasks(row_block, column_block) < MIN_TASKS:
        if column_block > 64:
            column_block = -(-column_block // 2)
        elif row_block > 1 and row_block * inner_rows > 32:
            row_block = -(-row_block // 2)
        else:
            break
    while tasks(row_block, column_block) > MAX_TASKS and row_block < blocks:
        row_block *= 2
    return min(row_block, blocks), column_block

Linear = tuple[dict[int, int], int]
"""An affine expression of the loop dimensions as {dimension: coefficient} and a constant."""


def linear_form(expr: AffineExpr) -> Linear | None:
    """`expr` as a linear combination of dimensions, or None (symbols, divisions, products of dimensions)."""
    if isinstance(expr, AffineDimExpr):
        return {expr.position: 1}, 0
    if isinstance(expr, AffineConstantExpr):
        return {}, expr.value
    if not isinstance(expr, AffineBinaryOpExpr):
        return None
    lhs, rhs = linear_form(expr.lhs), linear_form(expr.rhs)
    if lhs is None or rhs is None:
        return None
    if expr.kind == AffineBinaryOpKind.Add:
        terms = dict(lhs[0])
        for dim, coefficient in rhs[0].items():
            terms[dim] = terms.get(dim, 0) + coefficient
        return {d: c for d, c in terms.items() if c}, lhs[1] + rhs[1]
    if expr.kind == AffineBinaryOpKind.Mul and (not lhs[0] or not rhs[0]):
        (terms, constant), factor = (rhs, lhs[1]) if not lhs[0] else (lhs, rhs[1])
        return {d: c * factor for d, c in terms.items() if c * factor}, constant * factor
    return None


def _is_multiply_add(body: Region) -> bool:
    """Whether the body is `yield out + a * b` (either order of each pair), a and b the two input arguments."""
    block = body.block
    ops = list(block.ops)
    if len(ops) != 3 or len(block.args) != 3:
        return False
    mul, add, yield_ = ops
    a, b, out = block.args
    return (
        isinstance(mul, arith.MulfOp)
        and isinstance(add, arith.AddfOp)
        and set(mul.operands) == {a, b}
        and a is not b
        and set(add.operands) == {out, mul.result}
        and list(yield_.operands) == [add.result]
    )


def _strided(value: SSAValue) -> bool:
    t = value.type
    return (
        isinstance(t, MemRefType)
        and isinstance(t.element_type, Float32Type)
        and isinstance(t.layout, NoneAttr | StridedLayoutAttr)
    )


@dataclass
class Contraction:
    """The roles of the loop dimensions of one contraction (see the module docstring)."""

    sizes: list[int]
    forms: list[list[Linear]]
    """Per operand (A, B, C in kernel order): the linear form of each index."""
    swapped: bool
    columns: int
    rows: list[int]
    reductions: list[int]
    outer: list[int]
    serial: list[int]

    def coefficient(self, operand: int, dim: int) -> list[int]:
        """The coefficient of loop dimension `dim` in each index of operand `operand`."""
        return [terms.get(dim, 0) for terms, _ in self.forms[operand]]


def few_rows_of_adjacent_columns(op: Operation, c: Contraction) -> bool:
    """Whether the contraction has fewer than MIN_ROWS rows and B's column dimension is its last index alone,
    at unit stride (the loops then stream B's rows; not a transposed B, whose loops would be dot products)."""
    if math.prod(c.sizes[d] for d in c.rows) >= MIN_ROWS:
        return False
    b = op.operands[0 if c.swapped else 1]
    if c.forms[1][-1] != ({c.columns: 1}, 0):
        return False
    layout = b.type.layout
    return isinstance(layout, NoneAttr) or layout.get_strides()[-1] == 1


def analyze(op: Operation) -> Contraction | None:
    """The contraction `op` computes, or None where the kernel does not apply."""
    if not is_structured(op) or op.results or len(op.operands) != 3:
        return None
    if not all(_strided(v) for v in op.operands) or len(set(op.operands)) != 3:
        return None
    maps_attr, iterators, body = structured_parts(op)
    if not _is_multiply_add(body):
        return None
    maps = [m.data for m in maps_attr]
    if any(m.num_symbols for m in maps):
        return None
    forms = []
    for map_ in maps:
        linear = [linear_form(e) for e in map_.results]
        if any(f is None for f in linear):
            return None
        forms.append(linear)
    num_loops = maps[0].num_dims
    out = forms[2]
    out_dims = [next(iter(terms)) if len(terms) == 1 and constant == 0 else None for terms, constant in out]
    if any(d is None or out[i][0][d] != 1 for i, d in enumerate(out_dims)) or len(set(out_dims)) != len(out_dims):
        return None
    kinds = [str(it.data) for it in iterators]
    if any((kinds[d] == "parallel") != (d in out_dims) for d in range(num_loops)):
        return None
    sizes = [-1] * num_loops
    for operand, linear in zip(op.operands, forms):
        for (terms, constant), size in zip(linear, operand.type.get_shape()):
            if len(terms) == 1 and constant == 0 and next(iter(terms.values())) == 1:
                sizes[next(iter(terms))] = size
    if any(s < 0 for s in sizes):
        return None

    def indexes(linear: list[Linear], dim: int) -> bool:
        return any(dim in terms for terms, _ in linear)

    def roles(a: list[Linear], b: list[Linear]):
        columns = [d for d in out_dims if indexes(b, d) and not indexes(a, d)]
        rows = [d for d in out_dims if indexes(a, d) and not indexes(b, d)]
        return columns, rows

    # Either input may be A: the order whose columns include the output's innermost dimension first, unless
    # those are all of size 1 (a matrix times a vector: the matrix's rows become the columns, each computed
    # in order over the reduction, a vector of them at a time, instead of one column in each vector).
    orders = [(False, *roles(forms[0], forms[1])), (True, *roles(forms[1], forms[0]))]
    orders = [order for order in orders if order[1] and order[2]]
    if not orders:
        return None
    swapped, columns, rows = max(
        orders, key=lambda order: (any(sizes[d] > 1 for d in order[1]), out_dims[-1] in order[1])
    )
    a_forms, b_forms = (forms[1], forms[0]) if swapped else (forms[0], forms[1])
    # The column dimension: the output's innermost one among the candidates (unit stride in a row-major C).
    column = max(columns, key=out_dims.index)
    kept_rows = sorted(rows, key=out_dims.index)[-2:]
    reductions = [d for d in range(num_loops) if d not in out_dims]
    if any(not indexes(a_forms, d) and not indexes(b_forms, d) for d in reductions):
        return None
    kept_reductions = reductions[-3:]
    outer = [d for d in out_dims if d != column and d not in kept_rows]
    serial = [d for d in reductions if d not in kept_reductions]
    return Contraction(
        sizes,
        [a_forms, b_forms, out],
        swapped,
        column,
        kept_rows,
        kept_reductions,
        outer,
        serial,
    )


class _Emitter:
    """Index arithmetic that folds what is static."""

    def __init__(self, rewriter: Rewriter, point: InsertPoint):
        self.rewriter = rewriter
        self.point = point

    def insert(self, op: Operation) -> SSAValue:
        self.rewriter.insert_op(op, self.point)
        return op.results[0]

    def value(self, x: int | SSAValue) -> SSAValue:
        if isinstance(x, SSAValue):
            return x
        return self.insert(arith.ConstantOp(index_attr(x)))

    def add(self, a: int | SSAValue, b: int | SSAValue) -> int | SSAValue:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if isinstance(a, int) and a == 0:
            return b
        if isinstance(b, int) and b == 0:
            return a
        return self.insert(arith.AddiOp(self.value(a), self.value(b)))

    def mul(self, a: int | SSAValue, b: int | SSAValue) -> int | SSAValue:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if isinstance(a, int) and a in (0, 1):
            return 0 if a == 0 else b
        if isinstance(b, int) and b in (0, 1):
            return 0 if b == 0 else a
        return self.insert(arith.MuliOp(self.value(a), self.value(b)))

    def sum(self, terms: Sequence[int | SSAValue]) -> int | SSAValue:
        total: int | SSAValue = 0
        for term in terms:
            total = self.add(total, term)
        return total


def _layout(emitter: _Emitter, operand: SSAValue) -> tuple[SSAValue, int | SSAValue, list[int | SSAValue]]:
    """The base buffer, offset and strides of a memref (static where its type says)."""
    metadata = memref.ExtractStridedMetaDataOp(operand)
    emitter.rewriter.insert_op(metadata, emitter.point)
    t = operand.type
    if isinstance(t.layout, StridedLayoutAttr):
        static_strides = t.layout.get_strides()
        static_offset = t.layout.get_offset()
    else:
        static_strides = ShapedType.strides_for_shape(t.get_shape())
        static_offset = 0
    strides = [s if s is not None else dynamic for s, dynamic in zip(static_strides, metadata.strides)]
    offset = static_offset if static_offset is not None else metadata.offset
    return metadata.base_buffer, offset, strides


def kernel_type() -> FunctionType:
    """The kernel's signature at the func level (each buffer a `memref<f32>`)."""
    index, buffer = IndexType(), MemRefType(Float32Type(), [])
    return FunctionType.from_lists(
        [*[index] * 6, buffer, *[index] * 6, buffer, *[index] * 5, buffer, *[index] * 4, index], []
    )


def rewrite_contraction(op: Operation, c: Contraction, accumulate: bool = True, fuse: bool = True) -> None:
    """Replace the contraction `op` (`analyze`'s `c`) by its parallel loop of kernel calls (which add into the
    output, or with `accumulate=False` store into it as if it had been filled with zeros); with `fuse`, its
    `elementwise_consumer` runs in the loop, on each tile after its calls."""
    rewriter = Rewriter()
    emitter = _Emitter(rewriter, InsertPoint.before(op))
    a, b = (op.operands[1], op.operands[0]) if c.swapped else (op.operands[0], op.operands[1])
    layouts = [_layout(emitter, v) for v in (a, b, op.operands[2])]

    def constant_offset(operand: int) -> int | SSAValue:
        _, offset, strides = layouts[operand]
        terms = [emitter.mul(constant, s) for (_, constant), s in zip(c.forms[operand], strides) if constant]
        return emitter.sum([offset, *terms])

    starts = [constant_offset(i) for i in range(3)]
    # The parallel loop: the outer dimensions, then tiles of rows (blocks of the outer kept row dimension)
    # and of columns.
    split = c.rows[0]
    inner_rows = c.sizes[c.rows[1]] if len(c.rows) == 2 else 1
    row_block, column_block = task_tiles(
        math.prod(c.sizes[d] for d in c.outer), c.sizes[split], inner_rows, c.sizes[c.columns]
    )
    loop_dims = [*c.outer, split, c.columns]
    steps = [*[1] * len(c.outer), row_block, column_block]
    # One parallel dimension over all tiles (the tile loops collapsed, as `scf-parallel-loop-collapsing`
    # does): the runtime splits only a loop's outermost dimension, and a few row blocks alone would give
    # a worker slowed down by other work on its core no chunk to leave to the others.
    counts = [-(-c.sizes[d] // s) for d, s in zip(loop_dims, steps)]
    body = Block([scf.ReduceOp()], arg_types=[IndexType()])
    loop = scf.ParallelOp(
        [emitter.value(0)], [emitter.value(math.prod(counts))], [emitter.value(1)], Region(body)
    )
    rewriter.insert_op(loop, emitter.point)
    inner = _Emitter(rewriter, InsertPoint.before(body.last_op))
    ivs = dict(zip(loop_dims, _delinearize(inner, body.args[0], counts, steps)))

    def tile_extent(dim: int, block: int) -> int | SSAValue:
        if c.sizes[dim] % block == 0:
            return block
        left = inner.insert(arith.SubiOp(inner.value(c.sizes[dim]), inner.value(ivs[dim])))
        return inner.insert(arith.MinSIOp(inner.value(block), left))

    extent = tile_extent(split, row_block)
    columns = tile_extent(c.columns, column_block)
    for dim in c.serial:
        ub = inner.value(c.sizes[dim])
        for_body = Block([scf.YieldOp()], arg_types=[IndexType()])
        for_loop = scf.ForOp(inner.value(0), ub, inner.value(1), [], Region(for_body))
        rewriter.insert_op(for_loop, inner.point)
        ivs[dim] = for_body.args[0]
        inner = _Emitter(rewriter, InsertPoint.before(for_body.last_op))
    offsets = []
    for operand in range(3):
        moved = [inner.mul(iv, stride_in(inner, layouts, c, operand, dim)) for dim, iv in ivs.items()]
        offsets.append(inner.sum([starts[operand], *moved]))

    def kernel_strides(operand: int, dims: Sequence[int | None]) -> list[int | SSAValue]:
        return [0 if d is None else stride_in(inner, layouts, c, operand, d) for d in dims]

    rows: list[int | None] = [None, *c.rows] if len(c.rows) == 1 else list(c.rows)
    row_sizes = [1, extent] if len(c.rows) == 1 else [extent, c.sizes[c.rows[1]]]
    reductions: list[int | None] = [*[None] * (3 - len(c.reductions)), *c.reductions]
    reduction_sizes = [1 if d is None else c.sizes[d] for d in reductions]
    arguments = [
        *row_sizes,
        columns,
        *reduction_sizes,
        layouts[0][0],
        offsets[0],
        *kernel_strides(0, rows),
        *kernel_strides(0, reductions),
        layouts[1][0],
        offsets[1],
        *kernel_strides(1, reductions),
        *kernel_strides(1, [c.columns]),
        layouts[2][0],
        offsets[2],
        *kernel_strides(2, rows),
        *kernel_strides(2, [c.columns]),
        1 if accumulate else 0,
    ]
    call = func.CallOp(MATMUL_F32, [inner.value(x) for x in arguments], [])
    if isinstance(extent, int) and isinstance(columns, int):
        work = math.prod(x for x in (*row_sizes, columns, *reduction_sizes))
        call.attributes[ESTIMATED_WORK] = IntegerAttr(work, i64)
    rewriter.insert_op(call, inner.point)
    consumer = elementwise_consumer(op) if fuse else None
    if consumer is not None:
        # The tile of the output this iteration computed, per output dimension: (first index, size).
        whole = {d: (0, c.sizes[d]) for d in c.rows[1:]}
        tile = {**whole, **{d: (ivs[d], 1) for d in c.outer}, split: (ivs[split], extent)}
        tile[c.columns] = (ivs[c.columns], columns)
        out_dims = [next(iter(terms)) for terms, _ in c.forms[2]]
        epilogue = _Emitter(rewriter, InsertPoint.before(body.last_op))
        fuse_epilogue(epilogue, consumer, [tile[d] for d in out_dims])
    rewriter.erase_op(op)


def elementwise_consumer(op: Operation) -> linalg.GenericOp | None:
    """The element-wise `linalg.generic` that reads contraction `op`'s output right after it (a bias add, a
    relu), which may run on each tile as soon as the tile is computed; or None.

    It must follow `op` with nothing but constants and deallocations of other buffers in between, take only
    values defined before `op`, run parallel loops over the output's shape, write the output (in place) or
    a buffer of its static shape that `op` does not read, read and write those two only element for element
    (identity maps, no other views of them), read other operands through projected permutations, and compute
    with arith and math ops only."""
    output = op.operands[2]
    consumer, freed = op.next_op, set()
    while isinstance(consumer, arith.ConstantOp | memref.DeallocOp):
        if isinstance(consumer, memref.DeallocOp):
            freed.add(view_source(consumer.memref))
        consumer = consumer.next_op
    if not isinstance(consumer, linalg.GenericOp) or consumer.res or len(consumer.outputs) != 1:
        return None
    if any(str(it.data) != "parallel" for it in consumer.iterator_types):
        return None
    rank = output.type.get_num_dims()
    maps = [m.data for m in consumer.indexing_maps]
    identity = AffineMap.identity(rank)
    if maps[-1] != identity or any(m.num_dims != rank or m.num_symbols for m in maps):
        return None
    # Its output: the contraction's, or another buffer (the function's result) that the contraction does not
    # read and that is not a view of the contraction's output, of the output's (static) shape: it runs on the
    # contraction's tiles (a 3x1 copy after a 65x7 dot wrote 17x7 tiles into its 3 bytes: difftest seed 21024
    # #221, heap corruption).
    target = consumer.outputs[0]
    if target is not output and (
        not isinstance(target.type, MemRefType)
        or not isinstance(output.type, MemRefType)
        or not target.type.has_static_shape()
        or target.type.get_shape() != output.type.get_shape()
    ):
        return None
    roots = {view_source(output): output, view_source(target): target}
    if target is not output and (len(roots) == 1 or view_source(target) in {view_source(v) for v in op.operands[:2]}):
        return None
    for value, map_ in zip(consumer.inputs, maps):
        if not defined_before(value, op) or view_source(value) in freed:
            return None
        if not isinstance(value.type, MemRefType):
            continue
        # A buffer it writes (or the contraction does) only element for element: no other view of it.
        if view_source(value) in roots and (value is not roots[view_source(value)] or map_ != identity):
            return None
        if not all(isinstance(e, AffineDimExpr) for e in map_.results):
            return None
    body_ops = list(consumer.body.block.ops)
    if any(o.regions or o.dialect_name() not in ("arith", "math") for o in body_ops[:-1]):
        return None
    return consumer


def fuse_epilogue(emitter: _Emitter, consumer: linalg.GenericOp, tile: list[tuple[int | SSAValue, int | SSAValue]]):
    """Move `consumer` (`elementwise_consumer`'s) to `emitter`'s point, on the views of its operands that the
    output's `tile` ((first index, size) per dimension) covers."""
    maps = [m.data for m in consumer.indexing_maps]

    views: dict[tuple[SSAValue, AffineMap], SSAValue] = {}

    def view(value: SSAValue, map_: AffineMap) -> SSAValue:
        if not isinstance(value.type, MemRefType) or not map_.results:
            return value
        if (value, map_) in views:
            return views[value, map_]
        dims = [e.position for e in map_.results]
        offsets = [tile[d][0] for d in dims]
        sizes = [tile[d][1] for d in dims]
        static = [s if isinstance(s, int) else -1 for s in sizes]
        steps = [1] * len(dims)
        result_type = memref.subview_type(value.type, offsets, static, steps)
        sizes = [emitter.value(x) if not isinstance(x, int) else x for x in sizes]
        views[value, map_] = emitter.insert(memref.SubviewOp.get(value, offsets, sizes, steps, result_type))
        return views[value, map_]

    inputs = [view(v, m) for v, m in zip(consumer.inputs, maps)]
    outputs = [view(consumer.outputs[0], maps[-1])]
    fused = linalg.GenericOp(
        inputs, outputs, consumer.body.clone(), list(consumer.indexing_maps), list(consumer.iterator_types), []
    )
    emitter.rewriter.insert_op(fused, emitter.point)
    fused.attributes.update(consumer.attributes)
    consumer.detach()
    consumer.erase()


def _delinearize(
    emitter: _Emitter, tile: SSAValue, counts: Sequence[int], steps: Sequence[int]
) -> list[int | SSAValue]:
    """The first index of each dimension in tile number `tile` of a row-major grid of `counts` tiles of `steps`."""
    indices: list[int | SSAValue] = []
    inner = math.prod(counts)
    for count, step in zip(counts, steps):
        inner //= count
        if count == 1:
            indices.append(0)
            continue
        index: SSAValue = tile
        if inner > 1:
            index = emitter.insert(arith.DivUIOp(index, emitter.value(inner)))
        if count * inner < math.prod(counts):
            index = emitter.insert(arith.RemUIOp(index, emitter.value(count)))
        indices.append(emitter.mul(index, step))
    return indices


def stride_in(emitter: _Emitter, layouts, c: Contraction, operand: int, dim: int) -> int | SSAValue:
    """The stride (in elements) of loop dimension `dim` in operand `operand` (A, B or C)."""
    strides = layouts[operand][2]
    return emitter.sum([emitter.mul(k, s) for k, s in zip(c.coefficient(operand, dim), strides) if k])


def zero_fill_before(op: Operation, c: Contraction) -> linalg.FillOp | None:
    """The `linalg.fill` of +0.0 into the output of contraction `op` before it, which the kernel makes
    redundant: it stores 0.0 + each sum on the first block of the reduction.

    Between them may be constants, allocations, views of other buffers and structured ops on other buffers
    (a convolution's input padded after its output was filled, as mlir-hlo orders them); they neither read
    nor write the output. Only where every output element gets a sum (a reduction of at least one element)
    in one kernel call (no reduction dimension left to a loop around the calls)."""
    if c.serial or any(c.sizes[d] == 0 for d in c.reductions):
        return None
    output = view_source(op.operands[2])
    previous = op.prev_op
    while previous is not None and _leaves_alone(previous, output):
        previous = previous.prev_op
    if not isinstance(previous, linalg.FillOp) or previous.outputs[0] is not op.operands[2]:
        return None
    value = previous.inputs[0].owner
    if not isinstance(value, arith.ConstantOp) or not isinstance(value.value, FloatAttr):
        return None
    zero = value.value.value.data
    return previous if zero == 0.0 and math.copysign(1.0, zero) > 0 else None


def _leaves_alone(op: Operation, output: SSAValue) -> bool:
    """Whether `op` neither reads nor writes the buffer `output` (nor any view of it): a constant, an
    allocation, a view of another buffer, or a structured op without results or a copy all of whose buffers are
    others."""
    if isinstance(op, arith.ConstantOp | memref.AllocOp | memref.AllocaOp):
        return True
    if is_view(op):
        return view_source(op.operands[0]) is not output
    if not (is_structured(op) or isinstance(op, memref.CopyOp)) or op.results:
        return False
    return all(view_source(v) is not output for v in op.operands if isinstance(v.type, MemRefType))


def _declare(module: ModuleOp) -> None:
    if any(isinstance(o, func.FuncOp) and o.sym_name.data == MATMUL_F32 for o in module.body.block.ops):
        return
    declaration = func.FuncOp.external(MATMUL_F32, kernel_type().inputs.data, [])
    declaration.sym_visibility = StringAttr("private")
    module.body.block.add_op(declaration)


@dataclass(frozen=True)
class ConvertLinalgToCpuUkernelsPass(DiagnosticPass):
    """Turn f32 contractions on buffers into calls of the CPU matmul micro-kernel (see the module docstring).

    Example, `ai-opt --convert-linalg-to-cpu-ukernels`:

        func.func @f(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
          linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
          func.return
        }

    becomes (8 tiles of 128 x 64 outputs, each a call of the micro-kernel on strided views)

        %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
        ...
        scf.parallel (%arg3) = (%c0) to (%c8) step (%c1) {
          ...
          func.call @aiopt_uk_matmul_f32(%c1_10, %c128_11, %c64_12,
        ...
        func.func private @aiopt_uk_matmul_f32(index, index, index, index, index, index, memref<f32>,
    """

    name = "convert-linalg-to-cpu-ukernels"

    min_work: int = option(1 << 14, "Only contractions of at least this many multiply-adds call the kernel")

    fuse_elementwise: bool = option(
        True, "Run the element-wise op that updates a contraction's output next on each tile of the output"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        found = False
        for target in list(op.walk()):
            contraction = analyze(target)
            if contraction is None or math.prod(contraction.sizes) < self.min_work:
                continue
            if few_rows_of_adjacent_columns(target, contraction):
                continue
            fill = zero_fill_before(target, contraction)
            if fill is not None:
                Rewriter().erase_op(fill)
            rewrite_contraction(target, contraction, accumulate=fill is None, fuse=self.fuse_elementwise)
            found = True
        if found:
            _declare(op)
