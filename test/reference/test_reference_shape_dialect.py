"""Reference semantics of shape.reduce and shape.meet: the body folded over the extents in order (index, extent,
values so far), and two shapes or sizes meeting where they are equal (a run-time check error, with the op's
`error` message, where they are not)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

REDUCE = """
func.func @main(%x: tensor<?x?x?xf32>) -> (index, index, index) {
  %s = shape.shape_of %x : tensor<?x?x?xf32> -> tensor<?xindex>
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %n, %w = shape.reduce(%s, %one, %zero) : tensor<?xindex> -> (index, index) {
    ^bb0(%i : index, %extent : index, %acc : index, %weighted : index):
      %next = arith.muli %acc, %extent : index
      %t = arith.muli %i, %extent : index
      %next_w = arith.addi %weighted, %t : index
      shape.yield %next, %next_w : index, index
  }
  %sh = shape.shape_of %x : tensor<?x?x?xf32> -> !shape.shape
  %c0 = shape.const_size 0
  %last = shape.reduce(%sh, %c0) : !shape.shape -> !shape.size {
    ^bb0(%i : index, %extent : !shape.size, %acc : !shape.size):
      shape.yield %extent : !shape.size
  }
  %l = shape.size_to_index %last : !shape.size
  return %n, %w, %l : index, index, index
}
"""

MEET = """
func.func @main(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index, %j: index) -> (tensor<?xindex>, index) {
  %m = shape.meet %a, %b, error = "the shapes differ" : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %n = shape.meet %i, %j : index, index -> index
  return %m, %n : tensor<?xindex>, index
}
"""


def run(text: str, *inputs):
    return [np.asarray(r) for r in run_function(parse_module(CONTEXT, text, "shape.mlir"), "main", list(inputs))]


@pytest.mark.parametrize("shape", [(2, 3, 4), (5, 0, 7), (1, 1, 9)])
def test_reduce(shape):
    n, weighted, last = run(REDUCE, np.zeros(shape, np.float32))
    assert int(n) == int(np.prod(shape))
    assert int(weighted) == sum(k * e for k, e in enumerate(shape))
    assert int(last) == shape[-1]


def test_meet():
    shape, size = run(MEET, np.array([2, 3]), np.array([2, 3]), np.int64(4), np.int64(4))
    assert list(shape) == [2, 3] and int(size) == 4
    with pytest.raises(RuntimeCheckError, match="the shapes differ"):
        run(MEET, np.array([2, 3]), np.array([2, 4]), np.int64(4), np.int64(4))
    with pytest.raises(RuntimeCheckError, match="do not meet"):
        run(MEET, np.array([2, 3]), np.array([2, 3]), np.int64(4), np.int64(5))
