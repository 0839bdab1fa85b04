"""Assertions whose messages name their function's arguments: functions marked `aiopt.format_arguments`.

In a `func.func` with the unit attribute `aiopt.format_arguments` (FORMAT_ARGUMENTS), a `cf.assert`
message's str.format fields `{k}` (or `{}`) stand for the function's argument #k, an i64, written in
decimal where the assertion fails, as jax fills in the messages of its shape assertions
(`convert-mhlo-to-linalg` makes such a function of each):

    func.func private @shape_assertion(%n: i64, %holds: i1) attributes {aiopt.format_arguments} {
      cf.assert %holds, "'stablehlo.custom_call' op Division had remainder {0} when computing the value of 'n'."
      func.return
    }

fails with "... Division had remainder 1 ..." for %n = 1. `convert-cf-assert-to-runtime-call` writes the
arguments in with `snprintf`, the reference interpreter and the GPU host interpreter with `fill_in`. Where
the function is not marked, or a field is more than an index (`{n}`, `{0:3}`, `{0!r}`), or names no i64
argument, the message is as written. `convert-cf-to-llvm` (ahead-of-time code, without the JIT's runtime)
prints a marked function's message with `printf`, its fields filled in likewise, where upstream's `puts`
prints the others as written.
"""

from __future__ import annotations

import string
from collections.abc import Sequence

from xdsl.dialects.builtin import i64
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation

FORMAT_ARGUMENTS = "aiopt.format_arguments"
"""The unit attribute of a function whose `cf.assert` messages' `{k}` are its arguments."""

Fields = tuple[list[str], list[int]]
"""A message split at its fields: the literal text around them (one more than the fields) and the argument
index of each field, in order: "n = {1}, {{m}} = {0}" is (["n = ", ", {m} = ", ""], [1, 0])."""


def split_fields(text: str) -> Fields | None:
    """`text` split at its str.format fields; None where a field is more than an index, automatic and
    manual numbering mix, or `text` is no format (an unmatched brace)."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return None
    literals, fields, numbering = [""], [], set()
    for literal, name, spec, conversion in parsed:
        literals[-1] += literal
        if name is None:
            continue
        if spec or conversion or not (name == "" or name.isdigit()):
            return None
        numbering.add(name == "")
        fields.append(len(fields) if name == "" else int(name))
        literals.append("")
    return (literals, fields) if len(numbering) < 2 else None


def formatted_fields(op: Operation) -> Fields | None:
    """The fields of the message of `op` (a `cf.assert`), where `op` is in a function marked FORMAT_ARGUMENTS
    and each of them names an i64 argument of it; else None (the message as written)."""
    function = op.parent_op()
    # A func.func, or the llvm.func convert-func-to-llvm made of it (which keeps the mark and the arguments).
    if function is None or not (isinstance(function, FuncOp) or function.name == "llvm.func"):
        return None
    if FORMAT_ARGUMENTS not in function.attributes:
        return None
    split = split_fields(op.msg.data)
    arguments = function.body.blocks[0].args
    if split is None or not split[1] or not all(k < len(arguments) and arguments[k].type == i64 for k in split[1]):
        return None
    return split


def fill_in(op: Operation, arguments: Sequence[object]) -> str:
    """The message of `op` (a `cf.assert`) with its fields filled in with the values of its function's
    `arguments` (Python or numpy integers), or as written (see `formatted_fields`)."""
    fields = formatted_fields(op)
    if fields is None:
        return op.msg.data
    literals, indices = fields
    values = [str(int(arguments[k])) for k in indices]
    return "".join(literal + value for literal, value in zip(literals, [*values, ""], strict=True))
