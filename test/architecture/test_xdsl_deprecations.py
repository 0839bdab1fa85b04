"""aiopt calls no API that xDSL 0.74 deprecates (each call warns, and goes in a later xDSL).

- `xdsl.dialects.linalg`'s op classes are imported from `xdsl.dialects.linalg.ops` (the package's own names
  warn): importing every aiopt module warns nothing;
- a `PatternRewriter` is called through `replace`, `erase` and `insert` (its `replace_op`, `erase_op` and
  `insert_op` warn; the static `Rewriter.replace_op` and friends do not): checked on the source of every
  function that takes its `rewriter` as a `PatternRewriter` (annotated, or a `match_and_rewrite`);
- the CPU pipeline on the MLP example runs with DeprecationWarning as an error (`DimOp(source, index)`, not
  `DimOp.from_source_and_index`, ...).
"""

from __future__ import annotations

import ast
import subprocess
import sys
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("dialects", "transforms", "lowering", "support", "targets", "runtime", "reference", "tools")
DEPRECATED_REWRITER_METHODS = {"replace_op": "replace", "erase_op": "erase", "insert_op": "insert"}

IMPORT_ALL = f"""
import importlib, pkgutil, warnings
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always", DeprecationWarning)
    for package in {PACKAGES!r}:
        module = importlib.import_module("aiopt." + package)
        for info in pkgutil.walk_packages(module.__path__, module.__name__ + "."):
            importlib.import_module(info.name)
for w in caught:
    if issubclass(w.category, DeprecationWarning) and "site-packages" not in w.filename:
        print(f"{{w.filename}}:{{w.lineno}}: {{w.message}}")
"""


def test_importing_every_module_warns_nothing():
    result = subprocess.run([sys.executable, "-c", IMPORT_ALL], capture_output=True, text=True, cwd=ROOT, check=True)
    assert result.stdout == ""


def _pattern_rewriter_calls(path: Path) -> list[str]:
    """`rewriter.replace_op(...)` and the like in functions taking `rewriter` as a PatternRewriter."""
    found = []
    for function in ast.walk(ast.parse(path.read_text())):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        params = {a.arg: a.annotation for a in function.args.args + function.args.kwonlyargs}
        if "rewriter" not in params:
            continue
        annotation = params["rewriter"]
        if annotation is not None and ast.unparse(annotation) != "PatternRewriter":
            continue
        if annotation is None and function.name != "match_and_rewrite":
            continue
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in DEPRECATED_REWRITER_METHODS
                and ast.unparse(node.func.value) == "rewriter"
            ):
                new = DEPRECATED_REWRITER_METHODS[node.func.attr]
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: rewriter.{node.func.attr} (use .{new})")
    return found


def test_pattern_rewriters_are_called_through_the_current_api():
    files = [path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))]
    assert [call for path in files for call in _pattern_rewriter_calls(path)] == []


def test_cpu_pipeline_runs_without_deprecation_warnings():
    """The MLP example compiled (hlo-to-cpu-pipeline, translation, JIT) with aiopt's deprecated calls as errors."""
    from aiopt.runtime.compiler import compile

    text = (ROOT / "examples" / "models" / "mlp.stablehlo.mlir").read_text()
    with warnings.catch_warnings():
        warnings.filterwarnings("error", category=DeprecationWarning, module=r"aiopt\.")
        compile(text, filename="mlp.stablehlo.mlir", cache=False)
