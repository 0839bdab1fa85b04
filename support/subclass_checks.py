"""Subclass checks without ABCMeta's search for virtual subclasses (issue 19).

xDSL's `Operation` and `Attribute` are abstract base classes, and so is
every op class. `issubclass(cls, base)` with such a base answers False only
after asking each class below `base` in turn whether `cls` was registered
as its virtual subclass (`ABCMeta.register`): `issubclass(OpOperands,
Operation)` asks the 2,000 op classes, 3 ms, and a pattern's
`issubclass(op_class, (AddfOp,))` costs a Python call and a weak set
insertion for each new pair. ABCMeta caches the answers, but per process:
every run the tool server forks asks again (a tenth of the lit suite's CPU
time was these checks).

Nothing registers virtual subclasses of IR classes, so their subclass
relation is the classes' method resolution order, which `type`'s own check
reads:

    is_subclass(arith.AddfOp, Operation)          # True
    is_subclass(arith.MulfOp, (arith.AddfOp,))    # False, without asking AddfOp's subclasses
"""

from __future__ import annotations


def is_subclass(cls: type, bases: type | tuple[type, ...]) -> bool:
    """`issubclass(cls, bases)` for classes without virtual subclasses: whether a base is in `cls.__mro__`."""
    if isinstance(bases, tuple):
        for base in bases:
            if type.__subclasscheck__(base, cls):
                return True
        return False
    return type.__subclasscheck__(bases, cls)
