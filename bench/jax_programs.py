"""Real JAX programs, exported as StableHLO text, compiled by aiopt and checked against jax and the interpreter.

    /tmp/jaxvenv/bin/python bench/jax_programs.py                      # every program: table + bench/jax_programs.json
    /tmp/jaxvenv/bin/python bench/jax_programs.py --only attention_causal,scan_rnn
    /tmp/jaxvenv/bin/python bench/jax_programs.py --only mlp_gelu --merge  # run again, replace in the JSON
    /tmp/jaxvenv/bin/python bench/jax_programs.py --seed 1                  # other random inputs (no JSON)
    /tmp/jaxvenv/bin/python bench/jax_programs.py --write-corpus test/runtime/Inputs/jax_programs

Each program is a function written with jax.numpy / jax.nn / jax.lax /
jax.random as users write them (an MLP, causal attention, a conv net, a
scan RNN, threefry random numbers, a backward pass, LAPACK's factorizations,
...), with small shapes (a few with large ones, for the compiled code's
tiled and threaded paths) and random inputs (edge values such as inf, NaN
and -0 where they mean something). It is exported with `jax.jit(f).lower(*inputs).as_text()`
and run, in a child process of its own (a crash or hang is recorded, not
fatal; --timeout), three ways:

- aiopt's compiled code (`aiopt.runtime.compiler.compile`, no cache);
- aiopt's reference interpreter (`difftest.interpret`);
- XLA, from the same text (`difftest.run_jax`: what `jax.jit(f)` runs,
  64-bit types on, subnormal results compared as zeros, NaN-propagating
  min/max, and each bf16/f16 op rounded as StableHLO says: difftest.JAX_XLA_FLAGS).

Compiled results are compared with the interpreter's and with XLA's by
`difftest.compare`: integers and booleans bit-exact, floats within
difftest's tolerance for transcendental functions of their type (rtol = atol
= 1e-5 f32, 1e-12 f64, 2e-3 f16, 1.6e-2 bf16: `difftest_gen.math_tolerance`),
as sums are reordered and the math functions are polynomials; a float
result outside that tolerance of the interpreter's or XLA's is judged
against jax's float64 evaluation of the function (rounding, noted under
"rounding", when aiopt's error is at most twice XLA's: `_Judge`). Outcomes:
"ok", "mismatch", "compile error" (a located diagnostic of the compiler),
"interpreter error", "crash" (the child died of a signal or raised a Python
exception), "hang" (no answer within --timeout), "export error" (jax itself
could not lower the function). The table is printed and the outcomes, with
the pass rate, written to --json (bench/jax_programs.json).

--write-corpus DIR saves the text (`NAME.mlir`) and inputs (`NAME.npz`,
arrays `arg0`, ... as ai-runner takes them) of each small program for
test/runtime/test_jax_programs.py, which needs no jax.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import difftest  # noqa: E402
from difftest_gen import Program, math_tolerance  # noqa: E402

SEED_VARIABLE = "AIOPT_JAX_PROGRAMS_SEED"
"""Set by --seed (the children inherit it): added to every program's input seed (0 for the corpus)."""

STATUSES = ("ok", "mismatch", "compile error", "interpreter error", "crash", "hang", "export error")


# ---------------------------------------------------------------------------
# Inputs


@dataclass
class Arg:
    """One argument: its shape, numpy dtype name and how its values are drawn.

    kind: "normal" (standard normal), "edge" (normal mixed with 0, -0, +-inf,
    NaN, large and small normal numbers), "positive" (uniform in [0.5, 2)),
    "int" (uniform integers in [lo, hi)), "bool", "bits" (any bit pattern of
    an unsigned type), "complex" (normal real and imaginary parts)."""

    shape: tuple[int, ...]
    dtype: str = "float32"
    kind: str = "normal"
    lo: int = 0
    hi: int = 10

    def make(self, rng: np.random.Generator) -> np.ndarray:
        n = math.prod(self.shape)
        if self.kind == "bool":
            return (rng.random(n) < 0.5).reshape(self.shape)
        if self.kind == "int":
            return rng.integers(self.lo, self.hi, n).astype(self.dtype).reshape(self.shape)
        if self.kind == "bits":
            info = np.iinfo(self.dtype)
            return rng.integers(info.min, info.max, n, dtype=self.dtype, endpoint=True).reshape(self.shape)
        if self.kind == "complex":
            return (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(self.dtype).reshape(self.shape)
        if self.kind == "positive":
            values = rng.uniform(0.5, 2.0, n)
        else:
            values = rng.standard_normal(n)
        if self.kind == "edge":
            edges = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 1e30, -1e30, 1e-30, 88.8, -104.0])
            where = rng.random(n) < 0.3
            values = np.where(where, edges[rng.integers(0, len(edges), n)], values)
        held = "float32" if self.dtype == "bfloat16" else self.dtype
        if self.dtype == "bfloat16":
            import ml_dtypes

            return values.astype(ml_dtypes.bfloat16).astype(np.float32).reshape(self.shape)
        with np.errstate(over="ignore"):
            return values.astype(held).reshape(self.shape)


def f32(*shape: int, kind: str = "normal") -> Arg:
    return Arg(tuple(shape), "float32", kind)


def i32(*shape: int, lo: int = 0, hi: int = 10) -> Arg:
    return Arg(tuple(shape), "int32", "int", lo, hi)


@dataclass
class JaxProgram:
    name: str
    make: Callable[[], Callable]
    """Returns the function (called after jax is imported and configured)."""
    args: list[Arg]
    x64: bool = False
    corpus: bool = True
    """Whether --write-corpus saves it (not the programs with large shapes)."""
    polymorphic: tuple[str, ...] = ()
    """Symbolic shapes of the arguments ("b, 8"): exported by `jax.export` with shape polymorphism."""
    devices: int = 0
    """The CPU devices its mesh needs (XLA_FLAGS' --xla_force_host_platform_device_count; 0: none). Such a
    function is jitted with its shardings (`make` returns the jitted function), exported with Shardy's `sdy`
    ops, and compared with what `jax.jit` gives for the global arrays: XLA runs no text for several devices
    in one process."""
    seed: int = 0

    def inputs(self) -> list[np.ndarray]:
        seed = self.seed + int(os.environ.get(SEED_VARIABLE) or 0)
        rng = np.random.default_rng(seed + sum(map(ord, self.name)))
        return [a.make(rng) for a in self.args]


# ---------------------------------------------------------------------------
# The programs


PROGRAMS: list[JaxProgram] = []


def program(*args: Arg, x64: bool = False, corpus: bool = True, polymorphic: tuple[str, ...] = (), devices: int = 0):
    """Register the decorated factory (it returns the function) as a program (of the saved corpus unless `corpus`
    is false; exported with symbolic shapes when `polymorphic` gives them; over a mesh of `devices` CPU devices
    when given)."""

    def register(make):
        PROGRAMS.append(JaxProgram(make.__name__, make, list(args), x64, corpus, polymorphic, devices))
        return make

    return register


@program(f32(4, 16), f32(16, 32), f32(32), f32(32, 8), f32(8))
def mlp_gelu():
    import jax

    def f(x, w1, b1, w2, b2):
        return jax.nn.gelu(x @ w1 + b1) @ w2 + b2

    return f


@program(f32(4, 16, kind="edge"), f32(16, 8))
def mlp_gelu_exact_edges():
    import jax

    def f(x, w):
        return jax.nn.gelu(x, approximate=False) @ w, jax.nn.relu(x), jax.nn.silu(x)

    return f


@program(f32(2, 8, 16), f32(2, 8, 16), f32(2, 8, 16))
def attention_causal():
    import jax
    import jax.numpy as jnp

    def f(q, k, v):
        s = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(q.shape[-1]).astype(q.dtype)
        mask = jnp.tril(jnp.ones((q.shape[1], k.shape[1]), bool))
        s = jnp.where(mask, s, -jnp.inf)
        return jax.nn.softmax(s, axis=-1) @ v

    return f


@program(f32(2, 6, 16), f32(16, 16), f32(16, 16), f32(16, 16), f32(16, 16))
def multihead_attention():
    import jax
    import jax.numpy as jnp

    def f(x, wq, wk, wv, wo):
        b, s, d = x.shape
        h = 4

        def heads(w):
            return (x @ w).reshape(b, s, h, d // h)

        q, k, v = heads(wq), heads(wk), heads(wv)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * (d // h) ** -0.5
        p = jax.nn.softmax(scores, axis=-1)
        return jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, d) @ wo

    return f


@program(f32(2, 5, 16))
def dot_product_attention():
    import jax

    def f(x):
        q = x.reshape(2, 5, 2, 8)
        return jax.nn.dot_product_attention(q, q, q, is_causal=True)

    return f


@program(f32(4, 32), f32(32), f32(32))
def layernorm():
    import jax
    import jax.numpy as jnp

    def f(x, g, b):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.var(x, axis=-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b

    return f


@program(f32(4, 32, kind="edge"), f32(32))
def rmsnorm():
    import jax.numpy as jnp

    def f(x, g):
        return x / jnp.sqrt(jnp.mean(jnp.square(x), axis=-1, keepdims=True) + 1e-6) * g

    return f


def _conv_net(jax, jnp):
    def conv(x, k, stride=1):
        return jax.lax.conv_general_dilated(x, k, (stride, stride), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def max_pool(x):
        return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    def avg_pool(x):
        return jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9.0

    def net(x, k1, k2, gamma, beta, w):
        h = jax.nn.relu(conv(x, k1))
        mean = jnp.mean(h, axis=(0, 1, 2))
        var = jnp.var(h, axis=(0, 1, 2))
        h = (h - mean) / jnp.sqrt(var + 1e-5) * gamma + beta
        h = max_pool(h)
        h = avg_pool(jax.nn.relu(conv(h, k2, 2)))
        return jnp.mean(h, axis=(1, 2)) @ w

    return net


CONV_ARGS = (f32(2, 8, 8, 3), f32(3, 3, 3, 8), f32(3, 3, 8, 8), f32(8), f32(8), f32(8, 4))


@program(*CONV_ARGS)
def conv_net_pool_batchnorm():
    import jax
    import jax.numpy as jnp

    return _conv_net(jax, jnp)


@program(f32(32, 8), i32(4, 6, lo=-3, hi=36), i32(5, lo=-40, hi=40))
def embedding_lookup():
    import jax.numpy as jnp

    def f(table, ids, rows):
        return jnp.take(table, ids, axis=0), table[ids], table[rows, 1:5], jnp.take(table, rows, axis=0, mode="clip")

    return f


@program(f32(8, 10, kind="edge"), i32(8, lo=0, hi=10))
def cross_entropy_logsumexp():
    import jax
    import jax.numpy as jnp

    def f(logits, labels):
        log_p = jax.nn.log_softmax(logits)
        loss = -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 10) * log_p, axis=-1))
        return loss, jax.scipy.special.logsumexp(logits, axis=-1), jax.nn.one_hot(labels, 10, dtype=jnp.int32)

    return f


@program(f32(6, 7, kind="edge"), i32(6, 7, lo=-5, hi=5))
def argmax_argmin():
    import jax.numpy as jnp

    def f(x, n):
        return (
            jnp.argmax(x, axis=1),
            jnp.argmin(x, axis=0),
            jnp.argmax(n, axis=0),
            jnp.argmin(n, axis=1),
            jnp.nanargmax(x, axis=1),
        )

    return f


@program(f32(5, 9, kind="edge"), i32(5, 9, lo=-4, hi=4))
def sort_argsort_top_k():
    import jax
    import jax.numpy as jnp

    def f(x, n):
        values, indices = jax.lax.top_k(jnp.nan_to_num(x), 3)
        return jnp.sort(x, axis=1), jnp.argsort(n, axis=1, stable=True), values, indices, jnp.sort(n, axis=0)[::-1]

    return f


@program(f32(4, 12), i32(4, 12, lo=-3, hi=4), f32(4, 12, kind="edge"))
def cumulative_ops():
    import jax
    import jax.numpy as jnp

    def f(x, n, e):
        return (
            jnp.cumsum(x, axis=1),
            jnp.cumprod(n, axis=1),
            jax.lax.cummax(x, axis=0),
            jax.lax.cummin(e, axis=1),
            jnp.cumsum(n, axis=0, dtype=jnp.int32),
            jax.lax.cumlogsumexp(x, axis=1),
        )

    return f


@program(f32(10, 3, 4), f32(4, 8), f32(8, 8), f32(8), f32(3, 8))
def scan_rnn():
    import jax
    import jax.numpy as jnp

    def f(xs, wx, wh, b, h0):
        def cell(h, x):
            h = jnp.tanh(x @ wx + h @ wh + b)
            return h, jnp.sum(h, axis=-1)

        return jax.lax.scan(cell, h0, xs)

    return f


