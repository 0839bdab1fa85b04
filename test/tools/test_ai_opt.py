"""Unit tests for the ai-opt driver: exit statuses, internal errors, pipelines, annotations."""

from __future__ import annotations

import io
import re
import subprocess
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from aiopt.support import registry as registry_module
from aiopt.support.diagnostics import Severity
from aiopt.support.pass_pipeline import (
    NestedPipeline,
    PassElement,
    PipelineSyntaxError,
    parse_anchored_pipeline,
    parse_option_text,
    parse_pipeline_text,
)
from aiopt.tools import ai_opt
from aiopt.tools.upstream import find_upstream_tool
from aiopt.tools.verify_diagnostics import parse_expectations

PROGRAM = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  func.return %0 : i32
}
"""


def run_ai_opt(args: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = ai_opt.main(args, stdin=io.StringIO(stdin))
    return status, out.getvalue(), err.getvalue()


def test_success_prints_module_and_exits_zero():
    status, out, err = run_ai_opt(["-"], PROGRAM)
    assert status == 0, err
    assert "arith.addi %arg0, %arg0 : i32" in out
    assert err == ""


def test_parse_error_exits_one_with_location():
    status, out, err = run_ai_opt(["-"], "func.func @f() {\n  %0 = arith.addi\n}\n")
    assert status == 1
    assert err.startswith("<stdin>:")
    assert ": error: " in err
    assert "Traceback" not in err


@dataclass(frozen=True)
class ExplodingPass(ModulePass):
    """A pass with a bug: it raises a plain Python exception."""

    name = "test-explode"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        raise RuntimeError("boom")


@pytest.fixture
def exploding_registry(monkeypatch):
    original = registry_module.default_registry

    def with_exploding_pass():
        registry = original()
        registry.register_pass("test-explode", lambda: ExplodingPass)
        return registry

    monkeypatch.setattr(registry_module, "default_registry", with_exploding_pass)
    # No plugin in this run (another test of this process may have loaded one): the pass's bug is ours.
    monkeypatch.setattr(registry_module, "_plugin_code_ran", False)


def test_internal_error_is_one_line_and_exit_two(exploding_registry):
    status, _, err = run_ai_opt(["-", "--test-explode"], PROGRAM)
    assert status == 2
    assert err == "ai-opt: internal error: RuntimeError: boom (run with --debug for a traceback)\n"


def test_internal_error_traceback_only_with_debug(exploding_registry):
    status, _, err = run_ai_opt(["-", "--test-explode", "--debug"], PROGRAM)
    assert status == 2
    assert "Traceback" in err and "RuntimeError: boom" in err


def test_crash_reproducer_of_a_pass_that_raises(exploding_registry, tmp_path):
    """With --mlir-pass-pipeline-crash-reproducer, a pass that raises is upstream's crash caught by its crash
    recovery: the reproducer is written, the run fails with status 1 and upstream's error."""
    path = tmp_path / "repro.mlir"
    args = ["-", "--cse", "--test-explode", f"--mlir-pass-pipeline-crash-reproducer={path}"]
    status, _, err = run_ai_opt(args, PROGRAM)
    assert status == 1
    assert "internal error in a pass: RuntimeError: boom" in err
    assert (
        f"<stdin>:0:0: error: A signal was caught while processing the MLIR module:reproducer generated at `{path}`; "
        "marking pass as failed" in err
    )
    text = path.read_text()
    assert text.startswith("module {\n  func.func @f(%arg0: i32) -> i32 {\n")
    assert '      pipeline: "builtin.module(cse, test-explode)",\n' in text and text.endswith("\n#-}\n")


def test_output_file_not_written_on_failure(tmp_path):
    target = tmp_path / "out.mlir"
    target.write_text("keep me")
    status, _, _ = run_ai_opt(["-", "-o", str(target)], "func.func @f() -> i32 {\n  func.return\n}\n")
    assert status == 1
    assert target.read_text() == "keep me"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"], "no temporary file may be left behind"


def test_output_file_written_on_success(tmp_path):
    target = tmp_path / "out.mlir"
    status, out, _ = run_ai_opt(["-", "-o", str(target)], PROGRAM)
    assert status == 0 and out == ""
    assert "func.func @f" in target.read_text()


def test_pipeline_text_nests_anchors():
    elements = parse_pipeline_text("builtin.module(func.func(cse, canonicalize{max-iterations=3 top-down}), cse)")
    assert len(elements) == 1
    module = elements[0]
    assert isinstance(module, NestedPipeline) and module.anchor == "builtin.module"
    func, last = module.elements
    assert isinstance(func, NestedPipeline) and func.anchor == "func.func"
    assert [e.name for e in func.elements] == ["cse", "canonicalize"]
    canonicalize = func.elements[1]
    assert isinstance(canonicalize, PassElement)
    assert [(o.key, [v for v, _ in o.values]) for o in canonicalize.options] == [
        ("max-iterations", ["3"]),
        ("top-down", []),
    ]
    assert isinstance(last, PassElement) and last.name == "cse"


def test_option_values_lists_quotes_and_braces():
    options = parse_option_text('sizes=1,2,3 name="a b" nested={x=1 y=2}', base=0)
    assert [(o.key, [v for v, _ in o.values]) for o in options] == [
        ("sizes", ["1", "2", "3"]),
        ("name", ["a b"]),
        ("nested", ["x=1 y=2"]),
    ]


