"""LAPACK's Hessenberg, tridiagonal and Schur custom calls (gehrd, sytrd/hetrd, gees; jax.scipy.linalg.hessenberg,
jax.lax.linalg.tridiagonal, schur, sqrtm, funm):
the interpreter's semantics (aiopt.reference.hlo.lapack_schur) against the defining identities (A = Q H Q^H,
A = Z T Z^H, Q and Z unitary, H Hessenberg, T upper or standard quasi-upper triangular) and numpy's
eigenvalues, and the lowered loops (run by the interpreter) and compiled code against the interpreter: gehrd's
results are unique (compared element by element), a Schur form is not (compared by the identities and the
eigenvalues). Where jax is installed, gehrd is also compared with jaxlib's LAPACK.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret
from test_mhlo_to_linalg_lapack import DTYPE, LETTER, adjoint, compiled, lower_together, lowered, random, ttype

from aiopt.support.diagnostics import DiagnosticError

MODE_V, MODE_N, SORT_N = 86, 78, 78
LOWER, UPPER = 76, 85
"""The bytes of 'L' and 'U' (uplo)."""


def gehrd_text(shape, element: str = "f32", low: int = 1, high: int | None = None) -> str:
    n = shape[-1]
    high = n if high is None else high
    a, taus, info = ttype(shape, element), ttype((*shape[:-2], max(n - 1, 0)), element), ttype(shape[:-2], "i32")
    signature = f"{a}, {taus}, {info}"
    return f"""func.func @main(%a: {a}) -> ({signature}) {{
  %0:3 = stablehlo.custom_call @lapack_{LETTER[element]}gehrd_ffi(%a) {{mhlo.backend_config = {{
      high = {high} : i32, low = {low} : i32}}}} : ({a}) -> ({signature})
  func.return %0#0, %0#1, %0#2 : {signature}
}}"""


def gees_text(shape, element: str = "f32", mode: int = MODE_V) -> str:
    """A gees call: (t, vs, wr, wi, sdim, info) for real elements, (t, vs, w, sdim, info) for complex ones."""
    a, w, info = ttype(shape, element), ttype(shape[:-1], element), ttype(shape[:-2], "i32")
    types = [a, a, w, w, info, info] if element in ("f32", "f64") else [a, a, w, info, info]
    signature, names = ", ".join(types), ", ".join(f"%0#{i}" for i in range(len(types)))
    return f"""func.func @main(%a: {a}) -> ({signature}) {{
  %0:{len(types)} = stablehlo.custom_call @lapack_{LETTER[element]}gees_ffi(%a) {{mhlo.backend_config = {{
      mode = {mode} : ui8, sort = {SORT_N} : ui8}}}} : ({a}) -> ({signature})
  func.return {names} : {signature}
}}"""


def tolerance(element: str) -> float:
    return 2e-5 if element in ("f32", "complex<f32>") else 1e-12


def balanced_form(a: np.ndarray, low: int, high: int) -> np.ndarray:
    """`a` upper triangular outside rows and columns [low - 1, high) (1-based low, high), as gebal leaves a matrix
    and gehrd takes it."""
    i, j = np.indices(a.shape[-2:])
    return np.where((j < i) & ((j < low - 1) | (i >= high)), 0, a).astype(a.dtype)


def hessenberg_q(h: np.ndarray, taus: np.ndarray, low: int, high: int) -> np.ndarray:
    """Q = H_(low-1) ... H_(high-2) of gehrd's reflectors (v = [1, h[i+2:high, i]] from row i + 1)."""
    n = h.shape[-1]
    q = np.eye(n, dtype=np.result_type(h.dtype, np.float64))
    for i in range(low - 1, high - 1):
        v = np.zeros(n, q.dtype)
        v[i + 1] = 1
        v[i + 2 : high] = h[i + 2 : high, i]
        q = q @ (np.eye(n) - taus[i] * np.outer(v, v.conj()))
    return q


def assert_hessenberg(a: np.ndarray, h: np.ndarray, taus: np.ndarray, low: int, high: int, tol: float) -> None:
    for matrix, reflected, tau in zip(
        a.reshape(-1, *a.shape[-2:]), h.reshape(-1, *h.shape[-2:]), taus.reshape(-1, taus.shape[-1])
    ):
        q = hessenberg_q(reflected, tau, low, high)
        form = reflected.copy()
        for i in range(low - 1, high - 1):
            form[i + 2 : high, i] = 0  # the reflectors; the columns outside [low - 1, high - 2] are kept
        scale = max(1.0, np.abs(matrix).max())
        np.testing.assert_allclose(q @ form @ adjoint(q), matrix, atol=tol * scale)
        np.testing.assert_allclose(adjoint(q) @ q, np.eye(len(q)), atol=tol)
        assert np.all(tau[: low - 1] == 0) and np.all(tau[max(high - 1, 0) :] == 0)


