"""Parsing MLIR text into xDSL IR with MLIR's source locations and diagnostics.

xDSL's parser leaves every op at `loc(unknown)` unless the text spells out a
`loc(...)`, and reports undefined values at the end of the file. `mlir-opt`
gives each op the `file:line:col` of its name, which is what verifier errors
and `expected-error` annotations point at. `LocatedParser` adds that.
"""

from __future__ import annotations

import functools
import math
import os
import re
import string
import sys
import threading
from bisect import bisect_right
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NoReturn

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    BFloat16Type,
    CallSiteLoc,
    ComplexType,
    DenseArrayBase,
    DictionaryAttr,
    FileLineColLoc,
    FloatAttr,
    FusedLoc,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    MemRefType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    RankedStructure,
    ReducedPrecisionFloatType,
    Signedness,
    StringAttr,
    TensorType,
    UnknownLoc,
    UnrankedMemRefType,
    UnregisteredAttr,
    UnregisteredOp,
    i32,
)
from xdsl.ir import Attribute, Block, BlockArgument, Dialect, Operation, SSAValue, TypeAttribute
from xdsl.ir.affine import AffineMap, AffineSet
from xdsl.irdl import IRDLOperation, base
from xdsl.irdl.constraints import AttrConstraint, ParamAttrConstraint, RangeVarConstraint, VarConstraint
from xdsl.irdl.declarative_assembly_format import AttrDictDirective, FormatProgram, ParsingState
from xdsl.irdl.operations import AttrSizedSegments, OpDef
from xdsl.parser import AttrParser, Parser
from xdsl.parser.core import UnresolvedOperand
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Position, Span, Token
from xdsl.utils.mlir_lexer import KIND_BY_PUNCTUATION_SPELLING, MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

from aiopt.support import type_hints as _type_hints  # noqa: F401  (builtin's faster isa: see there)
from aiopt.support.apfloat_format import WIDE_FLOATS, wide_float_from_bits
from aiopt.support.assembly_format import install_format_parse
from aiopt.support.dense_elements import parse_dense_elements
from aiopt.support.dense_resource import ResourceParsing
from aiopt.support.diagnostics import DiagnosticError, SourceLoc, line_starts
from aiopt.support.irdl_verification import element_constraint
from aiopt.support.sparse_elements import parse_sparse_elements


class _Token(Token):
    """A token whose text is sliced once, when it is lexed (xDSL's `Token.text` slices the input at every look),
    and whose span is built when first asked for (most punctuation and identifier tokens are never asked)."""

    text = ""  # shadows Token's property; every token sets its own


class _LazySpan:
    """`_Token.span`: built on first access and then kept in the token (`functools.cached_property`,
    without its lock: one span per token of the input)."""

    def __get__(self, token: _Token | None, owner: type | None = None):
        if token is None:
            return self
        # Span(start, end, input), without the frozen dataclass's per-field `object.__setattr__`;
        # it is equal to that one.
        span = _new_span(Span)
        fields = span.__dict__
        fields["start"], fields["end"], fields["input"] = token._start, token._end, token._input
        token.__dict__["span"] = span
        return span


_Token.span = _LazySpan()


class _Lexer(MLIRLexer):
    """xDSL's lexer, with string literals in linear time and ASCII-only numbers.

    xDSL 0.74 matches a string literal with a repetition of runs of plain
    characters nested in another repetition. When no closing quote follows on
    the line, the regex engine tries every way to split the text into runs,
    which takes time exponential in its length: `"` and 30 more characters
    hang. The pattern here accepts the same literals and matches each one way.

    It also lexes any character `str.isnumeric` accepts (`²`, `٣`) as the
    start of a number, which `int()` then fails on.
    """

    _unescaped_characters_regex = re.compile(r'"[^"\\\n\v\f]*(?:\\(?:["nt\\]|[0-9A-Fa-f]{2})[^"\\\n\v\f]*)*"')

    # The tokens most of any input is made of, matched by one regex together
    # with the whitespace and comments before them (xDSL skips those with one
    # regex, then tries the kinds one by one, a regex or two each); any other
    # token, the end of the input and every error go to xDSL's `lex`. The
    # leading part skips what xDSL's `_whitespace_regex` skips (ASCII
    # whitespace, `//` comments) and never gives any of it back (`*+`: a `/`
    # of a comment is no token); each group matches what xDSL's lexer
    # matches for that kind.
    _common_token_regex = re.compile(
        r"""(?:[ \t\n\r\f\v]+|//[^\n]*)*+
        (?:(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)
        |(?P<prefixed>(?:[%^!]|\#(?!-\}))(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*))
        |(?P<at>@[a-zA-Z_][a-zA-Z0-9_$.]*)
        |(?P<number>0x[0-9a-fA-F]+|[0-9]+(?P<fraction>\.[0-9]*(?:[eE][+-]?[0-9]+)?)?)
        |(?P<punctuation>->|[:,()}\[\]<>=+*?|/-]|\{(?!-\#)))""",
        re.VERBOSE,
    )
    _prefixed_kinds = {
        "%": MLIRTokenKind.PERCENT_IDENT,
        "^": MLIRTokenKind.CARET_IDENT,
        "!": MLIRTokenKind.EXCLAMATION_IDENT,
        "#": MLIRTokenKind.HASH_IDENT,
    }

    def lex(self) -> MLIRToken:
        content = self.input.content
        match = self._common_token_regex.match(content, self.pos)
        if match is None:
            self.pos = self._whitespace_regex.match(content, self.pos).end()
            return super().lex()
        group = match.lastgroup
        start, end = match.span(group)
        self.pos = end
        text = content[start:end]
        if group == "bare":
            kind = MLIRTokenKind.BARE_IDENT
        elif group == "prefixed":
            kind = self._prefixed_kinds[text[0]]
        elif group == "punctuation":
            kind = KIND_BY_PUNCTUATION_SPELLING[text]
        elif group == "at":
            kind = MLIRTokenKind.AT_IDENT
        elif match.start("fraction") >= 0:
            kind = MLIRTokenKind.FLOAT_LIT
        else:
            kind = MLIRTokenKind.INTEGER_LIT
        # _Token(kind, span) with its text, field by field (one token per call); the span is built
        # from `_start`, `_end` and `_input` when asked for.
        token = _new_token(_Token)
        fields = token.__dict__
        fields["kind"], fields["text"], fields["_start"], fields["_end"], fields["_input"] = kind, text, start, end, self.input
        return token

    def token(self, kind: MLIRTokenKind, start: int, end: int) -> MLIRToken:
        """The token of `kind` at `start:end` of the input, as `lex` makes it (for text matched by other
        means: `aiopt.support.assembly_format`'s fused formats)."""
        token = _new_token(_Token)
        fields = token.__dict__
        fields["kind"], fields["text"], fields["_start"], fields["_end"] = kind, self.input.content[start:end], start, end
        fields["_input"] = self.input
        return token

    def _lex_string_literal(self, start_pos: Position) -> MLIRToken:
        # xDSL 0.74 makes any literal with an escape of a non-ASCII byte a bytes literal, which no
        # attribute key, location or other string position takes: `"\C3\A9"`, as the printer escapes
        # `"é"` (as upstream's printEscapedString), did not read back there. Bytes that are UTF-8 are
        # a string, as xDSL's docstring says and as upstream reads them.
        token = super()._lex_string_literal(start_pos)
        if token.kind == MLIRTokenKind.BYTES_LIT:
            try:
                StringLiteral.from_span(token.span).bytes_contents.decode()
            except UnicodeDecodeError:
                return token
            return Token(MLIRTokenKind.STRING_LIT, token.span)
        return token

    def _lex_number(self, start_pos: Position) -> MLIRToken:
        char = self.input.at(start_pos)
        if char is None or char not in string.digits:
            raise ParseError(Span(start_pos, start_pos + 1, self.input), f"Unexpected character: {char}")
        return super()._lex_number(start_pos)


_new_span = Span.__new__
_new_token = _Token.__new__
_new_integer_attr = IntegerAttr.__new__
_new_int_attr = IntAttr.__new__


def _without_default_memory_space(type_: Attribute | None) -> Attribute | None:
    """A memref type whose memory space is the integer 0, without it: upstream's `MemRefType::get`
    skips the default memory space, so `memref<4xf32, 0>` is `memref<4xf32>`."""
    if isinstance(type_, MemRefType | UnrankedMemRefType):
        space = type_.memory_space
        if isinstance(space, IntegerAttr) and space.value.data == 0:
            if isinstance(type_, MemRefType):
                return MemRefType(type_.element_type, type_.shape, type_.layout, NoneAttr())
            return UnrankedMemRefType.from_type(type_.element_type, NoneAttr())
    return type_

_ATTRIBUTE_PARSER_FILE = sys.modules[AttrParser.__module__].__file__
"""The file of xDSL's attribute and type parser: a frame of it on the stack means a type or an attribute is being
read (`LocatedParser.custom_op_parsing`)."""

_PARSER_FILES = frozenset(
    sys.modules[module].__file__
    for module in (
        "xdsl.parser.base_parser",
        "xdsl.parser.generic_parser",
        "xdsl.parser.core",
        AttrParser.__module__,
        __name__,
        parse_dense_elements.__module__,
        parse_sparse_elements.__module__,
    )
)
"""The files of the parser's own methods (xDSL's, `LocatedParser`'s, its literal readers): an error they raise
is the parser's, never prefixed with the op whose custom parser called them (`LocatedParser.raise_error`)."""

_EXPLICIT_PREFIX_DIRECTORY = os.path.join(os.path.dirname(os.path.dirname(__file__)), "dialects", "hlo", "")
"""The HLO dialects' parsers say themselves which errors are the op's (`hlo.syntax.custom_op_error`): no
automatic prefix for theirs."""

_CUSTOM_OP_PARSE_CALLERS = frozenset(("parse_operation", "_parse_one_result_custom_operation"))
"""The parser's methods that call an op's custom parser, `op_type.parse(self)` (xDSL's and ours)."""

_BUILTIN_PARAMETRIZED_TYPES = frozenset(("vector", "memref", "tensor", "complex", "tuple"))
"""The names of xDSL 0.74's `_parse_optional_builtin_parametrized_type` (its `builtin_parsers`): any other bare
identifier is no such type."""

_SHARED_NUMBER_TYPES: dict[str, Attribute] = {}
"""The integer, float and index types this process parsed, by their spelling (`i32`, `bf16`, `index`): every
parser's `_number_types`."""

_SHARED_SHAPED_TYPES: dict[str, Attribute] = {}
"""The shaped and complex types written in builtin syntax alone that this process parsed, by their text (see
`LocatedParser._parse_optional_builtin_parametrized_type`)."""

SHARED_TYPES_LIMIT = 4096
"""How many types each of the process's tables keeps at most (further shaped types stay in their parser's own
cache; further number types are built at each use)."""

_PENDING_ALIAS = "\0pending location alias "

MAX_INTEGER_WIDTH = (1 << 24) - 1
"""The widest integer type MLIR accepts (`IntegerType::kMaxWidth`)."""

INDEX_AS_INTEGER = IntegerType(64)
"""The integer type whose values an index attribute holds (upstream's `IndexType::kInternalStorageBitWidth`)."""


def in_attribute_range(value: int, type_: Attribute) -> bool:
    """Whether an integer attribute of `type_` can hold `value`: a signless one from the signed minimum to
    the unsigned maximum of its width, as upstream's `buildAttributeAPInt`; an index one as an i64."""
    if isinstance(type_, IndexType):
        type_ = INDEX_AS_INTEGER
    if not isinstance(type_, IntegerType):
        return True
    low, high = type_.value_range()
    return low <= value < high


