"""Random well-typed StableHLO programs and their inputs, for `difftest.py`.

    program = generate(seed=0, index=17)
    program.text        # func.func @main(...) (and private functions it calls)
    program.inputs      # numpy arrays, as ai-runner and `compile` take them
    program.families    # the op families it uses
    program.tolerance   # per result: (rtol, atol), (0, 0) for bit-exact

A program is a handful of ops on small tensors (rank 0 to 3, sizes 0 to 5)
of one or a few element types. Every value carries what the comparison may
expect of it:

- "exact": computed by IEEE-exact element-wise ops (add, multiply, divide,
  sqrt, compare, convert, data movement...), so compiled code must give the
  interpreter's bits (NaN positions, not payloads; signed zeros count);
- "small": a float holding small integers (and ±0, ±inf, NaN), whose sums
  and products are exact in any order while they stay below the type's
  mantissa: only such values are summed by reduce, dot_general and
  convolution, whose summation order is the implementation's;
- "approx": the result of a transcendental op (exp, sine, ...) with a stated
  tolerance; after it come only ops that keep an error bound (data
  movement, negate, abs, max/min, select, widening convert, reduce max/min;
  not sort, whose total order tells a NaN's sign, which IEEE 754 leaves
  open for a NaN an op computes).

Generation is deterministic: (seed, index) gives the same program anywhere.
"""

from __future__ import annotations

import math
import random
import re
import struct
from dataclasses import dataclass, field

import numpy as np

# ---------------------------------------------------------------------------
# Element types


@dataclass(frozen=True)
class EType:
    name: str
    kind: str  # "f" float, "i" signed, "u" unsigned, "b" i1, "c" complex
    bits: int
    dtype: str  # numpy dtype of the arrays that hold it
    mantissa: int = 0  # significand bits of a float (exact integers below 2**mantissa)


ETYPES = {
    e.name: e
    for e in (
        EType("f32", "f", 32, "float32", 24),
        EType("f64", "f", 64, "float64", 53),
        EType("f16", "f", 16, "float16", 11),
        EType("bf16", "f", 16, "float32", 8),
        EType("i1", "b", 1, "bool"),
        EType("i4", "i", 4, "int8"),
        EType("i8", "i", 8, "int8"),
        EType("i16", "i", 16, "int16"),
        EType("i32", "i", 32, "int32"),
        EType("i64", "i", 64, "int64"),
        EType("ui4", "u", 4, "uint8"),
        EType("ui8", "u", 8, "uint8"),
        EType("ui16", "u", 16, "uint16"),
        EType("ui32", "u", 32, "uint32"),
        EType("ui64", "u", 64, "uint64"),
        EType("complex<f32>", "c", 64, "complex64", 24),
        EType("complex<f64>", "c", 128, "complex128", 53),
    )
}
FLOATS = ("f32", "f64", "f16", "bf16")
INTS = ("i4", "i8", "i16", "i32", "i64", "ui4", "ui8", "ui16", "ui32", "ui64")
WEIGHTS = {  # how often an element type is picked for a new argument
    "f32": 6, "f64": 3, "f16": 2, "bf16": 2, "i1": 2, "i4": 1, "i8": 2, "i16": 1,
    "i32": 5, "i64": 2, "ui4": 1, "ui8": 1, "ui16": 1, "ui32": 1, "ui64": 1, "complex<f32>": 1, "complex<f64>": 1,
}  # fmt: skip

EXCLUDED_TYPES: dict[str, str] = {
    # element type: the open bug that keeps it out (remove the entry to re-enable)
}

EXCLUDED_FAMILIES: dict[str, str] = {
    # op family or feature: the open bug that keeps it out (remove the entry to re-enable).
    # Re-enabled once fixed: reshape_of_view, mixed_dynamic_results, complex_pad, rank0_i4_inputs,
    # complex_exponential, while_growing.
}


def int_range(e: EType) -> tuple[int, int]:
    if e.kind == "u":
        return 0, 2**e.bits - 1
    return -(2 ** (e.bits - 1)), 2 ** (e.bits - 1) - 1


# ---------------------------------------------------------------------------
# Tolerances of the approximate (transcendental) ops: (rtol, atol) by element type.
# atol covers results near 0 of functions whose error is absolute (sine near pi, log near 1).

_MATH_TOL = {"f32": 1e-5, "f64": 1e-12, "f16": 2e-3, "bf16": 1.6e-2, "complex<f32>": 1e-5, "complex<f64>": 1e-12}
ABSOLUTE_ERROR_OPS = {"sine", "cosine", "tan", "log", "log_plus_one", "tanh", "logistic", "atan2", "power"}
APPROX_OPS = {
    "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh", "sine",
    "cosine", "tan", "rsqrt", "cbrt", "power", "atan2",
}  # fmt: skip


_SUBNORMAL = {"f32": 1.4e-45, "f64": 5e-324, "f16": 6e-8, "bf16": 9.2e-41, "complex<f32>": 1.4e-45,
              "complex<f64>": 5e-324}  # fmt: skip


def part_type(e: EType) -> EType:
    """The element type of a complex type's real and imaginary parts."""
    return ETYPES["f64" if e.name == "complex<f64>" else "f32"]


def math_tolerance(op: str, et: str) -> tuple[float, float]:
    """(rtol, atol) of an approximate op; atol is at least 2 ulp of the smallest subnormal."""
    rtol = _MATH_TOL[et]
    return rtol, rtol if op in ABSOLUTE_ERROR_OPS else 2 * _SUBNORMAL[et]


# ---------------------------------------------------------------------------
# Values and programs


@dataclass
class Value:
    name: str
    et: EType
    shape: tuple[int, ...]  # the run-time shape
    dynamic: tuple[bool, ...]  # which dimensions are `?` in the type
    level: str = "exact"  # "exact", "small" or "approx" (floats; integers are always exact)
    bound: float = 0.0  # |element| bound of a "small" float (inf and NaN aside)
    tol: tuple[float, float] = (0.0, 0.0)
    view: bool = False  # a slice of another buffer after bufferization (slice, dynamic_slice, negative pad)
    argument: bool = False  # stays an argument: an input the ops do not define, which a verifier rejects as a constant
    erased: bool = False  # `?` sizes in the type, but families take it as static (fam_erased_shape)

    @property
    def type(self) -> str:
        dims = "".join(f"{'?' if d else s}x" for s, d in zip(self.shape, self.dynamic))
        return f"tensor<{dims}{self.et.name}>"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


@dataclass
class Program:
    seed: int
    index: int
    text: str = ""
    inputs: list[np.ndarray] = field(default_factory=list)
    families: list[str] = field(default_factory=list)
    tolerance: list[tuple[float, float]] = field(default_factory=list)
    result_types: list[str] = field(default_factory=list)
    values: dict[str, tuple[str, tuple[float, float]]] = field(default_factory=dict)
    """Every value of @main that could be returned: its type and tolerance (for minimizing)."""

    @property
    def name(self) -> str:
        return f"s{self.seed}-p{self.index}"


class Unsuitable(Exception):
    """The chosen op does not fit the chosen operands: pick another."""


# ---------------------------------------------------------------------------
# Inputs


def _float_edges(e: EType) -> list[float]:
    info = np.finfo(np.float16 if e.name == "f16" else np.float64 if e.name == "f64" else np.float32)
    edges = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 2.0, float(info.max), -float(info.max),
             float(info.tiny), float(info.smallest_subnormal), -float(info.smallest_subnormal), 1e7, -3e9,
             math.pi, 88.8, -104.0, 1e-7]  # fmt: skip
    if e.name == "bf16":
        edges += [3.3895313892515355e38, 1.1754943508222875e-38, 9.183549615799121e-41]
    return edges


def _int_edges(e: EType) -> list[int]:
    lo, hi = int_range(e)
    edges = [0, 1, 2, 3, lo, hi, hi - 1, e.bits - 1, e.bits, e.bits + 1]
    if e.kind == "i":
        edges += [-1, -2, lo + 1, -e.bits]
    return [x for x in edges if lo <= x <= hi]


def make_input(rng: np.random.Generator, e: EType, shape: tuple[int, ...], level: str, bound: float) -> np.ndarray:
    """Random elements of `e` mixing ordinary and edge values; a "small" float holds integers up to `bound`."""
    n = math.prod(shape)
    if e.kind == "b":
        return rng.random(n).reshape(shape) < 0.5
    if e.kind in "iu":
        lo, hi = int_range(e)
        small = rng.integers(max(lo, -8), min(hi, 8) + 1, n)
        wide = rng.integers(lo, hi, n, endpoint=True, dtype=np.int64 if e.kind == "i" else np.uint64)
        edges = np.array(_int_edges(e), dtype=object)[rng.integers(0, len(_int_edges(e)), n)]
        choice = rng.random(n)
        values = [
            int(s) if c < 0.5 else int(w) if c < 0.7 else int(d)
            for s, w, d, c in zip(small, wide, edges, choice)
        ]
        return np.array(values, dtype=object).astype(e.dtype).reshape(shape)
    if e.kind == "c":
        re = make_input(rng, part_type(e), shape, level, bound)
        im = make_input(rng, part_type(e), shape, level, bound)
        value = np.empty(shape, e.dtype)
        value.real, value.imag = re, im
        return value
    if level == "small":
        values = rng.integers(-int(bound), int(bound) + 1, n).astype(np.float64)
        special = rng.random(n)
        values = np.where(special < 0.04, np.nan, values)
        values = np.where((special >= 0.04) & (special < 0.07), np.inf * np.sign(special - 0.055), values)
        values = np.where((special >= 0.07) & (special < 0.1), -0.0, values)
    else:
        edges = np.array(_float_edges(e))
        choice = rng.random(n)
        ordinary = rng.normal(0, 1, n) * 10.0 ** rng.integers(-3, 4, n)
        values = np.where(choice < 0.6, ordinary, edges[rng.integers(0, len(edges), n)])
        values = np.where(choice > 0.95, np.round(ordinary), values)
    with np.errstate(all="ignore"):
        array = values.astype(e.dtype).reshape(shape)
    if e.name == "bf16":
        from aiopt.reference.hlo import round_to_bf16

        array = round_to_bf16(array)
    return array


# ---------------------------------------------------------------------------
# The builder


class Builder:
    """Emits one function's ops in generic form and keeps the values they define."""

    def __init__(self, rng: random.Random, nprng: np.random.Generator, dynamic: bool):
        self.rng = rng
        self.nprng = nprng
        self.dynamic = dynamic
        self.args: list[Value] = []
        self.inputs: list[np.ndarray] = []
        self.lines: list[str] = []
        self.pool: list[Value] = []
        self.functions: list[str] = []
        self.families: list[str] = []
        self.counter = 0

    # -- names, arguments, constants

    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def pick_type(self, kinds: str = "fbiuc") -> EType:
        names = [n for n in WEIGHTS if ETYPES[n].kind in kinds and n not in EXCLUDED_TYPES]
        return ETYPES[self.rng.choices(names, [WEIGHTS[n] for n in names])[0]]

    def pick_shape(self, rank: int | None = None) -> tuple[int, ...]:
        rank = self.rng.choice((0, 1, 1, 2, 2, 2, 3)) if rank is None else rank
        return tuple(self.rng.choice((1, 2, 3, 3, 4, 4, 5)) if self.rng.random() > 0.05 else 0 for _ in range(rank))

    def arg(self, et: EType, shape: tuple[int, ...], dynamic: tuple[bool, ...] | None = None, level: str | None = None) -> Value:
        if et.name == "i4" and not shape and "rank0_i4_inputs" in EXCLUDED_FAMILIES:
            raise Unsuitable
        if level is None:
            level = "small" if et.kind in "fc" and self.rng.random() < 0.5 else "exact"
        if et.kind not in "fc":
            level = "exact"
        bound = float(self.rng.choice((2, 4, 8))) if level == "small" else 0.0
        if dynamic is None:
            dynamic = tuple(self.dynamic and self.rng.random() < 0.7 for _ in shape)
        value = Value(f"%arg{len(self.args)}", et, shape, dynamic, level, bound)
        self.args.append(value)
        self.inputs.append(make_input(self.nprng, et, shape, level, bound))
        return value

    def like(self, v: Value, et: EType | None = None) -> Value:
        """A new argument of `v`'s shape and type (or element type `et`), at `v`'s level when it is exact."""
        et = et or v.et
        level = v.level if v.level != "approx" and et == v.et else None
        a = self.arg(et, v.shape, v.dynamic, level)
        if level == "small":
            a.bound = v.bound
            self.inputs[-1] = make_input(self.nprng, et, v.shape, "small", v.bound)
        return a

    def scalar_const(self, et: EType, value) -> Value:
        v = Value(self.fresh("c"), et, (), ())
        self.emit(v, f'"stablehlo.constant"() <{{value = dense<{_literal(et, value)}> : {v.type}}}> : () -> {v.type}')
        return v

    def emit(self, result: Value | None, body: str) -> None:
        self.lines.append(f"{result.name} = {body}" if result is not None else body)

    def op(self, name: str, operands: list[Value], result: Value, attrs: str = "", props: str = "") -> Value:
        types = ", ".join(o.type for o in operands)
        text = f'"stablehlo.{name}"({", ".join(o.name for o in operands)})'
        text += f" <{{{props}}}>" if props else ""
        text += f" {{{attrs}}}" if attrs else ""
        self.emit(result, f"{text} : ({types}) -> {result.type}")
        return result

    def result(self, et: EType, shape, dynamic=None, like: Value | None = None, level: str | None = None) -> Value:
        dynamic = tuple(dynamic) if dynamic is not None else tuple(False for _ in shape)
        v = Value(self.fresh(), et, tuple(shape), dynamic)
        if like is not None:
            # An op that folds away (identity transpose, convert to the same type) keeps its operand's buffer.
            v.level, v.bound, v.tol, v.view = like.level, like.bound, like.tol, like.view
        if level is not None:
            v.level = level
        if et.kind not in "fc":
            v.level, v.bound, v.tol = "exact", 0.0, (0.0, 0.0)
        return v

    def choose(self, predicate=lambda v: True) -> Value:
        # Values of the f8/f6/f4 types (fam_small_float) stay in their family: no tolerances, bitcasts... of theirs.
        candidates = [v for v in self.pool if v.et.name in ETYPES and predicate(v)]
        if not candidates:
            raise Unsuitable
        # Favour recent values, so that ops chain.
        return self.rng.choice(candidates[-4:] if self.rng.random() < 0.7 else candidates)


def _literal(et: EType, value) -> str:
    if et.kind == "b":
        return "true" if value else "false"
    if et.kind in "iu":
        return str(int(value))
    if et.kind == "c":
        return f"({_float_literal(value.real)}, {_float_literal(value.imag)})"
    return _float_literal(value, et)


_HEX_FORMATS = {"f16": ("<e", "<H", 4), "f32": ("<f", "<I", 8), "f64": ("<d", "<Q", 16)}


def _float_literal(x: float, et: EType | None = None) -> str:
    x = float(x)
    if math.isnan(x) or math.isinf(x):
        # MLIR writes a non-finite element as the hexadecimal of its bits (the sign of a NaN kept).
        if et is None:
            raise Unsuitable
        if et.name == "bf16":
            return f"0x{struct.unpack('<I', struct.pack('<f', x))[0] >> 16 | (0x40 if math.isnan(x) else 0):04X}"
        packed, unpacked, digits = _HEX_FORMATS[et.name]
        return f"0x{struct.unpack(unpacked, struct.pack(packed, x))[0]:0{digits}X}"
    text = repr(x)
    if "." not in text:  # MLIR's float literals have a point: 5e-324 is 5.0e-324
        text = text.replace("e", ".0e") if "e" in text else f"{text}.0"
    return text


def _static(v: Value) -> bool:
    """Whether `v`'s sizes are all known to the families: in its type, or (erased) from its run-time shape."""
    return v.erased or not any(v.dynamic)


# ---------------------------------------------------------------------------
# Op families. Each takes the builder, appends ops and returns the new value
# (or raises Unsuitable). "movement" ops keep their operand's level.

UNARY_FLOAT_EXACT = ("negate", "abs", "floor", "ceil", "round_nearest_afz", "round_nearest_even", "sign", "sqrt")
UNARY_FLOAT_APPROX = ("exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "tanh",
                      "sine", "cosine", "tan", "rsqrt", "cbrt")  # fmt: skip
UNARY_INT = ("negate", "abs", "not", "popcnt", "count_leading_zeros", "sign")
UNARY_COMPLEX = ("negate", "exponential", "log", "sqrt")


def fam_unary(b: Builder) -> Value:
    v = b.choose()
    k = v.et.kind
    if k == "b":
        return b.op("not", [v], b.result(v.et, v.shape, v.dynamic))
    if k in "iu":
        names = UNARY_INT if k == "i" else tuple(n for n in UNARY_INT if n not in ("abs", "sign"))
        return b.op(b.rng.choice(names), [v], b.result(v.et, v.shape, v.dynamic))
    if k == "c":
        names = UNARY_COMPLEX + ("abs", "real", "imag", "sign")
        if "complex_exponential" in EXCLUDED_FAMILIES:
            names = tuple(n for n in names if n != "exponential")
        if v.level == "approx":
            # A transcendental op of an approximate value has no error bound (exp(log(z)) of |z| near the
            # largest float: log's imaginary part one ulp off moves cos(pi/2 + e) from -4e-8 to 8e-8, seed
            # 9305 #739), nor has a part of it (its error is relative to |z|, not to the part): only ops
            # that keep the norm-wise bound.
            names = ("negate", "abs")
        name = b.rng.choice(names)
        if name in ("abs", "real", "imag"):
            r = b.result(part_type(v.et), v.shape, v.dynamic, like=v)
            if name == "abs":
                r.level, r.tol = "approx", _max_tol(v.tol, (1e-6, 0.0))
        else:
            r = b.result(v.et, v.shape, v.dynamic, like=v)
            if name != "negate":
                r.level, r.tol = "approx", _max_tol(v.tol, math_tolerance(name, v.et.name))
        return b.op(name, [v], r)
    if v.level == "approx":
        name = b.rng.choice(("negate", "abs"))
        return b.op(name, [v], b.result(v.et, v.shape, v.dynamic, like=v))
    name = b.rng.choice(UNARY_FLOAT_EXACT * 2 + UNARY_FLOAT_APPROX + ("is_finite",))
    if name == "is_finite":
        return b.op(name, [v], b.result(ETYPES["i1"], v.shape, v.dynamic))
    r = b.result(v.et, v.shape, v.dynamic, like=v)
    attrs = ""
    if name in UNARY_FLOAT_APPROX:
        b.families.append(f"math.{name}")
        r.level, r.tol = "approx", _max_tol(v.tol, math_tolerance(name, v.et.name))
        if b.rng.random() < 0.2:
            attrs = f"result_accuracy = {b.rng.choice(RESULT_ACCURACIES)}"
    elif name == "sqrt" and v.level == "small":
        r.level = "exact"
    return b.op(name, [v], r, attrs=attrs)


RESULT_ACCURACIES = (
    "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>",
    "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>",
    "#stablehlo.result_accuracy<rtol = 1.000000e-05, ulps = 10, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>",
    "#stablehlo.result_accuracy<atol = 1.000000e-06, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>",
)
"""`result_accuracy` values a transcendental op may carry (what the implementation may make of them stays within
the comparison's tolerance: ours computes the same functions)."""


def _power(base: float, exponent: int) -> float:
    """base ** exponent, inf where a float overflows (a product bound of a reduction of 100000 elements)."""
    try:
        return base**exponent
    except OverflowError:
        return math.inf


def _max_tol(a, b):
    return (max(a[0], b[0]), max(a[1], b[1]))


BINARY_FLOAT = ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2")
BINARY_INT = ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
              "shift_left", "shift_right_logical", "shift_right_arithmetic", "power")  # fmt: skip
BINARY_BOOL = ("and", "or", "xor", "maximum", "minimum", "add", "multiply")
BINARY_COMPLEX = ("add", "subtract", "multiply", "divide")


def partner(b: Builder, v: Value, et: EType | None = None) -> Value:
    """A second operand of `v`'s type: a value from the pool, or a new argument."""
    et = et or v.et
    same = [w for w in b.pool if w.type == v.type.replace(v.et.name, et.name) and w.shape == v.shape and w is not v and w.et == et]
    if same and b.rng.random() < 0.4:
        return b.rng.choice(same)
    if v.rank == 0 and b.rng.random() < 0.3 and et.kind in "iuf":
        value = b.rng.choice((0, 1, -1, 2, 3, 7)) if et.kind != "u" else b.rng.choice((0, 1, 2, 3, 7))
        return b.scalar_const(et, value)
    return b.like(v, et)


def fam_binary(b: Builder) -> Value:
    v = b.choose()
    k = v.et.kind
    if k == "b":
        name = b.rng.choice(BINARY_BOOL)
    elif k in "iu":
        name = b.rng.choice(BINARY_INT)
    elif k == "c":
        name = b.rng.choice(BINARY_COMPLEX)
    elif v.level == "approx":
        name = b.rng.choice(("maximum", "minimum"))
    else:
        name = b.rng.choice(BINARY_FLOAT)
    w = partner(b, v)
    if v.level == "approx" or w.level == "approx":
        if name not in ("maximum", "minimum"):
            raise Unsuitable
    order = [v, w] if b.rng.random() < 0.5 else [w, v]
    return b.op(name, order, _binary_level(b, b.result(v.et, v.shape, v.dynamic), name, v, w))


def _binary_level(b: Builder, r: Value, name: str, v: Value, w: Value) -> Value:
    """`r`, the result of the element-wise op `name` of `v` and `w`, with its level, bound and tolerance."""
    k = v.et.kind
    if k == "f":
        r.tol = _max_tol(v.tol, w.tol)
        if "approx" in (v.level, w.level):
            r.level = "approx"
        elif name in APPROX_OPS:
            b.families.append(f"math.{name}")
            r.level, r.tol = "approx", _max_tol(r.tol, math_tolerance(name, v.et.name))
        elif v.level == w.level == "small" and name in ("add", "subtract", "multiply", "maximum", "minimum"):
            bound = {"multiply": v.bound * w.bound, "maximum": max(v.bound, w.bound), "minimum": max(v.bound, w.bound)}
            r.level, r.bound = "small", bound.get(name, v.bound + w.bound)
            if r.bound >= 2**v.et.mantissa:
                r.level = "exact"
    if k == "c":
        r.level = "exact" if name in ("add", "subtract") and "approx" not in (v.level, w.level) else "approx"
        r.tol = _max_tol(_max_tol(v.tol, w.tol), (1e-6, 1e-30) if r.level == "approx" else (0.0, 0.0))
    return r


def fam_compare(b: Builder) -> Value:
    v = b.choose(lambda v: v.level != "approx")
    w = partner(b, v)
    if w.level == "approx":
        raise Unsuitable
    direction = b.rng.choice(("EQ", "NE", "LT", "LE", "GT", "GE") if v.et.kind != "c" else ("EQ", "NE"))
    attrs = f"comparison_direction = #stablehlo<comparison_direction {direction}>"
    types = {"f": ("FLOAT", "TOTALORDER"), "i": ("SIGNED",), "u": ("UNSIGNED",), "b": ("UNSIGNED",), "c": ("FLOAT",)}
    if b.rng.random() < 0.6:
        compare_type = b.rng.choice(types[v.et.kind])
        attrs += f", compare_type = #stablehlo<comparison_type {compare_type}>"
        if compare_type == "TOTALORDER":
            # TOTALORDER tells -NaN from +NaN, whose sign a computing op leaves open (seed 21001 #0: a
            # dot_general's inf * 0, +NaN in the interpreter, x86's -NaN in compiled code).
            v, w = canonical_nans(b, v), canonical_nans(b, w)
    return b.op("compare", [v, w], b.result(ETYPES["i1"], v.shape, v.dynamic), attrs=attrs)


def fam_select(b: Builder) -> Value:
    v = b.choose()
    w = partner(b, v)
    preds = [p for p in b.pool if p.et.kind == "b" and (p.type == v.type.replace(v.et.name, "i1") and p.shape == v.shape or p.rank == 0)]
    pred = b.rng.choice(preds) if preds and b.rng.random() < 0.6 else b.like(v, ETYPES["i1"]) if b.rng.random() < 0.7 else b.arg(ETYPES["i1"], ())
    r = b.result(v.et, v.shape, v.dynamic, like=v)
    _join(r, v, w)
    return b.op("select", [pred, v, w], r)


def _join(r: Value, *operands: Value) -> None:
    """r's level: the least exact of its operands' (select, clamp, concatenate...)."""
    if r.et.kind not in "fc":
        return
    levels = [o.level for o in operands]
    r.level = "approx" if "approx" in levels else "exact" if "exact" in levels else "small"
    r.bound = max(o.bound for o in operands)
    r.tol = (max(o.tol[0] for o in operands), max(o.tol[1] for o in operands))


def fam_clamp(b: Builder) -> Value:
    v = b.choose(lambda v: v.et.kind in "fiu")
    def bound_operand():
        if b.rng.random() < 0.5 and _static(v):
            return b.arg(v.et, ()) if b.rng.random() < 0.5 else b.scalar_const(v.et, b.rng.choice((0, 1, 2)))
        return b.like(v)
    lo, hi = bound_operand(), bound_operand()
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, lo, hi)
    return b.op("clamp", [lo, v, hi], r)


def fam_convert(b: Builder) -> Value:
    v = b.choose()
    target = b.pick_type()
    if v.et.kind == "c" and target.kind != "c":
        raise Unsuitable  # complex to real: which part is implementation-defined
    if v.level == "approx":
        if not (target.kind == v.et.kind == "f" and target.mantissa >= v.et.mantissa and target.bits >= v.et.bits) and target != v.et:
            raise Unsuitable
    r = b.result(target, v.shape, v.dynamic, like=v)
    if target.kind in "fc" and v.et.kind in "fc":
        if v.level == "small" and v.bound >= 2**target.mantissa:
            r.level = "exact"
        if v.level == "approx" and target.kind == "c":
            raise Unsuitable
    elif target.kind in "fc":
        r.level = "exact"
    return b.op("convert", [v], r)


def fam_bitcast(b: Builder) -> Value:
    # A float computed by an op may be a NaN whose sign and payload IEEE 754 leaves open (x86 makes -NaN of
    # 0 * inf, numpy's order of operations another): its bits are not the program's to define. Floats are
    # bitcast only as given (arguments); integers always.
    def bitcastable(v: Value) -> bool:
        if v.et.kind not in "fiu" or v.level == "approx":
            return False
        return v.et.kind != "f" or any(v is a for a in b.args)

    v = b.choose(bitcastable)
    targets = [e for e in ETYPES.values() if e.bits == v.et.bits and e.kind in "fiu" and e != v.et]
    if not targets:
        raise Unsuitable
    return b.op("bitcast_convert", [v], b.result(b.rng.choice(targets), v.shape, v.dynamic, level="exact"))


def fam_broadcast(b: Builder) -> Value:
    v = b.choose(_static)
    extra = b.rng.randint(0, 2) if v.rank < 3 else 0
    rank = v.rank + extra
    positions = sorted(b.rng.sample(range(rank), v.rank))
    shape = [b.rng.choice((1, 2, 3)) for _ in range(rank)]
    for d, p in enumerate(positions):
        shape[p] = v.shape[d] if v.shape[d] != 1 else b.rng.choice((1, 1, 2, 3))
    props = f"broadcast_dimensions = array<i64{_list(positions)}>"
    return b.op("broadcast_in_dim", [v], b.result(v.et, shape, like=v), props=props)


def _list(values) -> str:
    return (": " + ", ".join(str(x) for x in values)) if len(values) else ""


def _random_shape_of_size(b: Builder, n: int, fewest_factors: int) -> list[int]:
    """A random shape of `n` elements: `fewest_factors` to 3 random divisors, then the rest (Unsuitable if none)."""
    shape: list[int] = []
    remaining = n
    for _ in range(b.rng.randint(fewest_factors, 3)):
        divisors = [d for d in range(1, remaining + 1) if remaining % d == 0] if remaining else [0, 1, 2]
        d = b.rng.choice(divisors)
        shape.append(d)
        remaining = remaining // d if d else remaining
    if math.prod(shape) != n or (n == 0 and 0 not in shape):
        shape.append(remaining if n else 0)
    if math.prod(shape) != n:
        raise Unsuitable
    return shape


def fam_reshape(b: Builder) -> Value:
    v = b.choose(lambda v: _static(v) and not (v.view and "reshape_of_view" in EXCLUDED_FAMILIES))
    shape = _random_shape_of_size(b, v.size, 0)
    r = b.result(v.et, shape, like=v)
    r.view = v.view
    return b.op("reshape", [v], r)


def fam_transpose(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1)
    perm = list(range(v.rank))
    b.rng.shuffle(perm)
    r = b.result(v.et, [v.shape[p] for p in perm], [v.dynamic[p] for p in perm], like=v)
    return b.op("transpose", [v], r, props=f"permutation = array<i64{_list(perm)}>")


def fam_reverse(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1)
    dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
    return b.op("reverse", [v], b.result(v.et, v.shape, v.dynamic, like=v), props=f"dimensions = array<i64{_list(dims)}>")


