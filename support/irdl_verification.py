"""The checks of an op's IRDL definition, and MLIR's wording of their failures.

An op class that subclasses an xDSL op and overrides `verify_` replaces the
`verify_` that `irdl_op_definition` generated, which checked the operand,
result, region and property constraints; such a `verify_` calls
`verify_irdl_constraints(self)` first:

    class ExtFOp(arith.ExtFOp):
        def verify_(self) -> None:
            verify_irdl_constraints(self)
            ...  # upstream's own checks

xDSL words a failed constraint in its own terms (`operand 'lhs' at position 0
does not verify: Unexpected attribute f32`); MLIR's ODS-generated verifier
names the value by its number and the constraint by its summary:

    'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'

`ods_constraint_error` finds the first constraint that an op fails, in the
order ODS checks them (required attributes, attribute constraints, operands,
results), and words it so; a constraint's summary is the one a dialect gave
it with `describe_constraint`, its `MessageConstraint` message, or one built
from its parts (`BaseAttr(IndexType)` is "index", `AnyOf` joins with "or").

Kept apart from the dialects that use it, so that loading one (`arith`) does
not import another (`tensor`).
"""

from __future__ import annotations

from collections.abc import Sequence
from copy import copy
from dataclasses import fields, is_dataclass, replace

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    AnyFloatConstr,
    ArrayAttr,
    ComplexType,
    DictionaryAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    Signedness,
    SignlessIntegerConstraint,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation
from xdsl.irdl import IRDLOperation, OpDef, PropertyDef, irdl_to_attr_constraint
from xdsl.irdl import operations as irdl_operations
from xdsl.irdl.constraints import (
    AnyAttr,
    AnyOf,
    AttrConstraint,
    BaseAttr,
    EqAttrConstraint,
    MessageConstraint,
    ParamAttrConstraint,
    RangeConstraint,
    RangeLengthConstraint,
    RangeOf,
    RangeVarConstraint,
    SingleOf,
    VarConstraint,
    VerificationContext,
)
from xdsl.irdl.operations import OptionalDef, VariadicDef, get_accessors_from_op_def
from xdsl.utils.exceptions import VerifyException


class UpstreamVerifyException(VerifyException):
    """A verifier failure already in upstream's words, which the verifier reports as it is.

    An op's verifier raises it for a check that ODS makes where xDSL's IRDL
    definition constrains differently (upstream's `bool-like` result where
    xDSL's is `i1`): without it, the verifier would word the IRDL
    constraint's failure instead (`ods_constraint_error`).
    """


class TypeInferenceError(VerifyException):
    """A verifier failure that upstream reports from the op's result type inference: the reason, then
    `'op' op failed to infer returned types` (whatever words the reason has).

        // expected-error@+2 {{'mhlo.select' op failed to infer returned types}}
        // expected-error@+1 {{requires the same shape for all operands}}
    """


def reads_only_signature(verify):
    """Marks an op class's `verify_` that reads nothing but the op's signature: its class (and class
    constants), operand and result types, properties and attributes; no parent, block, region, other op
    or symbol. The verifier then skips an op whose signature already passed (see
    `aiopt.support.verifier._checks_only_signature`):

        class CmpiOp(arith.CmpiOp):
            @reads_only_signature
            def verify_(self) -> None: ...
    """
    verify.reads_only_signature = True
    return verify


def verify_irdl_constraints(op: IRDLOperation) -> None:
    """The operand, result, region and property constraints of `op`'s IRDL definition."""
    type(op).get_irdl_definition().verify(op)


_SUMMARIES: dict[AttrConstraint, str] = {}


def with_constraints(op_def: OpDef, **constraints) -> OpDef:
    """A copy of `op_def` in which the named operands and results take other type constraints.

    For an xDSL op whose definition is narrower than upstream's (a ranked
    `source` where upstream also takes an unranked one); the op class returns
    it from `get_irdl_definition`, which the parser and the verifier read:

        _definition = with_constraints(xdsl_memref.ReinterpretCastOp.get_irdl_definition(),
                                       source=MemRefType | UnrankedMemRefType)
    """
    def redefined(name: str, definition):
        if name not in constraints:
            return definition
        constraint = irdl_to_attr_constraint(constraints[name])
        # A variadic definition takes any number of values of the constraint.
        return type(definition)(RangeOf(constraint) if isinstance(definition, VariadicDef) else constraint)

    op_def = copy(op_def)
    op_def.operands = [(name, redefined(name, definition)) for name, definition in op_def.operands]
    op_def.results = [(name, redefined(name, definition)) for name, definition in op_def.results]
    return op_def


