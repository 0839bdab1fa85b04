"""Which registered passes' docstrings show no IR example, and which ops of aiopt's dialects have no docstring.

    python bench/docstring_audit.py [--list] [--json]

The project's quality bar asks every pass's and op's docstring to say what it
means with a short IR example. This audit reads the default registry
(`aiopt.support.registry.default_registry()`):

- passes: every registered pass (not pipelines) whose class is aiopt's (xDSL's
  own classes, registered as they are, are counted apart); its class
  docstring must hold an IR example: an indented line (a code block of the
  docstring) that spells an op, `dialect.op` or `"dialect.op"`, with a `%`
  value or `@` symbol on it, or a `func.func`/`builtin.module` header;
- ops: every op of the dialects aiopt defines or extends (`aiopt.dialects`'
  `DIALECTS`) whose class is defined in aiopt (xDSL's ops that a module
  re-exports are counted apart) needs a docstring of its own: the first
  class of its method resolution order that documents something and is not
  a shared base of several ops (the HLO ops' dialect-neutral definition in
  `aiopt.dialects.hlo` counts as the op's own). Ops whose docstring has no
  IR example are listed too (`--list`), but not counted as missing.

By default it prints the counts; `--list` prints the names.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from aiopt.dialects import DIALECTS
from aiopt.support.registry import PassPipelineDefinition, default_registry

_OP = r'"?[a-z_][a-z0-9_]*\.[a-z_][\w.]*"?'
_ASSIGNED_OP = re.compile(r"%[\w#:.]+(\s*,\s*%[\w#:.]+)*\s*=\s*" + _OP)
_LEADING_OP = re.compile(r"^" + _OP + r"(?=[\s(<{:]|$)")
_GENERIC_OP = re.compile(r'"[a-z_][a-z0-9_]*\.[a-z_][\w.]*"\(')
_IR_HEADER = re.compile(r"^(func\.func|builtin\.module|module\b|gpu\.module|gpu\.func|llvm\.func)")


def has_ir_example(doc: str | None) -> bool:
    """Whether `doc` spells an op in IR: `%r = dialect.op ...`, a line starting with `dialect.op` and holding a
    `%` value or `@` symbol, a generic `"dialect.op"(...)`, or a `func.func`/`module` header."""
    if not doc:
        return False
    for line in doc.splitlines():
        text = line.strip()
        if _ASSIGNED_OP.search(text) or _GENERIC_OP.search(text) or _IR_HEADER.match(text):
            return True
        if _LEADING_OP.match(text) and ("%" in text or "@" in text):
            return True
    return False


def _is_shared_base(cls: type) -> bool:
    """Whether `cls` is a base of several ops rather than one op: it names no op of its own."""
    own = cls.__dict__
    if "name" in own and isinstance(own["name"], str) and "." in own["name"]:
        return False
    if "MNEMONIC" in own and isinstance(own["MNEMONIC"], str):
        return False
    return True


def op_docstring(cls: type) -> str | None:
    """The op's own docstring: the first class of its MRO that names an op and documents it, within aiopt."""
    for klass in cls.__mro__:
        if not klass.__module__.startswith("aiopt."):
            break
        doc = klass.__dict__.get("__doc__")
        if _is_shared_base(klass):
            if klass is cls:
                # An instantiated op (mhlo.X from hlo.X) names no op in its own dict only when it is a plain
                # subclass; keep looking at its bases.
                continue
            break
        if doc and doc.strip():
            return doc
    return None


def audit() -> dict[str, object]:
    """The audit's findings: pass names without IR examples, op names without docstrings, per dialect."""
    registry = default_registry()
    passes_without_example: list[str] = []
    xdsl_passes: list[str] = []
    pass_count = 0
    for name in sorted(registry.pass_names()):
        cls = registry.pass_class(name)
        if isinstance(cls, type) and issubclass(cls, PassPipelineDefinition):
            continue
        if not cls.__module__.startswith("aiopt."):
            xdsl_passes.append(name)
            continue
        pass_count += 1
        if not has_ir_example(cls.__doc__):
            passes_without_example.append(name)

    ops_without_doc: dict[str, list[str]] = {}
    ops_without_example: dict[str, list[str]] = {}
    op_count: dict[str, int] = {}
    xdsl_ops: dict[str, int] = {}
    for namespace, factory in sorted(registry.dialects.items()):
        if namespace not in DIALECTS:
            continue
        for op in sorted(factory().operations, key=lambda o: o.name):
            if not op.__module__.startswith("aiopt."):
                xdsl_ops[namespace] = xdsl_ops.get(namespace, 0) + 1
                continue
            op_count[namespace] = op_count.get(namespace, 0) + 1
            doc = op_docstring(op)
            if doc is None:
                ops_without_doc.setdefault(namespace, []).append(op.name)
            elif not has_ir_example(doc):
                ops_without_example.setdefault(namespace, []).append(op.name)
    return {
        "passes": pass_count,
        "passes_without_ir_example": passes_without_example,
        "xdsl_passes": xdsl_passes,
        "ops": op_count,
        "ops_without_docstring": ops_without_doc,
        "ops_without_ir_example": ops_without_example,
        "xdsl_ops": xdsl_ops,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the names, not only the counts")
    parser.add_argument("--json", action="store_true", help="print the findings as JSON")
    args = parser.parse_args(argv)
    found = audit()
    if args.json:
        json.dump(found, sys.stdout, indent=1, sort_keys=True)
        sys.stdout.write("\n")
        return 0
    missing_passes = found["passes_without_ir_example"]
    print(
        f"passes: {len(missing_passes)} of {found['passes']} aiopt passes have no IR example in their docstring"
        f" ({len(found['xdsl_passes'])} xDSL passes not counted)"
    )
    if args.list:
        for name in missing_passes:
            print(f"  {name}")
    total = sum(found["ops"].values())
    missing = sum(len(v) for v in found["ops_without_docstring"].values())
    no_example = sum(len(v) for v in found["ops_without_ir_example"].values())
    print(f"ops: {missing} of {total} ops defined in aiopt have no docstring; {no_example} more have no IR example")
    for namespace in sorted(found["ops"]):
        without = found["ops_without_docstring"].get(namespace, [])
        examples = found["ops_without_ir_example"].get(namespace, [])
        print(
            f"  {namespace}: {len(without)} of {found['ops'][namespace]} without docstring,"
            f" {len(examples)} without IR example"
        )
        if args.list:
            for name in without:
                print(f"    no docstring: {name}")
            for name in examples:
                print(f"    no IR example: {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
