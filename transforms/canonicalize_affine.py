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

import math
from collections.abc import Sequence

from xdsl.dialects import affine as xdsl_affine
from xdsl.dialects.builtin import AffineMapAttr, IndexType
from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap, AffineSymExpr
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

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


def canonicalize_map_and_operands(affine_map: AffineMap, operands: Sequence[SSAValue]) -> tuple[AffineMap, list[SSAValue]]:
    """Upstream's `canonicalizeMapAndOperands`: dims that are valid symbols become symbols, constant
    symbols are folded into the map, unused and repeated operands are dropped:

        affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>(%i, %i)[%c4]   ->   affine_map<(d0) -> (d0 * 2 + 4)>(%i)
    """
    operands = list(operands)
    if not operands:
        return affine_map, operands
    affine_map, operands = _promote_symbols(affine_map, operands)
    used = {e for result in affine_map.results for e in result.dfs() if isinstance(e, AffineDimExpr | AffineSymExpr)}
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
    new_map = ax.map_replace_dims_and_symbols(
        affine_map, dim_remap, sym_remap, new_dims, len(new_operands) - new_dims
    )
    return new_map, new_operands


def _apply_producer(value: SSAValue | None) -> xdsl_affine.ApplyOp | None:
    if isinstance(value, OpResult) and isinstance(value.op, xdsl_affine.ApplyOp):
        return value.op
    return None


def compose_affine_map_and_operands(affine_map: AffineMap, operands: Sequence[SSAValue]) -> tuple[AffineMap, list[SSAValue]]:
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
    if not isinstance(expr, AffineBinaryOpExpr):
        return expr
    lhs = _simplify_expr_with_operands(expr.lhs, num_dims, operands)
    rhs = _simplify_expr_with_operands(expr.rhs, num_dims, operands)
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


def simplify_map_with_operands(affine_map: AffineMap, operands: Sequence[SSAValue]) -> AffineMap:
    """Upstream's `simplifyMapWithOperands`: each result by `_simplify_expr_with_operands`."""
    results = tuple(_simplify_expr_with_operands(e, affine_map.num_dims, operands) for e in affine_map.results)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, results)


def _map_operands_start(op: Operation) -> int:
    """Where the map's operands start among `op`'s operands (after the stored value and the memref)."""
    return len(op.operands) - len(_map_operands(op))


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
        new_op = op.clone()
        new_op.operands = [*op.operands[: _map_operands_start(op)], *new_operands]
        new_op.properties["map"] = AffineMapAttr(new_map)
        rewriter.replace_matched_op(new_op)


def populate_affine_canonicalization_patterns() -> list[RewritePattern]:
    """The `affine` patterns `canonicalize` adds to xDSL's."""
    return [FoldAffineApply(), FoldAffineMinMax(), SimplifyAffineOp(), FoldZeroTripAffineFor(), FoldEmptyAffineFor()]