def _replaced(constraint, replacements: dict):
    """`constraint` with each part that `replacements` names replaced, inside type variables and ranges too.

    A part is looked for among the keys by equality, not by hash: the hash of a constraint (a frozen
    dataclass) is computed again, through all its parts, at every lookup, which made this 1% of `ai-opt`'s
    start-up (issue 19); equal constraints have equal hashes, so what is found is what `in` finds.
    """
    for key, replacement in replacements.items():
        if key is constraint:
            return replacement
        if key == constraint:
            try:
                hash(constraint)
            except TypeError:  # an unhashable parameter: not one of the replaced constraints
                break
            return replacement
    if not is_dataclass(constraint) or not isinstance(constraint, AttrConstraint | RangeConstraint):
        return constraint
    changes = {}
    for field in fields(constraint):
        part = getattr(constraint, field.name)
        if isinstance(part, AttrConstraint | RangeConstraint) and (new := _replaced(part, replacements)) is not part:
            changes[field.name] = new
    return replace(constraint, **changes) if changes else constraint


def with_replaced_constraints(op_def: OpDef, replacements: dict[AttrConstraint, AttrConstraint]) -> OpDef:
    """A copy of `op_def` whose operands and results take `replacements[c]` wherever they took a constraint `c`
    (a type variable keeps its name): for the shared constraints of a dialect's xDSL ops that are narrower than
    upstream's, as `with_constraints` does for one named operand:

        _definition = with_replaced_constraints(xdsl_arith.AddfOp.get_irdl_definition(),
                                                {xdsl_arith.floatingPointLike: FLOAT_LIKE})
    """

    def redefined(definition):
        new = _replaced(definition.constr, replacements)
        if new is definition.constr:
            return definition
        definition = copy(definition)
        definition.constr = new
        return definition

    op_def = copy(op_def)
    op_def.operands = [(name, redefined(definition)) for name, definition in op_def.operands]
    op_def.results = [(name, redefined(definition)) for name, definition in op_def.results]
    return op_def


def with_property_alternative(op_def: OpDef, name: str, alternative: AttrConstraint) -> OpDef:
    """A copy of `op_def` whose property `name` also takes what `alternative` allows (as `with_constraints`
    does for operands and results):

        _definition = with_property_alternative(xdsl_arith.ConstantOp.get_irdl_definition(), "value",
                                                ParamAttrConstraint(SparseElementsAttr, (T, AnyAttr(), AnyAttr())))
    """
    op_def = copy(op_def)
    definition = op_def.properties[name]
    op_def.properties = {**op_def.properties, name: replace(definition, constr=definition.constr | alternative)}
    return op_def


def with_property(op_def: OpDef, name: str, definition: PropertyDef) -> OpDef:
    """A copy of `op_def` with one more property `name` (and its accessor), for upstream's properties that an
    xDSL op lacks; give it to the op's subclass with `redefine_op`:

        with_property(xdsl_vector.LoadOp.get_irdl_definition(), "alignment", OptPropertyDef(IntegerAttr[I64]))
    """
    op_def = copy(op_def)
    op_def.properties = {**op_def.properties, name: definition}
    op_def.accessor_names = {**op_def.accessor_names, name: (name, "property")}
    return op_def


UNKNOWN_VERIFIER = object()
"""What `custom_verifier` gives for a `verify_` that `irdl_op_definition` did not generate."""


def custom_verifier(cls: type[Operation]):
    """The custom verifier that xDSL's generated `verify_` of `cls` calls after the IRDL checks: None
    for none, `Operation.verify_` (which does nothing) for a definition that inherits it; `UNKNOWN_VERIFIER`
    for a `verify_` that xDSL did not generate."""
    verify = getattr(cls, "verify_", None)
    code = getattr(verify, "__code__", None)
    if code is None or code.co_filename != irdl_operations.__file__ or code.co_name != "verify_":
        return UNKNOWN_VERIFIER
    cells = dict(zip(code.co_freevars, verify.__closure__ or ()))
    if set(cells) == {"op_def"}:
        return None
    if set(cells) == {"op_def", "custom_verify"}:
        return cells["custom_verify"].cell_contents
    return UNKNOWN_VERIFIER


