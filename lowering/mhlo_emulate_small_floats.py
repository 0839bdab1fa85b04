"""`--mhlo-emulate-small-floats`: compute f4/f6/f8 tensors in f32, rounded to their format after each op.

The CPU has no arithmetic on the small float types (f8E4M3FN, f8E5M2, f8E4M3,
f8E3M4, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E8M0FNU, f6E2M3FN, f6E3M2FN,
f4E2M1FN), and LLVM none of their conversions. As upstream's
`arith-emulate-unsupported-floats` does for arith ops, this pass computes
them in f32: every tensor of a small float type becomes a tensor of f32
(function signatures included, so that compiled code takes and returns the
float32 arrays that hold them in the reference interpreter), a function's
arguments of such types are rounded to their format on entry (as the
interpreter rounds its inputs), and so is the result of each op that makes
such a tensor:

    %r = mhlo.add %a, %b : tensor<4xf8E4M3FN>

becomes

    %s = mhlo.add %a, %b : tensor<4xf32>
    %r = "mhlo.map"(%s) <{dimensions = dense<0> : tensor<1xi64>}> ({
    ^bb0(%x: tensor<f32>):
      ... %x rounded to f8E4M3FN: nearest, ties to even; 464 -> 448, 480 -> NaN, as APFloat
      mhlo.return %rounded : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>

(the rounding a map of its scalar computation, so that its constants are
rank 0 whatever the shape: no broadcasts to dynamic sizes; a rank-0 value,
as in a reduction's body, is rounded by the scalar ops themselves)

The rounding is exact for results that f32 holds exactly (every op on two
small floats but a long dot or reduction, whose f32 sum is rounded twice, as
in the reference interpreter). `mhlo.bitcast_convert` of a small float, which
needs its bits, is reported as not supported by the CPU code generator yet.
Run it after `stablehlo-legalize-to-mhlo` and before `convert-mhlo-to-linalg`.
"""

from __future__ import annotations

import math
import struct

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatNanEncoding,
    FloatNonfiniteBehavior,
    FunctionType,
    MemRefType,
    ModuleOp,
    ReducedPrecisionFloatType,
    ShapedType,
    TensorType,
    UnknownLoc,
    f32,
    i32,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import func, mhlo
from aiopt.dialects.hlo.types import map_element_types
from aiopt.lowering.chlo_legalize_to_mhlo import _splat_like
from aiopt.reference.hlo import largest_finite
from aiopt.support.dense_elements import from_values
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass

MHLO = mhlo.OPS


def widened(type_: Attribute) -> Attribute:
    """`type_` with its f4/f6/f8 elements as f32: `tensor<4xf8E5M2>` -> `tensor<4xf32>` (tuples too)."""
    return map_element_types(type_, lambda element: f32 if isinstance(element, ReducedPrecisionFloatType) else None)


def _small_element(type_: Attribute) -> ReducedPrecisionFloatType | None:
    element = type_.get_element_type() if isinstance(type_, ShapedType) else type_
    return element if isinstance(element, ReducedPrecisionFloatType) else None


def _f32_bits(value: float) -> int:
    """The bits of an f32 value as a signed i32 (0x80000000 is -2**31)."""
    return struct.unpack("<i", struct.pack("<f", value))[0]


