"""The reference semantics of aiopt's linalg ops (run as the linalg.generic they generalize to).

Each op runs through the interpreter and is compared with numpy computed
independently (einsum, explicit window loops); `--linalg-generalize-named-ops`
must keep what the ops compute.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import _CONTEXT, tensor_type

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.verifier import verify_operation
from aiopt.tools.upstream import find_upstream_tool
from aiopt.transforms.linalg_generalize_named_ops import LinalgGeneralizeNamedOpsPass

HERE = Path(__file__).parent
RNG = np.random.default_rng(11)
NP = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i8": np.int8}


def run(op_text: str, inputs: list[np.ndarray], elements: list[str], out: np.ndarray, out_element: str):
    """Run `%r = op_text` over %a0, %a1, ... and init %init (= `out`); return its result before and after generalizing."""
    args = ", ".join(f"%a{i}: {tensor_type(x, e)}" for i, (x, e) in enumerate(zip(inputs, elements)))
    out_type = tensor_type(out, out_element)
    text = f"""func.func @main({args}, %init: {out_type}) -> {out_type} {{
      %r = {op_text}
      func.return %r : {out_type}
    }}"""
    module = parse_module(_CONTEXT, text, "test.mlir")
    verify_operation(module)
    (result,) = run_function(module, "main", [*inputs, out])
    LinalgGeneralizeNamedOpsPass().apply(_CONTEXT, module)
    assert not [
        op.name
        for op in module.walk()
        if op.name.startswith("linalg.") and op.name not in ("linalg.generic", "linalg.yield", "linalg.index")
    ]
    (generic,) = run_function(parse_module(_CONTEXT, str(module), "generic.mlir"), "main", [*inputs, out])
    np.testing.assert_array_equal(result, generic)
    return result


def ins_outs(names: str, types: list[str], out_type: str) -> str:
    return f"ins({names} : {', '.join(types)}) outs(%init : {out_type}) -> {out_type}"


CONTRACTIONS = [
    # op, lhs shape, rhs shape, einsum
    ("batch_matmul", (2, 3, 4), (2, 4, 5), "bmk,bkn->bmn"),
    ("matvec", (3, 4), (4,), "mn,n->m"),
    ("vecmat", (4,), (4, 5), "m,mn->n"),
    ("dot", (6,), (6,), "k,k->"),
    ("batch_matvec", (2, 3, 4), (2, 4), "bmk,bk->bm"),
    ("batch_vecmat", (2, 4), (2, 4, 5), "bk,bkn->bn"),
]


@pytest.mark.parametrize(("name", "lhs", "rhs", "formula"), CONTRACTIONS)
@pytest.mark.parametrize(("element", "out_element"), [("f32", "f32"), ("i8", "i32"), ("f32", "f64")])
def test_contraction(name, lhs, rhs, formula, element, out_element) -> None:
    a = (RNG.standard_normal(lhs) * 4).astype(NP[element])
    b = (RNG.standard_normal(rhs) * 4).astype(NP[element])
    expected_shape = np.einsum(formula, a, b).shape
    init = (RNG.standard_normal(expected_shape) * 4).astype(NP[out_element])
    types = [tensor_type(a, element), tensor_type(b, element)]
    text = f"linalg.{name} " + ins_outs("%a0, %a1", types, tensor_type(init, out_element))
    result = run(text, [a, b], [element, element], init, out_element)
    wide = NP[out_element]
    expected = init + np.einsum(formula, a.astype(wide), b.astype(wide))
    np.testing.assert_allclose(result, expected.astype(wide), rtol=1e-5, atol=1e-4)


def window_loop(x: np.ndarray, window: tuple[int, ...], strides, dilations, out_spatial, combine, cell) -> np.ndarray:
    """Each output point of a channels-last op: combine `cell(window elements)` over the window, element by element."""
    out = None
    for w in np.ndindex(*window):
        index = [slice(None)]
        for o, k, s, d in zip(out_spatial, w, strides, dilations):
            index.append(slice(k * d, k * d + (o - 1) * s + 1, s))
        value = cell(x[tuple(index)], w)
        out = value if out is None else combine(out, value)
    return out


@pytest.mark.parametrize("kind", ["max", "min", "sum"])
@pytest.mark.parametrize(("layout", "spatial"), [("nwc", 1), ("nhwc", 2), ("ndhwc", 3)])
def test_pooling(kind: str, layout: str, spatial: int) -> None:
    shape, window, strides, dilations = (
        (2, 7, 6, 5)[: spatial + 1] + (3,),
        (3, 2, 2)[:spatial],
        (2, 1, 2)[:spatial],
        (1, 2, 1)[:spatial],
    )
    x = RNG.standard_normal(shape).astype(np.float32)
    out_spatial = [(size - (k - 1) * d - 1) // s + 1 for size, k, s, d in zip(shape[1:-1], window, strides, dilations)]
    init = np.full((shape[0], *out_spatial, shape[-1]), {"max": -np.inf, "min": np.inf, "sum": 0}[kind], np.float32)
    combine = {"max": np.maximum, "min": np.minimum, "sum": np.add}[kind]
    expected = combine(init, window_loop(x, window, strides, dilations, out_spatial, combine, lambda v, w: v))
    fake = np.zeros(window, np.float32)
    attrs = f"{{dilations = dense<{list(dilations)}> : tensor<{spatial}xi64>, strides = dense<{list(strides)}> : tensor<{spatial}xi64>}}"
    types = [tensor_type(x, "f32"), tensor_type(fake, "f32")]
    text = f"linalg.pooling_{layout}_{kind} {attrs} " + ins_outs("%a0, %a1", types, tensor_type(init, "f32"))
    np.testing.assert_allclose(run(text, [x, fake], ["f32", "f32"], init, "f32"), expected, rtol=1e-5, atol=1e-5)


CONVS = [
    # op, input shape, kernel shape, einsum of input window x kernel, spatial
    ("conv_1d_nwc_wcf", (2, 9, 3), (3, 3, 4), "nwc,cf->nwf", 1),
    ("conv_3d_ndhwc_dhwcf", (1, 5, 6, 5, 2), (2, 3, 2, 2, 3), "ndhwc,cf->ndhwf", 3),
    ("depthwise_conv_2d_nhwc_hwcm", (2, 6, 7, 3), (3, 2, 3, 2), "nhwc,cm->nhwcm", 2),
    ("depthwise_conv_2d_nhwc_hwc", (2, 6, 7, 3), (3, 2, 3), "nhwc,c->nhwc", 2),
]


@pytest.mark.parametrize(("name", "shape", "kernel_shape", "formula", "spatial"), CONVS)
def test_convolution(name, shape, kernel_shape, formula, spatial) -> None:
    strides, dilations = (2, 1, 1)[:spatial], (1, 2, 1)[:spatial]
    x = RNG.standard_normal(shape).astype(np.float32)
    k = RNG.standard_normal(kernel_shape).astype(np.float32)
    window = kernel_shape[:spatial]
    out_spatial = [(size - (w - 1) * d - 1) // s + 1 for size, w, s, d in zip(shape[1:], window, strides, dilations)]
    expected = window_loop(x, window, strides, dilations, out_spatial, np.add, lambda v, w: np.einsum(formula, v, k[w]))
    init = np.zeros(expected.shape, np.float32)
    attrs = f"{{dilations = dense<{list(dilations)}> : tensor<{spatial}xi64>, strides = dense<{list(strides)}> : tensor<{spatial}xi64>}}"
    types = [tensor_type(x, "f32"), tensor_type(k, "f32")]
    text = f"linalg.{name} {attrs} " + ins_outs("%a0, %a1", types, tensor_type(init, "f32"))
    np.testing.assert_allclose(run(text, [x, k], ["f32", "f32"], init, "f32"), expected, rtol=1e-5, atol=1e-5)


ELEMENTWISE = {
    "abs": np.abs, "ceil": np.ceil, "floor": np.floor, "negf": np.negative, "reciprocal": lambda a: 1 / a,
    "round": lambda a: np.sign(a) * np.floor(np.abs(a) + 0.5), "rsqrt": lambda a: 1 / np.sqrt(a),
    "square": np.square, "tanh": np.tanh, "div": np.divide, "powf": np.power, "exp": np.exp,
}  # fmt: skip


@pytest.mark.parametrize("form", ["named", "elementwise"])
@pytest.mark.parametrize("function", ELEMENTWISE)
def test_elementwise(function: str, form: str) -> None:
    fn = ELEMENTWISE[function]
    arity = fn.__code__.co_argcount if hasattr(fn, "__code__") else fn.nin
    inputs = [np.abs(RNG.standard_normal((3, 4))).astype(np.float32) + 0.25 for _ in range(arity)]
    init = np.zeros((3, 4), np.float32)
    names = ", ".join(f"%a{i}" for i in range(arity))
    types = [tensor_type(x, "f32") for x in inputs]
    head = f"linalg.{function}" if form == "named" else f"linalg.elementwise kind=#linalg.elementwise_kind<{function}>"
    result = run(f"{head} " + ins_outs(names, types, tensor_type(init, "f32")), inputs, ["f32"] * arity, init, "f32")
    np.testing.assert_allclose(result, fn(*inputs), rtol=1e-6)


def test_map_short_and_region_forms() -> None:
    a, b = RNG.standard_normal((2, 3)).astype(np.float32), RNG.standard_normal((2, 3)).astype(np.float32)
    init = np.zeros((2, 3), np.float32)
    t = tensor_type(a, "f32")
    short = f"linalg.map {{ arith.subf }} ins(%a0, %a1 : {t}, {t}) outs(%init : {t})"
    np.testing.assert_array_equal(run(short, [a, b], ["f32", "f32"], init, "f32"), a - b)
    region = f"""linalg.map ins(%a0, %a1 : {t}, {t}) outs(%init : {t})
        (%x: f32, %y: f32, %o: f32) {{
          %m = arith.mulf %x, %y : f32
          linalg.yield %m : f32
        }}"""
    np.testing.assert_array_equal(run(region, [a, b], ["f32", "f32"], init, "f32"), a * b)


def test_reduce_short_form() -> None:
    a = RNG.integers(-9, 9, (3, 4, 5)).astype(np.int32)
    init = np.full((3, 5), 100, np.int32)
    text = f"linalg.reduce {{ arith.minsi }} ins(%a0 : {tensor_type(a, 'i32')}) outs(%init : {tensor_type(init, 'i32')}) dimensions = [1]"
    np.testing.assert_array_equal(run(text, [a], ["i32"], init, "i32"), np.minimum(a.min(axis=1), 100))


@pytest.mark.parametrize("shape", [(0, 4), (3, 0), (0, 0)])
def test_reduce_of_no_elements(shape) -> None:
    """An empty input leaves the init (the interpreter failed: numpy cannot reshape no elements to (0, -1))."""
    a = np.zeros(shape, np.float32)
    init = np.full(shape[:1], 7.0, np.float32)
    ins, outs = f"ins(%a0 : {tensor_type(a, 'f32')})", f"outs(%init : {tensor_type(init, 'f32')})"
    text = f"linalg.reduce {{ arith.addf }} {ins} {outs} dimensions = [1]"
    np.testing.assert_array_equal(run(text, [a], ["f32"], init, "f32"), init)


def test_reduce_short_form_takes_the_init_first() -> None:
    """`linalg.reduce { arith.subi }` folds `%init - %in`, as upstream's parser builds the payload."""
    a = RNG.integers(-9, 9, (3, 4)).astype(np.int32)
    init = np.full((3,), 100, np.int32)
    text = f"linalg.reduce {{ arith.subi }} ins(%a0 : {tensor_type(a, 'i32')}) outs(%init : {tensor_type(init, 'i32')}) dimensions = [1]"
    np.testing.assert_array_equal(run(text, [a], ["i32"], init, "i32"), 100 - a.sum(axis=1))


