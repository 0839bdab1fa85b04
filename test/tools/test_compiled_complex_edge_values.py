"""Complex element-wise ops at non-finite operands: the interpreter, compiled code and XLA agree.

The edge grid pairs real and imaginary parts from {0, -0, 1, -1, 1e-45, 1e38, 3.4e38, inf, -inf, NaN}.
Results are compared bitwise; NaN positions must match, the NaN's sign and payload may differ.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

EDGES = [0.0, -0.0, 1.0, -1.0, 1e-45, 1e38, 3.4e38, np.inf, -np.inf, np.nan]

# stablehlo op name -> jax function name (jax.numpy)
FIXED_OPS = {"log_plus_one": "log1p"}

DTYPES = [("f32", np.complex64), ("f64", np.complex128)]


def edge_grid(dtype) -> np.ndarray:
    pairs = list(itertools.product(EDGES, EDGES))
    grid = np.empty(len(pairs), dtype)
    grid.real = [re for re, _ in pairs]
    grid.imag = [im for _, im in pairs]
    return grid


def non_finite(values: np.ndarray) -> np.ndarray:
    return ~np.isfinite(values)


def assert_same_bits(actual: np.ndarray, expected: np.ndarray, operand: np.ndarray) -> None:
    """Bitwise equal parts, up to the sign and payload of NaNs, at the grid's non-finite operands."""
    where = non_finite(operand)
    for part in (np.real, np.imag):
        a, e = part(actual)[where], part(expected)[where]
        both_nan = np.isnan(a) & np.isnan(e)
        same = both_nan | ((a == e) & (np.signbit(a) == np.signbit(e)))
        assert same.all(), list(zip(operand[where][~same], a[~same], e[~same], strict=True))


def program(op: str, part: str, size: int) -> str:
    t = f"tensor<{size}xcomplex<{part}>>"
    return f"func.func @main(%a: {t}) -> {t} {{\n  %r = stablehlo.{op} %a : {t}\n  return %r : {t}\n}}"


@pytest.mark.parametrize("part, dtype", DTYPES)
@pytest.mark.parametrize("op", sorted(FIXED_OPS))
def test_interpreter_matches_compiled_code_on_the_edge_grid(op, part, dtype) -> None:
    operand = edge_grid(dtype)
    text = program(op, part, operand.size)
    expected = np.asarray(run_function(parse_module(CONTEXT, text, "edges.mlir"), "main", [operand])[0])
    actual = np.asarray(compile(text, cache=False).call(operand)[0])
    assert actual.dtype == expected.dtype == dtype
    assert non_finite(operand).sum() == 51
    assert_same_bits(actual, expected, operand)
    # Finite operands (huge ones too: log|1+z| must not overflow) within a few ulps of |result|.
    # (log1p(-1) is -inf + 0i: equal there.)
    a, e = actual[~non_finite(operand)], expected[~non_finite(operand)]
    with np.errstate(invalid="ignore"):
        close = np.abs(a - e) <= 4 * np.finfo(dtype).eps * np.abs(e) + np.finfo(dtype).tiny
    assert np.where(np.isfinite(e), close, a == e).all(), list(zip(a[~close], e[~close], strict=True))


@pytest.mark.parametrize("part, dtype", DTYPES)
@pytest.mark.parametrize("op", sorted(FIXED_OPS))
def test_interpreter_matches_jax_on_the_edge_grid(op, part, dtype) -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    operand = edge_grid(dtype)
    text = program(op, part, operand.size)
    expected = np.asarray(jax.jit(getattr(jax.numpy, FIXED_OPS[op]))(operand))
    actual = np.asarray(run_function(parse_module(CONTEXT, text, "edges.mlir"), "main", [operand])[0])
    assert expected.dtype == dtype
    assert_same_bits(actual, expected, operand)
