"""Make the VHLO fixtures of test_vhlo_portable_artifacts.py (run once, with jax; not part of the suite):

    /tmp/jaxvenv/bin/python test/lowering/Inputs/vhlo/make_vhlo_fixtures.py test/lowering/Inputs/vhlo [NAME...]

For each JAX program: NAME.mlirbc, its portable artifact (jax.export, StableHLO 1.17.0 here); NAME.vhlo.mlir, the
VHLO text jaxlib prints for it; NAME.stablehlo.mlir, jaxlib's `deserialize_portable_artifact` of it in generic
form (what `--vhlo-to-version --vhlo-legalize-to-stablehlo` must give).

The LAPACK programs (REFERENCE: linalg_inv, svd, eigh, qr, expm, as test/tools/test_jax_real_programs.py has
them) carry `sdy.sharding_rule = #sdy.op_sharding_rule<...>` on their custom calls (custom-encoded by the sdy
dialect); for them NAME.npz also keeps the inputs (`in0`, ...) and jax.jit's outputs (`out0`, ...).
"""

import glob
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np
from jax import export, lax
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import sdy, stablehlo

OUT = sys.argv[1]
S = jax.ShapeDtypeStruct
f32 = jnp.float32


def conv(x, w):
    return lax.conv_general_dilated(
        x, w, (2, 1), ((1, 0), (0, 1)), rhs_dilation=(1, 2), dimension_numbers=("NHWC", "HWIO", "NHWC")
    )


def scatter(x, i):
    return x.at[i].add(1.0), x[i], x.at[i].set(2.0, unique_indices=True)


def whiles(x):
    return lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1), (0, x))[1]


def conds(x, p):
    return lax.cond(p > 0, lambda v: v * 2, lambda v: v - 1, x), lax.switch(
        jnp.clip(p, 0, 2), [jnp.sin, jnp.cos, jnp.tanh], x
    )


def reduce_window(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "SAME"), jnp.cumsum(x, axis=1)


def sorting(x):
    return jnp.sort(x, axis=-1), jnp.argsort(x, axis=0), lax.top_k(x, 3)


def rng(k):
    return lax.rng_bit_generator(k, (4, 5), algorithm=lax.RandomAlgorithm.RNG_THREE_FRY)


def rand(k):
    return jax.random.normal(jax.random.wrap_key_data(k), (3,))


def cplx(x):
    z = lax.complex(x, x[::-1])
    return jnp.abs(z), jnp.exp(z), z * z, jnp.fft.fft(z), lax.real(z)


def bf16(x):
    y = x.astype(jnp.bfloat16)
    return (y * y).astype(f32), jnp.sum(y), x.astype(jnp.float16) + 1


def f8(x):
    return x.astype(jnp.float8_e4m3fn).astype(f32), x.astype(jnp.float8_e5m2).astype(f32)


def ints(a, b):
    return (
        a // b,
        a % b,
        a >> 2,
        a ^ b,
        jnp.clip(a, -3, 3),
        a.astype(jnp.uint8),
        jnp.bitwise_not(a),
        lax.population_count(a),
        a.astype(jnp.int64) if False else a,
    )


def dots(a, b):
    return (
        a @ b,
        jnp.einsum("bij,bjk->bik", a[None], b[None]),
        lax.dot(a, b, precision=lax.Precision.HIGHEST),
        lax.dot(a.astype(jnp.int8), b.astype(jnp.int8), preferred_element_type=jnp.int32),
    )


def elementwise(x, y):
    return (
        jnp.tanh(x),
        jnp.exp(x),
        jnp.log(jnp.abs(x) + 1),
        jnp.sqrt(jnp.abs(x)),
        lax.rsqrt(jnp.abs(x) + 1),
        jnp.sin(x),
        jnp.cos(x),
        jnp.tan(x),
        lax.logistic(x),
        jnp.expm1(x),
        jnp.log1p(jnp.abs(x)),
        jnp.cbrt(x),
        jnp.floor(x),
        jnp.ceil(x),
        jnp.round(x),
        jnp.sign(x),
        jnp.arctan2(x, y),
        x**y,
        jnp.maximum(x, y),
        jnp.minimum(x, y),
        x / y,
        x - y,
        jnp.remainder(x, y),
        jnp.isfinite(x),
        lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),
        lax.reduce_precision(x, 5, 10),
        jnp.where(x > y, x, y),
        lax.is_finite(x),
        -x,
        jnp.abs(x),
    )


