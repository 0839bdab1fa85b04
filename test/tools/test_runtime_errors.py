"""Failed run-time checks of compiled code raise Python exceptions (regression tests for issue 13, items 3 and 4).

Dynamic sizes that an op ties together are checked before it runs
(convert-mhlo-to-linalg's `cf.assert`s); a failed check, and a `malloc` that
returns null, end the call with a `RuntimeCheckError` that says what failed
and where, instead of reading out of bounds or crashing the process. Checks
fail on the calling thread, in called functions and on the worker threads of
parallel loops alike; the process stays usable afterwards. Where inputs fit,
results are compared with the reference interpreter, which makes the same
checks. A buffer whose static size exceeds 2^63 - 1 bytes is a located
compile-time error.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import CompileError, compile
from aiopt.runtime.runtime_errors import RuntimeCheckError
from aiopt.support.diagnostics import DiagnosticError

ADD = """
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = stablehlo.add %a, %b : tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

DOT = """
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
"""

CONCATENATE = """
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

SELECT = """
func.func @main(%p: tensor<?xi1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = stablehlo.select %p, %a, %b : (tensor<?xi1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

CALLED = """
func.func private @scale(%x: tensor<?xf32>, %k: tensor<?xf32>) -> tensor<?xf32> {
  %r = stablehlo.multiply %x, %k : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.concatenate %a, %a, dim = 0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %r = call @scale(%c, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""
"""The check that fails is in a called function: the error returns through the call."""


SLICE = """
func.func @main(%a: tensor<?xf32>) -> tensor<3xf32> {
  %r = stablehlo.slice %a [1:4] : (tensor<?xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
"""

UPDATE = """
func.func @main(%a: tensor<?x4xf32>, %u: tensor<?x4xf32>, %i: tensor<i32>) -> tensor<?x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %a, %u, %i, %c0 : (tensor<?x4xf32>, tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
"""

BROADCAST = """
func.func @main(%a: tensor<?xf32>) -> tensor<2x3xf32> {
  %r = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<?xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
"""


def _f32(*shape: int) -> np.ndarray:
    return np.random.default_rng(sum(shape)).standard_normal(shape).astype(np.float32)


CASES = {
    # name: (program, inputs that fit, inputs that do not, line of the failing op, message)
    "add": (ADD, [_f32(5), _f32(5)], [_f32(5), _f32(3)], 3, "'mhlo.add' op operand #1 and operand #0 differ"),
    "add_large": (ADD, [_f32(5), _f32(5)], [_f32(3), _f32(1 << 20)], 3, "differ in size in dimension 0"),
    "dot": (DOT, [_f32(4, 2), _f32(2, 3)], [_f32(4, 2), _f32(5, 3)], 3, "contracting dimensions 1 (lhs) and 0 (rhs)"),
    "concatenate": (
        CONCATENATE,
        [_f32(2, 3), _f32(4, 3)],
        [_f32(2, 3), _f32(4, 2)],
        3,
        "'mhlo.concatenate' op operand #1 and operand #0 differ in size in dimension 1",
    ),
    "select": (
        SELECT,
        [np.array([True, False, True]), _f32(3), _f32(3)],
        [np.array([True, False]), _f32(3), _f32(3)],
        3,
        "'mhlo.select' op operand #1 and operand #0 differ",
    ),
    "slice": (SLICE, [_f32(5)], [_f32(2)], 3, "'mhlo.slice' op slices dimension 0 of operand #0 up to 4, beyond"),
    "dynamic_update_slice": (
        UPDATE,
        [_f32(5, 4), _f32(2, 4), np.array(4, np.int32)],
        [_f32(2, 4), _f32(5, 4), np.array(0, np.int32)],
        4,
        "update (operand #1) is larger than operand #0 in dimension 0",
    ),
    "broadcast_in_dim": (BROADCAST, [_f32(3)], [_f32(4)], 3, "dimension 0 of operand #0 is neither 1 nor the size"),
    "broadcast_in_dim_of_1": (BROADCAST, [_f32(1)], [_f32(2)], 3, "dimension 0 of operand #0 is neither 1 nor"),
    "called": (CALLED, [_f32(2), _f32(4)], [_f32(2), _f32(3)], 3, "'mhlo.multiply' op operand #1 and operand #0"),
}


@pytest.mark.parametrize("parallel", [True, False], ids=["parallel", "serial"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_mismatched_dynamic_sizes_raise(name, parallel):
    text, good, bad, line, message = CASES[name]
    function = compile(text, parallel=parallel, filename="checks.mlir", cache=False)
    with pytest.raises(RuntimeCheckError) as raised:
        function(*bad)
    assert isinstance(raised.value, RuntimeError)
    assert message in raised.value.message
    assert (raised.value.location.filename, raised.value.location.line) == ("checks.mlir", line)
    # The reference interpreter makes the same check.
    with pytest.raises(RuntimeCheckError, match=re.escape(message.replace("'mhlo.", "'stablehlo."))):
        interpret(text, bad)
    # The process is intact and the same function computes what the interpreter does.
    (expected,) = interpret(text, good)
    np.testing.assert_allclose(function(*good), expected, rtol=1e-6)


WORKERS = """
func.func @main(%m: memref<1048576xf32>, %limit: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1048576 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %ok = arith.cmpi ult, %i, %limit : index
    cf.assert %ok, "index beyond the limit"
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %m[%i] : memref<1048576xf32>
    scf.reduce
  }
  return
}
"""
"""A check in the body of a loop that runs on all cores: it fails on whichever thread runs the iteration."""


def test_check_failing_on_worker_threads():
    function = compile(WORKERS, filename="workers.mlir", cache=False)
    assert "aiopt_parallel_for" in function.llvm_ir
    size = 1 << 20
    out = np.zeros(size, np.float32)
    rng = np.random.default_rng(13)
    limits = [0, 1, size // 2, size - 1, *rng.integers(0, size, 60)]
    for limit in limits:
        with pytest.raises(RuntimeCheckError, match="index beyond the limit") as raised:
            function(out, np.array(limit, np.int64))
        assert raised.value.location.line == 8
        function(out, np.array(size, np.int64))
        np.testing.assert_array_equal(out, np.arange(size, dtype=np.float32))
        out[:] = 0


HUGE_INTERMEDIATE = """
func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<1073741824x1073741824xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1073741824x1073741824xf32>) -> tensor<1073741824x1073741824xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<1073741824x1073741824xf32>, tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}
"""
"""An intermediate of 2^62 bytes: more than any address space, so `malloc` returns null on every system."""


@pytest.mark.parametrize("parallel", [True, False], ids=["parallel", "serial"])
def test_failed_malloc_raises(parallel):
    function = compile(HUGE_INTERMEDIATE, parallel=parallel, cache=False, filename="huge.mlir")
    for _ in range(2):
        with pytest.raises(RuntimeCheckError, match=r"out of memory: cannot allocate \d+ bytes") as error:
            function(np.array(1.0, np.float32))
        assert str(error.value.location).startswith("huge.mlir:")


DYNAMIC_ALLOC = """
func.func @main(%n: index) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.5 : f32
  memref.store %f, %m[%c0] : memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  return %v : f32
}
"""


@pytest.mark.parametrize("size", [1 << 60, 1 << 62, 1 << 63 - 1, -1, -(1 << 62)])
def test_failed_malloc_of_a_dynamic_size_raises(size):
    """Sizes whose byte count wraps around in 64 bits (2^62 floats: 0 bytes) or is negative fail the malloc."""
    function = compile(DYNAMIC_ALLOC, cache=False)
    assert function(np.array(10, np.int64)) == np.float32(1.5)
    with pytest.raises(RuntimeCheckError, match="out of memory: cannot allocate"):
        function(np.array(size, np.int64))
    assert function(np.array(1, np.int64)) == np.float32(1.5)


IOTA = """
func.func @main() -> tensor<4611686018427387904xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<4611686018427387904xf32>
  return %0 : tensor<4611686018427387904xf32>
}
"""


def test_buffer_beyond_the_address_space_is_a_compile_error():
    with pytest.raises(CompileError) as raised:
        compile(IOTA, filename="iota.mlir", cache=False)
    assert "iota.mlir:3:8: error:" in str(raised.value)
    assert "needs 18446744073709551616 bytes, more than any buffer can have" in str(raised.value)


HOST_CHECK = """
func.func @main(%a: index, %b: index) {
  %ok = arith.cmpi eq, %a, %b : index
  cf.assert %ok, "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0"
  return
}
"""


def test_cuda_host_code_checks_sizes():
    """`--target cuda` runs host code in the GPU executor's interpreter: a failed check is the same error."""
    from aiopt.runtime.gpu_executor import HostInterpreter
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    module = parse_module(default_registry().make_context(), HOST_CHECK, "host.mlir")
    host = HostInterpreter(module, "main")
    assert host.run([4, 4]) == []
    with pytest.raises(RuntimeCheckError, match="differ in size in dimension 0") as raised:
        host.run([4, 3])
    assert raised.value.to_diagnostic().location.line == 4


UPSTREAM_ASSERT = """
func.func @main(%a: i64, %b: i64) -> i64 {
  %ok = arith.cmpi slt, %a, %b : i64
  cf.assert %ok, "a must be less than b"
  %r = arith.subi %b, %a : i64
  return %r : i64
}
"""


def test_abort_of_upstream_assert_lowering_raises(capfd):
    """convert-cf-to-llvm's own `cf.assert` lowering (puts, then abort) ends the call, not the process."""
    function = compile(UPSTREAM_ASSERT, pipeline="convert-to-llvm,reconcile-unrealized-casts", cache=False)
    assert function(np.array(2, np.int64), np.array(5, np.int64)) == 3
    with pytest.raises(RuntimeCheckError, match=r"aborted \(a failed assertion"):
        function(np.array(5, np.int64), np.array(2, np.int64))
    assert "a must be less than b" in capfd.readouterr().out
    assert function(np.array(1, np.int64), np.array(5, np.int64)) == 4


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]  # fmt: skip


