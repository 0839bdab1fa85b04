"""Canonicalization patterns and folders of `affine` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one rewrite of upstream's affine folders and matches the
xDSL op class (aiopt's `affine` classes derive from xDSL's, or share its base):

    %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0 + 1)> (%c0)[%c511]
    ->
    %0 = arith.constant 512 : index

Maps are evaluated with upstream's semantics (floordiv rounds down, mod is
never negative); a division or modulo by zero stays unfolded.

Most patterns rest on upstream's map utilities, here as functions over a map
and its operands: `compose_affine_map_and_operands` (affine.apply producers
composed in), `canonicalize_map_and_operands` (symbols promoted, constants
folded, repeated and unused operands dropped), `simplify_map_with_operands`
and `simplify_min_or_max_expr_with_operands` (bounds of affine.for induction
variables); the expressions are built and simplified by
`aiopt.support.affine_simplify`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from xdsl.dialects import affine as xdsl_affine
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    AnyFloat,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerType,
    i32,
)
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap, AffineSymExpr
from xdsl.ir.affine.affine_set import AffineConstraintExpr, AffineConstraintKind, AffineSet
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from aiopt.dialects import affine
from aiopt.support import affine_simplify as ax
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
    for result in affine_map.results:
        for expr in result.dfs():
            if ax.is_mod_by_non_positive(expr):
                return None  # poison upstream: not folded here
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
        rewriter.replace(op, make_constant(op.results[0].type, [value]))
    elif value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


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
        rewriter.replace(op, [], replacements)


class FoldZeroTripAffineFor(RewritePattern):
    """An affine.for with results that runs no iteration (constant bounds) is its inits, whatever its
    body (upstream's fold; a loop without results stays):

        %r = affine.for %i = 0 to 0 iter_args(%a = %x) -> index { ... }    ->   uses of %r use %x
    """

    op_types = (xdsl_affine.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_affine.ForOp) and op.results and _trip_count(op) == 0:
            rewriter.replace(op, [], list(op.inits))


# ---------------------------------------------------------------------------
# Composing affine.apply producers into their users (upstream's
# composeAffineMapAndOperands / canonicalizeMapAndOperands)


def _is_valid_symbol(value: SSAValue) -> bool:
    """Upstream's one-argument `isValidSymbol`: a symbol in the affine scope where `value` is defined."""
    if not isinstance(value.type, IndexType):
        return False
    if isinstance(value, BlockArgument):
        parent = value.owner.parent_op()
        return parent is not None and parent.name in affine.AFFINE_SCOPE_OPS
    return affine.is_valid_symbol(value, affine.affine_scope(value.owner))


def _dims(count: int, start: int = 0) -> list[AffineExpr]:
    return [AffineDimExpr(start + i) for i in range(count)]


def _symbols(count: int, start: int = 0) -> list[AffineExpr]:
    return [AffineSymExpr(start + i) for i in range(count)]


def _promote_symbols(affine_map: AffineMap, operands: list[SSAValue]) -> tuple[AffineMap, list[SSAValue]]:
    """Upstream's `canonicalizePromotedSymbols`: a dim operand that is a valid symbol becomes a new last symbol."""
    if not any(_is_valid_symbol(value) for value in operands[: affine_map.num_dims]):
        return affine_map, operands
    kept, promoted, remap = [], [], []
    for value in operands[: affine_map.num_dims]:
        if _is_valid_symbol(value):
            remap.append(AffineSymExpr(affine_map.num_symbols + len(promoted)))
            promoted.append(value)
        else:
            remap.append(AffineDimExpr(len(kept)))
            kept.append(value)
    new_map = ax.map_replace_dims_and_symbols(
        affine_map, remap, _symbols(affine_map.num_symbols), len(kept), affine_map.num_symbols + len(promoted)
    )
    return new_map, [*kept, *operands[affine_map.num_dims :], *promoted]


def canonicalize_map_and_operands(
    affine_map: AffineMap, operands: Sequence[SSAValue]
) -> tuple[AffineMap, list[SSAValue]]:
    """Upstream's `canonicalizeMapAndOperands`: dims that are valid symbols become symbols, constant
    symbols are folded into the map, unused and repeated operands are dropped:

        affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>(%i, %i)[%c4]   ->   affine_map<(d0) -> (d0 * 2 + 4)>(%i)
    """
    operands = list(operands)
    if not operands:
        return affine_map, operands
    affine_map, operands = _promote_symbols(affine_map, operands)
    used: set[AffineExpr] = set()
    for result in affine_map.results:
        ax.collect_dims_and_symbols(result, used)
    num_dims = affine_map.num_dims
    new_operands: list[SSAValue] = []
    dim_remap: list[AffineExpr] = _dims(num_dims)
    seen: dict[SSAValue, AffineExpr] = {}
    for position, value in enumerate(operands[:num_dims]):
        if AffineDimExpr(position) not in used:
            continue
        if value not in seen:
            seen[value] = AffineDimExpr(len(new_operands))
            new_operands.append(value)
        dim_remap[position] = seen[value]
    new_dims = len(new_operands)
    sym_remap: list[AffineExpr] = _symbols(affine_map.num_symbols)
    seen = {}
    for position, value in enumerate(operands[num_dims:]):
        if AffineSymExpr(position) not in used:
            continue
        folded = _constant_ints([value])
        if folded is not None:
            sym_remap[position] = AffineConstantExpr(folded[0])
            continue
        if value not in seen:
            seen[value] = AffineSymExpr(len(new_operands) - new_dims)
            new_operands.append(value)
        sym_remap[position] = seen[value]
    if new_operands == operands and dim_remap == _dims(num_dims) and sym_remap == _symbols(affine_map.num_symbols):
        return affine_map, new_operands  # nothing to drop, merge or fold
    new_map = ax.map_replace_dims_and_symbols(affine_map, dim_remap, sym_remap, new_dims, len(new_operands) - new_dims)
    return new_map, new_operands


def _apply_producer(value: SSAValue | None) -> xdsl_affine.ApplyOp | None:
    if isinstance(value, OpResult) and isinstance(value.op, xdsl_affine.ApplyOp):
        return value.op
    return None


def compose_affine_map_and_operands(
    affine_map: AffineMap, operands: Sequence[SSAValue]
) -> tuple[AffineMap, list[SSAValue]]:
    """Upstream's `composeAffineMapAndOperands`: each dim or symbol that an affine.apply computes is
    replaced by that apply's expression over its operands (repeatedly), then the map is canonicalized
    and simplified:

        %a = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
        affine_map<(d0) -> (d0 floordiv 2)>(%a)   ->   affine_map<(d0) -> (d0 * 2)>(%i)
    """
    if not affine_map.results:
        affine_map, new_operands = canonicalize_map_and_operands(affine_map, operands)
        return ax.simplify_affine_map(affine_map), new_operands
    dims: list[SSAValue | None] = list(operands[: affine_map.num_dims])
    syms: list[SSAValue | None] = list(operands[affine_map.num_dims :])
    changed = True
    while changed:
        changed = False
        for position in range(len(dims) + len(syms)):
            is_dim = position < len(dims)
            slot, index = (dims, position) if is_dim else (syms, position - len(dims))
            producer = _apply_producer(slot[index])
            if producer is None:
                continue
            slot[index] = None
            inner_map, inner_operands = canonicalize_map_and_operands(producer.map.data, producer.mapOperands)
            shifted = ax.replace_dims_and_symbols(
                inner_map.results[0],
                _dims(inner_map.num_dims, len(dims)),
                _symbols(inner_map.num_symbols, len(syms)),
            )
            dim_repl: list[AffineExpr] = _dims(len(dims))
            sym_repl: list[AffineExpr] = _symbols(len(syms))
            (dim_repl if is_dim else sym_repl)[index] = shifted
            dims += inner_operands[: inner_map.num_dims]
            syms += inner_operands[inner_map.num_dims :]
            affine_map = ax.map_replace_dims_and_symbols(affine_map, dim_repl, sym_repl, len(dims), len(syms))
            changed = True
            break
    if all(value is not None for value in (*dims, *syms)):
        affine_map, new_operands = canonicalize_map_and_operands(affine_map, list(operands))
        return ax.simplify_affine_map(affine_map), new_operands
    # Drop the replaced operands (the map no longer uses them).
    dim_repl, sym_repl, new_operands = [], [], []
    for slot, repl, make in ((dims, dim_repl, AffineDimExpr), (syms, sym_repl, AffineSymExpr)):
        count = 0
        for value in slot:
            if value is None:
                repl.append(AffineConstantExpr(0))
                continue
            repl.append(make(count))
            count += 1
            new_operands.append(value)
    num_dims = sum(value is not None for value in dims)
    affine_map = ax.map_replace_dims_and_symbols(affine_map, dim_repl, sym_repl, num_dims, len(new_operands) - num_dims)
    affine_map, new_operands = canonicalize_map_and_operands(affine_map, new_operands)
    return ax.simplify_affine_map(affine_map), new_operands


def fully_compose_affine_map_and_operands(
    affine_map: AffineMap, operands: Sequence[SSAValue]
) -> tuple[AffineMap, list[SSAValue]]:
    """Upstream's `fullyComposeAffineMapAndOperands`: compose until no operand comes from an affine.apply."""
    operands = list(operands)
    while any(_apply_producer(value) is not None for value in operands):
        affine_map, operands = compose_affine_map_and_operands(affine_map, operands)
    return affine_map, operands


# ---------------------------------------------------------------------------
# Simplifying floordiv/mod with the bounds of affine.for induction variables
# (upstream's simplifyMapWithOperands)


def _for_owner(value: SSAValue) -> xdsl_affine.ForOp | None:
    """The affine.for whose induction variable `value` is (upstream's `getForInductionVarOwner`)."""
    if isinstance(value, BlockArgument) and value.index == 0:
        parent = value.owner.parent_op()
        if isinstance(parent, xdsl_affine.ForOp):
            return parent
    return None


def _constant_map_value(affine_map: AffineMap) -> int | None:
    if len(affine_map.results) == 1 and isinstance(affine_map.results[0], AffineConstantExpr):
        return affine_map.results[0].value
    return None


def _iv_lower_bound(value: SSAValue) -> int | None:
    """Upstream's `getLowerBound(Value)`: the constant lower bound of an induction variable."""
    loop = _for_owner(value)
    return None if loop is None else _constant_map_value(loop.lowerBoundMap.data)


def _iv_upper_bound(value: SSAValue) -> int | None:
    """Upstream's `getUpperBound(Value)`: the last value an induction variable takes, for a constant upper bound."""
    loop = _for_owner(value)
    if loop is None or (upper := _constant_map_value(loop.upperBoundMap.data)) is None:
        return None
    lower = _constant_map_value(loop.lowerBoundMap.data)
    if lower is not None:
        return upper - 1 - (upper - lower - 1) % loop.step.value.data
    return upper - 1


def _expr_bound(expr: AffineExpr, num_dims: int, operands: Sequence[SSAValue], upper: bool) -> int | None:
    """A constant bound (inclusive) of `expr` from the induction variables' bounds (upstream's
    `getBoundForAffineExpr`): floordiv, ceildiv and mod by a positive constant, or a sum of multiples
    of dims, symbols and constants."""
    if isinstance(expr, AffineBinaryOpExpr) and expr.kind not in (ax.Add, ax.Mul):
        if not isinstance(expr.rhs, AffineConstantExpr) or expr.rhs.value < 1:
            return None
        divisor = expr.rhs.value
        if expr.kind is ax.Mod:
            low = _expr_bound(expr.lhs, num_dims, operands, upper=False)
            high = _expr_bound(expr.lhs, num_dims, operands, upper=True)
            if low is not None and high is not None and low // divisor == high // divisor:
                return (high if upper else low) % divisor
            return divisor - 1 if upper else 0
        bound = _expr_bound(expr.lhs, num_dims, operands, upper)
        if bound is None:
            return None
        return bound // divisor if expr.kind is ax.FloorDiv else -(-bound // divisor)
    flat = ax.flatten(expr, num_dims, len(operands) - num_dims)
    if flat is None or len(flat) != len(operands) + 1:
        return None  # floordiv or mod terms (locals) are not bounded here, as upstream
    total = flat[-1]
    for value, coefficient in zip(operands, flat[:-1]):
        if coefficient:
            bound = _iv_upper_bound(value) if (coefficient > 0) == upper else _iv_lower_bound(value)
            if bound is None:
                return None
            total += bound * coefficient
    return total


def _known_divisor(expr: AffineExpr, operands: Sequence[SSAValue]) -> int:
    """Upstream's `getLargestKnownDivisor(expr, operands)`: an induction variable from 0 is a multiple of its step."""
    if not isinstance(expr, AffineDimExpr):
        return ax.largest_known_divisor(expr)
    loop = _for_owner(operands[expr.position])
    if loop is None:
        return 1
    step = loop.step.value.data
    lower = loop.lowerBoundMap.data
    if _constant_map_value(lower) == 0:
        return step
    divisor = 0
    for result in lower.results:
        divisor = math.gcd(divisor, ax.largest_known_divisor(result))
    return math.gcd(divisor, step)


def _bounded_by(expr: AffineExpr, operands: Sequence[SSAValue], k: int) -> bool:
    """Upstream's `isNonNegativeBoundedBy`: 0 <= expr < k for a constant or an induction variable."""
    if isinstance(expr, AffineConstantExpr):
        return 0 <= expr.value < k
    if not isinstance(expr, AffineDimExpr):
        return False
    loop = _for_owner(operands[expr.position])
    if loop is None:
        return False
    lower = _constant_map_value(loop.lowerBoundMap.data)
    upper = _constant_map_value(loop.upperBoundMap.data)
    return lower is not None and upper is not None and lower >= 0 and upper <= k


def _simplify_expr_with_operands(expr: AffineExpr, num_dims: int, operands: Sequence[SSAValue]) -> AffineExpr:
    """Upstream's `simplifyExprAndOperands`: floordiv, ceildiv and mod by a positive constant of an
    expression whose range the induction variables bound:

        affine.for %i = 0 to 8 { ... affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>(%i)   ->   (0, d0)
    """
    if type(expr) is not AffineBinaryOpExpr:
        return expr
    lhs = _simplify_expr_with_operands(expr.lhs, num_dims, operands)
    rhs = _simplify_expr_with_operands(expr.rhs, num_dims, operands)
    if lhs is not expr.lhs or rhs is not expr.rhs:
        expr = ax.binary(expr.kind, lhs, rhs)
    if not isinstance(expr, AffineBinaryOpExpr) or expr.kind in (ax.Add, ax.Mul):
        return expr
    lhs, rhs = expr.lhs, expr.rhs
    if not isinstance(rhs, AffineConstantExpr) or rhs.value <= 0:
        return expr
    divisor = rhs.value
    low = _expr_bound(lhs, num_dims, operands, upper=False)
    high = _expr_bound(lhs, num_dims, operands, upper=True)
    if low is not None and high is not None:
        if expr.kind is ax.FloorDiv and low // divisor == high // divisor:
            return AffineConstantExpr(low // divisor)
        if expr.kind is ax.CeilDiv and -(-low // divisor) == -(-high // divisor):
            return AffineConstantExpr(-(-low // divisor))
        if expr.kind is ax.Mod and 0 <= low < divisor and high < divisor:
            return lhs
    if isinstance(lhs, AffineBinaryOpExpr) and lhs.kind is ax.Add:
        # (q * k + r) with 0 <= r < k: floordiv by a multiple of k drops r, mod by a divisor of k drops q * k.
        for multiple, rest in ((lhs.lhs, lhs.rhs), (lhs.rhs, lhs.lhs)):
            k = _known_divisor(multiple, operands)
            if _bounded_by(rest, operands, k):
                if expr.kind is ax.FloorDiv and divisor % k == 0:
                    return ax.floordiv(multiple, rhs)
                if expr.kind is ax.Mod and k % divisor == 0:
                    return ax.mod(rest, rhs)
                return expr
    if (expr.kind is ax.FloorDiv and _bounded_by(lhs, operands, divisor)) or (
        expr.kind is ax.Mod and _known_divisor(lhs, operands) % divisor == 0
    ):
        return AffineConstantExpr(0)
    return expr


def _has_division(expr: AffineExpr) -> bool:
    if type(expr) is not AffineBinaryOpExpr:
        return False
    return expr.kind not in (ax.Add, ax.Mul) or _has_division(expr.lhs) or _has_division(expr.rhs)


def simplify_map_with_operands(affine_map: AffineMap, operands: Sequence[SSAValue]) -> AffineMap:
    """Upstream's `simplifyMapWithOperands`: each result by `_simplify_expr_with_operands`."""
    if not any(_has_division(result) for result in affine_map.results):
        return affine_map  # only floordiv, ceildiv and mod simplify here
    results = tuple(_simplify_expr_with_operands(e, affine_map.num_dims, operands) for e in affine_map.results)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, results)


def replace_affine_op(
    rewriter: PatternRewriter, op: Operation, affine_map: AffineMap, operands: Sequence[SSAValue]
) -> None:
    """Upstream's `replaceAffineOp`: `op` again with `affine_map` over `operands` in place of its map
    and map operands (a stored value and a memref stay)."""
    new_op = op.clone()
    new_op.operands = [*op.operands[: len(op.operands) - len(_map_operands(op))], *operands]
    new_op.properties["map"] = AffineMapAttr(affine_map)
    rewriter.replace(op, new_op)


def _map_operands(op: Operation) -> Sequence[SSAValue]:
    if isinstance(op, xdsl_affine.ApplyOp | affine.PrefetchOp):
        return op.mapOperands
    if isinstance(op, xdsl_affine.MinOp | affine.MaxOp):
        return op.arguments
    return op.indices


class SimplifyAffineOp(RewritePattern):
    """Upstream's SimplifyAffineOp: the affine.apply ops that compute an operand of an affine.apply,
    load, store, vector load/store, prefetch, min or max are composed into its map, which is then
    canonicalized (`canonicalize_map_and_operands`) and simplified:

        %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
        %v = affine.load %m[%a * 2]     ->     %v = affine.load %m[%i * 2 + 2]
    """

    op_types = (
        xdsl_affine.ApplyOp,
        xdsl_affine.LoadOp,
        xdsl_affine.StoreOp,
        xdsl_affine.VectorLoadOp,
        xdsl_affine.VectorStoreOp,
        affine.PrefetchOp,
        xdsl_affine.MinOp,
        affine.MaxOp,
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        old_map = op.map.data
        old_operands = list(_map_operands(op))
        try:
            new_map, new_operands = compose_affine_map_and_operands(old_map, old_operands)
            new_map, new_operands = canonicalize_map_and_operands(new_map, new_operands)
            new_map = simplify_map_with_operands(new_map, new_operands)
        except (ZeroDivisionError, NotImplementedError):
            return  # a semi-affine expression xDSL cannot build: left as it is
        if new_map == old_map and new_operands == old_operands:
            return
        replace_affine_op(rewriter, op, new_map, new_operands)


# ---------------------------------------------------------------------------
# affine.min / affine.max (upstream's AffineMinOp/AffineMaxOp patterns)


class CanonicalizeSingleResultAffineMinMaxOp(RewritePattern):
    """An affine.min/max of a single result is an affine.apply:

    %r = affine.min affine_map<(d0) -> (d0 + 4)>(%i)   ->   %r = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    """

    op_types = (xdsl_affine.MinOp, affine.MaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and len(op.map.data.results) == 1:
            rewriter.replace(op, affine.ApplyOp(list(op.operands), op.map))


class DeduplicateAffineMinMaxExpressions(RewritePattern):
    """A result that an affine.min/max map repeats is kept once:

    affine.min affine_map<()[s0] -> (s0 + 1, 8, s0 + 1)>   ->   affine.min affine_map<()[s0] -> (s0 + 1, 8)>
    """

    op_types = (xdsl_affine.MinOp, affine.MaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        old_map = op.map.data
        results = tuple(dict.fromkeys(old_map.results))
        if len(results) != len(old_map.results):
            replace_affine_op(rewriter, op, AffineMap(old_map.num_dims, old_map.num_symbols, results), op.operands)


class MergeAffineMinMaxOp(RewritePattern):
    """A result of an affine.min (max) that is a dim or symbol computed by another affine.min (max)
    is replaced by that op's results:

        %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
        %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
        ->
        %1 = affine.min affine_map<(d0)[s0, s1] -> (s0 + 4, s1 + 16, s1 * 8)>(%0)[%b, %a]
    """

    op_types = (xdsl_affine.MinOp, affine.MaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        old_map = op.map.data
        dims = list(op.operands[: old_map.num_dims])
        syms = list(op.operands[old_map.num_dims :])
        kept: list[AffineExpr] = []
        producers: list[Operation] = []
        for expr in old_map.results:
            value = None
            if isinstance(expr, AffineDimExpr):
                value = dims[expr.position]
            elif isinstance(expr, AffineSymExpr):
                value = syms[expr.position]
            if isinstance(value, OpResult) and type(value.op) is type(op):
                producers.append(value.op)
            else:
                kept.append(expr)
        if not producers:
            return
        num_dims, num_syms = old_map.num_dims, old_map.num_symbols
        new_dims, new_syms = list(dims), list(syms)
        for producer in producers:
            producer_map = producer.map.data
            new_dims += producer.operands[: producer_map.num_dims]
            new_syms += producer.operands[producer_map.num_dims :]
            kept += [
                ax.replace_dims_and_symbols(
                    e, _dims(producer_map.num_dims, num_dims), _symbols(producer_map.num_symbols, num_syms)
                )
                for e in producer_map.results
            ]
            num_dims += producer_map.num_dims
            num_syms += producer_map.num_symbols
        replace_affine_op(rewriter, op, AffineMap(num_dims, num_syms, tuple(kept)), [*new_dims, *new_syms])


def canonicalize_map_expr_and_term_order(affine_map: AffineMap) -> AffineMap | None:
    """Upstream's `canonicalizeMapExprAndTermOrder`: the results sorted by their flat forms
    (coefficients of dims, symbols, then the constant); None when already sorted or when a result
    needs a floordiv or mod (a local, which has no order)."""
    flat_forms = []
    for expr in affine_map.results:
        flat = ax.flatten(expr, affine_map.num_dims, affine_map.num_symbols)
        if flat is None or len(flat) != affine_map.num_dims + affine_map.num_symbols + 1:
            return None
        flat_forms.append(flat)
    if all(a <= b for a, b in itertools.pairwise(flat_forms)):
        return None
    order = sorted(range(len(flat_forms)), key=lambda i: flat_forms[i])
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(affine_map.results[i] for i in order))


class CanonicalizeAffineMinMaxOpExprAndTermOrder(RewritePattern):
    """The results of an affine.min/max in the order of their flat forms (constants first):

    affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>   ->   affine_map<(d0, d1) -> (32, d1 + 16, d0 + d1)>
    """

    op_types = (xdsl_affine.MinOp, affine.MaxOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and (new_map := canonicalize_map_expr_and_term_order(op.map.data)):
            replace_affine_op(rewriter, op, new_map, op.operands)


# ---------------------------------------------------------------------------
# affine.for bounds (upstream's AffineForOp::fold: foldLoopBounds and canonicalizeLoopBounds)


def _operand_bounds(operands: Sequence[SSAValue], upper: bool) -> list[int | None]:
    return [(_iv_upper_bound(v) if upper else _iv_lower_bound(v)) for v in operands]


def simplify_min_or_max_expr_with_operands(
    affine_map: AffineMap, operands: Sequence[SSAValue], is_max: bool
) -> AffineMap:
    """Upstream's `simplifyMinOrMaxExprWithOperands`: drops the results of a max (min) that another
    result is known to be at least (at most), from the bounds of induction variable operands:

        max affine_map<(d0) -> (0, d0)>(%i) with affine.for %i = 1 to 10   ->   affine_map<(d0) -> (d0)>
    """
    if not operands:
        return affine_map
    num_dims = affine_map.num_dims
    lows, highs = [], []
    for expr in affine_map.results:
        if isinstance(expr, AffineConstantExpr):
            lows.append(expr.value)
            highs.append(expr.value)
        else:
            lows.append(_expr_bound(expr, num_dims, operands, upper=False))
            highs.append(_expr_bound(expr, num_dims, operands, upper=True))
    kept = []
    for i, expr in enumerate(affine_map.results):
        if lows[i] is not None and lows[i] == highs[i]:
            expr = AffineConstantExpr(lows[i])
        if not any(_is_dominated(i, j, lows, highs, is_max) for j in range(len(affine_map.results))):
            kept.append(expr)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(kept))


def _is_dominated(i: int, j: int, lows: list[int | None], highs: list[int | None], is_max: bool) -> bool:
    """Whether result `i` of a max (min) is redundant next to result `j`: `j`'s lower bound is above
    (upper bound below) `i`'s upper (lower) bound; of two equal constants the first is kept."""
    mine, other = (highs[i], lows[j]) if is_max else (lows[i], highs[j])
    if j == i or mine is None or other is None:
        return False
    if (other > mine) if is_max else (other < mine):
        return True
    if other != mine:
        return False
    return not (lows[i] == highs[i] and lows[j] == highs[j] and i < j)


def _remove_duplicate_exprs(affine_map: AffineMap) -> AffineMap:
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, tuple(dict.fromkeys(affine_map.results)))


def _set_loop_bounds(
    op: xdsl_affine.ForOp, lower: tuple[AffineMap, Sequence[SSAValue]], upper: tuple[AffineMap, Sequence[SSAValue]]
) -> None:
    inits = list(op.inits)
    op.operands = [*lower[1], *upper[1], *inits]
    op.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [len(lower[1]), len(upper[1]), len(inits)])
    op.properties["lowerBoundMap"] = AffineMapAttr(lower[0])
    op.properties["upperBoundMap"] = AffineMapAttr(upper[0])


def _fold_bound(affine_map: AffineMap, operands: Sequence[SSAValue], lower: bool) -> AffineMap | None:
    """Upstream's `foldLoopBounds` for one bound: the max (min) of a map of constant operands as a constant map."""
    if _constant_map_value(affine_map) is not None and not operands:
        return None
    results = _evaluate(affine_map, operands)
    if not results:
        return None
    return AffineMap.constant_map(max(results) if lower else min(results))


class CanonicalizeAffineForBounds(RewritePattern):
    """Upstream's affine.for folder: bounds of constant operands become constants; otherwise the
    affine.apply ops computing bound operands are composed in, the maps canonicalized, and results of
    a max lower bound (min upper bound) that another result dominates dropped:

        affine.for %i = max affine_map<(d0, d1) -> (d0 - 2, d1 * 32)>(%c2, %c3) to 7   ->   affine.for %i = 96 to 7
    """

    op_types = (xdsl_affine.ForOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.ForOp):
            return
        lb_map, lb_operands = op.lowerBoundMap.data, list(op.lowerBoundOperands)
        ub_map, ub_operands = op.upperBoundMap.data, list(op.upperBoundOperands)
        try:
            if (folded := _fold_bound(lb_map, lb_operands, lower=True)) is not None:
                lb_map, lb_operands = folded, []
            if (folded := _fold_bound(ub_map, ub_operands, lower=False)) is not None:
                ub_map, ub_operands = folded, []
            lb_map, lb_operands = compose_affine_map_and_operands(lb_map, lb_operands)
            lb_map, lb_operands = canonicalize_map_and_operands(lb_map, lb_operands)
            lb_map = _remove_duplicate_exprs(simplify_min_or_max_expr_with_operands(lb_map, lb_operands, is_max=True))
            # (upstream simplifies the upper bound before composing it, with its operands then)
            ub_map = simplify_min_or_max_expr_with_operands(ub_map, ub_operands, is_max=False)
            ub_map, ub_operands = compose_affine_map_and_operands(ub_map, ub_operands)
            ub_map, ub_operands = canonicalize_map_and_operands(ub_map, ub_operands)
            ub_map = _remove_duplicate_exprs(ub_map)
        except (ZeroDivisionError, NotImplementedError):
            return
        if (lb_map, lb_operands, ub_map, ub_operands) == (
            op.lowerBoundMap.data,
            list(op.lowerBoundOperands),
            op.upperBoundMap.data,
            list(op.upperBoundOperands),
        ):
            return
        if not lb_map.results or not ub_map.results:
            return  # a bound without results is not a valid affine.for
        _set_loop_bounds(op, (lb_map, lb_operands), (ub_map, ub_operands))
        rewriter.notify_op_modified(op)


# ---------------------------------------------------------------------------
# affine.if (upstream's AffineIfOp::fold: composeSetAndOperands and canonicalizeSetAndOperands)


class CanonicalizeAffineIfCondition(RewritePattern):
    """The affine.apply ops computing operands of an affine.if are composed into its integer set,
    whose operands are then canonicalized as a map's (constants folded, duplicates and unused dropped):

        %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
        affine.if affine_set<(d0) : (d0 - 2 == 0)>(%a)   ->   affine.if affine_set<(d0) : (d0 - 1 == 0)>(%i)
    """

    op_types = (xdsl_affine.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.IfOp):
            return
        condition = op.condition.data
        operands = list(op.operands)
        # The constraints' left-hand sides as the results of a map (each constraint is `lhs (>=|<=|==) 0`).
        if any(c.rhs != AffineConstantExpr(0) for c in condition.constraints):
            return
        affine_map = AffineMap(condition.num_dims, condition.num_symbols, tuple(c.lhs for c in condition.constraints))
        new_map, new_operands = affine_map, operands
        try:
            if any(_apply_producer(v) is not None for v in operands):
                new_map, new_operands = compose_affine_map_and_operands(new_map, new_operands)
            new_map, new_operands = canonicalize_map_and_operands(new_map, new_operands)
        except (ZeroDivisionError, NotImplementedError):
            return
        if new_map == affine_map and new_operands == operands:
            return
        constraints = tuple(
            AffineConstraintExpr(c.kind, e, AffineConstantExpr(0), canonicalize=False)
            for c, e in zip(condition.constraints, new_map.results, strict=True)
        )
        op.operands = new_operands
        op.properties["condition"] = AffineSetAttr(AffineSet(new_map.num_dims, new_map.num_symbols, constraints))
        rewriter.notify_op_modified(op)


def _is_empty_integer_set(condition: AffineSet) -> bool:
    """Upstream's `isEmptyIntegerSet`: the canonical empty set, the single constraint `1 == 0`."""
    return (
        len(condition.constraints) == 1
        and condition.constraints[0].kind is AffineConstraintKind.eq
        and condition.constraints[0].lhs - condition.constraints[0].rhs == AffineConstantExpr(1)
    )


def _is_trivially_true(condition: AffineSet) -> bool:
    """Upstream's trivially true set: the single constraint `0 == 0`."""
    return (
        len(condition.constraints) == 1
        and condition.constraints[0].kind is AffineConstraintKind.eq
        and condition.constraints[0].lhs - condition.constraints[0].rhs == AffineConstantExpr(0)
    )


class AlwaysTrueOrFalseIf(RewritePattern):
    """An affine.if whose condition is the empty set `(1 == 0)` is its else block (or nothing), one whose
    condition is `(0 == 0)` its then block, inlined in its place (upstream's AlwaysTrueOrFalseIf):

        affine.if affine_set<(d0) : (0 == 0)>(%i) { "test.a"() : () -> () }   ->   "test.a"() : () -> ()
    """

    op_types = (xdsl_affine.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.IfOp):
            return
        condition = op.condition.data
        else_region = op.regions[1]
        if _is_empty_integer_set(condition):
            if not op.results and not else_region.blocks:
                rewriter.erase(op)
                return
            region = else_region
        elif _is_trivially_true(condition):
            region = op.regions[0]
        else:
            return
        if len(region.blocks) != 1 or not isinstance(region.block.last_op, xdsl_affine.YieldOp):
            return
        terminator = region.block.last_op
        values = list(terminator.operands)
        rewriter.erase(terminator)
        rewriter.inline_block(region.block, InsertPoint.before(op))
        rewriter.replace(op, [], values)


class SimplifyDeadElse(RewritePattern):
    """The else block of an affine.if without results that only yields is dropped:

    affine.if #set(%i) { ... } else { }   ->   affine.if #set(%i) { ... }
    """

    op_types = (xdsl_affine.IfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.IfOp) or op.results:
            return
        else_region = op.regions[1]
        if len(else_region.blocks) != 1 or else_region.block.first_op is not else_region.block.last_op:
            return
        else_region.detach_block(else_region.block).erase()
        rewriter.notify_op_modified(op)


class CanonicalizeAffineParallelBounds(RewritePattern):
    """Upstream's affine.parallel folder: the affine.apply ops and constants computing its lower
    (upper) bounds' operands are composed into the bounds map, which is canonicalized:

        affine.parallel (%i) = (%c0) to (%c0 + %c4)   ->   affine.parallel (%i) = (0) to (4)
    """

    op_types = (affine.ParallelOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, affine.ParallelOp):
            return
        old = [(op.lowerBoundsMap.data, list(op.bound_operands(upper=False))),
               (op.upperBoundsMap.data, list(op.bound_operands(upper=True)))]  # fmt: skip
        try:
            new = [compose_affine_map_and_operands(m, operands) for m, operands in old]
        except (ZeroDivisionError, NotImplementedError):
            return
        if new == old:
            return
        (lower_map, lower_operands), (upper_map, upper_operands) = new
        op.operands = [*lower_operands, *upper_operands]
        op.properties["lowerBoundsMap"] = AffineMapAttr(lower_map)
        op.properties["upperBoundsMap"] = AffineMapAttr(upper_map)
        rewriter.notify_op_modified(op)


def _constant_global_elements(memref: SSAValue) -> tuple[Attribute, tuple, tuple[int, ...]] | None:
    """(element type, values, shape) of the constant `memref.global` that a `memref.get_global` reads."""
    if not isinstance(memref, OpResult) or memref.op.name != "memref.get_global":
        return None
    try:
        global_op = SymbolTable.lookup_symbol(memref.op, memref.op.properties["name"])
    except ValueError:
        return None
    if global_op is None or global_op.name != "memref.global" or "constant" not in global_op.properties:
        return None
    initial = global_op.properties.get("initial_value")
    if not isinstance(initial, DenseIntOrFPElementsAttr):
        return None
    element = initial.get_element_type()
    if not isinstance(element, IntegerType | IndexType | AnyFloat):
        return None
    return element, tuple(initial.get_values()), tuple(initial.get_shape())


class FoldAffineLoadOfConstantGlobal(RewritePattern):
    """An affine.load from a constant `memref.global` at constant indices (at any index of a splat)
    is that element (upstream's AffineLoadOp::fold):

        %m = memref.get_global @c : memref<2xf32>      (memref.global "private" constant @c ... = dense<[1.0, 2.0]>)
        %v = affine.load %m[1] : memref<2xf32>     ->     %v = arith.constant 2.000000e+00 : f32
    """

    op_types = (xdsl_affine.LoadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_affine.LoadOp) or (found := _constant_global_elements(op.memref)) is None:
            return
        element, values, shape = found
        if element != op.result.type:
            return
        if len({repr(v) for v in values}) == 1:  # a splat (equal elements, -0.0 and 0.0 told apart)
            rewriter.replace(op, make_constant(element, [values[0]]))
            return
        indices = []
        for expr in op.map.data.results:
            if not isinstance(expr, AffineConstantExpr):
                return
            indices.append(expr.value)
        if len(indices) != len(shape) or len(values) != math.prod(shape):
            return
        if any(not 0 <= index < size for index, size in zip(indices, shape)):
            return  # out of bounds: left to fail at run time, as upstream would not fold it either
        offset = 0
        for index, size in zip(indices, shape):
            offset = offset * size + index
        rewriter.replace(op, make_constant(element, [values[offset]]))


def populate_affine_canonicalization_patterns() -> list[RewritePattern]:
    """The `affine` patterns `canonicalize` adds to xDSL's."""
    return [
        FoldAffineApply(),
        FoldAffineMinMax(),
        CanonicalizeAffineForBounds(),
        CanonicalizeAffineIfCondition(),
        SimplifyDeadElse(),
        AlwaysTrueOrFalseIf(),
        CanonicalizeAffineParallelBounds(),
        FoldAffineLoadOfConstantGlobal(),
        CanonicalizeSingleResultAffineMinMaxOp(),
        DeduplicateAffineMinMaxExpressions(),
        MergeAffineMinMaxOp(),
        SimplifyAffineOp(),
        CanonicalizeAffineMinMaxOpExprAndTermOrder(),
        FoldZeroTripAffineFor(),
        FoldEmptyAffineFor(),
    ]
