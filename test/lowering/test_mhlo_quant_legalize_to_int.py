"""Quantized programs compiled for the CPU (through mhlo-quant-legalize-to-int) compute what the
reference interpreter does: uniform_quantize (ties, clamping at the storage range, NaN and
infinities, per-axis), uniform_dequantize, requantization and element-wise ops on quantized tensors."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.runtime.compiler import compile_entries

I8 = "!quant.uniform<i8:f32, 0.5:-3>"
NARROW = "!quant.uniform<i8<-20:20>:f32, 0.25:4>"
I8_B = "!quant.uniform<i8:f32, 0.25:4>"
"""Another scale and zero point on I8's storage range: element-wise ops take operands that differ only there
(stablehlo's isCompatibleForHloTypeInference; NARROW's storage range makes it incompatible with I8)."""
U8 = "!quant.uniform<u8:f32, 2.0:100>"
PER_AXIS = "!quant.uniform<i8:f32:1, {1.0:0, 0.5:1, 2.0:-1}>"
F16 = "!quant.uniform<i8:f16, 0.125:2>"


def _quantize(name: str, element: str, shape: str, storage: str, expressed: str = "f32") -> str:
    return f"""
func.func @{name}(%x: tensor<{shape}x{expressed}>) -> tensor<{shape}x{storage}> {{
  %q = stablehlo.uniform_quantize %x : (tensor<{shape}x{expressed}>) -> tensor<{shape}x{element}>
  %s = stablehlo.bitcast_convert %q : (tensor<{shape}x{element}>) -> tensor<{shape}x{storage}>
  func.return %s : tensor<{shape}x{storage}>
}}"""


PROGRAM = "\n".join([
    _quantize("quantize_i8", I8, "8", "i8"),
    _quantize("quantize_narrow", NARROW, "8", "i8"),
    _quantize("quantize_u8", U8, "8", "ui8"),
    _quantize("quantize_per_axis", PER_AXIS, "4x3", "i8"),
    _quantize("quantize_f16", F16, "8", "i8", "f16"),
    f"""
