"""Which ops lose a discardable attribute in a print + re-parse round trip.

    python bench/attr_roundtrip_audit.py [--json] [--generic] [--all] [PATH ...]
    python bench/attr_roundtrip_audit.py --inherent [--json] [PATH ...]

Upstream prints every discardable attribute of an op: the custom forms print
an `attr-dict` (`{...}` or `attributes {...}`), the generic form the
`{...}` after the operands. A hand-written printer or parser that forgets
it drops whatever a pass or a user attached to the op.

For every `// -----` chunk of the given lit files (by default the project's
`test/**/*.mlir` and MLIR's and mlir-hlo's tests under
/work/shared/conformance) that our parser accepts, the audit numbers every op
with the discardable attribute `test.marker = N`, prints the module (custom
form unless `--generic`), re-parses the text and lists, per op name and the
name of its parent, the ops whose marker did not come back. Two kinds of loss
are upstream's too and are only counted unless `--all`:

- elided terminator: a terminator without operands that ends its block (an
  implicit `scf.yield`, `affine.yield`, ...), which the parent's printer leaves
  out whatever its attributes, as upstream's;
- elided body: every op of the block lost it, a body the parent's custom form
  does not print (linalg named ops, the compact `stablehlo.reduce ... applies
  stablehlo.add` form, whose eligibility upstream does not check attributes);
- no attr-dict: the ops whose upstream custom form has none
  (`affine.dma_start`, `affine.dma_wait`).

Known re-parse failures that upstream shares: `memref.prefetch` and
`affine.prefetch` print an attr-dict that their parsers do not read, and a
`scf.reduce` without operands prints `scf.reduce {attrs}`, which its format's
variadic region reads as a region.

`--inherent` lists instead the ops whose custom form keeps an attr-dict entry
named as one of the op's properties as a discardable attribute beside it
(`inherent_entries`); upstream makes the entry the property, or rejects it as
a duplicate where the op's hand-written parser reads that property into the
attribute list too (aiopt.support.parsing.UPSTREAM_ATTRIBUTE_LIST_ENTRIES; a
chunk whose printed text is rejected so is not counted).

A chunk whose printed text no longer parses is listed too (unless it holds an
`expected-error`: invalid IR need not print as text that parses).

    $ python bench/attr_roundtrip_audit.py test/dialects/vector-transfer-attr-dict.mlir
    0 ops lose `test.marker` (1 chunks round-tripped, 0 failed to re-parse; upstream's too: 0 elided terminators, 0 in elided bodies, 0 of ops without an attr-dict)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from xdsl.dialects.builtin import IntegerAttr, i64
from xdsl.ir import Operation
from xdsl.traits import IsTerminator

from aiopt.support.asm_printer import render
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PATHS = [
    ROOT / "test",
    Path("/work/shared/conformance/llvm-19.1.7/mlir/test"),
    Path("/work/shared/conformance/mlir-hlo-2025/tests"),
]
MARKER = "test.marker"
SPLIT_MARKER = re.compile(r"^// -----\s*$", re.MULTILINE)
LOST, ELIDED_TERMINATOR, ELIDED_BODY, NO_ATTR_DICT = "lost", "elided terminator", "elided body", "no attr-dict"
UPSTREAM_WITHOUT_ATTR_DICT = frozenset({"affine.dma_start", "affine.dma_wait"})
"""Ops whose upstream custom form prints and parses no attr-dict (AffineDmaStartOp::print, AffineDmaWaitOp::print)."""
KINDS = (LOST, ELIDED_TERMINATOR, ELIDED_BODY, NO_ATTR_DICT)


def lit_files(paths: Iterable[Path]) -> Iterator[Path]:
    """The `.mlir` files of `paths` (files as they are, folders searched recursively but for lit's `Output`
    folders), sorted."""
    for path in paths:
        if path.is_dir():
            yield from sorted(file for file in path.rglob("*.mlir") if "Output" not in file.relative_to(path).parts)
        elif path.exists():
            yield path


def _kind(op: Operation, lost: set[int], ids: dict[int, int]) -> str:
    """Whether the lost marker of `op` is a loss, or one of upstream's elisions."""
    if op.name in UPSTREAM_WITHOUT_ATTR_DICT:
        return NO_ATTR_DICT
    block = op.parent_block()
    if block is None:
        return LOST
    if all(ids[id(inner)] in lost for inner in block.ops):
        return ELIDED_BODY
    if op is block.last_op and not op.operands and op.has_trait(IsTerminator, value_if_unregistered=False):
        return ELIDED_TERMINATOR
    return LOST


