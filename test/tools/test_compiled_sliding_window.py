"""Compiled sliding `reduce_window`s of long windows (moving sums, products, maxima, minima) against the interpreter.

`mhlo_to_linalg_sliding_window` lowers a window of k >= 16 that slides
along one dim with stride 1 (any padding >= 0) to three linear passes (van
Herk / Gil-Werman: folds of blocks of k from their starts and from their
ends); shorter windows and other forms keep the window generic. Each program
is compiled for the CPU with the default pipeline and compared with the
reference interpreter: integer bodies and float maxima and minima bit for
bit (NaN, infinities, -0 and +0 among the floats; NaN as NaN), float sums
and products within `window_rounding` (the tree of each output keeps the
window's order, as the StableHLO spec asks, but is not the interpreter's
left fold). Lengths, windows and paddings are not multiples of one another;
windows along each dim of rank-3 operands, windows that overhang the row or
lie wholly in the padding, `?` sizes of the other dims, inits that the
padding changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "tools"), str(TEST / "lowering"), str(TEST)]

from test_compiled_cumulative_window import (
    Bound,
    check_compiled,
    init_literal,
    program,
    renamed,
    tree_rounding,
    window,
)
from test_compiled_sort import NUMPY
from test_mhlo_to_linalg import lower as lower_to_tensors
from test_mhlo_to_linalg import values

from aiopt.reference.hlo import round_to_bf16


def window_rounding(
    x: np.ndarray, dim: int, k: int, padding: tuple[int, int], op: str, element: str, init: float = 0.0
) -> Bound:
    """`tree_rounding` of each window of k (k elements of the row padded with the init, and the init: k + 1
    terms)."""
    pads = [(0, 0)] * x.ndim
    pads[dim] = padding
    magnitudes = np.pad(np.abs(x.astype(np.float64)), pads, constant_values=abs(init))
    magnitude = np.lib.stride_tricks.sliding_window_view(magnitudes, k, axis=dim).sum(axis=-1) + abs(init)
    return lambda e: tree_rounding(op, element, np.full(e.shape, k + 1), magnitude, e)


def three_passes(text: str) -> bool:
    """Whether convert-mhlo-to-linalg lowers the reduce_windows of `text` to loops (no window generic or
    pooling op left)."""
    _, lowered, diagnostics = lower_to_tensors(text)
    assert not diagnostics
    names = {op.name for op in lowered.walk()}
    windowed = any(name == "linalg.generic" or name.startswith("linalg.pooling") for name in names)
    return "scf.for" in names and not windowed


def factors(shape: tuple[int, ...], element: str, seed: int) -> np.ndarray:
    """Factors of magnitude 0.9 to 1.1, either sign, with NaN, +0 and -0: no product of up to 300 of them
    overflows or underflows (in f16 neither), and a zero times finite factors is the zero of their signs in any
    order."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0.9, 1.1, size=shape) * rng.choice([-1.0, 1.0], size=shape)
    flat = x.reshape(-1)
    flat[rng.choice(flat.size, size=3, replace=False)] = [np.nan, 0.0, -0.0]
    return round_to_bf16(x.astype(np.float32)) if element == "bf16" else x.astype(NUMPY[element])


OPS = ["add", "multiply", "maximum", "minimum"]


def check_windows(shape, element: str, dim: int, k: int, padding: tuple[int, int], seed: int, run=None) -> None:
    """Each op's window of k along `dim` (jax's init), compiled == interpreted (sums and products within
    `window_rounding`), all lowered to the three passes."""
    run = run or shape
    # jax's inits (i8's extremes for its maximum and minimum).
    inits = {op: init_literal(op, element) for op in OPS} | (
        {"maximum": "-128", "minimum": "127"} if element == "i8" else {}
    )
    windows = [
        window(op, f"%x{i}", shape, element, dim, op, inits[op], size=k, padding=padding) for i, op in enumerate(OPS)
    ]
    text = program([shape] * len(OPS), element, renamed([(w, op) for w, op in zip(windows, OPS)]))
    inputs = [values(run, element, seed=seed + i) for i in range(len(OPS))]
    is_float = element in ("f16", "bf16", "f32", "f64")
    if is_float:
        inputs[1] = factors(run, element, seed)
    reassociated = (
        {i: window_rounding(inputs[i], dim, k, padding, op, element) for i, op in enumerate(OPS[:2])}
        if is_float
        else None
    )
    check_compiled(text, inputs, reassociated)
    assert three_passes(text)


