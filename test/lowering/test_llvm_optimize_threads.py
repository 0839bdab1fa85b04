"""`llvm_optimize.compile_in_parallel`: the jobs' results in order, on threads of their own or, where no thread
can be started, on the calling thread."""

from __future__ import annotations

import threading

import pytest

from aiopt.targets.llvm_optimize import compile_in_parallel


def jobs(count: int, threads: list[str]):
    def job(index: int):
        def run() -> bytes:
            threads.append(threading.current_thread().name)
            return b"object %d" % index

        return run

    return [job(index) for index in range(count)]


def test_the_jobs_run_on_threads_of_their_own():
    threads: list[str] = []
    assert compile_in_parallel(jobs(4, threads)) == [b"object %d" % index for index in range(4)]
    assert len(set(threads)) == 4


@pytest.mark.parametrize("startable", [0, 1, 2])
def test_jobs_no_thread_can_be_started_for_run_on_the_calling_thread(monkeypatch, startable):
    start = threading.Thread.start
    started = []

    def limited_start(self) -> None:
        if len(started) >= startable:
            raise RuntimeError("can't start new thread")
        started.append(self)
        start(self)

    monkeypatch.setattr(threading.Thread, "start", limited_start)
    threads: list[str] = []
    assert compile_in_parallel(jobs(5, threads)) == [b"object %d" % index for index in range(5)]
    assert threads.count(threading.current_thread().name) == 5 - startable
