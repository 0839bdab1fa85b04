"""Real JAX programs (66 of them: attention, scan, while, random, grad, vmap, convolutions, sort, indexing, FFT, linear
algebra, special functions, bf16/f16, int8 dots, complex numbers) exported by `jax.jit(f).lower(...)` and
compiled by `aiopt.jit`: each gives jax.jit's results (skipped without jax)."""

from __future__ import annotations

import numpy as np
import pytest

import aiopt

jax = pytest.importorskip("jax", reason="needs jax (pip install -e '.[jax]')")
jnp = pytest.importorskip("jax.numpy")

rng = np.random.default_rng(0)
f32 = lambda *s: rng.standard_normal(s).astype(np.float32)


def attn(q, k, v):
    s = q @ k.T / np.sqrt(q.shape[-1])
    m = jnp.tril(jnp.ones((q.shape[0], k.shape[0]), bool))
    s = jnp.where(m, s, -jnp.inf)
    return jax.nn.softmax(s, axis=-1) @ v


def scan_cumsum(x):
    def body(c, a):
        c = c + a
        return c, c * 2

    return jax.lax.scan(body, jnp.zeros(x.shape[1:], x.dtype), x)


def while_loop(x):
    return jax.lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1), (0, x))[1]


def fori(x):
    return jax.lax.fori_loop(0, 5, lambda i, a: a + i * a, x)


def rand(key_data):
    key = jax.random.wrap_key_data(key_data)
    return jax.random.normal(key, (4, 5)), jax.random.uniform(key, (3,)), jax.random.bernoulli(key, 0.3, (8,))


def grad_mlp(w, x):
    return jax.grad(lambda w: jnp.sum(jnp.tanh(x @ w) ** 2))(w)


def vmapped(x, y):
    return jax.vmap(lambda a, b: jnp.dot(a, b))(x, y)


def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def conv_strided(x, w):
    return jax.lax.conv_general_dilated(
        x, w, (2, 2), ((1, 0), (0, 1)), rhs_dilation=(2, 1), dimension_numbers=("NCHW", "OIHW", "NCHW")
    )


def pool(x):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"), jnp.mean(
        x, axis=(1, 2)
    )


def sorting(x):
    return jnp.sort(x, axis=-1), jnp.argsort(x, axis=0), jax.lax.top_k(x, 3)


def indexing(x, idx):
    return x[idx], x.at[idx].add(1.0), x[:, ::2], jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1)


def dyn(x, i):
    return jax.lax.dynamic_slice(x, (i, 0), (2, 3)), jax.lax.dynamic_update_slice(x, jnp.ones((1, 3)), (i, 1))


def cumulative(x):
    return jnp.cumsum(x, axis=0), jnp.cumprod(x, axis=1), jax.lax.cummax(x, axis=0), jnp.diff(x, axis=1)


def half(x):
    # Only exact bf16 arithmetic: XLA's CPU backend keeps f32 between bf16 ops, where HLO rounds after each.
    y = x.astype(jnp.bfloat16)
    z = x.astype(jnp.float16)
    return (
        (y + y).astype(jnp.float32),
        jnp.maximum(y, -y),
        jnp.exp(z).astype(jnp.float32),
        jnp.sum(y, dtype=jnp.float32),
    )


def fft(x):
    return jnp.fft.rfft(x), jnp.abs(jnp.fft.fft(x.astype(jnp.complex64)))


def einsums(a, b):
    return jnp.einsum("ij,jk->ik", a, b), jnp.einsum("ij,ij->i", a, a), jnp.einsum("ij->ji", b)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * g + b


def activations(x):
    return (
        jax.nn.gelu(x),
        jax.nn.gelu(x, approximate=False),
        jax.nn.silu(x),
        jax.nn.log_softmax(x),
        jax.nn.logsumexp(x, axis=-1),
        jax.nn.one_hot(jnp.argmax(x, -1), 5),
    )


