"""bench/cpu_ukernel.py still runs: the kernel of this tree and of a git revision, checked against numpy's
results (the script fails on a mismatch) and timed on tiny shapes. No time is compared."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import cpu_ukernel  # noqa: E402


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory) -> Path:
    """A compile cache of the module's runs: the first compiles the two kernels (and the runtimes), the others
    load their machine code."""
    return tmp_path_factory.mktemp("compile-cache")


@pytest.mark.parametrize("transpose", ["none", "a", "b"])
def test_kernel_against_numpy_and_a_revision(transpose: str, capfd, cache_dir: Path, monkeypatch) -> None:
    monkeypatch.setenv("AIOPT_CACHE_DIR", str(cache_dir))
    shapes = "13x20x37,40x9x70"
    argv = ["--shapes", shapes, "--transpose", transpose, "--against", "HEAD", "--repeats", "1", "--burst", "0"]
    assert cpu_ukernel.main(argv) == 0
    out = capfd.readouterr().out
    for shape in shapes.split(","):
        line = next(line for line in out.splitlines() if line.strip().startswith(shape))
        assert re.search(r"aiopt [0-9.]+ ms .* aiopt@HEAD [0-9.]+ ms .* numpy [0-9.]+ ms \(1\.000", line), line


@pytest.mark.parametrize("transpose", ["none", "a", "b"])
def test_native_loops_against_openblas(transpose: str, capfd, cache_dir: Path, monkeypatch) -> None:
    """--native: the kernel and OpenBLAS's sgemm in loops of compiled code (each result checked against numpy's
    float64 product first: a wrong transposition or leading dimension fails the run)."""
    if cpu_ukernel.numpy_cblas_sgemm() is None:
        pytest.skip("numpy without its wheel's OpenBLAS")
    monkeypatch.setenv("AIOPT_CACHE_DIR", str(cache_dir))
    shapes = "13x20x37,40x9x70"
    argv = ["--shapes", shapes, "--transpose", transpose, "--native", "--repeats", "1", "--burst", "0"]
    assert cpu_ukernel.main(argv) == 0
    out = capfd.readouterr().out
    for shape in shapes.split(","):
        line = next(line for line in out.splitlines() if line.strip().startswith(shape))
        assert re.search(r"aiopt [0-9.e+-]+ ms .* openblas [0-9.e+-]+ ms \(1\.000", line), line
