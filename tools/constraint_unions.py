"""Build unions of constraints (`AnyOf.get`) without pairwise merging where no pair can merge (issue 19).

xDSL's `AnyOf.get(a, b, ...)` (also `a | b` and `container_of(a)`) flattens
the unions among its arguments, then tries to merge every constraint with
every one before it (`relax_constraint`): quadratic, and for the 18 float
types of `AnyFloat` in a vector, tensor or memref constraint it is 4 ms of
the 90 ms that `ai-opt` takes to start on a three-op file, in xDSL's
builtin and arith dialects and in aiopt's arith.

No pair can merge when each constraint is a `BaseAttr` of a final
attribute class or a `ParamAttrConstraint` (whose `relax_constraint`
merges only constraints of the same base class) and their bases are
disjoint: there `AnyOf.get` returns the flattened constraints as they
are, and so does `union` without trying. Any other argument (an `AnyAttr`,
an equality or set constraint, an abstract base, bases that overlap) goes
to xDSL's `AnyOf.get`. A driver that calls `install()` before it imports
xDSL's dialects has `AnyOf.get` do this; the result is equal either way
(`test/tools/test_constraint_unions.py` compares them):

    install()
    from xdsl.dialects.builtin import AnyFloat, container_of
    container_of(AnyFloat)      # AnyOf of the 18 float types, vectors and tensors of them: no merging tried
"""

from __future__ import annotations

from typing import Any

from xdsl.irdl.attributes import irdl_to_attr_constraint
from xdsl.irdl.constraints import AnyOf, BaseAttr, ParamAttrConstraint

_xdsl_get = AnyOf.get
"""xDSL's `AnyOf.get`, which `union` calls for what it does not build itself."""


def union(*constraints: Any) -> Any:
    """`AnyOf.get(*constraints)`: the same constraint, without trying to merge pairs where none can merge."""
    flat: list[Any] = []
    for constraint in constraints:
        constraint = irdl_to_attr_constraint(constraint)
        if isinstance(constraint, AnyOf):
            flat.extend(constraint.attr_constrs)
        else:
            flat.append(constraint)
    seen: set[type] = set()
    for constraint in flat:
        kind = type(constraint)
        bases = constraint.get_bases() if kind is BaseAttr or kind is ParamAttrConstraint else None
        if bases is None or not seen.isdisjoint(bases):
            return _xdsl_get(*constraints)
        seen |= bases
    return flat[0] if len(flat) == 1 else AnyOf(tuple(flat))


def install() -> bool:
    """Have `AnyOf.get` skip the merging where no pair can merge (`union`); False if done before."""
    if AnyOf.get is union:
        return False
    AnyOf.get = staticmethod(union)  # type: ignore[method-assign, assignment]
    return True
