"""The LAPACK custom calls JAX exports (potrf, getrf, trsm, geqrf, orgqr/ungqr, syevd/heevd, gesdd/gesvd, gtsv): their
reference semantics, and what convert-mhlo-to-linalg and compiled code compute from them.

The interpreter's semantics (aiopt.reference.hlo.lapack, numpy in double
precision) are checked against the factorizations' defining identities
(L L^H = A, P A = L U, op(A) X = B, A = Q R with Q^H Q = I, A V = V diag(w),
A = U diag(s) V^H) and LAPACK's info and signs, for real and complex types;
the lowered loops (run by the interpreter) and compiled code against the
interpreter. Eigen- and singular vectors are unique only up to sign (and a
rotation for a repeated value): the Jacobi loops' are compared by what is
well defined (values, |v| for distinct values, reconstructions, orthogonality).
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from hlo_testing import interpret
from test_mhlo_to_linalg import check, lower

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile_entries
from aiopt.support.diagnostics import DiagnosticError

LOWER, UPPER, NONE, UNIT = 76, 85, 78, 85
"""The bytes of 'L', 'U', 'N' and 'U' (unit diagonal) in backend_config."""


def ttype(shape, element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{element}>"


LETTER = {"f32": "s", "f64": "d", "complex<f32>": "c", "complex<f64>": "z"}
"""The LAPACK type letter of each element type."""

REAL = {"f32": "f32", "f64": "f64", "complex<f32>": "f32", "complex<f64>": "f64"}
"""The real type of each element type (eigen- and singular values)."""

DTYPE = {"f32": np.float32, "f64": np.float64, "complex<f32>": np.complex64, "complex<f64>": np.complex128}


def potrf_text(shape, uplo: int, element: str = "f32", dialect: str = "stablehlo") -> str:
    t, info = ttype(shape, element), ttype(shape[:-2], "i32")
    config = f"mhlo.backend_config = {{uplo = {uplo} : ui8}}"
    if dialect == "mhlo":
        config = f"api_version = 4 : i32, backend_config = {{uplo = {uplo} : ui8}}"
    letter = LETTER[element]
    return f"""func.func @main(%a: {t}) -> ({t}, {info}) {{
  %0:2 = {dialect}.custom_call @lapack_{letter}potrf_ffi(%a) {{{config}}} : ({t}) -> ({t}, {info})
  func.return %0#0, %0#1 : {t}, {info}
}}"""


def getrf_text(shape, element: str = "f32") -> str:
    t, pivots, info = ttype(shape, element), ttype((*shape[:-2], min(shape[-2:])), "i32"), ttype(shape[:-2], "i32")
    letter = LETTER[element]
    return f"""func.func @main(%a: {t}) -> ({t}, {pivots}, {info}) {{
  %0:3 = stablehlo.custom_call @lapack_{letter}getrf_ffi(%a) {{mhlo.backend_config = {{}}}}
      : ({t}) -> ({t}, {pivots}, {info})
  func.return %0#0, %0#1, %0#2 : {t}, {pivots}, {info}
}}"""


def geqrf_text(shape, element: str = "f32") -> str:
    t, taus = ttype(shape, element), ttype((*shape[:-2], min(shape[-2:])), element)
    return f"""func.func @main(%a: {t}) -> ({t}, {taus}) {{
  %0:2 = stablehlo.custom_call @lapack_{LETTER[element]}geqrf_ffi(%a) {{mhlo.backend_config = {{}}}} : ({t}) -> ({t}, {taus})
  func.return %0#0, %0#1 : {t}, {taus}
}}"""


def geqp3_text(shape, element: str = "f32") -> str:
    t, taus = ttype(shape, element), ttype((*shape[:-2], min(shape[-2:])), element)
    jpvt = ttype(shape[:-2] + shape[-1:], "i32")
    signature = f"{t}, {jpvt}, {taus}"
    return f"""func.func @main(%a: {t}, %jpvt: {jpvt}) -> ({signature}) {{
  %0:3 = stablehlo.custom_call @lapack_{LETTER[element]}geqp3_ffi(%a, %jpvt) {{mhlo.backend_config = {{}}}}
      : ({t}, {jpvt}) -> ({signature})
  func.return %0#0, %0#1, %0#2 : {signature}
}}"""


def orgqr_text(shape, k: int, element: str = "f32") -> str:
    t, taus = ttype(shape, element), ttype((*shape[:-2], k), element)
    routine = "orgqr" if element in ("f32", "f64") else "ungqr"
    return f"""func.func @main(%a: {t}, %taus: {taus}) -> {t} {{
  %0 = stablehlo.custom_call @lapack_{LETTER[element]}{routine}_ffi(%a, %taus) {{mhlo.backend_config = {{}}}} : ({t}, {taus}) -> {t}
  func.return %0 : {t}
}}"""


def trsm_text(a_shape, b_shape, side: int, uplo: int, trans: int, diag: int, element: str = "f32") -> str:
    a, b = ttype(a_shape, element), ttype(b_shape, element)
    letter = LETTER[element]
    config = f"diag = {diag} : ui8, side = {side} : ui8, trans_x = {trans} : ui8, uplo = {uplo} : ui8"
    return f"""func.func @main(%a: {a}, %b: {b}) -> {b} {{
  %0 = stablehlo.custom_call @lapack_{letter}trsm_ffi(%a, %b) {{mhlo.backend_config = {{{config}}}}} : ({a}, {b}) -> {b}
  func.return %0 : {b}
}}"""


def syevd_text(shape, uplo: int = LOWER, mode: int = 86, element: str = "f32") -> str:
    t, w, info = ttype(shape, element), ttype(shape[:-1], REAL[element]), ttype(shape[:-2], "i32")
    routine = "syevd" if element in ("f32", "f64") else "heevd"
    return f"""func.func @main(%a: {t}) -> ({t}, {w}, {info}) {{
  %0:3 = stablehlo.custom_call @lapack_{LETTER[element]}{routine}_ffi(%a) {{mhlo.backend_config = {{mode = {mode} : ui8,
      uplo = {uplo} : ui8}}}} : ({t}) -> ({t}, {w}, {info})
  func.return %0#0, %0#1, %0#2 : {t}, {w}, {info}
}}"""


ALL, SOME, NO_VECTORS, VECTORS = 65, 83, 78, 86
"""gesdd's modes: full u and vt ('A'), thin ('S'), none ('N')."""


def gesdd_text(shape, mode: int = ALL, element: str = "f32", routine: str = "gesdd", thin: bool = False) -> str:
    *batch, m, n = shape
    k, thin = min(m, n), thin or mode == SOME
    u, vt = ttype((*batch, m, k if thin else m), element), ttype((*batch, k if thin else n, n), element)
    types = [ttype(shape, element), ttype((*batch, k), REAL[element]), u, vt, ttype(batch, "i32")]
    signature = ", ".join(types)
    return f"""func.func @main(%a: {types[0]}) -> ({signature}) {{
  %0:5 = stablehlo.custom_call @lapack_{LETTER[element]}{routine}_ffi(%a) {{mhlo.backend_config = {{mode = {mode} : ui8}}}}
      : ({types[0]}) -> ({signature})
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : {signature}
}}"""


def geev_text(shape, element: str = "f32", left: int = NONE, right: int = VECTORS) -> str:
    """A geev call: (wr, wi, vl, vr, info) for real elements, (w, vl, vr, info) for complex ones."""
    vectors = ttype(shape, element if element.startswith("complex") else f"complex<{element}>")
    w, info = ttype(shape[:-1], element), ttype(shape[:-2], "i32")
    types = [w, w, vectors, vectors, info] if element in ("f32", "f64") else [w, vectors, vectors, info]
    signature, names = ", ".join(types), ", ".join(f"%0#{i}" for i in range(len(types)))
    return f"""func.func @main(%a: {ttype(shape, element)}) -> ({signature}) {{
  %0:{len(types)} = stablehlo.custom_call @lapack_{LETTER[element]}geev_ffi(%a) {{mhlo.backend_config = {{
      compute_left = {left} : ui8, compute_right = {right} : ui8}}}} : ({ttype(shape, element)}) -> ({signature})
  func.return {names} : {signature}
}}"""


def gtsv_text(batch, n: int, nrhs: int, element: str = "f32") -> str:
    v, b, info = ttype((*batch, n), element), ttype((*batch, n, nrhs), element), ttype(batch, "i32")
    signature = f"{v}, {v}, {v}, {b}, {info}"
    return f"""func.func @main(%dl: {v}, %d: {v}, %du: {v}, %b: {b}) -> ({signature}) {{
  %0:5 = stablehlo.custom_call @lapack_{LETTER[element]}gtsv_ffi(%dl, %d, %du, %b) {{mhlo.backend_config = {{}}}}
      : ({v}, {v}, {v}, {b}) -> ({signature})
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : {signature}
}}"""


def compiled(*texts: str) -> list:
    """Each program's `@main` compiled for the CPU, all in one module (its `@main` renamed `@main_<i>`): one
    pipeline run and one JIT module for a test's programs, whose LAPACK kernels are lowered and compiled once."""
    body = "\n".join(text.replace("func.func @main(", f"func.func @main_{i}(", 1) for i, text in enumerate(texts))
    functions = compile_entries(f"module {{\n{body}\n}}", [f"main_{i}" for i in range(len(texts))])
    return [functions[f"main_{i}"] for i in range(len(texts))]


def random(shape, element: str = "f32", seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape)
    if element.startswith("complex"):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(DTYPE[element])


_LOWERED: dict[str, tuple[object, str]] = {}
"""Each program lowered by convert-mhlo-to-linalg, by its text (several tests and cases lower the same one): the
lowered module and the program's `@main` in it."""


def lower_together(*texts: str) -> None:
    """Lower the programs not lowered yet in one module (each `@main` renamed `@main_<i>`) for `lowered`: the LAPACK
    kernels they share (every geev's are the same complex<f64> loops) are built, printed and parsed once, not once
    a program. Where that module does not lower cleanly, `lowered` lowers each program alone (its own error)."""
    texts = [text for text in dict.fromkeys(texts) if text not in _LOWERED]
    if len(texts) < 2:
        return
    body = "\n".join(text.replace("func.func @main(", f"func.func @main_{i}(", 1) for i, text in enumerate(texts))
    try:
        _, module, diagnostics = lower(f"module {{\n{body}\n}}")
    except Exception:  # (each program's own lowering says what)
        return
    if not diagnostics:
        _LOWERED.update({text: (module, f"main_{i}") for i, text in enumerate(texts)})


