"""How long `ai-opt` takes to start, against the interpreter doing nothing.

    python bench/startup.py --runs 20
    python bench/startup.py --imports 15

Runs `python -c pass`, `ai-opt` on a three-op file (a func with one
arith.addi and a return) without and with `--canonicalize`, `ai-opt --help`
and `ai-opt --list-passes`, and the peers on the same file when they are
installed (`xdsl-opt` beside this Python, upstream `mlir-opt`), each `--runs`
times, interleaved, and prints the median and fastest wall time of each and
its ratio to the bare interpreter and to `xdsl-opt`. `--imports K` also runs
ai-opt once under `python -X importtime` and lists the K modules that took
longest to import, by their own time and with what they imported.

The first, untimed run of each command writes the `.pyc` files of modules
edited since they were last compiled, as installing a package does, even
where `PYTHONDONTWRITEBYTECODE` is set: otherwise every timed run would
compile them again. It also fills ai-opt's start-up cache (the dataclass code
of `aiopt.tools.startup_cache`, kept in `$AIOPT_CACHE_DIR`); the line
`ai-opt (no start-up cache)` is a run without it, as the very first run is.
"""

from __future__ import annotations

import argparse
import os
import shutil
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


NO_STARTUP_CACHE = "no start-up cache"
"""Commands whose name holds this run with AIOPT_NO_STARTUP_CACHE=1."""


def _time_once(command: list[str], env: dict[str, str] | None = None) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return time.perf_counter() - started


def _peer_commands(python: str, input_path: Path) -> dict[str, list[str]]:
    """`xdsl-opt` (installed beside `python`) and upstream `mlir-opt` on the input, where present."""
    commands = {}
    xdsl_opt = Path(python).parent / "xdsl-opt"
    if xdsl_opt.exists():
        commands["xdsl-opt three-ops.mlir"] = [str(xdsl_opt), str(input_path)]
    try:
        from aiopt.tools.upstream import find_upstream_tool

        mlir_opt = find_upstream_tool("mlir-opt")
    except ImportError:
        mlir_opt = shutil.which("mlir-opt")
    if mlir_opt:
        commands["mlir-opt three-ops.mlir"] = [mlir_opt, str(input_path)]
    return commands


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
            f"ai-opt ({NO_STARTUP_CACHE})": [ai_opt, str(input_path)],
            "ai-opt --canonicalize": [ai_opt, str(input_path), "--canonicalize"],
            "ai-opt --help": [ai_opt, "--help"],
            "ai-opt --list-passes": [ai_opt, "--list-passes"],
            **_peer_commands(python, input_path),
        }
        environments = {
            name: {**os.environ, "AIOPT_NO_STARTUP_CACHE": "1"} if NO_STARTUP_CACHE in name else None
            for name in commands
        }
        for name, command in commands.items():  # warm the file cache, the .pyc files and the start-up cache
            environment = dict(environments[name] or os.environ)
            environment.pop("PYTHONDONTWRITEBYTECODE", None)
            _time_once(command, environment)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(_time_once(command, environments[name]))
        imports = _import_times(python, input_path) if args.imports else []

    baseline = statistics.median(times["python -c pass"])
    xdsl_opt = statistics.median(times["xdsl-opt three-ops.mlir"]) if "xdsl-opt three-ops.mlir" in times else None
    print(f"{args.runs} runs each, {python}")
    print(f"  {'command':<34} {'median':>9} {'fastest':>9} {'ratio':>7}" + (f" {'/xdsl-opt':>10}" if xdsl_opt else ""))
    for name, samples in times.items():
        median = statistics.median(samples)
        line = f"  {name:<34} {median * 1e3:>7.1f}ms {min(samples) * 1e3:>7.1f}ms {median / baseline:>6.1f}x"
        print(line + (f" {median / xdsl_opt:>9.2f}x" if xdsl_opt else ""))

    if imports:
        total = sum(own for own, _, _ in imports)
        print(f"\nimports of one `ai-opt three-ops.mlir`: {len(imports)} modules, {total / 1e3:.0f} ms (under -X importtime)")
        print(f"  {'own':>8} {'with imports':>13}  module")
        for own, cumulative, name in sorted(imports, reverse=True)[: args.imports]:
            print(f"  {own / 1e3:>6.1f}ms {cumulative / 1e3:>11.1f}ms  {name.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
