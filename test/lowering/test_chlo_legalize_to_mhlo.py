"""chlo-legalize-to-mhlo keeps what programs compute: each chlo program is interpreted before and after.

The reference interpreter runs chlo (its own semantics) and mhlo alike, so
every case runs `@main` on the same inputs before and after the pass and
compares the results: bit for bit (NaNs equal) unless a case says how close.
Inputs include broadcasting shapes, run-time sizes of 1 behind `?`, and edge
values (signed zeros, infinities, NaN, integer extremes, over-wide shifts).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import interpret, same_bits
from xdsl.dialects.builtin import ModuleOp

from aiopt.lowering.chlo_legalize_to_mhlo import ChloLegalizeToMhloPass
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, SourceManager, active_engine
from aiopt.support.parsing import parse_module
from aiopt.support.passes import PassFailedError
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

FLOAT_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 7.0, math.inf, -math.inf, math.nan, 1e30, -1e-30, 2.0]
INT_EDGES = [0, 1, -1, 2, -3, 5, 7, 31, 32, 33, 100]


# ---------------------------------------------------------------------------
# Helpers


def type_str(shape: tuple[int | None, ...], element: str) -> str:
    """`tensor<?x4xf32>` for shape (None, 4); `tensor<*xf32>` for shape None."""
    if shape is None:
        return f"tensor<*x{element}>"
    return "tensor<" + "".join(f"{'?' if d is None else d}x" for d in shape) + element + ">"


_DTYPES = {
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8),
    "ui32": np.dtype(np.uint32),
    "complex<f32>": np.dtype(np.complex64),
}


def values(shape: tuple[int, ...], element: str, seed: int) -> np.ndarray:
    """An array of edge values (and a few random ones) of an element type."""
    rng = np.random.default_rng(seed)
    dtype = _DTYPES[element]
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dtype.kind == "c":
        value = np.empty(shape, dtype)
        value.real, value.imag = values(shape, "f32", seed), values(shape, "f32", seed + 1)
        return value
    if dtype.kind == "f":
        pool = np.array([*FLOAT_EDGES, *rng.normal(scale=4.0, size=8)])
        return rng.choice(pool, size=shape).astype(dtype)
    info = np.iinfo(dtype)
    pool = [v for v in INT_EDGES if info.min <= v <= info.max] + [info.min, info.max]
    return rng.choice(np.array(pool, dtype=np.int64), size=shape).astype(dtype)


def legalize(text: str, **options) -> tuple[ModuleOp, list[Diagnostic]]:
    """Parse and verify `text`, run the pass with `options`, verify; return the module and the diagnostics."""
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    engine = DiagnosticEngine(SourceManager())
    diagnostics: list[Diagnostic] = []
    engine.handler = diagnostics.append
    with active_engine(engine):
        try:
            ChloLegalizeToMhloPass(**options).apply(CONTEXT, module)
        except PassFailedError as failure:
            assert failure.diagnostics == [d for d in diagnostics if d.severity.value == "error"]
    verify_operation(module)
    return module, diagnostics


def chlo_ops(module: ModuleOp) -> list[str]:
    return [op.name for op in module.walk() if op.name.startswith("chlo.")]


def assert_same(actual: np.ndarray, expected: np.ndarray, rtol: float | None = None) -> None:
    """Bit for bit (any NaN matching any NaN) without `rtol`; else within `rtol`, where 0 == -0."""
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    if rtol is not None:
        np.testing.assert_allclose(actual, expected, rtol=rtol, atol=0, equal_nan=True)
    elif actual.dtype.kind in "fc":
        assert np.all(same_bits(actual, expected)), f"{actual} != {expected}"
    else:
        np.testing.assert_array_equal(actual, expected)


def check(
    text: str, inputs: list[np.ndarray], rtol: float | None = None, remaining: tuple[str, ...] = (), **options
) -> ModuleOp:
    """Interpret `@main` before and after the pass and compare; return the legalized module."""
    expected = interpret(text, inputs)
    module, diagnostics = legalize(text, **options)
    assert not diagnostics, [str(d) for d in diagnostics]
    assert sorted(set(chlo_ops(module))) == sorted(remaining)
    actual = run_function(module, "main", inputs)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert_same(a, e, rtol)
    return module


def binary_program(name: str, lhs_type: str, rhs_type: str, result_type: str, attrs: str = "") -> str:
    return f"""func.func @main(%a: {lhs_type}, %b: {rhs_type}) -> {result_type} {{
      %0 = chlo.{name} %a, %b {attrs} : ({lhs_type}, {rhs_type}) -> {result_type}
      func.return %0 : {result_type}
    }}"""


# ---------------------------------------------------------------------------
# Broadcasting binary ops

BINARY_ELEMENTS = {
    "broadcast_add": ["f32", "i32", "i1"],
    "broadcast_subtract": ["f32", "i32", "ui8"],
    "broadcast_multiply": ["f32", "i32", "i1"],
    "broadcast_divide": ["f32", "i32", "ui32"],
    "broadcast_remainder": ["f32", "i32"],
    "broadcast_power": ["f32", "i32"],
    "broadcast_maximum": ["f32", "i32", "ui8"],
    "broadcast_minimum": ["f64", "i8"],
    "broadcast_atan2": ["f32", "f64"],
    "broadcast_and": ["i1", "i32"],
    "broadcast_or": ["i1", "ui8"],
    "broadcast_xor": ["i1", "i64"],
    "broadcast_shift_left": ["i32", "ui8"],
    "broadcast_shift_right_arithmetic": ["i32", "i8"],
    "broadcast_shift_right_logical": ["i32", "ui32"],
}

# (lhs type shape, rhs type shape, result type shape, lhs value shape, rhs value shape, attributes)
SHAPE_CASES = {
    "same": ((2, 3), (2, 3), (2, 3), (2, 3), (2, 3), ""),
    "trailing": ((2, 4), (4,), (2, 4), (2, 4), (4,), ""),
    "scalar": ((), (2, 3), (2, 3), (), (2, 3), ""),
    "ones_both_sides": ((1, 4), (3, 1), (3, 4), (1, 4), (3, 1), ""),
    "dims_leading": ((4,), (4, 2), (4, 2), (4,), (4, 2), "{broadcast_dimensions = array<i64: 0>}"),
    "dims_permuted": ((2, 3), (3, 4, 2), (3, 4, 2), (2, 3), (3, 4, 2), "{broadcast_dimensions = array<i64: 2, 0>}"),
    "dims_equal_rank": ((2, 3), (3, 2), (3, 2), (2, 3), (3, 2), "{broadcast_dimensions = array<i64: 1, 0>}"),
    "dims_rhs_small": ((2, 5), (5,), (2, 5), (2, 5), (5,), "{broadcast_dimensions = array<i64: 1>}"),
    "dynamic_one_side": ((None, 4), (4,), (None, 4), (3, 4), (4,), ""),
    "dynamic_both": ((None, None), (None,), (None, None), (3, 1), (5,), ""),
    "dynamic_lhs_one": ((None,), (None, None), (None, None), (1,), (2, 3), ""),
    "dynamic_crossed": ((None, 1), (1, None), (None, None), (3, 1), (1, 4), ""),
    "dynamic_same": ((None, 3), (None, 3), (None, 3), (2, 3), (2, 3), ""),
    "dynamic_dims": ((None,), (None, 2), (None, 2), (1,), (3, 2), "{broadcast_dimensions = array<i64: 0>}"),
    "dynamic_meets_static": ((None, 4), (3, 4), (3, 4), (1, 4), (3, 4), ""),
}


@pytest.mark.parametrize("shapes", SHAPE_CASES, ids=str)
@pytest.mark.parametrize(
    "name,element", [(name, element) for name, elements in BINARY_ELEMENTS.items() for element in elements], ids=str
)
def test_broadcasting_binary_op(name, element, shapes):
    lhs_shape, rhs_shape, result_shape, lhs_values, rhs_values, attrs = SHAPE_CASES[shapes]
    text = binary_program(
        name,
        type_str(lhs_shape, element),
        type_str(rhs_shape, element),
        type_str(result_shape, element),
        attrs,
    )
    check(text, [values(lhs_values, element, 1), values(rhs_values, element, 2)])


@pytest.mark.parametrize("value_shape", [(1, 1), (1, 3), (3, 1), (3, 3)])
def test_operand_broadcast_against_its_own_transpose(value_shape):
    """The same value as both operands, one transposed: its `?` sizes may still differ at run time."""
    text = binary_program(
        "broadcast_subtract", "tensor<?x?xf32>", "tensor<?x?xf32>", "tensor<?x?xf32>",
        "{broadcast_dimensions = array<i64: 1, 0>}",
    ).replace("%b", "%a").replace("%a: tensor<?x?xf32>, %a: tensor<?x?xf32>", "%a: tensor<?x?xf32>")
    check(text, [values(value_shape, "f32", 25)])


@pytest.mark.parametrize("shapes", ["trailing", "dims_permuted", "dynamic_both"])
def test_broadcast_complex(shapes):
    lhs_shape, rhs_shape, result_shape, lhs_values, rhs_values, attrs = SHAPE_CASES[shapes]
    text = binary_program(
        "broadcast_complex",
        type_str(lhs_shape, "f32"),
        type_str(rhs_shape, "f32"),
        type_str(result_shape, "complex<f32>"),
        attrs,
    )
    check(text, [values(lhs_values, "f32", 3), values(rhs_values, "f32", 4)])


COMPARE_TYPES = {
    "f32": [None, "FLOAT", "TOTALORDER"],
    "i32": [None, "SIGNED"],
    "ui32": [None, "UNSIGNED"],
    "i1": [None],
}


@pytest.mark.parametrize("direction", ["EQ", "NE", "GE", "GT", "LE", "LT"])
@pytest.mark.parametrize(
    "element,compare_type", [(e, t) for e, types in COMPARE_TYPES.items() for t in types], ids=str
)
@pytest.mark.parametrize("shapes", ["trailing", "dynamic_crossed"])
def test_broadcast_compare(direction, element, compare_type, shapes):
    lhs_shape, rhs_shape, result_shape, lhs_values, rhs_values, _ = SHAPE_CASES[shapes]
    attrs = f"comparison_direction = #chlo<comparison_direction {direction}>"
    if compare_type is not None:
        attrs += f", compare_type = #chlo<comparison_type {compare_type}>"
    text = binary_program(
        "broadcast_compare",
        type_str(lhs_shape, element),
        type_str(rhs_shape, element),
        type_str(result_shape, "i1"),
        "{" + attrs + "}",
    )
    check(text, [values(lhs_values, element, 5), values(rhs_values, element, 6)])


@pytest.mark.parametrize("name", ["broadcast_next_after", "broadcast_polygamma", "broadcast_zeta"])
@pytest.mark.parametrize("shapes", ["trailing", "scalar", "dynamic_both"])
def test_special_broadcasts_become_elementwise_chlo(name, shapes):
    """Without expand-compositions, next_after, polygamma and zeta stay (legal) once broadcast."""
    lhs_shape, rhs_shape, result_shape, lhs_values, rhs_values, attrs = SHAPE_CASES[shapes]
    text = binary_program(
        name, type_str(lhs_shape, "f32"), type_str(rhs_shape, "f32"), type_str(result_shape, "f32"), attrs
    )
    lhs = np.abs(values(lhs_values, "f32", 7)) + np.float32(1.5)
    rhs = np.abs(values(rhs_values, "f32", 8)) + np.float32(0.5)
    check(text, [lhs, rhs], remaining=(f"chlo.{name.removeprefix('broadcast_')}",), expand_compositions=False)


@pytest.mark.parametrize(
    "name,rtol", [("broadcast_next_after", None), ("broadcast_zeta", 2e-6), ("broadcast_polygamma", 1e-5)]
)
@pytest.mark.parametrize("shapes", ["trailing", "dims_permuted", "dynamic_both"])
def test_special_broadcasts_decompose(name, rtol, shapes):
    """With expand-compositions, the special-math patterns decompose what the broadcast leaves."""
    lhs_shape, rhs_shape, result_shape, lhs_values, rhs_values, attrs = SHAPE_CASES[shapes]
    text = binary_program(
        name, type_str(lhs_shape, "f32"), type_str(rhs_shape, "f32"), type_str(result_shape, "f32"), attrs
    )
    rng = np.random.default_rng(28)
    if name == "broadcast_next_after":
        inputs = [values(lhs_values, "f32", 29), values(rhs_values, "f32", 30)]
    else:
        # zeta(x > 1, q > 0) and polygamma(n = 0..3, x > 0), where float32 decompositions are accurate.
        first = rng.random(lhs_values) * 4 + 1.5 if name == "broadcast_zeta" else rng.integers(0, 4, lhs_values)
        inputs = [first.astype(np.float32), (rng.random(rhs_values) * 3 + 0.5).astype(np.float32)]
    check(text, inputs, rtol=rtol)


# (pred, on_true, on_false type shapes, result shape, value shapes)
SELECT_CASES = {
    "scalar_pred": ((), (2, 3), (3,), (2, 3), ((), (2, 3), (3,))),
    "all_broadcast": ((2, 1), (1, 3), (3,), (2, 3), ((2, 1), (1, 3), (3,))),
    "no_broadcast": ((2, 3), (2, 3), (2, 3), (2, 3), ((2, 3), (2, 3), (2, 3))),
    "dynamic": ((None, 1), (None,), (None, None), (None, None), ((4, 1), (1,), (4, 3))),
    "dynamic_scalar_pred": ((), (None,), (None,), (None,), ((), (1,), (5,))),
}


@pytest.mark.parametrize("case", SELECT_CASES)
@pytest.mark.parametrize("element", ["f32", "i32"])
def test_broadcast_select(case, element):
    pred, on_true, on_false, result, value_shapes = SELECT_CASES[case]
    types = [type_str(pred, "i1"), type_str(on_true, element), type_str(on_false, element)]
    result_type = type_str(result, element)
    text = f"""func.func @main(%p: {types[0]}, %t: {types[1]}, %f: {types[2]}) -> {result_type} {{
      %0 = chlo.broadcast_select %p, %t, %f : ({", ".join(types)}) -> {result_type}
      func.return %0 : {result_type}
    }}"""
    inputs = [values(value_shapes[0], "i1", 9), *(values(s, element, 10 + i) for i, s in enumerate(value_shapes[1:]))]
    check(text, inputs)


# ---------------------------------------------------------------------------
# legalize-broadcasts=false


def test_without_broadcast_legalization_same_shapes_convert():
    text = binary_program("broadcast_add", "tensor<2x3xf32>", "tensor<2x3xf32>", "tensor<2x3xf32>")
    module = check(text, [values((2, 3), "f32", 12), values((2, 3), "f32", 13)], legalize_broadcasts=False)
    assert not [op for op in module.walk() if "broadcast" in op.name]


@pytest.mark.parametrize(
    "lhs,rhs,result",
    [
        ("tensor<2x3xf32>", "tensor<3xf32>", "tensor<2x3xf32>"),
        ("tensor<?x3xf32>", "tensor<?x3xf32>", "tensor<?x3xf32>"),
        ("tensor<1x3xf32>", "tensor<2x3xf32>", "tensor<2x3xf32>"),
    ],
)
def test_without_broadcast_legalization_broadcasts_fail(lhs, rhs, result):
    module, diagnostics = legalize(binary_program("broadcast_add", lhs, rhs, result), legalize_broadcasts=False)
    assert [d.message for d in diagnostics] == [
        "failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal"
    ]
    assert diagnostics[0].location.line == 2
    assert chlo_ops(module) == ["chlo.broadcast_add"]


# ---------------------------------------------------------------------------
# Constants, infinity tests, conj, square


@pytest.mark.parametrize(
    "value,element", [("1.5 : f32", "f32"), ("-7 : i32", "i32"), ("true", "i1"), ("0x7FF0000000000000 : f64", "f64")]
)
@pytest.mark.parametrize("shape,value_shape", [((2, 3), (2, 3)), ((None, 2), (3, 2)), ((), ()), ((None,), (0,))])
def test_constant_like(value, element, shape, value_shape):
    operand = type_str(shape, "f32")
    result = type_str(shape, element)
    text = f"""func.func @main(%x: {operand}) -> {result} {{
      %0 = "chlo.constant_like"(%x) <{{value = {value}}}> : ({operand}) -> {result}
      func.return %0 : {result}
    }}"""
    check(text, [values(value_shape, "f32", 14)])


def test_constant():
    text = """func.func @main() -> (tensor<2xf32>, tensor<3xi64>) {
      %0 = chlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
      %1 = chlo.constant dense<[1, -2, 9223372036854775807]> : tensor<3xi64>
      func.return %0, %1 : tensor<2xf32>, tensor<3xi64>
    }"""
    check(text, [])


@pytest.mark.parametrize("name", ["is_inf", "is_pos_inf", "is_neg_inf"])
@pytest.mark.parametrize("element", ["f16", "f32", "f64"])
@pytest.mark.parametrize("shape,value_shape", [((14,), (14,)), ((None, 3), (5, 3))])
def test_inf_tests(name, element, shape, value_shape):
    t, r = type_str(shape, element), type_str(shape, "i1")
    text = f"""func.func @main(%x: {t}) -> {r} {{
      %0 = chlo.{name} %x : {t} -> {r}
      func.return %0 : {r}
    }}"""
    with np.errstate(over="ignore"):
        x = np.resize(np.array(FLOAT_EDGES, _DTYPES[element]), value_shape)
    check(text, [x])


@pytest.mark.parametrize("name", ["conj", "square"])
@pytest.mark.parametrize("element", ["f32", "complex<f32>", "f64"])
@pytest.mark.parametrize("shape,value_shape", [((4, 5), (4, 5)), ((None,), (7,)), ((), ())])
def test_conj_and_square(name, element, shape, value_shape):
    t = type_str(shape, element)
    text = f"""func.func @main(%x: {t}) -> {t} {{
      %0 = chlo.{name} %x : {t} -> {t}
      func.return %0 : {t}
    }}"""
    # The complex square's real part is computed in the element type, not in float64: a few ulps.
    rtol = 4e-7 if name == "square" and element == "complex<f32>" else None
    check(text, [values(value_shape, element, 15)], rtol=rtol)


def test_complex_square_of_equal_parts():
    """Where |re| = |im| the real part is +0 (as upstream), though (re - im)(re + im) is -0 for re = -im."""
    text = """func.func @main(%x: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
      %0 = chlo.square %x : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
      func.return %0 : tensor<6xcomplex<f32>>
    }"""
    x = np.array([-1 + 1j, 1 - 1j, 2 + 2j, -3 - 3j, complex(math.inf, math.inf), 0j], np.complex64)
    module, _ = legalize(text)
    (actual,) = run_function(module, "main", [x])
    expected = np.array([complex(0, -2), complex(0, -2), 8j, 18j, complex(math.nan, math.inf), 0j], np.complex64)
    assert_same(actual, expected)


# ---------------------------------------------------------------------------
# top_k


@pytest.mark.parametrize("element", ["f32", "f64", "i32", "ui8", "i1"])
@pytest.mark.parametrize("k", [0, 1, 3, 8])
@pytest.mark.parametrize("shape", [(8,), (3, 8), (2, 2, 8)])
def test_top_k(element, k, shape):
    t = type_str(shape, element)
    values_type, indices_type = type_str((*shape[:-1], k), element), type_str((*shape[:-1], k), "i32")
    text = f"""func.func @main(%x: {t}) -> ({values_type}, {indices_type}) {{
      %v, %i = chlo.top_k(%x, k = {k}) : {t} -> ({values_type}, {indices_type})
      func.return %v, %i : {values_type}, {indices_type}
    }}"""
    x = values(shape, element, 16)
    if _DTYPES[element].kind == "f":
        # Ties, signed zeros, and NaNs of both signs, which TOTALORDER puts first and last.
        x.reshape(-1)[:4] = [np.nan, -np.nan, 0.0, -0.0]
        x.reshape(-1)[-2:] = x.reshape(-1)[4]
    check(text, [x])


def test_top_k_static_operand_dynamic_results():
    text = """func.func @main(%x: tensor<3x8xf32>) -> (tensor<?x2xf32>, tensor<3x?xi32>) {
      %v, %i = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<?x2xf32>, tensor<3x?xi32>)
      func.return %v, %i : tensor<?x2xf32>, tensor<3x?xi32>
    }"""
    check(text, [values((3, 8), "f32", 24)])


@pytest.mark.parametrize("shape,value_shape", [((None, 8), (3, 8)), ((2, None), (2, 5)), ((None,), (4,))])
def test_top_k_dynamic(shape, value_shape):
    k = 3
    t = type_str(shape, "f32")
    values_type, indices_type = type_str((*shape[:-1], k), "f32"), type_str((*shape[:-1], k), "i32")
    text = f"""func.func @main(%x: {t}) -> ({values_type}, {indices_type}) {{
      %v, %i = chlo.top_k(%x, k = {k}) : {t} -> ({values_type}, {indices_type})
      func.return %v, %i : {values_type}, {indices_type}
    }}"""
    module = check(text, [values(value_shape, "f32", 17)])
    assert any(op.name == "mhlo.real_dynamic_slice" for op in module.walk())


# ---------------------------------------------------------------------------
# ragged_dot


RAGGED_CASES = {
    # Ragged non-contracting dimension m: [m, k] x [g, k, n] -> [m, n].
    "rows": (
        (11, 5), (3, 5, 7), (3,), (11, 7),
        "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]",
        [4, 0, 5],
    ),
    # With a batch dimension and the group dimension last in rhs: [b, m, k] x [b, k, n, g] -> [b, m, n].
    "rows_batched": (
        (2, 6, 3), (2, 3, 4, 2), (2,), (2, 6, 4),
        "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [1], rhs_group_dimensions = [3]",
        [2, 3],
    ),
    # Per-batch group sizes, group_sizes [b, g].
    "rows_group_sizes_per_batch": (
        (2, 6, 3), (2, 2, 3, 4), (2, 2), (2, 6, 4),
        "lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], "
        "lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]",
        [[1, 5], [4, 1]],
    ),
    # Ragged contracting dimension k: [m, k] x [k, n] -> [g, m, n].
    "contracting": (
        (3, 10), (10, 4), (3,), (3, 3, 4),
        "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], "
        "lhs_ragged_dimensions = [1]",
        [3, 0, 6],
    ),
    # Per-batch group sizes of the contracting dimension: [b, m, k] x [b, k, n] -> [g, b, m, n].
    "contracting_per_batch": (
        (2, 3, 6), (2, 6, 4), (2, 2), (2, 2, 3, 4),
        "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [2]",
        [[2, 4], [5, 0]],
    ),
    # Ragged batch dimension: [b, m, k] x [b, k, n] -> [b, m, n], a dot_general (batches past the groups too).
    "batch": (
        (5, 2, 3), (5, 3, 2), (2,), (5, 2, 2),
        "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [0]",
        [1, 2],
    ),
    # The second of two batch dimensions is ragged, with group sizes per entry of the first.
    "batch_per_batch": (
        (2, 4, 2, 3), (2, 4, 3, 2), (2, 2), (2, 4, 2, 2),
        "lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], "
        "lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2], "
        "lhs_ragged_dimensions = [1]",
        [[1, 2], [3, 0]],
    ),
    # No groups at all: every entry is 0.
    "rows_no_groups": (
        (3, 2), (0, 2, 4), (0,), (3, 4),
        "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]",
        [],
    ),
    "batch_no_groups": (
        (2, 2, 3), (2, 3, 2), (0,), (2, 2, 2),
        "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
        "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], "
        "lhs_ragged_dimensions = [0]",
        [],
    ),
}


@pytest.mark.parametrize("case", RAGGED_CASES)
@pytest.mark.parametrize("element,group_element", [("f32", "i64"), ("i32", "i32")])
def test_ragged_dot(case, element, group_element):
    lhs, rhs, groups, result, numbers, group_sizes = RAGGED_CASES[case]
    types = [type_str(lhs, element), type_str(rhs, element), type_str(groups, group_element)]
    result_type = type_str(result, element)
    text = f"""func.func @main(%l: {types[0]}, %r: {types[1]}, %g: {types[2]}) -> {result_type} {{
      %0 = "chlo.ragged_dot"(%l, %r, %g) <{{ragged_dot_dimension_numbers = #chlo.ragged_dot<{numbers}>,
          precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]}}>
          : ({", ".join(types)}) -> {result_type}
      func.return %0 : {result_type}
    }}"""
    rng = np.random.default_rng(18)
    dtype = _DTYPES[element]
    inputs = [
        rng.integers(-4, 5, size=lhs).astype(dtype),
        rng.integers(-4, 5, size=rhs).astype(dtype),
        np.array(group_sizes, _DTYPES[group_element]),
    ]
    # The reference zeroes entries past the last group by multiplying by 0, which keeps signs.
    check(text, inputs, rtol=0.0)
    floats = [rng.normal(size=lhs).astype(dtype), rng.normal(size=rhs).astype(dtype), inputs[2]]
    if dtype.kind == "f":
        check(text, floats, rtol=1e-5)


def test_ragged_dot_contraction_without_groups():
    """No groups to contract over: the result is empty (the reference interpreter fails on this case)."""
    text = """func.func @main(%l: tensor<3x2xf32>, %r: tensor<2x4xf32>, %g: tensor<0xi64>) -> tensor<0x3x4xf32> {
      %0 = "chlo.ragged_dot"(%l, %r, %g) <{ragged_dot_dimension_numbers = #chlo.ragged_dot<
          lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1]>}>
          : (tensor<3x2xf32>, tensor<2x4xf32>, tensor<0xi64>) -> tensor<0x3x4xf32>
      func.return %0 : tensor<0x3x4xf32>
    }"""
    module, diagnostics = legalize(text)
    assert not diagnostics and not chlo_ops(module)
    inputs = [values((3, 2), "f32", 26), values((2, 4), "f32", 27), np.zeros(0, np.int64)]
    (result,) = run_function(module, "main", inputs)
    assert result.shape == (0, 3, 4) and result.dtype == np.float32


# ---------------------------------------------------------------------------
# mulhi and scan

# element type: (numpy dtype holding it, smallest value, largest value)
MULHI_ELEMENTS = {
    "i4": (np.int8, -8, 7),
    "ui4": (np.uint8, 0, 15),
    "i8": (np.int8, -(2**7), 2**7 - 1),
    "ui16": (np.uint16, 0, 2**16 - 1),
    "i32": (np.int32, -(2**31), 2**31 - 1),
    "ui32": (np.uint32, 0, 2**32 - 1),
    "i64": (np.int64, -(2**63), 2**63 - 1),
    "ui64": (np.uint64, 0, 2**64 - 1),
}


def mulhi_operands(element: str, size: int, seed: int) -> list[np.ndarray]:
    """Random values of the whole range, the first few pairs the extremes and 0 against each other."""
    dtype, low, high = MULHI_ELEMENTS[element]
    rng = np.random.default_rng(seed)
    operands = [rng.integers(low, high, size=size, endpoint=True, dtype=dtype) for _ in range(2)]
    edges = [(a, b) for a in (low, high, 0) for b in (low, high, 0)]
    operands[0][: len(edges)], operands[1][: len(edges)] = zip(*edges)
    return operands


@pytest.mark.parametrize("shape", [(16,), (None,)], ids=["static", "dynamic"])
@pytest.mark.parametrize("element", MULHI_ELEMENTS)
def test_mulhi(element, shape):
    t = type_str(shape, element)
    text = f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
      %0 = chlo.mulhi %a, %b : {t}, {t} -> {t}
      func.return %0 : {t}
    }}"""
    check(text, mulhi_operands(element, 16, 7))


