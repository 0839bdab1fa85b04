"""Fuzz ai-opt: any input gets output or a located error, never a crash or a hang.

Inputs are the seed programs in `Inputs/fuzz_seeds/` mutated by token and
character edits and truncation, plus deeply nested regions, types,
attributes and locations. The generator and the in-process runner live in
`bench/fuzz_cases.py`, which `bench/fuzz_driver.py` runs for many more cases.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from fuzz_cases import (
    ACCEPTABLE,
    NESTINGS,
    SEED_FLAGS,
    STRUCTURAL_MUTATIONS,
    Case,
    Outcome,
    generate_cases,
    load_chunks,
    load_seeds,
    mutate_bytes,
    run_case,
    shorten,
)

SEED = 1
CASES = 400
TIME_LIMIT = 5.0
AI_OPT = Path(sys.executable).parent / "ai-opt"


def _report(failures: list[tuple[Case, Outcome]]) -> str:
    lines = [f"{len(failures)} case(s) crashed, hung or failed without a location:"]
    for case, outcome in failures[:10]:
        last = outcome.stderr.strip().splitlines()[-1:] or ["(no output)"]
        lines.append(f"[{outcome.category}] {case.kind} {' '.join(case.flags)}")
        lines.append(f"  input:  {shorten(case.text)}")
        lines.append(f"  stderr: {shorten(last[0], 200)}")
    return "\n".join(lines)


def test_seeds_are_valid():
    for text in load_seeds():
        outcome = run_case(Case("seed", text, SEED_FLAGS), TIME_LIMIT)
        assert outcome.category == "ok", outcome.stderr


def test_mutated_inputs_are_diagnosed():
    failures = []
    for case in generate_cases(CASES, SEED):
        outcome = run_case(case, TIME_LIMIT)
        if outcome.category not in ACCEPTABLE:
            failures.append((case, outcome))
    assert not failures, _report(failures)


@pytest.mark.parametrize("depth", [50, 500, 2000])
@pytest.mark.parametrize("name", sorted(NESTINGS))
def test_deep_nesting_is_diagnosed(name, depth):
    flags = ("--allow-unregistered-dialect", "--mlir-print-debuginfo")
    case = Case(f"nesting:{name}", NESTINGS[name](depth), flags)
    outcome = run_case(case, TIME_LIMIT)
    assert outcome.category in ACCEPTABLE, _report([(case, outcome)])


@pytest.mark.parametrize("mutation", STRUCTURAL_MUTATIONS, ids=lambda mutation: mutation.__name__)
def test_structural_mutations_are_diagnosed(mutation):
    """Each of `STRUCTURAL_MUTATIONS` (huge dimensions, other dense values, dense_resource blobs, locations,
    #map aliases) edits the lit chunks it applies to, and ai-opt canonicalizes and prints what it made or
    reports a located error."""
    rng = random.Random(SEED)
    chunks = [text for _, text in load_chunks() if mutation(random.Random(0), text, []) != text]
    failures = []
    for _ in range(20):
        text = mutation(rng, rng.choice(chunks), [])
        flags = ("--allow-unregistered-dialect", "--canonicalize", "--mlir-print-debuginfo")
        case = Case(mutation.__name__, text, flags)
        if (outcome := run_case(case, 60.0)).category not in ACCEPTABLE:
            failures.append((case, outcome))
    assert not failures, _report(failures)


def test_byte_edits_include_bytecode_magic():
    """`mutate_bytes` also puts MLIR bytecode's magic number in front of a file, which every tool refuses
    at the file's argument."""
    rng = random.Random(SEED)
    edits = [mutate_bytes(rng, b"func.func @f() {\n  return\n}\n") for _ in range(100)]
    assert any(kind == "bytecode" and data.startswith(b"ML\xefR") for kind, data in edits)


def _run_ai_opt(flags: tuple[str, ...], stdin: bytes, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(AI_OPT), *flags], input=stdin, capture_output=True, timeout=60, env=env
    )


