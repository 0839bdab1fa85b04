"""Reference semantics of the LAPACK custom calls that JAX exports for the CPU (jaxlib's `lapack_*_ffi` targets).

jax.numpy.linalg and jax.scipy.linalg call LAPACK through XLA's FFI; the
routine's character arguments are bytes of the backend_config dictionary
(`mhlo.backend_config` in StableHLO, `backend_config` in mhlo), the
leading dimensions of the operands are a batch:

    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}}
        : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)

- `lapack_{s,d}potrf_ffi(a) -> (factor, info)`: Cholesky. The `uplo`
  triangle ('L' = 76: a = L L^T; 'U' = 85: a = U^T U) is overwritten by
  the factor, the other one keeps a's elements. As LAPACK's unblocked
  potf2, column j fails when its pivot a[j][j] - sum_k<j L[j][k]^2 is not
  > 0 (NaN included): info = j + 1 and columns j and after keep a's
  elements (JAX then replaces the factor by NaN); info = 0 otherwise.
- `lapack_{s,d,c,z}trsm_ffi(a, b) -> x`: triangular_solve: `side` ('L'
  op(a) x = b, 'R' x op(a) = b), `uplo`, `trans_x` ('N', 'T', 'C'), `diag`
  ('U' unit diagonal, 'N').
- `lapack_{s,d}getrf_ffi(a) -> (lu, pivots, info)`: LU factorization with
  partial pivoting, as LAPACK's unblocked getf2: for each column j < min(m,
  n), the pivot row is the first one of largest magnitude at or below j
  (a NaN is never larger), recorded 1-based in pivots[j]; a nonzero pivot's
  row is swapped with row j and the column below it divided by it, a zero
  one sets info = j + 1 (the first such column); then the trailing matrix
  takes the rank-one update. lu holds L's strict lower part (unit
  diagonal) and U.
- `lapack_{s,d}geqrf_ffi(a) -> (qr, taus)`: Householder QR as LAPACK's
  geqr2: for each column i < min(m, n), the reflector H = I - tau v v^T
  (v = [1, x]) of larfg maps the column's (alpha, x) at and below the
  diagonal to (beta, 0) with beta = -sign(alpha) |(alpha, x)| and tau =
  (beta - alpha) / beta (tau = 0 and the column kept when x is 0); x / (alpha
  - beta) is stored below the diagonal, beta on it, and H applied to the
  columns on the right. qr holds R in its upper triangle.
- `lapack_{s,d}orgqr_ffi(qr, taus) -> q`: the m x n matrix with orthonormal
  columns H_0 H_1 ... H_{k-1} (first n columns), from geqrf's reflectors, as
  LAPACK's org2r.

Other targets have no semantics here.
"""

from __future__ import annotations

import re

import numpy as np
from xdsl.dialects.builtin import DictionaryAttr, IntegerAttr

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import as_result

LAPACK_TARGET = re.compile(r"lapack_([sdcz])(potrf|trsm|getrf|geqrf|orgqr)_ffi")
"""The custom_call targets this module gives semantics to: the type letter and the routine."""

REAL_ROUTINES = frozenset({"potrf", "getrf", "geqrf", "orgqr"})
"""The routines taken for real types only (s, d)."""

TRANSPOSE = {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}
"""trsm's `trans_x` as triangular_solve's `transpose_a`."""


def lapack_routine(op) -> str | None:
    """The LAPACK routine (`potrf`, `trsm`, `getrf`) a custom_call calls, if it is one this module knows."""
    match = LAPACK_TARGET.fullmatch(op.call_target_name.data)
    if match is None or (match[2] in REAL_ROUTINES and match[1] in "cz"):
        return None
    return match[2]


def lapack_options(op) -> dict[str, str]:
    """The routine's character arguments (`uplo`, `side`, `trans_x`, `diag`) from the backend_config dictionary."""
    config = op.attributes.get("mhlo.backend_config")
    if config is None:
        config = op.properties.get("backend_config")
    if not isinstance(config, DictionaryAttr):
        return {}
    return {name: chr(value.value.data) for name, value in config.data.items() if isinstance(value, IntegerAttr)}


def potrf(a: np.ndarray, lower: bool) -> tuple[np.ndarray, np.ndarray]:
    """The Cholesky factor of each matrix of `a` in its `lower` (or upper) triangle, and info (see the module)."""
    factors = np.array(a, dtype=np.float64 if a.dtype.kind == "f" else a.dtype)
    matrices = factors.reshape(-1, *a.shape[-2:])
    info = np.zeros(matrices.shape[0], np.int32)
    n = a.shape[-1]
    for index, matrix in enumerate(matrices):
        # Work on the lower triangle: the upper one of U^T U is U = L^T.
        work = matrix if lower else matrix.T
        for j in range(n):
            pivot = work[j, j] - work[j, :j] @ work[j, :j]
            if not pivot > 0:
                info[index] = j + 1
                break
            work[j, j] = np.sqrt(pivot)
            work[j + 1 :, j] = (work[j + 1 :, j] - work[j + 1 :, :j] @ work[j, :j]) / work[j, j]
    return factors.reshape(a.shape), info.reshape(a.shape[:-2])


def getrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU with partial pivoting of each matrix of `a`: (lu, 1-based pivots, info) (see the module)."""
    lu = np.array(a, dtype=np.float64)
    matrices = lu.reshape(-1, *a.shape[-2:])
    m, n = a.shape[-2:]
    pivots = np.zeros((matrices.shape[0], min(m, n)), np.int32)
    info = np.zeros(matrices.shape[0], np.int32)
    for index, matrix in enumerate(matrices):
        for j in range(min(m, n)):
            row = j
            for i in range(j + 1, m):
                if abs(matrix[i, j]) > abs(matrix[row, j]):
                    row = i
            pivots[index, j] = row + 1
            if matrix[row, j] != 0:
                matrix[[j, row]] = matrix[[row, j]]
                matrix[j + 1 :, j] /= matrix[j, j]
            elif info[index] == 0:
                info[index] = j + 1
            matrix[j + 1 :, j + 1 :] -= np.outer(matrix[j + 1 :, j], matrix[j, j + 1 :])
    return lu.reshape(a.shape), pivots.reshape(*a.shape[:-2], min(m, n)), info.reshape(a.shape[:-2])


def _reflect(block: np.ndarray, v: np.ndarray, tau: float) -> None:
    """block = (I - tau v v^T) block, in place (LAPACK's larf from the left)."""
    block -= tau * np.outer(v, v @ block)


def geqrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Householder QR of each matrix of `a`: (R and the reflectors, taus) (see the module)."""
    qr = np.array(a, dtype=np.float64)
    matrices = qr.reshape(-1, *a.shape[-2:])
    m, n = a.shape[-2:]
    taus = np.zeros((matrices.shape[0], min(m, n)))
    for index, matrix in enumerate(matrices):
        for i in range(min(m, n)):
            alpha, x = matrix[i, i], matrix[i + 1 :, i]
            norm = np.sqrt(x @ x)
            if norm == 0:
                continue
            beta = -np.copysign(np.hypot(alpha, norm), alpha)
            taus[index, i] = (beta - alpha) / beta
            x /= alpha - beta
            matrix[i, i] = beta
            _reflect(matrix[i:, i + 1 :], np.concatenate([[1.0], x]), taus[index, i])
    return qr.reshape(a.shape), taus.reshape(*a.shape[:-2], min(m, n))


def orgqr(a: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """The orthonormal columns H_0 ... H_{k-1} of geqrf's reflectors in `a` and `taus` (see the module)."""
    q = np.array(a, dtype=np.float64)
    matrices, tau_rows = q.reshape(-1, *a.shape[-2:]), taus.reshape(-1, taus.shape[-1]).astype(np.float64)
    m, n = a.shape[-2:]
    k = taus.shape[-1]
    for matrix, tau in zip(matrices, tau_rows):
        matrix[:, k:] = np.eye(m, n)[:, k:]
        for i in reversed(range(k)):
            if i < n - 1:
                matrix[i, i] = 1
                _reflect(matrix[i:, i + 1 :], matrix[i:, i].copy(), tau[i])
            matrix[i + 1 :, i] *= -tau[i]
            matrix[i, i] = 1 - tau[i]
            matrix[:i, i] = 0
    return q.reshape(a.shape)


def lapack_call(op, args: list[np.ndarray]) -> tuple[np.ndarray, ...]:
    """The results of a custom_call of a LAPACK routine (lapack_routine(op) is not None)."""
    from aiopt.reference.hlo.linalg_ops import triangular_solve

    routine, options = lapack_routine(op), lapack_options(op)
    types = [r.type for r in op.results]
    if routine == "potrf":
        factor, info = potrf(args[0], options.get("uplo", "L") == "L")
        return as_result(factor, element_type_of(types[0])), as_result(info, element_type_of(types[1]))
    if routine == "getrf":
        lu, pivots, info = getrf(args[0])
        return tuple(as_result(x, element_type_of(t)) for x, t in zip((lu, pivots, info), types))
    if routine == "geqrf":
        qr, taus = geqrf(args[0])
        return as_result(qr, element_type_of(types[0])), as_result(taus, element_type_of(types[1]))
    if routine == "orgqr":
        return (as_result(orgqr(*args), element_type_of(types[0])),)
    x = triangular_solve(
        *args,
        left_side=options.get("side", "L") == "L",
        lower=options.get("uplo", "L") == "L",
        unit_diagonal=options.get("diag", "N") == "U",
        transpose=TRANSPOSE[options.get("trans_x", "N")],
        result_type=types[0],
    )
    return (x,)
