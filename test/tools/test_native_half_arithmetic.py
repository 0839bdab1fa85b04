"""f16 arithmetic and conversions compiled for every x86-64 level give the interpreter's bits.

On a CPU with AVX512-FP16 (Sapphire Rapids and later; helper 218's host) LLVM computes `half` natively
(`vaddsh`, `vdivph`, `vcvtsd2sh`, `vcvtusi2sh`, `vrndscaleph`, ...); elsewhere it promotes each op to
`float` and rounds back (F16C's `vcvtps2ph`), or calls the soft-float routines (x86-64). Each result must
be the value rounded once: f64 -> f16 directly, not through f32, and the same on every level. The operands
are random bit patterns (subnormals, infinities and NaNs among them) and every pair of special values;
NaNs compare equal whatever their sign and payload. (A multiply and add that carry `contract` may fuse into
one `vfmadd...sh` there, as into `vfmadd...ss` in f32 for x86-64-v3: programs from HLO carry no such flags
on f16 values.)
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret, same_bits, use_target_cpu

from aiopt.runtime.compiler import compile

LEVELS = ("host", "x86-64-v4", "x86-64-v3", "x86-64")

SPECIALS = np.array([0x0000, 0x8000, 0x7E00, 0xFE00, 0x7C00, 0xFC00, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00,
                     0xBC00, 0x7BFF, 0xFBFF, 0x3555, 0x5BFF], np.uint16).view(np.float16)  # fmt: skip


def _operands() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(218)
    random = rng.integers(0, 1 << 16, (2, 3000), dtype=np.uint16).view(np.float16)
    near = (rng.standard_normal((2, 1000)) * 8).astype(np.float16)
    a = np.concatenate([np.repeat(SPECIALS, SPECIALS.size), random[0], near[0]])
    b = np.concatenate([np.tile(SPECIALS, SPECIALS.size), random[1], near[1]])
    # f64 values at, just above and just below f16 midpoints (ties to even, and where f32 would land on one).
    halves = rng.integers(0, 0x7BFF, a.size, dtype=np.uint16).view(np.float16).astype(np.float64)
    step = np.abs(np.nextafter(halves.astype(np.float16), np.float16(np.inf)).astype(np.float64) - halves)
    c = (halves + step / 2) * np.choose(rng.integers(0, 3, a.size), [1.0, 1 + 2.0**-40, 1 - 2.0**-40])
    return a, b, c


def _program(n: int) -> str:
    h, i1 = f"tensor<{n}xf16>", f"tensor<{n}xi1>"
    binary = [f"  %{op} = stablehlo.{op} %a, %b : {h}" for op in
              ("add", "subtract", "multiply", "divide", "maximum", "minimum", "remainder")]  # fmt: skip
    unary = [f"  %{op} = stablehlo.{op} %a : {h}" for op in
             ("sqrt", "floor", "ceil", "round_nearest_even", "round_nearest_afz", "sign", "abs")]  # fmt: skip
    names = [line.split()[0] for line in binary + unary]
    return f"""func.func @main(%a: {h}, %b: {h}, %c: tensor<{n}xf64>)
    -> ({", ".join([h] * len(names))}, {i1}, {i1}, {h}, {h}, tensor<{n}xi32>, {h}, tensor<{n}xf64>) {{
{chr(10).join(binary + unary)}
  %lt = stablehlo.compare LT, %a, %b, FLOAT : ({h}, {h}) -> {i1}
  %ne = stablehlo.compare NE, %a, %b, FLOAT : ({h}, {h}) -> {i1}
  %sel = stablehlo.select %lt, %a, %b : {i1}, {h}
  %narrow = stablehlo.convert %c : (tensor<{n}xf64>) -> {h}
  %int = stablehlo.convert %a : ({h}) -> tensor<{n}xi32>
  %back = stablehlo.convert %int : (tensor<{n}xi32>) -> {h}
  %wide = stablehlo.convert %a : ({h}) -> tensor<{n}xf64>
  return {", ".join(names)}, %lt, %ne, %sel, %narrow, %int, %back, %wide
      : {", ".join([h] * len(names))}, {i1}, {i1}, {h}, {h}, tensor<{n}xi32>, {h}, tensor<{n}xf64>
}}"""


@pytest.mark.parametrize("level", LEVELS)
def test_f16_results_are_the_interpreters_bits(level, monkeypatch):
    use_target_cpu(level, monkeypatch)
    a, b, c = _operands()
    text = _program(a.size)
    compiled = compile(text, cache=False).call(a, b, c)
    expected = interpret(text, [a, b, c])
    for index, (got, want) in enumerate(zip(compiled, expected)):
        got, want = np.asarray(got), np.asarray(want)
        assert got.dtype == want.dtype
        same = same_bits(got, want)
        wrong = np.flatnonzero(~same)[:6]
        assert same.all(), f"result {index} on {level}: (a, b, c, got, expected) " + str(
            [(a[k], b[k], c[k], got[k], want[k]) for k in wrong]
        )
