"""4096 x 4096 f32 matmul on the GPU: aiopt's kernel against cuBLAS (through torch or cupy).

    python bench/gpu_matmul.py [--size 4096] [--repeats 5]

The mhlo `dot` is compiled with `hlo-to-gpu-pipeline`, whose
`convert-linalg-matmul-to-gpu` makes it a shared-memory tiled kernel (64 x 64
tiles of C per block of 16 x 16 threads, 4 x 4 sums per thread, K in steps
of 16; before 2026-11-29: one thread per result element). cuBLAS runs the same product in full f32 (TF32 off); the ratio
of times (CUDA events, medians) is printed as it is. Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from aiopt.runtime.compiler import compile
from aiopt.runtime.cuda_runtime import CudaTimer, cuda_available, device_name

PROGRAM = """
func.func @main(%a: tensor<{n}x{n}xf32>, %b: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{
  %0 = "mhlo.dot"(%a, %b) : (tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
  func.return %0 : tensor<{n}x{n}xf32>
}}
"""


def _cublas_seconds(a: np.ndarray, b: np.ndarray, repeats: int) -> tuple[str, float]:
    """The median time of cuBLAS's f32 matmul, through torch if installed, else cupy."""
    try:
        import torch

        torch.backends.cuda.matmul.allow_tf32 = False
        x, y = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
        run, sync, library = (lambda: x @ y), torch.cuda.synchronize, "torch"
    except ImportError:
        import cupy

        x, y = cupy.asarray(a), cupy.asarray(b)
        run, sync, library = (lambda: x @ y), cupy.cuda.Device().synchronize, "cupy"
    run()
    sync()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        sync()
        times.append(time.perf_counter() - started)
    return library, statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    """Compile, check a few rows against numpy, time both, print GFLOP/s and the fraction of cuBLAS."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    if not cuda_available():
        print("no CUDA device: nothing to measure")
        return 0
    n = args.size
    started = time.perf_counter()
    function = compile(PROGRAM.format(n=n), target="cuda")
    print(f"device: {device_name()}; compile: {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((n, n)).astype(np.float32) for _ in range(2))
    (result,) = function.call(a, b)
    rows = rng.choice(n, 8, replace=False)
    expected = a[rows].astype(np.float64) @ b
    error = float(np.max(np.abs(result[rows] - expected) / (np.abs(expected) + 1)))
    print(f"max relative error on 8 rows vs float64 numpy: {error:.2e}")
    arguments = function.device_arguments([a, b])
    function.run_on_device(arguments)
    timer, times = CudaTimer(), []
    for _ in range(5):
        # `repeats` runs queued back to back: the device time per run, without the host's gaps.
        timer.start()
        for _ in range(args.repeats):
            function.run_on_device(arguments)
        times.append(timer.stop() / 1e3 / args.repeats)
    ours = statistics.median(times)
    library, theirs = _cublas_seconds(a, b, args.repeats)
    flops = 2 * n**3
    print(
        f"matmul {n}x{n} f32: aiopt {ours * 1e3:.2f} ms ({flops / ours / 1e12:.2f} TFLOP/s), "
        f"cuBLAS via {library} {theirs * 1e3:.2f} ms ({flops / theirs / 1e12:.2f} TFLOP/s): "
        f"aiopt reaches {100 * theirs / ours:.1f}% of cuBLAS"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
