"""4096 x 4096 matmuls on the GPU (f32, f16, bf16): aiopt's kernels against cuBLAS (through torch or cupy).

    python bench/gpu_matmul.py [--size 4096] [--repeats 5] [--dtype f32 --dtype f16 --dtype bf16]

f16 and bf16 products are summed in f32 and rounded once (aiopt's tensor-core
kernel, `mma.sync.m16n8k16`, on sm_80 and later; cuBLAS's half-precision
GEMM), f32 without tensor cores (TF32 off in cuBLAS too).

The mhlo `dot` is compiled with `hlo-to-gpu-pipeline`, whose
`convert-linalg-matmul-to-gpu` makes it a shared-memory tiled kernel (f32:
64 x 64 tiles of C per block of 16 x 16 threads, 4 x 4 sums per thread, K in
steps of 16; f16/bf16: 4 warps of 2 x 4 tensor-core mmas; before 2026-11-29:
one thread per result element). The ratio
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
func.func @main(%a: tensor<{n}x{n}x{t}>, %b: tensor<{n}x{n}x{t}>) -> tensor<{n}x{n}x{t}> {{
  %0 = "mhlo.dot"(%a, %b) : (tensor<{n}x{n}x{t}>, tensor<{n}x{n}x{t}>) -> tensor<{n}x{n}x{t}>
  func.return %0 : tensor<{n}x{n}x{t}>
}}
"""

NUMPY = {"f32": np.float32, "f16": np.float16, "bf16": np.float32}
"""The host arrays of each element type (bf16 travels as float32: the compiled function rounds it)."""


def _cublas_seconds(a: np.ndarray, b: np.ndarray, repeats: int, dtype: str) -> tuple[str, float]:
    """The median time of cuBLAS's matmul of `dtype`, through torch if installed, else cupy (no bf16)."""
    try:
        import torch

        torch.backends.cuda.matmul.allow_tf32 = False
        kind = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[dtype]
        x, y = (torch.from_numpy(m).to(kind).cuda() for m in (a, b))
        run, sync, library = (lambda: x @ y), torch.cuda.synchronize, "torch"
    except ImportError:
        import cupy

        if dtype == "bf16":
            raise
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
    parser.add_argument("--dtype", action="append", choices=sorted(NUMPY), help="element types (default: all)")
    args = parser.parse_args(argv)
    if not cuda_available():
        print("no CUDA device: nothing to measure")
        return 0
    for dtype in args.dtype or ["f32", "f16", "bf16"]:
        _measure(args.size, args.repeats, dtype)
    return 0


def _measure(n: int, repeats: int, dtype: str) -> None:
    started = time.perf_counter()
    function = compile(PROGRAM.format(n=n, t=dtype), target="cuda")
    print(f"device: {device_name()}; {dtype} compile: {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((n, n)).astype(NUMPY[dtype]) for _ in range(2))
    (result,) = function.call(a, b)
    rows = rng.choice(n, 8, replace=False)
    expected = a[rows].astype(np.float64) @ b.astype(np.float64)
    error = float(np.max(np.abs(result[rows] - expected) / (np.abs(expected) + 1)))
    print(f"max relative error on 8 rows vs float64 numpy: {error:.2e}")
    arguments = function.device_arguments([a, b])
    function.run_on_device(arguments)
    timer, times = CudaTimer(), []
    for _ in range(5):
        # `repeats` runs queued back to back: the device time per run, without the host's gaps.
        timer.start()
        for _ in range(repeats):
            function.run_on_device(arguments)
        times.append(timer.stop() / 1e3 / repeats)
    ours = statistics.median(times)
    library, theirs = _cublas_seconds(a, b, repeats, dtype)
    flops = 2 * n**3
    print(
        f"matmul {n}x{n} {dtype}: aiopt {ours * 1e3:.2f} ms ({flops / ours / 1e12:.2f} TFLOP/s), "
        f"cuBLAS via {library} {theirs * 1e3:.2f} ms ({flops / theirs / 1e12:.2f} TFLOP/s): "
        f"aiopt reaches {100 * theirs / ours:.1f}% of cuBLAS"
    )


if __name__ == "__main__":
    raise SystemExit(main())