def parse_integer_attr(parser: AttrParser, type_: IntegerType | IndexType) -> IntegerAttr:
    """An integer literal as an attribute of `type_`, as upstream's declarative formats read an `I64Attr` or
    `IndexAttr`: a value the type cannot hold is refused at the literal ('integer constant out of range for
    attribute'), a signless one past the signed maximum kept as its bits' signed value."""
    start = parser.pos
    value = parser.parse_integer(allow_boolean=False)
    if not in_attribute_range(value, type_):
        parser.raise_error("integer constant out of range for attribute", start, parser.pos)
    holder = INDEX_AS_INTEGER if isinstance(type_, IndexType) else type_
    normalized = holder.normalized_value(value) if holder.signedness.data == Signedness.SIGNLESS else value
    return IntegerAttr(normalized, type_)


def _with_index_normalized(attr: Attribute | None) -> Attribute | None:
    """An index attribute past the signed i64 maximum, as upstream keeps it: its 64 bits as a signed value."""
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IndexType):
        normalized = INDEX_AS_INTEGER.normalized_value(attr.value.data)
        if normalized != attr.value.data:
            return IntegerAttr(normalized, attr.type)
    return attr


class _ScalarElement(AttrParser._TensorLiteralElement):
    """A tensor literal element that is one number or boolean, not a `(real, imag)` pair; an integer
    element that its type cannot take is upstream's error (`getIntAttrElements`), at the element."""

    def to_type(self, parser, type):
        if isinstance(type, ComplexType):
            parser.raise_error(f"expected a (real, imag) pair for a {type} element", self.span)
        if isinstance(type, IntegerType):
            if isinstance(self.value, bool) and type.width.data != 1:
                parser.raise_error("expected i1 type for 'true' or 'false' values", self.span)
            if self.is_negative and type.signedness.data == Signedness.UNSIGNED:
                parser.raise_error("expected unsigned integer elements, but parsed negative value", self.span)
        if isinstance(type, IntegerType | IndexType) and isinstance(self.value, int):
            if not in_attribute_range(self.value, type):
                parser.raise_error("integer constant out of range for type", self.span)
        if isinstance(type, IntegerType | IndexType) and isinstance(self.value, float):
            parser.raise_error("expected integer elements, but parsed floating-point", self.span)
        value = super().to_type(parser, type)
        # An index element keeps its 64 bits as a signed value, as upstream's: 2^64 - 1 is -1.
        return INDEX_AS_INTEGER.normalized_value(value) if isinstance(type, IndexType) else value


