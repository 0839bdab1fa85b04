"""Run a conformance suite against aiopt: the StableHLO interpreter's own tests.

    python -m aiopt.tools.conformance stablehlo ../shared/conformance/stablehlo-interpret
    python -m aiopt.tools.conformance stablehlo PATH --jobs 2 --filter add --json out.json
    python -m aiopt.tools.conformance stablehlo PATH --ratchet bench/stablehlo_conformance.json

The suite (upstream `stablehlo/tests/interpret/`) is a folder of `.mlir`
files; each `// -----` chunk holds test functions that compute with
stablehlo/chlo ops and assert with the `check` dialect
(`aiopt.dialects.check`):

    func.func @add_op_test_si4() {
      %0 = stablehlo.constant dense<[0, 1]> : tensor<2xi4>
      %1 = stablehlo.add %0, %0 : tensor<2xi4>
      check.expect_eq_const %1, dense<[0, 2]> : tensor<2xi4>
      func.return
    }

A case is one test function: `@main` when the chunk has one, else each
function without arguments. Each case is rewritten so that the values its
checks look at become the function's results (the checks are removed),
and it runs in three modes:

- `interpreter`: the reference interpreter (`interpreter.run_function`);
- `compiled`: the CPU pipeline (`compiler.compile`, no cache), as written;
- `compiled-args`: compiled, with every `stablehlo.constant` of the test
  function turned into an argument given at run time, so that folding
  cannot compute the result at compile time.

The results are compared with upstream's rules (`CheckOps.cpp`): exact for
`expect_eq*` (floats by IEEE `==`), within `tolerance` (same sign, finite
values only, NaN matches NaN) for `expect_almost_eq*`, in ULPs for
`expect_close`. Functions without checks pass when they run; functions with
results and `// CHECK-DENSE: dense<...>` lines (printing.mlir) compare each
result with its line.

Several devices: `interpreter.run_parallel` runs its programs SPMD, one
thread per replica and partition (`aiopt.reference.collectives`), interpreted
in the `interpreter` mode; in the compiled modes the test function still
runs in the interpreter (it only deals out the inputs) and each program is
compiled, its collectives calling the runtime (`hlo-collectives-to-runtime`).
Probes: `interpreter.probe` writes to a probe folder of the runner's (a
temporary one per case and mode), from which `check.expect_serialized_eq`
reads the expected value. A test function with arguments takes the
`--args="[dense<...> : T, ...]"` of its RUN line, and its results are
compared with the `T {` / values / `}` blocks that CHECK lines expect the
interpreter to print; one without `--args` is counted apart, not run.

Cases run in `--jobs` worker processes, one mode at a time: a worker that
crashes or passes `--timeout` is replaced, and the case goes on with its
next mode. The report gives the pass counts per op (the file's name, e.g.
`add` for `add.mlir`, `chlo.mulhi` for `chlo/mulhi.mlir`) and per mode, and
the first line of each failure; `--json` writes it as a table (what
`bench/stablehlo_conformance.json` holds), and `--ratchet TABLE` exits 1
when a case that passes in TABLE fails now.
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import multiprocessing
import re
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import redirect_stdout
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from pathlib import Path

import numpy as np

MODES = ("interpreter", "compiled", "compiled-args")
"""The modes a run has unless `--mode` names others."""
ALL_MODES = (*MODES, "cuda")
"""`cuda`: compiled for this machine's CUDA device (`gpu_executor.compile_for_cuda`, the JIT host), run there."""

SKIP_RULES: tuple[tuple[str, str], ...] = ()
"""(text in a chunk, why its cases are not run)."""

_SPLIT = re.compile(r"^// -----.*$", re.MULTILINE)
_FUNCTION = re.compile(r"func\.func\s+(?:public\s+|private\s+)?@([\w.$-]+)\s*\(([^)]*)\)")
_CHECK_DENSE = re.compile(r"^\s*// CHECK-DENSE(?:\{LITERAL\})?:\s*(dense<.*)$", re.MULTILINE)
_CHECK_PRINTED = re.compile(
    r"^\s*// CHECK(?:-NEXT)?:\s*(tensor<[^\n]*>) \{\s*\n"
    r"\s*// CHECK-NEXT:\s*(.*?)\s*\n"
    r"\s*// CHECK-NEXT:\s*\}",
    re.MULTILINE,
)
"""A value as the interpreter prints it: `// CHECK: tensor<2xi32> {`, `// CHECK-NEXT: [3, 3]`, `// CHECK-NEXT: }`."""
_ARGS = re.compile(r'^// RUN: (?!not )[^\n]*--args="(\[[^"]*\])"', re.MULTILINE)
"""The inputs a RUN line gives the interpreter: `--args="[dense<1> : tensor<2xi32>, ...]"`."""


# ---------------------------------------------------------------------------
# Cases


