"""PTX of a gpu.module whose body is llvm + nvvm dialect, through llvmlite's NVPTX target.

Each gpu.module is translated with `translate_to_llvmir` (triple
`nvptx64-nvidia-cuda`, NVPTX's data layout), optimized with LLVM's -O`O`
pipeline and compiled by the NVPTX backend for the chip and PTX features of
its `#nvvm.target` (sm_50 and the backend's default PTX version without
one):

    gpu.module @k [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
      llvm.func @scale(...) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {...}
    }

gives a PTX module with `.target sm_90`, `.version 8.0` and
`.visible .entry scale(...) .maxntid 256, 1, 1`. Kernels get the
`ptx_kernel` calling convention; `nvvm.maxntid`/`nvvm.reqntid`/
`nvvm.minctasm` become the NVPTX function attributes of those names.
LLVM runs in a forked child (NVPTX aborts the process on what it cannot
select: that becomes a located error), one child for all the modules of a
program (`modules_to_ptx`). The nvvm ops translate as `nvvm_to_llvmir` registers.

Each module gets `$AIOPT_PTX_TIMEOUT` seconds (a positive number; default
300) of that child: one that takes longer (a child deadlocked on a lock
that another thread of this process held when it forked) is the located
error `NVPTX code generation did not finish within 300 s`, never a hang.
The fork waits for the other threads' calls into LLVM to finish
(`llvm_optimize.no_llvm_calls_in_flight`, which every fork of the process
does), so that the child inherits none of their locks; the limit covers
the locks this cannot know of.
"""

from __future__ import annotations

import functools
import gc
import math
import os
import select
import signal
import struct
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, StringAttr
from xdsl.ir import Attribute, Operation

from aiopt.dialects import gpu, nvvm
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.targets import nvvm_to_llvmir  # noqa: F401 (registers the nvvm ops' translations)
from aiopt.targets.llvm_optimize import no_llvm_calls_in_flight, optimize
from aiopt.targets.mlir_to_llvmir import (
    KERNEL_CALLING_CONVENTIONS,
    ModuleTranslator,
)

NVPTX_TRIPLE = nvvm.DEFAULT_TRIPLE
NVPTX_DATA_LAYOUT = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
"""The data layout of LLVM's NVPTX64 target (LLVM 22)."""

_LAUNCH_BOUNDS = ("nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg")
"""Kernel attributes that NVPTX reads as function attributes (`"nvvm.maxntid"="256,1,1"`)."""

_KERNEL_ATTRIBUTES = tuple(name for name, cconv in KERNEL_CALLING_CONVENTIONS.items() if cconv == "ptx_kernel")
"""The unit attributes that make an llvm.func a PTX kernel (`gpu.kernel`, `nvvm.kernel`)."""


# ---------------------------------------------------------------------------
# gpu.module to PTX


def nvvm_target(module: gpu.ModuleOp) -> nvvm.NVVMTargetAttr:
    """The module's first `#nvvm.target`, or the default target."""
    for target in module.targets.data if module.targets is not None else ():
        if isinstance(target, nvvm.NVVMTargetAttr):
            return target
    return nvvm.NVVMTargetAttr()


class NVPTXModuleTranslator(ModuleTranslator):
    """The LLVM IR translation of a gpu.module for NVPTX: a kernel's launch bounds (`nvvm.maxntid`, ...) become
    the NVPTX function attributes of those names (`"nvvm.maxntid"="256,1,1"`), with its `passthrough` ones; a
    kernel parameter of an integer type that PTX has no parameter type for is declared in the next PTX width
    and truncated at entry (`nvvm.kernel_parameter_width`):

        llvm.func @k(%a: i4, ...) attributes {nvvm.kernel}
          -> define ptx_kernel void @k(i8 %arg0.param, ...) { bb0: %arg0 = trunc i8 %arg0.param to i4 ...
    """

    def parameter_type(self, func: Operation, type_: Attribute) -> Attribute:
        if not isinstance(type_, IntegerType) or not any(name in func.attributes for name in _KERNEL_ATTRIBUTES):
            return type_
        width = nvvm.kernel_parameter_width(type_.width.data)
        return type_ if width == type_.width.data else IntegerType(width)

    def passthrough(self, func: Operation) -> list[Attribute]:
        entries = super().passthrough(func)
        for name in _LAUNCH_BOUNDS:
            value = func.attributes.get(name)
            if isinstance(value, DenseArrayBase):
                text = ",".join(str(v) for v in value.get_values())
            elif isinstance(value, IntegerAttr):
                text = str(value.value.data)
            else:
                continue
            entries.append(ArrayAttr([StringAttr(name), StringAttr(text)]))
        return entries


