"""The reference interpreter's f64 `math.fma` (rounded once) and `arith.cmpf` unordered predicates."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()


def _fma(a: float, b: float, c: float) -> float:
    text = """func.func @main(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = math.fma %a, %b, %c : f64
  return %r : f64
}"""
    (result,) = run_function(parse_module(CONTEXT, text, "fma.mlir"), "main", [np.float64(v) for v in (a, b, c)])
    return float(result)


def test_f64_fma_rounds_once():
    a = 1 + 2.0**-30
    # a * a = 1 + 2^-29 + 2^-60: the unfused product loses 2^-60.
    assert _fma(a, a, -(1 + 2.0**-29)) == 2.0**-60
    assert a * a - (1 + 2.0**-29) == 0.0
    # The error of a product, exactly (the TwoProduct idiom).
    x, y = 0.1, 0.7
    p = x * y
    assert _fma(x, y, -p) == float(Fraction(x) * Fraction(y) - Fraction(p))


@pytest.mark.parametrize(
    "a, b, c, expected",
    [
        (1e308, 10.0, -1e308, np.inf),  # the exact 9e308 overflows
        (1e308, 10.0, -np.inf, -np.inf),
        (np.inf, 0.0, 1.0, np.nan),
        (-1.0, 0.0, 0.0, 0.0),  # -0 + +0 = +0
        (-1.0, 0.0, -0.0, -0.0),
        (-1e-200, 1e-200, 0.0, -0.0),  # a negative exact result that underflows
    ],
)
def test_f64_fma_special_values(a, b, c, expected):
    got = _fma(a, b, c)
    if np.isnan(expected):
        assert np.isnan(got)
    else:
        assert got == expected and np.signbit(got) == np.signbit(expected)


@pytest.mark.parametrize(
    "predicate, with_nan, with_less",
    [("ult", True, True), ("ule", True, True), ("ugt", True, False), ("uge", True, False),
     ("ueq", True, False), ("ord", False, True), ("olt", False, True)],
)  # fmt: skip
def test_cmpf_unordered_predicates_are_true_on_nan(predicate: str, with_nan: bool, with_less: bool):
    text = f"""func.func @main(%a: f64, %b: f64) -> i1 {{
  %r = arith.cmpf {predicate}, %a, %b : f64
  return %r : i1
}}"""
    module = parse_module(CONTEXT, text, "cmpf.mlir")
    assert bool(run_function(module, "main", [np.float64(np.nan), np.float64(0.0)])[0]) is with_nan
    assert bool(run_function(module, "main", [np.float64(-1.0), np.float64(0.0)])[0]) is with_less
