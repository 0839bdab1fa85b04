"""Affine expressions parsed as upstream MLIR's `AffineParser` parses them, semi-affine ones included.

xDSL 0.74's `AffineParser` builds each expression with xDSL's operators,
which refuse a product of two non-constants and a division or modulo by a
non-constant (`NotImplementedError: ... semi-affine ... not supported yet`):
the semi-affine maps of upstream's tests, such as a strided layout or a tile
count, did not parse:

    affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
    affine_map<(d0)[s0, s1] -> (d0 mod s0, (d0 + s1) floordiv s0)>

This subclass (same name) builds with `aiopt.support.affine_simplify`, whose
operators are upstream's (`lhs * rhs`, `floorDiv`, ...: simplified while
built, semi-affine allowed), and rejects what upstream's parser rejects with
its words, at the operator:

    (d0, d1) -> (d0 * d1)
    // error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic

A constraint of an integer set is kept as upstream keeps it, `e >= 0` or
`e == 0` (`a <= b` is `b - a >= 0`), semi-affine ones included.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir.affine import AffineConstraintExpr, AffineConstraintKind, AffineExpr
from xdsl.parser.affine_parser import AffineParser as _XdslAffineParser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind

from aiopt.support.affine_simplify import add, ceildiv, constant, floordiv, is_symbolic_or_constant, mod, mul

_DIVISIONS = {"floordiv": floordiv, "ceildiv": ceildiv, "mod": mod}


class AffineParser(_XdslAffineParser):
    """xDSL's affine parser, building expressions as upstream's does (see the module docstring)."""

    def _parse_primary(self, parse_optional_bare_id: Callable[[], AffineExpr | None]) -> AffineExpr:
        # `-primary` is upstream's `-expr`, `expr * -1` built with upstream's operator.
        if self._current_token.kind == MLIRTokenKind.MINUS:
            self._consume_token()
            return mul(self._parse_primary(parse_optional_bare_id), constant(-1))
        return super()._parse_primary(parse_optional_bare_id)

    def _create_binop_expr(self, lhs: AffineExpr, rhs: AffineExpr, binop: MLIRToken) -> AffineExpr:
        text = binop.text
        if text == "+":
            return add(lhs, rhs)
        if text == "-":
            return add(lhs, mul(rhs, constant(-1)))
        if text == "*":
            if not is_symbolic_or_constant(lhs) and not is_symbolic_or_constant(rhs):
                raise ParseError(
                    binop.span,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or "
                    "symbolic",
                )
            return mul(lhs, rhs)
        if text in _DIVISIONS:
            if not is_symbolic_or_constant(rhs):
                raise ParseError(
                    binop.span,
                    f"non-affine expression: right operand of {text} has to be either a constant or symbolic",
                )
            return _DIVISIONS[text](lhs, rhs)
        return super()._create_binop_expr(lhs, rhs, binop)

    def _parse_affine_constraint(self, parse_optional_bare_id: Callable[[], AffineExpr | None]) -> AffineConstraintExpr:
        """Upstream's `parseAffineConstraint`: `lhs >= rhs` is `lhs - rhs >= 0`, `lhs <= rhs` is `rhs - lhs >= 0`,
        `lhs == rhs` is `lhs - rhs == 0`."""
        lhs = self._parse_affine_expr(parse_optional_bare_id)
        for first, kind in (
            (MLIRTokenKind.GREATER, AffineConstraintKind.ge),
            (MLIRTokenKind.LESS, AffineConstraintKind.le),
            (MLIRTokenKind.EQUAL, AffineConstraintKind.eq),
        ):
            if self._current_token.kind != first:
                continue
            self._consume_token()
            if self._parse_optional_token(MLIRTokenKind.EQUAL) is None:
                break
            rhs = self._parse_affine_expr(parse_optional_bare_id)
            if kind is AffineConstraintKind.le:
                lhs, rhs, kind = rhs, lhs, AffineConstraintKind.ge
            difference = add(lhs, mul(rhs, constant(-1)))
            return AffineConstraintExpr(kind, difference, constant(0), canonicalize=False)
        self.raise_error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
