"""Makes jax-stablehlo.mlirbc (and its text, jax-stablehlo.mlir): jaxlib's bytecode of a function whose
StableHLO uses the stablehlo dialect's custom encodings (dot, gather, scatter, conv dimension numbers,
precision, comparison direction and type, fft_type, rng_algorithm, output_operand_alias), and
jax-stablehlo-ops.mlirbc (and .mlir): loops, conditionals, reductions, windows and their gradient, slices,
padding, rounding and the unary ops whose `result_accuracy` property jaxlib leaves unset.

    /path/to/jax/python make_jax_fixture.py     # run once, here; the tests need no jax
"""

import jax
import jax.numpy as jnp
from jax import lax


def f(a, b, c, idx, img, ker):
    d = lax.dot_general(a, b, (((1,), (0,)), ((), ())), precision=(lax.Precision.DEFAULT, lax.Precision.HIGHEST))
    conv = lax.conv_general_dilated(img, ker, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    r = jax.random.uniform(jax.random.key(0, impl="rbg"), (2,))
    return d, c > 3, a[idx], a.at[idx].set(1.0), conv, jnp.fft.fft(a.astype(jnp.complex64)), a.T, r, jnp.sort(c, axis=1)


args = (jnp.ones((2, 3), jnp.float32), jnp.ones((3, 4), jnp.float32), jnp.ones((2, 4), jnp.int32), jnp.array([1, 0]),
        jnp.ones((1, 4, 4, 2), jnp.float32), jnp.ones((3, 3, 2, 5), jnp.float32))  # fmt: skip
module = jax.jit(f).lower(*args).compiler_ir("stablehlo")
with open("jax-stablehlo.mlir", "w") as text:
    text.write(str(module.operation.get_asm(enable_debug_info=False)))
with open("jax-stablehlo.mlirbc", "wb") as data:
    module.operation.write_bytecode(data)


def g(x, i, m):
    a = lax.fori_loop(0, 3, lambda k, v: v * 2.0, x)
    b = lax.cond(i > 0, lambda v: v + 1.0, lambda v: v - 1.0, x)
    e = lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (1, 1), "SAME")
    grad = jax.grad(lambda y: lax.reduce_window(y, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID").sum())(x)
    unary = (jnp.cbrt(x), jnp.cos(x), jnp.exp(x), jnp.expm1(x), jnp.log(x), jnp.log1p(x), jax.nn.sigmoid(x),
             lax.rsqrt(x), jnp.sin(x), jnp.sqrt(x), jnp.tan(x), jnp.tanh(x))  # fmt: skip
    rest = (jnp.cumsum(x, axis=0), jnp.argmax(x, axis=1), lax.dynamic_slice(x, (i, 0), (2, 2)),
            jnp.pad(x, ((1, 2), (0, 1))), jnp.concatenate([x, x]), lax.clamp(0.0, x, 1.0),
            jnp.round(x).astype(jnp.int8), lax.reduce_precision(x, 5, 10), jnp.einsum("ij,jk->ik", x, m),
            lax.bitcast_convert_type(x, jnp.int32), lax.population_count(i))  # fmt: skip
    return a, b, e, grad, unary, rest


args = (jnp.ones((4, 4), jnp.float32), jnp.int32(1), jnp.ones((4, 4), jnp.float32))
module = jax.jit(g).lower(*args).compiler_ir("stablehlo")
with open("jax-stablehlo-ops.mlir", "w") as text:
    text.write(str(module.operation.get_asm(enable_debug_info=False)))
with open("jax-stablehlo-ops.mlirbc", "wb") as data:
    module.operation.write_bytecode(data)
