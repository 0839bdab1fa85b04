"""`--canonicalize` keeps what mhlo's shape canonicalizations compute: iotas broadcast from 1-d iotas
(canonicalize_hlo_iota.py), broadcast_in_dims that are reshapes or transposes (canonicalize_hlo_broadcast.py),
selects by negated predicates (canonicalize_hlo_select.py), concatenates of concatenates and of one
operand (canonicalize_hlo_concatenate.py), redundant dynamic reshapes and broadcasts
(canonicalize_hlo_dynamic_shapes.py), gathers that are slices (canonicalize_hlo_gather.py),
pads of empty operands (canonicalize_hlo_pad.py), real_dynamic_slices of constant sizes
(canonicalize_hlo_real_dynamic_slice.py), and/or/xor/compare identities (canonicalize_hlo.py), ifs and cases of constant selectors
(canonicalize_hlo_conditional.py), sorts of dropped operands and normalized dimensions
(canonicalize_hlo_sort.py), and the other mlir-hlo patterns of the same kind give the reference interpreter's answers on the original
program, on random inputs.
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


def _floats(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32)


PROGRAMS = {
    "iota": (
        """
func.func @f() -> (tensor<5x4xi32>, tensor<5x4x3xf32>, tensor<1x4xi32>) {
  %0 = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x4xi32>
  %1 = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x4x3xf32>
  %2 = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x4xi32>
  return %0, %1, %2 : tensor<5x4xi32>, tensor<5x4x3xf32>, tensor<1x4xi32>
}
""",
        lambda rng: [],
        ["mhlo.broadcast_in_dim", "mhlo.constant"],
    ),
    "broadcast_in_dim": (
        """
