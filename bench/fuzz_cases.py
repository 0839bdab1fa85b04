"""Fuzz cases for `ai-opt`: mutated seed programs and deeply nested IR, and how to run one.

Shared by `test/tools/test_fuzz.py` (a few hundred cases on every test run)
and `bench/fuzz_driver.py` (ten thousand cases with a summary). A case is
the input text plus the command-line flags it runs with; running it calls
`aiopt.tools.ai_opt.main` in-process and sorts the result into an outcome:

- `ok`: exit status 0;
- `located`: exit status 1 with a `<stdin>:LINE:COL: error:` diagnostic (or
  one at a `loc("FILE":LINE:COL)` that the input gives an op);
- `unlocated`: exit status 1 without one;
- `internal`: exit status 2 (`ai-opt: internal error: ...`);
- `traceback`: a Python traceback was printed, or an exception escaped `main`;
- `hang`: the run took longer than the time limit.

Only `ok` and `located` are acceptable answers to any input.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import signal
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

SEED_DIR = Path(__file__).resolve().parent.parent / "test" / "tools" / "Inputs" / "fuzz_seeds"

ACCEPTABLE = ("ok", "located")
CATEGORIES = ("ok", "located", "unlocated", "internal", "traceback", "hang")

# The seeds use unregistered ops, `// -----` chunks and an expected-error.
SEED_FLAGS = ("--allow-unregistered-dialect", "--split-input-file", "--verify-diagnostics")

# Each mutated case runs with one of these flag sets (the plain one twice as often).
FLAG_SETS: tuple[tuple[str, ...], ...] = (
    ("--allow-unregistered-dialect",),
    ("--allow-unregistered-dialect",),
    (),
    ("--allow-unregistered-dialect", "--mlir-print-op-generic"),
    ("--allow-unregistered-dialect", "--mlir-print-debuginfo"),
    ("--allow-unregistered-dialect", "--split-input-file"),
    ("--allow-unregistered-dialect", "--split-input-file", "--verify-diagnostics"),
)

_TOKEN = re.compile(
    r"""
      \s+                                   # whitespace (kept, never mutated)
    | //[^\n]*                              # comment
    | "(?:[^"\\\n]|\\.)*"                   # string literal
    | [%^@#!](?:[\w$.\-]+|"[^"\n]*")(?:\#\d+)?  # %value, ^block, @symbol, #attr, !type
    | 0x[0-9a-fA-F]+                        # hex literal
    | -?\d+(?:\.\d*)?(?:[eE][+-]?\d+)?      # integer or float literal
    | [A-Za-z_][\w$.]*                      # keyword, op name, bare identifier
    | ->                                    # arrow
    | .                                     # any other single character
    """,
    re.VERBOSE | re.DOTALL,
)

# Characters a byte edit inserts: MLIR punctuation, control characters, and
# non-ASCII text (accents, CJK, an emoji, BOM, bidi override, a combining
# accent, and digits that `str.isnumeric` accepts but `int` does not).
_EDIT_CHARS = (
    list("(){}[]<>,:=%^@#!\"'x0-+*?.\\/ \n")
    + ["\x00", "\x01", "\x07", "\x08", "\t", "\r", "\x0b", "\x0c", "\x1b", "\x7f", "\x85"]
    + ["é", "ß", "中", "€", "\u00a0", "\u2028", "\u202e", "\ufeff", "\u0301", "\ufffd", "\U0001f600", "²", "٣"]
)

_DEPTHS = (50, 100, 200, 500, 1000, 2000)


@dataclass(frozen=True)
class Case:
    """One fuzz input: how it was made, its text, and the ai-opt flags to run it with."""

    kind: str
    text: str
    flags: tuple[str, ...]


@dataclass(frozen=True)
class Outcome:
    """What running a case produced."""

    category: str
    status: int | None
    stdout: str
    stderr: str
    seconds: float


def load_seeds(directory: Path = SEED_DIR) -> list[str]:
    """The seed programs: every `*.txt` file of `directory`, in name order."""
    return [path.read_text(encoding="utf-8") for path in sorted(directory.glob("*.txt"))]


def tokenize(text: str) -> list[str]:
    """Split MLIR text into tokens; joining them gives the text back."""
    return _TOKEN.findall(text)


# -- mutations ----------------------------------------------------------------


def _token_indices(tokens: list[str]) -> list[int]:
    return [i for i, token in enumerate(tokens) if not token.isspace()]


def delete_token(rng: random.Random, text: str, corpus: list[str]) -> str:
    tokens = tokenize(text)
    del tokens[rng.choice(_token_indices(tokens))]
    return "".join(tokens)


def duplicate_token(rng: random.Random, text: str, corpus: list[str]) -> str:
    tokens = tokenize(text)
    index = rng.choice(_token_indices(tokens))
    tokens.insert(index, tokens[index] + rng.choice(("", " ")))
    return "".join(tokens)


def swap_tokens(rng: random.Random, text: str, corpus: list[str]) -> str:
    tokens = tokenize(text)
    indices = _token_indices(tokens)
    first = rng.randrange(len(indices))
    # Mostly near neighbours, which keeps the rest of the program intact.
    second = min(len(indices) - 1, first + rng.choice((1, 1, 2, 3, 8, len(indices))))
    a, b = indices[first], indices[second]
    tokens[a], tokens[b] = tokens[b], tokens[a]
    return "".join(tokens)


def replace_token(rng: random.Random, text: str, corpus: list[str]) -> str:
    tokens = tokenize(text)
    tokens[rng.choice(_token_indices(tokens))] = rng.choice(corpus)
    return "".join(tokens)


def insert_char(rng: random.Random, text: str, corpus: list[str]) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(_EDIT_CHARS) + text[at:]


def delete_char(rng: random.Random, text: str, corpus: list[str]) -> str:
    at = rng.randrange(len(text))
    return text[:at] + text[at + 1 :]


def replace_char(rng: random.Random, text: str, corpus: list[str]) -> str:
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(_EDIT_CHARS) + text[at + 1 :]


def truncate(rng: random.Random, text: str, corpus: list[str]) -> str:
    return text[: rng.randrange(len(text))]


Mutation = Callable[[random.Random, str, list[str]], str]
TOKEN_MUTATIONS: tuple[Mutation, ...] = (delete_token, duplicate_token, swap_tokens, replace_token)
CHAR_MUTATIONS: tuple[Mutation, ...] = (insert_char, delete_char, replace_char)


# -- deep nesting -------------------------------------------------------------


def nested_execute_region(depth: int) -> str:
    opens = "".join(f"{'  ' * (i + 1)}%r{i} = scf.execute_region -> i32 {{\n" for i in range(depth))
    body = f"{'  ' * (depth + 1)}%c = arith.constant 1 : i32\n{'  ' * (depth + 1)}scf.yield %c : i32\n"
    closes = "".join(
        f"{'  ' * (i + 1)}}}\n{'  ' * (i + 1)}" + (f"scf.yield %r{i} : i32\n" if i else "func.return %r0 : i32\n")
        for i in reversed(range(depth))
    )
    return f"func.func @deep() -> i32 {{\n{opens}{body}{closes}}}\n"


def nested_dense(depth: int) -> str:
    return f'"test.op"() {{a = dense<{"[" * depth}1{"]" * depth}> : tensor<{"1x" * depth}i32>}} : () -> ()\n'


def _nest(template: str, opening: str, inner: str, closing: str) -> Callable[[int], str]:
    """A builder of `template` with `depth` openings, `inner` and as many closings at its `{}`."""
    return lambda depth: template.format(opening * depth + inner + closing * depth)


_TERMINATOR = '"test.termop"() : () -> ()\n'
_IN_SCF_IF = "func.func @deep(%c: i1) {{\n{}\nfunc.return\n}}\n"
_AS_TYPE = '"test.op"() : () -> {}\n'
_AS_ATTR = '"test.op"() {{a = {}}} : () -> ()\n'
_AS_AFFINE_EXPR = '"test.op"() {{a = affine_map<(d0) -> ({})>}} : () -> ()\n'
_AS_LOC = '"test.op"() : () -> () loc({})\n'

NESTINGS: dict[str, Callable[[int], str]] = {
    "execute_region": nested_execute_region,
    "generic_regions": _nest("{}", '"test.op"() ({\n', _TERMINATOR, "}) : () -> ()\n" + _TERMINATOR),
    "scf_if": _nest(_IN_SCF_IF, "scf.if %c {\n", "", "}"),
    "tensor_type": _nest(_AS_TYPE, "tensor<", "f32", ">"),
    "tuple_type": _nest(_AS_TYPE, "tuple<", "i32", ">"),
    "llvm_array_type": _nest(_AS_TYPE, "!llvm.array<2 x ", "!llvm.ptr", ">"),
    # As a result type, a function type would read as a list of results.
    "function_type": _nest(_AS_ATTR, "(", "i32", ") -> i32"),
    "array_attr": _nest(_AS_ATTR, "[", "1", "]"),
    "dict_attr": _nest(_AS_ATTR, "{a = ", "unit", "}"),
    "dense": nested_dense,
    "affine_parens": _nest(_AS_AFFINE_EXPR, "(", "d0", ")"),
    # The parser loops over `+`, but `d0 + d0 + ...` is a left-leaning tree
    # as deep as the sum is long, which the printer recurses through.
    "affine_sum": _nest(_AS_AFFINE_EXPR, "d0 + ", "d0", ""),
    "fused_loc": _nest(_AS_LOC, "fused[", '"f":1:2', "]"),
    "callsite_loc": _nest(_AS_LOC, "callsite(", '"a":1:1', ' at "b":2:2)'),
}
"""Builders of deeply nested IR by name; each takes the depth."""


# -- case generation ----------------------------------------------------------


def generate_cases(count: int, seed: int) -> Iterator[Case]:
    """`count` cases drawn with a fixed random seed: the seed programs, then a mix of mutations.

    About half are token edits, a quarter character edits, an eighth
    truncations and an eighth deep nesting (sometimes mutated as well).
    """
    rng = random.Random(seed)
    programs = load_seeds()
    corpus = sorted({token for text in programs for token in tokenize(text) if not token.isspace()})
    for index in range(count):
        if index < len(programs):
            yield Case("seed", programs[index], SEED_FLAGS)
            continue
        flags = rng.choice(FLAG_SETS)
        roll = rng.random()
        if roll < 0.125:
            name = rng.choice(sorted(NESTINGS))
            text = NESTINGS[name](rng.choice(_DEPTHS))
            kind = f"nesting:{name}"
            if rng.random() < 0.3:
                mutation = rng.choice(TOKEN_MUTATIONS + CHAR_MUTATIONS + (truncate,))
                text = mutation(rng, text, corpus)
                kind += f"+{mutation.__name__}"
            yield Case(kind, text, flags)
            continue
        if roll < 0.625:
            mutations = TOKEN_MUTATIONS
        elif roll < 0.875:
            mutations = CHAR_MUTATIONS
        else:
            mutations = (truncate,)
        text = rng.choice(programs)
        names = []
        for _ in range(1 if mutations == (truncate,) else rng.choice((1, 1, 1, 2, 3))):
            mutation = rng.choice(mutations)
            if text.strip():
                text = mutation(rng, text, corpus)
            names.append(mutation.__name__)
        yield Case("+".join(names), text, flags)


# -- running ------------------------------------------------------------------


class CaseTimeout(BaseException):
    """Raised by the alarm inside a case that ran too long.

    A BaseException, so that `main`'s `except Exception` does not turn it
    into an internal error.
    """


_LOCATED_ERROR = re.compile(r"^(.+?):\d+:\d+: error: ", re.MULTILINE)


def is_located(stderr: str, text: str) -> bool:
    """Whether `stderr` has an error at a line and column of the input.

    That is `<stdin>`, or a file that a `loc("FILE":...)` of the input names:
    MLIR reports an op's error at the op's location, whatever it says.
    """
    return any(
        match[1] == "<stdin>" or f'"{match[1]}"' in text for match in _LOCATED_ERROR.finditer(stderr)
    )


def classify(status: int | None, stdout: str, stderr: str, text: str) -> str:
    """Sort the exit status and output of a finished run on input `text` into a category."""
    if "Traceback (most recent call last)" in stdout + stderr:
        return "traceback"
    if status == 0:
        return "ok"
    if status == 1:
        return "located" if is_located(stderr, text) else "unlocated"
    return "internal"


def run_case(case: Case, time_limit: float = 5.0) -> Outcome:
    """Run `ai-opt` in-process on a case with a wall-clock limit, and classify what happened.

    The limit is a SIGALRM timer, so this runs on the main thread only.
    """
    from aiopt.tools.ai_opt import main

    def on_alarm(signum, frame):
        raise CaseTimeout()

    stdout, stderr = io.StringIO(), io.StringIO()
    previous = signal.signal(signal.SIGALRM, on_alarm)
    started = time.perf_counter()
    status: int | None = None
    category: str | None = None
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            signal.setitimer(signal.ITIMER_REAL, time_limit)
            try:
                status = main(list(case.flags), io.StringIO(case.text))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    except CaseTimeout:
        category = "hang"
    except (Exception, SystemExit) as err:  # noqa: BLE001
        # main() turns every Exception into exit status 2; one that escapes
        # it anyway is as bad as a traceback.
        stderr.write(f"Traceback (most recent call last):\n  escaped main(): {type(err).__name__}: {err}\n")
    finally:
        signal.signal(signal.SIGALRM, previous)
    seconds = time.perf_counter() - started
    out, err_text = stdout.getvalue(), stderr.getvalue()
    return Outcome(category or classify(status, out, err_text, case.text), status, out, err_text, seconds)


def shorten(text: str, limit: int = 300) -> str:
    """`text` as a Python literal, cut in the middle when longer than `limit` characters."""
    if len(text) > limit:
        text = text[: limit // 2] + " ... " + text[-limit // 2 :]
    return repr(text)
