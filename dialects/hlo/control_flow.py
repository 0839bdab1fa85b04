"""Control flow and other region- or call-like HLO ops.

`if`, `case` and `while` run their regions, which end in `DIALECT.return`;
`optimization_barrier` forwards its operands; `custom_call` and `composite`
stand for computations defined elsewhere. mhlo also has `fusion`,
`add_dependency`, `domain`, `bitcast` and `xla.rng_get_and_update_state`.

Regions are checked with `reduction_support`'s helpers, shared with the
reductions; the type-compatibility helpers here also serve the collectives.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    TupleType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_region_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryEffect, Pure, RecursiveMemoryEffect, SymbolTable
from xdsl.utils.exceptions import ParseError, VerifyException

from aiopt.dialects.hlo.attrs import DomainKindAttr, FusionKindAttr, OutputOperandAliasAttr
from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.reduction_support import region_results, verify_inferred_results
from aiopt.dialects.hlo.syntax import (
    parse_op_with_function_type,
    parse_operands,
    print_attr_dict,
    print_op_with_function_type,
    print_operands,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import (
    AsyncBundleType,
    ElementKind,
    describe_kinds,
    element_type_of,
    is_tensor,
    is_token,
    shape_of,
    shapes_compatible,
)
from aiopt.support.parsing import NotedParseError
from aiopt.support.xdsl_private import alias_ssa_name

i1 = IntegerType(1)
ui64 = IntegerType(64, Signedness.UNSIGNED)

API_VERSION_TYPED_FFI = 4
"""custom_call's api_version whose backend_config is a dictionary."""

_COMPOSITE_NAME = re.compile(r"^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$")


# ---------------------------------------------------------------------------
# Region and type helpers


def types_compatible(a: Attribute, b: Attribute) -> bool:
    """Whether two types agree up to dynamic sizes, as StableHLO's type inference compares them."""
    if is_tensor(a) and is_tensor(b):
        return element_type_of(a) == element_type_of(b) and shapes_compatible(a, b)
    if isinstance(a, TupleType) and isinstance(b, TupleType):
        return type_lists_compatible(a.types.data, b.types.data)
    return a == b


def type_lists_compatible(a: Sequence[Attribute], b: Sequence[Attribute]) -> bool:
    return len(a) == len(b) and all(types_compatible(x, y) for x, y in zip(a, b))


def format_types(types: Sequence[Attribute]) -> str:
    """`'tensor<i32>', 'tensor<f32>'`, as MLIR lists types in diagnostics."""
    return ", ".join(f"'{t}'" for t in types)


def yielded_types(region: Region) -> list[Attribute]:
    """The types a well-formed region returns, for builders that infer result types from it."""
    terminator = region.block.last_op
    assert terminator is not None
    return [v.type for v in terminator.operands]


def _is_scalar_of(type_: Attribute, element_type: Attribute) -> bool:
    return isinstance(type_, TensorType) and type_.get_shape() == () and type_.get_element_type() == element_type


# ---------------------------------------------------------------------------
# Conditionals


class ConditionalOp(HloOp):
    """Shared verification of `if` and `case`.

    Each branch takes no arguments and yields values of the op's result
    types; the selector is a rank-0 tensor of `SELECTOR_ELEMENT`.
    """

    SELECTOR_ELEMENT: ClassVar[Attribute]
    SELECTOR_DESCRIPTION: ClassVar[str]
    res = var_result_def(AnyAttr())
    traits = traits_def(RecursiveMemoryEffect())

    def selector(self) -> SSAValue:
        return self.operands[0]

    def verify_(self) -> None:
        selector_type = self.selector().type
        if not is_tensor(selector_type) or element_type_of(selector_type) != self.SELECTOR_ELEMENT:
            raise VerifyException(
                f"operand #0 must be a tensor of {self.SELECTOR_DESCRIPTION}, but got {selector_type}"
            )
        shape = shape_of(selector_type)
        if shape is not None and len(shape) != 0:
            raise VerifyException(f"operand should be rank 0 tensor but got rank {len(shape)}")
        branches = list(self.regions)
        if not branches:
            raise VerifyException("expect at least one branch")
        first_types = [v.type for v in region_results(self, branches[0])]
        for index, branch in enumerate(branches):
            if branch.block.args:
                raise VerifyException(f"branch {index} must have 0 arguments, but found {len(branch.block.args)}")
            types = [v.type for v in region_results(self, branch)]
            if not type_lists_compatible(first_types, types):
                raise VerifyException(
                    f"branch 0 and branch {index} have mismatched return types: "
                    f"{format_types(first_types)} vs {format_types(types)}"
                )
        verify_inferred_results(first_types, self.result_types)