def _malloc_in_use() -> int:
    """Bytes that C's `malloc` has handed out and not had back (glibc's `mallinfo2`)."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    if not hasattr(libc, "mallinfo2"):
        pytest.skip("no mallinfo2 (glibc 2.33 or later) to count allocated bytes")
    libc.mallinfo2.restype = _MallInfo2
    info = libc.mallinfo2()
    return info.uordblks + info.hblkhd


FAILS_AFTER_ALLOCATING = """
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %1 = stablehlo.reverse %0, dims = [0] : tensor<?xf32>
  %2 = stablehlo.add %1, %b : tensor<?xf32>
  return %0, %2 : tensor<?xf32>, tensor<?xf32>
}
"""
"""Two buffers of a's size are allocated before the add checks b's size."""

BUFFER = 1 << 22
"""Elements of the test's inputs: 16 MiB of f32 per buffer, so that each leaked call would leak 32 MiB."""


@pytest.mark.parametrize("parallel", [True, False], ids=["parallel", "serial"])
def test_failed_call_frees_what_it_allocated(parallel):
    function = compile(FAILS_AFTER_ALLOCATING, parallel=parallel, cache=False)
    assert function.llvm_ir.count("@malloc(") >= 2
    a = np.full(BUFFER, 0.5, np.float32)
    first, second = function(a, a)
    np.testing.assert_allclose(first, np.exp(a), rtol=1e-6)
    np.testing.assert_allclose(second, np.exp(a) + a, rtol=1e-6)
    short = a[:-1]
    with pytest.raises(RuntimeCheckError, match="differ in size"):
        function(a, short)
    before = _malloc_in_use()
    for _ in range(10):
        with pytest.raises(RuntimeCheckError, match="differ in size"):
            function(a, short)
    assert _malloc_in_use() - before < BUFFER * 4  # one buffer's worth, not 10 calls x 2 buffers
    np.testing.assert_allclose(function(a, a)[1], np.exp(a) + a, rtol=1e-6)


