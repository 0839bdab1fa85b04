"""Compiled iota, broadcast_in_dim and transpose compute what the reference interpreter computes (issues 13 and 17).

These failed to legalize before: iota of unsigned (every width) and complex
elements, static and dynamic; broadcast_in_dim and dynamic_broadcast_in_dim
of unsigned and complex elements; transpose of dynamically shaped operands.
Each program is compiled once for the CPU (`hlo-to-cpu-pipeline`) and called
with several run-time shapes. Sizes that do not fit the program (a shape
operand with a negative size, an operand dimension that cannot broadcast, a
transposed size that contradicts the result type) end the call with a located
`RuntimeCheckError`, and the interpreter rejects them too.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "test" / "lowering"), str(ROOT / "test")]

from hlo_testing import interpret
from test_mhlo_to_linalg_shape import COMPLEX, UNSIGNED, ttype
from test_mhlo_to_linalg_shape import any_values as values

from aiopt.runtime.compiler import compile
from aiopt.runtime.runtime_errors import RuntimeCheckError
from aiopt.support.diagnostics import DiagnosticError

DTYPES = {**UNSIGNED, **COMPLEX, "i32": np.int32}


def same_as_interpreter(text: str, function, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Call compiled `function` on `inputs`; its results must equal the interpreter's, dtype and bits."""
    actual = [np.asarray(a) for a in function.call(*inputs)]
    expected = [np.asarray(e) for e in interpret(text, inputs)]
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a.dtype == e.dtype and a.shape == e.shape, (a.dtype, a.shape, e.dtype, e.shape)
        np.testing.assert_array_equal(a, e)
    return actual


# ---------------------------------------------------------------------------
# iota


IOTA = """
func.func @main() -> (tensor<3x300x{e}>, tensor<2x5x{e}>) {{
  %0 = stablehlo.iota dim = 1 : tensor<3x300x{e}>
  %1 = stablehlo.iota dim = 0 : tensor<2x5x{e}>
  return %0, %1 : tensor<3x300x{e}>, tensor<2x5x{e}>
}}
"""


@pytest.mark.parametrize("element", [*UNSIGNED, *COMPLEX])
def test_iota(element: str) -> None:
    text = IOTA.format(e=element)
    counts, rows = same_as_interpreter(text, compile(text, cache=False), [])
    dtype = DTYPES[element]
    # Counts convert from i64 as `convert` does: modulo 2^width, or into the real part (imaginary 0).
    np.testing.assert_array_equal(counts[0], np.arange(300).astype(dtype))
    np.testing.assert_array_equal(rows, np.broadcast_to(np.arange(2).astype(dtype)[:, None], (2, 5)))
    if element in COMPLEX:
        assert not counts.imag.any()


DYNAMIC_IOTA = """
func.func @main(%s: tensor<2x{index}>) -> tensor<?x?x{e}> {{
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2x{index}>) -> tensor<?x?x{e}>
  return %0 : tensor<?x?x{e}>
}}
"""


@pytest.mark.parametrize("index", ["i32", "ui32"])
@pytest.mark.parametrize("element", [*UNSIGNED, *COMPLEX])
def test_dynamic_iota(element: str, index: str) -> None:
    text = DYNAMIC_IOTA.format(e=element, index=index)
    function = compile(text, cache=False)
    for shape in ([3, 4], [1, 260], [0, 5], [2, 0]):
        (result,) = same_as_interpreter(text, function, [np.array(shape, DTYPES[index])])
        assert result.shape == tuple(shape)


def test_dynamic_iota_of_a_negative_size_is_a_located_error() -> None:
    text = DYNAMIC_IOTA.format(e="ui8", index="i32")
    function = compile(text, cache=False, filename="iota.mlir")
    shape = np.array([2, -3], np.int32)
    with pytest.raises(RuntimeCheckError) as raised:
        function.call(shape)
    assert "op output shape (operand #0) has a negative size in dimension 1" in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("iota.mlir", 3)
    with pytest.raises(RuntimeCheckError) as interpreted:  # the same check and message in the interpreter
        interpret(text, [shape])
    assert interpreted.value.message == raised.value.message.replace("'mhlo.", "'stablehlo.")
    (result,) = same_as_interpreter(text, function, [np.array([2, 3], np.int32)])
    assert result.shape == (2, 3)


STATIC_DYNAMIC_IOTA = """
func.func @main(%s: tensor<2xi64>) -> tensor<2x?xcomplex<f32>> {
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<2x?xcomplex<f32>>
  return %0 : tensor<2x?xcomplex<f32>>
}
"""


def test_dynamic_iota_shape_must_match_the_static_result_sizes() -> None:
    function = compile(STATIC_DYNAMIC_IOTA, cache=False, filename="iota.mlir")
    same_as_interpreter(STATIC_DYNAMIC_IOTA, function, [np.array([2, 6])])
    with pytest.raises(RuntimeCheckError, match=r"differs from the result type in dimension 0 \(expected 2\)"):
        function.call(np.array([3, 6]))
    with pytest.raises(DiagnosticError):
        interpret(STATIC_DYNAMIC_IOTA, [np.array([3, 6])])


