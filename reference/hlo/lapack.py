"""Reference semantics of the LAPACK custom calls that JAX exports for the CPU (jaxlib's `lapack_*_ffi` targets).

jax.numpy.linalg and jax.scipy.linalg call LAPACK through XLA's FFI; the
routine's character arguments are bytes of the backend_config dictionary
(`mhlo.backend_config` in StableHLO, `backend_config` in mhlo), the
leading dimensions of the operands are a batch:

    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}}
        : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)

- `lapack_{s,d,c,z}potrf_ffi(a) -> (factor, info)`: Cholesky. The `uplo`
  triangle ('L' = 76: a = L L^H; 'U' = 85: a = U^H U) is overwritten by
  the factor, the other one keeps a's elements. As LAPACK's unblocked
  potf2, column j fails when its pivot re(a[j][j]) - sum_k<j |L[j][k]|^2 is not
  > 0 (NaN included): info = j + 1, a[j][j] becomes that pivot (potf2's
  A(j,j) = AJJ, as jaxlib's LAPACK leaves it) and the rest of columns j and
  after keep a's elements (JAX then replaces the factor by NaN); info = 0
  otherwise.
- `lapack_{s,d,c,z}trsm_ffi(a, b) -> x`: triangular_solve: `side` ('L'
  op(a) x = b, 'R' x op(a) = b), `uplo`, `trans_x` ('N', 'T', 'C'), `diag`
  ('U' unit diagonal, 'N').
- `lapack_{s,d,c,z}getrf_ffi(a) -> (lu, pivots, info)`: LU factorization with
  partial pivoting, as LAPACK's unblocked getf2: for each column j < min(m,
  n), the pivot row is the first one of largest magnitude at or below j
  (|re| + |im| for complex elements, as LAPACK's i?amax; a NaN is never larger), recorded 1-based in pivots[j]; a nonzero pivot's
  row is swapped with row j and the column below it divided by it, a zero
  one sets info = j + 1 (the first such column); then the trailing matrix
  takes the rank-one update. lu holds L's strict lower part (unit
  diagonal) and U.
- `lapack_{s,d,c,z}geqrf_ffi(a) -> (qr, taus)`: Householder QR as LAPACK's
  geqr2: for each column i < min(m, n), the reflector H = I - tau v v^H
  (v = [1, x]) of larfg maps the column's (alpha, x) at and below the
  diagonal to (beta, 0) with beta = -sign(re(alpha)) |(alpha, x)| (real) and tau =
  (beta - alpha) / beta (tau = 0 and the column kept when x is 0 and alpha
  real); x / (alpha - beta) is stored below the diagonal, beta on it, and
  H^H applied to the columns on the right. qr holds R in its upper triangle.
- `lapack_{s,d,c,z}geqp3_ffi(a, jpvt) -> (qr, jpvt, taus)` (jax.scipy.linalg.qr with
  pivoting): Householder QR with column pivoting, as LAPACK's geqp3: the
  columns whose jpvt is nonzero (jax passes zeros) are moved to the front in
  their order and factored first; then each step i swaps column i with the
  column at or after it whose part at and below row i has the largest norm
  (the first of them; computed anew each step, where LAPACK downdates the norms,
  which may choose another of two columns whose norms tie to rounding) and takes geqrf's step. jpvt
  returns the permutation, 1-based: column j of qr's R is column jpvt[j] - 1 of a.
- `lapack_{s,d}orgqr_ffi(qr, taus) -> q`, `lapack_{c,z}ungqr_ffi`: the m x n
  matrix with orthonormal columns H_0 H_1 ... H_{k-1} (first n columns),
  from geqrf's reflectors, as LAPACK's org2r/ung2r.
- `lapack_{s,d}syevd_ffi(a) -> (v, w, info)`, `lapack_{c,z}heevd_ffi`: the
  eigen-decomposition of the symmetric (Hermitian) matrix whose `uplo`
  triangle is a's (the other one is not read; a Hermitian diagonal's
  imaginary parts neither): w its eigenvalues, ascending (real), and with
  `mode` 'V' (86) v the orthonormal eigenvectors in its columns, a v =
  v diag(w), as LAPACK's syevd/heevd returns them (numpy.linalg.eigh
  calls them); with `mode` 'N' (78) v is a, unchanged. Each eigenvector is
  unique only up to its sign (a unit factor for complex ones), and those
  of a repeated eigenvalue up to a rotation among them.
- `lapack_{s,d,c,z}gesdd_ffi(a) -> (a, s, u, vt, info)`, `lapack_?gesvd_ffi`
  (jax.lax.linalg.svd's QR algorithm): the singular value decomposition a
  = u diag(s) vt with k = min(m, n) singular values s, descending (real);
  `mode` 'A' (65): u is m x m and vt n x n (full_matrices), 'S' (83): u is
  m x k and vt k x n, 'N' (78): no vectors (u and vt, of A's shapes or S's,
  are zeros). The singular vectors of a singular value are unique up to a
  common sign (unit factor), those past k up to a rotation. The first
  result, which LAPACK leaves destroyed, is a, unchanged.

A matrix of syevd, heevd, gesdd or gesvd with an element (read) that is
NaN or infinite has NaN eigen- or singular values and vectors; LAPACK's
info > 0 (no convergence) does not happen here: info is 0.

- `lapack_{s,d,c,z}gtsv_ffi(dl, d, du, b) -> (dl, d, du, b, info)`
  (jax.lax.linalg.tridiagonal_solve): solves A x = b for the tridiagonal n x n
  A of diagonal d, subdiagonal A[i][i-1] = dl[i] and superdiagonal A[i][i+1]
  = du[i] (dl[0] and du[n-1] are not read: jaxlib passes LAPACK dl + 1), the
  operands (*batch, n) and b (*batch, n, nrhs). As LAPACK's gtsv, in the
  element type: for k < n-1, Gaussian elimination of A[k+1][k] with partial
  pivoting (rows k and k+1 swapped where |A[k+1][k]| > |d[k]|, |re| + |im| for
  complex elements; zgtsv skips a zero subdiagonal element), then back
  substitution; the results are the overwritten operands: b holds x, d and du
  U's diagonal and superdiagonal, dl[1:n-1] U's second superdiagonal (dl[n-1]
  kept). A zero pivot U[k][k] stops it: info = k + 1 (the first; the operands
  as far as they were overwritten), 0 otherwise; jax then replaces x by NaN.

- `lapack_{s,d,c,z}geev_ffi(a) -> (wr, wi, vl, vr, info)` (real), `(w, vl, vr,
  info)` (complex) (jnp.linalg.eig): the eigenvalues w = wr + i wi of the
  square matrix a, and with `compute_right` ('V' = 86, 'N' = 78) its right
  eigenvectors a vr = vr diag(w), with `compute_left` its left ones vl^H a =
  diag(w) vl^H, in the columns of complex matrices (jaxlib unpacks LAPACK's
  real pairs: a real matrix's complex eigenvalues come in conjugate pairs,
  with conjugate vectors), as LAPACK's geev (numpy.linalg.eig calls it): each
  vector of Euclidean norm 1 with its largest component real (a real one's
  sign is not specified). The order of the eigenvalues is the QR algorithm's
  (unspecified), each vector unique up to a unit factor (and a repeated
  eigenvalue's up to a rotation, ill-conditioned where it is defective).
  Vectors not computed are zeros here (jaxlib leaves them unwritten). A matrix
  with an element that is NaN or infinite gives info = -4 (jaxlib does not call
  geev: its results, NaN here, are not written); no convergence, info > 0 (n
  here) and NaN; info = 0 otherwise.

- `lapack_?gehrd_ffi` (jax.scipy.linalg.hessenberg), `lapack_{s,d}sytrd_ffi`/`{c,z}hetrd`
  (jax.lax.linalg.tridiagonal) and `lapack_?gees_ffi` (schur, sqrtm, funm): see
  aiopt.reference.hlo.lapack_schur.

A call that jax.export made with symbolic dimensions has one more operand per result, after the routine's:
the result's shape (a 1-D integer tensor), its index listed in `indices_of_shape_operands`:

    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a, %shape, %info_shape)
        {indices_of_shape_operands = dense<[1, 2]> : tensor<2xi64>, ...}
        : (tensor<?x4x4xf32>, tensor<3xi32>, tensor<1xi32>) -> (tensor<?x4x4xf32>, tensor<?xi32>)

XLA allocates the results by them; the shapes are those the routine gives its results from its operands
(jax computes them so), and the semantics here read only the routine's operands (`lapack_operands`).

Other targets (and orgqr or syevd of complex types, ungqr or heevd of real ones) have no semantics here;
`lapack_signature_error` says what is wrong with a call of a known routine whose operands, results or
options are not the routine's.
"""