class IfOp(ConditionalOp):
    """Runs `true_branch` when `pred` is true, else `false_branch`; yields that branch's values.

        %r = "DIALECT.if"(%pred) ({
          DIALECT.return %a : tensor<i32>
        }, {
          DIALECT.return %b : tensor<i32>
        }) : (tensor<i1>) -> tensor<i32>
    """

    MNEMONIC = "if"
    GENERIC_IN_MHLO = True
    SELECTOR_ELEMENT = i1
    SELECTOR_DESCRIPTION = "pred (i1) values"
    pred = operand_def(AnyAttr())
    true_branch = region_def("single_block")
    false_branch = region_def("single_block")

    def __init__(self, pred: SSAValue, true_branch: Region, false_branch: Region):
        result_types = yielded_types(true_branch)
        super().__init__(operands=[pred], regions=[true_branch, false_branch], result_types=[result_types])


class CaseOp(ConditionalOp):
    """Runs branch number `index` (the last branch when `index` is out of range).

        %r0, %r1 = "DIALECT.case"(%index) ({
          DIALECT.return %a, %b : tensor<2xi64>, tensor<2xi64>
        }, {
          DIALECT.return %c, %d : tensor<2xi64>, tensor<2xi64>
        }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
    """

    MNEMONIC = "case"
    GENERIC_IN_MHLO = True
    SELECTOR_ELEMENT = i32
    SELECTOR_DESCRIPTION = "32-bit signless integer values"
    index = operand_def(AnyAttr())
    branches = var_region_def("single_block")

    def __init__(self, index: SSAValue, branches: Sequence[Region]):
        result_types = yielded_types(branches[0])
        super().__init__(operands=[index], regions=[list(branches)], result_types=[result_types])


# ---------------------------------------------------------------------------
# While


