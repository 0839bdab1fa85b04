"""Makes jax-stablehlo.mlirbc (and its text, jax-stablehlo.mlir): jaxlib's bytecode of a function whose
StableHLO uses the stablehlo dialect's custom encodings (dot, gather, scatter, conv dimension numbers,
precision, comparison direction and type, fft_type, rng_algorithm, output_operand_alias).

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
