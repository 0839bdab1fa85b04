"""bf16 memref arguments in the reference interpreter: the float32 buffer the caller passes is rounded to bf16
(ties to even) on entry, in place, as tensor and scalar arguments are and as compiled code sees it (it takes
bf16 bits). Before, the interpreter computed on the unrounded float32 values: 0.18905339 * -0.5227485 gave
-0.09863281 where compiled code gives -0.099121094."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.hlo import round_to_bf16
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

PRODUCT = """
func.func @main(%m: memref<4xbf16>, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xbf16>
  %b = memref.load %m[%c1] : memref<4xbf16>
  %p = arith.mulf %a, %b : bf16
  %ae = arith.extf %a : bf16 to f32
  %pe = arith.extf %p : bf16 to f32
  memref.store %ae, %out[%c0] : memref<2xf32>
  memref.store %pe, %out[%c1] : memref<2xf32>
  return
}
"""

INPUT = np.array([0.18905339, -0.5227485, 1.00390625, 3.3895314e38], np.float32)


def interpret(*inputs):
    return run_function(parse_module(CONTEXT, PRODUCT, "test.mlir"), "main", list(inputs))


def test_rounded_on_entry_in_place():
    """The loads read bf16 values; the caller's buffer holds them afterwards (the program's buffer is the
    caller's array)."""
    m, out = INPUT.copy(), np.zeros(2, np.float32)
    interpret(m, out)
    assert out[0] == np.float32(0.189453125) and out[1] == np.float32(-0.09912109375)
    np.testing.assert_array_equal(m.view(np.uint32), round_to_bf16(INPUT).view(np.uint32))


def test_read_only_buffer_is_rounded_as_a_copy():
    """A read-only array is not written: the program computes on a rounded copy."""
    m, out = INPUT.copy(), np.zeros(2, np.float32)
    m.flags.writeable = False
    interpret(m, out)
    assert out[1] == np.float32(-0.09912109375)
    np.testing.assert_array_equal(m, INPUT)


def test_as_compiled():
    """Compiled code, which takes the bf16 bits of the buffer, computes the same."""
    compiler = pytest.importorskip("aiopt.runtime.compiler")
    interpreted, compiled = np.zeros(2, np.float32), np.zeros(2, np.float32)
    interpret(INPUT.copy(), interpreted)
    compiler.compile(PRODUCT, cache=False)(INPUT.copy(), compiled)
    np.testing.assert_array_equal(compiled, interpreted)


WRITES = """
func.func @main(%m: memref<4xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xbf16>
  %b = memref.load %m[%c1] : memref<4xbf16>
  %p = arith.mulf %a, %b : bf16
  memref.store %p, %m[%c1] : memref<4xbf16>
  return
}
"""


def test_writes_reach_the_caller_as_interpreted():
    """What the program stores into a bf16 buffer argument reaches the caller's array, compiled as interpreted
    (compiled code works on a copy of the bits, which was dropped: the array kept its input values); the
    elements it does not write hold their bf16 values. Bit patterns (|V2) come back as bit patterns."""
    compiler = pytest.importorskip("aiopt.runtime.compiler")
    interpreted, compiled = INPUT.copy(), INPUT.copy()
    run_function(parse_module(CONTEXT, WRITES, "test.mlir"), "main", [interpreted])
    function = compiler.compile(WRITES, cache=False)
    function(compiled)
    np.testing.assert_array_equal(compiled.view(np.uint32), interpreted.view(np.uint32))
    assert compiled[1] == np.float32(-0.09912109375) and compiled[2] == np.float32(1.0)
    bits = (round_to_bf16(INPUT).view(np.uint32) >> 16).astype(np.uint16).view("V2")
    function(bits)
    widened = (bits.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(widened, interpreted)
