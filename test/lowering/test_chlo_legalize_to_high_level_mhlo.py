"""chlo-legalize-to-high-level-mhlo keeps what programs compute: the chlo program, interpreted, and its mhlo
form after the pass, compiled for the CPU, agree (edge values exactly, others within a few ulps). And
chlo.ragged_dot's mhlo form is upstream's."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hlo_testing import interpret
from test_mhlo_to_linalg_special_math import _assert_close
from xdsl.dialects.builtin import ArrayAttr

from aiopt.dialects import mhlo
from aiopt.lowering.chlo_legalize_to_high_level_mhlo import ChloLegalizeToHighLevelMhloPass
from aiopt.runtime.compiler import compile_entries
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()
N = 64
EDGES = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, math.inf, -math.inf, math.nan, 1e30, 1000.0, 1e-30]
UNARY = ["erf", "acos", "acosh", "atanh", "cosh"]
RTOL = {"f32": 2e-6, "f64": 5e-15}
"""As in test_mhlo_to_linalg_special_math.py: the bound of upstream's cosh algorithm."""


def _program(element: str) -> str:
    t = f"tensor<{N}x{element}>"
    k = f"tensor<{N // 8}x8x{element}>"
    top = f"tensor<{N // 8}x3x{element}>"
    ops = "\n".join(f"  %{op} = chlo.{op} %x : {t} -> {t}" for op in UNARY)
    results = ", ".join(f"%{op}" for op in UNARY)
    return f"""
func.func @main_{element}(%x: {t}, %y: {k}) -> ({", ".join([t] * len(UNARY))}, {top}, tensor<{N // 8}x3xi32>) {{
{ops}
  %v, %i = chlo.top_k(%y, k = 3) : {k} -> ({top}, tensor<{N // 8}x3xi32>)
  func.return {results}, %v, %i : {", ".join([t] * len(UNARY))}, {top}, tensor<{N // 8}x3xi32>
}}"""


PROGRAM = "\n".join(_program(element) for element in RTOL)


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """PROGRAM after chlo-legalize-to-high-level-mhlo with every option on, compiled."""
    module = parse_module(CONTEXT, PROGRAM, "high_level.mlir")
    ChloLegalizeToHighLevelMhloPass(enable_acosh=True, enable_acos=True, enable_atanh=True, enable_cosh=True).apply(
        CONTEXT, module
    )
    verify_operation(module)
    assert not [op.name for op in module.walk() if op.name.startswith("chlo.")]
    entries = [f"main_{element}" for element in RTOL]
    return compile_entries(str(module), entries, cache_dir=tmp_path_factory.mktemp("high_level"))


@pytest.mark.parametrize("element", RTOL)
def test_chlo_high_level_compiled_matches_chlo_interpreted(compiled, element):
    dtype = np.float32 if element == "f32" else np.float64
    rng = np.random.default_rng(5)
    x = np.concatenate([EDGES, rng.uniform(-1.5, 1.5, N)])[:N].astype(dtype)
    y = rng.permutation(np.concatenate([rng.normal(size=N - 3), [1.0, 1.0, -0.0]])).astype(dtype).reshape(N // 8, 8)
    expected = interpret(PROGRAM, [x, y], f"main_{element}")
    got = compiled[f"main_{element}"](x, y)
    for g, e in zip(got[: len(UNARY)], expected[: len(UNARY)], strict=True):
        _assert_close(g, e, RTOL[element])
    for g, e in zip(got[len(UNARY) :], expected[len(UNARY) :], strict=True):
        np.testing.assert_array_equal(g, e)


RAGGED_DOT = """
func.func @main(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]>,
    mhlo.frontend_attributes = {foo = "bar"}, mhlo.sharding = "{replicated}"
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}"""


def test_chlo_ragged_dot_becomes_mhlo_ragged_dot():
    """Upstream's conversion: precision_config = [] when the chlo op has none; mhlo.frontend_attributes alone kept."""
    module = parse_module(CONTEXT, RAGGED_DOT, "ragged_dot.mlir")
    ChloLegalizeToHighLevelMhloPass().apply(CONTEXT, module)
    verify_operation(module)
    (op,) = [op for op in module.walk() if op.name == "mhlo.ragged_dot"]
    assert op.precision_config == ArrayAttr([])
    assert list(op.attributes) == ["mhlo.frontend_attributes"]
    numbers = op.ragged_dot_dimension_numbers.data
    assert (numbers.lhs_ragged_dimensions, numbers.rhs_group_dimensions) == ((0,), (0,))
    assert numbers.dot == mhlo.ATTRS.struct("dot", lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[1])
