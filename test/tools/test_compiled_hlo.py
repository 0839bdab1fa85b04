"""Compiled code computes what the reference interpreter computes, for every op convert-mhlo-to-linalg lowers.

The programs and inputs are the numerical lowering tests' own
(`test/lowering/test_mhlo_to_linalg*.py`): each of their test functions is
called with `check` replaced by a recorder, for a set of its parameter
combinations in which every value of every parameter appears (all elementwise
ops with every element type, compare/select/convert, the shape ops, reduce,
dot, convolution, windows, batch norm, rng_bit_generator, control flow and the JAX models of
`examples/models`). Each program is compiled for the CPU with the default
pipeline (`hlo-to-cpu-pipeline` through `aiopt.runtime.compiler.compile`),
run on the recorded inputs and compared with the interpreter's results on
the HLO program: integers exactly, floats within a tolerance for their
type (compiled math uses polynomial approximations and fused loops).

Small `func.func @main` programs are compiled in batches (their symbols
renamed into one module, one pipeline run and one JIT for the batch); a
program whose batch fails to compile is compiled alone, so that each test
reports its own error. `KNOWN_GAPS` lists the programs that do not compile
yet, with the reason: they are expected failures (not strict, as other
passes are being completed: a fixed gap shows as XPASS; remove its entry).
"""

from __future__ import annotations

import inspect
import itertools
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "test" / "lowering"), str(ROOT / "test")]

import test_mhlo_to_linalg
import test_mhlo_to_linalg_contraction
import test_mhlo_to_linalg_rng_bit_generator
import test_mhlo_to_linalg_shape

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import CompileError, compile_entries
from aiopt.support.parsing import parse_module

SOURCES = (
    test_mhlo_to_linalg,
    test_mhlo_to_linalg_shape,
    test_mhlo_to_linalg_contraction,
    test_mhlo_to_linalg_rng_bit_generator,
)
CONTEXT = test_mhlo_to_linalg.CONTEXT
BATCH = 24
"""Programs compiled together (one pipeline run, one JIT module)."""

TOLERANCE = {"f2": 2e-3, "f4": 1e-5, "f8": 1e-12, "c8": 1e-5, "c16": 1e-12}
"""Relative (and absolute) tolerance by float kind and size; a case's own tolerance may widen it."""

KNOWN_GAPS = [
]
"""(regex on the program text or the case id, reason): programs the CPU road cannot compile yet."""


class _Recorded(Exception):
    """Raised by the recorder: the test function stops at its first `check`."""


@dataclass
class Case:
    """One program of a numerical lowering test, its inputs and its tolerance."""

    id: str
    text: str
    inputs: list[np.ndarray]
    rtol: float | None


def _parameter_sets(function) -> list[dict]:
    """Parameter combinations of `function` in which every value of every parameter appears at least once."""
    axes = []
    for mark in getattr(function, "pytestmark", []):
        if mark.name != "parametrize":
            continue
        names, rows = mark.args[0], mark.args[1]
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        values = []
        for row in rows:
            row = row.values if hasattr(row, "marks") else row if len(names) > 1 else (row,)
            values.append(dict(zip(names, row)))
        axes.append(values)
    # Cycling through every axis at once covers each value with as many sets as the longest axis has.
    longest = max((len(axis) for axis in axes), default=1)
    sets = []
    for index in range(longest):
        combined: dict = {}
        for axis in axes:
            combined.update(axis[index % len(axis)])
        sets.append(combined)
    return sets


def _id(value) -> str:
    return re.sub(r"[^\w.,?<>-]+", "", str(value).replace(" ", ""))


def _calls_check(name: str, function, module) -> bool:
    """Whether `function` is a test of `module` that calls `check` (the others are not run here)."""
    return (
        name.startswith("test_")
        and getattr(function, "__module__", "") == module.__name__
        and "check" in function.__code__.co_names
    )


HARVEST_ERRORS: dict[str, str] = {}
"""Lowering test functions that failed before their first `check` (their own failure shows in their file)."""


def harvest(module) -> list[Case]:
    """The programs the numerical tests of `module` check, with their inputs."""
    cases: list[Case] = []
    current: list[str] = []

    def record(text, inputs, rtol=None):
        cases.append(Case(current[0], text, list(inputs), rtol))
        raise _Recorded

    saved = module.check
    module.check = record
    try:
        for name, function in list(vars(module).items()):
            if not _calls_check(name, function, module):
                continue
            if {"tmp_path", "monkeypatch", "capsys"} & set(inspect.signature(function).parameters):
                continue
            for parameters in _parameter_sets(function):
                current[:] = [f"{name}[{'-'.join(_id(v) for v in parameters.values())}]" if parameters else name]
                try:
                    function(**parameters)
                except _Recorded:
                    pass
                except Exception as error:
                    HARVEST_ERRORS[name] = f"{type(error).__name__}: {error}"
    finally:
        module.check = saved
    return cases


