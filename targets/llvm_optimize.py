"""LLVM's optimization pipeline over an llvmlite module, shared by the CPU JIT and the PTX target, and
code generation of several modules at once."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence


def optimize(module, target_machine, speed_level: int = 3, *, loop_unrolling: bool = True, unlocked: bool = False):
    """Run LLVM's -O`speed_level` pipeline (loop + SLP vectorization on) over an llvmlite module.

    `loop_unrolling=False` leaves LLVM's loop unroller out (the vectorizer
    still interleaves): the CPU JIT does so for a program's own code, where
    unrolling took about a third of LLVM's time (0.3 s of 0.85 s for the
    transformer block) without making the code faster; the micro-kernel and
    runtime libraries, compiled once, keep it.

    `unlocked=True` runs the pipeline outside llvmlite's process-wide lock
    (see `_call_unlocked`): only for a module in its own LLVM context, with its
    own target machine.
    """
    import llvmlite.binding as llvm
    from llvmlite.binding import ffi

    options = llvm.create_pipeline_tuning_options(speed_level)
    options.loop_vectorization = True
    options.slp_vectorization = True
    options.loop_unrolling = loop_unrolling
    builder = llvm.create_pass_builder(target_machine, options)
    manager = builder.getModulePassManager()
    if unlocked:
        _call_unlocked(ffi.lib.LLVMPY_RunNewModulePassManager, manager, module, builder)
    else:
        manager.run(module, builder)


def emit_object(module, target_machine, *, unlocked: bool = False) -> bytes:
    """The object file of `module` (`TargetMachine.emit_object`; `unlocked` as in `optimize`)."""
    import ctypes

    from llvmlite.binding import ffi

    if not unlocked:
        return target_machine.emit_object(module)
    with ffi.OutputString() as error:
        buffer = _call_unlocked(ffi.lib.LLVMPY_TargetMachineEmitToMemory, target_machine, module, 1, error)
        if not buffer:
            raise RuntimeError(str(error))
    try:
        return ctypes.string_at(ffi.lib.LLVMPY_GetBufferStart(buffer), ffi.lib.LLVMPY_GetBufferSize(buffer))
    finally:
        ffi.lib.LLVMPY_DisposeMemoryBuffer(buffer)


def _call_unlocked(function, *args):
    """`function(*args)`, one of llvmlite's C functions, called without llvmlite's lock.

    llvmlite holds one lock over every call into LLVM, so two threads never
    compile at once. LLVM itself compiles modules of different contexts on
    different threads (its parallel code generation does); the two calls
    made unlocked here (the pass pipeline, code generation) touch only their
    module, its context and their target machine and pass builder. Where
    llvmlite's wrapper is not the one this knows, the call keeps the lock.

    While `no_llvm_calls_in_flight` waits for a fork, a call waits to start:
    LLVM's own mutexes that an unlocked call holds would stay held forever
    in the forked child.
    """
    unlocked = getattr(function, "_cfn", None)
    if unlocked is None:
        return function(*args)
    with _UNLOCKED.changed:
        while _UNLOCKED.forks > 0:
            _UNLOCKED.changed.wait()
        _UNLOCKED.calls += 1
    try:
        return unlocked(*args)
    finally:
        with _UNLOCKED.changed:
            _UNLOCKED.calls -= 1
            _UNLOCKED.changed.notify_all()


class _UnlockedCalls:
    """How many `_call_unlocked` calls are in LLVM and how many forks wait for none to be, under `changed`."""

    def __init__(self) -> None:
        self.changed = threading.Condition(threading.Lock())
        self.calls = 0
        self.forks = 0


_UNLOCKED = _UnlockedCalls()

FORK_WAIT = 60.0
"""Seconds a fork waits for other threads' calls into LLVM before it goes on without (one compilation takes
seconds at most; a thread stuck in LLVM must not hang every fork)."""


def _hold_llvm(timeout: float) -> tuple[threading.RLock | None]:
    """Take llvmlite's lock and hold back `_call_unlocked` calls, waiting at most `timeout` seconds for those in
    flight; give the result to `_let_go`. It holds llvmlite's lock, or None where that was not taken (llvmlite
    is not loaded, or a thread kept it past `timeout`). Interrupted (Ctrl-C), it takes nothing."""
    ffi = sys.modules.get("llvmlite.binding.ffi")
    deadline = time.monotonic() + timeout
    # The lock inside llvmlite's (`_LLVMLock`), which every call into LLVM takes, without its callbacks.
    lock = ffi.lib._lock._lock if ffi is not None else None
    if lock is not None and not lock.acquire(timeout=timeout):
        lock = None
    try:
        with _UNLOCKED.changed:
            _UNLOCKED.forks += 1
            try:
                _UNLOCKED.changed.wait_for(lambda: not _UNLOCKED.calls, max(0.0, deadline - time.monotonic()))
            except BaseException:
                _UNLOCKED.forks -= 1
                _UNLOCKED.changed.notify_all()
                raise
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return (lock,)


def _let_go(held: tuple[threading.RLock | None]) -> None:
    """Undo `_hold_llvm` (which returned `held`)."""
    with _UNLOCKED.changed:
        _UNLOCKED.forks -= 1
        _UNLOCKED.changed.notify_all()
    if held[0] is not None:
        held[0].release()


@contextlib.contextmanager
def no_llvm_calls_in_flight(timeout: float = FORK_WAIT) -> Iterator[None]:
    """Hold llvmlite's lock, with no `_call_unlocked` call in LLVM, for a fork: the child then holds no lock
    of LLVM's or llvmlite's that a thread the child lacks took (this thread owns llvmlite's re-entrant lock
    there too). Waits for the calls in flight (one compilation each; at most `timeout` seconds); new ones wait
    for the end. Every fork of the process does so too (`register_at_fork`)."""
    held = _hold_llvm(timeout)
    try:
        yield
    finally:
        _let_go(held)


_FORKING = threading.local()
"""What `_hold_llvm` returned for the fork this thread is making (`held`; None: nothing held, as when it was
interrupted: an exception of an at-fork handler is only printed)."""


def _before_fork() -> None:
    _FORKING.held = None
    _FORKING.held = _hold_llvm(FORK_WAIT)


def _after_fork_in_parent() -> None:
    held, _FORKING.held = getattr(_FORKING, "held", None), None
    if held is not None:
        _let_go(held)


def _after_fork_in_child() -> None:
    # The threads that held `changed` or made calls are not in the child: it starts afresh.
    _UNLOCKED.__init__()
    held, _FORKING.held = getattr(_FORKING, "held", None), None
    if held is not None and held[0] is not None:
        held[0].release()


if hasattr(os, "register_at_fork"):
    # A child forked while another thread was in LLVM would wait forever for the locks that thread held (every
    # compilation in a child of a multithreaded process: multiprocessing's fork, the PTX target's child).
    os.register_at_fork(before=_before_fork, after_in_parent=_after_fork_in_parent,
                        after_in_child=_after_fork_in_child)


def can_compile_in_parallel() -> bool:
    """Whether `_call_unlocked` finds llvmlite's unlocked functions (else parts are compiled one after another)."""
    from llvmlite.binding import ffi

    return all(
        hasattr(getattr(ffi.lib, name), "_cfn")
        for name in ("LLVMPY_RunNewModulePassManager", "LLVMPY_TargetMachineEmitToMemory")
    )


def compile_in_parallel(jobs: Sequence[Callable[[], bytes]]) -> list[bytes]:
    """Run `jobs` (each optimizes and compiles one module, `unlocked`) on threads of their own, the first
    on the calling thread (and those no thread could be started for); their objects, in order. An exception
    of any job is raised here."""
    results: list = [None] * len(jobs)
    errors: list[BaseException] = []

    def run(index: int) -> None:
        try:
            results[index] = jobs[index]()
        except BaseException as err:  # re-raised on the calling thread
            errors.append(err)

    threads: list[threading.Thread] = []
    for index in range(1, len(jobs)):
        thread = threading.Thread(target=run, args=(index,), daemon=True)
        try:
            thread.start()
        except RuntimeError:  # no thread can be started (a limit of the process): this one runs the rest
            break
        threads.append(thread)
    for index in (0, *range(len(threads) + 1, len(jobs))):
        run(index)
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return results
