"""The CPU matmul micro-kernel alone, on one thread, against numpy (OpenBLAS) and earlier versions of itself.

    python bench/cpu_ukernel.py [--isa avx2] [--shapes 1024x1024x1024,...] [--transpose none|a|b]
                                [--against REV]... [--repeats 7] [--burst 0.2]

Calls `aiopt_uk_matmul_f32` (`aiopt.runtime.cpu_ukernels`) directly on
C = A B for each shape MxKxN (A transposed or B transposed with
`--transpose`: the kernel packs them), and numpy's matmul on the same arrays,
OpenBLAS on one thread, in one process, interleaved (`cpu_timing`). Each
call is timed in the CPU time of the calling thread (`time.thread_time`),
so that time spent waiting for a core of a shared machine does not count
(wall-clock medians of the same calls moved by 3x with the machine's load).
`--against REV` adds the kernel of `runtime/cpu_ukernels.py` at git revision
REV, compiled for the same CPU: a change measured A/B in one process. The
kernels' machine code is kept in the compile cache (`$AIOPT_CACHE_DIR`), as
compiled programs' is.
`--isa avx2` runs again in a child process restricted as `cpu_peers.py
--isa avx2` is (x86-64-v3 code, OpenBLAS's Haswell kernels). Prints, per
shape, each version's median, its ratio to numpy's and its GFLOP/s.
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cpu_timing
import peers

ROOT = Path(__file__).resolve().parents[1]
SHAPES = "1024x1024x1024,256x512x1024,128x256x256,1000x1000x999"


def _thread_seconds(call) -> float:
    started = time.thread_time()
    call()
    return time.thread_time() - started


def _kernel_module(revision: str | None):
    """`aiopt.runtime.cpu_ukernels`, or its source at git `revision` loaded as a module of its own."""
    if revision is None:
        from aiopt.runtime import cpu_ukernels

        return cpu_ukernels
    source = subprocess.run(
        ["git", "show", f"{revision}:runtime/cpu_ukernels.py"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as file:
        file.write(source)
    name = f"cpu_ukernels_at_{revision.replace('~', '_').replace('^', '_')}"
    spec = importlib.util.spec_from_file_location(name, file.name)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (dataclasses look their module up)
    spec.loader.exec_module(module)
    os.unlink(file.name)
    return module


def _compiled_kernel(module, index: int, libraries: list):
    """The kernel of `module` for the target CPU as a ctypes function (its symbol renamed: one per version)."""
    from aiopt.runtime import cpu_ukernels
    from aiopt.runtime.compile_cache import default_cache_dir
    from aiopt.runtime.jit import JitModule, target_cpu

    symbol = f"{cpu_ukernels.MATMUL_F32}.v{index}"
    # (revisions before `tiling()` chose the kernel by vector width alone)
    choose = getattr(module, "tiling", module.vector_width)
    ir = module.kernel_ir(choose(*target_cpu()))
    # Machine code kept in the compile cache, as compiled programs' is: a later run of the same kernels loads it.
    library = JitModule(
        ir.replace(f"@{cpu_ukernels.MATMUL_F32}(", f"@{symbol}("), loop_unrolling=True, cache_dir=default_cache_dir()
    )
    libraries.append(library)
    i64, ptr = ctypes.c_int64, ctypes.c_void_p
    operand = [ptr, ptr, i64, i64]
    signature = ctypes.CFUNCTYPE(
        None, *[i64] * 6, *operand, *[i64] * 5, *operand, *[i64] * 4, *operand, *[i64] * 3, i64
    )
    return signature(library.address(symbol))


def _call(kernel, a, b, c, transpose: str):
    """C = A B with the kernel, A (M x K) and B (K x N) given as stored (`a`, `b`: transposed or not)."""
    m, n = c.shape
    k = a.shape[0] if transpose == "a" else a.shape[1]
    am1, ak2 = (1, m) if transpose == "a" else (k, 1)
    bk2, bn = (1, k) if transpose == "b" else (n, 1)
    pa, pb, pc = a.ctypes.data, b.ctypes.data, c.ctypes.data
    arguments = (
        1,
        m,
        n,
        1,
        1,
        k,
        pa,
        pa,
        0,
        0,
        0,
        am1,
        0,
        0,
        ak2,
        pb,
        pb,
        0,
        0,
        0,
        0,
        bk2,
        bn,
        pc,
        pc,
        0,
        0,
        0,
        n,
        1,
        0,
    )
    return lambda: kernel(*arguments)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", default=SHAPES, help="comma-separated MxKxN")
    parser.add_argument("--transpose", choices=["none", "a", "b"], default="none")
    parser.add_argument("--against", action="append", default=[], metavar="REV", help="also time this git revision")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--burst", type=float, default=0.2, help="seconds of back-to-back calls per version and round")
    parser.add_argument("--isa", choices=["host", *peers.ISA_ENVIRONMENT], default="host")
    args = parser.parse_args(argv)
    if os.environ.get("OPENBLAS_NUM_THREADS") != "1" or (
        args.isa != "host" and os.environ.get(peers.ISA_VARIABLE) != args.isa
    ):
        # OpenBLAS reads its thread count (and --isa's core type) when it loads: run again in a child.
        environment = dict(os.environ, OPENBLAS_NUM_THREADS="1")
        if args.isa != "host":
            environment.update(peers.ISA_ENVIRONMENT[args.isa], **{peers.ISA_VARIABLE: args.isa})
        command = [sys.executable, __file__, *(sys.argv[1:] if argv is None else argv)]
        return subprocess.run(command, env=environment, check=False).returncode

    import numpy as np

    from aiopt.runtime.jit import target_cpu

    print(f"{peers.machine_line(peers.machine())}; code for {target_cpu()[0]}, OpenBLAS on one thread")
    libraries: list = []
    versions = {"aiopt": _compiled_kernel(_kernel_module(None), 0, libraries)}
    for index, revision in enumerate(args.against, 1):
        versions[f"aiopt@{revision}"] = _compiled_kernel(_kernel_module(revision), index, libraries)
    rng = np.random.default_rng(0)
    cpu_timing._seconds = _thread_seconds
    for shape in args.shapes.split(","):
        m, k, n = (int(x) for x in shape.split("x"))
        a, b = rng.standard_normal((m, k)).astype(np.float32), rng.standard_normal((k, n)).astype(np.float32)
        expected = a.astype(np.float64) @ b
        stored_a = np.ascontiguousarray(a.T) if args.transpose == "a" else a
        stored_b = np.ascontiguousarray(b.T) if args.transpose == "b" else b
        calls, outputs = {}, []
        for name, kernel in versions.items():
            c = np.empty((m, n), np.float32)
            outputs.append(c)
            calls[name] = _call(kernel, stored_a, stored_b, c, args.transpose)
            calls[name]()
            np.testing.assert_allclose(c, expected, rtol=0, atol=1e-5 * k * float(np.abs(expected).max()), err_msg=name)
        left = stored_a.T if args.transpose == "a" else stored_a
        right = stored_b.T if args.transpose == "b" else stored_b
        calls["numpy"] = lambda: left @ right
        medians = cpu_timing.interleaved_medians(calls, args.repeats, burst=args.burst)
        flops = 2 * m * n * k
        cells = [
            f"{name} {1e3 * t:.3f} ms ({t / medians['numpy']:.3f}, {flops / t / 1e9:.0f} GF/s)"
            for name, t in medians.items()
        ]
        print(f"{shape:>15} {args.transpose:>4}: " + "   ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
