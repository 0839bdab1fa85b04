"""Pass and op docstrings show IR, and the IR pass docstrings show is what the pass does.

Every registered pass of aiopt's own should say what it does with a short IR example in its class docstring
(the quality bar), and every op of aiopt's dialects a docstring with IR. `bench/docstring_audit.py` lists those
that do not; this test keeps both lists empty.

An example written as

    Example, `ai-opt --some-pass{opt=1}`:

        func.func @f(...) { ... }

    becomes

        %0 = ...
        ...

is run: its input (a whole program) through `ai-opt` with those arguments, and each line after `becomes`
(but `...`) must be found, in order, within a line of the output, as a FileCheck `CHECK:` line would.
"""

from __future__ import annotations

import importlib.util
import re
import shlex
import sys
import textwrap
from pathlib import Path

import pytest
from tool_testing import run_tool

from aiopt.support.registry import PassPipelineDefinition, default_registry

ROOT = Path(__file__).resolve().parents[2]

_spec = importlib.util.spec_from_file_location("docstring_audit", ROOT / "bench" / "docstring_audit.py")
docstring_audit = importlib.util.module_from_spec(_spec)
sys.modules["docstring_audit"] = docstring_audit
_spec.loader.exec_module(docstring_audit)

WITHOUT_IR_EXAMPLE: set[str] = set()
"""aiopt's passes whose docstring shows no IR yet. Fill one in and remove it here; never add one."""

_EXAMPLE = re.compile(
    r"^(?P<indent>[ ]*)Example, `ai-opt (?P<args>[^`]+)`:\n\n(?P<input>.*?)\n"
    r"(?P=indent)becomes[^\n]*\n\n(?P<output>.*?)"
    r"(?=\n(?P=indent)\S|\s*\Z)",
    re.MULTILINE | re.DOTALL,
)


def _pass_classes() -> dict[str, type]:
    registry = default_registry()
    classes = {}
    for name in sorted(registry.pass_names()):
        cls = registry.pass_class(name)
        if isinstance(cls, type) and issubclass(cls, PassPipelineDefinition):
            continue
        if cls.__module__.startswith("aiopt."):
            classes[name] = cls
    return classes


def test_no_pass_of_aiopt_lost_its_ir_example():
    without = set(docstring_audit.audit()["passes_without_ir_example"])
    assert without <= WITHOUT_IR_EXAMPLE, f"these passes' docstrings show no IR: {sorted(without - WITHOUT_IR_EXAMPLE)}"
    assert not WITHOUT_IR_EXAMPLE - without, f"remove from WITHOUT_IR_EXAMPLE: {sorted(WITHOUT_IR_EXAMPLE - without)}"


def _examples() -> list[tuple[str, str, str, str]]:
    found = []
    for name, cls in _pass_classes().items():
        for m in _EXAMPLE.finditer(cls.__doc__ or ""):
            found.append((name, m.group("args"), textwrap.dedent(m.group("input")), textwrap.dedent(m.group("output"))))
    return found


def test_the_audit_sees_an_ir_example_only_where_there_is_one():
    assert docstring_audit.has_ir_example("Add.\n\n        %0 = mhlo.add %a, %b : tensor<4xf32>\n")
    assert docstring_audit.has_ir_example('Strip: `"test.op"() : () -> ()` stays.')
    assert not docstring_audit.has_ir_example("Lower `mhlo.add` to `arith.addf` (see the module).")
    assert not docstring_audit.has_ir_example(None)


def test_the_docstring_examples_are_found():
    assert len(_examples()) >= 20


@pytest.mark.parametrize("name, args, program, expected", _examples(), ids=lambda v: v if "\n" not in v else "")
def test_a_docstring_example_shows_what_the_pass_makes(name, args, program, expected, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "example.mlir").write_text(program)
    result = run_tool("ai-opt", "example.mlir", *shlex.split(args))
    assert result.returncode == 0, f"{name}: ai-opt {args}\n{result.stderr}"
    output = [line.strip() for line in result.stdout.splitlines()]
    position = 0
    for wanted in (line.strip() for line in expected.splitlines()):
        if not wanted or wanted == "...":
            continue
        while position < len(output) and wanted not in output[position]:
            position += 1
        assert position < len(output), f"{name}: `{wanted}` not found (in order) in the output of ai-opt {args}:\n" + (
            result.stdout
        )
        position += 1


def test_every_op_of_aiopt_has_a_docstring_with_ir():
    found = docstring_audit.audit()
    missing = {
        kind: sorted(name for names in found[kind].values() for name in names)
        for kind in ("ops_without_docstring", "ops_with_only_xdsl_docstring", "ops_without_ir_example")
    }
    assert not any(missing.values()), missing
