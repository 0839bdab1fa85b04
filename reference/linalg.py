"""Numpy reference semantics of the linalg, tensor, arith and math ops that `convert-mhlo-to-linalg` makes.

They are declared by full op name in `IMPLEMENTATIONS`, so that the
reference interpreter runs a lowered program as it runs the HLO one it
came from. Each linalg op with `outs` runs on tensors and on memrefs: on
memrefs it returns nothing and stores the results it computes on tensors
into its `outs` buffers (`on_tensors_or_buffers`).

Scalar arith/math ops are written for numpy arrays, so that a
`linalg.generic` body runs once over the whole parallel iteration space
(and once per point of its reduction dimensions), not once per element.
The hottest of them on scalars (integer add, sub, mul, and, or, xor, cmpi,
f32/f16 fma: a GPU kernel run thread by thread computes one scalar at a
time) also have a form in Python numbers that gives the same bits
(`_PYTHON_SCALAR`), which the interpreter runs where an op's result is a
scalar.
Cases the arith spec leaves undefined (integer division by zero, fptosi out
of range) get numpy's answer.
"""

from __future__ import annotations

import functools
import itertools
import math
import operator
import weakref
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np
from xdsl.dialects.arith import CMPF_COMPARISON_OPERATIONS, CMPI_COMPARISON_OPERATIONS
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    Float16Type,
    Float32Type,
    IndexType,
    IntegerType,
    MemRefType,
    TensorType,
    VectorType,
)
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr
from xdsl.utils.test_value import create_ssa_value

from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.linalg import Linalg, dps_outputs, generic_of, is_structured_type
from aiopt.dialects.linalg_winograd import m_and_r, winograd_matrices
from aiopt.reference.buffer import reinterpreted_buffer
from aiopt.reference.hlo import (
    UnsupportedType,
    as_planned_result,
    as_result,
    narrow_width,
    numpy_dtype,
    result_plan,
    sign_extended,
    zero_extended,
)
from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.reference.hlo.elementwise import (
    atan2,
    complex_divide,
    complex_multiply,
    complex_power,
    complex_sign,
    cos,
    expm1,
    in_double,
    log1p,
    round_half_away,
    rsqrt,
    sin,
    tan,
    tanh,
)
from aiopt.reference.hlo.linalg_ops import matmul_of_products
from aiopt.reference.semantics import Implementations, ReferenceImpl
from aiopt.support.diagnostics import RuntimeCheckError, op_error_message
from aiopt.support.sparse_elements import SparseElementsAttr

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

_ON_TENSORS = Implementations()
"""The linalg ops with `outs`, on tensors; each is declared in IMPLEMENTATIONS for tensors and memrefs."""


def _elementwise(
    *names: str, unsigned: bool = False
) -> Callable[[Callable[..., np.ndarray]], Callable[..., np.ndarray]]:
    """Register `fn(*operands)` as the semantics of scalar ops, cast to the op's result type.

    With `unsigned` (ops that read signless integers as unsigned), operands of narrow types are zero-extended
    within their holder first: i4 -1, held in int8 as -1, is passed as 15.
    """

    def register(fn: Callable[..., np.ndarray]) -> Callable[..., np.ndarray]:
        @IMPLEMENTATIONS.register(*names)
        def run(interpreter, op, args):
            operands = [np.asarray(a) for a in args]
            if unsigned:
                operands = [_narrow_zero_extended(a, v.type) for a, v in zip(operands, op.operands)]
            return (as_result(fn(*operands), op.results[0].type),)

        def for_op(op: Operation) -> ReferenceImpl | None:
            """`run` with the result type's plan found once (and no zero-extension where no operand is narrow);
            on scalars, in Python numbers where `_PYTHON_SCALAR` has the op."""
            if unsigned and any(narrow_width(element_type_of(v.type)) is not None for v in op.operands):
                return None
            plan = result_plan(op.results[0].type)

            def general(interpreter, op, args):
                return (as_planned_result(fn(*[np.asarray(a) for a in args]), plan),)

            return _python_scalar(op, plan, general) or general

        run.for_op = for_op  # type: ignore[attr-defined]
        run.lanes = (fn, unsigned)  # type: ignore[attr-defined]  # rows of operands, for aiopt.reference.gpu_lanes
        return fn

    return register


def _held_as(value: Any, dtype: np.dtype) -> bool:
    """Whether `value` is a scalar held as `dtype` (a 0-d array or numpy scalar of it), or a Python int where
    `dtype` is an integer one (index values: thread ids, loop induction variables)."""
    kind = type(value)
    if kind is np.ndarray:
        return value.dtype == dtype and value.ndim == 0
    return kind is dtype.type or (kind is int and dtype.kind == "i")


def _python_integer(compute: Callable[[int, int], int], on_i1: bool = False) -> Callable[..., ReferenceImpl | None]:
    """An integer op on scalars computed on Python ints and wrapped to the dtype's width: what numpy's wrap-around
    arithmetic gives on the 0-d arrays (the same 0-d array of the dtype), without numpy's per-call cost. With
    `on_i1` (the bitwise ops), on i1 too, as Python bools."""

    def make(dtype: np.dtype, general: ReferenceImpl) -> ReferenceImpl | None:
        if dtype.kind == "b" and on_i1:

            def run_i1(interpreter, op, args):
                a, b = args
                if not (_held_as(a, dtype) and _held_as(b, dtype)):
                    return general(interpreter, op, args)
                return (np.asarray(compute(bool(a), bool(b)), dtype),)

            return run_i1
        if dtype.kind != "i":
            return None
        bits = dtype.itemsize * 8
        low, high, mask = -(1 << (bits - 1)), (1 << (bits - 1)) - 1, (1 << bits) - 1

        def run(interpreter, op, args):
            a, b = args
            if not (_held_as(a, dtype) and _held_as(b, dtype)):
                return general(interpreter, op, args)
            value = compute(int(a), int(b))
            if not low <= value <= high:
                value = ((value - low) & mask) + low
            return (np.asarray(value, dtype),)

        return run

    return make