def shapes(x):
    return (
        x.reshape(2, 6),
        x.T,
        jnp.pad(x, ((1, 2), (0, 1))),
        jnp.concatenate([x, x]),
        x[1:3, ::2],
        jnp.flip(x, 0),
        jnp.broadcast_to(x[:, None], (3, 2, 4)),
        lax.iota(jnp.int32, 5),
        lax.dynamic_slice(x, (1, 0), (2, 2)),
        lax.dynamic_update_slice(x, jnp.zeros((1, 2)), (1, 1)),
        lax.pad(x, 0.0, ((1, 1, 1), (0, 0, 0))),
        x.astype(jnp.int32).view(jnp.float32),
    )


def reduce(x):
    return x.max(0), x.argmin(1), jnp.any(x > 1), jnp.var(x), jnp.sum(x, axis=(0, 1))


def poly(x):
    return jnp.sin(x) * x.shape[0], jnp.sum(x, axis=0), x.reshape(-1), jnp.concatenate([x, x], 0)


def poly2(x, y):
    return x @ y, jnp.broadcast_to(x[:, :1], x.shape)


def cholesky(a):
    s = a @ a.T + 5 * jnp.eye(4)
    return jnp.linalg.cholesky(s), lax.linalg.triangular_solve(s, a, left_side=True, lower=True)


def custom(x):
    return jnp.linalg.eigh(x @ x.T)[0], jnp.linalg.qr(x)[0]


def composite(x):
    f = lax.composite(lambda x, *, scale: x * scale, name="my.scale")
    return f(x, scale=np.float32(2.0))


def clamp_select(x, y, p):
    return lax.clamp(-1.0, x, 1.0), lax.select(p, x, y), lax.sort((x, y), num_keys=1)[1]


def optbar(x):
    return lax.optimization_barrier((x, x + 1)), lax.stop_gradient(x)


def mapped(x):
    return jax.vmap(lambda r: jnp.dot(r, r))(x), lax.cummax(x, axis=0), lax.cumlogsumexp(x, axis=0)


def gather2(x, i):
    return jnp.take_along_axis(x, i, axis=1), x[:, i[0]]


def erfs(x):
    return (
        jax.scipy.special.erf(x),
        jax.scipy.special.erfinv(jnp.tanh(x) * 0.9),
        lax.lgamma(jnp.abs(x) + 1),
        jax.nn.gelu(x),
    )


def convert(x):
    return (
        x.astype(jnp.int32),
        x.astype(jnp.float64) if False else x.astype(jnp.float16),
        x.astype(jnp.uint32),
        x.astype(bool),
        lax.bitcast_convert_type(x, jnp.int32),
        lax.bitcast_convert_type(x, jnp.uint8),
    )


def linalg_inv(a):
    s = a @ a.T + 5 * jnp.eye(4)
    return jnp.linalg.cholesky(s), jnp.linalg.inv(s), jnp.linalg.det(s), jnp.linalg.solve(s, a[:, 0])


