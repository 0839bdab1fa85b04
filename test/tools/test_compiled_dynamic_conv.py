"""Compiled `dynamic_conv` whose padding is a function argument, against the reference interpreter.

A padding known only at run time used to fail `convert-mhlo-to-linalg`
("failed to legalize operation 'mhlo.dynamic_conv'"); it now pads the input
as the spec defines the convolution's padded lhs (edges read at run time,
lhs_dilation as interior padding) and convolves that without padding. The
padding values the result type constrains (the window count of a static
spatial size) and edges beyond 2^60 are run-time checks, made with the same
message by the interpreter.
"""

from __future__ import annotations

import functools
import itertools
import re
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import compile
from aiopt.runtime.runtime_errors import RuntimeCheckError


def _program(lhs: str, rhs: str, result: str, spatial: int, layout: str, attributes: str) -> str:
    return f"""
func.func @main(%x: {lhs}, %k: {rhs}, %pad: tensor<{spatial}x2xi64>) -> {result} {{
  %r = "stablehlo.dynamic_conv"(%x, %k, %pad) {{
    {attributes},
    dimension_numbers = #stablehlo.conv<{layout}>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  }} : ({lhs}, {rhs}, tensor<{spatial}x2xi64>) -> {result}
  func.return %r : {result}
}}
"""


# name: (program, lhs, rhs, paddings to try)
CHANNELS_LAST_2D = _program(
    "tensor<2x5x4x3xf32>",
    "tensor<3x2x3x2xf32>",
    "tensor<2x?x?x2xf32>",
    2,
    "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
    "window_strides = array<i64: 2, 1>, lhs_dilation = array<i64: 2, 1>, rhs_dilation = array<i64: 1, 2>",
)
FEATURE_FIRST_1D = _program(
    "tensor<1x2x7xf64>",
    "tensor<3x2x3xf64>",
    "tensor<1x3x?xf64>",
    1,
    "[b, f, 0]x[o, i, 0]->[b, f, 0]",
    "window_strides = array<i64: 3>, lhs_dilation = array<i64: 3>, rhs_dilation = array<i64: 2>,"
    " window_reversal = array<i1: true>",
)
STATIC_RESULT = _program(
    "tensor<1x4x4x1xi32>",
    "tensor<3x3x1x1xi32>",
    "tensor<1x2x2x1xi32>",
    2,
    "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
    "window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>",
)
UNSIGNED_1D = _program(
    "tensor<2x5x2xui8>",
    "tensor<2x2x3xui8>",
    "tensor<2x?x3xui8>",
    1,
    "[b, 0, f]x[0, i, o]->[b, 0, f]",
    "lhs_dilation = array<i64: 2>",
)
COMPLEX_1D = UNSIGNED_1D.replace("ui8", "complex<f32>")

RNG = np.random.default_rng(3)
X2D, K2D = RNG.standard_normal((2, 5, 4, 3)).astype(np.float32), RNG.standard_normal((3, 2, 3, 2)).astype(np.float32)
X1D, K1D = RNG.standard_normal((1, 2, 7)), RNG.standard_normal((3, 2, 3))
XU, KU = RNG.integers(0, 9, (2, 5, 2)).astype(np.uint8), RNG.integers(0, 9, (2, 2, 3)).astype(np.uint8)
XC = (RNG.standard_normal((2, 5, 2)) + 1j * RNG.standard_normal((2, 5, 2))).astype(np.complex64)
KC = (RNG.standard_normal((2, 2, 3)) + 1j * RNG.standard_normal((2, 2, 3))).astype(np.complex64)
XI, KI = RNG.integers(-5, 6, (1, 4, 4, 1)).astype(np.int32), RNG.integers(-2, 3, (3, 3, 1, 1)).astype(np.int32)


@functools.cache
def _compiled(text: str):
    return compile(text, filename="conv.mlir", cache=False)


def _pad(*pairs: tuple[int, int]) -> np.ndarray:
    return np.array(pairs, np.int64)


CASES = {
    # name: (program, inputs without the padding, paddings: (low, high) per spatial dimension)
    "channels_last_2d": (
        CHANNELS_LAST_2D,
        [X2D, K2D],
        # negative edges, edges that leave no window, and a padding that cuts the whole input
        [_pad(a, b) for a, b in itertools.product([(0, 0), (1, 2), (-2, 1), (3, -4)], [(0, 0), (2, -1), (-3, -3)])]
        + [_pad((-12, 3), (0, 0)), _pad((0, 0), (-20, -9))],
    ),
    "feature_first_1d": (
        FEATURE_FIRST_1D,
        [X1D, K1D],
        [_pad((low, high)) for low in (-4, 0, 2, 5) for high in (-6, -1, 0, 3)],
    ),
    # unsigned elements are padded as signless ones; complex ones with a complex zero
    "unsigned_1d": (UNSIGNED_1D, [XU, KU], [_pad((low, high)) for low in (-3, 0, 2) for high in (-2, 1)]),
    "complex_1d": (COMPLEX_1D, [XC, KC], [_pad((low, high)) for low in (-3, 0, 2) for high in (-2, 1)]),
    "static_result": (STATIC_RESULT, [XI, KI], [_pad((1, 1), (1, 1)), _pad((0, 0), (2, 1)), _pad((-1, 2), (0, 3))]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_argument_padding_gives_the_interpreters_results(name: str) -> None:
    text, inputs, paddings = CASES[name]
    function = _compiled(text)
    for padding in paddings:
        (expected,) = interpret(text, [*inputs, padding])
        result = function(*inputs, padding)
        assert result.shape == expected.shape, padding
        np.testing.assert_allclose(result, expected, rtol=1e-5, atol=1e-5, err_msg=str(padding))


BAD = {
    # name: (program, inputs, message of compiled code)
    "window_count": (
        STATIC_RESULT,
        [XI, KI, _pad((1, 1), (3, 1))],
        "'mhlo.dynamic_conv' op padding gives a window count that differs from the result type in spatial "
        "dimension 1 (expected 2)",
    ),
    "no_window": (
        STATIC_RESULT,
        [XI, KI, _pad((-9, 0), (1, 1))],
        "'mhlo.dynamic_conv' op padding gives a window count that differs from the result type in spatial "
        "dimension 0 (expected 2)",
    ),
    "huge_edge": (
        CHANNELS_LAST_2D,
        [X2D, K2D, _pad((0, 0), (0, 1 << 61))],
        "'mhlo.dynamic_conv' op high padding of spatial dimension 1 is larger than 2^60 in magnitude",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_invalid_padding_raises_a_located_error(name: str) -> None:
    text, inputs, message = BAD[name]
    with pytest.raises(RuntimeCheckError) as raised:
        _compiled(text)(*inputs)
    assert message in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("conv.mlir", 3)
    with pytest.raises(RuntimeCheckError, match=re.escape(message.replace("'mhlo.", "'stablehlo."))):
        interpret(text, inputs)
