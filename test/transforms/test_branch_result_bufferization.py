"""A case/if result that forwards a tensor from before the branch op, while the branch writes another tensor
into the same buffer (the shared tensor.empty init), keeps the forwarded tensor's values in compiled code (was
the branch's new values: jax's expm gradient came out 0), compared with the interpreter and numpy."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.runtime.compiler import compile_entries


def case_text(branches: int) -> str:
    """Each branch k returns (%half + k, %half, (%half + k) * k) for %half = %a / 2 from before the case."""
    t = "tensor<2xf64>"

    def branch(k: int) -> str:
        return f"""{{
      %x = stablehlo.constant dense<{k}.0> : {t}
      %y = stablehlo.add %half, %x : {t}
      %z = stablehlo.multiply %y, %x : {t}
      stablehlo.return %y, %half, %z : {t}, {t}, {t}
    }}"""

    return f"""func.func @main(%a: {t}, %i: tensor<i32>) -> ({t}, {t}, {t}) {{
  %two = stablehlo.constant dense<2.0> : {t}
  %half = stablehlo.divide %a, %two : {t}
  %r:3 = "stablehlo.case"(%i) ({", ".join(branch(k) for k in range(branches))}) : (tensor<i32>) -> ({t}, {t}, {t})
  func.return %r#0, %r#1, %r#2 : {t}, {t}, {t}
}}"""


@pytest.mark.parametrize("branches", [2, 3])
def test_forwarded_case_result_keeps_its_values(branches: int) -> None:
    text = case_text(branches)
    function = compile_entries(text, ["main"])["main"]
    a = np.array([1.0, 3.0])
    for k in range(branches):
        index = np.array(k, np.int32)
        expected = [a / 2 + k, a / 2, (a / 2 + k) * k]
        for results in (function.call(a, index), interpret(text, [a, index])):
            for actual, value in zip(results, expected, strict=True):
                np.testing.assert_array_equal(actual, value)


LOOP_OF_CASES = """func.func @main(%a: tensor<3xi32>, %n: tensor<i32>) -> tensor<3xi32> {
  %seven = stablehlo.constant dense<7> : tensor<3xi32>
  %v = stablehlo.maximum %a, %seven : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %a) : tensor<i32>, tensor<3xi32>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %b = "stablehlo.case"(%i) ({
      %q = stablehlo.add %p, %v : tensor<3xi32>
      stablehlo.return %q : tensor<3xi32>
    }, {
      %s = stablehlo.slice %v [0:2] : (tensor<3xi32>) -> tensor<2xi32>
      %u = stablehlo.dynamic_update_slice %p, %s, %i : (tensor<3xi32>, tensor<2xi32>, tensor<i32>) -> tensor<3xi32>
      stablehlo.return %u : tensor<3xi32>
    }, {
      stablehlo.return %v : tensor<3xi32>
    }) : (tensor<i32>) -> tensor<3xi32>
    stablehlo.return %next, %b : tensor<i32>, tensor<3xi32>
  }
  func.return %r#1 : tensor<3xi32>
}"""


@pytest.mark.parametrize("trips", [1, 2, 3])
def test_case_in_loop_does_not_write_what_a_later_case_reads(trips: int) -> None:
    """Case 0 computes %p + %v into the buffer CSE gave %v (one tensor.empty); case 1 slices %v and case 2
    returns it in later trips of the loop: they read %v's values, not case 0's (seed 24502 program 133)."""
    function = compile_entries(LOOP_OF_CASES, ["main"])["main"]
    a = np.array([1, 20, 3], np.int32)
    v = np.maximum(a, 7)
    expected = [a + v, np.array([a[0] + v[0], v[0], v[1]], np.int32), v][trips - 1]
    n = np.array(trips, np.int32)
    for (result,) in (function.call(a, n), interpret(LOOP_OF_CASES, [a, n])):
        np.testing.assert_array_equal(result, expected)