def module_llvmir(module: gpu.ModuleOp) -> str:
    """The LLVM IR of one gpu.module, for the NVPTX target."""
    return NVPTXModuleTranslator(module, triple=NVPTX_TRIPLE, data_layout=NVPTX_DATA_LAYOUT).translate()


@functools.cache
def _initialize_nvptx() -> None:
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


_MINIMUM_PTX = {"sm_80": 70, "sm_86": 71, "sm_87": 74, "sm_89": 78, "sm_90": 78, "sm_90a": 80, "sm_100": 86}
"""The lowest PTX ISA version of chips newer than sm_75; older chips get 6.0, the first with `shfl.sync`."""


def ptx_features(chip: str, features: str) -> str:
    """`features` with the lowest PTX version for `chip` added when it names none (as upstream's default)."""
    if "+ptx" in features:
        return features
    version = f"+ptx{_MINIMUM_PTX.get(chip, 60)}"
    return f"{features},{version}" if features else version


@dataclass(frozen=True)
class PTXJob:
    """One NVPTX compilation: an LLVM IR module for `chip` with `features` at -O`opt_level`; its errors are
    located at `where` (the gpu.module)."""

    llvm_ir: str
    chip: str
    features: str
    opt_level: int
    where: Operation

    def run(self) -> str:
        """The PTX (in this process: LLVM may abort it; `compile_ptx_jobs` runs this in a child)."""
        import llvmlite.binding as llvm

        target = llvm.Target.from_triple(NVPTX_TRIPLE)
        opt = min(self.opt_level, 3)
        machine = target.create_target_machine(cpu=self.chip, features=ptx_features(self.chip, self.features), opt=opt)
        # A context of its own per module: the next module's types and names do not depend on this one.
        module = llvm.parse_assembly(self.llvm_ir, llvm.create_context())
        module.verify()
        if self.opt_level > 0:
            optimize(module, machine, opt)
        return machine.emit_assembly(module)


_FRAME = struct.Struct("<iQQ")
"""What the child writes after each job: its status (0: done), then the lengths of its result (the PTX, or the
error's message) and of what LLVM wrote to stderr meanwhile; both follow."""

TIMEOUT_VARIABLE = "AIOPT_PTX_TIMEOUT"
DEFAULT_TIMEOUT = 300.0
"""Seconds a module's code generation may take (NVPTX compiles a large kernel in well under one)."""

_GRACE = 2.0
"""Seconds the parent waits beyond the limit before it kills the child (whose own alarm should have ended it)."""

_EXIT_CHECK = 0.5
"""Seconds between checks, while the child writes nothing, that it is still running (a process another thread
forked meanwhile may hold the pipe open after the child ended)."""


