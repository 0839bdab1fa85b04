"""Timing helpers shared by the CPU benchmarks: medians of repeated calls, ratios, compile breakdowns."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def _seconds(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def interleaved_medians(calls: dict[str, Callable[[], object]], repeats: int, warmup: int = 1) -> dict[str, float]:
    """The median seconds of each call over `repeats` rounds, one call of each per round (so that a
    change of machine load hits all alike), after `warmup` untimed rounds."""
    for _ in range(warmup):
        for call in calls.values():
            call()
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(repeats):
        for name, call in calls.items():
            samples[name].append(_seconds(call))
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
