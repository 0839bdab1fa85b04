"""Reference semantics of the `interpreter` dialect (`aiopt.dialects.interpreter`).

`interpreter.run_parallel` runs its programs SPMD (`aiopt.reference.collectives.run_spmd`,
one thread per replica and partition); each program is interpreted, unless
`programs_run_by` names another way to run them (the conformance runner
runs them compiled). `interpreter.probe` writes its operand to the probe
folder of the process (`Process.probes`), `interpreter.print` prints it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from aiopt.reference.collectives import Process, current_process, run_spmd
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

ProgramRunner = Callable[[Any, str, Sequence[Any], Process], list[Any]]
"""(module, function name, inputs, process) -> the function's results, run as that process."""

_runner: ProgramRunner | None = None
_print_lock = threading.Lock()
if hasattr(os, "register_at_fork"):
    # A child forked while another thread held the lock (printing) would wait for it forever.
    os.register_at_fork(after_in_child=_print_lock._at_fork_reinit)


def interpret_program(module, name: str, inputs: Sequence[Any], process: Process) -> list[Any]:
    """Run `@name` in the reference interpreter as `process`."""
    # Imported here: the interpreter's table holds this module's.
    from aiopt.reference.interpreter import run_function

    return run_function(module, name, inputs, process=process)


@contextlib.contextmanager
def programs_run_by(runner: ProgramRunner) -> Iterator[None]:
    """Run the programs of `interpreter.run_parallel` with `runner` within the block."""
    global _runner
    previous, _runner = _runner, runner
    try:
        yield
    finally:
        _runner = previous


@IMPLEMENTATIONS.register("interpreter.run_parallel")
def run_parallel(interpreter, op, args):
    # Imported here: the interpreter's table holds this module's.
    from aiopt.reference.interpreter import find_function, run_function

    module = interpreter.module
    programs = op.program_names()
    inputs: list[Sequence[Any]] = []
    for name in (name for row in programs for name in row):
        count = len(find_function(module, name).function_type.inputs.data)
        start = sum(len(i) for i in inputs)
        inputs.append(args[start : start + count])
    if sum(len(i) for i in inputs) != len(args):
        raise NotImplementedError(
            f"has {len(args)} inputs, but its programs take {sum(len(i) for i in inputs)} in all"
        )
    infeed = [run_function(module, name, []) for name in op.infeed_names()]
    runner = _runner or interpret_program

    def run(process: Process) -> list[Any]:
        name = programs[process.replica_id][process.partition_id]
        return runner(module, name, inputs[process.rank], process)

    results = run_spmd(len(programs), len(programs[0]), run, infeed=infeed, probes=current_process().probes)
    flat = [value for values in results for value in values]
    if len(flat) != len(op.results):
        raise NotImplementedError(f"has {len(op.results)} results, but its programs return {len(flat)} in all")
    return tuple(flat)


@IMPLEMENTATIONS.register("interpreter.probe")
def probe(interpreter, op, args):
    probes = current_process().probes
    if probes is None:
        raise NotImplementedError("writes to a probe folder, but none was given")
    probes.write(op.probe_id.data, str(op.operand.type), args[0])
    return (args[0],)


def print_value(type_text: str, value) -> None:
    """`tensor<2xi32> {` / `  [0, 1]` / `}` on standard output, whole even when processes print at once."""
    shown = np.asarray(value).tolist() if isinstance(value, np.ndarray) else value
    with _print_lock:
        print(f"{type_text} {{\n  {shown}\n}}", file=sys.stdout, flush=True)


@IMPLEMENTATIONS.register("interpreter.print")
def print_(interpreter, op, args):
    print_value(str(op.operand.type), args[0])
    return ()
