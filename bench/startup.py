"""How long `ai-opt` takes to start, against the interpreter doing nothing.

    python bench/startup.py --runs 20
    python bench/startup.py --imports 15

Runs `python -c pass`, `ai-opt` on a three-op file (a func with one
arith.addi and a return), `ai-opt --help` and `ai-opt --list-passes`, each
`--runs` times, interleaved, and prints the median and fastest wall time of
each and its ratio to the bare interpreter. `--imports K` also runs ai-opt
once under `python -X importtime` and lists the K modules that took longest
to import, by their own time and with what they imported.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

THREE_OPS = """func.func @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  func.return %c : i32
}
"""


def _time_once(command: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def _import_times(python: str, input_path: Path) -> list[tuple[int, int, str]]:
    """(own microseconds, cumulative microseconds, module) for each import of one ai-opt run."""
    result = subprocess.run(
        [python, "-X", "importtime", "-m", "aiopt.tools.ai_opt", str(input_path)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    rows = []
    for line in result.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line.removeprefix("import time:").split("|")
        rows.append((int(own), int(cumulative), name.rstrip()))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Time the commands and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="runs of each command")
    parser.add_argument("--imports", type=int, default=0, metavar="K", help="also list the K slowest imports")
    args = parser.parse_args(argv)

    python = sys.executable
    ai_opt = str(Path(python).parent / "ai-opt")
    with tempfile.TemporaryDirectory() as tmp:
        input_path = Path(tmp) / "three-ops.mlir"
        input_path.write_text(THREE_OPS)
        commands = {
            "python -c pass": [python, "-c", "pass"],
            "ai-opt three-ops.mlir": [ai_opt, str(input_path)],
            "ai-opt --help": [ai_opt, "--help"],
            "ai-opt --list-passes": [ai_opt, "--list-passes"],
        }
        for command in commands.values():  # warm the file cache and the .pyc files
            _time_once(command)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(_time_once(command))
        imports = _import_times(python, input_path) if args.imports else []

    baseline = statistics.median(times["python -c pass"])
    print(f"{args.runs} runs each, {python}")
    print(f"  {'command':<24} {'median':>9} {'fastest':>9} {'ratio':>7}")
    for name, samples in times.items():
        median = statistics.median(samples)
        print(f"  {name:<24} {median * 1e3:>7.1f}ms {min(samples) * 1e3:>7.1f}ms {median / baseline:>6.1f}x")

    if imports:
        total = sum(own for own, _, _ in imports)
        print(f"\nimports of one `ai-opt three-ops.mlir`: {len(imports)} modules, {total / 1e3:.0f} ms (under -X importtime)")
        print(f"  {'own':>8} {'with imports':>13}  module")
        for own, cumulative, name in sorted(imports, reverse=True)[: args.imports]:
            print(f"  {own / 1e3:>6.1f}ms {cumulative / 1e3:>11.1f}ms  {name.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
