"""Compiled conversions to bf16 (and f16) round once, on every x86-64 level (arith-expand-bf16-conversions).

Each `stablehlo.convert` program is compiled with the default CPU pipeline
for the host, x86-64-v3 and x86-64 (`$AIOPT_TARGET_CPU`; levels the host
lacks are skipped) and its results are compared bit for bit with the exact
value rounded once to nearest even, computed with Python's `Fraction`. The
values sit on, just above and just below the midpoints between neighbouring
bf16 (f16) values, where rounding to f32 first lands on the midpoint and ties
to even: i32 2^24 + 2^16 + 1 is 2^24 + 2^17 in bf16, not 2^24 (difftest
finding 5).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hlo_testing import use_target_cpu

from aiopt.runtime.compiler import compile

LEVELS = ("host", "x86-64-v3", "x86-64")

FORMATS = {"bf16": (8, -126, 127), "f16": (11, -14, 15)}
"""Significand bits (with the implicit one), smallest normal exponent and largest exponent."""

DTYPES = {"i32": np.int32, "ui32": np.uint32, "i64": np.int64, "ui64": np.uint64, "f64": np.float64}


def round_once(value: Fraction, target: str) -> float:
    """`value` rounded to nearest even in `target` (its subnormals and overflow to inf included), as a float."""
    if value == 0:
        return 0.0
    bits, emin, emax = FORMATS[target]
    magnitude = abs(value)
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    while Fraction(2) ** exponent > magnitude:
        exponent -= 1
    while Fraction(2) ** (exponent + 1) <= magnitude:
        exponent += 1
    ulp = Fraction(2) ** (max(exponent, emin) - bits + 1)
    units = magnitude / ulp
    whole = math.floor(units)
    rest = units - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2):
        whole += 1
    rounded = whole * ulp
    result = math.inf if rounded >= Fraction(2) ** (emax + 1) else float(rounded)
    return math.copysign(result, value)


def _midpoints(target: str, exponents) -> list[Fraction]:
    """Midpoints of the binade of each exponent: above an even value, above an odd one, below the next binade."""
    bits = FORMATS[target][0]
    points = []
    for exponent in exponents:
        ulp = Fraction(2) ** (exponent - bits + 1)
        base = Fraction(2) ** exponent
        points += [base + ulp / 2, base + ulp + ulp / 2, 2 * base - ulp / 2]
    return points


def _integers(width: int, signed: bool) -> list[int]:
    """Integers at, one above and one below bf16 midpoints (beyond 2^24), and the extremes of the type."""
    top = width - 1 if signed else width
    values = []
    for midpoint in _midpoints("bf16", range(24, top)):
        values += [int(midpoint) + d for d in (-1, 0, 1)]
    values += [2**top - 1, 2**24 + 2**16 + 1, 2**24 + 2**16, 3, 0]
    if signed:
        values += [-v for v in values] + [-(2**top)]
    return values


def _floats(target: str) -> list[float]:
    """f64 values at and one f64 ulp (and 2^-30 relatively) around midpoints, in normal and subnormal ranges."""
    _, emin, emax = FORMATS[target]
    bits = FORMATS[target][0]
    exponents = [0, 1, 10, emax, emin - 1, emin - bits + 1, emin - 3]
    values = []
    for midpoint in _midpoints(target, exponents):
        m = float(midpoint)
        values += [m, np.nextafter(m, math.inf), np.nextafter(m, -math.inf), m * (1 + 2**-30), m * (1 - 2**-30)]
    values += [1e300, 1e-300, 2.0**-149, 3.4028235677973366e38, 3.4028234663852886e38 * 1.0000001, 0.0]
    values += [-v for v in values]
    return values


def _check(source: str, target: str, values, level: str, monkeypatch) -> None:
    use_target_cpu(level, monkeypatch)
    x = np.array(values, dtype=DTYPES[source])
    n = len(x)
    text = f"""
func.func @main(%x: tensor<{n}x{source}>) -> tensor<{n}x{target}> {{
  %0 = "stablehlo.convert"(%x) : (tensor<{n}x{source}>) -> tensor<{n}x{target}>
  func.return %0 : tensor<{n}x{target}>
}}
"""
    got = np.asarray(compile(text, cache=False).call(x)[0]).astype(np.float64)
    finite = np.isfinite(x) if x.dtype.kind == "f" else np.ones(n, bool)
    expected = np.array(
        [math.copysign(round_once(Fraction(v), target), v) if f else float(v) for v, f in zip(x.tolist(), finite)]
    )
    wrong = [(v, g, e) for v, g, e in zip(x.tolist(), got, expected) if not np.array_equal(g, e, equal_nan=True)]
    assert not wrong, f"{source} -> {target} on {level}: (value, got, expected) {wrong[:8]}"
    signed = ~np.isnan(expected)
    assert (np.signbit(got[signed]) == np.signbit(expected[signed])).all(), "signs of zeros or infinities differ"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "source, width, signed", [("i32", 32, True), ("ui32", 32, False), ("i64", 64, True), ("ui64", 64, False)]
)
def test_integer_to_bf16_rounds_once(source, width, signed, level, monkeypatch) -> None:
    _check(source, "bf16", _integers(width, signed), level, monkeypatch)


@pytest.mark.parametrize("level", LEVELS)
def test_large_i64_to_bf16(level, monkeypatch) -> None:
    values = [2**62 + 2**54 + 1, -(2**62 + 2**54 + 1), 2**62 + 2**54, 2**63 - 1, -(2**63), 2**40 + 2**32 + 1]
    _check("i64", "bf16", values, level, monkeypatch)
    _check("ui64", "bf16", [2**64 - 1, 2**63 + 2**55 + 1, 2**63 + 2**55, 2**63 + 2**55 - 1], level, monkeypatch)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("target", ["bf16", "f16"])
def test_f64_to_narrow_float_rounds_once(target, level, monkeypatch) -> None:
    values = _floats(target) + [math.nan, math.inf, -math.inf]
    _check("f64", target, values, level, monkeypatch)


@pytest.mark.parametrize("level", LEVELS)
def test_integer_to_f16_rounds_once(level, monkeypatch) -> None:
    values = [2049, 2051, 4097, 4099, 65519, 65520, 65504, 2**24 + 1, 2**31 - 1, -65520, -2049, 0]
    _check("i32", "f16", values, level, monkeypatch)
    _check("i64", "f16", values + [2**62 + 2**54 + 1, -(2**63)], level, monkeypatch)


def test_round_once_reference() -> None:
    """The reference itself: ties to even, above a tie up, overflow at the midpoint above the largest value."""
    assert round_once(Fraction(2**24 + 2**16), "bf16") == 2**24
    assert round_once(Fraction(2**24 + 3 * 2**16), "bf16") == 2**24 + 2**18
    assert round_once(Fraction(2**24 + 2**16 + 1), "bf16") == 2**24 + 2**17
    assert round_once(Fraction(-(2**24 + 2**16 + 1)), "bf16") == -(2**24 + 2**17)
    assert round_once(Fraction(65520), "f16") == math.inf
    assert round_once(Fraction(65519), "f16") == 65504
    assert round_once(Fraction(2) ** -134, "bf16") == 0.0 and round_once(Fraction(3, 2**135), "bf16") == 2.0**-133
