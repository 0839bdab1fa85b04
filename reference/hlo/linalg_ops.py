"""Reference semantics of the linear algebra, convolution and random-number ops.

Contractions accumulate floats in float64 (complex128) and round once to the
result type; integers wrap around in the result type. Where the
specification leaves a result to the implementation, this oracle chooses:
cholesky writes zeros to the triangle it does not compute, and NaN for
matrices that are not positive definite.

rng_bit_generator reproduces XLA's THREE_FRY and PHILOX generators bit for
bit (DEFAULT is PHILOX, as on CPU). `rng` has no state operand: its values
come from a numpy generator seeded once per interpreter run, so they are
reproducible here but not the numbers XLA draws.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import BFloat16Type
from xdsl.interpreter import InterpreterFunctions

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import as_result, numpy_dtype
from aiopt.reference.semantics import Implementations
from aiopt.support.asm_printer import attribute_text

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _result(value, type_) -> np.ndarray:
    """`value` cast to the element type of `type_` (shapes may be dynamic, so only the dtype is fixed)."""
    return as_result(value, element_type_of(type_))


def _compute_dtype(type_) -> np.dtype:
    """The dtype to accumulate in for results of `type_`: wide floats, or the result's own integers."""
    dtype = numpy_dtype(element_type_of(type_))
    if dtype.kind == "f":
        return np.dtype(np.float64)
    if dtype.kind == "c":
        return np.dtype(np.complex128)
    if dtype.kind == "b":
        return np.dtype(np.int64)
    return dtype


# ---------------------------------------------------------------------------
# dot, dot_general, einsum


def _sum_from_zero(value: np.ndarray) -> np.ndarray:
    """`value` as the spec's sums of products, which start from +0: a sum of only -0 products is +0.

    numpy's matmul/tensordot/einsum may return a lone product -0 as it is (the spec's
    `reduce` of dot_general adds it to `constant(0)`, giving +0, as compiled code does).
    """
    return value + value.dtype.type(0) if value.dtype.kind in "fc" else value


