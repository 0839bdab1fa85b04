"""Helpers for tests of the GPU pipeline: a program lowered through the passes its chips share once per process.

sm_80 and sm_90 (and a program's runs on the interpreter and to PTX) share
every pass up to `nvvm-attach-target`; a test that lowers a program for each
chip, or with each option of a later pass, runs those passes once and
clones their result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import ModuleOp

from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

_CONTEXT = default_registry().make_context()

_SHARED: dict[tuple[str, tuple[str, ...]], ModuleOp] = {}
"""The programs after their shared passes, by text and those passes (never changed: callers get clones)."""


def lowered(text: str, passes: Sequence[str], shared: int, run: Callable[[ModuleOp, str], object]) -> ModuleOp:
    """`text` parsed and run through `passes` by `run(module, pipeline text)`: the first `shared` of them once per
    process for that text, a clone of their result through the rest."""
    key = (text, tuple(passes[:shared]))
    prefix = _SHARED.get(key)
    if prefix is None:
        prefix = parse_module(_CONTEXT, text, "program.mlir")
        if shared:
            run(prefix, ",".join(passes[:shared]))
        _SHARED[key] = prefix
    module = prefix.clone()
    if passes[shared:]:
        run(module, ",".join(passes[shared:]))
    return module
