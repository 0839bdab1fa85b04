"""`convert-mhlo-to-linalg`'s linear algebra patterns: fft, cholesky and triangular_solve (beyond mlir-hlo).

`fft` (the batch dimensions may be dynamic, as jax.export makes them for a
symbolic batch; `?` transformed dimensions are cast to the sizes the lengths
give them, which `mhlo_to_linalg_shape_checks` asserts) is a direct discrete Fourier transform, O(n^2): one
`linalg.generic` whose parallel dimensions are the result's and whose
reduction dimensions run over the transformed input dimensions; its body
computes the twiddle factor from `linalg.index`es:

    %r = mhlo.fft %x, type = FFT, length = [8] : (tensor<4x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>

becomes a generic over (d0, d1, d2) -> x(d0, d2), r(d0, d1), iterators
[parallel, parallel, reduction], accumulating
`x * complex(cos t, -sin t)` with t = 2 pi ((d1 * d2) mod 8) / 8 into a
zero-filled result (several lengths add their turns over the lcm of the
lengths: one angle, one cos and sin). The angle is reduced by the circle's
symmetries to [0, pi/4] before `math.cos`/`math.sin`, as pocketfft (numpy)
computes its twiddles: multiples of pi/2 are exactly 0 and +-1, odd
multiples of pi/4 exactly +-sqrt(1/2), so exact results keep exact zeros.
IFFT takes the conjugate twiddle and scales by 1/N; RFFT reads real input;
IRFFT reads the N/2+1 non-redundant frequencies of a Hermitian signal and sums `w Re(X e^{i t}) / N` with w = 2 except for
the DC and Nyquist terms (whose imaginary parts it ignores, as numpy does).
An f32 transform computes each term in f32 and sums the terms in f64
(`arith.extf` of each part), then truncates the sums to f32 in a second,
elementwise generic: summed in f32, a 4096-point fft was off by 6e-6 of the
signal's norm (about 100 ulps; XLA's pocketfft: 4e-7), summed in f64 by
1.8e-7 (a 1000-point one: 4.7e-6 and 1.5e-7).

`cholesky` and `triangular_solve` (real floats) are `scf.for` loops on
tensors reading and writing elements with `tensor.extract`/`insert`, one
matrix of the batch after the other:

- cholesky: L[j][j] = sqrt(a[j][j] - sum_k<j L[j][k]^2) and
  L[i][j] = (a[i][j] - sum_k<j L[i][k] L[j][k]) / L[j][j] for i > j, read
  from and written to the lower triangle (the upper one with
  `lower = false`, transposed); a matrix that is not positive definite
  (a pivot not > 0) becomes all NaN, as the interpreter returns it;
- triangular_solve: forward or backward substitution, in place in a copy of
  b, on the triangle op(a) (transposed for `transpose_a`, or for a right
  side solve x op(a) = b, solved as op(a)^T x^T = b^T); complex matrices
  take complex arithmetic, and `ADJOINT` the conjugates of a's elements.

A complex cholesky is left (and fails the pass).
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable, Sequence

from xdsl.dialects import complex
from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    TensorType,
    i1,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, math, tensor
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.dialects.linalg import FillOp, IndexOp
from aiopt.lowering.hlo_loop_builders import if_then_else, loop_nest
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_utils import build_generic, empty_tensor, hlo_op_types, index_map, zero

LOWERED_OPS = frozenset({"fft", "cholesky", "triangular_solve"})
"""The mnemonics of the HLO ops this module's patterns lower."""

Insert = Callable[[Operation], object]