def lowered(text: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """What `@main` lowered by convert-mhlo-to-linalg computes (run by the interpreter)."""
    if text not in _LOWERED:
        _, module, diagnostics = lower(text)
        assert not diagnostics, [d.message for d in diagnostics]
        _LOWERED[text] = module, "main"
    module, entry = _LOWERED[text]
    return run_function(module, entry, inputs)


def adjoint(x: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(x, -1, -2))


def assert_eigendecomposition(a: np.ndarray, v: np.ndarray, w: np.ndarray, lower: bool, tolerance: float) -> None:
    """w ascending, v orthonormal and h v = v diag(w) for the Hermitian h of a's `lower` (or upper) triangle."""
    strict = np.tril(a, -1) if lower else np.triu(a, 1)
    h = strict + adjoint(strict) + np.real(np.diagonal(a, axis1=-2, axis2=-1))[..., None] * np.eye(a.shape[-1])
    assert np.all(np.diff(w, axis=-1) >= 0)
    np.testing.assert_allclose(h @ v, v * w[..., None, :], atol=tolerance)
    np.testing.assert_allclose(adjoint(v) @ v, np.broadcast_to(np.eye(a.shape[-1]), v.shape), atol=tolerance)


def assert_svd(a: np.ndarray, s: np.ndarray, u: np.ndarray, vt: np.ndarray, tolerance: float) -> None:
    """s descending and >= 0, u and vt orthonormal, a = u[:, :k] diag(s) vt[:k]."""
    k = s.shape[-1]
    assert np.all(np.diff(s, axis=-1) <= 0) and np.all(s >= 0)
    np.testing.assert_allclose((u[..., :, :k] * s[..., None, :]) @ vt[..., :k, :], a, atol=tolerance)
    for q in (adjoint(u) @ u, vt @ adjoint(vt)):
        np.testing.assert_allclose(q, np.broadcast_to(np.eye(q.shape[-1]), q.shape), atol=tolerance)


def spd(shape, seed: int = 0) -> np.ndarray:
    x = np.random.default_rng(seed).standard_normal(shape)
    return (x @ np.swapaxes(x, -1, -2) + shape[-1] * np.eye(shape[-1])).astype(np.float32)


@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("shape", [(1, 1), (5, 5), (2, 3, 3)])
def test_potrf_factors_and_keeps_the_other_triangle(shape, uplo: int) -> None:
    a = spd(shape)
    factor, info = interpret(potrf_text(shape, uplo), [a])
    np.testing.assert_array_equal(info, np.zeros(shape[:-2], np.int32))
    lower = uplo == LOWER
    triangle = np.tril(factor) if lower else np.triu(factor)
    product = triangle @ np.swapaxes(triangle, -1, -2) if lower else np.swapaxes(triangle, -1, -2) @ triangle
    np.testing.assert_allclose(product, a, rtol=1e-5, atol=1e-4)
    other = np.triu(np.ones(shape[-2:], bool), 1) if lower else np.tril(np.ones(shape[-2:], bool), -1)
    np.testing.assert_array_equal(factor[..., other], a[..., other])


def test_potrf_info_is_the_order_of_the_first_failing_pivot() -> None:
    a = np.stack([spd((4, 4)), spd((4, 4)), spd((4, 4))])
    a[1, 2, 2] = -50.0  # leading minor 3 is not positive definite
    a[2, 0, 0] = np.nan
    factor, info = interpret(potrf_text((3, 4, 4), LOWER), [a])
    np.testing.assert_array_equal(info, [0, 3, 1])
    # The failing pivot is stored at its diagonal element (potf2's A(j,j) = AJJ, as jaxlib's LAPACK leaves it:
    # difftest seed 20803 #33 with --families lapack,dot_general,einsum); the rest of the columns from the
    # failing one on keep a's elements.
    pivot = a[1, 2, 2] - np.vdot(factor[1, 2, :2], factor[1, 2, :2])
    np.testing.assert_allclose(factor[1, 2, 2], pivot, rtol=1e-6)
    assert pivot < -49
    expected = np.tril(a[1])[:, 2:]
    expected[2, 0] = factor[1, 2, 2]
    np.testing.assert_array_equal(np.tril(factor[1])[:, 2:], expected)


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
def test_potrf_lowered_computes_what_the_interpreter_does(uplo: int, dialect: str) -> None:
    a = np.stack([spd((4, 4), 1), spd((4, 4), 2)])
    a[1, 3, 3] = -100.0  # fails at the last column: info 4
    factor, info = check(potrf_text((2, 4, 4), uplo, dialect=dialect), [a], rtol=1e-5)
    np.testing.assert_array_equal(info, [0, 4])


@pytest.mark.parametrize("shape", [(4, 4), (2, 3, 5), (5, 3)])
def test_getrf_is_lu_with_partial_pivoting(shape) -> None:
    a = np.random.default_rng(3).standard_normal(shape).astype(np.float32)
    lu, pivots, info = interpret(getrf_text(shape), [a])
    np.testing.assert_array_equal(info, np.zeros(shape[:-2], np.int32))
    m, n = shape[-2:]
    k = min(m, n)
    for index in np.ndindex(*shape[:-2]):
        lower = np.tril(lu[index], -1)[:, :k] + np.eye(m, k)
        upper = np.triu(lu[index])[:k, :]
        permuted = a[index].astype(np.float64)
        for j, p in enumerate(pivots[index]):
            assert j < p <= m
            permuted[[j, p - 1]] = permuted[[p - 1, j]]
            # The pivot is the largest of its column at or below the diagonal.
            assert np.all(np.abs(lower[j + 1 :, j]) <= 1)
        np.testing.assert_allclose(lower @ upper, permuted, rtol=1e-5, atol=1e-5)


def test_getrf_info_is_the_first_zero_pivot() -> None:
    a = np.array([[0, 1, 2], [0, 3, 4], [0, 5, 7]], np.float32)  # first column zero: no swap, info 1
    lu, pivots, info = interpret(getrf_text((3, 3)), [a])
    assert info == 1
    np.testing.assert_array_equal(pivots, [1, 3, 3])
    np.testing.assert_array_equal(lu[:, 0], [0, 0, 0])


@pytest.mark.parametrize("shape", [(4, 4), (2, 3, 5), (5, 3), (2, 2, 3, 3)])
def test_getrf_lowered_computes_what_the_interpreter_does(shape) -> None:
    a = np.random.default_rng(5).standard_normal(shape).astype(np.float32)
    if len(shape) == 3:
        a[1, :, 1] = 0  # a zero pivot in the second column of the second matrix
    check(getrf_text(shape), [a], rtol=1e-5)


@pytest.mark.parametrize("side", [LOWER, 82])
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("trans", [NONE, 84, 67])
@pytest.mark.parametrize("diag", [NONE, UNIT])
def test_trsm_solves_the_triangular_system(side: int, uplo: int, trans: int, diag: int) -> None:
    rng = np.random.default_rng(7)
    a = (rng.standard_normal((4, 4)) + 4 * np.eye(4)).astype(np.float32)
    b_shape = (4, 3) if side == LOWER else (3, 4)
    b = rng.standard_normal(b_shape).astype(np.float32)
    text = trsm_text((4, 4), b_shape, side, uplo, trans, diag)
    (x,) = interpret(text, [a, b])
    triangle = np.tril(a) if uplo == LOWER else np.triu(a)
    if diag == UNIT:
        np.fill_diagonal(triangle, 1)
    op = triangle if trans == NONE else triangle.T
    np.testing.assert_allclose(op @ x if side == LOWER else x @ op, b, rtol=1e-4, atol=1e-5)
    check(text, [a, b], rtol=1e-5)


def test_complex_trsm_adjoint() -> None:
    rng = np.random.default_rng(8)
    a = (rng.standard_normal((3, 3)) + 1j * rng.standard_normal((3, 3)) + 3 * np.eye(3)).astype(np.complex64)
    b = (rng.standard_normal((3, 2)) + 1j * rng.standard_normal((3, 2))).astype(np.complex64)
    text = trsm_text((3, 3), (3, 2), LOWER, LOWER, 67, NONE, "complex<f32>")
    (x,) = interpret(text, [a, b])
    np.testing.assert_allclose(np.conj(np.tril(a)).T @ x, b, rtol=1e-4, atol=1e-5)
    check(text, [a, b], rtol=1e-5)


@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 4, 4)])
def test_geqrf_and_orgqr_are_householder_qr(shape) -> None:
    a = np.random.default_rng(11).standard_normal(shape).astype(np.float32)
    qr, taus = interpret(geqrf_text(shape), [a])
    m, n = shape[-2:]
    k = min(m, n)
    # (beta - alpha) / beta with |beta| >= |alpha| of opposite signs; the last row has nothing to reflect (tau 0).
    reflecting = taus[..., : min(k, m - 1)]
    assert np.all((reflecting >= 1) & (reflecting <= 2)) and np.all(taus[..., min(k, m - 1) :] == 0)
    reflectors = qr[..., :, :k]
    (q,) = interpret(orgqr_text(reflectors.shape, k), [np.ascontiguousarray(reflectors), taus])
    r = np.triu(qr)[..., :k, :]
    np.testing.assert_allclose(q @ r, a, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.swapaxes(q, -1, -2) @ q, np.broadcast_to(np.eye(k), q.shape[:-2] + (k, k)), atol=1e-6)
    # LAPACK's sign: R's diagonal has the opposite sign of the column's leading element at its step.
    assert np.all(np.sign(np.diagonal(r, axis1=-2, axis2=-1)[..., :1]) == -np.sign(a[..., :1, 0]))


def test_geqrf_keeps_a_column_with_nothing_below_its_diagonal() -> None:
    a = np.array([[2, 1], [0, 3], [0, 4]], np.float32)
    qr, taus = interpret(geqrf_text((3, 2)), [a])
    assert taus[0] == 0 and list(qr[:, 0]) == [2, 0, 0]
    assert qr[1, 1] == -5 and taus[1] == pytest.approx(1.6)


@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 4, 4), (3, 1, 4, 3)])
def test_geqrf_and_orgqr_lowered_compute_what_the_interpreter_does(shape) -> None:
    a = np.random.default_rng(12).standard_normal(shape).astype(np.float32)
    if len(shape) == 3:
        a[1, 1:, 0] = 0  # no reflection in the first column of the second matrix
    qr, taus = check(geqrf_text(shape), [a], rtol=1e-5)
    k = min(shape[-2:])
    check(orgqr_text((*shape[:-1], k), k), [np.ascontiguousarray(qr[..., :, :k]), taus], rtol=1e-5)
    # orgqr with more columns than reflectors (jnp.linalg.qr(mode="complete") pads them with the identity's).
    if shape == (4, 3):
        padded = np.concatenate([qr, np.zeros((4, 1), np.float32)], axis=1)
        (q,) = check(orgqr_text((4, 4), 3), [padded, taus], rtol=1e-5)
        np.testing.assert_allclose(q.T @ q, np.eye(4), atol=1e-6)


