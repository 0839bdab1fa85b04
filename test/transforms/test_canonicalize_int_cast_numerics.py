"""`--canonicalize` keeps what integer casts compute: casts of constants (extsi, extui, trunci, index_cast,
index_castui, scalars and vectors), truncations of truncations and of extensions, index casts of index
casts and of extensions, and negated comparisons give the reference interpreter's answers on the original
program, for values at the edges of each width (transforms/canonicalize_arith.py: FoldIntegerCastConstant,
FoldTruncIOfCasts, IndexCastOfCasts, XOrINotCmpI).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()

CASTS = """
func.func @f(%x: i64, %y: i32, %z: i8) -> (i8, i32, i16, i32, i16, i32, i32, index, index, i16, i16, i8, index, index, i8) {
  %0 = arith.trunci %x : i64 to i32
  %a = arith.trunci %0 : i32 to i8
  %1 = arith.extui %y : i32 to i64
  %b = arith.trunci %1 : i64 to i32
  %c = arith.trunci %1 : i64 to i16
  %2 = arith.extsi %z : i8 to i64
  %d = arith.trunci %2 : i64 to i32
  %3 = arith.extui %z : i8 to i64
  %e = arith.trunci %3 : i64 to i16
  %4 = arith.index_cast %y : i32 to index
  %g = arith.index_cast %4 : index to i32
  %5 = arith.index_castui %y : i32 to index
  %h = arith.index_castui %5 : index to i32
  %6 = arith.extsi %z : i8 to i16
  %i = arith.index_cast %6 : i16 to index
  %7 = arith.extui %z : i8 to i16
  %j = arith.index_castui %7 : i16 to index
  %c-2 = arith.constant -2 : i8
  %k = arith.extsi %c-2 : i8 to i16
  %l = arith.extui %c-2 : i8 to i16
  %c511 = arith.constant 511 : i32
  %m = arith.trunci %c511 : i32 to i8
  %n = arith.index_cast %c-2 : i8 to index
  %o = arith.index_castui %c-2 : i8 to index
  %c257 = arith.constant 257 : index
  %p = arith.index_cast %c257 : index to i8
  return %a, %b, %c, %d, %e, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p
    : i8, i32, i16, i32, i16, i32, i32, index, index, i16, i16, i8, index, index, i8
}
"""

PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def canonicalized(text: str):
    original = parse_module(CONTEXT, text, "f")
    verify_operation(original)
    folded = original.clone()
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, folded)
    verify_operation(folded)
    return original, parse_module(CONTEXT, str(folded), "f"), str(folded)


def test_canonicalize_keeps_integer_casts() -> None:
    original, folded, text = canonicalized(CASTS)
    # The rewrites fired: no cast of a constant, no cast of a cast left (the truncations and extensions left
    # take the arguments).
    assert text.count("arith.trunci") == 2 and "arith.constant 511" not in text and "257" not in text, text
    edges = {
        np.int64: [0, 1, -1, 127, 128, 255, 256, 2**31 - 1, -(2**31), 2**32 + 5, -(2**63), 2**63 - 1],
        np.int32: [0, 1, -1, 127, -128, 255, 65535, 2**31 - 1, -(2**31)],
        np.int8: [0, 1, -1, 127, -128],
    }
    for x, y, z in itertools.product(*([dtype(v) for v in values] for dtype, values in edges.items())):
        expected = run_function(original, "f", [x, y, z])
        actual = run_function(folded, "f", [x, y, z])
        assert [int(v) for v in actual] == [int(v) for v in expected], (x, y, z)


@pytest.mark.parametrize("predicate", PREDICATES)
def test_canonicalize_keeps_negated_comparisons(predicate: str) -> None:
    text = f"""
func.func @f(%a: i8, %b: i8) -> (i1, i1) {{
  %true = arith.constant true
  %c = arith.cmpi {predicate}, %a, %b : i8
  %0 = arith.xori %c, %true : i1
  %1 = arith.xori %true, %c : i1
  return %0, %1 : i1, i1
}}
"""
    original, folded, folded_text = canonicalized(text)
    assert "arith.xori" not in folded_text, folded_text
    for a, b in itertools.product([0, 1, -1, 127, -128], repeat=2):
        args = [np.int8(a), np.int8(b)]
        assert [bool(v) for v in run_function(folded, "f", args)] == [bool(v) for v in run_function(original, "f", args)]


EXTENDED = """
func.func @f(%x: i8, %y: i8) -> (i8, i1, i8, i8, i8, i8, i8, i8, i8, i1, i8, i8, i8, i8) {
  %zero = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %s0, %o0 = arith.addui_extended %zero, %x : i8, i1
  %l0, %h0 = arith.mulsi_extended %x, %zero : i8
  %l1, %h1 = arith.mului_extended %one, %x : i8
  %l2, %h2 = arith.mulsi_extended %x, %one : i8
  %s3, %o3 = arith.addui_extended %x, %y : i8, i1
  %l4, %h4 = arith.mulsi_extended %x, %y : i8
  %l5, %h5 = arith.mului_extended %x, %y : i8
  return %s0, %o0, %l0, %h0, %l1, %h1, %l2, %h2, %s3, %o3, %l4, %h4, %l5, %h5
    : i8, i1, i8, i8, i8, i8, i8, i8, i8, i1, i8, i8, i8, i8
}
"""


def test_canonicalize_keeps_extended_arithmetic() -> None:
    """addui/mulsi/mului_extended: by 0 and 1 folded, of constants folded (the second call), the others kept;
    the interpreter's answers on edge values (FoldExtendedArithmetic)."""
    edges = [0, 1, -1, 2, 127, -128, 100, -100]
    original, folded, text = canonicalized(EXTENDED)
    assert text.count("_extended") == 3, text
    for x, y in itertools.product(edges, repeat=2):
        args = [np.int8(x), np.int8(y)]
        assert [int(v) for v in run_function(folded, "f", args)] == [int(v) for v in run_function(original, "f", args)]
        # The same program on constants folds completely.
        constants = EXTENDED.replace("(%x: i8, %y: i8)", "()").replace(
            "%zero = ", f"%x = arith.constant {x} : i8\n  %y = arith.constant {y} : i8\n  %zero = "
        )
        original_constants, folded_constants, constant_text = canonicalized(constants)
        assert "_extended" not in constant_text, constant_text
        assert [int(v) for v in run_function(folded_constants, "f", [])] == [int(v) for v in run_function(original, "f", args)]
