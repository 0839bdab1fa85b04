"""The `func` dialect: xDSL's ops with upstream's parser and verifier messages, and `func.constant`.

    func.func private @callee(i32 {llvm.noundef}) -> f32
    func.func @caller(%a: i32) -> f32 {
      %f = constant @callee : (i32) -> f32
      %r = call @callee(%a) : (i32) -> f32
      return %r : f32
    }

The classes subclass xDSL's of the same name (`aiopt.support.canonical_classes`),
so that xDSL's passes and `isinstance(op, xdsl.dialects.func.FuncOp)` see them;
the reference interpreter runs both (`aiopt.reference.func`).
What differs from xDSL's:
- `func.func` keeps the attributes of a declaration's arguments
  (`(tensor<4xf32> {bufferization.access = "read"})`; xDSL's parser drops them, so they
  went unchecked) and rejects a body without blocks, with MLIR's parser messages;
- `func.return` and `func.call` check the function's types in upstream's words;
- a single function-typed result prints in parentheses, as upstream's `printArrowTypeList` does
  (`-> ((i32) -> i32)`; xDSL's `-> (i32) -> i32` does not parse);
- `func.constant` and `func.call_indirect`, which xDSL lacks: a function reference as an SSA value,
  and a call of one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from xdsl.dialects import func as xdsl_func
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FlatSymbolRefAttr,
    FunctionType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.dialects.utils.format import _parse_func_outputs, _print_func_outputs, print_func_argument
from xdsl.ir import Attribute, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, HasCanonicalizationPatternsTrait, Pure, SymbolTable
from xdsl.utils.exceptions import VerifyException

from aiopt.support.canonical_classes import irdl_op_redefinition, registered_factory
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.dialect_attributes import verify_function_attribute_counts
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import verify_irdl_constraints
from aiopt.support.parsing import operand_type_count_error


def _types_text(types) -> str:
    """Types as MLIR streams a type range into a diagnostic: `'f32', 'i32'`."""
    return ", ".join(f"'{t}'" for t in types)


def function_reserved_attr_names(visibility: StringAttr | None, *others: str) -> tuple[str, ...]:
    """The names a function op's custom form has put in upstream's attribute list before its attr-dict
    (`parseFunctionOp`): its symbol name and type, `sym_visibility` only where it read a visibility keyword,
    and `others`. An attr-dict entry of one of them is upstream's duplicate error; without a keyword

        func.func @f() attributes {sym_visibility = "private"} {...}

    sets the property (printed `func.func private @f()`)."""
    return ("sym_name", "function_type", *(("sym_visibility",) if visibility is not None else ()), *others)


def parse_function_arguments(
    parser: Parser, allow_variadic: bool = False
) -> tuple[list[Parser.Argument] | None, list[Attribute], list[dict[str, Attribute]], bool]:
    """Upstream's `parseFunctionArgumentList`: all arguments named (`%a: i32 {attrs} loc(...)`) or all unnamed
    (`i32 {attrs}`), with `allow_variadic` maybe ending in `...` (llvm.func); `(entry block arguments or None,
    types, attribute dictionaries, variadic)`. Unlike xDSL's `parse_func_op_like`, unnamed arguments keep their
    attributes."""
    named: list[Parser.Argument] = []
    types: list[Attribute] = []
    attrs: list[dict[str, Attribute]] = []
    variadic = False

    def argument() -> None:
        nonlocal variadic
        if variadic:
            parser.raise_error("variadic arguments must be in the end of the argument list")
        if allow_variadic and parser.parse_optional_characters("...") is not None:
            variadic = True
            return
        pos = parser.pos
        arg = parser.parse_optional_argument()
        if arg is not None:
            if types and not named:
                parser.raise_error("expected type instead of SSA identifier", pos, parser.pos)
            named.append(arg)
            types.append(arg.type)
        else:
            if named:
                parser.raise_error("expected SSA identifier")
            types.append(parser.parse_type())  # (the parser's "expected non-function type")
        attrs.append(parser.parse_optional_dictionary_attr_dict())
        location = parser.parse_optional_location()
        if arg is not None:
            arg.location = location

    parser.parse_comma_separated_list(Parser.Delimiter.PAREN, argument)
    return (named or None), types, attrs, variadic


def print_function_arguments(
    printer: Printer, body: Region, inputs: Sequence[Attribute], arg_attrs: ArrayAttr[DictionaryAttr] | None
) -> None:
    """A function's arguments in parentheses, as upstream's `printFunctionSignature`: of a definition its entry
    block's arguments (`%arg0: i32 {llvm.noundef}`), of a declaration the types (`i32 {llvm.noundef}`), each
    with its attribute dictionary when not empty; the parentheses are left open (a variadic `...` may follow)."""
    attrs = arg_attrs.data if arg_attrs is not None else [None] * len(inputs)

    def declared(pair) -> None:
        type_, dictionary = pair
        printer.print_attribute(type_)
        if dictionary is not None and dictionary.data:
            printer.print_string(" ")
            printer.print_attr_dict(dictionary.data)

    if body.blocks:
        printer.print_list(zip(body.blocks[0].args, attrs), lambda t: print_func_argument(printer, *t))
    else:
        printer.print_list(zip(inputs, attrs), declared)


def print_function_outputs(
    printer: Printer, outputs: Sequence[Attribute], res_attrs: ArrayAttr[DictionaryAttr] | None
) -> None:
    """A function's ` -> results` as upstream's `printFunctionResultList`: xDSL's, but a single function type in
    parentheses, `-> ((i32) -> i32)` (xDSL's `-> (i32) -> i32` does not parse), and a single result whose
    attribute dictionary is empty (`res_attrs = [{}]`, as a portable artifact's functions have) without them,
    `-> i32` (xDSL's `-> (i32)`)."""
    if (
        res_attrs is not None
        and len(outputs) == 1
        and not isinstance(outputs[0], FunctionType)
        and not res_attrs.data[0].data  # type: ignore[union-attr]
    ):
        res_attrs = None
    if res_attrs is None and len(outputs) == 1 and isinstance(outputs[0], FunctionType):
        res_attrs = ArrayAttr([DictionaryAttr({})])  # xDSL's parentheses; an empty dictionary prints nothing
    _print_func_outputs(printer, outputs, res_attrs)


class FuncOp(xdsl_func.FuncOp):
    """A function; xDSL's op with upstream's parser (see the module docstring).

        func.func private @f(tensor<4xf32> {bufferization.access = "read"}) -> f32
        func.func @g(%x: f32) -> f32 { return %x : f32 }
    """

    external = registered_factory(xdsl_func.FuncOp.external)
    from_region = registered_factory(xdsl_func.FuncOp.from_region)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        visibility = parser.parse_optional_visibility_keyword()
        name = parser.parse_symbol_name().data
        entry_args, input_types, arg_attrs, _ = parse_function_arguments(parser)
        return_types, res_attrs = _parse_func_outputs(parser)
        extra = parser.parse_optional_attr_dict_with_keyword(function_reserved_attr_names(visibility))
        body_pos = parser.pos
        region = parser.parse_optional_region(entry_args)
        if region is None:
            region = Region()
        elif not region.blocks:
            parser.raise_error("expected non-empty function body", body_pos, parser.pos)
        op = cls(
            name=name,
            function_type=(input_types, return_types),
            region=region,
            visibility=visibility,
            arg_attrs=ArrayAttr(DictionaryAttr(attrs) for attrs in arg_attrs) if any(arg_attrs) else None,
            res_attrs=res_attrs,
        )
        if extra is not None:
            op.attributes |= extra.data
        return op

    def print(self, printer: Printer) -> None:
        """Upstream's `function_interface_impl::printFunctionOp`; unlike xDSL's printer, a declaration keeps its
        argument and result attributes (xDSL prints its function type alone) and prints no `-> ()` without
        results, and a single function-typed result is in parentheses: `func.func private @f(i32 {llvm.noundef})
        -> (f32 {llvm.noundef})`, `func.func private @g(i32)`, `func.func @h() -> ((i32) -> i32) {...}`."""
        if self.sym_visibility:
            printer.print_string(f" {self.sym_visibility.data}")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        with printer.in_parens():
            print_function_arguments(printer, self.body, self.function_type.inputs.data, self.arg_attrs)
        print_function_outputs(printer, self.function_type.outputs.data, self.res_attrs)
        printer.print_op_attributes(
            self.attributes, reserved_attr_names=("sym_name", "function_type", "sym_visibility"), print_keyword=True
        )
        if self.body.blocks:
            printer.print_string(" ", indent=0)
            printer.print_region(self.body, False, False)

    def verify_(self) -> None:
        """Upstream's `function_interface_impl::verifyTrait` first: one argument (result) attribute dictionary per
        argument (result); then xDSL's checks of the entry block."""
        function_type = self.function_type
        verify_function_attribute_counts(self, len(function_type.inputs.data), len(function_type.outputs.data))
        super().verify_()


class ReturnOp(xdsl_func.ReturnOp):
    """Returns from a `func.func`, with values of its result types (upstream's `ReturnOp::verify`):

        func.func @f() -> i32 {
          return    // error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
        }
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)  # its parent (HasParent) first
        function = self.parent_op()
        if not isinstance(function, xdsl_func.FuncOp):
            return
        results = function.function_type.outputs.data
        name = function.sym_name.data
        if len(self.arguments) != len(results):
            raise VerifyException(
                f"has {len(self.arguments)} operands, but enclosing function (@{name}) returns {len(results)}"
            )
        for i, (operand, result) in enumerate(zip(self.arguments, results)):
            if operand.type != result:
                # `emitError`, not `emitOpError`: no op name in front.
                raise DiagnosticError(
                    f"type of return operand {i} ('{operand.type}') doesn't match function result type "
                    f"('{result}') in function @{name}",
                    self,
                )


def verify_callee(op: xdsl_func.CallOp) -> None:
    """Upstream's `CallOp::verifySymbolUses`: the callee exists, is a `func.func`, and its types match.

        func.func private @f() -> (i32, f32)
        %0:2 = call @f() : () -> (f32, i32)   // error: 'func.call' op result type mismatch at index 0
    """
    callee = SymbolTable.lookup_symbol(op, op.callee)
    if not isinstance(callee, xdsl_func.FuncOp):
        raise VerifyException(f"'{op.callee.string_value()}' does not reference a valid function")
    function_type = callee.function_type
    inputs, outputs = function_type.inputs.data, function_type.outputs.data
    if len(inputs) != len(op.arguments):
        raise VerifyException("incorrect number of operands for callee")
    for i, (expected, operand) in enumerate(zip(inputs, op.arguments)):
        if operand.type != expected:
            raise VerifyException(
                f"operand type mismatch: expected operand type '{expected}', but provided "
                f"'{operand.type}' for operand number {i}"
            )
    if len(outputs) != len(op.results):
        raise VerifyException("incorrect number of results for callee")
    for i, (expected, result) in enumerate(zip(outputs, op.results)):
        if result.type != expected:
            raise DiagnosticError(
                op_error_message(op, f"result type mismatch at index {i}"),
                op,
                notes=[
                    (f"      op result types: {_types_text(op.result_types)}", op),
                    (f"function result types: {_types_text(outputs)}", op),
                ],
            )

def _parse_call_arguments(parser: Parser) -> tuple[list, int, dict[str, Attribute]]:
    """`(%a, %b) {attrs} :` of a call after its callee: the unresolved arguments, where they start (for the
    count error), and the attribute dictionary."""
    parser.parse_punctuation("(")
    operands_pos = parser.pos
    arguments = parser.parse_optional_undelimited_comma_separated_list(
        parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
    ) or []
    parser.parse_punctuation(")")
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    return arguments, operands_pos, attrs


class _CallSymbolUses(xdsl_func.CallOpSymbolUserOpInterface):
    """xDSL's check of a call against its callee's type, in upstream's words (`verify_callee`)."""

    def verify(self, op: Operation) -> None:
        verify_callee(op)


@irdl_op_redefinition
class CallOp(xdsl_func.CallOp):
    """A direct call: `%r = call @f(%a) : (i32) -> f32`; its types checked against @f's in upstream's words.

    Redefined for upstream's `arg_attrs`, `res_attrs` and `no_inline` properties (xDSL's op has none of them),
    written in the attribute dictionary as mlir-opt 22 prints them:

        %r = call @g(%a) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.zeroext}]} : (i32) -> i32
    """

    name = "func.call"
    arguments = var_operand_def()
    callee = prop_def(FlatSymbolRefAttr)
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    no_inline = opt_prop_def(UnitAttr)
    res = var_result_def()

    traits = traits_def(_CallSymbolUses())

    def __init__(
        self,
        callee: str | SymbolRefAttr,
        arguments: Sequence[SSAValue | Operation],
        return_types: Sequence[Attribute],
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
    ):
        if isinstance(callee, str):
            callee = SymbolRefAttr(callee)
        IRDLOperation.__init__(
            self,
            operands=[arguments],
            result_types=[return_types],
            properties={"callee": callee, "arg_attrs": arg_attrs, "res_attrs": res_attrs},
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """Upstream's format `$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)`, the
        properties but the callee read from the attribute dictionary."""
        callee = parser.parse_symbol_name()
        arguments, operands_pos, attrs = _parse_call_arguments(parser)
        function_type = parser.parse_function_type()
        inputs = function_type.inputs.data
        if len(arguments) != len(inputs):
            operand_type_count_error(parser, cls.name, len(arguments), len(inputs), operands_pos)
        op = cls(
            SymbolRefAttr(callee),
            [parser.resolve_operand(argument, type_) for argument, type_ in zip(arguments, inputs)],
            function_type.outputs.data,
        )
        for name in ("arg_attrs", "res_attrs", "no_inline"):
            if name in attrs:
                op.properties[name] = attrs.pop(name)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        """xDSL's format, but the functional type as upstream prints it: `() -> ((i32) -> i32)` (xDSL's
        `() -> (i32) -> i32` does not parse), and the properties but the callee in the attribute dictionary."""
        printer.print_string(" ")
        printer.print_attribute(self.callee)
        with printer.in_parens():
            printer.print_list(self.arguments, printer.print_operand)
        names = ("arg_attrs", "no_inline", "res_attrs")
        extra = {name: self.properties[name] for name in names if name in self.properties}
        printer.print_op_attributes(extra | dict(self.attributes))
        printer.print_string(" : ")
        printer.print_attribute(FunctionType.from_lists(self.arguments.types, self.result_types))


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """A function's reference as an SSA value (upstream's `func.constant`; xDSL lacks it):

        %f = constant @callee : (i32) -> f32

    Its type is the referenced `func.func`'s function type.
    """

    name = "func.constant"
    value = prop_def(FlatSymbolRefAttr)
    result = result_def()
    traits = traits_def(ConstantLike(), Pure())

    def __init__(self, value: str | SymbolRefAttr, type: Attribute):
        if isinstance(value, str):
            value = SymbolRefAttr(value)
        super().__init__(properties={"value": value}, result_types=[type])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """Upstream's format `attr-dict $value : type(results)`."""
        attrs = parser.parse_optional_attr_dict()
        pos = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, SymbolRefAttr) or value.nested_references.data:
            parser.raise_error("invalid kind of attribute specified", pos, parser.pos)
        parser.parse_punctuation(":")
        op = cls(value, parser.parse_type())
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        """Upstream's `ConstantOp::verifySymbolUses`:

            %x = constant @qux : (i32) -> ()   // error: reference to undefined function 'qux'
        """
        function = SymbolTable.lookup_symbol(self, self.value)
        if not isinstance(function, xdsl_func.FuncOp):
            raise VerifyException(f"reference to undefined function '{self.value.string_value()}'")
        if function.function_type != self.result.type:
            raise VerifyException("reference to function with mismatched type")


class CallOfConstant(RewritePattern):
    """Upstream's `CallIndirectOp::canonicalize`: a call of a `func.constant` is a direct call.

        %f = constant @callee : (i32) -> f32
        %r = call_indirect %f(%a) : (i32) -> f32
        ->
        %r = call @callee(%a) : (i32) -> f32
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, CallIndirectOp) and isinstance(constant := op.callee.owner, ConstantOp):
            rewriter.replace(op, CallOp(constant.value, op.callee_operands, op.result_types))


class CallIndirectOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (CallOfConstant(),)


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """A call of a function value (upstream's `func.call_indirect`; xDSL lacks it): its operands and results
    are those of the callee's function type.

        %f = constant @callee : (i32) -> f32
        %r = call_indirect %f(%a) : (i32) -> f32

    Canonicalize turns a call of a `func.constant` into `func.call @callee`.
    """

    name = "func.call_indirect"
    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res = var_result_def()
    traits = traits_def(CallIndirectOpHasCanonicalizationPatterns())

    def __init__(self, callee: SSAValue | Operation, arguments: Sequence[SSAValue | Operation]):
        callee_type = SSAValue.get(callee).type
        assert isinstance(callee_type, FunctionType)
        super().__init__(operands=[callee, arguments], result_types=[callee_type.outputs.data])

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        """Upstream's format `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`."""
        callee = parser.parse_unresolved_operand()
        arguments, operands_pos, attrs = _parse_call_arguments(parser)
        type_pos = parser.pos
        callee_type = parser.parse_type()
        if not isinstance(callee_type, FunctionType):
            from aiopt.support.asm_printer import attribute_text  # (only for the message)

            parser.raise_error(
                "invalid kind of type specified: expected builtin.function, but found "
                f"'{attribute_text(callee_type)}'",
                type_pos,
            )
        inputs = callee_type.inputs.data
        if len(arguments) != len(inputs):
            operand_type_count_error(parser, cls.name, len(arguments), len(inputs), operands_pos)
        op = cls(
            parser.resolve_operand(callee, callee_type),
            [parser.resolve_operand(argument, type_) for argument, type_ in zip(arguments, inputs)],
        )
        # Upstream keeps `arg_attrs` and `res_attrs` as properties, read from the attribute dictionary too.
        for name in ("arg_attrs", "res_attrs"):
            if name in attrs:
                op.properties[name] = attrs.pop(name)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.callee)
        with printer.in_parens():
            printer.print_list(self.callee_operands, printer.print_operand)
        # Upstream prints the properties in the one sorted attribute dictionary.
        printer.print_op_attributes(dict(sorted((self.attributes | self.properties).items())))
        printer.print_string(" : ")
        printer.print_attribute(self.callee.type)

    def verify_(self) -> None:
        """Upstream's `TypesMatchWith` constraints:

            "func.call_indirect"(%f, %x) : ((i32) -> i32, f32) -> i32
            // error: 'func.call_indirect' op failed to verify that callee input types match argument types
        """
        verify_irdl_constraints(self)
        callee_type = self.callee.type
        assert isinstance(callee_type, FunctionType)
        if tuple(callee_type.inputs.data) != tuple(self.callee_operands.types):
            raise VerifyException("failed to verify that callee input types match argument types")
        if tuple(callee_type.outputs.data) != tuple(self.result_types):
            raise VerifyException("failed to verify that callee result types match result types")


_REPLACED = {"func.func": FuncOp, "func.return": ReturnOp, "func.call": CallOp}

Func = Dialect(
    "func",
    [_REPLACED.get(op.name, op) for op in xdsl_func.Func.operations] + [ConstantOp, CallIndirectOp],
    list(xdsl_func.Func.attributes),
    [DialectInlinerInterface()],
)

__all__ = ["CallIndirectOp", "CallOp", "ConstantOp", "Func", "FuncOp", "ReturnOp", "function_reserved_attr_names"]
