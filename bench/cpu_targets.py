"""aiopt's code for other x86-64 CPUs than the host, checked and timed on the host.

    python bench/cpu_targets.py [--cpus host,x86-64-v4,skylake-avx512,...] [--only matmul,...]
                                [--quick] [--repeats 9] [--check-only] [--json OUT]

Each CPU's code is generated as aiopt would generate it on that CPU: an
x86-64 level through `$AIOPT_TARGET_CPU` (`aiopt.runtime.jit.target_cpu`),
a named CPU (`NAMED_CPUS`: LLVM's name and the ISA features it enables) by
handing the code generator that name and feature string where it would read
the host's, as on an Intel server. The workloads of bench/peers.py, read
from bench/peer_programs, are compiled for every CPU and their results
checked against numpy in float64 (peers.py's tolerance); with `--quick`
(the tiny shapes) also against the reference interpreter.

A CPU whose features the host lacks (Sapphire Rapids' AVX512-FP16, AVX-VNNI
and AMX on Zen 4) is compiled, its assembly searched for instructions of
those features (`UNRUNNABLE`), and run only when it has none; otherwise the
table says "not run".

The test suite runs the same way: `PYTHONPATH=bench pytest -p cpu_targets` with `$AIOPT_BENCH_CPU` naming
a CPU compiles for it wherever a test compiles for the host (`pytest_configure`).

Times: one thread (`AIOPT_NUM_THREADS=1`), the process's CPU time
(`time.process_time`) of a turn of calls (at least `--turn` seconds), per
call; the median of `--repeats` rounds in which every CPU's code takes one
turn (interleaved, so that load on the machine hits all alike).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import peers

PROGRAMS = Path(__file__).resolve().parent / "peer_programs"

_V2 = ("cx16", "sahf", "popcnt", "sse3", "sse4.1", "sse4.2", "ssse3")
_V3 = _V2 + ("avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe", "xsave")
_V4 = _V3 + ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl")
_SKX = _V4 + ("adx", "aes", "clflushopt", "clwb", "pclmul", "prfchw", "rdseed", "xsavec", "xsaves")
_ICX = _SKX + ("avx512bitalg", "avx512ifma", "avx512vbmi", "avx512vbmi2", "avx512vnni", "avx512vpopcntdq", "gfni",
               "rdpid", "sha", "vaes", "vpclmulqdq")  # fmt: skip

LEVELS = ("x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4")
"""The x86-64 levels `$AIOPT_TARGET_CPU` takes (`aiopt.runtime.jit.target_cpu`)."""

NAMED_CPUS = {
    "haswell": _V3,
    "znver3": _V3 + ("adx", "aes", "clflushopt", "clwb", "pclmul", "rdseed", "sha", "sse4a", "vaes", "vpclmulqdq"),
    "skylake-avx512": _SKX,
    "icelake-server": _ICX,
    "sapphirerapids": _ICX + ("avx512bf16", "avx512fp16", "avxvnni", "amx-bf16", "amx-int8", "amx-tile"),
}
"""Named CPUs and the instruction-set features of LLVM's definition of each (X86.td) that code generation
can use: aiopt reads the vector width from them; LLVM takes the name (its own features and tuning) and these."""

_FP16 = re.compile(r"^v\w*(2ph|ph2|2sh|sh2)|^v\w*[ps]h[xyz]?$|^v\w*c[ps]h[xyz]?$|^vmovw$")
_F16C = ("vcvtph2ps", "vcvtps2ph")
"""AVX512-FP16's mnemonics (AT&T: `vaddph`, `vcvtsh2ss`, `vfpclassphz`, `vmovw` ...), and F16C's (and AVX-512F's
conversions between f16 and f32), which look like them."""

UNRUNNABLE = {
    "avx512fp16": lambda mnemonic, line: bool(_FP16.match(mnemonic)) and mnemonic not in _F16C,
    "avxvnni": lambda mnemonic, line: "{vex}" in line and mnemonic.startswith("vpdp"),
    "amx-tile": lambda mnemonic, line: mnemonic.startswith(("tile", "tdp", "tcmm", "ldtilecfg", "sttilecfg")),
    "amx-int8": lambda mnemonic, line: mnemonic.startswith("tdpb"),
    "amx-bf16": lambda mnemonic, line: mnemonic.startswith("tdpbf16"),
    "avx512bf16": lambda mnemonic, line: "bf16" in mnemonic,
}
"""For each feature a CPU here may lack: whether an assembly instruction (its mnemonic, its line) needs it."""


def host_features() -> set[str]:
    from aiopt.runtime.jit import host_cpu

    return {f[1:] for f in host_cpu()[1].split(",") if f.startswith("+")}


def lacking(cpu: str) -> list[str]:
    """The features of a named CPU that the host lacks (levels: `target_cpu` refuses those)."""
    return sorted(set(NAMED_CPUS.get(cpu, ())) - host_features())


@contextlib.contextmanager
def forced(cpu: str):
    """Generate code for `cpu` ("host", an x86-64 level or a NAMED_CPUS name) inside the block."""
    from aiopt.runtime import jit

    if cpu not in ("host", *LEVELS, *NAMED_CPUS):
        raise ValueError(f"unknown CPU '{cpu}' (expected host, {', '.join(LEVELS)}, {', '.join(NAMED_CPUS)})")
    saved_variable, saved_host = os.environ.get(jit.TARGET_CPU_VARIABLE), jit.host_cpu
    try:
        if cpu in NAMED_CPUS:
            os.environ.pop(jit.TARGET_CPU_VARIABLE, None)
            features = ",".join(f"+{f}" for f in NAMED_CPUS[cpu])
            jit.host_cpu = lambda: (cpu, features)
        else:
            os.environ[jit.TARGET_CPU_VARIABLE] = cpu
        jit.target_cpu()  # an unknown level, or one the host lacks, is a JitError here
        yield
    finally:
        jit.host_cpu = saved_host
        if saved_variable is None:
            os.environ.pop(jit.TARGET_CPU_VARIABLE, None)
        else:
            os.environ[jit.TARGET_CPU_VARIABLE] = saved_variable


BENCH_CPU_VARIABLE = "AIOPT_BENCH_CPU"


def pytest_configure(config) -> None:
    """As a pytest plugin (`-p cpu_targets`): with `$AIOPT_BENCH_CPU` set, code for that CPU (a level or a
    NAMED_CPUS name whose instructions the host has) wherever the tests compile for the host; tests that
    force a level keep it (skipped where that level needs more than the CPU has)."""
    cpu = os.environ.get(BENCH_CPU_VARIABLE, "")
    if not cpu or cpu == "host":
        return
    from aiopt.runtime import jit

    if cpu not in (*LEVELS, *NAMED_CPUS):
        raise ValueError(f"unknown CPU '{cpu}' in ${BENCH_CPU_VARIABLE}")
    if lacking(cpu):
        raise ValueError(f"${BENCH_CPU_VARIABLE}: {cpu}'s code may use {', '.join(lacking(cpu))}, which this CPU lacks")
    with forced(cpu):
        pass  # a level the host lacks is a JitError
    features = ",".join(f"+{f}" for f in NAMED_CPUS.get(cpu, ()))
    jit.host_cpu = lambda: (cpu, features)


@contextlib.contextmanager
def assembly_recorded(texts: list[str]):
    """Append the assembly of every module the JIT compiles inside the block to `texts`."""
    from aiopt.targets import llvm_optimize

    emit = llvm_optimize.emit_object

    def recording(module, target_machine, *, unlocked: bool = False) -> bytes:
        texts.append(target_machine.emit_assembly(module))
        return emit(module, target_machine, unlocked=unlocked)

    llvm_optimize.emit_object = recording
    try:
        yield
    finally:
        llvm_optimize.emit_object = emit


def unrunnable_instructions(texts: list[str], features: list[str]) -> list[str]:
    """The instructions of `texts` (assembly) that need one of `features`; every feature without a rule in
    UNRUNNABLE counts as needed (the code is then never run)."""
    if any(f not in UNRUNNABLE for f in features):
        return [f"(no rule for {', '.join(f for f in features if f not in UNRUNNABLE)})"]
    found = []
    for text in texts:
        for line in text.splitlines():
            words = line.replace("{vex}", "").split()
            if not words or words[0].startswith((".", "#")) or words[0].endswith(":"):
                continue
            if any(UNRUNNABLE[f](words[0], line) for f in features):
                found.append(line.strip())
    return found


@functools.cache
def prepare_host_code() -> None:
    """Compile the code every process compiles once (runtimes, soft-float routines) for the host, before any
    other CPU is forced: it is shared by the code of every CPU (and the soft-float routines' is not seen by
    `assembly_recorded`)."""
    from aiopt.runtime import soft_float
    from aiopt.runtime.compiler import compile

    soft_float.register()
    text = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}"
    compile(text, cache=False)(np.ones(4, np.float32))


_ASSEMBLY: dict[str, list[str]] = {}
"""The assembly of every module compiled for each CPU in this process: a program's code calls code compiled
once per process and CPU (the micro-kernels), which is searched with every program."""


def compile_for(cpu: str, text: str):
    """(the compiled function, the instructions the host lacks that the code it runs uses) for `cpu`, compiled
    without the compile cache (all of it goes through `assembly_recorded`)."""
    from aiopt.runtime.compiler import compile

    prepare_host_code()
    texts = _ASSEMBLY.setdefault(cpu, [])
    with forced(cpu), assembly_recorded(texts):
        function = compile(text, cache=False)
    missing = lacking(cpu)
    return function, (unrunnable_instructions(texts, missing) if missing else [])


def check(workload: peers.Workload, cpus: list[str], quick: bool) -> tuple[dict, dict]:
    """Compile the workload for every CPU and check its results: (runnable functions, a line per CPU)."""
    inputs = workload.inputs(quick)
    text = peers.exported_text(workload, inputs, PROGRAMS)
    expected = peers.reference(workload, inputs)
    interpreted = None
    if quick:
        (interpreted,) = interpret(text, inputs)
    functions, notes = {}, {}
    for cpu in cpus:
        try:
            function, unrunnable = compile_for(cpu, text)
        except Exception as err:  # reported in the table
            notes[cpu] = f"compile error: {type(err).__name__}: {str(err).strip().splitlines()[0][:160]}"
            continue
        if unrunnable:
            notes[cpu] = f"not run ({len(unrunnable)} instructions the host lacks: {unrunnable[0]})"
            continue
        result = function(*inputs)
        excess = peers.tolerance_excess(result, expected)
        if excess != 0.0:
            notes[cpu] = f"MISMATCH with numpy (excess {excess})"
            continue
        if interpreted is not None and not np.allclose(result, interpreted, rtol=peers.RTOL, atol=peers.ATOL):
            notes[cpu] = "MISMATCH with the interpreter"
            continue
        notes[cpu] = "ok" + (" (assembly searched: none of " + ", ".join(lacking(cpu)) + ")" if lacking(cpu) else "")
        functions[cpu] = function.prepared_call(inputs)
    return functions, notes


def interpret(text: str, inputs: list[np.ndarray]) -> list:
    """The reference interpreter's results of `@main` of `text` on `inputs`."""
    from aiopt.reference.interpreter import run_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation

    module = parse_module(default_registry().make_context(), text, "workload.mlir")
    verify_operation(module)
    return run_function(module, "main", list(inputs))


