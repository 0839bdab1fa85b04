"""The soft-float routines the JIT provides for LLVM's libcalls, and compiled bf16/f16 code on every x86-64 level.

Each routine is called over many bit patterns (every 16-bit pattern for the
widenings, a dense sweep of f32 and random + boundary f64 patterns for the
narrowings) and compared with an independent reference: numpy's conversions
(round to nearest even), and for bf16 a choice between the two neighbours
made in exact arithmetic. Then whole programs whose bf16/f16 arithmetic
becomes these libcalls are compiled for `x86-64` (no F16C, no AVX) and the
later levels, and compared with the reference interpreter.
"""

from __future__ import annotations

import bisect
import ctypes
import functools
from fractions import Fraction

import numpy as np
import pytest

from aiopt.runtime import soft_float
from aiopt.runtime.jit import _X86_64_LEVELS, TARGET_CPU_VARIABLE, JitError, JitModule, host_cpu

_TYPES = {"half": ("i16", np.uint16), "bfloat": ("i16", np.uint16), "float": ("i32", np.uint32),
          "double": ("i64", np.uint64)}  # fmt: skip


def _call_routine(name: str, source: str, target: str, bits: np.ndarray, *, int_abi: bool = False) -> np.ndarray:
    """Apply routine `name` (declared `target name(source)`) to each bit pattern of `bits`, through a compiled loop."""
    src_int, src_np = _TYPES[source]
    dst_int, dst_np = _TYPES[target]
    argument = "i16" if int_abi and source == "half" else source
    result = "i16" if int_abi and target == "half" else target
    to_argument = f"%x = bitcast {src_int} %v to {source}" if argument != src_int else "%x = add i16 %v, 0"
    from_result = f"%w = bitcast {result} %y to {dst_int}" if result != dst_int else "%w = add i16 %y, 0"
    ir = f"""
declare {result} @{name}({argument})
define void @run(ptr %in, ptr %out, i64 %n) {{
entry:
  br label %loop
loop:
  %i = phi i64 [0, %entry], [%next, %loop]
  %p = getelementptr {src_int}, ptr %in, i64 %i
  %v = load {src_int}, ptr %p
  {to_argument}
  %y = call {result} @{name}({argument} %x)
  {from_result}
  %q = getelementptr {dst_int}, ptr %out, i64 %i
  store {dst_int} %w, ptr %q
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
"""
    jit = JitModule(ir)
    run = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(jit.address("run"))
    source_bits = np.ascontiguousarray(bits, src_np)
    out = np.empty(source_bits.shape, dst_np)
    run(source_bits.ctypes.data, out.ctypes.data, source_bits.size)
    return out


@functools.cache
def _f32_patterns() -> np.ndarray:
    """Every 997th f32 bit pattern, plus dense runs around the f16/bf16 rounding boundaries (made once, read-only)."""
    sweep = np.arange(0, 2**32, 997, dtype=np.uint64).astype(np.uint32)
    edges = []
    for centre in (0x477FE000, 0x477FF000, 0x38800000, 0x33000000, 0x33800000, 0x7F7F8000, 0x7F800000, 0x00000000,
                   0x387FC000, 0x38000000, 0x7FC00000, 0x7F800001, 0x00800000):  # fmt: skip
        edges.append(np.arange(centre - 4096, centre + 4096, dtype=np.int64) % 2**31)
    positive = np.concatenate([sweep, *[e.astype(np.uint32) for e in edges]])
    patterns = np.concatenate([positive, positive | np.uint32(0x80000000)])
    patterns.setflags(write=False)
    return patterns


def _f64_patterns() -> np.ndarray:
    rng = np.random.default_rng(0)
    random_bits = rng.integers(0, 2**64, 200_000, dtype=np.uint64, endpoint=False)
    # Magnitudes near the f16/bf16 ranges, where the interesting rounding happens.
    near = np.abs(rng.standard_normal(200_000)) * np.exp2(rng.integers(-150, 130, 200_000))
    boundaries = np.array([65504.0, 65520.0, 65519.999, 65520.001, 2.0**-14, 2.0**-24, 2.0**-25, 2.0**-25 * 1.0000001,
                           2.0**-126, 2.0**-133, 2.0**-134, 2.0**-134 * 1.0000001, 3.3895313892515355e38,
                           3.3961775292304e38, 3.4e38, 1e308, np.inf, 0.0, 5e-324])  # fmt: skip
    values = np.concatenate([near, boundaries, np.nextafter(boundaries, 0), np.nextafter(boundaries, np.inf)])
    positive = np.concatenate([random_bits & np.uint64(2**63 - 1), values.view(np.uint64)])
    return np.concatenate([positive, positive | np.uint64(2**63)])


