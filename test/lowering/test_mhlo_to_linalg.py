"""convert-mhlo-to-linalg keeps what programs compute: each program is interpreted before and after.

The reference interpreter runs the HLO program with the HLO semantics and the
lowered one with the linalg/tensor/arith/math semantics of
`aiopt.lowering.linalg_reference`, which this module imports to register
them. The lowered module is printed and parsed again before it runs, so the
IR the pass makes must also round-trip. Results are compared bit for bit
(NaNs equal, signed zeros distinguished) unless a case gives a tolerance;
the JAX samples are also checked against independent numpy formulas.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import tensor_type
from xdsl.dialects.builtin import ModuleOp

import aiopt.lowering.linalg_reference  # noqa: F401 (registers the semantics of the lowered ops)
from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass
from aiopt.tools.diagnostics import Diagnostic, DiagnosticEngine, SourceManager, active_engine
from aiopt.tools.interpreter import run_function
from aiopt.tools.parsing import parse_module
from aiopt.tools.registry import default_registry
from aiopt.tools.verifier import verify_operation

CONTEXT = default_registry().make_context()
MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"

FLOAT_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 7.0, math.inf, -math.inf, math.nan, 1e30, -1e-30, 2.0]
INT_EDGES = [0, 1, -1, 2, -3, 5, 7, 31, 100, -100]
DTYPES = {"f32": np.float32, "f64": np.float64, "i1": np.bool_, "i8": np.int8, "i32": np.int32, "i64": np.int64}


def values(shape: tuple[int, ...], element: str, seed: int, edges: bool = True) -> np.ndarray:
    """Random values of an element type, drawn among edge values when `edges`."""
    rng = np.random.default_rng(seed)
    dtype = np.dtype(DTYPES[element])
    if dtype.kind == "b":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dtype.kind == "f":
        if edges:
            return rng.choice(np.array(FLOAT_EDGES + list(rng.standard_normal(6))), size=shape).astype(dtype)
        return rng.standard_normal(shape).astype(dtype)
    return rng.choice(np.array(INT_EDGES), size=shape).astype(dtype)


def lower(text: str, **options) -> tuple[ModuleOp, ModuleOp, list[Diagnostic]]:
    """Parse `text`; return it, its lowering with `options` (printed and parsed again) and the diagnostics."""
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    lowered = module.clone()
    engine = DiagnosticEngine(SourceManager())
    diagnostics: list[Diagnostic] = []
    engine.handler = diagnostics.append
    with active_engine(engine):
        ConvertMhloToLinalgPass(**options).apply(CONTEXT, lowered)
    reparsed = parse_module(CONTEXT, str(lowered), "lowered.mlir")
    verify_operation(reparsed)
    return module, reparsed, diagnostics


def assert_same(actual: np.ndarray, expected: np.ndarray, rtol: float | None = None) -> None:
    """Bit for bit (any NaN matching any NaN, signed zeros apart) without `rtol`; else within `rtol`.

    `rtol` also bounds the absolute error, for sums that cancel to near 0.
    """
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    if rtol is not None:
        np.testing.assert_allclose(actual, expected, rtol=rtol, atol=rtol, equal_nan=True)
    elif actual.dtype.kind == "f":
        same = ((actual == expected) & (np.signbit(actual) == np.signbit(expected))) | (
            np.isnan(actual) & np.isnan(expected)
        )
        assert np.all(same), f"{actual} != {expected}"
    else:
        np.testing.assert_array_equal(actual, expected)


def check(text: str, inputs: list[np.ndarray], rtol: float | None = None) -> list[np.ndarray]:
    """Lower `text` completely and compare `@main` before and after on `inputs`; return the results."""
    module, lowered, diagnostics = lower(text)
    assert not diagnostics, [d.message for d in diagnostics]
    assert not [op.name for op in lowered.walk() if op.name.startswith(("mhlo.", "stablehlo."))]
    expected = run_function(module, "main", inputs)
    actual = run_function(lowered, "main", inputs)
    for a, e in zip(actual, expected, strict=True):
        assert_same(a, e, rtol)
    return actual


def unary(op: str, element: str, result: str | None = None, dialect: str = "mhlo") -> str:
    shape = "tensor<3x4x" + element + ">"
    out = "tensor<3x4x" + (result or element) + ">"
    signature = f" : {shape}" if result is None else f" : ({shape}) -> {out}"
    return (
        f"func.func @main(%a: {shape}) -> {out} {{\n  %0 = {dialect}.{op} %a{signature}\n  func.return %0 : {out}\n}}"
    )


def binary(op: str, element: str, dialect: str = "mhlo") -> str:
    shape = "tensor<3x4x" + element + ">"
    return (
        f"func.func @main(%a: {shape}, %b: {shape}) -> {shape} {{\n"
        f"  %0 = {dialect}.{op} %a, %b : {shape}\n  func.return %0 : {shape}\n}}"
    )


# ---------------------------------------------------------------------------
# Element-wise ops


FLOAT_BINARY = ["add", "subtract", "multiply", "divide", "maximum", "minimum", "power", "atan2"]
INT_BINARY = ["add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor"]


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize("op", FLOAT_BINARY)
def test_float_binary(op: str, element: str, dialect: str) -> None:
    check(binary(op, element, dialect), [values((3, 4), element, 1), values((3, 4), element, 2)])


@pytest.mark.parametrize("element", ["i8", "i32", "i64"])
@pytest.mark.parametrize("op", INT_BINARY)
def test_int_binary(op: str, element: str) -> None:
    check(binary(op, element), [values((3, 4), element, 3), values((3, 4), element, 4)])


@pytest.mark.parametrize("op", ["divide", "remainder"])
def test_int_division_rounds_toward_zero(op: str) -> None:
    # Nonzero divisors: division by zero is undefined in arith.
    a = np.array([[7, -7, 7, -7], [0, 100, -100, 5], [1, -1, 31, -31]], np.int32)
    b = np.array([[2, 2, -2, -2], [3, 7, 7, -3], [5, 5, -3, 4]], np.int32)
    check(binary(op, "i32"), [a, b])


@pytest.mark.parametrize("op", ["and", "or", "xor"])
def test_pred_logic(op: str) -> None:
    check(binary(op, "i1"), [values((3, 4), "i1", 5), values((3, 4), "i1", 6)])


FLOAT_UNARY = [
    "negate", "abs", "exponential", "exponential_minus_one", "log", "log_plus_one", "sqrt", "rsqrt", "cbrt",
    "tanh", "sine", "cosine", "tan", "floor", "ceil", "round_nearest_even", "round_nearest_afz",
]  # fmt: skip


@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize("op", FLOAT_UNARY)
def test_float_unary(op: str, element: str) -> None:
    check(unary(op, element), [values((3, 4), element, 7)])


def test_int_abs() -> None:
    check(unary("abs", "i32"), [values((3, 4), "i32", 8)])


DIRECTIONS = ["EQ", "NE", "LT", "LE", "GT", "GE"]


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize(
    ("element", "compare_type"),
    [("f32", ""), ("f32", ", FLOAT"), ("i32", ""), ("i32", ", SIGNED"), ("i1", ""), ("i1", ", UNSIGNED")],
)
def test_compare(direction: str, element: str, compare_type: str) -> None:
    shape = f"tensor<3x4x{element}>"
    text = (
        f"func.func @main(%a: {shape}, %b: {shape}) -> tensor<3x4xi1> {{\n"
        f"  %0 = mhlo.compare {direction}, %a, %b{compare_type} : ({shape}, {shape}) -> tensor<3x4xi1>\n"
        "  func.return %0 : tensor<3x4xi1>\n}"
    )
    a = values((3, 4), element, 9)
    # Equal elements and NaNs on both sides make every predicate's edge cases show.
    b = np.where(values((3, 4), "i1", 10), a, values((3, 4), element, 11))
    check(text, [a, b])


@pytest.mark.parametrize("pred_shape", ["3x4x", ""])
def test_select(pred_shape: str) -> None:
    text = (
        f"func.func @main(%p: tensor<{pred_shape}i1>, %a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {{\n"
        f"  %0 = mhlo.select %p, %a, %b : (tensor<{pred_shape}i1>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>\n"
        "  func.return %0 : tensor<3x4xf32>\n}"
    )
    pred = values((3, 4), "i1", 12) if pred_shape else np.array(True)
    check(text, [pred, values((3, 4), "f32", 13), values((3, 4), "f32", 14)])


@pytest.mark.parametrize(
    ("source", "target"),
    [("i32", "f32"), ("i8", "f64"), ("i1", "f32"), ("f32", "f64"), ("f64", "f32"), ("i32", "i64"),
     ("i64", "i8"), ("i1", "i32"), ("f32", "i32"), ("f32", "f32")],
)  # fmt: skip
def test_convert(source: str, target: str) -> None:
    inputs = values((3, 4), source, 15, edges=False)
    if source.startswith("f") and target.startswith("i"):
        # In range: fptosi of out-of-range values is undefined (XLA saturates).
        inputs = (inputs * 50).astype(inputs.dtype)
    check(unary("convert", source, target), [inputs])


# ---------------------------------------------------------------------------
# Constants and shape ops


def test_constant_and_scalar_broadcast() -> None:
    text = """
    func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %c = mhlo.constant dense<[[1.0, -2.0, 0.5], [3.0, 0x7FC00000, -0.0]]> : tensor<2x3xf32>
      %z = mhlo.constant dense<2.5> : tensor<f32>
      %b = "mhlo.broadcast_in_dim"(%z) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x3xf32>
      %0 = mhlo.add %a, %c : tensor<2x3xf32>
      %1 = mhlo.multiply %0, %b : tensor<2x3xf32>
      func.return %1 : tensor<2x3xf32>
    }"""
    check(text, [values((2, 3), "f32", 16)])


@pytest.mark.parametrize(
    ("operand", "dims", "result"),
    [((4,), [1], (3, 4)), ((1, 4), [1, 2], (3, 2, 4)), ((3, 1), [0, 1], (3, 5)), ((2, 3), [1, 0], (3, 2)),
     ((1,), [0], (1,)), ((4, 1), [2, 0], (1, 5, 4))],
)  # fmt: skip
def test_broadcast_in_dim(operand: tuple[int, ...], dims: list[int], result: tuple[int, ...]) -> None:
    a = values(operand, "f32", 17)
    out = tensor_type(np.empty(result), "f32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "f32")}) -> {out} {{
      %0 = "stablehlo.broadcast_in_dim"(%a) <{{broadcast_dimensions = array<i64: {", ".join(map(str, dims))}>}}> : ({tensor_type(a, "f32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a])


@pytest.mark.parametrize("permutation", [[1, 0], [2, 0, 1], [0, 1]])
def test_transpose(permutation: list[int]) -> None:
    a = values((2, 3, 4)[: len(permutation)], "i32", 18)
    out = tensor_type(np.transpose(a, permutation), "i32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "i32")}) -> {out} {{
      %0 = "mhlo.transpose"(%a) <{{permutation = dense<[{", ".join(map(str, permutation))}]> : tensor<{len(permutation)}xi64>}}> : ({tensor_type(a, "i32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a])


# ---------------------------------------------------------------------------
# Reductions and dots


@pytest.mark.parametrize("dims", [[1], [0], [0, 2], [0, 1, 2]])
@pytest.mark.parametrize(
    ("body", "element"), [("add", "f32"), ("maximum", "f32"), ("minimum", "i32"), ("multiply", "i64"), ("or", "i1")]
)
def test_reduce(body: str, element: str, dims: list[int]) -> None:
    a = values((2, 3, 4), element, 19, edges=element != "f32")
    init = values((), element, 20)
    result = tensor_type(np.empty([s for d, s in enumerate(a.shape) if d not in dims]), element)
    text = f"""
    func.func @main(%a: {tensor_type(a, element)}, %z: tensor<{element}>) -> {result} {{
      %0 = mhlo.reduce(%a init: %z) applies mhlo.{body} across dimensions = [{", ".join(map(str, dims))}] : ({tensor_type(a, element)}, tensor<{element}>) -> {result}
      func.return %0 : {result}
    }}"""
    # Float sums fold in another order than the HLO reference's.
    check(text, [a, init], rtol=1e-5 if body == "add" else None)


DOTS = [
    # lhs shape, rhs shape, batching (lhs, rhs), contracting (lhs, rhs)
    ((8, 16), (16, 32), ([], []), ([1], [0])),
    ((2, 3, 4), (2, 4, 5), ([0], [0]), ([2], [1])),
    ((3, 4), (5, 4), ([], []), ([1], [1])),
    ((4, 2, 3), (3, 4, 5), ([0], [1]), ([2], [0])),
    ((2, 3, 4), (3, 4), ([], []), ([1, 2], [0, 1])),
    ((6,), (6,), ([], []), ([0], [0])),
]


@pytest.mark.parametrize(("lhs", "rhs", "batching", "contracting"), DOTS)
@pytest.mark.parametrize("element", ["f32", "i32"])
def test_dot_general(lhs, rhs, batching, contracting, element: str) -> None:
    a, b = values(lhs, element, 21, edges=False), values(rhs, element, 22, edges=False)
    lhs_free = [d for d in range(len(lhs)) if d not in batching[0] + contracting[0]]
    rhs_free = [d for d in range(len(rhs)) if d not in batching[1] + contracting[1]]
    shape = [lhs[d] for d in batching[0]] + [lhs[d] for d in lhs_free] + [rhs[d] for d in rhs_free]
    out = tensor_type(np.empty(shape), element)
    numbers = (
        f"lhs_batching_dimensions = {batching[0]}, rhs_batching_dimensions = {batching[1]}, "
        f"lhs_contracting_dimensions = {contracting[0]}, rhs_contracting_dimensions = {contracting[1]}"
    )
    text = f"""
    func.func @main(%a: {tensor_type(a, element)}, %b: {tensor_type(b, element)}) -> {out} {{
      %0 = "mhlo.dot_general"(%a, %b) <{{dot_dimension_numbers = #mhlo.dot<{numbers}>}}> : ({tensor_type(a, element)}, {tensor_type(b, element)}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a, b], rtol=1e-5 if element == "f32" else None)


@pytest.mark.parametrize(("lhs", "rhs", "result"), [((2, 3), (3, 4), (2, 4)), ((2, 3), (3,), (2,)), ((3,), (3,), ())])
def test_dot(lhs, rhs, result) -> None:
    a, b = values(lhs, "f32", 23, edges=False), values(rhs, "f32", 24, edges=False)
    out = tensor_type(np.empty(result), "f32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "f32")}, %b: {tensor_type(b, "f32")}) -> {out} {{
      %0 = "mhlo.dot"(%a, %b) : ({tensor_type(a, "f32")}, {tensor_type(b, "f32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a, b], rtol=1e-5)


# ---------------------------------------------------------------------------
# The JAX samples


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_jax_mlp(dialect: str) -> None:
    rng = np.random.default_rng(25)
    x, w1, b1, w2, b2 = (rng.standard_normal(s).astype(np.float32) for s in [(8, 16), (16, 32), (32,), (32, 4), (4,)])
    (result,) = check((MODELS / f"mlp.{dialect}.mlir").read_text(), [x, w1, b1, w2, b2], rtol=1e-5)
    np.testing.assert_allclose(result, np.maximum(x @ w1 + b1, 0) @ w2 + b2, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_jax_softmax(dialect: str) -> None:
    x = np.random.default_rng(26).standard_normal((4, 10)).astype(np.float32) * 5
    (result,) = check((MODELS / f"softmax.{dialect}.mlir").read_text(), [x], rtol=1e-6)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(result, e / e.sum(axis=1, keepdims=True), rtol=1e-5)


# ---------------------------------------------------------------------------
# What is left


LEFT_OVER = {
    "dynamic shape": (
        """
        func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
          %0 = mhlo.add %a, %a : tensor<?xf32>
          func.return %0 : tensor<?xf32>
        }""",
        "mhlo.add",
    ),
    "unsigned": (binary("add", "ui32", "stablehlo"), "stablehlo.add"),
    "total order compare": (
        """
        func.func @main(%a: tensor<4xf32>) -> tensor<4xi1> {
          %0 = mhlo.compare LT, %a, %a, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
          func.return %0 : tensor<4xi1>
        }""",
        "mhlo.compare",
    ),
    "non-commutative reduce body": (
        """
        func.func @main(%a: tensor<4x3xf32>, %z: tensor<f32>) -> tensor<4xf32> {
          %0 = "mhlo.reduce"(%a, %z) <{dimensions = dense<1> : tensor<1xi64>}> ({
          ^bb0(%x: tensor<f32>, %y: tensor<f32>):
            %d = mhlo.subtract %x, %y : tensor<f32>
            "mhlo.return"(%d) : (tensor<f32>) -> ()
          }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
          func.return %0 : tensor<4xf32>
        }""",
        "mhlo.reduce",
    ),
    "mixed-precision dot": (
        """
        func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf64> {
          %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf64>
          func.return %0 : tensor<2x4xf64>
        }""",
        "mhlo.dot",
    ),
    "convert to i1": (unary("convert", "f32", "i1"), "mhlo.convert"),
}
"""Programs with an op the pass leaves, and that op's name."""


@pytest.mark.parametrize("case", LEFT_OVER)
def test_left_over_ops_fail_at_the_op(case: str) -> None:
    text, name = LEFT_OVER[case]
    _, _, diagnostics = lower(text)
    assert [d.message for d in diagnostics] == [f"failed to legalize operation '{name}'"]
    _, partial, diagnostics = lower(text, partial=True)
    assert not diagnostics
    assert [op.name for op in partial.walk() if op.name == name] == [name]
