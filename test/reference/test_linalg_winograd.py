"""linalg.winograd_filter_transform, winograd_input_transform and winograd_output_transform: the reference
semantics (upstream's decomposition in WinogradConv2D.cpp, with its F(2, 3), F(4, 3) and F(2, 5) matrices) and
what linalg-decompose-winograd-ops and compiled code compute from them.

The three transforms composed with a batched matmul over the channels (as upstream's winograd conv2d rewrite
composes them) are a 2D convolution (NHWC input, FHWC filter, stride 1, no padding), checked against numpy's on
random inputs for every F(m, r), also the one-dimensional cases (a filter of height or width 1); the
decomposition run by the interpreter and compiled code compute what the ops do.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.dialects.linalg_winograd import WINOGRAD_MATRICES
from aiopt.runtime.compiler import compile_entries
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.linalg_decompose_winograd_ops import LinalgDecomposeWinogradOpsPass

DTYPE = {"f32": np.float32, "f64": np.float64, "f16": np.float16}


def ttype(shape, element: str = "f32") -> str:
    return f"tensor<{'x'.join(map(str, shape))}x{element}>"


def conv_text(
    fmr: str, n: int, tiles: tuple[int, int], c: int, f: int, kernel: tuple[int, int], element: str = "f32"
) -> str:
    """@main(input, filter) -> the output transform of (input transform) x (filter transform), summed over the
    channels by linalg.batch_matmul, as upstream's rewrite of linalg.conv_2d_nhwc_fhwc builds it; and
    @transforms(input, filter, value, output) -> the three ops alone."""
    m, r = map(int, fmr.split("_")[1:])
    (kh, kw), (th, tw) = kernel, tiles
    mh, mw = (m if kh != 1 else 1), (m if kw != 1 else 1)
    ah, aw = (m + r - 1 if kh != 1 else 1), (m + r - 1 if kw != 1 else 1)
    height, width = th * mh + kh - 1, tw * mw + kw - 1
    i, g = ttype((n, height, width, c), element), ttype((f, kh, kw, c), element)
    u, v = ttype((ah, aw, c, f), element), ttype((ah, aw, th, tw, n, c), element)
    cu, cv = ttype((ah * aw, c, f), element), ttype((ah * aw, th * tw * n, c), element)
    mm, em = ttype((ah * aw, th * tw * n, f), element), ttype((ah, aw, th, tw, n, f), element)
    o = ttype((n, th * mh, tw * mw, f), element)
    return f"""func.func @main(%input: {i}, %filter: {g}) -> {o} {{
  %zero = arith.constant 0.0 : {element}
  %e0 = tensor.empty() : {u}
  %u = linalg.winograd_filter_transform fmr({fmr}) ins(%filter : {g}) outs(%e0 : {u}) -> {u}
  %e1 = tensor.empty() : {v}
  %v = linalg.winograd_input_transform fmr({fmr}) ins(%input : {i}) outs(%e1 : {v}) -> {v}
  %cu = tensor.collapse_shape %u [[0, 1], [2], [3]] : {u} into {cu}
  %cv = tensor.collapse_shape %v [[0, 1], [2, 3, 4], [5]] : {v} into {cv}
  %e2 = tensor.empty() : {mm}
  %z = linalg.fill ins(%zero : {element}) outs(%e2 : {mm}) -> {mm}
  %p = linalg.batch_matmul ins(%cv, %cu : {cv}, {cu}) outs(%z : {mm}) -> {mm}
  %ep = tensor.expand_shape %p [[0, 1], [2, 3, 4], [5]] output_shape [{ah}, {aw}, {th}, {tw}, {n}, {f}] : {mm} into {em}
  %e3 = tensor.empty() : {o}
  %zo = linalg.fill ins(%zero : {element}) outs(%e3 : {o}) -> {o}
  %y = linalg.winograd_output_transform fmr({fmr}) ins(%ep : {em}) outs(%zo : {o}) -> {o}
  func.return %y : {o}
}}