def redefine_op(op_def: OpDef, own_checks_first: bool = False):
    """Class decorator: an xDSL op's subclass takes `op_def` (its parent's, changed by `with_property`, ...).

    xDSL cannot define an IRDL subclass of an IRDL op (the parent's fields are
    accessors by then), so the subclass gets what `irdl_op_definition` would
    give it from `op_def`: accessors, parse and print from the assembly format,
    and a `verify_` that checks `op_def`, then the parent's own checks, then
    the subclass's `verify_` if its body defines one (before the parent's with
    `own_checks_first`: upstream's checks, in its words, where xDSL makes the
    same ones in its own). It stays a subclass, so `isinstance` with xDSL's
    class keeps working:

        @redefine_op(with_property(xdsl_vector.LoadOp.get_irdl_definition(), "alignment", ...))
        class LoadOp(xdsl_vector.LoadOp): ...
    """

    def decorate(cls: type[IRDLOperation]) -> type[IRDLOperation]:
        parent_checks = custom_verifier(cls.__mro__[1])
        if parent_checks is UNKNOWN_VERIFIER:
            raise TypeError(f"{cls.__name__}: the parent's verify_ is not one irdl_op_definition made")
        own_checks = cls.__dict__.get("verify_")

        checks = [check for check in (parent_checks, own_checks) if check is not None]
        if own_checks_first:
            checks.reverse()

        def verify_(op: IRDLOperation) -> None:
            for check in checks:
                check(op)

        for name, value in get_accessors_from_op_def(op_def, verify_).items():
            setattr(cls, name, value)
        return cls

    return decorate


def describe_constraint(constraint: AttrConstraint, summary: str) -> AttrConstraint:
    """Give `constraint` the summary that ODS gives the matching upstream constraint; returns it.

        describe_constraint(arith.signlessIntegerLike, "signless-integer-like")
    """
    _SUMMARIES[constraint] = summary
    return constraint


describe_constraint(SignlessIntegerConstraint, "signless integer")  # upstream's AnySignlessInteger
describe_constraint(AnyFloatConstr, "floating-point")  # upstream's AnyFloat

_BASE_SUMMARIES: dict[type[Attribute], str] = {
    IntegerType: "integer",
    IndexType: "index",
    AnyFloat: "floating-point",
    ComplexType: "complex-type",
    FunctionType: "function type",
    MemRefType: "memref of any type values",
    UnrankedMemRefType: "unranked.memref of any type values",
    TensorType: "ranked tensor of any type values",
    UnrankedTensorType: "unranked tensor of any type values",
    VectorType: "vector of any type values",
}
"""The summaries of upstream's `AnyInteger`, `Index`, `AnyFloat`, `AnyMemRef`, ... for a base class."""

_JOINED_SUMMARIES: dict[frozenset[str], str] = {
    frozenset({"memref of any type values", "unranked.memref of any type values"}):
        "ranked or unranked memref of any type values",
    frozenset({"ranked tensor of any type values", "unranked tensor of any type values"}):
        "tensor of any type values",
}  # fmt: skip
"""Alternatives that upstream names as one constraint (`AnyRankedOrUnrankedMemRef`, `AnyTensor`)."""

_CONTAINER_SUMMARIES: dict[type[Attribute], str] = {
    MemRefType: "memref of {} values",
    TensorType: "ranked tensor of {} values",
    UnrankedTensorType: "unranked tensor of {} values",
    VectorType: "vector of {} values",
}
"""Upstream's `MemRefOf<[T]>`, `RankedTensorOf<[T]>`, ... of an element constraint."""


