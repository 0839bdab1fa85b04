"""`--chlo-legalize-to-mhlo`: rewrite every chlo op as mhlo ops.

Broadcasting binary ops become `mhlo.broadcast_in_dim` of each operand that
does not already have the result shape, then the element-wise mhlo op:

    %r = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>

becomes

    %0 = "mhlo.broadcast_in_dim"(%b) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
        : (tensor<4xf32>) -> tensor<2x4xf32>
    %r = mhlo.add %a, %0 : tensor<2x4xf32>

With dynamic result sizes (upstream computes them with `shape.broadcast`
under a `shape.cstr_broadcastable` witness) they are computed with mhlo
ops into a `tensor<Nxi32>` extent vector for
`mhlo.dynamic_broadcast_in_dim`: a static size is a constant, a size that
one operand alone decides is its `mhlo.get_dimension_size`, and where two
operands' dynamic sizes meet, numpy's rule picks the one that is not 1,
`select(a == 1, b, a)`. Sizes are reshaped to `tensor<1xi32>` and
concatenated. The pass assumes the operands broadcast; it emits no run-time
check. A constant of a dynamic shape (`chlo.constant_like`, and the
decompositions' constants) is broadcast to the `shape.shape_of` of the value
it is like, as upstream's (the pipelines' `convert-shape-to-std` lowers it).

Special functions (erf, lgamma, zeta, tan, ...) are decomposed by the
patterns of `chlo_special_math`, included here. The rank-specialization
helpers become mhlo (`minimum_broadcast_shapes`, `dynamic_reshape`) or are
dissolved (a `rank_specialization_cluster` is inlined). A chlo op left over
(unranked operands, which upstream's mhlo does not take, or options that
leave it) fails the pass with
`failed to legalize operation 'chlo.X' that was explicitly marked illegal`,
located at the op, as MLIR's partial conversion reports it.

Options, as upstream's `chlo-legalize-to-hlo`:
- `legalize-broadcasts=false` converts only what needs no broadcast: binary
  ops and selects whose operands all have the result's static shape, and
  constant_like of a static shape (upstream leaves all of them);
- `expand-compositions=false` leaves the decompositions out (constant,
  is_inf, conj, square, top_k, ragged_dot, special functions);
  chlo.next_after, chlo.polygamma and chlo.zeta are then legal and stay.

Beyond upstream, any `broadcast_dimensions` is honoured (upstream takes only
numpy's trailing placement), and rank_specialization_cluster, which upstream
lowers with a separate pass, is inlined here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import groupby

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ComplexType,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import chlo, mhlo
from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.shape_ops import constant_ints
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    ElementKind,
    element_kind,
    element_type_of,
    shape_of,
    with_element_type,
)
from aiopt.dialects.shape import ShapeOfOp
from aiopt.lowering import mhlo_to_linalg_top_k
from aiopt.lowering.chlo_special_math import populate_chlo_special_math_patterns
from aiopt.support.conversion import ConversionTarget
from aiopt.support.dense_elements import from_values
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.registry import option
from aiopt.support.rewriting import InheritLocation

MHLO = mhlo.OPS
Size = int | SSAValue
"""A dimension size: known (an int) or computed at run time (a `tensor<i32>`)."""


# ---------------------------------------------------------------------------
# IR-building helpers: each inserts before the matched op and returns its value


def _insert(rewriter: PatternRewriter, op: Operation) -> SSAValue:
    """Insert `op` before the matched op; return its first result."""
    return rewriter.insert(op).results[0]


def _constant(rewriter: PatternRewriter, values: Sequence, type_: TensorType) -> SSAValue:
    """An mhlo.constant of `type_` holding `values` (a single value fills the tensor, stored once when large)."""
    return _insert(rewriter, MHLO["constant"](from_values(type_, list(values))))


def _zero(element_type: Attribute) -> int | tuple[int, int]:
    return (0, 0) if isinstance(element_type, ComplexType) else 0


def _is_static(type_: Attribute) -> bool:
    shape = shape_of(type_)
    return shape is not None and DYNAMIC not in shape


def _dimension_sizes(rewriter: PatternRewriter, value: SSAValue) -> list[Size]:
    """The sizes of a ranked tensor: its static sizes, and `mhlo.get_dimension_size` for each `?`."""
    return [
        _insert(rewriter, MHLO["get_dimension_size"](value, dim)) if size == DYNAMIC else size
        for dim, size in enumerate(shape_of(value.type))
    ]


def _shape_tensor(rewriter: PatternRewriter, sizes: Sequence[Size]) -> SSAValue:
    """A `tensor<Nxi32>` of `sizes`: runs of known sizes are constants, computed ones are reshaped to
    `tensor<1xi32>`, and the pieces are concatenated."""
    pieces: list[SSAValue] = []
    for known, run in groupby(sizes, key=lambda size: isinstance(size, int)):
        run = list(run)
        if known:
            pieces.append(_constant(rewriter, run, TensorType(i32, [len(run)])))
        else:
            pieces.extend(_insert(rewriter, MHLO["reshape"](size, TensorType(i32, [1]))) for size in run)
    return pieces[0] if len(pieces) == 1 else _insert(rewriter, MHLO["concatenate"](pieces, 0))


def _splat_like(rewriter: PatternRewriter, value: float, result_type: TensorType, like: SSAValue) -> SSAValue:
    """`value` in every element of `result_type`, which has like's shape: a splat constant when the
    shape is static, else a scalar constant broadcast to like's `shape.shape_of`, as upstream's:

        %c = mhlo.constant dense<1.000000e+00> : tensor<f32>
        %s = shape.shape_of %like : tensor<?x4xf32> -> tensor<2xindex>
        %r = "mhlo.dynamic_broadcast_in_dim"(%c, %s) <{broadcast_dimensions = dense<> : tensor<0xi64>}>
            : (tensor<f32>, tensor<2xindex>) -> tensor<?x4xf32>
    """
    if _is_static(result_type):
        return _constant(rewriter, [value], result_type)
    scalar = _constant(rewriter, [value], TensorType(result_type.get_element_type(), []))
    sizes = _insert(rewriter, ShapeOfOp(like))
    return _insert(rewriter, MHLO["dynamic_broadcast_in_dim"](scalar, sizes, [], result_type))


# ---------------------------------------------------------------------------
# Broadcasting


@dataclass(frozen=True)
class _Broadcast:
    """Operands, the result dimension each of their dimensions becomes, and the result shape."""

    operands: tuple[SSAValue, ...]
    dims: tuple[tuple[int, ...], ...]
    shape: tuple[int, ...]

    def sources(self, result_dim: int) -> Iterator[tuple[SSAValue, int]]:
        """The (operand, operand dimension) pairs that broadcast into `result_dim`."""
        for value, dims in zip(self.operands, self.dims):
            for dim, target in enumerate(dims):
                if target == result_dim:
                    yield value, dim

    def keeps(self, index: int) -> bool:
        """Whether operand `index` already has the result shape at run time.

        Its type must be the result's, dimension for dimension, and each of its
        `?` sizes must meet only sizes of 1 in the other operands.
        """
        value, dims = self.operands[index], self.dims[index]
        if shape_of(value.type) != self.shape or dims != tuple(range(len(self.shape))):
            return False
        return all(
            (other is value and dim == result_dim) or shape_of(other.type)[dim] == 1
            for result_dim, size in enumerate(self.shape)
            if size == DYNAMIC
            for other, dim in self.sources(result_dim)
        )

    def needs_no_broadcast(self) -> bool:
        """Whether the result shape is static and every operand has it."""
        return DYNAMIC not in self.shape and all(map(self.keeps, range(len(self.operands))))

    def extents(self, rewriter: PatternRewriter) -> list[Size]:
        """The size of each result dimension: the size other than 1 among those broadcast into it."""
        extents: list[Size] = []
        for result_dim in range(len(self.shape)):
            sources = list(self.sources(result_dim))
            known = [shape_of(v.type)[d] for v, d in sources if shape_of(v.type)[d] not in (1, DYNAMIC)]
            dynamic = [(v, d) for v, d in sources if shape_of(v.type)[d] == DYNAMIC]
            if known or not dynamic:
                extents.append(known[0] if known else 1)
                continue
            extent = _insert(rewriter, MHLO["get_dimension_size"](*dynamic[0]))
            for value, dim in dynamic[1:]:
                other = _insert(rewriter, MHLO["get_dimension_size"](value, dim))
                one = _constant(rewriter, [1], TensorType(i32, []))
                is_one = _insert(rewriter, MHLO["compare"](extent, one, "EQ"))
                extent = _insert(rewriter, MHLO["select"](is_one, other, extent))
            extents.append(extent)
        return extents

    def apply(self, rewriter: PatternRewriter) -> list[SSAValue]:
        """The operands broadcast to the result shape: mhlo.broadcast_in_dim when it is static,
        mhlo.dynamic_broadcast_in_dim to the computed extents when not."""
        static = DYNAMIC not in self.shape
        output_dimensions: SSAValue | None = None
        broadcast: list[SSAValue] = []
        for index, (value, dims) in enumerate(zip(self.operands, self.dims)):
            if self.keeps(index):
                broadcast.append(value)
                continue
            target = TensorType(element_type_of(value.type), self.shape)
            if static:
                broadcast.append(_insert(rewriter, MHLO["broadcast_in_dim"](value, dims, target)))
                continue
            if output_dimensions is None:
                output_dimensions = _shape_tensor(rewriter, self.extents(rewriter))
            broadcast_op = MHLO["dynamic_broadcast_in_dim"](value, output_dimensions, dims, target)
            broadcast.append(_insert(rewriter, broadcast_op))
        return broadcast


def _numpy_dims(value: SSAValue, rank: int) -> tuple[int, ...]:
    """numpy's broadcast: the operand's dimensions are the trailing ones of the result."""
    return tuple(range(rank - len(shape_of(value.type)), rank))


def _binary_broadcast(op: chlo.BroadcastBinaryOp) -> _Broadcast | None:
    """How a broadcasting binary op's operands broadcast; None unless all types are ranked."""
    lhs, rhs, result = op.lhs.type, op.rhs.type, op.result.type
    if not all(isinstance(t, TensorType) for t in (lhs, rhs, result)):
        return None
    shape = shape_of(result)
    if op.dimensions is None:
        dims = (_numpy_dims(op.lhs, len(shape)), _numpy_dims(op.rhs, len(shape)))
    else:
        # broadcast_dimensions places the lower-rank operand (lhs on equal ranks) in the other.
        identity = tuple(range(len(shape)))
        lhs_is_small = lhs.get_num_dims() <= rhs.get_num_dims()
        dims = (op.dimensions, identity) if lhs_is_small else (identity, op.dimensions)
    return _Broadcast((op.lhs, op.rhs), dims, shape)


