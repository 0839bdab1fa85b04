"""`convert-mhlo-to-linalg`'s pattern for `custom_call @stablehlo.dynamic_reduce_window`: `scf.for` loops.

jax exports a reduce_window whose window depends on a symbolic dimension
(`jnp.cumsum` under shape polymorphism) as this call, its window as values
(aiopt.reference.hlo.dynamic_reduce_window). A generic cannot take a window
of run-time size, so the call becomes loops on tensors: for each output
index `o` (loops carrying the results) and each window offset `k` (loops
carrying the accumulators, from the init values), the input position along
each dimension is `p = o * stride + k * window_dilation - padding_low` in the
padded, base-dilated input; where `p >= 0`, `p % base_dilation == 0` and
`p / base_dilation < size` for every dimension, the element there is
combined into the accumulators by the body (the called function, inlined as
scalar ops), else the accumulator stays (padding and holes are the init
value, the body's identity as reduce_window takes it). For a cumulative sum
of a `?` vector (window `n`, padding `n - 1` low):

    %r = scf.for %o = %c0 to %out step %c1 iter_args(%res = %empty) -> (tensor<?xf32>) {
      %acc = scf.for %k = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
        %p = ... %o * %stride + %k * %dilation - %low
        %inside = ... %p >= 0, %p % %base == 0, %p / %base < %size
        %new = scf.if %inside -> (f32) {
          %x = tensor.extract %input[%q] : tensor<?xf32>
          %s = arith.addf %a, %x : f32
          scf.yield %s : f32
        } else {
          scf.yield %a : f32
        }
        scf.yield %new : f32
      }
      %u = tensor.insert %acc into %res[%o] : tensor<?xf32>
      scf.yield %u : tensor<?xf32>
    }

The output size along a dimension is `(padded - dilated_window) / stride + 1`,
0 where the dilated window is larger than the padded input. Window
dimensions, strides and dilations that are not positive fail a `cf.assert`
first (the interpreter's RuntimeCheckError, in its words).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import cf
from xdsl.dialects.builtin import TensorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.scf import IfOp, YieldOp
from aiopt.lowering.hlo_loop_builders import Insert, loop_nest
from aiopt.lowering.mhlo_to_linalg_contraction import _replace_cast_back, _signless_operands, inline_hlo_body
from aiopt.lowering.mhlo_to_linalg_gather_scatter import has_scalar_form, inline_scalar_region
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size, cast_to, empty, tensor_of
from aiopt.lowering.mhlo_to_linalg_utils import extract_scalar, hlo_op_types, signless_type
from aiopt.reference.hlo.dynamic_reduce_window import (
    POSITIVE,
    body_function,
    is_dynamic_reduce_window,
    positive_message,
    signature_error,
)

LOWERED_OPS = frozenset()
"""The HLO ops this module lowers whole: none (custom_call only for @stablehlo.dynamic_reduce_window)."""


class DynamicReduceWindowToLoops(RewritePattern):
    """`custom_call @stablehlo.dynamic_reduce_window` -> loops over the output and the window (see the module)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_dynamic_reduce_window(op) or signature_error(op) is not None:
            return
        count = len(op.results)
        body = body_function(op).body
        elements = [element_type_of(signless_type(v.type)) for v in op.operands[:count]]
        inlined = has_scalar_form(body, [*elements, *elements])
        if not inlined and any(signless_type(v.type) != v.type for v in op.operands[:count]):
            return
        index = IndexMath(rewriter.insert)
        inputs = _signless_operands(rewriter, op.operands[:count])
        inits = [extract_scalar(rewriter, v) for v in _signless_operands(rewriter, op.operands[count : 2 * count])]
        window = _window(rewriter, index, op)
        sizes = index.sizes(inputs[0])
        out = [_output_size(index, size, *(w[d] for w in window[:4]), *window[4][d]) for d, size in enumerate(sizes)]
        results = [empty(rewriter, index, tensor_of(e, out), out) for e in elements]

        def each_output(insert: Insert, math: IndexMath, position: list[SSAValue], carried: list[SSAValue]):
            def each_offset(insert: Insert, math: IndexMath, offset: list[SSAValue], accumulators: list[SSAValue]):
                holds, at = _element_at(insert, math, position, offset, window, sizes)
                return _combine_if(insert, holds, accumulators, inputs, at, body, inlined)

            accumulators = loop_nest(insert, window[0], inits, each_offset)
            return [_emit(insert, tensor.InsertOp(a, r, position)) for a, r in zip(accumulators, carried)]

        done = loop_nest(rewriter.insert, out, results, each_output)
        typed = [cast_to(rewriter, v, TensorType(e, r.type.get_shape())) for v, e, r in zip(done, elements, op.results)]
        _replace_cast_back(rewriter, op, typed)


