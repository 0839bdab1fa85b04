"""xDSL's `OpDef.verify` with its per-op-signature checks remembered.

`OpDef.verify` (what every IRDL op's `verify_` runs first, and
`verify_irdl_constraints` in aiopt's own verifiers) checks, in order, the
operands, results, regions, successors, properties and attributes against
the definition's constraints, then the traits. A pipeline verified after
every pass (`--verify-each`, mlir-opt's default; `AIOPT_VERIFY_EACH=1`)
checks the same `func.func`, `scf.for` or `memref.load` again after each
pass although its types and attributes are the same objects as before:
those constraint checks were about a fifth of verification's time.

This version remembers, per definition, each combination of operand
types, result types, properties, attributes and region entry argument
types (by the identity of those objects, which it keeps alive) that
passed the operand, result, property and attribute checks, with the
constraint variables the operand and result checks bound. For such a
combination it skips those checks and runs the others (regions,
successors, traits) as xDSL does; anything new runs xDSL's checks in
xDSL's order, so the first failure reported is the same.

    %0 = memref.load %m[%i] : memref<8xf32>   // checked once, then by a dictionary lookup
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.irdl.constraints import VerificationContext
from xdsl.irdl.operations import (
    OpDef,
    OptAttributeDef,
    OptPropertyDef,
    VarIRConstruct,
    irdl_op_verify_arg_list,
    irdl_op_verify_regions,
    verify_variadic_size,
)
from xdsl.utils.exceptions import VerifyException

_CHECKED: dict[tuple, tuple] = {}
"""Identity key (`_key`) -> (the objects it names, kept alive; the constraint variables after the operand
and result checks)."""

_CHECKED_LIMIT = 65536
"""Past this many entries the cache starts again."""


def op_signature(op: Operation) -> tuple:
    """What an op's local checks read: its class, operand and result types, properties and attributes
    (not necessarily hashable)."""
    return (
        type(op),
        tuple(operand.type for operand in op.operands),
        tuple(result.type for result in op.results),
        tuple(op.properties.items()),
        tuple(op.attributes.items()),
    )


def signature_identity(signature: tuple) -> tuple:
    """`signature` (`op_signature`) with each type and attribute replaced by its `id`, the class and the names
    kept: a cheap key, valid while `signature` keeps the objects alive (no deep hash of, say, an
    `!llvm.struct` memref descriptor)."""
    cls, operand_types, result_types, properties, attributes = signature
    return (
        cls,
        *map(id, operand_types),
        None,
        *map(id, result_types),
        None,
        *[part for name, value in properties for part in (name, id(value))],
        None,
        *[part for name, value in attributes for part in (name, id(value))],
    )


def op_identity(op: Operation) -> tuple:
    """`signature_identity(op_signature(op))`, without building the signature (most lookups find it)."""
    properties, attributes = op.properties, op.attributes
    return (
        type(op),
        *[id(operand.type) for operand in op._operands],  # (xDSL's tuple of the operands, which `op.operands` views)
        None,
        *[id(result.type) for result in op.results],
        None,
        *([part for name, value in properties.items() for part in (name, id(value))] if properties else ()),
        None,
        *([part for name, value in attributes.items() for part in (name, id(value))] if attributes else ()),
    )


def _key(op: Operation) -> tuple[tuple, tuple]:
    """(key, the objects whose ids it holds): the op's signature and its regions' entry argument types. The
    class in the signature stands for its definition."""
    signature = op_signature(op)
    entry_types = tuple(
        tuple(block.arg_types) if (block := region.first_block) is not None else None for region in op.regions
    )
    key = (
        *signature_identity(signature),
        None,
        *[tuple(map(id, types)) if types is not None else None for types in entry_types],
    )
    return key, (signature, entry_types)


def _variables(context: VerificationContext) -> tuple[dict, dict, dict]:
    return dict(context._variables), dict(context._range_variables), dict(context._int_variables)  # pyright: ignore[reportPrivateUsage]


def _context(variables: tuple[dict, dict, dict]) -> VerificationContext:
    context = VerificationContext()
    context._variables.update(variables[0])  # pyright: ignore[reportPrivateUsage]
    context._range_variables.update(variables[1])  # pyright: ignore[reportPrivateUsage]
    context._int_variables.update(variables[2])  # pyright: ignore[reportPrivateUsage]
    return context


def _verify_properties_and_attributes(op_def: OpDef, op: Operation, context: VerificationContext) -> None:
    """xDSL's property and attribute checks, in its order and words."""
    for kind, defs, values, optional in (
        ("property", op_def.properties, op.properties, OptPropertyDef),
        ("attribute", op_def.attributes, op.attributes, OptAttributeDef),
    ):
        for name, attr_def in defs.items():
            if name not in values:
                if isinstance(attr_def, optional):
                    continue
                raise VerifyException(f"{kind} '{name}' expected in operation '{op.name}'")
            attr_def.constr.verify(values[name], context)
        if kind == "property":
            for name in op.properties.keys():
                if name not in op_def.properties:
                    raise VerifyException(
                        f"property '{name}' is not defined by the operation '{op.name}'. "
                        "Use the dictionary attribute to add arbitrary information "
                        "to the operation."
                    )


def verify_op_def(self: OpDef, op: Operation) -> None:
    """`OpDef.verify`, with the checks of a signature that passed before skipped (see the module docstring)."""
    key, named = _key(op)
    known = _CHECKED.get(key)
    if known is not None:
        context = _context(known[1])
        irdl_op_verify_regions(op, self, context)
        verify_variadic_size(op, self, VarIRConstruct.SUCCESSOR)
    else:
        context = VerificationContext()
        irdl_op_verify_arg_list(op, self, VarIRConstruct.OPERAND, context)
        irdl_op_verify_arg_list(op, self, VarIRConstruct.RESULT, context)
        variables = _variables(context)
        irdl_op_verify_regions(op, self, context)
        verify_variadic_size(op, self, VarIRConstruct.SUCCESSOR)
        _verify_properties_and_attributes(self, op, context)
        if len(_CHECKED) > _CHECKED_LIMIT:
            _CHECKED.clear()
        _CHECKED[key] = (named, variables)
    for trait in self.traits:
        trait.verify(op)


OpDef.verify = verify_op_def
