"""Accuracy of `aiopt.transforms.math_inverse_hyperbolic_expansion` (convert-gpu-to-nvvm's asin, acos, asinh, acosh,
atanh, sinh, cosh and fpowi on f32 and f64, and ipowi on integers).

Each op runs, expanded by convert-gpu-to-nvvm's math patterns, compiled by the LLVM JIT (convert-to-llvm: the
same IEEE arithmetic and fma as the GPU) over edge arguments and random sweeps, with the reference interpreter's
bits checked on the edges and an even sample (as `test_math_f64_approximation.py` does), and is compared with
numpy float64 in ulps of the exact result rounded to the op's width. The bounds are the measured maxima (each
function's docstring) plus at most one ulp, so a regression fails.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hlo_testing import binary_loop_kernel, run_compiled
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.lowering.gpu_to_nvvm import F32MathExpansion, F64MathExpansion, FPowIExpansion, IPowIExpansion
from aiopt.lowering.scf_to_cf import ConvertScfToCfPass
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.math_polynomial_approximation import PolynomialApproximation

pytest.importorskip("aiopt.runtime.jit")
pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
RNG = np.random.default_rng(7)
DTYPES = {"f32": np.float32, "f64": np.float64}
SAMPLE = 40
"""Arguments the interpreter checks the compiled bits on: the first ones (the edges) and an even sample."""


def _expand(module: ModuleOp) -> None:
    patterns = [F32MathExpansion(), F64MathExpansion(), FPowIExpansion(), IPowIExpansion(),
                PolynomialApproximation(nvptx=True)]
    PatternRewriteWalker(GreedyRewritePatternApplier(patterns)).rewrite_module(module)


def _module(text: str, op: str, loop: str) -> ModuleOp:
    """The kernel with `op` expanded in its scf.for body (`loop="scf"`: one block) or, after convert-scf-to-cf, in
    a function body of blocks (`loop="cf"`, as convert-gpu-to-nvvm sees it)."""
    module = parse_module(CONTEXT, text, "kernel.mlir")
    if loop == "cf":
        ConvertScfToCfPass().apply(CONTEXT, module)
    _expand(module)
    assert op not in str(module), f"{op} was not expanded"
    return module


def _run(build, x: np.ndarray, y: np.ndarray, op: str, loop: str = "cf") -> np.ndarray:
    """`build(n)`'s @main(x, y, out) compiled on all of x, y and interpreted on a sample (the same bits)."""
    (got,) = run_compiled(_module(build(x.size), op, loop), "main", [x, y], 1)
    sample = np.unique(np.concatenate([np.arange(min(SAMPLE, x.size)), np.linspace(0, x.size - 1, SAMPLE).astype(int)]))
    out = np.zeros(sample.size, x.dtype)
    run_function(_module(build(sample.size), op, loop), "main", [x[sample], y[sample], out])
    np.testing.assert_array_equal(got[sample], out, err_msg=f"{op}: compiled and interpreted bits differ")
    return got


def expanded(op: str, x: np.ndarray) -> np.ndarray:
    element = "f64" if x.dtype == np.float64 else "f32"
    return _run(lambda n: binary_loop_kernel(op, n, element, binary=False), x, np.zeros_like(x), op)


def ulp_errors(got: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """|got - exact| in ulps of exact rounded to got's width; 0 where both are the same special value (signed
    zeros told apart), inf for a wrong special value."""
    with np.errstate(all="ignore"):
        rounded = exact.astype(got.dtype)
        same = ((got == rounded) & (np.signbit(got) == np.signbit(rounded))) | (np.isnan(got) & np.isnan(exact))
        errors = np.abs(got.astype(np.float64) - exact) / np.spacing(np.abs(rounded)).astype(np.float64)
    return np.where(same, 0.0, np.where(np.isnan(errors) | np.isinf(rounded), np.inf, errors))


def _signed_log_uniform(low: float, high: float, count: int) -> np.ndarray:
    return np.exp(RNG.uniform(np.log(low), np.log(high), count)) * np.sign(RNG.uniform(-1, 1, count))


SPECIALS = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 5e-324, 1e-40, 2.0**-28,
            -(2.0**-29), 2.0**-12, 2.0**28, 1e30, -1e300, 1.7e308]  # fmt: skip