@pytest.mark.parametrize(
    "text, offset",
    [("cse,", 4), ("builtin.module(cse", 15), ("cse{a=1", 3), ("cse)", 3), ("(cse)", 0)],
)
def test_pipeline_syntax_errors_point_at_the_problem(text, offset):
    with pytest.raises(PipelineSyntaxError) as info:
        parse_pipeline_text(text)
    assert info.value.offset == offset


@pytest.mark.parametrize("text", ["", "  ", "cse", "cse,canonicalize", "(cse)", "builtin.module(", "m(cse)x"])
def test_unanchored_pipelines_are_refused(text):
    assert parse_anchored_pipeline(text) is None


@pytest.mark.parametrize(
    "text, anchor, names",
    [(" builtin.module( ) ", "builtin.module", []), ("any(cse, canonicalize)", "any", ["cse", "canonicalize"])],
)
def test_anchored_pipelines(text, anchor, names):
    anchored = parse_anchored_pipeline(text)
    assert anchored is not None and anchored.anchor == anchor
    assert [element.name for element in anchored.elements] == names


@pytest.mark.parametrize(
    "text, message, offset",
    [
        ("builtin.module(cse),func.func(cse)", "extra closing ')'", 18),
        ("builtin.module(func.func(cse)", "unbalanced parentheses", 25),
        ("builtin.module(func.func())", "'' does not refer", 25),
    ],
)
def test_anchored_pipeline_errors_at_upstream_places(text, message, offset):
    with pytest.raises(PipelineSyntaxError, match=re.escape(message)) as info:
        parse_anchored_pipeline(text)
    assert info.value.offset == offset


def test_expectation_designators():
    text = "\n".join(
        [
            "op1",  # 1
            "// expected-error@above {{a}}",  # 2 -> 1
            "// expected-note@below {{b}}",  # 3 -> 5
            "// expected-remark@+2 {{c}}",  # 4 -> 6
            "op2",  # 5
            "op3 // expected-warning {{d}}",  # 6 -> 6
            "// expected-error@-6 {{e}}",  # 7 -> 1
            "// expected-error@unknown {{f}}",  # 8 -> None
        ]
    )
    expectations, errors = parse_expectations(text, "x.mlir")
    assert errors == []
    assert [(e.severity, e.line, e.text) for e in expectations] == [
        (Severity.ERROR, 1, "a"),
        (Severity.NOTE, 5, "b"),
        (Severity.REMARK, 6, "c"),
        (Severity.WARNING, 6, "d"),
        (Severity.ERROR, 1, "e"),
        (Severity.ERROR, None, "f"),
    ]


def test_regex_expectation():
    expectations, _ = parse_expectations("// expected-error-re {{value {{[0-9]+}} too big}}", "x.mlir")
    assert expectations[0].matches("value 42 too big")
    assert not expectations[0].matches("value x too big")


def test_program_run_collects_less_and_leaves_its_objects_to_the_exit(monkeypatch):
    """Run as a program (no argument list), a tool collects the youngest generation every
    YOUNG_COLLECTION_THRESHOLD allocations and, when done, freezes what is left (the exit drops it
    without a collection); called with arguments, it changes neither."""
    import gc
    import sys

    from aiopt.tools import command_line

    def run(args, stdin):
        seen.append((args, gc.get_threshold()[0]))
        return 0

    threshold, seen = gc.get_threshold(), []
    try:
        monkeypatch.setattr(sys, "argv", ["ai-opt", "--version"])
        assert command_line.run_tool("ai-opt", None, io.StringIO(), run) == 0
        assert seen == [(["--version"], command_line.YOUNG_COLLECTION_THRESHOLD)]
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
    assert command_line.run_tool("ai-opt", ["x.mlir"], io.StringIO(), run) == 0
    assert seen[-1] == (["x.mlir"], threshold[0]) and gc.get_freeze_count() == 0


@pytest.mark.parametrize(
    "flags",
    [
        ["-canonicalize", "-cse", "-symbol-dce"],
        ["--canonicalize=max-num-rewrites=3 top-down=false", "--cse"],
        ["--pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=disabled max-iterations=2}),cse)"],
    ],
)
def test_dumped_pipeline_reads_back_in_ai_opt_and_upstream(flags):
    """What --dump-pass-pipeline prints for upstream's passes is a pipeline ai-opt and upstream's mlir-opt
    both accept, and ai-opt runs it as it ran the flags."""
    status, out, err = run_ai_opt(["-", *flags, "--dump-pass-pipeline"], PROGRAM)
    assert status == 0, err
    header, _, pipeline = err.strip().partition("\n")  # upstream's layout: one element a line
    assert header.startswith("Pass Manager with ") and pipeline.startswith("builtin.module(\n")
    status, again, err = run_ai_opt(["-", f"--pass-pipeline={pipeline}"], PROGRAM)
    assert status == 0, err
    assert again == out
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("upstream mlir-opt is not installed")
    result = subprocess.run(
        [mlir_opt, "-", f"--pass-pipeline={pipeline}"], input=PROGRAM, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
