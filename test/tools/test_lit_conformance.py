"""The lit-suite runner (`python -m aiopt.tools.lit_conformance`) and its ratchet on upstream's own lit tests.

The RUN-line and chunk handling is tested on small files made here; the
ratchet runs a fixed sample of `../shared/conformance` (mlir-hlo's and MLIR's
lit tests) when that folder exists, and fails when a unit that passes in the
recorded tables (`bench/lit_conformance_*.json`) fails now.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aiopt.tools.lit_conformance import (
    main,
    parse_run_line,
    ratchet_regressions,
    run_line_texts,
    run_suite,
    split_chunks,
    variable_dependencies,
)

REPO = Path(__file__).resolve().parents[2]
SUITES = REPO.parent / "shared" / "conformance"
BENCH = REPO / "bench"


def test_run_lines_are_joined_and_split_into_stages():
    text = (
        "// RUN: mlir-hlo-opt %s --hlo-legalize-to-linalg --split-input-file \\\n"
        "// RUN:   --canonicalize | \\\n"
        '// RUN: FILECHECK_OPTS="" FileCheck %s --check-prefix=CHECK-X\n'
        "// RUN: not mlir-opt <%s -verify-diagnostics 2>&1 | FileCheck %s\n"
    )
    first, second = [parse_run_line(line) for line in run_line_texts(text)]
    assert [stage.tool for stage in first.stages] == ["mlir-hlo-opt", "FileCheck"]
    assert first.stages[0].args == ["%s", "--hlo-legalize-to-linalg", "--split-input-file", "--canonicalize"]
    assert first.splits and not first.verifies_diagnostics and not first.upstream_checkable
    assert first.check_prefixes() == ["CHECK-X"]
    opt = second.stages[0]
    assert (opt.negate, opt.stdin_file, opt.merge_stderr, opt.args) == (True, True, True, ["-verify-diagnostics"])
    assert second.upstream_checkable and second.check_prefixes() == ["CHECK"]


def test_chunks_keep_their_line_numbers():
    text = "a\n// -----\nb\nc\n// ----- tail\nd"
    chunks = split_chunks(text)
    assert [line for line, _ in chunks] == [1, 3, 6]
    for (_, chunk), body in zip(chunks, ["a", "b\nc", "d"], strict=True):
        assert chunk.count("\n") == text.count("\n")
        assert chunk.strip() == body


SUITE_FILE = """\
// RUN: mlir-opt %s -split-input-file | FileCheck %s
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// CHECK-LABEL: func.func @passes
func.func @passes(%a: i32) -> i32 {
  return %a : i32
}

// -----

// CHECK-LABEL: func.func @checks_something_else
// CHECK: arith.muli
func.func @checks_something_else(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @rejected(%a: i32) -> i64 {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@rejected) returns 1}}
  return %a : i32
}

// -----