"""Arguments of every op: zeros, infinities, NaN, subnormals (f64 and f32) and the algorithms' interval bounds."""

CASES = {
    # op: numpy function, its own edges and sweeps, max ulp measured for f64 and f32
    "math.asin": (np.arcsin, [0.975, -0.975, np.nextafter(0.5, 0), 1 + 2.0**-52, -(1 + 2.0**-23)],
                  lambda: [RNG.uniform(-1, 1, 100_000), _signed_log_uniform(1e-30, 1, 50_000)], (1, 1)),
    "math.acos": (np.arccos, [0.975, -0.975, np.nextafter(0.5, 0), -np.nextafter(0.5, 0), 1 - 2.0**-53],
                  lambda: [RNG.uniform(-1, 1, 100_000), _signed_log_uniform(1e-30, 1, 50_000)], (1, 1)),
    "math.asinh": (np.arcsinh, [np.nextafter(2.0, 3), 3e8],
                   lambda: [RNG.uniform(-5, 5, 100_000), _signed_log_uniform(1e-30, 1e300, 50_000)], (1, 1.9)),
    "math.acosh": (np.arccosh, [1 + 2.0**-52, 1 + 2.0**-23, np.nextafter(2.0, 3), 0.999, -3.0],
                   lambda: [RNG.uniform(1, 5, 100_000), np.exp(RNG.uniform(0, 690, 50_000)),
                            1 + np.exp(RNG.uniform(np.log(1e-15), 0, 50_000))], (2, 2.2)),
    "math.atanh": (np.arctanh, [1 - 2.0**-53, -(1 - 2.0**-24), 1 + 2.0**-52, 0.3],
                   lambda: [RNG.uniform(-1, 1, 100_000), _signed_log_uniform(1e-30, 1, 50_000),
                            1 - np.exp(RNG.uniform(np.log(1e-16), 0, 50_000))], (1, 1.8)),
    "math.sinh": (np.sinh, [22.0, 9.0, 709.78, 710.4, 710.5, 88.72, 89.4, 89.5, -1.0, np.nextafter(1.0, 0)],
                  lambda: [RNG.uniform(-25, 25, 100_000), _signed_log_uniform(1e-30, 712, 50_000)], (2, 1.6)),
    "math.cosh": (np.cosh, [0.3465, 0.3466, 22.0, 9.0, 709.78, 710.4, 710.5, 88.72, 89.4, 89.5],
                  lambda: [RNG.uniform(-25, 25, 100_000), _signed_log_uniform(1e-30, 712, 50_000)], (1, 1.5)),
}  # fmt: skip


@pytest.mark.parametrize("element", ["f64", "f32"])
@pytest.mark.parametrize("op", CASES)
def test_max_ulp_error(op: str, element: str):
    exact, edges, sweeps, measured = CASES[op]
    dtype = DTYPES[element]
    with np.errstate(over="ignore"):
        x = np.concatenate([SPECIALS, edges, *sweeps()]).astype(dtype)
    with np.errstate(all="ignore"):
        wanted = exact(x.astype(np.float64))
    errors = ulp_errors(expanded(op, x), wanted)
    worst = int(np.argmax(errors))
    bound = measured[element == "f32"] + 0.5
    assert errors[worst] <= bound, f"{op}({x[worst]!r}: {element}): {errors[worst]:.2f} ulp"


def _fpowi_kernel(n: int, element: str) -> str:
    return f"""
func.func @main(%a: memref<{n}x{element}>, %b: memref<{n}xi32>, %o: memref<{n}x{element}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  scf.for %i = %c0 to %n step %c1 {{
    %x = memref.load %a[%i] : memref<{n}x{element}>
    %y = memref.load %b[%i] : memref<{n}xi32>
    %r = math.fpowi %x, %y : {element}, i32
    memref.store %r, %o[%i] : memref<{n}x{element}>
  }}
  return
}}"""


