"""`convert-linalg-matmul-to-gpu`: the shared-memory tiled kernel computes C += A @ B (issue 16).

The kernels run in the reference interpreter, whose threads of a block run
in lock step (barriers wait for the block), before and after kernel
outlining, on sizes that are and are not multiples of the tiles. Inputs are
small integers, so every order of summation gives the same f32 sums and
the comparison is exact. The PTX of the kernel assembles with `ptxas` for
sm_80 and sm_90 where `ptxas` is installed.
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from aiopt.dialects import gpu
from aiopt.lowering.linalg_matmul_to_gpu import ConvertLinalgMatmulToGpuPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.gpu_kernel_outlining import GpuKernelOutliningPass

CONTEXT = default_registry().make_context()

MATMUL = """func.func @main(%a: memref<MxKxf32>, %b: memref<KxNxf32>, %c: memref<MxNxf32>) {
  linalg.matmul ins(%a, %b : memref<MxKxf32>, memref<KxNxf32>) outs(%c : memref<MxNxf32>)
  return
}
"""

SMALL = {"tile_m": 8, "tile_n": 8, "tile_k": 4, "thread_m": 2, "thread_n": 2}
"""16 threads per block: small enough for the interpreter to run many blocks."""


BATCH_MATMUL = """func.func @main(%a: memref<BxMxKxf32>, %b: memref<BxKxNxf32>, %c: memref<BxMxNxf32>) {
  linalg.batch_matmul ins(%a, %b : memref<BxMxKxf32>, memref<BxKxNxf32>) outs(%c : memref<BxMxNxf32>)
  return
}
"""


def _text(m: int, n: int, k: int, batch: int = 0) -> str:
    text = BATCH_MATMUL.replace("Bx", f"{batch}x") if batch else MATMUL
    return text.replace("MxK", f"{m}x{k}").replace("KxN", f"{k}x{n}").replace("MxN", f"{m}x{n}")


def _lowered(m: int, n: int, k: int, tiling: dict, outline: bool, batch: int = 0):
    module = parse_module(CONTEXT, _text(m, n, k, batch), "matmul.mlir")
    ConvertLinalgMatmulToGpuPass(**tiling).apply(CONTEXT, module)
    if outline:
        GpuKernelOutliningPass().apply(CONTEXT, module)
    module = parse_module(CONTEXT, str(module), "lowered.mlir")  # what it prints reads back
    verify_operation(module)
    assert not any(op.name.startswith("linalg.") for op in module.walk())
    return module


def _check(module, m: int, n: int, k: int, seed: int, batch: int = 0) -> None:
    rng = np.random.default_rng(seed)
    prefix = (batch,) if batch else ()
    a = rng.integers(-8, 8, (*prefix, m, k)).astype(np.float32)
    b = rng.integers(-8, 8, (*prefix, k, n)).astype(np.float32)
    c = rng.integers(-100, 100, (*prefix, m, n)).astype(np.float32)
    expected = c + a.astype(np.float64) @ b
    run_function(module, "main", [a, b, c])
    np.testing.assert_array_equal(c, expected)


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
@pytest.mark.parametrize(
    "m, n, k",
    [(8, 8, 4), (16, 24, 12), (13, 11, 7), (1, 1, 1), (9, 17, 3), (5, 3, 10)],
    ids=["one-tile", "tiles", "ragged", "scalar", "k-below-tile", "k-above-tile"],
)
def test_small_tiles(m, n, k, outline):
    _check(_lowered(m, n, k, SMALL, outline), m, n, k, m * 100 + n * 10 + k)


def test_default_tiles_ragged_edges():
    """The default 64 x 64 x 16 tiles, 16 x 16 threads with 4 x 4 sums each, on one block that C does not fill."""
    _check(_lowered(40, 50, 20, {}, outline=True), 40, 50, 20, 7)


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
def test_batch_matmul(outline):
    """One grid z index per batch: each batch's product in its own slice."""
    _check(_lowered(9, 13, 6, SMALL, outline, batch=3), 9, 13, 6, 11, batch=3)


CONV = """func.func @main(%i: memref<2x9x10x3xf32>, %f: memref<3x2x3x5xf32>, %o: memref<2x4x8x5xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%i, %f : memref<2x9x10x3xf32>, memref<3x2x3x5xf32>) outs(%o : memref<2x4x8x5xf32>)
  return
}
"""


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
def test_convolution_as_implicit_gemm(outline):
    """Strides (2, 1) and dilations (1, 2): M = 64 pixels, K = 18 window elements, N = 5 channels."""
    rng = np.random.default_rng(5)
    inputs = [rng.integers(-4, 4, s).astype(np.float32) for s in ((2, 9, 10, 3), (3, 2, 3, 5), (2, 4, 8, 5))]
    results = []
    for lower in (False, True):
        module = parse_module(CONTEXT, CONV, "conv.mlir")
        if lower:
            ConvertLinalgMatmulToGpuPass(**SMALL).apply(CONTEXT, module)
            if outline:
                GpuKernelOutliningPass().apply(CONTEXT, module)
            module = parse_module(CONTEXT, str(module), "lowered.mlir")
            assert not any(op.name.startswith("linalg.") for op in module.walk())
        verify_operation(module)
        buffers = [x.copy() for x in inputs]
        run_function(module, "main", buffers)
        results.append(buffers[2])
    np.testing.assert_array_equal(results[1], results[0])
    assert np.abs(results[0] - inputs[2]).max() > 0  # the convolution added something


def test_rectangular_thread_tiles():
    """More threads in y than in x and a K step that takes two loads per thread for A."""
    tiling = {"tile_m": 16, "tile_n": 8, "tile_k": 8, "thread_m": 2, "thread_n": 4}
    _check(_lowered(19, 21, 17, tiling, outline=False), 19, 21, 17, 3)


def _ptx(chip: str, text: str) -> str:
    from aiopt.runtime.compiler import _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager

    module = parse_module(CONTEXT, text, "matmul.mlir")
    features = {"sm_90": "+ptx80", "sm_80": "+ptx70"}[chip]
    pipeline = (
        "convert-linalg-matmul-to-gpu,canonicalize,gpu-kernel-outlining,lower-affine,convert-scf-to-cf,"
        f"nvvm-attach-target{{chip={chip} features={features} O=3}},convert-gpu-to-nvvm,"
        "reconcile-unrealized-casts,gpu-module-to-binary{format=isa}"
    )
    _run_passes(default_registry(), module, pipeline, "", {}, DiagnosticEngine(SourceManager()))
    (binary,) = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    return binary.objects.data[0].object.data


@pytest.mark.parametrize("program", ["matmul", "batch_matmul", "conv"])
@pytest.mark.parametrize("chip", ["sm_90", "sm_80"])
def test_kernel_assembles(chip, program):
    text = {"matmul": _text(100, 130, 70), "batch_matmul": _text(100, 130, 70, batch=3), "conv": CONV}[program]
    ptx = _ptx(chip, text)
    assert "bar.sync" in ptx and ".shared" in ptx and "fma.rn.f32" in ptx
    if (ptxas := shutil.which("ptxas")) is None:
        pytest.skip("ptxas is not installed")
    result = subprocess.run([ptxas, f"-arch={chip}", "-", "-o", "/dev/null"], input=ptx, capture_output=True,
                            text=True, check=False)  # fmt: skip
    assert result.returncode == 0, result.stderr