def cpu_time_per_call(call, turn: float) -> float:
    """The CPU time of this process per call, over calls at least `turn` seconds of CPU time long (3 at least)."""
    calls, started = 0, time.process_time()
    while calls < 3 or time.process_time() - started < turn:
        call()
        calls += 1
    return (time.process_time() - started) / calls


def cpu_times(functions: dict, repeats: int, turn: float) -> dict[str, float]:
    """The median per-call CPU time of each function over `repeats` interleaved rounds, after one warm-up."""
    for call in functions.values():
        call()
    samples: dict[str, list[float]] = {cpu: [] for cpu in functions}
    for _ in range(repeats):
        for cpu, call in functions.items():
            samples[cpu].append(cpu_time_per_call(call, turn))
    return {cpu: statistics.median(times) for cpu, times in samples.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpus", default="host,x86-64-v4,skylake-avx512,icelake-server,sapphirerapids,x86-64-v3,"
                        "haswell,znver3,x86-64-v2,x86-64", help="comma-separated CPUs (host, x86-64 levels, "
                        + ", ".join(NAMED_CPUS) + ")")  # fmt: skip
    parser.add_argument("--only", default=None, help="comma-separated workload keys (default: all)")
    parser.add_argument("--quick", action="store_true", help="tiny shapes, also checked against the interpreter")
    parser.add_argument("--check-only", action="store_true", help="check results, time nothing")
    parser.add_argument("--repeats", type=int, default=9, help="timed rounds (medians)")
    parser.add_argument("--turn", type=float, default=0.2, help="seconds of CPU time per turn")
    parser.add_argument("--json", type=Path, default=None, metavar="OUT", help="write the results here")
    args = parser.parse_args(argv)
    os.environ["AIOPT_NUM_THREADS"] = "1"
    os.environ.setdefault("AIOPT_CACHE_DIR", tempfile.mkdtemp(prefix="aiopt-cpu-targets-"))
    cpus = [c for c in args.cpus.split(",") if c]
    from aiopt.runtime.jit import JitError, host_cpu

    usable = []
    for cpu in cpus:
        try:
            with forced(cpu):
                pass
            usable.append(cpu)
        except (JitError, ValueError) as err:
            print(f"note: {cpu} skipped: {err}", file=sys.stderr)
    print(f"{peers.machine_line(peers.machine())}; one thread; host code for {host_cpu()[0]}")
    results = []
    failures = 0
    for workload in peers.select(args.only.split(",") if args.only else None):
        functions, notes = check(workload, usable, args.quick)
        failures += sum(note.startswith(("MISMATCH", "compile error")) for note in notes.values())
        for cpu, note in notes.items():
            print(f"{workload.name} for {cpu}: {note}")
        times = {} if args.check_only else cpu_times(functions, args.repeats, args.turn)
        results.append({"name": workload.name, "key": workload.key, "notes": notes, "cpu_s": times})
    if not args.check_only:
        header = ["workload", *usable] + [f"{c} ÷ host" for c in usable if c != "host" and "host" in usable]
        rows = []
        for entry in results:
            times = entry["cpu_s"]
            row = [entry["name"]] + [peers.milliseconds(times.get(c)) or "–" for c in usable]
            if "host" in times:
                row += [f"{times[c] / times['host']:.2f}" if c in times else "–" for c in usable if c != "host"]
            rows.append(row)
        print()
        print(peers.markdown_table(header, rows))
    if args.json:
        args.json.write_text(json.dumps({"machine": peers.machine(), "cpus": usable, "workloads": results}, indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
