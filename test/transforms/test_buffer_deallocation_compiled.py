"""buffer-deallocation frees every buffer of compiled code: the CPU JIT's allocations are counted after a call.

Compiled code allocates through the runtime (`aiopt.runtime.runtime_errors`),
which keeps what a call leaves allocated as its *results* until the JIT has
copied them; `live_results()` counts them before they are released. A program
whose results are all out-parameters must leave none. The reduced case is an
`stablehlo.if` on unsigned elements whose else branch yields the cast of a new
buffer (`builtin.unrealized_conversion_cast` from signless to unsigned) and
whose then branch an argument (difftest seed 3 program 53, seed 4 programs 24
and 52): the else branch's buffer was never freed.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.runtime import jit
from aiopt.runtime.compiler import compile
from aiopt.runtime.runtime_errors import live_results

IF_ON_UNSIGNED = """
func.func @main(%arg0: tensor<5xui32>, %p: tensor<i1>) -> tensor<5xui32> {
  %r = "stablehlo.if"(%p) ({
    "stablehlo.return"(%arg0) : (tensor<5xui32>) -> ()
  }, {
    %n = "stablehlo.not"(%arg0) : (tensor<5xui32>) -> tensor<5xui32>
    "stablehlo.return"(%n) : (tensor<5xui32>) -> ()
  }) : (tensor<i1>) -> tensor<5xui32>
  func.return %r : tensor<5xui32>
}
"""

BOTH_BRANCHES_COMPUTE = """
func.func @main(%arg0: tensor<5xui32>, %p: tensor<i1>) -> tensor<5xui32> {
  %r = "stablehlo.if"(%p) ({
    %a = "stablehlo.add"(%arg0, %arg0) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "stablehlo.return"(%a) : (tensor<5xui32>) -> ()
  }, {
    %n = "stablehlo.not"(%arg0) : (tensor<5xui32>) -> tensor<5xui32>
    "stablehlo.return"(%n) : (tensor<5xui32>) -> ()
  }) : (tensor<i1>) -> tensor<5xui32>
  func.return %r : tensor<5xui32>
}
"""

RETURNS_A_DYNAMIC_BUFFER = """
func.func @main(%arg0: tensor<?xui32>) -> tensor<?xui32> {
  %n = "stablehlo.not"(%arg0) : (tensor<?xui32>) -> tensor<?xui32>
  func.return %n : tensor<?xui32>
}
"""
"""Its result is no out-parameter: compiled code returns the buffer it allocated, which the call leaves live."""


@pytest.fixture
def left_per_call(monkeypatch) -> list[int]:
    """The number of blocks each compiled call on this thread leaves allocated (counted before the release)."""
    counts: list[int] = []
    release = jit._release_results

    def count_then_release() -> None:
        counts.append(live_results())
        release()

    monkeypatch.setattr(jit, "_release_results", count_then_release)
    return counts


X = np.array([0, 1, 7, 0x80000000, 0xFFFFFFFF], np.uint32)


@pytest.mark.parametrize("parallel", [False, True], ids=["serial", "parallel"])
def test_if_merging_an_argument_with_a_cast_buffer_frees_it(left_per_call, parallel) -> None:
    function = compile(IF_ON_UNSIGNED, parallel=parallel, cache=False)
    taken = function(X, np.array(True))
    other = function(X, np.array(False))
    np.testing.assert_array_equal(taken, X)
    np.testing.assert_array_equal(other, ~X)
    assert left_per_call == [0, 0]


def test_if_whose_branches_both_yield_cast_buffers_frees_them(left_per_call) -> None:
    function = compile(BOTH_BRANCHES_COMPUTE, parallel=False, cache=False)
    taken = function(X, np.array(True))
    other = function(X, np.array(False))
    np.testing.assert_array_equal(taken, X + X)
    np.testing.assert_array_equal(other, ~X)
    assert left_per_call == [0, 0]


def test_a_returned_buffer_is_counted(left_per_call) -> None:
    """The count sees what a call leaves: here the buffer it returns."""
    function = compile(RETURNS_A_DYNAMIC_BUFFER, parallel=False, cache=False)
    result = function(X)
    np.testing.assert_array_equal(result, ~X)
    assert left_per_call == [1]


RETURNS_BORROWED_BUFFERS = """
func.func @main(%arg0: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?xf32>, tensor<?x4xf32>) {
  %flat = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %n = arith.negf %arg0 : tensor<?x4xf32>
  func.return %arg0, %flat, %n : tensor<?x4xf32>, tensor<?xf32>, tensor<?x4xf32>
}
"""
"""Results of dynamic shape (no out-parameters): the argument, a view of it, and a buffer the call allocates."""


def _cpu_pipeline(return_borrowed: bool) -> str:
    """The default CPU pipeline from tensors, with buffer-deallocation's `return-borrowed-results` set to
    `return_borrowed`."""
    from aiopt.transforms.hlo_to_cpu_pipeline import stages

    option = f"buffer-deallocation-pipeline{{return-borrowed-results={str(return_borrowed).lower()}}}"
    names = [name for name, _ in stages(False)]
    passes = [p for _, stage in stages(False)[names.index("tensors") :] for p in stage]
    return ",".join(option if p.startswith("buffer-deallocation-pipeline") else p for p in passes)


@pytest.mark.parametrize(("return_borrowed", "allocated"), [(False, 3), (True, 1)], ids=["cloned", "borrowed"])
def test_borrowed_results_are_returned_without_a_copy(left_per_call, return_borrowed, allocated) -> None:
    """With return-borrowed-results the entry returns its argument and a view of it as they are: the call
    allocates only the buffer it computes (the clones of the two others are gone), the runtime copies all
    three and frees what was allocated once; the argument is left intact, call after call."""
    function = compile(
        RETURNS_BORROWED_BUFFERS, pipeline=_cpu_pipeline(return_borrowed), parallel=False, cache=False
    )
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    for _ in range(2):
        same, flat, negated = function(x)
        np.testing.assert_array_equal(same, x)
        np.testing.assert_array_equal(flat, x.reshape(-1))
        np.testing.assert_array_equal(negated, -x)
        assert not np.shares_memory(same, x)
    np.testing.assert_array_equal(x, np.arange(12, dtype=np.float32).reshape(3, 4))
    assert left_per_call == [allocated, allocated]


def test_the_default_pipeline_returns_borrowed_buffers_without_a_copy(left_per_call) -> None:
    """hlo-to-cpu-pipeline sets return-borrowed-results: the call allocates only the buffer it computes."""
    function = compile(RETURNS_BORROWED_BUFFERS, parallel=False, cache=False)
    x = np.arange(8, dtype=np.float32).reshape(2, 4)
    same, flat, negated = function(x)
    np.testing.assert_array_equal(same, x)
    np.testing.assert_array_equal(flat, x.reshape(-1))
    np.testing.assert_array_equal(negated, -x)
    assert left_per_call == [1]


CASE_WITH_AN_ARGUMENT = """
func.func @main(%arg0: tensor<5xf32>, %i: tensor<i32>) -> tensor<5xf32> {
  %r = "stablehlo.case"(%i) ({
    %n = stablehlo.negate %arg0 : tensor<5xf32>
    "stablehlo.return"(%n) : (tensor<5xf32>) -> ()
  }, {
    "stablehlo.return"(%arg0) : (tensor<5xf32>) -> ()
  }) : (tensor<i32>) -> tensor<5xf32>
  func.return %r : tensor<5xf32>
}
"""
"""An scf.index_switch whose first case yields a new buffer and whose default yields the argument."""


@pytest.mark.parametrize("parallel", [False, True], ids=["serial", "parallel"])
def test_a_case_merging_a_new_buffer_with_an_argument_frees_the_buffer_only(left_per_call, parallel) -> None:
    """The index_switch's ownership indicator frees the new buffer where case 0 ran and nothing where the default
    yielded the argument (which is left intact): no block is left, and no clone is made."""
    function = compile(CASE_WITH_AN_ARGUMENT, parallel=parallel, cache=False)
    x = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(function(x, np.array(0, np.int32)), -x)
    np.testing.assert_array_equal(function(x, np.array(1, np.int32)), x)
    np.testing.assert_array_equal(function(x, np.array(7, np.int32)), x)
    np.testing.assert_array_equal(x, np.arange(5, dtype=np.float32))
    assert left_per_call == [0, 0, 0]


IF_WRITING_A_BUFFER_MADE_BEFORE_IT = """
func.func @main(%size: tensor<i32>, %b: tensor<?x1xi32>, %p: tensor<i1>) -> tensor<?x1xi32> {
  %c = "stablehlo.constant"() <{value = dense<[[2120], [10639], [1]]> : tensor<3x1xui16>}> : () -> tensor<3x1xui16>
  %s = "stablehlo.set_dimension_size"(%c, %size) <{dimension = 0 : i64}> : (tensor<3x1xui16>, tensor<i32>) -> tensor<?x1xui16>
  %w = "stablehlo.convert"(%s) : (tensor<?x1xui16>) -> tensor<?x1xi32>
  %r = "stablehlo.if"(%p) ({
    "stablehlo.return"(%b) : (tensor<?x1xi32>) -> ()
  }, {
    %m = "stablehlo.xor"(%w, %b) : (tensor<?x1xi32>, tensor<?x1xi32>) -> tensor<?x1xi32>
    "stablehlo.return"(%m) : (tensor<?x1xi32>) -> ()
  }) : (tensor<i1>) -> tensor<?x1xi32>
  func.return %r : tensor<?x1xi32>
}
"""
"""Seed 20900 program 24, reduced: the xor's buffer is allocated before the if (its tensor.empty is the
convert's), the else branch writes it, and canonicalization makes the if's result an `arith.select` of the
argument and that buffer, which the entry returns."""


@pytest.mark.parametrize("parallel", [False, True], ids=["serial", "parallel"])
def test_a_returned_select_is_copied_after_the_if_writes_it(left_per_call, parallel) -> None:
    """The clone of the returned select copies the buffer after the else branch wrote it (it copied it before:
    uninitialized memory came back), and the buffer is freed: the call leaves only the returned clone."""
    function = compile(IF_WRITING_A_BUFFER_MADE_BEFORE_IT, parallel=parallel, cache=False)
    b = np.array([[6], [5], [1 << 20]], np.int32)
    result = function(np.array(3, np.int32), b, np.array(False))
    np.testing.assert_array_equal(result, np.array([[2120], [10639], [1]], np.int32) ^ b)
    np.testing.assert_array_equal(function(np.array(3, np.int32), b, np.array(True)), b)
    assert left_per_call == [1, 1]


GROWING_WHILE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<1xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %a) : tensor<i32>, tensor<?xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %g = stablehlo.concatenate %p, %s, dim = 0 : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
    stablehlo.return %next, %g : tensor<i32>, tensor<?xf32>
  }
  return %r#1 : tensor<?xf32>
}
"""
"""A loop whose value grows by one element a trip, returned from the function."""

