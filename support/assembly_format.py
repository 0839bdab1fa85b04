"""A faster `FormatProgram.parse` (xDSL's declarative assembly format) for `LocatedParser`.

xDSL parses each op of a declarative format in three steps: the format's
directives fill a `ParsingState`; its constraints are verified to bind the
type variables, from which the types left unwritten are inferred; and the op
is built by `IRDLOperation.build`, which checks every operand, result, region
and successor list against the definition. On `arith.addi %a, %b : i32`
the last two steps took twice as long as reading the text.

`parse_with_format` does the same, with three shortcuts that give the same op:

- the inferred types are a function of the op class, the number of operands
  of each operand definition, the written types, properties and attributes;
  a parser keeps the inferred types of each combination it saw succeed and
  reuses them when it meets the same objects again (written types are the
  parser's cached `i32`/`tensor<4xf32>` objects, so `%c = arith.addi %a, %b
  : i32` meets the same ones each time);
- an op class whose definition has no regions, successors or options
  (segment sizes) and that keeps IRDL's `build` is built by `Operation.__init__`
  from the lists the definition allows, which is what `irdl_op_init` ends in;
  any list that the definition does not allow goes to `build`, which raises
  its own error as before;
- a format of single operands, punctuation, keywords, `attr-dict`, types,
  attributes and optional groups that are absent (`overflow<...>`) is run as
  compiled steps read from the current token (`_CompiledFormat`), which
  give the op back to the way above at any other text.

A parser that does not opt in (no `_format_resolutions` dict; xDSL's own
`Parser`) gets xDSL's `FormatProgram.parse` unchanged.

Printing a format reads each operand and result variable at its position
where the op class has only single operands (results), instead of through
the op's accessor (see `_operand_get`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from xdsl.dialects.builtin import UNKNOWN_LOC, MemRefType, TensorType, UnrankedMemRefType, UnrankedTensorType
from xdsl.ir import Attribute, Operation, OpResult, SSAValues, TypeAttribute
from xdsl.irdl import IRDLOperation, OpDef, OptionalDef, VariadicDef
from xdsl.irdl.constraints import VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttrDictDirective,
    AttributeVariable,
    FormatDirective,
    FormatProgram,
    KeywordDirective,
    OperandVariable,
    OptionalGroupDirective,
    OptionalResultVariable,
    ParsingState,
    PunctuationDirective,
    ResultVariable,
    TypeDirective,
    VariadicResultVariable,
    WhitespaceDirective,
)
from xdsl.parser.core import UnresolvedOperand
from xdsl.utils.mlir_lexer import KIND_BY_PUNCTUATION_SPELLING, MLIRTokenKind

from aiopt.support.irdl_op_init import EXPECTED_OPERATION_INIT_NAMES, xdsl_operation_init
from aiopt.support.irdl_verification import element_constraint

xdsl_format_parse = FormatProgram.parse
"""xDSL's `FormatProgram.parse`, for parsers that keep no resolutions."""
xdsl_format_print = FormatProgram.print

RESOLUTIONS_LIMIT = 4096
"""Past this many kept resolutions, a parser starts again (each holds the objects its key names)."""

_SINGLE, _OPTIONAL, _VARIADIC = 0, 1, 2
_IRDL_BUILD = IRDLOperation.build.__func__


def _init_operation(op: Operation, operands: list, result_types: list, properties: dict, attributes: dict) -> None:
    """`Operation.__init__(op, operands=..., result_types=..., properties=..., attributes=...)` of an op
    without successors or regions, the dicts given being new ones: the same fields, without the keyword
    call, the dict copies, and the successor setter's work for no successors (its empty tuples)."""
    op.operands = operands
    op.results = SSAValues(OpResult(result_type, op, index) for index, result_type in enumerate(result_types))
    op.properties = properties
    op.attributes = attributes
    op.location = UNKNOWN_LOC
    op._successors = ()
    op._successor_uses = ()
    op.regions = ()
    op.__post_init__()


if xdsl_operation_init.__code__.co_names != EXPECTED_OPERATION_INIT_NAMES:

    def _init_operation(op, operands, result_types, properties, attributes) -> None:  # noqa: F811 - xDSL's
        Operation.__init__(op, operands=operands, result_types=result_types, properties=properties, attributes=attributes)
_new_state = ParsingState.__new__


def _verification_context_factory():
    """`VerificationContext()`, faster: the dataclass's fields are dicts whose factory is `dict[str, ...]`,
    a generic alias whose call took longer than the rest of a `ParsingState`. The class itself where a
    field is anything but such a dict."""
    fields = dataclasses.fields(VerificationContext)
    if not all(getattr(field.default_factory, "__origin__", field.default_factory) is dict for field in fields):
        return VerificationContext
    names = tuple(field.name for field in fields)
    new = VerificationContext.__new__

    def new_context() -> VerificationContext:
        context = new(VerificationContext)
        variables = context.__dict__
        for name in names:
            variables[name] = {}
        return context

    return new_context


