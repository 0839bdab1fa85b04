"""Run the lit tests as pytest items, so that one `pytest` run reports everything.

Each `.mlir` file with a RUN line is one item. Once collection is done, one
lit process is started in the background for every collected `.mlir` file
(its tools run through a warm fork server: see lit.cfg.py), while pytest
goes on with the Python tests on the other cores. The lit items come last
and report the results of that run. Under pytest-xdist every worker collects
the same items; the first one to get there starts the single lit run, and
they all read its report (the folder named by $AIOPT_LIT_RUN, which the
controlling process creates).
"""

from __future__ import annotations

import atexit
import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

TEST_ROOT = Path(__file__).parent
# Shared test helpers (hlo_testing.py) live next to this file.
sys.path.insert(0, str(TEST_ROOT))
_RESULTS_KEY = pytest.StashKey[dict[str, dict]]()


CI_TARGET_CPU = "x86-64-v3"
"""Under CI, compiled code is generated for this level (AVX2, no AVX-512, no native bf16) unless
$AIOPT_TARGET_CPU says otherwise: whatever CPU runs CI, the suite checks the code that AVX2-only
machines run (the soft-float calls included). test_soft_float.py covers the host and every level."""


def pytest_report_header(config: pytest.Config) -> str:
    from aiopt.runtime.jit import host_cpu, target_cpu

    return f"compiled code for: {target_cpu()[0]} (host CPU: {host_cpu()[0]})"


def pytest_collect_file(parent: pytest.Collector, file_path: Path):
    if file_path.suffix == ".mlir" and "Inputs" not in file_path.parts and "Output" not in file_path.parts:
        if "RUN:" in file_path.read_text(encoding="utf-8", errors="replace"):
            return LitFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_finish(session: pytest.Session) -> None:
    # What the imports and the collection made stays to the end: out of the collector's reach, the full
    # collections of the run do not walk it again and again.
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    lit_items = [item for item in items if isinstance(item, LitItem)]
    if not lit_items or config.option.collectonly:
        return
    # The lit run goes on in the background while the Python tests run; its items come last.
    items[:] = [item for item in items if not isinstance(item, LitItem)] + lit_items
    _start_lit_run(config, [item.path for item in lit_items])


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


LIT_RUN_VARIABLE = "AIOPT_LIT_RUN"
LIT_TIMEOUT = 3600


GC_THRESHOLD = (20_000, 20, 20)
"""The collector's thresholds in the test processes: a young collection every 20,000 allocations instead of
700 (as `aiopt.support.collection` does while compiling), the older ones as often as before per young one.
The tests build and drop whole modules of IR, whose objects the default walked tens of times each."""


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*GC_THRESHOLD)
    if os.environ.get("CI") and not os.environ.get("AIOPT_TARGET_CPU"):
        from aiopt.runtime.jit import JitError, target_cpu

        os.environ["AIOPT_TARGET_CPU"] = CI_TARGET_CPU
        try:
            target_cpu()
        except JitError:
            del os.environ["AIOPT_TARGET_CPU"]
    # What the default pipeline makes of every compiled program is verified before translation
    # (aiopt.runtime.compiler.VERIFY_RESULT_VARIABLE). The IR after every pass is verified by the lit
    # tests (ai-opt's --verify-each) and by the difftest sample (test_difftest.py); AIOPT_VERIFY_EACH=1
    # in the environment verifies after every pass everywhere, which names the pass that broke the IR
    # (a fifth of the compile time: about a minute of the suite's).
    os.environ.setdefault("AIOPT_VERIFY_RESULT", "1")
    # The controlling process (or the only one) makes the folder of this session's lit run;
    # pytest-xdist workers inherit the variable.
    if not hasattr(config, "workerinput"):
        _compile_sources()
        folder = tempfile.mkdtemp(prefix="aiopt-lit-")
        os.environ[LIT_RUN_VARIABLE] = folder
        config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))


def _compile_sources() -> None:
    """Write the `.pyc` files of aiopt's modules that are missing or stale, once, before the workers start.

    An editable install leaves them to the first import, which does not write
    them where PYTHONDONTWRITEBYTECODE is set (as on CI machines, and in lit's
    environment): every Python process of the run (the pytest-xdist workers,
    the lit tool server, each tool a test starts) would then compile the same
    300 modules from source, about half a second each time. A package installed
    from a wheel has them written by pip; this does the same for the checkout.
    """
    import compileall
    import tomllib

    root = TEST_ROOT.parent
    try:
        folders = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"].values()
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return
    for folder in sorted(set(folders)):
        compileall.compile_dir(root / folder, maxlevels=0, quiet=2)


def _start_lit_run(config: pytest.Config, files: list[Path]) -> None:
    """Start lit on `files` in the background, unless another worker of this session already did."""
    folder = Path(os.environ[LIT_RUN_VARIABLE])
    try:
        os.close(os.open(folder / "started", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    # Beside the workers (or the one pytest process), which keep the other cores busy.
    jobs = max(1, (os.cpu_count() or 2) - workers)
    lit = Path(sys.executable).parent / "lit"
    command = [str(lit), "-q", "-j", str(jobs), "-o", str(folder / "lit.json"), *map(str, files)]
    # The marker file `done` is written once the report is complete.
    script = (
        "import subprocess, sys, pathlib; "
        f"subprocess.run(sys.argv[1:], cwd={str(TEST_ROOT)!r}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
        f"pathlib.Path({str(folder / 'done')!r}).touch()"
    )
    process = subprocess.Popen([sys.executable, "-c", script, *command], start_new_session=True)

    def stop() -> None:
        if process.poll() is None:  # pytest was interrupted: the run is no longer wanted
            os.killpg(process.pid, 9)

    atexit.register(stop)


def _lit_results(config: pytest.Config) -> dict[str, dict]:
    if _RESULTS_KEY in config.stash:
        return config.stash[_RESULTS_KEY]
    folder = Path(os.environ[LIT_RUN_VARIABLE])
    deadline = time.monotonic() + LIT_TIMEOUT
    while not (folder / "done").exists():
        if time.monotonic() > deadline:
            raise LitFailure(f"lit did not finish within {LIT_TIMEOUT} s")
        time.sleep(0.2)
    report = folder / "lit.json"
    data = json.loads(report.read_text()) if report.exists() else {"tests": []}
    results: dict[str, dict] = {}
    for test in data["tests"]:
        # lit names tests "aiopt :: tools/x.mlir".
        results[test["name"].split(" :: ", 1)[-1]] = test
    config.stash[_RESULTS_KEY] = results
    return results