def fam_slice(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1 and _static(v))
    starts, limits, strides, shape = [], [], [], []
    for s in v.shape:
        start = b.rng.randint(0, s)
        limit = b.rng.randint(start, s)
        stride = b.rng.choice((1, 1, 2, 3))
        starts.append(start), limits.append(limit), strides.append(stride)
        shape.append(-(-(limit - start) // stride))
    props = (f"start_indices = array<i64{_list(starts)}>, limit_indices = array<i64{_list(limits)}>, "
             f"strides = array<i64{_list(strides)}>")  # fmt: skip
    r = b.result(v.et, shape, like=v)
    r.view = True
    return b.op("slice", [v], r, props=props)


def _index_scalars(b: Builder, v: Value) -> list[Value]:
    et = ETYPES[b.rng.choice(("i32", "i64", "i32", "ui32", "ui64", "i8", "ui8"))]
    low, high = int_range(et)
    scalars = []
    for s in v.shape:
        a = b.arg(et, ())
        lo = -2 if et.kind == "i" else 0
        # The type's extremes too: a ui64 past INT64_MAX is a large start (clamped), not a negative one.
        choices = [lo, 0, 1, max(s - 1, 0), s, s + 3, low, high]
        b.inputs[-1] = np.array(min(max(b.rng.choice(choices), low), high), et.dtype)
        scalars.append(a)
    return scalars


def fam_dynamic_slice(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1 and _static(v))
    sizes = [b.rng.randint(0, s) for s in v.shape]
    starts = _index_scalars(b, v)
    r = b.result(v.et, sizes, like=v)
    r.view = True
    return b.op("dynamic_slice", [v, *starts], r, props=f"slice_sizes = array<i64{_list(sizes)}>")


def fam_dynamic_update_slice(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1 and _static(v))
    update = b.arg(v.et, tuple(b.rng.randint(0, s) for s in v.shape), level=v.level if v.level != "approx" else None)
    starts = _index_scalars(b, v)
    r = b.result(v.et, v.shape)
    _join(r, v, update)
    return b.op("dynamic_update_slice", [v, update, *starts], r)


def fam_concatenate(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1)
    dim = b.rng.randrange(v.rank)
    parts = [v]
    for _ in range(b.rng.randint(1, 2)):
        shape = list(v.shape)
        shape[dim] = b.rng.choice((0, 1, 2, 3))
        dynamic = list(v.dynamic)
        parts.append(b.arg(v.et, tuple(shape), tuple(dynamic), level=v.level if v.level != "approx" else None))
    b.rng.shuffle(parts)
    shape = list(v.shape)
    shape[dim] = sum(p.shape[dim] for p in parts)
    # Of an erased value (fam_erased_shape): a static result of inputs of `?` sizes.
    dynamic = [not v.erased and any(p.dynamic[d] for p in parts) for d in range(v.rank)]
    r = b.result(v.et, shape, dynamic)
    _join(r, *parts)
    return b.op("concatenate", parts, r, props=f"dimension = {dim} : i64")


def fam_pad(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and not (v.et.kind == "c" and "complex_pad" in EXCLUDED_FAMILIES))
    low, high, interior, shape = [], [], [], []
    for s in v.shape:
        i = b.rng.choice((0, 0, 1, 2))
        full = s + max(s - 1, 0) * i
        lo = b.rng.randint(-min(full, 2), 2)
        hi = b.rng.randint(-min(full + lo, 2), 2)
        low.append(lo), high.append(hi), interior.append(i)
        shape.append(full + lo + hi)
    value = b.arg(v.et, (), level=v.level if v.level != "approx" else None) if b.rng.random() < 0.5 or v.et.kind == "c" else b.scalar_const(v.et, 0 if v.et.kind != "b" else 1)
    r = b.result(v.et, shape)
    _join(r, v, value)
    r.view = min(low + high) < 0
    props = (f"edge_padding_low = array<i64{_list(low)}>, edge_padding_high = array<i64{_list(high)}>, "
             f"interior_padding = array<i64{_list(interior)}>")  # fmt: skip
    return b.op("pad", [v, value], r, props=props)


def fam_iota(b: Builder) -> Value:
    et = b.pick_type("fiuc")
    shape = b.pick_shape(b.rng.randint(1, 3))
    dim = b.rng.randrange(len(shape))
    r = b.result(et, shape, level="small")
    r.bound = float(max(shape))
    if et.kind in "fc" and r.bound >= 2**et.mantissa:
        r.level = "exact"
    b.emit(r, f'"stablehlo.iota"() <{{iota_dimension = {dim} : i64}}> : () -> {r.type}')
    return r


REDUCERS = {"b": ("and", "or"), "i": ("add", "maximum", "minimum", "multiply", "and", "or"),
            "f": ("add", "maximum", "minimum", "multiply"), "c": ("add",)}  # fmt: skip


def _body(et: EType, name: str, arity: int = 1) -> str:
    t = f"tensor<{et.name}>"
    args = ", ".join(f"%a{i}: {t}" for i in range(arity)) + ", " + ", ".join(f"%b{i}: {t}" for i in range(arity))
    return (f"^bb0({args}):\n    %r = \"stablehlo.{name}\"(%a0, %b0) : ({t}, {t}) -> {t}\n"
            f"    \"stablehlo.return\"(%r) : ({t}) -> ()")  # fmt: skip


def fam_reduce(b: Builder) -> Value:
    # Now and then no dimension at all (of any rank): each element is combined with the init value once.
    none = b.rng.random() < 0.1
    v = b.choose(lambda v: v.rank >= 1 or none)
    kind = "i" if v.et.kind == "u" else v.et.kind
    name = b.rng.choice(REDUCERS[kind])
    dims = [] if none else sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
    count = math.prod(v.shape[d] for d in dims)
    r = b.result(v.et, [s for d, s in enumerate(v.shape) if d not in dims], [x for d, x in enumerate(v.dynamic) if d not in dims], like=v)
    if v.et.kind in "fc":
        if v.level == "approx" and name not in ("maximum", "minimum"):
            raise Unsuitable
        if name in ("add", "multiply"):
            if v.level != "small":
                raise Unsuitable
            r.bound = v.bound * count if name == "add" else _power(v.bound, max(count, 1))
            if r.bound + 1 >= 2**v.et.mantissa:
                raise Unsuitable
    identities = {"add": 0, "multiply": 1, "and": -1 if v.et.kind == "i" else 1, "or": 0}
    if name in identities and b.rng.random() < 0.7:
        init_value = identities[name]
        if v.et.kind == "b":
            init_value = bool(init_value)
        elif v.et.kind == "u" and init_value == -1:
            init_value = int_range(v.et)[1]
        init = b.scalar_const(v.et, init_value)
    else:
        init = b.arg(v.et, (), level="small" if v.level == "small" else None)
        if v.level == "small":
            b.inputs[-1] = make_input(b.nprng, v.et, (), "small", 1.0)
    b.families.append(f"reduce.{name}")
    props = f"dimensions = array<i64{_list(dims)}>"
    t = f"tensor<{v.et.name}>"
    b.emit(r, f'"stablehlo.reduce"({v.name}, {init.name}) <{{{props}}}> ({{\n  {_body(v.et, name)}\n  }}) : ({v.type}, {init.type}) -> {r.type}')
    del t
    return r


def fam_dot_general(b: Builder) -> Value:
    et = b.pick_type("fiu")
    bound = float(b.rng.choice((2, 3, 4)))
    batch = b.rng.choice(([], [b.rng.randint(1, 2)]))
    m, k, n = (b.rng.choice((0, 1, 2, 3)) for _ in range(3))
    k = b.rng.choice((1, 2, 3, 4)) if b.rng.random() < 0.9 else 0
    if et.kind == "f" and (bound * bound * k + 1 >= 2**et.mantissa):
        raise Unsuitable
    lhs = b.arg(et, (*batch, m, k), level="small")
    rhs = b.arg(et, (*batch, k, n), level="small")
    for a in (lhs, rhs):
        a.bound = bound
        b.inputs[int(a.name[4:])] = make_input(b.nprng, et, a.shape, "small" if et.kind == "f" else "exact", bound)
    nb = len(batch)
    numbers = (f"lhs_batching_dimensions = [{', '.join(str(i) for i in range(nb))}], "
               f"rhs_batching_dimensions = [{', '.join(str(i) for i in range(nb))}], "
               f"lhs_contracting_dimensions = [{nb + 1}], rhs_contracting_dimensions = [{nb}]")  # fmt: skip
    numbers = numbers.replace("lhs_batching_dimensions = [], rhs_batching_dimensions = [], ", "")
    r = b.result(et, (*batch, m, n), level="small")
    r.bound = bound * bound * k
    props = f"dot_dimension_numbers = #stablehlo.dot<{numbers}>"
    # The precision the operands are computed in (implementation-defined) does not change sums of small
    # integers: precision_config and an f32 algorithm of bf16, tf32, f16 or f32 operands leave them exact.
    if b.rng.random() < 0.3:
        lhs_p, rhs_p = (b.rng.choice(("DEFAULT", "HIGH", "HIGHEST")) for _ in range(2))
        props += f", precision_config = [#stablehlo<precision {lhs_p}>, #stablehlo<precision {rhs_p}>]"
    elif et.name == "f32" and b.rng.random() < 0.3:
        operand, count = b.rng.choice((("bf16", 1), ("bf16", 3), ("bf16", 6), ("tf32", 1), ("tf32", 3), ("f32", 1)))
        props += (f", algorithm = #stablehlo.dot_algorithm<lhs_precision_type = {operand}, rhs_precision_type = {operand}, "
                  f"accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, "
                  f"num_primitive_operations = {count}, allow_imprecise_accumulation = false>")  # fmt: skip
    return b.op("dot_general", [lhs, rhs], r, props=props)


def fam_convolution(b: Builder) -> Value:
    et = ETYPES[b.rng.choice(("f32", "f64", "i32", "f16", "i1"))]
    width, kw = b.rng.randint(1, 5), b.rng.randint(1, 3)
    cin, cout = b.rng.randint(1, 2), b.rng.randint(1, 2)
    stride, pad_lo, pad_hi, lhs_dil, rhs_dil = b.rng.choice((1, 2)), b.rng.randint(0, 1), b.rng.randint(0, 1), b.rng.choice((1, 1, 2)), b.rng.choice((1, 1, 2))
    padded = (width - 1) * lhs_dil + 1 + pad_lo + pad_hi
    window = (kw - 1) * rhs_dil + 1
    if padded < window:
        raise Unsuitable
    out = (padded - window) // stride + 1
    x = b.arg(et, (1, width, cin), level="small")
    k = b.arg(et, (kw, cin, cout), level="small")
    for a in (x, k):
        a.bound = 3.0
        b.inputs[int(a.name[4:])] = make_input(b.nprng, et, a.shape, "small" if et.kind == "f" else "exact", 3.0)
    r = b.result(et, (1, out, cout), level="small")
    r.bound = 9.0 * kw * cin
    text = (f"stablehlo.convolution({x.name}, {k.name}) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], "
            f"window = {{stride = [{stride}], pad = [[{pad_lo}, {pad_hi}]], lhs_dilate = [{lhs_dil}], rhs_dilate = [{rhs_dil}]}} "
            f"{{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({x.type}, {k.type}) -> {r.type}")  # fmt: skip
    b.emit(r, text)
    return r


def fam_gather(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank == 2 and _static(v) and v.shape[0] >= 1)
    count = b.rng.randint(0, 3)
    idx_et = ETYPES[b.rng.choice(("i32", "i64"))]
    idx = b.arg(idx_et, (count, 1))
    b.inputs[-1] = np.array([[b.rng.choice((-1, 0, 1, v.shape[0] - 1, v.shape[0], 7))] for _ in range(count)], idx_et.dtype).reshape(count, 1)
    r = b.result(v.et, (count, v.shape[1]), like=v)
    props = (f"dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], "
             f"index_vector_dim = 1>, slice_sizes = array<i64: 1, {v.shape[1]}>")  # fmt: skip
    props += _index_hints(b.inputs[-1].ravel().tolist(), unique=False)
    return b.op("gather", [v, idx], r, props=props)


def _index_hints(indices: list[int], unique: bool) -> str:
    """gather's and scatter's `indices_are_sorted` (and scatter's `unique_indices`, with `unique`) where they
    hold of the (possibly out-of-bounds) start indices: hints a lowering may use, never a false one (what XLA
    does with a false one is implementation-defined)."""
    hints = ""
    if all(x <= y for x, y in zip(indices, indices[1:])):
        hints += ", indices_are_sorted = true"
    if unique and len(set(indices)) == len(indices):
        hints += ", unique_indices = true"
    return hints


def fam_scatter(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank == 2 and _static(v) and v.shape[0] >= 1 and v.level != "approx" and v.et.kind != "c")
    count = b.rng.randint(0, 3)
    name = b.rng.choice(("add", "maximum", "replace")) if v.et.kind != "b" else b.rng.choice(("or", "replace"))
    if v.et.kind == "f" and name == "add" and v.level != "small":
        name = "maximum"
    rows = list(range(-1, v.shape[0] + 2))
    if name == "replace":
        chosen = b.rng.sample(rows, min(count, len(rows)))  # distinct indices: the order of updates is unspecified
    else:
        chosen = [b.rng.choice(rows) for _ in range(count)]
    count = len(chosen)
    idx_et = ETYPES[b.rng.choice(("i32", "i64"))]
    idx = b.arg(idx_et, (count, 1))
    b.inputs[-1] = np.array(chosen, idx_et.dtype).reshape(count, 1)
    upd = b.arg(v.et, (count, v.shape[1]), level=v.level)
    if v.level == "small":
        upd.bound = v.bound
        b.inputs[-1] = make_input(b.nprng, v.et, upd.shape, "small", v.bound)
    r = b.result(v.et, v.shape)
    _join(r, v, upd)
    if name == "add" and r.level == "small":
        r.bound = v.bound * (count + 1)
        if r.bound >= 2**v.et.mantissa:
            raise Unsuitable
    t = f"tensor<{v.et.name}>"
    body = (f'^bb0(%old: {t}, %new: {t}):\n    "stablehlo.return"(%new) : ({t}) -> ()' if name == "replace"
            else _body(v.et, name).replace("%a0", "%old").replace("%b0", "%new"))  # fmt: skip
    props = ("scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], "
             "scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")  # fmt: skip
    props += _index_hints(chosen, unique=True)
    b.families.append(f"scatter.{name}")
    b.emit(r, f'"stablehlo.scatter"({v.name}, {idx.name}, {upd.name}) <{{{props}}}> ({{\n  {body}\n  }}) : ({v.type}, {idx.type}, {upd.type}) -> {r.type}')
    return r


NAN_BITS = {"f32": "0x7FC00000", "f64": "0x7FF8000000000000", "f16": "0x7E00", "bf16": "0x7FC0"}
"""The positive quiet NaN of each float type, as a hexadecimal literal."""


def canonical_nans(b: Builder, v: Value) -> Value:
    """`v` with each NaN replaced by the positive quiet NaN, where `v` is computed (not an argument).

    A NaN an op computes has a sign IEEE 754 leaves open (x86's default NaN of 0 * inf is -NaN, a GPU's
    +NaN; x86 keeps an operand NaN's sign, PTX makes it canonical), and a TOTALORDER comparison tells
    -NaN from +NaN: the sort and argmax families compare floats so only after this select (seed 6 program 38:
    a sort by a convolution's NaNs ordered the GPU kernels' +NaN and the interpreter's -NaN differently).
    """
    if v.et.kind != "f" or any(v is a for a in b.args):
        return v
    return _replace_nans(b, v, NAN_BITS[v.et.name])


def _replace_nans(b: Builder, v: Value, literal: str) -> Value:
    """`v` (floats) with each NaN replaced by the constant `literal` (`0x7FC00000`, `0.0`)."""
    t = f"tensor<{v.et.name}>"
    nan = Value(b.fresh("nan"), v.et, (), ())
    b.emit(nan, f'"stablehlo.constant"() <{{value = dense<{literal}> : {t}}}> : () -> {t}')
    if _static(v):
        nans = b.op("broadcast_in_dim", [nan], b.result(v.et, v.shape), props="broadcast_dimensions = array<i64>")
    else:
        shape = _shape_of(b, v, ETYPES["i64"])
        nans = b.op("dynamic_broadcast_in_dim", [nan, shape], b.result(v.et, v.shape, v.dynamic),
                    props="broadcast_dimensions = array<i64>")  # fmt: skip
    attrs = "comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type FLOAT>"
    is_nan = b.op("compare", [v, v], b.result(ETYPES["i1"], v.shape, v.dynamic), attrs=attrs)
    return b.op("select", [is_nan, nans, v], b.result(v.et, v.shape, v.dynamic, like=v))


def fam_sort(b: Builder) -> Value:
    # Floats sort in TOTALORDER, which tells -NaN from +NaN. A transcendental op's NaN (log of a negative
    # number) has a sign IEEE 754 leaves open: x86's default NaN is -NaN, numpy's float64 log gives +NaN,
    # its float32 log -NaN. So "approx" floats are not sorted (seed 8000 #6156: a descending sort of log's
    # results put the NaNs first in the interpreter, last in compiled code).
    v = b.choose(lambda v: v.rank >= 1 and v.et.kind != "c" and not (v.et.kind == "f" and v.level == "approx"))
    erased = v.erased
    compare_type = {"f": "TOTALORDER", "i": "SIGNED", "u": "UNSIGNED", "b": "UNSIGNED"}[v.et.kind]
    if v.et.kind == "f" and b.rng.random() < 0.3:
        # A FLOAT comparator orders floats strictly and weakly once NaNs are gone: -0 and +0 tie, kept in
        # their order by the stable sort.
        v, compare_type = _replace_nans(b, v, "0.0"), "FLOAT"
    else:
        v = canonical_nans(b, v)
    dim = b.rng.randrange(v.rank)
    with_payload = v.level != "approx" and b.rng.random() < 0.4
    # Without a payload, ties of a total order are equal elements: an unstable sort gives the same result.
    stable = with_payload or compare_type == "FLOAT" or b.rng.random() < 0.6
    direction = b.rng.choice(("LT", "GT"))
    t = f"tensor<{v.et.name}>"
    operands = [v]
    if with_payload:
        operands.append(b.like(v, b.pick_type("fiu")))
        if erased:
            # Of an erased value (fam_erased_shape): a payload whose type knows sizes the key's leaves `?` (and
            # the other way round), results of the run-time sizes or `?`.
            operands[1].dynamic = tuple(b.rng.random() < 0.5 for _ in v.shape)
    params = ", ".join(f"%x{i}: tensor<{o.et.name}>, %y{i}: tensor<{o.et.name}>" for i, o in enumerate(operands))
    body = (f"^bb0({params}):\n    %c = \"stablehlo.compare\"(%x0, %y0) {{comparison_direction = #stablehlo<comparison_direction {direction}>, "
            f"compare_type = #stablehlo<comparison_type {compare_type}>}} : ({t}, {t}) -> tensor<i1>\n"
            f"    \"stablehlo.return\"(%c) : (tensor<i1>) -> ()")  # fmt: skip
    results = [b.result(o.et, o.shape, o.dynamic, like=o) for o in operands]
    if erased:
        for r in results:
            r.dynamic = tuple(b.rng.random() < 0.25 for _ in r.shape)
    names = results[0].name if len(results) == 1 else f"{results[0].name}:2"
    base = results[0].name
    if len(results) == 2:
        results[0].name, results[1].name = f"{base}#0", f"{base}#1"
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(r.type for r in results)
    props = f"dimension = {dim} : i64{', is_stable = true' if stable else ''}"
    inputs = ", ".join(o.name for o in operands)
    b.lines.append(f'{names} = "stablehlo.sort"({inputs}) <{{{props}}}> ({{\n  {body}\n  }}) : ({types}) -> ({rtypes})')
    if len(results) == 2:
        b.pool.append(results[0])
        return results[1]
    return results[0]


def _counted_while_body(op: str, step: Value, t: str) -> str:
    """The body region of the while loops of `fam_while` and `fam_while_data` (from the `}, {` that ends the
    condition): the counter plus one, the accumulator combined with `step` by `op`."""
    return (
        f"  }}, {{\n"
        f"  ^bb0(%i: tensor<i32>, %acc: {t}):\n"
        f'    %one = "stablehlo.constant"() <{{value = dense<1> : tensor<i32>}}> : () -> tensor<i32>\n'
        f'    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>\n'
        f'    %new = "stablehlo.{op}"(%acc, {step.name}) : ({t}, {step.type}) -> {t}\n'
        f'    "stablehlo.return"(%next, %new) : (tensor<i32>, {t}) -> ()\n'
        f"  }}) : (tensor<i32>, {t}) -> (tensor<i32>, {t})"
    )


def fam_while(b: Builder) -> Value:
    v = b.choose(lambda v: v.level != "approx" and v.et.kind in "fiu")
    n = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 4)), np.int32)
    step = partner(b, v)
    op = b.rng.choice(("add", "multiply", "maximum", "subtract"))
    t = v.type
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, step)
    if r.level == "small":
        r.level = "exact"
    base = r.name
    b.lines.append(
        f'{base}:2 = "stablehlo.while"(%zero_{base[1:]}, {v.name}) ({{\n'
        f"  ^bb0(%i: tensor<i32>, %acc: {t}):\n"
        f'    %c = "stablehlo.compare"(%i, {n.name}) {{comparison_direction = #stablehlo<comparison_direction LT>}} : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
        f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
        + _counted_while_body(op, step, t)
    )
    b.lines.insert(len(b.lines) - 1, f'%zero_{base[1:]} = "stablehlo.constant"() <{{value = dense<0> : tensor<i32>}}> : () -> tensor<i32>')
    r.name = f"{base}#1"
    return r


def fam_while_data(b: Builder) -> Value:
    """A while loop whose trip count depends on the data it carries: it runs while the largest element of the
    carried value is below a limit (an argument; a NaN stops it) and fewer than 8 trips have run, each trip
    combining the value with a step. The trip counter is a result too."""
    v = b.choose(lambda v: v.level != "approx" and v.et.kind in "fiu")
    limit = b.arg(v.et, (), level="exact")
    step = partner(b, v)
    op = b.rng.choice(("add", "multiply", "maximum", "subtract"))
    t, s = v.type, f"tensor<{v.et.name}>"
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, step)
    if r.level == "small":
        r.level = "exact"
    base = r.name
    compare_type = {"f": "FLOAT", "i": "SIGNED", "u": "UNSIGNED"}[v.et.kind]
    if v.rank:
        lowest = b.scalar_const(v.et, -math.inf if v.et.kind == "f" else int_range(v.et)[0])
        dims = ", ".join(map(str, range(v.rank)))
        largest = (f'    %m = "stablehlo.reduce"(%acc, {lowest.name}) <{{dimensions = array<i64: {dims}>}}> ({{\n'
                   f"    {_body(v.et, 'maximum')}\n    }}) : ({t}, {s}) -> {s}\n")  # fmt: skip
    else:
        largest = f'    %m = "stablehlo.maximum"(%acc, %acc) : ({s}, {s}) -> {s}\n'
    b.families.append(f"while_data.{op}")
    b.lines.append(
        f'%zero_{base[1:]} = "stablehlo.constant"() <{{value = dense<0> : tensor<i32>}}> : () -> tensor<i32>'
    )
    b.lines.append(
        f'{base}:2 = "stablehlo.while"(%zero_{base[1:]}, {v.name}) ({{\n'
        f"  ^bb0(%i: tensor<i32>, %acc: {t}):\n"
        f'    %eight = "stablehlo.constant"() <{{value = dense<8> : tensor<i32>}}> : () -> tensor<i32>\n'
        f'    %few = "stablehlo.compare"(%i, %eight) {{comparison_direction = #stablehlo<comparison_direction LT>}} : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
        f"{largest}"
        f'    %below = "stablehlo.compare"(%m, {limit.name}) {{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type {compare_type}>}} : ({s}, {s}) -> tensor<i1>\n'
        f'    %c = "stablehlo.and"(%few, %below) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n'
        f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
        + _counted_while_body(op, step, t)
    )
    b.pool.append(Value(f"{base}#0", ETYPES["i32"], (), ()))
    r.name = f"{base}#1"
    return r


def fam_scan(b: Builder) -> Value:
    """lax.scan as jax exports it: a while loop over i in [0, n) (or n-1 down to 0) carrying (i, c, ys), each
    trip reading xs[i] by dynamic_slice and reshape, combining c with it (one exact op, in the loop's order)
    and writing the new c into ys[i] by dynamic_update_slice: a loop-carried buffer updated in place while
    another is read. The final c is a value too; ys is the result."""
    xs = b.choose(lambda v: v.rank >= 1 and _static(v) and v.shape[0] >= 1 and v.level != "approx"
                  and v.et.kind in "fiu")  # fmt: skip
    n, rest = xs.shape[0], xs.shape[1:]
    c0 = b.arg(xs.et, rest, (False,) * len(rest), level="exact")
    # Floats are not multiplied: a product of normal numbers that goes subnormal inside the loop is flushed to
    # 0 by XLA (0 * inf is then NaN: seed 21801 #45), a known deviation its classifier cannot see in a loop.
    op = b.rng.choice(("add", "multiply", "maximum", "minimum", "subtract") if xs.et.kind != "f" else
                      ("add", "maximum", "minimum", "subtract"))  # fmt: skip
    reverse = b.rng.random() < 0.3
    it = ETYPES[b.rng.choice(("i32", "i64"))]
    ti, t, tc = f"tensor<{it.name}>", xs.type, c0.type
    row = f"tensor<1x{''.join(f'{d}x' for d in rest)}{xs.et.name}>"
    r = b.result(xs.et, xs.shape)
    _join(r, xs, c0)
    r.level = "exact"
    base = r.name[1:]
    zero = b.scalar_const(xs.et, 0)
    ys0 = b.op("broadcast_in_dim", [zero], b.result(xs.et, xs.shape), props="broadcast_dimensions = array<i64>")
    b.lines.append(f'%start_{base} = "stablehlo.constant"() <{{value = dense<0> : {ti}}}> : () -> {ti}')
    index = "%i"
    body = [f'%one = "stablehlo.constant"() <{{value = dense<1> : {ti}}}> : () -> {ti}',
            f'%z = "stablehlo.constant"() <{{value = dense<0> : {ti}}}> : () -> {ti}']  # fmt: skip
    if reverse:
        body += [f'%last = "stablehlo.constant"() <{{value = dense<{n - 1}> : {ti}}}> : () -> {ti}',
                 f'%j = "stablehlo.subtract"(%last, %i) : ({ti}, {ti}) -> {ti}']  # fmt: skip
        index = "%j"
    starts = ", ".join([index] + ["%z"] * len(rest))
    start_types = ", ".join([ti] * (1 + len(rest)))
    body += [
        f'%row = "stablehlo.dynamic_slice"({xs.name}, {starts}) <{{slice_sizes = array<i64: 1{"".join(f", {d}" for d in rest)}>}}>'
        f" : ({t}, {start_types}) -> {row}",
        f'%x_i = "stablehlo.reshape"(%row) : ({row}) -> {tc}',
        f'%new = "stablehlo.{op}"(%acc, %x_i) : ({tc}, {tc}) -> {tc}',
        f'%new_row = "stablehlo.reshape"(%new) : ({tc}) -> {row}',
        f'%ys_new = "stablehlo.dynamic_update_slice"(%ys, %new_row, {starts}) : ({t}, {row}, {start_types}) -> {t}',
        f'%next = "stablehlo.add"(%i, %one) : ({ti}, {ti}) -> {ti}',
        f'"stablehlo.return"(%next, %new, %ys_new) : ({ti}, {tc}, {t}) -> ()',
    ]
    b.families.append(f"scan.{op}{'.reverse' if reverse else ''}")
    b.lines.append(
        f'%w_{base}:3 = "stablehlo.while"(%start_{base}, {c0.name}, {ys0.name}) ({{\n'
        f"  ^bb0(%i: {ti}, %acc: {tc}, %ys: {t}):\n"
        f'    %n = "stablehlo.constant"() <{{value = dense<{n}> : {ti}}}> : () -> {ti}\n'
        f'    %lt = "stablehlo.compare"(%i, %n) {{comparison_direction = #stablehlo<comparison_direction LT>}} : ({ti}, {ti}) -> tensor<i1>\n'
        f'    "stablehlo.return"(%lt) : (tensor<i1>) -> ()\n'
        f"  }}, {{\n  ^bb0(%i: {ti}, %acc: {tc}, %ys: {t}):\n    " + "\n    ".join(body) + "\n"
        f"  }}) : ({ti}, {tc}, {t}) -> ({ti}, {tc}, {t})"
    )
    final = b.result(xs.et, rest)
    final.level = "exact"
    final.name = f"%w_{base}#1"
    b.pool.append(final)
    r.name = f"%w_{base}#2"
    return r


def fam_if(b: Builder) -> Value:
    v = b.choose(lambda v: v.et.kind in "fiu")
    preds = [p for p in b.pool if p.et.kind == "b" and p.rank == 0]
    pred = b.rng.choice(preds) if preds and b.rng.random() < 0.5 else b.arg(ETYPES["i1"], ())
    r = b.result(v.et, v.shape, _branch_result_dynamic(b, v), like=v)
    r.view = v.view
    t = v.type
    other = "negate" if v.et.kind != "u" else "not"
    b.emit(r, f'"stablehlo.if"({pred.name}) ({{\n    "stablehlo.return"({v.name}) : ({t}) -> ()\n  }}, {{\n'
              f'    %n = "stablehlo.{other}"({v.name}) : ({t}) -> {t}\n    "stablehlo.return"(%n) : ({t}) -> ()\n  }}) : (tensor<i1>) -> {r.type}')
    return r


def _branch_result_dynamic(b: Builder, v: Value) -> tuple[bool, ...]:
    """The `?` sizes of an if's or case's result whose branches return `v`: `v`'s, or of an erased value
    (fam_erased_shape) mostly none (a static result of `?` values, checked when the program runs)."""
    return tuple(d and b.rng.random() < 0.3 for d in v.dynamic) if v.erased else v.dynamic


def fam_case(b: Builder) -> Value:
    v = b.choose(lambda v: v.et.kind in "fiu")
    index = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 100, -(2**31), 2**31 - 1)), np.int32)
    t = v.type
    branches = ['"stablehlo.return"({v}) : ({t}) -> ()', '%n = "stablehlo.negate"({v}) : ({t}) -> {t}\n    "stablehlo.return"(%n) : ({t}) -> ()',
                '%n = "stablehlo.abs"({v}) : ({t}) -> {t}\n    "stablehlo.return"(%n) : ({t}) -> ()']
    if v.et.kind == "u":
        branches = branches[:1] + [branches[0].replace("{v}", "{v}")] * 1
    count = b.rng.randint(1, len(branches))
    body = "}, {\n    ".join(br.format(v=v.name, t=t) for br in branches[:count])
    r = b.result(v.et, v.shape, _branch_result_dynamic(b, v), like=v)
    r.view = v.view
    b.emit(r, f'"stablehlo.case"({index.name}) ({{\n    {body}\n  }}) : (tensor<i32>) -> {r.type}')
    return r


def fam_call(b: Builder) -> Value:
    """A private function called with a slice (or another view) of a value: the callee sees a strided buffer."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and v.et.kind in "fiu")
    arg = fam_slice(b) if b.rng.random() < 0.6 else v
    if b.rng.random() < 0.3 and arg.rank >= 2:
        arg = fam_transpose_of(b, arg)
    t = arg.type
    name = f"@callee{b.counter}"
    op = "negate" if arg.et.kind == "f" else "add"
    body = f'%r = "stablehlo.{op}"(%x{", %x" if op == "add" else ""}) : ({t}{", " + t if op == "add" else ""}) -> {t}'
    b.functions.append(f"func.func private {name}(%x: {t}) -> {t} {{\n  {body}\n  func.return %r : {t}\n}}")
    r = b.result(arg.et, arg.shape, like=arg)
    b.emit(r, f"func.call {name}({arg.name}) : ({t}) -> {t}")
    return r


def fam_transpose_of(b: Builder, v: Value) -> Value:
    perm = list(range(v.rank))
    b.rng.shuffle(perm)
    r = b.result(v.et, [v.shape[p] for p in perm], like=v)
    return b.op("transpose", [v], r, props=f"permutation = array<i64{_list(perm)}>")


def fam_complex(b: Builder) -> Value:
    v = b.choose(lambda v: v.et.name in ("f32", "f64") and v.level != "approx")
    w = partner(b, v)
    r = b.result(ETYPES[f"complex<{v.et.name}>"], v.shape, v.dynamic)
    _join(r, v, w)
    return b.op("complex", [v, w], r)


def _window_geometry(b: Builder, shape: tuple[int, ...], dilations: bool, negative_padding: bool):
    """Random window attributes over `shape`: (props, output shape, window element count); Unsuitable when empty."""
    dims, strides, base, wdil, padding, out = [], [], [], [], [], []
    for size in shape:
        d, s = b.rng.randint(1, 3), b.rng.choice((1, 1, 2, 3))
        bd, wd = (b.rng.choice((1, 1, 2)), b.rng.choice((1, 1, 2))) if dilations else (1, 1)
        lo, hi = b.rng.choice((0, 0, 1, 2)), b.rng.choice((0, 0, 1, 2))
        if negative_padding and b.rng.random() < 0.15:
            lo = -1
        dilated = (size - 1) * bd + 1 if size else 0
        padded = dilated + lo + hi
        window = (d - 1) * wd + 1
        if padded < window or dilated + min(lo, 0) < 0:
            raise Unsuitable
        dims.append(d), strides.append(s), base.append(bd), wdil.append(wd), padding.append((lo, hi))
        out.append((padded - window) // s + 1)
    pad = "[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in padding) + "]"
    props = [f"window_dimensions = array<i64{_list(dims)}>"]
    if b.rng.random() < 0.8 or any(s != 1 for s in strides):
        props.append(f"window_strides = array<i64{_list(strides)}>")
    if dilations and (b.rng.random() < 0.5 or any(x != 1 for x in base)):
        props.append(f"base_dilations = array<i64{_list(base)}>")
    if dilations and (b.rng.random() < 0.5 or any(x != 1 for x in wdil)):
        props.append(f"window_dilations = array<i64{_list(wdil)}>")
    if b.rng.random() < 0.7 or any(p != (0, 0) for p in padding):
        props.append(f"padding = dense<{pad if shape else '[]'}> : tensor<{len(shape)}x2xi64>")
    return ", ".join(props), tuple(out), math.prod(dims)


def fam_reduce_window(b: Builder) -> Value:
    """reduce_window with strides, base and window dilations and (sometimes negative) padding."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and v.et.kind != "c")
    kind = "i" if v.et.kind == "u" else v.et.kind
    name = b.rng.choice(REDUCERS[kind])
    props, shape, count = _window_geometry(b, v.shape, dilations=True, negative_padding=True)
    r = b.result(v.et, shape, like=v)
    r.view = False
    if v.et.kind == "f":
        if v.level == "approx" and name not in ("maximum", "minimum"):
            raise Unsuitable
        if name in ("add", "multiply"):
            if v.level != "small":
                raise Unsuitable
            # The padding (init) counts too: a small init of bound 1.
            r.bound = (v.bound + 1) * count if name == "add" else _power(max(v.bound, 1), max(count, 1))
            if r.bound + 1 >= 2**v.et.mantissa:
                raise Unsuitable
    init = b.arg(v.et, (), level="small" if v.level == "small" else None)
    if v.level == "small":
        b.inputs[-1] = make_input(b.nprng, v.et, (), "small", 1.0)
    _join(r, v, init)
    if r.level == "small" and v.et.kind == "f" and name in ("add", "multiply"):
        r.bound = (v.bound + 1) * count if name == "add" else _power(max(v.bound, 1), max(count, 1))
    b.families.append(f"reduce_window.{name}")
    b.emit(r, f'"stablehlo.reduce_window"({v.name}, {init.name}) <{{{props}}}> ({{\n  {_body(v.et, name)}\n  }}) : ({v.type}, {init.type}) -> {r.type}')
    return r


_REDUCER_FORMS: dict[str, tuple[str, list[str]]] = {
    # name: (the element kinds it takes, the body's lines computing %r from %a0 and %b0; {t} the scalar type,
    # {cmp} the compare type of the kind)
    "add.swapped": ("iu", ['%r = "stablehlo.add"(%b0, %a0) : ({t}, {t}) -> {t}']),
    "multiply.swapped": ("iu", ['%r = "stablehlo.multiply"(%b0, %a0) : ({t}, {t}) -> {t}']),
    "add.negate": ("i", ['%n = "stablehlo.negate"(%b0) : ({t}) -> {t}',
                         '%r = "stablehlo.subtract"(%a0, %n) : ({t}, {t}) -> {t}']),
    "add.zero": ("iu", ['%z = "stablehlo.constant"() <{{value = dense<0> : {t}}}> : () -> {t}',
                        '%s = "stablehlo.add"(%a0, %z) : ({t}, {t}) -> {t}',
                        '%r = "stablehlo.add"(%s, %b0) : ({t}, {t}) -> {t}']),
    "xor": ("biu", ['%r = "stablehlo.xor"(%a0, %b0) : ({t}, {t}) -> {t}']),
    "xor.and_or": ("biu", ['%o = "stablehlo.or"(%a0, %b0) : ({t}, {t}) -> {t}',
                           '%x = "stablehlo.and"(%b0, %a0) : ({t}, {t}) -> {t}',
                           '%nx = "stablehlo.not"(%x) : ({t}) -> {t}',
                           '%r = "stablehlo.and"(%o, %nx) : ({t}, {t}) -> {t}']),
    "or.de_morgan": ("biu", ['%na = "stablehlo.not"(%a0) : ({t}) -> {t}',
                             '%nb = "stablehlo.not"(%b0) : ({t}) -> {t}',
                             '%n = "stablehlo.and"(%na, %nb) : ({t}, {t}) -> {t}',
                             '%r = "stablehlo.not"(%n) : ({t}) -> {t}']),
    "maximum.select": ("fiu", ['%p = "stablehlo.compare"(%a0, %b0) {{comparison_direction = '
                               '#stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type {cmp}>}}'
                               ' : ({t}, {t}) -> tensor<i1>',
                               '%r = "stablehlo.select"(%p, %a0, %b0) : (tensor<i1>, {t}, {t}) -> {t}']),
    "minimum.select": ("fiu", ['%p = "stablehlo.compare"(%b0, %a0) {{comparison_direction = '
                               '#stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type {cmp}>}}'
                               ' : ({t}, {t}) -> tensor<i1>',
                               '%r = "stablehlo.select"(%p, %a0, %b0) : (tensor<i1>, {t}, {t}) -> {t}']),
}  # fmt: skip
"""Reducer bodies of several ops (or operands swapped) that are still associative and commutative, so any
schedule of a reduce or reduce_window gives one result: integer add and multiply (wrapping), xor, or, and a
maximum/minimum by compare and select (floats in TOTALORDER, where only equal bits compare equal)."""


def _reducer_identity(b: Builder, et: EType, form: str) -> Value:
    """The identity of a _REDUCER_FORMS body, as a constant: how often a reduce or a padded reduce_window applies
    its init value is implementation-defined, and XLA applies it fewer times than the interpreter (the known
    deviations of a one-op body's non-identity init). A float maximum's (minimum's) in TOTALORDER is the NaN
    with every bit set (every bit but the sign), which orders below (above) every other value."""
    op = form.partition(".")[0]
    if et.kind == "f":
        top = (1 << et.bits) - 1
        literal = hex(top if op == "maximum" else top >> 1).upper().replace("0X", "0x")
        t = f"tensor<{et.name}>"
        v = Value(b.fresh("c"), et, (), ())
        b.emit(v, f'"stablehlo.constant"() <{{value = dense<{literal}> : {t}}}> : () -> {t}')
        return v
    low, high = (False, True) if et.kind == "b" else int_range(et)
    value = {"add": 0, "xor": 0, "or": 0, "multiply": 1, "maximum": low, "minimum": high}[op]
    return b.scalar_const(et, value)


def fam_reducer_forms(b: Builder) -> Value:
    """A reduce or reduce_window whose body is one of _REDUCER_FORMS: bodies other than a single op of the two
    arguments, which the interpreter runs element by element (not as a numpy ufunc) and the lowerings may not
    take for a known combiner (convert-linalg-reduction-to-gpu matches the op that combines the accumulator)."""
    v = b.choose(lambda v: v.et.kind in "biuf" and v.level != "approx" and v.rank >= 1 and _static(v))
    name = b.rng.choice([n for n, (kinds, _) in _REDUCER_FORMS.items() if v.et.kind in kinds])
    if v.et.kind == "f":
        v = canonical_nans(b, v)
    t = f"tensor<{v.et.name}>"
    cmp = {"f": "TOTALORDER", "i": "SIGNED", "u": "UNSIGNED", "b": "UNSIGNED"}[v.et.kind]
    lines = [line.format(t=t, cmp=cmp) for line in _REDUCER_FORMS[name][1]]
    body = "\n    ".join([f"^bb0(%a0: {t}, %b0: {t}):", *lines, f'"stablehlo.return"(%r) : ({t}) -> ()'])
    init = _reducer_identity(b, v.et, name)
    if b.rng.random() < 0.5:
        dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
        r = b.result(v.et, [s for d, s in enumerate(v.shape) if d not in dims], like=v)
        op, props = "reduce", f"dimensions = array<i64{_list(dims)}>"
    else:
        props, shape, _ = _window_geometry(b, v.shape, dilations=True, negative_padding=True)
        r = b.result(v.et, shape, like=v)
        op = "reduce_window"
    r.view = False
    _join(r, v, init)
    b.families.append(f"reducer_forms.{op}.{name}")
    b.emit(r, f'"stablehlo.{op}"({v.name}, {init.name}) <{{{props}}}> ({{\n  {body}\n  }}) : ({v.type}, {init.type}) -> {r.type}')
    return r


def _distinct(b: Builder, et: EType, shape: tuple[int, ...]) -> np.ndarray:
    """Elements of `et` that are all different (a permutation of small integers, negated half the time)."""
    lo, hi = int_range(et) if et.kind in "iu" else (-(2 ** min(et.mantissa, 16)), 2 ** min(et.mantissa, 16))
    n = math.prod(shape)
    if hi - lo + 1 < n:
        raise Unsuitable
    values = b.nprng.permutation(np.arange(max(lo, -n), max(lo, -n) + n, dtype=np.int64))
    return values.astype(et.dtype if et.name != "bf16" else "float32").reshape(shape)


def fam_select_and_scatter(b: Builder) -> Value:
    """select_and_scatter (the gradient of max pooling) over an operand of distinct elements.

    The select region is applied to a window's elements in an order the spec
    leaves to the implementation; with distinct elements (no ties, no NaN) any
    order selects the same one. Of an erased argument (fam_erased_shape), its types have `?` sizes.
    """
    erased = [v for v in b.pool if v.erased and v in b.args and v.rank >= 1]
    if erased:
        # Of an erased argument (fam_erased_shape): its `?` sizes, a source of some `?` sizes, a result of its
        # run-time sizes (now and then `?` where the operand has them); negative padding too.
        operand = erased[-1]
        et, shape = operand.et, operand.shape
        if et.kind not in "fiu":
            raise Unsuitable
        operand.level, operand.bound = "exact", 0.0
        b.inputs[b.args.index(operand)] = _distinct(b, et, shape)
        source_dynamic = tuple(b.rng.random() < 0.5 for _ in shape)
        result_dynamic = tuple(d and b.rng.random() < 0.3 for d in operand.dynamic)
    else:
        et = b.pick_type("fiu")
        shape = b.pick_shape(b.rng.randint(1, 3))
        operand = b.arg(et, shape, (False,) * len(shape), level="exact")
        b.inputs[-1] = _distinct(b, et, shape)
        source_dynamic = result_dynamic = (False,) * len(shape)
    props, source_shape, _count = _window_geometry(b, shape, dilations=False, negative_padding=bool(erased))
    source = b.arg(et, source_shape, source_dynamic, level="small")
    bound = 4.0
    source.bound = bound
    b.inputs[-1] = make_input(b.nprng, et, source_shape, "small", bound)
    init = b.arg(et, (), level="small")
    b.inputs[-1] = make_input(b.nprng, et, (), "small", 1.0)
    r = b.result(et, shape, result_dynamic, level="small")
    # Each operand element gets at most the source elements of the windows that hold it.
    r.bound = bound * math.prod(source_shape) + 1
    if et.kind == "f" and r.bound >= 2**et.mantissa:
        raise Unsuitable
    _join(r, source, init)
    direction = b.rng.choice(("GE", "GT", "LE", "LT"))
    compare_type = {"f": "FLOAT", "i": "SIGNED", "u": "UNSIGNED"}[et.kind]
    t = f"tensor<{et.name}>"
    select = (f"^bb0(%a: {t}, %b: {t}):\n    %c = \"stablehlo.compare\"(%a, %b) {{comparison_direction = "
              f"#stablehlo<comparison_direction {direction}>, compare_type = #stablehlo<comparison_type {compare_type}>}} : ({t}, {t}) -> tensor<i1>\n"
              f"    \"stablehlo.return\"(%c) : (tensor<i1>) -> ()")  # fmt: skip
    # The source values that select the same element are combined in an order the spec leaves open: a sum of
    # small values, or their maximum or minimum, is the same in any.
    combine = b.rng.choice(("add", "add", "maximum", "minimum"))
    b.families.append(f"select_and_scatter.{combine}")
    scatter = _body(et, combine)
    b.emit(r, f'"stablehlo.select_and_scatter"({operand.name}, {source.name}, {init.name}) <{{{props.replace("window_strides", "window_strides")}}}> ({{\n  {select}\n  }}, {{\n  {scatter}\n  }}) : ({operand.type}, {source.type}, {init.type}) -> {r.type}')
    return r


def _compare_line(result: str, lhs: str, rhs: str, direction: str, et: EType) -> str:
    """A scalar stablehlo.compare of `et` in a region: floats in TOTALORDER, so that any order of a region's
    applications agrees (NaN and -0 have their places)."""
    compare_type = {"f": "TOTALORDER", "i": "SIGNED", "u": "UNSIGNED", "b": "UNSIGNED"}[et.kind]
    t = f"tensor<{et.name}>"
    return (f'{result} = "stablehlo.compare"({lhs}, {rhs}) {{comparison_direction = #stablehlo<comparison_direction '
            f'{direction}>, compare_type = #stablehlo<comparison_type {compare_type}>}} : ({t}, {t}) -> tensor<i1>')


