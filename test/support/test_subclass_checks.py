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
from aiopt.support.subclass_checks import MroABCMeta, answer_from_mro

answer_from_mro()
assert type(Operation) is MroABCMeta and "__subclasshook__" not in vars(Operation)  # answers from the MRO already
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


INSTANCE_ANSWERS = """
import abc, gc, sys
from xdsl.dialects import arith, builtin, hw
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from aiopt.support.registry import default_registry
from aiopt.support.subclass_checks import MroABCMeta

for factory in default_registry().dialects.values():
    factory()
converted = [c for c in gc.get_objects() if isinstance(c, type) and type(c) is MroABCMeta]
if sys.argv[1] == "plain":  # abc's own checks everywhere
    for cls in converted:
        cls.__class__ = abc.ABCMeta
else:
    assert len(converted) > 1000 and type(Operation) is type(Attribute) is MroABCMeta, len(converted)
one = builtin.IntegerAttr(1, 32)
values = [None, 3, (), [], one, builtin.i32, builtin.f32, builtin.ArrayAttr([one]), builtin.StringAttr("s"),
          arith.ConstantOp(one), Block(), Region(), arith.ConstantOp(one).result, hw.SymbolTable()]
classes = [Operation, Attribute, IRDLOperation, SSAValue, builtin.ArrayAttr, builtin.IntegerAttr, builtin.TypeAttribute,
           builtin.ParametrizedAttribute, arith.ConstantOp, arith.AddfOp, hw.InnerRefNamespaceLike]
print("".join("1" if isinstance(v, c) else "0" for c in classes for v in values))
print("".join("1" if issubclass(type(v), c) else "0" for c in classes for v in values))
"""


def test_mro_metaclass_gives_abc_answers():
    """isinstance and issubclass against xDSL's IR classes with MroABCMeta (installed by aiopt.support) answer
    as with ABCMeta, in a process each (the metaclass changes classes)."""
    fast = subprocess.run([sys.executable, "-c", INSTANCE_ANSWERS, "mro"], capture_output=True, text=True, check=True)
    plain = subprocess.run([sys.executable, "-c", INSTANCE_ANSWERS, "plain"], capture_output=True, text=True, check=True)
    assert "1" in fast.stdout and "0" in fast.stdout
    assert fast.stdout == plain.stdout


GIVEN_BACK = """
import abc
import typing
from collections.abc import Iterable
from xdsl.dialects import arith, builtin
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition
import aiopt.support
from aiopt.support.subclass_checks import MroABCMeta

assert type(arith.AddfOp) is type(builtin.ArrayAttr) is MroABCMeta  # collections.abc's hooks answer for themselves

@irdl_op_definition
class LaterOp(IRDLOperation):  # defined after the install: the metaclass is inherited
    name = "test.later"

assert type(LaterOp) is MroABCMeta and isinstance(LaterOp(), Operation) and not isinstance(LaterOp(), arith.AddfOp)

class Virtual:
    pass

arith.MulfOp.register(Virtual)  # abc's search again for MulfOp and its ancestors, not for its siblings
assert type(arith.MulfOp) is type(Operation) is abc.ABCMeta and type(arith.AddfOp) is MroABCMeta
assert isinstance(Virtual(), arith.MulfOp) and isinstance(Virtual(), Operation) and issubclass(Virtual, IRDLOperation)
assert not isinstance(Virtual(), arith.AddfOp)

class Collected(builtin.ParametrizedAttribute, Iterable):  # collections.abc's hook: the MRO still
    def __iter__(self):
        return iter(())

assert type(Collected) is MroABCMeta and not issubclass(list, Collected)

class Named(typing.Protocol):
    def name(self) -> str: ...

class Protocolled(builtin.TypeAttribute, Named):  # an IR class and a protocol, as with ABCMeta: no metaclass
    pass  # conflict; the protocol's hook gives the IR bases back to ABCMeta

assert type(builtin.TypeAttribute) is abc.ABCMeta and type(builtin.IntegerAttr) is MroABCMeta

class Hooked(builtin.ParametrizedAttribute):  # a hook of its own: abc asks it, for it and its ancestors
    @classmethod
    def __subclasshook__(cls, other):
        return True if other is int else NotImplemented

assert type(Hooked) is type(builtin.ParametrizedAttribute) is type(Attribute) is abc.ABCMeta
assert issubclass(int, Hooked) and issubclass(int, Attribute) and isinstance(3, Attribute)
assert type(builtin.IntegerAttr) is MroABCMeta and not isinstance(3, builtin.IntegerAttr)
"""


def test_a_registration_or_a_hook_gives_classes_back_to_abc():
    subprocess.run([sys.executable, "-c", GIVEN_BACK], check=True)
