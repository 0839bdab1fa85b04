"""The workloads of issue 20 (bench/peers.py) on the GPU: aiopt's CUDA code against jax.jit on the same GPU.

    python bench/gpu_peers.py [--repeats 7] [--programs bench/peer_programs] [--only mlp,softmax] [--json OUT]

Each workload's StableHLO text (the one jax exports, kept in `--programs`) is compiled by
`compile_for_cuda` (hlo-to-gpu-pipeline, the JIT-compiled host function) and checked against numpy in
float64 (bench/peers.py's tolerance); jax.jit compiles the JAX function for its default device (the GPU where
jax has one), with f32 matmuls and convolutions in f32 (`jax_default_matmul_precision="highest"`; XLA's GPU
default is TF32, as aiopt's `compile_for_cuda(tf32=True)`). The figure is the time of one call as a user makes it: numpy arrays in, the numpy result out
(the inputs copied to the device and the result back, for both); jax's time with its inputs already on the
device (`block_until_ready`) is printed beside it. Times are medians of `--repeats` bursts (each at least 0.1 s
and 3 calls) after warm-up calls. Needs a CUDA device; jax is optional (its columns are left empty).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import peers


def _per_call(call, repeats: int) -> float:
    """The median over `repeats` bursts of the seconds per call (after three warm-up calls)."""
    for _ in range(3):
        call()
    times = []
    for _ in range(repeats):
        calls, started = 0, time.perf_counter()
        while calls < 3 or time.perf_counter() - started < 0.1:
            call()
            calls += 1
        times.append((time.perf_counter() - started) / calls)
    return statistics.median(times)


def measure(workload: peers.Workload, args) -> dict:
    """Compile, check and time aiopt (and jax) on one workload."""
    from aiopt.runtime.gpu_executor import compile_for_cuda

    inputs = workload.inputs(False)
    text = peers.exported_text(workload, inputs, args.programs)
    expected = peers.reference(workload, inputs)
    entry: dict = {"name": workload.name, "key": workload.key}
    started = time.perf_counter()
    function = compile_for_cuda(text, host="jit", filename=f"{workload.key}.mlir")
    entry["aiopt_compile_s"] = time.perf_counter() - started
    excess = peers.tolerance_excess(function(*inputs), expected)
    if excess != 0.0:
        entry["aiopt_error"] = f"differs from numpy (outside the tolerance by {excess})"
    else:
        entry["aiopt_s"] = _per_call(lambda: function(*inputs), args.repeats)
    if peers.missing("jax") is None:
        import jax

        # f32 dots and convolutions in f32, as aiopt's (XLA's GPU default is TF32: outside the tolerance on an
        # H200 for the matmul, MLP, transformer and conv workloads, so those were not timed).
        jax.config.update("jax_default_matmul_precision", "highest")
        started = time.perf_counter()
        compiled = peers.jax_compile(workload, inputs)
        entry["jax_compile_s"] = time.perf_counter() - started
        entry["jax_device"] = str(jax.devices()[0])
        excess = peers.tolerance_excess(np.asarray(compiled(*inputs)), expected)
        if excess != 0.0:
            entry["jax_error"] = f"differs from numpy (outside the tolerance by {excess})"
        else:
            entry["jax_s"] = _per_call(lambda: np.asarray(compiled(*inputs)), args.repeats)
            on_device = [jax.device_put(a) for a in inputs]
            entry["jax_resident_s"] = _per_call(lambda: compiled(*on_device).block_until_ready(), args.repeats)
    return entry


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--programs", type=Path, default=Path(__file__).parent / "peer_programs")
    parser.add_argument("--only", help="comma-separated workload keys (default: all)")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    from aiopt.runtime.cuda_runtime import cuda_available, device_name

    if not cuda_available():
        print("no CUDA device: nothing to measure")
        return 0
    print(f"device: {device_name()}")
    entries = []
    for workload in peers.select(args.only.split(",") if args.only else None):
        entry = measure(workload, args)
        entries.append(entry)
        ms = peers.milliseconds
        ratio = entry["aiopt_s"] / entry["jax_s"] if "aiopt_s" in entry and "jax_s" in entry else None
        print(
            f"{workload.name:40} aiopt {ms(entry.get('aiopt_s')):>9}  jax.jit {ms(entry.get('jax_s')):>9}"
            f"  (inputs on the device: {ms(entry.get('jax_resident_s')):>9})  aiopt/jax {ratio:.2f}" if ratio else
            f"{workload.name:40} {entry}",
            flush=True,
        )  # fmt: skip
        print(f"{'':40} compile: aiopt {entry['aiopt_compile_s']:.2f} s, jax {entry.get('jax_compile_s', 0):.2f} s")
    if args.json is not None:
        args.json.write_text(json.dumps({"device": device_name(), "workloads": entries}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
