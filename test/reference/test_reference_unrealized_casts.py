"""`builtin.unrealized_conversion_cast` in the reference interpreter: the casts type conversions leave.

convert-mhlo-to-linalg computes unsigned integers as signless ones and casts
at the edges; after bufferization (and in the kernels hlo-to-gpu-pipeline
outlines) the casts are between memrefs. Such a cast is a view of the same
buffer with the other element type: a write through either is seen through
both, the caller's buffer included. Casts that would change the shape or the
width of the elements are located errors.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

# The output buffer is cast to signless before the kernel writes it, and its input after the caller wrote it.
NEGATE_UNSIGNED = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @negate(%in: memref<?xi8>, %out: memref<?xi8>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<?xi8>
      %c0 = arith.constant 0 : i8
      %n = arith.subi %c0, %v : i8
      memref.store %n, %out[%t] : memref<?xi8>
      gpu.return
    }
  }
  func.func @main(%in: memref<4xui8>, %out: memref<4xui8>) {
    %s = builtin.unrealized_conversion_cast %in : memref<4xui8> to memref<?xi8>
    %o = builtin.unrealized_conversion_cast %out : memref<4xui8> to memref<4xi8>
    %d = memref.cast %o : memref<4xi8> to memref<?xi8>
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@negate blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%s : memref<?xi8>, %d : memref<?xi8>)
    return
  }
}
"""


def test_a_memref_cast_of_signedness_is_a_view_of_the_same_buffer() -> None:
    values = np.array([0, 1, 128, 255], np.uint8)
    out = np.zeros(4, np.uint8)
    run_function(parse_module(CONTEXT, NEGATE_UNSIGNED, "negate.mlir"), "main", [values, out])
    assert out.tolist() == [0, 255, 128, 1]


def test_a_rank_zero_buffer_written_through_its_cast() -> None:
    text = """
    func.func @main(%out: memref<ui32>) {
      %s = builtin.unrealized_conversion_cast %out : memref<ui32> to memref<i32>
      %c = arith.constant -2 : i32
      memref.store %c, %s[] : memref<i32>
      return
    }
    """
    out = np.zeros((), np.uint32)
    run_function(parse_module(CONTEXT, text, "store.mlir"), "main", [out])
    assert int(out) == 2**32 - 2


@pytest.mark.parametrize(
    "source, target",
    [("memref<4xi16>", "memref<4xi32>"), ("memref<4xbf16>", "memref<4xi16>"), ("memref<4xi8>", "memref<2xi8>")],
)
def test_a_memref_cast_of_another_width_or_shape_is_an_error(source: str, target: str) -> None:
    text = f"""
    func.func @main(%in: {source}) {{
      %s = builtin.unrealized_conversion_cast %in : {source} to {target}
      return
    }}
    """
    module = parse_module(CONTEXT, text, "cast.mlir")
    dtype = {"i16": np.int16, "bf16": np.float32, "i8": np.int8}[source.split("x")[1][:-1]]
    with pytest.raises(DiagnosticError) as error:
        run_function(module, "main", [np.zeros(4, dtype)])
    assert error.value.op is next(op for op in module.walk() if op.name == "builtin.unrealized_conversion_cast")
    assert str(error.value).startswith(f"'builtin.unrealized_conversion_cast' op reinterprets {source} as {target}")


def test_a_narrow_unsigned_view_returned_is_read_through_its_type() -> None:
    """A ui4 buffer returned that is a view of an i4 one (hlo-to-gpu-pipeline's dynamic results): its values
    are the ui4 ones, as memref.load reads them (i4 -8 is ui4 8), not the int8 holder's bytes as uint8 (248:
    difftest seed 21008 #81, a while loop growing a tensor<?xui4>). The i4 buffer is left as it is."""
    text = """
    func.func @main(%a: memref<?xi4>) -> memref<?xui4> {
      %u = builtin.unrealized_conversion_cast %a : memref<?xi4> to memref<?xui4>
      return %u : memref<?xui4>
    }
    """
    values = np.array([-8, 7, -1, 0], np.int8)
    (result,) = run_function(parse_module(CONTEXT, text, "view.mlir"), "main", [values])
    assert result.dtype == np.uint8 and result.tolist() == [8, 7, 15, 0]
    assert values.tolist() == [-8, 7, -1, 0]