def test_subprocess_matches_in_process():
    # Every kind of case once: the console script must answer as main() does.
    seen: set[str] = set()
    for case in generate_cases(200, SEED):
        kind = case.kind.split("+")[0].split(":")[0]
        if kind in seen:
            continue
        seen.add(kind)
        outcome = run_case(case, TIME_LIMIT)
        result = _run_ai_opt(case.flags, case.text.encode("utf-8"))
        expected = (outcome.status, outcome.stdout, outcome.stderr)
        actual = (result.returncode, result.stdout.decode(), result.stderr.decode())
        if "nested too deeply" in outcome.stderr:
            # The parser's recursion budget counts from the caller's depth in
            # frames; the test runner's calls through C count a little more.
            expected, actual = expected[:2], actual[:2]
        assert actual == expected, case.kind
    assert len(seen) >= 6


def test_invalid_utf8_on_stdin_is_diagnosed():
    # A UTF-8 locale reads stdin strictly (the C locale would escape the byte).
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    result = _run_ai_opt((), b"func.func @f\xff() {\n  func.return\n}\n", env)
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 1, stderr
    assert stderr.startswith("<stdin>:1:"), stderr


def test_pass_cases_draw_from_another_corpus(tmp_path):
    """`fuzz_driver.py --passes --corpus DIR` runs passes on the chunks of the .mlir files under DIR (such as
    an upstream test suite) instead of test/."""
    from fuzz_cases import generate_pass_cases

    (tmp_path / "a.mlir").write_text("// RUN: x\nfunc.func @only_here() {\n  return\n}\n// -----\n", encoding="utf-8")
    cases = list(generate_pass_cases(20, SEED, ["canonicalize"], tmp_path))
    assert {case.kind.rsplit(" [", 1)[1] for case in cases} == {"a.mlir#0]"}
    assert all("RUN" not in case.text for case in cases)
    assert any("@only_here" in case.text for case in cases)


def test_tool_cases_are_diagnosed():
    """`generate_tool_cases` (`fuzz_driver.py --tools`): mutated HLO text imported and read back, translations
    on input of another kind, ai-runner on the chunks' functions, malformed pass pipelines and files of bad
    bytes all get output or a located error."""
    from fuzz_cases import generate_tool_cases

    def kind(case) -> str:
        return case.kind.split(":")[0].split(" [")[0]

    # The seed streams move with every pass and test chunk added (a rare kind, pipeline-deep, left the first 80
    # cases after one such change): the kinds are checked on 300 cases, and the first 80 run with the first case
    # of each kind they lack.
    generated = list(generate_tool_cases(300, SEED))
    kinds = {kind(case) for case in generated}
    expected = {"hlo", "translate", "runner", "pipeline-text", "pipeline-random", "pipeline-deep", "recent-pass",
                "driver", "npz", "layout", "file"}
    assert kinds == expected, kinds
    cases = generated[:80]
    for name in expected - {kind(case) for case in cases}:
        cases.append(next(case for case in generated if kind(case) == name))
    failures = [(case, outcome) for case in cases if (outcome := run_case(case, 60.0)).category not in ACCEPTABLE]
    assert not failures, _report(failures)


def test_functions_of_integer_arguments_run_interpreted(tmp_path):
    """ai-runner cases compile a function only where it takes no integer or index scalar: random values of one
    addressed past a buffer (`bounds_of_view`, heap corruption) or divided by 0 (SIGFPE) in compiled code."""
    from fuzz_cases import generate_tool_cases, takes_integers

    view = """func.func @bounds_of_view(%b: memref<?xi8>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.view %b[%c0][%n] : memref<?xi8> to memref<?xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  return
}"""
    plain = "func.func @plain(%a: memref<4xi32>, %x: f32) -> f32 {\n  return %x : f32\n}"
    assert takes_integers(view, "bounds_of_view") and not takes_integers(plain, "plain")
    assert takes_integers("func.func @r(%a: i32, %b: i32) -> i32 {", "r")
    (tmp_path / "a.mlir").write_text(f"{view}\n// -----\n{plain}\n", encoding="utf-8")
    cases = [case for case in generate_tool_cases(400, SEED, tmp_path) if case.kind.startswith("runner:")]
    runs = {(case.kind, "--interpret" in case.flags) for case in cases}
    assert {
        ("runner:interpret [a.mlir#0]", True),
        ("runner:interpret [a.mlir#1]", True),
        ("runner:compiled [a.mlir#1]", False),
    } <= runs, runs
    # A mutation may have changed the signature (%n: complex<f32>, a program that does not verify): only
    # a function that no longer takes an integer or index scalar may run compiled.
    compiled = [case for case in cases if "--interpret" not in case.flags]
    assert all(case.text != view and not takes_integers(case.text, "bounds_of_view") for case in compiled
               if case.kind.endswith("#0]")), [case.text for case in compiled]


