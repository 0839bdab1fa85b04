"""convert-gpu-to-nvvm's `arith.remf` (`RemFExpansion`) and wide-shift clamp (`WideShiftAmountClamp`), run without a GPU.

`arith.remf` in a kernel becomes the exact integer expansion of `aiopt.transforms.remf_expansion` (upstream
calls libdevice's `__nv_fmodf`; NVPTX's own `frem` is `x - y * trunc(x / y)`). The expansion, in a function
body (a loop of blocks) and in an scf.for body (unrolled), is compiled by the LLVM JIT for this CPU (the same
IEEE arithmetic as the GPU) and must give numpy's `fmod` bit for bit, signed zeros, subnormals, quotients up
to 2^2000, infinities and NaNs included; the reference interpreter runs the expanded code to the same bits.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import binary_loop_kernel, run_compiled
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.lowering.gpu_to_nvvm import RemFExpansion, VecOpToScalarOp, WideShiftAmountClamp
from aiopt.lowering.scf_to_cf import ConvertScfToCfPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

pytest.importorskip("aiopt.runtime.jit")
pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def _operands(dtype) -> tuple[np.ndarray, np.ndarray]:
    """Pairs that reach every branch: random magnitudes over the whole exponent range (subnormals too), exact
    multiples, |x| < |y|, equal magnitudes, zeros, infinities and NaNs of both signs."""
    rng = np.random.default_rng(7)
    info = np.finfo(dtype)
    bits = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64}[dtype]
    n = 400
    x = rng.integers(0, np.iinfo(bits).max, n, dtype=bits, endpoint=True).view(dtype)
    y = rng.integers(0, np.iinfo(bits).max, n, dtype=bits, endpoint=True).view(dtype)
    y[:50] = x[:50] / dtype(3)  # quotients near 3
    y[50:100] = rng.uniform(0.5, 8, 50).astype(dtype) * np.sign(rng.uniform(-1, 1, 50)).astype(dtype)
    with np.errstate(over="ignore"):
        x[100:120] = y[100:120] * dtype(7)  # exact multiples: a signed zero
    x[120:140] = -y[120:140]
    x[140:160] = info.smallest_subnormal * rng.integers(1, 1000, 20).astype(dtype)
    y[160:180] = info.smallest_subnormal * rng.integers(1, 1000, 20).astype(dtype)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, info.max, info.tiny], dtype)
    grid_x, grid_y = np.meshgrid(specials, specials)
    x = np.concatenate([x, grid_x.ravel(), np.array([-5.0, 5.0, 1e4, -1e4], dtype)])
    y = np.concatenate([y, grid_y.ravel(), np.array([-1.0, -1.0, 3.0, 3.0], dtype)])
    return x, y


def _expanded(element: str, n: int, in_blocks: bool):
    module = parse_module(CONTEXT, binary_loop_kernel("arith.remf", n, element), "kernel.mlir")
    if in_blocks:
        ConvertScfToCfPass().apply(CONTEXT, module)
    PatternRewriteWalker(GreedyRewritePatternApplier([RemFExpansion()])).rewrite_module(module)
    text = str(module)
    assert "arith.remf" not in text and "arith.remui" in text
    assert ("cf.cond_br" in text) == in_blocks
    return module


def _same_bits(actual: np.ndarray, expected: np.ndarray) -> None:
    nan = np.isnan(expected)
    assert np.array_equal(np.isnan(actual), nan)
    width = {2: np.uint16, 4: np.uint32, 8: np.uint64}[expected.dtype.itemsize]
    differ = np.flatnonzero(actual[~nan].view(width) != expected[~nan].view(width))
    assert differ.size == 0, [(actual[~nan][i], expected[~nan][i]) for i in differ[:5]]


@pytest.mark.parametrize(
    "element, in_blocks",
    # f64 unrolled (186 steps: 4 s of JIT) is f32's unrolled code with more steps; f64's loop runs all of them.
    [("f16", True), ("f32", True), ("f64", True), ("f16", False), ("f32", False)],
    ids=["f16-loop", "f32-loop", "f64-loop", "f16-unrolled", "f32-unrolled"],
)
def test_remf_expansion_is_fmod_bit_for_bit(element: str, in_blocks: bool):
    x, y = _operands(DTYPES[element])
    module = _expanded(element, x.size, in_blocks)
    with np.errstate(invalid="ignore"):
        expected = np.fmod(x, y)
    (compiled,) = run_compiled(module, "main", [x, y], 1)
    _same_bits(compiled, expected)
    interpreted = np.zeros_like(x)
    run_function(module, "main", [x, y, interpreted])
    _same_bits(interpreted, expected)


def test_remf_on_bf16_and_vectors_is_unrolled_and_expanded():
    """A vector remf is unrolled to scalars (VecOpToScalarOp), each expanded; bf16 is computed in f32."""
    text = """
func.func @main(%x: vector<2xbf16>, %y: vector<2xbf16>) -> vector<2xbf16> {
  %r = arith.remf %x, %y : vector<2xbf16>
  return %r : vector<2xbf16>
}"""
    module = parse_module(CONTEXT, text, "kernel.mlir")
    PatternRewriteWalker(GreedyRewritePatternApplier([VecOpToScalarOp(), RemFExpansion()])).rewrite_module(module)
    printed = str(module)
    assert "arith.remf" not in printed
    assert printed.count("arith.truncf") == 2 and printed.count("arith.extf") == 4


@pytest.mark.parametrize("op", ["arith.shli", "arith.shrui", "arith.shrsi"])
def test_wide_shift_amounts_are_clamped(op: str):
    """i64 shifts by a computed amount get `minui(amount, 63)`; i32 and constant amounts are left alone."""
    text = f"""
func.func @main(%x: i64, %n: i64, %a: i32, %b: i32) -> (i64, i64, i32) {{
  %c3 = arith.constant 3 : i64
  %0 = {op} %x, %n : i64
  %1 = {op} %x, %c3 : i64
  %2 = {op} %a, %b : i32
  return %0, %1, %2 : i64, i64, i32
}}"""
    module = parse_module(CONTEXT, text, "kernel.mlir")
    PatternRewriteWalker(GreedyRewritePatternApplier([WideShiftAmountClamp()])).rewrite_module(module)
    printed = str(module)
    assert printed.count("arith.minui") == 1 and "arith.constant 63 : i64" in printed
    assert printed.count(op) == 3