@pytest.mark.parametrize("length", [0, 1, 4])
@pytest.mark.parametrize("reverse", [False, True])
def test_scan(length, reverse):
    """Two inputs, one output of another shape than theirs, two carries (one of them an integer count)."""
    attributes = " attributes {is_reverse = true}" if reverse else ""
    text = f"""func.func @main(%x: tensor<2x{length}xf32>, %y: tensor<2x{length}x3xf32>, %c: tensor<3xf32>, %n: tensor<i32>)
        -> (tensor<3x{length}xf32>, tensor<3xf32>, tensor<i32>) {{
      %0:3 = chlo.scan(%x, %y) inits(%c, %n) dimension=1{attributes} {{
      ^bb0(%xs: tensor<2xf32>, %ys: tensor<2x3xf32>, %acc: tensor<3xf32>, %count: tensor<i32>):
        %w = stablehlo.dot_general %xs, %ys, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>
        %next = stablehlo.add %acc, %w : tensor<3xf32>
        %one = stablehlo.constant dense<1> : tensor<i32>
        %k = stablehlo.add %count, %one : tensor<i32>
        %scaled = stablehlo.multiply %next, %next : tensor<3xf32>
        stablehlo.return %scaled, %next, %k : tensor<3xf32>, tensor<3xf32>, tensor<i32>
      }} : (tensor<2x{length}xf32>, tensor<2x{length}x3xf32>, tensor<3xf32>, tensor<i32>)
          -> (tensor<3x{length}xf32>, tensor<3xf32>, tensor<i32>)
      func.return %0#0, %0#1, %0#2 : tensor<3x{length}xf32>, tensor<3xf32>, tensor<i32>
    }}"""
    rng = np.random.default_rng(length)
    inputs = [
        rng.normal(size=(2, length)).astype(np.float32),
        rng.normal(size=(2, length, 3)).astype(np.float32),
        rng.normal(size=3).astype(np.float32),
        np.array(5, np.int32),
    ]
    module = check(text, inputs)
    loops = [op for op in module.walk() if op.name == "mhlo.while"]
    assert len(loops) == (1 if length else 0)