from __future__ import annotations

import re

import numpy as np
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ComplexType,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    i32,
)

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import as_result
from aiopt.reference.hlo.lapack_schur import gees, gehrd, sytrd

LAPACK_TARGET = re.compile(r"lapack_([sdcz])([a-z0-9]+)_ffi")
"""A LAPACK custom_call target: the type letter and the routine."""

LETTERS = {
    "potrf": "sdcz",
    "trsm": "sdcz",
    "getrf": "sdcz",
    "geqrf": "sdcz",
    "geqp3": "sdcz",
    "orgqr": "sd",
    "ungqr": "cz",
    "syevd": "sd",
    "heevd": "cz",
    "gesdd": "sdcz",
    "gesvd": "sdcz",
    "gtsv": "sdcz",
    "geev": "sdcz",
    "gehrd": "sdcz",
    "gees": "sdcz",
    "sytrd": "sd",
    "hetrd": "cz",
}
"""The routines this module gives semantics to, and the type letters each is taken for."""

OPTIONS = {
    "potrf": {"uplo": "LU"},
    "trsm": {"side": "LR", "uplo": "LU", "trans_x": "NTC", "diag": "NU"},
    "syevd": {"mode": "VN", "uplo": "LU"},
    "heevd": {"mode": "VN", "uplo": "LU"},
    "gesdd": {"mode": "ASN"},
    "gesvd": {"mode": "ASN"},
    "geev": {"compute_left": "NV", "compute_right": "VN"},
    "gees": {"mode": "VN", "sort": "N"},
    "sytrd": {"uplo": "LU"},
    "hetrd": {"uplo": "LU"},
}
"""Each routine's character options (backend_config entries) and their letters; the first is the default."""

