"""The reference semantics of the linear algebra, convolution and random-number ops.

Each op is checked against numpy computed another way: contractions against
einsum or loops, convolution against a one-element-at-a-time loop and
numpy's correlate, fft against an explicit DFT matrix, the factorizations by
multiplying back. rng_bit_generator is checked against known answers: the
Random123 test vectors of Threefry-2x32, and outputs XLA computed on CPU.
The builders' result-type inference is checked at the end.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hlo_testing import _CONTEXT, interpret, tensor_type
from xdsl.dialects import test as test_dialect
from xdsl.dialects.builtin import ComplexType, IntegerType, ModuleOp, Signedness, f32, f64, i8, i32, i64

from aiopt.dialects import mhlo, stablehlo
from aiopt.dialects.hlo.attrs import ConvDimensions
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.reference.hlo.linalg_ops import threefry2x32
from aiopt.dialects.hlo.types import DYNAMIC
from aiopt.dialects.hlo.types import tensor_type as shaped
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

RNG = np.random.default_rng(7)


def run_op(op_text: str, inputs: list[np.ndarray], elements: list[str], results: list[str]) -> list[np.ndarray]:
    """Run one op line over function arguments %a0, %a1, ... and return its results."""
    args = ", ".join(f"%a{i}: {tensor_type(x, e)}" for i, (x, e) in enumerate(zip(inputs, elements)))
    names = ", ".join(f"%r{i}" for i in range(len(results)))
    text = f"""func.func @main({args}) -> ({", ".join(results)}) {{
      {names} = {op_text}
      func.return {names} : {", ".join(results)}
    }}"""
    return interpret(text, inputs)


def signature(inputs: list[np.ndarray], elements: list[str], results: list[str]) -> str:
    operands = ", ".join(tensor_type(x, e) for x, e in zip(inputs, elements))
    return f"({operands}) -> " + (results[0] if len(results) == 1 else f"({', '.join(results)})")


# ---------------------------------------------------------------------------
# dot, dot_general, einsum


@pytest.mark.parametrize("lhs_shape, rhs_shape", [((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)), ((3,), (3,))])
def test_dot_is_matmul(lhs_shape, rhs_shape):
    lhs, rhs = RNG.standard_normal(lhs_shape), RNG.standard_normal(rhs_shape)
    expected = np.matmul(lhs, rhs)
    result_type = tensor_type(expected, "f64")
    text = f"stablehlo.dot %a0, %a1 : {signature([lhs, rhs], ['f64', 'f64'], [result_type])}"
    np.testing.assert_allclose(run_op(text, [lhs, rhs], ["f64", "f64"], [result_type])[0], expected, rtol=1e-12)


def test_dot_general_batched_matmul():
    lhs, rhs = RNG.standard_normal((2, 3, 4)).astype(np.float32), RNG.standard_normal((2, 4, 5)).astype(np.float32)
    result = "tensor<2x3x5xf32>"
    text = "stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : " + signature(
        [lhs, rhs], ["f32", "f32"], [result]
    )
    expected = np.stack([lhs[b].astype(np.float64) @ rhs[b] for b in range(2)])
    np.testing.assert_allclose(run_op(text, [lhs, rhs], ["f32", "f32"], [result])[0], expected, rtol=1e-6)


def test_complex_contractions_sum_the_textbook_products():
    """A complex dot_general (and linalg.matmul) is the sum of the spec's products (ac - bd) + (ad + bc) i:
    (-2 - i)^2 + (inf + i)(-1 + 0i) is -inf + NaN i, as compiled code gives (numpy's complex matmul, BLAS zgemm,
    gave NaN + NaN i: difftest seed 21013 #202); finite rows are the products' sums."""
    inf = math.inf
    lhs = np.array([[[-2 - 1j, complex(inf, 1.0)], [1 + 2j, 3 - 1j]]] * 2)  # [2 batches, 2 rows, 2 columns]
    rhs = np.array([[[-2 - 1j, 1j], [-1 + 0j, 2 + 0j]]] * 2)
    result = "tensor<2x2x2xcomplex<f64>>"
    elements = ["complex<f64>", "complex<f64>"]
    text = "stablehlo.dot_general %a0, %a1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : " + signature(
        [lhs, rhs], elements, [result]
    )
    with np.errstate(all="ignore"):
        (value,) = run_op(text, [lhs, rhs], elements, [result])
    assert value[:, 0, 0].real.tolist() == [-inf, -inf] and np.isnan(value[:, 0, 0].imag).all()
    expected = [[(1 + 2j) * (-2 - 1j) + (3 - 1j) * (-1 + 0j), (1 + 2j) * 1j + (3 - 1j) * 2]] * 2
    np.testing.assert_allclose(value[:, 1, :], expected, rtol=1e-15)
    t = "tensor<2x2xcomplex<f64>>"
    matmul = f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
      %zero = arith.constant dense<(0.0, 0.0)> : {t}
      %0 = linalg.matmul ins(%a, %b : {t}, {t}) outs(%zero : {t}) -> {t}
      func.return %0 : {t}
    }}"""
    with np.errstate(all="ignore"):
        (product,) = interpret(matmul, [lhs[0], rhs[0]])
    assert product[0, 0].real == -inf and np.isnan(product[0, 0].imag)
    np.testing.assert_allclose(product[1], expected[0], rtol=1e-15)


def test_dot_general_scattered_dimensions():
    # lhs [k0, b, m, k1], rhs [n, k1, b, k0]: result [b, m, n].
    lhs, rhs = RNG.standard_normal((3, 2, 4, 5)), RNG.standard_normal((6, 5, 2, 3))
    expected = np.zeros((2, 4, 6))
    for b, m, n, k0, k1 in itertools.product(range(2), range(4), range(6), range(3), range(5)):
        expected[b, m, n] += lhs[k0, b, m, k1] * rhs[n, k1, b, k0]
    result = "tensor<2x4x6xf64>"
    text = (
        "stablehlo.dot_general %a0, %a1, batching_dims = [1] x [2], contracting_dims = [0, 3] x [3, 1] : "
        + signature([lhs, rhs], ["f64", "f64"], [result])
    )
    np.testing.assert_allclose(run_op(text, [lhs, rhs], ["f64", "f64"], [result])[0], expected, rtol=1e-12)


def test_dot_general_outer_product_without_contraction():
    lhs, rhs = np.array([1.0, 2.0]), np.array([3.0, 4.0, 5.0])
    result = "tensor<2x3xf64>"
    text = "stablehlo.dot_general %a0, %a1, contracting_dims = [] x [] : " + signature(
        [lhs, rhs], ["f64", "f64"], [result]
    )
    np.testing.assert_array_equal(run_op(text, [lhs, rhs], ["f64", "f64"], [result])[0], [[3, 4, 5], [6, 8, 10]])


def test_dot_general_accumulates_in_the_result_type():
    # i8 operands, i32 result: 100 * 100 * 4 does not fit in i8.
    lhs = np.full((1, 4), 100, np.int8)
    rhs = np.full((4, 1), 100, np.int8)
    result = "tensor<1x1xi32>"
    text = "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : " + signature(
        [lhs, rhs], ["i8", "i8"], [result]
    )
    assert run_op(text, [lhs, rhs], ["i8", "i8"], [result])[0].item() == 40000


def test_dot_general_integers_wrap():
    lhs = np.array([[2**30, 2**30, 2**30]], np.int32)
    rhs = np.array([[2], [1], [1]], np.int32)
    result = "tensor<1x1xi32>"
    text = "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : " + signature(
        [lhs, rhs], ["i32", "i32"], [result]
    )
    wrapped = (2**30 * 4 + 2**31) % 2**32 - 2**31
    assert run_op(text, [lhs, rhs], ["i32", "i32"], [result])[0].item() == wrapped


def test_dot_of_booleans_is_or_of_ands():
    lhs = np.array([[True, False], [False, False]])
    rhs = np.array([[True, True], [True, False]])
    result = "tensor<2x2xi1>"
    text = "stablehlo.dot %a0, %a1 : " + signature([lhs, rhs], ["i1", "i1"], [result])
    expected = [[any(lhs[i, k] and rhs[k, j] for k in range(2)) for j in range(2)] for i in range(2)]
    np.testing.assert_array_equal(run_op(text, [lhs, rhs], ["i1", "i1"], [result])[0], expected)


def test_einsum_and_unary_einsum():
    a, b = RNG.standard_normal((3, 4)), RNG.standard_normal((4, 2))
    text = 'stablehlo.einsum %a0, %a1, config = "ab,bc->ac" : ' + signature([a, b], ["f64", "f64"], ["tensor<3x2xf64>"])
    np.testing.assert_allclose(run_op(text, [a, b], ["f64", "f64"], ["tensor<3x2xf64>"])[0], a @ b, rtol=1e-12)
    text = 'stablehlo.unary_einsum %a0, config = "ab->a" : (tensor<3x4xf64>) -> tensor<3xf64>'
    np.testing.assert_allclose(run_op(text, [a], ["f64"], ["tensor<3xf64>"])[0], [sum(row) for row in a], rtol=1e-12)
    text = 'stablehlo.unary_einsum %a0, config = "ab->ba" : (tensor<3x4xf64>) -> tensor<4x3xf64>'
    np.testing.assert_array_equal(run_op(text, [a], ["f64"], ["tensor<4x3xf64>"])[0], a.T)



def test_einsum_without_summed_letters_keeps_a_products_sign():
    # mlir-hlo's lowering writes a lone product (0 * -1 is -0) where no letter is summed away, and adds the
    # products to a zero-filled result (+0 + -0 is +0) where one is (difftest seed 9399 #64).
    a, b = np.array([0.0, -0.0]), np.array([-1.0, 1.0])
    outer = run_op('stablehlo.einsum %a0, %a1, config = "a,b->ab" : ' + signature([a, b], ["f64", "f64"], ["tensor<2x2xf64>"]),
                   [a, b], ["f64", "f64"], ["tensor<2x2xf64>"])[0]  # fmt: skip
    assert np.signbit(outer).tolist() == [[True, False], [False, True]]
    dot = run_op('stablehlo.einsum %a0, %a1, config = "a,a->" : ' + signature([a, b], ["f64", "f64"], ["tensor<f64>"]),
                 [a, b], ["f64", "f64"], ["tensor<f64>"])[0]  # fmt: skip
    assert dot == 0 and not np.signbit(dot)


# ---------------------------------------------------------------------------
# Convolution


def naive_convolution(lhs, rhs, dims: ConvDimensions, window: dict, feature_groups: int, batch_groups: int, out_shape):
    """One output element at a time: the input position of each kernel tap, as XLA's evaluator finds it."""
    spatial = len(dims.input_spatial)
    strides = window.get("strides", [1] * spatial)
    padding = window.get("padding", [(0, 0)] * spatial)
    lhs_dilation = window.get("lhs_dilation", [1] * spatial)
    rhs_dilation = window.get("rhs_dilation", [1] * spatial)
    reversal = window.get("reversal", [False] * spatial)
    out_features = rhs.shape[dims.kernel_output_feature]
    features_per_group = lhs.shape[dims.input_feature] // feature_groups
    batch_per_group = lhs.shape[dims.input_batch] // batch_groups
    result = np.zeros(out_shape)
    for out_index in itertools.product(*(range(n) for n in out_shape)):
        b, o = out_index[dims.output_batch], out_index[dims.output_feature]
        feature_group = o // (out_features // feature_groups)
        batch_group = o // (out_features // batch_groups)
        total = 0.0
        for i in range(rhs.shape[dims.kernel_input_feature]):
            for taps in itertools.product(*(range(rhs.shape[d]) for d in dims.kernel_spatial)):
                lhs_index = [0] * lhs.ndim
                lhs_index[dims.input_batch] = batch_group * batch_per_group + b
                lhs_index[dims.input_feature] = feature_group * features_per_group + i
                rhs_index = [0] * rhs.ndim
                rhs_index[dims.kernel_input_feature], rhs_index[dims.kernel_output_feature] = i, o
                inside = True
                for d in range(spatial):
                    position = (
                        out_index[dims.output_spatial[d]] * strides[d] + taps[d] * rhs_dilation[d] - padding[d][0]
                    )
                    if (
                        position % lhs_dilation[d]
                        or not 0 <= position // lhs_dilation[d] < lhs.shape[dims.input_spatial[d]]
                    ):
                        inside = False
                    lhs_index[dims.input_spatial[d]] = position // lhs_dilation[d]
                    size = rhs.shape[dims.kernel_spatial[d]]
                    rhs_index[dims.kernel_spatial[d]] = size - 1 - taps[d] if reversal[d] else taps[d]
                if inside:
                    total += lhs[tuple(lhs_index)] * rhs[tuple(rhs_index)]
        result[out_index] = total
    return result