def pivoted_q(qr: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """Q = H_0 ... H_{k-1} of geqrf's (geqp3's) reflectors in one matrix."""
    m = qr.shape[0]
    q = np.eye(m, dtype=np.result_type(qr.dtype, np.float64))
    for i, tau in enumerate(taus):
        v = np.concatenate([np.zeros(i), [1.0], qr[i + 1 :, i]])
        q = q @ (np.eye(m) - tau * np.outer(v, v.conj()))
    return q


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("shape", [(4, 5), (6, 3), (2, 4, 4)])
def test_geqp3_is_qr_with_column_pivoting(shape, element: str) -> None:
    """a[:, p] = Q R with p the permutation jpvt - 1, |R[i][i]| not increasing (each step took the largest
    remaining column); columns whose jpvt is nonzero come first, in their order."""
    a = random(shape, element, seed=31)
    zeros = np.zeros(shape[:-2] + shape[-1:], np.int32)
    fixed = zeros.copy()
    fixed[..., -1] = fixed[..., 1] = 1
    for jpvt in (zeros, fixed):
        qr, pivots, taus = interpret(geqp3_text(shape, element), [a, jpvt])
        tolerance = 1e-5 if element in ("f32", "complex<f32>") else 1e-12
        for matrix, r, p, tau, given in zip(
            *(x.reshape(-1, *x.shape[len(shape) - 2 :]) for x in (a, qr)),
            pivots.reshape(-1, shape[-1]),
            taus.reshape(-1, taus.shape[-1]),
            jpvt.reshape(-1, shape[-1]),
        ):
            assert sorted(p) == list(range(1, shape[-1] + 1))
            assert list(p[: given.sum()]) == [j + 1 for j in np.nonzero(given)[0]]
            q = pivoted_q(r, tau)
            np.testing.assert_allclose(q @ np.triu(r), matrix[:, p - 1], atol=tolerance * 10)
            diagonal = np.abs(np.diagonal(r))[given.sum() :]
            assert np.all(diagonal[:-1] >= diagonal[1:] * (1 - tolerance))


def test_geqp3_matches_jax() -> None:
    jax = pytest.importorskip("jax")
    for element, shape in [("f32", (4, 6)), ("complex<f32>", (5, 5))]:
        a = random(shape, element, seed=32)
        qr, pivots, taus = interpret(geqp3_text(shape, element), [a, np.zeros(shape[-1], np.int32)])
        from jax._src.lax import linalg as lax_linalg

        expected_qr, expected_pivots, expected_taus = jax.jit(lax_linalg.geqp3)(a, np.zeros(shape[-1], np.int32))
        np.testing.assert_array_equal(pivots, np.asarray(expected_pivots))
        np.testing.assert_allclose(qr, np.asarray(expected_qr), atol=1e-5)
        np.testing.assert_allclose(taus, np.asarray(expected_taus), atol=1e-5)


@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
def test_geqp3_lowered_and_compiled_compute_what_the_interpreter_does(element: str) -> None:
    shapes = [(4, 5), (6, 3), (2, 4, 4), (1, 1)]
    texts = [geqp3_text(shape, element) for shape in shapes]
    lower_together(*texts)
    for shape, text, function in zip(shapes, texts, compiled(*texts), strict=True):
        a = random(shape, element, seed=33)
        jpvt = np.zeros(shape[:-2] + shape[-1:], np.int32)
        jpvt[..., -1] = 7
        for pivots in (np.zeros_like(jpvt), jpvt):
            expected = interpret(text, [a, pivots])
            for actual in (lowered(text, [a, pivots]), function.call(a, pivots)):
                for x, y in zip(actual, expected, strict=True):
                    assert x.dtype == y.dtype
                    np.testing.assert_allclose(x, y, atol=1e-5)


def test_double_precision_factorizations() -> None:
    """jax with 64-bit types calls the d routines: potrf, getrf, geqrf lowered against the interpreter."""
    a = spd((2, 4, 4)).astype(np.float64)
    check(potrf_text((2, 4, 4), LOWER, "f64"), [a], rtol=1e-12)
    check(getrf_text((2, 4, 4), "f64"), [a], rtol=1e-12)
    check(geqrf_text((2, 4, 4)).replace("f32", "f64").replace("sgeqrf", "dgeqrf"), [a], rtol=1e-12)


def test_compiled_factorizations() -> None:
    """The calls of jax.scipy.linalg.cho_solve, jnp.linalg.inv and jnp.linalg.qr, compiled, against the interpreter."""
    a = np.stack([spd((5, 5), 9), spd((5, 5), 10)])
    a[1, 4, 4] = -1e3
    cases = [
        (potrf_text((2, 5, 5), LOWER), [a]),
        (getrf_text((2, 5, 5)), [a]),
        (geqrf_text((2, 5, 5)), [a]),
        # Two batch dimensions: the kernel function takes them as one.
        (getrf_text((2, 1, 5, 5)), [a.reshape(2, 1, 5, 5)]),
    ]
    for (text, inputs), function in zip(cases, compiled(*(text for text, _ in cases)), strict=True):
        expected = interpret(text, inputs)
        actual = function.call(*inputs)
        for x, y in zip(actual, expected, strict=True):
            assert x.dtype == y.dtype
            np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("target", ["lapack_sgelsd_ffi", "lapack_corgqr_ffi", "lapack_dheevd_ffi"])
def test_other_targets_have_no_semantics(target: str) -> None:
    text = potrf_text((2, 2), LOWER).replace("lapack_spotrf_ffi", target)
    with pytest.raises(Exception, match=f"@{target} has no reference semantics"):
        interpret(text, [np.eye(2, dtype=np.float32)])


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
def test_syevd_decomposes_the_hermitian_matrix_of_the_triangle(uplo: int, element: str) -> None:
    a = random((2, 4, 4), element)
    v, w, info = interpret(syevd_text((2, 4, 4), uplo, element=element), [a])
    assert w.dtype == np.dtype(DTYPE[REAL[element]]) and v.dtype == a.dtype
    np.testing.assert_array_equal(info, [0, 0])
    assert_eigendecomposition(a.astype(np.complex128), v, w, uplo == LOWER, 1e-5)
    # The other triangle is not read.
    other = np.triu(np.ones((4, 4), bool), 1) if uplo == LOWER else np.tril(np.ones((4, 4), bool), -1)
    garbage = a.copy()
    garbage[..., other] = 1e6
    np.testing.assert_array_equal(interpret(syevd_text((2, 4, 4), uplo, element=element), [garbage])[1], w)


def test_syevd_without_vectors_keeps_the_matrix() -> None:
    a = random((3, 3))
    v, w, _ = interpret(syevd_text((3, 3), mode=NONE), [a])
    np.testing.assert_array_equal(v, a)
    np.testing.assert_allclose(w, interpret(syevd_text((3, 3)), [a])[1])


@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("shape", [(1, 1), (4, 4), (2, 5, 5)])
def test_syevd_lowered_jacobi_matches_the_interpreter(shape, uplo: int) -> None:
    a = random(shape, seed=3)
    text = syevd_text(shape, uplo)
    (v, w, info), (ev, ew, einfo) = lowered(text, [a]), interpret(text, [a])
    np.testing.assert_array_equal(info, einfo)
    # Computed in f64: the f32 results are the interpreter's within rounding (the eigenvalues here are distinct,
    # so each vector is the interpreter's up to its sign).
    np.testing.assert_allclose(w, ew, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(np.abs(v), np.abs(ev), atol=1e-6)
    assert_eigendecomposition(a, v.astype(np.float64), w.astype(np.float64), uplo == LOWER, 1e-5)


def test_syevd_lowered_repeated_eigenvalues_nan_and_no_vectors() -> None:
    """A repeated eigenvalue's vectors are some orthonormal basis of its space; NaN gives NaN; mode 'N' keeps a."""
    q = np.linalg.qr(np.random.default_rng(4).standard_normal((4, 4)))[0]
    repeated = (q * [1.0, 2.0, 2.0, 5.0]) @ q.T
    nan = np.diag([1.0, 2.0, np.nan, 4.0])
    a = np.stack([repeated, nan])
    v, w, info = lowered(syevd_text((2, 4, 4), element="f64"), [a])
    np.testing.assert_allclose(w[0], [1, 2, 2, 5], rtol=1e-13)
    assert_eigendecomposition(a[:1], v[:1], w[:1], True, 1e-13)
    assert np.all(np.isnan(w[1])) and np.all(np.isnan(v[1])) and list(info) == [0, 0]
    v, w, info = lowered(syevd_text((2, 4, 4), mode=NONE, element="f64"), [a])
    np.testing.assert_array_equal(v[0], a[0])
    np.testing.assert_allclose(w[0], [1, 2, 2, 5], rtol=1e-13)


@pytest.mark.parametrize("routine", ["gesdd", "gesvd"])
@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
@pytest.mark.parametrize("mode", [ALL, SOME, NO_VECTORS])
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 4)])
def test_gesdd_is_the_singular_value_decomposition(shape, mode: int, element: str, routine: str) -> None:
    a = random(shape, element, seed=5)
    kept, s, u, vt, info = interpret(gesdd_text(shape, mode, element, routine), [a])
    np.testing.assert_array_equal(kept, a)
    np.testing.assert_array_equal(info, np.zeros(shape[:-2], np.int32))
    np.testing.assert_allclose(s, np.linalg.svd(a.astype(np.complex128), compute_uv=False), rtol=1e-6)
    if mode == NO_VECTORS:
        assert not np.any(u) and not np.any(vt)
    else:
        assert_svd(a, s, u, vt, 1e-5)


@pytest.mark.parametrize("mode", [ALL, SOME, NO_VECTORS])
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 4), (1, 1), (4, 1)])
def test_gesdd_lowered_one_sided_jacobi_matches_the_interpreter(shape, mode: int) -> None:
    a = random(shape, seed=6)
    text = gesdd_text(shape, mode)
    actual, expected = lowered(text, [a]), interpret(text, [a])
    np.testing.assert_array_equal(actual[0], a)
    np.testing.assert_array_equal(actual[4], expected[4])
    np.testing.assert_allclose(actual[1], expected[1], rtol=1e-6, atol=1e-6)
    if mode == NO_VECTORS:
        np.testing.assert_array_equal(actual[2], expected[2])
        np.testing.assert_array_equal(actual[3], expected[3])
        return
    _, s, u, vt, _ = actual
    k = s.shape[-1]
    # Distinct singular values: the first k singular vectors are the interpreter's up to their signs.
    np.testing.assert_allclose(np.abs(u[..., :k]), np.abs(expected[2][..., :k]), atol=1e-6)
    np.testing.assert_allclose(np.abs(vt[..., :k, :]), np.abs(expected[3][..., :k, :]), atol=1e-6)
    assert_svd(a, s, u, vt, 1e-5)


@pytest.mark.parametrize("shape", [(5, 3), (3, 5)])
def test_gesdd_without_vectors_takes_thin_or_full_shapes(shape) -> None:
    """jnp.linalg.svd(compute_uv=False) types u and vt as its full_matrices says (matrix_rank: thin)."""
    a = random(shape, seed=11)
    for thin in (False, True):
        text = gesdd_text(shape, NO_VECTORS, thin=thin)
        expected = interpret(text, [a])
        k = min(shape)
        assert expected[2].shape == (shape[0], k if thin else shape[0]) and not np.any(expected[2])
        assert expected[3].shape == (k if thin else shape[1], shape[1]) and not np.any(expected[3])
        check(text, [a], rtol=1e-6)