def _exact_power(x: float, n: int) -> float:
    """x^n correctly rounded to a double: in rationals where it is finite and nonzero, else numpy's special value."""
    magnitude = abs(n) * np.log2(abs(x)) if np.isfinite(x) and x != 0 else 0.0
    if n == 0 or not np.isfinite(x) or x == 0 or abs(magnitude) > 1100:
        with np.errstate(all="ignore"):
            return float(np.power(np.float64(x), float(n)))
    return float(Fraction(x) ** n)


@pytest.mark.parametrize(("element", "loop"), [("f64", "cf"), ("f32", "cf"), ("f64", "scf"), ("f32", "scf")])
def test_fpowi(element: str, loop: str):
    """Repeated squaring: x^0 = 1 (NaN too), 0^-n = +-inf, inf^n, the most negative exponent, powers of two and small
    powers exactly; within 0.5 + 0.8 |n| ulp of the correctly rounded x^n (each squaring doubles the relative error
    of the last, so x^(2^k) is within about 2^(k-1) ulp; measured: at most 0.78 |n| ulp, 604 ulp at |n| near 1000,
    27 below |n| = 40, on f64 and f32 alike). For n < 0 it is 1 / x^|n|, as
    upstream's: not checked where x^|n| overflows or is subnormal and x^n is not (0 or inf there instead). The loop
    of blocks (`loop="cf"`) and the unrolled selects of a single-block region give the same bits."""
    dtype, limit = DTYPES[element], (126 if element == "f32" else 1022)
    bases = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 0.5, np.inf, -np.inf, np.nan, 1.5, -1.1]
    powers = [0, 1, 2, 3, 5, -1, -2, -3, -5, 31, -7, 2**31 - 1, -(2**31)]
    sx, sn = (a.ravel() for a in np.meshgrid(bases, powers))
    x = np.concatenate([sx, RNG.uniform(-2, 2, 20_000), RNG.uniform(0.9, 1.1, 5_000)]).astype(dtype)
    n = np.concatenate([sn, RNG.integers(-40, 41, 20_000), RNG.integers(-1000, 1001, 5_000)]).astype(np.int32)
    got = _run(lambda size: _fpowi_kernel(size, element), x, n, "math.fpowi", loop)
    wanted = np.array([_exact_power(float(a), int(k)) for a, k in zip(x, n)])
    errors = ulp_errors(got, wanted)
    exact = (np.abs(sx) != 1.5) & (np.abs(sx) != 1.1) & ((np.abs(sx) != 3) | (np.abs(sn) <= 5))
    assert (errors[: sx.size][exact] == 0).all(), [(a, k, g) for a, k, g, e in zip(sx, sn, got, errors) if e]
    with np.errstate(all="ignore"):
        scale = np.abs(n.astype(np.float64)) * np.log2(np.abs(x.astype(np.float64)))
    checked = (n >= 0) | (np.abs(scale) < limit)
    checked[: sx.size] = True
    bound = 0.5 + 0.8 * np.abs(n.astype(np.float64))
    worst = int(np.argmax(np.where(checked, errors - bound, -np.inf)))
    assert (errors <= bound)[checked].all(), f"fpowi({x[worst]!r}, {n[worst]}): {errors[worst]:.2f} ulp"


def test_fpowi_loop_and_unrolled_agree():
    """The loop of blocks and the unrolled selects compute the same products: the same bits."""
    x = np.concatenate([RNG.uniform(-3, 3, 2_000), [0.0, -0.0, np.inf, np.nan]])
    n = np.concatenate([RNG.integers(-(2**31), 2**31, 1_000), RNG.integers(-70, 70, 1_000), [-1, 0, 3, -(2**31)]])
    build = lambda size: _fpowi_kernel(size, "f64")  # noqa: E731
    looped = _run(build, x, n.astype(np.int32), "math.fpowi", "cf")
    np.testing.assert_array_equal(looped, _run(build, x, n.astype(np.int32), "math.fpowi", "scf"))


