"""chlo.mulhi and chlo.scan compiled for the CPU compute what the reference interpreter does.

mulhi runs on random operands and edge values of every integer width and
signedness (the 64-bit ones take the decomposition into 32-bit halves); the
interpreter's results are checked against exact Python integers. scan runs a
running sum and a running maximum (two inputs, two outputs, two carries)
along several dimensions, forward and reversed; the interpreter's results are
checked against numpy's cumulative sum and maximum.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.runtime.compiler import compile_entries

N = 64
MULHI_TYPES = {
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "ui8": np.uint8,
    "ui16": np.uint16,
    "ui32": np.uint32,
    "ui64": np.uint64,
}
SCANS = [
    # (shape, dimension, reverse)
    ((7,), 0, False),
    ((7,), 0, True),
    ((3, 5), 1, False),
    ((3, 5), 0, True),
    ((4, 2, 3), 2, True),
    ((4, 2, 3), 1, False),
    ((0, 3), 0, False),
]


def _tensor(shape: tuple[int, ...], element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def _mulhi_function(element: str) -> str:
    t = _tensor((N,), element)
    return f"""
func.func @mulhi_{element}(%a: {t}, %b: {t}) -> {t} {{
  %0 = chlo.mulhi %a, %b : {t}, {t} -> {t}
  func.return %0 : {t}
}}"""


def _scan_name(shape: tuple[int, ...], dimension: int, reverse: bool) -> str:
    return f"scan_{'x'.join(map(str, shape))}_d{dimension}{'_reverse' if reverse else ''}"


def _scan_function(shape: tuple[int, ...], dimension: int, reverse: bool) -> str:
    """Running sum of %x (i32) and running maximum of %y (f32) along `dimension`."""
    slice_shape = shape[:dimension] + shape[dimension + 1 :]
    xi, yf = _tensor(shape, "i32"), _tensor(shape, "f32")
    si, sf = _tensor(slice_shape, "i32"), _tensor(slice_shape, "f32")
    attributes = " attributes {is_reverse = true}" if reverse else ""
    return f"""
func.func @{_scan_name(shape, dimension, reverse)}(%x: {xi}, %y: {yf}, %s0: {si}, %m0: {sf}) -> ({xi}, {yf}, {si}, {sf}) {{
  %0:4 = chlo.scan(%x, %y) inits(%s0, %m0) dimension={dimension}{attributes} {{
  ^bb0(%xs: {si}, %ys: {sf}, %s: {si}, %m: {sf}):
    %sum = stablehlo.add %s, %xs : {si}
    %max = stablehlo.maximum %m, %ys : {sf}
    stablehlo.return %sum, %max, %sum, %max : {si}, {sf}, {si}, {sf}
  }} : ({xi}, {yf}, {si}, {sf}) -> ({xi}, {yf}, {si}, {sf})
  func.return %0#0, %0#1, %0#2, %0#3 : {xi}, {yf}, {si}, {sf}
}}"""


PROGRAM = "\n".join(
    [*(_mulhi_function(element) for element in MULHI_TYPES), *(_scan_function(*case) for case in SCANS)]
)
ENTRIES = [*(f"mulhi_{element}" for element in MULHI_TYPES), *(_scan_name(*case) for case in SCANS)]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """Every function of PROGRAM, compiled in one module."""
    return compile_entries(PROGRAM, ENTRIES, cache_dir=tmp_path_factory.mktemp("chlo_mulhi_scan"))


def _mulhi_operands(dtype, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Random operands over the whole range, with the extremes, -1, 0 and 1 against each other."""
    info = np.iinfo(dtype)
    rng = np.random.default_rng(seed)
    edges = np.array(sorted({info.min, info.max, 0, 1, max(info.min, -1), info.max // 2 + 1}), dtype=dtype)
    lhs = rng.integers(info.min, info.max, size=N, endpoint=True, dtype=dtype)
    rhs = rng.integers(info.min, info.max, size=N, endpoint=True, dtype=dtype)
    pairs = np.array([(a, b) for a in edges for b in edges], dtype=dtype)
    lhs[: len(pairs)], rhs[: len(pairs)] = pairs[:, 0], pairs[:, 1]
    return lhs, rhs


@pytest.mark.parametrize("element", MULHI_TYPES)
def test_mulhi_compiled_matches_interpreter(compiled, element):
    dtype = MULHI_TYPES[element]
    width = np.iinfo(dtype).bits
    for seed in range(3):
        lhs, rhs = _mulhi_operands(dtype, seed)
        (expected,) = interpret(PROGRAM, [lhs, rhs], f"mulhi_{element}")
        exact = np.array([(int(a) * int(b)) // 2**width for a, b in zip(lhs, rhs)], dtype=dtype)
        np.testing.assert_array_equal(expected, exact)
        np.testing.assert_array_equal(compiled[f"mulhi_{element}"](lhs, rhs), expected)


def _cumulative(function, array: np.ndarray, dimension: int, reverse: bool) -> np.ndarray:
    if not reverse:
        return function(array, axis=dimension)
    return np.flip(function(np.flip(array, axis=dimension), axis=dimension), axis=dimension)


@pytest.mark.parametrize("shape, dimension, reverse", SCANS)
def test_scan_compiled_matches_interpreter(compiled, shape, dimension, reverse):
    rng = np.random.default_rng(len(shape) * 10 + dimension)
    x = rng.integers(-1000, 1000, size=shape, dtype=np.int32)
    y = rng.normal(size=shape).astype(np.float32)
    slice_shape = shape[:dimension] + shape[dimension + 1 :]
    s0 = rng.integers(-10, 10, size=slice_shape, dtype=np.int32)
    m0 = np.full(slice_shape, -0.5, np.float32)
    name = _scan_name(shape, dimension, reverse)
    expected = interpret(PROGRAM, [x, y, s0, m0], name)

    sums = (np.expand_dims(s0, dimension) + _cumulative(np.cumsum, x, dimension, reverse)).astype(np.int32)
    maxima = np.maximum(np.expand_dims(m0, dimension), _cumulative(np.maximum.accumulate, y, dimension, reverse))
    # The carries are those of the last step; with no steps, the inits.
    last = 0 if reverse else shape[dimension] - 1
    carries = [np.take(v, last, axis=dimension) for v in (sums, maxima)] if shape[dimension] else [s0, m0]
    for value, want in zip(expected, [sums, maxima, *carries]):
        np.testing.assert_array_equal(value, want)

    got = compiled[name](x, y, s0, m0)
    for got_value, expected_value in zip(got, expected):
        np.testing.assert_array_equal(got_value, expected_value)
