"""Compiled 2-D poolings (`reduce_window` of windows 1xKxKx1 on NHWC) with parallel loops, against the interpreter.

The window generic's parallel dimensions become an `scf.parallel`, whose
leading dimensions of constant trip counts `convert-scf-parallel-to-cpu-
runtime` runs as one (`coalesced_dims`): a batch of one image is split across
the cores by its rows, not only by its batch. Each program is compiled with
the CPU pipeline's parallel loops and compared with the reference
interpreter: maxima, minima and integer sums bit for bit (NaN, infinities, -0
and +0 among the floats), float sums within `tree_rounding` (LLVM
reassociates the window's sum). Sizes are not multiples of the windows or
strides, batches of 1 and 0, rows of 1.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "tools"), str(TEST / "lowering"), str(TEST)]

from test_compiled_cumulative_window import init_literal, tree_rounding
from test_compiled_sort import bits, ttype
from test_mhlo_to_linalg import CONTEXT

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module


def pooling(shape: tuple[int, ...], element: str, op: str, k: int, stride: int, padding: tuple[int, int]) -> str:
    """A program of one reduce_window of `op` with the window 1xKxKx1, strides 1xSxSx1 and `padding` along H and
    W of an NHWC operand."""
    n, h, w, c = shape
    lo, hi = padding
    out = (n, (h + lo + hi - k) // stride + 1, (w + lo + hi - k) // stride + 1, c)
    scalar = f"tensor<{element}>"
    return f"""func.func @main(%x: {ttype(shape, element)}) -> {ttype(out, element)} {{
  %init = stablehlo.constant dense<{init_literal(op, element)}> : {scalar}
  %r = "stablehlo.reduce_window"(%x, %init) <{{window_dimensions = array<i64: 1, {k}, {k}, 1>,
      window_strides = array<i64: 1, {stride}, {stride}, 1>,
      padding = dense<[[0, 0], [{lo}, {hi}], [{lo}, {hi}], [0, 0]]> : tensor<4x2xi64>}}> ({{
  ^bb0(%a: {scalar}, %b: {scalar}):
    %s = stablehlo.{op} %a, %b : {scalar}
    stablehlo.return %s : {scalar}
  }}) : ({ttype(shape, element)}, {scalar}) -> {ttype(out, element)}
  return %r : {ttype(out, element)}
}}"""


def data(shape: tuple[int, ...], element: str, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if element == "i32":
        return rng.integers(-(2**20), 2**20, size=shape).astype(np.int32)
    x = rng.standard_normal(shape).astype(np.float32)
    flat = x.reshape(-1)
    special = [np.nan, np.inf, -np.inf, 0.0, -0.0]
    if flat.size >= 50:
        flat[rng.choice(flat.size, size=len(special), replace=False)] = special
    return x


# (shape, element, op, window, stride, padding)
CASES = [
    ((1, 137, 129, 3), "f32", "maximum", 3, 2, (0, 1)),
    ((1, 97, 89, 3), "f32", "minimum", 3, 1, (1, 1)),
    ((3, 17, 23, 5), "f32", "maximum", 2, 2, (0, 0)),
    ((1, 141, 119, 4), "i32", "add", 3, 2, (1, 1)),
    ((2, 13, 31, 7), "i32", "add", 5, 1, (2, 2)),
    ((1, 90, 73, 6), "f32", "add", 3, 1, (1, 1)),
    ((1, 1, 1, 1), "f32", "maximum", 3, 2, (1, 1)),
    ((1, 1, 9, 2), "i32", "maximum", 1, 1, (0, 0)),
    ((0, 5, 5, 2), "f32", "maximum", 3, 1, (1, 1)),
    ((2, 0, 5, 2), "i32", "add", 3, 2, (1, 1)),
]


@pytest.mark.parametrize(("shape", "element", "op", "k", "stride", "padding"), CASES)
def test_pooling_in_parallel(shape, element, op, k, stride, padding) -> None:
    text = pooling(shape, element, op, k, stride, padding)
    x = data(shape, element, sum(shape) + k)
    expected = run_function(parse_module(CONTEXT, text, "pooling.mlir"), "main", [x.copy()])[0]
    actual = np.asarray(compile(text, parallel=True, cache=False).call(x.copy())[0])
    expected = np.asarray(expected)
    assert actual.shape == expected.shape
    if element == "f32" and op == "add":
        finite = np.isfinite(expected)
        np.testing.assert_array_equal(np.isnan(actual), np.isnan(expected))
        np.testing.assert_array_equal(actual[~finite & ~np.isnan(expected)], expected[~finite & ~np.isnan(expected)])
        padded = np.pad(np.abs(x.astype(np.float64)), [(0, 0), padding, padding, (0, 0)])
        windows = np.lib.stride_tricks.sliding_window_view(padded, (k, k), axis=(1, 2))[:, ::stride, ::stride]
        magnitude = windows.sum(axis=(-2, -1))
        bound = tree_rounding("add", "f32", np.full(expected.shape, k * k + 1), magnitude, expected)
        with np.errstate(invalid="ignore"):
            difference = np.abs(actual.astype(np.float64) - expected.astype(np.float64))
        assert np.all(difference[finite] <= bound[finite])
        return
    if element == "f32":
        np.testing.assert_array_equal(np.isnan(actual), np.isnan(expected))
        actual = np.where(np.isnan(actual), np.nan, actual).astype(np.float32)
        expected = np.where(np.isnan(expected), np.nan, expected).astype(np.float32)
    np.testing.assert_array_equal(bits(actual), bits(expected))


CALL = re.compile(r"call void @aiopt_parallel_for\(ptr [^,]+, ptr [^,]+, i64 (-?\d+), i64 (-?\d+), i64 (-?\d+)\)")


@pytest.mark.parametrize("op", ["maximum", "add"])
def test_batch_of_one_is_split_by_rows(op: str) -> None:
    """A pooling of one 224x224x3 image (window 3, stride 2, 'SAME') runs on the thread pool over its 112 output
    rows (times what of its columns makes at least 256 iterations), not over its batch of one, all of which
    the calling thread took."""
    llvm_ir = compile(pooling((1, 224, 224, 3), "f32", op, 3, 2, (0, 1)), parallel=True, cache=False).llvm_ir
    calls = [tuple(map(int, found)) for found in CALL.findall(llvm_ir)]
    assert calls
    assert all((ub - lb) // step >= 112 for lb, ub, step in calls), calls
