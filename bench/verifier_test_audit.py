"""Which registered ops no verifier test (`expected-error`) mentions.

    python bench/verifier_test_audit.py [--all] [--by-file | --strict] [--list] [--json] [DIALECT ...]

The project's quality bar asks for `expected-error` tests of every op's
verifier. This audit collects the op names of every dialect the default
registry holds (`aiopt.support.registry.default_registry().dialects`, each a
factory returning a Dialect) and scans the lit tests (`test/**/*.mlir`),
split into chunks at `// -----`: an op counts as covered when its name
appears (generic `"mhlo.add"` or custom `mhlo.add` form) in a chunk that
holds an `expected-error`. It is a coarse measure (the op may only be
context of another op's error) but it finds the ops no negative test ever
touches.

By default only the dialects aiopt defines or extends (the `aiopt.dialects`
plugin's) are counted; `--all` adds the xDSL dialects registered as they are
(acc, smt, pdl, ...). `--by-file` counts every op of a file that has an
`expected-error` anywhere (the looser measure); `--strict` only an op that an
`expected-error` is about (its message names the op, or it points at the
op's line). `--list` prints the uncovered op names per dialect.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterable
from pathlib import Path

from aiopt.dialects import DIALECTS
from aiopt.support.registry import default_registry

TEST_ROOT = Path(__file__).resolve().parent.parent / "test"
SPLIT_MARKER = re.compile(r"^// -----\s*$", re.MULTILINE)
OP_NAME = re.compile(r"(?<![\w.$%#^!-])([a-z_][a-z0-9_]*\.[a-zA-Z0-9_.$-]+)")


def registered_ops(all_dialects: bool) -> dict[str, list[str]]:
    """Op names per dialect namespace of the default registry (aiopt's own dialects only unless `all_dialects`)."""
    ops: dict[str, list[str]] = {}
    for namespace, factory in sorted(default_registry().dialects.items()):
        if not all_dialects and namespace not in DIALECTS:
            continue
        dialect = factory()
        ops[namespace] = sorted({op.name for op in dialect.operations})
    return ops


def negative_chunks(paths: Iterable[Path], by_file: bool = False) -> Iterable[str]:
    """The `// -----` chunks (whole files if `by_file`) of the given lit files that hold an `expected-error`."""
    for path in paths:
        text = path.read_text(errors="replace")
        if "expected-error" not in text:
            continue
        for chunk in [text] if by_file else SPLIT_MARKER.split(text):
            if "expected-error" in chunk:
                yield chunk


def covered_names(chunks: Iterable[str]) -> set[str]:
    """Every dotted name (a candidate op name: `mhlo.add`, `llvm.intr.fma`, `lmhlo.dynamic-update-slice`) in the chunks."""
    names: set[str] = set()
    for chunk in chunks:
        for match in OP_NAME.finditer(chunk):
            names.add(match.group(1).rstrip(".-"))
    return names


EXPECTED_ERROR = re.compile(r"expected-error\s*(@(?:[+-]\d+|below|above))?\s*\{\{(.*?)\}\}")


def erring_names(chunks: Iterable[str]) -> set[str]:
    """The op names an `expected-error` is about: named in its message (`'mhlo.add' op ...`) or on the line it
    points at (`@+1`, `@-1`, `@below`, `@above`, or its own line)."""
    names: set[str] = set()
    for chunk in chunks:
        lines = chunk.splitlines()
        for number, line in enumerate(lines):
            for match in EXPECTED_ERROR.finditer(line):
                offset, message = match.group(1), match.group(2)
                names.update(m.group(1).rstrip(".-") for m in OP_NAME.finditer(message.replace("'", " ")))
                if offset in (None, "@below", "@above"):
                    step = {"@below": 1, "@above": -1}.get(offset or "", 0)
                    target = number + step
                    # `@below`/`@above`: the next/previous line that is not itself a comment.
                    while step and 0 <= target < len(lines) and lines[target].lstrip().startswith("//"):
                        target += step
                else:
                    target = number + int(offset[1:])
                if 0 <= target < len(lines):
                    names.update(m.group(1).rstrip(".-") for m in OP_NAME.finditer(lines[target]))
    return names


def audit(
    all_dialects: bool, only: list[str], by_file: bool = False, strict: bool = False
) -> dict[str, dict[str, list[str]]]:
    """Per dialect: its covered and its uncovered op names."""
    chunks = negative_chunks(sorted(TEST_ROOT.rglob("*.mlir")), by_file)
    covered = erring_names(chunks) if strict else covered_names(chunks)
    result: dict[str, dict[str, list[str]]] = {}
    for namespace, names in registered_ops(all_dialects or bool(only)).items():
        if only and namespace not in only:
            continue
        result[namespace] = {
            "covered": [name for name in names if name in covered],
            "uncovered": [name for name in names if name not in covered],
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dialects", nargs="*", help="only these dialect namespaces")
    parser.add_argument("--all", action="store_true", help="also the xDSL dialects aiopt registers unchanged")
    parser.add_argument("--list", action="store_true", help="print the uncovered op names")
    parser.add_argument(
        "--by-file", action="store_true", help="count a whole file with an expected-error, not its chunk"
    )
    parser.add_argument(
        "--strict", action="store_true", help="count an op only where an expected-error names it or points at its line"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args()
    result = audit(args.all, args.dialects, args.by_file, args.strict)
    if args.json:
        print(json.dumps(result, indent=1))
        return
    total = sum(len(entry["covered"]) + len(entry["uncovered"]) for entry in result.values())
    uncovered = sum(len(entry["uncovered"]) for entry in result.values())
    for namespace, entry in result.items():
        count = len(entry["covered"]) + len(entry["uncovered"])
        print(f"{namespace:16} {len(entry['uncovered']):4} of {count:4} ops without a verifier test")
        if args.list and entry["uncovered"]:
            print("    " + " ".join(name.split(".", 1)[1] for name in entry["uncovered"]))
    print(f"{'total':16} {uncovered:4} of {total:4} ops without a verifier test")


if __name__ == "__main__":
    main()