def integer_ops(a, b):
    return (
        a // b,
        a % b,
        jnp.right_shift(a, 2),
        a ^ b,
        jnp.clip(a, -3, 3),
        jnp.sign(a),
        jnp.abs(a),
        a.astype(jnp.float32) / 3,
    )


def cond(x, p):
    return jax.lax.cond(p > 0, lambda v: v * 2, lambda v: v - 1, x), jax.lax.switch(
        jnp.clip(p, 0, 2), [jnp.sin, jnp.cos, jnp.tanh], x
    )


def linalg(a):
    s = a @ a.T + 5 * jnp.eye(a.shape[0])
    return jnp.linalg.cholesky(s), jnp.linalg.inv(s), jnp.linalg.det(s), jnp.linalg.solve(s, a[:, 0])


def misc(x):
    return (
        jnp.pad(x, ((1, 2), (0, 1)), mode="reflect"),
        jnp.roll(x, 2, axis=1),
        jnp.flip(x, 0),
        jnp.tile(x, (2, 1)),
        jnp.concatenate([x, x], 1),
        jnp.where(x > 0, x, 0.0).nonzero(size=4),
    )


def reductions(x):
    return (
        x.max(0),
        x.argmin(1),
        jnp.any(x > 1),
        jnp.all(x > -3),
        jnp.var(x),
        jnp.std(x, 0),
        jnp.median(x),
        jnp.percentile(x, 30.0),
    )


def special(x):
    return (
        jax.scipy.special.erf(x),
        jax.scipy.special.erfinv(jnp.tanh(x) * 0.9),
        jax.lax.lgamma(jnp.abs(x) + 1),
        jax.lax.digamma(jnp.abs(x) + 1),
        jnp.arctan2(x, x + 1),
        jnp.expm1(x),
        jnp.log1p(jnp.abs(x)),
    )


def i8_matmul(a, b):
    return jax.lax.dot(a, b, preferred_element_type=jnp.int32)


def complex_ops(x):
    z = x + 1j * x[::-1]
    return jnp.abs(z), jnp.angle(z), (z * z.conj()).real, jnp.exp(z)


CASES = [
    ("attn", attn, (f32(16, 8), f32(16, 8), f32(16, 8))),
    ("scan", scan_cumsum, (f32(6, 3),)),
    ("while", while_loop, (f32(4),)),
    ("fori", fori, (f32(4),)),
    ("rand", rand, (np.array([0, 42], np.uint32),)),
    ("grad", grad_mlp, (f32(4, 3), f32(5, 4))),
    ("vmap", vmapped, (f32(3, 4), f32(3, 4))),
    ("conv", conv, (f32(2, 8, 8, 3), f32(3, 3, 3, 4))),
    ("conv_strided", conv_strided, (f32(2, 3, 9, 8), f32(4, 3, 2, 3))),
    ("pool", pool, (f32(2, 6, 6, 3),)),
    ("sorting", sorting, (f32(5, 7),)),
    ("indexing", indexing, (f32(5, 4), np.array([4, 0, 2, 2], np.int32))),
    ("dyn", dyn, (f32(5, 4), np.int32(3))),
    ("cumulative", cumulative, (f32(4, 5),)),
    ("half", half, (f32(4, 5),)),
    ("fft", fft, (f32(8),)),
    ("einsums", einsums, (f32(3, 4), f32(4, 5))),
    ("layer_norm", layer_norm, (f32(4, 16), f32(16), f32(16))),
    ("activations", activations, (f32(3, 5),)),
    (
        "integer_ops",
        integer_ops,
        (rng.integers(-20, 20, (6,)).astype(np.int32), rng.integers(1, 7, (6,)).astype(np.int32)),
    ),
    ("cond", cond, (f32(4), np.int32(1))),
    ("linalg", linalg, (f32(4, 4),)),
    ("misc", misc, (f32(4, 5),)),
    ("reductions", reductions, (f32(6, 5),)),
    ("special", special, (f32(7),)),
    (
        "i8_matmul",
        i8_matmul,
        (rng.integers(-100, 100, (4, 6)).astype(np.int8), rng.integers(-100, 100, (6, 3)).astype(np.int8)),
    ),
    ("complex", complex_ops, (f32(6),)),
]