class WhileOp(HloOp):
    """Runs `body` on the loop-carried values while `cond` yields true; yields the final values.

        %r:2 = DIALECT.while(%iterArg = %a, %iterArg_0 = %b) : tensor<i64>, tensor<i64>
         cond {
          %c = DIALECT.compare  LT, %iterArg, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
          DIALECT.return %c : tensor<i1>
        } do {
          %next = DIALECT.add %iterArg, %one : tensor<i64>
          DIALECT.return %next, %iterArg_0 : tensor<i64>, tensor<i64>
        }

    Both regions take one argument per operand; the pretty form names them
    once, in the header.
    """

    MNEMONIC = "while"
    operand = var_operand_def(AnyAttr())
    cond = region_def("single_block")
    body = region_def("single_block")
    res = var_result_def(AnyAttr())
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, operands: Sequence[SSAValue], cond: Region, body: Region):
        for region in (cond, body):
            for arg in region.block.args:
                arg.name_hint = "iterArg"
        super().__init__(operands=[list(operands)], regions=[cond, body], result_types=[[v.type for v in operands]])

    @classmethod
    def parse(cls, parser: Parser) -> WhileOp:
        pairs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: _parse_iter_arg(parser))
        types: list[Attribute] = []
        if pairs:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        operands = resolve(parser, [operand for _, operand in pairs], types)
        attrs = parser.parse_optional_attr_dict_with_keyword()
        regions: list[Region] = []
        for keyword in ("cond", "do"):
            parser.parse_keyword(keyword)
            regions.append(parser.parse_region([name.resolve(t) for (name, _), t in zip(pairs, types)]))
        properties, attributes = split_attr_dict(cls, attrs.data if attrs else {})
        return cls.create(
            operands=operands, result_types=types, regions=regions, properties=properties, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        header = zip(self.body.block.args, self.cond.block.args, self.operand)
        for index, (body_arg, cond_arg, operand) in enumerate(header):
            if index:
                printer.print_string(", ")
            _print_shared_name(printer, body_arg, cond_arg)
            printer.print_string(" = ")
            printer.print_operand(operand)
        printer.print_string(")")
        if self.operand:
            printer.print_string(" : ")
            printer.print_list(self.operand.types, printer.print_attribute)
        printer.print_op_attributes({**self.properties, **self.attributes}, print_keyword=True)
        printer.print_string("\n cond ")
        printer.print_region(self.cond, print_entry_block_args=False)
        printer.print_string(" do ")
        printer.print_region(self.body, print_entry_block_args=False)

    def verify_(self) -> None:
        operand_types = list(self.operand.types)
        for index, type_ in enumerate(operand_types):
            # ODS's operand constraint (a tensor or a token, no tuple), checked before the regions.
            if isinstance(type_, TupleType):
                raise VerifyException(
                    f"operand #{index} must be variadic of ranked tensor of "
                    f"{describe_kinds(frozenset(ElementKind))} values or token, but got '{type_}'"
                )
        body_yield_types = [v.type for v in region_results(self, self.body)]
        cond_yield_types = [v.type for v in region_results(self, self.cond)]
        cond_arg_types = [a.type for a in self.cond.block.args]
        body_arg_types = [a.type for a in self.body.block.args]
        if not type_lists_compatible(operand_types, cond_arg_types):
            raise VerifyException(
                "expect operands to be compatible with condition block arguments but got "
                f"{format_types(operand_types)} vs {format_types(cond_arg_types)}"
            )
        if not type_lists_compatible(operand_types, body_arg_types):
            raise VerifyException(
                "expect operands to be compatible with body block arguments but got "
                f"{format_types(operand_types)} vs {format_types(body_arg_types)}"
            )
        if not type_lists_compatible(operand_types, body_yield_types):
            raise VerifyException(
                "expect operands to be compatible with body block return types but got "
                f"{format_types(operand_types)} vs {format_types(body_yield_types)}"
            )
        if len(cond_yield_types) != 1:
            raise VerifyException(f"expect condition body returns a single value but got {len(cond_yield_types)}")
        if not _is_scalar_of(cond_yield_types[0], i1):
            raise VerifyException(
                f"expect condition block return a zero-ranked tensor of i1 but got '{cond_yield_types[0]}'"
            )
        verify_inferred_results(operand_types, self.result_types)


def _parse_iter_arg(parser: Parser) -> tuple[Parser.UnresolvedArgument, UnresolvedOperand]:
    """`%iterArg = %init`."""
    name = parser.parse_argument(expect_type=False)
    parser.parse_punctuation("=")
    return name, parser.parse_unresolved_operand()


def _print_shared_name(printer: Printer, printed: SSAValue, alias: SSAValue) -> None:
    """Print `printed` and make `alias` print under the same name.

    MLIR names the block arguments of sibling regions in separate scopes, so
    the while's cond and body arguments share the header's `%iterArg` names.
    xDSL's printer has one flat name scope and no API to alias a name, hence
    the write to its name table.
    """
    name = printer.print_ssa_value(printed)
    alias_ssa_name(printer, alias, name)


# ---------------------------------------------------------------------------
# Barrier, custom call, composite


class OptimizationBarrierOp(HloOp):
    """Forwards its operands unchanged; compilers may not move computations across it.

        %r:2 = DIALECT.optimization_barrier %a, %b : tensor<f32>, tensor<i32>
    """

    MNEMONIC = "optimization_barrier"
    operand = var_operand_def(AnyAttr())
    res = var_result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, operands: Sequence[SSAValue]):
        super().__init__(operands=[list(operands)], result_types=[[v.type for v in operands]])

    @classmethod
    def parse(cls, parser: Parser) -> OptimizationBarrierOp:
        attrs = parser.parse_optional_attr_dict()
        operands = parse_operands(parser)
        types: list[Attribute] = []
        if operands:
            parser.parse_punctuation(":")
            pos = parser.pos
            try:
                types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            except ParseError as err:
                # Upstream's parsePairwiseOpType reports the type's error, then its own.
                raise NotedParseError(
                    err.span, err.msg, getattr(err, "notes", []), [(f"custom op '{cls.name}' expected type list", pos)]
                ) from None
        else:
            parser.parse_punctuation("(")
            parser.parse_punctuation(")")
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(
            operands=resolve(parser, operands, types, cls),
            result_types=types,
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        print_attr_dict(printer, self)
        if not self.operand:
            printer.print_string("()")
            return
        print_operands(printer, self.operand)
        printer.print_string(" : ")
        printer.print_list(self.operand.types, printer.print_attribute)

    def verify_(self) -> None:
        if len(self.operand) != len(self.res):
            raise VerifyException("requires the same number of operands and results")
        for index, (operand, result) in enumerate(zip(self.operand, self.res)):
            if not (is_tensor(operand.type) or is_token(operand.type)):
                raise VerifyException(f"operand #{index} must be a tensor or token, but got {operand.type}")
            if operand.type != result.type:
                raise VerifyException(f"requires the same type for operand and result at index {index}")


class _CustomCallEffects(MemoryEffect):
    """custom_call may have any effect unless it says `has_side_effect = false` (upstream's getEffects: an absent
    attribute is not a promise)."""

    @classmethod
    def get_effects(cls, op: Operation):
        assert isinstance(op, CustomCallOp)
        stated = op.properties.get("has_side_effect")
        return set() if isinstance(stated, IntegerAttr) and not stated.value.data else None


class CustomCallOp(HloOp):
    """Calls `call_target_name`, an implementation-defined computation, on `inputs`.

        %r = DIALECT.custom_call @foo(%x) {api_version = 4 : i32, backend_config = {bar = 42 : i32}} : (tensor<f64>) -> tensor<f64>
        DIALECT.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<2xui8>, tensor<2xui8>) -> ()

    `backend_config` is a string, or a dictionary for api_version 4 (typed
    FFI); `operand_layouts`/`result_layouts` give each value's minor-to-major
    layout; `output_operand_aliases` say which outputs reuse operand buffers.
    """

    MNEMONIC = "custom_call"
    inputs = var_operand_def(AnyAttr())
    call_target_name = prop_def(StringAttr)
    has_side_effect = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    backend_config = opt_prop_def(StringAttr | DictionaryAttr)
    api_version = opt_prop_def(IntegerAttr, default_value=IntegerAttr(1, i32))
    called_computations = opt_prop_def(ArrayAttr[SymbolRefAttr])
    operand_layouts = opt_prop_def(ArrayAttr[DenseIntOrFPElementsAttr])
    result_layouts = opt_prop_def(ArrayAttr[DenseIntOrFPElementsAttr])
    output_operand_aliases = opt_prop_def(ArrayAttr[OutputOperandAliasAttr])
    res = var_result_def(AnyAttr())
    traits = traits_def(_CustomCallEffects())

    def __init__(
        self,
        call_target_name: str,
        inputs: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        *,
        has_side_effect: bool = False,
        backend_config: StringAttr | DictionaryAttr | None = None,
    ):
        properties: dict[str, Attribute] = {"call_target_name": StringAttr(call_target_name)}
        if has_side_effect:
            properties["has_side_effect"] = BoolAttr.from_bool(True)
        if backend_config is not None:
            properties["backend_config"] = backend_config
        super().__init__(operands=[list(inputs)], result_types=[list(result_types)], properties=properties)

    @classmethod
    def parse(cls, parser: Parser) -> CustomCallOp:
        target = parser.parse_symbol_name()
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(
            operands=resolve(parser, operands, function_type.inputs.data),
            result_types=function_type.outputs.data,
            properties=properties | {"call_target_name": target},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.call_target_name.data)
        printer.print_operands(self.inputs)
        print_attr_dict(printer, self, ("call_target_name",))
        printer.print_string(" : ")
        printer.print_function_type(self.inputs.types, self.res.types)

    def verify_(self) -> None:
        if (self.operand_layouts is None) != (self.result_layouts is None):
            raise VerifyException("Layout attributes should be specified for either both operands and results or none.")
        if self.operand_layouts is not None and self.result_layouts is not None:
            result_types = list(self.res.types)
            if len(result_types) == 1 and isinstance(result_types[0], TupleType):
                result_types = list(result_types[0].types.data)
            _verify_layouts(list(self.inputs.types), self.operand_layouts.data, "operand")
            _verify_layouts(result_types, self.result_layouts.data, "result")
        for alias in self.output_operand_aliases.data if self.output_operand_aliases else ():
            self._verify_alias(alias)
        if self.backend_config is not None:
            version = self.api_version.value.data
            wanted = DictionaryAttr if version == API_VERSION_TYPED_FFI else StringAttr
            if not isinstance(self.backend_config, wanted):
                if self.dialect_prefix() == "mhlo":
                    # mlir-hlo's own words.
                    if wanted is DictionaryAttr:
                        raise VerifyException(
                            "unsupported user-encoded backend config, backend config must be a dictionary attribute"
                        )
                    raise VerifyException(
                        "unsupported dictionary attribute backend config, backend config must be a user-encoded "
                        "string attribute"
                    )
                kind = "dictionary" if wanted is DictionaryAttr else "string"
                raise VerifyException(f"backend_config for api_version {version} must be a {kind} attribute.")

    def _verify_alias(self, alias: OutputOperandAliasAttr) -> None:
        operand_index = alias.field("operand_index")
        assert isinstance(operand_index, int)
        if not 0 <= operand_index < len(self.inputs):
            raise VerifyException(
                "expects operandIndex in the output_operand_alias attribute to be in range "
                f"[0, {len(self.inputs)}); got: {operand_index}."
            )
        operand_part = _tuple_part(self.inputs[operand_index].type, alias.field("operand_tuple_indices"))
        if operand_part is None:
            raise VerifyException("operand_tuple_indices in the output_operand_alias attribute out of bounds")
        output = self.res[0].type if len(self.res) == 1 else TupleType(list(self.res.types))
        output_part = _tuple_part(output, alias.field("output_tuple_indices"))
        if output_part is None:
            raise VerifyException("output_tuple_indices in the output_operand_alias attribute out of bounds")
        if operand_part != output_part:
            raise VerifyException(
                "shapes mismatch in the output_operand_alias attribute: "
                f"operand part has type '{operand_part}' and output part has type '{output_part}'"
            )


def _tuple_part(type_: Attribute, indices: object) -> Attribute | None:
    """The element of nested tuple `type_` at `indices`, or None if out of bounds."""
    assert isinstance(indices, tuple)
    for index in indices:
        if not isinstance(type_, TupleType) or not 0 <= index < len(type_.types.data):
            return None
        type_ = type_.types.data[index]
    return type_


def _verify_layouts(types: Sequence[Attribute], layouts: Sequence[Attribute], what: str) -> None:
    """Each layout is a permutation of the dimensions of its value (empty for tokens)."""
    if len(types) != len(layouts):
        raise VerifyException(
            f"Number of {what}s must match the number of {what} layouts, {len(types)} != {len(layouts)}"
        )
    for index, (type_, layout) in enumerate(zip(types, layouts)):
        assert isinstance(layout, DenseIntOrFPElementsAttr)
        values = [int(v) for v in layout.get_values()]
        if isinstance(type_, TupleType):
            raise VerifyException("Tuple types are not fully supported with layout constraints yet")
        if not is_tensor(type_):
            if values:
                raise VerifyException(
                    f"Only tensor types can have non-empty layout: {what} #{index} of type '{type_}' has layout {layout}"
                )
            continue
        shape = shape_of(type_)
        if shape is not None and sorted(values) != list(range(len(shape))):
            raise VerifyException(
                f"incorrect layout {layout} for type '{type_}', layout must be a permutation of [0, {len(shape)})"
            )


class CompositeOp(HloOp):
    """An op named `name` whose meaning is the function `decomposition`, called on `inputs`.

        %r = DIALECT.composite "my.op" %a, %b {composite_attributes = {my_attribute = "my_value"}, decomposition = @my_op, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    """

    MNEMONIC = "composite"
    inputs = var_operand_def(AnyAttr())
    composite_name = prop_def(StringAttr, prop_name="name")
    composite_attributes = opt_prop_def(DictionaryAttr)
    decomposition = prop_def(SymbolRefAttr)
    version = opt_prop_def(IntegerAttr, default_value=IntegerAttr(0, i32))
    res = var_result_def(AnyAttr())

    def __init__(self, name: str, inputs: Sequence[SSAValue], decomposition: func.FuncOp):
        super().__init__(
            operands=[list(inputs)],
            result_types=[list(decomposition.function_type.outputs.data)],
            properties={"name": StringAttr(name), "decomposition": SymbolRefAttr(decomposition.sym_name)},
        )

    @classmethod
    def parse(cls, parser: Parser) -> CompositeOp:
        name = parser.parse_str_literal()
        op = parse_op_with_function_type(cls, parser)
        op.properties["name"] = StringAttr(name)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.composite_name.data)
        print_op_with_function_type(printer, self, ("name",))

    def verify_(self) -> None:
        if not _COMPOSITE_NAME.match(self.composite_name.data):
            raise VerifyException(
                "name must be a valid namespaced op name, i.e. it must match the following regular expression: "
                f'{_COMPOSITE_NAME.pattern} e.g. "my_namespace.my_op"'
            )
        function = self.decomposition_function()
        if function is None:
            raise VerifyException(f"'{self.decomposition.string_value()}' does not reference a valid function")
        self._verify_signature("operand", list(self.inputs.types), list(function.function_type.inputs.data))
        self._verify_signature("result", list(self.res.types), list(function.function_type.outputs.data))

    def decomposition_function(self) -> func.FuncOp | None:
        """The `func.func` named by `decomposition`, if the op sits in a symbol table that has it."""
        try:
            found = SymbolTable.lookup_symbol(self, self.decomposition)
        except ValueError:  # no enclosing symbol table
            return None
        return found if isinstance(found, func.FuncOp) else None

    @staticmethod
    def _verify_signature(what: str, op_types: list[Attribute], function_types: list[Attribute]) -> None:
        side = "input" if what == "operand" else "output"
        if len(op_types) != len(function_types):
            raise VerifyException(
                f"has {len(op_types)} {what}(s), but decomposition has {len(function_types)} {side}(s)"
            )
        for index, (op_type, function_type) in enumerate(zip(op_types, function_types)):
            if not types_compatible(op_type, function_type):
                raise VerifyException(
                    f"{what} at index {index} has type '{op_type}', but decomposition has type '{function_type}'"
                )


