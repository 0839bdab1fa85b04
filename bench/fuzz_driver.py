"""Fuzz `ai-opt` with many generated cases and print how each category fared.

    python bench/fuzz_driver.py --cases 10000 --seed 0
    python bench/fuzz_driver.py --pipeline 'canonicalize,cse'
    python bench/fuzz_driver.py --passes                      # 6000 cases, about a minute
    python bench/fuzz_driver.py --passes --only one-shot-bufferize,lower-affine
    python bench/fuzz_driver.py --passes --corpus /path/to/mlir/test   # chunks of another test suite
    python bench/fuzz_driver.py --tools --cases 2000 --time-limit 60   # ai-translate, ai-runner, pipelines, files

Cases come from `fuzz_cases.py`, the generator `test/tools/test_fuzz.py`
uses too. With `--passes` they are the `// -----` chunks of every lit test,
as written or mutated (lines dropped, duplicated or swapped, element types,
shapes and integers changed), run through every registered pass (or those
of `--only`), through stretches of the CPU pipeline followed by
`ai-translate --mlir-to-llvmir`, through `ai-translate` alone, and through
passes given doubtful option values. With `--tools` they exercise what those
leave alone (`fuzz_cases.generate_tool_cases`): mutated HLO text imported and
read back, every translation on input of another kind, `ai-runner` on the
chunks' functions (also with `--inputs` files right and wrong, and on buffers
of odd layouts), malformed pass pipelines, pipelines of the passes added
lately (inline's nested pipelines, sccp, ...), odd driver flags (split
markers, `--verify-diagnostics` modes, plugins that do not load), and files of
bad bytes; a case whose input file changed is `clobbered`. The
summary counts every category, then lists each distinct problem of the
categories that are not acceptable (the first line ai-opt printed, digits
blurred) with how often it came up and its shortest input.
Exits 1 when any case was not acceptable.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from fuzz_cases import (
    ACCEPTABLE,
    CATEGORIES,
    Case,
    Outcome,
    generate_cases,
    generate_pass_cases,
    generate_tool_cases,
    run_case,
    shorten,
    sweep_pass_cases,
)


def _problem(outcome: Outcome) -> str:
    """One line that tells this problem from others: what ai-opt said, without numbers."""
    lines = outcome.stderr.strip().splitlines()
    if outcome.category == "hang":
        return "no answer within the time limit"
    # A traceback's last line names the exception; otherwise the first line says it all.
    line = (lines[-1] if outcome.category == "traceback" else lines[0]) if lines else "(no output)"
    return re.sub(r"\d+", "N", line)[:200]


def main(argv: list[str] | None = None) -> int:
    """Run the cases and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, help="number of cases to run (10000, or 6000 with --passes)")
    parser.add_argument("--seed", type=int, default=0, help="random seed of the generator")
    parser.add_argument("--time-limit", type=float, default=5.0, help="seconds before a case counts as a hang")
    parser.add_argument("--examples", type=int, default=5, help="distinct problems to show per category")
    parser.add_argument("--pipeline", help="also run these passes on every case (ai-opt's -p 'builtin.module(PIPELINE)')")
    parser.add_argument("--passes", action="store_true", help="run registered passes on the lit test chunks")
    parser.add_argument("--tools", action="store_true", help="run ai-translate, ai-runner, pipelines and files")
    parser.add_argument("--only", help="with --passes: comma-separated passes to draw from (default: all)")
    parser.add_argument(
        "--corpus", type=Path, help="with --passes or --tools: the chunks of the .mlir files under this folder"
    )
    parser.add_argument(
        "--sweep", action="store_true", help="with --passes: every chunk unchanged through every pass (ignores --cases)"
    )
    parser.add_argument("--save", type=Path, help="write the shortest input of each problem shown to this folder")
    args = parser.parse_args(argv)
    if args.corpus is not None and not any(args.corpus.rglob("*.mlir")):
        parser.error(f"--corpus {args.corpus}: no .mlir files under it")
    if args.cases is None:
        args.cases = 2_000 if args.tools else 6_000 if args.passes else 10_000
    only = args.only.split(",") if args.only else None
    if args.tools:
        cases = generate_tool_cases(args.cases, args.seed, args.corpus)
    elif args.passes and args.sweep:
        cases = list(sweep_pass_cases(only))
        args.cases = len(cases)
    elif args.passes:
        cases = generate_pass_cases(args.cases, args.seed, only, args.corpus)
    else:
        cases = generate_cases(args.cases, args.seed)

    counts: Counter[str] = Counter()
    by_kind: defaultdict[str, Counter[str]] = defaultdict(Counter)
    problems: defaultdict[str, dict[str, list[Case]]] = defaultdict(dict)
    slowest: tuple[float, Case | None] = (0.0, None)
    started = time.perf_counter()
    for case in cases:
        if args.pipeline:
            case = dataclasses.replace(case, flags=(*case.flags, f"-p=builtin.module({args.pipeline})"))
        outcome = run_case(case, args.time_limit)
        counts[outcome.category] += 1
        by_kind[case.kind.split("+")[0].split(" [")[0]][outcome.category] += 1
        if outcome.category not in ACCEPTABLE:
            problems[outcome.category].setdefault(_problem(outcome), []).append(case)
        if outcome.seconds > slowest[0]:
            slowest = (outcome.seconds, case)
    elapsed = time.perf_counter() - started

    pipeline = (
        f", passes {args.pipeline}"
        if args.pipeline
        else ", other tools, pipelines and files"
        if args.tools
        else ", registered passes on lit chunks"
        if args.passes
        else ""
    )
    print(f"{args.cases} cases, seed {args.seed}{pipeline}, {elapsed:.1f} s")
    labels = {
        "ok": "succeeded",
        "located": "located errors",
        "unlocated": "errors without location",
        "internal": "internal errors (exit 2)",
        "traceback": "tracebacks",
        "hang": f"hangs (> {args.time_limit:g} s)",
        "reparse": "outputs that do not parse",
        "clobbered": "input files changed",
    }
    for category in CATEGORIES:
        print(f"  {labels[category]:<28} {counts[category]:>6}")
    if slowest[1] is not None:
        print(f"  slowest case: {slowest[0]:.2f} s ({slowest[1].kind})")

    print("\nby kind of case:")
    for kind in sorted(by_kind):
        row = ", ".join(f"{category} {n}" for category, n in sorted(by_kind[kind].items()))
        print(f"  {kind:<36} {row}")

    for category in CATEGORIES:
        if not problems[category]:
            continue
        print(f"\n{labels[category]}, {len(problems[category])} distinct:")
        ranked = sorted(problems[category].items(), key=lambda item: -len(item[1]))
        for problem, cases in ranked[: args.examples]:
            shortest = min(cases, key=lambda case: len(case.text))
            print(f"  {len(cases)} x {problem}")
            print(f"    [{shortest.kind}] {shortest.tool} {' '.join(shortest.flags) or '(no flags)'}")
            print(f"    input: {shorten(shortest.text)}")
            if args.save:
                args.save.mkdir(parents=True, exist_ok=True)
                saved = args.save / f"{category}-{ranked.index((problem, cases))}.mlir"
                saved.write_text(f"// {shortest.tool} {' '.join(shortest.flags)}\n{shortest.text}", encoding="utf-8")
                print(f"    saved: {saved}")
    return 0 if all(counts[c] == 0 for c in CATEGORIES if c not in ACCEPTABLE) else 1


if __name__ == "__main__":
    sys.exit(main())
