"""Numerical checks of `ai-translate --hlo-text-to-mhlo`: imported HLO runs like the matching StableHLO."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.reference.interpreter import find_function, run_function
from aiopt.support.verifier import verify_operation
from aiopt.targets.hlo_import import HloImportError, import_hlo_text
from aiopt.tools.ai_runner import random_inputs
from aiopt.tools.ai_translate import main as translate_main

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "examples" / "models"
INPUTS = Path(__file__).resolve().parent / "Inputs" / "hlo"


def run_hlo(text: str, inputs) -> list:
    module = import_hlo_text(text)
    verify_operation(module)
    return run_function(module, "main", list(inputs))


@pytest.mark.parametrize("model", ["mlp", "softmax", "conv2d", "layernorm"])
def test_model_matches_stablehlo(model: str):
    hlo = (MODELS / f"{model}.hlo.txt").read_text()
    reference = (MODELS / f"{model}.stablehlo.mlir").read_text()
    module = import_hlo_text(hlo)
    verify_operation(module)
    inputs = random_inputs(list(find_function(module, "main").function_type.inputs.data), seed=7)
    got = run_function(module, "main", inputs)
    want = interpret(reference, inputs)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)


def test_while_counts_to_ten():
    counter, total = run_hlo((INPUTS / "while.hlo").read_text(), [np.array(3.0, np.float32)])
    assert int(counter) == 10
    np.testing.assert_allclose(total, 3.0 * 2**10)


@pytest.mark.parametrize("pred, want", [(True, np.exp([1.0, 2.0])), (False, -np.array([1.0, 2.0]))])
def test_conditional_picks_branch(pred: bool, want):
    (result,) = run_hlo((INPUTS / "conditional.hlo").read_text(), [np.array(pred), np.array([1.0, 2.0], np.float32)])
    np.testing.assert_allclose(result, want.astype(np.float32), rtol=1e-6)


def test_case_picks_indexed_branch():
    text = (INPUTS / "case.hlo").read_text()
    x = np.array([1.0, -2.0], np.float32)
    for index, want in enumerate([x + x, x * x, np.abs(x)]):
        (result,) = run_hlo(text, [np.array(index, np.int32), x])
        np.testing.assert_allclose(result, want)


def test_call_and_fusion():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    (result,) = run_hlo((INPUTS / "call-fusion.hlo").read_text(), [x])
    np.testing.assert_allclose(result, (x * x + 1.0).T)


def test_syntax_error_has_line_and_column():
    with pytest.raises(HloImportError) as info:
        import_hlo_text("HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] add(x,, x)\n}\n")
    assert (info.value.line, info.value.column) == (4, 24)


def test_translate_writes_output_file(tmp_path, capsys):
    out = tmp_path / "mlp.mlir"
    assert translate_main(["--hlo-text-to-mhlo", str(MODELS / "mlp.hlo.txt"), "-o", str(out)]) == 0
    assert "func.func @main" in out.read_text()


def test_no_translation_given(capsys):
    """A command-line error (status 1, as mlir-translate's required translation flag), not status 2."""
    assert translate_main([]) == 1
    assert capsys.readouterr().err.startswith("<command-line>:1:1: error: no translation given")


def test_unknown_opcode_is_a_located_error(tmp_path, capsys):
    path = tmp_path / "bad.hlo"
    path.write_text("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] frobnicate(x)\n}\n")
    assert translate_main(["--hlo-text-to-mhlo", str(path)]) == 1
    assert f"{path}:4:19: error: unknown HLO opcode 'frobnicate'" in capsys.readouterr().err


def test_sort_map_windows_gather_scatter_against_numpy():
    rng = np.random.default_rng(0)
    keys = rng.standard_normal(5).astype(np.float32)
    vals = np.arange(5, dtype=np.int32)
    grid = rng.standard_normal((4, 4)).astype(np.float32)
    idx = np.array([[2], [0]], np.int32)
    upd = rng.standard_normal((2, 4)).astype(np.float32)
    sk, sv, mapped, sas, rows, scat, best_value, best_index = run_hlo(
        (INPUTS / "indexing.hlo").read_text(), [keys, vals, grid, idx, upd]
    )
    order = np.argsort(keys, kind="stable")
    np.testing.assert_allclose(sk, keys[order])
    np.testing.assert_array_equal(sv, vals[order])
    np.testing.assert_allclose(mapped, keys * keys + keys[order], rtol=1e-6)
    want_sas = np.zeros((4, 4), np.float32)
    for i, j in np.ndindex(2, 2):
        window = grid[2 * i : 2 * i + 2, 2 * j : 2 * j + 2]
        r, c = np.unravel_index(np.argmax(window), (2, 2))
        want_sas[2 * i + r, 2 * j + c] += [[1, 2], [3, 4]][i][j]
    np.testing.assert_allclose(sas, want_sas)
    np.testing.assert_allclose(rows, grid[[2, 0]])
    want_scat = grid.copy()
    want_scat[[2, 0]] += upd
    np.testing.assert_allclose(scat, want_scat, rtol=1e-6)
    assert float(best_value) == keys.max() and int(best_index) == int(np.argmax(keys))


def test_shape_ops_against_numpy():
    x = np.arange(24, dtype=np.float32).reshape(4, 6)
    k = np.array(1, np.int32)
    (result,) = run_hlo((INPUTS / "shape.hlo").read_text(), [x, k])
    b = np.broadcast_to(x, (2, 4, 6)).reshape(8, 6)
    c = np.concatenate([x, b[::2, ::2]], axis=1)
    p = np.pad(c, ((1, 1), (0, 1)))
    ds = p[1:5, 1:7].copy()
    ds[:, 1:4] = b[::2, ::2]  # the row start clamps to 0: the 4-row update fills every row
    np.testing.assert_allclose(result, ds[::-1].T)


def test_dot_conv_reduce_window_against_numpy():
    rng = np.random.default_rng(1)
    lhs, rhs = rng.standard_normal((2, 3, 4)).astype(np.float32), rng.standard_normal((2, 4, 5)).astype(np.float32)
    img, ker = (
        rng.standard_normal((1, 6, 6, 2)).astype(np.float32),
        rng.standard_normal((3, 3, 2, 4)).astype(np.float32),
    )
    dot, conv, red, pool = run_hlo((INPUTS / "linalg.hlo").read_text(), [lhs, rhs, img, ker])
    np.testing.assert_allclose(dot, lhs @ rhs, rtol=1e-5)
    padded = np.pad(img, ((0, 0), (1, 1), (1, 1), (0, 0)))
    want_conv = np.zeros((1, 3, 3, 4), np.float32)
    for i, j in np.ndindex(3, 3):
        patch = padded[0, 2 * i : 2 * i + 3, 2 * j : 2 * j + 3, :]
        want_conv[0, i, j] = np.einsum("hwc,hwco->o", patch, ker)
    np.testing.assert_allclose(conv, want_conv, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(red, (lhs @ rhs).sum(axis=(1, 2)), rtol=1e-5)
    np.testing.assert_allclose(pool, img.reshape(1, 3, 2, 3, 2, 2).max(axis=(2, 4)))


JAX_PROGRAMS = ["fori_loop", "while_loop", "cond", "switch", "sort", "indexing", "shapes"]


def _jax_programs():
    """(name, function, inputs) of small JAX programs whose HLO covers loops, branches, sorts and indexing."""
    jax = pytest.importorskip("jax")
    jnp = jax.numpy
    x = np.array([3.0, -1.0, 2.0, 0.5], np.float32)
    return [
        ("fori_loop", lambda v: jax.lax.fori_loop(0, 5, lambda i, c: c * 2 + i, v), (x,)),
        (
            "while_loop",
            lambda v: jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2), (0, v))[1],
            (x,),
        ),
        ("cond", lambda p, v: jax.lax.cond(p, jnp.sin, jnp.cos, v), (np.bool_(False), x)),
        ("switch", lambda i, v: jax.lax.switch(i, [jnp.sin, jnp.cos, jnp.exp], v), (np.int32(2), x)),
        ("sort", lambda v: (jnp.sort(v), jnp.argsort(v), jnp.cumsum(v), jax.lax.top_k(v, 2)[0]), (x,)),
        ("indexing", lambda v, i: (v[i], jnp.take(v, jnp.array([2, 0])), v.at[1].add(3.0)), (x, np.int32(2))),
        (
            "shapes",
            lambda v: (jnp.pad(v, (1, 2)), jnp.flip(v), jnp.concatenate([v, v])[1:5:2], jnp.linalg.norm(v)),
            (x,),
        ),
    ]


