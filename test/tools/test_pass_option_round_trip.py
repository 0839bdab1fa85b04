"""`--dump-pass-pipeline` writes what `--pass-pipeline` reads back, for every registered pass and pipeline.

Upstream's `PassOptions::print` writes an empty list option as nothing (it leaves the space that separates it:
`canonicalize{  max-iterations=10 ...}`), a list as `name={a,b}` and an empty string as `name=`; it reads
`name=` back as an empty list or an empty string.
"""

from __future__ import annotations

import re
import subprocess
from functools import cache

import pytest

from aiopt.support.pass_pipeline import (
    OpPassManager,
    ScheduledPass,
    build_pass_manager,
    format_pass_manager,
    parse_option_text,
    parse_pipeline_text,
)
from aiopt.support.registry import default_registry
from aiopt.tools.upstream import find_upstream_tool
from aiopt.transforms.inline import InlinerPass

REGISTRY = default_registry()


def _dump(text: str) -> str:
    manager = build_pass_manager(REGISTRY, parse_pipeline_text(text), OpPassManager("builtin.module"))
    return format_pass_manager(manager)


@pytest.mark.parametrize("name", sorted({*REGISTRY.passes, *REGISTRY.pipelines}))
def test_dump_reads_back(name):
    dumped = _dump(f"builtin.module({name})")
    assert _dump(dumped) == dumped


def test_empty_values_as_upstream():
    """`list=` is an empty list, `bool=` is true (LLVM's cl::opt<bool>), `str=` the empty string; a flag's
    options may end at `=` (it was read as an unterminated quote)."""
    options = parse_option_text("sizes= name= flag=", base=0)
    assert [(o.key, [v for v, _ in o.values]) for o in options] == [("sizes", [""]), ("name", [""]), ("flag", [""])]
    assert _dump("builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=})") == (
        "builtin.module(scf-parallel-loop-tiling{})"
    )
    assert _dump("builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=1,2})") == (
        "builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes={1,2}})"
    )
    assert "top-down=true" in _dump("builtin.module(canonicalize{top-down=})")
    assert _dump("builtin.module(convert-cf-assert-to-runtime-call{function=})") == (
        "builtin.module(convert-cf-assert-to-runtime-call{function=})"
    )


@pytest.mark.parametrize(
    ("value", "written"),
    [
        (
            "cse, canonicalize",
            "{cse, canonicalize}",
        ),  # a space before any brace or quote: in braces, as upstream writes it
        ("cse,canonicalize{max-iterations=2 top-down=false}", "cse,canonicalize{max-iterations=2 top-down=false}"),
        ("canonicalize", "canonicalize"),
    ],
)
def test_string_values_as_upstream(value, written):
    """inline's `default-pipeline` is a string option: written bare, or in braces where a space comes first."""
    manager = OpPassManager("builtin.module", [ScheduledPass("inline", InlinerPass(default_pipeline=value))])
    assert f"{{default-pipeline={written} " in format_pass_manager(manager)
    assert _dump(format_pass_manager(manager)) == format_pass_manager(manager)


def test_pretty_layout_as_upstream():
    """`pretty`: one element a line, nested pipelines two spaces deeper, an empty pipeline as an empty line."""
    manager = build_pass_manager(
        REGISTRY, parse_pipeline_text("builtin.module(func.func(cse,any(cse)),cse)"), OpPassManager("builtin.module")
    )
    assert format_pass_manager(manager, pretty=True) == (
        "builtin.module(\n  func.func(\n    cse,\n    any(\n      cse\n    )\n  ),\n  cse\n)"
    )
    assert format_pass_manager(OpPassManager("builtin.module"), pretty=True) == "builtin.module(\n\n)"
    assert _dump(format_pass_manager(manager, pretty=True)) == format_pass_manager(manager)


@cache
def _upstream_passes(mlir_opt: str) -> set[str]:
    help_text = subprocess.run([mlir_opt, "--help"], capture_output=True, text=True, check=True).stdout
    return set(re.findall(r"^ {6,7}--([a-z0-9-]+) ", help_text, re.M))


@pytest.mark.parametrize("name", sorted({*REGISTRY.passes, *REGISTRY.pipelines}))
def test_upstream_reads_dump_back(name, tmp_path):
    """Upstream's mlir-opt reads what ai-opt dumps for each pass it has too (nested in `func.func` or
    `gpu.module` where upstream runs the pass only there)."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("upstream mlir-opt is not installed")
    if name not in _upstream_passes(mlir_opt):
        pytest.skip(f"upstream's mlir-opt has no {name}")
    source = tmp_path / "empty.mlir"
    source.write_text("module {}\n")
    for anchor in ("", "func.func", "gpu.module"):
        dumped = _dump(f"builtin.module({anchor}({name}))" if anchor else f"builtin.module({name})")
        result = subprocess.run(
            [mlir_opt, str(source), f"--pass-pipeline={dumped}", "-o", "/dev/null"],
            capture_output=True,
            text=True,
            check=False,
        )
        if "restricted to" not in result.stderr:
            break
    assert "does not refer to a registered pass" not in result.stderr, result.stderr
    assert "no such option" not in result.stderr and "Unknown command line argument" not in result.stderr, (
        dumped,
        result.stderr,
    )