@program(f32(6, 6), f32(6), f32(5, kind="positive"))
def fori_and_while_loops():
    import jax
    import jax.numpy as jnp

    def f(a, v, x):
        def power_step(_, v):
            w = a @ v
            return w / jnp.linalg.norm(w)

        v = jax.lax.fori_loop(0, 7, power_step, v)

        def cond(state):
            i, y = state
            return (i < 50) & jnp.any(jnp.abs(y * y - x) > 1e-6)

        def body(state):
            i, y = state
            return i + 1, 0.5 * (y + x / y)

        steps, root = jax.lax.while_loop(cond, body, (0, x))
        return v, steps, root

    return f


@program(f32(4, 4), Arg((), "int32", "int", -2, 5), Arg((), "float32", "normal"))
def cond_and_switch():
    import jax
    import jax.numpy as jnp

    def f(x, i, p):
        y = jax.lax.cond(p > 0, lambda x: jnp.sin(x) @ x, lambda x: x.T - 1.0, x)
        z = jax.lax.switch(i, [lambda x: x * 2, lambda x: jnp.exp(x), lambda x: jnp.cumsum(x, 0)], x)
        return y, z

    return f


@program(Arg((), "uint32", "bits"), Arg((2,), "uint32", "bits"))
def random_threefry():
    import jax

    def f(seed, raw):
        key = jax.random.PRNGKey(seed)
        k1, k2, k3 = jax.random.split(key, 3)
        other = jax.random.wrap_key_data(raw)
        return (
            jax.random.uniform(k1, (4, 5)),
            jax.random.normal(k2, (3, 4)),
            jax.random.bernoulli(k3, 0.3, (6,)),
            jax.random.randint(jax.random.fold_in(other, 7), (5,), -10, 10),
            jax.random.bits(other, (4,)),
            jax.random.permutation(k1, 8),
        )

    return f


@program(f32(10, 3), i32(10, lo=-1, hi=6), i32(7, lo=0, hi=9), f32(7))
def segment_sum_scatter_add():
    import jax
    import jax.numpy as jnp

    def f(data, segments, idx, v):
        x = jnp.zeros(9)
        return (
            jax.ops.segment_sum(data, segments, num_segments=5),
            x.at[idx].add(v),
            x.at[idx].set(v),
            jnp.ones(9).at[idx].multiply(v),
            x.at[idx].max(v),
            jax.ops.segment_max(data, segments, num_segments=5),
            jnp.bincount(idx, length=9),
        )

    return f


@program(f32(6, 8), f32(2, 3), i32(2, lo=-3, hi=9))
def dynamic_slices():
    import jax

    def f(x, update, start):
        updated = jax.lax.dynamic_update_slice(x, update, (start[0], start[1]))
        return (
            updated,
            jax.lax.dynamic_slice(x, (start[1], start[0]), (3, 4)),
            jax.lax.dynamic_index_in_dim(x, start[0], 1),
        )

    return f


@program(f32(3, 5), i32(4, 2, lo=-9, hi=9))
def shape_ops():
    import jax.numpy as jnp

    def f(x, n):
        a, b, c = jnp.split(jnp.concatenate([x, x * 2], axis=1), [3, 7], axis=1)
        return (
            jnp.pad(x, ((1, 2), (0, 3)), mode="reflect"),
            jnp.pad(n, 2, constant_values=-1),
            jnp.roll(x, 2, axis=1),
            jnp.roll(n, -1),
            jnp.flip(x),
            jnp.tile(n, (2, 3)),
            jnp.repeat(x, 2, axis=0),
            a,
            b + 1,
            c,
            jnp.pad(x, ((1, 1), (2, 0)), mode="edge"),
            jnp.stack([x, -x], axis=-1),
        )

    return f


@program(f32(3, 4, 5), f32(3, 5, 6), f32(4), f32(6), f32(5, 5))
def einsum_batch():
    import jax.numpy as jnp

    def f(a, b, u, w, s):
        return (
            jnp.einsum("bij,bjk->bik", a, b),
            jnp.einsum("bij,bjk->kb", a, b),
            jnp.einsum("i,j->ij", u, w),
            jnp.einsum("ii->", s),
            jnp.einsum("bij,i->bj", a, u),
            jnp.einsum("ij,jk,kl->il", s, s, s),
        )

    return f


@program(f32(5, 5), f32(5, 2))
def linalg_cholesky_solve():
    import jax
    import jax.numpy as jnp

    def f(a, b):
        spd = a @ a.T + 5 * jnp.eye(5)
        low = jnp.linalg.cholesky(spd)
        return low, jax.scipy.linalg.solve_triangular(low, b, lower=True)

    return f


@program(f32(4, 4))
def linalg_inv_det():
    import jax.numpy as jnp

    def f(a):
        m = a + 4 * jnp.eye(4)
        return jnp.linalg.inv(m), jnp.linalg.det(m)

    return f


@program(f32(4, 6), f32(5, 5))
def linalg_plain():
    import jax.numpy as jnp

    def f(a, s):
        return (
            jnp.linalg.norm(a),
            jnp.linalg.norm(a, axis=1, ord=1),
            jnp.linalg.norm(a, ord=np.inf),
            jnp.linalg.matrix_power(s, 5),
            jnp.trace(s),
            jnp.triu(s, 1),
            jnp.outer(a[0], a[1]),
        )

    return f


@program(f32(4, 8), Arg((8,), "complex64", "complex"))
def fft_ops():
    import jax.numpy as jnp

    def f(x, z):
        return jnp.fft.fft(x), jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x), n=8), jnp.fft.ifft(z), jnp.fft.fft2(x)

    return f


@program(i32(4, 6, lo=-40, hi=40), i32(4, 6, lo=-7, hi=8), Arg((4, 6), "uint8", "bits"), Arg((4, 6), "bool", "bool"))
def integer_and_bool_ops():
    import jax
    import jax.numpy as jnp

    def f(a, b, u, m):
        safe = jnp.where(b == 0, 1, b)
        return (
            a // safe,
            a % safe,
            jnp.left_shift(a, b),
            jnp.right_shift(a, b),
            jax.lax.population_count(u),
            jax.lax.clz(a),
            u >> 3,
            u ^ jnp.uint8(0x5A),
            jnp.logical_and(m, a > 0),
            jnp.any(m, axis=1),
            jnp.all(m, axis=0),
            jnp.count_nonzero(m),
            jnp.sum(a, dtype=jnp.int32),
            jnp.abs(a),
            jnp.sign(b),
            jnp.maximum(a, b),
            jnp.clip(a, -5, 5),
            (a * 3).astype(jnp.uint8),
            u.astype(jnp.int32) - 128,
            jnp.gcd(a, b),
            jnp.power(b, 3),
            a.astype(jnp.float32) / 3,
        )

    return f


@program(Arg((4, 16), "bfloat16"), Arg((16, 8), "bfloat16"), Arg((4, 16), "float16"), Arg((16,), "float16"))
def mixed_precision_bf16_f16():
    import jax
    import jax.numpy as jnp

    def f(x, w, h, g):
        y = jnp.dot(x, w, preferred_element_type=jnp.float32)
        z = jax.nn.relu(x @ w).astype(jnp.float32)
        n = h / jnp.sqrt(jnp.mean(jnp.square(h.astype(jnp.float32)), axis=-1, keepdims=True)).astype(jnp.float16) * g
        return y, z, n, jnp.tanh(h), jax.nn.softmax(x.astype(jnp.float32)).astype(jnp.bfloat16)

    return f


@program(Arg((6,), "float64"), Arg((6,), "int64", "int", -1000, 1000), x64=True)
def float64_x64():
    import jax
    import jax.numpy as jnp

    def f(x, n):
        return (
            jax.scipy.special.logsumexp(x),
            jax.scipy.special.erf(x),
            jnp.cumsum(n * 1_000_000_007),
            jnp.exp(x) - 1,
            jnp.log1p(jnp.abs(x)),
            n.astype(jnp.float64) / 7,
            jnp.arctan2(x, x[::-1]),
        )

    return f


@program(Arg((3, 4), "complex64", "complex"), Arg((4, 2), "complex64", "complex"))
def complex64_math():
    import jax.numpy as jnp

    def f(z, w):
        return (
            z @ w,
            jnp.abs(z),
            jnp.exp(z),
            jnp.angle(z),
            jnp.conj(z) * z,
            z / (w[0, 0] + 1),
            jnp.sqrt(z),
            jnp.real(z) + jnp.imag(z),
            jnp.log(z),
        )

    return f


@program(f32(8, 12), i32(8, lo=0, hi=5), f32(12, 16), f32(16), f32(16, 5), f32(5))
def grad_mlp_cross_entropy():
    import jax
    import jax.numpy as jnp

    def loss(params, x, labels):
        w1, b1, w2, b2 = params
        logits = jax.nn.gelu(x @ w1 + b1) @ w2 + b2
        return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 5) * jax.nn.log_softmax(logits), axis=-1))

    def f(x, labels, w1, b1, w2, b2):
        return jax.value_and_grad(loss)((w1, b1, w2, b2), x, labels)

    return f


@program(*CONV_ARGS)
def grad_conv_net():
    import jax
    import jax.numpy as jnp

    net = _conv_net(jax, jnp)

    def f(x, k1, k2, gamma, beta, w):
        return jax.grad(lambda *p: jnp.sum(net(x, *p) ** 2), argnums=(0, 1, 2, 3, 4))(k1, k2, gamma, beta, w)

    return f


@program(f32(10, 4), i32(3, 5, lo=0, hi=10), f32(3, 5, 4))
def grad_embedding_gather():
    import jax
    import jax.numpy as jnp

    def f(table, ids, target):
        return jax.grad(lambda t: jnp.sum((t[ids] - target) ** 2))(table)

    return f


@program(f32(6, 5), f32(6), f32(5, 3))
def vmap_per_example_grads():
    import jax
    import jax.numpy as jnp

    def loss(w, x, y):
        return (jnp.tanh(x @ w).sum() - y) ** 2

    def f(xs, ys, w):
        return jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, xs, ys)

    return f


@program(f32(4, 10), i32(4, lo=-2, hi=9))
def vmap_dynamic_slice():
    import jax

    def f(x, starts):
        return jax.vmap(lambda row, s: jax.lax.dynamic_slice(row, (s,), (3,)))(x, starts)

    return f


@program(f32(3, 8, kind="edge"))
def elementwise_edges():
    import jax
    import jax.numpy as jnp

    def f(x):
        return (
            jax.nn.softplus(x),
            jax.nn.sigmoid(x),
            jnp.log1p(x),
            jnp.expm1(x),
            jax.nn.log_sigmoid(x),
            jnp.nan_to_num(x),
            jnp.clip(x, -1, 1),
            jnp.where(jnp.isfinite(x), x, 0.0),
            jnp.round(x * 3),
            jnp.floor(x),
            jnp.ceil(x),
            jnp.sign(x),
            jnp.abs(x),
            jnp.fmod(x, 1.5),
            jnp.remainder(x, 1.5),
            jnp.maximum(x, 0.0),
            jnp.minimum(x, x[::-1]),
            jnp.isnan(x),
            jax.nn.elu(x),
            jax.nn.leaky_relu(x),
        )

    return f


@program(f32(5, 6), f32(5, 6, kind="edge"))
def reductions():
    import jax.numpy as jnp

    def f(x, e):
        return (
            jnp.var(x, axis=0, ddof=1),
            jnp.std(x),
            jnp.prod(x, axis=1),
            jnp.max(e, axis=(0, 1)),
            jnp.min(e, axis=1),
            jnp.mean(x, axis=1, keepdims=True),
            jnp.nansum(e, axis=0),
            jnp.nanmax(e, axis=1),
            jnp.median(x, axis=1),
        )

    return f


@program(f32(10), f32(7, kind="positive"))
def searchsorted_interp():
    import jax.numpy as jnp

    def f(a, x):
        grid = jnp.sort(a)
        return (
            jnp.searchsorted(grid, x),
            jnp.searchsorted(grid, x, side="right", method="sort"),
            jnp.interp(x, grid, jnp.arange(10.0)),
            jnp.digitize(x, grid),
        )

    return f


@program(f32(16))
def associative_scan():
    import jax
    import jax.numpy as jnp

    def f(x):
        def combine(a, b):
            return jnp.logaddexp(a, b)

        return jax.lax.associative_scan(combine, x), jax.lax.associative_scan(jnp.add, x, reverse=True)

    return f


@program(Arg((4, 16), "int8", "int", -128, 128), Arg((16, 3), "int8", "int", -128, 128))
def int8_matmul():
    import jax.numpy as jnp

    def f(a, b):
        return jnp.matmul(a, b, preferred_element_type=jnp.int32), (a.astype(jnp.int32) @ b.astype(jnp.int32)) >> 4

    return f


@program(f32(4, 6), i32(3, lo=-6, hi=6), i32(3, lo=0, hi=4), Arg((4, 6), "bool", "bool"))
def advanced_indexing():
    import jax.numpy as jnp

    def f(x, cols, rows, m):
        return x[:, cols], x[rows, cols], x[rows][:, ::2], jnp.where(m, x, -1.0), x[1:, None, ::-2], x.T[cols[0]]

    return f


