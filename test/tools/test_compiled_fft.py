"""Compiled `fft` against numpy.fft: exact twiddles where they are exact, and numpy's results within round-off.

The lowering reduces each twiddle's angle by the circle's symmetries (as
pocketfft, numpy's FFT, does), so that the DFT of an impulse at 1, whose
k-th frequency is the twiddle e^{-2 pi i k / N} itself, is exactly 0 and
+-1 at multiples of pi/2 and +-sqrt(1/2) at odd multiples of pi/4; before,
cos(pi/2) came out 6e-17 and the sign of a zero part depended on round-off.
Every program of a test is compiled in one module (`compile_entries`).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import compile, compile_entries
from aiopt.support.diagnostics import RuntimeCheckError

SIZES = [*range(1, 18), 24, 32, 60]
COMPLEX = {"f32": np.complex64, "f64": np.complex128}
REAL = {"f32": np.float32, "f64": np.float64}


def _function(name: str, kind: str, shape: tuple[int, ...], lengths: list[int], element: str) -> str:
    """`@name` applying one `stablehlo.fft` of `kind` on its argument."""
    complex_element = f"complex<{element}>"
    out = list(shape)
    if kind == "RFFT":
        out[-1] = lengths[-1] // 2 + 1
    if kind == "IRFFT":
        out[-1] = lengths[-1]
    operand = f"tensor<{'x'.join(map(str, shape))}x{element if kind == 'RFFT' else complex_element}>"
    result = f"tensor<{'x'.join(map(str, out))}x{element if kind == 'IRFFT' else complex_element}>"
    return (
        f"func.func @{name}(%x: {operand}) -> {result} {{\n"
        f"  %0 = stablehlo.fft %x, type = {kind}, length = {lengths} : ({operand}) -> {result}\n"
        f"  func.return %0 : {result}\n}}"
    )


def _compile(functions: dict[str, str]):
    return compile_entries("\n".join(functions.values()), list(functions))


def _exact_twiddle(k: int, n: int) -> complex | None:
    """e^{-2 pi i k / n} where it is exactly representable (multiples of pi/4), else None."""
    if (8 * k) % n:
        return None
    eighth = 8 * k // n % 8
    half = math.sqrt(0.5)
    return [1, half - half * 1j, -1j, -half - half * 1j, -1, -half + half * 1j, 1j, half + half * 1j][eighth]


@pytest.mark.parametrize("element", ["f32", "f64"])
def test_fft_of_an_impulse_is_the_twiddles_exact_where_exact(element: str) -> None:
    functions = {f"fft{n}": _function(f"fft{n}", "FFT", (n,), [n], element) for n in SIZES}
    compiled = _compile(functions)
    for n in SIZES:
        impulse = np.zeros(n, COMPLEX[element])
        impulse[1 % n] = 1
        got = compiled[f"fft{n}"](impulse)
        expected = np.fft.fft(impulse.astype(np.complex128))
        tolerance = 1e-6 if element == "f32" else 1e-15
        np.testing.assert_allclose(got, expected, rtol=0, atol=tolerance, err_msg=f"N = {n}")
        for k in range(n):
            exact = _exact_twiddle(k % n if n > 1 else 0, n)
            if exact is not None:
                # Bit for bit, so a zero part is an exact (positive or negative) zero.
                assert got[k].real == np.asarray(exact).real.astype(REAL[element]), (n, k, got[k])
                assert got[k].imag == np.asarray(exact).imag.astype(REAL[element]), (n, k, got[k])


def test_multi_dimensional_fft_of_integers_is_exact_for_lengths_dividing_four() -> None:
    """Twiddles of 0, +-1 and +-i: integer inputs give numpy's integer results bit for bit."""
    cases = {
        "fft2d": ("FFT", (3, 2, 4), [2, 4]),
        "fft3d": ("FFT", (2, 2, 2), [2, 2, 2]),
        "ifft2d": ("IFFT", (4, 2), [4, 2]),
        "rfft2d": ("RFFT", (2, 4, 4), [4, 4]),
        "rfft3d": ("RFFT", (2, 2, 4), [2, 2, 4]),
    }
    compiled = _compile({name: _function(name, *case, "f64") for name, case in cases.items()})
    rng = np.random.default_rng(7)
    for name, (kind, shape, lengths) in cases.items():
        x = rng.integers(-9, 10, shape).astype(np.float64)
        if kind != "RFFT":
            x = x + 1j * rng.integers(-9, 10, shape)
        axes = tuple(range(len(shape) - len(lengths), len(shape)))
        expected = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn}[kind](x, axes=axes)
        got = compiled[name](x)
        np.testing.assert_array_equal(got, expected, err_msg=name)


