"""Folders and canonicalization patterns of the `index` dialect, after upstream's `IndexOps.cpp`.

An index op folds only where its value does not depend on the target's index
width: ops whose low 32 bits depend only on the operands' low 32 bits (add,
mul, shl by less than 32, bitwise ops) always fold; the others fold when the
64-bit result truncated to 32 bits is the 32-bit result:

    %a = index.constant 8589934592
    %b = index.constant 2
    %q = index.divs %a, %b      (stays: 4294967296 in 64 bits, 0 in 32 bits)
    %s = index.add %a, %b       ->   %s = index.constant 8589934594

Folded values become `index.constant` and `index.bool.constant`, as upstream's
dialect materializes them.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import cf
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import index
from aiopt.transforms.canonicalize_arith import constant_values

Calculate = Callable[[int, int, int], int | None]
"""An op's value on operands given as unsigned `bits`-wide integers, as one (None: it does not fold)."""


def _signed(value: int, bits: int) -> int:
    value %= 1 << bits
    return value - (1 << bits) if value >> (bits - 1) else value


def _wrap(value: int, bits: int) -> int:
    return value % (1 << bits)


def _sdiv(n: int, m: int, bits: int) -> int:
    """APInt's `sdiv`: the quotient rounded toward zero, wrapped."""
    a, b = _signed(n, bits), _signed(m, bits)
    quotient = abs(a) // abs(b)
    return _wrap(quotient if (a < 0) == (b < 0) else -quotient, bits)


