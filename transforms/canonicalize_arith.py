"""Canonicalization patterns and folders of `arith` ops that xDSL 0.74 lacks, after upstream's.

Each pattern does one of the rewrites of upstream's `ArithCanonicalization.td`
or of an op's `fold`, and matches the xDSL op class (aiopt's `arith` classes
derive from xDSL's):

    %0 = arith.bitcast %x : i32 to f32
    %1 = arith.bitcast %0 : f32 to i32
    ->
    uses of %1 use %x

Folds are exact: a float rewrite holds for every IEEE value, NaN and signed
zeros included (x + -0.0 is x, x + 0.0 is not; maximumf(x, -inf) is x), and
float constants are computed in their own format (numpy's float16/32/64, each
operation rounded once). So maxnumf(x, -inf) and minnumf(x, +inf) stay, as in
LLVM 22: MLIR 19 folded them to x, which is NaN where x is NaN (maxnumf(NaN, -inf)
is -inf).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Sequence

from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects import ub
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ShapedType,
    TensorType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import ConstantLike

from aiopt.dialects import arith
from aiopt.support.dense_elements import from_values
from aiopt.support.pattern_dispatch import upstream_fold, upstream_labels, upstream_pattern_enabled

_NUMPY_FLOATS: dict[type, str] = {Float16Type: "float16", Float32Type: "float32", Float64Type: "float64"}
"""numpy's name of each float format that float constants fold in (numpy is imported only to fold)."""


def constant_attr(value: SSAValue) -> Attribute | None:
    """The value of a constant-like op's result (`arith.constant`'s `value`), or None."""
    if not isinstance(value, OpResult) or not value.op.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    if isinstance(value.op, xdsl_arith.ConstantOp):
        return value.op.value
    return ConstantLike.get_constant_value(value)


def _element_type(type_: Attribute) -> Attribute:
    return type_.get_element_type() if isinstance(type_, ShapedType) else type_


def constant_values(value: SSAValue) -> tuple[Attribute, tuple] | None:
    """(element type, every element's value) of an int/index/float constant (a scalar is one element)."""
    attr = constant_attr(value)
    if isinstance(attr, IntegerAttr | FloatAttr):
        return attr.type, (attr.value.data,)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        element = attr.get_element_type()
        if isinstance(element, IntegerType | IndexType | AnyFloat):
            return element, tuple(attr.get_values())
    return None


def splat_value(value: SSAValue) -> int | float | None:
    """The value every element of a constant int/float (scalar or splat) has, or None.

    Float elements compare by their bits, so a splat of -0.0 is not one of 0.0.
    """
    found = constant_values(value)
    if found is None or not found[1]:
        return None
    element, values = found
    first = values[0]
    if isinstance(first, float):
        bits = struct.pack("<d", first)
        return first if all(struct.pack("<d", v) == bits for v in values) else None
    return first if all(v == first for v in values) else None


def make_constant(type_: Attribute, values: Sequence[int | float]) -> Operation:
    """An `arith.constant` of `type_` (a scalar, or a vector/tensor of `values`, one or one per element).

    One value for a vector or tensor is a splat, stored as one element however
    many the type has (`aiopt.support.dense_elements`): the fold of two splats
    of 10^11 elements repeated the value into a list of all of them (a MemoryError).
    """
    if isinstance(type_, VectorType | TensorType):
        count = math.prod(type_.get_shape())
        data = list(values) if len(values) == count else [values[0]]
        return arith.ConstantOp(from_values(type_, data), type_)
    if isinstance(type_, AnyFloat):
        return arith.ConstantOp(FloatAttr(float(values[0]), type_), type_)
    return arith.ConstantOp(IntegerAttr(int(values[0]), type_, truncate_bits=True), type_)


def _float_bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def _is_float(value: int | float | None, expected: float) -> bool:
    """Whether a float splat is exactly `expected` (its sign included, so -0.0 is not 0.0)."""
    return isinstance(value, float) and _float_bits(value) == _float_bits(expected)