@pytest.mark.parametrize("name", JAX_PROGRAMS)
def test_jax_programs_match_jax(name: str):
    """JAX's own HLO text of the program, imported and interpreted, gives what jax.jit computes."""
    jax = pytest.importorskip("jax")
    function, inputs = {n: (f, i) for n, f, i in _jax_programs()}[name]
    text = jax.jit(function).lower(*inputs).as_text(dialect="hlo")
    results = run_hlo(text, inputs)
    got = [leaf for r in results for leaf in (r if isinstance(r, tuple) else (r,))]
    want = jax.tree_util.tree_leaves(jax.jit(function)(*inputs))
    assert len(got) == len(want), name
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, np.asarray(w), rtol=1e-5, atol=1e-6, err_msg=name)


def _batch_norm_reference(x, scale, offset, mean, var, eps):
    """Batch normalization over feature dimension 1 of a rank-3 array."""
    shape = (1, -1, 1)
    return scale.reshape(shape) * (x - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + eps) + offset.reshape(shape)


def test_misc_opcodes_against_numpy():
    rng = np.random.default_rng(2)
    state = np.array([1, 2], np.uint64)
    x = rng.standard_normal((2, 3, 4)).astype(np.float32)
    v = (np.abs(rng.standard_normal(3)) + 0.5).astype(np.float32)
    a = (np.tril(rng.standard_normal((3, 3))) + 3 * np.eye(3)).astype(np.float32)
    a = (a @ a.T).astype(np.float32)
    b = rng.standard_normal((3, 2)).astype(np.float32)
    z = (rng.standard_normal(8) + 1j * rng.standard_normal(8)).astype(np.complex64)
    # The entry's tuple root is flattened: nested tuples become consecutive results.
    result = run_hlo((INPUTS / "misc.hlo").read_text(), [state, x, v, a, b, z])
    new_state, bits, rp, bni, *rest = result
    bnt, bng = rest[:3], rest[3:6]
    fft, chol, ts, dot, size, dyn, dom = rest[6:]
    eps = np.float32(0.001)
    assert new_state.dtype == np.uint64 and new_state.shape == (2,)
    assert bits.dtype == np.uint32 and bits.shape == (4,)
    np.testing.assert_array_equal(rp, x.astype(np.float16).astype(np.float32))
    np.testing.assert_allclose(bni, _batch_norm_reference(x, v, v, v, v, eps), rtol=1e-5, atol=1e-6)
    mean, var = x.mean(axis=(0, 2)), x.var(axis=(0, 2))
    np.testing.assert_allclose(bnt[0], _batch_norm_reference(x, v, v, mean, var, eps), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(bnt[1], mean, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(bnt[2], var, rtol=1e-5, atol=1e-6)
    centered, inv = x - v.reshape(1, 3, 1), 1 / np.sqrt(v.reshape(1, 3, 1) + eps)
    np.testing.assert_allclose(bng[1], (x * centered * inv).sum(axis=(0, 2)), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(bng[2], x.sum(axis=(0, 2)), rtol=1e-5, atol=1e-5)
    want_grad = (
        v.reshape(1, 3, 1)
        * inv
        * (x - x.mean(axis=(0, 2), keepdims=True) - centered * (x * centered).mean(axis=(0, 2), keepdims=True) * inv**2)
    )
    np.testing.assert_allclose(bng[0], want_grad, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(fft, np.fft.fft(z), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(chol, np.linalg.cholesky(a), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(ts, np.linalg.solve(np.tril(a), b), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(dot, a @ b, rtol=1e-5, atol=1e-6)
    assert int(size) == 3
    np.testing.assert_array_equal(dyn, x)
    np.testing.assert_array_equal(dom, v)


def test_complex_tuple_constants_and_bounded_dims():
    x = np.arange(5, dtype=np.float32)
    c, f, i, p, y = run_hlo((INPUTS / "constants.hlo").read_text(), [x])
    np.testing.assert_array_equal(c, np.array([1 + 2j, 3 - 4.5j], np.complex64))
    assert float(f) == 1.5 and bool(p)
    np.testing.assert_array_equal(i, [2, 3])
    np.testing.assert_array_equal(y, -x)


def test_unary_opcodes_against_numpy():
    x = np.array([0.5, -0.75, 2.0, 8.0], np.float32)
    i = np.array([1, -1, 255, 0], np.int32)
    result = run_hlo((INPUTS / "unary.hlo").read_text(), [x, i])
    erf = np.array([math.erf(float(v)) for v in x], np.float32)
    want = [np.cbrt(x), erf, np.tan(x), 1 / (1 + np.exp(-x)), np.expm1(x), np.log1p(x), np.sign(x)]
    for got, w in zip(result[:7], want):
        np.testing.assert_allclose(got, w, rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(result[7], np.isfinite(x))
    unsigned = [int(v) & 0xFFFFFFFF for v in i]
    np.testing.assert_array_equal(result[8], [32 - u.bit_length() for u in unsigned])
    np.testing.assert_array_equal(result[9], [u.bit_count() for u in unsigned])


SINGLE_REPLICA = """HloModule single
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  x = f32[2,4] parameter(0)
  ar = f32[2,4] all-reduce(x), replica_groups={{0}}, to_apply=sum
  ag = f32[2,4] all-gather(x), replica_groups={{0}}, dimensions={1}
  a2a = f32[2,4] all-to-all(x), replica_groups={{0}}, dimensions={1}
  rs = f32[2,4] reduce-scatter(x), replica_groups={{0}}, dimensions={1}, to_apply=sum
  cp = f32[2,4] collective-permute(x), source_target_pairs={{0,0}}
  rid = u32[] replica-id()
  pid = u32[] partition-id()
  tok = token[] after-all()
  ROOT t = (f32[2,4], f32[2,4], f32[2,4], f32[2,4], f32[2,4], u32[], u32[]) tuple(ar, ag, a2a, rs, cp, rid, pid)
}
"""


def test_single_replica_collectives_are_identities():
    x = np.arange(8, dtype=np.float32).reshape(2, 4)
    result = run_hlo(SINGLE_REPLICA, [x])
    for value in result[:5]:
        np.testing.assert_array_equal(value, x)
    assert int(result[5]) == 0 and int(result[6]) == 0


def test_max_pool_2x2_stride_2():
    text = """HloModule pool
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
ENTRY main {
  x = f32[1,4,4,1] parameter(0)
  ninf = f32[] constant(-inf)
  ROOT p = f32[1,2,2,1] reduce-window(x, ninf), window={size=1x2x2x1 stride=1x2x2x1}, to_apply=max
}
"""
    x = np.random.default_rng(3).standard_normal((1, 4, 4, 1)).astype(np.float32)
    (result,) = run_hlo(text, [x])
    np.testing.assert_array_equal(result, x.reshape(1, 2, 2, 2, 2, 1).max(axis=(2, 4)))


def test_unknown_opcode_points_at_the_opcode():
    with pytest.raises(HloImportError) as info:
        import_hlo_text("HloModule m\nENTRY e {\n  x = f32[4] parameter(0)\n  ROOT y = f32[4] frobnicate(x)\n}\n")
    assert (info.value.line, info.value.column) == (4, 19)


def test_async_pairs_and_dependency_ops_on_one_replica():
    x = np.array([1.25, -2.5], np.float32)
    bits = np.array([0, 2**32 - 1], np.uint32)
    result = run_hlo((INPUTS / "async.hlo").read_text(), [x, np.array(2, np.int32), bits])
    for value in result[:7]:
        np.testing.assert_array_equal(value, x)
    # Random bits 0 always round away from zero, all-ones never do.
    np.testing.assert_array_equal(result[7], np.array([2, -2], np.int8))
    np.testing.assert_allclose(result[8], np.exp(x), rtol=1e-6)


def test_composite_call_runs_its_decomposition():
    x = np.array([1.0, -2.0, 0.5, 3.0], np.float32)
    (result,) = run_hlo((INPUTS / "composite.hlo").read_text(), [x])
    np.testing.assert_array_equal(result, 2 * x)
