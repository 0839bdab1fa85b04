"""Affine expressions built and simplified as upstream MLIR's `AffineExpr` operators and `simplifyAffineExpr` do.

xDSL 0.74's operators fold constants only; upstream's (mlir/lib/IR/AffineExpr.cpp)
also canonicalize while building, and `simplifyAffineExpr` flattens an expression
to a sum of dims, symbols and floordiv locals and builds it again with them:

    (d0 * 4 + 2) floordiv 2      ->   d0 * 2 + 1
    d0 - (d0 floordiv 4) * 4     ->   d0 mod 4
    (d0 * 8 + d1) mod 4          ->   d1 mod 4

Every rule is exact for all integers (floordiv rounds down, mod is never
negative); a division or modulo by zero or a negative constant is left as it is.
The flattening is xDSL's `SimpleAffineExprFlattener`; only the rebuilding differs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.ir.affine.affine_expr import SimpleAffineExprFlattener

Add, Mul, FloorDiv, CeilDiv, Mod = (
    AffineBinaryOpKind.Add,
    AffineBinaryOpKind.Mul,
    AffineBinaryOpKind.FloorDiv,
    AffineBinaryOpKind.CeilDiv,
    AffineBinaryOpKind.Mod,
)


def constant(value: int) -> AffineConstantExpr:
    return AffineConstantExpr(value)


# (`type(e) is` rather than `isinstance`: the expression classes are ABCs, whose isinstance is slow.)


def _const(expr: AffineExpr) -> int | None:
    return expr.value if type(expr) is AffineConstantExpr else None


def _is_binary(expr: AffineExpr, kind: AffineBinaryOpKind) -> bool:
    return type(expr) is AffineBinaryOpExpr and expr.kind is kind


def is_symbolic_or_constant(expr: AffineExpr) -> bool:
    """No dimension in `expr` (upstream's `isSymbolicOrConstant`)."""
    if type(expr) is AffineBinaryOpExpr:
        return is_symbolic_or_constant(expr.lhs) and is_symbolic_or_constant(expr.rhs)
    return type(expr) is not AffineDimExpr


def is_mod_by_non_positive(expr: AffineExpr) -> bool:
    """`e mod c` with a constant `c < 1`: upstream's folders make it poison (Python's `%` would give a value)."""
    return _is_binary(expr, Mod) and (divisor := _const(expr.rhs)) is not None and divisor < 1


def collect_dims_and_symbols(expr: AffineExpr, found: set[AffineExpr]) -> None:
    """Add the dims and symbols `expr` uses to `found`."""
    if type(expr) is AffineBinaryOpExpr:
        collect_dims_and_symbols(expr.lhs, found)
        collect_dims_and_symbols(expr.rhs, found)
    elif type(expr) is not AffineConstantExpr:
        found.add(expr)


def largest_known_divisor(expr: AffineExpr) -> int:
    """The largest integer known to divide `expr` for any dims and symbols (upstream's `getLargestKnownDivisor`)."""
    if isinstance(expr, AffineConstantExpr):
        return abs(expr.value)
    if not isinstance(expr, AffineBinaryOpExpr):
        return 1
    if expr.kind in (FloorDiv, CeilDiv):
        divisor = _const(expr.rhs)
        lhs = largest_known_divisor(expr.lhs)
        return abs(lhs // divisor) if divisor and lhs % divisor == 0 else 1
    if expr.kind is Mul:
        return largest_known_divisor(expr.lhs) * largest_known_divisor(expr.rhs)
    return math.gcd(largest_known_divisor(expr.lhs), largest_known_divisor(expr.rhs))


def add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs + rhs`, simplified as upstream's `simplifyAdd`: constants to the right and folded,
    `c1 * e + c2 * e` is `(c1 + c2) * e`, `e - (e floordiv c) * c` is `e mod c`."""
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        return constant(lc + rc)
    if lc is not None or (is_symbolic_or_constant(lhs) and not is_symbolic_or_constant(rhs)):
        return add(rhs, lhs)
    if rc == 0:
        return lhs
    if _is_binary(lhs, Add) and (inner := _const(lhs.rhs)) is not None and rc is not None:
        return add(lhs.lhs, constant(inner + rc))
    # c1 * e + c2 * e  ->  (c1 + c2) * e
    first, first_factor = (
        (lhs.lhs, _const(lhs.rhs)) if _is_binary(lhs, Mul) and _const(lhs.rhs) is not None else (lhs, 1)
    )
    second, second_factor = (
        (rhs.lhs, _const(rhs.rhs)) if _is_binary(rhs, Mul) and _const(rhs.rhs) is not None else (rhs, 1)
    )
    if first == second:
        return mul(first, constant(first_factor + second_factor))
    # (e + c) + f  ->  (e + f) + c
    if _is_binary(lhs, Add) and (inner := _const(lhs.rhs)) is not None:
        return add(add(lhs.lhs, rhs), lhs.rhs)
    mod_expr = _as_mod(lhs, rhs)
    if mod_expr is not None:
        return mod_expr
    return AffineBinaryOpExpr(Add, lhs, rhs)


def _as_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """`e + ((e floordiv q) * q) * -1` or `e + (e floordiv c) * -c` as `e mod q` (upstream's last add rule)."""
    if not _is_binary(rhs, Mul):
        return None
    product, factor = rhs.lhs, rhs.rhs
    if _const(factor) == -1 and _is_binary(product, Mul):
        quotient, q = product.lhs, product.rhs
        if _is_binary(quotient, FloorDiv) and quotient.rhs == q and quotient.lhs == lhs:
            return mod(lhs, q)
        return None
    if _is_binary(product, FloorDiv) and product.lhs == lhs:
        divisor, negated = _const(product.rhs), _const(factor)
        if divisor is not None and negated is not None and divisor == -negated:
            return mod(lhs, product.rhs)
    return None


def mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs * rhs`, simplified as upstream's `simplifyMul` (the constant or symbolic factor on the right)."""
    lc, rc = _const(lhs), _const(rhs)
    if lc is not None and rc is not None:
        return constant(lc * rc)
    if not is_symbolic_or_constant(rhs) or lc is not None:
        return mul(rhs, lhs)
    if rc == 1:
        return lhs
    if rc == 0:
        return rhs
    if _is_binary(lhs, Mul) and (inner := _const(lhs.rhs)) is not None:
        if rc is not None:
            return mul(lhs.lhs, constant(inner * rc))
        return mul(mul(lhs.lhs, rhs), lhs.rhs)
    return AffineBinaryOpExpr(Mul, lhs, rhs)


def floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs floordiv rhs`, simplified as upstream's `simplifyFloorDiv` (only by a positive constant)."""
    rc = _const(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(FloorDiv, lhs, rhs)
    if (lc := _const(lhs)) is not None:
        return constant(lc // rc)
    if rc == 1:
        return lhs
    if _is_binary(lhs, Mul) and (factor := _const(lhs.rhs)) is not None and factor % rc == 0:
        return mul(lhs.lhs, constant(factor // rc))
    if _is_binary(lhs, Add) and (largest_known_divisor(lhs.lhs) % rc == 0 or largest_known_divisor(lhs.rhs) % rc == 0):
        return add(floordiv(lhs.lhs, rhs), floordiv(lhs.rhs, rhs))
    return AffineBinaryOpExpr(FloorDiv, lhs, rhs)


def ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs ceildiv rhs`, simplified as upstream's `simplifyCeilDiv` (only by a positive constant)."""
    rc = _const(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(CeilDiv, lhs, rhs)
    if (lc := _const(lhs)) is not None:
        return constant(-(-lc // rc))
    if rc == 1:
        return lhs
    if _is_binary(lhs, Mul) and (factor := _const(lhs.rhs)) is not None and factor % rc == 0:
        return mul(lhs.lhs, constant(factor // rc))
    return AffineBinaryOpExpr(CeilDiv, lhs, rhs)


def mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs mod rhs`, simplified as upstream's `simplifyMod` (only by a positive constant)."""
    rc = _const(rhs)
    if rc is None or rc < 1:
        return AffineBinaryOpExpr(Mod, lhs, rhs)
    if (lc := _const(lhs)) is not None:
        return constant(lc % rc)
    if largest_known_divisor(lhs) % rc == 0:
        return constant(0)
    if _is_binary(lhs, Add):
        if largest_known_divisor(lhs.lhs) % rc == 0:
            return mod(lhs.rhs, rhs)
        if largest_known_divisor(lhs.rhs) % rc == 0:
            return mod(lhs.lhs, rhs)
    if _is_binary(lhs, Mod) and (inner := _const(lhs.rhs)) is not None and inner >= 1 and inner % rc == 0:
        return mod(lhs.lhs, rhs)
    return AffineBinaryOpExpr(Mod, lhs, rhs)


_BUILDERS = {Add: add, Mul: mul, FloorDiv: floordiv, CeilDiv: ceildiv, Mod: mod}


def binary(kind: AffineBinaryOpKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """Upstream's `getAffineBinaryOpExpr`: the expression of `kind`, simplified while built."""
    return _BUILDERS[kind](lhs, rhs)


def replace_dims_and_symbols(expr: AffineExpr, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr]) -> AffineExpr:
    """`expr` with dim i replaced by `dims[i]` and symbol j by `symbols[j]`, rebuilt with upstream's
    simplifying operators (so `replace_dims_and_symbols(e, [d0, ...], [s0, ...])` normalizes `e`)."""
    kind = type(expr)
    if kind is AffineDimExpr:
        return dims[expr.position] if expr.position < len(dims) else expr
    if kind is AffineSymExpr:
        return symbols[expr.position] if expr.position < len(symbols) else expr
    if kind is AffineBinaryOpExpr:
        lhs = replace_dims_and_symbols(expr.lhs, dims, symbols)
        rhs = replace_dims_and_symbols(expr.rhs, dims, symbols)
        return binary(expr.kind, lhs, rhs)
    return expr


@lru_cache(maxsize=8192)
def rebuild(expr: AffineExpr) -> AffineExpr:
    """`expr` built again with upstream's simplifying operators (as upstream's parser would have built it)."""
    return replace_dims_and_symbols(expr, (), ())


def map_replace_dims_and_symbols(
    affine_map: AffineMap,
    dims: Sequence[AffineExpr],
    symbols: Sequence[AffineExpr],
    num_dims: int,
    num_symbols: int,
) -> AffineMap:
    """Upstream's `AffineMap::replaceDimsAndSymbols`: a map of `num_dims` dims and `num_symbols` symbols."""
    results = tuple(replace_dims_and_symbols(e, dims, symbols) for e in affine_map.results)
    return AffineMap(num_dims, num_symbols, results)


def _from_flat_form(flat: Sequence[int], num_dims: int, num_symbols: int, locals_: Sequence[AffineExpr]) -> AffineExpr:
    """Upstream's `getAffineExprFromFlatForm`: dims, symbols, then locals times their coefficient, plus the constant."""
    expr: AffineExpr = constant(0)
    ids = [AffineDimExpr(i) for i in range(num_dims)] + [AffineSymExpr(i) for i in range(num_symbols)]
    for term, coefficient in zip([*ids, *(rebuild(e) for e in locals_)], flat[:-1], strict=True):
        if coefficient:
            expr = add(expr, mul(term, constant(coefficient)))
    return add(expr, constant(flat[-1])) if flat[-1] else expr


def _is_divisible_by_symbol(expr: AffineExpr, symbol: int, kind: AffineBinaryOpKind) -> bool:
    """Upstream's `isDivisibleBySymbol`: `expr` is a multiple of symbol `symbol` for any values (`kind`, the
    division asking: `(e floordiv s1) floordiv s0` divides by s0 when e does, not so under a ceildiv)."""
    if type(expr) is AffineConstantExpr:
        return expr.value == 0
    if type(expr) is AffineSymExpr:
        return expr.position == symbol
    if type(expr) is not AffineBinaryOpExpr:
        return False
    if expr.kind is Add:
        return _is_divisible_by_symbol(expr.lhs, symbol, kind) and _is_divisible_by_symbol(expr.rhs, symbol, kind)
    if expr.kind is Mod:
        return _is_divisible_by_symbol(expr.lhs, symbol, Mod) and _is_divisible_by_symbol(expr.rhs, symbol, Mod)
    if expr.kind is Mul:
        return _is_divisible_by_symbol(expr.lhs, symbol, kind) or _is_divisible_by_symbol(expr.rhs, symbol, kind)
    return kind is expr.kind and _is_divisible_by_symbol(expr.lhs, symbol, expr.kind)


def _symbolic_divide(expr: AffineExpr, symbol: int, kind: AffineBinaryOpKind) -> AffineExpr:
    """Upstream's `symbolicDivide`: `expr` divided by symbol `symbol`, which `_is_divisible_by_symbol` said divides it."""
    if type(expr) is AffineConstantExpr:
        return constant(0)
    if type(expr) is AffineSymExpr:
        return constant(1)
    assert type(expr) is AffineBinaryOpExpr
    if expr.kind is Add:
        return add(_symbolic_divide(expr.lhs, symbol, kind), _symbolic_divide(expr.rhs, symbol, kind))
    if expr.kind is Mod:
        return mod(_symbolic_divide(expr.lhs, symbol, Mod), _symbolic_divide(expr.rhs, symbol, Mod))
    if expr.kind is Mul:
        if not _is_divisible_by_symbol(expr.lhs, symbol, kind):
            return mul(expr.lhs, _symbolic_divide(expr.rhs, symbol, kind))
        return mul(_symbolic_divide(expr.lhs, symbol, kind), expr.rhs)
    return binary(expr.kind, _symbolic_divide(expr.lhs, symbol, expr.kind), expr.rhs)


def _summands(expr: AffineExpr) -> list[AffineExpr]:
    if _is_binary(expr, Add):
        return [*_summands(expr.lhs), *_summands(expr.rhs)]
    return [expr]


def _is_mod_of_mod_subtraction(lhs: AffineExpr, rhs: AffineExpr, num_dims: int, num_symbols: int) -> bool:
    """Upstream's `isModOfModSubtraction`: `lhs` is `x - x mod rhs` (in any order of its summands), so that
    `lhs mod rhs` is 0, as loop peeling leaves it: `(s0 - s0 mod s1) mod s1`."""
    summands = _summands(lhs)
    for i, summand in enumerate(summands):
        if not _is_binary(summand, Mul):
            continue
        if _const(summand.rhs) == -1:
            negated = summand.lhs
        elif _const(summand.lhs) == -1:
            negated = summand.rhs
        else:
            continue
        if not _is_binary(negated, Mod) or negated.rhs != rhs:
            continue
        diff: AffineExpr = constant(0)
        for j, other in enumerate(summands):
            if i != j:
                diff = add(diff, other)
        diff = add(diff, mul(negated.lhs, constant(-1)))
        if _const(simplify_affine_expr(diff, num_dims, num_symbols)) == 0:
            return True
    return False


def simplify_semi_affine(expr: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """Upstream's `simplifySemiAffine`: a division or modulo by a symbol of a multiple of that symbol divided out,
    and `(x - x mod q) mod q` is 0:

        (d0 * s0) floordiv s0   ->   d0          (s0 * s1) mod s1   ->   0
    """
    if type(expr) is not AffineBinaryOpExpr:
        return expr
    lhs = simplify_semi_affine(expr.lhs, num_dims, num_symbols)
    rhs = simplify_semi_affine(expr.rhs, num_dims, num_symbols)
    if expr.kind in (Add, Mul):
        return binary(expr.kind, lhs, rhs)
    if _is_mod_of_mod_subtraction(lhs, rhs, num_dims, num_symbols):
        return constant(0)
    if type(rhs) is not AffineSymExpr or not _is_divisible_by_symbol(expr.lhs, rhs.position, expr.kind):
        return binary(expr.kind, lhs, rhs)
    if expr.kind is Mod:
        return constant(0)
    return _symbolic_divide(lhs, rhs.position, expr.kind)


@lru_cache(maxsize=8192)
def simplify_affine_expr(expr: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """Upstream's `simplifyAffineExpr`: a pure affine expression flattened and rebuilt; a semi-affine one
    simplified by `simplify_semi_affine` (upstream then also flattens it, with its products as locals: not here).

    (d0 + d1 * 4 + 2) mod 4   ->   (d0 + 2) mod 4
    """
    expr = rebuild(expr)
    if not expr.is_pure_affine():
        expr = simplify_semi_affine(expr, num_dims, num_symbols)
    if not expr.is_pure_affine():
        return expr
    flattener = _flattener(expr, num_dims, num_symbols)
    if flattener is None:
        return expr
    return _from_flat_form(flattener.operand_expr_stack[-1], num_dims, num_symbols, flattener.local_exprs)


def _flattener(expr: AffineExpr, num_dims: int, num_symbols: int) -> SimpleAffineExprFlattener | None:
    """xDSL's flattener after walking a pure affine `expr` (None: a division by a non-positive constant)."""
    for inner in expr.post_order():
        if isinstance(inner, AffineBinaryOpExpr) and inner.kind not in (Add, Mul) and (_const(inner.rhs) or 0) < 1:
            return None
    flattener = SimpleAffineExprFlattener(num_dims, num_symbols)
    try:
        _walk(flattener, expr)
    except (ValueError, AssertionError, ZeroDivisionError, NotImplementedError):
        return None
    return flattener


@lru_cache(maxsize=8192)
def flatten(expr: AffineExpr, num_dims: int, num_symbols: int) -> tuple[int, ...] | None:
    """The flat form of `expr`: coefficients of dims, symbols, floordiv locals, then the constant."""
    expr = rebuild(expr)
    if not expr.is_pure_affine():
        return None
    flattener = _flattener(expr, num_dims, num_symbols)
    return None if flattener is None else tuple(flattener.operand_expr_stack[-1])


def _walk(flattener: SimpleAffineExprFlattener, expr: AffineExpr) -> None:
    """Flatten `expr` onto `flattener`'s stack (xDSL's `simplify` pops the flat form to rebuild it its own way)."""
    for inner in expr.post_order():
        if isinstance(inner, AffineBinaryOpExpr):
            if inner.kind is Mul:
                flattener.visit_mul_expr(inner)
            elif inner.kind is Add:
                flattener.visit_add_expr(inner)
            elif inner.kind is Mod:
                flattener.visit_mod_expr(inner)
            else:
                flattener.visit_div_expr(inner, is_ceil=inner.kind is CeilDiv)
        elif isinstance(inner, AffineDimExpr):
            flattener.visit_dim_expr(inner)
        elif isinstance(inner, AffineSymExpr):
            flattener.visit_symbol_expr(inner)
        else:
            flattener.visit_constant_expr(inner)


@lru_cache(maxsize=4096)
def simplify_affine_map(affine_map: AffineMap) -> AffineMap:
    """Upstream's `simplifyAffineMap`: every result simplified."""
    results = tuple(simplify_affine_expr(e, affine_map.num_dims, affine_map.num_symbols) for e in affine_map.results)
    return AffineMap(affine_map.num_dims, affine_map.num_symbols, results)
