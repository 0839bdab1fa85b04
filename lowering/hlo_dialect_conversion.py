"""The rewrite shared by `stablehlo-legalize-to-mhlo` and `mhlo-legalize-to-stablehlo`.

mhlo and stablehlo ops share one definition per mnemonic (see
`aiopt.dialects.hlo.base`), so converting an op means creating the other
dialect's class of the same mnemonic with the same operands, regions and
location, and with every attribute spelled the other dialect's way:

    %0 = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>

becomes

    %0 = mhlo.compare  GT, %a, %b,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<4xf32>) -> tensor<4x2xf32>

`_ATTRIBUTE_CONVERSIONS` says how each kind of attribute changes: enum and
structured attributes become the other dialect's class holding the same
value, `!stablehlo.token` becomes `!mhlo.token` (also inside tuple and
function types), and arrays and dictionaries are converted element by
element. Dimension lists, the properties whose definition admits both an
`array<i64: ...>` and a `dense<...>` form, take the form the target dialect
stores (`HloDialect.attrs.dims`).

Ops without a counterpart are left in place; the conversion's `conversion_target`
(the source dialect is illegal) reports them as upstream's dialect
conversion does: `failed to legalize operation 'mhlo.copy' that was
explicitly marked illegal`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from types import ModuleType

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    StringAttr,
    TensorType,
    TupleType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Data, Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.rewriter import Rewriter
from xdsl.traits import SymbolTable

from aiopt.dialects import func, mhlo, stablehlo
from aiopt.dialects.hlo.attrs import DialectAttrs, enum_value
from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.syntax import int_array_values, split_attr_dict
from aiopt.dialects.hlo.type_extensions import TypeExtensionsAttr, with_encoding
from aiopt.dialects.hlo.types import AsyncBundleType, TokenType, shape_of
from aiopt.support.conversion import ConversionTarget


@dataclass(frozen=True)
class HloDialect:
    """One HLO dialect's spelling: its op classes and attribute classes by mnemonic, and its token type."""

    prefix: str
    ops: Mapping[str, type[HloOp]]
    attrs: DialectAttrs
    token_type: type[TokenType]

    @staticmethod
    def of(module: ModuleType) -> HloDialect:
        """The spelling defined by `aiopt.dialects.mhlo` or `aiopt.dialects.stablehlo`."""
        return HloDialect(module.ATTRS.prefix, module.OPS, module.ATTRS, module.TokenType)

    def owns(self, op: Operation) -> bool:
        """Whether `op` is one of this dialect's HLO ops."""
        return isinstance(op, HloOp) and op.dialect_prefix() == self.prefix


MHLO = HloDialect.of(mhlo)
STABLEHLO = HloDialect.of(stablehlo)


MHLO_ONLY_ATTRIBUTES: dict[tuple[str, str], str] = {("custom_call", "custom_call_schedule"): "NONE"}
"""Enum attributes of mhlo ops that stablehlo's ops lack, by (op mnemonic, name), with the default value that
converts by being left out; upstream's hlo-legalize-to-stablehlo fails on any other value:

    "mhlo.custom_call"(%x) {call_target_name = "foo", custom_call_schedule = #mhlo<custom_call_schedule EARLIEST>}
    // error: failed to legalize operation 'mhlo.custom_call' that was explicitly marked illegal
"""


MHLO_ONLY_ATTRIBUTE_KINDS = frozenset({"custom_call_schedule"})
"""Attribute kinds upstream's stablehlo does not have: an mhlo op that keeps one (`allow-xla-features`) keeps it
in mhlo's spelling."""


