"""The fast path of a compiled call (`CInterfaceFunction.call_exact`): inputs that fit as they are skip the
checks and conversions, and every other input still takes them, also once the fast path has run.

Each test calls one compiled function first with inputs that fit (the fast path), then with inputs that do
not (a strided or transposed view, another dtype or shape, a subclass, a Python number), then with fitting
ones again, and compares every result with numpy's.
"""

from __future__ import annotations

import numpy as np
import pytest
from test_compiler import MIXED_ARGUMENTS

from aiopt.runtime import jit
from aiopt.runtime.compiler import CompiledFunction, InputError, compile
from aiopt.support.diagnostics import RuntimeCheckError

MIXED = MIXED_ARGUMENTS
"""Static, rank-0 and dynamic arguments; results as out parameters and one returned (the dynamic one)."""

ADD = """
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

DYNAMIC_ADD = """
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %b : tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""

SCALARS = """
llvm.func @main(%a: f32, %b: i64) -> f32 {
  %0 = llvm.sitofp %b : i64 to f32
  %1 = llvm.fmul %a, %0 : f32
  llvm.return %1 : f32
}
"""


class _Subclass(np.ndarray):
    pass


def _check_mixed(function, a, s, d) -> None:
    product, doubled, twice = function(a, s, d)
    np.testing.assert_array_equal(product, np.asarray(a) * np.float32(s))
    np.testing.assert_array_equal(doubled, np.asarray(d) * 2)
    assert twice.shape == () and twice == np.float32(s) * 2
    for result in (product, doubled, twice):
        assert type(result) is np.ndarray and result.flags.owndata and result.flags.c_contiguous


@pytest.fixture
def checked_calls(monkeypatch) -> list:
    """The inputs of each call that takes the checked path (`CompiledFunction.check_inputs`)."""
    calls, check_inputs = [], CompiledFunction.check_inputs

    def counted(self, arrays):
        calls.append(arrays)
        return check_inputs(self, arrays)

    monkeypatch.setattr(CompiledFunction, "check_inputs", counted)
    return calls


def test_inputs_that_do_not_fit_are_copied_after_the_fast_path(checked_calls):
    """Strided, transposed, read-only and subclass inputs, one at a time, between calls on inputs that fit:
    each is taken as the checked path takes it (copied, viewed), with numpy's results, and the fast path still
    runs after."""
    function = compile(MIXED, cache=False)
    a = np.arange(12, dtype=np.float32).reshape(3, 4) - 5.5
    d = np.array([3, -7, 2**30, 0, 5], np.int32)
    s = np.float32(-2.5)
    for s_in in (s, np.array(s)):
        _check_mixed(function, a, s_in, d)
    assert not checked_calls
    strided = np.zeros((6, 4), np.float32)[::2]
    strided[...] = a
    transposed = np.ascontiguousarray(a.T).T
    frozen = a.copy()
    frozen.flags.writeable = False
    strided_d = np.zeros(10, np.int32)[::2]
    strided_d[...] = d
    misfits = [
        (strided, s, d),
        (transposed, s, d),
        (a.view(_Subclass), s, d),
        (a, np.array(s).view(_Subclass), d),
        (a, s, strided_d),
        (a, s, d[::-1].copy()[::-1]),
        (a, s, np.ascontiguousarray(d).view(_Subclass)),
    ]
    for count, arguments in enumerate(misfits, 1):
        _check_mixed(function, *arguments)
        assert len(checked_calls) == count
        _check_mixed(function, frozen, s, d)  # (read-only inputs fit)
        assert len(checked_calls) == count


