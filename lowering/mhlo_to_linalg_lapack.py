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
identity's columns, as LAPACK's org2r; `lapack_sgeqp3_ffi` (QR with column pivoting) takes the
column of largest remaining norm before each of geqrf's steps (`LapackGeqp3ToLoops`). Every routine is lowered for
complex elements too (c, z: complex ops, `|re| + |im|` pivots, conjugated
reflectors, ungqr for orgqr), with the arithmetic of `_Scalars`.

`lapack_{s,d}syevd_ffi`/`{c,z}heevd` (eigh) becomes the cyclic Jacobi
eigenvalue algorithm and `lapack_?gesdd_ffi`/`gesvd` (svd) one-sided
Jacobi, both in f64 (complex<f64>) loops whatever the element type
(`LapackSyevdToLoops`, `LapackGesddToLoops`): their values are LAPACK's
within f64 rounding, their vectors LAPACK's up to sign (a unit factor; the
interpreter's are numpy's, from LAPACK), and the vectors of a repeated
value some orthonormal basis of its space.

`lapack_?gtsv_ffi` (jax.lax.linalg.tridiagonal_solve) becomes LAPACK's gtsv in
the element type (`LapackGtsvToLoops`): Gaussian elimination with partial
pivoting of each tridiagonal system, stopping at the first zero pivot
(info), then back substitution; its results are the interpreter's (bit for
bit for real types).

