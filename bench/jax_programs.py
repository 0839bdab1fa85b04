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
    an unsigned type), "complex" (normal real and imaginary parts), "given"
    (`values`, in order: crafted edge cases such as ties, -0 and INT_MIN)."""

    shape: tuple[int, ...]
    dtype: str = "float32"
    kind: str = "normal"
    lo: int = 0
    hi: int = 10
    values: tuple = ()

    def make(self, rng: np.random.Generator) -> np.ndarray:
        n = math.prod(self.shape)
        if self.kind == "given":
            return np.array(self.values, np.float32 if self.dtype == "bfloat16" else self.dtype).reshape(self.shape)
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


def given(dtype: str, *values, shape: tuple[int, ...] | None = None) -> Arg:
    """An argument of these values (of `shape`, else a vector)."""
    return Arg(shape or (len(values),), dtype, "given", values=tuple(values))


@dataclass
class JaxProgram:
    name: str
    make: Callable[[], Callable]
    """Returns the function (called after jax is imported and configured)."""
    args: list[Arg]
    x64: bool = False
    corpus: bool = True
    """Whether --write-corpus saves it (not the programs with large shapes, nor a text of 100 KB or more)."""
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


@program(f32(2, 5, 5), Arg((4, 4), "complex64", "complex"))
def linalg_hessenberg():
    import jax

    def f(a, c):
        # lapack_?gehrd_ffi and the orgqr/ungqr of Q: the Hessenberg form is unique given LAPACK's reflector signs.
        h, q = jax.vmap(lambda m: jax.scipy.linalg.hessenberg(m, calc_q=True))(a)
        hc, qc = jax.scipy.linalg.hessenberg(c, calc_q=True)
        return h, q, hc, qc, jax.lax.linalg.hessenberg(a)

    return f


@program(f32(5, 5), f32(3, 4, 4), Arg((4, 4), "complex64", "complex"))
def linalg_schur():
    import jax
    import jax.numpy as jnp

    def invariants(a, t, z, real):
        # The Schur form is unique only up to the eigenvalues' order and a unitary factor of each block: its
        # defining properties and its eigenvalues (real and imaginary parts sorted apart: a conjugate pair's real
        # parts tie) are.
        scale = jnp.max(jnp.abs(a))
        reconstructed = jnp.max(jnp.abs(z @ t @ z.conj().T - a)) / scale
        unitary = jnp.max(jnp.abs(z.conj().T @ z - jnp.eye(a.shape[-1])))
        below = jnp.max(jnp.abs(jnp.tril(t, -2 if real else -1)))
        w = jnp.linalg.eigvals(t)
        return reconstructed, unitary, below, jnp.sort(w.real), jnp.sort(w.imag)

    def f(a, batch, c):
        t, z = jax.scipy.linalg.schur(a)  # lapack_sgees_ffi: real, quasi-upper triangular
        tc, zc = jax.scipy.linalg.schur(a, output="complex")  # lapack_cgees_ffi of a real matrix
        tb, zb = jax.vmap(jax.scipy.linalg.schur)(batch)
        t_only = jax.lax.linalg.schur(c, compute_schur_vectors=False)[0]
        return (
            *invariants(a, t, z, True),
            *invariants(a, tc, zc, False),
            *jax.vmap(lambda m, x, y: jnp.stack(invariants(m, x, y, True)[:3]))(batch, tb, zb).T,
            *invariants(c, *jax.scipy.linalg.schur(c), False),
            jnp.sort(jnp.linalg.eigvals(t_only).real),
        )

    return f


@program(f32(4, 4), f32(4, 4), Arg((3, 3), "complex64", "complex"))
def linalg_sqrtm_funm():
    import jax
    import jax.numpy as jnp

    def f(a, b, c):
        # Matrix functions through the Schur form (cgees, sgees): unique for these matrices (no eigenvalue on the
        # negative real axis for sqrtm; distinct eigenvalues for funm).
        spd = a @ a.T + jnp.eye(4)
        return (
            jax.scipy.linalg.sqrtm(spd),
            jax.scipy.linalg.sqrtm(b + 4 * jnp.eye(4)),
            jax.scipy.linalg.sqrtm(c @ c.conj().T + jnp.eye(3)),
            jax.scipy.linalg.funm(b * 0.5, jnp.sin),
            jax.scipy.linalg.funm(b * 0.5, jnp.exp),
        )

    return f


@program(f32(5, 5), f32(5, 3), f32(4, 4), Arg((4, 4), "complex64", "complex"), Arg((4, 2), "complex64", "complex"))
def linalg_solvers_every_option():
    import jax
    import jax.numpy as jnp

    def f(a, b, m, c, cb):
        sl = jax.scipy.linalg
        well = a + 5 * jnp.eye(5)
        lu_piv = sl.lu_factor(well)
        low = jnp.linalg.cholesky(well @ well.T)
        up = low.T
        out = [sl.lu_solve(lu_piv, b, trans=t) for t in (0, 1, 2)]
        out += [sl.cho_solve((low, True), b), sl.cho_solve((up, False), b)]
        for lower in (True, False):
            for trans in (0, 1, 2, "N", "T", "C"):
                for unit in (False, True):
                    out.append(sl.solve_triangular(well, b, lower=lower, trans=trans, unit_diagonal=unit))
        cwell = c + 4 * jnp.eye(4)
        out += [sl.solve_triangular(cwell, cb, lower=True, trans="C"), sl.lu_solve(sl.lu_factor(cwell), cb, trans=2)]
        out.append(jax.lax.linalg.triangular_solve(well, b.T, left_side=False, lower=True, transpose_a=True))
        u, p = sl.polar(m + 3 * jnp.eye(4))
        u2, p2 = sl.polar(m + 3 * jnp.eye(4), method="svd")
        w = jnp.linalg.eigvals(m)
        out += [u, p, u2, p2, jnp.sort(w.real), jnp.sort(w.imag), sl.expm(m * 0.3), sl.expm(c * 0.3)]
        return out

    return f


@program(f32(4, 6), f32(6, 3), Arg((5, 5), "complex64", "complex"), f32(2, 5, 4))
def linalg_qr_pivoting():
    import jax
    import jax.numpy as jnp

    def f(wide, tall, c, batch):
        # lapack_?geqp3_ffi (column pivoting): unique for matrices whose column norms do not tie.
        q, r, p = jax.scipy.linalg.qr(wide, pivoting=True)
        r2, p2 = jax.scipy.linalg.qr(tall, pivoting=True, mode="r")
        q3, r3, p3 = jax.scipy.linalg.qr(c, pivoting=True, mode="economic")
        qb, rb, pb = jax.vmap(lambda m: jax.scipy.linalg.qr(m, pivoting=True, mode="economic"))(batch)
        return q, r, p, r2, p2, q3, r3, p3, qb, rb, pb, jnp.max(jnp.abs(q @ r - wide[:, p]))

    return f


@program(f32(5, 5), Arg((2, 4, 4), "complex64", "complex"))
def linalg_tridiagonal_reduction():
    import jax

    def f(a, c):
        # lapack_ssytrd_ffi / lapack_chetrd_ffi: the Householder reduction of a Hermitian matrix's triangle to real
        # tridiagonal form, unique given LAPACK's reflector signs (the other triangle is returned as given).
        lower = jax.lax.linalg.tridiagonal(a, lower=True)
        upper = jax.lax.linalg.tridiagonal(a, lower=False)
        return (*lower, *upper, *jax.lax.linalg.tridiagonal(c, lower=True), *jax.lax.linalg.tridiagonal(c, lower=False))

    return f


@program(f32(4, 4), f32(6), f32(5), given("int32", 2, 2, 3, 3))
def linalg_lax_helpers():
    import jax
    import jax.numpy as jnp

    def f(a, d, off, pivots):
        lin = jax.lax.linalg
        spd = a @ a.T + jnp.eye(4)
        chol = jnp.linalg.cholesky(spd)
        u, h, _, _ = lin.qdwh(a + 2 * jnp.eye(4))
        return (
            lin.lu_pivots_to_permutation(pivots, 5),
            lin.symmetric_product(a, spd, alpha=0.5, beta=2.0),
            lin.cholesky_update(chol, a[0]),
            u,
            h,
            jax.scipy.linalg.eigh_tridiagonal(d, off, eigvals_only=True),
            jax.scipy.linalg.toeplitz(d[:4], off[:4]) @ a,
            jax.scipy.linalg.block_diag(a[:2, :2], a[2:, 1:]),
            jax.scipy.linalg.hilbert(4) @ a,
            jnp.linalg.matrix_rank(a @ a.T.at[0].set(0)),
        )

    return f


@program(f32(4))
def random_rbg_keys():
    import jax
    import jax.numpy as jnp

    def f(x):
        # rbg and unsafe_rbg keys draw their bits with rng_bit_generator (the backend's algorithm): the values are
        # XLA's own, so only their distribution's invariants are compared (range, shape, dtype).
        out = []
        for impl in ("rbg", "unsafe_rbg"):
            key = jax.random.key(3, impl=impl)
            u = jax.random.uniform(key, (64,))
            n = jax.random.normal(jax.random.fold_in(key, 1), (64,))
            out += [jnp.all((u >= 0) & (u < 1)), jnp.isfinite(n).all(), jax.random.bits(key, (2,)).shape[0] + x[0]]
        threefry = jax.random.key(3, impl="threefry2x32")
        out += [jax.random.uniform(threefry, (4,)) + x, jax.random.permutation(jax.random.fold_in(threefry, 2), 6)]
        return out

    return f


@program(Arg((4, 4), "float64"), Arg((4, 4), "complex128", "complex"), x64=True)
def linalg_grads_and_x64_schur():
    import jax
    import jax.numpy as jnp

    def f(a, c):
        spd = a @ a.T + jnp.eye(4)
        grads = [
            jax.grad(lambda m: jnp.sum(jnp.linalg.eigvalsh(m @ m.T) * jnp.arange(4.0)))(a),
            jax.grad(lambda m: jnp.sum(jnp.linalg.svd(m, compute_uv=False)))(a),
            jax.grad(lambda m: jnp.linalg.slogdet(m @ m.T + jnp.eye(4))[1])(a),
            jax.grad(lambda m: jnp.sum(jnp.linalg.inv(m + 3 * jnp.eye(4))))(a),
            jax.grad(lambda m: jnp.sum(jnp.linalg.cholesky(m @ m.T + jnp.eye(4))))(a),
            jax.grad(lambda m: jnp.sum(jnp.abs(jnp.linalg.qr(m)[1])))(a),
            jax.grad(lambda m: jnp.sum(jax.scipy.linalg.expm(m * 0.3)))(a),
            jax.scipy.linalg.expm_frechet(a * 0.3, spd * 0.1, compute_expm=False),
            jax.grad(lambda m: jnp.sum(jax.scipy.linalg.solve_triangular(jnp.tril(m) + 4 * jnp.eye(4), m[0])))(a),
        ]
        t, z = jax.scipy.linalg.schur(a)
        tc, zc = jax.scipy.linalg.schur(c)
        h, q = jax.scipy.linalg.hessenberg(c, calc_q=True)
        w = jnp.linalg.eigvals(t)
        return (
            *grads,
            jnp.max(jnp.abs(z @ t @ z.T - a)),
            jnp.max(jnp.abs(zc @ tc @ zc.conj().T - c)),
            jnp.sort(w.real),
            jnp.sort(jnp.abs(w.imag)),
            h,
            q,
            jax.scipy.linalg.sqrtm(spd),
            jax.scipy.linalg.funm(a * 0.5, jnp.cos),
        )

    return f


@program(f32(6), i32(3, lo=0, hi=4), f32(3, 4))
def branches_forwarding_operands():
    import jax
    import jax.numpy as jnp

    def f(x, idx, m):
        # Branches that return an operand unchanged next to values computed from it (in place where the
        # buffers allow): the forwarded value must keep its contents.
        lax = jax.lax
        half = x / 2
        out = [lax.switch(i, [lambda v, k=k: (v + k, v, v.at[k].set(-1.0)) for k in range(4)], half) for i in idx]
        out.append(lax.cond(idx[0] > 1, lambda v: (v, v * 2), lambda v: (v.at[0].add(5.0), v), half))
        scaled = m * 3
        out.append(lax.cond(idx[1] > 1, lambda a: (a @ a.T, a), lambda a: (a[:, :3] @ a[:, :3].T, a.at[1].set(0)), scaled))

        def body(carry, k):
            a, b = carry
            a2 = lax.cond(k % 2 == 0, lambda v: v.at[k].mul(2.0), lambda v: v, a)
            return (a2, a), a2.sum() + b.sum()

        out.append(lax.scan(body, (half, x), jnp.arange(5)))
        return out

    return f


@program(f32(4, 8, kind="edge"), i32(6, lo=-2, hi=6))
def nn_every_activation():
    import jax
    import jax.numpy as jnp

    def f(x, labels):
        nn = jax.nn
        out = [
            g(x)
            for g in (
                nn.relu,
                nn.relu6,
                nn.sigmoid,
                nn.softplus,
                nn.sparse_plus,
                nn.sparse_sigmoid,
                nn.soft_sign,
                nn.silu,
                nn.swish,
                nn.log_sigmoid,
                nn.hard_sigmoid,
                nn.hard_silu,
                nn.hard_swish,
                nn.hard_tanh,
                nn.elu,
                nn.celu,
                nn.selu,
                nn.gelu,
                nn.mish,
                nn.squareplus,
                nn.tanh,
                nn.identity,
            )
        ]
        finite = jnp.nan_to_num(x, nan=0.5, posinf=3.0, neginf=-3.0)
        out += [
            nn.leaky_relu(x, 0.2),
            nn.elu(x, 0.5),
            nn.celu(x, 2.0),
            nn.gelu(x, approximate=False),
            nn.squareplus(x, 2.0),
            nn.glu(finite),
            nn.glu(finite, axis=0),
            nn.log_softmax(finite),
            nn.softmax(finite, axis=0),
            nn.logsumexp(finite, axis=1),
            nn.logmeanexp(finite, axis=-1),
            nn.log1mexp(-jnp.abs(finite) - 1e-3),
            nn.standardize(finite, axis=-1),
            nn.standardize(finite, axis=0, epsilon=1e-3),
            nn.one_hot(labels, 5),
            nn.one_hot(labels, 4, axis=0, dtype=jnp.int32),
            nn.softmax(finite, where=finite > 0),
            nn.log_softmax(finite, where=finite > -1),
        ]
        return out

    return f


@program(
    f32(2, 6, 4, 8),
    f32(2, 6, 4, 8),
    f32(2, 6, 4, 8),
    f32(2, 4, 6, 6),
    Arg((2, 1, 6, 6), "bool", "bool"),
    given("int32", 3, 6),
)
def attention_masks_bias_lengths():
    import jax

    def f(q, k, v, bias, mask, lengths):
        att = jax.nn.dot_product_attention
        # A row whose mask is all false gives NaN-free garbage in XLA (softmax of -inf everywhere is not what
        # either side computes: keep one key always visible).
        mask = mask.at[..., 0].set(True)
        return (
            att(q, k, v, bias=bias),
            att(q, k, v, mask=mask),
            att(q, k, v, bias=bias, mask=mask, is_causal=True),
            att(q, k, v, scale=0.5, is_causal=True),
            att(q, k, v, query_seq_lengths=lengths, key_value_seq_lengths=lengths),
            att(q, k, v, local_window_size=(2, 1)),
            att(q, k[:, :, :2], v[:, :, :2]),  # grouped-query: 4 heads share 2
        )

    return f


@program(f32(1, 6, 6, 2), f32(5, 7))
def image_scale_and_translate():
    import jax
    import jax.numpy as jnp

    def f(img, gray):
        out = []
        for method in ("linear", "cubic", "lanczos3", "lanczos5", "triangle"):
            for antialias in (True, False):
                out.append(
                    jax.image.scale_and_translate(
                        img, (1, 9, 4, 2), (1, 2), jnp.array([1.5, 0.7]), jnp.array([0.25, -0.5]), method, antialias
                    )
                )
        out.append(jax.image.scale_and_translate(gray, (10, 3), (0, 1), jnp.array([2.0, 0.4]), jnp.zeros(2), "linear"))
        out.append(jax.image.resize(gray, (3, 11), "nearest"))
        return out

    return f


@program(f32(7), f32(9), f32(5), f32(3, 6, kind="edge"), i32(4, lo=-3, hi=9), f32(6))
def numpy_numeric_misc():
    import jax.numpy as jnp

    def f(p, x, k, e, shifts, phase):
        xs = jnp.sort(x)
        out = [jnp.polyval(p, x), jnp.polyval(p[:3], 2.5)]
        out += [jnp.convolve(x, k, mode=m) for m in ("full", "same", "valid")]
        out += [jnp.correlate(x, k, mode=m) for m in ("full", "same", "valid")]
        out += [
            jnp.interp(k, xs, x, left=-9.0, right=9.0),
            jnp.interp(k * 3, xs, x, period=2.0),
            jnp.searchsorted(xs, k, side="right"),
        ]
        out += [jnp.searchsorted(xs, k, method=m) for m in ("scan", "scan_unrolled", "sort", "compare_all")]
        out += [
            jnp.take_along_axis(e, jnp.abs(shifts[:3, None]) % 6, axis=1),
            jnp.take_along_axis(e, shifts[:2, None], axis=0, mode="clip"),
            jnp.take_along_axis(e, shifts[:2, None], axis=0, mode="fill", fill_value=-1.0),
        ]
        out += [g(e, axis=1) for g in (jnp.nansum, jnp.nanmean, jnp.nanvar, jnp.nanstd, jnp.nanmax, jnp.nanmin)]
        out += [jnp.nanprod(e, axis=0), jnp.nancumsum(e, axis=1), jnp.nancumprod(e, axis=1), jnp.nanargmax(e, axis=1)]
        out += [jnp.nanmedian(e, axis=1), jnp.nanpercentile(e, 30.0, axis=1), jnp.nanquantile(e, 0.7)]
        for method in ("linear", "lower", "higher", "midpoint", "nearest"):
            out += [jnp.quantile(x, jnp.array([0.1, 0.5, 0.93]), method=method), jnp.percentile(p, 40.0, method=method)]
        out += [jnp.lexsort((x, jnp.round(x))), jnp.lexsort((k, jnp.floor(k), -k))]
        out += [jnp.partition(x, 4), jnp.argpartition(x, 3), jnp.partition(e, 2, axis=1)]
        out += [jnp.trapezoid(x), jnp.trapezoid(x, dx=0.5), jnp.trapezoid(x, xs), jnp.gradient(x), jnp.gradient(x, 0.3)]
        out += [jnp.diff(x, prepend=0.0), jnp.diff(x, n=2, append=jnp.array([1.0, 2.0])), jnp.diff(e, axis=0)]
        out += [jnp.unwrap(phase * 4), jnp.unwrap(phase * 40, period=5.0), jnp.unwrap(phase * 4, discont=4.0)]
        out += [
            jnp.roll(x, shifts[0]),
            jnp.roll(e, shifts[1], axis=1),
            jnp.roll(e, (shifts[2], shifts[3]), axis=(0, 1)),
        ]
        out += [jnp.tri(4, 5, k=1), jnp.tril(e, k=-1), jnp.triu(e, k=2), jnp.tril(e, k=3)]
        out += [jnp.kron(e[:2, :2], e[:2, :3]), jnp.vander(k), jnp.vander(k, 3, increasing=True)]
        sq = e[:, :3]
        out += [jnp.einsum("ii->i", sq), jnp.einsum("ii", sq), jnp.einsum("iij->j", jnp.stack([sq] * 3, axis=-1))]
        out += [jnp.einsum("ij,ij->i", e, e), jnp.einsum("i,i,i->", x, x, x), jnp.einsum("ji->ij", e)]
        return out

    return f


@program(
    f32(8, kind="positive"),
    f32(8),
    Arg((8,), "uint32", "bits"),
    Arg((8,), "int64", "int", -1000, 1000),
    f32(8, kind="edge"),
    x64=True,
)
def lax_special_and_bits():
    import jax
    import jax.numpy as jnp

    def f(pos, x, bits, ints, edge):
        lax = jax.lax
        u = jnp.clip(jnp.abs(x) / 3, 0.01, 0.99)
        return (
            lax.cumlogsumexp(x),
            lax.cumlogsumexp(x, reverse=True),
            lax.cummax(x, reverse=True),
            lax.reduce_precision(edge, exponent_bits=5, mantissa_bits=10),
            lax.reduce_precision(edge, exponent_bits=8, mantissa_bits=7),
            lax.reduce_precision(edge, exponent_bits=4, mantissa_bits=3),
            lax.population_count(bits),
            lax.clz(bits),
            lax.population_count(ints),
            lax.clz(ints),
            lax.polygamma(jnp.float32(1), pos),
            lax.polygamma(jnp.float32(2), pos + 1),
            lax.igamma(pos, pos * 1.5),
            lax.igammac(pos, pos * 0.5),
            lax.zeta(pos + 1.5, pos),
            lax.bessel_i0e(x),
            lax.bessel_i1e(x),
            lax.erf_inv(u * 2 - 1),
            lax.lgamma(pos),
            lax.digamma(pos),
            lax.random_gamma_grad(pos, pos),
            lax.igamma_grad_a(pos, pos * 1.2),
            jax.scipy.special.betainc(pos, pos + 1, u),
            jax.scipy.special.gammaincc(pos, u),
            jax.scipy.special.i0(x),
            jax.scipy.special.i1(x),
            jax.scipy.special.ndtri(u),
            jax.scipy.special.log_ndtr(x * 5),
            jax.scipy.special.erfcx(x),
            jax.scipy.special.expi(pos),
            jax.scipy.special.spence(pos),
            jax.scipy.special.xlog1py(x, u),
            jax.scipy.special.entr(u),
        )

    return f


@program(f32(6), i32(3, lo=-2, hi=8), f32(10, 3))
def control_switch_unroll_map():
    import jax
    import jax.numpy as jnp

    def f(x, idx, xs):
        lax = jax.lax
        branches = [lambda v, k=k: jnp.sin(v * k) + k for k in range(6)]
        switched = [lax.switch(i, branches, x) for i in idx]
        conds = lax.cond(idx[0] > 3, lambda v: v * 2, lambda v: -v, x)
        nested = lax.cond(idx[1] > 0, lambda v: lax.switch(idx[2], branches[:3], v), lambda v: v + 1, x)
        looped = [lax.fori_loop(0, 7, lambda i, c: c * 0.9 + jnp.sin(c + i), x, unroll=u) for u in (1, 2, 3, True)]
        dyn = lax.fori_loop(0, idx[0] + 3, lambda i, c: c + i * 0.1, x)
        mapped = [lax.map(lambda r: jnp.cumsum(r) * r[0], xs, batch_size=b) for b in (None, 3, 4, 10)]
        scanned = lax.scan(lambda c, r: (c + r.sum(), c * r), 0.0, xs, unroll=3)
        return (*switched, conds, nested, *looped, dyn, *mapped, *scanned)

    return f


@program(f32(6, kind="positive"), f32(6), f32(3, 4))
def grads_of_special_and_nn():
    import jax
    import jax.numpy as jnp

    def f(pos, x, m):
        def scalar(g):
            return jax.grad(lambda v: jnp.sum(g(v)))

        out = [
            scalar(g)(x)
            for g in (
                jax.nn.gelu,
                jax.nn.mish,
                jax.nn.selu,
                jax.nn.celu,
                jax.nn.squareplus,
                jax.nn.log_sigmoid,
                jax.nn.hard_swish,
                jax.nn.soft_sign,
                jax.nn.sparse_plus,
                jax.lax.bessel_i0e,
                jax.lax.bessel_i1e,
                lambda v: jax.lax.cumlogsumexp(v),
                lambda v: jnp.sort(v) * jnp.arange(6.0),
                lambda v: jnp.quantile(v, 0.3),
                lambda v: jnp.interp(v, jnp.array([-1.0, 0.0, 2.0]), jnp.ones(3)),
            )
        ]
        out += [
            scalar(g)(pos)
            for g in (jax.lax.lgamma, jax.lax.digamma, lambda v: jax.lax.igamma(v, 1.5), jax.scipy.special.erfcx)
        ]
        out.append(jax.grad(lambda a: jnp.sum(jax.nn.glu(a) ** 2))(m))
        out.append(jax.grad(lambda a: jnp.sum(jax.nn.standardize(a, axis=1) * jnp.arange(4.0)))(m))
        out.append(jax.grad(lambda a: jnp.sum(jnp.linalg.eigvalsh(a @ a.T)))(m))
        out.append(jax.jacfwd(lambda v: jnp.cumsum(jnp.sin(v)))(x))
        return out

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


# ---------------------------------------------------------------------------
# More programs users write (helper 157): integer division and shifts at their edges, unsigned 64-bit
# arithmetic, float-to-int conversions, sorts and top_k with NaN/-0/ties, pad modes, custom reduce bodies,
# clamp with scalar bounds, inverse trig, triangular solves, float64 and complex128 programs, vmapped conv and
# gather, ring buffers in fori_loop, while loops that exit early, switch inside scan, segment ops, explicit
# reduce_window cumulative sums, SAME pooling, a batch-norm train step, AdamW with a schedule, f16/int8/int4
# dots, custom_jvp gradients at their edges, several-contraction einsums, structured-matrix builders, argmax
# ties, signed zeros, integer powers, ApproxTopK, optimization barriers, composites, ragged_dot,
# map_coordinates, and large sorts, reductions and conv_transposes for the threaded paths.

INT_EDGES_I32 = (-(2**31), -(2**31) + 1, -7, -1, 0, 1, 7, 2**31 - 1)


@program(given("int32", *INT_EDGES_I32), given("int32", -1, 0, 3, -1, 0, -3, 2, -1),
         given("int8", -128, -127, -7, -1, 0, 1, 7, 127), given("int8", -1, 0, 3, -1, 0, -3, 2, -1),
         given("uint32", 0, 1, 7, 2**31, 2**32 - 1, 5, 2**32 - 2, 9),
         given("uint32", 0, 0, 2, 3, 0, 2**32 - 1, 1, 2**31))  # fmt: skip
def integer_division_edges():
    import jax
    import jax.numpy as jnp

    def f(a, b, c, d, u, v):
        # lax.div/rem: truncating, and XLA's results where C is undefined (x / 0 = -1 for signed, all ones for
        # unsigned; x % 0 = x; INT_MIN / -1 = INT_MIN, INT_MIN % -1 = 0); jnp's floor division and modulo.
        return (
            jax.lax.div(a, b), jax.lax.rem(a, b), jax.lax.div(c, d), jax.lax.rem(c, d),
            jax.lax.div(u, v), jax.lax.rem(u, v),
            jnp.floor_divide(a, jnp.where(b == 0, 1, b)), jnp.mod(c, jnp.where(d == 0, 1, d)),
            jnp.floor_divide(u, jnp.uint32(7)), u % jnp.uint32(10),
            jnp.abs(a), -c, jnp.sign(c),
        )  # fmt: skip

    return f


@program(given("int8", -128, -1, 1, 127, 64, -64, 3, -3), given("int8", 0, 1, 7, 8, 9, -1, 127, -128),
         given("uint16", 1, 0xFFFF, 0x8000, 3, 5, 0x1234, 0xFF, 2), given("int16", 0, 15, 16, 17, -1, 3, 100, 8),
         given("int64", -(2**63), -1, 1, 2**62, 5, -5, 2**63 - 1, 7), given("int64", 0, 63, 64, 65, -1, 1, 200, 32),
         given("uint64", 1, 2**64 - 1, 2**63, 3, 5, 12345678901234, 255, 2), x64=True)  # fmt: skip
def shifts_past_width():
    import jax

    def f(a, sa, u, su, w, sw, uw):
        # Shift amounts of the width or more (and negative ones, as unsigned: huge): 0 for left and logical
        # right shifts, the sign for arithmetic ones (StableHLO's rule, not C's undefined behaviour).
        out = []
        for x, s in ((a, sa), (u, su.astype(u.dtype)), (w, sw), (uw, sw.astype(uw.dtype))):
            s = s.astype(x.dtype)
            out += [jax.lax.shift_left(x, s), jax.lax.shift_right_logical(x, s), jax.lax.shift_right_arithmetic(x, s)]
        return tuple(out)

    return f


@program(given("uint64", 0, 1, 2**63 - 1, 2**63, 2**64 - 1, 12345678901234567890, 3, 2**32),
         given("uint64", 1, 2**64 - 1, 2, 7, 2**63, 10, 0, 2**32 + 1),
         given("float64", 0.0, -1.0, 1.5, 2.0**63, 2.0**64, 1e300, float("nan"), 1.8446744073709552e19),
         x64=True)  # fmt: skip
def unsigned_64bit_arithmetic():
    import jax
    import jax.numpy as jnp

    def f(a, b, x):
        return (
            a + b, a - b, a * b, jax.lax.div(a, b), jax.lax.rem(a, b), a > b, jnp.maximum(a, b),
            a.astype(jnp.float64), a.astype(jnp.float32), a.astype(jnp.int64), (a >> 32).astype(jnp.uint32),
            x.astype(jnp.uint64), x.astype(jnp.int64), jnp.sort(a), jnp.argsort(a), jnp.argmax(a), jnp.max(a),
            jnp.cumsum(a), jnp.sum(b), jax.lax.population_count(a), jax.lax.clz(a),
        )  # fmt: skip

    return f


@program(f32(4, 8, kind="edge"), given("float32", -0.0, 0.5, 1.5, 2.5, -2.5, 127.5, -128.5, 255.5,
                                        256.0, -1.0, 3e9, -3e9, 65504.0, 65520.0, 1e-40, -1e-8))  # fmt: skip
def float_to_int_conversions():
    import jax.numpy as jnp

    def f(e, v):
        # XLA's float -> int converts saturate and give 0 for NaN; f32 -> f16 and bf16 round to nearest even
        # (65520 -> inf in f16).
        out = []
        for x in (e.ravel(), v):
            out += [x.astype(t) for t in (jnp.int8, jnp.uint8, jnp.int16, jnp.uint16, jnp.int32, jnp.uint32,
                                          jnp.bool_)]  # fmt: skip
            out += [x.astype(jnp.float16).astype(jnp.float32), x.astype(jnp.bfloat16).astype(jnp.float32)]
        return tuple(out)

    return f


@program(given("float32", 3.0, -0.0, float("nan"), 0.0, -1.0, float("inf"), 3.0, float("-inf"), 0.0, -0.0,
               float("nan"), 2.0, shape=(2, 6)),
         given("int32", 2, 1, 2, 1, 0, 2, 1, 1, 0, 0, 2, 1, shape=(2, 6)),
         given("uint32", 2**32 - 1, 0, 2**31, 1, 2**31 - 1, 7, 7, 2**31 + 5, 3, 0, 2**32 - 2, 9,
               shape=(2, 6)))  # fmt: skip
def sort_topk_nan_ties():
    import jax
    import jax.numpy as jnp

    def f(x, k, u):
        # jax sorts NaN last and -0 before +0 (a total order); stable ties keep their order; top_k with ties
        # takes the lower index first; unsigned keys compare as unsigned.
        values, indices = jax.lax.top_k(x, 4)
        keyed = jax.lax.sort((k, x, u), num_keys=2, is_stable=True)
        return (
            jnp.sort(x, axis=1), jnp.argsort(x, axis=1, stable=True), jnp.argsort(x, axis=1, descending=True),
            values, indices, *keyed, jnp.sort(u, axis=1), jnp.argsort(u, axis=0), jax.lax.top_k(u, 3),
            jax.lax.top_k(k, 3)[1], jnp.sort(x.ravel().astype(jnp.bfloat16)).astype(jnp.float32),
        )  # fmt: skip

    return f


@program(f32(3, 5), i32(2, 4, lo=-9, hi=9))
def pad_modes():
    import jax
    import jax.numpy as jnp

    def f(x, n):
        return (
            jnp.pad(x, ((2, 3), (4, 1)), mode="wrap"),
            jnp.pad(x, ((1, 2), (3, 2)), mode="symmetric"),
            jnp.pad(x, ((2, 2), (1, 3)), mode="reflect", reflect_type="odd"),
            jnp.pad(x, ((2, 1), (1, 2)), mode="linear_ramp", end_values=((1.0, -1.0), (0.5, 2.0))),
            jnp.pad(x, ((1, 1), (2, 2)), mode="maximum"),
            jnp.pad(x, ((1, 2), (0, 1)), mode="mean"),
            jnp.pad(n, ((3, 0), (0, 5)), mode="minimum"),
            jnp.pad(n, ((1, 1), (2, 2)), mode="edge"),
            jax.lax.pad(x, -1.0, ((1, -1, 1), (-2, 3, 2))),
            jax.lax.pad(n, 7, ((-1, 0, 0), (2, -3, 3))),
        )

    return f


@program(f32(5, 7, kind="edge"), i32(5, 7, lo=-50, hi=50), Arg((5, 7), "bool", "bool"))
def custom_reduce_bodies():
    import jax
    import jax.numpy as jnp

    def f(x, n, m):
        # Reduces with bodies of jax's own writing: the largest magnitude, max with its index (a two-operand
        # body that breaks ties to the lower index), xor over bools, a wrapping integer product, an unsigned max.
        abs_max = jax.lax.reduce(x, 0.0, lambda a, b: jnp.maximum(jnp.abs(a), jnp.abs(b)), (1,))
        idx = jax.lax.broadcasted_iota(jnp.int32, n.shape, 0)

        def max_with_index(a, b):
            av, ai = a
            bv, bi = b
            take_b = (bv > av) | ((bv == av) & (bi < ai))
            return jnp.where(take_b, bv, av), jnp.where(take_b, bi, ai)

        best, where = jax.lax.reduce((n, idx), (jnp.int32(-(2**31)), jnp.int32(0)), max_with_index, (0,))
        parity = jax.lax.reduce(m, False, jnp.logical_xor, (0, 1))
        product = jax.lax.reduce(n, jnp.int32(1), jax.lax.mul, (1,))
        umax = jax.lax.reduce(n.astype(jnp.uint32), jnp.uint32(0), jax.lax.max, (0,))
        return abs_max, best, where, parity, product, umax, jax.lax.reduce(x, -jnp.inf, jax.lax.max, (0, 1))

    return f


@program(f32(4, 6, kind="edge"), f32(4, 6), f32(6))
def clamp_scalar_and_array_bounds():
    import jax
    import jax.numpy as jnp

    def f(e, x, hi):
        # stablehlo.clamp with scalar bounds, array bounds, NaN operands and bounds (min > max: max wins).
        return (
            jax.lax.clamp(-1.0, e, 1.0),
            jax.lax.clamp(x - 1, e, x + 1),
            jax.lax.clamp(jnp.float32(2.0), x, jnp.float32(-2.0)),
            jax.lax.clamp(jnp.int32(-3), jnp.round(x * 4).astype(jnp.int32), jnp.int32(3)),
            jnp.clip(e, max=hi),
            jnp.clip(x, e.min(), e.max()),
            jax.lax.clamp(jnp.uint8(10), jnp.abs(x * 30).astype(jnp.uint8), jnp.uint8(200)),
        )

    return f


@program(f32(4, 8, kind="edge"), f32(32))
def inverse_and_hyperbolic_trig():
    import jax.numpy as jnp

    def f(e, x):
        u = jnp.clip(x, -0.999, 0.999)
        near_pole = jnp.float32(np.pi / 2) + x * 1e-3
        return (
            jnp.tan(e), jnp.tan(near_pole), jnp.arcsin(u), jnp.arccos(u), jnp.arctan(e), jnp.sinh(e), jnp.cosh(e),
            jnp.arccosh(1 + jnp.abs(x) * 10), jnp.arcsinh(e), jnp.arctanh(u), jnp.arcsin(e), jnp.arccos(e),
            jnp.sin(e), jnp.cos(x * 1000), jnp.tanh(e), jnp.deg2rad(x * 180),
        )  # fmt: skip

    return f


@program(f32(4, 4), f32(3, 4), f32(2, 4, 4), f32(2, 4, 3), Arg((3, 3), "complex64", "complex"),
         Arg((3, 2), "complex64", "complex"))  # fmt: skip
def triangular_solve_variants():
    import jax
    import jax.numpy as jnp

    def f(a, b, batch, rhs, c, cb):
        t = jnp.tril(a) + 4 * jnp.eye(4)
        u = jnp.triu(a) + 4 * jnp.eye(4)
        ts = jax.lax.linalg.triangular_solve
        not_pd = a @ a.T - 2 * jnp.eye(4)
        return (
            ts(t, b, left_side=False, lower=True),
            ts(u, b, left_side=False, lower=False, transpose_a=True),
            ts(t, b.T, left_side=True, lower=True, unit_diagonal=True),
            ts(jnp.triu(batch) + 3 * jnp.eye(4), rhs, left_side=True, lower=False, transpose_a=True),
            ts(jnp.tril(c) + 3 * jnp.eye(3), cb, left_side=True, lower=True, transpose_a=True, conjugate_a=True),
            jax.scipy.linalg.cho_factor(a @ a.T + jnp.eye(4), lower=False)[0],
            jnp.isnan(jnp.linalg.cholesky(not_pd)).all(),
            jax.scipy.linalg.solve_triangular(u, b.T, lower=False, trans=1),
        )

    return f


@program(Arg((6, 5), "float64", "edge"), Arg((5, 4), "float64"), Arg((4,), "float64"), Arg((6,), "int64", "int", 0, 4),
         x64=True)  # fmt: skip
def float64_network_and_grad():
    import jax
    import jax.numpy as jnp

    def loss(w, b, x, y):
        logits = jnp.tanh(x @ w) + b
        return -jnp.mean(jnp.sum(jax.nn.one_hot(y, 4) * jax.nn.log_softmax(logits), -1))

    def f(e, w, b, y):
        x = jnp.nan_to_num(e, posinf=1e3, neginf=-1e3)
        return (
            jax.value_and_grad(loss, argnums=(0, 1))(w, b, x, y),
            jnp.cumsum(x, axis=0), jnp.sort(e, axis=0), jnp.var(x, axis=1), jnp.exp(e), jnp.log(jnp.abs(e)),
            jnp.sum(jnp.full(2, 1e308) + x[0, :2] * 0), e.astype(jnp.float32), jnp.float64(1) / 3 + x[0],
            jnp.power(jnp.abs(x), 0.37), jnp.nextafter(e, jnp.inf),
        )  # fmt: skip

    return f


@program(Arg((3, 4), "complex128", "complex"), Arg((4, 2), "complex128", "complex"), Arg((8,), "float64"), x64=True)
def complex128_x64():
    import jax.numpy as jnp

    def f(z, w, x):
        huge = z * 1e200
        return (
            z @ w, jnp.fft.fft(z, axis=1), jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x), n=8), jnp.exp(z),
            jnp.log(z), jnp.abs(huge), z / (w[0, 0] * 1e-200), jnp.sqrt(z), jnp.angle(z), jnp.sum(z, axis=0),
            jnp.conj(z).T @ z, z**3, jnp.abs(z) ** 2 - (z * jnp.conj(z)).real,
        )  # fmt: skip

    return f


@program(f32(3, 2, 7, 7), f32(3, 4, 2, 3, 3), i32(3, 5, lo=-12, hi=12), f32(3, 10), f32(3, 4))
def vmap_conv_gather_scatter():
    import jax
    import jax.numpy as jnp

    def conv(x, k):
        return jax.lax.conv_general_dilated(x[None], k, (1, 1), "SAME")[0]

    def take_clipped(r, i):
        return jnp.take(r, i, mode="clip")

    def f(xs, ks, idx, rows, upd):
        # Per-example kernels (vmap of a conv: a grouped conv), per-row gathers with negative indices, per-row
        # scatter-adds with duplicates, and a vmapped dynamic_update_slice.
        return (
            jax.vmap(conv)(xs, ks),
            jax.vmap(lambda r, i: r[i])(rows, idx),
            jax.vmap(lambda r, i, v: r.at[i[:4]].add(v))(rows, idx % 10, upd),
            jax.vmap(lambda r, i, v: jax.lax.dynamic_update_slice(r, v, (i[0],)))(rows, idx, upd),
            jax.vmap(jax.vmap(take_clipped, in_axes=(0, None)), in_axes=(None, 0))(rows, idx),
        )

    return f


@program(f32(12, 4), Arg((), "int32", "int", 0, 20))
def ring_buffer_fori_loop():
    import jax
    import jax.numpy as jnp

    def f(xs, start):
        # A ring buffer of the last 5 rows filled in a fori_loop by dynamic_update_slice at i % 5, a running
        # window sum read back with dynamic_slice, and a write past the end (clamped to the last row).
        def body(i, state):
            buf, sums = state
            row = jax.lax.dynamic_slice(xs, (i, 0), (1, 4))
            buf = jax.lax.dynamic_update_slice(buf, row, ((i + start) % 5, 0))
            sums = jax.lax.dynamic_update_slice(sums, jnp.sum(buf, axis=0, keepdims=True), (i, 0))
            return buf, sums

        buf, sums = jax.lax.fori_loop(0, 12, body, (jnp.zeros((5, 4)), jnp.zeros((12, 4))))
        clamped = jax.lax.dynamic_update_slice(buf, xs[:2], (start + 4, 0))
        return buf, sums, clamped

    return f


@program(f32(16, kind="positive"), Arg((), "float32", "positive"), f32(6))
def while_loop_early_exit():
    import jax
    import jax.numpy as jnp

    def f(w, threshold, x):
        # The first index where a running sum passes a threshold (exits early), a binary search over a sorted
        # array, and a loop whose condition is false at once (no trips).
        def cond(state):
            i, total = state
            return (i < w.shape[0]) & (total <= threshold * 4)

        first, total = jax.lax.while_loop(cond, lambda s: (s[0] + 1, s[1] + w[s[0]]), (0, 0.0))
        grid = jnp.cumsum(w)

        def search(state):
            lo, hi = state
            mid = (lo + hi) // 2
            go_right = grid[mid] < threshold * 3
            return jnp.where(go_right, mid + 1, lo), jnp.where(go_right, hi, mid)

        lo, hi = jax.lax.while_loop(lambda s: s[0] < s[1], search, (0, 16))
        none = jax.lax.while_loop(lambda s: s[0] > 100, lambda s: (s[0] + 1, s[1] * 2), (0, x))
        return first, total, lo, hi, none

    return f


@program(f32(8, 3), i32(8, lo=-1, hi=5), f32(3))
def switch_inside_scan():
    import jax
    import jax.numpy as jnp

    def f(xs, ops, h0):
        # A little interpreter: each step's op picks a branch (clamped index); cond with tuple and int results.
        branches = [lambda h, x: h + x, lambda h, x: h * x, lambda h, x: jnp.maximum(h, x), lambda h, x: jnp.sin(h)]

        def step(h, inp):
            x, op = inp
            h = jax.lax.switch(op, branches, h, x)
            flag, scaled = jax.lax.cond(jnp.sum(h) > 0, lambda h: (1, h / 2), lambda h: (-1, h * 3), h)
            return scaled, flag

        return jax.lax.scan(step, h0, (xs, ops))

    return f


@program(f32(10, 3), given("int32", 0, 0, 1, 3, 3, 3, 4, 6, 6, 7), i32(10, lo=-2, hi=7), f32(6, 4),
         given("int32", 0, 5, 0, 2, 5, 0, shape=(6,)), given("int32", 1, 1, 3, 3, 1, 1, shape=(6,)))  # fmt: skip
def segment_ops_and_duplicate_scatter():
    import jax
    import jax.numpy as jnp

    def f(data, sorted_ids, ids, rows, r, c):
        # Sorted and unsorted segment ids (out of range ones dropped, empty segments get the identity), and
        # scatters into a matrix with duplicate (row, col) pairs and with duplicate whole rows.
        grid = jnp.zeros((6, 4))
        return (
            jax.ops.segment_sum(data, sorted_ids, num_segments=8, indices_are_sorted=True),
            jax.ops.segment_min(data, ids, num_segments=6),
            jax.ops.segment_prod(data, ids, num_segments=6),
            jax.ops.segment_max(data, sorted_ids, num_segments=8, indices_are_sorted=True),
            grid.at[r, c].add(rows[:, 0]),
            grid.at[r].add(rows),
            jnp.ones((6, 4)).at[r, c].multiply(rows[:, 1]),
            grid.at[r, c].min(rows[:, 2]),
            jax.ops.segment_sum(jnp.ones(10, jnp.int32), ids, num_segments=5),
        )

    return f


@program(f32(3, 4, 5), i32(3, 2, 5, lo=-3, hi=3), f32(4, 1), f32(1, 5), Arg((4, 5), "bool", "bool"))
def take_along_axis_and_broadcast_where():
    import jax.numpy as jnp

    def f(x, idx, col, row, m):
        return (
            jnp.take_along_axis(x, idx, axis=1),
            jnp.take_along_axis(x, jnp.argsort(x, axis=2), axis=2),
            jnp.take_along_axis(x, idx[:, :1, :2].repeat(4, 1) + 1, axis=2, mode="clip"),
            jnp.where(m, col, row),
            jnp.where(col > 0, row, 0.5),
            jnp.where(m[None], x, col),
            jnp.where(x > 0, size=6, fill_value=-1)[2],
        )

    return f


@program(f32(3, 10), i32(3, 10, lo=-3, hi=4), Arg((2, 6), "int8", "int", -128, 128), f32(2, 5, 4))
def cumulative_reduce_window_forms():
    import jax
    import jax.numpy as jnp

    def f(x, n, b, t):
        # Cumulative sums and maxima written as reduce_window (TPU's lowering of cumsum), windows of the whole
        # axis padded before; cumsum/cumprod along the middle axis, in reverse, and wrapping int8 sums.
        cum = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 10), (1, 1), ((0, 0), (9, 0)))
        run_max = jax.lax.reduce_window(n, jnp.int32(-(2**31)), jax.lax.max, (1, 10), (1, 1), ((0, 0), (9, 0)))
        suffix = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 10), (1, 1), ((0, 0), (0, 9)))
        moving = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3), (1, 1), ((0, 0), (2, 0))) / 3
        return (
            cum, run_max, suffix, moving,
            jnp.cumsum(t, axis=1), jnp.cumprod(t, axis=1), jax.lax.cumsum(t, axis=2, reverse=True),
            jax.lax.cummax(n, axis=1, reverse=True), jnp.cumsum(b, axis=1, dtype=jnp.int8),
            jnp.cumsum(n > 0, axis=1), jax.lax.cumprod(b, axis=0),
        )  # fmt: skip

    return f


@program(f32(2, 7, 7, 3, kind="edge"), Arg((2, 9, 3), "int32", "int", -100, 100))
def pooling_same_padding():
    import jax
    import jax.numpy as jnp

    def f(x, n):
        # Flax-style pools with SAME padding on odd sizes: max (init -inf; NaN and inf inputs), average with and
        # without the padded elements counted, an integer max pool (init INT_MIN), a 1-D min pool and a global pool.
        window, strides = (1, 3, 3, 1), (1, 2, 2, 1)
        max_pool = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, window, strides, "SAME")
        clean = jnp.nan_to_num(x, posinf=5.0, neginf=-5.0)
        summed = jax.lax.reduce_window(clean, 0.0, jax.lax.add, window, strides, "SAME")
        counts = jax.lax.reduce_window(jnp.ones_like(clean), 0.0, jax.lax.add, window, strides, "SAME")
        int_max = jax.lax.reduce_window(n, jnp.iinfo(jnp.int32).min, jax.lax.max, (1, 2, 1), (1, 2, 1), "SAME")
        min_pool = jax.lax.reduce_window(n, jnp.iinfo(jnp.int32).max, jax.lax.min, (1, 4, 3), (1, 3, 1), "SAME")
        return max_pool, summed / 9.0, summed / counts, int_max, min_pool, jnp.max(x, axis=(1, 2))

    return f


@program(f32(8, 5, 5, 3), f32(3, 3, 3, 4), f32(4), f32(4), f32(4), f32(4), f32(4, 2), i32(8, lo=0, hi=2))
def batchnorm_train_step():
    import jax
    import jax.numpy as jnp

    def forward(params, stats, x, train):
        k, gamma, beta, w = params
        h = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        if train:
            mean, var = jnp.mean(h, axis=(0, 1, 2)), jnp.var(h, axis=(0, 1, 2))
        else:
            mean, var = stats
        h = jax.nn.relu((h - mean) * jax.lax.rsqrt(var + 1e-5) * gamma + beta)
        return jnp.mean(h, axis=(1, 2)) @ w, (mean, var)

    def loss(params, stats, x, y):
        logits, batch_stats = forward(params, stats, x, True)
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1)), batch_stats

    def f(x, k, gamma, beta, run_mean, run_var, w, y):
        params, stats = (k, gamma, beta, w), (run_mean, jnp.abs(run_var))
        (value, (mean, var)), grads = jax.value_and_grad(loss, has_aux=True)(params, stats, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
        stats = (0.9 * stats[0] + 0.1 * mean, 0.9 * stats[1] + 0.1 * var)
        return value, params, stats, forward(params, stats, x, False)[0]

    return f


@program(f32(4, 4), f32(4), f32(6, 4), f32(4), Arg((), "int32", "int", 0, 50))
def adamw_cosine_schedule_loop():
    import jax
    import jax.numpy as jnp

    def f(w, b, x, target, start):
        # Ten AdamW steps in a fori_loop: a warmup-then-cosine learning rate from the step count, global-norm
        # clipping, bias correction and decoupled weight decay over a tree of parameters.
        def lr(step):
            t = step.astype(jnp.float32)
            warm = jnp.minimum(1.0, (t + 1) / 10)
            return 1e-2 * warm * 0.5 * (1 + jnp.cos(jnp.pi * jnp.minimum(t, 100.0) / 100))

        def loss(p):
            return jnp.mean((jnp.tanh(x @ p[0]) + p[1] - target) ** 2)

        def body(i, state):
            params, m, v = state
            step = start + i
            g = jax.grad(loss)(params)
            norm = jnp.sqrt(sum(jnp.sum(t**2) for t in jax.tree_util.tree_leaves(g)))
            g = jax.tree_util.tree_map(lambda t: t * jnp.minimum(1.0, 1.0 / (norm + 1e-6)), g)
            m = jax.tree_util.tree_map(lambda a, t: 0.9 * a + 0.1 * t, m, g)
            v = jax.tree_util.tree_map(lambda a, t: 0.999 * a + 0.001 * t * t, v, g)
            c1, c2 = 1 - 0.9 ** (step + 1.0), 1 - 0.999 ** (step + 1.0)
            params = jax.tree_util.tree_map(
                lambda p, a, s: p - lr(step) * (a / c1 / (jnp.sqrt(s / c2) + 1e-8) + 1e-2 * p), params, m, v
            )
            return params, m, v

        zeros = (jnp.zeros_like(w), jnp.zeros_like(b))
        params, m, v = jax.lax.fori_loop(0, 10, body, ((w, b), zeros, zeros))
        return params, m, v, loss(params)

    return f


@program(Arg((4, 16), "float16"), Arg((16, 8), "float16"), Arg((2, 3, 8), "bfloat16"), Arg((2, 8, 5), "bfloat16"),
         Arg((3, 32), "int8", "int", -128, 128), Arg((32, 4), "int8", "int", -128, 128), Arg((3, 32), "uint8", "bits"),
         i32(32, 4, lo=-8, hi=8))  # fmt: skip
def mixed_precision_dots():
    import jax
    import jax.numpy as jnp

    def f(h, hw, b, bw, a, q, u, nibbles):
        # f16 x f16 accumulated in f32, batched bf16 einsum to f32, int8 x int8 -> int32, uint8 activations with
        # int8 weights (both widened), and int4 weights (values -8..7) unpacked to int8 for the dot.
        w4 = nibbles.astype(jnp.int4)
        return (
            jax.lax.dot(h, hw, preferred_element_type=jnp.float32),
            jnp.einsum("bij,bjk->bik", b, bw, preferred_element_type=jnp.float32),
            jax.lax.dot_general(a, q, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32),
            jnp.matmul(u.astype(jnp.int32), q.astype(jnp.int32)),
            jax.lax.dot(a, w4.astype(jnp.int8), preferred_element_type=jnp.int32),
            (h @ hw).astype(jnp.float32),
            w4.astype(jnp.int32) * 3,
        )

    return f


@program(f32(8, kind="edge"), f32(3, 5), f32(4))
def custom_jvp_gradients_at_edges():
    import jax
    import jax.numpy as jnp

    def f(e, x, v):
        finite = jnp.nan_to_num(e, nan=0.0, posinf=50.0, neginf=-50.0)
        return (
            jax.vmap(jax.grad(jax.nn.softplus))(finite),
            jax.vmap(jax.grad(jax.nn.relu))(jnp.array([-1.0, -0.0, 0.0, 1.0])),
            jax.vmap(jax.grad(jax.nn.silu))(finite),
            jax.grad(lambda x: jax.nn.logsumexp(x))(jnp.array([-jnp.inf, 0.0, 1.0])),
            jax.grad(lambda v: jnp.linalg.norm(v))(jnp.zeros(4)),
            jax.grad(lambda v: jnp.linalg.norm(v))(v),
            jax.grad(lambda x: jnp.sum(jax.nn.softmax(x, axis=-1) * jnp.arange(5.0)))(x),
            jax.vmap(jax.grad(lambda t: jnp.where(t > 0, jnp.sqrt(jnp.abs(t)), 0.0)))(finite),
            jax.grad(lambda t: jnp.sum(jnp.where(t > 0, t, 0.0) ** 0.5))(finite),
            jax.vmap(jax.grad(jax.nn.gelu))(finite),
            jax.grad(lambda x: jnp.sum(jax.nn.log_softmax(x)))(x),
        )

    return f


@program(f32(2, 3, 4, 5), f32(2, 3, 6, 5), f32(2, 3, 6, 7), f32(4, 3, 5), f32(3, 5, 6), f32(2, 2, 3, 4),
         f32(4, 6, 2), f32(3, 2, 5))  # fmt: skip
def einsum_multi_contractions():
    import jax.numpy as jnp

    def f(q, k, v, a, b, c, d, g):
        return (
            jnp.einsum("bhqd,bhkd,bhkv->bhqv", q, k, v),
            jnp.einsum("ijk,jkl->il", a, b),
            jnp.einsum("abc,abd->cd", a, a),
            jnp.einsum("...ij,...jk->...ik", c, jnp.swapaxes(c, -1, -2)),
            jnp.einsum("ij,ij->i", a[0], a[1]),
            jnp.einsum("bhqd->bqhd", q),
            jnp.einsum("ijk,jkl,ilm,jmn->n", a, b, d, g),
            jnp.einsum("ii,ij->j", a[:3, :, 0], a[0]),
        )  # fmt: skip

    return f


@program(f32(2, 4, 6), i32(5, 5, lo=-9, hi=9), f32(6))
def structured_matrix_builders():
    import jax.numpy as jnp

    def f(x, n, v):
        return (
            jnp.tril(x, k=-1), jnp.triu(x, k=2), jnp.tril(n, k=1), jnp.roll(x, (1, -2), axis=(1, 2)),
            jnp.roll(n, 7), jnp.diag(v, k=1), jnp.diagonal(x, offset=1, axis1=1, axis2=2), jnp.diag(n, k=-2),
            jnp.fill_diagonal(n, -1, inplace=False), jnp.tri(3, 5, k=1), jnp.eye(4, 6, k=-1, dtype=jnp.int32),
            jnp.meshgrid(v[:3], v[3:], indexing="ij")[1], jnp.linspace(v[0], v[1], 7), jnp.arange(-1.0, 2.0, 0.25),
            jnp.rot90(x, k=1, axes=(1, 2)), jnp.fliplr(n), jnp.vander(v[:4], 3), jnp.triu_indices(4, 1)[1],
        )  # fmt: skip

    return f


@program(given("float32", 1.0, 3.0, 3.0, 2.0, float("nan"), 5.0, float("nan"), float("nan"), float("nan"), -0.0,
               0.0, -0.0, float("-inf"), float("-inf"), -1.0, 2.0, float("inf"), float("inf"), shape=(6, 3)),
         given("uint8", 7, 250, 250, 0, 3, 0, shape=(2, 3)), given("bool", False, True, True, False, False, False,
                                                                    shape=(2, 3)))  # fmt: skip
def argmax_ties_and_nan():
    import jax.numpy as jnp

    def f(x, u, m):
        # The first of tied maxima; NaN wins argmax and argmin (jax's rule); -0 and 0 tie; all-NaN rows.
        return (
            jnp.argmax(x, axis=1), jnp.argmin(x, axis=1), jnp.argmax(x, axis=0), jnp.argmin(x, axis=0),
            jnp.argmax(u, axis=1), jnp.argmin(u, axis=0), jnp.argmax(m, axis=1), jnp.argmax(x.ravel()),
            jnp.argmax(x.astype(jnp.bfloat16), axis=1), jnp.max(x, axis=1), jnp.min(x, axis=0),
            jnp.nanargmax(jnp.where(jnp.isnan(x), 0.0, x), axis=1, keepdims=True),
        )  # fmt: skip

    return f


@program(given("float32", -0.0, 0.0, -0.0, 1.0, float("inf"), float("-inf"), float("nan"), -1.0),
         given("float32", 0.0, -0.0, -0.0, -0.0, 0.0, -0.0, 1.0, float("inf")))  # fmt: skip
def signed_zero_and_special_arithmetic():
    import jax
    import jax.numpy as jnp

    def f(a, b):
        return (
            jnp.maximum(a, b), jnp.minimum(a, b), a * b, a / b, jnp.sqrt(a), a + b, a - b, jnp.sign(a),
            jnp.copysign(1.0, a), jnp.arctan2(a, b), jnp.power(a, b), jnp.power(b, a), jnp.max(a), jnp.min(b),
            jnp.sum(jnp.array([-0.0, -0.0]) * a[:2]), jnp.abs(a), -a, jnp.reciprocal(a), jnp.log(a), jnp.exp(-a * b),
            jnp.fmod(b, a), jnp.remainder(a, b), jnp.floor(-0.5 * jnp.abs(a)), jnp.round(-0.4 * a), a.astype(jnp.int32),
            jnp.signbit(jax.lax.clamp(-0.0, b, 0.0)),
        )  # fmt: skip

    return f


@program(i32(12, lo=-4, hi=5), given("int32", -3, -2, -1, 0, 1, 2, 3, 31, 32, 4, 0, 5), f32(12, kind="edge"))
def integer_powers():
    import jax
    import jax.numpy as jnp

    def f(base, exponent, x):
        # Integer powers (jnp's square-and-multiply, wrapping), integer_pow's products and reciprocals, and
        # stablehlo.power of floats by integer exponents (negative, 0, 31, 32) and by halves.
        return (
            jnp.power(base, jnp.abs(exponent)), jax.lax.integer_pow(base, 3), jax.lax.integer_pow(x, -2),
            jax.lax.integer_pow(x, 5), x**0, jax.lax.pow(x, exponent), jax.lax.integer_pow(base, 31),
            jnp.power(base.astype(jnp.int8), jnp.abs(exponent).astype(jnp.int8)),
            jax.lax.pow(x, exponent.astype(jnp.float32) / 2),
        )  # fmt: skip

    return f


@program(f32(4, 100), Arg((3, 64), "bfloat16"), f32(5, 20, kind="edge"), f32(6, 3), f32(2, 7, 3), f32(50))
def approx_top_k():
    import jax

    def f(x, b, e, y, z, v):
        # ApproxTopK's CPU fallback, a custom call with a comparator function: XLA sorts the values and an iota of
        # indices by it and keeps the first k (exact); for k = 1 it reduces from -inf/+inf and -1 (the later of
        # equals wins; NaN and -0 included). Max and min; k = 1 and k = n; the first, a middle and the last
        # dimension; rank 1; aggregate_to_topk=False (the whole dimension sorted); an input size override.
        lax = jax.lax
        return (
            lax.approx_max_k(x, 5), lax.approx_min_k(x, 3, recall_target=0.9), lax.approx_max_k(b, 4),
            lax.approx_max_k(e, 1), lax.approx_min_k(e, 1), lax.approx_max_k(e, 1, reduction_dimension=0),
            lax.approx_max_k(y, 6, reduction_dimension=0),
            lax.approx_min_k(y, 2, reduction_dimension=0, aggregate_to_topk=False),
            lax.approx_max_k(z, 2, reduction_dimension=1), lax.approx_min_k(v, 3, reduction_input_size_override=1000),
        )  # fmt: skip

    return f


@program(f32(4, 6), f32(6, 3))
def optimization_barrier_and_composite():
    import jax
    import jax.numpy as jnp

    def f(x, w):
        # optimization_barrier (values computed before what reads them), a composite (its decomposition is its
        # meaning) and a nested call.
        y, z = jax.lax.optimization_barrier((x @ w, jnp.sin(x)))

        def scaled_tanh(v, scale=2.0):
            return jnp.tanh(v) * scale

        scaled_tanh = jax.lax.composite(scaled_tanh, name="my.scaled_tanh")

        soft = jax.lax.composite(lambda v: jax.nn.softmax(v, axis=-1), name="my.softmax")
        return y, z, scaled_tanh(y), soft(y), jax.jit(lambda a: a * 3)(z)

    return f


@program(f32(10, 4), f32(4, 4, 5), given("int32", 3, 0, 5, 2), f32(10, 4))
def ragged_dot_groups():
    import jax

    def f(lhs, rhs, sizes, dout):
        # The grouped matmul of mixture-of-experts layers: rows [0, 3) use expert 0, none expert 1, [3, 8)
        # expert 2, [8, 10) expert 3; and its gradient with respect to the experts.
        def loss(rhs):
            return (jax.lax.ragged_dot(lhs, rhs, sizes)[:, :4] * dout).sum()

        return jax.lax.ragged_dot(lhs, rhs, sizes), jax.grad(loss)(rhs)

    return f


@program(f32(6, 7), f32(2, 9, kind="positive"), f32(5, 5), f32(3, 3))
def map_coordinates_and_signal():
    import jax.numpy as jnp
    from jax.scipy import ndimage, signal

    def f(img, coords, a, k):
        coords = coords * 3 - 1  # some outside the image
        return (
            ndimage.map_coordinates(img, [coords[0], coords[1]], order=1, mode="constant", cval=-1.0),
            ndimage.map_coordinates(img, [coords[0], coords[1]], order=0, mode="nearest"),
            ndimage.map_coordinates(img, [coords[0], coords[1]], order=1, mode="wrap"),
            signal.convolve2d(a, k, mode="same"),
            signal.correlate2d(a, k, mode="valid"),
            signal.convolve(a[0], k[0], mode="full"),
            jnp.correlate(a[1], k[1], mode="same"),
        )

    return f


@program(f32(4, 6, 6, 2), Arg((2,), "uint32", "bits"), f32(3, 6), corpus=False)
def random_sampling_mix():
    import jax
    import jax.numpy as jnp

    def f(x, raw, logits):
        key = jax.random.wrap_key_data(raw)
        ks = jax.random.split(key, 7)
        masked = logits.at[:, 0].set(-jnp.inf)
        return (
            jax.random.permutation(ks[0], x, axis=1, independent=True)[0, :, 0, 0],
            jax.random.categorical(ks[1], masked, axis=-1, shape=(4, 3)),
            jax.random.categorical(ks[2], masked.T, axis=0),
            jax.random.bernoulli(ks[3], jax.nn.sigmoid(logits)),
            jax.random.normal(ks[4], (3, 4), dtype=jnp.bfloat16).astype(jnp.float32),
            jax.random.choice(ks[5], 6, (5,), p=jax.nn.softmax(logits[0])),
            jax.random.uniform(ks[6], (2, 3), minval=-2.0, maxval=jnp.float32(3.0), dtype=jnp.float16),
            jax.random.orthogonal(ks[0], 3),
        )

    return f


@program(f32(2, 5, 4, 8), f32(2, 7, 2, 8), f32(2, 7, 2, 8), f32(2, 4, 5, 7), Arg((2, 7), "bool", "bool"))
def grad_dot_product_attention_gqa():
    import jax
    import jax.numpy as jnp

    def loss(q, k, v, bias, keep):
        # Grouped-query attention (4 query heads over 2 kv heads) with an additive bias and a key padding mask,
        # jax.nn.dot_product_attention's XLA implementation; one key is always kept.
        mask = (keep.at[:, 0].set(True))[:, None, None, :]
        out = jax.nn.dot_product_attention(q, k, v, bias=bias, mask=mask)
        return jnp.sum(out * jnp.sin(q)), out

    def f(q, k, v, bias, keep):
        (value, out), grads = jax.value_and_grad(loss, argnums=(0, 1, 2, 3), has_aux=True)(q, k, v, bias, keep)
        return value, out, grads

    return f


@program(given("int32", 0, 3, -1, 4, 5, 2, 2, -7), f32(5, 3), given("float32", 0.0, 1.0, 2.9, -0.5, 4.0, 3.0))
def one_hot_edge_labels():
    import jax
    import jax.numpy as jnp

    def f(labels, table, float_labels):
        # Labels out of range (-1, 5, -7) give rows of zeros; float labels compare exactly; an embedding as a
        # one-hot matmul, and its gradient.
        hot = jax.nn.one_hot(labels, 5)
        return (
            hot, jax.nn.one_hot(labels, 5, dtype=jnp.int8, axis=0), jax.nn.one_hot(float_labels, 5), hot @ table,
            jax.grad(lambda t: jnp.sum((jax.nn.one_hot(labels, 5) @ t) ** 2))(table),
            jax.nn.one_hot(labels, 5, dtype=jnp.bool_),
        )  # fmt: skip

    return f


@program(f32(8, 4096), Arg((2,), "uint32", "bits"), corpus=False)
def large_top_k_top_p_sampling():
    import jax
    import jax.numpy as jnp

    def f(logits, raw):
        # One sampling step over a 4096-token vocabulary: top_k(50), the full sort and cumsum of top-p, argmax,
        # and a categorical draw. (Not 32000 tokens: there the whole program runs in 40 s, the interpreter's sort
        # in 0.04 s since its numpy fast path, but the top-p count, an f32 cumsum of 32000 terms compared with
        # 0.9, differed by one in one row between compiled code and the interpreter: 19534 vs 19533.)
        values, indices = jax.lax.top_k(logits, 50)
        order = jnp.argsort(-logits, axis=-1)
        sorted_p = jnp.take_along_axis(jax.nn.softmax(logits), order, axis=-1)
        keep = jnp.cumsum(sorted_p, axis=-1) - sorted_p < 0.9
        kept = jnp.sum(keep, axis=-1)
        draw = jax.random.categorical(jax.random.wrap_key_data(raw), values)
        return values, indices, kept, jnp.argmax(logits, -1), jnp.take_along_axis(indices, draw[:, None], 1)

    return f


@program(f32(1024, 1024), i32(200000, lo=0, hi=1000), f32(200000), f32(20000, 64), i32(65536, lo=-5, hi=20000),
         corpus=False)  # fmt: skip
def large_reductions_scatter_gather():
    import jax
    import jax.numpy as jnp

    def f(x, ids, values, table, rows):
        return (
            jnp.sum(x), jnp.mean(x, axis=0), jnp.var(x, axis=1), jnp.max(x, axis=1), jnp.argmax(x, axis=0),
            jax.ops.segment_sum(values, ids, num_segments=1000), jnp.take(table, rows, axis=0, mode="clip"),
            x.T @ x[:, :8], jnp.cumsum(values)[-3:], jnp.sort(values[:2048])[::100],
        )  # fmt: skip

    return f


@program(Arg((4, 32, 32, 64), "bfloat16"), Arg((3, 3, 32, 64), "bfloat16"), Arg((512, 256), "bfloat16"),
         Arg((256, 512), "bfloat16"), Arg((256, 1024), "int8", "int", -128, 128),
         Arg((1024, 256), "int8", "int", -128, 128), corpus=False)  # fmt: skip
def large_conv_transpose_bf16_int8():
    import jax
    import jax.numpy as jnp

    def f(x, k, a, b, qa, qb):
        # The float dots sum 256 terms: with 1024, compiled code's f32 sums (errors up to 3e-5 on values near 1)
        # are further from the exact values than twice XLA's worst (its sums are pairwise), though rounding.
        up = jax.lax.conv_transpose(x, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWOI", "NHWC"),
                                    preferred_element_type=jnp.float32)  # fmt: skip
        return (
            up,
            jnp.dot(a, b, preferred_element_type=jnp.float32),
            jax.lax.dot(qa, qb, preferred_element_type=jnp.int32),
            jax.nn.gelu(a[:64] @ b[:, :64]).astype(jnp.float32),
        )

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


# More programs: linalg variants, special functions, random distributions, rounding, control flow, vmap with
# collectives, polymorphic shapes.


@program(f32(4, 4), f32(3, 5), f32(7), Arg((3, 3), "complex64", "complex"))
def linalg_norm_ords():
    import jax.numpy as jnp

    def f(a, b, v, c):
        matrix = [jnp.linalg.norm(a, ord=o) for o in ("fro", "nuc", 1, -1, 2, -2, jnp.inf, -jnp.inf)]
        vector = [jnp.linalg.norm(v, ord=o) for o in (0, 1, 2, 3, 0.5, jnp.inf, -jnp.inf, -1)]
        return (
            jnp.stack(matrix),
            jnp.stack(vector),
            jnp.linalg.norm(b, axis=0),
            jnp.linalg.norm(b, ord=1, axis=1, keepdims=True),
            jnp.linalg.matrix_norm(b, ord="nuc"),
            jnp.linalg.vector_norm(b, ord=jnp.inf, axis=None),
            jnp.linalg.norm(c),
            jnp.linalg.norm(c, ord=2),
            jnp.linalg.norm(jnp.zeros(3), ord=2),
        )

    return f


@program(f32(4, 4), f32(5, 3), f32(2, 3, 3), f32(3, 4, 3))
def linalg_matrix_power_pinv_rank():
    import jax.numpy as jnp

    def f(a, b, batch, t):
        well = a + 4 * jnp.eye(4)
        low_rank = b @ b.T  # rank 3 of 5
        return (
            jnp.linalg.matrix_power(well, -3),
            jnp.linalg.matrix_power(a, 0),
            jnp.linalg.matrix_power(batch, 5),
            jnp.linalg.pinv(low_rank, hermitian=True),
            jnp.linalg.pinv(b, rtol=1e-3),
            jnp.linalg.matrix_rank(low_rank),
            jnp.linalg.multi_dot([b.T, b, a[:3, :3], b.T]),
            jnp.linalg.tensorinv(jnp.eye(12).reshape(3, 4, 3, 4) + 0.1 * t.reshape(3, 4, 3, 1), ind=2),
        )

    return f


@program(f32(5, 3), f32(3, 5), f32(5, 2), f32(4, 4))
def linalg_svd_qr_modes():
    import jax.numpy as jnp

    def f(tall, wide, b, sq):
        u, s, vh = jnp.linalg.svd(tall, full_matrices=False)
        q, r = jnp.linalg.qr(wide, mode="complete")
        x, residual, rank, sv = jnp.linalg.lstsq(tall, b)
        return (
            jnp.abs(u * s @ vh - tall),
            jnp.linalg.svd(wide, compute_uv=False),
            jnp.linalg.svdvals(sq),
            jnp.abs(q @ r - wide),
            jnp.linalg.qr(tall, mode="r"),
            x,
            residual,
            rank,
            sv,
            jnp.linalg.lstsq(wide, b[:3], rcond=1e-4)[0],
            jnp.linalg.cond(sq + 3 * jnp.eye(4), p="fro"),
            jnp.linalg.cond(sq + 3 * jnp.eye(4), p=1),
        )

    return f


@program(f32(5, 5), f32(2, 4, 4), Arg((3, 3), "complex64", "complex"), f32(4, 4))
def linalg_eigh_uplo_det_slogdet():
    import jax.numpy as jnp

    def f(a, batch, c, singular):
        w_low, v_low = jnp.linalg.eigh(a, UPLO="L", symmetrize_input=False)
        w_up = jnp.linalg.eigvalsh(a, UPLO="U")
        singular = singular.at[3].set(singular[0] * 2)
        sign, logdet = jnp.linalg.slogdet(batch)
        csign, clogdet = jnp.linalg.slogdet(c)
        return (
            w_low,
            jnp.abs(v_low),
            w_up,
            jnp.linalg.det(batch),
            sign,
            logdet,
            csign,
            clogdet,
            jnp.linalg.det(c),
            jnp.linalg.det(singular),
            jnp.linalg.slogdet(singular)[0],
            jnp.linalg.inv(c),
        )

    return f


@program(f32(12, kind="positive"), f32(12), f32(12, kind="edge"))
def special_functions_more():
    import jax.numpy as jnp
    import jax.scipy.special as sp

    def f(x, y, e):
        x4 = x * 4
        return (
            sp.expit(e),
            sp.log_ndtr(y * 5),
            sp.entr(x),
            sp.kl_div(x, x4),
            sp.rel_entr(x, jnp.flip(x)),
            sp.gamma(x4),
            sp.factorial(jnp.round(x4)),
            sp.multigammaln(x4 + 1, 3),
            sp.spence(x),
            sp.exp1(x),
            sp.expi(y),
            sp.expn(2, x),
            sp.i0(y),
            sp.i1(y),
            sp.poch(x4, x),
            sp.erfcx(y),
            sp.gammaincc(x, x4),
            sp.logsumexp(e),
        )

    return f


@program(Arg((12,), "float64", "positive"), Arg((12,), "float64"), x64=True)
def special_functions_float64():
    import jax.numpy as jnp
    import jax.scipy.special as sp

    def f(x, y):
        x4 = x * 4
        return (
            sp.gammaln(x4),
            sp.digamma(x4),
            sp.erf(y),
            sp.erfc(y),
            sp.erfinv(jnp.clip(y / 3, -0.999, 0.999)),
            sp.ndtri(jnp.clip(x / 2.1, 1e-6, 1 - 1e-6)),
            sp.xlogy(x, y * y),
            sp.betainc(x, x4, x / 2.5),
            sp.gammainc(x, x4),
            sp.i0e(y),
            jnp.tanh(y * 10),
            jnp.log1p(y * 1e-9),
            jnp.expm1(y * 1e-9),
        )

    return f


@program(f32(3, 6), f32(3, 6), Arg((3, 6), "bool", "bool"), f32(6, kind="edge"))
def logsumexp_b_and_masked_softmax():
    import jax
    import jax.numpy as jnp
    import jax.scipy.special as sp

    def f(x, b, mask, e):
        value, sign = sp.logsumexp(x, axis=1, b=b, return_sign=True)
        mask = mask.at[:, 0].set(True)
        return (
            value,
            sign,
            sp.logsumexp(x, axis=0, b=jnp.abs(b), keepdims=True),
            jax.nn.logsumexp(x, axis=-1, where=mask),
            jax.nn.softmax(x, axis=-1, where=mask),
            jax.nn.log_softmax(x, axis=-1, where=mask),
            jax.nn.standardize(x, axis=-1, where=mask),
            sp.logsumexp(e),
            jax.nn.softmax(e),
            sp.softmax(x, axis=0),
        )

    return f


@program(f32(2, 3), f32(3, 4), f32(4, 5), f32(5, 2), f32(2, 6), f32(6, 6), f32(3, 2, 4), f32(4))
def einsum_many_operands():
    import jax.numpy as jnp

    def f(a, b, c, d, e, sq, t, v):
        return (
            jnp.einsum("ij,jk,kl,lm,mn->in", a, b, c, d, e, optimize="optimal"),
            jnp.einsum("ij,jk,kl,lm->mi", a, b, c, d, optimize="greedy"),
            jnp.einsum("ii->", sq),
            jnp.einsum("ii->i", sq),
            jnp.einsum("...ij,j->...i", t, v),
            jnp.einsum("bij,k,k->bj", t, v, v),
            jnp.einsum("ij,ij,ij->i", sq, sq.T, sq),
            jnp.einsum("i,j,k->ijk", v, v[:2], v[:3]),
            jnp.einsum("ijk->kji", t),
        )

    return f


@program(f32(3, 5, 4), i32(4, 6, lo=-3, hi=4), f32(5, kind="edge"), Arg((3, 4), "bool", "bool"))
def cumulative_axes_reverse():
    import jax
    import jax.numpy as jnp

    def f(x, n, e, flags):
        return (
            jax.lax.cumsum(x, axis=1, reverse=True),
            jax.lax.cumprod(n, axis=0, reverse=True),
            jax.lax.cummax(x, axis=2, reverse=True),
            jax.lax.cummin(n, axis=1, reverse=True),
            jax.lax.cumlogsumexp(x, axis=0, reverse=True),
            jnp.cumsum(n, axis=1, dtype=jnp.int8),
            jnp.cumulative_sum(x, axis=1, include_initial=True),
            jnp.cumulative_prod(n, axis=0, include_initial=True),
            jnp.nancumsum(e),
            jnp.nancumprod(e),
            jax.lax.cummax(e),
            jnp.cumsum(flags, axis=1),
            jnp.logical_or.accumulate(flags, axis=0),
        )

    return f


@program(f32(9, 3), f32(2, 9), f32(8, 2, 2), i32(9, lo=-5, hi=5))
def associative_scan_pytrees():
    import jax
    import jax.numpy as jnp

    def argmax_combine(a, b):
        (va, ia), (vb, ib) = a, b
        take_b = vb > va
        return jnp.where(take_b, vb, va), jnp.where(take_b, ib, ia)

    def f(x, y, m, n):
        index = jnp.broadcast_to(jnp.arange(9)[:, None], x.shape)
        return (
            *jax.lax.associative_scan(argmax_combine, (x, index)),
            jax.lax.associative_scan(jnp.add, y, reverse=True, axis=1),
            jax.lax.associative_scan(jnp.matmul, m * 0.5),
            jax.lax.associative_scan(jnp.maximum, n, reverse=True),
            jax.lax.associative_scan(lambda a, b: a * b, y[0, :7]),
        )

    return f


@program(f32(2, 9, 9, 3, kind="edge"), f32(2, 10, 10, 3), i32(2, 9, 8, lo=-50, hi=50))
def pooling_strides_padding_variadic():
    import jax.numpy as jnp
    from jax import lax

    def argmax_pool(x):
        # Variadic reduce_window: the max and the index of its (first) place in each window.
        index = lax.broadcasted_iota(jnp.int32, x.shape, 1) * x.shape[2] + lax.broadcasted_iota(jnp.int32, x.shape, 2)

        def combine(a, b):
            (va, ia), (vb, ib) = a, b
            take_b = (vb > va) | ((vb == va) & (ib < ia))
            return lax.select(take_b, vb, va), lax.select(take_b, ib, ia)

        return lax.reduce_window((x, index), (-jnp.inf, jnp.int32(2**31 - 1)), combine,
                                 (1, 3, 3, 1), (1, 2, 2, 1), "VALID")  # fmt: skip

    def f(x, y, n):
        pad = ((0, 0), (1, 2), (2, 1), (0, 0))
        return (
            lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), pad),
            lax.reduce_window(y, 0.0, lax.add, (1, 4, 4, 1), (1, 3, 3, 1), "SAME") / 16,
            lax.reduce_window(y, 0.0, lax.add, (1, 2, 2, 1), (1, 1, 1, 1), "VALID", window_dilation=(1, 2, 2, 1)),
            lax.reduce_window(n, jnp.int32(0), lax.add, (1, 3, 2), (1, 2, 2), ((0, 0), (1, 1), (0, 1))),
            lax.reduce_window(n, jnp.iinfo(jnp.int32).min, lax.max, (1, 2, 2), (1, 1, 1), "VALID",
                              base_dilation=(1, 2, 1)),  # fmt: skip
            *argmax_pool(y),
        )

    return f


@program(f32(1, 6, 5, 2), f32(7, 9), f32(2, 4, 4))
def image_resize_methods():
    import jax
    import jax.numpy as jnp

    def f(img, gray, small):
        resize = jax.image.resize
        return (
            resize(img, (1, 11, 8, 2), "linear"),
            resize(img, (1, 13, 9, 2), "cubic"),
            resize(img, (1, 9, 9, 2), "lanczos3"),
            resize(img, (1, 10, 10, 2), "lanczos5"),
            resize(gray, (3, 4), "linear", antialias=True),
            resize(gray, (4, 5), "cubic", antialias=False),
            resize(gray, (14, 4), "nearest"),
            jax.image.scale_and_translate(small, (2, 7, 6), (1, 2), jnp.array([1.7, 1.4]), jnp.array([0.3, -0.5]),
                                          "linear"),  # fmt: skip
        )

    return f


@program(given("float32", 1.0, 0.0, 1.0, -0.0, float("nan"), 1.0, 0.0, 2.0), i32(8, lo=0, hi=3), f32(8),
         i32(3, 7, lo=-20, hi=20), Arg((12,), "uint8", "int", 0, 4))  # fmt: skip
def sort_multi_key_and_integer_top_k():
    import jax
    import jax.numpy as jnp

    def f(k1, k2, v, n, u):
        by_two = jax.lax.sort((k2, k1, v), num_keys=2, is_stable=True)
        by_three = jax.lax.sort((k1, k2, v, jnp.arange(8)), num_keys=3, is_stable=True)
        values, indices = jax.lax.top_k(n, 4)
        u_values, u_indices = jax.lax.top_k(u, 5)
        return (
            *by_two,
            *by_three,
            values,
            indices,
            u_values,
            u_indices,
            jax.lax.top_k(-n.astype(jnp.int8), 3)[0],
            jnp.argsort(n, axis=1, descending=True, stable=True),
            jnp.sort(u, descending=True),
            jax.lax.sort(n, dimension=0),
        )

    return f


@program(Arg((6,), "complex64", "complex"), given("complex64", 1 + 1j, 0j, complex("inf+0j"), complex("nan+1j"),
         -1 + 0j, -0.0 - 1j), Arg((3, 3), "complex64", "complex"))  # fmt: skip
def complex_arithmetic_angle_abs():
    import jax.numpy as jnp

    def f(a, e, m):
        big = a * 1e20
        return (
            a / (a + 1j),
            jnp.angle(a),
            jnp.angle(a, deg=True),
            jnp.abs(big),
            jnp.abs(a * 1e-25),
            jnp.conj(a) * a,
            jnp.sqrt(a),
            jnp.log(a),
            jnp.exp(a),
            a**2.5,
            a ** (1 + 1j),
            jnp.reciprocal(a),
            jnp.sign(a),
            e * 2,
            jnp.real(e) + jnp.imag(e),
            m @ jnp.conj(m.T),
            jnp.sum(m, axis=0),
            jnp.prod(a),
            jnp.tanh(a),
            jnp.sin(a),
            jnp.arctan(a),
        )

    return f


@program(Arg((8, 6), "float16"), Arg((6, 4), "float16"), Arg((4,), "float16"), Arg((8,), "int32", "int", 0, 4),
         Arg((), "float32", "positive"))  # fmt: skip
def float16_training_step_loss_scale():
    import jax
    import jax.numpy as jnp

    def f(x, w, b, labels, scale):
        def loss(params):
            w, b = params
            logits = (x @ w + b).astype(jnp.float32)
            return -jnp.mean(jnp.sum(jax.nn.one_hot(labels, 4) * jax.nn.log_softmax(logits), -1))

        loss_scale = scale * 1024
        value, grads = jax.value_and_grad(lambda p: loss(p) * loss_scale)((w, b))
        grads = jax.tree_util.tree_map(lambda g: g / loss_scale.astype(g.dtype), grads)
        finite = jnp.all(jnp.array([jnp.all(jnp.isfinite(g)) for g in grads]))
        new = jax.tree_util.tree_map(lambda p, g: jnp.where(finite, p - jnp.float16(0.1) * g, p), (w, b), grads)
        return value / loss_scale, *new, finite, jnp.where(finite, loss_scale * 2, loss_scale / 2)

    return f


@program(Arg((8, 6), "bfloat16"), Arg((6, 4), "bfloat16"), Arg((6, 4), "float32"), Arg((8, 4), "bfloat16"))
def bf16_momentum_training_step():
    import jax
    import jax.numpy as jnp

    def f(x, w, velocity, y):
        def loss(w):
            h = jax.nn.gelu(x @ w, approximate=True)
            return jnp.mean(jnp.square(h.astype(jnp.float32) - y.astype(jnp.float32)))

        def step(carry, _):
            w, velocity = carry
            value, g = jax.value_and_grad(loss)(w)
            velocity = 0.9 * velocity + g.astype(jnp.float32)
            w = (w.astype(jnp.float32) - 0.05 * velocity).astype(jnp.bfloat16)
            return (w, velocity), value

        (w, velocity), losses = jax.lax.scan(step, (w, velocity), None, length=3)
        return w, velocity, losses

    return f


@program(f32(6, 8, kind="edge"), f32(8, 5), f32(4, 16))
def int8_int4_quantize_dequantize():
    import jax
    import jax.numpy as jnp

    def quantize(x, axis, bits):
        top = 2 ** (bits - 1) - 1
        scale = jnp.max(jnp.abs(x), axis=axis, keepdims=True) / top
        scale = jnp.where(scale == 0, 1.0, scale)
        return jnp.clip(jnp.round(x / scale), -top, top), scale

    def f(x, w, g):
        x = jnp.nan_to_num(x, nan=0.0, posinf=3.0, neginf=-3.0)
        qx, sx = quantize(x, 1, 8)
        qw, sw = quantize(w, 0, 8)
        acc = jax.lax.dot(qx.astype(jnp.int8), qw.astype(jnp.int8), preferred_element_type=jnp.int32)
        q4, s4 = quantize(g, 1, 4)
        packed = q4.astype(jnp.int4)
        unsigned = (q4 + 7).astype(jnp.uint4)
        return (
            acc,
            acc.astype(jnp.float32) * sx * sw,
            packed.astype(jnp.int8),
            packed.astype(jnp.float32) * s4,
            unsigned.astype(jnp.int32),
            (packed + jnp.int4(1)).astype(jnp.int32),
            jnp.round(x * 100).astype(jnp.int8),
        )

    return f


@program(f32(5), Arg((), "int32", "int", 0, 9), Arg((), "int32", "int", -3, 3), f32(4, 3))
def fori_loop_dynamic_trip_counts():
    import jax
    import jax.numpy as jnp

    def f(x, n, start, m):
        total = jax.lax.fori_loop(0, n, lambda i, acc: acc * 0.9 + jnp.sin(x * i.astype(x.dtype)), x)
        counted = jax.lax.fori_loop(start, n, lambda i, c: c + i, jnp.int32(0))
        backwards = jax.lax.fori_loop(0, 4, lambda i, a: a.at[3 - i].add(a[(4 - i) % 4]), m, unroll=2)
        nested = jax.lax.fori_loop(0, n % 4, lambda i, a: jax.lax.fori_loop(0, i + 1, lambda j, b: b + j, a), 0)
        empty = jax.lax.fori_loop(n, start, lambda i, c: c * 2, x)
        return total, counted, backwards, nested, empty

    return f


@program(f32(6), Arg((), "float32", "positive"), i32(4, lo=1, hi=30))
def while_loop_tuple_carries():
    import jax
    import jax.numpy as jnp

    def f(x, tol, n):
        def cond(carry):
            i, (value, _), done, _ = carry
            return (i < 50) & ~done

        def body(carry):
            i, (value, history), done, counts = carry
            new = 0.5 * (value + x / jnp.maximum(value, 1e-6))
            history = history.at[i % 4].set(jnp.sum(new))
            done = jnp.max(jnp.abs(new - value)) < tol * 1e-3
            return i + 1, (new, history), done, counts + (new > 1).astype(jnp.int32)

        x = jnp.abs(x) + 0.1
        init = (jnp.int32(0), (x, jnp.zeros(4)), jnp.bool_(False), jnp.zeros(6, jnp.int32))

        def collatz(c):
            k, steps = c
            return jnp.where(k % 2 == 0, k // 2, 3 * k + 1), steps + 1

        collatz_steps = jax.vmap(lambda k: jax.lax.while_loop(lambda c: c[0] != 1, collatz, (k, 0))[1])(n)
        return *jax.lax.while_loop(cond, body, init), collatz_steps

    return f


@program(f32(4), Arg((), "int32", "int", -2, 6), Arg((), "bool", "bool"), i32(3, lo=0, hi=5))
def cond_switch_branch_outputs():
    import jax
    import jax.numpy as jnp

    def f(x, index, flag, n):
        pair = jax.lax.cond(flag, lambda a: (a * 2, jnp.int32(1), a.sum() > 0),
                            lambda a: (-a, jnp.int32(7), jnp.bool_(True)), x)  # fmt: skip
        branches = [lambda a, k: (a + 1, k), lambda a, k: (jnp.sin(a), k * 2), lambda a, k: (a * a, k - 1)]
        switched = jax.lax.switch(index, branches, x, n)  # index out of range is clamped
        constant = jax.lax.cond(index > 2, lambda: jnp.float32(1.5), lambda: jnp.float32(-2))
        nested = jax.lax.cond(flag, lambda: jax.lax.switch(index, [lambda: 0, lambda: 1], ), lambda: 5)
        mapped = jax.vmap(lambda v, k: jax.lax.cond(k > 2, jnp.sin, jnp.cos, v))(x[:3], n)
        return *pair, *switched, constant, nested, mapped

    return f


@program(f32(4, 6, 3), f32(4, 3, 3), f32(4, 3), i32(4, lo=1, hi=8))
def vmap_over_scan_and_while():
    import jax
    import jax.numpy as jnp

    def rnn(xs, w, h):
        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h.sum()

        return jax.lax.scan(step, h, xs)

    def until(n, h):
        return jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 0.5 + 1), (0, h))[1]

    def f(xs, ws, hs, ns):
        last, sums = jax.vmap(rnn)(xs, ws, hs)
        over_time = jax.vmap(rnn, in_axes=(1, None, None), out_axes=(0, 1))(xs, ws[0], hs[0])
        return last, sums, *over_time, jax.vmap(until)(ns, hs)

    return f


@program(f32(8, kind="edge"), f32(6), f32(6), f32(3, 4))
def grad_where_safe_losses():
    import jax
    import jax.numpy as jnp

    def safe_log(x):
        safe = jnp.where(x > 0, x, 1.0)
        return jnp.where(x > 0, jnp.log(safe), 0.0)

    def huber(pred, target, delta=1.0):
        err = jnp.abs(pred - target)
        return jnp.sum(jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta)))

    def f(e, p, t, m):
        return (
            jax.grad(lambda x: jnp.sum(safe_log(x)))(e),
            jax.grad(huber)(p, t),
            jax.grad(lambda x: jnp.sum(jnp.abs(x)))(jnp.array([0.0, -0.0, 1.0, -2.0])),
            jax.grad(lambda x: jnp.max(x))(jnp.array([1.0, 3.0, 3.0, 2.0])),
            jax.grad(lambda x: jnp.linalg.norm(x))(jnp.zeros(3)),
            jax.grad(lambda x: jnp.sum(jnp.sqrt(jnp.where(x > 0, x, 0.0))))(p),
            jax.grad(lambda x: jnp.sum(jnp.sort(x) * jnp.arange(6.0)))(p),
            jax.grad(lambda m: jnp.sum(jnp.where(m > 0, m, 0.01 * m) ** 2))(m),
            jax.grad(lambda x: jnp.sum(jnp.clip(x, -0.5, 0.5)))(p),
        )

    return f


@program(f32(4, 8), f32(3, 8, 8), f32(8), f32(5, 4, 8))
def nested_remat_policies():
    import jax
    import jax.numpy as jnp

    def layer(x, w, b):
        return jnp.tanh(x @ w + b)

    def f(x, ws, b, xs):
        inner = jax.checkpoint(layer, policy=jax.checkpoint_policies.checkpoint_dots)

        @jax.checkpoint
        def block(x, ws):
            for w in ws:
                x = inner(x, w, b)
            return x

        def loss(ws):
            saved = jax.checkpoint(block, policy=jax.checkpoint_policies.nothing_saveable, prevent_cse=False)
            return jnp.sum(saved(x, ws) ** 2)

        def scan_loss(ws):
            def step(h, xt):
                return jax.checkpoint(lambda h, xt: layer(h + xt, ws[0], b))(h, xt), None

            return jnp.sum(jax.lax.scan(step, jnp.zeros((4, 8)), xs)[0])

        return jax.value_and_grad(loss)(ws), jax.grad(scan_loss)(ws)

    return f


@program(f32(16, kind="edge"), given("float32", 1e-40, -1e-39, 65504.0, 65520.0, 3.4e38, 1.0000001, 0.1,
         float("nan"), 448.0, 464.0, 57344.0, 61440.0, -0.0, 1.5e-5, 6e-8, 2.9e-8),
         Arg((8,), "float64", "edge"), x64=True)  # fmt: skip
def reduce_precision_formats():
    import jax

    def f(x, e, d):
        rp = jax.lax.reduce_precision
        return (
            rp(x, exponent_bits=5, mantissa_bits=10),
            rp(e, exponent_bits=5, mantissa_bits=10),
            rp(e, exponent_bits=8, mantissa_bits=7),
            rp(e, exponent_bits=4, mantissa_bits=3),
            rp(e, exponent_bits=5, mantissa_bits=2),
            rp(e, exponent_bits=2, mantissa_bits=1),
            rp(d, exponent_bits=8, mantissa_bits=23),
            rp(d, exponent_bits=11, mantissa_bits=20),
            rp(d.astype("float16"), exponent_bits=4, mantissa_bits=3),
        )

    return f


@program(given("float32", 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.125, 0.375, 1.005, 2.675, -0.0, float("nan"),
               float("inf"), 1e20, 123.456, -7.5),
         i32(16, lo=-1000, hi=1000), Arg((6,), "float16", "edge"))  # fmt: skip
def rounding_half_even_decimals():
    import jax.numpy as jnp

    def f(x, n, h):
        return (
            jnp.round(x),
            jnp.round(x, 2),
            jnp.round(x, -1),
            jnp.around(x * 10, 1),
            jnp.rint(x),
            jnp.floor(x),
            jnp.ceil(x),
            jnp.trunc(x),
            jnp.round(n.astype(jnp.float32), -2),
            jnp.round(n, 1),
            jnp.round(h, 1),
            jnp.floor(h),
        )

    return f


@program(Arg((8,), "float16", "edge"), Arg((8,), "float64", "edge"), i32(8, lo=-300, hi=300),
         Arg((8,), "uint8", "bits"), Arg((8,), "int64", "int", -(2**40), 2**40), x64=True)  # fmt: skip
def nan_to_num_and_integer_clip():
    import jax.numpy as jnp

    def f(h, d, n, u, big):
        return (
            jnp.nan_to_num(h),
            jnp.nan_to_num(h, nan=-1.0, posinf=100.0, neginf=-100.0),
            jnp.nan_to_num(d, posinf=1e300),
            jnp.nan_to_num(n),
            jnp.clip(n, -100, 100),
            jnp.clip(n.astype(jnp.int8), -5, 5),
            jnp.clip(u, 10, 200),
            jnp.clip(u, jnp.uint8(250), jnp.uint8(3)),  # min > max: max wins
            jnp.clip(big, -(2**35), 2**35),
            jnp.clip(n, max=jnp.array(7)),
            jnp.clip(d, -1e10, 1e10),
            jnp.clip(h, jnp.float16(-1), jnp.float16(1)),
        )

    return f


@program(f32(4, 6), f32(2, 5, 5), f32(5), i32(4, 4, lo=-9, hi=9))
def triangles_diagonals_traces():
    import jax.numpy as jnp

    def f(a, batch, v, n):
        return (
            jnp.tril(a, k=-1),
            jnp.triu(a, k=2),
            jnp.tril(batch, k=1),
            jnp.triu(n, k=-2),
            jnp.diag(a, k=1),
            jnp.diag(v, k=-2),
            jnp.diagonal(batch, offset=-1, axis1=1, axis2=2),
            jnp.diagonal(batch, offset=2, axis1=0, axis2=2),
            jnp.trace(a, offset=1),
            jnp.trace(batch, axis1=1, axis2=2),
            jnp.trace(n, offset=-1),
            jnp.diagflat(v[:3], k=1),
            a[jnp.tril_indices_from(a, k=1)],
            n[jnp.diag_indices_from(n)],
            jnp.fill_diagonal(n, 0, inplace=False),
        )

    return f


@program(f32(3, 4, 5), Arg((), "int32", "int", -7, 7), i32(6, lo=0, hi=100))
def roll_rot90_flip():
    import jax.numpy as jnp

    def f(x, shift, v):
        return (
            jnp.roll(x, (1, -2), axis=(0, 2)),
            jnp.roll(x, 7),
            jnp.roll(x, shift, axis=1),
            jnp.roll(v, shift),
            jnp.rot90(x, k=1, axes=(1, 2)),
            jnp.rot90(x, k=2),
            jnp.rot90(x, k=3, axes=(2, 0)),
            jnp.rot90(x, k=-1),
            jnp.flip(x, axis=(0, 2)),
            jnp.flipud(x),
            jnp.fliplr(x[0]),
            jnp.flip(v),
        )

    return f


@program(f32(10, 3), i32(6, lo=-3, hi=12), f32(4, 4), f32(2, 2))
def dynamic_update_slice_loops():
    import jax
    import jax.numpy as jnp

    def f(rows, starts, board, patch):
        def write(i, buffer):
            # Starts out of bounds are clamped (negative ones to 0, large ones to the last place the row fits).
            return jax.lax.dynamic_update_slice(buffer, rows[i][None] * (i + 1), (starts[i], 0))

        buffer = jax.lax.fori_loop(0, 6, write, jnp.zeros((8, 3)))

        def stamp(board, ij):
            return jax.lax.dynamic_update_slice(board, patch + board[ij[0], ij[1]], ij), jnp.sum(board)

        positions = jnp.stack([starts[:4] % 4, starts[2:] % 5 - 1], axis=1)
        board, totals = jax.lax.scan(stamp, board, positions)
        picked = jax.vmap(lambda s: jax.lax.dynamic_slice_in_dim(rows, s, 3))(starts)
        return buffer, board, totals, picked

    return f


@program(f32(6), f32(4, 6), f32(4))
def custom_vjp_variants():
    import functools

    import jax
    import jax.numpy as jnp

    @jax.custom_vjp
    def clip_gradient(x, lo, hi):
        return x

    def clip_fwd(x, lo, hi):
        return x, (lo, hi)

    def clip_bwd(res, g):
        lo, hi = res
        return jnp.clip(g, lo, hi), None, None

    clip_gradient.defvjp(clip_fwd, clip_bwd)

    @functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
    def scaled_norm(x, p):
        return jnp.sum(jnp.abs(x) ** p) ** (1 / p)

    def norm_fwd(x, p):
        y = scaled_norm(x, p)
        return y, (x, y)

    def norm_bwd(p, res, g):
        x, y = res
        return (g * jnp.sign(x) * (jnp.abs(x) / y) ** (p - 1),)

    scaled_norm.defvjp(norm_fwd, norm_bwd)

    @jax.custom_vjp
    def straight_through_round(x):
        return jnp.round(x)

    straight_through_round.defvjp(lambda x: (jnp.round(x), None), lambda _, g: (g,))

    def f(x, w, v):
        return (
            jax.grad(lambda x: jnp.sum(clip_gradient(x, -0.1, 0.1) * x))(x),
            jax.grad(lambda w: scaled_norm(w.reshape(-1), 3.0))(w),
            jax.grad(lambda v: jnp.sum(straight_through_round(v * 4) ** 2))(v),
            jax.vmap(jax.grad(lambda v: scaled_norm(v, 2.0)))(w),
        )

    return f


@program(f32(64), f32(9), f32(6, 7), f32(3, 3), f32(4, 5, 6), f32(2, 3, 2))
def scipy_signal_stft_fftconvolve():
    from jax.scipy import signal

    def f(x, k, a, k2, volume, k3):
        freqs, times, z = signal.stft(x, nperseg=16, noverlap=8)
        return (
            signal.fftconvolve(x, k, mode="same"),
            signal.fftconvolve(a, k2, mode="full"),
            signal.convolve(a, k2, mode="valid", method="fft"),
            signal.correlate(volume, k3, mode="same"),
            signal.convolve(volume, k3, mode="full", method="direct"),
            freqs,
            times,
            z,
            signal.istft(z, nperseg=16, noverlap=8)[1],
            signal.welch(x, nperseg=16)[1],
            signal.detrend(x),
        )

    return f


@program(f32(6, 8), f32(4, 5, 6), Arg((4, 4), "complex64", "complex"))
def fft_2d_nd_norms():
    import jax.numpy as jnp

    def f(a, volume, c):
        r2 = jnp.fft.rfft2(a)
        return (
            r2,
            jnp.fft.irfft2(r2, s=(6, 8)),
            jnp.fft.irfftn(jnp.fft.rfftn(volume, axes=(0, 2)), s=(4, 6), axes=(0, 2)),
            jnp.fft.fft2(c, norm="ortho"),
            jnp.fft.ifft2(c, norm="forward"),
            jnp.fft.fftn(volume, s=(3, 8), axes=(1, 2)),
            jnp.fft.ifftn(c, axes=(0,)),
            jnp.fft.rfft(a, n=11, axis=0),
            jnp.fft.irfft(c, n=5, norm="ortho"),
            jnp.fft.fftfreq(7, d=0.5),
            jnp.fft.rfftfreq(8),
            jnp.fft.fftshift(jnp.abs(jnp.fft.fft2(a))),
        )

    return f


@program(i32(20, lo=0, hi=8), f32(20), given("float32", 0.0, 1.0, 1.0, 2.5, 4.0, 7.0), f32(12), f32(12),
         i32(10, lo=-3, hi=12))  # fmt: skip
def unique_histogram_bincount_sets():
    import jax.numpy as jnp

    def f(labels, weights, edges, x, y, other):
        values, index, inverse, counts = jnp.unique(labels, return_index=True, return_inverse=True,
                                                    return_counts=True, size=10, fill_value=-1)  # fmt: skip
        sorted_x = jnp.sort(x)
        return (
            values,
            index,
            inverse,
            counts,
            jnp.bincount(labels, weights=weights, length=6),
            jnp.bincount(labels, length=12),
            *jnp.histogram(x, bins=5, range=(-2, 2), weights=jnp.abs(y)),
            jnp.histogram(x, bins=edges - 1, density=True)[0],
            *jnp.histogram2d(x, y, bins=4)[:1],
            jnp.digitize(x, edges - 2, right=True),
            jnp.digitize(x, edges[::-1] - 2),
            jnp.searchsorted(sorted_x, y, side="right", method="compare_all"),
            jnp.searchsorted(sorted_x, y, side="left", method="sort"),
            jnp.searchsorted(sorted_x, y, method="scan_unrolled"),
            jnp.isin(other, labels),
            jnp.union1d(labels, other, size=16, fill_value=99),
            jnp.setdiff1d(other, labels, size=6, fill_value=-9),
            jnp.intersect1d(labels, other, size=5, fill_value=0),
        )

    return f


@program(i32(6, lo=-2, hi=6), f32(3, 4), Arg((3, 4), "bool", "bool"), Arg((5, 8), "bfloat16"))
def one_hot_axes_and_gelu_variants():
    import jax
    import jax.numpy as jnp

    def f(labels, x, mask, h):
        return (
            jax.nn.one_hot(labels, 5, axis=0),
            jax.nn.one_hot(labels.reshape(2, 3), 4, axis=1, dtype=jnp.bfloat16).astype(jnp.float32),
            jax.nn.one_hot(labels, 5, dtype=jnp.int8),
            jax.nn.gelu(x, approximate=True),
            jax.nn.gelu(x, approximate=False),
            jax.nn.gelu(h, approximate=True).astype(jnp.float32),
            jax.nn.gelu(h, approximate=False).astype(jnp.float32),
            jax.nn.softmax(x, axis=0, where=mask.at[0].set(True)),
            jax.nn.sparse_plus(x),
            jax.nn.relu6(x * 4),
            jax.nn.hard_sigmoid(x),
            jax.nn.log_sigmoid(x * 30),
            jax.nn.softmax(h, axis=-1).astype(jnp.float32),
        )

    return f


@program(Arg((2,), "uint32", "bits"), f32(3, 5), f32(6, 2))
def random_distributions_more():
    import jax

    def f(raw, logits, x):
        key = jax.random.wrap_key_data(raw)
        ks = jax.random.split(key, (4, 4))
        return (
            jax.random.binomial(ks[0, 0], 12, 0.3, (6,)),
            jax.random.geometric(ks[0, 1], 0.25, (6,)),
            jax.random.loggamma(ks[0, 2], 0.5, (6,)),
            jax.random.chisquare(ks[0, 3], 3.0, (6,)),
            jax.random.f(ks[1, 0], 4.0, 6.0, (6,)),
            jax.random.wald(ks[1, 1], 1.5, (6,)),
            jax.random.pareto(ks[1, 2], 3.0, (6,)),
            jax.random.weibull_min(ks[1, 3], 1.0, 2.0, (6,)),
            jax.random.triangular(ks[2, 0], 0.0, 0.3, 1.0, (6,)),
            jax.random.maxwell(ks[2, 1], (6,)),
            jax.random.rayleigh(ks[2, 2], 1.5, (6,)),
            jax.random.generalized_normal(ks[2, 3], 1.5, (6,)),
            jax.random.multinomial(ks[3, 0], 20, jax.nn.softmax(logits[0])),
            jax.random.choice(ks[3, 1], x, (4,), replace=False, axis=0),
            jax.random.categorical(ks[3, 2], logits, replace=False, shape=(2, 3)),
            jax.random.key_data(ks[3, 3]),
        )

    return f


@program(Arg((), "uint32", "int", 0, 1000), Arg((4,), "uint32", "bits"), f32(3, 4))
def random_key_impls_and_initializers():
    import jax
    import jax.numpy as jnp

    def f(seed, raw, x):
        rbg = jax.random.key(seed, impl="unsafe_rbg")
        threefry = jax.random.key(seed, impl="threefry2x32")
        wrapped = jax.random.wrap_key_data(raw, impl="rbg")
        a, b = jax.random.split(threefry)
        he = jax.nn.initializers.he_normal()(a, (4, 3))
        glorot = jax.nn.initializers.glorot_uniform()(b, (4, 3))
        lecun = jax.nn.initializers.lecun_normal(in_axis=0, out_axis=1)(jax.random.fold_in(b, 3), (3, 5))
        scaled = jax.nn.initializers.variance_scaling(2.0, "fan_avg", "truncated_normal")(a, (3, 4))
        return (
            jax.random.normal(rbg, (5,)),
            jax.random.uniform(jax.random.split(rbg)[1], (2, 3), minval=-1, maxval=jnp.arange(3.0) + 1),
            jax.random.permutation(wrapped, 9),
            jax.random.bernoulli(wrapped, jnp.array([0.0, 0.5, 1.0])),
            jax.random.randint(threefry, (6,), -5, jnp.array(20)),
            jax.random.normal(threefry, (3,), dtype=jnp.float16).astype(jnp.float32),
            he @ x,
            glorot,
            lecun,
            scaled,
            jax.random.bits(jax.random.fold_in(rbg, seed), (4,), jnp.uint8),
        )

    return f


@program(f32(4, 6), f32(4, 6), i32(4, lo=-1, hi=7))
def vmap_collectives_axis_name():
    import jax
    import jax.numpy as jnp

    def per_row(x, y, k):
        total = jax.lax.psum(x, "batch")
        mean = jax.lax.pmean(y, "batch")
        index = jax.lax.axis_index("batch")
        gathered = jax.lax.all_gather(k, "batch")
        biggest = jax.lax.pmax(jnp.max(x), "batch")
        return total - mean, index, gathered, biggest, jax.lax.pmin(k, "batch")

    def f(x, y, k):
        return (
            *jax.vmap(per_row, axis_name="batch")(x, y, k),
            jax.vmap(lambda v: v - jax.lax.pmean(jnp.mean(v), "i"), axis_name="i")(x),
            jax.vmap(lambda v: jax.lax.psum(v, "i") / jnp.sum(jax.lax.all_gather(v, "i")), axis_name="i")(y[0]),
        )

    return f


@program(f32(6, 8), f32(6), polymorphic=("b, 8", "b"))
def export_polymorphic_reductions_scan():
    import jax
    import jax.numpy as jnp

    def f(x, v):
        # The scan runs b steps (a while loop whose bound is the dimension), the reshape splits 8 into 2 x 4.
        def step(c, row):
            c = jnp.tanh(c + row)
            return c, jnp.sum(c)

        final, sums = jax.lax.scan(step, jnp.zeros(8), x)
        blocks = x.reshape(x.shape[0], 2, 4)
        return (
            final,
            sums,
            jnp.max(blocks, axis=2),
            jnp.cumsum(v),
            jnp.argsort(v),
            jnp.pad(x, ((1, 0), (0, 2))),
            jnp.outer(v, v),
            jnp.arange(x.shape[0]) * 2,
            jax.nn.softmax(v),
        )

    return f


@program(f32(2, 6, 6, 3), f32(3, 3, 3, 4), f32(4), polymorphic=("b, 6, 6, 3", "3, 3, 3, 4", "4"))
def export_polymorphic_conv():
    import jax
    import jax.numpy as jnp

    def f(x, k, bias):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y + bias)
        pooled = jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        flat = pooled.reshape(pooled.shape[0], -1)
        return flat, jnp.mean(flat, axis=0), jnp.concatenate([flat, flat[::-1]], axis=0)

    return f


@program(f32(6, 4), f32(4, 4), polymorphic=("b, 4", "4, 4"), corpus=True)
def export_polymorphic_while():
    import jax
    import jax.numpy as jnp

    def f(x, w):
        n = x.shape[0]

        def body(i, acc):
            return acc + jnp.tanh(jax.lax.dynamic_index_in_dim(x, i, keepdims=False) @ w)

        total = jax.lax.fori_loop(0, n, body, jnp.zeros(4))
        last = jax.lax.dynamic_slice_in_dim(x, jnp.asarray(n) - 1, 1)
        return total, last, x[jnp.asarray(n) // 2], jnp.sort(x, axis=0)

    return f


@program(f32(8, 3), f32(3, 3), devices=1)
def shard_map_one_device():
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    mesh = jax.make_mesh((1,), ("d",), axis_types=(jax.sharding.AxisType.Auto,))

    def body(x, w):
        h = jnp.tanh(x @ w)
        return jax.lax.psum(jnp.sum(h, axis=0), "d"), jax.lax.all_gather(h, "d", tiled=True)

    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("d"), P()), out_specs=(P(), P()), check_vma=False))


@program(f32(5, 4), f32(4), f32(3, 5))
def select_n_piecewise_choose():
    import jax
    import jax.numpy as jnp

    def f(x, v, c):
        which = jnp.clip(jnp.floor(x * 2 + 1), 0, 2).astype(jnp.int32)
        return (
            jax.lax.select_n(which, x, -x, x * x),
            jax.lax.select_n(x > 0, x, jnp.zeros_like(x)),
            jnp.piecewise(v, [v < -0.5, v > 0.5], [lambda t: -jnp.ones_like(t), lambda t: t * 2, lambda t: t]),
            jnp.select([v < 0, v > 1], [v * 10, v - 1], default=jnp.nan),
            jnp.choose(jnp.array([0, 2, 1, 5, -1]), c, mode="clip"),
            jnp.choose(jnp.array([0, 4, 1, 3, -1]), c, mode="wrap"),
            jnp.where(x > 0, x, v),
            jnp.extract(v > 0, v, size=4, fill_value=-1.0),
        )

    return f


@program(f32(12, kind="positive"), f32(6), f32(8))
def polynomials_and_interp():
    import jax.numpy as jnp

    def f(x, c, y):
        grid = jnp.linspace(-2, 2, 8)
        return (
            jnp.polyfit(grid, y, 3),
            jnp.polyval(c, x),
            jnp.polymul(c[:3], c[3:]),
            jnp.polyder(c, 2),
            jnp.polyint(c, k=1.5),
            jnp.polyadd(c, c[:4]),
            jnp.interp(x, jnp.sort(y), c[:1] + y, left=-5.0, right=5.0),
            jnp.interp(x * 3, grid, y, period=2.0),
            jnp.trapezoid(y, grid),
            jnp.diff(y, n=2),
            jnp.ediff1d(y, to_begin=jnp.array([0.0])),
            jnp.gradient(y, 0.5),
            jnp.convolve(c, y, mode="valid"),
        )

    return f


@program(f32(6, 8), i32(6, lo=0, hi=4), Arg((2,), "uint32", "bits"), polymorphic=("b, 8", "b", "2"))
def export_polymorphic_random_cumulative():
    import jax
    import jax.numpy as jnp

    def f(x, labels, raw):
        # Cumulative max/product along the symbolic axis, random numbers of a symbolic shape, a (b, b) product.
        key = jax.random.wrap_key_data(raw)
        noise = jax.random.uniform(key, x.shape)
        values, indices = jax.lax.top_k(x, 3)
        return (
            jax.lax.cummax(x, axis=0),
            jnp.cumprod(x[:, 0] * 0.5 + 1),
            jax.lax.cumsum(x, axis=0, reverse=True),
            noise,
            jnp.argmax(x, axis=0),
            jax.nn.one_hot(labels, 4),
            values,
            indices,
            x @ x.T,
            jnp.linalg.norm(x, axis=1),
        )

    return f


@program(f32(3, 4, 5), f32(5), polymorphic=("b, n, 5", "5"))
def export_polymorphic_two_symbols():
    import jax
    import jax.numpy as jnp

    def f(x, w):
        b, n, _ = x.shape
        flat = x.reshape(b * n, 5)
        pooled = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 1), (1, 1, 1), "SAME")
        return (
            flat @ w,
            jnp.tile(x[:, :1], (1, 2, 1)),
            jnp.repeat(x, 2, axis=2),
            pooled,
            jnp.mean(x, axis=(0, 1)),
            jnp.swapaxes(x, 0, 1),
            jax.nn.softmax(x, axis=1),
            jnp.concatenate([x, x[:, ::-1]], axis=1),
            jnp.sum(jnp.triu(x[0] @ x[0].T)),
        )

    return f


@program(f32(4), Arg((), "int32", "int", 1000, 3000), f32(64))
def long_loops():
    import jax
    import jax.numpy as jnp

    def f(x, n, v):
        # Thousands of trips: a scan of 4096 steps, a while loop of n, a fori_loop of 2000 bubble steps.
        def step(c, t):
            c = c * 0.999 + jnp.sin(t)
            return c, c[0]

        carry, ys = jax.lax.scan(step, x, jnp.linspace(0, 10, 4096))
        counted = jax.lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] + c[0] % 7), (0, 0))[1]

        def bubble(i, a):
            j = i % 63
            lo, hi = jnp.minimum(a[j], a[j + 1]), jnp.maximum(a[j], a[j + 1])
            return a.at[j].set(lo).at[j + 1].set(hi)

        return carry, ys[::512], counted, jax.lax.fori_loop(0, 2000, bubble, v)

    return f


@program(f32(5, 4, 4), f32(5, 4, 2), f32(5, 6, 3))
def vmap_linalg_batched():
    import jax
    import jax.numpy as jnp

    def f(a, b, tall):
        spd = jax.vmap(lambda m: m @ m.T + 4 * jnp.eye(4))(a)
        return (
            jax.vmap(jnp.linalg.cholesky)(spd),
            jax.vmap(jnp.linalg.solve)(spd, b),
            jax.vmap(lambda m: jnp.abs(jnp.linalg.qr(m)[1]))(tall),
            jax.vmap(jnp.linalg.slogdet)(spd)[1],
            jax.vmap(lambda m: jnp.linalg.eigh(m)[0])(spd),
            jax.vmap(jnp.linalg.inv)(spd),
            jax.vmap(jax.grad(lambda m: jnp.linalg.slogdet(m)[1]))(spd),
            jax.vmap(lambda m, r: jnp.linalg.lstsq(m, r)[0])(tall, tall[:, :, :1]),
        )

    return f


@program(f32(5, 5), f32(6, 5), f32(6, 5))
def grad_through_cumulative_and_windows():
    import jax
    import jax.numpy as jnp

    def loss(w, x, y):
        h = jnp.tanh(x @ w)
        c = jnp.cumsum(h, axis=0) / jnp.arange(1, 7)[:, None]
        m = jax.lax.cummax(h, axis=1)
        p = jax.lax.reduce_window(h[None, :, :, None], -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 1, 1, 1), "SAME")
        s = jax.lax.reduce_window(h, 0.0, jax.lax.add, (3, 1), (1, 1), ((1, 1), (0, 0)))
        return jnp.sum((c - y) ** 2) + jnp.sum(m * p[0, :, :, 0]) + jnp.sum(s**2) + jnp.sum(jax.lax.cumprod(h, axis=1))

    def f(w, x, y):
        return jax.value_and_grad(loss, argnums=(0, 1))(w, x, y)

    return f


@program(Arg((7,), "complex64", "complex"), Arg((3, 5), "complex64", "complex"),
         Arg((2, 6, 6, 1), "complex64", "complex"))  # fmt: skip
def complex_cumulative_and_reductions():
    import jax
    import jax.numpy as jnp

    def f(v, m, img):
        return (
            jnp.cumsum(v),
            jnp.cumprod(v * 0.5),
            jnp.cumsum(m, axis=0),
            jnp.prod(m, axis=1),
            jnp.mean(m, axis=0),
            jnp.max(jnp.abs(m), axis=1),
            jnp.argmax(jnp.abs(v)),
            jnp.pad(m, ((1, 0), (0, 2)), constant_values=1j),
            jnp.where(jnp.abs(v) > 1, v, jnp.conj(v)),
            jax.lax.reduce_window(img, 0j, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
            jnp.einsum("ij,kj->ik", m, jnp.conj(m)),
            jnp.linalg.norm(m, axis=1),
            jnp.vdot(v, v),
        )

    return f


@program(Arg((12,), "uint8", "bits"), Arg((3, 8), "int64", "int", -(2**40), 2**40), Arg((8,), "uint32", "bits"),
         Arg((2, 6, 6), "bool", "bool"), x64=True)  # fmt: skip
def integer_cumulative_and_pooling():
    import jax
    import jax.numpy as jnp

    def f(u, big, w, flags):
        return (
            jnp.cumsum(u, dtype=jnp.uint8),
            jax.lax.cumprod(big % 7 - 3, axis=1),
            jax.lax.cummax(w),
            jax.lax.cummin(w, reverse=True),
            jnp.cumsum(big, axis=0),
            jax.lax.reduce_window(flags, False, jax.lax.bitwise_or, (1, 2, 2), (1, 2, 2), "VALID"),
            jax.lax.reduce_window(flags, True, jax.lax.bitwise_and, (1, 3, 3), (1, 1, 1), "SAME"),
            jax.lax.reduce_window(u.reshape(3, 4), jnp.uint8(0), jax.lax.max, (2, 2), (1, 1), "SAME"),
            jnp.sum(u, dtype=jnp.uint8),
            jnp.prod(big[0] % 5 + 1),
            jnp.sum(w.astype(jnp.uint64)),
            jnp.any(flags, axis=(1, 2)),
            jnp.all(flags, axis=0),
            jnp.count_nonzero(flags, axis=2),
        )

    return f


@program(Arg((4, 64), "bfloat16"), Arg((64, 3), "bfloat16"), Arg((5, 40), "float16"))
def bf16_f16_reductions_and_cumsum():
    import jax
    import jax.numpy as jnp

    def f(x, w, h):
        return (
            jnp.sum(x, axis=1).astype(jnp.float32),
            jnp.mean(x, axis=0).astype(jnp.float32),
            jnp.max(x, axis=1).astype(jnp.float32),
            jnp.cumsum(x[:, :8], axis=1).astype(jnp.float32),
            jax.nn.logsumexp(h, axis=1).astype(jnp.float32),
            jnp.var(h, axis=1).astype(jnp.float32),
            (x @ w).astype(jnp.float32),
            jax.nn.softmax(x[:, :16]).astype(jnp.float32),
            jnp.linalg.norm(h, axis=1).astype(jnp.float32),
            jnp.argmax(h, axis=1),
        )

    return f


@program(f32(2, 7, 6, 3), f32(3, 3, 3, 4), polymorphic=("b, h, w, 3", "3, 3, 3, 4"))
def export_polymorphic_conv_spatial():
    import jax
    import jax.numpy as jnp

    def f(x, k):
        # Symbolic spatial sizes: "SAME" convolutions (padding on ? dims), strided, dilated, and pooling.
        dn = ("NHWC", "HWIO", "NHWC")
        same = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=dn)
        strided = jax.lax.conv_general_dilated(x, k, (2, 2), "SAME", dimension_numbers=dn)
        valid = jax.lax.conv_general_dilated(x, k, (1, 1), "VALID", rhs_dilation=(2, 1), dimension_numbers=dn)
        pooled = jax.lax.reduce_window(same, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
        return same, strided, valid, pooled, jnp.mean(same, axis=(1, 2))

    return f


@program(f32(2, 6, 8), f32(2, 6, 8), f32(2, 6, 8), i32(6, lo=0, hi=4), f32(6), polymorphic=("b, t, 8", "b, t, 8",
         "b, t, 8", "t", "t"))  # fmt: skip
def export_polymorphic_attention_and_indexing():
    import jax
    import jax.numpy as jnp

    def f(q, k, v, segments, values):
        # Symbolic batch and sequence: causal attention, sorting, top_k and searches along the symbolic axis,
        # gathers and scatters with symbolic counts (jnp.searchsorted needs a constant size).
        t = q.shape[1]
        scores = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(8.0)
        causal = jnp.tril(jnp.ones((t, t), bool))
        attended = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1) @ v
        order = jnp.argsort(values)
        return (
            attended,
            jnp.sort(values),
            order,
            jax.lax.top_k(-values, 1)[1],
            jax.ops.segment_sum(values, segments, num_segments=4),
            values[order[::-1]],
            jnp.zeros_like(values).at[segments].add(1.0),
            jnp.cumsum(values[::-1])[::-1],
            jax.lax.cumsum(values, reverse=True),
            jnp.take(q[0], segments, axis=0),
        )

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


# Programs users write as whole applications: a CNN training step, ODE solvers, scipy's optimizers and sparse
# solvers, custom roots and linear solves, classic algorithms (k-means, Sinkhorn, HMMs, Floyd-Warshall, an
# N-body step), RL and VAE losses, and shape-polymorphic exports run at two sizes.


@program(f32(2, 9, 9, 3), f32(3, 3, 3, 4), f32(4), f32(2, 2, 4, 6), f32(6, 5), i32(2, lo=0, hi=5))
def cnn_train_step_nhwc():
    import jax
    import jax.numpy as jnp

    def max_pool(x, window, stride, padding):
        return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, window, window, 1), (1, stride, stride, 1), padding)

    def avg_pool(x, window, stride, padding):
        total = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, window, window, 1), (1, stride, stride, 1), padding)
        return total / (window * window)

    def loss(params, x, labels):
        w1, b1, w2, wd = params
        dn = ("NHWC", "HWIO", "NHWC")
        h = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn) + b1
        h = max_pool(jax.nn.relu(h), 3, 2, "SAME")
        h = jax.lax.conv_general_dilated(h, w2, (1, 1), "VALID", rhs_dilation=(2, 2), dimension_numbers=dn)
        h = avg_pool(jax.nn.relu(h), 2, 1, "VALID")
        logits = jnp.mean(h, axis=(1, 2)) @ wd
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=1))

    def f(x, w1, b1, w2, wd, labels):
        params = (w1, b1, w2, wd)
        value, grads = jax.value_and_grad(loss)(params, x, labels)
        return value, jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)

    return f


@program(Arg((2,), "float64", "positive"), Arg((4,), "float64", "positive"), x64=True)
def odeint_lotka_volterra_grad():
    import jax
    import jax.numpy as jnp
    from jax.experimental.ode import odeint

    def dynamics(y, t, params):
        a, b, c, d = params
        prey, predator = y
        return jnp.stack([a * prey - b * prey * predator, -c * predator + d * prey * predator])

    def f(y0, params):
        ts = jnp.linspace(0.0, 2.0, 5)

        def final(y0, params):
            return jnp.sum(odeint(dynamics, y0, ts, params, rtol=1e-8, atol=1e-8)[-1])

        trajectory = odeint(dynamics, y0, ts, params, rtol=1e-8, atol=1e-8)
        return trajectory, jax.grad(final, argnums=(0, 1))(y0, params)

    return f


@program(Arg((3,), "float64"), Arg((6, 3), "float64"), Arg((6,), "float64"), x64=True)
def scipy_optimize_bfgs():
    import jax.numpy as jnp
    from jax.scipy.optimize import minimize

    def f(x0, a, b):
        def least_squares(w):
            return jnp.sum((a @ w - b) ** 2) + 0.1 * jnp.sum(w * w)

        def rosenbrock(z):
            return jnp.sum(100.0 * (z[1:] - z[:-1] ** 2) ** 2 + (1.0 - z[:-1]) ** 2)

        fit = minimize(least_squares, x0, method="BFGS", tol=1e-10)
        rosen = minimize(rosenbrock, jnp.zeros(3), method="BFGS", tol=1e-10)
        return fit.x, fit.fun, fit.success, rosen.x, rosen.success

    return f


@program(f32(6, 6), f32(6))
def sparse_iterative_solvers():
    import jax.numpy as jnp
    from jax.scipy.sparse.linalg import bicgstab, cg, gmres

    def f(m, b):
        spd = m @ m.T + 6.0 * jnp.eye(6)
        general = spd + 0.5 * (m - m.T)

        def matvec(v):
            return spd @ v

        x_cg, _ = cg(matvec, b, tol=1e-6, maxiter=50)
        x_pre, _ = cg(spd, b, tol=1e-6, M=lambda v: v / jnp.diag(spd))
        x_gmres, _ = gmres(general, b, tol=1e-6, restart=4, solve_method="batched")
        x_gmres_inc, _ = gmres(general, b, tol=1e-6, restart=3, solve_method="incremental")
        x_bicg, _ = bicgstab(general, b, tol=1e-6)
        return x_cg, x_pre, x_gmres, x_gmres_inc, x_bicg

    return f


@program(Arg((5,), "float32", "positive"), f32(4, 4), f32(4))
def custom_root_and_linear_solve_grads():
    import jax
    import jax.numpy as jnp

    def newton_sqrt(a):
        def residual(x):
            return x * x - a

        def solve(g, y):
            def body(_, x):
                return x - g(x) / (2.0 * x)

            return jax.lax.fori_loop(0, 20, body, jnp.ones_like(y))

        def tangent_solve(g, y):
            return y / g(jnp.ones_like(y))

        return jax.lax.custom_root(residual, jnp.ones_like(a), solve, tangent_solve)

    def linear_solve(m, b):
        spd = m @ m.T + 4.0 * jnp.eye(4)

        def matvec(x):
            return spd @ x

        def solve(mv, y):
            return jnp.linalg.solve(spd, y)

        return jax.lax.custom_linear_solve(matvec, b, solve, symmetric=True)

    def f(a, m, b):
        return (
            newton_sqrt(a),
            jax.grad(lambda a: jnp.sum(newton_sqrt(a) ** 3))(a),
            linear_solve(m, b),
            jax.grad(lambda m, b: jnp.sum(jnp.sin(linear_solve(m, b))), argnums=(0, 1))(m, b),
        )

    return f


@program(Arg((6,), "float64"), Arg((5,), "float64"), Arg((12,), "float64"), x64=True)
def polynomial_roots_and_fit():
    import jax.numpy as jnp

    def f(coeffs, real_roots, ys):
        # Roots (eigenvalues of the companion matrix) sorted, as their order is the eigensolver's.
        found = jnp.sort_complex(jnp.roots(coeffs, strip_zeros=False))
        poly = jnp.poly(real_roots)
        back = jnp.sort(jnp.roots(poly, strip_zeros=False).real)
        xs = jnp.linspace(-1.0, 1.0, 12)
        fit = jnp.polyfit(xs, ys, 3)
        return found, poly, back, fit, jnp.polyval(fit, xs), jnp.polyder(fit), jnp.polyint(fit)

    return f


@program(Arg((8, 2), "float64"), Arg((8,), "float64"), Arg((2,), "float64"), x64=True)
def gaussian_process_marginal_likelihood_grad():
    import jax
    import jax.numpy as jnp
    from jax.scipy.linalg import cho_factor, cho_solve

    def nll(log_params, x, y):
        lengthscale, noise = jnp.exp(log_params)
        d2 = jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, -1)
        k = jnp.exp(-0.5 * d2 / lengthscale**2) + (noise + 1e-6) * jnp.eye(x.shape[0])
        factor = cho_factor(k, lower=True)
        alpha = cho_solve(factor, y)
        return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(factor[0]))) + 0.5 * y.shape[0] * jnp.log(2 * jnp.pi)

    def f(x, y, log_params):
        value, grad = jax.value_and_grad(nll)(log_params, x, y)
        return value, grad, jax.hessian(nll)(log_params, x, y)

    return f


@program(f32(40, 2), f32(4, 2))
def kmeans_lloyd_iterations():
    import jax
    import jax.numpy as jnp

    def f(points, centroids):
        def step(_, c):
            d2 = jnp.sum((points[:, None, :] - c[None, :, :]) ** 2, -1)
            assign = jnp.argmin(d2, axis=1)
            sums = jax.ops.segment_sum(points, assign, num_segments=c.shape[0])
            counts = jax.ops.segment_sum(jnp.ones(points.shape[0]), assign, num_segments=c.shape[0])
            return jnp.where(counts[:, None] > 0, sums / jnp.maximum(counts, 1.0)[:, None], c)

        final = jax.lax.fori_loop(0, 6, step, centroids)
        d2 = jnp.sum((points[:, None, :] - final[None, :, :]) ** 2, -1)
        return final, jnp.argmin(d2, axis=1), jnp.sum(jnp.min(d2, axis=1))

    return f


@program(f32(6, 2), f32(7, 2), Arg((6,), "float32", "positive"), Arg((7,), "float32", "positive"))
def sinkhorn_optimal_transport():
    import jax
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp

    def f(x, y, wa, wb):
        a, b = wa / jnp.sum(wa), wb / jnp.sum(wb)
        cost = jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, -1)
        eps = 0.1

        def body(_, uv):
            u, v = uv
            u = eps * jnp.log(a) - eps * logsumexp((v[None, :] - cost) / eps, axis=1)
            v = eps * jnp.log(b) - eps * logsumexp((u[:, None] - cost) / eps, axis=0)
            return u, v

        u, v = jax.lax.fori_loop(0, 50, body, (jnp.zeros(6), jnp.zeros(7)))
        plan = jnp.exp((u[:, None] + v[None, :] - cost) / eps)
        return plan, jnp.sum(plan * cost), jnp.sum(plan, axis=1) - a

    return f


@program(f32(4, 4), f32(4), f32(10, 4), i32(10, lo=0, hi=4))
def hmm_forward_viterbi():
    import jax
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp

    def f(trans_logits, init_logits, emissions, path):
        log_trans = jax.nn.log_softmax(trans_logits, axis=1)
        log_init = jax.nn.log_softmax(init_logits)

        def forward(alpha, e):
            alpha = logsumexp(alpha[:, None] + log_trans, axis=0) + e
            return alpha, alpha

        alpha, alphas = jax.lax.scan(forward, log_init + emissions[0], emissions[1:])
        log_likelihood = logsumexp(alpha)

        def viterbi(delta, e):
            scores = delta[:, None] + log_trans
            return jnp.max(scores, axis=0) + e, jnp.argmax(scores, axis=0)

        delta, back = jax.lax.scan(viterbi, log_init + emissions[0], emissions[1:])

        def backtrack(state, pointers):
            previous = pointers[state]
            return previous, state

        first, states = jax.lax.scan(backtrack, jnp.argmax(delta), back, reverse=True)
        best = jnp.concatenate([first[None], states])

        # The log-probability of a given path (gathers along it), and its gradient by the emissions.
        def path_score(emissions):
            steps = log_trans[path[:-1], path[1:]]
            return log_init[path[0]] + jnp.sum(steps) + jnp.sum(jnp.take_along_axis(emissions, path[:, None], 1))

        return log_likelihood, alphas, best, jnp.max(delta), jax.grad(path_score)(emissions)

    return f


@program(f32(6, 6, kind="positive"), Arg((6, 6), "bool", "bool"))
def floyd_warshall_shortest_paths():
    import jax
    import jax.numpy as jnp

    def f(weights, edges):
        n = weights.shape[0]
        dist = jnp.where(edges, weights, jnp.inf)
        dist = jnp.where(jnp.eye(n, dtype=bool), 0.0, dist)
        nxt = jnp.where(edges, jnp.arange(n)[None, :], -1)

        def relax(k, state):
            d, nx = state
            through = d[:, k, None] + d[None, k, :]
            better = through < d
            return jnp.where(better, through, d), jnp.where(better, nx[:, k, None], nx)

        d, nx = jax.lax.fori_loop(0, n, relax, (dist, nxt))
        reachable = jnp.isfinite(d)
        return d, nx, jnp.sum(reachable, axis=1)

    return f


@program(f32(8, 3), f32(8, 3), Arg((8,), "float32", "positive"))
def nbody_leapfrog():
    import jax
    import jax.numpy as jnp

    def accelerations(pos, mass):
        diff = pos[None, :, :] - pos[:, None, :]
        inv = jax.lax.rsqrt(jnp.sum(diff * diff, -1) + 0.01) ** 3
        return jnp.sum(diff * (inv * mass[None, :])[..., None], axis=1)

    def f(pos, vel, mass):
        def step(_, state):
            p, v = state
            v = v + 0.005 * accelerations(p, mass)
            p = p + 0.01 * v
            v = v + 0.005 * accelerations(p, mass)
            return p, v

        p, v = jax.lax.fori_loop(0, 10, step, (pos, vel))
        kinetic = 0.5 * jnp.sum(mass[:, None] * v * v)
        return p, v, kinetic, jnp.sum(mass[:, None] * v, axis=0)

    return f


@program(Arg((10, 12), "int32", "int", 0, 2))
def game_of_life_integer_conv():
    import jax
    import jax.numpy as jnp

    def f(board):
        kernel = jnp.ones((1, 1, 3, 3), jnp.int32).at[0, 0, 1, 1].set(0)

        def step(_, b):
            # Wrap-around neighbours counted by an integer convolution of the padded board.
            padded = jnp.pad(b, 1, mode="wrap")[None, None]
            neighbours = jax.lax.conv_general_dilated(padded, kernel, (1, 1), "VALID")[0, 0]
            return ((neighbours == 3) | ((b == 1) & (neighbours == 2))).astype(jnp.int32)

        rolled = sum(jnp.roll(board, (dy, dx), (0, 1)) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx)
        return jax.lax.fori_loop(0, 5, step, board), rolled

    return f


@program(f32(6, 7), f32(6, 7))
def mandelbrot_escape_counts():
    import jax
    import jax.numpy as jnp

    def escape(cr, ci):
        def cond(state):
            zr, zi, n = state
            return (n < 30) & (zr * zr + zi * zi <= 4.0)

        def body(state):
            zr, zi, n = state
            return zr * zr - zi * zi + cr, 2.0 * zr * zi + ci, n + 1

        return jax.lax.while_loop(cond, body, (jnp.float32(0), jnp.float32(0), 0))[2]

    def f(re, im):
        # Points well inside or outside the set (the count of a point near its boundary is chaotic).
        cr = jnp.where(jnp.abs(re) < 0.4, 0.5 * re - 0.2, 2.0 * re)
        ci = jnp.where(jnp.abs(re) < 0.4, 0.25 * im, 2.0 * im)
        z = cr + 1j * ci
        return jax.vmap(jax.vmap(escape))(cr, ci), jnp.abs(z * z + z)

    return f


@program(f32(12, 14))
def heat_equation_stencils():
    import jax
    import jax.numpy as jnp

    def f(u0):
        def explicit(_, u):
            lap = jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1) - 4 * u
            return u + 0.2 * lap

        kernel = jnp.array([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]])

        def neumann(_, u):
            padded = jnp.pad(u, 1, mode="edge")
            lap = jax.scipy.signal.convolve2d(padded, kernel, mode="valid")
            return u + 0.2 * lap

        def reflect(_, u):
            padded = jnp.pad(u, 1, mode="reflect")
            return u + 0.1 * (padded[2:, 1:-1] + padded[:-2, 1:-1] + padded[1:-1, 2:] + padded[1:-1, :-2] - 4 * u)

        return (
            jax.lax.fori_loop(0, 15, explicit, u0),
            jax.lax.fori_loop(0, 15, neumann, u0),
            jax.lax.fori_loop(0, 15, reflect, u0),
        )

    return f


@program(Arg((20, 3), "float64"), Arg((20,), "int32", "int", 0, 2), x64=True)
def logistic_regression_newton():
    import jax
    import jax.numpy as jnp

    def nll(w, x, y):
        logits = x @ w
        return jnp.sum(jnp.logaddexp(0.0, logits) - y * logits) + 0.5 * jnp.sum(w * w)

    def f(x, labels):
        y = labels.astype(x.dtype)

        def newton(_, w):
            g = jax.grad(nll)(w, x, y)
            h = jax.hessian(nll)(w, x, y)
            return w - jnp.linalg.solve(h, g)

        w = jax.lax.fori_loop(0, 8, newton, jnp.zeros(3))
        return w, nll(w, x, y), jax.nn.sigmoid(x @ w)

    return f


@program(f32(16, 5))
def pca_svd_sign_invariant():
    import jax.numpy as jnp

    def f(data):
        centered = data - jnp.mean(data, axis=0)
        u, s, vt = jnp.linalg.svd(centered, full_matrices=False)
        explained = s**2 / jnp.sum(s**2)
        # Sign-invariant results: the rank-2 reconstruction, the projector, and whitened covariance.
        rank2 = (u[:, :2] * s[:2]) @ vt[:2]
        projector = vt[:2].T @ vt[:2]
        whitened = centered @ vt.T / s * jnp.sqrt(data.shape[0] - 1.0)
        cov = whitened.T @ whitened / (data.shape[0] - 1.0)
        return s, explained, rank2, projector, cov, jnp.cumsum(explained)

    return f


@program(f32(4, 6, kind="positive"), f32(6, 8), f32(2, 8), f32(8, 6), Arg((2,), "uint32", "bits"))
def vae_reparameterized_elbo_grad():
    import jax
    import jax.numpy as jnp

    def elbo(params, x, key):
        w_enc, w_dec, w_out = params
        h = jnp.tanh(x @ w_enc)
        mean, log_var = h[:, :2], h[:, 2:4]
        eps = jax.random.normal(key, mean.shape)
        z = mean + jnp.exp(0.5 * log_var) * eps
        logits = jnp.tanh(z @ w_dec) @ w_out
        target = x / jnp.max(x)
        recon = jnp.sum(target * jax.nn.log_sigmoid(logits) + (1 - target) * jax.nn.log_sigmoid(-logits))
        kl = -0.5 * jnp.sum(1 + log_var - mean**2 - jnp.exp(log_var))
        return -(recon - kl) / x.shape[0]

    def f(x, w_enc, w_dec, w_out, raw_key):
        key = jax.random.wrap_key_data(raw_key)
        params = (w_enc, w_dec, w_out)
        return jax.value_and_grad(elbo)(params, x, key)

    return f


@program(f32(5, 8), f32(8, 8), Arg((), "int32", "int", 0, 8))
def beam_search_scan():
    import jax
    import jax.numpy as jnp

    def f(step_logits, transition, start):
        beam = 3

        def step(carry, logits):
            scores, tokens = carry
            log_probs = jax.nn.log_softmax(logits[None, :] + transition[tokens], axis=-1)
            total = (scores[:, None] + log_probs).reshape(-1)
            best, flat = jax.lax.top_k(total, beam)
            parents, next_tokens = flat // logits.shape[0], flat % logits.shape[0]
            return (best, next_tokens), (parents, next_tokens)

        init = (jnp.array([0.0, -jnp.inf, -jnp.inf]), jnp.full((beam,), start))
        (scores, _), (parents, tokens) = jax.lax.scan(step, init, step_logits)

        def backtrack(index, step):
            p, t = step
            return p[index], t[index]

        _, best_path = jax.lax.scan(backtrack, jnp.int32(0), (parents, tokens), reverse=True)
        return scores, parents, tokens, best_path

    return f


@program(f32(6, 4), f32(4))
def spectral_norm_power_iteration():
    import jax
    import jax.numpy as jnp

    def f(w, v0):
        def body(_, v):
            u = w @ v
            u = u / jnp.linalg.norm(u)
            v = w.T @ u
            return v / jnp.linalg.norm(v)

        v = jax.lax.fori_loop(0, 60, body, v0 / jnp.linalg.norm(v0))
        sigma = jnp.linalg.norm(w @ v)
        return sigma, jnp.linalg.norm(w, ord=2), w / sigma, jnp.abs(v)

    return f


@program(f32(8, 6), i32(8, lo=0, hi=4), f32(6, 10), f32(10, 4), f32(6, 10), f32(10, 4), Arg((2,), "uint32", "bits"))
def dropout_label_smoothing_momentum_step():
    import jax
    import jax.numpy as jnp

    def loss(params, x, labels, key):
        w1, w2 = params
        h = jax.nn.relu(x @ w1)
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
        logits = h @ w2
        smooth = jax.nn.one_hot(labels, 4) * 0.9 + 0.1 / 4
        return -jnp.mean(jnp.sum(smooth * jax.nn.log_softmax(logits), -1))

    def f(x, labels, w1, w2, m1, m2, raw_key):
        key = jax.random.wrap_key_data(raw_key)
        params, momentum = (w1, w2), (m1, m2)
        value, grads = jax.value_and_grad(loss)(params, x, labels, jax.random.fold_in(key, 7))
        momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
        params = jax.tree.map(lambda p, m: p - 0.05 * m, params, momentum)
        return value, params, momentum

    return f


@program(f32(2, 3, 7, 6), f32(5, 3, 3, 2))
def conv_patches_im2col():
    import jax
    import jax.numpy as jnp

    def f(x, w):
        patches = jax.lax.conv_general_dilated_patches(x, (3, 2), (2, 1), "SAME", rhs_dilation=(1, 2))
        n, c, h, wd = patches.shape
        im2col = jnp.einsum("nphw,op->nohw", patches, w.reshape(5, -1))
        direct = jax.lax.conv_general_dilated(x, w, (2, 1), "SAME", rhs_dilation=(1, 2))
        return patches, im2col, direct

    return f


@program(f32(2, 3, 4), f32(6, 6), f32(6, 2, 3), f32(2, 3))
def linearize_unstack_index_utilities():
    import jax
    import jax.numpy as jnp

    def f(x, m, t, b):
        y, f_jvp = jax.linearize(lambda v: jnp.sin(v) * jnp.sum(v**2), x)
        parts = jnp.unstack(x, axis=1)
        flat = jnp.argmax(x.reshape(-1))
        index = jnp.unravel_index(flat, x.shape)
        back = jnp.ravel_multi_index(index, x.shape, mode="clip")
        clipped = jnp.ravel_multi_index((jnp.array([0, 5, -1]), jnp.array([3, 1, 7])), (2, 4), mode="clip")
        wrapped = jnp.ravel_multi_index((jnp.array([0, 5, -1]), jnp.array([3, 1, 7])), (2, 4), mode="wrap")
        t_sq = jnp.einsum("ijk,jkl->il", t.reshape(6, 2, 3), (m[:, :6].reshape(2, 3, 6)))
        solved = jnp.linalg.tensorsolve(t_sq.reshape(6, 2, 3) + 3 * jnp.eye(6).reshape(6, 2, 3), m[0])
        tangents = f_jvp(jnp.ones_like(x)), f_jvp(jnp.broadcast_to(b[..., None], x.shape))
        return y, *tangents, *parts, index, back, clipped, wrapped, solved

    return f


@program(Arg((4,), "uint32", "bits"), Arg((4,), "uint32", "bits"), x64=True)
def rng_bit_generator_algorithms():
    import jax
    import jax.numpy as jnp

    def f(threefry_state, philox_state):
        alg = jax.lax.RandomAlgorithm
        outputs = []
        for algorithm, state in ((alg.RNG_THREE_FRY, threefry_state), (alg.RNG_PHILOX, philox_state)):
            for shape, dtype in (((5,), jnp.uint32), ((2, 3), jnp.uint64), ((7,), jnp.uint8), ((3,), jnp.uint16)):
                state, bits = jax.lax.rng_bit_generator(state, shape, dtype, algorithm)
                outputs += [state, bits]
        return tuple(outputs)

    return f


@program(f32(4, 2, 5, 5), f32(6, 2, 3, 3))
def conv_batch_group_count():
    import jax

    def f(x, g):
        # What the weight gradient of a grouped convolution is: a convolution with batch_group_count.
        plain = jax.lax.conv_general_dilated(x, g, (1, 1), [(1, 1), (1, 1)], batch_group_count=2)
        strided = jax.lax.conv_general_dilated(x, g[:4], (2, 1), "VALID", rhs_dilation=(1, 2), batch_group_count=4)
        return plain, strided

    return f


@program(f32(6, 8), f32(8, 16), f32(16), f32(16, 6), Arg((2,), "uint32", "bits"), Arg((), "int32", "int", 0, 6))
def autoregressive_sampling_scan():
    import jax
    import jax.numpy as jnp

    def f(embed, w_in, b_in, w_out, raw_key, start):
        key = jax.random.wrap_key_data(raw_key)

        def step(carry, _):
            token, h, key = carry
            key, sample_key, gumbel_key = jax.random.split(key, 3)
            h = jnp.tanh(embed[token] @ w_in + b_in + 0.5 * h @ jnp.eye(16))
            logits = h @ w_out
            token = jax.random.categorical(sample_key, logits / 0.7)
            noisy = jnp.argmax(logits + jax.random.gumbel(gumbel_key, logits.shape))
            return (token, h, key), (token, noisy, jax.nn.log_softmax(logits)[token])

        init = (start, jnp.zeros(16), key)
        (_, h, _), (tokens, noisy, log_probs) = jax.lax.scan(step, init, None, length=7)
        return tokens, noisy, log_probs, h

    return f


@program(Arg((3, 15), "float32"), Arg((5, 7), "float32"), Arg((9,), "complex64", "complex"))
def fft_odd_sizes_and_grad():
    import jax
    import jax.numpy as jnp

    def spectral_loss(x):
        spectrum = jnp.fft.rfft(x, axis=-1)
        return jnp.sum(jnp.abs(spectrum[..., 1:4]) ** 2)

    def f(signals, image, z):
        circular = jnp.fft.irfft(jnp.fft.rfft(signals[0]) * jnp.fft.rfft(signals[1]), n=15)
        return (
            jnp.fft.fft(z),
            jnp.fft.ifft(z, n=11),
            jnp.fft.rfft(signals, n=13),
            jnp.fft.irfft(jnp.fft.rfft(signals), n=15),
            jnp.fft.irfft(z, n=9),
            jnp.fft.fft2(image),
            jnp.fft.irfft2(jnp.fft.rfft2(image), s=image.shape),
            jnp.fft.fftshift(jnp.fft.fftfreq(9, 0.5)),
            circular,
            jax.grad(spectral_loss)(signals),
        )

    return f


@program(
    Arg((4, 6), "int8", "int", -128, 128),
    Arg((6, 5), "int8", "int", -128, 128),
    Arg((5, 3), "int8", "int", -128, 128),
    i32(5, lo=-500, hi=500),
)
def int8_requantized_mlp():
    import jax
    import jax.numpy as jnp

    def requantize(acc, scale):
        return jnp.clip(jnp.round(acc.astype(jnp.float32) * scale), -128, 127).astype(jnp.int8)

    def f(x, w1, w2, bias):
        acc1 = jax.lax.dot_general(x, w1, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32) + bias
        h = requantize(jnp.maximum(acc1, 0), 1.0 / 256)
        acc2 = jnp.matmul(h, w2, preferred_element_type=jnp.int32)
        dequant = acc2.astype(jnp.float32) * (1.0 / 256) * 0.02
        return acc1, h, acc2, dequant, jax.nn.softmax(dequant)

    return f


@program(f32(6, 4), i32(10, lo=0, hi=6), i32(10, lo=0, hi=6), f32(4, 4), f32(4))
def graph_attention_segment_softmax_grad():
    import jax
    import jax.numpy as jnp

    def layer(params, nodes, senders, receivers):
        w, a = params
        h = nodes @ w
        scores = jax.nn.leaky_relu(h[senders] @ a + h[receivers] @ a, 0.2)
        peak = jax.ops.segment_max(scores, receivers, num_segments=6)
        weights = jnp.exp(scores - peak[receivers])
        norm = jax.ops.segment_sum(weights, receivers, num_segments=6)
        alpha = weights / norm[receivers]
        return jax.ops.segment_sum(alpha[:, None] * h[senders], receivers, num_segments=6)

    def f(nodes, senders, receivers, w, a):
        out = layer((w, a), nodes, senders, receivers)
        grads = jax.grad(lambda p: jnp.sum(jnp.tanh(layer(p, nodes, senders, receivers))))((w, a))
        return out, grads

    return f


@program(Arg((1, 6, 5, 2), "float32"), f32(1, 4, 4, 2))
def image_resize_grads():
    import jax
    import jax.numpy as jnp

    def loss(image, target, method, antialias):
        return jnp.sum((jax.image.resize(image, (1, 4, 4, 2), method, antialias=antialias) - target) ** 2)

    def f(image, target):
        return tuple(
            jax.grad(loss)(image, target, method, antialias)
            for method, antialias in (("bilinear", True), ("bilinear", False), ("cubic", True), ("lanczos3", False))
        )

    return f


@program(f32(40), Arg((40,), "float32", "positive"))
def bisection_while_pytree_vmap():
    import jax
    import jax.numpy as jnp

    def solve(target, scale):
        # Finds x in [-10, 10] with x + scale * sinh(x / 4) = target (monotone) to 1e-5.
        def g(x):
            return x + scale * jnp.sinh(x / 4) - target

        def cond(state):
            return (state["hi"] - state["lo"] > 1e-5) & (state["steps"] < 60)

        def body(state):
            mid = 0.5 * (state["lo"] + state["hi"])
            below = g(mid) < 0
            return {
                "lo": jnp.where(below, mid, state["lo"]),
                "hi": jnp.where(below, state["hi"], mid),
                "steps": state["steps"] + 1,
            }

        out = jax.lax.while_loop(cond, body, {"lo": jnp.float32(-10), "hi": jnp.float32(10), "steps": 0})
        return 0.5 * (out["lo"] + out["hi"]), out["steps"]

    def f(targets, scales):
        return jax.vmap(solve)(3 * targets, scales)

    return f


@program(f32(3, 8, 8), f32(3, 8), f32(3, 8, 16), f32(3, 16, 8), f32(2, 5, 8))
def scanned_layers_remat_grad():
    import jax
    import jax.numpy as jnp

    def block(x, params):
        w_attn, scale, w1, w2 = params
        norm = x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * scale
        scores = jnp.einsum("bqd,bkd->bqk", norm @ w_attn, norm) / jnp.sqrt(8.0)
        mask = jnp.tril(jnp.ones((5, 5), bool))
        x = x + jax.nn.softmax(jnp.where(mask, scores, -1e9), -1) @ norm
        return x + jax.nn.gelu(x @ w1) @ w2, None

    def loss(params, x):
        # Stacked layer parameters, scanned over, each layer rematerialized (flax's nn.scan + nn.remat).
        out, _ = jax.lax.scan(jax.checkpoint(block), x, params)
        return jnp.mean(out**2)

    def f(w_attn, scale, w1, w2, x):
        return jax.value_and_grad(loss)((w_attn, scale, w1, w2), x)

    return f


@program(f32(12), f32(13), Arg((12,), "bool", "bool"), f32(12), f32(12))
def gae_ppo_clipped_loss():
    import jax
    import jax.numpy as jnp

    def advantages(rewards, values, dones, gamma=0.99, lam=0.95):
        deltas = rewards + gamma * values[1:] * (1.0 - dones) - values[:-1]

        def body(carry, inputs):
            delta, done = inputs
            carry = delta + gamma * lam * (1.0 - done) * carry
            return carry, carry

        _, adv = jax.lax.scan(body, 0.0, (deltas, dones.astype(jnp.float32)), reverse=True)
        return adv

    def ppo(new_log_probs, old_log_probs, adv):
        ratio = jnp.exp(new_log_probs - old_log_probs)
        clipped = jnp.clip(ratio, 0.8, 1.2)
        return -jnp.mean(jnp.minimum(ratio * adv, clipped * adv))

    def f(rewards, values, dones, new_log_probs, old_log_probs):
        adv = advantages(rewards, values, dones)
        adv_norm = (adv - adv.mean()) / (adv.std() + 1e-8)
        loss, grad = jax.value_and_grad(ppo)(new_log_probs, old_log_probs, jax.lax.stop_gradient(adv_norm))
        return adv, loss, grad

    return f


@program(f32(4, 6), f32(6, 3), f32(3))
def gumbel_softmax_straight_through():
    import jax
    import jax.numpy as jnp

    def loss(w, x, target):
        logits = x @ w
        noise = -jnp.log(-jnp.log(jax.random.uniform(jax.random.key(3), logits.shape, minval=1e-6, maxval=1.0)))
        soft = jax.nn.softmax((logits + noise) / 0.5)
        hard = jax.nn.one_hot(jnp.argmax(soft, -1), 3)
        straight = hard - jax.lax.stop_gradient(soft) + soft
        return jnp.sum((straight @ target - 1.0) ** 2), straight

    def f(x, w, target):
        (value, straight), grad = jax.value_and_grad(loss, has_aux=True)(w, x, target)
        return value, straight, grad

    return f


@program(f32(10, 3), f32(10))
def mixture_density_network_nll_grad():
    import jax
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp
    from jax.scipy.stats import norm

    def nll(params, y):
        logits, means, log_stds = params[:, 0], params[:, 1], params[:, 2]
        log_mix = jax.nn.log_softmax(jnp.stack([logits, logits * 0.5, -logits], -1), -1)
        comps = jnp.stack([means, means + 1.0, means - 1.0], -1)
        log_pdf = norm.logpdf(y[:, None], comps, jnp.exp(log_stds)[:, None])
        return -jnp.mean(logsumexp(log_mix + log_pdf, axis=-1))

    def f(params, y):
        return jax.value_and_grad(nll)(params, y)

    return f


@program(f32(3, 2187), Arg((1000,), "complex64", "complex"), f32(64, 96), corpus=False)
def large_fft_odd_and_prime_sizes():
    import jax.numpy as jnp

    def f(x, z, image):
        # Thousands of points: each output sums thousands of terms (3^7, 1000, a prime 1009, 64x96).
        return (
            jnp.fft.rfft(x),
            jnp.fft.ifft(z),
            jnp.fft.fft2(image),
            jnp.fft.irfft(jnp.fft.rfft(x), n=2187),
            jnp.fft.fft(z, n=1009),
        )

    return f


def _polymorphic_mlp_grad():
    import jax
    import jax.numpy as jnp

    def loss(params, x, y):
        w1, w2 = params
        pred = jnp.tanh(x @ w1) @ w2
        return jnp.mean((pred - y) ** 2) + 0.01 * jnp.sum(w1 * w1)

    def f(x, y, w1, w2):
        value, grads = jax.value_and_grad(loss)((w1, w2), x, y)
        return value, grads, jnp.cumsum(x[:, 0]), jnp.argmax(x, axis=0)

    return f


@program(f32(3, 5), f32(3, 2), f32(5, 7), f32(7, 2), polymorphic=("b, 5", "b, 2", "5, 7", "7, 2"))
def export_polymorphic_mlp_grad_b3():
    return _polymorphic_mlp_grad()


@program(f32(17, 5), f32(17, 2), f32(5, 7), f32(7, 2), polymorphic=("b, 5", "b, 2", "5, 7", "7, 2"))
def export_polymorphic_mlp_grad_b17():
    return _polymorphic_mlp_grad()


def _polymorphic_sequence_scan():
    import jax
    import jax.numpy as jnp

    def f(xs, w):
        def step(h, x):
            h = jnp.tanh(h @ w + x)
            return h, h

        h, hs = jax.lax.scan(step, jnp.zeros(xs.shape[1]), xs)
        return h, hs, jnp.flip(xs, 0), jax.nn.softmax(xs, axis=0)

    return f


@program(f32(2, 4), f32(4, 4), polymorphic=("t, 4", "4, 4"))
def export_polymorphic_scan_t2():
    return _polymorphic_sequence_scan()


@program(f32(11, 4), f32(4, 4), polymorphic=("t, 4", "4, 4"))
def export_polymorphic_scan_t11():
    return _polymorphic_sequence_scan()


# ---------------------------------------------------------------------------
# Model pieces users write without flax: a bidirectional LSTM over padded sequences, selective (Mamba) and S4
# state-space layers, ALiBi, sliding-window, blockwise (online-softmax), T5-bucketed and cross attention, a
# SwiGLU block, a ViT patch embedding, U-Net, ResNet bottleneck, WaveNet, MobileNet and capsule layers, Performer
# random features and local response normalization.


@program(f32(3, 7, 4), i32(3, lo=1, hi=8), f32(4, 32), f32(8, 32), f32(32), f32(4, 32), f32(8, 32), f32(32),
         f32(16, 3))  # fmt: skip
def bilstm_masked_sequences():
    import jax
    import jax.numpy as jnp

    def lstm(x, mask, wx, wh, b, reverse):
        def step(carry, inputs):
            h, c = carry
            x_t, m_t = inputs
            i, f, g, o = jnp.split(x_t @ wx + h @ wh + b, 4, axis=-1)
            c_new = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h_new = jax.nn.sigmoid(o) * jnp.tanh(c_new)
            m = m_t[:, None]
            h, c = jnp.where(m, h_new, h), jnp.where(m, c_new, c)
            return (h, c), jnp.where(m, h_new, 0.0)

        zeros = jnp.zeros((x.shape[0], wh.shape[0]))
        (h, _), hs = jax.lax.scan(step, (zeros, zeros), (x.swapaxes(0, 1), mask.T), reverse=reverse)
        return h, hs.swapaxes(0, 1)

    def loss(params, x, lengths):
        wx_f, wh_f, b_f, wx_b, wh_b, b_b, w_out = params
        mask = jnp.arange(x.shape[1])[None, :] < lengths[:, None]
        h_f, hs_f = lstm(x, mask, wx_f, wh_f, b_f, False)
        h_b, hs_b = lstm(x, mask, wx_b, wh_b, b_b, True)
        states = jnp.concatenate([hs_f, hs_b], -1)
        pooled = jnp.sum(states, 1) / lengths[:, None]
        logits = pooled @ w_out
        return jnp.mean(jax.nn.logsumexp(logits, -1) - logits[:, 0]), (states, h_b)

    def f(x, lengths, *params):
        (value, aux), grads = jax.value_and_grad(loss, has_aux=True)(params, x, lengths)
        return value, aux, grads

    return f


@program(f32(2, 10, 4), f32(4, 6), f32(4, 6), f32(4, 4), f32(4, 6, kind="positive"), f32(4))
def selective_ssm_associative_scan():
    import jax
    import jax.numpy as jnp

    def f(x, w_b, w_c, w_dt, a_log, d):
        # Mamba's selective scan: input-dependent step sizes, h_t = exp(dt A) h_{t-1} + dt B x, as an associative scan.
        dt = jax.nn.softplus(x @ w_dt)  # b t d
        a = -jnp.exp(a_log)  # d n
        b_t, c_t = x @ w_b, x @ w_c  # b t n
        decay = jnp.exp(dt[..., None] * a)  # b t d n
        inputs = (dt * x)[..., None] * b_t[:, :, None, :]

        def combine(left, right):
            return left[0] * right[0], right[0] * left[1] + right[1]

        _, h = jax.lax.associative_scan(combine, (decay, inputs), axis=1)
        y = jnp.einsum("btdn,btn->btd", h, c_t) + x * d

        def step(state, t):  # the same recurrence as a sequential scan
            state = decay[:, t] * state + inputs[:, t]
            return state, jnp.einsum("bdn,bn->bd", state, c_t[:, t])

        _, y_seq = jax.lax.scan(step, jnp.zeros(decay.shape[:1] + decay.shape[2:]), jnp.arange(x.shape[1]))
        return y * jax.nn.silu(x), y_seq.swapaxes(0, 1) + x * d

    return f


@program(f32(2, 3, 16), f32(3, 4, kind="positive"), f32(3, 4), f32(3, 4), f32(3))
def s4_kernel_fft_convolution():
    import jax.numpy as jnp

    def f(u, a_neg, b, c, d):
        # A diagonal SSM's convolution kernel K_l = sum_n C B exp(l dt A), applied by a causal FFT convolution.
        length = u.shape[-1]
        dt = 0.1
        a = -a_neg
        powers = jnp.exp(dt * a[:, :, None] * jnp.arange(length))  # h n l
        kernel = jnp.einsum("hn,hnl->hl", c * b * dt, powers)
        n = 2 * length
        y = jnp.fft.irfft(jnp.fft.rfft(u, n=n) * jnp.fft.rfft(kernel, n=n), n=n)[..., :length]
        direct = jnp.stack([jnp.sum(u[..., : t + 1] * kernel[:, t::-1], -1) for t in range(length)], -1)
        return y + d[:, None] * u, direct + d[:, None] * u, kernel

    return f


@program(f32(2, 4, 9, 8), f32(2, 4, 9, 8), f32(2, 4, 9, 8))
def alibi_sliding_window_attention():
    import jax
    import jax.numpy as jnp

    def f(q, k, v):
        heads, length = q.shape[1], q.shape[2]
        slopes = 2.0 ** (-8.0 * jnp.arange(1, heads + 1) / heads)
        pos = jnp.arange(length)
        distance = pos[None, :] - pos[:, None]  # key - query
        bias = slopes[:, None, None] * distance[None].astype(jnp.float32)
        causal = distance <= 0
        window = causal & (distance > -3)
        scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / jnp.sqrt(8.0) + bias
        alibi = jax.nn.softmax(jnp.where(causal, scores, -jnp.inf), -1)
        local = jax.nn.softmax(jnp.where(window, scores, jnp.finfo(jnp.float32).min), -1)
        return jnp.einsum("bhqk,bhkd->bhqd", alibi, v), jnp.einsum("bhqk,bhkd->bhqd", local, v)

    return f


@program(f32(2, 12, 8), f32(2, 12, 8), f32(2, 12, 8))
def blockwise_online_softmax_attention():
    import jax
    import jax.numpy as jnp

    def f(q, k, v):
        # Flash-attention's recurrence over key blocks of 4: running max, normalizer and weighted sum.
        block = 4
        kb = k.reshape(k.shape[0], -1, block, k.shape[-1]).swapaxes(0, 1)
        vb = v.reshape(v.shape[0], -1, block, v.shape[-1]).swapaxes(0, 1)
        q_pos = jnp.arange(q.shape[1])

        def step(carry, inputs):
            m, l, acc = carry
            k_blk, v_blk, start = inputs
            s = jnp.einsum("bqd,bkd->bqk", q, k_blk) / jnp.sqrt(8.0)
            s = jnp.where(q_pos[:, None] >= start + jnp.arange(block)[None, :], s, -jnp.inf)
            m_new = jnp.maximum(m, jnp.max(s, -1))
            p = jnp.exp(s - m_new[..., None])
            scale = jnp.exp(m - m_new)
            return (m_new, l * scale + jnp.sum(p, -1), acc * scale[..., None] + p @ v_blk), None

        init = (jnp.full(q.shape[:2], -jnp.inf), jnp.zeros(q.shape[:2]), jnp.zeros(q.shape))
        starts = jnp.arange(0, k.shape[1], block)
        (m, l, acc), _ = jax.lax.scan(step, init, (kb, vb, starts))
        mask = q_pos[:, None] >= q_pos[None, :]
        reference = jax.nn.softmax(jnp.where(mask, jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(8.0), -jnp.inf), -1)
        return acc / l[..., None], reference @ v, m

    return f


@program(f32(2, 10, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(16, 2))
def t5_relative_position_bias():
    import jax
    import jax.numpy as jnp

    def bucket(relative, bidirectional, num_buckets=16, max_distance=32):
        ret = 0
        n = -relative
        if bidirectional:
            num_buckets //= 2
            ret += (n < 0).astype(jnp.int32) * num_buckets
            n = jnp.abs(n)
        else:
            n = jnp.maximum(n, 0)
        max_exact = num_buckets // 2
        is_small = n < max_exact
        large = max_exact + (
            jnp.log(n.astype(jnp.float32) / max_exact + jnp.finfo(jnp.float32).eps)
            / jnp.log(max_distance / max_exact) * (num_buckets - max_exact)
        ).astype(jnp.int32)
        large = jnp.minimum(large, num_buckets - 1)
        return ret + jnp.where(is_small, n, large)

    def f(x, wq, wk, wv, table):
        length = x.shape[1]
        pos = jnp.arange(length)
        relative = pos[None, :] - pos[:, None]
        enc = bucket(relative, True)
        dec = bucket(relative, False, num_buckets=16)
        bias = jnp.moveaxis(table[enc], -1, 0)  # heads q k
        q = (x @ wq).reshape(2, length, 2, 4).swapaxes(1, 2)
        k = (x @ wk).reshape(2, length, 2, 4).swapaxes(1, 2)
        v = (x @ wv).reshape(2, length, 2, 4).swapaxes(1, 2)
        weights = jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k) + bias, -1)
        return jnp.einsum("bhqk,bhkd->bqhd", weights, v).reshape(2, length, 8), enc, dec

    return f


@program(f32(2, 5, 8), f32(2, 7, 8), i32(2, lo=2, hi=8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 8), f32(8, 8),
         f32(8, 8))  # fmt: skip
def cross_attention_padding_grad():
    import jax
    import jax.numpy as jnp

    def attend(q, k, v, mask):
        scores = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(q.shape[-1])
        scores = jnp.where(mask, scores, -1e9)
        return jax.nn.softmax(scores, -1) @ v

    def loss(params, dec, enc, enc_lengths):
        sq, sk, sv, cq, ck, cv = params
        t, s = dec.shape[1], enc.shape[1]
        causal = jnp.tril(jnp.ones((t, t), bool))[None]
        padding = (jnp.arange(s)[None, :] < enc_lengths[:, None])[:, None, :]
        h = dec + attend(dec @ sq, dec @ sk, dec @ sv, causal)
        h = h + attend(h @ cq, enc @ ck, enc @ cv, padding)
        return jnp.mean(h**2), h

    def f(dec, enc, enc_lengths, *params):
        (value, h), grads = jax.value_and_grad(loss, has_aux=True)(params, dec, enc, enc_lengths)
        enc_grad = jax.grad(lambda e: loss(params, dec, e, enc_lengths)[0])(enc)
        return value, h, grads, enc_grad

    return f


@program(f32(2, 6, 8), f32(8), f32(8, 16), f32(8, 16), f32(16, 8))
def swiglu_rmsnorm_block_grad():
    import jax
    import jax.numpy as jnp

    def rmsnorm(x, scale, eps=1e-6):
        return x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + eps) * scale

    def block(params, x):
        scale, w_gate, w_up, w_down = params
        h = rmsnorm(x, scale)
        return x + (jax.nn.silu(h @ w_gate) * (h @ w_up)) @ w_down

    def f(x, *params):
        out, vjp = jax.vjp(block, params, x)
        param_grads, x_grad = vjp(jnp.ones_like(out) / out.size)
        return out, param_grads, x_grad

    return f


@program(f32(2, 3, 16, 16), f32(12, 3, 4, 4), f32(12), f32(1, 1, 12), f32(1, 17, 12), f32(12, 5))
def vit_patch_embedding_cls_pool():
    import jax
    import jax.numpy as jnp

    def layernorm(x, eps=1e-6):
        mean = jnp.mean(x, -1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(jnp.var(x, -1, keepdims=True) + eps)

    def f(images, w_patch, b_patch, cls, pos, head):
        patches = jax.lax.conv_general_dilated(images, w_patch, (4, 4), "VALID") + b_patch[:, None, None]
        tokens = patches.reshape(2, 12, 16).swapaxes(1, 2)
        tokens = jnp.concatenate([jnp.broadcast_to(cls, (2, 1, 12)), tokens], 1) + pos
        h = layernorm(tokens)
        attn = jax.nn.softmax(jnp.einsum("bqd,bkd->bqk", h, h) / jnp.sqrt(12.0), -1)
        h = tokens + attn @ h
        by_reshape = images.reshape(2, 3, 4, 4, 4, 4).transpose(0, 2, 4, 1, 3, 5).reshape(2, 16, 48)
        as_matmul = by_reshape @ w_patch.reshape(12, 48).T + b_patch
        return layernorm(h[:, 0]) @ head, jnp.mean(h[:, 1:], 1) @ head, as_matmul - tokens[:, 1:] + pos[:, 1:]

    return f


@program(f32(1, 8, 8, 2), f32(3, 3, 2, 4), f32(3, 3, 4, 8), f32(2, 2, 8, 4), f32(3, 3, 8, 2))
def unet_down_up_skip():
    import jax
    import jax.numpy as jnp

    def f(x, w1, w2, w_up, w_out):
        dn = ("NHWC", "HWIO", "NHWC")
        e1 = jax.nn.relu(jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn))
        e2 = jax.nn.relu(jax.lax.conv_general_dilated(e1, w2, (2, 2), "SAME", dimension_numbers=dn))
        up = jax.lax.conv_transpose(e2, w_up, (2, 2), "SAME", dimension_numbers=dn)
        up_nearest = jnp.repeat(jnp.repeat(e2, 2, axis=1), 2, axis=2)[..., :4]
        merged = jnp.concatenate([up, e1 + up_nearest], -1)
        return jax.lax.conv_general_dilated(merged, w_out, (1, 1), "SAME", dimension_numbers=dn), e2

    return f


@program(f32(2, 8, 6, 6), f32(4, 8, 1, 1), f32(4, 4, 3, 3), f32(8, 4, 1, 1), f32(3, 4, kind="positive"),
         f32(3, 4), f32(8, 2))  # fmt: skip
def resnet_bottleneck_frozen_bn():
    import jax
    import jax.numpy as jnp

    def f(x, w1, w2, w3, var, mean, head):
        def bn(h, i):  # inference batch norm with running statistics, folded the way users fold it
            scale = jax.lax.rsqrt(var[i] + 1e-5)
            return (h - mean[i][:, None, None]) * scale[:, None, None]

        h = jax.nn.relu(bn(jax.lax.conv(x, w1, (1, 1), "VALID"), 0))
        h = jax.nn.relu(bn(jax.lax.conv(h, w2, (1, 1), "SAME"), 1))
        h = jax.lax.conv(h, w3, (1, 1), "VALID")
        out = jax.nn.relu(x + h)
        strided = jax.lax.conv(x, w1, (2, 2), "VALID")
        return jnp.mean(out, (2, 3)) @ head, strided

    return f


@program(f32(2, 2, 20), f32(8, 2, 2), f32(8, 2, 2), f32(8, 4, 2), f32(8, 4, 2), f32(2, 4, 1))
def wavenet_dilated_causal_gated():
    import jax
    import jax.numpy as jnp

    def causal_conv(x, w, dilation):
        pad = (w.shape[-1] - 1) * dilation
        return jax.lax.conv_general_dilated(x, w, (1,), [(pad, 0)], rhs_dilation=(dilation,))

    def f(x, wf1, wg1, wf2, wg2, w_skip):
        h1 = jnp.tanh(causal_conv(x, wf1, 1)[:, :4]) * jax.nn.sigmoid(causal_conv(x, wg1, 1)[:, 4:])
        h2_in = h1
        h2 = jnp.tanh(causal_conv(h2_in, wf2, 2)[:, :4]) * jax.nn.sigmoid(causal_conv(h2_in, wg2, 4)[:, 4:])
        skip = jax.lax.conv(h1, w_skip, (1,), "VALID") + jax.lax.conv(h1 + h2, w_skip, (1,), "VALID")
        changed = causal_conv(x.at[:, :, 10].add(1.0), wf1, 1) - causal_conv(x, wf1, 1)
        return skip, changed  # changed is zero before t = 10: the convolution is causal

    return f


@program(f32(2, 4, 8, 8), f32(16, 4, 1, 1), f32(16, 1, 3, 3), f32(6, 16, 1, 1))
def mobilenet_inverted_residual():
    import jax

    def f(x, w_expand, w_depthwise, w_project):
        h = jax.nn.relu6(jax.lax.conv(x, w_expand, (1, 1), "VALID"))
        dw = jax.lax.conv_general_dilated(h, w_depthwise, (1, 1), "SAME", feature_group_count=16)
        dw_strided = jax.lax.conv_general_dilated(h, w_depthwise, (2, 2), [(1, 1), (1, 1)], feature_group_count=16)
        out = jax.lax.conv(jax.nn.relu6(dw), w_project, (1, 1), "VALID")
        pooled = jax.lax.reduce_window(jax.nn.hard_swish(dw_strided), 0.0, jax.lax.add, (1, 1, 4, 4), (1, 1, 4, 4),
                                       "VALID") / 16  # fmt: skip
        return out, pooled

    return f


@program(f32(2, 6, 4), f32(6, 3, 4, 5))
def capsule_dynamic_routing():
    import jax
    import jax.numpy as jnp

    def squash(s, axis=-1):
        norm2 = jnp.sum(s * s, axis, keepdims=True)
        return norm2 / (1 + norm2) * s / jnp.sqrt(norm2 + 1e-9)

    def f(u, w):
        u_hat = jnp.einsum("bid,ijdk->bijk", u, w)  # predictions of 6 input capsules for 3 output capsules

        def iteration(_, logits):
            c = jax.nn.softmax(logits, axis=2)
            v = squash(jnp.einsum("bij,bijk->bjk", c, u_hat))
            return logits + jnp.einsum("bijk,bjk->bij", u_hat, v)

        logits = jax.lax.fori_loop(0, 3, iteration, jnp.zeros(u_hat.shape[:3]))
        v = squash(jnp.einsum("bij,bijk->bjk", jax.nn.softmax(logits, axis=2), u_hat))
        return v, jnp.linalg.norm(v, axis=-1), logits

    return f


@program(Arg((2,), "uint32", "bits"), f32(2, 10, 8), f32(2, 10, 8), f32(2, 10, 8))
def performer_random_feature_attention():
    import jax
    import jax.numpy as jnp

    def f(key, q, k, v):
        projection = jax.random.normal(key, (16, 8))

        def features(x):
            x = x / 8**0.25
            logits = x @ projection.T - jnp.sum(x * x, -1, keepdims=True) / 2
            return jnp.exp(logits - jax.lax.stop_gradient(jnp.max(logits))) / 4.0

        qf, kf = features(q), features(k)
        bidirectional = (qf @ (kf.swapaxes(1, 2) @ v)) / (qf @ jnp.sum(kf, 1)[..., None])
        kv = jnp.cumsum(jnp.einsum("btm,btd->btmd", kf, v), axis=1)
        causal = jnp.einsum("btm,btmd->btd", qf, kv) / jnp.einsum("btm,btm->bt", qf, jnp.cumsum(kf, 1))[..., None]
        return bidirectional, causal

    return f


@program(f32(2, 7, 5, 5, kind="edge"), f32(2, 7, 5, 5))
def local_response_norm_channels():
    import jax
    import jax.numpy as jnp

    def f(x_edges, x):
        def lrn(x, size=5, alpha=1e-4, beta=0.75, k=2.0):
            sq = jax.lax.reduce_window(x * x, 0.0, jax.lax.add, (1, size, 1, 1), (1, 1, 1, 1),
                                       [(0, 0), (size // 2, size // 2), (0, 0), (0, 0)])  # fmt: skip
            return x / (k + alpha / size * sq) ** beta

        channel_max = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 1, 1), (1, 2, 1, 1),
                                            [(0, 0), (1, 1), (0, 0), (0, 0)])  # fmt: skip
        return lrn(x), lrn(x_edges), channel_max

    return f


# ---------------------------------------------------------------------------
# Losses and training steps: NT-Xent, triplet with hard mining, CTC and a linear-chain CRF (forward algorithms
# in scans), focal/Dice/GIoU, MAML's second-order gradient, WGAN-GP's gradient penalty, Hutchinson's trace
# estimator, RealNVP, hand-written RMSProp/Adagrad/Lion/LAMB, gradient accumulation, dynamic f16 loss scaling,
# distillation, Langevin dynamics, Metropolis-Hastings and a neural ODE by RK4.


@program(f32(6, 5), f32(6, 5), f32(5, 4))
def nt_xent_contrastive_loss_grad():
    import jax
    import jax.numpy as jnp

    def loss(w, a, b, temperature=0.5):
        z = jnp.concatenate([a @ w, b @ w])
        z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
        sim = z @ z.T / temperature
        n = a.shape[0]
        sim = jnp.where(jnp.eye(2 * n, dtype=bool), -jnp.inf, sim)
        positives = jnp.concatenate([jnp.arange(n) + n, jnp.arange(n)])
        log_probs = jax.nn.log_softmax(sim, axis=-1)
        return -jnp.mean(log_probs[jnp.arange(2 * n), positives]), jnp.argmax(sim, -1) == positives

    def f(a, b, w):
        (value, correct), grad = jax.value_and_grad(loss, has_aux=True)(w, a, b)
        return value, correct, grad

    return f


@program(f32(8, 6), i32(8, lo=0, hi=3), f32(6, 4))
def triplet_loss_hard_mining():
    import jax
    import jax.numpy as jnp

    def loss(w, x, labels, margin=0.2):
        e = x @ w
        sq = jnp.sum(e * e, -1)
        d = jnp.sqrt(jnp.maximum(sq[:, None] - 2 * e @ e.T + sq[None, :], 1e-12))
        same = labels[:, None] == labels[None, :]
        eye = jnp.eye(x.shape[0], dtype=bool)
        hardest_positive = jnp.max(jnp.where(same & ~eye, d, 0.0), -1)
        hardest_negative = jnp.min(jnp.where(same, jnp.inf, d), -1)
        semi_hard = jnp.where(~same & (d > hardest_positive[:, None]), d, jnp.inf).min(-1)
        per_anchor = jax.nn.relu(hardest_positive - hardest_negative + margin)
        valid = jnp.any(same & ~eye, -1) & jnp.any(~same, -1)
        return jnp.sum(jnp.where(valid, per_anchor, 0.0)) / jnp.maximum(jnp.sum(valid), 1), semi_hard

    def f(x, labels, w):
        (value, semi_hard), grad = jax.value_and_grad(loss, has_aux=True)(w, x, labels)
        return value, semi_hard, grad

    return f


@program(f32(2, 8, 5), i32(2, 3, lo=1, hi=5), i32(2, lo=5, hi=9), i32(2, lo=1, hi=4))
def ctc_loss_forward_scan():
    import jax
    import jax.numpy as jnp

    def ctc(logits, labels, input_lengths, label_lengths, blank=0):
        log_probs = jax.nn.log_softmax(logits, -1)  # b t c
        b, t, _ = logits.shape
        s = 2 * labels.shape[1] + 1
        extended = jnp.zeros((b, s), jnp.int32).at[:, 1::2].set(labels)
        valid_s = jnp.arange(s)[None, :] < 2 * label_lengths[:, None] + 1
        skip = (extended != blank) & (extended != jnp.roll(extended, 2, axis=1)) & (jnp.arange(s) >= 2)
        emit = jnp.take_along_axis(log_probs, jnp.broadcast_to(extended[:, None, :], (b, t, s)), axis=2)
        neg_inf = -1e30
        alpha0 = jnp.full((b, s), neg_inf).at[:, :2].set(emit[:, 0, :2])

        def step(alpha, inputs):
            emit_t, time = inputs
            shift1 = jnp.pad(alpha, ((0, 0), (1, 0)), constant_values=neg_inf)[:, :-1]
            shift2 = jnp.pad(alpha, ((0, 0), (2, 0)), constant_values=neg_inf)[:, :-2]
            combined = jnp.logaddexp(alpha, shift1)
            combined = jnp.where(skip, jnp.logaddexp(combined, shift2), combined)
            new = jnp.where(valid_s, combined + emit_t, neg_inf)
            return jnp.where((time < input_lengths)[:, None], new, alpha), None

        alpha, _ = jax.lax.scan(step, alpha0, (emit[:, 1:].swapaxes(0, 1), jnp.arange(1, t)))
        last = 2 * label_lengths
        at = lambda s: jnp.take_along_axis(alpha, s[:, None], 1)  # noqa: E731
        end = jnp.logaddexp(at(last), at(last - 1))
        return -end[:, 0]

    def f(logits, labels, input_lengths, label_lengths):
        losses, vjp = jax.vjp(lambda z: ctc(z, labels, input_lengths, label_lengths), logits)
        return losses, vjp(jnp.ones_like(losses))[0]

    return f


@program(f32(2, 6, 4), i32(2, 6, lo=0, hi=4), f32(4, 4), i32(2, lo=2, hi=7))
def linear_chain_crf_nll_grad():
    import jax
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp

    def nll(params, emissions, tags, lengths):
        transitions = params
        b, t, k = emissions.shape
        mask = jnp.arange(t)[None, :] < lengths[:, None]

        def forward(alpha, inputs):
            e_t, m_t = inputs
            new = logsumexp(alpha[:, :, None] + transitions[None] + e_t[:, None, :], axis=1)
            return jnp.where(m_t[:, None], new, alpha), None

        alpha, _ = jax.lax.scan(forward, emissions[:, 0], (emissions[:, 1:].swapaxes(0, 1), mask[:, 1:].T))
        log_z = logsumexp(alpha, -1)
        unary = jnp.sum(jnp.where(mask, jnp.take_along_axis(emissions, tags[..., None], 2)[..., 0], 0.0), -1)
        pairwise = jnp.sum(jnp.where(mask[:, 1:], transitions[tags[:, :-1], tags[:, 1:]], 0.0), -1)
        return jnp.mean(log_z - unary - pairwise)

    def f(emissions, tags, transitions, lengths):
        value, (g_transitions, g_emissions) = jax.value_and_grad(nll, argnums=(0, 1))(
            transitions, emissions, tags, lengths
        )
        return value, g_transitions, g_emissions

    return f


@program(f32(2, 4, 4, 3), f32(2, 4, 4, 3, kind="positive"), f32(5, 4, kind="positive"), f32(5, 4, kind="positive"))
def focal_dice_giou_losses():
    import jax
    import jax.numpy as jnp

    def focal(logits, targets, alpha=0.25, gamma=2.0):
        p = jax.nn.sigmoid(logits)
        ce = jnp.maximum(logits, 0) - logits * targets + jnp.log1p(jnp.exp(-jnp.abs(logits)))
        p_t = p * targets + (1 - p) * (1 - targets)
        return jnp.mean((alpha * targets + (1 - alpha) * (1 - targets)) * (1 - p_t) ** gamma * ce)

    def dice(logits, targets, eps=1.0):
        probs = jax.nn.softmax(logits, -1)
        inter = jnp.sum(probs * targets, (1, 2))
        return 1 - jnp.mean((2 * inter + eps) / (jnp.sum(probs, (1, 2)) + jnp.sum(targets, (1, 2)) + eps))

    def giou(a, b):
        a = jnp.concatenate([a[:, :2], a[:, :2] + a[:, 2:]], -1)  # x, y, w, h -> corners
        b = jnp.concatenate([b[:, :2], b[:, :2] + b[:, 2:]], -1)
        area = lambda z: (z[:, 2] - z[:, 0]) * (z[:, 3] - z[:, 1])  # noqa: E731
        lt, rb = jnp.maximum(a[:, :2], b[:, :2]), jnp.minimum(a[:, 2:], b[:, 2:])
        inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
        union = area(a) + area(b) - inter
        hull = jnp.prod(jnp.maximum(a[:, 2:], b[:, 2:]) - jnp.minimum(a[:, :2], b[:, :2]), -1)
        return 1 - (inter / union - (hull - union) / hull)

    def f(logits, soft_targets, box_a, box_b):
        targets = (soft_targets > 1.2).astype(jnp.float32)
        grads = jax.grad(lambda z: focal(z, targets) + dice(z, targets))(logits)
        return focal(logits, targets), dice(logits, targets), giou(box_a, box_b), grads

    return f


@program(f32(4, 3), f32(4, 2), f32(4, 3), f32(4, 2), f32(3, 8), f32(8, 2))
def maml_second_order_grad():
    import jax
    import jax.numpy as jnp

    def predict(params, x):
        w1, w2 = params
        return jnp.tanh(x @ w1) @ w2

    def mse(params, x, y):
        return jnp.mean((predict(params, x) - y) ** 2)

    def adapted(params, x, y, lr=0.1):
        grads = jax.grad(mse)(params, x, y)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads)

    def meta_loss(params, xs, ys, xq, yq):
        return mse(adapted(adapted(params, xs, ys), xs, ys), xq, yq)

    def f(xs, ys, xq, yq, w1, w2):
        params = (w1, w2)
        value, second_order = jax.value_and_grad(meta_loss)(params, xs, ys, xq, yq)
        first_order = jax.grad(lambda p: mse(jax.lax.stop_gradient(adapted(p, xs, ys)), xq, yq) + 0.0 * mse(p, xq, yq))(
            params
        )
        return value, second_order, first_order

    return f


@program(f32(4, 6), f32(4, 6), f32(4, 1, kind="positive"), f32(6, 8), f32(8))
def wgan_gradient_penalty():
    import jax
    import jax.numpy as jnp

    def critic(params, x):
        w, v = params
        return jnp.sum(jax.nn.leaky_relu(x @ w, 0.2) * v, -1)

    def loss(params, real, fake, eps):
        mixed = eps * real + (1 - eps) * fake
        input_grads = jax.vmap(jax.grad(lambda x: critic(params, x[None])[0]))(mixed)
        norms = jnp.sqrt(jnp.sum(input_grads**2, -1) + 1e-12)
        penalty = jnp.mean((norms - 1.0) ** 2)
        return jnp.mean(critic(params, fake)) - jnp.mean(critic(params, real)) + 10.0 * penalty, norms

    def f(real, fake, eps, w, v):
        (value, norms), grads = jax.value_and_grad(loss, has_aux=True)((w, v), real, fake, eps / 2)
        return value, norms, grads

    return f


@program(Arg((2,), "uint32", "bits"), f32(5), f32(5, 5))
def hutchinson_trace_estimator():
    import jax
    import jax.numpy as jnp

    def f(key, x, m):
        def field(z):
            return jnp.tanh(m @ z) + 0.1 * z**2

        probes = jax.random.rademacher(key, (64, 5), dtype=jnp.float32)
        vjps = jax.vmap(lambda v: jax.vjp(field, x)[1](v)[0])(probes)
        jvps = jax.vmap(lambda v: jax.jvp(field, (x,), (v,))[1])(probes)
        estimate_rev = jnp.mean(jnp.sum(vjps * probes, -1))
        estimate_fwd = jnp.mean(jnp.sum(jvps * probes, -1))
        exact = jnp.trace(jax.jacfwd(field)(x))
        return estimate_rev, estimate_fwd, exact, jnp.trace(jax.jacrev(field)(x))

    return f


@program(f32(6, 4), f32(2, 8), f32(8, 4), f32(2, 8), f32(8, 4))
def realnvp_coupling_logdet_grad():
    import jax
    import jax.numpy as jnp
    from jax.scipy.stats import norm

    def coupling(x, w1, w2, flip):
        x1, x2 = (x[:, 2:], x[:, :2]) if flip else (x[:, :2], x[:, 2:])
        h = jax.nn.relu(x1 @ w1)
        st = h @ w2
        s, t = jnp.tanh(st[:, :2]), st[:, 2:]
        y2 = x2 * jnp.exp(s) + t
        y = jnp.concatenate([y2, x1], -1) if flip else jnp.concatenate([x1, y2], -1)
        return y, jnp.sum(s, -1)

    def log_prob(params, x):
        a1, a2, b1, b2 = params
        y, ld1 = coupling(x, a1, a2, False)
        z, ld2 = coupling(y, b1, b2, True)
        return jnp.sum(norm.logpdf(z), -1) + ld1 + ld2, z

    def f(x, a1, a2, b1, b2):
        params = (a1, a2, b1, b2)
        (lp, z) = log_prob(params, x)
        flow = lambda v: log_prob(params, v[None])[1][0]  # noqa: E731
        jac_logdet = jax.vmap(lambda xi: jnp.linalg.slogdet(jax.jacfwd(flow)(xi))[1])(x)
        grads = jax.grad(lambda p: -jnp.mean(log_prob(p, x)[0]))(params)
        return lp, z, jac_logdet, grads

    return f


@program(f32(4, 3), f32(3), f32(8, 4), f32(8, 3))
def optimizers_rmsprop_adagrad_lion_lamb():
    import jax
    import jax.numpy as jnp

    def loss(params, x, y):
        w, b = params
        return jnp.mean((x @ w + b - y) ** 2)

    def rmsprop(g, state, lr=0.01, decay=0.9, eps=1e-8):
        (nu,) = state
        nu = decay * nu + (1 - decay) * g * g
        return -lr * g / (jnp.sqrt(nu) + eps), (nu,)

    def adagrad(g, state, lr=0.1, eps=1e-10):
        (acc,) = state
        acc = acc + g * g
        return -lr * g * jax.lax.rsqrt(acc + eps), (acc,)

    def lion(g, state, lr=0.003, b1=0.9, b2=0.99):
        (m,) = state
        update = jnp.sign(b1 * m + (1 - b1) * g)
        return -lr * update, (b2 * m + (1 - b2) * g,)

    def lamb(g, state, p, t, lr=0.01, b1=0.9, b2=0.999, eps=1e-6, wd=0.01):
        m, v = state
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        update = (m / (1 - b1**t)) / (jnp.sqrt(v / (1 - b2**t)) + eps) + wd * p
        p_norm, u_norm = jnp.linalg.norm(p), jnp.linalg.norm(update)
        trust = jnp.where((p_norm > 0) & (u_norm > 0), p_norm / u_norm, 1.0)
        return -lr * trust * update, (m, v)

    def train(params, x, y, optimizer, states):
        def step(t, carry):
            params, states = carry
            grads = jax.grad(loss)(params, x, y)
            leaves, tree = jax.tree.flatten(params)
            updates, new_states = [], []
            for p, g, s in zip(leaves, jax.tree.leaves(grads), states):
                u, s = optimizer(g, s, p, (t + 1).astype(jnp.float32)) if optimizer is lamb else optimizer(g, s)
                updates.append(p + u)
                new_states.append(s)
            return jax.tree.unflatten(tree, updates), new_states

        params, _ = jax.lax.fori_loop(0, 5, step, (params, states))
        return params, loss(params, x, y)

    def f(w, b, x, y):
        params = (w, b)
        zeros1 = [(jnp.zeros_like(p),) for p in params]
        zeros2 = [(jnp.zeros_like(p), jnp.zeros_like(p)) for p in params]
        return (
            train(params, x, y, rmsprop, zeros1),
            train(params, x, y, adagrad, zeros1),
            train(params, x, y, lion, zeros1),
            train(params, x, y, lamb, zeros2),
        )

    return f


@program(f32(12, 5), i32(12, lo=0, hi=3), f32(5, 3), f32(3))
def gradient_accumulation_scan():
    import jax
    import jax.numpy as jnp

    def loss(params, x, labels):
        w, b = params
        logits = x @ w + b
        return jnp.mean(jax.nn.logsumexp(logits, -1) - jnp.take_along_axis(logits, labels[:, None], 1)[:, 0])

    def f(x, labels, w, b):
        params = (w, b)
        micro_x, micro_labels = x.reshape(4, 3, 5), labels.reshape(4, 3)

        def accumulate(acc, batch):
            value, grads = jax.value_and_grad(loss)(params, *batch)
            return jax.tree.map(jnp.add, acc, (value, grads)), value

        zeros = (jnp.zeros(()), jax.tree.map(jnp.zeros_like, params))
        (total, grads), values = jax.lax.scan(accumulate, zeros, (micro_x, micro_labels))
        full_value, full_grads = jax.value_and_grad(loss)(params, x, labels)
        return total / 4, jax.tree.map(lambda g: g / 4, grads), values, full_value, full_grads

    return f


@program(f32(4, 6), f32(4, 2), f32(6, 2), f32())
def dynamic_loss_scale_f16_step():
    import jax
    import jax.numpy as jnp

    def loss(w16, x16, y):
        pred = (x16 @ w16).astype(jnp.float32)
        return jnp.mean((pred - y) ** 2)

    def step(carry, scale_bump):
        w, scale, good_steps = carry
        x16 = carry_x.astype(jnp.float16)

        def scaled(w32):
            return loss(w32.astype(jnp.float16), x16, carry_y) * scale

        grads = jax.grad(scaled)(w) / scale
        finite = jnp.all(jnp.isfinite(grads))
        w = jax.lax.cond(finite, lambda: w - 0.1 * grads, lambda: w)
        good_steps = jnp.where(finite, good_steps + 1, 0)
        grow = good_steps >= 2
        scale = jnp.where(finite, jnp.where(grow, scale * 2.0, scale), scale / 2.0) * scale_bump
        return (w, scale, jnp.where(grow, 0, good_steps)), (finite, scale)

    carry_x = carry_y = None

    def f(x, y, w, log_scale):
        nonlocal carry_x, carry_y
        carry_x, carry_y = x * 100.0, y
        bumps = jnp.array([1.0, 1e5, 1.0, 1.0, 1.0, 1.0], jnp.float32)
        init = (w, 2.0 ** (10.0 + jnp.round(jnp.clip(log_scale, -2, 2))), jnp.int32(0))
        (w, scale, good), history = jax.lax.scan(step, init, bumps)
        return w, scale, good, history

    return f


@program(f32(6, 10), f32(6, 10), i32(6, lo=0, hi=10), f32())
def knowledge_distillation_kl():
    import jax
    import jax.numpy as jnp

    def loss(student, teacher, labels, temperature):
        t = 2.0 + jnp.abs(temperature)
        soft_teacher = jax.nn.softmax(jax.lax.stop_gradient(teacher) / t, -1)
        kl = jnp.sum(soft_teacher * (jnp.log(soft_teacher) - jax.nn.log_softmax(student / t, -1)), -1)
        hard = -jnp.take_along_axis(jax.nn.log_softmax(student, -1), labels[:, None], 1)[:, 0]
        return jnp.mean(0.7 * t * t * kl + 0.3 * hard)

    def f(student, teacher, labels, temperature):
        value, (g_student, g_teacher, g_t) = jax.value_and_grad(loss, argnums=(0, 1, 3))(
            student, teacher, labels, temperature
        )
        kl_scipy = jnp.sum(jax.scipy.special.kl_div(jax.nn.softmax(teacher), jax.nn.softmax(student)), -1)
        return value, g_student, g_teacher, g_t, kl_scipy

    return f


@program(Arg((2,), "uint32", "bits"), f32(3), f32(3, 3))
def langevin_dynamics_scan():
    import jax
    import jax.numpy as jnp

    def f(key, x0, a):
        precision = a @ a.T + 3 * jnp.eye(3)

        def log_density(x):
            return -0.5 * x @ precision @ x + jnp.sum(jnp.log(jax.nn.sigmoid(x)))

        def step(x, key):
            noise = jax.random.normal(key, x.shape)
            x = x + 0.01 * jax.grad(log_density)(x) + jnp.sqrt(2 * 0.01) * noise
            return x, log_density(x)

        x, trace = jax.lax.scan(step, x0, jax.random.split(key, 20))
        return x, trace

    return f


@program(Arg((2,), "uint32", "bits"), f32(2))
def metropolis_hastings_chain():
    import jax
    import jax.numpy as jnp

    def f(key, x0):
        def log_target(x):  # a banana-shaped density
            return -0.5 * (x[0] ** 2 / 4 + (x[1] - 0.5 * x[0] ** 2) ** 2)

        def step(carry, key):
            x, log_p, accepted = carry
            k_prop, k_acc = jax.random.split(key)
            proposal = x + 0.5 * jax.random.normal(k_prop, x.shape)
            log_q = log_target(proposal)
            accept = jnp.log(jax.random.uniform(k_acc)) < log_q - log_p
            x = jnp.where(accept, proposal, x)
            return (x, jnp.where(accept, log_q, log_p), accepted + accept), x

        init = (x0, log_target(x0), jnp.int32(0))
        (x, log_p, accepted), samples = jax.lax.scan(step, init, jax.random.split(key, 32))
        return x, log_p, accepted, samples, jnp.mean(samples, 0)

    return f


@program(f32(3, 2), f32(2, 6), f32(6, 2), f32(3, 2))
def neural_ode_rk4_grad():
    import jax
    import jax.numpy as jnp

    def dynamics(params, y, t):
        w1, w2 = params
        return jnp.tanh(y @ w1 + jnp.sin(t)) @ w2

    def rk4(params, y0, t1=1.0, steps=8):
        dt = t1 / steps

        def body(i, y):
            t = i * dt
            k1 = dynamics(params, y, t)
            k2 = dynamics(params, y + dt / 2 * k1, t + dt / 2)
            k3 = dynamics(params, y + dt / 2 * k2, t + dt / 2)
            k4 = dynamics(params, y + dt * k3, t + dt)
            return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

        return jax.lax.fori_loop(0, steps, body, y0)

    def f(y0, w1, w2, target):
        params = (w1, w2)
        loss = lambda p: jnp.mean((rk4(p, y0) - target) ** 2)  # noqa: E731
        value, grads = jax.value_and_grad(loss)(params)
        return rk4(params, y0), value, grads, jax.jacfwd(lambda y: rk4(params, y))(y0[0])

    return f


# ---------------------------------------------------------------------------
# Algorithms and numerics: edit distance, radix sort, stream compaction, FNV/splitmix64/xorshift/PCG hashes and
# generators (uint32/uint64), CRC-32, compensated (TwoSum/Kahan) summation, a sieve with modular powers, image
# color spaces and histogram equalization, morphology, connected components, NMS, soft-argmax, grid sampling,
# a Kalman filter, scipy's Rotation and RegularGridInterpolator, BCOO sparse products, jnp.vectorize, Gram-Schmidt
# and Newton-Schulz, Switch-transformer capacity routing and a complex-valued network's gradient.


@program(i32(4, 7, lo=0, hi=4), i32(4, 6, lo=0, hi=4), i32(4, lo=0, hi=8), i32(4, lo=0, hi=7))
def levenshtein_edit_distance_vmap():
    import jax
    import jax.numpy as jnp

    def distance(a, b, len_a, len_b):
        row0 = jnp.arange(b.shape[0] + 1)

        def outer(i, row):
            def inner(j, new):
                cost = jnp.where(a[i - 1] == b[j - 1], 0, 1)
                value = jnp.minimum(jnp.minimum(row[j] + 1, new[j - 1] + 1), row[j - 1] + cost)
                return new.at[j].set(value)

            new = jax.lax.fori_loop(1, b.shape[0] + 1, inner, row.at[0].set(i))
            return jnp.where(i <= len_a, new, row)

        final = jax.lax.fori_loop(1, a.shape[0] + 1, outer, row0)
        return final[len_b]

    def f(a, b, len_a, len_b):
        return jax.vmap(distance)(a, b, len_a, len_b), distance(a[0], a[0, :6], 7, 6)

    return f


@program(Arg((16,), "uint32", "bits"), i32(16, lo=-1000, hi=1000))
def radix_sort_bits_fori():
    import jax
    import jax.numpy as jnp

    def radix_sort(keys, values, bits=4):
        n = keys.shape[0]

        def pass_(i, carry):
            keys, values = carry
            digit = (keys >> (bits * i).astype(jnp.uint32)) & jnp.uint32((1 << bits) - 1)
            one_hot = digit[:, None] == jnp.arange(1 << bits, dtype=jnp.uint32)[None, :]
            counts = jnp.sum(one_hot, 0)
            starts = jnp.cumsum(counts) - counts
            rank = jnp.cumsum(one_hot, 0) - 1
            dest = starts[digit] + jnp.take_along_axis(rank, digit[:, None].astype(jnp.int32), 1)[:, 0]
            return jnp.zeros(n, keys.dtype).at[dest].set(keys), jnp.zeros(n, values.dtype).at[dest].set(values)

        return jax.lax.fori_loop(0, 32 // bits, pass_, (keys, values))

    def f(keys, values):
        sorted_keys, sorted_values = radix_sort(keys, values)
        flipped = jax.lax.bitcast_convert_type(values, jnp.uint32) ^ jnp.uint32(0x80000000)  # signed order
        signed_sorted, _ = radix_sort(flipped, jnp.arange(16))
        signed = jax.lax.bitcast_convert_type(signed_sorted ^ jnp.uint32(0x80000000), jnp.int32)
        return sorted_keys, sorted_values, signed

    return f


@program(f32(20, kind="edge"), i32(20, lo=-3, hi=3))
def stream_compaction_prefix_sum():
    import jax.numpy as jnp

    def f(x, y):
        keep = jnp.isfinite(x) & (x > 0)
        positions = jnp.cumsum(keep) - 1
        count = jnp.sum(keep)
        compacted = jnp.zeros_like(x).at[jnp.where(keep, positions, x.shape[0])].set(x, mode="drop")
        nonzero = y != 0
        idx = jnp.where(nonzero, jnp.cumsum(nonzero) - 1, y.shape[0])
        packed = jnp.full_like(y, -99).at[idx].set(y, mode="drop")
        run_starts = jnp.concatenate([jnp.array([True]), y[1:] != y[:-1]])
        run_ids = jnp.cumsum(run_starts) - 1
        run_lengths = jnp.zeros_like(y).at[run_ids].add(1)
        return compacted, count, packed, run_ids, run_lengths

    return f


@program(Arg((6,), "uint64", "bits"), Arg((6, 4), "uint8", "bits"), Arg((6,), "uint32", "bits"), x64=True)
def hash_functions_fnv_splitmix():
    import jax
    import jax.numpy as jnp

    def splitmix64(z):
        z = z + jnp.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> jnp.uint64(30))) * jnp.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> jnp.uint64(27))) * jnp.uint64(0x94D049BB133111EB)
        return z ^ (z >> jnp.uint64(31))

    def fnv1a_32(data):
        def step(h, byte):
            return (h ^ byte.astype(jnp.uint32)) * jnp.uint32(16777619), None

        h, _ = jax.lax.scan(step, jnp.full(data.shape[0], 2166136261, jnp.uint32), data.T)
        return h

    def rotl32(x, r):
        return (x << jnp.uint32(r)) | (x >> jnp.uint32(32 - r))

    def murmur3_32(k, seed=jnp.uint32(42)):
        k = rotl32(k * jnp.uint32(0xCC9E2D51), 15) * jnp.uint32(0x1B873593)
        h = rotl32(seed ^ k, 13) * jnp.uint32(5) + jnp.uint32(0xE6546B64)
        h = h ^ jnp.uint32(4)
        h = (h ^ (h >> jnp.uint32(16))) * jnp.uint32(0x85EBCA6B)
        h = (h ^ (h >> jnp.uint32(13))) * jnp.uint32(0xC2B2AE35)
        return h ^ (h >> jnp.uint32(16))

    def f(seeds, data, words):
        mixed = splitmix64(seeds)
        high = (mixed >> jnp.uint64(32)).astype(jnp.uint32)
        return mixed, fnv1a_32(data), murmur3_32(words), jax.lax.population_count(mixed), jax.lax.clz(high)

    return f


@program(Arg((3, 9), "uint8", "bits"))
def crc32_table_fori():
    import jax
    import jax.numpy as jnp

    def table():
        c = jnp.arange(256, dtype=jnp.uint32)
        for _ in range(8):
            c = jnp.where(c & 1, jnp.uint32(0xEDB88320) ^ (c >> 1), c >> 1)
        return c

    def f(data):
        t = table()

        def crc(bytes_):
            def body(i, c):
                return t[(c ^ bytes_[i].astype(jnp.uint32)) & 0xFF] ^ (c >> 8)

            return jax.lax.fori_loop(0, bytes_.shape[0], body, jnp.uint32(0xFFFFFFFF)) ^ jnp.uint32(0xFFFFFFFF)

        return jax.vmap(crc)(data), crc(jnp.frombuffer(b"123456789", dtype=jnp.uint8)), t

    return f


@program(Arg((64,), "float32", "edge"), Arg((64,), "float64"), Arg((4,), "float32"), x64=True)
def compensated_summation_twosum():
    import jax
    import jax.numpy as jnp

    def two_sum(a, b):
        s = a + b
        bb = s - a
        return s, (a - (s - bb)) + (b - bb)

    def kahan(xs):
        def step(carry, x):
            total, comp = carry
            y = x - comp
            t = total + y
            return (t, (t - total) - y), t

        (total, comp), partial = jax.lax.scan(step, (jnp.zeros((), xs.dtype), jnp.zeros((), xs.dtype)), xs)
        return total, comp, partial

    def f(edges, x64, small):
        finite = jnp.where(jnp.isfinite(edges), edges, 1.0)
        big = jnp.concatenate([jnp.array([1e8], jnp.float32), jnp.full(63, 1.0, jnp.float32)])
        s, e = two_sum(finite, jnp.roll(finite, 1))
        s64, e64 = two_sum(x64, x64 * 1e-17)
        return kahan(big), kahan(finite), kahan(x64), s, e, s64, e64, two_sum(small, small * 1e-8)

    return f


@program(i32(6, lo=2, hi=100000), i32(6, lo=0, hi=40), i32(6, lo=-60, hi=60), i32(6, lo=-60, hi=60))
def sieve_and_modular_pow():
    import jax
    import jax.numpy as jnp

    def f(bases, exponents, a, b):
        n = 50

        def sieve_step(i, is_prime):
            multiples = (jnp.arange(n) % i == 0) & (jnp.arange(n) > i)
            return jnp.where(is_prime[i], is_prime & ~multiples, is_prime)

        primes = jax.lax.fori_loop(2, 8, sieve_step, jnp.arange(n) >= 2)

        def mod_pow(base, exponent, modulus=46337):  # squares of residues fit in int32
            def body(carry):
                result, e, b = carry
                return jnp.where(e & 1, result * b % modulus, result), e >> 1, b * b % modulus

            return jax.lax.while_loop(lambda c: c[1] > 0, body, (jnp.int32(1), exponent, base % modulus))[0]

        first_primes = jnp.nonzero(primes, size=15, fill_value=-1)[0]
        return primes, first_primes, jax.vmap(mod_pow)(bases, exponents), jnp.gcd(a, b), jnp.lcm(a, b)

    return f


@program(f32(2, 6, 6, 3, kind="positive"), Arg((2, 8, 8), "uint8", "bits"))
def color_space_and_histogram_equalization():
    import jax
    import jax.numpy as jnp

    def rgb_to_hsv(rgb):
        r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
        v = jnp.max(rgb, -1)
        c = v - jnp.min(rgb, -1)
        s = jnp.where(v > 0, c / jnp.where(v > 0, v, 1.0), 0.0)
        safe = jnp.where(c > 0, c, 1.0)
        h = jnp.where(v == r, (g - b) / safe % 6, jnp.where(v == g, (b - r) / safe + 2, (r - g) / safe + 4))
        return jnp.stack([jnp.where(c > 0, h / 6, 0.0), s, v], -1)

    def equalize(img):
        hist = jnp.zeros(256, jnp.int32).at[img.reshape(-1)].add(1)
        cdf = jnp.cumsum(hist)
        cdf_min = jnp.min(jnp.where(cdf > 0, cdf, img.size))
        lut = jnp.clip(jnp.round((cdf - cdf_min) / jnp.maximum(img.size - cdf_min, 1) * 255), 0, 255).astype(jnp.uint8)
        return lut[img]

    def f(rgb, gray):
        rgb = rgb / 2
        yuv = rgb @ jnp.array([[0.299, -0.14713, 0.615], [0.587, -0.28886, -0.51499], [0.114, 0.436, -0.10001]])
        luminance = jax.image.resize(yuv[..., 0], (2, 3, 3), "linear")
        return rgb_to_hsv(rgb), yuv, luminance, jax.vmap(equalize)(gray)

    return f


@program(Arg((2, 9, 9), "bool", "bool"), f32(2, 9, 9))
def morphology_erode_dilate_open_close():
    import jax
    import jax.numpy as jnp

    def dilate(x, size=3):
        init = -jnp.inf if x.dtype != jnp.int32 else jnp.iinfo(jnp.int32).min
        pad = size // 2
        return jax.lax.reduce_window(x, jnp.array(init, x.dtype), jax.lax.max, (1, size, size), (1, 1, 1),
                                     [(0, 0), (pad, pad), (pad, pad)])  # fmt: skip

    def erode(x, size=3):
        return -dilate(-x, size)

    def f(mask, image):
        binary = mask.astype(jnp.int32)
        opened = dilate(erode(binary))
        closed = erode(dilate(binary))
        gradient = dilate(image) - erode(image)
        top_hat = image - dilate(erode(image, 5), 5)
        return opened, closed, gradient, top_hat, jnp.sum(dilate(binary) - binary, (1, 2))

    return f


@program(Arg((2, 8, 8), "bool", "bool"))
def connected_components_while():
    import jax
    import jax.numpy as jnp

    def label(mask):
        h, w = mask.shape
        big = h * w
        labels = jnp.where(mask, jnp.arange(big).reshape(h, w), big)

        def neighbours_min(lab):
            padded = jnp.pad(lab, 1, constant_values=big)
            shifts = [padded[1 + di : 1 + di + h, 1 + dj : 1 + dj + w] for di, dj in ((-1, 0), (1, 0), (0, -1), (0, 1))]
            return jnp.where(mask, jnp.minimum(lab, jnp.min(jnp.stack(shifts), 0)), big)

        def cond(carry):
            return carry[2]

        def body(carry):
            lab, steps, _ = carry
            new = neighbours_min(lab)
            return new, steps + 1, jnp.any(new != lab)

        lab, steps, _ = jax.lax.while_loop(cond, body, (labels, 0, True))
        roots = jnp.unique(lab, size=h * w + 1, fill_value=big)
        count = jnp.sum((roots < big) & (jnp.concatenate([roots[:1] - 1, roots[:-1]]) != roots))
        return lab, steps, count

    def f(mask):
        return jax.vmap(label)(mask)

    return f


@program(f32(10, 2, kind="positive"), f32(10, 2, kind="positive"), f32(10))
def non_max_suppression_fori():
    import jax
    import jax.numpy as jnp

    def f(corners, sizes, scores):
        boxes = jnp.concatenate([corners * 3, corners * 3 + sizes], -1)
        order = jnp.argsort(-scores)
        boxes, scores = boxes[order], scores[order]
        area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
        lt = jnp.maximum(boxes[:, None, :2], boxes[None, :, :2])
        rb = jnp.minimum(boxes[:, None, 2:], boxes[None, :, 2:])
        inter = jnp.prod(jnp.clip(rb - lt, 0), -1)
        iou = inter / (area[:, None] + area[None, :] - inter)

        def body(i, keep):
            suppressed = keep[i] & (iou[i] > 0.3) & (jnp.arange(10) > i)
            return keep & ~suppressed

        keep = jax.lax.fori_loop(0, 10, body, jnp.ones(10, bool))
        selected = jnp.nonzero(keep, size=10, fill_value=-1)[0]
        return keep, jnp.where(selected >= 0, order[selected], -1), iou

    return f


@program(f32(2, 3, 8, 10))
def soft_argmax_spatial_keypoints():
    import jax
    import jax.numpy as jnp

    def f(heatmaps):
        b, k, h, w = heatmaps.shape
        probs = jax.nn.softmax(heatmaps.reshape(b, k, h * w) * 4.0, -1).reshape(b, k, h, w)
        ys, xs = jnp.meshgrid(jnp.linspace(-1, 1, h), jnp.linspace(-1, 1, w), indexing="ij")
        expected = jnp.stack([jnp.sum(probs * xs, (2, 3)), jnp.sum(probs * ys, (2, 3))], -1)
        hard = jnp.stack(jnp.unravel_index(jnp.argmax(heatmaps.reshape(b, k, -1), -1), (h, w)), -1)
        grads = jax.grad(lambda z: jnp.sum(jax.nn.softmax(z.reshape(b, k, -1), -1).reshape(z.shape) * xs))(heatmaps)
        return expected, hard, grads

    return f


@program(f32(2, 6, 7, 3), f32(2, 2, 3))
def bilinear_grid_sample_affine():
    import jax
    import jax.numpy as jnp

    def grid_sample(image, grid):  # grid in [-1, 1], zero padding outside, as torch's align_corners=False
        h, w = image.shape[:2]
        x = ((grid[..., 0] + 1) * w - 1) / 2
        y = ((grid[..., 1] + 1) * h - 1) / 2
        x0, y0 = jnp.floor(x).astype(jnp.int32), jnp.floor(y).astype(jnp.int32)

        def tap(yi, xi):
            inside = (xi >= 0) & (xi < w) & (yi >= 0) & (yi < h)
            return jnp.where(inside[..., None], image[jnp.clip(yi, 0, h - 1), jnp.clip(xi, 0, w - 1)], 0.0)

        wx, wy = (x - x0)[..., None], (y - y0)[..., None]
        return ((1 - wx) * (1 - wy) * tap(y0, x0) + wx * (1 - wy) * tap(y0, x0 + 1)
                + (1 - wx) * wy * tap(y0 + 1, x0) + wx * wy * tap(y0 + 1, x0 + 1))  # fmt: skip

    def f(images, theta):
        theta = jnp.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]) + 0.3 * theta
        ys, xs = jnp.meshgrid(jnp.linspace(-1, 1, 5), jnp.linspace(-1, 1, 4), indexing="ij")
        base = jnp.stack([xs, ys, jnp.ones_like(xs)], -1)
        grids = jnp.einsum("hwk,bjk->bhwj", base, theta)
        sampled = jax.vmap(grid_sample)(images, grids)
        grad_theta = jax.grad(lambda t: jnp.sum(jax.vmap(grid_sample)(images, jnp.einsum("hwk,bjk->bhwj", base, t))))(
            theta
        )
        return sampled, grad_theta

    return f


@program(f32(12, 2), f32(4, 4), f32(2, 4), f32(4), f32(4, 4))
def kalman_filter_scan_solve():
    import jax
    import jax.numpy as jnp

    def f(observations, a_noise, h, x0, p_noise):
        dt = 0.1
        transition = jnp.array([[1, 0, dt, 0], [0, 1, 0, dt], [0, 0, 1, 0], [0, 0, 0, 1]], jnp.float32)
        q = 0.01 * (a_noise @ a_noise.T + jnp.eye(4))
        r = 0.1 * jnp.eye(2)
        p0 = p_noise @ p_noise.T + jnp.eye(4)

        def step(carry, z):
            x, p, log_lik = carry
            x = transition @ x
            p = transition @ p @ transition.T + q
            s = h @ p @ h.T + r
            gain = jnp.linalg.solve(s, h @ p).T
            innovation = z - h @ x
            x = x + gain @ innovation
            p = (jnp.eye(4) - gain @ h) @ p
            sign, logdet = jnp.linalg.slogdet(s)
            log_lik = log_lik - 0.5 * (innovation @ jnp.linalg.inv(s) @ innovation + logdet + 2 * jnp.log(2 * jnp.pi))
            return (x, p, log_lik), x

        (x, p, log_lik), states = jax.lax.scan(step, (x0, p0, 0.0), observations)
        return x, p, log_lik, states

    return f


@program(f32(5, 4), f32(5, 3), f32(3))
def rotation_quaternions_scipy_spatial():
    import jax.numpy as jnp
    from jax.scipy.spatial.transform import Rotation, Slerp

    def f(quats, rotvecs, v):
        r = Rotation.from_quat(quats)
        s = Rotation.from_rotvec(rotvecs * 0.5)
        composed = r * s
        euler = s.as_euler("xyz")
        back = Rotation.from_euler("xyz", euler)
        slerp = Slerp.init(jnp.array([0.0, 1.0]), Rotation.from_quat(quats[:2]))
        return (composed.apply(v), r.as_matrix(), s.as_quat(), euler, back.as_rotvec(), r.inv().magnitude(),
                slerp(jnp.array([0.25, 0.5])).as_quat())  # fmt: skip

    return f


@program(f32(5, 6), f32(7, 2, kind="positive"), f32(20))
def regular_grid_interpolator_trapezoid():
    import jax.numpy as jnp
    from jax.scipy.integrate import trapezoid
    from jax.scipy.interpolate import RegularGridInterpolator

    def f(values, points, samples):
        xs, ys = jnp.linspace(0, 2, 5), jnp.linspace(0, 2.5, 6)
        linear = RegularGridInterpolator((xs, ys), values, method="linear", bounds_error=False, fill_value=jnp.nan)
        nearest = RegularGridInterpolator((xs, ys), values, method="nearest", bounds_error=False, fill_value=None)
        t = jnp.linspace(0, jnp.pi, 20)
        return linear(points), nearest(points), trapezoid(jnp.sin(t) * samples, t), trapezoid(values, dx=0.5, axis=0)

    return f


@program(f32(6, 5), i32(7, 2, lo=0, hi=5), f32(7), f32(5, 3))
def bcoo_sparse_matmul():
    import jax
    import jax.numpy as jnp
    from jax.experimental import sparse

    def f(dense, indices, data, rhs):
        m = sparse.BCOO((data, indices), shape=(5, 5))
        sp = sparse.BCOO.fromdense(jnp.where(jnp.abs(dense) > 0.8, dense, 0.0), nse=12)
        product = m @ rhs
        vec = sparse.bcoo_dot_general(m, rhs[:, 0], dimension_numbers=(([1], [0]), ([], [])))
        summed = sparse.bcoo_reduce_sum(m, axes=(1,))
        grad = jax.grad(lambda d: jnp.sum(sparse.BCOO((d, indices), shape=(5, 5)) @ rhs))(data)
        return product, vec, m.todense(), sp.todense(), (sp @ rhs[:, :1].T.repeat(5, 0)).shape, summed.todense(), grad

    return f


@program(f32(4, 5), f32(4, 5), f32(4, 3, 3), f32(4, 3))
def vectorize_signature_gufuncs():
    import jax.numpy as jnp

    def f(a, b, m, v):
        cosine = jnp.vectorize(lambda x, y: x @ y / (jnp.linalg.norm(x) * jnp.linalg.norm(y)), signature="(n),(n)->()")
        matvec = jnp.vectorize(jnp.matmul, signature="(n,m),(m)->(n)")
        outer_sum = jnp.vectorize(lambda x: (jnp.outer(x, x), jnp.sum(x)), signature="(n)->(n,n),()")
        clip_scalar = jnp.vectorize(lambda x, lo: jnp.clip(x, lo, lo + 1.0))
        return cosine(a, b), matvec(m, v), outer_sum(v), clip_scalar(a, b[:, :1])

    return f


@program(f32(5, 4), f32(4, 4))
def gram_schmidt_newton_schulz():
    import jax
    import jax.numpy as jnp

    def gram_schmidt(a):
        def body(j, q):
            v = a[:, j] - q @ (q.T @ a[:, j])
            v = v - q @ (q.T @ v)  # reorthogonalize
            return q.at[:, j].set(v / jnp.linalg.norm(v))

        return jax.lax.fori_loop(0, a.shape[1], body, jnp.zeros_like(a))

    def polar_newton_schulz(m, steps=12):
        x = m / jnp.linalg.norm(m)
        return jax.lax.fori_loop(0, steps, lambda _, x: 1.5 * x - 0.5 * x @ x.T @ x, x)

    def f(a, m):
        q = gram_schmidt(a)
        u = polar_newton_schulz(m @ m.T + jnp.eye(4) * 0.5 + m * 0.1)
        return q, q.T @ q, jnp.abs(jnp.diag(q.T @ jnp.linalg.qr(a)[0])), u, u @ u.T

    return f


@program(f32(12, 6), f32(6, 4), f32(4, 6, 8), f32(4, 8, 6))
def switch_transformer_capacity_routing():
    import jax
    import jax.numpy as jnp

    def layer(params, x, capacity=4):
        router, w_in, w_out = params
        probs = jax.nn.softmax(x @ router, -1)
        expert = jnp.argmax(probs, -1)
        gate = jnp.max(probs, -1)
        mask = jax.nn.one_hot(expert, 4)
        position = jnp.cumsum(mask, 0) * mask - 1  # each token's slot in its expert's buffer
        kept = (position < capacity) & (mask > 0)
        dispatch = jax.nn.one_hot(jnp.where(kept, position, -1).max(-1).astype(jnp.int32), capacity)[:, None, :] * (
            kept[:, :, None]
        )  # tokens x experts x slots
        expert_in = jnp.einsum("tec,td->ecd", dispatch, x)
        out = jnp.einsum("ech,ehd->ecd", jax.nn.relu(jnp.einsum("ecd,edh->ech", expert_in, w_in)), w_out)
        y = jnp.einsum("tec,ecd->td", dispatch * gate[:, None, None], out)
        aux = 4 * jnp.sum(jnp.mean(mask, 0) * jnp.mean(probs, 0))
        return y, aux, jnp.sum(kept, 0)

    def f(x, router, w_in, w_out):
        params = (router, w_in, w_out)
        y, aux, load = layer(params, x)
        grads = jax.grad(lambda p: jnp.sum(layer(p, x)[0] ** 2) + 0.01 * layer(p, x)[1])(params)
        return y, aux, load, grads

    return f


@program(Arg((4,), "uint64", "bits"), Arg((4,), "uint32", "bits"), x64=True)
def xorshift_pcg_generators():
    import jax
    import jax.numpy as jnp

    def xorshift64star(state):
        def step(x, _):
            x = x ^ (x >> jnp.uint64(12))
            x = x ^ (x << jnp.uint64(25))
            x = x ^ (x >> jnp.uint64(27))
            return x, x * jnp.uint64(0x2545F4914F6CDD1D)

        return jax.lax.scan(step, state | jnp.uint64(1), None, length=6)

    def pcg32(state, inc=jnp.uint64(1442695040888963407)):
        def step(s, _):
            old = s
            s = old * jnp.uint64(6364136223846793005) + inc
            xorshifted = (((old >> jnp.uint64(18)) ^ old) >> jnp.uint64(27)).astype(jnp.uint32)
            rot = (old >> jnp.uint64(59)).astype(jnp.uint32)
            out = (xorshifted >> rot) | (xorshifted << ((-rot.astype(jnp.int32)).astype(jnp.uint32) & jnp.uint32(31)))
            return s, out

        return jax.lax.scan(step, state, None, length=6)

    def f(seeds64, seeds32):
        final, outs = jax.vmap(xorshift64star)(seeds64)
        pcg_final, pcg_outs = jax.vmap(pcg32)(seeds64)
        uniform = (outs >> jnp.uint64(11)).astype(jnp.float64) * 2.0**-53
        lcg32 = seeds32 * jnp.uint32(1664525) + jnp.uint32(1013904223)
        arithmetic = jax.lax.shift_right_arithmetic(lcg32.astype(jnp.int32), jnp.int32(7))
        return final, outs, pcg_final, pcg_outs, uniform, lcg32, arithmetic

    return f


@program(Arg((4, 3), "complex64", "complex"), Arg((3, 5), "complex64", "complex"), f32(5), Arg((5, 2), "complex64",
         "complex"), f32(4, 2))  # fmt: skip
def complex_modrelu_network_grad():
    import jax
    import jax.numpy as jnp

    def mod_relu(z, bias):
        magnitude = jnp.abs(z)
        return jnp.where(magnitude + bias > 0, (magnitude + bias) * z / (magnitude + 1e-6), 0.0)

    def loss(params, x, y):
        w1, b1, w2 = params
        h = mod_relu(x @ w1, b1)
        out = h @ w2
        return jnp.mean(jnp.abs(out) - y) ** 2 + jnp.mean(jnp.angle(out) ** 2)

    def f(x, w1, b1, w2, y):
        params = (w1, b1, w2)
        value, grads = jax.value_and_grad(loss)(params, x, y)
        return value, grads, mod_relu(x @ w1, b1), jnp.conj(grads[0]) * 1j

    return f


# ---------------------------------------------------------------------------
# Less common lowering paths: locally connected layers, statistics (cov, corrcoef, weighted averages), ufunc
# reductions of bitwise ops, scatter multiply/min/max with duplicates and their grads, dynamic index helpers,
# einsum with repeated indices and ellipses, narrow integer arithmetic, Newton's fractal in complex128, bf16 and
# f16 versions of recurrent and attention layers, and large shapes of the attention-over-layernorm pattern.


@program(f32(2, 3, 6, 6), f32(2, 27, 4, 4), f32(2, 6, 6, 3), f32(2, 12, 3, 3))
def locally_connected_conv():
    import jax
    import jax.numpy as jnp

    def f(x, w, x_nhwc, w_strided):
        # Unshared weights per output position (jax.lax.conv_general_dilated_local), and the same by patches.
        dn = ("NCHW", "OIHW", "NCHW")
        local = jax.lax.conv_general_dilated_local(x, w, (1, 1), "VALID", (3, 3), dimension_numbers=dn)
        patches = jax.lax.conv_general_dilated_patches(x, (3, 3), (1, 1), "VALID")  # n, c*9, 4, 4
        by_patches = jnp.einsum("nphw,ophw->nohw", patches, w)
        strided = jax.lax.conv_general_dilated_local(x_nhwc, w_strided, (2, 2), "SAME", (2, 2),
                                                     dimension_numbers=("NHWC", "OIHW", "NHWC"))  # fmt: skip
        return local, by_patches, strided

    return f


@program(f32(5, 20), f32(20, kind="positive"), Arg((20,), "float32", "edge"))
def statistics_cov_corrcoef_average():
    import jax.numpy as jnp

    def f(x, weights, edges):
        return (
            jnp.cov(x),
            jnp.cov(x, aweights=weights, ddof=0),
            jnp.corrcoef(x),
            jnp.average(x, axis=1, weights=weights),
            jnp.average(x, axis=1, weights=weights, returned=True),
            jnp.ptp(x, axis=1),
            jnp.median(x, axis=1),
            jnp.nanmedian(edges),
            jnp.nanvar(edges),
            jnp.nanstd(edges, ddof=1),
        )

    return f


@program(Arg((4, 6), "uint16", "bits"), Arg((4, 6), "int8", "int", -128, 128), Arg((4, 6), "bool", "bool"))
def ufunc_bitwise_reductions():
    import jax.numpy as jnp

    def f(u, i, b):
        return (
            jnp.bitwise_xor.reduce(u, axis=1),
            jnp.bitwise_or.reduce(u, axis=0),
            jnp.bitwise_and.reduce(i, axis=1),
            jnp.logical_xor.reduce(b, axis=1),
            jnp.bitwise_xor.accumulate(u, axis=1),
            jnp.add.accumulate(i, axis=0),
            jnp.multiply.reduce(i, axis=1),
            jnp.maximum.reduce(u, axis=1),
            jnp.minimum.accumulate(i, axis=1),
            jnp.add.outer(i[0], i[1]),
            jnp.bitwise_count(u),
        )

    return f


@program(f32(8), i32(12, lo=0, hi=8), f32(12, kind="positive"), Arg((8,), "int32", "int", -5, 5), i32(12, lo=-9, hi=9))
def scatter_multiply_min_max_duplicates():
    import jax
    import jax.numpy as jnp

    def f(x, idx, updates, ints, int_updates):
        product = x.at[idx].multiply(updates)
        mins = x.at[idx].min(updates - 1.0)
        maxs = x.at[idx].max(updates - 1.0)
        int_product = ints.at[idx].multiply(int_updates)
        int_max = ints.at[idx].max(int_updates, mode="drop")
        perm = jnp.argsort(updates[:8])
        grad_mul = jax.grad(lambda u: jnp.sum(x.at[perm].multiply(u, unique_indices=True) ** 2))(updates[:8])
        grad_max = jax.grad(lambda u: jnp.sum(jnp.zeros(8).at[idx].max(u)))(updates)
        return product, mins, maxs, int_product, int_max, grad_mul, grad_max

    return f


@program(f32(6, 5), i32(3, lo=-8, hi=8))
def dynamic_index_helpers():
    import jax
    import jax.numpy as jnp

    def f(x, starts):
        out = []
        for s in (starts[0], starts[1], starts[2]):
            out.append(jax.lax.dynamic_index_in_dim(x, s, axis=0, keepdims=False))
            out.append(jax.lax.dynamic_slice_in_dim(x, s, 3, axis=1))
            x = jax.lax.dynamic_update_index_in_dim(x, jnp.full(5, s, jnp.float32), s, axis=0)
            x = jax.lax.dynamic_update_slice_in_dim(x, jnp.ones((6, 2)), s, axis=1)
        return x, out

    return f


@program(f32(4, 4, 3), f32(3, 4, 4), f32(2, 3, 4, 5), f32(2, 3, 5, 2))
def einsum_repeated_indices_ellipsis():
    import jax.numpy as jnp

    def f(a, b, c, d):
        return (
            jnp.einsum("iij->ij", a),  # diagonal
            jnp.einsum("iij->j", a),  # trace along two axes
            jnp.einsum("jii->j", b),
            jnp.einsum("...ij,...jk->...ik", c, d),
            jnp.einsum("b...ij->b...ji", c),
            jnp.einsum("...ij->...", c),
            jnp.einsum("iij,jkk->ik", a, b),
            jnp.einsum("ij,ij,ij->i", a[:, :, 0], a[:, :, 1], a[:, :, 2]),
        )

    return f


@program(Arg((12,), "int16", "int", -32768, 32768), Arg((12,), "int16", "int", -40, 40), Arg((12,), "uint8", "bits"),
         Arg((12,), "uint8", "int", 0, 12))  # fmt: skip
def narrow_integer_arithmetic():
    import jax
    import jax.numpy as jnp

    def f(a, b, u, shifts):
        safe_b = jnp.where(b == 0, 1, b)
        return (
            a + b, a * b, a // safe_b, a % safe_b, jnp.fmod(a, safe_b),  # int16 wrap and floor/trunc division
            jax.lax.div(a, safe_b), jax.lax.rem(a, safe_b),
            u + u, u * jnp.uint8(3), u // (shifts + 1), u - jnp.uint8(200),
            jax.lax.shift_left(u, shifts), jax.lax.shift_right_logical(u, shifts),
            jax.lax.shift_right_arithmetic(a, shifts.astype(jnp.int16)),
            jnp.abs(a), -a, jnp.sign(a), a.astype(jnp.uint8), u.astype(jnp.int8), a.astype(jnp.float16),
            jnp.clip(a.astype(jnp.int32) * 3, -32768, 32767).astype(jnp.int16),
        )  # fmt: skip

    return f


@program(Arg((6, 6), "complex128", "complex"), x64=True)
def newton_fractal_complex_while():
    import jax
    import jax.numpy as jnp

    def f(z0):
        def newton(z):  # z^3 - 1 = 0
            def cond(c):
                z, i = c
                return (jnp.abs(z**3 - 1) > 1e-10) & (i < 50)

            def body(c):
                z, i = c
                return z - (z**3 - 1) / (3 * z**2), i + 1

            z, i = jax.lax.while_loop(cond, body, (z, 0))
            return jnp.round(jnp.angle(z) / (2 * jnp.pi / 3)).astype(jnp.int32) % 3, i

        roots, steps = jax.vmap(jax.vmap(newton))(z0 * 2)
        return roots, steps, jnp.sqrt(z0), jnp.log(z0), z0 ** (1 / 3), jnp.exp(1j * z0)

    return f


@program(Arg((2, 6, 4), "bfloat16"), Arg((4, 16), "bfloat16"), Arg((4, 16), "bfloat16"), Arg((16,), "bfloat16"))
def gru_scan_bf16():
    import jax
    import jax.numpy as jnp

    def f(x, wx, wh, b):
        def step(h, x_t):
            gates = x_t @ wx[:, :8] + h @ wh[:, :8] + b[:8]
            z, r = jnp.split(jax.nn.sigmoid(gates), 2, -1)
            n = jnp.tanh(x_t @ wx[:, 8:12] + (r * h) @ wh[:, 8:12] + b[8:12])
            h = (1 - z) * n + z * h
            return h, h

        h, hs = jax.lax.scan(step, jnp.zeros((2, 4), jnp.bfloat16), x.swapaxes(0, 1))
        return h, hs, jnp.mean(hs.astype(jnp.float32), 0)

    return f


@program(Arg((2, 4, 8, 8), "float16"), Arg((2, 4, 8, 8), "float16"), Arg((2, 4, 8, 8), "float16"))
def alibi_attention_f16():
    import jax
    import jax.numpy as jnp

    def f(q, k, v):
        slopes = (2.0 ** (-8.0 * jnp.arange(1, 5) / 4)).astype(jnp.float16)
        pos = jnp.arange(8)
        bias = slopes[:, None, None] * (pos[None, :] - pos[:, None]).astype(jnp.float16)
        scores = jnp.einsum("bhqd,bhkd->bhqk", q, k, preferred_element_type=jnp.float32) / jnp.sqrt(8.0)
        scores = jnp.where(pos[None, :] <= pos[:, None], scores + bias, -jnp.inf)
        weights = jax.nn.softmax(scores, -1).astype(jnp.float16)
        return jnp.einsum("bhqk,bhkd->bhqd", weights, v), weights

    return f


@program(f32(8, 65, 96), f32(96, 96), corpus=False)
def layernorm_self_attention_large():
    import jax
    import jax.numpy as jnp

    def f(tokens, w):
        mean = jnp.mean(tokens, -1, keepdims=True)
        h = (tokens - mean) * jax.lax.rsqrt(jnp.var(tokens, -1, keepdims=True) + 1e-6)
        scores = jnp.einsum("bqd,bkd->bqk", h, h) / jnp.sqrt(96.0)
        out = tokens + jax.nn.softmax(scores, -1) @ (h @ w)
        gram = jnp.einsum("bqd,bqe->bde", jnp.exp(h * 0.1), jnp.exp(h * 0.1))
        return out, gram

    return f


@program(f32(32, 12, 16), f32(16, 256), f32(64, 256), f32(256), corpus=False)
def lstm_scan_large():
    import jax
    import jax.numpy as jnp

    def f(x, wx, wh, b):
        def step(carry, x_t):
            h, c = carry
            i, f_, g, o = jnp.split(x_t @ wx + h @ wh + b, 4, -1)
            c = jax.nn.sigmoid(f_) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
            h = jax.nn.sigmoid(o) * jnp.tanh(c)
            return (h, c), h

        zeros = jnp.zeros((32, 64))
        (h, c), hs = jax.lax.scan(step, (zeros, zeros), x.swapaxes(0, 1))
        return h, c, jnp.max(hs, 0)

    return f


# Shape-polymorphic exports (jax.export with symbolic dimensions) of the kinds above: batched LAPACK
# factorizations over a symbolic batch, multi-head reshapes with rotary embeddings over a symbolic sequence, a
# bidirectional scan, dimensions that are multiples of a symbol (2*n), FFTs over a symbolic batch, vmapped
# while loops, and transposed convolutions over symbolic spatial sizes.


@program(f32(3, 4, 4), f32(3, 4, 2), polymorphic=("b, 4, 4", "b, 4, 2"))
def export_polymorphic_linalg_batched():
    import jax.numpy as jnp

    def f(m, rhs):
        spd = m @ jnp.swapaxes(m, -1, -2) + 4 * jnp.eye(4)
        chol = jnp.linalg.cholesky(spd)
        q, r = jnp.linalg.qr(m)
        eigenvalues = jnp.linalg.eigvalsh(spd)
        diag_r = jnp.abs(jnp.diagonal(r, axis1=-2, axis2=-1))
        singular = jnp.linalg.svd(m, compute_uv=False)
        return chol, jnp.linalg.solve(spd, rhs), diag_r, eigenvalues, jnp.linalg.det(spd), singular, jnp.linalg.inv(spd)

    return f


@program(f32(2, 7, 8), f32(8, 8), f32(8), polymorphic=("b, t, 8", "8, 8", "8"))
def export_polymorphic_rotary_multihead():
    import jax
    import jax.numpy as jnp

    def rotary(x, positions):
        half = x.shape[-1] // 2
        freqs = 1.0 / 10000 ** (jnp.arange(half) / half)
        angles = positions[:, None] * freqs[None, :]
        cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)

    def f(x, w, scale):
        b, t, _ = x.shape
        h = x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * scale
        heads = (h @ w).reshape(b, t, 2, 4)
        positions = jnp.arange(t, dtype=jnp.float32)
        q = rotary(heads, positions)
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, q) / 2.0
        mask = jnp.arange(t)[:, None] >= jnp.arange(t)[None, :]
        out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(jnp.where(mask, scores, -jnp.inf), -1), heads)
        return out.reshape(b, t, 8), q

    return f


@program(f32(3, 6, 4), f32(4, 8), f32(2, 8), i32(3, lo=1, hi=7), polymorphic=("b, t, 4", "4, 8", "2, 8", "b"))
def export_polymorphic_bidirectional_scan():
    import jax
    import jax.numpy as jnp

    def f(x, wx, wh, lengths):
        mask = jnp.arange(x.shape[1])[None, :] < lengths[:, None]

        def run(reverse):
            def step(h, inputs):
                x_t, m_t = inputs
                new = jnp.tanh(x_t @ wx[:, :2] + h @ wh[:, :2])
                return jnp.where(m_t[:, None], new, h), jnp.where(m_t[:, None], new, 0.0)

            return jax.lax.scan(step, jnp.zeros((x.shape[0], 2)), (x.swapaxes(0, 1), mask.T), reverse=reverse)

        (h_f, out_f), (h_b, out_b) = run(False), run(True)
        return h_f, h_b, jnp.concatenate([out_f, out_b], -1).swapaxes(0, 1), jnp.sum(mask, 1)

    return f


@program(f32(8, 3), f32(5, 3), polymorphic=("2*n, 3", "m, 3"))
def export_polymorphic_multiple_of_symbol():
    import jax.numpy as jnp

    def f(x, y):
        n = x.shape[0] // 2
        pairs = x.reshape(n, 2, 3)
        return (
            pairs.sum(1),
            x[::2] - x[1::2],
            jnp.pad(x, ((1, 2), (0, 0)), mode="edge"),
            jnp.roll(x, 3, axis=0),
            jnp.concatenate([x, y], 0).mean(0),
            jnp.outer(x[:, 0], y[:, 0]),
            jnp.repeat(y, 2, axis=0) + x[:1],
            jnp.flip(pairs, 1).reshape(2 * n, 3),
        )

    return f


@program(f32(3, 16), Arg((3, 8), "complex64", "complex"), polymorphic=("b, 16", "b, 8"))
def export_polymorphic_fft_batch():
    import jax.numpy as jnp

    def f(x, z):
        spectrum = jnp.fft.rfft(x)
        inverse = jnp.abs(jnp.fft.ifft(z, n=12))
        return spectrum, jnp.fft.irfft(spectrum, n=16), jnp.fft.fft(z), inverse, jnp.fft.fftshift(z, axes=1)

    return f


@program(f32(5, kind="positive"), f32(5), polymorphic=("b", "b"))
def export_polymorphic_vmapped_while():
    import jax
    import jax.numpy as jnp

    def f(targets, starts):
        def cube_root(t, x0):
            def cond(c):
                x, i = c
                return (jnp.abs(x**3 - t) > 1e-5) & (i < 100)

            def body(c):
                x, i = c
                return x - (x**3 - t) / (3 * x**2), i + 1

            return jax.lax.while_loop(cond, body, (jnp.abs(x0) + 1.0, 0))

        roots, steps = jax.vmap(cube_root)(targets, starts)
        return roots, steps, jnp.max(steps)

    return f


@program(f32(2, 5, 6, 4), f32(3, 3, 3, 4), polymorphic=("b, h, w, 4", "3, 3, 3, 4"))
def export_polymorphic_conv_transpose_pool():
    import jax
    import jax.numpy as jnp

    def f(x, w):
        dn = ("NHWC", "HWOI", "NHWC")
        up = jax.lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=dn)
        pooled = jax.lax.reduce_window(up, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        avg = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME")
        return up, pooled, avg

    return f


@program(f32(3, 4, 4), f32(3, 4), f32(3, 4), f32(3, 4), f32(3, 4, 2), polymorphic=("b, 4, 4", "b, 4", "b, 4", "b, 4",
         "b, 4, 2"))  # fmt: skip
def export_polymorphic_linalg_nonsymmetric():
    import jax
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl

    def f(m, dl, d, du, rhs):
        # geev, gees, gehrd, getrf, sytrd and gtsv over a symbolic batch (jax.export refuses geqp3: no
        # compatibility guarantee).
        eigenvalues = jnp.linalg.eigvals(m)
        order = jnp.lexsort((eigenvalues.imag, eigenvalues.real), axis=-1)
        t = jax.vmap(lambda a: jsl.schur(a)[0])(m)
        h = jax.vmap(lambda a: jsl.hessenberg(a))(m)
        lu, pivots, permutation = jax.lax.linalg.lu(m)
        sym = m + jnp.swapaxes(m, -1, -2)
        tri = jax.lax.linalg.tridiagonal(sym)[1:3]
        solved = jax.lax.linalg.tridiagonal_solve(dl.at[:, 0].set(0), d + 4.0, du.at[:, -1].set(0), rhs)
        return (jnp.take_along_axis(eigenvalues, order, -1), jnp.abs(jnp.diagonal(t, axis1=-2, axis2=-1)),
                jnp.abs(jnp.linalg.eigvals(h)).sum(-1), lu, pivots, permutation, jnp.abs(tri[0]), solved)  # fmt: skip

    return f


@program(f32(7, 3), f32(7), f32(3, kind="positive"), polymorphic=("n + 2, 3", "n + 2", "3"))
def export_polymorphic_gp_cholesky_grad():
    import jax
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl

    def f(x, y, params):
        # A Gaussian process over a symbolic number of points (n + 2: jax's grads compare it with 1): potrf and
        # trsm of symbolic-size matrices, and their grads.
        def neg_log_likelihood(params):
            length, variance, noise = params
            sq = jnp.sum((x[:, None, :] - x[None, :, :]) ** 2, -1)
            k = variance * jnp.exp(-0.5 * sq / length**2) + (noise + 1e-3) * jnp.eye(x.shape[0])
            chol = jnp.linalg.cholesky(k)
            alpha = jsl.cho_solve((chol, True), y)
            return 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))), chol

        (value, chol), grads = jax.value_and_grad(neg_log_likelihood, has_aux=True)(params)
        return value, grads, chol, jsl.solve_triangular(chol, y, lower=True)

    return f


@program(f32(5, 5), f32(6, 4), polymorphic=("n + 2, n + 2", "m + k, k"))
def export_polymorphic_linalg_symbolic_sizes():
    import jax.numpy as jnp

    def f(a, b):
        # Matrices of symbolic sizes (at least 2 rows, as jax's grads and decompositions need to know): syevd of
        # n x n, gesdd of (m + k) x k, getrf/trsm of n x n, geqrf/orgqr of (m + k) x k.
        sym = a + a.T + a.shape[0] * jnp.eye(a.shape[0])
        eigenvalues = jnp.linalg.eigvalsh(sym)
        singular = jnp.linalg.svd(b, compute_uv=False)
        q, r = jnp.linalg.qr(b)
        return eigenvalues, singular, jnp.abs(jnp.diag(r)), jnp.linalg.solve(sym, a), jnp.linalg.det(sym), q @ r

    return f


@program(f32(6), i32(6, lo=0, hi=3), f32(3, 3, 3), polymorphic=("n + 3", "n + 3", "b, 3, 3"))
def export_polymorphic_segments_loops_slogdet_grad():
    import jax
    import jax.numpy as jnp

    def f(x, segments, m):
        # Segment reductions over a symbolic count, a fori_loop of a symbolic trip count with dynamic slices, and
        # the gradient of slogdet over a symbolic batch (getrf and trsm with shape operands).
        def body(i, acc):
            window = jax.lax.dynamic_slice_in_dim(jnp.concatenate([x, x]), i, 3)
            return acc + jnp.max(window) * (i + 1)

        total = jax.lax.fori_loop(0, x.shape[0], body, 0.0)
        a = m + 3 * jnp.eye(3)
        logdet, grad = jax.value_and_grad(lambda a: jnp.sum(jnp.linalg.slogdet(a)[1]))(a)
        return (jax.ops.segment_max(x, segments, num_segments=3), jax.ops.segment_min(x, segments, num_segments=3),
                jax.ops.segment_prod(x, segments, num_segments=3), total, logdet, grad,
                jnp.linalg.inv(a))  # fmt: skip

    return f


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