def round_trip(text: str, ctx, generic: bool = False) -> list[tuple[str, str, str]] | None:
    """(kind, op name, parent name) of each op of `text` whose marker a print + re-parse lost; None when
    `text` does not parse; `[("reparse", "", "")]` when the printed text does not."""
    try:
        module = parse_module(ctx, text, "<chunk>")
    except Exception:
        return None
    ops = [inner for inner in module.walk() if inner is not module]
    ids = {id(inner): number for number, inner in enumerate(ops)}
    for number, inner in enumerate(ops):
        inner.attributes[MARKER] = IntegerAttr(number, i64)
    try:
        printed = render(module, generic=generic)
        reparsed = parse_module(ctx, printed, "<printed>")
    except Exception:
        return [("reparse", "", "")]
    kept = {
        marker.value.data
        for inner in reparsed.walk()
        if isinstance(marker := inner.attributes.get(MARKER), IntegerAttr)
    }
    lost = set(range(len(ops))) - kept
    result = []
    for number in sorted(lost):
        op = ops[number]
        parent = op.parent_op()
        result.append((_kind(op, lost, ids), op.name, parent.name if parent is not None else ""))
    return result


def audit(paths: Iterable[Path], generic: bool = False) -> dict:
    """Per kind, `{"op in parent": [count, first file:chunk]}`; chunks round-tripped; chunks whose printed
    text failed to re-parse (`[file, chunk index]`)."""
    ctx = default_registry().make_context(allow_unregistered=True)
    found: dict[str, dict[str, list]] = {kind: {} for kind in KINDS}
    chunks = 0
    reparse_failures: list[list] = []
    for path in lit_files(paths):
        for index, chunk in enumerate(SPLIT_MARKER.split(path.read_text(errors="replace"))):
            result = round_trip(chunk, ctx, generic)
            if result is None:
                continue
            chunks += 1
            for kind, name, parent in result:
                if kind == "reparse":
                    if "expected-error" not in chunk:  # (invalid IR may print as text that does not parse)
                        reparse_failures.append([str(path), index])
                    continue
                entry = found[kind].setdefault(f"{name} in {parent}", [0, f"{path}:{index}"])
                entry[0] += 1
    return {
        **{kind: dict(sorted(entries.items())) for kind, entries in found.items()},
        "chunks": chunks,
        "reparse_failures": reparse_failures,
    }


def inherent_entries(paths: Iterable[Path]) -> dict[str, list]:
    """The op kinds whose custom form, given an attr-dict entry named as one of the op's properties (its
    first one, with the property's own value), keeps it as a discardable attribute beside the property
    (`{op name: [count, property name, first file:chunk]}`). Upstream's ODS formats make the entry the
    property (`Operation::setAttrs`); its hand-written parsers, which read inherent attributes into the
    attribute list, report `attribute 'map' occurs more than once in the attribute list` (a printed text
    that does not re-parse is skipped)."""
    ctx = default_registry().make_context(allow_unregistered=True)
    found: dict[str, list] = {}
    for path in lit_files(paths):
        for index, chunk in enumerate(SPLIT_MARKER.split(path.read_text(errors="replace"))):
            try:
                module = parse_module(ctx, chunk, "<chunk>")
            except Exception:
                continue
            for op in module.walk():
                name = next((name for name in op.properties if name != "operandSegmentSizes"), None)
                if name is not None:
                    op.attributes[name] = op.properties[name]
            try:
                reparsed = parse_module(ctx, render(module), "<printed>")
            except Exception:
                continue
            for op in reparsed.walk():
                for name in op.attributes.keys() & op.properties.keys():
                    entry = found.setdefault(op.name, [0, name, f"{path}:{index}"])
                    entry[0] += 1
    return dict(sorted(found.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="lit files or folders (default: tests and conformance)")
    parser.add_argument("--generic", action="store_true", help="print the generic form instead of the custom one")
    parser.add_argument("--all", action="store_true", help="also list the elisions upstream makes too")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--inherent", action="store_true", help="list the ops that keep an attr-dict entry named as a property"
    )
    args = parser.parse_args(argv)
    if args.inherent:
        found = inherent_entries(args.paths or DEFAULT_PATHS)
        if args.json:
            json.dump(found, sys.stdout, indent=1)
            print()
            return 0
        for op_name, (count, name, first) in found.items():
            print(f"{op_name}: '{name}' kept beside the property: {count} (first: {first})")
        print(f"{len(found)} ops keep an attr-dict entry named as a property beside it")
        return 0
    result = audit(args.paths or DEFAULT_PATHS, args.generic)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        print()
        return 0
    for kind in KINDS if args.all else (LOST,):
        for where, (count, first) in result[kind].items():
            print(f"{kind}: {where}: {count} (first: {first})")
    for path, index in result["reparse_failures"]:
        print(f"printed text does not re-parse: {path} chunk {index}")
    lost_ops = {where.split(" in ")[0] for where in result[LOST]}
    print(
        f"{len(lost_ops)} ops lose `{MARKER}` ({result['chunks']} chunks round-tripped, "
        f"{len(result['reparse_failures'])} failed to re-parse; upstream's too: "
        f"{sum(count for count, _ in result[ELIDED_TERMINATOR].values())} elided terminators, "
        f"{sum(count for count, _ in result[ELIDED_BODY].values())} in elided bodies, "
        f"{sum(count for count, _ in result[NO_ATTR_DICT].values())} of ops without an attr-dict)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