def test_gesdd_lowered_rank_deficient_and_nan() -> None:
    """Zero singular values still have orthonormal vectors (Householder QR completes them); NaN gives NaN."""
    ones = np.ones((4, 3))
    nan = np.arange(12.0).reshape(4, 3)
    nan[2, 1] = np.nan
    a = np.stack([ones, nan])
    _, s, u, vt, info = lowered(gesdd_text((2, 4, 3), ALL, "f64"), [a])
    np.testing.assert_allclose(s[0], [np.sqrt(12), 0, 0], atol=1e-14)
    assert_svd(ones, s[0], u[0], vt[0], 1e-14)
    assert np.all(np.isnan(s[1])) and np.all(np.isnan(u[1])) and np.all(np.isnan(vt[1])) and list(info) == [0, 0]


@pytest.mark.parametrize("uplo", [LOWER, UPPER])
@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
def test_heevd_lowered_jacobi_matches_the_interpreter(element: str, uplo: int) -> None:
    """Complex rotations (diag(1, conj(e)) R): the eigenvalues and |v| are the interpreter's; the imaginary
    parts of the diagonal and the other triangle are not read."""
    a = random((2, 4, 4), element, seed=13)
    text = syevd_text((2, 4, 4), uplo, element=element)
    (v, w, info), (ev, ew, einfo) = lowered(text, [a]), interpret(text, [a])
    tolerance = 1e-5 if element == "complex<f32>" else 1e-12
    np.testing.assert_array_equal(info, einfo)
    np.testing.assert_allclose(w, ew, rtol=tolerance, atol=tolerance)
    np.testing.assert_allclose(np.abs(v), np.abs(ev), atol=tolerance)
    assert_eigendecomposition(a.astype(np.complex128), v, w, uplo == LOWER, 10 * tolerance)


@pytest.mark.parametrize("mode", [ALL, SOME, NO_VECTORS])
@pytest.mark.parametrize("shape", [(4, 3), (2, 3, 5)])
def test_complex_gesdd_lowered_matches_the_interpreter(shape, mode: int) -> None:
    a = random(shape, "complex<f64>", seed=14)
    if len(shape) == 3:
        a[0, 0, 0] = np.nan  # the first matrix's results are NaN
    text = gesdd_text(shape, mode, "complex<f64>")
    actual, expected = lowered(text, [a]), interpret(text, [a])
    for x, y in zip(actual[:2], expected[:2]):
        np.testing.assert_allclose(x, y, rtol=1e-12, atol=1e-12, equal_nan=True)
    _, s, u, vt, _ = actual
    k = s.shape[-1]
    if mode == NO_VECTORS:
        assert not np.any(u) and not np.any(vt)
        return
    np.testing.assert_allclose(np.abs(u[..., :k]), np.abs(expected[2][..., :k]), atol=1e-12, equal_nan=True)
    np.testing.assert_allclose(np.abs(vt[..., :k, :]), np.abs(expected[3][..., :k, :]), atol=1e-12, equal_nan=True)
    finite = ... if len(shape) == 2 else 1
    assert_svd(a[finite], s[finite], u[finite], vt[finite], 1e-12)


def test_compiled_eigh_and_svd() -> None:
    """The Jacobi loops compiled for the CPU compute what they compute in the interpreter."""
    cases = [
        (syevd_text((2, 5, 5), UPPER), [random((2, 5, 5), seed=7)]),
        (gesdd_text((2, 6, 4), ALL, "f64"), [random((2, 6, 4), "f64", seed=8)]),
        (gesdd_text((3, 5), SOME), [random((3, 5), seed=9)]),
        (syevd_text((4, 4), element="complex<f32>"), [random((4, 4), "complex<f32>", seed=15)]),
        (gesdd_text((2, 3, 4), ALL, "complex<f64>"), [random((2, 3, 4), "complex<f64>", seed=16)]),
    ]
    lower_together(*(text for text, _ in cases))
    for (text, inputs), function in zip(cases, compiled(*(text for text, _ in cases)), strict=True):
        expected = lowered(text, inputs)
        actual = function.call(*inputs)
        for x, y in zip(actual, expected, strict=True):
            assert x.dtype == y.dtype
            np.testing.assert_allclose(x, y, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
def test_complex_factorizations(element: str) -> None:
    """jax's complex cholesky, lu and qr: L L^H = A (either triangle), P A = L U, A = Q R with Q^H Q = I."""
    x = random((2, 4, 4), element, seed=10)
    a = (x @ adjoint(x) + 4 * np.eye(4)).astype(x.dtype)
    tolerance = 1e-4 if element == "complex<f32>" else 1e-12
    for uplo in (LOWER, UPPER):
        factor, info = interpret(potrf_text((2, 4, 4), uplo, element), [a])
        np.testing.assert_array_equal(info, [0, 0])
        low = np.tril(factor) if uplo == LOWER else adjoint(np.triu(factor))
        np.testing.assert_allclose(low @ adjoint(low), a, atol=tolerance)
        assert np.all(np.diagonal(low, axis1=-2, axis2=-1).imag == 0)
    lu, pivots, info = interpret(getrf_text((4, 4), element), [x[0]])
    permuted = x[0].copy()
    for j, p in enumerate(pivots):
        permuted[[j, p - 1]] = permuted[[p - 1, j]]
    np.testing.assert_allclose((np.tril(lu, -1) + np.eye(4)) @ np.triu(lu), permuted, atol=tolerance)
    wide = x[0, :3]
    qr, taus = interpret(geqrf_text((3, 4), element), [wide])
    (q,) = interpret(orgqr_text((3, 3), 3, element), [np.ascontiguousarray(qr[:, :3]), taus])
    np.testing.assert_allclose(q @ np.triu(qr), wide, atol=tolerance)
    np.testing.assert_allclose(adjoint(q) @ q, np.eye(3), atol=tolerance)
    assert np.all(np.diagonal(qr).imag == 0)


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
def test_complex_factorizations_lowered_and_compiled(element: str) -> None:
    """The complex loops (complex ops; potrf's upper triangle holds U = L^H) compute what the interpreter does."""
    x = random((2, 4, 4), element, seed=12)
    a = (x @ adjoint(x) + 4 * np.eye(4)).astype(x.dtype)
    a[1, 3, 3] = -100  # info 4
    x[1, :, 1] = 0  # getrf: a zero pivot
    x[1, 1:, 0] = 0  # geqrf: alpha is complex, x = 0: a reflection all the same
    rtol = 1e-5 if element == "complex<f32>" else 1e-12
    for uplo in (LOWER, UPPER):
        check(potrf_text((2, 4, 4), uplo, element), [a], rtol=rtol)
    check(getrf_text((2, 4, 4), element), [x], rtol=rtol)
    qr, taus = check(geqrf_text((2, 4, 4), element), [x], rtol=rtol)
    assert taus[1, 0] != 0
    check(orgqr_text((2, 4, 4), 4, element), [qr, taus], rtol=rtol)
    cases = [(potrf_text((2, 4, 4), UPPER, element), [a]), (geqrf_text((2, 4, 4), element), [x])]
    for (text, inputs), function in zip(cases, compiled(*(text for text, _ in cases)), strict=True):
        for actual, expected in zip(function.call(*inputs), interpret(text, inputs), strict=True):
            np.testing.assert_allclose(actual, expected, rtol=rtol, atol=rtol)


@pytest.mark.parametrize("element", ["f64", "complex<f64>"])
@pytest.mark.parametrize("shape", [(4, 3), (3, 5)])
def test_geqrf_is_lapacks(shape, element: str) -> None:
    """numpy.linalg.qr(mode="raw") returns LAPACK's geqrf reflectors (transposed) and taus: the same, complex
    ones included (beta real, H^H applied)."""
    a = random(shape, element, seed=17)
    qr, taus = interpret(geqrf_text(shape, element), [a])
    reflectors, expected_taus = np.linalg.qr(a, mode="raw")
    np.testing.assert_allclose(qr, reflectors.T, atol=1e-14)
    np.testing.assert_allclose(taus, expected_taus, atol=1e-14)


def test_complex_potrf_info() -> None:
    a = np.array([[4, 1j], [-1j, -1]], np.complex64)
    factor, info = interpret(potrf_text((2, 2), LOWER, "complex<f32>"), [a])
    assert info == 2 and factor[0, 0] == 2 and factor[1, 0] == -0.5j


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (syevd_text((3, 3)).replace("(%a) {", "(%a, %a) {").replace("(tensor<3x3xf32>) ->", "(tensor<3x3xf32>, tensor<3x3xf32>) ->"),
         "@lapack_ssyevd_ffi takes 1 operand and returns 3 results, got 2 and 3"),
        (syevd_text((3, 3)).replace("mode = 86", "mode = 65"),
         "@lapack_ssyevd_ffi option 'mode' must be 'V' (86) or 'N' (78), got 65 : ui8"),
        (syevd_text((3, 3)).replace("mode = 86 : ui8,", "jobz = 86 : ui8,"),
         "@lapack_ssyevd_ffi has no option 'jobz' (it takes mode, uplo)"),
        (gesdd_text((4, 3), SOME).replace("tensor<4x3xf32>, tensor<3x3xf32>, tensor<i32>", "tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>"),
         r"@lapack_sgesdd_ffi result #2 must be tensor<4x3xf32>, got tensor<4x4xf32>"),
        (gesdd_text((4, 3)).replace("tensor<3xf32>", "tensor<3xf64>"),
         "@lapack_sgesdd_ffi result #1 must be tensor<3xf32>, got tensor<3xf64>"),
        (potrf_text((2, 3), LOWER), "@lapack_spotrf_ffi operand #0 must be square matrices, got tensor<2x3xf32>"),
        (getrf_text((3, 3)).replace("sgetrf", "dgetrf"),
         "@lapack_dgetrf_ffi operand #0 must be tensor<3x3xf64>, got tensor<3x3xf32>"),
        (getrf_text((3, 3)).replace("mhlo.backend_config = {}", 'mhlo.backend_config = "x"'),
         '@lapack_sgetrf_ffi takes its options in a backend_config dictionary, got "x"'),
        (orgqr_text((3, 2), 3), "@lapack_sorgqr_ffi operand #1 must have at most 2 reflectors, got tensor<3xf32>"),
        (geev_text((3, 3), "complex<f32>").replace("(%a) {", "(%a, %a) {").replace(
            "(tensor<3x3xcomplex<f32>>) ->", "(tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) ->"),
         "@lapack_cgeev_ffi takes 1 operand and returns 4 results, got 2 and 4"),
        (geev_text((3, 3)).replace("tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>", "tensor<3x3xf32>, tensor<3x3xf32>"),
         "@lapack_sgeev_ffi result #2 must be tensor<3x3xcomplex<f32>>, got tensor<3x3xf32>"),
        (geev_text((3, 3)).replace("compute_left = 78", "compute_left = 65"),
         "@lapack_sgeev_ffi option 'compute_left' must be 'N' (78) or 'V' (86), got 65 : ui8"),
        (geev_text((2, 3), "f64"), "@lapack_dgeev_ffi operand #0 must be square matrices, got tensor<2x3xf64>"),
        (gtsv_text((2,), 3, 1).replace("tensor<2xi32>", "tensor<i32>"),
         "@lapack_sgtsv_ffi result #4 must be tensor<2xi32>, got tensor<i32>"),
        (gtsv_text((), 3, 1).replace("(%dl, %d, %du, %b) {", "(%dl, %d, %du, %d) {").replace(
            "tensor<3x1xf32>) -> (", "tensor<3xf32>) -> ("),
         "@lapack_sgtsv_ffi operand #3 must be a ranked tensor of rank 2, got tensor<3xf32>"),
        (gtsv_text((), 3, 1).replace("%du: tensor<3xf32>", "%du: tensor<4xf32>").replace(
            "(tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>)", "(tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3x1xf32>)"),
         "@lapack_sgtsv_ffi operand #2 must be tensor<3xf32>, got tensor<4xf32>"),
    ],
)  # fmt: skip
def test_malformed_calls_are_located_errors(text: str, message: str) -> None:
    """A call of a known routine with the wrong operands, results or options: the interpreter's error at the op,
    and the pass's (the call stays: `failed to legalize operation`, with the reason)."""
    module, _, diagnostics = lower(text)
    (function,) = module.ops
    inputs = [np.zeros(t.get_shape(), np.float32) for t in function.function_type.inputs]
    with pytest.raises(DiagnosticError, match=re.escape(f"'stablehlo.custom_call' op {message}")) as error:
        run_function(module, "main", inputs)
    assert error.value.to_diagnostic().location.line == 2
    assert diagnostics[0].location.line == 2
    assert [d.message for d in diagnostics] == [f"failed to legalize operation 'stablehlo.custom_call': {message}"]


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        (potrf_text((0, 0), LOWER), (0, 0)),
        (getrf_text((3, 0)), (3, 0)),
        (geqrf_text((0, 2)), (0, 2)),
        (syevd_text((0, 0)), (0, 0)),
        (syevd_text((0, 2, 2)), (0, 2, 2)),
        (gesdd_text((3, 0)), (3, 0)),
        (gesdd_text((0, 2)), (0, 2)),
        (gesdd_text((3, 0), SOME), (3, 0)),
        (geev_text((0, 0), "f32", VECTORS, VECTORS), (0, 0)),
        (geev_text((0, 3, 3), "f32", VECTORS, VECTORS), (0, 3, 3)),
    ],
)
def test_empty_matrices(text: str, shape) -> None:
    """Matrices with no rows or columns (or no matrices): the interpreter's results, e.g. an identity u for an
    m x 0 matrix, and the lowered loops' are the same, also with every size `?` (gesdd's identity u chosen at
    run time)."""
    for program in (text, all_dynamic(text)):
        check(program, [np.zeros(shape, np.float32)])


