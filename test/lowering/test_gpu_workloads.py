"""Every bundled model and benchmark workload through `hlo-to-gpu-pipeline`, without a GPU (issue 16).

For each of `examples/models/*.stablehlo.mlir` and the small variants of the
benchmark's programs (`bench/peer_programs`, what `jax.jit(f).lower(...)`
printed): the PTX of every kernel the pipeline makes assembles with `ptxas`
for sm_80 and sm_90 (where `ptxas` is installed), and the outlined program
(tiled matmul and convolution kernels, block reductions, element-wise
kernels) run by the reference interpreter, its blocks' threads in lock step,
gives the numbers of the program as written.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from gpu_testing import PTXAS, lowered, ptxas_errors

from aiopt.dialects import gpu
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import _run_passes
from aiopt.support.diagnostics import DiagnosticEngine, SourceManager
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.hlo_to_gpu_pipeline import stages

ROOT = Path(__file__).resolve().parents[2]


def _small(path: Path) -> bool:
    """A benchmark program whose dimensions are at most 1024 (`_matmul-33x17-17x29.mlir`, not `-1024x1024-...`)."""
    shapes = path.stem.split("-")[1:]
    return max(int(size) for shape in shapes for size in shape.split("x")) < 1024


WORKLOADS = {
    **{f"model-{p.name.split('.')[0]}": p for p in sorted((ROOT / "examples" / "models").glob("*.stablehlo.mlir"))
       if ".debuginfo." not in p.name},
    **{f"bench-{p.stem.split('-')[0].strip('_')}": p for p in sorted((ROOT / "bench" / "peer_programs").glob("_*.mlir"))
       if _small(p)},
}  # fmt: skip
"""The bundled models and the small variants of the benchmark's programs."""

ARCHS = {"sm_90": "+ptx80", "sm_80": "+ptx70"}
CONTEXT = default_registry().make_context()


OUTLINED = "gpu-kernel-outlining"
"""The last pass that does not depend on the chip: the outlined program is lowered once for both."""


def _run(module, pipeline: str) -> None:
    _run_passes(default_registry(), module, pipeline, "", {}, DiagnosticEngine(SourceManager()))


def _lower(workload: str, chip: str | None = None):
    """The workload outlined (chip None) or lowered to PTX for `chip` (from one outlined program: the passes up
    to outlining run once per workload)."""
    passes = [p for _, group in stages(chip=chip or "sm_90", features=ARCHS[chip or "sm_90"]) for p in group]
    outlined = passes.index(OUTLINED) + 1
    return lowered(WORKLOADS[workload].read_text(), passes if chip else passes[:outlined], outlined, _run)


def test_every_workload_is_here():
    names = set(WORKLOADS)
    assert {"model-conv2d", "model-mlp", "model-softmax", "model-layernorm"} <= names
    assert {"bench-matmul", "bench-mlp", "bench-softmax", "bench-layernorm", "bench-transformer_block",
            "bench-conv_relu", "bench-tanh_fma"} <= names  # fmt: skip


@pytest.mark.parametrize("chip", ARCHS)
@pytest.mark.parametrize("workload", WORKLOADS)
def test_ptx_assembles(workload, chip):
    module = _lower(workload, chip)
    binaries = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    assert binaries
    for binary in binaries:
        (target_object,) = binary.objects.data
        ptx = target_object.object.data
        assert f".target {chip}" in ptx
        if PTXAS is not None:
            errors = ptxas_errors(ptx, chip)
            assert errors is None, f"{binary.sym_name.data}: {errors}"


@pytest.mark.parametrize(
    "workload", ["model-conv2d", "model-layernorm", "bench-softmax", "bench-mlp", "bench-matmul"]
)
def test_kernels_compute_the_program(workload):
    """The outlined kernels, run in lock step by the interpreter, against the program as written."""
    text = WORKLOADS[workload].read_text()
    written = parse_module(CONTEXT, text, "workload.mlir")
    function = next(op for op in written.walk() if op.name == "func.func")
    rng = np.random.default_rng(len(workload))
    # Multiples of 1/4 in [-2, 2): products and sums of a few of them are exact in f32, in any order.
    inputs = [(rng.integers(-8, 8, t.get_shape()) / 4).astype(np.float32) for t in function.function_type.inputs.data]
    expected = run_function(written, "main", inputs)
    lowered = _lower(workload)
    assert any(isinstance(op, gpu.LaunchFuncOp) for op in lowered.walk())
    main = next(op for op in lowered.walk() if op.name == "func.func")
    outputs = [np.full(t.get_shape(), np.nan, np.float32) for t in main.function_type.inputs.data[len(inputs):]]
    run_function(lowered, "main", [*inputs, *outputs])
    for actual, wanted in zip(outputs, expected, strict=True):
        np.testing.assert_allclose(actual, wanted, rtol=1e-6, atol=1e-6)
