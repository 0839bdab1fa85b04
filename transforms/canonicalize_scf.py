"""Canonicalization patterns of `scf` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's scf canonicalization patterns and
matches the xDSL op class (aiopt's `scf` classes derive from xDSL's):

    %r = scf.if %c -> (index) { scf.yield %a : index } else { scf.yield %b : index }
    ->
    %r = arith.select %c, %a, %b : index
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import cf
from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import IntegerAttr, TensorType, i1
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.traits import CallableOpInterface
from xdsl.transforms.canonicalization_patterns import scf as xdsl_canonicalization_scf

from aiopt.dialects import arith
from aiopt.support.pattern_dispatch import upstream_labels, upstream_pattern_enabled
from aiopt.transforms.canonicalize_arith import INVERTED_CMPI_PREDICATES, constant_values, splat_value


def _only_yield(op: Operation, region_index: int) -> xdsl_scf.YieldOp | None:
    """The yield of a region whose single block holds nothing else."""
    region = op.regions[region_index]
    if len(region.blocks) != 1:
        return None
    block = region.blocks[0]
    if block.first_op is not block.last_op or not isinstance(block.last_op, xdsl_scf.YieldOp):
        return None
    return block.last_op


@upstream_labels("RemoveEmptyElseBranch")
class RemoveEmptyElse(RewritePattern):
    """The else region of an scf.if without results that only yields is dropped (upstream's
    RemoveEmptyElseBranch):

        scf.if %c { ... } else { }    ->    scf.if %c { ... }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or op.results or not op.false_region.blocks:
            return
        else_yield = _only_yield(op, 1)
        if else_yield is None or else_yield.operands or not upstream_pattern_enabled(self, "RemoveEmptyElseBranch"):
            return
        then_region = rewriter.move_region_contents_to_new_regions(op.true_region)
        rewriter.replace(op, type(op)(op.cond, [], then_region, None, dict(op.attributes)))


class FoldConstantIndexSwitch(RewritePattern):
    """An scf.index_switch on a constant runs the case it selects (the default when none matches): that
    region's ops take its place and its yielded values its results."""

    op_types = (xdsl_scf.IndexSwitchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IndexSwitchOp):
            return
        found = constant_values(op.arg)
        if found is None or len(found[1]) != 1:
            return
        cases = list(op.cases.get_values())
        region = op.case_regions[cases.index(found[1][0])] if found[1][0] in cases else op.default_region
        if len(region.blocks) != 1 or not isinstance(region.blocks[0].last_op, xdsl_scf.YieldOp):
            return
        block = region.blocks[0]
        terminator = block.last_op
        values = list(terminator.operands)
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(terminator)
        rewriter.replace(op, [], values)


class RemoveUnusedIndexSwitchResults(RewritePattern):
    """The results of an scf.index_switch that nothing uses are dropped, with the values each region yields
    for them (what upstream's canonicalization of the op does):

        %r:2 = scf.index_switch %i -> i32, i32 case 1 { scf.yield %a, %b : i32, i32 } default { ... }   // %r#0 unused
        ->
        %r = scf.index_switch %i -> i32 case 1 { scf.yield %b : i32 } default { ... }
    """

    op_types = (xdsl_scf.IndexSwitchOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IndexSwitchOp) or not op.results:
            return
        used = [result for result in op.results if result.uses]
        if len(used) == len(op.results):
            return
        regions = [op.default_region, *op.case_regions]
        terminators = [region.blocks[0].last_op if len(region.blocks) == 1 else None for region in regions]
        if not all(isinstance(terminator, xdsl_scf.YieldOp) for terminator in terminators):
            return
        for terminator in terminators:
            assert terminator is not None
            rewriter.replace(terminator, xdsl_scf.YieldOp(*[terminator.operands[r.index] for r in used]))
        moved = [rewriter.move_region_contents_to_new_regions(region) for region in regions]
        new_op = xdsl_scf.IndexSwitchOp(op.arg, op.cases, moved[0], moved[1:], [r.type for r in used])
        new_op.attributes.update(op.attributes)
        values: list[SSAValue | None] = [None] * len(op.results)
        for position, result in enumerate(used):
            values[result.index] = new_op.results[position]
        rewriter.replace(op, new_op, values)


class RemoveRedundantForIterArgs(RewritePattern):
    """An scf.for drops the iter_args it does not need (upstream's ForOpIterArgsFolder): one it yields
    back unchanged, one whose init it yields, and one unused in the body whose result is unused too;
    the result of a dropped iter_arg is its init:

        %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %c) -> (i32, i32) {
          %y = arith.addi %a, %c : i32
          scf.yield %y, %c : i32, i32
        }
        ->
        %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) { ... scf.yield %y : i32 }
        (uses of %r#1 use %c)
    """

    op_types = (xdsl_scf.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ForOp) or not op.iter_args or len(op.body.blocks) != 1:
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        if not isinstance(terminator, xdsl_scf.YieldOp) or len(terminator.operands) != len(op.iter_args):
            return
        arguments = list(block.args[1:])
        inits = list(op.iter_args)
        yielded = list(terminator.operands)
        dropped = [
            k
            for k, (argument, init, value) in enumerate(zip(arguments, inits, yielded))
            if value is argument
            or value is init
            or (not op.results[k].uses and not argument.uses)
        ]
        if not dropped:
            return
        kept = [k for k in range(len(inits)) if k not in dropped]
        for k in dropped:
            # The iter_arg holds its init on every iteration (or is not read).
            arguments[k].replace_all_uses_with(inits[k])
        new_yield = xdsl_scf.YieldOp(*[yielded[k] for k in kept])
        rewriter.replace(terminator, new_yield)
        for k in reversed(dropped):
            rewriter.erase_block_argument(arguments[k], safe_erase=False)
        body = rewriter.move_region_contents_to_new_regions(op.body)
        new_loop = type(op)(op.lb, op.ub, op.step, [inits[k] for k in kept], body)
        new_loop.attributes.update(op.attributes)
        results = list(inits)
        for position, k in enumerate(kept):
            results[k] = new_loop.results[position]
        rewriter.replace(op, new_loop, results)


