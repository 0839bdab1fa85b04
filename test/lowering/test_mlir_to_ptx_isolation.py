"""The forked child that runs LLVM's NVPTX backend (`aiopt.targets.mlir_to_ptx`): never a hang.

A child that deadlocks (on a lock another thread held when the process
forked) is ended after `$AIOPT_PTX_TIMEOUT` seconds and becomes a located
error; the fork waits for other threads' calls into LLVM (locked by
llvmlite, or unlocked by `llvm_optimize`), so that the child inherits none
of their locks; threads compiling at once get the PTX of one thread.
PTX needs only llvmlite's NVPTX target, no GPU.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
import types

import pytest
from tool_testing import fork_with_alarm
from xdsl.dialects.builtin import ModuleOp

from aiopt.dialects import gpu
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.targets import llvm_optimize, mlir_to_ptx

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the child is forked")

KERNELS = """
module attributes {gpu.container_module} {
  gpu.module @scale [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">] {
    llvm.func @scale(%p: !llvm.ptr, %x: f32) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.getelementptr %p[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %2 = llvm.load %1 : !llvm.ptr -> f32
      %3 = llvm.fmul %2, %x : f32
      llvm.store %3, %1 : f32, !llvm.ptr
      llvm.return
    }
  }
  gpu.module @add [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    llvm.func @add(%p: !llvm.ptr, %q: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %0 = nvvm.read.ptx.sreg.ctaid.x : i32
      %1 = llvm.getelementptr %p[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i64
      %2 = llvm.getelementptr %q[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i64
      %3 = llvm.load %1 : !llvm.ptr -> i64
      %4 = llvm.load %2 : !llvm.ptr -> i64
      %5 = llvm.add %3, %4 : i64
      llvm.store %5, %1 : i64, !llvm.ptr
      llvm.return
    }
  }
}
"""

HOST_IR = """
define i64 @f(i64 %x) {
  %y = mul i64 %x, 3
  ret i64 %y
}
"""
"""A module for the host, compiled unlocked (as the CPU JIT compiles its parts) while PTX is compiled."""


def gpu_modules() -> list[gpu.ModuleOp]:
    program: ModuleOp = parse_module(default_registry().make_context(), KERNELS, "kernels.mlir")
    return [op for op in program.walk() if isinstance(op, gpu.ModuleOp)]


def blocked_forever() -> str:
    """A work that deadlocks (as on a lock that a thread the child lacks held at the fork)."""
    lock = threading.Lock()
    lock.acquire()
    lock.acquire()
    return "unreachable"


def test_a_deadlocked_work_is_a_located_error_after_the_limit(monkeypatch):
    monkeypatch.setenv(mlir_to_ptx.TIMEOUT_VARIABLE, "0.5")
    first, second = gpu_modules()
    with pytest.raises(DiagnosticError) as error:
        mlir_to_ptx._run_isolated([lambda: "ptx", blocked_forever, lambda: "never run"], [first, second, first])
    assert error.value.message == "'gpu.module' op NVPTX code generation did not finish within 0.5 s"
    assert error.value.op is second


def test_a_child_that_ignores_its_alarm_is_killed_by_the_parent(monkeypatch):
    monkeypatch.setenv(mlir_to_ptx.TIMEOUT_VARIABLE, "0.25")

    def ignore_the_alarm_and_block() -> str:
        signal.signal(signal.SIGALRM, signal.SIG_IGN)
        return blocked_forever()

    (module, _) = gpu_modules()
    with pytest.raises(DiagnosticError, match="did not finish within 0.25 s"):
        mlir_to_ptx._run_isolated([ignore_the_alarm_and_block], [module])


def test_a_child_that_ends_is_a_located_failure():
    (module, _) = gpu_modules()
    with pytest.raises(DiagnosticError, match="NVPTX code generation failed: the NVPTX backend failed") as error:
        mlir_to_ptx._run_isolated([lambda: "ptx", lambda: os._exit(3)], [module, module])
    assert error.value.op is module


@pytest.mark.parametrize("text", ["", "abc", "0", "-1", "inf", "nan", "1e300"])
def test_the_limit_is_the_default_unless_a_positive_number(monkeypatch, text):
    monkeypatch.setenv(mlir_to_ptx.TIMEOUT_VARIABLE, text)
    assert mlir_to_ptx.ptx_timeout() == mlir_to_ptx.DEFAULT_TIMEOUT


def test_the_limit_is_the_variable(monkeypatch):
    monkeypatch.setenv(mlir_to_ptx.TIMEOUT_VARIABLE, "2.5")
    assert mlir_to_ptx.ptx_timeout() == 2.5


def waits_in(thread: threading.Thread, function: str) -> bool:
    """Whether `thread` is inside `function` now."""
    frame = sys._current_frames().get(thread.ident)
    while frame is not None:
        if frame.f_code.co_name == function:
            return True
        frame = frame.f_back
    return False


def compile_while_held(monkeypatch, hold) -> tuple[list[str], list[bool]]:
    """The PTX of the kernels compiled while another thread is in `hold(release)` (which returns once `release`
    is set), and for each fork whether it came while that thread held on. The holder lets go once the compile
    waits for it to (in `no_llvm_calls_in_flight`) or has forked without waiting."""
    monkeypatch.setenv(mlir_to_ptx.TIMEOUT_VARIABLE, "20")
    modules = gpu_modules()
    held, release = threading.Event(), threading.Event()
    forks: list[bool] = []
    fork = os.fork

    def recorded_fork() -> int:
        forks.append(not release.is_set())
        return fork()

    monkeypatch.setattr(os, "fork", recorded_fork)
    compiler = threading.current_thread()

    def holder() -> None:
        hold(held, release)

    def watcher() -> None:
        held.wait()
        while not forks and not waits_in(compiler, "no_llvm_calls_in_flight"):
            time.sleep(0.001)
        release.set()

    threads = [threading.Thread(target=holder), threading.Thread(target=watcher)]
    for thread in threads:
        thread.start()
    try:
        held.wait()
        ptx = mlir_to_ptx.modules_to_ptx((module, None) for module in modules)
    finally:
        release.set()
        for thread in threads:
            thread.join()
    return ptx, forks


def test_the_fork_waits_for_a_thread_in_llvmlite(monkeypatch):
    from llvmlite.binding import ffi

    serial = mlir_to_ptx.modules_to_ptx((module, None) for module in gpu_modules())

    def hold(held: threading.Event, release: threading.Event) -> None:
        with ffi.lib._lock:  # as a thread in any llvmlite call
            held.set()
            release.wait()

    ptx, forks = compile_while_held(monkeypatch, hold)
    assert forks == [False]
    assert ptx == serial


def test_the_fork_waits_for_an_unlocked_llvm_call(monkeypatch):
    serial = mlir_to_ptx.modules_to_ptx((module, None) for module in gpu_modules())

    def hold(held: threading.Event, release: threading.Event) -> None:
        def in_llvm() -> None:
            held.set()
            release.wait()

        llvm_optimize._call_unlocked(types.SimpleNamespace(_cfn=in_llvm))

    ptx, forks = compile_while_held(monkeypatch, hold)
    assert forks == [False]
    assert ptx == serial


def host_object() -> bytes:
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    machine = llvm.Target.from_default_triple().create_target_machine()
    module = llvm.parse_assembly(HOST_IR, llvm.create_context())
    llvm_optimize.optimize(module, machine, 2, unlocked=True)
    return llvm_optimize.emit_object(module, machine, unlocked=True)


def test_threads_compiling_at_once_get_the_serial_ptx():
    modules = gpu_modules()
    serial = [mlir_to_ptx.module_to_ptx(module) for module in modules]
    results: dict[int, list[str]] = {}
    errors: list[BaseException] = []
    compiling = threading.Event()

    def compile_kernels(index: int) -> None:
        try:
            order = modules if index % 2 else modules[::-1]
            ptx = [mlir_to_ptx.module_to_ptx(module) for module in order for _ in range(3)]
            results[index] = ptx if index % 2 else ptx[::-1]
        except BaseException as error:
            errors.append(error)

    def compile_for_the_host() -> None:
        # Unlocked LLVM calls (the CPU JIT's) meanwhile: each fork waits for them.
        try:
            while compiling.is_set():
                host_object()
        except BaseException as error:
            errors.append(error)

    compiling.set()
    host = threading.Thread(target=compile_for_the_host)
    host.start()
    threads = [threading.Thread(target=compile_kernels, args=(index,)) for index in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    compiling.clear()
    host.join()
    assert not errors
    expected = [ptx for ptx in serial for _ in range(3)]
    assert all(results[index] == expected for index in range(4))


def hold_llvmlite(held: threading.Event, release: threading.Event) -> None:
    """As a thread in any llvmlite call."""
    from llvmlite.binding import ffi

    with ffi.lib._lock:
        held.set()
        release.wait()


def hold_unlocked_call(held: threading.Event, release: threading.Event) -> None:
    """As a thread in an unlocked pass pipeline or code generation (`llvm_optimize._call_unlocked`)."""

    def in_llvm() -> None:
        held.set()
        release.wait()

    llvm_optimize._call_unlocked(types.SimpleNamespace(_cfn=in_llvm))


def hold_unlocked_state(held: threading.Event, release: threading.Event) -> None:
    """As a thread starting or ending an unlocked call (which holds the calls' count a moment)."""
    with llvm_optimize._UNLOCKED.changed:
        held.set()
        release.wait()


def fork_while_held(hold) -> tuple[int, bool]:
    """Fork (as any code of the process may: multiprocessing, a user) while another thread is in
    `hold(held, release)`; the child compiles for the host (unlocked, as the CPU JIT does). The child's wait
    status, and whether the fork came while the other thread held on. The holder lets go once the fork
    waits for it to (in `_before_fork`) or has forked."""
    held, release = threading.Event(), threading.Event()
    forker = threading.current_thread()
    forked = threading.Event()

    def watcher() -> None:
        held.wait()
        while not forked.is_set() and not waits_in(forker, "_before_fork"):
            time.sleep(0.001)
        release.set()

    threads = [threading.Thread(target=hold, args=(held, release)), threading.Thread(target=watcher)]
    for thread in threads:
        thread.start()
    held.wait()
    try:
        child = fork_with_alarm(lambda: 0 if host_object() else 2)
        during = not release.is_set()
        forked.set()
    finally:
        release.set()
        for thread in threads:
            thread.join()
    _, status = os.waitpid(child, 0)
    return status, during


@pytest.mark.parametrize("hold", [hold_llvmlite, hold_unlocked_call, hold_unlocked_state])
def test_any_fork_waits_for_the_threads_in_llvm_and_its_child_compiles(hold):
    status, during = fork_while_held(hold)
    assert not during
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status


def test_a_thread_stuck_in_llvm_delays_a_fork_only_so_long(monkeypatch):
    monkeypatch.setattr(llvm_optimize, "FORK_WAIT", 0.1)
    held, release = threading.Event(), threading.Event()
    thread = threading.Thread(target=hold_llvmlite, args=(held, release))
    thread.start()
    held.wait()
    try:
        child = os.fork()
        if child == 0:  # pragma: no cover (runs in the child)
            os._exit(0)
        during = not release.is_set()
    finally:
        release.set()
        thread.join()
    _, status = os.waitpid(child, 0)
    assert during and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def test_an_interrupted_wait_for_llvm_calls_takes_nothing(monkeypatch):
    """Ctrl-C while a fork waits for other threads' calls leaves no fork counted (which would hold every later
    unlocked call back forever) and llvmlite's lock free."""
    from llvmlite.binding import ffi

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(llvm_optimize._UNLOCKED.changed, "wait_for", interrupted)
    with pytest.raises(KeyboardInterrupt), llvm_optimize.no_llvm_calls_in_flight():
        pass
    monkeypatch.undo()
    assert llvm_optimize._UNLOCKED.forks == 0
    assert host_object()  # unlocked calls start
    free: list[bool] = []

    def take() -> None:  # on another thread: this one could take its own re-entrant lock again
        free.append(ffi.lib._lock._lock.acquire(timeout=10))
        if free[-1]:
            ffi.lib._lock._lock.release()

    thread = threading.Thread(target=take)
    thread.start()
    thread.join()
    assert free == [True]


@pytest.fixture
def sigchld_ignored():
    """SIGCHLD ignored (as some servers do): the kernel reaps children, which waitpid then cannot wait for."""
    previous = signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGCHLD, previous)


def test_children_reaped_by_the_kernel_give_their_ptx_and_errors(sigchld_ignored):
    modules = gpu_modules()
    assert [".visible .entry scale" in ptx for ptx in mlir_to_ptx.modules_to_ptx((m, None) for m in modules)] == [
        True,
        False,
    ]
    with pytest.raises(DiagnosticError) as error:
        mlir_to_ptx._run_isolated([lambda: os._exit(3)], [modules[0]])
    assert error.value.message == "'gpu.module' op NVPTX code generation failed: the NVPTX backend failed"