class _HexBitsElement(_ScalarElement):
    """A hexadecimal tensor literal element: for float types, the bits of the value."""

    def to_type(self, parser, type):
        if not isinstance(type, AnyFloat):
            return super().to_type(parser, type)
        bits = int(self.value)
        if isinstance(type, BFloat16Type):
            bits &= 0xFFFF
        if isinstance(type, ReducedPrecisionFloatType):
            return self._small_float(parser, type, bits)
        width = type.bitwidth
        if width not in (16, 32, 64) or bits >= 1 << width:
            parser.raise_error(f"hexadecimal float literal does not fit {type}", self.span)
        # The type's unpacking keeps a NaN's payload and signalling bit (support/float_nan_bits.py).
        return type.unpack(bits.to_bytes(width // 8, "little"), 1)[0]

    def _small_float(self, parser, type, bits: int) -> float:
        """The value of the bits of an f4/f6/f8 element: `0x7F` is f8E4M3FN's NaN, `0x01` f4E2M1FN's 0.5.

        A NaN keeps the sign of its bits, so that a negative NaN is packed back with its sign set.
        """
        semantics = type.SEMANTICS
        if bits >= 1 << semantics.bitwidth:
            parser.raise_error(f"hexadecimal float literal does not fit {type}", self.span)
        value = type.decode_bits(bits)
        negative = semantics.has_sign and bits >> semantics.sign_shift & 1
        return -value if math.isnan(value) and negative else value


class _ComplexElement(AttrParser._TensorLiteralElement):
    """A `(real, imag)` tensor literal element whose parts are elements of their own.

    Each part converts to the complex type's element type as a scalar
    element would, so hexadecimal parts of a float complex are bit patterns
    and may be mixed with decimal ones, as in MLIR:
    `dense<(0x8000000000000000, 1.0)> : tensor<complex<f64>>` is (-0.0, 1.0).
    """

    def to_type(self, parser, type):
        if not isinstance(type, ComplexType):
            parser.raise_error(f"complex literal for a {type} element", self.span)
        real, imag = self.value
        return (real.to_type(parser, type.element_type), imag.to_type(parser, type.element_type))


class NotedParseError(ParseError):
    """A parse error with notes, each a message and the offset it points at (None: nowhere), and follow-up
    errors in the same form (MLIR's `failed parsing dot dimension numbers` after the reason)."""

    def __init__(
        self,
        span: Span,
        message: str,
        notes: list[tuple[str, int | None]],
        followups: list[tuple[str, int | None]] | None = None,
    ):
        super().__init__(span, message)
        self.notes = notes
        self.followups = followups or []

    @classmethod
    def followed_by(cls, error: ParseError, message: str, offset: int | None) -> NotedParseError:
        """`error` (its notes and follow-ups kept) with one more follow-up error: upstream's parser reports
        the reason, then the construct that broke (`failed parsing dot dimension numbers`) where it stopped."""
        followups = [*getattr(error, "followups", []), (message, offset)]
        return cls(error.span, error.msg, getattr(error, "notes", []), followups)


# xDSL checks the constraints of the types an op's declarative format parses
# while it parses the op, and fails at the token after it: `arith.addi %a, %a
# : f32` fails on the next line with "Unexpected attribute f32". MLIR's parser
# builds the op with the types written, and its verifier reports, at the op:
# "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'".
# While a `LocatedParser` parses, a failed check binds the format's type
# variables to the types written instead, so that the op is built as MLIR
# builds it; the verifier, which runs after every parse, rejects it.
_xdsl_resolve_constraint_variables = FormatProgram.resolve_constraint_variables
_deferring_constraints = threading.local()


def _resolve_constraint_variables(program: FormatProgram, state: ParsingState, op_def: OpDef) -> None:
    try:
        _xdsl_resolve_constraint_variables(program, state, op_def)
    except VerifyException:
        if not getattr(_deferring_constraints, "active", False) or not _bind_written_types(state, op_def):
            raise
        state._aiopt_deferred = True  # (types bound unchecked: not kept for other ops, see assembly_format)


FormatProgram.resolve_constraint_variables = _resolve_constraint_variables


def _attr_dict_parse(self: AttrDictDirective, parser: Parser, state: ParsingState) -> None:
    """xDSL's `AttrDictDirective.parse`, where an entry named as one of the op's properties sets that
    property, as upstream's `Operation::setAttrs` makes each inherent attribute of the dictionary a
    property (overriding what the format's other directives read).

    xDSL moves only the properties that no other directive binds (`expected_properties`, with
    `ParsePropInAttrDict`); an entry named as a property that a custom directive or `$name` binds stayed
    a discardable attribute beside the property: `acc.loop` checked and lowered its `vector` property
    without the dictionary's, and upstream's verifier errors on it were not reported:

        acc.loop { acc.yield } attributes {vector = [#acc.device_type<none>, #acc.device_type<none>]}
        // upstream: error: 'acc.loop' op duplicate device_type `none` found in vector attribute
    """
    if self.with_keyword:
        written = parser.parse_optional_attr_dict_with_keyword()
        attrs = {} if written is None else dict(written.data)
    else:
        attrs = parser.parse_optional_attr_dict()
    reserved = self.reserved_attr_names & attrs.keys()
    if reserved:
        parser.raise_error(
            f"attributes {', '.join(reserved)} are defined in other parts of the "
            "assembly format, and thus should not be defined in the attribute dictionary."
        )
    if attrs:
        properties = state.op_type.get_irdl_definition().properties
        for name in [name for name in attrs if name in properties or name in self.expected_properties]:
            state.properties[name] = attrs.pop(name)
        state.attributes |= attrs


AttrDictDirective.parse = _attr_dict_parse
install_format_parse()  # the faster parse of declarative formats, see aiopt.support.assembly_format


def _bind_written_types(state: ParsingState, op_def: OpDef) -> bool:
    """Bind the type variables that the written types leave unbound, unchecked; whether every type to
    infer can then be inferred."""
    context = state.context
    written = [*zip(state.operand_types, op_def.operands), *zip(state.result_types, op_def.results)]
    for types, (_, definition) in written:
        if types is None:
            continue
        types = (types,) if isinstance(types, Attribute) else tuple(types)
        constraint = definition.constr
        while not isinstance(constraint, RangeVarConstraint) and hasattr(constraint, "constraint"):
            constraint = constraint.constraint  # (a length constraint's range)
        if isinstance(constraint, RangeVarConstraint):
            if constraint.name not in context.range_variables:
                context.set_range_variable(constraint.name, types)
            continue
        element = element_constraint(definition.constr)
        for type_ in types:
            if element is not None:
                _bind_variables(element, type_, context)
    try:
        for types, operands, (_, definition) in zip(state.operand_types, state.operands, op_def.operands):
            if types is None:
                definition.constr.infer(context, length=len(operands or ()))
        for types, (_, definition) in zip(state.result_types, op_def.results):
            if types is None:
                definition.constr.infer(context, length=None)
    except Exception:  # noqa: BLE001 - a type that the written ones do not give: xDSL's error stands
        return False
    return True


def _bind_variables(constraint: AttrConstraint, attr: Attribute, context) -> None:
    """Bind each variable of `constraint` that `attr` gives and that is not bound yet, unchecked."""
    if isinstance(constraint, VarConstraint):
        if constraint.name not in context.attr_variables:
            context.set_attr_variable(constraint.name, attr)
        return
    if isinstance(constraint, ParamAttrConstraint) and isinstance(attr, constraint.base_attr):
        for param_constraint, param in zip(constraint.param_constrs, attr.parameters):
            if isinstance(param, Attribute):
                _bind_variables(param_constraint, param, context)


@contextmanager
def _deferred_constraint_checks() -> Iterator[None]:
    previous = getattr(_deferring_constraints, "active", False)
    _deferring_constraints.active = True
    try:
        yield
    finally:
        _deferring_constraints.active = previous


def _balanced_body_pattern(depth: int) -> str:
    """A regex for `<...>` whose brackets nest at most `depth` deep inside it, without strings
    (`->` is no closing bracket)."""
    atom = r'[^<>()\[\]{}"\-]|->|-(?!>)'
    level = rf"(?:{atom})*"
    for _ in range(depth):
        level = rf"(?:{atom}|<{level}>|\({level}\)|\[{level}\]|\{{{level}\}})*"
    return rf"<{level}>"


class _CompiledOnFirstUse:
    """A class attribute that is the regex of `pattern`, compiled when first read (then the attribute
    is the compiled regex itself): `_balanced_body_pattern(4)` is 12,000 characters, whose compilation
    took 10 ms of every `ai-opt` start, also for inputs without a shaped or dialect type."""

    def __init__(self, pattern: str):
        self.pattern = pattern

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type) -> re.Pattern[str]:
        compiled = re.compile(self.pattern)
        setattr(owner, self.name, compiled)
        return compiled


class LocatedParser(ResourceParsing, Parser):
    """An xDSL parser that stamps each op with the location of its name token.

    It overrides these private methods of xDSL 0.74's parser (an xDSL upgrade
    must check them): `_consume_token`, `_parse_optional_token`,
    `_parse_attribute_entry`, `_parse_location`, `_parse_tensor_literal_element`,
    `_parse_optional_integer_or_float_type`,
    `_parse_optional_builtin_parametrized_type`, `_parse_optional_builtin_parametrized_attr`, `_parse_op_result_list`,
    `_get_op_by_name`, `_register_ssa_definition` (and, through `ResourceParsing`, `_parse_dialect_resource_handle`
    and `_parse_resource`), and replaces `parse_dimension_list`; it reads `_parser_state`, `_resume_from`, `ssa_values`
    and the lexer's `_whitespace_regex`. Its lexer overrides `lex`,
    `_lex_string_literal` and `_lex_number` and builds `Span`s field by field.
    """

    def _parse_external_resources(self) -> None:
        """`external_resources: {key: {name: "string" | true | false, ...}, ...}`, kept for the printer and
        `--run-reproducer` (`aiopt.support.external_resources`; xDSL refuses any)."""
        from aiopt.support.external_resources import Entry, add_group

        def parse_entry(entries: list[Entry]) -> None:
            name = self.parse_identifier("expected a resource entry key")
            self._parse_token(MLIRTokenKind.COLON, "expected `:`")
            value: str | bool | None = self.parse_optional_str_literal()
            if value is None:
                value = self.parse_optional_boolean()
            if value is None:
                self.raise_error("expected a string, a hex blob or a boolean")
            entries.append((name, value))

        def parse_group() -> None:
            key = self.parse_identifier("expected a resource group key")
            self._parse_token(MLIRTokenKind.COLON, "expected `:`")
            entries: list[Entry] = []
            self.parse_comma_separated_list(self.Delimiter.BRACES, lambda: parse_entry(entries))
            add_group(key, entries)

        self.parse_comma_separated_list(self.Delimiter.BRACES, parse_group)

    def __init__(self, ctx: Context, text: str, name: str):
        # The base class lexes `text` with xDSL's lexer; give it nothing to
        # lex and install ours, whose first token can fail like any other.
        super().__init__(ctx, "", name)
        self._filename = StringAttr(name)
        self._line_starts = line_starts(text)
        self._int_attrs: dict[int, IntAttr] = {}
        self._op_name_offsets: list[int] = []
        self._bound_result_counts: list[int] = []
        self._first_forward_use: dict[str, int] = {}
        self._definition_offsets: dict[str, int] = {}
        self._pending_location_aliases: dict[str, int] = {}
        self._number_types = _SHARED_NUMBER_TYPES
        self._shaped_types: dict[str, Attribute] = {}
        self._dialect_types: dict[str, Attribute] = {}
        # The types that ops' declarative formats inferred, by what was written (aiopt.support.assembly_format).
        self._format_resolutions: dict = {}
        # The `<{...}>` each op being parsed was written with, by the offset of its name (`parse_operation`).
        self._written_properties: dict[int, dict[str, Attribute]] = {}
        # The keys of each dictionary attribute being parsed, innermost last (`parse_optional_dictionary_attr_dict`).
        self._dictionary_keys: list[set[str]] = []
        try:
            self._parser_state = ParserState(_Lexer(Input(text, name)))
        except ParseError as err:
            raise DiagnosticError(_first_line(err.msg), location=self.source_loc(err.span.start)) from None

    # The token primitives every parse goes through, hundreds of thousands
    # of times for a large file: xDSL's, without its property lookups and
    # per-call spelling checks (a spelling that is no punctuation still goes
    # to xDSL's, which rejects it).
    def _consume_token(self, expected_kind: MLIRTokenKind | None = None) -> MLIRToken:
        state = self._parser_state
        consumed = state.current_token
        assert expected_kind is None or consumed.kind == expected_kind, (
            f"Unexpected token {consumed}, expected {expected_kind}"
        )
        state.current_token = state.lexer.lex()
        return consumed

    def _parse_optional_token(self, expected_kind: MLIRTokenKind) -> MLIRToken | None:
        state = self._parser_state
        consumed = state.current_token
        if consumed.kind != expected_kind:
            return None
        state.current_token = state.lexer.lex()
        return consumed

    # The primitives the ops' declarative formats call for each operand, type,
    # attribute dictionary and location: xDSL's, with the common case (one
    # `%name` operand, a number type parsed before, no `{` and no `loc`)
    # answered from the current token; anything else goes to xDSL's.
    def parse_optional_unresolved_operand(self) -> UnresolvedOperand | None:
        state = self._parser_state
        token = state.current_token
        if token.kind != MLIRTokenKind.PERCENT_IDENT:
            return None
        state.current_token = next_token = state.lexer.lex()
        if next_token.kind == MLIRTokenKind.HASH_IDENT:
            # `%x#1`: xDSL's, from the `%`.
            self._resume_from(token.span.start)
            return super().parse_optional_unresolved_operand()
        return UnresolvedOperand(token.span, 0)

    def parse_unresolved_operand(self, msg: str = "operand expected") -> UnresolvedOperand:
        operand = self.parse_optional_unresolved_operand()
        if operand is None:
            self.raise_error(msg)
        return operand

    def parse_type(self):
        token = self._parser_state.current_token
        if token.kind == MLIRTokenKind.BARE_IDENT:
            cached = self._number_types.get(token.text)
            if cached is not None:
                self._consume_token()
                return cached
        return super().parse_type()

    def parse_function_type(self):
        """xDSL's, but another type where a function type is due is upstream's `parseType<FunctionType>`
        error ("invalid kind of type specified", at the type): `llvm.getelementptr %p[%i] : !llvm.ptr`."""
        if self._parser_state.current_token.kind != MLIRTokenKind.L_PAREN:
            start = self.pos
            if self.parse_optional_type() is not None:
                self.raise_error("invalid kind of type specified", start, self.pos)
        return super().parse_function_type()

    def parse_optional_type(self):
        # `!llvm.struct<(ptr, ptr, i64)>`, `!llvm.ptr`: a dialect or alias type is a function of its
        # text (aliases cannot be redefined), parsed by xDSL once per parser and then reused, as the
        # number and shaped types are. Only text whose extent is known before parsing is looked up:
        # the name token and, right after it, a `<...>` body without strings and nested at most
        # four deep (`_dialect_body_regex`); a name followed by a separate `<` is parsed every time.
        token = self._parser_state.current_token
        if token.kind != MLIRTokenKind.EXCLAMATION_IDENT:
            return super().parse_optional_type()
        content = self.lexer.input.content
        end = token.span.end
        if content.startswith("<", end):
            body = self._dialect_body_regex.match(content, end)
            if body is None:
                return super().parse_optional_type()
            end = body.end()
        elif content.startswith("<", self.lexer._whitespace_regex.match(content, end).end()):
            return super().parse_optional_type()
        text = content[token.span.start : end]
        cached = self._dialect_types.get(text)
        if cached is not None:
            self._resume_from(end)
            return cached
        parsed = super().parse_optional_type()
        # Kept only when xDSL read exactly that text (up to whitespace before the next token).
        following = self._parser_state.current_token.span.start
        if parsed is not None and self.lexer._whitespace_regex.match(content, end).end() == following:
            self._dialect_types[text] = parsed
        return parsed

    def parse_optional_attribute(self):
        # `5 : i32`, `0 : index` (arith.constant's value): a decimal integer and a number type parsed
        # before, answered here; anything else (another type, a float, hexadecimal, `-`, `true`) goes
        # to xDSL's, which builds the same IntegerAttr through its general attribute parsing.
        state = self._parser_state
        token = state.current_token
        if token.kind == MLIRTokenKind.INTEGER_LIT and token.text[:2] not in ("0x", "0X"):
            state.current_token = colon = state.lexer.lex()
            if colon.kind == MLIRTokenKind.COLON:
                state.current_token = type_token = state.lexer.lex()
                type_ = self._number_types.get(type_token.text) if type_token.kind == MLIRTokenKind.BARE_IDENT else None
                if type(type_) is IntegerType or type(type_) is IndexType:
                    state.current_token = state.lexer.lex()
                    value = int(token.text, 10)
                    if not in_attribute_range(value, type_):
                        self.raise_error("integer constant out of range for attribute", token.span.start, token.span.end)
                    return self._integer_attr(value, type_)
            self._resume_from(token.span.start)
        return super().parse_optional_attribute()

    def parse_optional_builtin_int_or_float_attr(self):
        # Where a literal does not fit a float type, xDSL's packing raises OverflowError (reported as
        # 'int too big to convert' or 'float too large to pack' on the next line). Upstream: a hexadecimal
        # literal (the bits) with more bits than the type is an error at the literal; a decimal one is
        # rounded to the type as APFloat converts it, to an infinity beyond its range.
        start = self._current_token.span.start
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
            if isinstance(attr, IntegerAttr) and not in_attribute_range(attr.value.data, attr.type):
                # Not for an `i64` (xDSL's IntegerAttr refused that already, below): an index value.
                self.raise_error("integer constant out of range for attribute", start, self._literal_end(start))
            return _with_index_normalized(attr)
        except VerifyException as err:
            # xDSL's IntegerAttr refuses a value out of its integer type's range ('Integer value ... is
            # out of range for type ...'); upstream's error is at the literal.
            if not str(err).startswith("Integer value "):
                raise
            self.raise_error("integer constant out of range for attribute", start, self._literal_end(start))
        except OverflowError:
            self._resume_from(start)
        except NotImplementedError:
            # xDSL cannot unpack the bits of a hexadecimal f80 or f128 literal.
            self._resume_from(start)
            return self._wide_float_bits_attr()
        negative = self.parse_optional_punctuation("-") is not None
        literal = self._current_token.span
        hexadecimal = literal.text[:2] in ("0x", "0X")
        value = self.parse_number()
        type_ = self._parse_attribute_type()
        if hexadecimal or not isinstance(type_, AnyFloat):
            self.raise_error("hexadecimal float constant out of range for type", literal.start, literal.end)
        return FloatAttr(-math.inf if negative or value < 0 else math.inf, type_)

    def _wide_float_bits_attr(self) -> FloatAttr:
        """`0x7FFF8000000000000000 : f80`: a hexadecimal literal, the bits of an f80 or f128 value."""
        negative = self.parse_optional_punctuation("-") is not None
        literal = self._current_token.span
        bits = self.parse_integer(allow_boolean=False, allow_negative=False)
        type_ = self._parse_attribute_type()
        if negative or type_.name not in WIDE_FLOATS or bits >> type_.bitwidth:
            self.raise_error("hexadecimal float constant out of range for type", literal.start, literal.end)
        return FloatAttr(wide_float_from_bits(bits, type_.name), type_)

    def _literal_end(self, start: int) -> int:
        """The end of the number literal (with its `-`) that starts at `start`."""
        match = re.compile(r"-?\s*(?:0[xX][0-9a-fA-F]+|\d+)").match(self.lexer.input.content, start)
        return match.end() if match else start + 1

    def _integer_attr(self, value: int, type_: IntegerType | IndexType) -> IntegerAttr:
        """`IntegerAttr(value, type_)`, without re-verifying that its parameters are an IntAttr and an
        integer or index type (they are by construction); its own check of the value's range stays."""
        if type(type_) is IndexType:
            value = INDEX_AS_INTEGER.normalized_value(value)
        elif type(type_) is IntegerType:
            normalized = type_.normalized_value(value)
            if normalized is not None:
                value = normalized
        attr = _new_integer_attr(IntegerAttr)
        object.__setattr__(attr, "value", self._int_attr(value))
        object.__setattr__(attr, "type", type_)
        attr.verify()
        return attr

    def parse_optional_attr_dict(self) -> dict[str, Attribute]:
        if self._parser_state.current_token.kind != MLIRTokenKind.L_BRACE:
            return {}
        return super().parse_optional_attr_dict()

    def parse_optional_attr_dict_with_reserved_attr_names(self, reserved_attr_names=()) -> DictionaryAttr | None:
        # xDSL rejects an entry that names an attribute the custom form gives ("Attribute dictionary entry
        # 'sym_name' is already passed through the operation custom assembly format.", at the `{`). The
        # upstream parsers that read the dictionary so (func.func's and gpu.func's parseFunctionOp,
        # llvm.func's) add both to the attribute list, whose duplicate `CustomOpAsmParser::parseOperation`
        # reports at the op's name, in its words.
        attrs = super().parse_optional_attr_dict_with_reserved_attr_names(())
        duplicate = next((name for name in reserved_attr_names if attrs is not None and name in attrs.data), None)
        if duplicate is not None:
            offset = self.op_name_offset()
            op_name = self._op_name_pattern.match(self.lexer.input.content, offset).group()
            _raise_duplicate_attribute(self, op_name, duplicate, offset)
        return attrs

    _op_name_pattern = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*")
    """A custom op's name (a bare identifier), where `op_name_offset` is."""

    def parse_optional_properties_dict(self) -> dict[str, Attribute]:
        # Kept for `parse_operation`, which converts it as upstream does once the op is built.
        if self._parser_state.current_token.kind != MLIRTokenKind.LESS:
            return {}
        properties = super().parse_optional_properties_dict()
        if self._op_name_offsets:
            self._written_properties[self._op_name_offsets[-1]] = properties
        return properties

    def _parse_optional_block_arg_list(self, block: Block):
        """xDSL's, except that a written `loc(...)` is set after the argument is registered, so that a written
        `loc(unknown)` stays unknown instead of becoming the argument's place (`_register_ssa_definition`)."""
        if self._current_token.kind != MLIRTokenKind.L_PAREN:
            return None

        def parse_argument() -> None:
            name = self._parse_token(MLIRTokenKind.PERCENT_IDENT, "block argument expected").span
            self.parse_punctuation(":")
            arg_type = self.parse_attribute()
            location = self.parse_optional_location()
            argument = block.insert_arg(arg_type, len(block.args))
            self._register_ssa_definition(name.text[1:], (argument,), name)
            if location is not None:
                argument.location = location

        self.parse_comma_separated_list(self.Delimiter.PAREN, parse_argument)
        return block

    def parse_optional_location(self):
        token = self._parser_state.current_token
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text != "loc":
            return None
        return super().parse_optional_location()

    def parse_optional_punctuation(self, punctuation):
        kind = KIND_BY_PUNCTUATION_SPELLING.get(punctuation)
        if kind is None:
            return super().parse_optional_punctuation(punctuation)
        return punctuation if self._parse_optional_token(kind) is not None else None

    def parse_punctuation(self, punctuation, context_msg: str = ""):
        kind = KIND_BY_PUNCTUATION_SPELLING.get(punctuation)
        if kind is None or self._parse_optional_token(kind) is None:
            return super().parse_punctuation(punctuation, context_msg)
        return punctuation

    def offset_to_loc(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        line = bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

    def source_loc(self, offset: int) -> SourceLoc:
        """The SourceLoc of a character offset."""
        return SourceLoc(self._filename.data, *self.offset_to_loc(offset))

    def current_offset(self) -> int:
        """Where parsing stands: the start of the current token."""
        return self._current_token.span.start

    def parse_optional_dictionary_attr_dict(self) -> dict[str, Attribute]:
        self._dictionary_keys.append(set())
        try:
            return super().parse_optional_dictionary_attr_dict()
        finally:
            self._dictionary_keys.pop()

    def _parse_attribute_entry(self) -> tuple[str, Attribute]:
        # MLIR loads the dialect that an attribute name names (`nvvm.kernel`), so that
        # the dialect verifies the attribute (support/dialect_attributes.py).
        start = self._current_token.span
        name, value = super()._parse_attribute_entry()
        if self._dictionary_keys:
            # MLIR reports a key written twice in a dictionary at the second, in its words.
            keys = self._dictionary_keys[-1]
            if name in keys:
                self.raise_error(f"duplicate key '{name}' in dictionary attribute", start.start, start.end)
            keys.add(name)
        namespace, dot, rest = name.partition(".")
        if dot and rest and namespace:
            self.ctx.get_optional_dialect(namespace)
        return name, value

    top_level_op: Operation | None = None
    """The top-level op `parse_module` read without an implicit module."""

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        """The top-level ops in a module (one `builtin.module` is the module); without `allow_implicit_module`
        (mlir-opt's `--no-implicit-module`), exactly one top-level op of any kind, which `top_level_op` then
        names: a `builtin.module` is returned, another op inside a module that holds it."""
        with _deferred_constraint_checks():
            ops = self._parse_top_level_ops()
            if not allow_implicit_module:
                if len(ops) != 1:
                    raise DiagnosticError(
                        f"source must contain a single top-level operation, found: {len(ops)}",
                        location=SourceLoc(self._filename.data, 0, 0),
                    )
                self.top_level_op = ops[0]
            module = ops[0] if len(ops) == 1 and isinstance(ops[0], ModuleOp) else ModuleOp(ops)
        # A parsed op has a location (its own or its name token's), so an unknown one is the implicit
        # module's: upstream's is `file:0:0`, where an error about the whole input is reported.
        if isinstance(module.location, UnknownLoc):
            module.location = self._file_line_col(0, 0)
        if self._pending_location_aliases:
            self._resolve_location_aliases(module)
        return module

    def _parse_top_level_ops(self) -> list[Operation]:
        """The top-level ops, alias definitions and `{-# ... #-}` resources, as xDSL's `parse_module`
        reads them, but an input without ops (empty, only comments, only aliases or resources) has
        none, as mlir-opt reads it (xDSL: 'Could not parse entire input!')."""
        ops: list[Operation] = []
        while (kind := self._current_token.kind) != MLIRTokenKind.EOF:
            if kind in (MLIRTokenKind.HASH_IDENT, MLIRTokenKind.EXCLAMATION_IDENT):
                self._parse_alias_def()
            elif kind == MLIRTokenKind.FILE_METADATA_BEGIN:
                self._parse_file_metadata_dictionary()
            elif (op := self.parse_optional_operation()) is not None:
                ops.append(op)
            else:
                self.raise_error("expected operation name in quotes")
        if self.forward_ssa_references:
            self.raise_error(f"values used but not defined: [{', '.join('%' + n for n in self.forward_ssa_references)}]")
        return ops

    # MLIR prints location aliases after the module that uses them
    # (`loc(#loc3)` ... `#loc3 = loc("x.py":3:4)`), as JAX's output has
    # them; xDSL resolves an alias only after its definition. A use before
    # the definition parses as a placeholder that is resolved at the end.
    def _parse_location(self):
        if self._current_token.kind == MLIRTokenKind.HASH_IDENT and self._current_token.text not in self.attribute_aliases:
            token = self._consume_token(MLIRTokenKind.HASH_IDENT)
            self._pending_location_aliases.setdefault(token.text, token.span.start)
            return NameLoc(StringAttr(_PENDING_ALIAS + token.text), NoneAttr())
        location = super()._parse_location()
        # MLIR's location ranges, `"f.py":8:11 to :20` or `to 9:3`; xDSL has
        # no range location, so the start stands for the range.
        if isinstance(location, FileLineColLoc) and self.parse_optional_keyword("to") is not None:
            if self.parse_optional_punctuation(":") is None:
                self.parse_integer(allow_negative=False, allow_boolean=False)
                self.parse_punctuation(":")
            self.parse_integer(allow_negative=False, allow_boolean=False)
        return location

    def _resolve_location_aliases(self, module: ModuleOp) -> None:
        for name, offset in self._pending_location_aliases.items():
            if name not in self.attribute_aliases:
                self.raise_error("operation location alias was never defined", offset)  # upstream's words
            if not isinstance(alias := self.attribute_aliases[name], LocationAttr):
                # Upstream's words; the alias's value printed where the location goes did not read back.
                self.raise_error(f"expected location, but found '{alias}'", offset)
        for op in module.walk():
            op.location = self._resolved(op.location)
            for region in op.regions:
                for block in region.blocks:
                    for arg in block.args:
                        arg.location = self._resolved(arg.location)

    def _resolved(self, location: Attribute) -> Attribute:
        """`location` with alias placeholders replaced by what the aliases stand for."""
        match location:
            case NameLoc() if location.desc.data.startswith(_PENDING_ALIAS):
                return self._resolved(self.attribute_aliases[location.desc.data.removeprefix(_PENDING_ALIAS)])
            case NameLoc():
                return NameLoc(location.desc, self._resolved(location.location))
            case CallSiteLoc():
                return CallSiteLoc(self._resolved(location.callee), self._resolved(location.caller))
            case FusedLoc():
                return FusedLoc(tuple(self._resolved(loc) for loc in location.locations), location.metadata)
            case _:
                return location

    # MLIR reads a hexadecimal literal in a float tensor as the bit pattern
    # (`dense<0xFF800000> : tensor<f32>` is -inf), also as either part of a
    # complex (`(0x8000000000000000, 1.0)` is (-0.0, 1.0)); xDSL reads it as
    # an integer, and rejects pairs that mix integers and floats.
    def _parse_tensor_literal_element(self):
        if self._current_token.kind == MLIRTokenKind.L_PAREN:
            start = self._consume_token(MLIRTokenKind.L_PAREN).span.start
            real = self._parse_scalar_tensor_literal_element()
            self.parse_punctuation(",", " in complex literal")
            imag = self._parse_scalar_tensor_literal_element()
            end = self._current_token.span.end
            self.parse_punctuation(")", " in complex literal")
            return _ComplexElement(False, (real, imag), Span(start, end, self.lexer.input))
        return self._parse_scalar_tensor_literal_element()

    def _parse_scalar_tensor_literal_element(self):
        hexadecimal = self._current_token.text[:2].lower() == "0x"
        scalar = self._parse_optional_bool_int_or_float()
        if scalar is None:
            self.raise_error("expected a float, integer, boolean or complex literal")
        value, span = scalar
        if hexadecimal:
            return _HexBitsElement(value < 0, value, span)
        return _ScalarElement(value < 0, value, span)

    def _parse_dense_literal_type(self):
        """xDSL's, with the constraint on the type built once (xDSL builds it for every dense literal: 2 ms
        each, more than the rest of parsing the transformer block's constants).

        MLIR reports a dense literal's dynamic type at the type (`elements literal type must have static
        shape`); xDSL reports it at the token after the type.
        """
        start = self._current_token.span.start
        type_ = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        if not _dense_literal_type_constraint().verifies(type_):
            self.raise_error("Expected memref, vector or tensor type of integer, index, float, or complex type")
        if any(dim == DYNAMIC_INDEX for dim in type_.get_shape()):
            self.raise_error("Dense literal attribute should have a static shape.", start, start + 1)
        return type_

    # xDSL repeats a splat's value into every element while parsing it (and
    # stores them all); MLIR keeps one. See aiopt.support.dense_elements.
    def parse_dense_int_or_fp_elements_attr(self, type):
        return parse_dense_elements(self, type)

    # MLIR's `sparse<indices, values> : type` (aiopt.support.sparse_elements); xDSL has no sparse attribute.
    def _parse_optional_builtin_parametrized_attr(self):
        token = self._parser_state.current_token
        if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "sparse":
            self._consume_token()
            return parse_sparse_elements(self, token.span.start)
        return super()._parse_optional_builtin_parametrized_attr()

    # MLIR caps integer widths (IntegerType::kMaxWidth); xDSL takes any
    # width and then hangs computing the range of `0 : i4294967296`.
    def _parse_optional_integer_or_float_type(self):
        token = self._current_token
        # `i32`, `f32`, `index`: each spelling stands for one immutable type, in any parser and
        # context, built once per process rather than once per use (building one takes longer than
        # lexing and parsing its token; each `// -----` chunk of an input is a parse of its own).
        if token.kind == MLIRTokenKind.BARE_IDENT:
            cached = self._number_types.get(token.text)
            if cached is not None:
                self._consume_token()
                return cached
            parsed = self._parse_uncached_integer_or_float_type()
            if parsed is not None and len(self._number_types) < SHARED_TYPES_LIMIT:
                self._number_types[token.text] = parsed
            return parsed
        return self._parse_uncached_integer_or_float_type()

    # `tensor<4x3xf32>`, `memref<?x8xf32, strided<[8, 1], offset: ?>>`, `complex<f64>`: a shaped or
    # complex type is a function of its text (the aliases it may name cannot be redefined). Each spelling
    # is parsed by xDSL once per parser and then reused, as the number types are, where its extent is
    # known before parsing: the `<...>` right after the name, without strings and nested at most four
    # deep (`_dialect_body_regex`); any other is parsed every time. (xDSL reads `complex<f64>`'s element
    # as an attribute, trying each kind of attribute first: a tenth of parsing the lowered LAPACK loops.)
    def _parse_optional_builtin_parametrized_type(self):
        token = self._parser_state.current_token
        if token.kind != MLIRTokenKind.BARE_IDENT or token.text not in _BUILTIN_PARAMETRIZED_TYPES:
            # xDSL's answer, without building its table of the five names' parsers first (every bare
            # identifier where a type may be, `i32` the first time, tries it).
            return None
        if token.text == "tuple":
            return super()._parse_optional_builtin_parametrized_type()
        content = self.lexer.input.content
        body = self._dialect_body_regex.match(content, token.span.end)
        if body is None:
            return self._verified_encoding(
                _without_default_memory_space(super()._parse_optional_builtin_parametrized_type()), token.span.start
            )
        end = body.end()
        text = content[token.span.start : end]
        # Builtin syntax alone (no alias, dialect attribute or type: `tensor<4x?xf32>`, `memref<8xf32,
        # strided<[1], offset: ?>>`) reads as the same type in any parser and context: such a type is
        # kept for the whole process (the `// -----` chunks of one input repeat their types).
        types = _SHARED_SHAPED_TYPES if "!" not in text and "#" not in text else self._shaped_types
        cached = types.get(text)
        if cached is not None:
            self._resume_from(end)
            return cached
        parsed = self._verified_encoding(
            _without_default_memory_space(super()._parse_optional_builtin_parametrized_type()), token.span.start
        )
        # Kept only when xDSL read exactly that text (up to whitespace before the next token).
        following = self._parser_state.current_token.span.start
        if parsed is not None and self.lexer._whitespace_regex.match(content, end).end() == following:
            if types is _SHARED_SHAPED_TYPES and len(types) >= SHARED_TYPES_LIMIT:
                types = self._shaped_types
            types[text] = parsed
        return parsed

    def _verified_encoding(self, type_: Attribute | None, start: int) -> Attribute | None:
        """MLIR's `VerifiableTensorEncoding`: a tensor's encoding that has `verify_encoding(shape, element_type)`
        (`#mhlo.type_extensions<bounds = [...]>`) checks the type it is in when the type is built."""
        if isinstance(type_, TensorType) and not isinstance(type_.encoding, NoneAttr):
            verify = getattr(type_.encoding, "verify_encoding", None)
            if verify is not None:
                try:
                    verify(type_.get_shape(), type_.element_type)
                except VerifyException as err:
                    self.raise_error(str(err), start, self._parser_state.current_token.span.start)
        return type_

    # Affine maps and sets: upstream's expression building, semi-affine included (see `affine_parsing`, imported
    # where a map is met: most files have none, and ai-opt's start-up does not pay for it).
    def parse_affine_map(self) -> AffineMap:
        from aiopt.support.affine_parsing import AffineParser

        return AffineParser(self._parser_state).parse_affine_map()

    def parse_affine_set(self) -> AffineSet:
        from aiopt.support.affine_parsing import AffineParser

        return AffineParser(self._parser_state).parse_affine_set()

    def parse_affine_map_of_ssa_ids(self) -> tuple[AffineMap, list[SSAValue]]:
        from aiopt.support.affine_parsing import AffineParser

        affine_map, spans = AffineParser(self._parser_state).parse_affine_map_of_ssa_ids()
        return affine_map, [self.resolve_operand(UnresolvedOperand(span, 0), IndexType()) for span in spans]

    def parse_shape_dimension(self, allow_dynamic: bool = True) -> int:
        # Upstream's sizes are int64_t: a larger one is "invalid dimension" at it (xDSL kept any Python int,
        # and `tensor<99999999999999999999xf32>` reached the passes).
        literal = self._current_token.span
        dimension = super().parse_shape_dimension(allow_dynamic)
        if dimension > 2**63 - 1:
            self.raise_error("invalid dimension", literal.start, literal.end)
        return dimension

    def parse_dimension_list(self) -> list[int]:
        """`2x32`, `2 x 32`, `4 x ?`: dimensions separated by `x`, with or without spaces.

        MLIR lexes the `x` as (the start of) a bare identifier, so
        `memref<2 x 32 x f32>` is `memref<2x32xf32>`. xDSL 0.74 steps back
        from the `x` before the element type to one character before that
        type, which is the space in `x f32`, and then fails to find an `x`.
        This keeps the `x`'s own position to step back to.
        """
        dims: list[int] = []
        dimension_kinds = (MLIRTokenKind.INTEGER_LIT, MLIRTokenKind.QUESTION)
        if self._current_token.kind not in dimension_kinds:
            return dims
        dims.append(self.parse_shape_dimension())
        while True:
            x_offset = self._current_token.span.start
            if self._parse_optional_shape_delimiter() is None:
                break
            if self._current_token.kind not in dimension_kinds:
                # The `x` before the element type belongs to the caller.
                self._resume_from(x_offset)
                break
            dims.append(self.parse_shape_dimension())
        return dims

    _dialect_body_regex = _CompiledOnFirstUse(_balanced_body_pattern(4))

    def _parse_uncached_integer_or_float_type(self):
        token = self._current_token
        match = self._builtin_integer_type_regex.match(token.text)
        if token.kind == MLIRTokenKind.BARE_IDENT and match and int(match.group(1)) > MAX_INTEGER_WIDTH:
            self.raise_error(f"integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits")
        return super()._parse_optional_integer_or_float_type()

    # xDSL parses the `%a, %b =` result list first and the op name right
    # after it; this is the one hook where the name token is current.
    def _parse_op_result_list(self):
        # Most ops bind one result, `%name = op`: that case without xDSL's
        # general list parsing; any other goes back to the `%` and takes it.
        token = self._current_token
        if token.kind == MLIRTokenKind.PERCENT_IDENT:
            self._consume_token()
            if self._current_token.kind == MLIRTokenKind.EQUAL:
                self._consume_token()
                self._op_name_offsets.append(self._current_token.span.start)
                self._bound_result_counts.append(1)
                return [(token.span, 1)]
            self._resume_from(token.span.start)
        results = super()._parse_op_result_list()
        self._op_name_offsets.append(self._current_token.span.start)
        self._bound_result_counts.append(sum(count for _, count in results))
        return results

    def _parse_extended_type_or_attribute(self, attr_or_dialect_name, is_type):
        # `#foo<"x">`, `!foo<1 x i32>`: under --allow-unregistered-dialect, upstream's opaque attribute
        # (type) of a dialect that is not registered, whatever lies between the angle brackets (xDSL
        # reads a mnemonic first: 'Expected attribute name.').
        if (
            "." not in attr_or_dialect_name
            and self._current_token.kind == MLIRTokenKind.LESS
            and self.ctx.allow_unregistered
            and self.ctx.get_optional_dialect(attr_or_dialect_name) is None
        ):
            body = self._parse_dialect_symbol_body()
            return _opaque_attr_class(attr_or_dialect_name, is_type)(attr_or_dialect_name, is_type, False, body)
        return super()._parse_extended_type_or_attribute(attr_or_dialect_name, is_type)

    def _parse_dialect_type_or_attribute_body(self, attr_name, is_type, is_opaque, starting_opaque_pos):
        # `!arith.foo`, `#linalg.bar`: the dialect is registered, so its own parser reports the unknown
        # mnemonic, with or without --allow-unregistered-dialect (under which xDSL would make it an
        # unregistered type or attribute; upstream makes opaque ones only for dialects not registered).
        dialect_name, _, mnemonic = attr_name.partition(".")
        if mnemonic:
            known = self.ctx.get_optional_type(attr_name) if is_type else self.ctx.get_optional_attr(attr_name)
            dialect = None
            if known is None or issubclass(known, UnregisteredAttr):
                dialect = self.ctx.get_optional_dialect(dialect_name)
            if dialect is not None:
                # At the mnemonic of the `!dialect.mnemonic` (`#dialect.mnemonic`) token just read, where the
                # dialect's parser starts reading.
                spelling = ("!" if is_type else "#") + attr_name
                start = max(self.lexer.input.content.rfind(spelling, 0, self._current_token.span.start), 0)
                end = start + len(spelling)
                self.raise_error(unknown_mnemonic_message(dialect, mnemonic, is_type), end - len(mnemonic), end)
        return super()._parse_dialect_type_or_attribute_body(attr_name, is_type, is_opaque, starting_opaque_pos)

    def _parse_op_result(self):
        # MLIR: a result group `%name:N` names at least one result, checked at `N`.
        if self._current_token.kind == MLIRTokenKind.PERCENT_IDENT:
            name = self._consume_token()
            if self._current_token.kind == MLIRTokenKind.COLON:
                self._consume_token()
                size = self._current_token
                if size.kind != MLIRTokenKind.INTEGER_LIT:
                    # MLIR's words (xDSL's "Expected SSA value tuple size"), where its `emitWrongTokenError`
                    # reports them: after the colon.
                    at = wrong_token_offset(self.lexer.input.content, size.span.start)
                    self.raise_error("expected integer number of results", at, at)
                if size.kind.get_int_value(size.span) < 1:
                    self.raise_error("expected named operation to have at least 1 result", size.span.start, size.span.end)
            self._resume_from(name.span.start)
        return super()._parse_op_result()

    def _get_op_by_name(self, name: str) -> type[Operation]:
        op_type = self.ctx.get_optional_op(name, dialect_stack=self._parser_state.dialect_stack)
        dialect = name.split(".", 1)[0]
        registered = dialect in self.ctx.registered_dialect_names
        # Under --allow-unregistered-dialect xDSL takes any name as an unregistered op; upstream only
        # one of a dialect that is not registered (or one that allows unknown ops: `test`).
        if op_type is not None and not issubclass(op_type, UnregisteredOp):
            return op_type
        offset = self._op_name_offsets[-1] if self._op_name_offsets else self.current_offset()
        generic_form = self.lexer.input.content.startswith('"', offset)
        # An op no dialect knows has only the generic form: in the custom form upstream's parser finds no
        # parse hook for it (xDSL would try and fail on its first token after the name).
        if op_type is not None and generic_form and not (registered and dialect not in _ALLOWS_UNKNOWN_OPERATIONS):
            return op_type
        if op_type is None and registered and dialect in _ALLOWS_UNKNOWN_OPERATIONS and name != dialect:
            # Such a dialect takes an op it does not know in the generic form, also without
            # --allow-unregistered-dialect (upstream's `allowUnknownOperations`).
            if generic_form:
                return UnregisteredOp.with_name(name)
        # xDSL says "Operation X is not registered" after the name; MLIR says
        # this, at the name.
        if not generic_form:
            if registered or "." not in name:
                message = f"custom op '{name}' is unknown"
                if "." not in name and self._parser_state.dialect_stack:
                    # Upstream also looks the name up in the default dialect of the op around it.
                    message += f" (tried '{self._parser_state.dialect_stack[-1]}.{name}' as well)"
            else:
                message = f"Dialect `{dialect}' not found for custom op '{name}'"
        elif registered:
            message = f"unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
        else:
            # LLVM 22's words, at the token after the name (the `(` of the operands).
            message = (
                "operation being parsed with an unregistered dialect. If this is intended, please use "
                "-allow-unregistered-dialect with the MLIR tool used"
            )
            offset = self._current_token.span.start
        removed = REMOVED_OPS.get(name)
        if removed is not None and registered:
            message += f": '{name}' was removed in LLVM {removed[1]}, use '{removed[0]}'"
        self.raise_error(message, offset)

    def parse_optional_argument(self, expect_type: bool = True):
        # xDSL's, with MLIR's check that an argument names no result (`%x#0`).
        name_token = self._parse_optional_token(MLIRTokenKind.PERCENT_IDENT)
        if name_token is None:
            return None
        current = self._current_token
        if current.kind == MLIRTokenKind.HASH_IDENT and current.span.start == name_token.span.end:
            self.raise_error("result number not allowed in argument list", current.span.start, current.span.end)
        if not expect_type:
            return self.UnresolvedArgument(name_token.span)
        self.parse_punctuation(":", " after block argument name!")
        return self.Argument(name_token.span, self.parse_type())

    def parse_optional_region(self, arguments=None):
        # MLIR's check that a region's entry arguments take names not in use where the region is.
        if arguments is not None and self._current_token.kind == MLIRTokenKind.L_BRACE:
            for argument in arguments:
                name = argument.name.text[1:]
                if name in self.ssa_values or name in self.forward_ssa_references:
                    prior = self._definition_offsets.get(name) if name in self.ssa_values else None
                    raise NotedParseError(
                        argument.name,
                        f"region entry argument '%{name}' is already in use",
                        [("previously referenced here", prior if prior is not None else self._first_forward_use.get(name))],
                    )
        return super().parse_optional_region(arguments)

    def bound_result_count(self) -> int:
        """How many results the op being parsed binds to names (`%a, %b = op`: 2): upstream's
        `parser.getNumResults()`, with which a custom parser tells a named op from an unnamed one."""
        return self._bound_result_counts[-1] if self._bound_result_counts else 0

    def raise_error(self, msg: str, at_position=None, end_position=None) -> NoReturn:
        # Upstream's `OpAsmParser::emitError` prefixes what an op's custom parser reports itself with
        # `custom op '<name>' `; what the parser's own methods report (a missing punctuation, operand,
        # type or attribute) is unprefixed, as are the errors of the types and attributes it reads.
        caller = sys._getframe(1).f_code.co_filename
        if (
            not msg.startswith("custom op '")
            and caller not in _PARSER_FILES
            and not caller.startswith(_EXPLICIT_PREFIX_DIRECTORY)
        ):
            op_name = self.custom_op_parsing()
            if op_name is not None:
                msg = f"custom op '{op_name}' {msg}"
        super().raise_error(msg, at_position, end_position)

    def parse_symbol_name(self) -> StringAttr:
        # xDSL's, with upstream's words when an op's custom parser asks for the name (its OpAsmParser's
        # `parseSymbolName`): `custom op 'memref.global' expected valid '@'-identifier for symbol name`.
        name = self.parse_optional_symbol_name()
        if name is not None:
            return name
        op_name = self.custom_op_parsing()
        if op_name is None:
            self.raise_error("expect symbol name")  # (MLIR's words: `mlir_parse_message`)
        self.raise_error(f"custom op '{op_name}' expected valid '@'-identifier for symbol name")

    def parse_keyword(self, keyword: str, context_msg: str = "") -> str:
        # xDSL's, with upstream's words when an op's custom parser asks for the keyword (`custom op
        # 'bufferization.to_tensor' expected 'to'`); a type's or an attribute's parser gets xDSL's.
        if self.parse_optional_keyword(keyword) is not None:
            return keyword
        op_name = self.custom_op_parsing()
        prefix = "Expected" if op_name is None else f"custom op '{op_name}' expected"
        self.raise_error(f"{prefix} '{keyword}'{context_msg}")

    def custom_op_parsing(self) -> str | None:
        """The name of the op whose custom parser is reading, unless it is reading a type or an attribute
        (or parsing an op in the generic form) just now; None outside any.

        Upstream's `OpAsmParser` prefixes the errors it reports itself (a missing keyword, operands and
        types that do not pair up) with `custom op '<name>' `; those of the types and attributes it reads
        are the parser's own, unprefixed. Asked on the way to an error only: it reads the Python stack
        (the frames of xDSL's attribute parser, the op parse calls that `parse_operation` and
        `_parse_one_result_custom_operation` make).
        """
        frame = sys._getframe(1)
        while frame is not None:
            code = frame.f_code
            if code.co_filename == _ATTRIBUTE_PARSER_FILE or code.co_name == "_parse_generic_operation":
                return None
            if code.co_name in _CUSTOM_OP_PARSE_CALLERS and frame.f_locals.get("self") is self:
                op_type = frame.f_locals.get("op_type")
                if op_type is not None:
                    return op_type.name
            frame = frame.f_back
        return None

    def op_name_offset(self) -> int:
        """Where the name of the op being parsed starts: upstream's `parser.getNameLoc()`, where a custom
        parser reports what is wrong with the op as a whole."""
        return self._op_name_offsets[-1] if self._op_name_offsets else self.current_offset()

    def parse_operation(self) -> Operation:
        op = self._parse_one_result_custom_operation()
        if op is None:
            op = super().parse_operation()
        offset = self._op_name_offsets.pop()
        self._bound_result_counts.pop()
        if self._written_properties and (written := self._written_properties.pop(offset, None)) is not None:
            check_property_conversion(self, type(op), DictionaryAttr(written), offset)
            _inherent_attributes_to_properties(op, written)
            _properties_kept_as_attributes(op)
        if op.attributes and isinstance(op, IRDLOperation):
            _attr_dict_entries_to_properties(self, op, offset)
        if isinstance(op, IRDLOperation) and self.lexer.input.content.startswith('"', offset):
            _default_segment_sizes(op)
        if isinstance(op.location, UnknownLoc):
            line, column = self.offset_to_loc(offset)
            op.location = self._file_line_col(line, column)
        return op

    _result_binding_regex = re.compile(
        r"(?:[ \t\n\r\f\v]+|//[^\n]*)*+=(?:[ \t\n\r\f\v]+|//[^\n]*)*+((?>[a-zA-Z_][a-zA-Z0-9_$.]*))"
    )
    """`= name` after a result name: the `=` and bare identifier tokens as `_Lexer` reads them, with what it
    skips before each."""

    def _parse_one_result_custom_operation(self) -> Operation | None:
        """xDSL's `parse_operation` of the common op, `%name = dialect.op ...` (one result name, the custom
        form), without its general result list and the lookups it repeats; None (the parser where it
        was) for any other op, which xDSL's parses. Its errors are xDSL's, at the same places."""
        state = self._parser_state
        token = state.current_token
        if token.kind is not MLIRTokenKind.PERCENT_IDENT:
            return None
        lexer = state.lexer
        lex = lexer.lex
        end = token.__dict__.get("_end")
        binding = self._result_binding_regex.match(lexer.input.content, end) if end is not None else None
        if binding is not None:
            # `= dialect.op` read by one match, as the lexer reads the two tokens.
            name_text, name_start = binding.group(1), binding.start(1)
            lexer.pos = binding.end()
        else:
            state.current_token = lex()
            if state.current_token.kind is not MLIRTokenKind.EQUAL:
                self._resume_from(token.span.start)  # `%a, %b = `, `%a:2 = `: xDSL's result list
                return None
            state.current_token = name = lex()
            if name.kind is not MLIRTokenKind.BARE_IDENT:
                self._resume_from(token.span.start)  # the generic form, `%a = "op"(...)`
                return None
            name_text, name_start = name.text, name.span.start
        self._op_name_offsets.append(name_start)  # (as `_parse_op_result_list` does)
        self._bound_result_counts.append(1)
        state.current_token = lex()
        op_type = self._get_op_by_name(name_text)
        dialect_stack = state.dialect_stack
        dialect_stack.append(op_type.dialect_name())
        op = op_type.parse(self)
        dialect_stack.pop()
        if (location := self.parse_optional_location()) is not None:
            op.location = location
        results = op.results
        if len(results) != 1:
            self.raise_error(f"Operation has {len(results)} results, but was given 1 to bind.", at_position=token.span)
        self._register_ssa_definition(token.text[1:], results, token.span)
        return op

    def _file_line_col(self, line: int, column: int) -> FileLineColLoc:
        """`FileLineColLoc(filename, line, column)` without xDSL re-verifying its parameters.

        They are a StringAttr and two IntAttrs by construction, and verifying them
        took longer than lexing and parsing the op's name (one location per op).
        The attribute equals, and hashes as, the one the constructor builds.
        """
        location = FileLineColLoc.__new__(FileLineColLoc)
        object.__setattr__(location, "filename", self._filename)
        object.__setattr__(location, "line", self._int_attr(line))
        object.__setattr__(location, "column", self._int_attr(column))
        return location

    def _int_attr(self, value: int) -> IntAttr:
        """`IntAttr(value)`, one per value: the line and column numbers of locations repeat. Built field
        by field, without the verification of its `__post_init__` (`value` is an int by construction;
        each line of a file takes a new one)."""
        attr = self._int_attrs.get(value)
        if attr is None:
            attr = _new_int_attr(IntAttr)
            object.__setattr__(attr, "data", value)
            self._int_attrs[value] = attr
        return attr

    def resolve_operand(self, operand: UnresolvedOperand, type: Attribute):
        span = operand.span
        name = span.input.content[span.start + 1 : span.end]
        values = self.ssa_values.get(name)
        if values is None:
            self._first_forward_use.setdefault(name, span.start)
            prior = self.forward_ssa_references.get(name, {}).get(operand.index)
            prior_offset = self._first_forward_use[name]
        elif operand.index < len(values):
            prior = values[operand.index]
            if prior.type == type:
                # A value defined before with this type (most uses): xDSL's answer, less its lookups.
                return prior
            prior_offset = self._definition_offsets.get(name)
        else:
            prior = None
        if prior is not None and prior.type != type:
            raise NotedParseError(
                span,
                f"use of value '%{name}' expects different type than prior uses: '{type}' vs '{prior.type}'",
                [("prior use here", prior_offset)],
            )
        return super().resolve_operand(operand, type)

    def resolve_operands(self, args, input_types, error_pos):
        # MLIR's message for operands and types that do not pair up, at the operands (xDSL's is at `error_pos`).
        input_types = list(input_types)
        if len(args) != len(input_types):
            self.raise_error(
                f"{len(args)} operands present, but expected {len(input_types)}",
                args[0].span.start if args else error_pos,
            )
        # xDSL's, whose own count check cannot fail after the one above.
        resolve = self.resolve_operand
        return [resolve(operand, type_) for operand, type_ in zip(args, input_types)]

    def _register_ssa_definition(self, name: str, values, span: Span) -> None:
        # Where each value is defined: MLIR's "prior use here" points there.
        self._definition_offsets[name] = span.start
        if len(values) == 1 and isinstance(values[0], BlockArgument) and isinstance(values[0].location, UnknownLoc):
            # A block argument is at its name, as MLIR's parser places it (`--mlir-print-debuginfo` prints it);
            # a `loc(...)` written after its type replaces this (`_parse_optional_block_arg_list` sets it after).
            values[0].location = self._file_line_col(*self.offset_to_loc(span.start))
        if name in self.ssa_values or name in self.forward_ssa_references:
            return super()._register_ssa_definition(name, values, span)  # (its errors, the forward uses)
        # xDSL's for a name neither defined nor used before (most definitions).
        values = self.ssa_values[name] = tuple(values)
        if SSAValue.is_valid_name(name):
            for value in values:
                value.name_hint = name

    def first_undefined_use(self) -> tuple[str, int] | None:
        """The earliest use of a value that was never defined, if any."""
        pending = [
            (offset, name)
            for name, offset in self._first_forward_use.items()
            if name in self.forward_ssa_references
        ]
        if not pending:
            return None
        offset, name = min(pending)
        return name, offset


# How many levels of recursion the parser gets, counted from where it is
# called. xDSL parses recursively, so this bounds how deeply input may nest.
# Counting from the caller, rather than from the bottom of the stack as the
# interpreter's limit does, keeps the bound (and where "nested too deeply" is
# reported) the same whether ai-opt runs on its own or is called from deep
# inside a test runner; only calls through C code, which the interpreter
# counts as well, can move it by a level.
PARSER_RECURSION_BUDGET = 1000


_ALLOWS_UNKNOWN_OPERATIONS = frozenset({"shape", "test"})
"""The registered dialects whose unknown ops upstream takes as unregistered ops (`allowUnknownOperations`; the
shape dialect allows them for prototyping: `"shape.print"(%s) : (!shape.shape) -> !shape.shape`)."""

_OWN_UNKNOWN_MNEMONIC_MESSAGES: dict[tuple[str, bool], str] = {
    ("mhlo", True): "unknown mhlo type: {}",
    ("stablehlo", True): "unknown stablehlo type: {}",
    ("llvm", True): "unknown LLVM type: {}",
    ("gpu", True): "unknown gpu type: {}",
    ("quant", True): "unknown quantized type {}",
    ("mhlo", False): "unknown mhlo attribute",
    ("lmhlo", False): "unknown mhlo attribute",
    ("chlo", False): "unknown chlo attribute",
    ("stablehlo", False): "unknown StableHLO attribute",
    # Builtin types and attributes have keywords of their own; the dialect has the default hooks.
    ("builtin", True): "dialect 'builtin' provides no type parsing hook",
    ("transform", True): "unknown type mnemonic: {}",
    ("transform", False): "unknown attribute `{}` in dialect `transform`",
    ("builtin", False): "dialect 'builtin' provides no attribute parsing hook",
}
"""(dialect, is a type): the words of dialects whose own parser reports an unknown mnemonic; the other
dialects' parsers are ODS-generated or `Dialect`'s default."""


def parse_optional_properties_attr(parser: Parser) -> Attribute | None:
    """Upstream's `<` attribute `>` before a custom op's attribute dictionary (`parseCommonStructuredOpParts`,
    the `prop-dict` directive): the properties the op is written with, or None where there is no `<`.

        linalg.depthwise_conv_2d_nhwc_hwc <{strides = dense<2> : vector<2xi64>}> ins(...) outs(...)
    """
    if parser.parse_optional_punctuation("<") is None:
        return None
    written = parser.parse_attribute()
    parser.parse_punctuation(">")
    return written


def check_property_conversion(parser: Parser, op_type: type[Operation], written: Attribute, at: int) -> None:
    """Upstream's `setPropertiesFromAttribute` of the properties `written` (`<{...}>`) on an op of `op_type`, as
    its parser does once the op is built: an error at `at` (the op's name) where the op type's
    `property_conversion_error` rejects them (`default_property_conversion_error` for ops without that
    method).

        "linalg.depthwise_conv_2d_nhwc_hwc"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>,
            strides = dense<2.0> : vector<2xf32>}> ...
        // error: invalid properties {operandSegmentSizes = array<i32: 2, 1>, strides = dense<2.000000e+00> :
        //   vector<2xf32>} for op linalg.depthwise_conv_2d_nhwc_hwc: Invalid attribute `strides` in property
        //   conversion: dense<2.000000e+00> : vector<2xf32>
    """
    convert = getattr(op_type, "property_conversion_error", None)
    if convert is None:
        convert = functools.partial(default_property_conversion_error, op_type)
    if isinstance(written, DictionaryAttr):
        written = DictionaryAttr(dict(sorted(written.data.items())))  # as upstream's DictionaryAttr keeps them
        message = convert(written.data)
    else:
        message = "expected DictionaryAttr to set properties"
    if message is not None:
        parser.raise_error(f"invalid properties {written} for op {op_type.name}: {message}", at)


def _inherent_attributes_to_properties(op: Operation, written: dict[str, Attribute]) -> None:
    """Upstream's generic op with both `<{...}>` and `{...}`: `Operation::create` makes each attribute of the
    dictionary named as a property that property (`setAttrs`), then the written properties are set over them
    (`setPropertiesFromAttribute`); xDSL kept such an attribute as a discardable one beside the property.

        "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> {map = affine_map<(d0) -> (d0 + 1)>} : ...
        // upstream: "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : ...
    """
    if not op.attributes or not isinstance(op, IRDLOperation):
        return
    for name in op.attributes.keys() & type(op).get_irdl_definition().properties.keys():
        value = op.attributes.pop(name)
        if name not in written:
            op.properties[name] = value


PROPERTIES_KEPT_AS_ATTRIBUTES: dict[str, frozenset[str]] = {
    "llvm.func": frozenset(("personality", "comdat")),
    "llvm.mlir.global": frozenset(("comdat",)),
}
"""Upstream's properties that an op here holds as discardable attributes, by op name: upstream's generic form
writes them in `<{...}>`, and reads them from `{...}` too (`Operation::create` sets an attribute named as a
property as that property), so they print there."""


def _properties_kept_as_attributes(op: Operation) -> None:
    """Upstream's generic `"llvm.func"() <{personality = @p, ...}>`: the properties of
    `PROPERTIES_KEPT_AS_ATTRIBUTES` become the op's attributes (else 'property 'personality' is not defined by
    the operation')."""
    for name in PROPERTIES_KEPT_AS_ATTRIBUTES.get(op.name, frozenset()) & op.properties.keys():
        op.attributes[name] = op.properties.pop(name)


_SEGMENT_DEFINITIONS = {
    "operandSegmentSizes": "operands",
    "resultSegmentSizes": "results",
    "regionSegmentSizes": "regions",
    "successorSegmentSizes": "successors",
}


def _default_segment_sizes(op: IRDLOperation) -> None:
    """A generic op without its segment sizes gets upstream's default property, a size of 0 for each segment:
    its verifier then counts the values against them, and an op with none passes that check.

        "llvm.call"() {op_bundle_sizes = array<i32>} : () -> ()
        // verified with operandSegmentSizes = array<i32: 0, 0>: 'llvm.call' op must have either a `callee`
        //   attribute or at least an operand
        "llvm.call"(%p) {op_bundle_sizes = array<i32>} : (!llvm.ptr) -> ()
        // error: 'llvm.call' op operand count (1) does not match with the total size (0) specified in
        //   attribute 'operandSegmentSizes'

    (xDSL's verifier asked for the property: `Expected operandSegmentSizes property in llvm.call operation.`)
    An op whose upstream definition has no operand segments (`implicit_operand_segments`, see `AsmPrinter`)
    gets the sizes that method gives for its operand count.
    """
    op_def = type(op).get_irdl_definition()
    implicit = getattr(type(op), "implicit_operand_segments", None)
    for option in op_def.options:
        if isinstance(option, AttrSizedSegments):
            container = option.container(op)
            if option.attribute_name not in container:
                count = len(getattr(op_def, _SEGMENT_DEFINITIONS[option.attribute_name]))
                sizes = [0] * count
                if implicit is not None and option.attribute_name == "operandSegmentSizes":
                    sizes = implicit(len(op.operands))
                container[option.attribute_name] = DenseArrayBase.from_list(i32, sizes)


REMOVED_OPS: dict[str, tuple[str, int]] = {
    **{
        f"nvvm.mbarrier.{name}.shared": (f"nvvm.mbarrier.{name}", 22)
        for name in ("init", "inval", "arrive", "arrive.nocomplete", "arrive.expect_tx", "try_wait.parity", "test.wait")
    },
    "tensor.pack": ("linalg.pack", 21),
    "tensor.unpack": ("linalg.unpack", 21),
}
"""Ops that upstream removed, by name, with the op that replaces each and the LLVM release that first lacks
the name: the error for such a name (an unknown op to LLVM 22) names the replacement. LLVM 22's NVVMOps.td
has no `.shared` mbarrier ops: the ops without the suffix take a generic or a shared (`!llvm.ptr<3>`)
address (llvm-project #165558, #165993, #167567). LLVM 21 moved tensor.pack/unpack to the linalg dialect
(llvm-project #123902), with the same syntax.

    nvvm.mbarrier.init.shared %bar, %count : !llvm.ptr<3>, i32
    // error: custom op 'nvvm.mbarrier.init.shared' is unknown: 'nvvm.mbarrier.init.shared' was removed in
    //   LLVM 22, use 'nvvm.mbarrier.init'
"""


UPSTREAM_ATTRIBUTE_LIST_ENTRIES: dict[str, frozenset[str]] = {
    name: frozenset(properties.split())
    for name, properties in {
        "affine.apply": "map",  # AffineApplyOp::parse: parseAttribute(mapAttr, "map", result.attributes)
        "affine.for": "lowerBoundMap upperBoundMap step",  # parseBound, result.addAttribute(step)
        "affine.if": "condition",
        "affine.load": "map",  # parseAffineMapOfSSAIds(..., "map", result.attributes)
        "affine.store": "map",
        "affine.vector_load": "map",
        "affine.vector_store": "map",
        "affine.min": "map",  # parseAffineMinMaxOp
        "affine.max": "map",
        "affine.parallel": "reductions lowerBoundsMap lowerBoundsGroups upperBoundsMap upperBoundsGroups steps",
        "linalg.broadcast": "dimensions",  # parseDstStyleOp's parseDenseI64ArrayAttr(..., result.attributes)
        "linalg.reduce": "dimensions",
        "linalg.transpose": "permutation",
        "linalg.elementwise": "kind indexing_maps",  # result.addAttribute("kind", ...)
        "llvm.alloca": "elem_type",  # result.addAttribute(getElemTypeAttrName(...), ...)
        "llvm.invoke": "CConv callee var_callee_type op_bundle_sizes",
        "llvm.landingpad": "cleanup",  # (only where the `cleanup` keyword is written)
        "memref.transpose": "permutation",
        "scf.forall": "staticLowerBound staticUpperBound staticStep",
        "shape.const_shape": "shape",
        "shape.function_library": "sym_name mapping",
    }.items()
}
"""The inherent attributes that an op's upstream parser, hand-written, adds to the attribute list it reads the
attr-dict into (`result.attributes`), by op name. An attr-dict entry of such a name, where the op's syntax set
it too, is then a second entry of that list, which `CustomOpAsmParser::parseOperation` rejects; the ops that
are not listed (declarative formats: ODS puts what `$name` reads in the properties) take the entry as the
property (`_attr_dict_entries_to_properties`)."""


def _attr_dict_entries_to_properties(parser: LocatedParser, op: IRDLOperation, offset: int) -> None:
    """Upstream's custom op whose attr-dict names one of its properties: `Operation::create` makes the entry
    that property (`setAttrs`: each inherent attribute of the dictionary is set with `setInherentAttr`,
    over what the syntax set), or, where the op's hand-written parser read that property into the attribute
    list too (`UPSTREAM_ATTRIBUTE_LIST_ENTRIES`), `CustomOpAsmParser::parseOperation` reports the duplicate
    at the op's name. xDSL's custom parsers kept such an entry as a discardable attribute beside the property.

        %0 = index.constant 1 {value = 2 : index}     // upstream: %0 = index.constant 2
        %1 = affine.apply affine_map<(d0) -> (d0)>(%i) {map = affine_map<(d0) -> (d0 + 1)>}
        // error: custom op 'affine.apply' attribute 'map' occurs more than once in the attribute list

    (A generic op has none left: xDSL's parser and `_inherent_attributes_to_properties` move them.)
    """
    names = [name for name in op.attributes if name in type(op).get_irdl_definition().properties]
    if not names:
        return
    read_into_list = UPSTREAM_ATTRIBUTE_LIST_ENTRIES.get(op.name, frozenset())
    for name in names:
        if name in read_into_list and name in op.properties:
            _raise_duplicate_attribute(parser, op.name, name, offset)
    for name in names:
        op.properties[name] = op.attributes.pop(name)


def _raise_duplicate_attribute(parser: Parser, op_name: str, name: str, offset: int) -> None:
    """`CustomOpAsmParser::parseOperation`'s error for a second entry `name` in a custom op's attribute list,
    at the op's name."""
    parser.raise_error(f"custom op '{op_name}' attribute '{name}' occurs more than once in the attribute list", offset)


def default_property_conversion_error(op_type: type[Operation], properties: dict[str, Attribute]) -> str | None:
    """ODS's `setPropertiesFromAttr` of an op whose properties are attributes: each property given, in
    definition order, must be of its storage class (the attribute classes its constraint admits; keys that
    name no property are ignored), as the `dyn_cast` of the generated conversion:

        "arith.addf"(%a, %b) <{fastmath = 1 : i32}> : (f32, f32) -> f32
        // error: invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in
        //   property conversion: 1 : i32
    """
    definition = getattr(op_type, "get_irdl_definition", None)
    if definition is None:
        return None
    for name, property_def in definition().properties.items():
        attr = properties.get(name)
        if attr is None:
            continue
        bases = property_def.constr.get_bases()
        if bases is not None and not isinstance(attr, tuple(bases)):
            return property_conversion_message(name, attr)
    return None


def parse_single_ins_outs(parser: Parser) -> list[SSAValue]:
    """The operands of `ins(%a : T) outs(%b : U)`, one value each, resolved to their types: the operand
    syntax of linalg ops with one input and one output (linalg.softmax, the winograd transforms)."""
    operands = []
    for keyword in ("ins", "outs"):
        parser.parse_keyword(keyword)
        parser.parse_punctuation("(")
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        operands.append(parser.resolve_operand(value, parser.parse_type()))
        parser.parse_punctuation(")")
    return operands


def property_conversion_message(name: str, attr: Attribute) -> str:
    """ODS's message where the property `name` is given an attribute `attr` that is not of its storage class
    (the `dyn_cast` of its conversion from an attribute fails)."""
    return f"Invalid attribute `{name}` in property conversion: {attr}"


def unknown_mnemonic_message(dialect: Dialect, mnemonic: str, is_type: bool) -> str:
    """What upstream's parser of a registered `dialect` says of a type (or attribute) `mnemonic` it does
    not know: the dialect's own words, ODS's generated parser's for a dialect that defines types
    (attributes; its two spaces in "unknown  type" included), or `Dialect`'s default hook's for one that
    defines none:

        !arith.foo     // dialect 'arith' provides no type parsing hook
        !emitc.foo     // unknown  type `foo` in dialect `emitc`
        #linalg.bar    // unknown attribute `bar` in dialect `linalg`
    """
    own = _OWN_UNKNOWN_MNEMONIC_MESSAGES.get((dialect.name, is_type))
    if own is not None:
        return own.format(mnemonic)
    if not any(issubclass(attr, TypeAttribute) == is_type for attr in dialect.attributes):
        return f"dialect '{dialect.name}' provides no {'type' if is_type else 'attribute'} parsing hook"
    if is_type:
        return f"unknown  type `{mnemonic}` in dialect `{dialect.name}`"
    return f"unknown attribute `{mnemonic}` in dialect `{dialect.name}`"


def parse_module(ctx: Context, text: str, filename: str, implicit_module: bool = True) -> ModuleOp:
    """Parse `text` into a module; any problem in the text becomes a DiagnosticError.

    Without `implicit_module` (mlir-opt's `--no-implicit-module`), the text
    must be one top-level op; an op other than a `builtin.module` comes
    inside a module that holds it (`parse_top_level_op` gives the op).
    Otherwise top-level ops are wrapped in a module. Locations are lines and
    columns of `text`; a caller parsing one chunk of a file pads the chunk
    with newlines so that lines count as in the whole file.
    """
    return _parse(ctx, text, filename, implicit_module)[0]


def parse_top_level_op(ctx: Context, text: str, filename: str) -> Operation:
    """mlir-opt's `--no-implicit-module`: the one top-level op of `text`, of any kind (`func.func @f ...`), or the
    DiagnosticError `source must contain a single top-level operation, found: N`. An op other than a
    `builtin.module` has a module as its parent, so that passes can run on it (and it verifies in one)."""
    return _parse(ctx, text, filename, False)[1]


def _parse(ctx: Context, text: str, filename: str, implicit_module: bool) -> tuple[ModuleOp, Operation]:
    parser = LocatedParser(ctx, text, filename)
    try:
        with _recursion_budget(PARSER_RECURSION_BUDGET):
            module = parser.parse_module(implicit_module)
            return module, parser.top_level_op or module
    except ParseError as err:
        undefined = parser.first_undefined_use()
        if undefined is not None and err.msg.startswith("values used but not defined"):
            name, offset = undefined
            raise DiagnosticError(
                f"use of undeclared SSA value name '%{name}'",
                location=parser.source_loc(offset),
            ) from None
        notes, followups = (
            [
                (message, parser.source_loc(offset) if offset is not None else None)
                for message, offset in getattr(err, kind, ())
            ]
            for kind in ("notes", "followups")
        )
        message = mlir_parse_message(_first_line(err.msg))
        offset = err.span.start
        if _is_wrong_token_message(message) and offset == parser.current_offset():
            offset = wrong_token_offset(text, offset)
        raise DiagnosticError(message, location=parser.source_loc(offset), notes=notes, followups=followups) from None
    except RecursionError:
        raise DiagnosticError(
            "input is nested too deeply",
            location=parser.source_loc(parser.current_offset()),
        ) from None
    except DiagnosticError:
        raise
    except Exception as err:
        if isinstance(err, ValueError) and "integer string conversion" in str(err):
            # Python refused to convert an integer literal of more digits than it allows (`INTEGER_DIGITS`).
            raise _too_many_digits(text, parser.current_offset(), parser) from None
        # xDSL raises plain Python errors (VerifyException from attribute
        # constructors, ValueError, KeyError, ...) for some malformed input.
        # They are about the text, so they are reported where parsing stopped.
        raise DiagnosticError(
            mlir_parse_message(_describe(err)), location=parser.source_loc(parser.current_offset())
        ) from None


_LONG_INTEGER = re.compile(r"0[xX][0-9a-fA-F]{4000,}|[0-9]{4000,}")


def _too_many_digits(text: str, offset: int, parser: Parser) -> DiagnosticError:
    """MLIR's error for an integer literal out of range, at the last very long one before `offset` (where
    parsing stopped: after the literal, or after the type that a value is converted to): `invalid dimension`
    for a size of a shape (`tensor<1111...1xf32>`), `integer constant out of range for attribute` otherwise."""
    found = None
    for found in _LONG_INTEGER.finditer(text, 0, min(len(text), offset + 1)):
        pass
    if found is None:
        return DiagnosticError("integer constant out of range for attribute", location=parser.source_loc(offset))
    dimension = text.startswith("x", found.end())
    message = "invalid dimension" if dimension else "integer constant out of range for attribute"
    return DiagnosticError(message, location=parser.source_loc(found.start()))


@contextmanager
def _recursion_budget(frames: int) -> Iterator[None]:
    """Set the recursion limit to `frames` more than the current stack depth, for a while."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + frames)
    try:
        yield
    finally:
        sys.setrecursionlimit(previous)


_MLIR_PARSE_MESSAGES: tuple[tuple[str, str], ...] = (
    (r"^Expected '<' after 'sparse'$", "Expected '<' after 'sparse'"),  # upstream's capital, kept
    (r"^Expected '(.*)'( .*)?$", r"expected '\1'\2"),
    (r"^'(.*)' expected( .*)?$", r"expected '\1'\2"),
    (r"^operand expected$", "expected SSA operand"),
    (r"^attribute expected$", "expected attribute value"),
    (r"^type expected$", "expected non-function type"),
    (r"^Expected integer literal$", "expected integer value"),
    (r"^Dense literal attribute should have a static shape\.$", "elements literal type must have static shape"),
    (r"^expect symbol name$", "expected valid '@'-identifier for symbol name"),
    (r"^Expected region!$", "expected '{' to begin a region"),
    (r"^Could not parse entire input!$", "expected operation name in quotes"),  # at a token no op starts with
    (r"^undefined symbol alias '[#!](.*)'$", r"undefined symbol alias id '\1'"),
    (r"^Unexpected end of file in dialect symbol body$", "unbalanced '<' character in pretty dialect name"),
    (r"^Expected primary expression$", "expected affine expression"),
    (r"^'(.*)' is not a valid [IF]CmpPredicateFlag$", r"'\1' is an incorrect value of the 'predicate' attribute"),
    (r"^@ identifier expected to start with letter, '_', or '\"'\.$", "@ identifier expected to start with letter or '_'"),
    (r"^Operation has 0 results, but was given \d+ to bind\.$", "cannot name an operation with no results"),
    (r"^Operation has (\d+) results?, but was given (\d+) to bind\.$",
     r"operation defines \1 results but was provided \2 to bind"),
)  # fmt: skip
"""xDSL's parser messages and MLIR's words for them (`Expected ':'` is MLIR's `expected ':'`); the patterns are
compiled (by `re`, which keeps them) when a message is first translated, not at every start of a driver."""


_PUNCTUATION = "|".join(re.escape(spelling) for spelling in KIND_BY_PUNCTUATION_SPELLING)
_WRONG_TOKEN_MESSAGES = (
    rf"^expected (SSA operand|non-function type|attribute value|operation name in quotes|'({_PUNCTUATION})')"
)
"""The messages MLIR reports with `emitWrongTokenError`: a missing punctuation, operand, type, attribute or
op name (not a missing keyword or integer, reported at the token found)."""


def _is_wrong_token_message(message: str) -> bool:
    return re.match(_WRONG_TOKEN_MESSAGES, message) is not None


def wrong_token_offset(text: str, offset: int) -> int:
    """Where MLIR reports that the token at `offset` is not the one expected (`emitWrongTokenError`).

    A token that starts its line is reported at the end of the last line
    before it with anything but blanks and comments, which is where the
    missing token belongs:

        affine.for %i = 1 to 10 step 2
        }    // error: expected '{' to begin a region (reported after `2`)
    """
    end = offset
    while True:
        stripped = text[:end].rstrip(" \t")
        if not stripped:
            return offset
        if stripped[-1] not in "\n\r":
            return len(stripped)
        end = len(stripped) - 1
        line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end)) + 1
        comment = text.find("//", line_start, end)
        if comment >= 0:
            end = comment


def operand_type_count_error(parser: Parser, op_name: str, operands: int, types: int, at: int | None) -> NoReturn:
    """Fail as upstream's `OpAsmParser::resolveOperands` when operands and types do not pair up, at `at`
    (upstream's `loc`: where the operands start, or the op's name):

        custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types
    """
    parser.raise_error(
        f"custom op '{op_name}' number of operands and types do not match: got {operands} operands and {types} types",
        at,
    )


@functools.cache
def _opaque_attr_class(dialect: str, is_type: bool) -> type[UnregisteredAttr]:
    """The class of `#dialect<...>` (`!dialect<...>`) of a dialect that is not registered (xDSL's context
    makes unregistered attributes only for `dialect.mnemonic` names)."""
    return UnregisteredAttr.with_name_and_type(dialect, is_type)


def mlir_parse_message(message: str) -> str:
    """`message`, an xDSL parser error, in the words MLIR's parser uses for the same error."""
    for pattern, replacement in _MLIR_PARSE_MESSAGES:
        replaced, count = re.subn(pattern, replacement, message)
        if count:
            return replaced
    return message


def _first_line(message: str) -> str:
    return message.strip().splitlines()[0] if message.strip() else "parse error"


def _describe(err: Exception) -> str:
    # A ValueError may carry its message and a hint as two arguments.
    message = err.args[0] if len(err.args) > 1 and isinstance(err.args[0], str) else str(err)
    if isinstance(err, (LookupError, TypeError, AttributeError, AssertionError)):
        # Errors xDSL did not mean for users (`'bb1'` from a KeyError): say
        # that the input is at fault, and keep what Python said as a hint.
        return f"malformed input ({type(err).__name__}: {_first_line(message)})"
    return _first_line(message) if message.strip() else type(err).__name__


@functools.cache
def _dense_literal_type_constraint() -> AttrConstraint:
    """What the type of a dense literal must be (xDSL's `_parse_dense_literal_type`'s check)."""
    return base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])
