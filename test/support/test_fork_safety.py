"""Module-level locks and a fork: a child forked while another thread held one of them (a moment, in the
parent) gets it free, instead of waiting forever for a thread it does not have."""

from __future__ import annotations

import os
import threading

import numpy as np
import pytest
from tool_testing import fork_with_alarm

from aiopt.reference import gpu, interpreter
from aiopt.reference.hlo import interpreter_ops
from aiopt.runtime import mgpu_runtime
from aiopt.support import collection
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="forks")

IDENTITY = """
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %b = stablehlo.add %a, %a : tensor<2xf32>
  return %b : tensor<2xf32>
}
"""


def collect_young() -> None:
    with collection.young_collections_every():
        pass


def interpret() -> None:
    module = parse_module(default_registry().make_context(), IDENTITY, "identity.mlir")
    (result,) = interpreter.run_function(module, "main", [np.ones(2, np.float32)])
    assert np.array_equal(result, [2, 2])


def take(lock):
    def child() -> None:
        with lock:
            pass

    return child


@pytest.mark.parametrize(
    "lock,child",
    [
        (collection._lock, collect_young),
        (interpreter._deep_lock, interpret),
        (gpu._STACK_LOCK, take(gpu._STACK_LOCK)),
        (interpreter_ops._print_lock, take(interpreter_ops._print_lock)),
        (mgpu_runtime._LOCK, take(mgpu_runtime._LOCK)),
    ],
    ids=["collection", "interpreter", "gpu-stack", "print", "gpu-driver"],
)
def test_a_child_forked_while_a_thread_holds_the_lock_takes_it(lock, child):
    status = fork_while_held(lock, child)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status


def test_a_fork_waits_for_a_thread_that_registers_a_library():
    """A thread holding the JIT's library lock (compiling a runtime library) when another forks: the fork
    waits for it, and the child takes the lock at once (it inherited it free)."""
    from aiopt.runtime import jit

    def child() -> None:
        if not jit._LIBRARY_LOCK.acquire(timeout=10):
            raise TimeoutError

    status = fork_while_held(jit._LIBRARY_LOCK, child, release_after=0.3)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status


def fork_while_held(lock, child, release_after: float | None = None) -> int:
    """The wait status of a child forked while another thread holds `lock` that runs `child` (exit 0 if it
    returns; a deadlocked child ends at its alarm instead of hanging the test). With `release_after`, the
    thread lets the lock go that many seconds after the fork began (which may wait for it meanwhile)."""
    held, release = threading.Event(), threading.Event()

    def holder() -> None:
        with lock:
            held.set()
            release.wait()

    thread = threading.Thread(target=holder)
    thread.start()
    held.wait()
    timer = threading.Timer(release_after, release.set) if release_after is not None else None
    if timer is not None:
        timer.start()
    try:
        pid = fork_with_alarm(lambda: child() or 0)  # (`child` returns None: exit 0; raises: 1)
    finally:
        release.set()
        if timer is not None:
            timer.join()
        thread.join()
    return os.waitpid(pid, 0)[1]