ElementwiseBuilder = Callable[[chlo.BroadcastBinaryOp, SSAValue, SSAValue], Operation]
"""Builds the element-wise op of a broadcasting op from its broadcast operands."""

def _mhlo_binary(mnemonic: str) -> ElementwiseBuilder:
    return lambda op, lhs, rhs: MHLO[mnemonic](lhs, rhs, op.result.type)


def _mhlo_compare(op: chlo.BroadcastCompareOp, lhs: SSAValue, rhs: SSAValue) -> Operation:
    compare_type = None if op.compare_type is None else enum_value(op.compare_type)
    return MHLO["compare"](lhs, rhs, op.direction, compare_type)


ELEMENTWISE_OF: dict[type[chlo.BroadcastBinaryOp], ElementwiseBuilder] = {
    chlo.BroadcastAddOp: _mhlo_binary("add"),
    chlo.BroadcastAndOp: _mhlo_binary("and"),
    chlo.BroadcastAtan2Op: _mhlo_binary("atan2"),
    chlo.BroadcastComplexOp: _mhlo_binary("complex"),
    chlo.BroadcastDivOp: _mhlo_binary("divide"),
    chlo.BroadcastMaxOp: _mhlo_binary("maximum"),
    chlo.BroadcastMinOp: _mhlo_binary("minimum"),
    chlo.BroadcastMulOp: _mhlo_binary("multiply"),
    chlo.BroadcastOrOp: _mhlo_binary("or"),
    chlo.BroadcastPowOp: _mhlo_binary("power"),
    chlo.BroadcastRemOp: _mhlo_binary("remainder"),
    chlo.BroadcastShiftLeftOp: _mhlo_binary("shift_left"),
    chlo.BroadcastShiftRightArithmeticOp: _mhlo_binary("shift_right_arithmetic"),
    chlo.BroadcastShiftRightLogicalOp: _mhlo_binary("shift_right_logical"),
    chlo.BroadcastSubOp: _mhlo_binary("subtract"),
    chlo.BroadcastXorOp: _mhlo_binary("xor"),
    chlo.BroadcastCompareOp: _mhlo_compare,
    # No mhlo counterparts: the element-wise chlo ops, which the special-math patterns decompose.
    chlo.BroadcastNextAfterOp: lambda op, lhs, rhs: chlo.NextAfterOp(lhs, rhs),
    chlo.BroadcastPolygammaOp: lambda op, lhs, rhs: chlo.PolygammaOp(lhs, rhs),
    chlo.BroadcastZetaOp: lambda op, lhs, rhs: chlo.ZetaOp(lhs, rhs),
}
"""The element-wise op that each broadcasting binary op applies once its operands are broadcast."""


