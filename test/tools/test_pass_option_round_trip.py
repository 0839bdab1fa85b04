"""`--dump-pass-pipeline` writes what `--pass-pipeline` reads back, for every registered pass and pipeline.

Upstream writes an empty list option as `name=` (`linalg-tile{tile-sizes= ...}` in the expansion of
hlo-to-cpu-pipeline) and reads it back as an empty list; a string option that is empty is written `""`.
"""

from __future__ import annotations

import pytest

from aiopt.support.pass_pipeline import (
    OpPassManager,
    build_pass_manager,
    format_pass_manager,
    parse_option_text,
    parse_pipeline_text,
)
from aiopt.support.registry import default_registry

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
        "builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=})"
    )
    assert "top-down=true" in _dump("builtin.module(canonicalize{top-down=})")
    assert 'function=""' in _dump("builtin.module(convert-cf-assert-to-runtime-call{function=})")