def _argmax_body(et, idx_et) -> str:
    """The body of a two-operand reduce or reduce_window that keeps the largest value and, among equal ones, the
    smallest index (argmax)."""
    t, ti = f"tensor<{et.name}>", f"tensor<{idx_et.name}>"
    return "\n    ".join([
        f"^bb0(%a0: {t}, %a1: {ti}, %b0: {t}, %b1: {ti}):",
        _compare_line("%gt", "%a0", "%b0", "GT", et),
        _compare_line("%eq", "%a0", "%b0", "EQ", et),
        _compare_line("%lt", "%a1", "%b1", "LT", idx_et),
        '%tie = "stablehlo.and"(%eq, %lt) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        '%pick = "stablehlo.or"(%gt, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        f'%v = "stablehlo.select"(%pick, %a0, %b0) : (tensor<i1>, {t}, {t}) -> {t}',
        f'%i = "stablehlo.select"(%pick, %a1, %b1) : (tensor<i1>, {ti}, {ti}) -> {ti}',
        f'"stablehlo.return"(%v, %i) : ({t}, {ti}) -> ()',
    ])  # fmt: skip


def fam_argmax(b: Builder) -> Value:
    """A reduce of two operands (value, index): the largest value in total order, the smallest index on a tie.

    That reducer is associative and commutative, so the result is the same in
    any order of reduction.
    """
    v = b.choose(lambda v: v.rank >= 1 and v.et.kind in "fiu" and not (v.et.kind == "f" and v.level == "approx"))
    v = canonical_nans(b, v)
    dim = b.rng.randrange(v.rank)
    dims = sorted({dim, *b.rng.sample(range(v.rank), b.rng.randint(0, v.rank - 1))})
    idx_et = ETYPES[b.rng.choice(("i32", "i64"))]
    index = _iota_like(b, v, idx_et, dim)
    init = b.arg(v.et, (), level=v.level if v.level != "approx" else None)
    init_index = b.arg(idx_et, ())
    kept = [d for d in range(v.rank) if d not in dims]
    r = b.result(v.et, [v.shape[d] for d in kept], [v.dynamic[d] for d in kept])
    _join(r, v, init)
    r_index = b.result(idx_et, r.shape, r.dynamic)
    body = _argmax_body(v.et, idx_et)
    base = r.name
    r.name, r_index.name = f"{base}#0", f"{base}#1"
    b.lines.append(
        f'{base}:2 = "stablehlo.reduce"({v.name}, {index.name}, {init.name}, {init_index.name}) '
        f"<{{dimensions = array<i64{_list(dims)}>}}> ({{\n  {body}\n  }}) : "
        f"({v.type}, {index.type}, {init.type}, {init_index.type}) -> ({r.type}, {r_index.type})"
    )
    b.pool.append(r)
    return r_index


def fam_sort_keys(b: Builder) -> Value:
    """A sort of three operands by two keys (the second breaks ties of the first), stable or not.

    The comparator is a strict weak order; with the payload's position as the
    last key (an iota), also an unstable sort has one answer.
    """
    v = b.choose(lambda v: v.rank >= 1 and v.et.kind in "fiub" and not (v.et.kind == "f" and v.level == "approx"))
    v = canonical_nans(b, v)
    dim = b.rng.randrange(v.rank)
    second = b.like(v, b.pick_type("fiub"))
    stable = b.rng.random() < 0.5
    position = _iota_like(b, v, ETYPES["i32"], dim)
    operands = [v, second, position]
    d1, d2 = b.rng.choice(("LT", "GT")), b.rng.choice(("LT", "GT"))
    params = ", ".join(f"%x{i}: tensor<{o.et.name}>, %y{i}: tensor<{o.et.name}>" for i, o in enumerate(operands))
    lines = [
        f"^bb0({params}):",
        _compare_line("%lt0", "%x0", "%y0", d1, v.et),
        _compare_line("%e0", "%x0", "%y0", "EQ", v.et),
        _compare_line("%lt1", "%x1", "%y1", d2, second.et),
        _compare_line("%e1", "%x1", "%y1", "EQ", second.et),
        _compare_line("%lt2", "%x2", "%y2", "LT", ETYPES["i32"]),
        '%t2 = "stablehlo.and"(%e1, %lt2) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        '%k1 = "stablehlo.or"(%lt1, %t2) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        '%t1 = "stablehlo.and"(%e0, %k1) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        '%k0 = "stablehlo.or"(%lt0, %t1) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
        '"stablehlo.return"(%k0) : (tensor<i1>) -> ()',
    ]
    results = [b.result(o.et, o.shape, o.dynamic, like=o) for o in operands]
    base = results[0].name
    for i, r in enumerate(results):
        r.name = f"{base}#{i}"
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(r.type for r in results)
    body = "\n    ".join(lines)
    b.lines.append(f'{base}:3 = "stablehlo.sort"({", ".join(o.name for o in operands)}) <{{dimension = {dim} : i64, '
                   f'is_stable = {"true" if stable else "false"}}}> ({{\n  {body}\n  }}) : ({types}) -> ({rtypes})')  # fmt: skip
    b.pool.extend(results[:2])
    return results[2]


def fam_while_swap(b: Builder) -> Value:
    """A while loop carrying a counter and two values that trade places each trip (one updated on the way, or
    not): a loop-carried swap, which a wrong copy elision or buffer reuse gets wrong (02f620c)."""
    v = b.choose(lambda v: v.level != "approx" and v.et.kind in "fiu")
    w = partner(b, v)
    if w.level == "approx":
        raise Unsuitable
    n = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 5)), np.int32)
    op = b.rng.choice(("add", "subtract", "maximum", "minimum") if v.et.kind == "f" else ("add", "multiply", "xor", "maximum"))
    swapped = "%p" if b.rng.random() < 0.3 else "%new"  # %p: the values only trade places
    t = v.type
    r0, r1 = b.result(v.et, v.shape, v.dynamic), b.result(v.et, v.shape, v.dynamic)
    for r in (r0, r1):
        _join(r, v, w)
        if r.level == "small":
            r.level = "exact"
    base = r0.name
    b.lines.append(f'%zero_{base[1:]} = "stablehlo.constant"() <{{value = dense<0> : tensor<i32>}}> : () -> tensor<i32>')
    b.lines.append(
        f'{base}:3 = "stablehlo.while"(%zero_{base[1:]}, {v.name}, {w.name}) ({{\n'
        f"  ^bb0(%i: tensor<i32>, %p: {t}, %q: {t}):\n"
        f'    %c = "stablehlo.compare"(%i, {n.name}) {{comparison_direction = #stablehlo<comparison_direction LT>}} : (tensor<i32>, tensor<i32>) -> tensor<i1>\n'
        f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
        f"  }}, {{\n"
        f"  ^bb0(%i: tensor<i32>, %p: {t}, %q: {t}):\n"
        f'    %one = "stablehlo.constant"() <{{value = dense<1> : tensor<i32>}}> : () -> tensor<i32>\n'
        f'    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>\n'
        f'    %new = "stablehlo.{op}"(%p, %q) : ({t}, {t}) -> {t}\n'
        f'    "stablehlo.return"(%next, %q, {swapped}) : (tensor<i32>, {t}, {t}) -> ()\n'
        f"  }}) : (tensor<i32>, {t}, {t}) -> (tensor<i32>, {t}, {t})"
    )
    r0.name, r1.name = f"{base}#1", f"{base}#2"
    b.pool.append(r0)
    return r1


def _counted_while(b: Builder, r: Value, init: str, n: Value, t: str, body: str, carried: str) -> None:
    """Append `r = while (i = 0, p = init) { i < n } { body; (i + 1, carried) }` (`body`: lines on `%i` and `%p`
    of type `t`, joined with a newline and four spaces, defining `carried`); `r` names the loop's value."""
    base, i32 = r.name, "tensor<i32>"
    b.lines.append(f'%zero_{base[1:]} = "stablehlo.constant"() <{{value = dense<0> : {i32}}}> : () -> {i32}')
    b.lines.append(
        f'{base}:2 = "stablehlo.while"(%zero_{base[1:]}, {init}) ({{\n'
        f"  ^bb0(%i: {i32}, %p: {t}):\n"
        f'    %c = "stablehlo.compare"(%i, {n.name}) {{comparison_direction = #stablehlo<comparison_direction LT>}} : ({i32}, {i32}) -> tensor<i1>\n'
        f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
        f"  }}, {{\n"
        f"  ^bb0(%i: {i32}, %p: {t}):\n"
        f'    %one = "stablehlo.constant"() <{{value = dense<1> : {i32}}}> : () -> {i32}\n'
        f'    %next = "stablehlo.add"(%i, %one) : ({i32}, {i32}) -> {i32}\n'
        f"    {body}\n"
        f'    "stablehlo.return"(%next, {carried}) : ({i32}, {t}) -> ()\n'
        f"  }}) : ({i32}, {t}) -> ({i32}, {t})"
    )
    r.name = f"{base}#1"


def fam_while_growing(b: Builder) -> Value:
    """A while loop whose carried value changes shape: each trip concatenates the step (one element) onto a
    1-D value of dynamic size, which grows by one element a trip (a valid program: the loop's type,
    `tensor<?xT>`, holds every size). Compiled code passes each trip's buffer of a dynamic-shape value on
    (one-shot-bufferize) and frees the one it replaces (buffer-deallocation); it stopped with a run-time
    check where the interpreter's value grew (6f4dd27) until then."""
    et = b.pick_type("fiu")
    v = b.arg(et, (b.rng.randint(0, 3),), (True,), level="exact")
    step = b.arg(et, (1,), (False,), level="exact")
    n = b.arg(ETYPES["i32"], ())
    trips = b.rng.choice((-1, 0, 1, 2, 3))
    b.inputs[-1] = np.array(trips, np.int32)
    r = b.result(et, (v.shape[0] + max(trips, 0),), (True,))
    _join(r, v, step)
    t, st = v.type, step.type
    grown = f'%grown = "stablehlo.concatenate"(%p, {step.name}) <{{dimension = 0 : i64}}> : ({t}, {st}) -> {t}'
    _counted_while(b, r, v.name, n, t, grown, "%grown")
    return r


def fam_map(b: Builder) -> Value:
    """stablehlo.map of a two-op computation (a * b + a, rounded after each op: never contracted to an fma)."""
    v = b.choose(lambda v: v.rank >= 1 and v.level != "approx" and v.et.kind in "fiu")
    w = partner(b, v)
    if w.level == "approx":
        raise Unsuitable
    t = f"tensor<{v.et.name}>"
    first, second = b.rng.choice((("multiply", "add"), ("subtract", "multiply"), ("maximum", "subtract"), ("add", "add")))
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, w)
    if r.level == "small":
        r.level = "exact"
    body = (f"^bb0(%a: {t}, %b: {t}):\n    %m = \"stablehlo.{first}\"(%a, %b) : ({t}, {t}) -> {t}\n"
            f"    %s = \"stablehlo.{second}\"(%m, %a) : ({t}, {t}) -> {t}\n    \"stablehlo.return\"(%s) : ({t}) -> ()")  # fmt: skip
    b.emit(r, f'"stablehlo.map"({v.name}, {w.name}) <{{dimensions = array<i64{_list(range(v.rank))}>}}> ({{\n  {body}\n  }}) : ({v.type}, {w.type}) -> {r.type}')
    return r


def fam_reduce_precision(b: Builder) -> Value:
    v = b.choose(lambda v: v.et.kind == "f")
    # Any width up to f64's, at or past the operand's own (a no-op there) as well as below it.
    exponent = b.rng.choice((1, 2, 4, 5, 8, 11)) if b.rng.random() < 0.5 else b.rng.randint(1, 11)
    mantissa = b.rng.choice((0, 1, 3, 7, 10, 23, 52)) if b.rng.random() < 0.5 else b.rng.randint(0, 52)
    r = b.result(v.et, v.shape, v.dynamic, like=v)
    if v.level == "approx":
        # Rounding to fewer bits can move a value within tolerance across a rounding boundary: one ulp of the new
        # precision, and overflow to inf: not within a relative tolerance.
        raise Unsuitable
    if v.level == "small" and not (exponent >= 8 and 2.0 ** (mantissa + 1) > v.bound):
        r.level = "exact"  # rounded or overflowed: no longer small integers
    return b.op("reduce_precision", [v], r, props=f"exponent_bits = {exponent} : i32, mantissa_bits = {mantissa} : i32")


# -- Dynamic shapes: sizes that come from arguments (shape tensors) or from get_dimension_size.


def _iota_like(b: Builder, v: Value, et: EType, dim: int) -> Value:
    """An iota of `et` along `dim` of `v`'s shape: `stablehlo.iota`, or `dynamic_iota` of `v`'s sizes (`_shape_of`)
    where some are dynamic."""
    iota = b.result(et, v.shape, v.dynamic)
    if _static(v):
        b.emit(iota, f'"stablehlo.iota"() <{{iota_dimension = {dim} : i64}}> : () -> {iota.type}')
    else:
        shape = _shape_of(b, v, et)
        b.emit(iota, f'"stablehlo.dynamic_iota"({shape.name}) <{{iota_dimension = {dim} : i64}}> : ({shape.type}) -> {iota.type}')
    return iota


def _shape_of(b: Builder, v: Value, et: EType) -> Value:
    """A shape tensor (tensor<rank x et>) of `v`'s sizes: constants for static sizes, get_dimension_size
    (converted to `et`) for dynamic ones."""
    parts = []
    for dim, (size, dynamic) in enumerate(zip(v.shape, v.dynamic)):
        if dynamic:
            s = b.result(ETYPES["i32"], ())
            b.emit(s, f'"stablehlo.get_dimension_size"({v.name}) <{{dimension = {dim} : i64}}> : ({v.type}) -> tensor<i32>')
            if et.name != "i32":
                s = b.op("convert", [s], b.result(et, ()))
        else:
            s = b.scalar_const(et, size)
        parts.append(b.op("reshape", [s], b.result(et, (1,))))
    if not parts:
        raise Unsuitable
    if len(parts) == 1:
        return parts[0]
    return b.op("concatenate", parts, b.result(et, (len(parts),)), props="dimension = 0 : i64")


BROKEN_SHAPE_ARGS = 0.04
"""How often a shape-tensor argument holds a wrong value (one entry off by one or negative): inputs the ops do
not define, which the interpreter and compiled code must both reject with a run-time check ("rejected")."""


def _shape_arg(b: Builder, sizes, et: EType | None = None) -> Value:
    """A shape tensor argument holding `sizes` (rarely a wrong value: BROKEN_SHAPE_ARGS)."""
    et = et or ETYPES[b.rng.choice(("i32", "i64", "i32", "i64", "ui32", "ui64"))]
    a = b.arg(et, (len(sizes),), (False,))
    values = list(sizes)
    if values and b.rng.random() < BROKEN_SHAPE_ARGS:
        i = b.rng.randrange(len(values))
        if et.kind == "u" and et.bits > 32:  # the largest value: -1 in the signed type of its width
            values[i] = b.rng.choice((values[i] + 1, max(values[i] - 1, 0), int_range(et)[1], 2 ** (et.bits - 1)))
        elif et.kind == "u":
            # (A ui32's largest values are valid sizes as an index: a 4294967295-element result, which compiled
            # code went on building for minutes where the interpreter was out of memory. Off by one instead; the
            # same draw keeps the seed streams.)
            values[i] = b.rng.choice((values[i] + 1, max(values[i] - 1, 0), values[i] + 1, max(values[i] - 1, 0)))
        else:
            values[i] = b.rng.choice((values[i] + 1, values[i] - 1, -1, -(2**31) if et.bits == 32 else -(2**62)))
        a.argument = True
    b.inputs[-1] = np.array(values, et.dtype).reshape(len(values))
    return a


def fam_dynamic_broadcast(b: Builder) -> Value:
    """dynamic_broadcast_in_dim to sizes from a shape argument or from the operand's own sizes."""
    v = b.choose()
    extra = b.rng.randint(0, 2) if v.rank < 3 else 0
    rank = v.rank + extra
    positions = sorted(b.rng.sample(range(rank), v.rank))
    shape = [b.rng.choice((1, 2, 3)) for _ in range(rank)]
    for d, p in enumerate(positions):
        shape[p] = v.shape[d] if v.shape[d] != 1 else b.rng.choice((1, 1, 2, 3))
    if not shape:
        raise Unsuitable
    sizes = _shape_arg(b, shape)
    dynamic = [b.rng.random() < 0.7 for _ in shape]
    props = f"broadcast_dimensions = array<i64{_list(positions)}>"
    # Which operand dimensions do (not) expand: both known, or left for the run time to find out.
    expanding = [d for d, p in enumerate(positions) if v.shape[d] == 1 and shape[p] != 1]
    if b.rng.random() < 0.5:
        props += (f", known_expanding_dimensions = array<i64{_list(expanding)}>, known_nonexpanding_dimensions = "
                  f"array<i64{_list([d for d in range(v.rank) if d not in expanding])}>")  # fmt: skip
    r = b.result(v.et, shape, dynamic, like=v)
    r.view = False
    return b.op("dynamic_broadcast_in_dim", [v, sizes], r, props=props)


def fam_dynamic_reshape(b: Builder) -> Value:
    v = b.choose(lambda v: not (v.view and "reshape_of_view" in EXCLUDED_FAMILIES))
    shape = _random_shape_of_size(b, v.size, 1)
    sizes = _shape_arg(b, shape)
    r = b.result(v.et, shape, [b.rng.random() < 0.8 for _ in shape], like=v)
    if sizes.et.kind == "i" and b.rng.random() < 0.3:
        # chlo.dynamic_reshape (of a signed shape, whose -1 is unambiguous): one size may be -1, the operand's
        # size over the others' product.
        if shape and not sizes.argument and b.rng.random() < 0.7:
            b.inputs[-1][b.rng.randrange(len(shape))] = -1
            r.dynamic = tuple(True for _ in shape)
        b.families.append("dynamic_reshape.chlo")
        b.emit(r, f'"chlo.dynamic_reshape"({v.name}, {sizes.name}) : ({v.type}, {sizes.type}) -> {r.type}')
        return r
    return b.op("dynamic_reshape", [v, sizes], r)


def fam_dynamic_iota(b: Builder) -> Value:
    et = b.pick_type("fiu")
    shape = b.pick_shape(b.rng.randint(1, 3))
    dim = b.rng.randrange(len(shape))
    sizes = _shape_arg(b, shape)
    r = b.result(et, shape, [b.rng.random() < 0.8 for _ in shape], level="small")
    r.bound = float(max(shape))
    if et.kind == "f" and r.bound >= 2**et.mantissa:
        r.level = "exact"
    return b.op("dynamic_iota", [sizes], r, props=f"iota_dimension = {dim} : i64")


def fam_dynamic_pad(b: Builder) -> Value:
    """dynamic_pad with paddings from arguments (negative edges crop)."""
    v = b.choose(lambda v: v.rank >= 1)
    low, high, interior, shape = [], [], [], []
    for s in v.shape:
        i = b.rng.choice((0, 0, 1, 2))
        full = s + max(s - 1, 0) * i
        lo = b.rng.randint(-min(full, 2), 2)
        hi = b.rng.randint(-min(full + lo, 2), 2)
        low.append(lo), high.append(hi), interior.append(i)
        shape.append(full + lo + hi)
    et = ETYPES[b.rng.choice(("i32", "i64"))]
    value = b.arg(v.et, (), level=v.level if v.level != "approx" else None)
    paddings = [_shape_arg(b, x, et) for x in (low, high, interior)]
    r = b.result(v.et, shape, [b.rng.random() < 0.8 for _ in shape])
    _join(r, v, value)
    return b.op("dynamic_pad", [v, value, *paddings], r)