def constraint_summary(constraint: AttrConstraint) -> str | None:
    """How ODS names what `constraint` allows ("signless-integer-like", "index"), or None where unknown."""
    try:
        known = _SUMMARIES.get(constraint)
    except TypeError:  # an unhashable parameter
        known = None
    if known is not None:
        return known
    match constraint:
        case MessageConstraint():
            return constraint.message
        case VarConstraint():
            return constraint_summary(constraint.constraint)
        case AnyAttr():
            return "any type"
        case BaseAttr():
            return _BASE_SUMMARIES.get(constraint.attr)
        case EqAttrConstraint():
            return _type_summary(constraint.attr)
        case ParamAttrConstraint() if constraint.base_attr is ComplexType:
            # Upstream's `Complex<T>`.
            element = constraint_summary(constraint.param_constrs[0])
            return f"complex type with {element} elements" if element else None
        case ParamAttrConstraint() if constraint.base_attr in _CONTAINER_SUMMARIES:
            element = _element_constraint(constraint)
            summary = constraint_summary(element) if element is not None else None
            return _CONTAINER_SUMMARIES[constraint.base_attr].format(summary) if summary else None
        case AnyOf():
            parts = [constraint_summary(alternative) for alternative in constraint.attr_constrs]
            if any(part is None for part in parts):
                return None
            parts = list(dict.fromkeys(parts))  # pyright: ignore
            if "index" in parts:  # last, as upstream's summaries put it ("signless integer or index")
                parts.remove("index")
                parts.append("index")
            return _JOINED_SUMMARIES.get(frozenset(parts)) or " or ".join(parts)
    # A dialect's own constraint class may say how ODS names it (lmhlo's buffers: `ods_summary()`).
    summary = getattr(constraint, "ods_summary", None)
    return summary() if callable(summary) else None


def _element_constraint(constraint: ParamAttrConstraint) -> AttrConstraint | None:
    """The element type constraint of a container type's parameter constraints, if constrained."""
    index = 1 if constraint.base_attr in (TensorType, MemRefType) else 0  # after the shape
    params = constraint.param_constrs
    if index >= len(params) or any(not isinstance(param, AnyAttr) for i, param in enumerate(params) if i != index):
        return None
    return params[index]


def _type_summary(type_: Attribute) -> str | None:
    """ODS's summary of one type: `I<32>` is "32-bit signless integer", `F32` "32-bit float"."""
    if isinstance(type_, IntegerType):
        signedness = type_.signedness.data.name.lower()
        if signedness == "signless":
            return f"{type_.width.data}-bit signless integer"
        return f"{type_.width.data}-bit {signedness} integer"
    if isinstance(type_, IndexType):
        return "index"
    if isinstance(type_, AnyFloat):
        return f"{type_.bitwidth}-bit float"
    return None


def element_constraint(range_constraint) -> AttrConstraint | None:
    """The constraint each value of an operand or result definition's range satisfies."""
    while True:
        match range_constraint:
            case RangeLengthConstraint():
                range_constraint = range_constraint.constraint
            case RangeVarConstraint():
                range_constraint = range_constraint.constraint
            case RangeOf() | SingleOf():
                return range_constraint.constr
            case _:
                return None


def ods_constraint_error(op: IRDLOperation) -> str | None:
    """MLIR's message for the first constraint of its definition that `op` fails, in ODS's order.

    None where `op` passes them all, or fails one that this cannot word as
    ODS does (a constraint without summary, a miscounted variadic): then the
    caller reports xDSL's message.
    """
    op_def = type(op).get_irdl_definition()
    message = _count_error(op)
    if message is not None:
        return message
    # (A missing segment sizes attribute is xDSL's to report: a parser that did not set it.)
    segment_sizes = {getattr(option, "attribute_name", None) for option in op_def.options}
    for defs, present in ((op_def.properties, op.properties), (op_def.attributes, op.attributes)):
        for name, definition in defs.items():
            if name not in present and name not in segment_sizes and not isinstance(definition, OptionalDef):
                return f"requires attribute '{name}'"
    for defs, present in ((op_def.properties, op.properties), (op_def.attributes, op.attributes)):
        for name, definition in defs.items():
            message = _attribute_constraint_error(name, definition.constr, present.get(name))
            if message is not None:
                return message
    for kind, defs in (("operand", op_def.operands), ("result", op_def.results)):
        message = _value_constraint_error(op, kind, defs)
        if message is not None:
            return message
    return _type_variable_error(op)


