"""`VerifyWhenChanged`: verification after each pass, skipped only where the IR is exactly as last verified."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, StringAttr, i32

from aiopt.support import verifier
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import VerifyWhenChanged, ir_fingerprint

CONTEXT = default_registry().make_context()

PROGRAM = """
func.func @f(%a: i32, %b: i32, %x: f32) -> i32 {
  %c = arith.addi %a, %b : i32
  %d = arith.muli %c, %b : i32
  cf.br ^bb1(%d : i32)
^bb1(%e: i32):
  %g = arith.subi %e, %a : i32
  func.return %g : i32
}
"""


@pytest.fixture
def counted(monkeypatch):
    """The module, a VerifyWhenChanged, and a list that gets one entry per real verification."""
    calls = []
    real = verifier.verify_operation

    def counting(root):
        calls.append(root)
        real(root)

    monkeypatch.setattr(verifier, "verify_operation", counting)
    module = parse_module(CONTEXT, PROGRAM, "f.mlir")
    return module, VerifyWhenChanged(), calls


def _ops(module):
    return {op.name: op for op in module.walk()}


def test_unchanged_ir_is_verified_once(counted):
    module, verify, calls = counted
    verify(module)
    verify(module)
    assert len(calls) == 1
    assert ir_fingerprint(module) == ir_fingerprint(module)


def test_a_valid_change_is_verified_again(counted):
    module, verify, calls = counted
    verify(module)
    ops = _ops(module)
    ops["arith.muli"].operands[0] = ops["func.func"].body.blocks.first.args[0]
    verify(module)
    assert len(calls) == 2


@pytest.mark.parametrize(
    "break_it",
    [
        # an operand of another type
        lambda ops: ops["arith.addi"].operands.__setitem__(1, ops["func.func"].body.blocks.first.args[2]),
        # a property
        lambda ops: ops["func.func"].properties.__setitem__("sym_name", IntegerAttr(1, i32)),
        # an op moved across the block boundary: it no longer dominates its use
        lambda ops: (ops["arith.muli"].detach(), ops["arith.subi"].parent.insert_op_before(ops["arith.muli"], ops["arith.subi"])),
        # a branch moved to the start of the next block: the walk order is the same, the blocks are not
        lambda ops: (ops["cf.br"].detach(), ops["arith.subi"].parent.insert_op_before(ops["cf.br"], ops["arith.subi"])),
        # a terminator in the middle of a block
        lambda ops: (ops["func.return"].detach(), ops["arith.subi"].parent.insert_op_before(ops["func.return"], ops["arith.subi"])),
    ],
    ids=["operand", "property", "moved-across-blocks", "moved-to-next-block", "terminator-moved"],
)
def test_every_kind_of_change_is_verified_again(counted, break_it):
    module, verify, calls = counted
    verify(module)
    break_it(_ops(module))
    with pytest.raises(DiagnosticError):
        verify(module)
    assert len(calls) == 2


def test_a_replaced_op_of_the_same_kind_is_verified_again(counted):
    module, verify, calls = counted
    verify(module)
    ops = _ops(module)
    old = ops["arith.addi"]
    new = arith.AddiOp(old.operands[0], old.operands[1])
    old.parent.insert_op_before(new, old)
    old.results[0].replace_all_uses_with(new.results[0])
    old.detach()
    old.erase()
    verify(module)
    assert len(calls) == 2


def test_the_fingerprint_sees_discardable_attributes_and_result_types(counted):
    module, _, _ = counted
    before = ir_fingerprint(module)
    ops = _ops(module)
    ops["arith.addi"].attributes["note"] = StringAttr("x")
    with_attribute = ir_fingerprint(module)
    assert with_attribute != before
    old = ops["arith.subi"]
    new = arith.SubiOp(old.operands[0], old.operands[1], result_type=i32)
    assert ir_fingerprint(module) == with_attribute  # not inserted yet
    old.parent.insert_op_before(new, old)
    assert ir_fingerprint(module) != with_attribute
