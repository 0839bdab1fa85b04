"""Known deviations of XLA (jax.jit's CPU code) from the StableHLO spec, or choices the spec leaves open
where XLA chose otherwise than the interpreter: what difftest reports as "xla-deviation", not a mismatch.

difftest (`explain_jax_difference`) reruns a program whose XLA results differ (while the interpreter and
compiled code agree) returning every value, and finds the roots: the ops whose results differ from XLA's
while every value they read agrees. Each root is given to `explain`, which names the first entry of
KNOWN_XLA_DEVIATIONS whose `matches` holds of it; a program whose every root is named is a known XLA
deviation, and one with a root no entry explains stays a mismatch, to be triaged (and, when it is XLA's,
added here with the spec rule it departs from).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np


@dataclass
class Root:
    """An op of @main whose result differs from XLA's while the values it reads agree."""

    op: str
    """Its mnemonic (`reduce_window`)."""
    statement: str
    """Its text, regions included."""
    element_type: str
    """Its result's element type (`ui8`, `complex<f32>`)."""
    operands: list[np.ndarray | None]
    """Its operands as the interpreter computed them, in order (None: not known, such as a value the generator
    made without recording it)."""
    ours: np.ndarray
    xla: np.ndarray
    program: str = ""
    """The whole program's text."""
    index: int = 0
    """Which result of the op this is (1 for `%v3#1`)."""
    captured: list[np.ndarray | None] = field(default_factory=list)
    """The values its regions read from @main's body (a while condition's bound), as the interpreter computed them."""
    beyond: np.ndarray | None = None
    """Where `ours` and `xla` differ beyond the value's tolerance (difftest.differing_elements); None: anywhere
    they differ."""
    values: dict[str, np.ndarray] = field(default_factory=dict)
    """@main's values by name (`%arg0`, `%v4`, `%v3#1`), as the interpreter computed them: those of the ops that
    computed its operands."""

    def differing(self) -> np.ndarray:
        """Where `ours` and `xla` differ (NaNs agree, signed zeros do not) beyond the tolerance (`beyond`): a
        transcendental op's rounding elsewhere is no difference; all of it when the shapes differ."""
        if self.ours.shape != self.xla.shape:
            return np.ones(self.ours.shape, bool)
        if self.ours.dtype.kind not in "fc":
            bad = self.ours != self.xla
        else:
            parts = (np.real, np.imag) if self.ours.dtype.kind == "c" else (lambda x: x,)
            bad = np.zeros(self.ours.shape, bool)
            for part in parts:
                a, b = part(self.ours), part(self.xla)
                same = (np.isnan(a) & np.isnan(b)) | ((a == b) & (np.signbit(a) == np.signbit(b)))
                bad |= ~same
        return bad & self.beyond if self.beyond is not None and self.beyond.shape == bad.shape else bad


@dataclass(frozen=True)
class XlaDeviation:
    name: str
    """Short, as the summary lists it."""
    rule: str
    """What XLA does, and the spec rule (or the absence of one) it departs from."""
    matches: Callable[[Root], bool]


def _operand(root: Root, i: int) -> np.ndarray | None:
    return root.operands[i] if i < len(root.operands) else None


def _nonfinite(x: np.ndarray | None) -> bool:
    return x is not None and x.dtype.kind in "fc" and not np.isfinite(x).all()


def _has_subnormals(x: np.ndarray | None) -> bool:
    if x is None or x.dtype.kind not in "fc":
        return False
    if x.dtype.kind == "c":
        return _has_subnormals(np.real(x)) or _has_subnormals(np.imag(x))
    with np.errstate(all="ignore"):
        return bool(((x != 0) & (np.abs(x) < np.finfo(x.dtype).tiny)).any())


def _identity(body: str, init: np.ndarray) -> bool:
    """Whether `init` is the identity of a body that is one of add, multiply, maximum, minimum, and, or, xor."""
    ops = [op for op in re.findall(r'"?stablehlo\.(\w+)"?\(', body) if op != "return"]
    if len(ops) != 1 or init.dtype.kind not in "fiub":
        return False
    kind = init.dtype.kind
    if kind == "b":
        low, high = False, True
    elif kind == "f":
        low, high = -np.inf, np.inf
    else:
        info = np.iinfo(init.dtype)
        low, high = info.min, info.max
    identity = {"add": 0, "or": 0, "xor": 0, "multiply": 1, "maximum": low, "minimum": high,
                "and": True if kind == "b" else -1 if kind == "i" else high}.get(ops[0])  # fmt: skip
    return identity is not None and bool((init == identity).all()) and not (kind == "f" and np.signbit(init).any())