@dataclass(frozen=True)
class Case:
    """One test function of the suite, with the text of its chunk."""

    file: str
    """The path relative to the suite folder, e.g. `chlo/mulhi.mlir`."""
    line: int
    """The line of `func.func @function` in the file."""
    function: str
    chunk: str
    chunk_line: int
    """The line of the chunk's first line in the file (to locate diagnostics)."""
    skip: str | None = None

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line} @{self.function}"

    @property
    def op(self) -> str:
        return op_name(self.file)


def op_name(file: str) -> str:
    """The op a test file is about: `add` for `add.mlir`, `chlo.mulhi` for `chlo/mulhi.mlir`."""
    return ".".join(Path(file).with_suffix("").parts)


def split_chunks(text: str) -> list[tuple[int, str]]:
    """The `// -----` chunks of a file, each with the line it starts at."""
    chunks, start, line = [], 0, 1
    for match in _SPLIT.finditer(text):
        chunks.append((line, text[start : match.start()]))
        line += text.count("\n", start, match.end())
        start = match.end()
    chunks.append((line, text[start:]))
    return chunks


def chunk_cases(file: str, chunk_line: int, chunk: str) -> list[Case]:
    """The cases of one chunk: `@main` if it has one, else every function without arguments."""
    functions = [(m.group(1), m.group(2).strip(), m.start()) for m in _FUNCTION.finditer(chunk)]
    main = [f for f in functions if f[0] == "main"]
    tests = main or [f for f in functions if not f[1]]
    skip = next((why for text, why in SKIP_RULES if text in chunk), None)
    cases = []
    for name, arguments, offset in tests:
        given = _ARGS.search(chunk) is not None
        reason = skip or ("needs inputs given on the command line (--args)" if arguments and not given else None)
        line = chunk_line + chunk.count("\n", 0, offset)
        cases.append(Case(file, line, name, chunk, chunk_line, reason))
    return cases


def discover(root: Path, substring: str | None = None) -> list[Case]:
    """Every case of the `.mlir` files under `root`, in file order; those whose id contains `substring` if given."""
    cases = []
    for path in sorted(root.rglob("*.mlir")):
        file = path.relative_to(root).as_posix()
        for chunk_line, chunk in split_chunks(path.read_text()):
            cases.extend(chunk_cases(file, chunk_line, chunk))
    return [c for c in cases if substring is None or substring in c.id]