# ---------------------------------------------------------------------------
# mhlo-only ops


class FusionOp(HloOp):
    """XLA's fused computation: runs `fused_computation` on the operands (mhlo only).

        %r = "mhlo.fusion"(%a, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
        ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
          %s = mhlo.add %x, %y : tensor<4xf32>
          mhlo.return %s : tensor<4xf32>
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>

    The region takes one argument per operand, or none when it uses the
    operands directly.
    """

    MNEMONIC = "fusion"
    inputs = var_operand_def(AnyAttr())
    fusion_kind = opt_prop_def(FusionKindAttr)
    output_operand_aliases = opt_prop_def(ArrayAttr[OutputOperandAliasAttr])
    fused_computation = region_def("single_block")
    res = var_result_def(AnyAttr())
    traits = traits_def(RecursiveMemoryEffect())

    def verify_(self) -> None:
        yield_types = [v.type for v in region_results(self, self.fused_computation)]
        arg_types = [a.type for a in self.fused_computation.block.args]
        if arg_types and not type_lists_compatible(list(self.inputs.types), arg_types):
            raise VerifyException(
                "fused computation must take no arguments or one per operand, but got "
                f"{format_types(arg_types)} for operands {format_types(list(self.inputs.types))}"
            )
        verify_inferred_results(yield_types, self.result_types)