def _window_text(window: dict) -> str:
    parts = []
    if "strides" in window:
        parts.append(f"stride = {list(window['strides'])}")
    if "padding" in window:
        parts.append("pad = [" + ", ".join(f"[{lo}, {hi}]" for lo, hi in window["padding"]) + "]")
    if "lhs_dilation" in window:
        parts.append(f"lhs_dilate = {list(window['lhs_dilation'])}")
    if "rhs_dilation" in window:
        parts.append(f"rhs_dilate = {list(window['rhs_dilation'])}")
    if "reversal" in window:
        parts.append("reverse = [" + ", ".join("true" if r else "false" for r in window["reversal"]) + "]")
    return "{" + ", ".join(parts) + "}"


def _conv_result_shape(lhs, rhs, dims: ConvDimensions, window: dict, batch_groups: int) -> list[int]:
    """The result shape, with the window arithmetic of the specification spelled out."""
    shape = [0] * lhs.ndim
    shape[dims.output_batch] = lhs.shape[dims.input_batch] // batch_groups
    shape[dims.output_feature] = rhs.shape[dims.kernel_output_feature]
    for d, (i, k, o) in enumerate(zip(dims.input_spatial, dims.kernel_spatial, dims.output_spatial)):
        size, taps = lhs.shape[i], rhs.shape[k]
        low, high = window.get("padding", [(0, 0)] * len(dims.input_spatial))[d]
        dilated = (size - 1) * window.get("lhs_dilation", [1] * 9)[d] + 1 if size else 0
        padded = low + dilated + high
        extent = (taps - 1) * window.get("rhs_dilation", [1] * 9)[d] + 1
        stride = window.get("strides", [1] * 9)[d]
        shape[o] = 0 if padded <= 0 or extent > padded else (padded - extent) // stride + 1
    return shape


