"""`ai-opt` run as a program ends without the interpreter's finalization, unless a plugin's code ran.

`aiopt.tools.ai_opt.program` (the console script) runs the `atexit`
functions, flushes stdout and stderr and calls `os._exit`: the output and
the exit status are those of a normal exit, but the objects of the run are
not torn down one by one. An object's `__del__` shows which exit happened.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import atexit, os, sys
sys.argv = ["ai-opt", *sys.argv[1:]]

class Witness:
    def __del__(self, write=os.write):
        write(2, b"finalized\\n")

witness = Witness()
atexit.register(lambda: sys.stderr.write("atexit ran\\n"))
from aiopt.tools.ai_opt import program
program()
"""

ADD = "func.func @f(%a: i32) -> i32 {\n  %c = arith.addi %a, %a : i32\n  func.return %c : i32\n}\n"


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", SCRIPT, *args], capture_output=True, text=True, cwd=tmp_path)


def test_a_run_exits_without_finalizing_with_its_output_and_status(tmp_path):
    (tmp_path / "in.mlir").write_text(ADD)
    result = _run(tmp_path, "in.mlir")
    assert result.returncode == 0
    assert "arith.addi %arg0, %arg0 : i32" in result.stdout
    assert result.stderr == "atexit ran\n"  # no "finalized": the objects were not torn down

    result = _run(tmp_path, "in.mlir", "-o", "out.mlir")
    assert result.returncode == 0 and result.stdout == ""
    assert "arith.addi" in (tmp_path / "out.mlir").read_text()


def test_an_error_keeps_its_diagnostic_and_status(tmp_path):
    (tmp_path / "bad.mlir").write_text("func.func @f() {\n  %c = arith.addi\n}\n")
    result = _run(tmp_path, "bad.mlir")
    assert result.returncode == 1
    assert "bad.mlir:2:" in result.stderr and "error:" in result.stderr
    assert "finalized" not in result.stderr


@pytest.mark.parametrize("flag", ["--load-pass-plugin", "--load-dialect-plugin"])
def test_a_plugin_gets_the_normal_exit(tmp_path, flag):
    plugin = tmp_path / "plugin.py"
    plugin.write_text("def register(registry):\n    pass\n")
    (tmp_path / "in.mlir").write_text(ADD)
    result = _run(tmp_path, f"{flag}={plugin}", "in.mlir")
    assert result.returncode == 0 and "arith.addi" in result.stdout
    assert "atexit ran" in result.stderr and "finalized" in result.stderr


@pytest.mark.parametrize("pass_", ["raising-pass", "raising-pattern", "emitting-pattern"])
def test_a_plugin_pass_that_raises_is_a_user_error(tmp_path, pass_):
    # The pass failed (a located error, exit 1: plugin-pass-raises.mlir), not ai-opt (internal error, exit 2).
    plugin = ROOT / "test" / "tools" / "Inputs" / "plugin_pass_raises.py"
    (tmp_path / "in.mlir").write_text(ADD)
    result = _run(tmp_path, f"--load-pass-plugin={plugin}", f"--{pass_}", "in.mlir")
    assert result.returncode == 1, result.stderr
    assert "in.mlir:" in result.stderr and "internal error" not in result.stderr


def test_the_console_script_is_program():
    text = (ROOT / "pyproject.toml").read_text()
    assert 'ai-opt = "aiopt.tools.ai_opt:program"' in text
