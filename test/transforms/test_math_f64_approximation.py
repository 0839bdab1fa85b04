"""Accuracy of the f64 expansions of `aiopt.transforms.math_f64_approximation` (convert-gpu-to-nvvm's f64 math).

Each function runs, expanded by `F64MathExpansion`, in the reference interpreter (arith and
math.fma as IEEE f64, deterministic) over edge arguments and, compiled by the LLVM JIT with the
interpreter's bits checked on a sample (see `expanded`), over random ones, and is compared with
numpy float64 (erf: Python's math.erf; sin, cos, tan from 2^53 on: the correctly rounded value, from an
exact reduction and Taylor series in fixed point) in ulps of the exact result. The bounds are the measured maxima (stated in
each function's docstring) plus at most one ulp, so a regression fails.
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import numpy as np
import pytest
from hlo_testing import binary_loop_kernel, run_compiled, run_compiled_loop
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import PatternRewriteWalker

from aiopt.lowering.gpu_to_nvvm import F64MathExpansion
from aiopt.lowering.scf_to_cf import ConvertScfToCfPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms import math_f64_approximation as math_f64

CONTEXT = default_registry().make_context()
RNG = np.random.default_rng(1)


def expanded(op: str, x: np.ndarray, y: np.ndarray | None = None, loop: str = "cf") -> np.ndarray:
    """op(x[i] (, y[i])) on f64, expanded: in a cf loop, as convert-gpu-to-nvvm sees it (after
    convert-scf-to-cf: rare paths are blocks of their own), or with `loop="scf"` in an scf.for (selects).

    Up to `INTERPRETED` arguments are interpreted; beyond that the expansion runs compiled (convert-to-llvm and
    the LLVM JIT: the same IEEE f64 arithmetic and fma), and the interpreter checks the compiled bits on the first
    `INTERPRETED` arguments (the edge values come first) and an even sample of the others."""
    binary = y is not None
    y = np.zeros(x.size) if y is None else y
    if x.size <= INTERPRETED:
        return _interpreted(_expanded_module(op, x.size, binary, loop), x, y)
    (got,) = run_compiled(_expanded_module(op, x.size, binary, loop), "main", [x, y], 1)
    sample = np.concatenate([np.arange(INTERPRETED), np.linspace(INTERPRETED, x.size - 1, INTERPRETED).astype(int)])
    checked = _interpreted(_expanded_module(op, sample.size, binary, loop), x[sample], y[sample])
    np.testing.assert_array_equal(got[sample], checked, err_msg=f"{op}: compiled and interpreted bits differ")
    return got


def _expanded_module(op: str, n: int, binary: bool, loop: str) -> ModuleOp:
    module = parse_module(CONTEXT, binary_loop_kernel(op, n, "f64", binary=binary), "f64.mlir")
    if loop == "cf":
        ConvertScfToCfPass().apply(CONTEXT, module)
    PatternRewriteWalker(F64MathExpansion()).rewrite_module(module)
    assert op not in str(module), f"{op} was not expanded"
    return module


INTERPRETED = 48
"""Arguments an `expanded` call interprets at most (each takes the interpreter milliseconds)."""


def _interpreted(module: ModuleOp, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    out = np.zeros(x.size)
    run_function(module, "main", [x, y, out])
    return out


def ulp_errors(got: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """|got - exact| in ulps of exact; 0 where both are the same special value (signed zero included)."""
    with np.errstate(all="ignore"):
        same = ((got == exact) & (np.signbit(got) == np.signbit(exact))) | (np.isnan(got) & np.isnan(exact))
        errors = np.abs(got - exact) / np.spacing(np.abs(exact))
    wrong_zero = (got == 0) & (exact == 0) & (np.signbit(got) != np.signbit(exact))
    return np.where(same, 0.0, np.where(np.isnan(errors) | wrong_zero, np.inf, errors))


def _uniform(low: float, high: float, count: int = 500) -> np.ndarray:
    return RNG.uniform(low, high, count)


EDGES = np.array([0.0, -0.0, 5e-324, -5e-324, 2.2250738585072014e-308, -1e-310, 1e-300, 1e300, 1.7e308,
                  np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5])  # fmt: skip
TRIG = np.concatenate([
    EDGES[np.abs(EDGES) < 1e6], [np.inf, -np.inf, np.nan], _uniform(-10, 10), _uniform(-1.6e6, 1.6e6),
    np.exp(_uniform(0, np.log(2.0**53))) * np.sign(_uniform(-1, 1)), np.arange(-300, 300) * (np.pi / 4),
    np.round(np.exp(_uniform(0, np.log(2.0**52), 300))) * (np.pi / 2), np.nextafter(np.pi / 4, [0, 1]),
    [2.0**53 - 1, -(2.0**53 - 1)],
])  # fmt: skip
"""sin/cos/tan arguments below 2^53 (`REDUCTION_LIMIT`): log-uniform, multiples of pi/4 and pi/2 (the
reduction's boundaries and cancellations in x - n pi/2), plus specials."""

TANH_CANCELLATION = -0.6656653036010172
"""tanh was 2 ulp off numpy's here (1.22 off the exact value): 1 - 2 / (e^(2|x|) + 1) in doubles cancels a bit."""

CASES = {
    "math.exp": (np.exp, np.concatenate([EDGES, _uniform(-745, 710), _uniform(-1, 1), _uniform(-1e-9, 1e-9),
                                         [709.78, 709.8, -708.4, -745.1, -745.2]]), 1),
    "math.log": (np.log, np.concatenate([EDGES, np.exp(_uniform(-744, 709)), _uniform(0.5, 2), _uniform(-1, 0, 20),
                                         [np.sqrt(2), np.nextafter(np.sqrt(2), 2)]]), 1),
    "math.exp2": (np.exp2, np.concatenate([EDGES, _uniform(-1074, 1024), _uniform(-1, 1), [1023.99, 1024.0, -1074.0,
                                                                                         -1075.0, 3.0]]), 1),
    "math.log2": (np.log2, np.concatenate([EDGES, np.exp(_uniform(-744, 709)), _uniform(0.5, 2),
                                           [8.0, 2.0**-1074]]), 1),
    "math.log1p": (np.log1p, np.concatenate([EDGES, _uniform(-1, 1), _uniform(-1e-9, 1e-9), np.exp(_uniform(-30, 700)),
                                             [-1.0, -1.5]]), 1),
    "math.expm1": (np.expm1, np.concatenate([EDGES, _uniform(-40, 709), _uniform(-1, 1), _uniform(-1e-9, 1e-9),
                                             [-800.0, 709.78, 710.0]]), 2),
    "math.tanh": (np.tanh, np.concatenate([EDGES, _uniform(-25, 25), _uniform(-1.1, 1.1), _uniform(-1e-9, 1e-9),
                                           [19.0, 22.0, 40.0, 0.625, 0.6249999999999999,
                                            TANH_CANCELLATION]]), 1),
    "math.sin": (np.sin, TRIG, 1),
    "math.cos": (np.cos, TRIG, 1),
    "math.tan": (np.tan, TRIG, 2),
    "math.atan": (np.arctan, np.concatenate([EDGES, _uniform(-3, 3), np.exp(_uniform(-50, 50)),
                                             [7 / 16, 11 / 16, 19 / 16, 39 / 16, 2.0**66]]), 1),
}  # fmt: skip
"""op: (numpy function, arguments, max ulp measured)."""


@pytest.mark.parametrize("op", CASES)
def test_max_ulp_error(op: str):
    exact, x, measured = CASES[op]
    with np.errstate(all="ignore"):
        wanted = exact(x)
    errors = ulp_errors(expanded(op, x), wanted)
    worst = int(np.argmax(errors))
    assert errors[worst] <= measured + 0.5, f"{op}({x[worst]!r}): {errors[worst]:.2f} ulp"


def test_atan2():
    specials = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 5e-324]
    sy, sx = (a.ravel() for a in np.meshgrid(specials, specials))
    y = np.concatenate([_uniform(-10, 10, 600), np.exp(_uniform(-300, 300, 200)), sy])
    x = np.concatenate([_uniform(-10, 10, 600), -np.exp(_uniform(-300, 300, 200)), sx])
    errors = ulp_errors(expanded("math.atan2", y, x), np.arctan2(y, x))
    assert errors.max() <= 2.5, f"{errors.max():.2f} ulp"  # measured: 2 ulp