@pytest.mark.parametrize("generalize", [False, True])
def test_upstream_parses_our_linalg(generalize: bool) -> None:
    """Upstream mlir-opt (LLVM 22) parses and verifies what ai-opt prints for linalg.mlir."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("needs upstream mlir-opt (pip install -e '.[upstream]')")
    flags = ["--split-input-file", *(["--linalg-generalize-named-ops"] if generalize else [])]
    ours = subprocess.run(
        [sys.executable, "-m", "aiopt.tools.ai_opt", str(HERE / "linalg.mlir"), *flags],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    upstream = subprocess.run(
        [mlir_opt, "--split-input-file", "--verify-each", "-"], check=False, input=ours, capture_output=True, text=True
    )
    assert upstream.returncode == 0, upstream.stderr


def test_index_in_a_reduction() -> None:
    """linalg.index gives every loop's index, reduction loops included: sum of a[i, j] * j over j."""
    a = RNG.standard_normal((3, 4)).astype(np.float32)
    init = np.zeros((3,), np.float32)
    text = """linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]} ins(%a0 : tensor<3x4xf32>) outs(%init : tensor<3xf32>) {
      ^bb0(%x: f32, %acc: f32):
        %j = linalg.index 1 : index
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        %m = arith.mulf %x, %jf : f32
        %s = arith.addf %acc, %m : f32
        linalg.yield %s : f32
      } -> tensor<3xf32>"""
    # f32 sums of terms of either sign: a few ulp of the largest term, not of the (possibly small) sum.
    expected = a.astype(np.float64) @ np.arange(4)
    np.testing.assert_allclose(run(text, [a], ["f32"], init, "f32"), expected, rtol=1e-6, atol=1e-6 * np.abs(a).sum())


