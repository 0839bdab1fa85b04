"""`convert-mhlo-to-linalg{enable-primitive-ops=true}` computes what the HLO program means.

The linalg.map/transpose/broadcast it emits are compiled by the CPU pipeline
(from linalg on tensors) and compared with the reference interpreter on the
HLO program: permutations and broadcast dimensions in every position.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.runtime.compiler import compile
from aiopt.tools.lit_conformance import run_ai_opt

PROGRAM = """
func.func @main(%a: tensor<2x3x4xf32>, %v: tensor<3xf32>, %w: tensor<2x4xf32>, %t: tensor<4x1xf32>, %u: tensor<4x2xf32>, %p: tensor<i1>, %lo: tensor<f32>) -> (tensor<4x2x3xf32>, tensor<3x4x2xf32>, tensor<2x3x4xf32>, tensor<2x3x4xi1>, tensor<2x3x4xf32>) {
  %0 = mhlo.exponential %a : tensor<2x3x4xf32>
  %1 = "mhlo.transpose"(%0) {permutation = dense<[2, 0, 1]> : tensor<3xi64>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %2 = "mhlo.broadcast_in_dim"(%v) {broadcast_dimensions = dense<[1]> : tensor<1xi64>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
  %3 = "mhlo.broadcast_in_dim"(%w) {broadcast_dimensions = dense<[0, 2]> : tensor<2xi64>} : (tensor<2x4xf32>) -> tensor<2x3x4xf32>
  %4 = mhlo.multiply %2, %a : tensor<2x3x4xf32>
  %5 = mhlo.subtract %4, %3 : tensor<2x3x4xf32>
  %6 = "mhlo.transpose"(%5) {permutation = dense<[1, 2, 0]> : tensor<3xi64>} : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %7 = mhlo.compare GT, %5, %a : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
  %8 = "mhlo.broadcast_in_dim"(%t) {broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>} : (tensor<4x1xf32>) -> tensor<2x3x4xf32>
  %9 = "mhlo.broadcast_in_dim"(%u) {broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>} : (tensor<4x2xf32>) -> tensor<2x3x4xf32>
  %10 = "mhlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3x4xf32>
  %11 = "mhlo.select"(%p, %8, %9) : (tensor<i1>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %12 = "mhlo.clamp"(%lo, %11, %10) : (tensor<f32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %13 = "mhlo.copy"(%12) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %14 = mhlo.add %13, %8 : tensor<2x3x4xf32>
  func.return %1, %6, %5, %7, %14 : tensor<4x2x3xf32>, tensor<3x4x2xf32>, tensor<2x3x4xf32>, tensor<2x3x4xi1>, tensor<2x3x4xf32>
}
"""


@pytest.mark.parametrize("primitive", [True, False], ids=["primitive", "generic"])
def test_primitive_ops_compute_the_program(primitive: bool) -> None:
    option = "true" if primitive else "false"
    lowered = run_ai_opt(["-", f"--convert-mhlo-to-linalg=enable-primitive-ops={option}"], PROGRAM)
    assert lowered.status == 0, lowered.stderr
    for name in ("linalg.map", "linalg.broadcast", "linalg.transpose", "tensor.collapse_shape"):
        assert (name in lowered.stdout) == primitive
    rng = np.random.default_rng(3)
    for pred in (True, False):
        inputs = [rng.standard_normal(s).astype(np.float32) for s in ((2, 3, 4), (3,), (2, 4), (4, 1), (4, 2))]
        inputs += [np.array(pred), np.array(-0.5, dtype=np.float32)]
        expected = interpret(PROGRAM, inputs)
        actual = compile(lowered.stdout, cache=False)(*inputs)
        for got, want in zip(actual, expected, strict=True):
            assert got.shape == want.shape
            np.testing.assert_allclose(got, want, rtol=1e-6)


DYNAMIC_PROGRAM = """
func.func @main(%a: tensor<?x4xf32>, %s: tensor<3xindex>, %t: tensor<5x1xf32>, %p: tensor<i1>, %x: tensor<?x4xf32>, %y: tensor<2x4xf32>) -> (tensor<?x?x?xf32>, tensor<3x5x2xf32>, tensor<?x4xf32>, tensor<7xf16>, tensor<2x4xf32>) {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %s) {broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>, known_expanding_dimensions = dense<[0]> : tensor<1xi64>} : (tensor<?x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  %1 = "mhlo.broadcast_in_dim"(%t) {broadcast_dimensions = dense<[1, 0]> : tensor<2xi64>} : (tensor<5x1xf32>) -> tensor<3x5x2xf32>
  %2 = "mhlo.select"(%p, %x, %x) : (tensor<i1>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %3 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<7xf16>
  %4 = mhlo.add %x, %y : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  func.return %0, %1, %2, %3, %4 : tensor<?x?x?xf32>, tensor<3x5x2xf32>, tensor<?x4xf32>, tensor<7xf16>, tensor<2x4xf32>
}
"""


@pytest.mark.parametrize("primitive", [True, False], ids=["primitive", "generic"])
def test_primitive_forms_of_dynamic_shapes_compute_the_program(primitive: bool) -> None:
    """A dynamic_broadcast_in_dim with a known expanding dim (cast, collapse, broadcast, cast), a broadcast
    that expands and transposes, a scalar predicate, an f16 iota and operands of `?` and static sizes."""
    option = "true" if primitive else "false"
    lowered = run_ai_opt(["-", f"--convert-mhlo-to-linalg=enable-primitive-ops={option}"], DYNAMIC_PROGRAM)
    assert lowered.status == 0, lowered.stderr
    assert ("linalg.broadcast" in lowered.stdout) == primitive
    rng = np.random.default_rng(5)
    for pred in (True, False):
        inputs = [
            rng.standard_normal((1, 4)).astype(np.float32),
            np.array([3, 2, 4], np.int64),
            rng.standard_normal((5, 1)).astype(np.float32),
            np.array(pred),
            rng.standard_normal((2, 4)).astype(np.float32),
            rng.standard_normal((2, 4)).astype(np.float32),
        ]
        expected = interpret(DYNAMIC_PROGRAM, inputs)
        actual = compile(lowered.stdout, cache=False)(*inputs)
        for got, want in zip(actual, expected, strict=True):
            assert got.shape == want.shape
            np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64), rtol=1e-6)