def all_dynamic(text: str) -> str:
    """`text` with every dimension of every tensor type `?` (as jax.export's shape polymorphism types them)."""
    return re.sub(r"tensor<((?:\d+x)+)", lambda m: "tensor<" + "?x" * m.group(1).count("x"), text)


@pytest.mark.parametrize(
    ("text", "inputs"),
    [
        (potrf_text((2, 4, 4), LOWER), [spd((2, 4, 4), 1)]),
        (potrf_text((3, 3), UPPER, "complex<f64>"), [random((3, 3), "complex<f64>", 2) + 4 * np.eye(3)]),
        (getrf_text((2, 1, 3, 5)), [random((2, 1, 3, 5), seed=3)]),
        (getrf_text((4, 4)), [random((4, 4), seed=4)]),
        (geqrf_text((5, 3)), [random((5, 3), seed=5)]),
        (geqrf_text((2, 3, 4), "complex<f32>"), [random((2, 3, 4), "complex<f32>", 6)]),
        (orgqr_text((5, 3), 2), [random((5, 3), seed=7), random((2,), seed=8)]),
        (trsm_text((4, 4), (4, 2), LOWER, UPPER, NONE, NONE), [random((4, 4), seed=9) + 4 * np.eye(4, dtype=np.float32),
                                                            random((4, 2), seed=10)]),
    ],
)  # fmt: skip
def test_dynamic_factorizations_lowered_compute_what_the_interpreter_does(text: str, inputs) -> None:
    """Every dimension `?`: the lowered loops read the sizes at run time and compute what the interpreter does."""
    check(all_dynamic(text), inputs, rtol=1e-5)


@pytest.mark.parametrize("mode", [ALL, SOME, NO_VECTORS])
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 4)])
def test_dynamic_gesdd_and_syevd_lowered_are_the_static_loops(shape, mode: int) -> None:
    """gesdd of `?` sizes chooses at run time whether it works on %a or its adjoint: its results are those of
    the loops lowered for the static shape (checked against the interpreter above), and its singular values
    the interpreter's; so are syevd's. (Mode 'N' with u and vt of `?` sizes takes them thin, as svd_thin: the
    static text is typed so.)"""
    a = random(shape, seed=12)
    texts = [gesdd_text(shape, mode, thin=mode == NO_VECTORS)]
    if shape[-1] == shape[-2] and mode == ALL:
        texts.append(syevd_text(shape))
    for text in texts:
        dynamic = lowered(all_dynamic(text), [a])
        for x, y in zip(dynamic, lowered(text, [a]), strict=True):
            np.testing.assert_array_equal(x, y)
        np.testing.assert_allclose(dynamic[1], interpret(text, [a])[1], rtol=1e-5, atol=1e-6)


def test_dynamic_shapes_compiled() -> None:
    """One compiled function of `?` sizes, called with matrices of several sizes (a tall and a wide one for
    gesdd: each direction of its run-time choice), against the interpreter."""
    cases = [
        (getrf_text((2, 5, 5)), [[random((2, 5, 5), seed=17)], [random((3, 2, 4), seed=18)]]),
        (gesdd_text((4, 3), SOME, "f64"), [[random((4, 3), "f64", 19)], [random((2, 5), "f64", 20)]]),
    ]
    for (text, calls), function in zip(cases, compiled(*(all_dynamic(text) for text, _ in cases)), strict=True):
        for inputs in calls:
            actual = function.call(*inputs)
            expected = interpret(all_dynamic(text), inputs)
            if "gesdd" in text:
                _, s, u, vt, _ = actual
                np.testing.assert_allclose(s, expected[1], rtol=1e-12, atol=1e-12)
                assert_svd(inputs[0], s, u, vt, 1e-12)
                continue
            for x, y in zip(actual, expected, strict=True):
                assert x.dtype == y.dtype
                np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-5)


def test_dynamic_shapes_malformed_are_located_errors() -> None:
    """Sizes that a `?` leaves open are not checked; those both types give must agree (the reference's
    `?`, not the int it stands for, in the message)."""
    text = """func.func @main(%a: tensor<?x3xf32>) -> tensor<i32> {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<?x3xf32>) -> (tensor<?x4xf32>, tensor<i32>)
  func.return %0#1 : tensor<i32>
}"""
    message = "@lapack_spotrf_ffi result #0 must be tensor<?x3xf32>, got tensor<?x4xf32>"
    _, _, diagnostics = lower(text)
    assert [(d.message, d.location.line) for d in diagnostics] == [
        (f"failed to legalize operation 'stablehlo.custom_call': {message}", 2)
    ]


def tridiagonal(batch, n: int, nrhs: int, element: str = "f32", seed: int = 0) -> list[np.ndarray]:
    """Random (dl, d, du, b) of a tridiagonal system."""
    return [random((*batch, n), element, seed + i) for i in range(3)] + [random((*batch, n, nrhs), element, seed + 3)]


def dense(dl: np.ndarray, d: np.ndarray, du: np.ndarray) -> np.ndarray:
    """The tridiagonal matrices of (dl, d, du) (dl[..., 0] and du[..., -1] not read)."""
    n = d.shape[-1]
    rows = np.arange(n)
    a = np.zeros((*d.shape, n), np.result_type(dl, d, du))
    a[..., rows, rows] = d
    a[..., rows[1:], rows[:-1]] = dl[..., 1:]
    a[..., rows[:-1], rows[1:]] = du[..., :-1]
    return a


def with_shape_operands(text: str, ranks: list[int]) -> str:
    """`text` (one LAPACK call) as jax.export writes it with symbolic dimensions: one more operand per result, its
    shape (a `tensor<rank x i32>` argument `%shape<i>` of @main), listed in `indices_of_shape_operands`."""
    names = [f"%shape{i}" for i in range(len(ranks))]
    types = [f"tensor<{rank}xi32>" for rank in ranks]
    arguments = ", ".join(f"{name}: {t}" for name, t in zip(names, types))
    text = re.sub(r"func\.func @main\(([^)]*)\)", lambda m: f"func.func @main({m[1]}, {arguments})", text, count=1)
    first = None

    def call(m: re.Match) -> str:
        nonlocal first
        first = m[2].count("%")
        indices = ", ".join(str(first + i) for i in range(len(ranks)))
        attribute = f"indices_of_shape_operands = dense<[{indices}]> : tensor<{len(ranks)}xi64>, "
        return f"{m[1]}{m[2]}, {', '.join(names)}) {{{attribute}"

    text = re.sub(r"(_ffi\()([^)]*)\) \{", call, text, count=1)
    return re.sub(r"\}\s*:\s*\(([^()]*)\) ->", lambda m: f"}} : ({m[1]}, {', '.join(types)}) ->", text, count=1)


SHAPED_CASES = [
    (potrf_text((2, 4, 4), LOWER), [spd((2, 4, 4), 1)]),
    (getrf_text((3, 4, 4)), [random((3, 4, 4), seed=2)]),
    (geqrf_text((2, 5, 3)), [random((2, 5, 3), seed=3)]),
    (orgqr_text((2, 5, 3), 3), [random((2, 5, 3), seed=4), random((2, 3), seed=5)]),
    (syevd_text((3, 4, 4)), [spd((3, 4, 4), 6)]),
    (gesdd_text((2, 4, 3), SOME), [random((2, 4, 3), seed=7)]),
    (trsm_text((2, 4, 4), (2, 4, 2), LOWER, LOWER, NONE, NONE), [spd((2, 4, 4), 8), random((2, 4, 2), seed=9)]),
    (gtsv_text((2,), 4, 2), tridiagonal((2,), 4, 2, seed=10)),
]
"""Calls of each kind jax.export makes with a symbolic batch (`b, 4, 4`), and inputs."""


@pytest.mark.parametrize(("text", "inputs"), SHAPED_CASES)
def test_calls_with_shape_operands(text: str, inputs) -> None:
    """jax.export's calls of a symbolic batch pass each result's shape as an operand after the routine's
    (`indices_of_shape_operands`): the interpreter computes what it does without them, and the lowered loops
    what the interpreter does (the interpreter refused them before: 'takes 1 operand ..., got 3', and the pass
    left them: 'failed to legalize operation')."""
    expected = interpret(text, inputs)
    shapes = [np.array(x.shape, np.int32) for x in expected]
    shaped = with_shape_operands(all_dynamic(text), [x.ndim for x in expected])
    assert "indices_of_shape_operands" in shaped
    for x, y in zip(interpret(shaped, [*inputs, *shapes]), expected, strict=True):
        np.testing.assert_array_equal(x, y)
    if "syevd" in text or "gesdd" in text:  # vectors up to sign: the loops lowered for the static call's
        for x, y in zip(lowered(shaped, [*inputs, *shapes]), lowered(text, inputs), strict=True):
            np.testing.assert_array_equal(x, y)
    else:
        check(shaped, [*inputs, *shapes], rtol=1e-5)