_REDUCERS = {"add": np.add, "multiply": np.multiply, "maximum": np.maximum, "minimum": np.minimum,
             "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}  # fmt: skip


def _reduce_without_init(root: Root) -> np.ndarray | None:
    """What a reduce computes with its init value applied no times (the init value alone for an empty
    reduction): the result `root.index` of its inputs taken as they are where it reduces at most one element,
    else folded by a body of one op of _REDUCERS; None where neither holds or the operands are not known."""
    count = len(root.operands) // 2
    inputs, inits = root.operands[:count], root.operands[count:]
    dims = re.search(r"dimensions = array<i64(?:: ([\d, ]+))?>", root.statement)
    if dims is None or any(x is None for x in root.operands):
        return None
    axes = tuple(int(d) for d in dims[1].split(", ")) if dims[1] else ()
    x = inputs[root.index]
    extent = int(np.prod([x.shape[a] for a in axes]))
    if extent == 0:
        return np.broadcast_to(inits[root.index], root.ours.shape)
    if extent == 1:
        return x.reshape(root.ours.shape)
    ops = [op for op in re.findall(r'"?stablehlo\.(\w+)"?\(', root.statement.partition("({")[2]) if op != "return"]
    if count != 1 or len(ops) != 1 or ops[0] not in _REDUCERS:
        return None
    with np.errstate(all="ignore"):
        return _REDUCERS[ops[0]].reduce(x, axis=axes)


def _reduce_init_not_identity(root: Root) -> bool:
    """A reduce (or select_and_scatter) whose init value is not its body's identity, XLA's result that of no
    init value (as far as it can be computed here: a reduce of at most one element, or by one op)."""
    if root.op == "select_and_scatter":
        init, body = _operand(root, 2), root.statement.split("}, {", 1)[-1]
        return init is None or not _identity(body, init)
    if root.op != "reduce":
        return False
    count = len(root.operands) // 2
    init = root.operands[count + root.index] if len(root.operands) > count + root.index else None
    if init is not None and _identity(root.statement.partition("({")[2], init):
        return False
    alternative = _reduce_without_init(root)
    if alternative is None or alternative.shape != root.xla.shape:
        return False
    bad = root.differing()
    expected, got = alternative[bad], root.xla[bad]
    if got.dtype.kind in "fc":
        return bool(np.isclose(got, expected, rtol=1e-5, atol=0, equal_nan=True).all())
    return bool((got == expected).all())


def _large_reduce_drops_nan(root: Root) -> bool:
    """A max/min reduce whose result XLA gives without the NaN its input holds (ours: NaN)."""
    body = [op for op in re.findall(r'"?stablehlo\.(\w+)"?\(', root.statement.partition("({")[2]) if op != "return"]
    x = _operand(root, 0)
    if root.op != "reduce" or body not in (["maximum"], ["minimum"]) or x is None or x.dtype.kind != "f":
        return False
    bad = root.differing()
    return x.size >= 4096 and bool(np.isnan(root.ours[bad]).all() and not np.isnan(root.xla[bad]).any())


def _reduce_window_padding(root: Root) -> bool:
    """A padded (or base-dilated) reduce_window of one input by one op whose init value is not its identity."""
    init = _operand(root, 1)
    if root.op != "reduce_window" or len(root.operands) != 2 or init is None:
        return False
    body = root.statement.partition("({")[2]
    ops = [op for op in re.findall(r'"?stablehlo\.(\w+)"?\(', body) if op != "return"]
    if ops not in ([op] for op in _REDUCERS) or _identity(body, init):
        return False
    padded = re.search(r"padding = dense<(.*?)>", root.statement)
    dilated = re.search(r"base_dilations = array<i64: ([\d, ]+)>", root.statement)
    return bool((padded and re.search(r"[1-9]", padded[1])) or (dilated and set(dilated[1].split(", ")) != {"1"}))


def _zero_signs_only(root: Root) -> bool:
    """A sum (dot, einsum, ragged_dot, reduction, convolution) that differs from XLA's only in the signs of
    zeros."""
    if root.op not in ("dot", "dot_general", "einsum", "ragged_dot", "reduce", "convolution", "reduce_window"):
        return False
    bad = root.differing()
    return root.ours.shape == root.xla.shape and bool((root.ours[bad] == 0).all() and (root.xla[bad] == 0).all())


def _padded_convolution(root: Root) -> bool:
    """A convolution of non-finite values with padding or lhs dilation."""
    if root.op != "convolution" or not any(_nonfinite(x) for x in root.operands):
        return False
    # The pretty form (pad = [[1, 0]], lhs_dilate = [2]) or the generic one (padding = dense<...>, lhs_dilation =
    # array<i64: 2>).
    padded = re.search(r"pad = \[(.*?)\]\]|padding = dense<(.*?)>", root.statement)
    dilated = re.search(r"lhs_dilate = \[([\d, ]+)\]|lhs_dilation = array<i64: ([\d, ]+)>", root.statement)
    padded = padded and (padded[1] or padded[2])
    dilated = dilated and (dilated[1] or dilated[2])
    return bool((padded and re.search(r"[1-9]", padded)) or (dilated and set(dilated.split(", ")) != {"1"}))


def _convolution_padding(root: Root) -> bool:
    if not _padded_convolution(root):
        return False
    bad = root.differing()
    return bool(np.isnan(root.ours[bad]).all() and not np.isnan(root.xla[bad]).any())


def _grouped(root: Root) -> bool:
    """A convolution of non-finite values with feature_group_count or batch_group_count > 1."""
    if root.op != "convolution" or not any(_nonfinite(x) for x in root.operands):
        return False
    groups = re.findall(r"(?:feature|batch)_group_count = (\d+)", root.statement)
    return any(int(g) > 1 for g in groups)


def _spread(ours: np.ndarray, xla: np.ndarray) -> np.ndarray:
    """Where another group's non-finite values may have reached XLA's result: ours finite, or ours infinite and
    XLA's NaN (an infinity of this group meeting one of the other sign, or a NaN, of another: seed 21019 #250)."""
    return np.isfinite(ours) | (np.isinf(ours) & np.isnan(xla))


def _grouped_convolution(root: Root) -> bool:
    bad = root.differing()
    return _grouped(root) and bool(_spread(root.ours[bad], root.xla[bad]).all())


def _grouped_padded_convolution(root: Root) -> bool:
    """Both: each differing element ours NaN and XLA's not (padding left out) or spread (`_spread`)."""
    if not (_grouped(root) and _padded_convolution(root)):
        return False
    bad = root.differing()
    ours, xla = root.ours[bad], root.xla[bad]
    return bool(((np.isnan(ours) & ~np.isnan(xla)) | _spread(ours, xla)).all())


def _negative_count(root: Root) -> bool:
    """A count_leading_zeros whose XLA result is negative where it differs, or (a type too narrow to hold
    64 - width) that count wrapped: -60 in i4 is 4 where the operand is negative."""
    if root.op != "count_leading_zeros":
        return False
    bad = root.differing()
    if (root.xla[bad] < 0).all():
        return True
    width = re.fullmatch(r"i(\d+)", root.element_type)
    operand = _operand(root, 0)
    if width is None or operand is None or operand.shape != bad.shape:
        return False
    bits = int(width[1])
    wrapped = (-(64 - bits) + 2 ** (bits - 1)) % 2**bits - 2 ** (bits - 1)
    return bool((operand[bad] < 0).all() and (root.xla[bad] == wrapped).all())


def _mulhi_of_the_container(root: Root) -> bool:
    """A chlo.mulhi of i4 (ui4) whose XLA result is the high half of the 8-bit containers' product: the
    product shifted right by 8, not 4."""
    a, b = _operand(root, 0), _operand(root, 1)
    if root.op != "mulhi" or root.element_type not in ("i4", "ui4") or a is None or b is None:
        return False
    bad = root.differing()
    product = a.astype(np.int64) * b.astype(np.int64)
    return a.shape == b.shape == bad.shape and bool((root.xla[bad] == (product >> 8)[bad]).all())


_E8M0_ARITHMETIC = {"subtract": np.subtract, "remainder": np.fmod, "multiply": np.multiply, "divide": np.divide}
"""The element-wise ops of f8E8M0FNU values (all positive) whose exact result can be zero or below 2**-127."""


def _zero_to_e8m0(root: Root) -> bool:
    """A convert to f8E8M0FNU that differs only where the operand is zero, a reduce_precision of f8E8M0FNU
    only where the operand is below the reduced format's smallest normal value (which it rounds or flushes to
    zero), or an op of f8E8M0FNU values (subtract, remainder, multiply, divide) only where its exact result is
    below 2**-127, ours the format's smallest value (2**-127) and XLA's NaN."""
    operand = _operand(root, 0)
    if root.element_type != "f8E8M0FNU" or operand is None or operand.dtype.kind not in "fiu":
        return False
    if root.op in _E8M0_ARITHMETIC:
        other = _operand(root, 1)
        if other is None or other.shape != operand.shape:
            return False
        with np.errstate(all="ignore"):
            operand = _E8M0_ARITHMETIC[root.op](operand.astype(np.float64), other.astype(np.float64))
        operand = np.where(np.isnan(operand), np.inf, operand)
        limit = 2.0**-127
    elif root.op == "convert":
        limit = 0.0
    elif root.op == "reduce_precision":
        bits = re.search(r"exponent_bits = (\d+)", root.statement)
        if bits is None:
            return False
        limit = 2.0 ** (2 - 2 ** (int(bits[1]) - 1))  # 2**(1 - bias), the smallest normal value
    else:
        return False
    bad = root.differing()
    if operand.shape != bad.shape:
        return False
    small = (operand[bad] == 0) | (np.abs(operand[bad].astype(np.float64)) < limit)
    return bool(small.all() and (root.ours[bad] == 2.0**-127).all() and np.isnan(root.xla[bad]).all())


def _constant_unsigned_start_read_as_signed(root: Root) -> bool:
    """A dynamic_slice with a constant unsigned start index past its signed twin's range whose XLA result is
    the slice at the start indices read as signed (that one negative, so clamped to 0)."""
    operands = re.search(r'dynamic_slice"?\(([^)]*)\)', root.statement)
    sizes = re.search(r"slice_sizes = array<i64: ([\d, ]+)>", root.statement)
    operand, indices = _operand(root, 0), root.operands[1:]
    if root.op != "dynamic_slice" or operands is None or sizes is None or operand is None:
        return False
    names = [name.strip() for name in operands[1].split(",")][1:]
    sizes = [int(x) for x in sizes[1].split(",")]
    if len(names) != len(indices) or len(indices) != operand.ndim or any(i is None for i in indices):
        return False
    starts, wrapped = [], False
    for name, index, size, extent in zip(names, indices, sizes, operand.shape):
        index = np.asarray(index)
        if index.dtype.kind == "u" and int(index) >= 2 ** (8 * index.dtype.itemsize - 1):
            if not re.search(rf'{re.escape(name)} = "?stablehlo\.constant', root.program):
                return False
            index, wrapped = index.view(index.dtype.str.replace("u", "i")), True
        starts.append(min(max(int(index), 0), extent - size))
    expected = operand[tuple(slice(start, start + size) for start, size in zip(starts, sizes))]
    if not wrapped or expected.shape != root.xla.shape:
        return False
    same = (expected == root.xla) | (np.isnan(expected) & np.isnan(root.xla) if expected.dtype.kind in "fc" else False)
    return bool(np.all(same))


def _broadcast_operand(root: Root, x: np.ndarray) -> np.ndarray:
    """An operand of `root` at its result's shape: a chlo.broadcast_* op's lower-rank operand placed at its
    broadcast_dimensions (numpy's trailing alignment where the op has none), then size-1 dimensions spread."""
    shape = root.ours.shape
    dims = re.search(r"broadcast_dimensions = array<i64(?::\s*([\d,\s]*))?>", root.statement)
    if x.ndim < len(shape) and dims is not None:
        placed = [int(d) for d in (dims[1] or "").replace(",", " ").split()]
        expanded = [1] * len(shape)
        for size, d in zip(x.shape, placed):
            expanded[d] = size
        x = x.reshape(expanded)
    return np.broadcast_to(x, shape)


def _zeta_at_infinity(root: Root) -> bool:
    """A chlo.zeta that differs only where x is +inf, XLA's result NaN and ours not."""
    x = _operand(root, 0)
    if root.op not in ("zeta", "broadcast_zeta") or x is None:
        return False
    bad = root.differing()
    at = _broadcast_operand(root, x)[bad]
    ours_finite_or_infinite = not np.isnan(root.ours[bad]).any()
    return bool(bad.any() and (at == np.inf).all() and np.isnan(root.xla[bad]).all() and ours_finite_or_infinite)


def _power_exponent_bits(root: Root) -> bool:
    """An integer power (stablehlo.power, chlo.broadcast_power) that differs only where the exponent is 64 or
    more."""
    exponent = _operand(root, 1)
    if root.op not in ("power", "broadcast_power") or exponent is None or exponent.dtype.kind not in "iu":
        return False
    bad = root.differing()
    return bool((_broadcast_operand(root, exponent)[bad].astype(np.float64) >= 64).all())


_POWER = re.compile(r'(%[\w#]+) = "?stablehlo\.power"?\((%[\w#]+), (%[\w#]+)\)')


def _divide_by_power(root: Root) -> bool:
    """A signed integer divide whose divisor is a stablehlo.power of values known here, differing only where
    XLA's result is the dividend times the power of the negated exponent (wrapping), |exponent| below 64."""
    dividend = _operand(root, 0)
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    if root.op != "divide" or root.ours.dtype.kind != "i" or dividend is None or len(names) != 2:
        return False
    power = next((m for m in _POWER.finditer(root.program) if m[1] == names[1]), None)
    base, exponent = (root.values.get(power[2]), root.values.get(power[3])) if power else (None, None)
    if base is None or exponent is None or base.dtype != root.ours.dtype or exponent.dtype != base.dtype:
        return False
    from aiopt.reference.hlo.elementwise import _int_power

    shape = root.ours.shape
    with np.errstate(all="ignore"):
        negated = np.negative(np.broadcast_to(exponent, shape))
        rewritten = np.broadcast_to(dividend, shape) * _int_power(np.broadcast_to(base, shape), negated)
    bad = root.differing()
    small = np.abs(negated[bad].astype(np.int64)) < 64
    return root.xla.shape == shape and bool((small & (root.xla[bad] == rewritten[bad])).all())


def _reduce_scatter_drops_nan(root: Root) -> bool:
    """A max/min reduce_scatter of floats that differs only where ours is NaN and XLA's is the body's identity
    (-inf for maximum, inf for minimum)."""
    body = [op for op in re.findall(r'"?stablehlo\.(\w+)"?\(', root.statement.partition("({")[2]) if op != "return"]
    if root.op != "reduce_scatter" or body not in (["maximum"], ["minimum"]) or root.ours.dtype.kind != "f":
        return False
    bad = root.differing()
    identity = -np.inf if body == ["maximum"] else np.inf
    return bool(np.isnan(root.ours[bad]).all() and (root.xla[bad] == identity).all())


_TRANSPOSE = re.compile(
    r'"?stablehlo\.transpose"?\(%[\w#]+\) <\{permutation = array<i64: ([\d, ]+)>\}> : \(tensor<((?:\d+x)*)\w+>\)'
)


def _total_order_key(x: np.ndarray) -> np.ndarray:
    """Integers that order floats as compare's TOTALORDER does (-NaN < -inf < ... < -0 < +0 < ... < NaN)."""
    bits = x.view({2: np.int16, 4: np.int32, 8: np.int64}[x.dtype.itemsize]).astype(np.int64)
    magnitude = bits & ((1 << (8 * x.dtype.itemsize - 1)) - 1)
    return np.where(bits < 0, -magnitude - 1, magnitude)


def _totalorder_constant_in_transposed_layout(root: Root) -> bool:
    """A TOTALORDER compare of a value and a constant whose XLA result is the compare with the constant's
    elements read in the layout of a transpose of the program (one of matching result shape): XLA's
    np.transpose(c.reshape(transpose operand's shape), permutation) in place of c."""
    if root.op != "compare" or "comparison_type TOTALORDER" not in root.statement or len(root.operands) != 2:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    constant = [bool(re.search(re.escape(n) + r' = "?stablehlo\.constant"?[ (]', root.program)) for n in names]
    if len(names) != 2 or constant.count(True) != 1 or any(x is None or x.dtype.kind != "f" for x in root.operands):
        return False
    direction = re.search(r"comparison_direction (\w+)", root.statement)
    compare = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal, "GT": np.greater,
               "GE": np.greater_equal}.get(direction[1] if direction else "")  # fmt: skip
    at = constant.index(True)
    value, c = root.operands[1 - at], root.operands[at]
    if compare is None or value.shape != c.shape or root.ours.shape != c.shape:
        return False
    for permutation, dims in _TRANSPOSE.findall(root.program):
        perm = [int(p) for p in permutation.replace(",", " ").split()]
        shape = tuple(int(d) for d in dims.split("x") if d)
        if len(shape) != c.ndim or math.prod(shape) != c.size or tuple(shape[p] for p in perm) != c.shape:
            continue
        moved = np.transpose(c.reshape(shape), perm)
        keys = [_total_order_key(x) for x in ((value, moved) if at == 1 else (moved, value))]
        if (compare(*keys) == root.xla).all():
            return True
    return False


