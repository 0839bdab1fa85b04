"""Split an LLVM IR module into parts that LLVM can optimize and compile at the same time.

LLVM optimizes and generates code for one module on one thread. The CPU JIT
gives the functions of a large module to several modules instead, compiled
on as many threads (as LLVM's own `-split-module`/parallel code generation
does), and loads their objects into one engine, where calls between parts
resolve. A part defines its share of the functions (internal ones made
external, so that the other parts can call them) and declares the rest:

    @c = private constant float 1.0          ; in every part (constants only)
    define void @main(...) { ... call @main_parallel_0 ... }
    define internal void @main_parallel_0(...) { ... }

    part 0: @c, define void @main(...) { ... },  declare void @main_parallel_0(...)
    part 1: @c, define void @main_parallel_0(...) { ... },  declare void @main(...)

Only modules made of what `aiopt.targets.mlir_to_llvmir` prints (and
llvmlite prints of it once the runtime is linked) are split: declarations,
attribute groups, constant globals (private or internal: each part may hold
a copy) and function definitions with at most attribute groups and
`unnamed_addr` after their parameters. Anything else (metadata, named types,
mutable globals, comdats, module assembly) leaves the module whole:
`split_module` returns None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DEFINE = re.compile(
    r"define (?:(?:internal|private) )?(?P<signature>.*?@(?P<name>[\w.$-]+)\(.*\))"
    r"(?P<suffix>(?:\s+(?:#\d+|unnamed_addr|local_unnamed_addr))*)\s*\{$"
)
_SHARED = re.compile(r"(?:declare |source_filename = |target (?:datalayout|triple) = |attributes #\d+ = \{)")
_OTHER_LINKAGE = re.compile(r"(?:linkonce|weak|common|appending|extern_weak|available_externally)")
"""Linkages a declaration cannot have: a module with such a definition stays whole."""
_DIRECT_CALL = re.compile(r"\b(?:call|invoke) [^@]*@([\w.$-]+)\(")
_CONSTANT_GLOBAL = re.compile(r"@[\w.$-]+ = (?:private|internal) (?:unnamed_addr )?constant ")


MIN_COST = 500
"""The least `_cost` of a module worth splitting: below it a second parse and a thread cost more than they
save. The workloads of `bench/compile_peers.py` cost 535 (MLP), 575 (softmax), 607 (layernorm), 726 (conv)
and 2,872 (transformer block); split in two on two idle cores, the four between 500 and 1,500 compiled in
13-15% less time than whole (medians of 5 x 2 alternating runs: MLP 89.7 -> 81.3 ms, softmax 106 -> 90.4,
layernorm 102 -> 88.6, conv 93.2 -> 78.9), for 4-6 ms more CPU time in all. Of 61 LLVM modules that
test_compiled_hlo and test/runtime compiled (the others came from the compile cache), 42 cost 500 or more,
27 of them 1,500 or more."""

MIN_SHARE = 0.2
"""The least share of the cost the cheapest part must have: a module that is one large function and a few
small ones compiles in the same time whole."""


@dataclass(frozen=True)
class _Function:
    """A function definition of the module: its name, the declaration that stands for it in the other
    parts, its lines (linkage made external) and its `_cost`."""

    name: str
    declaration: str
    definition: list[str]
    cost: int


def split_module(llvm_ir: str, parts: int, min_functions: int = 4, min_cost: int | None = None) -> list[str] | None:
    """`llvm_ir` as `parts` modules of about equal cost to compile, or None where it is not worth it (fewer
    than `min_functions` functions, less cost than `min_cost`, default `MIN_COST`, or no balanced split) or
    the module holds something `split_module` does not handle (see the module's docstring)."""
    if parts < 2:
        return None
    shared: list[str] = []
    functions: list[_Function] = []
    lines = llvm_ir.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("define "):
            match = _DEFINE.match(line)
            end = _closing_brace(lines, index)
            if match is None or end is None or _OTHER_LINKAGE.match(match["signature"]):
                return None
            definition = [_external(line), *lines[index + 1 : end + 1]]
            declaration = f"declare {match['signature']}{match['suffix']}"
            functions.append(_Function(match["name"], declaration, definition, _cost(definition)))
            index = end + 1
            continue
        if not line.strip() or line.startswith(";") or _SHARED.match(line) or _CONSTANT_GLOBAL.match(line):
            shared.append(line)
        else:
            return None
        index += 1
    if len(functions) < max(min_functions, parts):
        return None
    total = sum(f.cost for f in functions)
    if total < (MIN_COST if min_cost is None else min_cost):
        return None
    groups = _balance(functions, parts)
    if len(groups) < 2 or min(sum(f.cost for f in group) for group in groups) < MIN_SHARE * total:
        return None
    texts = []
    for group in groups:
        mine = {f.name for f in group}
        text = [*shared]
        for function in group:
            text.extend(function.definition)
        text.extend(f.declaration for f in functions if f.name not in mine)
        texts.append("\n".join(text) + "\n")
    return texts


def _closing_brace(lines: list[str], start: int) -> int | None:
    """The line of the `}` that ends the function whose `define` is at `start`."""
    try:
        end = lines.index("}", start + 1)
    except ValueError:
        return None
    body = "\n".join(lines[start + 1 : end])
    return None if body.startswith("define ") or "\ndefine " in body else end


def _external(define_line: str) -> str:
    """A definition line without internal or private linkage (another part may call the function)."""
    return re.sub(r"^define (?:internal|private) ", "define ", define_line)


def _cost(definition: list[str]) -> int:
    """About how long LLVM takes over a function: its instructions, loops weighing most (the memref
    descriptors' `insertvalue`/`extractvalue` chains are many lines and cost little)."""
    descriptors = sum(1 for line in definition if "insertvalue " in line or "extractvalue " in line)
    branches = sum(1 for line in definition if "br " in line and line.lstrip().startswith("br "))
    return len(definition) - descriptors + 10 * branches


def _balance(functions: list[_Function], parts: int) -> list[list[_Function]]:
    """Functions dealt to at most `parts` groups, the costliest units first to the cheapest group so far.

    A unit is a set of functions joined by direct calls, which stay in one
    part so that LLVM may still inline them (the parallel loop bodies, called
    through pointers, are units of their own)."""
    names = {f.name: index for index, f in enumerate(functions)}
    leader = list(range(len(functions)))

    def find(index: int) -> int:
        while leader[index] != index:
            leader[index] = leader[leader[index]]
            index = leader[index]
        return index

    for index, function in enumerate(functions):
        for line in function.definition[1:]:
            if "call" not in line and "invoke" not in line:
                continue  # (most lines: the regular expression alone took 4 of the 6 ms of the split)
            for callee in _DIRECT_CALL.findall(line):
                if callee in names:
                    leader[find(index)] = find(names[callee])
    units: dict[int, list[_Function]] = {}
    for index, function in enumerate(functions):
        units.setdefault(find(index), []).append(function)
    groups: list[list[_Function]] = [[] for _ in range(parts)]
    totals = [0] * parts
    for unit in sorted(units.values(), key=lambda u: -sum(f.cost for f in u)):
        cheapest = totals.index(min(totals))
        groups[cheapest].extend(unit)
        totals[cheapest] += sum(f.cost for f in unit)
    return [group for group in groups if group]