def sample(cases: Sequence[Case], count: int) -> list[Case]:
    """`count` cases spread evenly over `cases` (the same ones for the same suite)."""
    if count >= len(cases):
        return list(cases)
    return [cases[i * len(cases) // count] for i in range(count)]


# ---------------------------------------------------------------------------
# Rewriting a test function so that its checked values are results (in a worker)


@dataclass
class Check:
    """One check op, its values now results `results` of the function."""

    name: str
    line: int
    results: tuple[int, ...]
    expected: np.ndarray | None = None
    """The constant of a `*_const` check."""
    element_type: str = ""
    tolerance: float = 0.0
    ulps: tuple[int, int] = (0, 0)
    probe: tuple[str, int] | None = None
    """The probe id and iteration of an `expect_serialized_eq`, whose expected value is read after the run."""


@dataclass
class Prepared:
    module: object
    """The module with the test function rewritten (checked values returned)."""
    with_arguments: object
    """The same with the test function's constants turned into arguments."""
    arguments: list[np.ndarray]
    checks: list[Check] = field(default_factory=list)
    inputs: list[np.ndarray] = field(default_factory=list)
    """The test function's own arguments, from its RUN line's `--args`."""


def _context():
    from aiopt.support.registry import default_registry

    return default_registry().make_context()


def prepare(case: Case) -> Prepared:
    """Parse the case's chunk and rewrite its test function; raises DiagnosticError on bad input."""
    from aiopt.reference.interpreter import find_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.verifier import verify_operation

    # Blank lines before the chunk keep the diagnostics' line numbers those of the file.
    module = parse_module(_context(), "\n" * (case.chunk_line - 1) + case.chunk, case.file)
    verify_operation(module)
    function = find_function(module, case.function)
    _drop_other_tests(module, case)
    checks = _checks_to_results(function, case.chunk)
    with_arguments = module.clone()
    arguments = _constants_to_arguments(find_function(with_arguments, case.function))
    given = _ARGS.search(case.chunk)
    inputs = [_array_of(a) for a in _parse_attribute(given.group(1)).data] if given and function.args else []
    return Prepared(module, with_arguments, arguments, checks, inputs)


def _parse_attribute(text: str):
    from xdsl.parser import Parser

    return Parser(_context(), text).parse_attribute()


def _drop_other_tests(module, case: Case) -> None:
    """Erase the chunk's other test functions that nothing calls (each is its own case)."""
    from aiopt.dialects import func

    others = {c.function for c in chunk_cases(case.file, case.chunk_line, case.chunk)} - {case.function}
    text = str(module)
    for op in list(module.body.block.ops):
        if isinstance(op, func.FuncOp) and op.sym_name.data in others and text.count(f"@{op.sym_name.data}") == 1:
            module.body.block.erase_op(op)


def _checks_to_results(function, chunk: str) -> list[Check]:
    """Replace each check op of `function` by results holding the values it checks.

        check.expect_eq_const %1, dense<3> : tensor<i64>      func.return %1 : tensor<i64>
        func.return                                      ->   (with the expected value kept in a Check)
    """
    from aiopt.dialects import check as ops
    from aiopt.dialects import func
    from aiopt.support.diagnostics import DiagnosticError, location_of

    block = function.body.block
    values, checks = [], []
    for op in list(function.walk()):
        if op.dialect_name() != "check":
            continue
        if op.parent_block() is not block:
            raise DiagnosticError(f"'{op.name}' op inside a region is not supported by the runner", op)
        location = location_of(op)
        first = len(values)
        values.extend(op.operands)
        element_type = op.operands[0].type.get_element_type()
        line = location.line if location else 0
        entry = Check(op.name, line, tuple(range(first, len(values))), element_type=str(element_type))
        if isinstance(op, (ops.ExpectEqConstOp, ops.ExpectAlmostEqConstOp)):
            entry.expected = _array_of(op.value)
        if isinstance(op, (ops.ExpectAlmostEqOp, ops.ExpectAlmostEqConstOp)):
            entry.tolerance = ops.tolerance_of(op)
        if isinstance(op, ops.ExpectCloseOp):
            minimum = op.min_ulp_difference.value.data if op.min_ulp_difference is not None else 0
            entry.ulps = (minimum, op.max_ulp_difference.value.data)
        if isinstance(op, ops.ExpectSerializedEqOp):
            iteration = op.iteration.value.data if op.iteration is not None else 0
            entry.probe = (op.probe_id.data, iteration)
        checks.append(entry)
        block.erase_op(op)
    returned = block.last_op
    if not checks and returned.operands:
        checks, values = _printed_values(returned, chunk), list(returned.operands)
    if checks:
        block.insert_op_before(func.ReturnOp(*values), returned)
        block.erase_op(returned)
        function.update_function_type()
    return checks


def _printed_values(returned, chunk: str) -> list[Check]:
    """The lines that check what a function returning values prints, one exact check per result:
    `// CHECK-DENSE: dense<...> : T` lines, or the interpreter's `T {`, `values`, `}` blocks."""
    printed = [f"dense<{values}> : {type_}" for type_, values in _CHECK_PRINTED.findall(chunk)]
    lines = _CHECK_DENSE.findall(chunk) or printed
    if len(lines) != len(returned.operands):
        return []
    expected = [_array_of(_parse_attribute(text)) for text in lines]
    return [
        Check("check.expect_eq_const", 0, (i,), value, str(v.type.get_element_type()))
        for i, (value, v) in enumerate(zip(expected, returned.operands))
    ]


def _array_of(attr) -> np.ndarray:
    """A dense elements attribute as the reference interpreter holds it."""
    from aiopt.reference.hlo.core import elements_to_numpy

    return elements_to_numpy(attr, attr.get_type())


def _constants_to_arguments(function) -> list[np.ndarray]:
    """Turn each `stablehlo.constant` of `function`'s body into a new argument; return their values.

        %0 = stablehlo.constant dense<1> : tensor<i64>   ->   func.func @f(%arg0: tensor<i64>) ...
    """
    block = function.body.block
    arguments = []
    for op in list(block.ops):
        if op.name != "stablehlo.constant":
            continue
        arguments.append(_array_of(op.value))
        argument = block.insert_arg(op.results[0].type, len(block.args))
        op.results[0].replace_all_uses_with(argument)
        block.erase_op(op)
    function.update_function_type()
    return arguments


# ---------------------------------------------------------------------------
# Running the modes and comparing (in a worker)


def run_mode(prepared: Prepared, case: Case, mode: str, probes=None) -> list[np.ndarray]:
    """The results of the rewritten test function in one mode, run as one process writing to `probes`.

    In the compiled modes, the programs of an `interpreter.run_parallel` are
    compiled, and the test function around it is interpreted.
    """
    from aiopt.reference.collectives import single_process
    from aiopt.reference.hlo.interpreter_ops import programs_run_by
    from aiopt.reference.interpreter import run_function

    process = single_process()
    process.probes = probes
    module = prepared.module if mode != "compiled-args" else prepared.with_arguments
    arguments = prepared.inputs + (prepared.arguments if mode == "compiled-args" else [])
    if mode == "interpreter":
        return [np.asarray(r) for r in run_function(module, case.function, arguments, process=process)]
    if mode == "cuda":
        return _run_on_cuda(module, case, arguments, process)
    if _runs_parallel(module):
        with programs_run_by(_CompiledPrograms(case)):
            return [np.asarray(r) for r in run_function(module, case.function, arguments, process=process)]
    from aiopt.reference.collectives import running_as
    from aiopt.runtime.compiler import compile

    compiled = compile(module, entry=case.function, filename=case.file, cache=False)
    inputs = [np.asarray(a).astype(spec.dtype, copy=False) for a, spec in zip(arguments, compiled.inputs)]
    with running_as(process):
        return [np.asarray(r) for r in compiled.call(*inputs)]


def _run_on_cuda(module, case: Case, arguments: list, process) -> list[np.ndarray]:
    """The test function compiled for the CUDA device of this machine and run there (its probes by `process`)."""
    from aiopt.reference.collectives import running_as
    from aiopt.runtime.gpu_executor import compile_for_cuda
    from aiopt.support.diagnostics import DiagnosticError

    if _runs_parallel(module):
        raise DiagnosticError("interpreter.run_parallel is not run on the GPU")
    compiled = compile_for_cuda(module, entry=case.function, filename=case.file, host="jit")
    inputs = [np.asarray(a).astype(spec.dtype, copy=False) for a, spec in zip(arguments, compiled.inputs)]
    with running_as(process):
        return [np.asarray(r) for r in compiled.call(*inputs)]


def _runs_parallel(module) -> bool:
    return any(op.name == "interpreter.run_parallel" for op in module.walk())


class _CompiledPrograms:
    """Runs the programs of `interpreter.run_parallel` compiled, each function compiled once.

    Compiled code cannot take or return tokens yet: a program is compiled
    without its token arguments and results (a token carries no value; the
    calls of the runtime keep the order of the ops), and its token results
    are given back as the interpreter's token.
    """

    def __init__(self, case: Case):
        import threading

        self.case = case
        self.compiled: dict[str, tuple] = {}
        self.lock = threading.Lock()

    def __call__(self, module, name: str, inputs, process) -> list:
        from aiopt.reference.interpreter import TOKEN
        from aiopt.runtime.compiler import compile

        with self.lock:
            if name not in self.compiled:
                program, token_inputs, token_results = _program_module(module, name)
                compiled = compile(program, entry=name, filename=self.case.file, cache=False)
                self.compiled[name] = (compiled, token_inputs, token_results)
        compiled, token_inputs, token_results = self.compiled[name]
        values = [v for v, token in zip(inputs, token_inputs) if not token]
        arrays = [np.asarray(v).astype(spec.dtype, copy=False) for v, spec in zip(values, compiled.inputs)]
        results = iter(compiled.call(*arrays))
        return [TOKEN if token else next(results) for token in token_results]


def _program_module(module, name: str):
    """A copy of `module` with only `@name` and the functions it calls, `@name` without token arguments
    and results; and which of its arguments and results were tokens."""
    from aiopt.dialects import func
    from aiopt.dialects.hlo.types import is_token

    copy = module.clone()
    functions = {op.sym_name.data: op for op in copy.body.block.ops if isinstance(op, func.FuncOp)}
    needed, todo = set(), [name]
    while todo:
        current = todo.pop()
        if current in needed or current not in functions:
            continue
        needed.add(current)
        todo.extend(op.callee.root_reference.data for op in functions[current].walk() if isinstance(op, func.CallOp))
    for function_name, op in functions.items():
        if function_name not in needed:
            copy.body.block.erase_op(op)
    function = functions[name]
    token_inputs = [is_token(t) for t in function.function_type.inputs.data]
    token_results = [is_token(t) for t in function.function_type.outputs.data]
    _drop_tokens(function)
    return copy, token_inputs, token_results


def _drop_tokens(function) -> None:
    """Token arguments become `after_all` tokens made in the body; token results are not returned."""
    from aiopt.dialects import func, mhlo, stablehlo
    from aiopt.dialects.hlo.types import is_token

    block = function.body.block
    for arg in [a for a in block.args if is_token(a.type)]:
        dialect = stablehlo if "stablehlo" in str(arg.type) else mhlo
        token = dialect.OPS["after_all"]([])
        block.insert_op_before(token, block.first_op)
        arg.replace_all_uses_with(token.results[0])
        block.erase_arg(arg)
    for returned in [op for op in function.walk() if isinstance(op, func.ReturnOp)]:
        kept = [v for v in returned.operands if not is_token(v.type)]
        returned.parent_block().insert_op_before(func.ReturnOp(*kept), returned)
        returned.parent_block().erase_op(returned)
    function.update_function_type()


def compare(check: Check, results: Sequence[np.ndarray]) -> str | None:
    """None if the values of `check` pass it by upstream's rules, else what differs."""
    actual = [results[i] for i in check.results]
    if check.expected is not None:
        actual.append(check.expected)
    got, want = actual
    if got.shape != want.shape:
        return f"shape {list(got.shape)}, expected {list(want.shape)}"
    if check.name.endswith(("expect_eq", "expect_eq_const", "expect_serialized_eq")):
        bad = ~_equal(got, want)
    elif check.name == "check.expect_close":
        distance = _ulp_difference(got, want, check.element_type)
        bad = (distance < check.ulps[0]) | (distance > check.ulps[1])
    else:
        bad = ~_almost_equal(got, want, check.tolerance)
    if not bad.any():
        return None
    where = tuple(int(i) for i in np.argwhere(bad)[0])
    return (
        f"{int(bad.sum())} of {bad.size} elements differ, first at {list(where)}: "
        f"{got[where].item()!r} (actual) vs {want[where].item()!r} (expected)"
    )


def _equal(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Element values equal: integers by value, floats by IEEE `==` (NaN never, -0 == 0), complex by parts."""
    if got.dtype != want.dtype and got.dtype.kind in "biu" and want.dtype.kind in "biu":
        return np.vectorize(lambda a, b: int(a) == int(b), otypes=[bool])(got, want)
    return np.asarray(got == want)


def _almost_equal(got: np.ndarray, want: np.ndarray, tolerance: float) -> np.ndarray:
    """Upstream's areApproximatelyEqual per element (complex: both parts), in float64."""
    if want.dtype.kind == "c":
        return _almost_equal(got.real, want.real, tolerance) & _almost_equal(got.imag, want.imag, tolerance)
    f, g = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(invalid="ignore"):
        nan_f, nan_g = np.isnan(f), np.isnan(g)
        finite_nonzero = np.isfinite(f) & np.isfinite(g) & (f != 0) & (g != 0)
        comparable = finite_nonzero | (((f == 0) | (g == 0)) & np.isfinite(f) & np.isfinite(g))
        close = comparable & (np.signbit(f) == np.signbit(g)) & (np.abs(f - g) <= tolerance)
        unordered = nan_f | nan_g
        return (f == g) | np.where(unordered, nan_f & nan_g, close)


_BITS = {"f16": (np.float16, np.uint16, 0), "bf16": (np.float32, np.uint32, 16), "f32": (np.float32, np.uint32, 0),
         "f64": (np.float64, np.uint64, 0)}  # fmt: skip
"""Element type -> (numpy holder, its bits' type, how far its bits are shifted left in the holder)."""


def _ulp_difference(got: np.ndarray, want: np.ndarray, element_type: str) -> np.ndarray:
    """Upstream's ULPDifference per element: 0 when bitwise equal or both NaN, max uint64 for other non-finite."""
    if element_type.startswith("complex<"):
        inner = element_type[len("complex<") : -1]
        return np.maximum(_ulp_difference(got.real, want.real, inner), _ulp_difference(got.imag, want.imag, inner))
    if element_type not in _BITS:
        raise NotImplementedError(f"expect_close on element type {element_type} is not supported by the runner")
    holder, bits_type, shift = _BITS[element_type]
    a = np.ascontiguousarray(got, dtype=holder).view(bits_type).astype(np.uint64) >> np.uint64(shift)
    b = np.ascontiguousarray(want, dtype=holder).view(bits_type).astype(np.uint64) >> np.uint64(shift)
    sign = np.uint64(1) << np.uint64(np.dtype(bits_type).itemsize * 8 - shift - 1)
    magnitude_a, magnitude_b = a & ~sign, b & ~sign
    same_sign = (a & sign) == (b & sign)
    finite = np.isfinite(got) & np.isfinite(want)
    apart = np.maximum(magnitude_a, magnitude_b) - np.minimum(magnitude_a, magnitude_b)
    distance = np.where(same_sign, apart, magnitude_a + magnitude_b)
    both_nan = np.isnan(got) & np.isnan(want)
    huge = np.uint64(np.iinfo(np.uint64).max)
    return np.where(a == b, np.uint64(0), np.where(finite, distance, np.where(both_nan, np.uint64(0), huge)))


def outcome_of(error: BaseException | None = None, mismatch: str | None = None) -> dict:
    """A mode's outcome: status "pass", "mismatch", "error" (a located diagnostic) or "internal", and why."""
    from aiopt.reference.collectives import CollectiveError
    from aiopt.reference.hlo import UnsupportedType
    from aiopt.runtime.compiler import CompileError
    from aiopt.support.diagnostics import DiagnosticError

    if error is None:
        return {"status": "mismatch", "reason": mismatch} if mismatch else {"status": "pass"}
    if isinstance(error, (DiagnosticError, CompileError, UnsupportedType, CollectiveError)):
        return {"status": "error", "reason": str(error).strip()}
    frame = traceback.extract_tb(error.__traceback__)[-1]
    where = f" (at {Path(frame.filename).name}:{frame.lineno})"
    return {"status": "internal", "reason": f"{type(error).__name__}: {error}".strip() + where}


def run_case(case: Case, modes: Sequence[str]) -> Iterator[tuple[str, dict]]:
    """(mode, outcome) for each mode of one case, as each finishes."""
    from aiopt.reference.collectives import ProbeFolder

    try:
        prepared = prepare(case)
    except Exception as error:
        outcome = outcome_of(error)
        for mode in modes:
            yield mode, outcome
        return
    for mode in modes:
        try:
            # What interpreter.print prints is not the runner's output.
            with tempfile.TemporaryDirectory(prefix="aiopt-probes-") as folder, redirect_stdout(io.StringIO()):
                probes = ProbeFolder(folder)
                results = run_mode(prepared, case, mode, probes)
                checks = [_with_probed_value(check, probes) for check in prepared.checks]
            problems = [_located(check, compare(check, results)) for check in checks]
            yield mode, outcome_of(mismatch="\n".join(p for p in problems if p))
        except Exception as error:
            yield mode, outcome_of(error)


def _with_probed_value(check: Check, probes) -> Check:
    """An `expect_serialized_eq` check with its expected value read from the probe folder; others as they are."""
    if check.probe is None:
        return check
    return dataclasses.replace(check, expected=probes.read(*check.probe))


def _located(check: Check, problem: str | None) -> str | None:
    if problem is None:
        return None
    at = f" at line {check.line}" if check.line else ""
    return f"{check.name}{at} ({check.element_type}): {problem}"


_PRELOAD = ("aiopt.runtime.compiler", "aiopt.reference.interpreter", "aiopt.dialects.stablehlo", "aiopt.dialects.chlo",
            "aiopt.dialects.mhlo", "aiopt.dialects.check")  # fmt: skip
"""Modules the worker processes share from the start (imported once, in the fork server)."""

_WARM_UP = Case("warm-up.mlir", 1, "warm_up", """func.func @warm_up() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  check.expect_eq_const %0, dense<1> : tensor<i32>
  func.return
}""", 1)  # fmt: skip


def _worker(connection) -> None:
    """Say "ready" once warm; answer each (case, modes) task with (mode, outcome) messages, then None.

    Exits on None. The warm-up (the interpreter's tables, the dialects) is
    done before "ready", so that it does not count in a case's time.
    """
    from aiopt.reference.interpreter import implementations

    implementations()
    list(run_case(_WARM_UP, ["interpreter"]))
    connection.send("ready")
    while (task := connection.recv()) is not None:
        case, modes = task
        for message in run_case(case, modes):
            connection.send(message)
        connection.send(None)


# ---------------------------------------------------------------------------
# The pool of worker processes


def stop_workers(workers: Sequence[dict]) -> None:
    """Ask each worker (`{"process", "connection"}`) to exit; kill those still running 5 s later."""
    for w in workers:
        try:
            w["connection"].send(None)
        except OSError:
            pass
    for w in workers:
        w["process"].join(timeout=5)
        if w["process"].is_alive():
            w["process"].kill()


class Pool:
    """`jobs` worker processes running cases; one that dies or hangs is replaced and the case goes on.

    A worker is also replaced after `recycle` cases, to bound the memory
    the JIT-compiled modules hold.
    """

    def __init__(self, jobs: int, timeout: float, recycle: int = 40):
        methods = multiprocessing.get_all_start_methods()
        self.context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if "forkserver" in methods:
            self.context.set_forkserver_preload(list(_PRELOAD))
        self.timeout, self.recycle = timeout, recycle
        self.failed_starts = 0
        self.workers = [self._start() for _ in range(max(1, jobs))]

    def _start(self) -> dict:
        parent, child = self.context.Pipe()
        process = self.context.Process(target=_worker, args=(child,), daemon=True)
        process.start()
        child.close()
        return {"process": process, "connection": parent, "task": None, "since": 0.0, "done": 0, "ready": False}

    def run(self, cases: Sequence[Case], on_outcome: Callable[[Case, str, dict], None],
            modes: Sequence[str] = MODES) -> None:
        """Run `modes` of every case; call `on_outcome(case, mode, outcome)` as each finishes."""
        tasks = [(case, list(modes)) for case in reversed(cases)]
        while tasks or any(w["task"] for w in self.workers):
            for w in self.workers:
                if w["ready"] and w["task"] is None and tasks:
                    w["task"], w["since"] = tasks.pop(), time.monotonic()
                    w["connection"].send(w["task"])
            waiting = [w for w in self.workers if w["task"] is not None or not w["ready"]]
            ready = wait([w["connection"] for w in waiting] + [w["process"].sentinel for w in waiting], timeout=1.0)
            for i, w in enumerate(self.workers):
                if not w["ready"]:
                    self.workers[i] = self._starting(w, ready)
                elif w["task"] is not None:
                    self.workers[i] = self._poll(w, ready, tasks, on_outcome)

    def _starting(self, w: dict, ready: list) -> dict:
        """A worker warming up: mark it ready when it says so; replace it if it died (three times: give up)."""
        if w["connection"] in ready:
            try:
                w["ready"] = w["connection"].recv() == "ready"
                self.failed_starts = 0
                return w
            except (EOFError, OSError):
                pass
        if w["process"].is_alive():
            return w
        self.failed_starts += 1
        if self.failed_starts >= 3:
            raise RuntimeError(f"the conformance worker process fails to start (exit code {w['process'].exitcode})")
        return self._replace(w)

    def _poll(self, w: dict, ready: list, tasks: list, on_outcome) -> dict:
        """Take the worker's messages; return it, or its replacement when it died, hung or is due for recycling."""
        case, modes = w["task"]
        while w["connection"] in ready and w["connection"].poll():
            try:
                message = w["connection"].recv()
            except (EOFError, OSError):
                break
            if message is None:
                w["task"], w["done"] = None, w["done"] + 1
                return self._replace(w) if w["done"] >= self.recycle else w
            mode, outcome = message
            modes.remove(mode)
            on_outcome(case, mode, outcome)
            w["since"] = time.monotonic()
        if not w["process"].is_alive():
            code = w["process"].exitcode
            why = f"the worker died of signal {-code}" if code and code < 0 else f"the worker exited with {code}"
            return self._charge(w, case, modes, {"status": "crash", "reason": why}, tasks, on_outcome)
        if time.monotonic() - w["since"] > self.timeout:
            outcome = {"status": "timeout", "reason": f"no result within {self.timeout:g} s"}
            return self._charge(w, case, modes, outcome, tasks, on_outcome)
        return w

    def _charge(self, w: dict, case: Case, modes: list, outcome: dict, tasks: list, on_outcome) -> dict:
        """The running mode failed with `outcome`; the case's other modes go back in the queue."""
        on_outcome(case, modes[0], outcome)
        if modes[1:]:
            tasks.append((case, modes[1:]))
        return self._replace(w)

    def _replace(self, w: dict) -> dict:
        w["process"].kill()
        w["process"].join()
        w["connection"].close()
        return self._start()

    def close(self) -> None:
        stop_workers(self.workers)


def run_suite(cases: Sequence[Case], jobs: int = 1, timeout: float = 120.0, progress=None,
              modes: Sequence[str] = MODES) -> dict[str, dict]:
    """Run `modes` of `cases` (skipped ones are not run); return {case id: {mode: outcome}}."""
    results: dict[str, dict] = {c.id: {} for c in cases}
    for case in cases:
        if case.skip:
            results[case.id] = {mode: {"status": "skipped", "reason": case.skip} for mode in modes}
    runnable = [c for c in cases if not c.skip]
    if not runnable:
        return results

    def record(case: Case, mode: str, outcome: dict) -> None:
        results[case.id][mode] = outcome
        if progress is not None and len(results[case.id]) == len(modes):
            progress(case, results[case.id])

    pool = Pool(min(jobs, len(runnable)), timeout)
    try:
        pool.run(runnable, record, modes)
    finally:
        pool.close()
    return results


# ---------------------------------------------------------------------------
# Tables, reports and the ratchet


def table(cases: Sequence[Case], results: dict[str, dict], modes: Sequence[str] = MODES) -> dict:
    """The JSON table: totals per mode, counts per op and mode, and each case's status per mode."""
    ops: dict[str, dict] = {}
    totals = {"cases": 0, "skipped": Counter(), **{mode: 0 for mode in modes}}
    for case in cases:
        row = ops.setdefault(case.op, {"file": case.file, "cases": 0, "skipped": 0, **{mode: 0 for mode in modes}})
        outcomes = results[case.id]
        if case.skip:
            row["skipped"] += 1
            totals["skipped"][case.skip] += 1
            continue
        row["cases"] += 1
        totals["cases"] += 1
        for mode in modes:
            passed = outcomes[mode]["status"] == "pass"
            row[mode] += passed
            totals[mode] += passed
    totals["skipped"] = dict(sorted(totals["skipped"].items()))
    statuses = {c.id: {m: _summary(results[c.id][m]) for m in modes} for c in cases}
    return {"totals": totals, "ops": dict(sorted(ops.items())), "cases": statuses}


def _summary(outcome: dict) -> str:
    """"pass", or the status and the first line of the reason (what the table keeps of an outcome)."""
    if outcome["status"] == "pass":
        return "pass"
    return f"{outcome['status']}: {first_line(outcome.get('reason', ''))}"[:300]


def first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def failure_group(summary: str) -> str:
    """What failures have in common, for counting them: locations, numbers and values left out.

        error: add.mlir:7:8: error: 'mhlo.constant' failed to legalize   ->   error: 'mhlo.constant' failed to legalize
    """
    text = re.sub(r"\S+\.mlir:\d+:\d+: (error: )?", "", summary)
    text = re.sub(r" at line \d+", "", text)
    text = re.sub(r": \d+ of \d+ elements differ.*", ": elements differ", text)
    text = re.sub(r"\(at [\w.]+:\d+\)", "", text)
    text = re.sub(r"\bf\d+E\d+M\d+\w*", "f4/f6/f8 type", text)
    return re.sub(r"\b\d+\b", "N", text).strip()


def report(cases: Sequence[Case], results: dict[str, dict], out, modes: Sequence[str] = MODES) -> dict:
    """Print failures, the table per op, the skipped categories and the totals; return the table."""
    data = table(cases, results, modes)
    for case in cases:
        for mode in modes:
            outcome = results[case.id][mode]
            if outcome["status"] not in ("pass", "skipped"):
                print(f"FAIL {mode:13} {case.id}: {_summary(outcome)}", file=out)
    print(file=out)
    print(f"{'op':34} {'file':34} {'cases':>5} " + " ".join(f"{m:>13}" for m in modes), file=out)
    for op, row in data["ops"].items():
        skipped = f" (+{row['skipped']} skipped)" if row["skipped"] else ""
        counts = " ".join(f"{row[m]:>13}" for m in modes)
        print(f"{op:34} {row['file']:34} {row['cases']:>5} {counts}{skipped}", file=out)
    totals = data["totals"]
    print(file=out)
    for why, count in totals["skipped"].items():
        print(f"skipped ({why}): {count} cases", file=out)
    for mode in modes:
        share = 100.0 * totals[mode] / totals["cases"] if totals["cases"] else 0.0
        print(f"{mode}: {totals[mode]} of {totals['cases']} cases pass ({share:.1f}%)", file=out)
    return data


def grouped_failures(data: dict) -> dict[str, Counter]:
    """{mode: Counter of failure groups} of a table."""
    groups: dict[str, Counter] = defaultdict(Counter)
    for statuses in data["cases"].values():
        for mode, summary in statuses.items():
            if summary != "pass" and not summary.startswith("skipped"):
                groups[mode][failure_group(summary)] += 1
    return groups


def regressions(data: dict, recorded: dict) -> list[str]:
    """The cases of `data` that pass in `recorded` and not now, as `case id [mode]: now`."""
    lost = []
    for case_id, statuses in data["cases"].items():
        before = recorded.get("cases", {}).get(case_id, {})
        for mode, summary in statuses.items():
            if before.get(mode) == "pass" and summary != "pass":
                lost.append(f"{case_id} [{mode}]: {summary}")
    return lost


# ---------------------------------------------------------------------------
# Command line


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["lit"]:  # upstream lit files run with ai-opt: see aiopt.tools.lit_conformance
        from aiopt.tools.lit_conformance import main as lit_main

        return lit_main(arguments[1:])
    parser = argparse.ArgumentParser(prog="python -m aiopt.tools.conformance", description=__doc__.splitlines()[0])
    parser.add_argument("suite", choices=["stablehlo"], help="which suite PATH holds")
    parser.add_argument("path", type=Path, help="the suite's folder (e.g. ../shared/conformance/stablehlo-interpret)")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--filter", help="run only the cases whose id (file:line @function) contains this")
    parser.add_argument("--sample", type=int, help="run only this many cases, spread evenly over the suite")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per case and mode (default 120)")
    parser.add_argument("--mode", action="append", choices=ALL_MODES,
                        help=f"run this mode (again for more; default: {', '.join(MODES)}; cuda needs a CUDA device)")
    parser.add_argument("--verbose", "-v", action="store_true", help="print each case's statuses as it finishes")
    parser.add_argument("--json", type=Path, help="write the table (totals, per op, per case) to this file")
    parser.add_argument("--ratchet", type=Path, help="exit 1 if a case that passes in this table fails now")
    args = parser.parse_args(arguments)
    if not args.path.is_dir():
        print(f"error: no suite folder '{args.path}'", file=sys.stderr)
        return 2
    recorded = None
    if args.ratchet is not None:
        try:
            recorded = json.loads(args.ratchet.read_text())
        except (OSError, ValueError) as err:
            print(f"error: cannot read the table '{args.ratchet}': {err}", file=sys.stderr)
            return 2
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.tools.opt_session import OutputFile

    try:
        output = OutputFile(str(args.json)) if args.json is not None else None
    except DiagnosticError as err:
        print(err, file=sys.stderr)
        return 2
    cases = discover(args.path, args.filter)
    if args.sample is not None:
        cases = sample(cases, args.sample)
    started = time.perf_counter()
    finished = []

    def progress(case: Case, outcomes: dict) -> None:
        finished.append(case)
        statuses = " ".join(f"{mode}={outcomes[mode]['status']}" for mode in modes)
        print(f"[{len(finished)}/{len(cases)}] {case.id}: {statuses}", flush=True)

    modes = tuple(dict.fromkeys(args.mode)) if args.mode else MODES
    results = run_suite(cases, args.jobs, args.timeout, progress if args.verbose else None, modes)
    data = report(cases, results, sys.stdout, modes)
    print(f"{len(cases)} cases in {time.perf_counter() - started:.0f} s", file=sys.stdout)
    if output is not None:
        try:
            output.write(json.dumps(data, indent=1) + "\n")
        except DiagnosticError as err:
            print(err, file=sys.stderr)
            return 2
    if recorded is not None:
        lost = regressions(data, recorded)
        for line in lost:
            print(f"REGRESSION {line}")
        return 1 if lost else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
