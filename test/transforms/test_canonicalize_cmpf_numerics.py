"""`--canonicalize` keeps what a float comparison of a converted integer computes: for every predicate,
signed and unsigned conversions of i8 and i32, and constants inside, outside and between the integer's
values (fractional, negative, huge, infinite), the canonicalized comparison (an integer one, or a
constant) gives the reference interpreter's answer on the original, for every i8 value and a sample of
i32 values (transforms/canonicalize_arith.py, CmpFIntToFPConst).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
PREDICATES = ["oeq", "ogt", "oge", "olt", "ole", "one", "une", "uno"]
CONSTANTS = ["0.0", "-0.0", "4.0", "4.4", "-4.4", "-128.0", "127.5", "255.0", "256.5", "1.0e10", "-1.0e10",
             "0x7F800000", "0xFF800000"]  # fmt: skip


def _scalar_program(conversion: str, width: int) -> str:
    """A function of one integer returning every predicate against every constant, as scalars."""
    lines = [f"func.func @f(%x: i{width}) -> ({', '.join(['i1'] * len(PREDICATES) * len(CONSTANTS))}) {{"]
    lines.append(f"  %f = arith.{conversion} %x : i{width} to f32")
    results = []
    for k, constant in enumerate(CONSTANTS):
        lines.append(f"  %c{k} = arith.constant {constant} : f32")
        for predicate in PREDICATES:
            results.append(f"%r{len(results)}")
            lines.append(f"  {results[-1]} = arith.cmpf {predicate}, %f, %c{k} : f32")
    lines += [f"  return {', '.join(results)} : {', '.join(['i1'] * len(results))}", "}"]
    return "\n".join(lines) + "\n"


def _values(width: int) -> list[int]:
    if width == 8:
        return list(range(-128, 128))
    rng = np.random.default_rng(width)
    edges = [0, 1, -1, 4, -4, 5, -5, 127, 255, 256, 2**31 - 1, -(2**31)]
    return edges + [int(v) for v in rng.integers(-(2**31), 2**31, 40)]


@pytest.mark.parametrize(("conversion", "width"), [("sitofp", 8), ("uitofp", 8), ("sitofp", 32), ("uitofp", 32)])
def test_canonicalize_keeps_comparisons(conversion: str, width: int) -> None:
    text = _scalar_program(conversion, width)
    original = parse_module(CONTEXT, text, "cmpf.mlir")
    verify_operation(original)
    folded = original.clone()
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, folded)
    verify_operation(folded)
    # The comparisons became integer comparisons or constants (the test would not exercise the pattern otherwise).
    assert "arith.cmpf" not in str(folded)
    folded = parse_module(CONTEXT, str(folded), "cmpf.mlir")
    for value in _values(width):
        expected = [bool(np.asarray(r)) for r in run_function(original, "f", [value])]
        actual = [bool(np.asarray(r)) for r in run_function(folded, "f", [value])]
        assert actual == expected, (conversion, width, value)
