"""`AnyOf.get` through `aiopt.tools.constraint_unions.union` builds the constraint xDSL's builds (issue 19)."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys

from xdsl.dialects.builtin import (
    AnyFloat,
    Float32Type,
    IndexType,
    IntegerType,
    MemRefType,
    SignlessIntegerConstraint,
    TensorType,
    UnrankedTensorType,
    VectorType,
    container_of,
    f32,
    i1,
    i32,
)
from xdsl.ir import Attribute
from xdsl.irdl import AnyAttr, BaseAttr, EqAttrConstraint, ParamAttrConstraint, irdl_to_attr_constraint
from xdsl.irdl.constraints import AnyOf, AttrSetConstraint

from aiopt.tools import constraint_unions
from aiopt.tools.constraint_unions import union

POOL = (
    BaseAttr(Float32Type), BaseAttr(IndexType), BaseAttr(Attribute), IntegerType, IndexType, AnyFloat, AnyAttr(),
    SignlessIntegerConstraint, VectorType.constr(AnyFloat), TensorType.constr(i32), TensorType.constr(AnyFloat),
    MemRefType.constr(element_type=AnyFloat), ParamAttrConstraint(UnrankedTensorType, (BaseAttr(Float32Type),)),
    EqAttrConstraint(i32), EqAttrConstraint(f32), EqAttrConstraint(i1), AttrSetConstraint.get(i32, i1),
    container_of(IntegerType(1)), container_of(SignlessIntegerConstraint | IndexType),
)  # fmt: skip
"""Unions of these cover each way `AnyOf.get` merges (equal constraints, a parametrized constraint and the base
of its class, two of one class, equality and set constraints, `AnyAttr`, an abstract base) and the way none can."""


def _outcome(build, constraints) -> tuple[str, object]:
    try:
        return "built", build(*constraints)
    except Exception as error:  # noqa: BLE001 - an invalid union is refused the same way by both
        return type(error).__name__, str(error)


def test_every_union_of_up_to_three_is_xdsl_s():
    unions = [combo for size in (1, 2, 3) for combo in itertools.product(POOL, repeat=size)]
    for constraints in random.Random(19).sample(unions, 2500) + [c for c in unions if len(c) < 3]:
        assert _outcome(union, constraints) == _outcome(constraint_unions._xdsl_get, constraints), constraints


def test_disjoint_unions_are_built_without_xdsl_s_merging(monkeypatch):
    def refuse(*constraints):
        raise AssertionError("merged")

    monkeypatch.setattr(constraint_unions, "_xdsl_get", refuse)
    built = union(container_of(AnyFloat), ParamAttrConstraint(UnrankedTensorType, (AnyFloat,)))
    assert isinstance(built, AnyOf) and len(built.attr_constrs) == len(irdl_to_attr_constraint(AnyFloat).attr_constrs) + 3


DEFINITIONS = """
import json, re, sys
if sys.argv[1] == "installed":
    from aiopt.tools import constraint_unions
    assert constraint_unions.install()
from aiopt.support.registry import default_registry
registry = default_registry()
definitions = {}
for name in ("builtin", "arith", "math", "func", "memref", "tensor", "vector", "linalg", "index", "stablehlo"):
    for op in registry.dialects[name]().operations:
        if hasattr(op, "get_irdl_definition"):
            definitions[op.name] = re.sub(" at 0x[0-9a-f]+", "", repr(op.get_irdl_definition()))
print(json.dumps(definitions))
"""


def test_the_dialects_define_the_same_ops_with_it_installed():
    runs = [
        json.loads(subprocess.run([sys.executable, "-c", DEFINITIONS, mode], capture_output=True, text=True,
                                  check=True).stdout)
        for mode in ("xdsl", "installed")
    ]  # fmt: skip
    assert len(runs[0]) > 300 and runs[0] == runs[1]