func.func @no_checks() {
  return
}
"""


def test_suite_counts(tmp_path: Path):
    (tmp_path / "sample.mlir").write_text(SUITE_FILE)
    (tmp_path / "unknown-pass.mlir").write_text("// RUN: mlir-opt %s -no-such-upstream-pass | FileCheck %s\n")
    report = run_suite(tmp_path, jobs=1)
    sample = report["files"]["sample.mlir"]
    assert sample["chunks"] == 4
    assert sample["positive_chunks"] == 3 and sample["parsed"] == 3
    # FileCheck runs on the two chunks with CHECK lines; the chunk without any passes without it.
    assert (sample["filecheck"], sample["filecheck_passed"]) == (2, 1)
    # -verify-diagnostics counts only the annotated chunk; the other chunks just have to run.
    assert sample["diagnostics"] == 1 and sample["negative_chunks"] == 1
    assert report["units"]["sample.mlir#3:run0"]["outcome"] == "pass"
    assert report["units"]["sample.mlir#1:run0"]["cause"].startswith("FileCheck:")
    unknown = report["units"]["unknown-pass.mlir#0:run0"]
    assert unknown["outcome"] == "fail" and "unknown command line argument '-no-such-upstream-pass'" in unknown["cause"]
    assert report["totals"]["crashes"] == 0


def test_other_prefixes_and_report_options(tmp_path: Path):
    """CHECK-HIGH-LEVEL: is no CHECK line, and FileCheck options that only shape its failure report are dropped."""
    (tmp_path / "prefixes.mlir").write_text(
        "// RUN: mlir-opt %s | FileCheck %s --dump-input-context=20\n"
        "// RUN: mlir-opt %s | FileCheck %s --check-prefix=CHECK-HIGH-LEVEL -vv\n"
        "// CHECK-HIGH-LEVEL: func.func @f\n"
        "func.func @f() {\n"
        "  return\n"
        "}\n"
        "// -----\n"
        "// CHECK: func.func @g\n"
        "func.func @g() {\n"
        "  return\n"
        "}\n"
    )
    report = run_suite(tmp_path, jobs=1)
    units = report["units"]
    assert all(unit["outcome"] == "pass" for unit in units.values()), units
    # Chunk 0 has checks only for the second RUN line, chunk 1 only for the first.
    assert report["files"]["prefixes.mlir"]["filecheck"] == 2


def test_report_option_values_are_dropped(tmp_path: Path):
    """`FileCheck --dump-input-context 20 %s` (MLIR's ControlFlow tests): the value goes with its option."""
    (tmp_path / "context.mlir").write_text(
        "// RUN: mlir-opt %s | FileCheck --dump-input-context 20 %s\n"
        "// CHECK: func.func @f\n"
        "func.func @f() {\n"
        "  return\n"
        "}\n"
    )
    report = run_suite(tmp_path, jobs=1)
    assert report["units"]["context.mlir#0:run0"]["outcome"] == "pass", report["units"]


def _cross_chunk_file(second_returns: str, first_returns: str = "%a", filecheck: str = "FileCheck %s") -> str:
    """Chunk 1's CHECK lines use ARG, which chunk 0's bind (as lit's whole-file FileCheck run allows)."""
    return (
        f"// RUN: mlir-opt %s -split-input-file | {filecheck}\n"
        "// CHECK-LABEL: func.func @first\n"
        "// CHECK-SAME: (%[[ARG:[a-z0-9]+]]: i32\n"
        "// CHECK: return %[[ARG]] : i32\n"
        "func.func @first(%a: i32, %b: i32) -> i32 {\n"
        f"  return {first_returns} : i32\n"
        "}\n"
        "// -----\n"
        "// CHECK-LABEL: func.func @second\n"
        "// CHECK: return %[[ARG]] : i32\n"
        "func.func @second(%a: i32, %b: i32) -> i32 {\n"
        f"  return {second_returns} : i32\n"
        "}\n"
        "// -----\n"
        "// CHECK-LABEL: func.func @independent\n"
        "func.func @independent() {\n"
        "  return\n"
        "}\n"
    )


def test_variables_bound_in_another_chunk(tmp_path: Path):
    """A chunk using an earlier chunk's FileCheck variable gets lit's whole-file verdict, right or wrong."""
    (tmp_path / "right.mlir").write_text(_cross_chunk_file(second_returns="%a"))
    (tmp_path / "wrong.mlir").write_text(_cross_chunk_file(second_returns="%b"))
    (tmp_path / "wrong-source.mlir").write_text(_cross_chunk_file(second_returns="%a", first_returns="%b"))
    (tmp_path / "scoped.mlir").write_text(
        _cross_chunk_file(second_returns="%a", filecheck="FileCheck %s --enable-var-scope")
    )
    units = {key: unit["outcome"] for key, unit in run_suite(tmp_path, jobs=1)["units"].items()}
    assert units == {
        # ARG (arg0) comes from chunk 0: %arg0 is returned in both.
        "right.mlir#0:run0": "pass", "right.mlir#1:run0": "pass", "right.mlir#2:run0": "pass",
        # Chunk 1 returns %arg1: wrong whatever the variable's source.
        "wrong.mlir#0:run0": "pass", "wrong.mlir#1:run0": "fail", "wrong.mlir#2:run0": "pass",
        # Chunk 0's own checks fail, and with them chunk 1's (lit fails the file).
        "wrong-source.mlir#0:run0": "fail", "wrong-source.mlir#1:run0": "fail", "wrong-source.mlir#2:run0": "pass",
        # With --enable-var-scope, CHECK-LABEL forgets ARG: lit fails the file too.
        "scoped.mlir#0:run0": "pass", "scoped.mlir#1:run0": "fail", "scoped.mlir#2:run0": "pass",
    }  # fmt: skip


def _silent_chunk_file(next_function: str) -> str:
    """Chunk 0 is rejected as expected and prints nothing: lit's FileCheck matches its CHECK-LABEL in chunk 1's
    output (mlir-hlo's ops.mlir does this)."""
    return (
        "// RUN: mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s\n"
        "// CHECK-LABEL: func @call\n"
        "func.func @callee(%a: i32) -> i64 {\n"
        "  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64')}}\n"
        "  return %a : i32\n"
        "}\n"
        "// -----\n"
        f"func.func @{next_function}() {{\n"
        "  return\n"
        "}\n"
    )


def test_checks_of_a_chunk_that_prints_nothing(tmp_path: Path):
    """They match what the next chunk prints, as in lit's whole-file run; there they must still match."""
    (tmp_path / "matched.mlir").write_text(_silent_chunk_file("call_me"))
    (tmp_path / "unmatched.mlir").write_text(_silent_chunk_file("other"))
    report = run_suite(tmp_path, jobs=1)
    units = {key: unit["outcome"] for key, unit in report["units"].items()}
    assert units == {
        "matched.mlir#0:run0": "pass", "matched.mlir#1:run0": "pass",
        "unmatched.mlir#0:run0": "fail", "unmatched.mlir#1:run0": "pass",
    }  # fmt: skip
    assert report["units"]["unmatched.mlir#0:run0"]["cause"].startswith("FileCheck:")
    assert report["totals"]["diagnostics_matched"] == 2


def test_check_next_matches_leftmost(tmp_path: Path):
    """A CHECK-NEXT binds the leftmost match on its line, as LLVM's FileCheck (the `filecheck` package bound
    `[[B]]` to `%1`, the last result, and the next line's `[[B]]` did not match)."""
    (tmp_path / "leftmost.mlir").write_text(
        "// RUN: mlir-opt %s | FileCheck %s\n"
        "// CHECK-LABEL: func.func @f\n"
        "// CHECK-NEXT: [[B:%[a-z0-9_]+]]{{.*}} = arith.addui_extended %arg0, %arg0\n"
        "// CHECK-NEXT: return [[B]] :\n"
        "func.func @f(%a: i32) -> i32 {\n"
        "  %s, %o = arith.addui_extended %a, %a : i32, i1\n"
        "  return %s : i32\n"
        "}\n"
    )
    report = run_suite(tmp_path, jobs=1)
    assert report["units"]["leftmost.mlir#0:run0"]["outcome"] == "pass", report["units"]


def test_variable_dependencies_follow_filecheck_scopes():
    chunks = [
        "// CHECK-LABEL: @a\n// CHECK: %[[X:.*]] = [[#N:]] $[[$G:.*]]\n",
        "// CHECK-LABEL: @b\n// CHECK: [[X]] [[#N+1]]\n// CHECK-NOT: %[[Y:.*]]\n",
        "// CHECK-LABEL: @c\n// CHECK: %[[Y:.*]], %[[Y]] [[$G]]\n// OTHER: [[Z]]\n",
        "// CHECK-LABEL: @d\n// CHECK: %[[X:.*]] [[X]]\n// CHECK{LITERAL}: [[N]]\n// CHECK: [[Y]]\n",
    ]
    # Chunk 1 takes X and N from chunk 0; chunk 2 binds Y itself (same line) and takes $G from chunk 0;
    # chunk 3 binds X itself, takes Y from chunk 2 (which takes $G from 0) and uses no N ({LITERAL}).
    # CHECK-NOT binds nothing; OTHER is not a prefix of this RUN line.
    assert variable_dependencies(chunks, ["CHECK"], var_scope=False) == {1: [0], 2: [0], 3: [0, 2]}
    # With --enable-var-scope only the global ($) variables outlive a CHECK-LABEL.
    assert variable_dependencies(chunks, ["CHECK"], var_scope=True) == {2: [0]}


def test_invalid_ir_accepted_is_counted(tmp_path: Path):
    (tmp_path / "accepted.mlir").write_text(
        "// RUN: mlir-opt %s -verify-diagnostics\n"
        "func.func @f() {\n"
        "  // expected-error @+1 {{something ai-opt does not check}}\n"
        "  return\n"
        "}\n"
    )
    report = run_suite(tmp_path, jobs=1)
    totals = report["totals"]
    assert (totals["diagnostics"], totals["diagnostics_matched"], totals["invalid_accepted"]) == (1, 0, 1)
    assert report["units"]["accepted.mlir#0:run0"]["cause"] == "verify-diagnostics: expected diagnostic not produced"


def test_command_line_writes_json_and_ratchets(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "sample.mlir").write_text(SUITE_FILE)
    table = tmp_path / "table.json"
    assert main([str(suite), "--jobs", "1", "--no-upstream", "--json", str(table)]) == 0
    recorded = json.loads(table.read_text())
    assert "FileCheck 1/2" in capsys.readouterr().out
    assert ratchet_regressions(recorded, recorded) == []
    # A unit recorded as passing that fails now is a regression.
    recorded["units"]["sample.mlir#1:run0"]["outcome"] = "pass"
    table.write_text(json.dumps(recorded))
    assert main([str(suite), "--jobs", "1", "--no-upstream", "--ratchet", str(table)]) == 1
    assert "regression: sample.mlir#1:run0" in capsys.readouterr().out


def test_upstream_tools_when_installed(tmp_path: Path):
    from aiopt.tools.lit_conformance import default_upstream_bins

    bins = default_upstream_bins()
    if bins is None:
        pytest.skip("upstream mlir-opt/FileCheck are not installed (pip install -e '.[upstream]')")
    (tmp_path / "sample.mlir").write_text(SUITE_FILE)
    report = run_suite(tmp_path, jobs=1, upstream_bins=bins)
    units = report["units"]
    # LLVM 22's mlir-opt passes what is valid and checked right, and fails the chunk whose CHECK is wrong.
    assert units["sample.mlir#0:run0"]["upstream_passes"] is True
    assert units["sample.mlir#1:run0"]["upstream_passes"] is False
    assert report["totals_upstream_passing"]["filecheck"] == 1


# A fixed sample of each suite: small files of each kind (ops, invalid, canonicalize), ~220 chunks in all.
RATCHET_SAMPLES = {
    "mlir-hlo-2025": (
        "lit_conformance_mlir_hlo.json",
        (
            "Dialect/mhlo/attrs.mlir",
            "Dialect/mhlo/mhlo_quantized.mlir",
            "Dialect/mhlo/verifier_while_op.mlir",
            "Dialect/mhlo/verifier_scatter_op.mlir",
            "Dialect/mhlo/canonicalize/bitcast.mlir",
            "Dialect/mhlo/canonicalize/convert.mlir",
            "Dialect/mhlo/canonicalize/reverse.mlir",
            "Dialect/mhlo/canonicalize/transpose.mlir",
        ),
    ),
    "llvm-19.1.7": (
        "lit_conformance_llvm.json",
        (
            "Dialect/Affine/ops.mlir",
            "Dialect/Bufferization/invalid.mlir",
            "Dialect/Complex/",
            "Dialect/ControlFlow/invalid.mlir",
            "Dialect/Func/invalid.mlir",
            "Dialect/GPU/canonicalize.mlir",
            "Dialect/Math/ops.mlir",
            "Dialect/SCF/invalid.mlir",
            "Dialect/Tensor/ops.mlir",
        ),
    ),
}


@pytest.mark.parametrize("suite", sorted(RATCHET_SAMPLES))
def test_ratchet_on_upstream_suites(suite: str):
    folder = SUITES / suite
    if not folder.is_dir():
        pytest.skip(f"conformance suite '{folder}' is not there")
    table_name, sample = RATCHET_SAMPLES[suite]
    recorded = json.loads((BENCH / table_name).read_text())
    report = run_suite(folder, jobs=2, filters=sample)
    sampled = set(report["units"])
    assert len(sampled) >= 20, "the sample should not be empty"
    assert sampled <= set(recorded["units"]), "units missing from the recorded table: rerun the runner"
    passing_before = [key for key in sampled if recorded["units"][key]["outcome"] == "pass"]
    assert passing_before, "the sample should hold units that pass"
    assert ratchet_regressions(report, recorded) == []


def test_conformance_command_dispatches_lit(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    from aiopt.tools.conformance import main as conformance_main

    (tmp_path / "sample.mlir").write_text(SUITE_FILE)
    assert conformance_main(["lit", str(tmp_path), "--jobs", "1", "--no-upstream"]) == 0
    assert "all units: 4 chunks" in capsys.readouterr().out
    assert conformance_main(["lit", str(tmp_path / "missing")]) == 2
