"""convert-complex-to-standard and convert-complex-to-llvm keep what complex programs compute.

Each complex op is applied elementwise (a `linalg.generic` on memrefs of
complex<f32> / complex<f64>) and compiled for the CPU through the default
pipeline from the buffers level (`aiopt.runtime.compiler`, which runs
convert-complex-to-standard, math-polynomial-approximation and
convert-to-llvm), then called on numpy complex64/complex128 arrays (same
memory layout as `!llvm.struct<(f32, f32)>`) and compared with numpy:
random values of moderate size for every op, and edge values (signed
zeros, infinities, NaNs, huge and tiny magnitudes) for div, abs, mul,
sqrt and the comparisons.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest
from hlo_testing import same_bits

from aiopt.reference.hlo.elementwise import expm1
from aiopt.runtime.compiler import compile_entries

UNARY = {
    "neg": np.negative,
    "conj": np.conj,
    "exp": np.exp,
    "expm1": expm1,  # numpy's, with the imaginary part of a real z kept (not inf * sin 0 = NaN)
    "log": np.log,
    "log1p": np.log1p,
    "sqrt": np.sqrt,
    "rsqrt": lambda z: 1 / np.sqrt(z),
    "sin": np.sin,
    "cos": np.cos,
    "tan": np.tan,
    "tanh": np.tanh,
    "sign": lambda z: np.where(z == 0, z, z / np.where(z == 0, 1, np.abs(z))),
}
BINARY = {
    "add": np.add,
    "sub": np.subtract,
    "mul": np.multiply,
    "div": np.divide,
    "pow": np.power,
    # The definition (upstream's and the StableHLO interpreter's), in complex128.
    "atan2": lambda y, x: -1j * np.log((x + 1j * y) / np.sqrt(x * x + y * y)),
}
REAL = {"abs": np.abs, "angle": np.angle}
COMPARE = {"eq": np.equal, "neq": np.not_equal}

TYPES = {np.complex64: "f32", np.complex128: "f64"}
TOLERANCE = {np.complex64: 2e-5, np.complex128: 1e-12}


def _program(op: str, element: str) -> str:
    """`@complex_<op>`: the op on each element of its (dynamically sized) memref operands, into an out memref.

    (Not `@<op>`: a function named `@exp` would be the `exp` that lowered f64 math calls.)
    """
    complex_type = f"complex<{element}>"
    arity = 2 if op in BINARY or op in COMPARE else 1
    result = "i1" if op in COMPARE else element if op in REAL else complex_type
    operands = [f"%a{i}" for i in range(arity)]
    memref = f"memref<?x{complex_type}>"
    identity = "affine_map<(d0) -> (d0)>"
    arguments = ", ".join(f"{o}: {memref}" for o in operands)
    block = ", ".join(f"%x{i}: {complex_type}" for i in range(arity))
    values = ", ".join(f"%x{i}" for i in range(arity))
    return f"""