_new_verification_context = _verification_context_factory()


class _BuildPlan:
    """What `build_parsed_op` needs of an op class: the kind of each operand and result definition,
    or None where the class must go through its `build` (regions, successors, options, its own build)."""

    __slots__ = ("operands", "results")

    def __init__(self, op_type: type[IRDLOperation], op_def: OpDef):
        direct = (
            not op_def.regions
            and not op_def.successors
            and not op_def.options
            and getattr(op_type.build, "__func__", None) is _IRDL_BUILD
        )
        self.operands = tuple(map(_kind, op_def.operands)) if direct else None
        self.results = tuple(map(_kind, op_def.results)) if direct else None


def _kind(named_def: tuple[str, object]) -> int:
    definition = named_def[1]
    if isinstance(definition, OptionalDef):
        return _OPTIONAL
    return _VARIADIC if isinstance(definition, VariadicDef) else _SINGLE


_PLANS: dict[type, _BuildPlan] = {}


def _plan(op_type: type[IRDLOperation], op_def: OpDef) -> _BuildPlan:
    plan = _PLANS.get(op_type)
    if plan is None:
        plan = _PLANS[op_type] = _BuildPlan(op_type, op_def)
    return plan


def _flatten(kinds: tuple[int, ...], groups: Sequence) -> list | None:
    """The values of `groups` (one entry per definition) in one list, as `irdl_build_arg_list` makes it;
    None where an entry is not one that the definition's kind allows (`build` then says why)."""
    if len(groups) != len(kinds):
        return None
    flat: list = []
    for kind, group in zip(kinds, groups):
        if group is None:
            if kind != _OPTIONAL:
                return None
        elif type(group) is list or type(group) is tuple:
            if kind == _SINGLE:
                if len(group) != 1:
                    return None
            elif kind == _OPTIONAL and len(group) > 1:
                return None
            flat.extend(group)
        elif isinstance(group, Sequence):
            return None  # another kind of sequence: `build`'s general handling
        else:
            flat.append(group)
    return flat


def build_parsed_op(op_type, plan: _BuildPlan, operands, result_types, properties, attributes, regions, successors):
    """`op_type.build(...)` of what a format parsed: the same op, without `irdl_op_init`'s general checks
    where the plan allows (see the module docstring)."""
    if plan.operands is not None and not regions and not successors:
        flat_operands = _flatten(plan.operands, operands)
        flat_results = _flatten(plan.results, result_types) if flat_operands is not None else None
        if flat_results is not None:
            op = op_type.__new__(op_type)
            _init_operation(
                op,
                flat_operands,
                flat_results,
                {name: attr for name, attr in properties.items() if attr is not None},
                {name: attr for name, attr in attributes.items() if attr is not None},
            )
            return op
    return op_type.build(
        result_types=result_types,
        operands=operands,
        attributes=attributes,
        properties=properties,
        regions=regions,
        successors=successors,
    )


def _type_key(types) -> object:
    """The identity of a written type entry: None, one type's id, or the ids of a list of types."""
    if types is None:
        return None
    if isinstance(types, Attribute):
        return id(types)
    return tuple(map(id, types))


def parse_with_format(program: FormatProgram, parser, op_type: type[IRDLOperation]) -> IRDLOperation:
    """`program.parse(parser, op_type)`: xDSL's steps, with the shortcuts of the module docstring
    for a parser that keeps resolutions."""
    resolutions: dict | None = getattr(parser, "_format_resolutions", None)
    if resolutions is None:
        return xdsl_format_parse(program, parser, op_type)
    compiled = _COMPILED.get((id(program), op_type))
    if compiled is None:
        compiled = _COMPILED[(id(program), op_type)] = _CompiledFormat(program, op_type)
    if compiled.steps is not None:
        op = compiled.parse(parser, resolutions)
        if op is not None:
            return op
    return _parse_with_format(program, parser, op_type, resolutions)


