"""The reference semantics of scf and affine loops (`aiopt.reference.loop`) against numpy.

Each program computes something numpy computes directly; memref arguments
are the caller's arrays, so writes into them are checked too.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()


def run(text: str, *inputs):
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    return run_function(module, "main", list(inputs))


def test_scf_for_while_if():
    """Sum of a row with scf.for, its count of positives with scf.while and scf.if."""
    text = """
func.func @main(%m: memref<6xf32>) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %m[%i] : memref<6xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %n0 = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %n = %n0) : (index, i32) -> (index, i32) {
    %more = arith.cmpi slt, %i, %c6 : index
    scf.condition(%more) %i, %n : index, i32
  } do {
  ^bb0(%i: index, %n: i32):
    %x = memref.load %m[%i] : memref<6xf32>
    %pos = arith.cmpf ogt, %x, %zero : f32
    %next = scf.if %pos -> (i32) {
      %k = arith.addi %n, %one : i32
      scf.yield %k : i32
    } else {
      scf.yield %n : i32
    }
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %next : index, i32
  }
  func.return %sum, %r#1 : f32, i32
}
"""
    m = np.array([1.5, -2.0, 3.0, 0.0, -1.0, 4.0], np.float32)
    total, positives = run(text, m)
    assert np.float32(total) == np.float32(sum(m.tolist()))
    assert int(positives) == 3


@pytest.mark.parametrize(("value", "expected"), [(0, 10.0), (2, 30.0), (7, -1.0)])
def test_index_switch_and_execute_region(value: int, expected: float):
    text = """
func.func @main(%i: index) -> f32 {
  %r = scf.index_switch %i -> f32
  case 0 {
    %a = arith.constant 10.0 : f32
    scf.yield %a : f32
  }
  case 2 {
    %b = scf.execute_region -> f32 {
      %c = arith.constant 30.0 : f32
      scf.yield %c : f32
    }
    scf.yield %b : f32
  }
  default {
    %d = arith.constant -1.0 : f32
    scf.yield %d : f32
  }
  func.return %r : f32
}
"""
    assert float(run(text, value)[0]) == expected


def test_scf_parallel_reductions():
    """A parallel loop with two reductions (sum and max) and a side effect (doubling in place)."""
    text = """
func.func @main(%m: memref<3x4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -100.0 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%zero, %low) -> (f32, f32) {
    %x = memref.load %m[%i, %j] : memref<3x4xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %m[%i, %j] : memref<3x4xf32>
    scf.reduce(%x, %x : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  func.return %r#0, %r#1 : f32, f32
}
"""
    m = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    original = m.copy()
    total, largest = run(text, m)
    np.testing.assert_allclose(total, original.sum(), rtol=1e-6)
    assert float(largest) == original.max()
    np.testing.assert_array_equal(m, original * 2)


def test_affine_loops_bounds_and_accesses():
    """affine.for with max/min bounds and a step, affine.if, affine.apply/min/max, symbol accesses (an
    affine.max result is not a valid affine dimension, as upstream says: it is stored with memref.store)."""
    text = """
func.func @main(%m: memref<10xi32>, %out: memref<10xi32>, %n: index) {
  affine.for %i = max affine_map<(d0) -> (0, d0 - 8)>(%n) to min affine_map<(d0) -> (10, d0)>(%n) step 3 {
    %x = affine.load %m[%i] : memref<10xi32>
    %j = affine.apply affine_map<(d0) -> (9 - d0)>(%i)
    %lo = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%j)[%n]
    %hi = affine.max affine_map<(d0) -> (d0, 2)>(%lo)
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      memref.store %x, %out[%hi] : memref<10xi32>
    } else {
      affine.store %x, %out[%i + symbol(%n) - 7] : memref<10xi32>
    }
  }
  func.return
}
"""
    m = np.arange(10, dtype=np.int32) * 10
    out = np.full(10, -1, np.int32)
    run(text, m, out, 7)
    expected = np.full(10, -1, np.int32)
    for i in range(max(0, 7 - 8), min(10, 7), 3):
        target = max(min(9 - i, 7), 2) if i >= 4 else i + 7 - 7
        expected[target] = m[i]
    np.testing.assert_array_equal(out, expected)


def test_affine_parallel_reductions():
    text = """
func.func @main(%m: memref<4x5xi32>, %n: index) -> (i32, i32) {
  %r:2 = affine.parallel (%i, %j) = (0, max(0, symbol(%n) - 4)) to (4, min(5, symbol(%n))) reduce ("addi", "maxs") -> (i32, i32) {
    %x = affine.load %m[%i, %j] : memref<4x5xi32>
    affine.yield %x, %x : i32, i32
  }
  func.return %r#0, %r#1 : i32, i32
}
"""
    m = np.random.default_rng(1).integers(-50, 50, (4, 5)).astype(np.int32)
    total, largest = run(text, m, 6)
    window = m[:, 2:5]
    assert int(total) == int(window.sum()) and int(largest) == int(window.max())


@pytest.mark.parametrize(("index", "expected"), [(0, 1.0), (1, 2.0), (2, 3.0), (5, 3.0), (-1, 3.0)])
def test_lmhlo_case_picks_its_branch(index: int, expected: float):
    """An index out of range, negative included, runs the last branch."""
    text = (
        """
func.func @main(%i: memref<i32>, %out: memref<f32>) {
"""
        + "".join(
            f"""  %c{k} = memref.alloc() : memref<f32>
  "lmhlo.constant"(%c{k}) {{value = dense<{k + 1}.0> : tensor<f32>}} : (memref<f32>) -> ()
"""
            for k in range(3)
        )
        + """  "lmhlo.case"(%i) ({
    "lmhlo.copy"(%c0, %out) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.copy"(%c1, %out) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.copy"(%c2, %out) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i32>) -> ()
  func.return
}
"""
    )
    out = np.zeros((), np.float32)
    run(text, np.array(index, np.int32), out)
    assert out == expected


def test_lmhlo_while_runs_until_its_condition_writes_false():
    """The condition region writes `i < n` into cond_val; the body increments i in place."""
    text = """
func.func @main(%n: memref<i32>, %i: memref<i32>, %one: memref<i32>) {
  %c = memref.alloc() : memref<i1>
  "lmhlo.while"(%c) ({
    "lmhlo.compare"(%i, %n, %c) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<i32>, memref<i32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.add"(%i, %one, %i) : (memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i1>) -> ()
  func.return
}
"""
    i = np.array(2, np.int32)
    run(text, np.array(7, np.int32), i, np.array(1, np.int32))
    assert i == 7