def _constant_operands(root: Root) -> bool:
    """Whether every operand of `root` is defined by a stablehlo.constant of @main (what XLA's constant folder
    computes, not its compiled code)."""
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    return bool(names) and all(
        re.search(re.escape(name) + r' = "?stablehlo\.constant"?[ (]', root.program) for name in names
    )


def _folded_from_constants(root: Root) -> bool:
    """Whether every operand of `root` is computed from stablehlo.constants alone by ops of @main without
    regions (what XLA's constant folder computes, not its compiled code)."""
    statements = {m[1]: m[2] for m in re.finditer(r"^  (%[\w]+) = (.*)$", root.program, re.M)}

    def folded(name: str, depth: int = 0) -> bool:
        statement = statements.get(name.split("#")[0])
        if statement is None or depth > 50 or "({" in statement:
            return False
        if re.match(r'"?stablehlo\.constant"?[ (]', statement):
            return True
        names = re.findall(r"%[\w#]+", statement.partition("(")[2].partition(")")[0])
        return bool(names) and all(folded(n, depth + 1) for n in names)

    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    return bool(names) and all(folded(n) for n in names)


def _folded_infinity_to_f4_zero(root: Root) -> bool:
    """A convert to f4E2M1FN of a value computed from constants that differs only where the operand is
    infinite, ours the format's largest magnitude of its sign (6) and XLA's a zero."""
    operand = _operand(root, 0)
    if root.op != "convert" or root.element_type != "f4E2M1FN" or operand is None or operand.dtype.kind != "f":
        return False
    bad = root.differing()
    at = np.broadcast_to(operand, bad.shape)[bad]
    return (
        _folded_from_constants(root)
        and bool(np.isinf(at).all() and (root.ours[bad] == np.copysign(6.0, at)).all())
        and bool((root.xla[bad] == 0).all())
    )


