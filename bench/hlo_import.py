"""How fast `ai-translate --hlo-text-to-mhlo` imports HLO text.

    python bench/hlo_import.py --instructions 10000 --runs 5

Generates one ENTRY computation of `--instructions` instructions (parameters,
constants, broadcasts, elementwise binary and unary ops, compares and selects
on f32[8,64] with layouts and metadata, as JAX prints them), then times
parsing alone and parsing + building mhlo + verifying, `--runs` times each,
and prints the median time and instructions per second of both.
"""

from __future__ import annotations

import argparse
import statistics
import time

from aiopt.targets.hlo_import import import_hlo_text, parse_hlo
from aiopt.support.verifier import verify_operation

SHAPE = "f32[8,64]{1,0}"
BINARY = ("add", "multiply", "subtract", "maximum", "minimum", "divide")
UNARY = ("exponential", "negate", "abs", "tanh")


def generate(count: int) -> str:
    """An HLO module of `count` instructions computing one f32[8,64] value."""
    lines = [f"HloModule bench, entry_computation_layout={{({SHAPE}, {SHAPE})->{SHAPE}}}", "", "ENTRY main.1 {"]
    lines += [f"  p.0 = {SHAPE} parameter(0)", f"  p.1 = {SHAPE} parameter(1)"]
    tensors = ["p.0", "p.1"]
    for i in range(2, count - 1):
        meta = f'metadata={{op_name="jit(f)/op{i}" source_file="f.py" source_line={i}}}'
        a, b = tensors[-1], tensors[-2]
        kind = i % 8
        if kind == 0:
            lines.append(f"  c.{i} = f32[] constant({i % 7}.5)")
            continue
        if kind == 1:
            text = f"broadcast(c.{i - 1}), dimensions={{}}"
        elif kind in (2, 3, 4):
            text = f"{BINARY[i % len(BINARY)]}({a}, {b}), {meta}"
        elif kind == 5:
            lines.append(f"  g.{i} = pred[8,64]{{1,0}} compare({a}, {b}), direction=GT")
            continue
        elif kind == 6:
            text = f"select(g.{i - 1}, {a}, {b})"
        else:
            text = f"{UNARY[i % len(UNARY)]}({a}), {meta}"
        lines.append(f"  v.{i} = {SHAPE} {text}")
        tensors.append(f"v.{i}")
    lines.append(f"  ROOT r.0 = {SHAPE} add({tensors[-1]}, {tensors[-2]})")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _median_seconds(action, runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    text = generate(args.instructions)
    count = sum(1 for line in text.splitlines() if " = " in line)
    parse_hlo(text)  # build the LALR tables once, outside the timings
    rows = [
        ("parse", lambda: parse_hlo(text)),
        ("parse+build+verify", lambda: verify_operation(import_hlo_text(text))),
    ]
    print(f"{count} instructions, {len(text)} bytes, median of {args.runs} runs")
    for label, action in rows:
        seconds = _median_seconds(action, args.runs)
        print(f"  {label:<20} {seconds * 1000:9.1f} ms  {count / seconds:10.0f} instructions/s")


if __name__ == "__main__":
    main()
