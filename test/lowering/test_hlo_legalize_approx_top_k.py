"""`custom_call @ApproxTopK` (jax.lax.approx_max_k / approx_min_k): the reference semantics against numpy, the
sort + slice (or reduce) of `hlo-legalize-approx-top-k` against the reference, and compiled code (the default CPU
pipeline) against the reference.

XLA computes the call exactly: the inputs sorted together by the comparator and the first k (stably here: the
earlier of equal keys first), and for k = 1 a reduce whose body keeps the accumulator where the comparator of
(accumulator, element) holds, so that the later of equal keys, and an element after a NaN, wins. The numpy
oracles below say so independently of the IR. With NaNs a comparator of floats is no strict weak order and the
order a sort makes is implementation-defined: for k > 1 only the values' agreement with their indices is checked.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.lowering.hlo_legalize_approx_top_k import HloLegalizeApproxTopKPass
from aiopt.reference.hlo.approx_top_k import reduction_output_size
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import CompileError, compile_entries
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

DTYPES = {"f32": np.float32, "bf16": np.float32, "i32": np.int32}
"""How the interpreter and compiled code hold each element type (bf16 as float32 values)."""


def ttype(shape, element: str) -> str:
    return f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{element}>"


def case_text(
    name: str,
    shape,
    dimension: int,
    k: int,
    largest: bool = True,
    element: str = "f32",
    inputs: int = 2,
    aggregate: bool = True,
) -> str:
    """`@name(%x [, %y]) -> results`: jax's approx_max_k/approx_min_k (values, an iota of indices; with 3 inputs
    also a second key `%y`, the comparator ordering by x only)."""
    rank = len(shape)
    size = reduction_output_size(shape[dimension], rank, k, 0.95, aggregate, -1)[0]
    out_shape = [size if d == dimension else s for d, s in enumerate(shape)]
    x, iota = ttype(shape, element), ttype(shape, "i32")
    scalar = f"tensor<{element}>"
    direction = "GT" if largest else "LT"
    inits = {("f32", True): "0xFF800000", ("f32", False): "0x7F800000", ("bf16", True): "0xFF80",
             ("bf16", False): "0x7F80", ("i32", True): "-2147483648", ("i32", False): "2147483647"}  # fmt: skip
    init = inits[element, largest]
    operands = ["%x", "%iota"][:inputs] if inputs < 3 else ["%x", "%y", "%iota"]
    types = [x, iota][:inputs] if inputs < 3 else [x, x, iota]
    inits = ["%init", "%minus_one"][:inputs] if inputs < 3 else ["%init", "%init", "%minus_one"]
    init_types = [scalar, "tensor<i32>"][:inputs] if inputs < 3 else [scalar, scalar, "tensor<i32>"]
    results = [ttype(out_shape, element), ttype(out_shape, "i32")][:inputs]
    if inputs == 3:
        results = [ttype(out_shape, element), ttype(out_shape, element), ttype(out_shape, "i32")]
    comparator_args = ", ".join(f"%{side}{i}: {t}" for i, t in enumerate(init_types) for side in ("l", "r"))
    arguments = ", ".join(f"{v}: {t}" for v, t in zip(["%x", "%y"][: 1 + (inputs == 3)], [x, x]))
    config = (
        f"aggregate_to_topk = {str(aggregate).lower()}, is_fallback = true, recall_target = 0.949999988 : f32, "
        f"reduction_dim = {dimension} : i64, reduction_input_size_override = -1 : i64, top_k = {k} : i64"
    )
    many = len(results) > 1
    lhs = f"%r:{len(results)}" if many else "%r"
    returned = ", ".join(f"%r#{i}" for i in range(len(results))) if many else "%r"
    return f"""
func.func private @{name}_cmp({comparator_args}) -> tensor<i1> {{
  %0 = stablehlo.compare {direction}, %l0, %r0 : ({scalar}, {scalar}) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}}
