"""Reference semantics of LAPACK's Hessenberg and Schur routines as jaxlib exports them (`lapack_?gehrd_ffi`,
`lapack_?gees_ffi`; aiopt.reference.hlo.lapack dispatches here).

- `lapack_{s,d,c,z}gehrd_ffi(a) -> (a, taus, info)` {low, high: i32}
  (jax.scipy.linalg.hessenberg): LAPACK's gehd2 with ilo = low, ihi = high
  (1-based; jax passes 1 and n): for each column i in [ilo - 1, ihi - 2]
  (0-based), larfg's reflector H = I - tau v v^H (v = [1, x]) maps
  a[i+1:ihi, i] = (alpha, x) to (beta, 0) (as geqrf's: beta = -sign(re
  alpha) |(alpha, x)|, tau = (beta - alpha) / beta; no reflection, tau = 0,
  where x is 0 and alpha real), then a = H^H a H on rows and columns
  [i+1, ihi) (a[:ihi, i+1:ihi] from the right, a[i+1:ihi, i+1:] from the
  left). The result holds the upper Hessenberg H = Q^H A Q in its upper
  triangle and first subdiagonal, and x / (alpha - beta) below it; taus
  (*batch, n - 1) are the reflectors' (0 outside [ilo - 1, ihi - 2]),
  info 0. The Hessenberg form is unique given larfg's signs: LAPACK's within
  rounding.
- `lapack_{s,d}sytrd_ffi(a) -> (a, d, e, taus, info)`, `lapack_{c,z}hetrd_ffi` {uplo}
  (jax.lax.linalg.tridiagonal): LAPACK's sytd2/hetd2, the Householder reduction
  of the Hermitian matrix of a's `uplo` triangle to the real symmetric tridiagonal
  Q^H A Q of diagonal d and off-diagonal e (taus the reflectors'). 'L': for
  each column i, larfg's reflector of a[i+1:, i] (e[i] its beta) and the
  rank-2 update of the trailing block; the lower triangle then holds d, e and
  the reflectors' tails below the subdiagonal, the strict upper one is a's.
  'U' works from the last column up on the upper triangle (the 'L' reduction of
  the reversed matrix, its results reversed). Unique given larfg's signs:
  LAPACK's within rounding.
- `lapack_{s,d}gees_ffi(a) -> (t, vs, wr, wi, sdim, info)`, `lapack_{c,z}gees_ffi(a) -> (t, vs, w, sdim, info)`
  {mode: 'V' (86) or 'N' (78), sort: 'N' (78)} (jax.scipy.linalg.schur,
  sqrtm, funm): the Schur form a = vs t vs^H with vs unitary (with mode
  'V'; zeros with 'N') and t upper triangular (complex), or quasi-upper
  triangular (real: 2 x 2 blocks on the diagonal for complex conjugate
  eigenvalues, each in LAPACK's standard form [[p, q], [r, p]] with q r < 0,
  1 x 1 blocks for real ones); w (wr + i wi) the eigenvalues on t's
  diagonal (a block's as p +- i sqrt(|q r|)), sdim 0 (no sorting). The form is
  not unique (the eigenvalues' order, vs up to a unitary factor of each
  block): here, in double precision, the Hessenberg form of gehrd
  (accumulated in vs), then LAPACK lahqr's QR steps (`_real_schur`: Francis
  double shifts, exceptional shifts every 10 steps without deflation, lanv2's
  standard 2 x 2 blocks; `_complex_schur`: Wilkinson's single shift),
  SCHUR_STEPS n steps in all at most; where they do not converge, info = the
  1-based index of the eigenvalue where they stopped (JAX then replaces the
  results by NaN; an element that is NaN or infinite ends so), 0 otherwise.
  The interpreter's vs and t are so LAPACK's within rounding only up to those
  freedoms; the eigenvalues, in some order, are.
"""

from __future__ import annotations

import numpy as np

EPSILON = 2.0**-52
TINY = 2.0**-968
SCHUR_STEPS = 40
"""The QR steps per eigenvalue (in all: SCHUR_STEPS n) before gees gives up (info > 0)."""


def larfg(alpha, x: np.ndarray):
    """LAPACK's larfg on (alpha, x): (beta, tau, x / (alpha - beta)), or (alpha, 0, x) where x is 0 and alpha real."""
    norm2 = float(np.vdot(x, x).real)
    if norm2 == 0 and np.imag(alpha) == 0:
        return alpha, 0 * alpha, x
    beta = -np.copysign(np.sqrt(abs(alpha) ** 2 + norm2), np.real(alpha))
    return beta, (beta - alpha) / beta, x / (alpha - beta)


