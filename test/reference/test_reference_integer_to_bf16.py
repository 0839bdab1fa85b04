"""The reference interpreter converts 64-bit integers to bf16 rounding once, as the compiled code does.

A value above 2^53 that sits just above a bf16 midpoint (2^62 + 2^54 + 1) rounded to the nearest float64
first lands on the midpoint, which then rounds to even: 2^62 instead of 2^62 + 2^55. The compiled code (and
XLA) round the integer itself (test_arith_expand_bf16_conversions), and so must the interpreter, at every
level: `stablehlo.convert` and `arith.sitofp`/`arith.uitofp` alike.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hlo_testing import interpret

SIGNED = [2**62 + 2**54 + 1, -(2**62 + 2**54 + 1), 2**62 + 2**54, 2**53 + 2**45 + 1, 2**63 - 1, -(2**63),
          2**62 + 2**54 - 1, 2**62 + 3 * 2**54, 2**62 + 3 * 2**54 - 1, 2**40 + 2**32 + 1, 2**53 + 1, -3, 0]  # fmt: skip
UNSIGNED = [2**64 - 1, 2**63 + 2**55 + 1, 2**63 + 2**55, 2**63 + 2**55 - 1, 2**62 + 2**54 + 1, 2**53 + 2**45 + 1, 7]


def bf16_rounded_once(value: int) -> float:
    """`value` rounded to the nearest bf16 (8 significand bits), ties to even, exactly."""
    if value == 0:
        return 0.0
    ulp = 2 ** max(abs(value).bit_length() - 8, 0)
    units = Fraction(abs(value), ulp)
    whole = math.floor(units)
    if units - whole > Fraction(1, 2) or (units - whole == Fraction(1, 2) and whole % 2):
        whole += 1
    return math.copysign(float(whole * ulp), value)


def test_the_exact_rounding():
    assert bf16_rounded_once(2**62 + 2**54) == 2.0**62
    assert bf16_rounded_once(2**62 + 2**54 + 1) == 2.0**62 + 2.0**55
    assert bf16_rounded_once(2**62 + 3 * 2**54) == 2.0**62 + 2.0**56


@pytest.mark.parametrize("source, dtype, values", [("i64", np.int64, SIGNED), ("ui64", np.uint64, UNSIGNED)])
@pytest.mark.parametrize("form", ["stablehlo", "arith"])
def test_64_bit_integers_to_bf16_round_once(source, dtype, values, form):
    n = len(values)
    if form == "stablehlo":
        op = f"%0 = stablehlo.convert %x : (tensor<{n}x{source}>) -> tensor<{n}xbf16>"
        text = f"""func.func @main(%x: tensor<{n}x{source}>) -> tensor<{n}xbf16> {{
  {op}
  return %0 : tensor<{n}xbf16>
}}"""
    else:  # arith on signless integers, as the linalg level holds them
        cast = "arith.sitofp" if source == "i64" else "arith.uitofp"
        text = f"""func.func @main(%x: tensor<{n}xi64>) -> tensor<{n}xbf16> {{
  %init = tensor.empty() : tensor<{n}xbf16>
  %0 = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                        iterator_types = ["parallel"]}} ins(%x : tensor<{n}xi64>) outs(%init : tensor<{n}xbf16>) {{
  ^bb0(%in: i64, %out: bf16):
    %c = {cast} %in : i64 to bf16
    linalg.yield %c : bf16
  }} -> tensor<{n}xbf16>
  return %0 : tensor<{n}xbf16>
}}"""
    x = np.array(values, dtype=object).astype(dtype)
    if form == "arith":
        x = x.view(np.int64)
    (got,) = interpret(text, [x])
    expected = [bf16_rounded_once(v) for v in values]
    wrong = [(v, float(g), e) for v, g, e in zip(values, np.asarray(got).tolist(), expected) if g != e]
    assert not wrong, f"(value, interpreted, rounded once) {wrong}"
