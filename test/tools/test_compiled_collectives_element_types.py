"""Compiled collectives (`hlo-collectives-to-runtime`) of narrow integers (i4) and unsigned integers: the
runtime moves i4 values in their bytes and reduces them wrapped to 4 bits, and reduces unsigned integers as
unsigned; on 2 replicas, compiled code equals the reference interpreter on the same program."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import _CONTEXT

from aiopt.reference.collectives import run_spmd
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module

PAIRS = 'source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>'
GROUPS = "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>"


def _reduction(op: str, element: str, reducer: str, out: str, attrs: str) -> str:
    return f"""func.func @main(%x: tensor<4x{element}>) -> tensor<{out}x{element}> {{
  %c = "stablehlo.{op}"(%x) ({{
  ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
    %s = "stablehlo.{reducer}"(%a, %b) : (tensor<{element}>, tensor<{element}>) -> tensor<{element}>
    "stablehlo.return"(%s) : (tensor<{element}>) -> ()
  }}) {{{attrs}}} : (tensor<4x{element}>) -> tensor<{out}x{element}>
  func.return %c : tensor<{out}x{element}>
}}"""


def _program(op: str, element: str, reducer: str) -> str:
    if op == "all_reduce":
        return _reduction(op, element, reducer, "4", GROUPS)
    if op == "reduce_scatter":
        return _reduction(op, element, reducer, "2", f"scatter_dimension = 0 : i64, {GROUPS}")
    if op == "all_gather":
        return f"""func.func @main(%x: tensor<4x{element}>) -> tensor<8x{element}> {{
  %c = "stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, {GROUPS}}} : (tensor<4x{element}>) -> tensor<8x{element}>
  func.return %c : tensor<8x{element}>
}}"""
    return f"""func.func @main(%x: tensor<4x{element}>) -> tensor<4x{element}> {{
  %c = "stablehlo.collective_permute"(%x) {{{PAIRS}}} : (tensor<4x{element}>) -> tensor<4x{element}>
  func.return %c : tensor<4x{element}>
}}"""


INPUTS = {
    "i4": [np.array([7, -8, 5, -1], np.int8), np.array([7, -8, -6, 3], np.int8)],
    "ui4": [np.array([15, 9, 0, 7], np.uint8), np.array([1, 9, 15, 8], np.uint8)],
    "ui32": [np.array([1, 2**31 + 5, 3, 2**32 - 1], np.uint32), np.array([2**31 + 1, 2, 2**32 - 2, 5], np.uint32)],
    "ui8": [np.array([200, 1, 255, 128], np.uint8), np.array([100, 2, 1, 127], np.uint8)],
}
"""Values whose sums wrap (i4 7 + 7 is -2) and whose unsigned order is not their signed order."""


@pytest.mark.parametrize(
    "op, element, reducer",
    [
        ("all_reduce", "i4", "add"),
        ("all_reduce", "i4", "multiply"),
        ("reduce_scatter", "i4", "maximum"),
        ("all_reduce", "ui4", "add"),
        ("all_gather", "i4", ""),
        ("collective_permute", "i4", ""),
        ("collective_permute", "ui4", ""),
        ("all_reduce", "ui32", "maximum"),
        ("reduce_scatter", "ui32", "minimum"),
        ("all_reduce", "ui8", "add"),
        ("reduce_scatter", "ui8", "maximum"),
    ],
)
def test_compiled_collectives_of_narrow_and_unsigned_integers(op: str, element: str, reducer: str):
    text = _program(op, element, reducer)
    inputs = INPUTS[element]
    module = parse_module(_CONTEXT, text, "test.mlir")
    expected = run_spmd(2, 1, lambda p: run_function(module, "main", [inputs[p.rank].copy()], process=p)[0])
    compiled = compile(text, "main", filename="test.mlir", cache=False)
    actual = run_spmd(2, 1, lambda p: compiled.call(inputs[p.rank].copy())[0])
    for got, wanted in zip(actual, expected, strict=True):
        np.testing.assert_array_equal(np.asarray(got), wanted)
        assert np.asarray(got).dtype == wanted.dtype


def test_i4_sum_wraps_to_4_bits():
    """7 + 7 is -2 in i4 (computed from the program's semantics, not read back from the interpreter)."""
    compiled = compile(_program("all_reduce", "i4", "add"), "main", filename="test.mlir", cache=False)
    inputs = INPUTS["i4"]
    actual = run_spmd(2, 1, lambda p: compiled.call(inputs[p.rank].copy())[0])
    wanted = ((inputs[0].astype(np.int64) + inputs[1] + 8) % 16 - 8).astype(np.int8)
    for got in actual:
        np.testing.assert_array_equal(got, wanted)
    assert wanted[0] == -2
