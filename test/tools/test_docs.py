"""The documentation is true: README.md's and docs/*.md's marked samples run as written and print what they show,
every registered pass is in the pass reference with its options, and every flag a command of the docs uses exists.

A fenced block preceded by an HTML comment (invisible on GitHub) is run, in the page's order, in one folder
per page that holds a link to `examples/`:

    <!-- doc-test -->                 a `sh` block: each line runs as a command (pipes, `VAR=value` prefixes and
                                      `# comments` as in sh); it must exit 0 with no `error:` on stderr.
                                      A `python` block runs in a process of its own after the import lines
                                      of the page's python blocks before it (skipped without jax when it
                                      imports jax). A block of `$ command` lines, each followed by its output:
                                      the command runs and prints exactly that (stdout, then stderr; a line
                                      `...` stands for any number of lines).
    <!-- doc-test: output -->         the exact standard output of the previous command.
    <!-- doc-test: file NAME -->      the block is written to NAME, for the commands after it.
    <!-- doc-test: lit NAME -->       the block is written to NAME and its `// RUN:` lines run (`%s` is NAME,
                                      `FileCheck` filecheck, `not` expects a failure).

ai-opt, ai-translate, ai-runner and filecheck run as `tool_testing.run_tool` runs them (forked from this process,
as the lit suite's tool server does) unless a command changes PYTHONPATH; other programs run as processes.
Where upstream's `mlir-opt` is installed, what each `ai-opt` command of a block prints must parse there too, unless
it holds ops of dialects upstream does not have (mhlo, stablehlo, a plugin's).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from tool_testing import run_in_child, run_tool

from aiopt.support.pass_pipeline import describe_option_fields
from aiopt.support.registry import default_registry
from aiopt.tools.tool_server import TOOLS
from aiopt.tools.upstream import find_upstream_tool

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent

_BLOCK = re.compile(
    r"^<!-- doc-test(?::\s*(?P<what>[^>]*?))?\s*-->\n```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^```[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
_FENCE = re.compile(r"^```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


@dataclasses.dataclass
class Block:
    what: str
    lang: str
    body: str
    line: int


def marked_blocks(page: Path) -> list[Block]:
    text = page.read_text()
    return [
        Block((m.group("what") or "run").strip(), m.group("lang"), m.group("body"), text.count("\n", 0, m.start()) + 2)
        for m in _BLOCK.finditer(text)
    ]


def _split_pipeline(line: str) -> list[list[str]]:
    lexer = shlex.shlex(line, posix=True, punctuation_chars="|")
    lexer.whitespace_split = True
    lexer.commenters = "#"
    stages: list[list[str]] = [[]]
    for token in lexer:
        if token == "|":
            stages.append([])
        else:
            stages[-1].append(token)
    return [stage for stage in stages if stage]


def run_command(line: str) -> subprocess.CompletedProcess:
    """Run one sh command line of the docs (in the current folder): a pipeline of tools and programs."""
    stdin = ""
    stderr = ""
    failed = False
    result = subprocess.CompletedProcess(line, 0, "", "")
    for argv in _split_pipeline(line):
        expect_failure = argv[0] == "not"
        if expect_failure:
            argv = argv[1:]
        env = dict(os.environ)
        while argv and re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", argv[0]):
            key, _, value = argv.pop(0).partition("=")
            env[key] = value
        if argv[0] in TOOLS and env.get("PYTHONPATH") == os.environ.get("PYTHONPATH"):
            result = run_tool(argv[0], *argv[1:], input=stdin, env=env)
        else:
            program = (
                sys.executable if argv[0] == "python" else str(BIN / argv[0]) if (BIN / argv[0]).exists() else argv[0]
            )
            env["PATH"] = os.pathsep.join([str(BIN), env.get("PATH", "")])
            result = subprocess.run([program, *argv[1:]], input=stdin, capture_output=True, text=True, env=env)
        stderr += result.stderr
        failed |= (result.returncode == 0) == expect_failure
        stdin = result.stdout
    return subprocess.CompletedProcess(line, 1 if failed else 0, result.stdout, stderr)


@functools.cache
def _upstream_mlir_opt() -> tuple[str, frozenset[str]] | None:
    """Upstream's mlir-opt and the dialects it registers, or None when it is not installed."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        return None
    listing = subprocess.run([mlir_opt, "--show-dialects"], capture_output=True, text=True, check=True).stdout
    return mlir_opt, frozenset(re.findall(r"^\s*([a-z_][a-z0-9_]*)\s*$", listing.replace(",", "\n"), re.MULTILINE))


