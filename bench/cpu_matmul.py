"""1024x1024 f32 matmul: compiled mhlo.dot against numpy (BLAS), median of repeated calls.

    python bench/cpu_matmul.py [--size 1024] [--repeats 5] [--pipeline PASSES] [--sequential]

The first goal is time(aiopt) / time(numpy) <= 2.0 (tiling, interchange and
a vectorizable inner loop).
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from cpu_timing import compare, print_compile_breakdown

from aiopt.runtime.compiler import compile

PROGRAM = """
func.func @main(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{
  %0 = "mhlo.dot"(%a, %b) : (tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
  func.return %0 : tensor<{n}x{n}xf32>
}}
"""


def main(argv: list[str] | None = None) -> int:
    """Compile, check against numpy, time both, print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--pipeline", default=None, help="passes to use instead of the default CPU pipeline")
    parser.add_argument("--sequential", action="store_true", help="run every loop on one thread (parallel=false)")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    function = compile(PROGRAM.format(n=args.size), pipeline=args.pipeline, parallel=not args.sequential, cache=False)
    print_compile_breakdown("matmul", function.timings, time.perf_counter() - started)
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((args.size, args.size)).astype(np.float32) for _ in range(2))
    np.testing.assert_allclose(function(a, b), a @ b, rtol=1e-3, atol=1e-3)
    compare(f"matmul {args.size}x{args.size} f32", function.prepared_call([a, b]), lambda: a @ b, args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