def _ceildivs(n: int, m: int, bits: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    m_positive = _signed(m, bits) > 0
    if (_signed(n, bits) > 0) != m_positive:
        return _wrap(-_signed(_sdiv(_wrap(-n, bits), m, bits), bits), bits)
    x = -1 if m_positive else 1
    return _wrap(_sdiv(_wrap(n + x, bits), m, bits) + 1, bits)


def _floordivs(n: int, m: int, bits: int) -> int | None:
    if m == 0:
        return None
    if n == 0:
        return n
    m_negative = _signed(m, bits) < 0
    if (_signed(n, bits) < 0) == m_negative:
        return _sdiv(n, m, bits)
    x = 1 if m_negative else -1
    return _wrap(-1 - _signed(_sdiv(_wrap(x - n, bits), m, bits), bits), bits)


def _srem(n: int, m: int, bits: int) -> int | None:
    if m == 0:
        return None
    a, b = _signed(n, bits), _signed(m, bits)
    remainder = abs(a) % abs(b)
    return _wrap(-remainder if a < 0 else remainder, bits)


def _shift_amount_ok(m: int) -> bool:
    # A shift by 32 or more is undefined on a 32-bit target.
    return m < 32


UNCHECKED: dict[str, Calculate] = {
    "index.add": lambda n, m, bits: _wrap(n + m, bits),
    "index.sub": lambda n, m, bits: _wrap(n - m, bits),
    "index.mul": lambda n, m, bits: _wrap(n * m, bits),
    "index.shl": lambda n, m, bits: _wrap(n << m, bits) if _shift_amount_ok(m) else None,
    "index.and": lambda n, m, bits: n & m,
    "index.or": lambda n, m, bits: n | m,
    "index.xor": lambda n, m, bits: n ^ m,
}
"""Ops whose value truncated to 32 bits is their value on truncated operands (upstream's `foldBinaryOpUnchecked`)."""

CHECKED: dict[str, Calculate] = {
    "index.divs": lambda n, m, bits: _sdiv(n, m, bits) if m else None,
    "index.divu": lambda n, m, bits: n // m if m else None,
    "index.ceildivs": _ceildivs,
    "index.ceildivu": lambda n, m, bits: None if m == 0 else n if n == 0 else (n - 1) // m + 1,
    "index.floordivs": _floordivs,
    "index.rems": _srem,
    "index.remu": lambda n, m, bits: n % m if m else None,
    "index.maxs": lambda n, m, bits: n if _signed(n, bits) > _signed(m, bits) else m,
    "index.maxu": lambda n, m, bits: n if n > m else m,
    "index.mins": lambda n, m, bits: n if _signed(n, bits) < _signed(m, bits) else m,
    "index.minu": lambda n, m, bits: n if n < m else m,
    "index.shrs": lambda n, m, bits: _wrap(_signed(n, bits) >> m, bits) if _shift_amount_ok(m) else None,
    "index.shru": lambda n, m, bits: n >> m if _shift_amount_ok(m) else None,
}
"""Ops folded only where the 64-bit value truncated to 32 bits is the 32-bit one (`foldBinaryOpChecked`)."""

ASSOCIATIVE = frozenset(
    {"index.add", "index.mul", "index.maxs", "index.maxu", "index.mins", "index.minu"}
    | {"index.and", "index.or", "index.xor"}
)
"""The ops upstream canonicalizes `op(op(v, c1), c2)` of (`canonicalizeAssociativeCommutativeBinaryOp`)."""


def _constant(value: SSAValue) -> int | None:
    """The value of an index (or integer) constant operand."""
    found = constant_values(value)
    return found[1][0] if found is not None and len(found[1]) == 1 and isinstance(found[1][0], int) else None


def fold_binary(name: str, lhs: int, rhs: int) -> int | None:
    """The signed 64-bit value of index op `name` on constant operands, or None where it does not fold."""
    calculate = UNCHECKED.get(name) or CHECKED.get(name)
    if calculate is None:
        return None
    result64 = calculate(_wrap(lhs, 64), _wrap(rhs, 64), 64)
    if result64 is None:
        return None
    if name in CHECKED:
        result32 = calculate(_wrap(lhs, 32), _wrap(rhs, 32), 32)
        if result32 is None or _wrap(result64, 32) != result32:
            return None
    return _signed(result64, 64)


class FoldIndexBinaryOp(RewritePattern):
    """An index binary op of constants is a constant where the target's width cannot change it; add or
    sub of 0 and mul by 1 are their left operand, mul by 0 is 0 (upstream's folders)."""

    op_types = tuple(index.BINARY_OPS.values())

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        lhs, rhs = _constant(op.lhs), _constant(op.rhs)
        if lhs is not None and rhs is not None:
            folded = fold_binary(op.name, lhs, rhs)
            if folded is not None:
                rewriter.replace(op, index.ConstantOp(folded))
                return
        if rhs == 0 and op.name in ("index.add", "index.sub"):
            rewriter.replace(op, [], [op.lhs])
        elif rhs == 1 and op.name == "index.mul":
            rewriter.replace(op, [], [op.lhs])
        elif rhs == 0 and op.name == "index.mul":
            rewriter.replace(op, index.ConstantOp(0))


class ReassociateIndexConstants(RewritePattern):
    """`op(op(v, c1), c2)` of an associative and commutative index op is `op(v, op(c2, c1))` where the
    constants fold (upstream's `canonicalizeAssociativeCommutativeBinaryOp`):

        %0 = index.add %v, %c1
        %1 = index.add %0, %c2     ->    %1 = index.add %v, %c3   (%c3 = c2 + c1)
    """

    op_types = tuple(index.BINARY_OPS[name.split(".")[1]] for name in sorted(ASSOCIATIVE))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or (outer := _constant(op.rhs)) is None:
            return
        inner_op = op.lhs.op if isinstance(op.lhs, OpResult) else None
        if type(inner_op) is not type(op) or (inner := _constant(inner_op.rhs)) is None:
            return
        folded = fold_binary(op.name, outer, inner)
        if folded is None:
            return
        constant = index.ConstantOp(folded)
        rewriter.replace(op, [constant, type(op)(inner_op.lhs, constant.result)])


class CommuteIndexConstantToRight(RewritePattern):
    """A commutative index op takes its constant operand on the right (the fold upstream's greedy driver
    does for every op marked `Commutative`)."""

    op_types = tuple(index.BINARY_OPS[name.split(".")[1]] for name in sorted(ASSOCIATIVE))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, self.op_types) and _constant(op.lhs) is not None and _constant(op.rhs) is None:
            op.operands = (op.rhs, op.lhs)
            rewriter.notify_op_modified(op)


