"""`--convert-parallel-loops-to-gpu`: scf.parallel loops with a GPU mapping become gpu.launch.

`gpu-map-parallel-loops` gives each dimension of an outermost scf.parallel
a block id and each dimension of a parallel nested in it a thread id
(`mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0),
bound = (d0) -> (d0)>, ...]`). This pass then, as upstream's, turns

    scf.parallel (%i) = (%c0) to (%n) step (%c64) {          // block_x
      scf.parallel (%j) = (%c0) to (%c64) step (%c1) {        // thread_x
        ... %i, %j ...
      }
    }

into a launch whose grid and block sizes are the loops' trip counts, with
each induction variable recomputed as `lower + id * step`:

    gpu.launch blocks(%bx, %by, %bz) in (%gx = %trips_i, ...) threads(%tx, ...) in (%sx = %c64, ...) {
      %i = lower + %bx * step ...
      ...
      gpu.terminator
    }

Dimensions mapped to `sequential` stay loops (scf.for) inside the kernel.
A thread loop whose upper bound is computed inside the block loop (a
tile's `arith.minsi`/`affine.min` against the remaining size) launches its
largest constant trip count and guards the body with `scf.if`. Loops with
reductions, two dimensions on one hardware id, or trip counts that cannot
be computed before the launch get an error at the loop.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, IndexType, IntegerAttr, ModuleOp, UnknownLoc
from xdsl.dialects.gpu import LoopDimMapAttr, ProcessorEnum
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineSymExpr
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import affine, arith, gpu, scf
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass

MAPPING_ATTR = "mapping"

_LAUNCH_POSITION = {
    ProcessorEnum.Block_X: 0,
    ProcessorEnum.Block_Y: 1,
    ProcessorEnum.Block_Z: 2,
    ProcessorEnum.Thread_X: 3,
    ProcessorEnum.Thread_Y: 4,
    ProcessorEnum.Thread_Z: 5,
}
"""Index into (grid x, y, z, block x, y, z) and the launch body's id arguments."""


class _LoweringError(Exception):
    def __init__(self, op: Operation, message: str):
        super().__init__(message)
        self.op = op
        self.message = message


_FOLDABLE = {arith.AddiOp: lambda a, b: a + b, arith.SubiOp: lambda a, b: a - b, arith.MuliOp: lambda a, b: a * b}
"""Integer arithmetic of constants that bounds and steps may be computed with (xDSL's scf-parallel-loop-tiling
makes `arith.muli %c1, %c8` for a step where upstream's `createOrFold` makes a constant)."""


def _constant_int(value: SSAValue) -> int | None:
    """The value of `value` if it is an integer constant, or +, - or * of such constants."""
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    fold = next((f for kind, f in _FOLDABLE.items() if isinstance(owner, kind)), None)
    if fold is not None:
        lhs, rhs = _constant_int(owner.operands[0]), _constant_int(owner.operands[1])
        if lhs is not None and rhs is not None:
            return fold(lhs, rhs)
    return None


def _largest_constant_bound(value: SSAValue) -> int | None:
    """A constant that `value` never exceeds: itself, or a constant operand of the min computing it."""
    constant = _constant_int(value)
    if constant is not None:
        return constant
    owner = value.owner
    if isinstance(owner, arith.MinSIOp | arith.MinUIOp):
        bounds = [b for b in (_largest_constant_bound(o) for o in owner.operands) if b is not None]
        return min(bounds) if bounds else None
    if isinstance(owner, affine.MinOp):
        return _affine_min_constant_bound(owner)
    return None


def _affine_min_constant_bound(op: Operation) -> int | None:
    """The smallest result of an affine.min that is a constant, or a dimension bound to a constant operand."""
    affine_map = op.properties["map"].data  # type: ignore[union-attr]
    operands = list(op.operands)
    bounds = []
    for result in affine_map.results:
        if isinstance(result, AffineConstantExpr):
            bounds.append(result.value)
        elif isinstance(result, AffineDimExpr):
            bounds.append(_constant_int(operands[result.position]))
        elif isinstance(result, AffineSymExpr):
            bounds.append(_constant_int(operands[affine_map.num_dims + result.position]))
    known = [b for b in bounds if b is not None]
    return min(known) if known else None


