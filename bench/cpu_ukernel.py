"""The CPU matmul micro-kernel alone, on one thread, against numpy (OpenBLAS) and earlier versions of itself.

    python bench/cpu_ukernel.py [--isa avx2] [--shapes 1024x1024x1024,...] [--transpose none|a|b]
                                [--against REV]... [--repeats 7] [--burst 0.2] [--native]

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

`--native` times each kernel and OpenBLAS's `sgemm` (numpy's library,
called through its CBLAS interface) in loops of compiled code, as many calls
in a row as make about 1e8 floating-point operations, and reports the time
of one call: a call through ctypes (31 arguments) costs about 2 us and
numpy's `@` about 1 us, which made small shapes look slower than they are
(128 x 64 x 64 on AVX2: 1.18 of numpy's time per Python call, 1.01 of
OpenBLAS's in loops).
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


_OPERAND = ["ptr", "ptr", "i64", "i64"]
_KERNEL_PARAMETERS = ["i64"] * 6 + _OPERAND + ["i64"] * 5 + _OPERAND + ["i64"] * 4 + _OPERAND + ["i64"] * 4
"""The kernel's parameter types in LLVM IR (sizes, then each operand and its strides, then `accumulate`: see
`aiopt.runtime.cpu_ukernels`)."""


def _repeating(function: str, parameters: list[str], call: str) -> str:
    """LLVM IR of `void function(i64 %reps, parameters...)`, which runs `call` (IR naming %p0, %p1 ...) `reps`
    times (at least once)."""
    declared = ", ".join(f"{kind} %p{i}" for i, kind in enumerate(parameters))
    return f"""