ARITY = {"trsm": (2, 1), "orgqr": (2, 1), "ungqr": (2, 1), "potrf": (1, 2), "getrf": (1, 3), "geqrf": (1, 2)}
"""The operands and results of each routine (syevd, heevd: 1 and 3; gesdd, gesvd: 1 and 5; gtsv: 4 and 5)."""
ARITY.update({"syevd": (1, 3), "heevd": (1, 3), "gesdd": (1, 5), "gesvd": (1, 5), "gtsv": (4, 5), "geev": (1, 5)})
ARITY.update({"gehrd": (1, 3), "gees": (1, 6), "geqp3": (2, 3), "sytrd": (1, 5), "hetrd": (1, 5)})

INTEGER_OPTIONS = {"gehrd": ("low", "high")}
"""Each routine's integer options (i32 backend_config entries: gehrd's 1-based ilo and ihi), all required."""

SQUARE = ("potrf", "trsm", "syevd", "heevd", "geev", "gehrd", "gees", "sytrd", "hetrd")
"""The routines of square matrices."""

TRANSPOSE = {"N": "NO_TRANSPOSE", "T": "TRANSPOSE", "C": "ADJOINT"}
"""trsm's `trans_x` as triangular_solve's `transpose_a`."""

ELEMENTS = {
    "s": Float32Type(),
    "d": Float64Type(),
    "c": ComplexType(Float32Type()),
    "z": ComplexType(Float64Type()),
}
"""The element type of each type letter."""


def lapack_routine(op) -> str | None:
    """The LAPACK routine (`potrf`, `trsm`, `syevd`, ...) a custom_call calls, if it is one this module knows."""
    match = LAPACK_TARGET.fullmatch(op.call_target_name.data)
    if match is None or match[1] not in LETTERS.get(match[2], ""):
        return None
    return match[2]


def lapack_options(op) -> dict[str, str]:
    """The routine's character arguments (`uplo`, `side`, `trans_x`, `diag`, `mode`) from the backend_config
    dictionary, with the defaults of those it does not give."""
    config = _config(op)
    given = {}
    if isinstance(config, DictionaryAttr):
        given = {name: chr(value.value.data) for name, value in config.data.items() if isinstance(value, IntegerAttr)}
    defaults = {name: letters[0] for name, letters in OPTIONS.get(lapack_routine(op), {}).items()}
    return defaults | given


SHAPE_OPERANDS = "indices_of_shape_operands"
"""The attribute of a call of jax.export's symbolic dimensions that lists its results' shape operands."""


def shape_operand_count(op) -> int:
    """How many operands at the end of a LAPACK call give its results' shapes (`indices_of_shape_operands`)."""
    indices = op.attributes.get(SHAPE_OPERANDS)
    return len(indices.get_values()) if isinstance(indices, DenseIntOrFPElementsAttr) else 0


def lapack_operands(op) -> list:
    """The routine's operands of a LAPACK call: its operands but the shape operands at their end."""
    return list(op.operands[: len(op.operands) - shape_operand_count(op)])


def _shape_operands_error(op) -> str | None:
    """What is wrong with the shape operands of a call (one 1-D integer tensor per result, of the result's rank,
    after the routine's operands, as `indices_of_shape_operands` lists them), if anything."""
    if SHAPE_OPERANDS not in op.attributes:
        return None
    indices = op.attributes[SHAPE_OPERANDS]
    first = len(op.operands) - len(op.results)
    expected = list(range(first, len(op.operands)))
    if not isinstance(indices, DenseIntOrFPElementsAttr) or list(indices.get_values()) != expected or first < 1:
        return f"must list its last {len(op.results)} operands (one per result) in {SHAPE_OPERANDS}, got {indices}"
    for i, (shape, result) in enumerate(zip(op.operands[first:], op.results)):
        rank = result.type.get_num_dims() if isinstance(result.type, TensorType) else 0
        type_ = shape.type
        if not (
            isinstance(type_, TensorType)
            and isinstance(type_.element_type, IntegerType)
            and type_.get_shape() == (rank,)
        ):
            shape_type = f"tensor<{rank}xi32> (of any integer type)"
            return f"operand #{first + i} must be the shape of result #{i}, a {shape_type}, got {type_}"
    return None


def _config(op):
    config = op.attributes.get("mhlo.backend_config")
    return op.properties.get("backend_config") if config is None else config


def _real(element):
    return element.element_type if isinstance(element, ComplexType) else element


def lapack_signature_error(op) -> str | None:
    """What is wrong with a call of a LAPACK routine (lapack_routine(op) is not None) whose operand and result
    counts, types or options are not the routine's (see the module), if anything: an error message."""
    routine = lapack_routine(op)
    error = (
        _shape_operands_error(op)
        or _arity_error(op, routine)
        or _options_error(op, routine)
        or _types_error(op, routine)
    )
    return None if error is None else f"@{op.call_target_name.data} {error}"