def _emit(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


def _float(insert: Insert, value: float, type_: Attribute) -> SSAValue:
    return _emit(insert, arith.ConstantOp(FloatAttr(value, type_)))


def _widened(emit: Insert, value: SSAValue, wide: Attribute) -> SSAValue:
    """`value` (a float or a complex of floats) with `wide` floats: `arith.extf` of it, or of each part."""
    part = value.type.element_type if isinstance(value.type, ComplexType) else value.type
    if part == wide:
        return value
    if not isinstance(value.type, ComplexType):
        return _emit(emit, arith.ExtFOp(value, wide))
    re = _emit(emit, arith.ExtFOp(_emit(emit, complex.ReOp(value)), wide))
    im = _emit(emit, arith.ExtFOp(_emit(emit, complex.ImOp(value)), wide))
    return _emit(emit, complex.CreateOp(re, im, ComplexType(wide)))


def _narrowed(emit: Insert, value: SSAValue, element: Attribute) -> SSAValue:
    """`value` (a float or a complex of floats) as `element`: `arith.truncf` of it, or of each part."""
    if not isinstance(element, ComplexType):
        return _emit(emit, arith.TruncFOp(value, element))
    re = _emit(emit, arith.TruncFOp(_emit(emit, complex.ReOp(value)), element.element_type))
    im = _emit(emit, arith.TruncFOp(_emit(emit, complex.ImOp(value)), element.element_type))
    return _emit(emit, complex.CreateOp(re, im, element))


def _unit_circle(
    emit: Insert, index: IndexMath, turns: SSAValue, period: int, part: Attribute
) -> tuple[SSAValue, SSAValue]:
    """cos and sin of 2 pi `turns` / `period` (`turns` an index in [0, period)), exact where exact.

    As pocketfft (numpy's FFT) computes its twiddles, the angle is reduced by
    the circle's symmetries before `math.cos`/`math.sin` see it: the quadrant
    q and the remainder r of 4 turns / period give the angle
    (q + r / period) pi / 2; a remainder past the octant (2 r > period) is
    taken from the next axis, as (period - r) / period pi / 2 with cos and sin
    swapped, so the argument stays in [0, pi / 4]. Multiples of pi / 2 are
    then exactly 0 and +-1, odd multiples of pi / 4 exactly +-sqrt(1/2):

        %t4 = arith.muli %turns, %c4 : index
        %q = arith.divui %t4, %period : index
        %r = arith.remui %t4, %period : index
        ... %a = (select(2 r > period, period - r, r)) * (pi / 2 / period)
        %c = math.cos %a : f64
        %s = math.sin %a : f64
        ... swap for the far half of the octant pair, then rotate by %q
    """
    four = index.value(index.mul(turns, 4))
    quadrant = _emit(emit, arith.DivUIOp(four, index.value(period)))
    rest = _emit(emit, arith.RemUIOp(four, index.value(period)))
    twice = index.value(index.mul(rest, 2))
    far = _emit(emit, arith.CmpiOp(twice, index.value(period), "ugt"))
    reduced = _emit(emit, arith.SelectOp(far, index.value(index.sub(period, rest)), rest))
    as_float = _emit(emit, arith.SIToFPOp(_emit(emit, arith.IndexCastOp(reduced, i64)), part))
    angle = _emit(emit, arith.MulfOp(as_float, _float(emit, pymath.pi / 2 / period, part)))
    near_cos = _emit(emit, math.CosOp(angle))
    near_sin = _emit(emit, math.SinOp(angle))
    cos = _emit(emit, arith.SelectOp(far, near_sin, near_cos))
    sin = _emit(emit, arith.SelectOp(far, near_cos, near_sin))
    if period % 8 == 0:  # an odd multiple of pi / 4 is reachable
        diagonal = _emit(emit, arith.CmpiOp(twice, index.value(period), "eq"))
        half = _float(emit, pymath.sqrt(0.5), part)
        cos = _emit(emit, arith.SelectOp(diagonal, half, cos))
        sin = _emit(emit, arith.SelectOp(diagonal, half, sin))
    # Rotate by the quadrant: q = 1: (-s, c), q = 2: (-c, -s), q = 3: (s, -c).
    odd = _emit(emit, arith.CmpiOp(_emit(emit, arith.AndIOp(quadrant, index.value(1))), index.value(1), "eq"))
    x = _emit(emit, arith.SelectOp(odd, sin, cos))
    y = _emit(emit, arith.SelectOp(odd, cos, sin))
    negate_x = _emit(
        emit,
        arith.OrIOp(
            _emit(emit, arith.CmpiOp(quadrant, index.value(1), "eq")),
            _emit(emit, arith.CmpiOp(quadrant, index.value(2), "eq")),
        ),
    )
    negate_y = _emit(emit, arith.CmpiOp(quadrant, index.value(2), "uge"))
    x = _emit(emit, arith.SelectOp(negate_x, _emit(emit, arith.NegfOp(x)), x))
    y = _emit(emit, arith.SelectOp(negate_y, _emit(emit, arith.NegfOp(y)), y))
    return x, y


# ---------------------------------------------------------------------------
# fft


class FftToGeneric(RewritePattern):
    """`fft` -> a DFT `linalg.generic` (see the module docstring)."""

    op_types = hlo_op_types("fft")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("fft")):
            return
        operand, declared = op.operand, op.result.type
        kind, lengths = op.kind, op.lengths
        rank, r = declared.get_num_dims(), len(lengths)
        batch = rank - r
        # `?` transformed sizes are the lengths' (the shape checks assert it): computed at those static sizes.
        operand_sizes, result_sizes = op.transformed_sizes()
        if any(0 <= size != length for size, length in zip(operand.type.get_shape()[batch:], operand_sizes)):
            # Static sizes other than the lengths (an FFT or IFFT verifies with them): the shape check before
            # the op always fails, and the result is never read.
            rewriter.replace(op, (), [empty_tensor(rewriter, declared, like=operand)])
            return
        operand = _with_sizes(rewriter, operand, operand_sizes)
        result_type = TensorType(declared.element_type, [*declared.get_shape()[:batch], *result_sizes])
        part = element_type_of(result_type)
        part = part.element_type if isinstance(part, ComplexType) else part
        inverse = kind in ("IFFT", "IRFFT")
        scale = 1.0 / pymath.prod(lengths) if inverse and 0 not in lengths else 1.0
        out_dims = list(range(rank))
        in_dims = [*range(batch), *range(rank, rank + r)]
        maps = [index_map(rank + r, in_dims), index_map(rank + r, out_dims)]
        iterators = ["parallel"] * rank + ["reduction"] * r
        # The sums' type: f64 parts for an f32 transform (see the module docstring).
        result_element = element_type_of(result_type)
        wide = Float64Type() if isinstance(part, Float32Type) and 0 not in lengths else part
        sum_element = ComplexType(wide) if isinstance(result_element, ComplexType) else wide
        sum_type = TensorType(sum_element, result_type.get_shape())
        # A generic fills the init: xDSL's linalg.fill builder takes no complex elements.
        origin = zero(rewriter, sum_element)
        empty = empty_tensor(rewriter, sum_type, like=operand)
        init = build_generic(
            rewriter, [], [index_map(rank, out_dims)], ["parallel"] * rank, empty, lambda block, args: origin
        )
        if 0 in lengths:  # an empty transform: nothing to sum (and no angle to divide by 0)
            rewriter.replace(op, (), [_with_sizes(rewriter, init, declared.get_shape()[batch:])])
            return
        nyquist = lengths[-1]

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            emit = block.add_op
            index = IndexMath(emit)
            period = pymath.lcm(*lengths)
            turns: SSAValue | None = None
            for j, length in enumerate(lengths):
                k = _emit(emit, IndexOp(batch + j))
                n = _emit(emit, IndexOp(rank + j))
                phase = _emit(emit, arith.RemUIOp(index.value(index.mul(k, n)), index.value(length)))
                product = index.value(index.mul(phase, period // length))
                turns = product if turns is None else index.value(index.add(turns, product))
            if len(lengths) > 1:
                turns = _emit(emit, arith.RemUIOp(turns, index.value(period)))
            cos, sin = _unit_circle(emit, index, turns, period, part)
            x, acc = args
            if kind == "IRFFT":
                # w Re(X e^{it}) = w (Re X cos t - Im X sin t)
                re = _emit(emit, complex.ReOp(x))
                im = _emit(emit, complex.ImOp(x))
                value = _emit(
                    emit,
                    arith.SubfOp(_emit(emit, arith.MulfOp(re, cos)), _emit(emit, arith.MulfOp(im, sin))),
                )
                last = _emit(emit, IndexOp(rank + r - 1))
                twice = index.value(index.mul(last, 2))
                edge = _emit(
                    emit,
                    arith.OrIOp(
                        _emit(emit, arith.CmpiOp(last, index.value(0), "eq")),
                        _emit(emit, arith.CmpiOp(twice, index.value(nyquist), "eq")),
                    ),
                )
                weight = _emit(emit, arith.SelectOp(edge, _float(emit, scale, part), _float(emit, 2 * scale, part)))
                term = _widened(emit, _emit(emit, arith.MulfOp(value, weight)), wide)
                return _emit(emit, arith.AddfOp(acc, term))
            if inverse:
                twiddle_im = sin
            else:
                twiddle_im = _emit(emit, arith.NegfOp(sin))
            if scale != 1.0:
                factor = _float(emit, scale, part)
                cos = _emit(emit, arith.MulfOp(cos, factor))
                twiddle_im = _emit(emit, arith.MulfOp(twiddle_im, factor))
            complex_type = element_type_of(result_type)
            if kind == "RFFT":
                re = _emit(emit, arith.MulfOp(x, cos))
                im = _emit(emit, arith.MulfOp(x, twiddle_im))
                term = _emit(emit, complex.CreateOp(re, im, complex_type))
            else:
                twiddle = _emit(emit, complex.CreateOp(cos, twiddle_im, complex_type))
                term = _emit(emit, complex.MulOp(x, twiddle))
            return _emit(emit, complex.AddOp(acc, _widened(emit, term, wide)))

        sums = build_generic(rewriter, [operand], maps, iterators, init, body)
        if wide != part:
            identity = index_map(rank, out_dims)
            sums = build_generic(
                rewriter,
                [sums],
                [identity, identity],
                ["parallel"] * rank,
                empty_tensor(rewriter, result_type, like=operand),
                lambda block, args: _narrowed(block.add_op, args[0], result_element),
            )
        rewriter.replace(op, (), [_with_sizes(rewriter, sums, declared.get_shape()[batch:])])


def _with_sizes(rewriter: PatternRewriter, value: SSAValue, sizes: Sequence[int]) -> SSAValue:
    """`value` with `sizes` as its innermost sizes: itself, or a `tensor.cast` to them
    (`tensor<?x?xf32>` -> `tensor<?x8xf32>` for sizes [8], and back for sizes [-1])."""
    shape = value.type.get_shape()
    wanted = [*shape[: len(shape) - len(sizes)], *sizes]
    if list(shape) == wanted:
        return value
    return _emit(rewriter.insert, tensor.CastOp(value, TensorType(value.type.element_type, wanted)))


# ---------------------------------------------------------------------------
# cholesky and triangular_solve: loops on tensors


def _real_float(value: SSAValue) -> bool:
    return element_kind(element_type_of(value.type)) is ElementKind.FLOAT and not isinstance(
        element_type_of(value.type), ComplexType
    )


def _extract(insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
    return _emit(insert, tensor.ExtractOp(source, list(at), element_type_of(source.type)))


def _insert_element(insert: Insert, value: SSAValue, dest: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
    return _emit(insert, tensor.InsertOp(value, dest, list(at)))


class CholeskyToLoops(RewritePattern):
    """`cholesky` (real floats) -> `scf.for` loops on tensors (see the module docstring)."""

    op_types = hlo_op_types("cholesky")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("cholesky")) or not _real_float(op.a):
            return
        a, lower = op.a, op.is_lower
        element = element_type_of(a.type)
        sizes = IndexMath(rewriter.insert).sizes(a)
        n = sizes[-1]
        empty = empty_tensor(rewriter, a.type, a)
        fill = FillOp([zero(rewriter, element)], [empty], [a.type])
        rewriter.insert(fill)

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
            def at(row: SSAValue, column: SSAValue) -> list[SSAValue]:
                return [*batch, row, column] if lower else [*batch, column, row]

            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (j,) = ivs
                factor, ok = carried

                def dot_minus(insert: Insert, row: SSAValue, current: SSAValue) -> SSAValue:
                    """a[row][j] - sum_k<j L[row][k] L[j][k]."""

                    def step(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                        (k,) = ks
                        left = _extract(insert, current, at(row, k))
                        right = _extract(insert, current, at(j, k))
                        return [_emit(insert, arith.SubfOp(acc[0], _emit(insert, arith.MulfOp(left, right))))]

                    (value,) = loop_nest(insert, [j], [_extract(insert, a, at(row, j))], step)
                    return value

                pivot = dot_minus(insert, j, factor)
                positive = _emit(insert, arith.CmpfOp(pivot, _float(insert, 0.0, element), "ogt"))
                ok = _emit(insert, arith.AndIOp(ok, positive))
                diagonal = _emit(insert, math.SqrtOp(pivot))
                factor = _insert_element(insert, diagonal, factor, at(j, j))

                def below(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                    row = index.value(index.add(index.add(ivs[0], j), 1))
                    value = _emit(insert, arith.DivfOp(dot_minus(insert, row, carried[0]), diagonal))
                    return [_insert_element(insert, value, carried[0], at(row, j))]

                remaining = index.value(index.sub(index.sub(n, j), 1))
                (factor,) = loop_nest(insert, [remaining], [factor], below)
                return [factor, ok]

            true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
            factor, ok = loop_nest(insert, [n], [carried[0], true], column)
            failed = _emit(insert, arith.XOrIOp(ok, true))
            nan = _float(insert, float("nan"), element)

            def poison(insert: Insert) -> list[SSAValue]:
                def write(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                    return [_insert_element(insert, nan, acc[0], [*batch, *ivs])]

                return loop_nest(insert, [n, n], [factor], write)

            return if_then_else(insert, failed, [factor], poison)

        def batch_body(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
            return matrix(insert, index, ivs, carried)

        (result,) = loop_nest(rewriter.insert, sizes[:-2], [fill.results[0]], batch_body)
        rewriter.replace(op, (), [result])


_FIELD_OPS = {
    False: (arith.MulfOp, arith.SubfOp, arith.DivfOp),
    True: (complex.MulOp, complex.SubOp, complex.DivOp),
}
"""Multiply, subtract and divide of real floats (False) and of complex numbers (True)."""


class TriangularSolveToLoops(RewritePattern):
    """`triangular_solve` (real or complex) -> substitution in `scf.for` loops on tensors (see the module docstring)."""

    op_types = hlo_op_types("triangular_solve")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("triangular_solve")):
            return
        element = element_type_of(op.a.type)
        is_complex = isinstance(element, ComplexType) and isinstance(element.element_type, AnyFloat)
        if not is_complex and not _real_float(op.a):
            return
        multiply, subtract, divide = _FIELD_OPS[is_complex]
        conjugate = is_complex and op.transpose == "ADJOINT"
        a, b = op.a, op.b
        left, transposed = op.is_left_side, op.transpose != "NO_TRANSPOSE"
        # M = op(a) on the left, op(a)^T on the right; M(i, k) reads a[i][k] or a[k][i].
        swap = transposed != (not left)
        forward = op.is_lower != swap
        sizes = IndexMath(rewriter.insert).sizes(b)
        m = IndexMath(rewriter.insert).dim(a, a.type.get_num_dims() - 1)
        columns = sizes[-1] if left else sizes[-2]
        unit = op.has_unit_diagonal

        def body(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
            *batch, step_i, c = ivs
            (x,) = carried
            i = step_i if forward else index.value(index.sub(index.sub(m, 1), step_i))

            def a_element(insert: Insert, row: SSAValue, column: SSAValue) -> SSAValue:
                """op(a)'s element M(row, column): a[row][column] or a[column][row], conjugated for ADJOINT."""
                value = _extract(insert, a, [*batch, column, row] if swap else [*batch, row, column])
                return _emit(insert, complex.ConjOp(value)) if conjugate else value

            def x_at(row: SSAValue) -> list[SSAValue]:
                return [*batch, row, c] if left else [*batch, c, row]

            def step(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                k = ks[0] if forward else index.value(index.add(index.add(ks[0], i), 1))
                term = _emit(insert, multiply(a_element(insert, i, k), _extract(insert, x, x_at(k))))
                return [_emit(insert, subtract(acc[0], term))]

            count = i if forward else index.value(index.sub(index.sub(m, 1), i))
            (value,) = loop_nest(insert, [count], [_extract(insert, x, x_at(i))], step)
            if not unit:
                value = _emit(insert, divide(value, a_element(insert, i, i)))
            return [_insert_element(insert, value, x, x_at(i))]

        (result,) = loop_nest(rewriter.insert, [*sizes[:-2], m, columns], [b], body)
        rewriter.replace(op, (), [result])


def populate_mhlo_to_linalg_linear_algebra_patterns() -> list[RewritePattern]:
    """The patterns that lower fft, cholesky and triangular_solve."""
    return [FftToGeneric(), CholeskyToLoops(), TriangularSolveToLoops()]
