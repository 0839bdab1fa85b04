"""`--canonicalize` keeps the memory memref views read: reinterpret_casts of views and of
extract_strided_metadata, reinterpret_casts whose constant operands become static, collapse_shapes of
casts and copies through casts copy the same elements in the reference interpreter before and after
canonicalization (transforms/canonicalize_memref.py).
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
    "reinterpret_of_views": """
func.func @f(%m: memref<8x2xf32>, %o: memref<4x4xf32>) {
  %c = memref.cast %m : memref<8x2xf32> to memref<?x?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [16], strides: [1] : memref<?x?xf32> to memref<16xf32>
  %s = memref.subview %m[0, 0] [4, 2] [1, 1] : memref<8x2xf32> to memref<4x2xf32, strided<[2, 1]>>
  %t = memref.reinterpret_cast %s to offset: [2], sizes: [4, 4], strides: [3, 1] : memref<4x2xf32, strided<[2, 1]>> to memref<4x4xf32, strided<[3, 1], offset: 2>>
  %u = memref.reinterpret_cast %r to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  memref.copy %u, %o : memref<4x4xf32> to memref<4x4xf32>
  linalg.add ins(%o, %t : memref<4x4xf32>, memref<4x4xf32, strided<[3, 1], offset: 2>>) outs(%o : memref<4x4xf32>)
  return
}
""",
    "reinterpret_of_metadata": """
func.func @f(%m: memref<8x2xf32>, %o: memref<2x8xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [2, 8], strides: [%strides#1, %strides#0] : memref<f32> to memref<2x8xf32, strided<[?, ?]>>
  memref.copy %r, %o : memref<2x8xf32, strided<[?, ?]>> to memref<2x8xf32>
  return
}
""",
    "collapse_of_cast": """
func.func @f(%m: memref<8x2xf32>, %o: memref<16xf32>) {
  %c = memref.cast %m : memref<8x2xf32> to memref<?x?xf32>
  %r = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %d = memref.cast %o : memref<16xf32> to memref<?xf32>
  memref.copy %r, %d : memref<?xf32> to memref<?xf32>
  return
}
""",
    "reinterpret_constant_operands": """
func.func @f(%m: memref<8x2xf32>, %o: memref<2x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c1], sizes: [%c2, %c4], strides: [%c1, %c4] : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %d = memref.cast %o : memref<2x4xf32> to memref<?x?xf32>
  memref.copy %r, %d : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  return
}
""",
    "copy_through_casts": """
func.func @f(%m: memref<8x2xf32>, %o: memref<8x2xf32>) {
  %c = memref.cast %m : memref<8x2xf32> to memref<?x?xf32>
  %d = memref.cast %o : memref<8x2xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  memref.copy %c, %d : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  return
}
""",
}


FOLDED_VIEWS = {
    "reinterpret_of_views": 2,
    "reinterpret_of_metadata": 1,
    "collapse_of_cast": 1,
    "reinterpret_constant_operands": 1,
    "copy_through_casts": 0,
}
"""How many views of each program read the argument %m itself after canonicalization."""

STATIC_FORMS = {
    "copy_through_casts": "memref.copy %m, %o : memref<8x2xf32> to memref<8x2xf32>",
    "reinterpret_constant_operands": (
        "to offset: [1], sizes: [2, 4], strides: [1, 4] : memref<8x2xf32> to memref<2x4xf32, strided<[1, 4], offset: 1>>"
    )
}
"""What a program's canonical form holds: a view whose constant operands became static values, a copy of the
memrefs themselves."""


def _run(text: str) -> np.ndarray:
    module = parse_module(CONTEXT, text, "views.mlir")
    verify_operation(module)
    source = np.arange(16, dtype=np.float32).reshape(8, 2)
    output_type = module.body.block.first_op.function_type.inputs.data[1]
    output = np.zeros(tuple(output_type.get_shape()), np.float32)
    run_function(module, "f", [source, output])
    return output


@pytest.mark.parametrize("name", PROGRAMS)
def test_canonicalize_keeps_views(name: str) -> None:
    text = PROGRAMS[name]
    module = parse_module(CONTEXT, text, "views.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    canonical = str(module)
    # The views now read %m itself (the test would not exercise the patterns otherwise).
    assert canonical.count("shape %m") + canonical.count("reinterpret_cast %m") == FOLDED_VIEWS[name]
    assert STATIC_FORMS.get(name, "") in canonical
    np.testing.assert_array_equal(_run(canonical), _run(text))