func.func @complex_{op}({arguments}, %out: memref<?x{result}>) {{
  linalg.generic {{indexing_maps = [{", ".join([identity] * (arity + 1))}], iterator_types = ["parallel"]}}
      ins({", ".join(operands)} : {", ".join([memref] * arity)}) outs(%out : memref<?x{result}>) {{
  ^bb0({block}, %y: {result}):
    %r = complex.{op} {values} : {complex_type}
    linalg.yield %r : {result}
  }}
  func.return
}}"""


OPS = [*UNARY, *BINARY, *REAL, *COMPARE]
N = 256
_COMPILED: dict = {}


def compiled(dtype, tmp_path_factory):
    """The functions of every op on elements of `dtype`, compiled in one module."""
    if dtype not in _COMPILED:
        text = "\n".join(_program(op, TYPES[dtype]) for op in OPS)
        functions = compile_entries(text, [f"complex_{op}" for op in OPS], cache_dir=tmp_path_factory.mktemp("complex"))
        _COMPILED[dtype] = {op: functions[f"complex_{op}"] for op in OPS}
    return _COMPILED[dtype]


def reference(op: str, *operands: np.ndarray) -> np.ndarray:
    function = {**UNARY, **BINARY, **REAL, **COMPARE}[op]
    with np.errstate(all="ignore"):
        return np.asarray(function(*operands))


def call(functions, op: str, dtype, *operands: np.ndarray) -> np.ndarray:
    expected = reference(op, *operands)
    out_dtype = expected.dtype if op in COMPARE else operands[0].real.dtype if op in REAL else dtype
    out = np.empty(operands[0].shape, out_dtype)
    functions[op].call(*operands, out)
    return out


def random_complex(rng, dtype, n: int, scale: float = 2.0) -> np.ndarray:
    return (rng.uniform(-scale, scale, n) + 1j * rng.uniform(-scale, scale, n)).astype(dtype)


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
@pytest.mark.parametrize("op", OPS)
def test_random_values_match_numpy(op: str, dtype, tmp_path_factory) -> None:
    rng = np.random.default_rng(OPS.index(op))
    operands = [random_complex(rng, dtype, N) for _ in range(2 if op in BINARY or op in COMPARE else 1)]
    if op in COMPARE:
        operands[1][::3] = operands[0][::3]  # some equal pairs
    if op == "pow":
        operands[0] = random_complex(rng, dtype, N, 1.5)
        operands[1] = random_complex(rng, dtype, N, 1.5)
    actual = call(compiled(dtype, tmp_path_factory), op, dtype, *operands)
    expected = reference(op, *operands)
    if op in COMPARE:
        np.testing.assert_array_equal(actual, expected)
    else:
        tolerance = TOLERANCE[dtype] * (10 if op in ("pow", "tan", "tanh") else 1)
        np.testing.assert_allclose(actual, expected, rtol=tolerance, atol=tolerance)


def _edge_values(dtype) -> np.ndarray:
    info = np.finfo(np.empty(0, dtype).real.dtype)
    parts = [0.0, -0.0, 1.0, -2.5, np.inf, -np.inf, np.nan, float(info.max), -float(info.max) / 3,
             float(info.tiny), float(info.smallest_subnormal) * 7, 1e-20, -3e15]  # fmt: skip
    return np.array([complex(a, b) for a, b in itertools.product(parts, parts)], dtype)


def _edges(dtype) -> tuple[np.ndarray, np.ndarray]:
    """Every pair of edge values as (dividend, divisor)."""
    values = _edge_values(dtype)
    a, b = (np.array(v, dtype) for v in zip(*itertools.product(values, values)))
    return a, b


def _assert_same(actual: np.ndarray, expected: np.ndarray, rtol: float, signs=True) -> None:
    """Equal within `rtol`, NaN where numpy has NaN (in the same part), infinities with their sign (where
    `signs`)."""
    for part in (np.real, np.imag):
        a, e = part(actual), part(expected)
        np.testing.assert_array_equal(np.isnan(a), np.isnan(e))
        np.testing.assert_array_equal(np.isinf(a), np.isinf(e))
        finite = np.isfinite(e)
        infinite = ~finite & ~np.isnan(e) & signs
        np.testing.assert_array_equal(np.sign(a[infinite]), np.sign(e[infinite]))
        np.testing.assert_allclose(a[finite], e[finite], rtol=rtol, atol=float(np.finfo(a.dtype).tiny) * 8)


def _float(value: Fraction) -> float:
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def _exact_result(op: str, x: complex, y: complex) -> complex:
    """x op y rounded once (to double) from the exact rational result (nan for x / 0)."""
    a, b, c, d = (Fraction(float(v)) for v in (x.real, x.imag, y.real, y.imag))
    if op == "mul":
        return complex(_float(a * c - b * d), _float(a * d + b * c))
    norm = c * c + d * d
    if norm == 0:
        return complex("nan")
    return complex(_float((a * c + b * d) / norm), _float((b * c - a * d) / norm))


def _exact(op: str, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.array([_exact_result(op, x, y) for x, y in zip(a, b)])


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
@pytest.mark.parametrize("op", ["mul", "div"])
def test_mul_div_edge_values(op: str, dtype, tmp_path_factory) -> None:
    """Norm-wise accurate (8 eps) on every finite pair (huge and tiny magnitudes: Smith's division
    neither overflows nor underflows needlessly); a result that overflows is non-finite; x/0 is C99's."""
    a, b = _edges(dtype)
    actual = call(compiled(dtype, tmp_path_factory), op, dtype, a, b)
    finite = np.isfinite(a) & np.isfinite(b) & ((b != 0) if op == "div" else True)
    with np.errstate(all="ignore"):
        exact = _exact(op, a[finite], b[finite])
        got = actual[finite].astype(np.complex128)
        bound = np.abs(exact) if op == "div" else np.abs(a[finite].astype(np.complex128)) * np.abs(b[finite])
        info = np.finfo(a.real.dtype)
        representable = np.isfinite(exact) & (np.abs(exact) < float(info.max) / 2)
        error = np.abs(got - exact)
    # Results below the normal range may lose their digits (e.g. 1j / (max + max j): Smith's
    # denominator overflows); a 0 times an infinite |b| has a NaN bound (the product is exact there).
    tolerance = 8 * float(info.eps) * bound + 4 * float(info.tiny)
    bad = representable & (error > tolerance)
    assert not bad.any(), [
        f"{x} {op} {y}: {g} (exact {e})" for x, y, g, e in zip(a[finite][bad], b[finite][bad], got[bad], exact[bad])
    ][:4]
    # A part beyond the largest float comes out infinite or NaN, never a wrong finite number.
    for part in (np.real, np.imag):
        overflow = np.abs(part(exact)) > float(info.max) * (1 + float(info.eps))  # beyond rounding to max
        wrong = overflow & np.isfinite(part(got))
        assert not wrong.any(), [
            f"{x} {op} {y}: {g} (exact {e})"
            for x, y, g, e in zip(a[finite][wrong], b[finite][wrong], got[wrong], exact[wrong])
        ][:4]
    if op == "div":
        # C99's (upstream's, XLA's): each part times an infinity of the sign of the zero's real part.
        by_zero = np.isfinite(a) & (b == 0)
        with np.errstate(all="ignore"):
            inf = np.copysign(np.inf, b[by_zero].real)
            expected = np.empty(by_zero.sum(), dtype)
            expected.real, expected.imag = inf * a[by_zero].real, inf * a[by_zero].imag
        _assert_same(actual[by_zero], expected, TOLERANCE[dtype])


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_mul_of_non_finite_parts_is_the_unfused_textbook_formula(dtype, tmp_path_factory) -> None:
    """Infinities and NaNs: (ac - bd) + (ad + bc)i with each step rounded, no FMA and no C99 Annex G
    recovery, as the reference interpreter and the StableHLO interpreter compute it (numpy's own SIMD
    loop fuses ac - bd on some CPUs: (3.96 + inf i) * (-max - 0.29i) has real part inf there, NaN here)."""
    a, b = _edges(dtype)
    actual = call(compiled(dtype, tmp_path_factory), "mul", dtype, a, b)
    with np.errstate(all="ignore"):
        expected = np.empty_like(a)
        expected.real = a.real * b.real - a.imag * b.imag
        expected.imag = a.real * b.imag + a.imag * b.real
    _assert_same(actual, expected, 0.0)


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
@pytest.mark.parametrize("op", ["abs", "sqrt", "eq", "neq", "neg", "conj", "add"])
def test_edge_values(op: str, dtype, tmp_path_factory) -> None:
    """Exactly numpy's special values (zeros with their signs, infinities, NaN) and accurate elsewhere."""
    a, b = _edges(dtype)
    operands = (a, b) if op in BINARY or op in COMPARE else (a,)
    actual = call(compiled(dtype, tmp_path_factory), op, dtype, *operands)
    expected = reference(op, *operands)
    if op in COMPARE:
        np.testing.assert_array_equal(actual, expected)
        return
    _assert_same(actual, expected, TOLERANCE[dtype] * (4 if op == "sqrt" else 1))


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_rsqrt_where_the_root_is_infinite_is_a_zero(dtype, tmp_path_factory) -> None:
    """1 / sqrt z where sqrt z has an infinite part is C99 Annex G's quotient of a finite number by an
    infinity: a zero, copysign(0, c) + copysign(0, -d) i for the root c + di (cdiv alone gave NaN + NaN i;
    XLA gives a zero too), as the interpreter; elsewhere 1 / sqrt z."""
    from aiopt.reference.hlo.elementwise import rsqrt

    z = _edge_values(dtype)
    actual = call(compiled(dtype, tmp_path_factory), "rsqrt", dtype, z)
    with np.errstate(all="ignore"):
        root = np.sqrt(z)
        expected = rsqrt(z)
    infinite = np.isinf(root.real) | np.isinf(root.imag)
    assert infinite.sum() >= 20 and (expected[infinite] == 0).all()
    np.testing.assert_array_equal(actual[infinite], expected[infinite])
    np.testing.assert_array_equal(np.signbit(actual.real[infinite]), np.signbit(root.real[infinite]))
    finite_root = infinite & ~np.isnan(root.imag)
    np.testing.assert_array_equal(np.signbit(actual.imag[finite_root]), ~np.signbit(root.imag[finite_root]))


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_log_of_subnormal_magnitudes(dtype, tmp_path_factory) -> None:
    """log|z| is not log of |z| rounded to the part type: where |z| is subnormal that rounding loses most
    of the answer (difftest seed 5000 #2469: log(-1.4e-45 + 1.4e-45i) was -103.28, not -102.93)."""
    part = np.empty(0, dtype).real.dtype
    tiny = float(np.finfo(part).smallest_subnormal)
    values = [complex(-tiny, tiny), complex(tiny, 0.0), complex(3 * tiny, -tiny), complex(tiny, 5 * tiny),
              complex(0.0, -7 * tiny), complex(float(np.finfo(part).tiny), tiny)]  # fmt: skip
    z = np.array(values, dtype)
    actual = call(compiled(dtype, tmp_path_factory), "log", dtype, z)
    expected = np.log(z.astype(np.complex128))
    np.testing.assert_allclose(actual.real, expected.real, rtol=TOLERANCE[dtype])
    np.testing.assert_allclose(actual.imag, expected.imag, rtol=TOLERANCE[dtype])


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
@pytest.mark.parametrize("op", ["exp", "expm1"])
def test_exp_where_exp_of_the_real_part_overflows(op: str, dtype, tmp_path_factory) -> None:
    """As upstream's ExpOpConversion and Expm1OpConversion (and StableHLO's): a real z has the imaginary
    part +-0 (its own zero, as C99's cexp), not inf * sin 0 = NaN (difftest's excluded family
    complex_exponential, findings #7), and exp(a) cos b that is finite although exp(a) overflows is
    exp(a/2) cos b exp(a/2). Beyond upstream, exp of an infinite real part and an infinite or NaN imaginary
    part is C99's (numpy's): 0 for -inf, inf + i NaN for +inf (difftest seed 9206 #755)."""
    big = {np.complex64: [89.0, 100.0, 1000.0], np.complex128: [709.9, 710.0, 1000.0]}[dtype]
    parts = [0.0, -0.0, 2.0, 0.5, 1e-30, np.inf, -np.inf, np.nan]
    z = np.array([complex(a, b) for a in [*big, np.inf, -np.inf, np.nan, 1.5, -3.0] for b in parts], dtype)
    actual = call(compiled(dtype, tmp_path_factory), op, dtype, z)
    with np.errstate(all="ignore"):
        expected = reference(op, z)
    real_z = z.imag == 0
    np.testing.assert_array_equal(actual.imag[real_z], z.imag[real_z])
    np.testing.assert_array_equal(np.signbit(actual.imag[real_z]), np.signbit(z.imag[real_z]))
    # The signs of zero parts and of C99's unspecified infinite parts aside.
    _assert_same(actual, expected, TOLERANCE[dtype] * 4, signs=np.isfinite(z.imag))


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_the_interpreter_of_the_complex_ops_computes_what_compiled_code_does(dtype, tmp_path_factory) -> None:
    """The reference interpreter's complex.* ops (what the GPU path's kernels are checked with) give compiled
    code's values at every edge value: numpy's sign, sin, cos, tan, tanh, log1p and rsqrt differed at infinite
    and NaN parts (sign(-3e9 - inf i) was NaN + NaN i, compiled code's -0 + NaN i: difftest seed 21702 #50)."""
    from aiopt.reference.interpreter import run_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    ops = [*UNARY, *REAL]
    module = parse_module(default_registry().make_context(), "\n".join(_program(op, TYPES[dtype]) for op in ops), "c")
    functions = compiled(dtype, tmp_path_factory)
    x = _edge_values(dtype)
    for op in ops:
        out_dtype = x.real.dtype if op in REAL else dtype
        actual, expected = np.empty(x.shape, out_dtype), np.empty(x.shape, out_dtype)
        functions[op].call(x, expected)
        with np.errstate(all="ignore"):
            run_function(module, f"complex_{op}", [x.copy(), actual])
        _assert_same(actual, expected, TOLERANCE[dtype] * 4)


