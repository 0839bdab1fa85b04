"""`--canonicalize` keeps what scf loops compute: the parallel-loop and for-loop cases of
canonicalize-scf.mlir (single-iteration dimensions, inlined reductions, merged nests, empty loops)
give the same results and buffers in the reference interpreter before and after
(transforms/canonicalize_scf.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
CASES = {
    match.group(1): case
    for case in (Path(__file__).parent / "canonicalize-scf.mlir").read_text().split("\n// -----\n")
    if (match := re.search(r"^func\.func @(\w+)\(", case, re.MULTILINE))
}

INPUTS = {
    "parallel_single_iteration_dims": lambda: [np.zeros((4, 8, 12), np.int32)],
    "parallel_all_single_iteration": lambda: [np.int64(5), np.int64(7)],
    "parallel_nested": lambda: [np.arange(12, dtype=np.float32).reshape(3, 4), np.zeros((4, 3), np.float32)],
    "for_yielding_outside_value": lambda: [np.int32(3), np.int32(-8)],
}
"""Arguments of each interpreted case (fresh buffers per run)."""


def _run(text: str, name: str) -> list[np.ndarray]:
    module = parse_module(CONTEXT, text, "case.mlir")
    verify_operation(module)
    inputs = INPUTS[name]()
    results = run_function(module, name, inputs)
    return [np.asarray(value) for value in (*results, *inputs)]


@pytest.mark.parametrize("name", INPUTS)
def test_canonicalize_keeps_loop_results(name: str) -> None:
    module = parse_module(CONTEXT, CASES[name], "case.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    for actual, expected in zip(_run(str(module), name), _run(CASES[name], name), strict=True):
        np.testing.assert_array_equal(actual, expected)
