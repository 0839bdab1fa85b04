"""`--canonicalize` keeps what tensor programs compute: pads by zeros and pads cast to static types,
extracts of index_casts, constants and tensor.generate, and chains of pads of slices padding
different dimensions, and tensors of complex elements extracted from constants give, once canonicalized, what numpy says
they compute, in the reference interpreter (transforms/canonicalize_tensor.py).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()

PROGRAMS = {
    "pads": (
        """
func.func @f(%x: tensor<?x?xf32>, %p: index) -> (tensor<2x3xf32>, tensor<5x6xf32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.5 : f32
  %0 = tensor.pad %x low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x3xf32>
  %1 = tensor.pad %x low[%p, %p] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<5x6xf32>
  return %0, %2 : tensor<2x3xf32>, tensor<5x6xf32>
}
""",
        lambda: [np.arange(6, dtype=np.float32).reshape(2, 3), np.int64(2)],
    ),
    "extracts": (
        """
func.func @f(%t: tensor<3xi32>, %i: index, %n: index) -> (index, f32, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.index_cast %t : tensor<3xi32> to tensor<3xindex>
  %1 = tensor.extract %0[%i] : tensor<3xindex>
  %k = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %2 = tensor.extract %k[%c1, %c1] : tensor<2x2xf32>
  %g = tensor.generate %n, %c2 {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %b : index
    %s = arith.addi %m, %c2 : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %3 = tensor.extract %g[%i, %c1] : tensor<?x?xindex>
  return %1, %2, %3 : index, f32, index
}
""",
        lambda: [np.array([5, -6, 7], np.int32), np.int64(1), np.int64(4)],
    ),
    "orthogonal_pads": (
        """
func.func @f(%x: tensor<6x6xf32>, %s0: index, %p0: index, %s1: index, %p1: index) -> tensor<4x3xf32> {
  %v = arith.constant -2.5 : f32
  %0 = tensor.extract_slice %x[1, 0] [%s0, 6] [1, 1] : tensor<6x6xf32> to tensor<?x6xf32>
  %1 = tensor.pad %0 low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<4x6xf32>
  %2 = tensor.extract_slice %1[0, 2] [4, %s1] [1, 1] : tensor<4x6xf32> to tensor<4x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x3xf32>
  return %3 : tensor<4x3xf32>
}
""",
        lambda: [np.arange(36, dtype=np.float32).reshape(6, 6), np.int64(3), np.int64(1), np.int64(2), np.int64(1)],
    ),
    "complex_elements": (
        """
func.func @f(%i: index) -> (tensor<3xcomplex<f32>>, complex<f32>) {
  %k = arith.constant dense<[(1.5, -0.0), (3.25, 2.0)]> : tensor<2xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %k[%c0] : tensor<2xcomplex<f32>>
  %b = tensor.extract %k[%c1] : tensor<2xcomplex<f32>>
  %c = tensor.extract %k[%i] : tensor<2xcomplex<f32>>
  %t = tensor.from_elements %a, %b, %a : tensor<3xcomplex<f32>>
  return %t, %c : tensor<3xcomplex<f32>>, complex<f32>
}
""",
        lambda: [np.int64(1)],
    ),
}


EXPECTED_AFTER = {
    "pads": "tensor<?x?xf32> to tensor<5x6xf32>\n",
    "extracts": "tensor.extract %t[",
    "orthogonal_pads": "[1, 2] [%s0, %s1] [1, 1]",
    "complex_elements": "arith.constant dense<[(1.500000e+00,-0.000000e+00), (3.250000e+00,2.000000e+00), (1.5",
}
"""Text each program has only once the patterns have fired (the test would not exercise them otherwise)."""


def _run(text: str, inputs: list) -> list[np.ndarray]:
    module = parse_module(CONTEXT, text, "tensor.mlir")
    verify_operation(module)
    return [np.asarray(value) for value in run_function(module, "f", inputs)]


@pytest.mark.parametrize("name", PROGRAMS)
def test_canonicalize_keeps_tensor_results(name: str) -> None:
    text, inputs = PROGRAMS[name]
    module = parse_module(CONTEXT, text, "tensor.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    canonical = str(module)
    assert EXPECTED_AFTER[name] in canonical
    for actual, expected in zip(_run(canonical, inputs()), EXPECTED[name](*inputs()), strict=True):
        np.testing.assert_array_equal(actual, expected)


def _pads(x: np.ndarray, p: int) -> list[np.ndarray]:
    padded = np.full((5, 6), 7.5, np.float32)
    padded[p : p + 2, p : p + 3] = x
    return [x, padded]


def _orthogonal_pads(x: np.ndarray, s0: int, p0: int, s1: int, p1: int) -> list[np.ndarray]:
    first = np.full((s0 + p0, 6), -2.5, np.float32)
    first[:s0] = x[1 : 1 + s0]
    second = np.full((4, s1 + p1), -2.5, np.float32)
    second[:, :s1] = first[:, 2 : 2 + s1]
    return [second]


EXPECTED = {
    "pads": _pads,
    "orthogonal_pads": _orthogonal_pads,
    "complex_elements": lambda i: [
        np.array([1.5 - 0j, 3.25 + 2j, 1.5 - 0j], np.complex64),
        np.complex64([1.5 - 0j, 3.25 + 2j][i]),
    ],
    "extracts": lambda t, i, n: [np.int64(t[i]), np.float32(4.0), np.int64(i * 1 + 2)],
}
"""What each program computes (numpy; the interpreter has no index_cast of tensors to run the original)."""


def test_orthogonal_pads_match_the_original() -> None:
    """The folded pad chain gives the interpreter's answer on the original chain, too."""
    text, inputs = PROGRAMS["orthogonal_pads"]
    for actual, expected in zip(_run(text, inputs()), _orthogonal_pads(*inputs()), strict=True):
        np.testing.assert_array_equal(actual, expected)
