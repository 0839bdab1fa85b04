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

import abc
import typing


def is_subclass(cls: type, bases: type | tuple[type, ...]) -> bool:
    """`issubclass(cls, bases)` for classes without virtual subclasses: whether a base is in `cls.__mro__`."""
    if isinstance(bases, tuple):
        for base in bases:
            if type.__subclasscheck__(base, cls):
                return True
        return False
    return type.__subclasscheck__(bases, cls)


def answer_from_mro(module_prefixes: tuple[str, ...] = ("xdsl.", "aiopt.")) -> int:
    """Let the abstract classes of these modules answer subclass checks from the MRO; how many now do.

    ABCMeta caches a check's answer in the process that asked it: the tool
    server's forked runs each asked `isinstance((), Operation)` and the like
    again, and a negative answer walks the class's whole subtree (3 ms for
    Operation's 2,000 op classes), asking each class and filling its
    negative cache. A `__subclasshook__` answers first (`abc`'s step 3), so
    each abstract class `cls` of these modules whose subtree registers no
    virtual subclass and defines no hook of its own gets one that answers
    `type.__subclasscheck__(cls, subclass)` (the MRO) while no class
    anywhere has been registered since (`abc.get_cache_token()` unchanged),
    and lets `abc` search as before otherwise: the answers stay those of
    `issubclass`, without the walk.
    """
    candidates = [
        cls for cls in _every_class() if isinstance(cls, abc.ABCMeta) and cls.__module__.startswith(module_prefixes)
    ]
    token = abc.get_cache_token()

    def hook(cls: type, subclass: type) -> bool:
        if type.__subclasscheck__(cls, subclass):
            return True
        return False if abc.get_cache_token() == token else NotImplemented

    clean: dict[type, bool] = {}
    chosen = [cls for cls in candidates if _searches_nothing_else(cls, clean)]
    for cls in chosen:
        if type(cls) is not MroABCMeta:  # one answers from the MRO already (and a hook would give it back)
            cls.__subclasshook__ = classmethod(hook)
    return len(chosen)


def _every_class() -> list[type]:
    seen: dict[type, None] = {}
    stack = [object]
    while stack:
        cls = stack.pop()
        if cls not in seen:
            seen[cls] = None
            stack.extend(type.__subclasses__(cls) if isinstance(cls, type) else ())
    return list(seen)


def _searches_nothing_else(cls: type, clean: dict[type, bool]) -> bool:
    """Whether `issubclass(x, cls)` is `cls in x.__mro__`: in `cls`'s subtree, no registry and no own hook."""
    stack = [cls]
    while stack:
        current = stack.pop()
        known = clean.get(current)
        if known is False:
            return False
        if known:
            continue
        if _has_a_hook(current) or (isinstance(current, abc.ABCMeta) and abc._get_dump(current)[0]):
            clean[current] = False
            return False
        stack.extend(type.__subclasses__(current))
    clean[cls] = True
    return True


def _has_a_hook(cls: type) -> bool:
    """Whether `issubclass(x, cls)` may ask a `__subclasshook__`: `cls`'s own or a base's, other than those of
    `collections.abc` (`Iterable`, `Sized`, ...: each answers for itself only, `if cls is Iterable`)."""
    owner = next(base for base in cls.__mro__ if "__subclasshook__" in base.__dict__)
    return owner is not object and (owner is cls or owner.__module__ != "collections.abc")


class MroABCMeta(type(typing.Protocol)):
    """ABCMeta whose `isinstance` and `issubclass` checks are `type`'s: the class's MRO, in C.

    Every `isinstance(x, AddfOp)` or `isinstance(attr, IntegerAttr)` with
    ABCMeta calls its Python `__instancecheck__` and abc's weak-set caches:
    6.3 million calls in the compile of test_jax_programs' 16 programs, whose
    CPU time this metaclass takes from 16.9 s to 15.9. Classes with it answer
    from the MRO, as `is_subclass` does: the same answer while nothing in
    their subtree has virtual subclasses or a `__subclasshook__` (other than
    collections.abc's, which answer for their own class only). Registering a
    virtual subclass (`ABCMeta.register`), or defining a class under them
    with a hook, gives that class and its ancestors back to ABCMeta, whose
    search then finds it:

        answer_checks_from_mro(xdsl.ir.core)  # xDSL's IR classes: MroABCMeta
        isinstance(op, arith.AddfOp)          # type's check
        arith.AddfOp.register(Virtual)        # AddfOp, ..., Operation: ABCMeta again

    It derives from `typing.Protocol`'s metaclass (ABCMeta's subclass) so that a
    class may derive from an IR class and a protocol as before (Python takes
    the most derived of the bases' metaclasses, and there has to be one); such
    a class has the protocol's hook, and gives its IR bases back to ABCMeta.
    """

    __slots__ = ()
    __instancecheck__ = type.__instancecheck__
    __subclasscheck__ = type.__subclasscheck__

    def __init__(cls, name, bases, namespace, /, **kwargs):
        super().__init__(name, bases, namespace, **kwargs)
        if _has_a_hook(cls):
            _give_back_to_abc(cls)

    def register(cls, subclass):
        _give_back_to_abc(cls)
        return abc.ABCMeta.register(cls, subclass)


def _give_back_to_abc(cls: type) -> None:
    """`cls` and its ancestors with MroABCMeta get ABCMeta again (its search over subclasses and registries)."""
    for base in cls.__mro__:
        if type(base) is MroABCMeta:
            base.__class__ = abc.ABCMeta


def answer_checks_from_mro(*modules) -> int:
    """Give MroABCMeta to the abstract classes of `modules` and their subclasses (of xDSL and aiopt) in whose
    subtree `issubclass` is the MRO (see `_searches_nothing_else`); how many now have it. Classes defined
    later under them inherit it."""
    clean: dict[type, bool] = {}
    changed = 0
    stack = [
        cls
        for module in modules
        for cls in vars(module).values()
        if type(cls) is abc.ABCMeta and cls.__module__ == module.__name__
    ]
    seen: set[type] = set()
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        stack.extend(type.__subclasses__(cls))
        if type(cls) is abc.ABCMeta and cls.__module__.startswith(("xdsl.", "aiopt.")) and _searches_nothing_else(
            cls, clean
        ):
            cls.__class__ = MroABCMeta
            changed += 1
    return changed