# ---------------------------------------------------------------------------
# Rank-specialization helpers


def test_rank_specialization_cluster_is_inlined():
    text = """func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
      %0 = "chlo.rank_specialization_cluster"(%a, %b, %c) ({
      ^bb0(%x: tensor<2x3xf32>, %y: tensor<3xf32>, %z: tensor<f32>):
        %1 = chlo.broadcast_multiply %x, %y : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
        %2 = chlo.broadcast_add %1, %z : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
        "chlo.rank_specialization_cluster_yield"(%2) : (tensor<2x3xf32>) -> ()
      }) : (tensor<2x3xf32>, tensor<3xf32>, tensor<f32>) -> tensor<2x3xf32>
      func.return %0 : tensor<2x3xf32>
    }"""
    check(text, [values((2, 3), "f32", 19), values((3,), "f32", 20), values((), "f32", 21)])


@pytest.mark.parametrize(
    "shapes",
    [[[1, 2, 3, 1, 2, 1], [1, 1, 1, 2, 3]], [[2, 3], [2, 3]], [[4, 1, 5], [4, 6, 5], [1]], [[1, 1], [1]], [[2, 3], [1, 4, 3]]],
    ids=str,
)
def test_minimum_broadcast_shapes(shapes):
    types = [f"tensor<{len(s)}xindex>" for s in shapes]
    names = [f"%s{i}" for i in range(len(shapes))]
    results = ", ".join(["tensor<?xindex>"] * len(shapes))
    text = f"""func.func @main({", ".join(f"{n}: {t}" for n, t in zip(names, types))}) -> ({results}) {{
      %0:{len(shapes)} = chlo.minimum_broadcast_shapes {", ".join(names)} : {", ".join(types)} -> {results}
      func.return {", ".join(f"%0#{i}" for i in range(len(shapes)))} : {results}
    }}"""
    check(text, [np.array(s, np.int64) for s in shapes])


