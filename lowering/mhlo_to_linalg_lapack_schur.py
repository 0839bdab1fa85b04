"""`convert-mhlo-to-linalg`'s patterns for LAPACK's Hessenberg, tridiagonal and Schur custom calls
(`lapack_?gehrd_ffi`, `lapack_?sytrd_ffi`/`hetrd`, `lapack_?gees_ffi`; semantics: aiopt.reference.hlo.lapack_schur).

    %h:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%a) {mhlo.backend_config = {high = 4 : i32, low = 1 : i32}}
        : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<i32>)

becomes LAPACK's gehd2 in `scf.for` loops in the element type (`LapackGehrdToLoops`, the kernel
`@lapack_gehrd_f32` looping over the batch): larfg's reflector of each column, applied from the right and
the left; its results are the interpreter's within rounding (and LAPACK's: the form is unique given larfg's
signs). `lapack_{s,d}sytrd_ffi`/`{c,z}hetrd` (jax.lax.linalg.tridiagonal) becomes sytd2/hetd2 in the element
type (`LapackSytrdToLoops`: reflectors and rank-2 updates of the full Hermitian matrix; 'U' as the 'L'
reduction of the reversed matrix), LAPACK's results within rounding.

    %s:6 = stablehlo.custom_call @lapack_sgees_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}}
        : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>,
           tensor<i32>)

becomes, for each matrix of the batch in f64 (`LapackGeesToLoops`), `@lapack_real_schur_f64`: gehd2's
Hessenberg form with its reflectors accumulated in Z, LAPACK lahqr's Francis double-shift QR steps on the
unreduced block that ends at the last row not yet deflated (`_double_shift_step`), then lanv2's standard form of
each 2 x 2 block (`_standardize`); complex matrices (c, z) take geev's complex<f64> `@lapack_complex_schur_f64`
(Givens rotations and Wilkinson's shift) on the whole matrix. The Schur form is not unique: the results
satisfy its definition (A = Z T Z^H, Z unitary, T quasi-upper triangular in standard form) within f64
rounding, and its eigenvalues are the interpreter's (in some order).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ComplexType, IntegerAttr, f64, i1, i32
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, math
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import choose, if_then_else, loop_nest
from aiopt.lowering.mhlo_to_linalg_lapack import (
    COMPLEX_F64,
    EPSILON,
    TINY,
    Insert,
    _call_kernel,
    _complex_schur,
    _diagonal,
    _emit,
    _extract,
    _factor_kernel,
    _i32,
    _identity,
    _insert,
    _lapack_call,
    _matrix,
    _new_tensor,
    _Scalars,
    _select,
    _true,
    _type_name,
    _write,
)
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size, cast_to, empty, tensor_of
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types

LOWERED_OPS = frozenset()
"""The HLO ops this module lowers whole: none (custom_call only for the gehrd, sytrd/hetrd and gees targets)."""
from aiopt.reference.hlo.lapack import lapack_integer_options, lapack_options
from aiopt.reference.hlo.lapack_schur import SCHUR_STEPS


def _reflector(
    f: _Scalars, alpha: SSAValue, squares: SSAValue, has_x: SSAValue | None = None
) -> tuple[SSAValue, SSAValue, SSAValue, SSAValue]:
    """larfg on (alpha, x) with |x|^2 = `squares`: (reflects, beta, tau, 1 / (alpha - beta)); no reflection
    (tau = 0, beta = alpha) where x is 0 and alpha real."""
    zero = f.real_const(0.0)
    reflects = f(arith.CmpfOp(squares, zero, "une"))
    if f.complex:
        reflects = f(arith.OrIOp(reflects, f(arith.CmpfOp(f.imag(alpha), zero, "une"))))
    length = f.sqrt(f.add(f.norm2(alpha), squares))
    beta = f(arith.NegfOp(f(math.CopySignOp(length, f.real(alpha)))))
    tau = f.select(reflects, f.div_real(f.sub(f.from_real(beta), alpha), beta), f.const(0.0))
    scale = f.div(f.const(1.0), f.sub(alpha, f.from_real(beta)))
    return reflects, f.select(reflects, f.from_real(beta), alpha), tau, scale


def _reflect_right(
    insert: Insert, matrix: SSAValue, prefix: list[SSAValue], v_of, i: SSAValue, ihi: Size, rows: Size, tau: SSAValue
) -> SSAValue:
    """matrix[:rows, i+1:ihi] -= tau (matrix[:rows, i+1:ihi] v) v^H for v = [1, v_of(k) for k in i+2..ihi-1]."""
    element = element_type_of(matrix.type)
    index = IndexMath(insert)
    start = index.add(i, 1)
    length = index.max(index.sub(ihi, start), 0)

    def row(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
        r = rs[0]

        def dot(insert: Insert, index: IndexMath, ks: list[SSAValue], sums: list[SSAValue]):
            f = _Scalars(insert, element)
            k = index.value(index.add(start, ks[0]))
            return [f.add(sums[0], f.mul(_extract(insert, acc[0], [*prefix, r, k]), v_of(insert, index, k)))]

        f = _Scalars(insert, element)
        (w,) = loop_nest(insert, [length], [f.const(0.0)], dot)
        tau_w = f.mul(tau, w)

        def update(insert: Insert, index: IndexMath, ks: list[SSAValue], carried: list[SSAValue]):
            f = _Scalars(insert, element)
            k = index.value(index.add(start, ks[0]))
            value = f.sub(_extract(insert, carried[0], [*prefix, r, k]), f.mul(tau_w, f.conj(v_of(insert, index, k))))
            return [_insert(insert, value, carried[0], [*prefix, r, k])]

        return loop_nest(insert, [length], acc, update)

    (matrix,) = loop_nest(insert, [rows], [matrix], row)
    return matrix


def _reflect_left(
    insert: Insert, matrix: SSAValue, prefix: list[SSAValue], v_of, i: SSAValue, ihi: Size, n: Size, tau: SSAValue
) -> SSAValue:
    """matrix[i+1:ihi, i+1:n] -= conj(tau) v (v^H matrix[i+1:ihi, i+1:n]) (H^H from the left)."""
    element = element_type_of(matrix.type)
    index = IndexMath(insert)
    start = index.add(i, 1)
    length = index.max(index.sub(ihi, start), 0)
    tau_h = _Scalars(insert, element).conj(tau)

    def column(insert: Insert, index: IndexMath, cs: list[SSAValue], acc: list[SSAValue]):
        c = index.value(index.add(start, cs[0]))

        def dot(insert: Insert, index: IndexMath, ks: list[SSAValue], sums: list[SSAValue]):
            f = _Scalars(insert, element)
            k = index.value(index.add(start, ks[0]))
            v = f.conj(v_of(insert, index, k))
            return [f.add(sums[0], f.mul(v, _extract(insert, acc[0], [*prefix, k, c])))]

        f = _Scalars(insert, element)
        (w,) = loop_nest(insert, [length], [f.const(0.0)], dot)
        tau_w = f.mul(tau_h, w)

        def update(insert: Insert, index: IndexMath, ks: list[SSAValue], carried: list[SSAValue]):
            f = _Scalars(insert, element)
            k = index.value(index.add(start, ks[0]))
            value = f.sub(_extract(insert, carried[0], [*prefix, k, c]), f.mul(v_of(insert, index, k), tau_w))
            return [_insert(insert, value, carried[0], [*prefix, k, c])]

        return loop_nest(insert, [length], acc, update)

    (matrix,) = loop_nest(insert, [index.max(index.sub(n, start), 0)], [matrix], column)
    return matrix


def _gehd2(
    insert: Insert,
    matrix: SSAValue,
    taus: SSAValue,
    prefix: list[SSAValue],
    ilo: Size,
    ihi: Size,
    z: SSAValue | None = None,
) -> list[SSAValue]:
    """LAPACK's gehd2 on the n x n matrix of `matrix` at `prefix` (0-based columns ilo..ihi-2, ihi exclusive),
    its taus into `taus` at `prefix` (0 elsewhere); each reflector also applied to `z` from the right where given.
    Returns [matrix, taus] (and z)."""
    element = element_type_of(matrix.type)
    index = IndexMath(insert)
    n = index.dim(matrix, matrix.type.get_num_dims() - 1)

    def clear(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        return [_insert(insert, _Scalars(insert, element).const(0.0), acc[0], [*prefix, ks[0]])]

    (taus,) = loop_nest(insert, [index.dim(taus, taus.type.get_num_dims() - 1)], [taus], clear)

    def column(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
        matrix, taus = acc[:2]
        i = index.value(index.add(ilo, ts[0]))
        first = index.value(index.add(i, 1))
        below = index.max(index.sub(ihi, index.add(i, 2)), 0)

        def x_at(index: IndexMath, t: SSAValue) -> list[SSAValue]:
            return [*prefix, index.value(index.add(index.add(i, 2), t)), i]

        def squares(insert: Insert, index: IndexMath, rs: list[SSAValue], sums: list[SSAValue]):
            f = _Scalars(insert, element)
            return [f.add(sums[0], f.norm2(_extract(insert, matrix, x_at(index, rs[0]))))]

        f = _Scalars(insert, element)
        (sum_x,) = loop_nest(insert, [below], [f.real_const(0.0)], squares)
        reflects, beta, tau, scale = _reflector(f, _extract(insert, matrix, [*prefix, first, i]), sum_x)

        def reflect(insert: Insert) -> list[SSAValue]:
            def normalize(insert: Insert, index: IndexMath, rs: list[SSAValue], carried: list[SSAValue]):
                at = x_at(index, rs[0])
                value = _Scalars(insert, element).mul(_extract(insert, carried[0], at), scale)
                return [_insert(insert, value, carried[0], at)]

            (reflected,) = loop_nest(insert, [below], [matrix], normalize)
            reflected = _insert(insert, beta, reflected, [*prefix, first, i])

            def v_of(insert: Insert, index: IndexMath, k: SSAValue) -> SSAValue:
                f = _Scalars(insert, element)
                is_first = f(arith.CmpiOp(k, first, "eq"))
                return f.select(is_first, f.const(1.0), _extract(insert, reflected, [*prefix, k, i]))

            result = _reflect_right(insert, reflected, prefix, v_of, i, ihi, ihi, tau)
            result = _reflect_left(insert, result, prefix, v_of, i, ihi, n, tau)
            rest = [] if z is None else [_reflect_right(insert, acc[2], [], v_of, i, ihi, n, tau)]
            return [result, *rest]

        matrix, *rest = if_then_else(insert, reflects, [matrix, *acc[2:]], reflect)
        return [matrix, _insert(insert, tau, taus, [*prefix, i]), *rest]

    count = index.max(index.sub(index.sub(ihi, ilo), 1), 0)
    return loop_nest(insert, [count], [matrix, taus, *([z] if z is not None else [])], column)


class LapackGehrdToLoops(RewritePattern):
    """`custom_call @lapack_?gehrd_ffi(%a) {low, high}` -> LAPACK's gehd2 in `scf.for` loops (see the module):

    %r:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%a) {mhlo.backend_config = {high = 4 : i32, low = 1 : i32}}
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "gehrd"):
            return
        options = lapack_integer_options(op)
        index = IndexMath(rewriter.insert)
        bounds = [index.value(options["low"] - 1), index.value(options["high"])]

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            h, taus, infos = carried
            h, taus = _gehd2(insert, h, taus, batch, inputs[0], inputs[1])
            zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            return [h, taus, _insert(insert, zero, infos, batch)]

        name = f"lapack_gehrd_{_type_name(element_type_of(op.operands[0].type))}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix, bounds))


