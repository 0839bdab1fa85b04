"""aiopt's compile time per pass, this tree against a git revision, in alternating processes (issue 19).

    python bench/compile_passes.py [--against REV] [--rounds 6] [--repeats 3]
                                   [--only transformer,mlp,softmax] [--programs DIR]

Each process compiles the chosen `bench/peer_programs` (`_transformer_block-128x256-...`,
`_mlp-256x512-...`, `_softmax-1024x1024`, ...: the first file whose name starts with
`_NAME`) `--repeats` times after one warm-up, with the default CPU pipeline and no
compile cache, up to the LLVM IR (the parser, each pass and the translation, as
`.timings` reports them; not the JIT, which is llvmlite's), and reports the median
per step. Times are the process's CPU time (`time.process_time`): on a shared
machine wall-clock medians moved by half with the load. `--against REV` runs
the same in processes that import aiopt from `git archive REV`, alternating
with this tree's, and prints both medians over the rounds and the change; the
LLVM IR of the two is compared too (a difference is reported). Without it, this
tree only.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIRS = ("dialects", "support", "reference", "transforms", "lowering", "targets", "runtime", "tools")
"""The top-level folders that are subpackages of `aiopt` (pyproject.toml; `api/` is the package itself)."""

CHILD = """
import hashlib, json, statistics, sys, time
time.perf_counter = time.process_time  # the steps' timings in CPU time
from aiopt.runtime import compiler
repeats, paths = int(sys.argv[1]), sys.argv[2:]
out = {}
for path in paths:
    text = open(path).read()
    compiler._lower(text, text, [], None, True, path)
    runs = []
    for _ in range(repeats):
        started = time.process_time()
        with compiler.young_collections_every():
            llvm_ir, _, timings = compiler._lower(text, text, [], None, True, path)
        timings["total"] = time.process_time() - started
        runs.append(timings)
    out[path] = {"ir": hashlib.sha256(llvm_ir.encode()).hexdigest(),
                 "steps": {k: statistics.median(r.get(k, 0.0) for r in runs) for k in runs[0]}}
print(json.dumps(out))
"""


def package_of(revision: str, where: Path) -> Path:
    """A folder holding the `aiopt` package of git revision `revision` (laid out as pyproject.toml maps it)."""
    source = where / "source"
    source.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    package = where / "package" / "aiopt"
    shutil.copytree(source / "api", package)
    for name in PACKAGE_DIRS:
        shutil.copytree(source / name, package / name)
    return package.parent


def run_round(python_path: str | None, repeats: int, paths: list[str]) -> dict:
    env = dict(os.environ)
    if python_path is not None:
        env["PYTHONPATH"] = python_path  # before the editable install's finder, which comes last
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(repeats), *paths], env=env, cwd=tempfile.gettempdir(),
        capture_output=True, text=True,
    )
    if done.returncode:
        raise SystemExit(f"a compile process failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REV", help="also time this git revision, in alternating processes")
    parser.add_argument("--rounds", type=int, default=6, help="processes of each version (default 6)")
    parser.add_argument("--repeats", type=int, default=3, help="compiles of each program per process (default 3)")
    parser.add_argument("--only", default="transformer,mlp,softmax", help="program name prefixes (default %(default)s)")
    parser.add_argument("--programs", type=Path, default=ROOT / "bench" / "peer_programs")
    parser.add_argument("--min-ms", type=float, default=5.0, help="steps shorter than this are left out")
    args = parser.parse_args(argv)
    paths = []
    for name in args.only.split(","):
        found = sorted(args.programs.glob(f"_{name}*.mlir"), key=lambda p: -p.stat().st_size)
        if not found:
            parser.error(f"no program _{name}*.mlir in {args.programs}")
        paths.append(str(found[0]))  # the largest
    with tempfile.TemporaryDirectory() as scratch:
        versions = {"this tree": None}
        if args.against:
            versions = {args.against: str(package_of(args.against, Path(scratch))), "this tree": None}
        results: dict[str, list[dict]] = {name: [] for name in versions}
        for index in range(args.rounds):
            order = list(versions) if index % 2 == 0 else list(reversed(versions))
            for name in order:
                results[name].append(run_round(versions[name], args.repeats, paths))
    names = list(versions)
    for path in paths:
        rounds = {name: [r[path] for r in results[name]] for name in names}
        first = rounds[names[0]][0]["steps"]
        same = len({r["ir"] for name in names for r in rounds[name]}) == 1
        print(f"{Path(path).name}: CPU ms, medians of {args.rounds} processes x {args.repeats} compiles"
              + ("" if len(names) == 1 else (", same LLVM IR" if same else ", LLVM IR DIFFERS")))
        print(f"  {'step':58s}" + "".join(f"{n[:12]:>13s}" for n in names) + ("   change" if len(names) > 1 else ""))
        for step in sorted(first, key=lambda s: (s != "total", -first[s])):
            medians = [statistics.median(r["steps"].get(step, 0.0) for r in rounds[n]) * 1000 for n in names]
            if step != "total" and max(medians) < args.min_ms:
                continue
            change = f"  {100 * (medians[-1] - medians[0]) / medians[0]:+6.1f}%" if len(names) > 1 and medians[0] else ""
            print(f"  {step[:58]:58s}" + "".join(f"{m:13.1f}" for m in medians) + change)
    return 0


if __name__ == "__main__":
    sys.exit(main())
