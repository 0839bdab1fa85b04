"""Semi-affine maps compute the same in every road: random chains of affine.apply, affine.min and
affine.max whose maps multiply by symbols and divide by a positive symbol (`d0 * s0`, `d1 floordiv s1`,
`(d0 + 3) mod s1`, `s0 ceildiv s1`, `(d0 * s1) floordiv s1`) give the same buffers when the reference interpreter runs the affine
ops, when it runs what `lower-affine` makes of them, and when it runs them after `--canonicalize`
(support/affine_parsing.py, support/affine_simplify.py, lowering/affine_to_standard.py).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
ROWS = 4


def _expr(rng: random.Random, depth: int) -> str:
    """A random semi-affine expression over d0, d1, s0 (any sign) and s1 (positive)."""
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(["d0", "d1", "s0", "s1", str(rng.randint(-9, 9))])
    kind = rng.choice(["+", "-", "*", "*s", "floordiv", "ceildiv", "mod", "multiple", "peeled"])
    lhs = _expr(rng, depth - 1)
    if kind == "multiple":  # a multiple of s1 divided by it (simplify_semi_affine divides it out)
        return f"(({lhs}) * s1 {rng.choice(['floordiv', 'ceildiv', 'mod'])} s1)"
    if kind == "peeled":  # (x - x mod s1) mod s1, as loop peeling leaves it: 0
        return f"(({lhs} - ({lhs}) mod s1) mod s1)"
    if kind in "+-":
        return f"({lhs} {kind} {_expr(rng, depth - 1)})"
    if kind == "*":
        return f"({lhs} * {rng.randint(-3, 4)})"
    if kind == "*s":
        return f"({lhs} * {rng.choice(['s0', 's1', '(s0 + s1)', '(s1 * 2)'])})"
    return f"({lhs} {kind} {rng.choice(['s1', 's1', '2', '(s1 * 3)'])})"


def _map(rng: random.Random, results: int = 1) -> str:
    return f"affine_map<(d0, d1)[s0, s1] -> ({', '.join(_expr(rng, 3) for _ in range(results))})>"


def _kernel(seed: int) -> str:
    rng = random.Random(seed)
    lines = [
        "func.func @kernel(%out: memref<4x16xi32>, %sym: memref<2xi32>) {",
        "  %zero = arith.constant 0 : index",
        "  %one = arith.constant 1 : index",
        "  %t0 = memref.load %sym[%zero] : memref<2xi32>",
        "  %t1 = memref.load %sym[%one] : memref<2xi32>",
        "  %s = arith.index_cast %t0 : i32 to index",
        "  %p = arith.index_cast %t1 : i32 to index",
        "  affine.for %i = -4 to 4 {",
        "    affine.for %j = 0 to 2 {",
        f"      %a0 = affine.apply {_map(rng)}(%i, %j)[%s, %p]",
        f"      %a1 = affine.apply {_map(rng)}(%a0, %i)[%s, %p]",
        f"      %m0 = affine.min {_map(rng, 2)}(%a1, %j)[%a0, %p]",
        f"      %m1 = affine.max {_map(rng, 2)}(%i, %m0)[%s, %p]",
    ]
    for row, value in enumerate(["%a0", "%a1", "%m0", "%m1"]):
        lines += [
            f"      %v{row} = arith.index_cast {value} : index to i32",
            f"      affine.store %v{row}, %out[{row}, %i * 2 + %j + 8] : memref<4x16xi32>",
        ]
    lines += ["    }", "  }", "  return", "}"]
    return "\n".join(lines) + "\n"


def _run(text: str, passes: tuple[str, ...], symbols: tuple[int, int]) -> tuple[str, np.ndarray]:
    module = parse_module(CONTEXT, text, "kernel.mlir")
    verify_operation(module)
    for name in passes:
        REGISTRY.pass_class(name)().apply(CONTEXT, module)
        verify_operation(module)
    printed = str(module)
    buffers = [np.zeros((ROWS, 16), np.int32), np.array(symbols, np.int32)]
    run_function(parse_module(CONTEXT, printed, "run.mlir"), "kernel", buffers)
    return printed, buffers[0]


@pytest.mark.parametrize("seed", range(16))
def test_semi_affine_maps_agree(seed: int) -> None:
    text = _kernel(seed)
    rng = random.Random(-seed)
    symbols = (rng.randint(-7, 7), rng.randint(1, 5))  # s1 divides: positive, as upstream's folders assume
    _, expected = _run(text, (), symbols)
    lowered, actual = _run(text, ("lower-affine",), symbols)
    assert "affine." not in lowered
    np.testing.assert_array_equal(actual, expected)
    canonical, _ = _run(text, ("canonicalize",), symbols)
    _, actual = _run(canonical, ("lower-affine",), symbols)
    np.testing.assert_array_equal(actual, expected)


IF_KERNEL = """
func.func @kernel(%out: memref<4x16xi32>, %sym: memref<2xi32>) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %t0 = memref.load %sym[%zero] : memref<2xi32>
  %t1 = memref.load %sym[%one] : memref<2xi32>
  %s = arith.index_cast %t0 : i32 to index
  %p = arith.index_cast %t1 : i32 to index
  %c1 = arith.constant 1 : i32
  affine.for %i = -8 to 8 {
    affine.if affine_set<(d0)[s0, s1] : (d0 <= s0)>(%i)[%s, %p] {
      affine.store %c1, %out[0, %i + 8] : memref<4x16xi32>
    }
    affine.if affine_set<(d0)[s0, s1] : (d0 * s1 >= s0, d0 mod s1 == 0)>(%i)[%s, %p] {
      affine.store %c1, %out[1, %i + 8] : memref<4x16xi32>
    }
    affine.if affine_set<(d0)[s0, s1] : (s0 - 1 <= d0 floordiv s1)>(%i)[%s, %p] {
      affine.store %c1, %out[2, %i + 8] : memref<4x16xi32>
    }
  }
  return
}
"""


@pytest.mark.parametrize("symbols", [(-3, 2), (0, 1), (4, 3), (7, 5)])
def test_semi_affine_sets_agree(symbols: tuple[int, int]) -> None:
    """`<=` constraints (kept as `b - a >= 0`) and semi-affine ones hold for the same points in the interpreter
    and after lower-affine, and the interpreter's points are the ones the constraints say."""
    _, expected = _run(IF_KERNEL, (), symbols)
    _, actual = _run(IF_KERNEL, ("lower-affine",), symbols)
    np.testing.assert_array_equal(actual, expected)
    s0, s1 = symbols
    points = range(-8, 8)
    assert [i for i in points if expected[0, i + 8]] == [i for i in points if i <= s0]
    assert [i for i in points if expected[1, i + 8]] == [i for i in points if i * s1 >= s0 and i % s1 == 0]
    assert [i for i in points if expected[2, i + 8]] == [i for i in points if s0 - 1 <= i // s1]
