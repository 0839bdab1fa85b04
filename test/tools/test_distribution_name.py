"""aiopt's distribution is `aiopt-mlir`: `aiopt` on the package index is an unrelated project.

pyproject's name, what a plugin depends on (the example plugin and the
`pyproject.toml` that docs/plugins.md shows), and the name `ai-opt --version`
reads its version under must agree, or a plugin's `pip install` would
fetch the other project.
"""

from __future__ import annotations

import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[2]
DISTRIBUTION = "aiopt-mlir"


def test_pyproject_names_the_distribution():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == DISTRIBUTION


def test_plugins_depend_on_the_distribution():
    example = tomllib.loads((ROOT / "examples" / "toy_plugin" / "pyproject.toml").read_text())["project"]
    assert example["dependencies"] == [DISTRIBUTION]
    page = (ROOT / "docs" / "plugins.md").read_text()
    shown = [tomllib.loads(block) for block in re.findall(r"```toml\n(.*?)```", page, re.DOTALL)]
    dependencies = [d for block in shown for d in block.get("project", {}).get("dependencies", [])]
    assert dependencies and all(d == DISTRIBUTION for d in dependencies)


def test_ai_opt_version_reads_the_installed_distribution():
    ai_opt = Path(sys.executable).parent / "ai-opt"
    result = subprocess.run([str(ai_opt), "--version"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"ai-opt (aiopt {version(DISTRIBUTION)})\n"
