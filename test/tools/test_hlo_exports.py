"""Every HLO-text module shipped in examples/ and test/ imports, compiles and runs through ai-runner.

Each file whose text starts with `HloModule` is imported with
`ai-translate --hlo-text-to-mhlo` (the ENTRY's tuple root becomes one result
per leaf) and run through `ai-runner`, compiled, on seeded inputs; the
results must match `ai-runner --interpret` on the same inputs, written to
`.npz` files (integers exactly, floats within a tolerance). The import and
the interpreter run in this process (pure Python); the compiled run, in a
child process (forked: `tool_testing.run_tool`), so that a crash fails its
test rather than the session.

`CANNOT_RUN` lists the modules that cannot run on one CPU by design (multi-
replica collectives, host transfers, an unknown custom-call target): they
must import and then fail with a located error. `KNOWN_GAPS` lists those
that should run but do not yet, with the reason (strict expected failures:
a fixed gap fails as XPASS, so that its entry is removed).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from tool_testing import run_tool

ROOT = Path(__file__).resolve().parents[2]


def _hlo_modules() -> list[Path]:
    found = []
    for folder in ("examples", "test"):
        for path in sorted((ROOT / folder).rglob("*")):
            if "Output" in path.parts or not path.is_file() or path.suffix in (".py", ".mlir", ".npz"):
                continue
            with path.open("rb") as stream:
                if stream.read(9) == b"HloModule":
                    found.append(path)
    return found


HLO_MODULES = _hlo_modules()

CANNOT_RUN = {
    "tokens.hlo": "@main has type !mhlo.token, which compiled code cannot take yet",
    "collectives.hlo": "'mhlo.all_reduce' op names process (replica 1, partition 0), but the program runs with 1 replica",
    "custom-call.hlo": "failed to legalize operation 'mhlo.custom_call'",
}
"""Modules that cannot run on one CPU, and the located error ai-runner gives for them."""

KNOWN_GAPS: dict[str, str] = {}

INPUT_OVERRIDES = {"async.hlo": {1: np.array(2, np.int32)}}
"""Inputs that random values would make invalid (a dynamic-reshape size)."""


def _in_process(name: str, *args: str) -> subprocess.CompletedProcess:
    """Run a tool's main() here (for the pure-Python tools: nothing there can crash the process)."""
    import contextlib
    import importlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = importlib.import_module(f"aiopt.tools.{name}").main(list(args))
    return subprocess.CompletedProcess(args, status, out.getvalue(), err.getvalue())


def _inputs(mlir: Path, name: str) -> dict[str, np.ndarray]:
    from aiopt.reference.interpreter import find_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.tools.ai_runner import random_inputs

    module = parse_module(default_registry().make_context(), mlir.read_text(), str(mlir))
    arrays = random_inputs(list(find_function(module, "main").function_type.inputs.data), seed=3)
    arrays = [INPUT_OVERRIDES.get(name, {}).get(i, a) for i, a in enumerate(arrays)]
    return {f"arg{i}": a for i, a in enumerate(arrays)}


def _params():
    for path in HLO_MODULES:
        marks = [pytest.mark.xfail(reason=KNOWN_GAPS[path.name], strict=True)] if path.name in KNOWN_GAPS else []
        yield pytest.param(path, id=str(path.relative_to(ROOT)), marks=marks)


def test_the_shipped_exports_are_found():
    names = {p.name for p in HLO_MODULES}
    assert {"mlp.hlo.txt", "layernorm.hlo.txt", "while.hlo", "long-form.hlo"} <= names
    assert set(CANNOT_RUN) | set(KNOWN_GAPS) <= names


@pytest.mark.parametrize("path", list(_params()))
def test_hlo_export_runs_compiled_like_the_interpreter(path: Path, tmp_path: Path):
    mlir = tmp_path / "module.mlir"
    imported = _in_process("ai_translate", "--hlo-text-to-mhlo", str(path), "-o", str(mlir))
    assert imported.returncode == 0, imported.stderr
    inputs = tmp_path / "inputs.npz"
    np.savez(inputs, **_inputs(mlir, path.name))
    got, want = tmp_path / "got.npz", tmp_path / "want.npz"
    compiled = run_tool("ai-runner", str(mlir), "--inputs", str(inputs), "--outputs", str(got))
    if path.name in CANNOT_RUN:
        assert compiled.returncode == 1, compiled.stderr
        assert f"{mlir}:" in compiled.stderr and CANNOT_RUN[path.name] in compiled.stderr
        return
    assert compiled.returncode == 0, compiled.stderr
    interpreted = _in_process("ai_runner", str(mlir), "--interpret", "--inputs", str(inputs), "--outputs", str(want))
    assert interpreted.returncode == 0, interpreted.stderr
    with np.load(got) as results, np.load(want) as expected:
        assert sorted(results.files) == sorted(expected.files)
        for key in expected.files:
            result, reference = results[key], expected[key]
            assert result.dtype == reference.dtype and result.shape == reference.shape, key
            if reference.dtype.kind in "fc":
                np.testing.assert_allclose(result, reference, rtol=1e-4, atol=1e-5, err_msg=key)
            else:
                np.testing.assert_array_equal(result, reference, err_msg=key)
