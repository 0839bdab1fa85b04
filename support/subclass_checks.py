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
        hook_owner = next(base for base in current.__mro__ if "__subclasshook__" in base.__dict__)
        if hook_owner is not object or (isinstance(current, abc.ABCMeta) and abc._get_dump(current)[0]):
            clean[current] = False
            return False
        stack.extend(type.__subclasses__(current))
    clean[cls] = True
    return True