func.func @dequantize_per_axis(%s: tensor<4x3xi8>) -> tensor<4x3xf32> {{
  %q = stablehlo.bitcast_convert %s : (tensor<4x3xi8>) -> tensor<4x3x{PER_AXIS}>
  %x = stablehlo.uniform_dequantize %q : (tensor<4x3x{PER_AXIS}>) -> tensor<4x3xf32>
  func.return %x : tensor<4x3xf32>
}}
func.func @requantize(%s: tensor<8xi8>) -> tensor<8xi8> {{
  %q = stablehlo.bitcast_convert %s : (tensor<8xi8>) -> tensor<8x{I8}>
  %r = stablehlo.uniform_quantize %q : (tensor<8x{I8}>) -> tensor<8x{NARROW}>
  %t = stablehlo.bitcast_convert %r : (tensor<8x{NARROW}>) -> tensor<8xi8>
  func.return %t : tensor<8xi8>
}}
func.func @add_and_multiply(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xi8>, tensor<8xi8>) {{
  %qa = stablehlo.uniform_quantize %a : (tensor<8xf32>) -> tensor<8x{I8}>
  %qb = stablehlo.uniform_quantize %b : (tensor<8xf32>) -> tensor<8x{I8_B}>
  %sum = stablehlo.add %qa, %qb : (tensor<8x{I8}>, tensor<8x{I8_B}>) -> tensor<8x{I8_B}>
  %product = stablehlo.multiply %qa, %qb : (tensor<8x{I8}>, tensor<8x{I8_B}>) -> tensor<8x{I8}>
  %s = stablehlo.bitcast_convert %sum : (tensor<8x{I8_B}>) -> tensor<8xi8>
  %p = stablehlo.bitcast_convert %product : (tensor<8x{I8}>) -> tensor<8xi8>
  func.return %s, %p : tensor<8xi8>, tensor<8xi8>
}}
func.func @dequantize_argument(%q: tensor<8x{U8}>) -> tensor<8xf32> {{
  %x = stablehlo.uniform_dequantize %q : (tensor<8x{U8}>) -> tensor<8xf32>
  func.return %x : tensor<8xf32>
}}
func.func @quantized_constant(%x: tensor<8xf32>) -> tensor<8xf32> {{
  %c = stablehlo.constant() {{value = dense<[-128, -40, -3, 0, 5, 6, 7, 127]> : tensor<8xi8>}} : () -> tensor<8x{I8}>
  %q = stablehlo.uniform_quantize %x : (tensor<8xf32>) -> tensor<8x{I8}>
  %sum = stablehlo.add %c, %q : (tensor<8x{I8}>, tensor<8x{I8}>) -> tensor<8x{I8}>
  %d = stablehlo.uniform_dequantize %sum : (tensor<8x{I8}>) -> tensor<8xf32>
  func.return %d : tensor<8xf32>
}}""",
])  # fmt: skip
ENTRIES = [
    "quantize_i8", "quantize_narrow", "quantize_u8", "quantize_per_axis", "quantize_f16",
    "dequantize_per_axis", "requantize", "add_and_multiply", "dequantize_argument", "quantized_constant",
]  # fmt: skip

# Ties (x / scale = k + 0.5), values beyond every storage range, NaN and infinities.
REALS = np.array([0.25, 0.75, -1.25, 3.0, 1000.0, -1000.0, np.nan, np.inf], dtype=np.float32)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    return compile_entries(PROGRAM, ENTRIES, cache_dir=tmp_path_factory.mktemp("quant"))


def _arguments(name: str) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    match name:
        case "quantize_per_axis":
            rows = [[1.0, 1.0, 1.0], [3.0, -2.0, 5.0], [0.25, 0.75, -300.0], [np.nan, 1e9, -np.inf]]
            return [np.array(rows, np.float32)]
        case "quantize_f16":
            return [REALS.astype(np.float16)]
        case "dequantize_per_axis":
            return [rng.integers(-128, 128, (4, 3)).astype(np.int8)]
        case "requantize":
            return [np.array([-128, -40, -3, 0, 5, 6, 7, 127], np.int8)]
        case "add_and_multiply":
            return [REALS, np.array([1.5, -0.25, 2.75, -3.0, 0.5, 4.0, 1.0, -np.inf], np.float32)]
        case "dequantize_argument":
            return [np.array([0, 1, 99, 100, 101, 200, 254, 255], np.uint8)]
    return [REALS]


@pytest.mark.parametrize("name", ENTRIES)
def test_compiled_matches_interpreter(compiled, name):
    arguments = _arguments(name)
    expected = interpret(PROGRAM, arguments, entry=name)
    got = compiled[name](*arguments)
    got = got if isinstance(got, (list, tuple)) else [got]
    assert len(got) == len(expected)
    for value, reference in zip(got, expected):
        assert np.asarray(value).dtype == reference.dtype
        np.testing.assert_array_equal(value, reference)


def test_quantized_constant_holds_storage_integers(compiled):
    """`constant() {value = dense<storage ints>} : () -> tensor<...x!quant.uniform<...>>`: with x = 0 (stored
    as the zero point, -3), the sum dequantizes to the constant's own reals, (q + 3) * 0.5, clamped to i8."""
    got = compiled["quantized_constant"](np.zeros(8, np.float32))
    storage = np.array([-128, -40, -3, 0, 5, 6, 7, 127])
    np.testing.assert_array_equal(got, ((storage + 3) * 0.5).astype(np.float32))


def test_quantize_matches_hand_computed_values(compiled):
    # (x / 0.5) rounded to even, + (-3), clamped to i8; NaN is 0 + zero point.
    np.testing.assert_array_equal(
        compiled["quantize_i8"](REALS), np.array([-3, -1, -5, 3, 127, -128, -3, 127], np.int8)
    )
