"""`--convert-linalg-to-loops`, `--convert-linalg-to-affine-loops`, `--convert-linalg-to-parallel-loops`.

Every linalg structured op on buffers (memref operands) becomes a loop nest
over its iteration space that loads the elements its body reads, runs the
body once per point and stores what it yields:

    linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)

becomes (`convert-linalg-to-loops`)

    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %a = memref.load %A[%i, %k] : memref<4x8xf32>
          %b = memref.load %B[%k, %j] : memref<8x16xf32>
          %c = memref.load %C[%i, %j] : memref<4x16xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %c, %p : f32
          memref.store %s, %C[%i, %j] : memref<4x16xf32>
        }
      }
    }

Named ops are first generalized to `linalg.generic` (so every named op of
`aiopt.dialects.linalg` lowers); generic ops may use any indexing maps
(permutations, projections, constants, sums such as convolution windows)
and `linalg.index`. Loop sizes come from the operand dimensions that the maps
send a loop dimension to: constants for static sizes, `memref.dim` for
dynamic ones. Index expressions that are not a plain loop variable become
`affine.apply` (scf loops; `lower-affine` expands them) or stay in the map of
`affine.load`/`affine.store` (affine loops).

Loops nest in dimension order, as upstream's (for matmul `i, j, k`). The CPU
pipeline runs `linalg-interchange-unit-stride-innermost` first, which moves the
loop that walks memory with unit stride innermost (for matmul `i, k, j`), so
that it vectorizes.

With `accumulate-in-registers` (aiopt's option, which the CPU pipeline sets)
an innermost reduction loop carries the values of the outputs it does not
index as `scf.for` iter_args, loaded before the loop and stored after it,
instead of a load and a store per iteration (upstream's); the sums are the
same, in the same order.

`convert-linalg-to-parallel-loops` makes `scf.parallel` for each run of
consecutive parallel dimensions and `scf.for` for reduction dimensions.

Linalg on tensors is refused with an error asking to bufferize first, as
upstream's patterns require buffer semantics.

Why not xDSL's `convert-linalg-to-loops`: it skips `linalg.broadcast` and
`linalg.reduce` (not structured ops in xDSL), asserts on tensors instead of
reporting them, and has no affine or parallel variant.
"""

from __future__ import annotations

import itertools
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, IndexType, MemRefType, ModuleOp, TensorType
from xdsl.dialects.linalg.abstract_ops import LoopBoundSource
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import affine, arith, memref, scf
from aiopt.dialects.linalg import GenericOp, IndexOp, YieldOp, generalize, is_structured, structured_parts
from aiopt.support.cached_attributes import index_attr
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.registry import option
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.canonicalize import unique_and_hoist_constants
from aiopt.transforms.canonicalize_memref import dynamic_dim_size


def _index_constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    constant = arith.ConstantOp(index_attr(value))
    rewriter.insert(constant)
    return constant.result


Bound = int | SSAValue
"""The size of a loop dimension: static, or the `memref.dim` value of a dynamic size."""


def _size_sources(operands: Sequence[SSAValue], maps: Sequence[AffineMap], num_loops: int) -> list[LoopBoundSource]:
    """For each loop dimension, an operand dimension the maps send it to, a static one if there is one.

    The verifier makes the maps invertible, so every loop dimension is some operand dimension.
    """
    sources: list[LoopBoundSource | None] = [None] * num_loops
    for operand, map_ in zip(operands, maps):
        if not isinstance(operand.type, MemRefType):
            continue
        for dim_index, (expr, size) in enumerate(zip(map_.results, operand.type.get_shape())):
            if isinstance(expr, AffineDimExpr):
                current = sources[expr.position]
                if current is None or current.dim_size < 0 <= size:
                    sources[expr.position] = LoopBoundSource(operand, dim_index, size)
    assert all(s is not None for s in sources), "linalg op with non-invertible indexing maps"
    return [s for s in sources if s is not None]


def _materialize_bounds(
    rewriter: PatternRewriter, sources: list[LoopBoundSource], operands: Sequence[SSAValue]
) -> list[Bound]:
    """The static sizes, and a `memref.dim` for each dynamic one (folded, as upstream's `createFoldedDimOp`,
    to the size operand of a memref.alloc, alloca, view or subview); the `memref.dim` ops in the order of
    the operands and their dims, as upstream's `createFlatListOfOperandDims` makes them."""
    bounds: dict[int, Bound] = {}
    flat_order = sorted(range(len(sources)), key=lambda d: (operands.index(sources[d].operand), sources[d].dim_index))
    for loop in flat_order:
        source = sources[loop]
        if source.dim_size >= 0:
            bounds[loop] = source.dim_size
        elif (size := dynamic_dim_size(source.operand, source.dim_index)) is not None:
            bounds[loop] = size
        else:
            dim = memref.DimOp(source.operand, _index_constant(rewriter, source.dim_index))
            rewriter.insert(dim)
            bounds[loop] = dim.result
    return [bounds[loop] for loop in range(len(sources))]


