"""Timing helpers shared by the CPU benchmarks: medians of repeated calls, ratios, compile breakdowns."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(call: Callable[[], object], repeats: int) -> float:
    """The median wall time of `repeats` calls of `call`, after one warm-up call."""
    call()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def compare(name: str, ours: Callable[[], object], numpy: Callable[[], object], repeats: int) -> float:
    """Time both interleaved in one run; print and return time(aiopt) / time(numpy)."""
    ours_time = median_seconds(ours, repeats)
    numpy_time = median_seconds(numpy, repeats)
    ratio = ours_time / numpy_time
    print(f"{name:<34} aiopt {1e3 * ours_time:9.3f} ms   numpy {1e3 * numpy_time:9.3f} ms   ratio {ratio:6.2f}")
    return ratio


def print_compile_breakdown(name: str, timings: dict[str, float], total: float) -> None:
    """The compile time of one program and the share of each pass (as --mlir-timing shows it)."""
    print(f"compile time of {name}: {total:.3f} s")
    for step, seconds in sorted(timings.items(), key=lambda item: -item[1]):
        print(f"  {seconds:8.4f} s ({100 * seconds / total:5.1f}%)  {step}")