CASES = [case for module in SOURCES for case in harvest(module)]
_BY_ID = {}
for _case in CASES:
    while _case.id in _BY_ID:
        _case.id += "+"
    _BY_ID[_case.id] = _case


def _gap(case: Case) -> str | None:
    for pattern, reason in KNOWN_GAPS:
        if re.search(pattern, case.text) or re.search(pattern, case.id):
            return reason
    return None


def _batchable(case: Case) -> bool:
    return case.text.lstrip().startswith("func.func @main") and _gap(case) is None


_SYMBOL = re.compile(r"@([A-Za-z_][\w$.]*)")


def _renamed(text: str, prefix: str) -> str:
    return _SYMBOL.sub(lambda m: f"@{prefix}{m.group(1)}", text)


_COMPILED: dict[str, object] = {}
"""The compiled `@main` of each program, by its text (cases of the same program share it)."""


def _batch_of(case: Case) -> list[str]:
    """The programs compiled with `case`'s: each batchable program once (several cases check the same one)."""
    batchable = list(dict.fromkeys(c.text for c in CASES if _batchable(c)))
    index = batchable.index(case.text)
    start = index - index % BATCH
    return batchable[start : start + BATCH]


def compiled(case: Case, cache_dir: Path):
    """The compiled `@main` of `case` (from its batch when the batch compiles)."""
    if case.text in _COMPILED:
        return _COMPILED[case.text]
    if _batchable(case):
        batch = _batch_of(case)
        prefixes = {text: f"p{i}_" for i, text in enumerate(batch)}
        text = "\n".join(_renamed(program, prefix) for program, prefix in prefixes.items())
        try:
            functions = compile_entries(text, [f"{p}main" for p in prefixes.values()], cache_dir=cache_dir)
        except CompileError:
            functions = None
        if functions is not None:
            for program, prefix in prefixes.items():
                _COMPILED[program] = functions[f"{prefix}main"]
            return _COMPILED[case.text]
    _COMPILED[case.text] = compile_entries(case.text, ["main"], cache_dir=cache_dir)["main"]
    return _COMPILED[case.text]


def assert_close(actual: np.ndarray, expected: np.ndarray, rtol: float | None) -> None:
    """Integers and booleans exactly; floats within the tolerance of their type (NaNs equal)."""
    assert actual.shape == expected.shape and actual.dtype == expected.dtype, (actual.shape, actual.dtype)
    if expected.dtype.kind in "fc":
        tolerance = max(rtol or 0.0, TOLERANCE[f"{expected.dtype.kind}{expected.dtype.itemsize}"])
        np.testing.assert_allclose(actual, expected, rtol=tolerance, atol=tolerance, equal_nan=True)
    else:
        np.testing.assert_array_equal(actual, expected)


def _param(case: Case):
    gap = _gap(case)
    marks = [pytest.mark.xfail(reason=gap, strict=False)] if gap else []
    return pytest.param(case, id=case.id, marks=marks)


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("compiled")


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_compiled_matches_the_interpreter(case: Case, cache_dir: Path) -> None:
    function = compiled(case, cache_dir)
    expected = run_function(parse_module(CONTEXT, case.text, "case.mlir"), "main", case.inputs)
    # The interpreter converts a Python-made int64 array to an i32 argument; compiled code takes exact dtypes.
    inputs = [
        np.asarray(x).astype(spec.dtype) if np.asarray(x).dtype.kind == np.dtype(spec.dtype).kind == "i" else x
        for x, spec in zip(case.inputs, function.inputs)
    ]
    actual = function.call(*inputs)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert_close(np.asarray(a), np.asarray(e), case.rtol)


def test_every_lowering_test_function_is_compiled() -> None:
    """Each numerical lowering test that calls `check` gives programs here (unless it fails on its own)."""
    harvested = {case.id.split("[")[0] for case in CASES}
    for module in SOURCES:
        users = {name for name, function in vars(module).items() if _calls_check(name, function, module)}
        missing = sorted(users - harvested - set(HARVEST_ERRORS))
        assert not missing, f"{module.__name__}: {missing} call check but gave no program"
    assert len(CASES) >= 150


def test_batches_are_one_module() -> None:
    """Programs renamed into one module keep their own functions (the batch compiles what each would)."""
    text = "func.func @main() {\n  func.call @helper() : () -> ()\n  func.return\n}\nfunc.func private @helper()"
    assert _renamed(text, "p3_") == text.replace("@main", "@p3_main").replace("@helper", "@p3_helper")
    assert list(itertools.islice((c for c in CASES if _batchable(c)), 1))