def test_calls_with_shape_operands_compiled() -> None:
    """Compiled, a call with shape operands takes batches of any size (0, 1 and 3 matrices here)."""
    cases = [SHAPED_CASES[0], SHAPED_CASES[4]]
    texts = []
    for text, inputs in cases:
        ranks = [x.ndim for x in interpret(text, inputs)]
        texts.append(with_shape_operands(all_dynamic(text), ranks))
    for shaped, function in zip(texts, compiled(*texts), strict=True):
        for batch in (0, 1, 3):
            a = spd((batch, 4, 4), batch)
            expected = interpret(shaped, [a, *shape_inputs(shaped, a)])
            actual = function.call(a, *shape_inputs(shaped, a))
            for x, y in zip(actual, expected, strict=True):
                assert x.shape == y.shape and x.dtype == y.dtype
                if "syevd" in shaped and x.ndim == 3:  # eigenvectors: up to sign
                    np.testing.assert_allclose(np.abs(x), np.abs(y), rtol=1e-4, atol=1e-4)
                else:
                    np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-5)


def shape_inputs(text: str, a: np.ndarray) -> list[np.ndarray]:
    """The shape operands of a potrf or syevd call of `a` (a, (w,) info: the results' shapes)."""
    batch, n = a.shape[:-2], a.shape[-1]
    if "potrf" in text:
        return [np.array(a.shape, np.int32), np.array(batch, np.int32)]
    return [np.array(a.shape, np.int32), np.array((*batch, n), np.int32), np.array(batch, np.int32)]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace("dense<[1, 2]>", "dense<[0, 1]>"),
         "@lapack_spotrf_ffi must list its last 2 operands (one per result) in indices_of_shape_operands, got "
         "dense<[0, 1]> : tensor<2xi64>"),
        (lambda t: t.replace("%shape1: tensor<1xi32>", "%shape1: tensor<2xi32>").replace(
            "tensor<3xi32>, tensor<1xi32>) ->", "tensor<3xi32>, tensor<2xi32>) ->"),
         "@lapack_spotrf_ffi operand #2 must be the shape of result #1, a tensor<1xi32> (of any integer type), got "
         "tensor<2xi32>"),
        (lambda t: t.replace("%shape0: tensor<3xi32>", "%shape0: tensor<3xf32>").replace(
            "(tensor<?x?x?xf32>, tensor<3xi32>", "(tensor<?x?x?xf32>, tensor<3xf32>"),
         "@lapack_spotrf_ffi operand #1 must be the shape of result #0, a tensor<3xi32> (of any integer type), got "
         "tensor<3xf32>"),
    ],
)  # fmt: skip
def test_malformed_shape_operands_are_located_errors(change, message: str) -> None:
    """Shape operands that are not one integer vector per result, of its rank, at the end: located errors of
    the interpreter and the pass."""
    text = change(with_shape_operands(all_dynamic(potrf_text((2, 4, 4), LOWER)), [3, 1]))
    module, _, diagnostics = lower(text)
    assert [d.message for d in diagnostics] == [f"failed to legalize operation 'stablehlo.custom_call': {message}"]
    (function,) = module.ops
    shapes = function.function_type.inputs.data[1:]
    inputs = [spd((2, 4, 4)), *(np.zeros(t.get_shape(), np.float32 if "f32" in str(t) else np.int32) for t in shapes)]
    with pytest.raises(DiagnosticError, match=re.escape(message)):
        run_function(module, "main", inputs)


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize(("batch", "n", "nrhs"), [((), 5, 2), ((3,), 4, 1), ((2, 1), 6, 3), ((), 1, 1), ((), 2, 2)])
def test_gtsv_solves_the_tridiagonal_system(batch, n: int, nrhs: int, element: str) -> None:
    """x = A^-1 b for A of (dl, d, du), as numpy.linalg.solve of the dense matrix; dl[0] and du[-1] are not read
    and kept."""
    dl, d, du, b = tridiagonal(batch, n, nrhs, element)
    d += 3 * np.ones_like(d)  # well conditioned
    dl[..., 0], du[..., -1] = 1e6, np.nan
    dl_out, d_out, du_out, x, info = interpret(gtsv_text(batch, n, nrhs, element), [dl, d, du, b])
    assert x.dtype == b.dtype and info.shape == batch and not np.any(info)
    tolerance = 1e-5 if element in ("f32", "complex<f32>") else 1e-12
    expected = np.linalg.solve(dense(dl, d, du).astype(np.complex128), b.astype(np.complex128))
    np.testing.assert_allclose(x, expected, rtol=tolerance, atol=tolerance)
    np.testing.assert_array_equal(dl_out[..., 0], dl[..., 0])
    np.testing.assert_array_equal(du_out[..., -1], du[..., -1])


def test_gtsv_is_lapacks_elimination_with_partial_pivoting() -> None:
    """The overwritten operands are those of LAPACK's dgtsv (from scipy.linalg.lapack.dgtsv, whose dl and du are
    jax's dl[1:] and du[:-1]): rows 0 and 1 and rows 2 and 3 swapped; d and du hold U's diagonal and
    superdiagonal, dl[1:3] its second superdiagonal, dl[3] (the last step's) and dl[0] kept."""
    dl, d, du = np.array([9.0, 3.0, 1.0, 5.0]), np.array([1.0, 2.0, 4.0, 1.0]), np.array([2.0, 1.0, 3.0, 9.0])
    b = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]])
    dl_out, d_out, du_out, x, info = interpret(gtsv_text((), 4, 2, "f64"), [dl, d, du, b])
    assert info == 0
    np.testing.assert_array_equal(dl_out, [9.0, 1.0, 0.0, 5.0])
    np.testing.assert_allclose(d_out, [3.0, 1.3333333333333335, 5.0, 2.15], rtol=1e-16)
    np.testing.assert_allclose(du_out, [2.0, -0.3333333333333333, 1.0, 9.0], rtol=1e-16)
    lapack_x = [[0.2558139534883721, 0.13953488372093034], [0.3720930232558139, 0.9302325581395348],
                [1.4883720930232558, 1.7209302325581395], [-0.4418604651162792, -0.6046511627906976]]  # fmt: skip
    np.testing.assert_allclose(x, lapack_x, rtol=1e-15)
    np.testing.assert_allclose(dense(dl, d, du) @ x, b, rtol=1e-14)


def singular_systems(element: str) -> list[np.ndarray]:
    """Four systems of 5 rows: regular, and with a zero pivot at step 1 (a zero first column), 3 (column 2 zero
    below row 1 and no swap that fills it) and 5 (the last diagonal element of U)."""
    dl, d, du, b = tridiagonal((4,), 5, 2, element, seed=21)
    d[0] += 4
    d[1, 0] = dl[1, 1] = 0
    d[2, 2] = dl[2, 3] = du[2, 1] = 0
    dl[3, 1:] = 0
    d[3, 4] = 0
    return [dl, d, du, b]


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_gtsv_info_is_the_first_zero_pivot(element: str) -> None:
    """info = k + 1 for the first zero pivot, whose system keeps what the steps before overwrote; the lowered
    loops compute the same (bit for bit for real types: the same operations in the element type)."""
    inputs = singular_systems(element)
    text = gtsv_text((4,), 5, 2, element)
    dl_out, d_out, du_out, x, info = interpret(text, inputs)
    np.testing.assert_array_equal(info, [0, 1, 3, 5])
    # Nothing to eliminate at step 0 of system 1: it stops there, unchanged; system 3 (diagonal: factors 0)
    # keeps its operands too.
    for out, operand in zip((dl_out, d_out, du_out, x), inputs):
        np.testing.assert_array_equal(out[[1, 3]], operand[[1, 3]])
    check(text, inputs, rtol=None if element in ("f32", "f64") else 1e-6)


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize(("batch", "n", "nrhs"), [((), 5, 2), ((3,), 4, 1), ((2, 1), 6, 3), ((), 1, 1), ((), 2, 2)])
def test_gtsv_lowered_computes_what_the_interpreter_does(batch, n: int, nrhs: int, element: str) -> None:
    """Swaps and eliminations (random diagonals: both happen), every batch rank, n = 1 and 2 (only the last
    step); real types bit for bit."""
    inputs = tridiagonal(batch, n, nrhs, element, seed=n)
    check(gtsv_text(batch, n, nrhs, element), inputs, rtol=None if element in ("f32", "f64") else 1e-6)


def test_complex_gtsv_skips_a_zero_subdiagonal_element() -> None:
    """zgtsv leaves a zero A[k+1][k] as it is, where dgtsv eliminates it with a factor 0 (0 inf = NaN)."""
    dl, d, du = np.array([0, 0], np.complex128), np.array([1, 2], np.complex128), np.array([np.inf, 0], np.complex128)
    b = np.ones((2, 1), np.complex128)
    _, d_out, _, x, info = check(gtsv_text((), 2, 1, "complex<f64>"), [dl, d, du, b], rtol=1e-12)
    assert info == 0 and d_out[1] == 2 and x[1, 0] == 0.5
    real = [x.real.copy() for x in (dl, d, du, b)]
    _, d_out, _, x, info = check(gtsv_text((), 2, 1, "f64"), real)
    assert info == 0 and np.isnan(d_out[1]) and np.all(np.isnan(x))


@pytest.mark.parametrize(("batch", "n", "nrhs"), [((), 0, 2), ((0,), 3, 1), ((2,), 3, 0)])
def test_gtsv_empty(batch, n: int, nrhs: int) -> None:
    """No rows (info 0), no systems, no right-hand sides (the elimination runs all the same: info)."""
    text = gtsv_text(batch, n, nrhs)
    inputs = tridiagonal(batch, n, nrhs)
    if batch == (2,):
        inputs[1][1, 1] = inputs[0][1, 2] = inputs[2][1, 0] = 0  # column 1 of system 1 is zero
    for program in (text, all_dynamic(text)):
        *_, info = check(program, inputs)
    assert list(info.flat) == ([0, 2] if batch == (2,) else [0] * int(np.prod(batch)))


@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
def test_gtsv_dynamic_and_compiled(element: str) -> None:
    """Every size `?`: the lowered loops read them at run time; compiled (static and dynamic, one function called
    with two shapes) against the interpreter."""
    rtol = None if element == "f32" else 1e-12
    inputs = singular_systems(element)
    text = gtsv_text((4,), 5, 2, element)
    check(all_dynamic(text), inputs, rtol=rtol)
    tolerance = 1e-6 if element == "f32" else 1e-12
    cases = [
        (text, [inputs]),
        (all_dynamic(gtsv_text((2, 3), 4, 2, element)), [tridiagonal((2, 3), 4, 2, element, 5), tridiagonal((1, 2), 7, 3, element, 6)]),
    ]  # fmt: skip
    for (program, calls), function in zip(cases, compiled(*(program for program, _ in cases)), strict=True):
        for arguments in calls:
            for actual, expected in zip(function.call(*arguments), interpret(program, arguments), strict=True):
                assert actual.dtype == expected.dtype and actual.shape == expected.shape
                np.testing.assert_allclose(actual, expected, rtol=tolerance, atol=tolerance)