class AddDependencyOp(HloOp):
    """Forwards `operand` once `token` is ready, ordering it after side effects (mhlo only).

        %r = mhlo.add_dependency %x, %token : (tensor<3x4xf32>, !mhlo.token) -> tensor<3x4xf32>
    """

    MNEMONIC = "add_dependency"
    operand = operand_def(AnyAttr())
    token = operand_def(AnyAttr())
    output = result_def(AnyAttr())

    def __init__(self, operand: SSAValue, token: SSAValue):
        super().__init__(operands=[operand, token], result_types=[operand.type])

    @classmethod
    def parse(cls, parser: Parser) -> AddDependencyOp:
        return parse_op_with_function_type(cls, parser)

    def print(self, printer: Printer) -> None:
        print_op_with_function_type(printer, self)

    def verify_(self) -> None:
        if not is_token(self.token.type):
            raise VerifyException(f"operand #1 must be token, but got '{self.token.type}'")
        verify_inferred_results([self.operand.type], [self.output.type])


class TraceOp(HloOp):
    """Records `operand` under `tag` for XLA's tracing (mhlo only); it computes nothing and is not removed.

        mhlo.trace %x, "This is a test" : tensor<3xi64>
    """

    MNEMONIC = "trace"
    operand = operand_def(AnyAttr())
    tag = prop_def(StringAttr)

    def __init__(self, operand: SSAValue, tag: str):
        super().__init__(operands=[operand], properties={"tag": StringAttr(tag)})

    @classmethod
    def parse(cls, parser: Parser) -> TraceOp:
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        tag = parser.parse_str_literal()
        properties, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        parser.parse_punctuation(":")
        operand_type = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(operand, operand_type)],
            properties=properties | {"tag": StringAttr(tag)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operand)
        printer.print_string(", ")
        printer.print_string_literal(self.tag.data)
        print_attr_dict(printer, self, ("tag",))
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)

    def verify_(self) -> None:
        if not is_tensor(self.operand.type):
            raise VerifyException(f"operand #0 must be tensor, but got '{self.operand.type}'")