@program(Arg((2, 3, 8, 8), "float32"), Arg((4, 3, 3, 3), "float32"))
def conv_nchw_variants():
    import jax

    def f(x, k):
        a = jax.lax.conv_general_dilated(x, k, (2, 2), ((1, 1), (0, 1)), rhs_dilation=(1, 2))
        b = jax.lax.conv_general_dilated(x[:, :2], k[:, :2], (1, 1), ((0, 0), (1, 1)), lhs_dilation=(2, 1))
        c = jax.lax.conv_general_dilated(x, k.reshape(4, 3, 3, 3)[:3, :1], (1, 1), "SAME", feature_group_count=3)
        return a, b, c

    return f


@program(f32(4, 8), f32(8))
def grad_layernorm_rmsnorm():
    import jax
    import jax.numpy as jnp

    def norm(x, g):
        mean = jnp.mean(x, axis=-1, keepdims=True)
        h = (x - mean) / jnp.sqrt(jnp.var(x, axis=-1, keepdims=True) + 1e-5)
        r = x / jnp.sqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6)
        return jnp.sum(jnp.sin(h * g)) + jnp.sum(r**3)

    def f(x, g):
        return jax.grad(norm, argnums=(0, 1))(x, g)

    return f


@program(f32(2, 6, 6, 2))
def grad_pooling():
    import jax
    import jax.numpy as jnp

    def pools(x):
        m = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        a = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return jnp.sum(m**2) + jnp.sum(jnp.cos(a))

    def f(x):
        return jax.grad(pools)(x)

    return f


@program(f32(4, 5), f32(4, 5, kind="edge"))
def where_select_chains():
    import jax.numpy as jnp

    def f(x, e):
        y = jnp.where(x > 0, jnp.log(jnp.abs(x)), jnp.exp(x))
        return y, jnp.where(jnp.isnan(e), -1.0, jnp.where(e > x, e, x)), jnp.select([x < -1, x < 1], [x * 2, x], 9.0)

    return f


@program(f32(6, 2, 3), f32(3, 4), f32(4, 4), f32(2, 4))
def grad_scan_rnn():
    import jax
    import jax.numpy as jnp

    def loss(wx, wh, xs, h0):
        def cell(h, x):
            h = jnp.tanh(x @ wx + h @ wh)
            return h, h

        _, hs = jax.lax.scan(cell, h0, xs)
        return jnp.sum(hs**2)

    def f(xs, wx, wh, h0):
        return jax.grad(loss, argnums=(0, 1, 3))(wx, wh, xs, h0)

    return f


@program(f32(2, 5, 8), f32(2, 5, 8), f32(2, 5, 8))
def grad_attention():
    import jax
    import jax.numpy as jnp

    def loss(q, k, v):
        s = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(8.0)
        s = jnp.where(jnp.tril(jnp.ones((5, 5), bool)), s, -1e9)
        return jnp.sum(jax.nn.softmax(s) @ v * jnp.cos(q))

    def f(q, k, v):
        return jax.grad(loss, argnums=(0, 1, 2))(q, k, v)

    return f


@program(f32(3, 7), f32(3, 7))
def grad_sort_cumsum_max():
    import jax
    import jax.numpy as jnp

    def loss(x, y):
        return jnp.sum(jnp.sort(x, axis=1) * y) + jnp.sum(jnp.cumsum(x, axis=1) ** 2) + jnp.sum(jnp.max(x * y, axis=0))

    def f(x, y):
        return jax.grad(loss)(x, y)

    return f


@program(Arg((4, 8), "bfloat16"), Arg((8, 6), "bfloat16"), f32(4, 6))
def grad_bf16_matmul():
    import jax
    import jax.numpy as jnp

    def loss(w, x, y):
        return jnp.mean((jax.nn.relu(x @ w).astype(jnp.float32) - y) ** 2)

    def f(x, w, y):
        return jax.value_and_grad(loss)(w, x, y)

    return f


@program(Arg((2,), "uint32", "bits"), f32(3, 5))
def random_distributions():
    import jax

    def f(raw, logits):
        key = jax.random.wrap_key_data(raw)
        ks = jax.random.split(key, 6)
        return (
            jax.random.categorical(ks[0], logits),
            jax.random.gumbel(ks[1], (4,)),
            jax.random.truncated_normal(ks[2], -1.0, 2.0, (5,)),
            jax.random.choice(ks[3], 10, (4,), replace=False),
            jax.random.exponential(ks[4], (3,)),
            jax.random.shuffle(ks[5], logits, axis=1) if hasattr(jax.random, "shuffle") else logits,
        )

    return f


@program(f32(5, 4), i32(5, lo=0, hi=3))
def lax_map_and_nested_loops():
    import jax
    import jax.numpy as jnp

    def f(x, n):
        mapped = jax.lax.map(lambda row: jnp.sort(row) * jnp.sum(row), x)

        def outer(i, acc):
            def inner(j, a):
                return a + x[i, j] * (j + 1)

            return jax.lax.fori_loop(0, n[i] + 1, inner, acc)

        return mapped, jax.lax.fori_loop(0, 5, outer, 0.0)

    return f


@program(f32(3, 6), i32(3, 6, lo=0, hi=4))
def unique_and_nonzero_with_size():
    import jax.numpy as jnp

    def f(x, n):
        values, counts = jnp.unique(n, size=5, fill_value=-1, return_counts=True)
        return (
            values,
            counts,
            jnp.argwhere(x > 0.5, size=4, fill_value=-1),
            jnp.nonzero(n.ravel() == 2, size=3)[0],
            jnp.histogram(x, bins=4, range=(-2.0, 2.0))[0],
        )

    return f


@program(f32(2, 6, 6, 3))
def image_resize_and_conv1d():
    import jax
    import jax.numpy as jnp

    def f(x):
        return (
            jax.image.resize(x, (2, 9, 4, 3), "bilinear"),
            jax.image.resize(x, (2, 3, 12, 3), "nearest"),
            jnp.convolve(x[0, 0, :, 0], x[1, 1, :, 1], mode="full"),
            jnp.polyval(x[0, 0, :, 0], x[1, :, 0, 2]),
        )

    return f


@program(f32(5, 4, kind="edge"))
def reduce_precision_and_bitcast():
    import jax
    import jax.numpy as jnp

    def f(x):
        bits = jax.lax.bitcast_convert_type(x, jnp.uint32)
        return (
            jax.lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10),
            x.astype(jnp.bfloat16).astype(jnp.float32),
            bits >> 23,
            jax.lax.bitcast_convert_type(bits ^ jnp.uint32(0x80000000), jnp.float32),
            jnp.nextafter(x, jnp.float32(0)),
            x.astype(jnp.int32),
            x.astype(jnp.uint8),
            jnp.frexp(x)[1],
        )

    return f


@program(f32(2, 3, 6, 6), f32(4, 3, 3, 3))
def grad_strided_conv():
    import jax
    import jax.numpy as jnp

    def loss(x, k):
        y = jax.lax.conv_general_dilated(x, k, (2, 2), ((1, 1), (1, 1)), rhs_dilation=(1, 2))
        return jnp.sum(jnp.tanh(y))

    def f(x, k):
        return jax.grad(loss, argnums=(0, 1))(x, k)

    return f


@program(Arg((4, 4), "float16"), Arg((2, 4, 5, 5), "float16"), Arg((3, 4, 3, 3), "float16"))
def float16_net():
    import jax
    import jax.numpy as jnp

    def f(a, x, k):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME")
        return a @ a.T, jax.nn.softmax(a, axis=-1), jnp.max(y, axis=(2, 3)), jnp.sum(y, axis=1, dtype=jnp.float32)

    return f


@program(Arg((6,), "int64", "int", -100, 100), Arg((), "uint32", "bits"), Arg((4, 4), "float64"), x64=True)
def x64_random_and_int():
    import jax
    import jax.numpy as jnp

    def f(n, seed, a):
        key = jax.random.PRNGKey(seed)
        return (
            jax.random.uniform(key, (3,), dtype=jnp.float64),
            jax.random.randint(key, (4,), 0, 2**40, dtype=jnp.int64),
            jnp.cumprod(n % 7 + 1),
            n * jnp.int64(2**33) // 3,
            jnp.linalg.matrix_power(a, 3),
            jnp.argsort(n),
        )

    return f


@program(f32(4, 10, kind="edge"), i32(4, lo=0, hi=10))
def losses_and_metrics():
    import jax
    import jax.numpy as jnp

    def f(logits, labels):
        safe = jnp.nan_to_num(logits, posinf=30.0, neginf=-30.0)
        probs = jax.nn.softmax(safe)
        return (
            jnp.mean(jnp.argmax(safe, -1) == labels),
            -jnp.take_along_axis(jax.nn.log_softmax(safe), labels[:, None], 1),
            jnp.sum(probs * jnp.log(jnp.clip(probs, 1e-7, 1.0)), -1),
            jax.nn.standardize(safe, axis=-1),
            jax.lax.top_k(safe, 2)[1],
            jnp.logaddexp(safe, 0.0),
            jax.nn.logsumexp(logits, axis=-1, where=jnp.isfinite(logits)),
        )

    return f


@program(f32(4, 4), f32(4, 3), f32(2, 3, 3))
def linalg_solve_slogdet():
    import jax.numpy as jnp

    def f(a, b, batch):
        m = a + 3 * jnp.eye(4)
        sign, logdet = jnp.linalg.slogdet(batch + 2 * jnp.eye(3))
        return jnp.linalg.solve(m, b), sign, logdet, jnp.linalg.inv(batch + 3 * jnp.eye(3))

    return f


@program(f32(4, 3), f32(3, 5), f32(2, 4, 4), Arg((2,), "uint32", "bits"))
def linalg_qr():
    import jax
    import jax.numpy as jnp

    def f(a, wide, batch, raw):
        q, r = jnp.linalg.qr(a)
        q_full, r_full = jnp.linalg.qr(a, mode="complete")
        init = jax.nn.initializers.orthogonal()(jax.random.wrap_key_data(raw), (4, 6))
        return q, r, q_full, r_full, *jnp.linalg.qr(wide), *jnp.linalg.qr(batch), init

    return f


@program(f32(4, 3), f32(4, 4))
def linalg_eigh_svd():
    import jax.numpy as jnp

    def f(a, s):
        w, v = jnp.linalg.eigh(s + s.T)
        return w, jnp.abs(v), jnp.linalg.svd(a, compute_uv=False)

    return f


@program(f32(2, 5, 5), f32(4, 4))
def linalg_eigh_batched():
    import jax.numpy as jnp

    def f(a, b):
        sym = a + jnp.swapaxes(a, -1, -2)
        w, v = jnp.linalg.eigh(sym)
        # The upper triangle of b as it is (LAPACK reads only that one).
        wu, vu = jnp.linalg.eigh(b, UPLO="U", symmetrize_input=False)
        # Eigenvectors are unique up to sign: |v|, v diag(w) v^T and v^T v are what is well defined.
        reconstructed = (v * w[..., None, :]) @ jnp.swapaxes(v, -1, -2)
        return w, jnp.abs(v), reconstructed, jnp.linalg.eigvalsh(sym), wu, jnp.abs(vu), vu.T @ vu

    return f


@program(f32(5, 3), f32(3, 4), f32(2, 4, 4))
def linalg_svd():
    import jax
    import jax.numpy as jnp

    def f(tall, wide, batch):
        u, s, vt = jnp.linalg.svd(tall)
        ut, st, vtt = jnp.linalg.svd(wide, full_matrices=False)
        ub, sb, vtb = jnp.linalg.svd(batch)
        uq, sq, vtq = jax.lax.linalg.svd(tall, full_matrices=False, algorithm=jax.lax.linalg.SvdAlgorithm.QR)
        # Singular vectors are unique up to sign (u's last columns up to a rotation): |u|, reconstructions and
        # projections are what is well defined.
        return (
            s, (u[:, :3] * s) @ vt, jnp.abs(u[:, :3]), jnp.abs(vt), u @ u.T, u[:, 3:] @ u[:, 3:].T,
            st, (ut * st) @ vtt, jnp.abs(vtt),
            sb, jnp.abs(ub), (ub * sb[..., None, :]) @ vtb,
            sq, (uq * sq) @ vtq,
            jnp.linalg.svd(wide, compute_uv=False), jnp.linalg.pinv(tall),
            jnp.linalg.norm(batch, ord=2, axis=(-2, -1)), jnp.linalg.matrix_rank(tall),
        )  # fmt: skip

    return f


@program(Arg((4, 4), "complex64", "complex"), Arg((4, 2), "complex64", "complex"))
def linalg_complex_factorizations():
    import jax
    import jax.numpy as jnp

    def f(a, b):
        hpd = a @ a.conj().T + 4 * jnp.eye(4)
        low = jnp.linalg.cholesky(hpd)
        q, r = jnp.linalg.qr(a[:, :3])
        lu, pivots = jax.scipy.linalg.lu_factor(a)
        solved = jax.scipy.linalg.solve_triangular(low, b, lower=True, trans="C")
        return low, jax.scipy.linalg.cho_solve((low, True), b), q, r, lu, pivots, jnp.linalg.solve(a, b), solved

    return f