class _Builder:
    """Builds the rounding of one f32 tensor, inserted before the op `before`, each op at `location`."""

    def __init__(self, before: Operation, like: SSAValue, location: Attribute):
        self.before, self.like, self.location = before, like, location
        self.rewriter = PatternRewriter(before)
        shape_type = like.type
        assert isinstance(shape_type, TensorType)
        self.f32_type = shape_type
        self.i32_type = TensorType(i32, shape_type.shape, shape_type.encoding)
        self._splats: dict[tuple, SSAValue] = {}

    def op(self, op: Operation) -> SSAValue:
        op.location = self.location
        return self.rewriter.insert(op).results[0]

    def f32(self, value: float) -> SSAValue:
        return self._splat(value, self.f32_type)

    def i32(self, value: int) -> SSAValue:
        return self._splat(value, self.i32_type)

    def _splat(self, value, type_: TensorType) -> SSAValue:
        # One splat per value and type: with a dynamic shape each is a broadcast to the run-time sizes,
        # whose ops (and shape checks, once lowered) would otherwise repeat for every use.
        key = (value, type_.get_element_type())
        if key not in self._splats:
            self._splats[key] = self._new_splat(value, type_)
        return self._splats[key]

    def _new_splat(self, value, type_: TensorType) -> SSAValue:
        previous = self.before.prev_op
        result = _splat_like(self.rewriter, value, type_, self.like)
        # Give the constants (and dynamic broadcasts) the location of the op too.
        new = previous.next_op if previous is not None else self.before.parent_block().first_op
        while new is not None and new is not self.before:
            if isinstance(new.location, UnknownLoc):
                new.location = self.location
            new = new.next_op
        return result

    def binary(self, name: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
        return self.op(MHLO[name](lhs, rhs))

    def compare(self, lhs: SSAValue, rhs: SSAValue, direction: str) -> SSAValue:
        return self.op(MHLO["compare"](lhs, rhs, direction))

    def select(self, pred: SSAValue, on_true: SSAValue, on_false: SSAValue) -> SSAValue:
        return self.op(MHLO["select"](pred, on_true, on_false))

    def bits(self, x: SSAValue) -> SSAValue:
        return self.op(MHLO["bitcast_convert"](x, self.i32_type))

    def float(self, bits: SSAValue) -> SSAValue:
        return self.op(MHLO["bitcast_convert"](bits, self.f32_type))


def round_to_format(b: _Builder, x: SSAValue, element: ReducedPrecisionFloatType) -> SSAValue:
    """`x` (f32) rounded to `element`'s values, as `reference.round_to_small_float` does in numpy.

    |x| is rounded to a multiple of its quantum 2**(max(e, emin) - mantissa bits)
    (e its exponent) with round_nearest_even; what exceeds the largest finite
    value becomes inf, NaN or the largest value (IEEE, NaN-only and finite-only
    formats); the sign is put back, except that FNUZ formats have no -0 and
    f8E8M0FNU no sign (negative values are NaN) and no zero (it is 2**-127).
    """
    semantics = element.SEMANTICS
    largest = largest_finite(element)
    smallest_exponent = 1 - semantics.exponent_bias if semantics.has_zero else -semantics.exponent_bias
    # f32 quanta are normal numbers; f8E8M0FNU's 2**-127 is handled apart below.
    quantum_exponent = max(smallest_exponent, -126)
    magnitude = b.op(MHLO["abs"](x))
    biased = b.binary("shift_right_logical", b.bits(magnitude), b.i32(23))
    exponent = b.binary("maximum", biased, b.i32(1))  # f32 subnormals are at 2**-126
    exponent = b.binary("maximum", exponent, b.i32(quantum_exponent + 127))
    quantum_bits = b.binary("shift_left", b.binary("subtract", exponent, b.i32(semantics.mantissa_bits)), b.i32(23))
    quantum = b.float(quantum_bits)
    steps = b.op(MHLO["round_nearest_even"](b.binary("divide", magnitude, quantum)))
    rounded = b.binary("multiply", steps, quantum)
    if not semantics.has_zero:
        # Below the midpoint of 2**-127 and 2**-126 (and 0 itself): 2**-127.
        smallest = math.ldexp(1.0, smallest_exponent)
        tiny = b.compare(magnitude, b.f32(1.5 * smallest), "LT")
        rounded = b.select(tiny, b.f32(smallest), rounded)
    match semantics.nonfinite:
        case FloatNonfiniteBehavior.IEEE:
            overflow = math.inf
        case FloatNonfiniteBehavior.NAN_ONLY:
            overflow = math.nan
        case _:
            overflow = largest
    # NaN steps (inf / inf) compare false, and overflow too.
    fits = b.compare(rounded, b.f32(largest), "LE")
    rounded = b.select(fits, rounded, b.f32(overflow))
    is_nan = b.compare(x, x, "NE")
    nan = largest if semantics.nonfinite is FloatNonfiniteBehavior.FINITE_ONLY else math.nan
    rounded = b.select(is_nan, b.f32(nan), rounded)
    if semantics.has_sign:
        sign = b.binary("and", b.bits(x), b.i32(_f32_bits(-0.0)))
        rounded = b.float(b.binary("or", b.bits(rounded), sign))
    else:
        negative = b.compare(x, b.f32(0.0), "LT")
        rounded = b.select(negative, b.f32(math.nan), rounded)
    if semantics.nan_encoding is FloatNanEncoding.NEGATIVE_ZERO:
        zero = b.f32(0.0)
        rounded = b.select(b.compare(rounded, zero, "EQ"), zero, rounded)
    return rounded


def _is_supported(op: Operation) -> bool:
    """Whether the pass can compute `op` in f32: mhlo ops but bitcast_convert, which needs the bits of
    a small float, and the func ops; arith on f8 scalars (linalg bodies) and memrefs of f8 are not."""
    values = (*op.operands, *op.results, *(a for r in op.regions for b in r.blocks for a in b.args))
    if any(isinstance(v.type, MemRefType) for v in values):
        return False
    return op.dialect_name() in ("mhlo", "func") and not isinstance(op, mhlo.BitcastConvertOp)


def _computes(op: Operation) -> bool:
    """Whether `op` makes new values whose results must be rounded (not a constant, nor a terminator)."""
    return not isinstance(op, mhlo.ConstantOp) and op.next_op is not None and not isinstance(op, func.FuncOp)


class MhloEmulateSmallFloatsPass(DiagnosticPass):
    """f4/f6/f8 tensors computed in f32 and rounded after each op (see the module).

    Example, `ai-opt --mhlo-emulate-small-floats`:

        func.func @f(%a: tensor<4xf8E4M3FN>, %b: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
          %r = mhlo.add %a, %b : tensor<4xf8E4M3FN>
          func.return %r : tensor<4xf8E4M3FN>
        }

    becomes (each `mhlo.map` rounds to f8E4M3FN's values)

        func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
          %0 = "mhlo.map"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> ({
          ...
          %2 = mhlo.add %0, %1 : tensor<4xf32>
          %3 = "mhlo.map"(%2) <{dimensions = dense<0> : tensor<1xi64>}> ({
          ...
          return %3 : tensor<4xf32>
    """

    name = "mhlo-emulate-small-floats"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        ops = list(op.walk())
        failed = False
        for nested in ops:
            values = (*nested.operands, *nested.results, *(a for r in nested.regions for b in r.blocks for a in b.args))
            elements = [e for v in values if (e := _small_element(v.type))]
            if elements and not _is_supported(nested):
                element = elements[0]
                emit_error(nested, f"'{nested.name}' on {element} is not supported by the CPU code generator yet")
                failed = True
        if failed:
            return
        # (value, its element type, the op its rounding goes before)
        to_round: list[tuple[SSAValue, ReducedPrecisionFloatType, Operation]] = []
        for nested in ops:
            for attribute_name, attribute in (*nested.properties.items(), *nested.attributes.items()):
                try:
                    new = _widened_attribute(attribute)
                except ResourceError as err:
                    emit_error(nested, f"'{nested.name}' op {err}")
                    return
                if new is not attribute:
                    holder = nested.properties if attribute_name in nested.properties else nested.attributes
                    holder[attribute_name] = new
            for result in list(nested.results):
                element = _small_element(result.type)
                new_type = widened(result.type)
                if new_type != result.type:
                    result = Rewriter.replace_value_with_new_type(result, new_type)
                    if element is not None and _computes(nested):
                        to_round.append((result, element, nested.next_op))
            for region in nested.regions:
                for block in region.blocks:
                    for arg in list(block.args):
                        element = _small_element(arg.type)
                        new_type = widened(arg.type)
                        if new_type != arg.type:
                            arg = Rewriter.replace_value_with_new_type(arg, new_type)
                            if element is not None and isinstance(nested, func.FuncOp) and block.first_op:
                                to_round.append((arg, element, block.first_op))
        for value, element, before in to_round:
            _round_before(before, value, element)


def _widened_attribute(attribute: Attribute) -> Attribute:
    """Constants' values and function types, with f4/f6/f8 elements as f32 (the values are exact in f32; a
    `dense_resource` blob's bytes are the format's bits, read as the dense elements they are)."""
    if isinstance(attribute, DenseResourceAttr) and _small_element(attribute.type):
        attribute = dense_from_resource(attribute)
    if isinstance(attribute, DenseIntOrFPElementsAttr) and _small_element(attribute.type):
        return from_values(widened(attribute.type), list(attribute.get_values()))
    if isinstance(attribute, FunctionType):
        return widened(attribute)
    return attribute


def _round_before(before: Operation, value: SSAValue, element: ReducedPrecisionFloatType) -> None:
    """Round `value` to `element` before the op `before`: right after the op that makes it, or at the start
    of the function whose argument it is (the caller's float32 values may lie between the format's); its
    users take the rounded value."""
    if not isinstance(value.type, TensorType):
        return
    location = value.block.parent_op().location if isinstance(value, BlockArgument) else value.owner.location
    users = {use.operation for use in value.uses}
    if not value.type.get_shape():
        # A scalar (as in reduction bodies, whose lowering takes only element-wise ops): rounded in place.
        rounded = round_to_format(_Builder(before, value, location), value, element)
        value.replace_uses_with_if(rounded, lambda use: use.operation in users)
        return
    # A tensor is rounded by one `mhlo.map` of the scalar computation: its constants are rank 0 whatever
    # the shape (a dynamic one needs no broadcasts, nor the shape checks they bring) and it lowers to one loop.
    block = Block(arg_types=[TensorType(f32, [])])
    returned = MHLO["return"]([block.args[0]])
    block.add_op(returned)
    returned.location = location
    scalar = round_to_format(_Builder(returned, block.args[0], location), block.args[0], element)
    returned.operands = [scalar]
    rounding = MHLO["map"]([value], Region(block))
    rounding.location = location
    Rewriter.insert_op(rounding, InsertPoint.before(before))
    value.replace_uses_with_if(rounding.results[0], lambda use: use.operation in users)