def _tridiagonal_step(insert: Insert, h: SSAValue, i: SSAValue) -> list[SSAValue]:
    """sytd2's ('L') step at column i of the full Hermitian n x n h (aiopt.reference.hlo.lapack_schur's
    `_tridiagonal_lower`): larfg's reflector of h[i+1:, i], its tail stored below the subdiagonal, and the
    rank-2 update of h[i+1:, i+1:] (diagonal kept real). Returns [h, beta (the subdiagonal, real), tau]."""
    element = element_type_of(h.type)
    index = IndexMath(insert)
    n = index.dim(h, 0)
    first = index.value(index.add(i, 1))
    rest = index.sub(n, first)
    below = index.max(index.sub(rest, 1), 0)

    def x_at(index: IndexMath, t: SSAValue) -> list[SSAValue]:
        return [index.value(index.add(index.add(i, 2), t)), i]

    def squares(insert: Insert, index: IndexMath, rs: list[SSAValue], sums: list[SSAValue]):
        f = _Scalars(insert, element)
        return [f.add(sums[0], f.norm2(_extract(insert, h, x_at(index, rs[0]))))]

    f = _Scalars(insert, element)
    (sum_x,) = loop_nest(insert, [below], [f.real_const(0.0)], squares)
    reflects, beta, tau, scale = _reflector(f, _extract(insert, h, [first, i]), sum_x)

    def reflect(insert: Insert) -> list[SSAValue]:
        f = _Scalars(insert, element)

        def normalize(insert: Insert, index: IndexMath, rs: list[SSAValue], carried: list[SSAValue]):
            at = x_at(index, rs[0])
            return [
                _insert(insert, _Scalars(insert, element).mul(_extract(insert, carried[0], at), scale), carried[0], at)
            ]

        (work,) = loop_nest(insert, [below], [h], normalize)

        def v_of(insert: Insert, k: SSAValue) -> SSAValue:
            f = _Scalars(insert, element)
            return f.select(f(arith.CmpiOp(k, first, "eq")), f.const(1.0), _extract(insert, work, [k, i]))

        def product(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            r = index.value(index.add(first, rs[0]))

            def term(insert: Insert, index: IndexMath, cs: list[SSAValue], sums: list[SSAValue]):
                f = _Scalars(insert, element)
                c = index.value(index.add(first, cs[0]))
                return [f.add(sums[0], f.mul(_extract(insert, work, [r, c]), v_of(insert, c)))]

            f = _Scalars(insert, element)
            (total,) = loop_nest(insert, [rest], [f.const(0.0)], term)
            x = f.mul(tau, total)
            return [_insert(insert, x, acc[0], [rs[0]]), f.add(acc[1], f.mul(f.conj(x), v_of(insert, r)))]

        x, dot = loop_nest(insert, [rest], [_new_tensor(insert, element, [rest]), f.const(0.0)], product)
        alpha = f.mul(f.mul(f.const(-0.5), tau), dot)

        def update(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, element)
            r, c = (index.value(index.add(first, iv)) for iv in ivs)
            v_r, v_c = v_of(insert, r), v_of(insert, c)
            w_r = f.add(_extract(insert, x, [ivs[0]]), f.mul(alpha, v_r))
            w_c = f.add(_extract(insert, x, [ivs[1]]), f.mul(alpha, v_c))
            change = f.add(f.mul(v_r, f.conj(w_c)), f.mul(w_r, f.conj(v_c)))
            value = f.sub(_extract(insert, acc[0], [r, c]), change)
            if f.complex:
                value = f.select(f(arith.CmpiOp(r, c, "eq")), f.from_real(f.real(value)), value)
            return [_insert(insert, value, acc[0], [r, c])]

        return loop_nest(insert, [rest, rest], [work], update)

    (h,) = if_then_else(insert, reflects, [h], reflect)
    return [_insert(insert, beta, h, [first, i]), f.real(beta), tau]


class LapackSytrdToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}sytrd_ffi(%a)` (and {c,z}hetrd) -> LAPACK's sytd2/hetd2 in `scf.for` loops in the
    element type (`@lapack_sytrd_lower_f32`, ... over the batch): the full Hermitian matrix of the `uplo` triangle
    (for 'U' reversed: P A P, the 'L' reduction of which is the 'U' one, reversed), `_tridiagonal_step` for each
    column, then the results written back: d, e and the reflectors' tails into the triangle, the other one a's.

        %r:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}}
            : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>)
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "sytrd", "hetrd"):
            return
        lower = lapack_options(op)["uplo"] == "L"
        element = element_type_of(op.operands[0].type)

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            a, d, e, taus, infos = carried
            n = shape[1]

            def at(index: IndexMath, i: SSAValue, j: SSAValue) -> list[SSAValue]:
                """Where W[i][j] (W = A, or P A P for 'U') is in a."""
                if lower:
                    return [*batch, i, j]
                last = index.sub(n, 1)
                return [*batch, index.value(index.sub(last, i)), index.value(index.sub(last, j))]

            def hermitian(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
                f = _Scalars(insert, element)
                index = IndexMath(insert)
                stored = _extract(insert, a, at(index, i, j))
                mirrored = f.conj(_extract(insert, a, at(index, j, i)))
                value = f.select(f(arith.CmpiOp(i, j, "ugt")), stored, mirrored)
                return f.select(f(arith.CmpiOp(i, j, "eq")), f.from_real(f.real(stored)), value)

            h = _matrix(insert, n, n, hermitian, element)

            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                h, e, taus = acc
                i = ivs[0]
                h, beta, tau = _tridiagonal_step(insert, h, i)
                k = i if lower else index.value(index.sub(index.sub(n, 2), i))
                return [h, _insert(insert, beta, e, [*batch, k]), _insert(insert, tau, taus, [*batch, k])]

            h, e, taus = loop_nest(insert, [index.max(index.sub(n, 1), 0)], [h, e, taus], column)

            def write(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                a, d = acc
                f = _Scalars(insert, element)
                i, j = ivs
                value = _extract(insert, h, [i, j])
                real = f.real(value)
                k = i if lower else index.value(index.sub(index.sub(n, 1), i))
                d = if_then_else(
                    insert, f(arith.CmpiOp(i, j, "eq")), [d], lambda insert: [_insert(insert, real, d, [*batch, k])]
                )[0]
                sub = f(arith.CmpiOp(i, index.value(index.add(j, 1)), "eq"))
                # The subdiagonal holds e (h's is beta, complex-typed), the diagonal its real part.
                value = f.select(f(arith.CmpiOp(i, j, "eq")), f.from_real(real), value)
                value = f.select(sub, f.from_real(f.real(value)), value)
                place = at(index, i, j)
                return [_insert(insert, value, a, place), d]

            a, d = loop_nest(insert, [n, n], [a, d], _lower_triangle(n, write))
            zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            return [a, d, e, taus, _insert(insert, zero, infos, batch)]

        name = f"lapack_sytrd_{'lower' if lower else 'upper'}_{_type_name(element)}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix))


def _lower_triangle(n: Size, body):
    """A loop body over [n, n] that runs `body` where i >= j (the lower triangle and diagonal)."""

    def guarded(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        inside = _emit(insert, arith.CmpiOp(ivs[0], ivs[1], "uge"))
        return if_then_else(insert, inside, acc, lambda insert: body(insert, IndexMath(insert), ivs, acc))

    return guarded


def _real_negligible(insert: Insert, h: SSAValue, k: SSAValue) -> SSAValue:
    """Whether h[k][k-1] is negligible: |h[k][k-1]| <= max(eps (|h[k-1][k-1]| + |h[k][k]|), TINY)."""
    r = _Scalars(insert)
    index = IndexMath(insert)
    above = index.value(index.sub(k, 1))
    sub = r.abs(_extract(insert, h, [k, above]))
    diagonal = r.add(r.abs(_extract(insert, h, [above, above])), r.abs(_extract(insert, h, [k, k])))
    bound = r(arith.MaximumfOp(r.mul(r.const(EPSILON), diagonal), r.const(TINY)))
    return r(arith.CmpfOp(sub, bound, "ole"))


def _shifts(insert: Insert, h: SSAValue, l: SSAValue, i: SSAValue, its: SSAValue) -> list[SSAValue]:
    """lahqr's shifts (rt1r, rt1i, rt2r, rt2i) for the block [l, i] (i >= l + 2; see `_real_shifts` of
    aiopt.reference.hlo.lapack_schur)."""
    r = _Scalars(insert)
    index = IndexMath(insert)

    def at(row, column) -> SSAValue:
        return _extract(insert, h, [index.value(row), index.value(column)])

    l1, l2 = index.add(l, 1), index.add(l, 2)
    i1, i2 = index.sub(i, 1), index.sub(i, 2)
    remainder = _emit(insert, arith.RemUIOp(its, index.value(20)))
    from_l = _emit(insert, arith.CmpiOp(remainder, index.value(10), "eq"))
    started = _emit(insert, arith.CmpiOp(its, index.value(0), "ugt"))
    from_i = _emit(insert, arith.AndIOp(started, _emit(insert, arith.CmpiOp(remainder, index.value(0), "eq"))))
    exceptional = _emit(insert, arith.OrIOp(from_l, from_i))
    s = r.select(
        from_l,
        r.add(r.abs(at(l1, l)), r.abs(at(l2, l1))),
        r.add(r.abs(at(i, i1)), r.abs(at(i1, i2))),
    )
    e11 = r.add(r.mul(r.const(0.75), s), r.select(from_l, at(l, l), at(i, i)))
    h11 = r.select(exceptional, e11, at(i1, i1))
    h12 = r.select(exceptional, r.mul(r.const(-0.4375), s), at(i1, i))
    h21 = r.select(exceptional, s, at(i, i1))
    h22 = r.select(exceptional, e11, at(i, i))
    s = r.add(r.add(r.abs(h11), r.abs(h12)), r.add(r.abs(h21), r.abs(h22)))
    s = r.select(r(arith.CmpfOp(s, r.const(0.0), "oeq")), r.const(1.0), s)
    h11, h12, h21, h22 = (r.div(x, s) for x in (h11, h12, h21, h22))
    tr = r.mul(r.add(h11, h22), r.const(0.5))
    det = r.sub(r.mul(r.sub(h11, tr), r.sub(h22, tr)), r.mul(h12, h21))
    rtdisc = r.sqrt(r.abs(det))
    pair = r(arith.CmpfOp(det, r.const(0.0), "oge"))
    plus, minus = r.add(tr, rtdisc), r.sub(tr, rtdisc)
    nearer = r.select(r(arith.CmpfOp(r.abs(r.sub(plus, h22)), r.abs(r.sub(minus, h22)), "ole")), plus, minus)
    real_part = r.mul(r.select(pair, tr, nearer), s)
    imaginary = r.select(pair, r.mul(rtdisc, s), r.const(0.0))
    return [real_part, imaginary, real_part, r.select(pair, r.neg(imaginary), r.const(0.0))]


def _first_column(insert: Insert, h: SSAValue, l: SSAValue, shifts: list[SSAValue]) -> list[SSAValue]:
    """The first column (v0, v1, v2) of (H - s1)(H - s2) on the block from l, scaled as lahqr scales it."""
    r = _Scalars(insert)
    index = IndexMath(insert)
    rt1r, rt1i, rt2r, rt2i = shifts
    l1, l2 = index.value(index.add(l, 1)), index.value(index.add(l, 2))
    hll, h_l1l = _extract(insert, h, [l, l]), _extract(insert, h, [l1, l])

    def nonzero(x: SSAValue) -> SSAValue:
        return r.select(r(arith.CmpfOp(x, r.const(0.0), "oeq")), r.const(1.0), x)

    s = nonzero(r.add(r.add(r.abs(r.sub(hll, rt2r)), r.abs(rt2i)), r.abs(h_l1l)))
    h21s = r.div(h_l1l, s)
    v0 = r.sub(
        r.add(r.mul(h21s, _extract(insert, h, [l, l1])), r.mul(r.sub(hll, rt1r), r.div(r.sub(hll, rt2r), s))),
        r.mul(rt1i, r.div(rt2i, s)),
    )
    v1 = r.mul(h21s, r.sub(r.sub(r.add(hll, _extract(insert, h, [l1, l1])), rt1r), rt2r))
    v2 = r.mul(h21s, _extract(insert, h, [l2, l1]))
    total = nonzero(r.add(r.add(r.abs(v0), r.abs(v1)), r.abs(v2)))
    return [r.div(v, total) for v in (v0, v1, v2)]


def _apply3(
    insert: Insert,
    matrix: SSAValue,
    at: Sequence[SSAValue],
    has3: SSAValue,
    reflector: list[SSAValue],
    count: Size,
    first: Size,
    columns: bool,
) -> SSAValue:
    """I - tau u u^T (u = [1, u1, u2]) applied to rows at[0..2] of `matrix` for columns first..first+count-1, or
    (`columns`) to columns at[0..2] for those rows. Row (column) at[2] is the third only where `has3` (it may be
    at[1] otherwise, min(k + 2, n - 1)): it is written first, with its old value where not, so that the other
    two writes win."""
    tau, u1, u2 = reflector

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        r = _Scalars(insert)
        other = index.value(index.add(first, ivs[0]))
        places = [[other, p] if columns else [p, other] for p in at]
        x0, x1, old2 = (_extract(insert, acc[0], place) for place in places)
        x2 = r.select(has3, old2, r.const(0.0))
        total = r.mul(r.add(r.add(x0, r.mul(u1, x1)), r.mul(u2, x2)), tau)
        matrix = _insert(insert, r.select(has3, r.sub(x2, r.mul(total, u2)), old2), acc[0], places[2])
        matrix = _insert(insert, r.sub(x0, total), matrix, places[0])
        return [_insert(insert, r.sub(x1, r.mul(total, u1)), matrix, places[1])]

    (matrix,) = loop_nest(insert, [count], [matrix], store)
    return matrix


def _double_shift_step(
    insert: Insert, h: SSAValue, z: SSAValue, l: SSAValue, i: SSAValue, its: SSAValue
) -> list[SSAValue]:
    """One Francis double-shift QR step on the unreduced block [l, i] (i >= l + 2): 3-element reflectors chase
    the bulge from row l down, each applied to h's rows k..k+2 (columns k on), its columns k..k+2 (rows up to
    min(k + 3, i)) and z's columns. Returns [h, z]."""
    index = IndexMath(insert)
    n = index.dim(h, 0)
    start = _first_column(insert, h, l, _shifts(insert, h, l, i, its))

    def chase(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
        h, z = acc
        r = _Scalars(insert)
        k = index.value(index.add(l, ts[0]))
        k1 = index.value(index.add(k, 1))
        k2 = index.value(index.min(index.add(k, 2), index.sub(n, 1)))
        has3 = _emit(insert, arith.CmpiOp(index.value(index.add(k, 2)), i, "sle"))
        later = _emit(insert, arith.CmpiOp(k, l, "ugt"))
        before = index.value(index.max(index.sub(k, 1), 0))
        column = [_extract(insert, h, [row, before]) for row in (k, k1, k2)]
        w0, w1, w2 = (r.select(later, x, v) for x, v in zip(column, start, strict=True))
        w2 = r.select(has3, w2, r.const(0.0))
        reflects, beta, tau, scale = _reflector(r, w0, r.add(r.mul(w1, w1), r.mul(w2, w2)))
        u1, u2 = (r.select(reflects, r.mul(w, scale), r.const(0.0)) for w in (w1, w2))

        def bulge(insert: Insert) -> list[SSAValue]:
            r = _Scalars(insert)
            old = _extract(insert, h, [k2, before])
            chased = _insert(insert, r.select(has3, r.const(0.0), old), h, [k2, before])
            chased = _insert(insert, beta, chased, [k, before])
            return [_insert(insert, r.const(0.0), chased, [k1, before])]

        (h,) = if_then_else(insert, later, [h], bulge)
        at, reflector = [k, k1, k2], [tau, u1, u2]
        h = _apply3(insert, h, at, has3, reflector, index.sub(n, k), k, columns=False)
        rows = index.add(index.min(index.add(k, 3), i), 1)
        h = _apply3(insert, h, at, has3, reflector, rows, 0, columns=True)
        return [h, _apply3(insert, z, at, has3, reflector, n, 0, columns=True)]

    return loop_nest(insert, [index.sub(i, l)], [h, z], chase)


def _lanv2(r: _Scalars, a: SSAValue, b: SSAValue, c: SSAValue, d: SSAValue) -> list[SSAValue]:
    """LAPACK's lanv2 (see aiopt.reference.hlo.lapack_schur.lanv2): [a, b, c, d, cs, sn] of the standard form of
    [[a, b], [c, d]], every case computed and the one that holds selected."""
    zero, one, half = r.const(0.0), r.const(1.0), r.const(0.5)

    def sign(x: SSAValue) -> SSAValue:
        return r(math.CopySignOp(one, x))

    def equal(x: SSAValue, y: SSAValue) -> SSAValue:
        return r(arith.CmpfOp(x, y, "oeq"))

    def pick(condition: SSAValue, then: list[SSAValue], otherwise: list[SSAValue]) -> list[SSAValue]:
        return [r.select(condition, x, y) for x, y in zip(then, otherwise, strict=True)]

    temp = r.sub(a, d)
    p = r.mul(half, temp)
    bcmax = r(arith.MaximumfOp(r.abs(b), r.abs(c)))
    bcmis = r.mul(r.mul(r(arith.MinimumfOp(r.abs(b), r.abs(c))), sign(b)), sign(c))
    scale = r(arith.MaximumfOp(r.abs(p), bcmax))
    zz = r.add(r.mul(r.div(p, scale), p), r.mul(r.div(bcmax, scale), bcmis))
    # Real eigenvalues: upper triangular.
    z1 = r.add(p, r(math.CopySignOp(r.mul(r.sqrt(scale), r.sqrt(zz)), p)))
    tau1 = r.sqrt(r.add(r.mul(c, c), r.mul(z1, z1)))
    triangular = [r.add(d, z1), r.sub(b, c), zero, r.sub(d, r.mul(r.div(bcmax, z1), bcmis)), r.div(z1, tau1)]
    triangular.append(r.div(c, tau1))
    # Complex or nearly equal eigenvalues: equal diagonal.
    sigma = r.add(b, c)
    tau2 = r.sqrt(r.add(r.mul(sigma, sigma), r.mul(temp, temp)))
    cs = r.sqrt(r.mul(half, r.add(one, r.div(r.abs(sigma), tau2))))
    sn = r.mul(r.neg(r.div(p, r.mul(tau2, cs))), sign(sigma))
    aa, bb = r.add(r.mul(a, cs), r.mul(b, sn)), r.add(r.mul(r.neg(a), sn), r.mul(b, cs))
    cc, dd = r.add(r.mul(c, cs), r.mul(d, sn)), r.add(r.mul(r.neg(c), sn), r.mul(d, cs))
    b2, c2 = r.add(r.mul(bb, cs), r.mul(dd, sn)), r.add(r.mul(r.neg(aa), sn), r.mul(cc, cs))
    a2, d2 = r.add(r.mul(aa, cs), r.mul(cc, sn)), r.add(r.mul(r.neg(bb), sn), r.mul(dd, cs))
    mean = r.mul(half, r.add(a2, d2))
    sab, sac = r.sqrt(r.abs(b2)), r.sqrt(r.abs(c2))
    p3 = r(math.CopySignOp(r.mul(sab, sac), c2))
    tau3 = r.div(one, r.sqrt(r.abs(r.add(b2, c2))))
    cs1, sn1 = r.mul(sab, tau3), r.mul(sac, tau3)
    split = [r.add(mean, p3), r.sub(b2, c2), zero, r.sub(mean, p3)]
    split += [r.sub(r.mul(cs, cs1), r.mul(sn, sn1)), r.add(r.mul(cs, sn1), r.mul(sn, cs1))]
    kept = [mean, b2, c2, mean, cs, sn]
    c2_nonzero = r(arith.CmpfOp(c2, zero, "une"))
    b2_zero = equal(b2, zero)
    same_sign = equal(sign(b2), sign(c2))
    equalized = pick(
        c2_nonzero,
        pick(b2_zero, [mean, r.neg(c2), zero, mean, r.neg(sn), cs], pick(same_sign, split, kept)),
        kept,
    )
    general = pick(r(arith.CmpfOp(zz, r.const(4.0 * EPSILON), "oge")), triangular, equalized)
    unchanged = [a, b, c, d, one, zero]
    standard = r(arith.AndIOp(equal(temp, zero), r(arith.CmpfOp(sign(b), sign(c), "une"))))
    result = pick(standard, unchanged, general)
    result = pick(equal(b, zero), [d, r.neg(c), zero, a, zero, one], result)
    return pick(equal(c, zero), unchanged, result)


def _rotate(
    insert: Insert,
    matrix: SSAValue,
    p: SSAValue,
    q: SSAValue,
    cs: SSAValue,
    sn: SSAValue,
    first: Size,
    count: Size,
    columns: bool,
) -> SSAValue:
    """drot on rows p and q of `matrix` (columns first..first+count-1), or (`columns`) on its columns p and q:
    x, y -> cs x + sn y, cs y - sn x."""

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        r = _Scalars(insert)
        other = index.value(index.add(first, ivs[0]))
        at_p, at_q = ([other, p], [other, q]) if columns else ([p, other], [q, other])
        x, y = _extract(insert, acc[0], at_p), _extract(insert, acc[0], at_q)
        rotated = _insert(insert, r.add(r.mul(cs, x), r.mul(sn, y)), acc[0], at_p)
        return [_insert(insert, r.sub(r.mul(cs, y), r.mul(sn, x)), rotated, at_q)]

    (matrix,) = loop_nest(insert, [count], [matrix], store)
    return matrix


def _standardize(insert: Insert, h: SSAValue, z: SSAValue) -> list[SSAValue]:
    """Each 2 x 2 block of the quasi-triangular h in lanv2's standard form, the rotation applied to the rest of its
    rows and columns and to z. Returns [h, z]."""
    index = IndexMath(insert)
    n = index.dim(h, 0)

    def block(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        h, z, skip = acc
        r = _Scalars(insert)
        k = ks[0]
        k1 = index.value(index.add(k, 1))
        below = r(arith.CmpfOp(_extract(insert, h, [k1, k]), r.const(0.0), "une"))
        found = _emit(insert, arith.AndIOp(below, _emit(insert, arith.XOrIOp(skip, _true(insert)))))

        def standardize(insert: Insert) -> list[SSAValue]:
            r = _Scalars(insert)
            index = IndexMath(insert)
            places = [[k, k], [k, k1], [k1, k], [k1, k1]]
            a, b, c, d, cs, sn = _lanv2(r, *(_extract(insert, h, place) for place in places))
            t = h
            for value, place in zip((a, b, c, d), places, strict=True):
                t = _insert(insert, value, t, place)
            right = index.add(k, 2)
            t = _rotate(insert, t, k, k1, cs, sn, right, index.sub(n, right), columns=False)
            t = _rotate(insert, t, k, k1, cs, sn, 0, k, columns=True)
            return [t, _rotate(insert, z, k, k1, cs, sn, 0, n, columns=True), found]

        return choose(insert, found, standardize, lambda insert: [h, z, found])

    false = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1)))
    h, z, _ = loop_nest(insert, [index.max(index.sub(n, 1), 0)], [h, z, false], block)
    return [h, z]


def _real_schur(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_real_schur_f64`: (T, Z, info) of the real n x n A (see the module and
    aiopt.reference.hlo.lapack_schur.real_schur, whose steps these are)."""
    (a,) = arguments
    index = IndexMath(insert)
    n = index.dim(a, 0)
    taus = _new_tensor(insert, f64, [index.max(index.sub(n, 1), 0)])
    h, _, z = _gehd2(insert, a, taus, [], 0, n, _identity(insert, n, f64))

    def hessenberg(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        below = _emit(insert, arith.CmpiOp(i, IndexMath(insert).value(IndexMath(insert).add(j, 1)), "ugt"))
        return _Scalars(insert).select(below, _Scalars(insert).const(0.0), _extract(insert, h, [i, j]))

    h = _matrix(insert, n, n, hessenberg)

    def step(insert: Insert, index: IndexMath, _: list[SSAValue], acc: list[SSAValue]):
        def iterate(insert: Insert) -> list[SSAValue]:
            h, z, top, its = acc
            index = IndexMath(insert)
            i = index.value(index.sub(top, 1))

            def search(insert: Insert, index: IndexMath, ks: list[SSAValue], found: list[SSAValue]):
                k = index.value(index.add(ks[0], 1))
                return [_select(insert, _real_negligible(insert, h, k), k, found[0])]

            (l,) = loop_nest(insert, [i], [index.value(0)], search)

            def split(insert: Insert) -> list[SSAValue]:
                above = IndexMath(insert).value(IndexMath(insert).sub(l, 1))
                return [_insert(insert, _Scalars(insert).const(0.0), h, [l, above])]

            (h,) = if_then_else(insert, _emit(insert, arith.CmpiOp(l, index.value(0), "ugt")), [h], split)
            deflated = _emit(insert, arith.CmpiOp(index.value(index.add(l, 1)), i, "uge"))
            return choose(
                insert,
                deflated,
                lambda insert: [h, z, l, IndexMath(insert).value(0)],
                lambda insert: [
                    *_double_shift_step(insert, h, z, l, i, its),
                    top,
                    IndexMath(insert).value(IndexMath(insert).add(its, 1)),
                ],
            )

        active = _emit(insert, arith.CmpiOp(acc[2], index.value(0), "ugt"))
        return if_then_else(insert, active, acc, iterate)

    budget = index.mul(n, SCHUR_STEPS)
    h, z, top, _ = loop_nest(insert, [budget], [h, z, index.value(n), index.value(0)], step)
    converged = _emit(insert, arith.CmpiOp(top, index.value(0), "eq"))
    h, z = if_then_else(insert, converged, [h, z], lambda insert: _standardize(insert, h, z))
    one = index.value(1)  # a `?` size: the function's result type
    return [h, z, _insert(insert, _i32(insert, index, top), _new_tensor(insert, i32, [one]), [index.value(0)])]


class LapackGeesToLoops(RewritePattern):
    """`custom_call @lapack_?gees_ffi(%a)` -> the Schur form in f64 (complex<f64>) loops, for each matrix of the
    batch (see the module): t, vs (zeros for mode 'N'), the eigenvalues (wr, wi from a real t's blocks: p +- i
    sqrt(|q r|)), sdim 0 and info."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "gees"):
            return
        vectors = lapack_options(op)["mode"] == "V"
        a = op.operands[0]
        element = element_type_of(a.type)
        real = not isinstance(element, ComplexType)
        working = f64 if real else COMPLEX_F64
        index = IndexMath(rewriter.insert)
        *batch, _, n = index.sizes(a)
        sizes = [[*batch, n, n]] * 2 + [[*batch, n]] * (2 if real else 1) + [batch] * 2
        outputs = [empty(rewriter, index, r.type, s) for r, s in zip(op.results, sizes, strict=True)]

        def matrix(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
            def read(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
                return _Scalars(insert, element).widen(_extract(insert, a, [*ivs, i, j]))

            work = _matrix(insert, n, n, read, working)
            square = work.type
            types = [square, square, tensor_of(i32, [1])]
            if real:
                t, z, info = _call_kernel(rewriter, op, insert, "lapack_real_schur_f64", [work], types, _real_schur)
            else:
                last = index.value(index.max(index.sub(n, 1), 0))
                arguments = [work, index.value(0), last]
                t, z, info = _call_kernel(
                    rewriter, op, insert, "lapack_complex_schur_f64", arguments, types, _complex_schur
                )
            t_out, vs_out, *w_outs, sdims, infos = carried
            t_out = _write(insert, t_out, ivs, lambda insert, at: _extract(insert, t, at), None)

            def vs_value(insert: Insert, at: list[SSAValue]) -> SSAValue:
                return _extract(insert, z, at) if vectors else _Scalars(insert, working).const(0.0)

            vs_out = _write(insert, vs_out, ivs, vs_value, None)
            if real:
                w_outs = _real_eigenvalues(insert, t, w_outs, ivs, n)
            else:
                values = _diagonal(insert, t)
                w_outs = [_write(insert, w_outs[0], ivs, lambda insert, at: _extract(insert, values, at), None)]
            zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            status = _extract(insert, info, [index.value(0)])
            return [t_out, vs_out, *w_outs, _insert(insert, zero, sdims, ivs), _insert(insert, status, infos, ivs)]

        results = loop_nest(rewriter.insert, batch, outputs, matrix)
        rewriter.replace(op, (), [cast_to(rewriter, v, r.type) for v, r in zip(results, op.results, strict=True)])


def _real_eigenvalues(
    insert: Insert, t: SSAValue, outputs: list[SSAValue], ivs: list[SSAValue], n: Size
) -> list[SSAValue]:
    """wr and wi of the standard quasi-triangular t into `outputs` at `ivs`: t[k][k], and +- sqrt(|t[k][k+1]|)
    sqrt(|t[k+1][k]|) for the 2 x 2 block at k (the + one first), 0 for a 1 x 1 block."""

    def store(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        r = _Scalars(insert)
        k = ks[0]
        last = index.value(index.max(index.sub(n, 1), 0))
        after = index.value(index.min(index.add(k, 1), last))
        before = index.value(index.max(index.sub(k, 1), 0))

        below_after = r.select(
            _emit(insert, arith.CmpiOp(after, k, "ugt")), _extract(insert, t, [after, k]), r.const(0.0)
        )
        below_here = r.select(
            _emit(insert, arith.CmpiOp(k, before, "ugt")), _extract(insert, t, [k, before]), r.const(0.0)
        )
        zero = r.const(0.0)
        starts = r(arith.CmpfOp(below_after, zero, "une"))
        ends = r(arith.CmpfOp(below_here, zero, "une"))
        upper = r.mul(r.sqrt(r.abs(_extract(insert, t, [k, after]))), r.sqrt(r.abs(below_after)))
        lower = r.mul(r.sqrt(r.abs(_extract(insert, t, [before, k]))), r.sqrt(r.abs(below_here)))
        imaginary = r.select(starts, upper, r.select(ends, r.neg(lower), zero))
        parts = (_extract(insert, t, [k, k]), imaginary)
        return [_insert(insert, r.narrow(x, element_type_of(o.type)), o, [*ivs, k]) for x, o in zip(parts, acc)]

    return loop_nest(insert, [n], outputs, store)


def populate_mhlo_to_linalg_lapack_schur_patterns() -> list[RewritePattern]:
    """The patterns that lower jax's gehrd, sytrd/hetrd and gees custom calls."""
    return [LapackGehrdToLoops(), LapackGeesToLoops(), LapackSytrdToLoops()]