@pytest.mark.parametrize(
    "operand,value_shape,shape,result",
    [
        ("tensor<6xf32>", (6,), [2, -1], "tensor<?x?xf32>"),
        ("tensor<?x4xf32>", (3, 4), [-1, 2, 3], "tensor<?x2x3xf32>"),
        ("tensor<?x?xf32>", (2, 5), [5, 2], "tensor<5x2xf32>"),
        ("tensor<2x3xf32>", (2, 3), [-1], "tensor<?xf32>"),
        ("tensor<?xf32>", (0,), [0, 4], "tensor<?x?xf32>"),
    ],
)
@pytest.mark.parametrize("shape_element", ["i32", "i64"])
def test_dynamic_reshape(operand, value_shape, shape, result, shape_element):
    shape_type = f"tensor<{len(shape)}x{shape_element}>"
    text = f"""func.func @main(%x: {operand}, %s: {shape_type}) -> {result} {{
      %0 = "chlo.dynamic_reshape"(%x, %s) : ({operand}, {shape_type}) -> {result}
      func.return %0 : {result}
    }}"""
    check(text, [values(value_shape, "f32", 22), np.array(shape, _DTYPES[shape_element])])


def test_dynamic_reshape_of_a_constant_shape():
    text = """func.func @main(%x: tensor<?x3xf32>) -> tensor<3x?xf32> {
      %s = mhlo.constant dense<[3, 2]> : tensor<2xi64>
      %0 = "chlo.dynamic_reshape"(%x, %s) : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<3x?xf32>
      func.return %0 : tensor<3x?xf32>
    }"""
    module = check(text, [values((2, 3), "f32", 23)])
    assert not [op for op in module.walk() if op.name == "mhlo.reduce"]


