"""aiopt's code for other x86-64 CPUs than the host (bench/cpu_targets.py) gives the interpreter's results.

A matmul with a bias and ReLU and a convolution (both through the micro-
kernel), softmax and layernorm rows (reductions, exp, rsqrt) and tanh are
compiled for baseline x86-64 and x86-64-v2 (4-float vectors), generic
AVX-512 (x86-64-v4) and Intel's AVX-512 servers as aiopt sees them there
(skylake-avx512, icelake-server, sapphirerapids: LLVM's name and features;
16-float vectors), run where this host has those CPUs' instructions
(skipped elsewhere) and compared with the reference interpreter. Sapphire
Rapids' code is run only when its assembly has none of the instructions
this host lacks (AVX512-FP16, AVX-VNNI, AMX on Zen 4); its f16 arithmetic
does use AVX512-FP16, and is only compiled.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import cpu_targets  # noqa: E402

from aiopt.lowering.linalg_to_cpu_ukernels import MATMUL_F32  # noqa: E402
from aiopt.runtime import cpu_ukernels  # noqa: E402
from aiopt.runtime.jit import JitError, target_cpu  # noqa: E402

CPUS = {"x86-64": 4, "x86-64-v2": 4, "x86-64-v4": 16, "skylake-avx512": 16, "icelake-server": 16,
        "sapphirerapids": 16}  # fmt: skip
"""Each CPU and the vector width (floats) of its micro-kernel."""

# fmt: off
PROGRAMS = {
    "matmul_bias_relu": ("""
func.func @main(%a: tensor<45x300xf32>, %b: tensor<300x70xf32>, %c: tensor<70xf32>) -> tensor<45x70xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<45x300xf32>, tensor<300x70xf32>) -> tensor<45x70xf32>
  %1 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<70xf32>) -> tensor<45x70xf32>
  %2 = stablehlo.add %0, %1 : tensor<45x70xf32>
  %z = stablehlo.constant dense<0.0> : tensor<45x70xf32>
  %3 = stablehlo.maximum %2, %z : tensor<45x70xf32>
  return %3 : tensor<45x70xf32>
}""", [(45, 300), (300, 70), (70,)], 300),
    "conv": ("""
func.func @main(%x: tensor<2x10x10x8xf32>, %w: tensor<3x3x8x20xf32>) -> tensor<2x10x10x20xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<2x10x10x8xf32>, tensor<3x3x8x20xf32>) -> tensor<2x10x10x20xf32>
  return %0 : tensor<2x10x10x20xf32>
}""", [(2, 10, 10, 8), (3, 3, 8, 20)], 72),
    "softmax": ("""
func.func @main(%x: tensor<37x301xf32>) -> tensor<37x301xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<37x301xf32>, tensor<f32>) -> tensor<37xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<37xf32>) -> tensor<37x301xf32>
  %2 = stablehlo.subtract %x, %1 : tensor<37x301xf32>
  %3 = stablehlo.exponential %2 : tensor<37x301xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<37x301xf32>, tensor<f32>) -> tensor<37xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<37xf32>) -> tensor<37x301xf32>
  %6 = stablehlo.divide %3, %5 : tensor<37x301xf32>
  return %6 : tensor<37x301xf32>
}""", [(37, 301)], 0),
    "layernorm": ("""
func.func @main(%x: tensor<37x301xf32>) -> tensor<37x301xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<301.0> : tensor<37xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<37xf32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<37x301xf32>, tensor<f32>) -> tensor<37xf32>
  %1 = stablehlo.divide %0, %n : tensor<37xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<37xf32>) -> tensor<37x301xf32>
  %3 = stablehlo.subtract %x, %2 : tensor<37x301xf32>
  %4 = stablehlo.multiply %3, %3 : tensor<37x301xf32>
  %5 = stablehlo.reduce(%4 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<37x301xf32>, tensor<f32>) -> tensor<37xf32>
  %6 = stablehlo.divide %5, %n : tensor<37xf32>
  %7 = stablehlo.add %6, %eps : tensor<37xf32>
  %8 = stablehlo.rsqrt %7 : tensor<37xf32>
  %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<37xf32>) -> tensor<37x301xf32>
  %10 = stablehlo.multiply %3, %9 : tensor<37x301xf32>
  return %10 : tensor<37x301xf32>
}""", [(37, 301)], 0),
    "tanh": ("""
func.func @main(%x: tensor<1001xf32>, %y: tensor<1001xf32>) -> tensor<1001xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<1001xf32>
  %1 = stablehlo.tanh %0 : tensor<1001xf32>
  return %1 : tensor<1001xf32>
}""", [(1001,), (1001,)], 0),
}
# fmt: on
"""Each program, its arguments' shapes, and the depth of the sums of products the micro-kernel computes (0: it
calls no micro-kernel). Tolerance: such sums in another order (and with FMAs), |error| <= 1e-5 * depth *
max|a| * max|b| as in test_linalg_to_cpu_ukernels; elsewhere 1e-5 (exp, rsqrt and tanh are polynomials)."""


def _forced_or_skipped(cpu: str):
    """The context that generates code for `cpu`; the test is skipped where the host cannot run a level's code."""
    context = cpu_targets.forced(cpu)
    try:
        with cpu_targets.forced(cpu):
            pass
    except JitError as err:
        pytest.skip(str(err))
    return context