_PREDICATES: dict[str, Callable[[int, int, int], bool]] = {
    "eq": lambda a, b, bits: a == b,
    "ne": lambda a, b, bits: a != b,
    "slt": lambda a, b, bits: _signed(a, bits) < _signed(b, bits),
    "sle": lambda a, b, bits: _signed(a, bits) <= _signed(b, bits),
    "sgt": lambda a, b, bits: _signed(a, bits) > _signed(b, bits),
    "sge": lambda a, b, bits: _signed(a, bits) >= _signed(b, bits),
    "ult": lambda a, b, bits: a < b,
    "ule": lambda a, b, bits: a <= b,
    "ugt": lambda a, b, bits: a > b,
    "uge": lambda a, b, bits: a >= b,
}
_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
            "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule"}  # fmt: skip
_SAME_ARGS = {"eq": True, "sge": True, "sle": True, "uge": True, "ule": True,
              "ne": False, "sgt": False, "slt": False, "ugt": False, "ult": False}  # fmt: skip


def _range(kind: str, bound: int, bits: int) -> tuple[int, int, int, int]:
    """Upstream's `ConstantIntRanges` (signed min, signed max, unsigned min, unsigned max) of
    min/max(x, bound) for `kind` one of mins, minu, maxs, maxu."""
    top = (1 << bits) - 1
    signed_min, signed_max = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if kind in ("index.mins", "index.maxs"):
        low, high = (signed_min, _signed(bound, bits)) if kind == "index.mins" else (_signed(bound, bits), signed_max)
        same_sign = (low < 0) == (high < 0)
        unsigned = (_wrap(low, bits), _wrap(high, bits)) if same_sign else (0, top)
        return low, high, *unsigned
    low, high = (0, bound) if kind == "index.minu" else (bound, top)
    same_half = (low >> (bits - 1)) == (high >> (bits - 1))
    signed = (_signed(low, bits), _signed(high, bits)) if same_half else (signed_min, signed_max)
    return *signed, low, high


def _statically_true(pred: str, lhs: tuple[int, int, int, int], rhs: int, bits: int) -> bool:
    """Upstream's `isStaticallyTrue` of a range against a constant."""
    smin, smax, umin, umax = lhs
    s, u = _signed(rhs, bits), rhs
    if pred == "eq":
        return (umin == umax and umin == u) or (smin == smax and smin == s)
    if pred == "ne":
        return (_statically_true("slt", lhs, rhs, bits) or _statically_true("sgt", lhs, rhs, bits)) and (
            _statically_true("ult", lhs, rhs, bits) or _statically_true("ugt", lhs, rhs, bits)
        )
    return {
        "sle": smax <= s, "slt": smax < s, "ule": umax <= u, "ult": umax < u,
        "sge": smin >= s, "sgt": smin > s, "uge": umin >= u, "ugt": umin > u,
    }[pred]  # fmt: skip


def _cmp_of_min_max(kind: str, bound: int, rhs: int, pred: str, bits: int) -> bool | None:
    lhs = _range(kind, _wrap(bound, bits), bits)
    if _statically_true(pred, lhs, _wrap(rhs, bits), bits):
        return True
    if _statically_true(_INVERSE[pred], lhs, _wrap(rhs, bits), bits):
        return False
    return None


