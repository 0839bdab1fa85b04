"""4096 x 4096 matmuls on the GPU (f32, f16, bf16, tf32): aiopt's kernels against cuBLAS (through torch or cupy).

    python bench/gpu_matmul.py [--size 4096] [--repeats 5] [--dtype f32 --dtype f16 --dtype bf16 --dtype tf32]
    python bench/gpu_matmul.py --compile-only [--chip sm_80]   # no GPU needed: compile, count the mma.sync

f16 and bf16 products are summed in f32 and rounded once (aiopt's tensor-core
kernel, `mma.sync.m16n8k16`, on sm_80 and later; cuBLAS's half-precision
GEMM), f32 without tensor cores (TF32 off in cuBLAS too). `tf32` is the f32
matmul with TF32 on in both: aiopt compiled with `compile_for_cuda(tf32=True)`
(A and B rounded to tf32 with `cvt.rna`, `mma.sync.m16n8k8`, f32 sums),
cuBLAS with `torch.backends.cuda.matmul.allow_tf32` (cupy: `CUPY_TF32=1`,
read when cupy is first imported, so with cupy run `--dtype tf32` alone).

The mhlo `dot` is compiled with `hlo-to-gpu-pipeline`, whose
`convert-linalg-matmul-to-gpu` makes it a shared-memory tiled kernel (f32:
64 x 64 tiles of C per block of 16 x 16 threads, 4 x 4 sums per thread, K in
steps of 16; f16/bf16: 4 warps of 2 x 4 tensor-core mmas; before 2026-11-29:
one thread per result element). The ratio
of times (CUDA events, medians) is printed as it is. Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np

from aiopt.reference.gpu import round_to_tf32
from aiopt.reference.hlo import round_to_bf16
from aiopt.runtime.cuda_runtime import CudaTimer, cuda_available, device_name
from aiopt.runtime.gpu_executor import compile_for_cuda

PROGRAM = """
func.func @main(%a: tensor<{n}x{n}x{t}>, %b: tensor<{n}x{n}x{t}>) -> tensor<{n}x{n}x{t}> {{
  %0 = "mhlo.dot"(%a, %b) : (tensor<{n}x{n}x{t}>, tensor<{n}x{n}x{t}>) -> tensor<{n}x{n}x{t}>
  func.return %0 : tensor<{n}x{n}x{t}>
}}
"""

NUMPY = {"f32": np.float32, "f16": np.float16, "bf16": np.float32, "tf32": np.float32}
"""The host arrays of each element type (bf16 travels as float32: the compiled function rounds it; tf32 is an
f32 matmul with TF32 on)."""

MMA = {
    "f16": "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
    "bf16": "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
    "tf32": "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
}
"""The tensor-core instruction of each element type's kernel (f32: none)."""


def _compile(n: int, dtype: str, chip: str | None = None, host: str = "auto"):
    """The mhlo dot of `dtype` (tf32: of f32, TF32 on) compiled for the GPU (of this machine, or `chip`)."""
    element = "f32" if dtype == "tf32" else dtype
    return compile_for_cuda(PROGRAM.format(n=n, t=element), chip=chip, host=host, tf32=dtype == "tf32")


def _cublas_seconds(a: np.ndarray, b: np.ndarray, repeats: int, dtype: str) -> tuple[str, float]:
    """The median time of cuBLAS's matmul of `dtype`, through torch if installed, else cupy (no bf16)."""
    try:
        import torch

        torch.backends.cuda.matmul.allow_tf32 = dtype == "tf32"
        kind = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "tf32": torch.float32}[dtype]
        x, y = (torch.from_numpy(m).to(kind).cuda() for m in (a, b))
        run, sync, library = (lambda: x @ y), torch.cuda.synchronize, "torch"
    except ImportError:
        import cupy

        if dtype == "bf16":
            raise
        if (dtype == "tf32") != (os.environ.get("CUPY_TF32") == "1"):
            raise RuntimeError(f"cupy's TF32 mode (CUPY_TF32, read at import) does not match {dtype}: "
                               "run --dtype tf32 alone") from None
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
    parser.add_argument("--compile-only", action="store_true",
                        help="compile each kernel (no GPU needed) and count its tensor-core instructions")
    parser.add_argument("--chip", help="the GPU to compile for with --compile-only (default: sm_90)")
    args = parser.parse_args(argv)
    dtypes = args.dtype or ["f32", "f16", "bf16", "tf32"]
    if args.compile_only:
        for dtype in dtypes:
            _compile_only(args.size, dtype, args.chip or "sm_90")
        return 0
    if not cuda_available():
        print("no CUDA device: nothing to measure")
        return 0
    if dtypes == ["tf32"] and "torch" not in sys.modules:
        os.environ.setdefault("CUPY_TF32", "1")  # only read if cupy stands in for torch
    for dtype in dtypes:
        _measure(args.size, args.repeats, dtype)
    return 0


def _compile_only(n: int, dtype: str, chip: str) -> None:
    """Compile the dot of `dtype` for `chip` and print the time and the PTX's count of its mma.sync."""
    started = time.perf_counter()
    function = _compile(n, dtype, chip=chip, host="interpreter")
    ptx = "".join(o.object.data for op in function.module.walk() if op.name == "gpu.binary" for o in op.objects.data)
    mma = MMA.get(dtype)
    count = f"{ptx.count(mma)} {mma}" if mma else f"{ptx.count('fma.rn.f32')} fma.rn.f32"
    print(f"{dtype} for {chip}: compiled in {time.perf_counter() - started:.2f} s; PTX: {count}")


def _measure(n: int, repeats: int, dtype: str) -> None:
    started = time.perf_counter()
    function = _compile(n, dtype)
    print(f"device: {device_name()}; {dtype} compile: {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((n, n)).astype(NUMPY[dtype]) for _ in range(2))
    (result,) = function.call(a, b)
    rows = rng.choice(n, 8, replace=False)
    expected = a[rows].astype(np.float64) @ b.astype(np.float64)
    error = float(np.max(np.abs(result[rows] - expected) / (np.abs(expected) + 1)))
    print(f"max relative error on 8 rows vs float64 numpy: {error:.2e}")
    if dtype in ("tf32", "bf16"):  # the inputs as the tensor cores take them: what is left is the sums' rounding
        round_inputs = round_to_tf32 if dtype == "tf32" else round_to_bf16
        ar, br = (round_inputs(x).astype(np.float64) for x in (a[rows], b))
        exact = ar @ br
        if dtype == "bf16":  # and the result's rounding to bf16 (8 bits)
            exact = round_to_bf16(exact.astype(np.float32)).astype(np.float64)
        rounded = float(np.max(np.abs(result[rows] - exact) / (np.abs(exact) + 1)))
        print(f"max relative error on 8 rows vs float64 numpy of the {dtype}-rounded inputs: {rounded:.2e}")
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