SHRINKING_WHILE = """
func.func @main(%a: tensor<?xf32>, %s: tensor<1xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %a) : tensor<i32>, tensor<?xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %d = stablehlo.get_dimension_size %p, dim = 0 : (tensor<?xf32>) -> tensor<i32>
    %start = stablehlo.reshape %one : (tensor<i32>) -> tensor<1xi32>
    %limit = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
    %t = stablehlo.real_dynamic_slice %p, %start, %limit, %start : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
    %u = stablehlo.negate %t : tensor<?xf32>
    stablehlo.return %next, %u : tensor<i32>, tensor<?xf32>
  }
  return %r#1 : tensor<?xf32>
}
"""
"""A loop whose value loses its first element a trip (a slice of the iteration's own buffer, negated)."""

NESTED_GROWING_WHILES = """
func.func @main(%a: tensor<?xf32>, %s: tensor<1xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %a) : tensor<i32>, tensor<?xf32>
   cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %q:2 = stablehlo.while(%j = %zero, %x = %p) : tensor<i32>, tensor<?xf32>
     cond {
      %c = stablehlo.compare LT, %j, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %nj = stablehlo.add %j, %one : tensor<i32>
      %g = stablehlo.concatenate %x, %s, dim = 0 : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
      stablehlo.return %nj, %g : tensor<i32>, tensor<?xf32>
    }
    %h = stablehlo.concatenate %s, %q#1, dim = 0 : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
    stablehlo.return %next, %h : tensor<i32>, tensor<?xf32>
  }
  return %r#1 : tensor<?xf32>
}
"""
"""An outer loop whose trip i grows its value by an inner loop of i trips, then by one more element."""


