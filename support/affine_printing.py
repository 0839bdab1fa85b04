"""Affine expressions and maps written as upstream MLIR's AsmPrinter writes them.

One printer serves the `affine_map<...>` attribute (dims `d0`, symbols `s0`)
and the custom syntax of the affine ops (dims and symbols written as SSA
values: `%i + symbol(%n)`). xDSL wraps every binary expression in
parentheses; upstream only wraps a binary expression inside a tightly
binding one (`*`, `floordiv`, `ceildiv`, `mod`), and writes an added
negative constant or negated product as a subtraction:

    d0 * 2 + d1        (d0 + d1) * 2        d0 - 1        -d0        d0 - d1 * 2
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.ir.affine.affine_set import AffineConstraintKind, AffineSet

_SPELLING = {
    AffineBinaryOpKind.Mul: " * ",
    AffineBinaryOpKind.FloorDiv: " floordiv ",
    AffineBinaryOpKind.CeilDiv: " ceildiv ",
    AffineBinaryOpKind.Mod: " mod ",
}


def dim_symbol_name(expr: AffineExpr) -> str:
    """`d0`, `s0`: how a map attribute names its dims and symbols."""
    return f"d{expr.position}" if isinstance(expr, AffineDimExpr) else f"s{expr.position}"


def format_affine_expr(
    expr: AffineExpr, name: Callable[[AffineExpr], str] = dim_symbol_name, strong: bool = False
) -> str:
    """`expr` as upstream writes it, dims and symbols by `name`; `strong`: inside a tightly binding operator."""
    if isinstance(expr, (AffineDimExpr, AffineSymExpr)):
        return name(expr)
    if isinstance(expr, AffineConstantExpr):
        return str(expr.value)
    assert isinstance(expr, AffineBinaryOpExpr)
    lhs, rhs = expr.lhs, expr.rhs

    def wrap(text: str) -> str:
        return f"({text})" if strong else text

    def part(sub: AffineExpr, tight: bool = False) -> str:
        return format_affine_expr(sub, name, tight)

    if expr.kind is not AffineBinaryOpKind.Add:
        if expr.kind is AffineBinaryOpKind.Mul and isinstance(rhs, AffineConstantExpr) and rhs.value == -1:
            return wrap("-" + part(lhs, True))
        return wrap(part(lhs, True) + _SPELLING[expr.kind] + part(rhs, True))
    # An added product with a negative constant factor, or a negative constant, is a subtraction.
    if (
        isinstance(rhs, AffineBinaryOpExpr)
        and rhs.kind is AffineBinaryOpKind.Mul
        and isinstance(rhs.rhs, AffineConstantExpr)
        and rhs.rhs.value < 0
    ):
        if rhs.rhs.value == -1:
            inner_tight = isinstance(rhs.lhs, AffineBinaryOpExpr) and rhs.lhs.kind is AffineBinaryOpKind.Add
            return wrap(f"{part(lhs)} - {part(rhs.lhs, inner_tight)}")
        return wrap(f"{part(lhs)} - {part(rhs.lhs, True)} * {-rhs.rhs.value}")
    if isinstance(rhs, AffineConstantExpr) and rhs.value < 0:
        return wrap(f"{part(lhs)} - {-rhs.value}")
    return wrap(f"{part(lhs)} + {part(rhs)}")


def format_affine_map(map_: AffineMap) -> str:
    """`(d0, d1)[s0] -> (d0 + s0, d1)`, as upstream prints a map."""
    dims = ", ".join(f"d{i}" for i in range(map_.num_dims))
    symbols = f"[{', '.join(f's{i}' for i in range(map_.num_symbols))}]" if map_.num_symbols else ""
    return f"({dims}){symbols} -> ({', '.join(format_affine_expr(e) for e in map_.results)})"


def format_affine_set(set_: AffineSet) -> str:
    """`(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)`, as upstream prints an integer set: each constraint
    `expr >= 0` or `expr == 0` (a `lhs <= rhs` that xDSL keeps is `rhs - lhs >= 0`)."""
    dims = ", ".join(f"d{i}" for i in range(set_.num_dims))
    symbols = f"[{', '.join(f's{i}' for i in range(set_.num_symbols))}]" if set_.num_symbols else ""
    constraints = []
    for constraint in set_.constraints:
        expr = constraint.lhs - constraint.rhs
        if constraint.kind is AffineConstraintKind.le:
            expr = -expr
        relation = "==" if constraint.kind is AffineConstraintKind.eq else ">="
        constraints.append(f"{format_affine_expr(expr)} {relation} 0")
    return f"({dims}){symbols} : ({', '.join(constraints)})"
