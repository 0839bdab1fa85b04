"""xDSL's `isa(value, hint)` for the calls of its builtin dialect, with the common answers found faster.

xDSL 0.74's `xdsl.dialects.builtin` checks attribute parameters with `isa`: `isa(attr, ArrayAttr)` in
`ArrayOfConstraint.verify` and `IntAttrConstraint.verify` (every `tensor<...>` and `memref<...>` built checks
its shape so), `isa(shape, ArrayAttr[IntAttr])` in `MemRefType.__init__`. `isa` first asks
`typing.get_origin` of the hint, and for a parametrized attribute hint builds its constraint
(`irdl_to_attr_constraint`) at every call: 4% of parsing the lit suite's inputs.

`isa` here answers a plain class hint with `isinstance`, as xDSL's does, without `get_origin`, and checks
a hint of a parametrized attribute or generic data (`ArrayAttr[IntAttr]`) against its constraint, built
once per hint (a constraint is an immutable function of the hint); any other hint goes to xDSL's `isa`:

    isa(attr, ArrayAttr)                # isinstance(attr, ArrayAttr)
    isa(shape, ArrayAttr[IntAttr])      # the cached constraint's verify, False where it raises

It replaces `isa` in `xdsl.dialects.builtin` only (`install`), when xDSL's is still 0.74's (`EXPECTED_NAMES`).
Installed when `aiopt.support.parsing` or `aiopt.dialects` is imported (not by `aiopt.support`, which a compile-cache
hit imports without xDSL's dialects).
"""

from __future__ import annotations

import typing
from abc import ABCMeta
from typing import Any

from xdsl.dialects import builtin
from xdsl.irdl import GenericData, ParametrizedAttribute, VerificationContext, irdl_to_attr_constraint
from xdsl.irdl.constraints import AttrConstraint
from xdsl.utils import hints
from xdsl.utils.exceptions import VerifyException

EXPECTED_NAMES = (
    "xdsl.irdl", "VerificationContext", "Any", "get_origin", "isclass", "isinstance", "list", "cast", "get_args",
    "all", "set", "tuple", "len", "zip", "dict", "items", "Union", "types", "UnionType", "any", "Literal",
    "issubclass", "Sequence", "GenericData", "irdl_to_attr_constraint", "ParametrizedAttribute", "type",
    "verify", "VerifyException", "SSAValue", "isa", "ValueError",
)  # fmt: skip
"""The names xDSL 0.74's `isa` uses: this version stands aside when an upgrade changes it."""

xdsl_isa = hints.isa
"""xDSL's own (every hint this version does not answer)."""

_CLASS_METATYPES = (type, ABCMeta)
"""The metaclasses of the class hints answered by `isinstance` (xDSL's attribute classes are ABCMeta's; a
generic alias such as `ArrayAttr[IntAttr]` is neither)."""

_CONSTRAINTS: dict[Any, AttrConstraint] = {}
"""The constraint of each parametrized attribute hint checked so far."""


def isa(arg: Any, hint: Any) -> bool:
    """xDSL's `isa(arg, hint)`."""
    if type(hint) in _CLASS_METATYPES and hint is not typing.Generic:
        # xDSL's `isclass(hint) and get_origin(hint) is None` (a class's origin is None, Generic's is itself).
        return isinstance(arg, hint)
    try:
        constraint = _CONSTRAINTS.get(hint)
    except TypeError:  # (an unhashable hint)
        return xdsl_isa(arg, hint)
    if constraint is None:
        origin = typing.get_origin(hint)
        if not (isinstance(origin, type) and issubclass(origin, GenericData | ParametrizedAttribute)):
            return xdsl_isa(arg, hint)
        constraint = _CONSTRAINTS[hint] = irdl_to_attr_constraint(hint)
    try:
        constraint.verify(arg, VerificationContext())
    except VerifyException:
        return False
    return True


def install() -> None:
    """Let `xdsl.dialects.builtin` call this `isa`, where xDSL's is 0.74's."""
    if builtin.isa is xdsl_isa and xdsl_isa.__code__.co_names == EXPECTED_NAMES:
        builtin.isa = isa


install()