def _replace_with(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    if value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


@upstream_fold
class CommuteConstantToRight(RewritePattern):
    """A commutative op takes its constant operand on the right (upstream's operand order for IsCommutative):

        %0 = arith.addf %c2, %x : f32
        ->
        %0 = arith.addf %x, %c2 : f32

    Upstream marks all of these commutative. xDSL moves the constant of its commutative integer ops too, but
    builds a new op without the overflow flags (`arith.addi %c17, %x overflow<nsw, nuw>` lost them):
    `canonicalize` runs this pattern before xDSL's, which then finds the constant on the right already.
    """

    op_types = (
        xdsl_arith.AddiOp,
        xdsl_arith.MuliOp,
        xdsl_arith.AndIOp,
        xdsl_arith.OrIOp,
        xdsl_arith.XOrIOp,
        arith.AddUIExtendedOp,
        arith.MulSIExtendedOp,
        arith.MulUIExtendedOp,
        xdsl_arith.AddfOp,
        xdsl_arith.MulfOp,
        xdsl_arith.MaximumfOp,
        xdsl_arith.MinimumfOp,
        xdsl_arith.MaxnumfOp,
        xdsl_arith.MinnumfOp,
        xdsl_arith.MaxSIOp,
        xdsl_arith.MinSIOp,
        xdsl_arith.MaxUIOp,
        xdsl_arith.MinUIOp,
    )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        lhs, rhs = op.operands
        if constant_attr(lhs) is not None and constant_attr(rhs) is None:
            op.operands = (rhs, lhs)
            rewriter.notify_op_modified(op)


@upstream_fold
class FoldFloatIdentity(RewritePattern):
    """A float op with its identity on the right is its left operand, for every value of it:

        arith.addf %x, -0.0      arith.subf %x, 0.0      arith.mulf %x, 1.0      arith.divf %x, 1.0
        arith.maximumf %x, -inf  arith.minimumf %x, +inf
        ->
        %x

    (x + 0.0 is not x for x = -0.0: it stays; so do maxnumf(x, -inf) and minnumf(x, +inf), -inf and +inf where x
    is NaN, which LLVM 22 no longer folds: MLIR 19 did.)
    """

    _IDENTITIES: tuple[tuple[type[Operation], float], ...] = (
        (xdsl_arith.AddfOp, -0.0),
        (xdsl_arith.SubfOp, 0.0),
        (xdsl_arith.MulfOp, 1.0),
        (xdsl_arith.DivfOp, 1.0),
        (xdsl_arith.MaximumfOp, -math.inf),
        (xdsl_arith.MinimumfOp, math.inf),
    )
    op_types = tuple(kind for kind, _ in _IDENTITIES)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        for kind, identity in self._IDENTITIES:
            if isinstance(op, kind) and _is_float(splat_value(op.operands[1]), identity):
                _replace_with(rewriter, op, op.operands[0])
                return


@upstream_fold
class FoldFloatMinMaxSameOperands(RewritePattern):
    """`arith.maximumf %x, %x` (and minimumf, maxnumf, minnumf) is %x."""

    op_types = (xdsl_arith.MaximumfOp, xdsl_arith.MinimumfOp, xdsl_arith.MaxnumfOp, xdsl_arith.MinnumfOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and op.operands[0] is op.operands[1]:
            _replace_with(rewriter, op, op.operands[0])


def _float_dtype(element: Attribute) -> str | None:
    return _NUMPY_FLOATS.get(type(element))


@upstream_fold
class FoldFloatBinaryConstants(RewritePattern):
    """A float op on two constants (scalars, vectors or tensors) is the constant it computes:

        %0 = arith.remf %c3, %c2 : f32     ->    %0 = arith.constant 1.000000e+00 : f32

    Computed by numpy in the operands' format (f16, f32, f64), each element rounded once as IEEE
    arithmetic rounds it; other formats stay unfolded.
    """

    _FUNCTIONS: tuple[tuple[type[Operation], str], ...] = (
        (xdsl_arith.AddfOp, "add"),
        (xdsl_arith.SubfOp, "subtract"),
        (xdsl_arith.MulfOp, "multiply"),
        (xdsl_arith.DivfOp, "divide"),
        (arith.RemFOp, "fmod"),
        (xdsl_arith.MaximumfOp, "maximum"),
        (xdsl_arith.MinimumfOp, "minimum"),
    )
    op_types = tuple(kind for kind, _ in _FUNCTIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        function = next((f for kind, f in self._FUNCTIONS if isinstance(op, kind)), None)
        lhs, rhs = constant_values(op.operands[0]), constant_values(op.operands[1])
        if function is None or lhs is None or rhs is None:
            return
        dtype = _float_dtype(lhs[0])
        if dtype is None or lhs[0] != rhs[0] or len(lhs[1]) != len(rhs[1]):
            return
        import numpy as np

        with np.errstate(all="ignore"):
            result = getattr(np, function)(np.array(lhs[1], dtype=dtype), np.array(rhs[1], dtype=dtype))
        rewriter.replace(op, make_constant(op.results[0].type, [float(v) for v in result]))


@upstream_fold
class FoldNegfConstant(RewritePattern):
    """`arith.negf` of a constant is the constant with its sign flipped (exact, NaN and zeros included)."""

    op_types = (xdsl_arith.NegfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        found = constant_values(op.operands[0]) if isinstance(op, xdsl_arith.NegfOp) else None
        if found is None or not isinstance(found[0], AnyFloat):
            return
        rewriter.replace(op, make_constant(op.results[0].type, [-v for v in found[1]]))


def _negf_operand(value: SSAValue) -> SSAValue | None:
    if isinstance(value, OpResult) and isinstance(value.op, xdsl_arith.NegfOp):
        return value.op.operands[0]
    return None


@upstream_fold
class FoldNegfNegf(RewritePattern):
    """`arith.negf (arith.negf %x)` is %x."""

    op_types = (xdsl_arith.NegfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_arith.NegfOp) and (inner := _negf_operand(op.operands[0])) is not None:
            _replace_with(rewriter, op, inner)


@upstream_labels("MulFOfNegF", "DivFOfNegF")
class MulDivfOfNegatedOperands(RewritePattern):
    """(-a) * (-b) is a * b and (-a) / (-b) is a / b (upstream's MulFOfNegF/DivFOfNegF):

        %0 = arith.negf %a : f32
        %1 = arith.negf %b : f32
        %2 = arith.mulf %0, %1 : f32
        ->
        %2 = arith.mulf %a, %b : f32
    """

    op_types = (xdsl_arith.MulfOp, xdsl_arith.DivfOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        a, b = _negf_operand(op.operands[0]), _negf_operand(op.operands[1])
        name = "MulFOfNegF" if isinstance(op, xdsl_arith.MulfOp) else "DivFOfNegF"
        if a is None or b is None or not upstream_pattern_enabled(self, name):
            return
        rewriter.replace(op, type(op)(a, b, op.fastmath))


def _integer_width(type_: Attribute) -> int | None:
    element = _element_type(type_)
    if isinstance(element, IntegerType):
        return element.width.data
    return None


def _unsigned(value: int, width: int) -> int:
    return value & ((1 << width) - 1)


def _signed(value: int, width: int) -> int:
    value = _unsigned(value, width)
    return value - (1 << width) if width and value >> (width - 1) else value  # i0 holds only 0


@upstream_fold
class FoldIntegerMinMax(RewritePattern):
    """Integer min/max against the same operand or a bound of the type:

        arith.maxsi %x, %x      -> %x
        arith.maxsi %x, 127     -> 127 (i8)     arith.maxsi %x, -128 -> %x
        arith.minsi %x, -128    -> -128         arith.minsi %x, 127  -> %x
        arith.maxui %x, 255     -> 255          arith.maxui %x, 0    -> %x
        arith.minui %x, 0       -> 0            arith.minui %x, 255  -> %x
    """

    op_types = (xdsl_arith.MaxSIOp, xdsl_arith.MinSIOp, xdsl_arith.MaxUIOp, xdsl_arith.MinUIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        lhs, rhs = op.operands
        if lhs is rhs:
            _replace_with(rewriter, op, lhs)
            return
        width = _integer_width(op.results[0].type)
        value = splat_value(rhs)
        if width is None or not isinstance(value, int):
            return
        signed = isinstance(op, xdsl_arith.MaxSIOp | xdsl_arith.MinSIOp)
        value = _signed(value, width) if signed else _unsigned(value, width)
        low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
        absorbing, identity = (high, low) if isinstance(op, xdsl_arith.MaxSIOp | xdsl_arith.MaxUIOp) else (low, high)
        if value == absorbing:
            _replace_with(rewriter, op, rhs)
        elif value == identity:
            _replace_with(rewriter, op, lhs)


@upstream_fold
class FoldSplatIdentityOrZero(RewritePattern):
    """An integer op whose right operand is a splat of its unit is its left operand, of its absorbing
    element that operand (upstream's folds match splats with `m_Zero`/`m_One`; xDSL's
    `SignlessIntegerBinaryOperationZeroOrUnitRight` only scalars):

        %z = arith.constant dense<0> : tensor<4xi32>
        %r = arith.addi %x, %z : tensor<4xi32>    ->    %x
        %m = arith.muli %x, %z : tensor<4xi32>    ->    %z
    """

    op_types = (xdsl_arith.SignlessIntegerBinaryOperation,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SignlessIntegerBinaryOperation) or not isinstance(op.rhs.type, ShapedType):
            return
        value = splat_value(op.rhs)
        element = _element_type(op.rhs.type)
        if not isinstance(value, int) or not isinstance(element, IntegerType | IndexType):
            return
        attr = IntegerAttr(value, element)
        if op.is_right_zero(attr):
            _replace_with(rewriter, op, op.rhs)
        elif op.is_right_unit(attr):
            _replace_with(rewriter, op, op.lhs)


def _int_width(type_: Attribute) -> int | None:
    """The bit width integer folds wrap to (index: 64, upstream's storage width)."""
    element = _element_type(type_)
    if isinstance(element, IntegerType):
        return element.width.data
    if isinstance(element, IndexType):
        return 64
    return None


def _div_toward_zero(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _signed_division(function):
    """`function` on signed operands, unfolded for a zero divisor and for MIN / -1 (poison upstream)."""

    def fold(a: int, b: int, width: int) -> int | None:
        if b == 0 or (a == -(1 << (width - 1)) and b == -1):
            return None
        return function(a, b)

    return fold


def _unsigned_division(function):
    def fold(a: int, b: int, width: int) -> int | None:
        a, b = _unsigned(a, width), _unsigned(b, width)
        return None if b == 0 else function(a, b)

    return fold


def _shift(function, signed: bool):
    """A shift by at least the bit width (or a negative amount, a huge unsigned one) is poison: unfolded."""

    def fold(a: int, b: int, width: int) -> int | None:
        amount = _unsigned(b, width)
        if amount >= width:
            return None
        return function(a if signed else _unsigned(a, width), amount)

    return fold


def _unsigned_pair(function):
    def fold(a: int, b: int, width: int) -> int:
        return function(_unsigned(a, width), _unsigned(b, width))

    return fold


_INTEGER_FOLDS: tuple[tuple[type[Operation], Callable[[int, int, int], int | None]], ...] = (
    (xdsl_arith.AddiOp, lambda a, b, w: a + b),
    (xdsl_arith.SubiOp, lambda a, b, w: a - b),
    (xdsl_arith.MuliOp, lambda a, b, w: a * b),
    (xdsl_arith.AndIOp, lambda a, b, w: a & b),
    (xdsl_arith.OrIOp, lambda a, b, w: a | b),
    (xdsl_arith.XOrIOp, lambda a, b, w: a ^ b),
    (xdsl_arith.DivUIOp, _unsigned_division(lambda a, b: a // b)),
    (xdsl_arith.RemUIOp, _unsigned_division(lambda a, b: a % b)),
    (xdsl_arith.CeilDivUIOp, _unsigned_division(lambda a, b: -(-a // b))),
    (xdsl_arith.DivSIOp, _signed_division(_div_toward_zero)),
    (xdsl_arith.RemSIOp, lambda a, b, w: None if b == 0 else a - b * _div_toward_zero(a, b)),
    (xdsl_arith.CeilDivSIOp, _signed_division(lambda a, b: -(-a // b))),
    (xdsl_arith.FloorDivSIOp, _signed_division(lambda a, b: a // b)),
    (xdsl_arith.MaxSIOp, lambda a, b, w: max(a, b)),
    (xdsl_arith.MinSIOp, lambda a, b, w: min(a, b)),
    (xdsl_arith.MaxUIOp, _unsigned_pair(max)),
    (xdsl_arith.MinUIOp, _unsigned_pair(min)),
    (xdsl_arith.ShLIOp, _shift(lambda a, n: a << n, signed=False)),
    (xdsl_arith.ShRUIOp, _shift(lambda a, n: a >> n, signed=False)),
    (xdsl_arith.ShRSIOp, _shift(lambda a, n: a >> n, signed=True)),
)


def _elementwise_constants(op: Operation) -> tuple[tuple, tuple] | None:
    """The elements of both constant operands of `op`, a splat repeated to the other's length."""
    lhs, rhs = constant_values(op.operands[0]), constant_values(op.operands[1])
    if lhs is None or rhs is None:
        return None
    a, b = lhs[1], rhs[1]
    if len(a) != len(b):
        if len(a) == 1:
            a = a * len(b)
        elif len(b) == 1:
            b = b * len(a)
        else:
            return None
    return a, b


@upstream_fold
class FoldIntegerBinaryConstants(RewritePattern):
    """An integer op on two constants (scalars, vectors or tensors) is the constant it computes, wrapped
    to the width as upstream's APInt folds; a division by zero, MIN / -1 and a shift by the width or
    more are poison upstream and stay:

        %r = arith.shli %c1, %c32 : i64     ->    %r = arith.constant 4294967296 : i64
    """

    op_types = tuple(kind for kind, _ in _INTEGER_FOLDS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        function = next((f for kind, f in _INTEGER_FOLDS if isinstance(op, kind)), None)
        width = _int_width(op.results[0].type) if function is not None else None
        pairs = _elementwise_constants(op) if width is not None else None
        if pairs is None:
            return
        results = []
        for a, b in zip(*pairs):
            if not isinstance(a, int) or not isinstance(b, int):
                return
            value = function(_signed(a, width), _signed(b, width), width)
            if value is None:
                return
            results.append(_signed(value, width))
        rewriter.replace(op, make_constant(op.results[0].type, results))


@upstream_fold
class FoldRemainderByOne(RewritePattern):
    """`arith.remui %x, 1` and `arith.remsi %x, 1` are 0."""

    op_types = (xdsl_arith.RemUIOp, xdsl_arith.RemSIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and splat_value(op.operands[1]) == 1:
            rewriter.replace(op, make_constant(op.results[0].type, [0]))


# ---------------------------------------------------------------------------
# addi, subi and muli chains: upstream's AddIOp/SubIOp folds and ArithCanonicalization.td patterns


def _defined_by(value: SSAValue, kind: type[Operation] | tuple[type[Operation], ...]) -> Operation | None:
    """The op of kind `kind` that defines `value`, or None."""
    return value.op if isinstance(value, OpResult) and isinstance(value.op, kind) else None


def _scalar_int(value: SSAValue) -> int | None:
    """The value of a scalar integer or index constant (upstream's `ConstantLikeMatcher APIntAttr`), or None."""
    attr = constant_attr(value)
    if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType | IndexType):
        return attr.value.data
    return None


def _merged_overflow(*ops: Operation) -> xdsl_arith.IntegerOverflowAttr:
    """Upstream's `mergeOverflowFlags`: the flags every op carries (the most conservative combination)."""
    flags = frozenset.intersection(*(op.properties["overflowFlags"].data for op in ops))
    return xdsl_arith.IntegerOverflowAttr(flags or "none")


_NO_OVERFLOW_FLAGS = xdsl_arith.IntegerOverflowAttr("none")


def _has_static_shape(type_: Attribute) -> bool:
    """Whether a constant can have `type_`: a scalar, or a vector or tensor of a static shape."""
    return not isinstance(type_, ShapedType) or all(size >= 0 for size in type_.get_shape())


@upstream_fold
class FoldAddSubInverses(RewritePattern):
    """Upstream's `AddIOp::fold` and `SubIOp::fold` of an addition and a subtraction that undo each other,
    and of `x - x` (for a static shape: no constant has a dynamic one):

        addi(subi(a, b), b) -> a      addi(b, subi(a, b)) -> a
        subi(addi(a, b), b) -> a      subi(addi(a, b), a) -> b      subi(x, x) -> 0
    """

    op_types = (xdsl_arith.AddiOp, xdsl_arith.SubiOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        lhs, rhs = op.operands
        if isinstance(op, xdsl_arith.AddiOp):
            if (sub := _defined_by(lhs, xdsl_arith.SubiOp)) is not None and sub.operands[1] == rhs:
                _replace_with(rewriter, op, sub.operands[0])
            elif (sub := _defined_by(rhs, xdsl_arith.SubiOp)) is not None and sub.operands[1] == lhs:
                _replace_with(rewriter, op, sub.operands[0])
        elif isinstance(op, xdsl_arith.SubiOp):
            type_ = op.results[0].type
            if lhs == rhs and _has_static_shape(type_):
                rewriter.replace(op, make_constant(type_, [0]))
            elif (add := _defined_by(lhs, xdsl_arith.AddiOp)) is not None and rhs in add.operands:
                _replace_with(rewriter, op, add.operands[0] if add.operands[1] == rhs else add.operands[1])


def _constant_chain(op: Operation) -> tuple[str, type[Operation], SSAValue, int, bool, Operation, bool] | None:
    """What one of upstream's constant-combining patterns makes of `op`: (the pattern's name, the new op's class,
    x, its constant, whether the constant is the new op's left operand, the inner op, whether the flags merge
    (else none))."""
    lhs, rhs = op.operands
    add, sub = xdsl_arith.AddiOp, xdsl_arith.SubiOp
    c1 = _scalar_int(rhs)
    if c1 is not None and (inner := _defined_by(lhs, (add, sub))) is not None:
        x, c0 = inner.operands[0], _scalar_int(inner.operands[1])
        if isinstance(op, add):
            if isinstance(inner, add) and c0 is not None:
                return "AddIAddConstant", arith.AddiOp, x, c0 + c1, False, inner, True
            if c0 is not None:
                return "AddISubConstantRHS", arith.AddiOp, x, c1 - c0, False, inner, True
            if isinstance(inner, sub) and (c0 := _scalar_int(inner.operands[0])) is not None:
                return "AddISubConstantLHS", arith.SubiOp, inner.operands[1], c0 + c1, True, inner, True
            return None
        if isinstance(inner, add) and c0 is not None:  # upstream drops the flags
            return "SubIRHSAddConstant", arith.AddiOp, x, c0 - c1, False, inner, False
        if c0 is not None:
            return "SubIRHSSubConstantRHS", arith.SubiOp, x, c0 + c1, False, inner, True
        if isinstance(inner, sub) and (c0 := _scalar_int(inner.operands[0])) is not None:
            return "SubIRHSSubConstantLHS", arith.SubiOp, inner.operands[1], c0 - c1, True, inner, True
        return None
    c1 = _scalar_int(lhs)
    if not isinstance(op, sub) or c1 is None or (inner := _defined_by(rhs, (add, sub))) is None:
        return None
    if (c0 := _scalar_int(inner.operands[1])) is not None:
        if isinstance(inner, add):
            return "SubILHSAddConstant", arith.SubiOp, inner.operands[0], c1 - c0, True, inner, True
        return "SubILHSSubConstantRHS", arith.SubiOp, inner.operands[0], c0 + c1, True, inner, True
    if isinstance(inner, sub) and (c0 := _scalar_int(inner.operands[0])) is not None:
        return "SubILHSSubConstantLHS", arith.AddiOp, inner.operands[1], c1 - c0, False, inner, True
    return None


@upstream_labels(
    "AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS", "SubIRHSAddConstant", "SubILHSAddConstant",
    "SubIRHSSubConstantRHS", "SubIRHSSubConstantLHS", "SubILHSSubConstantRHS", "SubILHSSubConstantLHS",
)  # fmt: skip
class CombineAddSubConstants(RewritePattern):
    """Upstream's `AddIAddConstant`, `AddISubConstantRHS/LHS`, `SubIRHSAddConstant`, `SubILHSAddConstant` and
    `SubI{RHS,LHS}SubConstant{RHS,LHS}`: two additions or subtractions of scalar constants are one, with the
    flags both carry (none for `subi(addi(x, c0), c1)`, as upstream):

        %a = arith.addi %x, %c17 : index
        %b = arith.addi %a, %c42 : index      ->   %b = arith.addi %x, %c59 : index
        %d = arith.subi %c42, %a : index      ->   %d = arith.subi %c25, %x : index
    """

    op_types = (xdsl_arith.AddiOp, xdsl_arith.SubiOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (width := _int_width(op.results[0].type)) is None:
            return
        if (found := _constant_chain(op)) is None:
            return
        name, kind, x, value, constant_first, inner, merge = found
        if not upstream_pattern_enabled(self, name):
            return
        type_ = op.results[0].type
        constant = make_constant(type_, [_signed(value, width)])
        operands = (constant.results[0], x) if constant_first else (x, constant.results[0])
        flags = _merged_overflow(op, inner) if merge else _NO_OVERFLOW_FLAGS
        rewriter.replace(op, [constant, kind(*operands, type_, overflow=flags)])


class MulIMulIConstant(RewritePattern):
    """Upstream's `MulIMulIConstant`: `muli(muli(x, c0), c1)` is `muli(x, c0 * c1)` with the flags both carry."""

    op_types = (xdsl_arith.MuliOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.MuliOp) or (width := _int_width(op.results[0].type)) is None:
            return
        c1, inner = _scalar_int(op.operands[1]), _defined_by(op.operands[0], xdsl_arith.MuliOp)
        if c1 is None or inner is None or (c0 := _scalar_int(inner.operands[1])) is None:
            return
        type_ = op.results[0].type
        constant = make_constant(type_, [_signed(c0 * c1, width)])
        flags = _merged_overflow(op, inner)
        rewriter.replace(op, [constant, arith.MuliOp(inner.operands[0], constant.results[0], type_, overflow=flags)])


def _times_minus_one(value: SSAValue) -> SSAValue | None:
    """y where `value` is `muli(y, -1)` (-1 a scalar or a splat), else None."""
    mul = _defined_by(value, xdsl_arith.MuliOp)
    width = _int_width(value.type)
    if mul is None or width is None or not isinstance(minus_one := splat_value(mul.operands[1]), int):
        return None
    return mul.operands[0] if _unsigned(minus_one, width) == (1 << width) - 1 else None


@upstream_labels("AddIMulNegativeOneRhs", "AddIMulNegativeOneLhs")
class AddIMulNegativeOne(RewritePattern):
    """Upstream's `AddIMulNegativeOneRhs/Lhs`: adding a value times -1 subtracts it (without flags, as upstream):

        addi(x, muli(y, -1)) -> subi(x, y)      addi(muli(x, -1), y) -> subi(y, x)
    """

    op_types = (xdsl_arith.AddiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.AddiOp):
            return
        lhs, rhs = op.operands
        if (y := _times_minus_one(rhs)) is not None and upstream_pattern_enabled(self, "AddIMulNegativeOneRhs"):
            operands = (lhs, y)
        elif (x := _times_minus_one(lhs)) is not None and upstream_pattern_enabled(self, "AddIMulNegativeOneLhs"):
            operands = (rhs, x)
        else:
            return
        rewriter.replace(op, arith.SubiOp(*operands, op.results[0].type, overflow=_NO_OVERFLOW_FLAGS))


class SubISubILHSRHSLHS(RewritePattern):
    """Upstream's `SubISubILHSRHSLHS`: `subi(subi(a, b), a)` is `subi(0, b)`, with the flags both carry (for a
    static shape: no constant has a dynamic one)."""

    op_types = (xdsl_arith.SubiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SubiOp):
            return
        inner = _defined_by(op.operands[0], xdsl_arith.SubiOp)
        if inner is None or inner.operands[0] != op.operands[1]:
            return
        b = inner.operands[1]
        if not _has_static_shape(b.type):
            return
        zero = make_constant(b.type, [0])
        flags = _merged_overflow(op, inner)
        rewriter.replace(op, [zero, arith.SubiOp(zero.results[0], b, op.results[0].type, overflow=flags)])


_MIRRORED_PREDICATES = {0: 0, 1: 1, 2: 4, 3: 5, 4: 2, 5: 3, 6: 8, 7: 9, 8: 6, 9: 7}
"""cmpi's predicate with the operands swapped (slt <-> sgt, ule <-> uge, ...)."""


@upstream_fold
class CmpiConstantToRight(RewritePattern):
    """`arith.cmpi` takes a constant on the right, its predicate mirrored:

        %0 = arith.cmpi slt, %c1, %x : i64    ->    %0 = arith.cmpi sgt, %x, %c1 : i64
    """

    op_types = (xdsl_arith.CmpiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpiOp):
            return
        lhs, rhs = op.operands
        predicate = op.predicate.value.data
        if constant_attr(lhs) is None or constant_attr(rhs) is not None or predicate not in _MIRRORED_PREDICATES:
            return
        rewriter.replace(op, arith.CmpiOp(rhs, lhs, _MIRRORED_PREDICATES[predicate]))


_CMPI_FUNCTIONS: dict[int, Callable[[int, int], bool]] = {
    0: lambda a, b: a == b, 1: lambda a, b: a != b,
    2: lambda a, b: a < b, 3: lambda a, b: a <= b, 4: lambda a, b: a > b, 5: lambda a, b: a >= b,
    6: lambda a, b: a < b, 7: lambda a, b: a <= b, 8: lambda a, b: a > b, 9: lambda a, b: a >= b,
}  # fmt: skip


@upstream_fold
class FoldCmpiConstants(RewritePattern):
    """`arith.cmpi` of two constants is the constant it computes (predicates 6-9 compare unsigned)."""

    op_types = (xdsl_arith.CmpiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpiOp):
            return
        predicate = op.predicate.value.data
        width = _int_width(op.operands[0].type)
        pairs = _elementwise_constants(op) if width is not None and predicate in _CMPI_FUNCTIONS else None
        if pairs is None:
            return
        convert = (lambda v: _unsigned(v, width)) if predicate >= 6 else (lambda v: _signed(v, width))
        results = []
        for a, b in zip(*pairs):
            if not isinstance(a, int) or not isinstance(b, int):
                return
            results.append(1 if _CMPI_FUNCTIONS[predicate](convert(a), convert(b)) else 0)
        rewriter.replace(op, make_constant(op.results[0].type, results))


_ORDERED_PREDICATES = range(1, 8)
_UNORDERED_PREDICATES = range(8, 15)


@upstream_fold
class FoldCmpfWithNaN(RewritePattern):
    """A float comparison with a NaN constant: ordered predicates are false, unordered ones true.

        %0 = arith.cmpf olt, %nan, %x : f32    ->   %0 = arith.constant false
    """

    op_types = (xdsl_arith.CmpfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpfOp):
            return
        predicate = op.predicate.value.data
        if predicate not in _ORDERED_PREDICATES and predicate not in _UNORDERED_PREDICATES:
            return
        if not any(isinstance(v := splat_value(x), float) and math.isnan(v) for x in op.operands):
            return
        result = predicate in _UNORDERED_PREDICATES
        rewriter.replace(op, make_constant(op.results[0].type, [1 if result else 0]))


_MANTISSA_BITS = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}
"""`getFPMantissaWidth` of the float types (the implicit bit included)."""
_MAX_EXPONENT = {"f16": 15, "bf16": 127, "f32": 127, "f64": 1023}
"""`ilogb` of each float type's largest finite value."""
_CMPF_TO_CMPI = {"oeq": "eq", "ueq": "eq", "one": "ne", "une": "ne", "ogt": "gt", "ugt": "gt", "oge": "ge",
                 "uge": "ge", "olt": "lt", "ult": "lt", "ole": "le", "ule": "le"}  # fmt: skip


def _to_float(value: int, type_name: str) -> float:
    """`value` as the nearest value of the float type, ties to even (APFloat's `convertFromAPInt`)."""
    magnitude, bits = abs(value), _MANTISSA_BITS[type_name]
    extra = magnitude.bit_length() - bits
    if extra > 0:
        quotient, remainder = divmod(magnitude, 1 << extra)
        half = 1 << (extra - 1)
        quotient += remainder > half or (remainder == half and quotient & 1)
        magnitude = quotient << extra
    if magnitude >= 2 ** (_MAX_EXPONENT[type_name] + 1):
        return math.copysign(math.inf, value)
    return math.copysign(float(magnitude), value)


class CmpFIntToFPConst(RewritePattern):
    """A float comparison of an integer converted by sitofp/uitofp with a float constant is an integer
    comparison with the constant's integer value, or a constant where the comparison is decided by the
    integer range or a fractional constant (upstream's `CmpFIntToFPConst`):

        %f = arith.uitofp %x : i32 to f64
        %r = arith.cmpf ole, %f, %c0 : f64          ->   %r = arith.cmpi ule, %x, %c0_i32 : i32
    """

    op_types = (xdsl_arith.CmpfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpfOp):
            return
        flt = constant_attr(op.rhs)
        if not isinstance(flt, FloatAttr) or math.isnan(rhs := flt.value.data):
            return
        type_name = op.rhs.type.name
        mantissa = _MANTISSA_BITS.get(type_name)
        converted = op.lhs.op if isinstance(op.lhs, OpResult) else None
        if mantissa is None or not isinstance(converted, xdsl_arith.SIToFPOp | xdsl_arith.UIToFPOp):
            return
        unsigned = isinstance(converted, xdsl_arith.UIToFPOp)
        int_value = converted.input
        if not isinstance(int_value.type, IntegerType):
            return
        width = int_value.type.width.data
        value_bits = width if unsigned else width - 1
        if width > mantissa:
            # The conversion loses bits: only where that cannot change the comparison.
            if math.isinf(rhs):
                if _MAX_EXPONENT[type_name] < value_bits:
                    return
            elif rhs != 0 and mantissa <= math.frexp(rhs)[1] - 1 <= value_bits:
                return
        predicate = xdsl_arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data]
        if predicate in ("ord", "uno"):
            rewriter.replace(op, make_constant(op.results[0].type, [int(predicate == "ord")]))
            return
        if predicate not in _CMPF_TO_CMPI:
            return
        kind = _CMPF_TO_CMPI[predicate]
        pred = kind if kind in ("eq", "ne") else ("u" if unsigned else "s") + kind
        low, high = (0, 2**width - 1) if unsigned else (-(2 ** (width - 1)), 2 ** (width - 1) - 1)
        sign = "u" if unsigned else "s"
        if _to_float(high, type_name) < rhs:
            self._constant(op, rewriter, pred in ("ne", f"{sign}lt", f"{sign}le"))
            return
        if _to_float(low, type_name) > rhs:
            self._constant(op, rewriter, pred in ("ne", f"{sign}gt", f"{sign}ge"))
            return
        if math.isinf(rhs):
            return
        rhs_int = math.trunc(rhs)
        if not low <= rhs_int <= high:
            return
        negative = math.copysign(1.0, rhs) < 0
        if rhs != 0 and _to_float(rhs_int, type_name) != rhs:
            # A fractional constant (rhs_int is rounded toward zero).
            decided = {
                "ne": True, "eq": False,
                "ule": False if negative else None, "ult": False if negative else None,
                "ugt": True if negative else None, "uge": True if negative else None,
            }  # fmt: skip
            if decided.get(pred) is not None:
                self._constant(op, rewriter, decided[pred])
                return
            adjusted = {"sle": "slt" if negative else "sle", "ult": "ule", "slt": "slt" if negative else "sle",
                        "sgt": "sge" if negative else "sgt", "uge": "ugt", "sge": "sge" if negative else "sgt"}  # fmt: skip
            pred = adjusted.get(pred, pred)
        constant = make_constant(int_value.type, [rhs_int])
        rewriter.replace(op, [constant, arith.CmpiOp(int_value, constant.results[0], pred)])

    @staticmethod
    def _constant(op: Operation, rewriter: PatternRewriter, value: bool) -> None:
        rewriter.replace(op, make_constant(op.results[0].type, [int(value)]))


class CmpiOfBoolExtension(RewritePattern):
    """`arith.cmpi ne, (extsi|extui %b : i1), 0` is %b (upstream's CmpIOp fold)."""

    op_types = (xdsl_arith.CmpiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpiOp) or op.predicate.value.data != 1:  # ne
            return
        ext = _defined_by(op.operands[0], (xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp))
        if ext is None or splat_value(op.operands[1]) != 0:
            return
        source = ext.operands[0]
        if _element_type(source.type) == IntegerType(1):
            _replace_with(rewriter, op, source)


@upstream_labels("CmpIExtSI", "CmpIExtUI")
class CmpiOfExtensions(RewritePattern):
    """Upstream's `CmpIExtSI`/`CmpIExtUI`: an equality of two values extended the same way from one type
    is the equality of the values:

        %a = arith.extsi %x : i8 to i64
        %b = arith.extsi %y : i8 to i64
        %r = arith.cmpi ne, %a, %b : i64   ->   %r = arith.cmpi ne, %x, %y : i8
    """

    op_types = (xdsl_arith.CmpiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.CmpiOp) or op.predicate.value.data not in (0, 1):  # eq, ne
            return
        for kind, name in ((xdsl_arith.ExtSIOp, "CmpIExtSI"), (xdsl_arith.ExtUIOp, "CmpIExtUI")):
            lhs, rhs = (_defined_by(value, (kind,)) for value in op.operands)
            if (
                lhs is not None
                and rhs is not None
                and lhs.operands[0].type == rhs.operands[0].type
                and upstream_pattern_enabled(self, name)
            ):
                predicate = "eq" if op.predicate.value.data == 0 else "ne"
                rewriter.replace(op, arith.CmpiOp(lhs.operands[0], rhs.operands[0], predicate))
                return


@upstream_labels("ExtSIOfExtUI")
class ComposeExtensions(RewritePattern):
    """An extension of an extension is one extension (upstream's ExtSIOfExtUI and the ext folds):

        extui(extui %x)  -> extui %x      extsi(extsi %x) -> extsi %x      extsi(extui %x) -> extui %x
    """

    op_types = (xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        if isinstance(op, xdsl_arith.ExtUIOp):
            inner = _defined_by(op.operands[0], (xdsl_arith.ExtUIOp,))
        else:
            inner = _defined_by(op.operands[0], (xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp))
        if inner is None:
            return
        if isinstance(op, xdsl_arith.ExtSIOp) and isinstance(inner, xdsl_arith.ExtUIOp):
            if not upstream_pattern_enabled(self, "ExtSIOfExtUI"):  # the others are upstream's folds
                return
        new_kind = arith.ExtUIOp if isinstance(inner, xdsl_arith.ExtUIOp) else arith.ExtSIOp
        rewriter.replace(op, new_kind(inner.operands[0], op.results[0].type))


_BITWISE_NAMES = {xdsl_arith.AndIOp: "And", xdsl_arith.OrIOp: "Or", xdsl_arith.XOrIOp: "XOrI"}
"""The op's part of upstream's names of `BitwiseOfExtensions`' patterns (`AndOfExtSI`, `XOrIOfExtUI`)."""


@upstream_labels("AndOfExtUI", "AndOfExtSI", "OrOfExtUI", "OrOfExtSI", "XOrIOfExtUI", "XOrIOfExtSI")
class BitwiseOfExtensions(RewritePattern):
    """A bitwise op on two like extensions of same-typed values is the extension of the op (upstream's
    AndOfExtUI, OrOfExtSI, ...):

        %0 = arith.extsi %a : i8 to i64
        %1 = arith.extsi %b : i8 to i64
        %2 = arith.andi %0, %1 : i64
        ->
        %2 = arith.andi %a, %b : i8
        %3 = arith.extsi %2 : i8 to i64
    """

    op_types = (xdsl_arith.AndIOp, xdsl_arith.OrIOp, xdsl_arith.XOrIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        for kind, new_kind in ((xdsl_arith.ExtSIOp, arith.ExtSIOp), (xdsl_arith.ExtUIOp, arith.ExtUIOp)):
            lhs = _defined_by(op.operands[0], (kind,))
            rhs = _defined_by(op.operands[1], (kind,))
            if lhs is None or rhs is None or type(lhs) is not type(rhs):
                continue
            a, b = lhs.operands[0], rhs.operands[0]
            op_name = next(name for op_class, name in _BITWISE_NAMES.items() if isinstance(op, op_class))
            name = op_name + ("OfExtSI" if kind is xdsl_arith.ExtSIOp else "OfExtUI")
            if a.type != b.type or not upstream_pattern_enabled(self, name):
                return
            inner = type(op)(a, b)
            rewriter.replace(op, [inner, new_kind(inner.results[0], op.results[0].type)])
            return


def _is_all_ones(value: SSAValue) -> bool:
    v = splat_value(value)
    if not isinstance(v, int):
        return False
    width = _integer_width(value.type)
    return v == -1 if width is None else _unsigned(v, width) == (1 << width) - 1


def _is_not_of(value: SSAValue, x: SSAValue) -> bool:
    """Whether `value` is `arith.xori x, -1` (all ones), in either operand order."""
    if not isinstance(value, OpResult) or not isinstance(value.op, xdsl_arith.XOrIOp):
        return False
    a, b = value.op.operands
    return (a is x and _is_all_ones(b)) or (b is x and _is_all_ones(a))


@upstream_fold
class FoldAndOrOfNot(RewritePattern):
    """Upstream's `AndIOp::fold` and `OrIOp::fold` of a value and its complement (either order; splats too):

        %n = arith.xori %x, %true : i1
        %a = arith.andi %x, %n : i1    // uses of %a use false (0)
        %o = arith.ori %x, %n : i1     // uses of %o use true (all ones)
    """

    op_types = (xdsl_arith.AndIOp, xdsl_arith.OrIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        lhs, rhs = op.operands
        if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):
            rewriter.replace(op, make_constant(op.results[0].type, [0 if isinstance(op, xdsl_arith.AndIOp) else -1]))


@upstream_fold
class FoldAllOnesOperand(RewritePattern):
    """Upstream's `AndIOp::fold` and `OrIOp::fold` with an all-ones operand: `and(x, -1)` is x, `or(x, -1)` is
    the all-ones value (either operand order; splats too):

        %t = arith.constant true
        %a = arith.andi %x, %t : i1    // uses of %a use %x
        %o = arith.ori %x, %t : i1     // uses of %o use %t
    """

    op_types = (xdsl_arith.AndIOp, xdsl_arith.OrIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        for ones, other in ((op.operands[1], op.operands[0]), (op.operands[0], op.operands[1])):
            if _is_all_ones(ones):
                keep = other if isinstance(op, xdsl_arith.AndIOp) else ones
                rewriter.replace(op, [], [keep])
                return


@upstream_fold
class FoldIdempotentNested(RewritePattern):
    """and(a, and(a, b)) is and(a, b), in every operand order (and likewise for ori)."""

    op_types = (xdsl_arith.AndIOp, xdsl_arith.OrIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        for inner, other in ((op.operands[1], op.operands[0]), (op.operands[0], op.operands[1])):
            if isinstance(inner, OpResult) and type(inner.op) is type(op) and other in inner.op.operands:
                _replace_with(rewriter, op, inner)
                return


@upstream_fold
class FoldXorXor(RewritePattern):
    """Upstream's `XOrIOp::fold`: a value xor-ed twice with the same value is itself, in every operand order.

        %c = arith.xori %x, %a : i32
        %r = arith.xori %c, %a : i32   // uses of %r use %x
    """

    op_types = (xdsl_arith.XOrIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.XOrIOp):
            return
        for inner, other in ((op.operands[0], op.operands[1]), (op.operands[1], op.operands[0])):
            if not isinstance(inner, OpResult) or not isinstance(inner.op, xdsl_arith.XOrIOp):
                continue
            first, second = inner.op.operands
            if second is other:
                rewriter.replace(op, [], [first])
                return
            if first is other:
                rewriter.replace(op, [], [second])
                return


@upstream_fold
class FoldBitcast(RewritePattern):
    """`arith.bitcast` to its own type is its operand; a bitcast of a bitcast is one bitcast (or none):

        %0 = arith.bitcast %x : i16 to f16
        %1 = arith.bitcast %0 : f16 to bf16      ->   %1 = arith.bitcast %x : i16 to bf16
    """

    op_types = (xdsl_arith.BitcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.BitcastOp):
            return
        source = op.operands[0]
        if source.type == op.results[0].type:
            rewriter.replace(op, [], [source])
            return
        if isinstance(source, OpResult) and isinstance(source.op, xdsl_arith.BitcastOp):
            origin = source.op.operands[0]
            if origin.type == op.results[0].type:
                rewriter.replace(op, [], [origin])
            else:
                rewriter.replace(op, arith.BitcastOp(origin, op.results[0].type))


_BIT_FORMATS: dict[type, tuple[int, str]] = {Float16Type: (16, "<e"), Float32Type: (32, "<f"), Float64Type: (64, "<d")}


def _to_bits(value: int | float, element: Attribute) -> int | None:
    if isinstance(element, IntegerType):
        return _unsigned(int(value), element.width.data)
    if isinstance(element, BFloat16Type):
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        return None if bits & 0xFFFF else bits >> 16
    if type(element) in _BIT_FORMATS:
        width, code = _BIT_FORMATS[type(element)]
        return int.from_bytes(struct.pack(code, value), "little")
    return None


def _from_bits(bits: int, element: Attribute) -> int | float | None:
    if isinstance(element, IntegerType):
        return _signed(bits, element.width.data)
    if isinstance(element, BFloat16Type):
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    if type(element) in _BIT_FORMATS:
        width, code = _BIT_FORMATS[type(element)]
        return struct.unpack(code, bits.to_bytes(width // 8, "little"))[0]
    return None


@upstream_fold
class FoldBitcastConstant(RewritePattern):
    """A bitcast of a constant is the constant with the same bits:

        %c0 = arith.constant 0.0 : f32
        %0 = arith.bitcast %c0 : f32 to i32      ->   %0 = arith.constant 0 : i32

    NaNs stay unfolded (their payload need not survive the trip through a Python float).
    """

    op_types = (xdsl_arith.BitcastOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.BitcastOp):
            return
        found = constant_values(op.operands[0])
        if found is None:
            return
        source_element, values = found
        target_element = _element_type(op.results[0].type)
        converted = []
        for value in values:
            if isinstance(value, float) and math.isnan(value):
                return
            bits = _to_bits(value, source_element)
            result = None if bits is None else _from_bits(bits, target_element)
            if result is None or (isinstance(result, float) and math.isnan(result)):
                return
            converted.append(result)
        rewriter.replace(op, make_constant(op.results[0].type, converted))


def _rounded_to(value: float, element: Attribute) -> float | None:
    """`value` rounded to nearest even in float type `element` (bf16, f16, f32, f64); None for other types, and
    for a bf16 that f32 would round first (two roundings)."""
    if isinstance(element, Float64Type):
        return value
    import numpy as np

    with np.errstate(over="ignore"):
        single = np.float32(value)
        if isinstance(element, Float32Type):
            return float(single)
        if isinstance(element, Float16Type):
            return float(np.float16(value))
        if isinstance(element, BFloat16Type) and float(single) == value:
            from aiopt.reference.hlo import round_to_bf16

            return float(round_to_bf16(single))
    return None


def _exactly_in(value: float, element: Attribute) -> bool:
    """Whether float `value` converts to `element` (bf16, f16, f32, f64) without losing anything (not NaN)."""
    return not math.isnan(value) and _rounded_to(value, element) == value


@upstream_fold
class FoldFloatCastOfConstant(RewritePattern):
    """`arith.extf` of a float constant, and `arith.truncf` of one that the narrower type holds exactly, are
    constants (upstream's folders: a truncf that would round is left, whatever its rounding mode):

        %c = arith.constant 1.5 : f32
        %0 = arith.truncf %c : f32 to bf16      ->   %0 = arith.constant 1.500000e+00 : bf16
    """

    op_types = (xdsl_arith.ExtFOp, xdsl_arith.TruncFOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.ExtFOp | xdsl_arith.TruncFOp):
            return
        found = constant_values(op.operands[0])
        target = _element_type(op.results[0].type)
        if found is None or not found[1] or not all(_exactly_in(float(v), target) for v in found[1]):
            return
        rewriter.replace(op, make_constant(op.results[0].type, [float(v) for v in found[1]]))


def _contract(op: Operation) -> bool:
    flags = op.properties.get("fastmath")
    return isinstance(flags, xdsl_arith.FastMathFlagsAttr) and "contract" in {f.value for f in flags.data}


@upstream_fold
class FoldExtFOfTruncF(RewritePattern):
    """`arith.extf (arith.truncf %x)` back to %x's type is %x where both carry `fastmath<contract>` (upstream's
    ExtFOp::fold: the flags allow dropping the rounding):

        %t = arith.truncf %x fastmath<contract> : f32 to bf16
        %y = arith.extf %t fastmath<contract> : bf16 to f32      ->   %x
    """

    op_types = (xdsl_arith.ExtFOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        source = op.operands[0]
        if not isinstance(source, OpResult) or not isinstance(source.op, xdsl_arith.TruncFOp):
            return
        origin = source.op.operands[0]
        if origin.type == op.results[0].type and _contract(op) and _contract(source.op):
            rewriter.replace(op, [], [origin])


@upstream_fold
class FoldTruncFOfExtF(RewritePattern):
    """`arith.truncf (arith.extf %x)` is %x where it returns to %x's type, and truncates %x itself where %x is
    wider than the result (upstream's TruncFOp::fold; the extension is exact):

        %e = arith.extf %x : bf16 to f32
        %y = arith.truncf %e : f32 to bf16      ->   %x
    """

    op_types = (xdsl_arith.TruncFOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        source = op.operands[0]
        if not isinstance(source, OpResult) or not isinstance(source.op, xdsl_arith.ExtFOp):
            return
        origin = source.op.operands[0]
        origin_element, result_element = _element_type(origin.type), _element_type(op.results[0].type)
        if not _represents(_element_type(source.type), origin_element):
            return
        if origin.type == op.results[0].type:
            rewriter.replace(op, [], [origin])
        elif origin_element.bitwidth > result_element.bitwidth:
            rewriter.replace(op, op.clone(value_mapper={source: origin}))


_IEEE_WIDTHS = {Float16Type: (5, 11), BFloat16Type: (8, 8), Float32Type: (8, 24), Float64Type: (11, 53)}
"""Exponent bits and precision of the IEEE-like formats `_represents` compares."""


def _represents(wide: Attribute, narrow: Attribute) -> bool:
    """APFloat's isRepresentableBy(narrow, wide) for the IEEE-like formats: every value of `narrow` in `wide`."""
    a, b = _IEEE_WIDTHS.get(type(narrow)), _IEEE_WIDTHS.get(type(wide))
    return a is not None and b is not None and a[0] <= b[0] and a[1] <= b[1]


def _integer_width_of(element: Attribute) -> int:
    """The bits of an integer element; index is 64 bits (upstream's storage width)."""
    return element.width.data if isinstance(element, IntegerType) else 64


def _cast_value(op: Operation, value: int, source_width: int, target_width: int) -> int:
    """What an integer cast makes of `value`: sign-extended (extsi, index_cast) or zero-extended (extui,
    index_castui) to a wider type, truncated to a narrower one (trunci and both index casts)."""
    zero_extends = isinstance(op, xdsl_arith.ExtUIOp | arith.IndexCastUIOp)
    extended = _unsigned(value, source_width) if zero_extends else _signed(value, source_width)
    return _signed(extended, target_width)


@upstream_fold
class FoldIntegerCastConstant(RewritePattern):
    """`extsi`, `extui`, `trunci`, `index_cast` and `index_castui` of an integer constant (a scalar, a splat
    or the elements of a vector or tensor) are the constant they make (upstream's folds; index is 64 bits):

        %c = arith.constant -2 : i8
        %0 = arith.extsi %c : i8 to i16               ->   %0 = arith.constant -2 : i16
        %1 = arith.index_castui %c : i8 to index      ->   %1 = arith.constant 254 : index
    """

    op_types = (xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp, xdsl_arith.TruncIOp, xdsl_arith.IndexCastOp, arith.IndexCastUIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        found = constant_values(op.operands[0])
        if found is None or not found[1] or not all(isinstance(v, int) for v in found[1]):
            return
        source, values = found
        source_width, target_width = _integer_width_of(source), _integer_width_of(_element_type(op.results[0].type))
        cast = [_cast_value(op, v, source_width, target_width) for v in values]
        rewriter.replace(op, make_constant(op.results[0].type, cast))


def _width_of(value: SSAValue) -> int | None:
    return _int_width(value.type)


@upstream_fold
class FoldTruncIOfCasts(RewritePattern):
    """Upstream's `TruncIOp::fold` and its `TruncIExtSIToExtSI`/`TruncIExtUIToExtUI` patterns: a truncation of
    a truncation is one; of an extension, the extended value itself (same type), its truncation (a wider
    value) or its extension (a narrower one):

        trunci(trunci %x : i64 to i32) : i32 to i8   ->  trunci %x : i64 to i8
        trunci(extui %x : i32 to i64) : i64 to i32   ->  %x
        trunci(extsi %x : i8 to i64) : i64 to i32    ->  extsi %x : i8 to i32
    """

    op_types = (xdsl_arith.TruncIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.TruncIOp):
            return
        inner = _defined_by(op.operands[0], (xdsl_arith.TruncIOp, xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp))
        if inner is None:
            return
        source, result_type = inner.operands[0], op.results[0].type
        if isinstance(inner, xdsl_arith.TruncIOp) or _width_of(source) > _width_of(op.results[0]):
            op.operands = (source,)  # upstream's setOperand: the truncation keeps its flags
            rewriter.notify_op_modified(op)
        elif source.type == result_type:
            rewriter.replace(op, [], [source])
        else:
            rewriter.replace(op, (arith.ExtUIOp if isinstance(inner, xdsl_arith.ExtUIOp) else arith.ExtSIOp)(source, result_type))


class TruncIShrSIToTrunciShrUI(RewritePattern):
    """Upstream's `TruncIShrSIToTrunciShrUI`: a truncation of an arithmetic right shift by exactly the bits it
    drops keeps none of the bits the shift filled with the sign, so the shift may be a logical one:

        %s = arith.shrsi %x, %c32 : i64          %s = arith.shrui %x, %c32 : i64
        %t = arith.trunci %s : i64 to i32   ->   %t = arith.trunci %s : i64 to i32

    The shift amount is a constant scalar or splat equal to the source width less the result width; the
    truncation keeps its overflow flags.
    """

    op_types = (xdsl_arith.TruncIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.TruncIOp):
            return
        shift = _defined_by(op.operands[0], xdsl_arith.ShRSIOp)
        if shift is None:
            return
        x, amount = shift.operands
        source_width, result_width = _integer_width(x.type), _integer_width(op.results[0].type)
        value = splat_value(amount)
        if source_width is None or result_width is None or not isinstance(value, int):
            return
        if _unsigned(value, source_width) != source_width - result_width:
            return
        logical = arith.ShRUIOp(x, amount, x.type)
        truncation = op.clone_without_regions()
        truncation.operands = (logical.results[0],)
        rewriter.replace(op, [logical, truncation])


class TruncIShrUIMulIToMulIExtended(RewritePattern):
    """Upstream's `TruncIShrUIMulIToMulSIExtended` and `TruncIShrUIMulIToMulUIExtended`: the high half of a
    product of two values extended alike to twice their width is the high result of the extended
    multiplication of the values themselves:

        %a = arith.extsi %x : i32 to i64
        %b = arith.extsi %y : i32 to i64
        %m = arith.muli %a, %b : i64                  %lo, %hi = arith.mulsi_extended %x, %y : i32
        %s = arith.shrui %m, %c32 : i64          ->   uses of %t use %hi
        %t = arith.trunci %s : i64 to i32

    (extui: `arith.mului_extended`.) The truncation, %x and %y have one type and the shift amount is a
    constant scalar or splat equal to the product's width less theirs. Upstream's constraint allows any
    product wider than %x; this one also requires it to be exactly twice as wide, the only width where
    the bits kept are the high half (of an i64 product of two i16, bits 48-63 are the sign's).
    """

    op_types = (xdsl_arith.TruncIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.TruncIOp):
            return
        shift = _defined_by(op.operands[0], xdsl_arith.ShRUIOp)
        product = _defined_by(shift.operands[0], xdsl_arith.MuliOp) if shift is not None else None
        if product is None:
            return
        extensions = [_defined_by(v, (xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp)) for v in product.operands]
        if None in extensions or type(extensions[0]) is not type(extensions[1]):
            return
        x, y = (extension.operands[0] for extension in extensions)
        if not (x.type == y.type == op.results[0].type):
            return
        width, product_width = _integer_width(x.type), _integer_width(product.results[0].type)
        amount = splat_value(shift.operands[1])
        if width is None or product_width != 2 * width or not isinstance(amount, int):
            return
        if _unsigned(amount, product_width) != product_width - width:
            return
        signed = isinstance(extensions[0], xdsl_arith.ExtSIOp)
        extended = (arith.MulSIExtendedOp if signed else arith.MulUIExtendedOp)(x, y, x.type)
        rewriter.replace(op, extended, [extended.results[1]])


@upstream_labels("IndexCastOfIndexCast", "IndexCastOfExtSI", "IndexCastUIOfIndexCastUI", "IndexCastUIOfExtUI")
class IndexCastOfCasts(RewritePattern):
    """Upstream's `IndexCastOfIndexCast`, `IndexCastOfExtSI` and their `index_castui` forms:

        index_cast(index_cast %x : i32 to index) : index to i32   ->  %x
        index_cast(extsi %x : i8 to i16) : i16 to index           ->  index_cast %x : i8 to index
        index_castui(extui %x : i8 to i16) : i16 to index         ->  index_castui %x : i8 to index
    """

    op_types = (xdsl_arith.IndexCastOp, arith.IndexCastUIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        unsigned = isinstance(op, arith.IndexCastUIOp)
        if not unsigned and not isinstance(op, xdsl_arith.IndexCastOp):
            return
        kind = arith.IndexCastUIOp if unsigned else arith.IndexCastOp
        same, extension = (arith.IndexCastUIOp, xdsl_arith.ExtUIOp) if unsigned else (xdsl_arith.IndexCastOp, xdsl_arith.ExtSIOp)
        inner = _defined_by(op.operands[0], (same, extension))
        if inner is None:
            return
        source, result_type = inner.operands[0], op.results[0].type
        name = ("IndexCastUIOf" if unsigned else "IndexCastOf") + (
            ("ExtUI" if unsigned else "ExtSI") if isinstance(inner, extension) else ("IndexCastUI" if unsigned else "IndexCast")
        )
        if not upstream_pattern_enabled(self, name):
            return
        if isinstance(inner, extension):
            rewriter.replace(op, kind(source, result_type))
        elif source.type == result_type:
            rewriter.replace(op, [], [source])


# ---------------------------------------------------------------------------
# addui_extended, mulsi_extended and mului_extended


def _extended_results(op: Operation, a: int, b: int, width: int) -> tuple[int, int]:
    """(sum, carry) of addui_extended, (low, high) of mulsi/mului_extended, of two elements."""
    if isinstance(op, arith.AddUIExtendedOp):
        total = _unsigned(a, width) + _unsigned(b, width)
        return _signed(total, width), int(total >> width != 0)
    if isinstance(op, arith.MulSIExtendedOp):
        product = _signed(a, width) * _signed(b, width)
    else:
        product = _unsigned(a, width) * _unsigned(b, width)
    return _signed(product, width), _signed(product >> width, width)


class FoldExtendedArithmetic(RewritePattern):
    """Upstream's folds and patterns of `addui_extended`, `mulsi_extended` and `mului_extended`:

        addui_extended(a, b) of constants   -> the sum and its carry
        addui_extended(x, 0)                -> x, false
        mul?i_extended(a, b) of constants   -> the low and high halves of the product
        mul?i_extended(x, 0)                -> 0, 0
        mului_extended(x, 1)                -> x, 0
        mulsi_extended(x, 1)                -> x, extsi(x < 0)   (not for i1, where 1 is -1)
        an unused carry or high half        -> addi(x, y) or muli(x, y)   (AddUIExtendedToAddI, MulSIExtendedToMulI,
                                                                           MulUIExtendedToMulI)

    (The ops are commutative: `CommuteConstantToRight` moves a constant right first.)
    """

    op_types = (arith.AddUIExtendedOp, arith.MulSIExtendedOp, arith.MulUIExtendedOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (width := _int_width(op.operands[0].type)) is None:
            return
        lhs, rhs = op.operands
        first, second = (result.type for result in op.results)
        adds = isinstance(op, arith.AddUIExtendedOp)
        if (pairs := _elementwise_constants(op)) is not None and all(isinstance(v, int) for v in (*pairs[0], *pairs[1])):
            halves = [_extended_results(op, a, b, width) for a, b in zip(*pairs)]
            constants = [make_constant(type_, [h[i] for h in halves]) for i, type_ in enumerate((first, second))]
            rewriter.replace(op, constants, [c.results[0] for c in constants])
            return
        right = splat_value(rhs)
        if right is not None and _unsigned(int(right), width) == 0 and _has_static_shape(first):
            constants = [make_constant(second, [0])] if adds else [make_constant(first, [0]), make_constant(second, [0])]
            rewriter.replace(op, constants, [lhs if adds else constants[0].results[0], constants[-1].results[0]])
            return
        if right is not None and _signed(int(right), width) == 1 and not adds and _has_static_shape(first):
            if isinstance(op, arith.MulUIExtendedOp):
                zero = make_constant(second, [0])
                rewriter.replace(op, [zero], [lhs, zero.results[0]])
            else:
                zero = make_constant(first, [0])
                negative = arith.CmpiOp(lhs, zero.results[0], "slt")
                high = arith.ExtSIOp(negative.results[0], second)
                rewriter.replace(op, [zero, negative, high], [lhs, high.results[0]])
            return
        if not op.results[1].uses:
            kind = arith.AddiOp if adds else arith.MuliOp
            rewriter.replace(op, [new := kind(lhs, rhs, first)], [new.results[0], lhs])


INVERTED_CMPI_PREDICATES = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}
"""cmpi's predicate negated (eq <-> ne, slt <-> sge, sle <-> sgt, ult <-> uge, ule <-> ugt)."""


class XOrINotCmpI(RewritePattern):
    """Upstream's `XOrINotCmpI`: the negation of a comparison (`xori` with a scalar `true`) is the inverse
    comparison:

        %0 = arith.cmpi eq, %a, %b : i8
        %1 = arith.xori %0, %true : i1      ->   %1 = arith.cmpi ne, %a, %b : i8
    """

    op_types = (xdsl_arith.XOrIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.XOrIOp) or _scalar_int(op.operands[1]) not in (1, -1):
            return
        if op.results[0].type != IntegerType(1) or (cmp := _defined_by(op.operands[0], xdsl_arith.CmpiOp)) is None:
            return
        predicate = INVERTED_CMPI_PREDICATES[cmp.predicate.value.data]
        rewriter.replace(op, arith.CmpiOp(cmp.operands[0], cmp.operands[1], predicate))


@upstream_fold
class FoldSelect(RewritePattern):
    """The folds of upstream's `SelectOp::fold` xDSL's patterns lack: a splat constant condition picks an
    operand; a select by `a == b` (`a != b`) of `a` and `b` is `b` (`a`); a select by a constant
    condition of two constants is the constant it picks element by element:

        %c = arith.cmpi eq, %a, %b : i64
        %r = arith.select %c, %a, %b : i64          ->  %b
        %r = arith.select %m, %x, %y : vector<3xi1>, vector<3xi32>    (all three constant)
        ->  arith.constant dense<[x0, y1, x2]> : vector<3xi32>
    """

    op_types = (xdsl_arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SelectOp):
            return
        cond, lhs, rhs = op.operands
        splat = splat_value(cond)
        if splat is not None and isinstance(cond.type, VectorType | TensorType):
            rewriter.replace(op, [], [lhs if splat else rhs])
            return
        if isinstance(cond, OpResult) and isinstance(cond.op, xdsl_arith.CmpiOp):
            predicate = cond.op.predicate.value.data
            pair = (cond.op.operands[0], cond.op.operands[1])
            if predicate in (0, 1) and pair in ((lhs, rhs), (rhs, lhs)):
                rewriter.replace(op, [], [lhs if predicate == 1 else rhs])
                return
        if not isinstance(cond.type, VectorType | TensorType):
            return
        attrs = [constant_attr(value) for value in (cond, lhs, rhs)]
        if not all(isinstance(attr, DenseIntOrFPElementsAttr) for attr in attrs):
            return
        found = [constant_values(value) for value in (cond, lhs, rhs)]
        if any(f is None for f in found):
            return
        count = math.prod(op.result.type.get_shape())
        conds, trues, falses = ([*f[1]] * (count if len(f[1]) == 1 else 1) for f in found)
        if not len(conds) == len(trues) == len(falses) == count:
            return
        values = [t if c else f for c, t, f in zip(conds, trues, falses)]
        rewriter.replace(op, make_constant(op.result.type, values))


@upstream_fold
class SelectOfPoison(RewritePattern):
    """Upstream's `SelectOp::fold` of a select with a poison operand: the other operand (a select by a
    constant condition is left to the folds of the condition, which upstream's tries first):

        %p = ub.poison : i32
        %r = arith.select %c, %p, %x : i32     ->  %x
        %r = arith.select %c, %x, %p : i32     ->  %x
    """

    op_types = (xdsl_arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SelectOp) or splat_value(op.operands[0]) is not None:
            return
        _, lhs, rhs = op.operands
        if _defined_by(lhs, ub.PoisonOp) is not None:
            rewriter.replace(op, [], [rhs])
        elif _defined_by(rhs, ub.PoisonOp) is not None:
            rewriter.replace(op, [], [lhs])


_POISON_PROPAGATING = (
    xdsl_arith.AddiOp, xdsl_arith.SubiOp, xdsl_arith.MuliOp, xdsl_arith.DivUIOp, xdsl_arith.DivSIOp,
    xdsl_arith.CeilDivUIOp, xdsl_arith.CeilDivSIOp, xdsl_arith.FloorDivSIOp, xdsl_arith.RemUIOp, xdsl_arith.RemSIOp,
    xdsl_arith.AndIOp, xdsl_arith.OrIOp, xdsl_arith.XOrIOp, xdsl_arith.ShLIOp, xdsl_arith.ShRUIOp, xdsl_arith.ShRSIOp,
    xdsl_arith.MaxSIOp, xdsl_arith.MaxUIOp, xdsl_arith.MinSIOp, xdsl_arith.MinUIOp,
    xdsl_arith.AddfOp, xdsl_arith.SubfOp, xdsl_arith.MulfOp, xdsl_arith.DivfOp, arith.RemFOp,
    xdsl_arith.MaximumfOp, xdsl_arith.MinimumfOp, xdsl_arith.MaxnumfOp, xdsl_arith.MinnumfOp, xdsl_arith.NegfOp,
    xdsl_arith.ExtSIOp, xdsl_arith.ExtUIOp, xdsl_arith.TruncIOp, xdsl_arith.ExtFOp, xdsl_arith.TruncFOp,
)  # fmt: skip
"""The `arith` ops whose upstream `fold` ends in CommonFolders' `constFoldBinaryOp`/`constFoldUnaryOp`/
`constFoldCastOp`, which give poison where an operand is poison."""


@upstream_fold
class FoldPoisonOperand(RewritePattern):
    """Upstream's common folders: an elementwise `arith` op (`_POISON_PROPAGATING`) with a poison operand is
    poison of its result type:

        %p = ub.poison : i32
        %r = arith.addi %p, %x : i32               ->  %r = ub.poison : i32
        %e = arith.extsi %p : i32 to i64           ->  %e = ub.poison : i64
    """

    op_types = _POISON_PROPAGATING

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, _POISON_PROPAGATING) or len(op.results) != 1:
            return
        if any(_defined_by(value, ub.PoisonOp) is not None for value in op.operands):
            rewriter.replace(op, ub.PoisonOp(op.results[0].type))


class SelectToExtUI(RewritePattern):
    """A select of integer (not i1) constants 1 and 0 by an i1 is its extension (upstream's `SelectToExtUI`):

        %r = arith.select %c, %c1_i64, %c0_i64 : i64     ->  %r = arith.extui %c : i1 to i64
        %r = arith.select %c, %c0_i64, %c1_i64 : i64     ->  %n = arith.xori %c, %true : i1
                                                              %r = arith.extui %n : i1 to i64
    """

    op_types = (xdsl_arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SelectOp) or not isinstance(op.result.type, IntegerType):
            return
        if op.result.type.width.data == 1:
            return
        cond, lhs, rhs = op.operands
        values = (splat_value(lhs), splat_value(rhs))
        if values == (1, 0):
            rewriter.replace(op, arith.ExtUIOp(cond, op.result.type))
        elif values == (0, 1):
            true = make_constant(cond.type, [1])
            negated = arith.XOrIOp(cond, true.results[0])
            rewriter.replace(op, [true, negated, arith.ExtUIOp(negated.results[0], op.result.type)])


@upstream_labels("RedundantSelectTrue", "RedundantSelectFalse")
class RedundantSelect(RewritePattern):
    """A select whose chosen operand is a select by the same condition takes that select's operand
    (upstream's `RedundantSelectTrue` and `RedundantSelectFalse`):

        %0 = arith.select %p, %a, %b : i32
        %r = arith.select %p, %0, %c : i32      ->  %r = arith.select %p, %a, %c : i32
        %r = arith.select %p, %c, %0 : i32      ->  %r = arith.select %p, %c, %b : i32
    """

    op_types = (xdsl_arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SelectOp):
            return
        cond, lhs, rhs = op.operands
        if (
            isinstance(lhs, OpResult)
            and isinstance(lhs.op, xdsl_arith.SelectOp)
            and lhs.op.operands[0] == cond
            and upstream_pattern_enabled(self, "RedundantSelectTrue")
        ):
            rewriter.replace(op, arith.SelectOp(cond, lhs.op.operands[1], rhs))
        elif (
            isinstance(rhs, OpResult)
            and isinstance(rhs.op, xdsl_arith.SelectOp)
            and rhs.op.operands[0] == cond
            and upstream_pattern_enabled(self, "RedundantSelectFalse")
        ):
            rewriter.replace(op, arith.SelectOp(cond, lhs, rhs.op.operands[2]))


class SelectNotCond(RewritePattern):
    """A select by a negated condition (xori with all ones on the right) swaps its operands (upstream's
    `SelectNotCond`):

        %n = arith.xori %p, %true : i1
        %r = arith.select %n, %a, %b : i32      ->  %r = arith.select %p, %b, %a : i32
    """

    op_types = (xdsl_arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_arith.SelectOp):
            return
        cond, lhs, rhs = op.operands
        if not isinstance(cond, OpResult) or not isinstance(cond.op, xdsl_arith.XOrIOp):
            return
        if splat_value(cond.op.operands[1]) == -1:  # i1 all ones
            rewriter.replace(op, arith.SelectOp(cond.op.operands[0], rhs, lhs))


def _float_of_int(value: int, element: Attribute) -> float | None:
    """`value` rounded to nearest even in float type `element` (upstream's convertFromAPInt), or None where
    this cannot round it once: beyond 2^53 in a type narrower than f64 (Python's float would round first)."""
    if isinstance(element, Float64Type):
        return float(value)
    return None if abs(value) > 1 << 53 else _rounded_to(float(value), element)


@upstream_fold
class FoldIntFloatConversionConstant(RewritePattern):
    """Conversions between integers and floats of constants (upstream's folders): `sitofp`/`uitofp` round to
    nearest even; `fptosi`/`fptoui` round toward zero and fold only where the result fits (not NaN):

        %c = arith.constant 2.5 : f32
        %0 = arith.fptosi %c : f32 to i32      ->   %0 = arith.constant 2 : i32
    """

    op_types = (xdsl_arith.SIToFPOp, xdsl_arith.UIToFPOp, xdsl_arith.FPToSIOp, xdsl_arith.FPToUIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        found = constant_values(op.operands[0])
        if found is None or not found[1]:
            return
        source, values = found
        target = _element_type(op.results[0].type)
        converted: list[int | float] = []
        for value in values:
            if isinstance(op, xdsl_arith.SIToFPOp | xdsl_arith.UIToFPOp):
                if not isinstance(source, IntegerType):
                    return
                width = source.width.data
                number = _signed(int(value), width) if isinstance(op, xdsl_arith.SIToFPOp) else _unsigned(int(value), width)
                result = _float_of_int(number, target)
            else:
                if not isinstance(target, IntegerType) or math.isnan(value) or math.isinf(value):
                    return
                width, number = target.width.data, math.trunc(value)
                signed = isinstance(op, xdsl_arith.FPToSIOp)
                low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
                result = _signed(number, width) if low <= number <= high else None
            if result is None:
                return
            converted.append(result)
        rewriter.replace(op, make_constant(op.results[0].type, converted))


def populate_arith_canonicalization_patterns() -> list[RewritePattern]:
    """The `arith` patterns `canonicalize` adds to xDSL's (it runs `CommuteConstantToRight` and
    `FoldIntegerBinaryConstants` before xDSL's)."""
    return [
        FoldFloatIdentity(),
        FoldFloatMinMaxSameOperands(),
        FoldFloatBinaryConstants(),
        FoldNegfConstant(),
        FoldNegfNegf(),
        MulDivfOfNegatedOperands(),
        FoldIntegerMinMax(),
        FoldSplatIdentityOrZero(),
        FoldCmpfWithNaN(),
        CmpFIntToFPConst(),
        FoldRemainderByOne(),
        FoldAddSubInverses(),
        CombineAddSubConstants(),
        MulIMulIConstant(),
        AddIMulNegativeOne(),
        SubISubILHSRHSLHS(),
        CmpiConstantToRight(),
        FoldCmpiConstants(),
        CmpiOfBoolExtension(),
        CmpiOfExtensions(),
        ComposeExtensions(),
        BitwiseOfExtensions(),
        FoldAndOrOfNot(),
        FoldAllOnesOperand(),
        FoldIdempotentNested(),
        FoldXorXor(),
        FoldBitcast(),
        FoldBitcastConstant(),
        FoldFloatCastOfConstant(),
        FoldExtFOfTruncF(),
        FoldTruncFOfExtF(),
        FoldIntegerCastConstant(),
        FoldTruncIOfCasts(),
        TruncIShrSIToTrunciShrUI(),
        TruncIShrUIMulIToMulIExtended(),
        IndexCastOfCasts(),
        XOrINotCmpI(),
        FoldExtendedArithmetic(),
        FoldSelect(),
        SelectToExtUI(),
        RedundantSelect(),
        SelectNotCond(),
        SelectOfPoison(),
        FoldPoisonOperand(),
        FoldIntFloatConversionConstant(),
    ]