def _assert_same_special_values(actual: np.ndarray, expected: np.ndarray, rtol: float, what: str) -> None:
    """Each part NaN where `expected`'s is, bit for bit equal where either is a zero or an infinity (the signs
    of zeros included), within `rtol` elsewhere (compiled code's polynomials are an ulp or so off)."""
    for part in (np.real, np.imag):
        a, e = part(actual), part(expected)
        np.testing.assert_array_equal(np.isnan(a), np.isnan(e), err_msg=what)
        special = ~np.isnan(e) & ((a == 0) | (e == 0) | np.isinf(a) | np.isinf(e))
        bad = special & ((a != e) | (np.signbit(a) != np.signbit(e)))
        assert not bad.any(), f"{what}: {actual[bad][:6]} where the interpreter gives {expected[bad][:6]}"
        finite = ~np.isnan(e) & ~special
        np.testing.assert_allclose(a[finite], e[finite], rtol=rtol, err_msg=what)


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_exp_at_zero_infinite_and_nan_parts_is_the_interpreters_bit_for_bit(dtype, tmp_path_factory) -> None:
    """complex.exp and stablehlo.exponential (through mhlo-to-linalg) give the interpreter's zeros, infinities
    and NaNs, signs of zeros included: exp(-inf +- i inf) and exp(-inf +- i NaN) are 0 + copysign(0, b) i, as
    glibc's cexp (numpy's, the interpreter's; C99 leaves these signs unspecified, its cexp(conj z) =
    conj(cexp z) fixes them); compiled code's imaginary part was +0 for every b (differential testing)."""
    from hlo_testing import interpret

    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import compile
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    parts = np.array([0.0, -0.0, 1.0, -2.0, 1e30, np.inf, -np.inf, np.nan, -np.nan])
    a, b = (np.array(p) for p in zip(*itertools.product(parts, parts)))
    z = np.empty(a.size, dtype)
    z.real, z.imag = a, b
    assert np.signbit(z.imag[np.isnan(z.imag)]).sum() == parts.size  # -NaN kept its sign
    element = TYPES[dtype]
    module = parse_module(default_registry().make_context(), _program("exp", element), "c")
    interpreted = np.empty_like(z)
    with np.errstate(all="ignore"):
        run_function(module, "complex_exp", [z.copy(), interpreted])
    _assert_same_special_values(call(compiled(dtype, tmp_path_factory), "exp", dtype, z), interpreted,
                                TOLERANCE[dtype], "complex.exp")  # fmt: skip

    tensor = f"tensor<{z.size}xcomplex<{element}>>"
    text = f"""func.func @main(%z: {tensor}) -> {tensor} {{
  %r = stablehlo.exponential %z : {tensor}
  return %r : {tensor}
}}"""
    with np.errstate(all="ignore"):
        (expected,) = interpret(text, [z.copy()])
    actual = compile(text, cache_dir=tmp_path_factory.mktemp("exponential"))(z.copy())
    _assert_same_special_values(np.asarray(actual), np.asarray(expected), TOLERANCE[dtype], "stablehlo.exponential")