def _parse_with_format(program: FormatProgram, parser, op_type: type[IRDLOperation], resolutions: dict) -> IRDLOperation:
    op_def = op_type.get_irdl_definition()
    plan = _plan(op_type, op_def)
    # ParsingState(op_type), field by field (it looks the definition up again).
    state = _new_state(ParsingState)
    state.op_type = op_type
    state.operands = [None] * len(op_def.operands)
    state.operand_types = [None] * len(op_def.operands)
    state.result_types = [None] * len(op_def.results)
    state.regions = [None] * len(op_def.regions)
    state.successors = [None] * len(op_def.successors)
    state.attributes = {}
    state.properties = {}
    state.context = _new_verification_context()
    starts = []  # the first token of each statement: where a type of the wrong kind is reported
    for stmt in program.stmts:
        starts.append(parser._parser_state.current_token)
        stmt.parse(parser, state)

    operands = state.operands
    written_operand_types, written_result_types = state.operand_types, state.result_types
    written = [*written_operand_types, *written_result_types]
    problem = _type_kind_problem(op_type, op_def, written, single=False)
    if problem is not None:
        _report_type_kind(parser, op_type, *problem, _type_start(program, starts, problem[0], len(op_def.operands)))
    key = None
    if None not in operands and not state.properties and not state.attributes:
        key = (
            op_type,
            tuple(map(len, operands)),
            tuple(map(_type_key, written_operand_types)),
            tuple(map(_type_key, written_result_types)),
        )
    known = resolutions.get(key) if key is not None else None
    if known is not None:
        inferred_operand_types, inferred_result_types, _ = known
        operand_types = tuple(
            inferred if written is None else written
            for inferred, written in zip(inferred_operand_types, written_operand_types)
        )
        result_types = tuple(
            inferred if written is None else written
            for inferred, written in zip(inferred_result_types, written_result_types)
        )
    else:
        # xDSL's steps (with aiopt's deferred constraint checks, see parsing.py).
        program.resolve_constraint_variables(state, op_def)
        assert None not in state.operands
        operand_types = program.resolve_operand_types(state, op_def)
        result_types = program.resolve_result_types(state, op_def)
        if key is not None and not state.__dict__.get("_aiopt_deferred"):
            if len(resolutions) >= RESOLUTIONS_LIMIT:
                resolutions.clear()
            resolutions[key] = (
                tuple(t if w is None else None for t, w in zip(operand_types, written_operand_types)),
                tuple(t if w is None else None for t, w in zip(result_types, written_result_types)),
                (list(written_operand_types), list(written_result_types)),  # keeps the keyed ids alive
            )

    position = parser.pos
    resolved = tuple(
        parser.resolve_operands(unresolved, types, position)
        for unresolved, types in zip(operands, operand_types, strict=True)
    )
    return build_parsed_op(
        op_type, plan, resolved, result_types, state.properties, state.attributes, state.regions, state.successors
    )


_TYPE_CLASSES: dict[type, tuple[type | None, ...] | None] = {}
"""Per op class, the class each operand's and result's type must be an instance of (see `_check_type_kinds`),
None where no definition has one."""


_SHAPED_BASE_CLASSES = {
    frozenset((TensorType, UnrankedTensorType)): (TensorType, UnrankedTensorType),
    frozenset((MemRefType, UnrankedMemRefType)): (MemRefType, UnrankedMemRefType),
}
"""Ranked or unranked tensors (memrefs): upstream's class `TensorType` (`BaseMemRefType`), which
`parseCustomTypeWithFallback` reads as one class too (it has no name for the message)."""


def _type_classes(op_type: type[IRDLOperation], op_def: OpDef) -> tuple[type | tuple | None, ...] | None:
    """For each operand, then each result definition of `op_type`: the one type class its constraint
    allows (`TensorType` for a tensor of any element), or None where it allows several or any; None where
    no definition has one."""
    if op_type in _TYPE_CLASSES:
        return _TYPE_CLASSES[op_type]
    found: list[type | None] = []
    for _, definition in (*op_def.operands, *op_def.results):
        element = element_constraint(definition.constr)
        try:
            bases = element.get_bases() if element is not None else None
        except Exception:  # noqa: BLE001 - a constraint that cannot tell: no check
            bases = None
        base = next(iter(bases)) if bases is not None and len(bases) == 1 else None
        if bases is not None and not isinstance(definition, VariadicDef) and frozenset(bases) in _SHAPED_BASE_CLASSES:
            base = _SHAPED_BASE_CLASSES[frozenset(bases)]  # upstream's TensorType, BaseMemRefType (one type)
        found.append(
            base if isinstance(base, tuple) or isinstance(base, type) and issubclass(base, TypeAttribute) else None
        )
    classes = _TYPE_CLASSES[op_type] = tuple(found) if any(found) else None
    return classes


def _type_kind_problem(
    op_type: type[IRDLOperation], op_def: OpDef, written: Sequence, single: bool
) -> tuple[int, Attribute, type | tuple] | None:
    """Upstream's ODS parser reads a `type($x)` whose constraint has a C++ type class as that class
    (`parseCustomTypeWithFallback(RankedTensorType&)`), so another kind of type fails as it is parsed
    (xDSL's fails at the next token, or the verifier does). The first written type of another kind than
    its definition's class: (the definition's index among operands then results, the type, the class);
    None if there is none.

    `written` holds, per operand then result definition, the types written for it (None where inferred):
    one type each where `single`, else a sequence."""
    classes = _type_classes(op_type, op_def)
    if classes is None:
        return None
    for index, (cls, types) in enumerate(zip(classes, written)):
        if cls is None or types is None:
            continue
        for type_ in (types,) if single else types:
            if not isinstance(type_, cls):
                return index, type_, cls
    return None


_UPSTREAM_BUILTIN_NAMES = {"integer_type": "integer", "fun": "function", "none_type": "none"}
"""xDSL's names of builtin types whose upstream name (`RankedTensorType::name`, without `builtin.`) differs."""


