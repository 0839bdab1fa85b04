"""linalg-tile keeps what contractions compute: tiled programs are compiled and compared with numpy.

Partial tiles (sizes that the tiles do not divide), dynamic sizes, the
reduction unrolled in the tile body, batch and transposed contractions and
integer matmuls (exact) run through the CPU pipeline from the buffer level,
with `linalg-tile` options in place of the default ones. Without `contract`
the unrolled body adds in the order of the reduction, so the results are bit
for bit those of the untiled loops.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.hlo_to_cpu_pipeline import stage_pipeline
from aiopt.transforms.linalg_tile import LinalgTilePass

MATMUL = """
func.func @main(%a: memref<{a}>, %b: memref<{b}>, %c: memref<{c}>) {{
  linalg.matmul ins(%a, %b : memref<{a}>, memref<{b}>) outs(%c : memref<{c}>)
  func.return
}}"""

TRANSPOSED = """
func.func @main(%a: memref<{m}x{k}xf32>, %b: memref<{n}x{k}xf32>, %c: memref<{m}x{n}xf32>) {{
  linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%a, %b : memref<{m}x{k}xf32>, memref<{n}x{k}xf32>) outs(%c : memref<{m}x{n}xf32>) {{
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }}
  func.return
}}"""

BATCH = """
func.func @main(%a: memref<3x20x24xf32>, %b: memref<3x24x36xf32>, %c: memref<3x20x36xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x20x24xf32>, memref<3x24x36xf32>) outs(%c : memref<3x20x36xf32>)
  func.return
}"""


def pipeline(options: str, parallel: bool = True) -> str:
    """The CPU pipeline from buffers, with `linalg-tile{options}`."""
    default = "linalg-tile{split-reduction=true}" if parallel else "linalg-tile{loop-type=for}"
    loop_type = "" if parallel else " loop-type=for"
    return stage_pipeline("buffers", parallel).replace(default, f"linalg-tile{{{options}{loop_type}}}")


def run(text: str, options: str, inputs: list[np.ndarray], out_shape, parallel: bool = True) -> np.ndarray:
    out = np.zeros(out_shape, inputs[0].dtype)
    compile(text, pipeline=pipeline(options, parallel), cache=False).call(*inputs, out)
    return out


def matrices(*shapes, dtype=np.float32, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind == "i":
        return [rng.integers(-50, 50, size=s).astype(dtype) for s in shapes]
    return [rng.standard_normal(s).astype(dtype) for s in shapes]


@pytest.mark.parametrize(
    "options",
    [
        "tile-sizes=32,64,16 unroll=1",
        "tile-sizes=7,5,3",
        "tile-sizes=16,0,8 unroll=4 unroll-rows=1",
        "tile-sizes=10,0,8 unroll=4 unroll-rows=5",
        "tile-sizes=0,32,0 unroll=2 unroll-rows=2",
    ],
)
@pytest.mark.parametrize("parallel", [True, False])
def test_matmul_tiles(options: str, parallel: bool) -> None:
    a, b = matrices((50, 40), (40, 70))
    text = MATMUL.format(a="50x40xf32", b="40x70xf32", c="50x70xf32")
    np.testing.assert_allclose(run(text, options, [a, b], (50, 70), parallel), a @ b, rtol=1e-4, atol=1e-4)


def test_unrolled_without_contract_is_bit_identical_to_untiled() -> None:
    a, b = matrices((33, 64), (64, 45))
    text = MATMUL.format(a="33x64xf32", b="64x45xf32", c="33x45xf32")
    tiled = run(text, "tile-sizes=8,16,32 unroll=4 unroll-rows=2 contract=false", [a, b], (33, 45))
    untiled = run(text, "tile-sizes=0,0,0", [a, b], (33, 45))
    assert np.array_equal(tiled, untiled)
    np.testing.assert_allclose(tiled, a @ b, rtol=1e-4, atol=1e-4)


def test_integer_matmul_is_exact() -> None:
    a, b = matrices((24, 32), (32, 40), dtype=np.int32)
    text = MATMUL.format(a="24x32xi32", b="32x40xi32", c="24x40xi32")
    np.testing.assert_array_equal(run(text, "tile-sizes=8,16,8", [a, b], (24, 40)), a @ b)


def test_dynamic_sizes() -> None:
    a, b = matrices((19, 12), (12, 23))
    text = MATMUL.format(a="?x12xf32", b="12x?xf32", c="?x?xf32")
    np.testing.assert_allclose(run(text, "tile-sizes=8,8,4", [a, b], (19, 23)), a @ b, rtol=1e-4, atol=1e-4)


def test_transposed_operand_and_batch() -> None:
    a, b = matrices((30, 20), (25, 20))
    text = TRANSPOSED.format(m=30, n=25, k=20)
    np.testing.assert_allclose(run(text, "tile-sizes=8,16,8", [a, b], (30, 25)), a @ b.T, rtol=1e-4, atol=1e-4)
    a, b = matrices((3, 20, 24), (3, 24, 36), seed=1)
    np.testing.assert_allclose(run(BATCH, "tile-sizes=1,8,16,8", [a, b], (3, 20, 36)), a @ b, rtol=1e-4, atol=1e-4)


def test_default_cache_tiles() -> None:
    """The default pipeline tiles a matmul of 2^20 iterations or more (16 x 512 x 128 tiles; rows and
    reduction unrolled by 4)."""
    a, b = matrices((48, 256), (256, 1024))
    text = MATMUL.format(a="48x256xf32", b="256x1024xf32", c="48x1024xf32")
    module = parse_module(default_registry().make_context(), text, "matmul.mlir")
    LinalgTilePass().apply(default_registry().make_context(), module)
    views = [op.results[0].type for op in module.walk() if op.name == "memref.subview"]
    assert [v.get_shape() for v in views] == [(4, 32)] * 16 + [(32, 512)] * 4 + [(4, 512)] * 4
    out = np.zeros((48, 1024), np.float32)
    compile(text, cache=False).call(a, b, out)
    np.testing.assert_allclose(out, a @ b, rtol=1e-4, atol=1e-4)


def test_dynamic_operands_of_a_static_output() -> None:
    """Sizes known from the output only: the untiled rows and columns are still unrolled."""
    a, b = matrices((12, 16), (16, 20))
    text = """
func.func @main(%a: memref<?x16xf32>, %b: memref<16x?xf32>, %c: memref<12x20xf32>) {
  linalg.matmul ins(%a, %b : memref<?x16xf32>, memref<16x?xf32>) outs(%c : memref<12x20xf32>)
  func.return
}"""
    out = run(text, "tile-sizes=0,0,8 unroll=4 unroll-rows=4", [a, b], (12, 20))
    np.testing.assert_allclose(out, a @ b, rtol=1e-5, atol=1e-5)
