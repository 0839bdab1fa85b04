"""Random programs through the JIT-compiled GPU host path on the fake CUDA driver, against the interpreter.

    python bench/gpu_host_difftest.py --seed 1 --count 100 [--start 0] [--device]

Each program of `difftest_gen.py` (program `index` of `seed`, as
`bench/difftest.py` makes them) is compiled with
`compile_for_cuda(host="jit")` (hlo-to-gpu-pipeline, then
gpu-host-buffers-to-device, gpu-to-llvm and the JIT) and called with the
`mgpu*` runtime on `aiopt.runtime.fake_cuda_driver` (host memory; each
launch runs the kernel in the reference interpreter), then compared with
the reference interpreter's results as `bench/difftest.py` compares them.
A call must also leave no device allocation behind and no exception inside
the fake driver; where the interpreter stops at a run-time check (a
negative dynamic size, say), the call must stop at the same check, leaving
nothing allocated. Outcomes: ok, unsupported (a located compile error: the
GPU path does not take the program), leak (right results, but the host
code does not free a device buffer: the runtime frees it after the call;
printed, not a failure), mismatch, internal (any other exception); the
last two are failures, printed with their details. Where `ptxas` is
installed, every kernel's PTX must also assemble for the chip (a PTX that
ptxas rejects, as the driver would, is a mismatch). Runs without a GPU;
exits 1 when any program failed.

With `--device` the programs run on this machine's CUDA device instead
(libcuda's driver, PTX for the chip it reports): the same comparison, with
the kernels' arithmetic done by the GPU (ptxas's contraction of a multiply
and an add into an fma included), and no driver-side allocation count (the
runtime's own count still has to be 0 after each call).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from difftest import _compare_all, interpret  # noqa: E402
from difftest_gen import generate  # noqa: E402


def _check_text(error: Exception) -> str:
    """A run-time check's message without the op name (the interpreter names the stablehlo op, compiled code
    the mhlo op it became) and without the sizes the interpreter adds to a failed shape check (" (sizes 5
    and 4)": `failed_shape_check`; compiled code's `cf.assert` message is fixed, seed 9221 #88)."""
    text = str(error)
    return re.sub(r" \(sizes -?\d+ and -?\d+\)$", "", text.split("' op ", 1)[-1])


def run_one(seed: int, index: int, device: bool = False) -> tuple[str, str]:
    """The outcome of program `index` of `seed` and its detail; with `device`, on the CUDA device of this
    machine (libcuda's driver, the chip it reports) instead of the fake driver."""
    from aiopt.runtime import mgpu_runtime
    from aiopt.runtime.compiler import CompileError
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
    from aiopt.runtime.gpu_executor import compile_for_cuda
    from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError

    program = generate(seed, index)
    check: RuntimeCheckError | None = None
    try:
        expected = interpret(program)
    except RuntimeCheckError as err:  # the inputs fail a run-time check: the compiled call must fail it too
        check, expected = err, []
    except Exception as err:  # noqa: BLE001 - the interpreter's limits are bench/difftest.py's business
        return "unsupported", f"interpreter: {str(err).splitlines()[0][:200]}"
    try:
        chip = None if device else "sm_90"
        function = compile_for_cuda(program.text, chip=chip, host="jit", filename=f"{program.name}.mlir")
    except CompileError as err:
        return "unsupported", str(err).splitlines()[0][:300]
    rejected = _ptxas_errors(function.kernel_sources(), chip or "sm_90")
    if rejected:
        return "mismatch", f"ptxas rejects the PTX: {rejected}"
    driver = _DeviceDriver() if device else FakeCudaDriver()
    if not device:
        driver.add_kernels(function.kernel_sources())
    try:
        with driver.installed():
            try:
                results = function.call(*[x.copy() for x in program.inputs])
            finally:
                live = mgpu_runtime.live_allocations()
                mgpu_runtime.empty_cache()  # the caching allocator's freed blocks are not leaks
                leaked = driver.live_allocations()
    except RuntimeCheckError as err:
        if check is None or _check_text(err) != _check_text(check) or leaked or live or driver.errors:
            return "mismatch", f"the call failed a run-time check: {err} (interpreter: {check}); left: {leaked}"
        return "ok", ""
    except DiagnosticError as err:
        return "unsupported", f"call: {str(err).splitlines()[0][:300]}"
    except Exception:  # noqa: BLE001
        return "internal", traceback.format_exc(limit=-6) + "".join(f"\n  driver: {e!r}" for e in driver.errors)
    if check is not None:
        return "mismatch", f"the interpreter failed a run-time check ({check}), the call did not"
    problems = _compare_all("jit host", [np.asarray(r) for r in results], expected, program)
    if leaked or live or driver.errors:
        problems.append(f"left allocated: {leaked} (runtime: {live}); driver exceptions: {driver.errors}")
    if problems:
        return "mismatch", "\n".join(problems)
    if function.jit_host.freed_after_call:
        return "leak", f"the host code left {function.jit_host.freed_after_call} device buffer(s) (freed after the call)"
    return "ok", ""


def _ptxas_errors(sources, chip: str) -> str:
    """The first error of `ptxas` (where it is installed) on any of the PTX texts, else ''."""
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        return ""
    for ptx in sources:
        with tempfile.NamedTemporaryFile("w", suffix=".ptx") as file:
            file.write(ptx)
            file.flush()
            done = subprocess.run([ptxas, f"-arch={chip}", file.name, "-o", os.devnull], capture_output=True,
                                  text=True, check=False)  # fmt: skip
        if done.returncode:
            return done.stderr.strip().splitlines()[0][:300]
    return ""


class _DeviceDriver:
    """libcuda's driver in the place of the fake one: the device frees what the runtime frees, so what is left
    allocated is what `mgpu_runtime.live_allocations` counts; a failed driver call is raised by the call."""

    @property
    def errors(self) -> list[Exception]:
        return []

    @contextlib.contextmanager
    def installed(self):
        from aiopt.runtime import mgpu_runtime

        if mgpu_runtime.current_driver() is None:
            mgpu_runtime.use_driver()
        yield self

    def live_allocations(self) -> int:
        return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seconds", type=float, help="start no program after this many seconds")
    parser.add_argument("--device", action="store_true",
                        help="run on this machine's CUDA device (libcuda) instead of the fake driver")
    args = parser.parse_args(argv)
    outcomes: Counter[str] = Counter()
    started = time.perf_counter()
    last = args.start - 1
    for index in range(args.start, args.start + args.count):
        if args.seconds is not None and time.perf_counter() - started > args.seconds:
            break
        outcome, detail = run_one(args.seed, index, args.device)
        outcomes[outcome] += 1
        last = index
        if outcome != "ok":
            print(f"s{args.seed}-p{index}: {outcome}: {detail}", flush=True)
    print(f"seed {args.seed}, programs {args.start}-{last}: {dict(outcomes)} "
          f"in {time.perf_counter() - started:.0f} s")  # fmt: skip
    return 1 if outcomes["mismatch"] or outcomes["internal"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
