"""The scalar `arith`/`math`/`complex` ops that compute each element-wise HLO op, per element kind.

As mlir-hlo's MapMhloOpToScalarOp.h, one table, `SCALAR_OPS`, says for
each HLO mnemonic and element kind (float, signed, unsigned, pred, complex)
which scalar op computes one element; an entry is an op class, applied to
the operands, or a function that appends several ops. Integers are
signless in the bodies: the kind (and so the table) picks `divui` over
`divsi` for `ui32`. `scalar_op(block, "divide", UNSIGNED, [x, y])` appends

    %zero = arith.constant 0 : i32
    %is_zero = arith.cmpi eq, %y, %zero : i32
    %one = arith.constant 1 : i32
    %safe = arith.select %is_zero, %one, %y : i32
    %q = arith.divui %x, %safe : i32
    %all_ones = arith.constant -1 : i32
    %r = arith.select %is_zero, %all_ones, %q : i32

and returns `%r`. Where arith leaves a case undefined, the ops choose XLA's
answer: x / 0 is -1, x % 0 is x, INT_MIN / -1 is INT_MIN, shifts by at least
the bit width give 0 (or the sign for arithmetic shifts right), float to
integer conversion saturates with NaN giving 0, and max/min propagate NaN.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import complex
from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from aiopt.dialects import arith, math, scf
from aiopt.dialects.arith import RemFOp
from aiopt.dialects.hlo.types import ElementKind, element_kind

FLOAT, SIGNED, UNSIGNED = ElementKind.FLOAT, ElementKind.SIGNED, ElementKind.UNSIGNED
PRED, COMPLEX = ElementKind.PRED, ElementKind.COMPLEX
INTEGERS = (SIGNED, UNSIGNED)

Builder = Callable[[Block, Sequence[SSAValue]], SSAValue]
"""Appends the ops computing one element to a block; returns the element."""

FLOAT_FORMATS: dict[type[Attribute], tuple[int, int]] = {
    Float16Type: (5, 10),
    BFloat16Type: (8, 7),
    Float32Type: (8, 23),
    Float64Type: (11, 52),
}
"""Exponent and mantissa bits of each float type."""


def emit(block: Block, op: Operation) -> SSAValue:
    """Append `op` to `block`; return its first result."""
    block.add_op(op)
    return op.results[0]


def constant(block: Block, value: float, type_: Attribute) -> SSAValue:
    """Append `arith.constant value : type_` (a complex type gets `complex.create value, 0`)."""
    if isinstance(type_, ComplexType):
        part = type_.element_type
        return emit(block, complex.CreateOp(constant(block, value, part), constant(block, 0.0, part), type_))
    if isinstance(type_, (IntegerType, IndexType)):
        if isinstance(type_, IntegerType) and type_.width.data > 1 and value >= 1 << (type_.width.data - 1):
            value -= 1 << type_.width.data  # unsigned bit patterns as signless values
        return emit(block, arith.ConstantOp(IntegerAttr(int(value), type_)))
    return emit(block, arith.ConstantOp(FloatAttr(float(value), type_)))


def width(type_: Attribute) -> int:
    """The bit width of an integer, float or complex type."""
    if isinstance(type_, ComplexType):
        return 2 * width(type_.element_type)
    return type_.width.data if isinstance(type_, IntegerType) else type_.bitwidth


def _select(block: Block, pred: SSAValue, on_true: SSAValue, on_false: SSAValue) -> SSAValue:
    return emit(block, arith.SelectOp(pred, on_true, on_false))


def _cmpi(block: Block, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    return emit(block, arith.CmpiOp(lhs, rhs, predicate))


def _cmpf(block: Block, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    return emit(block, arith.CmpfOp(lhs, rhs, predicate))


# ---------------------------------------------------------------------------
# Integer division, remainder and power with XLA's answers where arith has none


def _divide_like(op_type: type[Operation], on_zero: Callable[[Block, SSAValue], SSAValue], signed: bool) -> Builder:
    """Integer `x op y` with XLA's answers: `on_zero(x)` where y = 0; signed INT_MIN op -1 divides by 1 instead.

    Dividing by 1 gives INT_MIN / -1 = INT_MIN and INT_MIN % -1 = 0, as XLA does; mlir-hlo also selects
    these answers after the division (INT_MIN for divsi, 0 for remsi).
    """

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        x, y = args
        zero = constant(block, 0, y.type)
        is_zero = _cmpi(block, "eq", y, zero)
        overflow = None
        if signed:
            int_min = constant(block, 1 << (width(x.type) - 1), x.type)
            is_min = _cmpi(block, "eq", x, int_min)
            is_minus_one = _cmpi(block, "eq", y, constant(block, -1, y.type))
            overflow = emit(block, arith.AndIOp(is_min, is_minus_one))
        bad = is_zero if overflow is None else emit(block, arith.OrIOp(is_zero, overflow))
        safe = _select(block, bad, constant(block, 1, y.type), y)
        result = emit(block, op_type(x, safe))
        if overflow is not None:
            result = _select(block, overflow, int_min if op_type is arith.DivSIOp else zero, result)
        return _select(block, is_zero, on_zero(block, x), result)

    return build


def _all_ones(block: Block, x: SSAValue) -> SSAValue:
    return constant(block, -1, x.type)


def _dividend(block: Block, x: SSAValue) -> SSAValue:
    return x


def _int_power(signed: bool) -> Builder:
    """Exponentiation by squaring in an `scf.for` over the exponent's bits, as mlir-hlo lowers integer power.

    A negative exponent gives 0, except for bases 1 (1) and -1 (+-1 by parity).
    """

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        base, exponent = args
        type_ = base.type
        one = constant(block, 1, type_)
        bounds = [constant(block, v, IndexType()) for v in (0, width(type_), 1)]
        body = Block(arg_types=[IndexType(), type_, type_, type_])
        _, acc, power, rest = body.args
        odd = emit(body, arith.TruncIOp(rest, i1))
        product = emit(body, arith.MuliOp(acc, power))
        body.add_op(
            scf.YieldOp(
                _select(body, odd, product, acc),
                emit(body, arith.MuliOp(power, power)),
                emit(body, arith.ShRUIOp(rest, one)),
            )
        )
        loop = scf.ForOp(*bounds, [one, base, exponent], body)
        block.add_op(loop)
        result = loop.results[0]
        if not signed:
            return result
        zero, minus_one = constant(block, 0, type_), constant(block, -1, type_)
        odd_exponent = emit(block, arith.TruncIOp(exponent, i1))
        minus_one_power = _select(block, odd_exponent, minus_one, one)
        unit = _select(
            block,
            _cmpi(block, "eq", base, one),
            one,
            _select(block, _cmpi(block, "eq", base, minus_one), minus_one_power, zero),
        )
        return _select(block, _cmpi(block, "slt", exponent, zero), unit, result)

    return build


# ---------------------------------------------------------------------------
# Shifts: amounts of at least the bit width (unsigned) have XLA's answers


def _shift(op_type: type[Operation]) -> Builder:
    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        x, amount = args
        bits = constant(block, width(x.type), x.type)
        in_range = _cmpi(block, "ult", amount, bits)
        shifted = emit(block, op_type(x, amount))
        if op_type is arith.ShRSIOp:
            # Shifting by width - 1 fills every bit with the sign, as an over-wide shift does in XLA
            # (the over-wide shift's poison is not selected).
            sign_fill = emit(block, arith.ShRSIOp(x, constant(block, width(x.type) - 1, x.type)))
            return _select(block, in_range, shifted, sign_fill)
        return _select(block, in_range, shifted, constant(block, 0, x.type))

    return build


# ---------------------------------------------------------------------------
# Unary integer and float helpers


def _int_negate(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return emit(block, arith.SubiOp(constant(block, 0, args[0].type), args[0]))


def _not(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return emit(block, arith.XOrIOp(args[0], constant(block, -1, args[0].type)))


def _float_sign(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    """copysign(1, x), except that +-0 and NaN stay themselves."""
    (x,) = args
    nonzero = _cmpf(block, "one", x, constant(block, 0.0, x.type))
    return _select(block, nonzero, emit(block, math.CopySignOp(constant(block, 1.0, x.type), x)), x)


def _signed_sign(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    """(x >> (bits - 1)) | 1 is -1 or 1; 0 stays 0."""
    (x,) = args
    sign = emit(block, arith.ShRSIOp(x, constant(block, width(x.type) - 1, x.type)))
    unit = emit(block, arith.OrIOp(sign, constant(block, 1, x.type)))
    zero = constant(block, 0, x.type)
    return _select(block, _cmpi(block, "eq", x, zero), zero, unit)


def _is_finite(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    """|x| != inf, ordered (false for NaN)."""
    (x,) = args
    return _cmpf(block, "one", emit(block, math.AbsFOp(x)), constant(block, float("inf"), x.type))


def _logistic(kind: ElementKind) -> Builder:
    """1 / (1 + exp(-x)), from the table's own negate/exponential/add/divide."""

    def build(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        (x,) = args
        exp = scalar_op(block, "exponential", kind, [scalar_op(block, "negate", kind, [x])])
        one = constant(block, 1.0, x.type)
        return scalar_op(block, "divide", kind, [one, scalar_op(block, "add", kind, [exp, one])])

    return build


def _identity(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return args[0]


def _zero_of(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return constant(block, 0, args[0].type)


def _complex_create(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    return emit(block, complex.CreateOp(args[0], args[1], ComplexType(args[0].type)))


def _complex_unary(op_type: type[Operation]) -> Builder:
    return lambda block, args: emit(block, op_type(args[0]))


def _complex_binary(op_type: type[Operation]) -> Builder:
    return lambda block, args: emit(block, op_type(args[0], args[1]))


def _complex_cbrt(block: Block, args: Sequence[SSAValue]) -> SSAValue:
    """The principal cube root: cbrt(|z|) (cos t + i sin t) with t = atan2(Im z, Re z) / 3, computed in f64 for
    complex<f32> (as the interpreter and the StableHLO interpreter do: in f32, |z| overflowed for parts near
    3.4e38, whose root is about 7e12, and lost the digits of subnormal parts), each part rounded once.

        %r = mhlo.cbrt %z : tensor<complex<f64>>   // (3, 4) -> (1.6289..., 0.5201...)
    """
    (z,) = args
    part = z.type.element_type
    real, imag = emit(block, complex.ReOp(z)), emit(block, complex.ImOp(z))
    wide = Float64Type()
    if not isinstance(part, Float64Type):
        real, imag = (emit(block, arith.ExtFOp(x, wide)) for x in (real, imag))
        z = emit(block, complex.CreateOp(real, imag, ComplexType(wide)))
    radius = emit(block, math.CbrtOp(emit(block, complex.AbsOp(z))))
    angle = emit(block, arith.DivfOp(emit(block, math.Atan2Op(imag, real)), constant(block, 3.0, wide)))
    parts = [emit(block, arith.MulfOp(radius, emit(block, trig(angle)))) for trig in (math.CosOp, math.SinOp)]
    if not isinstance(part, Float64Type):
        parts = [emit(block, arith.TruncFOp(x, part)) for x in parts]
    return emit(block, complex.CreateOp(*parts, ComplexType(part)))


def _same(op_type: type[Operation] | Builder, *kinds: ElementKind) -> dict[ElementKind, type[Operation] | Builder]:
    return dict.fromkeys(kinds, op_type)


SCALAR_OPS: dict[str, dict[ElementKind, type[Operation] | Builder]] = {
    # binary
    "add": {
        FLOAT: arith.AddfOp,
        **_same(arith.AddiOp, *INTEGERS),
        PRED: arith.OrIOp,
        COMPLEX: _complex_binary(complex.AddOp),
    },
    "subtract": {FLOAT: arith.SubfOp, **_same(arith.SubiOp, *INTEGERS), COMPLEX: _complex_binary(complex.SubOp)},
    "multiply": {
        FLOAT: arith.MulfOp,
        **_same(arith.MuliOp, *INTEGERS),
        PRED: arith.AndIOp,
        COMPLEX: _complex_binary(complex.MulOp),
    },
    "divide": {
        FLOAT: arith.DivfOp,
        SIGNED: _divide_like(arith.DivSIOp, _all_ones, signed=True),
        UNSIGNED: _divide_like(arith.DivUIOp, _all_ones, signed=False),
        COMPLEX: _complex_binary(complex.DivOp),
    },
    "remainder": {
        FLOAT: RemFOp,
        SIGNED: _divide_like(arith.RemSIOp, _dividend, signed=True),
        UNSIGNED: _divide_like(arith.RemUIOp, _dividend, signed=False),
    },
    # maximumf/minimumf propagate NaN, as XLA's max/min do; complex numbers are ordered lexicographically.
    "maximum": {
        FLOAT: arith.MaximumfOp,
        SIGNED: arith.MaxSIOp,
        UNSIGNED: arith.MaxUIOp,
        PRED: arith.MaxUIOp,
        COMPLEX: lambda block, args: _complex_extremum(block, args[0], args[1], larger=True),
    },
    "minimum": {
        FLOAT: arith.MinimumfOp,
        SIGNED: arith.MinSIOp,
        UNSIGNED: arith.MinUIOp,
        PRED: arith.MinUIOp,
        COMPLEX: lambda block, args: _complex_extremum(block, args[0], args[1], larger=False),
    },
    "and": _same(arith.AndIOp, *INTEGERS, PRED),
    "or": _same(arith.OrIOp, *INTEGERS, PRED),
    "xor": _same(arith.XOrIOp, *INTEGERS, PRED),
    "power": {
        FLOAT: math.PowFOp,
        SIGNED: _int_power(signed=True),
        UNSIGNED: _int_power(signed=False),
        COMPLEX: _complex_binary(complex.PowOp),
    },
    "atan2": {FLOAT: math.Atan2Op, COMPLEX: _complex_binary(complex.Atan2Op)},
    "shift_left": _same(_shift(arith.ShLIOp), *INTEGERS),
    "shift_right_logical": _same(_shift(arith.ShRUIOp), *INTEGERS),
    "shift_right_arithmetic": _same(_shift(arith.ShRSIOp), *INTEGERS),
    "complex": {FLOAT: _complex_create},
    # unary
    "negate": {FLOAT: arith.NegfOp, **_same(_int_negate, *INTEGERS), COMPLEX: _complex_unary(complex.NegOp)},
    "abs": {FLOAT: math.AbsFOp, SIGNED: math.AbsIOp, COMPLEX: _complex_unary(complex.AbsOp)},
    "sign": {FLOAT: _float_sign, SIGNED: _signed_sign, COMPLEX: _complex_unary(complex.SignOp)},
    "not": _same(_not, *INTEGERS, PRED),
    "popcnt": _same(math.CtPopOp, *INTEGERS),
    "count_leading_zeros": _same(math.CountLeadingZerosOp, *INTEGERS),
    "is_finite": {FLOAT: _is_finite},
    "exponential": {FLOAT: math.ExpOp, COMPLEX: _complex_unary(complex.ExpOp)},
    "exponential_minus_one": {FLOAT: math.ExpM1Op, COMPLEX: _complex_unary(complex.Expm1Op)},
    "log": {FLOAT: math.LogOp, COMPLEX: _complex_unary(complex.LogOp)},
    "log_plus_one": {FLOAT: math.Log1pOp, COMPLEX: _complex_unary(complex.Log1pOp)},
    "logistic": {FLOAT: _logistic(FLOAT), COMPLEX: _logistic(COMPLEX)},
    "sqrt": {FLOAT: math.SqrtOp, COMPLEX: _complex_unary(complex.SqrtOp)},
    "rsqrt": {FLOAT: math.RsqrtOp, COMPLEX: _complex_unary(complex.RsqrtOp)},
    "cbrt": {FLOAT: math.CbrtOp, COMPLEX: _complex_cbrt},
    "tanh": {FLOAT: math.TanhOp, COMPLEX: _complex_unary(complex.TanhOp)},
    "sine": {FLOAT: math.SinOp, COMPLEX: _complex_unary(complex.SinOp)},
    "cosine": {FLOAT: math.CosOp, COMPLEX: _complex_unary(complex.CosOp)},
    "tan": {FLOAT: math.TanOp, COMPLEX: _complex_unary(complex.TanOp)},
    "erf": {FLOAT: math.ErfOp},
    "floor": {FLOAT: math.FloorOp},
    "ceil": {FLOAT: math.CeilOp},
    "round_nearest_even": {FLOAT: math.RoundEvenOp},
    "round_nearest_afz": {FLOAT: math.RoundOp},
    "copy": _same(_identity, FLOAT, *INTEGERS, PRED, COMPLEX),
    "real": {FLOAT: _identity, COMPLEX: _complex_unary(complex.ReOp)},
    "imag": {FLOAT: _zero_of, COMPLEX: _complex_unary(complex.ImOp)},
}
"""Per HLO mnemonic and element kind of the first operand: the scalar op (class or builder)."""


def scalar_op(block: Block, mnemonic: str, kind: ElementKind, operands: Sequence[SSAValue]) -> SSAValue:
    """Append the ops of `mnemonic` on `kind` elements (SCALAR_OPS) to `block`; return the element."""
    entry = SCALAR_OPS[mnemonic][kind]
    if isinstance(entry, type):
        return emit(block, entry(*operands))
    return entry(block, operands)


# ---------------------------------------------------------------------------
# Comparisons


def _total_order_key(block: Block, x: SSAValue) -> SSAValue:
    """The float's bits as a signed integer ordered like IEEE totalOrder, as mlir-hlo computes it: a negative
    value's bits `b` become `MAX - b` (its magnitude bits flipped; the sign bit stays)."""
    int_type = IntegerType(width(x.type))
    bits = emit(block, arith.BitcastOp(x, int_type))
    negative = _cmpi(block, "slt", bits, constant(block, 0, int_type))
    flipped = emit(block, arith.SubiOp(constant(block, (1 << (width(int_type) - 1)) - 1, int_type), bits))
    return _select(block, negative, flipped, bits)


def _total_order_compare(block: Block, predicate: str, x: SSAValue, y: SSAValue) -> SSAValue:
    """`x predicate y` (a signed `cmpi` predicate) in IEEE totalOrder: the floats' bits compared as signed
    integers, the other way round where both are negative (sign-magnitude: a larger magnitude is a smaller
    negative number; -0 and -NaN are negative too, a negative value is below every other one):

        %xb = arith.bitcast %x : f32 to i32
        %yb = arith.bitcast %y : f32 to i32
        %both = arith.cmpi slt, (arith.andi %xb, %yb), 0 : i32
        %r = arith.select %both, (arith.cmpi slt, %yb, %xb), (arith.cmpi slt, %xb, %yb) : i1

    the same as comparing mlir-hlo's keys (a negative value's bits `b` become `MAX - b`), without a key per
    operand: two such keys side by side (a sort's comparator, both ends of its merge) were vectorized by LLVM's
    SLP vectorizer into vector registers and back, which made each comparison wait several cycles longer."""
    int_type = IntegerType(width(x.type))
    x, y = emit(block, arith.BitcastOp(x, int_type)), emit(block, arith.BitcastOp(y, int_type))
    both = _cmpi(block, "slt", emit(block, arith.AndIOp(x, y)), constant(block, 0, int_type))
    return _select(block, both, _cmpi(block, predicate, y, x), _cmpi(block, predicate, x, y))


SIGNED_PREDICATES = {"EQ": "eq", "NE": "ne", "LT": "slt", "LE": "sle", "GT": "sgt", "GE": "sge"}

COMPARE_PREDICATES: dict[str, tuple[type[Operation], dict[str, str]]] = {
    # Ordered predicates are false on NaN; NE is unordered, so NaN != NaN, as in XLA.
    "FLOAT": (arith.CmpfOp, {"EQ": "oeq", "NE": "une", "LT": "olt", "LE": "ole", "GT": "ogt", "GE": "oge"}),
    "SIGNED": (arith.CmpiOp, SIGNED_PREDICATES),
    "UNSIGNED": (arith.CmpiOp, {"EQ": "eq", "NE": "ne", "LT": "ult", "LE": "ule", "GT": "ugt", "GE": "uge"}),
    # Floats compared as signed integers (`_total_order_key`, `_total_order_compare`).
    "TOTALORDER": (arith.CmpiOp, SIGNED_PREDICATES),
}
"""Per `compare_type`: the arith comparison op and each direction's predicate."""

DEFAULT_COMPARE_TYPES = {FLOAT: "FLOAT", SIGNED: "SIGNED", UNSIGNED: "UNSIGNED", PRED: "UNSIGNED"}
"""The `compare_type` a compare without one has, per element kind."""


def _complex_compare(block: Block, direction: str, x: SSAValue, y: SSAValue) -> SSAValue:
    """EQ/NE with complex.eq/neq; orderings lexicographic on (real, imag), as XLA orders complex numbers."""
    if direction in ("EQ", "NE"):
        return emit(block, (complex.EqualOp if direction == "EQ" else complex.NotEqualOp)(x, y))
    predicate = COMPARE_PREDICATES["FLOAT"][1][direction]
    (x_re, x_im), (y_re, y_im) = ([emit(block, part(v)) for part in (complex.ReOp, complex.ImOp)] for v in (x, y))
    real_strict = _cmpf(block, predicate.replace("e", "t") if predicate in ("ole", "oge") else predicate, x_re, y_re)
    real_equal = _cmpf(block, "oeq", x_re, y_re)
    on_imag = emit(block, arith.AndIOp(real_equal, _cmpf(block, predicate, x_im, y_im)))
    return emit(block, arith.OrIOp(on_imag, real_strict))


def _complex_extremum(block: Block, x: SSAValue, y: SSAValue, larger: bool) -> SSAValue:
    """The lexicographically larger (or smaller) of two complex numbers as the StableHLO interpreter picks it: `x`
    where it compares greater (less) on (real, imag), else `y`, so that a NaN part or equal values give `y`:

        %keep = (re x == re y and im x > im y) or re x > re y     (< for minimum)
        %r = arith.select %keep, %x, %y : complex<f32>

    mlir-hlo's condition `(re_eq and im_ge) or re_ge` is `re_ge` alone: it ignores the imaginary parts, as XLA's
    CPU code does too (jaxlib 0.10.2: stablehlo.maximum(1+1i, 1+2i) = 1+1i)."""
    keep = _complex_compare(block, "GT" if larger else "LT", x, y)
    return _select(block, keep, x, y)


def _effective_compare_type(compare_type: str | None, kind: ElementKind) -> str:
    """The `compare_type` that decides a comparison of elements of `kind`, as the reference interpreter and
    upstream's lowering read it: floats compare as FLOAT unless TOTALORDER; integers as SIGNED or UNSIGNED
    (their own kind unless one of these is given); booleans as UNSIGNED. Upstream accepts any compare_type on
    any element type (`compare GT, %f, %g, SIGNED : tensor<f32>` compares floats)."""
    if kind is FLOAT:
        return "TOTALORDER" if compare_type == "TOTALORDER" else "FLOAT"
    if kind is not PRED and compare_type in ("SIGNED", "UNSIGNED"):
        return compare_type
    return DEFAULT_COMPARE_TYPES[kind]


def compare(
    block: Block,
    direction: str,
    compare_type: str | None,
    kind: ElementKind,
    x: SSAValue,
    y: SSAValue,
    keys: bool = True,
) -> SSAValue:
    """Append the comparison `x direction y` (HLO `compare`) of (signless) elements of HLO kind `kind`.

    TOTALORDER compares mlir-hlo's key of each operand (`_total_order_key`, what its
    `hlo-legalize-to-linalg` tests check) where `keys`, else the bits directly (`_total_order_compare`: the
    same order, faster on a sort's or top_k's load-compare chain, where the two keys side by side were
    SLP-vectorized into a vector register and back)."""
    if kind is COMPLEX:
        return _complex_compare(block, direction, x, y)
    compare_type = _effective_compare_type(compare_type, kind)
    op_type, predicates = COMPARE_PREDICATES[compare_type]
    if compare_type == "TOTALORDER":
        if keys:
            x, y = _total_order_key(block, x), _total_order_key(block, y)
        else:
            return _total_order_compare(block, predicates[direction], x, y)
    return emit(block, op_type(x, y, predicates[direction]))


# ---------------------------------------------------------------------------
# Conversions


def _int_bounds(type_: IntegerType, kind: ElementKind) -> tuple[int, int]:
    bits = width(type_)
    return (0, (1 << bits) - 1) if kind is UNSIGNED else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)


def _float_to_int(block: Block, x: SSAValue, target: IntegerType, kind: ElementKind) -> SSAValue:
    """fptosi/fptoui, saturated at the bounds (compared in the float type) and NaN to 0, as XLA converts."""
    low, high = _int_bounds(target, kind)
    cast = emit(block, (arith.FPToUIOp if kind is UNSIGNED else arith.FPToSIOp)(x, target))
    # float(high) rounds up to a power of two in narrow floats; >= it is out of range either way.
    too_high = _cmpf(block, "oge", x, _float_bound(block, high, x.type))
    too_low = _cmpf(block, "ole", x, _float_bound(block, low, x.type))
    saturated = _select(
        block, too_high, constant(block, high, target), _select(block, too_low, constant(block, low, target), cast)
    )
    is_nan = _cmpf(block, "uno", x, x)
    return _select(block, is_nan, constant(block, 0, target), saturated)


def _float_bound(block: Block, value: int, type_: Attribute) -> SSAValue:
    """`value` rounded to float `type_` (to nearest, ties to even): +-inf from half an ulp past the largest
    finite value on (ui16's 65535 is inf in f16, whose largest is 65504: 65520 and up round to inf)."""
    exponent_bits, mantissa_bits = FLOAT_FORMATS[type(type_)]
    largest_exponent = (1 << (exponent_bits - 1)) - 1
    overflow = ((1 << (mantissa_bits + 2)) - 1) << (largest_exponent - mantissa_bits - 1)
    in_range = abs(value) < overflow
    return constant(block, value if in_range else float("inf") if value > 0 else float("-inf"), type_)


def _float_to_float(block: Block, x: SSAValue, target: Attribute) -> SSAValue:
    if width(target) > width(x.type):
        return emit(block, arith.ExtFOp(x, target))
    if width(target) < width(x.type):
        return emit(block, arith.TruncFOp(x, target))
    # f16 <-> bf16: through f32, which holds both exactly.
    return emit(block, arith.TruncFOp(emit(block, arith.ExtFOp(x, Float32Type())), target))


def _int_to_int(block: Block, x: SSAValue, source_kind: ElementKind, target: IntegerType) -> SSAValue:
    if width(target) > width(x.type):
        return emit(block, (arith.ExtSIOp if source_kind is SIGNED else arith.ExtUIOp)(x, target))
    if width(target) < width(x.type):
        return emit(block, arith.TruncIOp(x, target))
    return x  # signed <-> unsigned of one width: the same signless bits


def convert(block: Block, x: SSAValue, source: Attribute, target: Attribute) -> SSAValue:
    """Append the conversion of element `x` from HLO element type `source` to `target` (signless in the body)."""
    source_kind, target_kind = element_kind(source), element_kind(target)
    if source == target:
        return x
    if source_kind is COMPLEX:
        if target_kind is COMPLEX:
            parts = [
                _convert_real(block, emit(block, part(x)), FLOAT, target.element_type)
                for part in (complex.ReOp, complex.ImOp)
            ]
            return emit(block, complex.CreateOp(*parts, target))
        # Only the real part converts, as in XLA.
        return convert(block, emit(block, complex.ReOp(x)), source.element_type, target)
    if target_kind is COMPLEX:
        real = _convert_real(block, x, source_kind, target.element_type)
        return emit(block, complex.CreateOp(real, constant(block, 0.0, target.element_type), target))
    return _convert_real(block, x, source_kind, signless(target), target_kind)


def signless(type_: Attribute) -> Attribute:
    """An unsigned integer type as the signless one of its width (others unchanged): how bodies hold it."""
    return IntegerType(type_.width.data) if isinstance(type_, IntegerType) else type_


def _convert_real(
    block: Block, x: SSAValue, source_kind: ElementKind, target: Attribute, target_kind: ElementKind | None = None
) -> SSAValue:
    """Convert a non-complex element to a non-complex (signless) type of kind `target_kind`."""
    target_kind = target_kind or element_kind(target)
    if x.type == target and source_kind is target_kind:
        return x
    if target_kind is PRED:
        zero = constant(block, 0, x.type)
        return _cmpf(block, "une", x, zero) if source_kind is FLOAT else _cmpi(block, "ne", x, zero)
    if source_kind is FLOAT:
        if target_kind is FLOAT:
            return _float_to_float(block, x, target)
        return _float_to_int(block, x, target, target_kind)
    if target_kind is FLOAT:
        return emit(block, (arith.SIToFPOp if source_kind is SIGNED else arith.UIToFPOp)(x, target))
    return _int_to_int(block, x, source_kind, target)


def stochastic_convert(block: Block, x: SSAValue, random: SSAValue, target: Attribute) -> SSAValue:
    """Convert float `x` to integer `target`, rounding away from zero when the unsigned `random` bits,
    read as a fraction, are below `x`'s fractional part; saturated, NaN to 0 (mhlo.stochastic_convert).
    """
    magnitude = emit(block, math.AbsFOp(x))
    truncated = emit(block, math.FloorOp(magnitude))
    fraction = emit(block, arith.SubfOp(magnitude, truncated))
    # fraction * 2^bits is exact and below 2^bits: the fraction as a fixed-point number like `random`.
    # Two halves of the scale, as 2^16 is beyond f16's range while fraction * 2^16 is not.
    bits = width(random.type)
    scaled = fraction
    for half in (bits // 2, bits - bits // 2):
        scaled = emit(block, arith.MulfOp(scaled, constant(block, float(1 << half), x.type)))
    fixed = emit(block, arith.FPToUIOp(scaled, random.type))
    up = emit(block, arith.UIToFPOp(_cmpi(block, "ult", random, fixed), x.type))
    rounded = emit(block, arith.AddfOp(truncated, up))
    signed = emit(block, math.CopySignOp(rounded, x))
    return _float_to_int(block, signed, signless(target), element_kind(target))


def bitcast(block: Block, x: SSAValue, target: Attribute) -> SSAValue:
    """Append the same-width bitcast of `x` to (signless) `target`; integers of one width are the same bits.

    A complex number's bits are its real part's in the low half and its
    imaginary part's in the high half (as the StableHLO interpreter, and
    the memory layout on little-endian machines): `complex<f32>` to `i64`
    is `(zext(bits(im)) << 32) | zext(bits(re))`, with integer ops on the parts.
    """
    target = signless(target)
    if x.type == target:
        return x
    if isinstance(x.type, ComplexType):
        low, high = complex_words(block, x)
        whole = IntegerType(width(x.type))
        low, high = (emit(block, arith.ExtUIOp(word, whole)) for word in (low, high))
        shifted = emit(block, arith.ShLIOp(high, constant(block, width(x.type) // 2, whole)))
        return bitcast(block, emit(block, arith.OrIOp(shifted, low)), target)
    if isinstance(target, ComplexType):
        bits = bitcast(block, x, IntegerType(width(target)))
        half = IntegerType(width(target) // 2)
        high = emit(block, arith.ShRUIOp(bits, constant(block, half.width.data, bits.type)))
        low, high = (emit(block, arith.TruncIOp(word, half)) for word in (bits, high))
        return complex_from_words(block, low, high, target)
    return emit(block, arith.BitcastOp(x, target))


def complex_words(block: Block, z: SSAValue) -> tuple[SSAValue, SSAValue]:
    """The bits of complex `z`'s real and imaginary parts, as integers of the parts' width."""
    word = IntegerType(width(z.type) // 2)
    return bitcast(block, emit(block, complex.ReOp(z)), word), bitcast(block, emit(block, complex.ImOp(z)), word)


def complex_from_words(block: Block, low: SSAValue, high: SSAValue, target: ComplexType) -> SSAValue:
    """The complex number of type `target` whose real part has the bits `low` and imaginary part `high`."""
    real, imag = (bitcast(block, word, target.element_type) for word in (low, high))
    return emit(block, complex.CreateOp(real, imag, target))


# ---------------------------------------------------------------------------
# reduce_precision


def reduce_precision(block: Block, x: SSAValue, exponent_bits: int, mantissa_bits: int) -> SSAValue:
    """Round `x` to a float with the given bits, in its own type, as XLA's ReducePrecision does.

    The mantissa rounds to nearest even by integer arithmetic on the bits;
    exponents beyond the reduced range become +-inf, those at or below its
    smallest normal exponent +-0 (no subnormals). NaN stays NaN, except with
    no mantissa bits, where it becomes +inf as in the StableHLO interpreter.
    """
    total_exponent, total_mantissa = FLOAT_FORMATS[type(x.type)]
    bits_type = IntegerType(width(x.type))
    sign_bit = 1 << (width(x.type) - 1)
    infinity = ((1 << total_exponent) - 1) << total_mantissa

    def const(value: int) -> SSAValue:
        return constant(block, value, bits_type)

    # mlir-hlo's sequence: NaN is a magnitude above infinity's bits.
    bits = emit(block, arith.BitcastOp(x, bits_type))
    is_nan = _cmpi(block, "ugt", emit(block, arith.AndIOp(bits, const(sign_bit - 1))), const(infinity))
    if mantissa_bits < total_mantissa:
        drop = total_mantissa - mantissa_bits
        last_kept = emit(block, arith.ShRUIOp(emit(block, arith.AndIOp(bits, const(1 << drop))), const(drop)))
        rounding = emit(block, arith.AddiOp(last_kept, const((1 << (drop - 1)) - 1)))
        bits = emit(block, arith.AndIOp(emit(block, arith.AddiOp(bits, rounding)), const(~((1 << drop) - 1))))
    if exponent_bits < total_exponent:
        bias, reduced_bias = (1 << (total_exponent - 1)) - 1, (1 << (exponent_bits - 1)) - 1
        exponent = emit(block, arith.AndIOp(bits, const(infinity)))
        overflow = _cmpi(block, "ugt", exponent, const((bias + reduced_bias) << total_mantissa))
        underflow = _cmpi(block, "ule", exponent, const((bias - reduced_bias) << total_mantissa))
        sign = emit(block, arith.AndIOp(bits, const(sign_bit)))
        signed_infinity = emit(block, arith.OrIOp(sign, const(infinity)))
        bits = _select(block, underflow, sign, _select(block, overflow, signed_infinity, bits))
    result = emit(block, arith.BitcastOp(bits, x.type))
    nan = x if mantissa_bits > 0 else emit(block, arith.BitcastOp(const(infinity), x.type))
    return _select(block, is_nan, nan, result)
