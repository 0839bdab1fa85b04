"""`--lower-affine`: affine ops to `scf`, `arith` and `memref`, as upstream's AffineToStandard.

Affine expressions become index arithmetic with upstream's expansions, which
give `mod` a non-negative result and round `floordiv`/`ceildiv` toward minus
and plus infinity (plain `arith.remsi`/`arith.divsi` round toward zero):

    %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>(%i)[%n]

becomes `arith.cmpi slt`/`arith.subi`/`arith.select`/`arith.divsi` for the
floordiv, then `arith.addi`. Also lowered:

- `affine.for` to `scf.for` (a lower bound map with several results is their
  max, an upper bound map's the min; loop-carried values stay),
- `affine.parallel` to `scf.parallel` (bound groups to max/min; each
  reduction starts from its kind's identity and is combined in `scf.reduce`),
- `affine.if` to `scf.if` on the conjunction of its constraints
  (`e == 0` is `arith.cmpi eq`, `e >= 0` is `arith.cmpi sge`),
- `affine.min`/`affine.max` to `arith.minsi`/`arith.maxsi` chains,
- `affine.load`/`affine.store` to `memref.load`/`memref.store` at the map's indices,
- `affine.yield` to `scf.yield` (`scf.reduce` in a parallel loop).

Why not xDSL's `lower-affine`: it asserts on bounds with several results,
ignores symbols of loads and stores, lowers `mod`/`floordiv` with the wrong
rounding for negative operands and has no if/parallel/min/max.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, AffineSetAttr, FloatAttr, IndexType, IntegerAttr, IntegerType, ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.ir.affine.affine_set import AffineConstraintKind
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import affine, arith, memref, scf
from aiopt.support.cached_attributes import index_attr
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import IdleSkippingWalker, OpClassKeyedApplier
from aiopt.support.rewriting import InheritLocation
from aiopt.support.worklist_population import walk_ops


class _Expander:
    """Inserts the arith ops computing affine expressions of given dimension and symbol values."""

    def __init__(self, rewriter: PatternRewriter, dims: Sequence[SSAValue], symbols: Sequence[SSAValue]):
        self.rewriter, self.dims, self.symbols = rewriter, dims, symbols

    @classmethod
    def of_map(cls, rewriter: PatternRewriter, affine_map: AffineMap, operands: Sequence[SSAValue]) -> _Expander:
        """An expander for a map applied to `operands` (its dims, then its symbols)."""
        return cls(rewriter, operands[: affine_map.num_dims], operands[affine_map.num_dims :])

    def insert(self, op: Operation) -> SSAValue:
        """Insert `op`; return its result."""
        self.rewriter.insert(op)
        return op.results[0]

    def constant(self, value: int) -> SSAValue:
        return self.insert(arith.ConstantOp(index_attr(value)))

    def expand(self, expr: AffineExpr) -> SSAValue:
        """The value of `expr`."""
        if isinstance(expr, AffineConstantExpr):
            return self.constant(expr.value)
        if isinstance(expr, AffineDimExpr):
            return self.dims[expr.position]
        if isinstance(expr, AffineSymExpr):
            return self.symbols[expr.position]
        assert isinstance(expr, AffineBinaryOpExpr)
        lhs, rhs = self.expand(expr.lhs), self.expand(expr.rhs)
        match expr.kind:
            case AffineBinaryOpKind.Add:
                return self.insert(arith.AddiOp(lhs, rhs))
            case AffineBinaryOpKind.Mul:
                return self.insert(arith.MuliOp(lhs, rhs))
            case AffineBinaryOpKind.Mod:
                return self.mod(lhs, rhs)
            case AffineBinaryOpKind.FloorDiv:
                return self.floor_div(lhs, rhs)
            case AffineBinaryOpKind.CeilDiv:
                return self.ceil_div(lhs, rhs)

    def mod(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`lhs mod rhs` for rhs > 0: the remainder, plus rhs when it is negative."""
        remainder = self.insert(arith.RemSIOp(lhs, rhs))
        negative = self.insert(arith.CmpiOp(remainder, self.constant(0), "slt"))
        shifted = self.insert(arith.AddiOp(remainder, rhs))
        return self.insert(arith.SelectOp(negative, shifted, remainder))

    def floor_div(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`lhs floordiv rhs` for rhs > 0: `lhs < 0 ? -1 - (-1 - lhs) / rhs : lhs / rhs`."""
        minus_one = self.constant(-1)
        negative = self.insert(arith.CmpiOp(lhs, self.constant(0), "slt"))
        flipped = self.insert(arith.SubiOp(minus_one, lhs))
        dividend = self.insert(arith.SelectOp(negative, flipped, lhs))
        quotient = self.insert(arith.DivSIOp(dividend, rhs))
        corrected = self.insert(arith.SubiOp(minus_one, quotient))
        return self.insert(arith.SelectOp(negative, corrected, quotient))

    def ceil_div(self, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        """`lhs ceildiv rhs` for rhs > 0: `lhs <= 0 ? -(-lhs / rhs) : (lhs - 1) / rhs + 1`."""
        zero, one = self.constant(0), self.constant(1)
        non_positive = self.insert(arith.CmpiOp(lhs, zero, "sle"))
        negated = self.insert(arith.SubiOp(zero, lhs))
        decremented = self.insert(arith.SubiOp(lhs, one))
        dividend = self.insert(arith.SelectOp(non_positive, negated, decremented))
        quotient = self.insert(arith.DivSIOp(dividend, rhs))
        negated_quotient = self.insert(arith.SubiOp(zero, quotient))
        incremented = self.insert(arith.AddiOp(quotient, one))
        return self.insert(arith.SelectOp(non_positive, negated_quotient, incremented))

    def reduce(self, exprs: Sequence[AffineExpr], combine: type[arith.MinSIOp | arith.MaxSIOp]) -> SSAValue:
        """The min (max) of several expressions, as a chain of `combine` ops."""
        value = self.expand(exprs[0])
        for expr in exprs[1:]:
            value = self.insert(combine(value, self.expand(expr)))
        return value


def expand_map(rewriter: PatternRewriter, affine_map: AffineMap, operands: Sequence[SSAValue]) -> list[SSAValue]:
    """Insert arith ops computing each result of a map applied to `operands` (its dims, then symbols)."""
    expander = _Expander.of_map(rewriter, affine_map, operands)
    return [expander.expand(expr) for expr in affine_map.results]


def _bound(rewriter: PatternRewriter, affine_map: AffineMap, operands: Sequence[SSAValue], upper: bool) -> SSAValue:
    """A loop bound: the min of an upper bound map's results, the max of a lower bound map's."""
    return _Expander.of_map(rewriter, affine_map, operands).reduce(
        affine_map.results, arith.MinSIOp if upper else arith.MaxSIOp
    )


def _replace_terminator(block: Block, rewriter: PatternRewriter, make: type[Operation]) -> None:
    """Replace the `affine.yield` ending `block` (implicit when absent) by a `make` op with its operands."""
    yield_op = block.last_op
    if isinstance(yield_op, affine.YieldOp):
        rewriter.replace(yield_op, make(*yield_op.operands))
    else:
        rewriter.insert(make(), InsertPoint.at_end(block))


class LowerAffineApply(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ApplyOp, rewriter: PatternRewriter) -> None:
        (value,) = expand_map(rewriter, op.map.data, op.mapOperands)
        rewriter.replace(op, [], [value])


class LowerAffineMinMax(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.MinOp | affine.MaxOp, rewriter: PatternRewriter) -> None:
        value = _bound(rewriter, op.map.data, op.operands, upper=not isinstance(op, affine.MaxOp))
        rewriter.replace(op, [], [value])


class LowerAffineLoad(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.LoadOp, rewriter: PatternRewriter) -> None:
        indices = expand_map(rewriter, op.map.data, op.indices)
        rewriter.replace(op, memref.LoadOp.get(op.memref, indices))


class LowerAffineStore(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.StoreOp, rewriter: PatternRewriter) -> None:
        indices = expand_map(rewriter, op.map.data, op.indices)
        rewriter.replace(op, memref.StoreOp.get(op.value, op.memref, indices))


class LowerAffineFor(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: affine.ForOp, rewriter: PatternRewriter) -> None:
        lower = _bound(rewriter, op.lowerBoundMap.data, op.lowerBoundOperands, upper=False)
        upper = _bound(rewriter, op.upperBoundMap.data, op.upperBoundOperands, upper=True)
        step = _Expander(rewriter, (), ()).constant(op.step.value.data)
        _replace_terminator(op.body.block, rewriter, scf.YieldOp)
        body = rewriter.move_region_contents_to_new_regions(op.body)
        rewriter.replace(op, scf.ForOp(lower, upper, step, op.inits, body))


class LowerAffineIf(RewritePattern):
    op_types = (affine.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, affine.IfOp):
            return
        integer_set = op.condition.data
        expander = _Expander(rewriter, op.args[: integer_set.num_dims], op.args[integer_set.num_dims :])
        condition: SSAValue | None = None
        for constraint in integer_set.constraints:
            # Each constraint compares `lhs - rhs` (`rhs - lhs` for <=) with 0.
            le = constraint.kind is AffineConstraintKind.le
            expr = constraint.rhs - constraint.lhs if le else constraint.lhs - constraint.rhs
            predicate = "eq" if constraint.kind is AffineConstraintKind.eq else "sge"
            holds = expander.insert(arith.CmpiOp(expander.expand(expr), expander.constant(0), predicate))
            condition = holds if condition is None else expander.insert(arith.AndIOp(condition, holds))
        if condition is None:
            condition = expander.insert(arith.ConstantOp(IntegerAttr(1, IntegerType(1))))
        regions = []
        for region in (op.then_region, op.else_region):
            if region.blocks:
                _replace_terminator(region.block, rewriter, scf.YieldOp)
            regions.append(rewriter.move_region_contents_to_new_regions(region))
        rewriter.replace(op, scf.IfOp(condition, op.result_types, regions[0], regions[1]))


def _identity(kind: str, type_: Attribute) -> Attribute:
    """The neutral value of a reduction kind, as upstream's `arith::getIdentityValueAttr`."""
    if kind in ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"):
        value = {"addf": 0.0, "mulf": 1.0, "maximumf": float("-inf"), "maxnumf": float("-inf")}.get(kind, float("inf"))
        return FloatAttr(value, type_)
    assert isinstance(type_, IntegerType | IndexType)
    width = 64 if isinstance(type_, IndexType) else type_.width.data
    value = {
        "muli": 1,
        "andi": -1,
        "minu": -1,
        "maxs": -(1 << (width - 1)),
        "mins": (1 << (width - 1)) - 1,
    }.get(kind, 0)
    return IntegerAttr(value, type_)


def _reduction_region(kind: str, type_: Attribute) -> Region:
    """An `scf.reduce` region combining two values with the op of `kind`."""
    block = Block(arg_types=[type_, type_])
    combined = arith.REDUCTION_OPS[kind](block.args[0], block.args[1])
    block.add_ops([combined, scf.ReduceReturnOp(combined.results[0])])
    return Region(block)


def _reduction_kinds(op: affine.ParallelOp) -> list[str]:
    return [affine.ATOMIC_RMW_KINDS[r.value.data] for r in op.reductions]


class LowerAffineParallel(RewritePattern):
    op_types = (affine.ParallelOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, affine.ParallelOp):
            return
        kinds = _reduction_kinds(op)
        if any(k not in arith.REDUCTION_OPS for k in kinds):
            return  # reported by the pass
        bounds = []
        for upper in (False, True):
            affine_map = (op.upperBoundsMap if upper else op.lowerBoundsMap).data
            expander = _Expander.of_map(rewriter, affine_map, op.bound_operands(upper))
            combine = arith.MinSIOp if upper else arith.MaxSIOp
            bounds.append([expander.reduce(group, combine) for group in op.bound_groups(upper)])
        steps = [_Expander(rewriter, (), ()).constant(s.value.data) for s in op.steps]
        inits = []
        for kind, type_ in zip(kinds, op.result_types):
            constant = arith.ConstantOp(_identity(kind, type_), type_)
            rewriter.insert(constant)
            inits.append(constant.result)
        block = op.body.block
        yield_op = block.last_op
        assert isinstance(yield_op, affine.YieldOp)
        regions = [_reduction_region(kind, type_) for kind, type_ in zip(kinds, op.result_types)]
        rewriter.replace(yield_op, scf.ReduceOp(yield_op.operands, regions))
        body = rewriter.move_region_contents_to_new_regions(op.body)
        rewriter.replace(op, scf.ParallelOp(bounds[0], bounds[1], steps, body, inits))


def populate_affine_to_standard_patterns() -> list[RewritePattern]:
    """The patterns of `lower-affine`."""
    return [
        LowerAffineApply(),
        LowerAffineMinMax(),
        LowerAffineLoad(),
        LowerAffineStore(),
        LowerAffineFor(),
        LowerAffineIf(),
        LowerAffineParallel(),
    ]


def _non_positive_divisor(op: Operation) -> str | None:
    """Upstream's error for an expression of `op`'s maps and sets that divides by a constant <= 0.

    The expansions above hold for positive divisors only (`7 floordiv -2`
    would be -3, not -4); upstream's AffineApplyExpander refuses the others.
    A divisor that is a symbol is checked at run time instead
    (`generate-runtime-verification`).
    """
    for attr in (*op.properties.values(), *op.attributes.values()):
        if isinstance(attr, AffineMapAttr):
            exprs: Sequence[AffineExpr] = attr.data.results
        elif isinstance(attr, AffineSetAttr):
            exprs = [e for c in attr.data.constraints for e in (c.lhs, c.rhs)]
        else:
            continue
        for expr in exprs:
            if message := _non_positive_divisor_in(expr):
                return message
    return None


def _non_positive_divisor_in(expr: AffineExpr) -> str | None:
    if not isinstance(expr, AffineBinaryOpExpr):
        return None
    if (
        expr.kind in (AffineBinaryOpKind.Mod, AffineBinaryOpKind.FloorDiv, AffineBinaryOpKind.CeilDiv)
        and isinstance(expr.rhs, AffineConstantExpr)
        and expr.rhs.value <= 0
    ):
        what = "modulo" if expr.kind is AffineBinaryOpKind.Mod else "division"
        return f"{what} by non-positive value is not supported"
    return _non_positive_divisor_in(expr.lhs) or _non_positive_divisor_in(expr.rhs)


@dataclass(frozen=True)
class LowerAffinePass(DiagnosticPass):
    """Lower affine ops to a combination of arith, scf and memref ops.

        affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%j)[%n] { ... }

    becomes `scf.for %i = %c0 to %ub step %c1`, where `%ub` is the
    `arith.minsi` of `%j + 4` and `%n`.
    """

    name = "lower-affine"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for nested in walk_ops(op):
            if isinstance(nested, affine.ParallelOp):
                for kind in _reduction_kinds(nested):
                    if kind not in arith.REDUCTION_OPS:
                        emit_error(nested, f"lower-affine does not support the '{kind}' reduction")
            if nested.dialect_name() == "affine" and (message := _non_positive_divisor(nested)):
                emit_error(nested, message)
        # Each op tries only the patterns of its class; most ops are of none, and are not visited unless dead.
        patterns = OpClassKeyedApplier(populate_affine_to_standard_patterns())
        IdleSkippingWalker(InheritLocation(patterns), idle=patterns.idle).rewrite_module(op)
