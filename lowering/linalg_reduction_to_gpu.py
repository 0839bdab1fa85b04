"""`convert-linalg-reduction-to-gpu`: innermost reductions on buffers as one block of threads per row (issue 16).

A reduction lowered through parallel loops gives each GPU thread a whole
row, read element by element while the neighbouring threads read other
rows: uncoalesced, and only as many threads as rows (1,024 for a 1024²
softmax). This pass gives each output element (row) a block of threads
that reads the row together (thread t takes elements t, t + threads, ...,
consecutive threads at consecutive addresses), each folding its elements
with the generic's body into a partial, and combines the partials with a
block reduction (`gpu.all_reduce`, which `convert-gpu-to-nvvm` makes warp
shuffles and a shared-memory step):

    linalg.generic {indexing_maps = [(d0, d1) -> (d0, d1), (d0, d1) -> (d0)],
                    iterator_types = ["parallel", "reduction"]}
        ins(%x : memref<1024x1024xf32>) outs(%max : memref<1024xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %m = arith.maximumf %acc, %in : f32
      linalg.yield %m : f32
    }

becomes

    gpu.launch blocks(%row, ...) in (%gx = %c1024, ...) threads(%t, ...) in (%sx = %c256, ...) {
      %partial = scf.for %k = %t to %c1024 step %c256 iter_args(%acc = %neg_inf) -> (f32) {
        %in = memref.load %x[%row, %k] : memref<1024x1024xf32>
        %m = arith.maximumf %acc, %in : f32
        scf.yield %m : f32
      }
      %total = gpu.all_reduce maximumf %partial uniform {} : (f32) -> f32
      scf.if (%t == 0) { %max[%row] = maximumf(%max[%row], %total) }
      gpu.terminator
    }

It applies to a `linalg.generic` on memrefs with one output, one to three
parallel loops and one reduction loop, innermost, projected-permutation
indexing maps, whose body ends in one combining op (`arith.addf`, `mulf`,
`maximumf`, `minimumf`, `maxnumf`, `minnumf`, `addi`, `muli`, `max/minsi`,
`max/minui`, `andi`, `ori`, `xori`) of the accumulator and a value computed
without it: the partials start from the op's identity (-0.0 for `addf`, so
that signed zeros come out as the sequential sum's) and are combined in
another order than the sequential loop's, as every parallel reduction does.
Other reductions are left for `convert-linalg-to-parallel-loops`.
`hlo-to-gpu-pipeline` runs this pass after `convert-linalg-matmul-to-gpu`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, gpu, linalg, memref, scf
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.transforms.gpu_tile_parallel_loops import check_block_size

_COMBINERS: dict[str, str] = {
    "arith.addf": "add", "arith.mulf": "mul", "arith.maximumf": "maximumf", "arith.minimumf": "minimumf",
    "arith.maxnumf": "maxnumf", "arith.minnumf": "minnumf", "arith.addi": "add", "arith.muli": "mul",
    "arith.maxsi": "maxsi", "arith.minsi": "minsi", "arith.maxui": "maxui", "arith.minui": "minui",
    "arith.andi": "and", "arith.ori": "or", "arith.xori": "xor",
}  # fmt: skip
"""Combining ops of a reduction body, with the gpu.all_reduce kind that combines partials the same way."""


def _identity(combiner: str, element_type: Attribute) -> FloatAttr | IntegerAttr:
    """The value `v` with combiner(v, x) == x for every x of the type (NaN for maxnumf: maxnum(NaN, x) = x)."""
    if isinstance(element_type, AnyFloat):
        value = {"arith.addf": -0.0, "arith.mulf": 1.0, "arith.maximumf": -math.inf, "arith.minimumf": math.inf,
                 "arith.maxnumf": math.nan, "arith.minnumf": math.nan}[combiner]  # fmt: skip
        return FloatAttr(value, element_type)
    assert isinstance(element_type, IntegerType)
    width = element_type.width.data
    value = {"arith.addi": 0, "arith.muli": 1, "arith.maxsi": -(1 << (width - 1)), "arith.minsi": (1 << (width - 1)) - 1,
             "arith.maxui": 0, "arith.minui": -1, "arith.andi": -1, "arith.ori": 0, "arith.xori": 0}[combiner]  # fmt: skip
    if width == 1 and value == 1:
        value = -1  # i1's 1 is written -1 (true)
    return IntegerAttr(value, element_type)


@dataclass(frozen=True)
class _Reduction:
    """What the kernel is built from: the generic, its combining op, and the loop dims' operand positions."""

    op: linalg.GenericOp
    combiner: Operation
    accumulator: SSAValue
    sizes: list[tuple[SSAValue, int]]
    """For each loop dimension, an operand and its dimension that has the loop's size."""


