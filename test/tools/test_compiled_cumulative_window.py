"""Compiled cumulative `reduce_window`s (jnp.cumsum, cumprod, cummax, cummin) against the interpreter, bit for bit.

`mhlo_to_linalg_cumulative_window` lowers a window of the whole of one dim
(padding (n - 1, 0), or (0, n - 1) for reverse=True) to a running loop;
the others stay window generics. Each program is compiled for the CPU with
the default pipeline and its results compared bit for bit (signs of zero
too; NaN as NaN, see `check_compiled`) with the reference interpreter's,
but float reverse sums and products, which fold from the end (a tree the
spec allows) and are compared within a stated rounding bound
(`reverse_rounding`):
f32, f16, bf16 and i32 sums, products, maxima and minima, forward and
reverse, along each dim of rank-3 operands of lengths 1, 2, 17 and 1000 (bf16 17)
(and an empty other dim), with NaN, infinities and -0 among the floats,
`?` sizes, inits that the padding leaves as they are or not, and windows
that almost are cumulative (stride 2, other padding, a smaller window, base
dilation, a body of two ops), which must keep the window generic.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "lowering"), str(TEST)]

from test_compiled_sort import NUMPY, bits, ttype
from test_mhlo_to_linalg import CONTEXT, values
from test_mhlo_to_linalg import lower as lower_to_tensors

from aiopt.reference.hlo import round_to_bf16
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module

INITS = {
    ("add", "f"): "0.000000e+00",
    ("multiply", "f"): "1.000000e+00",
    ("maximum", "f"): "0xFF800000",
    ("minimum", "f"): "0x7F800000",
    ("add", "i"): "0",
    ("multiply", "i"): "1",
    ("maximum", "i"): "-2147483648",
    ("minimum", "i"): "2147483647",
}
"""jax's init of each cumulative op (the float infinities as f32 bits, rewritten for f16 and bf16)."""

INFINITIES = {"f16": ("0xFC00", "0x7C00"), "bf16": ("0xFF80", "0x7F80")}


def init_literal(op: str, element: str) -> str:
    literal = INITS[(op, "i" if element.startswith("i") else "f")]
    if element in INFINITIES and literal.startswith("0x"):
        return INFINITIES[element][0 if literal == "0xFF800000" else 1]
    return literal


def window(
    name: str,
    operand: str,
    shape: tuple[int | None, ...],
    element: str,
    dim: int,
    op: str,
    init: str,
    *,
    reverse: bool = False,
    size: int | None = None,
    padding: tuple[int, int] | None = None,
    stride: int = 1,
    base: int = 1,
    extra: str = "",
) -> tuple[str, str]:
    """One reduce_window along `dim` (the whole dim unless `size`), and its result type."""
    n = size if size is not None else shape[dim]
    rank = len(shape)
    dims = [1] * rank
    dims[dim] = n
    strides = [1] * rank
    strides[dim] = stride
    bases = [1] * rank
    bases[dim] = base
    pads = [[0, 0] for _ in range(rank)]
    pads[dim] = list(padding) if padding is not None else ([0, n - 1] if reverse else [n - 1, 0])
    length = shape[dim]
    out_shape = list(shape)
    if length is not None:
        room = (length - 1) * base + 1 + sum(pads[dim]) - n
        out_shape[dim] = room // stride + 1
    result = ttype(tuple(out_shape), element)
    scalar = f"tensor<{element}>"
    combine = f"%s = stablehlo.{op} %a, %b : {scalar}"
    returned = "%s"
    if extra:
        combine += f"\n    %t = stablehlo.{extra} %s, %b : {scalar}"
        returned = "%t"

    def array(sizes: list[int]) -> str:
        return f"array<i64: {', '.join(map(str, sizes))}>"

    text = f"""  %init_{name} = stablehlo.constant dense<{init}> : {scalar}
  %{name} = "stablehlo.reduce_window"({operand}, %init_{name}) <{{window_dimensions = {array(dims)},
      window_strides = {array(strides)}, base_dilations = {array(bases)},
      window_dilations = {array([1] * rank)}, padding = dense<{pads}> : tensor<{rank}x2xi64>}}> ({{
  ^bb0(%a: {scalar}, %b: {scalar}):
    {combine}
    stablehlo.return {returned} : {scalar}
  }}) : ({ttype(shape, element)}, {scalar}) -> {result}"""
    return text, result


