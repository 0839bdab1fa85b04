"""bf16 arithmetic as the CPU pipeline compiles it (`arith-emulate-unsupported-floats`,
`math-extend-to-supported-types`, then `arith-expand-bf16-conversions`' integer rounding) gives the
interpreter's numbers on every bf16 value, on every x86-64 level this CPU runs.

Unary ops run over all 65,536 bf16 bit patterns (subnormals, infinities and NaNs included), binary ops over
random pairs of patterns plus every pair of special values, conversions from f32 over a sweep of f32 patterns
with every rounding case (ties to even, carries into the exponent, overflow to infinity, subnormals).
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.reference.hlo import round_to_bf16
from aiopt.runtime.compiler import compile
from aiopt.runtime.jit import TARGET_CPU_VARIABLE, JitError, target_cpu

ALL_BF16 = (np.arange(1 << 16, dtype=np.uint32) << 16).view(np.float32)
SPECIALS = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 2.0**-133, -(2.0**-126), 3.389e38], np.float32)


def _level(level: str, monkeypatch) -> None:
    monkeypatch.setenv(TARGET_CPU_VARIABLE, level)
    try:
        target_cpu()
    except JitError as err:
        pytest.skip(str(err))


def _check(text: str, inputs: list[np.ndarray]) -> None:
    (expected,) = interpret(text, inputs)
    (got,) = compile(text, cache=False).call(*inputs)
    np.testing.assert_array_equal(np.asarray(got), np.asarray(expected))


def _unary(op: str, n: int, source: str = "bf16", target: str = "bf16") -> str:
    return f"""
func.func @main(%x: tensor<{n}x{source}>) -> tensor<{n}x{target}> {{
  %0 = {op} %x : (tensor<{n}x{source}>) -> tensor<{n}x{target}>
  return %0 : tensor<{n}x{target}>
}}"""


LEVELS = ["host", "x86-64", "x86-64-v3"]
"""The host, the baseline (SSE2: no F16C, no FMA) and AVX2; x86-64-v2 and v4 give the same code for these
loops as the level below them or the host."""


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("op", ["stablehlo.negate", "stablehlo.sqrt", "stablehlo.floor", "stablehlo.abs"])
def test_unary_ops_on_every_bf16_value(op, level, monkeypatch):
    _level(level, monkeypatch)
    _check(_unary(op, ALL_BF16.size), [ALL_BF16])


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide", "maximum", "minimum"])
def test_binary_ops_on_bf16_pairs(op, level, monkeypatch):
    _level(level, monkeypatch)
    rng = np.random.default_rng(7)
    a = rng.choice(ALL_BF16, 20000)
    b = rng.choice(ALL_BF16, 20000)
    # Sums near the subnormal range and exact ties after rounding.
    tiny = round_to_bf16(rng.standard_normal(4000).astype(np.float32) * np.float32(2.0**-128))
    a = np.concatenate([a, np.repeat(SPECIALS, SPECIALS.size), tiny])
    b = np.concatenate([b, np.tile(SPECIALS, SPECIALS.size), tiny[::-1]])
    n = a.size
    text = f"""
func.func @main(%a: tensor<{n}xbf16>, %b: tensor<{n}xbf16>) -> tensor<{n}xbf16> {{
  %0 = stablehlo.{op} %a, %b : tensor<{n}xbf16>
  return %0 : tensor<{n}xbf16>
}}"""
    _check(text, [a, b])


@pytest.mark.parametrize("level", LEVELS)
def test_f32_to_bf16_rounds_to_nearest_even(level, monkeypatch):
    """Every rounding case of f32 -> bf16: the 16 dropped bits below, at and above the halfway point with
    either last kept bit, for exponents from subnormal to the largest (where rounding up overflows)."""
    _level(level, monkeypatch)
    highs = np.arange(0, 1 << 16, 7, dtype=np.uint32)
    lows = np.array([0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF], np.uint32)
    bits = (highs[:, None] << 16 | lows[None, :]).reshape(-1)
    x = np.concatenate([bits.view(np.float32), SPECIALS])
    _check(_unary("stablehlo.convert", x.size, "f32", "bf16"), [x])


@pytest.mark.parametrize("level", LEVELS)
def test_bf16_to_f32_is_exact(level, monkeypatch):
    _level(level, monkeypatch)
    _check(_unary("stablehlo.convert", ALL_BF16.size, "bf16", "f32"), [ALL_BF16])


def test_no_soft_float_call_is_left():
    """The compiled bf16 arithmetic and conversions need no `__truncsfbf2` (or any soft-float routine)."""
    from aiopt.runtime import soft_float

    text = """
func.func @main(%a: tensor<64xbf16>, %b: tensor<64xf32>) -> tensor<64xbf16> {
  %0 = stablehlo.convert %b : (tensor<64xf32>) -> tensor<64xbf16>
  %1 = stablehlo.multiply %a, %0 : tensor<64xbf16>
  %2 = stablehlo.tanh %1 : tensor<64xbf16>
  %3 = stablehlo.floor %2 : tensor<64xbf16>
  return %3 : tensor<64xbf16>
}"""
    llvm_ir = compile(text, cache=False).llvm_ir
    assert "bfloat" in llvm_ir and " fptrunc " not in llvm_ir
    assert not [name for name in soft_float.ROUTINES if name in llvm_ir]