def check_parses_upstream(where: str, line: str, printed: str) -> None:
    """What the `ai-opt` command `line` printed parses in upstream's mlir-opt, where that is installed and knows
    every dialect of the registry that `printed` names (`mhlo.`, ... leave it unchecked, as does a plugin)."""
    upstream = _upstream_mlir_opt()
    stages = _split_pipeline(line)
    if upstream is None or not printed.strip() or not stages or stages[-1][0] != "ai-opt" or "-plugin=" in line:
        return
    mlir_opt, upstream_dialects = upstream
    if any(re.search(rf"\b{name}\.", printed) for name in default_registry().dialects if name not in upstream_dialects):
        return
    flags = [f for f in ("--split-input-file", "--allow-unregistered-dialect") if f in line or f[1:] in line]
    result = subprocess.run([mlir_opt, *flags], input=printed, capture_output=True, text=True)
    assert result.returncode == 0, f"{where}: upstream mlir-opt rejects what `{line}` printed\n{result.stderr}"


def _shell_lines(body: str) -> list[str]:
    return [line for line in body.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def _transcript(body: str) -> list[tuple[str, str]]:
    """The `$ command` lines of a block and the output lines under each."""
    runs: list[tuple[str, list[str]]] = []
    for line in body.splitlines():
        if line.startswith("$ "):
            runs.append((line[2:], []))
        elif runs:
            runs[-1][1].append(line)
    return [(command, "\n".join(output).strip()) for command, output in runs]


def _matches(printed: str, expected: str) -> bool:
    """Whether `printed` is `expected` line by line (trailing blanks aside), where a line `...` of `expected`
    stands for any number of lines."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if line.strip() == "..." else re.escape(line.rstrip()) + r"[ \t]*\n"
        for line in expected.splitlines()
    )
    return re.fullmatch(pattern, printed.rstrip() + "\n") is not None


def _lit_run_lines(text: str, name: str) -> list[str]:
    lines = [m.group(1) for m in re.finditer(r"^// RUN: (.*)$", text, re.MULTILINE)]
    return [
        line.replace("%s", name).replace("%examples", "examples").replace("FileCheck", "filecheck") for line in lines
    ]


def _run_python(source: str, where: str) -> None:
    exec(compile(source, where, "exec"), {"__name__": "__doc_test__"})


def run_page(page: Path, folder: Path, monkeypatch) -> int:
    """Run the page's marked blocks in `folder`; the number of blocks checked."""
    (folder / "examples").symlink_to(ROOT / "examples")
    monkeypatch.chdir(folder)
    imports: list[str] = []
    last: subprocess.CompletedProcess | None = None
    blocks = marked_blocks(page)
    for block in blocks:
        where = f"{page.name}:{block.line}"
        kind, _, argument = block.what.partition(" ")
        if kind == "file":
            (folder / argument).write_text(block.body)
        elif kind == "output":
            assert last is not None, f"{where}: no command before this output"
            assert last.stdout.rstrip() == block.body.rstrip(), f"{where}: `{last.args}` printed\n{last.stdout}"
        elif kind == "lit":
            (folder / argument).write_text(block.body)
            for line in _lit_run_lines(block.body, argument):
                result = run_command(line)
                assert result.returncode == 0, f"{where}: RUN: {line}\n{result.stdout}{result.stderr}"
        elif kind == "run" and block.lang == "python":
            if (
                re.search(r"^import jax|^from jax", block.body, re.MULTILINE)
                and importlib.util.find_spec("jax") is None
            ):
                pytest.skip(f"{where}: jax is not installed")
            # In a child process (compiled code and its threads stay out of this one), after the imports of the
            # page's python blocks before it.
            source = "\n".join(imports) + "\n" + block.body
            result = run_in_child(_run_python, source, where)
            assert result.returncode == 0, f"{where}: the python block failed\n{result.stdout}{result.stderr}"
            imports += re.findall(r"^(?:import|from) .*$", block.body, re.MULTILINE)
        elif kind == "run" and "$ " in block.body and block.lang in ("", "console"):
            for command, output in _transcript(block.body):
                last = run_command(command)
                printed = (last.stdout + last.stderr).strip()
                assert _matches(printed, output), f"{where}: `{command}` printed\n{printed}"
                if last.returncode == 0:
                    check_parses_upstream(where, command, last.stdout)
        elif kind == "run" and block.lang == "sh":
            for line in _shell_lines(block.body):
                last = run_command(line)
                assert last.returncode == 0 and "error:" not in last.stderr, (
                    f"{where}: `{line}` failed ({last.returncode})\n{last.stdout}{last.stderr}"
                )
                check_parses_upstream(where, line, last.stdout)
        else:
            raise AssertionError(f"{where}: unknown doc-test block '{block.what}' ({block.lang})")
    return len(blocks)


@pytest.mark.parametrize("page", [p for p in PAGES if marked_blocks(p)], ids=lambda p: p.name)
def test_marked_samples_run_as_written(page, tmp_path, monkeypatch):
    assert run_page(page, tmp_path, monkeypatch) > 0


def test_a_wrong_output_block_fails(tmp_path, monkeypatch):
    page = tmp_path / "page.md"
    page.write_text(
        "<!-- doc-test: file a.mlir -->\n```mlir\nfunc.func @f() {\n  func.return\n}\n```\n"
        "<!-- doc-test -->\n```sh\nai-opt a.mlir\n```\n"
        "<!-- doc-test: output -->\n```mlir\nbuiltin.module {\n}\n```\n"
    )
    folder = tmp_path / "work"
    folder.mkdir()
    with pytest.raises(AssertionError, match="printed"):
        run_page(page, folder, monkeypatch)


# The pass reference -------------------------------------------------------------------------------------------


def _documented_passes() -> dict[str, list[str | None]]:
    """Each pass named in the first column of a table of docs/passes.md, with the option lists given there."""
    text = (ROOT / "docs" / "passes.md").read_text()
    found: dict[str, list[str | None]] = {}
    for row in re.finditer(r"^\| (.*?) \|", text, re.MULTILINE):
        for m in re.finditer(r"`([a-z][a-z0-9-]*)(?:\{([^}]*)\})?`(?: \(alias `([a-z0-9-]+)`\))?", row.group(1)):
            found.setdefault(m.group(1), []).append(m.group(2))
            if m.group(3):
                found.setdefault(m.group(3), []).append(m.group(2))
    return found


def test_every_registered_pass_and_pipeline_is_in_the_pass_reference():
    documented = _documented_passes()
    missing = sorted(set(default_registry().pass_names()) - set(documented))
    assert not missing, f"not in a table of docs/passes.md: {missing}"


def test_the_pass_reference_spells_each_pass_s_options_and_defaults():
    registry = default_registry()
    problems = []
    for name, option_lists in sorted(_documented_passes().items()):
        if name not in registry.pass_names():
            problems.append(f"{name}: not a registered pass")
            continue
        real = {
            option: kind.split(" = ", 1)[1] if " = " in kind else ""
            for option, kind, _ in describe_option_fields(registry.pass_class(name))
        }
        spelled: dict[str, str | None] = {}
        for options in option_lists:
            for item in (options or "").split():
                key, equals, value = item.partition("=")
                spelled[key] = value if equals else None
        if set(spelled) != set(real) and not any(options == "..." for options in option_lists):
            problems.append(f"{name}: documented {sorted(spelled)}, registered {sorted(real)}")
        for key, value in spelled.items():
            if key in real and value not in (None, "...") and value != real[key]:
                problems.append(f"{name}: {key}={value} documented, default {real[key]}")
            if key in real and value is None and real[key] not in ("false", ""):
                problems.append(f"{name}: {key} documented without a value, default {real[key]}")
    assert not problems, "\n".join(problems)


# The dialect reference ------------------------------------------------------------------------------------------


def test_every_registered_dialect_is_in_the_dialect_reference():
    """docs/dialects.md names each dialect that `ai-opt --show-dialects` lists, in a code span (`sdy`)."""
    spans = set(re.findall(r"`([a-z_][a-z0-9_]*)`", (ROOT / "docs" / "dialects.md").read_text()))
    missing = sorted(set(default_registry().dialects) - spans)
    assert not missing, f"not named in docs/dialects.md: {missing}"


# Flags ---------------------------------------------------------------------------------------------------------


def _tool_flags(tool: str) -> set[str]:
    result = run_tool(tool, "--help")
    assert result.returncode == 0, result.stderr
    flags = set(re.findall(r"^  (-[\w-]+)", result.stdout, re.MULTILINE)) | {"-h"}
    if tool == "ai-opt":
        flags |= {f"--{name}" for name in default_registry().pass_names()} | {"-p"}
    return flags


def _documented_commands() -> list[tuple[str, str]]:
    """(page, command) for each ai-opt/ai-translate/ai-runner command in a sh block or a code span of the docs."""
    commands = []
    for page in PAGES:
        text = page.read_text()
        spans = [m.group("body") for m in _FENCE.finditer(text) if m.group("lang") in ("sh", "")]
        spans += re.findall(r"(?<!`)`([^`\n]+)`(?!`)", _FENCE.sub("", text))
        for span in spans:
            for line in span.splitlines():
                line = line.removeprefix("$ ")
                for part in re.split(r"\|\|?|&&|;", line):
                    words = part.split()
                    while words and re.fullmatch(r"[A-Z_]+=\S*|env|not|mpirun|mpiexec|-n|\d+", words[0]):
                        words.pop(0)
                    if words and words[0].removeprefix(".venv/bin/") in ("ai-opt", "ai-translate", "ai-runner"):
                        commands.append((page.name, " ".join(words)))
    return commands


def test_every_flag_a_documented_command_uses_exists():
    flags = {tool: _tool_flags(tool) for tool in ("ai-opt", "ai-translate", "ai-runner")}
    problems = []
    for page, command in _documented_commands():
        tool = command.split()[0].removeprefix(".venv/bin/")
        if "toy" in command:  # the example plugin's passes (tested by test_plugin_docs)
            continue
        for flag in re.findall(r"(?<![\w=])(--?[a-z][\w-]*)", command):
            if flag not in flags[tool] and not (tool == "ai-opt" and flag == "-o"):
                problems.append(f"{page}: `{command}`: {tool} has no flag {flag}")
    assert not problems, "\n".join(problems)


def test_every_flag_of_the_tools_is_documented():
    """Each flag `--help` lists is named in the docs: ai-opt's in its reference (docs/ai-opt.md), ai-translate's
    and ai-runner's on any page."""
    texts = {tool: "\n".join(page.read_text() for page in PAGES) for tool in ("ai-translate", "ai-runner")}
    texts["ai-opt"] = (ROOT / "docs" / "ai-opt.md").read_text()
    missing = [
        f"{tool} {flag}"
        for tool, text in texts.items()
        for flag in sorted(_tool_flags(tool) - {"-h", "--help", "-p"})
        if flag.startswith("--")
        and flag.removeprefix("--") not in default_registry().pass_names()
        and not re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", text)
    ]
    assert not missing, f"not in the docs: {missing}"


def test_the_ai_opt_reference_tables_name_existing_flags():
    flags = _tool_flags("ai-opt")
    text = (ROOT / "docs" / "ai-opt.md").read_text()
    named = set()
    for row in re.finditer(r"^\| `([^|]*)` \|", text, re.MULTILINE):
        named |= set(re.findall(r"(?<![\w=])(--?[a-z][\w-]*)", row.group(1)))
    listing = re.search(r"^## Listing\n\n(.*?)\n\n", text, re.MULTILINE | re.DOTALL).group(1)
    named |= set(re.findall(r"`(--[a-z][\w-]*)", listing))
    assert named - flags - {"-o"} == set()


# Names ---------------------------------------------------------------------------------------------------------

_NOT_PYTHON_NAMES = {"aiopt.plugins"}  # the entry-point group
_FILE = re.compile(r"(?<![\w./-])((?:[\w-]+/)+[\w.-]+\.(?:py|mlir|json|md|toml))\b")


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for length in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:length]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[length:]:
            if not hasattr(obj, attribute):
                return False
            obj = getattr(obj, attribute)
        return True
    return False