def _match(op: Operation) -> _Reduction | None:
    if type(op) is not linalg.GenericOp or op.results or len(op.outputs) != 1:
        return None
    iterators = [str(i.data) for i in op.iterator_types.data]
    if not 2 <= len(iterators) <= 4 or iterators[-1] != "reduction" or iterators.count("reduction") != 1:
        return None
    operands = [*op.inputs, *op.outputs]
    if not all(isinstance(v.type, MemRefType) for v in operands):
        return None
    sizes: dict[int, tuple[SSAValue, int]] = {}
    for value, map_attr in zip(operands, op.indexing_maps.data):
        for position, expr in enumerate(map_attr.data.results):
            if not isinstance(expr, AffineDimExpr):
                return None  # not a projected permutation
            sizes.setdefault(expr.position, (value, position))
    if len(sizes) != len(iterators):
        return None
    output_map = op.indexing_maps.data[-1].data
    if any(isinstance(e, AffineDimExpr) and e.position == len(iterators) - 1 for e in output_map.results):
        return None
    body = op.body.block
    accumulator = body.args[-1]
    yield_op = body.last_op
    if yield_op is None or len(yield_op.operands) != 1:
        return None
    combiner = yield_op.operands[0].owner
    if not isinstance(combiner, Operation) or combiner.name not in _COMBINERS or combiner.parent is not body:
        return None
    uses = [use.operation for use in accumulator.uses]
    if uses != [combiner] or list(combiner.operands).count(accumulator) != 1:
        return None
    if any(o.name == "linalg.index" for o in body.ops):
        return None
    return _Reduction(op, combiner, accumulator, [sizes[d] for d in range(len(iterators))])


class _Builder:
    """Appends ops to a block; constants of index type are made once."""

    def __init__(self, block: Block):
        self.block = block
        self._constants: dict[int, SSAValue] = {}

    def add(self, op: Operation) -> SSAValue:
        self.block.add_op(op)
        return op.results[0] if op.results else None  # type: ignore[return-value]

    def index(self, value: int) -> SSAValue:
        if value not in self._constants:
            self._constants[value] = self.add(arith.ConstantOp(IntegerAttr(value, IndexType())))
        return self._constants[value]


def _size(before: Operation, value: SSAValue, dim: int) -> SSAValue:
    """The size of `value`'s dimension `dim` (a constant where static), computed before `before`."""
    shape = value.type.get_shape()  # type: ignore[attr-defined]
    if shape[dim] >= 0:
        op = arith.ConstantOp(IntegerAttr(shape[dim], IndexType()))
    else:
        index = arith.ConstantOp(IntegerAttr(dim, IndexType()))
        Rewriter.insert_op(index, InsertPoint.before(before))
        op = memref.DimOp(value, index)
    Rewriter.insert_op(op, InsertPoint.before(before))
    return op.results[0]