def _assert_same(got_bits: np.ndarray, expected: np.ndarray, source_nan: np.ndarray, is_nan) -> None:
    """Bit-identical where the input is not NaN; NaN (any quiet NaN) where it is."""
    ok = np.where(source_nan, is_nan(got_bits), got_bits == expected)
    if not ok.all():
        index = np.flatnonzero(~ok)[:5]
        raise AssertionError(f"{len(np.flatnonzero(~ok))} mismatches, e.g. at {index}: got {got_bits[index]}, "
                             f"expected {expected[index]}")  # fmt: skip


def _half_nan(bits: np.ndarray) -> np.ndarray:
    return (bits & 0x7C00 == 0x7C00) & (bits & 0x3FF != 0) & (bits & 0x200 != 0)


def _bf16_nan(bits: np.ndarray) -> np.ndarray:
    return (bits & 0x7F80 == 0x7F80) & (bits & 0x7F != 0) & (bits & 0x40 != 0)


def test_truncsfhf2_rounds_to_nearest_even():
    bits = _f32_patterns()
    values = bits.view(np.float32)
    got = _call_routine("__truncsfhf2", "float", "half", bits)
    with np.errstate(over="ignore"):
        expected = values.astype(np.float16).view(np.uint16)
    _assert_same(got, expected, np.isnan(values), _half_nan)


def test_gnu_f2h_ieee_matches_truncsfhf2():
    bits = _f32_patterns()[::7]
    got = _call_routine("__gnu_f2h_ieee", "float", "half", bits, int_abi=True)
    assert (got == _call_routine("__truncsfhf2", "float", "half", bits)).all()


def test_truncdfhf2_rounds_to_nearest_even_once():
    bits = _f64_patterns()
    values = bits.view(np.float64)
    got = _call_routine("__truncdfhf2", "double", "half", bits)
    with np.errstate(over="ignore"):
        expected = values.astype(np.float16).view(np.uint16)
    _assert_same(got, expected, np.isnan(values), _half_nan)


def _nearest_bf16(values: np.ndarray) -> np.ndarray:
    """bf16 bits of each (non-NaN) value, by comparing it with its two neighbours in exact arithmetic."""
    out = np.empty(values.shape, np.uint16)
    for index, value in enumerate(values.tolist()):
        sign = 0x8000 if np.signbit(value) else 0
        magnitude = abs(value)
        if magnitude == float("inf"):
            out[index] = sign | 0x7F80
            continue
        exact = Fraction(magnitude)
        # Largest finite bf16 pattern not above the value (patterns are monotonic in magnitude; each pattern's
        # value is an exact float, so comparing floats compares the exact values).
        low = bisect.bisect_right(_finite_bf16_values(), magnitude) - 1
        below, above = _bf16_fraction(low), _bf16_fraction(low + 1) if low + 1 < 0x7F80 else Fraction(2**128)
        if exact - below < above - exact or exact - below == above - exact and low % 2 == 0:
            choice = low
        else:
            choice = low + 1
        out[index] = sign | choice
    return out


@functools.cache
def _finite_bf16_values() -> list[float]:
    """The value of each finite non-negative bf16 pattern, 0 to 0x7F7F (ascending), as a float: exact, since
    `float` of a Fraction rounds correctly and every bf16 value is a float."""
    return [float(_bf16_fraction(pattern)) for pattern in range(0x7F80)]


def _bf16_fraction(pattern: int) -> Fraction:
    exponent, mantissa = pattern >> 7, pattern & 0x7F
    if exponent == 0:
        return Fraction(mantissa, 2**133)
    return Fraction(128 + mantissa, 128) * Fraction(2) ** (exponent - 127)


def test_truncsfbf2_rounds_to_nearest_even():
    bits = _f32_patterns()
    values = bits.view(np.float32)
    got = _call_routine("__truncsfbf2", "float", "bfloat", bits)
    with np.errstate(invalid="ignore"):
        _check_truncsfbf2(bits, values, got)


