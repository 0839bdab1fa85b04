"""What a compiled program stores into a memref argument reaches the caller's array, as in the interpreter.

A memref argument is the caller's buffer. Where the compiled code cannot take the array as it is, it gets a
copy (`CInterfaceFunction.prepare`): a strided view for an identity-layout memref, narrow integers (i4, ...)
with the bits above their width cleared, bf16 as bit patterns. The stores into that copy are copied back
(`CInterfaceFunction.write_back`); the elements the program did not store keep the caller's values exactly.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

STORE_SUM = """
func.func @main(%m: memref<3x4x{t}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c0, %c1] : memref<3x4x{t}>
  %b = memref.load %m[%c1, %c2] : memref<3x4x{t}>
  %s = arith.addi %a, %b : {t}
  memref.store %s, %m[%c2, %c0] : memref<3x4x{t}>
  return
}}
"""


def interpreted(text: str, array: np.ndarray) -> np.ndarray:
    context = default_registry().make_context()
    run_function(parse_module(context, text, "test.mlir"), "main", [array])
    return array


def test_a_strided_view_gets_the_stores():
    """A transposed view crosses as a contiguous copy: the store reaches the view (and its base), the other
    elements are untouched."""
    text = STORE_SUM.format(t="i32")
    base = np.arange(12, dtype=np.int32).reshape(4, 3)
    view = base.T  # 3x4, not C-contiguous
    expected = interpreted(text, view.copy())
    compile(text, cache=False)(view)
    np.testing.assert_array_equal(view, expected)
    assert base[0, 2] == view[2, 0] == 4 + 6


def test_narrow_integers_get_the_stores_and_keep_the_rest():
    """i4 values in int8 holders cross masked to their four bits; the stored sum comes back sign-extended
    (3 + 7 = 10 wraps to -6), an element out of i4's range that the program did not store keeps its value."""
    text = STORE_SUM.format(t="i4")
    array = np.zeros((3, 4), np.int8)
    array[0, 1], array[1, 2], array[2, 3] = 3, 7, 100  # 100: not an i4, and not stored
    compile(text, cache=False)(array)
    assert array[2, 0] == -6
    assert array[2, 3] == 100
    assert array[0, 1] == 3 and array[1, 2] == 7


def test_arguments_that_cross_as_they_are_are_not_copied_back():
    """A C-contiguous array of the memref's dtype is the compiled code's buffer itself (the store is there
    without a copy back); a read-only one is never written."""
    from aiopt.runtime.jit import _prepared

    function = compile(STORE_SUM.format(t="i32"), cache=False)
    array = np.arange(12, dtype=np.int32).reshape(3, 4)
    assert _prepared(function.inputs[0], array) is array
    function(array)
    assert array[2, 0] == 1 + 6
    frozen = np.arange(12, dtype=np.int32).reshape(4, 3).T
    frozen.flags.writeable = False
    function(frozen)
    np.testing.assert_array_equal(frozen, np.arange(12, dtype=np.int32).reshape(4, 3).T)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_float_stores_of_negative_zero_reach_a_view(dtype):
    """Elements are compared by their bits: a store of -0.0 over 0.0 is a change."""
    text = """
func.func @main(%m: memref<2x2xT>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant -0.0 : T
  memref.store %z, %m[%c0, %c0] : memref<2x2xT>
  return
}
""".replace("T", "f32" if dtype == np.float32 else "f64")
    view = np.zeros((2, 2), dtype).T
    compile(text, cache=False)(view)
    assert np.signbit(view[0, 0]) and not np.signbit(view[1, 1])
