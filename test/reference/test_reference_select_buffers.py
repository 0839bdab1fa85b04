"""`arith.select` between memrefs in the reference interpreter: the buffer the condition picks, not a copy.

scf.if's ConvertTrivialIfToSelect makes one of an if on buffers whose branches yield values defined outside
(a stablehlo.if returning an argument in one branch and a constant in the other, once bufferized); the
interpreter refused it ('does not support element type memref<ui32>'), so difftest's --gpu-kernels did not
run such programs (seed 20100, programs 74, 77, 97, 183, 199).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import difftest  # noqa: E402
from difftest_gen import Program  # noqa: E402

SELECT_BUFFERS = """
func.func @main(%p: i1, %a: memref<2xi32>, %b: memref<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : i32
  %m = arith.select %p, %a, %b : memref<2xi32>
  memref.store %c9, %m[%c0] : memref<2xi32>
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1] : memref<2xi32>
  return %x : i32
}
"""


@pytest.mark.parametrize("pred", [True, False])
def test_select_picks_the_buffer(pred: bool) -> None:
    """The store through the selected memref reaches the chosen argument, the other is left."""
    module = parse_module(default_registry().make_context(), SELECT_BUFFERS, "select.mlir")
    a, b = np.array([1, 2], np.int32), np.array([3, 4], np.int32)
    (x,) = run_function(module, "main", [np.bool_(pred), a, b])
    chosen, other = (a, b) if pred else (b, a)
    assert int(x) == (2 if pred else 4)
    np.testing.assert_array_equal(chosen, [9, 2 if pred else 4])
    np.testing.assert_array_equal(other, [3, 4] if pred else [1, 2])


IF_OF_OUTSIDE_VALUES = """func.func @main(%arg0: tensor<ui32>, %arg2: tensor<i1>) -> (tensor<ui32>, tensor<ui32>) {
  %four = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
  %v:2 = "stablehlo.if"(%arg2) ({
    "stablehlo.return"(%four, %arg0) : (tensor<ui32>, tensor<ui32>) -> ()
  }, {
    %m = "stablehlo.xor"(%arg0, %four) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "stablehlo.return"(%m, %four) : (tensor<ui32>, tensor<ui32>) -> ()
  }) : (tensor<i1>) -> (tensor<ui32>, tensor<ui32>)
  func.return %v#1, %v#0 : tensor<ui32>, tensor<ui32>
}"""
"""Seed 20100 program 97, reduced: the if's second result (an argument or a constant) becomes a select."""


@pytest.mark.parametrize("pred", [True, False])
def test_gpu_kernels_of_an_if_of_outside_values(pred: bool) -> None:
    """The GPU path's outlined program (difftest --gpu-kernels) runs in the interpreter and agrees with it."""
    inputs = [np.array(7, np.uint32), np.array(pred)]
    program = Program(20100, 97, IF_OF_OUTSIDE_VALUES, inputs, result_types=["tensor<ui32>", "tensor<ui32>"])
    results = difftest.run_gpu_kernels(program, block_size=4)
    module = parse_module(default_registry().make_context(), IF_OF_OUTSIDE_VALUES, "if.mlir")
    expected = run_function(module, "main", [x.copy() for x in inputs])
    for result, want in zip(results, expected):
        np.testing.assert_array_equal(result, np.asarray(want))
    np.testing.assert_array_equal(results, [7, 4] if pred else [4, 7 ^ 4])


IF_OF_A_NEW_BUFFER = """func.func @main(%a: tensor<2x3xf16>, %b: tensor<2x3xf16>, %p: tensor<i1>) -> tensor<2x3xf16> {
  %s = "stablehlo.add"(%a, %b) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %v:2 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%b, %s) : (tensor<2x3xf16>, tensor<2x3xf16>) -> ()
  }, {
    %m = "stablehlo.maximum"(%s, %b) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    "stablehlo.return"(%m, %b) : (tensor<2x3xf16>, tensor<2x3xf16>) -> ()
  }) : (tensor<i1>) -> (tensor<2x3xf16>, tensor<2x3xf16>)
  func.return %v#1 : tensor<2x3xf16>
}"""
"""Seed 20102 program 22, reduced: the if's second result, a select between the sum's new buffer and %b once
bufferized; buffer-deallocation freed the sum right after the select, before the copy into the result read it
(the interpreter reads a freed buffer as NaN)."""


@pytest.mark.parametrize("pred", [True, False])
def test_a_selected_new_buffer_lives_until_the_select_is_used(pred: bool) -> None:
    a, b = np.arange(6, dtype=np.float16).reshape(2, 3), np.full((2, 3), 0.5, np.float16)
    program = Program(20102, 22, IF_OF_A_NEW_BUFFER, [a, b, np.array(pred)], result_types=["tensor<2x3xf16>"])
    (result,) = difftest.run_gpu_kernels(program, block_size=4)
    np.testing.assert_array_equal(result, a + b if pred else b)
