"""Complex constants compile and compute what the interpreter computes.

A rank-0 complex tensor constant bufferizes to a rank-0 complex `memref.global`, which
finalize-memref-to-llvm initializes with the `[re, im]` array attribute (upstream's element of the
elements attribute); a `complex.constant` becomes one `llvm.mlir.constant` of the `{re, im}` struct
(convert-complex-to-llvm). Both reach the LLVM IR as `{ T re, T im }` struct constants.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

PROGRAM = """
#map = affine_map<() -> ()>
func.func @main(%arg0: tensor<{t}>) -> tensor<{t}> {{
  %g = arith.constant dense<(1.5, -2.0)> : tensor<{t}>
  %e = tensor.empty() : tensor<{t}>
  %r = linalg.generic {{indexing_maps = [#map, #map, #map], iterator_types = []}}
      ins(%arg0, %g : tensor<{t}>, tensor<{t}>) outs(%e : tensor<{t}>) {{
  ^bb0(%a: {t}, %b: {t}, %o: {t}):
    %k = complex.constant [0.5 : {part}, 4.0 : {part}] : {t}
    %m = complex.mul %a, %b : {t}
    %s = complex.add %m, %k : {t}
    linalg.yield %s : {t}
  }} -> tensor<{t}>
  return %r : tensor<{t}>
}}
"""


@pytest.mark.parametrize("part, llvm_part, dtype", [("f32", "float", np.complex64), ("f64", "double", np.complex128)])
def test_complex_constant_and_global_match_the_interpreter(part, llvm_part, dtype) -> None:
    text = PROGRAM.format(t=f"complex<{part}>", part=part)
    operand = np.array(2.0 + 3.0j, dtype=dtype)
    expected = run_function(parse_module(CONTEXT, text, "complex.mlir"), "main", [operand])[0]
    compiled = compile(text, cache=False)
    actual = np.asarray(compiled.call(operand)[0])
    assert actual.dtype == dtype
    np.testing.assert_array_equal(actual, np.asarray(expected))
    assert actual == (2.0 + 3.0j) * (1.5 - 2.0j) + (0.5 + 4.0j)
    struct = f"{{ {llvm_part}, {llvm_part} }}"
    # The global's initializer and the constant's value are struct constants (1.5, -2.0) and (0.5, 4.0).
    assert f"private constant {struct} {{ {llvm_part} 0x3FF8000000000000, {llvm_part} 0xC000000000000000 }}" in (
        compiled.llvm_ir
    )
    assert f"{struct} {{ {llvm_part} 0x3FE0000000000000, {llvm_part} 0x4010000000000000 }}" in compiled.llvm_ir