def test_every_aiopt_name_and_file_the_docs_name_exists():
    problems = []
    for page in PAGES:
        for span in set(re.findall(r"`([^`\n]+)`", page.read_text())):
            for dotted in re.findall(r"\baiopt(?:\.\w+)+", span):
                if dotted not in _NOT_PYTHON_NAMES and not _resolves(dotted):
                    problems.append(f"{page.name}: {dotted}")
            for path in _FILE.findall(span):
                roots = (ROOT, page.parent, ROOT / "test", ROOT / "examples" / "toy_plugin")
                if not any((root / path).exists() for root in roots):
                    problems.append(f"{page.name}: {path}")
    assert not problems, "\n".join(problems)


_NOT_PASS_NAMES = {
    "convert-x-to-y",  # architecture.md's pattern of lowering names
    "x-legalize-to-y",
    "cross-replica-sum",  # an HLO op
    "expected-error-re",  # a --verify-diagnostics annotation
    "iree-codegen-memrefcopy-to-linalg",  # IREE's pass
    "max-num-rewrites",  # upstream canonicalize's option, which ai-opt.md says ai-opt lacks
    "mlir-hlo-opt",  # a tool
    "x86-64-v2",  # AIOPT_TARGET_CPU levels
    "x86-64-v3",
    "x86-64-v4",
}