_ATTRIBUTE_SUMMARIES: dict[type[Attribute], str] = {
    FunctionType: "type attribute of function type",  # upstream's TypeAttrOf<FunctionType> (func.func, gpu.func)
    # The summaries of upstream's StrAttr, UnitAttr, ArrayAttr and DictionaryAttr.
    StringAttr: "string attribute",
    UnitAttr: "unit attribute",
    ArrayAttr: "array attribute",
    DictionaryAttr: "dictionary of named attribute values",
    AffineMapAttr: "AffineMap attribute",  # upstream's AffineMapAttr (affine.apply's map, ...)
}


def describe_attribute(attribute_class: type[Attribute], summary: str) -> type[Attribute]:
    """Give an attribute constraint (any attribute of `attribute_class`) the summary ODS gives it, for
    `attribute 'x' failed to satisfy constraint: <summary>`; returns the class."""
    _ATTRIBUTE_SUMMARIES[attribute_class] = summary
    return attribute_class


def _integer_attribute_summary(constraint: AttrConstraint) -> str | None:
    """ODS's summary of `IntegerAttr[iN]` (`I32Attr`, `I64Attr`, ...): "32-bit signless integer attribute"."""
    if not isinstance(constraint, ParamAttrConstraint) or constraint.base_attr is not IntegerAttr:
        return None
    type_constraint = constraint.param_constrs[1]
    if isinstance(type_constraint, EqAttrConstraint) and isinstance(type_constraint.attr, IntegerType):
        integer_type = type_constraint.attr
        if integer_type.signedness.data == Signedness.SIGNLESS:
            return f"{integer_type.width.data}-bit signless integer attribute"
    return None


def _attribute_constraint_error(name: str, constraint: AttrConstraint, value: Attribute | None) -> str | None:
    """ODS's message for an attribute `value` of the wrong kind, where the constraint has a summary."""
    if value is None:
        return None
    integer_summary = _integer_attribute_summary(constraint)
    if integer_summary is not None:
        if satisfies(constraint, value):
            return None
        return f"attribute '{name}' failed to satisfy constraint: {integer_summary}"
    if not isinstance(constraint, BaseAttr):
        return None
    summary = _ATTRIBUTE_SUMMARIES.get(constraint.attr)
    if summary is None or isinstance(value, constraint.attr):
        return None
    return f"attribute '{name}' failed to satisfy constraint: {summary}"


_EXACT_COUNTS = {
    "region": {0: "requires zero regions", 1: "requires one region"},
    "result": {0: "requires zero results", 1: "requires one result"},
    "operand": {0: "requires zero operands", 1: "requires a single operand"},
}
"""The messages of upstream's ZeroRegions, OneRegion, ..., OneOperand traits."""


def _count_error(op: IRDLOperation) -> str | None:
    """The message of upstream's trait that fixes how many regions, results or operands `op` has
    (NRegions, OneResult, NOperands, AtLeastNOperands, ...), where `op` has another number; in
    upstream's order of these traits. Where the op defines segment sizes (xDSL checks those), only
    AtLeastNOperands, which upstream checks before the sizes: `expected 6 or more operands, but found 5`
    (an op class whose definition makes variadic what upstream's does not says how many it requires in
    `ODS_REQUIRED_OPERANDS`)."""
    op_def = type(op).get_irdl_definition()
    if any(hasattr(option, "attribute_name") for option in op_def.options):
        required = getattr(type(op), "ODS_REQUIRED_OPERANDS", None)
        if required is None:
            required = sum(1 for _, definition in op_def.operands if not isinstance(definition, VariadicDef))
        if len(op.operands) < required:
            return f"expected {required} or more operands, but found {len(op.operands)}"
        return None
    for kind, defs, count in (
        ("region", op_def.regions, len(op.regions)),
        ("result", op_def.results, len(op.results)),
        ("operand", op_def.operands, len(op.operands)),
    ):
        fixed = sum(1 for _, definition in defs if not isinstance(definition, VariadicDef))
        if len(defs) == fixed and count != fixed:
            if fixed in _EXACT_COUNTS[kind]:
                return _EXACT_COUNTS[kind][fixed]
            return f"expected {fixed} operands, but found {count}" if kind == "operand" else f"expected {fixed} {kind}s"
        if kind == "operand" and count < fixed:
            return f"expected {fixed} or more operands, but found {count}"
    return None