def _is_defined_outside(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is available before `op` (defined outside it)."""
    owner = value.owner
    defining_op = owner.parent_op() if isinstance(owner, Block) else owner
    while defining_op is not None:
        if defining_op is op:
            return False
        defining_op = defining_op.parent_op()
    return True


def inherit_location(root: Operation, location: Attribute) -> None:
    """Give `root` and the ops nested in it that have no location `location` (as MLIR's builders do)."""
    for op in root.walk():
        if isinstance(op.location, UnknownLoc):
            op.location = location


class _LaunchBuilder:
    """Accumulates the launch sizes while the loop nest is moved into the launch body."""

    def __init__(self, root: scf.ParallelOp, invariant: dict[tuple[Operation, int], bool]):
        self.root = root
        self.invariant = invariant
        self.sizes: list[SSAValue | None] = [None] * 6
        self.before = InsertPoint.before(root)

    def constant(self, value: int) -> SSAValue:
        """An index constant before the launch, reusing one already in the block."""
        for op in self.root.parent_block().ops:  # type: ignore[union-attr]
            if op is self.root:
                break
            if isinstance(op, arith.ConstantOp) and op.result.type == IndexType() and _constant_int(op.result) == value:
                return op.result
        op = arith.ConstantOp(IntegerAttr(value, IndexType()))
        return self.host_value(op)

    def host_value(self, op: Operation) -> SSAValue:
        inherit_location(op, self.root.location)
        Rewriter.insert_op(op, self.before)
        return op.results[0]

    def trip_count(self, loop: Operation, dimension: int) -> tuple[SSAValue, bool]:
        """The trip count computed before the launch, and whether the body needs an `iv < upper` guard."""
        lower, upper, step = (operands[dimension] for operands in (loop.lowerBound, loop.upperBound, loop.step))  # type: ignore[attr-defined]
        if self.invariant[(loop, dimension)]:
            constants = [_constant_int(v) for v in (lower, upper, step)]
            if None not in constants:
                low, high, stride = constants
                return self.constant(max(0, -(-(high - low) // stride))), False
            span = self.host_value(arith.SubiOp(upper, lower))
            stride_minus_one = self.host_value(arith.SubiOp(step, self.constant(1)))
            padded = self.host_value(arith.AddiOp(span, stride_minus_one))
            return self.host_value(arith.DivUIOp(padded, step)), False
        bound = _constant_bound(lower, upper, step)
        assert bound is not None, "checked by _check_nest"
        return self.constant(bound), True

    def set_size(self, loop: Operation, position: int, size: SSAValue) -> None:
        if self.sizes[position] is not None:
            raise _LoweringError(loop, "cannot redefine the bound for a processor id")
        self.sizes[position] = size


def _invariant(root: Operation, *values: SSAValue) -> bool:
    return all(_is_defined_outside(v, root) for v in values)


def _constant_bound(lower: SSAValue, upper: SSAValue, step: SSAValue) -> int | None:
    """The largest trip count of a loop whose upper bound is clamped by a constant, if it is one."""
    bound, low, stride = _largest_constant_bound(upper), _constant_int(lower), _constant_int(step)
    if bound is None or low is None or not stride:
        return None
    return max(0, -(-(bound - low) // stride))


def _check_nest(loop: scf.ParallelOp, root: scf.ParallelOp, invariant: dict[tuple[Operation, int], bool]) -> None:
    """Raise a _LoweringError for what the conversion cannot do, before anything is changed.

    Records in `invariant` whether each mapped dimension's bounds are defined before the nest.
    """
    if loop.initVals:
        raise _LoweringError(loop, "parallel loops with reductions cannot be mapped to a GPU launch")
    processors = set()
    for dimension, mapping in enumerate(_mapping(loop)):
        processor = mapping.processor.data
        if processor == ProcessorEnum.Sequential:
            continue
        if str(mapping.map.data) != "(d0) -> (d0)":
            raise _LoweringError(loop, "only identity maps in #gpu.loop_dim_map are supported")
        if processor in processors:
            raise _LoweringError(loop, "cannot redefine the bound for a processor id")
        processors.add(processor)
        lower, upper, step = loop.lowerBound[dimension], loop.upperBound[dimension], loop.step[dimension]
        invariant[(loop, dimension)] = _invariant(root, lower, upper, step)
        if not invariant[(loop, dimension)] and _constant_bound(lower, upper, step) is None:
            raise _LoweringError(loop, "cannot derive loop-invariant upper bound for the launch size")
    for op in loop.body.block.ops:
        if isinstance(op, scf.ParallelOp) and MAPPING_ATTR in op.attributes:
            _check_nest(op, root, invariant)


def _mapping(loop: scf.ParallelOp) -> list[LoopDimMapAttr]:
    mapping = loop.attributes.get(MAPPING_ATTR)
    if not isinstance(mapping, ArrayAttr) or len(mapping.data) != len(loop.lowerBound):
        raise _LoweringError(loop, "expected a mapping attribute with one entry per dimension")
    for entry in mapping.data:
        if not isinstance(entry, LoopDimMapAttr):
            raise _LoweringError(loop, "expected #gpu.loop_dim_map entries in the mapping")
    return list(mapping.data)  # type: ignore[arg-type]


def _lower_loop(loop: scf.ParallelOp, builder: _LaunchBuilder, block: Block, ids: list[SSAValue]) -> None:
    """Append `loop`'s body to `block` (inside the launch), with its induction variables recomputed."""
    guards: list[SSAValue] = []
    target = block
    for dimension, mapping in enumerate(_mapping(loop)):
        lower, upper, step = loop.lowerBound[dimension], loop.upperBound[dimension], loop.step[dimension]
        induction = loop.body.block.args[dimension]
        processor = mapping.processor.data
        if processor == ProcessorEnum.Sequential:
            for_op = scf.ForOp(lower, upper, step, [], Region(Block([scf.YieldOp()], arg_types=[IndexType()])))
            target.insert_op_before(for_op, target.last_op) if _ends_in_yield(target) else target.add_op(for_op)
            induction.replace_all_uses_with(for_op.body.block.args[0])
            target = for_op.body.block
            continue
        count, needs_guard = builder.trip_count(loop, dimension)
        position = _LAUNCH_POSITION[processor]
        builder.set_size(loop, position, count)
        scaled = arith.MuliOp(ids[position], step)
        shifted = arith.AddiOp(scaled, lower)
        _append(target, [scaled, shifted])
        induction.replace_all_uses_with(shifted.result)
        if needs_guard:
            in_range = arith.CmpiOp(shifted.result, upper, "slt")
            _append(target, [in_range])
            guards.append(in_range.result)
    # One scf.if guards the body when any clamped dimension may run past its bound.
    if guards:
        condition = guards[0]
        for guard in guards[1:]:
            both = arith.AndIOp(condition, guard)
            _append(target, [both])
            condition = both.result
        if_op = scf.IfOp(condition, [], Region(Block([scf.YieldOp()])))
        _append(target, [if_op])
        target = if_op.true_region.block

    body = loop.body.block
    for op in list(body.ops):
        if isinstance(op, scf.ReduceOp):
            continue
        op.detach()
        if isinstance(op, scf.ParallelOp) and MAPPING_ATTR in op.attributes:
            _lower_loop(op, builder, target, ids)
            # Erased, not just detached: a detached loop keeps its operands' uses alive.
            op.erase()
            continue
        _append(target, [op])


def _ends_in_yield(block: Block) -> bool:
    return isinstance(block.last_op, scf.YieldOp)


def _append(block: Block, ops: list[Operation]) -> None:
    """Add `ops` at the end of `block`, before its scf.yield terminator if it has one."""
    if _ends_in_yield(block):
        assert block.last_op is not None
        block.insert_ops_before(ops, block.last_op)
    else:
        block.add_ops(ops)


def convert_parallel_loop(loop: scf.ParallelOp) -> gpu.LaunchOp:
    """Replace the mapped loop nest rooted at `loop` by a gpu.launch."""
    invariant: dict[tuple[Operation, int], bool] = {}
    _check_nest(loop, loop, invariant)
    builder = _LaunchBuilder(loop, invariant)
    launch_block = Block(arg_types=[IndexType()] * 12)
    ids = list(launch_block.args[0:6])
    _lower_loop(loop, builder, launch_block, ids)
    launch_block.add_op(gpu.TerminatorOp())
    one = None
    sizes = []
    for size in builder.sizes:
        if size is None:
            one = one or builder.constant(1)
            size = one
        sizes.append(size)
    launch = gpu.LaunchOp(sizes[0:3], sizes[3:6], Region(launch_block))
    inherit_location(launch, loop.location)
    Rewriter.insert_op(launch, InsertPoint.before(loop))
    Rewriter.erase_op(loop)
    return launch


@dataclass(frozen=True)
class ConvertParallelLoopsToGpuPass(DiagnosticPass):
    """Convert mapped scf.parallel ops to gpu launch operations

    Only outermost loops with a `mapping` attribute (from
    `gpu-map-parallel-loops`) are converted; unmapped loops are left alone.

    Example, `ai-opt --convert-parallel-loops-to-gpu`:

        func.func @f(%m: memref<1024xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c4 = arith.constant 4 : index
          %c256 = arith.constant 256 : index
          scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
            scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
              %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%b, %t)
              %v = memref.load %m[%i] : memref<1024xf32>
              memref.store %v, %m[%i] : memref<1024xf32>
              scf.reduce
            } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
            scf.reduce
          } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
          func.return
        }

    becomes

        gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c4, %arg8 = %c1, %arg9 = %c1)
          %0 = arith.muli %arg1, %c1 : index
          %1 = arith.addi %0, %c0 : index
          %2 = arith.muli %arg4, %c1 : index
          %3 = arith.addi %2, %c0 : index
          %4 = affine.apply #map(%1, %3)
          %5 = memref.load %arg0[%4] : memref<1024xf32>
          memref.store %5, %arg0[%4] : memref<1024xf32>
          gpu.terminator
    """

    name = "convert-parallel-loops-to-gpu"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        roots = [
            loop
            for loop in op.walk()
            if isinstance(loop, scf.ParallelOp) and MAPPING_ATTR in loop.attributes and not _inside_mapped(loop)
        ]
        for loop in roots:
            try:
                convert_parallel_loop(loop)
            except _LoweringError as error:
                emit_error(error.op, error.message)


def _inside_mapped(loop: scf.ParallelOp) -> bool:
    parent = loop.parent_op()
    while parent is not None:
        if isinstance(parent, scf.ParallelOp) and MAPPING_ATTR in parent.attributes:
            return True
        parent = parent.parent_op()
    return False
