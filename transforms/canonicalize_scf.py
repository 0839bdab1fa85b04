"""Canonicalization patterns of `scf` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's scf canonicalization patterns and
matches the xDSL op class (aiopt's `scf` classes derive from xDSL's):

    %r = scf.if %c -> (index) { scf.yield %a : index } else { scf.yield %b : index }
    ->
    %r = arith.select %c, %a, %b : index
"""

from __future__ import annotations

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith
from aiopt.transforms.canonicalize_arith import constant_values


def _only_yield(op: Operation, region_index: int) -> xdsl_scf.YieldOp | None:
    """The yield of a region whose single block holds nothing else."""
    region = op.regions[region_index]
    if len(region.blocks) != 1:
        return None
    block = region.blocks[0]
    if block.first_op is not block.last_op or not isinstance(block.last_op, xdsl_scf.YieldOp):
        return None
    return block.last_op


class TrivialIfToSelect(RewritePattern):
    """An scf.if whose two branches only yield values is one arith.select per result (the value itself
    where both branches yield the same), upstream's ConvertTrivialIfToSelect for a whole if.

    Not for tensor results: upstream's one-shot-bufferize bufferizes arith.select on tensors, aiopt's
    does not yet (the HLO pipelines would fail on a stablehlo.if of constants)."""

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or not op.results:
            return
        if any(isinstance(t, TensorType) for t in op.result_types):
            return
        then_yield, else_yield = _only_yield(op, 0), _only_yield(op, 1)
        if then_yield is None or else_yield is None:
            return
        new_ops, values = [], []
        for then_value, else_value in zip(then_yield.operands, else_yield.operands, strict=True):
            if then_value is else_value:
                values.append(then_value)
                continue
            select = arith.SelectOp(op.cond, then_value, else_value)
            new_ops.append(select)
            values.append(select.result)
        rewriter.replace(op, new_ops, values)


class RemoveEmptyElse(RewritePattern):
    """The else region of an scf.if without results that only yields is dropped:

        scf.if %c { ... } else { }    ->    scf.if %c { ... }
    """

    op_types = (xdsl_scf.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_scf.IfOp) or op.results or not op.false_region.blocks:
            return
        else_yield = _only_yield(op, 1)
        if else_yield is None or else_yield.operands:
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


def populate_scf_canonicalization_patterns() -> list[RewritePattern]:
    """The `scf` patterns `canonicalize` adds to xDSL's."""
    return [
        TrivialIfToSelect(),
        RemoveEmptyElse(),
        FoldConstantIndexSwitch(),
        RemoveRedundantForIterArgs(),
        CollapseSingleIterationParallelDims(),
        MergeNestedParallelLoops(),
        EmptyForYieldingOutsideValues(),
        ForIterArgOfCast(),
    ]
