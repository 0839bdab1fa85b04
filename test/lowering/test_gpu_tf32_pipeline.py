"""TF32 through the GPU pipeline and the CUDA compile API (issue 16): `hlo-to-gpu-pipeline{tf32=true}` and
`compile_for_cuda(tf32=True)` run f32 dots on tf32 tensor cores from sm_80, opt-in, never for a dot whose
precision_config names HIGHEST. Run by the reference interpreter (no GPU)."""

from __future__ import annotations

import numpy as np
from test_linalg_matmul_to_gpu import CONTEXT, _tf32_bounds

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

F32_DOT = """func.func @main(%a: tensor<37x29xf32>, %b: tensor<29x45xf32>) -> tensor<37x45xf32> {
  %0 = "mhlo.dot"(%a, %b) PRECISION: (tensor<37x29xf32>, tensor<29x45xf32>) -> tensor<37x45xf32>
  return %0 : tensor<37x45xf32>
}
"""


def test_f32_dot_on_tf32_through_the_gpu_pipeline():
    """hlo-to-gpu-pipeline{tf32=true} for sm_80: an f32 mhlo.dot on tf32 tensor cores (within f32 rounding of
    the product of the tf32-rounded operands); off by default, before sm_80, and for a dot whose
    precision_config names HIGHEST (convert-mhlo-to-linalg keeps it on the linalg.matmul)."""
    from aiopt.runtime.compiler import _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager
    from aiopt.transforms.hlo_to_gpu_pipeline import HloToGpuPipeline, stages

    assert "convert-linalg-matmul-to-gpu{tensor-cores=true tf32=true}" in HloToGpuPipeline(tf32=True).pipeline()
    assert "tf32" not in HloToGpuPipeline().pipeline()
    highest = '{precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} '
    rng = np.random.default_rng(2)
    a, b = (rng.standard_normal(s).astype(np.float32) for s in ((37, 29), (29, 45)))
    for chip, tf32, precision, mmas in (("sm_80", True, "", 16), ("sm_90", False, "", 0), ("sm_75", True, "", 0),
                                        ("sm_90", True, highest, 0)):  # fmt: skip
        text = F32_DOT.replace("PRECISION", precision)
        passes = [p for _, group in stages(chip=chip, tf32=tf32) for p in group]
        module = parse_module(CONTEXT, text, "dot.mlir")
        outlined = ",".join(passes[: passes.index("gpu-kernel-outlining") + 1])
        _run_passes(default_registry(), module, outlined, "", {}, DiagnosticEngine(SourceManager()))
        assert sum(op.name == "nvvm.mma.sync" for op in module.walk()) == mmas, (chip, tf32, precision)
        if mmas:
            result = np.full((37, 45), np.nan, np.float32)
            run_function(module, "main", [a, b, result])
            rounded, f32_bound, _ = _tf32_bounds(a, b, np.zeros((37, 45), np.float32), 29)
            assert np.all(np.abs(result - rounded) <= f32_bound)


def test_compile_for_cuda_takes_tf32():
    """`compile_for_cuda(tf32=True)`: the kernels it keeps (before nvvm-attach-target) run the dot on tf32 mmas;
    without it, none."""
    from aiopt.runtime.gpu_executor import compile_for_cuda

    for tf32, mmas in ((True, 16), (False, 0)):
        function = compile_for_cuda(F32_DOT.replace("PRECISION", ""), chip="sm_80", tf32=tf32, host="interpreter")
        found = [op for kernel in function.kernels.values() for op in kernel.walk() if op.name == "nvvm.mma.sync"]
        assert len(found) == mmas


def test_the_compile_api_takes_tf32_and_runs_the_dot_on_tf32(monkeypatch):
    """`compile(target="cuda", tf32=True)` as `compile_for_cuda(tf32=True)`: run end to end (the JIT host code
    through the mgpu runtime on the fake CUDA driver, the kernels in the interpreter), the dot's result is within
    f32 rounding of the product of the tf32-rounded operands and farther than f32 rounding from the f32 product
    somewhere; without `tf32`, within f32 rounding of the f32 product."""
    from aiopt.runtime import mgpu_runtime
    from aiopt.runtime.compiler import compile
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver

    monkeypatch.setattr(mgpu_runtime, "libcuda_available", lambda: True)  # the fake stands for it: the JIT host
    rng = np.random.default_rng(3)
    a, b = (rng.standard_normal(s).astype(np.float32) for s in ((37, 29), (29, 45)))
    rounded, f32_bound, _ = _tf32_bounds(a, b, np.zeros((37, 45), np.float32), 29)
    exact = a.astype(np.float64) @ b
    for tf32 in (True, False):
        function = compile(F32_DOT.replace("PRECISION", ""), target="cuda", tf32=tf32, filename="dot.mlir")
        assert function.host == "jit"
        mmas = [op for kernel in function.kernels.values() for op in kernel.walk() if op.name == "nvvm.mma.sync"]
        assert bool(mmas) == tf32
        driver = FakeCudaDriver()
        driver.add_kernels(function.kernel_sources())
        with driver.installed():
            result = function(a, b)
        assert driver.errors == [] and driver.called("cuLaunchKernel")
        if tf32:
            assert np.all(np.abs(result - rounded) <= f32_bound)
            assert np.any(np.abs(result - exact) > f32_bound)
        else:
            f32_product_bound = 29 * 2.0**-24 * (np.abs(a.astype(np.float64)) @ np.abs(b))
            assert np.all(np.abs(result - exact) <= f32_product_bound)