def test_powf():
    """Within 1 ulp of numpy's pow (fdlibm's pow, rounded once: within 0.51 ulp of the exact value, measured by
    test_gpu_to_nvvm_vector_math.py, also where |y ln|x|| nears 700), and C's special values (their finite results
    within 1 ulp)."""
    x = np.concatenate([_uniform(0.01, 50, 600), np.exp(_uniform(-700, 700, 300)), _uniform(0.5, 2, 200),
                        -_uniform(0.5, 4, 100)])  # fmt: skip
    y = np.concatenate([_uniform(-8, 8, 600), _uniform(-1, 1, 300), _uniform(-700, 700, 200),
                        np.round(_uniform(-30, 30, 100))])  # fmt: skip
    keep = np.abs(y * np.log(np.abs(x))) < 700
    x, y = x[keep], y[keep]
    errors = ulp_errors(expanded("math.powf", x, y), np.power(x, y))
    worst = int(np.argmax(errors))
    assert errors[worst] <= 1, f"pow({x[worst]!r}, {y[worst]!r}): {errors[worst]:.2f} ulp"
    specials = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, np.inf, -np.inf, np.nan, 2.5, -2.5]
    sx, sy = (a.ravel() for a in np.meshgrid(specials, specials))
    with np.errstate(all="ignore"):
        wanted = np.power(sx, sy)
    assert ulp_errors(expanded("math.powf", sx, sy), wanted).max() <= 1