class DomainOp(HloOp):
    """Marks a boundary between sharding domains; forwards `operand` (mhlo only).

        %r = "mhlo.domain"(%x) <{entry_metadata = "...", exit_metadata = "...", kind = #mhlo<kind sharding>}> : (tensor<f32>) -> tensor<f32>
    """

    MNEMONIC = "domain"
    operand = operand_def(AnyAttr())
    kind = prop_def(DomainKindAttr)
    entry_metadata = prop_def(StringAttr)
    exit_metadata = prop_def(StringAttr)
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def verify_(self) -> None:
        if not types_compatible(self.operand.type, self.result.type):
            raise VerifyException("requires compatible types for all operands and results")


class BitcastOp(HloOp):
    """Reinterprets `operand`'s buffer as the result type (mhlo only; a reshape under default layouts).

        %r = mhlo.bitcast %x : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
    """

    MNEMONIC = "bitcast"
    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> BitcastOp:
        return parse_op_with_function_type(cls, parser)

    def print(self, printer: Printer) -> None:
        print_op_with_function_type(printer, self)


class XlaRngGetAndUpdateStateOp(HloOp):
    """Returns XLA's random-number state and advances it by `delta` (mhlo only).

        %state = mhlo.xla.rng_get_and_update_state {delta = 1 : i64}

    The result is always `tensor<2xui64>`.
    """

    MNEMONIC = "xla.rng_get_and_update_state"
    delta = prop_def(IntegerAttr)
    state = result_def(AnyAttr())

    def __init__(self, delta: int):
        super().__init__(properties={"delta": IntegerAttr(delta, i64)}, result_types=[TensorType(ui64, [2])])

    @classmethod
    def parse(cls, parser: Parser) -> XlaRngGetAndUpdateStateOp:
        properties, attributes = split_attr_dict(cls, parser.parse_optional_attr_dict())
        return cls.create(properties=properties, attributes=attributes, result_types=[TensorType(ui64, [2])])

    def print(self, printer: Printer) -> None:
        print_attr_dict(printer, self)

    def verify_(self) -> None:
        verify_inferred_results([TensorType(ui64, [2])], [self.state.type])