@dataclass(frozen=True)
class HloDialectConversion:
    """Converts ops, types and attributes of dialect `source` to dialect `target`."""

    source: HloDialect
    target: HloDialect
    unsupported: frozenset[str] = frozenset()
    """Mnemonics of source ops that upstream's target dialect lacks, though ours may define them."""

    @cached_property
    def conversion_target(self) -> ConversionTarget:
        """What the conversion leaves none of: the source dialect, marked illegal (`addIllegalDialect`)."""
        return ConversionTarget(illegal_dialects=(self.source.prefix,), explicitly_illegal=True)

    @cached_property
    def _attribute_mnemonics(self) -> dict[type[Attribute], str]:
        return {cls: mnemonic for mnemonic, cls in self.source.attrs.classes.items()}

    def attribute_mnemonic(self, attr: Attribute) -> str | None:
        """The mnemonic of `attr` if it is one of the source dialect's enum or structured attributes."""
        return self._attribute_mnemonics.get(type(attr))

    def target_op_type(self, op: Operation) -> type[HloOp] | None:
        """The target class of the same mnemonic as source op `op`, or None when it has none.

        A `@mhlo.custom_call` that is no valid encoding has none, as upstream:
        `failed to legalize operation 'stablehlo.custom_call'`.
        """
        if not self.source.owns(op) or op.MNEMONIC in self.unsupported:
            return None
        if op.MNEMONIC == "custom_call" and _is_malformed_encoding(op, self):
            return None
        if any(name not in self.dropped_attributes(op) for name in self._target_lacks(op)):
            return None
        if is_tuple_all_to_all(op):
            return None
        if self.target.prefix == "stablehlo" and _has_unknown_conv_dimensions(op):
            return None
        return self.target.ops.get(op.MNEMONIC)

    def _target_lacks(self, op: Operation) -> list[str]:
        """The attributes of source op `op` that the target dialect's op does not have."""
        if self.source.prefix != "mhlo":
            return []
        return [name for (mnemonic, name) in MHLO_ONLY_ATTRIBUTES if mnemonic == op.MNEMONIC and name in op.attributes]

    def dropped_attributes(self, op: Operation) -> set[str]:
        """The attributes of `op` the conversion leaves out: those the target lacks, at their default value."""
        return {
            name
            for name in self._target_lacks(op)
            if enum_value(op.attributes[name]) == MHLO_ONLY_ATTRIBUTES[(op.MNEMONIC, name)]
        }

    def convert_attribute(self, attr: Attribute) -> Attribute:
        """`attr` (a type, or an attribute value) spelled in the target dialect."""
        for kind, convert in _ATTRIBUTE_CONVERSIONS:
            if isinstance(attr, kind):
                return convert(self, attr)
        return attr

    def convert_types(self, types: Sequence[Attribute]) -> list[Attribute]:
        return [self.convert_attribute(type_) for type_ in types]

    def convert_property(self, op_type: type[Operation], name: str, value: Attribute) -> Attribute:
        """Property `name` of a target op of type `op_type`, converted from the source op's `value`."""
        if _is_dimension_list(op_type, name) and isinstance(value, (DenseArrayBase, DenseIntOrFPElementsAttr)):
            element_type = value.elt_type if isinstance(value, DenseArrayBase) else value.get_element_type()
            return self.target.attrs.dims(int_array_values(value), element_type)
        return self.convert_attribute(value)

    def convert_properties(self, op_type: type[Operation], values: Mapping[str, Attribute]) -> dict[str, Attribute]:
        return {name: self.convert_property(op_type, name, value) for name, value in values.items()}

    def convert_attributes(self, values: Mapping[str, Attribute]) -> dict[str, Attribute]:
        return {name: self.convert_attribute(value) for name, value in values.items()}


def _is_dimension_list(op_type: type[Operation], name: str) -> bool:
    """Whether property `name` of `op_type` admits both the `array<...>` and the `dense<...>` form."""
    definition = op_type.get_irdl_definition().properties.get(name)
    bases = definition.constr.get_bases() if definition is not None else None
    return bases is not None and DenseArrayBase in bases


def _convert_array(conversion: HloDialectConversion, attr: ArrayAttr) -> Attribute:
    return ArrayAttr([conversion.convert_attribute(element) for element in attr.data])


def _convert_dictionary(conversion: HloDialectConversion, attr: DictionaryAttr) -> Attribute:
    return DictionaryAttr(conversion.convert_attributes(attr.data))


def _convert_function_type(conversion: HloDialectConversion, attr: FunctionType) -> Attribute:
    inputs, outputs = conversion.convert_types(attr.inputs.data), conversion.convert_types(attr.outputs.data)
    return FunctionType.from_lists(inputs, outputs)


def _convert_tuple_type(conversion: HloDialectConversion, attr: TupleType) -> Attribute:
    return TupleType(conversion.convert_types(attr.types.data))


def _convert_async_bundle_type(conversion: HloDialectConversion, attr: AsyncBundleType) -> Attribute:
    """mhlo's bundle stays (stablehlo has none) with its types converted: `!mhlo.async_bundle<!stablehlo.token, ...>`,
    what upstream's partial conversion (`allow-xla-features`) leaves."""
    return AsyncBundleType(ArrayAttr(conversion.convert_types(attr.types.data)))