def assert_schur(a: np.ndarray, results: list[np.ndarray], element: str, vectors: bool = True) -> None:
    """The results of gees on each matrix of `a`: t (quasi-)upper triangular, standard 2 x 2 blocks, a = vs t vs^H,
    vs unitary (zeros without vectors), w t's eigenvalues and a's (numpy's), sdim and info 0."""
    complex_ = element.startswith("complex")
    t, vs, *w, sdim, info = results
    w = w[0] if complex_ else w[0] + 1j * w[1]
    tol = tolerance(element)
    assert np.all(info == 0) and np.all(sdim == 0)
    n = a.shape[-1]
    for matrix, form, z, values in zip(*(x.reshape(-1, *x.shape[-2:]) for x in (a, t, vs)), w.reshape(-1, n)):
        scale = max(1.0, np.abs(matrix).max())
        assert np.all(np.tril(form, -1 if complex_ else -2) == 0)
        for k in range(n - 1):
            if not complex_ and form[k + 1, k] != 0:
                assert form[k, k] == form[k + 1, k + 1] and form[k, k + 1] * form[k + 1, k] < 0
                assert k + 2 >= n or form[k + 2, k + 1] == 0
        assert_same_values(np.linalg.eigvals(form), values, tol * scale)
        assert_same_values(values, np.linalg.eigvals(matrix), 10 * tol * scale)
        if vectors:
            np.testing.assert_allclose(z @ form @ adjoint(z), matrix, atol=tol * scale)
            np.testing.assert_allclose(adjoint(z) @ z, np.eye(n), atol=tol)
        else:
            assert np.all(z == 0)


def assert_same_values(x: np.ndarray, y: np.ndarray, atol: float) -> None:
    """x and y are the same multiset of (complex) values within atol: each of x matched to the nearest of y not
    matched yet."""
    taken = np.zeros(len(y), bool)
    for value in x:
        distance = np.where(taken, np.inf, np.abs(y - value))
        j = int(np.argmin(distance))
        assert distance[j] <= atol, (x, y)
        taken[j] = True


def schur_cases(element: str) -> dict[str, np.ndarray]:
    """Matrices of 5 rows: random ones (complex eigenvalues), a rotation block, all ones (eigenvalue 0 four times),
    a cyclic permutation (the roots of unity), a triangular one, zeros, and a symmetric one (real eigenvalues)."""
    dtype = DTYPE[element]
    rng = np.random.default_rng(7)
    x = rng.standard_normal((5, 5))
    rotation = np.eye(5)
    rotation[1:3, 1:3] = [[np.cos(0.7), -np.sin(0.7)], [np.sin(0.7), np.cos(0.7)]]
    cases = {
        "random": random((3, 5, 5), element, seed=3),
        "structured": np.stack(
            [rotation, np.ones((5, 5)), np.roll(np.eye(5), 1, axis=0), np.triu(x), np.zeros((5, 5)), x + x.T]
        ).astype(dtype),
    }
    return cases


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_gehrd_is_the_hessenberg_reduction(element: str) -> None:
    for low, high in [(1, 6), (2, 5), (1, 1), (3, 6)]:
        a = balanced_form(random((2, 6, 6), element, seed=1), low, high)
        h, taus, info = interpret(gehrd_text(a.shape, element, low, high), [a])
        assert h.dtype == a.dtype and taus.shape == (2, 5) and np.all(info == 0)
        assert_hessenberg(a, h, taus, low, high, tolerance(element))


def test_gehrd_matches_jax() -> None:
    """jaxlib's LAPACK gives the same Hessenberg form and reflectors (larfg's signs)."""
    jax = pytest.importorskip("jax")
    from jax._src.lax import linalg as lax_linalg

    for element in ("f32", "complex<f32>"):
        a = random((2, 6, 6), element, seed=2)
        h, taus, _ = interpret(gehrd_text(a.shape, element), [a])
        expected_h, expected_taus = jax.jit(lax_linalg.hessenberg)(a)
        np.testing.assert_allclose(h, np.asarray(expected_h), atol=1e-5)
        np.testing.assert_allclose(taus, np.asarray(expected_taus), atol=1e-5)


