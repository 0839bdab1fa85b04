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

from xdsl.ir.affine import AffineConstraintExpr, AffineConstraintKind, AffineExpr, AffineMap, AffineSet
from xdsl.parser.affine_parser import AffineParser as _XdslAffineParser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind

from aiopt.support.affine_simplify import add, ceildiv, constant, floordiv, is_symbolic_or_constant, mod, mul

_DIVISIONS = {"floordiv": floordiv, "ceildiv": ceildiv, "mod": mod}


class AffineParser(_XdslAffineParser):
    """xDSL's affine parser, building expressions as upstream's does (see the module docstring), with upstream's
    messages for the lists and names of a map or set (`use of undeclared identifier`, `expected '(' in affine map
    range`, ...)."""

    def _get_parse_optional_bare_id(self, dims: list[str], syms: list[str]) -> Callable[[], AffineExpr | None]:
        def parse_optional_bare_id() -> AffineExpr | None:
            token = self._current_token
            if token.kind != MLIRTokenKind.BARE_IDENT:
                return None
            name = token.span.text
            if name in dims:
                expr: AffineExpr = AffineExpr.dimension(dims.index(name))
            elif name in syms:
                expr = AffineExpr.symbol(syms.index(name))
            else:
                raise ParseError(token.span, "use of undeclared identifier")
            self._consume_token()
            return expr

        return parse_optional_bare_id

    def _parse_multi_affine_expr(self, parse_optional_bare_id: Callable[[], AffineExpr | None]) -> list[AffineExpr]:
        return self.parse_comma_separated_list(
            self.Delimiter.PAREN, lambda: self._parse_affine_expr(parse_optional_bare_id), " in affine map range"
        )

    def _parse_multi_affine_constaint(  # (xDSL's spelling)
        self, parse_optional_bare_id: Callable[[], AffineExpr | None]
    ) -> list[AffineConstraintExpr]:
        return self.parse_comma_separated_list(
            self.Delimiter.PAREN,
            lambda: self._parse_affine_constraint(parse_optional_bare_id),
            " in integer set constraint list",
        )

    def _parse_affine_space(self) -> tuple[list[str], list[str]]:
        """Upstream's `parseDimIdList` and `parseSymbolIdList`: each name once."""
        names: list[str] = []

        def parse_id() -> str:
            token = self._parse_token(MLIRTokenKind.BARE_IDENT, "expected bare identifier")
            if token.text in names:
                raise ParseError(token.span, f"redefinition of identifier '{token.text}'")
            names.append(token.text)
            return token.text

        dims = self.parse_comma_separated_list(self.Delimiter.PAREN, parse_id, " in dimensional identifier list")
        syms: list[str] = []
        if self._current_token.kind == MLIRTokenKind.L_SQUARE:
            syms = self.parse_comma_separated_list(self.Delimiter.SQUARE, parse_id, " in symbol list")
        return dims, syms

    def parse_affine_map(self) -> AffineMap:
        dims, syms = self._parse_affine_space()
        self._parse_token(MLIRTokenKind.ARROW, "expected '->' or '['")
        exprs = self._parse_multi_affine_expr(self._get_parse_optional_bare_id(dims, syms))
        return AffineMap(len(dims), len(syms), tuple(exprs))

    def parse_affine_set(self) -> AffineSet:
        dims, syms = self._parse_affine_space()
        self._parse_token(MLIRTokenKind.COLON, "expected ':' or '['")
        constraints = self._parse_multi_affine_constaint(self._get_parse_optional_bare_id(dims, syms))
        return AffineSet(len(dims), len(syms), tuple(constraints))

    def _parse_primary(self, parse_optional_bare_id: Callable[[], AffineExpr | None]) -> AffineExpr:
        # `-primary` is upstream's `-expr`, `expr * -1` built with upstream's operator.
        if self._current_token.kind == MLIRTokenKind.MINUS:
            self._consume_token()
            return mul(self._parse_primary(parse_optional_bare_id), constant(-1))
        token = self._current_token
        # Upstream's parseIntegerExpr: a constant is an int64_t (so `-9223372036854775808`, negated after
        # it is read, is too large as well).
        if token.kind == MLIRTokenKind.INTEGER_LIT and token.kind.get_int_value(token.span) > (1 << 63) - 1:
            raise ParseError(token.span, "constant too large for index")
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