def run_convolution(lhs, rhs, layout: str, window: dict, feature_groups: int = 1, batch_groups: int = 1):
    """Run stablehlo.convolution on f64 operands; returns (result, the layout's ConvDimensions, result shape)."""
    text = f"stablehlo.convolution(%a0, %a1) dim_numbers = {layout}, window = {_window_text(window)}"
    dims = _layout(layout)
    shape = _conv_result_shape(lhs, rhs, dims, window, batch_groups)
    result = "tensor<" + "".join(f"{d}x" for d in shape) + "f64>"
    text += f" {{batch_group_count = {batch_groups} : i64, feature_group_count = {feature_groups} : i64}} : "
    text += signature([lhs, rhs], ["f64", "f64"], [result])
    return run_op(text, [lhs, rhs], ["f64", "f64"], [result])[0], dims, shape


def _layout(layout: str) -> ConvDimensions:
    """The ConvDimensions of `[b, 0, f]x[0, i, o]->[b, 0, f]`, parsed as the attribute."""
    text = f"""func.func @f() {{
      %0 = "test.op"() {{d = #stablehlo.conv<{layout}>}} : () -> i32
      func.return
    }}"""
    module = parse_module(_CONTEXT, text, "layout.mlir")
    return next(op for op in module.walk() if isinstance(op, test_dialect.TestOp)).attributes["d"].data


CONV_CASES = [
    # lhs shape, rhs shape, layout, window, feature groups, batch groups
    ((2, 5, 5, 3), (3, 3, 3, 4), "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", {"padding": [(1, 1), (1, 1)]}, 1, 1),
    (
        (2, 3, 6, 5), (4, 3, 2, 2), "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
        {"strides": [2, 1], "padding": [(0, 1), (2, -1)], "lhs_dilation": [1, 2], "rhs_dilation": [2, 1]}, 1, 1,
    ),
    ((1, 7, 4), (3, 2, 6), "[b, 0, f]x[0, i, o]->[b, 0, f]", {"padding": [(-1, 2)], "lhs_dilation": [3]}, 2, 1),
    (
        (4, 6, 3), (2, 3, 6), "[b, 0, f]x[0, i, o]->[b, f, 0]",
        {"strides": [2], "padding": [(1, 0)], "rhs_dilation": [2]}, 1, 2,
    ),
    (
        (2, 4, 5, 5), (2, 6, 2, 2), "[f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f]",
        {"strides": [1, 2], "padding": [(1, 1), (0, 0)], "lhs_dilation": [2, 1], "rhs_dilation": [1, 2]}, 1, 2,
    ),
    ((2, 4, 4, 4), (2, 3, 1, 8), "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", {"padding": [(0, 0), (1, 1)]}, 4, 1),
    ((1, 5, 4, 2), (3, 2, 2, 3), "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", {"reversal": [True, False]}, 1, 1),
    ((1, 6, 4), (2, 4, 2), "[b, 0, f]x[0, i, o]->[b, 0, f]", {"padding": [(-2, -2)]}, 1, 1),
    ((1, 3, 4), (2, 4, 2), "[b, 0, f]x[0, i, o]->[b, 0, f]", {"padding": [(-2, -1)]}, 1, 1),
    (
        (1, 2, 2, 2, 1), (2, 1, 2, 1, 2), "[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]",
        {"reversal": [True, True, False]}, 1, 1,
    ),
]  # fmt: skip


