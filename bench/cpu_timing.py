"""Timing helpers shared by the CPU benchmarks: medians of repeated calls, ratios, compile breakdowns."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def _seconds(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def compare(name: str, ours: Callable[[], object], numpy: Callable[[], object], repeats: int) -> float:
    """Time both in one run, alternating calls (so that a change of machine load hits both alike);
    print and return the ratio of the medians, time(aiopt) / time(numpy)."""
    ours()
    numpy()
    ours_times, numpy_times = [], []
    for _ in range(repeats):
        ours_times.append(_seconds(ours))
        numpy_times.append(_seconds(numpy))
    ours_time, numpy_time = statistics.median(ours_times), statistics.median(numpy_times)
    ratio = ours_time / numpy_time
    print(f"{name:<34} aiopt {1e3 * ours_time:9.3f} ms   numpy {1e3 * numpy_time:9.3f} ms   ratio {ratio:6.2f}")
    return ratio


def print_compile_breakdown(name: str, timings: dict[str, float], total: float) -> None:
    """The compile time of one program and the share of each pass (as --mlir-timing shows it)."""
    print(f"compile time of {name}: {total:.3f} s")
    for step, seconds in sorted(timings.items(), key=lambda item: -item[1]):
        print(f"  {seconds:8.4f} s ({100 * seconds / total:5.1f}%)  {step}")