def _arity_error(op, routine: str) -> str | None:
    operands, results = ARITY[routine]
    if routine in ("geev", "gees") and isinstance(_letter_element(op), ComplexType):
        results -= 1  # geev's w, vl, vr, info; gees' t, vs, w, sdim, info: no separate imaginary parts
    given = len(lapack_operands(op))
    if given == operands and len(op.results) == results:
        return None
    shapes = f" (and {shape_operand_count(op)} shape operands)" if shape_operand_count(op) else ""
    return (
        f"takes {operands} operand{'s' * (operands > 1)} and returns {results} result{'s' * (results > 1)}, "
        f"got {given}{shapes} and {len(op.results)}"
    )


def _options_error(op, routine: str) -> str | None:
    config = _config(op)
    if isinstance(config, StringAttr) and not config.data or config is None:
        if routine in INTEGER_OPTIONS:
            return f"takes options {' and '.join(INTEGER_OPTIONS[routine])} in a backend_config dictionary"
        return None
    if not isinstance(config, DictionaryAttr):
        return f"takes its options in a backend_config dictionary, got {config}"
    if routine in INTEGER_OPTIONS:
        return _integer_options_error(op, config, INTEGER_OPTIONS[routine])
    allowed = OPTIONS.get(routine, {})
    for name, value in config.data.items():
        if name not in allowed:
            return f"has no option '{name}'" + (f" (it takes {', '.join(allowed)})" if allowed else "")
        if not (
            isinstance(value, IntegerAttr) and 0 < value.value.data < 128 and chr(value.value.data) in allowed[name]
        ):
            letters = " or ".join(f"'{c}' ({ord(c)})" for c in allowed[name])
            return f"option '{name}' must be {letters}, got {value}"
    return None


def _integer_options_error(op, config, names: tuple[str, ...]) -> str | None:
    """What is wrong with gehrd's options (`low` and `high`, i32, 1 <= low <= max(high, 1), high <= n where n is
    static), if anything."""
    for name in config.data:
        if name not in names:
            return f"has no option '{name}' (it takes {', '.join(names)})"
    values = []
    for name in names:
        value = config.data.get(name)
        if not isinstance(value, IntegerAttr) or value.type != i32:
            return f"option '{name}' must be an i32, got {value}"
        values.append(value.value.data)
    low, high = values
    a = op.operands[0].type
    n = a.get_shape()[-1] if isinstance(a, TensorType) and a.get_shape() else DYNAMIC_INDEX
    if not 1 <= low <= max(high, 1) or high < 0 or n != DYNAMIC_INDEX and high > n:
        return f"options low = {low} and high = {high} must have 1 <= low <= max(high, 1) and high <= n"
    return None


def lapack_integer_options(op) -> dict[str, int]:
    """The routine's integer options (gehrd's `low` and `high`) from the backend_config dictionary."""
    config = _config(op)
    return {name: config.data[name].value.data for name in INTEGER_OPTIONS.get(lapack_routine(op), ())}


def _letter_element(op):
    """The element type of the call's type letter."""
    return ELEMENTS[op.call_target_name.data[len("lapack_")]]


def _types_error(op, routine: str) -> str | None:
    element = _letter_element(op)
    if routine == "gtsv":
        return _gtsv_types_error(op, element)
    a = op.operands[0].type
    if not isinstance(a, TensorType) or len(a.get_shape()) < 2:
        return f"operand #0 must be a ranked tensor of matrices, got {a}"
    *batch, m, n = a.get_shape()
    if routine in SQUARE and DYNAMIC_INDEX not in (m, n) and m != n:
        return f"operand #0 must be square matrices, got {a}"
    expected = [("operand #0", a, (*batch, m, n), element)]
    thin = routine in ("gesdd", "gesvd") and svd_thin(op)
    results = _expected_results(routine, tuple(batch), m, n, element, thin)
    if len(lapack_operands(op)) == 2:
        b = op.operands[1].type
        if not isinstance(b, TensorType) or len(b.get_shape()) != len(batch) + (2 if routine == "trsm" else 1):
            return f"operand #1 must be a ranked tensor of {'matrices' if routine == 'trsm' else 'vectors'}, got {b}"
        rows, columns = b.get_shape()[-2:] if routine == "trsm" else (None, b.get_shape()[-1])
        if routine == "geqp3":
            expected.append(("operand #1", b, (*batch, n), i32))
            results = [((*batch, m, n), element), ((*batch, n), i32), ((*batch, results[1][0][-1]), element)]
            expected += [(f"result #{i}", r.type, *x) for i, (r, x) in enumerate(zip(op.results, results))]
            return next((e for e in (_type_error(*x) for x in expected) if e), None)
        if routine == "trsm":
            left = lapack_options(op)["side"] == "L"
            shape = (*batch, n, columns) if left else (*batch, rows, n)
            results = [(shape, element)]
        elif DYNAMIC_INDEX not in (columns, n) and columns > n:
            return f"operand #1 must have at most {n} reflectors, got {b}"
        else:
            shape = (*batch, columns)
        expected.append(("operand #1", b, shape, element))
    expected += [(f"result #{i}", r.type, shape, t) for i, (r, (shape, t)) in enumerate(zip(op.results, results))]
    return next((e for e in (_type_error(*x) for x in expected) if e), None)


