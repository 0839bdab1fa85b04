"""Complex element-wise ops at non-finite operands: the interpreter, compiled code and XLA agree.

The edge grid pairs real and imaginary parts from {0, -0, 1, -1, 1e-45, 1e38, 3.4e38, inf, -inf, NaN}.
Results are compared bitwise; NaN positions must match, the NaN's sign and payload may differ.
XLA's CPU code flushes subnormals to zero: complex64 operands with a 1e-45 part are not compared with it
(XLA's cos(1e-45 + inf i) is cos(0 + inf i) = inf + NaN i, not inf - inf i).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hlo_testing import same_bits

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

EDGES = [0.0, -0.0, 1.0, -1.0, 1e-45, 1e38, 3.4e38, np.inf, -np.inf, np.nan]

FIXED_OPS = ("cosine", "log_plus_one", "sine", "tan", "tanh")
"""The stablehlo ops compared; XLA runs each as the op itself (jax.numpy.cos and jax.numpy.sin do not emit
stablehlo.cosine and stablehlo.sine for complex operands: JAX decomposes them into real ops)."""

COMPILED_OPS = (*FIXED_OPS, "cbrt", "exponential", "exponential_minus_one", "log", "logistic", "rsqrt", "sign", "sqrt")
"""The stablehlo ops whose compiled code is compared with the interpreter on the grid (XLA gives others than C99's
values for some: bench/difftest_xla.py's "complex functions at infinite or NaN parts"; cbrt of complex numbers it
does not compile). cbrt and logistic differed (the interpreter's cbrt(1 + inf i) was inf + NaN i, its logistic(-inf
+ 1i) NaN + NaN i; compiled cbrt of complex64 overflowed |z| for parts near 3.4e38)."""

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
    same = same_bits(actual[where], expected[where])
    assert same.all(), list(zip(operand[where][~same], actual[where][~same], expected[where][~same], strict=True))


def program(op: str, part: str, size: int) -> str:
    t = f"tensor<{size}xcomplex<{part}>>"
    return f"func.func @main(%a: {t}) -> {t} {{\n  %r = stablehlo.{op} %a : {t}\n  return %r : {t}\n}}"


@pytest.mark.parametrize("part, dtype", DTYPES)
@pytest.mark.parametrize("op", sorted(COMPILED_OPS))
def test_interpreter_matches_compiled_code_on_the_edge_grid(op, part, dtype) -> None:
    operand = edge_grid(dtype)
    text = program(op, part, operand.size)
    expected = np.asarray(run_function(parse_module(CONTEXT, text, "edges.mlir"), "main", [operand])[0])
    actual = np.asarray(compile(text, cache=False).call(operand)[0])
    assert actual.dtype == expected.dtype == dtype
    assert non_finite(operand).sum() == 51
    assert_same_bits(actual, expected, operand)
    # Finite operands (huge ones too: log|1+z| must not overflow) within a few ulps of |result|.
    # Non-finite results bitwise (log1p(-1) is -inf + 0i; cos(0 + 1e38 i) inf + NaN i, as XLA).
    a, e = actual[~non_finite(operand)], expected[~non_finite(operand)]
    with np.errstate(invalid="ignore"):
        close = np.abs(a - e) <= 4 * np.finfo(dtype).eps * np.abs(e) + np.finfo(dtype).tiny
    close = np.where(np.isfinite(e), close, same_bits(a, e))
    assert close.all(), list(zip(a[~close], e[~close], strict=True))


@pytest.mark.parametrize("part, dtype", DTYPES)
@pytest.mark.parametrize("op", sorted(FIXED_OPS))
def test_interpreter_matches_jax_on_the_edge_grid(op, part, dtype) -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    operand = edge_grid(dtype)
    text = program(op, part, operand.size)
    expected = np.asarray(jax.jit(xla_op(op).bind)(operand))
    actual = np.asarray(run_function(parse_module(CONTEXT, text, "edges.mlir"), "main", [operand])[0])
    assert expected.dtype == dtype
    # XLA flushes complex64's subnormal parts to zero.
    compared = np.ones(operand.shape, bool)
    if dtype == np.complex64:
        compared = ~(subnormal(operand.real) | subnormal(operand.imag))
    assert_same_bits(actual[compared], expected[compared], operand[compared])


def subnormal(values: np.ndarray) -> np.ndarray:
    return (values != 0) & (np.abs(values) < np.finfo(values.dtype).tiny)


def xla_op(op: str):
    """A jax primitive that XLA computes as `stablehlo.<op>` itself."""
    from jax.extend.core import Primitive
    from jax.extend.mlir.dialects import stablehlo
    from jax.interpreters import mlir

    primitive = Primitive(f"edge_values_{op}")
    primitive.def_abstract_eval(lambda x: x)
    mlir.register_lowering(primitive, lambda ctx, x: [getattr(stablehlo, op)(x)])
    return primitive


@pytest.mark.parametrize("part, dtype, largest", [("f32", np.complex64, 89.5), ("f64", np.complex128, 710.5)])
@pytest.mark.parametrize("op", ["cosine", "sine"])
def test_cos_sin_where_cosh_overflows(op, part, dtype, largest) -> None:
    """Imaginary parts around where cosh b overflows: cosh 89 in f32 is 2.2e38 (not e^89 / 2 = inf), and
    0 * cosh 100 is NaN in complex64 (as XLA), not 0 from a double that does not overflow."""
    imag = np.linspace(largest - 4, largest + 1, 101)
    operand = np.empty((4, 2 * imag.size), dtype)
    operand.real = np.array([0.0, -0.0, 1.0, 3.0])[:, None]
    operand.imag = np.concatenate([imag, -imag])
    operand = operand.ravel()
    text = program(op, part, operand.size)
    expected = np.asarray(run_function(parse_module(CONTEXT, text, "edges.mlir"), "main", [operand])[0])
    actual = np.asarray(compile(text, cache=False).call(operand)[0])
    assert np.isfinite(expected).any() and not np.isfinite(expected).all()
    with np.errstate(invalid="ignore"):
        close = np.abs(actual - expected) <= 4 * np.finfo(dtype).eps * np.abs(expected)
    close = np.where(np.isfinite(expected), close, same_bits(actual, expected))
    assert close.all(), list(zip(operand[~close], actual[~close], expected[~close], strict=True))


def binary_on_grid(op: str, parts: list[float], part: str, dtype):
    """`stablehlo.<op>` on every pair of complex operands whose parts come from `parts`: (lhs, rhs, compiled
    code's results, the interpreter's)."""
    values = [complex(re, im) for re, im in itertools.product(parts, parts)]
    pairs = list(itertools.product(values, values))
    lhs, rhs = np.empty(len(pairs), dtype), np.empty(len(pairs), dtype)
    lhs.real, lhs.imag = [a.real for a, _ in pairs], [a.imag for a, _ in pairs]
    rhs.real, rhs.imag = [b.real for _, b in pairs], [b.imag for _, b in pairs]
    t = f"tensor<{len(pairs)}xcomplex<{part}>>"
    text = f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n  %r = stablehlo.{op} %a, %b : {t}\n  return %r : {t}\n}}"
    with np.errstate(all="ignore"):
        expected = np.asarray(run_function(parse_module(CONTEXT, text, f"{op}.mlir"), "main", [lhs, rhs])[0])
    actual = np.asarray(compile(text, cache=False).call(lhs, rhs)[0])
    return lhs, rhs, actual, expected


POWER_PARTS = [0.0, -0.0, 1.0, -2.0, 0.5, 3.0, 1e-30, np.inf, -np.inf, np.nan]
"""The parts of power's bases and exponents (huge ones left out: exp(y log x) of an angle near 1e30 has no
meaningful sign, and the interpreter computes it in double)."""


@pytest.mark.parametrize("part, dtype", DTYPES)
def test_power_matches_compiled_code_on_a_grid(part, dtype) -> None:
    """x^y on every pair of bases and exponents with parts from POWER_PARTS: the interpreter's exp(y log x) and
    zero powers are compiled code's (numpy's power, which the interpreter took, differed on 2006 of the 20736
    complex64 pairs of a wider grid: 0^(1 + i), integer powers of infinities)."""
    x, y, actual, expected = binary_on_grid("power", POWER_PARTS, part, dtype)
    finite = np.isfinite(expected) & np.isfinite(actual)
    with np.errstate(invalid="ignore"):
        # exp(y log x) in the element type (compiled) and the interpreter's loses digits as |y log x| grows:
        # difftest's tolerances of math functions, norm-wise.
        rtol = 1e-5 if dtype == np.complex64 else 1e-12
        close = np.abs(actual - expected) <= rtol * np.abs(expected) + np.finfo(dtype).tiny
    same = np.where(finite, close, same_bits(actual, expected))
    assert same.all(), list(zip(x[~same], y[~same], actual[~same], expected[~same], strict=True))[:8]


ATAN2_PARTS = [0.0, -0.0, 1.0, -2.0, 1e30, -3e38, np.inf, -np.inf, np.nan]
"""The parts of atan2's operands: huge ones make x^2 + y^2 overflow in complex64 (then the quotient is a finite
number over an infinite one, C99 Annex G's zero)."""


@pytest.mark.parametrize("part, dtype", DTYPES)
def test_atan2_matches_compiled_code_on_a_grid(part, dtype) -> None:
    """atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2)) on every pair of operands with parts from ATAN2_PARTS:
    the interpreter's products, quotient, square root and log are compiled code's (its numpy quotient, without
    Annex G's recovery, gave NaN + NaN i where compiled code gives NaN + inf i: 376 of the 6561 complex64 pairs)."""
    y, x, actual, expected = binary_on_grid("atan2", ATAN2_PARTS, part, dtype)
    finite = np.isfinite(expected) & np.isfinite(actual)
    with np.errstate(invalid="ignore"):
        # log of a quotient near 1 (an argument near 0) is its rounding error: absolute, norm-wise.
        close = np.abs(actual - expected) <= 8 * np.finfo(dtype).eps * np.maximum(np.abs(expected), 1.0)
    same = np.where(finite, close, same_bits(actual, expected))
    assert same.all(), list(zip(y[~same], x[~same], actual[~same], expected[~same], strict=True))[:8]