def test_pow_constants():
    """fdlibm's L1..L6 are within 2^-69 of 3/2 log((1 + s) / (1 - s)) = 3s + s^3 + s^5 L(s^2) (relative, |s| <= 0.1016:
    pow's reduction); log2(1.5) and the 2^(j/8) table are sums of two doubles within 2^-106 of their values."""
    worst = Fraction(0)
    for i in range(1, 201):
        s = Fraction(1016, 10000) * i / 200
        series = sum(3 * s ** (2 * k + 1) / (2 * k + 1) for k in range(30))  # 3/2 * 2 atanh(s), to 2^-190
        approximation = 3 * s + s**3 + s**5 * sum(Fraction(c) * s ** (2 * k) for k, c in enumerate(
            reversed(math_f64._POW_L)))  # fmt: skip
        worst = max(worst, abs(approximation - series) / (3 * s))
    assert worst < Fraction(1, 2**69)
    def log(q: Fraction) -> Fraction:  # 2 atanh((q - 1) / (q + 1)), to 2^-200 for q <= 2
        t = (q - 1) / (q + 1)
        return sum(2 * t ** (2 * k + 1) / (2 * k + 1) for k in range(70))

    assert abs(sum(map(Fraction, math_f64._LOG2_OF_1_5)) - log(Fraction(3, 2)) / log(Fraction(2))) < Fraction(1, 2**106)
    for j, (hi, lo) in enumerate(math_f64._EXP2_TABLE):
        value = Fraction(hi) + Fraction(lo)
        assert abs(value**8 - Fraction(2) ** j) < Fraction(2) ** (j - 103)


def test_log10():
    x = np.concatenate([np.exp(_uniform(-700, 700)), [1.0, 10.0, 0.0, -1.0, np.inf, np.nan]])
    with np.errstate(all="ignore"):
        errors = ulp_errors(expanded("math.log10", x), np.log10(x))
    assert errors.max() <= 2.5, f"{errors.max():.2f} ulp"  # measured: 2 ulp


def test_erf():
    """Within 1 ulp of math.erf (measured: 1; fdlibm's intervals' bounds and the specials exactly)."""
    edges = [0.0, -0.0, 5e-324, -5e-324, 1e-310, 2.0**-28, 1e-20, 0.84375, 1.25, math_f64._ERFC_SPLIT, 6.0, 28.0,
             1e300, np.inf, -np.inf, np.nan]  # fmt: skip
    edges = np.concatenate([edges, np.nextafter(edges[7:12], 0), -np.array(edges[7:12])])
    x = np.concatenate([edges, _uniform(-7, 7, 600), _uniform(-1.3, 1.3, 200), np.exp(_uniform(-40, 0, 100))])
    errors = ulp_errors(expanded("math.erf", x), np.array([math.erf(v) for v in x]))
    worst = int(np.argmax(errors))
    assert errors[worst] <= 1.5, f"erf({x[worst]!r}): {errors[worst]:.2f} ulp"


