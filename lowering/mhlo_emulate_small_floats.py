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
needs its bits, encodes the f32 values into their codes and decodes codes into
f32 values with integer ops (`encode`, `decode`), around a `bitcast_convert` of
integers where the widths differ.
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
    IntegerType,
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
from aiopt.reference.hlo import largest_finite, nan_in_format, signed_nans
from aiopt.support.dense_elements import from_values
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.worklist_population import walk_ops

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
        self.f32_type = TensorType(f32, shape_type.shape, shape_type.encoding)
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

    def convert(self, x: SSAValue, type_: TensorType) -> SSAValue:
        return self.op(MHLO["convert"](x, type_))


def round_to_format(b: _Builder, x: SSAValue, element: ReducedPrecisionFloatType) -> SSAValue:
    """`x` (f32) rounded to `element`'s values, as `reference.round_to_small_float` does in numpy.

    |x| is rounded to a multiple of its quantum 2**(max(e, emin) - mantissa bits)
    (e its exponent) with round_nearest_even; what exceeds the largest finite
    value becomes inf, NaN or the largest value (IEEE, NaN-only and finite-only
    formats); the sign is put back, except that FNUZ formats have no -0 and
    f8E8M0FNU no sign (negative values are NaN) and no zero (it is 2**-127).
    A NaN of either sign becomes `nan_in_format(element)`: NaN, or -0 in the
    formats without NaN (f4E2M1FN, f6E2M3FN, f6E3M2FN), as XLA converts it.
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
    if semantics.has_sign:
        sign = b.binary("and", b.bits(x), b.i32(_f32_bits(-0.0)))
        rounded = b.float(b.binary("or", b.bits(rounded), sign))
    else:
        negative = b.compare(x, b.f32(0.0), "LT")
        rounded = b.select(negative, b.f32(math.nan), rounded)
    if semantics.nan_encoding is FloatNanEncoding.NEGATIVE_ZERO:
        zero = b.f32(0.0)
        rounded = b.select(b.compare(rounded, zero, "EQ"), zero, rounded)
    # Last, so that a NaN's sign (which LLVM and numpy produce differently) is not kept.
    rounded = b.select(b.compare(x, x, "NE"), b.f32(nan_in_format(element)), rounded)
    return rounded


def encode(b: _Builder, x: SSAValue, element: ReducedPrecisionFloatType) -> SSAValue:
    """The code of `x` (f32 holding a value of `element`, or NaN) as an i32: 448.0 -> 0x7E in f8E4M3FN.

    A normal value's f32 bits shifted right by 23 - m (m mantissa bits) are
    `(E + 127) << m | mantissa`; less `(127 - bias) << m` they are the code. A
    subnormal (below 2**(1 - bias)) is its count of quanta 2**(1 - bias - m);
    inf is the all-ones exponent, NaN the format's NaN code (as APFloat encodes
    a NaN, and the interpreter) with the NaN's sign where the format's NaNs have
    one (`signed_nans`: -NaN is 0xFE in f8E5M2), and the sign is the top bit. f8E8M0FNU's
    2**-127 is the f32 subnormal 0x00200000, whose shifted bits are its code 0.
    """
    semantics = element.SEMANTICS
    width, bias, mantissa = semantics.bitwidth, semantics.exponent_bias, semantics.mantissa_bits
    bits = b.bits(x)
    magnitude_bits = b.binary("and", bits, b.i32(0x7FFFFFFF))
    shifted = b.binary("shift_right_logical", magnitude_bits, b.i32(23 - mantissa))
    code = b.binary("subtract", shifted, b.i32((127 - bias) << mantissa))
    if semantics.has_zero:
        smallest_normal = math.ldexp(1.0, 1 - bias)
        magnitude = b.float(magnitude_bits)
        # Clamped first: a larger value's count would not fit (it takes the normal code).
        clamped = b.binary("minimum", magnitude, b.f32(smallest_normal))
        quanta = b.binary("multiply", clamped, b.f32(math.ldexp(1.0, bias - 1 + mantissa)))
        subnormal = b.compare(magnitude, b.f32(smallest_normal), "LT")
        code = b.select(subnormal, b.convert(quanta, b.i32_type), code)
    if semantics.nonfinite is FloatNonfiniteBehavior.IEEE:
        infinite = b.compare(magnitude_bits, b.i32(_f32_bits(math.inf)), "EQ")
        code = b.select(infinite, b.i32(((1 << (width - 1 - mantissa)) - 1) << mantissa), code)
    if semantics.has_sign:
        sign = b.binary("shift_left", b.binary("shift_right_logical", bits, b.i32(31)), b.i32(width - 1))
        code = b.binary("or", code, sign)
    if semantics.nonfinite is not FloatNonfiniteBehavior.FINITE_ONLY:
        nan_code = b.i32(element.encode_bits(math.nan))
        if signed_nans(element):
            nan_code = b.binary("or", nan_code, sign)
        code = b.select(b.compare(x, x, "NE"), nan_code, code)
    return code


def decode(b: _Builder, code: SSAValue, element: ReducedPrecisionFloatType) -> SSAValue:
    """The f32 value of the code in the low bits of `code` (i32; the others are ignored): 0x7E -> 448.0 in f8E4M3FN.

    A normal code's magnitude shifted left by 23 - m (m mantissa bits), plus
    `(127 - bias) << 23`, is the f32 bits of its value; a code of exponent 0
    is its mantissa times 2**(1 - bias - m) (1.m times 2**-bias where the
    format has no zero: f8E8M0FNU's 2**-127). Then inf and NaN (the all-ones
    exponent of IEEE formats, the all-ones magnitude of NaN-only ones), the
    sign (a NaN code's too: 0xFD in f8E5M2 is -NaN), and the NaN of FNUZ
    formats (the negative zero's code, +NaN).
    """
    semantics = element.SEMANTICS
    width, bias, mantissa = semantics.bitwidth, semantics.exponent_bias, semantics.mantissa_bits
    magnitude_width = width - 1 if semantics.has_sign else width
    magnitude = b.binary("and", code, b.i32((1 << magnitude_width) - 1))
    normal = b.float(
        b.binary("add", b.binary("shift_left", magnitude, b.i32(23 - mantissa)), b.i32((127 - bias) << 23))
    )
    exponent = b.binary("shift_right_logical", magnitude, b.i32(mantissa))
    fraction = b.binary("and", magnitude, b.i32((1 << mantissa) - 1))
    if semantics.has_zero:
        significand, scale = fraction, math.ldexp(1.0, 1 - bias - mantissa)
    else:
        significand, scale = b.binary("or", fraction, b.i32(1 << mantissa)), math.ldexp(1.0, -bias - mantissa)
    small = b.binary("multiply", b.convert(significand, b.f32_type), b.f32(scale))
    value = b.select(b.compare(exponent, b.i32(0), "EQ"), small, normal)
    if semantics.nonfinite is FloatNonfiniteBehavior.IEEE:
        all_ones = (1 << (magnitude_width - mantissa)) - 1
        special = b.select(b.compare(fraction, b.i32(0), "EQ"), b.f32(math.inf), b.f32(math.nan))
        value = b.select(b.compare(exponent, b.i32(all_ones), "EQ"), special, value)
    nan_only = semantics.nonfinite is FloatNonfiniteBehavior.NAN_ONLY
    if nan_only and semantics.nan_encoding is not FloatNanEncoding.NEGATIVE_ZERO:
        # Before the sign: 0xFF in f8E4M3FN is -NaN.
        all_ones = b.compare(magnitude, b.i32((1 << magnitude_width) - 1), "EQ")
        value = b.select(all_ones, b.f32(math.nan), value)
    if semantics.has_sign:
        negative = b.compare(b.binary("and", code, b.i32(1 << (width - 1))), b.i32(0), "NE")
        value = b.select(negative, b.op(MHLO["negate"](value)), value)
    if nan_only and semantics.nan_encoding is FloatNanEncoding.NEGATIVE_ZERO:
        masked = b.binary("and", code, b.i32((1 << width) - 1))
        value = b.select(b.compare(masked, b.i32(1 << (width - 1)), "EQ"), b.f32(math.nan), value)
    return value


def _is_supported(op: Operation) -> bool:
    """Whether the pass can compute `op` in f32: mhlo ops (a bitcast_convert of ranked tensors) and the
    func ops; arith on f8 scalars (linalg bodies) and memrefs of f8 are not."""
    values = (*op.operands, *op.results, *(a for r in op.regions for b in r.blocks for a in b.args))
    if any(isinstance(v.type, MemRefType) for v in values):
        return False
    if isinstance(op, mhlo.BitcastConvertOp):
        return all(isinstance(v.type, TensorType) for v in values)
    return op.dialect_name() in ("mhlo", "func")


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
        ops = walk_ops(op)
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
        # (op, its operand's and result's element types before they are widened)
        bitcasts = [
            (nested, nested.operands[0].type.get_element_type(), nested.results[0].type.get_element_type())
            for nested in ops
            if isinstance(nested, mhlo.BitcastConvertOp)
            and (_small_element(nested.operands[0].type) or _small_element(nested.results[0].type))
        ]
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
                    if element is not None and _computes(nested) and not isinstance(nested, mhlo.BitcastConvertOp):
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
        for bitcast, source, target in bitcasts:
            _lower_bitcast(bitcast, source, target)


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
    rounded = _each_element(before, value, location, lambda b, x: round_to_format(b, x, element))
    value.replace_uses_with_if(rounded, lambda use: use.operation in users)


def _each_element(before: Operation, value: SSAValue, location: Attribute, compute) -> SSAValue:
    """`compute(builder, x)` (mhlo ops on the rank-0 f32 or i32 `x`) applied to each element of `value`,
    inserted before `before`.

    A rank-0 value (as in reduction bodies, whose lowering takes only element-wise ops) is computed in place;
    a tensor by one `mhlo.map` of the scalar computation: its constants are rank 0 whatever the shape (a
    dynamic one needs no broadcasts, nor the shape checks they bring) and it lowers to one loop.
    """
    assert isinstance(value.type, TensorType)
    if not value.type.get_shape():
        return compute(_Builder(before, value, location), value)
    block = Block(arg_types=[TensorType(value.type.get_element_type(), [])])
    returned = MHLO["return"]([block.args[0]])
    block.add_op(returned)
    returned.location = location
    returned.operands = [compute(_Builder(returned, block.args[0], location), block.args[0])]
    mapped = MHLO["map"]([value], Region(block))
    mapped.location = location
    Rewriter.insert_op(mapped, InsertPoint.before(before))
    return mapped.results[0]


def _lower_bitcast(op: Operation, source: Attribute, target: Attribute) -> None:
    """`op`, a `bitcast_convert` from `source` to `target` elements (one or both f4/f6/f8, their values now
    held in f32), as the codes of those values: a small float operand is encoded into integers of its width,
    a small float result decoded from integers of its width; the rest is a `bitcast_convert` of integers
    (width-changing ones add or drop the minor dimension, little-endian, as the others do):

        %r = mhlo.bitcast_convert %a : (tensor<4x4xf8E5M2>) -> tensor<4xi32>

    becomes

        %codes = "mhlo.map"(%a) ({ ... the i32 code of each f32 value ... }) : (tensor<4x4xf32>) -> tensor<4x4xi32>
        %bytes = mhlo.convert %codes : (tensor<4x4xi32>) -> tensor<4x4xi8>
        %r = mhlo.bitcast_convert %bytes : (tensor<4x4xi8>) -> tensor<4xi32>
    """
    location, value = op.location, op.operands[0]
    result_type = op.results[0].type
    assert isinstance(value.type, TensorType) and isinstance(result_type, TensorType)

    def insert(new: Operation) -> SSAValue:
        new.location = location
        Rewriter.insert_op(new, InsertPoint.before(op))
        return new.results[0]

    def like(type_: TensorType, element: Attribute) -> TensorType:
        return TensorType(element, type_.shape, type_.encoding)

    if isinstance(source, ReducedPrecisionFloatType):
        width = source.SEMANTICS.bitwidth
        if isinstance(target, ReducedPrecisionFloatType) and target.SEMANTICS.bitwidth == width:
            value = _each_element(op, value, location, lambda b, x: decode(b, encode(b, x, source), target))
            Rewriter.replace_op(op, [], [value])
            return
        codes = _each_element(op, value, location, lambda b, x: encode(b, x, source))
        same_width = isinstance(target, IntegerType) and target.width.data == width
        value = insert(MHLO["convert"](codes, like(value.type, target if same_width else IntegerType(width))))
    if isinstance(target, ReducedPrecisionFloatType):
        width = target.SEMANTICS.bitwidth
        element = value.type.get_element_type()
        if not (isinstance(element, IntegerType) and element.width.data == width):
            value = insert(MHLO["bitcast_convert"](value, like(result_type, IntegerType(width))))
        value = insert(MHLO["convert"](value, like(value.type, i32)))
        value = _each_element(op, value, location, lambda b, x: decode(b, x, target))
    elif value.type != result_type:
        value = insert(MHLO["bitcast_convert"](value, result_type))
    Rewriter.replace_op(op, [], [value])
