"""The reference interpreter reads i1 as a signed integer where arith's ops do: `true` is -1 for extsi, sitofp,
index_cast, the signed cmpi predicates and maxsi/minsi (it read `true` as 1: `extsi %true : i1 to i8` was 1,
`cmpi slt, %true, %false` false). Compiled code agrees (LLVM's sext, sitofp, icmp slt)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

PROGRAM = """
func.func @main(%b: i1, %c: i1) -> (i8, f32, index, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.extsi %b : i1 to i8
  %1 = arith.sitofp %b : i1 to f32
  %2 = arith.index_cast %b : i1 to index
  %3 = arith.cmpi slt, %b, %c : i1
  %4 = arith.cmpi sle, %b, %c : i1
  %5 = arith.cmpi sgt, %b, %c : i1
  %6 = arith.cmpi sge, %b, %c : i1
  %7 = arith.cmpi ult, %b, %c : i1
  %8 = arith.maxsi %b, %c : i1
  %9 = arith.minsi %b, %c : i1
  %10 = arith.maxui %b, %c : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i8, f32, index, i1, i1, i1, i1, i1, i1, i1, i1
}
"""


def expected(b: bool, c: bool) -> list[int | float | bool]:
    sb, sc = -int(b), -int(c)  # signed values
    return [sb, float(sb), sb, sb < sc, sb <= sc, sb > sc, sb >= sc, int(b) < int(c), max(sb, sc) != 0,
            min(sb, sc) != 0, b or c]  # fmt: skip


@pytest.mark.parametrize(("b", "c"), list(itertools.product([False, True], repeat=2)))
def test_i1_is_signed_in_the_interpreter_and_in_compiled_code(b: bool, c: bool) -> None:
    args = [np.bool_(b), np.bool_(c)]
    interpreted = run_function(parse_module(CONTEXT, PROGRAM, "i1.mlir"), "main", args)
    assert [v.item() for v in map(np.asarray, interpreted)] == expected(b, c)
    compiled = compile(PROGRAM)(*args)
    assert [v.item() for v in map(np.asarray, compiled)] == expected(b, c)