@program(Arg((3, 3), "complex64", "complex"), Arg((2, 4, 3), "complex64", "complex"))
def linalg_complex_eigh_svd():
    import jax.numpy as jnp

    def f(c, batch):
        w, v = jnp.linalg.eigh(c + c.conj().T)
        u, s, vh = jnp.linalg.svd(batch, full_matrices=False)
        # Complex eigen- and singular vectors are unique up to a unit factor: |v| and reconstructions.
        return w, jnp.abs(v), (v * w) @ v.conj().T, s, jnp.abs(u), (u * s[..., None, :]) @ vh

    return f


@program(Arg((2,), "uint32", "bits"), f32(3))
def multivariate_normal_cholesky():
    import jax
    import jax.numpy as jnp

    def f(raw, mean):
        key = jax.random.wrap_key_data(raw)
        cov = jnp.array([[2.0, 0.5, 0.1], [0.5, 1.0, 0.2], [0.1, 0.2, 0.5]])
        return jax.random.multivariate_normal(key, mean, cov, (4,), method="cholesky")

    return f


@program(f32(4, 8), f32(8, 8), f32(8, 8))
def remat_grad():
    import jax
    import jax.numpy as jnp

    @jax.checkpoint
    def block(x, w):
        return jnp.tanh(x @ w)

    def loss(w1, w2, x):
        return jnp.sum(block(block(x, w1), w2) ** 2)

    def f(x, w1, w2):
        return jax.grad(loss, argnums=(0, 1))(w1, w2, x)

    return f


@program(f32(5), f32(5))
def custom_vjp_and_stop_gradient():
    import jax
    import jax.numpy as jnp

    @jax.custom_vjp
    def clip_gradient(x):
        return x

    def forward(x):
        return x, None

    def backward(_, g):
        return (jnp.clip(g, -0.5, 0.5),)

    clip_gradient.defvjp(forward, backward)

    def loss(x, y):
        return jnp.sum(clip_gradient(x) ** 3) + jnp.sum(jax.lax.stop_gradient(x) * y)

    def f(x, y):
        return jax.grad(loss)(x, y), jax.jvp(jnp.sin, (x,), (y,))

    return f


@program(f32(6, 4), f32(6, 4), f32(6, 4), f32(6, 4), Arg((), "int32", "int", 1, 100))
def adam_step_with_clipping():
    import jax.numpy as jnp

    def f(params, grads, m, v, step):
        norm = jnp.sqrt(jnp.sum(grads**2))
        grads = grads * jnp.minimum(1.0, 1.0 / (norm + 1e-6))
        m = 0.9 * m + 0.1 * grads
        v = 0.999 * v + 0.001 * grads**2
        t = step.astype(jnp.float32)
        m_hat = m / (1 - 0.9**t)
        v_hat = v / (1 - 0.999**t)
        return params - 1e-3 * m_hat / (jnp.sqrt(v_hat) + 1e-8), m, v, norm

    return f


@program(f32(2, 5, 5, 4), f32(3, 3, 4, 2), f32(3, 3, 1, 4))
def conv_transpose_depthwise():
    import jax

    def f(x, k, depthwise):
        up = jax.lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        dw = jax.lax.conv_general_dilated(x, depthwise, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                          feature_group_count=4)  # fmt: skip
        return up, dw

    return f


@program(i32(9, lo=0, hi=3), f32(9), Arg((9,), "bool", "bool"))
def lexsort_multi_key():
    import jax
    import jax.numpy as jnp

    def f(a, b, c):
        order = jnp.lexsort((b, a))
        keys = jax.lax.sort((a, c.astype(jnp.int32), b), num_keys=2)
        return order, keys[0], keys[1], keys[2], jnp.argsort(-b, descending=False, stable=True)

    return f


@program(Arg((4,), "uint32", "bits"))
def rbg_random():
    import jax

    def f(raw):
        key = jax.random.wrap_key_data(raw, impl="rbg")
        k1, k2 = jax.random.split(key)
        return jax.random.uniform(k1, (3, 4)), jax.random.bits(k2, (5,))

    return f


@program(f32(7, 2, 3), f32(2, 3))
def scan_reverse_unroll():
    import jax
    import jax.numpy as jnp

    def f(xs, init):
        def step(carry, x):
            carry = 0.5 * carry + jnp.cos(x)
            return carry, carry.sum()

        return jax.lax.scan(step, init, xs, reverse=True, unroll=2), jax.lax.cumsum(xs, axis=0, reverse=True)

    return f


@program(Arg((6, 16), "bfloat16"), Arg((16, 48), "bfloat16"), Arg((16, 16), "bfloat16"), Arg((16,), "float32"))
def transformer_block_bf16():
    import jax
    import jax.numpy as jnp

    def f(x, w_qkv, w_o, g):
        h = x.astype(jnp.float32)
        h = (h - h.mean(-1, keepdims=True)) * jax.lax.rsqrt(h.var(-1, keepdims=True) + 1e-6) * g
        q, k, v = jnp.split(h.astype(jnp.bfloat16) @ w_qkv, 3, axis=-1)
        s = (q @ k.T).astype(jnp.float32) / 4.0
        s = jnp.where(jnp.tril(jnp.ones((6, 6), bool)), s, jnp.finfo(jnp.float32).min)
        p = jax.nn.softmax(s).astype(jnp.bfloat16)
        return x + (p @ v) @ w_o

    return f


@program(i32(8, lo=-(2**31), hi=2**31 - 1), Arg((8,), "int8", "int", -128, 128), Arg((8,), "uint32", "bits"))
def integer_overflow_wrap():
    import jax.numpy as jnp

    def f(a, b, u):
        return (a * 3 + 7, a - jnp.int32(2**31 - 1), b + jnp.int8(100), b * b, -b, jnp.abs(b), u * u,
                u.astype(jnp.float32), (u >> 1).astype(jnp.int32), a.astype(jnp.int8), a // 7, a % -7)  # fmt: skip

    return f


# ---------------------------------------------------------------------------
# More programs users write (helper 112): recurrent cells and their gradients, higher-order autodiff, parallel
# linear recurrences, vmapped control flow, decoding with a KV cache, sampling, mixture-of-experts routing,
# rotary embeddings, group norm, grouped-conv gradients, 3-D conv and pooling variants, special functions and
# distributions, random samplers with rejection loops, FFT variants, nonsymmetric eig and LU/least squares,
# float64 LAPACK, float8 quantisation, uint8 image and hashing ops, NaN-aware reductions, quantiles, scatter and
# gather modes, dot_general permutations, a training loop in fori_loop.


@program(f32(7, 3, 4), f32(4, 32), f32(8, 32), f32(32), f32(3, 8))
def lstm_scan_value_and_grad():
    import jax
    import jax.numpy as jnp

    def loss(wx, wh, b, xs, h0):
        def cell(carry, x):
            h, c = carry
            i, f, g, o = jnp.split(x @ wx + h @ wh + b, 4, axis=-1)
            c = jax.nn.sigmoid(f + 1.0) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        (h, c), hs = jax.lax.scan(cell, (h0, jnp.zeros_like(h0)), xs)
        return jnp.mean(hs**2) + jnp.sum(c * h)

    def f(xs, wx, wh, b, h0):
        return jax.value_and_grad(loss, argnums=(0, 1, 2, 4))(wx, wh, b, xs, h0)

    return f


@program(f32(3, 5), f32(3, 6), f32(5, 18), f32(6, 18), f32(3, 6), f32(3))
def gru_vjp_multi_output():
    import jax
    import jax.numpy as jnp

    def gru(x, h, wx, wh):
        rx, zx, nx = jnp.split(x @ wx, 3, axis=-1)
        rh, zh, nh = jnp.split(h @ wh, 3, axis=-1)
        r, z = jax.nn.sigmoid(rx + rh), jax.nn.sigmoid(zx + zh)
        new = (1 - z) * jnp.tanh(nx + r * nh) + z * h
        return new, jnp.sum(new, axis=-1)

    def f(x, h, wx, wh, dh, ds):
        out, pullback = jax.vjp(gru, x, h, wx, wh)
        return out, pullback((dh, ds))

    return f


@program(f32(4), f32(3, 4))
def hessian_jacfwd_jacrev():
    import jax
    import jax.numpy as jnp

    def energy(x, a):
        return jnp.sum(jnp.log1p(jnp.exp(a @ x))) + 0.5 * jnp.sum(x**2) * jnp.sum(jnp.sin(x))

    def field(x, a):
        return jnp.tanh(a @ x) * jnp.cos(x[:3])

    def f(x, a):
        return jax.hessian(energy)(x, a), jax.jacfwd(field)(x, a), jax.jacrev(field, argnums=1)(x, a)

    return f


@program(f32(5, kind="positive"), f32(5), f32(3, 3))
def jvp_grad_through_loops():
    import jax
    import jax.numpy as jnp

    def newton_sqrt(x):
        return jax.lax.fori_loop(0, 6, lambda _, y: 0.5 * (y + x / y), x)

    def matrix_power_series(a):
        # exp(a) by 10 Taylor terms in a fori_loop (reverse-mode turns the loop into a scan).
        def body(k, state):
            term, total = state
            term = term @ a / k.astype(a.dtype)
            return term, total + term

        return jax.lax.fori_loop(1, 11, body, (jnp.eye(3), jnp.eye(3)))[1]

    def f(x, t, a):
        root, droot = jax.jvp(newton_sqrt, (x,), (t,))
        return root, droot, jax.grad(lambda a: jnp.sum(matrix_power_series(a) ** 2))(a * 0.3)

    return f


@program(f32(3, 16, kind="positive"), f32(3, 16), f32(8, 2, 2))
def linear_recurrence_associative_scan():
    import jax
    import jax.numpy as jnp

    def f(a, b, m):
        # h_t = a_t h_(t-1) + b_t, the parallel scan of state-space models (pairs combined associatively).
        def combine(left, right):
            a_l, b_l = left
            a_r, b_r = right
            return a_l * a_r, a_r * b_l + b_r

        decay = a * 0.5
        _, h = jax.lax.associative_scan(combine, (decay, b), axis=1)
        _, h_rev = jax.lax.associative_scan(combine, (decay, b), axis=1, reverse=True)
        products = jax.lax.associative_scan(lambda x, y: jnp.einsum("...ij,...jk->...ik", x, y), m * 0.5)
        return h, h_rev, products, jax.lax.associative_scan(jnp.maximum, b, axis=1)

    return f


@program(f32(6, kind="positive"), f32(6), f32(6, 8), f32(6, 2), i32(6, lo=-2, hi=8))
def vmap_while_cond_update():
    import jax
    import jax.numpy as jnp

    def bisect_sqrt(y):
        # A data-dependent trip count per element: vmap makes the predicate a reduction over the batch.
        def cond(state):
            lo, hi, steps = state
            return (hi - lo > 1e-4 * (1 + y)) & (steps < 60)

        def body(state):
            lo, hi, steps = state
            mid = 0.5 * (lo + hi)
            return jnp.where(mid * mid > y, lo, mid), jnp.where(mid * mid > y, mid, hi), steps + 1

        lo, hi, steps = jax.lax.while_loop(cond, body, (0.0, jnp.maximum(1.0, y), 0))
        return 0.5 * (lo + hi), steps

    def branch(p, v):
        return jax.lax.cond(p > 0, lambda v: jnp.sin(v) * p, lambda v: jnp.cumsum(v) - p, v)

    def write(row, update, start):
        return jax.lax.dynamic_update_slice(row, update, (start,))

    def f(y, p, rows, updates, starts):
        root, steps = jax.vmap(bisect_sqrt)(y * 4)
        return root, steps, jax.vmap(branch)(p, rows), jax.vmap(write)(rows, updates, starts)

    return f


@program(f32(11, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 11), Arg((), "int32", "int", 0, 11))
def kv_cache_greedy_decode():
    import jax
    import jax.numpy as jnp

    def f(embed, wq, wk, wv, wout, token):
        steps, d = 6, embed.shape[1]

        def step(i, state):
            keys, values, tok, out = state
            x = embed[tok]
            keys = jax.lax.dynamic_update_slice(keys, (x @ wk)[None], (i, 0))
            values = jax.lax.dynamic_update_slice(values, (x @ wv)[None], (i, 0))
            scores = keys @ (x @ wq) / jnp.sqrt(float(d))
            scores = jnp.where(jnp.arange(steps) <= i, scores, -jnp.inf)
            h = jax.nn.softmax(scores) @ values + x
            tok = jnp.argmax(h @ wout).astype(jnp.int32)
            return keys, values, tok, out.at[i].set(tok)

        init = (jnp.zeros((steps, d)), jnp.zeros((steps, d)), token, jnp.full((steps,), -1, jnp.int32))
        keys, values, _, out = jax.lax.fori_loop(0, steps, step, init)
        return out, keys, values

    return f


@program(Arg((2,), "uint32", "bits"), f32(4, 12))
def top_p_top_k_sampling():
    import jax
    import jax.numpy as jnp

    def f(raw, logits):
        key = jax.random.wrap_key_data(raw)
        k1, k2 = jax.random.split(key)
        probs = jax.nn.softmax(logits / 0.8, axis=-1)
        order = jnp.argsort(-probs, axis=-1)
        sorted_probs = jnp.take_along_axis(probs, order, axis=-1)
        keep_sorted = jnp.cumsum(sorted_probs, axis=-1) - sorted_probs < 0.9
        keep = jnp.zeros_like(keep_sorted).at[jnp.arange(4)[:, None], order].set(keep_sorted)
        nucleus = jax.random.categorical(k1, jnp.where(keep, logits, -jnp.inf), axis=-1)
        top_values, top_index = jax.lax.top_k(logits, 3)
        choice = jax.random.categorical(k2, top_values, axis=-1)
        return nucleus, jnp.take_along_axis(top_index, choice[:, None], axis=-1)[:, 0], keep

    return f


@program(f32(6, 8), f32(8, 4), f32(4, 8, 16), f32(4, 16, 8))
def mixture_of_experts_routing():
    import jax
    import jax.numpy as jnp

    def f(x, router, w_in, w_out):
        logits = x @ router
        gate_values, experts = jax.lax.top_k(logits, 2)
        gates = jax.nn.softmax(gate_values, axis=-1)
        dispatch = jax.nn.one_hot(experts, 4)  # tokens x 2 x experts
        combine = jnp.einsum("tk,tke->te", gates, dispatch)
        expert_in = jnp.einsum("te,td->etd", dispatch.sum(1), x)
        hidden = jax.nn.gelu(jnp.einsum("etd,edh->eth", expert_in, w_in))
        expert_out = jnp.einsum("eth,ehd->etd", hidden, w_out)
        load = jnp.mean(dispatch.sum(1), axis=0) * jnp.mean(jax.nn.softmax(logits), axis=0)
        return jnp.einsum("te,etd->td", combine, expert_out), experts, 4 * jnp.sum(load)

    return f


@program(f32(2, 6, 4, 8), f32(2, 6, 2, 8), f32(2, 6, 2, 8), Arg((2, 6), "bool", "bool"))
def rotary_gqa_padding_mask():
    import jax
    import jax.numpy as jnp

    def rope(x):
        half = x.shape[-1] // 2
        freqs = 1.0 / (10000.0 ** (jnp.arange(half) / half))
        angles = jnp.arange(x.shape[1])[:, None] * freqs
        sin, cos = jnp.sin(angles)[None, :, None], jnp.cos(angles)[None, :, None]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)

    def f(q, k, v, valid):
        valid = valid.at[0].set(False)  # batch 0: every key padded, its rows NaN as softmax of -inf gives
        q, k = rope(q), rope(k)
        k, v = jnp.repeat(k, 2, axis=2), jnp.repeat(v, 2, axis=2)
        s = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(8.0)
        s = jnp.where(valid[:, None, None, :], s, -jnp.inf)
        safe = jax.nn.dot_product_attention(q, k, v, mask=valid[:, None, None, :] | (jnp.arange(6) == 0))
        return jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(s, axis=-1), v), safe

    return f