def ptx_timeout() -> float:
    """`$AIOPT_PTX_TIMEOUT` if it is a positive number of seconds (at most a million), else `DEFAULT_TIMEOUT`."""
    try:
        limit = float(os.environ.get(TIMEOUT_VARIABLE, ""))
    except ValueError:
        return DEFAULT_TIMEOUT
    return limit if math.isfinite(limit) and 0 < limit <= 1e6 else DEFAULT_TIMEOUT


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _child(works: Sequence[Callable[[], str]], pipe: int, stderr: int, limit: float) -> None:  # pragma: no cover
    """Run `works` in order in the forked child, each framed on `pipe` with its stderr (the file
    `stderr`, made fd 2 and emptied before each work); stop after the first that fails.

    Each work runs under an alarm of `limit` seconds whose signal keeps its
    default action: the kernel ends the child even when it is deadlocked.
    """
    status = 1
    try:
        # No collection: a finalizer of the parent's garbage may wait on a lock a thread the child lacks holds.
        gc.disable()
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})
        os.dup2(stderr, 2)
        for work in works:
            signal.setitimer(signal.ITIMER_REAL, limit)
            os.ftruncate(2, 0)
            os.lseek(2, 0, os.SEEK_SET)
            try:
                data, status = work().encode(), 0
            except BaseException as error:  # noqa: BLE001 - reported to the parent in the frame
                data, status = str(error).encode(), 1
            errors = os.pread(2, os.fstat(2).st_size, 0)
            _write_all(pipe, _FRAME.pack(status, len(data), len(errors)) + data + errors)
            if status:
                break
    finally:
        # Whatever happens, the child never returns into the parent's code
        # (a BaseException such as a timeout signal must not resume it).
        os._exit(status)


def _frames(output: bytes | bytearray) -> list[tuple[int, int, int, int]]:
    """(status, start, result size, stderr size) of each complete frame in `output` (its stderr follows its
    result)."""
    frames = []
    offset = 0
    while offset + _FRAME.size <= len(output):
        code, result_size, errors_size = _FRAME.unpack_from(output, offset)
        end = offset + _FRAME.size + result_size + errors_size
        if end > len(output):
            break
        frames.append((code, offset + _FRAME.size, result_size, errors_size))
        offset = end
    return frames


def _collect(read_result: int, child: int, works: int, limit: float) -> tuple[bytes, int, bool]:
    """What the child wrote on `read_result`, its wait status, and whether a work outlasted `limit`.

    Reads until the child has written `works` frames or a failing one, or
    has ended; the limit starts again with each frame. A child past it (or
    a read interrupted, by Ctrl-C) is killed; the child is always reaped.
    """
    output = bytearray()
    poller = select.poll()
    poller.register(read_result, select.POLLIN)
    deadline = time.monotonic() + limit + _GRACE
    done = 0
    status = None
    timed_out = False
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            if not poller.poll(math.ceil(min(remaining, _EXIT_CHECK) * 1000)):
                status = _wait(child, os.WNOHANG)
                if status is not None:
                    while poller.poll(0) and (data := os.read(read_result, 1 << 16)):
                        output += data
                    break
                continue
            data = os.read(read_result, 1 << 16)
            if not data:
                break
            output += data
            frames = _frames(output)
            if len(frames) > done:
                done = len(frames)
                deadline = time.monotonic() + limit + _GRACE
                if done == works or frames[-1][0] != 0:
                    break
    except BaseException:
        # Interrupted: do not wait for a child that may never finish.
        _kill(child)
        raise
    if status is None:
        status = _reap(child, None if timed_out else deadline)
    return bytes(output), status, timed_out


def _reap(child: int, deadline: float | None) -> int:
    """The wait status of `child`, which is ending (killed first if `deadline` is None or passes)."""
    pause = 0.001
    while deadline is not None and (remaining := deadline - time.monotonic()) > 0:
        status = _wait(child, os.WNOHANG)
        if status is not None:
            return status
        if not _wait_for_exit(child, remaining):
            time.sleep(pause)
            pause = min(2 * pause, 0.05)
    return _kill(child)


def _wait_for_exit(child: int, timeout: float) -> bool:
    """Wait at most `timeout` seconds for `child` to end, through a pidfd; False where there is none (not
    Linux 5.3 or later)."""
    try:
        pidfd = os.pidfd_open(child)
    except (AttributeError, OSError):
        return False
    try:
        poller = select.poll()
        poller.register(pidfd, select.POLLIN)
        poller.poll(math.ceil(timeout * 1000))
    finally:
        os.close(pidfd)
    return True


_REAPED = -1
"""The wait status of a child that this process cannot wait for (SIGCHLD ignored: the kernel reaped it)."""