@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
def test_gehrd_lowered_and_compiled_compute_what_the_interpreter_does(element: str) -> None:
    cases = [((2, 6, 6), 1, 6), ((5, 5), 2, 4), ((1, 1), 1, 1), ((3, 2, 4, 4), 1, 4)]
    texts = [gehrd_text(shape, element, low, high) for shape, low, high in cases]
    lower_together(*texts)
    functions = compiled(*texts)
    for (shape, low, high), text, function in zip(cases, texts, functions, strict=True):
        a = balanced_form(random(shape, element, seed=len(shape)), low, high)
        expected = interpret(text, [a])
        for actual in (lowered(text, [a]), function.call(a)):
            for x, y in zip(actual, expected, strict=True):
                assert x.dtype == y.dtype and x.shape == y.shape
                np.testing.assert_allclose(x, y, atol=10 * tolerance(element))


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_gees_is_the_schur_decomposition(element: str) -> None:
    for a in schur_cases(element).values():
        assert_schur(a, interpret(gees_text(a.shape, element), [a]), element)


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
def test_gees_lowered_and_compiled_are_schur_decompositions(element: str) -> None:
    cases = schur_cases(element)
    texts = [gees_text(a.shape, element) for a in cases.values()]
    lower_together(*texts)
    functions = compiled(*texts)
    for a, text, function in zip(cases.values(), texts, functions, strict=True):
        for results in (lowered(text, [a]), function.call(a)):
            assert [x.dtype for x in results] == [x.dtype for x in interpret(text, [a])]
            assert_schur(a, results, element)


def test_gees_without_vectors_nan_and_empty() -> None:
    """Mode 'N' gives zeros for vs; a NaN stops the QR steps (info > 0, which jax turns into NaN results); an
    empty matrix has nothing to do."""
    a = random((2, 4, 4), "f64", seed=5)
    a[1, 2, 1] = np.nan
    cases = [(gees_text(a.shape, "f64", MODE_N), a), (gees_text(a.shape, "complex<f64>", MODE_N), a.astype(complex))]
    cases.append((gees_text((0, 0), "f32"), np.zeros((0, 0), np.float32)))
    functions = compiled(*(text for text, _ in cases))
    for (text, x), function in zip(cases, functions, strict=True):
        for results in (interpret(text, [x]), function.call(x)):
            if x.size:
                assert np.all(results[1] == 0)
                assert results[-1][0] == 0 and results[-1][1] > 0
                assert_schur(x[:1], [r[:1] for r in results], "f64" if x.dtype == np.float64 else "complex<f64>", False)
            else:
                assert all(r.size == 0 for r in results[:4]) and results[-1] == 0


def test_gees_lowered_standard_blocks() -> None:
    """lanv2's cases: a block with equal diagonal and opposite signs (kept), one with c = 0, one with b = 0 (swapped),
    one with real eigenvalues (made triangular) and one with complex ones (made standard)."""
    blocks = [[[1.0, 2.0], [-3.0, 1.0]], [[1.0, 2.0], [0.0, 3.0]], [[1.0, 0.0], [2.0, 3.0]], [[1.0, 2.0], [3.0, 4.0]]]
    blocks.append([[1.0, -5.0], [2.0, 3.0]])
    a = np.stack([np.array(block) for block in blocks])
    text = gees_text(a.shape, "f64")
    for results in (interpret(text, [a]), lowered(text, [a])):
        assert_schur(a, results, "f64")


def test_gees_and_gehrd_signature_errors() -> None:
    text = gehrd_text((4, 4), "f32", 1, 5)
    with pytest.raises(DiagnosticError, match="low = 1 and high = 5 must have 1 <= low <= max"):
        interpret(text, [np.eye(4, dtype=np.float32)])
    text = gehrd_text((4, 4)).replace("low = 1 : i32", "low = 1 : i64")
    with pytest.raises(DiagnosticError, match="option 'low' must be an i32"):
        interpret(text, [np.eye(4, dtype=np.float32)])
    text = gees_text((4, 4)).replace(f"sort = {SORT_N}", "sort = 83")
    with pytest.raises(DiagnosticError, match="option 'sort' must be 'N'"):
        interpret(text, [np.eye(4, dtype=np.float32)])
    text = gees_text((4, 4), "f32").replace("tensor<4xf32>, tensor<4xf32>,", "tensor<4xf32>, tensor<4xf64>,")
    with pytest.raises(DiagnosticError, match="result #3 must be tensor<4xf32>, got tensor<4xf64>"):
        interpret(text, [np.eye(4, dtype=np.float32)])


