"""Real JAX output (examples/models, made by generate.py) parses, round-trips and interprets correctly.

Each model exists as StableHLO, StableHLO with debug locations, and mhlo.
The interpreter's results are compared with the model written in numpy.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret
from tool_testing import run_tool

MODELS_DIR = Path(__file__).parents[2] / "examples" / "models"
FORMS = ("stablehlo", "debuginfo.stablehlo", "mhlo")


def mlp(x, w1, b1, w2, b2):
    return np.maximum(x @ w1 + b1, 0.0) @ w2 + b2


def softmax(x):
    shifted = np.exp(x - x.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def conv2d(x, kernel):
    """NHWC x HWIO, stride 1, SAME padding, as a direct sum over the window."""
    kh, kw = kernel.shape[:2]
    padded = np.pad(x, ((0, 0), (kh // 2, kh // 2), (kw // 2, kw // 2), (0, 0)))
    out = np.zeros(x.shape[:3] + (kernel.shape[3],), dtype=np.float64)
    for i in range(x.shape[1]):
        for j in range(x.shape[2]):
            window = padded[:, i : i + kh, j : j + kw, :]
            out[:, i, j, :] = np.tensordot(window, kernel, axes=([1, 2, 3], [0, 1, 2]))
    return out


def layernorm(x, gamma, beta):
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(variance + 1e-5) * gamma + beta


MODELS = {
    "mlp": (mlp, [(8, 16), (16, 32), (32,), (32, 4), (4,)]),
    "softmax": (softmax, [(4, 10)]),
    "conv2d": (conv2d, [(1, 8, 8, 3), (3, 3, 3, 4)]),
    "layernorm": (layernorm, [(4, 16), (16,), (16,)]),
}


def model_path(name: str, form: str) -> Path:
    return MODELS_DIR / f"{name}.{form}.mlir"


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("name", sorted(MODELS))
def test_interpreter_matches_numpy(name, form):
    function, shapes = MODELS[name]
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(shape).astype(np.float32) for shape in shapes]
    (result,) = interpret(model_path(name, form).read_text(), inputs)
    np.testing.assert_allclose(result, function(*[a.astype(np.float64) for a in inputs]), rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("name", sorted(MODELS))
def test_printing_is_a_fixed_point(name, form):
    once = run_tool("ai-opt", str(model_path(name, form)))
    assert once.returncode == 0, once.stderr
    twice = run_tool("ai-opt", "-", input=once.stdout)
    assert twice.returncode == 0, twice.stderr
    assert twice.stdout == once.stdout
