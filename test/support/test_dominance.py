"""`DominanceInfo.first_undominated_operand` answers as `properly_dominates` asked of each operand in turn."""

from __future__ import annotations

import pytest

from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.dominance import DominanceInfo
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_dominance, verify_operation

TEXT = """
func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %0, %2 : i32
  %2 = arith.addi %1, %0 : i32
  %3 = scf.if %c -> (i32) {
    %4 = arith.addi %0, %5 : i32
    %5 = arith.addi %a, %3 : i32
    scf.yield %4 : i32
  } else {
    scf.yield %0 : i32
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %6 = arith.addi %3, %7 : i32
  cf.br ^bb2
^bb2:
  %7 = arith.addi %6, %a : i32
  func.return %7 : i32
}
%g = arith.addi %h, %h : i32
%h = arith.constant 1 : i32
"""


def test_first_undominated_operand_is_properly_dominates_in_order():
    module = parse_module(default_registry().make_context(), TEXT, "d.mlir")
    answers = []
    for op in module.walk():
        expected = next(
            (index for index, value in enumerate(op.operands) if not DominanceInfo().properly_dominates(value, op)),
            None,
        )
        assert DominanceInfo().first_undominated_operand(op) == expected, op.name
        answers.append(expected)
    assert {None, 0, 1} <= set(answers)  # (uses that dominate, and the first or the second that does not)


def test_the_verifier_reports_an_op_failure_before_an_earlier_dominance_failure():
    """`verify_operation` checks dominance as its walk meets each op, but reports the first undominated use
    only after every op verified, as MLIR does: an invalid op after it is what it reports."""
    context = default_registry().make_context()
    undominated = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %1 : i32
  %1 = arith.addi %a, %a : i32
  func.return %0 : i32
}
"""
    module = parse_module(context, undominated, "d.mlir")
    with pytest.raises(DiagnosticError, match="operand #1 does not dominate this use") as walked:
        verify_operation(module)
    with pytest.raises(DiagnosticError) as alone:
        verify_dominance(module)
    assert str(walked.value) == str(alone.value)
    invalid_after = undominated.replace("  func.return", '  %2 = "arith.addi"(%a) : (i32) -> i32\n  func.return')
    with pytest.raises(DiagnosticError, match="expected 2 operands, but found 1"):
        verify_operation(parse_module(context, invalid_after, "d.mlir"))