func.func @{name}({arguments}) -> ({", ".join(results)}) {{
  %iota = stablehlo.iota dim = {dimension} : {iota}
  %init = stablehlo.constant dense<{init}> : {scalar}
  %minus_one = stablehlo.constant dense<-1> : tensor<i32>
  {lhs} = stablehlo.custom_call @ApproxTopK({", ".join(operands + inits)}) {{called_computations = [@{name}_cmp], mhlo.backend_config = {{{config}}}}} : ({", ".join(types + init_types)}) -> ({", ".join(results)})
  return {returned} : {", ".join(results)}
}}
"""  # noqa: E501


def oracle(x: np.ndarray, dimension: int, k: int, largest: bool) -> tuple[np.ndarray, np.ndarray]:
    """numpy's answer for NaN-free `x`: a stable sort (the earlier of equals first) and the first k; for k = 1 the
    last of the extreme values (XLA's reduce)."""
    moved = np.moveaxis(x, dimension, -1)
    if k == 1:
        extreme = moved.max(-1, keepdims=True) if largest else moved.min(-1, keepdims=True)
        n = moved.shape[-1]
        index = n - 1 - np.argmax(np.flip(moved == extreme, -1), axis=-1)[..., None]
    else:
        keys = -moved.astype(np.float64) if largest else moved
        index = np.argsort(keys, axis=-1, kind="stable")[..., :k]
    values = np.take_along_axis(moved, index, -1)
    return np.moveaxis(values, -1, dimension), np.moveaxis(index.astype(np.int32), -1, dimension)


def fold_oracle(x: np.ndarray, largest: bool) -> tuple[float, int]:
    """k = 1 of a row with NaNs: `acc if cmp(acc, e) else e` from (-inf, -1) or (+inf, -1), in index order."""
    value, index = (-np.inf if largest else np.inf), -1
    for i, e in enumerate(x):
        keeps = value > e if largest else value < e
        if not keeps:
            value, index = e, i
    return value, index


CASES = {
    # name: (shape, dimension, k, largest, element, inputs, aggregate)
    "max_last": ((4, 37), 1, 5, True, "f32", 2, True),
    "min_last": ((4, 37), 1, 3, False, "f32", 2, True),
    "max_first": ((9, 3), 0, 4, True, "f32", 2, True),
    "min_k1_first": ((9, 3), 0, 1, False, "f32", 2, True),
    "max_k1_last": ((3, 20), 1, 1, True, "f32", 2, True),
    "max_kn": ((2, 6), 1, 6, True, "f32", 2, True),
    "min_whole": ((6, 2), 0, 2, False, "f32", 2, False),
    "max_middle": ((2, 7, 3), 1, 2, True, "f32", 2, True),
    "max_rank1": ((50,), 0, 3, True, "f32", 2, True),
    "max_bf16": ((3, 64), 1, 4, True, "bf16", 2, True),
    "max_int_ties": ((3, 16), 1, 5, True, "i32", 2, True),
    "min_int_ties_k1": ((3, 16), 1, 1, False, "i32", 2, True),
    "values_only": ((5, 12), 1, 3, True, "f32", 1, True),
    "three_inputs": ((4, 10), 1, 3, False, "f32", 3, True),
}

NAN_CASES = {
    "nan_max_k1": ((6, 12), 1, 1, True, "f32", 2, True),
    "nan_min_k1": ((6, 12), 1, 1, False, "f32", 2, True),
    "nan_max_k3": ((6, 12), 1, 3, True, "f32", 2, True),
    "nan_min_kn": ((6, 12), 1, 12, False, "f32", 2, True),
}

TEXT = "module {" + "".join(case_text(name, *spec) for name, spec in {**CASES, **NAN_CASES}.items()) + "}\n"


def arguments(name: str) -> list[np.ndarray]:
    shape, _, _, _, element, inputs, _ = {**CASES, **NAN_CASES}[name]
    rng = np.random.default_rng(sum(map(ord, name)))
    if element == "i32":
        x = rng.integers(-3, 4, shape).astype(np.int32)  # many ties
    else:
        x = rng.standard_normal(shape).astype(np.float32)
        if element == "bf16":
            x = (x.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)  # bf16 values
    if name in NAN_CASES:
        x[rng.random(shape) < 0.3] = np.nan
        x[0, :4] = [np.nan, 1.0, np.nan, -0.0]
        x[1, :] = np.nan
    ys = [rng.standard_normal(shape).astype(np.float32)] if inputs == 3 else []
    return [x, *ys]


@pytest.fixture(scope="module")
def modules():
    module = parse_module(CONTEXT, TEXT, "approx_top_k.mlir")
    verify_operation(module)
    legalized = module.clone()
    HloLegalizeApproxTopKPass().apply(CONTEXT, legalized)
    verify_operation(legalized)
    return module, parse_module(CONTEXT, str(legalized), "legalized.mlir")


@pytest.fixture(scope="module")
def compiled():
    return compile_entries(TEXT, list({**CASES, **NAN_CASES}), filename="approx_top_k.mlir")


def test_legalized_has_no_custom_call_nor_comparator(modules) -> None:
    _, legalized = modules
    names = [op.name for op in legalized.walk()]
    assert "stablehlo.custom_call" not in names and "stablehlo.sort" in names and "stablehlo.reduce" in names
    assert not [n for n in re.findall(r"func\.func (?:private )?@(\w+)", str(legalized)) if n.endswith("_cmp")]


@pytest.mark.parametrize("name", CASES)
def test_reference_matches_numpy(name: str, modules) -> None:
    module, _ = modules
    shape, dimension, k, largest, element, inputs, aggregate = CASES[name]
    args = arguments(name)
    results = run_function(module, name, [a.copy() for a in args])
    size = k if aggregate else shape[dimension]
    values, indices = oracle(args[0], dimension, size, largest)
    np.testing.assert_array_equal(results[0], values)
    if inputs > 1:
        np.testing.assert_array_equal(results[-1], indices)
    if inputs == 3:  # the second input travels with the indices
        np.testing.assert_array_equal(results[1], np.take_along_axis(args[1], indices, dimension))


@pytest.mark.parametrize("name", NAN_CASES)
def test_reference_with_nans(name: str, modules) -> None:
    module, _ = modules
    _, dimension, k, largest, _, _, _ = NAN_CASES[name]
    (x,) = arguments(name)
    values, indices = run_function(module, name, [x.copy()])
    # The values are the inputs at the indices, whatever the order.
    np.testing.assert_array_equal(values, np.take_along_axis(x, indices, dimension))
    assert all(len(set(row)) == len(row) for row in indices.reshape(-1, indices.shape[-1]))
    if k == 1:
        for row, value, index in zip(x, values[:, 0], indices[:, 0]):
            expected = fold_oracle(row, largest)
            np.testing.assert_array_equal([value, index], expected)
    # The row of NaNs: the last NaN for k = 1 (each NaN replaces the one before), else NaNs.
    if k == 1:
        assert indices[1, 0] == x.shape[1] - 1


@pytest.mark.parametrize("name", [*CASES, *NAN_CASES])
def test_legalized_matches_reference(name: str, modules) -> None:
    module, legalized = modules
    args = arguments(name)
    for actual, expected in zip(
        run_function(legalized, name, [a.copy() for a in args]), run_function(module, name, [a.copy() for a in args])
    ):
        np.testing.assert_array_equal(actual, expected)


@pytest.mark.parametrize("name", [*CASES, *NAN_CASES])
def test_compiled_matches_reference(name: str, modules, compiled) -> None:
    module, _ = modules
    args = arguments(name)
    actual = compiled[name].call(*[a.copy() for a in args])
    expected = run_function(module, name, [a.copy() for a in args])
    assert len(actual) == len(expected)
    k = {**CASES, **NAN_CASES}[name][2]
    if name in NAN_CASES and k > 1:
        # No strict weak order: the sort's order is implementation-defined; values still go with their indices.
        values, indices = (np.asarray(a) for a in actual)
        np.testing.assert_array_equal(values, np.take_along_axis(args[0], indices, -1))
        return
    for a, e in zip(actual, expected):
        np.testing.assert_array_equal(np.asarray(a), np.asarray(e))


BAD = """func.func private @cmp(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @main(%x: tensor<2x8xf32>, %iota: tensor<2x8xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i32}} : (tensor<2x8xf32>, tensor<2x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
"""  # noqa: E501
"""top_k of type i32: XLA's translation rejects it."""

BAD_MESSAGE = "'stablehlo.custom_call' op top_k attribute in backend_config must be of i64 type"


def test_a_bad_config_is_a_located_error_of_the_interpreter() -> None:
    with pytest.raises(DiagnosticError, match=re.escape(BAD_MESSAGE)) as raised:
        interpret(BAD, [np.zeros((2, 8), np.float32), np.zeros((2, 8), np.int32)])
    assert raised.value.to_diagnostic().location is not None


def test_a_bad_config_is_a_located_compile_error() -> None:
    with pytest.raises(CompileError, match=r"bad\.mlir:8:10: error: " + re.escape(BAD_MESSAGE)):
        compile_entries(BAD, ["main"], filename="bad.mlir")


@pytest.mark.parametrize(
    ("size", "rank", "k", "recall", "aggregate", "override", "expected"),
    [
        (100, 2, 5, 0.95, True, -1, (5, -1)),  # at most the TPU's tiling: exact
        (100, 2, 500, 0.95, True, -1, (100, -1)),  # aggregated to at most the size
        (1000, 2, 5, 0.95, False, -1, (256, 2)),  # 78 windows -> 128, 1000 / 128 -> 2^2 reduction of 8 tiles
        (1000, 2, 5, 0.95, True, -1, (5, -1)),
        (1000, 2, 1, 0.95, False, -1, (128, 3)),  # k = 1: reduce to one tile
        (1000, 2, 5, 1.0, False, -1, (1000, 0)),  # recall 1: no reduction
        (2000, 1, 5, 0.95, False, -1, (2000, 0)),  # rank 1: tiles of 1024
        (1000, 2, 5, 0.95, False, 4096, (128, 3)),  # the override's 5 reductions, at most log2_ceil(1000 // 128)
    ],
)
def test_reduction_output_size_is_xlas(size, rank, k, recall, aggregate, override, expected) -> None:
    assert reduction_output_size(size, rank, k, recall, aggregate, override) == expected
