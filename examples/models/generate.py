"""Regenerate the JAX sample programs in this folder (needs `pip install jax`).

Each model is lowered with `jax.jit(f).lower(...)` to StableHLO text, once
plain and once with debug locations, converted to mhlo with jaxlib's
`stablehlo-legalize-to-hlo` pass, and printed as XLA HLO text, so that the
files are exactly what JAX, mlir-hlo and XLA print.

    python examples/models/generate.py
"""

from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from jax._src.interpreters import mlir as jax_mlir
from jaxlib.mlir import ir, passmanager
from jaxlib.mlir.dialects import mhlo

HERE = Path(__file__).parent
f32 = np.float32


def mlp(x, w1, b1, w2, b2):
    hidden = jnp.maximum(x @ w1 + b1, 0.0)
    return hidden @ w2 + b2


def softmax(x):
    return jax.nn.softmax(x, axis=-1)


def conv2d(x, kernel):
    return jax.lax.conv_general_dilated(x, kernel, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


def layernorm(x, gamma, beta):
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(variance + 1e-5) * gamma + beta


MODELS = {
    "mlp": (mlp, [(8, 16), (16, 32), (32,), (32, 4), (4,)]),
    "softmax": (softmax, [(4, 10)]),
    "conv2d": (conv2d, [(1, 8, 8, 3), (3, 3, 3, 4)]),
    "layernorm": (layernorm, [(4, 16), (16,), (16,)]),
}


def to_mhlo(stablehlo_text: str) -> str:
    context = jax_mlir.make_ir_context()
    with context:
        mhlo.register_mhlo_passes()
        module = ir.Module.parse(stablehlo_text)
        passmanager.PassManager.parse("builtin.module(stablehlo-legalize-to-hlo)").run(module.operation)
        return str(module)


def main() -> None:
    for name, (function, shapes) in MODELS.items():
        lowered = jax.jit(function).lower(*[np.zeros(shape, f32) for shape in shapes])
        text = lowered.as_text()
        (HERE / f"{name}.stablehlo.mlir").write_text(text)
        (HERE / f"{name}.debuginfo.stablehlo.mlir").write_text(lowered.as_text(debug_info=True))
        (HERE / f"{name}.mhlo.mlir").write_text(to_mhlo(text))
        (HERE / f"{name}.hlo.txt").write_text(lowered.as_text(dialect="hlo"))


if __name__ == "__main__":
    main()
