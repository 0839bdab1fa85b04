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