def _check_truncsfbf2(bits: np.ndarray, values: np.ndarray, got: np.ndarray) -> None:
    # Exact reference on a sample; the whole sweep against the f64 neighbours (exact for f32 inputs).
    wide = values.astype(np.float64)
    low = (bits & np.uint32(0xFFFF0000)).view(np.float32).astype(np.float64)
    high_bits = (bits & np.uint32(0xFFFF0000)) + np.uint32(0x10000)
    high = high_bits.view(np.float32).astype(np.float64)
    high = np.where(high_bits & 0x7FFFFFFF == 0x7F800000, np.copysign(2.0**128, wide), high)
    take_high = (np.abs(wide - low) > np.abs(high - wide)) | (
        (np.abs(wide - low) == np.abs(high - wide)) & ((bits >> 16) & 1 == 1)
    )
    expected = np.where(take_high, high_bits >> 16, bits >> 16).astype(np.uint16)
    expected = np.where(np.isinf(values), (bits >> 16).astype(np.uint16), expected)
    _assert_same(got, expected, np.isnan(values), _bf16_nan)
    sample = ~np.isnan(values)
    sample &= np.arange(values.size) % 1009 == 0  # about 9,000 values: an exact cross-check of the sweep's reference
    assert (got[sample] == _nearest_bf16(values[sample].astype(np.float64))).all()


def test_truncdfbf2_rounds_to_nearest_even_once():
    bits = _f64_patterns()[::40]
    values = bits.view(np.float64)
    got = _call_routine("__truncdfbf2", "double", "bfloat", bits)
    nan = np.isnan(values)
    expected = np.zeros(values.shape, np.uint16)
    expected[~nan] = _nearest_bf16(values[~nan])
    _assert_same(got, expected, nan, _bf16_nan)


@pytest.mark.parametrize(
    ("name", "target", "dtype"), [("__extendhfsf2", "float", np.float32), ("__extendhfdf2", "double", np.float64)]
)
def test_half_widening_is_exact(name, target, dtype):
    bits = np.arange(2**16, dtype=np.uint16)
    halves = bits.view(np.float16)
    got = _call_routine(name, "half", target, bits).view(dtype)
    nan = np.isnan(halves)
    assert (got[~nan] == halves[~nan].astype(dtype)).all()
    assert np.isnan(got[nan]).all()
    assert (np.signbit(got) == np.signbit(halves)).all()


def test_gnu_h2f_ieee_and_extendbfsf2():
    bits = np.arange(2**16, dtype=np.uint16)
    got = _call_routine("__gnu_h2f_ieee", "half", "float", bits, int_abi=True)
    assert (got == _call_routine("__extendhfsf2", "half", "float", bits)).all()
    widened = _call_routine("__extendbfsf2", "bfloat", "float", bits)
    assert (widened == bits.astype(np.uint32) << 16).all()


def test_every_routine_is_registered_for_the_jit():
    """Machine code that calls one soft-float routine gets them all registered (whatever ran before: the
    routines are compiled only for a process whose code calls one)."""
    import llvmlite.binding as llvm

    JitModule(
        "declare half @__truncsfhf2(float)\n"
        "define half @f(float %x) {\n  %h = call half @__truncsfhf2(float %x)\n  ret half %h\n}\n"
    )
    assert all(llvm.address_of_symbol(name) for name in soft_float.ROUTINES)


# ---------------------------------------------------------------------------
# Compiled programs on every x86-64 level this CPU runs
# ---------------------------------------------------------------------------

_HOST_FEATURES = {f[1:] for f in host_cpu()[1].split(",") if f.startswith("+")}
_LEVELS = [
    level
    for index, level in enumerate(_X86_64_LEVELS)
    if all(f in _HOST_FEATURES for lower in list(_X86_64_LEVELS)[: index + 1] for f in _X86_64_LEVELS[lower])
]
"""The x86-64 levels this CPU can run."""

