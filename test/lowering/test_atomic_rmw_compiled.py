"""memref.atomic_rmw of every kind compiled by the CPU pipeline (`aiopt.runtime.compiler.compile`) against the
reference interpreter: the kinds llvm.atomicrmw has in one instruction, the float min/max kinds as memref-expand's
cmpxchg loops around arith's NaN rules, mulf and muli as finalize-memref-to-llvm's. In an scf.parallel loop run on
the runtime's threads, N iterations multiplying one element give the N-fold product exactly, as only atomic
updates do."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.dialects.memref import ATOMIC_RMW_KINDS, FLOAT_ATOMIC_RMW_KINDS
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

compiler = pytest.importorskip("aiopt.runtime.compiler")

CONTEXT = default_registry().make_context()

ATOMIC_RMW = """
func.func @main(%m: memref<4x{t}>, %v: memref<1x{t}>, %old: memref<1x{t}>) {{
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %v[%c0] : memref<1x{t}>
  %r = memref.atomic_rmw {kind} %x, %m[%c2] : ({t}, memref<4x{t}>) -> {t}
  memref.store %r, %old[%c0] : memref<1x{t}>
  return
}}
"""


def interpret(text: str, *inputs):
    return run_function(parse_module(CONTEXT, text, "test.mlir"), "main", list(inputs))


def _cases():
    for kind in ATOMIC_RMW_KINDS:
        if kind in FLOAT_ATOMIC_RMW_KINDS or kind == "assign":
            yield kind, "f32", (5.0, -7.0, -3.0, 9.0), 6.0
        if kind not in FLOAT_ATOMIC_RMW_KINDS:
            yield kind, "i32", (5, -7, -3, 9), 6
    nan = float("nan")
    for kind in ("maximumf", "minimumf", "maxnumf", "minnumf"):
        yield kind, "f32", (5.0, -7.0, nan, 9.0), 6.0  # the stored element NaN
        yield kind, "f32", (5.0, -7.0, -3.0, 9.0), nan  # the value NaN


@pytest.mark.parametrize("kind, element, start, value", list(_cases()))
def test_compiled_as_interpreted(kind: str, element: str, start: tuple, value: float):
    """The element combined with the value by the kind, the old value returned, the others kept; maximumf and
    minimumf propagate a NaN, maxnumf and minnumf take the number."""
    dtype = np.float32 if element == "f32" else np.int32
    text = ATOMIC_RMW.format(t=element, kind=kind)
    m, v = np.array(start, dtype), np.array([value], dtype)
    interpreted, interpreted_old = m.copy(), np.zeros(1, dtype)
    interpret(text, interpreted, v.copy(), interpreted_old)
    compiled, compiled_old = m.copy(), np.zeros(1, dtype)
    compiler.compile(text, cache=False)(compiled, v.copy(), compiled_old)
    np.testing.assert_array_equal(compiled_old, m[2:3])
    np.testing.assert_array_equal(interpreted_old, m[2:3])
    np.testing.assert_array_equal(compiled, interpreted)
    assert (compiled[[0, 1, 3]] == m[[0, 1, 3]]).all()


def test_nan_rules():
    """What the NaN cases above compare: maximumf of NaN is NaN, maxnumf of NaN and 6 is 6."""
    for kind, expected in (("maximumf", np.nan), ("maxnumf", 6.0), ("minimumf", np.nan), ("minnumf", 6.0)):
        m, old = np.array([5, -7, np.nan, 9], np.float32), np.zeros(1, np.float32)
        compiler.compile(ATOMIC_RMW.format(t="f32", kind=kind), cache=False)(m, np.array([6], np.float32), old)
        np.testing.assert_array_equal(m[2], np.float32(expected))


PARALLEL_PRODUCT = """
func.func @main(%m: memref<4x{t}>, %targets: memref<?xindex>, %factor: memref<1x{t}>, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.load %factor[%c0] : memref<1x{t}>
  scf.parallel (%k) = (%c0) to (%n) step (%c1) {{
    %i = memref.load %targets[%k] : memref<?xindex>
    %x = memref.atomic_rmw {kind} %f, %m[%i] : ({t}, memref<4x{t}>) -> {t}
    scf.reduce
  }}
  return
}}
"""


def _sequential_product(start, factor, count: int):
    """`start` multiplied by `factor` `count` times, rounding each product (the same for any order: every
    step multiplies by the same factor)."""
    value = start
    for _ in range(count):
        value = value * factor
    return value


@pytest.mark.parametrize("kind, element, factor", [("muli", "i64", 3), ("mulf", "f64", 1.0001)])
def test_parallel_products_are_atomic(kind: str, element: str, factor):
    """N iterations on the CPU runtime's threads each multiply the element their target names (a load the
    compiler cannot hoist): 3^N wraps modulo 2^64 and 1.0001^N rounds at each step, so one lost update
    changes the result. The interpreter agrees on a shorter run."""
    dtype = np.int64 if element == "i64" else np.float64
    text = PARALLEL_PRODUCT.format(t=element, kind=kind)
    function = compiler.compile(text, cache=False)
    n = 100_000
    targets = np.full(n, 2, np.int64)
    targets[::4] = 1
    m = np.ones(4, dtype)
    function(m, targets, np.array([factor], dtype), n)
    with np.errstate(over="ignore"):
        expected = [_sequential_product(dtype(1), dtype(factor), count) for count in (0, n // 4, n - n // 4, 0)]
        np.testing.assert_array_equal(m, np.array(expected, dtype))
        interpreted = np.ones(4, dtype)
        interpret(text, interpreted, targets[:40].copy(), np.array([factor], dtype), np.int64(40))
        expected = [_sequential_product(dtype(1), dtype(factor), count) for count in (0, 10, 30, 0)]
        np.testing.assert_array_equal(interpreted, np.array(expected, dtype))