LARGE = np.concatenate([
    [2.0**53, -(2.0**53), np.nextafter(2.0**53, np.inf), 2.0**1023, 1e22, 1e300, -1e300, 1.7976931348623157e308,
     6381956970095103 * 2.0**797, -6381956970095103 * 2.0**797],
    np.exp(_uniform(np.log(2.0**53), np.log(1.7e308), 300)) * np.sign(_uniform(-1, 1, 300)),
    np.exp(_uniform(np.log(2.0**53), np.log(2.0**80), 60)),
])  # fmt: skip
"""sin/cos/tan arguments from `REDUCTION_LIMIT` on: log-uniform up to the largest double, and the double
nearest a multiple of pi/2 (6381956970095103 2^797: |x - n pi/2| is about 2^-61)."""


@functools.cache
def _reduced(x: float) -> tuple[int, int, int]:
    """(n, sin(r), cos(r)) for x = n pi/2 + r to about 2^-370 (pi from Machin's formula to 1400 bits), sin(r) and
    cos(r) by their Taylor series in 300-bit fixed point; kept by x (sin, cos and tan are checked on the same
    arguments)."""
    exact = Fraction(x)
    n = round(exact / HALF_PI)
    r = exact - n * HALF_PI
    one = 1 << 300
    fixed = round(r * one)
    sin, cos = fixed, one
    term_sin, term_cos, k = fixed, one, 1
    while term_sin or term_cos:
        term_sin = -term_sin * fixed * fixed // one // one // ((2 * k) * (2 * k + 1))
        term_cos = -term_cos * fixed * fixed // one // one // ((2 * k - 1) * (2 * k))
        sin, cos, k = sin + term_sin, cos + term_cos, k + 1
    return n, sin, cos


def _exact_trigonometric(op: str, x: float) -> float:
    """sin, cos or tan of x, correctly rounded (from `_reduced`)."""
    n, sin, cos = _reduced(float(x))
    one = 1 << 300
    if op == "math.tan":
        return float(Fraction(-cos, sin) if n % 2 else Fraction(sin, cos))
    quadrant = (n + (op == "math.cos")) % 4
    value = cos if quadrant % 2 else sin
    return float(Fraction(-value if quadrant >= 2 else value, one))


@pytest.mark.parametrize(("op", "measured"), [("math.sin", 1), ("math.cos", 1), ("math.tan", 2)])
def test_large_arguments(op: str, measured: float):
    """From 2^53 on (Payne-Hanek, `_reduce_large`) as accurate as below; inf and NaN give NaN."""
    got = expanded(op, np.concatenate([LARGE, [np.inf, -np.inf, np.nan]]))
    assert np.isnan(got[-3:]).all()
    errors = ulp_errors(got[:-3], np.array([_exact_trigonometric(op, v) for v in LARGE]))
    worst = int(np.argmax(errors))
    assert errors[worst] <= measured + 0.5, f"{op}({LARGE[worst]!r}): {errors[worst]:.2f} ulp"


def test_compiled_dense_sweeps():
    """The expansions lowered by convert-to-llvm and run by the LLVM JIT (the host's fma) on dense sweeps, with the
    interpreter's bits: erf on 400,000 points against math.erf, sin, cos and tan on 10,000 arguments from 2^53
    to 1.8e308 against the correctly rounded values (measured: erf 1 ulp on 2.2 million; 1, 1, 2 on 120,000)."""
    pytest.importorskip("aiopt.runtime.jit")
    pytest.importorskip("aiopt.targets.mlir_to_llvmir")

    def compiled(op: str, x: np.ndarray) -> np.ndarray:
        return run_compiled_loop(
            op, x, "f64", lambda module: PatternRewriteWalker(F64MathExpansion()).rewrite_module(module)
        )

    x = np.concatenate(
        [np.linspace(-6.5, 6.5, 300_000), np.exp(_uniform(-700, 2, 100_000)) * np.sign(_uniform(-1, 1, 100_000))]
    )
    got = compiled("math.erf", x)
    np.testing.assert_array_equal(got[::20_000], expanded("math.erf", x[::20_000]))
    errors = ulp_errors(got, np.array([math.erf(v) for v in x]))
    assert errors.max() <= 1.5, f"erf({x[np.argmax(errors)]!r}): {errors.max():.2f} ulp"
    x = np.exp(_uniform(np.log(2.0**53), np.log(1.79e308), 10_000)) * np.sign(_uniform(-1, 1, 10_000))
    for op, measured in (("math.sin", 1), ("math.cos", 1), ("math.tan", 2)):
        got = compiled(op, x)
        if op == "math.sin":
            np.testing.assert_array_equal(got[:20], expanded(op, x[:20]))
        errors = ulp_errors(got, np.array([_exact_trigonometric(op, v) for v in x]))
        assert errors.max() <= measured + 0.5, f"{op}({x[np.argmax(errors)]!r}): {errors.max():.2f} ulp"


