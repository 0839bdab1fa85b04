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
- `hang`: the run took longer than the time limit;
- `reparse`: a case that checks its output (`Case.reparse`: what
  `ai-translate --hlo-text-to-mhlo` or `ai-opt` on a structural mutation
  printed) succeeded, but `ai-opt` cannot read that output back, or LLVM
  (llvmlite) refuses the LLVM IR `ai-translate --mlir-to-llvmir` wrote (its
  `--passes` cases, and the CPU pipeline's end);
- `clobbered`: a case run on files (`Case.data`, `Case.inputs`) changed one of
  them (`--outputs` naming the input, ...).

Only `ok` and `located` are acceptable answers to any input.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import math
import random
import re
import signal
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

SEED_DIR = Path(__file__).resolve().parent.parent / "test" / "tools" / "Inputs" / "fuzz_seeds"
TEST_DIR = Path(__file__).resolve().parent.parent / "test"

ACCEPTABLE = ("ok", "located")
CATEGORIES = ("ok", "located", "unlocated", "internal", "traceback", "hang", "reparse", "clobbered")

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
    tool: str = "ai-opt"
    then_translate: bool = False
    """Feed what ai-opt printed to `ai-translate --mlir-to-llvmir` as a second step."""
    data: bytes | None = None
    """Run on a file of these bytes (its path the last argument) instead of `text` on stdin."""
    reparse: bool = False
    """Where the tool succeeds, `ai-opt` must read what it printed back (else the case is `reparse`)."""
    inputs: bytes | None = None
    """ai-runner: an `--inputs` file of these bytes (an .npz, or not), its path in place of `{inputs}` in the
    flags (`--inputs={inputs}`, `--outputs={inputs}`); `{input}` is the path of the `data` file."""


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
    "module": _nest("{}", "module {\n", "", "}\n"),
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

    About three eighths are token edits, an eighth edits of attributes,
    types, literals, strings, identifiers, split markers, locations or aliases
    (`STRUCTURAL_MUTATIONS`, whose output must read back: `reparse`), a quarter
    character edits, an eighth truncations and an eighth deep nesting
    (sometimes mutated as well).
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
        if roll < 0.25:
            text = rng.choice(programs)
            names = []
            for _ in range(rng.choice((1, 1, 2))):
                mutation = rng.choice(STRUCTURAL_MUTATIONS)
                text = mutation(rng, text, corpus)
                names.append(mutation.__name__)
            # What ai-opt prints must read back (not under --verify-diagnostics, which prints nothing).
            reparse = "--verify-diagnostics" not in flags
            yield Case("structural:" + "+".join(names), text, flags, reparse=reparse)
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


# -- passes on the test corpus -------------------------------------------------

CPU_PIPELINE: tuple[str, ...] = (
    "convert-mhlo-to-linalg",
    "linalg-fuse-elementwise-ops",
    "one-shot-bufferize{bufferize-function-boundaries}",
    "buffer-results-to-out-params",
    "buffer-deallocation",
    "convert-linalg-to-loops",
    "lower-affine",
    "convert-scf-to-cf",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
)
"""The default CPU lowering, in order; pipeline cases run a contiguous stretch of it."""

_SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)
_COMMENT_LINE = re.compile(r"^\s*//.*\n?", re.MULTILINE)
_ELEMENT_TYPES = ("f16", "bf16", "f32", "f64", "i1", "i8", "i16", "i32", "i64", "index", "complex<f32>")
_ELEMENT_TYPE = re.compile(r"\b(?:f16|bf16|f32|f64|i1|i8|i16|i32|i64|index)\b")
_DIM = re.compile(r"(?<=[<x])(?:\d+|\?)(?=x)")
_INTEGER = re.compile(r"(?<![\w.%#^@])-?\d+(?![\w.])")


def load_chunks(directory: Path = TEST_DIR) -> list[tuple[str, str]]:
    """(`file.mlir#N`, text) for every `// -----` chunk of every test file, comment lines removed."""
    chunks = []
    for path in sorted(directory.rglob("*.mlir")):
        if "Output" in path.parts:
            continue
        for index, chunk in enumerate(_SPLIT.split(path.read_text(encoding="utf-8"))):
            text = _COMMENT_LINE.sub("", chunk)
            if text.strip():
                chunks.append((f"{path.relative_to(directory)}#{index}", text))
    return chunks


def drop_line(rng: random.Random, text: str, corpus: list[str]) -> str:
    lines = text.splitlines(keepends=True)
    del lines[rng.randrange(len(lines))]
    return "".join(lines)


def duplicate_line(rng: random.Random, text: str, corpus: list[str]) -> str:
    lines = text.splitlines(keepends=True)
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])
    return "".join(lines)


def swap_lines(rng: random.Random, text: str, corpus: list[str]) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) > 1:
        index = rng.randrange(len(lines) - 1)
        lines[index], lines[index + 1] = lines[index + 1], lines[index]
    return "".join(lines)