@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_random_inputs_match_numpy_for_every_size(kind: str) -> None:
    shapes = {f"n{n}": ((2, n if kind != "IRFFT" else n // 2 + 1), [n]) for n in SIZES}
    shapes |= {
        "n3x5": ((3, 5 if kind != "IRFFT" else 3), [3, 5]),
        "n4x6": ((4, 6 if kind != "IRFFT" else 4), [4, 6]),
        "n7x8": ((7, 8 if kind != "IRFFT" else 5), [7, 8]),
        "n2x3x9": ((2, 3, 9 if kind != "IRFFT" else 5), [2, 3, 9]),
    }
    compiled = _compile(
        {name: _function(name, kind, shape, lengths, "f64") for name, (shape, lengths) in shapes.items()}
    )
    rng = np.random.default_rng(11)
    for name, (shape, lengths) in shapes.items():
        x = rng.standard_normal(shape)
        if kind != "RFFT":
            x = x + 1j * rng.standard_normal(shape)
        axes = tuple(range(len(shape) - len(lengths), len(shape)))
        transform = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}[kind]
        expected = transform(x, s=lengths, axes=axes)
        atol = 1e-12 * math.prod(lengths)
        np.testing.assert_allclose(compiled[name](x), expected, rtol=1e-12, atol=atol, err_msg=name)


@pytest.mark.parametrize(
    "kind, shape, lengths", [("FFT", (4, 0), [0]), ("IFFT", (4, 0), [0]), ("FFT", (2, 3, 0), [3, 0])]
)
def test_an_empty_transform_is_empty(kind: str, shape, lengths) -> None:
    """A length of 0 divided by 0 (a ZeroDivisionError in the lowering, numpy's ValueError in the interpreter)."""
    text = _function("main", kind, shape, lengths, "f32")
    x = np.zeros(shape, np.complex64)
    (expected,) = interpret(text, [x])
    assert expected.shape == shape
    assert compile(text)(x).shape == shape


def _dynamic_function(name: str, kind: str, rank: int, lengths: list[int]) -> str:
    """`@name` applying one f32 `stablehlo.fft` of `kind` to an argument whose sizes are all `?`."""
    operand = f"tensor<{'?x' * rank}{'f32' if kind == 'RFFT' else 'complex<f32>'}>"
    result = f"tensor<{'?x' * rank}{'f32' if kind == 'IRFFT' else 'complex<f32>'}>"
    return (
        f"func.func @{name}(%x: {operand}) -> {result} {{\n"
        f"  %0 = stablehlo.fft %x, type = {kind}, length = {lengths} : ({operand}) -> {result}\n"
        f"  func.return %0 : {result}\n}}"
    )


def _operand_sizes(kind: str, lengths: list[int]) -> list[int]:
    return [*lengths[:-1], lengths[-1] // 2 + 1] if kind == "IRFFT" else lengths


DYNAMIC_LENGTHS = [[1], [2], [5], [8], [9], [3, 4], [4, 6], [2, 3, 5]]


@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_dynamic_transformed_dimensions_are_the_lengths(kind: str) -> None:
    """An fft whose transformed dimensions are `?` (fft_length stays static: jax.export refuses a symbolic
    one) transforms operands of the sizes its lengths give, compiled as interpreted, and refuses others with
    the same run-time check in both. Compiling it failed ('failed to legalize operation mhlo.fft'). Odd
    lengths and 1 make RFFT's N / 2 + 1 and IRFFT's operand size differ from N / 2; f32 results agree with the
    interpreter's and numpy's (in f64) within 1e-5 of the signal's size."""
    functions = {
        f"n{'x'.join(map(str, lengths))}": _dynamic_function(f"n{'x'.join(map(str, lengths))}", kind,
                                                             len(lengths) + 1, lengths)
        for lengths in DYNAMIC_LENGTHS
    }  # fmt: skip
    compiled = _compile(functions)
    rng = np.random.default_rng(5)
    transform = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn, "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}[kind]
    for (name, text), lengths in zip(functions.items(), DYNAMIC_LENGTHS):
        for batch in (1, 3):
            shape = (batch, *_operand_sizes(kind, lengths))
            x = rng.standard_normal(shape).astype(np.float32)
            if kind != "RFFT":
                x = (x + 1j * rng.standard_normal(shape)).astype(np.complex64)
            got = compiled[name](x)
            (interpreted,) = interpret(text, [x], entry=name)
            axes = tuple(range(1, len(shape)))
            expected = transform(x.astype(np.complex128 if kind != "RFFT" else np.float64), s=lengths, axes=axes)
            assert got.shape == interpreted.shape == expected.shape, name
            atol = 1e-5 * math.prod(lengths)
            np.testing.assert_allclose(got, interpreted, rtol=1e-5, atol=atol, err_msg=name)
            np.testing.assert_allclose(got, expected, rtol=1e-5, atol=atol, err_msg=name)
        wrong = np.zeros((2, *_operand_sizes(kind, lengths)[:-1], _operand_sizes(kind, lengths)[-1] + 1),
                         np.float32 if kind == "RFFT" else np.complex64)  # fmt: skip
        last = len(lengths)
        message = f"op dimension {last} of operand #0 is not {_operand_sizes(kind, lengths)[-1]}"
        with pytest.raises(RuntimeCheckError, match=message):
            compiled[name](wrong)
        with pytest.raises(RuntimeCheckError, match=message):
            interpret(text, [wrong], entry=name)


def test_dynamic_transformed_dimensions_with_static_batch_and_result() -> None:
    """`?` transformed sizes of the operand and static ones of the result (and the other way round), a static
    batch of a `?` operand batch: the sizes are checked and the types met with casts."""
    text = """
    func.func @main(%x: tensor<?x?xcomplex<f32>>) -> (tensor<2x4xf32>, tensor<?x?xcomplex<f32>>) {
      %0 = stablehlo.fft %x, type = IRFFT, length = [4] : (tensor<?x?xcomplex<f32>>) -> tensor<2x4xf32>
      %1 = stablehlo.convert %0 : (tensor<2x4xf32>) -> tensor<2x4xcomplex<f32>>
      %3 = stablehlo.fft %1, type = FFT, length = [4] : (tensor<2x4xcomplex<f32>>) -> tensor<2x?xcomplex<f32>>
      %4 = tensor.cast %3 : tensor<2x?xcomplex<f32>> to tensor<?x?xcomplex<f32>>
      func.return %0, %4 : tensor<2x4xf32>, tensor<?x?xcomplex<f32>>
    }"""
    x = (np.arange(6).reshape(2, 3) + 1j).astype(np.complex64)
    compiled = compile(text)
    got, interpreted = compiled(x), interpret(text, [x])
    for g, i in zip(got, interpreted, strict=True):
        np.testing.assert_allclose(g, i, rtol=1e-6, atol=1e-5)
    np.testing.assert_allclose(got[0], np.fft.irfft(x, 4), rtol=1e-6, atol=1e-5)
    for wrong in (np.zeros((3, 3), np.complex64), np.zeros((2, 4), np.complex64)):
        with pytest.raises(RuntimeCheckError, match="'(mhlo|stablehlo).fft' op"):
            compiled(wrong)
        with pytest.raises(RuntimeCheckError, match="'(mhlo|stablehlo).fft' op"):
            interpret(text, [wrong])


@pytest.mark.parametrize("kind", ["FFT", "IFFT"])
def test_static_sizes_other_than_the_lengths_fail_at_run_time(kind: str) -> None:
    """An FFT or IFFT verifies with transformed sizes other than its lengths (only RFFT's and IRFFT's are
    constrained), where XLA aborts ('array sizes are not conformable'): a run-time check fails, compiled and
    interpreted alike. Compiled code returned a DFT of 4 points at 8's angles, the interpreter numpy's
    4-point DFT."""
    text = _function("main", kind, (2, 4), [8], "f32")
    x = np.ones((2, 4), np.complex64)
    message = r"'(mhlo|stablehlo)\.fft' op dimension 1 of operand #0 is not 8 \(its fft_length\)"
    with pytest.raises(RuntimeCheckError, match=message):
        compile(text)(x)
    with pytest.raises(RuntimeCheckError, match=message):
        interpret(text, [x])
