"""`convert-linalg-matmul-to-gpu`: the shared-memory tiled kernel computes C += A @ B (issue 16).

The kernels run in the reference interpreter, whose threads of a block run
in lock step (barriers wait for the block), before and after kernel
outlining, on sizes that are and are not multiples of the tiles. Inputs are
small integers, so every order of summation gives the same f32 sums and
the comparison is exact. The PTX of the kernel assembles with `ptxas` for
sm_80 and sm_90 where `ptxas` is installed.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from gpu_testing import PTXAS, lowered, ptxas_errors

from aiopt.dialects import gpu
from aiopt.lowering.linalg_matmul_to_gpu import ConvertLinalgMatmulToGpuPass
from aiopt.reference.gpu import round_to_tf32
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

VECTOR = {"tile_m": 8, "tile_n": 16, "tile_k": 8, "thread_m": 2, "thread_n": 4}
"""16 threads per block whose 8 x 8 A tile and 8 x 16 B tile split into groups of 4 evenly: vectorized copies."""


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


@pytest.mark.parametrize("tiling", [SMALL, VECTOR], ids=["small", "vector-tiles"])
@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
def test_convolution_as_implicit_gemm(outline, tiling):
    """Strides (2, 1) and dilations (1, 2): M = 64 pixels, K = 18 window elements, N = 5 channels (with the
    VECTOR tiles, rows of 5 filter elements: the scalar copies)."""
    rng = np.random.default_rng(5)
    inputs = [rng.integers(-4, 4, s).astype(np.float32) for s in ((2, 9, 10, 3), (3, 2, 3, 5), (2, 4, 8, 5))]
    results = []
    for lower in (False, True):
        module = parse_module(CONTEXT, CONV, "conv.mlir")
        if lower:
            ConvertLinalgMatmulToGpuPass(**tiling).apply(CONTEXT, module)
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


F16_MATMUL = """func.func @main(%a: memref<BxMxKxf16>, %b: memref<BxKxNxf16>, %c: memref<BxMxNxf32>) {
  linalg.OP ins(%a, %b : memref<BxMxKxf16>, memref<BxKxNxf16>) outs(%c : memref<BxMxNxf32>)
  return
}
"""


def _f16_text(m: int, n: int, k: int, batch: int = 0, element: str = "f16") -> str:
    text = F16_MATMUL.replace("OP", "batch_matmul" if batch else "matmul").replace("Bx", f"{batch}x" if batch else "")
    text = text.replace("xf16>", f"x{element}>")
    return text.replace("MxK", f"{m}x{k}").replace("KxN", f"{k}x{n}").replace("MxN", f"{m}x{n}")


@pytest.mark.parametrize(
    "m, n, k, batch, outline, element",
    [(37, 45, 29, 0, False, "f16"), (64, 64, 32, 0, True, "f16"), (5, 70, 16, 0, False, "f16"),
     (20, 9, 40, 2, True, "f16"), (37, 45, 29, 0, False, "bf16"), (20, 9, 40, 2, True, "bf16")],
    ids=["ragged", "exact-outlined", "wide", "batch-outlined", "bf16-ragged", "bf16-batch-outlined"],
)  # fmt: skip
def test_tensor_cores(m, n, k, batch, outline, element, monkeypatch):
    """f16 or bf16 into f32 on tensor cores: each warp's nvvm.mma.sync run by the interpreter from its 32
    lanes' registers (PTX's fragment layout; bf16 pairs bitcast to i32), against the linalg op as written.
    Where K is a multiple of 8, the A tile's groups of 8 inside A are 128-bit copies."""
    from aiopt.reference import vector

    window, loads = vector._window, []
    monkeypatch.setattr(vector, "_window", lambda op, *args: (loads.append(op.name), window(op, *args))[1])
    rng = np.random.default_rng(m + n + k)
    prefix = (batch,) if batch else ()
    dtype = np.float16 if element == "f16" else np.float32  # the interpreter holds bf16 in float32
    inputs = [rng.integers(-8, 8, (*prefix, m, k)).astype(dtype),
              rng.integers(-8, 8, (*prefix, k, n)).astype(dtype),
              rng.integers(-50, 50, (*prefix, m, n)).astype(np.float32)]  # fmt: skip
    results = []
    for lower in (False, True):
        module = parse_module(CONTEXT, _f16_text(m, n, k, batch, element), "f16.mlir")
        if lower:
            ConvertLinalgMatmulToGpuPass(tensor_cores=True).apply(CONTEXT, module)
            if outline:
                GpuKernelOutliningPass().apply(CONTEXT, module)
            module = parse_module(CONTEXT, str(module), "lowered.mlir")
            assert sum(op.name == "nvvm.mma.sync" for op in module.walk()) == 8
            assert not any(op.name.startswith("linalg.") for op in module.walk())
        verify_operation(module)
        buffers = [x.copy() for x in inputs]
        run_function(module, "main", buffers)
        results.append(buffers[2])
    np.testing.assert_array_equal(results[1], results[0])
    groups = sum(1 for k0 in range(0, k, 16) for c in (0, 8) if k0 + c + 7 < k) if k % 8 == 0 else 0
    assert loads.count("vector.load") == (batch or 1) * m * groups * -(-n // 64)  # rows inside, per block column


def test_f16_matmul_without_tensor_cores_is_left_alone():
    module = parse_module(CONTEXT, _f16_text(16, 16, 16), "f16.mlir")
    ConvertLinalgMatmulToGpuPass().apply(CONTEXT, module)
    assert any(op.name == "linalg.matmul" for op in module.walk())


def test_rectangular_thread_tiles():
    """More threads in y than in x and a K step that takes two loads per thread for A."""
    tiling = {"tile_m": 16, "tile_n": 8, "tile_k": 8, "thread_m": 2, "thread_n": 4}
    _check(_lowered(19, 21, 17, tiling, outline=False), 19, 21, 17, 3)


def _check_counting_vector_loads(module, operands: list[np.ndarray], monkeypatch) -> int:
    """Run `main` on A, B, C (C += A @ B checked exactly); the number of vector.load the threads ran."""
    from aiopt.reference import vector

    window = vector._window
    loads = []

    def counting(op, *args):
        if op.name == "vector.load":
            loads.append(op)
        return window(op, *args)

    monkeypatch.setattr(vector, "_window", counting)
    a, b, c = operands
    expected = c + a.astype(np.float64) @ b
    run_function(module, "main", [a, b, c])
    np.testing.assert_array_equal(c, expected)
    return len(loads)


def _inputs(shapes, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.integers(-8, 8, shape).astype(np.float32) for shape in shapes]


def _groups_inside(m: int, n: int, k: int) -> tuple[int, int]:
    """The groups of 4 of the A and of the B tiles (VECTOR tiling) that lie inside A (M x K) and B (K x N),
    over all blocks and K steps: the vector.loads of A and B the kernel should run where rows are aligned."""
    tm, tn, tk = VECTOR["tile_m"], VECTOR["tile_n"], VECTOR["tile_k"]
    grid_x, grid_y = -(-n // tn), -(-m // tm)
    a = b = 0
    for k0 in range(0, k, tk):
        a_rows = sum(min(tm, m - row0) for row0 in range(0, m, tm))  # over the grid's block rows
        a += a_rows * sum(1 for c in range(0, tk, 4) if k0 + c + 3 < k) * grid_x
        b_columns = sum(1 for col0 in range(0, n, tn) for c in range(0, tn, 4) if col0 + c + 3 < n)
        b += min(tk, k - k0) * b_columns * grid_y
    return a, b


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
@pytest.mark.parametrize(
    "m, n, k",
    [(8, 16, 8), (16, 32, 16), (13, 20, 12), (9, 18, 8), (9, 17, 10), (5, 12, 9)],
    ids=["one-tile", "tiles", "ragged-m", "ragged-n", "rows-not-multiples-of-4", "ragged-k"],
)
def test_vectorized_tile_copies(m, n, k, outline, monkeypatch):
    """Groups of 4 inside A and B are copied with vector.load, the rest element by element with zero padding;
    rows whose length is not a multiple of 4 (K for A, N for B) are copied element by element only."""
    module = _lowered(m, n, k, VECTOR, outline)
    assert any(op.name == "vector.load" for op in module.walk())
    loads = _check_counting_vector_loads(module, _inputs([(m, k), (k, n), (m, n)], m + n + k), monkeypatch)
    a, b = _groups_inside(m, n, k)
    assert loads == (a if k % 4 == 0 else 0) + (b if n % 4 == 0 else 0)
    assert (loads == 0) == ((m, n, k) == (9, 17, 10))


def test_vectorized_batch_matmul(monkeypatch):
    """Batch 3 of 8 x 8 @ 8 x 16: every group of every batch is one vector.load (2 of A and 2 of B per thread)."""
    module = _lowered(8, 16, 8, VECTOR, outline=True, batch=3)
    loads = _check_counting_vector_loads(module, _inputs([(3, 8, 8), (3, 8, 16), (3, 8, 16)], 4), monkeypatch)
    assert loads == 3 * (16 + 32)


def test_unaligned_views_take_the_scalar_copies(monkeypatch):
    """A and B starting 4 bytes past a 16-byte boundary (numpy views one element into their buffers): the
    run-time check of the rows' alignment sends every group to the scalar copy, with the same result."""
    module = _lowered(8, 16, 8, VECTOR, outline=False)
    a, b, c = _inputs([(8, 8), (8, 16), (8, 16)], 9)
    views = []
    for x in (a, b):
        buffer = np.empty(x.size + 1, np.float32)
        assert buffer.__array_interface__["data"][0] % 16 == 0
        view = buffer[1:].reshape(x.shape)
        view[...] = x
        views.append(view)
    assert _check_counting_vector_loads(module, [*views, c], monkeypatch) == 0
    aligned = _check_counting_vector_loads(module, _inputs([(8, 8), (8, 16), (8, 16)], 9), monkeypatch)
    assert aligned == 16 + 32


CONV_F8 = """func.func @main(%i: memref<1x6x6x4xf32>, %f: memref<3x3x4x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%i, %f : memref<1x6x6x4xf32>, memref<3x3x4x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}
"""


@pytest.mark.parametrize("outline", [False, True], ids=["launch", "outlined"])
def test_convolution_filter_tile_is_vectorized(outline, monkeypatch):
    """An implicit GEMM with F = 8 output channels (M = 16, K = 36): the filter's rows (F consecutive
    elements) are copied in 128-bit groups where they lie inside it, the input's gathered A element by element."""
    rng = np.random.default_rng(8)
    inputs = [rng.integers(-4, 4, s).astype(np.float32) for s in ((1, 6, 6, 4), (3, 3, 4, 8), (1, 4, 4, 8))]
    expected = [x.copy() for x in inputs]
    run_function(parse_module(CONTEXT, CONV_F8, "conv.mlir"), "main", expected)
    module = parse_module(CONTEXT, CONV_F8, "conv.mlir")
    ConvertLinalgMatmulToGpuPass(**VECTOR).apply(CONTEXT, module)
    if outline:
        GpuKernelOutliningPass().apply(CONTEXT, module)
    module = parse_module(CONTEXT, str(module), "lowered.mlir")
    verify_operation(module)
    loaded = [op.operands[0] for op in module.walk() if op.name == "vector.load"]
    assert len(loaded) == 1  # the filter's copy only
    from aiopt.reference import vector

    window, loads = vector._window, []
    monkeypatch.setattr(vector, "_window", lambda op, *args: (loads.append(op.name), window(op, *args))[1])
    buffers = [x.copy() for x in inputs]
    run_function(module, "main", buffers)
    np.testing.assert_array_equal(buffers[2], expected[2])
    assert loads.count("vector.load") == _groups_inside(16, 8, 36)[1] == 144


def _run(module, pipeline: str) -> None:
    from aiopt.runtime.compiler import _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager

    _run_passes(default_registry(), module, pipeline, "", {}, DiagnosticEngine(SourceManager()))


def _nvvm(chip: str, text: str, options: str = "tensor-cores=true"):
    """The program through convert-gpu-to-nvvm for `chip`, convert-linalg-matmul-to-gpu run with `options` (the
    passes before nvvm-attach-target run once for both chips: `gpu_testing.lowered`)."""

    features = {"sm_90": "+ptx80", "sm_80": "+ptx70"}[chip]
    shared = [f"convert-linalg-matmul-to-gpu{{{options}}}", "canonicalize", "gpu-kernel-outlining", "lower-affine",
              "convert-scf-to-cf"]  # fmt: skip
    passes = [f"nvvm-attach-target{{chip={chip} features={features} O=3}}", "convert-gpu-to-nvvm",
              "reconcile-unrealized-casts"]  # fmt: skip
    return lowered(text, shared + passes, len(shared), _run)


def _binary_ptx(module) -> str:
    """The PTX of the kernel of `module` (after convert-gpu-to-nvvm)."""
    _run(module, "gpu-module-to-binary{format=isa}")
    (binary,) = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    return binary.objects.data[0].object.data


def _ptx(chip: str, text: str, options: str = "tensor-cores=true") -> str:
    """The kernel's PTX, convert-linalg-matmul-to-gpu run with `options`."""
    return _binary_ptx(_nvvm(chip, text, options))


@pytest.mark.parametrize("program", ["matmul", "batch_matmul", "conv", "conv-f8", "f16", "f16-batch", "f16-k64", "bf16",
                                     "bf16-k64", "tf32", "tf32-batch", "tf32-k64", "tf32-conv", "tf32-conv-f8"])
@pytest.mark.parametrize("chip", ["sm_90", "sm_80"])
def test_kernel_assembles(chip, program):
    text = {"matmul": _text(100, 130, 70), "batch_matmul": _text(100, 130, 70, batch=3), "conv": CONV, "conv-f8": CONV_F8,
            "f16": _f16_text(100, 130, 70), "f16-batch": _f16_text(100, 130, 70, batch=3),
            "bf16": _f16_text(100, 130, 70, element="bf16"), "f16-k64": _f16_text(100, 130, 64),
            "bf16-k64": _f16_text(100, 130, 64, element="bf16"), "tf32": _text(100, 130, 70),
            "tf32-batch": _text(100, 130, 70, batch=3), "tf32-k64": _text(100, 128, 64), "tf32-conv": CONV,
            "tf32-conv-f8": CONV_F8}[program]  # fmt: skip
    ptx = _ptx(chip, text, options="tensor-cores=true tf32=true" if program.startswith("tf32") else "tensor-cores=true")
    assert "bar.sync" in ptx and ".shared" in ptx
    if program.startswith("f16"):
        assert "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in ptx
    elif program.startswith("bf16"):
        assert "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32" in ptx
    elif program.startswith("tf32"):  # two mma steps of 8 mmas per K step; A and B rounded as they are copied
        assert ptx.count("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32") == 16
        assert "cvt.rna.tf32.f32" in ptx
        assert "fma.rn.f32" not in ptx
    else:
        assert "fma.rn.f32" in ptx
    if program in ("conv-f8", "f16-k64", "bf16-k64", "tf32-k64", "tf32-conv-f8"):  # rows of 8 channels, of 64: 128 bits
        assert any(line.strip().startswith("ld.global.v4.") for line in ptx.splitlines())
    if PTXAS is None:
        pytest.skip("ptxas is not installed")
    assert (errors := ptxas_errors(ptx, chip)) is None, errors


@pytest.mark.parametrize("chip", ["sm_90", "sm_80"])
def test_aligned_matmul_loads_128_bits(chip):
    """A 256 x 256 x 256 f32 matmul: the tile copies are 128-bit global loads and shared stores (LLVM IR
    `align 16`), and the PTX assembles."""
    from aiopt.targets.mlir_to_ptx import module_llvmir

    module = _nvvm(chip, _text(256, 256, 256))
    (kernels,) = [op for op in module.walk() if isinstance(op, gpu.ModuleOp)]
    llvmir = module_llvmir(kernels)
    assert len(re.findall(r"= load <4 x float>, ptr %\w+, align 16", llvmir)) == 2  # A and B
    assert len(re.findall(r"store <4 x float> %\w+, ptr addrspace\(3\) %\w+, align 16", llvmir)) == 2  # shared
    ptx = _binary_ptx(module)
    loads = [line.split()[0] for line in ptx.splitlines() if line.strip().startswith("ld.global")]
    assert sum(".v4." in load for load in loads) == 2, loads  # one for the A tile, one for the B tile
    assert any(line.strip().startswith("st.shared.v4.") for line in ptx.splitlines())
    if PTXAS is None:
        pytest.skip("ptxas is not installed")
    assert (errors := ptxas_errors(ptx, chip)) is None, errors


def test_f16_dot_through_the_gpu_pipeline():
    """An f16 (bf16) `mhlo.dot` in hlo-to-gpu-pipeline for sm_90: f16 (bf16) operands, f32 sums on tensor cores,
    one rounding (mhlo-upcast-narrow-float-contractions{narrow-operands}); for sm_75, no tensor cores."""
    from aiopt.transforms.hlo_to_gpu_pipeline import stages

    f16 = """func.func @main(%a: tensor<37x29xf16>, %b: tensor<29x45xf16>) -> tensor<37x45xf16> {
  %0 = "mhlo.dot"(%a, %b) : (tensor<37x29xf16>, tensor<29x45xf16>) -> tensor<37x45xf16>
  return %0 : tensor<37x45xf16>
}
"""
    for chip, mmas, text, dtype in (("sm_90", 8, f16, np.float16), ("sm_75", 0, f16, np.float16),
                                    ("sm_80", 8, f16.replace("f16", "bf16"), np.float32)):  # fmt: skip
        rng = np.random.default_rng(1)
        a, b = (rng.integers(-8, 8, s).astype(dtype) for s in ((37, 29), (29, 45)))
        (expected,) = run_function(parse_module(CONTEXT, text, "dot.mlir"), "main", [a, b])
        passes = [p for _, group in stages(chip=chip) for p in group]
        module = parse_module(CONTEXT, text, "dot.mlir")
        _run(module, ",".join(passes[: passes.index("gpu-kernel-outlining") + 1]))
        assert sum(op.name == "nvvm.mma.sync" for op in module.walk()) == mmas
        if mmas:
            result = np.full((37, 45), np.nan, dtype)
            run_function(module, "main", [a, b, result])
            np.testing.assert_array_equal(result, expected)


def _tf32_bounds(a: np.ndarray, b: np.ndarray, c: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """C + tf32(A) tf32(B) in float64 (batched or not), and how far the kernel's result may be from it and from
    C + A B in float64. From the rounded product: one f32 rounding per mma (2 per K step of 16) and one adding
    into C, each at most 2^-24 of |C| + |tf32(A)| |tf32(B)|. From the unrounded one, the tf32 tolerance
    besides: rna rounding moves each input by at most 2^-11 of itself, so a product by at most
    (2^-11 + 2^-11 + 2^-22) of |A| |B|."""
    ar, br = (round_to_tf32(x).astype(np.float64) for x in (a, b))
    rounded = c + ar @ br
    magnitude = np.abs(c) + np.abs(ar) @ np.abs(br)
    f32_bound = (2 * -(-k // 16) + 1) * 2.0**-24 * magnitude
    tf32_bound = f32_bound + (2.0**-10 + 2.0**-22) * (np.abs(a.astype(np.float64)) @ np.abs(b))
    return rounded, f32_bound, tf32_bound


@pytest.mark.parametrize(
    "m, n, k, batch, outline",
    [(37, 45, 29, 0, False), (64, 64, 32, 0, True), (5, 70, 16, 0, False), (20, 9, 40, 2, True), (3, 130, 7, 0, False)],
    ids=["ragged", "exact-outlined", "wide", "batch-outlined", "k-below-mma"],
)  # fmt: skip
def test_tf32_tensor_cores(m, n, k, batch, outline):
    """f32 A and B rounded to tf32 (cvt.rna) on mma.sync.m16n8k8, sums in f32, run by the interpreter in lock step:
    within f32 rounding of C + tf32(A) tf32(B) in float64, and within the tf32 tolerance of C + A B; the
    difference from C + A B is more than f32 rounding gives (tf32 is used), on sizes that are not multiples of
    the 64 x 64 x 16 tiles."""
    module = _lowered(m, n, k, {"tf32": True}, outline, batch)
    mmas = [op for op in module.walk() if op.name == "nvvm.mma.sync"]
    assert len(mmas) == 16
    # The registers are the tiles' i32s as they are: rounded once, by the copies.
    assert all(r.owner.name == "memref.load" for op in mmas for r in (*op.operandA, *op.operandB))
    assert any(op.name == "nvvm.convert.float.to.tf32" for op in module.walk())
    rng = np.random.default_rng(m * n + k)
    prefix = (batch,) if batch else ()
    a, b, c = (rng.standard_normal(s).astype(np.float32) for s in ((*prefix, m, k), (*prefix, k, n), (*prefix, m, n)))
    rounded, f32_bound, tf32_bound = _tf32_bounds(a, b, c, k)
    exact = c + a.astype(np.float64) @ b
    result = c.copy()
    run_function(module, "main", [a, b, result])
    assert np.all(np.abs(result - rounded) <= f32_bound)
    assert np.all(np.abs(result - exact) <= tf32_bound)
    assert np.any(np.abs(result - exact) > f32_bound)


def test_tf32_convolution():
    """An NHWC convolution (M = 16 pixels, K = 36, F = 8) as an implicit GEMM on tf32 tensor cores: within f32
    rounding of the convolution of the tf32-rounded input and filter in float64; and with strides and
    dilations on small integers (exact in tf32), equal to the linalg op's result."""
    rng = np.random.default_rng(6)
    i, f, o = (rng.standard_normal(s).astype(np.float32) for s in ((1, 6, 6, 4), (3, 3, 4, 8), (1, 4, 4, 8)))
    module = parse_module(CONTEXT, CONV_F8, "conv.mlir")
    ConvertLinalgMatmulToGpuPass(tf32=True).apply(CONTEXT, module)
    assert sum(op.name == "nvvm.mma.sync" for op in module.walk()) == 16
    windows = np.lib.stride_tricks.sliding_window_view(i, (3, 3), axis=(1, 2))  # n, oh, ow, c, kh, kw
    a = windows.transpose(0, 1, 2, 4, 5, 3).reshape(16, 36)
    rounded, f32_bound, _ = _tf32_bounds(a, f.reshape(36, 8), o.reshape(16, 8), 36)
    result = o.copy()
    run_function(module, "main", [i, f, result])
    assert np.all(np.abs(result.reshape(16, 8) - rounded) <= f32_bound)
    inputs = [rng.integers(-4, 4, s).astype(np.float32) for s in ((2, 9, 10, 3), (3, 2, 3, 5), (2, 4, 8, 5))]
    results = []
    for options in ({}, {"tf32": True}):
        module = parse_module(CONTEXT, CONV, "conv.mlir")
        if options:
            ConvertLinalgMatmulToGpuPass(**options).apply(CONTEXT, module)
            assert any(op.name == "nvvm.mma.sync" for op in module.walk())
        buffers = [x.copy() for x in inputs]
        run_function(module, "main", buffers)
        results.append(buffers[2])
    np.testing.assert_array_equal(results[1], results[0])


def test_tf32_is_opt_in_and_highest_precision_keeps_f32():
    """Without tf32=true (tensor-cores=true alone included), or with a precision_config naming HIGHEST, an f32
    matmul is the f32 kernel: no mma, products in f32 (exact on small integers here)."""
    text = _text(16, 16, 16)
    highest = text.replace("linalg.matmul ins", "linalg.matmul {precision_config = [#mhlo<precision HIGHEST>, "
                                                "#mhlo<precision DEFAULT>]} ins")
    for program, options in ((text, {}), (text, {"tensor_cores": True}), (highest, {"tf32": True})):
        module = parse_module(CONTEXT, program, "matmul.mlir")
        ConvertLinalgMatmulToGpuPass(**options).apply(CONTEXT, module)
        assert not any(op.name.startswith("nvvm.") for op in module.walk())
        assert any(op.name == "math.fma" for op in module.walk())
    _check(module, 16, 16, 16, 2)


def test_each_kernel_text_is_parsed_once_per_process(monkeypatch):
    """A second run of the pass on a matmul of the same shape clones the kernel parsed by the first (the cache of
    parsed templates) and gives the same IR; a new shape is parsed."""
    import aiopt.lowering.linalg_matmul_to_gpu as pass_module
    import aiopt.support.parsing as parsing

    monkeypatch.setattr(pass_module, "_TEMPLATES", {})
    parses: list[str] = []
    original = parsing.parse_module

    def counting(ctx, text, name, *args, **kwargs):
        parses.append(name)
        return original(ctx, text, name, *args, **kwargs)

    monkeypatch.setattr(parsing, "parse_module", counting)
    printed = []
    for m, n, k in ((13, 11, 7), (13, 11, 7), (9, 17, 3)):
        module = parse_module(CONTEXT, _text(m, n, k), "matmul.mlir")
        ConvertLinalgMatmulToGpuPass(**SMALL).apply(CONTEXT, module)
        verify_operation(module)
        printed.append(str(module))
    assert parses.count("<convert-linalg-matmul-to-gpu>") == 1  # static sizes fold later: one text for all three
    assert printed[0] == printed[1]
    _check(parse_module(CONTEXT, printed[2], "lowered.mlir"), 9, 17, 3, 5)
