"""`--canonicalize` keeps what its shift, wide-multiplication, maxnumf/minnumf and or(x, not x) rewrites compute:
the reference interpreter's answers on the canonicalized program equal its answers on the original, for
values at the edges of each width (transforms/canonicalize_arith.py: TruncIShrSIToTrunciShrUI,
TruncIShrUIMulIToMulIExtended, FoldAndOrOfNot). maxnumf(x, -inf) and minnumf(x, +inf) are not folded to x
(LLVM 22 no longer does; MLIR 19 did): for a NaN x they are the infinity.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()


def canonicalized(text: str):
    original = parse_module(CONTEXT, text, "f")
    verify_operation(original)
    folded = original.clone()
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, folded)
    verify_operation(folded)
    return original, parse_module(CONTEXT, str(folded), "f"), str(folded)


INTEGERS = """
func.func @f(%x: i16, %a: i8, %b: i8, %p: i1) -> (i8, i8, i8, i1) {
  %c8 = arith.constant 8 : i16
  %s = arith.shrsi %x, %c8 : i16
  %t = arith.trunci %s : i16 to i8
  %sa = arith.extsi %a : i8 to i16
  %sb = arith.extsi %b : i8 to i16
  %sm = arith.muli %sa, %sb : i16
  %ssh = arith.shrui %sm, %c8 : i16
  %shi = arith.trunci %ssh : i16 to i8
  %ua = arith.extui %a : i8 to i16
  %ub = arith.extui %b : i8 to i16
  %um = arith.muli %ua, %ub : i16
  %ush = arith.shrui %um, %c8 : i16
  %uhi = arith.trunci %ush : i16 to i8
  %true = arith.constant true
  %np = arith.xori %p, %true : i1
  %o = arith.ori %np, %p : i1
  return %t, %shi, %uhi, %o : i8, i8, i8, i1
}
"""


def test_canonicalize_keeps_shifts_and_wide_products() -> None:
    original, folded, text = canonicalized(INTEGERS)
    # The rewrites fired: no arithmetic shift, no i16 product, no or left.
    assert "arith.shrsi" not in text and "arith.muli" not in text and "arith.ori" not in text, text
    assert "arith.mulsi_extended" in text and "arith.mului_extended" in text, text
    xs = [0, 1, -1, 255, 256, -256, 32767, -32768, 0x7F80, -0x7F81]
    edges = [0, 1, -1, 2, 127, -128, 100, -100]
    for x, a, b, p in itertools.product(xs, edges, edges, [False, True]):
        args = [np.int16(x), np.int8(a), np.int8(b), np.bool_(p)]
        expected = [int(v) for v in run_function(original, "f", args)]
        assert [int(v) for v in run_function(folded, "f", args)] == expected, (x, a, b, p)


FLOATS = """
func.func @f(%x: f32) -> (f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.minnumf %inf, %x : f32
  %1 = arith.maxnumf %x, %ninf : f32
  return %0, %1 : f32, f32
}
"""


def test_canonicalize_numf_with_infinities() -> None:
    original, folded, text = canonicalized(FLOATS)
    assert "arith.minnumf" in text and "arith.maxnumf" in text, text
    for x in [0.0, -0.0, 1.5, -1.5, math.inf, -math.inf, 3.4e38, -3.4e38, 1e-45, math.nan]:
        args = [np.float32(x)]
        expected = [np.float32(v).tobytes() for v in run_function(original, "f", args)]
        assert [np.float32(v).tobytes() for v in run_function(folded, "f", args)] == expected, x
    # A NaN x gives the infinity (a fold to x would give NaN).
    nan = [np.float32(math.nan)]
    assert [float(v) for v in run_function(folded, "f", nan)] == [math.inf, -math.inf]
