"""The example plugin repository's own lit tests pass with only aiopt's installed lit helper."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

EXAMPLE_TESTS = Path(__file__).resolve().parents[2] / "examples" / "toy_plugin" / "test"


def test_toy_plugin_lit_suite_passes():
    lit = Path(sys.executable).parent / "lit"
    env = {key: value for key, value in os.environ.items() if key != "AIOPT_NO_ENTRY_POINT_PLUGINS"}
    result = subprocess.run(
        [str(lit), "-v", str(EXAMPLE_TESTS)], capture_output=True, text=True, env=env, timeout=600
    )
    assert result.returncode == 0, result.stdout + result.stderr
    tests = sorted(path.name for path in EXAMPLE_TESTS.glob("*.mlir"))
    for name in tests:
        assert f"PASS: aiopt-toy-plugin :: {name}" in result.stdout
