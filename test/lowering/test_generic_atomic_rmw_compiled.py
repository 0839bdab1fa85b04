"""memref.generic_atomic_rmw compiled for the CPU (`aiopt.runtime.compiler.compile`: a loop around llvm.cmpxchg)
against the reference interpreter, on f32, f64, i32, f16 and i8 elements; in an scf.parallel loop the runtime
runs on several threads, N iterations adding 1 to one element give N exactly, as only an atomic update does."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

compiler = pytest.importorskip("aiopt.runtime.compiler")

CONTEXT = default_registry().make_context()

SCALE_AND_SHIFT = """
func.func @main(%m: memref<2x3x{t}>, %i: index, %j: index, %cs: memref<1x{t}>, %out: memref<1x{t}>) {{
  %c0 = arith.constant 0 : index
  %c = memref.load %cs[%c0] : memref<1x{t}>
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<2x3x{t}> {{
  ^bb0(%old: {t}):
    %a = {mul} %old, %c : {t}
    %n = {add} %a, %c : {t}
    memref.atomic_yield %n : {t}
  }}
  memref.store %x, %out[%c0] : memref<1x{t}>
  return
}}
"""

TYPES = {"f32": (np.float32, "arith.mulf", "arith.addf"), "f64": (np.float64, "arith.mulf", "arith.addf"),
         "i32": (np.int32, "arith.muli", "arith.addi"), "f16": (np.float16, "arith.mulf", "arith.addf"),
         "i8": (np.int8, "arith.muli", "arith.addi")}  # fmt: skip


def interpret(text: str, *inputs):
    return run_function(parse_module(CONTEXT, text, "test.mlir"), "main", list(inputs))


@pytest.mark.parametrize("element", TYPES)
def test_compiled_as_interpreted(element: str):
    """The element becomes old * c + c, the old value is returned; other elements are kept (i8 wraps)."""
    dtype, mul, add = TYPES[element]
    text = SCALE_AND_SHIFT.format(t=element, mul=mul, add=add)
    start = (np.arange(6).reshape(2, 3) * 7 - 11).astype(dtype)
    # c and the old value in memrefs: the JIT passes and returns no f16 scalar
    c = np.array([50 if element == "i8" else 3], dtype)
    interpreted, old = start.copy(), np.zeros(1, dtype)
    interpret(text, interpreted, np.int64(1), np.int64(2), c, old)
    compiled, compiled_old = start.copy(), np.zeros(1, dtype)
    compiler.compile(text, cache=False)(compiled, 1, 2, c, compiled_old)
    assert compiled_old[0] == old[0] == start[1, 2]
    np.testing.assert_array_equal(compiled, interpreted)
    assert compiled[1, 2] != start[1, 2] and (compiled[:, :2] == start[:, :2]).all()


PARALLEL_INCREMENT = """
func.func @main(%m: memref<4x{t}>, %targets: memref<?xindex>, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%k) = (%c0) to (%n) step (%c1) {{
    %i = memref.load %targets[%k] : memref<?xindex>
    %x = memref.generic_atomic_rmw %m[%i] : memref<4x{t}> {{
    ^bb0(%old: {t}):
      %one = arith.constant {one} : {t}
      %s = {add} %old, %one : {t}
      memref.atomic_yield %s : {t}
    }}
    scf.reduce
  }}
  return
}}
"""


@pytest.mark.parametrize("element", ["i32", "f32"])
def test_parallel_increments_are_atomic(element: str):
    """N iterations of an scf.parallel loop, run on the CPU runtime's threads, each add 1 to the element
    their target (a load the compiler cannot hoist) names: every increment counts. (The same loop with a
    memref.load and memref.store instead loses increments to the races.)"""
    dtype, _, add = TYPES[element]
    text = PARALLEL_INCREMENT.format(t=element, add=add, one="1.0" if element == "f32" else "1")
    function = compiler.compile(text, cache=False)
    n = 200_000
    targets = np.full(n, 2, np.int64)
    targets[::4] = 1
    m = np.zeros(4, dtype)
    function(m, targets, n)
    np.testing.assert_array_equal(m, [0, n // 4, n - n // 4, 0])
    interpreted = np.zeros(4, dtype)
    interpret(text, interpreted, targets[:40].copy(), np.int64(40))
    np.testing.assert_array_equal(interpreted, [0, 10, 30, 0])
