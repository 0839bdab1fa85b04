"""The `external_resources` of a `{-# ... #-}` section, kept as upstream's `FallbackAsmResourceMap` keeps them.

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(cse)",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

mlir-opt reads a section of any key (a string, a boolean or a hex blob each entry), prints it back after the
dialect resources, and reads `mlir_reproducer` with `--run-reproducer` (what a crash reproducer writes). As the
builtin dialect's blobs (`aiopt.support.dense_resource.blobs_of_one_context`), they belong to the context of
one chunk of the input: `resources_of_one_context` scopes them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

Entry = tuple[str, str | bool]
"""One entry of a resource group: its key and value (a string, blobs as their `0x...` string, or a boolean)."""

_groups: dict[str, list[Entry]] = {}
"""The external resources read so far in this context, by group key, in the order read."""


@contextmanager
def resources_of_one_context() -> Iterator[None]:
    """External resources read inside are dropped at the end (mlir-opt's context of each chunk)."""
    saved = {key: list(entries) for key, entries in _groups.items()}
    try:
        yield
    finally:
        _groups.clear()
        _groups.update(saved)


def add_group(key: str, entries: list[Entry]) -> None:
    """The group `key` read (or made, as a reproducer's), replacing one of that key."""
    _groups[key] = entries


def group(key: str) -> list[Entry] | None:
    return _groups.get(key)


def groups() -> dict[str, list[Entry]]:
    return dict(_groups)


def escape(text: str) -> str:
    """`text` in double quotes, as upstream's `printEscapedString` writes it (`"x\\22y"`)."""
    out = []
    for char in text:
        if char in "\"\\" or not (char.isascii() and char.isprintable()):
            out.extend(f"\\{byte:02X}" for byte in char.encode())
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def format_groups(resource_groups: dict[str, list[Entry]]) -> str:
    """The `external_resources: {...}` entry of a `{-# #-}` section, indented as upstream prints it."""
    lines = ["  external_resources: {"]
    for index, (key, entries) in enumerate(resource_groups.items()):
        lines.append(f"    {key}: {{")
        for at, (name, value) in enumerate(entries):
            shown = ("true" if value else "false") if isinstance(value, bool) else escape(value)
            lines.append(f"      {name}: {shown}" + ("," if at < len(entries) - 1 else ""))
        lines.append("    }" + ("," if index < len(resource_groups) - 1 else ""))
    lines.append("  }")
    return "\n".join(lines)
