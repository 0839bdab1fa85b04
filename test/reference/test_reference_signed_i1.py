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


WRAPPING = """
func.func @main(%b: tensor<4xi1>, %c: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = arith.addi %b, %c : tensor<4xi1>
  %1 = arith.subi %b, %c : tensor<4xi1>
  %2 = arith.muli %b, %c : tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
"""


def test_i1_add_and_subtract_wrap_modulo_two() -> None:
    # arith.addi/subi of i1 wrap as on every width (1 + 1 is 0): the interpreter added with numpy's boolean `or`
    # and could not subtract at all (a TypeError as an internal error); LLVM's add/sub of i1 are exclusive ors.
    b, c = np.array([0, 0, 1, 1], np.bool_), np.array([0, 1, 0, 1], np.bool_)
    want = [b ^ c, b ^ c, b & c]
    interpreted = run_function(parse_module(CONTEXT, WRAPPING, "i1.mlir"), "main", [b, c])
    compiled = compile(WRAPPING)(b, c)
    for got in (interpreted, compiled):
        for value, expected_value in zip(got, want, strict=True):
            np.testing.assert_array_equal(np.asarray(value), expected_value)


DIVISIONS = """
func.func @main(%a: tensor<8xELEMENT>, %b: tensor<8xELEMENT>) -> (tensor<8xELEMENT>, tensor<8xELEMENT>) {
  %0 = arith.floordivsi %a, %b : tensor<8xELEMENT>
  %1 = arith.ceildivsi %a, %b : tensor<8xELEMENT>
  return %0, %1 : tensor<8xELEMENT>, tensor<8xELEMENT>
}
"""


@pytest.mark.parametrize("element", ["i8", "i32", "i64"])
def test_floor_and_ceil_division(element: str) -> None:
    # arith.floordivsi had no reference semantics (an error naming the op), ceildivsi failed on i1 (numpy cannot
    # negate booleans); both round as upstream's folders and LLVM's expansion do, on every sign combination.
    dtype = np.dtype(f"int{element[1:]}")
    a = np.array([7, -7, 7, -7, 0, 6, -6, np.iinfo(dtype).max], dtype)
    b = np.array([2, 2, -2, -2, 3, 3, -3, 2], dtype)
    program = DIVISIONS.replace("ELEMENT", element)
    floor = [int(x) // int(y) for x, y in zip(a, b)]
    ceil = [-(-int(x) // int(y)) for x, y in zip(a, b)]
    interpreted = run_function(parse_module(CONTEXT, program, "div.mlir"), "main", [a, b])
    compiled = compile(program)(a, b)
    for got in (interpreted, compiled):
        assert [np.asarray(got[0]).tolist(), np.asarray(got[1]).tolist()] == [floor, ceil]


def test_i1_signed_division_by_true() -> None:
    # i1's true is -1: 0 / -1 is 0 both ways (the only i1 signed division without overflow or a zero divisor).
    program = DIVISIONS.replace("tensor<8xELEMENT>", "tensor<1xi1>")
    a, b = np.array([False]), np.array([True])
    interpreted = run_function(parse_module(CONTEXT, program, "div.mlir"), "main", [a, b])
    compiled = compile(program)(a, b)
    for got in (interpreted, compiled):
        assert [np.asarray(v).tolist() for v in got] == [[False], [False]]
