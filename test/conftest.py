"""Run the lit tests as pytest items, so that one `pytest` run reports everything.

Each `.mlir` file with a RUN line is one item. The first lit item to run
starts a single lit process for every collected `.mlir` file (lit runs them
in parallel) and the items then report their own results.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

TEST_ROOT = Path(__file__).parent
# Shared test helpers (hlo_testing.py) live next to this file.
sys.path.insert(0, str(TEST_ROOT))
_RESULTS_KEY = pytest.StashKey[dict[str, dict]]()
_LIT_FILES_KEY = pytest.StashKey[list[Path]]()


CI_TARGET_CPU = "x86-64-v3"
"""Under CI, compiled code is generated for this level (AVX2, no AVX-512, no native bf16) unless
$AIOPT_TARGET_CPU says otherwise: whatever CPU runs CI, the suite checks the code that AVX2-only
machines run (the soft-float calls included). test_soft_float.py covers the host and every level."""


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI") and not os.environ.get("AIOPT_TARGET_CPU"):
        from aiopt.tools.jit import JitError, target_cpu

        os.environ["AIOPT_TARGET_CPU"] = CI_TARGET_CPU
        try:
            target_cpu()
        except JitError:
            del os.environ["AIOPT_TARGET_CPU"]


def pytest_report_header(config: pytest.Config) -> str:
    from aiopt.tools.jit import host_cpu, target_cpu

    return f"compiled code for: {target_cpu()[0]} (host CPU: {host_cpu()[0]})"


def pytest_collect_file(parent: pytest.Collector, file_path: Path):
    if file_path.suffix == ".mlir" and "Inputs" not in file_path.parts and "Output" not in file_path.parts:
        if "RUN:" in file_path.read_text(encoding="utf-8", errors="replace"):
            return LitFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    config.stash[_LIT_FILES_KEY] = [item.path for item in items if isinstance(item, LitItem)]


class LitFile(pytest.File):
    def collect(self):
        yield LitItem.from_parent(self, name=self.path.relative_to(TEST_ROOT).as_posix())


class LitFailure(Exception):
    pass


class LitItem(pytest.Item):
    def runtest(self) -> None:
        results = _lit_results(self.config)
        key = self.path.relative_to(TEST_ROOT).as_posix()
        result = results.get(key)
        if result is None:
            raise LitFailure(f"lit did not report a result for {key}")
        if result["code"] in ("UNSUPPORTED", "XFAIL"):
            pytest.skip(f"lit: {result['code']}")
        if result["code"] != "PASS":
            raise LitFailure(f"lit: {result['code']}\n{result.get('output', '')}")

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, LitFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"lit: {self.name}"


def _lit_results(config: pytest.Config) -> dict[str, dict]:
    if _RESULTS_KEY in config.stash:
        return config.stash[_RESULTS_KEY]
    files = config.stash.get(_LIT_FILES_KEY, [])
    lit = Path(sys.executable).parent / "lit"
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "lit.json"
        command = [str(lit), "-q", "-j", str(os.cpu_count() or 2), "-o", str(report), *map(str, files)]
        subprocess.run(command, cwd=TEST_ROOT, capture_output=True, text=True)
        data = json.loads(report.read_text()) if report.exists() else {"tests": []}
    results: dict[str, dict] = {}
    for test in data["tests"]:
        # lit names tests "aiopt :: tools/x.mlir".
        results[test["name"].split(" :: ", 1)[-1]] = test
    config.stash[_RESULTS_KEY] = results
    return results