PROGRAM = """
func.func @main(%a: tensor<64xbf16>, %b: tensor<64xbf16>, %c: tensor<64xf64>, %d: tensor<64xf32>)
    -> (tensor<64xbf16>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>, tensor<64xbf16>) {
  %0 = stablehlo.add %a, %b : tensor<64xbf16>
  %1 = stablehlo.convert %c : (tensor<64xf64>) -> tensor<64xf16>
  %2 = stablehlo.convert %c : (tensor<64xf64>) -> tensor<64xbf16>
  %3 = stablehlo.multiply %1, %1 : tensor<64xf16>
  %4 = stablehlo.convert %3 : (tensor<64xf16>) -> tensor<64xf32>
  %5 = stablehlo.convert %d : (tensor<64xf32>) -> tensor<64xbf16>
  return %0, %1, %2, %4, %5 : tensor<64xbf16>, tensor<64xf16>, tensor<64xbf16>, tensor<64xf32>, tensor<64xbf16>
}
"""


def _program_inputs():
    rng = np.random.default_rng(1)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 65504.0, 65520.0, 1e-8, 6e-8, 3e-8, 1e30, -1e-40])
    c = np.concatenate([specials, rng.standard_normal(64 - specials.size) * 100])
    d = np.concatenate([specials, rng.standard_normal(64 - specials.size)]).astype(np.float32)
    a = rng.standard_normal(64).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    from aiopt.reference.hlo import round_to_bf16

    return [round_to_bf16(a), round_to_bf16(b), c, d]


@pytest.mark.parametrize("level", ["host", *_LEVELS])
def test_bf16_and_f16_programs_compile_for_every_level(level, monkeypatch, tmp_path):
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import compile
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    monkeypatch.setenv(TARGET_CPU_VARIABLE, level)
    inputs = _program_inputs()
    compiled = compile(PROGRAM, cache_dir=tmp_path).call(*inputs)
    module = parse_module(default_registry().make_context(), PROGRAM, "program.mlir")
    expected = run_function(module, "main", inputs)
    for got, want in zip(compiled, expected):
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


SUBNORMAL_PROGRAM = """
func.func @main(%a: tensor<8xbf16>, %b: tensor<8xbf16>, %c: tensor<8xf32>) -> (tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>) {
  %0 = stablehlo.add %a, %b : tensor<8xbf16>
  %1 = stablehlo.multiply %a, %b : tensor<8xbf16>
  %2 = stablehlo.convert %c : (tensor<8xf32>) -> tensor<8xbf16>
  return %0, %1, %2 : tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>
}
"""


@pytest.mark.parametrize("level", ["host", *_LEVELS])
def test_bf16_subnormal_results_are_kept(level, monkeypatch, tmp_path):
    """bf16 sums, products and conversions whose results are subnormal keep them on every CPU: AVX512-BF16's
    `vcvtneps2bf16` would flush them to zero (the JIT turns that feature off)."""
    from aiopt.reference.hlo import round_to_bf16
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import compile
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    monkeypatch.setenv(TARGET_CPU_VARIABLE, level)
    # Sums and products of bf16 values that are subnormal (below 2^-126), and f32 subnormals to convert.
    a = np.array([2.0**-128, -(2.0**-129), 3 * 2.0**-130, 2.0**-100, -(2.0**-110), 1.5 * 2.0**-126, 2.0**-133, 0])
    b = np.array([-(2.0**-130), 2.0**-128, -(2.0**-129), 2.0**-30, 3 * 2.0**-20, -(2.0**-127), 2.0**-133, 2.0**-133])
    c = np.array([-1e-40, 1e-39, 5.9e-39, -2e-45, 3e-41, 1.1e-38, -1.17e-38, 0.0], np.float32)
    inputs = [round_to_bf16(a.astype(np.float32)), round_to_bf16(b.astype(np.float32)), c]
    compiled = compile(SUBNORMAL_PROGRAM, cache_dir=tmp_path).call(*inputs)
    module = parse_module(default_registry().make_context(), SUBNORMAL_PROGRAM, "program.mlir")
    expected = run_function(module, "main", inputs)
    assert any(0 < abs(v) < 2.0**-126 for want in expected for v in np.asarray(want).ravel())
    for got, want in zip(compiled, expected):
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