@program(f32(2, 4, 4, 8), f32(8), f32(8))
def group_instance_norm_grad():
    import jax
    import jax.numpy as jnp

    def group_norm(x, g, b, groups):
        n, h, w, c = x.shape
        y = x.reshape(n, h, w, groups, c // groups)
        mean = y.mean(axis=(1, 2, 4), keepdims=True)
        var = y.var(axis=(1, 2, 4), keepdims=True)
        return ((y - mean) * jax.lax.rsqrt(var + 1e-5)).reshape(x.shape) * g + b

    def loss(x, g, b):
        return jnp.sum(jnp.tanh(group_norm(x, g, b, 4)) ** 2) + jnp.sum(group_norm(x, g, b, 8) * x)

    def f(x, g, b):
        return group_norm(x, g, b, 2), jax.grad(loss, argnums=(0, 1, 2))(x, g, b)

    return f


@program(f32(2, 7, 7, 6), f32(3, 3, 1, 6), f32(3, 3, 3, 6), f32(2, 11, 4), f32(3, 4, 5))
def grad_grouped_conv():
    import jax
    import jax.numpy as jnp

    dn = ("NHWC", "HWIO", "NHWC")

    def loss(x, depthwise, grouped, s, k1):
        a = jax.lax.conv_general_dilated(x, depthwise, (2, 2), "SAME", dimension_numbers=dn, feature_group_count=6)
        b = jax.lax.conv_general_dilated(x, grouped, (1, 1), "VALID", dimension_numbers=dn, feature_group_count=2,
                                         rhs_dilation=(2, 1))  # fmt: skip
        c = jax.lax.conv_general_dilated(
            s, k1, (1,), ((2, 2),), rhs_dilation=(2,), dimension_numbers=("NWC", "WIO", "NWC")
        )
        return jnp.sum(jnp.sin(a)) + jnp.sum(b**2) + jnp.sum(jnp.tanh(c))

    def f(x, depthwise, grouped, s, k1):
        return jax.grad(loss, argnums=(0, 1, 2, 3, 4))(x, depthwise, grouped, s, k1)

    return f


@program(f32(1, 5, 6, 6, 2), f32(3, 3, 3, 2, 4), f32(2, 7, 7, 3), f32(3, 10))
def conv3d_and_pooling_variants():
    import jax
    import jax.numpy as jnp

    def f(vol, k, img, seq):
        c3 = jax.lax.conv_general_dilated(vol, k, (1, 2, 2), "SAME", dimension_numbers=("NDHWC", "DHWIO", "NDHWC"))
        window, strides, pad = (1, 3, 3, 1), (1, 2, 2, 1), ((0, 0), (1, 1), (1, 1), (0, 0))
        summed = jax.lax.reduce_window(img, 0.0, jax.lax.add, window, strides, pad)
        counts = jax.lax.reduce_window(jnp.ones_like(img), 0.0, jax.lax.add, window, strides, pad)
        dilated_max = jax.lax.reduce_window(img, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 1, 1, 1), "VALID",
                                            window_dilation=(1, 2, 2, 1))  # fmt: skip
        base_dilated = jax.lax.reduce_window(seq, 0.0, jax.lax.add, (1, 3), (1, 1), "VALID", base_dilation=(1, 2))
        min_pool_1d = jax.lax.reduce_window(seq, jnp.inf, jax.lax.min, (1, 4), (1, 3), ((0, 0), (0, 2)))
        return c3, summed / counts, dilated_max, base_dilated, min_pool_1d

    return f


@program(f32(12, kind="positive"), f32(12), Arg((12,), "float32", "positive"))
def special_functions():
    import jax
    import jax.numpy as jnp
    import jax.scipy.special as sp

    def f(x, y, p):
        x4 = x * 4
        u = jnp.clip(p - 1.0, -0.99, 0.99)
        return (
            sp.gammaln(x4),
            sp.digamma(x4),
            sp.erfinv(u),
            sp.erfc(y),
            sp.xlogy(x, p),
            sp.xlog1py(y, x),
            sp.logit(jnp.clip(p / 2, 0.01, 0.99)),
            sp.ndtr(y),
            sp.ndtri(jnp.clip(p / 2, 0.01, 0.99)),
            sp.i0e(y),
            sp.i1e(y),
            sp.betaln(x, p),
            jax.lax.igamma(x4, p),
            jax.lax.igammac(x4, p),
            sp.polygamma(1, x4),
            sp.zeta(x4 + 1.5, p),
            sp.gammainc(x, p * 2),
            sp.betainc(x, p, jnp.clip(p / 2, 0.01, 0.99)),
        )

    return f


@program(f32(8), f32(8, kind="positive"), i32(8, lo=0, hi=12), f32(3, 4))
def scipy_stats_logpdfs():
    import jax.numpy as jnp
    from jax.scipy import stats
    from jax.scipy.special import logsumexp

    def f(x, s, k, m):
        cov = m @ m.T + jnp.eye(3)
        return (
            stats.norm.logpdf(x, 0.5, s),
            stats.norm.cdf(x),
            stats.norm.ppf(jnp.clip(s / 2, 0.01, 0.99)),
            stats.t.logpdf(x, 3.0),
            stats.gamma.logpdf(s, 2.0),
            stats.beta.logpdf(jnp.clip(s / 2, 0.01, 0.99), 2.0, 3.0),
            stats.poisson.logpmf(k, s * 3),
            stats.multivariate_normal.logpdf(m.T, jnp.zeros(3), cov),
            logsumexp(x, b=jnp.sign(x - 0.1), return_sign=True),
            stats.laplace.logpdf(x),
            stats.logistic.cdf(x),
        )

    return f


@program(Arg((2,), "uint32", "bits"), f32(4, kind="positive"))
def random_rejection_samplers():
    import jax

    def f(raw, alpha):
        ks = jax.random.split(jax.random.wrap_key_data(raw), 8)
        return (
            jax.random.gamma(ks[0], alpha, (3, 4)),
            jax.random.beta(ks[1], alpha, alpha[::-1]),
            jax.random.dirichlet(ks[2], alpha, (2,)),
            jax.random.poisson(ks[3], alpha * 3, (2, 4)),
            jax.random.t(ks[4], 3.0, (5,)),
            jax.random.laplace(ks[5], (4,)),
            jax.random.rademacher(ks[6], (6,)),
            jax.random.cauchy(ks[7], (3,)),
            jax.random.logistic(ks[0], (3,)),
            jax.random.ball(ks[1], 3, shape=(2,)),
        )

    return f


@program(Arg((), "uint32", "bits"), f32(5, 3))
def typed_keys_scan_fold_in():
    import jax
    import jax.numpy as jnp

    def f(seed, xs):
        key = jax.random.key(seed)

        def step(carry, x):
            key, total = carry
            key, sub = jax.random.split(key)
            noise = jax.random.normal(sub, x.shape)
            return (key, total + jnp.sum(x * noise)), jax.random.uniform(jax.random.fold_in(sub, 3), ())

        keys = jax.random.split(key, 4)
        per_key = jax.vmap(lambda k: jax.random.randint(k, (2,), 0, 100))(keys)
        (last, total), draws = jax.lax.scan(step, (key, 0.0), xs)
        return total, draws, per_key, jax.random.key_data(last), jax.random.key_data(keys)

    return f


@program(f32(4, 6, 8), Arg((5, 6), "complex64", "complex"), f32(16), f32(16))
def fft_variants():
    import jax.numpy as jnp

    def f(x, z, a, b):
        conv = jnp.fft.irfft(jnp.fft.rfft(a, n=32) * jnp.fft.rfft(b, n=32), n=32)[:31]
        return (
            jnp.fft.fftn(x),
            jnp.fft.irfftn(jnp.fft.rfftn(x), s=x.shape),
            jnp.fft.ifft2(z),
            jnp.fft.fftshift(jnp.fft.fft(z, axis=0), axes=0),
            jnp.fft.fft(x, n=5, axis=1),
            jnp.fft.fft(x, n=12, axis=0, norm="ortho"),
            jnp.fft.hfft(z[0]),
            jnp.fft.ihfft(a),
            jnp.fft.rfft2(x, axes=(0, 2)),
            jnp.fft.ifftshift(x, axes=(1, 2)),
            conv,
        )

    return f


@program(f32(4, 4), f32(5, 3), f32(5, 2), f32(3, 3))
def linalg_lu_lstsq_expm():
    import jax
    import jax.numpy as jnp

    def f(a, tall, b, small):
        p, low, up = jax.scipy.linalg.lu(a)
        x, residuals, rank, sv = jnp.linalg.lstsq(tall, b)
        return (
            p,
            low,
            up,
            x,
            residuals,
            rank,
            sv,
            jax.scipy.linalg.expm(small * 0.5),
            jnp.linalg.cond(a + 3 * jnp.eye(4)),
        )

    return f


@program(f32(4, 4), f32(3, 3), f32(6), f32(6, 2))
def linalg_eig_tridiagonal_solve():
    import jax
    import jax.numpy as jnp

    def f(a, b, d, rhs):
        w, v = jnp.linalg.eig(a)
        # LAPACK's order of eigenvalues is the solver's: sorted (real, then imaginary part); eigenvectors (unique
        # up to a complex factor) through their residual and their norms.
        residual = a.astype(jnp.complex64) @ v - v * w
        upper = jnp.triu(b) + jnp.diag(jnp.array([1.0, 2.0, 3.0]))
        # A tridiagonal system (lapack_sgtsv_ffi), diagonally dominant: dl[0] and du[-1] are not read.
        lower = jnp.concatenate([jnp.zeros(1), d[1:] * 0.5])
        above = jnp.concatenate([d[:-1] * 0.5, jnp.zeros(1)])
        tri = jax.lax.linalg.tridiagonal_solve(lower, jnp.abs(d) + 2.0, above, rhs)
        eigenvalues = jnp.sort(jnp.linalg.eigvals(upper))
        return jnp.sort(w), jnp.max(jnp.abs(residual)), eigenvalues, jnp.linalg.norm(v, axis=0), tri

    return f