@pytest.mark.parametrize("dtype", list(TYPES), ids=["c64", "c128"])
def test_div_at_infinite_nan_and_zero_parts_is_c99s_in_the_interpreter_compiled_code_and_xla(
    dtype, tmp_path_factory
) -> None:
    """complex.div, stablehlo.divide (interpreter) and compiled code recover C99 Annex G's infinities and zeros
    where Smith's quotient is NaN + NaN i, as upstream's lowering and XLA: 1 / (inf + inf i) = 0 - 0i,
    (inf + 0i) / 2 = inf + NaN i, 1i / (-0 + 0i) = NaN - inf i (Smith's alone: NaN + NaN i, each part over +0
    for a zero divisor; the known difftest deviation 'complex divide at infinite or NaN parts or by zero').
    Every pair of parts {0, -0, 1, -2, +-inf, NaN}: bit for bit, NaN where any is NaN; XLA's when jax is here."""
    from hlo_testing import interpret

    from aiopt.reference.interpreter import run_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    parts = np.array([0.0, -0.0, 1.0, -2.0, np.inf, -np.inf, np.nan], np.dtype(dtype).type(0).real.dtype)
    values = np.empty(parts.size**2, dtype)
    values.real, values.imag = np.repeat(parts, parts.size), np.tile(parts, parts.size)
    x, y = np.repeat(values, values.size), np.tile(values, values.size)
    assert x.size == 2401
    actual = call(compiled(dtype, tmp_path_factory), "div", dtype, x, y)
    module = parse_module(default_registry().make_context(), _program("div", TYPES[dtype]), "c")
    interpreted = np.empty_like(x)
    with np.errstate(all="ignore"):
        run_function(module, "complex_div", [x.copy(), y.copy(), interpreted])
    element = f"complex<{TYPES[dtype]}>"
    text = f"""func.func @main(%a: tensor<2401x{element}>, %b: tensor<2401x{element}>) -> tensor<2401x{element}> {{
  %0 = stablehlo.divide %a, %b : tensor<2401x{element}>
  return %0 : tensor<2401x{element}>
}}"""
    with np.errstate(all="ignore"):
        (stablehlo,) = interpret(text, [x.copy(), y.copy()])
    results = {"complex.div (interpreter)": interpreted, "stablehlo.divide (interpreter)": np.asarray(stablehlo)}
    try:
        import jax
    except ImportError:
        jax = None
    if jax is not None:
        with jax.enable_x64(True):
            cpu = jax.devices("cpu")[0]
            results["XLA"] = np.asarray(jax.jit(lambda p, q: p / q)(jax.device_put(x, cpu), jax.device_put(y, cpu)))
    for what, expected in results.items():
        same = same_bits(actual, expected)
        assert same.all(), [f"{p} / {q}: {g}, {what} {e}" for p, q, g, e in zip(x, y, actual, expected)
                            if not same_bits(np.array([g]), np.array([e]))][:6]  # fmt: skip

    # Spot values, C99's (Smith's alone: NaN + NaN i, or each part over +0 for a zero divisor).
    def pair(p: complex, q: complex) -> int:
        return int(np.nonzero(same_bits(values, np.array([p], dtype)))[0][0]) * values.size + int(
            np.nonzero(same_bits(values, np.array([q], dtype)))[0][0]
        )

    inf, nan = np.inf, np.nan
    for p, q, quotient in [(1, complex(inf, inf), complex(0.0, -0.0)), (complex(inf, 0), -2, complex(-inf, nan)),
                           (1j, complex(-0.0, 0.0), complex(nan, -inf)), (complex(-2, 1), complex(inf, nan), complex(-0.0, 0.0))]:  # fmt: skip
        got = actual[pair(p, q)]
        assert same_bits(np.array([got], dtype), np.array([quotient], dtype)).all(), (p, q, got)