def eig_results(results: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(w, vl, vr, info) of a geev call's results (w = wr + i wi for a real one)."""
    if len(results) == 5:
        wr, wi, *rest = results
        return (wr + 1j * wi, *rest)
    return tuple(results)


def conjugated(q: np.ndarray, block: np.ndarray) -> np.ndarray:
    """q block q^-1."""
    return q @ block @ np.linalg.inv(q)


def eig_cases(element: str) -> dict[str, np.ndarray]:
    """Batches of matrices for geev: random, complex conjugate pairs (the eigenvalues +-i, 2 +- 3i and 0.5),
    a defective eigenvalue (a 2 x 2 Jordan block of 1, and 3, 4, -2) and an upper triangular one (as the jax
    program's), each similar to its block by a random matrix."""
    rng = np.random.default_rng(21)
    q = rng.standard_normal((5, 5)) + 3 * np.eye(5)
    pairs = np.zeros((5, 5))
    pairs[:2, :2], pairs[2:4, 2:4], pairs[4, 4] = [[0, 1], [-1, 0]], [[2, 3], [-3, 2]], 0.5
    defective = np.diag([1.0, 1.0, 3.0, 4.0, -2.0])
    defective[0, 1] = 1.0
    triangular = np.triu(rng.standard_normal((5, 5)), 1) + np.diag([1.0, 2.0, 3.0, 4.0, 5.0])
    cases = {
        "random": random((2, 5, 5), element, seed=22),
        "pairs": conjugated(q, pairs)[None],
        "defective": conjugated(q, defective)[None],
        "triangular": triangular[None],
    }
    return {name: a.astype(DTYPE[element]) for name, a in cases.items()}


def assert_eigenpairs(a: np.ndarray, w: np.ndarray, vl: np.ndarray, vr: np.ndarray, tolerance: float) -> None:
    """a vr = vr diag(w), vl^H a = diag(w) vl^H, each vector of norm 1 with its largest component real."""
    a = a.astype(np.complex128)
    scale = np.linalg.norm(a, axis=(-2, -1))[..., None, None]
    np.testing.assert_allclose(a @ vr / scale, vr * w[..., None, :] / scale, rtol=0, atol=tolerance)
    np.testing.assert_allclose(adjoint(vl) @ a / scale, w[..., :, None] * adjoint(vl) / scale, rtol=0, atol=tolerance)
    for v in (vl, vr):
        np.testing.assert_allclose(np.linalg.norm(v, axis=-2), 1, rtol=tolerance)
        largest = np.argmax(np.abs(v), axis=-2)
        assert np.all(np.take_along_axis(v, largest[..., None, :], axis=-2).imag == 0)


def matching(w: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """The index in `expected` of each of `w`'s eigenvalues: the nearest one not taken (the order of geev's
    eigenvalues is the QR algorithm's)."""
    order = np.zeros(w.shape, int)
    for index in np.ndindex(*w.shape[:-1]):
        taken = np.zeros(w.shape[-1], bool)
        for k, value in enumerate(w[index]):
            j = int(np.argmin(np.where(taken, np.inf, np.abs(expected[index] - value))))
            order[(*index, k)], taken[j] = j, True
    return order


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_geev_is_the_eigendecomposition(element: str) -> None:
    """The interpreter's geev: a vr = vr diag(w) and vl^H a = diag(w) vl^H, vectors of norm 1 with the largest
    component real; a real matrix's complex eigenvalues in conjugate pairs with conjugate vectors."""
    for name, a in eig_cases(element).items():
        w, vl, vr, info = eig_results(interpret(geev_text(a.shape, element, VECTORS, VECTORS), [a]))
        assert np.all(info == 0)
        assert vl.dtype == vr.dtype == np.result_type(DTYPE[element], np.complex64)
        defective = name == "defective"
        assert_eigenpairs(a, w.astype(np.complex128), vl, vr, 1e-4 if defective or "f32" in element else 1e-12)
        if element in ("f32", "f64"):
            upper = w.imag > 0
            for index in zip(*np.nonzero(upper)):
                *batch, k = index
                partner = np.nonzero(w[(*batch,)] == np.conj(w[index]))[0]
                assert len(partner) == 1
                np.testing.assert_array_equal(
                    vr[(*batch, slice(None), partner[0])], np.conj(vr[(*batch, slice(None), k)])
                )


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_geev_lowered_matches_the_interpreter(element: str) -> None:
    """The complex Schur loops' eigenvalues are the interpreter's (numpy's LAPACK) within rounding, matched up by
    value (their order is the QR algorithm's); each vector the interpreter's times a unit factor (residuals for
    the defective eigenvalue, whose vectors are ill-conditioned: sqrt(eps) differences); info 0. A real matrix's
    real eigenvalues have wi = 0, its complex ones come in exact conjugate pairs."""
    single = element in ("f32", "complex<f32>")
    lower_together(*(geev_text(a.shape, element, VECTORS, VECTORS) for a in eig_cases(element).values()))
    for name, a in eig_cases(element).items():
        text = geev_text(a.shape, element, VECTORS, VECTORS)
        w, vl, vr, info = eig_results(lowered(text, [a]))
        ew, evl, evr, einfo = eig_results(interpret(text, [a]))
        np.testing.assert_array_equal(info, einfo)
        order = matching(w, ew)
        defective = name == "defective"
        tolerance = 1e-5 if single else 1e-7 if defective else 1e-12
        np.testing.assert_allclose(w, np.take_along_axis(ew, order, -1), rtol=tolerance, atol=tolerance)
        assert_eigenpairs(a, w.astype(np.complex128), vl, vr, 1e-4 if single or defective else 1e-12)
        if element in ("f32", "f64") and not defective:  # (a defective eigenvalue may split into a pair)
            np.testing.assert_array_equal(w.imag == 0, np.take_along_axis(ew, order, -1).imag == 0)
            np.testing.assert_array_equal(np.sort_complex(w.ravel()), np.sort_complex(np.conj(w.ravel())))
        if defective:
            continue
        for v, ev in ((vl, evl), (vr, evr)):
            ev = np.take_along_axis(ev, order[..., None, :], -1)
            phase = np.sum(np.conj(ev) * v, axis=-2, keepdims=True)
            np.testing.assert_allclose(np.abs(phase), 1, rtol=tolerance)
            np.testing.assert_allclose(v, ev * phase, atol=10 * tolerance)


def test_geev_nan_and_no_vectors() -> None:
    """A matrix with a NaN has info -4 (jaxlib calls no geev) and NaN results; vectors not asked for are zeros
    (the values still computed); the lowered loops and the interpreter agree."""
    a = np.stack([random((3, 3), "f64", seed=23), np.diag([1.0, np.nan, 2.0])])
    options = [(VECTORS, VECTORS), (NONE, VECTORS), (VECTORS, NONE), (NONE, NONE)]
    lower_together(*(geev_text((2, 3, 3), "f64", left, right) for left, right in options))
    for left, right in options:
        text = geev_text((2, 3, 3), "f64", left, right)
        for w, vl, vr, info in (eig_results(lowered(text, [a])), eig_results(interpret(text, [a]))):
            assert list(info) == [0, -4] and np.all(np.isnan(w[1]))
            assert np.all(np.isnan(vl[1])) == (left == VECTORS) and np.all(np.isnan(vr[1])) == (right == VECTORS)
            for v, asked in ((vl, left), (vr, right)):
                if asked == NONE:
                    assert not np.any(v)
            np.testing.assert_allclose(np.sort_complex(w[0]), np.sort_complex(np.linalg.eigvals(a[0])), rtol=1e-12)


def test_geev_compiled_and_dynamic() -> None:
    """Compiled code computes what the lowered loops compute in the interpreter; with every size `?` the loops
    are the static ones (one kernel for every size). Eigenvalues gebal isolates (of triangular and block
    triangular matrices, permuted) are exact in compiled code too."""
    isolated = isolated_eig_cases("complex<f32>", 7, seed=28)
    triangular = np.stack([isolated_eig_cases("f64", 5, seed=29)[name] for name in ("lower", "permuted")])
    cases = [
        (geev_text((2, 5, 5), "f32", VECTORS, VECTORS), random((2, 5, 5), seed=24)),
        (geev_text((4, 4), "complex<f64>", NONE, VECTORS), random((4, 4), "complex<f64>", seed=25)),
        (geev_text((3, 3), "f64", NONE, NONE), eig_cases("f64")["pairs"][0, :3, :3]),
        (
            geev_text((2, 7, 7), "complex<f32>", VECTORS, VECTORS),
            np.stack([isolated["permuted block"], isolated["upper"]]),
        ),
        (geev_text((2, 5, 5), "f64", VECTORS, NONE), triangular),
    ]
    # The static programs in one module, the dynamic ones in another (each kernel made for either).
    lower_together(*(text for text, _ in cases))
    lower_together(*(all_dynamic(text) for text, _ in cases))
    for (text, a), function in zip(cases, compiled(*(text for text, _ in cases)), strict=True):
        expected = lowered(text, [a])
        results = function.call(a)
        for x, y in zip(results, expected, strict=True):
            assert x.dtype == y.dtype
            np.testing.assert_allclose(x, y, rtol=1e-6, atol=1e-6)
        w = eig_results(results)[0]
        if a is triangular:
            np.testing.assert_array_equal(np.sort(w.real), np.sort(np.diagonal(a, axis1=-2, axis2=-1)))
            assert not np.any(w.imag)
        elif a.shape == (2, 7, 7):
            np.testing.assert_array_equal(w[1], np.diagonal(a[1]))  # (upper triangular: in its order)
            assert np.all(np.isin(np.delete(np.diagonal(isolated["block"]), [1, 2, 3]), w[0]))
        for x, y in zip(lowered(all_dynamic(text), [a]), expected, strict=True):
            np.testing.assert_array_equal(x, y)


def test_geev_lowered_scales_huge_and_tiny_matrices() -> None:
    """Matrices of elements near f64's range ends (whose squares overflow or underflow): the QR steps work on
    the matrix divided by its largest element, and the eigenvalues and vectors are still the interpreter's."""
    base = random((4, 4), "complex<f64>", seed=26)
    text = geev_text((2, 4, 4), "complex<f64>", VECTORS, VECTORS)
    a = np.stack([base * 1e250, base * 1e-250])
    w, vl, vr, info = eig_results(lowered(text, [a]))
    ew, _, evr, _ = eig_results(interpret(text, [a]))
    assert np.all(info == 0)
    order = matching(w, ew)
    np.testing.assert_allclose(w, np.take_along_axis(ew, order, -1), rtol=1e-12)
    np.testing.assert_allclose(np.abs(vr), np.abs(np.take_along_axis(evr, order[..., None, :], -1)), atol=1e-12)
    assert_eigenpairs(
        a / np.array([1e250, 1e-250])[:, None, None], w / np.array([1e250, 1e-250])[:, None], vl, vr, 1e-12
    )


def test_geev_lowered_repeated_real_eigenvalues() -> None:
    """A real matrix's repeated real eigenvalue (all-ones, rank-one, a repeated diagonal made full by an
    orthogonal similarity): the complex Schur loops may give a complex combination of real eigenvectors, whose
    real part alone is not of norm 1; each vector is real, of norm 1, an eigenvector and (the matrices being
    diagonalizable) together of full rank, as the interpreter's (numpy's LAPACK) ones."""
    rng = np.random.default_rng(27)
    q = np.linalg.qr(rng.standard_normal((6, 6)))[0]
    a = np.stack([
        np.ones((6, 6)),
        np.outer(rng.standard_normal(6), rng.standard_normal(6)),
        q @ np.diag([2.0, 2.0, 2.0, -1.0, -1.0, 0.5]) @ q.T,
    ])  # fmt: skip
    text = geev_text(a.shape, "f64", VECTORS, VECTORS)
    w, vl, vr, info = eig_results(lowered(text, [a]))
    ew, *_ = eig_results(interpret(text, [a]))
    assert np.all(info == 0)
    np.testing.assert_allclose(w, np.take_along_axis(ew, matching(w, ew), -1), atol=1e-12)
    assert np.all(w.imag == 0) and np.all(vl.imag == 0) and np.all(vr.imag == 0)
    assert_eigenpairs(a, w.astype(np.complex128), vl, vr, 1e-12)
    assert np.all(np.linalg.matrix_rank(vr) == 6) and np.all(np.linalg.matrix_rank(vl) == 6)


def test_geev_lowered_balances_badly_scaled_matrices() -> None:
    """A matrix with elements 1e30 and 1 (eigenvalues about 1e20 from a cycle 1e30 x 1.4 x 1e30, and -0.19): the
    QR steps on A itself have errors of eps |A| = 1e14 relative to each element, which the cycle's 1.4 turns
    into wrong eigenvalues (4e16 for -1.1e20); balanced as LAPACK's gebal does (D^-1 A D, powers of two) they
    are the interpreter's (numpy's LAPACK, which balances), and the vectors are eigenvectors of A (D x, D^-1 x)."""
    a = np.array([
        [1.16897, 1e30, 0.0233403, 0.2526],
        [1.780046, 0.0, -0.7847728, -1.4262508],
        [-1.9533292, 0.4396077, -0.1363958, 0.0956546],
        [1e30, -0.3862481, -0.7208803, -0.1188254],
    ])[None]  # fmt: skip
    a = np.concatenate([a, a.astype(np.complex128) * np.exp(0.4j)])
    lower_together(
        geev_text(a[:1].shape, "f64", VECTORS, VECTORS), geev_text(a[1:].shape, "complex<f64>", VECTORS, VECTORS)
    )
    for batch, element in ((a[:1].real, "f64"), (a[1:], "complex<f64>")):
        text = geev_text(batch.shape, element, VECTORS, VECTORS)
        w, vl, vr, info = eig_results(lowered(text, [batch]))
        ew, *_ = eig_results(interpret(text, [batch]))
        assert np.all(info == 0)
        # (-0.19 within 1e-6: the real one is 5e-8 from its exact value -0.18902823642 by mpmath, numpy's 7e-8)
        np.testing.assert_allclose(w, np.take_along_axis(ew, matching(w, ew), -1), rtol=1e-12, atol=1e-6)
        vr_residual = batch @ vr - vr * w[..., None, :]
        vl_residual = adjoint(vl) @ batch - w[..., :, None] * adjoint(vl)
        # relative to each eigenvector's size in the balanced basis: |A x| may be 1e30 |x|
        assert np.all(np.abs(vr_residual) <= 1e-12 * np.abs(w).max() + 1e-12 * np.abs(batch).max() * 1e-10)
        assert np.all(np.abs(vl_residual) <= 1e-12 * np.abs(w).max() + 1e-12 * np.abs(batch).max() * 1e-10)
        np.testing.assert_allclose(np.linalg.norm(vr, axis=-2), 1, rtol=1e-12)
        np.testing.assert_allclose(np.linalg.norm(vl, axis=-2), 1, rtol=1e-12)


def test_geev_lowered_keeps_elements_of_both_range_ends() -> None:
    """An upper triangular f64 matrix with diagonal 1e200, 1, 1e-200 (its eigenvalues): the Schur loops scale A
    only until its largest element is 2^400, so that the 1e-200 does not underflow (divided by 1e200 it did: the
    eigenvalue came out 0), as the interpreter's (numpy's LAPACK) keeps it."""
    a = np.array([[[1e200, 2.0, 3.0], [0.0, 1.0, 5.0], [0.0, 0.0, 1e-200]]])
    lower_together(*(geev_text(a.shape, element, NONE, VECTORS) for element in ("f64", "complex<f64>")))
    for element in ("f64", "complex<f64>"):
        text = geev_text(a.shape, element, NONE, VECTORS)
        w, _, vr, info = eig_results(lowered(text, [a.astype(DTYPE[element])]))
        ew, *_ = eig_results(interpret(text, [a.astype(DTYPE[element])]))
        assert np.all(info == 0)
        np.testing.assert_allclose(w, np.take_along_axis(ew, matching(w, ew), -1), rtol=1e-12, atol=0)
        np.testing.assert_allclose(np.sort(np.abs(w[0])), [1e-200, 1.0, 1e200], rtol=1e-12)
        np.testing.assert_allclose(np.linalg.norm(vr, axis=-2), 1, rtol=1e-12)


def isolated_eig_cases(element: str, n: int, seed: int) -> dict[str, np.ndarray]:
    """n x n matrices whose eigenvalues LAPACK's gebal isolates by permutations (rows and columns with zeros off
    the diagonal), well separated (1..n plus noise, the vectors well conditioned): upper and lower triangular,
    triangular with its rows and columns permuted, diagonal with a repeated value, block triangular (a full
    3 x 3 block among triangular rows and columns: the block's eigenvalues from the QR steps) and that permuted
    (n >= 5 for the blocks)."""
    rng = np.random.default_rng(seed)

    def values(shape) -> np.ndarray:
        x = rng.standard_normal(shape)
        return x + 1j * rng.standard_normal(shape) if element.startswith("complex") else x

    spread = np.arange(1.0, n + 1) * rng.choice([-1.0, 1.0], n) + 0.3 * values(n)
    upper = np.triu(values((n, n)), 1) + np.diag(spread)
    permutation = rng.permutation(n)
    diagonal = np.diag(spread)
    if n > 1:
        diagonal[1, 1] = diagonal[0, 0]
    cases = {
        "upper": upper,
        "lower": np.tril(values((n, n)), -1) + np.diag(spread),
        "permuted": upper[permutation][:, permutation],
        "diagonal": diagonal,
    }
    if n >= 5:
        block = upper.copy()
        block[1:4, 1:4] = values((3, 3)) + np.diag(spread[1:4])
        cases |= {"block": block, "permuted block": block[permutation][:, permutation]}
    return {name: a.astype(DTYPE[element]) for name, a in cases.items()}


GEBAL_ELEMENTS = ["f32", "f64", "complex<f32>", "complex<f64>"]
GEBAL_SIZES = [1, 5, 7]


def gebal_text(element: str, n: int) -> str:
    """The geev program of `isolated_eig_cases(element, n, ...)` stacked (4 matrices, 6 from n = 5 on)."""
    return geev_text((6 if n >= 5 else 4, n, n), element, VECTORS, VECTORS)


@pytest.mark.parametrize("element", GEBAL_ELEMENTS)
@pytest.mark.parametrize("n", GEBAL_SIZES)
def test_geev_lowered_isolates_eigenvalues_as_gebal(element: str, n: int) -> None:
    """Triangular, permuted triangular and diagonal matrices: gebal's permutations isolate every eigenvalue, which
    is then exactly the matrix's diagonal element, as numpy's (LAPACK's) and the interpreter's are, in the same
    order (gebal's: each step of these has one row or column to take). Block triangular ones: the isolated
    eigenvalues exact, the block's within rounding of the element type (16 eps |A| in f64 or, rounded to f32,
    1e-6 |A|: margins far above the errors of either side on any CPU). The vectors are numpy's times a unit
    factor (back substitution in the same triangular T: within 1e-10, or 1e-5 for f32), the interpreter's too;
    a diagonal matrix's (a repeated value among its elements) the identity's columns, as numpy's."""
    single = element in ("f32", "complex<f32>")
    cases = isolated_eig_cases(element, n, seed=30 + n)
    a = np.stack(list(cases.values()))
    text = gebal_text(element, n)
    assert text == geev_text(a.shape, element, VECTORS, VECTORS)
    # The programs of every case are lowered together on the first (one lowering of the shared kernels).
    lower_together(*(gebal_text(e, size) for size in GEBAL_SIZES for e in GEBAL_ELEMENTS))
    w, vl, vr, info = eig_results(lowered(text, [a]))
    ew, evl, evr, einfo = eig_results(interpret(text, [a]))
    assert np.all(info == 0) and np.all(einfo == 0)
    tolerance = 1e-5 if single else 1e-10
    for k, (name, matrix) in enumerate(cases.items()):
        nw, nv = np.linalg.eig(matrix)
        nl = adjoint(np.linalg.inv(nv))
        if "block" in name:
            order, interpreter_order = matching(w[k], nw), matching(w[k], ew[k])
            scale = np.linalg.norm(matrix.astype(np.complex128)) * (1e-6 if single else 16 * 2.0**-52)
            np.testing.assert_allclose(w[k], nw[order], rtol=0, atol=scale)
            np.testing.assert_allclose(w[k], ew[k][interpreter_order], rtol=0, atol=scale)
            outside = np.delete(np.diagonal(cases["block"]), [1, 2, 3]).astype(w.dtype)
            assert np.all(np.isin(outside, w[k])), (outside, w[k])
            nv, nl = nv[:, order], nl[:, order]
            evl_k, evr_k = evl[k][:, interpreter_order], evr[k][:, interpreter_order]
        else:
            np.testing.assert_array_equal(np.sort_complex(w[k]), np.sort_complex(np.diagonal(matrix).astype(w.dtype)))
            np.testing.assert_array_equal(w[k], nw.astype(w.dtype))
            np.testing.assert_array_equal(w[k], ew[k])
            evl_k, evr_k = evl[k], evr[k]
        if name == "diagonal":
            for v in (vl[k], vr[k], nv, evl_k, evr_k):
                np.testing.assert_array_equal(v, np.eye(n))
            continue
        for v, expected in ((vr[k], nv), (vl[k], nl), (vr[k], evr_k), (vl[k], evl_k)):
            expected = expected / np.linalg.norm(expected, axis=0)
            phase = np.sum(np.conj(expected) * v, axis=0)
            np.testing.assert_allclose(np.abs(phase), 1, rtol=tolerance)
            np.testing.assert_allclose(v, expected * phase, atol=tolerance)