def _python_fma(dtype: np.dtype, general: ReferenceImpl) -> ReferenceImpl | None:
    """`math.fma` of f32 or f16 scalars in Python floats: the product is exact in a double and the sum rounded to
    a double, then to the dtype, as `_fused_multiply_add` computes it in float64."""
    if dtype not in (np.dtype(np.float32), np.dtype(np.float16)):
        return None
    scalar = dtype.type

    def run(interpreter, op, args):
        a, b, c = args
        if not (_held_as(a, dtype) and _held_as(b, dtype) and _held_as(c, dtype)):
            return general(interpreter, op, args)
        return (np.asarray(scalar(float(a) * float(b) + float(c))),)

    return run


_PYTHON_SCALAR: dict[str, Callable[[np.dtype, ReferenceImpl], ReferenceImpl | None]] = {
    "arith.addi": _python_integer(operator.add),
    "arith.subi": _python_integer(operator.sub),
    "arith.muli": _python_integer(operator.mul),
    "arith.andi": _python_integer(operator.and_, on_i1=True),
    "arith.ori": _python_integer(operator.or_, on_i1=True),
    "arith.xori": _python_integer(operator.xor, on_i1=True),
    "math.fma": _python_fma,
}
"""Element-wise ops whose scalar form runs in Python numbers, bit for bit as the numpy form (a GPU kernel run
thread by thread computes its indices and sums one scalar at a time), given the dtype and the numpy form to fall
back to for operands held otherwise."""


def _python_scalar(op: Operation, plan: tuple, general: ReferenceImpl) -> ReferenceImpl | None:
    """The `_PYTHON_SCALAR` form of `op` where its result is a scalar of a dtype that needs no more than a cast."""
    make = _PYTHON_SCALAR.get(op.name)
    element_type, dtype, special, shape = plan
    if make is None or special or shape is not None or element_type != op.results[0].type:
        return None
    return make(dtype, general)


def _narrow_zero_extended(value: np.ndarray, type_) -> np.ndarray:
    """The values of a narrow integer type (i4, i48...) zero-extended within their signless holder; others as
    they are."""
    element_type = element_type_of(type_)
    if narrow_width(element_type) is None:
        return value
    return zero_extended(value, element_type).view(value.dtype)


def _ieee_max(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IEEE maximum: NaN propagates and +0 > -0."""
    zeros = (a == 0) & (b == 0)
    return np.where(zeros, np.where(np.signbit(a), b, a), np.maximum(a, b))


def _ieee_min(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IEEE minimum: NaN propagates and -0 < +0."""
    zeros = (a == 0) & (b == 0)
    return np.where(zeros, np.where(np.signbit(a), a, b), np.minimum(a, b))


def _ieee_maxnum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IEEE maxNum: a NaN operand gives the other operand, and -0 < +0."""
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, _ieee_max(a, b)))


def _ieee_minnum(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IEEE minNum: a NaN operand gives the other operand, and -0 < +0."""
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, _ieee_min(a, b)))