def _constant_trip_count(lb: SSAValue, ub: SSAValue, step: SSAValue) -> int | None:
    """The number of iterations of a loop with constant bounds and a positive constant step."""
    values = [constant_values(value) for value in (lb, ub, step)]
    if any(found is None or len(found[1]) != 1 for found in values):
        return None
    low, high, stride = (found[1][0] for found in values)
    if stride <= 0:
        return None
    return max(0, -((low - high) // stride))


def _clone_before(rewriter: PatternRewriter, ops: list[Operation], mapping: dict[SSAValue, SSAValue]) -> None:
    """Clone `ops` before the op being rewritten, their operands through `mapping` (which learns their results)."""
    for body_op in ops:
        clone = body_op.clone(value_mapper=mapping)
        mapping.update(zip(body_op.results, clone.results))
        rewriter.insert(clone)


class RemoveEmptyParallelLoops(RewritePattern):
    """An scf.parallel with a dimension whose bounds are one value runs no iteration: it is its inits
    (upstream's RemoveEmptyParallelLoops):

        %r = scf.parallel (%i, %j) = (%a, %b) to (%n, %b) step (%c1, %c1) init (%x) -> f32 { ... }    ->    %x
    """

    op_types = (xdsl_scf.ParallelOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_scf.ParallelOp) and any(lb is ub for lb, ub in zip(op.lowerBound, op.upperBound)):
            rewriter.replace(op, [], list(op.initVals))


class CollapseSingleIterationParallelDims(RewritePattern):
    """An scf.parallel drops the dimensions with one iteration (their induction variable is the lower
    bound); without any dimension left its body and reductions are inlined; with a dimension of no
    iteration it is its inits (upstream's `ParallelOpSingleOrZeroIterationDimsFolder`):

        scf.parallel (%i, %j) = (%c0, %c3) to (%c1, %c6) step (%c1, %c2) { ... %i ... %j ... }
        ->
        scf.parallel (%j) = (%c3) to (%c6) step (%c2) { ... %c0 ... %j ... }
    """

    op_types = (xdsl_scf.ParallelOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ParallelOp) or len(op.body.blocks) != 1:
            return
        block = op.body.blocks[0]
        mapping: dict[SSAValue, SSAValue] = {}
        kept: list[tuple[SSAValue, SSAValue, SSAValue, SSAValue]] = []
        for lb, ub, step, iv in zip(op.lowerBound, op.upperBound, op.step, block.args, strict=True):
            trips = _constant_trip_count(lb, ub, step)
            if trips == 0:
                rewriter.replace(op, [], list(op.initVals))
                return
            if trips == 1:
                mapping[iv] = lb
            else:
                kept.append((lb, ub, step, iv))
        if len(kept) == len(op.lowerBound):
            return
        reduce = block.last_op
        if kept:
            new_block = Block(arg_types=[iv.type for *_, iv in kept])
            mapping.update(zip([iv for *_, iv in kept], new_block.args))
            for body_op in block.ops:
                clone = body_op.clone(value_mapper=mapping)
                mapping.update(zip(body_op.results, clone.results))
                new_block.add_op(clone)
            new_op = type(op).build(
                operands=[[k[0] for k in kept], [k[1] for k in kept], [k[2] for k in kept], list(op.initVals)],
                result_types=[list(op.result_types)],
                regions=[Region(new_block)],
                attributes=dict(op.attributes),
            )
            rewriter.replace(op, new_op)
            return
        if not isinstance(reduce, xdsl_scf.ReduceOp):
            return
        _clone_before(rewriter, [body_op for body_op in block.ops if body_op is not reduce], mapping)
        results = []
        for init, operand, region in zip(op.initVals, reduce.operands, reduce.reductions, strict=True):
            reduction = region.blocks[0]
            mapping[reduction.args[0]] = init
            mapping[reduction.args[1]] = mapping.get(operand, operand)
            _clone_before(rewriter, [o for o in reduction.ops if o is not reduction.last_op], mapping)
            value = reduction.last_op.operands[0]
            results.append(mapping.get(value, value))
        rewriter.replace(op, [], results)


class MergeNestedParallelLoops(RewritePattern):
    """An scf.parallel whose body is only another scf.parallel, whose bounds do not depend on the outer
    induction variables (and neither reduces), is one scf.parallel over both (upstream's pattern of
    this name):

        scf.parallel (%i) = (%c0) to (%n) step (%c1) {
          scf.parallel (%j) = (%c0) to (%m) step (%c1) { ... }
          scf.reduce
        }
        ->
        scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) { ... }
    """

    op_types = (xdsl_scf.ParallelOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ParallelOp) or len(op.body.blocks) != 1 or op.initVals:
            return
        outer = op.body.blocks[0]
        inner_op = outer.first_op
        if not isinstance(inner_op, xdsl_scf.ParallelOp) or inner_op.next_op is not outer.last_op or inner_op.initVals:
            return
        bounds = {*inner_op.lowerBound, *inner_op.upperBound, *inner_op.step}
        if any(arg in bounds for arg in outer.args) or len(inner_op.body.blocks) != 1:
            return
        inner = inner_op.body.blocks[0]
        block = Block(arg_types=[arg.type for arg in (*outer.args, *inner.args)])
        mapping: dict[SSAValue, SSAValue] = dict(zip((*outer.args, *inner.args), block.args))
        for body_op in inner.ops:
            clone = body_op.clone(value_mapper=mapping)
            mapping.update(zip(body_op.results, clone.results))
            block.add_op(clone)
        new_op = type(op).build(
            operands=[
                [*op.lowerBound, *inner_op.lowerBound],
                [*op.upperBound, *inner_op.upperBound],
                [*op.step, *inner_op.step],
                [],
            ],
            result_types=[[]],
            regions=[Region(block)],
        )
        rewriter.replace(op, new_op)


def _constant_difference(lower: SSAValue, upper: SSAValue) -> int | None:
    """`upper - lower` where both are constants or `upper` is `lower` plus a constant (upstream's
    `computeConstDiff`)."""
    bounds = [constant_values(value) for value in (lower, upper)]
    if all(found is not None and len(found[1]) == 1 for found in bounds):
        return bounds[1][1][0] - bounds[0][1][0]
    add = upper.owner
    if isinstance(add, arith.AddiOp):
        for this, other in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
            found = constant_values(other)
            if this is lower and found is not None and len(found[1]) == 1:
                return found[1][0]
    return None


class SimplifyTrivialLoops(xdsl_canonicalization_scf.SimplifyTrivialLoops):
    """An scf.for that runs no iteration is its inits; one that runs one iteration is its body, on the
    lower bound (upstream's SimplifyTrivialLoops; xDSL's needs constant bounds, upstream's also takes
    the same value for both bounds and an upper bound that is the lower one plus a constant):

        scf.for %i = %a to %a step %c1 iter_args(%x = %init) -> (i32) { ... }    ->    %init
        %b = arith.addi %a, %c1 : index
        scf.for %i = %a to %b step %c1 { "use"(%i) }                            ->    "use"(%a)
    """

    op_types = (xdsl_scf.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ForOp):
            return
        if op.lb is op.ub:
            rewriter.replace(op, [], list(op.iter_args))
            return
        difference = _constant_difference(op.lb, op.ub)
        if difference is None:
            return
        if difference <= 0:
            rewriter.replace(op, [], list(op.iter_args))
            return
        step = constant_values(op.step)
        if step is None or len(step[1]) != 1 or not 0 < difference <= step[1][0] or len(op.body.blocks) != 1:
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        rewriter.inline_block(block, InsertPoint.before(op), [op.lb, *op.iter_args])
        rewriter.replace(op, [], list(terminator.operands))
        rewriter.erase(terminator)


def _defined_outside(op: Operation, value: SSAValue) -> bool:
    owner = value.owner
    return not op.is_ancestor(owner if isinstance(owner, Operation) else owner.parent_op())


class EmptyForYieldingOutsideValues(RewritePattern):
    """An scf.for that runs at least once and whose body only yields values defined outside it is those
    values (the last case of upstream's `SimplifyTrivialLoops`, which xDSL's lacks):

        %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> i32 { scf.yield %b : i32 }
        ->
        uses of %r use %b
    """

    op_types = (xdsl_scf.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ForOp) or len(op.body.blocks) != 1:
            return
        trips = _constant_trip_count(op.lb, op.ub, op.step)
        block = op.body.blocks[0]
        if trips is None or trips < 1 or block.first_op is not block.last_op:
            return
        yielded = list(block.last_op.operands)
        if all(_defined_outside(op, value) for value in yielded):
            rewriter.replace(op, [], yielded)


class ForIterArgOfCast(RewritePattern):
    """An scf.for whose init is a tensor.cast from a more static tensor (and whose result has one use)
    iterates on that tensor: the body reads its argument cast back to the old type and yields its value
    cast to the new one; the result is cast back (upstream's `ForOpTensorCastFolder`):

        %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
        %r = scf.for ... iter_args(%a = %0) -> (tensor<?x?xf32>) { ... scf.yield %y : tensor<?x?xf32> }
        ->
        %f = scf.for ... iter_args(%b = %t) -> (tensor<32x1024xf32>) {
          %a = tensor.cast %b : tensor<32x1024xf32> to tensor<?x?xf32>
          ...
          %z = tensor.cast %y : tensor<?x?xf32> to tensor<32x1024xf32>
          scf.yield %z : tensor<32x1024xf32>
        }
        %r = tensor.cast %f : tensor<32x1024xf32> to tensor<?x?xf32>
    """

    op_types = (xdsl_scf.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ForOp) or len(op.body.blocks) != 1:
            return
        for index, (init, result) in enumerate(zip(op.iter_args, op.results)):
            cast = init.op if isinstance(init, OpResult) else None
            if not isinstance(cast, xdsl_tensor.CastOp) or cast.source.type == cast.dest.type:
                continue
            source_type, old_type = cast.source.type, cast.dest.type
            if not isinstance(source_type, TensorType) or not isinstance(old_type, TensorType):
                continue
            if not _keeps_static_sizes(old_type, source_type) or not result.has_one_use():
                continue
            self._rewrite(op, index, cast.source, rewriter)
            return

    @staticmethod
    def _rewrite(op: xdsl_scf.ForOp, index: int, source: SSAValue, rewriter: PatternRewriter) -> None:
        block = op.body.blocks[0]
        old_arg = block.args[index + 1]
        old_type = old_arg.type
        new_arg = rewriter.insert_block_argument(block, index + 2, source.type)
        cast_in = xdsl_tensor.CastOp(new_arg, old_type)
        rewriter.insert(cast_in, InsertPoint.at_start(block))
        old_arg.replace_all_uses_with(cast_in.results[0])
        rewriter.erase_block_argument(old_arg)
        terminator = block.last_op
        cast_out = xdsl_tensor.CastOp(terminator.operands[index], source.type)
        rewriter.insert(cast_out, InsertPoint.before(terminator))
        operands = list(terminator.operands)
        operands[index] = cast_out.results[0]
        terminator.operands = operands
        inits = list(op.iter_args)
        inits[index] = source
        body = rewriter.move_region_contents_to_new_regions(op.body)
        new_loop = type(op)(op.lb, op.ub, op.step, inits, body)
        new_loop.attributes.update(op.attributes)
        cast_back = xdsl_tensor.CastOp(new_loop.results[index], old_type)
        results = list(new_loop.results)
        results[index] = cast_back.results[0]
        rewriter.replace(op, [new_loop, cast_back], results)


def _keeps_static_sizes(source: TensorType, result: TensorType) -> bool:
    """Upstream's `preservesStaticInformation(source, result)`: `result` knows every size `source` knows."""
    if source.element_type != result.element_type or len(source.get_shape()) != len(result.get_shape()):
        return False
    return all(s < 0 or s == r for s, r in zip(source.get_shape(), result.get_shape()))


# ---------------------------------------------------------------------------
# scf.if (upstream's IfOp::fold and IfOp::getCanonicalizationPatterns)


def _bool_constant(value: SSAValue) -> bool | None:
    """The value of an i1 `arith.constant` (upstream's `m_Constant(&BoolAttr)`), else None."""
    found = constant_values(value)
    if found is None or found[0] != i1 or len(found[1]) != 1:
        return None
    return bool(found[1][0])


def _in_region(value: SSAValue, region: Region) -> bool:
    """Whether `value` is defined directly in `region` (upstream's `value.getParentRegion() == &region`)."""
    block = value.owner if isinstance(value.owner, Block) else value.owner.parent_block()
    return block is not None and block.parent is region


def _yields(op: xdsl_scf.IfOp) -> tuple[xdsl_scf.YieldOp, xdsl_scf.YieldOp] | None:
    """The `scf.yield` ending each region of an scf.if with both regions."""
    ends = [region.blocks[0].last_op if len(region.blocks) == 1 else None for region in op.regions]
    if not all(isinstance(end, xdsl_scf.YieldOp) for end in ends):
        return None
    return ends[0], ends[1]


def _new_if(op: xdsl_scf.IfOp, cond: SSAValue, result_types, then_region: Region, else_region: Region | None):
    new_op = type(op)(cond, list(result_types), then_region, else_region, dict(op.attributes))
    return new_op


class SwapIfOfNegatedCondition(RewritePattern):
    """An scf.if with an else region on `xor %c, true` branches on `%c` with its regions swapped
    (upstream's `IfOp::fold`):

        %n = arith.xori %c, %true : i1
        scf.if %n { A } else { B }    ->    scf.if %c { B } else { A }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.false_region.blocks:
            return
        xor = op.cond.owner
        if not isinstance(xor, arith.XOrIOp) or splat_value(xor.rhs) not in (1, -1):
            return
        then_region = rewriter.move_region_contents_to_new_regions(op.true_region)
        else_region = rewriter.move_region_contents_to_new_regions(op.false_region)
        new_op = _new_if(op, xor.lhs, op.result_types, else_region, then_region)
        rewriter.replace(op, new_op, new_op.results)


class RemoveUnusedIfResults(RewritePattern):
    """The results of an scf.if that nothing uses are dropped, with their yielded values (upstream's
    RemoveUnusedResults):

        %r:2 = scf.if %c -> (i32, f32) { scf.yield %a, %b : i32, f32 } else { ... }   // %r#0 unused
        ->
        %r = scf.if %c -> (f32) { scf.yield %b : f32 } else { ... }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.results:
            return
        used = [result for result in op.results if result.uses]
        yields = _yields(op)
        if len(used) == len(op.results) or yields is None:
            return
        for terminator in yields:
            rewriter.replace(terminator, xdsl_scf.YieldOp(*[terminator.operands[r.index] for r in used]))
        then_region = rewriter.move_region_contents_to_new_regions(op.true_region)
        else_region = rewriter.move_region_contents_to_new_regions(op.false_region)
        new_op = _new_if(op, op.cond, [r.type for r in used], then_region, else_region)
        values: list[SSAValue | None] = [None] * len(op.results)
        for position, result in enumerate(used):
            values[result.index] = new_op.results[position]
        rewriter.replace(op, new_op, values)


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """A result of an scf.if that both regions yield the same value for is that value; one that yields
    `true` / `false` constants is the condition or its negation (upstream's pattern of that name):

        %r:2 = scf.if %c -> (i32, i1) { scf.yield %x, %false : i32, i1 } else { scf.yield %x, %true : i32, i1 }
        ->
        uses of %r#0 use %x, of %r#1 use `arith.xori %c, %true`
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.results:
            return
        yields = _yields(op)
        if yields is None:
            return
        for then_value, else_value, result in zip(yields[0].operands, yields[1].operands, op.results):
            if not result.uses:
                continue
            if then_value is else_value:
                rewriter.replace_all_uses_with(result, then_value)
                continue
            then_bool, else_bool = _bool_constant(then_value), _bool_constant(else_value)
            if then_bool is None or else_bool is None or then_bool == else_bool:
                continue
            if then_bool:
                rewriter.replace_all_uses_with(result, op.cond)
            else:
                true = arith.ConstantOp(IntegerAttr(1, i1))
                negated = arith.XOrIOp(op.cond, true.result)
                rewriter.insert([true, negated], InsertPoint.before(op))
                rewriter.replace_all_uses_with(result, negated.result)


@upstream_labels("ConditionPropagation")
class IfConditionPropagation(RewritePattern):
    """Inside an scf.if, the condition is `true` in the then region and `false` in the else region
    (upstream's ConditionPropagation):

        scf.if %c { "use"(%c) } else { "use"(%c) }
        ->
        scf.if %c { "use"(%true) } else { "use"(%false) }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or constant_values(op.cond) is not None:
            return
        for value, region in ((True, op.true_region), (False, op.false_region)):
            if not any(region.is_ancestor(use.operation) for use in op.cond.uses):
                continue
            if not upstream_pattern_enabled(self, "ConditionPropagation"):
                return
            constant = arith.ConstantOp(IntegerAttr(int(value), i1))
            rewriter.insert(constant, InsertPoint.before(op))
            rewriter.replace_uses_with_if(op.cond, constant.result, lambda use, r=region: r.is_ancestor(use.operation))


class CombineNestedIfs(RewritePattern):
    """An scf.if whose then region holds only another scf.if (and whose else regions only yield) is one
    scf.if on both conditions (upstream's CombineNestedIfs); a value the outer then region yields from
    outside the ifs becomes a select on the outer condition:

        scf.if %a { scf.if %b { "op"() } }    ->    %ab = arith.andi %a, %b : i1
                                                    scf.if %ab { "op"() }

    Not where that select would be of tensors (aiopt's one-shot-bufferize does not bufferize them yet).
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or len(op.true_region.blocks) != 1:
            return
        then_block = op.true_region.blocks[0]
        nested = then_block.first_op
        then_yield = then_block.last_op
        if not isinstance(nested, xdsl_scf.IfOp) or nested.next_op is not then_yield:
            return
        if not isinstance(then_yield, xdsl_scf.YieldOp) or len(nested.true_region.blocks) != 1:
            return
        if op.false_region.blocks and _only_yield(op, 1) is None:
            return
        if nested.false_region.blocks and _only_yield(nested, 1) is None:
            return
        nested_then_yield = nested.true_region.blocks[0].last_op
        if not isinstance(nested_then_yield, xdsl_scf.YieldOp):
            return
        then_values = list(then_yield.operands)
        else_values = list(_only_yield(op, 1).operands) if op.false_region.blocks else []
        to_select = []
        for index, value in enumerate(then_values):
            if isinstance(value, OpResult) and value.owner is nested:
                nested_else = _only_yield(nested, 1)
                if nested_else is None or nested_else.operands[value.index] is not else_values[index]:
                    return
                then_values[index] = nested_then_yield.operands[value.index]
                continue
            if _in_region(value, op.true_region) or isinstance(value.type, TensorType):
                return  # (a tensor select: see TrivialIfToSelect)
            to_select.append(index)
        condition = arith.AndIOp(op.cond, nested.cond)
        rewriter.insert(condition, InsertPoint.before(op))
        results: list[SSAValue] = []
        selects = {index: arith.SelectOp(op.cond, then_values[index], else_values[index]) for index in to_select}
        rewriter.insert(list(selects.values()), InsertPoint.before(op))
        rewriter.replace(nested_then_yield, xdsl_scf.YieldOp(*then_values))
        then_region = rewriter.move_region_contents_to_new_regions(nested.true_region)
        else_region = None
        if else_values:
            else_region = Region(Block([xdsl_scf.YieldOp(*else_values)]))
        new_op = _new_if(op, condition.result, op.result_types, then_region, else_region)
        rewriter.insert(new_op, InsertPoint.before(op))
        results = [selects[i].result if i in selects else new_op.results[i] for i in range(len(op.results))]
        rewriter.replace(op, [], results)


def _negation_of(value: SSAValue, other: SSAValue) -> bool:
    """Whether `value` is `arith.xori %other, true` (upstream's `m_One` right operand)."""
    xor = value.owner
    return isinstance(xor, arith.XOrIOp) and xor.lhs is other and splat_value(xor.rhs) in (1, -1)


def _append_block(rewriter: PatternRewriter, source: Block, target: Block) -> None:
    """The ops of `source` (ending with a `scf.yield`) go to the end of `target` (ending with one too):
    one `scf.yield` of both yields' values ends it (upstream's `mergeBlocks` and yield merge)."""
    first, second = target.last_op, source.last_op
    values = [*first.operands, *second.operands]
    rewriter.inline_block(source, InsertPoint.before(first))
    rewriter.erase(second)
    rewriter.replace(first, xdsl_scf.YieldOp(*values))


class CombineIfs(RewritePattern):
    """An scf.if right after another on the same condition (or its negation) joins it: one scf.if with
    both ifs' ops and results, in order (upstream's CombineIfs); the second if's uses of the first's
    results use the values its regions yield:

        %a = scf.if %c -> (i32) { A } else { B }          %r:2 = scf.if %c -> (i32, i32) { A; C } else { B; D }
        %b = scf.if %c -> (i32) { C } else { D }    ->
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        previous = op.prev_op
        if not isinstance(op, xdsl_scf.IfOp) or not isinstance(previous, xdsl_scf.IfOp):
            return
        next_then = next_else = None
        has_else = bool(op.false_region.blocks)
        if op.cond is previous.cond:
            next_then, next_else = op.true_region, op.false_region if has_else else None
        if _negation_of(op.cond, previous.cond) or _negation_of(previous.cond, op.cond):
            next_then, next_else = op.false_region if has_else else None, op.true_region
        if next_then is None and next_else is None:
            return
        if any(len(region.blocks) != 1 for region in (*previous.regions, *op.regions) if region.blocks):
            return
        ends = [region.blocks[0].last_op for region in (*previous.regions, *op.regions) if region.blocks]
        if not all(isinstance(end, xdsl_scf.YieldOp) for end in ends):
            return
        then_values = list(previous.true_region.blocks[0].last_op.operands)
        else_values = list(previous.false_region.blocks[0].last_op.operands) if previous.false_region.blocks else []
        for result, then_value, else_value in zip(previous.results, then_values, else_values):
            for region, value in ((next_then, then_value), (next_else, else_value)):
                if region is not None:
                    rewriter.replace_uses_with_if(result, value, lambda use, r=region: r.is_ancestor(use.operation))
        then_region = rewriter.move_region_contents_to_new_regions(previous.true_region)
        if next_then is not None:
            _append_block(rewriter, next_then.blocks[0], then_region.blocks[0])
        else_region = rewriter.move_region_contents_to_new_regions(previous.false_region)
        if next_else is not None:
            if not else_region.blocks:
                else_region = rewriter.move_region_contents_to_new_regions(next_else)
            else:
                _append_block(rewriter, next_else.blocks[0], else_region.blocks[0])
        types = [*previous.result_types, *op.result_types]
        combined = _new_if(op, previous.cond, types, then_region, else_region if else_region.blocks else None)
        rewriter.insert(combined, InsertPoint.before(op))
        count = len(previous.results)
        rewriter.replace(previous, [], combined.results[:count])
        rewriter.replace(op, [], combined.results[count:])


@upstream_labels("ConvertTrivialIfToSelect")
class TrivialIfToSelect(RewritePattern):
    """The results of an scf.if that both regions yield from outside it are `arith.select`s on the
    condition (the value itself where both yield the same); the scf.if keeps the others (upstream's
    ConvertTrivialIfToSelect):

        %r = scf.if %c -> (index) { "op"() ; scf.yield %a : index } else { scf.yield %b : index }
        ->
        %r = arith.select %c, %a, %b : index
        scf.if %c { "op"() }

    Not for tensor results: upstream's one-shot-bufferize bufferizes arith.select on tensors, aiopt's
    does not yet (the HLO pipelines would fail on a stablehlo.if of constants)."""

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.results:
            return
        yields = _yields(op)
        if yields is None:
            return
        then_yield, else_yield = yields
        pairs = list(zip(then_yield.operands, else_yield.operands, strict=True))
        kept = [
            index
            for index, (then_value, else_value) in enumerate(pairs)
            if _in_region(then_value, op.true_region)
            or _in_region(else_value, op.false_region)
            or isinstance(op.results[index].type, TensorType)
        ]
        if len(kept) == len(pairs) or not upstream_pattern_enabled(self, "ConvertTrivialIfToSelect"):
            return
        for terminator, side in ((then_yield, 0), (else_yield, 1)):
            rewriter.replace(terminator, xdsl_scf.YieldOp(*[pairs[index][side] for index in kept]))
        then_region = rewriter.move_region_contents_to_new_regions(op.true_region)
        else_region = rewriter.move_region_contents_to_new_regions(op.false_region)
        new_op = _new_if(op, op.cond, [op.results[index].type for index in kept], then_region, else_region)
        values: list[SSAValue] = []
        selects: list[Operation] = []
        for index, (then_value, else_value) in enumerate(pairs):
            if index in kept:
                values.append(new_op.results[kept.index(index)])
            elif then_value is else_value:
                values.append(then_value)
            else:
                selects.append(arith.SelectOp(op.cond, then_value, else_value))
                values.append(selects[-1].result)
        rewriter.replace(op, [*selects, new_op], values)


# ---------------------------------------------------------------------------
# scf.while (upstream's WhileOp::getCanonicalizationPatterns)


def _while_parts(op: Operation) -> tuple[Block, Block, xdsl_scf.ConditionOp, xdsl_scf.YieldOp] | None:
    """The before and after blocks of an scf.while and their terminators."""
    if not isinstance(op, xdsl_scf.WhileOp):
        return None
    if len(op.before_region.blocks) != 1 or len(op.after_region.blocks) != 1:
        return None
    before, after = op.before_region.blocks[0], op.after_region.blocks[0]
    condition, yield_ = before.last_op, after.last_op
    if not isinstance(condition, xdsl_scf.ConditionOp) or not isinstance(yield_, xdsl_scf.YieldOp):
        return None
    return before, after, condition, yield_


def _rebuild_while(
    rewriter: PatternRewriter,
    op: xdsl_scf.WhileOp,
    inits: list[SSAValue],
    result_types: list,
    after_values: Callable[[Block], list[SSAValue]],
    results: Callable[[Operation], list[SSAValue]],
    before_values: Callable[[Block], list[SSAValue]] = lambda block: list(block.args),
) -> None:
    """`op` as a new scf.while on `inits` with `result_types`: the before block's ops (its arguments become
    `before_values(new before block)`, by default the new block's), the after block's ops (its arguments
    become `after_values(new after block)`), and `op`'s results replaced by `results(new while)`."""
    before, after = op.before_region.blocks[0], op.after_region.blocks[0]
    new_before = Block(arg_types=[value.type for value in inits])
    new_after = Block(arg_types=result_types)
    new_op = type(op)(inits, result_types, Region(new_before), Region(new_after))
    new_op.attributes.update(op.attributes)
    rewriter.insert(new_op, InsertPoint.before(op))
    rewriter.inline_block(before, InsertPoint.at_end(new_before), before_values(new_before))
    rewriter.inline_block(after, InsertPoint.at_end(new_after), after_values(new_after))
    rewriter.replace(op, [], results(new_op))


class RemoveLoopInvariantArgsFromBeforeBlock(RewritePattern):
    """A before-block argument that every iteration gets back unchanged is its init (upstream's
    RemoveLoopInvariantArgsFromBeforeBlock): the `scf.yield` passes the init itself, or an after-block
    argument that the condition op passed from that before-block argument (or the init):

        %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
          scf.condition(%c) %a, %b : i32, i32
        } do {
        ^bb0(%p: i32, %q: i32):
          scf.yield %n, %q : i32, i32        ->    %b is %y, the loop carries %a only
        }
    """

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        before, after, condition, yield_ = parts
        inits, yielded, passed = list(op.operands), list(yield_.operands), list(condition.args)
        if not (len(inits) == len(yielded) == len(before.args)) or len(passed) != len(after.args):
            return
        invariant: dict[int, SSAValue] = {}
        for index, (init, value) in enumerate(zip(inits, yielded)):
            if value is init:
                invariant[index] = init
            elif isinstance(value, BlockArgument) and value.block is after:
                source = passed[value.index]
                if source is before.args[index] or source is init:
                    invariant[index] = init
        if not invariant:
            return
        kept = [index for index in range(len(inits)) if index not in invariant]
        rewriter.replace(yield_, xdsl_scf.YieldOp(*[yielded[index] for index in kept]))

        def before_values(block: Block) -> list[SSAValue]:
            values = dict(invariant)
            values.update({index: block.args[position] for position, index in enumerate(kept)})
            return [values[index] for index in range(len(inits))]

        _rebuild_while(
            rewriter,
            op,
            [inits[index] for index in kept],
            list(op.result_types),
            lambda block: list(block.args),
            lambda new_op: list(new_op.results),
            before_values,
        )


class RemoveLoopInvariantValueYielded(RewritePattern):
    """A value the condition op passes on that is defined outside the before block is used directly, in
    place of its after-block argument and of its result (upstream's RemoveLoopInvariantValueYielded):

        %r:2 = scf.while ... { ... scf.condition(%c) %v, %x : i32, i32 } do { ^bb0(%p: i32, %q: i32): ... }
        ->
        %x for %q and %r#1, the loop passes on %v only
    """

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        before, after, condition, _ = parts
        passed = list(condition.args)
        if len(passed) != len(after.args) or len(passed) != len(op.results):
            return
        outside = {index: value for index, value in enumerate(passed) if _parent_block(value) is not before}
        if not outside:
            return
        kept = [index for index in range(len(passed)) if index not in outside]
        rewriter.replace(condition, xdsl_scf.ConditionOp(condition.condition, *[passed[index] for index in kept]))

        def values(new: Sequence[SSAValue]) -> list[SSAValue]:
            mapping = dict(outside)
            mapping.update({index: new[position] for position, index in enumerate(kept)})
            return [mapping[index] for index in range(len(passed))]

        _rebuild_while(
            rewriter,
            op,
            list(op.operands),
            [passed[index].type for index in kept],
            lambda block: values(block.args),
            lambda new_op: values(new_op.results),
        )


def _parent_block(value: SSAValue) -> Block | None:
    return value.block if isinstance(value, BlockArgument) else value.owner.parent_block()


class WhileConditionTruth(RewritePattern):
    """An after-block argument that the condition op passes its own condition to is `true` (upstream's
    WhileConditionTruth):

        scf.condition(%c) %c : i1 } do { ^bb0(%x: i1): "use"(%x)    ->    "use"(%true)
    """

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        _, after, condition, _ = parts
        true = None
        for passed, argument in zip(condition.args, after.args):
            if passed is not condition.condition or not argument.uses:
                continue
            if true is None:
                true = arith.ConstantOp(IntegerAttr(1, i1))
                rewriter.insert(true, InsertPoint.before(op))
            rewriter.replace_all_uses_with(argument, true.result)


class WhileCmpCond(RewritePattern):
    """In the after block, an `arith.cmpi` of an argument that repeats the loop condition's `arith.cmpi`
    (same operands, same or inverted predicate) is `true` / `false` (upstream's WhileCmpCond):

        %c = arith.cmpi ne, %v, %n : i32
        scf.condition(%c) %v : i32 } do { ^bb0(%w: i32): %d = arith.cmpi eq, %w, %n : i32    ->    %false
    """

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        _, after, condition, _ = parts
        cmp = condition.condition.owner
        if not isinstance(cmp, arith.CmpiOp):
            return
        predicate = cmp.predicate.value.data
        for passed, argument in zip(condition.args, after.args):
            for index in (0, 1):
                if passed is not cmp.operands[index]:
                    continue
                for use in list(argument.uses):
                    other = use.operation
                    if not isinstance(other, arith.CmpiOp) or other.operands[1 - index] is not cmp.operands[1 - index]:
                        continue
                    if other.predicate.value.data == predicate:
                        value = 1
                    elif other.predicate.value.data == INVERTED_CMPI_PREDICATES[predicate]:
                        value = 0
                    else:
                        continue
                    rewriter.replace(other, arith.ConstantOp(IntegerAttr(value, i1)))


class WhileUnusedResult(RewritePattern):
    """A value the condition op passes on that neither the results nor the after block use is dropped
    (upstream's WhileUnusedResult)."""

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        _, after, condition, _ = parts
        if len(after.args) != len(op.results) or len(condition.args) != len(op.results):
            return
        kept = [i for i, (result, argument) in enumerate(zip(op.results, after.args)) if result.uses or argument.uses]
        if len(kept) == len(op.results):
            return
        passed = list(condition.args)
        rewriter.replace(condition, xdsl_scf.ConditionOp(condition.condition, *[passed[i] for i in kept]))
        for argument in reversed([after.args[i] for i in range(len(op.results)) if i not in kept]):
            rewriter.erase_block_argument(argument)

        def results(new_op: Operation) -> list[SSAValue | None]:
            values: list[SSAValue | None] = [None] * len(op.results)
            for position, i in enumerate(kept):
                values[i] = new_op.results[position]
            return values

        types = [op.results[i].type for i in kept]
        _rebuild_while(rewriter, op, list(op.operands), types, lambda block: list(block.args), results)


class WhileRemoveDuplicatedResults(RewritePattern):
    """A value the condition op passes on twice is passed once (upstream's WhileRemoveDuplicatedResults)."""

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        _, _, condition, _ = parts
        passed = list(condition.args)
        unique: list[SSAValue] = []
        for value in passed:
            if value not in unique:
                unique.append(value)
        if len(unique) == len(passed):
            return
        positions = [unique.index(value) for value in passed]
        rewriter.replace(condition, xdsl_scf.ConditionOp(condition.condition, *unique))
        _rebuild_while(
            rewriter,
            op,
            list(op.operands),
            [value.type for value in unique],
            lambda block: [block.args[p] for p in positions],
            lambda new_op: [new_op.results[p] for p in positions],
        )


class WhileRemoveUnusedArgs(RewritePattern):
    """A before-block argument nothing uses is dropped, with its init and the value yielded for it
    (upstream's WhileRemoveUnusedArgs)."""

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        before, _, _, yield_ = parts
        if all(argument.uses for argument in before.args) or len(before.args) != len(op.operands):
            return
        if len(yield_.operands) != len(before.args):
            return
        kept = [i for i, argument in enumerate(before.args) if argument.uses]
        yielded, inits = list(yield_.operands), list(op.operands)
        rewriter.replace(yield_, xdsl_scf.YieldOp(*[yielded[i] for i in kept]))
        for argument in reversed([before.args[i] for i in range(len(inits)) if i not in kept]):
            rewriter.erase_block_argument(argument)
        _rebuild_while(
            rewriter,
            op,
            [inits[i] for i in kept],
            list(op.result_types),
            lambda block: list(block.args),
            lambda new_op: list(new_op.results),
        )


class WhileOpAlignBeforeArgs(RewritePattern):
    """A condition op that passes on the before-block arguments in another order passes them in their
    order; the results and after-block arguments follow (upstream's WhileOpAlignBeforeArgs)."""

    op_types = (xdsl_scf.WhileOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        parts = _while_parts(op)
        if parts is None:
            return
        before, _, condition, _ = parts
        passed, arguments = list(condition.args), list(before.args)
        if passed == arguments or len(set(passed)) != len(passed) or len(passed) != len(arguments):
            return
        if any(argument not in passed for argument in arguments):
            return
        # The result at position `p` (what the condition op passed there) is before-argument `order[p]`.
        order = [arguments.index(value) for value in passed]
        rewriter.replace(condition, xdsl_scf.ConditionOp(condition.condition, *arguments))
        types = [None] * len(order)
        for p, j in enumerate(order):
            types[j] = op.results[p].type
        _rebuild_while(
            rewriter,
            op,
            list(op.operands),
            types,
            lambda block: [block.args[j] for j in order],
            lambda new_op: [new_op.results[j] for j in order],
        )


class MultiBlockExecuteInliner(RewritePattern):
    """An scf.execute_region directly in a function (or in another execute_region) is inlined as blocks:
    its block is split at the op, a `cf.br` enters the region's blocks and each `scf.yield` branches to
    the rest of the block, whose arguments are the results (upstream's MultiBlockExecuteInliner):

        "a"() : () -> ()                               "a"() : () -> ()
        %r = scf.execute_region -> i64 {               cf.br ^bb1
          ...                                    ->  ^bb1: ...
          scf.yield %x : i64                           cf.br ^bb2(%x : i64)
        }                                            ^bb2(%r: i64):
        "b"(%r) : (i64) -> ()                          "b"(%r) : (i64) -> ()
    """

    op_types = (xdsl_scf.ExecuteRegionOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.ExecuteRegionOp) or "no_inline" in op.properties or not op.region.blocks:
            return
        parent = op.parent_op()
        if parent is None or not (
            parent.has_trait(CallableOpInterface, value_if_unregistered=False)
            or isinstance(parent, xdsl_scf.ExecuteRegionOp)
        ):
            return
        block = op.parent_block()
        after = Block(arg_types=op.result_types)
        rest = []
        following = op.next_op
        while following is not None:
            rest.append(following)
            following = following.next_op
        for moved in rest:
            moved.detach()
            after.add_op(moved)
        block.parent.insert_block_after(after, block)
        for region_block in op.region.blocks:
            terminator = region_block.last_op
            if isinstance(terminator, xdsl_scf.YieldOp):
                rewriter.replace(terminator, cf.BranchOp(after, *terminator.operands))
        entry = op.region.blocks[0]
        rewriter.inline_region(op.region, BlockInsertPoint.before(after))
        rewriter.insert(cf.BranchOp(entry), InsertPoint.at_end(block))
        rewriter.replace(op, [], list(after.args))


def populate_scf_canonicalization_patterns() -> list[RewritePattern]:
    """The `scf` patterns `canonicalize` adds to xDSL's."""
    return [
        SimplifyTrivialLoops(),
        SwapIfOfNegatedCondition(),
        RemoveUnusedIfResults(),
        ReplaceIfYieldWithConditionOrValue(),
        IfConditionPropagation(),
        CombineNestedIfs(),
        CombineIfs(),
        TrivialIfToSelect(),
        RemoveEmptyElse(),
        RemoveLoopInvariantArgsFromBeforeBlock(),
        RemoveLoopInvariantValueYielded(),
        WhileConditionTruth(),
        WhileCmpCond(),
        WhileUnusedResult(),
        WhileRemoveDuplicatedResults(),
        WhileRemoveUnusedArgs(),
        WhileOpAlignBeforeArgs(),
        FoldConstantIndexSwitch(),
        RemoveUnusedIndexSwitchResults(),
        RemoveRedundantForIterArgs(),
        RemoveEmptyParallelLoops(),
        CollapseSingleIterationParallelDims(),
        MergeNestedParallelLoops(),
        EmptyForYieldingOutsideValues(),
        ForIterArgOfCast(),
        MultiBlockExecuteInliner(),
    ]
