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
where the assertion does not hold. The message keeps its `{0}`, `{1}`, ...
placeholders (a `cf.assert` message is constant); the interpreter fills
them in with the operands after the first (`aiopt.reference.hlo.control_flow`).
"""

from __future__ import annotations

from xdsl.dialects import cf
from xdsl.dialects.builtin import StringAttr, TensorType, i1
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import tensor
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types
from aiopt.reference.hlo.control_flow import SHAPE_ASSERTION

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
        holds = tensor.ExtractOp(op.operands[0], [], i1)
        rewriter.insert(holds)
        # In the words of the other run-time checks (and of the interpreter): "'<op>' op <message>".
        rewriter.replace(op, cf.AssertOp(holds.results[0], f"'{op.name}' op {text}"), [])


def populate_mhlo_to_linalg_shape_assertion_patterns() -> list[RewritePattern]:
    """The pattern that lowers JAX's shape assertions."""
    return [ShapeAssertionToAssert()]
