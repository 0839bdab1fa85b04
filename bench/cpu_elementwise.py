"""tanh(x * y + z) on 16M f32 elements: compiled mhlo against numpy, median of repeated calls.

    python bench/cpu_elementwise.py [--size 16777216] [--repeats 10] [--pipeline PASSES] [--sequential]

numpy makes one pass over memory per op (and allocates temporaries); the
compiled program, with its element-wise ops fused into one loop, makes one.
The goal is time(aiopt) / time(numpy) <= 0.5.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from cpu_timing import compare, print_compile_breakdown

from aiopt.runtime.compiler import compile

PROGRAM = """
func.func @main(%x: tensor<{n}xf32>, %y: tensor<{n}xf32>, %z: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %0 = mhlo.multiply %x, %y : tensor<{n}xf32>
  %1 = mhlo.add %0, %z : tensor<{n}xf32>
  %2 = mhlo.tanh %1 : tensor<{n}xf32>
  func.return %2 : tensor<{n}xf32>
}}
"""


def main(argv: list[str] | None = None) -> int:
    """Compile, check against numpy, time both, print the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=16 * 1024 * 1024)
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--pipeline", default=None, help="passes to use instead of the default CPU pipeline")
    parser.add_argument("--sequential", action="store_true", help="run every loop on one thread (parallel=false)")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    function = compile(PROGRAM.format(n=args.size), pipeline=args.pipeline, parallel=not args.sequential, cache=False)
    print_compile_breakdown("tanh(x*y+z)", function.timings, time.perf_counter() - started)
    rng = np.random.default_rng(0)
    x, y, z = (rng.standard_normal(args.size).astype(np.float32) for _ in range(3))
    np.testing.assert_allclose(function(x, y, z), np.tanh(x * y + z), rtol=1e-5, atol=1e-6)
    compare(
        f"tanh(x*y+z), {args.size} f32", function.prepared_call([x, y, z]), lambda: np.tanh(x * y + z), args.repeats
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
