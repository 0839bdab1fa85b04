"""tanh(x * y + z) on 64M f32 elements on the GPU: effective memory bandwidth against the device's peak.

    python bench/gpu_elementwise.py [--size 67108864] [--repeats 20] [--peak-tbs 3.35]

The program is compiled from mhlo with `hlo-to-gpu-pipeline` (one fused
kernel, 256-thread blocks) and run by `aiopt.runtime.gpu_executor`; the
kernel reads x, y and z and writes the result once, so its effective
bandwidth is 16 bytes per element / time (CUDA events around `--repeats`
runs queued back to back, median of 5 such measurements after a warm-up). The goal is at least 70% of the peak
(an H100 SXM's HBM3: 3.35 TB/s). Needs a CUDA device.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from aiopt.runtime.compiler import compile
from aiopt.runtime.cuda_runtime import CudaTimer, cuda_available, device_name

PROGRAM = """
func.func @main(%x: tensor<{n}xf32>, %y: tensor<{n}xf32>, %z: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %0 = mhlo.multiply %x, %y : tensor<{n}xf32>
  %1 = mhlo.add %0, %z : tensor<{n}xf32>
  %2 = mhlo.tanh %1 : tensor<{n}xf32>
  func.return %2 : tensor<{n}xf32>
}}
"""


def main(argv: list[str] | None = None) -> int:
    """Compile, check against numpy, time the kernel, print the bandwidth and its fraction of the peak."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=64 * 1024 * 1024)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--peak-tbs", type=float, default=3.35, help="the device's peak memory bandwidth in TB/s")
    args = parser.parse_args(argv)
    if not cuda_available():
        print("no CUDA device: nothing to measure")
        return 0

    started = time.perf_counter()
    function = compile(PROGRAM.format(n=args.size), target="cuda")
    print(f"device: {device_name()}; compile: {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(args.size).astype(np.float32) for _ in range(3)]
    (result,) = function.call(*inputs)
    expected = np.tanh(inputs[0].astype(np.float64) * inputs[1] + inputs[2])
    error = float(np.max(np.abs(result - expected)))
    print(f"max abs error vs float64 numpy: {error:.2e}")
    arguments = function.device_arguments(inputs)
    function.run_on_device(arguments)
    timer, times = CudaTimer(), []
    for _ in range(5):
        # `repeats` runs queued back to back: the device time per run, without the host's gaps.
        timer.start()
        for _ in range(args.repeats):
            function.run_on_device(arguments)
        times.append(timer.stop() / 1e3 / args.repeats)
    seconds = statistics.median(times)
    bandwidth = 16 * args.size / seconds / 1e12
    print(
        f"tanh(x*y+z), {args.size} f32: median {seconds * 1e3:.3f} ms, {bandwidth:.2f} TB/s effective, "
        f"{100 * bandwidth / args.peak_tbs:.1f}% of {args.peak_tbs} TB/s peak"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
