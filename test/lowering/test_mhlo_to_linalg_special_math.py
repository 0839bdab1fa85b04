"""mhlo's acos, acosh, atanh, cosh and f64 erf compiled for the CPU compute what the reference interpreter does.

convert-mhlo-to-linalg decomposes them into upstream's mhlo arithmetic
(`lowering/mhlo_to_linalg_special_math.py`); the reference interpreter
evaluates numpy's functions in float64 (complex128) and rounds once. On the
edge values (0, -0, +-1, +-inf, NaN, out of the domain, overflow) the
results agree exactly, -0 included; elsewhere within a few ulps of the
element type (bf16's acosh and atanh are computed in bf16, as upstream, and
miss by one bf16 ulp). Complex operands are finite, with |re| < 80 for cosh:
on infinite and NaN parts, where e^|re| overflows and in the sign of zero
parts, upstream's algorithms and C99's differ (atanh(NaN + 88i) is
NaN + i pi/2 here, cosh(-1 + 0i) has a +0 imaginary part).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import interpret
from test_mhlo_to_linalg import check

from aiopt.reference.hlo import round_to_bf16
from aiopt.runtime.compiler import compile_entries

OPS = ["acos", "acosh", "atanh", "cosh"]
ELEMENTS = {
    "f32": np.float32,
    "f64": np.float64,
    "f16": np.float16,
    "bf16": np.float32,
    "complex<f32>": np.complex64,
    "complex<f64>": np.complex128,
}
"""Element types and the numpy dtypes that hold them (bf16 values are float32s rounded to bf16)."""

RTOL = {"f32": 2e-6, "f64": 5e-15, "f16": 2e-3, "bf16": 1.6e-2, "complex<f32>": 4e-6, "complex<f64>": 7e-15}
"""Two ulps of f16 and bf16; the bounds of upstream's cosh for the others, whose e^(|x| + log(1/2)) rounds its
argument (26 f32 ulps near |x| = 80, 41 of complex<f32>: see test_chlo_special_math.py)."""

EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, math.inf, -math.inf, math.nan, 1e30, -1e30, 1000.0]
N = 256
DOMAINS = {"acos": (-1.0, 1.0), "acosh": (1.0, 1e4), "atanh": (-1.0, 1.0), "cosh": (-80.0, 80.0), "erf": (-6.0, 6.0)}
CASES = [*((op, element) for op in OPS for element in ELEMENTS), ("erf", "f64")]
"""(op, element type) of the compiled functions: erf of the other float types is `math.erf`'s."""


def _name(op: str, element: str) -> str:
    return f"{op}_{element.replace('<', '_').replace('>', '')}"


def _function(op: str, element: str) -> str:
    t = f"tensor<{N}x{element}>"
    body = f"  %0 = mhlo.{op} %x : {t}\n  func.return %0 : {t}\n"
    return f"func.func @{_name(op, element)}(%x: {t}) -> {t} {{\n{body}}}"


PROGRAM = "\n".join(_function(op, element) for op, element in CASES)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """Every function of PROGRAM, compiled in one module."""
    entries = [_name(op, element) for op, element in CASES]
    return compile_entries(PROGRAM, entries, cache_dir=tmp_path_factory.mktemp("mhlo_special_math"))


