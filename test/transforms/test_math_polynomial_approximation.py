"""Accuracy of `--math-polynomial-approximation`: compiled f32 code against float64 numpy, in ulps.

Each function runs over a dense sweep of its range (plus special values)
through `math-polynomial-approximation`, `convert-to-llvm`,
`reconcile-unrealized-casts`, the LLVM IR translation and the llvmlite JIT.
The error of a result is |got - exact| / ulp(exact rounded to f32); the
bounds below are the measured maxima rounded up, so a regression fails. The
multiply-adds are fused where the CPU has FMA and round twice where it has not:
each sweep runs on the host's code and on baseline x86-64's (no FMA).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import loop_kernel, use_target_cpu

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms import math_polynomial_approximation as approximation

jit = pytest.importorskip("aiopt.runtime.jit")
translation = pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
PIPELINE = ("math-polynomial-approximation", "convert-to-llvm", "reconcile-unrealized-casts")


def kernel(op: str, n: int) -> str:
    """@kernel(%in, %out): out[k] = op(in[k]) on f32 in a cf loop."""
    return loop_kernel(op, n, "f32")


def lowered_kernel(op: str, n: int) -> str:
    """The llvm-dialect text of `kernel` after the pipeline (checking that `op` was approximated)."""
    module = parse_module(CONTEXT, kernel(op, n), "kernel.mlir")
    registry = default_registry()
    for name in PIPELINE:
        registry.pass_class(name)().apply(CONTEXT, module)
    text = str(module)
    assert op not in text, f"{op} was not approximated"
    return text


def compile_kernel(op: str, n: int):
    """The JIT module of `kernel` after the pipeline, translated by aiopt."""
    text = lowered_kernel(op, n)
    return jit.JitModule(translation.translate_to_llvmir(parse_module(CONTEXT, text, "lowered.mlir")))


def run_kernel(op: str, x: np.ndarray) -> np.ndarray:
    spec = [jit.MemRefArg(np.float32, (x.size,))]
    (out,) = jit.CInterfaceFunction(compile_kernel(op, x.size), "kernel", spec, spec)(x)
    return out


def ulp_errors(got: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """|got - exact| in units of the last place of exact rounded to f32 (0 where both are the same special)."""
    with np.errstate(all="ignore"):
        rounded = exact.astype(np.float32)
        ulp = np.spacing(np.abs(rounded)).astype(np.float64)
        error = np.abs(got.astype(np.float64) - exact) / ulp
    same = (got == rounded) | (np.isnan(got) & np.isnan(exact))
    return np.where(same, 0.0, error)


def _sweep(low: float, high: float, count: int = 200_000) -> np.ndarray:
    return np.linspace(low, high, count).astype(np.float32)


def _log_sweep(low: float, high: float, count: int = 200_000) -> np.ndarray:
    return np.exp(np.linspace(np.log(low), np.log(high), count)).astype(np.float32)


SPECIALS = np.array([0.0, -0.0, np.inf, -np.inf, np.nan], np.float32)
_erf = np.vectorize(math.erf, otypes=[np.float64])

CASES = [
    # op, inputs, exact float64 function, max ulp bound (measured maxima: exp 1.23, exp2 1.25, expm1 2.39,
    # log 0.73, log2 1.42, log1p 2.24, tanh 1.91 (every f32), erf 2.34, sin 1.50, cos 1.53, atan 2.67; for
    # x86-64, without FMA, the same but exp2 1.26, tanh 2.07 (every f32 of [2^-13, 10]), erf 2.85, atan 2.71)
    ("math.exp", _sweep(-104, 89), np.exp, 2),
    ("math.exp2", _sweep(-150, 128), np.exp2, 2),
    ("math.expm1", np.concatenate([_sweep(-20, 20), _log_sweep(1e-30, 1), -_log_sweep(1e-30, 1)]), np.expm1, 3),
    ("math.log", _log_sweep(1e-45, 3e38), np.log, 1),
    ("math.log2", _log_sweep(1e-45, 3e38), np.log2, 2),
    ("math.log1p", np.concatenate([_log_sweep(1e-30, 1e30), -_log_sweep(1e-30, 0.999)]), np.log1p, 3),
    ("math.tanh", np.concatenate([_sweep(-20, 20), _log_sweep(1e-45, 1e38), -_log_sweep(1e-45, 1e38)]), np.tanh, 2),
    ("math.erf", _sweep(-6, 6), _erf, 3),
    ("math.sin", _sweep(-100, 100), np.sin, 2),
    ("math.cos", _sweep(-100, 100), np.cos, 2),
    ("math.atan", np.concatenate([_sweep(-10, 10), _sweep(-1e4, 1e4)]), np.arctan, 3),
]


@pytest.mark.parametrize("level", ["host", "x86-64"])
@pytest.mark.parametrize(("op", "x", "exact", "bound"), CASES, ids=[c[0] for c in CASES])
def test_max_ulp_error(op, x, exact, bound, level, monkeypatch):
    use_target_cpu(level, monkeypatch)
    x = np.concatenate([x, SPECIALS])
    got = run_kernel(op, x)
    with np.errstate(all="ignore"):
        want = exact(x.astype(np.float64))
    errors = ulp_errors(got, want)
    worst = int(np.argmax(errors))
    assert errors[worst] <= bound, (
        f"{op}: {errors[worst]:.2f} ulp at x={x[worst]!r}: got {got[worst]!r}, want {want[worst]!r}"
    )


def _has_fma() -> bool:
    """Whether the CPU code is generated for has FMA (an x86-64 level from v3 on, or a host with it)."""
    name, features = jit.target_cpu()
    return name in ("x86-64-v3", "x86-64-v4") or "+fma" in features.split(",")


@pytest.mark.parametrize("level", ["host", "x86-64-v3", "x86-64-v2", "x86-64"])
def test_tanh_every_level(level, monkeypatch):
    """tanh is basic IEEE arithmetic (multiply-adds, one division, bit operations): the same bits for every CPU
    with FMA (host, AVX2) and for every CPU without (SSE2, SSE4.2: the multiply-adds round twice, no call to
    libm's `fmaf`), within 2 ulp with FMA and 2.1 without; odd bit for bit, |tanh| <= 1, the special values
    exact (tanh(+-0) = +-0, +-1 from about 9.01 on and at +-inf, NaN for NaN) and tiny arguments their own
    result.

    Measured maximum over every positive f32: 1.91 ulp near 0.51 (the rounding of v = (1 - e^(-2x)) / 2,
    which tanh = v / (1 - v) amplifies by (1 + tanh)^2); the two-branch form before was within 1.29 ulp.
    Without FMA, over every f32 of [2^-13, 10]: 2.07 ulp near 0.515 (the product q v of the residual rounds)."""
    use_target_cpu(level, monkeypatch)
    fused = _has_fma()
    magnitudes = np.concatenate([_sweep(0, 10, 100_000), _log_sweep(1e-45, 3.4e38, 100_000)])
    x = np.concatenate([magnitudes, -magnitudes, SPECIALS])
    got = run_kernel("math.tanh", x)
    monkeypatch.setenv("AIOPT_TARGET_CPU", "x86-64-v3" if fused else "x86-64")
    assert np.array_equal(got.view(np.uint32), run_kernel("math.tanh", x).view(np.uint32))
    use_target_cpu(level, monkeypatch)
    errors = ulp_errors(got, np.tanh(x.astype(np.float64)))
    worst = int(np.argmax(errors))
    assert errors[worst] <= (2 if fused else 2.1), f"{errors[worst]:.2f} ulp at x={x[worst]!r}: got {got[worst]!r}"
    half = magnitudes.size
    assert np.array_equal(got[half : 2 * half].view(np.uint32), (-got[:half]).view(np.uint32))
    assert np.all(np.abs(got[:-1]) <= 1)
    tiny = np.float32([1e-45, -1e-45, 1e-40, -3e-39, 1.17e-38, 1e-30, -1e-20, 3e-8, 2.0**-13, -(2.0**-13), 0.0, -0.0])
    assert np.array_equal(run_kernel("math.tanh", tiny).view(np.uint32), tiny.view(np.uint32))
    ends = np.float32([9.02, -9.02, 10, 1e30, 3.4e38, np.inf, -np.inf, np.nan])
    assert np.array_equal(run_kernel("math.tanh", ends), np.float32([1, -1, 1, 1, 1, 1, -1, np.nan]), equal_nan=True)


def _sin_cos_arguments() -> np.ndarray:
    """f32 arguments of every magnitude up to the largest float, and the nearest ones to multiples of pi/2."""
    rng = np.random.default_rng(0)
    random_bits = rng.integers(0, 0x7F800000, 200_000).astype(np.uint32).view(np.float32)
    near_multiples = (np.arange(1, 100_000) * (np.pi / 2)).astype(np.float32)
    hard = np.float32([16367173 * 2.0**72, 3.4028235e38, 1e7, 1.5e20, 8.1e37])  # Muller's worst case first
    x = np.concatenate([random_bits, near_multiples, _log_sweep(1e7, 3.4e38), hard, _sweep(-1e4, 1e4)])
    return np.concatenate([x, -x])


@pytest.mark.parametrize(("op", "exact"), [("math.sin", np.sin), ("math.cos", np.cos)], ids=["sin", "cos"])
def test_sin_cos_every_magnitude(op, exact):
    """Payne-Hanek reduction: sin/cos are within 2 ulp (and within [-1, 1]) for every finite f32.

    Measured maxima: sin 1.51 ulp, cos 1.53 ulp. Cody-Waite alone (before) lost all digits
    above 1e4 and gave values outside [-1, 1] (even infinities) from 1e7 on.
    """
    x = _sin_cos_arguments()
    got = run_kernel(op, x)
    assert np.all(np.abs(got) <= 1)
    errors = ulp_errors(got, exact(x.astype(np.float64)))
    worst = int(np.argmax(errors))
    assert errors[worst] <= 2, f"{op}: {errors[worst]:.2f} ulp at x={x[worst]!r}: got {got[worst]!r}"


def test_two_over_pi_table():
    """The 224 bits of 2/pi of the Payne-Hanek reduction, recomputed from Machin's formula in integers."""

    def atan_of_inverse(n: int, bits: int) -> int:
        total = term = (1 << bits) // n
        k = 1
        while term:
            term //= n * n
            total += (-1) ** k * (term // (2 * k + 1))
            k += 1
        return total

    precision = 300
    pi = 16 * atan_of_inverse(5, precision) - 4 * atan_of_inverse(239, precision)
    assert approximation._TWO_OVER_PI == (2 << (224 + precision)) // pi


@pytest.mark.parametrize("op", ["math.log1p", "math.expm1"])
def test_tiny_arguments_are_their_own_result(op):
    """log1p(x) = expm1(x) = x where 1 + x rounds to 1, subnormals and signed zeros included."""
    x = np.float32([1e-45, -1e-45, 1e-40, -3e-39, 1.17e-38, 1e-30, -1e-20, 3e-8, 0.0, -0.0])
    got = run_kernel(op, x)
    assert np.array_equal(got.view(np.uint32), x.view(np.uint32))


def test_atan2():
    """atan2 over a grid of both signs and magnitudes, zeros and infinities included."""
    magnitudes = np.concatenate([[0.0, np.inf], np.exp(np.linspace(-20, 20, 300))])
    values = np.concatenate([magnitudes, -magnitudes]).astype(np.float32)
    y, x = (a.ravel() for a in np.meshgrid(values, values))
    text = f"""
func.func @kernel(%y: memref<{y.size}xf32>, %x: memref<{y.size}xf32>, %out: memref<{y.size}xf32>)
    attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %y, %c0 : memref<{y.size}xf32>
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = arith.cmpi sge, %k, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %a = memref.load %y[%k] : memref<{y.size}xf32>
  %b = memref.load %x[%k] : memref<{y.size}xf32>
  %r = math.atan2 %a, %b : f32
  memref.store %r, %out[%k] : memref<{y.size}xf32>
  %next = arith.addi %k, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}}
"""
    module = parse_module(CONTEXT, text, "atan2.mlir")
    registry = default_registry()
    for name in PIPELINE:
        registry.pass_class(name)().apply(CONTEXT, module)
    compiled = jit.JitModule(translation.translate_to_llvmir(parse_module(CONTEXT, str(module), "lowered.mlir")))
    spec = [jit.MemRefArg(np.float32, (y.size,))]
    (got,) = jit.CInterfaceFunction(compiled, "kernel", spec * 2, spec)(y, x)
    errors = ulp_errors(got, np.arctan2(y.astype(np.float64), x.astype(np.float64)))
    worst = int(np.argmax(errors))
    assert errors[worst] <= 3, f"{errors[worst]:.2f} ulp at y={y[worst]!r}, x={x[worst]!r}: got {got[worst]!r}"


@pytest.mark.parametrize(
    "op, exact, x",
    [
        ("math.exp", np.exp, _sweep(0.01, 5, 64)),
        ("math.tanh", np.tanh, _sweep(0.01, 5, 64)),
        ("math.log1p", np.log1p, _sweep(0.01, 5, 64)),
        ("math.sin", np.sin, np.concatenate([_sweep(0.01, 5, 32), -_log_sweep(1e7, 3.4e38, 32)])),
    ],
    ids=["exp", "tanh", "log1p", "sin"],
)
def test_reference_interpreter_runs_the_approximation(op, exact, x, monkeypatch):
    """The approximations (multiply-add chains, i64 arithmetic) run in the reference interpreter too, within a few
    ulp, and give the bits of the code for x86-64 (no FMA: each `arith.mulf`/`arith.addf` pair with
    `fastmath<contract>` rounds twice in both)."""
    module = parse_module(CONTEXT, kernel(op, 64), "kernel.mlir")
    default_registry().pass_class("math-polynomial-approximation")().apply(CONTEXT, module)
    text = str(module)
    assert op not in text and "math.fma" not in text and "fastmath<contract>" in text
    out = np.zeros(64, np.float32)
    run_function(module, "kernel", [x, out])
    assert ulp_errors(out, exact(x.astype(np.float64))).max() <= 3
    use_target_cpu("x86-64", monkeypatch)
    assert np.array_equal(run_kernel(op, x).view(np.uint32), out.view(np.uint32))
