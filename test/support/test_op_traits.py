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
