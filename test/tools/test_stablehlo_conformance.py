"""The StableHLO interpreter suite through `aiopt.tools.conformance`, and the runner's own rules.

`test_no_case_regresses` runs a fixed sample of the suite (the whole suite
takes about 4 minutes on 2 cores; set AIOPT_CONFORMANCE_FULL=1 for all of it)
in the three modes and fails when a case that passes in
`bench/stablehlo_conformance.json` fails now: a ratchet. After fixing
something, record the new figures with

    python -m aiopt.tools.conformance stablehlo ../shared/conformance/stablehlo-interpret \\
        --jobs 2 --json bench/stablehlo_conformance.json

It is skipped when the suite folder (`../shared/conformance/stablehlo-interpret`
from the repository root, or $AIOPT_STABLEHLO_SUITE) is absent. The other
tests check the runner on small suites written here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest

from aiopt.tools import conformance
from aiopt.tools.conformance import (
    MODES,
    Case,
    Check,
    compare,
    discover,
    failure_group,
    regressions,
    run_suite,
    sample,
    table,
)

ROOT = Path(__file__).resolve().parents[2]
SUITE = Path(os.environ.get("AIOPT_STABLEHLO_SUITE", ROOT.parent / "shared" / "conformance" / "stablehlo-interpret"))
TABLE = ROOT / "bench" / "stablehlo_conformance.json"
SAMPLE = 48
"""Cases the ratchet runs by default: about a tenth of the suite, ~60 s with 2 jobs."""


@pytest.mark.skipif(not SUITE.is_dir(), reason=f"the StableHLO suite is not at {SUITE}")
def test_no_case_regresses():
    recorded = json.loads(TABLE.read_text())
    cases = discover(SUITE)
    if not os.environ.get("AIOPT_CONFORMANCE_FULL"):
        cases = sample(cases, SAMPLE)
    unknown = [c.id for c in cases if c.id not in recorded["cases"]]
    assert not unknown, f"cases not in {TABLE.name} (the suite changed: record the table again): {unknown[:5]}"
    data = table(cases, run_suite(cases, jobs=2, timeout=300))
    lost = regressions(data, recorded)
    assert not lost, "cases that passed fail now:\n" + "\n".join(lost)
    for mode in MODES:
        before = sum(recorded["cases"][c.id][mode] == "pass" for c in cases)
        assert data["totals"][mode] >= before, mode


def test_recorded_table_matches_its_cases():
    """The totals and per-op counts of the bench table are those of its per-case statuses."""
    recorded = json.loads(TABLE.read_text())
    for mode in MODES:
        passed = sum(statuses[mode] == "pass" for statuses in recorded["cases"].values())
        assert recorded["totals"][mode] == passed
        assert sum(row[mode] for row in recorded["ops"].values()) == passed


SMALL_SUITE = {
    "add.mlir": """// RUN: stablehlo-translate --interpret -split-input-file %s

func.func @add_ok() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2xi32>
  check.expect_eq_const %1, dense<[2, 4]> : tensor<2xi32>
  func.return
}

// -----

func.func @add_wrong_expectation() {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  check.expect_almost_eq_const %1, dense<[2.0, 4.5]> : tensor<2xf32>
  func.return
}

// -----

func.func @helper(%x: tensor<i64>) -> tensor<i64> {
  func.return %x : tensor<i64>
}

func.func @main() {
  %0 = stablehlo.constant dense<7> : tensor<i64>
  %1 = func.call @helper(%0) : (tensor<i64>) -> tensor<i64>
  check.expect_eq %1, %0 : tensor<i64>
  func.return
}
""",
    "chlo/replica.mlir": """// RUN: stablehlo-translate --interpret -split-input-file %s