def fam_real_dynamic_slice(b: Builder) -> Value:
    v = b.choose(lambda v: v.rank >= 1)
    starts, limits, strides, shape = [], [], [], []
    for s in v.shape:
        start = b.rng.randint(0, s)
        limit = b.rng.randint(start, s)
        stride = b.rng.choice((1, 1, 2, 3))
        starts.append(start), limits.append(limit), strides.append(stride)
        shape.append(-(-(limit - start) // stride))
    et = ETYPES[b.rng.choice(("i32", "i64", "ui32", "ui64"))]
    bounds = [_shape_arg(b, x, et) for x in (starts, limits, strides)]
    r = b.result(v.et, shape, [b.rng.random() < 0.8 for _ in shape], like=v)
    r.view = True
    return b.op("real_dynamic_slice", [v, *bounds], r)


def fam_bitcast_width(b: Builder) -> Value:
    """bitcast_convert between widths: a wide element becomes a minor dimension of narrow ones, or back
    (little-endian: the least significant part first, as the reference and x86 do)."""
    def bitcastable(v: Value) -> bool:
        if v.et.kind not in "fiu" or v.level == "approx" or not _static(v):
            return False
        return v.et.kind != "f" or any(v is a for a in b.args)  # as fam_bitcast: no computed NaN's bits

    v = b.choose(bitcastable)
    # Narrow floats too (f64 -> 2 x f32, i32 -> 2 x bf16): bits that may spell NaNs, at fixed positions.
    narrower = [e for e in ETYPES.values() if e.kind in "fiu" and e.bits in (8, 16, 32) and e.bits < v.et.bits]
    wider = [e for e in ETYPES.values() if e.kind in "fiu" and e.bits > v.et.bits
             and v.rank >= 1 and v.shape[-1] == e.bits // v.et.bits]  # fmt: skip
    if not narrower and not wider:
        raise Unsuitable
    if wider and (not narrower or b.rng.random() < 0.5):
        target = b.rng.choice(wider)
        shape = v.shape[:-1]
    else:
        target = b.rng.choice(narrower)
        shape = (*v.shape, v.et.bits // target.bits)
    return b.op("bitcast_convert", [v], b.result(target, shape, level="exact"))


WIDENING_DOTS = (("i8", "i32"), ("i16", "i32"), ("i8", "i64"), ("ui8", "ui32"), ("f16", "f32"), ("bf16", "f32"),
                 ("f32", "f64"))  # fmt: skip
"""(operand, result) element types of a dot_general whose result is wider: products and sums are exact in it
(the operands are small where they are floats)."""


def fam_dot_widening(b: Builder) -> Value:
    """dot_general with a wider result element type (i8 x i8 -> i32, f16 x f16 -> f32, ...): the operands are
    converted to the result type first, so nothing wraps or rounds that would in the operand type."""
    source, target = (ETYPES[n] for n in b.rng.choice(WIDENING_DOTS))
    m, k, n = b.rng.choice((1, 2, 3)), b.rng.choice((1, 2, 3, 4)), b.rng.choice((1, 2, 3))
    bound = 8.0
    lhs = b.arg(source, (m, k), level="small")
    rhs = b.arg(source, (k, n), level="small")
    for a in (lhs, rhs):
        a.bound = bound
        if source.kind == "f":
            b.inputs[int(a.name[4:])] = make_input(b.nprng, source, a.shape, "small", bound)
    r = b.result(target, (m, n), level="small")
    r.bound = bound * bound * k
    numbers = "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]"
    return b.op("dot_general", [lhs, rhs], r, props=f"dot_dimension_numbers = #stablehlo.dot<{numbers}>")


def fam_convolution_2d(b: Builder) -> Value:
    """A 2-D convolution (NHWC x HWIO) with strides, padding, dilations and feature groups."""
    et = ETYPES[b.rng.choice(("f32", "f64", "i32", "f16", "i1"))]
    groups = b.rng.choice((1, 1, 2))
    cin, cout = groups * b.rng.randint(1, 2), groups * b.rng.randint(1, 2)
    batch = b.rng.randint(1, 2)
    spatial, kernel, stride, pad, lhs_dil, rhs_dil, out = [], [], [], [], [], [], []
    for _ in range(2):
        size, kw = b.rng.randint(1, 4), b.rng.randint(1, 3)
        s, lo, hi = b.rng.choice((1, 2)), b.rng.randint(0, 1), b.rng.randint(0, 1)
        ld, rd = b.rng.choice((1, 1, 2)), b.rng.choice((1, 1, 2))
        padded = (size - 1) * ld + 1 + lo + hi
        window = (kw - 1) * rd + 1
        if padded < window:
            raise Unsuitable
        spatial.append(size), kernel.append(kw), stride.append(s), pad.append((lo, hi))
        lhs_dil.append(ld), rhs_dil.append(rd), out.append((padded - window) // s + 1)
    x = b.arg(et, (batch, *spatial, cin), level="small")
    k = b.arg(et, (*kernel, cin // groups, cout), level="small")
    for a in (x, k):
        a.bound = 3.0
        b.inputs[int(a.name[4:])] = make_input(b.nprng, et, a.shape, "small" if et.kind == "f" else "exact", 3.0)
    r = b.result(et, (batch, *out, cout), level="small")
    r.bound = 9.0 * math.prod(kernel) * (cin // groups)
    if et.kind == "f" and r.bound >= 2**et.mantissa:
        raise Unsuitable
    text = (f"stablehlo.convolution({x.name}, {k.name}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
            f"window = {{stride = {stride}, pad = [{', '.join(f'[{lo}, {hi}]' for lo, hi in pad)}], "
            f"lhs_dilate = {lhs_dil}, rhs_dilate = {rhs_dil}}} "
            f"{{batch_group_count = 1 : i64, feature_group_count = {groups} : i64}} : ({x.type}, {k.type}) -> {r.type}")  # fmt: skip
    b.emit(r, text)
    return r


def _triangle_mask(b: Builder, shape: tuple[int, ...], lower: bool) -> Value:
    """A tensor<...xi1> of `shape` that is true on and below (`lower`) or above the diagonal of the minor two
    dimensions."""
    rank = len(shape)
    rows, cols = (b.result(ETYPES["i32"], shape) for _ in range(2))
    for value, dim in ((rows, rank - 2), (cols, rank - 1)):
        b.emit(value, f'"stablehlo.iota"() <{{iota_dimension = {dim} : i64}}> : () -> {value.type}')
    direction = "GE" if lower else "LE"
    attrs = f"comparison_direction = #stablehlo<comparison_direction {direction}>"
    return b.op("compare", [rows, cols], b.result(ETYPES["i1"], shape), attrs=attrs)


def fam_linear_algebra(b: Builder) -> Value:
    """cholesky of a symmetric positive-definite matrix, or triangular_solve with a well-conditioned
    triangular matrix (diagonal in [1, 2], small off-diagonal elements; the other triangle is garbage, which
    the op ignores), each with an optional batch dimension. Their results are "approx": the order of the
    arithmetic is the implementation's. cholesky leaves the other triangle implementation-defined: it is
    masked to 0 before anything else sees it.
    """
    et = ETYPES[b.rng.choice(("f32", "f64"))]
    n = b.rng.randint(1, 4)
    batch = b.rng.choice(((), (b.rng.randint(1, 2),)))
    lower = b.rng.random() < 0.5
    tol = (1e-4, 1e-4) if et.name == "f32" else (1e-10, 1e-10)
    if b.rng.random() < 0.5:
        m = b.nprng.uniform(-1, 1, (*batch, n, n))
        spd = m @ np.swapaxes(m, -1, -2) + n * np.eye(n)
        a = b.arg(et, (*batch, n, n), level="exact")
        b.inputs[-1] = spd.astype(et.dtype)
        factor = b.op("cholesky", [a], b.result(et, a.shape, level="approx"), props=f"lower = {str(lower).lower()}")
        zeros = b.op("broadcast_in_dim", [b.scalar_const(et, 0)], b.result(et, a.shape),
                     props="broadcast_dimensions = array<i64>")  # fmt: skip
        r = b.op("select", [_triangle_mask(b, a.shape, lower), factor, zeros], b.result(et, a.shape, level="approx"))
        b.families.append("linear_algebra.cholesky")
    else:
        left = b.rng.random() < 0.5
        k = b.rng.randint(1, 3)
        matrix = b.nprng.uniform(-0.3, 0.3, (*batch, n, n))
        diagonal = np.arange(n)
        matrix[..., diagonal, diagonal] = b.nprng.uniform(1, 2, (*batch, n)) * b.nprng.choice((-1, 1), (*batch, n))
        garbage = ~np.tril(np.ones((n, n), bool)) if lower else ~np.triu(np.ones((n, n), bool))
        matrix[..., garbage] = b.nprng.uniform(-100, 100, (*batch, n, n))[..., garbage]
        a = b.arg(et, (*batch, n, n), level="exact")
        b.inputs[-1] = matrix.astype(et.dtype)
        rhs_shape = (*batch, n, k) if left else (*batch, k, n)
        rhs = b.arg(et, rhs_shape, level="exact")
        b.inputs[-1] = b.nprng.uniform(-4, 4, rhs_shape).astype(et.dtype)
        unit = b.rng.random() < 0.3
        transpose = b.rng.choice(("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"))
        props = (f"left_side = {str(left).lower()}, lower = {str(lower).lower()}, unit_diagonal = {str(unit).lower()}, "
                 f"transpose_a = #stablehlo<transpose {transpose}>")  # fmt: skip
        r = b.op("triangular_solve", [a, rhs], b.result(et, rhs_shape, level="approx"), props=props)
        b.families.append("linear_algebra.triangular_solve")
    r.tol = tol
    return r


# -- Ops of the dialect the families above never emitted: general gather and scatter dimension numbers (batching
# dimensions included), dynamic_gather, torch_index_select, einsum, dot, broadcast, batch norm, fft,
# rng_bit_generator, uniform quantization, optimization_barrier, tuple, composite, single-replica collectives,
# and the complex transcendental ops.


def _fresh_arg(b: Builder, et: EType, shape: tuple[int, ...], values: np.ndarray) -> Value:
    """A static argument holding `values`."""
    a = b.arg(et, shape, (False,) * len(shape), level="exact")
    b.inputs[-1] = np.asarray(values).astype(et.dtype).reshape(shape)
    return a


def _start_indices(b: Builder, count_shape: tuple[int, ...], ivd: int, width: int, bounds: list[int]) -> Value:
    """Start indices: `count_shape` batch dimensions with the index vector (`width` long) at dimension `ivd`
    (after the last one when `ivd` is len(count_shape), a trailing 1 left out); entries around `bounds` (some
    outside: gather clamps them, scatter skips the update)."""
    et = ETYPES[b.rng.choice(("i32", "i64", "ui32", "i8", "i32", "i64", "ui8", "i16", "ui64", "i4", "ui4"))]
    low, high = int_range(et)
    implicit = ivd == len(count_shape) and width == 1 and b.rng.random() < 0.5
    shape = list(count_shape)
    if not implicit:
        shape.insert(ivd, width)
    lo = -1 if et.kind == "i" else 0
    values = np.zeros(shape, object)  # Python integers: a ui64 index may exceed int64
    vector_axis = ivd if not implicit else None
    for position in np.ndindex(*shape) if shape else [()]:
        component = position[vector_axis] if vector_axis is not None else 0
        bound = bounds[component]
        values[position] = b.rng.choice((lo, 0, 0, 1, max(bound - 1, 0), bound, bound + 2))
        if b.rng.random() < 0.1:
            # The index type's extremes: a ui64 past INT64_MAX is a large index, not a negative one.
            values[position] = b.rng.choice((low, high))
    clipped = np.vectorize(lambda x: min(max(int(x), low), high), otypes=[object])(values) if values.size else values
    return _fresh_arg(b, et, tuple(shape), clipped)


def _gather_geometry(b: Builder, v: Value):
    """Random gather/scatter dimension numbers over `v`: (batching dims, start_index_map, collapsed dims, window
    sizes, index batch shape, index_vector_dim, indices batching dims)."""
    rank = v.rank
    dims = list(range(rank))
    # A batching dimension's slice size is 1: the operand's size there is not 0.
    sized = [d for d in dims if v.shape[d] > 0]
    batching = [b.rng.choice(sized)] if rank >= 2 and sized and b.rng.random() < 0.3 else []
    rest = [d for d in dims if d not in batching]
    start_map = b.rng.sample(rest, b.rng.randint(1, len(rest)))
    collapsed = sorted(d for d in rest if b.rng.random() < 0.4)
    sizes = [1 if d in batching or d in collapsed else b.rng.randint(0, v.shape[d]) for d in dims]
    for d in collapsed:
        if v.shape[d] == 0:
            raise Unsuitable
    count_shape = [b.rng.choice((0, 1, 2, 3)) for _ in range(b.rng.randint(0, 2))]
    index_batching = []
    if batching:
        if not count_shape:
            count_shape = [v.shape[batching[0]]]
        index_batching = [b.rng.randrange(len(count_shape))]
        count_shape[index_batching[0]] = v.shape[batching[0]]
    ivd = b.rng.randint(0, len(count_shape))
    # The index batching dimension numbers count the index vector dimension.
    index_batching = [d + (1 if d >= ivd else 0) for d in index_batching]
    return batching, start_map, collapsed, sizes, tuple(count_shape), ivd, index_batching


def _window_dims_and_shape(b: Builder, count_shape: tuple[int, ...], window_sizes: list[int]) -> tuple[list, list]:
    """Random positions of the window dimensions among the index-count dimensions, and the shape they make:
    gather's result (`offset_dims`) and scatter's updates (`update_window_dims`)."""
    rank = len(count_shape) + len(window_sizes)
    window_dims = sorted(b.rng.sample(range(rank), len(window_sizes)))
    batch_sizes, windows = iter(count_shape), iter(window_sizes)
    return window_dims, [next(windows) if d in window_dims else next(batch_sizes) for d in range(rank)]


def _gather(b: Builder, dynamic_sizes: bool) -> Value:
    v = b.choose(lambda v: 1 <= v.rank <= 3)
    batching, start_map, collapsed, sizes, count_shape, ivd, index_batching = _gather_geometry(b, v)
    bounds = [v.shape[d] - sizes[d] for d in start_map]
    indices = _start_indices(b, count_shape, ivd, len(start_map), bounds)
    offset = [d for d in range(v.rank) if d not in batching and d not in collapsed]
    offset_dims, shape = _window_dims_and_shape(b, count_shape, [sizes[d] for d in offset])
    numbers = [f"offset_dims = [{', '.join(map(str, offset_dims))}]"]
    if collapsed:
        numbers.append(f"collapsed_slice_dims = [{', '.join(map(str, collapsed))}]")
    if batching:
        numbers.append(f"operand_batching_dims = [{', '.join(map(str, batching))}]")
        numbers.append(f"start_indices_batching_dims = [{', '.join(map(str, index_batching))}]")
    numbers.append(f"start_index_map = [{', '.join(map(str, start_map))}]")
    numbers.append(f"index_vector_dim = {ivd}")
    props = f"dimension_numbers = #stablehlo.gather<{', '.join(numbers)}>"
    r = b.result(v.et, shape, like=v)
    r.view = False
    if b.rng.random() < 0.3:
        props += ", indices_are_sorted = false"
    if not dynamic_sizes:
        return b.op("gather", [v, indices], r, props=f"{props}, slice_sizes = array<i64{_list(sizes)}>")
    size_et = ETYPES[b.rng.choice(("i32", "i64"))]
    slice_sizes = b.result(size_et, (v.rank,))
    b.emit(slice_sizes, f'"stablehlo.constant"() <{{value = dense<[{", ".join(map(str, sizes))}]> : {slice_sizes.type}}}> : () -> {slice_sizes.type}')
    return b.op("dynamic_gather", [v, indices, slice_sizes], r, props=props)


def fam_gather_general(b: Builder) -> Value:
    """gather with random dimension numbers: any start_index_map (in any order), collapsed and batching
    dimensions, the index vector dimension anywhere (or an implicit trailing one), windows of any size, start
    indices out of bounds (clamped)."""
    return _gather(b, dynamic_sizes=False)


def fam_dynamic_gather(b: Builder) -> Value:
    """dynamic_gather: fam_gather_general with the slice sizes as a constant operand."""
    return _gather(b, dynamic_sizes=True)


def fam_scatter_general(b: Builder) -> Value:
    """scatter with random dimension numbers (as fam_gather_general) and an update computation the order of
    updates cannot change: integer add, maximum or minimum, float maximum or minimum (a float add of "small"
    values), or `replace` where no two updates overlap (a single update). An update window that does not fit
    in the operand at its start is skipped (the spec's rule)."""
    v = b.choose(lambda v: 1 <= v.rank <= 3 and v.et.kind in "fiu" and v.level != "approx")
    batching, start_map, collapsed, sizes, count_shape, ivd, index_batching = _gather_geometry(b, v)
    bounds = [v.shape[d] - sizes[d] for d in start_map]
    indices = _start_indices(b, count_shape, ivd, len(start_map), bounds)
    window = [d for d in range(v.rank) if d not in batching and d not in collapsed]
    window_dims, shape = _window_dims_and_shape(b, count_shape, [sizes[d] for d in window])
    count = math.prod(count_shape)
    names = ["maximum", "minimum"] + (["add"] if v.et.kind in "iu" or v.level == "small" else [])
    names += ["replace"] if count <= 1 else []
    name = b.rng.choice(names)
    upd = b.arg(v.et, tuple(shape), (False,) * len(shape), level=v.level)
    if v.level == "small":
        upd.bound = v.bound
        b.inputs[-1] = make_input(b.nprng, v.et, upd.shape, "small", v.bound)
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, upd)
    if name == "add" and r.level == "small":
        r.bound = v.bound * (count + 1)
        if r.bound >= 2**v.et.mantissa:
            raise Unsuitable
    t = f"tensor<{v.et.name}>"
    body = (f'^bb0(%old: {t}, %new: {t}):\n    "stablehlo.return"(%new) : ({t}) -> ()' if name == "replace"
            else _body(v.et, name).replace("%a0", "%old").replace("%b0", "%new"))  # fmt: skip
    b.families.append(f"scatter_general.{name}")
    props = _scatter_numbers(window_dims, collapsed, batching, index_batching, start_map, ivd)
    b.emit(r, f'"stablehlo.scatter"({v.name}, {indices.name}, {upd.name}) <{{{props}}}> ({{\n  {body}\n  }}) : ({v.type}, {indices.type}, {upd.type}) -> {r.type}')
    return r


def _scatter_numbers(window_dims, collapsed, batching, index_batching, start_map, ivd: int) -> str:
    """A scatter's `scatter_dimension_numbers` property of _gather_geometry's dimensions."""
    numbers = [f"update_window_dims = [{', '.join(map(str, window_dims))}]"]
    if collapsed:
        numbers.append(f"inserted_window_dims = [{', '.join(map(str, collapsed))}]")
    if batching:
        numbers.append(f"input_batching_dims = [{', '.join(map(str, batching))}]")
        numbers.append(f"scatter_indices_batching_dims = [{', '.join(map(str, index_batching))}]")
    numbers.append(f"scatter_dims_to_operand_dims = [{', '.join(map(str, start_map))}]")
    numbers.append(f"index_vector_dim = {ivd}")
    return f"scatter_dimension_numbers = #stablehlo.scatter<{', '.join(numbers)}>"


def fam_scatter_argmax(b: Builder) -> Value:
    """A scatter of two operands (values and their indices) by fam_argmax's body (the larger value in total
    order, the smaller index on a tie), with random dimension numbers (as fam_scatter_general): that body is
    associative and commutative, so any order of the updates that meet at one element (indices repeat, some are
    out of bounds and skipped) gives the same pair. The indices are few, so that values tie."""
    v = b.choose(lambda v: 1 <= v.rank <= 3 and _static(v) and v.et.kind in "fiu" and v.level != "approx")
    v = canonical_nans(b, v)
    batching, start_map, collapsed, sizes, count_shape, ivd, index_batching = _gather_geometry(b, v)
    bounds = [v.shape[d] - sizes[d] for d in start_map]
    indices = _start_indices(b, count_shape, ivd, len(start_map), bounds)
    window = [d for d in range(v.rank) if d not in batching and d not in collapsed]
    window_dims, shape = _window_dims_and_shape(b, count_shape, [sizes[d] for d in window])
    idx_et = ETYPES[b.rng.choice(("i32", "i64", "ui8"))]
    ids = _fresh_arg(b, idx_et, v.shape, b.nprng.integers(0, 4, v.shape))
    upd = b.arg(v.et, tuple(shape), (False,) * len(shape), level=v.level)
    if v.level == "small":
        upd.bound = v.bound
        b.inputs[-1] = make_input(b.nprng, v.et, upd.shape, "small", v.bound)
    upd_ids = _fresh_arg(b, idx_et, tuple(shape), b.nprng.integers(0, 4, shape))
    r = b.result(v.et, v.shape)
    _join(r, v, upd)
    r_index = b.result(idx_et, v.shape)
    base = r.name
    r.name, r_index.name = f"{base}#0", f"{base}#1"
    props = _scatter_numbers(window_dims, collapsed, batching, index_batching, start_map, ivd)
    operands = [v, ids, indices, upd, upd_ids]
    b.lines.append(
        f'{base}:2 = "stablehlo.scatter"({", ".join(o.name for o in operands)}) <{{{props}}}> ({{\n  '
        f'{_argmax_body(v.et, idx_et)}\n  }}) : ({", ".join(o.type for o in operands)}) -> ({r.type}, {r_index.type})'
    )
    b.pool.append(r)
    return r_index


def fam_torch_index_select(b: Builder) -> Value:
    """torch_index_select along a random dimension, with 0 or 1 batch dimensions. Indices stay in bounds: out of
    bounds the op is undefined (upstream's lowering reads past the buffer)."""
    v = b.choose(lambda v: 1 <= v.rank <= 3)
    batch_dims = 1 if v.rank >= 2 and b.rng.random() < 0.3 else 0
    dim = b.rng.randint(batch_dims, v.rank - 1)
    if v.shape[dim] == 0:
        raise Unsuitable
    index_shape = (*v.shape[:batch_dims], *(b.rng.choice((0, 1, 2, 3)) for _ in range(b.rng.randint(0, 2))))
    et = ETYPES[b.rng.choice(("i32", "i64", "ui32", "ui64", "ui8", "i16"))]
    indices = _fresh_arg(b, et, index_shape, b.nprng.integers(0, min(v.shape[dim], 128), index_shape))
    shape = (*v.shape[:dim], *index_shape[batch_dims:], *v.shape[dim + 1:])
    dynamic = (*v.dynamic[:dim], *(False for _ in index_shape[batch_dims:]), *v.dynamic[dim + 1:])
    r = b.result(v.et, shape, dynamic, like=v)
    r.view = False
    return b.op("torch_index_select", [v, indices], r, attrs=f"dim = {dim} : i64, batch_dims = {batch_dims} : i64")


def _einsum_config(b: Builder) -> tuple[str, str, str, dict[str, int]]:
    """Random two-operand einsum subscripts: batch letters in both operands and the result, contracted letters
    in both operands only, free letters in one operand and the result (each operand's letters shuffled)."""
    letters = iter("abcdefgh")
    size = {}
    def group(n):
        out = [next(letters) for _ in range(n)]
        size.update({c: b.rng.choice((0, 1, 2, 3)) if b.rng.random() < 0.1 else b.rng.choice((1, 2, 3)) for c in out})
        return out
    batch, contract, lhs_free, rhs_free = group(b.rng.randint(0, 1)), group(b.rng.randint(0, 2)), group(b.rng.randint(0, 2)), group(b.rng.randint(0, 2))
    lhs, rhs, out = batch + contract + lhs_free, batch + contract + rhs_free, batch + lhs_free + rhs_free
    for letters_ in (lhs, rhs, out):
        b.rng.shuffle(letters_)
    if len(lhs) > 3 or len(rhs) > 3 or len(out) > 4:
        raise Unsuitable
    return "".join(lhs), "".join(rhs), "".join(out), size


def fam_einsum(b: Builder) -> Value:
    """einsum of "small" floats or integers (sums exact in any order)."""
    lhs_s, rhs_s, out_s, size = _einsum_config(b)
    et = b.pick_type("fiu")
    bound = float(b.rng.choice((2, 3)))
    k = math.prod(size[c] for c in set(lhs_s) & set(rhs_s) - set(out_s))
    if et.kind == "f" and bound * bound * k + 1 >= 2**et.mantissa:
        raise Unsuitable
    operands = []
    dynamic = set()
    for s in (lhs_s, rhs_s):
        shape = tuple(size[c] for c in s)
        a = b.arg(et, shape, level="small")
        a.bound = bound
        b.inputs[-1] = make_input(b.nprng, et, shape, "small" if et.kind == "f" else "exact", bound)
        operands.append(a)
        dynamic |= {c for c, d in zip(s, a.dynamic) if d}
    r = b.result(et, tuple(size[c] for c in out_s), [c in dynamic for c in out_s], level="small")
    r.bound = bound * bound * k
    return b.op("einsum", operands, r, attrs=f'einsum_config = "{lhs_s},{rhs_s}->{out_s}"')


def fam_dot(b: Builder) -> Value:
    """The legacy stablehlo.dot: vector . vector, matrix . vector, vector . matrix, matrix . matrix."""
    et = b.pick_type("fiu")
    bound = float(b.rng.choice((2, 3, 4)))
    m, k, n = b.rng.choice((0, 1, 2, 3)), b.rng.choice((0, 1, 2, 3, 4)), b.rng.choice((0, 1, 2, 3))
    if et.kind == "f" and bound * bound * k + 1 >= 2**et.mantissa:
        raise Unsuitable
    lhs_matrix, rhs_matrix = b.rng.random() < 0.6, b.rng.random() < 0.6
    shapes = ((m, k) if lhs_matrix else (k,), (k, n) if rhs_matrix else (k,))
    operands = []
    for shape in shapes:
        a = b.arg(et, shape, level="small")
        a.bound = bound
        b.inputs[-1] = make_input(b.nprng, et, shape, "small" if et.kind == "f" else "exact", bound)
        operands.append(a)
    lhs, rhs = operands
    shape = ((m,) if lhs_matrix else ()) + ((n,) if rhs_matrix else ())
    dynamic = ((lhs.dynamic[0],) if lhs_matrix else ()) + ((rhs.dynamic[1],) if rhs_matrix else ())
    r = b.result(et, shape, dynamic, level="small")
    r.bound = bound * bound * k
    return b.op("dot", operands, r)


def fam_broadcast_prefix(b: Builder) -> Value:
    """The legacy stablehlo.broadcast: new leading dimensions."""
    v = b.choose(lambda v: _static(v) and v.rank <= 2)
    sizes = [b.rng.choice((0, 1, 2, 3)) if b.rng.random() < 0.1 else b.rng.choice((1, 2, 3)) for _ in range(b.rng.randint(0, 2))]
    r = b.result(v.et, (*sizes, *v.shape), like=v)
    r.view = False
    return b.op("broadcast", [v], r, props=f"broadcast_sizes = array<i64{_list(sizes)}>")


def _uniform(b: Builder, et: EType, shape: tuple[int, ...], lo: float, hi: float) -> Value:
    """A static float argument of uniform values in [lo, hi] (finite: results compared within a tolerance)."""
    return _fresh_arg(b, et, shape, b.nprng.uniform(lo, hi, shape))


def fam_batch_norm(b: Builder) -> Value:
    """batch_norm_inference, batch_norm_training or batch_norm_grad of finite values (f32 or f64), "approx":
    the order of the arithmetic (and, for the statistics, of the sums) is the implementation's."""
    et = ETYPES[b.rng.choice(("f32", "f64"))]
    shape = tuple(b.rng.randint(1, 3) for _ in range(b.rng.randint(1, 3)))
    feature = b.rng.randrange(len(shape))
    c = (shape[feature],)
    tol = (1e-4, 1e-4) if et.name == "f32" else (1e-10, 1e-10)
    epsilon = b.rng.choice(("1.000000e-03", "1.000000e-05", "0.000000e+00" if False else "1.000000e-01"))
    x = _uniform(b, et, shape, -2, 2)
    attrs = f"epsilon = {epsilon} : f32, feature_index = {feature} : i64"
    kind = b.rng.choice(("inference", "training", "grad"))
    b.families.append(f"batch_norm_{kind}")
    scale, offset = _uniform(b, et, c, -2, 2), _uniform(b, et, c, -2, 2)
    if kind == "inference":
        mean, variance = _uniform(b, et, c, -1, 1), _uniform(b, et, c, 0.5, 2)
        r = b.result(et, shape, level="approx")
        r.tol = tol
        return b.op("batch_norm_inference", [x, scale, offset, mean, variance], r, attrs=attrs)
    results = [b.result(et, s, level="approx") for s in (shape, c, c)]
    for v in results:
        v.tol = tol
    base = results[0].name
    if kind == "training":
        operands = [x, scale, offset]
    else:
        mean, variance = _uniform(b, et, c, -1, 1), _uniform(b, et, c, 0.5, 2)
        operands = [x, scale, mean, variance, _uniform(b, et, shape, -2, 2)]
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(v.type for v in results)
    b.lines.append(f'{base}:3 = "stablehlo.batch_norm_{kind}"({", ".join(o.name for o in operands)}) {{{attrs}}} : ({types}) -> ({rtypes})')
    for i, v in enumerate(results):
        v.name = f"{base}#{i}"
    b.pool.extend(results[1:])
    return results[0]


def fam_fft(b: Builder) -> Value:
    """fft of finite complex<f32> values (FFT, IFFT, RFFT of f32, IRFFT of the transform of real values) over
    the 1 to 3 minor dimensions; "approx"."""
    rank = b.rng.randint(1, 3)
    fft_rank = b.rng.randint(1, rank)
    shape = tuple(b.rng.randint(1, 4) for _ in range(rank))
    lengths = shape[rank - fft_rank:]
    kind = b.rng.choice(("FFT", "IFFT", "RFFT", "IRFFT"))
    c64 = ETYPES["complex<f32>"]
    if kind == "RFFT":
        x = _uniform(b, ETYPES["f32"], shape, -4, 4)
        out = (*shape[:-1], shape[-1] // 2 + 1)
        r = b.result(c64, out, level="approx")
    elif kind == "IRFFT":
        # The operand is the RFFT of a real array: the imaginary parts IRFFT ignores (of the zero and Nyquist
        # frequencies) are zero, as for any transform of real data.
        real = b.nprng.uniform(-4, 4, shape)
        spectrum = np.fft.rfftn(real, axes=tuple(range(rank - fft_rank, rank)))
        x = _fresh_arg(b, c64, spectrum.shape, spectrum)
        r = b.result(ETYPES["f32"], shape, level="approx")
    else:
        x = _fresh_arg(b, c64, shape, b.nprng.uniform(-4, 4, shape) + 1j * b.nprng.uniform(-4, 4, shape))
        r = b.result(c64, shape, level="approx")
    r.tol = (1e-4, 1e-4 * max(1, math.prod(lengths)))
    props = f"fft_type = #stablehlo<fft_type {kind}>, fft_length = array<i64{_list(lengths)}>"
    b.families.append(f"fft.{kind}")
    return b.op("fft", [x], r, props=props)


def fam_rng_bit_generator(b: Builder) -> Value:
    """rng_bit_generator with THREE_FRY or PHILOX (bits their definitions fix; DEFAULT's are the
    implementation's): the new state and random integers of a random shape."""
    algorithm = b.rng.choice(("THREE_FRY", "PHILOX"))
    state_size = 2 if algorithm == "THREE_FRY" else b.rng.choice((2, 3))
    state_et = ETYPES[b.rng.choice(("ui64", "i64"))]
    state = _fresh_arg(b, state_et, (state_size,), b.nprng.integers(-(2**62), 2**62, state_size))
    et = ETYPES[b.rng.choice(("ui32", "ui64", "i32", "i64", "ui8", "i16"))]
    shape = b.pick_shape(b.rng.randint(0, 3))
    new_state, bits = b.result(state_et, (state_size,)), b.result(et, shape)
    base = new_state.name
    b.lines.append(f'{base}:2 = "stablehlo.rng_bit_generator"({state.name}) <{{rng_algorithm = #stablehlo<rng_algorithm '
                   f"{algorithm}>}}> : ({state.type}) -> ({new_state.type}, {bits.type})")
    new_state.name, bits.name = f"{base}#0", f"{base}#1"
    b.families.append(f"rng_bit_generator.{algorithm}")
    b.pool.append(new_state)
    return bits


def fam_quantize(b: Builder) -> Value:
    """uniform_quantize of a float (a power-of-two scale: x / scale is exact, the rounding to nearest even the
    only one), then uniform_dequantize, or a requantize to another scale in between."""
    v = b.choose(lambda v: v.et.name in ("f32", "f16", "bf16") and v.level != "approx")
    storage = b.rng.choice(("i8", "ui8", "i16"))
    lo, hi = int_range(ETYPES[storage])
    scale = b.rng.choice((0.5, 0.25, 1.0, 2.0))
    zero = b.rng.randint(max(lo, -5), min(hi, 5))
    qtype = f"!quant.uniform<{storage}:{v.et.name}, {scale}:{zero}>"
    q = Value(b.fresh("q"), v.et, v.shape, v.dynamic)
    qt = v.type.replace(v.et.name + ">", qtype + ">")
    b.lines.append(f'{q.name} = "stablehlo.uniform_quantize"({v.name}) : ({v.type}) -> {qt}')
    if b.rng.random() < 0.3:
        scale2 = b.rng.choice((0.5, 1.0, 4.0))
        qtype2 = f"!quant.uniform<{storage}:{v.et.name}, {scale2}:{zero}>"
        qt2 = v.type.replace(v.et.name + ">", qtype2 + ">")
        q2 = b.fresh("q")
        b.lines.append(f'{q2} = "stablehlo.uniform_quantize"({q.name}) : ({qt}) -> {qt2}')
        q.name, qt = q2, qt2
    r = b.result(v.et, v.shape, v.dynamic, level="exact")
    b.emit(r, f'"stablehlo.uniform_dequantize"({q.name}) : ({qt}) -> {r.type}')
    return r


def fam_barrier(b: Builder) -> Value:
    """optimization_barrier of one to three values, or a tuple of them and get_tuple_element: the values
    unchanged."""
    values = [b.choose() for _ in range(b.rng.randint(1, 3))]
    results = [b.result(v.et, v.shape, v.dynamic, like=v) for v in values]
    types = ", ".join(v.type for v in values)
    base = results[0].name
    if b.rng.random() < 0.5:
        b.lines.append(f'{base}:{len(values)} = "stablehlo.optimization_barrier"({", ".join(v.name for v in values)}) : ({types}) -> ({types})')
        for i, r in enumerate(results):
            r.name = f"{base}#{i}"
    else:
        tuple_type = f"tuple<{types}>"
        t = b.fresh("tuple")  # not "t": the sort_keys regions name %t1, %t2, ... (seed 9324 #1176)
        b.lines.append(f'{t} = "stablehlo.tuple"({", ".join(v.name for v in values)}) : ({types}) -> {tuple_type}')
        for i, r in enumerate(results):
            b.emit(r, f'"stablehlo.get_tuple_element"({t}) <{{index = {i} : i32}}> : ({tuple_type}) -> {r.type}')
    b.pool.extend(results[:-1])
    return results[-1]


def fam_composite(b: Builder) -> Value:
    """stablehlo.composite whose decomposition (a private function) negates or adds its operands."""
    v = b.choose(lambda v: v.et.kind in "fiu")
    t = v.type
    name = f"@decomposition{b.counter}"
    op = "negate" if v.et.kind == "f" and b.rng.random() < 0.5 else "add"
    body = f'%r = "stablehlo.{op}"(%x{", %x" if op == "add" else ""}) : ({t}{", " + t if op == "add" else ""}) -> {t}'
    b.functions.append(f"func.func private {name}(%x: {t}) -> {t} {{\n  {body}\n  func.return %r : {t}\n}}")
    r = b.result(v.et, v.shape, v.dynamic, like=v)
    if op == "add" and r.level == "small":
        r.bound = 2 * v.bound
    b.emit(r, f'"stablehlo.composite"({v.name}) {{name = "difftest.twice", decomposition = {name}, version = 1 : i32}} : ({t}) -> {t}')
    return r


def fam_collective(b: Builder) -> Value:
    """A collective over the one replica a program runs on (replica groups [[0]]): all_reduce, all_gather,
    reduce_scatter, all_to_all and collective_broadcast give their operand; collective_permute gives it with
    the pair 0 -> 0 and zeros without pairs."""
    v = b.choose(lambda v: _static(v) and v.rank >= 1 and v.et.kind in "fiu")
    groups = "replica_groups = dense<0> : tensor<1x1xi64>"
    r = b.result(v.et, v.shape, like=v)
    r.view = False
    kind = b.rng.choice(("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute",
                         "collective_broadcast"))  # fmt: skip
    b.families.append(f"collective.{kind}")
    dim = b.rng.randrange(v.rank)
    if kind in ("reduce_scatter", "all_gather") and v.shape[dim] == 0:
        raise Unsuitable  # the verifiers' 'dimension size ... cannot be zero'
    if kind in ("all_reduce", "reduce_scatter"):
        name = b.rng.choice(REDUCERS["i" if v.et.kind == "u" else v.et.kind])
        attrs = groups if kind == "all_reduce" else f"scatter_dimension = {dim} : i64, {groups}"
        b.emit(r, f'"stablehlo.{kind}"({v.name}) ({{\n  {_body(v.et, name)}\n  }}) {{{attrs}}} : ({v.type}) -> {r.type}')
        return r
    if kind == "all_gather":
        return b.op(kind, [v], r, attrs=f"all_gather_dim = {dim} : i64, {groups}")
    if kind == "all_to_all":
        return b.op(kind, [v], r, attrs=f"split_dimension = {dim} : i64, concat_dimension = {b.rng.randrange(v.rank)} : i64, split_count = 1 : i64, {groups}")
    if kind == "collective_broadcast":
        return b.op(kind, [v], r, attrs=groups)
    if b.rng.random() < 0.3:
        r.level = "exact"
        return b.op(kind, [v], r, attrs="source_target_pairs = dense<> : tensor<0x2xi64>")
    return b.op(kind, [v], r, attrs="source_target_pairs = dense<0> : tensor<1x2xi64>")


COMPLEX_MATH = ("sine", "cosine", "tan", "tanh", "log_plus_one", "exponential_minus_one", "rsqrt", "sqrt", "sign",
                "logistic", "exponential", "log", "cbrt")  # fmt: skip


# Complex ops whose interpreter and compiled code agree at infinite, NaN, huge and subnormal parts (XLA too,
# but for the values difftest_xla's "complex functions at infinite or NaN parts" names; cbrt it does not compile):
# their operands include those edge values (test/tools/test_compiled_complex_edge_values.py).
COMPLEX_EDGE_OPS = ("cbrt", "cosine", "exponential", "log", "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan",
                    "tanh")  # fmt: skip
COMPLEX_EDGE_PARTS = np.array([0.0, -0.0, 1.0, -1.0, 1e-45, 1e38, 3.4e38, np.inf, -np.inf, np.nan])


def _with_complex_edges(b: Builder, shape: tuple[int, ...]) -> np.ndarray:
    """Finite values of modulus below 4 with about half the elements' parts drawn from COMPLEX_EDGE_PARTS."""
    values = b.nprng.uniform(-3, 3, shape) + 1j * b.nprng.uniform(-3, 3, shape)
    edges = np.empty(shape, np.complex128)  # by parts: inf * 1j would be NaN + inf i
    edges.real = COMPLEX_EDGE_PARTS[b.nprng.integers(0, COMPLEX_EDGE_PARTS.size, shape)]
    edges.imag = COMPLEX_EDGE_PARTS[b.nprng.integers(0, COMPLEX_EDGE_PARTS.size, shape)]
    return np.where(b.nprng.random(shape) < 0.5, edges, values)


def fam_complex_math(b: Builder) -> Value:
    """A complex transcendental op (or power) of finite complex<f32> or complex<f64> values of modulus below 4
    (for COMPLEX_EDGE_OPS, edge values too), "approx" (compared norm-wise)."""
    shape = b.pick_shape()
    et = ETYPES[b.rng.choice(("complex<f32>", "complex<f64>"))]
    def operand():
        return _fresh_arg(b, et, shape, b.nprng.uniform(-3, 3, shape) + 1j * b.nprng.uniform(-3, 3, shape))
    name = b.rng.choice(COMPLEX_MATH + ("power",))
    if name in COMPLEX_EDGE_OPS:
        x = _fresh_arg(b, et, shape, _with_complex_edges(b, shape))
    else:
        x = operand()
    operands = [x, operand()] if name == "power" else [x]
    r = b.result(et, shape, level="approx")
    r.tol = (1e-4, 1e-5) if name != "sign" else (1e-6, 1e-7)
    if et.name == "complex<f64>":
        r.tol = (1e-10, 1e-11)
    b.families.append(f"complex_math.{name}")
    return b.op(name, operands, r)


def fam_dynamic_conv(b: Builder) -> Value:
    """dynamic_conv: fam_convolution's 1-D convolution with its padding (negative too) from an argument, the
    result's spatial size `?` or the static size the padding gives; now and then (BROKEN_SHAPE_ARGS) a padding
    the window does not fit in, which the interpreter and compiled code must both reject at run time."""
    et = ETYPES[b.rng.choice(("f32", "f64", "i32", "f16"))]
    width, kw = b.rng.randint(1, 5), b.rng.randint(1, 3)
    cin, cout = b.rng.randint(1, 2), b.rng.randint(1, 2)
    stride, lhs_dil, rhs_dil = b.rng.choice((1, 2)), b.rng.choice((1, 1, 2)), b.rng.choice((1, 1, 2))
    pad_lo, pad_hi = b.rng.randint(-1, 2), b.rng.randint(-1, 2)
    dilated = (width - 1) * lhs_dil + 1
    window = (kw - 1) * rhs_dil + 1
    if dilated + pad_lo + pad_hi < window or dilated + min(pad_lo, 0) < 0:
        raise Unsuitable
    out = (dilated + pad_lo + pad_hi - window) // stride + 1
    x = b.arg(et, (1, width, cin), (False,) * 3, level="small")
    k = b.arg(et, (kw, cin, cout), (False,) * 3, level="small")
    for a in (x, k):
        a.bound = 3.0
        b.inputs[int(a.name[4:])] = make_input(b.nprng, et, a.shape, "small" if et.kind == "f" else "exact", 3.0)
    broken = b.rng.random() < BROKEN_SHAPE_ARGS
    if broken:
        pad_hi = window - dilated - pad_lo - 1  # one short of the window
    pad_et = ETYPES[b.rng.choice(("i32", "i64"))]
    padding = _fresh_arg(b, pad_et, (1, 2), np.array([[pad_lo, pad_hi]]))
    padding.argument = broken
    r = b.result(et, (1, out, cout), (False, broken or b.rng.random() < 0.7, False), level="small")
    r.bound = 9.0 * kw * cin
    props = (f"dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: {stride}>, "
             f"lhs_dilation = array<i64: {lhs_dil}>, rhs_dilation = array<i64: {rhs_dil}>, "
             f"feature_group_count = 1 : i64, batch_group_count = 1 : i64")  # fmt: skip
    return b.op("dynamic_conv", [x, k, padding], r, props=props)


def fam_set_dimension_size(b: Builder) -> Value:
    """set_dimension_size of a static dimension to a size from an argument (0 to the size; now and then, as
    BROKEN_SHAPE_ARGS, one past it or negative: a run-time check both must fail): the leading elements."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v))
    dim = b.rng.randrange(v.rank)
    size = b.rng.randint(0, v.shape[dim])
    value = size
    if b.rng.random() < BROKEN_SHAPE_ARGS:
        value = b.rng.choice((v.shape[dim] + 1, -1))
    n = _fresh_arg(b, ETYPES["i32"], (), np.array(value))
    n.argument = value != size
    shape = list(v.shape)
    shape[dim] = size
    r = b.result(v.et, shape, [d == dim for d in range(v.rank)], like=v)
    r.view = True
    return b.op("set_dimension_size", [v, n], r, props=f"dimension = {dim} : i64")


# -- Edge values: the inputs where HLO's definitions (and folders, which see constants) are easiest to get wrong.


def _edge_operand(b: Builder, et: EType, shape: tuple[int, ...], values: list, constant_ok: bool = True) -> Value:
    """A static operand of `shape` holding `values` (repeated or cut to fit): an argument, or (when every value
    has a literal) now and then a constant, so that the folders see the same edges the compiled ops do."""
    n = math.prod(shape)
    # Every value once where they fit (in a random order), else a random choice of them.
    chosen = b.nprng.permutation(n) % len(values) if n >= len(values) else b.nprng.choice(len(values), n, replace=False)
    picked = [values[int(i)] for i in chosen]
    finite = all(et.kind not in "fc" or math.isfinite(float(x)) for x in picked)
    # (An empty one stays an argument: `dense<[]>` has shape [0], no type of rank 2 or more.)
    if constant_ok and n and finite and et.kind in "iuf" and et.name != "bf16" and b.rng.random() < 0.3:
        array = np.array(picked, dtype=object).reshape(shape) if shape else picked[0]
        r = b.result(et, shape, level="exact")
        literal = _dense_literal(et, array)
        b.emit(r, f'"stablehlo.constant"() <{{value = dense<{literal}> : {r.type}}}> : () -> {r.type}')
        return r
    with np.errstate(all="ignore"):
        array = np.array(picked, dtype=object if et.kind in "iu" else np.float64).astype(et.dtype).reshape(shape)
    return _fresh_arg(b, et, shape, array)


def _dense_literal(et: EType, array) -> str:
    """The body of a dense<...> attribute: nested lists of `_literal`s."""
    if isinstance(array, np.ndarray) and array.ndim:
        return "[" + ", ".join(_dense_literal(et, x) for x in array) + "]"
    value = array.item() if isinstance(array, np.ndarray) else array
    return _literal(et, value)


def _int_edge_values(et: EType) -> tuple[list[int], list[int]]:
    """Left and right operands of integer ops at their edges: INT_MIN, -1, 0, the bit width and around."""
    lo, hi = int_range(et)
    lhs = [lo, lo + 1, -1, 0, 1, hi, hi - 1, 7, -7, 5]
    rhs = [0, -1, 1, 2, et.bits - 1, et.bits, et.bits + 1, 2 * et.bits, lo, hi, -et.bits, 3, -3, 64, 65]
    return [x for x in lhs if lo <= x <= hi], [x for x in rhs if lo <= x <= hi]


def fam_int_edges(b: Builder) -> Value:
    """divide, remainder, shifts and power of integers at the edges HLO defines: x / 0 = -1 (all bits set),
    x % 0 = x, INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0, a shift by the bit width or more (or a negative one)
    0 (an arithmetic right shift: the sign), a negative exponent 0 (1 and -1 aside); pairs that meet them."""
    et = b.pick_type("iu")
    name = b.rng.choice(("divide", "remainder", "shift_left", "shift_right_logical", "shift_right_arithmetic",
                         "power", "divide", "remainder", "multiply", "subtract"))  # fmt: skip
    lhs_values, rhs_values = _int_edge_values(et)
    n = len(lhs_values) * len(rhs_values)
    shape = b.rng.choice(((n,), (len(lhs_values), len(rhs_values)), (b.rng.randint(1, 6),)))
    count = math.prod(shape)
    pairs = [(x, y) for x in lhs_values for y in rhs_values]
    if count < n:
        pairs = b.rng.sample(pairs, count)
    lhs = _edge_operand(b, et, shape, [x for x, _ in pairs])
    if b.rng.random() < 0.2:
        # A rank-0 right operand broadcast: the splat that constant folding and vectorized loops special-case.
        y = b.rng.choice(rhs_values)
        scalar = b.scalar_const(et, y) if b.rng.random() < 0.5 else _fresh_arg(b, et, (), np.array(y))
        rhs = b.op("broadcast_in_dim", [scalar], b.result(et, shape), props="broadcast_dimensions = array<i64>")
    else:
        rhs = _edge_operand(b, et, shape, [y for _, y in pairs])
    b.families.append(f"int_edges.{name}")
    return b.op(name, [lhs, rhs], b.result(et, shape))


_FLOAT_TO_INT_EDGES = (
    math.nan, -math.nan, math.inf, -math.inf, -0.0, 0.0, 0.5, -0.5, 0.9999, -0.9999, 1.5, -1.5, 2.5, -2.5,
    127.5, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 32768.0, -32769.0, 65535.5, 65536.0,
    2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0,
    9.223372036854775e18, -9.223372036854775e18, 1.8446744073709552e19, 3.0e19, 1.0e30, -1.0e30,
    65504.0, 3.3895313892515355e38, 1.0e-40, -1.0e-45, 7.0, -8.0, 8.0, 15.0, 16.0,
)  # fmt: skip
"""Floats at the edges of float-to-integer conversion: NaN (0), infinities and out-of-range values (saturated),
halves (truncated toward zero), each integer type's bounds and the first value past them."""


def _int_to_float_edges(et: EType) -> list[int]:
    lo, hi = int_range(et)
    values = [lo, hi, hi - 1, lo + 1, 0, -1, 1, 2**11 + 1, 2**24 + 1, 2**24 + 3, 2**24 + 2**16 + 1, 2**53 + 1,
              2**63 + 2**39 + 1, 2**63 + 2**40, 65504, 65519, 65520, -65520, 2**31 - 64, 2**31 - 65,
              2**63 - 2**39, 2**63 - 2**39 - 1, 2**64 - 2**40, 2**64 - 2**39 - 1, 2**8 + 1, 2**9 + 3]  # fmt: skip
    return [x for x in values if lo <= x <= hi]


_NARROWING_EDGES = (
    65504.0, 65519.99, 65520.0, -65520.0, 6.1035156e-05, 6.097555e-05, 5.9604645e-08, 2.9802322e-08,
    2.9802326e-08, 1.0000000596046448, 1.0000001788139343, 1.0009765625, 1.00048828125, 1.000732421875,
    3.4028235677973366e38, 3.4028235677973366e38 * 1.0000001, 3.3961775292304958e38, 1.1754942e-38,
    1.401298464324817e-45, 7.006492321624085e-46, 7.006492321624086e-46, 2.0 ** -149 * 1.5, 1e-320,
    -1e-320, 2.0 ** -1074, 0.1, 1.0 / 3.0, -0.0, math.nan, math.inf, -math.inf, 1.00390625, 1.005859375,
)  # fmt: skip
"""Floats where narrowing conversions round: f16's largest finite value and the first that overflows
(65520), its smallest normal and subnormal and half of that, ties just above and at the f32, f16 and bf16
ulps of 1, f32's overflow threshold, subnormals of f32 and f64."""


def fam_convert_edges(b: Builder) -> Value:
    """convert at its edges: floats to integers (NaN, infinities, values past each integer type, halves),
    integers to floats (rounding ties of 2**24 + 1 and of 2**53 + 1, ui64 above 2**63, values past f16's
    largest) and floats to narrower floats (overflow, subnormals, ties), from arguments or constants."""
    kind = b.rng.choice(("f2i", "i2f", "f2f", "b"))
    if kind == "f2i":
        source, target = b.pick_type("f"), b.pick_type("iub")
        values = list(_FLOAT_TO_INT_EDGES)
    elif kind == "i2f":
        source, target = b.pick_type("iu"), b.pick_type("f")
        values = _int_to_float_edges(source)
    elif kind == "f2f":
        source = ETYPES[b.rng.choice(("f64", "f64", "f32"))]
        target = b.pick_type("f")
        values = list(_NARROWING_EDGES) + [-x for x in _NARROWING_EDGES[:20]]
    else:
        source, target = b.pick_type("b"), b.pick_type("fiu")
        values = [True, False]
    if source.kind == "f":
        with np.errstate(all="ignore"):
            values = [float(np.array(x).astype(source.dtype)) for x in values]
        if source.name == "bf16":
            from aiopt.reference.hlo import round_to_bf16

            values = [float(round_to_bf16(np.array([x], np.float32))[0]) for x in values]
    n = len(values)
    shape = b.rng.choice(((n,), (b.rng.randint(1, 5),))) if n else (0,)
    x = _edge_operand(b, source, shape, values)
    b.families.append(f"convert_edges.{kind}")
    r = b.op("convert", [x], b.result(target, shape, level="exact"))
    if target.kind == "f" and b.rng.random() < 0.3:
        # And back: an integer rounded to a float and truncated again (saturated where it rounded up past the type).
        return b.op("convert", [r], b.result(source, shape, level="exact"))
    return r


def fam_dot_general_any(b: Builder) -> Value:
    """dot_general with any dimension numbers: batching, contracting and free dimensions in any order in each
    operand (several contracting dimensions, batching dimensions not leading), small values (sums exact; complex
    ones too)."""
    et = b.pick_type("fiuc")
    sizes = iter(b.rng.choice((0, 1, 2, 3)) if b.rng.random() < 0.1 else b.rng.choice((1, 2, 3)) for _ in range(12))
    nb, nc, nl, nr = b.rng.randint(0, 2), b.rng.randint(0, 2), b.rng.randint(0, 2), b.rng.randint(0, 2)
    if nb + nc + nl > 4 or nb + nc + nr > 4:
        raise Unsuitable
    return _dot_general_of(b, et, *([next(sizes) for _ in range(count)] for count in (nb, nc, nl, nr)))


def fam_dot_general_i1(b: Builder) -> Value:
    """dot_general of booleans (an OR of ANDs) with any dimension numbers; it failed to legalize until 603893a,
    and the named ops' bodies then added i1 with a wrapping `arith.addi`."""
    sizes = iter(b.rng.choice((0, 1, 2, 3, 5)) for _ in range(12))
    nb, nc, nl, nr = b.rng.randint(0, 1), b.rng.randint(1, 2), b.rng.randint(0, 2), b.rng.randint(0, 2)
    return _dot_general_of(b, ETYPES["i1"], *([next(sizes) for _ in range(count)] for count in (nb, nc, nl, nr)))


def fam_large_contraction(b: Builder) -> Value:
    """A dot_general of tens to hundreds of rows, columns and terms (mostly f32, which the CPU matmul
    micro-kernel takes: partial tiles, operands transposed or batched), dimensions in any order."""
    et = ETYPES["f32"] if b.rng.random() < 0.7 else b.pick_type("fiu")
    def size():
        return b.rng.choice((1, 2, 7, 16, 31, 33, 64, 65, 100, 129, 257, 300))
    batch = [b.rng.randint(1, 3)] if b.rng.random() < 0.3 else []
    contract = [size()] if b.rng.random() < 0.8 else [size(), b.rng.randint(2, 3)]
    lfree, rfree = [size()], [size()] if b.rng.random() < 0.8 else []
    nbatch, k = math.prod(batch), math.prod(contract)
    if nbatch * math.prod(lfree) * math.prod(rfree) > 4096 or nbatch * k * max(math.prod(lfree), math.prod(rfree)) > 40000:
        raise Unsuitable
    return _dot_general_of(b, et, batch, contract, lfree, rfree)


def _dot_general_of(b: Builder, et: EType, batch: list[int], contract: list[int], lfree: list[int], rfree: list[int]) -> Value:
    """A dot_general of new small-valued arguments with batching, contracting and free dimensions of these sizes,
    each operand's dimensions (and the contracting pairs) in a random order."""
    nb, nc, nl, nr = len(batch), len(contract), len(lfree), len(rfree)
    k = math.prod(contract)
    bound = float(b.rng.choice((2, 3)))
    if et.kind in "fc" and 2 * bound * bound * k + 1 >= 2**et.mantissa:
        raise Unsuitable
    lhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("f", i) for i in range(nl)]
    rhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("f", i) for i in range(nr)]
    b.rng.shuffle(lhs_dims), b.rng.shuffle(rhs_dims)
    size = {"b": batch, "c": contract}
    operands = []
    for dims, free in ((lhs_dims, lfree), (rhs_dims, rfree)):
        shape = tuple(free[i] if kind == "f" else size[kind][i] for kind, i in dims)
        a = b.arg(et, shape, level="small")
        a.bound = bound
        b.inputs[-1] = make_input(b.nprng, et, shape, "small" if et.kind in "fc" else "exact", bound)
        operands.append(a)
    pairs = list(range(nc))
    b.rng.shuffle(pairs)  # the contracting pairs in any order
    def positions(dims, kind, order):
        return ", ".join(str(dims.index((kind, i))) for i in order)
    numbers = []
    if nb:
        numbers += [f"lhs_batching_dimensions = [{positions(lhs_dims, 'b', range(nb))}]",
                    f"rhs_batching_dimensions = [{positions(rhs_dims, 'b', range(nb))}]"]  # fmt: skip
    numbers += [f"lhs_contracting_dimensions = [{positions(lhs_dims, 'c', pairs)}]",
                f"rhs_contracting_dimensions = [{positions(rhs_dims, 'c', pairs)}]"]  # fmt: skip
    shape = (*batch, *(lfree[i] for kind, i in lhs_dims if kind == "f"), *(rfree[i] for kind, i in rhs_dims if kind == "f"))
    r = b.result(et, shape, level="small")
    r.bound = 2 * bound * bound * k
    if et.kind == "c":
        # A complex product's parts are sums of two products each: exact, but inf * 0 in one of them makes NaN
        # parts whose positions depend on how the product is written (compared within a tolerance, NaNs alike).
        r.level, r.tol = "approx", (1e-6, 1e-30)
    props = f"dot_dimension_numbers = #stablehlo.dot<{', '.join(numbers)}>"
    return b.op("dot_general", operands, r, props=props)


def fam_convolution_any(b: Builder) -> Value:
    """convolution with 0 to 3 spatial dimensions laid out in any order in the input, kernel and output, strides,
    padding (negative too), dilations, window reversal, and feature or batch groups."""
    et = ETYPES[b.rng.choice(("f32", "f64", "i32", "f16", "i8", "bf16"))]
    spatial = b.rng.choice((0, 1, 1, 2, 2, 3))
    feature_groups, batch_groups = 1, 1
    if b.rng.random() < 0.5:
        if b.rng.random() < 0.5:
            feature_groups = b.rng.choice((2, 3))
        else:
            batch_groups = b.rng.choice((2, 3))
    batch = batch_groups * b.rng.randint(1, 2)
    cin_per_group = b.rng.randint(1, 2)
    cout = feature_groups * batch_groups * b.rng.randint(1, 2)
    r, _ = _convolution_any_of(b, et, spatial, (feature_groups, batch_groups), (batch, cin_per_group, cout),
                               lambda: b.rng.randint(1, 4), lambda: b.rng.randint(1, 3))  # fmt: skip
    groups = ".groups" if feature_groups > 1 else ".batch_groups" if batch_groups > 1 else ""
    b.families.append(f"convolution_any.{spatial}d{groups}")
    return r


def fam_large_convolution(b: Builder) -> Value:
    """A convolution of thousands to hundreds of thousands of multiply-adds (mostly f32, which the CPU matmul
    micro-kernel takes from 16384 on: kernel rows, columns and input channels its reduction levels, partial
    tiles of 3 to 33 channels and 1 to 20 positions), in fam_convolution_any's random layouts, strides, padding,
    dilations, reversal and groups; half the time then a bias along the output features and a relu (the
    element-wise consumer the kernel's tile loop takes in)."""
    et = ETYPES["f32"] if b.rng.random() < 0.8 else ETYPES[b.rng.choice(("f64", "i32", "f16"))]
    spatial = b.rng.choice((1, 2, 2, 3))
    feature_groups, batch_groups = 1, 1
    if b.rng.random() < 0.3:
        if b.rng.random() < 0.7:
            feature_groups = b.rng.choice((2, 3))
        else:
            batch_groups = 2
    batch = batch_groups * b.rng.randint(1, 2)
    channels = (1, 3, 8, 16, 17, 32, 33)
    cin_per_group = b.rng.choice(channels)
    cout = feature_groups * batch_groups * b.rng.choice(channels)
    extent = {1: 20, 2: 12, 3: 6}[spatial]
    r, feature = _convolution_any_of(b, et, spatial, (feature_groups, batch_groups), (batch, cin_per_group, cout),
                                     lambda: b.rng.randint(2, extent), lambda: b.rng.randint(1, 5))  # fmt: skip
    kernel_elements = r.bound / 9.0
    if r.size > 4096 or r.size * kernel_elements < 2000 or math.prod(b.inputs[-2].shape) > 20000:
        raise Unsuitable
    ukernel = ".ukernel" if r.size * kernel_elements >= 1 << 14 else ""
    b.families.append(f"large_convolution.{spatial}d.{et.name}{ukernel}")
    if b.rng.random() < 0.5:
        return r
    bias = b.arg(et, (cout,), level="small")
    bias.bound = 3.0
    b.inputs[-1] = make_input(b.nprng, et, (cout,), "small" if et.kind == "f" else "exact", 3.0)
    wide = b.op("broadcast_in_dim", [bias], b.result(et, r.shape, level="small"),
                props=f"broadcast_dimensions = array<i64: {feature}>")
    biased = b.result(et, r.shape, level="small")
    biased.bound = r.bound + 3.0
    b.op("add", [r, wide], biased)
    if b.rng.random() < 0.5:
        return biased
    zero = b.op("broadcast_in_dim", [b.scalar_const(et, 0)], b.result(et, r.shape, level="small"),
                props="broadcast_dimensions = array<i64>")
    relu = b.result(et, r.shape, level="small")
    relu.bound = biased.bound
    return b.op("maximum", [biased, zero], relu)


def _convolution_any_of(b: Builder, et: EType, spatial: int, groups: tuple[int, int], counts: tuple[int, int, int],
                        input_size, kernel_size) -> tuple[Value, int]:
    """A convolution of new arguments of small values, its dimensions in random layouts: `spatial` spatial
    dimensions of `input_size()` and `kernel_size()` elements (and random strides, padding, dilations,
    reversal), (feature, batch) `groups`, `counts` (batch, input features per group, output features).
    Returns the result and the position of its feature dimension."""
    feature_groups, batch_groups = groups
    batch, cin_per_group, cout = counts
    cin = feature_groups * cin_per_group
    sizes, kernel, strides, padding, lhs_dil, rhs_dil, reversal, out = [], [], [], [], [], [], [], []
    for _ in range(spatial):
        size, kw = input_size(), kernel_size()
        s, ld, rd = b.rng.choice((1, 1, 2, 3)), b.rng.choice((1, 1, 2)), b.rng.choice((1, 1, 2))
        lo, hi = b.rng.choice((0, 0, 1, 2, -1)), b.rng.choice((0, 0, 1, -1))
        dilated, window = (size - 1) * ld + 1, (kw - 1) * rd + 1
        if dilated + lo + hi < window or dilated + min(lo, 0) < 0 or dilated + min(hi, 0) < 0:
            raise Unsuitable
        sizes.append(size), kernel.append(kw), strides.append(s), padding.append((lo, hi))
        lhs_dil.append(ld), rhs_dil.append(rd), reversal.append(b.rng.random() < 0.3)
        out.append((dilated + lo + hi - window) // s + 1)
    def layout(first: str, second: str) -> list[str]:
        letters = [first, second, *map(str, range(spatial))]
        b.rng.shuffle(letters)
        return letters
    lhs_l, rhs_l, out_l = layout("b", "f"), layout("i", "o"), layout("b", "f")
    def shape_of(letters, named):
        return tuple(named[c] if c in named else named["s"][int(c)] for c in letters)
    x_shape = shape_of(lhs_l, {"b": batch, "f": cin, "s": sizes})
    k_shape = shape_of(rhs_l, {"i": cin_per_group, "o": cout, "s": kernel})
    r_shape = shape_of(out_l, {"b": batch // batch_groups, "f": cout, "s": out})
    bound = 3.0
    x, k = b.arg(et, x_shape, level="small"), b.arg(et, k_shape, level="small")
    for a in (x, k):
        a.bound = bound
        b.inputs[int(a.name[4:])] = make_input(b.nprng, et, a.shape, "small" if et.kind == "f" else "exact", bound)
    r = b.result(et, r_shape, level="small")
    r.bound = bound * bound * math.prod(kernel) * cin_per_group
    if et.kind == "f" and r.bound >= 2**et.mantissa:
        raise Unsuitable
    props = [f"dimension_numbers = #stablehlo.conv<[{', '.join(lhs_l)}]x[{', '.join(rhs_l)}]->[{', '.join(out_l)}]>",
             f"feature_group_count = {feature_groups} : i64", f"batch_group_count = {batch_groups} : i64"]  # fmt: skip
    if spatial:
        props.append(f"window_strides = array<i64{_list(strides)}>")
        props.append(f"padding = dense<[{', '.join(f'[{lo}, {hi}]' for lo, hi in padding)}]> : tensor<{spatial}x2xi64>")
        if b.rng.random() < 0.7:
            props.append(f"lhs_dilation = array<i64{_list(lhs_dil)}>")
        elif any(d != 1 for d in lhs_dil):
            raise Unsuitable
        props.append(f"rhs_dilation = array<i64{_list(rhs_dil)}>")
        if any(reversal) or b.rng.random() < 0.3:
            props.append(f"window_reversal = array<i1: {', '.join('true' if x else 'false' for x in reversal)}>")
    return b.op("convolution", [x, k], r, props=", ".join(props)), out_l.index("f")


SMALL_FLOATS = ("f8E4M3FN", "f8E5M2", "f8E4M3", "f8E3M4", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ",
                "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN")  # fmt: skip
"""The f8/f6/f4 types, held in float32 (as bf16 is) and computed in f32 with a rounding after each op."""


def fam_small_float(b: Builder) -> Value:
    """An f8/f6/f4 value (an argument rounded on entry, or a conversion) through exact ops in its type: each
    result rounded to the format (overflow to inf, to NaN or saturating as the format says; no negative zero in
    the FNUZ types), then compared, converted back or returned as it is."""
    name = b.rng.choice(SMALL_FLOATS)
    et = EType(name, "f", 8, "float32", 2)
    shape = b.pick_shape(b.rng.randint(0, 2))
    values = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 1.5, 3.0, 448.0, 464.0, 480.0, 57344.0,
              61440.0, 6.0, 7.0, 0.001953125, 0.0009765625, 1e-3, 2.0**-127, 0.3, -0.3, 240.0, 15.5, 1e9]  # fmt: skip
    width = _small_float_width(name)
    start = b.rng.random()
    if start < 0.3 and width != 6:
        # Codes of every bit pattern (NaNs of each sign and payload, subnormals) decoded: integers of the
        # format's width, or (little-endian) wider integers split into a minor dimension of them.
        shape = shape or (b.rng.randint(1, 8),)
        wide = b.rng.choice([e for e in ETYPES.values() if e.kind in "iu" and width < e.bits <= 32])
        narrow = [e for e in ETYPES.values() if e.kind in "iu" and e.bits == width]
        source = wide if b.rng.random() < 0.4 else b.rng.choice(narrow)
        count = source.bits // width
        codes = b.nprng.integers(0, 1 << source.bits, shape, dtype=np.uint64)
        if source.kind == "i":
            codes = codes.astype(np.int64) - np.where(codes >= 1 << (source.bits - 1), 1 << source.bits, 0)
        raw = _fresh_arg(b, source, shape, codes)
        shape = (*shape, count) if count > 1 else shape
        b.families.append("small_float.from_bits")
        x = b.op("bitcast_convert", [raw], b.result(et, shape, level="exact"))
    elif b.rng.random() < 0.5:
        source = b.pick_type("f")
        x = _edge_operand(b, source, shape, values, constant_ok=False)
        x = b.op("convert", [x], b.result(et, shape, level="exact"))
    else:
        x = _edge_operand(b, et, shape, values, constant_ok=False)
    for _ in range(b.rng.randint(1, 3)):
        op = b.rng.choice(("add", "subtract", "multiply", "divide", "maximum", "minimum", "negate", "abs", "sqrt",
                           "floor", "ceil", "round_nearest_even", "sign", "remainder", "select", "clamp", "reverse",
                           "reduce_precision"))  # fmt: skip
        if op in ("negate", "abs", "sqrt", "floor", "ceil", "round_nearest_even", "sign"):
            x = b.op(op, [x], b.result(et, shape, level="exact"))
            continue
        if op == "reverse":
            dims = ", ".join(str(d) for d in range(len(shape)) if b.rng.random() < 0.7)
            props = f"dimensions = array<i64{': ' + dims if dims else ''}>"
            x = b.op("reverse", [x], b.result(et, shape, level="exact"), props=props)
            continue
        if op == "reduce_precision":
            bits = f"exponent_bits = {b.rng.randint(1, 5)} : i32, mantissa_bits = {b.rng.randint(0, 3)} : i32"
            x = b.op("reduce_precision", [x], b.result(et, shape, level="exact"), props=bits)
            continue
        y = _edge_operand(b, et, shape, values[::-1], constant_ok=False)
        if op == "select":
            p = _fresh_arg(b, ETYPES["i1"], shape, b.nprng.random(shape) < 0.5)
            x = b.op("select", [p, x, y], b.result(et, shape, level="exact"))
        elif op == "clamp":
            x = b.op("clamp", [y, x, y], b.result(et, shape, level="exact"))
        else:
            x = b.op(op, [x, y], b.result(et, shape, level="exact"))
    b.families.append(f"small_float.{name}")
    if b.rng.random() < 0.2:
        # A dot_general of small integers (and inf, NaN): products and sums exact in f32 in any order, the sum
        # rounded once to the result type (the f8 type, or f32 as a preferred element type).
        m, k, n = b.rng.randint(1, 3), b.rng.randint(1, 5), b.rng.randint(1, 3)
        small = [-4.0, -3.0, -2.0, -1.0, -0.0, 0.0, 1.0, 2.0, 3.0, 4.0, 0.5, math.inf, -math.inf, math.nan]
        lhs, rhs = (_edge_operand(b, et, shape_, small * 2, constant_ok=False) for shape_ in ((m, k), (k, n)))
        result = et if b.rng.random() < 0.5 else ETYPES["f32"]
        numbers = "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]"
        return b.op("dot_general", [lhs, rhs], b.result(result, (m, n), level="exact"),
                    props=f"dot_dimension_numbers = #stablehlo.dot<{numbers}>")  # fmt: skip
    ending = b.rng.choice(("return", "convert", "compare", "reduce", "narrow", "pad", "transpose", "bits"))
    if ending == "bits":
        return _small_float_bits(b, x, name)
    if ending == "convert":
        return b.op("convert", [x], b.result(b.pick_type("fiu"), shape, level="exact"))
    if ending == "narrow":
        # To another f4/f6/f8 format: one rounding from the value (overflow, NaN and -0 as that format has them).
        other = b.rng.choice(SMALL_FLOATS)
        b.families.append(f"small_float.to_{other}")
        return b.op("convert", [x], b.result(EType(other, "f", 8, "float32", 2), shape, level="exact"))
    if ending == "pad" and shape:
        value = _edge_operand(b, et, (), values, constant_ok=False)
        low = [b.rng.randint(-min(s, 1), 2) for s in shape]
        interior = [b.rng.randint(0, 1) for _ in shape]
        padded = [s + max(s - 1, 0) * i + lo + 1 for s, i, lo in zip(shape, interior, low)]
        props = (f"edge_padding_low = array<i64{_list(low)}>, edge_padding_high = array<i64{_list([1] * len(shape))}>, "
                 f"interior_padding = array<i64{_list(interior)}>")  # fmt: skip
        return b.op("pad", [x, value], b.result(et, padded, level="exact"), props=props)
    if ending == "transpose" and len(shape) == 2:
        return b.op("transpose", [x], b.result(et, shape[::-1], level="exact"), props="permutation = array<i64: 1, 0>")
    if ending == "compare":
        direction = b.rng.choice(("EQ", "NE", "LT", "LE", "GT", "GE"))
        attrs = f"comparison_direction = #stablehlo<comparison_direction {direction}>"
        y = _edge_operand(b, et, shape, values, constant_ok=False)
        return b.op("compare", [x, y], b.result(ETYPES["i1"], shape), attrs=attrs)
    if ending == "reduce" and shape:
        init = _edge_operand(b, et, (), [b.rng.choice((0.0, -math.inf, 1.0))], constant_ok=False)
        reducer = b.rng.choice(("maximum", "minimum"))
        r = b.result(et, shape[1:], level="exact")
        b.emit(r, f'"stablehlo.reduce"({x.name}, {init.name}) <{{dimensions = array<i64: 0>}}> ({{\n  '
                  f'{_body(et, reducer)}\n  }}) : ({x.type}, {init.type}) -> {r.type}')  # fmt: skip
        return r
    return x


def _small_float_width(name: str) -> int:
    """The bit width of an f4/f6/f8 type (its EType says 8, the float32 holding aside)."""
    return int(name[1])


def _small_float_bits(b: Builder, x: Value, name: str) -> Value:
    """`x`'s codes: bitcast to integers of its width, to another format of its width, or (its minor dimension
    packed, little-endian) to a wider integer or float. A format of several NaN codes has its NaNs replaced by 0
    first: XLA keeps the sign and payload of a computed NaN, the f32 that holds the value (here and in the
    interpreter) does not, and the encoding gives the format's one NaN code (APFloat's)."""
    width = _small_float_width(name)
    shape = x.shape
    if name in ("f8E4M3FN", "f8E5M2", "f8E4M3", "f8E3M4"):
        zero = _edge_operand(b, x.et, (), [0.0], constant_ok=False)
        if shape:
            zero = b.op("broadcast_in_dim", [zero], b.result(x.et, shape, level="exact"),
                        props="broadcast_dimensions = array<i64>")  # fmt: skip
        number = b.op("compare", [x, x], b.result(ETYPES["i1"], shape),
                      attrs="comparison_direction = #stablehlo<comparison_direction EQ>")  # fmt: skip
        x = b.op("select", [number, x, zero], b.result(x.et, shape, level="exact"))
    targets = [e for e in ETYPES.values() if e.kind in "iu" and e.bits == width]
    targets += [EType(other, "f", 8, "float32", 2) for other in SMALL_FLOATS
                if other != name and _small_float_width(other) == width]  # fmt: skip
    if shape and shape[-1] > 1:
        targets += [e for e in ETYPES.values() if e.kind in "fiu" and e.bits == width * shape[-1]]
    target = b.rng.choice(targets)
    packed = target.kind != "f" and target.bits > width or target.name in FLOATS
    b.families.append(f"small_float.bits_to_{target.name}")
    return b.op("bitcast_convert", [x], b.result(target, shape[:-1] if packed else shape, level="exact"))


def _only(b: Builder, v: Value, family) -> Value:
    """`family`'s op on `v` (the one value it may choose)."""
    pool, b.pool = b.pool, [v]
    try:
        return family(b)
    finally:
        b.pool = pool


def fam_high_rank(b: Builder) -> Value:
    """A rank 4 to 6 value through transpose, reduce, broadcast_in_dim, reverse, slice or an element-wise op:
    index arithmetic and loop nests deeper than the other families make."""
    et = b.pick_type("fiu")
    rank = b.rng.randint(4, 6)
    shape = tuple(b.rng.choice((1, 2, 2, 3)) for _ in range(rank))
    v = b.arg(et, shape, tuple(b.dynamic and b.rng.random() < 0.3 for _ in shape))
    what = b.rng.choice(("transpose", "reduce", "broadcast", "reverse", "slice", "add", "pad"))
    b.families.append(f"high_rank.{what}")
    if what == "transpose":
        return fam_transpose_of(b, v) if _static(v) else b.op("negate" if et.kind != "u" else "not", [v], b.result(et, shape, v.dynamic, like=v))
    if what == "reduce":
        return _only(b, v, fam_reduce)
    if what == "broadcast" and _static(v):
        perm = sorted(b.rng.sample(range(rank + 1), rank))
        out = [2] * (rank + 1)
        for d, p in enumerate(perm):
            out[p] = v.shape[d]
        return b.op("broadcast_in_dim", [v], b.result(et, out, like=v), props=f"broadcast_dimensions = array<i64{_list(perm)}>")
    if what == "reverse":
        dims = sorted(b.rng.sample(range(rank), b.rng.randint(1, rank)))
        return b.op("reverse", [v], b.result(et, shape, v.dynamic, like=v), props=f"dimensions = array<i64{_list(dims)}>")
    if what in ("slice", "pad") and _static(v):
        return _only(b, v, fam_slice if what == "slice" else fam_pad)
    w = b.like(v)
    r = b.result(et, shape, v.dynamic)
    _join(r, v, w)
    if r.level == "small":
        r.level = "exact"
    return b.op("add" if et.kind != "f" else "maximum", [v, w], r)


LARGE_FAMILIES = ("large_parallel",)
"""Families whose values may exceed the size limit of the others (4096 elements)."""


def fam_large_parallel(b: Builder) -> Value:
    """An op of another family (element-wise, reduce, transpose, reverse, slice, pad, convert, compare,
    select, broadcast, alias_update, loop_update) on a value of 65536 to 200000 elements: loops that much work
    runs on all cores (convert-scf-parallel-to-cpu-runtime's min-work), in chunks whose edges fall anywhere.
    Taken one time in three (a family that never fails to fit would be picked more often than its weight, and
    these programs take seconds)."""
    if b.rng.random() < 2 / 3:
        raise Unsuitable
    et = b.pick_type("fiub")
    rank = b.rng.randint(1, 3)
    target = b.rng.randint(1 << 16, 200000)
    shape = [b.rng.choice((1, 2, 3, 5, 7)) for _ in range(rank - 1)]
    shape.append(max(1, target // max(1, math.prod(shape))))
    b.rng.shuffle(shape)
    v = b.arg(et, tuple(shape), tuple(b.dynamic and b.rng.random() < 0.5 for _ in shape))
    # (Not multi_reduce: the interpreter runs a body of several ops element by element, minutes at this size.)
    families = [fam_unary, fam_binary, fam_reduce, fam_transpose, fam_reverse, fam_convert, fam_compare, fam_select]
    if _static(v):
        families += [fam_slice, fam_pad, fam_broadcast, fam_reduce_window, fam_alias_update, fam_loop_update]
    family = b.rng.choice(families)
    b.families.append(f"large_parallel.{family.__name__[4:]}")
    return _only(b, v, family)


MEDIUM_SIZES = (6, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129)
"""Sizes at and around the vector widths (4 to 64 elements of a 128- to 512-bit register) and the unroll factors
of compiled loops: their bodies run once or more, their tails 0 to width - 1 elements."""

MEDIUM_ROWS = (255, 256, 257, 1000, 1023, 1025, 4095, 4096)
"""Longer rank-1 sizes: several vector bodies, unrolled, and a tail."""


def fam_medium_shape(b: Builder) -> Value:
    """An op of another family (element-wise, compare, select, clamp, convert, bitcast_convert, reduce, the
    variadic reduces, transpose, reverse, slice, pad, concatenate, a reduce_window, dynamic_slice and its update,
    sort) on a value whose sizes are 6 to 129 (at and around vector widths) or a row of up to 4096 elements, of any
    element type, then now and then an element-wise op of its result (fused with it): vectorized loops' bodies,
    their tails and their masks. The other families' dimensions are 0 to 5 (below every vector width) and
    large_parallel's 65536 and up, in chunks."""
    et = b.pick_type()
    rank = b.rng.choice((1, 1, 2, 2, 3))
    if rank == 1 and b.rng.random() < 0.4:
        shape = [b.rng.choice(MEDIUM_ROWS)]
    else:
        shape = [b.rng.choice(MEDIUM_SIZES)]
        for _ in range(rank - 1):
            room = 4096 // math.prod(shape)
            shape.append(b.rng.choice([s for s in (1, 2, 3, *MEDIUM_SIZES) if s <= room]))
        b.rng.shuffle(shape)
    v = b.arg(et, tuple(shape), tuple(b.dynamic and b.rng.random() < 0.5 for _ in shape))
    families = [fam_unary, fam_binary, fam_binary, fam_compare, fam_select, fam_clamp, fam_convert, fam_bitcast,
                fam_reduce, fam_reduce, fam_multi_reduce, fam_argmax, fam_transpose, fam_reverse, fam_concatenate,
                fam_sort]  # fmt: skip
    if _static(v):
        families += [fam_slice, fam_pad, fam_reduce_window, fam_reducer_forms, fam_dynamic_slice,
                     fam_dynamic_update_slice, fam_cumulative_window]  # fmt: skip
    family = b.rng.choice(families)
    b.families.append(f"medium_shape.{family.__name__[4:]}")
    r = _only(b, v, family)
    if r.size > 4096 or b.rng.random() < 0.5:
        return r
    b.pool.append(r)
    then = b.rng.choice((fam_unary, fam_binary, fam_convert, fam_compare, fam_select))
    b.families.append(f"medium_shape.then_{then.__name__[4:]}")
    return _only(b, r, then)


def fam_erased_shape(b: Builder) -> Value:
    """An op of a family that needs static sizes (slice, pad, dynamic_slice and its update, reduce_window and
    its variants, reshape, broadcast_in_dim, bitcast_convert, gather, scatter, concatenate, select_and_scatter, and
    sort, if and case of results more static than their operands...) of an argument whose type has `?` sizes, the family's static attributes and result types made for its run-time sizes: compiled code
    and the interpreter check those sizes when the program runs (static results of dynamic operands, which
    the dynamic families, whose results stay dynamic, never make)."""
    et = b.pick_type()
    shape = b.pick_shape(b.rng.randint(1, 3))
    erased = [b.rng.random() < 0.6 for _ in shape]
    erased[b.rng.randrange(len(shape))] = True
    v = b.arg(et, shape, tuple(erased))
    v.erased = True
    family = b.rng.choice((fam_slice, fam_dynamic_slice, fam_dynamic_update_slice, fam_pad, fam_reduce_window,
                           fam_reducer_forms, fam_reshape, fam_broadcast, fam_gather, fam_scatter,
                           fam_cumulative_window, fam_alias_update, fam_update_chain, fam_reduce_window_argmax,
                           fam_scatter_argmax, fam_set_dimension_size, fam_bitcast_width,
                           fam_concatenate, fam_select_and_scatter, fam_sort, fam_if, fam_case))  # fmt: skip
    b.families.append(f"erased_shape.{family.__name__[4:]}")
    return _only(b, v, family)


def fam_if_multi(b: Builder) -> Value:
    """stablehlo.if with two results (swapped in one branch) and a nested while in the other: the results'
    buffers come from different places in the two branches."""
    v = b.choose(lambda v: v.et.kind in "fiu" and v.level != "approx")
    w = partner(b, v)
    if w.level == "approx":
        raise Unsuitable
    pred = b.arg(ETYPES["i1"], ())
    t = v.type
    r0, r1 = b.result(v.et, v.shape, v.dynamic), b.result(v.et, v.shape, v.dynamic)
    for r in (r0, r1):
        _join(r, v, w)
        if r.level == "small":
            r.level = "exact"
    op = "maximum" if v.et.kind == "f" else "xor"
    base = r0.name
    b.lines.append(
        f'{base}:2 = "stablehlo.if"({pred.name}) ({{\n'
        f'    "stablehlo.return"({w.name}, {v.name}) : ({t}, {t}) -> ()\n'
        f"  }}, {{\n"
        f'    %m = "stablehlo.{op}"({v.name}, {w.name}) : ({t}, {t}) -> {t}\n'
        f'    "stablehlo.return"(%m, {w.name}) : ({t}, {t}) -> ()\n'
        f"  }}) : (tensor<i1>) -> ({t}, {t})"
    )
    r0.name, r1.name = f"{base}#0", f"{base}#1"
    b.pool.append(r0)
    return r1


def fam_reduce_window_argmax(b: Builder) -> Value:
    """A reduce_window of two operands (value, position): each window's largest value in total order and its
    first position, with padding (the init values fill it) and strides."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and v.et.kind in "fiu" and not (v.et.kind == "f" and v.level == "approx"))
    v = canonical_nans(b, v)
    props, shape, _count = _window_geometry(b, v.shape, dilations=True, negative_padding=False)
    idx_et = ETYPES["i32"]
    dim = b.rng.randrange(v.rank)
    if any(v.dynamic) and b.rng.random() < 0.5:
        # Of an erased value (fam_erased_shape): positions from an argument whose type has other `?` sizes.
        positions = np.broadcast_to(np.arange(v.shape[dim]).reshape([-1 if d == dim else 1 for d in range(v.rank)]),
                                    v.shape)  # fmt: skip
        index = _fresh_arg(b, idx_et, v.shape, positions)
        index.dynamic = tuple(b.rng.random() < 0.5 for _ in v.shape)
    else:
        index = b.result(idx_et, v.shape)
        b.emit(index, f'"stablehlo.iota"() <{{iota_dimension = {dim} : i64}}> : () -> {index.type}')
    init = b.arg(v.et, (), level=v.level if v.level != "approx" else None)
    init_index = _fresh_arg(b, idx_et, (), np.array(b.rng.choice((-1, 0, 100))))
    r = b.result(v.et, shape)
    _join(r, v, init)
    r_index = b.result(idx_et, shape)
    body = _argmax_body(v.et, idx_et)
    base = r.name
    r.name, r_index.name = f"{base}#0", f"{base}#1"
    b.lines.append(
        f'{base}:2 = "stablehlo.reduce_window"({v.name}, {index.name}, {init.name}, {init_index.name}) <{{{props}}}> ({{\n  {body}\n  }}) : '
        f"({v.type}, {index.type}, {init.type}, {init_index.type}) -> ({r.type}, {r_index.type})"
    )
    b.pool.append(r)
    return r_index


# -- What JAX programs hold that the families above never emitted: chlo's element-wise and broadcasting ops (jax
# exports erf, lgamma, asin... and, from shape-polymorphic code, the broadcasting binary ops as chlo), chlo.top_k,
# and the LAPACK custom calls of jax.numpy.linalg / jax.scipy.linalg on the CPU.

CHLO_DOMAINS = {
    # op: (intervals its ordinary inputs come from, edge values of its own, error absolute near a zero)
    "erf": (((-4, 4),), (0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, 1e30), False),
    "erfc": (((-3, 5),), (0.0, -0.0, np.inf, -np.inf, np.nan, -1e30), False),
    "erf_inv": (((-0.999, 0.999),), (0.0, -0.0, 1.0, -1.0, 1.5, -2.0, np.inf, np.nan, 1e-30, 0.9999), False),
    "lgamma": (((0.05, 30), (-4.9, -0.1)), (1.0, 2.0, 0.0, -0.0, -1.0, -3.0, np.inf, -np.inf, np.nan, 1e-30, 1e30,
                                            -1e30, 3.0, 0.5, -0.5), True),
    "digamma": (((0.05, 30), (-4.9, -0.1)), (1.0, 2.0, np.inf, np.nan, 1e30, 1e-30, 0.5, -0.5), True),
    "asin": (((-1, 1),), (1.0, -1.0, 0.0, -0.0, 2.0, np.inf, np.nan, 1e-30, 0.99999), False),
    "acos": (((-1, 1),), (1.0, -1.0, 0.0, -0.0, 2.0, -np.inf, np.nan, 1e-30, -0.99999), True),
    "atan": (((-50, 50),), (np.inf, -np.inf, 0.0, -0.0, np.nan, 1e30, -1e-30), False),
    "sinh": (((-10, 10),), (0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, "exp_max"), False),
    "cosh": (((-10, 10),), (0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, "exp_max"), False),
    "asinh": (((-100, 100),), (0.0, -0.0, np.inf, -np.inf, np.nan, 1e30, -3e38, 1e-30), False),
    "acosh": (((1, 100),), (1.0, 0.5, np.inf, np.nan, 1e30, 3e38, 1.0000001), True),
    "atanh": (((-0.99, 0.99),), (1.0, -1.0, 0.0, -0.0, 2.0, np.nan, 1e-30, 0.9999999), False),
    "tan": (((-1.5, 1.5),), (0.0, -0.0, np.inf, np.nan, 1e-30), False),
    "bessel_i1e": (((-30, 30),), (0.0, -0.0, np.inf, -np.inf, np.nan, 1e-30, 1e10, -1e30), False),
}
"""chlo's transcendental ops, each on inputs where the function is well conditioned (lgamma and digamma away
from their poles), plus edge values: poles, infinities, the ends of a domain and past them, tiny and huge
arguments (whose naive formulas underflow or overflow: asinh(1e30) is finite, x * x is not), "exp_max" the
arguments of sinh and cosh just below where they overflow (88.5 in f32: e^x / 2 is finite where e^x is not)."""

_EXP_MAX = {"f32": 88.5, "f64": 709.5, "f16": 10.9, "bf16": 88.5}


def _chlo_input(b: Builder, op: str, et: EType, shape: tuple[int, ...]) -> np.ndarray:
    """Inputs of `op`: ordinary values from its domain (negative lgamma and digamma arguments kept 0.1 from an
    integer), one in five an edge value."""
    intervals, edges, _ = CHLO_DOMAINS[op]
    edges = [_EXP_MAX[et.name] * b.rng.choice((1, -1)) if e == "exp_max" else e for e in edges]
    n = math.prod(shape)
    lo, hi = intervals[b.nprng.integers(0, len(intervals))] if n else (0, 1)
    values = b.nprng.uniform(lo, hi, n)
    if op in ("lgamma", "digamma"):
        negative = values < 0
        values[negative] = np.floor(values[negative]) + 0.1 + 0.8 * (values[negative] % 1)
    if et.name == "f16" and op in ("sinh", "cosh"):
        values = np.clip(values, -9, 9)  # cosh(11.8) overflows f16
    values = np.where(b.nprng.random(n) < 0.2, np.array(edges, float)[b.nprng.integers(0, len(edges), n)], values)
    with np.errstate(all="ignore"):
        array = values.astype(et.dtype).reshape(shape)
    if et.name == "bf16":
        from aiopt.reference.hlo import round_to_bf16

        array = round_to_bf16(array)
    return array


def fam_chlo_unary(b: Builder) -> Value:
    """A chlo element-wise op: a transcendental one (erf, lgamma, asin, sinh, bessel_i1e, ...) of an argument
    from its domain ("approx"); or an exact one of any value: square, conj, is_inf/is_neg_inf/is_pos_inf,
    next_after (C's nextafter: subnormals, signed zeros, infinities and NaN towards any value)."""
    kind = b.rng.choice(("math", "math", "math", "complex", "special", "exact"))
    if kind == "complex":
        return _chlo_complex_math(b)
    if kind == "special":
        return _chlo_zeta_polygamma(b)
    if kind == "math":
        et = ETYPES[b.rng.choice(("f32", "f32", "f64", "f64", "f16", "bf16"))]
        op = b.rng.choice(sorted(CHLO_DOMAINS))
        x = b.arg(et, b.pick_shape(), level="exact")
        b.inputs[-1] = _chlo_input(b, op, et, x.shape)
        r = b.result(et, x.shape, x.dynamic, level="approx")
        rtol = _MATH_TOL[et.name] * (10 if op in ("lgamma", "digamma", "erf_inv", "bessel_i1e", "erfc") else 1)
        r.tol = (rtol, rtol if CHLO_DOMAINS[op][2] else 2 * _SUBNORMAL[et.name])
        b.families.append(f"chlo.{op}")
        b.emit(r, f'"chlo.{op}"({x.name}) : ({x.type}) -> {r.type}')
        return r
    v = b.choose(lambda v: v.et.kind in "fc" and v.level != "approx")
    op = b.rng.choice(("square", "next_after", "is_inf", "is_neg_inf", "is_pos_inf") if v.et.kind == "f" else ("square", "conj"))
    b.families.append(f"chlo.{op}")
    if op == "next_after":
        w = partner(b, v)
        if w.level == "approx":
            raise Unsuitable
        r = b.result(v.et, v.shape, v.dynamic, level="exact")
        b.emit(r, f'"chlo.next_after"({v.name}, {w.name}) : ({v.type}, {w.type}) -> {r.type}')
        return r
    if op.startswith("is_"):
        r = b.result(ETYPES["i1"], v.shape, v.dynamic)
    else:
        r = b.result(v.et, v.shape, v.dynamic, like=v)
        r.view = False
        if op == "square":
            r.level = "small" if v.level == "small" and v.bound**2 < 2**v.et.mantissa else "exact"
            r.bound = v.bound**2
            if v.et.kind == "c" and r.level == "exact":
                # (re - im)(re + im) and 2 re im: an exact input's parts round in each step, as the interpreter's
                r.level, r.tol = "approx", (1e-6 if v.et.name == "complex<f32>" else 1e-15, 1e-30)
    b.emit(r, f'"chlo.{op}"({v.name}) : ({v.type}) -> {r.type}')
    return r


CHLO_COMPLEX_MATH = ("asin", "acos", "asinh", "acosh", "atan", "atanh", "sinh", "cosh", "tan")
"""chlo's transcendental ops that take complex numbers."""

_COMPLEX_PART_EDGES = np.array([0.0, -0.0, 1.0, -1.0, 2.0, -0.5, 1e-30, 1e30, -1e30])


def _chlo_complex_math(b: Builder) -> Value:
    """A chlo transcendental op of complex numbers: parts from [-3, 3], one in five an edge (a signed zero on a
    branch cut, 1 where asin's cut starts, tiny and huge parts whose naive formulas underflow or overflow)."""
    et = ETYPES[b.rng.choice(("complex<f32>", "complex<f64>"))]
    op = b.rng.choice(CHLO_COMPLEX_MATH)
    x = b.arg(et, b.pick_shape(), level="exact")
    n = x.size
    parts = [np.where(b.nprng.random(n) < 0.2, _COMPLEX_PART_EDGES[b.nprng.integers(0, 9, n)], b.nprng.uniform(-3, 3, n))
             for _ in range(2)]  # fmt: skip
    if op in ("sinh", "cosh", "tan"):
        parts = [np.clip(p, -30, 30) for p in parts]  # e^30 in either part: no overflow near the result
    value = np.empty(n, et.dtype)
    value.real, value.imag = parts
    b.inputs[-1] = value.reshape(x.shape)
    r = b.result(et, x.shape, x.dynamic, level="approx")
    r.tol = (10 * _MATH_TOL[et.name], 2 * _SUBNORMAL[et.name])
    b.families.append(f"chlo.{op}.complex")
    b.emit(r, f'"chlo.{op}"({x.name}) : ({x.type}) -> {r.type}')
    return r


def _chlo_zeta_polygamma(b: Builder) -> Value:
    """chlo.zeta(x, q) (Hurwitz, x in (1.5, 10), q in (0.5, 10)) or chlo.polygamma(n, x) (n in 0..3, x in
    (0.5, 20)), "approx"; an edge value of one in five (zeta at q = 1 is Riemann's, x = 1 its pole)."""
    et = ETYPES[b.rng.choice(("f32", "f64"))]
    shape = b.pick_shape()
    n = math.prod(shape)
    if b.rng.random() < 0.5:
        op = "zeta"
        first = np.where(b.nprng.random(n) < 0.2, b.nprng.choice([1.0, 2.0, np.inf, np.nan], n), b.nprng.uniform(1.5, 10, n))
        second = np.where(b.nprng.random(n) < 0.2, b.nprng.choice([1.0, 2.0, np.inf], n), b.nprng.uniform(0.5, 10, n))
    else:
        op = "polygamma"
        first = b.nprng.integers(0, 4, n).astype(float)
        second = np.where(b.nprng.random(n) < 0.2, b.nprng.choice([1.0, 2.0, np.inf, np.nan], n), b.nprng.uniform(0.5, 20, n))
    a, c = _fresh_arg(b, et, shape, first), _fresh_arg(b, et, shape, second)
    r = b.result(et, shape, level="approx")
    r.tol = (100 * _MATH_TOL[et.name], 100 * _MATH_TOL[et.name])
    b.families.append(f"chlo.{op}")
    b.emit(r, f'"chlo.{op}"({a.name}, {c.name}) : ({a.type}, {c.type}) -> {r.type}')
    return r


CHLO_BINARY = {
    "b": ("add", "multiply", "and", "or", "xor", "maximum", "minimum", "compare", "select"),
    "i": ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
          "shift_left", "shift_right_logical", "shift_right_arithmetic", "power", "compare", "select"),
    "f": ("add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2",
          "next_after", "compare", "select", "complex"),
    "c": ("add", "subtract", "multiply", "divide", "compare", "select"),
}  # fmt: skip
"""The chlo.broadcast_* ops by element kind of their operands (compare, select and complex aside, each one
stablehlo's element-wise op of its name after the broadcast)."""


def _broadcast_partner_shape(b: Builder, v: Value, numpy_only: bool = False):
    """A partner of `v` for a broadcasting op: (its shape, the `broadcast_dimensions` of the lower-rank operand
    or None for numpy's trailing alignment, the result's shape and dynamic dimensions). A size-1 dimension of
    either operand stretches to the other's size."""
    rank = b.rng.randint(0, 3)
    high, low = max(rank, v.rank), min(rank, v.rank)
    dims = sorted(b.rng.sample(range(high), low)) if rank != v.rank and not numpy_only and b.rng.random() < 0.5 else None
    mapping = dims if dims is not None else list(range(high - low, high))
    lower = {j: i for i, j in enumerate(mapping)}  # result dimension: the lower-rank operand's
    v_at = lower if v.rank < rank else {j: j for j in range(high)}
    w_at = lower if rank < v.rank else {j: j for j in range(high)}
    shape, out, dynamic = [0] * rank, [0] * high, [False] * high
    for j in range(high):
        if j not in v_at:
            shape[w_at[j]] = out[j] = b.rng.choice((1, 2, 3, 4))
            continue
        size, dynamic[j] = v.shape[v_at[j]], v.dynamic[v_at[j]]
        if j in w_at:
            w = b.rng.choice((1, 2, 3)) if size == 1 else b.rng.choice((size, size, 1))
            shape[w_at[j]] = w
            size = max(size, w) if size and w else 0
        out[j] = size
    return tuple(shape), dims, tuple(out), tuple(dynamic)


def fam_chlo_broadcast(b: Builder) -> Value:
    """A chlo.broadcast_* op of a value and a partner of another rank or with size-1 dimensions: numpy's
    broadcasting (trailing dimensions aligned) or `broadcast_dimensions`, on static or dynamic shapes."""
    v = b.choose(lambda v: v.rank <= 3)
    names = CHLO_BINARY[v.et.kind if v.et.kind != "u" else "i"]
    if v.level == "approx":
        # complex numbers have no maximum here (fam_binary's neither): only select keeps their error bound
        names = ("maximum", "minimum", "select", "complex") if v.et.kind == "f" else ("select",)
    name = b.rng.choice(names)
    if name == "complex" and v.et.name not in ("f32", "f64"):
        raise Unsuitable
    if name == "select":
        return _chlo_broadcast_select(b, v)
    shape, dims, out, dynamic = _broadcast_partner_shape(b, v)
    level = v.level if v.level != "approx" else None
    w = b.arg(v.et, shape, (False,) * len(shape), level=level)
    if level == "small":
        w.bound = v.bound
        b.inputs[-1] = make_input(b.nprng, v.et, shape, "small", v.bound)
    props = f"broadcast_dimensions = array<i64{_list(dims)}>" if dims is not None else ""
    operands = [v, w] if b.rng.random() < 0.5 else [w, v]
    if name == "compare":
        direction = b.rng.choice(("EQ", "NE", "LT", "LE", "GT", "GE") if v.et.kind != "c" else ("EQ", "NE"))
        if v.level == "approx":
            raise Unsuitable
        props = ", ".join(filter(None, [props, f"comparison_direction = #chlo<comparison_direction {direction}>"]))
        if v.et.kind == "f" and b.rng.random() < 0.5:
            compare_type = b.rng.choice(("FLOAT", "TOTALORDER"))
            props += f", compare_type = #chlo<comparison_type {compare_type}>"
            if compare_type == "TOTALORDER":  # a computed NaN's sign is open (fam_compare)
                operands = [canonical_nans(b, o) for o in operands]
        r = b.result(ETYPES["i1"], out, dynamic)
    elif name == "complex":
        r = b.result(ETYPES[f"complex<{v.et.name}>"], out, dynamic)
        _join(r, v, w)
    else:
        r = _binary_level(b, b.result(v.et, out, dynamic), name, v, w)
    b.families.append(f"chlo.broadcast_{name}")
    types = ", ".join(o.type for o in operands)
    b.emit(r, f'"chlo.broadcast_{name}"({operands[0].name}, {operands[1].name})' + (f" <{{{props}}}>" if props else "")
           + f" : ({types}) -> {r.type}")
    return r


def _chlo_broadcast_select(b: Builder, v: Value) -> Value:
    """chlo.broadcast_select of a predicate and two values, each of which may have fewer dimensions or size-1
    ones (numpy's broadcasting of three operands)."""
    shape, _, out, dynamic = _broadcast_partner_shape(b, v, numpy_only=True)
    w = b.arg(v.et, shape, (False,) * len(shape), level=v.level if v.level != "approx" else None)
    # the predicate: trailing dimensions of the result, each its size or 1
    rank = b.rng.randint(0, len(out))
    pshape = tuple(b.rng.choice((s, 1)) for s in out[len(out) - rank:])
    pred = b.arg(ETYPES["i1"], pshape, (False,) * rank)
    r = b.result(v.et, out, dynamic)
    _join(r, v, w)
    on_true, on_false = (v, w) if b.rng.random() < 0.5 else (w, v)
    b.families.append("chlo.broadcast_select")
    b.emit(r, f'"chlo.broadcast_select"({pred.name}, {on_true.name}, {on_false.name}) : '
              f"({pred.type}, {on_true.type}, {on_false.type}) -> {r.type}")  # fmt: skip
    return r


def fam_top_k(b: Builder) -> Value:
    """chlo.top_k along the last dimension: the k largest elements (floats in total order, computed NaNs made
    canonical first) and their indices, the lower index first among equal ones; rows of up to 100 elements now
    and then, and row lengths known only at run time (in dynamic programs), now and then shorter than k."""
    if b.rng.random() < 0.3:
        # Rows of up to 100 elements (a k above 64 or below n / 8 is a sort, else a scan of the row).
        shape = (*(b.rng.randint(1, 3) for _ in range(b.rng.randint(0, 2))), b.rng.randint(1, 100))
        v = b.arg(b.pick_type("fiu"), shape)
    else:
        v = b.choose(lambda v: v.rank >= 1 and v.et.kind in "fiu" and not (v.et.kind == "f" and v.level == "approx"))
    v = canonical_nans(b, v)
    k = b.rng.randint(0, v.shape[-1])
    if v.dynamic[-1] and b.rng.random() < 0.1:
        # A row length known only at run time that is shorter than k: a run-time error of both ("rejected").
        k = v.shape[-1] + 1
    shape = (*v.shape[:-1], k)
    dynamic = (*v.dynamic[:-1], False)
    values = b.result(v.et, shape, dynamic, like=v)
    values.view = False
    indices = b.result(ETYPES["i32"], shape, dynamic)
    base = values.name
    values.name, indices.name = f"{base}#0", f"{base}#1"
    b.lines.append(f'{base}:2 = "chlo.top_k"({v.name}) <{{k = {k} : i64}}> : ({v.type}) -> ({values.type}, {indices.type})')
    b.pool.append(values)
    return indices


def _layout(rank: int, matrix: bool) -> str:
    """The minor-to-major layout JAX gives a LAPACK operand or result: column-major matrices, then the batch."""
    order = [rank - 2, rank - 1, *range(rank - 3, -1, -1)] if matrix else list(range(rank - 1, -1, -1))
    return f"dense<[{', '.join(map(str, order))}]> : tensor<{rank}xindex>" if rank else "dense<> : tensor<0xindex>"


def _lapack_call(b: Builder, routine: str, et: EType, operands: list[Value], results: list[Value], config: dict,
                 matrices: tuple[bool, ...], alias: int | None) -> None:
    """A custom_call of LAPACK `routine` as jax exports it (jaxlib's FFI target, the options in
    mhlo.backend_config, column-major layouts); `results` get the names of its results; `matrices` says which
    operands, then results, are (batches of) matrices."""
    letter = {"f32": "s", "f64": "d", "complex<f32>": "c", "complex<f64>": "z"}[et.name]
    batch = operands[0].rank - 2
    values = [*operands, *results]
    layouts = [_layout(x.rank, m) for x, m in zip(values, matrices)]
    options = ", ".join(f"{k} = {ord(c)} : ui8" for k, c in sorted(config.items()))
    attrs = ['backend_config = ""', f"mhlo.backend_config = {{{options}}}",
             f'mhlo.frontend_attributes = {{num_batch_dims = "{batch}"}}',
             f"operand_layouts = [{', '.join(layouts[:len(operands)])}]"]  # fmt: skip
    if alias is not None:
        tuple_index = "[0]" if len(results) > 1 else "[]"
        attrs.append(f"output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = {tuple_index}, "
                     f"operand_index = {alias}, operand_tuple_indices = []>]")  # fmt: skip
    attrs.append(f"result_layouts = [{', '.join(layouts[len(operands):])}]")
    base = results[0].name
    if len(results) > 1:
        for i, r in enumerate(results):
            r.name = f"{base}#{i}"
    head = f"{base}:{len(results)}" if len(results) > 1 else base
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(r.type for r in results)
    b.lines.append(f"{head} = stablehlo.custom_call @lapack_{letter}{routine}_ffi({', '.join(o.name for o in operands)}) "
                   f"{{{', '.join(attrs)}}} : ({types}) -> ({rtypes})")  # fmt: skip
    b.families.append(f"lapack.{routine}")


def _random_matrix(b: Builder, et: EType, shape: tuple[int, ...], scale: float = 2.0) -> np.ndarray:
    values = b.nprng.uniform(-scale, scale, shape)
    if et.kind == "c":
        values = values + 1j * b.nprng.uniform(-scale, scale, shape)
    return values


def _adjoint(a: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(a, -1, -2))


def _unitary(b: Builder, et: EType, batch: tuple[int, ...], n: int) -> np.ndarray:
    """Random unitary (orthogonal) n x n matrices."""
    q, _ = np.linalg.qr(_random_matrix(b, et, (*batch, n, n)))
    return q


def _lapack_result(b: Builder, et: EType, shape, tol) -> Value:
    r = b.result(et, shape, level="approx")
    r.tol = tol
    return r


def fam_lapack(b: Builder) -> Value:
    """A LAPACK custom call of jax.numpy.linalg on well-conditioned inputs of f32, f64, complex<f32> or
    complex<f64>, with 0 or 1 batch dimensions: potrf (Cholesky, of a positive-definite matrix or one whose
    pivot j is not: info j + 1), getrf (LU with partial pivoting; a zero column: info), geqrf then orgqr/ungqr
    (QR), trsm (triangular solve), syevd/heevd (eigh, well-separated eigenvalues) and gesdd/gesvd (svd, well
    separated singular values). The triangle a routine does not read holds garbage. Eigen- and singular vectors,
    unique up to sign (a unit factor), are compared by their elements' magnitudes. Results are "approx", pivots
    and info exact."""
    et = ETYPES[b.rng.choice(("f32", "f32", "f64", "complex<f32>", "complex<f64>"))]
    real = part_type(et) if et.kind == "c" else et
    small = et.name in ("f32", "complex<f32>")
    tol = (2e-4, 2e-4) if small else (1e-10, 1e-10)
    batch = b.rng.choice(((), (), (b.rng.randint(1, 2),)))
    routine = b.rng.choice(("potrf", "getrf", "geqrf", "trsm", "syevd", "gesdd"))
    n = b.rng.randint(1, 4)
    i32 = ETYPES["i32"]
    lower = b.rng.random() < 0.5
    garbage = ~np.tril(np.ones((n, n), bool)) if lower else ~np.triu(np.ones((n, n), bool))
    if routine == "potrf":
        m = _random_matrix(b, et, (*batch, n, n), 1.0)
        a = m @ _adjoint(m) + n * np.eye(n)
        if b.rng.random() < 0.25:
            j = b.rng.randrange(n)
            a[..., j, j] = -1.0  # column j's pivot is negative: info j + 1
        a[..., garbage] = _random_matrix(b, et, (*batch, n, n), 100.0)[..., garbage]
        x = _fresh_arg(b, et, (*batch, n, n), a)
        factor, info = _lapack_result(b, et, x.shape, tol), b.result(i32, batch)
        _lapack_call(b, "potrf", et, [x], [factor, info], {"uplo": "L" if lower else "U"}, (True, True, False), 0)
        b.pool.append(info)
        return factor
    if routine == "getrf":
        rows, cols = n, b.rng.randint(1, 4)
        a = _random_matrix(b, et, (*batch, rows, cols))
        if b.rng.random() < 0.25:
            a[..., b.rng.randrange(cols)] = 0  # an exact zero pivot: info
        x = _fresh_arg(b, et, (*batch, rows, cols), a)
        lu = _lapack_result(b, et, x.shape, tol)
        pivots, info = b.result(i32, (*batch, min(rows, cols))), b.result(i32, batch)
        _lapack_call(b, "getrf", et, [x], [lu, pivots, info], {}, (True, True, False, False), 0)
        b.pool.extend([lu, info])
        return pivots
    if routine == "geqrf":
        rows, cols = n, b.rng.randint(1, 4)
        k = min(rows, cols)
        x = _fresh_arg(b, et, (*batch, rows, cols), _random_matrix(b, et, (*batch, rows, cols)))
        qr, taus = _lapack_result(b, et, x.shape, tol), _lapack_result(b, et, (*batch, k), tol)
        _lapack_call(b, "geqrf", et, [x], [qr, taus], {}, (True, True, False), 0)
        if b.rng.random() < 0.3:
            b.pool.append(taus)
            return qr
        # Q: of the first min(m, n) columns (jax's reduced mode), or of all m with qr padded by zeros (complete)
        operand = qr
        if rows < cols or b.rng.random() < 0.5 and rows > cols:
            width = rows
            operand = _lapack_result(b, et, (*batch, rows, width), tol)
            if cols > rows:
                limits = _list([*batch, rows, width])
                b.emit(operand, f'"stablehlo.slice"({qr.name}) <{{start_indices = array<i64{_list([0] * (len(batch) + 2))}>, '
                                f"limit_indices = array<i64{limits}>, strides = array<i64{_list([1] * (len(batch) + 2))}>}}> : "
                                f"({qr.type}) -> {operand.type}")  # fmt: skip
            else:
                zero = b.scalar_const(et, 0)
                high = _list([0] * len(batch) + [0, width - cols])
                none = _list([0] * (len(batch) + 2))
                b.emit(operand, f'"stablehlo.pad"({qr.name}, {zero.name}) <{{edge_padding_low = array<i64{none}>, '
                                f"edge_padding_high = array<i64{high}>, interior_padding = array<i64{none}>}}> : "
                                f"({qr.type}, {zero.type}) -> {operand.type}")  # fmt: skip
        q = _lapack_result(b, et, operand.shape, tol)
        _lapack_call(b, "orgqr" if et.kind == "f" else "ungqr", et, [operand, taus], [q], {}, (True, False, True), 0)
        b.pool.append(qr)
        return q
    if routine == "trsm":
        left = b.rng.random() < 0.5
        k = b.rng.randint(1, 3)
        a = _random_matrix(b, et, (*batch, n, n), 0.3)
        diagonal = np.arange(n)
        a[..., diagonal, diagonal] = b.nprng.uniform(1, 2, (*batch, n)) * b.nprng.choice((-1, 1), (*batch, n))
        a[..., garbage] = _random_matrix(b, et, (*batch, n, n), 100.0)[..., garbage]
        x = _fresh_arg(b, et, (*batch, n, n), a)
        rhs_shape = (*batch, n, k) if left else (*batch, k, n)
        rhs = _fresh_arg(b, et, rhs_shape, _random_matrix(b, et, rhs_shape, 4.0))
        config = {"side": "L" if left else "R", "uplo": "L" if lower else "U", "trans_x": b.rng.choice("NTC"),
                  "diag": "U" if b.rng.random() < 0.3 else "N"}  # fmt: skip
        r = _lapack_result(b, et, rhs_shape, tol)
        _lapack_call(b, "trsm", et, [x, rhs], [r], config, (True, True, True), 1)
        return r
    if routine == "syevd":
        q = _unitary(b, et, batch, n)
        w = np.cumsum(b.nprng.uniform(0.5, 1.5, (*batch, n)), axis=-1) - n / 2
        a = q @ (w[..., :, None] * _adjoint(q))
        a[..., garbage] = _random_matrix(b, et, (*batch, n, n), 100.0)[..., garbage]
        x = _fresh_arg(b, et, (*batch, n, n), a)
        vectors = b.rng.random() < 0.7
        v = _lapack_result(b, et, x.shape, tol)
        if not vectors:
            v.level, v.tol = "exact", (0.0, 0.0)  # mode N: the operand unchanged
        values, info = _lapack_result(b, real, (*batch, n), tol), b.result(i32, batch)
        config = {"mode": "V" if vectors else "N", "uplo": "L" if lower else "U"}
        _lapack_call(b, "syevd" if et.kind == "f" else "heevd", et, [x], [v, values, info], config, (True, True, False, False), 0)
        b.pool.append(info)
        if vectors:
            b.pool.append(b.op("abs", [v], _lapack_result(b, real, v.shape, tol)))
        return values
    rows, cols = n, b.rng.randint(1, 4)
    k = min(rows, cols)
    u0, v0 = _unitary(b, et, batch, rows)[..., :k], _unitary(b, et, batch, cols)[..., :k]
    s = np.cumsum(b.nprng.uniform(0.5, 1.5, (*batch, k)), axis=-1)
    a = u0 @ (s[..., :, None] * _adjoint(v0))
    x = _fresh_arg(b, et, (*batch, rows, cols), a)
    mode = b.rng.choice("ASN")
    u_cols, vt_rows = {"A": (rows, cols), "S": (k, k), "N": (rows, cols)}[mode]
    results = [b.result(et, x.shape), _lapack_result(b, real, (*batch, k), tol),
               _lapack_result(b, et, (*batch, rows, u_cols), tol), _lapack_result(b, et, (*batch, vt_rows, cols), tol),
               b.result(i32, batch)]  # fmt: skip
    routine = b.rng.choice(("gesdd", "gesvd"))
    _lapack_call(b, routine, et, [x], results, {"mode": mode}, (True, True, False, True, True, False), 0)
    _, singular, u, vt, info = results
    b.pool.append(info)
    if mode != "N":
        # the vectors of the k singular values (those past k are unique only up to a rotation), by magnitude
        for value, shape in ((u, (*batch, rows, k)), (vt, (*batch, k, cols))):
            if value.shape != shape:
                part = _lapack_result(b, et, shape, tol)
                b.emit(part, f'"stablehlo.slice"({value.name}) <{{start_indices = array<i64{_list([0] * len(shape))}>, '
                             f"limit_indices = array<i64{_list(shape)}>, strides = array<i64{_list([1] * len(shape))}>}}> : "
                             f"({value.type}) -> {part.type}")  # fmt: skip
                value = part
            b.pool.append(b.op("abs", [value], _lapack_result(b, real, shape, tol)))
    return singular


def _sorted_by_eigenvalue(b: Builder, keys: list[Value], payload: Value, dimension: int) -> Value:
    """`payload` sorted along `dimension` by the eigenvalues' (re, im) in `keys` (of payload's shape),
    lexicographically: geev's order is its QR algorithm's, so programs compare eigenvalues and vectors sorted."""
    operands = [*keys, payload]
    params = ", ".join(f"%x{i}: tensor<{o.et.name}>, %y{i}: tensor<{o.et.name}>" for i, o in enumerate(operands))
    t = f"tensor<{keys[0].et.name}>"

    def compare(x: str, y: str, direction: str, name: str) -> str:
        return (f'    %{name} = "stablehlo.compare"(%{x}, %{y}) {{comparison_direction = #stablehlo<comparison_direction '
                f"{direction}>, compare_type = #stablehlo<comparison_type FLOAT>}} : ({t}, {t}) -> tensor<i1>\n")  # fmt: skip

    body = (f"^bb0({params}):\n" + compare("x0", "y0", "LT", "lt") + compare("x0", "y0", "EQ", "eq")
            + compare("x1", "y1", "LT", "lt1")
            + '    %tie = "stablehlo.and"(%eq, %lt1) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n'
            + '    %c = "stablehlo.or"(%lt, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n'
            + '    "stablehlo.return"(%c) : (tensor<i1>) -> ()')  # fmt: skip
    results = [b.result(o.et, o.shape, level="approx") for o in operands]
    base = results[0].name
    for i, r in enumerate(results):
        r.name, r.tol = f"{base}#{i}", payload.tol
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(r.type for r in results)
    b.lines.append(f'{base}:{len(results)} = "stablehlo.sort"({", ".join(o.name for o in operands)}) <{{dimension = {dimension} : i64, '
                   f"is_stable = true}}> ({{\n  {body}\n  }}) : ({types}) -> ({rtypes})")  # fmt: skip
    return results[-1]


def _eig_test_matrix(b: Builder, et: EType, batch: tuple[int, ...], n: int, kind: str) -> np.ndarray:
    """Matrices with well-separated eigenvalues (real parts 0.5 to 1.5 apart, but a real matrix's conjugate
    pairs): "similar" X T X^-1 for T diagonal (2 x 2 blocks [[a, b], [-b, a]] of pairs a +- ib for a real type) and
    a moderately non-normal X (a unitary times I + 0.3 U, U strictly upper); "triangular" upper or lower with
    that spectrum, its rows and columns permuted or not (LAPACK's gebal isolates every eigenvalue: exact);
    "block" a triangular one whose middle rows and columns hold a "similar" block, permuted or not."""
    real_parts = np.cumsum(b.nprng.uniform(0.5, 1.5, (*batch, n)), axis=-1) - n / 2
    real_parts = np.take_along_axis(real_parts, b.nprng.permuted(np.broadcast_to(np.arange(n), (*batch, n)), axis=-1), -1)

    def similar(size: int, start: int = 0) -> np.ndarray:
        """X T X^-1 for T of the real parts start..start + size (those of its rows: each real part once in A)."""
        t = np.zeros((*batch, size, size), np.complex128 if et.kind == "c" else np.float64)
        diagonal = real_parts[..., start : start + size].copy()
        if et.kind == "c":
            t[..., range(size), range(size)] = diagonal + 1j * b.nprng.uniform(-2, 2, diagonal.shape)
        else:
            t[..., range(size), range(size)] = diagonal
            for k in range(0, size - 1, 2):
                if b.rng.random() < 0.5:  # a conjugate pair a +- ib
                    im = b.nprng.uniform(0.5, 2.0, batch)
                    t[..., k + 1, k + 1] = t[..., k, k]
                    t[..., k, k + 1], t[..., k + 1, k] = im, -im
        x = _unitary(b, et, batch, size) @ (np.eye(size) + 0.3 * np.triu(_random_matrix(b, et, (*batch, size, size), 1.0), 1))
        return x @ t @ np.linalg.inv(x)

    if kind == "similar":
        return similar(n)
    a = np.triu(_random_matrix(b, et, (*batch, n, n), 1.0), 1)
    a[..., range(n), range(n)] = real_parts
    if kind == "block" and n >= 3:
        size = b.rng.randint(2, n - 1) if n > 3 else 2
        start = b.rng.randint(0, n - size)
        a[..., start : start + size, start : start + size] = similar(size, start)
    if b.rng.random() < 0.3:
        a = np.swapaxes(a, -1, -2)
    if b.rng.random() < 0.6:
        order = list(range(n))
        b.rng.shuffle(order)
        a = a[..., order, :][..., :, order]
    return a


def fam_geev(b: Builder) -> Value:
    """jax.numpy.linalg.eig's LAPACK call (geev, f32, f64, complex<f32> or complex<f64>, 0 or 1 batch
    dimensions, n 1 to 5) on the matrices of `_eig_test_matrix`: random similar ones, triangular and block
    triangular ones, permuted (gebal's permutations isolate their eigenvalues), with left and/or right vectors
    or none. The eigenvalues (wr, wi or w) are compared sorted by (re, im), the vectors' magnitudes sorted with
    them (each vector is unique up to a unit factor), info exactly. Results are "approx"."""
    et = ETYPES[b.rng.choice(("f32", "f64", "complex<f32>", "complex<f64>"))]
    real = part_type(et) if et.kind == "c" else et
    small = et.name in ("f32", "complex<f32>")
    tol = (2e-4, 2e-4) if small else (1e-10, 1e-10)
    batch = b.rng.choice(((), (), (b.rng.randint(1, 2),)))
    n = b.rng.randint(1, 5)
    kind = b.rng.choice(("similar", "triangular", "block"))
    x = _fresh_arg(b, et, (*batch, n, n), _eig_test_matrix(b, et, batch, n, kind))
    left, right = b.rng.random() < 0.4, b.rng.random() < 0.7
    vectors_type = et if et.kind == "c" else ETYPES[f"complex<{et.name}>"]
    values = [_lapack_result(b, et, (*batch, n), tol) for _ in range(1 if et.kind == "c" else 2)]
    vl, vr = (_lapack_result(b, vectors_type, x.shape, tol) for _ in range(2))
    info = b.result(ETYPES["i32"], batch)
    config = {"compute_left": "V" if left else "N", "compute_right": "V" if right else "N"}
    _lapack_call(b, "geev", et, [x], [*values, vl, vr, info], config, (True, *[False] * len(values), True, True, False), None)
    b.pool.append(info)
    if et.kind == "c":
        keys = [b.op(part, [values[0]], _lapack_result(b, real, values[0].shape, tol)) for part in ("real", "imag")]
    else:
        keys = values
    last = len(batch)
    for v, asked in ((vl, left), (vr, right)):
        if asked:
            magnitude = b.op("abs", [v], _lapack_result(b, real, v.shape, tol))
            dims = _list([*range(len(batch)), last + 1])
            spread = [b.op("broadcast_in_dim", [k], _lapack_result(b, real, v.shape, tol),
                           props=f"broadcast_dimensions = array<i64{dims}>") for k in keys]  # fmt: skip
            b.pool.append(_sorted_by_eigenvalue(b, spread, magnitude, last + 1))
    if et.kind == "c":
        return _sorted_by_eigenvalue(b, keys, values[0], last)
    b.pool.append(_sorted_by_eigenvalue(b, keys, keys[1], last))
    return _sorted_by_eigenvalue(b, keys, keys[0], last)

def fam_ragged_dot(b: Builder) -> Value:
    """chlo.ragged_dot in its three modes: the lhs ragged dimension free (rows of group i times rhs group i),
    contracting (a result per group) or batching (dot_general, whatever the groups); batching and contracting
    dimensions in any order in each operand, group_sizes 1-D or with its prefix dimensions, groups that cover
    the ragged dimension, fall short of it or are empty; small values (sums exact)."""
    et = b.pick_type("fiuc")
    mode = b.rng.choice(("free", "free", "contracting", "batch"))
    nb = b.rng.randint(1 if mode == "batch" else 0, 2)
    nc = b.rng.randint(1 if mode == "contracting" else 0, 2)
    nl = b.rng.randint(1 if mode == "free" else 0, 2)
    nr = b.rng.randint(0, 2)
    if nb + nc + nl > 4 or nb + nc + nr + (mode == "free") > 4:
        raise Unsuitable
    def sizes_of(n: int) -> list[int]:
        return [b.rng.choice((0, 1, 2, 3, 4)) if b.rng.random() < 0.1 else b.rng.choice((1, 2, 3, 4)) for _ in range(n)]

    size = {kind: sizes_of(n) for kind, n in (("b", nb), ("c", nc), ("l", nl), ("r", nr))}
    groups = b.rng.randint(1, 4)
    bound = float(b.rng.choice((2, 3)))
    k = math.prod(size["c"])
    if et.kind in "fc" and 2 * bound * bound * k + 1 >= 2**et.mantissa:
        raise Unsuitable
    lhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("l", i) for i in range(nl)]
    rhs_dims = [("b", i) for i in range(nb)] + [("c", i) for i in range(nc)] + [("r", i) for i in range(nr)]
    if mode == "free":
        rhs_dims.append(("g", 0))
    b.rng.shuffle(lhs_dims), b.rng.shuffle(rhs_dims)
    size["g"] = [groups]
    operands = []
    for dims in (lhs_dims, rhs_dims):
        shape = tuple(size[kind][i] for kind, i in dims)
        a = b.arg(et, shape, (False,) * len(shape), level="small")
        a.bound = bound
        b.inputs[-1] = make_input(b.nprng, et, shape, "small" if et.kind in "fc" else "exact", bound)
        operands.append(a)
    pairs = list(range(nc))
    b.rng.shuffle(pairs)
    lhs_batch = [lhs_dims.index(("b", i)) for i in range(nb)]
    rhs_batch = [rhs_dims.index(("b", i)) for i in range(nb)]
    lhs_contract = [lhs_dims.index(("c", i)) for i in pairs]
    rhs_contract = [rhs_dims.index(("c", i)) for i in pairs]
    kind = {"free": "l", "contracting": "c", "batch": "b"}[mode]
    ragged = lhs_dims.index((kind, b.rng.randrange(len(size[kind]))))
    # group_sizes: [g], or [prefix..., g] with the dimensions of the ragged one's kind before it (upstream's rule).
    if mode == "batch":
        prefix = lhs_batch[: lhs_batch.index(ragged)]
    elif mode == "contracting":
        prefix = [*lhs_batch, *lhs_contract[: lhs_contract.index(ragged)]]
    else:
        prefix = [*lhs_batch, *(d for d in range(ragged) if d not in lhs_batch and d not in lhs_contract)]
    gshape = (*(operands[0].shape[d] for d in prefix), groups) if b.rng.random() < 0.4 else (groups,)
    length = operands[0].shape[ragged]
    sizes = np.zeros(gshape, np.int64)
    for position in np.ndindex(gshape[:-1]):
        cuts = sorted(b.rng.randint(0, length) for _ in range(groups))
        if b.rng.random() < 0.7:
            cuts[-1] = length  # the groups cover the ragged dimension
        sizes[position] = np.diff([0, *cuts])
    group_et = ETYPES[b.rng.choice(("i32", "i64"))]
    group_sizes = _fresh_arg(b, group_et, gshape, sizes.astype(group_et.dtype))
    lhs_free = [d for d in range(len(lhs_dims)) if d not in lhs_batch and d not in lhs_contract]
    rhs_group = [rhs_dims.index(("g", 0))] if mode == "free" else []
    rhs_free = [d for d in range(len(rhs_dims)) if d not in (*rhs_batch, *rhs_contract, *rhs_group)]
    shape = ((groups,) if mode == "contracting" else ()) + tuple(
        [operands[0].shape[d] for d in (*lhs_batch, *lhs_free)] + [operands[1].shape[d] for d in rhs_free])
    r = b.result(et, shape, level="small")
    r.bound = 2 * bound * bound * k
    if et.kind == "c":
        r.level, r.tol = "approx", (1e-6, 1e-30)  # as _dot_general_of's: inf * 0 in a part's products
    numbers = ", ".join(f"{name} = [{', '.join(map(str, dims))}]" for name, dims in (
        ("lhs_batching_dimensions", lhs_batch), ("rhs_batching_dimensions", rhs_batch),
        ("lhs_contracting_dimensions", lhs_contract), ("rhs_contracting_dimensions", rhs_contract),
        ("lhs_ragged_dimensions", [ragged]), ("rhs_group_dimensions", rhs_group)))  # fmt: skip
    b.families.append(f"ragged_dot.{mode}")
    types = ", ".join(o.type for o in (*operands, group_sizes))
    b.emit(r, f'"chlo.ragged_dot"({operands[0].name}, {operands[1].name}, {group_sizes.name}) '
              f"<{{ragged_dot_dimension_numbers = #chlo.ragged_dot<{numbers}>}}> : ({types}) -> {r.type}")  # fmt: skip
    return r


def fam_chlo_scan(b: Builder) -> Value:
    """chlo.scan along a dimension of one or two inputs with one carry (forward or reversed; a scan of no
    inputs with scan_dim_size): each step one exact op of the slice and the carry, the output slice the new
    carry or the slice op'd with it again. The final carry is a value too."""
    x = b.choose(lambda v: v.rank >= 1 and _static(v) and v.level != "approx" and v.et.kind in "fiu")
    dimension = b.rng.randrange(x.rank)
    rest = x.shape[:dimension] + x.shape[dimension + 1 :]
    slice_t = Value("", x.et, rest, (False,) * len(rest)).type
    op = b.rng.choice(("add", "maximum", "minimum", "subtract") + (("multiply", "xor") if x.et.kind != "f" else ()))
    init = b.arg(x.et, rest, (False,) * len(rest), level="exact")
    inputs = [x] if b.rng.random() < 0.85 else []
    second = inputs and b.rng.random() < 0.3
    if second:
        inputs.append(b.like(x))
    reverse = b.rng.random() < 0.4
    length = x.shape[dimension]
    attrs = []
    if reverse:
        attrs.append("is_reverse = true")
    if not inputs:
        attrs.append(f"scan_dim_size = {length} : i64")
    base = b.fresh("scan")[1:]
    names = ["%s0", "%s1"][: len(inputs)]
    body = []
    if inputs:
        body.append(f'%new = "stablehlo.{op}"(%acc, %s0) : ({slice_t}, {slice_t}) -> {slice_t}')
        if second:
            body.append(f'%out = "stablehlo.{op}"(%new, %s1) : ({slice_t}, {slice_t}) -> {slice_t}')
        else:
            body.append(f'%out = "stablehlo.{op}"(%s0, %new) : ({slice_t}, {slice_t}) -> {slice_t}')
    else:
        body.append(f'%new = "stablehlo.{op}"(%acc, %acc) : ({slice_t}, {slice_t}) -> {slice_t}')
        body.append('%out = "stablehlo.negate"(%new) : ({0}) -> {0}'.format(slice_t) if x.et.kind != "u" else
                    f'%out = "stablehlo.not"(%new) : ({slice_t}) -> {slice_t}')  # fmt: skip
    body.append(f'"stablehlo.return"(%out, %new) : ({slice_t}, {slice_t}) -> ()')
    block_args = ", ".join(f"{n}: {slice_t}" for n in names) + (", " if names else "") + f"%acc: {slice_t}"
    out = b.result(x.et, x.shape, level="exact")
    final = b.result(x.et, rest, level="exact")
    props = [f"dimension = {dimension} : i64", *attrs, f"operandSegmentSizes = array<i32: {len(inputs)}, 1>",
             "resultSegmentSizes = array<i32: 1, 1>"]  # fmt: skip
    in_types = ", ".join([*(v.type for v in inputs), init.type])
    b.families.append(f"chlo_scan.{op}{'.reverse' if reverse else ''}{'' if inputs else '.no_inputs'}")
    b.lines.append(
        f'%{base}:2 = "chlo.scan"({", ".join([*(v.name for v in inputs), init.name])}) <{{{", ".join(props)}}}> ({{\n'
        f"  ^bb0({block_args}):\n    " + "\n    ".join(body) + f"\n  }}) : ({in_types}) -> ({out.type}, {final.type})"
    )
    out.name, final.name = f"%{base}#0", f"%{base}#1"
    b.pool.append(final)
    return out


def fam_chlo_misc(b: Builder) -> Value:
    """chlo.constant_like (a scalar of any value: ±0, inf, NaN, an integer's extremes) of a value's shape,
    chlo.mulhi (the high half of an integer product: signed and unsigned edges) and replica_id/partition_id
    (0 in a one-device program) used as data. (stablehlo.unary_einsum is left out: the compiler refuses it as
    upstream's legalization to mhlo does, "UnaryEinsumOp is deprecated and not supported in MHLO".)"""
    choice = b.rng.choice(("constant_like", "mulhi", "mulhi", "ids"))
    if choice == "constant_like":
        v = b.choose(lambda v: v.et.kind in "fiub")
        if v.et.kind == "f":
            value = b.rng.choice((0.0, -0.0, 1.5, -2.0, math.inf, -math.inf, math.nan, 65504.0))
        elif v.et.kind == "b":
            value = b.rng.choice((0, 1))
        else:
            value = b.rng.choice(int_range(v.et) + (0, 1, -1 if v.et.kind == "i" else 2))
        r = b.result(v.et, v.shape, v.dynamic, level="exact")
        literal = ("true" if value else "false") if v.et.kind == "b" else f"{_literal(v.et, value)} : {v.et.name}"
        b.families.append("chlo_misc.constant_like")
        b.emit(r, f'"chlo.constant_like"({v.name}) <{{value = {literal}}}> : ({v.type}) -> {r.type}')
        return r
    if choice == "mulhi":
        v = b.choose(lambda v: v.et.kind in "iu")
        if _static(v) and b.rng.random() < 0.5:
            lhs, rhs = _int_edge_values(v.et)
            w = _edge_operand(b, v.et, v.shape, lhs + rhs)
        else:
            w = partner(b, v)
        r = b.result(v.et, v.shape, v.dynamic)
        _join(r, v, w)
        b.families.append("chlo_misc.mulhi")
        b.emit(r, f'"chlo.mulhi"({v.name}, {w.name}) : ({v.type}, {w.type}) -> {r.type}')
        return r
    v = b.choose(lambda v: v.et.kind in "iu")
    if not _static(v):
        raise Unsuitable
    name = b.rng.choice(("replica_id", "partition_id"))
    ident = Value(b.fresh("id"), ETYPES["ui32"], (), ())
    b.emit(ident, f'"stablehlo.{name}"() : () -> tensor<ui32>')
    converted = b.result(v.et, ())
    b.op("convert", [ident], converted)
    spread = b.op("broadcast_in_dim", [converted], b.result(v.et, v.shape), props="broadcast_dimensions = array<i64>")
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v)
    b.families.append(f"chlo_misc.{name}")
    return b.op("add", [v, spread], r)


_IDENTITY_OPS = ("add", "multiply", "and", "or", "maximum", "minimum")


def _identity_literal(et: EType, name: str):
    """The identity of reducer `name` over `et` (maximum's the type's lowest value: -inf for floats; a float
    sum's -0)."""
    if name in ("maximum", "minimum"):
        if et.kind == "f":
            return -math.inf if name == "maximum" else math.inf
        if et.kind == "b":
            return name == "minimum"
        lo, hi = int_range(et)
        return lo if name == "maximum" else hi
    if et.kind == "b":
        return name in ("and", "multiply")
    if name == "and":
        return -1 if et.kind == "i" else int_range(et)[1]
    if name == "add" and et.kind in "fc":
        return -0.0 if et.kind == "f" else complex(-0.0, -0.0)  # -0 + x is x, -0 too (+0 + -0 is +0)
    return 0 if name in ("add", "or") else 1


def _independent_reducers(b: Builder, operands: list[Value], count: int, reduce_window: bool) -> list[str]:
    """An op of each operand's REDUCERS (or maximum/minimum) that its level and `count` combined elements keep
    within the comparison (floats: sums and products of small values only)."""
    names = []
    for v in operands:
        kind = "i" if v.et.kind == "u" else v.et.kind
        # i1's add is or, its multiply and (the spec's boolean arithmetic).
        choices = list(REDUCERS[kind]) + (["maximum", "minimum", "add", "multiply"] if kind == "b" else [])
        if kind == "f" and v.level != "small":
            choices = ["maximum", "minimum"]
        if kind == "c":
            if v.level != "small" or 2 * v.bound * count + 1 >= 2**v.et.mantissa:
                raise Unsuitable  # complex sums are exact only of small parts
            choices = ["add"]
        name = b.rng.choice(choices)
        if kind == "f" and name in ("add", "multiply"):
            bound = v.bound * count if name == "add" else _power(max(v.bound, 1), max(count, 1))
            if bound + 1 >= 2**v.et.mantissa:
                name = "maximum"
        names.append(name)
    return names


def fam_multi_reduce(b: Builder) -> Value:
    """A reduce or reduce_window of two or three operands of their own element types, each combined by its own op
    (add, multiply, maximum, minimum, and, or; complex sums of small parts; operands swapped now and then)
    independently of the others: a variadic reduction whose accumulators do not interact (argmax's do). The
    inits are the ops' identities, so that how often an implementation applies them does not matter."""
    window = b.rng.random() < 0.4
    v = b.choose(lambda v: (v.rank >= 1 or not window) and v.et.kind in "fiubc" and (_static(v) or not window))
    operands = [v]
    for _ in range(b.rng.randint(1, 2)):
        operands.append(b.like(v, b.pick_type("fiubc")) if b.rng.random() < 0.7 else partner(b, v))
    b.rng.shuffle(operands)
    if window:
        props, shape, count = _window_geometry(b, v.shape, dilations=True, negative_padding=True)
        dynamic = [False] * len(shape)
    else:
        dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(0, v.rank)))
        count = math.prod(v.shape[d] for d in dims)
        shape = [s for d, s in enumerate(v.shape) if d not in dims]
        dynamic = [x for d, x in enumerate(v.dynamic) if d not in dims]
        props = f"dimensions = array<i64{_list(dims)}>"
    names = _independent_reducers(b, operands, count, window)
    inits = [b.scalar_const(o.et, _identity_literal(o.et, name)) for o, name in zip(operands, names)]
    results = []
    for o, name in zip(operands, names):
        r = b.result(o.et, shape, dynamic, like=o)
        r.view = False
        if r.level == "small" and name in ("add", "multiply"):
            r.bound = o.bound * count if name == "add" else _power(max(o.bound, 1), max(count, 1))
        results.append(r)
    ts = [f"tensor<{o.et.name}>" for o in operands]
    n = len(operands)
    params = ", ".join([f"%a{i}: {t}" for i, t in enumerate(ts)] + [f"%b{i}: {t}" for i, t in enumerate(ts)])
    lines = [f"^bb0({params}):"]
    for i, (name, t) in enumerate(zip(names, ts)):
        x, y = (f"%a{i}", f"%b{i}") if b.rng.random() < 0.7 else (f"%b{i}", f"%a{i}")
        lines.append(f'%r{i} = "stablehlo.{name}"({x}, {y}) : ({t}, {t}) -> {t}')
    order = list(range(n))
    lines.append(f'"stablehlo.return"({", ".join(f"%r{i}" for i in order)}) : ({", ".join(ts)}) -> ()')
    op = "reduce_window" if window else "reduce"
    b.families.append(f"multi_reduce.{op}." + ".".join(names))
    base = results[0].name
    for i, r in enumerate(results):
        r.name = f"{base}#{i}"
    body = "\n    ".join(lines)
    types = ", ".join([o.type for o in operands] + [c.type for c in inits])
    b.lines.append(
        f'{base}:{n} = "stablehlo.{op}"({", ".join(o.name for o in operands + inits)}) <{{{props}}}> '
        f"({{\n  {body}\n  }}) : ({types}) -> ({', '.join(r.type for r in results)})"
    )
    b.pool.extend(results[:-1])
    return results[-1]


def fam_alias_update(b: Builder) -> Value:
    """dynamic_update_slice or scatter of a value with an update cut from that value itself (a slice, reversed or
    not: the regions overlap, shifted or not), the operand read again afterwards now and then (a concatenate of
    the result and the operand): an in-place update must not read its update after overwriting it, nor clobber
    an operand another op still reads."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and min(v.shape) >= 1)
    sizes = [b.rng.randint(1, s) for s in v.shape]
    starts = [b.rng.randint(0, s - u) for s, u in zip(v.shape, sizes)]
    limits = [s + u for s, u in zip(starts, sizes)]
    props = (f"start_indices = array<i64{_list(starts)}>, limit_indices = array<i64{_list(limits)}>, "
             f"strides = array<i64{_list([1] * v.rank)}>")  # fmt: skip
    u = b.op("slice", [v], b.result(v.et, sizes, like=v), props=props)
    if b.rng.random() < 0.3:
        dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
        u = b.op("reverse", [u], b.result(v.et, sizes, like=v), props=f"dimensions = array<i64{_list(dims)}>")
    r = b.result(v.et, v.shape, like=v)
    r.view = False
    if b.rng.random() < 0.6 or v.et.kind == "c":
        # Start positions a small shift from the slice's (clamped where past the end), as constants or arguments.
        shifted = [min(max(s + b.rng.choice((-1, 0, 1, 2)), 0), d - z) for s, d, z in zip(starts, v.shape, sizes)]
        if b.rng.random() < 0.5:
            indices = [b.scalar_const(ETYPES["i32"], x) for x in shifted]
        else:
            indices = []
            for x in shifted:
                indices.append(b.arg(ETYPES["i32"], ()))
                b.inputs[-1] = np.array(x if b.rng.random() < 0.8 else x + 5, np.int32)
        b.families.append("alias_update.dynamic_update_slice")
        b.op("dynamic_update_slice", [v, u, *indices], r)
    else:
        # Scatter the slice's rows along dimension 0 into distinct rows (replace) or any rows (an exact op).
        count = sizes[0]
        if v.et.kind == "b":
            name = b.rng.choice(("replace", "or"))
        elif v.et.kind == "f":
            name = b.rng.choice(("replace", "maximum", "minimum"))
        else:
            name = b.rng.choice(("replace", "add", "maximum", "xor"))
        rows = list(range(v.shape[0] + 1))
        if name == "replace":
            chosen = b.rng.sample(rows, min(count, len(rows)))  # distinct: the order of updates is unspecified
        else:
            chosen = [b.rng.choice(rows) for _ in range(count)]
        if len(chosen) != count:
            raise Unsuitable
        idx = b.arg(ETYPES["i32"], (count, 1))
        b.inputs[-1] = np.array(chosen, np.int32).reshape(count, 1)
        upd = u
        if upd.shape[1:] != v.shape[1:]:
            raise Unsuitable
        t = f"tensor<{v.et.name}>"
        body = (f'^bb0(%old: {t}, %new: {t}):\n    "stablehlo.return"(%new) : ({t}) -> ()' if name == "replace"
                else _body(v.et, name).replace("%a0", "%old").replace("%b0", "%new"))  # fmt: skip
        window_dims = ", ".join(str(d) for d in range(1, v.rank))
        props = (f"scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [{window_dims}], "
                 f"inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>")  # fmt: skip
        props += _index_hints(chosen, unique=True)
        b.families.append(f"alias_update.scatter.{name}")
        b.emit(r, f'"stablehlo.scatter"({v.name}, {idx.name}, {upd.name}) <{{{props}}}> ({{\n  {body}\n  }}) : '
                  f"({v.type}, {idx.type}, {upd.type}) -> {r.type}")
    return _maybe_next_to(b, r, v)


def _maybe_next_to(b: Builder, r: Value, v: Value) -> Value:
    """`r`, or half the time `r` and `v` concatenated (in either order) along a random dim, so that the value
    updated in place and the one it came from are both read afterwards."""
    if b.rng.random() < 0.5:
        dim = b.rng.randrange(v.rank)
        shape = list(v.shape)
        shape[dim] *= 2
        both = b.result(v.et, shape, like=v)
        both.view = False
        order = [r, v] if b.rng.random() < 0.5 else [v, r]
        return b.op("concatenate", order, both, props=f"dimension = {dim} : i64")
    return r


def fam_nested_control(b: Builder) -> Value:
    """A while loop whose body branches by a case on the trip counter (i mod k, or i itself: past the last
    branch, the last one runs), one branch an if (nested) on the counter and another an inner while loop: regions
    three deep, each yielding the carried value or a new one."""
    v = b.choose(lambda v: v.level != "approx" and v.et.kind in "fiu")
    step = partner(b, v)
    if step.level == "approx":
        raise Unsuitable
    n = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 4, 6)), np.int32)
    m = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((0, 1, 2, 5)), np.int32)
    t = v.type
    ops = ("add", "subtract", "maximum", "minimum") if v.et.kind == "f" else ("add", "multiply", "xor", "maximum")
    op = b.rng.choice(ops)
    neg = "negate" if v.et.kind != "u" else "not"
    r = b.result(v.et, v.shape, v.dynamic)
    _join(r, v, step)
    if r.level == "small":
        r.level = "exact"
    i32 = "tensor<i32>"
    lt = "{comparison_direction = #stablehlo<comparison_direction LT>}"
    inner = (
        f'%z = "stablehlo.constant"() <{{value = dense<0> : {i32}}}> : () -> {i32}\n'
        f'      %w:2 = "stablehlo.while"(%z, %p) ({{\n'
        f"      ^bb0(%j: {i32}, %q: {t}):\n"
        f'        %c = "stablehlo.compare"(%j, {m.name}) {lt} : ({i32}, {i32}) -> tensor<i1>\n'
        f'        "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
        f"      }}, {{\n"
        f"      ^bb0(%j: {i32}, %q: {t}):\n"
        f'        %o = "stablehlo.constant"() <{{value = dense<1> : {i32}}}> : () -> {i32}\n'
        f'        %jn = "stablehlo.add"(%j, %o) : ({i32}, {i32}) -> {i32}\n'
        f'        %qn = "stablehlo.{op}"(%q, {step.name}) : ({t}, {t}) -> {t}\n'
        f'        "stablehlo.return"(%jn, %qn) : ({i32}, {t}) -> ()\n'
        f"      }}) : ({i32}, {t}) -> ({i32}, {t})\n"
        f'      "stablehlo.return"(%w#1) : ({t}) -> ()'
    )
    nested_if = (
        f'%pc = "stablehlo.compare"(%i, {m.name}) {lt} : ({i32}, {i32}) -> tensor<i1>\n'
        f'      %f = "stablehlo.if"(%pc) ({{\n'
        f'        %ng = "stablehlo.{neg}"(%p) : ({t}) -> {t}\n'
        f'        "stablehlo.return"(%ng) : ({t}) -> ()\n'
        f"      }}, {{\n"
        f'        "stablehlo.return"(%p) : ({t}) -> ()\n'
        f"      }}) : (tensor<i1>) -> {t}\n"
        f'      "stablehlo.return"(%f) : ({t}) -> ()'
    )
    plain = (f'%s = "stablehlo.{op}"(%p, {step.name}) : ({t}, {t}) -> {t}\n'
             f'      "stablehlo.return"(%s) : ({t}) -> ()')  # fmt: skip
    branches = [plain, nested_if, inner, f'"stablehlo.return"(%p) : ({t}) -> ()']
    if b.rng.random() < 0.5:
        # The captured value itself (its buffer now the loop's), or the carried value with a corner of it
        # replaced in place by the captured value's at the trip counter (clamped).
        branches.append(f'"stablehlo.return"({step.name}) : ({t}) -> ()')
    if b.rng.random() < 0.5 and v.rank >= 1 and _static(v) and min(v.shape) >= 1:
        sizes = [b.rng.randint(1, s) for s in v.shape]
        corner = Value("%cr", v.et, tuple(sizes), tuple(False for _ in sizes)).type
        props = (f"start_indices = array<i64{_list([0] * v.rank)}>, limit_indices = array<i64{_list(sizes)}>, "
                 f"strides = array<i64{_list([1] * v.rank)}>")  # fmt: skip
        indices = ", ".join(["%i"] * v.rank)
        branches.append(
            f'%cr = "stablehlo.slice"({step.name}) <{{{props}}}> : ({t}) -> {corner}\n'
            f'      %du = "stablehlo.dynamic_update_slice"(%p, %cr, {indices}) : ({t}, {corner}, '
            f'{", ".join([i32] * v.rank)}) -> {t}\n'
            f'      "stablehlo.return"(%du) : ({t}) -> ()'
        )
    b.rng.shuffle(branches)
    branches = branches[: b.rng.randint(2, 5)]
    k = len(branches)
    if b.rng.random() < 0.7:
        selector = (f'%k = "stablehlo.constant"() <{{value = dense<{k}> : {i32}}}> : () -> {i32}\n'
                    f'    %sel = "stablehlo.remainder"(%i, %k) : ({i32}, {i32}) -> {i32}')  # fmt: skip
    else:
        selector = f'%sel = "stablehlo.add"(%i, %i) : ({i32}, {i32}) -> {i32}'
    body = "\n    }, {\n      ".join(branches)
    b.families.append(f"nested_control.{k}")
    _counted_while(b, r, v.name, n, t, f'{selector}\n    %b = "stablehlo.case"(%sel) ({{\n      {body}\n    }}) : ({i32}) -> {t}', "%b")
    return r


def fam_loop_update(b: Builder) -> Value:
    """A while loop whose carried value is updated each trip by a dynamic_update_slice at a position that moves
    with the trip counter (clamped past the end) of a slice of the loop's init (read from outside every trip) or
    of the carried value itself (overlapping it), or of the carried value reversed; the init is read again after
    the loop now and then (a concatenate of the two): in-place loop updates of buffers that other reads share."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and min(v.shape) >= 1)
    n = b.arg(ETYPES["i32"], ())
    b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 5)), np.int32)
    t, i32 = v.type, "tensor<i32>"
    sizes = [b.rng.randint(1, s) for s in v.shape]
    starts = [b.rng.randint(0, s - z) for s, z in zip(v.shape, sizes)]
    limits = [s + z for s, z in zip(starts, sizes)]
    u_type = Value("%u", v.et, tuple(sizes), tuple(False for _ in sizes)).type
    source = b.rng.choice(("%p", v.name, "%p"))
    slice_props = (f"start_indices = array<i64{_list(starts)}>, limit_indices = array<i64{_list(limits)}>, "
                   f"strides = array<i64{_list([1] * v.rank)}>")  # fmt: skip
    lines = [f'%u0 = "stablehlo.slice"({source}) <{{{slice_props}}}> : ({t}) -> {u_type}']
    update = "%u0"
    if b.rng.random() < 0.3:
        dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
        lines.append(f'%u1 = "stablehlo.reverse"(%u0) <{{dimensions = array<i64{_list(dims)}>}}> : ({u_type}) -> {u_type}')
        update = "%u1"
    moving = b.rng.randrange(v.rank)
    lines.append(f'%z = "stablehlo.constant"() <{{value = dense<{b.rng.choice((0, 1))}> : {i32}}}> : () -> {i32}')
    indices = ", ".join("%i" if d == moving else "%z" for d in range(v.rank))
    index_types = ", ".join([i32] * v.rank)
    lines.append(f'%w = "stablehlo.dynamic_update_slice"(%p, {update}, {indices}) : ({t}, {u_type}, {index_types}) -> {t}')
    r = b.result(v.et, v.shape, like=v)
    r.view = False
    body = "\n    ".join(lines)
    b.families.append(f"loop_update.{'init' if source == v.name else 'carried'}")
    _counted_while(b, r, v.name, n, t, body, "%w")
    return _maybe_next_to(b, r, v)


def fam_branch_alias(b: Builder) -> Value:
    """An if or a case whose branches return a value from outside as it is, reversed, or a new value made of
    it, the result then updated in place by a dynamic_update_slice and read next to the outside value (a
    concatenate of the two): the branch result shares the outside value's buffer in one branch only, which
    an in-place update must not write."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and min(v.shape) >= 1)
    t = v.type
    new = "not" if v.et.kind in "bu" else "negate"
    dims = sorted(b.rng.sample(range(v.rank), b.rng.randint(1, v.rank)))
    branches = [
        f'"stablehlo.return"({v.name}) : ({t}) -> ()',
        f'%n = "stablehlo.{new}"({v.name}) : ({t}) -> {t}\n    "stablehlo.return"(%n) : ({t}) -> ()',
        f'%n = "stablehlo.reverse"({v.name}) <{{dimensions = array<i64{_list(dims)}>}}> : ({t}) -> {t}\n'
        f'    "stablehlo.return"(%n) : ({t}) -> ()',
    ]
    b.rng.shuffle(branches)
    branches = branches[: b.rng.randint(2, 3)]
    r = b.result(v.et, v.shape, like=v)
    r.view = False
    body = "\n  }, {\n    ".join(branches)
    if len(branches) == 2 and b.rng.random() < 0.5:
        pred = b.arg(ETYPES["i1"], ())
        b.emit(r, f'"stablehlo.if"({pred.name}) ({{\n    {body}\n  }}) : (tensor<i1>) -> {t}')
    else:
        index = b.arg(ETYPES["i32"], ())
        b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 5)), np.int32)
        b.emit(r, f'"stablehlo.case"({index.name}) ({{\n    {body}\n  }}) : (tensor<i32>) -> {t}')
    update = b.arg(v.et, tuple(b.rng.randint(1, s) for s in v.shape), level=v.level if v.level != "approx" else None)
    indices = [b.scalar_const(ETYPES["i32"], b.rng.randint(0, s)) for s in v.shape]
    w = b.result(v.et, v.shape)
    _join(w, v, update)
    b.op("dynamic_update_slice", [r, update, *indices], w)
    b.families.append(f"branch_alias.{len(branches)}")
    dim = b.rng.randrange(v.rank)
    shape = list(v.shape)
    shape[dim] *= 2
    both = b.result(v.et, shape)
    _join(both, v, w)
    order = [w, v] if b.rng.random() < 0.5 else [v, w]
    return b.op("concatenate", order, both, props=f"dimension = {dim} : i64")


def _cumulative_init(b: Builder, et: EType, name: str) -> Value:
    """The init of fam_cumulative_window and fam_sliding_window: mostly a constant (the body's identity, or an
    edge value whose padding elements count: 0 and -0 of a float product, 1 or 3 of a sum, NaN...), now and
    then an argument."""
    if b.rng.random() < 0.15:
        a = b.arg(et, (), level="small" if et.kind == "f" else None)
        if et.kind == "f":
            a.bound = 1.0
            b.inputs[-1] = make_input(b.nprng, et, (), "small", 1.0)
        return a
    if b.rng.random() < 0.5:
        c = b.scalar_const(et, _identity_literal(et, name))
        c.level = "small" if et.kind == "f" else c.level
        return c
    if et.kind == "b":
        return b.scalar_const(et, b.rng.random() < 0.5)
    if et.kind == "f":
        c = b.scalar_const(et, b.rng.choice((0.0, -0.0, 1.0, -1.0, 3.0, 0.5, math.inf, -math.inf, math.nan)))
        c.level, c.bound = "small", 3.0  # a "small" float's inputs hold infinities and NaN too
        return c
    low, high = int_range(et)
    return b.scalar_const(et, b.rng.choice([x for x in (0, 1, -1, 3, low, high) if low <= x <= high]))


def fam_cumulative_window(b: Builder) -> Value:
    """A reduce_window over the whole of one dim of size n with padding (n - 1, 0) (jnp.cumsum, cumprod, cummax,
    cummin, and cumulative and/or) or (0, n - 1) (their reverse=True), window 1 elsewhere, its init a constant
    (the body's identity, or not: the padding elements count) or an argument, the body's operands swapped now
    and then; a third of the time a near miss of that form (padding one short or one over, stride 2, window
    dilation 2, a window of n - 1, a second dim also windowed), which the running-loop lowering must leave to
    the window generic. Floats sum and multiply "small" values (exact in any order)."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and v.et.kind in "fiub" and min(v.shape) >= 1)
    kind = "i" if v.et.kind == "u" else v.et.kind
    name = b.rng.choice(REDUCERS[kind])
    if v.et.kind == "f" and name in ("add", "multiply") and v.level != "small":
        v = b.arg(v.et, v.shape, level="small")
    dim = b.rng.randrange(v.rank)
    n = v.shape[dim]
    reverse = b.rng.random() < 0.5
    dims, strides, wdil, padding = [1] * v.rank, [1] * v.rank, [1] * v.rank, [(0, 0)] * v.rank
    dims[dim], padding[dim] = n, ((0, n - 1) if reverse else (n - 1, 0))
    miss = b.rng.choice(("none",) * 6 + ("short", "over", "stride", "dilation", "smaller", "second"))
    lo, hi = padding[dim]
    if miss == "short":
        padding[dim] = (lo, hi - 1) if reverse else (lo - 1, hi)
    elif miss == "over":
        padding[dim] = (lo + 1, hi) if reverse else (lo, hi + 1)
    elif miss == "stride":
        strides[dim] = 2
    elif miss == "dilation":
        wdil[dim], padding[dim] = 2, ((0, 2 * (n - 1)) if reverse else (2 * (n - 1), 0))
    elif miss == "smaller":
        dims[dim], padding[dim] = max(n - 1, 1), ((0, max(n - 2, 0)) if reverse else (max(n - 2, 0), 0))
    elif miss == "second":
        others = [d for d in range(v.rank) if d != dim]
        if not others:
            raise Unsuitable
        other = b.rng.choice(others)
        dims[other], padding[other] = v.shape[other], (v.shape[other] - 1, 0)
    shape, count = [], 1
    for size, d, s, w, (lo, hi) in zip(v.shape, dims, strides, wdil, padding):
        extent = (d - 1) * w + 1
        if lo < 0 or hi < 0 or size + lo + hi < extent:
            raise Unsuitable
        shape.append((size + lo + hi - extent) // s + 1)
        count *= d
    init = _cumulative_init(b, v.et, name)
    r = b.result(v.et, shape, like=v)
    r.view = False
    _join(r, v, init)
    if r.level == "small" and name in ("add", "multiply"):
        r.bound = (v.bound + 3) * count if name == "add" else _power(max(v.bound, 3), count)
        if r.bound + 1 >= 2**v.et.mantissa:
            raise Unsuitable
    pad = "[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in padding) + "]"
    props = (f"window_dimensions = array<i64{_list(dims)}>, window_strides = array<i64{_list(strides)}>, "
             f"window_dilations = array<i64{_list(wdil)}>, padding = dense<{pad}> : tensor<{v.rank}x2xi64>")  # fmt: skip
    body = _body(v.et, name)
    if b.rng.random() < 0.3:
        body = body.replace("(%a0, %b0)", "(%b0, %a0)")
    b.families.append(f"cumulative_window.{name}.{'reverse' if reverse else 'forward'}.{miss}")
    b.emit(r, f'"stablehlo.reduce_window"({v.name}, {init.name}) <{{{props}}}> ({{\n  {body}\n  }}) : '
              f"({v.type}, {init.type}) -> {r.type}")  # fmt: skip
    return r


def fam_update_chain(b: Builder) -> Value:
    """Two to four dynamic_update_slices in a row, each updating the one before's result (in place, after
    bufferization) with a new argument, a slice of the value being updated, or a slice of an earlier link of
    the chain, at constant or argument starts (clamped where past the end); now and then an earlier link (or
    the first operand) is read again afterwards, next to the last (a concatenate): a link updated in place must
    not be one that is still read."""
    v = b.choose(lambda v: v.rank >= 1 and _static(v) and min(v.shape) >= 1)
    links = [v]
    for _ in range(b.rng.randint(2, 4)):
        cur = links[-1]
        sizes = tuple(b.rng.randint(1, s) if b.rng.random() < 0.95 else 0 for s in v.shape)
        source = b.rng.choice(("arg", "arg", "self", "earlier"))
        if source == "arg":
            update = b.arg(v.et, sizes, level=v.level if v.level != "approx" else None)
        else:
            of = cur if source == "self" else b.rng.choice(links)
            starts = [b.rng.randint(0, s - z) for s, z in zip(v.shape, sizes)]
            limits = [s + z for s, z in zip(starts, sizes)]
            props = (f"start_indices = array<i64{_list(starts)}>, limit_indices = array<i64{_list(limits)}>, "
                     f"strides = array<i64{_list([1] * v.rank)}>")  # fmt: skip
            update = b.op("slice", [of], b.result(v.et, sizes, like=of), props=props)
        indices = []
        for s, z in zip(v.shape, sizes):
            x = b.rng.choice((0, s - z, max(s - z - 1, 0), s - z + 1, -1))
            if b.rng.random() < 0.5:
                indices.append(b.scalar_const(ETYPES["i32"], x))
            else:
                indices.append(b.arg(ETYPES["i32"], ()))
                b.inputs[-1] = np.array(x, np.int32)
        r = b.result(v.et, v.shape)
        _join(r, cur, update)
        links.append(b.op("dynamic_update_slice", [cur, update, *indices], r))
    b.families.append(f"update_chain.{len(links) - 1}")
    last = links[-1]
    if b.rng.random() < 0.5:
        earlier = b.rng.choice(links[:-1])
        dim = b.rng.randrange(v.rank)
        shape = list(v.shape)
        shape[dim] *= 2
        both = b.result(v.et, shape)
        _join(both, last, earlier)
        order = [last, earlier] if b.rng.random() < 0.5 else [earlier, last]
        return b.op("concatenate", order, both, props=f"dimension = {dim} : i64")
    return last


def fam_convert_chain(b: Builder) -> Value:
    """Two to four converts in a row among the float, f8/f6/f4, integer (signed and unsigned, 4 to 64 bits) and
    i1 types, from edge values (fam_convert_edges's): each convert rounds, saturates or wraps once, so a
    folder of convert(convert(x)) may drop the inner one only where it loses nothing (f32 -> f64 -> f32, i8 ->
    i32 -> i8; not f64 -> f32 -> f64 nor i32 -> i8 -> i32). Ends in a type other families take."""
    source = b.pick_type("fiub")
    if source.kind == "f":
        values = list(_FLOAT_TO_INT_EDGES) + list(_NARROWING_EDGES)
        with np.errstate(all="ignore"):
            values = [float(np.array(x).astype(source.dtype)) for x in values]
        if source.name == "bf16":
            from aiopt.reference.hlo import round_to_bf16

            values = [float(round_to_bf16(np.array([x], np.float32))[0]) for x in values]
        if b.rng.random() < 0.7:
            # Mostly no subnormal inputs, which XLA's CPU code flushes (such a program is not given to jax).
            tiny = float(np.finfo(np.float32 if source.name == "bf16" else source.dtype).tiny)
            values = [x for x in values if not 0 < abs(x) < tiny]
    elif source.kind == "b":
        values = [True, False]
    else:
        values = _int_to_float_edges(source) + [x for x in (7, -8, 8, 15, 16, 127, 128, 255, 256) if
                                                int_range(source)[0] <= x <= int_range(source)[1]]  # fmt: skip
    shape = (b.rng.randint(1, 8),) if b.rng.random() < 0.7 else (len(values),)
    x = _edge_operand(b, source, shape, values)
    steps = []
    for _ in range(b.rng.randint(2, 4)):
        if b.rng.random() < 0.3 and source.kind in "fiu":
            target = EType(b.rng.choice(SMALL_FLOATS), "f", 8, "float32", 2)
        elif b.rng.random() < 0.4 and x.et.name in ETYPES and x.et.kind in "fiu":
            # Back and forth through a wider or narrower type of the same kind.
            target = b.rng.choice([e for e in ETYPES.values() if e.kind == x.et.kind and e != x.et] or [x.et])
        else:
            target = b.pick_type("fiub")
        steps.append(target.name)
        x = b.op("convert", [x], b.result(target, shape, level="exact"))
    if x.et.name not in ETYPES:
        target = b.pick_type("fiu")
        steps.append(target.name)
        x = b.op("convert", [x], b.result(target, shape, level="exact"))
    b.families.append("convert_chain." + ".".join([source.name, *steps]))
    return x


_SPLAT_OPERANDS = {
    # op: the element kinds it takes; the splat constants beside the other operand (identities, absorbing values
    # and their near misses: +0 and -0 of a float sum, -1 and the largest value of an and, NaN...)
    "add": ("fiub", (0, -0.0, 1, "ones")),
    "subtract": ("fiu", (0, -0.0, 1)),
    "multiply": ("fiub", (1, 0, -0.0, -1, "nan")),
    "divide": ("fiu", (1, -1, 0)),
    "and": ("iub", (0, "ones", 1)),
    "or": ("iub", (0, "ones", 1)),
    "xor": ("iub", (0, "ones")),
    "maximum": ("fiub", ("lowest", "highest", 0, "nan")),
    "minimum": ("fiub", ("lowest", "highest", 0, "nan")),
}


def _splat_value(et: EType, which):
    """A _SPLAT_OPERANDS constant of `et` (Unsuitable where the type has none such)."""
    if which == "nan":
        if et.kind != "f":
            raise Unsuitable
        return math.nan
    if et.kind == "b":
        value = {0: False, 1: True, "ones": True, "lowest": False, "highest": True}.get(which)  # -0.0 is 0 here
        if value is None:
            raise Unsuitable
        return value
    if which in ("ones", "lowest", "highest"):
        if et.kind == "f":
            return {"ones": -1.0, "lowest": -math.inf, "highest": math.inf}[which]
        low, high = int_range(et)
        return {"ones": -1 if et.kind == "i" else high, "lowest": low, "highest": high}[which]
    if et.kind == "u" and which == -1:
        raise Unsuitable
    return which


def fam_fold_bait(b: Builder) -> Value:
    """Ops in the forms the canonicalizer rewrites, at the edges of its conditions: an element-wise op of a
    value and a splat constant (either side) that is, or nearly is, its identity or absorbing element (x + 0.0
    is not x at -0.0, x * 0 not 0 at NaN); an op of a value with itself (x - x, x / x, x ^ x, compare and
    select of x and x: floats' NaN); a select by a splat constant; movement ops composed (a transpose or
    a reshape of a broadcast_in_dim, a transpose of a transpose, a slice of a concatenate); and dynamic_slice
    and dynamic_update_slice at constant (clamped) start indices."""
    kind = b.rng.choice(("splat", "splat", "same", "select", "movement", "slice_concat", "constant_starts"))
    b.families.append(f"fold_bait.{kind}")
    if kind == "constant_starts":
        # dynamic_slice (to slice) and dynamic_update_slice (an update of the whole operand is the update) at
        # constant start indices, clamped: negative ones, past the end, a ui32's largest (not -1).
        v = b.choose(lambda v: _static(v) and v.rank >= 1)
        et = ETYPES[b.rng.choice(("i32", "i64", "ui32", "ui64", "i8", "ui8"))]
        low, high = int_range(et)
        update = b.rng.random() < 0.5
        sizes = list(v.shape) if update and b.rng.random() < 0.5 else [b.rng.randint(0, s) for s in v.shape]
        choices = [x for x in (0, 0, 1, -1, 3, 7, low, high) if low <= x <= high]
        starts = [b.scalar_const(et, b.rng.choice(choices)) for _ in v.shape]
        if update:
            u = b.arg(v.et, tuple(sizes), level=v.level if v.level != "approx" else None)
            r = b.result(v.et, v.shape)
            _join(r, v, u)
            return b.op("dynamic_update_slice", [v, u, *starts], r)
        r = b.result(v.et, sizes, like=v)
        r.view = True
        return b.op("dynamic_slice", [v, *starts], r, props=f"slice_sizes = array<i64{_list(sizes)}>")
    if kind == "splat":
        name = b.rng.choice(list(_SPLAT_OPERANDS))
        kinds, constants = _SPLAT_OPERANDS[name]
        # (Not empty: XLA dies of SIGABRT on a splat of zero elements, seed 22518 #60.)
        v = b.choose(lambda v: v.et.kind in kinds and v.level != "approx" and _static(v) and v.size > 0)
        c = Value(b.fresh("c"), v.et, v.shape, v.dynamic)
        literal = _literal(v.et, _splat_value(v.et, b.rng.choice(constants)))
        b.emit(c, f'"stablehlo.constant"() <{{value = dense<{literal}> : {c.type}}}> : () -> {c.type}')
        r = b.result(v.et, v.shape, level="exact")
        operands = [v, c] if b.rng.random() < 0.6 else [c, v]
        return b.op(name, operands, r)
    if kind == "same":
        v = b.choose(lambda v: v.et.kind in "fiub" and v.level != "approx")
        name = b.rng.choice(("subtract", "divide", "xor", "and", "maximum", "remainder", "compare", "select"))
        if name == "compare":
            direction = b.rng.choice(("EQ", "NE", "LT", "LE", "GT", "GE"))
            attrs = f"comparison_direction = #stablehlo<comparison_direction {direction}>"
            if v.et.kind == "f" and b.rng.random() < 0.5:
                attrs += ", compare_type = #stablehlo<comparison_type TOTALORDER>"
            return b.op("compare", [v, v], b.result(ETYPES["i1"], v.shape, v.dynamic), attrs=attrs)
        if name == "select":
            pred = b.like(v, ETYPES["i1"])
            return b.op("select", [pred, v, v], b.result(v.et, v.shape, v.dynamic, like=v))
        if (name in ("xor", "and") and v.et.kind == "f") or (name in ("subtract", "divide", "remainder") and v.et.kind == "b"):
            raise Unsuitable
        return b.op(name, [v, v], b.result(v.et, v.shape, v.dynamic, level="exact"))
    if kind == "select":
        v = b.choose(lambda v: _static(v))
        w = partner(b, v)
        pred = Value(b.fresh("c"), ETYPES["i1"], v.shape if b.rng.random() < 0.7 else (), ())
        if pred.shape != v.shape and pred.rank:
            raise Unsuitable
        literal = "true" if b.rng.random() < 0.5 else "false"
        b.emit(pred, f'"stablehlo.constant"() <{{value = dense<{literal}> : {pred.type}}}> : () -> {pred.type}')
        r = b.result(v.et, v.shape, like=v)
        _join(r, v, w)
        return b.op("select", [pred, v, w], r)
    if kind == "movement":
        v = b.choose(lambda v: _static(v) and v.rank <= 3)
        form = b.rng.choice(("transpose_of_broadcast", "reshape_of_broadcast", "transpose_of_transpose"))
        if form == "transpose_of_transpose":
            if v.rank < 1:
                raise Unsuitable
            return fam_transpose_of(b, fam_transpose_of(b, v))
        # A broadcast_in_dim adding 0 to 2 dims (of size 1 now and then), in order or not.
        rank = v.rank + b.rng.randint(0, 2)
        positions = b.rng.sample(range(rank), v.rank)
        if b.rng.random() < 0.5:
            positions.sort()
        shape = [b.rng.choice((1, 1, 2, 3)) for _ in range(rank)]
        for d, p in enumerate(positions):
            shape[p] = v.shape[d]
        wide = b.op("broadcast_in_dim", [v], b.result(v.et, shape, like=v),
                    props=f"broadcast_dimensions = array<i64{_list(positions)}>")  # fmt: skip
        if form == "transpose_of_broadcast":
            return fam_transpose_of(b, wide)
        # Back to the operand's shape where only dims of size 1 were added (RemoveBroadcastReshapedBack).
        back = list(v.shape) if wide.size == v.size and b.rng.random() < 0.6 else _random_shape_of_size(b, wide.size, 0)
        return b.op("reshape", [wide], b.result(v.et, back, like=v))
    # slice_concat
    v = b.choose(lambda v: _static(v) and v.rank >= 1)
    concatenated = _only(b, v, fam_concatenate)
    return _only(b, concatenated, fam_slice)


def fam_sliding_window(b: Builder) -> Value:
    """A reduce_window whose window of 16 to 40 elements slides with stride 1 along one dim of 16 to 100 (the
    others 1 to 3 long, window 1 there), padding 0 to k at each end, the init a constant (the body's identity or
    not) or an argument: the van Herk / Gil-Werman lowering's form; now and then a near miss (stride 2,
    window dilation 2, a window of 15, negative padding) for the window generic. Integer bodies wrap exactly,
    float sums add "small" values (exact in any order), float maxima and minima take any value."""
    et = b.pick_type("fiub")
    kind = "i" if et.kind == "u" else et.kind
    name = b.rng.choice(REDUCERS[kind])
    if et.kind == "f" and name == "multiply":
        name = b.rng.choice(("maximum", "minimum"))
    n = b.rng.randint(16, 100)
    rank = b.rng.randint(1, 3)
    dim = b.rng.randrange(rank)
    shape = tuple(n if d == dim else b.rng.randint(1, 3) for d in range(rank))
    level = "small" if et.kind == "f" and name == "add" else None
    v = b.arg(et, shape, level=level)
    if level == "small":
        v.bound = 4.0
        b.inputs[-1] = make_input(b.nprng, et, shape, "small", 4.0)
    k = b.rng.randint(16, min(40, n + 10))
    lo, hi = b.rng.randint(0, k), b.rng.randint(0, k)
    stride, wdil = 1, 1
    miss = b.rng.choice(("none",) * 8 + ("stride", "dilation", "short", "negative"))
    if miss == "stride":
        stride = 2
    elif miss == "dilation":
        wdil = 2
    elif miss == "short":
        k = 15
    elif miss == "negative":
        lo = -b.rng.randint(1, 3)
    extent = (k - 1) * wdil + 1
    padded = n + lo + hi
    if padded < extent:
        raise Unsuitable
    out = (padded - extent) // stride + 1
    dims = [k if d == dim else 1 for d in range(rank)]
    strides = [stride if d == dim else 1 for d in range(rank)]
    wdils = [wdil if d == dim else 1 for d in range(rank)]
    padding = [(lo, hi) if d == dim else (0, 0) for d in range(rank)]
    result_shape = [out if d == dim else s for d, s in enumerate(shape)]
    init = _cumulative_init(b, et, name)
    r = b.result(et, result_shape, like=v)
    r.view = False
    _join(r, v, init)
    if r.level == "small":
        r.bound = (v.bound + 3) * k
        if r.bound + 1 >= 2**et.mantissa:
            raise Unsuitable
    pad = "[" + ", ".join(f"[{a}, {z}]" for a, z in padding) + "]"
    props = (f"window_dimensions = array<i64{_list(dims)}>, window_strides = array<i64{_list(strides)}>, "
             f"window_dilations = array<i64{_list(wdils)}>, padding = dense<{pad}> : tensor<{rank}x2xi64>")  # fmt: skip
    body = _body(et, name)
    if b.rng.random() < 0.3:
        body = body.replace("(%a0, %b0)", "(%b0, %a0)")
    b.families.append(f"sliding_window.{name}.{miss}")
    b.emit(r, f'"stablehlo.reduce_window"({v.name}, {init.name}) <{{{props}}}> ({{\n  {body}\n  }}) : '
              f"({v.type}, {init.type}) -> {r.type}")  # fmt: skip
    return r


# -- Families of helper 193's sweep (pooling, branches forwarding operands, comparators, f16/bf16 chains, integer
# compares at the edges).

_POOLING_LAYOUTS = {3: "nwc", 4: "nhwc", 5: "ndhwc"}


def fam_pooling(b: Builder) -> Value:
    """A pooling reduce_window over a channels-last value (N, spatial..., C of rank 3, 4 or 5): window 1 on the
    batch and channel dims, 1 to 3 on each spatial dim, strides 1 to 3, window dilations 1 or 2, its init the
    body's identity, another constant or an argument; max, min, sum, or avg (the sum divided by the window's
    element count). Of f32 and without padding, the form convert-mhlo-to-linalg gives linalg.pooling_nwc/nhwc/
    ndhwc_{max,min,sum}; now and then padding (the operand padded by the init first), a base dilation, another
    element type, or two results (a max and a min of two operands in one reduce_window), which stay the window
    generic's; in a program of dynamic shapes, sizes known only at run time (the output sizes counted from
    them). Float sums add "small" values (exact in any order)."""
    rank = b.rng.choice((3, 4, 4, 4, 5))
    et = ETYPES["f32"] if b.rng.random() < 0.7 else b.pick_type("fiu")
    kind = b.rng.choice(("maximum", "maximum", "minimum", "add", "avg", "two"))
    if kind == "avg" and (et.kind != "f" or b.dynamic):
        kind = "add"
    name = "add" if kind == "avg" else kind
    shape = [b.rng.randint(1, 2), *(b.rng.randint(3, 8 if rank < 5 else 5) for _ in range(rank - 2)), b.rng.randint(1, 3)]
    dims, strides, wdil, padding, base = [1] * rank, [1] * rank, [1] * rank, [(0, 0)] * rank, [1] * rank
    padded_form = b.rng.random() < 0.25
    for d in range(1, rank - 1):
        dims[d], strides[d] = b.rng.randint(1, 3), b.rng.choice((1, 1, 2, 3))
        wdil[d] = b.rng.choice((1, 1, 1, 2))
        if padded_form:
            padding[d] = (b.rng.randint(0, 2), b.rng.randint(0, 2))
    if b.rng.random() < 0.1:
        base[b.rng.randrange(1, rank - 1)] = 2
    out, count = [], 1
    for size, k, s, w, (lo, hi), bd in zip(shape, dims, strides, wdil, padding, base):
        extent, dilated = (k - 1) * w + 1, (size - 1) * bd + 1
        if dilated + lo + hi < extent:
            raise Unsuitable
        out.append((dilated + lo + hi - extent) // s + 1)
        count *= k
    level = "small" if et.kind == "f" and name == "add" else None
    v = b.arg(et, tuple(shape), level=level)
    if level == "small":
        v.bound = 4.0
        b.inputs[-1] = make_input(b.nprng, et, tuple(shape), "small", 4.0)
    operands = [v]
    if kind == "two":
        operands.append(b.like(v))
    if et.kind == "f" and b.rng.random() < 0.7:
        # Mostly no subnormal inputs, which XLA's CPU code flushes (such a program is not given to jax).
        for i in range(len(b.inputs) - len(operands), len(b.inputs)):
            x = b.inputs[i]
            b.inputs[i] = np.where(np.abs(x.astype(np.float64)) < float(np.finfo(np.float32 if et.name == "bf16" else x.dtype).tiny), np.zeros_like(x), x)
    names = ["maximum", "minimum"] if kind == "two" else [name]
    inits = []
    for o, n in zip(operands, names):
        if b.rng.random() < 0.6:
            init = b.scalar_const(et, _identity_literal(et, n))
            init.level = "small" if et.kind == "f" else init.level
        else:
            init = _cumulative_init(b, et, n)
        inits.append(init)
    results = []
    for o, init in zip(operands, inits):
        r = b.result(et, out, v.dynamic, like=o)
        r.view = False
        _join(r, o, init)
        results.append(r)
    if level == "small":
        results[0].bound = (v.bound + 3) * count
        if results[0].bound + 1 >= 2**et.mantissa:
            raise Unsuitable
    pad = "[" + ", ".join(f"[{lo}, {hi}]" for lo, hi in padding) + "]"
    props = [f"window_dimensions = array<i64{_list(dims)}>", f"window_strides = array<i64{_list(strides)}>"]
    if any(x != 1 for x in base):
        props.append(f"base_dilations = array<i64{_list(base)}>")
    if any(x != 1 for x in wdil) or b.rng.random() < 0.3:
        props.append(f"window_dilations = array<i64{_list(wdil)}>")
    if padded_form or b.rng.random() < 0.3:
        props.append(f"padding = dense<{pad}> : tensor<{rank}x2xi64>")
    t = f"tensor<{et.name}>"
    arity = len(operands)
    params = ", ".join([f"%a{i}: {t}" for i in range(arity)] + [f"%b{i}: {t}" for i in range(arity)])
    lines = [f"^bb0({params}):"]
    for i, n in enumerate(names):
        lhs, rhs = (f"%a{i}", f"%b{i}") if b.rng.random() < 0.7 else (f"%b{i}", f"%a{i}")
        lines.append(f'%r{i} = "stablehlo.{n}"({lhs}, {rhs}) : ({t}, {t}) -> {t}')
    rs = ", ".join(f"%r{i}" for i in range(arity))
    lines.append(f'"stablehlo.return"({rs}) : ({", ".join([t] * arity)}) -> ()')
    body = "\n    ".join(lines)
    head = results[0].name if arity == 1 else f"{results[0].name}:{arity}"
    if arity > 1:
        base_name = results[0].name
        for i, r in enumerate(results):
            r.name = f"{base_name}#{i}"
    types = ", ".join(x.type for x in [*operands, *inits])
    rtypes = ", ".join(r.type for r in results)
    b.lines.append(f'{head} = "stablehlo.reduce_window"({", ".join(x.name for x in [*operands, *inits])}) '
                   f'<{{{", ".join(props)}}}> ({{\n  {body}\n  }}) : ({types}) -> ({rtypes})')  # fmt: skip
    layout = _POOLING_LAYOUTS[rank]
    form = "generic" if padded_form or any(x != 1 for x in base) or et.name != "f32" else layout
    b.families.append(f"pooling.{layout}.{kind}.{form}")
    if arity > 1:
        b.pool.append(results[0])
        return results[1]
    r = results[0]
    if kind == "avg":
        c = Value(b.fresh("c"), et, tuple(out), tuple(False for _ in out))
        b.emit(c, f'"stablehlo.constant"() <{{value = dense<{_float_literal(float(count), et)}> : {c.type}}}> : () -> {c.type}')
        avg = b.result(et, out, level="exact")
        return b.op("divide", [r, c], avg)
    return r


def fam_branch_forward(b: Builder) -> Value:
    """An if or a case of two results whose branches forward an operand unchanged beside a value computed from
    it ((x + k, x), (x, x + k), (y, x), (x, x), (k, y)), now and then in a counted while loop that carries the
    pair through it (each trip's branch by the trip counter; half the time the first result is updated in place
    there by a corner of the second, at the trip counter); one result is then updated in place by a
    dynamic_update_slice, and both results and the operand are read afterwards (a concatenate): a branch
    result that forwards x shares x's buffer in some branches only (db79111's miscompile: a branch returning
    (x + k, x))."""
    x = b.choose(lambda v: v.rank >= 1 and _static(v) and min(v.shape) >= 1 and v.et.kind in "fiu"
                 and v.level != "approx")  # fmt: skip
    y = partner(b, x)
    k = partner(b, x)
    if y.level == "approx" or k.level == "approx":
        raise Unsuitable
    t = x.type
    op = b.rng.choice(("add", "subtract", "maximum", "multiply") if x.et.kind in "iu" else ("add", "subtract", "maximum"))
    in_loop = b.rng.random() < 0.35
    p, q = ("%p0", "%p1") if in_loop else (x.name, y.name)

    def computed(of: str) -> str:
        return f'%n = "stablehlo.{op}"({of}, {k.name}) : ({t}, {t}) -> {t}\n'

    ret = f'"stablehlo.return"({{}}, {{}}) : ({t}, {t}) -> ()'
    branches = [
        computed(p) + "    " + ret.format("%n", p),
        computed(p) + "    " + ret.format(p, "%n"),
        ret.format(q, p),
        ret.format(p, p),
        ret.format(k.name, q),
        computed(q) + "    " + ret.format("%n", q),
    ]
    b.rng.shuffle(branches)
    branches = branches[: b.rng.randint(2, 4)]
    r0, r1 = b.result(x.et, x.shape), b.result(x.et, x.shape)
    for r in (r0, r1):
        _join(r, x, y, k)
        if r.level == "small":
            r.level = "exact"
    body = "\n  }, {\n    ".join(branches)
    base = r0.name
    i32 = "tensor<i32>"
    if in_loop:
        n = b.arg(ETYPES["i32"], ())
        b.inputs[-1] = np.array(b.rng.choice((0, 1, 2, 3, 5)), np.int32)
        kk = len(branches)
        body = body.replace("\n", "\n    ")
        update, first = "", "%br#0"
        if b.rng.random() < 0.5:
            # The first result updated in place in the body by a corner of the second, at the trip counter
            # (clamped): where a branch forwards the carried values (swapped or not), the write must not reach
            # the value the second result holds.
            corner = Value("%cr", x.et, tuple(1 for _ in x.shape), tuple(False for _ in x.shape)).type
            props = (f"start_indices = array<i64{_list([0] * x.rank)}>, limit_indices = array<i64{_list([1] * x.rank)}>, "
                     f"strides = array<i64{_list([1] * x.rank)}>")  # fmt: skip
            indices = ", ".join(["%i"] * x.rank)
            update = (f'    %cr = "stablehlo.slice"(%br#1) <{{{props}}}> : ({t}) -> {corner}\n'
                      f'    %up = "stablehlo.dynamic_update_slice"(%br#0, %cr, {indices}) : ({t}, {corner}, '
                      f'{", ".join([i32] * x.rank)}) -> {t}\n')  # fmt: skip
            first = "%up"
        b.lines.append(f'%zero_{base[1:]} = "stablehlo.constant"() <{{value = dense<0> : {i32}}}> : () -> {i32}')
        b.lines.append(
            f'{base}:3 = "stablehlo.while"(%zero_{base[1:]}, {x.name}, {y.name}) ({{\n'
            f"  ^bb0(%i: {i32}, %p0: {t}, %p1: {t}):\n"
            f'    %c = "stablehlo.compare"(%i, {n.name}) {{comparison_direction = #stablehlo<comparison_direction LT>}} : ({i32}, {i32}) -> tensor<i1>\n'
            f'    "stablehlo.return"(%c) : (tensor<i1>) -> ()\n'
            f"  }}, {{\n"
            f"  ^bb0(%i: {i32}, %p0: {t}, %p1: {t}):\n"
            f'    %one = "stablehlo.constant"() <{{value = dense<1> : {i32}}}> : () -> {i32}\n'
            f'    %next = "stablehlo.add"(%i, %one) : ({i32}, {i32}) -> {i32}\n'
            f'    %kk = "stablehlo.constant"() <{{value = dense<{kk}> : {i32}}}> : () -> {i32}\n'
            f'    %sel = "stablehlo.remainder"(%i, %kk) : ({i32}, {i32}) -> {i32}\n'
            f'    %br:2 = "stablehlo.case"(%sel) ({{\n      {body}\n    }}) : ({i32}) -> ({t}, {t})\n'
            f"{update}"
            f'    "stablehlo.return"(%next, {first}, %br#1) : ({i32}, {t}, {t}) -> ()\n'
            f"  }}) : ({i32}, {t}, {t}) -> ({i32}, {t}, {t})"
        )
        r0.name, r1.name = f"{base}#1", f"{base}#2"
    elif len(branches) == 2 and b.rng.random() < 0.5:
        pred = b.arg(ETYPES["i1"], ())
        b.lines.append(f'{base}:2 = "stablehlo.if"({pred.name}) ({{\n    {body}\n  }}) : (tensor<i1>) -> ({t}, {t})')
        r0.name, r1.name = f"{base}#0", f"{base}#1"
    else:
        index = b.arg(ETYPES["i32"], ())
        b.inputs[-1] = np.array(b.rng.choice((-1, 0, 1, 2, 3, 5)), np.int32)
        b.lines.append(f'{base}:2 = "stablehlo.case"({index.name}) ({{\n    {body}\n  }}) : ({i32}) -> ({t}, {t})')
        r0.name, r1.name = f"{base}#0", f"{base}#1"
    b.families.append(f"branch_forward.{'loop' if in_loop else 'branch'}.{len(branches)}")
    target, other = (r0, r1) if b.rng.random() < 0.5 else (r1, r0)
    update = b.arg(x.et, tuple(b.rng.randint(1, s) for s in x.shape), level=x.level)
    indices = [b.scalar_const(ETYPES["i32"], b.rng.randint(0, s)) for s in x.shape]
    w = b.result(x.et, x.shape)
    _join(w, target, update)
    b.op("dynamic_update_slice", [target, update, *indices], w)
    parts = [w, other, x]
    b.rng.shuffle(parts)
    dim = b.rng.randrange(x.rank)
    shape = list(x.shape)
    shape[dim] *= 3
    both = b.result(x.et, shape)
    _join(both, *parts)
    b.pool.append(other)
    return b.op("concatenate", parts, both, props=f"dimension = {dim} : i64")


def _sort_key_lines(b: Builder, form: str, operands: list[Value], key: list[int], side: str) -> tuple[list[str], str, EType]:
    """Comparator lines computing the sort key of `side` ("x" or "y"), its name and element type."""
    i = key[0]
    et = operands[i].et
    t = f"tensor<{et.name}>"
    name = f"%k{side}"
    arg = f"%{side}{i}"
    if form == "direct":
        return [], arg, et
    if form == "negate":
        op = "not" if et.kind == "u" else "negate"
        return [f'{name} = "stablehlo.{op}"({arg}) : ({t}) -> {t}'], name, et
    if form == "abs":
        return [f'{name} = "stablehlo.abs"({arg}) : ({t}) -> {t}'], name, et
    # A function of two operands of the same type (integers: wrapping add, subtract, xor, and, multiply).
    j = key[1]
    op = form.split(".")[1]
    return [f'{name} = "stablehlo.{op}"({arg}, %{side}{j}) : ({t}, {t}) -> {t}'], name, et


def fam_sort_comparator(b: Builder) -> Value:
    """A sort of two to four operands of their own element types along one dim, its comparator keyed on
    another operand than the first (the first a payload), on a function of an operand (negate, abs) or of two
    (integers' wrapping add, subtract, xor, and, multiply), descending or not, with the ties broken by an
    iota operand (at any place among the operands), so that a stable or an unstable sort has one answer: the
    merge sort's comparator of many scalar ops, sequential or over the rows in parallel."""
    v = b.choose(lambda v: v.rank >= 1 and v.et.kind in "fiu" and not (v.et.kind == "f" and v.level == "approx"))
    v = canonical_nans(b, v)
    dim = b.rng.randrange(v.rank)
    operands = [v]
    for _ in range(b.rng.randint(1, 2)):
        et = v.et if b.rng.random() < 0.4 else b.pick_type("fiub")
        w = b.like(v, et)
        operands.append(canonical_nans(b, w) if et.kind == "f" else w)
    position = _iota_like(b, v, ETYPES["i32"], dim)
    at = b.rng.randint(0, len(operands))
    operands.insert(at, position)
    keys = [i for i, o in enumerate(operands) if i != at and o.et.kind in "fiu"]
    if not keys:
        raise Unsuitable
    ki = b.rng.choice(keys)
    ket = operands[ki].et
    forms = ["direct", "direct", "negate"] + (["abs"] if ket.kind in "fi" else [])
    pairs = [j for j, o in enumerate(operands) if j != ki and j != at and o.et == ket]
    if ket.kind in "iu" and pairs:
        forms += ["pair.add", "pair.subtract", "pair.xor", "pair.and", "pair.multiply"]
    form = b.rng.choice(forms)
    key = [ki, b.rng.choice(pairs)] if form.startswith("pair") else [ki]
    direction = b.rng.choice(("LT", "GT"))
    lx, kx, _ = _sort_key_lines(b, form, operands, key, "x")
    ly, ky, _ = _sort_key_lines(b, form, operands, key, "y")
    params = ", ".join(f"%x{i}: tensor<{o.et.name}>, %y{i}: tensor<{o.et.name}>" for i, o in enumerate(operands))
    lines = [f"^bb0({params}):", *lx, *ly,
             _compare_line("%lt", kx, ky, direction, ket),
             _compare_line("%eq", kx, ky, "EQ", ket),
             _compare_line("%li", f"%x{at}", f"%y{at}", "LT", ETYPES["i32"]),
             '%tie = "stablehlo.and"(%eq, %li) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
             '%k = "stablehlo.or"(%lt, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>',
             '"stablehlo.return"(%k) : (tensor<i1>) -> ()']  # fmt: skip
    results = [b.result(o.et, o.shape, o.dynamic, like=o) for o in operands]
    base = results[0].name
    for i, r in enumerate(results):
        r.name = f"{base}#{i}"
    stable = b.rng.random() < 0.5
    types = ", ".join(o.type for o in operands)
    rtypes = ", ".join(r.type for r in results)
    body = "\n    ".join(lines)
    b.lines.append(f'{base}:{len(operands)} = "stablehlo.sort"({", ".join(o.name for o in operands)}) <{{dimension = {dim} : i64, '
                   f'is_stable = {"true" if stable else "false"}}}> ({{\n  {body}\n  }}) : ({types}) -> ({rtypes})')  # fmt: skip
    b.families.append(f"sort_comparator.{len(operands)}.{form}")
    b.pool.extend(r for i, r in enumerate(results) if i != ki)
    return results[ki]


_HALF_VALUES = (0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 3.0, 0.1, -0.3, 1.0009765625, 1.00390625, 2049.0, 4097.0, 255.0,
                257.0, 65504.0, -65504.0, 65519.0, 60000.0, 3.0e4, 1.0e-3, 6.103515625e-05, 3.4e38, 1.0e5, -7.25,
                math.inf, -math.inf, math.nan)  # fmt: skip
"""Inputs of fam_half_chain: ordinary values, values one step past 1 in f16 and bf16, integers bf16 rounds
(257) and f16 rounds (2049), f16's largest and the values that round to it or overflow, f16's smallest normal,
bf16's range past f16's."""


def fam_half_chain(b: Builder) -> Value:
    """Two to five IEEE-exact element-wise ops (add, subtract, multiply, divide, sqrt, maximum, minimum, negate,
    abs) in a row on f16 or bf16 values, converts among f16, bf16, f32 and f64 between them now and then: each
    op rounds to its own type, so a chain computed in f32 without rounding between its ops (a multiply and add
    contracted into an fma, a convert pair f32 -> f16 -> f32 dropped) is wrong; the inputs hold ordinary
    values, values near f16's largest (sums overflow), integers that f16 and bf16 round, NaN and infinities."""
    et = ETYPES[b.rng.choice(("f16", "bf16"))]
    shape = (b.rng.randint(1, 12),)
    values = list(_HALF_VALUES) + [float(x) for x in b.nprng.normal(0, 1, 6) * 10.0 ** b.nprng.integers(-2, 4, 6)]

    def operand(e: EType) -> Value:
        with np.errstate(all="ignore"):
            vals = [float(np.array(x).astype(np.float32 if e.name == "bf16" else e.dtype)) for x in values]
        if e.name == "bf16":
            from aiopt.reference.hlo import round_to_bf16

            vals = [float(round_to_bf16(np.array([x], np.float32))[0]) for x in vals]
        tiny = float(np.finfo(np.float16 if e.name == "f16" else np.float32).tiny)
        vals = [x for x in vals if not 0 < abs(x) < tiny]
        return _edge_operand(b, e, shape, vals)

    x = operand(et)
    steps = []
    for _ in range(b.rng.randint(2, 5)):
        if b.rng.random() < 0.3:
            target = ETYPES[b.rng.choice([n for n in ("f16", "bf16", "f32", "f64") if n != x.et.name])]
            x = b.op("convert", [x], b.result(target, shape, level="exact"))
            steps.append(f"to_{target.name}")
            continue
        name = b.rng.choice(("add", "subtract", "multiply", "multiply", "divide", "maximum", "minimum", "sqrt",
                             "negate", "abs", "add"))  # fmt: skip
        if name in ("sqrt", "negate", "abs"):
            x = b.op(name, [x], b.result(x.et, shape, level="exact"))
        else:
            w = operand(x.et) if x.et.name in ("f16", "bf16") or b.rng.random() < 0.5 else b.like(x)
            operands = [x, w] if b.rng.random() < 0.7 else [w, x]
            x = b.op(name, operands, b.result(x.et, shape, level="exact"))
        steps.append(name)
    b.families.append(f"half_chain.{et.name}." + ".".join(steps))
    return x


def fam_compare_edges(b: Builder) -> Value:
    """compare (signed and unsigned integers, each direction; floats with FLOAT and TOTALORDER), clamp (a min
    above the max now and then) and select of the results, on operands at the types' edges: INT_MIN, -1, 0,
    the largest value, the top bit set of an unsigned type (2^(n-1), which a signed compare puts below 0),
    NaN, -0 and the infinities."""
    et = b.pick_type("fiu")
    if et.kind == "f":
        edges = [0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 2.5, float(np.finfo(np.float32).max)]
        edges = [float(np.array(x).astype(np.float32 if et.name == "bf16" else et.dtype)) for x in edges]
    else:
        lo, hi = int_range(et)
        edges = [lo, lo + 1, -1, 0, 1, hi, hi - 1, 2 ** (et.bits - 1), 2 ** (et.bits - 1) - 1, 2 ** (et.bits - 1) + 1, 7]
        edges = [e for e in edges if lo <= e <= hi]
    n = len(edges)
    pairs = [(p, q) for p in edges for q in edges]
    count = b.rng.choice((n * n, b.rng.randint(1, 8)))
    if count < len(pairs):
        pairs = b.rng.sample(pairs, count)
    shape = (len(pairs),)
    lhs = _edge_operand(b, et, shape, [p for p, _ in pairs])
    rhs = _edge_operand(b, et, shape, [q for _, q in pairs])
    for side in (lhs, rhs):
        side.level = "exact"
    kind = b.rng.choice(("compare", "compare", "clamp", "select"))
    b.families.append(f"compare_edges.{kind}")
    if kind == "clamp":
        third = _edge_operand(b, et, shape, [b.rng.choice(edges) for _ in pairs])
        third.level = "exact"
        order = [lhs, rhs, third]
        b.rng.shuffle(order)
        return b.op("clamp", order, b.result(et, shape, level="exact"))
    direction = b.rng.choice(("EQ", "NE", "LT", "LE", "GT", "GE"))
    compare_type = {"f": b.rng.choice(("FLOAT", "TOTALORDER")), "i": "SIGNED", "u": "UNSIGNED"}[et.kind]
    attrs = (f"comparison_direction = #stablehlo<comparison_direction {direction}>, "
             f"compare_type = #stablehlo<comparison_type {compare_type}>")  # fmt: skip
    c = b.op("compare", [lhs, rhs], b.result(ETYPES["i1"], shape), attrs=attrs)
    if kind == "compare":
        return c
    return b.op("select", [c, lhs, rhs], b.result(et, shape, level="exact"))


FAMILIES = {
    "unary": (fam_unary, 6, True),
    "binary": (fam_binary, 8, True),
    "compare": (fam_compare, 3, True),
    "select": (fam_select, 2, True),
    "clamp": (fam_clamp, 1, True),
    "convert": (fam_convert, 4, True),
    "bitcast_convert": (fam_bitcast, 1, True),
    "broadcast_in_dim": (fam_broadcast, 2, False),
    "reshape": (fam_reshape, 2, False),
    "transpose": (fam_transpose, 2, True),
    "reverse": (fam_reverse, 1, True),
    "slice": (fam_slice, 2, False),
    "dynamic_slice": (fam_dynamic_slice, 1, False),
    "dynamic_update_slice": (fam_dynamic_update_slice, 1, False),
    "concatenate": (fam_concatenate, 1, True),
    "pad": (fam_pad, 1, False),
    "iota": (fam_iota, 1, False),
    "reduce": (fam_reduce, 3, True),
    "dot_general": (fam_dot_general, 1, False),
    "convolution": (fam_convolution, 1, False),
    "gather": (fam_gather, 1, False),
    "scatter": (fam_scatter, 1, False),
    "sort": (fam_sort, 1, True),
    "while": (fam_while, 1, True),
    "if": (fam_if, 1, True),
    "case": (fam_case, 1, True),
    "call": (fam_call, 1, False),
    "complex": (fam_complex, 1, True),
    "reduce_window": (fam_reduce_window, 2, False),
    "select_and_scatter": (fam_select_and_scatter, 1, False),
    "reducer_forms": (fam_reducer_forms, 1, False),
    "argmax": (fam_argmax, 1, True),
    "sort_keys": (fam_sort_keys, 1, True),
    "while_swap": (fam_while_swap, 1, True),
    "while_data": (fam_while_data, 1, True),
    "scan": (fam_scan, 1, False),
    "while_growing": (fam_while_growing, 1, True),
    "map": (fam_map, 1, True),
    "reduce_precision": (fam_reduce_precision, 1, True),
    "dynamic_broadcast_in_dim": (fam_dynamic_broadcast, 1, True),
    "dynamic_reshape": (fam_dynamic_reshape, 1, True),
    "dynamic_iota": (fam_dynamic_iota, 1, True),
    "dynamic_pad": (fam_dynamic_pad, 1, True),
    "real_dynamic_slice": (fam_real_dynamic_slice, 1, True),
    "bitcast_width": (fam_bitcast_width, 1, False),
    "dot_widening": (fam_dot_widening, 1, False),
    "convolution_2d": (fam_convolution_2d, 1, False),
    "linear_algebra": (fam_linear_algebra, 1, False),
    "gather_general": (fam_gather_general, 1, True),
    "dynamic_gather": (fam_dynamic_gather, 1, True),
    "scatter_general": (fam_scatter_general, 1, True),
    "scatter_argmax": (fam_scatter_argmax, 1, False),
    "torch_index_select": (fam_torch_index_select, 1, True),
    "einsum": (fam_einsum, 1, True),
    "dot": (fam_dot, 1, True),
    "broadcast_prefix": (fam_broadcast_prefix, 1, False),
    "batch_norm": (fam_batch_norm, 1, False),
    "fft": (fam_fft, 1, False),
    "rng_bit_generator": (fam_rng_bit_generator, 1, False),
    "quantize": (fam_quantize, 1, True),
    "barrier": (fam_barrier, 1, True),
    "composite": (fam_composite, 1, True),
    "collective": (fam_collective, 1, False),
    "complex_math": (fam_complex_math, 1, False),
    "dynamic_conv": (fam_dynamic_conv, 1, False),
    "set_dimension_size": (fam_set_dimension_size, 1, False),
    "int_edges": (fam_int_edges, 2, False),
    "convert_edges": (fam_convert_edges, 2, False),
    "dot_general_any": (fam_dot_general_any, 1, False),
    "dot_general_i1": (fam_dot_general_i1, 1, False),
    "large_contraction": (fam_large_contraction, 1, False),
    "convolution_any": (fam_convolution_any, 2, False),
    "small_float": (fam_small_float, 1, False),
    "high_rank": (fam_high_rank, 1, True),
    "if_multi": (fam_if_multi, 1, True),
    "large_parallel": (fam_large_parallel, 1, True),
    "reduce_window_argmax": (fam_reduce_window_argmax, 1, False),
    "chlo_unary": (fam_chlo_unary, 1, True),
    "chlo_broadcast": (fam_chlo_broadcast, 1, True),
    "top_k": (fam_top_k, 1, True),
    "lapack": (fam_lapack, 1, False),
    "geev": (fam_geev, 1, False),
    "ragged_dot": (fam_ragged_dot, 1, False),
    "chlo_scan": (fam_chlo_scan, 1, False),
    "chlo_misc": (fam_chlo_misc, 1, True),
    "multi_reduce": (fam_multi_reduce, 1, True),
    "alias_update": (fam_alias_update, 1, False),
    "nested_control": (fam_nested_control, 1, True),
    "loop_update": (fam_loop_update, 1, False),
    "branch_alias": (fam_branch_alias, 1, False),
    "cumulative_window": (fam_cumulative_window, 1, False),
    "update_chain": (fam_update_chain, 1, False),
    "convert_chain": (fam_convert_chain, 1, False),
    "fold_bait": (fam_fold_bait, 2, True),
    "sliding_window": (fam_sliding_window, 1, False),
    "pooling": (fam_pooling, 1, True),
    "branch_forward": (fam_branch_forward, 1, False),
    "sort_comparator": (fam_sort_comparator, 1, True),
    "half_chain": (fam_half_chain, 1, False),
    "compare_edges": (fam_compare_edges, 1, False),
    "medium_shape": (fam_medium_shape, 2, True),
    "large_convolution": (fam_large_convolution, 1, False),
    "erased_shape": (fam_erased_shape, 2, False),
}
"""name: (generator, weight, usable on dynamic shapes)."""


CONSTANT_ARGUMENTS = 0.12
"""How often a static argument (of at most 64 elements) becomes a constant holding its input instead: the same
program, but one whose ops the compiler may fold (canonicalization, constant folding) where the interpreter
computes them, so that every folder meets the families' edge values."""


def _constant_arguments(b: Builder, rng: random.Random) -> None:
    """Turn some of `b`'s arguments into constants of their inputs (the first lines of the body, named
    %const_argN); the arguments left are numbered %arg0, %arg1... again."""
    args, inputs, constants, names = [], [], [], {}
    for a, x in zip(b.args, b.inputs):
        if not any(a.dynamic) and 0 < a.size <= 64 and a.et.name in ETYPES and not a.argument and rng.random() < CONSTANT_ARGUMENTS:
            try:
                literal = _dense_literal(a.et, np.asarray(x)) if a.rank else _literal(a.et, np.asarray(x).item())
            except Unsuitable:
                literal = None
            if literal is not None:
                names[a.name] = f"%const_arg{a.name[4:]}"
                constants.append(f'{names[a.name]} = "stablehlo.constant"() <{{value = dense<{literal}> : {a.type}}}> : () -> {a.type}')
                continue
        names[a.name] = a.name = f"%arg{len(args)}"
        args.append(a), inputs.append(x)
    if constants:
        lines = [re.sub(r"%arg\d+", lambda m: names[m.group(0)], line) for line in b.lines]
        b.args, b.inputs, b.lines = args, inputs, constants + lines


def generate(seed: int, index: int, families: list[str] | None = None) -> Program:
    """The program number `index` of `seed`, with its inputs."""
    rng = random.Random(f"{seed}:{index}")
    nprng = np.random.default_rng([seed, index])
    for _attempt in range(50):
        program = _try_generate(rng, nprng, seed, index, families)
        if program is not None:
            return program
    raise RuntimeError(f"no program for seed {seed} index {index}")


def _try_generate(rng, nprng, seed, index, only) -> Program | None:
    dynamic = rng.random() < 0.12
    b = Builder(rng, nprng, dynamic)
    allowed = {
        n: f for n, f in FAMILIES.items()
        if n not in EXCLUDED_FAMILIES and (only is None or n in only) and (f[2] or not dynamic)
    }  # fmt: skip
    if not allowed:
        return None
    while True:
        try:
            first = b.arg(b.pick_type(), b.pick_shape())
            break
        except Unsuitable:
            continue
    b.pool.append(first)
    ops = rng.randint(1, 5)
    done = 0
    for _ in range(ops * 6):
        if done == ops:
            break
        name = rng.choices(list(allowed), [f[1] for f in allowed.values()])[0]
        mark = (len(b.lines), len(b.args), len(b.inputs), len(b.functions), len(b.families), len(b.pool))
        try:
            value = allowed[name][0](b)
        except Unsuitable:
            del b.lines[mark[0]:], b.args[mark[1]:], b.inputs[mark[2]:], b.functions[mark[3]:], b.families[mark[4]:], b.pool[mark[5]:]
            continue
        if value.size > 4096 and name not in LARGE_FAMILIES:
            del b.lines[mark[0]:], b.args[mark[1]:], b.inputs[mark[2]:], b.functions[mark[3]:], b.families[mark[4]:], b.pool[mark[5]:]
            continue
        b.families.insert(mark[4], name)
        b.pool.append(value)
        done += 1
    if done == 0:
        return None
    produced = [v for v in b.pool if not v.name.startswith("%arg")]
    results = [produced[-1]] + [v for v in produced[:-1] if rng.random() < 0.3][:2]
    if "mixed_dynamic_results" in EXCLUDED_FAMILIES:
        results = [v for v in results if _static(v) == _static(results[0])]
    _constant_arguments(b, rng)
    signature = ", ".join(f"{a.name}: {a.type}" for a in b.args)
    types = ", ".join(r.type for r in results)
    body = "\n".join("  " + line for line in b.lines)
    text = f"func.func @main({signature}) -> ({types}) {{\n{body}\n  func.return {', '.join(r.name for r in results)} : {types}\n}}\n"
    text = "\n".join([text, *b.functions])
    program = Program(seed, index, text, b.inputs, b.families, [r.tol for r in results], [r.type for r in results])
    program.values = {v.name: (v.type, v.tol) for v in b.pool if not v.name.startswith("%arg")}
    return program