func.func @transforms(%input: {i}, %filter: {g}, %value: {em}, %output: {o}) -> ({u}, {v}, {o}) {{
  %e0 = tensor.empty() : {u}
  %u = linalg.winograd_filter_transform fmr({fmr}) ins(%filter : {g}) outs(%e0 : {u}) -> {u}
  %e1 = tensor.empty() : {v}
  %v = linalg.winograd_input_transform fmr({fmr}) ins(%input : {i}) outs(%e1 : {v}) -> {v}
  %y = linalg.winograd_output_transform fmr({fmr}) ins(%value : {em}) outs(%output : {o}) -> {o}
  func.return %u, %v, %y : {u}, {v}, {o}
}}"""


def conv2d(x: np.ndarray, g: np.ndarray) -> np.ndarray:
    """out[n, y, x, f] = sum over i, j, c of x[n, y + i, x + j, c] g[f, i, j, c], in f64."""
    _, kh, kw, _ = g.shape
    height, width = x.shape[1] - kh + 1, x.shape[2] - kw + 1
    out = np.zeros((x.shape[0], height, width, g.shape[0]))
    for i in range(kh):
        for j in range(kw):
            out += np.einsum("nhwc,fc->nhwf", x[:, i : i + height, j : j + width, :], g[:, i, j, :])
    return out


CASES = [
    ("F_2_3", 2, (3, 2), 3, 2, (3, 3)),
    ("F_4_3", 1, (2, 1), 2, 3, (3, 3)),
    ("F_2_5", 2, (1, 2), 2, 2, (5, 5)),
    ("F_4_3", 2, (2, 5), 3, 2, (3, 1)),
    ("F_2_3", 1, (3, 2), 2, 3, (1, 3)),
    ("F_2_5", 1, (4, 2), 2, 2, (1, 5)),
]
"""(fmr, N, (tileH, tileW), C, F, filter (H, W)): each F(m, r) in 2D, and in 1D (a filter of width or height 1)."""


def inputs(case, element: str = "f32", seed: int = 0) -> list[np.ndarray]:
    fmr, n, (th, tw), c, f, (kh, kw) = case
    m, _ = map(int, fmr.split("_")[1:])
    height, width = th * (m if kh != 1 else 1) + kh - 1, tw * (m if kw != 1 else 1) + kw - 1
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, height, width, c)).astype(DTYPE[element])
    return [x, rng.standard_normal((f, kh, kw, c)).astype(DTYPE[element])]


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[5][0]}x{case[5][1]}")
def test_winograd_transforms_compose_to_a_convolution(case) -> None:
    """Filter, input and output transform composed (the batched matmul between) are numpy's convolution, in f32
    within 2e-5 of its magnitude (upstream's f32 matrices: 1/3, 1/6... are rounded; F(4, 3)'s and F(2, 5)'s
    results grow by about 1e2 in the transformed domain), in f64 within 1e-6 (the same f32 matrices)."""
    for element, tolerance in (("f32", 2e-5), ("f64", 1e-6)):
        x, g = inputs(case, element)
        (y,) = interpret(conv_text(*case, element), [x, g])
        expected = conv2d(x.astype(np.float64), g.astype(np.float64))
        assert y.dtype == DTYPE[element] and y.shape == expected.shape
        np.testing.assert_allclose(y, expected, rtol=0, atol=tolerance * np.abs(expected).max())


def test_winograd_matrices_are_upstreams_one_dimensional_algorithms() -> None:
    """Each F(m, r)'s s A^T [(G g) * (B^T d)] is the m outputs of the 1D correlation of d (alpha long) with g
    (r long), to f64 rounding for F(2, 3) (its matrices are exact in f32) and within f32's rounding of 1/3... for the
    others; A's and A^T's scalar factor applied once (the 1D case)."""
    rng = np.random.default_rng(1)
    for name, matrices in WINOGRAD_MATRICES.items():
        m, r = map(int, name.split("_")[1:])
        g, d = rng.standard_normal(r), rng.standard_normal(m + r - 1)
        transformed = (matrices.g.astype(np.float64) @ g) * (matrices.bt.astype(np.float64) @ d)
        y = matrices.scalar_factor * matrices.at.astype(np.float64) @ transformed
        expected = [d[i : i + r] @ g for i in range(m)]
        np.testing.assert_allclose(y, expected, rtol=0, atol=1e-15 if name == "F_2_3" else 1e-6)


def test_output_transform_adds_to_the_output() -> None:
    """The output transform adds to its `outs` (upstream's matmul into the output's tile, or s times the product
    plus it): the transforms of a value into an output of ones are the transforms into zeros plus one."""
    case = CASES[1]
    x, g = inputs(case)
    fmr, n, (th, tw), c, f, _ = case
    value = np.random.default_rng(2).standard_normal((6, 6, th, tw, n, f)).astype(np.float32)
    zeros = np.zeros((n, th * 4, tw * 4, f), np.float32)
    text = conv_text(*case)
    *_, into_zeros = interpret(text, [x, g, value, zeros], entry="transforms")
    *_, into_ones = interpret(text, [x, g, value, zeros + 1], entry="transforms")
    np.testing.assert_allclose(into_ones, into_zeros + 1, rtol=1e-6, atol=1e-5)
    assert np.any(into_zeros)


_CONTEXT = default_registry().make_context()


def decomposed(text: str) -> str:
    """`text` after linalg-decompose-winograd-ops (verified, printed)."""
    module = parse_module(_CONTEXT, text, "winograd.mlir")
    LinalgDecomposeWinogradOpsPass().apply(_CONTEXT, module)
    verify_operation(module)
    printed = str(module)
    assert "winograd" not in printed
    return printed


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[5][0]}x{case[5][1]}")
def test_decomposition_computes_what_the_ops_do(case) -> None:
    """The loops of linalg.matmul (run by the interpreter) compute the ops' results: the same products in the same
    order (within 1e-6 of the magnitude: numpy's matmul may sum in another order), for the three ops alone (the
    output transform into a random output) and composed."""
    fmr, n, (th, tw), c, f, (kh, kw) = case
    m, r = map(int, fmr.split("_")[1:])
    x, g = inputs(case, seed=3)
    rng = np.random.default_rng(4)
    ah, aw = (m + r - 1 if kh != 1 else 1), (m + r - 1 if kw != 1 else 1)
    value = rng.standard_normal((ah, aw, th, tw, n, f)).astype(np.float32)
    output = rng.standard_normal((n, th * (m if kh != 1 else 1), tw * (m if kw != 1 else 1), f)).astype(np.float32)
    text = conv_text(*case)
    lowered = decomposed(text)
    for entry, arguments in (("transforms", [x, g, value, output]), ("main", [x, g])):
        for actual, expected in zip(
            interpret(lowered, arguments, entry), interpret(text, arguments, entry), strict=True
        ):
            assert actual.dtype == expected.dtype and actual.shape == expected.shape
            np.testing.assert_allclose(actual, expected, rtol=0, atol=1e-6 * np.abs(expected).max())


def test_compiled_winograd_matches_the_interpreter() -> None:
    """Compiled code (the CPU pipeline decomposes the ops) computes the interpreter's results, within 1e-5 of the
    magnitude (f32; LLVM may contract products into FMAs), for every F(m, r), 2D and 1D."""
    texts = [conv_text(*case).replace("@main(", f"@main_{k}(").replace("@transforms(", f"@transforms_{k}(")
             for k, case in enumerate(CASES)]  # fmt: skip
    entries = [name for k in range(len(CASES)) for name in (f"main_{k}", f"transforms_{k}")]
    functions = compile_entries("module {\n" + "\n".join(texts) + "\n}", entries)
    for k, case in enumerate(CASES):
        x, g = inputs(case, seed=5)
        (y,) = functions[f"main_{k}"].call(x, g)
        (expected,) = interpret(texts[k], [x, g], entry=f"main_{k}")
        np.testing.assert_allclose(y, expected, rtol=0, atol=1e-5 * np.abs(expected).max())
        np.testing.assert_allclose(
            y, conv2d(x.astype(np.float64), g.astype(np.float64)), rtol=0, atol=2e-5 * np.abs(expected).max()
        )


def test_rank_reduced_slices_keep_the_unit_dimensions_of_their_type() -> None:
    """The decomposition of the one-dimensional cases slices tensor<6x1xf32> out of [1, 6, 1, 1] sizes (and
    inserts them back): the interpreter's slice has its result type's shape, not every unit dimension dropped."""
    text = """func.func @main(%t: tensor<2x6x3x2xf32>, %i: index) -> (tensor<6x1xf32>, tensor<2x6x3x2xf32>) {
  %s = tensor.extract_slice %t[1, 0, %i, 1] [1, 6, 1, 1] [1, 1, 1, 1] : tensor<2x6x3x2xf32> to tensor<6x1xf32>
  %u = tensor.insert_slice %s into %t[0, 0, 0, 0] [1, 6, 1, 1] [1, 1, 1, 1] : tensor<6x1xf32> into tensor<2x6x3x2xf32>
  func.return %s, %u : tensor<6x1xf32>, tensor<2x6x3x2xf32>
}"""
    t = np.arange(72, dtype=np.float32).reshape(2, 6, 3, 2)
    s, u = interpret(text, [t, np.int64(2)])
    np.testing.assert_array_equal(s, t[1, :, 2, 1][:, None])
    expected = t.copy()
    expected[0, :, 0, 0] = t[1, :, 2, 1]
    np.testing.assert_array_equal(u, expected)


def test_integer_elements_have_no_semantics() -> None:
    """Upstream's matrices are float constants of the element type: an integer transform is a located error in
    the interpreter (and in linalg-decompose-winograd-ops)."""
    text = """func.func @main(%g: tensor<2x3x3x5xi32>, %out: tensor<4x4x5x2xi32>) -> tensor<4x4x5x2xi32> {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xi32>) outs(%out : tensor<4x4x5x2xi32>) -> tensor<4x4x5x2xi32>
  func.return %0 : tensor<4x4x5x2xi32>
}"""
    with pytest.raises(RuntimeCheckError, match="'linalg.winograd_filter_transform' op has no semantics for i32"):
        interpret(text, [np.zeros((2, 3, 3, 5), np.int32), np.zeros((4, 4, 5, 2), np.int32)])


@pytest.mark.parametrize("element", ["f16", "bf16"])
def test_narrow_floats_round_the_matrices_and_each_product(element: str) -> None:
    """In f16 and bf16 the matrices are rounded to the element type and so is each product (as the decomposition's
    constants and matmuls are): the decomposed loops give the ops' results (within 1e-3 of the magnitude; numpy
    may sum in another order), and both are the convolution within the type's precision (bf16's 8 bits: F(4, 3)
    loses about 2^-4 of the magnitude)."""
    for case in (CASES[1], CASES[4]):
        x, g = inputs(case)
        if element == "f16":
            x, g = x.astype(np.float16), g.astype(np.float16)
        text = conv_text(*case, element)
        (y,) = interpret(text, [x, g])
        (yd,) = interpret(decomposed(text), [x, g])
        expected = conv2d(x.astype(np.float64), g.astype(np.float64))
        scale = np.abs(expected).max()
        np.testing.assert_allclose(yd.astype(np.float64), y.astype(np.float64), rtol=0, atol=1e-3 * scale)
        bound = 1e-2 if element == "f16" else 0.15
        np.testing.assert_allclose(y.astype(np.float64), expected, rtol=0, atol=bound * scale)
