"""`--canonicalize` keeps what selects compute: selects by `a == b` / `a != b` of `a` and `b`, by
constant tensor conditions, of the constants 1 and 0 (extensions), nested selects by one condition and
selects by negated conditions give the reference interpreter's answers on the original program, for
both conditions and equal and unequal operands (transforms/canonicalize_arith.py, FoldSelect,
SelectToExtUI, RedundantSelect, SelectNotCond).
"""

from __future__ import annotations

import itertools

import numpy as np

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()

PROGRAM = """
func.func @f(%p: i1, %a: i64, %b: i64, %c: i64) -> (i64, i64, tensor<3xi32>, i64, i64, i64, i64, i64) {
  %eq = arith.cmpi eq, %a, %b : i64
  %0 = arith.select %eq, %a, %b : i64
  %ne = arith.cmpi ne, %b, %a : i64
  %1 = arith.select %ne, %a, %b : i64
  %m = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %y = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
  %2 = arith.select %m, %x, %y : tensor<3xi1>, tensor<3xi32>
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %3 = arith.select %p, %one, %zero : i64
  %4 = arith.select %p, %zero, %one : i64
  %s = arith.select %p, %a, %b : i64
  %5 = arith.select %p, %s, %c : i64
  %6 = arith.select %p, %c, %s : i64
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %7 = arith.select %np, %a, %b : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, tensor<3xi32>, i64, i64, i64, i64, i64
}
"""


def test_canonicalize_keeps_selects() -> None:
    original = parse_module(CONTEXT, PROGRAM, "select.mlir")
    verify_operation(original)
    folded = original.clone()
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, folded)
    verify_operation(folded)
    text = str(folded)
    # The patterns fired (the test would not exercise them otherwise).
    assert "arith.cmpi" not in text and "arith.extui" in text and text.count("arith.select") == 3
    folded = parse_module(CONTEXT, text, "select.mlir")
    for p, (a, b), c in itertools.product([0, 1], [(3, 3), (3, -7), (-7, 3)], [11]):
        args = [np.bool_(p), np.int64(a), np.int64(b), np.int64(c)]
        expected = run_function(original, "f", args)
        actual = run_function(folded, "f", args)
        for got, want in zip(actual, expected, strict=True):
            np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