SHARED_OPS: tuple[type[HloOp], ...] = (
    IfOp,
    CaseOp,
    WhileOp,
    OptimizationBarrierOp,
    CustomCallOp,
    CompositeOp,
)
"""Ops in both mhlo and stablehlo."""

# ---------------------------------------------------------------------------
# mhlo's async ops: a computation started, updated and awaited through an !mhlo.async_bundle


def _flattened(types: Sequence[Attribute]) -> list[Attribute]:
    return [leaf for type_ in types for leaf in (_flattened(type_.types.data) if isinstance(type_, TupleType) else [type_])]


def _bundle_component_matches(expected: Sequence[Attribute], component: Attribute) -> bool:
    """mlir-hlo's `isCompatibleToFlattenedTypes`: a component is the types themselves, or their tuple."""
    return _flattened([component]) == _flattened(expected)


class AsyncStartOp(HloOp):
    """Starts `called_computation` (a func.func with the same `execution_thread`) on `inputs` (mhlo only):

        %b = "DIALECT.async_start"(%x) {called_computation = @f, execution_thread = "main"}
               : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>, tensor<i32>>
    """

    MNEMONIC = "async_start"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    result = result_def(AnyAttr())
    called_computation = prop_def(SymbolRefAttr)
    execution_thread = prop_def(StringAttr)

    def verify_(self) -> None:
        name = self.called_computation.root_reference.data
        callee = SymbolTable.lookup_symbol(self, self.called_computation)
        if not isinstance(callee, func.FuncOp):
            raise VerifyException(f"can't find function: {name}")
        thread = callee.attributes.get("execution_thread")
        if not isinstance(thread, StringAttr):
            raise VerifyException("callee must have execution_thread attribute.")
        if thread != self.execution_thread:
            raise VerifyException(
                f"execution_thread does not match the execution_thread of {name}. "
                f'Got: "{self.execution_thread.data}", but expected "{thread.data}".'
            )
        callee_inputs = callee.function_type.inputs.data
        if len(callee_inputs) != len(self.inputs):
            raise VerifyException(
                f"number of operands doesn't match operands for {name}. "
                f"Got: {len(self.inputs)}, but expected: {len(callee_inputs)}."
            )
        for index, (value, expected) in enumerate(zip(self.inputs, callee_inputs)):
            if value.type != expected:
                raise VerifyException(
                    f"type mismatch on argument #{index} of {name}. Got: '{value.type}', but expected: '{expected}'."
                )
        bundle = self.result.type
        if not isinstance(bundle, AsyncBundleType):
            raise VerifyException(f"result #0 must be async_bundle, but got '{bundle}'")
        components = bundle.types.data
        if len(components) < 2:
            raise VerifyException(f"bundle is expected to have at least 2 components, but got {len(components)}")
        if not _bundle_component_matches(callee_inputs, components[0]):
            raise VerifyException("component #0 of async bundle doesn't match callee input types")
        if not _bundle_component_matches(callee.function_type.outputs.data, components[1]):
            raise VerifyException("component #1 of async bundle doesn't match callee result types")