def _operand(op: str, element: str, seed: int) -> np.ndarray:
    """N values: the edge values (real types), then random ones of the op's domain and around it."""
    rng = np.random.default_rng(seed)
    dtype = ELEMENTS[element]
    if np.dtype(dtype).kind == "c":
        bound = 80.0 if op == "cosh" else 1e3
        magnitudes = np.exp(rng.uniform(-7, math.log(bound), N)) * rng.choice([-1, 1], N)
        parts = np.concatenate([rng.uniform(-3, 3, N), magnitudes])
        value = np.empty(N, dtype)
        value.real, value.imag = rng.choice(parts, N), rng.choice(parts, N)
        value[:6] = [0, 1, -1, 1j, 2, 0.5 - 0.5j]
        return value
    low, high = DOMAINS[op]
    values = np.concatenate([EDGES, rng.uniform(low, high, N // 2), rng.uniform(-3, 3, N)])[:N]
    with np.errstate(over="ignore"):
        values = values.astype(dtype)
    return round_to_bf16(values) if element == "bf16" else values


def _assert_close(got: np.ndarray, want: np.ndarray, rtol: float) -> None:
    """NaNs, infinities and the signs of real zeros exactly; finite values within `rtol` (complex ones of their
    magnitude: a part much smaller than the other, cosh's sinh(x) sin(y) near x = 0, cancels in upstream's
    e^(z + log(1/2)) + e^(log(1/2) - z))."""
    assert got.dtype == want.dtype and got.shape == want.shape
    for g, w in ((got.real, want.real), (got.imag, want.imag)):
        np.testing.assert_array_equal(np.isnan(g), np.isnan(w))
        np.testing.assert_array_equal(g[np.isinf(w)], w[np.isinf(w)])
    if np.iscomplexobj(want):
        finite = np.isfinite(want)
        error = np.abs(got[finite].astype(np.complex128) - want[finite])
        assert np.all(error <= rtol * np.abs(want[finite])), np.max(error / np.abs(want[finite]))
        return
    zero = want == 0
    np.testing.assert_array_equal(np.signbit(got[zero]), np.signbit(want[zero]))
    np.testing.assert_allclose(got, want, rtol=rtol, atol=0, equal_nan=True)


@pytest.mark.parametrize(("op", "element"), CASES)
def test_compiled_matches_interpreter(compiled, op, element):
    x = _operand(op, element, seed=len(op) + len(element))
    (want,) = interpret(PROGRAM, [x], _name(op, element))
    _assert_close(compiled[_name(op, element)](x), want, RTOL[element])


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
def test_lowered_program_interprets_alike(op, element):
    """The linalg program convert-mhlo-to-linalg makes, interpreted, agrees with the mhlo op interpreted."""
    check(_function(op, element).replace(_name(op, element), "main"), [_operand(op, element, 3)], RTOL[element])


REFERENCE_EDGES = [
    ("acos", [1.0, -1.0, 2.0, -math.inf], [0.0, math.pi, math.nan, math.nan]),
    ("acosh", [1.0, 0.5, math.inf], [0.0, math.nan, math.inf]),
    ("atanh", [-0.0, 1.0, -1.0, 1.5], [-0.0, math.inf, -math.inf, math.nan]),
    ("cosh", [-0.0, -math.inf, 1000.0], [1.0, math.inf, math.inf]),
]
"""(op, operands, results) of the reference semantics in f64."""


@pytest.mark.parametrize(("op", "x", "expected"), REFERENCE_EDGES)
def test_reference_edge_values(op, x, expected):
    t = f"tensor<{len(x)}xf64>"
    text = f"func.func @main(%x: {t}) -> {t} {{\n  %0 = mhlo.{op} %x : {t}\n  func.return %0 : {t}\n}}"
    (got,) = interpret(text, [np.array(x)])
    _assert_close(got, np.array(expected), 0.0)


RAGGED = {
    # lhs, rhs, group_sizes, result, dimension numbers (mhlo's nested form), group sizes
    "rows": ((11, 5), (3, 5, 7), (3,), (11, 7),
             "dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, "
             "lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]", [4, 0, 5]),
    "contracting": ((3, 10), (10, 4), (3,), (3, 3, 4),
                    "dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, "
                    "lhs_ragged_dimensions = [1]", [3, 0, 6]),
    "batch": ((5, 2, 3), (5, 3, 2), (2,), (5, 2, 2),
              "dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
              "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, lhs_ragged_dimensions = [0]", [1, 2]),
}  # fmt: skip


@pytest.mark.parametrize("case", RAGGED)
def test_mhlo_ragged_dot_compiles(case, tmp_path):
    """mhlo.ragged_dot (what chlo-legalize-to-high-level-mhlo makes of chlo.ragged_dot) has the reference
    semantics of chlo's and compiles through chlo's decomposition."""
    from aiopt.runtime.compiler import compile

    lhs, rhs, groups, result, numbers, sizes = RAGGED[case]
    types = [f"tensor<{'x'.join(map(str, s))}xf32>" for s in (lhs, rhs)] + [f"tensor<{groups[0]}xi64>"]
    result_type = f"tensor<{'x'.join(map(str, result))}xf32>"
    text = f"""func.func @main(%l: {types[0]}, %r: {types[1]}, %g: {types[2]}) -> {result_type} {{
      %0 = "mhlo.ragged_dot"(%l, %r, %g) <{{ragged_dot_dimension_numbers = #mhlo.ragged_dot<{numbers}>}}>
        : ({", ".join(types)}) -> {result_type}
      func.return %0 : {result_type}
    }}"""
    rng = np.random.default_rng(5)
    inputs = [rng.standard_normal(lhs).astype(np.float32), rng.standard_normal(rhs).astype(np.float32), np.array(sizes, np.int64)]
    inputs[1].flat[0] = np.inf  # another group's inf stays out of the other groups
    expected = interpret(text, inputs)[0]
    chlo_text = text.replace('"mhlo.ragged_dot"', '"chlo.ragged_dot"').replace("dot_dimension_numbers = #mhlo.dot<", "")
    chlo_text = chlo_text.replace(">, lhs_ragged", ", lhs_ragged").replace("#mhlo.ragged_dot<", "#chlo.ragged_dot<")
    np.testing.assert_array_equal(interpret(chlo_text, inputs)[0], expected)
    got = compile(text, cache_dir=tmp_path)(*inputs)
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)
