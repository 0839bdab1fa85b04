"""The reference semantics of memref.generic_atomic_rmw (`aiopt.reference.buffer`): the body runs on the
element's value, what it yields is stored, the result is the old value; an index outside the buffer stops
the run as memref.load does."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

SCALE_AND_SHIFT = """
func.func @main(%m: memref<2x3x{t}>, %i: index, %j: index) -> {t} {{
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<2x3x{t}> {{
  ^bb0(%old: {t}):
    %c3 = arith.constant {three} : {t}
    %c5 = arith.constant {five} : {t}
    %a = {mul} %old, %c3 : {t}
    %n = {add} %a, %c5 : {t}
    memref.atomic_yield %n : {t}
  }}
  return %x : {t}
}}
"""

TYPES = {"f32": (np.float32, "arith.mulf", "arith.addf"), "i32": (np.int32, "arith.muli", "arith.addi"),
         "f16": (np.float16, "arith.mulf", "arith.addf"), "i8": (np.int8, "arith.muli", "arith.addi")}  # fmt: skip


def scale_and_shift(element: str) -> str:
    """The element times 3 plus 5."""
    _, mul, add = TYPES[element]
    three, five = ("3.0", "5.0") if element.startswith("f") else ("3", "5")
    return SCALE_AND_SHIFT.format(t=element, mul=mul, add=add, three=three, five=five)


def run(text: str, *inputs):
    return run_function(parse_module(CONTEXT, text, "test.mlir"), "main", list(inputs))


@pytest.mark.parametrize("element", TYPES)
def test_body_result_stored_old_value_returned(element: str):
    dtype = TYPES[element][0]
    text = scale_and_shift(element)
    m = np.arange(6, dtype=dtype).reshape(2, 3) - 2
    expected = m.copy()
    expected[1, 2] = expected[1, 2] * 3 + 5
    (old,) = run(text, m, np.int64(1), np.int64(2))
    assert old == 3 and old.dtype == dtype
    np.testing.assert_array_equal(m, expected)


def test_out_of_bounds_stops_as_load_does():
    text = scale_and_shift("i32")
    m = np.zeros((2, 3), np.int32)
    with pytest.raises(RuntimeCheckError, match="'memref.generic_atomic_rmw' op out-of-bounds access"):
        run(text, m, np.int64(0), np.int64(3))
    np.testing.assert_array_equal(m, 0)


def test_repeated_in_a_loop_unused_result():
    """N updates of one element in an scf.for (results unused) give N; other elements are untouched."""
    text = """
func.func @main(%m: memref<4xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.generic_atomic_rmw %m[%c1] : memref<4xi32> {
    ^bb0(%old: i32):
      %one = arith.constant 1 : i32
      %s = arith.addi %old, %one : i32
      memref.atomic_yield %s : i32
    }
  }
  return
}
"""
    m = np.zeros(4, np.int32)
    run(text, m, np.int64(7))
    np.testing.assert_array_equal(m, [0, 7, 0, 0])
