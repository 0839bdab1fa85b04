"""The LAPACK custom calls JAX exports (potrf, getrf, trsm, geqrf, orgqr): their reference semantics, and what
convert-mhlo-to-linalg and compiled code compute from them.

The interpreter's semantics (aiopt.reference.hlo.lapack, numpy in double
precision) are checked against the factorizations' defining identities
(L L^T = A, P A = L U, op(A) X = B, A = Q R with Q^T Q = I) and LAPACK's
info and signs; the lowered loops
(run by the interpreter) and compiled code against the interpreter.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret
from test_mhlo_to_linalg import check

from aiopt.runtime.compiler import compile

LOWER, UPPER, NONE, UNIT = 76, 85, 78, 85
"""The bytes of 'L', 'U', 'N' and 'U' (unit diagonal) in backend_config."""


def ttype(shape, element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{element}>"


def potrf_text(shape, uplo: int, element: str = "f32", dialect: str = "stablehlo") -> str:
    t, info = ttype(shape, element), ttype(shape[:-2], "i32")
    config = f"mhlo.backend_config = {{uplo = {uplo} : ui8}}"
    if dialect == "mhlo":
        config = f"api_version = 4 : i32, backend_config = {{uplo = {uplo} : ui8}}"
    letter = "s" if element == "f32" else "d"
    return f"""func.func @main(%a: {t}) -> ({t}, {info}) {{
  %0:2 = {dialect}.custom_call @lapack_{letter}potrf_ffi(%a) {{{config}}} : ({t}) -> ({t}, {info})
  func.return %0#0, %0#1 : {t}, {info}
}}"""


def getrf_text(shape, element: str = "f32") -> str:
    t, pivots, info = ttype(shape, element), ttype((*shape[:-2], min(shape[-2:])), "i32"), ttype(shape[:-2], "i32")
    letter = "s" if element == "f32" else "d"
    return f"""func.func @main(%a: {t}) -> ({t}, {pivots}, {info}) {{
  %0:3 = stablehlo.custom_call @lapack_{letter}getrf_ffi(%a) {{mhlo.backend_config = {{}}}}
      : ({t}) -> ({t}, {pivots}, {info})
  func.return %0#0, %0#1, %0#2 : {t}, {pivots}, {info}
}}"""


def geqrf_text(shape) -> str:
    t, taus = ttype(shape, "f32"), ttype((*shape[:-2], min(shape[-2:])), "f32")
    return f"""func.func @main(%a: {t}) -> ({t}, {taus}) {{
  %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {{mhlo.backend_config = {{}}}} : ({t}) -> ({t}, {taus})
  func.return %0#0, %0#1 : {t}, {taus}
}}"""


def orgqr_text(shape, k: int) -> str:
    t, taus = ttype(shape, "f32"), ttype((*shape[:-2], k), "f32")
    return f"""func.func @main(%a: {t}, %taus: {taus}) -> {t} {{
  %0 = stablehlo.custom_call @lapack_sorgqr_ffi(%a, %taus) {{mhlo.backend_config = {{}}}} : ({t}, {taus}) -> {t}
  func.return %0 : {t}
}}"""


def trsm_text(a_shape, b_shape, side: int, uplo: int, trans: int, diag: int, element: str = "f32") -> str:
    a, b = ttype(a_shape, element), ttype(b_shape, element)
    letter = {"f32": "s", "f64": "d", "complex<f32>": "c"}[element]
    config = f"diag = {diag} : ui8, side = {side} : ui8, trans_x = {trans} : ui8, uplo = {uplo} : ui8"
    return f"""func.func @main(%a: {a}, %b: {b}) -> {b} {{
  %0 = stablehlo.custom_call @lapack_{letter}trsm_ffi(%a, %b) {{mhlo.backend_config = {{{config}}}}} : ({a}, {b}) -> {b}
  func.return %0 : {b}
}}"""


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
    # Columns from the failing one on keep a's elements.
    np.testing.assert_array_equal(np.tril(factor[1])[:, 2:], np.tril(a[1])[:, 2:])


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


@pytest.mark.parametrize("shape", [(4, 4), (2, 3, 5), (5, 3)])
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


@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 4, 4)])
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
    for text, inputs in [
        (potrf_text((2, 5, 5), LOWER), [a]),
        (getrf_text((2, 5, 5)), [a]),
        (geqrf_text((2, 5, 5)), [a]),
    ]:
        expected = interpret(text, inputs)
        actual = compile(text, cache=False).call(*inputs)
        for x, y in zip(actual, expected, strict=True):
            assert x.dtype == y.dtype
            np.testing.assert_allclose(x, y, rtol=1e-5, atol=1e-5)


def test_other_targets_have_no_semantics() -> None:
    text = potrf_text((2, 2), LOWER).replace("lapack_spotrf_ffi", "lapack_cpotrf_ffi")
    with pytest.raises(Exception, match="@lapack_cpotrf_ffi has no reference semantics"):
        interpret(text, [np.eye(2, dtype=np.float32)])