def _convert_token_type(conversion: HloDialectConversion, attr: TokenType) -> Attribute:
    return conversion.target.token_type() if isinstance(attr, conversion.source.token_type) else attr


def _convert_tensor_type(conversion: HloDialectConversion, attr: TensorType) -> Attribute:
    """A tensor whose encoding is the source dialect's bounds (`#stablehlo.bounds<8, ?>`) gets the target's
    (`#mhlo.type_extensions<bounds = [8, ?]>`)."""
    if not isinstance(attr.encoding, TypeExtensionsAttr):
        return attr
    encoding = conversion.convert_attribute(attr.encoding)
    return attr if encoding is attr.encoding else with_encoding(attr, encoding)


def _convert_dialect_data(conversion: HloDialectConversion, attr: Data) -> Attribute:
    """An enum or structured attribute of the source dialect becomes the target's class holding the same value."""
    mnemonic = conversion.attribute_mnemonic(attr)
    if mnemonic is None or mnemonic in MHLO_ONLY_ATTRIBUTE_KINDS:
        return attr
    return conversion.target.attrs.classes[mnemonic](attr.data)  # type: ignore[call-arg]


_ATTRIBUTE_CONVERSIONS: tuple[tuple[type[Attribute], Callable[[HloDialectConversion, Attribute], Attribute]], ...] = (
    (ArrayAttr, _convert_array),
    (DictionaryAttr, _convert_dictionary),
    (FunctionType, _convert_function_type),
    (TupleType, _convert_tuple_type),
    (AsyncBundleType, _convert_async_bundle_type),
    (TokenType, _convert_token_type),
    (TensorType, _convert_tensor_type),
    (Data, _convert_dialect_data),
)  # type: ignore[assignment]
"""How each kind of attribute is converted; the first kind that matches applies, other attributes stay."""


def convert_block_argument_types(rewriter: PatternRewriter, region: Region, conversion: HloDialectConversion) -> None:
    """Give the arguments of `region`'s blocks their target-dialect types, keeping their names and locations."""
    for block in region.blocks:
        for arg in block.args:
            new_type = conversion.convert_attribute(arg.type)
            if new_type != arg.type:
                location = arg.location
                rewriter.replace_value_with_new_type(arg, new_type).location = location


@dataclass
class ConvertHloOp(RewritePattern):
    """Recreate a source-dialect op as the target dialect's op of the same mnemonic.

    Operands, successors, location and SSA names stay; regions move over (their
    terminators are ops like any other and are converted in turn); result,
    block-argument and attribute types and values are converted:

        %r = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : ...
        -> %r = mhlo.reduce(%x init: %c) applies mhlo.add across dimensions = [1] : ...
    """

    conversion: HloDialectConversion

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_type = self.conversion.target_op_type(op)
        if op_type is None:
            return
        dropped = self.conversion.dropped_attributes(op)
        properties = self.conversion.convert_properties(op_type, op.properties)
        attributes = {name: value for name, value in op.attributes.items() if name not in dropped}
        if self.conversion.target.prefix == "mhlo" and op.MNEMONIC == "custom_call":
            _typed_ffi_from_backend_config(properties, attributes)
        new_op = op_type.create(
            operands=op.operands,
            result_types=self.conversion.convert_types(op.result_types),
            properties=properties,
            attributes=self.conversion.convert_attributes(attributes),
            location=op.location,
            successors=op.successors,
            regions=[rewriter.move_region_contents_to_new_regions(region) for region in op.regions],
        )
        for region in new_op.regions:
            convert_block_argument_types(rewriter, region, self.conversion)
        rewriter.replace(op, new_op)


def _typed_ffi_from_backend_config(properties: dict[str, Attribute], attributes: dict[str, Attribute]) -> None:
    """A stablehlo custom_call's `mhlo.backend_config` dictionary is the typed-FFI backend_config of the mhlo
    custom_call (api_version 4), as upstream's stablehlo-legalize-to-hlo reads it:

        stablehlo.custom_call @foo(%x) {mhlo.backend_config = {k = true}}
        -> "mhlo.custom_call"(%x) <{api_version = 4 : i32, backend_config = {k = true}, call_target_name = "foo"}>
    """
    backend_config = attributes.get("mhlo.backend_config")
    if not isinstance(backend_config, DictionaryAttr):
        return
    del attributes["mhlo.backend_config"]
    properties["backend_config"] = backend_config
    properties["api_version"] = IntegerAttr(4, i32)