@program(f32(5), Arg((4, 4), "complex64", "complex"))
def linalg_eig_structured():
    import jax
    import jax.numpy as jnp

    def f(p, c):
        # A companion matrix (its eigenvalues the polynomial's roots), a rotation (pure imaginary pair), all-ones
        # (a repeated eigenvalue 0: real vectors of norm 1), a cyclic permutation, a badly scaled matrix (1e8
        # and 1e-8, D A D^-1: geev balances it; jaxlib's f32 geev gives wrong eigenvalues past about 5e11, where
        # LAPACK scales the matrix) and left vectors of a complex matrix: sorted eigenvalues, residuals and
        # vector norms (vectors are unique up to a unit factor).
        n = p.shape[0]
        companion = jnp.zeros((n, n)).at[0, :].set(-p).at[jnp.arange(1, n), jnp.arange(n - 1)].set(1.0)
        rotation = jnp.array([[jnp.cos(0.7), -jnp.sin(0.7)], [jnp.sin(0.7), jnp.cos(0.7)]], jnp.float32)
        scale = jnp.array([1e4, 1.0, 1e-4, 1.0, 1.0], jnp.float32)
        graded = (companion + jnp.eye(n)) * scale[:, None] / scale[None, :]
        out = []
        for m in (companion, rotation, jnp.ones((4, 4)), jnp.eye(4)[jnp.array([1, 2, 3, 0])], graded):
            w, v = jnp.linalg.eig(m)
            residual = m.astype(w.dtype) @ v - v * w
            out += [jnp.sort(w), jnp.max(jnp.abs(residual)) / jnp.max(jnp.abs(m)), jnp.linalg.norm(v, axis=0)]
        w, vl, vr = jax.lax.linalg.eig(c, compute_left_eigenvectors=True)
        left = vl.conj().T @ c - w[:, None] * vl.conj().T
        return (*out, jnp.sort(w), jnp.max(jnp.abs(left)), jnp.linalg.norm(vl, axis=0), jnp.linalg.norm(vr, axis=0))

    return f


@program(f32(3, 6), f32(3, 6), f32(3, 6), f32(3, 6, 2), Arg((5,), "float64"), Arg((5, 3), "float64"), x64=True)
def linalg_tridiagonal_solve():
    import jax
    import jax.numpy as jnp

    def f(dl, d, du, b, e, rhs):
        # lapack_sgtsv_ffi on a batch of 3 systems (random diagonals: rows swapped where |dl[i+1]| > |d[i]|); the
        # last one's first column is zero (dl[0] is not read): info 1, and jax's NaN solution.
        d = d.at[2, 0].set(0.0)
        dl = dl.at[2, 1].set(0.0)
        x = jax.lax.linalg.tridiagonal_solve(dl, d, du, b)

        # The gradient with respect to b: a solve with the transposed diagonals (gtsv again).
        def loss(b):
            return jnp.sum(jax.lax.linalg.tridiagonal_solve(dl[0], d[0] + 3.0, du[0], b) ** 2)

        # lapack_zgtsv_ffi and lapack_dgtsv_ffi.
        z = e + 1j * e[::-1]
        xz = jax.lax.linalg.tridiagonal_solve(z * 0.3, z + 4.0, jnp.conj(z) * 0.3, rhs + 1j)
        xd = jax.lax.linalg.tridiagonal_solve(e * 0.5, jnp.abs(e) + 1.0, e[::-1], rhs)
        return x, jax.grad(loss)(b[0]), xz, xd

    return f


@program(Arg((5, 5), "float64"), Arg((5, 2), "float64"), Arg((3, 4), "float64"), x64=True)
def linalg_float64():
    import jax
    import jax.numpy as jnp

    def f(a, b, c):
        spd = a @ a.T + 5 * jnp.eye(5)
        low = jnp.linalg.cholesky(spd)
        w, v = jnp.linalg.eigh(spd)
        q, r = jnp.linalg.qr(c.T)
        return (
            low,
            jnp.linalg.solve(a + 4 * jnp.eye(5), b),
            jax.scipy.linalg.cho_solve((low, True), b),
            w,
            jnp.abs(v),
            jnp.linalg.svd(c, compute_uv=False),
            jnp.abs(q),
            jnp.abs(r),
            jnp.linalg.slogdet(a + 4 * jnp.eye(5)),
            jnp.linalg.inv(spd),
        )

    return f


@program(f32(4, 8, kind="edge"), f32(8, 6))
def float8_int8_quantization():
    import jax
    import jax.numpy as jnp

    def quantize(w):
        scale = jnp.max(jnp.abs(w), axis=0, keepdims=True) / 127.0
        q = jnp.clip(jnp.round(w / scale), -127, 127).astype(jnp.int8)
        return q, scale

    def f(x, w):
        q, scale = quantize(w)
        finite = jnp.nan_to_num(x, nan=0.0, posinf=448.0, neginf=-448.0)
        x_i8 = jnp.clip(jnp.round(finite * 16), -128, 127).astype(jnp.int8)
        acc = jax.lax.dot(x_i8, q, preferred_element_type=jnp.int32)
        e4m3 = x.astype(jnp.float8_e4m3fn)
        e5m2 = x.astype(jnp.float8_e5m2)
        return (
            q,
            acc.astype(jnp.float32) * scale / 16,
            e4m3.astype(jnp.float32),
            e5m2.astype(jnp.float32),
            (e4m3.astype(jnp.bfloat16) * jnp.bfloat16(2)).astype(jnp.float32),
            jnp.dot(finite.astype(jnp.float8_e4m3fn), w.astype(jnp.float8_e4m3fn), preferred_element_type=jnp.float32),
        )

    return f


@program(Arg((6, 8, 3), "uint8", "bits"), Arg((8,), "uint32", "bits"), i32(8, lo=-(2**31), hi=2**31 - 1),
         Arg((8,), "int16", "int", -32768, 32768), i32(8, lo=0, hi=40))  # fmt: skip
def uint8_image_and_hashing():
    import jax
    import jax.numpy as jnp

    def murmur_finalizer(h):
        h = h ^ (h >> 16)
        h = h * jnp.uint32(0x85EBCA6B)
        h = h ^ (h >> 13)
        h = h * jnp.uint32(0xC2B2AE35)
        return h ^ (h >> 16)

    def f(img, u, a, s, shift):
        bright = jnp.clip(img.astype(jnp.int32) * 5 // 4 + 20, 0, 255).astype(jnp.uint8)
        gray = jnp.round(img.astype(jnp.float32) @ jnp.array([0.299, 0.587, 0.114])).astype(jnp.uint8)
        inverted = jnp.uint8(255) - img
        saturating = jnp.minimum(img.astype(jnp.uint16) + img.astype(jnp.uint16), 255).astype(jnp.uint8)
        return (
            bright,
            gray,
            inverted,
            saturating,
            jnp.bincount(gray.ravel(), length=256),
            jnp.packbits(img[0, 0] > 128),
            jnp.unpackbits(img[0, :, 0]),
            murmur_finalizer(u),
            (u << 7) | (u >> 25),
            jax.lax.shift_right_logical(a, shift),
            jax.lax.shift_right_arithmetic(a, shift),
            jax.lax.shift_left(a, shift),
            s * jnp.int16(3),
            s >> 3,
            s.astype(jnp.uint16) // jnp.uint16(7),
            jnp.bitwise_not(s),
            jax.lax.population_count(s),
            jax.lax.clz(u),
        )

    return f


@program(f32(4, 6, kind="edge"), f32(4, 6))
def nan_aware_math():
    import jax.numpy as jnp

    def f(e, x):
        all_nan = e.at[2].set(jnp.nan)
        return (
            jnp.nanmean(all_nan, axis=1),
            jnp.nanstd(e, axis=0),
            jnp.nanmin(all_nan, axis=1),
            jnp.nanargmin(e.at[:, 0].set(1.0), axis=1),
            jnp.fmax(e, x),
            jnp.fmin(e, x),
            jnp.isclose(e, x, atol=0.5),
            jnp.copysign(x, e),
            jnp.signbit(e),
            jnp.isneginf(e),
            jnp.sinc(x),
            jnp.hypot(x, e),
            jnp.heaviside(e, 0.5),
            jnp.nan_to_num(e, nan=-7.0, posinf=7.0, neginf=-8.0),
            jnp.rint(x * 2.5),
            jnp.round(x, 2),
            jnp.trunc(e),
            jnp.divmod(x, 0.7),
            jnp.ldexp(x, jnp.arange(6)),
            jnp.logaddexp2(x, e),
            jnp.cbrt(e),
            jnp.arcsinh(x),
            jnp.arctanh(jnp.clip(x, -0.9, 0.9)),
            jnp.exp2(x),
            jnp.log10(jnp.abs(x)),
        )

    return f


@program(f32(5, 9), f32(3, 4, 6, kind="edge"), Arg((7,), "complex64", "complex"))
def quantile_partition_sort():
    import jax
    import jax.numpy as jnp

    def f(x, e, z):
        return (
            jnp.quantile(x, jnp.array([0.1, 0.5, 0.9]), axis=1),
            jnp.percentile(x, 75.0, axis=0, method="nearest"),
            jnp.sort(jnp.partition(x, 3, axis=1)[:, :3], axis=1),
            jnp.sort(e, axis=0, descending=True),
            jnp.sort(e, axis=1),
            jnp.sort_complex(z),
            jnp.argsort(e, axis=2, stable=True),
            jax.lax.top_k(x.astype(jnp.int32), 2),
        )

    return f


@program(f32(6, 5), i32(4, lo=-8, hi=8), f32(4, 5), i32(3, 2, lo=-1, hi=6), i32(6, 2, lo=0, hi=5))
def scatter_gather_modes():
    import jax
    import jax.numpy as jnp

    def f(x, rows, updates, pairs, cols):
        batched_add = jax.vmap(lambda row, i, v: row.at[i].add(v))(x, cols, x[:, :2] * 2)
        batched_take = jax.vmap(lambda row, i: row[i])(x, cols)
        return (
            x.at[rows].set(updates, mode="drop"),
            x.at[rows].get(mode="fill", fill_value=jnp.nan),
            x.at[rows].min(updates, mode="clip"),
            x.at[pairs[:, 0], pairs[:, 1]].add(10.0, mode="drop"),
            x.at[jnp.array([0, 2, 4])].add(updates[:3], indices_are_sorted=True, unique_indices=True),
            jnp.put_along_axis(x, cols, -1.0, axis=1, inplace=False),
            jnp.take_along_axis(x, cols, axis=1),
            batched_add,
            batched_take,
        )

    return f


@program(f32(4, 3, 5), f32(5, 3, 2), f32(3, 3, 4), f32(2, 3), f32(3, 3))
def dot_general_permutations():
    import jax
    import jax.numpy as jnp

    def f(a, b, c, p, q):
        return (
            jax.lax.dot_general(a, b, (((2,), (0,)), ((1,), (1,)))),
            jax.lax.dot_general(a, c, (((1,), (0,)), ((), ()))),
            jnp.einsum("iij->ij", c),
            jnp.einsum("abc,cd->dba", a, b[:, 0]),
            jnp.tensordot(a, c, axes=([1], [1])),
            jnp.kron(p, q),
            jnp.cross(q, q[::-1]),
            jnp.matmul(a, jnp.ones(5)),
            jnp.matmul(p, a.transpose(1, 2, 0)[:2, :3], precision=jax.lax.Precision.HIGHEST),
            jnp.vdot(p, p),
            jnp.inner(q, q),
        )

    return f


@program(f32(32, 3), f32(32), f32(3))
def training_loop_fori():
    import jax
    import jax.numpy as jnp

    def f(x, noise, w_true):
        y = (x @ w_true + 0.1 * noise > 0).astype(jnp.float32)

        def loss(params):
            w, b = params
            logits = x @ w + b
            return jnp.mean(jax.nn.softplus(logits) - y * logits) + 1e-3 * jnp.sum(w**2)

        def step(params_and_velocity, _):
            params, velocity = params_and_velocity
            value, grads = jax.value_and_grad(loss)(params)
            velocity = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, velocity, grads)
            params = jax.tree_util.tree_map(lambda p, v: p - 0.5 * v, params, velocity)
            return (params, velocity), value

        params = (jnp.zeros(3), jnp.zeros(()))
        (params, _), history = jax.lax.scan(step, (params, params), None, length=25)
        accuracy = jnp.mean(((x @ params[0] + params[1]) > 0) == (y > 0))
        return params, history, accuracy

    return f