func.func @f(%x: tensor<2x3x4xf32>, %y: tensor<1x2x3x4xf32>) -> (tensor<1x2x3x4xf32>, tensor<1x4x2x3xf32>) {
  %0 = "mhlo.broadcast_in_dim"(%x) <{broadcast_dimensions = dense<[1, 2, 3]> : tensor<3xi64>}> : (tensor<2x3x4xf32>) -> tensor<1x2x3x4xf32>
  %1 = "mhlo.broadcast_in_dim"(%y) <{broadcast_dimensions = dense<[0, 2, 3, 1]> : tensor<4xi64>}> : (tensor<1x2x3x4xf32>) -> tensor<1x4x2x3xf32>
  return %0, %1 : tensor<1x2x3x4xf32>, tensor<1x4x2x3xf32>
}
""",
        lambda rng: [_floats(rng, 2, 3, 4), _floats(rng, 1, 2, 3, 4)],
        ["mhlo.reshape", "mhlo.transpose"],
    ),
    "concatenate": (
        """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %d: tensor<?x3xf32>) -> (tensor<6x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>) {
  %0 = "mhlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %1 = "mhlo.concatenate"(%b, %0) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  %2 = "mhlo.concatenate"(%d) <{dimension = 0 : i64}> : (tensor<?x3xf32>) -> tensor<2x3xf32>
  %3 = "mhlo.concatenate"(%a, %b, %a) <{dimension = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x9xf32>
  %4 = "mhlo.slice"(%3) <{limit_indices = dense<[2, 8]> : tensor<2xi64>, start_indices = dense<[0, 4]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>}> : (tensor<2x9xf32>) -> tensor<2x2xf32>
  return %1, %2, %4 : tensor<6x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>
}
""",
        lambda rng: [_floats(rng, 2, 3), _floats(rng, 2, 3), _floats(rng, 2, 3)],
        ['"mhlo.concatenate"(%b, %a, %b)', "tensor.cast", '"mhlo.concatenate"(%b, %a) <{dimension = 1 : i64}>'],
    ),
    "dynamic_reshape": (
        """
func.func @f(%x: tensor<?xf32>, %s: tensor<2xindex>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = "mhlo.dynamic_reshape"(%x, %s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%0, %s) <{broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = "mhlo.abs"(%0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = "mhlo.dynamic_reshape"(%2, %s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %1, %3 : tensor<?x?xf32>, tensor<?x?xf32>
}
""",
        lambda rng: [_floats(rng, 6), np.array([2, 3], dtype=np.int64)],
        ["func.return %0, %1"],
    ),
    "gather": (
        """
func.func @f(%x: tensor<4x3xf32>, %i: tensor<5x1xi32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<4x2xf32>, tensor<5x3xf32>) {
  %hi = arith.constant dense<[9, 1]> : tensor<2xi32>
  %0 = "mhlo.gather"(%x, %hi) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x3xf32>, tensor<2xi32>) -> tensor<2xf32>
  %lo = arith.constant dense<[-3, 2]> : tensor<2xi32>
  %1 = "mhlo.gather"(%x, %lo) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x3xf32>, tensor<2xi32>) -> tensor<2xf32>
  %c = arith.constant dense<1> : tensor<i32>
  %2 = "mhlo.gather"(%x, %c) <{dimension_numbers = #mhlo.gather<offset_dims = [0, 1], start_index_map = [1], index_vector_dim = 0>, indices_are_sorted = false, slice_sizes = dense<[4, 2]> : tensor<2xi64>}> : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x2xf32>
  %s = arith.constant dense<[1, 3]> : tensor<2xi64>
  %3 = "mhlo.dynamic_gather"(%x, %i, %s) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false} : (tensor<4x3xf32>, tensor<5x1xi32>, tensor<2xi64>) -> tensor<5x3xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<4x2xf32>, tensor<5x3xf32>
}
""",
        lambda rng: [_floats(rng, 4, 3), rng.integers(-2, 6, (5, 1)).astype(np.int32)],
        ["mhlo.slice", "mhlo.reshape", '"mhlo.gather"(%x, %i)'],
    ),
    "pad_empty": (
        """
func.func @f(%x: tensor<?x0xf32>, %v: tensor<f32>, %lo: tensor<2xi64>, %hi: tensor<2xi64>, %in: tensor<2xi64>)
    -> (tensor<?x3xf32>, tensor<?x?xf32>) {
  %0 = "mhlo.pad"(%x, %v) <{edge_padding_high = dense<[1, 2]> : tensor<2xi64>, edge_padding_low = dense<1> : tensor<2xi64>, interior_padding = dense<2> : tensor<2xi64>}> : (tensor<?x0xf32>, tensor<f32>) -> tensor<?x3xf32>
  %1 = "mhlo.dynamic_pad"(%x, %v, %lo, %hi, %in) : (tensor<?x0xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<?x?xf32>
}
""",
        lambda rng: [
            np.zeros((3, 0), np.float32),
            _floats(rng),
            np.array([1, 2], np.int64),
            np.array([0, 1], np.int64),
            np.array([2, 5], np.int64),
        ],
        ["mhlo.dynamic_broadcast_in_dim"],
    ),
    "real_dynamic_slice": (
        """
func.func @f(%x: tensor<?x4xf32>, %s: tensor<2xi32>) -> tensor<2x3xf32> {
  %c = mhlo.constant dense<[2, 3]> : tensor<2xi32>
  %l = mhlo.add %s, %c : tensor<2xi32>
  %one = mhlo.constant dense<1> : tensor<2xi32>
  %0 = mhlo.real_dynamic_slice %x, %s, %l, %one : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
""",
        lambda rng: [_floats(rng, 5, 4), np.array([2, 1], np.int32)],
        ["mhlo.dynamic_slice"],
    ),
    "logical": (
        """
func.func @f(%x: tensor<4xi32>, %u: tensor<4xui8>, %p: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xui8>, tensor<4xui8>, tensor<4xi32>, tensor<4xi1>) {
  %ones = mhlo.constant dense<-1> : tensor<4xi32>
  %0 = mhlo.and %ones, %x : tensor<4xi32>
  %max = mhlo.constant dense<255> : tensor<4xui8>
  %1 = mhlo.and %u, %max : tensor<4xui8>
  %2 = mhlo.or %u, %max : tensor<4xui8>
  %3 = mhlo.xor %x, %x : tensor<4xi32>
  %t = mhlo.constant dense<true> : tensor<4xi1>
  %4 = "mhlo.compare"(%p, %t) {comparison_direction = #mhlo<comparison_direction EQ>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xui8>, tensor<4xui8>, tensor<4xi32>, tensor<4xi1>
}
""",
        lambda rng: [
            rng.integers(-100, 100, 4).astype(np.int32),
            rng.integers(0, 255, 4).astype(np.uint8),
            rng.random(4) < 0.5,
        ],
        ["func.return %x, %u, %max"],
    ),
    "conditional": (
        """
func.func @f(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %t = mhlo.constant dense<true> : tensor<i1>
  %0 = "mhlo.if"(%t) ({
    %s = mhlo.multiply %a, %b : tensor<3xf32>
    "mhlo.return"(%s) : (tensor<3xf32>) -> ()
  }, {
    "mhlo.return"(%a) : (tensor<3xf32>) -> ()
  }) : (tensor<i1>) -> tensor<3xf32>
  %i = mhlo.constant dense<5> : tensor<i32>
  %1 = "mhlo.case"(%i) ({
    "mhlo.return"(%a) : (tensor<3xf32>) -> ()
  }, {
    %d = mhlo.subtract %a, %b : tensor<3xf32>
    "mhlo.return"(%d) : (tensor<3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
""",
        lambda rng: [_floats(rng, 3), _floats(rng, 3)],
        ["mhlo.multiply %a, %b", "mhlo.subtract %a, %b"],
    ),
    "select_by_not": (
        """
func.func @f(%p: tensor<4xi1>, %q: tensor<1xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "mhlo.not"(%p) : (tensor<4xi1>) -> tensor<4xi1>
  %1 = "mhlo.select"(%0, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = "mhlo.not"(%q) : (tensor<1xi1>) -> tensor<1xi1>
  %3 = "mhlo.broadcast_in_dim"(%2) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<1xi1>) -> tensor<4xi1>
  %4 = "mhlo.select"(%3, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1, %4 : tensor<4xf32>, tensor<4xf32>
}
""",
        lambda rng: [rng.random(4) < 0.5, rng.random(1) < 0.5, _floats(rng, 4), _floats(rng, 4)],
        ["mhlo.select %p, %b, %a", "mhlo.select %1, %b, %a"],
    ),
    "sort": (
        """
func.func @f(%k: tensor<3x5xf32>, %v: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %0:2 = "mhlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>, %d: tensor<f32>):
    %1 = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "mhlo.return"(%1) : (tensor<i1>) -> ()
  }) {dimension = -1 : i64, is_stable = true} : (tensor<3x5xf32>, tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>)
  return %0#0 : tensor<3x5xf32>
}
""",
        lambda rng: [_floats(rng, 3, 5), _floats(rng, 3, 5)],
        ["dimension = 1 : i64", ": (tensor<3x5xf32>) -> tensor<3x5xf32>"],
    ),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_canonicalize_keeps_hlo_shape_results(name: str) -> None:
    text, make_args, expected_ops = PROGRAMS[name]
    original = parse_module(CONTEXT, text, f"{name}.mlir")
    verify_operation(original)
    canonical = original.clone()
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, canonical)
    verify_operation(canonical)
    printed = str(canonical)
    # The patterns fired (the test would not exercise them otherwise).
    for op_name in expected_ops:
        assert op_name in printed, printed
    args = make_args(np.random.default_rng(0))
    expected = run_function(original, "f", args)
    actual = run_function(canonical, "f", args)
    for got, want in zip(actual, expected, strict=True):
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
