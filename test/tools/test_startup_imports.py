"""`ai-opt` imports only what a run needs: start-up is most of a small run's time (issue 19).

A run on an `arith` file without plugins imports neither `importlib.metadata`
(only needed when an installed distribution declares an `aiopt.plugins`
entry point) nor the `cf` and `tensor` dialects (only needed when the input
has their ops).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from aiopt.support.registry import _may_declare_plugins, installed_plugin_folders

RUN = """
import contextlib, io, json, sys
from aiopt.tools.ai_opt import main
out, err = io.StringIO(), io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    status = main([sys.argv[1]], stdin=io.StringIO(""))
print(json.dumps({"status": status, "output": out.getvalue(), "errors": err.getvalue(), "modules": sorted(sys.modules)}))
"""

ARITH = """func.func @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  func.return %c : i32
}
"""


def _run(tmp_path, text: str) -> dict:
    path = tmp_path / "input.mlir"
    path.write_text(text)
    environment = {key: value for key, value in os.environ.items() if key != "AIOPT_NO_ENTRY_POINT_PLUGINS"}
    environment["AIOPT_PLUGIN_PATH"] = ""
    result = subprocess.run(
        [sys.executable, "-c", RUN, str(path)], capture_output=True, text=True, env=environment, check=True
    )
    return json.loads(result.stdout)


def test_arith_run_skips_entry_point_metadata_and_cf(tmp_path):
    if _may_declare_plugins(installed_plugin_folders()):
        pytest.skip("an installed distribution declares aiopt.plugins: importlib.metadata is needed")
    run = _run(tmp_path, ARITH)
    assert run["status"] == 0 and "arith.addi %a, %b : i32" in run["output"]
    assert "importlib.metadata" not in run["modules"]
    assert "xdsl.dialects.cf" not in run["modules"]
    assert "xdsl.dialects.tensor" not in run["modules"]


def test_cf_run_still_checks_branch_operands(tmp_path):
    # The branch check loads cf only once the input has cf ops, and then applies.
    run = _run(tmp_path, "func.func @f(%a: i32) {\n  cf.br ^bb1(%a, %a : i32, i32)\n^bb1(%x: i32):\n  func.return\n}\n")
    assert run["status"] == 1
    assert "error: 'cf.br' op branch has 2 operands for successor #0, but target block has 1" in run["errors"]


def test_may_declare_plugins_reads_entry_points_files(tmp_path):
    site = tmp_path / "site"
    (site / "plain-1.0.dist-info").mkdir(parents=True)
    (site / "plain-1.0.dist-info" / "entry_points.txt").write_text("[console_scripts]\nx = y:z\n")
    (site / "legacy.egg-info").write_text("Metadata-Version: 1.0\n")  # a file: no entry points
    assert not _may_declare_plugins([str(site), str(tmp_path / "missing")])
    (site / "toy-0.1.dist-info").mkdir()
    (site / "toy-0.1.dist-info" / "entry_points.txt").write_text("[aiopt.plugins]\ntoy = toy:register\n")
    assert _may_declare_plugins([str(site)])
    assert _may_declare_plugins([str(tmp_path / "plugins.egg")])