def _hessenberg(matrix: np.ndarray, taus: np.ndarray, ilo: int, ihi: int, z: np.ndarray | None) -> None:
    """gehd2 on one matrix in place (0-based columns ilo..ihi-2, ihi exclusive), its taus into `taus`; each
    reflector also applied to `z` from the right (Z H) where given."""
    for i in range(ilo, ihi - 1):
        beta, tau, x = larfg(matrix[i + 1, i], matrix[i + 2 : ihi, i])
        taus[i] = tau
        if tau == 0:
            continue
        matrix[i + 2 : ihi, i] = x
        matrix[i + 1, i] = beta
        v = np.concatenate([[1.0], x])
        for block in (matrix[:ihi, i + 1 : ihi], z[:, i + 1 : ihi] if z is not None else None):
            if block is not None:
                block -= tau * np.outer(block @ v, v.conj())
        block = matrix[i + 1 : ihi, i + 1 :]
        block -= np.conj(tau) * np.outer(v, v.conj() @ block)


def gehrd(a: np.ndarray, low: int, high: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(H and the reflectors, taus, info) of each matrix of `a` (see the module)."""
    work = np.array(a, dtype=np.complex128 if a.dtype.kind == "c" else np.float64)
    n = a.shape[-1]
    matrices = work.reshape(int(np.prod(a.shape[:-2])), n, n)
    taus = np.zeros((matrices.shape[0], max(n - 1, 0)), work.dtype)
    for matrix, tau in zip(matrices, taus):
        _hessenberg(matrix, tau, low - 1, high, None)
    batch = a.shape[:-2]
    return work, taus.reshape(*batch, max(n - 1, 0)), np.zeros(batch, np.int32)


def _hessenberg_form(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(H, Z): A = Z H Z^H with H upper Hessenberg (gehrd's, zeros below its subdiagonal) and Z unitary."""
    n = a.shape[0]
    h, z = a.copy(), np.eye(n, dtype=a.dtype)
    _hessenberg(h, np.zeros(max(n - 1, 0), a.dtype), 0, n, z)
    return np.triu(h, -1), z


def _negligible(h: np.ndarray, k: int) -> bool:
    """Whether h[k][k-1] is negligible: at most eps (|h[k-1][k-1]| + |h[k][k]|), or TINY."""
    return abs(h[k, k - 1]) <= max(EPSILON * (abs(h[k - 1, k - 1]) + abs(h[k, k])), TINY)


def _active_block(h: np.ndarray, i: int) -> int:
    """The first row l of the unreduced block that ends at row i (h[l][l-1] negligible, made 0)."""
    l = 0
    for k in range(1, i + 1):
        if _negligible(h, k):
            l = k
    if l > 0:
        h[l, l - 1] = 0
    return l


def _real_shifts(h: np.ndarray, l: int, i: int, its: int) -> tuple[float, float, float, float]:
    """lahqr's shifts (rt1r, rt1i, rt2r, rt2i) for the block [l, i]: the eigenvalues of its trailing 2 x 2 block
    (a complex pair, or twice the real one nearer h[i][i]); exceptional ones at steps 10, 30, ... (from l) and
    20, 40, ... (from i) since the last deflation."""
    if its % 20 == 10:
        s = abs(h[l + 1, l]) + abs(h[l + 2, l + 1])
        h11, h12, h21 = 0.75 * s + h[l, l], -0.4375 * s, s
        h22 = h11
    elif its > 0 and its % 20 == 0:
        s = abs(h[i, i - 1]) + abs(h[i - 1, i - 2])
        h11, h12, h21 = 0.75 * s + h[i, i], -0.4375 * s, s
        h22 = h11
    else:
        h11, h12, h21, h22 = h[i - 1, i - 1], h[i - 1, i], h[i, i - 1], h[i, i]
    s = abs(h11) + abs(h12) + abs(h21) + abs(h22)
    s = s if s != 0 else 1.0
    h11, h12, h21, h22 = h11 / s, h12 / s, h21 / s, h22 / s
    tr = (h11 + h22) / 2
    det = (h11 - tr) * (h22 - tr) - h12 * h21
    rtdisc = np.sqrt(abs(det))
    if det >= 0:
        return tr * s, rtdisc * s, tr * s, -rtdisc * s
    nearer = tr + rtdisc if abs(tr + rtdisc - h22) <= abs(tr - rtdisc - h22) else tr - rtdisc
    return nearer * s, 0.0, nearer * s, 0.0


def _double_shift_step(h: np.ndarray, z: np.ndarray, l: int, i: int, its: int) -> None:
    """One Francis double-shift QR step on the unreduced block [l, i] (i >= l + 2): a bulge of 3-element
    reflectors chased down from row l, applied to all of h's columns and rows (the whole Schur form) and to z."""
    rt1r, rt1i, rt2r, rt2i = _real_shifts(h, l, i, its)
    s = abs(h[l, l] - rt2r) + abs(rt2i) + abs(h[l + 1, l])
    s = s if s != 0 else 1.0
    h21s = h[l + 1, l] / s
    v = np.array(
        [
            h21s * h[l, l + 1] + (h[l, l] - rt1r) * ((h[l, l] - rt2r) / s) - rt1i * (rt2i / s),
            h21s * (h[l, l] + h[l + 1, l + 1] - rt1r - rt2r),
            h21s * h[l + 2, l + 1],
        ]
    )
    total = np.sum(np.abs(v))
    v = v / (total if total != 0 else 1.0)
    for k in range(l, i):
        size = min(3, i - k + 1)
        if k > l:
            v = h[k : k + size, k - 1].copy()
        beta, tau, x = larfg(v[0], v[1:size])
        if k > l:
            h[k, k - 1] = beta
            h[k + 1 : k + size, k - 1] = 0
        u = np.concatenate([[1.0], x])
        rows = h[k : k + size, k:]
        rows -= tau * np.outer(u, u @ rows)
        for block in (h[: min(k + 3, i) + 1, k : k + size], z[:, k : k + size]):
            block -= tau * np.outer(block @ u, u)


def lanv2(a: float, b: float, c: float, d: float) -> tuple[float, float, float, float, float, float]:
    """LAPACK's lanv2: the standard form (a, b, c, d) of the real 2 x 2 block [[a, b], [c, d]] and the rotation
    (cs, sn) that makes it: [[a', b'], [c', d']] = [[cs, sn], [-sn, cs]] [[a, b], [c, d]] [[cs, -sn], [sn, cs]],
    upper triangular (c' = 0) for real eigenvalues, else a' = d' and b' c' < 0."""
    sign = np.copysign
    if c == 0:
        return a, b, c, d, 1.0, 0.0
    if b == 0:
        return d, -c, 0.0, a, 0.0, 1.0
    if a - d == 0 and sign(1.0, b) != sign(1.0, c):
        return a, b, c, d, 1.0, 0.0
    temp = a - d
    p = 0.5 * temp
    bcmax = max(abs(b), abs(c))
    bcmis = min(abs(b), abs(c)) * sign(1.0, b) * sign(1.0, c)
    scale = max(abs(p), bcmax)
    z = p / scale * p + bcmax / scale * bcmis
    if z >= 4.0 * EPSILON:
        z = p + sign(np.sqrt(scale) * np.sqrt(z), p)
        tau = np.hypot(c, z)
        return d + z, b - c, 0.0, d - bcmax / z * bcmis, z / tau, c / tau
    sigma = b + c
    tau = np.hypot(sigma, temp)
    cs = np.sqrt(0.5 * (1 + abs(sigma) / tau))
    sn = -(p / (tau * cs)) * sign(1.0, sigma)
    aa, bb, cc, dd = a * cs + b * sn, -a * sn + b * cs, c * cs + d * sn, -c * sn + d * cs
    a, b, c, d = aa * cs + cc * sn, bb * cs + dd * sn, -aa * sn + cc * cs, -bb * sn + dd * cs
    temp = 0.5 * (a + d)
    a = d = temp
    if c != 0:
        if b == 0:
            b, c, cs, sn = -c, 0.0, -sn, cs
        elif sign(1.0, b) == sign(1.0, c):
            sab, sac = np.sqrt(abs(b)), np.sqrt(abs(c))
            p = sign(sab * sac, c)
            tau = 1 / np.sqrt(abs(b + c))
            a, d, b, c = temp + p, temp - p, b - c, 0.0
            cs1, sn1 = sab * tau, sac * tau
            cs, sn = cs * cs1 - sn * sn1, cs * sn1 + sn * cs1
    return a, b, c, d, cs, sn


def _standardize(h: np.ndarray, z: np.ndarray) -> None:
    """Each 2 x 2 block of the quasi-triangular h in lanv2's standard form, the rotation applied to the rest of its
    rows and columns and to z."""
    n = h.shape[0]
    k = 0
    while k < n - 1:
        if h[k + 1, k] == 0:
            k += 1
            continue
        a, b, c, d, cs, sn = lanv2(h[k, k], h[k, k + 1], h[k + 1, k], h[k + 1, k + 1])
        h[k : k + 2, k : k + 2] = [[a, b], [c, d]]
        x, y = h[k, k + 2 :].copy(), h[k + 1, k + 2 :].copy()
        h[k, k + 2 :], h[k + 1, k + 2 :] = cs * x + sn * y, cs * y - sn * x
        for block in (h[:k], z):
            x, y = block[:, k].copy(), block[:, k + 1].copy()
            block[:, k], block[:, k + 1] = cs * x + sn * y, cs * y - sn * x
        k += 2


def real_schur(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """(T, Z, info): a = Z T Z^T, T quasi-upper triangular in standard form (see the module), for a real a."""
    n = a.shape[0]
    h, z = _hessenberg_form(a)
    top, its = n, 0
    for _ in range(SCHUR_STEPS * n):
        if top == 0:
            break
        i = top - 1
        l = _active_block(h, i)
        if l >= i - 1:
            top, its = l, 0
            continue
        _double_shift_step(h, z, l, i, its)
        its += 1
    if top > 0:
        return h, z, top
    _standardize(h, z)
    return h, z, 0


def complex_schur(a: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """(T, Z, info): a = Z T Z^H with T upper triangular (see the module), for a complex a."""
    n = a.shape[0]
    h, z = _hessenberg_form(a)
    top, its = n, 0
    for _ in range(SCHUR_STEPS * n):
        if top == 0:
            break
        i = top - 1
        l = _active_block(h, i)
        if l >= i:
            top, its = l, 0
            continue
        _complex_block_step(h, z, l, i, its)
        its += 1
    return h, z, top


def _complex_block_step(h: np.ndarray, z: np.ndarray, l: int, i: int, its: int) -> None:
    """One explicitly shifted QR step on the unreduced block [l, i] by Givens rotations, applied to all of T (the
    block's rows from column l on, the columns above its last row) and to z: Wilkinson's shift (the eigenvalue of
    the trailing 2 x 2 block nearer h[i][i]), lahqr's exceptional one (h[i][i] + 3/4 |re h[i][i-1]|) at steps
    10, 20, ... since the last deflation."""
    n = h.shape[0]
    a, b, c, d = h[i - 1, i - 1], h[i - 1, i], h[i, i - 1], h[i, i]
    half = (a - d) / 2
    root = np.sqrt(half * half + b * c)
    larger = half + root if abs(half + root) >= abs(half - root) else half - root
    shift = d - b * c / larger if larger != 0 else d
    if its > 0 and its % 10 == 0:
        shift = d + 0.75 * abs(c.real)
    eye = np.eye(i + 1 - l)
    h[l : i + 1, l : i + 1] -= shift * eye
    rotations = []
    for k in range(l, i):
        x, y = h[k, k], h[k + 1, k]
        norm = np.hypot(abs(x), abs(y))
        if norm == 0:
            g = np.eye(2, dtype=h.dtype)
        elif x == 0:
            g = np.array([[0, 1], [-1, 0]], dtype=h.dtype)
        else:
            s = (x / abs(x)) * np.conj(y) / norm
            g = np.array([[abs(x) / norm, s], [-np.conj(s), abs(x) / norm]])
        h[k : k + 2, k:n] = g @ h[k : k + 2, k:n]
        h[k + 1, k] = 0
        rotations.append((k, g))
    for k, g in rotations:
        h[: k + 2, k : k + 2] = h[: k + 2, k : k + 2] @ g.conj().T
        z[:, k : k + 2] = z[:, k : k + 2] @ g.conj().T
    h[l : i + 1, l : i + 1] += shift * eye


def _tridiagonal_lower(h: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """sytd2 ('L') on the full Hermitian h, in place: for each column i, larfg's reflector of h[i+1:, i] and
    the rank-2 update of h[i+1:, i+1:] (x = tau B v, w = x - tau/2 (x^H v) v, B -= v w^H + w v^H). Returns
    (the reflectors' tails, e, taus); h ends with the tridiagonal matrix's diagonal."""
    n = h.shape[0]
    tails = np.zeros_like(h)
    e = np.zeros(max(n - 1, 0))
    taus = np.zeros(max(n - 1, 0), h.dtype)
    for i in range(n - 1):
        beta, tau, tail = larfg(h[i + 1, i], h[i + 2 :, i])
        e[i], taus[i], tails[i + 2 :, i] = np.real(beta), tau, tail
        if tau == 0:
            continue
        v = np.concatenate([[1.0], tail])
        block = h[i + 1 :, i + 1 :]
        x = tau * (block @ v)
        w = x - 0.5 * tau * np.vdot(x, v) * v
        block -= np.outer(v, w.conj()) + np.outer(w, v.conj())
        if np.iscomplexobj(h):
            block[np.diag_indices(n - i - 1)] = block.diagonal().real
    return tails, e, taus


def sytrd(a: np.ndarray, lower: bool) -> tuple[np.ndarray, ...]:
    """(a, d, e, taus, info) of each Hermitian matrix of `a`'s `lower` (or upper) triangle (see the module)."""
    complex_ = a.dtype.kind == "c"
    work = np.array(a, dtype=np.complex128 if complex_ else np.float64)
    n = a.shape[-1]
    count = int(np.prod(a.shape[:-2]))
    matrices = work.reshape(count, n, n)
    d = np.zeros((count, n))
    e = np.zeros((count, max(n - 1, 0)))
    taus = np.zeros((count, max(n - 1, 0)), work.dtype)
    for index, matrix in enumerate(matrices):
        # The upper case is the lower one of the reversed matrix P A P (P the reversal), its results reversed.
        stored = matrix if lower else matrix[::-1, ::-1]
        strict = np.tril(stored, -1)
        h = strict + strict.conj().T + np.diag(stored.diagonal().real)
        tails, e[index], taus[index] = _tridiagonal_lower(h)
        d[index] = h.diagonal().real
        below = np.tril(np.ones((n, n), bool), -2)
        stored[below] = tails[below]
        stored[np.diag_indices(n)] = d[index]
        stored[np.arange(1, n), np.arange(n - 1)] = e[index]
        if not lower:
            d[index], e[index], taus[index] = d[index][::-1], e[index][::-1], taus[index][::-1]
    batch = a.shape[:-2]
    return (
        work.reshape(a.shape),
        d.reshape(*batch, n),
        e.reshape(*batch, max(n - 1, 0)),
        taus.reshape(*batch, max(n - 1, 0)),
        np.zeros(batch, np.int32),
    )


def gees(a: np.ndarray, vectors: bool) -> tuple[np.ndarray, ...]:
    """(t, vs, wr, wi, sdim, info) of each real matrix of `a`, (t, vs, w, sdim, info) of each complex one (see the
    module)."""
    complex_ = a.dtype.kind == "c"
    work = np.array(a, dtype=np.complex128 if complex_ else np.float64)
    n = a.shape[-1]
    matrices = work.reshape(int(np.prod(a.shape[:-2])), n, n)
    t, vs = np.zeros_like(matrices), np.zeros_like(matrices)
    w = np.zeros((matrices.shape[0], n), np.complex128)
    info = np.zeros(matrices.shape[0], np.int32)
    with np.errstate(all="ignore"):
        for index, matrix in enumerate(matrices):
            t[index], vs[index], info[index] = (complex_schur if complex_ else real_schur)(matrix)
            w[index] = np.diagonal(t[index])
            if not complex_:
                for k in range(n - 1):
                    b, c = t[index, k, k + 1], t[index, k + 1, k]
                    if c != 0:
                        w[index, k] = t[index, k, k] + 1j * np.sqrt(abs(b)) * np.sqrt(abs(c))
                        w[index, k + 1] = np.conj(w[index, k])
    if not vectors:
        vs[...] = 0
    batch = a.shape[:-2]
    t, vs, w = t.reshape(a.shape), vs.reshape(a.shape), w.reshape(*batch, n)
    info, sdim = info.reshape(batch), np.zeros(batch, np.int32)
    if complex_:
        return t, vs, w, sdim, info
    return t, vs, w.real, w.imag, sdim, info
