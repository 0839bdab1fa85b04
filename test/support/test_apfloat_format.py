"""The fallback float text of the printer is LLVM's `APFloat::toString` (support/apfloat_format.py):
the values MLIR's and mlir-hlo's tests print, and every text parses back to its value."""

from __future__ import annotations

import random
import struct

import pytest

from aiopt.support.apfloat_format import apfloat_to_scientific, apfloat_to_string


def _f32(value: float) -> float:
    return struct.unpack("<f", struct.pack("<f", value))[0]


@pytest.mark.parametrize(
    ("value", "bits", "text"),
    [
        (7.3890562, 24, "7.3890562"),  # truncated before rounding (rounding alone gives 7.38905621)
        (2.8903718, 24, "2.8903718"),
        (0.693147182, 24, "0.693147182"),
        (1.55740774, 24, "1.55740774"),
        (2.32830644e-10, 24, "2.32830644E-10"),
        (9.99999997e-7, 24, "9.99999997E-7"),
        (1.17549435e-38, 24, "1.17549435E-38"),
        (123456792.0, 24, "123456792"),
        (0.30000000000000004, 53, "0.30000000000000004"),
        (-1.0 / 3.0, 53, "-0.33333333333333331"),
    ],
)
def test_upstream_texts(value: float, bits: int, text: str) -> None:
    assert apfloat_to_string(_f32(value) if bits == 24 else value, bits) == text


@pytest.mark.parametrize("seed", range(4))
def test_texts_parse_back(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(2000):
        value = rng.uniform(-1, 1) * 10.0 ** rng.randint(-40, 38)
        single = _f32(value)
        if single != 0:
            assert _f32(float(apfloat_to_string(single, 24))) == single
        assert float(apfloat_to_string(value, 53)) == value


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1.0, "1.000000e+00"),
        (-0.5, "-5.000000e-01"),
        (65504.0, "6.550400e+04"),
        (1e300, "1.000000e+300"),
        (0.0, "0.000000e+00"),
        (-0.0, "-0.000000e+00"),
        # Truncated, not rounded: MLIR's first try for the f32 nearest 1e12 and for f64 1e-6 does not parse back,
        # so mlir-hlo's chlo tests print 9.99999995E+11 and 9.9999999999999995E-7.
        (999999995904.0, "9.999990e+11"),
        (1e-6, "9.999990e-07"),
    ],
)
def test_scientific_texts(value: float, text: str) -> None:
    assert apfloat_to_scientific(value) == text