def _wait(child: int, flags: int) -> int | None:
    """`child`'s wait status (`_REAPED` where it cannot be waited for); None while it runs (`os.WNOHANG`)."""
    try:
        ended, status = os.waitpid(child, flags)
    except ChildProcessError:
        return _REAPED
    return status if ended else None


def _kill(child: int) -> int:
    """Kill `child` and return its wait status."""
    try:
        os.kill(child, signal.SIGKILL)
    except ProcessLookupError:  # reaped already
        pass
    return _wait(child, 0)


def _run_isolated(works: Sequence[Callable[[], str]], wheres: Sequence[Operation]) -> list[tuple[str, str]]:
    """Each work's string result and what LLVM wrote to stderr meanwhile, in order.

    Computed one after another in ONE forked child (whose file descriptor 2
    is a file, whatever `sys.stderr` is), so that an LLVM fatal error cannot
    end this process: a work that fails, ends the child or outlasts
    `ptx_timeout()` is the located error (at its `wheres` entry) of the
    first work without a result; the works after it are not run.
    """
    if not works:
        return []
    if not hasattr(os, "fork"):  # pragma: no cover (no fork: run in this process)
        return [(work(), "") for work in works]
    limit = ptx_timeout()
    with tempfile.TemporaryFile() as stderr:
        # One fork at a time (llvmlite's lock): no other child inherits this pipe's write end.
        with no_llvm_calls_in_flight():
            read_result, write_result = os.pipe()
            try:
                child = os.fork()
            except BaseException:
                os.close(read_result)
                os.close(write_result)
                raise
            if child == 0:  # pragma: no cover (runs in the child)
                os.close(read_result)
                _child(works, write_result, stderr.fileno(), limit)
            os.close(write_result)
        try:
            output, status, timed_out = _collect(read_result, child, len(works), limit)
        finally:
            os.close(read_result)
        crash_errors = os.pread(stderr.fileno(), os.fstat(stderr.fileno()).st_size, 0)
    timed_out = timed_out or (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM)
    frames = _frames(output)
    results: list[tuple[str, str]] = []
    for index, where in enumerate(wheres):
        if index == len(frames):
            # The child ended during this work (an LLVM abort: its stderr is what the file holds) or outlasted
            # the limit.
            if timed_out:
                message = f"did not finish within {limit:g} s"
            else:
                message = _backend_message(crash_errors.decode(errors="replace"))
                known = f" (status {status})" if status != _REAPED else ""
                message = f"failed: {message or f'the NVPTX backend failed{known}'}"
            raise DiagnosticError(op_error_message(where, f"NVPTX code generation {message}"), where)
        code, start, result_size, errors_size = frames[index]
        result = output[start : start + result_size].decode(errors="replace")
        errors = output[start + result_size : start + result_size + errors_size].decode(errors="replace")
        if code != 0:
            message = _backend_message(errors) or result or "the NVPTX backend failed"
            raise DiagnosticError(op_error_message(where, f"NVPTX code generation failed: {message}"), where)
        results.append((result, errors))
    return results


def _backend_message(errors: str) -> str:
    """The line of LLVM's stderr that says what went wrong (an assertion's text without its source path)."""
    lines = [line.strip() for line in errors.splitlines() if line.strip()]
    for line in lines:
        if "Assertion" in line and "`" in line:
            return "LLVM assertion " + line[line.index("`") :].split(" failed")[0] + " failed"
    return lines[0].removeprefix("LLVM ERROR: ") if lines else ""