def _converted_from_an_integer(program: str, name: str, prefix: str) -> bool:
    """Whether `name` is a convert to a type starting with `prefix` of an integer, or of a float that is itself
    (through converts to floats) an integer's convert."""
    found = re.search(re.escape(name) + r' = "?stablehlo\.convert"?\((%[\w#]+)\) : \(tensor<(?:[\d?]+x)*(\w+)>\) -> '
                      r"tensor<(?:[\d?]+x)*(\w+)>", program)  # fmt: skip
    if found is None or not found[3].startswith(prefix):
        return False
    return bool(re.fullmatch(r"u?i\d+", found[2])) or _converted_from_an_integer(program, found[1], found[2][:1])


def _integer_overflowed_to_f8_nan_to_unsigned_max(root: Root) -> bool:
    """A convert to an unsigned integer type of an f8 value that is NaN because a convert of an integer (directly, or through
    converts to wider floats) overflowed the format, that differs only there, ours 0 (as any NaN converts) and XLA's the type's largest
    value."""
    operand = _operand(root, 0)
    if root.op != "convert" or not root.element_type.startswith("ui") or operand is None:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    if not names or not _converted_from_an_integer(root.program, names[0], "f8"):
        return False
    bad = root.differing()
    at = np.broadcast_to(operand, bad.shape)[bad]
    largest = 2 ** int(root.element_type[2:]) - 1  # (ui4 is held in a uint8)
    return bool(np.isnan(at).all() and (root.ours[bad] == 0).all() and (root.xla[bad] == largest).all())


def _zero_addend_dropped(root: Root) -> bool:
    """An add of a constant zero (either side) or a subtract of one, that differs only where the other operand
    is -0.0, ours +0.0 (IEEE: -0 + 0 and -0 - -0 are +0) and XLA's -0.0 (the operand as it is)."""
    if root.op not in ("add", "subtract") or root.ours.dtype.kind != "f" or len(root.operands) != 2:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    sides = (1,) if root.op == "subtract" else (0, 1)
    bad = root.differing()
    for side in sides:
        zero, other = root.operands[side], root.operands[1 - side]
        if zero is None or other is None or len(names) != 2:
            continue
        constant = re.search(re.escape(names[side]) + r' = "?stablehlo\.constant"?[ (]', root.program)
        if not constant or not (np.asarray(zero) == 0).all():
            continue
        at = np.broadcast_to(other, bad.shape)[bad]
        if ((at == 0) & np.signbit(at)).all() and (root.ours[bad] == 0).all() and not np.signbit(root.ours[bad]).any() \
                and (root.xla[bad] == 0).all() and np.signbit(root.xla[bad]).all():  # fmt: skip
            return True
    return False


def _folded_power_of_minus_one(root: Root) -> bool:
    """A power of signed integer constants (or of values computed from constants alone, which XLA folds too: a
    broadcast_in_dim of a constant exponent, seed 22701 #202) that differs only where -1 is raised to a negative
    exponent, which XLA's constant folder makes 0."""
    base, exponent = _operand(root, 0), _operand(root, 1)
    if root.op != "power" or root.ours.dtype.kind != "i" or base is None or exponent is None:
        return False
    bad = root.differing()
    base, exponent = np.broadcast_to(base, bad.shape)[bad], np.broadcast_to(exponent, bad.shape)[bad]
    return _folded_from_constants(root) and bool(((base == -1) & (exponent < 0) & (root.xla[bad] == 0)).all())


def _folded_convolution_overflow(root: Root) -> bool:
    """A signed integer convolution of constants that differs only where XLA gives the type's smallest value."""
    if root.op != "convolution" or root.ours.dtype.kind != "i" or not _constant_operands(root):
        return False
    bad = root.differing()
    return root.ours.shape == root.xla.shape and bool((root.xla[bad] == np.iinfo(root.xla.dtype).min).all())


_C99_FUNCTIONS = ("exponential", "log", "sqrt", "rsqrt", "logistic", "abs")
"""Complex functions whose values at non-finite operands are C99's here (docs/dialects.md; cosine, sine, tan, tanh
take XLA's, log_plus_one and exponential_minus_one compute XLA's formulas); logistic is C99's exp and quotient
(logistic(-inf + inf i) is 0, XLA's NaN + NaN i), abs C99's cabs, hypot (|NaN + inf i| is inf, XLA's NaN: seed
21015 #45)."""


def _complex_nonfinite(root: Root) -> bool:
    operand = _operand(root, 0)
    if root.op not in _C99_FUNCTIONS or operand is None or operand.dtype.kind != "c":
        return False
    bad = root.differing()
    at = np.broadcast_to(operand, bad.shape)[bad]
    # A -0 imaginary part puts a negative real operand on the lower side of sqrt's (log's) branch cut: C99.
    on_cut = (np.imag(at) == 0) & np.signbit(np.imag(at)) & (np.real(at) < 0)
    return bool((~np.isfinite(at) | on_cut).all())


def _complex_contraction_nan(root: Root) -> bool:
    """A complex dot_general (dot) that differs only where XLA gives NaN + NaN i and our sum of products has an
    infinite (or NaN) part."""
    if root.op not in ("dot_general", "dot") or root.ours.dtype.kind != "c" or root.ours.shape != root.xla.shape:
        return False
    bad = root.differing()
    ours, xla = root.ours[bad], root.xla[bad]
    return bool((np.isnan(xla.real) & np.isnan(xla.imag) & ~np.isfinite(ours)).all())