def _gtsv_types_error(op, element) -> str | None:
    """What is wrong with the types of a gtsv call (dl, d, du: (*batch, n); b: (*batch, n, nrhs); the results
    theirs and info (*batch) of i32), if anything."""
    d = op.operands[1].type
    if not isinstance(d, TensorType) or not d.get_shape():
        return f"operand #1 must be a ranked tensor of vectors, got {d}"
    *batch, n = d.get_shape()
    b = op.operands[3].type
    if not isinstance(b, TensorType) or len(b.get_shape()) != len(batch) + 2:
        return f"operand #3 must be a ranked tensor of rank {len(batch) + 2}, got {b}"
    shapes = [(*batch, n)] * 3 + [(*batch, n, b.get_shape()[-1])]
    expected = [(f"operand #{i}", x.type, shape, element) for i, (x, shape) in enumerate(zip(op.operands, shapes))]
    expected += [(f"result #{i}", r.type, shape, element) for i, (r, shape) in enumerate(zip(op.results, shapes))]
    expected.append(("result #4", op.results[4].type, tuple(batch), i32))
    return next((e for e in (_type_error(*x) for x in expected) if e), None)


def _type_error(what: str, type_, shape: tuple[int, ...], element) -> str | None:
    """What is wrong with `type_` for a tensor of `shape` (DYNAMIC_INDEX: any size) and `element`, if anything."""
    actual = tuple(type_.get_shape()) if isinstance(type_, TensorType) else None
    if actual is not None and type_.element_type == element and len(actual) == len(shape):
        if all(a == s or DYNAMIC_INDEX in (a, s) for a, s in zip(actual, shape)):
            return None
    expected = "".join(("?" if s == DYNAMIC_INDEX else str(s)) + "x" for s in shape)
    return f"{what} must be tensor<{expected}{element}>, got {type_}"


def _expected_results(routine: str, batch: tuple[int, ...], m: int, n: int, element, thin: bool) -> list:
    """The (shape, element type) of each result of `routine` on a batch of m x n matrices (DYNAMIC_INDEX: dynamic; `thin`:
    gesdd's u and vt are m x k and k x n)."""
    k = DYNAMIC_INDEX if DYNAMIC_INDEX in (m, n) else min(m, n)
    a, info, real = ((*batch, m, n), element), ((*batch,), i32), _real(element)
    if routine == "potrf":
        return [a, info]
    if routine == "getrf":
        return [a, ((*batch, k), i32), info]
    if routine in ("geqrf", "geqp3"):
        return [a, ((*batch, k), element)]
    if routine in ("syevd", "heevd"):
        return [a, ((*batch, n), real), info]
    if routine in ("gesdd", "gesvd"):
        u, vt = ((*batch, m, k if thin else m), element), ((*batch, k if thin else n, n), element)
        return [a, ((*batch, k), real), u, vt, info]
    if routine == "gehrd":
        return [a, ((*batch, DYNAMIC_INDEX if n == DYNAMIC_INDEX else max(n - 1, 0)), element), info]
    if routine in ("sytrd", "hetrd"):
        off = DYNAMIC_INDEX if n == DYNAMIC_INDEX else max(n - 1, 0)
        return [a, ((*batch, n), real), ((*batch, off), real), ((*batch, off), element), info]
    if routine == "gees":
        w = ((*batch, n), element)
        return [a, a, w, info, info] if real != element else [a, a, w, w, info, info]
    if routine == "geev":
        w, vectors = ((*batch, n), element), ((*batch, n, n), element if real != element else ComplexType(element))
        return [w, vectors, vectors, info] if real != element else [w, w, vectors, vectors, info]
    return [a]  # trsm (b's type: checked apart), orgqr, ungqr


def _working(a: np.ndarray) -> np.ndarray:
    """A copy of `a` in double precision (float64 or complex128), where the routines compute."""
    return np.array(a, dtype=np.complex128 if a.dtype.kind == "c" else np.float64)


def _matrices(x: np.ndarray) -> np.ndarray:
    """The matrices of `x` (its last two dimensions) one after the other: a view of shape (batch, m, n), also
    for empty ones."""
    return x.reshape(int(np.prod(x.shape[:-2])), *x.shape[-2:])


def potrf(a: np.ndarray, lower: bool) -> tuple[np.ndarray, np.ndarray]:
    """The Cholesky factor of each matrix of `a` in its `lower` (or upper) triangle, and info (see the module)."""
    factors = _working(a)
    matrices = _matrices(factors)
    info = np.zeros(matrices.shape[0], np.int32)
    n = a.shape[-1]
    for index, matrix in enumerate(matrices):
        # Work on the lower triangle: the upper one of U^H U is U = L^H.
        work = matrix if lower else matrix.T.conj()
        for j in range(n):
            pivot = work[j, j].real - np.vdot(work[j, :j], work[j, :j]).real
            if not pivot > 0:
                info[index] = j + 1
                work[j, j] = pivot  # potf2's A(j, j) = ajj
                break
            work[j, j] = np.sqrt(pivot)
            work[j + 1 :, j] = (work[j + 1 :, j] - work[j + 1 :, :j] @ work[j, :j].conj()) / work[j, j]
        if not lower:
            matrix[...] = work.T.conj()
    return factors.reshape(a.shape), info.reshape(a.shape[:-2])


