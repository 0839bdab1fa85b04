"""is_subclass answers as issubclass for IR classes, which have no virtual subclasses (support/subclass_checks)."""

from __future__ import annotations

import abc

from xdsl.dialects import arith
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from aiopt.support.registry import default_registry
from aiopt.support.subclass_checks import is_subclass


def _subtree(root: type) -> list[type]:
    seen: dict[type, None] = {}
    stack = [root]
    while stack:
        cls = stack.pop()
        if cls not in seen:
            seen[cls] = None
            stack.extend(cls.__subclasses__())
    return list(seen)


def _load_every_dialect() -> None:
    registry = default_registry()
    for factory in registry.dialects.values():
        factory()


def test_no_ir_class_has_virtual_subclasses():
    """The premise: nothing is registered (ABCMeta.register) under Operation or Attribute."""
    _load_every_dialect()
    for root in (Operation, Attribute):
        for cls in _subtree(root):
            if isinstance(cls, abc.ABCMeta):
                registry = abc._get_dump(cls)[0]
                assert not registry, f"{cls.__name__} has virtual subclasses {registry}"


def test_same_answers_as_issubclass():
    _load_every_dialect()
    ops = _subtree(Operation)
    others = [tuple, list, int, Block, Region, SSAValue, Attribute, arith.AddfOp]
    bases = [Operation, Attribute, arith.AddfOp, arith.FloatingPointLikeBinaryOperation, (arith.AddfOp, arith.MulfOp)]
    for base in bases:
        for cls in ops[::7] + others:
            assert is_subclass(cls, base) == issubclass(cls, base), (cls, base)
    assert is_subclass(arith.AddfOp, (arith.MulfOp, Operation))
    assert not is_subclass(arith.MulfOp, (arith.AddfOp,))
    assert not is_subclass(tuple, ())