def test_file_cases_and_reparse_are_classified(tmp_path):
    """A file case runs the tool on a file of its bytes (a directory for `file:directory`); a `reparse` case reads
    the output back (LLVM IR from `--mlir-to-llvmir`, mhlo from HLO text)."""
    llvm = "llvm.func @f() {\n  llvm.return\n}\n"
    outcome = run_case(Case("file:bad_bytes", "", ("--allow-unregistered-dialect",), data=b"func.func @f\xff()"))
    assert (outcome.category, outcome.status) == ("located", 1), outcome.stderr
    assert "is not UTF-8 text" in outcome.stderr
    outcome = run_case(Case("file:directory", "", ("--mlir-to-llvmir",), tool="ai-translate", data=b""))
    assert (outcome.category, outcome.status) == ("located", 1), outcome.stderr
    assert "Is a directory" in outcome.stderr
    assert run_case(Case("x", llvm, ("--mlir-to-llvmir",), tool="ai-translate", reparse=True)).category == "ok"
    # IR that LLVM refuses ('llvm intrinsics cannot be defined!') is an error of ai-translate itself, which runs
    # LLVM's verifier as mlir-translate does; it once printed it, and only the reparse found it.
    intrinsic = llvm.replace("@f", '@"llvm.f"')
    for reparse in (False, True):
        outcome = run_case(Case("x", intrinsic, ("--mlir-to-llvmir",), tool="ai-translate", reparse=reparse))
        assert (outcome.category, outcome.status) == ("located", 1), outcome
        assert "llvm intrinsics cannot be defined" in outcome.stderr
    hlo = "HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] negate(x)\n}\n"
    assert run_case(Case("hlo", hlo, ("--hlo-text-to-mhlo",), tool="ai-translate", reparse=True)).category == "ok"


def test_input_files_that_change_are_clobbered(tmp_path):
    """A case run on files is `clobbered` where the tool changed one: ai-runner refuses `--outputs` naming its
    --inputs file or its program, so those stay; a tool that writes over its input (ai-opt's `-o` naming it,
    which mlir-opt allows too) shows what the category catches."""
    import io

    import numpy as np

    program = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n"
    buffer = io.BytesIO()
    np.savez(buffer, arg0=np.ones(2, np.float32))
    flags = ("--inputs={inputs}", "--outputs={inputs}", "--interpret")
    outcome = run_case(Case("npz", program, flags, tool="ai-runner", inputs=buffer.getvalue()))
    assert outcome.category == "located" and "is the --inputs file" in outcome.stderr, outcome
    flags = ("--random-inputs", "--outputs={input}")
    outcome = run_case(Case("file", "", flags, tool="ai-runner", data=program.encode()))
    assert outcome.category == "located" and "is the input file" in outcome.stderr, outcome
    outcome = run_case(Case("file", "", ("-o={input}",), data=program.encode()))
    assert outcome.category == "clobbered" and outcome.stderr.startswith("input.mlir changed"), outcome


def test_generated_npz_inputs_and_layouts(tmp_path):
    """`npz_inputs` makes arrays of the entry's signature (a fitting file runs) and edits of them;
    `layout_function` a function of a buffer of the layout it is given."""
    from fuzz_cases import layout_function, npz_inputs

    program = "func.func @f(%a: tensor<2x?xf32>, %b: memref<3xi32>, %c: f32) {\n  return\n}\n"
    rng = random.Random(SEED)
    made = [npz_inputs(rng, program, "f", interpreted=True) for _ in range(200)]
    assert {kind for kind, _ in made} >= {"fits", "dtype", "shape", "missing", "extra", "truncated", "header"}
    fits = next(data for kind, data in made if kind == "fits")
    flags = ("--entry=f", "--inputs={inputs}", "--interpret")
    assert run_case(Case("npz", program, flags, tool="ai-runner", inputs=fits)).category == "ok"
    bodies = {layout_function(rng, "memref<2x3xf32, strided<[1, 2]>>")[0] for _ in range(100)}
    assert bodies == {"ignore", "read", "write", "copy", "return", "cast"}
    text = layout_function(random.Random(0), "memref<4x0x3xf32, strided<[0, 3, 1]>>")[1]
    assert "memref<4x0x3xf32, strided<[0, 3, 1]>>" in text