@pytest.mark.parametrize(
    "program", [GROWING_WHILE, SHRINKING_WHILE, NESTED_GROWING_WHILES], ids=["growing", "shrinking", "nested"]
)
@pytest.mark.parametrize("parallel", [False, True], ids=["serial", "parallel"])
def test_loops_whose_values_change_size_compute_the_interpreters_values_and_free_the_rest(
    left_per_call, program, parallel
) -> None:
    """Loop values of dynamic shape whose size changes each trip (6f4dd27 stopped such loops with a run-time
    check): compiled code passes each trip's buffer on and computes the interpreter's values, for no trip
    (and a negative bound) too; each call leaves only the buffer it returns allocated, the buffers each trip
    replaced and the clone of the argument the loop started from freed."""
    from aiopt.reference.interpreter import run_function
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    module = parse_module(default_registry().make_context(), program, "loop.mlir")
    function = compile(program, parallel=parallel, cache=False)
    a = np.arange(1, 7, dtype=np.float32)
    trip_counts = (-1, 0, 1, 2, 3, 5)
    for trips in trip_counts:
        inputs = [a, np.array([9], np.float32), np.array(trips, np.int32)]
        (expected,) = run_function(module, "main", [x.copy() for x in inputs])
        got = function(*[x.copy() for x in inputs])
        np.testing.assert_array_equal(got, expected)
    assert left_per_call == [1] * len(trip_counts)