@pytest.mark.parametrize("cpu", CPUS)
@pytest.mark.parametrize("name", PROGRAMS)
def test_program_for_cpu_gives_the_interpreters_results(name, cpu):
    text, shapes, depth = PROGRAMS[name]
    with _forced_or_skipped(cpu):
        assert cpu_ukernels.tiling(*target_cpu()).vw == CPUS[cpu]
    function, unrunnable = cpu_targets.compile_for(cpu, text)
    assert (f"@{MATMUL_F32}(" in function.llvm_ir) == (depth > 0)
    if unrunnable:
        pytest.skip(f"compiled; not run: {cpu}'s code uses instructions this CPU lacks ({unrunnable[0]})")
    if any(f not in cpu_targets.host_features() for f in cpu_targets.NAMED_CPUS.get(cpu, ())):
        assert cpu == "sapphirerapids"  # only AVX512-FP16, AVX-VNNI and AMX may be missing, and were looked for
    rng = np.random.default_rng(len(text))
    inputs = [rng.uniform(-2, 2, shape).astype(np.float32) for shape in shapes]
    (interpreted,) = interpret(text, inputs)
    np.testing.assert_allclose(function(*inputs), interpreted, rtol=1e-5, atol=1e-5 * max(1, depth * 2 * 2))


@pytest.mark.parametrize("cpu", ["x86-64", "x86-64-v2", "x86-64-v3"])
@pytest.mark.parametrize("name", ["softmax", "tanh"])
def test_multiply_adds_are_fused_only_where_the_cpu_has_fma(name, cpu):
    """The multiply-adds of the exp and tanh approximations are `fmul contract` and `fadd contract` in the LLVM
    IR (no `llvm.fma`): one FMA instruction for x86-64-v3, a multiply and an add for x86-64 and x86-64-v2,
    never a call to libm's `fmaf` (as every `math.fma` was there, 4 to 20 times slower), nor to `roundevenf`
    (exp's rounding to an integer is an addition: SSE2 has no rounding instruction)."""
    from aiopt.runtime.compiler import compile

    cpu_targets.prepare_host_code()
    texts: list[str] = []
    with _forced_or_skipped(cpu), cpu_targets.assembly_recorded(texts):
        function = compile(PROGRAMS[name][0], cache=False)
    assert "@llvm.fma." not in function.llvm_ir and "fmul contract" in function.llvm_ir
    assembly = "\n".join(texts)
    assert "fmaf" not in assembly and "roundevenf" not in assembly
    assert ("vfmadd" in assembly or "vfnmadd" in assembly) == (cpu == "x86-64-v3")


def test_f16_arithmetic_for_sapphire_rapids_is_found_unrunnable_on_hosts_without_avx512fp16():
    """The assembly search finds AVX512-FP16 where LLVM uses it (f16 arithmetic for Sapphire Rapids), so that
    such code is never run on a host without it."""
    if "avx512fp16" in cpu_targets.host_features():
        pytest.skip("this CPU has AVX512-FP16")
    text = """
func.func @main(%a: tensor<64xf16>, %b: tensor<64xf16>) -> tensor<64xf16> {
  %0 = stablehlo.multiply %a, %b : tensor<64xf16>
  %1 = stablehlo.add %0, %b : tensor<64xf16>
  return %1 : tensor<64xf16>
}"""
    _, unrunnable = cpu_targets.compile_for("sapphirerapids", text)
    assert any(line.startswith(("vmulph", "vmulsh")) for line in unrunnable)
    _, unrunnable = cpu_targets.compile_for("icelake-server", text)
    assert unrunnable == []


def test_an_unknown_cpu_is_refused():
    with pytest.raises(ValueError, match="unknown CPU 'pentium4'"):
        with cpu_targets.forced("pentium4"):
            pass


@pytest.mark.parametrize("cpu,width", [("skylake-avx512", 16), ("x86-64", 4)])
def test_as_a_pytest_plugin_the_tests_compile_for_the_chosen_cpu(cpu, width, monkeypatch):
    """`-p cpu_targets` with `$AIOPT_BENCH_CPU`: what compiles for the host compiles for that CPU instead."""
    from aiopt.runtime import jit

    monkeypatch.setattr(jit, "host_cpu", jit.host_cpu)  # restored after the test
    monkeypatch.delenv(jit.TARGET_CPU_VARIABLE, raising=False)
    monkeypatch.setenv(cpu_targets.BENCH_CPU_VARIABLE, cpu)
    if cpu_targets.lacking(cpu):
        pytest.skip(f"this CPU lacks some of {cpu}'s instructions")
    try:
        cpu_targets.pytest_configure(None)
    except JitError as err:
        pytest.skip(str(err))
    assert target_cpu()[0] == cpu and cpu_ukernels.vector_width(*target_cpu()) == width
    monkeypatch.setenv(cpu_targets.BENCH_CPU_VARIABLE, "sapphirerapids")
    if cpu_targets.lacking("sapphirerapids"):
        with pytest.raises(ValueError, match="which this CPU lacks"):
            cpu_targets.pytest_configure(None)