@program(f32(6, kind="edge"), f32(4, 6))
def custom_jvp_and_activations():
    import jax
    import jax.numpy as jnp

    @jax.custom_jvp
    def safe_log(x):
        return jnp.log(jnp.maximum(x, 1e-30))

    @safe_log.defjvp
    def _(primals, tangents):
        (x,), (t,) = primals, tangents
        return safe_log(x), t / jnp.maximum(x, 1e-30)

    def activations(x):
        return {
            "glu": jax.nn.glu(x, axis=-1),
            "celu": jax.nn.celu(x),
            "selu": jax.nn.selu(x),
            "relu6": jax.nn.relu6(x),
            "hard_swish": jax.nn.hard_swish(x),
            "squareplus": jax.nn.squareplus(x),
            "mish": jax.nn.mish(x),
            "hard_tanh": jax.nn.hard_tanh(x),
            "log_sigmoid": jax.nn.log_sigmoid(x),
        }

    def f(e, x):
        grads = jax.grad(lambda x: sum(jnp.sum(jnp.sin(v)) for v in jax.tree_util.tree_leaves(activations(x))))(x)
        return safe_log(e), jax.grad(lambda v: jnp.sum(safe_log(v * v)))(x[0]), activations(e), grads

    return f


@program(f32(16), Arg((3, 3), "complex64", "complex"), Arg((3,), "complex64", "complex"))
def complex_grad_and_math():
    import jax
    import jax.numpy as jnp

    def spectral_loss(x):
        return jnp.sum(jnp.abs(jnp.fft.fft(x * jnp.hanning(16))) ** 2)

    def f(x, a, v):
        tiny = v * 1e-20
        return (
            jax.grad(spectral_loss)(x),
            jax.grad(lambda a: jnp.sum(jnp.abs(a @ v) ** 2))(a),
            jnp.tanh(a),
            jnp.sin(a) * jnp.cosh(a),
            a**2.5,
            jnp.power(a, 3),
            v / tiny,
            jnp.linalg.norm(a, axis=0),
            jnp.angle(a @ v),
            jnp.log1p(v),
            jnp.expm1(v),
        )

    return f


@program(Arg((2, 6, 6, 4), "bfloat16"), Arg((3, 3, 4, 8), "bfloat16"), Arg((4, 16), "float16"), Arg((16,), "float16"))
def bf16_conv_f16_layernorm():
    import jax
    import jax.numpy as jnp

    def f(x, k, h, g):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                         preferred_element_type=jnp.float32)  # fmt: skip
        y16 = jax.lax.conv_general_dilated(x, k, (2, 2), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        h32 = h.astype(jnp.float32)
        mean = h32.mean(-1, keepdims=True)
        norm = ((h32 - mean) * jax.lax.rsqrt(h32.var(-1, keepdims=True) + 1e-5)).astype(jnp.float16) * g
        return y, y16, jax.nn.gelu(y16), norm, jnp.argmax(h, axis=-1), jnp.sum(h, axis=-1)

    return f


@program(f32(64, 256), f32(256, 512), f32(512), f32(512, 128), f32(128), corpus=False)
def mlp_large():
    import jax

    def f(x, w1, b1, w2, b2):
        return jax.nn.softmax(jax.nn.gelu(x @ w1 + b1) @ w2 + b2)

    return f


@program(f32(2, 128, 64), f32(2, 128, 64), f32(2, 128, 64), corpus=False)
def attention_large():
    import jax
    import jax.numpy as jnp

    def f(q, k, v):
        s = jnp.einsum("bqd,bkd->bqk", q, k) / 8.0
        s = jnp.where(jnp.tril(jnp.ones((128, 128), bool)), s, -jnp.inf)
        return jax.nn.softmax(s, axis=-1) @ v

    return f


@program(f32(4, 32, 32, 8), f32(3, 3, 8, 16), f32(16), f32(16), corpus=False)
def conv_large():
    import jax
    import jax.numpy as jnp

    def f(x, k, g, b):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = (y - y.mean((0, 1, 2))) * jax.lax.rsqrt(y.var((0, 1, 2)) + 1e-5) * g + b
        return jax.lax.reduce_window(jax.nn.relu(y), -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    return f


@program(f32(32, 128), i32(32, lo=0, hi=10), f32(128, 256), f32(256, 10), corpus=False)
def grad_mlp_large():
    import jax
    import jax.numpy as jnp

    def loss(w1, w2, x, y):
        logits = jnp.tanh(x @ w1) @ w2
        return -jnp.mean(jnp.sum(jax.nn.one_hot(y, 10) * jax.nn.log_softmax(logits), -1))

    def f(x, y, w1, w2):
        return jax.value_and_grad(loss, argnums=(0, 1))(w1, w2, x, y)

    return f


@program(f32(5, 8), f32(8, 4), i32(5, lo=0, hi=4), polymorphic=("b, 8", "8, 4", "b"))
def export_polymorphic_batch():
    import jax
    import jax.numpy as jnp

    def f(x, w, labels):
        logits = jnp.tanh(x @ w)
        loss = -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 4) * jax.nn.log_softmax(logits), -1))
        return jax.nn.softmax(logits, axis=-1), jnp.sum(x, axis=0), loss, jnp.concatenate([x, x], axis=0)[::2]

    return f


# Sharded programs (Shardy): a 2x2 mesh of CPU devices; aiopt runs them on one host, on the global arrays.


def _mesh_2x2(jax):
    """A 2x2 mesh ("x", "y") of the CPU devices, its axes Auto (shardings are hints)."""
    return jax.make_mesh((2, 2), ("x", "y"), axis_types=(jax.sharding.AxisType.Auto,) * 2)


@program(f32(8, 16), f32(16, 32), f32(32, 8), devices=4)
def sharded_jit_mlp():
    import jax
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = _mesh_2x2(jax)

    def f(x, w1, w2):
        return jax.nn.relu(x @ w1) @ w2

    shardings = [NamedSharding(mesh, spec) for spec in (P("x", None), P(None, "y"), P("y", None))]
    return jax.jit(f, in_shardings=shardings, out_shardings=NamedSharding(mesh, P("x", "y")))


@program(f32(8, 16), f32(16), devices=4)
def sharding_constraints():
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = _mesh_2x2(jax)

    def f(x, scale):
        x = jax.lax.with_sharding_constraint(x * 2, NamedSharding(mesh, P(None, "y")))
        centered = x - jnp.mean(x, axis=-1, keepdims=True)
        y = centered * jax.lax.rsqrt(jnp.mean(centered**2, axis=-1, keepdims=True) + 1e-5) * scale
        return jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("x", "y")))

    return jax.jit(f)


@program(f32(8, 4), f32(8, 4), devices=4)
def sharding_shard_alike():
    import jax
    import jax.numpy as jnp
    from jax.experimental.shard_alike import shard_alike
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = _mesh_2x2(jax)

    def f(a, b):
        # Sharded alike (sdy.sharding_group), with an unconstrained dimension.
        c, d = shard_alike(jnp.exp(a), b * 2)
        return jax.lax.with_sharding_constraint(c - d, NamedSharding(mesh, P("x", P.UNCONSTRAINED)))

    return jax.jit(f)


@program(f32(8, 4), devices=4)
def shard_map_psum_all_gather():
    import jax
    from jax.sharding import PartitionSpec as P

    def body(a):
        return jax.lax.psum(a, "x") * 2, jax.lax.all_gather(a, "y", tiled=True, axis=1), jax.lax.pmean(a, ("x", "y"))

    specs = (P(None, "y"), P("x", None), P())
    return jax.jit(jax.shard_map(body, mesh=_mesh_2x2(jax), in_specs=P("x", "y"), out_specs=specs, check_vma=False))


@program(f32(8, 4), f32(4, 4), devices=4)
def shard_map_collectives():
    import jax
    from jax.sharding import PartitionSpec as P

    def body(a, b):
        index = jax.lax.axis_index("y").astype(a.dtype)
        scattered = jax.lax.psum_scatter(a @ b, "y", scatter_dimension=0, tiled=True)
        permuted = jax.lax.ppermute(a, "x", perm=[(0, 1), (1, 0)])
        exchanged = jax.lax.all_to_all(a, "y", 1, 0, tiled=True)
        return jax.lax.pmax(a, ("x", "y")) + index, scattered, permuted, exchanged

    specs = (P("x"), P(("x", "y")), P("x"), P(("x", "y")))
    mesh = _mesh_2x2(jax)
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x", None), P()), out_specs=specs, check_vma=False))


@program(f32(8, 6), f32(6, 4), devices=4)
def shard_map_partial_manual():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    def body(x, w):
        # Manual over "x" only: "y" stays automatic inside.
        return jax.lax.psum(jnp.tanh(x @ w), "x")

    mesh = _mesh_2x2(jax)
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("x"), P()), out_specs=P(), axis_names={"x"}))


@program(f32(6, 3), f32(8, 6), f32(8, 3), devices=4)
def shard_map_data_parallel_step():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    def step(w, x, y):
        # One SGD step, the batch split over "x": the gradients and loss averaged over it ("y" automatic).
        def loss(w, x, y):
            return jnp.mean((jnp.tanh(x @ w) - y) ** 2)

        value, grad = jax.value_and_grad(loss)(w, x, y)
        return w - 0.1 * jax.lax.pmean(grad, "x"), jax.lax.pmean(value, "x")

    specs = (P(), P("x"), P("x"))
    mesh = _mesh_2x2(jax)
    return jax.jit(jax.shard_map(step, mesh=mesh, in_specs=specs, out_specs=(P(), P()), axis_names={"x"}))


@program(f32(8, 6), f32(6, 8), f32(8, 6), devices=4)
def shard_map_tensor_parallel_mlp():
    import jax
    from jax.sharding import PartitionSpec as P

    def mlp(x, w1, w2):
        # Megatron-style: w1 split by columns and w2 by rows over "y", one psum; the batch over "x".
        return jax.lax.psum(jax.nn.gelu(x @ w1) @ w2, "y")

    specs = (P("x"), P(None, "y"), P("y", None))
    return jax.jit(jax.shard_map(mlp, mesh=_mesh_2x2(jax), in_specs=specs, out_specs=P("x")))


@program(f32(16, 4), devices=8)
def shard_map_ring_loop():
    import jax
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((8,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))

    def ring(a):
        # A ring over 8 devices in a fori_loop: the loop's body (a call) sends each block to the next device.
        def step(i, acc):
            return jax.lax.ppermute(acc, "d", [(j, (j + 1) % 8) for j in range(8)]) * 0.5 + a

        return jax.lax.fori_loop(0, 3, step, a)

    return jax.jit(jax.shard_map(ring, mesh=mesh, in_specs=P("d"), out_specs=P("d")))


@program(f32(16, 4), devices=8)
def shard_map_jitted_helper():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((8,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))

    @jax.jit
    def mean_over_devices(v):
        return jax.lax.psum(v, "d") / 8

    def body(a):
        # The helper is a call in the export: its psum runs per device too.
        return mean_over_devices(jnp.sin(a)) + jax.nn.relu(a)

    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("d"), out_specs=P("d"), check_vma=False))


@program(f32(8, 4), devices=4)
def shard_map_cond_collectives():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((4,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))

    def body(a):
        # Both branches communicate; the predicate is the same on every device (a psum).
        total = jax.lax.psum(jnp.sum(a), "d")
        summed = jax.lax.cond(total > 0, lambda v: jax.lax.psum(v, "d"), lambda v: jax.lax.pmax(v, "d") * 2, a)
        index = jax.lax.axis_index("d")
        return summed + jax.lax.switch(index % 3, [lambda v: v + 1, jnp.sin, lambda v: v * v], a)

    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=P("d"), out_specs=P("d"), check_vma=False))


@program(f32(8, 4), devices=4)
def shard_map_nested():
    import jax
    from jax.sharding import PartitionSpec as P

    mesh = _mesh_2x2(jax)

    def inner(b):
        return jax.lax.psum(b, "y") + jax.lax.axis_index("y").astype(b.dtype)

    def outer(a):
        # A shard_map over "y" inside one over "x" (on the context's mesh, "x" manual).
        inner_map = jax.shard_map(
            inner,
            mesh=jax.sharding.get_abstract_mesh(),
            in_specs=P(None, "y"),
            out_specs=P(None, "y"),
            axis_names={"y"},
        )
        c = inner_map(a * 2)
        return jax.lax.psum(c, "x")

    return jax.jit(jax.shard_map(outer, mesh=mesh, in_specs=P("x"), out_specs=P(), axis_names={"x"}))


# ---------------------------------------------------------------------------
# Running one program (in a child process)


def _configure_jax(x64: bool, devices: int = 0):
    # XLA reads XLA_FLAGS when its CPU backend starts (difftest's flags: NaN-propagating min/max, and bf16/f16
    # rounded after every op, which a bf16 transformer block needed to agree within 5 bf16 ulps).
    flags = f"{os.environ.get('XLA_FLAGS', '')} {difftest.JAX_XLA_FLAGS}"
    if devices:
        flags += f" --xla_force_host_platform_device_count={devices}"
    os.environ["XLA_FLAGS"] = flags.strip()
    import jax

    jax.config.update("jax_enable_x64", x64)
    jax.config.update("jax_platforms", "cpu")
    return jax


def _jax_inputs(jax, entry: JaxProgram, inputs: list[np.ndarray]):
    import ml_dtypes

    return [x.astype(ml_dtypes.bfloat16) if a.dtype == "bfloat16" else x for x, a in zip(inputs, entry.args)]