def test_every_pass_name_in_a_code_span_of_the_docs_is_registered():
    """A code span of one kebab-case name of three or more words (`convert-mhlo-to-linalg`, optionally with
    `{options}`) names a registered pass or pipeline, or an option of one."""
    registry = default_registry()
    known = set(registry.pass_names()) | _NOT_PASS_NAMES
    for name in registry.pass_names():
        known |= {option for option, _, _ in describe_option_fields(registry.pass_class(name))}
    problems = []
    for page in PAGES:
        prose = _FENCE.sub("", page.read_text())
        for span in re.findall(r"(?<!`)`([^`\n]+)`(?!`)", prose):
            m = re.fullmatch(r"([a-z][a-z0-9]*(?:-[a-z0-9]+){2,})(\{[^}]*\})?", span.strip())
            if m and m.group(1) not in known:
                problems.append(f"{page.name}: `{span}`")
    assert not problems, "\n".join(problems)


def test_an_output_line_dots_stand_for_any_lines():
    assert _matches("a\nb\nc\nd", "a\n...\nd")
    assert _matches("a\nd", "a\n...\nd")
    assert not _matches("a\nb\nc", "a\n...\nd")
    assert not _matches("a\nb", "a")


def test_a_failing_python_block_fails(tmp_path, monkeypatch):
    page = tmp_path / "page.md"
    page.write_text(
        "<!-- doc-test -->\n```python\nimport numpy as np\n```\n<!-- doc-test -->\n```python\nnp.zeros(2)[5]\n```\n"
    )
    folder = tmp_path / "work"
    folder.mkdir()
    with pytest.raises(AssertionError, match="IndexError"):
        run_page(page, folder, monkeypatch)


def test_an_output_upstream_mlir_opt_rejects_fails():
    if _upstream_mlir_opt() is None:
        pytest.skip("upstream mlir-opt is not installed")
    check_parses_upstream("page.md:1", "ai-opt a.mlir", "module {\n}\n")
    check_parses_upstream("page.md:1", "ai-opt a.mlir", 'module {\n  "mhlo.unknown"() : () -> ()\n}\n')  # not checked
    with pytest.raises(AssertionError, match="upstream mlir-opt rejects"):
        check_parses_upstream("page.md:1", "ai-opt a.mlir", "module {\n  func.func @f() -> i32 {\n  }\n}\n")