def matmul_of_products(lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """`lhs @ rhs` (batched over leading dimensions) as the sums of the elements' products. Complex operands
    are contracted by einsum, whose products are the textbook (ac - bd) + (ad + bc) i the spec's multiply is:
    numpy's complex matmul (BLAS zgemm) let a NaN imaginary part into the real part, (-2 - i)(-2 - i) +
    (inf + i)(-1 + 0i) was NaN + NaN i where the products' sum is -inf + NaN i (difftest seed 21013 #202, a
    complex dot_general; compiled code gave -inf)."""
    if np.result_type(lhs, rhs).kind == "c":
        return np.einsum("...ik,...kj->...ij", lhs, rhs)
    return np.matmul(lhs, rhs)


def dot_general(lhs, rhs, lhs_batching, rhs_batching, lhs_contracting, rhs_contracting, dtype) -> np.ndarray:
    """Contract lhs and rhs as one batched matmul: (batch, free, contracting) x (batch, contracting, free)."""
    lhs_free = [d for d in range(lhs.ndim) if d not in (*lhs_batching, *lhs_contracting)]
    rhs_free = [d for d in range(rhs.ndim) if d not in (*rhs_batching, *rhs_contracting)]
    batch_shape = [lhs.shape[d] for d in lhs_batching]
    lhs_free_shape = [lhs.shape[d] for d in lhs_free]
    rhs_free_shape = [rhs.shape[d] for d in rhs_free]
    contracted = math.prod(lhs.shape[d] for d in lhs_contracting)
    batch = math.prod(batch_shape)
    lhs_matrix = lhs.astype(dtype).transpose([*lhs_batching, *lhs_free, *lhs_contracting])
    rhs_matrix = rhs.astype(dtype).transpose([*rhs_batching, *rhs_contracting, *rhs_free])
    product = matmul_of_products(
        lhs_matrix.reshape(batch, math.prod(lhs_free_shape), contracted),
        rhs_matrix.reshape(batch, contracted, math.prod(rhs_free_shape)),
    )
    return _sum_from_zero(product.reshape((*batch_shape, *lhs_free_shape, *rhs_free_shape)))


@IMPLEMENTATIONS.register("dot_general")
def _dot_general(interpreter, op, args):
    dims, dtype = op.dims, _compute_dtype(op.result.type)
    value = dot_general(*args, dims.lhs_batching, dims.rhs_batching, dims.lhs_contracting, dims.rhs_contracting, dtype)
    return (_result(value, op.result.type),)


@IMPLEMENTATIONS.register("dot")
def _dot(interpreter, op, args):
    lhs, rhs = args
    value = dot_general(lhs, rhs, (), (), (lhs.ndim - 1,), (0,), _compute_dtype(op.result.type))
    return (_result(value, op.result.type),)


def _einsum_lone_products(config: str, operands) -> np.ndarray | None:
    """A two-operand einsum in which no letter is summed away (`"a,b->ab"`), as mlir-hlo's lowering computes
    it: each element the lone product of its operands' elements, with its sign (0 * -1 is -0; numpy's einsum
    adds it to 0). None when a letter is summed, or for a unary einsum: those accumulate into a zero-filled
    result (`_sum_from_zero`)."""
    inputs, arrow, output = config.replace(" ", "").partition("->")
    subscripts = inputs.split(",")
    if not arrow or len(operands) != 2 or set(inputs.replace(",", "").replace(".", "")) - set(output):
        return None
    # An ellipsis becomes letters of its own (the operands' aligned on the right, as numpy broadcasts them).
    width = max((x.ndim - len(sub) + 3 for sub, x in zip(subscripts, operands) if "..." in sub), default=0)
    fresh = "".join(chr(ord("A") + i) for i in range(width))
    subscripts = [sub.replace("...", fresh[width - (x.ndim - len(sub) + 3):]) for sub, x in zip(subscripts, operands)]
    output = output.replace("...", fresh)
    value = None
    for sub, x in zip(subscripts, operands):
        kept = "".join(c for c in output if c in sub)
        placed = np.einsum(f"{sub}->{kept}", x)  # a transposition (a diagonal for a repeated letter)
        placed = placed.reshape([placed.shape[kept.index(c)] if c in kept else 1 for c in output])
        value = placed if value is None else value * placed
    return value


@IMPLEMENTATIONS.register("einsum", "unary_einsum")
def _einsum(interpreter, op, args):
    dtype = _compute_dtype(op.result.type)
    config = op.einsum_config.data
    operands = [a.astype(dtype) for a in args]
    value = _einsum_lone_products(config, operands)
    if value is None:
        value = _sum_from_zero(np.einsum(config, *operands))
    return (_result(value, op.result.type),)


# ---------------------------------------------------------------------------
# Convolution


def _dilate(x: np.ndarray, axis: int, factor: int) -> np.ndarray:
    """Insert `factor - 1` zeros between neighbours along `axis`."""
    if factor == 1 or x.shape[axis] == 0:
        return x
    shape = list(x.shape)
    shape[axis] = (shape[axis] - 1) * factor + 1
    dilated = np.zeros(shape, x.dtype)
    index = [slice(None)] * x.ndim
    index[axis] = slice(None, None, factor)
    dilated[tuple(index)] = x
    return dilated


def _pad_edges(x: np.ndarray, axis: int, low: int, high: int) -> np.ndarray:
    """Pad with zeros (positive amounts) or crop (negative amounts) at both ends of `axis`."""
    widths = [(0, 0)] * x.ndim
    widths[axis] = (max(low, 0), max(high, 0))
    padded = np.pad(x, widths)
    index = [slice(None)] * x.ndim
    index[axis] = slice(max(-low, 0), max(padded.shape[axis] - max(-high, 0), max(-low, 0)))
    return padded[tuple(index)]


def _convolve_one_group(lhs: np.ndarray, rhs: np.ndarray, window) -> np.ndarray:
    """Convolution in canonical layouts: lhs [N, C, spatial...], rhs [O, C, spatial...] -> [N, O, spatial...]."""
    spatial = lhs.ndim - 2
    for d in range(spatial):
        lhs = _dilate(lhs, 2 + d, window.lhs_dilation[d])
        lhs = _pad_edges(lhs, 2 + d, *window.padding[d])
    rhs = np.flip(rhs, [2 + d for d in range(spatial) if window.reversal[d]])
    # Gather every window: index array d has the output positions on axis d
    # and the kernel taps on axis spatial + d.
    indices = []
    for d in range(spatial):
        size, taps = lhs.shape[2 + d], rhs.shape[2 + d]
        extent = (taps - 1) * window.rhs_dilation[d] + 1 if taps else 0
        count = 0 if size == 0 or extent > size else (size - extent) // window.strides[d] + 1
        positions = np.arange(count)[:, None] * window.strides[d] + np.arange(taps)[None, :] * window.rhs_dilation[d]
        shape = [1] * (2 * spatial)
        shape[d], shape[spatial + d] = count, taps
        indices.append(positions.reshape(shape))
    windows = lhs[(slice(None), slice(None), *indices)]  # [N, C, out..., taps...]
    # einsum's own loops, not tensordot: tensordot goes through BLAS, whose matrix-vector kernels skip
    # a zero factor, so NaN * 0 and inf * 0 gave 0 where the spec (and compiled code) give NaN.
    letters = iter("abcdefghijklmnopqrstuvwxyz")
    n, c, o = next(letters), next(letters), next(letters)
    outs = "".join(next(letters) for _ in range(spatial))
    taps = "".join(next(letters) for _ in range(spatial))
    product = np.einsum(f"{n}{c}{outs}{taps},{o}{c}{taps}->{n}{outs}{o}", windows, rhs)  # [N, out..., O]
    return np.moveaxis(_sum_from_zero(product), -1, 1)


def convolve(lhs, rhs, dims, window, feature_groups: int, batch_groups: int, dtype) -> np.ndarray:
    """The convolution of the spec, in the layouts `dims` names, with feature and batch groups."""
    lhs = lhs.astype(dtype).transpose([dims.input_batch, dims.input_feature, *dims.input_spatial])
    rhs = rhs.astype(dtype).transpose([dims.kernel_output_feature, dims.kernel_input_feature, *dims.kernel_spatial])
    if feature_groups > 1:
        pairs = zip(np.split(lhs, feature_groups, axis=1), np.split(rhs, feature_groups, axis=0))
    else:
        pairs = zip(np.split(lhs, batch_groups, axis=0), np.split(rhs, batch_groups, axis=0))
    canonical = np.concatenate([_convolve_one_group(*pair, window) for pair in pairs], axis=1)
    return np.moveaxis(canonical, range(canonical.ndim), [dims.output_batch, dims.output_feature, *dims.output_spatial])


@IMPLEMENTATIONS.register("convolution", "dynamic_conv")
def _convolution(interpreter, op, args):
    window = op.window()
    if op.MNEMONIC == "dynamic_conv":
        pairs = [tuple(int(v) for v in pair) for pair in np.asarray(args[2]).reshape(-1, 2)]
        window = dataclasses.replace(window, padding=tuple(pairs))
    value = convolve(
        args[0], args[1], op.dims, window, op.feature_groups, op.batch_groups, _compute_dtype(op.result.type)
    )
    return (_result(value, op.result.type),)


# ---------------------------------------------------------------------------
# fft, cholesky, triangular_solve


@IMPLEMENTATIONS.register("fft")
def _fft(interpreter, op, args):
    (x,) = args
    lengths = op.lengths
    axes = tuple(range(x.ndim - len(lengths), x.ndim))
    if 0 in lengths:  # an empty transform (numpy rejects 0 points): an empty result
        return (_result(np.zeros(op.result.type.get_shape()), op.result.type),)
    transform = {
        "FFT": lambda: np.fft.fftn(x, axes=axes),
        "IFFT": lambda: np.fft.ifftn(x, axes=axes),
        "RFFT": lambda: np.fft.rfftn(x, s=lengths, axes=axes),
        "IRFFT": lambda: np.fft.irfftn(x, s=lengths, axes=axes),
    }[op.kind]
    return (_result(transform(), op.result.type),)


def _conjugate_transpose(x: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(x, -1, -2))


@IMPLEMENTATIONS.register("cholesky")
def _cholesky(interpreter, op, args):
    (a,) = args
    wide = a.astype(_compute_dtype(op.result.type))
    # Only the chosen triangle is read: rebuild the Hermitian matrix from it.
    if op.is_lower:
        hermitian = np.tril(wide) + _conjugate_transpose(np.tril(wide, -1))
    else:
        hermitian = np.triu(wide) + _conjugate_transpose(np.triu(wide, 1))
    matrices = hermitian.reshape(-1, *a.shape[-2:])
    factors = np.full_like(matrices, np.nan)
    for index, matrix in enumerate(matrices):
        try:
            lower = np.linalg.cholesky(matrix)
        except np.linalg.LinAlgError:
            continue
        factors[index] = lower if op.is_lower else _conjugate_transpose(lower)
    return (_result(factors.reshape(a.shape), op.result.type),)


@IMPLEMENTATIONS.register("triangular_solve")
def _triangular_solve(interpreter, op, args):
    options = dict(left_side=op.is_left_side, lower=op.is_lower, unit_diagonal=op.has_unit_diagonal)
    return (triangular_solve(*args, **options, transpose=op.transpose, result_type=op.result.type),)


def triangular_solve(
    a: np.ndarray, b: np.ndarray, *, left_side: bool, lower: bool, unit_diagonal: bool, transpose: str, result_type
) -> np.ndarray:
    """x with op(a) x = b (`left_side`) or x op(a) = b, a's `lower` (or upper) triangle read, in `result_type`'s
    elements; `transpose` is NO_TRANSPOSE, TRANSPOSE or ADJOINT."""
    a, b = (x.astype(_compute_dtype(result_type)) for x in (a, b))
    triangle = np.tril(a) if lower else np.triu(a)
    if unit_diagonal:
        diagonal = np.arange(a.shape[-1])
        triangle[..., diagonal, diagonal] = 1
    if transpose == "TRANSPOSE":
        triangle = np.swapaxes(triangle, -1, -2)
    elif transpose == "ADJOINT":
        triangle = _conjugate_transpose(triangle)
    solves_lower = lower == (transpose == "NO_TRANSPOSE")  # op(a)'s triangle
    if left_side:
        x = _substitute(triangle, b, solves_lower)
    else:  # x op(a) = b  <=>  op(a)^T x^T = b^T
        x = np.swapaxes(_substitute(np.swapaxes(triangle, -1, -2), np.swapaxes(b, -1, -2), not solves_lower), -1, -2)
    return _result(x, result_type)


def _substitute(triangle: np.ndarray, b: np.ndarray, lower: bool) -> np.ndarray:
    """x with triangle x = b, by forward (`lower`) or back substitution, row by row, as LAPACK's trsm.

    Not np.linalg.solve: its LU with partial pivoting leaves rounding errors where substitution is exact
    (the spec's example gives -6.7e-17 for 0), and it refuses a zero on the diagonal, where substitution
    divides by it (inf or NaN, as XLA's)."""
    n = triangle.shape[-1]
    x = np.zeros(np.broadcast_shapes(triangle.shape[:-2], b.shape[:-2]) + b.shape[-2:], dtype=b.dtype)
    rows = range(n) if lower else range(n - 1, -1, -1)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        for i in rows:
            known = slice(0, i) if lower else slice(i + 1, n)
            sum_ = triangle[..., i : i + 1, known] @ x[..., known, :]
            x[..., i : i + 1, :] = (b[..., i : i + 1, :] - sum_) / triangle[..., i : i + 1, i : i + 1]
    return x


# ---------------------------------------------------------------------------
# Batch normalization


def _feature_shape(rank: int, feature: int) -> list[int]:
    """The shape that broadcasts a per-feature vector against a rank-`rank` operand."""
    shape = [1] * rank
    shape[feature] = -1
    return shape


def _reduce_axes(rank: int, feature: int) -> tuple[int, ...]:
    return tuple(d for d in range(rank) if d != feature)


def _normalize(x, scale, offset, mean, variance, feature: int, epsilon: float) -> np.ndarray:
    """scale * (x - mean) / sqrt(variance + epsilon) + offset, feature by feature."""
    shape = _feature_shape(x.ndim, feature)
    normalized = (x - mean.reshape(shape)) / np.sqrt(variance.reshape(shape) + epsilon)
    return scale.reshape(shape) * normalized + offset.reshape(shape)


@IMPLEMENTATIONS.register("batch_norm_inference")
def _batch_norm_inference(interpreter, op, args):
    x, scale, offset, mean, variance = (a.astype(np.float64) for a in args)
    value = _normalize(x, scale, offset, mean, variance, op.feature, op.epsilon.value.data)
    return (_result(value, op.result.type),)


@IMPLEMENTATIONS.register("batch_norm_training")
def _batch_norm_training(interpreter, op, args):
    x, scale, offset = (a.astype(np.float64) for a in args)
    axes = _reduce_axes(x.ndim, op.feature)
    mean = np.mean(x, axis=axes)
    variance = np.mean((x - mean.reshape(_feature_shape(x.ndim, op.feature))) ** 2, axis=axes)
    output = _normalize(x, scale, offset, mean, variance, op.feature, op.epsilon.value.data)
    return tuple(_result(v, t) for v, t in zip((output, mean, variance), op.result_types))


@IMPLEMENTATIONS.register("batch_norm_grad")
def _batch_norm_grad(interpreter, op, args):
    x, scale, mean, variance, grad_output = (a.astype(np.float64) for a in args)
    axes = _reduce_axes(x.ndim, op.feature)
    shape = _feature_shape(x.ndim, op.feature)
    count = math.prod(x.shape[d] for d in axes)
    centered = x - mean.reshape(shape)
    variance_eps = variance.reshape(shape) + op.epsilon.value.data
    grad_offset = np.sum(grad_output, axis=axes)
    weighted = np.sum(grad_output * centered, axis=axes).reshape(shape)
    # The spec's formula: scale / stddev / N * (N * dy - sum(dy) - sum(dy * (x - mean)) * (x - mean) / (var + eps)).
    grad_operand = (
        scale.reshape(shape)
        / np.sqrt(variance_eps)
        / count
        * (count * grad_output - grad_offset.reshape(shape) - weighted * centered / variance_eps)
    )
    grad_scale = np.sum(grad_output * centered / np.sqrt(variance_eps), axis=axes)
    results = (grad_operand, grad_scale, grad_offset)
    return tuple(_result(v, t) for v, t in zip(results, op.result_types))


# ---------------------------------------------------------------------------
# Random numbers

RNG_SEED = 0
"""The seed of the generator behind `rng` in each interpreter run."""


@IMPLEMENTATIONS.register("rng")
def _rng(interpreter, op, args):
    a, b, shape = args
    # Interpreter data lives under an InterpreterFunctions class; the base class
    # serves as the namespace of this one value.
    generator = interpreter.get_data(InterpreterFunctions, "hlo.rng", lambda: np.random.default_rng(RNG_SEED))
    shape = tuple(int(s) for s in shape)
    low, high = a.item(), b.item()
    if op.distribution == "NORMAL":
        value = generator.normal(low, high, shape)
    elif a.dtype.kind == "f":
        value = low + (high - low) * generator.random(shape)
    elif low < high:
        value = generator.integers(int(low), int(high), shape)
    else:  # an empty range: implementation-defined
        value = np.full(shape, low)
    return (_result(value, op.result.type),)


_MASK32 = 0xFFFFFFFF


def _u32(values) -> np.ndarray:
    return np.asarray(values, dtype=np.uint64).astype(np.uint32)


def _split_u64(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The low and high 32-bit halves of uint64 values."""
    return (values & np.uint64(_MASK32)).astype(np.uint32), (values >> np.uint64(32)).astype(np.uint32)


def _join_u32(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    return low.astype(np.uint64) | (high.astype(np.uint64) << np.uint64(32))


def _rotate_left(x: np.ndarray, distance: int) -> np.ndarray:
    return (x << np.uint32(distance)) | (x >> np.uint32(32 - distance))


def threefry2x32(x0: np.ndarray, x1: np.ndarray, key: int) -> tuple[np.ndarray, np.ndarray]:
    """Threefry-2x32 with 20 rounds (Salmon et al., SC 2011) of counters (x0, x1) under a 64-bit key."""
    k0, k1 = np.uint32(key & _MASK32), np.uint32(key >> 32)
    schedule = (k0, k1, np.uint32(0x1BD11BDA) ^ k0 ^ k1)
    rotations = ((13, 15, 26, 6), (17, 29, 16, 24))
    x0, x1 = x0 + schedule[0], x1 + schedule[1]
    for block in range(5):
        for distance in rotations[block % 2]:
            x0 = x0 + x1
            x1 = _rotate_left(x1, distance) ^ x0
        x0 = x0 + schedule[(block + 1) % 3]
        x1 = x1 + schedule[(block + 2) % 3] + np.uint32(block + 1)
    return x0, x1


def _threefry_bits(key: int, counter: int, shape: tuple[int, ...], bits: int) -> tuple[np.ndarray, int]:
    """XLA's ThreeFryBitGenerator: random words of `shape` and the advanced counter."""
    if bits == 64:
        counters = np.uint64(counter) + np.arange(math.prod(shape), dtype=np.uint64)
        x0, x1 = threefry2x32(*_split_u64(counters), key)
        return _join_u32(x0, x1).reshape(shape), counter + math.prod(shape)
    # 32-bit words come in pairs: XLA halves one dimension (the first of even
    # size, else the largest) and interleaves the two outputs along it.
    split = next((d for d, size in enumerate(shape) if size % 2 == 0), int(np.argmax(shape)) if shape else 0)
    half = list(shape) or [1]
    half[split] = (half[split] + 1) // 2
    counters = np.uint64(counter) + np.arange(math.prod(half), dtype=np.uint64)
    x0, x1 = threefry2x32(*_split_u64(counters), key)
    pairs = np.stack([x0.reshape(half), x1.reshape(half)], axis=split + 1)
    whole = list(half)
    whole[split] *= 2
    words = pairs.reshape(whole)[tuple(slice(0, size) for size in shape or (1,))]
    return words.reshape(shape), counter + math.prod(half)


def philox4x32(words: Sequence[np.ndarray], key: int) -> list[np.ndarray]:
    """Philox-4x32 with 10 rounds (Salmon et al., SC 2011) of four counter words under a 64-bit key."""
    k0, k1 = key & _MASK32, key >> 32
    x = [w.astype(np.uint32) for w in words]
    for _ in range(10):
        product0 = x[0].astype(np.uint64) * np.uint64(0xD2511F53)
        product1 = x[2].astype(np.uint64) * np.uint64(0xCD9E8D57)
        high0, low0 = _split_u64(product0)[::-1]
        high1, low1 = _split_u64(product1)[::-1]
        x = [high1 ^ x[1] ^ np.uint32(k0), low1, high0 ^ x[3] ^ np.uint32(k1), low0]
        k0, k1 = (k0 + 0x9E3779B9) & _MASK32, (k1 + 0xBB67AE85) & _MASK32
    return x


def _philox_bits(key: int, counter: int, shape: tuple[int, ...], bits: int) -> tuple[np.ndarray, int]:
    """XLA's PhiloxBitGenerator: random words of `shape` and the advanced 128-bit counter."""
    count = math.prod(shape)
    blocks = -(-count * (bits // 32) // 4)
    counters = [(counter + i) % 2**128 for i in range(blocks)]
    words = philox4x32([_u32([(c >> (32 * j)) & _MASK32 for c in counters]) for j in range(4)], key)
    if bits == 64:
        words = [_join_u32(words[0], words[1]), _join_u32(words[2], words[3])]
    flat = np.stack(words, axis=1).reshape(-1)[:count]
    return flat.reshape(shape), (counter + blocks) % 2**128


def rng_bit_generator(
    algorithm: str, state: Sequence[int], shape: tuple[int, ...], bits: int
) -> tuple[list[int], np.ndarray]:
    """The new state and unsigned random words of `bits` bits, as XLA computes them."""
    key = state[0]
    if algorithm == "THREE_FRY":
        if len(state) != 2:
            raise NotImplementedError(f"THREE_FRY needs a state of 2 words, got {len(state)}")
        words, counter = _threefry_bits(key, state[1], shape, 64 if bits == 64 else 32)
        return [key, counter % 2**64], _narrow(words, bits)
    if len(state) not in (2, 3):
        raise NotImplementedError(f"PHILOX needs a state of 2 or 3 words, got {len(state)}")
    # A 2-word state is XLA's key plus the counter's low word, with the key as its high word.
    high = state[2] if len(state) == 3 else key
    words, counter = _philox_bits(key, state[1] + (high << 64), shape, 64 if bits == 64 else 32)
    new_state = [key, counter % 2**64] + ([counter >> 64] if len(state) == 3 else [])
    return new_state, _narrow(words, bits)


def _narrow(words: np.ndarray, bits: int) -> np.ndarray:
    """Keep the low `bits` bits, as XLA narrows 32-bit words for 8- and 16-bit outputs."""
    return words if bits >= 32 else words.astype(f"uint{bits}")


@IMPLEMENTATIONS.register("rng_bit_generator")
def _rng_bit_generator(interpreter, op, args):
    (state,) = args
    output_element = element_type_of(op.output.type)
    shape = tuple(op.output.type.get_shape())
    bits = 16 if isinstance(output_element, BFloat16Type) else numpy_dtype(output_element).itemsize * 8
    algorithm = "PHILOX" if op.algorithm == "DEFAULT" else op.algorithm
    if state.ndim != 1 or state.dtype.itemsize != 8:
        # XLA's state is a vector of 64-bit words (u64[2] or u64[3]); the verifier, as upstream's, takes any
        # shape and element type. A 0-d state raised TypeError, a vector of 32-bit words made a state of
        # twice its size.
        raise NotImplementedError(
            f"takes a state of 64-bit words (tensor<2xui64>, tensor<3xui64>) in the reference interpreter, not "
            f"{attribute_text(op.initial_state.type)}"
        )
    new_state, words = rng_bit_generator(algorithm, [int(s) for s in state.view(np.uint64)], shape, bits)
    if isinstance(output_element, BFloat16Type):
        # bf16 values are held in float32: the 16 bits are its upper half.
        value = (words.astype(np.uint32) << np.uint32(16)).view(np.float32)
    else:
        value = words.view(numpy_dtype(output_element))
    state_value = np.array(new_state, dtype=np.uint64).view(state.dtype)
    return state_value, value


# ---------------------------------------------------------------------------
# mhlo only


@IMPLEMENTATIONS.register("erf")
def _erf(interpreter, op, args):
    (x,) = args
    return (_result(np.vectorize(math.erf, otypes=[np.float64])(x.astype(np.float64)), op.result.type),)


_TRIGONOMETRIC: dict[str, np.ufunc] = {"acos": np.arccos, "acosh": np.arccosh, "atanh": np.arctanh, "cosh": np.cosh}
"""mhlo's inverse trigonometric and hyperbolic ops (chlo ops in stablehlo), as numpy's functions."""


@IMPLEMENTATIONS.register(*_TRIGONOMETRIC)
def _trigonometric(interpreter, op, args):
    """In float64 (complex128), rounded once to the result type, as the chlo ops of the same names."""
    (x,) = args
    with np.errstate(all="ignore"):
        return (_result(_TRIGONOMETRIC[op.MNEMONIC](x.astype(_compute_dtype(op.result.type))), op.result.type),)


@IMPLEMENTATIONS.register("stochastic_convert")
def _stochastic_convert(interpreter, op, args):
    x, random = args
    target = numpy_dtype(element_type_of(op.result.type))
    info = np.iinfo(target)
    wide = x.astype(np.float64)
    magnitude = np.abs(wide)
    truncated = np.floor(magnitude)
    # The fraction as a fixed-point number with the random bits' width.
    scale = 2.0 ** (random.dtype.itemsize * 8)
    fixed = np.clip(np.nan_to_num((magnitude - truncated) * scale), 0, scale - 1).astype(random.dtype)
    rounded = np.nan_to_num(truncated) + (random < fixed)
    signed = np.where(wide < 0, -rounded, rounded)
    value = np.clip(signed, info.min, info.max)
    return (_result(value.astype(target), op.result.type),)
