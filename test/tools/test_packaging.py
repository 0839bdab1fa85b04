"""Every Python package folder of the source tree is in pyproject's package list.

setuptools' `package-dir` mapping needs each subpackage listed; one that is
missing works in an editable install but is absent from `pip install .`.
"""

from __future__ import annotations

from pathlib import Path

import tomllib

ROOT = Path(__file__).parents[2]
SOURCE_FOLDERS = ("dialects", "transforms", "lowering", "tools")


def test_every_package_folder_is_listed_and_mapped():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed, mapped = set(config["packages"]), config["package-dir"]
    for folder in SOURCE_FOLDERS:
        for init in (ROOT / folder).rglob("__init__.py"):
            relative = init.parent.relative_to(ROOT)
            package = "aiopt." + ".".join(relative.parts)
            assert package in listed, f"{package} is missing from [tool.setuptools] packages"
            assert mapped.get(package) == relative.as_posix(), f"{package} is not mapped to {relative}"


def test_the_aiopt_package_itself_is_api():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "aiopt" in config["packages"] and config["package-dir"]["aiopt"] == "api"
    assert (ROOT / "api" / "__init__.py").exists()