_TYPE_MATCHES: dict[type[Operation], dict[str, str]] = {}


def describe_type_match(op_type: type[Operation], variable: str, summary: str) -> None:
    """Give the type variable `variable` of `op_type` (an xDSL class aiopt registers as it is) the summary of
    upstream's `TypesMatchWith`, as an op class's own `ODS_TYPE_MATCHES` does:

        describe_type_match(xdsl_complex.AbsOp, "T", "complex element type matches result type")
    """
    _TYPE_MATCHES.setdefault(op_type, {})[variable] = summary


def _type_variable_error(op: IRDLOperation) -> str | None:
    """ODS's message for operands and results that one type variable constrains but whose types differ.

    A variable of all the operands and results is upstream's SameOperandsAndResultType
    ("requires the same type for all operands and results"); one of some of them
    its AllTypesMatch ("failed to verify that all of {lhs, rhs} have same type"),
    which names them as upstream does where the op class maps xDSL's names to
    upstream's in `ODS_NAMES` (`{"lb": "lowerBound"}`). An op class whose upstream
    constraint is another one (a `TypesMatchWith` with its own summary) gives that
    summary per variable in `ODS_TYPE_MATCHES` (`{"T": "result #0 and operand #1 have
    the same type"}`; `describe_type_match` for an xDSL class): "failed to verify that
    <summary>". Such a variable may also be a type's parameter (`ComplexType.constr(T)`).
    """
    op_def = type(op).get_irdl_definition()
    matches = {**_TYPE_MATCHES.get(type(op), {}), **getattr(type(op), "ODS_TYPE_MATCHES", {})}
    uses: dict[str, list[tuple[str, Attribute]]] = {}
    for name, definition in (*op_def.operands, *op_def.results):
        constraint = element_constraint(definition.constr)
        group = getattr(op, name)
        group = () if group is None else (group,) if not isinstance(group, Sequence) else tuple(group)
        if isinstance(constraint, VarConstraint):
            uses.setdefault(constraint.name, []).extend((name, value.type) for value in group)
        elif isinstance(constraint, ParamAttrConstraint):
            # A variable of a type's parameter (`ComplexType.constr(T)`: the element type), where the op
            # class words it as upstream's `TypesMatchWith` does.
            for index, parameter in enumerate(constraint.param_constrs):
                if isinstance(parameter, VarConstraint) and parameter.name in matches:
                    for value in group:
                        if isinstance(value.type, constraint.base_attr):
                            uses.setdefault(parameter.name, []).append((name, value.type.parameters[index]))
    for variable, entries in uses.items():
        if len({type_ for _, type_ in entries}) < 2:
            continue
        summary = matches.get(variable)
        if summary is not None:
            return f"failed to verify that {summary}"
        names = list(dict.fromkeys(name for name, _ in entries))
        if len(names) == len(op_def.operands) + len(op_def.results):
            return "requires the same type for all operands and results"
        upstream_names = getattr(type(op), "ODS_NAMES", {})
        return f"failed to verify that all of {{{', '.join(upstream_names.get(n, n) for n in names)}}} have same type"
    return None


def _value_constraint_error(op: IRDLOperation, kind: str, defs: Sequence) -> str | None:
    """`operand #1 must be ..., but got '...'` for the first value of `values` whose own constraint fails."""
    index = 0
    for name, definition in defs:
        try:
            group = getattr(op, name)
        except Exception:  # noqa: BLE001 - a miscounted variadic: xDSL reports it
            return None
        group = () if group is None else (group,) if not isinstance(group, Sequence) else tuple(group)
        constraint = element_constraint(definition.constr)
        for value in group:
            if constraint is not None and not satisfies(constraint, value.type):
                summary = constraint_summary(constraint)
                if summary is None:
                    return None
                if isinstance(definition, VariadicDef) and not isinstance(definition, OptionalDef):
                    summary = f"variadic of {summary}"
                return f"{kind} #{index} must be {summary}, but got '{value.type}'"
            index += 1
    return None


def satisfies(constraint: AttrConstraint, attr: Attribute) -> bool:
    """Whether `attr` satisfies `constraint` on its own (its variables bound afresh)."""
    try:
        constraint.verify(attr, VerificationContext())
    except VerifyException:
        return False
    return True