@dataclass
class ConvertFuncSignature(RewritePattern):
    """Convert the token types of a `func.func` signature and of its blocks' arguments.

        func.func @f(%t: !stablehlo.token) -> !stablehlo.token
        -> func.func @f(%t: !mhlo.token) -> !mhlo.token
    """

    conversion: HloDialectConversion

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: func.FuncOp, rewriter: PatternRewriter) -> None:
        function_type = self.conversion.convert_attribute(op.function_type)
        if function_type != op.function_type:
            op.function_type = function_type  # type: ignore[assignment]
            rewriter.notify_op_modified(op)
        convert_block_argument_types(rewriter, op.body, self.conversion)


@dataclass
class ConvertCallResultTypes(RewritePattern):
    """Convert the token types among a `func.call`'s results.

        %t = func.call @f(%a) : (!stablehlo.token) -> !stablehlo.token
        -> %t = func.call @f(%a) : (!mhlo.token) -> !mhlo.token
    """

    conversion: HloDialectConversion

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: func.CallOp, rewriter: PatternRewriter) -> None:
        for result in op.results:
            new_type = self.conversion.convert_attribute(result.type)
            if new_type != result.type:
                rewriter.replace_value_with_new_type(result, new_type)


def populate_hlo_dialect_conversion_patterns(conversion: HloDialectConversion) -> list[RewritePattern]:
    """The patterns that convert every op (and function signature) `conversion` can convert."""
    return [ConvertHloOp(conversion), ConvertFuncSignature(conversion), ConvertCallResultTypes(conversion)]


# ---------------------------------------------------------------------------
# mhlo-only ops that upstream carries through stablehlo as custom calls


CUSTOM_CALL_ENCODED_OPS = frozenset({"erf", "topk", "acos", "acosh", "atanh", "cosh"})
"""mhlo-only ops that upstream's hlo-legalize-to-stablehlo encodes as `stablehlo.custom_call @mhlo.<mnemonic>`."""

CUSTOM_CALL_DECODED_OPS = CUSTOM_CALL_ENCODED_OPS | {"custom_call", "all_to_all", "all_reduce", "tan"}
"""The ops a `stablehlo.custom_call @mhlo.<mnemonic>` may encode: also mhlo.custom_call itself, whose typed-FFI
form (`mhlo.attributes = {api_version = 4 : i32, backend_config = {...}, call_target_name = "foo"}`) upstream's
stablehlo has no other spelling for, mhlo.all_to_all in tuple form (`allow-experimental-features`), and
mhlo.tan (encoded so before stablehlo had tan)."""


def convert_types_in_place(op: Operation, conversion: HloDialectConversion) -> None:
    """An op that the conversion keeps: its result and block argument types and its attributes in the target
    dialect's spelling, as upstream's type converter leaves every type of the module.

        %0 = "mhlo.async_start"(%t) ... -> !mhlo.async_bundle<!mhlo.token, ...>
        -> %0 = "mhlo.async_start"(%t) ... -> !mhlo.async_bundle<!stablehlo.token, ...>   (mhlo to stablehlo)
    """
    values = [*op.results, *(arg for region in op.regions for block in region.blocks for arg in block.args)]
    for value in values:
        converted = conversion.convert_attribute(value.type)
        if converted != value.type:
            Rewriter.replace_value_with_new_type(value, converted)
    for name, value in list(op.attributes.items()):
        op.attributes[name] = conversion.convert_attribute(value)


def _has_unknown_conv_dimensions(op: Operation) -> bool:
    """Whether `op` is an mhlo convolution whose operands have dimensions that are neither batch, feature nor
    spatial (`[b, 0, 1, ?, f]`), which stablehlo's convolutions cannot express (upstream fails to legalize it)."""
    if not isinstance(op, HloOp) or op.MNEMONIC not in ("convolution", "dynamic_conv"):
        return False
    shape = shape_of(op.operands[0].type)
    return shape is not None and len(shape) != len(op.dimension_numbers.data.input_spatial) + 2


def is_tuple_all_to_all(op: Operation) -> bool:
    """Whether `op` is an mhlo.all_to_all in tuple form, which stablehlo cannot express."""
    return isinstance(op, HloOp) and op.MNEMONIC == "all_to_all" and op.is_tuple_form()