def test_the_host_features_that_flush_subnormals_are_turned_off(monkeypatch):
    from aiopt.runtime import jit

    monkeypatch.delenv(TARGET_CPU_VARIABLE, raising=False)
    monkeypatch.setattr(jit, "host_cpu", lambda: ("sapphirerapids", "+avx2,+avx512f,+avx512bf16,+avxneconvert,+f16c"))
    name, features = jit.target_cpu()
    assert name == "sapphirerapids"
    flags = features.split(",")
    assert {"+avx2", "+avx512f", "+f16c", "-avx512bf16", "-avxneconvert"} <= set(flags)
    assert "+avx512bf16" not in flags and "+avxneconvert" not in flags


_BF16_IR = """
define void @f(ptr %p, ptr %q) {
  %v = load <16 x float>, ptr %p
  %t = fptrunc <16 x float> %v to <16 x bfloat>
  store <16 x bfloat> %t, ptr %q
  %s = load float, ptr %p
  %u = fptrunc float %s to bfloat
  %w = fadd bfloat %u, %u
  store bfloat %w, ptr %q
  ret void
}
"""


@pytest.mark.parametrize("avx10", ["+avx10.1", "+avx10.2"])
def test_avx10_does_not_bring_back_the_flushing_bf16_conversion(avx10, monkeypatch):
    """LLVM 22 reports `+avx10.1` on an Intel host with AVX512-FP16 and AMX (helper 218's), and AVX10.1 implies
    AVX512-BF16: a feature string with `+avx10.1` alone makes LLVM emit the flushing `vcvtneps2bf16` for every
    bf16 rounding. The `-avx512bf16` that `target_cpu` appends turns AVX10 off with it (LLVM clears the
    features that imply a cleared one), so the soft-float `__truncsfbf2` is called; AVX512-FP16's half
    arithmetic stays. Only the assembly is looked at (this CPU may lack the features)."""
    import llvmlite.binding as llvm

    from aiopt.runtime import jit

    monkeypatch.delenv(TARGET_CPU_VARIABLE, raising=False)
    features = f"+avx2,+avx512f,+avx512bw,+avx512vl,+avx512dq,+f16c,+fma,+avx512fp16,+avx512bf16,{avx10},+amx-bf16"
    monkeypatch.setattr(jit, "host_cpu", lambda: ("sapphirerapids", features))
    machine = jit.host_target_machine()
    module = llvm.parse_assembly(_BF16_IR)
    assembly = machine.emit_assembly(module)
    assert "__truncsfbf2" in assembly
    assert "bf16" not in assembly.replace("__truncsfbf2", ""), "a native bf16 instruction is used"
    half = llvm.parse_assembly(
        "define half @g(float %x) {\n  %y = fptrunc float %x to half\n  %z = fadd half %y, %y\n  ret half %z\n}\n"
    )
    assert "vaddsh" in machine.emit_assembly(half)


def test_a_forced_cpu_the_host_cannot_run_is_refused(monkeypatch):
    from aiopt.runtime import jit
    from aiopt.runtime.jit import target_cpu

    monkeypatch.setenv(TARGET_CPU_VARIABLE, "pentium-pro")
    with pytest.raises(JitError, match="unknown target CPU 'pentium-pro'"):
        target_cpu()
    missing = [level for level in _X86_64_LEVELS if level not in _LEVELS]
    # On a CPU that runs every level, the refusal is still checked against a feature list it lacks.
    if not missing:
        monkeypatch.setattr(jit, "host_cpu", lambda: ("generic", "+sse2"))
        missing = ["x86-64-v2"]
    if missing:
        monkeypatch.setenv(TARGET_CPU_VARIABLE, missing[0])
        with pytest.raises(JitError, match="which this CPU .* lacks"):
            target_cpu()


def test_a_symbol_only_the_machine_code_needs_is_checked(monkeypatch):
    """With the soft-float routines hidden, bf16 code for a CPU without native bf16 is a JitError, not a crash."""
    from aiopt.runtime import jit
    monkeypatch.setenv(TARGET_CPU_VARIABLE, "x86-64")
    monkeypatch.setattr(jit, "_resolvable", lambda name: name not in soft_float.ROUTINES)
    ir = "define i16 @f(float %x) {\n  %y = fptrunc float %x to bfloat\n  %z = bitcast bfloat %y to i16\n  ret i16 %z\n}\n"
    with pytest.raises(JitError, match="the machine code needs symbols that nothing provides: __truncsfbf2"):
        JitModule(ir)
