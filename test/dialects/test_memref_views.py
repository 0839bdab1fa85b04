"""`aiopt.dialects.memref.is_view` and `view_source`: the one walk from a view to the buffer it views.

buffer-deallocation, gpu-readonly-kernel-args and convert-linalg-to-cpu-ukernels follow views with it.
"""

from __future__ import annotations

import pytest

from aiopt.dialects import func, memref
from aiopt.dialects.memref import is_view, view_source
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

VIEWS = """
func.func @views(%m: memref<8xf32>, %shape: memref<2xi64>, %bytes: memref<64xi8>, %i: index) {
  %c0 = arith.constant 0 : index
  %subview = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
  %reinterpret = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1]
      : memref<8xf32> to memref<2x4xf32>
  %transpose = memref.transpose %reinterpret (d0, d1) -> (d1, d0) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %collapse = memref.collapse_shape %reinterpret [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %expand = memref.expand_shape %collapse [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
  %reshape = memref.reshape %m(%shape) : (memref<8xf32>, memref<2xi64>) -> memref<2x4xf32>
  %space = memref.memory_space_cast %m : memref<8xf32> to memref<8xf32, 1>
  %aligned = memref.assume_alignment %m, 16 : memref<8xf32>
  %view = memref.view %bytes[%c0][] : memref<64xi8> to memref<16xf32>
  %signless = builtin.unrealized_conversion_cast %m : memref<8xf32> to memref<8xi32>
  %load = memref.load %aligned[%i] : memref<8xf32>
  %pointer = builtin.unrealized_conversion_cast %m : memref<8xf32> to !llvm.ptr
  %copy = memref.alloc() : memref<8xf32>
  return
}
"""

VIEW_SOURCES = {
    "subview": 0, "cast": 0, "reinterpret": 0, "transpose": 0, "collapse": 0, "expand": 0, "reshape": 0,
    "space": 0, "aligned": 0, "view": 2, "signless": 0,
}  # fmt: skip
"""Each view's result name and the argument whose memory it views (through the views before it)."""


def _values() -> tuple[func.FuncOp, dict]:
    """The function of VIEWS and its op results by their names."""
    (function,) = parse_module(CONTEXT, VIEWS, "views.mlir").ops
    return function, {op.results[0].name_hint: op.results[0] for op in function.body.block.ops if op.results}


@pytest.mark.parametrize("name", VIEW_SOURCES)
def test_a_view_leads_to_the_buffer_it_views(name):
    function, values = _values()
    assert is_view(values[name].op)
    assert view_source(values[name]) is function.body.block.args[VIEW_SOURCES[name]]


@pytest.mark.parametrize("name", ["load", "pointer", "copy"])
def test_other_values_are_their_own_source(name):
    """A load, a cast of a memref to a pointer (no memref result) and an allocation are no views."""
    _, values = _values()
    assert not is_view(values[name].op)
    assert view_source(values[name]) is values[name]


def test_a_block_argument_is_its_own_source():
    function, _ = _values()
    argument = function.body.block.args[0]
    assert view_source(argument) is argument


def test_view_like_ops_are_the_registered_classes_or_their_bases():
    """Every op class the context registers for a view-like op name is one of VIEW_LIKE_OPS."""
    names = {
        "memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
        "memref.view", "memref.memory_space_cast", "memref.assume_alignment", "memref.reshape", "memref.transpose",
    }  # fmt: skip
    for name in names:
        assert issubclass(CONTEXT.get_op(name), memref.VIEW_LIKE_OPS), name
