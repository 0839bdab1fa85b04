"""bf16/f16 dots and convolutions compiled by the CPU pipeline (summed in f32 by
`mhlo-upcast-narrow-float-contractions`, on the f32 micro-kernel) give the interpreter's numbers, which
sum in f64 and round once: equal but where the f32 sum lies within an f32 rounding of a tie of the narrow
type (then one unit in the last place apart). Summed in the narrow type, as the linalg bodies would, a
256-term bf16 dot is off by many units."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.lowering.linalg_to_cpu_ukernels import MATMUL_F32
from aiopt.reference.hlo import round_to_bf16
from aiopt.runtime.compiler import compile


def _units_apart(got: np.ndarray, want: np.ndarray, element: str) -> np.ndarray:
    """How many values of the narrow type lie between each pair (same-sign finite values)."""
    if element == "bf16":
        to_bits = lambda x: (np.asarray(x, np.float32).view(np.int32) >> 16).astype(np.int64)  # noqa: E731
    else:
        to_bits = lambda x: np.asarray(x, np.float16).view(np.int16).astype(np.int64)  # noqa: E731
    return np.abs(to_bits(got) - to_bits(want))


def _inputs(shapes, element: str, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    arrays = [rng.uniform(0.5, 2.0, shape).astype(np.float32) for shape in shapes]  # positive: no cancellation
    return [round_to_bf16(a) if element == "bf16" else a.astype(np.float16) for a in arrays]


@pytest.mark.parametrize("element", ["bf16", "f16"])
def test_dot_general_sums_in_f32(element):
    text = f"""
func.func @main(%a: tensor<64x256x{element}>, %b: tensor<256x48x{element}>) -> tensor<64x48x{element}> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x256x{element}>, tensor<256x48x{element}>) -> tensor<64x48x{element}>
  return %0 : tensor<64x48x{element}>
}}"""
    inputs = _inputs([(64, 256), (256, 48)], element, 1)
    (expected,) = interpret(text, inputs)
    compiled = compile(text, cache=False)
    assert f"@{MATMUL_F32}(" in compiled.llvm_ir
    apart = _units_apart(compiled(*inputs), expected, element)
    assert apart.max() <= 1 and (apart == 0).mean() > 0.95


@pytest.mark.parametrize("element", ["bf16", "f16"])
def test_convolution_sums_in_f32(element):
    text = f"""
func.func @main(%x: tensor<2x10x10x16x{element}>, %w: tensor<3x3x16x32x{element}>) -> tensor<2x8x8x32x{element}> {{
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{}}
    {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<2x10x10x16x{element}>, tensor<3x3x16x32x{element}>) -> tensor<2x8x8x32x{element}>
  return %0 : tensor<2x8x8x32x{element}>
}}"""
    inputs = _inputs([(2, 10, 10, 16), (3, 3, 16, 32)], element, 2)
    (expected,) = interpret(text, inputs)
    compiled = compile(text, cache=False)
    assert f"@{MATMUL_F32}(" in compiled.llvm_ir
    apart = _units_apart(compiled(*inputs), expected, element)
    assert apart.max() <= 1 and (apart == 0).mean() > 0.95
