"""linalg.matmul, batch_matmul and batch_reduce_matmul with upstream's `indexing_maps` (transposed and
broadcast operands, a transposed output) compute what their maps say, compiled for the CPU and in the
reference interpreter, compared with numpy in float64.

The CPU micro-kernel (convert-linalg-to-cpu-ukernels) reads the strides the maps give, so transposed
operands still run on it; a broadcast operand of a matmul is left to the loops. Shapes are not multiples of
the register tile. Tolerance: sums of K float32 products in another order, |error| <= 1e-5 * K.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.lowering.linalg_to_cpu_ukernels import MATMUL_F32
from aiopt.runtime.compiler import compile

M, K, N, B = 37, 19, 45, 3


def _type(shape: tuple[int, ...]) -> str:
    return f"tensor<{'x'.join(map(str, shape))}xf32>"


def _program(op: str, maps: list[str], a: tuple[int, ...], b: tuple[int, ...], c: tuple[int, ...]) -> str:
    written = ", ".join(f"affine_map<{m}>" for m in maps)
    return f"""
func.func @main(%a: {_type(a)}, %b: {_type(b)}) -> {_type(c)} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {_type(c)}
  %f = linalg.fill ins(%zero : f32) outs(%e : {_type(c)}) -> {_type(c)}
  %r = linalg.{op} indexing_maps = [{written}] ins(%a, %b : {_type(a)}, {_type(b)}) outs(%f : {_type(c)}) -> {_type(c)}
  return %r : {_type(c)}
}}"""


MNK = "(m, n, k) -> "
BMNK = "(b, m, n, k) -> "
CASES = {
    "matmul_transpose_a": (
        "matmul", [MNK + "(k, m)", MNK + "(k, n)", MNK + "(m, n)"], (K, M), (K, N), (M, N), "km,kn->mn", True,
    ),
    "matmul_transpose_b": (
        "matmul", [MNK + "(m, k)", MNK + "(n, k)", MNK + "(m, n)"], (M, K), (N, K), (M, N), "mk,nk->mn", True,
    ),
    "matmul_transpose_both": (
        "matmul", [MNK + "(k, m)", MNK + "(n, k)", MNK + "(m, n)"], (K, M), (N, K), (M, N), "km,nk->mn", True,
    ),
    "matmul_broadcast_a": (
        "matmul", [MNK + "(k)", MNK + "(k, n)", MNK + "(m, n)"], (K,), (K, N), (M, N), "k,kn->n", False,
    ),
    "matmul_broadcast_b": (
        "matmul", [MNK + "(m, k)", MNK + "(k)", MNK + "(m, n)"], (M, K), (K,), (M, N), "mk,k->m", False,
    ),
    "matmul_transposed_output": (
        "matmul", [MNK + "(m, k)", MNK + "(k, n)", MNK + "(n, m)"], (M, K), (K, N), (N, M), "mk,kn->nm", True,
    ),
    "batch_matmul_transpose_a": (
        "batch_matmul", [BMNK + "(b, k, m)", BMNK + "(b, k, n)", BMNK + "(b, m, n)"],
        (B, K, M), (B, K, N), (B, M, N), "bkm,bkn->bmn", True,
    ),
    "batch_matmul_transpose_b": (
        "batch_matmul", [BMNK + "(b, m, k)", BMNK + "(b, n, k)", BMNK + "(b, m, n)"],
        (B, M, K), (B, N, K), (B, M, N), "bmk,bnk->bmn", True,
    ),
    "batch_matmul_broadcast_a": (
        "batch_matmul", [BMNK + "(m, k)", BMNK + "(b, k, n)", BMNK + "(b, m, n)"],
        (M, K), (B, K, N), (B, M, N), "mk,bkn->bmn", True,
    ),
    "batch_reduce_matmul_transpose_a": (
        "batch_reduce_matmul", [BMNK + "(b, k, m)", BMNK + "(b, k, n)", BMNK + "(m, n)"],
        (B, K, M), (B, K, N), (M, N), "bkm,bkn->mn", True,
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(CASES))
def test_matmul_with_indexing_maps(case):
    op, maps, a_shape, b_shape, c_shape, einsum, kernel = CASES[case]
    rng = np.random.default_rng(len(case))
    a = rng.uniform(-1, 1, a_shape).astype(np.float32)
    b = rng.uniform(-1, 1, b_shape).astype(np.float32)
    text = _program(op, maps, a_shape, b_shape, c_shape)
    expected = np.einsum(einsum, a.astype(np.float64), b.astype(np.float64))
    if expected.shape == (M,):  # broadcast B: every column of C is A @ b
        expected = expected[:, None]
    expected = np.broadcast_to(expected, c_shape)  # broadcast A: every row of C is a @ B
    reduced = K * (B if op == "batch_reduce_matmul" else 1)
    (interpreted,) = interpret(text, [a, b])
    np.testing.assert_allclose(interpreted, expected, rtol=0, atol=1e-5 * reduced)
    compiled = compile(text, cache=False)
    assert (f"@{MATMUL_F32}(" in compiled.llvm_ir) == kernel
    np.testing.assert_allclose(compiled(a, b), expected, rtol=0, atol=1e-5 * reduced)