class AsyncUpdateOp(HloOp):
    """Passes an async computation's bundle on, unchanged (mhlo only):

        %b2 = "DIALECT.async_update"(%b) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>)
                -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
    """

    MNEMONIC = "async_update"
    GENERIC_IN_MHLO = True
    bundle = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def verify_(self) -> None:
        if not isinstance(self.bundle.type, AsyncBundleType):
            raise VerifyException(f"operand #0 must be async_bundle, but got '{self.bundle.type}'")
        if self.result.type != self.bundle.type:
            raise VerifyException("requires the same type for all operands and results")


class AsyncDoneOp(HloOp):
    """Waits for an async computation; its results are the bundle's component #1 (mhlo only):

        %r = "DIALECT.async_done"(%b) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
    """

    MNEMONIC = "async_done"
    GENERIC_IN_MHLO = True
    bundle = operand_def(AnyAttr())
    results_ = var_result_def(AnyAttr())

    def verify_(self) -> None:
        bundle = self.bundle.type
        if not isinstance(bundle, AsyncBundleType) or len(bundle.types.data) < 2:
            raise VerifyException(f"operand #0 must be async_bundle, but got '{bundle}'")
        component = bundle.types.data[1]
        expected = list(component.types.data) if isinstance(component, TupleType) else [component]
        verify_inferred_results(expected, self.result_types)


MHLO_ONLY_OPS: tuple[type[HloOp], ...] = (
    FusionOp, AddDependencyOp, DomainOp, BitcastOp, XlaRngGetAndUpdateStateOp, AsyncStartOp, AsyncUpdateOp, AsyncDoneOp,
    TraceOp,
)  # fmt: skip
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
