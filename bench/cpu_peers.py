"""Run time of aiopt against jax.jit, IREE and numpy on the workloads of issue 20, side by side.

    python bench/cpu_peers.py [--repeats 5] [--programs DIR] [--peers aiopt,jax,iree,numpy]
                              [--only tanh,matmul,...] [--quick] [--json OUT]
                              [--aiopt-cpu x86-64-v4|skylake-avx512|...]

Every workload (bench/peers.py) is exported once by JAX as StableHLO text
and compiled from that same text by aiopt and by IREE (llvm-cpu for the
host); jax.jit runs the JAX function, numpy the numpy one. Each peer's
results are checked against numpy in float64 (rtol 1e-3, atol 1e-4; a
mismatch is reported in the table, and that peer is not timed). Run times
are medians of `--repeats` interleaved rounds after one warm-up round,
inputs already where each peer keeps them. In each round each peer runs
a burst of calls `--burst` seconds long (0.3 s; 3 calls at least) and
the later half count: the peers share one process, and a peer's worker
threads that spin after its calls (OpenBLAS's do for about 0.1 s) would
take a core from the first calls of the next peer (aiopt's 1024² matmul
takes twice as long right after numpy's).
The table gives aiopt ÷ the best peer (< 1: aiopt is faster).

The machine's copy bandwidth (a numpy copy of a 64 MiB array, bytes read
plus bytes written per second) is measured in the same run, and the
element-wise workload's achieved bandwidth (3 arrays read, 1 written) is
reported as a share of it.

Peers that are not installed are skipped with a note. With `--programs DIR`
the exported texts are kept in DIR and read from there when present, so
that aiopt and IREE run without JAX (`bench/peer_programs` holds them).
`--quick` runs tiny shapes (the smoke test does, with `--peers aiopt`).
`--aiopt-cpu CPU` has aiopt generate code for another CPU than the host's
(an x86-64 level or a named CPU of bench/cpu_targets.py, whose instructions
the host must have); the other peers are left as they are.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys

import numpy as np
import peers
from cpu_targets import forced, lacking
from cpu_timing import interleaved_medians

PEERS = ["aiopt", "jax", "iree", "numpy"]
TITLES = {"aiopt": "aiopt", "jax": "jax.jit", "iree": f"IREE (llvm-cpu, {peers.iree_target_cpu()})", "numpy": "numpy"}


def copy_bandwidth(nbytes: int, repeats: int) -> float:
    """Bytes per second of a numpy copy of an `nbytes` array (read plus written), the median of `repeats`."""
    source = np.ones(nbytes // 4, np.float32)
    target = np.empty_like(source)
    seconds = interleaved_medians({"copy": lambda: np.copyto(target, source)}, repeats)["copy"]
    return 2 * source.nbytes / seconds


def measure(workload: peers.Workload, chosen: list[str], args) -> dict:
    """Compile, check and time every chosen peer on one workload."""
    inputs = workload.inputs(args.quick)
    text = peers.exported_text(workload, inputs, args.programs)
    expected = peers.reference(workload, inputs)
    entry: dict = {"name": workload.name, "key": workload.key, "times": {}, "errors": {}, "max_excess": {}}
    runs = {}
    for peer in chosen:
        try:
            with forced(args.aiopt_cpu) if peer == "aiopt" and args.aiopt_cpu != "host" else contextlib.nullcontext():
                result, run = peers.runners(peer, workload, text, inputs)
            excess = peers.tolerance_excess(result(), expected)
        except Exception as err:  # a peer that fails is reported in the table, not fatal to the others
            first_line = next(iter(str(err).strip().splitlines()), "")
            entry["errors"][peer] = f"{type(err).__name__}: {first_line[:200]}"
            continue
        entry["max_excess"][peer] = excess
        if excess != 0.0:  # None (wrong shape), NaN or beyond the tolerance
            entry["errors"][peer] = "wrong shape" if excess is None else "mismatch"
            continue
        runs[peer] = run
    entry["times"] = interleaved_medians(runs, args.repeats, burst=0.0 if args.quick else args.burst)
    others = {p: t for p, t in entry["times"].items() if p != "aiopt"}
    if "aiopt" in entry["times"] and others:
        best = min(others, key=others.get)
        entry["best_peer"], entry["ratio"] = best, entry["times"]["aiopt"] / others[best]
    if workload.key == "tanh" and "aiopt" in entry["times"]:
        nbytes = 4 * inputs[0].nbytes  # x, y, z read; the result written
        entry["aiopt_bandwidth"] = nbytes / entry["times"]["aiopt"]
    return entry


def table(entries: list[dict], chosen: list[str]) -> str:
    header = ["workload"] + [TITLES[p] for p in chosen] + ["aiopt ÷ best peer"]
    rows = []
    for entry in entries:
        cells = [entry["name"]]
        for peer in chosen:
            cells.append(entry["errors"].get(peer, "").split(":")[0] or peers.milliseconds(entry["times"].get(peer)))
        cells.append(f"{entry['ratio']:.2f} ({TITLES[entry['best_peer']].split()[0]})" if "ratio" in entry else "")
        rows.append(cells)
    return peers.markdown_table(header, rows)


def main(argv: list[str] | None = None) -> int:
    """Measure every workload on every available peer; print the table, write --json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    peers.add_arguments(parser, PEERS)
    parser.add_argument("--burst", type=float, default=0.3, help="seconds of back-to-back calls per peer and round")
    parser.add_argument("--aiopt-cpu", default="host", help="the CPU aiopt generates code for (see cpu_targets.py)")
    args = parser.parse_args(argv)
    restricted = peers.run_for_isa(__file__, args, argv)
    if restricted is not None:
        return restricted

    chosen, skipped = peers.choose(parser, args.peers, PEERS)
    try:
        with forced(args.aiopt_cpu):
            pass
    except Exception as err:  # an unknown CPU, or one whose code the host cannot run
        parser.error(f"--aiopt-cpu: {err}")
    if lacking(args.aiopt_cpu):
        parser.error(
            f"--aiopt-cpu: {args.aiopt_cpu}'s code may use {', '.join(lacking(args.aiopt_cpu))}, which this CPU lacks"
        )
    workloads = peers.select(args.only.split(",") if args.only else None)

    info, versions = peers.machine(), peers.versions()
    print(peers.machine_line(info) + ("" if args.aiopt_cpu == "host" else f"; aiopt's code for {args.aiopt_cpu}"))
    print("versions: " + ", ".join(f"{name} {version}" for name, version in versions.items()))
    bandwidth = copy_bandwidth(1 << (16 if args.quick else 26), max(args.repeats, 3))
    print(f"copy bandwidth (numpy copy of a {'64 KiB' if args.quick else '64 MiB'} array): {bandwidth / 1e9:.1f} GB/s")
    for peer, why in skipped.items():
        print(f"note: {TITLES[peer]} skipped: {why}")
    entries = []
    for workload in workloads:
        entry = measure(workload, chosen, args)
        entries.append(entry)
        for peer, error in entry["errors"].items():
            print(f"note: {TITLES[peer]} on {workload.name}: {error}", file=sys.stderr)
    print()
    print(table(entries, chosen))
    for entry in entries:
        if "aiopt_bandwidth" in entry:
            achieved = entry["aiopt_bandwidth"]
            print(
                f"\n{entry['name']}: aiopt moves {achieved / 1e9:.1f} GB/s, "
                f"{100 * achieved / bandwidth:.0f}% of the copy bandwidth"
            )
    if args.json:
        results = {
            "machine": info,
            "versions": versions,
            "repeats": args.repeats,
            "burst_s": args.burst,
            "quick": args.quick,
            "aiopt_cpu": args.aiopt_cpu,
            "tolerance": {"rtol": peers.RTOL, "atol": peers.ATOL},
            "copy_bandwidth_bytes_per_s": bandwidth,
            "skipped": skipped,
            "workloads": entries,
        }
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
