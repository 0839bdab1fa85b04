"""Matrix-vector products through the default CPU pipeline give the interpreter's numbers.

`linalg-tile` tiles dot products (a matrix times a vector, A times B
transposed) with the whole reduction in each tile and 8 rows at once, and a
vector times a matrix (one row) with its reduction unrolled 8 times, split
into parallel parts whose partial rows are added at the end
(`split-reduction`, the parallel pipeline), or in wide column tiles (a
reduction that does not split, and the sequential pipeline). StableHLO
programs of those forms are compiled with the default pipeline (parallel
and not, for the host and for AVX2) and compared with the reference
interpreter and with numpy in float64. Shapes are not multiples of the
tiles or of the unrolling (odd M, K, N: partial row tiles, reductions and
parts that 8 or 4 do not divide, which are not unrolled), small ones are not
tiled at all, and batch and transposed forms are included.

Tolerance: the loops sum in vector partial sums (reassociated, with FMAs),
the interpreter in order, so float32 results differ in the last bits: they
are compared within 1e-5 * K * max|a| * max|b|, a bound on the rounding of
any summation order of K products that no CPU's vector width changes.
float64 within 1e-13 * K; integers exactly.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret, use_target_cpu

from aiopt.runtime.compiler import compile

LEVELS = ["host", "x86-64-v3"]


def _type(shape: tuple[int, ...], element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def _dot(lhs, rhs, out, dims: str, element: str = "f32") -> str:
    t = lambda s: _type(s, element)  # noqa: E731
    return f"""