CASES += [  # linear algebra through LAPACK custom calls, random, integer and unsigned ops, more layers
    ("svd", lambda a: jnp.linalg.svd(a, compute_uv=False), (f32(4, 3),)),
    ("eigh", lambda a: jnp.linalg.eigh(a @ a.T)[0], (f32(4, 4),)),
    ("qr", lambda a: jnp.abs(jnp.linalg.qr(a)[1]), (f32(4, 3),)),
    (
        "dpa",
        lambda q, k, v: jax.nn.dot_product_attention(q, k, v, is_causal=True),
        (f32(1, 8, 2, 4), f32(1, 8, 2, 4), f32(1, 8, 2, 4)),
    ),
    ("assoc_scan", lambda x: jax.lax.associative_scan(jnp.add, x), (f32(9),)),
    ("unique", lambda x: jnp.unique(jnp.round(x), size=5, fill_value=0.0), (f32(10),)),
    ("searchsorted", lambda a, v: jnp.searchsorted(jnp.sort(a), v), (f32(10), f32(4))),
    ("histogram", lambda x: jnp.histogram(x, bins=4, range=(-2, 2))[0], (f32(20),)),
    ("interp", lambda x: jnp.interp(x, jnp.linspace(-2, 2, 5), jnp.arange(5.0)), (f32(6),)),
    (
        "popcnt",
        lambda a: (jax.lax.population_count(a), jax.lax.clz(a)),
        (rng.integers(0, 2**31, (5,)).astype(np.int32),),
    ),
    (
        "uint8",
        lambda a, b: (a + b, a * b, a // (b | 1), a >> 3, jnp.maximum(a, b), a.astype(jnp.float32)),
        (rng.integers(0, 256, (6,)).astype(np.uint8), rng.integers(0, 256, (6,)).astype(np.uint8)),
    ),
    (
        "uint32",
        lambda a, b: (a + b, a * b, a % (b | 1), a < b),
        (
            rng.integers(0, 2**32, (6,), dtype=np.uint64).astype(np.uint32),
            rng.integers(0, 2**32, (6,), dtype=np.uint64).astype(np.uint32),
        ),
    ),
    (
        "categorical",
        lambda k: jax.random.categorical(jax.random.wrap_key_data(k), jnp.log(jnp.array([0.1, 0.2, 0.7])), shape=(10,)),
        (np.array([0, 7], np.uint32),),
    ),
    ("permutation", lambda k: jax.random.permutation(jax.random.wrap_key_data(k), 10), (np.array([0, 7], np.uint32),)),
    ("convolve", lambda a, b: jnp.convolve(a, b, mode="same"), (f32(10), f32(3))),
    ("resize", lambda x: jax.image.resize(x, (6, 6), "linear"), (f32(4, 4),)),
    ("norm", lambda x: (jnp.linalg.norm(x), jnp.linalg.norm(x, axis=1, ord=1)), (f32(3, 4),)),
    (
        "softplus",
        lambda x: (
            jax.nn.softplus(x),
            jax.nn.sigmoid(x),
            jax.nn.relu6(x),
            jax.nn.elu(x),
            jax.nn.celu(x),
            jax.nn.hard_tanh(x),
        ),
        (f32(8),),
    ),
    ("cumlogsumexp", lambda x: jax.lax.cumlogsumexp(x), (f32(7),)),
    (
        "segment_sum",
        lambda x, s: jax.ops.segment_sum(x, s, num_segments=3),
        (f32(6), np.array([0, 0, 1, 2, 2, 2], np.int32)),
    ),
    ("bincount", lambda x: jnp.bincount(x, length=5), (np.array([0, 1, 1, 4, 3, 1], np.int32),)),
    ("argwhere", lambda x: jnp.argwhere(x > 0, size=4, fill_value=-1), (f32(3, 3),)),
    (
        "rng_bit",
        lambda k: jax.lax.rng_bit_generator(k, (4,), dtype=jnp.uint32)[1],
        (np.array([1, 2, 3, 4], np.uint32),),
    ),
    ("nan", lambda x: (jnp.isnan(x / x), jnp.nan_to_num(jnp.log(x)), jnp.isinf(1 / (x - x))), (f32(5),)),
    (
        "rounding",
        lambda x: (jnp.round(x * 3), jnp.floor(x), jnp.ceil(x), jnp.fmod(x, 0.7), jnp.remainder(x, 0.7), jnp.trunc(x)),
        (f32(7),),
    ),
    ("reduce_precision", lambda x: jax.lax.reduce_precision(x, 5, 10), (f32(7),)),
    ("sort_multi", lambda a, b: jax.lax.sort((a, b), num_keys=1), (f32(8), f32(8))),
    ("triu", lambda x: x[jnp.triu_indices(4, 1)], (f32(4, 4),)),
    (
        "int_pow",
        lambda x, n: (x**3, jnp.power(n, 3), jax.lax.integer_pow(x, -2)),
        (f32(5), np.arange(5, dtype=np.int32)),
    ),
    ("batch_matmul", lambda a, b: jnp.matmul(a, b), (f32(3, 4, 5), f32(3, 5, 2))),
    (
        "depthwise",
        lambda x, w: jax.lax.conv_general_dilated(
            x, w, (1, 1), "SAME", feature_group_count=4, dimension_numbers=("NHWC", "HWIO", "NHWC")
        ),
        (f32(1, 5, 5, 4), f32(3, 3, 1, 4)),
    ),
    (
        "conv_transpose",
        lambda x, w: jax.lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
        (f32(1, 4, 4, 2), f32(3, 3, 2, 3)),
    ),
    (
        "avg_pool_pad",
        lambda x: jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9,
        (f32(1, 5, 5, 2),),
    ),
    ("scatter_max", lambda x, i, u: x.at[i].max(u), (f32(5), np.array([1, 1, 3], np.int32), f32(3))),
    ("gather_2d", lambda x, i, j: x[i, j], (f32(4, 5), np.array([0, 3, 1], np.int32), np.array([4, 0, 2], np.int32))),
    (
        "while_dyn",
        lambda x: jax.lax.while_loop(lambda c: jnp.sum(c) < 100.0, lambda c: c * 2 + 1, x),
        (np.abs(f32(3)),),
    ),
    (
        "cond_tuple",
        lambda x, p: jax.lax.cond(p, lambda: (x, x.sum()), lambda: (x * 0, x.max())),
        (f32(3), np.bool_(True)),
    ),
    ("expm", lambda a: jax.scipy.linalg.expm(a * 0.1), (f32(3, 3),)),
    ("logsumexp_b", lambda x: jax.scipy.special.logsumexp(x, b=jnp.arange(5.0)), (f32(5),)),
]


def _assert_same(got, want) -> None:
    got_leaves, got_tree = jax.tree_util.tree_flatten(got)
    want_leaves, want_tree = jax.tree_util.tree_flatten(want)
    assert got_tree == want_tree
    for g, w in zip(got_leaves, want_leaves, strict=True):
        g, w = np.asarray(g), np.asarray(w)
        assert g.shape == w.shape and g.dtype == w.dtype
        if w.dtype.kind == "c":
            np.testing.assert_allclose(g.astype(np.complex128), w.astype(np.complex128), rtol=2e-3, atol=2e-3)
        elif w.dtype.kind == "f" or w.dtype.name == "bfloat16":
            np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=2e-3, atol=2e-3)
        else:
            np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("name, function, arguments", CASES, ids=[case[0] for case in CASES])
def test_jax_program_gives_jax_jit_results(name, function, arguments):
    _assert_same(aiopt.jit(function)(*arguments), jax.jit(function)(*arguments))