# ---------------------------------------------------------------------------
# What cannot be legalized


@pytest.mark.parametrize(
    "name,body",
    [
        ("broadcast_add", "chlo.broadcast_add %x, %x : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>"),
        ("constant_like", '"chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<*xf32>) -> tensor<*xf32>'),
        ("is_inf", "chlo.is_inf %x : tensor<*xf32> -> tensor<*xi1>"),
        ("top_k", "chlo.top_k(%x, k = 1) : tensor<*xf32> -> (tensor<*xf32>, tensor<*xi32>)"),
        ("square", "chlo.square %x : tensor<*xf32> -> tensor<*xf32>"),
    ],
)
def test_unranked_operands_fail(name, body):
    result = body.rsplit("-> ", 1)[1].strip("()").split(",")[0]
    text = f"""func.func @main(%x: tensor<*xf32>) -> {result} {{
      %0:{2 if name == "top_k" else 1} = {body}
      func.return %0#0 : {result}
    }}"""
    module, diagnostics = legalize(text)
    assert [d.message for d in diagnostics] == [
        f"failed to legalize operation 'chlo.{name}' that was explicitly marked illegal"
    ]
    assert diagnostics[0].location.line == 2


def test_without_expansion_decompositions_fail():
    text = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
      %1 = chlo.next_after %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
      func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
    }"""
    module, diagnostics = legalize(text, expand_compositions=False)
    assert [d.message for d in diagnostics] == [
        "failed to legalize operation 'chlo.square' that was explicitly marked illegal"
    ]
    assert chlo_ops(module) == ["chlo.square", "chlo.next_after"]


@pytest.mark.parametrize("case", [c for c in RAGGED_CASES if "no_groups" not in c])
def test_ragged_dot_keeps_other_groups_infinities_out(case):
    """Infinities in every operand: each group's products take nothing of the other groups' ranges (the
    interpreter's per-group selection), where masking by 0/1 multiplication gave NaN (0 * inf)."""
    lhs, rhs, groups, result, numbers, group_sizes = RAGGED_CASES[case]
    types = [type_str(lhs, "f32"), type_str(rhs, "f32"), type_str(groups, "i64")]
    result_type = type_str(result, "f32")
    text = f"""func.func @main(%l: {types[0]}, %r: {types[1]}, %g: {types[2]}) -> {result_type} {{
      %0 = "chlo.ragged_dot"(%l, %r, %g) <{{ragged_dot_dimension_numbers = #chlo.ragged_dot<{numbers}>}}>
        : ({", ".join(types)}) -> {result_type}
      return %0 : {result_type}
    }}"""
    lhs_value, rhs_value = values(lhs, "f32", 1), values(rhs, "f32", 2)
    lhs_value.flat[:: max(1, lhs_value.size // 3)] = np.inf
    rhs_value.flat[1 :: max(1, rhs_value.size // 3)] = -np.inf
    inputs = [lhs_value, rhs_value, np.array(group_sizes, np.int64)]
    expected = interpret(text, inputs)[0]
    assert np.isfinite(expected).any() and np.isinf(expected).any()
    check(text, inputs, rtol=1e-5)