def _emit(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


def _window(rewriter: PatternRewriter, index: IndexMath, op: Operation) -> list:
    """[dimensions, strides, base dilations, window dilations, padding pairs] as `index` values, after a
    `cf.assert` that each of the first four is positive."""
    count = len(op.results)
    operands = op.operands[2 * count :]
    rank = op.operands[0].type.get_num_dims()
    factors = [[index.extract_index(v, [d]) for d in range(rank)] for v in operands[:4]]
    for name, values in zip(POSITIVE, factors):
        for d, value in enumerate(values):
            holds = index.cmp("sgt", value, 0)
            rewriter.insert(cf.AssertOp(holds, f"'{op.name}' op {positive_message(name, d)}"))
    padding = [
        (index.extract_index(operands[4], [d, 0]), index.extract_index(operands[4], [d, 1])) for d in range(rank)
    ]
    return [*factors, padding]


def _output_size(index: IndexMath, size: Size, window: Size, stride: Size, base: Size, dilation: Size,
                 low: Size, high: Size) -> SSAValue:  # fmt: skip
    """The number of window positions along a dimension of `size` (0 where the window does not fit)."""
    dilated_input = index.max(index.add(index.mul(index.sub(size, 1), base), 1), 0)
    padded = index.add(index.add(dilated_input, low), high)
    dilated_window = index.add(index.mul(index.sub(window, 1), dilation), 1)
    room = index.sub(padded, dilated_window)
    positions = index.add(index.divsi(index.max(room, 0), stride), 1)
    return index.value(index.select(index.cmp("sge", room, 0), positions, 0))


def _element_at(insert: Insert, math: IndexMath, position: Sequence[SSAValue], offset: Sequence[SSAValue],
                window: list, sizes: Sequence[Size]) -> tuple[SSAValue, list[SSAValue]]:  # fmt: skip
    """Whether window `offset` of output `position` falls on an input element (not on padding or a hole of the
    base dilation), and that element's index: along each dimension `p = position * stride + offset *
    window_dilation - low` is an element where `p >= 0`, `p % base == 0` and `p / base < size`."""
    strides, bases, dilations, padding = window[1], window[2], window[3], window[4]
    holds: SSAValue | None = None
    at = []
    for d, (o, k) in enumerate(zip(position, offset)):
        p = math.value(math.sub(math.add(math.mul(o, strides[d]), math.mul(k, dilations[d])), padding[d][0]))
        quotient = math.value(math.divsi(p, bases[d]))
        remainder = math.remsi(p, bases[d])
        for condition in (math.cmp("sge", p, 0), math.cmp("eq", remainder, 0), math.cmp("slt", quotient, sizes[d])):
            condition = math.value_i1(condition)
            holds = condition if holds is None else _emit(insert, arith.AndIOp(holds, condition))
        at.append(quotient)
    return holds, at


def _combine_if(insert: Insert, condition: SSAValue, accumulators: list[SSAValue], inputs: Sequence[SSAValue],
                at: list[SSAValue], body: Region, inlined: bool) -> list[SSAValue]:  # fmt: skip
    """`scf.if %condition`: the body of the accumulators and the inputs' elements `at`; else the accumulators.

    The body is inlined as scalar ops where it is `inlined` (HLO ops with a scalar form), else cloned on rank-0
    tensors (`inline_scalar_region`: a body function this pass lowered already, its ops on tensor<f32>)."""
    then = Block()
    scalars = [*accumulators, *(_emit(then.add_op, tensor.ExtractOp(x, at, element_type_of(x.type))) for x in inputs)]
    combined = inline_hlo_body(then, body.block, scalars) if inlined else None
    if combined is None:
        combined = inline_scalar_region(then.add_op, body, scalars)
    then.add_op(YieldOp(*combined))
    otherwise = Block([YieldOp(*accumulators)])
    op = IfOp(condition, [a.type for a in accumulators], Region(then), Region(otherwise))
    insert(op)
    return list(op.results)


def populate_mhlo_to_linalg_dynamic_reduce_window_patterns() -> list[RewritePattern]:
    """The pattern that lowers `custom_call @stablehlo.dynamic_reduce_window`."""
    return [DynamicReduceWindowToLoops()]