@pytest.mark.parametrize("lhs_shape, rhs_shape, layout, window, feature_groups, batch_groups", CONV_CASES)
def test_convolution_matches_naive_loop(lhs_shape, rhs_shape, layout, window, feature_groups, batch_groups):
    lhs, rhs = RNG.standard_normal(lhs_shape), RNG.standard_normal(rhs_shape)
    result, dims, shape = run_convolution(lhs, rhs, layout, window, feature_groups, batch_groups)
    expected = naive_convolution(lhs, rhs, dims, window, feature_groups, batch_groups, shape)
    assert result.shape == tuple(shape)
    np.testing.assert_allclose(result, expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("mode, padding", [("valid", (0, 0)), ("full", (2, 2)), ("same", (1, 1))])
def test_one_dimensional_convolution_is_correlate(mode, padding):
    x, k = RNG.standard_normal(8), RNG.standard_normal(3)
    layout = "[b, 0, f]x[0, i, o]->[b, 0, f]"
    result, _, _ = run_convolution(x.reshape(1, 8, 1), k.reshape(3, 1, 1), layout, {"padding": [padding]})
    np.testing.assert_allclose(result.reshape(-1), np.correlate(x, k, mode), rtol=1e-12)
    # Window reversal turns correlation into convolution.
    window = {"padding": [padding], "reversal": [True]}
    result, _, _ = run_convolution(x.reshape(1, 8, 1), k.reshape(3, 1, 1), layout, window)
    np.testing.assert_allclose(result.reshape(-1), np.convolve(x, k, mode), rtol=1e-12)


def test_one_dimensional_strided_dilated_convolution():
    x, k = RNG.standard_normal(10), RNG.standard_normal(3)
    layout = "[b, 0, f]x[0, i, o]->[b, 0, f]"
    result, _, _ = run_convolution(
        x.reshape(1, 10, 1), k.reshape(3, 1, 1), layout, {"strides": [2], "rhs_dilation": [2]}
    )
    dilated_kernel = np.zeros(5)
    dilated_kernel[::2] = k
    np.testing.assert_allclose(result.reshape(-1), np.correlate(x, dilated_kernel, "valid")[::2], rtol=1e-12)


def test_dynamic_conv_reads_padding_at_run_time():
    x, k = RNG.standard_normal((1, 4, 4, 1)), RNG.standard_normal((3, 3, 1, 2))
    padding = np.array([[1, 0], [2, 1]], np.int64)
    text = (
        '"stablehlo.dynamic_conv"(%a0, %a1, %a2) <{batch_group_count = 1 : i64, dimension_numbers = '
        "#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, "
        "window_strides = array<i64: 1, 2>}> : "
        "(tensor<1x4x4x1xf64>, tensor<3x3x1x2xf64>, tensor<2x2xi64>) -> tensor<1x?x?x2xf64>"
    )
    result = run_op(text, [x, k, padding], ["f64", "f64", "i64"], ["tensor<1x?x?x2xf64>"])[0]
    expected, _, _ = run_convolution(
        x, k, "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", {"strides": [1, 2], "padding": [(1, 0), (2, 1)]}
    )
    np.testing.assert_allclose(result, expected, rtol=1e-12)


# ---------------------------------------------------------------------------
# fft


def dft_matrix(n: int, inverse: bool = False) -> np.ndarray:
    sign = 1 if inverse else -1
    j, k = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    matrix = np.exp(sign * 2j * np.pi * j * k / n)
    return matrix / n if inverse else matrix


def test_fft_and_ifft_match_the_dft_matrix():
    x = (RNG.standard_normal((3, 4, 8)) + 1j * RNG.standard_normal((3, 4, 8))).astype(np.complex128)
    t = "tensor<3x4x8xcomplex<f64>>"
    forward = run_op(f"stablehlo.fft %a0, type = FFT, length = [4, 8] : ({t}) -> {t}", [x], ["complex<f64>"], [t])[0]
    expected = np.einsum("bjk,mj,nk->bmn", x, dft_matrix(4), dft_matrix(8))
    np.testing.assert_allclose(forward, expected, rtol=1e-10, atol=1e-10)
    inverse = run_op(f"stablehlo.fft %a0, type = IFFT, length = [8] : ({t}) -> {t}", [x], ["complex<f64>"], [t])[0]
    np.testing.assert_allclose(
        inverse, np.einsum("bjk,nk->bjn", x, dft_matrix(8, inverse=True)), rtol=1e-10, atol=1e-10
    )


def test_rfft_keeps_half_the_spectrum_and_irfft_inverts_it():
    x = RNG.standard_normal((2, 6)).astype(np.float32)
    spectrum = run_op(
        "stablehlo.fft %a0, type = RFFT, length = [6] : (tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>>",
        [x], ["f32"], ["tensor<2x4xcomplex<f32>>"],
    )[0]  # fmt: skip
    assert spectrum.dtype == np.complex64
    np.testing.assert_allclose(spectrum, (x.astype(np.float64) @ dft_matrix(6).T)[:, :4], rtol=1e-5, atol=1e-5)
    back = run_op(
        "stablehlo.fft %a0, type = IRFFT, length = [6] : (tensor<2x4xcomplex<f32>>) -> tensor<2x6xf32>",
        [spectrum], ["complex<f32>"], ["tensor<2x6xf32>"],
    )[0]  # fmt: skip
    np.testing.assert_allclose(back, x, rtol=1e-5, atol=1e-5)


# ---------------------------------------------------------------------------
# cholesky, triangular_solve


def spd(batch: tuple[int, ...], n: int, complex_: bool = False) -> np.ndarray:
    m = RNG.standard_normal((*batch, n, n)) + (1j * RNG.standard_normal((*batch, n, n)) if complex_ else 0)
    return m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("element", ["f64", "complex<f64>"])
def test_cholesky_factor_multiplies_back(lower, element):
    a = spd((2,), 4, complex_=element != "f64")
    # Garbage in the triangle that is not read must not matter.
    unread = np.triu(np.full((4, 4), 1e6), 1) if lower else np.tril(np.full((4, 4), 1e6), -1)
    t = tensor_type(a, element)
    attr = ", lower = true" if lower else ""
    factor = run_op(f"stablehlo.cholesky %a0{attr} : {t}", [a + unread], [element], [t])[0]
    if lower:
        np.testing.assert_array_equal(np.triu(factor, 1), 0)
        rebuilt = factor @ np.conj(np.swapaxes(factor, -1, -2))
    else:
        np.testing.assert_array_equal(np.tril(factor, -1), 0)
        rebuilt = np.conj(np.swapaxes(factor, -1, -2)) @ factor
    np.testing.assert_allclose(rebuilt, a, rtol=1e-10, atol=1e-10)
    assert np.all(np.real(np.diagonal(factor, axis1=-2, axis2=-1)) > 0)


def test_cholesky_of_indefinite_matrix_is_nan():
    a = np.array([[[1.0, 0.0], [0.0, -1.0]], [[4.0, 0.0], [0.0, 9.0]]])
    factor = run_op("stablehlo.cholesky %a0, lower = true : tensor<2x2x2xf64>", [a], ["f64"], ["tensor<2x2x2xf64>"])[0]
    assert np.all(np.isnan(factor[0]))
    np.testing.assert_allclose(factor[1], [[2, 0], [0, 3]])


@pytest.mark.parametrize(
    "left_side, lower, transpose, unit_diagonal",
    list(itertools.product([True, False], [True, False], ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"], [True, False])),
)
def test_triangular_solve_solves(left_side, lower, transpose, unit_diagonal):
    n, m = 3, 2
    a = RNG.standard_normal((2, n, n)) + 1j * RNG.standard_normal((2, n, n)) + 4 * np.eye(n)
    b = RNG.standard_normal((2, n, m) if left_side else (2, m, n)) + 0j
    text = (
        f'"stablehlo.triangular_solve"(%a0, %a1) <{{left_side = {str(left_side).lower()}, '
        f"lower = {str(lower).lower()}, "
        f"transpose_a = #stablehlo<transpose {transpose}>, unit_diagonal = {str(unit_diagonal).lower()}}}> : "
        + signature([a, b], ["complex<f64>"] * 2, [tensor_type(b, "complex<f64>")])
    )
    x = run_op(text, [a, b], ["complex<f64>"] * 2, [tensor_type(b, "complex<f64>")])[0]
    # What the op reads of a: one triangle, maybe with ones on the diagonal.
    read = np.zeros_like(a)
    for i, j in itertools.product(range(n), range(n)):
        if (i >= j) if lower else (i <= j):
            read[:, i, j] = 1 if (unit_diagonal and i == j) else a[:, i, j]
    op_a = {
        "NO_TRANSPOSE": read,
        "TRANSPOSE": np.swapaxes(read, -1, -2),
        "ADJOINT": np.conj(np.swapaxes(read, -1, -2)),
    }[transpose]
    product = op_a @ x if left_side else x @ op_a
    np.testing.assert_allclose(product, b, rtol=1e-10, atol=1e-10)


def _triangular_solve_f32(a: np.ndarray, b: np.ndarray, options: str) -> np.ndarray:
    t = "tensor<3x3xf32>"
    text = f'"stablehlo.triangular_solve"(%a0, %a1) <{{{options}}}> : ({t}, {t}) -> {t}'
    return run_op(text, [a, b], ["f32", "f32"], [t])[0]


def test_triangular_solve_substitutes_exactly():
    """The spec's example: substitution gives +0 where an LU with pivoting left -6.7e-17 (the stablehlo suite's
    expect_almost_eq wants the sign of 0 too)."""
    a = np.array([[1, 0, 0], [2, 4, 0], [3, 5, 6]], np.float32)
    b = np.array([[2, 0, 0], [4, 8, 0], [6, 10, 12]], np.float32)
    x = _triangular_solve_f32(
        a, b, "left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>"
    )
    np.testing.assert_array_equal(x, 2 * np.eye(3, dtype=np.float32))
    assert not np.signbit(x).any()


def test_triangular_solve_divides_by_a_zero_diagonal():
    """A zero on the diagonal is divided by (inf or NaN), as LAPACK's trsm and XLA do, not refused."""
    a = np.array([[1, 0, 0], [2, 0, 0], [3, 5, 6]], np.float32)
    b = np.ones((3, 3), np.float32)
    x = _triangular_solve_f32(
        a, b, "left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>"
    )
    np.testing.assert_array_equal(x[0], [1, 1, 1])
    assert not np.isfinite(x[1]).any()


# ---------------------------------------------------------------------------
# Batch normalization

EPSILON = 1e-3


def _batch_norm_text(name: str, operands: int, shapes: str, feature: int) -> str:
    names = ", ".join(f"%a{i}" for i in range(operands))
    return f'"stablehlo.{name}"({names}) <{{epsilon = {EPSILON:e} : f32, feature_index = {feature} : i64}}> : {shapes}'


def test_batch_norm_inference_normalizes_each_feature():
    x = RNG.standard_normal((2, 3, 4))
    scale, offset, mean, variance = (
        RNG.standard_normal(3),
        RNG.standard_normal(3),
        RNG.standard_normal(3),
        RNG.random(3) + 0.5,
    )
    shapes = signature([x, scale, offset, mean, variance], ["f64"] * 5, ["tensor<2x3x4xf64>"])
    result = run_op(
        _batch_norm_text("batch_norm_inference", 5, shapes, 1),
        [x, scale, offset, mean, variance],
        ["f64"] * 5,
        ["tensor<2x3x4xf64>"],
    )[0]
    expected = np.empty_like(x)
    for i, c, j in itertools.product(range(2), range(3), range(4)):
        expected[i, c, j] = scale[c] * (x[i, c, j] - mean[c]) / math.sqrt(variance[c] + EPSILON) + offset[c]
    np.testing.assert_allclose(result, expected, rtol=1e-6)


def _training(x, scale, offset, feature):
    shapes = signature([x, scale, offset], ["f64"] * 3, ["tensor<2x3x4xf64>", "tensor<4xf64>", "tensor<4xf64>"])
    return run_op(
        _batch_norm_text("batch_norm_training", 3, shapes, feature),
        [x, scale, offset], ["f64"] * 3, ["tensor<2x3x4xf64>", "tensor<4xf64>", "tensor<4xf64>"],
    )  # fmt: skip


def test_batch_norm_training_uses_batch_statistics():
    x, scale, offset = RNG.standard_normal((2, 3, 4)), RNG.standard_normal(4), RNG.standard_normal(4)
    output, mean, variance = _training(x, scale, offset, 2)
    for c in range(4):
        values = x[..., c].reshape(-1)
        expected_mean = sum(values) / len(values)
        expected_variance = sum((v - expected_mean) ** 2 for v in values) / len(values)
        assert mean[c] == pytest.approx(expected_mean)
        assert variance[c] == pytest.approx(expected_variance)
        normalized = (x[..., c] - expected_mean) / math.sqrt(expected_variance + EPSILON)
        np.testing.assert_allclose(output[..., c], scale[c] * normalized + offset[c], rtol=1e-6)


def test_batch_norm_grad_is_the_derivative_of_training():
    x, scale, offset = RNG.standard_normal((2, 3, 4)), RNG.standard_normal(4), RNG.standard_normal(4)
    grad_output = RNG.standard_normal((2, 3, 4))
    _, mean, variance = _training(x, scale, offset, 2)
    shapes = signature(
        [x, scale, mean, variance, grad_output], ["f64"] * 5, ["tensor<2x3x4xf64>", "tensor<4xf64>", "tensor<4xf64>"]
    )
    grad_x, grad_scale, grad_offset = run_op(
        _batch_norm_text("batch_norm_grad", 5, shapes, 2),
        [x, scale, mean, variance, grad_output], ["f64"] * 5, ["tensor<2x3x4xf64>", "tensor<4xf64>", "tensor<4xf64>"],
    )  # fmt: skip

    def loss(x, scale, offset):
        return float(np.sum(grad_output * _training(x, scale, offset, 2)[0]))

    step = 1e-6
    for index in [(0, 0, 0), (1, 2, 3), (0, 1, 2)]:
        bumped = x.copy()
        bumped[index] += step
        lowered = x.copy()
        lowered[index] -= step
        numeric = (loss(bumped, scale, offset) - loss(lowered, scale, offset)) / (2 * step)
        assert grad_x[index] == pytest.approx(numeric, rel=1e-4, abs=1e-6)
    for c in range(4):
        unit = np.eye(4)[c] * step
        numeric_scale = (loss(x, scale + unit, offset) - loss(x, scale - unit, offset)) / (2 * step)
        numeric_offset = (loss(x, scale, offset + unit) - loss(x, scale, offset - unit)) / (2 * step)
        assert grad_scale[c] == pytest.approx(numeric_scale, rel=1e-4, abs=1e-6)
        assert grad_offset[c] == pytest.approx(numeric_offset, rel=1e-4, abs=1e-6)


# ---------------------------------------------------------------------------
# Random numbers: rng draws from numpy (values differ from XLA's), so only
# ranges, shapes, statistics and reproducibility are checked.


def _rng(distribution: str, a, b, element: str, shape: tuple[int, ...]) -> np.ndarray:
    result = "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"
    shape_value = np.array(shape, np.int64)
    text = f"stablehlo.rng %a0, %a1, %a2, distribution = {distribution} : " + signature(
        [np.asarray(a), np.asarray(b), shape_value], [element, element, "i64"], [result]
    )
    return run_op(text, [np.asarray(a), np.asarray(b), shape_value], [element, element, "i64"], [result])[0]


def test_rng_uniform_floats_lie_in_the_half_open_range():
    values = _rng("UNIFORM", np.float32(-2.0), np.float32(3.0), "f32", (100, 50))
    assert values.shape == (100, 50) and values.dtype == np.float32
    assert values.min() >= -2.0 and values.max() < 3.0
    assert abs(values.mean() - 0.5) < 0.1


def test_rng_uniform_integers_cover_the_range():
    values = _rng("UNIFORM", np.int32(3), np.int32(7), "i32", (1000,))
    assert set(values.tolist()) == {3, 4, 5, 6}


def test_rng_normal_has_the_mean_and_deviation():
    values = _rng("NORMAL", np.float64(5.0), np.float64(2.0), "f64", (200, 100))
    assert abs(values.mean() - 5.0) < 0.05 and abs(values.std() - 2.0) < 0.05


def test_rng_is_reproducible_across_runs():
    first = _rng("UNIFORM", np.float32(0.0), np.float32(1.0), "f32", (8,))
    np.testing.assert_array_equal(first, _rng("UNIFORM", np.float32(0.0), np.float32(1.0), "f32", (8,)))


def test_rng_with_a_dynamic_result_takes_the_run_time_shape():
    text = (
        "stablehlo.rng %a0, %a1, %a2, distribution = UNIFORM "
        ": (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<?x?xf32>"
    )
    inputs = [np.float32(0), np.float32(1), np.array([2, 5], np.int64)]
    assert run_op(text, inputs, ["f32", "f32", "i64"], ["tensor<?x?xf32>"])[0].shape == (2, 5)


# Random123's known-answer vectors for Threefry-2x32 with 20 rounds: (counter, key, output).
THREEFRY_KAT = [
    ((0x00000000, 0x00000000), (0x00000000, 0x00000000), (0x6B200159, 0x99BA4EFE)),
    ((0xFFFFFFFF, 0xFFFFFFFF), (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
    ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0)),
]


@pytest.mark.parametrize("counter, key, expected", THREEFRY_KAT)
def test_threefry2x32_known_answers(counter, key, expected):
    x0, x1 = threefry2x32(np.uint32([counter[0]]), np.uint32([counter[1]]), key[0] | key[1] << 32)
    assert (int(x0[0]), int(x1[0])) == expected


KEY, COUNTER = 11150031900141442680, 9756277977048271785
"""The state jax's rng_bit_generator makes of the key [0x12345678, 0x9abcdef0, 0x0fedcba9, 0x87654321]."""

# Outputs of XLA's RngBitGenerator on CPU for that state (through jax.lax.rng_bit_generator).
XLA_BITS = [
    ("THREE_FRY", (KEY, COUNTER), "2x3xui32", (KEY, COUNTER + 3),
     [2169010377, 3147263108, 3156348306, 4225298346, 1888803628, 1057216713]),
    ("THREE_FRY", (KEY, COUNTER), "3x1x2xui32", (KEY, COUNTER + 3),
     [2169010377, 4225298346, 3147263108, 1888803628, 3156348306, 1057216713]),
    ("THREE_FRY", (KEY, COUNTER), "3xui64", (KEY, COUNTER + 3),
     [18147518214081902793, 8112349813973412996, 4540711210275966354]),
    ("THREE_FRY", (KEY, COUNTER), "3x3xui8", (KEY, COUNTER + 6), [201, 132, 146, 170, 44, 201, 198, 193, 148]),
    ("THREE_FRY", (KEY, COUNTER), "ui32", (KEY, COUNTER + 1), [2169010377]),
    ("THREE_FRY", (0, 0), "5xui32", (0, 3), [1797259609, 2579123966, 1351547692, 3235790642, 1688610540]),
    ("PHILOX", (KEY, COUNTER), "5xui32", (KEY, COUNTER + 2),
     [615903769, 1917516873, 1873322213, 661864336, 2819177401]),
    ("PHILOX", (KEY, COUNTER), "3xui64", (KEY, COUNTER + 2),
     [8235672259679089177, 2842685679382077669, 17785809615389801401]),
    ("PHILOX", (KEY, COUNTER), "5xui16", (KEY, COUNTER + 2), [61977, 64585, 41189, 16272, 15289]),
    ("DEFAULT", (KEY, COUNTER), "5xui32", (KEY, COUNTER + 2),
     [615903769, 1917516873, 1873322213, 661864336, 2819177401]),
    ("PHILOX", (2**64 - 1, 2**64 - 2), "3x3xui8", (2**64 - 1, 1), [88, 169, 55, 114, 109, 14, 198, 253, 9]),
]  # fmt: skip


def _bits(algorithm: str, state, output: str):
    text = (
        f"stablehlo.rng_bit_generator %a0, algorithm = {algorithm} : "
        f"(tensor<{len(state)}xui64>) -> (tensor<{len(state)}xui64>, tensor<{output}>)"
    )
    return run_op(text, [np.array(state, np.uint64)], ["ui64"], [f"tensor<{len(state)}xui64>", f"tensor<{output}>"])


@pytest.mark.parametrize("algorithm, state, output, new_state, expected", XLA_BITS)
def test_rng_bit_generator_matches_xla(algorithm, state, output, new_state, expected):
    state_out, bits = _bits(algorithm, state, output)
    assert [int(v) for v in state_out] == list(new_state)
    assert [int(v) for v in bits.reshape(-1)] == expected


def test_rng_bit_generator_float_output_is_the_same_bits():
    _, words = _bits("THREE_FRY", (KEY, COUNTER), "2x3xui32")
    _, floats = _bits("THREE_FRY", (KEY, COUNTER), "2x3xf32")
    np.testing.assert_array_equal(floats.view(np.uint32), words)


def test_rng_bit_generator_three_word_philox_state_carries_into_the_high_word():
    state_out, _ = _bits("PHILOX", (KEY, 2**64 - 1, 5), "8xui32")
    assert [int(v) for v in state_out] == [KEY, 1, 6]


# ---------------------------------------------------------------------------
# mhlo only


def test_erf_known_values():
    x = np.array([0.0, 0.5, 1.0, -2.0, np.inf, -np.inf], np.float32)
    expected = [0.0, 0.5204998778, 0.8427007929, -0.9953222650, 1.0, -1.0]
    np.testing.assert_allclose(
        run_op("mhlo.erf %a0 : tensor<6xf32>", [x], ["f32"], ["tensor<6xf32>"])[0], expected, rtol=1e-6
    )


def test_stochastic_convert_rounds_up_below_the_fraction():
    # 2.25 has fraction 0.25, i.e. 2**30 as a 32-bit fixed-point number.
    x = np.array([2.25, 2.25, -2.25, -2.25, 1000.0, -1000.0, np.nan, 7.0], np.float32)
    bits = np.array([2**30 - 1, 2**30, 0, 2**31, 0, 0, 0, 0], np.uint32)
    text = '"mhlo.stochastic_convert"(%a0, %a1) : (tensor<8xf32>, tensor<8xui32>) -> tensor<8xi8>'
    result = run_op(text, [x, bits], ["f32", "ui32"], ["tensor<8xi8>"])[0]
    np.testing.assert_array_equal(result, [3, 2, -3, -2, 127, -128, 0, 7])


# ---------------------------------------------------------------------------
# Builders infer result types


def _values(*types):
    """SSA values of the given types, made by a test op in a module so that verification runs."""
    op = test_dialect.TestOp(result_types=list(types))
    return op, list(op.results)


def _verified(maker, *types):
    source, values = _values(*types)
    op = maker(*values)
    ModuleOp([source, op]).verify()
    return op


def _t(shape, element=f32):
    return shaped(shape, element)


def test_dot_builders_infer_shapes():
    op = _verified(lambda a, b: stablehlo.DotOp(a, b), _t([2, 3]), _t([3]))
    assert op.result.type == _t([2])
    dims = DotDimensions(lhs_batching=(0,), rhs_batching=(0,), lhs_contracting=(2,), rhs_contracting=(1,))
    op = _verified(
        lambda a, b: stablehlo.DotGeneralOp(a, b, dims, precision=["DEFAULT", "HIGHEST"]), _t([2, 3, 4]), _t([2, 4, 5])
    )
    assert op.result.type == _t([2, 3, 5])
    op = _verified(
        lambda a, b: mhlo.DotGeneralOp(a, b, DotDimensions((), (), (1,), (0,)), result_element=i32),
        _t([DYNAMIC, 4], i8),
        _t([4, 6], i8),
    )
    assert op.result.type == _t([DYNAMIC, 6], i32)


def test_convolution_builder_infers_the_window_shape():
    dims = _layout("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]")
    op = _verified(
        lambda x, k: stablehlo.ConvolutionOp(
            x, k, dims, strides=[2, 1], padding=[(1, 1), (0, -1)], lhs_dilation=[1, 2], feature_group_count=2
        ),
        _t([1, 5, 4, 4]), _t([3, 3, 2, 6]),
    )  # fmt: skip
    # Spatial 0: (5 + 2 - 3) // 2 + 1 = 3; spatial 1: (7 - 1 - 3) // 1 + 1 = 4.
    assert op.result.type == _t([1, 3, 4, 6])


def test_other_builders_infer_types():
    complex_f32 = ComplexType(f32)
    assert _verified(lambda x: stablehlo.FftOp(x, "RFFT", [4, 8]), _t([3, 4, 8])).result.type == _t(
        [3, 4, 5], complex_f32
    )
    assert _verified(lambda x: stablehlo.FftOp(x, "IRFFT", [8]), _t([5], complex_f32)).result.type == _t([8])
    assert _verified(lambda a: stablehlo.CholeskyOp(a, lower=True), _t([3, 3])).is_lower
    solve = _verified(
        lambda a, b: stablehlo.TriangularSolveOp(a, b, left_side=False, lower=True), _t([3, 3]), _t([2, 3])
    )
    assert solve.result.type == _t([2, 3]) and solve.transpose == "NO_TRANSPOSE"
    training = _verified(
        lambda x, s, o: stablehlo.BatchNormTrainingOp(x, s, o, 1e-3, 1), _t([2, 5, 3]), _t([5]), _t([5])
    )
    assert [r.type for r in training.results] == [_t([2, 5, 3]), _t([5]), _t([5])]
    grad = _verified(
        lambda x, s, m, v, g: stablehlo.BatchNormGradOp(x, s, m, v, g, 1e-3, 0),
        _t([4, 2]),
        _t([4]),
        _t([4]),
        _t([4]),
        _t([4, 2]),
    )
    assert [r.type for r in grad.results] == [_t([4, 2]), _t([4]), _t([4])]
    ui32 = IntegerType(32, Signedness.UNSIGNED)
    assert _verified(lambda x, r: mhlo.StochasticConvertOp(x, r, i8), _t([4]), _t([4], ui32)).result.type == _t([4], i8)
    assert _verified(lambda x: mhlo.ErfOp(x), _t([4], f64)).result.type == _t([4], f64)


def test_rng_builder_reads_a_constant_shape():
    module = parse_module(
        _CONTEXT,
        """func.func @f(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<3xi64>) {
          %c = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
          func.return
        }""",
        "rng.mlir",
    )
    function = next(op for op in module.walk() if op.name == "func.func")
    a, b, dynamic_shape = function.body.block.args
    constant = next(op for op in module.walk() if op.name == "stablehlo.constant")
    assert stablehlo.RngOp(a, b, constant.results[0], "UNIFORM").result.type == _t([2, 3])
    assert stablehlo.RngOp(a, b, dynamic_shape, "NORMAL").result.type == _t([DYNAMIC] * 3)
    assert stablehlo.RngBitGeneratorOp(a, "PHILOX", _t([4], i64)).output_state.type == a.type


@pytest.mark.parametrize("dialect", [mhlo, stablehlo])
def test_a_sum_of_negative_zero_products_is_positive_zero(dialect):
    """The spec's dot_general and convolution sum products from constant(0): -1 * 0 gives +0, not -0
    (numpy returns a lone product as it is; compiled code starts from +0; difftest seed 4000 #8348)."""
    prefix = dialect.__name__.rsplit(".", 1)[-1]
    text = f"""
func.func @main(%a: tensor<1x1x1xf16>, %b: tensor<1x1x1xf16>, %x: tensor<1xf32>, %y: tensor<1xf32>)
    -> (tensor<1x1x1xf16>, tensor<f32>) {{
  %0 = {prefix}.convolution(%a, %b) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {{stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x1x1xf16>, tensor<1x1x1xf16>) -> tensor<1x1x1xf16>
  %1 = {prefix}.dot %x, %y : (tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  func.return %0, %1 : tensor<1x1x1xf16>, tensor<f32>
}}"""
    module = parse_module(default_registry().make_context(), text, "test.mlir")
    inputs = [
        np.full((1, 1, 1), -1, np.float16),
        np.zeros((1, 1, 1), np.float16),
        np.array([-1.0], np.float32),
        np.zeros(1, np.float32),
    ]
    for result in run_function(module, "main", inputs):
        assert not np.signbit(result).any()


@pytest.mark.parametrize("dialect", [mhlo, stablehlo])
def test_convolution_keeps_nan_and_inf_times_zero(dialect):
    """NaN * 0 and inf * 0 are NaN in every window (BLAS's matrix-vector kernels skip zero factors: the
    reference's tensordot gave 0 where compiled code gives NaN; difftest seed 7000 #9425)."""
    prefix = dialect.__name__.rsplit(".", 1)[-1]
    text = f"""
func.func @main(%a: tensor<1x4x1xf64>, %b: tensor<1x1x1xf64>) -> tensor<1x8x1xf64> {{
  %0 = {prefix}.convolution(%a, %b) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {{stride = [1], pad = [[0, 1]], lhs_dilate = [2], rhs_dilate = [1]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : (tensor<1x4x1xf64>, tensor<1x1x1xf64>) -> tensor<1x8x1xf64>
  func.return %0 : tensor<1x8x1xf64>
}}"""
    module = parse_module(default_registry().make_context(), text, "test.mlir")
    lhs = np.array([np.nan, np.inf, 2.0, -3.0]).reshape(1, 4, 1)
    (result,) = run_function(module, "main", [lhs, np.zeros((1, 1, 1))])
    assert np.isnan(result.ravel()[[0, 2]]).all()
    np.testing.assert_array_equal(result.ravel()[[1, 3, 4, 5, 6, 7]], np.zeros(6))
