"""sccp through the region control flow of HLO ops (stablehlo/mhlo if, case, while) keeps what a program
computes: each program is interpreted before and after the pass, on the same inputs, and the pass must have
found the constants the test names."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.tools.lit_conformance import run_ai_opt

STABLEHLO = """
func.func @main(%x: tensor<3xf32>, %n: tensor<i32>, %p: tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %two = stablehlo.constant dense<2.0> : tensor<3xf32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %r:3 = stablehlo.while(%i = %zero, %k = %five, %v = %x) : tensor<i32>, tensor<i32>, tensor<3xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %k2 = stablehlo.multiply %k, %one : tensor<i32>
    %w = "stablehlo.if"(%t) ({
      %m = stablehlo.multiply %v, %two : tensor<3xf32>
      stablehlo.return %m : tensor<3xf32>
    }, {
      stablehlo.return %v : tensor<3xf32>
    }) : (tensor<i1>) -> tensor<3xf32>
    stablehlo.return %next, %k2, %w : tensor<i32>, tensor<i32>, tensor<3xf32>
  }
  %index = stablehlo.constant dense<9> : tensor<i32>
  %s = "stablehlo.case"(%index) ({
    stablehlo.return %r#0 : tensor<i32>
  }, {
    %k3 = stablehlo.add %r#1, %five : tensor<i32>
    stablehlo.return %k3 : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  %u = "stablehlo.if"(%p) ({
    stablehlo.return %five : tensor<i32>
  }, {
    %f = stablehlo.constant dense<5> : tensor<i32>
    stablehlo.return %f : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  %sum = stablehlo.add %s, %u : tensor<i32>
  return %r#2, %r#0, %sum : tensor<3xf32>, tensor<i32>, tensor<i32>
}
"""

MHLO = """
func.func @main(%x: tensor<3xf32>, %n: tensor<i32>, %p: tensor<i1>) -> (tensor<3xf32>, tensor<i32>, tensor<i32>) {
  %f = mhlo.constant dense<false> : tensor<i1>
  %c7 = mhlo.constant dense<7> : tensor<i32>
  %r:2 = mhlo.while(%i = %n, %y = %x) : tensor<i32>, tensor<3xf32>
   cond {
    "mhlo.return"(%f) : (tensor<i1>) -> ()
  } do {
    %a = mhlo.add %y, %y : tensor<3xf32>
    "mhlo.return"(%i, %a) : (tensor<i32>, tensor<3xf32>) -> ()
  }
  %g = "mhlo.if"(%f) ({
    "mhlo.return"(%n) : (tensor<i32>) -> ()
  }, {
    "mhlo.return"(%c7) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  %one = mhlo.constant dense<1> : tensor<i32>
  %h = "mhlo.case"(%one) ({
    "mhlo.return"(%n) : (tensor<i32>) -> ()
  }, {
    %d = mhlo.add %c7, %c7 : tensor<i32>
    "mhlo.return"(%d) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  %sum = mhlo.add %g, %h : tensor<i32>
  return %r#1, %r#0, %sum : tensor<3xf32>, tensor<i32>, tensor<i32>
}
"""


def _body(text: str) -> str:
    return text.replace("module {", "", 1).rsplit("}", 1)[0]


INPUTS = [
    [np.array([0.5, -1.25, 2.0], np.float32), np.array(n, np.int32), np.array(p, np.bool_)]
    for n, p in ((0, True), (1, False), (3, True))
]


@pytest.mark.parametrize("program", [STABLEHLO, MHLO], ids=["stablehlo", "mhlo"])
def test_sccp_keeps_results(program: str) -> None:
    result = run_ai_opt(["-", "--sccp"], program)
    assert result.status == 0, result.stderr
    for inputs in INPUTS:
        expected = interpret(program, inputs)
        actual = interpret(_body(result.stdout), inputs)
        for got, want in zip(actual, expected):
            np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


def test_sccp_sees_through_hlo_regions() -> None:
    """The constants found: the case's out-of-range index takes the last branch (5 + 5), the if on %p yields
    5 either way (15 in all); the mhlo while never runs its body, the false if and case 1 give 7 and 14 (21)."""
    stablehlo = run_ai_opt(["-", "--sccp"], STABLEHLO).stdout
    assert "stablehlo.case" not in stablehlo and "dense<15>" in stablehlo
    # The if on %p is gone; the one in the loop body stays (its value, %v * 2, is no constant).
    assert stablehlo.count("stablehlo.if") == 1
    mhlo = run_ai_opt(["-", "--sccp"], MHLO).stdout
    assert "mhlo.if" not in mhlo and "mhlo.case" not in mhlo and "dense<21>" in mhlo
    assert "return %arg0" not in mhlo  # the while's first result is %n: passed through, not a constant