def magnitude(x):
    """A pivot's magnitude in LU: |x|, |re x| + |im x| for a complex x (LAPACK's i?amax)."""
    return abs(x.real) + abs(x.imag) if np.iscomplexobj(x) else abs(x)


def getrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """LU with partial pivoting of each matrix of `a`: (lu, 1-based pivots, info) (see the module)."""
    lu = _working(a)
    matrices = _matrices(lu)
    m, n = a.shape[-2:]
    pivots = np.zeros((matrices.shape[0], min(m, n)), np.int32)
    info = np.zeros(matrices.shape[0], np.int32)
    for index, matrix in enumerate(matrices):
        for j in range(min(m, n)):
            row = j
            for i in range(j + 1, m):
                if magnitude(matrix[i, j]) > magnitude(matrix[row, j]):
                    row = i
            pivots[index, j] = row + 1
            if matrix[row, j] != 0:
                matrix[[j, row]] = matrix[[row, j]]
                matrix[j + 1 :, j] /= matrix[j, j]
            elif info[index] == 0:
                info[index] = j + 1
            matrix[j + 1 :, j + 1 :] -= np.outer(matrix[j + 1 :, j], matrix[j, j + 1 :])
    return lu.reshape(a.shape), pivots.reshape(*a.shape[:-2], min(m, n)), info.reshape(a.shape[:-2])


def _reflect(block: np.ndarray, v: np.ndarray, tau) -> None:
    """block = (I - tau v v^H) block, in place (LAPACK's larf from the left)."""
    block -= tau * np.outer(v, v.conj() @ block)


def geqrf(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Householder QR of each matrix of `a`: (R and the reflectors, taus) (see the module)."""
    qr = _working(a)
    matrices = _matrices(qr)
    m, n = a.shape[-2:]
    taus = np.zeros((matrices.shape[0], min(m, n)), qr.dtype)
    for index, matrix in enumerate(matrices):
        for i in range(min(m, n)):
            taus[index, i] = _qr_column(matrix, i)
    return qr.reshape(a.shape), taus.reshape(*a.shape[:-2], min(m, n))


def _qr_column(matrix: np.ndarray, i: int):
    """geqr2's step at column i of `matrix`, in place: its reflector (beta on the diagonal, x / (alpha - beta)
    below) applied to the columns on the right; returns tau (0: no reflection, the column kept)."""
    alpha, x = matrix[i, i], matrix[i + 1 :, i]
    norm = np.sqrt(np.vdot(x, x).real)
    if norm == 0 and alpha.imag == 0:
        return 0
    beta = -np.copysign(np.hypot(abs(alpha), norm), alpha.real)
    tau = (beta - alpha) / beta
    x /= alpha - beta
    matrix[i, i] = beta
    # geqr2 applies H^H = I - conj(tau) v v^H.
    _reflect(matrix[i:, i + 1 :], np.concatenate([[1.0], x]), np.conj(tau))
    return tau


def geqp3(a: np.ndarray, jpvt: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Householder QR with column pivoting of each matrix of `a` (see the module): (R and the reflectors, the
    1-based permutation, taus)."""
    qr = _working(a)
    matrices = _matrices(qr)
    m, n = a.shape[-2:]
    k = min(m, n)
    pivots = np.array(jpvt, np.int32).reshape(matrices.shape[0], n)
    taus = np.zeros((matrices.shape[0], k), qr.dtype)
    for matrix, piv, tau in zip(matrices, pivots, taus):
        fixed = 0
        for j in range(n):
            if piv[j] != 0:
                if j != fixed:
                    matrix[:, [j, fixed]] = matrix[:, [fixed, j]]
                    piv[j], piv[fixed] = piv[fixed], j + 1
                else:
                    piv[j] = j + 1
                fixed += 1
            else:
                piv[j] = j + 1
        for i in range(k):
            if i >= fixed:
                norms = np.sum(np.abs(matrix[i:, i:]) ** 2, axis=0)
                p = i
                for j in range(i + 1, n):  # the first largest; a NaN norm is never larger
                    p = j if norms[j - i] > norms[p - i] else p
                if p != i:
                    matrix[:, [i, p]] = matrix[:, [p, i]]
                    piv[i], piv[p] = piv[p], piv[i]
            tau[i] = _qr_column(matrix, i)
    return qr.reshape(a.shape), pivots.reshape(*a.shape[:-2], n), taus.reshape(*a.shape[:-2], k)


def orgqr(a: np.ndarray, taus: np.ndarray) -> np.ndarray:
    """The orthonormal columns H_0 ... H_{k-1} of geqrf's reflectors in `a` and `taus` (see the module)."""
    q = _working(a)
    matrices, tau_rows = _matrices(q), _matrices(taus[..., None])[..., 0].astype(q.dtype)
    m, n = a.shape[-2:]
    k = taus.shape[-1]
    for matrix, tau in zip(matrices, tau_rows):
        matrix[:, k:] = np.eye(m, n)[:, k:]
        for i in reversed(range(k)):
            if i < n - 1:
                matrix[i, i] = 1
                _reflect(matrix[i:, i + 1 :], matrix[i:, i].copy(), tau[i])
            matrix[i + 1 :, i] *= -tau[i]
            matrix[i, i] = 1 - tau[i]
            matrix[:i, i] = 0
    return q.reshape(a.shape)


