"""Large constants reach the JIT as bytes (`translate_to_llvmir(raw_constants=True)`), with the same results.

The JIT's LLVM IR writes a global array of at least `RAW_CONSTANT_ELEMENTS` raw-data elements as `[n x i8]
c"..."`: LLVM parses a million float literals in seconds, their bytes in milliseconds (a 4 MB weight: 8 s of
compile time before, 1.6 s after). `ai-translate` keeps upstream's element literals. Each element type and
shape below is compiled and compared with the reference interpreter, bit for bit.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.hlo import round_to_bf16
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.targets.mlir_to_llvmir import RAW_CONSTANT_ELEMENTS, translate_to_llvmir

CONTEXT = default_registry().make_context()
DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i8": np.int8, "i16": np.int16,
          "i32": np.int32, "i64": np.int64, "ui8": np.uint8}  # fmt: skip


def _program(element: str, shape: tuple[int, ...], values: np.ndarray | None) -> str:
    """@main(%x) = %x + a constant of `shape` (its `values` as hex, or a splat of 3 where None)."""
    tensor = f"tensor<{'x'.join(map(str, shape))}x{element}>"
    literal = '"0x' + values.tobytes().hex().upper() + '"' if values is not None else "3"
    add = "stablehlo.add"
    return f"""func.func @main(%x: {tensor}) -> {tensor} {{
  %w = stablehlo.constant dense<{literal}> : {tensor}
  %0 = {add} %x, %w : {tensor}
  return %0 : {tensor}
}}"""


def _values(element: str, shape: tuple[int, ...], rng) -> np.ndarray:
    dtype = DTYPES[element]
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        return rng.integers(info.min // 4, info.max // 4, shape, endpoint=True).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


@pytest.mark.parametrize("element", sorted(DTYPES))
@pytest.mark.parametrize("shape", [(RAW_CONSTANT_ELEMENTS,), (37, 29), (RAW_CONSTANT_ELEMENTS - 1,)])
def test_large_constants_compile_to_the_interpreters_results(element: str, shape: tuple[int, ...]):
    rng = np.random.default_rng(len(shape) * 100 + shape[0])
    text = _program(element, shape, _values(element, shape, rng))
    x = _values(element, shape, rng)
    (expected,) = run_function(parse_module(CONTEXT, text, "const.mlir"), "main", [x.copy()])
    np.testing.assert_array_equal(compile(text, cache=False)(x), expected)


def test_a_large_splat_and_a_bf16_constant_compile_to_the_interpreters_results():
    rng = np.random.default_rng(5)
    for text, x in [
        (_program("f32", (64, 64), None), rng.standard_normal((64, 64)).astype(np.float32)),
        (_program("bf16", (300,), None), round_to_bf16(rng.standard_normal(300).astype(np.float32))),
    ]:
        (expected,) = run_function(parse_module(CONTEXT, text, "const.mlir"), "main", [x.copy()])
        np.testing.assert_array_equal(compile(text, cache=False)(x), expected)


def test_only_the_jit_text_writes_bytes():
    """A lowered global of 300 f32: `[1200 x i8] c"..."`, 64-byte aligned, in the JIT's text; upstream's
    `[300 x float] [float ...]` in the default (ai-translate's) text, and for a global under the threshold."""
    values = np.arange(300, dtype=np.float32)
    text = f"""llvm.mlir.global private constant @w(dense<{values.tolist()}> : tensor<300xf32>) : !llvm.array<300 x f32>
llvm.mlir.global private constant @small(dense<1.0> : tensor<4xf32>) : !llvm.array<4 x f32>"""
    module = parse_module(CONTEXT, text, "globals.mlir")
    raw = translate_to_llvmir(module, raw_constants=True)
    upstream = translate_to_llvmir(module)
    assert '@w = private constant [1200 x i8] c"\\00\\00\\00\\00\\00\\00\\80\\3F\\00\\00\\00\\40' in raw
    assert ", align 64" in raw.split("@w =", 1)[1].splitlines()[0]
    assert "@small = private constant [4 x float] [float 0x3FF0000000000000" in raw
    assert "@w = private constant [300 x float] [float 0x0000000000000000, float 0x3FF0000000000000" in upstream
    assert 'c"' not in upstream