def _round_exact(x: Fraction, dtype: type) -> np.floating:
    """The exact value `x` rounded once to `dtype` (f32 or f64), to nearest even, beyond the largest value inf."""
    try:
        wide = float(x)  # correctly rounded to f64
    except OverflowError:
        return dtype(-math.inf if x < 0 else math.inf)
    narrow = dtype(wide)
    if Fraction(wide) == x or not np.isfinite(narrow) or Fraction(float(narrow)) == Fraction(wide):
        return narrow
    # `wide` lies strictly between two values of `dtype`: only a tie there can round twice wrongly.
    other = np.nextafter(narrow, dtype(math.copysign(math.inf, wide - float(narrow))))
    if 2 * Fraction(wide) != Fraction(float(narrow)) + Fraction(float(other)):
        return narrow
    return narrow if (x > Fraction(wide)) == (float(narrow) > wide) else other


def _fma(a: np.floating, b: np.floating, c: np.floating) -> np.floating:
    """a * b + c rounded once (IEEE-754 fusedMultiplyAdd), in the type of a, b and c."""
    dtype = type(a)
    with np.errstate(all="ignore"):
        if not (np.isfinite(a) and np.isfinite(b)):
            return a * b + c
        if not np.isfinite(c):
            return c
    exact = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    if exact == 0:  # an exact zero sum is -0 only where both addends are -0
        negative = (a * b == 0) and (np.signbit(a) != np.signbit(b)) and bool(np.signbit(c))
        return dtype(-0.0 if negative else 0.0)
    return _round_exact(exact, dtype)


def _complex_multiply_contracted(root: Root) -> bool:
    """A complex multiply that differs only where each of XLA's parts is the spec's (ac - bd, ad + bc, each
    step rounded) or one of its products fused with the sum (an FMA): fma(a, c, -bd) or fma(-b, d, ac), and
    fma(a, d, bc) or fma(b, c, ad)."""
    x, y = _operand(root, 0), _operand(root, 1)
    if root.op != "multiply" or root.ours.dtype.kind != "c" or x is None or y is None:
        return False
    if root.ours.shape != root.xla.shape:
        return False
    bad = root.differing()
    x, y = np.broadcast_to(x, bad.shape)[bad], np.broadcast_to(y, bad.shape)[bad]

    def same(p: np.floating, q: np.floating) -> bool:
        return bool((np.isnan(p) and np.isnan(q)) or (p == q and np.signbit(p) == np.signbit(q)))

    with np.errstate(all="ignore"):
        for u, v, xla in zip(x, y, root.xla[bad]):
            a, b, c, d = u.real, u.imag, v.real, v.imag
            reals = (a * c - b * d, _fma(a, c, -(b * d)), _fma(-b, d, a * c))
            imags = (a * d + b * c, _fma(a, d, b * c), _fma(b, c, a * d))
            if not (any(same(xla.real, r) for r in reals) and any(same(xla.imag, i) for i in imags)):
                return False
    return True


def _integer_to_bf16_through_f32(root: Root) -> bool:
    """An integer -> bf16 convert that differs only where XLA's value is the integer rounded to f32, then to
    bf16 (two roundings)."""
    operand = _operand(root, 0)
    if root.op != "convert" or root.element_type != "bf16" or operand is None or operand.dtype.kind not in "iu":
        return False
    from aiopt.reference.hlo import round_to_bf16

    bad = root.differing()
    twice = round_to_bf16(np.broadcast_to(operand, bad.shape)[bad].astype(np.float32))
    return bool((root.xla[bad] == twice).all())


def _f64_to_bf16_through_flushed_f32(root: Root) -> bool:
    """An f64 -> bf16 convert that differs only where the operand is below f32's smallest normal number and XLA
    gives a zero (ours: bf16's smallest normal number, or a subnormal the comparison flushes)."""
    operand = _operand(root, 0)
    if root.op != "convert" or root.element_type != "bf16" or operand is None or operand.dtype != np.float64:
        return False
    bad = root.differing()
    at = np.broadcast_to(operand, bad.shape)[bad]
    return bool(((np.abs(at) < np.finfo(np.float32).tiny) & (root.xla[bad] == 0)).all())


