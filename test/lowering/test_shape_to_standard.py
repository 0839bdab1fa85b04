"""convert-shape-to-std (after shape-to-shape-lowering) against the reference interpreter: each program runs
before the passes (the shape ops' reference semantics), after them (the scf/tensor/arith ops they make) and
compiled for the CPU (the passes, then the CPU pipeline from the tensor level), with the same results; the shapes
include ranks that differ, extents of 1 and 0, and shapes that do not broadcast or agree."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.lowering.shape_to_standard import ConvertShapeToStandardPass
from aiopt.reference.interpreter import run_function
from aiopt.runtime import compiler
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.shape_to_shape_lowering import ShapeToShapeLoweringPass

CONTEXT = default_registry().make_context()

BROADCAST = """
func.func @main(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index) -> tensor<?xindex> {
  %bcast = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %bcast : tensor<?xindex>
}
"""

PROGRAM = """
func.func @main(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index)
    -> (i1, i1, index, index, tensor<?xindex>, tensor<?xindex>, index) {
  %ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %eq = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %n, %w = shape.reduce(%a, %one, %zero) : tensor<?xindex> -> (index, index) {
    ^bb0(%k : index, %extent : index, %acc : index, %weighted : index):
      %next = arith.muli %acc, %extent : index
      %t = arith.muli %k, %extent : index
      %next_w = arith.addi %weighted, %t : index
      shape.yield %next, %next_w : index, index
  }
  %head, %tail = "shape.split_at"(%a, %i) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %count = shape.num_elements %b : tensor<?xindex> -> index
  return %ok, %eq, %n, %w, %head, %tail, %count
      : i1, i1, index, index, tensor<?xindex>, tensor<?xindex>, index
}
"""

CASES = [
    ([2, 1, 4], [3, 1], 1),  # ranks differ, 1s broadcast
    ([5, 3], [5, 3], -1),  # equal shapes, a negative split index
    ([2, 0, 3], [1, 3], 3),  # a 0 extent
    ([2, 3], [4, 3], 0),  # 2 and 4 do not broadcast
    ([], [7], 0),  # rank 0
]


def _broadcastable(a, b) -> bool:
    try:
        np.broadcast_shapes(tuple(a), tuple(b))
    except ValueError:
        return False
    return True


def _run(module, inputs):
    return [np.asarray(r) for r in run_function(module, "main", inputs)]


def _lowered(text: str):
    module = parse_module(CONTEXT, text, "shape.mlir")
    ShapeToShapeLoweringPass().apply(CONTEXT, module)
    ConvertShapeToStandardPass().apply(CONTEXT, module)
    verify_operation(module)
    assert not [op.name for op in module.walk() if op.name.startswith("shape.")]
    return module


PIPELINE = "shape-to-shape-lowering,convert-shape-to-std," + compiler.default_pipeline("tensors")


def _check(text: str, inputs) -> list[np.ndarray]:
    expected = _run(parse_module(CONTEXT, text, "shape.mlir"), inputs)
    compiled = compiler.compile(text, pipeline=PIPELINE)(*inputs)
    compiled = [np.asarray(r) for r in (compiled if isinstance(compiled, tuple) else (compiled,))]
    for actual in (_run(_lowered(text), inputs), compiled):
        assert len(actual) == len(expected)
        for got, want in zip(actual, expected):
            np.testing.assert_array_equal(got, want)
    return expected


@pytest.mark.parametrize("a, b, index", CASES, ids=str)
def test_lowered_as_interpreted(a, b, index):
    inputs = [np.array(a, np.int64), np.array(b, np.int64), np.int64(index)]
    ok, eq, n, weighted, head, tail, count = _check(PROGRAM, inputs)
    assert bool(ok) == _broadcastable(a, b) and bool(eq) == (a == b)
    assert int(n) == int(np.prod(a)) and int(count) == int(np.prod(b))
    assert int(weighted) == sum(k * e for k, e in enumerate(a))
    split = index + len(a) if index < 0 else index
    assert list(head) == a[:split] and list(tail) == a[split:]
    # A broadcast of shapes that do not broadcast is undefined (upstream's lowering assumes they do; the
    # interpreter stops with an error): only the others are compared.
    if ok:
        (extents,) = _check(BROADCAST, inputs)
        assert list(extents) == list(np.broadcast_shapes(tuple(a), tuple(b)))


CONSTRAINED = """
func.func @main(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
"""


@pytest.mark.parametrize("a, b, index", CASES, ids=str)
def test_constraints_asserted(a, b, index):
    """convert-shape-constraints makes the constraint a `cf.assert` and the `shape.assuming` (canonicalized on
    the witness that now holds) its region: compiled code broadcasts the shapes that broadcast, and stops with
    the constraint's message on the others, as the interpreter does."""
    pipeline = "convert-shape-constraints,canonicalize," + PIPELINE
    inputs = [np.array(a, np.int64), np.array(b, np.int64), np.int64(index)]
    function = compiler.compile(CONSTRAINED, pipeline=pipeline)
    if _broadcastable(a, b):
        (expected,) = _run(parse_module(CONTEXT, CONSTRAINED, "shape.mlir"), inputs)
        np.testing.assert_array_equal(function(*inputs), expected)
    else:
        with pytest.raises(RuntimeCheckError, match="required broadcastable shapes"):
            function(*inputs)
        with pytest.raises(RuntimeCheckError, match="shapes are not broadcastable"):
            _run(parse_module(CONTEXT, CONSTRAINED, "shape.mlir"), inputs)
