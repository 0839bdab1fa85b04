"""`--help` text: driver flags, then every pass and pipeline with its options."""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Sequence

from aiopt.support.pass_pipeline import describe_option_fields, first_doc_line
from aiopt.support.registry import PluginError, Registry
from aiopt.tools.command_line import FlagSpec


def format_flags(program: str, description: str, flags: Sequence[FlagSpec]) -> str:
    """The overview, usage and flag list of a driver."""
    overview = description.strip().splitlines()[0] if description.strip() else program
    lines = [f"OVERVIEW: {overview}", "", f"USAGE: {program} [options] <input file>", "", "OPTIONS:"]
    for spec in flags:
        names = ", ".join(f"-{alias}" if len(alias) == 1 else f"--{alias}" for alias in (spec.name, *spec.aliases))
        if spec.value:
            names += f"[={spec.value}]" if spec.optional_value else f"={spec.value}"
        lines.append(f"  {names:<42} {spec.help}")
    return "\n".join(lines) + "\n"


def format_help(program: str, description: str, flags: Sequence[FlagSpec], registry: Registry) -> str:
    """The full help text of a driver: flags, then every pass and pipeline."""
    lines = [format_flags(program, description, flags).rstrip("\n"), "", "Passes (each is also a flag: --NAME or --NAME='opt=value ...'):"]
    lines += _describe_group(registry, sorted(registry.passes))
    lines += ["", "Pass Pipelines:"]
    lines += _describe_group(registry, sorted(registry.pipelines)) or ["  (none)"]
    return "\n".join(lines) + "\n"


def _describe_group(registry: Registry, names: list[str]) -> list[str]:
    lines: list[str] = []
    for name in names:
        try:
            cls = registry.pass_class(name)
        except PluginError as err:
            lines.append(f"  --{name:<40} (cannot be loaded: {err})")
            continue
        summary = registry.summaries.get(name) or first_doc_line(cls)
        lines.append(f"  --{name:<40} {summary}")
        for option, kind, help_text in describe_option_fields(cls):
            lines.append(f"      {option}=<{kind}>".ljust(46) + (f" {help_text}" if help_text else ""))
    return lines


def cached_help(program: str, description: str, flags: Sequence[FlagSpec], registry: Registry) -> str:
    """`format_help`'s text, kept in the compile cache (`aiopt.runtime.compile_cache`) for the next run.

    Listing every pass's options imports every pass module: 0.3 s, where
    `xdsl-opt --help` takes 0.17 s. Without plugins the text is a function of
    aiopt's sources (the flags, the passes and their options:
    `sources_digest`) and xDSL's version, which the entry's key holds; a run
    that loaded a plugin (whose passes the text lists too) makes it anew. A
    missing or unusable cache only costs the time, without a word.
    """
    from aiopt.support.registry import plugin_code_ran

    if plugin_code_ran():
        return format_help(program, description, flags, registry)
    from aiopt.runtime.compile_cache import CompileCache, cache_key, sources_digest, xdsl_version

    with contextlib.redirect_stderr(io.StringIO()):  # the cache's warnings are not the help's
        cache = CompileCache.open()
        key = cache_key("help", program, description, repr(tuple(flags)), sources_digest(), xdsl_version(), sys.version)
        kept = cache.load(key, "txt") if cache is not None else None
        if kept is not None:
            with contextlib.suppress(UnicodeDecodeError):
                return kept.decode()
        text = format_help(program, description, flags, registry)
        if cache is not None:
            cache.store(key, "txt", text.encode())
    return text


def format_pass_list(registry: Registry) -> str:
    """`--list-passes` as mlir-opt 22 prints it: `Passes:`, then each pass (pipelines are not listed) with its
    summary and options, in LLVM's columns:

        Passes:
          --canonicalize                                    -   Canonicalize operations
            --max-iterations=<int>                          - Max. iterations between applying patterns ...
            --region-simplify=<value>                       - Perform control flow optimizations ...
            =normal                                       -   normal

    Upstream's option types (`<uint>`, `<long>`) become `<int>`, a choice's values are their own description.
    """
    lines = ["Passes:"]
    for name in sorted(registry.passes):
        try:
            cls = registry.pass_class(name)
        except PluginError as err:
            lines.append(f"{'  --' + name:<51} -   (cannot be loaded: {err})")
            continue
        summary = registry.summaries.get(name) or first_doc_line(cls)
        lines.append(f"{'  --' + name:<51} -   {summary}")
        for option, kind, help_text in sorted(describe_option_fields(cls)):
            kind = kind.partition(" = ")[0]
            choices = kind.split("|") if "|" in kind else []
            if kind == "bool":
                flag = f"    --{option}"
            else:
                metavar = "value" if choices else {"str": "string"}.get(kind.removeprefix("list of "), "int")
                if kind.removeprefix("list of ") not in ("int", "str", "float", "bool") and not choices:
                    metavar = "string"
                flag = f"    --{option}=<{metavar}>"
            lines.append(f"{flag:<51} - {help_text}")
            lines.extend(f"{'    =' + choice:<49} -   {choice}" for choice in choices)
    return "\n".join(lines) + "\n"
