"""Small models end to end on the CPU: MLP, softmax rows and layernorm rows against numpy.

    python bench/cpu_models.py [--repeats 10] [--rows 1024] [--pipeline PASSES] [--sequential] [--programs DIR]

Each model is written in JAX, exported as StableHLO text (as `jax.jit(f)
.lower(...).as_text()` prints it), compiled from that text to a callable by
`aiopt.runtime.compiler.compile` (compile time reported with its breakdown
per pass, as `--mlir-timing` shows it), checked against numpy, and timed
against the same computation in numpy (medians, in the same run).

MLP: batch 256, 512 -> 1024 -> 512 with ReLU. Exporting needs the `jax`
extra; with `--programs DIR` the exported texts are kept in DIR and read
from there when present (to run where JAX is not installed).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
from cpu_timing import compare, print_compile_breakdown

from aiopt.runtime.compiler import compile


def _mlp(xp):
    def mlp(x, w1, b1, w2, b2):
        return xp.maximum(x @ w1 + b1, 0.0) @ w2 + b2

    return mlp


def _softmax(xp):
    def softmax(x):
        e = xp.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    return softmax


def _layernorm(xp):
    def layernorm(x, gamma, beta):
        mean = x.mean(axis=1, keepdims=True)
        centered = x - mean
        variance = (centered * centered).mean(axis=1, keepdims=True)
        return centered / xp.sqrt(variance + 1e-5) * gamma + beta

    return layernorm


def _models(rows: int) -> list[tuple[str, object, list[tuple[int, ...]]]]:
    return [
        ("mlp 256x512->1024->512", _mlp, [(256, 512), (512, 1024), (1024,), (1024, 512), (512,)]),
        (f"softmax {rows}x1024 rows", _softmax, [(rows, 1024)]),
        (f"layernorm {rows}x1024 rows", _layernorm, [(rows, 1024), (1024,), (1024,)]),
    ]


def stablehlo_text(model, inputs: list[np.ndarray], programs: Path | None) -> str:
    """The model exported by JAX as StableHLO text (kept in / read from `programs` when given)."""
    path = (
        programs / f"{model.__name__}-{'-'.join('x'.join(map(str, a.shape)) for a in inputs)}.mlir"
        if programs
        else None
    )
    if path is not None and path.exists():
        return path.read_text()
    import jax
    import jax.numpy as jnp

    text = jax.jit(model(jnp)).lower(*inputs).as_text()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return text


def main(argv: list[str] | None = None) -> int:
    """Export, compile, check and time each model; print compile breakdowns and ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--rows", type=int, default=1024)
    parser.add_argument("--pipeline", default=None, help="passes to use instead of the default CPU pipeline")
    parser.add_argument("--sequential", action="store_true", help="run every loop on one thread (parallel=false)")
    parser.add_argument("--programs", type=Path, default=None, help="keep/read the exported StableHLO texts here")
    args = parser.parse_args(argv)

    rng = np.random.default_rng(0)
    for name, model, shapes in _models(args.rows):
        inputs = [(rng.standard_normal(shape) * 0.1).astype(np.float32) for shape in shapes]
        text = stablehlo_text(model, inputs, args.programs)
        started = time.perf_counter()
        function = compile(text, pipeline=args.pipeline, parallel=not args.sequential, cache=False)
        print_compile_breakdown(name, function.timings, time.perf_counter() - started)
        reference = model(np)
        np.testing.assert_allclose(function(*inputs), reference(*inputs), rtol=2e-4, atol=2e-5)
        compare(name, function.prepared_call(inputs), lambda: reference(*inputs), args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
