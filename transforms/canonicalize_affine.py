"""Canonicalization patterns and folders of `affine` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's affine folders and matches the
xDSL op class (aiopt's `affine` classes derive from xDSL's, or share its base):

    %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0 + 1)> (%c0)[%c511]
    ->
    %0 = arith.constant 512 : index

Maps are evaluated with upstream's semantics (floordiv rounds down, mod is
never negative); a division or modulo by zero stays unfolded.
"""

from __future__ import annotations

from xdsl.dialects import affine as xdsl_affine
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymExpr
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import affine
from aiopt.transforms.canonicalize_arith import constant_values, make_constant


def _constant_ints(values) -> list[int] | None:
    result = []
    for value in values:
        found = constant_values(value)
        if found is None or len(found[1]) != 1 or not isinstance(found[1][0], int):
            return None
        result.append(found[1][0])
    return result


def _evaluate(affine_map: AffineMap, operands) -> tuple[int, ...] | None:
    """The map's results for constant operands (dims then symbols), or None."""
    values = _constant_ints(operands)
    if values is None:
        return None
    try:
        return affine_map.eval(values[: affine_map.num_dims], values[affine_map.num_dims :])
    except ZeroDivisionError:
        return None


def _single_result_value(affine_map: AffineMap, operands) -> SSAValue | int | None:
    """The operand or the constant a single-result map returns when its result is a dim, a symbol or a constant."""
    if len(affine_map.results) != 1:
        return None
    expr = affine_map.results[0]
    if isinstance(expr, AffineDimExpr):
        return operands[expr.position]
    if isinstance(expr, AffineSymExpr):
        return operands[affine_map.num_dims + expr.position]
    if isinstance(expr, AffineConstantExpr):
        return expr.value
    return None


def _replace(rewriter: PatternRewriter, op: Operation, value: SSAValue | int) -> None:
    if isinstance(value, int):
        rewriter.replace_op(op, make_constant(op.results[0].type, [value]))
    elif value.type == op.results[0].type:
        rewriter.replace_op(op, [], [value])


class FoldAffineApply(RewritePattern):
    """affine.apply of constants is a constant; of a map that returns a dim, a symbol or a constant, that:

        %1 = affine.apply affine_map<()[s0] -> (s0)>()[%c0]     ->   uses of %1 use %c0
    """

    op_types = (xdsl_affine.ApplyOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.ApplyOp):
            return
        affine_map = op.map.data
        single = _single_result_value(affine_map, op.mapOperands)
        if single is not None:
            _replace(rewriter, op, single)
            return
        results = _evaluate(affine_map, op.mapOperands)
        if results is not None and len(results) == 1:
            _replace(rewriter, op, results[0])


class FoldAffineMinMax(RewritePattern):
    """affine.min/max of constants is the least/greatest result; of one result that is a dim, a symbol
    or a constant, that value."""

    op_types = (xdsl_affine.MinOp, affine.MaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        affine_map = op.map.data
        single = _single_result_value(affine_map, op.arguments)
        if single is not None:
            _replace(rewriter, op, single)
            return
        results = _evaluate(affine_map, op.arguments)
        if results:
            _replace(rewriter, op, min(results) if isinstance(op, xdsl_affine.MinOp) else max(results))


def _constant_bound(affine_map: AffineMap, operands) -> int | None:
    results = _evaluate(affine_map, operands)
    return results[0] if results is not None and len(results) == 1 else None


def _trip_count(op: xdsl_affine.ForOp) -> int | None:
    lower = _constant_bound(op.lowerBoundMap.data, op.lowerBoundOperands)
    upper = _constant_bound(op.upperBoundMap.data, op.upperBoundOperands)
    step = op.step.value.data
    if lower is None or upper is None or step <= 0:
        return None
    return max(0, -((lower - upper) // step))


class FoldEmptyAffineFor(RewritePattern):
    """An affine.for whose body only yields is replaced by the values it returns (upstream's
    AffineForEmptyLoopFolder): its inits where it yields its own iter_args, a value
    from outside the loop when it runs at least once, another iter_arg's init when it runs once:

        %r = affine.for %i = 0 to %n iter_args(%a = %c0) -> index { affine.yield %a : index }   ->  %c0
    """

    op_types = (xdsl_affine.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.ForOp) or len(op.body.blocks) != 1:
            return
        block = op.body.blocks[0]
        terminator = block.last_op
        if block.first_op is not terminator or not isinstance(terminator, xdsl_affine.YieldOp):
            return
        trip_count = _trip_count(op)
        inits = list(op.inits)
        iter_args = list(block.args[1:])
        replacements = []
        for index, value in enumerate(terminator.operands):
            if value in iter_args:
                position = iter_args.index(value)
                if position != index and trip_count != 1:
                    return
                replacements.append(inits[position])
            elif value is block.args[0]:
                return
            elif trip_count is not None and trip_count >= 1:
                replacements.append(value)
            else:
                return
        rewriter.replace_op(op, [], replacements)


class FoldZeroTripAffineFor(RewritePattern):
    """An affine.for with results that runs no iteration (constant bounds) is its inits, whatever its
    body (upstream's fold; a loop without results stays):

        %r = affine.for %i = 0 to 0 iter_args(%a = %x) -> index { ... }    ->   uses of %r use %x
    """

    op_types = (xdsl_affine.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_affine.ForOp) and op.results and _trip_count(op) == 0:
            rewriter.replace_op(op, [], list(op.inits))


def populate_affine_canonicalization_patterns() -> list[RewritePattern]:
    """The `affine` patterns `canonicalize` adds to xDSL's."""
    return [FoldAffineApply(), FoldAffineMinMax(), FoldZeroTripAffineFor(), FoldEmptyAffineFor()]