module @distribution {
  func.func @replica_id() -> tensor<ui32> {
    %result = stablehlo.replica_id : tensor<ui32>
    return %result : tensor<ui32>
  }
  func.func @main() {
    %results:2 = "interpreter.run_parallel"() {
      programs=[[@replica_id], [@replica_id]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    check.expect_eq_const %results#1, dense<1> : tensor<ui32>
    func.return
  }
}
""",
}


@pytest.fixture
def small_suite(tmp_path: Path) -> Path:
    for name, text in SMALL_SUITE.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path


def test_discover_cases_ops_and_skips(small_suite: Path):
    cases = discover(small_suite)
    assert [(c.id, c.op, c.skip is not None) for c in cases] == [
        ("add.mlir:3 @add_ok", "add", False),
        ("add.mlir:12 @add_wrong_expectation", "add", False),
        ("add.mlir:25 @main", "add", False),
        ("chlo/replica.mlir:8 @main", "chlo.replica", False),
    ]
    assert [c.function for c in discover(small_suite, "wrong")] == ["add_wrong_expectation"]


def test_cli_table_failures_and_ratchet(small_suite: Path, tmp_path: Path, capsys):
    out = tmp_path / "table.json"
    assert conformance.main(["stablehlo", str(small_suite), "--jobs", "2", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    data = json.loads(out.read_text())
    assert data["totals"]["cases"] == 4
    assert data["totals"]["skipped"] == {}
    for mode in MODES:
        assert data["totals"][mode] == 3, printed
        assert data["ops"]["chlo.replica"][mode] == 1  # two replicas (interpreter.run_parallel)
        assert data["ops"]["add"][mode] == 2
        status = data["cases"]["add.mlir:12 @add_wrong_expectation"][mode]
        assert status.startswith(
            "mismatch: check.expect_almost_eq_const at line 15 (f32): 1 of 2 elements differ, first at [1]"
        )
        assert f"FAIL {mode:13} add.mlir:12 @add_wrong_expectation" in printed
    assert "interpreter: 3 of 4 cases pass" in printed

    # A table that says the failing case passed: the ratchet reports it and exits 1.
    data["cases"]["add.mlir:12 @add_wrong_expectation"]["compiled"] = "pass"
    out.write_text(json.dumps(data))
    assert conformance.main(["stablehlo", str(small_suite), "--filter", "wrong", "--ratchet", str(out)]) == 1
    assert "REGRESSION add.mlir:12 @add_wrong_expectation [compiled]" in capsys.readouterr().out


def test_a_hanging_case_times_out_and_the_others_still_run(tmp_path: Path):
    """The interpreter would take hours on this loop (compiled code a second): its worker is replaced.

    The next case still runs.
    """
    (tmp_path / "while.mlir").write_text("""
func.func @long_loop() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %limit = stablehlo.constant dense<100000000> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
    cond {
      %c = stablehlo.compare LT, %i, %limit : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %n = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  check.expect_eq_const %r, dense<100000000> : tensor<i64>
  func.return
}

// -----

func.func @short() {
  %0 = stablehlo.constant dense<3> : tensor<i64>
  check.expect_eq_const %0, dense<3> : tensor<i64>
  func.return
}
""")
    cases = discover(tmp_path)
    results = run_suite(cases, jobs=1, timeout=3, modes=("interpreter",))
    assert results[cases[0].id]["interpreter"]["status"] == "timeout"
    assert results[cases[1].id]["interpreter"] == {"status": "pass"}


def _check(name: str, **fields) -> Check:
    return Check(name, 1, (0,), **fields)


def test_compare_exact_follows_ieee_equality():
    exact = _check("check.expect_eq_const", expected=np.array([0.0, np.nan], np.float32), element_type="f32")
    assert compare(exact, [np.array([-0.0, 1.0], np.float32)]) == (
        "1 of 2 elements differ, first at [1]: 1.0 (actual) vs nan (expected)"
    )
    # NaN is never equal to NaN under expect_eq (upstream compares with APFloat ==).
    assert compare(exact, [np.array([0.0, np.nan], np.float32)]) is not None
    ints = _check("check.expect_eq_const", expected=np.array([-8, 7], np.int8), element_type="i4")
    assert compare(ints, [np.array([-8, 7], np.int8)]) is None
    assert compare(ints, [np.array([8, 7], np.int8)]) is not None  # an i4 result not sign-extended
    assert compare(ints, [np.array([-8, 7, 0], np.int8)]) == "shape [3], expected [2]"


def test_compare_almost_equal_follows_upstream():
    def almost(actual, expected, tolerance=1e-4):
        check = _check("check.expect_almost_eq_const", expected=np.array(expected), tolerance=tolerance)
        return compare(check, [np.array(actual)]) is None

    assert almost([1.0, np.nan, np.inf, 0.0], [1.00005, np.nan, np.inf, -0.0])
    assert not almost([1.0], [1.0002])
    assert almost([1.0], [1.0002], tolerance=1e-3)
    assert not almost([1e-9], [-1e-9])  # signs differ
    assert not almost([0.0], [-1e-9])
    assert almost([0.0], [1e-9])
    assert not almost([np.inf], [1e300])
    assert not almost([np.nan], [1.0])
    assert almost([1 + 2j], [1.00001 + 2j])
    assert not almost([1 + 2j], [1 + 2.1j])


@pytest.mark.parametrize(
    ("element_type", "dtype", "actual", "expected", "ulps"),
    [
        ("f16", np.float16, 5.0, 5.0078125, 2),  # f16 spacing at 5 is 2^-8
        ("f32", np.float32, 1.0, -1.0, 2 * 0x3F800000),
        ("bf16", np.float32, 1.0, 1.0078125, 1),  # bf16 spacing at 1 is 2^-7
        ("f64", np.float64, np.nan, np.nan, 0),
        ("f32", np.float32, np.inf, 3.0, 2**64 - 1),
    ],
)
def test_ulp_difference(element_type, dtype, actual, expected, ulps):
    distance = conformance._ulp_difference(np.array([actual], dtype), np.array([expected], dtype), element_type)
    assert int(distance[0]) == ulps
    check = Check("check.expect_close", 1, (0, 1), element_type=element_type, ulps=(0, 1))
    passed = compare(check, [np.array([actual], dtype), np.array([expected], dtype)]) is None
    assert passed == (ulps <= 1)


def test_prepare_returns_checked_values_and_hoists_constants():
    chunk = """
func.func @t() {
  %0 = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xbf16>
  %1 = stablehlo.negate %0 : tensor<2xbf16>
  check.expect_almost_eq_const %1, dense<[-1.5, -2.5]> : tensor<2xbf16>, tolerance = 0.01
  check.expect_eq %1, %1 : tensor<2xbf16>
  func.return
}
"""
    prepared = conformance.prepare(Case("t.mlir", 2, "t", chunk, 1))
    written, hoisted = str(prepared.module), str(prepared.with_arguments)
    assert "check." not in written
    assert "func.return %1, %1, %1 : tensor<2xbf16>, tensor<2xbf16>, tensor<2xbf16>" in written
    assert "func.func @t(%0: tensor<2xbf16>)" in hoisted and "stablehlo.constant" not in hoisted
    assert [c.results for c in prepared.checks] == [(0,), (1, 2)]
    assert prepared.checks[0].tolerance == 0.01 and prepared.checks[0].element_type == "bf16"
    np.testing.assert_array_equal(prepared.arguments[0], np.array([1.5, 2.5], np.float32))


def test_printed_results_are_compared_with_their_check_dense_lines():
    """printing.mlir's functions return values that FileCheck compares with `// CHECK-DENSE:` lines."""
    chunk = """
func.func @printed() -> (tensor<2xi32>, tensor<f32>) {
  // CHECK-DENSE: dense<[1, 3]> : tensor<2xi32>
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK-DENSE: dense<5.000000e-01> : tensor<f32>
  %1 = stablehlo.constant dense<0.5> : tensor<f32>
  func.return %0, %1 : tensor<2xi32>, tensor<f32>
}
"""
    [(mode, outcome)] = conformance.run_case(Case("p.mlir", 2, "printed", chunk, 1), ["interpreter"])
    assert outcome == {
        "status": "mismatch",
        "reason": "check.expect_eq_const (i32): 1 of 2 elements differ, first at [1]: 2 (actual) vs 3 (expected)",
    }


def test_failure_groups_leave_out_locations_and_values():
    assert failure_group("error: add.mlir:176:8: error: failed to legalize operation 'mhlo.constant'") == (
        "error: failed to legalize operation 'mhlo.constant'"
    )
    mismatch = "mismatch: check.expect_eq_const at line 7 (i4): 2 of 5 elements differ, first at [0]: 8 (actual) vs -8"
    assert failure_group(mismatch) == "mismatch: check.expect_eq_const (i4): elements differ"
    assert failure_group("error: c.mlir:3:8: error: hexadecimal float literal does not fit f8E4M3FNUZ") == (
        "error: hexadecimal float literal does not fit f4/f6/f8 type"
    )


def test_arguments_from_the_run_line_and_printed_results(tmp_path: Path):
    """A function with arguments takes its RUN line's `--args`; its results meet the printed CHECK blocks."""
    program = """// RUN: stablehlo-translate %s --interpret --args="[dense<[1, 5]> : tensor<2xi32>, dense<2> : tensor<2xi32>]" | FileCheck %s
// RUN: not stablehlo-translate %s --interpret --args="[4.0 : f32]"

func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.multiply %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK:      tensor<2xi32> {
// CHECK-NEXT:   EXPECTED
// CHECK-NEXT: }
"""
    (tmp_path / "right.mlir").write_text(program.replace("EXPECTED", "[2, 10]"))
    (tmp_path / "wrong.mlir").write_text(program.replace("EXPECTED", "[2, 11]"))
    (tmp_path / "no_args.mlir").write_text(program.replace('--args="[4.0 : f32]"', "").split("\n", 1)[1])
    cases = discover(tmp_path)
    assert [(c.file, c.skip) for c in cases] == [
        ("no_args.mlir", "needs inputs given on the command line (--args)"),
        ("right.mlir", None),
        ("wrong.mlir", None),
    ]
    for mode, outcome in conformance.run_case(cases[1], MODES):
        assert outcome == {"status": "pass"}, mode
    for mode, outcome in conformance.run_case(cases[2], MODES):
        assert outcome["status"] == "mismatch" and "11 (expected)" in outcome["reason"], mode


def test_modes_named_on_the_command_line(small_suite: Path, tmp_path: Path, capsys):
    """`--mode` runs the modes it names, `cuda` among them: on the CUDA device where there is one, else each
    case fails with a reason (the runner itself does not)."""
    from aiopt.runtime.cuda_runtime import cuda_available

    out = tmp_path / "table.json"
    arguments = ["stablehlo", str(small_suite), "--jobs", "2", "--json", str(out)]
    assert conformance.main([*arguments, "--mode", "interpreter", "--mode", "cuda"]) == 0
    printed = capsys.readouterr().out
    data = json.loads(out.read_text())
    assert set(data["totals"]) == {"cases", "skipped", "interpreter", "cuda"}
    assert data["totals"]["interpreter"] == 3, printed
    statuses = {case: modes["cuda"] for case, modes in data["cases"].items()}
    assert statuses["chlo/replica.mlir:8 @main"].startswith("error: interpreter.run_parallel is not run on the GPU")
    if cuda_available():
        assert data["totals"]["cuda"] == 2, printed
        assert statuses["add.mlir:12 @add_wrong_expectation"].startswith("mismatch: check.expect_almost_eq_const")
    else:
        assert data["totals"]["cuda"] == 0, printed
    assert "cuda: " in printed and "compiled-args" not in printed
