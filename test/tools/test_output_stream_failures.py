"""A tool whose stdout cannot be written fails as LLVM's tools do, never with an internal error.

A full disk (`> /dev/full`) or a closed stdout (`>&-`) is `IO failure on output stream: ...` with exit
status 1 (LLVM's report_fatal_error); a closed stdout that a run does not write to (`-o FILE`) and a
closed stderr are no failure; a reader that leaves early (`| head`) is none either.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
TOOLS = {  # the console scripts' entry points (pyproject.toml), and the arguments after the input
    "ai-opt": ("aiopt.tools.ai_opt:program", []),
    "ai-translate": ("aiopt.tools.ai_translate:main", ["--mlir-to-llvmir"]),
    "ai-runner": ("aiopt.tools.ai_runner:main", ["--interpret", "--entry", "f", "--random-inputs", "--print"]),
}


def _run(tool: str, args: list[str], stdout, close: tuple[int, ...] = ()) -> subprocess.CompletedProcess[str]:
    module, function = TOOLS[tool][0].split(":")
    command = [sys.executable, "-c", f"import sys; from {module} import {function}; sys.exit({function}())", *args]

    def close_descriptors() -> None:
        for fd in close:
            os.close(fd)

    return subprocess.run(
        command, stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=300, preexec_fn=close_descriptors
    )


@pytest.fixture
def program(tmp_path: Path) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text(PROGRAM)
    return path


def _program_args(tool: str, program: Path) -> list[str]:
    if tool == "ai-translate":
        # The llvm dialect: what --mlir-to-llvmir translates.
        program.write_text("llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n")
    return [str(program), *TOOLS[tool][1]]


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_full_disk(tool, program):
    with open("/dev/full", "w") as full:
        result = _run(tool, _program_args(tool, program), full)
    assert result.returncode == 1, result.stderr
    assert result.stderr == "<unknown>:0: error: IO failure on output stream: No space left on device\n"


@pytest.mark.parametrize("tool", sorted(TOOLS))
def test_closed_stdout(tool, program):
    result = _run(tool, _program_args(tool, program), None, close=(1,))
    assert result.returncode == 1, result.stderr
    assert result.stderr == "<unknown>:0: error: IO failure on output stream: Bad file descriptor\n"


@pytest.mark.parametrize("args", [["--help"], ["--list-passes"], ["--version"]])
def test_listings_to_a_full_disk(args):
    with open("/dev/full", "w") as full:
        result = _run("ai-opt", args, full)
    assert result.returncode == 1, result.stderr
    assert "IO failure on output stream: No space left on device" in result.stderr


def test_closed_stdout_unused(program, tmp_path):
    out = tmp_path / "out.mlir"
    result = _run("ai-opt", [str(program), "-o", str(out)], None, close=(1,))
    assert (result.returncode, result.stderr) == (0, "")
    assert "func.func @f" in out.read_text()


def test_closed_stderr(program):
    """A run that succeeds still exits 0 (the exit flushed stderr, None, and failed: status 1); one that
    fails exits 1 without a word."""
    command = [sys.executable, "-c", "from aiopt.tools.ai_opt import program; program()"]
    ok = subprocess.run([*command, str(program)], capture_output=False, stdout=subprocess.PIPE,
                        preexec_fn=lambda: os.close(2), timeout=300)
    assert ok.returncode == 0
    assert b"func.func @f" in ok.stdout
    program.write_text("func.func @f(")
    bad = subprocess.run([*command, str(program)], stdout=subprocess.PIPE, preexec_fn=lambda: os.close(2),
                         timeout=300)
    assert bad.returncode == 1