_ELEMENT_DTYPES = {"f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64}


def _divide_by_reciprocal(root: Root) -> bool:
    """A float divide whose divisor is a constant or a broadcast (a broadcast_in_dim, or the lower-shape divisor
    of a chlo.broadcast_divide), differing only by an ulp or two: XLA's x * (1 / y)."""
    dtype = _ELEMENT_DTYPES.get(root.element_type)
    if root.op not in ("divide", "broadcast_divide") or dtype is None or root.ours.shape != root.xla.shape:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    divisor = _operand(root, 1)
    if root.op == "broadcast_divide":
        if len(names) != 2 or divisor is None or divisor.shape == root.ours.shape:
            return False
    elif len(names) != 2 or not re.search(
        re.escape(names[1]) + r' = "?stablehlo\.(?:constant|broadcast_in_dim)"?[ (]', root.program
    ):
        return False
    bad = root.differing()
    ours, xla = root.ours[bad].astype(dtype), root.xla[bad].astype(dtype)
    ulp = np.spacing(np.abs(ours)) * (2.0**16 if root.element_type == "bf16" else 1.0)  # bf16 held in f32
    with np.errstate(all="ignore"):
        return bool((np.isfinite(ours) & np.isfinite(xla) & (np.abs(ours - xla) <= 2 * ulp)).all())


_ROUNDING_OPS = ("add", "subtract", "multiply", "divide", "sqrt", "rsqrt", "power", "remainder", "atan2")
"""Float ops whose result is rounded to their element type (maximum, negate, abs... are exact)."""


def _half_kept_in_f32(root: Root) -> bool:
    """An f16 or bf16 op rounding its result whose operand another such op of @main computed, differing by one
    ulp at most: XLA computes f16/bf16 ops in f32 and drops the f32 -> f16 -> f32 converts between them (its
    simplify-fp-conversions), so the operand it reads is the unrounded f32 value."""
    if root.element_type not in ("f16", "bf16") or root.op not in _ROUNDING_OPS or root.ours.shape != root.xla.shape:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    rounded = "|".join(_ROUNDING_OPS)
    if not any(re.search(re.escape(n) + rf' = "?stablehlo\.(?:{rounded})"?[ (].*-> tensor<(?:[\d?]+x)*{root.element_type}>$',
                         root.program, re.M) for n in names):  # fmt: skip
        return False
    bad = root.differing()
    dtype = _ELEMENT_DTYPES[root.element_type]
    ours, xla = root.ours[bad].astype(dtype), root.xla[bad].astype(dtype)
    ulp = np.spacing(np.abs(ours)) * (2.0**16 if root.element_type == "bf16" else 1.0)  # bf16 held in f32
    with np.errstate(all="ignore"):
        return bool((np.isfinite(ours) & np.isfinite(xla) & (np.abs(ours - xla) <= ulp)).all())


def _boolean_add_wraps(root: Root) -> bool:
    """A boolean add that differs only where both operands are true, ours true (OR), XLA's false."""
    a, b = _operand(root, 0), _operand(root, 1)
    if root.op != "add" or root.element_type != "i1" or a is None or b is None:
        return False
    bad = root.differing()
    a, b = np.broadcast_to(a, bad.shape)[bad], np.broadcast_to(b, bad.shape)[bad]
    return bool((a & b & root.ours[bad] & ~root.xla[bad]).all())


def _f4_largest_to_integer(root: Root) -> bool:
    operand = _operand(root, 0)
    if root.op != "convert" or operand is None or not re.search(r"\(tensor<[^>]*f4E2M1FN>\) ->", root.statement):
        return False
    bad = root.differing()
    return root.ours.dtype.kind in "iu" and bool((np.abs(np.broadcast_to(operand, bad.shape)[bad]) == 6).all())


def _map_contraction(root: Root) -> bool:
    if root.op != "map" or root.ours.dtype.kind != "f" or root.ours.shape != root.xla.shape:
        return False
    bad = root.differing()
    ours, xla = root.ours[bad].astype(np.float64), root.xla[bad].astype(np.float64)
    spacing = np.spacing(np.maximum(np.abs(root.ours[bad]), np.abs(root.xla[bad]))).astype(np.float64)
    return bool((np.abs(ours - xla) <= 2 * spacing).all())


_CONVERT_OF_I1 = r' = "?stablehlo\.convert"?[ (].*: \(tensor<(?:[\d?]+x)*i1>\)'
"""What follows a value's name where a convert from i1 (of any shape) defines it."""


def _multiply_by_converted_pred(root: Root) -> bool:
    """A float multiply of a convert from i1 where XLA gives +0 and the spec's product of 0 is NaN (0 * inf,
    0 * NaN) or -0 (0 times a negative number): XLA's select(pred, x, 0) in place of the product."""
    if root.op != "multiply" or root.ours.dtype.kind != "f" or root.ours.shape != root.xla.shape:
        return False
    names = re.findall(r"%[\w#]+", root.statement.partition("(")[2].partition(")")[0])
    bad = root.differing()
    for k, name in enumerate(names[:2]):
        pred, other = _operand(root, k), _operand(root, 1 - k)
        defined = re.search(re.escape(name) + _CONVERT_OF_I1, root.program)
        if defined is None or pred is None or other is None:
            continue
        pred, other = np.broadcast_to(pred, bad.shape)[bad], np.broadcast_to(other, bad.shape)[bad]
        xla, ours = root.xla[bad], root.ours[bad]
        zero_product = np.isnan(ours) & ~np.isfinite(other) | (ours == 0) & np.signbit(ours)
        if bool(((pred == 0) & (xla == 0) & ~np.signbit(xla) & zero_product).all()):
            return True
    return False


KNOWN_XLA_DEVIATIONS: list[XlaDeviation] = [
    XlaDeviation(
        "set_dimension_size: XLA returns the bounded buffer",
        "set_dimension_size is one of the 'Dynamism' ops the spec does not specify (openxla/stablehlo#8); XLA "
        "returns its operand's static-size buffer (elements past the set size included, garbage in its "
        "dynamic dimensions), here or in the results of ops that read its value (a convert of it), the "
        "interpreter the first `size` elements (mhlo's definition)",
        lambda r: r.op == "set_dimension_size" or ("set_dimension_size" in r.program and r.ours.shape != r.xla.shape),
    ),
    XlaDeviation(
        "subnormal intermediate values flushed",
        "XLA's CPU code flushes subnormal numbers to zero; the spec's float ops are IEEE-754's, which keep them "
        "(an f64 -> f32 -> f64 convert of 2e-45, a bf16 product then `power`, a while condition's compare with a "
        "subnormal constant: seed 20907 #287)",
        lambda r: any(_has_subnormals(x) for x in [*r.operands, *r.captured]),
    ),
    XlaDeviation(
        "f64 to bf16 through a flushed f32",
        "spec, convert: one rounding of the f64 value to bf16, whose smallest normal number is f32's: 1.1754942e-38 "
        "rounds up to it; XLA converts through f32, where the value is subnormal and flushed to zero, and gives 0 "
        "(seed 21014 #338, a convert_edges value)",
        _f64_to_bf16_through_flushed_f32,
    ),
    XlaDeviation(
        "reduce: init value applied fewer times",
        "spec, reduce: the schedule is 'interspersed with an implementation-defined amount of init_values'; "
        "with an init value that is not the body's identity, XLA applies it fewer times than the interpreter "
        "(none for a reduce over no dimension or one of size 1; the interpreter once): both are the spec's",
        _reduce_init_not_identity,
    ),
    XlaDeviation(
        "large max/min reduce: NaN dropped",
        "spec, maximum (minimum): NaN if an operand is NaN, so a reduce by it of an input holding a NaN is NaN; "
        "XLA's reduce of 4096 elements or more (2048 and fewer are right) leaves NaNs out, even with "
        "--xla_cpu_enable_fast_min_max=false (seed 20500 #248: 37279x3 f32 with NaNs gave inf)",
        _large_reduce_drops_nan,
    ),
    XlaDeviation(
        "max/min reduce_scatter: NaN dropped",
        "spec, reduce_scatter: each result element is the computation (maximum, minimum: NaN if an operand is "
        "NaN) of the process group's values; XLA's CPU reduce_scatter gives the body's identity (-inf for "
        "maximum) for a NaN, even in a group of one and with --xla_cpu_enable_fast_min_max=false; its "
        "all_reduce propagates NaN (seed 22000 #134: a convolution's NaN, max reduce_scatter gave -inf)",
        _reduce_scatter_drops_nan,
    ),
    XlaDeviation(
        "TOTALORDER compare with a constant in a transposed layout",
        "spec, compare: result[i] = compare(lhs[i], rhs[i]) in the total order; XLA's CPU code compares a "
        "transposed value (or a select of one) with a constant whose elements it reads in the transposed layout: "
        "compare(transpose(a, p), c) gives compare(transpose(a, p), transpose(reshape(c, shape(a)), p)); "
        "FLOAT compares, and constants given as arguments, are right (seed 22002 #227; 2x3 -> 3x2 reproduces it)",
        _totalorder_constant_in_transposed_layout,
    ),
    XlaDeviation(
        "reduce_window: padding left out",
        "spec, reduce_window: padded_inputs = pad(inputs, init_values, padding, base_dilations - 1), each "
        "window then reduced with init_values; XLA leaves padded and base-dilation elements out of a window "
        "and applies the init value once (one spec schedule while a window holds at most one of them)",
        _reduce_window_padding,
    ),
    XlaDeviation(
        "sum of negative zeros: -0 (init applied no times)",
        "spec, dot_general: dot_product = reduce(products, init_values=[constant(0)], add), and reduce's count "
        "of init values is implementation-defined: XLA sums -0 products to -0 (no +0 init), the interpreter "
        "to +0 (one); einsum, which the spec leaves unspecified (to be removed), is such a dot_general "
        "(seed 20800 #134: einsum 'bac,dea->bdce' with a contraction of size 1)",
        _zero_signs_only,
    ),
    XlaDeviation(
        "convolution: padding left out (0 * inf)",
        "spec, convolution: padded_lhs = pad(lhs, 0, lhs_padding, lhs_dilation - 1), so a padded 0 times an "
        "infinite weight is NaN; XLA leaves padding and dilation holes out of the products",
        _convolution_padding,
    ),
    XlaDeviation(
        "grouped convolution: non-finite values spread across groups",
        "spec, convolution with feature_group_count (batch_group_count) > 1: each group's results read only "
        "that group's inputs; XLA spreads a NaN or infinity of one group's inputs into other groups' results "
        "(seed 9105 #395, checked against a direct loop)",
        _grouped_convolution,
    ),
    XlaDeviation(
        "grouped convolution with padding: both of the above",
        "the two rules above on one convolution: XLA leaves its padding out of the products (a finite value "
        "where the spec's 0 * NaN is NaN) and spreads a NaN of one group into another group's results (seed "
        "20801 #289: feature_group_count 2, pad and dilations; ours equals a direct loop of the spec's "
        "definition)",
        _grouped_padded_convolution,
    ),
    XlaDeviation(
        "popcnt of i4 counts the 8-bit container",
        "spec, popcnt: the number of bits set in the operand (4 bits for i4); XLA counts the bits of the "
        "sign-extended 8-bit value holding a negative i4 (popcnt(-6 : i4) is 6, not 2)",
        lambda r: r.op == "popcnt" and r.element_type == "i4",
    ),
    XlaDeviation(
        "mulhi of i4: the high half of the 8-bit container's product",
        "CHLO spec, mulhi: the high 4 bits of the 8-bit product of two i4 (ui4) values; XLA multiplies the "
        "8-bit containers and gives the high 8 bits of their 16-bit product (mulhi(-8, 3 : i4) is -1, not -2; "
        "seed 22004 #116)",
        _mulhi_of_the_container,
    ),
    XlaDeviation(
        "zero to f8E8M0FNU: NaN, not the smallest value",
        "spec, convert: a float-to-float conversion of a value the result type cannot hold is TBD "
        "(openxla/stablehlo#180); f8E8M0FNU has no zero, and the interpreter and compiled code convert 0 to its "
        "smallest value 2**-127 as LLVM's APFloat does (its normalize makes a zero the smallest normalized "
        "value where the format has no zero), XLA (and ml_dtypes) to NaN (seed 22014 #120: a NaN where "
        "2**-127 then converted to f8E4M3FNUZ is 0); a reduce_precision of f8E8M0FNU values alike where it "
        "rounds one to zero (seed 22301 #358: 2**-9 with exponent_bits 3), and a subtract, remainder, multiply "
        "or divide of f8E8M0FNU values whose exact result is 0 or below 2**-127 (seed 22801 #199: "
        "remainder(2**-10, 2**-10))",
        _zero_to_e8m0,
    ),
    XlaDeviation(
        "dynamic_slice at a constant unsigned start index: read as signed",
        "spec, dynamic_slice: each start index is clamped to [0, size - slice size] as the integer it is (an "
        "unsigned one of 2**31 or more is large, so the last slice); XLA reads a constant unsigned start index "
        "past the signed range as its signed twin's negative value, clamped to 0 (seed 22329 #65: "
        "4294967295 : ui32 gave the first element; the same index as an argument gives the last, as here)",
        _constant_unsigned_start_read_as_signed,
    ),
    XlaDeviation(
        "count_leading_zeros of constants: negative counts",
        "spec, count_leading_zeros: the number of leading zero bits (0 for a negative operand); XLA's constant "
        "folder gives clz of the 64-bit sign extension minus 48 (-48 for a negative i16 constant); the same "
        "op on an argument is right (seed 20403 #176); in i4, -60 wraps to 4 (seed 22003 #117)",
        _negative_count,
    ),
    XlaDeviation(
        "integer power: exponent's low 6 bits only",
        "spec, power: integer exponentiation; XLA computes it from the exponent's low 6 bits (power(-7, 64) "
        "is 1), and chlo.broadcast_power as well (seed 22000 #160: ui8 5^254 gave 0)",
        _power_exponent_bits,
    ),
    XlaDeviation(
        "integer divide by a power: times the power of the negated exponent",
        "spec, divide: integer division (a divisor of 0 gives -1 in the interpreter and XLA's own divide), "
        "and power: integer exponentiation, so a / power(b, c) is the quotient; XLA's algebraic simplifier "
        "rewrites A / pow(B, C) to A * pow(B, -C), a rule for floats, on integers too (seed 23500 #310: i32 "
        "139865647 / power(-7, 1) gave 0, not -19980806; 6 / power(-7, -3) gave -2058, 6 * (-7)^3)",
        _divide_by_power,
    ),
    XlaDeviation(
        "integer power of constants: -1 to a negative exponent is 0",
        "spec, power: integer exponentiation, so (-1)^n is 1 for an even n and -1 for an odd one, negative or "
        "not (the interpreter; XLA's compiled code gives them too); XLA's constant folder gives 0 for -1 to "
        "any negative exponent (seed 21001 #140: power(-1, -1) and power(-1, -2147483648) of i32 constants)",
        _folded_power_of_minus_one,
    ),
    XlaDeviation(
        "integer convolution of constants: overflowing sums are the smallest value",
        "spec, convolution: a dot_product of integers, whose sums wrap (two's complement); XLA's constant "
        "folder gives the type's smallest value where a sum overflows (-5 * 813728774 + 3 in i32: -2147483648, "
        "not 226323429); its compiled code wraps, as the interpreter (seed 21004 #39, checked with jax)",
        _folded_convolution_overflow,
    ),
    XlaDeviation(
        "rng_bit_generator of signed integers: unsigned results",
        "spec, rng_bit_generator: output of any integer type, filled with random bits; XLA gives a signed "
        "output (tensor<5x4xi16>) the unsigned type of its bits (u16: its buffer comes back as uint16, and a "
        "convert of it to f32 gives 63939 where the bits are -1597; seed 20500 #165)",
        lambda r: r.op == "rng_bit_generator" and r.ours.dtype.kind == "i" and r.xla.dtype.kind == "u"
        and r.ours.shape == r.xla.shape and bool((r.xla.view(r.ours.dtype) == r.ours).all()),
    ),
    XlaDeviation(
        "convert of f4E2M1FN's largest value to integers saturates",
        "spec, convert: a float converted to an integer type loses its fractional part (6.0 : f4E2M1FN is 6); "
        "XLA gives +-6 (f4E2M1FN's largest magnitude) as the integer type's largest and smallest values "
        "(2147483647 for i32; the f8 types' largest values convert right; seed 20601 #52)",
        _f4_largest_to_integer,
    ),
    XlaDeviation(
        "reduce_precision(mantissa_bits = 0) keeps NaN",
        "spec, reduce_precision (and the StableHLO interpreter's test): a NaN whose payload is in the dropped "
        "mantissa bits becomes infinity with mantissa_bits = 0; XLA keeps it NaN (seed 9201 #640)",
        lambda r: r.op == "reduce_precision" and "mantissa_bits = 0 " in r.statement,
    ),
    XlaDeviation(
        "map body: multiply-add contracted",
        "the spec rounds each op of a map body; XLA contracts a multiply and an add into one rounding (1 ulp, "
        "seed 9214 #675)",
        _map_contraction,
    ),
    XlaDeviation(
        "multiply by a converted i1: a select",
        "spec, multiply: IEEE-754 multiplication for floats, so convert(false) * inf is NaN and convert(false) * -1 "
        "is -0; XLA's algebraic simplifier rewrites multiply(convert(pred), x) to select(pred, x, 0), which gives "
        "+0 (seed 20907 #7: jax.jit of p.astype(f64) * x, its optimized HLO a select)",
        _multiply_by_converted_pred,
    ),
    XlaDeviation(
        "complex dot_general: NaN + NaN i where the sum has an infinite part",
        "spec, dot_general: a sum of the spec's complex products (ac - bd) + (ad + bc) i, so (-2 - i)^2 + (inf + i) "
        "* (-1 + 0i) is -inf + NaN i and a sum with (inf - i)(-1 + i) -inf + inf i (the interpreter, compiled "
        "code; the StableHLO interpreter's std::complex products); XLA's complex contractions give NaN + NaN i "
        "(seed 21013 #202, batched, and 21021 #54; its jnp.matmul of the first's rows gives -inf + NaN i)",
        _complex_contraction_nan,
    ),
    XlaDeviation(
        "complex multiply: products fused into the sums (FMA)",
        "spec, multiply: complex multiplication, the StableHLO interpreter's std::complex product "
        "(ac - bd) + (ad + bc) i with each product and sum rounded (the interpreter, compiled code); XLA's CPU "
        "code emits that formula and LLVM contracts one product of each part into an FMA, so a product that "
        "overflows alone does not: (1e30 + 1e30 i)(1e30 - 1e30 i) in complex64 is inf - inf i (ours inf + NaN i), "
        "(3e38 + 3e38 i)^2 -inf + inf i (ours NaN + inf i), and in complex128 2e60 - 8.8e43 i (ours 2e60 + 0i)",
        _complex_multiply_contracted,
    ),
    XlaDeviation(
        "float divide by a constant or broadcast: multiplied by its reciprocal",
        "spec, divide: IEEE-754 division, one rounding; XLA's algebraic simplifier rewrites x / c and "
        "x / broadcast(y) to x * (1 / c), two roundings in the element type (seed 21905 #149: an f64 divide by "
        "a constant 1 ulp off; #65: -7 / -3 in f16 is 2.332, the quotient 2.334)",
        _divide_by_reciprocal,
    ),
    XlaDeviation(
        "f16/bf16 op of an f16/bf16 op: the operand kept in f32",
        "spec: each op's result is rounded to its element type, so divide(divide(a, b), c) in f16 rounds a / b "
        "to f16 first; XLA's CPU code computes f16 and bf16 ops in f32 and its simplify-fp-conversions removes "
        "the f32 -> f16 -> f32 converts between fused ops, so the second op reads the unrounded quotient (seed "
        "22715 #114: 6.104e-05 / 0.00036 / 0.1 in f16 is 1.696 rounding each op, 1.695 in XLA, as in f32 "
        "rounded once); one ulp at most",
        _half_kept_in_f32,
    ),
    XlaDeviation(
        "boolean add: true + true is false",
        "spec, add: logical OR for booleans, so true + true is true (the interpreter, compiled code; XLA's "
        "compiled code of argument operands too); XLA gives false for an add of constants (seed 21905 #199: "
        "or then add of i1 constants)",
        _boolean_add_wraps,
    ),
    XlaDeviation(
        "integer to bf16 rounded twice (through f32)",
        "spec, convert: an integer converted to a float type is rounded once (the StableHLO interpreter's "
        "APFloat::convertFromAPInt, to nearest even): 16842753 (2^24 + 2^16 + 1) is bf16's 16908288; XLA rounds "
        "it to f32 first (16842752, a bf16 tie) and gives 16777216 (seed 21902 #278, convert_edges from ui32)",
        _integer_to_bf16_through_f32,
    ),
    XlaDeviation(
        "constant infinity to f4E2M1FN folded to zero",
        "spec, convert: a float-to-float conversion of a value the result type cannot hold is TBD "
        "(openxla/stablehlo#180); f4E2M1FN has no infinity, and the interpreter and compiled code give an "
        "infinity the format's largest magnitude of its sign (+-6, as ml_dtypes and XLA's compiled code do); "
        "XLA's constant folder gives 0 (seed 22513 #8: a bf16 constant's inf, #36: a ui8 constant's 255 "
        "through f8E3M4's inf)",
        _folded_infinity_to_f4_zero,
    ),
    XlaDeviation(
        "integer overflowing f8 to NaN then to an unsigned type: the largest value",
        "spec, convert: a NaN converted to an integer is TBD (openxla/stablehlo#180); the interpreter and "
        "compiled code give 0 for every NaN, as XLA does for an f8 NaN argument or one of a float's convert; "
        "where the f8 NaN is an integer's convert (or a convert of one to a float) that overflowed the format "
        "(65519 to f8E4M3FNUZ), XLA "
        "converts it on to an unsigned type as the type's largest value (seed 22513 #22: i64 -> "
        "f8E4M3B11FNUZ -> ui64, #42: through f8E4M3FNUZ; 22529 #66 and #165: to ui4, from ui16 and ui8)",
        _integer_overflowed_to_f8_nan_to_unsigned_max,
    ),
    XlaDeviation(
        "add (subtract) of a constant zero: the other operand, -0 kept",
        "spec, add and subtract: IEEE-754 addition, so -0.0 + 0.0 and -0.0 - (-0.0) are +0.0; XLA's algebraic "
        "simplifier rewrites x + 0 and x - 0 to x for a constant zero of either sign and gives -0.0 (seed 22528 "
        "#40: fold_bait's x - splat(-0.0) of f16; jax.jit(lambda a: a + 0.0) of -0.0 is -0.0 too)",
        _zero_addend_dropped,
    ),
    XlaDeviation(
        "zeta at x = +inf: NaN",
        "chlo.zeta(x, q) is the Hurwitz zeta function, the sum over k >= 0 of (q + k)^-x; at x = +inf its terms "
        "are (q + k)^-inf (IEEE pow: +inf for |q + k| < 1, 1 for q + k = 1), so the interpreter and compiled "
        "code give inf for 0 < q < 1 and 1 for q = 1 (scipy.special.zeta's values); XLA's series (chlo's "
        "decomposition) multiplies an infinite term by zero and gives NaN (seed 22600 #52: zeta(inf, 0.825))",
        _zeta_at_infinity,
    ),
    XlaDeviation(
        "complex functions at infinite or NaN parts",
        "the spec defines complex exp, log, sqrt, rsqrt, ... without their values at infinite or NaN parts or "
        "the side of a branch cut a signed zero picks; the interpreter and compiled code give C99 Annex G's "
        "(numpy's: exp(inf + inf i) = inf + NaN i, sqrt(NaN + inf i) = inf + inf i, sqrt(-1 - 0i) = -i, "
        "|NaN + inf i| = inf), XLA its formulas' (NaN + NaN i, NaN + NaN i, +i, NaN); see docs/dialects.md",
        _complex_nonfinite,
    ),
]
"""Each entry: what XLA computes otherwise, why the difference is XLA's (a spec rule it departs from) or the
spec's (a choice it leaves open), and a test of a root. The first that matches names the root."""


def explain(root: Root) -> str | None:
    """The name of the first known XLA deviation that explains `root`, or None."""
    for deviation in KNOWN_XLA_DEVIATIONS:
        try:
            if deviation.matches(root):
                return deviation.name
        except (ValueError, TypeError, IndexError):
            continue
    return None