def _report_type_kind(parser, op_type: type[IRDLOperation], index: int, type_: Attribute, cls: type | tuple, at) -> None:
    """Fail as upstream's `parseType<T>` does, at the type (`at`; the op's name where unknown):

        %s = tensor.splat %v : memref<8xf32>
        // error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'
    """

    from aiopt.support.asm_printer import attribute_text

    if at is None and hasattr(parser, "op_name_offset"):
        at = parser.op_name_offset()
    message = f"custom op '{op_type.name}' invalid kind of type specified"
    if not isinstance(cls, tuple):
        name = cls.name if "." in cls.name else "builtin." + _UPSTREAM_BUILTIN_NAMES.get(cls.name, cls.name)
        message += f": expected {name}, but found '{attribute_text(type_)}'"
    parser.raise_error(message, at)


def _type_start(program: FormatProgram, starts: Sequence, index: int, operand_count: int) -> int | None:
    """Where the statement `type($x)` of the operand (result) definition `index` started; None if the
    format writes that type elsewhere (a functional type, an optional group)."""
    for stmt, token in zip(program.stmts, starts):
        inner = stmt.inner if isinstance(stmt, TypeDirective) else None
        position = getattr(inner, "index", None)
        if position is None:
            continue
        if isinstance(inner, ResultVariable | VariadicResultVariable | OptionalResultVariable):
            position += operand_count
        if position == index:
            return token.span.start
    return None


# -- Compiled formats ----------------------------------------------------------------------------------
# Most ops of a large file are `%c = arith.addi %a, %b : i32`: a format made of single operands,
# punctuation, `attr-dict` and the types of single operands and results, of an op class that
# `_init_operation` builds. For such a format and class, `_compile` turns the directives into steps
# read from the current token, and `_CompiledFormat.parse` runs them: the same tokens consumed, the same
# parser calls for types and attributes in the same order, the same inferred types (kept per parser by
# the identity of the written types, as above) and the same op, without a `ParsingState`, the
# directives' calls and the operand and type lists of each definition. Any other text (a `{...}`
# dictionary, `%x#1`, a missing punctuation) goes back to the op's first token and takes the way above,
# which reads it, or reports it, as before.
_OPERAND, _PUNCTUATION, _KEYWORD, _ATTR_DICT, _TYPE, _ABSENT_GROUP, _ATTRIBUTE = range(7)
_PERCENT_IDENT, _HASH_IDENT, _L_BRACE = MLIRTokenKind.PERCENT_IDENT, MLIRTokenKind.HASH_IDENT, MLIRTokenKind.L_BRACE
_BARE_IDENT = MLIRTokenKind.BARE_IDENT
_xdsl_attribute_parse = AttributeVariable.parse
_xdsl_set_empty = FormatDirective.set_empty


