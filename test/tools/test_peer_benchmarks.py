"""The side-by-side benchmarks (bench/cpu_peers.py, bench/compile_peers.py) still run: their aiopt path on
tiny shapes, from the StableHLO texts kept in bench/peer_programs (so neither JAX nor IREE is needed).

Only that the scripts work end to end is checked (each workload compiles, its results match numpy,
the tables and the JSON are written); no time is compared.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import compile_peers  # noqa: E402
import cpu_peers  # noqa: E402
import cpu_targets  # noqa: E402
import peers  # noqa: E402

PROGRAMS = ROOT / "bench" / "peer_programs"


def test_cpu_peers_quick_checks_every_workload(tmp_path: Path, capsys) -> None:
    out = tmp_path / "cpu.json"
    assert cpu_peers.main(["--quick", "--peers", "aiopt,numpy", "--repeats", "1", "--programs", str(PROGRAMS),
                           "--json", str(out)]) == 0  # fmt: skip
    results = json.loads(out.read_text())
    assert [w["key"] for w in results["workloads"]] == [w.key for w in peers.WORKLOADS]
    for workload in results["workloads"]:
        assert workload["errors"] == {}, workload["name"]
        assert workload["max_excess"] == {"aiopt": 0.0, "numpy": 0.0}
        assert workload["best_peer"] == "numpy" and workload["ratio"] > 0
    assert "| workload | aiopt | numpy | aiopt ÷ best peer |" in capsys.readouterr().out


def test_isa_avx2_runs_the_peers_restricted_in_a_child(tmp_path: Path, monkeypatch) -> None:
    """`--isa avx2` runs the benchmark again in a child process whose environment restricts every peer's code
    to AVX2 (aiopt: x86-64-v3); the table says so."""
    from aiopt.runtime.jit import JitError, target_cpu

    monkeypatch.setenv("AIOPT_TARGET_CPU", "x86-64-v3")
    try:
        target_cpu()
    except JitError as err:
        pytest.skip(str(err))
    monkeypatch.delenv("AIOPT_TARGET_CPU")
    monkeypatch.delenv(peers.ISA_VARIABLE, raising=False)
    out = tmp_path / "cpu.json"
    assert cpu_peers.main(["--quick", "--peers", "aiopt", "--only", "matmul", "--repeats", "1", "--isa", "avx2",
                           "--programs", str(PROGRAMS), "--json", str(out)]) == 0  # fmt: skip
    results = json.loads(out.read_text())
    assert results["machine"]["isa"] == "avx2"
    assert "AIOPT_TARGET_CPU=x86-64-v3" in peers.machine_line(results["machine"])
    assert results["workloads"][0]["errors"] == {}


def test_aiopt_cpu_generates_aiopts_code_for_another_cpu(tmp_path: Path, monkeypatch, capsys) -> None:
    """`--aiopt-cpu skylake-avx512` compiles aiopt's code as for that CPU (its name and features, where aiopt
    reads the host's), which the table and the JSON say; a CPU whose code this host could not run, or an
    unknown one, is the parser's error."""
    from aiopt.runtime import cpu_ukernels, jit

    chosen = []
    compile_for_host = peers.aiopt_compile

    def recording(text):
        chosen.append((jit.target_cpu()[0], cpu_ukernels.tiling(*jit.target_cpu()).vw))
        return compile_for_host(text)

    monkeypatch.setattr(peers, "aiopt_compile", recording)
    out = tmp_path / "cpu.json"
    before = jit.target_cpu()
    if cpu_targets.lacking("skylake-avx512"):
        pytest.skip("this CPU lacks some of skylake-avx512's instructions")
    assert cpu_peers.main(["--quick", "--peers", "aiopt", "--only", "matmul", "--repeats", "1", "--aiopt-cpu",
                           "skylake-avx512", "--programs", str(PROGRAMS), "--json", str(out)]) == 0  # fmt: skip
    # and afterwards the target it was (the host's, or x86-64-v3 where CI=true forces that level).
    assert chosen == [("skylake-avx512", 16)] and jit.target_cpu() == before
    results = json.loads(out.read_text())
    assert results["aiopt_cpu"] == "skylake-avx512" and results["workloads"][0]["errors"] == {}
    assert "aiopt's code for skylake-avx512" in capsys.readouterr().out
    for cpu in ("pentium9", "sapphirerapids"):
        if cpu == "sapphirerapids" and not cpu_targets.lacking(cpu):
            continue
        with pytest.raises(SystemExit):
            cpu_peers.main(["--quick", "--peers", "aiopt", "--aiopt-cpu", cpu, "--programs", str(PROGRAMS)])
        assert "--aiopt-cpu: " in capsys.readouterr().err


def test_cpu_peers_reports_a_mismatch_instead_of_timing_it(tmp_path: Path, monkeypatch) -> None:
    """A peer whose results differ from numpy's is named in the table and left out of the ratio."""
    softmax = (PROGRAMS / "_softmax-5x7.mlir").read_text()
    not_softmax = peers.Workload("not softmax", "softmax", lambda xp: lambda x: x + 1, [(5, 7)], [(5, 7)])
    monkeypatch.setattr(peers, "WORKLOADS", [not_softmax])
    monkeypatch.setattr(peers, "exported_text", lambda workload, inputs, programs: softmax)
    out = tmp_path / "cpu.json"
    cpu_peers.main(["--quick", "--peers", "aiopt,numpy", "--repeats", "1", "--json", str(out)])
    [entry] = json.loads(out.read_text())["workloads"]
    assert entry["errors"] == {"aiopt": "mismatch"} and "ratio" not in entry


def test_cpu_peers_reports_a_peer_that_fails(tmp_path: Path, monkeypatch) -> None:
    """A peer that cannot compile a program is named in the table with its error; the others still run."""
    monkeypatch.setattr(peers, "exported_text", lambda workload, inputs, programs: "func.func @main(")
    out = tmp_path / "cpu.json"
    cpu_peers.main(["--quick", "--peers", "aiopt,numpy", "--only", "softmax", "--repeats", "1", "--json", str(out)])
    [entry] = json.loads(out.read_text())["workloads"]
    assert entry["errors"]["aiopt"].startswith("CompileError: ") and list(entry["times"]) == ["numpy"]


def test_compile_peers_quick(tmp_path: Path, capsys) -> None:
    out = tmp_path / "compile.json"
    assert compile_peers.main(["--quick", "--peers", "aiopt", "--only", "softmax", "--ops", "50", "--repeats", "1",
                               "--cse-lines", "60", "--programs", str(PROGRAMS), "--json", str(out)]) == 0  # fmt: skip
    results = json.loads(out.read_text())
    [entry] = results["compile"]
    assert entry["times"]["aiopt"] > 0 and entry["aiopt_passes"]
    assert results["startup"]["ai-opt"] > 0 and results["parse_print"]["ai-opt"] > 0
    assert results["cse_canonicalize"]["ai-opt"] > 0 and results["cse_lines"] == 60
    assert results["cache_hit"]["compile_call"] > 0
    printed = capsys.readouterr().out
    assert "compile softmax 1024²" in printed and "`--cse --canonicalize` of a 60-line arith file" in printed


def test_generated_ops_counts_every_op_and_parses() -> None:
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    text = compile_peers.generated_ops(2500)
    module = parse_module(default_registry().make_context(), text, "ops.mlir")
    functions = list(module.ops)
    assert len(functions) == 3
    assert sum(len(list(f.body.ops)) for f in functions) == 2500