RETURNS = """
func.func @main(%a: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xf32>) {
  %0 = stablehlo.exponential %a : tensor<?xf32>
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %0, %0, %a, %c : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xf32>
}
"""
"""Returned buffers: one the call allocated (twice), the input itself, and a constant."""


def test_returned_buffers_are_freed_once_copied():
    function = compile(RETURNS, cache=False)
    a = np.full(BUFFER, 0.25, np.float32)
    first, again, same, constant = function(a)
    before = _malloc_in_use()
    for _ in range(10):
        first, again, same, constant = function(a)
    assert _malloc_in_use() - before < BUFFER * 4  # less than one buffer, not 10 calls' worth
    np.testing.assert_allclose(first, np.exp(a), rtol=1e-6)
    np.testing.assert_array_equal(first, again)
    np.testing.assert_array_equal(same, a)
    np.testing.assert_array_equal(constant, [1.0, 2.0, 3.0])


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_forked_child_allocates_and_frees():
    """A forked child (multiprocessing's default on Linux) calls compiled code that allocates: the runtime
    resets its allocation lock in the child (a parent thread in a compiled call may hold it)."""
    function = compile(RETURNS, cache=False)
    a = np.full(64, 0.5, np.float32)
    function(a)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child reports through the pipe
        try:
            first, *_ = function(a)
            os.write(write, b"ok" if np.allclose(first, np.exp(a)) else b"wrong")
        finally:
            os._exit(0)
    os.close(write)
    _, status = os.waitpid(pid, 0)
    assert os.read(read, 16) == b"ok" and status == 0