_REASSOCIABLE = (arith.AddfOp, arith.MulfOp)
"""Float combiners that `reassociate-reductions` marks `reassoc` (max/min are exactly associative already)."""


class _LoopLowering(RewritePattern, ABC):
    """Lower one structured linalg op on memrefs to a loop nest; subclasses choose the loops and memory ops."""

    pass_name: ClassVar[str]
    accumulates_in_registers: ClassVar[bool] = False
    """Whether an innermost reduction loop can carry its accumulators as `scf.for` iter_args."""

    def __init__(self, reassociate: bool = False, accumulate: bool = False):
        self.reassociate = reassociate
        self.accumulate = accumulate and self.accumulates_in_registers

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_structured(op):
            return
        if any(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
            emit_error(op, f"{self.pass_name} requires buffer semantics: bufferize tensor operands to memrefs first")
            return
        map_attrs, iterators, _ = structured_parts(op)
        maps = [m.data for m in map_attrs]
        sources = _size_sources(op.operands, maps, len(iterators))
        generic = generalize(op, rewriter)
        rewriter.insertion_point = InsertPoint.before(generic)
        bounds = _materialize_bounds(rewriter, sources, list(generic.operands))
        parallel = [it.data.value == "parallel" for it in iterators]
        order = list(range(len(bounds)))
        outputs = maps[len(generic.inputs) :]
        if (
            self.accumulate
            and order
            and not parallel[order[-1]]
            and all(isinstance(v.type, MemRefType) for v in generic.outputs)
            and all(
                order[-1] not in m.used_dims() or not arg.uses
                for m, arg in zip(outputs, generic.body.block.args[len(generic.inputs) :])
            )
            and any(order[-1] not in m.used_dims() for m in outputs)
        ):
            ivs = self.build_nest(rewriter, bounds, order[:-1], parallel)
            self._reduction_loop(generic, maps, ivs, order[-1], bounds[order[-1]], rewriter)
        else:
            ivs = self.build_nest(rewriter, bounds, order, parallel)
            self._inline_body(generic, maps, [ivs[d] for d in range(len(ivs))], rewriter)
        rewriter.erase(generic)

    @abstractmethod
    def build_nest(
        self, rewriter: PatternRewriter, bounds: list[Bound], order: list[int], parallel: list[bool]
    ) -> dict[int, SSAValue]:
        """Insert the loops (dimensions in `order`, outermost first) at the rewriter's insertion point.

        Return the induction variable of each dimension and leave the
        insertion point in the innermost body.
        """

    @abstractmethod
    def load(self, rewriter: PatternRewriter, source: SSAValue, map_: AffineMap, ivs: list[SSAValue]) -> SSAValue:
        """Insert a load of `source` at the indices `map_` gives for `ivs`."""

    @abstractmethod
    def store(
        self, rewriter: PatternRewriter, value: SSAValue, dest: SSAValue, map_: AffineMap, ivs: list[SSAValue]
    ) -> None:
        """Insert a store of `value` into `dest` at the indices `map_` gives for `ivs`."""

    def _inline_body(
        self, op: GenericOp, maps: list[AffineMap], ivs: list[SSAValue], rewriter: PatternRewriter
    ) -> None:
        """Load what the body reads, clone the body with `linalg.index` as the loop variables, store what it yields."""
        yielded = self._clone_body(op, maps, ivs, rewriter, {})
        for value, dest, map_ in zip(yielded, op.outputs, maps[len(op.inputs) :]):
            self.store(rewriter, value, dest, map_, ivs)

    def _clone_body(
        self,
        op: GenericOp,
        maps: list[AffineMap],
        ivs: list[SSAValue],
        rewriter: PatternRewriter,
        accumulators: dict[SSAValue, SSAValue],
    ) -> list[SSAValue]:
        """Load the body arguments it reads (but those `accumulators` gives), clone the body with `linalg.index`
        as the loop variables, and return the values it yields. With `reassociate`, float sums and products of
        an accumulator are marked `reassoc`."""
        block = op.body.block
        values: dict[SSAValue, SSAValue] = dict(accumulators)
        for arg, operand, map_ in zip(block.args, op.operands, maps):
            if arg.uses and arg not in values:
                memory = isinstance(operand.type, MemRefType)
                values[arg] = self.load(rewriter, operand, map_, ivs) if memory else operand
        for body_op in block.ops:
            if isinstance(body_op, YieldOp):
                return [values.get(value, value) for value in body_op.operands]
            if isinstance(body_op, IndexOp):
                values[body_op.result] = ivs[body_op.dim.value.data]
                continue
            clone = body_op.clone(value_mapper=values)
            if self.reassociate and isinstance(clone, _REASSOCIABLE) and any(a in accumulators for a in body_op.operands):
                flags = clone.properties.get("fastmath")
                kept = flags.data if isinstance(flags, arith.FastMathFlagsAttr) else frozenset()
                clone.properties["fastmath"] = arith.FastMathFlagsAttr([*kept, "reassoc"])
            rewriter.insert(clone)
            values.update(zip(body_op.results, clone.results))
        return []

    def _reduction_loop(
        self,
        op: GenericOp,
        maps: list[AffineMap],
        ivs: dict[int, SSAValue],
        inner: int,
        bound: Bound,
        rewriter: PatternRewriter,
    ) -> None:
        """The innermost loop of a reduction dimension, its accumulators in registers:

            %init = memref.load %out[%i]
            %sum = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
              %x = memref.load %in[%i, %j]
              %s = arith.addf %acc, %x : f32     // fastmath<reassoc> with reassociate-reductions
              scf.yield %s : f32
            }
            memref.store %sum, %out[%i]

        instead of a load and a store of `%out[%i]` per iteration, which LLVM cannot keep in a register
        (it cannot tell that `%out` and `%in` do not alias) nor vectorize. An output indexed by the
        reduction dimension too (what a fused producer's value is written to, its block argument unread)
        is stored in the loop.
        """
        inputs = len(op.inputs)
        outer = [ivs.get(d) for d in range(maps[0].num_dims)]
        outputs = list(zip(op.outputs, maps[inputs:], op.body.block.args[inputs:]))
        carried = [(out, m, arg) for out, m, arg in outputs if inner not in m.used_dims()]
        inits = [self.load(rewriter, out, m, outer) for out, m, _ in carried]
        body = Block(arg_types=[IndexType(), *(v.type for v in inits)])
        zero, one = _index_constant(rewriter, 0), _index_constant(rewriter, 1)
        loop = scf.ForOp(zero, _bound_value(rewriter, bound), one, inits, Region(body))
        rewriter.insert(loop)
        rewriter.insertion_point = InsertPoint.at_end(body)
        all_ivs = [body.args[0] if d == inner else iv for d, iv in enumerate(outer)]
        accumulators = {arg: value for (_, _, arg), value in zip(carried, body.args[1:])}
        yielded = self._clone_body(op, maps, all_ivs, rewriter, accumulators)
        for value, (out, m, arg) in zip(yielded, outputs):
            if inner in m.used_dims():
                self.store(rewriter, value, out, m, all_ivs)
        rewriter.insert(scf.YieldOp(*(v for v, (_, m, _) in zip(yielded, outputs) if inner not in m.used_dims())))
        rewriter.insertion_point = InsertPoint.after(loop)
        for result, (out, m, _) in zip(loop.results, carried):
            self.store(rewriter, result, out, m, outer)


def _index_values(rewriter: PatternRewriter, map_: AffineMap, ivs: list[SSAValue]) -> list[SSAValue]:
    """The index of each map result: the loop variable, an index constant, or an `affine.apply` of the dims it uses."""
    indices: list[SSAValue] = []
    for expr in map_.results:
        if isinstance(expr, AffineDimExpr):
            indices.append(ivs[expr.position])
        elif isinstance(expr, AffineConstantExpr):
            indices.append(_index_constant(rewriter, expr.value))
        else:
            used = sorted(expr.used_dims())
            compact = AffineMap(map_.num_dims, 0, (expr,)).drop_dims([d not in used for d in range(map_.num_dims)])
            apply = affine.ApplyOp([ivs[d] for d in used], AffineMapAttr(compact))
            rewriter.insert(apply)
            indices.append(apply.result)
    return indices


class _MemrefAccess:
    """memref.load/store with index values (the scf variants)."""

    def load(self, rewriter: PatternRewriter, source: SSAValue, map_: AffineMap, ivs: list[SSAValue]) -> SSAValue:
        load = memref.LoadOp.get(source, _index_values(rewriter, map_, ivs))
        rewriter.insert(load)
        return load.res

    def store(
        self, rewriter: PatternRewriter, value: SSAValue, dest: SSAValue, map_: AffineMap, ivs: list[SSAValue]
    ) -> None:
        rewriter.insert(memref.StoreOp.get(value, dest, _index_values(rewriter, map_, ivs)))


def _bound_value(rewriter: PatternRewriter, bound: Bound) -> SSAValue:
    return _index_constant(rewriter, bound) if isinstance(bound, int) else bound


def _scf_for(rewriter: PatternRewriter, lb: SSAValue, ub: SSAValue, step: SSAValue) -> Block:
    """Insert an `scf.for` with an empty body; return the body."""
    body = Block([scf.YieldOp()], arg_types=[IndexType()])
    rewriter.insert(scf.ForOp(lb, ub, step, [], Region(body)))
    return body


def _scf_parallel(rewriter: PatternRewriter, lb: SSAValue, ubs: list[SSAValue], step: SSAValue) -> Block:
    """Insert an `scf.parallel` over `ubs` with an empty body; return the body."""
    body = Block([scf.ReduceOp()], arg_types=[IndexType()] * len(ubs))
    rewriter.insert(scf.ParallelOp([lb] * len(ubs), ubs, [step] * len(ubs), Region(body)))
    return body


class LinalgToLoopsPattern(_MemrefAccess, _LoopLowering):
    """A structured linalg op on memrefs to nested `scf.for` loops."""

    pass_name = "convert-linalg-to-loops"
    accumulates_in_registers = True

    def build_nest(self, rewriter, bounds, order, parallel) -> dict[int, SSAValue]:
        if not order:
            return {}
        zero, one = _index_constant(rewriter, 0), _index_constant(rewriter, 1)
        ubs = [_bound_value(rewriter, b) for b in bounds]
        ivs: dict[int, SSAValue] = {}
        for dim in order:
            body = _scf_for(rewriter, zero, ubs[dim], one)
            ivs[dim] = body.args[0]
            rewriter.insertion_point = InsertPoint.before(body.last_op)
        return ivs


class LinalgToParallelLoopsPattern(_MemrefAccess, _LoopLowering):
    """A structured linalg op on memrefs to `scf.parallel` over runs of parallel dimensions, `scf.for` over reductions."""

    pass_name = "convert-linalg-to-parallel-loops"
    accumulates_in_registers = True

    def build_nest(self, rewriter, bounds, order, parallel) -> dict[int, SSAValue]:
        if not order:
            return {}
        zero, one = _index_constant(rewriter, 0), _index_constant(rewriter, 1)
        ubs = [_bound_value(rewriter, b) for b in bounds]
        ivs: dict[int, SSAValue] = {}
        for is_parallel, run in itertools.groupby(order, key=lambda d: parallel[d]):
            dims = list(run)
            # A run of parallel dimensions is one scf.parallel; each reduction dimension its own scf.for.
            groups = [dims] if is_parallel else [[d] for d in dims]
            for group in groups:
                if is_parallel:
                    body = _scf_parallel(rewriter, zero, [ubs[d] for d in group], one)
                else:
                    body = _scf_for(rewriter, zero, ubs[group[0]], one)
                ivs.update(zip(group, body.args))
                rewriter.insertion_point = InsertPoint.before(body.last_op)
        return ivs


def _affine_bound_map(bound: Bound) -> tuple[AffineMapAttr, list[SSAValue]]:
    """The upper-bound map of an affine.for: a constant, or `()[s0] -> (s0)` of the `memref.dim` value."""
    if isinstance(bound, int):
        return AffineMapAttr(AffineMap.constant_map(bound)), []
    return AffineMapAttr(AffineMap(0, 1, (AffineExpr.symbol(0),))), [bound]


class LinalgToAffineLoopsPattern(_LoopLowering):
    """A structured linalg op on memrefs to nested `affine.for` loops with `affine.load`/`affine.store`."""

    pass_name = "convert-linalg-to-affine-loops"

    def build_nest(self, rewriter, bounds, order, parallel) -> dict[int, SSAValue]:
        ivs: dict[int, SSAValue] = {}
        for dim in order:
            ub_map, ub_operands = _affine_bound_map(bounds[dim])
            body = Block([affine.YieldOp.get()], arg_types=[IndexType()])
            rewriter.insert(affine.ForOp.from_region([], ub_operands, [], [], 0, ub_map, Region(body)))
            ivs[dim] = body.args[0]
            rewriter.insertion_point = InsertPoint.before(body.last_op)
        return ivs

    def load(self, rewriter, source, map_, ivs) -> SSAValue:
        load = affine.LoadOp(source, ivs, AffineMapAttr(map_))
        rewriter.insert(load)
        return load.result

    def store(self, rewriter, value, dest, map_, ivs) -> None:
        rewriter.insert(affine.StoreOp(value, dest, ivs, AffineMapAttr(map_)))


def populate_linalg_to_loops_patterns(reassociate: bool = False, accumulate: bool = False) -> list[RewritePattern]:
    """The patterns of `convert-linalg-to-loops`."""
    return [LinalgToLoopsPattern(reassociate, accumulate)]


def populate_linalg_to_affine_loops_patterns() -> list[RewritePattern]:
    """The patterns of `convert-linalg-to-affine-loops`."""
    return [LinalgToAffineLoopsPattern()]


def populate_linalg_to_parallel_loops_patterns(
    reassociate: bool = False, accumulate: bool = False
) -> list[RewritePattern]:
    """The patterns of `convert-linalg-to-parallel-loops`."""
    return [LinalgToParallelLoopsPattern(reassociate, accumulate)]


def _run(op: ModuleOp, patterns: list[RewritePattern]) -> None:
    # Not recursive: a lowered op's loops hold no linalg op, and an op refused
    # (on tensors) must be reported once, not retried.
    PatternRewriteWalker(
        InheritLocation(GreedyRewritePatternApplier(patterns)), apply_recursively=False
    ).rewrite_module(op)
    # Upstream's greedy driver merges the equal constants the loops bring and hoists them.
    unique_and_hoist_constants(op.body)


_REASSOCIATE_HELP = (
    "Let the float sums and products of innermost reduction loops accumulated in registers be reassociated "
    "(fastmath<reassoc>), so that LLVM vectorizes them (partial sums added at the end): results may differ in the "
    "last bits"
)
_ACCUMULATE_HELP = (
    "Carry the outputs of an innermost reduction loop that it does not index as scf.for iter_args (one load "
    "before the loop and one store after it) instead of a load and a store per iteration"
)


@dataclass(frozen=True)
class ConvertLinalgToLoopsPass(DiagnosticPass):
    """Lower linalg ops on buffers to `scf.for` loop nests with `memref.load`/`memref.store`.

        linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)

    becomes `scf.for %i = %c0 to %c8 step %c1 { memref.store %v, %m[%i] }`.
    """

    name = "convert-linalg-to-loops"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("reassociate_reductions", "accumulate_in_registers")
    """Not upstream's: `--dump-pass-pipeline` leaves them out at their defaults."""

    reassociate_reductions: bool = option(False, _REASSOCIATE_HELP)
    accumulate_in_registers: bool = option(False, _ACCUMULATE_HELP)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _run(op, populate_linalg_to_loops_patterns(self.reassociate_reductions, self.accumulate_in_registers))


@dataclass(frozen=True)
class ConvertLinalgToAffineLoopsPass(DiagnosticPass):
    """Lower linalg ops on buffers to `affine.for` loop nests with `affine.load`/`affine.store`.

        linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)

    becomes `affine.for %i = 0 to 8 { affine.store %v, %m[%i] : memref<8xf32> }`.
    """

    name = "convert-linalg-to-affine-loops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _run(op, populate_linalg_to_affine_loops_patterns())


@dataclass(frozen=True)
class ConvertLinalgToParallelLoopsPass(DiagnosticPass):
    """Lower linalg ops on buffers to `scf.parallel` over parallel dimensions and `scf.for` over reductions.

        linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)

    becomes `scf.parallel (%i) = (%c0) to (%c8) step (%c1) { memref.store %v, %m[%i] }`.
    """

    name = "convert-linalg-to-parallel-loops"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("reassociate_reductions", "accumulate_in_registers")
    """Not upstream's: `--dump-pass-pipeline` leaves them out at their defaults."""

    reassociate_reductions: bool = option(False, _REASSOCIATE_HELP)
    accumulate_in_registers: bool = option(False, _ACCUMULATE_HELP)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _run(
            op, populate_linalg_to_parallel_loops_patterns(self.reassociate_reductions, self.accumulate_in_registers)
        )