func.func @main(%a: {t(lhs)}, %b: {t(rhs)}) -> {t(out)} {{
  %0 = stablehlo.dot_general %a, %b, {dims} : ({t(lhs)}, {t(rhs)}) -> {t(out)}
  return %0 : {t(out)}
}}"""


def _arrays(*shapes, dtype=np.float32, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind == "i":
        return [rng.integers(-20, 20, size=s).astype(dtype) for s in shapes]
    return [rng.uniform(-1, 1, s).astype(dtype) for s in shapes]


def _check(text: str, inputs: list[np.ndarray], reference: np.ndarray, k: int, parallel: bool = True) -> None:
    result = compile(text, parallel=parallel, cache=False)(*inputs)
    (interpreted,) = interpret(text, inputs)
    if result.dtype.kind == "i":
        np.testing.assert_array_equal(result, reference)
        np.testing.assert_array_equal(result, interpreted)
        return
    bound = (1e-5 if result.dtype == np.float32 else 1e-13) * k
    scale = bound * max(float(np.abs(x).max()) for x in inputs) ** 2
    assert result.shape == reference.shape
    np.testing.assert_allclose(result, reference, rtol=0, atol=scale)
    np.testing.assert_allclose(result, interpreted, rtol=0, atol=scale)


MATVECS = [
    (1024, 1031),  # tiles of 512 rows, 8 rows at once; K odd
    (1031, 1027),  # rows peeled: 1024 in tiles of 512, 8 at once, then 7 at once
    (1000, 1051),  # a partial row tile of 488 rows: 8 divides 1000 and 512, 8 rows at once in both; K prime
    (1004, 1100),  # rows peeled: 1000 in tiles of 512 and 488, 8 at once, then 4 at once
    (1025, 1100),  # rows peeled: 1024, then the last row alone
    (256, 4099),  # fewer rows than a tile: two tiles of 128, 8 rows at once
    (500, 2100),  # two tiles of 256 and 240 (8 rows at once), then 4 rows
    (20, 52429),  # one tile of 16 rows (8 at once), then 4 rows
    (4, 262147),  # fewer rows than 8: no loops, 4 rows at once
    (7, 300),  # too small to tile
]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("m,k", MATVECS)
def test_matvec(m, k, level, monkeypatch):
    use_target_cpu(level, monkeypatch)
    a, x = _arrays((m, k), (k,))
    text = _dot((m, k), (k,), (m,), "contracting_dims = [1] x [0]")
    _check(text, [a, x], a.astype(np.float64) @ x, k)


@pytest.mark.parametrize("parallel", [True, False])
def test_partial_tiles_of_dot_products(parallel):
    """Batches of matrix-vector products and A B^T (f64, i32) whose row tiles end in a partial tile, unrolled by
    a factor that divides the size and the tile (8 for 1000 rows), or whose rows are peeled (1004: 1000 in
    the tile loop, 4 after it for every row of A)."""
    a, x = _arrays((3, 1000, 515), (3, 515))
    dims = "batching_dims = [0] x [0], contracting_dims = [2] x [1]"
    text = _dot((3, 1000, 515), (3, 515), (3, 1000), dims)
    _check(text, [a, x], np.einsum("bmk,bk->bm", a.astype(np.float64), x), 515, parallel)
    a, b = _arrays((6, 1029), (1004, 1029), dtype=np.float64, seed=1)
    text = _dot((6, 1029), (1004, 1029), (6, 1004), "contracting_dims = [1] x [1]", "f64")
    _check(text, [a, b], a @ b.T, 1029, parallel)
    a, x = _arrays((1000, 1063), (1063,), dtype=np.int32, seed=2)
    text = _dot((1000, 1063), (1063,), (1000,), "contracting_dims = [1] x [0]", "i32")
    _check(text, [a, x], a.astype(np.int64) @ x, 1063, parallel)


@pytest.mark.parametrize("level", LEVELS)
def test_vector_times_transposed_matrix(level, monkeypatch):
    """x A^T with x first: the operands' roles swap; the matrix's rows are still the dot products."""
    use_target_cpu(level, monkeypatch)
    x, a = _arrays((1031,), (1024, 1031))
    text = _dot((1031,), (1024, 1031), (1024,), "contracting_dims = [0] x [1]")
    _check(text, [x, a], a.astype(np.float64) @ x, 1031)


VECMATS = [
    # parallel: split into 4 parts of 512 rows, unrolled 8 times; sequential: column tiles of 516 and 515
    (2048, 1031),
    # parallel: 2 parts of 516 rows, each 512 rows unrolled 8 times and then 4 at once; sequential: 8 times
    (1032, 2048),
    (1030, 1100),  # 2 parts of 515 rows: 512 and 3 at once; sequential: 1024 rows and 6 at once
    (1031, 1030),  # 1031 is prime: not split, column tiles of 515 (both pipelines), 1024 rows and 7 at once
    (1033, 1100),  # prime: 1032 rows unrolled 8 times and the last one alone
    (4099, 300),  # prime, fewer columns than a tile: no loops, 4096 rows unrolled 8 times, then 3 at once
    (2048, 300),  # parallel: split into 4 parts; sequential: no loops, unrolled 8 times
    (37, 53),  # too small to tile
]


@pytest.mark.parametrize("parallel", [True, False])
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("k,n", VECMATS)
def test_vecmat(k, n, level, parallel, monkeypatch):
    use_target_cpu(level, monkeypatch)
    x, b = _arrays((1, k), (k, n))
    text = _dot((1, k), (k, n), (1, n), "contracting_dims = [1] x [0]")
    _check(text, [x, b], x.astype(np.float64) @ b, k, parallel)


@pytest.mark.parametrize("parallel", [True, False])
def test_peeled_rows_of_batches_and_other_types(parallel):
    """A row per batch whose reduction 8 does not divide (batch x column tiles, 1024 rows 8 at a time and 3
    at once), and i32 and f64 vectors times matrices split into parts of 515 rows (512 and 3)."""
    x, b = _arrays((2, 1, 1027), (2, 1027, 1040))
    dims = "batching_dims = [0] x [0], contracting_dims = [2] x [1]"
    text = _dot((2, 1, 1027), (2, 1027, 1040), (2, 1, 1040), dims)
    _check(text, [x, b], x.astype(np.float64) @ b, 1027, parallel)
    x, b = _arrays((1, 1030), (1030, 1100), dtype=np.int32, seed=1)
    text = _dot((1, 1030), (1030, 1100), (1, 1100), "contracting_dims = [1] x [0]", "i32")
    _check(text, [x, b], x.astype(np.int64) @ b, 1030, parallel)
    x, b = _arrays((1, 1030), (1030, 1100), dtype=np.float64, seed=2)
    text = _dot((1, 1030), (1030, 1100), (1, 1100), "contracting_dims = [1] x [0]", "f64")
    _check(text, [x, b], x @ b, 1030, parallel)


@pytest.mark.parametrize("parallel", [True, False])
def test_rank_one_vecmat_and_few_rows(parallel):
    """A vector of rank 1 times a matrix, and 4 rows (still the 4-row tiles of the loops: not one row)."""
    x, b = _arrays((1032,), (1032, 1100))
    text = _dot((1032,), (1032, 1100), (1100,), "contracting_dims = [0] x [0]")
    _check(text, [x, b], x.astype(np.float64) @ b, 1032, parallel)
    a, b = _arrays((4, 1030), (1030, 600), seed=1)
    text = _dot((4, 1030), (1030, 600), (4, 600), "contracting_dims = [1] x [0]")
    _check(text, [a, b], a.astype(np.float64) @ b, 1030, parallel)


@pytest.mark.parametrize("parallel", [True, False])
def test_batch_matvec_and_vecmat(parallel):
    a, x = _arrays((3, 1024, 515), (3, 515))
    dims = "batching_dims = [0] x [0], contracting_dims = [2] x [1]"
    text = _dot((3, 1024, 515), (3, 515), (3, 1024), dims)
    _check(text, [a, x], np.einsum("bmk,bk->bm", a.astype(np.float64), x), 515, parallel)
    x, b = _arrays((2, 1, 1024), (2, 1024, 1040), seed=1)  # not split: batches and columns are the tiles
    dims = "batching_dims = [0] x [0], contracting_dims = [2] x [1]"
    text = _dot((2, 1, 1024), (2, 1024, 1040), (2, 1, 1040), dims)
    _check(text, [x, b], x.astype(np.float64) @ b, 1024, parallel)


def test_f64_dot_products_and_integer_products():
    """A B^T in float64 (the loops, not the f32 micro-kernel): 8 rows of B per row of A; an i32 matvec and an
    i32 vector times a matrix (split: parts added with arith.addi), exact; an f64 vector times a matrix."""
    a, b = _arrays((70, 1029), (136, 1029), dtype=np.float64)
    text = _dot((70, 1029), (136, 1029), (70, 136), "contracting_dims = [1] x [1]", "f64")
    _check(text, [a, b], a @ b.T, 1029)
    a, x = _arrays((1024, 1031), (1031,), dtype=np.int32)
    text = _dot((1024, 1031), (1031,), (1024,), "contracting_dims = [1] x [0]", "i32")
    _check(text, [a, x], a.astype(np.int64) @ x, 1031)
    x, b = _arrays((1, 2048), (2048, 515), dtype=np.int32, seed=2)
    text = _dot((1, 2048), (2048, 515), (1, 515), "contracting_dims = [1] x [0]", "i32")
    _check(text, [x, b], x.astype(np.int64) @ b, 2048)
    x, b = _arrays((1, 2048), (2048, 515), dtype=np.float64, seed=3)
    text = _dot((1, 2048), (2048, 515), (1, 515), "contracting_dims = [1] x [0]", "f64")
    _check(text, [x, b], x @ b, 2048)
