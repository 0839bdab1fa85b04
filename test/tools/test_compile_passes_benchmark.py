"""bench/compile_passes.py still runs: a small program's compile per pass, this tree against a git revision in
alternating processes, with the LLVM IR of both compared. No time is compared."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import compile_passes  # noqa: E402


def test_a_program_per_pass_against_a_revision(capfd) -> None:
    argv = ["--against", "HEAD", "--only", "softmax-5x7", "--rounds", "1", "--repeats", "1", "--min-ms", "0"]
    assert compile_passes.main(argv) == 0
    out = capfd.readouterr().out
    assert "_softmax-5x7.mlir: CPU ms, medians of 1 processes x 1 compiles, same LLVM IR" in out
    assert re.search(r"^  total +[0-9.]+ +[0-9.]+ +[+-][0-9.]+%$", out, re.MULTILINE), out
    assert re.search(r"^  Canonicalizer \(canonicalize\) +[0-9.]+ +[0-9.]+", out, re.MULTILINE), out
