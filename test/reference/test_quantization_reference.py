"""Reference semantics of uniform_quantize / uniform_dequantize and quantized element-wise ops.

Expected values are worked out by hand from the StableHLO specification:
quantize(x) = clamp(storage_min, round_nearest_even(x / scale) + zero_point, storage_max),
dequantize(q) = (q - zero_point) * scale. Quantized tensors come back as their storage integers.
"""

import numpy as np
import pytest

from hlo_testing import interpret


def _quantize(values, element: str, shape: str) -> np.ndarray:
    text = f"""
func.func @main(%x: tensor<{shape}xf32>) -> tensor<{shape}x{element}> {{
  %0 = stablehlo.uniform_quantize %x : (tensor<{shape}xf32>) -> tensor<{shape}x{element}>
  func.return %0 : tensor<{shape}x{element}>
}}"""
    (result,) = interpret(text, [np.asarray(values, dtype=np.float32)])
    return result


@pytest.mark.parametrize(
    ("values", "element", "expected"),
    [
        # x / scale lands on .5: rounds to the even neighbour, not away from zero.
        ([0.5, 1.5, 2.5, -0.5, -1.5, -2.5], "!quant.uniform<i8:f32, 1.0>", [0, 2, 2, 0, -2, -2]),
        ([0.25, 0.75, 1.25], "!quant.uniform<i8:f32, 0.5:3>", [3, 5, 5]),
        # Clamped to the type's storage range, not to i8's.
        ([100.0, -100.0, 7.4, -8.6], "!quant.uniform<i8<-8:7>:f32, 1.0>", [7, -8, 7, -8]),
        # Unsigned storage: clamped at 0 and 255.
        ([-3.0, 300.0, 2.0], "!quant.uniform<u8:f32, 1.0:1>", [0, 255, 3]),
    ],
)
def test_uniform_quantize_rounds_to_even_and_clamps(values, element, expected):
    result = _quantize(values, element, f"{len(values)}")
    np.testing.assert_array_equal(result, np.asarray(expected, dtype=result.dtype))
    assert result.dtype == (np.uint8 if "u8" in element else np.int8)


PER_AXIS = "!quant.uniform<i8:f32:1, {1.0:0, 0.5:1, 2.0:-1}>"


def test_uniform_quantize_per_axis():
    # Column j uses scale_j and zero_point_j; 1 / 2.0 and 5 / 2.0 are ties (0 and 2).
    result = _quantize([[1.0, 1.0, 1.0], [3.0, -2.0, 5.0]], PER_AXIS, "2x3")
    np.testing.assert_array_equal(result, np.array([[1, 3, -1], [3, -3, 1]], dtype=np.int8))


def test_uniform_dequantize_per_axis():
    text = f"""
func.func @main(%q: tensor<2x3xi8>) -> tensor<2x3xf32> {{
  %0 = stablehlo.bitcast_convert %q : (tensor<2x3xi8>) -> tensor<2x3x{PER_AXIS}>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<2x3x{PER_AXIS}>) -> tensor<2x3xf32>
  func.return %1 : tensor<2x3xf32>
}}"""
    (result,) = interpret(text, [np.array([[1, 3, -1], [3, -3, 1]], dtype=np.int8)])
    np.testing.assert_array_equal(result, np.array([[1.0, 1.0, 0.0], [3.0, -2.0, 4.0]], dtype=np.float32))


def test_uniform_quantize_requantizes_a_quantized_operand():
    # i8 (0.25, -3): 5 -> 2.0, -3 -> 0.0, 127 -> 32.5; then u8 (0.5, 10): 14, 10, 75.
    source, target = "!quant.uniform<i8:f32, 0.25:-3>", "!quant.uniform<u8:f32, 0.5:10>"
    text = f"""
func.func @main(%q: tensor<3xi8>) -> tensor<3xui8> {{
  %0 = stablehlo.bitcast_convert %q : (tensor<3xi8>) -> tensor<3x{source}>
  %1 = stablehlo.uniform_quantize %0 : (tensor<3x{source}>) -> tensor<3x{target}>
  %2 = stablehlo.bitcast_convert %1 : (tensor<3x{target}>) -> tensor<3xui8>
  func.return %2 : tensor<3xui8>
}}"""
    (result,) = interpret(text, [np.array([5, -3, 127], dtype=np.int8)])
    np.testing.assert_array_equal(result, np.array([14, 10, 75], dtype=np.uint8))


def test_quantized_multiply_dequantizes_computes_and_requantizes():
    # a: (0.25, -3) [5, 1] -> [2.0, 1.0]; b: (0.5, 0) [6, -1] -> [3.0, -0.5];
    # products [6.0, -0.5] in (1.0, 0): [6, 0] (-0.5 is a tie: to even, 0).
    a, b, r = "!quant.uniform<i8:f32, 0.25:-3>", "!quant.uniform<i8:f32, 0.5>", "!quant.uniform<i8:f32, 1.0>"
    text = f"""
func.func @main(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {{
  %qa = stablehlo.bitcast_convert %a : (tensor<2xi8>) -> tensor<2x{a}>
  %qb = stablehlo.bitcast_convert %b : (tensor<2xi8>) -> tensor<2x{b}>
  %0 = stablehlo.multiply %qa, %qb : (tensor<2x{a}>, tensor<2x{b}>) -> tensor<2x{r}>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2x{r}>) -> tensor<2xi8>
  func.return %1 : tensor<2xi8>
}}"""
    (result,) = interpret(text, [np.array([5, 1], dtype=np.int8), np.array([6, -1], dtype=np.int8)])
    np.testing.assert_array_equal(result, np.array([6, 0], dtype=np.int8))


def test_quantized_negate_saturates():
    # -(-128 * 1.0) = 128 does not fit i8: clamped to 127.
    element = "!quant.uniform<i8:f32, 1.0>"
    text = f"""
func.func @main(%q: tensor<2xi8>) -> tensor<2xi8> {{
  %0 = stablehlo.bitcast_convert %q : (tensor<2xi8>) -> tensor<2x{element}>
  %1 = stablehlo.negate %0 : tensor<2x{element}>
  %2 = stablehlo.bitcast_convert %1 : (tensor<2x{element}>) -> tensor<2xi8>
  func.return %2 : tensor<2xi8>
}}"""
    (result,) = interpret(text, [np.array([-128, 5], dtype=np.int8)])
    np.testing.assert_array_equal(result, np.array([127, -5], dtype=np.int8))