class _CompiledFormat:
    """The steps of a format for one op class (`_compile`), None where it has none.

    Each step is `(kind, argument)`: `_OPERAND` (the operand's index), `_PUNCTUATION` (its token kind),
    `_KEYWORD` (its spelling), `_ATTR_DICT`, `_TYPE` (the index of the operand, or of the result after
    the operands, whose type it is), `_ABSENT_GROUP` (the keyword that starts an optional group:
    `overflow<nsw>`, `fastmath<fast>`; only its absence is read here) or `_ATTRIBUTE` (the directive,
    whose `parse_attr` reads it)."""

    __slots__ = (
        "program", "op_type", "op_def", "steps", "operand_count", "type_count", "printing", "fused",
        "fused_operands", "fused_types", "unfused_parses",
    )  # fmt: skip

    def __init__(self, program: FormatProgram, op_type: type[IRDLOperation]):
        self.program, self.op_type, self.steps = program, op_type, _compile(program, op_type)
        self.op_def = op_type.get_irdl_definition()
        self.operand_count = len(self.op_def.operands)
        self.type_count = self.operand_count + len(self.op_def.results)
        self.printing = _compile_printing(program, op_type)
        """(conditions, steps) of printing (see `print`), or None where it is xDSL's."""
        self.fused: re.Pattern[str] | None = None
        self.fused_operands: tuple[int, ...] = ()
        self.fused_types: tuple[tuple[int, int], ...] = ()
        """The regex of the whole text of the steps, where they read only tokens and number types (see
        `_fuse`): its group of each operand, in order, and (group, index) of each type. Made at the
        second parse: compiling it costs more than reading one op by the steps (a driver's run on a
        small file parses most formats once)."""
        self.unfused_parses = 0

    def parse(self, parser, resolutions: dict) -> IRDLOperation | None:
        """The op the text at the parser stands for, or None (the parser back where it was) where the
        text is not of the common kind."""
        properties: dict[str, Attribute] = {}
        attributes: dict[str, Attribute] = {}
        first = parser._parser_state.current_token
        if self.fused is None and self.unfused_parses < 2:
            self.unfused_parses += 1
            if self.unfused_parses == 2:
                self.fused, self.fused_operands, self.fused_types = _fuse(self.steps)
        read = self._read_fused(parser) if self.fused is not None else None
        if read is None:
            read = self._read_steps(parser, properties, attributes)
            if read is None:
                return None
        operand_tokens, written = read
        if _type_kind_problem(self.op_type, self.op_def, written, single=True) is not None:
            return _give_back(parser, first)  # (the general way reports it, at the type)

        key = None if properties or attributes else (self, *map(id, written))
        known = resolutions.get(key) if key is not None else None
        if known is None:
            operand_types, result_types, checked = self._resolve(written, operand_tokens, properties, attributes)
            if not checked:
                return self._build_generally(parser, operand_tokens, operand_types, result_types, properties, attributes)
            known = (tuple(types[0] for types in operand_types), tuple(types[0] for types in result_types), written)
            if key is not None:
                if len(resolutions) >= RESOLUTIONS_LIMIT:
                    resolutions.clear()
                resolutions[key] = known
        operand_types, result_types, _ = known

        values = []
        ssa_values = parser.ssa_values
        for token, type_ in zip(operand_tokens, operand_types):
            # LocatedParser.resolve_operand's common case (a value defined before, of this type); any other
            # goes to it.
            defined = ssa_values.get(token.text[1:])
            if defined:
                value = defined[0]
                if value.type is type_ or value.type == type_:
                    values.append(value)
                    continue
            values.append(parser.resolve_operand(UnresolvedOperand(token.span, 0), type_))
        op = self.op_type.__new__(self.op_type)
        _init_operation(op, values, list(result_types), properties, attributes)
        return op

    def _read_steps(self, parser, properties: dict, attributes: dict) -> tuple[list, list] | None:
        """Run the steps from the current token: (the token of each operand, the written type of each
        operand and result or None), the attributes in `properties` and `attributes`; None (the parser
        back at the first token) where the text is not of the common kind."""
        state = parser._parser_state
        lex = state.lexer.lex
        first = state.current_token
        operand_tokens: list = [None] * self.operand_count
        written: list = [None] * self.type_count
        for kind, argument in self.steps:
            token = state.current_token
            if kind == _PUNCTUATION:
                if token.kind is not argument:
                    return _give_back(parser, first)  # (the general way reports it)
                state.current_token = lex()
            elif kind == _OPERAND:
                if token.kind is not _PERCENT_IDENT:
                    return _give_back(parser, first)
                state.current_token = following = lex()
                if following.kind is _HASH_IDENT:
                    return _give_back(parser, first)  # `%x#1`
                operand_tokens[argument] = token
            elif kind == _TYPE:
                written[argument] = parser.parse_type()
            elif kind == _KEYWORD:
                if token.kind is not _BARE_IDENT or token.text != argument:
                    return _give_back(parser, first)
                state.current_token = lex()
            elif kind == _ATTR_DICT:
                if token.kind is _L_BRACE:
                    return _give_back(parser, first)
            elif kind == _ABSENT_GROUP:
                if token.kind is _BARE_IDENT and token.text == argument:
                    return _give_back(parser, first)
            else:
                attr = argument.parse_attr(parser)
                if attr is not None:
                    (properties if argument.is_property else attributes)[argument.name] = attr
        return operand_tokens, written

    def _read_fused(self, parser) -> tuple[list, list] | None:
        """What `_read_steps` reads, by one match of `fused` from the current token (a token of the
        lexer's own, and number types the parser has read before); None (nothing consumed) where it
        does not match."""
        state = parser._parser_state
        lexer = state.lexer
        start = state.current_token.__dict__.get("_start")
        if start is None:
            return None
        match = self.fused.match(lexer.input.content, start)
        if match is None:
            return None
        number_types = parser._number_types
        written: list = [None] * self.type_count
        for group, index in self.fused_types:
            type_ = number_types.get(match.group(group))
            if type_ is None:
                return None  # (not read before: `parse_type` reads it the first time)
            written[index] = type_
        operand_tokens = [lexer.token(_PERCENT_IDENT, *match.span(group)) for group in self.fused_operands]
        lexer.pos = match.end()
        state.current_token = lexer.lex()
        return operand_tokens, written

    def _state(self, written: list, operand_tokens: list, properties: dict, attributes: dict) -> ParsingState:
        """The `ParsingState` xDSL's directives would have filled (each operand entry holds its token, of
        which only the count is read)."""
        state = _new_state(ParsingState)
        state.op_type = self.op_type
        state.operands = [(token,) for token in operand_tokens]
        state.operand_types = [None if t is None else (t,) for t in written[: self.operand_count]]
        state.result_types = [None if t is None else (t,) for t in written[self.operand_count :]]
        state.regions, state.successors = [], []
        state.attributes, state.properties = attributes, properties
        state.context = _new_verification_context()
        return state

    def _resolve(self, written: list, operand_tokens: list, properties: dict, attributes: dict) -> tuple:
        """(the types of each operand definition, of each result definition, whether they are checked
        single types) by xDSL's steps, as `_parse_with_format` takes them (with aiopt's deferred
        constraint checks, see parsing.py: types bound unchecked are not kept for other ops)."""
        program, op_def = self.program, self.op_def
        state = self._state(written, operand_tokens, properties, attributes)
        program.resolve_constraint_variables(state, op_def)
        operand_types = program.resolve_operand_types(state, op_def)
        result_types = program.resolve_result_types(state, op_def)
        checked = not state.__dict__.get("_aiopt_deferred") and all(
            len(types) == 1 for types in (*operand_types, *result_types)
        )
        return operand_types, result_types, checked

    def _build_generally(
        self, parser, operand_tokens, operand_types, result_types, properties, attributes
    ) -> IRDLOperation:
        """The op as `_parse_with_format` builds it from the resolved types (operands resolved by the
        parser's `resolve_operands`, the op by `build_parsed_op`)."""
        position = parser.pos
        resolved = tuple(
            parser.resolve_operands([UnresolvedOperand(token.span, 0)], types, position)
            for token, types in zip(operand_tokens, operand_types, strict=True)
        )
        plan = _plan(self.op_type, self.op_def)
        return build_parsed_op(self.op_type, plan, resolved, result_types, properties, attributes, [], [])


    def print(self, printer, op: IRDLOperation) -> bool:
        """Print `op` as the format's directives would, where every condition holds (False, nothing
        printed, where one does not).

        A condition is `(_NO_ATTRIBUTES, the properties an attr-dict prints)`: `attr-dict` prints
        nothing; `(_ABSENT, anchor)`: an optional group prints nothing; `(_PRESENT, variable)`: the
        attribute variable prints its attribute. Then the spaces between the directives are those
        xDSL's `PrintingState` gives, worked out once (`_compile_printing`), and a step is `(_TEXT,
        text)` (punctuation, keywords, spaces), `(_OPERAND_VALUE, index)`, `(_OPERAND_TYPE, index)`,
        `(_RESULT_TYPE, index)` or `(_ATTRIBUTE_VALUE, variable)`: what the directive prints."""
        conditions, steps = self.printing
        for condition, argument in conditions:
            if condition == _NO_ATTRIBUTES:
                if op.attributes or (argument and not op.properties.keys().isdisjoint(argument)):
                    return False
            elif condition == _ABSENT:
                if argument.is_present(op):
                    return False
            elif not argument.is_present(op):
                return False
        for step, argument in steps:
            if step == _TEXT:
                printer.print_string(argument)
            elif step == _OPERAND_VALUE:
                printer.print_ssa_value(op._operands[argument])
            elif step == _OPERAND_TYPE:
                printer.print_attribute(op._operands[argument].type)
            elif step == _RESULT_TYPE:
                printer.print_attribute(op.results[argument].type)
            else:
                argument.print_attr(printer, argument.get(op))
        return True