@pytest.mark.parametrize("layout", ["nhwc_hwcf", "nchw_fchw"])
def test_conv_2d_default_strides_and_dilations(layout: str) -> None:
    """Without `strides` and `dilations` a 2-D convolution (xDSL's op, made optional as upstream's) has
    unit strides and dilations."""
    channels_last = layout == "nhwc_hwcf"
    x = RNG.standard_normal((2, 6, 7, 3) if channels_last else (2, 3, 6, 7)).astype(np.float32)
    k = RNG.standard_normal((3, 2, 3, 4) if channels_last else (4, 3, 3, 2)).astype(np.float32)
    x_nhwc = x if channels_last else x.transpose(0, 2, 3, 1)
    k_hwcf = k if channels_last else k.transpose(2, 3, 1, 0)
    expected = window_loop(x_nhwc, (3, 2), (1, 1), (1, 1), [4, 6], np.add, lambda v, w: np.einsum("nhwc,cf->nhwf", v, k_hwcf[w]))
    if not channels_last:
        expected = expected.transpose(0, 3, 1, 2)
    init = np.zeros(expected.shape, np.float32)
    types = [tensor_type(x, "f32"), tensor_type(k, "f32")]
    text = f"linalg.conv_2d_{layout} " + ins_outs("%a0, %a1", types, tensor_type(init, "f32"))
    np.testing.assert_allclose(run(text, [x, k], ["f32", "f32"], init, "f32"), expected, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("rank", [1, 2, 3])
def test_conv_without_channels(rank: int) -> None:
    """`linalg.conv_{1,2,3}d`: `O[o] += I[o + k] * K[k]` over the spatial dims only."""
    shape, window = (7, 6, 5)[:rank], (3, 2, 2)[:rank]
    x = RNG.standard_normal(shape).astype(np.float32)
    k = RNG.standard_normal(window).astype(np.float32)
    out_shape = tuple(s - w + 1 for s, w in zip(shape, window))
    expected = np.zeros(out_shape, np.float32)
    for w in np.ndindex(*window):
        expected += x[tuple(slice(i, i + o) for i, o in zip(w, out_shape))] * k[w]
    init = np.zeros(out_shape, np.float32)
    types = [tensor_type(x, "f32"), tensor_type(k, "f32")]
    text = f"linalg.conv_{rank}d " + ins_outs("%a0, %a1", types, tensor_type(init, "f32"))
    np.testing.assert_allclose(run(text, [x, k], ["f32", "f32"], init, "f32"), expected, rtol=1e-5, atol=1e-5)