# ---------------------------------------------------------------------------
# broadcast_in_dim


BROADCAST = """
func.func @main(%a: tensor<1x4x{e}>, %b: tensor<{e}>, %c: tensor<?x{e}>) -> (tensor<3x2x4x{e}>, tensor<2x3x{e}>, tensor<2x5x{e}>) {{
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<1x4x{e}>) -> tensor<3x2x4x{e}>
  %1 = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<{e}>) -> tensor<2x3x{e}>
  %2 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<?x{e}>) -> tensor<2x5x{e}>
  return %0, %1, %2 : tensor<3x2x4x{e}>, tensor<2x3x{e}>, tensor<2x5x{e}>
}}
"""


@pytest.mark.parametrize("element", [*UNSIGNED, *COMPLEX])
def test_broadcast_in_dim(element: str) -> None:
    text = BROADCAST.format(e=element)
    function = compile(text, cache=False)
    for rows in (5, 1):
        inputs = [values((1, 4), element, 1), values((), element, 2), values((rows,), element, 3)]
        same_as_interpreter(text, function, inputs)


DYNAMIC_BROADCAST = """
func.func @main(%a: tensor<?x{e}>, %s: tensor<2xui32>) -> tensor<?x?x{e}> {{
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<?x{e}>, tensor<2xui32>) -> tensor<?x?x{e}>
  return %0 : tensor<?x?x{e}>
}}
"""


@pytest.mark.parametrize("element", [*UNSIGNED, *COMPLEX])
def test_dynamic_broadcast_in_dim(element: str) -> None:
    text = DYNAMIC_BROADCAST.format(e=element)
    function = compile(text, cache=False, filename="broadcast.mlir")
    for size, shape in ((4, [3, 4]), (1, [3, 4]), (1, [2, 0]), (0, [3, 0]), (6, [0, 6])):
        (result,) = same_as_interpreter(text, function, [values((size,), element), np.array(shape, np.uint32)])
        assert result.shape == tuple(shape)
    # An operand dimension that is neither 1 nor the result's size: without the check, reads past the operand.
    with pytest.raises(RuntimeCheckError) as raised:
        function.call(values((3,), element), np.array([2, 100000], np.uint32))
    assert "dimension 0 of operand #0 is neither 1 nor the size of result dimension 1" in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("broadcast.mlir", 3)
    with pytest.raises(RuntimeCheckError) as interpreted:  # the same check and message in the interpreter
        interpret(text, [values((3,), element), np.array([2, 100000], np.uint32)])
    assert interpreted.value.message == raised.value.message.replace("'mhlo.", "'stablehlo.")


# ---------------------------------------------------------------------------
# transpose


TRANSPOSE = """
func.func @main(%a: {operand}) -> {result} {{
  %0 = stablehlo.transpose %a, dims = [{permutation}] : ({operand}) -> {result}
  return %0 : {result}
}}
"""


def _transpose(operand, permutation, result, element: str) -> str:
    return TRANSPOSE.format(
        operand=ttype(operand, element),
        result=ttype(result, element),
        permutation=", ".join(map(str, permutation)),
    )


@pytest.mark.parametrize("element", ["f32", "i32", "ui8", "ui16", "ui64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize(
    "operand, permutation, result, shapes",
    [
        ((None, 3), [1, 0], (3, None), [(5, 3), (1, 3), (0, 3), (64, 3)]),
        ((None, None), [1, 0], (None, None), [(2, 7), (7, 2), (1, 1), (0, 4), (33, 65)]),
        ((2, None, 4), [2, 0, 1], (4, 2, None), [(2, 7, 4), (2, 1, 4), (2, 0, 4)]),
        ((None, None, None), [1, 2, 0], (None, None, None), [(3, 2, 4), (1, 5, 2), (4, 4, 0)]),
    ],
)
def test_dynamic_transpose(operand, permutation, result, shapes, element: str) -> None:
    text = _transpose(operand, permutation, result, element)
    function = compile(text, cache=False)
    for seed, shape in enumerate(shapes):
        value = values(shape, element, seed)
        (actual,) = same_as_interpreter(text, function, [value])
        np.testing.assert_array_equal(actual, np.transpose(value, permutation))


def test_transpose_to_a_static_size_checks_it_at_run_time() -> None:
    text = _transpose((None, None), [1, 0], (6, None), "ui32")
    function = compile(text, cache=False, filename="transpose.mlir")
    value = values((2, 6), "ui32")
    (actual,) = same_as_interpreter(text, function, [value])
    np.testing.assert_array_equal(actual, value.T)
    with pytest.raises(RuntimeCheckError) as raised:
        function.call(values((6, 2), "ui32"))
    message = "operand #0 and the result type differ in size in dimension 1 (result dimension 0) (expected 6)"
    assert message in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("transpose.mlir", 3)
    with pytest.raises(RuntimeCheckError, match="differ in size in dimension 1"):
        interpret(text, [values((6, 2), "ui32")])