def _replace_one(rng: random.Random, text: str, pattern: re.Pattern[str], choices: tuple[str, ...]) -> str:
    matches = list(pattern.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    return text[: match.start()] + rng.choice(choices) + text[match.end() :]


def change_type(rng: random.Random, text: str, corpus: list[str]) -> str:
    return _replace_one(rng, text, _ELEMENT_TYPE, _ELEMENT_TYPES)


def change_dim(rng: random.Random, text: str, corpus: list[str]) -> str:
    return _replace_one(rng, text, _DIM, ("0", "1", "2", "3", "5", "?", "1024"))


def change_integer(rng: random.Random, text: str, corpus: list[str]) -> str:
    return _replace_one(rng, text, _INTEGER, ("-1", "0", "1", "2", "3", "7", "64", "4294967296"))


def retype_all(rng: random.Random, text: str, corpus: list[str]) -> str:
    """Every use of one element type becomes another: the program often stays valid."""
    found = sorted(set(_ELEMENT_TYPE.findall(text)))
    if not found:
        return text
    old, new = rng.choice(found), rng.choice(_ELEMENT_TYPES)
    return re.sub(rf"\b{old}\b", new, text)


def redim_all(rng: random.Random, text: str, corpus: list[str]) -> str:
    """Every dimension of one size becomes another (often `?`)."""
    found = sorted(set(_DIM.findall(text)) | set(re.findall(r"(?<=x)\d+(?=x?[a-z])", text)))
    if not found:
        return text
    old, new = rng.choice(found), rng.choice(("?", "?", "0", "1", "3"))
    return re.sub(rf"(?<=[<x]){re.escape(old)}(?=x)", new, text)


_ANY_DIM = re.compile(r"(?<=[<x])\d+(?=x)")
_HUGE_DIMS = ("2147483648", "4294967296", "1099511627776", "4611686018427387904", "9223372036854775807")


def huge_dim(rng: random.Random, text: str, corpus: list[str]) -> str:
    """One dimension of a shaped type becomes huge (2^31 ... 2^63 - 1): no verifier, folder, pass or
    printer may allocate, list or multiply out its elements past int64."""
    return _replace_one(rng, text, _ANY_DIM, _HUGE_DIMS)


_DENSE = re.compile(r"dense<[^<>]*>")
_DENSE_VALUES = (
    "dense<>", "dense<0x7FC00000>", 'dense<"0xDEADBEEF">', "dense<[1, 2]>", "dense<[[1], [2, 3]]>", "dense<(1, 2)>",
    "dense<true>", "dense<1.5>", "dense<-1>", "dense<340282366920938463463374607431768211456>", "dense<nan>",
    "dense<0xFFFFFFFFFFFFFFFFFFFF>", "dense<[]>", "dense<1e400>", 'dense<"">',
)  # fmt: skip


def change_dense(rng: random.Random, text: str, corpus: list[str]) -> str:
    """One `dense<...>` literal of a program gets another value: of the wrong shape, kind or width, hex of
    the wrong size, out of range."""
    return _replace_one(rng, text, _DENSE, _DENSE_VALUES)


_BLOBS = (
    '"0x0400000000000000"', '"0x04000000"', '"0x0400000001000000020000000300000004000000"', '"0x0"', '"0xZZ"',
    '"0x08000000ffffffff"', '""', '"0x00000000"', "42", '"0x01000000' + "00" * 64 + '"', '"0x4000000000"',
)  # fmt: skip


def to_dense_resource(rng: random.Random, text: str, corpus: list[str]) -> str:
    """One `dense<...>` becomes `dense_resource<blob1>` with a `{-# dialect_resources #-}` section whose
    blob is right or not (too short or long, no alignment word, odd hex digits, not hex, not a string),
    is named otherwise, or is missing."""
    matches = list(_DENSE.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    text = text[: match.start()] + "dense_resource<blob1>" + text[match.end() :]
    if rng.random() < 0.9:
        name, blob = rng.choice(("blob1", "blob1", "blob2")), rng.choice(_BLOBS)
        dialect = rng.choice(("builtin", "builtin", "builtin", "test", "nosuchdialect"))
        text += f"\n{{-#\n  dialect_resources: {{\n    {dialect}: {{\n      {name}: {blob}\n    }}\n  }}\n#-}}\n"
    return text


_LOCATIONS = (
    "loc(unknown)", 'loc("f.mlir":1:2)', 'loc("f.mlir":0:0)', 'loc("f.mlir":99999999999999999999:1)',
    'loc("f.mlir":1)', "loc(#loc99)", 'loc(fused["a":1:1, unknown])', 'loc(fused<"m">["a":1:1])',
    "loc(fused<1>[])", 'loc(callsite("a":1:1 at "b":2:2))', 'loc(callsite("a" at unknown))',
    'loc("name"("f":1:2))', 'loc("name")', "loc(", "loc()", 'loc("f.mlir":-1:2)', 'loc("f.mlir":1:2 to 3:4)',
    'loc("f.mlir":1:2 to :9)', "loc(#map)", 'loc("\xff")', "loc(fused[])",
)  # fmt: skip
_OP_LINE_END = re.compile(r"^(?!\s*//)(?=.*[=:\w]).*[\w>)\]](?=[ \t]*$)", re.MULTILINE)


def add_location(rng: random.Random, text: str, corpus: list[str]) -> str:
    """A location, valid, odd or malformed, after a line that may end an op; sometimes with a `#loc99`
    alias defined after the module, as upstream prints them."""
    matches = list(_OP_LINE_END.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    text = text[: match.end()] + " " + rng.choice(_LOCATIONS) + text[match.end() :]
    if rng.random() < 0.3:
        text += rng.choice(('#loc99 = loc("g.mlir":3:4)\n', "#loc99 = 5 : i64\n", "#loc99 = loc(#loc99)\n"))
    return text


_AFFINE_MAP = re.compile(r"affine_map<[^<>]*>")


def alias_affine_map(rng: random.Random, text: str, corpus: list[str]) -> str:
    """An `affine_map<...>` written as a `#map` alias: defined before its use, twice, after it, never, or
    as an attribute of another kind."""
    matches = list(_AFFINE_MAP.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    used = text[: match.start()] + "#map_f" + text[match.end() :]
    definition = f"#map_f = {match.group(0)}\n"
    variant = rng.randrange(6)
    if variant == 0:
        return definition + text.replace(match.group(0), "#map_f")
    if variant == 1:
        return definition + definition + used
    if variant == 2:
        return used + definition
    if variant == 3:
        return used
    if variant == 4:
        return rng.choice(("#map_f = 5 : i64\n", "#map_f = affine_set<(d0) : (d0 >= 0)>\n", "#map_f = i32\n")) + used
    return f"#map_f = affine_map<(d0, d1) -> (d1, d0, d0)>\n{used}"


_NUMBER = re.compile(r"(?<![\w.%#^@!\"])-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)(?![\w.])")
_ODD_LITERALS = (
    "0x7FC00000", "0x7F800000", "0xFF800000", "0x7FF8000000000000", "0x0", "0x1", "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
    "0x1p3", "inf", "-inf", "nan", "NaN", "1e400", "-1e400", "1e-400", "-0.0", "0.", "1.e5",
    "340282366920938463463374607431768211456", "-9223372036854775809", "18446744073709551616", "9" * 80, "-0",
    "true", "false", "٣", "1_0", "0b1",
)  # fmt: skip


def odd_literal(rng: random.Random, text: str, corpus: list[str]) -> str:
    """One number literal becomes a hex float, an inf or nan spelling, an integer past 64 or 128 bits, a float
    past f64's range, a boolean or digits `int()` refuses."""
    return _replace_one(rng, text, _NUMBER, _ODD_LITERALS)


_STRING_LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_STRING_EDITS = (
    "\\00", "\\FF", "\\C3\\A9", "\\C3", "\\n", "\\t", '\\"', "\\\\", "\\x", "\\u0041", "\\0", "é",
    "中", "\U0001f600", "\u202e", "\ufeff", "\x00", "\x7f", "\u2028", "\\E2\\80\\A8", "%", "@", "#", "{", "}",
)  # fmt: skip


def mangle_string(rng: random.Random, text: str, corpus: list[str]) -> str:
    """An escape (of a byte that is no UTF-8, of a character cut in half, unknown, `\\u`), a non-ASCII or
    control character, NUL or punctuation put into a string literal: an op name, an attribute value or key,
    a quoted symbol or a location's file."""
    matches = list(_STRING_LITERAL.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    at = rng.randrange(match.start() + 1, match.end())
    return text[:at] + rng.choice(_STRING_EDITS) + text[at:]


_SYMBOL_SUFFIXES = ("é", "\\C3\\A9", "\\00", " x", "\\FF", "", "中", "\\22", "-1")
_IDENTIFIER = re.compile(r"(?<![\w\"])([%@^])([A-Za-z_][\w$.]*)")


def quote_identifier(rng: random.Random, text: str, corpus: list[str]) -> str:
    """Every use of one `@symbol` becomes a quoted `@"..."` with escapes or non-ASCII in it, or one `%value`,
    `@symbol` or `^block` gets a non-ASCII or NUL character (which no bare identifier holds)."""
    matches = list(_IDENTIFIER.finditer(text))
    if not matches:
        return text
    match = rng.choice(matches)
    sigil, name = match[1], match[2]
    if sigil == "@" and rng.random() < 0.7:
        quoted = '@"' + name + rng.choice(_SYMBOL_SUFFIXES) + '"'
        return re.sub(rf"@{re.escape(name)}(?![\w$.])", lambda _: quoted, text)
    odd = rng.choice(("é", "\x00", "\ufeff", "٣", "\u0301"))
    return text[: match.end()] + odd + text[match.end() :]


_SPLIT_MARKERS = ("// -----", "// -----", "// ----- trailing", "  // -----", "// -----\r", "//-----", "// ---- -")


def insert_split_marker(rng: random.Random, text: str, corpus: list[str]) -> str:
    """A `// -----` split marker (sometimes indented, followed by text or a CR, or misspelt) on its own line at
    a line boundary: first, last, twice in a row, or inside a region."""
    lines = text.splitlines(keepends=True)
    at = rng.choice((0, len(lines), rng.randrange(len(lines) + 1)))
    marker = rng.choice(_SPLIT_MARKERS) + "\n"
    lines[at:at] = [marker] * rng.choice((1, 1, 2))
    return "".join(lines)


STRUCTURAL_MUTATIONS: tuple[Mutation, ...] = (
    huge_dim, change_dense, to_dense_resource, add_location, alias_affine_map, odd_literal, mangle_string,
    quote_identifier, insert_split_marker,
)  # fmt: skip
"""Edits of a program's attributes, types, locations and aliases that keep the rest of it well formed."""


SEMANTIC_MUTATIONS: tuple[Mutation, ...] = (
    *STRUCTURAL_MUTATIONS,
    retype_all,
    retype_all,
    retype_all,
    redim_all,
    redim_all,
    drop_line,
    duplicate_line,
    swap_lines,
    change_type,
    change_type,
    change_dim,
    change_dim,
    change_integer,
    replace_token,
)


def _bad_option_values(hint: object) -> tuple[str, ...]:
    text = str(hint)
    if "bool" in text:
        return ("maybe", "2")
    if "int" in text or "float" in text:
        return ("x", "-1", "0", "99999999999999999999", "1,2", "")
    return ("bogus", "", "-1", "0")


def bad_option_flags(registry) -> list[str]:
    """`pass{option=value}` texts with doubtful values for every option of every registered pass."""
    import typing

    flags = []
    for name in sorted({*registry.passes, *registry.pipelines}):
        cls = registry.pass_class(name)
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            if field.init:
                option = field.name.replace("_", "-")
                flags.extend(f"{name}{{{option}={value}}}" for value in _bad_option_values(hints[field.name]))
    return flags


def generate_pass_cases(
    count: int, seed: int, passes: list[str] | None = None, corpus: Path | None = None
) -> Iterator[Case]:
    """`count` cases that run registered passes on chunks of the lit tests (or of the `.mlir` files under
    `corpus`, such as an upstream test suite), mutated or not.

    About a third run one pass on an unchanged chunk, a third one pass on a
    mutated chunk (what the pass printed must read back), a sixth a stretch of `CPU_PIPELINE` (then `ai-translate
    --mlir-to-llvmir` on what it printed), and the rest `ai-translate` on a
    chunk or a pass with a doubtful option value. A few (3%) take deeply nested IR (`NESTINGS`) instead
    of a chunk. Mutations include `STRUCTURAL_MUTATIONS`: huge dimensions, other `dense<...>` values,
    `dense_resource` blobs, locations and `#map` aliases.
    """
    from aiopt.support.registry import default_registry

    rng = random.Random(seed)
    registry = default_registry()
    names = passes or sorted({*registry.passes, *registry.pipelines})
    chunks = load_chunks(corpus or TEST_DIR)
    tokens = sorted({token for _, text in chunks for token in tokenize(text) if not token.isspace()})
    options = [flag for flag in bad_option_flags(registry) if flag.split("{")[0] in names]
    base = ("--allow-unregistered-dialect",)
    for _ in range(count):
        label, text = rng.choice(chunks)
        if rng.random() < 0.03:  # deeply nested IR through a pass: passes that recurse over regions or types
            nesting, depth = rng.choice(sorted(NESTINGS)), rng.choice(_DEPTHS)
            label, text = f"nesting:{nesting}:{depth}", NESTINGS[nesting](depth)
        roll = rng.random()
        mutated = ""
        if 0.33 <= roll < 0.66 or (0.66 <= roll < 0.92 and rng.random() < 0.5):
            names_done = []
            for _ in range(rng.choice((1, 1, 2))):
                mutation = rng.choice(SEMANTIC_MUTATIONS)
                if text.strip():
                    text = mutation(rng, text, tokens)
                names_done.append(mutation.__name__)
            mutated = "+" + "+".join(names_done)
        if roll < 0.66:
            name = rng.choice(names)
            flags = (*base, f"-p=builtin.module({name})")
            yield Case(f"pass:{name}{mutated} [{label}]", text, flags, reparse=True)  # its output must read back
        elif roll < 0.82:
            start = rng.randrange(len(CPU_PIPELINE))
            stop = rng.randrange(start, len(CPU_PIPELINE)) + 1
            stretch = ",".join(CPU_PIPELINE[start:stop])
            then = stop == len(CPU_PIPELINE)
            yield Case(
                f"pipeline:{start}-{stop}{mutated} [{label}]", text, (*base, f"-p=builtin.module({stretch})"), then_translate=then
            )
        elif roll < 0.92:
            yield Case(f"translate{mutated} [{label}]", text, ("--mlir-to-llvmir",), tool="ai-translate", reparse=True)
        else:
            option = rng.choice(options)
            yield Case(f"option:{option.split('{')[0]} [{label}]", text, (*base, f"-p=builtin.module({option})"))


def sweep_pass_cases(passes: list[str] | None = None) -> Iterator[Case]:
    """Every lit test chunk, unchanged, through every registered pass (or those given) and ai-translate."""
    from aiopt.support.registry import default_registry

    registry = default_registry()
    names = passes or sorted({*registry.passes, *registry.pipelines})
    for label, text in load_chunks():
        for name in names:
            yield Case(f"pass:{name} [{label}]", text, ("--allow-unregistered-dialect", f"-p=builtin.module({name})"))
        yield Case(f"translate [{label}]", text, ("--mlir-to-llvmir",), tool="ai-translate")


# -- the other tools, pipelines and files --------------------------------------

HLO_DIR = TEST_DIR / "tools" / "Inputs" / "hlo"
_HLO_DIM = re.compile(r"(?<=[\[,])\d+(?=[\],])")
_HLO_ELEMENT = re.compile(r"\b(?:pred|s8|s16|s32|s64|u8|u32|f16|bf16|f32|f64|c64)(?=\[)")
_HLO_ELEMENTS = ("pred", "s4", "s32", "u64", "f8e4m3fn", "bf16", "f64", "c128", "token", "tuple", "f33")
_FUNC_NAME = re.compile(r"^\s*func\.func (?:public )?@([\w$.\-]+)\(", re.MULTILINE)
TRANSLATIONS = ("--hlo-text-to-mhlo", "--mlir-to-llvmir", "--mlir-to-ptx")
_INTEGER_ARGUMENT = re.compile(r"%[\w$.\-]+\s*:\s*(?:index|[su]?i\d+)\b")


def takes_integers(text: str, name: str) -> bool:
    """Whether @`name` of `text` takes an integer or index scalar (or its signature is not found: a mutation
    may have changed it).

    Random values of one may be a size or an index past a buffer's end, or a
    divisor of 0, which compiled code does not check (undefined behavior, as
    upstream; the interpreter reports them): `bounds_of_view(%b: memref<?xi8>,
    %n: index, ...)` filled %n floats into a one-byte buffer, a heap
    corruption that aborted the fuzzer later, and `arith.remsi %a, %b` with
    %b = 0 ends it with SIGFPE. Such functions run interpreted.
    """
    match = re.search(rf"func\.func (?:public )?@{re.escape(name)}\(([^)]*)\)", text)
    return match is None or _INTEGER_ARGUMENT.search(match[1]) is not None


# Bytes a file edit inserts: invalid UTF-8 (a lone continuation byte, a truncated sequence, an overlong `/`,
# an encoded surrogate, a code point past U+10FFFF), NUL, a BOM, CR.
_BAD_BYTES = (b"\xff", b"\x80", b"\xc3", b"\xe2\x82", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00", b"\r")


def change_hlo_dim(rng: random.Random, text: str, corpus: list[str]) -> str:
    choices = ("0", "1", "7", "<=4", "9223372036854775807", "9223372036854775808", "99999999999999999999")
    return _replace_one(rng, text, _HLO_DIM, choices)


def change_hlo_element(rng: random.Random, text: str, corpus: list[str]) -> str:
    return _replace_one(rng, text, _HLO_ELEMENT, _HLO_ELEMENTS)


HLO_MUTATIONS: tuple[Mutation, ...] = (
    *TOKEN_MUTATIONS,
    *CHAR_MUTATIONS,
    drop_line,
    duplicate_line,
    swap_lines,
    change_integer,
    change_hlo_dim,
    change_hlo_dim,
    change_hlo_element,
    change_hlo_element,
    odd_literal,
    odd_literal,
)


def mutate_bytes(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    """One edit of a file's bytes, and its name."""
    at = rng.randrange(len(data) + 1)
    roll = rng.randrange(8)
    if roll == 7:
        # MLIR bytecode's magic number, a version, then random bytes or the text itself.
        rest = rng.choice((rng.randbytes(rng.randrange(64)), data))
        return "bytecode", b"ML\xefR" + bytes([rng.randrange(8)]) + rest
    if roll == 0:
        return "bom", b"\xef\xbb\xbf" + data
    if roll == 1:
        return "crlf", data.replace(b"\n", b"\r\n")
    if roll == 2:
        # A very long line: in a comment, or an identifier.
        filler = rng.choice((b"// " + b"x" * 1_000_000 + b"\n", b"%" + b"v" * 200_000))
        return "long_line", data[:at] + filler + data[at:]
    if roll == 3:
        # The first byte of a multi-byte character is the last of the file.
        return "truncated_char", data[:at] + "é".encode()[:1]
    return "bad_bytes", data[:at] + rng.choice(_BAD_BYTES) + data[at:]


def _pipeline_text(rng: random.Random, registry, names: list[str]) -> str:
    """A pipeline of one to three registered passes (some with an option), under one or two anchors."""
    passes = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        name = rng.choice(names)
        cls = registry.pass_class(name)
        fields = [f for f in dataclasses.fields(cls) if f.init]
        if fields and rng.random() < 0.5:
            field = rng.choice(fields)
            value = rng.choice(("1", "0", "true", "x", "1,2", "{a,b}", '"s"', ""))
            name += f"{{{field.name.replace('_', '-')}={value}}}"
        passes.append(name)
    inner = ",".join(passes)
    anchor = rng.choice(("builtin.module(func.func({}))", "builtin.module({})", "any({})", "{}", "func.func({})"))
    return anchor.format(inner)


def _option_values(hint: object) -> tuple[str, ...]:
    """Values, valid and not, of a pass option whose type is `hint`."""
    text = str(hint)
    if "bool" in text:
        return ("true", "false", "1", "0", "maybe")
    if "list" in text or "tuple" in text:
        return ("1,2", "", "{a,b}", "0", "-1,4", "f32", "1,,2")
    if "int" in text or "float" in text:
        return ("0", "1", "2", "7", "-1", "65536", "99999999999999999999", "x", "1.5")
    return ("f32", "bf16", "", "bogus", "i1", "func.func(cse)", "canonicalize")


def random_pipeline(rng: random.Random, registry, names: list[str], depth: int = 0) -> str:
    """A well-formed `builtin.module(...)` pipeline: one to four registered passes with random option values
    of their types (`_option_values`), and nested `func.func(...)`, `builtin.module(...)` or `any(...)`
    pipelines up to two levels deep."""
    import typing

    elements = []
    for _ in range(rng.choice((1, 2, 2, 3, 4))):
        if depth < 2 and rng.random() < 0.25:
            anchor = rng.choice(("func.func", "builtin.module", "any", "gpu.module", "func.func"))
            elements.append(f"{anchor}({random_pipeline(rng, registry, names, depth + 1)})")
            continue
        name = rng.choice(names)
        cls = registry.pass_class(name)
        hints = typing.get_type_hints(cls)
        fields = [f for f in dataclasses.fields(cls) if f.init]
        chosen = rng.sample(fields, k=min(len(fields), rng.choice((0, 1, 1, 2))))
        given = " ".join(f"{f.name.replace('_', '-')}={rng.choice(_option_values(hints[f.name]))}" for f in chosen)
        elements.append(f"{name}{{{given}}}" if given else name)
    inner = ",".join(elements)
    return inner if depth else f"builtin.module({inner})"


def deep_pipeline(rng: random.Random) -> str:
    """A pipeline nested thousands deep (anchors, option braces, inline's pipelines) or thousands long."""
    depth = rng.choice(_DEPTHS)
    shapes = (
        lambda: "builtin.module(" * depth + "cse" + ")" * depth,
        lambda: "builtin.module(" + "func.func(" * depth + "cse" + ")" * depth + ")",
        lambda: "builtin.module(" + "any(" * depth + "canonicalize" + ")" * depth + ")",
        lambda: "builtin.module(inline{default-pipeline=" + "{" * depth + "cse" + "}" * depth + "})",
        lambda: "builtin.module(inline{op-pipelines=" + "func.func(" * depth + "cse" + ")" * depth + "})",
        lambda: "builtin.module(canonicalize{disable-patterns=" + "{" * depth + "a" + "}" * depth + "})",
        lambda: "builtin.module(" + ",".join(["cse"] * depth) + ")",
        lambda: "builtin.module(affine-loop-tile{tile-sizes=" + ",".join(["2"] * depth) + "})",
        lambda: "builtin.module(" + "(" * depth + ")",
    )
    return rng.choice(shapes)()


_PIPELINE_EDITS = list("(){}[],=\" '") + ["builtin.module(", "func.func(", "))", "{{", "}}", ",,", "\x00", "é"]


def mutate_pipeline(rng: random.Random, text: str) -> str:
    """A character of the pipeline text deleted, or one of `_PIPELINE_EDITS` inserted or put in its place."""
    at = rng.randrange(len(text) + 1)
    roll = rng.randrange(3)
    if roll == 0 and text:
        return text[:at] + text[at + 1 :]
    edit = rng.choice(_PIPELINE_EDITS)
    return text[:at] + edit + text[at + (1 if roll == 1 else 0) :]


FILE_TOOLS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ai-opt", ("--allow-unregistered-dialect",)),
    ("ai-opt", ("--split-input-file",)),
    ("ai-runner", ("--interpret", "--random-inputs")),
    *(("ai-translate", (flag,)) for flag in TRANSLATIONS),
)
"""The tools (and flags) that `generate_tool_cases` runs on files of edited bytes."""


# -- driver flags, recent passes, runner inputs and buffer layouts -----------------

_MARKERS = ("", "//", "// -----", "-", "#", "é", "}", "func", "// =====", "a" * 300, " ", "\t", "// ---")
_PLUGIN_PATHS = (
    "", ".", ".hidden", "/", "/nonexistent/plugin.py", "/dev/null", "a..b", "json", "no_such_plugin_module",
    "plugin.so", "é.py", "../x", "x/", "/proc/self/status",
)  # fmt: skip
"""Plugins that do not load (none registers anything: cases run in one process, whose registry they share)."""


def driver_flags(rng: random.Random, names: list[str]) -> tuple[str, ...]:
    """One to three of ai-opt's driver flags, with odd values: split markers, diagnostics modes, plugins that
    do not load, a dumped pipeline, printing and verification options."""
    choices: tuple[Callable[[], tuple[str, ...]], ...] = (
        lambda: (f"--split-input-file={rng.choice(_MARKERS)}",),
        lambda: ("--split-input-file", f"--output-split-marker={rng.choice(_MARKERS)}"),
        lambda: (f"--verify-diagnostics={rng.choice(('all', 'only-expected', '', 'bogus', 'ONLY-EXPECTED'))}",
                 "--split-input-file"),
        lambda: ("--verify-diagnostics",),
        lambda: ("--dump-pass-pipeline",),
        lambda: (f"--load-{rng.choice(('pass', 'dialect'))}-plugin={rng.choice(_PLUGIN_PATHS)}",),
        lambda: ("--no-implicit-module",),
        lambda: (f"--verify-each={rng.choice(('false', 'true', '0', 'maybe', ''))}",),
        lambda: (f"--mlir-print-ir-after={rng.choice(names)}",),
        lambda: ("--mlir-print-ir-after-failure",),
        lambda: (f"--mlir-elide-elementsattrs-if-larger={rng.choice(('0', '1', '-1', 'x', '99999999999999999999'))}",),
        lambda: ("--mlir-print-local-scope", "--mlir-print-op-generic"),
        lambda: ("--mlir-pass-statistics", "--mlir-timing"),
    )  # fmt: skip
    flags: list[str] = []
    for _ in range(rng.choice((1, 2, 3))):
        flags.extend(rng.choice(choices)())
    return tuple(flags)


_COUNTS = ("0", "1", "2", "-1", "4294967295", "4294967296", "99999999999999999999", "x", "")
_PIPELINE_VALUES = (
    "canonicalize", "canonicalize{max-iterations=1}", "cse,canonicalize", "{cse}", '"cse,canonicalize"', "''",
    "func.func(cse)", "inline", "inline{default-pipeline=inline}", "bogus", "", "builtin.module(sccp)", "any(cse)",
    "{", "cse}", "func.func(", "canonicalize{max-iterations=x}", "sccp,loop-invariant-code-motion", "{{cse}}",
)  # fmt: skip
_OP_PIPELINE_VALUES = (
    "func.func(cse)", "func.func(cse,canonicalize{max-num-rewrites=1})", "func.func(cse),builtin.module(cse)",
    "{func.func(cse)},{gpu.func(canonicalize)}", "cse", "bogus(cse)", "func.func(bogus)", "func.func(inline)",
    '"func.func(sccp)"', "", "func.func()", "func.func(cse", "func.func(generate-runtime-verification)",
)  # fmt: skip
RECENT_PASSES: dict[str, dict[str, tuple[str, ...]]] = {
    "inline": {"default-pipeline": _PIPELINE_VALUES, "op-pipelines": _OP_PIPELINE_VALUES,
               "max-iterations": _COUNTS, "inlining-threshold": _COUNTS},
    "sccp": {},
    "loop-invariant-code-motion": {},
    "generate-runtime-verification": {},
    "canonicalize": {"max-num-rewrites": _COUNTS, "max-iterations": _COUNTS},
    "affine-loop-tile": {"tile-size": _COUNTS, "tile-sizes": ("1,2", "0", "-1,4", "", "4,4,4,4", "x", "1,,2")},
    "symbol-dce": {},
    "cse": {},
}  # fmt: skip
"""Passes added lately (and some they run with), with odd and valid values of their options."""
_ANCHORS = (
    "builtin.module({})", "builtin.module({})", "builtin.module(func.func({}))", "builtin.module(builtin.module({}))",
    "any({})", "func.func({})", "builtin.module(func.func(any({})))", "builtin.module(any({}))",
)  # fmt: skip


def recent_pass_pipeline(rng: random.Random) -> str:
    """A pipeline of one to three of `RECENT_PASSES`, some with options, under an anchor (sometimes one that
    cannot hold them)."""
    passes = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        name = rng.choice(sorted(RECENT_PASSES))
        options = RECENT_PASSES[name]
        chosen = rng.sample(sorted(options), k=min(len(options), rng.choice((0, 1, 1, 2))))
        given = " ".join(f"{option}={rng.choice(options[option])}" for option in chosen)
        passes.append(f"{name}{{{given}}}" if given else name)
    return rng.choice(_ANCHORS).format(",".join(passes))


_SIGNATURE_ARGUMENT = re.compile(r"%[\w$.\-]+\s*:\s*((?:tensor|memref)<(?:[^<>]|<[^<>]*>)*>|[\w<>]+)")
_SHAPED = re.compile(r"(?:tensor|memref)<((?:(?:\d+|\?)x)*)([a-z]\w*)")
_DTYPES = {
    "f16": "float16", "f32": "float32", "f64": "float64", "i1": "bool", "i8": "int8", "i16": "int16",
    "i32": "int32", "i64": "int64", "ui8": "uint8", "ui32": "uint32", "index": "int64", "bf16": "float32",
}  # fmt: skip


def _argument_arrays(rng: random.Random, text: str, name: str):
    """numpy arrays of the shapes and dtypes of @`name`'s arguments as its signature writes them (a `?` size
    0, 1 or 3; float32 for an element type numpy lacks)."""
    import numpy as np

    match = re.search(rf"func\.func (?:public )?@{re.escape(name)}\(([^)]*)\)", text)
    values = np.random.default_rng(rng.randrange(1 << 32))
    arrays = []
    for type_ in _SIGNATURE_ARGUMENT.findall(match[1] if match else ""):
        shaped = _SHAPED.match(type_)
        dims, element = (shaped[1], shaped[2]) if shaped else ("", type_)
        shape = tuple(rng.choice((0, 1, 3)) if d == "?" else int(d) for d in dims.split("x")[:-1])
        dtype = np.dtype(_DTYPES.get(element, "float32"))
        arrays.append((values.standard_normal(shape) * 4).astype(dtype) if math.prod(shape) <= 1 << 16 else
                      np.zeros((), dtype))
    return arrays


def npz_inputs(rng: random.Random, text: str, name: str, interpreted: bool) -> tuple[str, bytes]:
    """An --inputs file for @`name` of `text`, and how it was made: arrays that fit, or one of the wrong
    dtype (also strings, records, dates, raw bytes, f16, long double), rank, shape, byte order, memory order
    or name, one missing or extra, Python objects, non-finite or huge values (interpreted only), bytes edited
    or cut, a header that claims more than the file holds, a zip with a member twice, without `.npy` or
    as a folder, or compressed."""
    import io
    import warnings
    import zipfile

    import numpy as np

    arrays = {f"arg{k}": array for k, array in enumerate(_argument_arrays(rng, text, name))}
    roll = rng.randrange(16)
    kind = "fits"
    if arrays and roll == 1:
        key = rng.choice(sorted(arrays))
        arrays[key], kind = arrays[key].astype(rng.choice(("float64", "int32", "bool", "complex64", "uint8"))), "dtype"
    elif arrays and roll == 2:
        key = rng.choice(sorted(arrays))
        arrays[key], kind = np.zeros(rng.choice(((), (2,), (1, 1, 1), (0, 5))), arrays[key].dtype), "shape"
    elif arrays and roll == 3:
        del arrays[rng.choice(sorted(arrays))]
        kind = "missing"
    elif roll == 4:
        arrays[rng.choice(("arg99", f"arg{len(arrays)}", "x", "arg-1"))], kind = np.ones(2, np.float32), "extra"
    elif arrays and roll == 5:
        key = rng.choice(sorted(arrays))
        swapped = arrays[key].dtype.newbyteorder(">") if arrays[key].dtype.itemsize > 1 else arrays[key].dtype
        arrays[key], kind = np.asfortranarray(arrays[key]).astype(swapped), "order"
    elif arrays and roll == 6:
        key = rng.choice(sorted(arrays))
        arrays[key], kind = np.array([None, {"a": 1}], dtype=object), "objects"
    elif arrays and roll == 7 and interpreted:
        key = rng.choice(sorted(arrays))
        special = np.array(rng.choice((np.nan, np.inf, -np.inf, 1e30, -2.0**63, 2.0**31)))
        with np.errstate(all="ignore"):
            arrays[key], kind = np.full_like(arrays[key], special), "values"
    elif arrays and roll == 11:
        key = rng.choice(sorted(arrays))
        odd = (np.array(["ab", "c"]), np.array([b"xy"]), np.zeros(2, [("a", "<f4"), ("b", "<i4")]),
               np.array(["2020-01-01"], "datetime64[D]"), np.zeros(3, "V2"), np.zeros(2, "V1"), np.zeros((), "c16"),
               np.zeros(2, np.float16), np.zeros(2, np.longdouble), np.zeros(2, "m8[s]"))
        arrays[key], kind = rng.choice(odd), "odd-dtype"
    elif arrays and roll == 12:
        key = rng.choice(sorted(arrays))
        arrays[key], kind = np.asarray(arrays[key]).reshape(-1) if arrays[key].ndim != 1 else arrays[key][None], "rank"
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    data = buffer.getvalue()
    if roll == 13:
        # Names a zip holds twice, without `.npy`, as a directory, or a member of another zip inside.
        buffer = io.BytesIO()
        with (
            warnings.catch_warnings(action="ignore", category=UserWarning),  # zipfile's 'Duplicate name'
            zipfile.ZipFile(buffer, "w") as archive,
            zipfile.ZipFile(io.BytesIO(data)) as saved,
        ):
            members = {info.filename: saved.read(info) for info in saved.infolist()}
            for member, payload in members.items():
                archive.writestr(member, payload)
            if members:
                member = rng.choice(sorted(members))
                variant = rng.randrange(4)
                if variant == 0:
                    archive.writestr(member, members[member][: len(members[member]) // 2])  # a second, cut copy
                elif variant == 1:
                    archive.writestr(member.removesuffix(".npy"), b"not an array")
                elif variant == 2:
                    archive.writestr(member.removesuffix(".npy") + "/", b"")
                else:
                    archive.writestr(member + "/inner.npy", data)
        return "zip-names", buffer.getvalue()
    if roll == 14:
        # Compressed (numpy.savez_compressed), whole or cut.
        buffer = io.BytesIO()
        np.savez_compressed(buffer, **arrays)
        compressed = buffer.getvalue()
        return "compressed", compressed if rng.random() < 0.5 else compressed[: rng.randrange(len(compressed) + 1)]
    if roll == 8:
        return "truncated", data[: rng.randrange(len(data) + 1)]
    if roll == 9:
        at = rng.randrange(len(data))
        return "bytes", data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
    if roll == 10:
        header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % rng.choice(
            ("99999999999, 99999999999", "-1, 3", "4611686018427387904,", "", "1, 2, 3"))
        header += " " * (63 - (11 + len(header)) % 64) + "\n"
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("arg0.npy", b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode())
        return "header", buffer.getvalue()
    return kind, data


_LAYOUT_TYPES = (
    "memref<2x3xf32, strided<[3, 1]>>", "memref<2x3xf32, strided<[1, 2]>>",
    "memref<2x3xf32, strided<[4, 1], offset: 5>>", "memref<2x3xf32, strided<[?, ?], offset: ?>>",
    "memref<2x3xf32, strided<[-3, 1], offset: 3>>", "memref<2x3xf32, strided<[0, 1]>>",
    "memref<2x3xf32, strided<[0, 0]>>", "memref<3xf32, strided<[-1], offset: 2>>",
    "memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>",
    "memref<2x3xf32, affine_map<(d0, d1) -> (d1 mod 2 + d0)>>", "memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>",
    "memref<2x3xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>",
    "memref<f32>", "memref<f32, strided<[], offset: 3>>", "memref<i1>", "memref<0x3xf32>",
    "memref<4x0x3xf32, strided<[0, 3, 1]>>", "memref<0xf32, strided<[-1], offset: -1>>", "memref<?x3xf32>",
    "memref<?x?xf32, strided<[?, 1], offset: ?>>", "memref<2x3xi4, strided<[4, 1]>>",
    "memref<2x3xbf16, strided<[4, 1]>>",
    "memref<2x3xi1, strided<[1, 2]>>", "memref<2x3xf32, 1>", "memref<*xf32>", "memref<2x3xvector<4xf32>>",
    "memref<2x3xindex, strided<[1, 2]>>", "memref<2x3xf32, strided<[9223372036854775807, 1]>>",
    "memref<2x3xf32, strided<[1, 1], offset: -5>>", "memref<2x3xi64, affine_map<(d0, d1) -> (d0 * 3 + d1 + 7)>>",
    "memref<1x1x1x1x1x1x1x1xf32, strided<[1, 1, 1, 1, 1, 1, 1, 1]>>", "memref<9223372036854775807xf32, strided<[0]>>",
    "memref<2x3xf8E4M3FN, strided<[1, 2]>>", "memref<2x3xcomplex<f32>>",
)  # fmt: skip
"""Buffer types of odd layouts: strided (negative, zero, huge, dynamic), affine maps (linear or not), 0-d,
zero-sized dimensions, narrow and unusual element types, unranked, another memory space."""


def layout_function(rng: random.Random, type_: str) -> tuple[str, str]:
    """A function of a buffer of `type_` that reads, writes, copies, returns or ignores it (at index 0 of
    every dimension; the writes store what a 0-d buffer of its element type holds), and what it does."""
    shaped = re.match(r"memref<((?:(?:\d+|\?)x)*)((?:complex|vector)<[^>]*>|\w+)", type_)
    rank, element = (shaped[1].count("x"), shaped[2]) if shaped else (0, "f32")
    indices = ", ".join(["%c0"] * rank)
    zero = f"memref<{element}>"
    bodies = {
        "ignore": f"func.func @main(%a: {type_}) {{\n  return\n}}\n",
        "read": f"func.func @main(%a: {type_}, %o: {zero}) {{\n  %c0 = arith.constant 0 : index\n"
                f"  %v = memref.load %a[{indices}] : {type_}\n  memref.store %v, %o[] : {zero}\n  return\n}}\n",
        "write": f"func.func @main(%a: {type_}, %o: {zero}) {{\n  %c0 = arith.constant 0 : index\n"
                 f"  %v = memref.load %o[] : {zero}\n  memref.store %v, %a[{indices}] : {type_}\n  return\n}}\n",
        "copy": f"func.func @main(%a: {type_}, %b: {type_}) {{\n"
                f"  memref.copy %a, %b : {type_} to {type_}\n  return\n}}\n",
        "return": f"func.func @main(%a: {type_}) -> {type_} {{\n  return %a : {type_}\n}}\n",
        "cast": f"func.func @main(%a: {type_}) -> memref<*x{element}> {{\n"
                f"  %u = memref.cast %a : {type_} to memref<*x{element}>\n  return %u : memref<*x{element}>\n}}\n",
    }  # fmt: skip
    name = rng.choice(sorted(bodies))
    return name, bodies[name]


_SHAPE = re.compile(r"(?:tensor|memref|vector)<((?:\d+x)+)")


def _runs_briefly(text: str) -> bool:
    """Whether every shaped type of `text` has at most a million elements (random inputs of a 400x1024x1024
    tensor make a case of minutes)."""
    return all(math.prod(int(d) for d in dims[:-1].split("x")) <= 1 << 20 for dims in _SHAPE.findall(text))


def generate_tool_cases(count: int, seed: int, corpus: Path | None = None) -> Iterator[Case]:
    """`count` cases for the parts of the tools that `generate_pass_cases` leaves alone.

    About a sixth import mutated XLA HLO text (`ai-translate --hlo-text-to-mhlo`,
    whose output must parse again), a sixth run a translation on input of another
    kind (MLIR chunks to `--hlo-text-to-mhlo`, HLO text or host code to
    `--mlir-to-ptx`, ...), a seventh `ai-runner` on a chunk's first function
    (interpreted, or compiled: random inputs), an eighth `ai-opt` with a pass
    pipeline (`--pass-pipeline` or `-p`, sometimes with a pass flag too): malformed
    (bad nesting, options, quotes), well formed of random passes with random
    option values in nested `func.func(...)`/`builtin.module(...)`/`any(...)`
    pipelines (`random_pipeline`), or nested or long by the thousand
    (`deep_pipeline`), a tenth `ai-opt` with a pipeline of
    `RECENT_PASSES` (inline's nested pipelines, sccp, ...), a tenth `ai-opt` with
    odd driver flags (`driver_flags`: split markers, `--verify-diagnostics` modes,
    plugins that do not load, `--dump-pass-pipeline`), a twelfth `ai-runner` with
    an `--inputs` file (`npz_inputs`, sometimes also named by `--outputs`: it must
    stay as it was; odd dtypes, ranks, zip members, compression), a twentieth
    `ai-runner --random-inputs` on a function of a
    buffer of an odd layout (`layout_function`), and the rest any tool on a file
    whose bytes were edited (invalid UTF-8, NUL, a BOM, CRLF, a line of a million
    characters, a truncated character, MLIR bytecode's magic number in front) or
    that is a directory (ai-runner's `--outputs` naming it, sometimes).
    """
    from aiopt.support.registry import default_registry

    rng = random.Random(seed)
    registry = default_registry()
    names = sorted({*registry.passes, *registry.pipelines})
    chunks = load_chunks(corpus or TEST_DIR)
    hlo_texts = [path.read_text(encoding="utf-8") for path in sorted(HLO_DIR.glob("*.hlo"))]
    with_functions = [(label, text) for label, text in chunks if _FUNC_NAME.search(text) and _runs_briefly(text)]
    # Chunks that the recent passes act on (calls, loops, divisions), else any.
    recent = ("func.call", "scf.for", "affine.for", "scf.while", "divsi", "remui", "memref.load", "scf.if")
    recent_chunks = [(label, text) for label, text in chunks if any(word in text for word in recent)] or chunks
    tokens = sorted({token for _, text in chunks for token in tokenize(text) if not token.isspace()})
    base = ("--allow-unregistered-dialect",)
    for _ in range(count):
        label, text = rng.choice(chunks)
        roll = rng.random()
        if roll < 0.16:
            hlo = rng.choice(hlo_texts)
            done = []
            for _ in range(rng.choice((1, 1, 2))):
                mutation = rng.choice(HLO_MUTATIONS)
                hlo = mutation(rng, hlo, tokens) if hlo.strip() else hlo
                done.append(mutation.__name__)
            yield Case(f"hlo:{'+'.join(done)}", hlo, ("--hlo-text-to-mhlo",), tool="ai-translate", reparse=True)
        elif roll < 0.32:
            source, text = ("hlo", rng.choice(hlo_texts)) if rng.random() < 0.3 else (label, text)
            if rng.random() < 0.5 and text.strip():
                text = rng.choice(SEMANTIC_MUTATIONS)(rng, text, tokens)
            flag = rng.choice(TRANSLATIONS)
            extra = rng.choice(((), ("--allow-unregistered-dialect",), ("--mlir-print-debuginfo",)))
            if rng.random() < 0.05:
                extra += (rng.choice(TRANSLATIONS),)  # one translation a run: a second one is an error
            if rng.random() < 0.05:
                extra += (f"--load-{rng.choice(('pass', 'dialect'))}-plugin={rng.choice(_PLUGIN_PATHS)}",)
            yield Case(f"translate:{flag[2:]} [{source}]", text, (flag, *extra), tool="ai-translate")
        elif roll < 0.46:
            label, text = rng.choice(with_functions)
            functions = _FUNC_NAME.findall(text)
            if rng.random() < 0.3 and text.strip():
                text = rng.choice(SEMANTIC_MUTATIONS)(rng, text, tokens)
            # (A SIGALRM cannot stop compiled code: loops, whose trip counts random inputs decide, are interpreted.)
            loops = any(word in text for word in ("while", "cf.br", "cf.cond_br", "scf.for", "affine.for"))
            loops = loops or takes_integers(text, functions[0])
            mode = rng.choice(("interpret",) if loops else ("interpret", "interpret", "compiled"))
            flags = (*base, "--random-inputs", f"--seed={rng.randrange(4)}", f"--entry={functions[0]}")
            yield Case(f"runner:{mode} [{label}]", text, ("--interpret", *flags) if mode == "interpret" else flags,
                       tool="ai-runner")
        elif roll < 0.58:
            shape = rng.random()
            if shape < 0.4:
                kind, pipeline = "pipeline-text", _pipeline_text(rng, registry, names)
                for _ in range(rng.choice((1, 1, 2))):
                    pipeline = mutate_pipeline(rng, pipeline)
            elif shape < 0.85:
                kind, pipeline = "pipeline-random", random_pipeline(rng, registry, names)
            else:
                kind, pipeline = "pipeline-deep", deep_pipeline(rng)
            flags = (*base, rng.choice(("--pass-pipeline=", "-p=")) + pipeline)
            if rng.random() < 0.2:
                flags += (f"--{rng.choice(names)}",)
            yield Case(f"{kind} [{label}]", text, flags)
        elif roll < 0.68:
            label, text = rng.choice(recent_chunks)
            pipeline = recent_pass_pipeline(rng)
            if rng.random() < 0.2:
                pipeline = mutate_pipeline(rng, pipeline)
            flags = (*base, rng.choice(("--pass-pipeline=", "-p=")) + pipeline)
            if rng.random() < 0.3:
                flags += rng.choice((("--dump-pass-pipeline",), ("--split-input-file",), driver_flags(rng, names)))
            yield Case(f"recent-pass [{label}]", text, flags)
        elif roll < 0.78:
            flags = driver_flags(rng, names)
            if rng.random() < 0.5:
                flags += (f"-p={recent_pass_pipeline(rng)}",)
            yield Case(f"driver [{label}]", text, (*base, *flags))
        elif roll < 0.86:
            label, text = rng.choice(with_functions)
            entry = _FUNC_NAME.findall(text)[0]
            loops = any(word in text for word in ("while", "cf.br", "cf.cond_br", "scf.for", "affine.for"))
            interpreted = loops or takes_integers(text, entry) or rng.random() < 0.5
            kind, data = npz_inputs(rng, text, entry, interpreted)
            flags = (*base, f"--entry={entry}", "--inputs={inputs}", *(("--interpret",) if interpreted else ()))
            if rng.random() < 0.15:
                flags += ("--outputs={inputs}",)
            if rng.random() < 0.05:
                flags += ("--random-inputs",)  # with --inputs: an error
            yield Case(f"npz:{kind} [{label}]", text, flags, tool="ai-runner", inputs=data)
        elif roll < 0.9:
            type_ = rng.choice(_LAYOUT_TYPES)
            body, text = layout_function(rng, type_)
            flags = ("--random-inputs", f"--seed={rng.randrange(4)}", *(("--interpret",) if rng.random() < 0.5 else ()))
            yield Case(f"layout:{body} [{type_}]", text, flags, tool="ai-runner")
        else:
            tool, flags = rng.choice(FILE_TOOLS)
            if tool == "ai-runner" and not _runs_briefly(text):
                tool, flags = FILE_TOOLS[0]
            if rng.random() < 0.05:
                yield Case("file:directory", "", flags, tool=tool, data=b"")
                continue
            source = rng.choice(hlo_texts) if "--hlo-text-to-mhlo" in flags else text
            kind, data = mutate_bytes(rng, source.encode("utf-8"))
            if tool == "ai-runner" and rng.random() < 0.2:
                flags += ("--outputs={input}",)  # the results may not replace the program
            yield Case(f"file:{kind} [{tool}]", data.decode("utf-8", "replace")[:2000], flags, tool=tool, data=data)


# -- running ------------------------------------------------------------------


class CaseTimeout(BaseException):
    """Raised by the alarm inside a case that ran too long.

    A BaseException, so that `main`'s `except Exception` does not turn it
    into an internal error.
    """


_COMMAND_LINE_FILES = ("<stdin>", "<command-line>", "MLIR Textual PassPipeline Parser")
_LOCATED_ERROR = re.compile(r"^(.+?):\d+:\d+: error: ", re.MULTILINE)


def is_located(stderr: str, text: str) -> bool:
    """Whether `stderr` has an error at a line and column of the input.

    That is `<stdin>`, or a file that a `loc("FILE":...)` of the input names:
    MLIR reports an op's error at the op's location, whatever it says. An
    error in a pass option is located on the command line instead.
    """
    return any(match[1] in _COMMAND_LINE_FILES or f'"{match[1]}"' in text for match in _LOCATED_ERROR.finditer(stderr))


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
    """Run `ai-opt` (or the case's tool) in-process on a case with a wall-clock limit, and classify it.

    The limit is a SIGALRM timer, so this runs on the main thread only. A
    case with `then_translate` that ai-opt ran through goes on to
    `ai-translate --mlir-to-llvmir` with what ai-opt printed (the time limit
    counts again).
    """
    if case.data is not None or case.inputs is not None:
        outcome = _run_on_file(case, time_limit)
    else:
        outcome = _run_tool(case.tool, case.flags, case.text, time_limit)
    if case.then_translate and outcome.category == "ok":
        second = _run_tool("ai-translate", ("--mlir-to-llvmir",), outcome.stdout, time_limit)
        second = _parse_llvm_ir(second) if second.category == "ok" else second
        return dataclasses.replace(second, seconds=outcome.seconds + second.seconds)
    if case.reparse and outcome.category == "ok" and case.tool == "ai-translate" and "--mlir-to-llvmir" in case.flags:
        return _parse_llvm_ir(outcome)
    if case.reparse and outcome.category == "ok":
        split = ("--split-input-file",) if "--split-input-file" in case.flags else ()
        second = _run_tool("ai-opt", ("--allow-unregistered-dialect", *split), outcome.stdout, time_limit)
        if second.category != "ok":
            return dataclasses.replace(second, category="reparse", seconds=outcome.seconds + second.seconds)
    return outcome


def _parse_llvm_ir(outcome: Outcome) -> Outcome:
    """`outcome` of `ai-translate --mlir-to-llvmir`, or `reparse` where LLVM (llvmlite) refuses the IR it wrote."""
    import llvmlite.binding as llvm

    try:
        llvm.parse_assembly(outcome.stdout).verify()
    except RuntimeError as err:
        return dataclasses.replace(outcome, category="reparse", stderr=f"LLVM: {str(err).strip()}\n{outcome.stderr}")
    return outcome


def _run_on_file(case: Case, time_limit: float) -> Outcome:
    """`case.tool` on a temporary file of `case.data` (a directory where the data is empty and the kind says
    so), or on `case.text` with an `--inputs` file of `case.inputs`; `clobbered` where a file changed."""
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        path, inputs = Path(directory) / "input.mlir", Path(directory) / "inputs.npz"
        files = {}
        if case.data is not None and case.kind.startswith("file:directory"):
            path.mkdir()
        elif case.data is not None:
            files[path] = case.data
        if case.inputs is not None:
            files[inputs] = case.inputs
        for file, data in files.items():
            file.write_bytes(data)
        flags = tuple(flag.replace("{inputs}", str(inputs)).replace("{input}", str(path)) for flag in case.flags)
        outcome = _run_tool(case.tool, (*flags, str(path)) if case.data is not None else flags, case.text
                            if case.data is None else "", time_limit)
        changed = [file.name for file, data in files.items() if not file.is_file() or file.read_bytes() != data]
    if changed:
        stderr = f"{', '.join(changed)} changed\n{outcome.stderr}"
        return dataclasses.replace(outcome, category="clobbered", stderr=stderr)
    # Located at the file, or at the command line where the file itself is refused.
    located = outcome.category == "unlocated" and re.search(r"^\S*input\.mlir:\d+:\d+: error: ", outcome.stderr, re.M)
    return dataclasses.replace(outcome, category="located") if located else outcome


def _main_of(tool: str):
    if tool == "ai-translate":
        from aiopt.tools.ai_translate import main
    elif tool == "ai-runner":
        from aiopt.tools.ai_runner import main
    else:
        from aiopt.tools.ai_opt import main
    return main


def _run_tool(tool: str, flags: tuple[str, ...], text: str, time_limit: float) -> Outcome:
    main = _main_of(tool)

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
                status = main(list(flags), io.StringIO(text))
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
    except CaseTimeout:
        category = "hang"
    except (Exception, SystemExit) as err:
        # main() turns every Exception into exit status 2; one that escapes
        # it anyway is as bad as a traceback.
        stderr.write(f"Traceback (most recent call last):\n  escaped main(): {type(err).__name__}: {err}\n")
    finally:
        signal.signal(signal.SIGALRM, previous)
    seconds = time.perf_counter() - started
    out, err_text = stdout.getvalue(), stderr.getvalue()
    return Outcome(category or classify(status, out, err_text, text), status, out, err_text, seconds)


def shorten(text: str, limit: int = 300) -> str:
    """`text` as a Python literal, cut in the middle when longer than `limit` characters."""
    if len(text) > limit:
        text = text[: limit // 2] + " ... " + text[-limit // 2 :]
    return repr(text)