def _give_back(parser, first) -> None:
    """Back to the op's first token (`first`): the text is parsed the general way."""
    parser._resume_from(first.span.start)
    return None


_COMPILED: dict[tuple[int, type], _CompiledFormat] = {}
"""(id of the program, op class) -> its compiled steps (each entry holds its program, so the id stays its)."""


def _compile(program: FormatProgram, op_type: type[IRDLOperation]) -> tuple[tuple[int, object], ...] | None:
    """The steps of `program` for `op_type`, or None where it has another directive (or xDSL's directive
    class was replaced), an operand or result that is not single, or `op_type` needs `build`."""
    op_def = op_type.get_irdl_definition()
    plan = _plan(op_type, op_def)
    if plan.operands is None or any(kind != _SINGLE for kind in (*plan.operands, *plan.results)):
        return None
    operand_count = len(op_def.operands)
    steps: list[tuple[int, object]] = []
    operands = []
    for stmt in program.stmts:
        kind = type(stmt)
        if kind is WhitespaceDirective:
            continue  # (printing only)
        if kind is OperandVariable:
            steps.append((_OPERAND, stmt.index))
            operands.append(stmt.index)
        elif kind is PunctuationDirective and stmt.punctuation in KIND_BY_PUNCTUATION_SPELLING:
            steps.append((_PUNCTUATION, KIND_BY_PUNCTUATION_SPELLING[stmt.punctuation]))
        elif kind is KeywordDirective:
            steps.append((_KEYWORD, stmt.keyword))
        elif kind is AttrDictDirective and not stmt.with_keyword:
            steps.append((_ATTR_DICT, None))
        elif kind is TypeDirective and type(stmt.inner) is OperandVariable:
            steps.append((_TYPE, stmt.inner.index))
        elif kind is TypeDirective and type(stmt.inner) is ResultVariable:
            steps.append((_TYPE, operand_count + stmt.inner.index))
        elif kind is OptionalGroupDirective and _absent_group_keyword(stmt) is not None:
            steps.append((_ABSENT_GROUP, _absent_group_keyword(stmt)))
        elif isinstance(stmt, AttributeVariable) and kind.parse is _xdsl_attribute_parse:
            steps.append((_ATTRIBUTE, stmt))
        else:
            return None
    if sorted(operands) != list(range(operand_count)):
        return None
    return tuple(steps)