define void @{function}(i64 %reps, {declared}) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  {call}
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %reps
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"""


def _ctypes_signature(parameters: list[str], repeated: bool):
    """The ctypes function type of a function of `parameters` (LLVM IR types), after an i64 `reps` if `repeated`."""
    kinds = {"i64": ctypes.c_int64, "i32": ctypes.c_int32, "ptr": ctypes.c_void_p, "float": ctypes.c_float}
    return ctypes.CFUNCTYPE(None, *([ctypes.c_int64] if repeated else []), *(kinds[p] for p in parameters))


def _compiled_kernel(module, index: int, libraries: list, native: bool = False):
    """The kernel of `module` for the target CPU as a ctypes function (its symbol renamed: one per version);
    with `native`, a function of (reps, the kernel's arguments) that calls it `reps` times."""
    from aiopt.runtime import cpu_ukernels
    from aiopt.runtime.compile_cache import default_cache_dir
    from aiopt.runtime.jit import JitModule, target_cpu

    symbol = f"{cpu_ukernels.MATMUL_F32}.v{index}"
    # (revisions before `tiling()` chose the kernel by vector width alone)
    choose = getattr(module, "tiling", module.vector_width)
    ir = module.kernel_ir(choose(*target_cpu())).replace(f"@{cpu_ukernels.MATMUL_F32}(", f"@{symbol}(")
    arguments = ", ".join(f"{kind} %p{i}" for i, kind in enumerate(_KERNEL_PARAMETERS))
    if native:
        ir += _repeating(f"{symbol}.loop", _KERNEL_PARAMETERS, f"call void @{symbol}({arguments})")
    # Machine code kept in the compile cache, as compiled programs' is: a later run of the same kernels loads it.
    library = JitModule(ir, loop_unrolling=True, cache_dir=default_cache_dir())
    libraries.append(library)
    return _ctypes_signature(_KERNEL_PARAMETERS, native)(library.address(f"{symbol}.loop" if native else symbol))


_CBLAS_SGEMM = ("scipy_cblas_sgemm64_", "cblas_sgemm64_", "cblas_sgemm")
"""The names of CBLAS's sgemm in numpy's OpenBLAS, by build (the 64-bit integer interface's first)."""


def numpy_cblas_sgemm() -> tuple[ctypes.CDLL, str] | None:
    """The OpenBLAS library that numpy's wheel bundles (`numpy.libs`) and its CBLAS sgemm's name, or None."""
    import numpy as np

    for path in sorted((Path(np.__file__).resolve().parent.parent / "numpy.libs").glob("*openblas*.so*")):
        library = ctypes.CDLL(str(path))
        name = next((name for name in _CBLAS_SGEMM if hasattr(library, name)), None)
        if name is not None:
            return library, name
    return None


def _openblas_sgemm(libraries: list):
    """OpenBLAS's sgemm (numpy's library) in a loop of compiled code, as a ctypes function of
    (reps, transpose A, transpose B, M, N, K, A, lda, B, ldb, C, ldc): C = A B, row-major, `reps` times."""
    import llvmlite.binding as llvm

    from aiopt.runtime.jit import JitModule

    found = numpy_cblas_sgemm()
    if found is None:
        raise SystemExit(f"error: --native needs the OpenBLAS of numpy's wheel ({' or '.join(_CBLAS_SGEMM)})")
    library, name = found
    llvm.add_symbol(name, ctypes.cast(getattr(library, name), ctypes.c_void_p).value)
    size = "i64" if "64" in name else "i32"
    parameters = ["i32", "i32", size, size, size, "ptr", size, "ptr", size, "ptr", size]
    transpose_a, transpose_b, m, n, k, a, lda, b, ldb, c, ldc = (f"%p{i}" for i in range(len(parameters)))
    # CblasRowMajor = 101; C = 1.0 A B + 0.0 C
    call = (
        f"call void @{name}(i32 101, i32 {transpose_a}, i32 {transpose_b}, {size} {m}, {size} {n}, {size} {k}, "
        f"float 1.0, ptr {a}, {size} {lda}, ptr {b}, {size} {ldb}, float 0.0, ptr {c}, {size} {ldc})"
    )
    ir = f"declare void @{name}(i32, i32, i32, {', '.join([size] * 3)}, float, ptr, {size}, ptr, {size}, float, ptr, {size})"
    loop = JitModule(ir + _repeating("openblas.sgemm.loop", parameters, call))
    libraries.append(loop)
    return _ctypes_signature(parameters, True)(loop.address("openblas.sgemm.loop"))


def _call(kernel, a, b, c, transpose: str, reps: int | None = None):
    """C = A B with the kernel, A (M x K) and B (K x N) given as stored (`a`, `b`: transposed or not); `reps`
    times with a native loop's kernel (`_compiled_kernel(native=True)`)."""
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
    if reps is not None:
        return lambda: kernel(reps, *arguments)
    return lambda: kernel(*arguments)


def _openblas_call(sgemm, a, b, c, transpose: str, reps: int):
    """C = A B with OpenBLAS's sgemm `reps` times (`_openblas_sgemm`), A and B given as `_call`'s are."""
    m, n = c.shape
    k = a.shape[0] if transpose == "a" else a.shape[1]
    no, yes = 111, 112  # CblasNoTrans, CblasTrans
    trans_a, lda = (yes, m) if transpose == "a" else (no, k)
    trans_b, ldb = (yes, k) if transpose == "b" else (no, n)
    arguments = (reps, trans_a, trans_b, m, n, k, a.ctypes.data, lda, b.ctypes.data, ldb, c.ctypes.data, n)
    return lambda: sgemm(*arguments)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", default=SHAPES, help="comma-separated MxKxN")
    parser.add_argument("--transpose", choices=["none", "a", "b"], default="none")
    parser.add_argument("--against", action="append", default=[], metavar="REV", help="also time this git revision")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--burst", type=float, default=0.2, help="seconds of back-to-back calls per version and round")
    parser.add_argument("--isa", choices=["host", *peers.ISA_ENVIRONMENT], default="host")
    parser.add_argument(
        "--native", action="store_true", help="time loops of calls in compiled code, against OpenBLAS's sgemm"
    )
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
    versions = {"aiopt": _compiled_kernel(_kernel_module(None), 0, libraries, args.native)}
    for index, revision in enumerate(args.against, 1):
        versions[f"aiopt@{revision}"] = _compiled_kernel(_kernel_module(revision), index, libraries, args.native)
    sgemm = _openblas_sgemm(libraries) if args.native else None
    baseline = "openblas" if args.native else "numpy"
    rng = np.random.default_rng(0)
    cpu_timing._seconds = _thread_seconds
    for shape in args.shapes.split(","):
        m, k, n = (int(x) for x in shape.split("x"))
        a, b = rng.standard_normal((m, k)).astype(np.float32), rng.standard_normal((k, n)).astype(np.float32)
        expected = a.astype(np.float64) @ b
        stored_a = np.ascontiguousarray(a.T) if args.transpose == "a" else a
        stored_b = np.ascontiguousarray(b.T) if args.transpose == "b" else b
        flops = 2 * m * n * k
        # (--native: calls in a row per timed call, about 1e8 operations, 1 ms at 100 GFLOP/s)
        reps = max(1, round(1e8 / flops)) if args.native else None
        calls, outputs = {}, []
        for name, kernel in versions.items():
            c = np.empty((m, n), np.float32)
            outputs.append(c)
            calls[name] = _call(kernel, stored_a, stored_b, c, args.transpose, reps)
            calls[name]()
            np.testing.assert_allclose(c, expected, rtol=0, atol=1e-5 * k * float(np.abs(expected).max()), err_msg=name)
        if args.native:
            c = np.empty((m, n), np.float32)
            outputs.append(c)
            calls[baseline] = _openblas_call(sgemm, stored_a, stored_b, c, args.transpose, reps)
            calls[baseline]()
            np.testing.assert_allclose(c, expected, rtol=0, atol=1e-5 * k * float(np.abs(expected).max()))
        else:
            left = stored_a.T if args.transpose == "a" else stored_a
            right = stored_b.T if args.transpose == "b" else stored_b
            calls[baseline] = lambda: left @ right
        medians = cpu_timing.interleaved_medians(calls, args.repeats, burst=args.burst)
        medians = {name: t / (reps or 1) for name, t in medians.items()}
        cells = [
            f"{name} {1e3 * t:.4g} ms ({t / medians[baseline]:.3f}, {flops / t / 1e9:.0f} GF/s)"
            for name, t in medians.items()
        ]
        print(f"{shape:>15} {args.transpose:>4}: " + "   ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