def _div_trunc(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Integer division rounding toward zero."""
    safe = np.where(b == 0, 1, b)
    quotient = a // safe
    return quotient + ((a % safe != 0) & ((a < 0) != (safe < 0)))


Binary = Callable[[np.ndarray, np.ndarray], np.ndarray]


def _modulo_two_on_i1(fn: Binary) -> Binary:
    """An integer add or subtract that wraps on i1 as on every width: modulo 2, an exclusive or (numpy adds
    booleans with `or` and refuses to subtract them)."""

    def compute(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        if a.dtype == np.bool_:
            return np.bitwise_xor(a, b)
        return fn(a, b)

    return compute


_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "arith.addf": np.add,
    "arith.addi": _modulo_two_on_i1(np.add),
    "arith.subf": np.subtract,
    "arith.subi": _modulo_two_on_i1(np.subtract),
    "arith.mulf": np.multiply,
    "arith.muli": np.multiply,
    "arith.divf": np.divide,
    "arith.divsi": _div_trunc,
    "arith.remsi": lambda a, b: np.fmod(a, np.where(b == 0, 1, b)),
    "arith.maximumf": _ieee_max,
    "arith.minimumf": _ieee_min,
    "arith.maxnumf": _ieee_maxnum,
    "arith.minnumf": _ieee_minnum,
    "arith.maxsi": lambda a, b: np.maximum(sign_extended(a), sign_extended(b)),  # i1: true is -1
    "arith.minsi": lambda a, b: np.minimum(sign_extended(a), sign_extended(b)),
    "arith.andi": np.bitwise_and,
    "arith.ori": np.bitwise_or,
    "arith.xori": np.bitwise_xor,
    "math.powf": np.power,
    "math.atan2": np.arctan2,
    "math.copysign": np.copysign,
    "arith.remf": np.fmod,
}

_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "arith.negf": np.negative,
    "math.absf": np.abs,
    "math.absi": np.abs,
    "math.exp": in_double(np.exp),
    "math.expm1": in_double(np.expm1),
    "math.log": in_double(np.log),
    "math.log1p": in_double(np.log1p),
    "math.sqrt": np.sqrt,
    "math.rsqrt": lambda a: 1 / np.sqrt(a),
    "math.cbrt": in_double(np.cbrt),
    "math.tanh": in_double(np.tanh),
    "math.sin": in_double(np.sin),
    "math.cos": in_double(np.cos),
    "math.tan": in_double(np.tan),
    "math.floor": np.floor,
    "math.ceil": np.ceil,
    "math.roundeven": np.rint,
    "math.round": round_half_away,
    "math.erf": np.vectorize(math.erf, otypes=[np.float64]),
    "math.exp2": np.exp2,
    "math.log2": np.log2,
    "math.log10": np.log10,
    "math.atan": np.arctan,
    "math.asin": np.arcsin,
    "math.acos": np.arccos,
    "math.asinh": np.arcsinh,
    "math.acosh": np.arccosh,
    "math.atanh": np.arctanh,
    "math.sinh": np.sinh,
    "math.cosh": np.cosh,
}

for _name, _fn in (*_BINARY.items(), *_UNARY.items()):
    _elementwise(_name)(_fn)

def _fused_multiply_add_f64(a: float, b: float, c: float) -> float:
    """a * b + c rounded once (IEEE fusedMultiplyAdd): exact rational arithmetic for finite operands."""
    if not (math.isfinite(a) and math.isfinite(b)):
        return a * b + c
    if not math.isfinite(c):
        return c  # the exact product is finite, even where a * b overflows
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return a * b + c  # the product is exact then (it equals -c): IEEE's sign of a zero sum
    try:
        return float(exact)  # correctly rounded; -0.0 where a negative exact underflows
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


_FMA_F64 = np.frompyfunc(_fused_multiply_add_f64, 3, 1)


def _fused_multiply_add(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Fused multiply-add rounds once: f64 exactly (`_fused_multiply_add_f64`), narrower floats in float64
    (exact products for f16/f32 operands)."""
    if a.dtype == np.float64:
        return np.asarray(_FMA_F64(a, b, c), dtype=np.float64)
    return (a.astype(np.float64) * b + c).astype(a.dtype)


_elementwise("math.fma")(_fused_multiply_add)

# Casts: the result type's dtype does the conversion (as_result); extsi and sitofp read i1 signed (true is -1).
_elementwise("arith.extf", "arith.truncf", "arith.fptosi")(lambda a: a)
_elementwise("arith.extsi", "arith.sitofp")(sign_extended)


# Signless integers that unsigned ops read as unsigned; i1 (bool) is unsigned already.
def _as_unsigned(a: np.ndarray) -> np.ndarray:
    return a.view(f"uint{a.dtype.itemsize * 8}") if a.dtype.kind == "i" else a


def _unsigned_binary(fn: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Callable[..., np.ndarray]:
    """`fn` on the operands' unsigned views, read back as the signless dtype."""
    return lambda a, b: np.asarray(fn(_as_unsigned(a), _as_unsigned(b))).astype(_as_unsigned(a).dtype).view(a.dtype)


def _shift_amount(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    # Amounts of at least the width are poison in arith; any value does, so wrap them.
    return _as_unsigned(b).astype(np.uint64) % np.uint64(a.dtype.itemsize * 8)


_UNSIGNED_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    # Unsigned ops and shifts: on the unsigned views of signless integers.
    "arith.divui": _unsigned_binary(lambda a, b: a // np.where(b == 0, 1, b)),
    "arith.remui": _unsigned_binary(lambda a, b: a % np.where(b == 0, 1, b)),
    "arith.maxui": _unsigned_binary(np.maximum),
    "arith.minui": _unsigned_binary(np.minimum),
    "arith.shli": lambda a, b: (_as_unsigned(a) << _shift_amount(a, b).astype(_as_unsigned(a).dtype)).view(a.dtype),
    "arith.shrui": lambda a, b: (_as_unsigned(a) >> _shift_amount(a, b).astype(_as_unsigned(a).dtype)).view(a.dtype),
    "arith.shrsi": lambda a, b: a >> _shift_amount(a, b).astype(a.dtype),
}

for _name, _fn in _UNSIGNED_BINARY.items():
    # shrsi reads its shifted operand as signed (the amount as unsigned, which only matters when it is poison).
    _elementwise(_name, unsigned=_name != "arith.shrsi")(_fn)


def binary_semantics(name: str) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """The numpy function of the element-wise binary op `name` (`arith.addf`, `arith.maxui`, ...)."""
    return _BINARY.get(name) or _UNSIGNED_BINARY[name]


def _count_leading_zeros(a: np.ndarray, bits: int) -> np.ndarray:
    """Leading zeros of `bits`-bit integers, zero-extended in `a`'s holder."""
    count = np.full(a.shape, bits, a.dtype)
    for position in range(bits):
        count = np.where((_as_unsigned(a) >> np.uint64(position)) != 0, bits - 1 - position, count)
    return count


@IMPLEMENTATIONS.register("math.ctlz")
def ctlz(interpreter, op, args):
    value = _narrow_zero_extended(np.asarray(args[0]), op.operands[0].type)
    bits = narrow_width(element_type_of(op.operands[0].type)) or value.dtype.itemsize * 8
    return (as_result(_count_leading_zeros(value, bits), op.results[0].type),)


def _ipowi(a: np.ndarray, n: np.ndarray) -> np.ndarray:
    """`math.ipowi` as upstream's folder and convert-math-to-funcs' `__mlir_math_ipowi_*`: repeated squaring for
    n >= 0 (wrapping around; a^0 = 1, 0^0 too), and for n < 0: 1 for a = 1, -1 or 1 for a = -1 (n odd or even),
    0 for any other a but 0, whose `1 / 0` (undefined upstream: `arith.divsi` by zero) is `arith.divsi`'s value
    here."""
    with np.errstate(over="ignore"):
        result, base = np.ones_like(a), a.copy()
        magnitude = np.where(n < 0, 0, n).astype(np.uint64)
        while np.any(magnitude):
            result = np.where(magnitude & np.uint64(1), result * base, result)
            base = base * base
            magnitude >>= np.uint64(1)
    one = np.ones_like(a)
    unit = np.where(a == 1, one, np.where(a == -1, np.where((n & 1) != 0, -one, one), 0 * one))
    negative = np.where(a == 0, _div_trunc(one, 0 * one), unit)
    return np.where(n < 0, negative, result).astype(a.dtype)


def _fpowi(x: np.ndarray, n: np.ndarray) -> np.ndarray:
    """`math.fpowi`: x^n, computed in float64 and rounded to x's type (numpy's pow of the integral n)."""
    with np.errstate(all="ignore"):
        return np.power(x.astype(np.float64), n.astype(np.float64)).astype(x.dtype)


_elementwise("math.ipowi")(_ipowi)
_elementwise("math.fpowi")(_fpowi)
_elementwise("math.ctpop", unsigned=True)(lambda a: np.bitwise_count(_as_unsigned(a)).astype(a.dtype))
_elementwise("arith.uitofp", "arith.extui", unsigned=True)(_as_unsigned)


@IMPLEMENTATIONS.register("arith.fptoui")
def fptoui(interpreter, op, args):
    dtype = numpy_dtype(element_type_of(op.results[0].type))
    unsigned = np.asarray(args[0]).astype(_as_unsigned(np.zeros((), dtype)).dtype).view(dtype)
    return (as_result(unsigned, op.results[0].type),)


def bits_view(value: np.ndarray, source: object, target: object, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """Reinterpret the bits of `value` (of element type `source`) as `target`, shaped `shape` (default: the
    shape of `value`; another one where the widths differ: a vector<2xbf16> as an i32); bf16 lives in
    float32's upper half."""
    shape = np.shape(value) if shape is None else shape
    if isinstance(source, BFloat16Type):
        value = (np.ascontiguousarray(value, np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    if isinstance(target, BFloat16Type):
        bits = np.ascontiguousarray(value).view(np.uint16).astype(np.uint32) << np.uint32(16)
        return bits.view(np.float32).reshape(shape)
    return np.ascontiguousarray(value).view(numpy_dtype(target)).reshape(shape)


@IMPLEMENTATIONS.register("arith.bitcast")
def bitcast(interpreter, op, args):
    """Same-width reinterpretation of scalars or tensors."""
    source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
    return (bits_view(np.asarray(args[0]), source, target),)


@IMPLEMENTATIONS.register("builtin.unrealized_conversion_cast")
def unrealized_conversion_cast(interpreter, op, args):
    """The casts type conversions leave, which change the signedness of integers: on scalars and tensors a
    same-width reinterpretation, on memrefs a view of the same buffer (`reinterpreted_buffer`)."""
    if isinstance(op.operands[0].type, MemRefType) and isinstance(op.results[0].type, MemRefType):
        return (reinterpreted_buffer(op, args[0]),)
    return bitcast(interpreter, op, args)


_COMPLEX_UNARY: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "complex.neg": np.negative,
    "complex.conj": np.conj,
    "complex.exp": np.exp,
    "complex.expm1": expm1,
    "complex.log": np.log,
    "complex.log1p": in_double(log1p),
    "complex.sqrt": np.sqrt,
    "complex.rsqrt": rsqrt,
    "complex.sin": sin,
    "complex.cos": cos,
    "complex.tan": in_double(tan),
    "complex.tanh": in_double(tanh),
    "complex.abs": np.abs,
    "complex.angle": np.angle,
    "complex.re": np.real,
    "complex.im": np.imag,
    "complex.sign": complex_sign,
}
"""The complex ops' values, those of convert-complex-to-standard (compiled code) and of the stablehlo ops they
come from (reference.hlo.elementwise): XLA's formulas at infinite and NaN parts for sin, cos, tan, tanh and
log1p, C99's zero for rsqrt where sqrt z is infinite, x / |x| part by part for sign (numpy's values differed
there: sign(-3e9 - inf i) was NaN + NaN i, not -0 + NaN i, in the GPU kernels of difftest seed 21702 #50)."""
_COMPLEX_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "complex.add": np.add,
    "complex.sub": np.subtract,
    "complex.mul": complex_multiply,
    "complex.div": complex_divide,
    "complex.pow": complex_power,
    "complex.atan2": atan2,
    "complex.eq": np.equal,
    "complex.neq": np.not_equal,
}

for _name, _fn in (*_COMPLEX_UNARY.items(), *_COMPLEX_BINARY.items()):
    _elementwise(_name)(_fn)


@IMPLEMENTATIONS.register("complex.create")
def complex_create(interpreter, op, args):
    real, imag = (np.asarray(a) for a in args)
    value = np.empty(np.broadcast(real, imag).shape, numpy_dtype(op.results[0].type))
    value.real, value.imag = real, imag
    return (value,)


@IMPLEMENTATIONS.register("complex.constant")
def complex_constant(interpreter, op, args):
    """`complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>`: the number 1.5-2j."""
    real, imag = (part.value.data for part in op.value.data)
    return (np.array(complex(real, imag), numpy_dtype(op.results[0].type)),)


@IMPLEMENTATIONS.register("arith.trunci")
def trunci(interpreter, op, args):
    dtype = numpy_dtype(element_type_of(op.results[0].type))
    value = np.asarray(args[0])
    # Truncation keeps the low bits: to i1 that is the lowest bit, not `!= 0`; to i4 the low 4 bits.
    return ((value & 1).astype(dtype) if dtype.kind == "b" else as_result(value, op.results[0].type),)


def _element_of(type_):
    """The element type of a tensor or vector type, or the type itself."""
    return type_.get_element_type() if isinstance(type_, VectorType) else element_type_of(type_)


def _integer_width(type_) -> int:
    """The width of an integer (vector, tensor) type's elements; `index` is 64 bits wide."""
    element_type = _element_of(type_)
    return element_type.width.data if isinstance(element_type, IntegerType) else 64


_PYTHON_INT = np.frompyfunc(int, 1, 1)


def _exact(value, type_, signed: bool) -> np.ndarray:
    """The elements of `value` as exact Python ints (an object array), read signed or unsigned in their width."""
    width = _integer_width(type_)
    unsigned = np.asarray(_PYTHON_INT(np.asarray(value)) % (1 << width), dtype=object)
    return _signed(unsigned, width) if signed else unsigned


def _signed(unsigned: np.ndarray, width: int) -> np.ndarray:
    """Exact integers in [0, 2^width) read as two's complement `width`-bit integers (i1 stays 0 or 1)."""
    if width == 1:
        return unsigned
    return np.asarray(np.where(unsigned >= (1 << (width - 1)), unsigned - (1 << width), unsigned), dtype=object)


def _wrapped(value: np.ndarray, type_) -> np.ndarray:
    """Exact integers wrapped to the width of `type_`'s elements, as its signless holder."""
    width = _integer_width(type_)
    bits = _signed(np.asarray(value % (1 << width), dtype=object), width)
    return as_result(bits.astype(np.int64 if width > 1 else bool), type_)


@IMPLEMENTATIONS.register("arith.addui_extended")
def addui_extended(interpreter, op, args):
    """The sum wrapped to the operands' width, and whether the unsigned sum overflowed it."""
    lhs, rhs = (_exact(arg, value.type, signed=False) for arg, value in zip(args, op.operands))
    total = lhs + rhs
    overflow = np.asarray(total >= (1 << _integer_width(op.operands[0].type)), dtype=bool)
    return _wrapped(total, op.results[0].type), as_result(overflow, op.results[1].type)


@IMPLEMENTATIONS.register("arith.mului_extended", "arith.mulsi_extended")
def mul_extended(interpreter, op, args):
    """The low and high halves of the exact product of the operands read unsigned (signed for mulsi)."""
    signed = op.name == "arith.mulsi_extended"
    lhs, rhs = (_exact(arg, value.type, signed) for arg, value in zip(args, op.operands))
    product = lhs * rhs
    high = product // (1 << _integer_width(op.operands[0].type))
    return _wrapped(product, op.results[0].type), _wrapped(high, op.results[1].type)


@IMPLEMENTATIONS.register("arith.select")
def select(interpreter, op, args):
    """The operand the condition picks: element by element for a shaped condition; a whole buffer (the same
    memref, not a copy) for operands that are not tensors, vectors or scalars, such as the memrefs that
    scf.if's ConvertTrivialIfToSelect selects between once an if is on buffers."""
    if not isinstance(op.results[0].type, (TensorType, VectorType)) and not _is_scalar_type(op.results[0].type):
        return (args[1] if bool(np.asarray(args[0])) else args[2],)
    return (as_result(np.where(args[0], args[1], args[2]), op.results[0].type),)


def _is_scalar_type(type_) -> bool:
    """Whether `type_` is an integer, index or float type (one that `as_result` holds in numpy)."""
    try:
        numpy_dtype(type_)
    except UnsupportedType:
        return False
    return True


_COMPARISONS: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    # Ordered float predicates are false on NaN, unordered ones true; numpy's == < ... are ordered.
    "oeq": np.equal,
    "ogt": np.greater,
    "oge": np.greater_equal,
    "olt": np.less,
    "ole": np.less_equal,
    "une": np.not_equal,
    "eq": np.equal,
    "ne": np.not_equal,
    "slt": np.less,
    "sle": np.less_equal,
    "sgt": np.greater,
    "sge": np.greater_equal,
    # Unsigned predicates compare the unsigned views (i1: False < True as in numpy).
    "ult": lambda a, b: np.less(_as_unsigned(a), _as_unsigned(b)),
    "ule": lambda a, b: np.less_equal(_as_unsigned(a), _as_unsigned(b)),
    "ugt": lambda a, b: np.greater(_as_unsigned(a), _as_unsigned(b)),
    "uge": lambda a, b: np.greater_equal(_as_unsigned(a), _as_unsigned(b)),
    "one": lambda a, b: (a != b) & ~np.isnan(a) & ~np.isnan(b),
    "uno": lambda a, b: np.isnan(a) | np.isnan(b),
}


_FLOAT_COMPARISONS: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    **_COMPARISONS,
    # On floats, u* is "unordered or *": the negation of the opposite ordered predicate.
    "ueq": lambda a, b: ~np.not_equal(a, b) | np.isnan(a) | np.isnan(b),
    "ult": lambda a, b: ~np.greater_equal(a, b),
    "ule": lambda a, b: ~np.greater(a, b),
    "ugt": lambda a, b: ~np.less_equal(a, b),
    "uge": lambda a, b: ~np.less(a, b),
    "ord": lambda a, b: ~(np.isnan(a) | np.isnan(b)),
}


@IMPLEMENTATIONS.register("arith.cmpf", "arith.cmpi")
def compare(interpreter, op, args):
    is_float = op.name == "arith.cmpf"
    names = CMPF_COMPARISON_OPERATIONS if is_float else CMPI_COMPARISON_OPERATIONS
    comparisons = _FLOAT_COMPARISONS if is_float else _COMPARISONS
    predicate = names[op.predicate.value.data]
    if predicate not in comparisons:
        raise NotImplementedError(f"predicate '{predicate}' has no reference semantics")
    lhs, rhs = np.asarray(args[0]), np.asarray(args[1])
    if not is_float and predicate.startswith("s"):
        lhs, rhs = sign_extended(lhs), sign_extended(rhs)  # i1's true is -1 for the signed predicates
    return (comparisons[predicate](lhs, rhs),)


_PYTHON_COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq, "ne": operator.ne, "slt": operator.lt, "sle": operator.le, "sgt": operator.gt,
    "sge": operator.ge, "ult": operator.lt, "ule": operator.le, "ugt": operator.gt, "uge": operator.ge,
}  # fmt: skip
"""The `arith.cmpi` predicates on Python ints (the unsigned ones on the operands' bits as unsigned ints)."""


def _compare_for_op(op: Operation) -> ReferenceImpl | None:
    """`arith.cmpi` of integer scalars (not i1) in Python ints, the same numpy bool as `compare` gives (a kernel's
    threads compare their indices to the bounds one at a time); None for the other comparisons."""
    operand_type = op.operands[0].type
    if op.name != "arith.cmpi" or not isinstance(operand_type, IntegerType | IndexType):
        return None
    dtype = numpy_dtype(operand_type)
    if dtype.kind != "i":
        return None
    predicate = CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
    compute = _PYTHON_COMPARISONS[predicate]
    mask = (1 << (dtype.itemsize * 8)) - 1 if predicate.startswith("u") else -1  # -1: every bit, as it is

    def run(interpreter, op, args):
        a, b = args
        if not (_held_as(a, dtype) and _held_as(b, dtype)):
            return compare(interpreter, op, args)
        return (np.bool_(compute(int(a) & mask, int(b) & mask)),)

    return run


compare.for_op = _compare_for_op  # type: ignore[attr-defined]


@IMPLEMENTATIONS.register("arith.constant")
def constant(interpreter, op, args):
    if isinstance(op.value, DenseIntOrFPElementsAttr | SparseElementsAttr | DenseResourceAttr):
        return (elements_to_numpy(op.value, op.result.type),)
    value = op.value.value.data
    if isinstance(value, float) and value != value:
        # A NaN from the bits its type packs, payload and signalling bit kept (np.float32 of the Python
        # float would go through the CPU, which quiets 0x7F800001; bf16 is held in float32 as its bits).
        type_ = op.result.type
        if isinstance(type_, BFloat16Type):
            bits = int.from_bytes(type_.pack([value]), "little") << 16
            return (np.array(bits, np.uint32).view(np.float32).reshape(()),)
        if isinstance(type_, Float16Type | Float32Type):
            value = np.frombuffer(type_.pack([value]), numpy_dtype(type_)).reshape(())
    return (as_result(value, op.result.type),)


def _constant_for_op(op: Operation) -> ReferenceImpl:
    """`constant` computed the first time it runs, a copy of that value each time."""
    computed: list[np.ndarray] = []

    def run(interpreter, op, args):
        if not computed:
            computed.append(constant(interpreter, op, args)[0])
        return (computed[0].copy(),)

    return run


constant.for_op = _constant_for_op  # type: ignore[attr-defined]


@IMPLEMENTATIONS.register("linalg.yield")
def yield_(interpreter, op, args):
    return args


@_ON_TENSORS.register("linalg.fill")
def fill(interpreter, op, args):
    value, out = args
    return (as_result(np.full(np.shape(out), value), op.results[0].type),)


@_ON_TENSORS.register("linalg.transpose")
def transpose(interpreter, op, args):
    permutation = [int(p) for p in op.permutation.get_values()]
    return (np.transpose(args[0], permutation).copy(),)


@_ON_TENSORS.register("linalg.matmul")
def matmul(interpreter, op, args):
    """`out + lhs @ rhs` with the operands cast to the output's type first (upstream's `cast_signed`)."""
    lhs, rhs, out = args
    if op.indexing_maps != type(op).get_irdl_definition().properties["indexing_maps"].default_value:
        return _via_generic(interpreter, op, args)
    dtype = np.asarray(out).dtype
    product = matmul_of_products(np.asarray(lhs).astype(dtype), np.asarray(rhs).astype(dtype))
    return (as_result(out + product, op.results[0].type),)


@_ON_TENSORS.register("linalg.reduce")
def reduce(interpreter, op, args):
    """Fold the body over the reduced dimensions in order, vectorised over the kept ones."""
    if len(args) != 2 or any(inner.name == "linalg.index" for inner in op.regions[0].block.ops):
        return _via_generic(interpreter, op, args)  # several inputs and inits, or a body that reads its indices
    source, acc = args
    dims = [int(d) for d in op.dimensions.get_values()]
    kept = [d for d in range(source.ndim) if d not in dims]
    # The reduced count spelled out: numpy cannot infer -1 where the kept dimensions hold no element.
    count = math.prod(source.shape[d] for d in dims)
    source = np.transpose(source, kept + dims).reshape(acc.shape + (count,))
    for k in range(source.shape[-1]):
        (acc,) = interpreter.run_ssacfg_region(op.regions[0], (source[..., k], acc))
    return (as_result(acc, op.results[0].type),)


def _index(affine_map, dims: list) -> tuple:
    """The operand indices of an affine map (dims and constants only) at index arrays `dims`."""
    return tuple(np.broadcast_to(expr.eval(dims, []), np.shape(dims[0]) if dims else ()) for expr in affine_map.results)


@_ON_TENSORS.register("linalg.generic")
def generic(interpreter, op, args):
    """Run the body over the parallel dimensions at once, for each point of the reduction dimensions.

    The output maps may use parallel dimensions only, as every generic that
    `convert-mhlo-to-linalg` makes does.
    """
    maps = [attr.data for attr in op.indexing_maps.data]
    iterators = [it.data.value for it in op.iterator_types.data]
    inputs, outputs = args[: len(op.inputs)], [np.array(o) for o in args[len(op.inputs) :]]
    # Each dimension's size, from the operand dimension that a map sends it to.
    sizes: dict[int, int] = {}
    for affine_map, value in zip(maps, args):
        for expr, size in zip(affine_map.results, np.shape(value)):
            if isinstance(expr, AffineDimExpr):
                sizes[expr.position] = size
    parallel = [d for d, it in enumerate(iterators) if it == "parallel"]
    reduction = [d for d, it in enumerate(iterators) if it != "parallel"]
    grid = np.indices([sizes[d] for d in parallel]) if parallel else []
    for point in itertools.product(*(range(sizes[d]) for d in reduction)):
        dims: list = [None] * len(iterators)
        for d, index in zip(parallel, grid):
            dims[d] = index
        for d, index in zip(reduction, point):
            dims[d] = np.full(np.shape(grid[0]) if parallel else (), index)
        operands = [np.asarray(v)[_index(m, dims)] for m, v in zip(maps, inputs)]
        out_indices = [_index(m, dims) for m in maps[len(inputs) :]]
        accs = [out[i] for out, i in zip(outputs, out_indices)]
        values = run_body(interpreter, op.body, (*operands, *accs), dims)
        for out, i, value in zip(outputs, out_indices, values):
            out[i] = value
    return tuple(as_result(out, t) for out, t in zip(outputs, op.result_types))


def run_body(interpreter, body, args: tuple, loop_indices: list) -> tuple:
    """Run a structured op's body on `args`; its `linalg.index d` ops give `loop_indices[d]`.

    A body without `linalg.index` runs as any region. One with it runs op by
    op here, as `run_ssacfg_region` would, so that the index of every loop,
    reduction loops included, is the array of this step's iteration points.
    """
    block = body.block
    if not any(inner.name == "linalg.index" for inner in block.ops):
        return interpreter.run_ssacfg_region(body, args)
    interpreter.push_scope("linalg")
    try:
        interpreter.set_values(zip(block.args, args))
        for inner in block.ops:
            if inner.name == "linalg.yield":
                return interpreter.get_values(inner.operands)
            if inner.name == "linalg.index":
                values = (np.asarray(loop_indices[inner.dim.value.data], np.int64),)
            else:
                values = interpreter.run_op(inner, interpreter.get_values(inner.operands))
            interpreter.set_values(zip(inner.results, values))
    finally:
        interpreter.pop_scope()
    raise NotImplementedError("a structured op's body must end in linalg.yield")


def _via_generic(interpreter, op, args):
    """Run a structured op as the `linalg.generic` it generalizes to."""
    return generic(interpreter, generic_of(op), args)


for _op in Linalg.operations:
    if is_structured_type(_op) and _op.name not in _ON_TENSORS:
        _ON_TENSORS.register(_op.name)(_via_generic)


def _relayout_tiles(op, tile_args) -> list[int]:
    """The tile sizes of a linalg.pack/unpack: its static ones, with its index operands in place of `?`."""
    dynamic = iter(int(t) for t in tile_args)
    return [next(dynamic) if t == DYNAMIC_INDEX else t for t in op.static_inner_tiles.get_values()]


@IMPLEMENTATIONS.register("linalg.pack")
def pack(interpreter, op, args):
    """Pad each tiled dimension up to a multiple of its tile (with the padding value), split it into
    (outer, tile), order the outer dimensions by outer_dims_perm, then the tiles by inner_dims_pos."""
    source, dest = np.asarray(args[0]), args[1]
    padding = args[2] if op.padding_value is not None else None
    tiles = _relayout_tiles(op, args[3 if padding is not None else 2 :])
    inner = [int(d) for d in op.inner_dims_pos.get_values()]
    rank = source.ndim
    tile_of = dict(zip(inner, tiles))
    padded_shape = [-(-n // tile_of[d]) * tile_of[d] if d in tile_of else n for d, n in enumerate(source.shape)]
    if list(padded_shape) != list(source.shape):
        if padding is None:
            raise RuntimeCheckError(op_error_message(op, "a partial tile without padding_value"), op)
        padded = np.full(padded_shape, padding, dtype=source.dtype)
        padded[tuple(slice(0, n) for n in source.shape)] = source
        source = padded
    split: list[int] = []
    outer_axis, tile_axis = {}, {}
    for d, n in enumerate(padded_shape):
        outer_axis[d] = len(split)
        if d in tile_of:
            split += [n // tile_of[d], tile_of[d]]
            tile_axis[d] = len(split) - 1
        else:
            split.append(n)
    perm = [int(p) for p in op.outer_dims_perm_values()] or list(range(rank))
    order = [outer_axis[d] for d in perm] + [tile_axis[d] for d in inner]
    result = np.transpose(source.reshape(split), order)
    if result.shape != np.shape(dest):
        raise RuntimeCheckError(op_error_message(op, f"packed shape {result.shape} is not the dest's {np.shape(dest)}"), op)
    return (np.ascontiguousarray(result),)


@IMPLEMENTATIONS.register("linalg.unpack")
def unpack(interpreter, op, args):
    """The inverse of linalg.pack: each (outer, tile) pair merged back, the padding of a partial last
    tile cut off to the dest's shape."""
    source, dest = np.asarray(args[0]), args[1]
    tiles = _relayout_tiles(op, args[2:])
    inner = [int(d) for d in op.inner_dims_pos.get_values()]
    rank = np.ndim(dest)
    if list(source.shape[rank:]) != tiles:
        message = f"source tiles {tuple(source.shape[rank:])} are not the inner_tiles {tuple(tiles)}"
        raise RuntimeCheckError(op_error_message(op, message), op)
    perm = [int(p) for p in op.outer_dims_perm_values()] or list(range(rank))
    order: list[int] = []
    for d in range(rank):
        order.append(perm.index(d))
        if d in inner:
            order.append(rank + inner.index(d))
    merged = np.transpose(source, order)
    sizes = [source.shape[perm.index(d)] * (tiles[inner.index(d)] if d in inner else 1) for d in range(rank)]
    merged = merged.reshape(sizes)
    if any(n > m for n, m in zip(np.shape(dest), sizes)):
        raise RuntimeCheckError(op_error_message(op, f"dest {np.shape(dest)} is larger than the unpacked {tuple(sizes)}"), op)
    # An untiled dim is the source's outer size; a tiled one cuts only the padding of the last tile (the dest
    # packs to the source's shape, which the verifier checks where the sizes are static).
    tile_of = dict(zip(inner, tiles))
    for d, n in enumerate(np.shape(dest)):
        outer = source.shape[perm.index(d)]
        packed = -(-n // tile_of[d]) if d in tile_of else n
        if packed != outer:
            what = f"{packed} tiles of {tile_of[d]}" if d in tile_of else f"size {n}"
            message = f"dest {np.shape(dest)} is not the unpacked {tuple(sizes)}: dim {d} has {what}, not {outer}"
            raise RuntimeCheckError(op_error_message(op, message), op)
    return (np.ascontiguousarray(merged[tuple(slice(0, n) for n in np.shape(dest))]),)


_TWINS: weakref.WeakKeyDictionary[Operation, Operation] = weakref.WeakKeyDictionary()
"""The tensor form of each linalg op on memrefs that ran, made once."""


def _on_tensors(op: Operation) -> Operation:
    """A detached copy of a linalg op on memrefs, on tensors of the same shapes: its results are its `outs`."""
    if op not in _TWINS:

        def tensor_of(type_):
            return TensorType(type_.element_type, type_.get_shape()) if isinstance(type_, MemRefType) else type_

        _TWINS[op] = type(op).create(
            operands=[create_ssa_value(tensor_of(v.type)) for v in op.operands],
            result_types=[tensor_of(out.type) for out in dps_outputs(op)],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[region.clone() for region in op.regions],
        )
    return _TWINS[op]


def on_tensors_or_buffers(on_tensors: ReferenceImpl) -> ReferenceImpl:
    """The semantics of a linalg op on tensors or memrefs from those on tensors: on memrefs, the results
    are stored into the `outs` buffers and none is returned."""

    @functools.wraps(on_tensors)
    def run(interpreter, op, args):
        if op.results or not any(isinstance(v.type, MemRefType) for v in op.operands):
            return on_tensors(interpreter, op, args)
        outs = args[len(args) - len(dps_outputs(op)) :]
        results = on_tensors(interpreter, _on_tensors(op), args)
        for out, result in zip(outs, results, strict=True):
            out[...] = result
        return ()

    return run


for _name, _impl in _ON_TENSORS.items():
    IMPLEMENTATIONS.register(_name)(on_tensors_or_buffers(_impl))


def _winograd_operands(op, args) -> tuple[np.ndarray, Callable[[np.ndarray], np.ndarray], object]:
    """An op's input as its element type's dtype, a function that rounds an array to the element type (bf16's
    held in float32) and the op's matrices; a located error for an element type that is not a float (upstream's
    matrices are float constants of it)."""
    element = element_type_of(op.input.type)
    dtype = numpy_dtype(element) if not isinstance(element, IntegerType) else None
    if dtype is None or dtype.kind != "f":
        raise RuntimeCheckError(op_error_message(op, f"has no semantics for {element} elements (only floats)"), op)

    def rounded(x: np.ndarray) -> np.ndarray:
        return as_result(np.asarray(x, dtype), TensorType(element, list(np.shape(x))))

    return rounded(np.asarray(args[0])), rounded, winograd_matrices(op.fmr)


def _tile_indices(tiles: int, size: int, step: int) -> np.ndarray:
    """[tile, k] -> tile * step + k: the rows (columns) of each tile."""
    return np.arange(tiles)[:, None] * step + np.arange(size)[None, :]


@IMPLEMENTATIONS.register("linalg.winograd_filter_transform")
def winograd_filter_transform(interpreter, op, args):
    """(alphaH, alphaW, C, F)[a, b, c, f] = (G g G^T)[a][b] for g = filter[f, :, :, c] (FHWC): G g where the
    filter's height is r, g G^T where its width is, each product in the element type, as upstream's two
    linalg.matmul of the decomposition."""
    g, rounded, matrices = _winograd_operands(op, args)
    left, right = g.shape[1] != 1, g.shape[2] != 1
    transform = rounded(matrices.g)
    u = np.moveaxis(g, 3, 1)  # (F, C, H, W)
    if left:
        u = rounded(transform @ u)
    if right:
        u = rounded(u @ transform.T)
    return (as_result(np.transpose(u, (2, 3, 1, 0)), op.results[0].type),)


@IMPLEMENTATIONS.register("linalg.winograd_input_transform")
def winograd_input_transform(interpreter, op, args):
    """(alphaH, alphaW, tileH, tileW, N, C)[:, :, h, w, n, c] = B^T d B for d the alpha x alpha tile of the NHWC
    input at rows h m.., columns w m.. (a side the output's alpha size 1 leaves alone: that row or column h,
    w, and no B^T or B)."""
    d, rounded, matrices = _winograd_operands(op, args)
    alpha_h, alpha_w, tile_h, tile_w = np.shape(args[1])[:4]
    m = m_and_r(op.fmr)[0]
    left, right = alpha_h != 1, alpha_w != 1
    rows = _tile_indices(tile_h, alpha_h, m if left else 1)
    columns = _tile_indices(tile_w, alpha_w, m if right else 1)
    v = d[:, rows[:, :, None, None], columns[None, None, :, :], :]  # (N, tileH, alphaH, tileW, alphaW, C)
    v = np.transpose(v, (1, 3, 0, 5, 2, 4))  # (tileH, tileW, N, C, alphaH, alphaW)
    transform = rounded(matrices.bt)
    if left:
        v = rounded(transform @ v)
    if right:
        v = rounded(v @ transform.T)
    return (as_result(np.transpose(v, (4, 5, 0, 1, 2, 3)), op.results[0].type),)


@IMPLEMENTATIONS.register("linalg.winograd_output_transform")
def winograd_output_transform(interpreter, op, args):
    """The NHWF output plus s A^T y A in each m x m tile (rows h m.., columns w m..) for y = value[:, :, h, w, n,
    f], s the scalar factor of the A and A^T applied (a side of alpha size 1: a tile of height or width 1, no
    A^T or A); each product in the element type, as upstream's decomposition (linalg.matmul, then s times that
    plus the output)."""
    y, rounded, matrices = _winograd_operands(op, args)
    output = np.array(rounded(np.asarray(args[1])))
    alpha_h, alpha_w, tile_h, tile_w = y.shape[:4]
    m = m_and_r(op.fmr)[0]
    left, right = alpha_h != 1, alpha_w != 1
    transform = rounded(matrices.at)
    z = np.transpose(y, (2, 3, 4, 5, 0, 1))  # (tileH, tileW, N, F, alphaH, alphaW)
    if left:
        z = rounded(transform @ z)
    if right:
        z = rounded(z @ transform.T)
    factor = (matrices.scalar_factor if left else 1) * (matrices.scalar_factor if right else 1)
    size_h, size_w = z.shape[-2:]
    rows = _tile_indices(tile_h, size_h, m if left else 1)
    columns = _tile_indices(tile_w, size_w, m if right else 1)
    z = np.transpose(z, (2, 0, 4, 1, 5, 3))  # (N, tileH, rows, tileW, columns, F)
    at = (slice(None), rows[:, :, None, None], columns[None, None, :, :], slice(None))
    output[at] = rounded(rounded(factor * z) + output[at])
    return (as_result(output, op.results[0].type),)
