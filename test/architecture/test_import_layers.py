"""Imports point one way: support <- dialects <- reference <- transforms, lowering <- targets <- runtime <- tools <- api.

Every `import`/`from ... import` of an `aiopt` module in the source folders is read
with `ast` (imports inside functions included: a lazy import is still a
dependency), and one into a higher layer fails the test. docs/architecture.md
says what each layer holds.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Folder -> (package, layer). transforms and lowering are one layer: both hold passes.
LAYERS = {
    "support": ("aiopt.support", 0),
    "dialects": ("aiopt.dialects", 1),
    "reference": ("aiopt.reference", 2),
    "transforms": ("aiopt.transforms", 3),
    "lowering": ("aiopt.lowering", 3),
    "targets": ("aiopt.targets", 4),
    "runtime": ("aiopt.runtime", 5),
    "tools": ("aiopt.tools", 6),
    "api": ("aiopt", 7),
}


def layer_of_module(module: str) -> tuple[str, int] | None:
    """The layer of a dotted `aiopt...` module name, or None for other packages."""
    if module != "aiopt" and not module.startswith("aiopt."):
        return None
    for folder, (package, layer) in LAYERS.items():
        if package != "aiopt" and (module == package or module.startswith(package + ".")):
            return folder, layer
    return "api", LAYERS["api"][1]


def imported_modules(path: Path, package: str) -> list[tuple[int, str]]:
    """(line, module) for each aiopt module `path` imports; `from aiopt.x import y` counts y as aiopt.x.y when
    that is a module (a folder or file), else as aiopt.x."""
    tree = ast.parse(path.read_text(), str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            found.append((node.lineno, module))
    return found


def source_files() -> list[tuple[Path, str, int]]:
    files = []
    for folder, (package, layer) in LAYERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT / folder).with_suffix("")
            parts = [part for part in relative.parts if part != "__init__"]
            module_package = ".".join([package, *parts[:-1]]) if path.name != "__init__.py" else ".".join(
                [package, *parts]
            )
            files.append((path, module_package, layer))
    return files


def layer_violations() -> list[str]:
    violations = []
    for path, package, layer in source_files():
        for line, module in imported_modules(path, package):
            target = layer_of_module(module)
            if target is not None and target[1] > layer:
                violations.append(f"{path.relative_to(ROOT)}:{line}: imports {module} ({target[0]}, a higher layer)")
    return violations


def test_imports_point_one_way():
    violations = layer_violations()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize(
    ("module", "expected"),
    [
        ("aiopt.support.diagnostics", "support"),
        ("aiopt.reference.hlo.core", "reference"),
        ("aiopt.runtime.jit", "runtime"),
        ("aiopt", "api"),
        ("aiopt.jax_frontend", "api"),
        ("xdsl.ir", None),
    ],
)
def test_layer_of_module(module, expected):
    layer = layer_of_module(module)
    assert (layer[0] if layer else None) == expected


def test_the_check_sees_an_upward_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from aiopt.runtime.jit import optimize\n")
    modules = [module for _, module in imported_modules(bad, "aiopt.support")]
    assert modules == ["aiopt.runtime.jit"]
    assert layer_of_module(modules[0])[1] > LAYERS["support"][1]