def export(entry: JaxProgram) -> tuple[str, list[np.ndarray]]:
    """The StableHLO text jax exports for the program, and its inputs (as aiopt takes them)."""
    jax = _configure_jax(entry.x64, entry.devices)
    inputs = entry.inputs()
    if entry.polymorphic:
        from jax import export as jax_export

        specs = jax_export.symbolic_args_specs(_jax_inputs(jax, entry, inputs), list(entry.polymorphic))
        return jax_export.export(jax.jit(entry.make()))(*specs).mlir_module(), inputs
    text = _jitted(jax, entry).lower(*_jax_inputs(jax, entry, inputs)).as_text()
    return text, inputs


def _jitted(jax, entry: JaxProgram):
    """The program's function under `jax.jit` (a sharded program's `make` jits it with its shardings)."""
    function = entry.make()
    return function if entry.devices else jax.jit(function)


def tolerance(result_type: str) -> tuple[float, float]:
    """difftest's tolerance for a result of this type: bit-exact integers, transcendental-function tolerance for floats
    (rtol = atol: sums of products are reordered, so their error is absolute as much as relative)."""
    element = difftest._element_type(result_type)
    if element.startswith("complex<") or element in ("f16", "bf16", "f32", "f64"):
        return math_tolerance("tanh", element)
    return (0.0, 0.0)


def as_program(entry: JaxProgram, text: str, inputs: list[np.ndarray]) -> Program:
    """The exported program as difftest runs it (parse errors surface in difftest.interpret/run_compiled)."""
    from aiopt.support.parsing import parse_module

    try:
        module = parse_module(difftest._context(), text, f"{entry.name}.mlir")
        types = [str(t) for t in difftest._main(module).function_type.outputs.data]
    except Exception:
        types = []
    return Program(seed=0, index=0, text=text, inputs=inputs, families=[entry.name],
                   tolerance=[tolerance(t) for t in types], result_types=types)  # fmt: skip


def run_one(entry: JaxProgram) -> dict:
    """Export, compile, interpret and compare one program; its outcome (never raises)."""
    from aiopt.runtime.compiler import CompileError
    from aiopt.support.diagnostics import DiagnosticError

    outcome: dict = {"name": entry.name, "status": "ok", "detail": ""}
    try:
        text, inputs = export(entry)
    except Exception:
        return outcome | {"status": "export error", "detail": traceback.format_exc(limit=-3)}
    outcome["custom_calls"] = sorted(set(_custom_calls(text)))
    program = as_program(entry, text, inputs)
    problems = []
    started = time.perf_counter()
    try:
        compiled = difftest.run_compiled(program)
    except (CompileError, DiagnosticError) as err:
        return outcome | {"status": "compile error", "detail": _first_lines(str(err))}
    except Exception:
        return outcome | {"status": "crash", "detail": "compiler: " + traceback.format_exc(limit=-6)}
    outcome["compile_s"] = round(time.perf_counter() - started, 2)
    interpreted = from_jax = None
    try:
        interpreted = difftest.interpret(program)
        outcome["interpreter"] = "compared"
    except DiagnosticError as err:
        outcome["interpreter"] = f"error: {_first_lines(str(err))}"
    except Exception:
        outcome["interpreter"] = "crash: " + traceback.format_exc(limit=-4)
    try:
        from_jax = _jit_results(entry) if entry.polymorphic or entry.devices else difftest.run_jax(program)
        from_jax = [difftest.flush_subnormals(x) for x in from_jax]
        outcome["jax"] = "compared"
    except difftest.JaxSkipped as err:
        outcome["jax"] = f"skipped: {err}"
    judge = _Judge(entry, program, from_jax, outcome)
    if interpreted is not None:
        problems += judge.differences("compiled vs interpreter", compiled, interpreted)
    if from_jax is not None:
        problems += judge.differences("compiled vs jax", [difftest.flush_subnormals(x) for x in compiled], from_jax)
    if problems:
        return outcome | {"status": "mismatch", "detail": "\n".join(problems)}
    if outcome["interpreter"] != "compared":
        return outcome | {"status": "interpreter error", "detail": outcome["interpreter"]}
    return outcome


def _jit_results(entry: JaxProgram) -> list[np.ndarray]:
    """The results of `jax.jit(f)` on the inputs (XLA takes no text with `?` sizes: jax refines them first; nor
    a sharded program's text in one process)."""
    import jax

    results = _jitted(jax, entry)(*_jax_inputs(jax, entry, entry.inputs()))
    return [np.asarray(r) for r in jax.tree_util.tree_leaves(results)]


class _Judge:
    """Differences between aiopt's compiled results and the interpreter's or XLA's that rounding does not explain.

    All compute in the program's precision, each summing in its own order
    (the interpreter's dots in float64, rounded once): where a float result
    cancels (a batch-norm gradient) or a softmax amplifies its logits' error
    (an MLP's 512-term logits), two of them differ by more than the tolerance
    while compiled code is as close to the exact value as XLA. A float32
    (f16, bf16) result outside the tolerance is then judged against the
    function evaluated by jax in float64 (from the same input values, bf16
    and f16 ones included): it is rounding when every element of aiopt's is
    within the tolerance of the float64 value or no further from it than
    twice XLA's worst element (NaN and inf where XLA has them); the outcome
    notes it under "rounding". Without XLA's results, or for 64-bit
    programs, every difference is one.
    """

    def __init__(self, entry: JaxProgram, program: Program, from_jax: list | None, outcome: dict):
        self.entry, self.program, self.from_jax, self.outcome = entry, program, from_jax, outcome
        self._exact: list | None = None

    def exact(self) -> list | None:
        if self._exact is None:
            self._exact = _float64_results(self.entry) or []
        return self._exact

    def differences(self, what: str, actual: list, expected: list) -> list[str]:
        program = self.program
        problems = difftest._compare_all(what, actual, expected, program)
        if not problems or self.from_jax is None or self.entry.x64 or len(actual) != len(self.from_jax):
            return problems
        if len(self.exact()) != len(actual):
            return problems
        problems = []
        for i, (a, e, x, t) in enumerate(zip(actual, expected, self.from_jax, self.exact())):
            problem = difftest.compare(a, e, program.tolerance[i], program.result_types[i])
            if problem is None:
                continue
            error, xla_error = _rounding_errors(a, x, t, program.tolerance[i])
            if error is None:
                problems.append(f"{what}: result #{i} ({program.result_types[i]}): {problem}")
            else:
                self.outcome.setdefault("rounding", []).append(
                    f"{what}: result #{i}: {problem.splitlines()[0]}; "
                    f"max error against float64: aiopt {error:.3g}, XLA {xla_error:.3g}"
                )
        return problems


def _float64_results(entry: JaxProgram) -> list[np.ndarray] | None:
    """The program's function evaluated by jax with its float32 inputs in float64 (64-bit types on)."""
    import jax

    jax.config.update("jax_enable_x64", True)
    # bf16 and f16 inputs too: their values are exact in float64.
    inputs = [x.astype(np.float64) if x.dtype.kind == "f" else x for x in entry.inputs()]
    try:
        return [np.asarray(r) for r in jax.tree_util.tree_leaves(_jitted(jax, entry)(*inputs))]
    except Exception:
        return None


def _rounding_errors(actual, xla, exact, tolerance: tuple[float, float]) -> tuple[float | None, float]:
    """(aiopt's, XLA's) largest error against `exact` when aiopt's is explained by rounding, else (None, XLA's)."""
    a, x, t = (np.asarray(v, np.float64) for v in (actual, xla, exact))
    if a.dtype.kind == "c" or a.shape != t.shape or np.asarray(actual).dtype.kind != "f":
        return None, 0.0
    special = ~np.isfinite(x)
    if not np.array_equal(np.isnan(a), np.isnan(x)) or (a[special & ~np.isnan(x)] != x[special & ~np.isnan(x)]).any():
        return None, 0.0
    finite = np.isfinite(a) & np.isfinite(t)
    error, xla_error = np.abs(a - t)[finite], np.abs(x - t)[finite]
    worst = float(xla_error.max(initial=0.0))
    rtol, atol = tolerance
    explained = (error <= atol + rtol * np.abs(t[finite])) | (error <= 2 * worst)
    return (float(error.max(initial=0.0)) if explained.all() else None), worst


def _custom_calls(text: str) -> list[str]:
    import re

    return re.findall(r"stablehlo\.custom_call @([\w.$-]+)", text)


def _first_lines(text: str, count: int = 6) -> str:
    return "\n".join(text.splitlines()[:count])


# ---------------------------------------------------------------------------
# Driver


def run_isolated(name: str, timeout: float) -> dict:
    """Run one program in a child process: a crash (signal) or hang is its outcome."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "outcome.json"
        command = [sys.executable, __file__, "--child", name, "--child-out", str(out)]
        started = time.perf_counter()
        try:
            child = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"name": name, "status": "hang", "detail": f"no answer within {timeout:g} s"}
        outcome = json.loads(out.read_text()) if out.exists() else None
        if outcome is None:
            how = f"signal {-child.returncode}" if child.returncode < 0 else f"exit status {child.returncode}"
            return {"name": name, "status": "crash", "detail": f"the child died ({how}): {child.stderr[-2000:]}"}
        outcome["wall_s"] = round(time.perf_counter() - started, 2)
        return outcome


def write_corpus(directory: Path, entries: list[JaxProgram]) -> None:
    """Each program's exported text and inputs, for test/runtime/test_jax_programs.py (one child per program, as
    a program may need 64-bit types)."""
    directory.mkdir(parents=True, exist_ok=True)
    for entry in entries:
        command = [sys.executable, __file__, "--child-export", entry.name, "--child-out", str(directory)]
        subprocess.run(command, check=True)
        print(f"wrote {directory / entry.name}.mlir")


def _export_to(entry: JaxProgram, directory: Path) -> None:
    text, inputs = export(entry)
    (directory / f"{entry.name}.mlir").write_text(text)
    np.savez(directory / f"{entry.name}.npz", **{f"arg{i}": x for i, x in enumerate(inputs)})


def _table(outcomes: list[dict]) -> str:
    width = max(len(o["name"]) for o in outcomes)
    lines = [f"{'program':<{width}}  {'outcome':<17}  detail"]
    for o in outcomes:
        first = (o.get("detail") or "").strip().splitlines()
        lines.append(f"{o['name']:<{width}}  {o['status']:<17}  {first[0][:110] if first else ''}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated program names")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per program (default 300)")
    parser.add_argument("--merge", action="store_true", help="with --only: put those programs' outcomes in --json")
    parser.add_argument("--seed", type=int, default=0, help="other random inputs (default 0: the corpus's)")
    parser.add_argument("--json", type=Path, default=HERE / "jax_programs.json", help="where to write the outcomes")
    parser.add_argument("--write-corpus", type=Path, metavar="DIR", help="save texts and inputs to DIR, run nothing")
    parser.add_argument("--list", action="store_true", help="list the programs")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--child-export", help=argparse.SUPPRESS)
    parser.add_argument("--child-out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    by_name = {p.name: p for p in PROGRAMS}
    if args.child:
        args.child_out.write_text(json.dumps(run_one(by_name[args.child])))
        return 0
    if args.child_export:
        _export_to(by_name[args.child_export], args.child_out)
        return 0
    entries = PROGRAMS
    if args.only:
        unknown = [n for n in args.only.split(",") if n not in by_name]
        if unknown:
            parser.error(f"unknown program {', '.join(unknown)}")
        entries = [by_name[n] for n in args.only.split(",")]
    if args.list:
        print("\n".join(p.name for p in entries))
        return 0
    if args.seed:
        os.environ[SEED_VARIABLE] = str(args.seed)
    if args.write_corpus:
        if args.seed:
            parser.error("the corpus is written with seed 0")
        write_corpus(args.write_corpus, [e for e in entries if e.corpus])
        return 0
    outcomes = []
    for entry in entries:
        outcome = run_isolated(entry.name, args.timeout)
        outcomes.append(outcome)
        print(f"{entry.name}: {outcome['status']}", flush=True)
    print(_table(outcomes))
    counts = Counter(o["status"] for o in outcomes)
    passed = counts["ok"]
    print(f"\n{passed} of {len(outcomes)} ok ({100 * passed / len(outcomes):.0f}%): "
          + ", ".join(f"{counts[s]} {s}" for s in STATUSES if counts[s]))  # fmt: skip
    if args.merge:
        rerun = {o["name"]: o for o in outcomes}
        earlier = json.loads(args.json.read_text())["outcomes"]
        kept = {o["name"] for o in earlier}
        outcomes = [rerun.get(o["name"], o) for o in earlier] + [o for o in outcomes if o["name"] not in kept]
    if (not args.only or args.merge) and not args.seed:
        import jax

        counts = Counter(o["status"] for o in outcomes)
        now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        record = {"date": now, "jax": jax.__version__, "programs": len(outcomes), "ok": counts["ok"],
                  "pass_rate": round(counts["ok"] / len(outcomes), 3), "counts": dict(counts),
                  "outcomes": outcomes}  # fmt: skip
        args.json.write_text(json.dumps(record, indent=1) + "\n")
    return 0 if passed == len(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