def fold_cmp(op: index.CmpOp) -> bool | None:
    """Upstream's `CmpOp::fold`: constants compared alike at 64 and 32 bits, a min/max with a constant
    against a constant, or a value against itself."""
    pred = op.pred.data.value
    lhs, rhs = _constant(op.lhs), _constant(op.rhs)
    if lhs is not None and rhs is not None:
        result64 = _PREDICATES[pred](_wrap(lhs, 64), _wrap(rhs, 64), 64)
        if result64 == _PREDICATES[pred](_wrap(lhs, 32), _wrap(rhs, 32), 32):
            return result64
    inner = op.lhs.op if isinstance(op.lhs, OpResult) else None
    if inner is not None and inner.name in ("index.mins", "index.minu", "index.maxs", "index.maxu") and rhs is not None:
        bound = _constant(inner.operands[1])
        if bound is not None:
            result64 = _cmp_of_min_max(inner.name, bound, rhs, pred, 64)
            result32 = _cmp_of_min_max(inner.name, bound, rhs, pred, 32)
            if result64 is not None and result64 == result32:
                return result64
    if op.lhs is op.rhs:
        return _SAME_ARGS[pred]
    return None


class FoldIndexCmp(RewritePattern):
    """An index.cmp whose value is known is an index.bool.constant (see `fold_cmp`)."""

    op_types = (index.CmpOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, index.CmpOp) and (value := fold_cmp(op)) is not None:
            rewriter.replace(op, index.BoolConstantOp(value))


class CmpOfSubAndZero(RewritePattern):
    """`cmp(sub(x, y), 0)` is `cmp(x, y)` and `cmp(0, sub(x, y))` is `cmp(y, x)` (upstream's
    `CmpOp::canonicalize`)."""

    op_types = (index.CmpOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, index.CmpOp):
            return
        rhs_zero, lhs_zero = _constant(op.rhs) == 0, _constant(op.lhs) == 0
        if not rhs_zero and not lhs_zero:
            return
        sub = (op.lhs if rhs_zero else op.rhs).owner
        if not isinstance(sub, index.BINARY_OPS["sub"]):
            return
        operands = (sub.lhs, sub.rhs) if rhs_zero else (sub.rhs, sub.lhs)
        rewriter.replace(op, index.CmpOp(op.pred.data, *operands))


class FoldIndexCast(RewritePattern):
    """An index.casts/castu of a constant to index is the 64-bit extension or truncation of it (upstream's
    `foldCastOp`; a cast from index folds upstream too, but the index dialect materializes only index
    constants, so it stays):

        %c = arith.constant -1000 : i48
        %i = index.casts %c : i48 to index     ->   %i = index.constant -1000
    """

    op_types = (index.CastSOp, index.CastUOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not isinstance(op.output.type, IndexType):
            return
        found = constant_values(op.input)
        if found is None or len(found[1]) != 1 or not isinstance(found[0], IntegerType):
            return
        bits = found[0].width.data
        value = _signed(found[1][0], bits) if isinstance(op, index.CastSOp) else _wrap(found[1][0], bits)
        rewriter.replace(op, index.ConstantOp(_signed(value, 64)))


class EraseAssertOfIndexTrue(RewritePattern):
    """A `cf.assert` of `index.bool.constant true` is erased (upstream's `AssertOp` canonicalization matches any
    constant true; xDSL's `AssertTrue` only an `arith.constant`): the checks of a linalg op on static sizes
    (generate-runtime-verification) fold to it.

        %t = index.bool.constant true
        cf.assert %t, "..."             ->   (erased)
    """

    op_types = (cf.AssertOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, cf.AssertOp) and isinstance(owner := op.arg.owner, index.BoolConstantOp):
            if owner.value.value.data:
                rewriter.erase(op)


def populate_index_canonicalization_patterns() -> list[RewritePattern]:
    """The `index` folders and patterns `canonicalize` adds."""
    return [
        CommuteIndexConstantToRight(),
        FoldIndexBinaryOp(),
        ReassociateIndexConstants(),
        FoldIndexCmp(),
        CmpOfSubAndZero(),
        FoldIndexCast(),
        EraseAssertOfIndexTrue(),
    ]