# The text between two tokens and each token of a fused format, as the lexer reads them (`_Lexer` in
# parsing.py; atomic groups: a token is read once, as the lexer reads it, and never given back).
_BETWEEN_TOKENS = r"(?:[ \t\n\r\f\v]+|//[^\n]*)*+"
_PERCENT_TOKEN = r"(%(?>[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*))"
_BARE_TOKEN = r"((?>[a-zA-Z_][a-zA-Z0-9_$.]*))"
_NOT_IDENTIFIER = r"(?![a-zA-Z0-9_$.])"
_IDENTIFIER = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*")
"""A keyword the lexer reads as one bare identifier (the steps compare such a token with any other)."""
_FUSED_PUNCTUATION = {KIND_BY_PUNCTUATION_SPELLING[p]: p for p in (",", ":", "(", ")", "[", "]", "<", ">", "=")}
"""The punctuation a fused format reads: tokens of one character that begin no longer token (not `-`
of `->`, `{` of `{-#`, `/` of `//`)."""


def _fuse(steps: tuple | None) -> tuple[re.Pattern[str] | None, tuple[int, ...], tuple[tuple[int, int], ...]]:
    """One regex for the text the steps read, where they read only operands, punctuation, keywords,
    number types (`i32`: a bare identifier, looked up among the types the parser read before) and
    absent `attr-dict`s and groups: (the regex, its group of each operand in index order, (group,
    index) of each type); (None, (), ()) for other steps.

    Each token is matched as the lexer matches it, after what the lexer skips before it; an operand
    must not be followed by `#` (`%x#1`), an `attr-dict` by `{`, an absent group by its keyword. Text
    that the regex does not match goes to the steps, which read, or report, it."""
    if steps is None:
        return None, (), ()
    parts: list[str] = []
    operands: dict[int, int] = {}
    types: list[tuple[int, int]] = []
    group = 0
    for kind, argument in steps:
        if kind == _OPERAND:
            group += 1
            operands[argument] = group
            parts.append(_BETWEEN_TOKENS + _PERCENT_TOKEN + rf"(?!{_BETWEEN_TOKENS}\#)")
        elif kind == _PUNCTUATION and argument in _FUSED_PUNCTUATION:
            parts.append(_BETWEEN_TOKENS + re.escape(_FUSED_PUNCTUATION[argument]))
        elif kind == _KEYWORD and _IDENTIFIER.fullmatch(argument):
            parts.append(_BETWEEN_TOKENS + re.escape(argument) + _NOT_IDENTIFIER)
        elif kind == _TYPE:
            group += 1
            types.append((group, argument))
            parts.append(_BETWEEN_TOKENS + _BARE_TOKEN)
        elif kind == _ATTR_DICT:
            parts.append(rf"(?!{_BETWEEN_TOKENS}\{{)")
        elif kind == _ABSENT_GROUP:
            parts.append(rf"(?!{_BETWEEN_TOKENS}{re.escape(argument)}{_NOT_IDENTIFIER})")
        else:
            return None, (), ()
    return re.compile("".join(parts)), tuple(operands[index] for index in sorted(operands)), tuple(types)


_NO_ATTRIBUTES, _ABSENT, _PRESENT = range(3)
_TEXT, _OPERAND_VALUE, _OPERAND_TYPE, _RESULT_TYPE, _ATTRIBUTE_VALUE = range(5)
_xdsl_attribute_print = AttributeVariable.print