FREES_ITS_ARGUMENT = """
func.func @main(%arg0: memref<1024xf32>) {
  memref.dealloc %arg0 : memref<1024xf32>
  return
}
"""


def test_free_of_an_argument_at_the_start_of_a_mapping():
    """A `memref.dealloc` of a buffer compiled code did not allocate is a RuntimeCheckError: here an argument
    whose data starts a page after an unmapped one, where the test reads nothing before the buffer (mincore says
    that page is not mapped), instead of a segmentation fault."""
    import mmap

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
    libc.munmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t]
    page = mmap.PAGESIZE
    flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS
    start = libc.mmap(None, 2 * page, mmap.PROT_READ | mmap.PROT_WRITE, flags, -1, 0)
    assert start not in (None, ctypes.c_void_p(-1).value)
    # The page before the array's data is gone (and may be reused: only the array's page is unmapped after).
    assert libc.munmap(start, page) == 0
    array = np.frombuffer((ctypes.c_char * page).from_address(start + page), np.float32)
    function = compile(FREES_ITS_ARGUMENT, cache=False)
    try:
        with pytest.raises(RuntimeCheckError, match=r"free of a buffer that compiled code did not allocate, or freed"):
            function(array)
        with pytest.raises(RuntimeCheckError, match=r"free of a buffer that compiled code did not allocate, or freed"):
            function(np.zeros(1024, np.float32))
    finally:
        del array
        libc.munmap(start + page, page)


FORMATTED_ASSERT = """
func.func @main(%n: i64, %m: i64) -> i64 {
  %c4 = arith.constant 4 : i64
  %ok = arith.cmpi eq, %n, %c4 : i64
  func.call @shape_assertion(%n, %m, %ok) : (i64, i64, i1) -> ()
  return %n : i64
}
func.func private @shape_assertion(%n: i64, %m: i64, %ok: i1) attributes {aiopt.format_arguments} {
  cf.assert %ok, "n = {0} is not 4 (m = {1}, 100% {{sure}}; n again: {0})"
  return
}
"""
"""An assertion in a function marked aiopt.format_arguments (what convert-mhlo-to-linalg makes of a jax shape
assertion whose message has placeholders): its message's {k} are the function's arguments."""


def test_formatted_assert_messages_name_the_arguments():
    """Compiled (snprintf into the message, `%` and `{{` kept as written), in the reference interpreter and in
    the GPU host interpreter, the failed assertion's message has the arguments' values; compiled code printed
    the `{0}` before (jax's shape assertions: "Division had remainder {0}" where jax says "remainder 1")."""
    from aiopt.runtime.gpu_executor import HostInterpreter
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    expected = "n = -3 is not 4 (m = 9000000000, 100% {sure}; n again: -3)"
    function = compile(FORMATTED_ASSERT, cache=False)
    assert function(np.array(4, np.int64), np.array(1, np.int64)) == 4
    with pytest.raises(RuntimeCheckError) as raised:
        function(np.array(-3, np.int64), np.array(9_000_000_000, np.int64))
    assert str(raised.value) == expected
    assert raised.value.to_diagnostic().location.line == 9
    with pytest.raises(DiagnosticError, match=re.escape(f"'cf.assert' op assertion failed: {expected}")):
        interpret(FORMATTED_ASSERT, [np.int64(-3), np.int64(9_000_000_000)])
    host = HostInterpreter(parse_module(default_registry().make_context(), FORMATTED_ASSERT, "host.mlir"), "main")
    with pytest.raises(RuntimeCheckError) as raised:
        host.run([-3, 9_000_000_000])
    assert str(raised.value) == expected
