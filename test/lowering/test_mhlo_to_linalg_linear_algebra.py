"""convert-mhlo-to-linalg keeps what fft, cholesky and triangular_solve compute.

The interpreter (numpy, in double precision) runs each program before
lowering; the lowered DFT generic (which sums f32 terms in f64) and the
substitution loops run in the element type, so results agree within a
relative and absolute 1e-4 (f32) or 1e-10 (f64).
"""

from __future__ import annotations

import numpy as np
import pytest
from test_mhlo_to_linalg import check, lower
from test_mhlo_to_linalg_shape import ttype

from aiopt.runtime.compiler import compile

TOLERANCE = {"f32": 1e-4, "f64": 1e-10}
NUMPY = {"f32": np.float32, "f64": np.float64}


def _spd(shape: tuple[int, ...], element: str, seed: int = 0) -> np.ndarray:
    """Symmetric positive definite matrices, well conditioned."""
    x = np.random.default_rng(seed).standard_normal(shape)
    n = shape[-1]
    return (x @ np.swapaxes(x, -1, -2) + n * np.eye(n)).astype(NUMPY[element])


def _normal(shape: tuple[int, ...], element: str, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(shape).astype(NUMPY[element])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize(
    "kind, shape, lengths",
    [
        ("FFT", (3, 8), [8]),
        ("IFFT", (2, 5), [5]),
        ("FFT", (2, 3, 4), [3, 4]),
        ("IFFT", (2, 2, 3), [2, 2, 3]),
        ("RFFT", (2, 8), [8]),
        ("RFFT", (3, 4, 5), [4, 5]),
        ("IRFFT", (2, 5), [8]),
        ("IRFFT", (2, 4), [7]),
        ("IRFFT", (3, 4, 3), [4, 4]),
    ],
)
def test_fft(kind: str, shape, lengths, element: str, dialect: str) -> None:
    complex_element = f"complex<{element}>"
    operand = ttype(shape, element if kind == "RFFT" else complex_element)
    out = list(shape)
    if kind == "RFFT":
        out[-1] = lengths[-1] // 2 + 1
    if kind == "IRFFT":
        out[-1] = lengths[-1]
    result = ttype(tuple(out), element if kind == "IRFFT" else complex_element)
    text = f"""func.func @main(%a0: {operand}) -> {result} {{
  %0 = {dialect}.fft %a0, type = {kind}, length = {lengths} : ({operand}) -> {result}
  func.return %0 : {result}
}}"""
    x = _normal(shape, element, 1)
    if kind != "RFFT":
        x = (x + 1j * _normal(shape, element, 2)).astype(np.complex64 if element == "f32" else np.complex128)
    check(text, [x], rtol=TOLERANCE[element])


@pytest.mark.parametrize(
    "kind, shape, lengths",
    [("FFT", (2048,), [2048]), ("IFFT", (1000,), [1000]), ("RFFT", (2, 2187), [2187]), ("IRFFT", (1025,), [2048])],
)
def test_f32_fft_of_many_points_sums_in_f64(kind: str, shape, lengths) -> None:
    """Compiled f32 transforms of thousands of points are off by at most 1e-6 of the signal's norm (about 16 ulps;
    XLA's pocketfft: 4e-7): the DFT sums its f32 terms in f64. Summed in f32, a 2048-point FFT was off by 6e-6 of
    it, a 2187-point RFFT by 4e-6."""
    complex_ = kind != "RFFT"
    out = list(shape)
    if kind == "RFFT":
        out[-1] = lengths[-1] // 2 + 1
    if kind == "IRFFT":
        out[-1] = lengths[-1]
    operand = ttype(shape, "complex<f32>" if complex_ else "f32")
    result = ttype(tuple(out), "f32" if kind == "IRFFT" else "complex<f32>")
    text = f"""func.func @main(%a0: {operand}) -> {result} {{
  %0 = stablehlo.fft %a0, type = {kind}, length = {lengths} : ({operand}) -> {result}
  func.return %0 : {result}
}}"""
    x = _normal(shape, "f32", 5)
    if complex_:
        x = (x + 1j * _normal(shape, "f32", 6)).astype(np.complex64)
    exact = {
        "FFT": np.fft.fft,
        "IFFT": np.fft.ifft,
        "RFFT": np.fft.rfft,
        "IRFFT": lambda v: np.fft.irfft(v, n=lengths[-1]),
    }[kind](x.astype(np.complex128 if complex_ else np.float64))
    got = np.asarray(compile(text)(x))
    assert got.dtype == (np.float32 if kind == "IRFFT" else np.complex64)
    # The norm of the terms summed: the input's (over N for the inverse transforms, which scale by 1 / N).
    norm = np.linalg.norm(x.astype(np.complex128), axis=-1, keepdims=True)
    if kind in ("IFFT", "IRFFT"):
        norm = norm / lengths[-1]
    assert np.max(np.abs(got - exact) / norm) < 1e-6


@pytest.mark.parametrize(
    "kind, shape, lengths, out",
    [
        ("FFT", (None, 8), [8], (None, 8)),
        ("IFFT", (None, None, 2, 3), [2, 3], (None, None, 2, 3)),
        ("RFFT", (None, 16), [16], (None, 9)),
        ("IRFFT", (None, 5), [8], (None, 8)),
    ],
)
def test_fft_of_a_dynamic_batch(kind: str, shape, lengths, out) -> None:
    """A symbolic batch (jax.export's `b, 16`) leaves the batch dimensions dynamic: compiled, each batch size
    (0 to 3) is numpy's transform; the lowering failed before ('failed to legalize operation mhlo.fft')."""
    real_in, real_out = kind == "RFFT", kind == "IRFFT"
    operand = ttype(shape, "f32" if real_in else "complex<f32>")
    result = ttype(out, "f32" if real_out else "complex<f32>")
    text = f"""func.func @main(%a0: {operand}) -> {result} {{
  %0 = stablehlo.fft %a0, type = {kind}, length = {lengths} : ({operand}) -> {result}
  func.return %0 : {result}
}}"""
    compiled = compile(text, cache=False)
    axes = tuple(range(-len(lengths), 0))
    numpy_fft = {
        "FFT": lambda v: np.fft.fftn(v, axes=axes),
        "IFFT": lambda v: np.fft.ifftn(v, axes=axes),
        "RFFT": lambda v: np.fft.rfftn(v, axes=axes),
        "IRFFT": lambda v: np.fft.irfftn(v, s=lengths, axes=axes),
    }[kind]
    for batch in (0, 1, 3):
        concrete = tuple(batch if size is None else size for size in shape)
        x = _normal(concrete, "f32", batch)
        if not real_in:
            x = (x + 1j * _normal(concrete, "f32", batch + 7)).astype(np.complex64)
        got = np.asarray(compiled(x))
        assert got.shape == tuple(batch if size is None else size for size in out)
        np.testing.assert_allclose(got, numpy_fft(x.astype(np.complex128 if not real_in else np.float64)),
                                   rtol=1e-5, atol=1e-5)  # fmt: skip


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize("lower_", [True, False])
@pytest.mark.parametrize("shape", [(1, 1), (4, 4), (2, 3, 3)])
def test_cholesky(shape, lower_: bool, element: str, dialect: str) -> None:
    t = ttype(shape, element)
    attr = ", lower = true" if lower_ else ""
    text = f"""func.func @main(%a0: {t}) -> {t} {{
  %0 = {dialect}.cholesky %a0{attr} : {t}
  func.return %0 : {t}
}}"""
    a = _spd(shape, element)
    # Only the chosen triangle is read: garbage in the other one must not matter.
    a += np.triu(np.full(shape, 7.0, a.dtype), 1) if lower_ else np.tril(np.full(shape, 7.0, a.dtype), -1)
    check(text, [a], rtol=TOLERANCE[element])


def test_cholesky_of_a_matrix_that_is_not_positive_definite_is_nan() -> None:
    text = """func.func @main(%a0: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = mhlo.cholesky %a0, lower = true : tensor<2x2x2xf32>
  func.return %0 : tensor<2x2x2xf32>
}"""
    a = np.array([[[4, 0], [2, 5]], [[1, 0], [3, 1]]], np.float32)  # the second is indefinite
    (result,) = check(text, [a], rtol=1e-5)
    assert np.isnan(result[1]).all() and not np.isnan(result[0]).any()


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("transpose", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
@pytest.mark.parametrize("left_side", [True, False])
@pytest.mark.parametrize("lower_", [True, False])
@pytest.mark.parametrize("unit", [True, False])
def test_triangular_solve(unit: bool, lower_: bool, left_side: bool, transpose: str, dialect: str) -> None:
    a_shape, b_shape = (2, 4, 4), ((2, 4, 3) if left_side else (2, 3, 4))
    flags = f"left_side = {str(left_side).lower()}, lower = {str(lower_).lower()}"
    attrs = f"{flags}, transpose_a = #{dialect}<transpose {transpose}>, unit_diagonal = {str(unit).lower()}"
    a_t, b_t = ttype(a_shape, "f32"), ttype(b_shape, "f32")
    text = f"""func.func @main(%a0: {a_t}, %a1: {b_t}) -> {b_t} {{
  %0 = "{dialect}.triangular_solve"(%a0, %a1) <{{{attrs}}}> : ({a_t}, {b_t}) -> {b_t}
  func.return %0 : {b_t}
}}"""
    a = _normal(a_shape, "f32", 3) + 4 * np.eye(4, dtype=np.float32)
    check(text, [a, _normal(b_shape, "f32", 4)], rtol=1e-4)


@pytest.mark.parametrize("transpose", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
@pytest.mark.parametrize("left_side", [True, False])
@pytest.mark.parametrize("lower_", [True, False])
def test_complex_triangular_solve(lower_: bool, left_side: bool, transpose: str) -> None:
    a_shape, b_shape = (2, 3, 3), ((2, 3, 2) if left_side else (2, 2, 3))
    flags = f"left_side = {str(left_side).lower()}, lower = {str(lower_).lower()}"
    attrs = f"{flags}, transpose_a = #stablehlo<transpose {transpose}>, unit_diagonal = false"
    a_t, b_t = ttype(a_shape, "complex<f64>"), ttype(b_shape, "complex<f64>")
    text = f"""func.func @main(%a0: {a_t}, %a1: {b_t}) -> {b_t} {{
  %0 = "stablehlo.triangular_solve"(%a0, %a1) <{{{attrs}}}> : ({a_t}, {b_t}) -> {b_t}
  func.return %0 : {b_t}
}}"""
    a = _normal(a_shape, "f64", 5) + 1j * _normal(a_shape, "f64", 6) + 4 * np.eye(3)
    b = _normal(b_shape, "f64", 7) + 1j * _normal(b_shape, "f64", 8)
    (x,) = check(text, [a, b], rtol=1e-10)
    # x solves op(a) x = b (or x op(a) = b) on a's triangle, op conjugating for ADJOINT.
    triangle = np.tril(a) if lower_ else np.triu(a)
    op_a = {"NO_TRANSPOSE": triangle, "TRANSPOSE": np.swapaxes(triangle, -1, -2)}.get(
        transpose, np.conj(np.swapaxes(triangle, -1, -2))
    )
    np.testing.assert_allclose(op_a @ x if left_side else x @ op_a, b, rtol=1e-10, atol=1e-10)
    if lower_ and left_side:
        # Compiled (complex arithmetic on the CPU road), with a and b arguments: the same solution.
        np.testing.assert_allclose(compile(text)(a, b), x, rtol=1e-12, atol=1e-12)


def test_complex_cholesky_stays() -> None:
    text = """func.func @main(%a0: tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = mhlo.cholesky %a0, lower = true : tensor<2x2xcomplex<f32>>
  func.return %0 : tensor<2x2xcomplex<f32>>
}"""
    _, _, diagnostics = lower(text)
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'mhlo.cholesky'"]
