"""`--canonicalize` keeps what affine code computes: random chains of affine.apply, affine.min/max and
affine.load/store (floordiv, ceildiv and mod by constants, constant and loaded symbols, loops with
constant bounds whose ranges the simplification uses) give the same buffers in the reference
interpreter with and without canonicalization (transforms/canonicalize_affine.py, support/affine_simplify.py).
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
ROWS = 6


def _expr(rng: random.Random, depth: int) -> str:
    """A random affine expression over d0, d1, s0, s1 (divisions by positive constants only)."""
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(["d0", "d1", "s0", "s1", str(rng.randint(-9, 9))])
    kind = rng.choice(["+", "+", "-", "*", "floordiv", "ceildiv", "mod"])
    lhs = _expr(rng, depth - 1)
    if kind in "+-":
        return f"({lhs} {kind} {_expr(rng, depth - 1)})"
    if kind == "*":
        return f"({lhs} * {rng.randint(-3, 4)})"
    return f"({lhs} {kind} {rng.choice([1, 2, 3, 4, 6, 8, 16])})"


def _map(rng: random.Random, results: int = 1) -> str:
    return f"affine_map<(d0, d1)[s0, s1] -> ({', '.join(_expr(rng, 3) for _ in range(results))})>"


def _kernel(seed: int) -> str:
    rng = random.Random(seed)
    lower = rng.randint(-6, 3)
    upper = lower + rng.randint(1, 14)
    step = rng.randint(1, 3)
    inner = rng.randint(1, 4)
    shift = f"+ {-lower * 4}" if lower <= 0 else f"- {lower * 4}"  # (%i - lower) * 4 + %j indexes the row
    lines = [
        "func.func @kernel(%out: memref<6x64xi32>, %sym: memref<1xi32>) {",
        f"  %c{seed % 7} = arith.constant {seed % 7} : index",
        "  %zero = arith.constant 0 : index",
        "  %t = memref.load %sym[%zero] : memref<1xi32>",
        "  %s = arith.index_cast %t : i32 to index",
        f"  affine.for %i = {lower} to {upper} step {step} {{",
        f"    affine.for %j = 0 to {inner} {{",
        f"      %a0 = affine.apply {_map(rng)}(%i, %j)[%s, %c{seed % 7}]",
        f"      %a1 = affine.apply {_map(rng)}(%a0, %i)[%s, %a0]",
        f"      %a2 = affine.apply {_map(rng)}(%j, %a1)[%c{seed % 7}, %s]",
        f"      %m0 = affine.min {_map(rng, 3)}(%a1, %j)[%s, %a2]",
        f"      %m1 = affine.max {_map(rng, 2)}(%i, %m0)[%a0, %c{seed % 7}]",
    ]
    for row, value in enumerate(["%a0", "%a1", "%a2", "%m0", "%m1"]):
        lines += [
            f"      %v{row} = arith.index_cast {value} : index to i32",
            f"      affine.store %v{row}, %out[{row}, %i * 4 + %j {shift}] : memref<6x64xi32>",
        ]
    # An index computed by affine.apply: a load and a store through a composed map.
    lines += [
        f"      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 {shift})>(%i, %j)",
        "      %x = affine.load %out[0, %k] : memref<6x64xi32>",
        "      affine.store %x, %out[5, %k] : memref<6x64xi32>",
        "    }",
        "  }",
        "  return",
        "}",
    ]
    return "\n".join(lines) + "\n"


def _run(text: str, passes: tuple[str, ...], symbol: int) -> tuple[str, np.ndarray]:
    module = parse_module(CONTEXT, text, "kernel.mlir")
    verify_operation(module)
    for name in passes:
        REGISTRY.pass_class(name)().apply(CONTEXT, module)
        verify_operation(module)
    printed = str(module)
    buffers = [np.zeros((ROWS, 64), np.int32), np.array([symbol], np.int32)]
    run_function(parse_module(CONTEXT, printed, "lowered.mlir"), "kernel", buffers)
    return printed, buffers[0]


@pytest.mark.parametrize("seed", range(24))
def test_canonicalize_keeps_affine_results(seed: int) -> None:
    text = _kernel(seed)
    symbol = random.Random(-seed).randint(-20, 20)
    _, expected = _run(text, ("lower-affine",), symbol)
    canonical, _ = _run(text, ("canonicalize",), symbol)
    # The chain of affine.apply ops is composed away (the test would not exercise the patterns otherwise).
    assert canonical.count("affine.apply") < text.count("affine.apply")
    _, actual = _run(canonical, ("lower-affine",), symbol)
    np.testing.assert_array_equal(actual, expected)