ENCODED_ATTRIBUTES = "mhlo.attributes"
"""The custom call's attribute holding the encoded op's attributes and properties."""

ENCODING_VERSION = "mhlo.version"
"""The custom call's attribute holding the version of the encoding (1)."""


def custom_call_encoding(op: HloOp, conversion: HloDialectConversion) -> Operation:
    """A new (detached) `stablehlo.custom_call @mhlo.<mnemonic>` that stands for mhlo-only `op`.

    All of `op`'s properties and attributes go into `mhlo.attributes`:

        %0 = stablehlo.custom_call @mhlo.erf(%x) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
    """
    return conversion.target.ops["custom_call"].create(
        operands=op.operands,
        result_types=conversion.convert_types(op.result_types),
        properties={"call_target_name": StringAttr(op.name)},
        attributes={
            ENCODED_ATTRIBUTES: DictionaryAttr(conversion.convert_attributes({**op.properties, **op.attributes})),
            ENCODING_VERSION: IntegerAttr(1, i64),
        },
        location=op.location,
    )


def encoded_op_type(op: Operation, conversion: HloDialectConversion) -> type[HloOp] | None:
    """The target op class a source `custom_call @mhlo.<mnemonic>` encodes, or None if it is an ordinary call.

    The custom call must carry nothing but its target, `mhlo.attributes` and
    (optionally) `mhlo.version`, as upstream's encoding does.
    """
    if not conversion.source.owns(op) or op.MNEMONIC != "custom_call":
        return None
    prefix, _, mnemonic = op.call_target_name.data.partition(".")
    if prefix != conversion.target.prefix or mnemonic not in CUSTOM_CALL_DECODED_OPS:
        return None
    op_type = conversion.target.ops.get(mnemonic)
    # An op with a region (all_reduce) carries its body as the one function of `called_computations`.
    allowed = {"call_target_name", "called_computations"} if _callee_body(op) is not None else {"call_target_name"}
    if not set(op.properties) <= allowed or "call_target_name" not in op.properties:
        return None
    if not set(op.attributes) <= {ENCODED_ATTRIBUTES, ENCODING_VERSION}:
        return None
    if not isinstance(op.attributes.get(ENCODED_ATTRIBUTES), DictionaryAttr):
        return None
    if op_type is not None and ("called_computations" in op.properties) != bool(op_type.get_irdl_definition().regions):
        return None
    return op_type


def _callee_body(op: Operation) -> Region | None:
    """The body of the one function a custom call's `called_computations` names, if it names exactly one."""
    callees = op.properties.get("called_computations")
    if not isinstance(callees, ArrayAttr) or len(callees.data) != 1:
        return None
    callee = SymbolTable.lookup_symbol(op, callees.data[0])
    return callee.body if isinstance(callee, func.FuncOp) else None


def _is_malformed_encoding(op: Operation, conversion: HloDialectConversion) -> bool:
    """Whether custom call `op` targets `@mhlo.custom_call` (upstream's extensibility protocol) without being a
    valid encoding of it, or carries an `mhlo.backend_config` that is no dictionary. (A call to another encoded
    op, `@mhlo.erf` with more attributes than the encoding, stays a custom call.)"""
    protocol = f"{conversion.target.prefix}.custom_call"
    if op.call_target_name.data == protocol and encoded_op_type(op, conversion) is None:
        return True
    backend_config = op.attributes.get("mhlo.backend_config")
    return backend_config is not None and not isinstance(backend_config, DictionaryAttr)


def decoded_custom_call(op: Operation, op_type: type[HloOp], conversion: HloDialectConversion) -> Operation:
    """A new (detached) `op_type` op that custom call `op` encodes (`encoded_op_type` gave `op_type`)."""
    encoded = op.attributes[ENCODED_ATTRIBUTES]
    assert isinstance(encoded, DictionaryAttr)
    properties, attributes = split_attr_dict(op_type, dict(encoded.data))
    body = _callee_body(op) if "called_computations" in op.properties else None
    return op_type.create(
        operands=op.operands,
        result_types=conversion.convert_types(op.result_types),
        properties=conversion.convert_properties(op_type, properties),
        attributes=conversion.convert_attributes(attributes),
        location=op.location,
        regions=[body.clone()] if body is not None else [],
    )

