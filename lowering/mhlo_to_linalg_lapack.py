"""`convert-mhlo-to-linalg`'s patterns for the LAPACK custom calls JAX exports (jaxlib's `lapack_*_ffi` targets).

jax.numpy.linalg and jax.scipy.linalg lower to calls into LAPACK through
XLA's FFI, not to HLO ops; their semantics are
`aiopt.reference.hlo.lapack`'s (the interpreter's):

    %x = mhlo.custom_call @lapack_strsm_ffi(%a, %b) {api_version = 4 : i32,
           backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}}
           : (tensor<5x5xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>

becomes `triangular_solve %a, %b` (left_side = side is 'L', lower = uplo is
'L', unit_diagonal = diag is 'U', transpose_a from trans_x 'N', 'T', 'C'),
which `TriangularSolveToLoops` then lowers;

    %f, %info = mhlo.custom_call @lapack_spotrf_ffi(%a) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}}
           : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)

becomes `scf.for` loops on tensors (as `CholeskyToLoops`) that overwrite
the `uplo` triangle of a copy of %a column by column and stop writing at
the first pivot that is not > 0, whose order is info; `lapack_sgetrf_ffi`
(LU with partial pivoting) becomes loops that search each column's pivot
(the first of largest magnitude), record it (1-based), swap its row with
the column's, divide the column below by it and update the trailing matrix;
`lapack_sgeqrf_ffi` (Householder QR) becomes loops that build each column's
reflector (inside an `scf.if`: a column with zeros below its diagonal is no
reflection, tau = 0) and apply it to the columns on its right, and
`lapack_sorgqr_ffi` loops that apply the reflectors, last first, to the
identity's columns, as LAPACK's org2r. Static shapes; the leading dimensions are a batch, one matrix after the other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import FloatAttr, IntegerAttr, i1, i32
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, math, mhlo, stablehlo, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import if_then_else, loop_nest
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size
from aiopt.lowering.mhlo_to_linalg_utils import empty_tensor, hlo_op_types
from aiopt.reference.hlo.lapack import TRANSPOSE, lapack_options, lapack_routine

LOWERED_OPS = frozenset()
"""The HLO ops this module lowers whole: none (custom_call only for the LAPACK targets)."""

Insert = Callable[[Operation], object]


def _emit(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


def _extract(insert: Insert, source: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
    return _emit(insert, tensor.ExtractOp(source, list(at), element_type_of(source.type)))


def _insert(insert: Insert, value: SSAValue, dest: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
    return _emit(insert, tensor.InsertOp(value, dest, list(at)))


def _select(insert: Insert, condition: SSAValue, then: SSAValue, otherwise: SSAValue) -> SSAValue:
    return _emit(insert, arith.SelectOp(condition, then, otherwise))


def _i32(insert: Insert, index: IndexMath, value) -> SSAValue:
    """An index (or Python int) as an i32."""
    return _emit(insert, arith.IndexCastOp(index.value(value), i32))


def _static_call(op: Operation, routine: str, operands: int) -> bool:
    """Whether `op` is a custom_call of `routine` with `operands` statically shaped float operands."""
    if not isinstance(op, hlo_op_types("custom_call")) or lapack_routine(op) != routine:
        return False
    values = [*op.operands, *op.results]
    return len(op.operands) == operands and all(v.type.has_static_shape() for v in values)


class LapackTrsmToTriangularSolve(RewritePattern):
    """`custom_call @lapack_?trsm_ffi(%a, %b)` -> `triangular_solve %a, %b` (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _static_call(op, "trsm", 2) or len(op.results) != 1:
            return
        options = lapack_options(op)
        ops = (stablehlo if op.name.startswith("stablehlo.") else mhlo).OPS
        solve = ops["triangular_solve"](
            op.operands[0],
            op.operands[1],
            left_side=options.get("side", "L") == "L",
            lower=options.get("uplo", "L") == "L",
            unit_diagonal=options.get("diag", "N") == "U",
            transpose_a=TRANSPOSE[options.get("trans_x", "N")],
        )
        rewriter.replace(op, solve)


def _factor_loops(
    rewriter: PatternRewriter,
    op: Operation,
    matrix: Callable[[Insert, IndexMath, list[SSAValue], list[SSAValue]], list[SSAValue]],
) -> list[SSAValue]:
    """Loops over the batch of `op`'s operand, each running `matrix(insert, index, batch, [factor, *outputs])`;
    the factor starts as the operand, the other outputs (pivots, info) as empty tensors of their types."""
    a = op.operands[0]
    outputs = [empty_tensor(rewriter, r.type) for r in op.results[1:]]
    batch = IndexMath(rewriter.insert).sizes(a)[:-2]
    return loop_nest(rewriter.insert, batch, [a, *outputs], matrix)


class LapackPotrfToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}potrf_ffi(%a)` -> Cholesky in `scf.for` loops, and info (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _static_call(op, "potrf", 1) or len(op.results) != 2:
            return
        lower = lapack_options(op).get("uplo", "L") == "L"
        element = element_type_of(op.operands[0].type)
        n = op.operands[0].type.get_shape()[-1]

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            factor, infos = carried

            def at(row: SSAValue, column: SSAValue) -> list[SSAValue]:
                return [*batch, row, column] if lower else [*batch, column, row]

            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (j,) = ivs
                factor, ok, info = carried

                def dot_minus(insert: Insert, row: SSAValue, current: SSAValue) -> SSAValue:
                    """F[row][j] - sum_k<j F[row][k] F[j][k]."""

                    def step(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                        product = arith.MulfOp(
                            _extract(insert, current, at(row, ks[0])), _extract(insert, current, at(j, ks[0]))
                        )
                        return [_emit(insert, arith.SubfOp(acc[0], _emit(insert, product)))]

                    (value,) = loop_nest(insert, [j], [_extract(insert, current, at(row, j))], step)
                    return value

                pivot = dot_minus(insert, j, factor)
                zero = _emit(insert, arith.ConstantOp(FloatAttr(0.0, element)))
                positive = _emit(insert, arith.CmpfOp(pivot, zero, "ogt"))
                good = _emit(insert, arith.AndIOp(ok, positive))
                first_failure = _emit(insert, arith.XOrIOp(ok, good))
                order = _i32(insert, index, index.add(j, 1))
                info = _select(insert, first_failure, order, info)
                diagonal = _emit(insert, math.SqrtOp(pivot))
                kept = _extract(insert, factor, at(j, j))
                factor = _insert(insert, _select(insert, good, diagonal, kept), factor, at(j, j))

                def below(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                    row = index.value(index.add(index.add(ivs[0], j), 1))
                    value = _emit(insert, arith.DivfOp(dot_minus(insert, row, carried[0]), diagonal))
                    kept = _extract(insert, carried[0], at(row, j))
                    return [_insert(insert, _select(insert, good, value, kept), carried[0], at(row, j))]

                (factor,) = loop_nest(insert, [index.value(index.sub(index.sub(n, j), 1))], [factor], below)
                return [factor, good, info]

            true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
            zero_info = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            factor, _, info = loop_nest(insert, [n], [factor, true, zero_info], column)
            return [factor, _insert(insert, info, infos, batch)]

        rewriter.replace(op, (), _factor_loops(rewriter, op, matrix))


class LapackGetrfToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}getrf_ffi(%a)` -> LU with partial pivoting in `scf.for` loops (see the module)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _static_call(op, "getrf", 1) or len(op.results) != 3:
            return
        element = element_type_of(op.operands[0].type)
        m, n = op.operands[0].type.get_shape()[-2:]

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (j,) = ivs
                lu, pivots, info = carried
                below = index.value(index.sub(index.sub(m, j), 1))

                def magnitude(insert: Insert, row: SSAValue) -> SSAValue:
                    return _emit(insert, math.AbsFOp(_extract(insert, lu, [*batch, row, j])))

                def search(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                    row = index.value(index.add(index.add(ks[0], j), 1))
                    size = magnitude(insert, row)
                    larger = _emit(insert, arith.CmpfOp(size, acc[1], "ogt"))
                    return [_select(insert, larger, row, acc[0]), _select(insert, larger, size, acc[1])]

                best, _ = loop_nest(insert, [below], [j, magnitude(insert, j)], search)
                pivots = _insert(insert, _i32(insert, index, index.add(best, 1)), pivots, [*batch, j])
                pivot = _extract(insert, lu, [*batch, best, j])
                zero = _emit(insert, arith.ConstantOp(FloatAttr(0.0, element)))
                nonzero = _emit(insert, arith.CmpfOp(pivot, zero, "une"))
                no_info = _emit(insert, arith.CmpiOp(info, _i32(insert, index, 0), "eq"))
                true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
                first_zero = _emit(insert, arith.AndIOp(no_info, _emit(insert, arith.XOrIOp(nonzero, true))))
                info = _select(insert, first_zero, _i32(insert, index, index.add(j, 1)), info)

                def swap(insert: Insert, index: IndexMath, cs: list[SSAValue], acc: list[SSAValue]):
                    here, there = [*batch, j, cs[0]], [*batch, best, cs[0]]
                    x, y = _extract(insert, acc[0], here), _extract(insert, acc[0], there)
                    swapped = _insert(insert, _select(insert, nonzero, y, x), acc[0], here)
                    return [_insert(insert, _select(insert, nonzero, x, y), swapped, there)]

                (lu,) = loop_nest(insert, [n], [lu], swap)

                def scale(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                    at = [*batch, index.value(index.add(index.add(ks[0], j), 1)), j]
                    value = _extract(insert, acc[0], at)
                    divided = _emit(insert, arith.DivfOp(value, pivot))
                    return [_insert(insert, _select(insert, nonzero, divided, value), acc[0], at)]

                (lu,) = loop_nest(insert, [below], [lu], scale)

                def update(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                    row = index.value(index.add(index.add(ks[0], j), 1))
                    col = index.value(index.add(index.add(ks[1], j), 1))
                    product = arith.MulfOp(
                        _extract(insert, acc[0], [*batch, row, j]), _extract(insert, acc[0], [*batch, j, col])
                    )
                    value = arith.SubfOp(_extract(insert, acc[0], [*batch, row, col]), _emit(insert, product))
                    return [_insert(insert, _emit(insert, value), acc[0], [*batch, row, col])]

                right = index.value(index.sub(index.sub(n, j), 1))
                (lu,) = loop_nest(insert, [below, right], [lu], update)
                return [lu, pivots, info]

            lu, pivots, infos = carried
            zero_info = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            lu, pivots, info = loop_nest(insert, [min(m, n)], [lu, pivots, zero_info], column)
            return [lu, pivots, _insert(insert, info, infos, batch)]

        rewriter.replace(op, (), _factor_loops(rewriter, op, matrix))


def _reflect_columns(
    insert: Insert, index: IndexMath, matrix: SSAValue, batch: list[SSAValue], i: SSAValue, first: Size, tau: SSAValue
) -> SSAValue:
    """matrix[i:, c] -= tau v (v . matrix[i:, c]) for the columns c from `first` on, v = [1, matrix[i+1:, i]]
    (LAPACK's larf from the left; v's leading 1 is implied, not read)."""
    m, n = matrix.type.get_shape()[-2:]
    below = index.value(index.sub(index.sub(m, i), 1))

    def v_times(insert: Insert, index: IndexMath, r: SSAValue, current: SSAValue, column: SSAValue) -> SSAValue:
        """v[r + 1] * current[i + 1 + r][column] and the row index i + 1 + r."""
        row = index.value(index.add(index.add(r, i), 1))
        return _emit(
            insert,
            arith.MulfOp(_extract(insert, current, [*batch, row, i]), _extract(insert, current, [*batch, row, column])),
        )

    def column(insert: Insert, index: IndexMath, cs: list[SSAValue], carried: list[SSAValue]):
        current = carried[0]
        col = index.value(index.add(cs[0], first))

        def dot(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            return [_emit(insert, arith.AddfOp(acc[0], v_times(insert, index, rs[0], current, col)))]

        (w,) = loop_nest(insert, [below], [_extract(insert, current, [*batch, i, col])], dot)
        tau_w = _emit(insert, arith.MulfOp(tau, w))
        top = _emit(insert, arith.SubfOp(_extract(insert, current, [*batch, i, col]), tau_w))
        current = _insert(insert, top, current, [*batch, i, col])

        def update(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            row = index.value(index.add(index.add(rs[0], i), 1))
            v_w = _emit(insert, arith.MulfOp(_extract(insert, acc[0], [*batch, row, i]), w))
            value = arith.SubfOp(_extract(insert, acc[0], [*batch, row, col]), _emit(insert, arith.MulfOp(tau, v_w)))
            return [_insert(insert, _emit(insert, value), acc[0], [*batch, row, col])]

        return loop_nest(insert, [below], [current], update)

    (matrix,) = loop_nest(insert, [index.value(index.sub(n, first))], [matrix], column)
    return matrix


class LapackGeqrfToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}geqrf_ffi(%a)` -> Householder QR in `scf.for` loops (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _static_call(op, "geqrf", 1) or len(op.results) != 2:
            return
        element = element_type_of(op.operands[0].type)
        m, n = op.operands[0].type.get_shape()[-2:]

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (i,) = ivs
                qr, taus = carried
                below = index.value(index.sub(index.sub(m, i), 1))

                def x_at(index: IndexMath, r: SSAValue) -> list[SSAValue]:
                    return [*batch, index.value(index.add(index.add(r, i), 1)), i]

                def squares(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
                    x = _extract(insert, qr, x_at(index, rs[0]))
                    return [_emit(insert, arith.AddfOp(acc[0], _emit(insert, arith.MulfOp(x, x))))]

                zero = _emit(insert, arith.ConstantOp(FloatAttr(0.0, element)))
                (sum_x,) = loop_nest(insert, [below], [zero], squares)
                # A column with x = 0 is no reflection (tau = 0): qr stays as it is, inf or NaN elements included.
                reflects = _emit(insert, arith.CmpfOp(_emit(insert, math.SqrtOp(sum_x)), zero, "une"))

                def reflect(insert: Insert) -> list[SSAValue]:
                    index = IndexMath(insert)
                    alpha = _extract(insert, qr, [*batch, i, i])
                    square = _emit(insert, arith.MulfOp(alpha, alpha))
                    length = _emit(insert, math.SqrtOp(_emit(insert, arith.AddfOp(square, sum_x))))
                    beta = _emit(insert, arith.NegfOp(_emit(insert, math.CopySignOp(length, alpha))))
                    tau = _emit(insert, arith.DivfOp(_emit(insert, arith.SubfOp(beta, alpha)), beta))
                    scale = _emit(insert, arith.SubfOp(alpha, beta))

                    def normalize(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
                        x = _extract(insert, acc[0], x_at(index, rs[0]))
                        return [_insert(insert, _emit(insert, arith.DivfOp(x, scale)), acc[0], x_at(index, rs[0]))]

                    (reflected,) = loop_nest(insert, [below], [qr], normalize)
                    reflected = _insert(insert, beta, reflected, [*batch, i, i])
                    return [_reflect_columns(insert, index, reflected, batch, i, index.add(i, 1), tau), tau]

                qr, tau = if_then_else(insert, reflects, [qr, zero], reflect)
                return [qr, _insert(insert, tau, taus, [*batch, i])]

            return loop_nest(insert, [min(m, n)], carried, column)

        rewriter.replace(op, (), _factor_loops(rewriter, op, matrix))


class LapackOrgqrToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}orgqr_ffi(%qr, %taus)` -> Q from the reflectors in `scf.for` loops (see the module)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _static_call(op, "orgqr", 2) or len(op.results) != 1:
            return
        element = element_type_of(op.operands[0].type)
        m, n = op.operands[0].type.get_shape()[-2:]
        k = op.operands[1].type.get_shape()[-1]
        taus = op.operands[1]

        def constant(insert: Insert, value: float) -> SSAValue:
            return _emit(insert, arith.ConstantOp(FloatAttr(value, element)))

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            def identity(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                row, col = ivs[0], index.value(index.add(ivs[1], k))
                on_diagonal = _emit(insert, arith.CmpiOp(row, col, "eq"))
                value = _select(insert, on_diagonal, constant(insert, 1.0), constant(insert, 0.0))
                return [_insert(insert, value, acc[0], [*batch, row, col])]

            (q,) = loop_nest(insert, [m, n - k], carried, identity)

            def reflector(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                i = index.value(index.sub(k - 1, ivs[0]))
                tau = _extract(insert, taus, [*batch, i])
                q = _reflect_columns(insert, index, carried[0], batch, i, index.add(i, 1), tau)
                minus_tau = _emit(insert, arith.NegfOp(tau))

                def scale(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
                    at = [*batch, index.value(index.add(index.add(rs[0], i), 1)), i]
                    return [
                        _insert(
                            insert, _emit(insert, arith.MulfOp(_extract(insert, acc[0], at), minus_tau)), acc[0], at
                        )
                    ]

                (q,) = loop_nest(insert, [index.value(index.sub(index.sub(m, i), 1))], [q], scale)
                q = _insert(insert, _emit(insert, arith.SubfOp(constant(insert, 1.0), tau)), q, [*batch, i, i])

                def clear(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
                    return [_insert(insert, constant(insert, 0.0), acc[0], [*batch, rs[0], i])]

                return loop_nest(insert, [i], [q], clear)

            return loop_nest(insert, [k], [q], reflector)

        a = op.operands[0]
        batch = IndexMath(rewriter.insert).sizes(a)[:-2]
        rewriter.replace(op, (), loop_nest(rewriter.insert, batch, [a], matrix))


def populate_mhlo_to_linalg_lapack_patterns() -> list[RewritePattern]:
    """The patterns that lower jax's LAPACK custom calls."""
    return [
        LapackTrsmToTriangularSolve(),
        LapackPotrfToLoops(),
        LapackGetrfToLoops(),
        LapackGeqrfToLoops(),
        LapackOrgqrToLoops(),
    ]
