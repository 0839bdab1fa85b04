"""xDSL's `OpDef.verify` with its per-op-signature checks remembered, and its count checks precomputed.

`OpDef.verify` (what every IRDL op's `verify_` runs first, and
`verify_irdl_constraints` in aiopt's own verifiers) checks, in order, the
operands, results, regions, successors, properties and attributes against
the definition's constraints, then the traits. A pipeline verified after
every pass (`--verify-each`, mlir-opt's default; `AIOPT_VERIFY_EACH=1`)
checks the same `func.func`, `scf.for` or `memref.load` again after each
pass although its types and attributes are the same objects as before:
those constraint checks were about a fifth of verification's time.

This version remembers, per definition, each combination of operand
types, result types, properties, attributes, regions (each one's entry
argument types and whether it has no, one or more blocks) and number of
successors (by the identity of those objects, which it keeps alive) that
passed every check but the traits'. Those checks read nothing else, so such
a combination passes them again: only the traits run. Anything new runs
xDSL's checks in xDSL's order (those of the operands and results a little
cheaper, `_verify_values`), and where one fails, xDSL's own `OpDef.verify`
runs again from the start, so the first failure reported, and its words, are
xDSL's.

    %0 = memref.load %m[%i] : memref<8xf32>   // checked once, then by a dictionary lookup

xDSL's `verify_variadic_size` (how many operands, results, regions or
successors an op may have, given its definition's variadic ones) looked up
the definition's segment-size option, its list of definitions and the
construct's name on every call, a twelfth of a lit RUN line's verification;
`verify_variadic_size` below answers from the counts it derives once per
definition and leaves the wording of a failure, and segment sizes, to xDSL's.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import BlockArgument, Operation, OpResult
from xdsl.irdl import operations as irdl_operations
from xdsl.irdl.constraints import SingleOf, VerificationContext
from xdsl.irdl.operations import (
    OpDef,
    OptAttributeDef,
    OptionalDef,
    OptPropertyDef,
    VariadicDef,
    VarIRConstruct,
    irdl_op_verify_regions,
)
from xdsl.utils.exceptions import VerifyException

_CHECKED: dict[tuple, tuple] = {}
"""Identity key (`_key`) -> the objects it names (kept alive, so that no id in the key is reused)."""

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


def _key(op: Operation, op_def: OpDef) -> tuple:
    """`op_identity(op)`, then per region how many blocks it has (0, 1, or 2 for more) and the ids of its entry
    argument types, then how many successors the op has: all that `OpDef.verify` reads but the traits; last,
    the id of the definition `op` is checked against (an op class's own definition, or one its verifier
    checks beside it)."""
    key = op_identity(op)
    regions = op.regions
    if regions:
        parts: list = [None]
        for region in regions:
            first = region.first_block
            if first is None:
                parts.append(0)
            else:
                parts.append(1 if first is region.last_block else 2)
                parts.extend([id(argument.type) for argument in first.args])
            parts.append(None)
        key += tuple(parts)
    successors = op._successors  # (xDSL's tuple of the successors, which `op.successors` views)
    return (*key, None, len(successors), id(op_def)) if successors else (*key, id(op_def))


def _named(op: Operation, op_def: OpDef) -> tuple:
    """The objects whose ids `_key(op, op_def)` holds."""
    return (
        op_def,
        [operand.type for operand in op._operands],
        [result.type for result in op.results],
        [*op.properties.values(), *op.attributes.values()],
        [block.arg_types for region in op.regions if (block := region.first_block) is not None],
    )


def verify_op_def(self: OpDef, op: Operation) -> None:
    """`OpDef.verify`, with the checks of a key that passed before skipped (see the module docstring)."""
    key = _key(op, self)
    if key not in _CHECKED:
        try:
            context = VerificationContext()
            _verify_values(op, self, VarIRConstruct.OPERAND, context)
            _verify_values(op, self, VarIRConstruct.RESULT, context)
            irdl_op_verify_regions(op, self, context)
            verify_variadic_size(op, self, VarIRConstruct.SUCCESSOR)
            _verify_properties_and_attributes(self, op, context)
        except Exception:
            # xDSL's checks again from the start, which report the first failure in its words.
            _xdsl_op_def_verify(self, op)
            raise
        if len(_CHECKED) > _CHECKED_LIMIT:
            _CHECKED.clear()
        _CHECKED[key] = _named(op, self)
    for trait in self.traits:
        trait.verify(op)


_xdsl_op_def_verify = OpDef.verify

_SINGLE_VALUES = frozenset({OpResult, BlockArgument})
"""The classes of a value that an accessor of one operand or result gives (no `isinstance(..., Sequence)`,
which goes through `ABCMeta`, for them)."""


def _verify_values(op: Operation, op_def: OpDef, construct: VarIRConstruct, context: VerificationContext) -> None:
    """xDSL's `irdl_op_verify_arg_list` of `op`'s operands or results, where they pass: its checks, in its order
    and with the same constraint calls (a failure's message is left to xDSL's: see `verify_op_def`). A single
    value's `SingleOf` constraint checks its type without the tuple, and no `isinstance(..., Sequence)` (through
    `ABCMeta`) tells a value from a group of them."""
    verify_variadic_size(op, op_def, construct)
    for name, definition in op_def.operands if construct is VarIRConstruct.OPERAND else op_def.results:
        values = getattr(op, name)
        constraint = definition.constr
        if values.__class__ in _SINGLE_VALUES:
            if constraint.__class__ is SingleOf:
                constraint.constr.verify(values.type, context)
                continue
            types = (values.type,)
        elif values is None:
            types = ()
        elif not isinstance(values, Sequence):
            types = (values.type,)
        else:
            types = values.types
        constraint.verify(types, context)


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


_xdsl_verify_variadic_size = irdl_operations.verify_variadic_size

_CONSTRUCTS = (
    (VarIRConstruct.OPERAND, lambda op: op._operands),  # (the tuples that `op.operands`, `op.successors` view)
    (VarIRConstruct.RESULT, lambda op: op.results),
    (VarIRConstruct.REGION, lambda op: op.regions),
    (VarIRConstruct.SUCCESSOR, lambda op: op._successors),
)
"""Each construct, in `VarIRConstruct`'s order (its value less one), and the op's tuple of it."""


_COUNTS: dict[int, tuple[OpDef, tuple]] = {}
"""id(definition) -> (the definition, which keeps its id its own; its counts (`_counts`))."""


def _counts(op_def: OpDef) -> tuple:
    """Per construct (`_CONSTRUCTS`' order): None where a segment-size option gives the sizes, else (how many
    definitions, how many of them variadic, whether one of those is optional): what xDSL's
    `verify_variadic_same_size` reads. Derived once per definition: xDSL builds a definition's lists once,
    and `with_constraints` and the like give their copy new lists before any op is verified with it."""
    known = _COUNTS.get(id(op_def))
    if known is not None and known[0] is op_def:
        return known[1]
    counts = []
    for (construct, _), defs in zip(_CONSTRUCTS, (op_def.operands, op_def.results, op_def.regions, op_def.successors)):
        option = irdl_operations.get_attr_size_option(construct)
        if any(isinstance(o, option) for o in op_def.options):
            counts.append(None)
            continue
        variadic = [d for _, d in defs if isinstance(d, VariadicDef)]
        counts.append((len(defs), len(variadic), any(isinstance(d, OptionalDef) for d in variadic)))
    if len(_COUNTS) > _CHECKED_LIMIT:
        _COUNTS.clear()
    _COUNTS[id(op_def)] = (op_def, tuple(counts))
    return tuple(counts)


def verify_variadic_size(op: Operation, op_def: OpDef, construct: VarIRConstruct) -> None:
    """xDSL's `verify_variadic_size`: whether `op` has a number of `construct`s its definition allows; xDSL's
    own check (and words) where the answer is no or segment sizes give it."""
    index = construct._value_ - 1  # (`value`, without the Python-level property of `Enum`)
    counts = _counts(op_def)[index]
    if counts is not None:
        length = len(_CONSTRUCTS[index][1](op))
        total, variadic, optional = counts
        if not variadic:
            if length == total:
                return
        elif optional:
            if length == total or length == total - variadic:
                return
        elif length >= total - variadic and (length - total) % variadic == 0:
            return
    _xdsl_verify_variadic_size(op, op_def, construct)


assert [construct for construct, _ in _CONSTRUCTS] == sorted(VarIRConstruct, key=lambda c: c.value)
OpDef.verify = verify_op_def
# `irdl_op_verify_arg_list` and `irdl_op_verify_regions` call the module's function.
irdl_operations.verify_variadic_size = verify_variadic_size
