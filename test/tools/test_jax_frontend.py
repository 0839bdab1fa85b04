"""`aiopt.jit`: JAX functions compiled by aiopt (skipped without jax; `aiopt.compile_stablehlo` is in test_compiler.py)."""

from __future__ import annotations

import numpy as np
import pytest

import aiopt

jax = pytest.importorskip("jax", reason="needs jax (pip install -e '.[jax]')")
jnp = pytest.importorskip("jax.numpy")


def mlp(x, params, scale):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return {"out": (h @ params["w2"] + params["b2"]) * scale, "norm": jnp.sum(h * h)}


def assert_same_tree(got, want, rtol=1e-5):
    got_leaves, got_tree = jax.tree_util.tree_flatten(got)
    want_leaves, want_tree = jax.tree_util.tree_flatten(want)
    assert got_tree == want_tree
    for g, w in zip(got_leaves, want_leaves, strict=True):
        assert isinstance(g, np.ndarray) and g.dtype == np.asarray(w).dtype and g.shape == np.shape(w)
        np.testing.assert_allclose(g, np.asarray(w), rtol=rtol, atol=rtol)


def test_jit_of_a_pytree_mlp_matches_jax_jit_across_shapes():
    rng = np.random.default_rng(1)
    params = {
        "w1": rng.standard_normal((8, 16), dtype=np.float32),
        "b1": rng.standard_normal(16, dtype=np.float32),
        "w2": rng.standard_normal((16, 4), dtype=np.float32),
        "b2": rng.standard_normal(4, dtype=np.float32),
    }
    fast = aiopt.jit(mlp)
    for batch in (3, 5, 3):
        x = rng.standard_normal((batch, 8), dtype=np.float32)
        # A Python float and JAX arrays are taken as jax.jit takes them.
        assert_same_tree(fast(jnp.asarray(x), params, 0.5), jax.jit(mlp)(x, params, 0.5))
    assert len(fast._compiled) == 2, "one compilation per input signature"


def test_jit_with_jax_random_inside():
    @aiopt.jit
    def noisy(key, x):
        noise = jax.random.normal(key, x.shape)
        return x + 0.1 * noise, jax.random.uniform(jax.random.fold_in(key, 1), (3,))

    for shape in ((4, 5), (7,)):
        x = np.ones(shape, np.float32)
        key = jax.random.PRNGKey(42)
        assert_same_tree(noisy(key, x), jax.jit(noisy.function)(key, x))


def test_static_arguments_and_bfloat16():
    ml_dtypes = pytest.importorskip("ml_dtypes")

    @aiopt.jit(static_argnums=1)
    def power(x, n):
        return (x**n).astype(jnp.bfloat16) + jnp.bfloat16(1)

    x = np.linspace(-2, 2, 9, dtype=np.float32).astype(ml_dtypes.bfloat16)
    for n in (2, 3):
        got = power(x, n)
        assert got.dtype == ml_dtypes.bfloat16
        np.testing.assert_array_equal(got.astype(np.float32), np.asarray(jax.jit(power.function, static_argnums=1)(x, n)).astype(np.float32))
    assert len(power._compiled) == 2


def test_a_large_bool_constant_as_jaxlib_prints_it_compiles():
    # jaxlib's MLIR prints a constant of more than 100 bools as a hex string with a byte per element (LLVM 22
    # packs 8 to a byte); it did not parse ('elements hex data size is invalid'), so a causal mask failed.
    mask = np.tril(np.ones((128, 128), bool))
    mask[5, 0] = False

    def masked_sum(x):
        return jnp.where(mask, x, -1e9).sum(axis=1)

    x = np.random.default_rng(2).standard_normal((128, 128), dtype=np.float32)
    assert '"0x' in jax.jit(masked_sum).lower(x).as_text()
    np.testing.assert_allclose(aiopt.jit(masked_sum)(x), jax.jit(masked_sum)(x), rtol=1e-5, atol=1e-2)