def program(inputs: list[tuple[int | None, ...]], element: str, windows: list[tuple[str, str]]) -> str:
    args = ", ".join(f"%x{i}: {ttype(shape, element)}" for i, shape in enumerate(inputs))
    names = [f"%w{i}" for i in range(len(windows))]
    body = "\n".join(text for text, _ in windows)
    types = ", ".join(t for _, t in windows)
    return f"func.func @main({args}) -> ({types}) {{\n{body}\n  return {', '.join(names)} : {types}\n}}"


def renamed(windows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """`window` texts named w0, w1, ... in order (as `program` returns them)."""
    return [(text.replace(f"%{name}", f"%w{i}"), t) for i, ((text, t), name) in enumerate(windows)]


Bound = Callable[[np.ndarray], np.ndarray]
"""How far each compiled value may be from the interpreter's `e`, given `e`."""


UNIT_ROUNDOFF = {"f16": 2.0**-11, "bf16": 2.0**-8, "f32": 2.0**-24, "f64": 2.0**-53}


def gamma(k: np.ndarray, u: float) -> np.ndarray:
    """Higham's gamma_k = k u / (1 - k u): a float sum or product of k + 1 terms, in any tree, is within
    gamma_k of the exact one (relatively to the sum of magnitudes, or to the product); inf where k u >= 1."""
    ku = k * u
    with np.errstate(divide="ignore"):
        return np.where(ku < 1, ku / np.maximum(1 - ku, 1e-300), np.inf)


def tree_rounding(op: str, element: str, terms: np.ndarray, magnitude: np.ndarray, e: np.ndarray) -> np.ndarray:
    """How far two float folds of the same `terms` values each (their sum of magnitudes `magnitude`, the inits 0
    or 1 among them) in different trees can be apart: 2 gamma_terms times `magnitude` (a sum) or times |e| /
    (1 - gamma_terms) (a product, whose data never overflows nor underflows). The StableHLO spec lets
    reduce_window's tree be any that keeps the elements in order; the interpreter folds from the left."""
    g = gamma(terms.astype(np.float64), UNIT_ROUNDOFF[element])
    if op == "add":
        return 2 * g * magnitude
    return 2 * g * np.abs(e.astype(np.float64)) / np.maximum(1 - g, 1e-300)


def reverse_rounding(x: np.ndarray, dim: int, op: str, element: str) -> Bound:
    """`tree_rounding` of each reverse window (x[i], ..., x[n - 1] along `dim`), which the compiled running loop
    folds from the end."""
    n = x.shape[dim]
    shape = [1] * x.ndim
    shape[dim] = n
    terms = n - np.arange(n).reshape(shape)
    magnitude = np.flip(np.cumsum(np.flip(np.abs(x.astype(np.float64)), dim), axis=dim), dim)
    return lambda e: tree_rounding(op, element, terms, magnitude, e)


def check_compiled(text: str, inputs: list[np.ndarray], reassociated: dict[int, Bound] | None = None) -> None:
    """Compile `text`, run it on `inputs`, and compare bit for bit with the interpreter, but for the sign and
    payload of NaNs: a NaN that a sum or product makes (inf - inf, 0 * inf) is -NaN on x86 and in numpy, +NaN where
    LLVM folds it, and the spec leaves it open (the window generics differ from the interpreter so too). The
    results numbered in `reassociated` (float sums and products in another tree) have their NaNs and infinities
    where the interpreter's are, and are within the given bound of its finite values."""
    expected = run_function(parse_module(CONTEXT, text, "cumulative.mlir"), "main", [x.copy() for x in inputs])
    actual = compile(text, parallel=False, cache=False).call(*[x.copy() for x in inputs])
    assert len(actual) == len(expected)
    for k, (a, e) in enumerate(zip(actual, expected, strict=True)):
        a, e = np.asarray(a), np.asarray(e)
        assert a.shape == e.shape
        if reassociated and k in reassociated:
            finite = np.isfinite(e)
            np.testing.assert_array_equal(np.isfinite(a), finite)
            np.testing.assert_array_equal(np.isnan(a), np.isnan(e))
            np.testing.assert_array_equal(a[np.isinf(a)], e[np.isinf(e)])
            bound = reassociated[k](e)
            with np.errstate(invalid="ignore"):
                difference = np.abs(a.astype(np.float64) - e.astype(np.float64))
            assert np.all(difference[finite] <= bound[finite]), (k, np.max(difference[finite]))
            continue
        if a.dtype.kind == "f":
            np.testing.assert_array_equal(np.isnan(a), np.isnan(e))
            a, e = np.where(np.isnan(a), np.nan, a).astype(a.dtype), np.where(np.isnan(e), np.nan, e).astype(e.dtype)
        np.testing.assert_array_equal(bits(a), bits(e))


def running_loops(text: str) -> int:
    """How many reduce_windows of `text` convert-mhlo-to-linalg lowers to running loops (`scf.for` carrying an
    accumulator next to the tensor) rather than window generics."""
    _, lowered, diagnostics = lower_to_tensors(text)
    assert not diagnostics
    return sum(1 for op in lowered.walk() if op.name == "scf.for" and len(op.results) == 2)


OPS = ["add", "multiply", "maximum", "minimum"]


def all_windows(
    shapes: list[tuple[int | None, ...]], element: str, reverse_products: bool = True
) -> tuple[list[tuple[str, str]], list[tuple[int, str, bool]]]:
    """Each op, forward and reverse (but reverse products unless `reverse_products`), along dim k of input k;
    and (k, op, reverse) of each."""
    windows, made = [], []
    for k, shape in enumerate(shapes):
        for op in OPS:
            for reverse in (False, True) if op != "multiply" or reverse_products else (False,):
                name = f"{op}{k}{'r' if reverse else ''}"
                text, t = window(name, f"%x{k}", shape, element, k, op, init_literal(op, element), reverse=reverse)
                windows.append(((text, t), name))
                made.append((k, op, reverse))
    return renamed(windows), made


@pytest.mark.parametrize(
    ("element", "length"),
    [(e, n) for e in ("f32", "f16", "i32") for n in (1, 2, 17, 1000)] + [("bf16", n) for n in (1, 2, 17)],
)
def test_each_op_direction_and_dim(element: str, length: int) -> None:
    """cumsum, cumprod, cummax, cummin forward and reverse along each dim of rank-3 inputs; floats with NaN,
    infinities, -0 and 1e30 (float reverse products, whose order decides where they overflow, in
    test_float_reverse_products); every window becomes a running loop (a window of one element, along a dim of 1,
    stays a generic). Float reverse sums are within `reverse_rounding` of the interpreter's, the rest bit for
    bit. bf16 up to 17 elements: the interpreter rounds its windows slowly."""
    other = (3, 2) if length < 1000 else (2, 1)
    shapes = [(length, *other), (other[0], length, other[1]), (*other, length)]
    windows, made = all_windows(shapes, element, reverse_products=element == "i32")
    text = program(shapes, element, windows)
    inputs = [values(shape, element, seed=length + k) for k, shape in enumerate(shapes)]
    float_sums = element != "i32"
    reassociated = {
        i: reverse_rounding(inputs[k], k, op, element)
        for i, (k, op, reverse) in enumerate(made)
        if reverse and float_sums and op == "add"
    }
    check_compiled(text, inputs, reassociated)
    assert running_loops(text) == (len(made) if length > 1 else 0)


@pytest.mark.parametrize(("element", "length"), [("f32", 1000), ("f16", 300), ("bf16", 17), ("f64", 1000)])
def test_float_reverse_products(element: str, length: int) -> None:
    """Float reverse cumprods (a running loop from the end) within `reverse_rounding` of the interpreter's, on
    factors of magnitude 0.9 to 1.1 (so that no order overflows or underflows) of either sign, with NaN, +0 and
    -0 among them (0 times finite factors is a zero of their signs in any order); the reverse cummax of the same
    data bit for bit."""
    shape = (2, length, 3)
    rng = np.random.default_rng(length)
    x = rng.uniform(0.9, 1.1, size=shape) * rng.choice([-1.0, 1.0], size=shape)
    x[0, length // 2, 0], x[1, length - 3, 1], x[0, length // 3, 2] = np.nan, 0.0, -0.0
    x = round_to_bf16(x.astype(np.float32)) if element == "bf16" else x.astype(NUMPY[element])
    windows = [window("p", "%x0", shape, element, 1, "multiply", init_literal("multiply", element), reverse=True)]
    windows.append(window("m", "%x0", shape, element, 1, "maximum", init_literal("maximum", element), reverse=True))
    text = program([shape], element, renamed(list(zip(windows, ["p", "m"]))))
    check_compiled(text, [x], {0: reverse_rounding(x, 1, "multiply", element)})
    assert running_loops(text) == 2


def test_dynamic_and_empty_dims() -> None:
    """`?` sizes of the other dims, and an empty other dim."""
    shapes = [(None, 5, None), (4, 0, 3)]
    windows = []
    for op in OPS:
        for reverse in (False, True):
            for k, dim in ((0, 1), (1, 2)):
                name = f"{op}{k}{'r' if reverse else ''}"
                text, t = window(name, f"%x{k}", shapes[k], "i32", dim, op, init_literal(op, "i32"), reverse=reverse)
                windows.append(((text, t), name))
    text = program(shapes, "i32", renamed(windows))
    inputs = [values((3, 5, 2), "i32", seed=1), values((4, 0, 3), "i32", seed=2)]
    check_compiled(text, inputs)
    assert running_loops(text) == len(windows)


def test_inits() -> None:
    """Inits that the padding leaves as they are (-0 and +0 sums, +0 and 0 products, any integer maximum; float
    reverse windows of those too) become running loops; the others (a sum from 1, a product from -0 or -1, a
    float maximum from NaN, forward or reverse) stay window generics; all agree with the interpreter (float
    reverse sums within `reverse_rounding`)."""
    shape = (2, 9, 3)
    cases = [
        ("f32", "add", "-0.000000e+00", False, True),
        ("f32", "multiply", "0.000000e+00", False, True),
        ("i32", "multiply", "0", True, True),
        ("i32", "maximum", "5", True, True),
        ("i32", "add", "7", False, False),
        ("f32", "add", "1.000000e+00", False, False),
        ("f32", "multiply", "-0.000000e+00", False, False),
        ("i32", "multiply", "-1", False, False),
        ("f32", "maximum", "0x7FC00000", False, False),
        ("f32", "add", "0.000000e+00", True, True),
        ("f32", "add", "-0.000000e+00", True, True),
        ("f32", "maximum", "-1.000000e+00", True, True),
        ("f32", "multiply", "1.000000e+00", True, True),
        ("f32", "add", "1.000000e+00", True, False),
        ("f32", "maximum", "0x7FC00000", True, False),
    ]
    for element, op, init, reverse, running in cases:
        text = program(
            [shape], element, renamed([(window("r", "%x0", shape, element, 1, op, init, reverse=reverse), "r")])
        )
        x = values(shape, element, seed=3)
        if op == "multiply" and reverse:  # factors whose product cannot overflow in any order
            x = np.where(np.abs(x) > 10, 2.0, np.where((x != 0) & (np.abs(x) < 1e-3), 0.5, x)).astype(x.dtype)
        sums = element == "f32" and reverse and running and op in ("add", "multiply")
        check_compiled(text, [x], {0: reverse_rounding(x, 1, op, element)} if sums else None)
        assert running_loops(text) == int(running), (element, op, init, reverse)


@pytest.mark.parametrize(
    "form",
    [
        {"stride": 2},
        {"padding": (8, 1)},
        {"padding": (4, 4)},
        {"size": 5, "padding": (4, 0)},
        {"base": 2, "padding": (16, 0)},
        {"extra": "multiply"},
    ],
)
def test_almost_cumulative_windows_stay_generics(form: dict) -> None:
    """Windows that are not of the cumulative form keep the window generic, and agree with the interpreter."""
    shape = (2, 9, 3)
    for element, op in (("f32", "add"), ("i32", "maximum")):
        text = program(
            [shape],
            element,
            renamed([(window("r", "%x0", shape, element, 1, op, init_literal(op, element), **form), "r")]),
        )
        check_compiled(text, [values(shape, element, seed=4)])
        assert running_loops(text) == 0
