"""Launch overhead of GPU programs: the JIT-compiled host function against the Python host interpreter.

    python bench/gpu_launch_overhead.py [--calls 200] [--repeats 5]

The bundled MLP (`examples/models/mlp.stablehlo.mlir`: two dense layers,
6 kernels per call, each a few microseconds of device work) is compiled
twice for the GPU: with `host="jit"` (the `gpu-to-llvm` host code as one
JIT-compiled function calling the `mgpu*` runtime of
`aiopt.runtime.mgpu_runtime`, no Python per launch) and with
`host="interpreter"` (`HostInterpreter`, the host ops run one by one in
Python through cuda-python). Both are first checked against float64 numpy.
Then each is called `--calls` times back to back on the same inputs
(every call copies the inputs in and the result out and synchronizes, as a
user's call does); the figure is the median over `--repeats` of the
wall-clock time per call, and that time divided by the kernels per call.
Since the kernels are tiny, the time per call is nearly all host overhead.
Needs a CUDA device and the cuda-python bindings; prints why and exits 0
without them.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

MODEL = Path(__file__).resolve().parents[1] / "examples" / "models" / "mlp.stablehlo.mlir"


def _reference(inputs: list[np.ndarray]) -> np.ndarray:
    x, w1, b1, w2, b2 = (a.astype(np.float64) for a in inputs)
    return np.maximum(x @ w1 + b1, 0) @ w2 + b2


def _per_call(call, calls: int, repeats: int) -> float:
    call()  # warm-up: module loads, first-touch allocations
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(calls):
            call()
        times.append((time.perf_counter() - started) / calls)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    try:
        from aiopt.runtime import mgpu_runtime
        from aiopt.runtime.cuda_runtime import cuda_available, device_name
    except ImportError as err:
        print(f"cannot import the CUDA runtime ({err}): nothing to measure")
        return 0
    if not cuda_available() or not mgpu_runtime.libcuda_available():
        print("no CUDA device (or no cuda-python bindings / libcuda.so.1): nothing to measure")
        return 0
    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = MODEL.read_text()
    print(f"device: {device_name()}")
    functions = {}
    for host in ("jit", "interpreter"):
        started = time.perf_counter()
        functions[host] = compile_for_cuda(text, host=host, filename=MODEL.name)
        print(f"compile ({host} host): {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(s.shape).astype(s.dtype) for s in functions["jit"].inputs]
    expected = _reference(inputs)
    kernels = sum(1 for op in functions["jit"].module.walk() if op.name == "gpu.launch_func")
    results = {}
    for host, function in functions.items():
        (got,) = function.call(*inputs)
        error = float(np.max(np.abs(got - expected)))
        print(f"{host} host: max abs error vs float64 numpy: {error:.2e}")
        if not error < 1e-3:
            print(f"{host} host: WRONG RESULT")
            return 1
        results[host] = _per_call(lambda f=function: f.call(*inputs), args.calls, args.repeats)
    for host, seconds in results.items():
        print(
            f"{host:>11} host: {seconds * 1e6:8.1f} us per call, {seconds * 1e6 / kernels:6.1f} us per launch "
            f"({kernels} kernels per call, median of {args.repeats} x {args.calls} calls)"
        )
    print(f"speed-up of the JIT host function: {results['interpreter'] / results['jit']:.1f}x")
    mgpu_runtime.raise_driver_error()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
