"""`-o` (and `ai-runner --outputs`) write what the path names, as mlir-opt does, and never replace it.

A regular file is replaced atomically and keeps its mode and owner; a new
file gets the umask's mode; character devices, FIFOs and hard-linked files are
written through; a symlink's target is written and the link stays. An output
that cannot be written is a located command-line error (exit 1).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from aiopt.tools import ai_opt, ai_runner, ai_translate

PROGRAM = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
"""
HLO_TEXT = """HloModule m
ENTRY main {
  ROOT p = f32[2] parameter(0)
}
"""


@pytest.fixture
def program(tmp_path: Path) -> Path:
    path = tmp_path / "program.mlir"
    path.write_text(PROGRAM)
    path.with_suffix(".hlo").write_text(HLO_TEXT)
    return path


def _ai_opt(program: Path, output: Path | str) -> int:
    return ai_opt.main([str(program), "-o", str(output)])


def _ai_translate(program: Path, output: Path | str) -> int:
    return ai_translate.main(["--hlo-text-to-mhlo", str(program.with_suffix(".hlo")), "-o", str(output)])


def _ai_runner(program: Path, output: Path | str) -> int:
    return ai_runner.main([str(program), "--interpret", "--random-inputs", "--outputs", str(output)])


TOOLS = [_ai_opt, _ai_translate, _ai_runner]


@pytest.mark.parametrize("tool", TOOLS)
def test_dev_null_stays_a_character_device(tool, program: Path):
    assert tool(program, os.devnull) == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


@pytest.mark.parametrize("tool", TOOLS)
def test_character_device_is_written_through(tool, program: Path, tmp_path: Path):
    device = tmp_path / "null"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a second /dev/null
    except (PermissionError, OSError):
        pytest.skip("cannot make a device node here")
    assert tool(program, device) == 0
    assert stat.S_ISCHR(os.lstat(device).st_mode)


@pytest.mark.parametrize("tool", TOOLS)
def test_fifo_is_written_through(tool, program: Path, tmp_path: Path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    # The reading end is open before the tool runs, so its write neither blocks nor needs a thread
    # (the output is smaller than a pipe's buffer); a tool that replaced the FIFO leaves it empty.
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        assert tool(program, fifo) == 0
        received = os.read(reader, 1 << 16)
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert received.startswith(b"PK") if tool is _ai_runner else b"func.func @main" in received


@pytest.mark.parametrize("tool", TOOLS)
def test_symlink_target_is_written_and_the_link_stays(tool, program: Path, tmp_path: Path):
    target = tmp_path / "target"
    target.write_text("old")
    link = tmp_path / "link"
    link.symlink_to("target")
    assert tool(program, link) == 0
    assert link.is_symlink() and os.readlink(link) == "target"
    assert target.read_bytes() != b"old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_regular_file_keeps_mode_and_owner(program: Path, tmp_path: Path):
    out = tmp_path / "out.mlir"
    out.write_text("old")
    out.chmod(0o640)
    owner = (1234, 5678) if os.geteuid() == 0 else (os.geteuid(), os.getegid())
    os.chown(out, *owner)
    assert _ai_opt(program, out) == 0
    status = os.stat(out)
    assert stat.S_IMODE(status.st_mode) == 0o640
    assert (status.st_uid, status.st_gid) == owner
    assert "func.func @main" in out.read_text()


def test_hard_linked_file_is_written_through(program: Path, tmp_path: Path):
    out = tmp_path / "out.mlir"
    out.write_text("old")
    other = tmp_path / "other-name.mlir"
    os.link(out, other)
    assert _ai_opt(program, out) == 0
    assert os.path.samefile(out, other)
    assert "func.func @main" in other.read_text()


@pytest.mark.parametrize("tool", TOOLS)
def test_new_file_honours_the_umask(tool, program: Path, tmp_path: Path):
    out = tmp_path / "new"
    previous = os.umask(0o027)
    try:
        assert tool(program, out) == 0
    finally:
        os.umask(previous)
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o640


def test_runner_outputs_go_to_the_path_as_given(program: Path, tmp_path: Path):
    out = tmp_path / "results"
    assert _ai_runner(program, out) == 0
    assert not (tmp_path / "results.npz").exists()
    with np.load(out, allow_pickle=False) as archive:
        assert archive["out0"].shape == (2,)


@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize(
    "make, reason",
    [
        (lambda d: d / "missing" / "out", "No such file or directory"),
        (lambda d: d, "Is a directory"),
        (lambda d: d / "program.mlir" / "out", "Not a directory"),
    ],
    ids=["missing-directory", "directory", "below-a-file"],
)
def test_unwritable_output_is_a_located_error(tool, make, reason, program: Path, tmp_path: Path, capsys):
    output = make(tmp_path)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert tool(program, output) == 1
    err = capsys.readouterr().err
    expected = rf"^<command-line>:1:\d+: error: cannot open output file '{re.escape(str(output))}': {reason}$"
    assert re.search(expected, err, re.M), err
    assert "internal error" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def _unprivileged(command: list[str]) -> list[str]:
    """`command` without root's right to write anywhere (as a plain user would run it)."""
    if os.geteuid() != 0:
        return command
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root without setpriv: permissions do not apply")
    drop = "-dac_override,-dac_read_search"
    return [setpriv, f"--inh-caps={drop}", f"--bounding-set={drop}", "--", *command]


@pytest.mark.parametrize("what", ["read-only-directory", "read-only-file"])
def test_unwritable_by_permissions_is_a_located_error(what, program: Path, tmp_path: Path):
    directory = tmp_path / "out"
    directory.mkdir()
    out = directory / "out.mlir"
    if what == "read-only-file":
        out.write_text("old")
        out.chmod(0o444)
    else:
        directory.chmod(0o555)
    command = [sys.executable, "-m", "aiopt.tools.ai_opt", str(program), "-o", str(out)]
    try:
        result = subprocess.run(_unprivileged(command), capture_output=True, text=True, timeout=120)
    finally:
        directory.chmod(0o755)
    assert result.returncode == 1, result.stderr
    assert f"error: cannot open output file '{out}': Permission denied" in result.stderr
    assert (out.read_text() == "old") if what == "read-only-file" else not out.exists()