def _lower(reduction: _Reduction, block_size: int) -> None:
    op = reduction.op
    sizes = [_size(op, value, dim) for value, dim in reduction.sizes]
    one = arith.ConstantOp(IntegerAttr(1, IndexType()))
    Rewriter.insert_op(one, InsertPoint.before(op))
    # Parallel dims, innermost first, on grid x, y, z.
    parallel = sizes[:-1]
    grid = [*reversed(parallel), *([one.results[0]] * (3 - len(parallel)))]
    threads = _threads(reduction, block_size)
    threads_value = arith.ConstantOp(IntegerAttr(threads, IndexType()))
    Rewriter.insert_op(threads_value, InsertPoint.before(op))
    body = Block(arg_types=[IndexType()] * 12)
    build = _Builder(body)
    block_ids, thread_x = body.args[0:3], body.args[3]
    ids = [*reversed(block_ids[: len(parallel)])]  # loop dims 0 .. n-2

    # The partial of this thread: its elements k = t, t + threads, ... folded by the body.
    body_block = op.body.block
    element_type = reduction.accumulator.type
    identity = build.add(arith.ConstantOp(_identity(reduction.combiner.name, element_type)))
    loop_body = Block(arg_types=[IndexType(), element_type])
    k, accumulator = loop_body.args
    loop_build = _Builder(loop_body)
    mapping: dict[SSAValue, SSAValue] = {reduction.accumulator: accumulator}
    dims = [*ids, k]
    for argument, value, map_attr in zip(body_block.args, op.inputs, op.indexing_maps.data):
        if not argument.uses:
            continue
        indices = [dims[e.position] for e in map_attr.data.results]  # type: ignore[attr-defined]
        mapping[argument] = loop_build.add(memref.LoadOp.get(value, indices))
    for body_op in body_block.ops:
        if body_op is body_block.last_op:
            break
        clone = body_op.clone(value_mapper=mapping)
        loop_body.add_op(clone)
        mapping.update(zip(body_op.results, clone.results))
    loop_body.add_op(scf.YieldOp(mapping[reduction.combiner.results[0]]))
    loop = scf.ForOp(thread_x, sizes[-1], threads_value.results[0], [identity], Region(loop_body))
    partial = build.add(loop)

    # The block's total, combined with the output's initial value by thread 0.
    total = build.add(gpu.AllReduceOp(partial, _COMBINERS[reduction.combiner.name]))
    total.owner.properties["uniform"] = UnitAttr()  # type: ignore[union-attr]
    output = op.outputs[0]
    output_indices = [dims[e.position] for e in op.indexing_maps.data[-1].data.results]  # type: ignore[attr-defined]
    is_first = build.add(arith.CmpiOp(thread_x, build.index(0), "eq"))
    store = Block()
    load = memref.LoadOp.get(output, output_indices)
    store.add_op(load)
    old = load.results[0]
    combined = reduction.combiner.clone(
        value_mapper={v: old if v is reduction.accumulator else total for v in reduction.combiner.operands}
    )
    store.add_op(combined)
    store.add_op(memref.StoreOp.get(combined.results[0], output, output_indices))
    store.add_op(scf.YieldOp())
    build.add(scf.IfOp(is_first, [], Region(store)))
    body.add_op(gpu.TerminatorOp())

    block_sizes = [threads_value.results[0], one.results[0], one.results[0]]
    launch = gpu.LaunchOp(grid, block_sizes, Region(body))
    for nested in launch.walk():
        nested.location = op.location
    Rewriter.insert_op(launch, InsertPoint.before(op))
    Rewriter.erase_op(op)


def _threads(reduction: _Reduction, block_size: int) -> int:
    """Threads per block: `block_size`, or fewer (a multiple of 32) for a reduction known to be shorter."""
    value, dim = reduction.sizes[-1]
    length = value.type.get_shape()[dim]  # type: ignore[attr-defined]
    if length < 0:
        return block_size
    return max(1, min(block_size, -(-length // 32) * 32))


@dataclass(frozen=True)
class ConvertLinalgReductionToGpuPass(DiagnosticPass):
    """Innermost linalg.generic reductions on buffers as one block of threads per output element.

    Example, `ai-opt --convert-linalg-reduction-to-gpu`:

        func.func @f(%a: memref<8x1024xf32>, %r: memref<8xf32>) {
          linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                          iterator_types = ["parallel", "reduction"]}
              ins(%a : memref<8x1024xf32>) outs(%r : memref<8xf32>) {
          ^bb0(%x: f32, %acc: f32):
            %s = arith.addf %acc, %x : f32
            linalg.yield %s : f32
          }
          func.return
        }

    becomes (a block of 256 threads per row)

        gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c8, %arg9 = %c1, %arg10 = %c1)
          %cst = arith.constant -0.000000e+00 : f32
          %0 = scf.for %arg14 = %arg5 to %c1024 step %c256 iter_args(%arg15 = %cst) -> (f32) {
            %3 = memref.load %arg0[%arg2, %arg14] : memref<8x1024xf32>
            %4 = arith.addf %arg15, %3 : f32
          %1 = gpu.all_reduce add %0 uniform {
          %2 = arith.cmpi eq, %arg5, %c0 : index
          scf.if %2 {
            %3 = memref.load %arg1[%arg2] : memref<8xf32>
            %4 = arith.addf %3, %1 : f32
            memref.store %4, %arg1[%arg2] : memref<8xf32>
    """

    name = "convert-linalg-reduction-to-gpu"

    block_size: int = option(256, "Threads per block (per output element); fewer for shorter static reductions")

    def __post_init__(self) -> None:
        check_block_size(self.block_size)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reductions = [r for o in op.walk() if (r := _match(o)) is not None]
        for reduction in reductions:
            _lower(reduction, self.block_size)
        if reductions:
            op.attributes.setdefault("gpu.container_module", UnitAttr())
