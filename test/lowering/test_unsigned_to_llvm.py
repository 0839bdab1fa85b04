"""Unsigned and signed integer types (ui8, ui16, ui32, si16) through convert-to-llvm and the LLVM JIT: they
become signless integers of their width, as upstream's `convertIntegerType` makes them, and the compiled
kernel moves the same values as the reference interpreter (before, convert-to-llvm failed: 'LLVM function
argument #0 has incompatible type 'ui8'')."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import _CONTEXT, interpret, run_compiled

from aiopt.support.parsing import parse_module

REVERSE = """
func.func @main(%in: memref<8x{t}>, %out: memref<8x{t}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {{
    %j = arith.subi %c7, %i : index
    %x = memref.load %in[%i] : memref<8x{t}>
    %y = func.call @same(%x) : ({t}) -> {t}
    memref.store %y, %out[%j] : memref<8x{t}>
  }}
  return
}}
func.func private @same(%x: {t}) -> {t} {{
  %v = vector.broadcast %x : {t} to vector<4x{t}>
  %e = vector.extract %v[2] : {t} from vector<4x{t}>
  return %e : {t}
}}
"""


@pytest.mark.parametrize(
    "element, dtype",
    [("ui8", np.uint8), ("ui16", np.uint16), ("ui32", np.uint32), ("ui64", np.uint64), ("si16", np.int16)],
)
def test_unsigned_memref_kernel_compiled_as_interpreted(element, dtype):
    pytest.importorskip("aiopt.runtime.jit")
    text = REVERSE.format(t=element)
    info = np.iinfo(dtype)
    x = np.array([info.max, info.min, info.max // 2 + 1, 7, 0, 1, info.max - 1, 3], dtype)
    out = np.zeros_like(x)
    interpret(text, [x, out])
    expected = x[::-1]
    np.testing.assert_array_equal(out, expected)
    (compiled,) = run_compiled(parse_module(_CONTEXT, text, "unsigned.mlir"), "main", [x], 1)
    assert compiled.dtype == dtype
    np.testing.assert_array_equal(compiled, expected)