def _compile_printing(program: FormatProgram, op_type: type[IRDLOperation]) -> tuple[tuple, tuple] | None:
    """The conditions and steps of `_CompiledFormat.print` for `program` and `op_type`, or None where the
    format has another directive (or a line break), or an operand or result that is not single.

    The spaces are those of xDSL's `PrintingState` (`last_was_punctuation`, `should_emit_space`),
    followed through the directives with the conditions holding: an `attr-dict` or an optional group
    that prints nothing leaves the state as it was."""
    op_def = op_type.get_irdl_definition()
    if any(isinstance(definition, VariadicDef) for _, definition in (*op_def.operands, *op_def.results)):
        return None
    conditions: list[tuple[int, object]] = []
    steps: list[tuple[int, object]] = []
    last_was_punctuation, should_emit_space = False, True

    def text(value: str) -> None:
        if steps and steps[-1][0] == _TEXT:
            steps[-1] = (_TEXT, steps[-1][1] + value)
        elif value:
            steps.append((_TEXT, value))

    for stmt in program.stmts:
        kind = type(stmt)
        if kind in (OperandVariable, TypeDirective) or (
            isinstance(stmt, AttributeVariable) and kind.print is _xdsl_attribute_print
        ):
            if kind is OperandVariable:
                step = (_OPERAND_VALUE, stmt.index)
            elif kind is TypeDirective and type(stmt.inner) is OperandVariable:
                step = (_OPERAND_TYPE, stmt.inner.index)
            elif kind is TypeDirective and type(stmt.inner) is ResultVariable:
                step = (_RESULT_TYPE, stmt.inner.index)
            elif kind is TypeDirective:
                return None
            else:
                conditions.append((_PRESENT, stmt))
                step = (_ATTRIBUTE_VALUE, stmt)
            if should_emit_space or not last_was_punctuation:  # PrintingState.print_whitespace
                text(" ")
            should_emit_space, last_was_punctuation = True, False
            steps.append(step)
        elif kind is PunctuationDirective:
            punctuation = stmt.punctuation
            if should_emit_space:
                if last_was_punctuation:
                    if punctuation not in (">", ")", "}", "]", ","):
                        text(" ")
                elif punctuation not in ("<", ">", "(", ")", "{", "}", "[", "]", ","):
                    text(" ")
            text(punctuation)
            should_emit_space, last_was_punctuation = punctuation not in ("<", "(", "{", "["), True
        elif kind is KeywordDirective:
            if should_emit_space:
                text(" ")
            should_emit_space, last_was_punctuation = True, False
            text(stmt.keyword)
        elif kind is WhitespaceDirective and "\n" not in stmt.whitespace:
            text(stmt.whitespace)
            last_was_punctuation, should_emit_space = stmt.whitespace == "", False
        elif kind is AttrDictDirective:
            conditions.append((_NO_ATTRIBUTES, frozenset(stmt.expected_properties)))
        elif kind is OptionalGroupDirective and not stmt.else_elements:
            conditions.append((_ABSENT, stmt.anchor))
        else:
            return None
    return tuple(conditions), tuple(steps)


def _absent_group_keyword(group: OptionalGroupDirective) -> str | None:
    """The keyword that starts `group` where, without it, the group reads nothing and sets nothing
    (its first element a keyword, no else-elements, then-elements whose `set_empty` does nothing)."""
    if type(group.then_first) is not KeywordDirective or group.else_elements:
        return None
    if any(type(element).set_empty is not _xdsl_set_empty for element in group.then_elements):
        return None
    return group.then_first.keyword


# Printing: the format's operand and result variables ask the op's accessor (`op.lhs`) for their value,
# which goes through the descriptor, `get_op_constructs` and an `OpOperands` view for each look. For an
# op class whose operand (result) definitions are all single, the variable's index is the operand's
# (result's) position, and the value is read there: the same value.
_SINGLE_OPERANDS: dict[type, bool] = {}
_SINGLE_RESULTS: dict[type, bool] = {}
_xdsl_operand_get = OperandVariable.get
_xdsl_result_get_types = ResultVariable.get_types


def _all_single(known: dict[type, bool], op_type: type, definitions) -> bool:
    single = known.get(op_type)
    if single is None:
        single = known[op_type] = not any(isinstance(d, VariadicDef) for _, d in definitions)
    return single


def _operand_get(self: OperandVariable, op: IRDLOperation):
    op_type = type(op)
    single = _SINGLE_OPERANDS.get(op_type)
    if single is None:
        single = _all_single(_SINGLE_OPERANDS, op_type, op_type.get_irdl_definition().operands)
    if single:
        return op._operands[self.index]  # (xDSL's private tuple of the operands, which `op.operands` views)
    return _xdsl_operand_get(self, op)


def _result_get_types(self: ResultVariable, op: IRDLOperation):
    op_type = type(op)
    single = _SINGLE_RESULTS.get(op_type)
    if single is None:
        single = _all_single(_SINGLE_RESULTS, op_type, op_type.get_irdl_definition().results)
    if single:
        return (op.results[self.index].type,)
    return _xdsl_result_get_types(self, op)


def print_with_format(program: FormatProgram, printer, op: IRDLOperation) -> None:
    """`program.print(printer, op)`: the compiled steps where the op class and the op allow
    (`_CompiledFormat.print`), xDSL's directives otherwise."""
    compiled = _COMPILED.get((id(program), type(op)))
    if compiled is None:
        compiled = _COMPILED[(id(program), type(op))] = _CompiledFormat(program, type(op))
    if compiled.printing is None or not compiled.print(printer, op):
        xdsl_format_print(program, printer, op)


def install_format_parse() -> None:
    """Make `parse_with_format` xDSL's `FormatProgram.parse` (see the module docstring: the same ops,
    faster for parsers that opt in; xDSL's own for the others), and the operand and result variables
    read their values directly where the op class allows."""
    FormatProgram.parse = parse_with_format
    FormatProgram.print = print_with_format
    OperandVariable.get = _operand_get
    ResultVariable.get_types = _result_get_types
