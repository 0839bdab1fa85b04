"""inline, sccp and loop-invariant-code-motion keep what a program computes: each program is interpreted (the
reference interpreter) before and after the pass, on the same inputs, and the pass must have changed the IR."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.tools.lit_conformance import run_ai_opt

WHILE_WITH_CALLS = """
func.func private @body(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<3xf32>
  %1 = stablehlo.constant dense<0.5> : tensor<3xf32>
  %2 = stablehlo.add %0, %1 : tensor<3xf32>
  return %2 : tensor<3xf32>
}
func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> tensor<3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<3xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %w = func.call @body(%v) : (tensor<3xf32>) -> tensor<3xf32>
      %j = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %j, %w : tensor<i32>, tensor<3xf32>
    }
  %y = func.call @body(%r#1) : (tensor<3xf32>) -> tensor<3xf32>
  return %y : tensor<3xf32>
}
"""

SCF_PROGRAM = """
func.func private @scale(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %m = arith.muli %b, %c2 : i32
  %s = arith.addi %a, %m : i32
  return %s : i32
}
func.func @main(%x: tensor<i32>, %n: tensor<i32>) -> tensor<i32> {
  %xs = tensor.extract %x[] : tensor<i32>
  %ns = tensor.extract %n[] : tensor<i32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %k2 = arith.constant 2 : i32
  %k = arith.addi %c3, %k2 : i32
  %t = arith.constant true
  %nb = arith.index_cast %ns : i32 to index
  %r = scf.for %i = %c0 to %nb step %c1 iter_args(%acc = %xs) -> i32 {
    %inv = arith.muli %xs, %c3 : i32
    %q = arith.divsi %inv, %k : i32
    %sel = scf.if %t -> i32 {
      %v = func.call @scale(%acc, %q) : (i32, i32) -> i32
      scf.yield %v : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %sel : i32
  }
  %out = tensor.from_elements %r : tensor<i32>
  return %out : tensor<i32>
}
"""


def _body(text: str) -> str:
    return text.replace("module {", "", 1).rsplit("}", 1)[0]


@pytest.mark.parametrize("program", [WHILE_WITH_CALLS, SCF_PROGRAM], ids=["hlo_while", "scf_for"])
@pytest.mark.parametrize(
    "passes",
    [
        ["--inline"],
        ["--sccp"],
        ["--loop-invariant-code-motion"],
        ["--inline", "--sccp", "--loop-invariant-code-motion"],
    ],
)
def test_passes_keep_results(program: str, passes: list[str]) -> None:
    result = run_ai_opt(["-", *passes], program)
    assert result.status == 0, result.stderr
    if program is WHILE_WITH_CALLS:
        inputs_list = [[np.array([0.5, -1.25, 2.0], np.float32), np.array(n, np.int32)] for n in (0, 1, 3)]
    else:
        inputs_list = [[np.array(x, np.int32), np.array(n, np.int32)] for x, n in ((7, 0), (-9, 4), (100, 2))]
    for inputs in inputs_list:
        (expected,) = interpret(program, inputs)
        (actual,) = interpret(_body(result.stdout), inputs)
        np.testing.assert_array_equal(np.asarray(actual), np.asarray(expected))


def test_passes_change_the_programs() -> None:
    """Each pass does something on these programs (else the test above would check nothing)."""
    inlined = run_ai_opt(["-", "--inline"], WHILE_WITH_CALLS).stdout
    assert "call" not in inlined and "@body" not in inlined
    propagated = run_ai_opt(["-", "--sccp"], SCF_PROGRAM).stdout
    assert "arith.constant 5 : i32" in propagated and "arith.addi %c3" not in propagated  # 3 + 2 folded
    hoisted = run_ai_opt(["-", "--loop-invariant-code-motion"], SCF_PROGRAM).stdout
    assert hoisted.index("arith.muli") < hoisted.index("scf.for")  # x * 3 is hoisted
    assert hoisted.index("arith.divsi") > hoisted.index("scf.for")  # a division by a value that may be 0 stays