@dataclass(frozen=True)
class BroadcastBinaryOpToMhlo(RewritePattern):
    """Broadcast the operands of one kind of broadcasting binary op, then apply its element-wise op.

        %r = chlo.broadcast_multiply %a, %b : (tensor<?x4xf32>, tensor<4xf32>) -> tensor<?x4xf32>

    becomes (lhs alone decides dimension 0, so it keeps its shape)

        %d0 = "mhlo.get_dimension_size"(%a) <{dimension = 0 : i64}> : (tensor<?x4xf32>) -> tensor<i32>
        %s0 = mhlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
        %s1 = mhlo.constant dense<4> : tensor<1xi32>
        %s = "mhlo.concatenate"(%s0, %s1) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
        %b2 = "mhlo.dynamic_broadcast_in_dim"(%b, %s) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
            : (tensor<4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
        %r = mhlo.multiply %a, %b2 : tensor<?x4xf32>
    """

    source: type[chlo.BroadcastBinaryOp]
    legalize_broadcasts: bool

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if type(op) is not self.source:
            return
        broadcast = _binary_broadcast(op)
        if broadcast is None or not (self.legalize_broadcasts or broadcast.needs_no_broadcast()):
            return
        lhs, rhs = broadcast.apply(rewriter)
        rewriter.replace(op, ELEMENTWISE_OF[self.source](op, lhs, rhs))


@dataclass(frozen=True)
class BroadcastSelectToMhlo(RewritePattern):
    """Broadcast on_true and on_false (and pred unless it is a scalar) numpy-style, then mhlo.select.

        %r = chlo.broadcast_select %p, %t, %f : (tensor<i1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>

    becomes

        %f2 = "mhlo.broadcast_in_dim"(%f) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
            : (tensor<3xf32>) -> tensor<2x3xf32>
        %r = mhlo.select %p, %t, %f2 : tensor<i1>, tensor<2x3xf32>
    """

    legalize_broadcasts: bool

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.BroadcastSelectOp, rewriter: PatternRewriter) -> None:
        if not all(isinstance(t, TensorType) for t in (*op.operand_types, op.result.type)):
            return
        shape = shape_of(op.result.type)
        # mhlo.select takes a scalar pred as it is.
        operands = (op.on_true, op.on_false) if shape_of(op.pred.type) == () else (op.pred, op.on_true, op.on_false)
        broadcast = _Broadcast(operands, tuple(_numpy_dims(v, len(shape)) for v in operands), shape)
        if not (self.legalize_broadcasts or broadcast.needs_no_broadcast()):
            return
        *pred, on_true, on_false = broadcast.apply(rewriter)
        rewriter.replace(op, MHLO["select"](pred[0] if pred else op.pred, on_true, on_false))


@dataclass(frozen=True)
class ConstantLikeToMhlo(RewritePattern):
    """A splat constant of the operand's shape; a scalar constant broadcast to it when that is dynamic.

        %c = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<2xf32>) -> tensor<2xf32>

    becomes

        %c = mhlo.constant dense<1.000000e+00> : tensor<2xf32>
    """

    legalize_broadcasts: bool

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.ConstantLikeOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        if not isinstance(op.value, (IntegerAttr, FloatAttr)) or not isinstance(result_type, TensorType):
            return
        # A dynamic shape is broadcast to, from the operand's sizes.
        if not _is_static(result_type) and not (self.legalize_broadcasts and isinstance(op.operand.type, TensorType)):
            return
        rewriter.replace(op, (), [_splat_like(rewriter, op.value.value.data, result_type, op.operand)])


# ---------------------------------------------------------------------------
# Decompositions (expand-compositions)


class ConstantToMhlo(RewritePattern):
    """`chlo.constant dense<...>` is `mhlo.constant dense<...>`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.ConstantOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, MHLO["constant"](op.value))


INF_TESTS: dict[type[chlo.UnaryChloOp], tuple[bool, float]] = {
    chlo.IsInfOp: (True, float("inf")),
    chlo.IsPosInfOp: (False, float("inf")),
    chlo.IsNegInfOp: (False, float("-inf")),
}
"""For each infinity test: whether it compares |x|, and the infinity it compares with."""


@dataclass(frozen=True)
class InfTestToCompare(RewritePattern):
    """is_inf(x) = |x| == +inf, is_pos_inf(x) = x == +inf, is_neg_inf(x) = x == -inf.

        %r = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>

    becomes

        %a = mhlo.abs %x : tensor<4xf32>
        %inf = mhlo.constant dense<0x7F800000> : tensor<4xf32>
        %r = mhlo.compare  EQ, %a, %inf : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    """

    source: type[chlo.UnaryChloOp]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if type(op) is not self.source or not isinstance(op.operand.type, TensorType):
            return
        takes_abs, infinity = INF_TESTS[self.source]
        x = _insert(rewriter, MHLO["abs"](op.operand)) if takes_abs else op.operand
        rewriter.replace(op, MHLO["compare"](x, _splat_like(rewriter, infinity, x.type, x), "EQ"))


class ConjToMhlo(RewritePattern):
    """conj(z) = complex(real(z), -imag(z)); conj of a float is the float.

        %r = chlo.conj %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>

    becomes

        %re = mhlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
        %im = mhlo.imag %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
        %neg = mhlo.negate %im : tensor<4xf32>
        %r = mhlo.complex %re, %neg : tensor<4xcomplex<f32>>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.ConjOp, rewriter: PatternRewriter) -> None:
        z = op.operand
        if not isinstance(z.type, TensorType):
            return
        if element_kind(element_type_of(z.type)) is not ElementKind.COMPLEX:
            rewriter.replace(op, (), [z])
            return
        real = _insert(rewriter, MHLO["real"](z))
        negated = _insert(rewriter, MHLO["negate"](_insert(rewriter, MHLO["imag"](z))))
        rewriter.replace(op, MHLO["complex"](real, negated, op.result.type))