def compile_ptx_jobs(jobs: Sequence[PTXJob]) -> list[str]:
    """The PTX text of each job, optimized at -O`opt_level` for its chip and features.

    All run in one forked child (not one per job: forking this process costs
    more than compiling a kernel): NVPTX aborts the process on what it cannot
    select, which here becomes a located error of that job's module.
    """
    for position, job in enumerate(jobs):
        problem = nvvm.target_problem(job.chip, job.features)
        if problem is not None:
            compile_ptx_jobs(jobs[:position])  # the errors of the modules before it come first
            raise DiagnosticError(op_error_message(job.where, f"invalid NVVM target: {problem}"), job.where)
    # Loading and initializing LLVM is safe here, and done once instead of in every child.
    import llvmlite.binding  # noqa: F401

    _initialize_nvptx()
    outputs = _run_isolated([job.run for job in jobs], [job.where for job in jobs])
    for job, (_, warnings) in zip(jobs, outputs):
        # NVPTX ignores (with a warning) features and chips it does not know.
        unknown = [line.strip() for line in warnings.splitlines() if "is not a recognized" in line]
        if unknown:
            raise DiagnosticError(op_error_message(job.where, f"invalid NVVM target: {unknown[0]}"), job.where)
    return [ptx for ptx, _ in outputs]


def compile_llvmir_to_ptx(llvm_ir: str, chip: str, features: str, opt_level: int, where: Operation) -> str:
    """PTX text of an NVPTX LLVM IR module, optimized at -O`opt_level` for `chip` with `features`
    (`compile_ptx_jobs` of one job)."""
    return compile_ptx_jobs([PTXJob(llvm_ir, chip, features, opt_level, where)])[0]


def modules_to_ptx(modules: Iterable[tuple[gpu.ModuleOp, nvvm.NVVMTargetAttr | None]]) -> list[str]:
    """The PTX of each (gpu.module, target) (target None: the module's `#nvvm.target`), compiled together
    (`compile_ptx_jobs`).

    Errors come in the order of `modules`: one that translating a module (or
    iterating `modules`) raises comes after those of the modules before it.
    """
    jobs: list[PTXJob] = []
    try:
        for module, target in modules:
            target = target or nvvm_target(module)
            jobs.append(PTXJob(module_llvmir(module), target.chip.data, target.features.data,
                               target.optimization_level, module))
    except DiagnosticError:
        compile_ptx_jobs(jobs)
        raise
    return compile_ptx_jobs(jobs)


def module_to_ptx(module: gpu.ModuleOp, target: nvvm.NVVMTargetAttr | None = None) -> str:
    """The PTX of one gpu.module (llvm + nvvm dialect) for `target` (default: the module's `#nvvm.target`)."""
    return modules_to_ptx([(module, target)])[0]


def ptx_of_modules(op: Operation) -> list[tuple[str, str]]:
    """(name, PTX) of every gpu.module in `op`; each PTX is one assemblable file for `ptxas`.

    Modules that `gpu-module-to-binary` already compiled (`gpu.binary` with
    PTX `assembly` objects) give the PTX they hold, so the output of
    `hlo-to-gpu-pipeline` translates as well as its input.
    """
    parts: list[tuple[str, str | None]] = []
    for nested in op.walk():
        if isinstance(nested, gpu.ModuleOp):
            parts.append((nested.sym_name.data, None))
        elif isinstance(nested, gpu.BinaryOp):
            parts.extend(
                (nested.sym_name.data, obj.object.data)
                for obj in nested.objects.data
                if isinstance(obj, gpu.ObjectAttr) and obj.format.data == "assembly"
            )
    compiled = iter(modules_to_ptx((m, None) for m in op.walk() if isinstance(m, gpu.ModuleOp)))
    parts = [(name, ptx if ptx is not None else next(compiled)) for name, ptx in parts]
    if not parts:
        raise DiagnosticError(op_error_message(op, "contains no gpu.module to translate to PTX"), op)
    return parts


def translate_to_ptx(op: Operation) -> str:
    """The PTX of every gpu.module in `op`, each preceded by a `// gpu.module @name` line.

    Each module's PTX is a complete PTX file (`.version`, `.target`, its
    kernels); the concatenation of several is a listing, not one file that
    `ptxas` assembles: `ptx_of_modules` (`ai-translate --mlir-to-ptx -o DIR`)
    gives them one by one.
    """
    return "\n".join(f"// gpu.module @{name}\n{ptx}" for name, ptx in ptx_of_modules(op))
