"""`convert-mhlo-to-linalg`'s pattern for JAX's shape assertions: `custom_call @shape_assertion` to `cf.assert`.

A shape-polymorphic export (`jax.export` with symbolic shapes) checks its
input shapes against the specification before the computation:

    %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x8xf32>) -> tensor<i32>
    %1 = stablehlo.compare GE, %0, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {error_message = "Expected value >= 1 for dimension variable 'b'.
        ... Obtained dimension variables: 'b' = {0} ..."} : (tensor<i1>, tensor<i32>) -> ()

becomes

    %p = tensor.extract %1[] : tensor<i1>
    cf.assert %p, "'stablehlo.custom_call' op Expected value >= 1 for dimension variable 'b'. ... 'b' = {0} ..."

so that compiled code fails the call with a located `RuntimeCheckError`
where the assertion does not hold. A message with `{0}`, `{1}`, ...
placeholders, which jax (and the interpreter, `aiopt.reference.hlo.control_flow`)
fills in with the operands after the first, asserts in a private function
whose arguments are those operands (extended to i64), marked
`aiopt.format_arguments` (`aiopt.support.formatted_asserts`): a `cf.assert`
message is constant, and `convert-cf-assert-to-runtime-call` writes the
arguments into it where it fails:

    %n = tensor.extract %0[] : tensor<i32>
    %n64 = arith.extsi %n : i32 to i64
    func.call @shape_assertion(%n64, %p) : (i64, i1) -> ()
    ...
    func.func private @shape_assertion(%arg0: i64, %arg1: i1) attributes {aiopt.format_arguments} {
      cf.assert %arg1, "'stablehlo.custom_call' op ... 'b' = {0} ..."
      func.return
    }

Operands that are not integer scalars (or placeholders that name none of
them) keep the message as written, in an inline `cf.assert`.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import cf
from xdsl.dialects.builtin import IntegerType, ModuleOp, Signedness, StringAttr, TensorType, UnitAttr, i1, i64
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, func, tensor
from aiopt.lowering.llvm_type_converter import unique_symbol
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types
from aiopt.reference.hlo.control_flow import SHAPE_ASSERTION
from aiopt.support.diagnostics import location_from_attr
from aiopt.support.formatted_asserts import FORMAT_ARGUMENTS, split_fields

LOWERED_OPS = frozenset()
"""The HLO ops this module lowers whole: none (custom_call only for @shape_assertion)."""


class ShapeAssertionToAssert(RewritePattern):
    """`custom_call @shape_assertion(%holds, %values...)` -> `cf.assert` (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("custom_call")) or op.call_target_name.data != SHAPE_ASSERTION:
            return
        if op.results or not op.operands or op.operands[0].type != TensorType(i1, []):
            return
        message = op.attributes.get("error_message")
        text = message.data if isinstance(message, StringAttr) else "shape assertion failed"
        # In the words of the other run-time checks (and of the interpreter): "'<op>' op <message>".
        text = f"'{op.name}' op {text}"
        holds = tensor.ExtractOp(op.operands[0], [], i1)
        rewriter.insert(holds)
        values = op.operands[1:]
        fields = split_fields(text)
        if not fields or not fields[1] or not all(map(_integer_scalar, values)):
            rewriter.replace(op, cf.AssertOp(holds.results[0], text), [])
            return
        arguments = []
        for value in values:
            scalar = tensor.ExtractOp(value, [], value.type.element_type)
            rewriter.insert(scalar)
            if value.type.element_type != i64:
                scalar = arith.ExtSIOp(scalar.results[0], i64)
                rewriter.insert(scalar)
            arguments.append(scalar.results[0])
        callee = _asserting_function(op, text, len(values))
        rewriter.replace(op, func.CallOp(callee, [*arguments, holds.results[0]], []), [])


def _integer_scalar(value: SSAValue) -> bool:
    """Whether `value` is a 0-d tensor of a signless integer type of 2 to 64 bits (jax's i32 and i64 sizes)."""
    element = value.type.element_type if isinstance(value.type, TensorType) else None
    return (
        isinstance(element, IntegerType)
        and value.type.get_shape() == ()
        and element.signedness.data == Signedness.SIGNLESS
        and 1 < element.width.data <= 64
    )


def _asserting_function(op: Operation, text: str, count: int) -> str:
    """Add to `op`'s module a private function of `count` i64 arguments and an i1 that asserts the i1 with
    message `text`, marked FORMAT_ARGUMENTS; its name."""
    module = op.parent_op()
    while not isinstance(module, ModuleOp):
        module = module.parent_op()
    name = unique_symbol(module, "shape_assertion")
    types: Sequence = [*[i64] * count, i1]
    block = Block(arg_types=types)
    check = cf.AssertOp(block.args[-1], text)
    # The location a failure reports: the op's, or its closest ancestor's with one (jax's ops have names only).
    located: Operation | None = op
    while located is not None and location_from_attr(located.location) is None:
        located = located.parent_op()
    check.location = (located or op).location
    block.add_ops([check, func.ReturnOp()])
    function = func.FuncOp(name, (types, []), Region(block), "private")
    function.attributes[FORMAT_ARGUMENTS] = UnitAttr()
    Rewriter.insert_op(function, InsertPoint.at_end(module.body.block))
    return name


def populate_mhlo_to_linalg_shape_assertion_patterns() -> list[RewritePattern]:
    """The pattern that lowers JAX's shape assertions."""
    return [ShapeAssertionToAssert()]