class SquareToMhlo(RewritePattern):
    """square(x) = x * x; for complex z = a + bi, ((a - b)(a + b), ab + ab), which keeps the real part
    accurate where |a| and |b| are close. Where they are equal the real part is +0, as upstream makes it
    (the product is -0 for a = -b); |product| gives that +0 without a constant.

        %r = chlo.square %x : tensor<4xf32> -> tensor<4xf32>

    becomes

        %r = mhlo.multiply %x, %x : tensor<4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.SquareOp, rewriter: PatternRewriter) -> None:
        z = op.operand
        if not isinstance(z.type, TensorType):
            return
        if element_kind(element_type_of(z.type)) is not ElementKind.COMPLEX:
            rewriter.replace(op, MHLO["multiply"](z, z))
            return
        a = _insert(rewriter, MHLO["real"](z))
        b = _insert(rewriter, MHLO["imag"](z))
        difference = _insert(rewriter, MHLO["subtract"](a, b))
        total = _insert(rewriter, MHLO["add"](a, b))
        real = _insert(rewriter, MHLO["multiply"](difference, total))
        same_size = _insert(
            rewriter, MHLO["compare"](_insert(rewriter, MHLO["abs"](a)), _insert(rewriter, MHLO["abs"](b)), "EQ")
        )
        real = _insert(rewriter, MHLO["select"](same_size, _insert(rewriter, MHLO["abs"](real)), real))
        product = _insert(rewriter, MHLO["multiply"](a, b))
        imag = _insert(rewriter, MHLO["add"](product, product))
        rewriter.replace(op, MHLO["complex"](real, imag, op.result.type))


class TopKToSort(RewritePattern):
    """Sort the operand with an iota of indices along the last dimension, largest first and stably
    (the lower index first among equals), and slice the first k.

        %v, %i = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)

    becomes

        %iota = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x8xi32>
        %s:2 = "mhlo.sort"(%x, %iota) <{dimension = 1 : i64, is_stable = true}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
          %gt = mhlo.compare  GT, %a, %b,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
          mhlo.return %gt : tensor<i1>
        }) : (tensor<3x8xf32>, tensor<3x8xi32>) -> (tensor<3x8xf32>, tensor<3x8xi32>)
        %v = "mhlo.slice"(%s#0) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, ...}> ...
        %i = "mhlo.slice"(%s#1) ...

    Dynamic sizes use mhlo.dynamic_iota and mhlo.real_dynamic_slice. Complex operands have no order
    and are left. `convert-mhlo-to-linalg` rewrites `mhlo.topk` with this pattern too
    (`TopKToSort(op_types)`, the op classes it matches, see aiopt.support.pattern_dispatch): with
    `largest = false` the comparator is LT, smallest first.
    """

    def __init__(self, op_types: tuple[type[Operation], ...] = (chlo.TopKOp,)):
        self.op_types = op_types

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types):
            return
        operand_type = op.operand.type
        element = element_type_of(operand_type)
        if not isinstance(operand_type, TensorType) or element_kind(element) is ElementKind.COMPLEX:
            return
        if element_type_of(op.indices.type) != i32:
            return
        shape, k = operand_type.get_shape(), op.k.value.data
        last = len(shape) - 1
        iota_type = TensorType(i32, shape)
        static = all(map(_is_static, (operand_type, *op.result_types)))
        sizes = [] if static else _dimension_sizes(rewriter, op.operand)
        if static:
            iota = _insert(rewriter, MHLO["iota"](last, iota_type))
        else:
            iota = _insert(rewriter, MHLO["dynamic_iota"](_shape_tensor(rewriter, sizes), last, iota_type))
        largest = isinstance(op, chlo.TopKOp) or op.selects_largest
        comparator = mhlo_to_linalg_top_k.top_k_comparator(element, "GT" if largest else "LT")
        sort = rewriter.insert(MHLO["sort"]([op.operand, iota], comparator, last, True))
        if static:
            limits = [*shape[:-1], k]
            slices = [MHLO["slice"](value, [0] * len(shape), limits) for value in sort.results]
        else:
            starts = _constant(rewriter, [0], TensorType(i32, [len(shape)]))
            limits = _shape_tensor(rewriter, [*sizes[:-1], k])
            strides = _constant(rewriter, [1], TensorType(i32, [len(shape)]))
            slices = [
                MHLO["real_dynamic_slice"](value, starts, limits, strides, result.type)
                for value, result in zip(sort.results, op.results)
            ]
        rewriter.replace(op, slices, [s.results[0] for s in slices])


def _widened(element_type: IntegerType) -> IntegerType:
    """The narrowest integer type of 8, 16, 32 or 64 bits (same signedness) that holds a product of two
    values of `element_type` exactly."""
    width = next(bits for bits in (8, 16, 32, 64) if bits >= 2 * element_type.width.data)
    return IntegerType(width, element_type.signedness.data)


class MulhiToMhlo(RewritePattern):
    """mulhi(a, b) of N-bit integers: up to 32 bits, widen to 2N bits (8 at least), multiply, shift
    right by N (arithmetically for signed and signless integers, logically for unsigned ones) and
    narrow. 64-bit integers have no wider type: their product is assembled from 32-bit halves.

        %r = chlo.mulhi %a, %b : tensor<4xi16>, tensor<4xi16> -> tensor<4xi16>

    becomes

        %a32 = mhlo.convert %a : (tensor<4xi16>) -> tensor<4xi32>
        %b32 = mhlo.convert %b : (tensor<4xi16>) -> tensor<4xi32>
        %p = mhlo.multiply %a32, %b32 : tensor<4xi32>
        %n = mhlo.constant dense<16> : tensor<4xi32>
        %h = mhlo.shift_right_arithmetic %p, %n : tensor<4xi32>
        %r = mhlo.convert %h : (tensor<4xi32>) -> tensor<4xi16>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.MulhiOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        if not isinstance(result_type, TensorType) or op.lhs.type != result_type or op.rhs.type != result_type:
            return
        element = result_type.get_element_type()
        shift = "shift_right_logical" if element_kind(element) is ElementKind.UNSIGNED else "shift_right_arithmetic"
        if element.width.data == 64:
            rewriter.replace(op, (), [self._high_of_halves(rewriter, op.lhs, op.rhs, shift)])
            return
        wide_type = with_element_type(result_type, _widened(element))
        lhs, rhs = (_insert(rewriter, MHLO["convert"](v, wide_type)) for v in (op.lhs, op.rhs))
        product = _insert(rewriter, MHLO["multiply"](lhs, rhs))
        width = _splat_like(rewriter, element.width.data, wide_type, op.lhs)
        high = _insert(rewriter, MHLO[shift](product, width))
        rewriter.replace(op, MHLO["convert"](high, result_type))

    @staticmethod
    def _high_of_halves(rewriter: PatternRewriter, a: SSAValue, b: SSAValue, shift: str) -> SSAValue:
        """The high 64 bits of a * b from 32-bit halves (Hacker's Delight, mulhs/mulhu): with
        a = a1 * 2^32 + a0 (a0 the low bits, a1 shifted by `shift`) and b alike,
        t = a1 * b0 + (a0 * b0 >>> 32), w = a0 * b1 + (t & mask), and the result is
        a1 * b1 + (t >> 32) + (w >> 32). No product or sum leaves the 64-bit range, but a0 * b0,
        which is unsigned, wraps in a signed type: the logical shift >>> reads it as unsigned."""

        def binary(name: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
            return _insert(rewriter, MHLO[name](lhs, rhs))

        mask = _splat_like(rewriter, 0xFFFFFFFF, a.type, a)
        half = _splat_like(rewriter, 32, a.type, a)
        a0, a1 = binary("and", a, mask), binary(shift, a, half)
        b0, b1 = binary("and", b, mask), binary(shift, b, half)
        low = binary("shift_right_logical", binary("multiply", a0, b0), half)
        t = binary("add", binary("multiply", a1, b0), low)
        w = binary("add", binary("multiply", a0, b1), binary("and", t, mask))
        high = binary("add", binary("multiply", a1, b1), binary(shift, t, half))
        return binary("add", high, binary(shift, w, half))


class ScanToWhile(RewritePattern):
    """A scan of static shapes is an mhlo.while over the positions of the scan dimension. The loop
    carries the step count, the outputs (zeros at first) and the carries; each step slices the
    inputs at the position (length - 1 - step when reversed), runs the scan's body on the slices and
    carries, and writes the output slices at the position with mhlo.dynamic_update_slice.

        %y, %c = chlo.scan(%x) inits(%i) dimension=0 {
        ^bb0(%xi: tensor<i32>, %acc: tensor<i32>):
          %s = mhlo.add %xi, %acc : tensor<i32>
          mhlo.return %s, %s : tensor<i32>, tensor<i32>
        } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)

    becomes

        %w:3 = mhlo.while(%k = %zero, %ys = %zeros, %acc = %i) : tensor<i64>, tensor<4xi32>, tensor<i32>
         cond {
          %lt = mhlo.compare  LT, %k, %four : (tensor<i64>, tensor<i64>) -> tensor<i1>
          mhlo.return %lt : tensor<i1>
        } do {
          %xk = "mhlo.dynamic_slice"(%x, %k) <{slice_sizes = dense<1> : tensor<1xi64>}> ...
          %xi = mhlo.reshape %xk : (tensor<1xi32>) -> tensor<i32>
          %s = mhlo.add %xi, %acc : tensor<i32>
          %yk = mhlo.reshape %s : (tensor<i32>) -> tensor<1xi32>
          %ys2 = mhlo.dynamic_update_slice %ys, %yk, %k : (...) -> tensor<4xi32>
          %k2 = mhlo.add %k, %one : tensor<i64>
          mhlo.return %k2, %ys2, %s : tensor<i64>, tensor<4xi32>, tensor<i32>
        }

    and %y, %c are %w#1, %w#2. The body's arguments must have the slices' and inits' types. A scan of
    length 0 is its (empty) outputs and its inits.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.ScanOp, rewriter: PatternRewriter) -> None:
        dimension, length = op.dimension.value.data, op.length
        slice_types = [
            TensorType(element_type_of(t), [s for d, s in enumerate(shape_of(t)) if d != dimension])
            for t in op.inputs.types
        ]
        block = op.body.block
        if (
            length == DYNAMIC
            or not all(_is_static(t) for t in (*op.operand_types, *op.result_types))
            or [a.type for a in block.args] != [*slice_types, *op.inits.types]
            or list(block.last_op.operand_types[len(op.outputs) :]) != list(op.inits.types)
        ):
            return
        counter_type = TensorType(i64, [])
        zeros = [_constant(rewriter, [_zero(element_type_of(t))], t) for t in op.outputs.types]
        if length == 0:
            # No steps: empty outputs, and the carries are the inits (nothing to slice a step from).
            rewriter.replace(op, (), [*zeros, *op.inits])
            return
        start = _constant(rewriter, [0], counter_type)
        carried = [start, *zeros, *op.inits]
        cond = Block(arg_types=[v.type for v in carried])
        less = MHLO["compare"](cond.args[0], _constant_in(cond, length, counter_type), "LT")
        cond.add_ops([less, MHLO["return"]([less.results[0]])])
        loop = Block(arg_types=[v.type for v in carried])
        step, outputs = loop.args[0], loop.args[1 : 1 + len(zeros)]

        def add(new_op: Operation) -> SSAValue:
            loop.add_op(new_op)
            return new_op.results[0]

        position = step
        if op.reverse:
            position = add(MHLO["subtract"](_constant_in(loop, length - 1, counter_type), step))
        zero = _constant_in(loop, 0, counter_type)

        def starts(rank: int) -> list[SSAValue]:
            return [position if d == dimension else zero for d in range(rank)]

        slices = []
        for value, slice_type in zip(op.inputs, slice_types):
            shape = shape_of(value.type)
            sizes = [1 if d == dimension else s for d, s in enumerate(shape)]
            sliced = add(MHLO["dynamic_slice"](value, starts(len(shape)), sizes))
            slices.append(add(MHLO["reshape"](sliced, slice_type)))
        terminator = block.last_op
        returned = list(terminator.operands)
        rewriter.inline_block(block, InsertPoint.at_end(loop), [*slices, *loop.args[1 + len(zeros) :]])
        rewriter.erase(terminator)
        updated = []
        for output, piece in zip(outputs, returned[: len(zeros)]):
            shape = shape_of(output.type)
            piece_type = TensorType(element_type_of(output.type), [1 if d == dimension else s for d, s in enumerate(shape)])
            piece = add(MHLO["reshape"](piece, piece_type))
            updated.append(add(MHLO["dynamic_update_slice"](output, piece, starts(len(shape)))))
        next_step = add(MHLO["add"](step, _constant_in(loop, 1, counter_type)))
        loop.add_op(MHLO["return"]([next_step, *updated, *returned[len(zeros) :]]))
        while_op = rewriter.insert(MHLO["while"](carried, Region(cond), Region(loop)))
        rewriter.replace(op, (), list(while_op.results[1:]))


def _constant_in(block: Block, value: int, type_: TensorType) -> SSAValue:
    """An mhlo.constant of `value` appended to `block`."""
    constant = MHLO["constant"](from_values(type_, [value]))
    block.add_op(constant)
    return constant.results[0]


def _group_size_dims(op: chlo.RaggedDotOp) -> tuple[int, ...]:
    """The lhs dimensions that the leading dimensions of a rank > 1 group_sizes stand for: the batch
    dimensions and those of the ragged dimension's kind before it (none for a 1-D group_sizes)."""
    if len(shape_of(op.group_sizes.type)) == 1:
        return ()
    batch, contracting = op.dimensions("lhs_batching_dimensions"), op.dimensions("lhs_contracting_dimensions")
    (ragged,) = op.dimensions("lhs_ragged_dimensions")
    if ragged in batch:
        return batch[: batch.index(ragged)]
    if ragged in contracting:
        return (*batch, *contracting[: contracting.index(ragged)])
    rank = len(shape_of(op.lhs.type))
    return (*batch, *(d for d in range(rank) if d < ragged and d not in batch and d not in contracting))


def _group_edges(rewriter: PatternRewriter, group_sizes: SSAValue) -> list[SSAValue]:
    """Where the groups start along the ragged dimension, then where the last ends: 0 and the running
    sums of group_sizes, as tensors of group_sizes' leading shape. Group i is [edges[i], edges[i + 1])."""
    shape = shape_of(group_sizes.type)
    edge_type = TensorType(element_type_of(group_sizes.type), shape[:-1])
    edges = [_constant(rewriter, [0], edge_type)]
    for group in range(shape[-1]):
        size = _insert(rewriter, MHLO["slice"](group_sizes, [0] * (len(shape) - 1) + [group], [*shape[:-1], group + 1]))
        size = _insert(rewriter, MHLO["reshape"](size, edge_type))
        edges.append(_insert(rewriter, MHLO["add"](edges[-1], size)))
    return edges


def _result_dim(op: chlo.RaggedDotOp, lhs_dim: int) -> int:
    """Where lhs batch or free dimension `lhs_dim` is in the result ([batch, lhs free, rhs free])."""
    batch, contracting = op.dimensions("lhs_batching_dimensions"), op.dimensions("lhs_contracting_dimensions")
    if lhs_dim in batch:
        return batch.index(lhs_dim)
    free = [d for d in range(len(shape_of(op.lhs.type))) if d not in batch and d not in contracting]
    return len(batch) + free.index(lhs_dim)


def _rhs_dim(op: chlo.RaggedDotOp, lhs_dim: int) -> int:
    """The rhs dimension paired with lhs batch or contracting dimension `lhs_dim`."""
    for lhs_field, rhs_field in (DOT_DIMENSIONS[0:2], DOT_DIMENSIONS[2:4]):
        lhs_dims = op.dimensions(lhs_field)
        if lhs_dim in lhs_dims:
            return op.dimensions(rhs_field)[lhs_dims.index(lhs_dim)]
    raise ValueError(f"lhs dimension {lhs_dim} is neither a batch nor a contracting dimension")


@dataclass(frozen=True)
class _RaggedMask:
    """Selects, in a value, the positions along one of its dimensions that lie in a group's range (0 elsewhere).

    Selected, never multiplied by a 0/1 mask: an inf or NaN outside the range times 0 would be NaN.
    """

    positions: SSAValue
    """iota along the ragged dimension, in the value's shape."""
    edge_dims: tuple[int, ...]
    """The value's dimensions that the leading dimensions of group_sizes stand for."""
    zero: SSAValue

    @staticmethod
    def along(
        rewriter: PatternRewriter, type_: TensorType, dim: int, edge_dims: tuple[int, ...], index: Attribute
    ) -> _RaggedMask:
        positions = _insert(rewriter, MHLO["iota"](dim, TensorType(index, type_.get_shape())))
        return _RaggedMask(positions, edge_dims, _constant(rewriter, [_zero(type_.get_element_type())], type_))

    def inside(self, rewriter: PatternRewriter, low: SSAValue, high: SSAValue) -> SSAValue:
        """Whether low <= position < high (group edges, broadcast along `edge_dims`)."""
        low, high = (
            _insert(rewriter, MHLO["broadcast_in_dim"](edge, self.edge_dims, self.positions.type)) for edge in (low, high)
        )
        above = _insert(rewriter, MHLO["compare"](self.positions, low, "GE"))
        below = _insert(rewriter, MHLO["compare"](self.positions, high, "LT"))
        return _insert(rewriter, MHLO["and"](above, below))

    def keep(self, rewriter: PatternRewriter, value: SSAValue, low: SSAValue, high: SSAValue, other=None) -> SSAValue:
        """value where low <= position < high, else `other` (0)."""
        inside = self.inside(rewriter, low, high)
        return _insert(rewriter, MHLO["select"](inside, value, self.zero if other is None else other))


DOT_DIMENSIONS = (
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
)
"""The fields of ragged_dot's dimension numbers that its dot_generals keep, in DotDimensions' order."""


class RaggedDotToDotGeneral(RewritePattern):
    """Decompose ragged_dot into dot_generals and selects of each group's range (static shapes):

    - ragged non-contracting dimension: the rows of group i are those of dot_general(lhs, rhs group i);
    - ragged contracting dimension: the groups' dot_general(lhs columns of group i, rhs rows of group i),
      stacked;
    - ragged batch dimension: dot_general(lhs, rhs), whatever the group sizes (as jax's reference
      implementation and XLA's RaggedDotRewriter: each batch entry multiplies its own rhs entry anyway).

    Ranges are selected (`mhlo.select`), never masked by multiplying with 0: upstream's decomposition sums
    dot_generals of the lhs zeroed outside each group, which turns an inf of another group into NaN
    (0 * inf), where the op's definition takes no part of other groups. For 3 groups of rows:

        %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) <{...lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}>
            : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>

    becomes the group edges (0 and the running sums of slices of %gs) and, per group i, a slice and
    reshape of rhs group i to tensor<5x7xf32>, an mhlo.dot_general with the lhs, and an `mhlo.select` of
    its rows where `edge_i <= iota < edge_i+1` into the result so far (0 at first).
    """

    op_types: tuple[type[Operation], ...] = (chlo.RaggedDotOp,)
    """chlo.ragged_dot, and mhlo.ragged_dot for convert-mhlo-to-linalg (the same `dimensions` fields)."""

    def __init__(self, op_types: tuple[type[Operation], ...] = (chlo.RaggedDotOp,)):
        self.op_types = op_types

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, self.op_types) or not all(_is_static(t) for t in (*op.operand_types, op.result.type)):
            return
        result_type = op.result.type
        (ragged,) = op.dimensions("lhs_ragged_dimensions")
        dims = DotDimensions(*map(op.dimensions, DOT_DIMENSIONS))
        if ragged in dims.lhs_batching:
            rewriter.replace(op, self._dot(op, op.lhs, op.rhs, dims))
            return
        index = element_type_of(op.group_sizes.type)
        edge_dims = _group_size_dims(op)
        edges = _group_edges(rewriter, op.group_sizes)
        if ragged in dims.lhs_contracting:
            if len(edges) == 1:
                rewriter.replace(op, (), [_constant(rewriter, [_zero(result_type.get_element_type())], result_type)])
                return
            lhs_mask = _RaggedMask.along(rewriter, op.lhs.type, ragged, edge_dims, index)
            rhs_edge_dims = tuple(_rhs_dim(op, d) for d in edge_dims)
            rhs_mask = _RaggedMask.along(rewriter, op.rhs.type, _rhs_dim(op, ragged), rhs_edge_dims, index)
            rewriter.replace(op, self._stacked(rewriter, op, lhs_mask, rhs_mask, edges, dims))
            return
        result_edge_dims = tuple(_result_dim(op, d) for d in edge_dims)
        mask = _RaggedMask.along(rewriter, result_type, _result_dim(op, ragged), result_edge_dims, index)
        rewriter.replace(op, (), [self._selected(rewriter, op, mask, edges, dims)])

    @staticmethod
    def _dot(op: Operation, lhs: SSAValue, rhs: SSAValue, dims: DotDimensions) -> Operation:
        precision = None if op.precision_config is None else [enum_value(p) for p in op.precision_config.data]
        return MHLO["dot_general"](lhs, rhs, dims, precision, element_type_of(op.result.type))

    def _selected(
        self,
        rewriter: PatternRewriter,
        op: chlo.RaggedDotOp,
        mask: _RaggedMask,
        edges: list[SSAValue],
        dims: DotDimensions,
    ) -> SSAValue:
        """Per group, the rows of the group from dot_general(lhs, rhs slice of the group); 0 past the last."""
        (group_dim,) = op.dimensions("rhs_group_dimensions")
        rhs_type = op.rhs.type
        rhs_shape = rhs_type.get_shape()
        group_rhs_type = TensorType(rhs_type.get_element_type(), [s for d, s in enumerate(rhs_shape) if d != group_dim])
        # The rhs dimensions after the group dimension move down by one once it is gone.
        dims = DotDimensions(
            dims.lhs_batching,
            tuple(d - (d > group_dim) for d in dims.rhs_batching),
            dims.lhs_contracting,
            tuple(d - (d > group_dim) for d in dims.rhs_contracting),
        )
        value = mask.zero
        for group, (start, limit) in enumerate(zip(edges, edges[1:])):
            starts = [group if d == group_dim else 0 for d in range(len(rhs_shape))]
            limits = [group + 1 if d == group_dim else s for d, s in enumerate(rhs_shape)]
            group_rhs = _insert(rewriter, MHLO["slice"](op.rhs, starts, limits))
            group_rhs = _insert(rewriter, MHLO["reshape"](group_rhs, group_rhs_type))
            product = _insert(rewriter, self._dot(op, op.lhs, group_rhs, dims))
            value = mask.keep(rewriter, product, start, limit, value)
        return value

    def _stacked(
        self,
        rewriter: PatternRewriter,
        op: chlo.RaggedDotOp,
        lhs_mask: _RaggedMask,
        rhs_mask: _RaggedMask,
        edges: list[SSAValue],
        dims: DotDimensions,
    ) -> Operation:
        """The groups' dot_general(lhs columns of the group, rhs rows of the group), stacked along a new
        leading dimension."""
        result_type = op.result.type
        piece_type = TensorType(result_type.get_element_type(), [1, *result_type.get_shape()[1:]])
        pieces = []
        for start, limit in zip(edges, edges[1:]):
            lhs = lhs_mask.keep(rewriter, op.lhs, start, limit)
            rhs = rhs_mask.keep(rewriter, op.rhs, start, limit)
            term = _insert(rewriter, self._dot(op, lhs, rhs, dims))
            pieces.append(_insert(rewriter, MHLO["reshape"](term, piece_type)))
        return MHLO["concatenate"](pieces, 0)


# ---------------------------------------------------------------------------
# Rank-specialization helpers


class InlineRankSpecializationCluster(RewritePattern):
    """A rank_specialization_cluster computes what its body does: inline the body, whose chlo ops are
    then legalized on their own.

        %0 = "chlo.rank_specialization_cluster"(%a, %b) ({
        ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
          %1 = chlo.broadcast_add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
          "chlo.rank_specialization_cluster_yield"(%1) : (tensor<4xf32>) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>

    becomes `%0 = mhlo.add %a, %b : tensor<4xf32>`.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.RankSpecializationClusterOp, rewriter: PatternRewriter) -> None:
        block = op.body.block
        terminator = block.last_op
        results = list(terminator.operands)
        rewriter.inline_block(block, InsertPoint.before(op), op.inputs)
        rewriter.erase(terminator)
        rewriter.replace(op, (), results)


class MinimumBroadcastShapesToMhlo(RewritePattern):
    """`chlo.minimum_broadcast_shapes` is `mhlo.minimum_broadcast_shapes`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.MinimumBroadcastShapesOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(
            op, MHLO["minimum_broadcast_shapes"].create(operands=list(op.shapes), result_types=list(op.result_types))
        )


def _product(rewriter: PatternRewriter, vector: SSAValue) -> SSAValue:
    """The product of a 1-D tensor's entries (mhlo.reduce with mhlo.multiply), a rank-0 tensor."""
    scalar = TensorType(element_type_of(vector.type), [])
    body = Block(arg_types=[scalar, scalar])
    product = MHLO["multiply"](*body.args)
    body.add_ops([product, MHLO["return"]([product.result])])
    return _insert(rewriter, MHLO["reduce"]([vector], [_constant(rewriter, [1], scalar)], [0], Region(body)))


def _element_count(rewriter: PatternRewriter, value: SSAValue, element_type: Attribute) -> SSAValue:
    """The number of elements of a ranked tensor, as a rank-0 tensor of `element_type`."""
    scalar = TensorType(element_type, [])
    known, computed = 1, []
    for size in _dimension_sizes(rewriter, value):
        if isinstance(size, int):
            known *= size
        else:
            computed.append(size if element_type == i32 else _insert(rewriter, MHLO["convert"](size, scalar)))
    count = _constant(rewriter, [known], scalar)
    for size in computed:
        count = _insert(rewriter, MHLO["multiply"](count, size))
    return count


class DynamicReshapeToMhlo(RewritePattern):
    """chlo.dynamic_reshape is mhlo.dynamic_reshape once a -1 in the shape is resolved to the size
    that remains: count / -(product of the shape's entries), since that product is -(the others).

        %r = "chlo.dynamic_reshape"(%x, %shape) : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>

    becomes

        %n = mhlo.constant dense<6> : tensor<i64>
        %p = mhlo.reduce(%shape init: %one) applies mhlo.multiply across dimensions = [0] ...
        %rest = mhlo.divide %n, (mhlo.negate %p)
        %wild = mhlo.compare  EQ, %shape, %minus_one
        %resolved = mhlo.select %wild, (broadcast of %rest), %shape
        %r = mhlo.dynamic_reshape %x, %resolved : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>

    A constant shape without -1 is used as it is. An unsigned shape holds no -1
    (a ui64 entry of 2**64 - 1 is that size, as the interpreter reads it, which
    mhlo.dynamic_reshape's checks reject): it is used as it is. Shapes of index
    are left.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: chlo.DynamicReshapeOp, rewriter: PatternRewriter) -> None:
        shape, shape_type = op.output_shape, op.output_shape.type
        kind = element_kind(element_type_of(shape_type))
        if not (
            isinstance(op.operand.type, TensorType)
            and isinstance(op.result.type, TensorType)
            and _is_static(shape_type)
            and kind in (ElementKind.SIGNED, ElementKind.UNSIGNED)
        ):
            return
        known = constant_ints(shape)
        if kind is ElementKind.SIGNED and (known is None or -1 in known):
            shape = self._resolve(rewriter, op.operand, shape)
        rewriter.replace(op, MHLO["dynamic_reshape"](op.operand, shape, op.result.type))

    @staticmethod
    def _resolve(rewriter: PatternRewriter, operand: SSAValue, shape: SSAValue) -> SSAValue:
        """`shape` with an entry of -1 replaced by the size that keeps operand's element count."""
        element, shape_type = element_type_of(shape.type), shape.type
        remaining = _insert(
            rewriter,
            MHLO["divide"](
                _element_count(rewriter, operand, element),
                _insert(rewriter, MHLO["negate"](_product(rewriter, shape))),
            ),
        )
        is_wild = _insert(rewriter, MHLO["compare"](shape, _constant(rewriter, [-1], shape_type), "EQ"))
        filled = _insert(rewriter, MHLO["broadcast_in_dim"](remaining, [], shape_type))
        return _insert(rewriter, MHLO["select"](is_wild, filled, shape))


# ---------------------------------------------------------------------------
# The pass


LEGAL_WITHOUT_EXPANSION: tuple[type[Operation], ...] = (chlo.NextAfterOp, chlo.PolygammaOp, chlo.ZetaOp)
"""The chlo ops that stay legal under expand-compositions=false, as upstream."""


def populate_chlo_legalize_to_mhlo_patterns(
    legalize_broadcasts: bool = True, expand_compositions: bool = True, top_k_in_loops: bool = False
) -> list[RewritePattern]:
    """The patterns of chlo-legalize-to-mhlo under the given options (`top_k_in_loops`: a chlo.top_k that
    `mhlo_to_linalg_top_k.TopKToLoops` lowers is kept as mhlo.topk)."""
    # chlo-legalize-to-high-level-mhlo builds on this module: its pattern is imported here, when used.
    from aiopt.lowering.chlo_legalize_to_high_level_mhlo import TopKToMhlo

    patterns: list[RewritePattern] = [
        *(BroadcastBinaryOpToMhlo(source, legalize_broadcasts) for source in ELEMENTWISE_OF),
        BroadcastSelectToMhlo(legalize_broadcasts),
        ConstantLikeToMhlo(legalize_broadcasts),
        InlineRankSpecializationCluster(),
        MinimumBroadcastShapesToMhlo(),
        DynamicReshapeToMhlo(),
    ]
    if expand_compositions:
        patterns += [
            ConstantToMhlo(),
            *(InfTestToCompare(source) for source in INF_TESTS),
            ConjToMhlo(),
            SquareToMhlo(),
            *([TopKToMhlo(mhlo_to_linalg_top_k.top_k_in_loops)] if top_k_in_loops else []),
            TopKToSort(),
            RaggedDotToDotGeneral(),
            MulhiToMhlo(),
            ScanToWhile(),
            *populate_chlo_special_math_patterns(),
        ]
    return patterns


@dataclass(frozen=True)
class ChloLegalizeToMhloPass(DiagnosticPass):
    """Legalize chlo to mhlo: broadcasting ops to explicit broadcasts, the other ops to their decompositions.

        %r = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>

    becomes

        %0 = "mhlo.broadcast_in_dim"(%b) <{broadcast_dimensions = dense<1> : tensor<1xi64>}>
            : (tensor<4xf32>) -> tensor<2x4xf32>
        %r = mhlo.add %a, %0 : tensor<2x4xf32>

    A chlo op that no pattern legalizes fails the pass with an error at the op.
    """

    name = "chlo-legalize-to-mhlo"

    legalize_broadcasts: bool = option(True, "Turn the implicit broadcasts of chlo ops into explicit mhlo broadcasts")
    expand_compositions: bool = option(True, "Decompose chlo ops that compose others (top_k, erf, ...) into mhlo")
    top_k_in_loops: bool = option(
        False, "Keep a chlo.top_k of small k as mhlo.topk, which convert-mhlo-to-linalg lowers to a scan of each row"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = populate_chlo_legalize_to_mhlo_patterns(
            self.legalize_broadcasts, self.expand_compositions, self.top_k_in_loops
        )
        # A legalization rewrites ops; it leaves unused ones for DCE to remove.
        # Ops a pattern creates take the location of the chlo op they replace.
        PatternRewriteWalker(
            InheritLocation(GreedyRewritePatternApplier(patterns, dce_enabled=False))
        ).rewrite_module(op)
        legal = () if self.expand_compositions else LEGAL_WITHOUT_EXPANSION
        ConversionTarget(("chlo",), legal_ops=legal, explicitly_illegal=True).report_illegal(op)