def test_tanh_dense_sweep():
    """tanh compiled on 2.3 million arguments (uniform on [-1.5, 1.5] and [-25, 25], log-uniform from 1e-300, and
    every double within 20,000 ulp of `TANH_CANCELLATION`) against the exact value (long double's tanh, 64 bits):
    within 1 ulp (measured: 0.71, in the Taylor part; 0.53 above 0.625, where doubles gave 1.35)."""
    pytest.importorskip("aiopt.runtime.jit")
    pytest.importorskip("aiopt.targets.mlir_to_llvmir")
    if np.finfo(np.longdouble).nmant < 63:
        pytest.skip("long double is no wider than double here")
    rng = np.random.default_rng(7)
    x = np.concatenate([
        TANH_CANCELLATION + np.arange(-20_000, 20_000) * 2.0**-53, rng.uniform(-1.5, 1.5, 1_000_000),
        rng.uniform(-25, 25, 500_000), rng.uniform(0.6, 1.0, 500_000) * np.sign(rng.uniform(-1, 1, 500_000)),
        np.exp(rng.uniform(np.log(1e-300), np.log(30), 300_000)) * np.sign(rng.uniform(-1, 1, 300_000)),
    ])  # fmt: skip
    got = run_compiled_loop(
        "math.tanh", x, "f64", lambda module: PatternRewriteWalker(F64MathExpansion()).rewrite_module(module)
    )
    np.testing.assert_array_equal(got[::100_000], expanded("math.tanh", x[::100_000]))
    exact = np.tanh(x.astype(np.longdouble))
    errors = (np.abs(got.astype(np.longdouble) - exact) / np.spacing(np.abs(exact.astype(np.float64)))).astype(float)
    worst = int(np.argmax(errors))
    assert errors[worst] < 1, f"tanh({x[worst]!r}): {errors[worst]:.2f} ulp"


def test_large_arguments_in_a_single_block_region():
    """In an scf.for body (one block) the large-argument path is selected, not branched to: same values."""
    x = np.concatenate([LARGE[:40], _uniform(-10, 10, 20)])
    np.testing.assert_array_equal(expanded("math.sin", x, loop="scf"), expanded("math.sin", x))


def _pi_over_2_rational(bits: int = 300) -> Fraction:
    """pi/2 to `bits` bits by Machin's formula, in integers."""
    one = 1 << bits

    def arctan_of_inverse(k: int) -> int:
        total = term = one // k
        n, sign = 1, -1
        while term:
            term //= k * k
            n += 2
            total += sign * (term // n)
            sign = -sign
        return total

    return Fraction(4 * arctan_of_inverse(5) - arctan_of_inverse(239), one) * 2


def test_reduction_constants():
    half_pi = _pi_over_2_rational()
    c1, c2, c3 = math_f64._PIO2
    assert (c1, c2, c3) == (float(half_pi), float(half_pi - Fraction(c1)), float(half_pi - Fraction(c1) - Fraction(c2)))
    hi, lo = math_f64._TWO_OVER_PI
    assert (hi, lo) == (float(1 / half_pi), float(1 / half_pi - Fraction(hi)))


HALF_PI = _pi_over_2_rational(1400)


def test_two_over_pi_bits():
    """The 1280 bits of 2/pi of the large-argument reduction, and its words (bit 0 the integer part)."""
    assert math_f64.TWO_OVER_PI_BITS == int(2**1280 / HALF_PI)
    words = "".join(f"{w & (2**64 - 1):064b}" for w in math_f64._TWO_OVER_PI_WORDS)
    assert words == "0" + f"{math_f64.TWO_OVER_PI_BITS:01280b}"[:-1]


def test_logarithm_constants():
    """ln2's tail and log2(e) in two parts, from ln2 = 2 atanh(1/3) to 300 bits."""
    one = 1 << 300
    ln2 = Fraction(sum(2 * one // (k * 3**k) for k in range(1, 400, 2)), one)
    assert math_f64._LN2_TAIL == float(ln2 - Fraction(float(ln2)))
    hi, lo = math_f64._LOG2_E
    assert (hi, lo) == (float(1 / ln2), float(1 / ln2 - Fraction(hi)))
