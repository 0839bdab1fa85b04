"""C99 Annex G's infinities and zeros of a complex quotient that Smith's algorithm computes as NaN + NaN i.

One helper for the reference interpreter (numpy arrays) and `convert-complex-to-standard` (arith/math
ops): `recover_infinities_and_zeros` is written against a small float-ops interface that both
`NumpyFloatOps` and the lowering's `PartsBuilder` provide (`c`, `abs`, `mul`, `add`, `sub`, `copysign`,
`cmp`, `select`, `both`, `either`). As upstream MLIR's `convertDivToStandardUsingRangeReduction`
(mlir/lib/Conversion/ComplexCommon/DivisionConverter.cpp) and XLA, where both parts of Smith's quotient
of x = a + bi by y = c + di are NaN:

1. y == 0 and a or b not NaN:           (copysign(inf, c) * a, copysign(inf, c) * b)
2. a or b infinite, c and d finite:     (inf * (a' c + b' d), inf * (b' c - a' d))
3. a and b finite, c or d infinite:     (0 * (a c' + b d'), 0 * (b c' - a d'))

with a' = copysign(1 if |a| == inf else 0, a) (b', c', d' alike); the first case that holds wins, and
the quotient stays NaN + NaN i where none does. For example 1 / (inf + inf i) = 0 - 0i, (inf + 0i) / 2
= inf + NaN i, 1i / (-0 + 0i) = NaN - inf i.
"""

from __future__ import annotations

from typing import Any

import numpy as np

Parts = tuple[Any, Any]


def recover_infinities_and_zeros(ops: Any, x: Parts, y: Parts, quotient: Parts) -> Parts:
    """`quotient` (Smith's x / y) with C99's infinities and zeros where both its parts are NaN."""
    (a, b), (c, d), (re, im) = x, y, quotient
    zero, one, inf = ops.c(0.0), ops.c(1.0), ops.c(float("inf"))
    abs_a, abs_b, abs_c, abs_d = ops.abs(a), ops.abs(b), ops.abs(c), ops.abs(d)

    # 1. A zero divisor, a dividend with a part that is not NaN.
    divisor_zero = ops.both(ops.cmp("oeq", abs_c, zero), ops.cmp("oeq", abs_d, zero))
    dividend_not_nan = ops.either(ops.cmp("ord", a, zero), ops.cmp("ord", b, zero))
    by_zero = ops.both(dividend_not_nan, divisor_zero)
    signed_inf = ops.copysign(inf, c)
    re1, im1 = ops.mul(signed_inf, a), ops.mul(signed_inf, b)

    # 2. An infinite dividend, a finite divisor.
    a_inf, b_inf = ops.cmp("oeq", abs_a, inf), ops.cmp("oeq", abs_b, inf)
    c_inf, d_inf = ops.cmp("oeq", abs_c, inf), ops.cmp("oeq", abs_d, inf)
    divisor_finite = ops.both(ops.cmp("one", abs_c, inf), ops.cmp("one", abs_d, inf))
    infinite_over_finite = ops.both(ops.either(a_inf, b_inf), divisor_finite)
    a_unit = ops.copysign(ops.select(a_inf, one, zero), a)
    b_unit = ops.copysign(ops.select(b_inf, one, zero), b)
    re2 = ops.mul(inf, ops.add(ops.mul(a_unit, c), ops.mul(b_unit, d)))
    im2 = ops.mul(inf, ops.sub(ops.mul(b_unit, c), ops.mul(a_unit, d)))

    # 3. A finite dividend, an infinite divisor.
    dividend_finite = ops.both(ops.cmp("one", abs_a, inf), ops.cmp("one", abs_b, inf))
    finite_over_infinite = ops.both(dividend_finite, ops.either(c_inf, d_inf))
    c_unit = ops.copysign(ops.select(c_inf, one, zero), c)
    d_unit = ops.copysign(ops.select(d_inf, one, zero), d)
    re3 = ops.mul(zero, ops.add(ops.mul(a, c_unit), ops.mul(b, d_unit)))
    im3 = ops.mul(zero, ops.sub(ops.mul(b, c_unit), ops.mul(a, d_unit)))

    special_re = ops.select(
        by_zero, re1, ops.select(infinite_over_finite, re2, ops.select(finite_over_infinite, re3, re))
    )
    special_im = ops.select(
        by_zero, im1, ops.select(infinite_over_finite, im2, ops.select(finite_over_infinite, im3, im))
    )
    both_nan = ops.both(ops.cmp("uno", re, zero), ops.cmp("uno", im, zero))
    return ops.select(both_nan, special_re, re), ops.select(both_nan, special_im, im)


_PREDICATES = {
    "oeq": lambda x, y: x == y,
    "one": lambda x, y: (x < y) | (x > y),
    "ord": lambda x, y: ~(np.isnan(x) | np.isnan(y)),
    "uno": lambda x, y: np.isnan(x) | np.isnan(y),
}


class NumpyFloatOps:
    """The float ops `recover_infinities_and_zeros` uses, on numpy arrays of one float dtype (errors ignored)."""

    def __init__(self, dtype: np.dtype):
        self.dtype = np.dtype(dtype)

    def c(self, value: float) -> np.ndarray:
        return self.dtype.type(value)

    def abs(self, x):
        return np.abs(x)

    def mul(self, x, y):
        return np.multiply(x, y, dtype=self.dtype)

    def add(self, x, y):
        return np.add(x, y, dtype=self.dtype)

    def sub(self, x, y):
        return np.subtract(x, y, dtype=self.dtype)

    def copysign(self, x, y):
        return np.copysign(x, y, dtype=self.dtype)

    def cmp(self, predicate: str, x, y):
        return _PREDICATES[predicate](x, y)

    def select(self, condition, x, y):
        return np.where(condition, x, y).astype(self.dtype, copy=False)

    def both(self, x, y):
        return x & y

    def either(self, x, y):
        return x | y