def hermitian(matrix: np.ndarray, lower: bool) -> np.ndarray:
    """The Hermitian (symmetric) matrix of `matrix`'s `lower` (or upper) triangle and its diagonal's real parts."""
    strict = np.tril(matrix, -1) if lower else np.triu(matrix, 1)
    return strict + strict.T.conj() + np.diag(matrix.diagonal().real)


def syevd(a: np.ndarray, lower: bool, vectors: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(eigenvectors, ascending eigenvalues, info) of each Hermitian matrix of `a`'s `lower` (or upper) triangle;
    without `vectors`, a in place of the eigenvectors (see the module)."""
    work = _working(a)
    matrices = _matrices(work)
    n = a.shape[-1]
    values = np.zeros((matrices.shape[0], n))
    for index, matrix in enumerate(matrices):
        h = hermitian(matrix, lower)
        if not np.all(np.isfinite(h)):
            values[index] = np.nan
            matrix[...] = np.nan if vectors else matrix
        elif vectors:
            values[index], matrix[...] = np.linalg.eigh(h)
        else:
            values[index] = np.linalg.eigvalsh(h)
    info = np.zeros(a.shape[:-2], np.int32)
    return work.reshape(a.shape), values.reshape(*a.shape[:-2], n), info


def svd_thin(op) -> bool:
    """Whether the u and vt of a gesdd/gesvd call are m x k and k x n: mode 'S', and mode 'N' where they are so
    typed (jax's compute_uv=False gives them the shapes its full_matrices says)."""
    mode = lapack_options(op)["mode"]
    if mode != "N":
        return mode == "S"
    *_, m, n = op.operands[0].type.get_shape()
    shapes = [tuple(r.type.get_shape()[-2:]) if isinstance(r.type, TensorType) else () for r in op.results[2:4]]
    return shapes == [(m, min(m, n)), (min(m, n), n)]


def gesdd(a: np.ndarray, mode: str, thin: bool) -> tuple[np.ndarray, ...]:
    """(a, descending singular values, u, vt, info) of each matrix of `a`, with `mode` 'A', 'S' or 'N' (see the
    module); `thin`: u and vt are m x k and k x n."""
    work = _working(a)
    matrices = _matrices(work)
    m, n = a.shape[-2:]
    k = min(m, n)
    values = np.zeros((matrices.shape[0], k))
    left = np.zeros((matrices.shape[0], m, k if thin else m), work.dtype)
    right = np.zeros((matrices.shape[0], k if thin else n, n), work.dtype)
    for index, matrix in enumerate(matrices):
        if not np.all(np.isfinite(matrix)):
            values[index] = np.nan
            if mode != "N":
                left[index] = right[index] = np.nan
        elif mode == "N":
            values[index] = np.linalg.svd(matrix, compute_uv=False)
        else:
            left[index], values[index], right[index] = np.linalg.svd(matrix, full_matrices=mode == "A")
    batch = a.shape[:-2]
    return (
        np.array(a),
        values.reshape(*batch, k),
        left.reshape(*batch, *left.shape[1:]),
        right.reshape(*batch, *right.shape[1:]),
        np.zeros(batch, np.int32),
    )


def gtsv(dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, ...]:
    """LAPACK's gtsv on each tridiagonal system of (dl, d, du, b), in their element type: (dl, d, du, b)
    overwritten and info (see the module)."""
    dl, d, du, b = (np.array(x) for x in (dl, d, du, b))
    info = np.zeros(d.shape[:-1], np.int32)
    with np.errstate(all="ignore"):
        for index in np.ndindex(*info.shape):
            # LAPACK's DL(k) is A[k+1][k]: jax's dl[k + 1].
            info[index] = _gtsv(dl[index][1:], d[index], du[index], b[index])
    return dl, d, du, b, info


def _gtsv(dl: np.ndarray, d: np.ndarray, du: np.ndarray, b: np.ndarray) -> int:
    """One system of gtsv, in place (LAPACK's arrays 0-based: dl[k] = A[k+1][k]); its info."""
    n = d.shape[0]
    complex_ = np.iscomplexobj(d)
    for k in range(n - 1):
        if complex_ and dl[k] == 0:  # zgtsv: nothing to eliminate
            if d[k] == 0:
                return k + 1
        elif magnitude(d[k]) >= magnitude(dl[k]):
            if d[k] == 0:
                return k + 1
            fact = dl[k] / d[k]
            d[k + 1] = d[k + 1] - fact * du[k]
            b[k + 1] = b[k + 1] - fact * b[k]
            if k < n - 2:
                dl[k] = 0
        else:  # swap rows k and k + 1
            fact = d[k] / dl[k]
            d[k] = dl[k]
            temp = d[k + 1]
            d[k + 1] = du[k] - fact * temp
            if k < n - 2:
                dl[k] = du[k + 1]
                du[k + 1] = -fact * dl[k]
            du[k] = temp
            temp = b[k].copy()
            b[k] = b[k + 1]
            b[k + 1] = temp - fact * b[k + 1]
    if n == 0:
        return 0
    if d[n - 1] == 0:
        return n
    b[n - 1] = b[n - 1] / d[n - 1]
    if n > 1:
        b[n - 2] = (b[n - 2] - du[n - 2] * b[n - 1]) / d[n - 2]
    for k in range(n - 3, -1, -1):
        b[k] = (b[k] - du[k] * b[k + 1] - dl[k] * b[k + 2]) / d[k]
    return 0


def geev(a: np.ndarray, left: bool, right: bool) -> tuple[np.ndarray, ...]:
    """(w, vl, vr, info) of each matrix of `a` (see the module): numpy's eig (LAPACK's geev, in double precision)
    for w and vr; vl the eigenvectors of a^H, each matched to the conjugate of its eigenvalue (the nearest one not
    taken), normalized as geev normalizes them. Vectors not asked for are zeros."""
    work = _working(a)
    matrices = _matrices(work)
    n = a.shape[-1]
    values = np.zeros((matrices.shape[0], n), np.complex128)
    vl, vr = (np.zeros((matrices.shape[0], n, n), np.complex128) for _ in range(2))
    info = np.zeros(matrices.shape[0], np.int32)
    for index, matrix in enumerate(matrices):
        if not np.all(np.isfinite(matrix)):
            info[index] = -4  # jaxlib's: geev is not called (and JAX replaces its results by NaN)
            values[index] = vl[index] = vr[index] = np.nan
            continue
        try:
            values[index], vectors = np.linalg.eig(matrix)
            if left:
                vl[index] = _left_vectors(matrix, values[index])
        except np.linalg.LinAlgError:  # geev's QR algorithm did not converge
            info[index] = n
            values[index] = vl[index] = vr[index] = np.nan
            continue
        vr[index] = vectors
    vl[...] = vl if left else 0
    vr[...] = vr if right else 0
    batch = a.shape[:-2]
    vl, vr = vl.reshape(*batch, n, n), vr.reshape(*batch, n, n)
    values, info = values.reshape(*batch, n), info.reshape(batch)
    if a.dtype.kind == "c":
        return values, vl, vr, info
    return values.real, values.imag, vl, vr, info


def _left_vectors(matrix: np.ndarray, values: np.ndarray) -> np.ndarray:
    """The left eigenvectors u (u^H a = w u^H) of `matrix` for its eigenvalues `values`, in their order: those of
    a^H (numpy's eig), whose eigenvalues are the conjugates, each taken once for the nearest; each of norm 1
    with its largest component real and positive (a real one's sign as numpy gives it)."""
    conjugates, vectors = np.linalg.eig(matrix.conj().T)
    taken = np.zeros(len(values), bool)
    result = np.zeros_like(vectors, dtype=np.complex128)
    for k, value in enumerate(values):
        distance = np.where(taken, np.inf, np.abs(conjugates - np.conj(value)))
        j = int(np.argmin(distance))
        taken[j] = True
        result[:, k] = vectors[:, j]
        if np.iscomplexobj(vectors) and (np.iscomplexobj(matrix) or value.imag != 0):
            largest = int(np.argmax(np.abs(vectors[:, j]) ** 2))
            result[:, k] *= np.conj(vectors[largest, j]) / np.abs(vectors[largest, j])
            result[largest, k] = result[largest, k].real
    return result


def lapack_call(op, args: list[np.ndarray]) -> tuple[np.ndarray, ...]:
    """The results of a custom_call of a LAPACK routine (lapack_routine(op) is not None and
    lapack_signature_error(op) is None)."""
    from aiopt.reference.hlo.linalg_ops import triangular_solve

    routine, options = lapack_routine(op), lapack_options(op)
    types = [r.type for r in op.results]
    args = args[: len(args) - shape_operand_count(op)]
    if routine == "potrf":
        results = potrf(args[0], options["uplo"] == "L")
    elif routine == "getrf":
        results = getrf(args[0])
    elif routine == "geqrf":
        results = geqrf(args[0])
    elif routine == "geqp3":
        results = geqp3(*args)
    elif routine in ("orgqr", "ungqr"):
        results = (orgqr(*args),)
    elif routine in ("syevd", "heevd"):
        results = syevd(args[0], options["uplo"] == "L", options["mode"] == "V")
    elif routine in ("gesdd", "gesvd"):
        results = gesdd(args[0], options["mode"], svd_thin(op))
    elif routine == "gtsv":
        results = gtsv(*args)
    elif routine == "gehrd":
        options = lapack_integer_options(op)
        results = gehrd(args[0], options["low"], options["high"])
    elif routine == "gees":
        results = gees(args[0], options["mode"] == "V")
    elif routine in ("sytrd", "hetrd"):
        results = sytrd(args[0], options["uplo"] == "L")
    elif routine == "geev":
        results = geev(args[0], options["compute_left"] == "V", options["compute_right"] == "V")
    else:
        x = triangular_solve(
            *args,
            left_side=options["side"] == "L",
            lower=options["uplo"] == "L",
            unit_diagonal=options["diag"] == "U",
            transpose=TRANSPOSE[options["trans_x"]],
            result_type=types[0],
        )
        return (x,)
    return tuple(as_result(x, element_type_of(t)) for x, t in zip(results, types, strict=True))
