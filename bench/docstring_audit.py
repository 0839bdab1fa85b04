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
  re-exports are counted apart) needs a docstring: the class's own, else
  that of the first class of its method resolution order that names the
  same op (the HLO ops' dialect-neutral definition in `aiopt.dialects.hlo`);
  a shared base of several ops does not count. Where aiopt re-classes an
  xDSL op (one class per op name) and only xDSL's class documents it, the
  op is counted apart. Ops whose docstring has no IR example are listed too.

By default it prints the counts; `--list` prints the names.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from aiopt.dialects import DIALECTS
from aiopt.support.registry import PassPipelineDefinition, default_registry

_OP = r'"?[a-z_][a-z0-9_]*\.[a-z_][\w.-]*"?'
_ASSIGNED_OP = re.compile(r"%[\w#:.]+(\s*,\s*%[\w#:.]+)*\s*=\s*" + _OP)
_LEADING_OP = re.compile(r"^" + _OP + r"(?=[\s(<{:]|$)")
_GENERIC_OP = re.compile(r'"[a-z_][a-z0-9_]*\.[a-z_][\w.-]*"\(')
_IR_HEADER = re.compile(r"^(func\.func|builtin\.module|module\b|gpu\.module|gpu\.func|llvm\.func)")
_CODE_SPAN = re.compile(r"`([^`]+)`")


def has_ir_example(doc: str | None, op_name: str | None = None) -> bool:
    """Whether `doc` spells an op in IR: `%r = dialect.op ...`, a line (or `code span`) starting with
    `dialect.op` and holding a `%` value or `@` symbol, a generic `"dialect.op"(...)`, or a
    `func.func`/`module` header. For an op's docstring (`op_name`), a line or code span that starts with the
    op's own name (`gpu.barrier`, `llvm.fence syncscope("agent") seq_cst`) or assigns it under its dialect's
    default prefix (`%f = constant @callee ...`) counts too."""
    if not doc:
        return False
    mnemonic = op_name.split(".", 1)[1] if op_name else None
    pieces = [line.strip() for line in doc.splitlines()]
    pieces += [span.strip() for span in _CODE_SPAN.findall(doc)]
    for text in pieces:
        if _ASSIGNED_OP.search(text) or _GENERIC_OP.search(text) or _IR_HEADER.match(text):
            return True
        if _LEADING_OP.match(text) and ("%" in text or "@" in text):
            return True
        if op_name and re.match(re.escape(op_name) + r"(?=[\s(<{:]|$)", text):
            return True
        if mnemonic and re.search(r"%[\w#:.]+\s*=\s*" + re.escape(mnemonic) + r"\b", text):
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


def op_docstring(cls: type) -> tuple[str | None, bool]:
    """The op's docstring and whether it is aiopt's: the op class's own, else that of the first class of its
    MRO that names this op (the HLO ops' dialect-neutral definition in `aiopt.dialects.hlo`, or xDSL's class of
    the same op that aiopt re-classes: then not aiopt's). Shared bases of several ops do not count."""
    own = cls.__dict__.get("__doc__")
    if own and own.strip():
        return own, cls.__module__.startswith("aiopt.")
    for klass in cls.__mro__[1:]:
        names_this_op = getattr(klass, "name", None) == cls.name and "name" in klass.__dict__
        if not klass.__module__.startswith("aiopt."):
            doc = klass.__dict__.get("__doc__") if names_this_op else None
            return (doc, False) if doc and doc.strip() else (None, False)
        if _is_shared_base(klass) and not names_this_op:
            return None, True
        doc = klass.__dict__.get("__doc__")
        if doc and doc.strip():
            return doc, True
    return None, True


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
    ops_with_xdsl_doc: dict[str, list[str]] = {}
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
            doc, ours = op_docstring(op)
            if doc is None:
                ops_without_doc.setdefault(namespace, []).append(op.name)
            elif not ours:
                ops_with_xdsl_doc.setdefault(namespace, []).append(op.name)
            elif not has_ir_example(doc, op.name):
                ops_without_example.setdefault(namespace, []).append(op.name)
    return {
        "passes": pass_count,
        "passes_without_ir_example": passes_without_example,
        "xdsl_passes": xdsl_passes,
        "ops": op_count,
        "ops_without_docstring": ops_without_doc,
        "ops_without_ir_example": ops_without_example,
        "ops_with_only_xdsl_docstring": ops_with_xdsl_doc,
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
    xdsl = sum(len(v) for v in found["ops_with_only_xdsl_docstring"].values())
    no_example = sum(len(v) for v in found["ops_without_ir_example"].values())
    print(
        f"ops: {missing} of {total} ops defined in aiopt have no docstring, {xdsl} only xDSL's (of the op aiopt"
        f" re-classes), {no_example} one of aiopt's without an IR example"
    )
    for namespace in sorted(found["ops"]):
        lists = {
            "no docstring": found["ops_without_docstring"].get(namespace, []),
            "only xDSL's docstring": found["ops_with_only_xdsl_docstring"].get(namespace, []),
            "no IR example": found["ops_without_ir_example"].get(namespace, []),
        }
        counts = ", ".join(f"{len(names)} {what}" for what, names in lists.items())
        print(f"  {namespace} ({found['ops'][namespace]} ops): {counts}")
        if args.list:
            for what, names in lists.items():
                for name in names:
                    print(f"    {what}: {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
