"""Kernel arguments only read go through the read-only data cache: `gpu-readonly-kernel-args` marks them
`llvm.noalias` + `llvm.readonly`, convert-gpu-to-nvvm puts those on the aligned pointer's parameter, and NVPTX
reads through it with `ld.global.nc`. The PTX assembles with ptxas for sm_80 and sm_90 (when ptxas is on the
PATH); the numbers through the JIT host and the fake driver are test_gpu_jit_host's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gpu_testing import PTXAS, lowered, ptxas_errors

from aiopt.dialects import gpu
from aiopt.support.pass_pipeline import (
    OpPassManager,
    PassInstrumentation,
    build_pass_manager,
    parse_pipeline_text,
    run_pass_manager,
)
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.hlo_to_gpu_pipeline import stages

MLP = (Path(__file__).resolve().parents[2] / "examples" / "models" / "mlp.stablehlo.mlir").read_text()

MATMUL = """
func.func @main(%a: tensor<64x48xf32>, %b: tensor<48x32xf32>) -> tensor<64x32xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
  return %c : tensor<64x32xf32>
}
"""

BF16_MATMUL = """
func.func @main(%a: tensor<64x48xbf16>, %b: tensor<48x32xbf16>) -> tensor<64x32xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x48xbf16>, tensor<48x32xbf16>) -> tensor<64x32xf32>
  return %c : tensor<64x32xf32>
}
"""

FEATURES = {"sm_80": "+ptx70", "sm_90": "+ptx80"}


def _ptx(text: str, chip: str, distinct_args: bool) -> list[str]:
    """The PTX of each kernel of `text` through hlo-to-gpu-pipeline's passes, with gpu-readonly-kernel-args after
    gpu-kernel-outlining (`distinct_args`: with distinct-function-args, as the GPU executor runs it)."""
    passes = [p for _, group in stages(chip=chip, features=FEATURES[chip]) for p in group]
    passes = [p for p in passes if not p.startswith("gpu-readonly-kernel-args")]
    option = "{distinct-function-args=true}" if distinct_args else ""
    outlined = passes.index("gpu-kernel-outlining") + 1
    passes.insert(outlined, f"gpu-readonly-kernel-args{option}")
    module = lowered(text, passes, outlined, _run)  # the passes up to outlining once for both chips and options
    return [
        obj.object.data
        for op in module.walk()
        if isinstance(op, gpu.BinaryOp)
        for obj in op.objects.data
        if obj.format.data == "assembly"
    ]


def _run(module, pipeline: str) -> None:
    registry = default_registry()
    manager = build_pass_manager(registry, parse_pipeline_text(pipeline), OpPassManager("builtin.module"))
    run_pass_manager(manager, registry.make_context(), module, PassInstrumentation(timings={}), verify_operation,
                     lambda: 0)  # fmt: skip


def _matmul_kernels(ptxs: list[str]) -> list[str]:
    """The tiled matmul kernels: those staging tiles in shared memory."""
    return [ptx for ptx in ptxs if "st.shared" in ptx and "ld.shared" in ptx]


def _assemble(ptx: str, chip: str) -> None:
    if PTXAS is None:
        return
    assert (errors := ptxas_errors(ptx, chip)) is None, errors


@pytest.mark.parametrize("chip", FEATURES)
def test_the_matmul_tiles_are_read_through_the_read_only_cache(chip: str) -> None:
    """Both operands of a matmul are arguments of the program the kernel only reads; its result is an out-param:
    with distinct arguments (the GPU executor's) the A and B tiles are ld.global.nc (128-bit where the tile copy
    is), the accumulator is read and written with plain loads."""
    ptxs = _ptx(MATMUL, chip, distinct_args=True)
    (kernel,) = _matmul_kernels(ptxs)
    assert re.search(r"ld\.global\.nc\.v4\.(b|f)32", kernel)
    params = re.findall(r"\.param \.u64 \.ptr \.align \d+ (\w+)", kernel)
    assert len(params) == 6  # two pointers of each descriptor
    for ptx in ptxs:
        _assemble(ptx, chip)
    # Without the promise, a and b may be the memory of the out-param: no read-only cache.
    (kernel,) = _matmul_kernels(_ptx(MATMUL, chip, distinct_args=False))
    assert "ld.global.nc" not in kernel and "ld.global" in kernel


@pytest.mark.parametrize("chip", FEATURES)
def test_the_mlp_reads_inputs_and_intermediates_through_the_read_only_cache(chip: str) -> None:
    """The MLP's matmuls read their input tiles with ld.global.nc, even without distinct arguments for the first
    (its result is a new buffer, which no argument can be); a kernel updating a buffer in place (the bias add
    into the matmul's result) reads that buffer with plain loads; all of it assembles."""
    ptxs = _ptx(MLP, chip, distinct_args=False)
    first, second = _matmul_kernels(ptxs)
    assert re.search(r"ld\.global\.nc\.v4\.(b|f)32", first)
    assert "ld.global.nc" in second  # the hidden layer (a new buffer) read against the out-param
    assert all("ld.global.nc" in ptx for ptx in _matmul_kernels(_ptx(MLP, chip, distinct_args=True)))
    for ptx in ptxs:
        _assemble(ptx, chip)


@pytest.mark.parametrize("chip", FEATURES)
def test_the_tensor_core_tiles_are_read_through_the_read_only_cache(chip: str) -> None:
    """The bf16 matmul on tensor cores (mma.sync; its alignment checks take the operands' addresses, which stay
    in arithmetic) reads its A and B tiles with ld.global.nc too."""
    ptxs = _ptx(BF16_MATMUL, chip, distinct_args=True)
    (kernel,) = [ptx for ptx in ptxs if "mma.sync" in ptx]
    assert "ld.global.nc" in kernel
    for ptx in ptxs:
        _assemble(ptx, chip)