def test_inputs_that_do_not_fit_are_refused_after_the_fast_path(checked_calls):
    """Wrong counts, dtypes (a byte-swapped one too) and shapes get the checked path's located InputErrors
    once the fast path has run, and nothing is left over for the next call."""
    function = compile(MIXED, cache=False)
    a, s, d = np.ones((3, 4), np.float32), np.float32(2), np.arange(4, dtype=np.int32)
    _check_mixed(function, a, s, d)
    assert not checked_calls
    cases = [
        ((a, s), r"@main takes 3 arguments, but 2 inputs were given"),
        ((a, s, d, d), r"@main takes 3 arguments, but 4 inputs were given"),
        ((a.astype(">f4"), s, d), r"argument #0 of @main must have dtype float32, but the input has dtype >f4"),
        ((a.astype(np.float64), s, d), r"argument #0 of @main must have dtype float32, but the input has dtype float64"),
        ((a.T.copy(), s, d), r"argument #0 of @main must have shape \[3, 4\], but the input has shape \[4, 3\]"),
        ((a, 2.0, d), r"argument #1 of @main must have dtype float32, but the input has dtype float64"),
        ((a, np.float64(2), d), r"argument #1 of @main must have dtype float32, but the input has dtype float64"),
        ((a, np.ones(1, np.float32), d), r"argument #1 of @main must have shape \[\], but the input has shape \[1\]"),
        ((a, s, d.reshape(2, 2)), r"argument #2 of @main must have shape \[\?\], but the input has shape \[2, 2\]"),
        ((a, s, d.astype(np.int64)), r"argument #2 of @main must have dtype int32, but the input has dtype int64"),
    ]
    for arguments, message in cases:
        with pytest.raises(InputError, match=message) as raised:
            function(*arguments)
        assert raised.value.location is not None and raised.value.location.line == 2
        _check_mixed(function, a, s, d)
    assert len(checked_calls) == len(cases)


def test_results_of_the_fast_path_are_new_arrays():
    """Each call makes its own result arrays (none of them an input, nor the last call's)."""
    function = compile(ADD, cache=False)
    a, b = np.arange(4, dtype=np.float32), np.ones(4, np.float32)
    first, second = function(a, b), function(a, b)
    assert first is not second and not np.shares_memory(first, second)
    assert not np.shares_memory(first, a) and not np.shares_memory(first, b)
    first[...] = 0
    np.testing.assert_array_equal(second, a + b)


def test_run_time_errors_on_the_fast_path(checked_calls):
    """A failed run-time check of code called on fitting inputs (dynamic sizes that differ) is the located
    RuntimeCheckError, and the next call runs."""
    function = compile(DYNAMIC_ADD, cache=False)
    assert not function._function.jit.self_contained  # (its code allocates and checks)
    a = np.arange(5, dtype=np.float32)
    np.testing.assert_array_equal(function(a, a), a + a)
    with pytest.raises(RuntimeCheckError) as raised:
        function(a, np.ones(3, np.float32))
    assert raised.value.location is not None
    np.testing.assert_array_equal(function(a, a), a + a)
    assert not checked_calls


def test_scalar_arguments_on_the_fast_path(checked_calls):
    """Scalar arguments take numpy scalars and 0-d arrays of their dtype as they are, and refuse others as
    before, after the fast path has run."""
    function = compile(SCALARS, cache=False)
    assert function._function.jit.self_contained  # (nothing to release after its calls)
    assert function(np.float32(1.5), np.int64(3)) == np.float32(4.5)
    assert function(np.array(2.5, np.float32), np.array(-2, np.int64)) == np.float32(-5.0)
    assert not checked_calls
    with pytest.raises(InputError, match=r"argument #1 of @main must have dtype int64, but the input has dtype int32"):
        function(np.float32(1.5), np.int32(3))
    with pytest.raises(InputError, match=r"argument #0 of @main must have shape \[\], but the input has shape \[1\]"):
        function(np.ones(1, np.float32), np.int64(3))
    assert function(np.float32(0.5), np.int64(8)) == np.float32(4.0)


def test_array_addresses():
    """The data pointer read from an array object is numpy's, for views at an offset, reversed, transposed,
    empty and rank-0 arrays."""
    base = np.arange(60, dtype=np.float64).reshape(5, 12)
    arrays = [base, base[2:, 3:], base[::-1], base.T, base[1, 5:5], np.array(7, np.int8), np.empty((0, 3))]
    for array in arrays:
        assert jit.data_address(array) == array.ctypes.data
    assert jit.data_address(base.view(_Subclass)) == base.ctypes.data
