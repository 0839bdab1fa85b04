"""vector.extract and vector.insert of 0-D vectors compile (to llvm.extractelement/insertelement at 0 of the
vector<1xT> that LLVM holds a 0-D vector as) and compute what the reference interpreter computes."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

PROGRAM = """
func.func @main(%in: memref<2x{t}>) -> memref<3x{t}> {{
  %out = memref.alloc() : memref<3x{t}>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %in[%c0] : memref<2x{t}>
  %y = memref.load %in[%c1] : memref<2x{t}>
  %k = arith.constant dense<{k}> : vector<{t}>
  %vx = vector.insert %x, %k[] : {t} into vector<{t}>
  %vy = vector.insert %y, %k[] : {t} into vector<{t}>
  %sum = {add} %vx, %vy : vector<{t}>
  %s = vector.extract %sum[] : {t} from vector<{t}>
  %kx = vector.extract %k[] : {t} from vector<{t}>
  %ox = vector.extract %vx[] : {t} from vector<{t}>
  memref.store %s, %out[%c0] : memref<3x{t}>
  memref.store %kx, %out[%c1] : memref<3x{t}>
  memref.store %ox, %out[%c2] : memref<3x{t}>
  return %out : memref<3x{t}>
}}
"""

CASES = [
    ("f32", np.float32, "arith.addf", "2.5"),
    ("f64", np.float64, "arith.addf", "-1.25"),
    ("i32", np.int32, "arith.addi", "7"),
    ("i8", np.int8, "arith.addi", "-3"),
]


@pytest.mark.parametrize("element, dtype, add, k", CASES, ids=[case[0] for case in CASES])
def test_zero_d_vector_extract_insert_match_the_interpreter(element, dtype, add, k) -> None:
    text = PROGRAM.format(t=element, add=add, k=k)
    inputs = np.array([100, -42], dtype)
    module = parse_module(default_registry().make_context(), text, "vector-0d.mlir")
    expected = np.asarray(run_function(module, "main", [inputs])[0])
    actual = np.asarray(compile(text, cache=False).call(inputs)[0])
    np.testing.assert_array_equal(actual, expected)
    # The sum of the two inserted elements, the constant's element, the first inserted element.
    np.testing.assert_array_equal(actual, np.array([58, dtype(k), 100], dtype))
