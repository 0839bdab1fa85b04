"""Trait lookups on op classes (`aiopt.support.op_traits`): declaration order, cached answers that follow
`add_trait`, and xDSL's results for types, instances and unhashable traits."""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.traits import HasParent, IsTerminator, NoMemoryEffect, OpTrait, Pure

import aiopt.support  # noqa: F401  (installs the lookups)


@irdl_op_definition
class _TracedOp(IRDLOperation):
    name = "test.traced"
    traits = traits_def(NoMemoryEffect(), Pure())


@dataclass(frozen=True)
class _Unhashable(OpTrait):
    parts: list = field(default_factory=list, hash=False, compare=True)

    def __hash__(self):
        raise TypeError("unhashable")


def test_first_trait_in_declaration_order():
    # Pure is a NoMemoryEffect too: the first declared one that matches is the answer, on every run.
    assert type(_TracedOp.get_trait(NoMemoryEffect)) is NoMemoryEffect
    assert [type(t) for t in _TracedOp.traits] == [NoMemoryEffect, Pure]
    assert [type(t) for t in _TracedOp.get_traits_of_type(NoMemoryEffect)] == [NoMemoryEffect, Pure]


def test_instances_and_missing_traits():
    assert _TracedOp.get_trait(Pure()) == Pure()
    assert _TracedOp.get_trait(IsTerminator) is None
    assert not _TracedOp.has_trait(HasParent(_TracedOp))
    assert _TracedOp.get_trait(_Unhashable()) is None  # not cached, still answered


def test_answers_follow_added_traits():
    @irdl_op_definition
    class GrowingOp(IRDLOperation):
        name = "test.growing"
        traits = traits_def(Pure())

    assert not GrowingOp.has_trait(IsTerminator)
    assert GrowingOp.get_traits_of_type(IsTerminator) == []
    GrowingOp.traits.add_trait(IsTerminator())
    assert GrowingOp.has_trait(IsTerminator)
    assert [type(t) for t in GrowingOp.get_traits_of_type(IsTerminator)] == [IsTerminator]


def test_lists_are_fresh():
    first = _TracedOp.get_traits_of_type(Pure)
    first.clear()
    assert len(_TracedOp.get_traits_of_type(Pure)) == 1


def _verify(text: str) -> str | None:
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation

    context = default_registry().make_context()
    context.allow_unregistered = True
    try:
        verify_operation(parse_module(context, text, "isolated.mlir"))
    except DiagnosticError as err:
        return str(err)
    return None


def test_isolated_from_above_accepts_values_of_nested_regions():
    text = """func.func @f(%a: i32, %p: i1) -> i32 {
      %b = arith.addi %a, %a : i32
      %r = scf.if %p -> (i32) {
        %c = arith.addi %b, %a : i32
        scf.yield %c : i32
      } else {
        scf.yield %b : i32
      }
      func.return %r : i32
    }"""
    assert _verify(text) is None


def test_isolated_from_above_reports_the_first_outside_use():
    text = """"test.op"() ({
      %c = arith.constant 1 : i32
      func.func @f(%p: i1) -> i32 {
        %r = scf.if %p -> (i32) {
          %d = arith.addi %c, %c : i32
          scf.yield %d : i32
        } else {
          %e = arith.muli %c, %c : i32
          scf.yield %e : i32
        }
        func.return %r : i32
      }
      "test.term"() : () -> ()
    }) : () -> ()"""
    message = _verify(text)
    assert message is not None
    assert "'func.func' op Operation using value defined out of its IsolatedFromAbove parent" in message
    # xDSL's order: regions from the last one (the else region's `arith.muli` before the then region's).
    assert "arith.muli" in message and "arith.addi" not in message
