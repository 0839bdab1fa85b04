"""`--canonicalize` keeps what chains of integer additions, subtractions and multiplications compute:
chains with scalar constants on either side, additions and subtractions that undo each other, products of
constants and additions of a value times -1 give the reference interpreter's answers on the original
program, for values and constants near the wrap-around of i8, i32 and index
(transforms/canonicalize_arith.py: FoldAddSubInverses, CombineAddSubConstants, MulIMulIConstant,
AddIMulNegativeOne, SubISubILHSRHSLHS).
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from xdsl.pattern_rewriter import PatternRewriteWalker

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.canonicalize_arith import CombineAddSubConstants

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()

CHAINS = [
    ("addi", "addi", "x, c0", "i, c1"),  # AddIAddConstant
    ("subi", "addi", "x, c0", "i, c1"),  # AddISubConstantRHS
    ("subi", "addi", "c0, x", "i, c1"),  # AddISubConstantLHS
    ("addi", "subi", "x, c0", "i, c1"),  # SubIRHSAddConstant
    ("addi", "subi", "x, c0", "c1, i"),  # SubILHSAddConstant
    ("subi", "subi", "x, c0", "i, c1"),  # SubIRHSSubConstantRHS
    ("subi", "subi", "c0, x", "i, c1"),  # SubIRHSSubConstantLHS
    ("subi", "subi", "x, c0", "c1, i"),  # SubILHSSubConstantRHS
    ("subi", "subi", "c0, x", "c1, i"),  # SubILHSSubConstantLHS
    ("muli", "muli", "x, c0", "i, c1"),  # MulIMulIConstant
    ("subi", "addi", "x, y", "i, y"),  # addi(subi(a, b), b)
    ("subi", "addi", "x, y", "y, i"),  # addi(b, subi(a, b))
    ("addi", "subi", "x, y", "i, y"),  # subi(addi(a, b), b)
    ("addi", "subi", "x, y", "i, x"),  # subi(addi(a, b), a)
    ("subi", "subi", "x, y", "i, x"),  # SubISubILHSRHSLHS
    ("muli", "addi", "y, m", "x, i"),  # AddIMulNegativeOneRhs
    ("muli", "addi", "y, m", "i, x"),  # AddIMulNegativeOneLhs
]
"""(inner op, outer op, inner operands, outer operands with `i` the inner result) of each rewrite."""

WIDTHS = {"i8": 8, "i32": 32, "index": 64}
DTYPES = {"i8": np.int8, "i32": np.int32, "index": np.int64}


def program(inner: str, outer: str, inner_operands: str, outer_operands: str, type_: str, c0: int, c1: int) -> str:
    operands = {name: f"%{name}" for name in ("x", "y", "c0", "c1", "m", "i")}
    inner_args = ", ".join(operands[name] for name in inner_operands.split(", "))
    outer_args = ", ".join(operands[name] for name in outer_operands.split(", "))
    return f"""
func.func @f(%x: {type_}, %y: {type_}) -> {type_} {{
  %c0 = arith.constant {c0} : {type_}
  %c1 = arith.constant {c1} : {type_}
  %m = arith.constant -1 : {type_}
  %i = arith.{inner} {inner_args} : {type_}
  %r = arith.{outer} {outer_args} : {type_}
  return %r : {type_}
}}
"""


@pytest.mark.parametrize("type_", ["i8", "i32", "index"])
@pytest.mark.parametrize(("inner", "outer", "inner_operands", "outer_operands"), CHAINS)
def test_canonicalize_keeps_add_sub_chains(inner, outer, inner_operands, outer_operands, type_: str) -> None:
    width = WIDTHS[type_]
    big = (1 << (width - 1)) - 3
    for c0, c1 in [(17, 42), (big, 5), (-big, -9), (3, -big)]:
        original = parse_module(CONTEXT, program(inner, outer, inner_operands, outer_operands, type_, c0, c1), "f")
        verify_operation(original)
        folded = original.clone()
        REGISTRY.pass_class("canonicalize")().apply(CONTEXT, folded)
        verify_operation(folded)
        text = str(folded)
        # One op is left of the two (the rewrite fired), or none where the chain folds to an argument or 0.
        assert sum(text.count(f"arith.{name}") for name in {inner, outer}) <= 1, text
        folded = parse_module(CONTEXT, text, "f")
        dtype = DTYPES[type_]
        for x, y in itertools.product([0, 1, -1, big, -big - 1, 77], [5, -big]):
            args = [dtype(x), dtype(y)]
            expected = run_function(original, "f", args)
            actual = run_function(folded, "f", args)
            assert [int(v) for v in actual] == [int(v) for v in expected], (c0, c1, x, y, text)


@pytest.mark.parametrize("outer", ["addi %i, %c1", "subi %i, %c1", "subi %c1, %i"])
def test_constants_combine_only_from_the_right_of_an_addition(outer: str) -> None:
    """`addi(c0, x)` is not `subi(c0, x)`: the patterns alone leave an addition with its constant on the left
    (canonicalize moves it right first, `CommuteConstantToRight`)."""
    text = f"""
func.func @f(%x: i32) -> i32 {{
  %c0 = arith.constant 17 : i32
  %c1 = arith.constant 42 : i32
  %i = arith.addi %c0, %x : i32
  %r = arith.{outer} : i32
  return %r : i32
}}
"""
    module = parse_module(CONTEXT, text, "f")
    PatternRewriteWalker(CombineAddSubConstants()).rewrite_module(module)
    assert str(module).count("arith.addi") + str(module).count("arith.subi") == 2
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    for x in (0, 5, -(1 << 31), (1 << 31) - 1):
        expected = run_function(parse_module(CONTEXT, text, "f"), "f", [np.int32(x)])
        assert [int(v) for v in run_function(module, "f", [np.int32(x)])] == [int(v) for v in expected]
