"""Timing helpers shared by the CPU benchmarks: medians of repeated calls, ratios, compile breakdowns."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def _seconds(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def _turn(call: Callable[[], object], burst: float) -> float:
    """The seconds of one call, or the median of the later half of a burst of calls `burst` seconds long."""
    if burst <= 0:
        return _seconds(call)
    times: list[float] = []
    deadline = time.perf_counter() + burst
    while len(times) < 3 or time.perf_counter() < deadline:
        times.append(_seconds(call))
    return statistics.median(times[len(times) // 2 :])


def interleaved_medians(
    calls: dict[str, Callable[[], object]], repeats: int, warmup: int = 1, burst: float = 0.0
) -> dict[str, float]:
    """The median seconds of each call over `repeats` rounds, one turn of each per round (so that a
    change of machine load hits all alike), after `warmup` untimed rounds.

    A turn is one call, or with `burst` (seconds) as many calls back to back as take that long (3 at
    least), of which the later half count (their median): in one process, the first calls after another
    library's share the machine with that library's worker threads while they spin before going to
    sleep (OpenBLAS's for about 0.1 s, which makes aiopt's 1024² matmul take twice as long right after
    numpy's), and each peer is meant to be timed running on its own."""
    for _ in range(warmup):
        for call in calls.values():
            call()
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(repeats):
        for name, call in calls.items():
            samples[name].append(_turn(call, burst))
    return {name: statistics.median(times) for name, times in samples.items()}


def compare(name: str, ours: Callable[[], object], numpy: Callable[[], object], repeats: int) -> float:
    """Time both in one run, alternating calls (so that a change of machine load hits both alike);
    print and return the ratio of the medians, time(aiopt) / time(numpy)."""
    medians = interleaved_medians({"aiopt": ours, "numpy": numpy}, repeats)
    ours_time, numpy_time = medians["aiopt"], medians["numpy"]
    ratio = ours_time / numpy_time
    print(f"{name:<34} aiopt {1e3 * ours_time:9.3f} ms   numpy {1e3 * numpy_time:9.3f} ms   ratio {ratio:6.2f}")
    return ratio


def print_compile_breakdown(name: str, timings: dict[str, float], total: float) -> None:
    """The compile time of one program and the share of each pass (as --mlir-timing shows it)."""
    print(f"compile time of {name}: {total:.3f} s")
    for step, seconds in sorted(timings.items(), key=lambda item: -item[1]):
        print(f"  {seconds:8.4f} s ({100 * seconds / total:5.1f}%)  {step}")
