"""linalg.matmul, batch_matmul and batch_reduce_matmul with upstream's `indexing_maps` (transposed and
broadcast operands, a transposed output) compute what their maps say, compared with numpy in float64:
in the reference interpreter, compiled for the CPU, and through `hlo-to-gpu-pipeline` up to
`gpu-kernel-outlining` run in the interpreter (kernels thread by thread: no GPU needed).

The CPU micro-kernel (convert-linalg-to-cpu-ukernels) reads the strides the maps give, so transposed
operands still run on it; a broadcast operand of a matmul is left to the loops. convert-linalg-matmul-to-gpu
declines every non-default map (its kernels read the default ones), which the loops then compute. Shapes
are not multiples of the register or thread tiles. Tolerance: sums of K float32 products in another order.
"""

from __future__ import annotations

import numpy as np
import pytest
from gpu_testing import lowered
from hlo_testing import interpret

from aiopt.lowering.linalg_to_cpu_ukernels import MATMUL_F32
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
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

CPU_SIZES = {"b": 3, "m": 37, "k": 19, "n": 45}
GPU_SIZES = {"b": 2, "m": 9, "k": 7, "n": 5}

MNK = "(m, n, k) -> "
BMNK = "(b, m, n, k) -> "
CASES = {
    # name: op, maps, dims of A, B and C (letters of the loops), whether the CPU micro-kernel takes it
    "matmul_transpose_a": ("matmul", [MNK + "(k, m)", MNK + "(k, n)", MNK + "(m, n)"], "km", "kn", "mn", True),
    "matmul_transpose_b": ("matmul", [MNK + "(m, k)", MNK + "(n, k)", MNK + "(m, n)"], "mk", "nk", "mn", True),
    "matmul_transpose_both": ("matmul", [MNK + "(k, m)", MNK + "(n, k)", MNK + "(m, n)"], "km", "nk", "mn", True),
    "matmul_broadcast_a": ("matmul", [MNK + "(k)", MNK + "(k, n)", MNK + "(m, n)"], "k", "kn", "mn", False),
    "matmul_broadcast_b": ("matmul", [MNK + "(m, k)", MNK + "(k)", MNK + "(m, n)"], "mk", "k", "mn", False),
    "matmul_transposed_output": ("matmul", [MNK + "(m, k)", MNK + "(k, n)", MNK + "(n, m)"], "mk", "kn", "nm", True),
    "batch_matmul_transpose_a": (
        "batch_matmul", [BMNK + "(b, k, m)", BMNK + "(b, k, n)", BMNK + "(b, m, n)"], "bkm", "bkn", "bmn", True,
    ),
    "batch_matmul_transpose_b": (
        "batch_matmul", [BMNK + "(b, m, k)", BMNK + "(b, n, k)", BMNK + "(b, m, n)"], "bmk", "bnk", "bmn", True,
    ),
    "batch_matmul_broadcast_a": (
        "batch_matmul", [BMNK + "(m, k)", BMNK + "(b, k, n)", BMNK + "(b, m, n)"], "mk", "bkn", "bmn", True,
    ),
    "batch_reduce_matmul_transpose_a": (
        "batch_reduce_matmul", [BMNK + "(b, k, m)", BMNK + "(b, k, n)", BMNK + "(m, n)"], "bkm", "bkn", "mn", True,
    ),
}  # fmt: skip


def _shape(dims: str, sizes: dict[str, int]) -> tuple[int, ...]:
    return tuple(sizes[d] for d in dims)


def _type(shape: tuple[int, ...]) -> str:
    return f"tensor<{'x'.join(map(str, shape))}xf32>"


def _program(case: str, sizes: dict[str, int]) -> str:
    op, maps, a, b, c, _ = CASES[case]
    ta, tb, tc = (_type(_shape(dims, sizes)) for dims in (a, b, c))
    written = ", ".join(f"affine_map<{m}>" for m in maps)
    return f"""
func.func @main(%a: {ta}, %b: {tb}) -> {tc} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {tc}
  %f = linalg.fill ins(%zero : f32) outs(%e : {tc}) -> {tc}
  %r = linalg.{op} indexing_maps = [{written}] ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}
  return %r : {tc}
}}"""


def _inputs(case: str, sizes: dict[str, int]) -> list[np.ndarray]:
    rng = np.random.default_rng(len(case))
    return [rng.uniform(-1, 1, _shape(dims, sizes)).astype(np.float32) for dims in CASES[case][2:4]]


def _expected(case: str, sizes: dict[str, int], a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """numpy's sum in float64, broadcast along the output dims neither operand reads."""
    _, _, da, db, dc, _ = CASES[case]
    read = "".join(d for d in dc if d in da + db)
    result = np.einsum(f"{da},{db}->{read}", a.astype(np.float64), b.astype(np.float64))
    result = np.expand_dims(result, tuple(i for i, d in enumerate(dc) if d not in read))
    return np.broadcast_to(result, _shape(dc, sizes))


def _tolerance(case: str, sizes: dict[str, int]) -> float:
    reduced = sizes["k"] * (sizes["b"] if CASES[case][0] == "batch_reduce_matmul" else 1)
    return 1e-5 * reduced


@pytest.mark.parametrize("case", sorted(CASES))
def test_interpreter_and_cpu(case):
    a, b = _inputs(case, CPU_SIZES)
    text = _program(case, CPU_SIZES)
    expected, tolerance = _expected(case, CPU_SIZES, a, b), _tolerance(case, CPU_SIZES)
    (interpreted,) = interpret(text, [a, b])
    np.testing.assert_allclose(interpreted, expected, rtol=0, atol=tolerance)
    compiled = compile(text, cache=False)
    assert (f"@{MATMUL_F32}(" in compiled.llvm_ir) == CASES[case][5]
    np.testing.assert_allclose(compiled(a, b), expected, rtol=0, atol=tolerance)


def _run(module, passes: str) -> None:
    registry = default_registry()
    manager = build_pass_manager(registry, parse_pipeline_text(passes), OpPassManager("builtin.module"))
    run_pass_manager(
        manager, registry.make_context(), module, PassInstrumentation(timings={}), verify_operation, lambda: 0
    )


@pytest.mark.parametrize("case", sorted(CASES))
def test_gpu_pipeline_in_the_interpreter(case):
    passes = [p for _, group in stages(chip="sm_90", features="+ptx80") for p in group]
    passes = passes[: next(i for i, p in enumerate(passes) if p.startswith("gpu-kernel-outlining")) + 1]
    module = lowered(_program(case, GPU_SIZES), passes, len(passes), _run)
    assert any(op.name == "gpu.launch_func" for op in module.walk())
    assert not any(op.name.startswith("linalg.") for op in module.walk())
    a, b = _inputs(case, GPU_SIZES)
    function = next(op for op in module.walk() if op.name == "func.func")
    (output,) = [np.full(t.get_shape(), np.nan, np.float32) for t in function.function_type.inputs.data[2:]]
    run_function(module, "main", [a, b, output])
    np.testing.assert_allclose(output, _expected(case, GPU_SIZES, a, b), rtol=0, atol=_tolerance(case, GPU_SIZES))