def sytrd_text(shape, element: str = "f32", uplo: int = LOWER) -> str:
    n = shape[-1]
    routine = "hetrd" if element.startswith("complex") else "sytrd"
    real = "f64" if element in ("f64", "complex<f64>") else "f32"
    a, info = ttype(shape, element), ttype(shape[:-2], "i32")
    d, e, taus = ttype((*shape[:-2], n), real), ttype((*shape[:-2], n - 1), real), ttype((*shape[:-2], n - 1), element)
    signature = f"{a}, {d}, {e}, {taus}, {info}"
    return f"""func.func @main(%a: {a}) -> ({signature}) {{
  %0:5 = stablehlo.custom_call @lapack_{LETTER[element]}{routine}_ffi(%a) {{mhlo.backend_config = {{uplo = {uplo} : ui8}}}}
      : ({a}) -> ({signature})
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : {signature}
}}"""


def assert_tridiagonal(a: np.ndarray, results: list[np.ndarray], lower: bool, tol: float) -> None:
    """The Hermitian matrix of a's triangle is Q T Q^H for T tridiagonal of (d, e) and Q the reflectors' product;
    the results' triangle holds d, e and the reflectors, the other one is a's."""
    out, d, e, taus, info = results
    n = a.shape[-1]
    assert np.all(info == 0)
    count = int(np.prod(a.shape[:-2]))
    flat = [x.reshape(count, *x.shape[len(a.shape) - 2 :]) for x in (a, out, d, e, taus)]
    for matrix, stored, diagonal, off, tau in zip(*flat):
        triangle = np.tril(matrix, -1) if lower else np.triu(matrix, 1)
        h = triangle + adjoint(triangle) + np.diag(matrix.diagonal().real)
        t = np.diag(diagonal) + np.diag(off, -1) + np.diag(off, 1)
        q = np.eye(n, dtype=stored.dtype)
        for i in range(n - 1) if lower else reversed(range(n - 1)):  # Q = H_0 ... H_{n-2}, or H_{n-2} ... H_0
            v = np.zeros(n, stored.dtype)
            if lower:
                v[i + 1], v[i + 2 :] = 1, stored[i + 2 :, i]
            else:
                v[i], v[:i] = 1, stored[:i, i + 1]
            q = q @ (np.eye(n) - tau[i] * np.outer(v, v.conj()))
        np.testing.assert_allclose(q @ t @ adjoint(q), h, atol=tol * max(1.0, np.abs(h).max()))
        other = np.triu(np.ones((n, n), bool), 1) if lower else np.tril(np.ones((n, n), bool), -1)
        np.testing.assert_array_equal(stored[other], matrix[other])
        np.testing.assert_allclose(np.diagonal(stored), diagonal, atol=0)


@pytest.mark.parametrize("element", ["f32", "f64", "complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("uplo", [LOWER, UPPER])
def test_sytrd_is_the_tridiagonal_reduction(element: str, uplo: int) -> None:
    for shape in [(5, 5), (2, 4, 4), (1, 1), (2, 2)]:
        a = random(shape, element, seed=41)
        assert_tridiagonal(a, interpret(sytrd_text(shape, element, uplo), [a]), uplo == LOWER, 10 * tolerance(element))


def test_sytrd_matches_jax() -> None:
    jax = pytest.importorskip("jax")
    for element in ("f32", "complex<f32>"):
        for lower in (True, False):
            a = random((5, 5), element, seed=42)
            results = interpret(sytrd_text(a.shape, element, LOWER if lower else UPPER), [a])
            expected = jax.jit(lambda x: jax.lax.linalg.tridiagonal(x, lower=lower))(a)
            for x, y in zip(results, expected):
                np.testing.assert_allclose(x, np.asarray(y), atol=2e-6)


@pytest.mark.parametrize("element", ["f32", "complex<f64>"])
def test_sytrd_lowered_and_compiled_compute_what_the_interpreter_does(element: str) -> None:
    cases = [((5, 5), LOWER), ((2, 4, 4), UPPER), ((1, 1), LOWER), ((3, 3), UPPER)]
    texts = [sytrd_text(shape, element, uplo) for shape, uplo in cases]
    lower_together(*texts)
    for (shape, _), text, function in zip(cases, texts, compiled(*texts), strict=True):
        a = random(shape, element, seed=43)
        expected = interpret(text, [a])
        for actual in (lowered(text, [a]), function.call(a)):
            for x, y in zip(actual, expected, strict=True):
                assert x.dtype == y.dtype and x.shape == y.shape
                np.testing.assert_allclose(x, y, atol=10 * tolerance(element))
