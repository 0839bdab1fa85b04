"""`stablehlo.pad` of complex values compiles and computes what the interpreter computes.

xDSL's `linalg.fill` takes integer and float values only; convert-mhlo-to-linalg
fills the interior-padded result with a `linalg.generic` for complex values
(difftest finding 4: an internal error before).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()


PAD = """
func.func @main(%arg0: tensor<{shape}x{element}>, %arg1: tensor<{element}>) -> tensor<{result}x{element}> {{
  %0 = "stablehlo.pad"(%arg0, %arg1) <{{edge_padding_low = array<i64: {low}>, edge_padding_high = array<i64: {high}>, interior_padding = array<i64: {interior}>}}> : (tensor<{shape}x{element}>, tensor<{element}>) -> tensor<{result}x{element}>
  func.return %0 : tensor<{result}x{element}>
}}
"""


def _sizes(values) -> str:
    return ", ".join(str(v) for v in values)


@pytest.mark.parametrize("element, dtype", [("complex<f32>", np.complex64), ("complex<f64>", np.complex128)])
@pytest.mark.parametrize(
    "shape, low, high, interior",
    [
        ((3,), (1,), (1,), (0,)),
        ((3,), (1,), (2,), (1,)),
        ((3,), (-1,), (2,), (2,)),
        ((2, 3), (0, -2), (1, -1), (1, 2)),
        ((2, 3), (2, 1), (-1, 0), (0, 1)),
    ],
)
def test_complex_pad_matches_the_interpreter(element, dtype, shape, low, high, interior) -> None:
    result = [d + max(d - 1, 0) * n + lo + hi for d, lo, hi, n in zip(shape, low, high, interior)]
    text = PAD.format(
        shape="x".join(map(str, shape)),
        result="x".join(map(str, result)),
        element=element,
        low=_sizes(low),
        high=_sizes(high),
        interior=_sizes(interior),
    )
    count = int(np.prod(shape))
    operand = (np.arange(1, count + 1) + 1j * np.arange(count, 0, -1)).astype(dtype).reshape(shape)
    value = np.array(-7.5 + 0.25j, dtype=dtype)
    expected = run_function(parse_module(CONTEXT, text, "pad.mlir"), "main", [operand, value])[0]
    actual = compile(text, cache=False).call(operand, value)[0]
    assert np.asarray(actual).dtype == dtype
    np.testing.assert_array_equal(np.asarray(actual), np.asarray(expected))
    assert (np.asarray(actual) == value).any()
