"""`--print-op-stats`: count the ops of the IR by name and print the table to stderr, as upstream does."""

import json
import sys
from collections import Counter
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option


@dataclass(frozen=True)
class PrintOpStatsPass(DiagnosticPass):
    """Print statistics of operations (upstream's `print-op-stats`); the IR is left as it is.

    For a module holding one function that adds two `i32`s, stderr gets

        Operations encountered:
        -----------------------
            arith.addi   , 1
          builtin.module , 1
             func.func   , 1
             func.return , 1

    names sorted, aligned on the dot (the ops of regions a custom syntax hides, such as `linalg.matmul`'s
    body, count too); with `json=true`, `{"arith.addi" : 1, ...}` one entry a line.
    """

    name = "print-op-stats"

    json: bool = option(False, "print the stats as JSON")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        counts = Counter(nested.name for nested in op.walk())
        names = sorted(counts)
        if self.json:
            sys.stderr.write("{\n" + ",\n".join(f"  {json.dumps(name)} : {counts[name]}" for name in names) + "\n}\n")
            return
        split = [name.partition(".") if "." in name else ("", "", name) for name in names]
        dialect_width = max(len(dialect) for dialect, _, _ in split)
        op_width = max(len(op_name) for _, _, op_name in split)
        lines = [f"  {dialect:>{dialect_width}}{dot}{op_name:<{op_width}} , {counts[name]}"
                 for name, (dialect, dot, op_name) in zip(names, split)]  # fmt: skip
        sys.stderr.write("Operations encountered:\n-----------------------\n" + "\n".join(lines) + "\n")
