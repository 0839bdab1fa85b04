"""The CPU runtime's persistent thread pool (aiopt.runtime.cpu_runtime): every iteration runs once, however
loops follow each other, overlap from several Python threads, nest, or run in a forked child.

The programs count, per iteration, how often it ran (an `scf.parallel` that adds 1 to its element), so a
lost or doubled iteration is a wrong count, not a tolerance. A hang fails by the timeouts of `join`/`get`.
"""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import threading

import numpy as np
import pytest

from aiopt.runtime.compiler import compile

TO_LLVM = "lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
PIPELINE = f"convert-scf-parallel-to-cpu-runtime{{min-work=0}},{TO_LLVM}"

# Each call adds 1 to every element, in a parallel loop run `rounds` times in sequence.
COUNT = """
func.func @main(%a: memref<{n}xi64>, %rounds: index) -> memref<{n}xi64> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %n = arith.constant {n} : index
  scf.for %r = %c0 to %rounds step %c1 {{
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {{
      %x = memref.load %a[%i] : memref<{n}xi64>
      %y = arith.addi %x, %one : i64
      memref.store %y, %a[%i] : memref<{n}xi64>
      scf.reduce
    }}
  }}
  %out = memref.alloc() : memref<{n}xi64>
  memref.copy %a, %out : memref<{n}xi64> to memref<{n}xi64>
  return %out : memref<{n}xi64>
}}
"""

# A parallel loop whose body runs a parallel loop: the inner ones cannot use the busy pool.
NESTED = """
func.func @main(%a: memref<{n}x{m}xi64>) -> memref<{n}x{m}xi64> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %n = arith.constant {n} : index
  %m = arith.constant {m} : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {{
    %row = memref.subview %a[%i, 0] [1, {m}] [1, 1] : memref<{n}x{m}xi64> to memref<{m}xi64, strided<[1], offset: ?>>
    func.call @add_one(%row) : (memref<{m}xi64, strided<[1], offset: ?>>) -> ()
    scf.reduce
  }}
  %out = memref.alloc() : memref<{n}x{m}xi64>
  memref.copy %a, %out : memref<{n}x{m}xi64> to memref<{n}x{m}xi64>
  return %out : memref<{n}x{m}xi64>
}}
func.func private @add_one(%row: memref<{m}xi64, strided<[1], offset: ?>>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %m = arith.constant {m} : index
  scf.parallel (%j) = (%c0) to (%m) step (%c1) {{
    %x = memref.load %row[%j] : memref<{m}xi64, strided<[1], offset: ?>>
    %y = arith.addi %x, %one : i64
    memref.store %y, %row[%j] : memref<{m}xi64, strided<[1], offset: ?>>
    scf.reduce
  }}
  return
}}
"""


def _counter(n: int):
    function = compile(COUNT.format(n=n), pipeline=PIPELINE, cache=False)
    assert "@aiopt_parallel_for(" in function.llvm_ir
    return function


def test_many_loops_in_sequence():
    function = _counter(1000)
    for rounds in (1, 2, 500):
        np.testing.assert_array_equal(function(np.zeros(1000, np.int64), np.int64(rounds)), np.full(1000, rounds))


def test_loops_from_several_python_threads():
    """While one thread's loop has the pool, the others' loops start their own threads."""
    function = _counter(257)
    failures: list[str] = []

    def run(seed: int) -> None:
        for k in range(20):
            rounds = 1 + (seed + k) % 7
            got = function(np.zeros(257, np.int64), np.int64(rounds))
            if not np.array_equal(got, np.full(257, rounds)):
                failures.append(f"thread {seed} call {k}: {got[:8]}")

    threads = [threading.Thread(target=run, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
        assert not thread.is_alive(), "a parallel loop hung"
    assert not failures


def test_nested_parallel_loops():
    function = compile(NESTED.format(n=16, m=300), pipeline=PIPELINE, cache=False)
    np.testing.assert_array_equal(function(np.zeros((16, 300), np.int64)), np.ones((16, 300), np.int64))


def _child(n: int, rounds: int, queue) -> None:
    function = _counter(n)
    queue.put(function(np.zeros(n, np.int64), np.int64(rounds)).tolist())


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
def test_a_forked_child_starts_its_own_pool():
    """The parent's pool threads do not survive fork(): the child's first loop starts a pool of its own."""
    function = _counter(500)
    np.testing.assert_array_equal(function(np.zeros(500, np.int64), np.int64(3)), np.full(500, 3))
    context = multiprocessing.get_context("fork")
    queue = context.Queue()
    child = context.Process(target=_child, args=(500, 5, queue))
    child.start()
    try:
        assert queue.get(timeout=120) == [5] * 500
    finally:
        child.join(timeout=30)
        if child.is_alive():
            child.kill()
    assert child.exitcode == 0


def _child_after_fork(n: int, rounds: int, queue) -> None:
    function = _counter(n)
    before = len(os.listdir("/proc/self/task"))
    results = [function(np.zeros(n, np.int64), np.int64(rounds)).tolist() for _ in range(3)]
    queue.put((results, len(os.listdir("/proc/self/task")) - before))


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform")
@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="needs Linux's /proc")
@pytest.mark.skipif((os.cpu_count() or 1) < 2 or os.environ.get("AIOPT_NUM_THREADS") == "1", reason="no pool")
def test_a_child_forked_while_a_thread_uses_the_pool_takes_it_over():
    """Forks while another thread's loops (a large array, many rounds) hold the pool: the lock says which
    process's thread holds it, so the child's loops take over the lock its parent's thread left held and start
    pool threads of their own (which stay: the child has more threads after its loops)."""
    large = _counter(1 << 20)
    context = multiprocessing.get_context("fork")
    stop = threading.Event()
    failures: list[str] = []

    def loops() -> None:
        while not stop.is_set():
            got = large(np.zeros(1 << 20, np.int64), np.int64(20))
            if not np.array_equal(got, np.full(1 << 20, 20)):
                failures.append(str(got[:8]))

    thread = threading.Thread(target=loops)
    thread.start()
    try:
        for _ in range(3):
            queue = context.Queue()
            child = context.Process(target=_child_after_fork, args=(300, 4, queue))
            child.start()
            try:
                results, new_threads = queue.get(timeout=120)
                assert results == [[4] * 300] * 3
                assert new_threads > 0
            finally:
                child.join(timeout=30)
                if child.is_alive():
                    child.kill()
            assert child.exitcode == 0
    finally:
        stop.set()
        thread.join(timeout=120)
    assert not thread.is_alive(), "a parallel loop hung"
    assert not failures


_COUNT_THREADS = """
import os, sys
import numpy as np
sys.path.insert(0, {here!r})
from test_cpu_thread_pool import _counter
function = _counter(1000)
before = len(os.listdir("/proc/self/task"))
result = function(np.zeros(1000, np.int64), np.int64(3))
assert (result == 3).all(), result
print(len(os.listdir("/proc/self/task")) - before)
"""


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="needs Linux's /proc")
@pytest.mark.parametrize("asked,started", [("1", 0), ("3", 2)])
def test_aiopt_num_threads_sets_the_workers(asked, started):
    """$AIOPT_NUM_THREADS workers run a loop (the caller and asked - 1 pool threads), whatever the cores."""
    code = _COUNT_THREADS.format(here=os.path.dirname(__file__))
    environment = dict(os.environ, AIOPT_NUM_THREADS=asked)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment, timeout=300)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.strip().splitlines()[-1]) == started