_B = export.symbolic_shape("b, k")
CASES = [
    ("tanh_add", lambda x: jnp.tanh(x) + 1, (S((4,), f32),)),
    ("elementwise", elementwise, (S((3, 4), f32), S((3, 4), f32))),
    ("dot_general", dots, (S((4, 3), f32), S((3, 5), f32))),
    ("conv", conv, (S((1, 6, 5, 3), f32), S((3, 2, 3, 4), f32))),
    ("reduce", reduce, (S((6, 5), f32),)),
    ("reduce_window", reduce_window, (S((2, 6, 5, 3), f32),)),
    ("scatter_gather", scatter, (S((5, 3), f32), S((4,), jnp.int32))),
    ("gather2", gather2, (S((5, 3), f32), S((5, 3), jnp.int32))),
    ("sort", sorting, (S((5, 7), f32),)),
    ("while", whiles, (S((4,), f32),)),
    ("cond_case", conds, (S((4,), f32), S((), jnp.int32))),
    ("rng_bit_generator", rng, (S((4,), jnp.uint32),)),
    ("random", rand, (S((2,), jnp.uint32),)),
    ("complex", cplx, (S((8,), f32),)),
    ("bf16", bf16, (S((3, 4), f32),)),
    ("f8", f8, (S((5,), f32),)),
    ("integers", ints, (S((6,), jnp.int32), S((6,), jnp.int32))),
    ("shapes", shapes, (S((3, 4), f32),)),
    ("convert", convert, (S((5,), f32),)),
    ("poly", poly, (S(export.symbolic_shape("b, 4"), f32),)),
    ("poly2", poly2, (S(_B, f32), S((_B[1], 3), f32))),
    ("linalg", cholesky, (S((4, 4), f32),)),
    ("custom_call", custom, (S((4, 4), f32),)),
    ("composite", composite, (S((3,), f32),)),
    ("clamp_select", clamp_select, (S((4,), f32), S((4,), f32), S((4,), bool))),
    ("optimization_barrier", optbar, (S((4,), f32),)),
    ("cumulative", mapped, (S((3, 4), f32),)),
    ("special", erfs, (S((5,), f32),)),
    ("linalg_inv", linalg_inv, (S((4, 4), f32),)),
    ("svd", lambda a: jnp.linalg.svd(a, compute_uv=False), (S((4, 3), f32),)),
    ("eigh", lambda a: jnp.linalg.eigh(a @ a.T)[0], (S((4, 4), f32),)),
    ("qr", lambda a: jnp.abs(jnp.linalg.qr(a)[1]), (S((4, 3), f32),)),
    ("expm", lambda a: jax.scipy.linalg.expm(a * 0.1), (S((3, 3), f32),)),
]
REFERENCE = {"linalg_inv", "svd", "eigh", "qr", "expm"}
"""Programs whose jax.jit results are kept (NAME.npz), from inputs drawn with numpy's default_rng(0)."""
only = sys.argv[2:]
for name, f, args in CASES:
    if only and name not in only:
        continue
    try:
        e = export.export(jax.jit(f))(*args)
    except Exception as ex:
        print("SKIP", name, type(ex).__name__, str(ex)[:200])
        continue
    art = e.mlir_module_serialized
    try:
        with ir.Context() as ctx:
            stablehlo.register_dialect(ctx)
            sdy.register_dialect(ctx)
            ctx.allow_unregistered_dialects = True
            shlo = stablehlo.deserialize_portable_artifact(ctx, art).operation.get_asm(print_generic_op_form=True)
            vh = str(ir.Module.parse(art))
    except Exception as ex:
        print("SKIP", name, str(ex)[:200])
        continue
    open(f"{OUT}/{name}.mlirbc", "wb").write(art)
    open(f"{OUT}/{name}.vhlo.mlir", "w").write(vh)
    open(f"{OUT}/{name}.stablehlo.mlir", "w").write(shlo)
    if name in REFERENCE:
        rng = np.random.default_rng(0)
        inputs = [rng.standard_normal(a.shape).astype(a.dtype) for a in args]
        outputs = jax.tree_util.tree_leaves(jax.jit(f)(*inputs))
        arrays = {f"in{i}": x for i, x in enumerate(inputs)} | {f"out{i}": np.asarray(y) for i, y in enumerate(outputs)}
        np.savez(f"{OUT}/{name}.npz", **arrays)
    print(name, len(art), len(vh))

# StableHLO text programs (NAME.source.mlir): serialized for the current version by jaxlib.
for source in sorted(glob.glob(f"{OUT}/*.source.mlir")):
    name = os.path.basename(source).removesuffix(".source.mlir")
    if only and name not in only:
        continue
    with ir.Context() as ctx:
        stablehlo.register_dialect(ctx)
        ctx.allow_unregistered_dialects = True
        art = stablehlo.serialize_portable_artifact_str(open(source).read(), stablehlo.get_current_version())
        shlo = stablehlo.deserialize_portable_artifact(ctx, art).operation.get_asm(print_generic_op_form=True)
        vh = str(ir.Module.parse(art))
    open(f"{OUT}/{name}.mlirbc", "wb").write(art)
    open(f"{OUT}/{name}.vhlo.mlir", "w").write(vh)
    open(f"{OUT}/{name}.stablehlo.mlir", "w").write(shlo)
    print(name, len(art), len(vh))
