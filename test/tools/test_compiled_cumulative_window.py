"""Compiled cumulative `reduce_window`s (jnp.cumsum, cumprod, cummax, cummin) against the interpreter, bit for bit.

`mhlo_to_linalg_cumulative_window` lowers a window of the whole of one dim
(padding (n - 1, 0), or (0, n - 1) for reverse=True on integers) to a
running loop; the others stay window generics. Each program is compiled for
the CPU with the default pipeline and its results compared bit for bit
(signs of zero too; NaN as NaN, see `check_compiled`) with the reference interpreter's:
f32, f16, bf16 and i32 sums, products, maxima and minima, forward and
reverse, along each dim of rank-3 operands of lengths 1, 2, 17 and 1000 (bf16 17)
(and an empty other dim), with NaN, infinities and -0 among the floats,
`?` sizes, inits that the padding leaves as they are or not, and windows
that almost are cumulative (stride 2, other padding, a smaller window, base
dilation, a body of two ops), which must keep the window generic.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "lowering"), str(TEST)]

from test_compiled_sort import bits, ttype
from test_mhlo_to_linalg import CONTEXT, values
from test_mhlo_to_linalg import lower as lower_to_tensors

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


def check_compiled(text: str, inputs: list[np.ndarray], close: frozenset[int] = frozenset()) -> None:
    """Compile `text`, run it on `inputs`, and compare bit for bit with the interpreter, but for the sign and
    payload of NaNs: a NaN that a sum or product makes (inf - inf, 0 * inf) is -NaN on x86 and in numpy, +NaN where
    LLVM folds it, and the spec leaves it open (the window generics differ from the interpreter so too). The
    results numbered in `close` (float windows that stay generics, whose long rows LLVM reassociates) within 1e-3
    (f32) or 2e-2."""
    expected = run_function(parse_module(CONTEXT, text, "cumulative.mlir"), "main", [x.copy() for x in inputs])
    actual = compile(text, parallel=False, cache=False).call(*[x.copy() for x in inputs])
    assert len(actual) == len(expected)
    for k, (a, e) in enumerate(zip(actual, expected, strict=True)):
        a, e = np.asarray(a), np.asarray(e)
        assert a.shape == e.shape
        if k in close:
            tolerance = 1e-3 if a.dtype == np.float32 else 2e-2
            np.testing.assert_allclose(a, e, rtol=tolerance, atol=tolerance, equal_nan=True)
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


def all_windows(shapes: list[tuple[int | None, ...]], element: str) -> list[tuple[str, str]]:
    """Each op, forward and reverse, along dim k of input k."""
    windows = []
    for k, shape in enumerate(shapes):
        for op in OPS:
            for reverse in (False, True):
                name = f"{op}{k}{'r' if reverse else ''}"
                text, t = window(name, f"%x{k}", shape, element, k, op, init_literal(op, element), reverse=reverse)
                windows.append(((text, t), name))
    return renamed(windows)


@pytest.mark.parametrize(
    ("element", "length"),
    [(e, n) for e in ("f32", "f16", "i32") for n in (1, 2, 17, 1000)] + [("bf16", n) for n in (1, 2, 17)],
)
def test_each_op_direction_and_dim(element: str, length: int) -> None:
    """cumsum, cumprod, cummax, cummin forward and reverse along each dim of rank-3 inputs; floats with NaN,
    infinities and -0; all forward windows and the integer reverse ones become running loops (a window of one
    element, along a dim of 1, stays a generic). bf16 up to 17 elements: the interpreter rounds its windows
    slowly."""
    other = (3, 2) if length < 1000 else (2, 1)
    shapes = [(length, *other), (other[0], length, other[1]), (*other, length)]
    text = program(shapes, element, all_windows(shapes, element))
    inputs = [values(shape, element, seed=length + k) for k, shape in enumerate(shapes)]
    # The float reverse windows stay generics (every other one of `all_windows`).
    close = frozenset(range(1, 3 * 2 * len(OPS), 2)) if element != "i32" else frozenset()
    check_compiled(text, inputs, close)
    expected = 3 * len(OPS) * (2 if element == "i32" else 1) if length > 1 else 0
    assert running_loops(text) == expected


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
    """Inits that the padding leaves as they are (-0 and +0 sums, +0 and 0 products, any integer maximum) become
    running loops; the others (a sum from 1, a product from -0 or -1, a float maximum from NaN, float reverse
    windows) stay window generics; all agree with the interpreter."""
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
        ("f32", "add", "0.000000e+00", True, False),
    ]
    for element, op, init, reverse, running in cases:
        text = program(
            [shape], element, renamed([(window("r", "%x0", shape, element, 1, op, init, reverse=reverse), "r")])
        )
        check_compiled(text, [values(shape, element, seed=3)])
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
