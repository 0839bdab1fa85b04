"""is_subclass answers as issubclass for IR classes, which have no virtual subclasses (support/subclass_checks)."""

from __future__ import annotations

import abc
import subprocess
import sys

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


ANSWERS = """
import sys
from xdsl.dialects import arith, builtin, hw
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import RewritePattern
from aiopt.support.registry import default_registry
from aiopt.support.subclass_checks import answer_from_mro

for factory in default_registry().dialects.values():
    factory()
if sys.argv[1] == "hooked":
    assert answer_from_mro() > 1000
ops = sorted(Operation.__subclasses__(), key=repr)
classes = [tuple, list, int, type(None), Block, Region, SSAValue, builtin.IntegerAttr, builtin.f32.__class__,
           arith.AddfOp, arith.MulfOp, hw.SymbolTable, *ops[::5]]
bases = [Operation, Attribute, RewritePattern, arith.AddfOp, arith.FloatingPointLikeBinaryOperation,
         builtin.IntegerAttr, hw.InnerRefNamespaceLike]
print("".join("1" if issubclass(cls, base) else "0" for base in bases for cls in classes))
"""


def _answers(mode: str) -> str:
    result = subprocess.run([sys.executable, "-c", ANSWERS, mode], capture_output=True, text=True, check=True)
    return result.stdout


def test_answer_from_mro_gives_issubclass_answers():
    """The same answers with the hooks as from ABCMeta's search, in a process each (the hooks change classes)."""
    hooked = _answers("hooked")
    assert "1" in hooked and "0" in hooked
    assert hooked == _answers("plain")


REGISTERED = """
from xdsl.dialects import arith, hw
from xdsl.ir import Operation
from aiopt.support.subclass_checks import answer_from_mro

answer_from_mro()
assert "__subclasshook__" in vars(Operation)
# A class with virtual subclasses keeps abc's search: hw registers SymbolTable under InnerRefNamespaceLike.
assert "__subclasshook__" not in vars(hw.InnerRefNamespaceLike)
assert issubclass(hw.SymbolTable, hw.InnerRefNamespaceLike)

class Virtual:
    pass

assert not issubclass(Virtual, Operation)
arith.AddfOp.register(Virtual)  # registered after the hooks: abc searches again
assert issubclass(Virtual, arith.AddfOp) and issubclass(Virtual, Operation)
assert isinstance(Virtual(), Operation)
assert not issubclass(Virtual, arith.MulfOp)
"""


def test_a_virtual_subclass_registered_later_is_found():
    subprocess.run([sys.executable, "-c", REGISTERED], check=True)