def _ipowi_kernel(n: int, element: str) -> str:
    return binary_loop_kernel("math.ipowi", n, element)


def _integer_power(a: int, k: int, bits: int) -> int:
    """math.ipowi's value (upstream's folder): a^k wrapped to `bits` for k >= 0; for k < 0, 1 for a = 1, +-1 for
    a = -1, 0 for |a| > 1 (a = 0 is undefined: not asked)."""
    if k < 0:
        return {1: 1, -1: -1 if k % 2 else 1}.get(a, 0)
    value = pow(a, k, 1 << bits)
    return value - (1 << bits) if value >= 1 << (bits - 1) else value


@pytest.mark.parametrize(("element", "loop"), [("i32", "cf"), ("i64", "cf"), ("i8", "cf"), ("i32", "scf"), ("i16", "scf")])
def test_ipowi(element: str, loop: str):
    """Upstream's `__mlir_math_ipowi_*`: repeated squaring for n >= 0 (wrapping around, a^0 = 1 for 0 too, the
    largest exponent and powers of the most negative base), 1, -1 or 0 for n < 0. The compiled bits equal the
    exact powers wrapped to the width and the interpreter's `math.ipowi`; the loop of blocks (`loop="cf"`) and
    the unrolled selects of a single-block region alike. A zero base with a negative exponent is `1 / 0`
    (undefined upstream; x86 would trap on the division): only interpreted, where the expansion's `arith.divsi`
    is a located RuntimeCheckError."""
    bits = int(element[1:])
    dtype = np.dtype(f"int{bits}")
    low, high = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
    bases = [0, 1, -1, 2, -2, 3, -3, 7, high, low]
    powers = [0, 1, 2, 3, 5, bits - 2, bits - 1, bits, 2 * bits, high, -1, -2, -3, -4, low]
    sa, sn = (g.ravel() for g in np.meshgrid(bases, powers))
    defined = (sa != 0) | (sn >= 0)
    a = np.concatenate([sa[defined], RNG.integers(-20, 21, 3_000), RNG.integers(low, high, 1_000, endpoint=True)])
    n = np.concatenate([sn[defined], RNG.integers(-5, 40, 3_000), RNG.integers(low, high, 1_000, endpoint=True)])
    a, n = a.astype(dtype), n.astype(dtype)
    a = np.where((a == 0) & (n < 0), 5, a).astype(dtype)
    got = _run(lambda size: _ipowi_kernel(size, element), a, n, "math.ipowi", loop)
    wanted = np.array([_integer_power(int(x), int(k), bits) for x, k in zip(a, n)], dtype)
    mismatches = [(x, k, g, w) for x, k, g, w in zip(a, n, got, wanted) if g != w]
    assert not mismatches, mismatches[:10]
    interpreted = np.zeros_like(a)
    run_function(parse_module(CONTEXT, _ipowi_kernel(a.size, element), "kernel.mlir"), "main", [a, n, interpreted])
    np.testing.assert_array_equal(interpreted, wanted)
    # 0^0 = 1, the expansion and the interpreter's math.ipowi alike; 0^-n: the expansion's `arith.divsi` by 0
    # stops the interpreter with a located error, as generate-runtime-verification's check stops compiled code.
    zero, expanded, reference = np.zeros(1, dtype), np.zeros(1, dtype), np.zeros(1, dtype)
    run_function(_module(_ipowi_kernel(1, element), "math.ipowi", loop), "main", [zero, zero, expanded])
    run_function(parse_module(CONTEXT, _ipowi_kernel(1, element), "kernel.mlir"), "main", [zero, zero, reference])
    assert expanded[0] == reference[0] == 1
    for exponent in (-1, -2, low):
        with pytest.raises(RuntimeCheckError, match="'arith.divsi' op division by zero"):
            run_function(_module(_ipowi_kernel(1, element), "math.ipowi", loop), "main",
                         [zero, np.array([exponent], dtype), expanded])  # fmt: skip