`lapack_?geev_ffi` (eig) becomes LAPACK's balancing (gebal: permutations that
isolate eigenvalues, then scaling), the complex Schur form A = Z T Z^H by Givens
rotations to Hessenberg form and explicitly shifted QR steps, and the
eigenvectors by back substitution in T, in complex<f64> whatever the element
type (`LapackGeevToLoops`): its eigenvalues are LAPACK's within f64 rounding
but in the order the QR steps leave them (LAPACK's is unspecified too), each
vector LAPACK's up to a unit factor; a real matrix's eigenvalues are made real
or exact conjugate pairs, as LAPACK's real arithmetic gives them.

The loops are private functions of the module on tensors of `?` sizes,
made once per module for each kernel and element type (`_call_kernel`) and
called at each call site, so that a program with many calls compiles each
kernel once: potrf, getrf, geqrf and orgqr loop over the batch inside
theirs (`@lapack_getrf_f32(tensor<?x?x?xf32>, ...)`, the batch dimensions
as one, `_factor_kernel`), and so does gtsv's (`@lapack_gtsv_f32`); syevd's and gesdd's call sites copy each matrix
of the batch into the working type and call the sweeps and sort
(`@lapack_jacobi_eigh_f64`, `@lapack_jacobi_svd_complex_f64`) and the
Householder QR of u (`@lapack_orthonormal_columns_f64`) for it. A call of a known routine that does
not have the routine's operands, results or options (lapack_signature_error)
is left, and the pass's `failed to legalize operation` error says why
(`unlowered_reason`).

The shape operands of a call that jax.export made with symbolic dimensions (one per result, after the
routine's: `indices_of_shape_operands`) are not read: the kernels size their results from the routine's
operands, as the shapes say (`lapack_operands`).

Static or dynamic (`?`) shapes: sizes the types leave `?` are read at run time (`tensor.dim`), and where
gesdd's m or n is one of them, which of m >= n (the copy of %a or of its adjoint) is chosen at run time
(`scf.if`). The leading dimensions are a batch, one matrix after the other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import complex
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ComplexType,
    FloatAttr,
    IndexType,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    TensorType,
    f64,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, func, math, mhlo, stablehlo, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import choose, if_then_else, loop_nest
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, Size, cast_to, collapse, empty, expand, tensor_of
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types
from aiopt.reference.hlo.lapack import (
    TRANSPOSE,
    lapack_operands,
    lapack_options,
    lapack_routine,
    lapack_signature_error,
    svd_thin,
)

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


def _lapack_call(op: Operation, *routines: str) -> bool:
    """Whether `op` is a well-formed custom_call of one of `routines` (lapack_signature_error), of any shapes."""
    if not isinstance(op, hlo_op_types("custom_call")) or lapack_routine(op) not in routines:
        return False
    return lapack_signature_error(op) is None


def _result_sizes(op: Operation, index: IndexMath) -> list[list[Size]]:
    """The sizes of each result of the LAPACK call `op` (but trsm's), from its operand's: ints where they are
    static, `tensor.dim`s and index arithmetic where not (the shapes of `lapack_signature_error`)."""
    routine = lapack_routine(op)
    *batch, m, n = index.sizes(op.operands[0])
    k = index.min(m, n)
    a, info = [*batch, m, n], batch
    if routine == "potrf":
        return [a, info]
    if routine == "getrf":
        return [a, [*batch, k], info]
    if routine == "geqrf":
        return [a, [*batch, k]]
    if routine == "geqp3":
        return [a, [*batch, n], [*batch, k]]
    if routine in ("syevd", "heevd"):
        return [a, [*batch, n], info]
    if routine == "gehrd":
        return [a, [*batch, index.max(index.sub(n, 1), 0)], info]
    if routine in ("sytrd", "hetrd"):
        off = [*batch, index.max(index.sub(n, 1), 0)]
        return [a, [*batch, n], off, off, info]
    if routine in ("gesdd", "gesvd"):
        thin = svd_thin(op)
        return [a, [*batch, k], [*batch, m, k if thin else m], [*batch, k if thin else n, n], info]
    return [a]  # orgqr, ungqr


def _output_tensors(rewriter: PatternRewriter, op: Operation) -> list[SSAValue]:
    """Empty tensors of the types of `op`'s results but the first (pivots, info, ...), their `?` sizes those
    that `op`'s operand gives them."""
    index = IndexMath(rewriter.insert)
    sizes = _result_sizes(op, index)[1:]
    return [empty(rewriter, index, r.type, s) for r, s in zip(op.results[1:], sizes, strict=True)]


def _new_tensor(insert: Insert, element: Attribute, sizes: Sequence[Size]) -> SSAValue:
    """`tensor.empty` of `sizes` (`?` where a size is a value)."""
    index = IndexMath(insert)
    dynamic = [index.value(size) for size in sizes if not isinstance(size, int)]
    return _emit(insert, tensor.EmptyOp(dynamic, tensor_of(element, sizes)))


def _dynamic(type_: TensorType) -> TensorType:
    """`type_` with every dimension `?`."""
    return TensorType(type_.element_type, [DYNAMIC_INDEX] * type_.get_num_dims())


KERNEL_ATTR = "aiopt.lapack_kernel"
"""The attribute that marks the private functions of the LAPACK lowerings (its value is the kernel's name)."""

KernelBody = Callable[[Insert, list[SSAValue]], list[SSAValue]]
"""Builds a kernel function's body: `body(insert, arguments)` returns the values it returns."""


def _call_kernel(
    rewriter: PatternRewriter,
    op: Operation,
    insert: Insert,
    name: str,
    arguments: Sequence[SSAValue],
    result_types: Sequence[TensorType],
    body: KernelBody,
) -> list[SSAValue]:
    """`func.call @name(arguments)` of the private function that `body` builds, made once per module: tensor
    arguments and results have every dimension `?` in the function (one function for every shape), cast from
    and to their types here (`result_types`). Code of each call site stays small, and one function of
    each kernel is compiled, however many calls a program makes.

        %w = tensor.cast %work : tensor<4x4xf64> to tensor<?x?xf64>
        %r:2 = func.call @lapack_jacobi_eigh_f64(%w) : (tensor<?x?xf64>) -> (tensor<?xf64>, tensor<?x?xf64>)
        %values = tensor.cast %r#0 : tensor<?xf64> to tensor<4xf64>
    """
    module = op
    while not isinstance(module, ModuleOp):
        module = module.parent_op()
    arg_types = [_dynamic(a.type) if isinstance(a.type, TensorType) else a.type for a in arguments]
    dynamic_results = [_dynamic(t) for t in result_types]
    symbol = None
    taken = set()
    for existing in module.ops:
        sym_name = existing.properties.get("sym_name")
        if isinstance(sym_name, StringAttr):
            taken.add(sym_name.data)
        if isinstance(existing, func.FuncOp) and existing.attributes.get(KERNEL_ATTR) == StringAttr(name):
            symbol = sym_name.data
    if symbol is None:
        symbol, suffix = name, 0
        while symbol in taken:
            symbol, suffix = f"{name}_{suffix}", suffix + 1
        block = Block(arg_types=arg_types)
        results = body(block.add_op, list(block.args))
        block.add_op(func.ReturnOp(*results))
        function = func.FuncOp(symbol, (arg_types, dynamic_results), Region(block), visibility="private")
        function.attributes[KERNEL_ATTR] = StringAttr(name)
        rewriter.insert(function, InsertPoint.at_end(module.body.block))
    cast = [_emit(insert, tensor.CastOp(a, t)) if a.type != t else a for a, t in zip(arguments, arg_types, strict=True)]
    call = func.CallOp(symbol, cast, dynamic_results)
    insert(call)
    return [
        _emit(insert, tensor.CastOp(r, t)) if r.type != t else r
        for r, t in zip(call.results, result_types, strict=True)
    ]


class _Scalars:
    """Scalar arithmetic on one element type built with `insert`: arith and math ops on a float, complex ops on a
    complex number (with math on its real parts); f64 unless told (the working precision of the Jacobi methods).
    On a float, `conj`, `real` and `from_real` build nothing."""

    def __init__(self, insert: Insert, element: Attribute = f64):
        self.insert = insert
        self.element = element
        self.complex = isinstance(element, ComplexType)
        self.real_type = element.element_type if self.complex else element

    def __call__(self, op: Operation) -> SSAValue:
        return _emit(self.insert, op)

    def real_const(self, value: float) -> SSAValue:
        return self(arith.ConstantOp(FloatAttr(value, self.real_type)))

    def const(self, value: float) -> SSAValue:
        real = self.real_const(value)
        return self.from_real(real)

    def _binary(self, float_op: type[Operation], complex_op: type[Operation], a: SSAValue, b: SSAValue) -> SSAValue:
        return self((complex_op if isinstance(a.type, ComplexType) else float_op)(a, b))

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._binary(arith.AddfOp, complex.AddOp, a, b)

    def sub(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._binary(arith.SubfOp, complex.SubOp, a, b)

    def mul(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._binary(arith.MulfOp, complex.MulOp, a, b)

    def div(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._binary(arith.DivfOp, complex.DivOp, a, b)

    def neg(self, a: SSAValue) -> SSAValue:
        return self(complex.NegOp(a) if isinstance(a.type, ComplexType) else arith.NegfOp(a))

    def conj(self, a: SSAValue) -> SSAValue:
        return self(complex.ConjOp(a)) if isinstance(a.type, ComplexType) else a

    def real(self, a: SSAValue) -> SSAValue:
        return self(complex.ReOp(a)) if isinstance(a.type, ComplexType) else a

    def imag(self, a: SSAValue) -> SSAValue:
        return self(complex.ImOp(a))

    def from_real(self, a: SSAValue) -> SSAValue:
        """A real part as the element type (imaginary part 0)."""
        return self(complex.CreateOp(a, self.real_const(0.0), self.element)) if self.complex else a

    def div_real(self, a: SSAValue, r: SSAValue) -> SSAValue:
        """a / r for a real r (each part divided, as LAPACK scales by a real)."""
        if not isinstance(a.type, ComplexType):
            return self.div(a, r)
        return self(complex.CreateOp(self.div(self.real(a), r), self.div(self.imag(a), r), a.type))

    def norm2(self, a: SSAValue) -> SSAValue:
        """|a|^2, real."""
        if not isinstance(a.type, ComplexType):
            return self.mul(a, a)
        re, im = self.real(a), self.imag(a)
        return self.add(self.mul(re, re), self.mul(im, im))

    def abs1(self, a: SSAValue) -> SSAValue:
        """|a|, |re a| + |im a| for a complex a (LAPACK's i?amax)."""
        if not isinstance(a.type, ComplexType):
            return self.abs(a)
        return self.add(self.abs(self.real(a)), self.abs(self.imag(a)))

    def nonzero(self, a: SSAValue) -> SSAValue:
        zero = self.real_const(0.0)
        if not isinstance(a.type, ComplexType):
            return self(arith.CmpfOp(a, zero, "une"))
        re, im = (self(arith.CmpfOp(part, zero, "une")) for part in (self.real(a), self.imag(a)))
        return self(arith.OrIOp(re, im))

    def sqrt(self, a: SSAValue) -> SSAValue:
        return self(math.SqrtOp(a))

    def abs(self, a: SSAValue) -> SSAValue:
        return self(math.AbsFOp(a))

    def select(self, condition: SSAValue, then: SSAValue, otherwise: SSAValue) -> SSAValue:
        return self(arith.SelectOp(condition, then, otherwise))

    def finite(self, a: SSAValue) -> SSAValue:
        """Whether `a` is neither NaN nor infinite (a - a is not NaN; both parts of a complex a)."""
        if isinstance(a.type, ComplexType):
            return self(arith.AndIOp(self.finite(self.real(a)), self.finite(self.imag(a))))
        difference = self.sub(a, a)
        return self(arith.CmpfOp(difference, difference, "ord"))

    def widen(self, a: SSAValue) -> SSAValue:
        """An f32 or f64 (complex) element as f64 (complex<f64>)."""
        if isinstance(a.type, ComplexType) and a.type.element_type != f64:
            return self(complex.CreateOp(self.widen(self.real(a)), self.widen(self.imag(a)), ComplexType(f64)))
        if isinstance(a.type, ComplexType):
            return a
        return a if a.type == f64 else self(arith.ExtFOp(a, f64))

    def narrow(self, a: SSAValue, element: Attribute) -> SSAValue:
        """An f64 (complex<f64>) as `element` (f32 or f64, or complex of them)."""
        if a.type == element:
            return a
        if isinstance(a.type, ComplexType):
            parts = (self.narrow(self.real(a), element.element_type), self.narrow(self.imag(a), element.element_type))
            return self(complex.CreateOp(*parts, element))
        return self(arith.TruncFOp(a, element))


class LapackTrsmToTriangularSolve(RewritePattern):
    """`custom_call @lapack_?trsm_ffi(%a, %b)` -> `triangular_solve %a, %b` (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "trsm"):
            return
        options = lapack_options(op)
        ops = (stablehlo if op.name.startswith("stablehlo.") else mhlo).OPS
        solve = ops["triangular_solve"](
            op.operands[0],
            op.operands[1],
            left_side=options["side"] == "L",
            lower=options["uplo"] == "L",
            unit_diagonal=options["diag"] == "U",
            transpose_a=TRANSPOSE[options["trans_x"]],
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
    batch = IndexMath(rewriter.insert).sizes(a)[:-2]
    results = loop_nest(rewriter.insert, batch, [a, *_output_tensors(rewriter, op)], matrix)
    return [cast_to(rewriter, v, r.type) for v, r in zip(results, op.results, strict=True)]


MatrixKernel = Callable[[Insert, IndexMath, list[SSAValue], list[SSAValue], list[SSAValue], list[Size]], list[SSAValue]]
"""Builds the loops of one matrix of a batch: `matrix(insert, index, [b], carried, inputs, [m, n])` returns the
carried values, updated at `b`; `inputs` are the other operands (batched) and m x n the matrices' size."""


def _batch_groups(rank: int, batch_rank: int) -> list[list[int]]:
    """The reassociation between a tensor of `rank` with `batch_rank` leading batch dimensions and the tensor of
    one batch dimension (their product) and the same trailing dimensions."""
    trailing = rank - batch_rank
    if batch_rank == 0:
        return [[0, 1], *([d] for d in range(2, trailing + 1))] if trailing else []
    return [list(range(batch_rank)), *([d] for d in range(batch_rank, rank))]


def _expand(rewriter: PatternRewriter, value: SSAValue, groups: list[list[int]], sizes: Sequence[Size]) -> SSAValue:
    """`value` expanded (`groups`) into a tensor of `sizes` (`?` where they are values)."""
    dynamic = [IndexMath(rewriter.insert).value(size) for size in sizes if not isinstance(size, int)]
    return expand(rewriter, value, groups, tensor_of(element_type_of(value.type), sizes), dynamic)


def _batched(rewriter: PatternRewriter, value: SSAValue, batch_rank: int) -> SSAValue:
    """`value` with its `batch_rank` leading dimensions as one (`tensor.expand_shape` / `collapse_shape`; `?`
    where one of them is)."""
    if batch_rank == 1 or not isinstance(value.type, TensorType):
        return value  # a scalar argument of a kernel (gehrd's bounds) is not batched
    shape = value.type.get_shape()
    groups = _batch_groups(len(shape), batch_rank)
    if batch_rank == 0:
        return _expand(rewriter, value, groups, [1, *IndexMath(rewriter.insert).sizes(value)])
    batch = 1
    for size in shape[:batch_rank]:
        batch = DYNAMIC_INDEX if DYNAMIC_INDEX in (batch, size) else batch * size
    return collapse(rewriter, value, groups, TensorType(value.type.element_type, [batch, *shape[batch_rank:]]))


def _unbatched(rewriter: PatternRewriter, value: SSAValue, type_: TensorType, batch: Sequence[Size]) -> SSAValue:
    """A value of `_batched` back with the `batch` dimensions (a `tensor.cast` to `type_` where the sizes
    known differ)."""
    if len(batch) != 1:
        groups = _batch_groups(type_.get_num_dims(), len(batch))
        index = IndexMath(rewriter.insert)
        trailing = [index.dim(value, d) for d in range(1, value.type.get_num_dims())]
        if batch:
            value = _expand(rewriter, value, groups, [*batch, *trailing])
        else:
            value = collapse(rewriter, value, groups, tensor_of(type_.element_type, trailing))
    return cast_to(rewriter, value, type_)


def _factor_kernel(
    rewriter: PatternRewriter, op: Operation, name: str, matrix: MatrixKernel, inputs: Sequence[SSAValue] = ()
) -> list[SSAValue]:
    """`op`'s results from a call of the kernel function `name` (`_call_kernel`), whose loop over the batch runs
    `matrix` on each matrix: the factor starts as `op`'s first operand, the other outputs (pivots, info) as empty
    tensors of their types; every operand and result has its batch dimensions as one, in the function and at
    the call (1 where there is no batch):

        %a3 = tensor.expand_shape %a [[0, 1], [2]] output_shape [1, 4, 4] : tensor<4x4xf32> into tensor<1x4x4xf32>
        %r:3 = call @lapack_getrf_f32(%a3', %pivots', %info')
          : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?xi32>) -> (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?xi32>)
    """
    a = op.operands[0]
    batch_rank = a.type.get_num_dims() - 2
    batch = IndexMath(rewriter.insert).sizes(a)[:batch_rank]
    carried = [a, *_output_tensors(rewriter, op)]
    arguments = [_batched(rewriter, v, batch_rank) for v in (*carried, *inputs)]

    def body(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
        carried, inputs = arguments[: len(op.results)], arguments[len(op.results) :]
        batch, m, n = IndexMath(insert).sizes(carried[0])

        def each(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
            return matrix(insert, index, ivs, carried, inputs, [m, n])

        return loop_nest(insert, [batch], carried, each)

    result_types = [v.type for v in arguments[: len(op.results)]]
    results = _call_kernel(rewriter, op, rewriter.insert, name, arguments, result_types, body)
    return [_unbatched(rewriter, v, r.type, batch) for v, r in zip(results, op.results, strict=True)]


class LapackPotrfToLoops(RewritePattern):
    """`custom_call @lapack_?potrf_ffi(%a)` -> Cholesky in `scf.for` loops, and info (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "potrf"):
            return
        lower = lapack_options(op)["uplo"] == "L"
        element = element_type_of(op.operands[0].type)

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            factor, infos = carried
            n = shape[1]

            def at(row: SSAValue, column: SSAValue) -> list[SSAValue]:
                return [*batch, row, column] if lower else [*batch, column, row]

            def read(insert: Insert, current: SSAValue, row: SSAValue, column: SSAValue) -> SSAValue:
                """L[row][column]: the upper triangle holds U = L^H."""
                value = _extract(insert, current, at(row, column))
                return value if lower else _Scalars(insert, element).conj(value)

            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (j,) = ivs
                factor, ok, info = carried

                def dot_minus(insert: Insert, row: SSAValue, current: SSAValue) -> SSAValue:
                    """L[row][j] - sum_k<j L[row][k] conj(L[j][k])."""

                    def step(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                        f = _Scalars(insert, element)
                        x, y = (_extract(insert, current, at(r, ks[0])) for r in (row, j))
                        # L[row][k] conj(L[j][k]); the upper triangle holds their conjugates.
                        product = f.mul(x, f.conj(y)) if lower else f.mul(f.conj(x), y)
                        return [f.sub(acc[0], product)]

                    (value,) = loop_nest(insert, [j], [read(insert, current, row, j)], step)
                    return value

                f = _Scalars(insert, element)
                pivot = f.real(dot_minus(insert, j, factor))
                positive = f(arith.CmpfOp(pivot, f.real_const(0.0), "ogt"))
                good = _emit(insert, arith.AndIOp(ok, positive))
                first_failure = _emit(insert, arith.XOrIOp(ok, good))
                order = _i32(insert, index, index.add(j, 1))
                info = _select(insert, first_failure, order, info)
                root = f.sqrt(pivot)
                kept = _select(insert, first_failure, f.from_real(pivot), _extract(insert, factor, at(j, j)))
                factor = _insert(insert, _select(insert, good, f.from_real(root), kept), factor, at(j, j))

                def below(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                    f = _Scalars(insert, element)
                    row = index.value(index.add(index.add(ivs[0], j), 1))
                    value = f.div_real(dot_minus(insert, row, carried[0]), root)
                    kept = _extract(insert, carried[0], at(row, j))
                    stored = value if lower else f.conj(value)
                    return [_insert(insert, _select(insert, good, stored, kept), carried[0], at(row, j))]

                (factor,) = loop_nest(insert, [index.value(index.sub(index.sub(n, j), 1))], [factor], below)
                return [factor, good, info]

            true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
            zero_info = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            factor, _, info = loop_nest(insert, [n], [factor, true, zero_info], column)
            return [factor, _insert(insert, info, infos, batch)]

        name = f"lapack_potrf_{'lower' if lower else 'upper'}_{_type_name(element)}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix))


class LapackGetrfToLoops(RewritePattern):
    """`custom_call @lapack_?getrf_ffi(%a)` -> LU with partial pivoting in `scf.for` loops (see the module)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "getrf"):
            return
        element = element_type_of(op.operands[0].type)

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            m, n = shape

            def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
                (j,) = ivs
                lu, pivots, info = carried
                below = index.value(index.sub(index.sub(m, j), 1))

                def magnitude(insert: Insert, row: SSAValue) -> SSAValue:
                    return _Scalars(insert, element).abs1(_extract(insert, lu, [*batch, row, j]))

                def search(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                    row = index.value(index.add(index.add(ks[0], j), 1))
                    size = magnitude(insert, row)
                    larger = _emit(insert, arith.CmpfOp(size, acc[1], "ogt"))
                    return [_select(insert, larger, row, acc[0]), _select(insert, larger, size, acc[1])]

                best, _ = loop_nest(insert, [below], [j, magnitude(insert, j)], search)
                pivots = _insert(insert, _i32(insert, index, index.add(best, 1)), pivots, [*batch, j])
                pivot = _extract(insert, lu, [*batch, best, j])
                nonzero = _Scalars(insert, element).nonzero(pivot)
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
                    divided = _Scalars(insert, element).div(value, pivot)
                    return [_insert(insert, _select(insert, nonzero, divided, value), acc[0], at)]

                (lu,) = loop_nest(insert, [below], [lu], scale)

                def update(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
                    f = _Scalars(insert, element)
                    row = index.value(index.add(index.add(ks[0], j), 1))
                    col = index.value(index.add(index.add(ks[1], j), 1))
                    current = _extract(insert, acc[0], [*batch, row, col])
                    product = f.mul(
                        _extract(insert, acc[0], [*batch, row, j]), _extract(insert, acc[0], [*batch, j, col])
                    )
                    value = f.sub(current, product)
                    return [_insert(insert, value, acc[0], [*batch, row, col])]

                right = index.value(index.sub(index.sub(n, j), 1))
                (lu,) = loop_nest(insert, [below, right], [lu], update)
                return [lu, pivots, info]

            lu, pivots, infos = carried
            zero_info = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            lu, pivots, info = loop_nest(insert, [index.min(m, n)], [lu, pivots, zero_info], column)
            return [lu, pivots, _insert(insert, info, infos, batch)]

        name = f"lapack_getrf_{_type_name(element)}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix))


def _reflect_columns(
    insert: Insert, index: IndexMath, matrix: SSAValue, batch: list[SSAValue], i: SSAValue, first: Size, tau: SSAValue
) -> SSAValue:
    """matrix[i:, c] -= tau v (v^H matrix[i:, c]) for the columns c from `first` on, v = [1, matrix[i+1:, i]]
    (LAPACK's larf from the left; v's leading 1 is implied, not read)."""
    m, n = index.sizes(matrix)[-2:]
    element = element_type_of(matrix.type)
    below = index.value(index.sub(index.sub(m, i), 1))

    def column(insert: Insert, index: IndexMath, cs: list[SSAValue], carried: list[SSAValue]):
        current = carried[0]
        col = index.value(index.add(cs[0], first))

        def dot(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, element)
            row = index.value(index.add(index.add(rs[0], i), 1))
            v = f.conj(_extract(insert, current, [*batch, row, i]))
            return [f.add(acc[0], f.mul(v, _extract(insert, current, [*batch, row, col])))]

        f = _Scalars(insert, element)
        (w,) = loop_nest(insert, [below], [_extract(insert, current, [*batch, i, col])], dot)
        tau_w = f.mul(tau, w)
        current = _insert(insert, f.sub(_extract(insert, current, [*batch, i, col]), tau_w), current, [*batch, i, col])

        def update(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, element)
            row = index.value(index.add(index.add(rs[0], i), 1))
            v_w = f.mul(_extract(insert, acc[0], [*batch, row, i]), w)
            value = f.sub(_extract(insert, acc[0], [*batch, row, col]), f.mul(tau, v_w))
            return [_insert(insert, value, acc[0], [*batch, row, col])]

        return loop_nest(insert, [below], [current], update)

    (matrix,) = loop_nest(insert, [index.value(index.sub(n, first))], [matrix], column)
    return matrix


def _householder_qr(insert: Insert, batch: list[SSAValue], qr: SSAValue, taus: SSAValue) -> list[SSAValue]:
    """[qr, taus]: LAPACK's geqr2 on the matrix of `qr` at `batch` (see LapackGeqrfToLoops), its taus into `taus`."""
    m, n = IndexMath(insert).sizes(qr)[-2:]

    def column(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
        return _qr_column(insert, batch, ivs[0], *carried)

    return loop_nest(insert, [IndexMath(insert).min(m, n)], [qr, taus], column)


def _qr_column(insert: Insert, batch: list[SSAValue], i: SSAValue, qr: SSAValue, taus: SSAValue) -> list[SSAValue]:
    """geqr2's step at column i of the matrix of `qr` at `batch`: its reflector (beta on the diagonal, x / (alpha -
    beta) below) applied to the columns on its right, tau into `taus`. Returns [qr, taus]."""
    element = element_type_of(qr.type)
    index = IndexMath(insert)
    m = index.sizes(qr)[-2]
    below = index.value(index.sub(index.sub(m, i), 1))
    f = _Scalars(insert, element)

    def x_at(index: IndexMath, r: SSAValue) -> list[SSAValue]:
        return [*batch, index.value(index.add(index.add(r, i), 1)), i]

    def squares(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, element)
        return [f.add(acc[0], f.norm2(_extract(insert, qr, x_at(index, rs[0]))))]

    zero = f.real_const(0.0)
    (sum_x,) = loop_nest(insert, [below], [zero], squares)
    # A column with x = 0 (and a real alpha) is no reflection (tau = 0): qr stays as it is, inf or NaN
    # elements included.
    reflects = f(arith.CmpfOp(f.sqrt(sum_x), zero, "une"))
    if f.complex:
        alpha_imaginary = f(arith.CmpfOp(f.imag(_extract(insert, qr, [*batch, i, i])), zero, "une"))
        reflects = f(arith.OrIOp(reflects, alpha_imaginary))

    def reflect(insert: Insert) -> list[SSAValue]:
        index = IndexMath(insert)
        f = _Scalars(insert, element)
        alpha = _extract(insert, qr, [*batch, i, i])
        length = f.sqrt(f.add(f.norm2(alpha), sum_x))
        beta = f(arith.NegfOp(f(math.CopySignOp(length, f.real(alpha)))))
        tau = f.div_real(f.sub(f.from_real(beta), alpha), beta)
        scale = f.sub(alpha, f.from_real(beta))

        def normalize(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            x = _extract(insert, acc[0], x_at(index, rs[0]))
            return [_insert(insert, _Scalars(insert, element).div(x, scale), acc[0], x_at(index, rs[0]))]

        (reflected,) = loop_nest(insert, [below], [qr], normalize)
        reflected = _insert(insert, f.from_real(beta), reflected, [*batch, i, i])
        # geqr2 applies H^H = I - conj(tau) v v^H.
        return [_reflect_columns(insert, index, reflected, batch, i, index.add(i, 1), f.conj(tau)), tau]

    qr, tau = if_then_else(insert, reflects, [qr, f.const(0.0) if f.complex else zero], reflect)
    return [qr, _insert(insert, tau, taus, [*batch, i])]


def _swap_matrix_columns(insert: Insert, matrix: SSAValue, batch: list[SSAValue], i: SSAValue, j: SSAValue) -> SSAValue:
    """Columns i and j of the matrix of `matrix` at `batch` exchanged."""

    def swap(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
        here, there = [*batch, rs[0], i], [*batch, rs[0], j]
        x, y = _extract(insert, acc[0], here), _extract(insert, acc[0], there)
        return [_insert(insert, x, _insert(insert, y, acc[0], here), there)]

    (matrix,) = loop_nest(insert, [IndexMath(insert).sizes(matrix)[-2]], [matrix], swap)
    return matrix


def _fixed_columns_first(
    insert: Insert, qr: SSAValue, pivots: SSAValue, jpvt: SSAValue, batch: list[SSAValue]
) -> list[SSAValue]:
    """geqp3's start: the columns whose jpvt is nonzero moved to the front in their order, pivots the 1-based
    permutation so far. Returns [qr, pivots, the number of fixed columns]."""
    n = IndexMath(insert).sizes(qr)[-1]

    def column(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
        qr, pivots, fixed = acc
        j = js[0]
        flag = _emit(insert, arith.CmpiOp(_extract(insert, jpvt, [*batch, j]), _i32(insert, index, 0), "ne"))
        moves = _emit(insert, arith.AndIOp(flag, _emit(insert, arith.CmpiOp(j, fixed, "ne"))))
        own = _i32(insert, index, index.add(j, 1))
        pivots = _insert(
            insert, _select(insert, moves, _extract(insert, pivots, [*batch, fixed]), own), pivots, [*batch, j]
        )

        def move(insert: Insert) -> list[SSAValue]:
            return [_swap_matrix_columns(insert, qr, batch, j, fixed), _insert(insert, own, pivots, [*batch, fixed])]

        qr, pivots = if_then_else(insert, moves, [qr, pivots], move)
        return [qr, pivots, _select(insert, flag, index.value(index.add(fixed, 1)), fixed)]

    return loop_nest(insert, [n], [qr, pivots, IndexMath(insert).value(0)], column)


def _pivot_column(insert: Insert, qr: SSAValue, pivots: SSAValue, batch: list[SSAValue], i: SSAValue) -> list[SSAValue]:
    """geqp3's pivoting at step i: the column at or after i whose rows from i on have the largest norm (the first;
    a NaN norm is never larger) exchanged with column i, in qr and pivots. Returns [qr, pivots]."""
    element = element_type_of(qr.type)
    m, n = IndexMath(insert).sizes(qr)[-2:]

    def norm(insert: Insert, j: SSAValue) -> SSAValue:
        def add(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, element)
            row = index.value(index.add(i, rs[0]))
            return [f.add(acc[0], f.norm2(_extract(insert, qr, [*batch, row, j])))]

        index = IndexMath(insert)
        (total,) = loop_nest(insert, [index.sub(m, i)], [_Scalars(insert, element).real_const(0.0)], add)
        return total

    def search(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
        j = index.value(index.add(index.add(i, 1), js[0]))
        size = norm(insert, j)
        larger = _emit(insert, arith.CmpfOp(size, acc[1], "ogt"))
        return [_select(insert, larger, j, acc[0]), _select(insert, larger, size, acc[1])]

    index = IndexMath(insert)
    best, _ = loop_nest(insert, [index.sub(index.sub(n, i), 1)], [i, norm(insert, i)], search)

    def exchange(insert: Insert) -> list[SSAValue]:
        here, there = [*batch, i], [*batch, best]
        x, y = _extract(insert, pivots, here), _extract(insert, pivots, there)
        swapped = _insert(insert, x, _insert(insert, y, pivots, here), there)
        return [_swap_matrix_columns(insert, qr, batch, i, best), swapped]

    return if_then_else(insert, _emit(insert, arith.CmpiOp(best, i, "ne")), [qr, pivots], exchange)


def _householder_q(insert: Insert, batch: list[SSAValue], q: SSAValue, taus: SSAValue) -> SSAValue:
    """LAPACK's org2r (ung2r) on the matrix of `q` at `batch` and the reflectors' taus at `batch` in `taus` (see
    LapackOrgqrToLoops)."""
    element = element_type_of(q.type)
    index = IndexMath(insert)
    m, n = index.sizes(q)[-2:]
    k = index.dim(taus, taus.type.get_num_dims() - 1)

    def identity(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, element)
        row, col = ivs[0], index.value(index.add(ivs[1], k))
        on_diagonal = f(arith.CmpiOp(row, col, "eq"))
        return [_insert(insert, f.select(on_diagonal, f.const(1.0), f.const(0.0)), acc[0], [*batch, row, col])]

    (q,) = loop_nest(insert, [m, index.sub(n, k)], [q], identity)

    def reflector(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
        f = _Scalars(insert, element)
        i = index.value(index.sub(index.sub(k, 1), ivs[0]))
        tau = _extract(insert, taus, [*batch, i])
        q = _reflect_columns(insert, index, carried[0], batch, i, index.add(i, 1), tau)
        minus_tau = f.neg(tau)

        def scale(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            at = [*batch, index.value(index.add(index.add(rs[0], i), 1)), i]
            return [_insert(insert, _Scalars(insert, element).mul(_extract(insert, acc[0], at), minus_tau), acc[0], at)]

        (q,) = loop_nest(insert, [index.value(index.sub(index.sub(m, i), 1))], [q], scale)
        q = _insert(insert, f.sub(f.const(1.0), tau), q, [*batch, i, i])

        def clear(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            return [_insert(insert, _Scalars(insert, element).const(0.0), acc[0], [*batch, rs[0], i])]

        return loop_nest(insert, [i], [q], clear)

    (q,) = loop_nest(insert, [k], [q], reflector)
    return q


class LapackGeqrfToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}geqrf_ffi(%a)` -> Householder QR in `scf.for` loops (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "geqrf"):
            return

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            return _householder_qr(insert, batch, *carried)

        name = f"lapack_geqrf_{_type_name(element_type_of(op.operands[0].type))}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix))


class LapackGeqp3ToLoops(RewritePattern):
    """`custom_call @lapack_?geqp3_ffi(%a, %jpvt)` -> Householder QR with column pivoting in `scf.for` loops, as the
    interpreter's geqp3 (aiopt.reference.hlo.lapack): the fixed columns (jpvt nonzero) first
    (`_fixed_columns_first`), then at each step the column of largest remaining norm exchanged with the current one
    (`_pivot_column`, norms computed anew) and geqrf's step (`_qr_column`):

        %r:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%a, %jpvt) {mhlo.backend_config = {}}
            : (tensor<4x5xf32>, tensor<5xi32>) -> (tensor<4x5xf32>, tensor<5xi32>, tensor<4xf32>)
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "geqp3"):
            return

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            qr, pivots, taus = carried
            m, n = shape
            qr, pivots, fixed = _fixed_columns_first(insert, qr, pivots, inputs[0], batch)

            def step(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                qr, pivots, taus = acc
                i = ivs[0]
                free = _emit(insert, arith.CmpiOp(i, fixed, "sge"))
                qr, pivots = if_then_else(
                    insert, free, [qr, pivots], lambda insert: _pivot_column(insert, qr, pivots, batch, i)
                )
                qr, taus = _qr_column(insert, batch, i, qr, taus)
                return [qr, pivots, taus]

            return loop_nest(insert, [index.min(m, n)], [qr, pivots, taus], step)

        name = f"lapack_geqp3_{_type_name(element_type_of(op.operands[0].type))}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix, [op.operands[1]]))


class LapackOrgqrToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}orgqr_ffi(%qr, %taus)` -> Q from the reflectors in `scf.for` loops (see the module)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "orgqr", "ungqr"):
            return

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue], inputs, shape):
            return [_householder_q(insert, batch, carried[0], inputs[0])]

        name = f"lapack_orgqr_{_type_name(element_type_of(op.operands[0].type))}"
        rewriter.replace(op, (), _factor_kernel(rewriter, op, name, matrix, [op.operands[1]]))


JACOBI_SWEEPS = 30
"""The most sweeps of the Jacobi methods (syevd, gesdd), which stop after a sweep that rotates nothing:
cyclic Jacobi converges quadratically (random symmetric matrices of 4, 16 and 64 rows take 6, 8 and 9
sweeps, the last one rotating nothing); LAPACK's gesvj also stops at 30."""

EPSILON = 2.0**-52
"""The relative precision of f64, where the Jacobi methods compute."""


def _working(element: Attribute) -> Attribute:
    """The working type of the Jacobi methods for `element`: f64, or complex<f64>."""
    return ComplexType(f64) if isinstance(element, ComplexType) else f64


def _matrix(
    insert: Insert,
    rows: Size,
    columns: Size,
    value: Callable[[Insert, SSAValue, SSAValue], SSAValue],
    element: Attribute = f64,
) -> SSAValue:
    """A new rows x columns tensor of `element` whose [i][j] is `value(insert, i, j)`."""
    empty = _new_tensor(insert, element, [rows, columns])

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        return [_insert(insert, value(insert, *ivs), acc[0], ivs)]

    (matrix,) = loop_nest(insert, [rows, columns], [empty], store)
    return matrix


def _identity(insert: Insert, n: Size, element: Attribute, columns: Size | None = None) -> SSAValue:
    """The n x n (n x `columns`) identity of `element`."""

    def value(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        f = _Scalars(insert, element)
        return f.select(f(arith.CmpiOp(i, j, "eq")), f.const(1.0), f.const(0.0))

    return _matrix(insert, n, n if columns is None else columns, value, element)


def _jacobi_rotation(
    f: _Scalars, alpha: SSAValue, beta: SSAValue, gamma: SSAValue, tolerance: float | SSAValue
) -> tuple[SSAValue, SSAValue, SSAValue]:
    """(c, s, rotates): the rotation [[c, s], [-s, c]] J with J^T [[alpha, gamma], [gamma, beta]] J diagonal,
    t = s / c = sign(zeta) / (|zeta| + sqrt(1 + zeta^2)) for zeta = (beta - alpha) / (2 gamma) (the smaller
    angle); the identity (c = 1, s = 0) unless |gamma| > tolerance sqrt(|alpha beta|). All f64."""
    zeta = f.div(f.sub(beta, alpha), f.mul(f.const(2.0), gamma))
    root = f.sqrt(f.add(f.const(1.0), f.mul(zeta, zeta)))
    t = f.div(f(math.CopySignOp(f.const(1.0), zeta)), f.add(f.abs(zeta), root))
    c = f.div(f.const(1.0), f.sqrt(f.add(f.const(1.0), f.mul(t, t))))
    tolerance = tolerance if isinstance(tolerance, SSAValue) else f.const(tolerance)
    bound = f.mul(tolerance, f.sqrt(f.abs(f.mul(alpha, beta))))
    rotates = f(arith.CmpfOp(f.abs(gamma), bound, "ogt"))
    return f.select(rotates, c, f.const(1.0)), f.select(rotates, f.mul(c, t), f.const(0.0)), rotates


def _phase(f: _Scalars, g: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(|g|, g / |g|) of a complex g (the phase 1 where g is 0); (g, None) of a real one, whose sign the
    rotation takes itself."""
    if not f.complex:
        return g, None
    size = _Scalars(f.insert).sqrt(f.norm2(g))
    phase = f.div_real(g, size)
    nonzero = f(arith.CmpfOp(size, _Scalars(f.insert).const(0.0), "one"))
    return size, f.select(nonzero, phase, f.const(1.0))


def _rotate(
    insert: Insert,
    matrix: SSAValue,
    p: SSAValue,
    q: SSAValue,
    c: SSAValue,
    s: SSAValue,
    columns: bool,
    phase: SSAValue | None = None,
) -> SSAValue:
    """Columns (or rows) p and q of a matrix become c x_p - s y and s x_p + c y for y = phase x_q (x_q without a
    phase); c and s are f64."""
    length = IndexMath(insert).dim(matrix, 0 if columns else 1)
    element = element_type_of(matrix.type)

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, element)
        at_p, at_q = ([ivs[0], p], [ivs[0], q]) if columns else ([p, ivs[0]], [q, ivs[0]])
        x, y = _extract(insert, acc[0], at_p), _extract(insert, acc[0], at_q)
        if phase is not None:
            y = f.mul(phase, y)
        cc, ss = f.from_real(c), f.from_real(s)
        rotated = _insert(insert, f.sub(f.mul(cc, x), f.mul(ss, y)), acc[0], at_p)
        return [_insert(insert, f.add(f.mul(ss, x), f.mul(cc, y)), rotated, at_q)]

    (matrix,) = loop_nest(insert, [length], [matrix], store)
    return matrix


JacobiStep = Callable[[Insert, SSAValue, SSAValue, list[SSAValue]], tuple[list[SSAValue], SSAValue]]
"""A Jacobi step on the pair (p, q): `step(insert, p, q, carried)` returns the carried values and whether it
rotated."""


def _sweeps(insert: Insert, n: Size, carried: list[SSAValue], pair: JacobiStep) -> list[SSAValue]:
    """Cyclic Jacobi sweeps over the pairs p < q < n, in row order: `pair(insert, p, q, carried)` returns the
    carried values and whether it rotated; a sweep runs only while the one before rotated (JACOBI_SWEEPS at most)."""

    def sweep(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        def rotate_all(insert: Insert) -> list[SSAValue]:
            def row(insert: Insert, index: IndexMath, ps: list[SSAValue], acc: list[SSAValue]):
                def column(insert: Insert, index: IndexMath, qs: list[SSAValue], acc: list[SSAValue]):
                    q = index.value(index.add(index.add(qs[0], ps[0]), 1))
                    values, rotated = pair(insert, ps[0], q, acc[:-1])
                    return [*values, _emit(insert, arith.OrIOp(acc[-1], rotated))]

                return loop_nest(insert, [index.value(index.sub(index.sub(n, ps[0]), 1))], acc, column)

            false = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1)))
            return loop_nest(insert, [n], [*acc[:-1], false], row)

        return if_then_else(insert, acc[-1], acc, rotate_all)

    true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
    return loop_nest(insert, [JACOBI_SWEEPS], [*carried, true], sweep)[:-1]


def _swap_columns(insert: Insert, matrix: SSAValue, i: SSAValue, j: SSAValue) -> SSAValue:
    """Columns i and j of a matrix swapped."""

    def store(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
        x, y = _extract(insert, acc[0], [rs[0], i]), _extract(insert, acc[0], [rs[0], j])
        return [_insert(insert, x, _insert(insert, y, acc[0], [rs[0], i]), [rs[0], j])]

    (matrix,) = loop_nest(insert, [IndexMath(insert).dim(matrix, 0)], [matrix], store)
    return matrix


def _sort(insert: Insert, keys: SSAValue, matrices: list[SSAValue], descending: bool) -> list[SSAValue]:
    """Selection sort of the f64 vector `keys` (ascending or `descending`; the first of equal keys first),
    swapping the columns of `matrices` with them: [keys, *matrices] sorted."""
    n = IndexMath(insert).dim(keys, 0)

    def position(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        i, keys = ivs[0], acc[0]

        def search(insert: Insert, index: IndexMath, rs: list[SSAValue], best: list[SSAValue]):
            row = index.value(index.add(index.add(rs[0], i), 1))
            key = _extract(insert, keys, [row])
            better = _emit(insert, arith.CmpfOp(key, best[1], "ogt" if descending else "olt"))
            return [_select(insert, better, row, best[0]), _select(insert, better, key, best[1])]

        first = _extract(insert, keys, [i])
        best, key = loop_nest(insert, [index.value(index.sub(index.sub(n, i), 1))], [i, first], search)
        keys = _insert(insert, key, _insert(insert, first, keys, [best]), [i])
        return [keys, *(_swap_columns(insert, matrix, i, best) for matrix in acc[1:])]

    return loop_nest(insert, [n], [keys, *matrices], position)


def _vector(insert: Insert, n: Size, value: Callable[[Insert, SSAValue], SSAValue]) -> SSAValue:
    """A new f64 vector whose [i] is `value(insert, i)`."""

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        return [_insert(insert, value(insert, ivs[0]), acc[0], ivs)]

    (vector,) = loop_nest(insert, [n], [_new_tensor(insert, f64, [n])], store)
    return vector


def _all_finite(insert: Insert, matrix: SSAValue) -> SSAValue:
    """Whether no element of a matrix is NaN or infinite."""
    element = element_type_of(matrix.type)

    def check(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        finite = _Scalars(insert, element).finite(_extract(insert, matrix, ivs))
        return [_emit(insert, arith.AndIOp(acc[0], finite))]

    true = _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))
    (finite,) = loop_nest(insert, matrix.type.get_shape(), [true], check)
    return finite


def _write(
    insert: Insert,
    dest: SSAValue,
    batch: list[SSAValue],
    value: Callable[[Insert, list[SSAValue]], SSAValue],
    finite: SSAValue | None,
) -> SSAValue:
    """dest[*batch, *ivs] = value(insert, ivs) (in the working type) in dest's element type, or NaN where not
    `finite` (unless None), for each index of dest's trailing (non-batch) dimensions."""
    element = element_type_of(dest.type)

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, _working(element))
        kept = value(insert, ivs)
        if finite is not None:
            kept = f.select(finite, kept, f.const(float("nan")))
        return [_insert(insert, f.narrow(kept, element), acc[0], [*batch, *ivs])]

    (dest,) = loop_nest(insert, IndexMath(insert).sizes(dest)[len(batch) :], [dest], store)
    return dest


class LapackSyevdToLoops(RewritePattern):
    """`custom_call @lapack_{s,d}syevd_ffi(%a)` (and {c,z}heevd) -> the cyclic Jacobi eigenvalue algorithm in f64
    `scf.for` loops:

        %v, %w, %info = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8,
                          uplo = 76 : ui8}} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<i32>)

    copies the symmetric (Hermitian) matrix of %a's `uplo` triangle into an f64 (complex<f64>) work matrix A
    and starts V as the identity; each sweep takes the pairs p < q in row order and applies the rotation J
    that zeroes A[p][q] (A = J^H A J, A[p][q] = A[q][p] = 0, V = V J) where |A[p][q]| > eps
    sqrt(|A[p][p] A[q][q]|), until a sweep rotates nothing (at most JACOBI_SWEEPS). For a complex A[p][q] =
    |g| e, J = diag(1, conj(e)) R with R the real rotation of |g|. The real diagonal, sorted ascending with
    V's columns, is w, and V the eigenvectors (mode 'V'; mode 'N' leaves %a as the first result). A matrix
    with a NaN or infinite element has NaN results; info is 0. The eigenvalues are those of LAPACK within f64
    rounding; each eigenvector may differ from LAPACK's by its sign (a unit factor).
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "syevd", "heevd"):
            return
        options = lapack_options(op)
        lower, vectors = options["uplo"] == "L", options["mode"] == "V"
        a = op.operands[0]
        n = IndexMath(rewriter.insert).dim(a, a.type.get_num_dims() - 1)
        working = _working(element_type_of(a.type))

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            v_out, w_out, infos = carried

            def read(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
                """The element of the Hermitian matrix of the `uplo` triangle (its diagonal's real parts)."""
                f = _Scalars(insert, working)
                inside = f(arith.CmpiOp(i, j, "sge" if lower else "sle"))
                row, column = _select(insert, inside, i, j), _select(insert, inside, j, i)
                value = f.widen(_extract(insert, a, [*batch, row, column]))
                if not f.complex:
                    return value
                value = f.select(inside, value, f.conj(value))
                return f.select(f(arith.CmpiOp(i, j, "eq")), f.from_real(f.real(value)), value)

            work = _matrix(insert, n, n, read, working)
            finite = _all_finite(insert, work)
            values, eigenvectors = _call_kernel(
                rewriter,
                op,
                insert,
                f"lapack_jacobi_eigh_{_type_name(working)}",
                [work],
                [tensor_of(f64, [n]), work.type],
                _jacobi_eigh,
            )
            w_out = _write(insert, w_out, batch, lambda insert, ivs: _extract(insert, values, ivs), finite)
            if vectors:
                v_out = _write(insert, v_out, batch, lambda insert, ivs: _extract(insert, eigenvectors, ivs), finite)
            zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            return [v_out, w_out, _insert(insert, zero, infos, batch)]

        rewriter.replace(op, (), _factor_loops(rewriter, op, matrix))


def _type_name(element: Attribute) -> str:
    """`f64`, `complex_f64` (a kernel function's suffix)."""
    return f"complex_{element.element_type}" if isinstance(element, ComplexType) else str(element)


def _jacobi_eigh(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_jacobi_eigh_*`: the sweeps of cyclic Jacobi on the Hermitian n x n work matrix, its
    eigenvalues (sorted ascending) and eigenvectors (see LapackSyevdToLoops)."""
    (work,) = arguments
    working = element_type_of(work.type)
    n = IndexMath(insert).dim(work, 0)

    def pair(insert: Insert, p: SSAValue, q: SSAValue, carried: list[SSAValue]):
        work, vectors = carried
        f = _Scalars(insert, working)
        alpha, beta = (f.real(_extract(insert, work, [x, x])) for x in (p, q))
        gamma, phase = _phase(f, _extract(insert, work, [p, q]))
        c, s, rotates = _jacobi_rotation(_Scalars(insert), alpha, beta, gamma, EPSILON)
        conjugate = None if phase is None else f.conj(phase)
        work = _rotate(insert, work, p, q, c, s, True, conjugate)
        work = _rotate(insert, work, p, q, c, s, False, phase)
        for at in ([p, q], [q, p]):
            work = _insert(insert, f.select(rotates, f.const(0.0), _extract(insert, work, at)), work, at)
        return [work, _rotate(insert, vectors, p, q, c, s, True, conjugate)], rotates

    work, eigenvectors = _sweeps(insert, n, [work, _identity(insert, n, working)], pair)
    values = _vector(insert, n, lambda insert, i: _Scalars(insert, working).real(_extract(insert, work, [i, i])))
    return _sort(insert, values, [eigenvectors], descending=False)


def _jacobi_svd(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_jacobi_svd_*`: one-sided Jacobi sweeps on the big x k work matrix W; W's column
    norms (sorted descending) with W's and V's columns (see LapackGesddToLoops)."""
    (work,) = arguments
    working = element_type_of(work.type)
    rows, k = IndexMath(insert).sizes(work)
    r = _Scalars(insert)
    as_float = r(arith.SIToFPOp(r(arith.IndexCastOp(rows, i64)), f64))
    tolerance = r.mul(as_float, r.const(EPSILON))  # exact: rows times a power of two

    def pair(insert: Insert, p: SSAValue, q: SSAValue, carried: list[SSAValue]):
        return _one_sided_step(insert, p, q, carried, tolerance)

    work, right = _sweeps(insert, k, [work, _identity(insert, k, working)], pair)
    return _sort(insert, _column_norms(insert, work), [work, right], descending=True)


def _orthonormal_kernel(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_orthonormal_columns_*`: `_orthonormal_columns` of (work, the number of columns)."""
    work, columns = arguments
    return [_orthonormal_columns(insert, work, columns)]


class LapackGesddToLoops(RewritePattern):
    """`custom_call @lapack_?gesdd_ffi(%a)` (and gesvd) -> one-sided Jacobi SVD in f64 `scf.for` loops:

        %a2, %s, %u, %vt, %info = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 65 :
            ui8}} : (tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<3xf32>, tensor<5x5xf32>, tensor<3x3xf32>, tensor<i32>)

    works on W, the f64 (complex<f64>) copy of %a (of its adjoint when m < n: a big x k matrix, k = min(m,
    n)), and V, the k x k identity: each sweep takes the column pairs p < q and applies the rotation J that
    makes columns p and q of W orthogonal (W = W J, V = V J; for a complex w_p^H w_q = |g| e, J = diag(1,
    conj(e)) R) where |w_p^H w_q| > big eps |w_p| |w_q|, until a sweep rotates nothing (at most
    JACOBI_SWEEPS). The column norms, sorted descending with W's and V's columns, are s. Householder QR of W
    (LAPACK's geqr2 and org2r, as geqrf and orgqr lower) gives its orthonormal columns U, each with the sign of
    R's (real) diagonal element (a zero column too), and with mode 'A' the big - k columns that complete them;
    u is U and vt V^H (for m < n: u is V and vt U^H). Mode 'N' writes zeros into u and vt, and %a is the first
    result. A matrix with a NaN or infinite element has NaN results; info is 0.
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "gesdd", "gesvd"):
            return
        mode = lapack_options(op)["mode"]
        a = op.operands[0]
        index = IndexMath(rewriter.insert)
        m, n = index.sizes(a)[-2:]
        tall, big, k = index.cmp("sge", m, n), index.max(m, n), index.min(m, n)
        working = _working(element_type_of(a.type))

        def matrix(insert: Insert, index: IndexMath, batch: list[SSAValue], carried: list[SSAValue]):
            kept, s_out, u_out, vt_out, infos = carried

            def read(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
                f = _Scalars(insert, working)
                if isinstance(tall, bool):
                    value = f.widen(_extract(insert, a, [*batch, i, j] if tall else [*batch, j, i]))
                    return value if tall else f.conj(value)
                row, column = _select(insert, tall, i, j), _select(insert, tall, j, i)
                value = f.widen(_extract(insert, a, [*batch, row, column]))
                return f.select(tall, value, f.conj(value)) if f.complex else value

            work = _matrix(insert, big, k, read, working)
            finite = _all_finite(insert, work)
            norms, work, right = _call_kernel(
                rewriter,
                op,
                insert,
                f"lapack_jacobi_svd_{_type_name(working)}",
                [work],
                [tensor_of(f64, [k]), work.type, tensor_of(working, [k, k])],
                _jacobi_svd,
            )
            s_out = _write(insert, s_out, batch, lambda insert, ivs: _extract(insert, norms, ivs), finite)
            if mode == "N":
                zeros = lambda insert, ivs: _Scalars(insert, working).const(0.0)  # noqa: E731
                u_out, vt_out = _write(insert, u_out, batch, zeros, None), _write(insert, vt_out, batch, zeros, None)
            else:
                columns = big if mode == "A" else k

                def identity(insert: Insert) -> list[SSAValue]:
                    return [_identity(insert, big, working, columns)]  # (an m x 0 matrix: LAPACK's u is the identity)

                def orthonormal(insert: Insert) -> list[SSAValue]:
                    return _call_kernel(
                        rewriter,
                        op,
                        insert,
                        f"lapack_orthonormal_columns_{_type_name(working)}",
                        [work, IndexMath(insert).value(columns)],
                        [tensor_of(working, [big, columns])],
                        _orthonormal_kernel,
                    )

                (left,) = choose(insert, IndexMath(insert).cmp("eq", k, 0), identity, orthonormal)

                def at(matrix: SSAValue, adjoint: bool):
                    def value(insert: Insert, ivs: list[SSAValue]) -> SSAValue:
                        if not adjoint:
                            return _extract(insert, matrix, ivs)
                        return _Scalars(insert, working).conj(_extract(insert, matrix, ivs[::-1]))

                    return value

                def write(dest: SSAValue, matrix: SSAValue, adjoint: bool) -> Callable[[Insert], list[SSAValue]]:
                    return lambda insert: [_write(insert, dest, batch, at(matrix, adjoint), finite)]

                (u_out,) = choose(insert, tall, write(u_out, left, False), write(u_out, right, False))
                (vt_out,) = choose(insert, tall, write(vt_out, right, True), write(vt_out, left, True))
            zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
            return [kept, s_out, u_out, vt_out, _insert(insert, zero, infos, batch)]

        rewriter.replace(op, (), _factor_loops(rewriter, op, matrix))


def _one_sided_step(insert: Insert, p: SSAValue, q: SSAValue, carried: list[SSAValue], tolerance: SSAValue):
    """One-sided Jacobi on columns p and q of W (and V), rotating where |w_p^H w_q| > tolerance |w_p| |w_q|
    (see LapackGesddToLoops)."""
    work, right = carried
    element = element_type_of(work.type)
    f = _Scalars(insert, element)

    def dots(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
        g = _Scalars(insert, element)
        x, y = _extract(insert, work, [rs[0], p]), _extract(insert, work, [rs[0], q])
        return [g.add(acc[0], g.norm2(x)), g.add(acc[1], g.norm2(y)), g.add(acc[2], g.mul(g.conj(x), y))]

    rows = IndexMath(insert).dim(work, 0)
    real_zero = _Scalars(insert).const(0.0)
    alpha, beta, g = loop_nest(insert, [rows], [real_zero, real_zero, f.const(0.0)], dots)
    gamma, phase = _phase(f, g)
    c, s, rotates = _jacobi_rotation(_Scalars(insert), alpha, beta, gamma, tolerance)
    conjugate = None if phase is None else f.conj(phase)
    work = _rotate(insert, work, p, q, c, s, True, conjugate)
    return [work, _rotate(insert, right, p, q, c, s, True, conjugate)], rotates


def _column_norms(insert: Insert, matrix: SSAValue) -> SSAValue:
    """The f64 vector of the Euclidean norms of a matrix's columns."""
    rows, columns = IndexMath(insert).sizes(matrix)
    element = element_type_of(matrix.type)

    def norm(insert: Insert, j: SSAValue) -> SSAValue:
        def square(insert: Insert, index: IndexMath, rs: list[SSAValue], sums: list[SSAValue]):
            f = _Scalars(insert, element)
            return [f.add(sums[0], f.norm2(_extract(insert, matrix, [rs[0], j])))]

        f = _Scalars(insert)
        (sum_x,) = loop_nest(insert, [rows], [f.const(0.0)], square)
        return f.sqrt(sum_x)

    return _vector(insert, columns, norm)


def _orthonormal_columns(insert: Insert, work: SSAValue, columns: Size) -> SSAValue:
    """The big x `columns` orthonormal Q of work's Householder QR (work: big x k with orthogonal columns), its
    first k columns with the signs of R's (real) diagonal: work's normalized columns (see LapackGesddToLoops)."""
    big, k = IndexMath(insert).sizes(work)
    element = element_type_of(work.type)
    if k == 0:
        return _identity(insert, big, element, columns)  # (an m x 0 matrix: LAPACK's u is the identity)
    taus = _new_tensor(insert, element, [k])
    qr, taus = _householder_qr(insert, [], work, taus)

    def reflectors(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        # Columns past k are orgqr's (the identity's): read anything there.
        index = IndexMath(insert)
        return _extract(insert, qr, [i, index.value(index.min(j, index.sub(k, 1)))])

    q = _householder_q(insert, [], _matrix(insert, big, columns, reflectors, element), taus)

    def signed(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        f, r, index = _Scalars(insert, element), _Scalars(insert), IndexMath(insert)
        first = f(arith.CmpiOp(j, index.value(k), "slt"))
        diagonal = f.real(_extract(insert, qr, [index.value(index.min(j, index.sub(k, 1)))] * 2))
        sign = r.select(first, r(math.CopySignOp(r.const(1.0), diagonal)), r.const(1.0))
        return f.mul(f.from_real(sign), _extract(insert, q, [i, j]))

    return _matrix(insert, big, columns, signed, element)


class LapackGtsvToLoops(RewritePattern):
    """`custom_call @lapack_?gtsv_ffi(%dl, %d, %du, %b)` -> LAPACK's gtsv in `scf.for` loops, in the element type:

        %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}}
          : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>)
          -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5x2xf32>, tensor<i32>)

    calls `@lapack_gtsv_f32` (every operand with its batch dimensions as one), whose loop over the batch
    runs, for each system, the elimination steps k < n - 1 while info is 0 (`scf.if`): a zero pivot sets
    info = k + 1; a subdiagonal element dl[k + 1] larger than d[k] (|re| + |im|) swaps rows k and k + 1,
    else it is eliminated (for complex types, only where it is not zero, as zgtsv); d, du and dl take U's
    diagonals as LAPACK leaves them, the columns of b the same row operations. Then info = n where U's last
    diagonal element is zero, else the back substitution of each column of b (see
    aiopt.reference.hlo.lapack).
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "gtsv"):
            return
        d = op.operands[1]
        batch_rank = d.type.get_num_dims() - 1
        batch = IndexMath(rewriter.insert).sizes(d)[:batch_rank]
        infos = empty(rewriter, IndexMath(rewriter.insert), op.results[4].type, batch)
        arguments = [_batched(rewriter, v, batch_rank) for v in (*lapack_operands(op), infos)]
        element = element_type_of(d.type)
        name = f"lapack_gtsv_{_type_name(element)}"
        results = _call_kernel(rewriter, op, rewriter.insert, name, arguments, [a.type for a in arguments], _gtsv)
        rewriter.replace(
            op, (), [_unbatched(rewriter, v, r.type, batch) for v, r in zip(results, op.results, strict=True)]
        )


def _gtsv(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_gtsv_*`: gtsv on each system of the batch (see LapackGtsvToLoops)."""

    def system(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
        dl, d, du, b, infos = carried
        zero_info = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
        n = index.dim(d, 1)
        dl, d, du, b, info = loop_nest(insert, [index.sub(n, 1)], [dl, d, du, b, zero_info], _gtsv_step(ivs[0]))

        def solve(insert: Insert) -> list[SSAValue]:
            index = IndexMath(insert)
            last = index.value(index.sub(n, 1))
            nonzero = _Scalars(insert, element_type_of(d.type)).nonzero(_extract(insert, d, [ivs[0], last]))
            order = _i32(insert, index, n)
            return choose(
                insert,
                nonzero,
                lambda insert: [_gtsv_back_substitution(insert, ivs[0], dl, d, du, b), info],
                lambda insert: [b, order],
            )

        ok = _emit(insert, arith.AndIOp(index.value_i1(index.cmp("sgt", n, 0)), _info_is_zero(insert, info)))
        b, info = if_then_else(insert, ok, [b, info], solve)
        return [dl, d, du, b, _insert(insert, info, infos, ivs)]

    return loop_nest(insert, [IndexMath(insert).dim(arguments[1], 0)], arguments, system)


def _info_is_zero(insert: Insert, info: SSAValue) -> SSAValue:
    return _emit(insert, arith.CmpiOp(info, _emit(insert, arith.ConstantOp(IntegerAttr(0, i32))), "eq"))


def _gtsv_step(s: SSAValue) -> Callable[[Insert, IndexMath, list[SSAValue], list[SSAValue]], list[SSAValue]]:
    """The elimination step k of gtsv on system `s` (LAPACK's DL(k) is dl[s][k + 1]), while info is 0."""

    def step(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
        (k,) = ivs

        def eliminate(insert: Insert) -> list[SSAValue]:
            dl, d, du, b, info = carried
            index = IndexMath(insert)
            element = element_type_of(d.type)
            f = _Scalars(insert, element)
            n = index.dim(d, 1)
            k1, k2 = index.value(index.add(k, 1)), index.value(index.add(k, 2))
            # du[s][k + 1] and dl[s][k + 1] are in bounds (n elements); the step before the last (k = n - 2)
            # writes neither dl nor du[k + 1] (LAPACK's DL(n-1), DU(n)).
            not_last = f(arith.CmpiOp(index.value(k2), index.value(n), "slt"))
            sub, diagonal, next_diagonal = (_extract(insert, x, [s, at]) for x, at in ((dl, k1), (d, k), (d, k1)))
            upper, next_upper = _extract(insert, du, [s, k]), _extract(insert, du, [s, k1])
            keeps = f.abs1(diagonal)
            no_swap = f(arith.CmpfOp(keeps, f.abs1(sub), "oge"))
            singular = f(arith.AndIOp(no_swap, f(arith.XOrIOp(f.nonzero(diagonal), _true(insert)))))
            # zgtsv leaves a zero subdiagonal element (and a nonzero pivot) as it is.
            skips = f(arith.XOrIOp(f.nonzero(sub), _true(insert))) if f.complex else None

            def rows(insert: Insert, b: SSAValue, swap: bool, fact: SSAValue) -> SSAValue:
                def column(insert: Insert, index: IndexMath, cs: list[SSAValue], acc: list[SSAValue]):
                    g = _Scalars(insert, element)
                    here, there = [s, k, cs[0]], [s, k1, cs[0]]
                    x, y = _extract(insert, acc[0], here), _extract(insert, acc[0], there)
                    if not swap:
                        return [_insert(insert, g.sub(y, g.mul(fact, x)), acc[0], there)]
                    swapped = _insert(insert, y, acc[0], here)
                    return [_insert(insert, g.sub(x, g.mul(fact, y)), swapped, there)]

                (b,) = loop_nest(insert, [IndexMath(insert).dim(b, 2)], [b], column)
                return b

            def no_interchange(insert: Insert) -> list[SSAValue]:
                f = _Scalars(insert, element)
                fact = f.div(sub, diagonal)
                d_new = _insert(insert, f.sub(next_diagonal, f.mul(fact, upper)), d, [s, k1])
                dl_new = _insert(insert, f.select(not_last, f.const(0.0), sub), dl, [s, k1])
                return [dl_new, d_new, du, rows(insert, b, False, fact), info]

            def interchange(insert: Insert) -> list[SSAValue]:
                f = _Scalars(insert, element)
                fact = f.div(diagonal, sub)
                d_new = _insert(insert, sub, d, [s, k])
                d_new = _insert(insert, f.sub(upper, f.mul(fact, next_diagonal)), d_new, [s, k1])
                dl_new = _insert(insert, f.select(not_last, next_upper, sub), dl, [s, k1])
                du_new = _insert(insert, next_diagonal, du, [s, k])
                scaled = f.select(not_last, f.mul(f.neg(fact), next_upper), next_upper)
                du_new = _insert(insert, scaled, du_new, [s, k1])
                return [dl_new, d_new, du_new, rows(insert, b, True, fact), info]

            def nonsingular(insert: Insert) -> list[SSAValue]:
                def elimination(insert: Insert) -> list[SSAValue]:
                    return choose(insert, no_swap, no_interchange, interchange)

                if skips is None:
                    return elimination(insert)
                return choose(insert, skips, lambda insert: list(carried), elimination)

            order = _i32(insert, index, index.add(k, 1))
            return choose(insert, singular, lambda insert: [dl, d, du, b, order], nonsingular)

        return if_then_else(insert, _info_is_zero(insert, carried[4]), carried, eliminate)

    return step


def _true(insert: Insert) -> SSAValue:
    return _emit(insert, arith.ConstantOp(IntegerAttr(1, i1)))


def _gtsv_back_substitution(
    insert: Insert, s: SSAValue, dl: SSAValue, d: SSAValue, du: SSAValue, b: SSAValue
) -> SSAValue:
    """b[s] = U^-1 b[s], column by column, for gtsv's U of diagonals d[s], du[s] and dl[s][1:] (n > 0)."""
    element = element_type_of(d.type)

    def column(insert: Insert, index: IndexMath, cs: list[SSAValue], acc: list[SSAValue]):
        n = index.dim(d, 1)

        def row(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, element)
            last = index.value(index.sub(n, 1))
            k = index.value(index.sub(last, rs[0]))
            # (b[k] - du[k] x[k + 1] - dl[k + 1] x[k + 2]) / d[k], the terms past the last row left out (their
            # indices clamped to stay in bounds).
            value = _extract(insert, acc[0], [s, k, cs[0]])
            for offset, diagonal, at in ((1, du, k), (2, dl, index.value(index.min(index.add(k, 1), last)))):
                after = index.value(index.add(k, offset))
                inside = f(arith.CmpiOp(after, index.value(n), "slt"))
                term = f.mul(
                    _extract(insert, diagonal, [s, at]),
                    _extract(insert, acc[0], [s, index.value(index.min(after, last)), cs[0]]),
                )
                value = f.select(inside, f.sub(value, term), value)
            value = f.div(value, _extract(insert, d, [s, k]))
            return [_insert(insert, value, acc[0], [s, k, cs[0]])]

        return loop_nest(insert, [n], acc, row)

    (b,) = loop_nest(insert, [IndexMath(insert).dim(b, 2)], [b], column)
    return b


GEEV_STEPS = 40
"""The most shifted QR steps of geev's complex Schur loops for each eigenvalue (LAPACK's zlahqr allows 30 on
average over the matrix); one that has not converged then gives info > 0."""

TINY = 2.0**-968
"""LAPACK's smlnum for f64 (safmin n / ulp, n about 8): a subdiagonal element below it is negligible, and a
back substitution divides by no less."""

COMPLEX_F64 = ComplexType(f64)


def _givens(f: _Scalars, x: SSAValue, y: SSAValue) -> tuple[SSAValue, SSAValue]:
    """(c, s), c real (f64) and s complex, of the unitary G = [[c, s], [-conj(s), c]] with G [x; y] = [r; 0]:
    c = |x| / n, s = (x / |x|) conj(y) / n for n = |(x, y)|; x = 0 swaps (c = 0, s = 1), x = y = 0 is the
    identity."""
    r = _Scalars(f.insert)
    xx, yy = f.norm2(x), f.norm2(y)
    size, norm = r.sqrt(xx), r.sqrt(r.add(xx, yy))
    x_zero = r(arith.CmpfOp(size, r.const(0.0), "oeq"))
    both_zero = r(arith.CmpfOp(norm, r.const(0.0), "oeq"))
    c = r.select(x_zero, r.select(both_zero, r.const(1.0), r.const(0.0)), r.div(size, norm))
    s = f.div_real(f.mul(f.div_real(x, size), f.conj(y)), norm)
    return c, f.select(x_zero, f.select(both_zero, f.const(0.0), f.const(1.0)), s)


def _apply_givens(
    insert: Insert, matrix: SSAValue, p: SSAValue, q: SSAValue, c: SSAValue, s: SSAValue, columns: bool
) -> SSAValue:
    """Rows p and q of a complex<f64> matrix times G = [[c, s], [-conj(s), c]] from the left (x, y -> c x + s y,
    c y - conj(s) x), or (`columns`) its columns p and q times G^H from the right (x, y -> c x + conj(s) y,
    c y - s x)."""
    length = IndexMath(insert).dim(matrix, 0 if columns else 1)

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, COMPLEX_F64)
        at_p, at_q = ([ivs[0], p], [ivs[0], q]) if columns else ([p, ivs[0]], [q, ivs[0]])
        x, y = _extract(insert, acc[0], at_p), _extract(insert, acc[0], at_q)
        cc = f.from_real(c)
        to_p, to_q = (f.conj(s), s) if columns else (s, f.conj(s))
        rotated = _insert(insert, f.add(f.mul(cc, x), f.mul(to_p, y)), acc[0], at_p)
        return [_insert(insert, f.sub(f.mul(cc, y), f.mul(to_q, x)), rotated, at_q)]

    (matrix,) = loop_nest(insert, [length], [matrix], store)
    return matrix


def _similarity(
    insert: Insert, t: SSAValue, z: SSAValue, p: SSAValue, q: SSAValue, c: SSAValue, s: SSAValue
) -> tuple[SSAValue, SSAValue]:
    """T = G T G^H and Z = Z G^H for the rotation G of (c, s) on rows (columns) p and q."""
    t = _apply_givens(insert, t, p, q, c, s, columns=False)
    return _apply_givens(insert, t, p, q, c, s, columns=True), _apply_givens(insert, z, p, q, c, s, columns=True)


def _zero_at(insert: Insert, matrix: SSAValue, at: Sequence[SSAValue]) -> SSAValue:
    return _insert(insert, _Scalars(insert, COMPLEX_F64).const(0.0), matrix, at)


def _hessenberg(insert: Insert, t: SSAValue, z: SSAValue, ilo: SSAValue, ihi: SSAValue) -> list[SSAValue]:
    """T made upper Hessenberg by Givens rotations (for each column j in [ilo, ihi - 2], rows i - 1 and i from ihi
    up to j + 2 zero T[i][j]), each a similarity also applied to Z: T is already upper triangular outside the
    block [ilo, ihi] of gebal's permutations (`_isolate`), as LAPACK's gehrd reduces only that block."""
    index = IndexMath(insert)

    def column(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
        j = index.value(index.add(ilo, js[0]))

        def row(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
            t, z = acc
            i = index.value(index.sub(ihi, ts[0]))
            p = index.value(index.sub(i, 1))
            c, s = _givens(_Scalars(insert, COMPLEX_F64), _extract(insert, t, [p, j]), _extract(insert, t, [i, j]))
            t, z = _similarity(insert, t, z, p, i, c, s)
            return [_zero_at(insert, t, [i, j]), z]

        return loop_nest(insert, [index.max(index.sub(index.sub(ihi, j), 1), 0)], acc, row)

    return loop_nest(insert, [index.max(index.sub(ihi, ilo), 0)], [t, z], column)


def _negligible(insert: Insert, t: SSAValue, m: SSAValue) -> SSAValue:
    """Whether T[m][m-1] is negligible: |T[m][m-1]| <= eps (|T[m-1][m-1]| + |T[m][m]|) or TINY (|re| + |im|)."""
    f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
    index = IndexMath(insert)
    above = index.value(index.sub(m, 1))
    sub = f.abs1(_extract(insert, t, [m, above]))
    diagonal = r.add(f.abs1(_extract(insert, t, [above, above])), f.abs1(_extract(insert, t, [m, m])))
    bound = r(arith.MaximumfOp(r.mul(r.const(EPSILON), diagonal), r.const(TINY)))
    return r(arith.CmpfOp(sub, bound, "ole"))


def _shift_diagonal(insert: Insert, t: SSAValue, first: SSAValue, count: Size, shift: SSAValue) -> SSAValue:
    """T[i][i] + shift for first <= i < first + count."""

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, COMPLEX_F64)
        i = index.value(index.add(first, ivs[0]))
        return [_insert(insert, f.add(_extract(insert, acc[0], [i, i]), shift), acc[0], [i, i])]

    (t,) = loop_nest(insert, [count], [t], store)
    return t


def _qr_step(insert: Insert, t: SSAValue, z: SSAValue, ilo: SSAValue, m: SSAValue, step: SSAValue) -> list[SSAValue]:
    """One explicitly shifted QR step on the Hessenberg block [ilo, m] of T: T - mu I = Q R by Givens rotations
    of rows k, k + 1 (ilo <= k < m), then R Q + mu I, each rotation also applied to the rest of T's rows and
    columns and to Z's columns (T's rows and columns outside [ilo, m] keep their diagonal: eigenvalues gebal
    isolated stay exact). mu is the eigenvalue of T's trailing 2 x 2 block [[a, b], [c, d]] nearest d,
    d - b c / (h + r) for h = (a - d) / 2 and the root r of h^2 + b c that makes |h + r| larger (d where
    that is 0); steps 10, 20, ... take zlahqr's exceptional shift d + 3/4 |re c|."""
    index = IndexMath(insert)
    f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
    above = index.value(index.sub(m, 1))
    a, b = _extract(insert, t, [above, above]), _extract(insert, t, [above, m])
    c, d = _extract(insert, t, [m, above]), _extract(insert, t, [m, m])
    half = f.div_real(f.sub(a, d), r.const(2.0))
    bc = f.mul(b, c)
    root = f(complex.SqrtOp(f.add(f.mul(half, half), bc)))
    plus, minus = f.add(half, root), f.sub(half, root)
    larger = f.select(r(arith.CmpfOp(f.abs1(plus), f.abs1(minus), "oge")), plus, minus)
    wilkinson = f.select(f.nonzero(larger), f.sub(d, f.div(bc, larger)), d)
    exceptional = f.add(d, f.from_real(r.mul(r.const(0.75), r.abs(f.real(c)))))
    ten = index.value(10)
    remainder = _emit(insert, arith.RemUIOp(index.value(index.add(step, 1)), ten))
    is_exceptional = _emit(insert, arith.CmpiOp(remainder, index.value(0), "eq"))
    shift = f.select(is_exceptional, exceptional, wilkinson)
    size = index.value(index.sub(index.add(m, 1), ilo))
    t = _shift_diagonal(insert, t, ilo, size, f.neg(shift))
    n = index.dim(t, 0)
    cs, ss = _new_tensor(insert, f64, [n]), _new_tensor(insert, COMPLEX_F64, [n])

    def factor(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        t, cs, ss = acc
        k = index.value(index.add(ilo, ks[0]))
        below = index.value(index.add(k, 1))
        c, s = _givens(_Scalars(insert, COMPLEX_F64), _extract(insert, t, [k, k]), _extract(insert, t, [below, k]))
        t = _zero_at(insert, _apply_givens(insert, t, k, below, c, s, columns=False), [below, k])
        return [t, _insert(insert, c, cs, [k]), _insert(insert, s, ss, [k])]

    steps = index.value(index.sub(m, ilo))
    t, cs, ss = loop_nest(insert, [steps], [t, cs, ss], factor)

    def multiply(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        t, z = acc
        k = index.value(index.add(ilo, ks[0]))
        below = index.value(index.add(k, 1))
        c, s = _extract(insert, cs, [k]), _extract(insert, ss, [k])
        return [_apply_givens(insert, t, k, below, c, s, True), _apply_givens(insert, z, k, below, c, s, True)]

    t, z = loop_nest(insert, [steps], [t, z], multiply)
    return [_shift_diagonal(insert, t, ilo, size, shift), z]


def _largest(matrix: SSAValue) -> Callable[[Insert, IndexMath, list[SSAValue], list[SSAValue]], list[SSAValue]]:
    """The body of loops over a complex<f64> matrix's elements that carry the largest |re| + |im|."""

    def body(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        value = _Scalars(insert, COMPLEX_F64).abs1(_extract(insert, matrix, ivs))
        return [_Scalars(insert)(arith.MaximumfOp(acc[0], value))]

    return body


def _scaled(insert: Insert, matrix: SSAValue, factor: SSAValue) -> SSAValue:
    """A complex<f64> matrix times a real (f64) factor."""

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
        x = _extract(insert, acc[0], ivs)
        scaled = f(complex.CreateOp(r.mul(f.real(x), factor), r.mul(f.imag(x), factor), COMPLEX_F64))
        return [_insert(insert, scaled, acc[0], ivs)]

    (matrix,) = loop_nest(insert, IndexMath(insert).sizes(matrix), [matrix], store)
    return matrix


SCHUR_EXPONENT = 400.0
"""The complex Schur loops work on A scaled by a power of two so that its largest element is at most about
2^SCHUR_EXPONENT (and at least its inverse): squares and products of two elements neither overflow nor
underflow."""


def _complex_schur(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_complex_schur_f64`: the Schur form T = Z^H A Z (upper triangular) of the n x n complex
    matrix A, upper triangular outside its block [ilo, ihi] (gebal's, `_balance`), and the unitary Z, and info
    (see LapackGeevToLoops). The steps work on A / s for the power of two s = 2^e / 2^clamp(e, -400, 400),
    e = round(log2 max |A|) (|re| + |im|; 1 for a zero A), whose squares (Givens' norms) neither overflow nor
    underflow, and T is s times theirs: both scalings exact."""
    t, ilo, ihi = arguments
    index = IndexMath(insert)
    n = index.dim(t, 0)
    (size,) = loop_nest(insert, [n, n], [_Scalars(insert).const(0.0)], _largest(t))
    r = _Scalars(insert)
    size = r.select(r(arith.CmpfOp(size, r.const(0.0), "ogt")), size, r.const(1.0))
    # Scaled only as far as the largest element's square needs: a matrix of elements 1e200 and 1e-200 keeps
    # its small ones (divided by 1e200, they would underflow).
    exponent = r(math.RoundEvenOp(r(math.Log2Op(size))))
    kept = r(arith.MinimumfOp(r(arith.MaximumfOp(exponent, r.const(-SCHUR_EXPONENT))), r.const(SCHUR_EXPONENT)))
    size = _power_of_two(insert, r.sub(exponent, kept))
    t = _scaled(insert, t, _power_of_two(insert, r.sub(kept, exponent)))
    t, z = _hessenberg(insert, t, _identity(insert, n, COMPLEX_F64), ilo, ihi)

    def eigenvalue(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        t, z, info = acc
        m = index.value(index.sub(index.sub(n, 1), ivs[0]))

        def step(insert: Insert, index: IndexMath, steps: list[SSAValue], acc: list[SSAValue]):
            def iterate(insert: Insert) -> list[SSAValue]:
                t, z, _ = acc
                above = IndexMath(insert).value(IndexMath(insert).sub(m, 1))
                return choose(
                    insert,
                    _negligible(insert, t, m),
                    lambda insert: [_zero_at(insert, t, [m, above]), z, _true(insert)],
                    lambda insert: [*_qr_step(insert, t, z, ilo, m, steps[0]), acc[2]],
                )

            return if_then_else(insert, _emit(insert, arith.XOrIOp(acc[2], _true(insert))), acc, iterate)

        false = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1)))
        t, z, done = loop_nest(insert, [GEEV_STEPS], [t, z, false], step)
        converged = _emit(insert, arith.OrIOp(done, _negligible(insert, t, m)))
        first = _emit(
            insert, arith.AndIOp(_info_is_zero(insert, info), _emit(insert, arith.XOrIOp(converged, _true(insert))))
        )
        info = _select(insert, first, _i32(insert, index, index.add(m, 1)), info)
        return [_zero_at(insert, t, [m, index.value(index.sub(m, 1))]), z, info]

    zero = _emit(insert, arith.ConstantOp(IntegerAttr(0, i32)))
    t, z, info = loop_nest(insert, [index.max(index.sub(n, 1), 0)], [t, z, zero], eigenvalue)
    t = _scaled(insert, t, size)
    one = index.value(1)  # a `?` size: the function's result type
    return [t, z, _insert(insert, info, _new_tensor(insert, i32, [one]), [index.value(0)])]


def _schur_vectors(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_schur_vectors_f64`: the eigenvectors Z x of A = Z T Z^H, x those of the upper
    triangular T by back substitution (x[k] = 1 for T[k][k] = w, x[i] = -(sum_j T[i][j] x[j]) / (T[i][i] - w)
    for i < k, a divisor smaller than eps max(|w|, max |T|) or TINY taken as that, as LAPACK's trevc; x scaled
    down where it grows past 2^300), each of norm 1 with its largest component real and positive, as geev."""
    t, z = arguments
    index = IndexMath(insert)
    n = index.dim(t, 0)

    (t_max,) = loop_nest(insert, [n, n], [_Scalars(insert).const(0.0)], _largest(t))

    def vector(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        k = ks[0]
        f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
        w = _extract(insert, t, [k, k])
        floor = r.mul(r.const(EPSILON), r(arith.MaximumfOp(f.abs1(w), t_max)))
        smallest = r(arith.MaximumfOp(floor, r.const(TINY)))
        x = _insert(insert, f.const(1.0), _new_tensor(insert, COMPLEX_F64, [n]), [k])

        def solve(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
            f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
            i = index.value(index.sub(index.sub(k, 1), ts[0]))

            def term(insert: Insert, index: IndexMath, js: list[SSAValue], sums: list[SSAValue]):
                f = _Scalars(insert, COMPLEX_F64)
                j = index.value(index.add(index.add(i, 1), js[0]))
                return [f.add(sums[0], f.mul(_extract(insert, t, [i, j]), _extract(insert, acc[0], [j])))]

            (total,) = loop_nest(insert, [index.sub(k, i)], [f.const(0.0)], term)
            divisor = f.sub(_extract(insert, t, [i, i]), w)
            small = r(arith.CmpfOp(f.abs1(divisor), smallest, "olt"))
            value = f.neg(f.div(total, f.select(small, f.from_real(smallest), divisor)))
            x = _insert(insert, value, acc[0], [i])
            size = f.abs1(value)
            grows = r(arith.CmpfOp(size, r.const(2.0**300), "ogt"))

            def scale(insert: Insert) -> list[SSAValue]:
                def store(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
                    f = _Scalars(insert, COMPLEX_F64)
                    j = index.value(index.add(i, js[0]))
                    return [_insert(insert, f.div_real(_extract(insert, acc[0], [j]), size), acc[0], [j])]

                return loop_nest(insert, [IndexMath(insert).sub(IndexMath(insert).add(k, 1), i)], [x], store)

            return if_then_else(insert, grows, [x], scale)

        (x,) = loop_nest(insert, [k], [x], solve)
        column = index.value(index.add(k, 1))

        def row(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            v, total, best, best_size = acc
            f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)

            def term(insert: Insert, index: IndexMath, js: list[SSAValue], sums: list[SSAValue]):
                f = _Scalars(insert, COMPLEX_F64)
                return [f.add(sums[0], f.mul(_extract(insert, z, [rs[0], js[0]]), _extract(insert, x, js)))]

            (value,) = loop_nest(insert, [column], [f.const(0.0)], term)
            size = f.norm2(value)
            better = r(arith.CmpfOp(size, best_size, "ogt"))
            return [
                _insert(insert, value, v, [rs[0], k]),
                r.add(total, size),
                _select(insert, better, rs[0], best),
                r.select(better, size, best_size),
            ]

        start = [acc[0], r.const(0.0), index.value(0), r.const(-1.0)]
        v, total, best, _ = loop_nest(insert, [n], start, row)
        # Scaled so that the largest component (of |re|^2 + |im|^2, the first) is real and positive, norm 1.
        top = _extract(insert, v, [best, k])
        scale = f.div_real(f.conj(top), r.mul(r.sqrt(f.norm2(top)), r.sqrt(total)))

        def normalize(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f = _Scalars(insert, COMPLEX_F64)
            value = f.mul(_extract(insert, acc[0], [rs[0], k]), scale)
            value = f.select(f(arith.CmpiOp(rs[0], best, "eq")), f.from_real(f.real(value)), value)
            return [_insert(insert, value, acc[0], [rs[0], k])]

        return loop_nest(insert, [n], [v], normalize)

    return loop_nest(insert, [n], [_new_tensor(insert, COMPLEX_F64, [n, n])], vector)


def _conjugate_pairs(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_conjugate_pairs_f64`, for a real matrix: an eigenvalue w whose |im w| is at most the
    tolerance is real (its vector the larger of its real and imaginary parts, of norm 1); each w with im w > 0 then takes the other one
    with im < 0 nearest conj(w) as its exact conjugate, with the conjugate vector (as geev's pairs)."""
    values, vectors, tolerance = arguments
    index = IndexMath(insert)
    n = index.dim(values, 0)

    def snap(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
        k = ks[0]
        w = _extract(insert, acc[0], [k])
        real = r(arith.CmpfOp(r.abs(f.imag(w)), tolerance, "ole"))
        values = _insert(insert, f.select(real, f.from_real(f.real(w)), w), acc[0], [k])
        rows = index.dim(acc[1], 0)

        def squares(insert: Insert, index: IndexMath, rs: list[SSAValue], sums: list[SSAValue]):
            f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
            x = _extract(insert, acc[1], [rs[0], k])
            return [r.add(sums[0], r.mul(f.real(x), f.real(x))), r.add(sums[1], r.mul(f.imag(x), f.imag(x)))]

        # For a repeated eigenvalue the vector may be a complex combination of real ones: its larger part is
        # a real eigenvector, scaled to norm 1.
        (re_sum, im_sum) = loop_nest(insert, [rows], [r.const(0.0), r.const(0.0)], squares)
        use_real = r(arith.CmpfOp(re_sum, im_sum, "oge"))
        norm = r.sqrt(r.select(use_real, re_sum, im_sum))

        def column(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
            f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
            x = _extract(insert, acc[0], [rs[0], k])
            part = f.from_real(r.div(r.select(use_real, f.real(x), f.imag(x)), norm))
            return [_insert(insert, f.select(real, part, x), acc[0], [rs[0], k])]

        return [values, *loop_nest(insert, [rows], [acc[1]], column)]

    values, vectors = loop_nest(insert, [n], [values, vectors], snap)

    def pair(insert: Insert, index: IndexMath, ks: list[SSAValue], acc: list[SSAValue]):
        f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
        k = ks[0]
        w = _extract(insert, acc[0], [k])
        conjugate = f.conj(w)

        def nearest(insert: Insert, index: IndexMath, js: list[SSAValue], best: list[SSAValue]):
            f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
            other = _extract(insert, acc[0], js)
            lower = r(arith.CmpfOp(f.imag(other), r.const(0.0), "olt"))
            distance = f.abs1(f.sub(other, conjugate))
            better = r(arith.AndIOp(lower, r(arith.CmpfOp(distance, best[1], "olt"))))
            return [_select(insert, better, js[0], best[0]), r.select(better, distance, best[1])]

        j, distance = loop_nest(insert, [n], [k, r.const(float("inf"))], nearest)
        upper = r(arith.CmpfOp(f.imag(w), r.const(0.0), "ogt"))
        found = r(arith.AndIOp(upper, r(arith.CmpfOp(distance, r.const(float("inf")), "olt"))))

        def take(insert: Insert) -> list[SSAValue]:
            values = _insert(insert, conjugate, acc[0], [j])

            def column(insert: Insert, index: IndexMath, rs: list[SSAValue], acc: list[SSAValue]):
                x = _Scalars(insert, COMPLEX_F64).conj(_extract(insert, acc[0], [rs[0], k]))
                return [_insert(insert, x, acc[0], [rs[0], j])]

            return [values, *loop_nest(insert, [IndexMath(insert).dim(acc[1], 0)], [acc[1]], column)]

        return if_then_else(insert, found, acc, take)

    return loop_nest(insert, [n], [values, vectors], pair)


BALANCE_SWEEPS = 16
"""The most sweeps of geev's balancing (LAPACK's gebal sweeps until no row changes; fewer suffice here)."""


def _power_of_two(insert: Insert, exponent: SSAValue) -> SSAValue:
    """2^e (f64, exact) of an integer-valued f64 e in [-1000, 1000], from its bits."""
    r = _Scalars(insert)
    e = _emit(insert, arith.FPToSIOp(exponent, i64))
    biased = _emit(insert, arith.AddiOp(e, _emit(insert, arith.ConstantOp(IntegerAttr(1023, i64)))))
    bits = _emit(insert, arith.ShLIOp(biased, _emit(insert, arith.ConstantOp(IntegerAttr(52, i64)))))
    return r(arith.BitcastOp(bits, f64))


def _exchange(insert: Insert, b: SSAValue, perm: SSAValue, i: SSAValue, j: SSAValue) -> list[SSAValue]:
    """Rows i and j and columns i and j of B swapped (P B P for the transposition P of i and j), and perm[i] and
    perm[j]."""
    b = _swap_columns(insert, b, i, j)

    def store(insert: Insert, index: IndexMath, cs: list[SSAValue], acc: list[SSAValue]):
        x, y = _extract(insert, acc[0], [i, cs[0]]), _extract(insert, acc[0], [j, cs[0]])
        return [_insert(insert, x, _insert(insert, y, acc[0], [i, cs[0]]), [j, cs[0]])]

    (b,) = loop_nest(insert, [IndexMath(insert).dim(b, 1)], [b], store)
    at_i, at_j = _extract(insert, perm, [i]), _extract(insert, perm, [j])
    return [b, _insert(insert, at_i, _insert(insert, at_j, perm, [i]), [j])]


def _zero_off_diagonal(insert: Insert, b: SSAValue, i: SSAValue, first: Size, last: Size, row: bool) -> SSAValue:
    """Whether B[i][j] (`row`) or B[j][i] is 0 (both parts) for every j != i in [first, last]."""
    index = IndexMath(insert)

    def check(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
        j = index.value(index.add(first, ts[0]))
        f = _Scalars(insert, COMPLEX_F64)
        nonzero = f.nonzero(_extract(insert, b, [i, j] if row else [j, i]))
        off = _emit(insert, arith.AndIOp(nonzero, index.value_i1(index.cmp("ne", j, i))))
        return [_emit(insert, arith.OrIOp(acc[0], off))]

    false = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1)))
    (found,) = loop_nest(insert, [index.max(index.sub(index.add(last, 1), first), 0)], [false], check)
    return _emit(insert, arith.XOrIOp(found, _true(insert)))


def _isolate(insert: Insert, b: SSAValue, n: Size) -> list[SSAValue]:
    """LAPACK gebal's permutations (job 'P' of 'B', as geev; LAPACK 3.11's order): a row i <= l whose elements
    in columns 0..l off the diagonal are all 0 is swapped (rows and columns) with row l, l decreasing from n - 1
    (passes of i from l down to 0 until one swaps nothing; l = 0 ends it), then a column j >= k whose elements
    in rows k..l off the diagonal are 0 is swapped with column k, k increasing from 0 (passes of j from k up to
    l). B = P^T A P is then upper triangular but for its block [ilo, ihi] = [k, l], its diagonal outside the
    block eigenvalues of A (exact: the QR steps leave them as they are). Returns (P^T A P, perm, ilo, ihi):
    B[i][j] = A[perm[i]][perm[j]], so an eigenvector x of B gives A's as x[i] at perm[i] (gebak)."""
    index = IndexMath(insert)
    false, true = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1))), _true(insert)
    perm = _new_tensor(insert, IndexType(), [n])

    def position(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        return [_insert(insert, ivs[0], acc[0], ivs)]

    (perm,) = loop_nest(insert, [n], [perm], position)

    def not_(insert: Insert, value: SSAValue) -> SSAValue:
        return _emit(insert, arith.XOrIOp(value, _true(insert)))

    def row_pass(insert: Insert, index: IndexMath, _: list[SSAValue], acc: list[SSAValue]):
        def search(insert: Insert) -> list[SSAValue]:
            b, perm, top, _, stopped = acc

            def candidate(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
                def check(insert: Insert) -> list[SSAValue]:
                    b, perm, l, _, _ = acc
                    i = IndexMath(insert).value(IndexMath(insert).sub(top, ts[0]))

                    def push_down(insert: Insert) -> list[SSAValue]:
                        index = IndexMath(insert)
                        at_end = index.value_i1(index.cmp("eq", l, 0))
                        lower = _select(insert, at_end, l, index.value(index.sub(l, 1)))
                        return [*_exchange(insert, b, perm, i, l), lower, true, at_end]

                    isolated = _zero_off_diagonal(insert, b, i, 0, l, row=True)
                    return if_then_else(insert, isolated, acc, push_down)

                return if_then_else(insert, not_(insert, acc[4]), acc, check)

            count = index.value(index.add(top, 1))
            return loop_nest(insert, [count], [b, perm, top, false, stopped], candidate)

        again = _emit(insert, arith.AndIOp(acc[3], not_(insert, acc[4])))
        return if_then_else(insert, again, acc, search)

    last = index.value(index.sub(n, 1))
    passes = index.add(n, 1)
    b, perm, ihi, _, stopped = loop_nest(insert, [passes], [b, perm, last, true, false], row_pass)

    def column_pass(insert: Insert, index: IndexMath, _: list[SSAValue], acc: list[SSAValue]):
        def search(insert: Insert) -> list[SSAValue]:
            b, perm, bottom, _ = acc

            def candidate(insert: Insert, index: IndexMath, ts: list[SSAValue], acc: list[SSAValue]):
                b, perm, k, _ = acc
                j = index.value(index.add(bottom, ts[0]))

                def push_left(insert: Insert) -> list[SSAValue]:
                    index = IndexMath(insert)
                    return [*_exchange(insert, b, perm, j, k), index.value(index.add(k, 1)), true]

                isolated = _zero_off_diagonal(insert, b, j, k, ihi, row=False)
                return if_then_else(insert, isolated, acc, push_left)

            count = index.max(index.sub(index.add(ihi, 1), bottom), 0)
            return loop_nest(insert, [count], [b, perm, bottom, false], candidate)

        return if_then_else(insert, acc[3], acc, search)

    start = [b, perm, index.value(0), not_(insert, stopped)]
    b, perm, ilo, _ = loop_nest(insert, [passes], start, column_pass)
    return [b, perm, ilo, ihi]


def _balance(insert: Insert, arguments: list[SSAValue]) -> list[SSAValue]:
    """The body of `lapack_balance_f64`: LAPACK's gebal (job 'B') of the n x n complex<f64> A: its permutations
    (`_isolate`) and scaling (`_balanced`) B = D^-1 P^T A P D, and (B, D's diagonal, perm, [ilo, ihi])."""
    (work,) = arguments
    index = IndexMath(insert)
    n = index.dim(work, 0)
    b, perm, ilo, ihi = _isolate(insert, work, n)
    b, d = _balanced(insert, b, n, ilo, ihi)
    two = index.value(2)  # a `?` size: the function's result type
    bounds = _insert(insert, ilo, _new_tensor(insert, IndexType(), [two]), [index.value(0)])
    return [b, d, perm, _insert(insert, ihi, bounds, [index.value(1)])]


def _balanced(insert: Insert, work: SSAValue, n: Size, ilo: SSAValue, ihi: SSAValue) -> tuple[SSAValue, SSAValue]:
    """LAPACK gebal's scaling (job 'B', as geev) of the block [ilo, ihi] that its permutations left (`_isolate`):
    D^-1 A D for a diagonal D of powers of two (exact; 1 outside the block), each step scaling row and column i
    of the block by the power of two nearest sqrt(r / c) (r, c: the sums of |re| + |im| of row and column i
    in the block, off the diagonal) where that makes c + r smaller than 0.95 of itself, and no scaled element
    leaves [2^-900, 2^900]; sweeps until a sweep changes nothing (BALANCE_SWEEPS at most).
    Returns (D^-1 A D, D's diagonal). The eigenvalues are A's; B's eigenvectors x give A's as
    D x (right) and D^-1 x (left). A badly scaled matrix (elements 1e30 and 1) thus keeps its small eigenvalues,
    which the QR steps on A itself lose to errors of eps |A|."""
    ones = _vector(insert, n, lambda insert, i: _Scalars(insert).const(1.0))

    def sweep(insert: Insert, index: IndexMath, ss: list[SSAValue], acc: list[SSAValue]):
        def again(insert: Insert) -> list[SSAValue]:
            def row(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
                b, d, _ = acc
                i = index.value(index.add(ilo, ivs[0]))

                def sums(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
                    f, r = _Scalars(insert, COMPLEX_F64), _Scalars(insert)
                    j = js[0]
                    inside = [index.cmp("ne", j, i), index.cmp("sge", j, ilo), index.cmp("sle", j, ihi)]
                    off = _emit(insert, arith.AndIOp(_emit(insert, arith.AndIOp(*inside[:2])), inside[2]))
                    col, rw = f.abs1(_extract(insert, b, [j, i])), f.abs1(_extract(insert, b, [i, j]))
                    zero = r.const(0.0)
                    return [
                        r.add(acc[0], r.select(off, col, zero)),
                        r.add(acc[1], r.select(off, rw, zero)),
                        r(arith.MaximumfOp(acc[2], col)),
                        r(arith.MaximumfOp(acc[3], rw)),
                    ]

                r = _Scalars(insert)
                start = [r.const(0.0)] * 4
                c, rs, cmax, rmax = loop_nest(insert, [n], start, sums)
                exponent = r(math.RoundEvenOp(r.mul(r.const(0.5), r(math.Log2Op(r.div(rs, c))))))
                exponent = r(arith.MinimumfOp(r(arith.MaximumfOp(exponent, r.const(-1000.0))), r.const(1000.0)))
                factor = _power_of_two(insert, exponent)
                smaller = r(
                    arith.CmpfOp(r.add(r.mul(c, factor), r.div(rs, factor)), r.mul(r.const(0.95), r.add(c, rs)), "olt")
                )
                conditions = [
                    smaller,
                    r(arith.CmpfOp(c, r.const(0.0), "ogt")),
                    r(arith.CmpfOp(rs, r.const(0.0), "ogt")),
                    r(arith.CmpfOp(r.mul(cmax, factor), r.const(2.0**900), "olt")),
                    r(arith.CmpfOp(r.div(rmax, factor), r.const(2.0**900), "olt")),
                    r(arith.CmpfOp(r.mul(cmax, factor), r.const(2.0**-900), "ogt")),
                    r(arith.CmpfOp(r.div(rmax, factor), r.const(2.0**-900), "ogt")),
                ]
                scale = conditions[0]
                for condition in conditions[1:]:
                    scale = _emit(insert, arith.AndIOp(scale, condition))

                def rescale(insert: Insert) -> list[SSAValue]:
                    def store(insert: Insert, index: IndexMath, js: list[SSAValue], acc: list[SSAValue]):
                        f = _Scalars(insert, COMPLEX_F64)
                        j = js[0]
                        b = _insert(
                            insert, f.mul(_extract(insert, acc[0], [j, i]), f.from_real(factor)), acc[0], [j, i]
                        )
                        scaled = f.div_real(_extract(insert, b, [i, j]), factor)
                        return [_insert(insert, scaled, b, [i, j])]

                    (b2,) = loop_nest(insert, [n], [b], store)
                    d2 = _insert(insert, _Scalars(insert).mul(_extract(insert, d, [i]), factor), d, [i])
                    return [b2, d2, _true(insert)]

                return if_then_else(insert, scale, acc, rescale)

            false = _emit(insert, arith.ConstantOp(IntegerAttr(0, i1)))
            block = IndexMath(insert).max(IndexMath(insert).sub(IndexMath(insert).add(ihi, 1), ilo), 0)
            return loop_nest(insert, [block], [acc[0], acc[1], false], row)

        return if_then_else(insert, acc[2], acc, again)

    b, d, _ = loop_nest(insert, [BALANCE_SWEEPS], [work, ones, _true(insert)], sweep)
    return b, d


def _back_transformed(insert: Insert, z: SSAValue, d: SSAValue, perm: SSAValue, inverse: bool) -> SSAValue:
    """P D Z (P D^-1 Z with `inverse`; D = diag(d)) for Z's rows: row i of D Z is row perm[i] of the result,
    as LAPACK's gebak takes eigenvectors of gebal's B = D^-1 P^T A P back to A's."""
    n = IndexMath(insert).dim(z, 0)

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        i, j = ivs
        f = _Scalars(insert, COMPLEX_F64)
        x, s = _extract(insert, z, [i, j]), _extract(insert, d, [i])
        value = f.div_real(x, s) if inverse else f.mul(x, f.from_real(s))
        return [_insert(insert, value, acc[0], [_extract(insert, perm, [i]), j])]

    (matrix,) = loop_nest(insert, [n, IndexMath(insert).dim(z, 1)], [_new_tensor(insert, COMPLEX_F64, [n, n])], store)
    return matrix


class LapackGeevToLoops(RewritePattern):
    """`custom_call @lapack_?geev_ffi(%a)` -> the complex Schur form by shifted QR and its eigenvectors, in
    complex<f64> `scf.for` loops whatever the element type:

        %wr, %wi, %vl, %vr, %info = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {
            compute_left = 78 : ui8, compute_right = 86 : ui8}} : (tensor<4x4xf32>) -> (tensor<4xf32>,
            tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)

    copies each matrix of the batch into a complex<f64> A, balances it as LAPACK's gebal does
    (`@lapack_balance_f64`: permutations P that leave B = P^T A P upper triangular but for a block [ilo, ihi],
    `_isolate`, then D^-1 B D for D diagonal powers of two on the block, `_balanced`; the vectors below are
    then scaled by D and D^-1 and their rows put back in A's order, as gebak), and calls
    `@lapack_complex_schur_f64`: Givens
    rotations make the block upper Hessenberg, then for m = n - 1 down to 1 shifted QR steps (`_qr_step`,
    Wilkinson's shift, GEEV_STEPS at most) on the block [ilo, m] until T[m][m-1] is negligible (then
    0), every rotation accumulated in Z: A = Z T Z^H with T upper triangular, whose diagonal is w (in the
    order the QR steps leave it: LAPACK's is unspecified too; the eigenvalues the permutations isolate are
    A's diagonal elements, exact and in gebal's order, as LAPACK's). `@lapack_schur_vectors_f64` gives the right
    eigenvectors (compute_right 'V') by back substitution in T, and the left ones (compute_left 'V') are those
    of A^H = (Z P) (P T^H P) (Z P)^H (P the reversal, P T^H P upper triangular), in reversed order; each of
    norm 1 with its largest component real, as geev. For a real matrix (s, d) `@lapack_conjugate_pairs_f64`
    makes eigenvalues with |im| <= 8 n eps |A|_F real and the complex ones exact conjugate pairs with conjugate
    vectors, as LAPACK's real arithmetic leaves them. Vectors not asked for are zeros; a matrix with a NaN or
    infinite element has info = -4 and NaN results, one whose QR steps do not converge info > 0 and NaN (see
    aiopt.reference.hlo.lapack). The eigenvalues are LAPACK's within f64 rounding (but their order), each
    eigenvector LAPACK's up to a unit factor.
    """

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lapack_call(op, "geev"):
            return
        options = lapack_options(op)
        left, right = options["compute_left"] == "V", options["compute_right"] == "V"
        a = op.operands[0]
        real = not isinstance(element_type_of(a.type), ComplexType)
        index = IndexMath(rewriter.insert)
        *batch, _, n = index.sizes(a)
        sizes = [[*batch, n]] * (2 if real else 1) + [[*batch, n, n]] * 2 + [batch]
        outputs = [empty(rewriter, index, r.type, s) for r, s in zip(op.results, sizes, strict=True)]

        def matrix(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]):
            *w_outs, vl_out, vr_out, infos = carried

            def read(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
                f = _Scalars(insert, COMPLEX_F64)
                value = _Scalars(insert, element_type_of(a.type)).widen(_extract(insert, a, [*ivs, i, j]))
                return value if isinstance(value.type, ComplexType) else f.from_real(value)

            work = _matrix(insert, n, n, read, COMPLEX_F64)
            finite = _all_finite(insert, work)

            def kernel(insert: Insert, name: str, arguments: list[SSAValue], types: list[TensorType], body):
                return _call_kernel(rewriter, op, insert, name, arguments, types, body)

            square = work.type
            schur_types = [square, square, tensor_of(i32, [1])]
            balance_types = [square, tensor_of(f64, [n]), tensor_of(IndexType(), [n]), tensor_of(IndexType(), [2])]
            work, d, perm, bounds = kernel(insert, "lapack_balance_f64", [work], balance_types, _balance)
            ilo, ihi = (_extract(insert, bounds, [index.value(k)]) for k in (0, 1))
            t, z, info = kernel(insert, "lapack_complex_schur_f64", [work, ilo, ihi], schur_types, _complex_schur)
            values = _diagonal(insert, t)
            vectors = {}
            if right:
                z_right = _back_transformed(insert, z, d, perm, inverse=False)
                (vectors["r"],) = kernel(insert, "lapack_schur_vectors_f64", [t, z_right], [square], _schur_vectors)
            if left:
                flipped_t = _matrix(insert, n, n, _reversed_adjoint(t, n), COMPLEX_F64)
                z_left = _back_transformed(insert, z, d, perm, inverse=True)
                flipped_z = _matrix(insert, n, n, _reversed_columns(z_left, n), COMPLEX_F64)
                (reversed_left,) = kernel(
                    insert, "lapack_schur_vectors_f64", [flipped_t, flipped_z], [square], _schur_vectors
                )
                vectors["l"] = _matrix(insert, n, n, _reversed_columns(reversed_left, n), COMPLEX_F64)
            if real:
                tolerance = _pair_tolerance(insert, work, n)
                cleaned = values
                for key in vectors or [None]:  # the same values each time; a 0 x 0 matrix without vectors
                    given = vectors[key] if key else _new_tensor(insert, COMPLEX_F64, [0, 0])
                    arguments, types = [values, given, tolerance], [values.type, given.type]
                    cleaned, pairs = kernel(insert, "lapack_conjugate_pairs_f64", arguments, types, _conjugate_pairs)
                    if key:
                        vectors[key] = pairs
                values = cleaned
            status = _extract(insert, info, [index.value(0)])
            minus_four = _emit(insert, arith.ConstantOp(IntegerAttr(-4, i32)))
            status = _select(insert, finite, status, minus_four)
            ok = _info_is_zero(insert, status)

            def part(getter: Callable[[_Scalars, SSAValue], SSAValue]):
                return lambda insert, at: getter(_Scalars(insert, COMPLEX_F64), _extract(insert, values, at))

            if real:
                w_outs = [
                    _write(insert, w_outs[0], ivs, part(lambda f, x: f.real(x)), ok),
                    _write(insert, w_outs[1], ivs, part(lambda f, x: f.imag(x)), ok),
                ]
            else:
                w_outs = [_write(insert, w_outs[0], ivs, part(lambda f, x: x), ok)]

            def written(dest: SSAValue, key: str) -> SSAValue:
                if key not in vectors:
                    return _write(insert, dest, ivs, lambda insert, at: _Scalars(insert, COMPLEX_F64).const(0.0), None)
                return _write(insert, dest, ivs, lambda insert, at: _extract(insert, vectors[key], at), ok)

            return [*w_outs, written(vl_out, "l"), written(vr_out, "r"), _insert(insert, status, infos, ivs)]

        results = loop_nest(rewriter.insert, batch, outputs, matrix)
        rewriter.replace(op, (), [cast_to(rewriter, v, r.type) for v, r in zip(results, op.results, strict=True)])


def _diagonal(insert: Insert, t: SSAValue) -> SSAValue:
    """T's diagonal, a new vector."""
    n = IndexMath(insert).dim(t, 0)

    def store(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        return [_insert(insert, _extract(insert, t, [ivs[0], ivs[0]]), acc[0], ivs)]

    (vector,) = loop_nest(insert, [n], [_new_tensor(insert, COMPLEX_F64, [n])], store)
    return vector


def _reversed_adjoint(t: SSAValue, n: Size) -> Callable[[Insert, SSAValue, SSAValue], SSAValue]:
    """[i][j] of P T^H P (P the reversal): conj(T[n-1-j][n-1-i])."""

    def value(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        index = IndexMath(insert)
        last = index.sub(n, 1)
        at = [index.value(index.sub(last, j)), index.value(index.sub(last, i))]
        return _Scalars(insert, COMPLEX_F64).conj(_extract(insert, t, at))

    return value


def _reversed_columns(z: SSAValue, n: Size) -> Callable[[Insert, SSAValue, SSAValue], SSAValue]:
    """[i][j] of Z P: Z[i][n-1-j]."""

    def value(insert: Insert, i: SSAValue, j: SSAValue) -> SSAValue:
        index = IndexMath(insert)
        return _extract(insert, z, [i, index.value(index.sub(index.sub(n, 1), j))])

    return value


def _pair_tolerance(insert: Insert, work: SSAValue, n: Size) -> SSAValue:
    """8 n eps |A|_F: the imaginary part below which a real matrix's eigenvalue is real."""

    def add(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]):
        f = _Scalars(insert, COMPLEX_F64)
        return [_Scalars(insert).add(acc[0], f.norm2(_extract(insert, work, ivs)))]

    r = _Scalars(insert)
    (total,) = loop_nest(insert, [n, n], [r.const(0.0)], add)
    count = r(arith.SIToFPOp(r(arith.IndexCastOp(IndexMath(insert).value(n), i64)), f64))
    return r.mul(r.mul(r.const(8.0 * EPSILON), count), r.sqrt(total))


def unlowered_reason(op: Operation) -> str:
    """Why a LAPACK custom call was left (`": @lapack_ssyevd_ffi takes 1 operand ..."`), as a suffix of the
    pass's `failed to legalize operation` error; "" for other ops."""
    if not isinstance(op, hlo_op_types("custom_call")) or lapack_routine(op) is None:
        return ""
    error = lapack_signature_error(op)
    return "" if error is None else f": {error}"


def populate_mhlo_to_linalg_lapack_patterns() -> list[RewritePattern]:
    """The patterns that lower jax's LAPACK custom calls."""
    return [
        LapackTrsmToTriangularSolve(),
        LapackPotrfToLoops(),
        LapackGetrfToLoops(),
        LapackGeqrfToLoops(),
        LapackGeqp3ToLoops(),
        LapackOrgqrToLoops(),
        LapackSyevdToLoops(),
        LapackGesddToLoops(),
        LapackGtsvToLoops(),
        LapackGeevToLoops(),
    ]
