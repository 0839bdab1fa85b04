"""docs/plugins.md's shell commands work as written, in a fresh virtual environment.

The environment gets aiopt and then the example plugin the way the page
says (`pip install -e ...`), with `--no-deps` added: the dependencies come
from the environment running the tests, through a `.pth` file (the build
backend still comes from the package index, as for the README's install). Every line of every
`sh` block then runs as written, from a folder that holds `in.mlir` and
`examples/`.
"""

from __future__ import annotations

import os
import re
import subprocess
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

IN_MLIR = """func.func @f(%a: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose %a : tensor<2x3xf64> to tensor<3x2xf64>
  %1 = toy.transpose %0 : tensor<3x2xf64> to tensor<2x3xf64>
  func.return %1 : tensor<2x3xf64>
}
"""


def _commands() -> list[str]:
    text = (ROOT / "docs" / "plugins.md").read_text()
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL):
        lines += [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]
    return lines


def test_the_plugin_page_commands_run_in_a_fresh_environment(tmp_path):
    environment = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(environment)
    python = environment / "bin" / "python"
    site = Path(
        subprocess.run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
    )
    # The packages of the environment running the tests (pip, setuptools, xdsl, numpy ...), after its own.
    (site / "zz_test_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    install = [str(python), "-m", "pip", "install", "-q", "--no-deps"]
    subprocess.run([*install, "-e", str(ROOT)], check=True, capture_output=True)

    work = tmp_path / "work"
    work.mkdir()
    (work / "examples").symlink_to(ROOT / "examples")
    (work / "in.mlir").write_text(IN_MLIR)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AIOPT_", "PYTHON", "VIRTUAL_ENV"))}
    env["PATH"] = os.pathsep.join([str(environment / "bin"), "/usr/bin", "/bin"])
    commands = _commands()
    assert any(c.startswith("pip install -e examples/toy_plugin") for c in commands)
    for command in commands:
        command = command.replace("pip install", f"{python} -m pip install -q --no-deps", 1)
        result = subprocess.run(["bash", "-c", command], cwd=work, capture_output=True, text=True, env=env)
        assert result.returncode == 0, f"{command}\n{result.stdout}{result.stderr}"
        assert "error" not in result.stderr, f"{command}\n{result.stderr}"
        if command.startswith("ai-opt --show-dialects"):
            assert "toy" in result.stdout  # the installed plugin is loaded with no flag


def _is_subsequence(lines: list[str], of: list[str]) -> bool:
    remaining = iter(of)
    return all(any(line == other for other in remaining) for line in lines)


def test_the_plugin_page_s_code_is_the_example_s():
    """Each python and toml block of docs/plugins.md is taken from a file of examples/toy_plugin: its lines (but
    `...`) appear there in the same order, so the page cannot drift from the example it walks through."""
    example = ROOT / "examples" / "toy_plugin"
    sources = [
        [line.rstrip() for line in path.read_text().splitlines()]
        for path in [*sorted(example.rglob("*.py")), example / "pyproject.toml"]
        if "Output" not in path.parts
    ]
    text = (ROOT / "docs" / "plugins.md").read_text()
    blocks = re.findall(r"^```(?:python|toml)\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert len(blocks) >= 10
    for block in blocks:
        lines = [line.rstrip() for line in block.splitlines() if line.strip() and line.strip() != "..."]
        assert any(_is_subsequence(lines, source) for source in sources), f"not in examples/toy_plugin:\n{block}"