@pytest.mark.parametrize("element", ["f32", "f16", "i32", "i8"])
@pytest.mark.parametrize(
    ("k", "padding"), [(16, (0, 0)), (17, (8, 8)), (37, (3, 50)), (100, (99, 0)), (101, (0, 100)), (23, (60, 61))]
)
def test_windows_and_paddings(element: str, k: int, padding: tuple[int, int]) -> None:
    """Rows of 257: windows inside them, SAME padding, windows overhanging either end by up to k - 1, windows
    wholly in the padding (60 and 61 around a window of 23)."""
    check_windows((3, 257), element, 1, k, padding, seed=k)


@pytest.mark.parametrize(("dim", "k"), [(0, 64), (1, 70), (2, 19), (1, 19)])
def test_other_dims(dim: int, k: int) -> None:
    """Windows along each dim of rank-3 operands: along one with others after it from 64 elements (read with a
    stride), along the last one (or one followed by dims of 1) from 16."""
    shape = [3, 2, 4] if (dim, k) != (1, 19) else [3, 2, 1]
    shape[dim] = 211
    for element in ("f32", "i32"):
        check_windows(tuple(shape), element, dim, k, (9, 9), seed=dim)


def test_bf16_and_long_rows() -> None:
    """bf16 (the interpreter rounds each step) and a row of 4099 with a window of 300 (f32)."""
    check_windows((2, 2, 90), "bf16", 2, 16, (5, 10), seed=7)
    check_windows((1, 4099, 1), "f32", 1, 300, (150, 149), seed=8)


def test_dynamic_other_dims() -> None:
    """`?` sizes of the other dims (the window's dim static)."""
    check_windows((None, 3, 100), "f32", 2, 31, (15, 15), seed=9, run=(2, 3, 100))
    check_windows((None, 100, None), "i32", 1, 64, (15, 15), seed=9, run=(3, 100, 2))


def test_inits_the_padding_changes() -> None:
    """Inits that are not the body's identity (a sum from 1, an integer maximum from 5, a float minimum from
    -1): the padding elements and the init are terms of every window, as the interpreter counts them."""
    shape = (2, 70, 1)
    cases = [("f32", "add", "1.000000e+00"), ("i32", "maximum", "5"), ("f32", "minimum", "-1.000000e+00")]
    for element, op, init in cases:
        text = program(
            [shape],
            element,
            renamed([(window("r", "%x0", shape, element, 1, op, init, size=20, padding=(7, 30)), "r")]),
        )
        x = values(shape, element, seed=10)
        bound = {0: window_rounding(x, 1, 20, (7, 30), op, element, init=1.0)} if op == "add" else None
        check_compiled(text, [x], bound)
        assert three_passes(text)


@pytest.mark.parametrize(
    "form",
    [
        {"size": 15, "padding": (7, 7)},
        {"size": 63, "padding": (31, 31)},
        {"size": 20, "padding": (0, 0), "stride": 2},
        {"size": 20, "padding": (0, 0), "base": 2},
        {"size": 20, "padding": (3, 3), "extra": "multiply"},
    ],
)
def test_other_windows_stay_generics(form: dict) -> None:
    """A window of 15, one of 63 along a dim with another after it, a stride of 2, base dilation, a body of two
    ops: the window generic, equal to the interpreter (integers)."""
    shape = (2, 60, 3)
    text = program(
        [shape], "i32", renamed([(window("r", "%x0", shape, "i32", 1, "maximum", "-2147483648", **form), "r")])
    )
    check_compiled(text, [values(shape, "i32", seed=11)])
    assert not three_passes(text)
