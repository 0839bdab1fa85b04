"""Compiled buffer- and tensor-level programs check their own accesses and loop steps (generate-runtime-verification).

A program written with memrefs indexes them as its author wrote it: before these checks, an index out of
bounds read or wrote past the buffer (a segfault, or garbage) and an `scf.for` with a step of 0 never ended;
the reference interpreter already stopped there with a located error. Now the default CPU pipeline of a
program that starts at the buffer level runs `generate-runtime-verification` first, and compiled code stops
with a located `RuntimeCheckError` (`ai-runner` with exit status 1); the interpreter makes the same checks in
the same words. Programs written with tensors are checked too (their extracts, inserts, slices, dims, casts and
linalg sizes), before fusion, with a canonicalize after it that folds the sizes the checks read (no producer
kept alive). Programs lowered from HLO index within bounds by construction and get no checks.

The calls that would have crashed run in a child process, so that a regression fails the test, not the run.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects import cf
from xdsl.dialects.builtin import ModuleOp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret
from tool_testing import run_in_child, run_tool

from aiopt.reference.func import RECURSION_LIMIT
from aiopt.runtime.compiler import compile, default_pipeline, input_level
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.pass_pipeline import (
    OpPassManager,
    PassInstrumentation,
    build_pass_manager,
    parse_pipeline_text,
    run_pass_manager,
)
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.generate_runtime_verification import HEADER

LOAD = """
func.func @main(%m: memref<?xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<?xf32>
  return %x : f32
}
"""

STORE_2D = """
func.func @main(%m: memref<3x4xf32>, %i: index, %j: index) -> memref<3x4xf32> {
  %v = arith.constant 7.0 : f32
  memref.store %v, %m[%i, %j] : memref<3x4xf32>
  return %m : memref<3x4xf32>
}
"""

SUBVIEW = """
func.func @main(%m: memref<8xf32>, %o: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[%o] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  %init = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %v[%k] : memref<?xf32, strided<[1], offset: ?>>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
"""

STRIDED_SUBVIEW = """
func.func @main(%m: memref<8xf32>, %n: index, %s: index, %k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.subview %m[%c0] [%n] [%s] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  %x = memref.load %v[%k] : memref<?xf32, strided<[?], offset: ?>>
  return %x : f32
}
"""

STEP = """
func.func @main(%m: memref<4xf32>, %step: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %c4 step %step iter_args(%acc = %init) -> (f32) {
    %x = memref.load %m[%k] : memref<4xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
"""

PARALLEL = """
func.func @main(%m: memref<10xf32>, %out: memref<10xf32>, %shift: index) -> memref<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %j = arith.addi %i, %shift : index
    %x = memref.load %m[%j] : memref<10xf32>
    memref.store %x, %out[%i] : memref<10xf32>
    scf.reduce
  }
  return %out : memref<10xf32>
}
"""

AFFINE = """
func.func @main(%m: memref<10xf32>, %i: index) -> f32 {
  %x = affine.load %m[%i * 2 + 1] : memref<10xf32>
  return %x : f32
}
"""

LINALG = """
func.func @main(%a: memref<?xf32>, %b: memref<?xf32>) -> memref<?xf32> {
  linalg.add ins(%a, %a : memref<?xf32>, memref<?xf32>) outs(%b : memref<?xf32>)
  return %b : memref<?xf32>
}
"""

UNRANKED_CAST = """
func.func @main(%m: memref<?xf32>) -> f32 {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %c1 = arith.constant 1 : index
  %x = memref.load %r[%c1] : memref<4xf32>
  return %x : f32
}
"""

DIM_COPY = """
func.func @main(%a: memref<?xf32>, %b: memref<?xf32>, %i: index) -> index {
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %d = memref.dim %b, %i : memref<?xf32>
  return %d : index
}
"""

EXPAND = """
func.func @main(%m: memref<?xf32>, %n: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 2] : memref<?xf32> into memref<?x2xf32>
  %c1 = arith.constant 1 : index
  %x = memref.load %e[%c1, %c1] : memref<?x2xf32>
  return %x : f32
}
"""

ARANGE = np.arange(10, dtype=np.float32)

BAD = {
    "load_past_end": (LOAD, [ARANGE, np.array(12)], 3, "'memref.load' op out-of-bounds access"),
    "load_negative": (LOAD, [ARANGE, np.array(-1)], 3, "'memref.load' op out-of-bounds access"),
    "store_2d": (
        STORE_2D,
        [np.zeros((3, 4), np.float32), np.array(1), np.array(4)],
        4,
        "'memref.store' op out-of-bounds access",
    ),
    "subview_offset": (
        SUBVIEW,
        [np.arange(8, dtype=np.float32), np.array(9), np.array(1)],
        5,
        "'memref.subview' op offset 0 is out-of-bounds",
    ),
    "subview_end": (
        SUBVIEW,
        [np.arange(8, dtype=np.float32), np.array(4), np.array(5)],
        5,
        "'memref.subview' op subview runs out-of-bounds along dimension 0",
    ),
    "affine_load": (AFFINE, [ARANGE, np.array(5)], 3, "'affine.load' op out-of-bounds access"),
    "cast_size": (UNRANKED_CAST, [np.arange(3, dtype=np.float32)], 4, "'memref.cast' op size mismatch of dim 0"),
    "copy_sizes": (
        DIM_COPY,
        [np.ones(1, np.float32), np.zeros(4, np.float32), np.array(0)],
        3,
        "'memref.copy' op size of 0-th source/target dim does not match",
    ),
    "dim_negative": (
        DIM_COPY,
        [np.ones(4, np.float32), np.zeros(4, np.float32), np.array(-1)],
        4,
        "'memref.dim' op index is out of bounds",
    ),
    "expand_shape": (
        EXPAND,
        [np.arange(6, dtype=np.float32), np.array(4)],
        3,
        "'memref.expand_shape' op product of output dims in reassoc group does not equal input dim",
    ),
    # (2^62 + 1 - 1) * 4 wraps to 0: the last element seemed to be the first (SIGSEGV at index 10^8).
    "subview_wrapping_stride": (
        STRIDED_SUBVIEW,
        [np.arange(8, dtype=np.float32), np.int64((1 << 62) + 1), np.int64(4), np.int64(10**8)],
        4,
        "'memref.subview' op subview runs out-of-bounds along dimension 0",
    ),
    "step_zero": (STEP, [np.ones(4, np.float32), np.array(0)], 6, "'scf.for' op step is not positive"),
    "parallel_load": (
        PARALLEL,
        [ARANGE, np.zeros(10, np.float32), np.array(3)],
        8,
        "'memref.load' op out-of-bounds access",
    ),
}

GOOD = {
    "load": (LOAD, [ARANGE, np.array(9)]),
    "store_2d": (STORE_2D, [np.zeros((3, 4), np.float32), np.array(2), np.array(3)]),
    "subview": (SUBVIEW, [np.arange(8, dtype=np.float32), np.array(3), np.array(5)]),
    "subview_empty_at_end": (SUBVIEW, [np.arange(8, dtype=np.float32), np.array(8), np.array(0)]),
    "subview_one_element_far_stride": (
        STRIDED_SUBVIEW, [np.arange(8, dtype=np.float32), np.int64(1), np.int64(1 << 40), np.int64(0)]
    ),
    "subview_strided": (STRIDED_SUBVIEW, [np.arange(8, dtype=np.float32), np.int64(3), np.int64(3), np.int64(2)]),
    "affine_load": (AFFINE, [ARANGE, np.array(4)]),
    "step": (STEP, [np.arange(4, dtype=np.float32), np.array(3)]),
    "unranked_cast": (UNRANKED_CAST, [np.arange(4, dtype=np.float32)]),
    "dim_copy": (DIM_COPY, [np.ones(4, np.float32), np.zeros(4, np.float32), np.array(0)]),
    "expand_shape": (EXPAND, [np.arange(6, dtype=np.float32), np.array(3)]),
    "linalg": (LINALG, [ARANGE, np.zeros(10, np.float32)]),
    "parallel": (PARALLEL, [ARANGE, np.zeros(10, np.float32), np.array(0)]),
}

def _save(tmp_path: Path, text: str, inputs: list[np.ndarray]) -> tuple[Path, Path]:
    program = tmp_path / "checked.mlir"
    program.write_text(text)
    arrays = tmp_path / "inputs.npz"
    np.savez(arrays, **{f"arg{k}": array for k, array in enumerate(inputs)})
    return program, arrays


def _compile_and_call_each(paths: list[str]) -> None:
    """For each (program, inputs) pair of `paths`: compile, call, print the call's located error (or "no error")."""
    for program, arrays in zip(paths[::2], paths[1::2]):
        function = compile(Path(program).read_text(), filename="checked.mlir", cache=False)
        try:
            function(*np.load(arrays).values())
            print("no error", flush=True)
        except RuntimeCheckError as err:
            print(f"{err.to_diagnostic().location.line}: {err.to_diagnostic().message}", flush=True)


def _run_in_one_child(tmp_path: Path, cases: dict[str, tuple]) -> list[str]:
    """Compile and call each case's program on its inputs in one child process; what each call reported."""
    paths = []
    for name, (text, inputs, *_) in cases.items():
        (tmp_path / name).mkdir()
        paths.extend(str(path) for path in _save(tmp_path / name, text, inputs))
    done = run_in_child(_compile_and_call_each, paths, timeout=240)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


LINALG_SIZES = "'linalg.add' op dimension #0 of input/output operand #2 is incompatible with inferred dimension size"


def test_compiled_bad_accesses_are_located_errors(tmp_path):
    """In one child process (a regression segfaults or hangs it): each call raises a RuntimeCheckError at the op.
    A linalg op on buffers whose sizes disagree read past the shorter one; now a located error too (the
    interpreter stops there, in numpy's words)."""
    cases = {**BAD, "linalg_sizes": (LINALG, [np.arange(4, dtype=np.float32), np.zeros(1 << 20, np.float32)], 3,
                                     LINALG_SIZES)}
    assert _run_in_one_child(tmp_path, cases) == [f"{line}: {message}" for _, _, line, message in cases.values()]


@pytest.mark.parametrize("name", list(BAD))
def test_interpreter_makes_the_same_checks(name):
    """The reference interpreter stops at the same op with the same words (numpy counted a negative index from
    the end and clamped a subview)."""
    text, inputs, line, message = BAD[name]
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, [np.copy(a) for a in inputs])
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


@pytest.mark.parametrize("name", ["load_past_end", "step_zero"])
def test_ai_runner_exits_with_status_1(name, tmp_path):
    """`ai-runner` reports the check as a located error and exits with status 1, the interpreter likewise."""
    text, inputs, line, message = BAD[name]
    program, arrays = _save(tmp_path, text, inputs)
    for interpreted in (False, True):
        mode = ["--interpret"] if interpreted else []
        done = run_tool("ai-runner", str(program), "--inputs", str(arrays), *mode, timeout=120)
        assert done.returncode == 1, done.stderr
        assert f"checked.mlir:{line}:" in done.stderr and f"error: {message}" in done.stderr, done.stderr
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr


@pytest.mark.parametrize("name", list(GOOD))
def test_in_bounds_programs_give_the_interpreters_numbers(name):
    text, inputs = GOOD[name]
    function = compile(text, filename=f"{name}.mlir")
    compiled = function(*[np.copy(a) for a in inputs])
    (expected,) = interpret(text, [np.copy(a) for a in inputs])
    np.testing.assert_array_equal(compiled, expected)


def _fill(matrix: str) -> str:
    """@main fills a buffer of its argument's row count, and its argument, with 1.0."""
    return f"""
func.func @main(%m: {matrix}) -> {matrix} {{
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %rows = memref.dim %m, %c0 : {matrix}
  %v = memref.alloc(%rows) : memref<?xf32>
  linalg.fill ins(%c : f32) outs(%v : memref<?xf32>)
  memref.dealloc %v : memref<?xf32>
  linalg.fill ins(%c : f32) outs(%m : {matrix})
  func.return %m : {matrix}
}}"""


@pytest.mark.parametrize(
    "matrix, shape", [("memref<0x3xf32>", (0, 3)), ("memref<?x?xf32>", (0, 3)), ("memref<?x?xf32>", (2, 0))]
)
def test_a_fill_of_an_empty_buffer_runs(matrix, shape):
    # A loop that never runs makes no check: the last index of a loop of size 0 (-1) failed 'unexpected negative
    # result on dimension #0 of input/output operand #1' in compiled code, not in the interpreter.
    text = _fill(matrix)
    inputs = [np.zeros(shape, np.float32)]
    compiled = compile(text, filename="fill.mlir")(*[np.copy(a) for a in inputs])
    (expected,) = interpret(text, [np.copy(a) for a in inputs])
    assert compiled.shape == shape
    np.testing.assert_array_equal(compiled, expected)


def test_only_programs_written_with_buffers_or_tensors_are_checked():
    """Programs lowered from HLO or lmhlo index within bounds by construction: no checks, no slower code."""
    assert default_pipeline("buffers").startswith("generate-runtime-verification,")
    assert default_pipeline("tensors").startswith("generate-runtime-verification,")
    for level in ("hlo", "lhlo"):
        assert "generate-runtime-verification" not in default_pipeline(level)


# -- programs written with tensors ---------------------------------------------------------------------------

TENSOR_EXTRACT = """
func.func @main(%t: tensor<4xf32>, %i: index) -> f32 {
  %v = tensor.extract %t[%i] : tensor<4xf32>
  return %v : f32
}
"""

TENSOR_INSERT = """
func.func @main(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %v = arith.constant 7.0 : f32
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
"""

EXTRACT_SLICE = """
func.func @main(%t: tensor<8xf32>, %o: index, %n: index) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%o] [%n] [1] : tensor<8xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
"""

INSERT_SLICE = """
func.func @main(%t: tensor<8xf32>, %u: tensor<?xf32>, %o: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %u, %c0 : tensor<?xf32>
  %r = tensor.insert_slice %u into %t[%o] [%n] [1] : tensor<?xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
"""

TENSOR_DIM = """
func.func @main(%t: tensor<?xf32>, %i: index) -> index {
  %d = tensor.dim %t, %i : tensor<?xf32>
  return %d : index
}
"""

TENSOR_CAST = """
func.func @main(%t: tensor<?xf32>) -> f32 {
  %r = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %c3 = arith.constant 3 : index
  %x = tensor.extract %r[%c3] : tensor<4xf32>
  return %x : f32
}
"""

TENSOR_LINALG = """
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

GATHER = """
#map = affine_map<(d0) -> (d0)>
func.func @main(%t: tensor<?xf32>, %idx: tensor<?xindex>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %idx, %c0 : tensor<?xindex>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%idx : tensor<?xindex>) outs(%e : tensor<?xf32>) {
  ^bb0(%i: index, %o: f32):
    %v = tensor.extract %t[%i] : tensor<?xf32>
    linalg.yield %v : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

EIGHT = np.arange(8, dtype=np.float32)

TENSOR_BAD = {
    "extract": (TENSOR_EXTRACT, [EIGHT[:4], np.array(100_000_000)], 3, "'tensor.extract' op out-of-bounds access"),
    "insert": (TENSOR_INSERT, [EIGHT[:4], np.array(-1)], 4, "'tensor.insert' op out-of-bounds access"),
    "extract_slice": (
        EXTRACT_SLICE,
        [EIGHT, np.array(6), np.array(5)],
        3,
        "'tensor.extract_slice' op extract_slice runs out-of-bounds along dimension 0",
    ),
    "insert_slice": (
        INSERT_SLICE,
        [EIGHT, np.ones(5, np.float32), np.array(9)],
        5,
        "'tensor.insert_slice' op offset 0 is out-of-bounds",
    ),
    "dim": (TENSOR_DIM, [EIGHT, np.array(1)], 3, "'tensor.dim' op index is out of bounds"),
    "cast": (TENSOR_CAST, [EIGHT[:3]], 3, "'tensor.cast' op size mismatch of dim 0"),
    "gather": (
        GATHER,
        [EIGHT, np.array([1, 7, 100_000_000, 2], np.int64)],
        10,
        "'tensor.extract' op out-of-bounds access",
    ),
}

TENSOR_GOOD = {
    "extract": (TENSOR_EXTRACT, [EIGHT[:4], np.array(3)]),
    "insert": (TENSOR_INSERT, [EIGHT[:4], np.array(0)]),
    "extract_slice": (EXTRACT_SLICE, [EIGHT, np.array(3), np.array(5)]),
    "insert_slice": (INSERT_SLICE, [EIGHT, np.ones(5, np.float32), np.array(3)]),
    "dim": (TENSOR_DIM, [EIGHT, np.array(0)]),
    "cast": (TENSOR_CAST, [EIGHT[:4]]),
    "linalg": (TENSOR_LINALG, [EIGHT, np.zeros(8, np.float32)]),
    "gather": (GATHER, [EIGHT, np.array([1, 7, 0, 2], np.int64)]),
}

def test_compiled_tensor_programs_stop_at_a_bad_access(tmp_path):
    """In one child process (a regression segfaults it): each tensor-level program with an index, a slice, a
    dimension or sizes out of bounds stops with a located RuntimeCheckError, in the interpreter's words (read
    past the tensor or wrote past it before)."""
    cases = {**TENSOR_BAD, "linalg": (TENSOR_LINALG, [EIGHT[:4], np.zeros(1 << 20, np.float32)], 3, LINALG_SIZES)}
    assert _run_in_one_child(tmp_path, cases) == [f"{line}: {message}" for _, _, line, message in cases.values()]


@pytest.mark.parametrize("name", list(TENSOR_BAD))
def test_interpreter_checks_tensor_programs_alike(name):
    """The reference interpreter stops at the same op in the same words (numpy clamped the slices)."""
    text, inputs, line, message = TENSOR_BAD[name]
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, [np.copy(a) for a in inputs])
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


def test_ai_runner_reports_a_tensor_extract_out_of_bounds(tmp_path):
    """The index of 10^8 into a tensor<4xf32> was a segfault (exit status 139): now a located error, status 1."""
    text, inputs, line, message = TENSOR_BAD["extract"]
    program, arrays = _save(tmp_path, text, inputs)
    done = run_tool("ai-runner", str(program), "--inputs", str(arrays), timeout=120)
    assert done.returncode == 1, done.stderr
    assert f"checked.mlir:{line}:8: error: {message}" in done.stderr, done.stderr


def test_in_bounds_tensor_programs_give_the_interpreters_numbers():
    for name, (text, inputs) in TENSOR_GOOD.items():
        compiled = compile(text, filename=f"{name}.mlir")(*[np.copy(a) for a in inputs])
        (expected,) = interpret(text, [np.copy(a) for a in inputs])
        np.testing.assert_array_equal(compiled, expected, err_msg=name)


def _lowered(text: str, pipeline: str) -> ModuleOp:
    registry = default_registry()
    module = parse_module(registry.make_context(), text, "program.mlir")
    manager = build_pass_manager(registry, parse_pipeline_text(pipeline), OpPassManager("builtin.module"))
    run_pass_manager(manager, registry.make_context(), module, PassInstrumentation(timings={}), verify_operation,
                     lambda: 0)  # fmt: skip
    return module


def _until(pipeline: str, last: str) -> str:
    """The passes of `pipeline` before the first that starts with `last`."""
    passes = pipeline.split(",")
    return ",".join(passes[: next(k for k, p in enumerate(passes) if p.startswith(last))])


def _checks(module: ModuleOp) -> list[str]:
    return [op.msg.data for op in module.walk() if isinstance(op, cf.AssertOp) and op.msg.data.startswith(HEADER)]


DYNAMIC_SLICE = """
func.func @main(%x: tensor<8xf32>, %i: tensor<i64>) -> tensor<2xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<8xf32>, tensor<i64>) -> tensor<2xf32>
  %1 = stablehlo.exponential %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
"""


def test_hlo_programs_get_no_checks():
    """HLO clamps its indices: the tensor ops that an HLO program lowers to get no checks (and no slower code),
    where the same ops written with tensors do."""
    level = input_level(parse_module(default_registry().make_context(), DYNAMIC_SLICE, "program.mlir"))
    assert level == "hlo"
    lowered = _lowered(DYNAMIC_SLICE, _until(default_pipeline(level), "convert-cf-assert-to-runtime-call"))
    assert _checks(lowered) == []
    lowered = _lowered(EXTRACT_SLICE, _until(default_pipeline("tensors"), "convert-cf-assert-to-runtime-call"))
    assert len(_checks(lowered)) == 2


CHAIN = """
#map = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %x = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %y = arith.mulf %x, %x : tensor<?xf32>
  %z = arith.addf %y, %a : tensor<?xf32>
  return %z : tensor<?xf32>
}
"""


def test_checks_keep_no_fused_producer_alive():
    """The checks of a linalg op read its operands' sizes (`tensor.dim` of its producer's result); canonicalize
    after the fusion folds them into the sizes the producer was made with, so that the chain is one loop nest,
    computed once (three before: convert-elementwise-to-linalg's `tensor.dim` kept the producers alive too)."""
    lowered = _lowered(CHAIN, _until(default_pipeline("tensors"), "buffer-results-to-out-params"))
    assert len([op for op in lowered.walk() if op.name == "linalg.generic"]) == 1
    assert len(_checks(lowered)) > 0


RESHAPE = """
func.func @main(%m: memref<16xf32>, %shape: memref<2x{0}>) -> memref<?x4xf32> {{
  %r = memref.reshape %m(%shape) : (memref<16xf32>, memref<2x{0}>) -> memref<?x4xf32>
  return %r : memref<?x4xf32>
}}
"""

RESHAPE_BAD = {
    f"{name}_{element}": (RESHAPE.format(element), [np.arange(16, dtype=np.float32), np.array(shape, dtype)], 3,
                          f"'memref.reshape' op {message}")
    for element, dtype in (("index", np.int64), ("i32", np.int32))
    for name, shape, message in (
        # A negative size made the result a view numpy could not hold ("internal error: ValueError").
        ("negative", [-7, 4], "negative or too large size of dim 0"),
        # More elements than the source: compiled code read past it.
        ("too_many", [5, 4], "shape does not match the number of source elements"),
        ("too_few", [3, 4], "shape does not match the number of source elements"),
        ("static_size", [8, 2], "size mismatch of dim 1"),
        # A product that wraps to 0 (2^62 * 4 in index, 2^30 * 4 in i32) with the other sizes.
        ("huge", [np.iinfo(dtype).max // 2 + 1, 4], "negative or too large size of dim 0"),
    )
}

REINTERPRET = """
func.func @main(%m: memref<16xf32>, %n: index) -> memref<?xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<16xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
"""


REINTERPRET_OUT = "'memref.reinterpret_cast' op result of reinterpret_cast is out-of-bounds of the base memref"


def test_compiled_reshapes_check_their_shape(tmp_path):
    """A memref.reshape whose shape operand does not view exactly the source's elements stops at the op (aiopt's
    check: upstream has none, and compiled code read past the source or returned a negative size). The interpreter
    stops at the same op, in its own words. A reinterpret_cast of a negative size stops at the op too (it was
    left to the read back of the result, 'result of shape [-3] has a negative size')."""
    cases = {**RESHAPE_BAD, "reinterpret_negative": (REINTERPRET, [np.arange(16, dtype=np.float32), np.array(-3)])}
    reported = _run_in_one_child(tmp_path, cases)
    assert reported[:-1] == [f"{line}: {message}" for _, _, line, message in RESHAPE_BAD.values()]
    assert reported[-1] == f"3: {REINTERPRET_OUT}", reported
    for text, inputs, line, _ in RESHAPE_BAD.values():
        with pytest.raises(RuntimeCheckError) as raised:
            interpret(text, [np.copy(a) for a in inputs])
        assert raised.value.to_diagnostic().location.line == line


@pytest.mark.parametrize("element, dtype", [("index", np.int64), ("i32", np.int32)])
def test_reshapes_of_the_right_shape_give_the_interpreters_numbers(element, dtype):
    text = RESHAPE.format(element)
    inputs = [np.arange(16, dtype=np.float32), np.array([4, 4], dtype)]
    compiled = compile(text, filename="reshape.mlir")(*[np.copy(a) for a in inputs])
    (expected,) = interpret(text, [np.copy(a) for a in inputs])
    np.testing.assert_array_equal(compiled, expected)
    assert compiled.shape == (4, 4)


VIEW = """
func.func @main(%b: memref<?xi8>, %shift: index, %n: index) -> memref<?x2x{0}> {{
  %v = memref.view %b[%shift][%n] : memref<?xi8> to memref<?x2x{0}>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %v[%c0, %c1] : memref<?x2x{0}>
  memref.store %x, %v[%c0, %c0] : memref<?x2x{0}>
  return %v : memref<?x2x{0}>
}}
"""

VIEW_BAD = {
    f"{name}_{element}": (VIEW.format(element), [np.arange(bytes_, dtype=np.int8), np.array(shift), np.array(n)], 3,
                          f"'memref.view' op {message}")
    for element in ("f32", "i16")
    for name, bytes_, shift, n, message in (
        # bounds_of_view of lowering/linalg-to-loops.mlir with random inputs wrote past a 1-byte buffer.
        ("past_end", 16, 0, 5, "view runs out-of-bounds of its source"),
        ("shifted_past_end", 16, 13, 1, "view runs out-of-bounds of its source"),
        ("negative_shift", 16, -4, 1, "byte shift is out-of-bounds"),
        ("shift_beyond", 16, 17, 0, "byte shift is out-of-bounds"),
        ("negative_size", 16, 0, -1, "negative size of dim 0"),
        # A size whose product with 2 and the element's bytes wraps to a small number.
        ("wrapping", 16, 0, 1 << 62, "view runs out-of-bounds of its source"),
    )
}


def test_compiled_views_stay_in_their_source(tmp_path):
    """A memref.view past its i8 source stops at the op (aiopt's check: upstream has none; compiled code wrote past
    the source); the interpreter stops at the same op in its own words."""
    assert _run_in_one_child(tmp_path, VIEW_BAD) == [f"{line}: {message}" for _, _, line, message in VIEW_BAD.values()]
    for text, inputs, line, _ in VIEW_BAD.values():
        with pytest.raises(RuntimeCheckError) as raised:
            interpret(text, [np.copy(a) for a in inputs])
        assert raised.value.to_diagnostic().location.line == line


@pytest.mark.parametrize("element, shift, n", [("f32", 0, 2), ("f32", 8, 1), ("i16", 0, 4), ("i16", 16, 0)])
def test_views_that_fit_give_the_interpreters_numbers(element, shift, n):
    text = VIEW.format(element)
    inputs = [np.arange(16, dtype=np.int8), np.array(shift), np.array(n)]
    if n == 0:  # an empty view at the end: nothing to load
        text = text.replace("  %x = memref.load %v[%c0, %c1] : memref<?x2x{0}>\n".format(element), "").replace(
            "  memref.store %x, %v[%c0, %c0] : memref<?x2x{0}>\n".format(element), "")
    compiled = compile(text, filename="view.mlir")(*[np.copy(a) for a in inputs])
    (expected,) = interpret(text, [np.copy(a) for a in inputs])
    np.testing.assert_array_equal(compiled, expected)


# -- integer division ----------------------------------------------------------------------------------------
# aiopt's checks (upstream has none): a divisor of 0, or the least signed value by -1, trapped compiled x86 code
# (SIGFPE killed the process; the fuzzer's ai-runner on transforms/canonicalize-semi-affine.mlir's first chunk).

SIGNED_OPS = ("divsi", "remsi", "ceildivsi", "floordivsi")
UNSIGNED_OPS = ("divui", "remui", "ceildivui")
DIVISION_TYPES = {"i32": np.int32, "index": np.int64, "i8": np.int8}


def _division(op: str, type_: str) -> str:
    return f"""
func.func @main(%a: {type_}, %b: {type_}) -> {type_} {{
  %q = arith.{op} %a, %b : {type_}
  return %q : {type_}
}}
"""


AFFINE_MOD = """
func.func @main(%m: memref<8xf32>, %i: index, %n: index) -> (index, f32) {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 floordiv (s0 * 2))>(%i)[%n]
  %x = affine.load %m[%i mod symbol(%n)] : memref<8xf32>
  return %r, %x : index, f32
}
"""

AFFINE_LOAD_MOD = """
func.func @main(%m: memref<8xf32>, %i: index, %n: index) -> f32 {
  %x = affine.load %m[%i ceildiv symbol(%n)] : memref<8xf32>
  return %x : f32
}
"""

AFFINE_FOR = """
func.func @main(%n: index, %d: index) -> index {
  %c0 = arith.constant 0 : index
  %s = affine.for %k = 0 to affine_map<()[s0, s1] -> (s0 ceildiv s1)>()[%n, %d] iter_args(%acc = %c0) -> (index) {
    %t = arith.addi %acc, %k : index
    affine.yield %t : index
  }
  return %s : index
}
"""

AFFINE_IF_PARALLEL = """
func.func @main(%i: index, %n: index, %d: index) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.if affine_set<(d0)[s0] : (d0 mod s0 == 0)>(%i)[%n] -> index {
    affine.yield %c1 : index
  } else {
    affine.yield %c0 : index
  }
  %s = affine.parallel (%k) = (0) to (symbol(%i) floordiv symbol(%d)) reduce ("addi") -> (i64) {
    %x = arith.index_cast %k : index to i64
    affine.yield %x : i64
  }
  return %r, %s : index, i64
}
"""

LEAST_INDEX = np.iinfo(np.int64).min
LEAST_I32 = np.iinfo(np.int32).min

LINALG_DIVISION = """
func.func @main(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                  iterator_types = ["parallel"]} ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %q = arith.divsi %x, %y : i32
    linalg.yield %q : i32
  }
  return
}
"""

LINALG_TENSOR_REMAINDER = """
func.func @main(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%b : tensor<?xi8>) outs(%a : tensor<?xi8>) {
  ^bb0(%y: i8, %x: i8):
    %q = arith.remui %x, %y : i8
    linalg.yield %q : i8
  } -> tensor<?xi8>
  return %r : tensor<?xi8>
}
"""

INDEX_SIGNED_OPS = ("divs", "rems", "ceildivs", "floordivs")
INDEX_UNSIGNED_OPS = ("divu", "remu", "ceildivu")


def _index_division(op: str) -> str:
    """An index dialect division (index_to_llvm makes it arith's, after the checks)."""
    return f"""
func.func @main(%a: index, %b: index) -> index {{
  %q = index.{op} %a, %b
  return %q : index
}}
"""


def _scalars(type_: str, *values: int) -> list[np.ndarray]:
    return [np.array(value).astype(DIVISION_TYPES[type_]) for value in values]


BAD_DIVISIONS = {
    **{
        f"{op}_{type_}_by_zero": (_division(op, type_), _scalars(type_, 7, 0), 3, f"'arith.{op}' op division by zero")
        for k, op in enumerate(SIGNED_OPS + UNSIGNED_OPS)
        for type_ in [list(DIVISION_TYPES)[k % 3]]
    },
    **{
        f"{op}_{type_}_overflow": (
            _division(op, type_),
            _scalars(type_, np.iinfo(DIVISION_TYPES[type_]).min, -1),
            3,
            f"'arith.{op}' op signed division overflow",
        )
        for k, op in enumerate(SIGNED_OPS)
        for type_ in [list(DIVISION_TYPES)[(k + 1) % 3]]
    },
    "affine_apply_mod": (AFFINE_MOD, [np.zeros(8, np.float32), np.array(5), np.array(0)], 3,
                         "'affine.apply' op division by zero"),
    "affine_load_ceildiv": (AFFINE_LOAD_MOD, [np.zeros(8, np.float32), np.array(5), np.array(0)], 3,
                            "'affine.load' op division by zero"),
    # lower-affine's expansions hold for a positive divisor: the least index mod (or ceildiv) -1 trapped, and
    # 7 floordiv -2 was -3 (the map's -4, the interpreter's).
    "affine_apply_least_mod_minus_one": (AFFINE_MOD, [np.zeros(8, np.float32), np.array(LEAST_INDEX), np.array(-1)],
                                         3, "'affine.apply' op division by a negative value"),
    "affine_load_least_ceildiv_minus_one": (AFFINE_LOAD_MOD, [np.zeros(8, np.float32), np.array(LEAST_INDEX),
                                                              np.array(-1)], 3,
                                            "'affine.load' op division by a negative value"),
    "affine_apply_floordiv_negative": (AFFINE_MOD, [np.zeros(8, np.float32), np.array(7), np.array(-2)], 3,
                                       "'affine.apply' op division by a negative value"),
    "affine_for_bound_by_zero": (AFFINE_FOR, _scalars("index", 7, 0), 4, "'affine.for' op division by zero"),
    "affine_if_by_zero": (AFFINE_IF_PARALLEL, _scalars("index", 7, 0, 2), 5, "'affine.if' op division by zero"),
    # A division in a linalg body is checked for each element (a hand-written linalg.generic trapped).
    "linalg_body_by_zero": (LINALG_DIVISION, [np.arange(4, dtype=np.int32), np.array([1, 2, 0, 4], np.int32),
                                              np.zeros(4, np.int32)], 6, "'arith.divsi' op division by zero"),
    "linalg_body_overflow": (LINALG_DIVISION, [np.array([1, LEAST_I32, 3, 4], np.int32),
                                               np.array([1, -1, 1, 1], np.int32), np.zeros(4, np.int32)], 6,
                             "'arith.divsi' op signed division overflow"),
    "linalg_tensor_body_by_zero": (LINALG_TENSOR_REMAINDER, [np.arange(5, dtype=np.int8), np.array([3, 3, 3, 3, 0],
                                                                                                   np.int8)], 6,
                                   "'arith.remui' op division by zero"),
    "affine_parallel_by_negative": (AFFINE_IF_PARALLEL, _scalars("index", 7, 2, -1), 10,
                                    "'affine.parallel' op division by a negative value"),
    **{f"index_{op}_by_zero": (_index_division(op), _scalars("index", 7, 0), 3, f"'index.{op}' op division by zero")
       for op in INDEX_SIGNED_OPS + INDEX_UNSIGNED_OPS},
    **{f"index_{op}_overflow": (_index_division(op), _scalars("index", LEAST_INDEX, -1), 3,
                                f"'index.{op}' op signed division overflow") for op in INDEX_SIGNED_OPS},
}  # fmt: skip

GOOD_DIVISIONS = {
    **{
        f"{op}_{type_}": (_division(op, type_), _scalars(type_, a, b))
        for op in SIGNED_OPS + UNSIGNED_OPS
        for type_ in DIVISION_TYPES
        for a, b in [(-7, 2), (7, -2), *((least, b) for least in [np.iinfo(DIVISION_TYPES[type_]).min]
                                         for b in (1, 2, -2, least))]
    },
    "affine_mod": (AFFINE_MOD, [np.arange(8, dtype=np.float32), np.array(13), np.array(3)]),
    "affine_mod_negative_dividend": (AFFINE_MOD, [np.arange(8, dtype=np.float32), np.array(-13), np.array(3)]),
    "affine_for_bound": (AFFINE_FOR, _scalars("index", 13, 2)),
    "affine_if_parallel": (AFFINE_IF_PARALLEL, _scalars("index", 12, 3, 5)),
    "linalg_tensor_body": (LINALG_TENSOR_REMAINDER, [np.array([7, -1, 9], np.int8), np.array([2, 3, -128], np.int8)]),
    **{
        f"index_{op}_{a}_{b}": (_index_division(op), _scalars("index", a, b))
        for op in INDEX_SIGNED_OPS + INDEX_UNSIGNED_OPS
        for a, b in [(-7, 2), (7, -2), (LEAST_INDEX, 1)]
    },
}


def test_compiled_divisions_are_located_errors(tmp_path):
    """In one child process (before the checks, SIGFPE killed it): each op, each condition, a RuntimeCheckError."""
    assert _run_in_one_child(tmp_path, BAD_DIVISIONS) == [
        f"{line}: {message}" for _, _, line, message in BAD_DIVISIONS.values()
    ]


@pytest.mark.parametrize("name", list(BAD_DIVISIONS))
def test_interpreter_checks_divisions_alike(name):
    """The interpreter stops at the same op in the same words (it computed `7 / 0` as 7 before)."""
    text, inputs, line, message = BAD_DIVISIONS[name]
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, inputs)
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


def test_ai_runner_reports_a_division_by_zero(tmp_path):
    """`ai-runner` exits with status 1 and the located error, compiled and interpreted."""
    text, inputs, line, message = BAD_DIVISIONS["remsi_index_by_zero"]
    program, arrays = _save(tmp_path, text, inputs)
    for mode in ([], ["--interpret"]):
        done = run_tool("ai-runner", str(program), "--inputs", str(arrays), *mode, timeout=120)
        assert done.returncode == 1, done.stderr
        assert f"checked.mlir:{line}:" in done.stderr and f"error: {message}" in done.stderr, done.stderr


def test_divisions_that_hold_give_the_interpreters_numbers():
    for name, (text, inputs) in GOOD_DIVISIONS.items():
        compiled = compile(text, filename=f"{name}.mlir")(*inputs)
        expected = interpret(text, inputs)
        for got, want in zip(compiled if isinstance(compiled, tuple | list) else [compiled], expected, strict=True):
            np.testing.assert_array_equal(got, want, err_msg=name)


def test_constant_divisors_and_hlo_divisions_get_no_checks():
    """A constant divisor that makes the checks hold (4) makes no check; an HLO program's division (defined for
    a divisor of 0 by selects) gets none either."""
    constant = _division("divsi", "i32").replace("%a, %b", "%a, %c4").replace(
        "  %q", "  %c4 = arith.constant 4 : i32\n  %q"
    )
    checked_until = _until(default_pipeline("buffers"), "convert-cf-assert-to-runtime-call")
    assert _checks(_lowered(constant, checked_until)) == []
    assert len(_checks(_lowered(_division("divsi", "i32"), checked_until))) == 2
    hlo = """
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %q = stablehlo.divide %a, %b : tensor<4xi32>
  %r = stablehlo.remainder %a, %b : tensor<4xi32>
  return %q, %r : tensor<4xi32>, tensor<4xi32>
}
"""
    assert input_level(parse_module(default_registry().make_context(), hlo, "program.mlir")) == "hlo"
    assert _checks(_lowered(hlo, _until(default_pipeline("hlo"), "convert-cf-assert-to-runtime-call"))) == []


# -- integer division of vectors and tensors: every lane is checked (SIGFPE killed the process before) -------

LANE_TYPES = {"i32": np.int32, "i8": np.int8, "index": np.int64}

VECTOR_DIVISION = """
func.func @main(%a: memref<4x{t}>, %b: memref<4x{t}>, %o: memref<4x{t}>) {{
  %c0 = arith.constant 0 : index
  %va = vector.load %a[%c0] : memref<4x{t}>, vector<4x{t}>
  %vb = vector.load %b[%c0] : memref<4x{t}>, vector<4x{t}>
  %q = arith.{op} %va, %vb : vector<4x{t}>
  vector.store %q, %o[%c0] : memref<4x{t}>, vector<4x{t}>
  return
}}
"""

TENSOR_DIVISION = """
func.func @main(%a: tensor<{shape}{t}>, %b: tensor<{shape}{t}>) -> tensor<{shape}{t}> {{
  %q = arith.{op} %a, %b : tensor<{shape}{t}>
  return %q : tensor<{shape}{t}>
}}
"""


def _lanes(op: str, t: str, dividend, divisor, *, vector: bool = False, shape: str = "?x2x") -> tuple:
    """A division of vectors (loaded from buffers, the quotient stored into a third) or of tensors, and its
    operands."""
    a, b = (np.array(x).astype(LANE_TYPES[t]) for x in (dividend, divisor))
    if vector:
        return VECTOR_DIVISION.format(op=op, t=t), [a, b, np.zeros_like(a)]
    return TENSOR_DIVISION.format(op=op, t=t, shape=shape), [a, b]


LEAST = {t: np.iinfo(dtype).min for t, dtype in LANE_TYPES.items()}


def _bad_lanes(op: str, t: str, dividend, divisor, requirement: str, **kwargs) -> tuple:
    """A bad division of lanes, the line of its op and its located error."""
    text, inputs = _lanes(op, t, dividend, divisor, **kwargs)
    return text, inputs, 6 if kwargs.get("vector") else 3, f"'arith.{op}' op {requirement}"


BAD_LANE_DIVISIONS = {
    "vector_divsi_by_zero": _bad_lanes("divsi", "i32", [1, 2, 3, 4], [1, 0, 1, 1], "division by zero", vector=True),
    "vector_divui_last_lane_zero": _bad_lanes("divui", "i8", [1, 2, 3, 4], [1, 1, 1, 0], "division by zero",
                                              vector=True),
    "vector_remsi_overflow": _bad_lanes("remsi", "i8", [1, 2, LEAST["i8"], 4], [1, 1, -1, 1],
                                        "signed division overflow", vector=True),
    "vector_ceildivsi_index_overflow": _bad_lanes("ceildivsi", "index", [1, LEAST["index"], 3, 4], [1, -1, 1, 1],
                                                  "signed division overflow", vector=True),
    # A zero in one lane and an overflow in another: the zero is checked first, in every lane.
    "vector_zero_before_overflow": _bad_lanes("floordivsi", "i32", [LEAST["i32"], 7, 7, 7], [-1, 1, 1, 0],
                                              "division by zero", vector=True),
    "tensor_divsi_by_zero": _bad_lanes("divsi", "i32", [[1, 2], [3, 4]], [[1, 1], [1, 0]], "division by zero"),
    "tensor_remsi_overflow": _bad_lanes("remsi", "index", [[1, 2], [LEAST["index"], 4]], [[1, 1], [-1, 1]],
                                        "signed division overflow"),
    "tensor_ceildivui_by_zero": _bad_lanes("ceildivui", "i8", [[1, 2]] * 3, [[1, 1], [0, 1], [1, 1]],
                                           "division by zero"),
    "tensor_0d_ceildivsi_overflow": _bad_lanes("ceildivsi", "i32", LEAST["i32"], -1, "signed division overflow",
                                               shape=""),
    "tensor_static_remui_by_zero": _bad_lanes("remui", "index", [[5, 5]], [[0, 3]], "division by zero",
                                              shape="1x2x"),
}  # fmt: skip

GOOD_LANE_DIVISIONS = {
    **{
        f"vector_{op}_{t}": _lanes(op, t, [-7, 7, LEAST[t], 5], [2, -2, 1, 3], vector=True)
        for op in SIGNED_OPS + UNSIGNED_OPS
        for t in LANE_TYPES
    },
    **{
        f"tensor_{op}_{t}": _lanes(op, t, [[-7, 7], [LEAST[t], 5], [0, -1]], [[2, -2], [1, 3], [-1, 7]])
        for op in SIGNED_OPS + UNSIGNED_OPS
        for t in LANE_TYPES
    },
    "tensor_empty": _lanes("divsi", "i32", np.zeros((0, 2)), np.zeros((0, 2))),
    "tensor_0d": _lanes("floordivsi", "i8", -7, 2, shape=""),
}


def test_compiled_vector_and_tensor_divisions_are_located_errors(tmp_path):
    """In one child process (before the checks, SIGFPE killed it): a zero divisor or an overflow in any lane of a
    vector or tensor division is a RuntimeCheckError at the op."""
    assert _run_in_one_child(tmp_path, BAD_LANE_DIVISIONS) == [
        f"{line}: {message}" for _, _, line, message in BAD_LANE_DIVISIONS.values()
    ]


@pytest.mark.parametrize("name", list(BAD_LANE_DIVISIONS))
def test_interpreter_checks_every_lane_alike(name):
    """The interpreter stops at the same op in the same words (it computed numpy's 0 for a lane's `x / 0`)."""
    text, inputs, line, message = BAD_LANE_DIVISIONS[name]
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, [np.copy(a) for a in inputs])
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


def test_vector_and_tensor_divisions_that_hold_give_the_interpreters_numbers():
    for name, (text, inputs) in GOOD_LANE_DIVISIONS.items():
        compiled_inputs, interpreted_inputs = [np.copy(a) for a in inputs], [np.copy(a) for a in inputs]
        compiled = compile(text, filename=f"{name}.mlir")(*compiled_inputs)
        expected = interpret(text, interpreted_inputs)
        if name.startswith("vector"):  # the quotient is stored into the third buffer
            compiled, expected = compiled_inputs[2], [interpreted_inputs[2]]
        np.testing.assert_array_equal(compiled, expected[0], err_msg=name)


# -- recursion: calls within a cycle of the call graph nest at most RECURSION_LIMIT deep -------------------------
# aiopt's check (upstream has none): too deep a recursion overflowed the stack and killed the process (SIGSEGV),
# an endless tail recursion hung. Now a located "recursion too deep" at the call made at depth RECURSION_LIMIT.

SUM = """
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %done -> i64 {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @sum(%m) : (i64) -> i64
    %t = arith.addi %s, %n : i64
    scf.yield %t : i64
  }
  return %r : i64
}
func.func @main(%n: i64) -> i64 {
  %r = func.call @sum(%n) : (i64) -> i64
  return %r : i64
}
"""

FOREVER = """
func.func @main(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %m = arith.addi %n, %c1 : i64
  %r = func.call @main(%m) : (i64) -> i64
  return %r : i64
}
"""

EVEN_ODD = """
func.func @even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %zero -> i1 {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %m = arith.subi %n, %c1 : i64
    %o = func.call @odd(%m) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}
func.func @odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %zero = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %zero -> i1 {
    %f = arith.constant false
    scf.yield %f : i1
  } else {
    %m = arith.subi %n, %c1 : i64
    %e = func.call @even(%m) : (i64) -> i1
    scf.yield %e : i1
  }
  return %r : i1
}
func.func @main(%n: i64) -> i1 {
  %r = func.call @even(%n) : (i64) -> i1
  return %r : i1
}
"""

FILL = """
func.func private @fill(%m: memref<?xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %more = arith.cmpi slt, %i, %n : index
  scf.if %more {
    %j = arith.addi %i, %c1 : index
    func.call @fill(%m, %j) : (memref<?xf32>, index) -> ()
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}
func.func @main(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  func.call @fill(%m, %c0) : (memref<?xf32>, index) -> ()
  return
}
"""

TOO_DEEP = "'func.call' op recursion too deep"

BAD_RECURSION = {
    "sum_past_the_limit": (SUM, [np.int64(RECURSION_LIMIT + 1)], 10, TOO_DEEP),
    "sum_for_ever": (SUM, [np.int64(1 << 40)], 10, TOO_DEEP),
    "endless_tail_call_of_the_entry": (FOREVER, [np.int64(0)], 5, TOO_DEEP),
    # Depth 1000 is reached in @even (main calls @even at depth 0; the calls alternate): its call fails.
    "mutual": (EVEN_ODD, [np.int64(5000)], 11, TOO_DEEP),
    # The store after the call keeps LLVM from making a loop of it: 2^20 frames overflowed the 8 MiB stack.
    "buffer_past_the_limit": (FILL, [np.zeros(RECURSION_LIMIT + 1, np.float32)], 9, TOO_DEEP),
    "buffer_far_past_the_limit": (FILL, [np.zeros(1 << 20, np.float32)], 9, TOO_DEEP),
}


def test_compiled_recursion_too_deep_is_a_located_error(tmp_path):
    """In one child process (before the check: SIGSEGV, or a hang for the endless tail call)."""
    assert _run_in_one_child(tmp_path, BAD_RECURSION) == [
        f"{line}: {message}" for _, _, line, message in BAD_RECURSION.values()
    ]


@pytest.mark.parametrize("name", list(BAD_RECURSION))
def test_interpreter_stops_recursion_alike(name):
    """The interpreter counts the same depth and stops at the same call in the same words (it said 'is nested too
    deeply (calls or regions) for the interpreter' at a depth that depended on its frames)."""
    text, inputs, line, message = BAD_RECURSION[name]
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, [np.copy(a) for a in inputs])
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


GOOD_RECURSION = {
    "sum_at_the_limit": (SUM, [np.int64(RECURSION_LIMIT)]),
    "sum_shallow": (SUM, [np.int64(10)]),
    "mutual": (EVEN_ODD, [np.int64(RECURSION_LIMIT)]),
    "buffer_at_the_limit": (FILL, [np.zeros(RECURSION_LIMIT, np.float32)]),
}


@pytest.mark.parametrize("name", list(GOOD_RECURSION))
def test_recursion_within_the_limit_gives_the_interpreters_numbers(name):
    text, inputs = GOOD_RECURSION[name]
    compiled_inputs, interpreted_inputs = [np.copy(a) for a in inputs], [np.copy(a) for a in inputs]
    compiled = compile(text, filename=f"{name}.mlir")(*compiled_inputs)
    expected = interpret(text, interpreted_inputs)
    if name.startswith("buffer"):  # the buffer the function fills
        compiled, expected = compiled_inputs[0], [interpreted_inputs[0]]
        np.testing.assert_array_equal(compiled, np.arange(len(compiled), dtype=np.float32))
    np.testing.assert_array_equal(compiled, expected[0])


def test_functions_that_do_not_recurse_are_left_as_they_are():
    """No depth argument and no check where no call lies on a cycle (a call graph that is a DAG)."""
    text = SUM.replace("func.call @sum(%m)", "func.call @leaf(%m)") + """
func.func @leaf(%n: i64) -> i64 {
  return %n : i64
}
"""
    checked = _lowered(text, "generate-runtime-verification")
    assert [op.sym_name.data for op in checked.body.block.ops] == ["sum", "main", "leaf"]
    assert _checks(checked) == []
    recursive = _lowered(SUM, "generate-runtime-verification")
    assert [op.sym_name.data for op in recursive.body.block.ops] == ["aiopt_stack_left", "sum", "sum.depth", "main"]
    assert len(_checks(recursive)) == 1


def _nested_sum(levels: int) -> str:
    """SUM whose recursive call lies `levels` scf.if regions deep: more interpreter frames per call."""
    body = "%s = func.call @sum(%m) : (i64) -> i64\n%v0 = arith.addi %s, %n : i64\n"
    for k in range(1, levels + 1):
        body = f"%v{k} = scf.if %true -> i64 {{\n{body}scf.yield %v{k - 1} : i64\n}} else {{\nscf.yield %c0 : i64\n}}\n"
    return SUM.replace("  %done =", "  %true = arith.constant true\n  %done =").replace(
        "    %s = func.call @sum(%m) : (i64) -> i64\n    %t = arith.addi %s, %n : i64\n    scf.yield %t : i64",
        f"{body}scf.yield %v{levels} : i64",
    )


def test_interpreter_out_of_frames_in_a_recursion_says_the_same():
    """Where the interpreter runs out of Python frames before the limit (a call 12 regions deep), its error is
    the same 'recursion too deep' at the recursive call, not its own 'nested too deeply' (its limit, not the
    program's: compiled code computes the sum)."""
    text = _nested_sum(12)
    assert "func.call @sum" in text and "%v12" in text
    with pytest.raises(RuntimeCheckError) as raised:
        interpret(text, [np.int64(RECURSION_LIMIT)])
    assert raised.value.to_diagnostic().message == TOO_DEEP
    (shallow,) = interpret(text, [np.int64(10)])
    assert shallow == 55
    assert compile(text, filename="nested_sum.mlir")(np.int64(RECURSION_LIMIT)) == RECURSION_LIMIT * 1001 // 2


# -- the stack: allocas and deep frames -----------------------------------------------------------------------
# A memref.alloca that did not fit in the stack left moved the stack pointer past the stack's end (SIGSEGV, or
# writes into whatever memory lay there), a negative size moved it up into the callers' frames, an alloca in a
# loop grew the stack each iteration (upstream frees it when the function returns), and a recursion of large
# frames overflowed the stack long before RECURSION_LIMIT: all SIGSEGV before. Now each is a located error: the
# alloca checks its bytes against what the thread's stack has left (`aiopt_stack_left`), and a recursive call
# the callee's frame.

DYNAMIC_ALLOCA = """
func.func @main(%n: index, %i: index) -> f32 {
  %m = memref.alloca(%n) : memref<?xf32>
  %v = arith.constant 7.0 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  %x = memref.load %m[%i] : memref<?xf32>
  return %x : f32
}
"""

STATIC_ALLOCA = """
func.func @main(%i: index) -> f32 {
  %m = memref.alloca() : memref<8388608xf32>
  %v = arith.constant 7.0 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<8388608xf32>)
  %x = memref.load %m[%i] : memref<8388608xf32>
  return %x : f32
}
"""

ALLOCA_IN_A_LOOP = """
func.func @main(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %m = memref.alloca() : memref<16xf32>
    %v = arith.constant 1.0 : f32
    linalg.fill ins(%v : f32) outs(%m : memref<16xf32>)
    %x = memref.load %m[%c1] : memref<16xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
"""

LARGE_FRAMES = """
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<65536xf32>
  %i = arith.index_cast %n : index to i64
  %x = arith.sitofp %i : i64 to f32
  linalg.fill ins(%x : f32) outs(%m : memref<65536xf32>)
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> f32 {
    scf.yield %x : f32
  } else {
    %k = arith.subi %n, %c1 : index
    %s = func.call @f(%k) : (index) -> f32
    %y = memref.load %m[%k] : memref<65536xf32>
    %t = arith.addf %s, %y : f32
    scf.yield %t : f32
  }
  return %r : f32
}
func.func @main(%n: index) -> f32 {
  %r = func.call @f(%n) : (index) -> f32
  return %r : f32
}
"""

NO_STACK = "'memref.alloca' op allocation does not fit in the stack left"

BAD_STACK = {
    "alloca_of_16_gib": (DYNAMIC_ALLOCA, [np.int64(1 << 32), np.int64(0)], 3, NO_STACK),
    "alloca_of_16_mib": (DYNAMIC_ALLOCA, [np.int64(1 << 22), np.int64(0)], 3, NO_STACK),
    "alloca_negative": (DYNAMIC_ALLOCA, [np.int64(-(10**6)), np.int64(0)], 3,
                        "'memref.alloca' op negative size of dim 0"),
    "static_alloca_of_32_mib": (STATIC_ALLOCA, [np.int64(5)], 3, NO_STACK),
    "alloca_in_a_loop": (ALLOCA_IN_A_LOOP, [np.int64(10**7)], 7, NO_STACK),
    # 256 KiB a frame: the 8 MiB stack holds about 30 of them, not RECURSION_LIMIT.
    "large_frames": (LARGE_FRAMES, [np.int64(500)], 14, TOO_DEEP),
}


def test_compiled_stack_overflows_are_located_errors(tmp_path):
    """In one child process (each was SIGSEGV before)."""
    expected = [f"{line}: {message}" for _, _, line, message in BAD_STACK.values()]
    assert _run_in_one_child(tmp_path, BAD_STACK) == expected


def test_ai_runner_reports_an_alloca_too_large(tmp_path):
    program, arrays = _save(tmp_path, DYNAMIC_ALLOCA, BAD_STACK["alloca_of_16_gib"][1])
    done = run_tool("ai-runner", str(program), "--inputs", str(arrays), timeout=120)
    assert done.returncode == 1, done.stderr
    assert f"checked.mlir:3:8: error: {NO_STACK}" in done.stderr, done.stderr


GOOD_STACK = {
    "alloca_of_4_mib": (DYNAMIC_ALLOCA, [np.int64(1 << 20), np.int64(12345)]),
    "alloca_in_a_loop": (ALLOCA_IN_A_LOOP, [np.int64(1000)]),
    "large_frames": (LARGE_FRAMES, [np.int64(10)]),
}


@pytest.mark.parametrize("name", list(GOOD_STACK))
def test_what_fits_in_the_stack_gives_the_interpreters_numbers(name):
    text, inputs = GOOD_STACK[name]
    compiled = compile(text, filename=f"{name}.mlir")(*inputs)
    (expected,) = interpret(text, list(inputs))
    np.testing.assert_array_equal(compiled, expected)


def test_small_allocas_of_the_entry_block_are_not_checked():
    """The frame of a function (static allocas of its entry block, 8 KiB at most together) needs no check; a
    larger one, a dynamic one and one in a loop do."""
    small = STATIC_ALLOCA.replace("8388608", "2048")
    for text, checked in ((small, False), (STATIC_ALLOCA, True), (DYNAMIC_ALLOCA, True), (ALLOCA_IN_A_LOOP, True)):
        messages = _checks(_lowered(text, "generate-runtime-verification"))
        assert any("allocation does not fit in the stack left" in m for m in messages) == checked, text


# -- reinterpret_cast within its allocation --------------------------------------------------------------------
# A memref.reinterpret_cast whose offset, sizes and strides reach past the allocation its source views read and
# wrote wherever they pointed (an offset of 10^9: SIGSEGV). Now checked against that allocation (an alloc,
# alloca, global or argument of a public function), as the interpreter checks: through the base buffer of a
# subview it may reach the whole allocation, past the subview.

BASE_OF_SUBVIEW = """
func.func @main(%m: memref<8xf32>, %o: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sub = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %sub
    : memref<4xf32, strided<[1], offset: 2>> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%o], sizes: [%n], strides: [1]
    : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  %init = arith.constant 0.0 : f32
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %r[%k] : memref<?xf32, strided<[1], offset: ?>>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}
"""

STRIDED_CAST = """
func.func @main(%o: index, %n: index, %s: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %m = memref.alloc() : memref<4x4xf32>
  %v = arith.constant 1.0 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<4x4xf32>)
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [%n], strides: [%s]
    : memref<4x4xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}
"""


def _offset_size(o: int, n: int) -> list:
    return [np.arange(8, dtype=np.float32), np.int64(o), np.int64(n)]


BAD_REINTERPRET = {
    "past_the_end": (BASE_OF_SUBVIEW, _offset_size(5, 4), 8, REINTERPRET_OUT),
    "before_the_start": (BASE_OF_SUBVIEW, _offset_size(-1, 2), 8, REINTERPRET_OUT),
    "far_away": (BASE_OF_SUBVIEW, _offset_size(10**9, 1), 8, REINTERPRET_OUT),
    "negative_size": (BASE_OF_SUBVIEW, _offset_size(0, -3), 8, REINTERPRET_OUT),
    "stride_past_the_end": (STRIDED_CAST, [np.int64(0), np.int64(5), np.int64(4)], 6, REINTERPRET_OUT),
    "negative_stride_before": (STRIDED_CAST, [np.int64(3), np.int64(5), np.int64(-1)], 6, REINTERPRET_OUT),
    "huge_stride": (STRIDED_CAST, [np.int64(0), np.int64(3), np.int64(1 << 62)], 6, REINTERPRET_OUT),
    # 2 * -2^63 wraps to 0: the reach is bounded before the product is taken.
    "least_stride": (STRIDED_CAST, [np.int64(0), np.int64(3), np.int64(np.iinfo(np.int64).min)], 6, REINTERPRET_OUT),
}


def test_compiled_reinterpret_casts_stay_in_their_allocation(tmp_path):
    """In one child process (an offset of 10^9 was SIGSEGV)."""
    expected = [f"{line}: {message}" for _, _, line, message in BAD_REINTERPRET.values()]
    assert _run_in_one_child(tmp_path, BAD_REINTERPRET) == expected


@pytest.mark.parametrize("name", list(BAD_REINTERPRET))
def test_interpreter_checks_reinterpret_casts_alike(name):
    text, inputs, line, message = BAD_REINTERPRET[name]
    with pytest.raises((RuntimeCheckError, DiagnosticError)) as raised:
        interpret(text, list(inputs))
    diagnostic = raised.value.to_diagnostic()
    assert (diagnostic.location.line, diagnostic.message) == (line, message)


GOOD_REINTERPRET = {
    "whole_allocation": (BASE_OF_SUBVIEW, _offset_size(0, 8)),
    "to_the_end": (BASE_OF_SUBVIEW, _offset_size(5, 3)),
    "empty_at_the_end": (BASE_OF_SUBVIEW, _offset_size(8, 0)),
    "column": (STRIDED_CAST, [np.int64(1), np.int64(4), np.int64(4)]),
    "backwards": (STRIDED_CAST, [np.int64(15), np.int64(16), np.int64(-1)]),
    "broadcast": (STRIDED_CAST, [np.int64(15), np.int64(1 << 40), np.int64(0)]),
    "one_element_far_stride": (STRIDED_CAST, [np.int64(3), np.int64(1), np.int64(1 << 40)]),
}


@pytest.mark.parametrize("name", list(GOOD_REINTERPRET))
def test_reinterpret_casts_within_the_allocation_give_the_interpreters_numbers(name):
    text, inputs = GOOD_REINTERPRET[name]
    if name == "broadcast":  # 2^40 elements of stride 0: checked, not copied out
        function = compile(text.replace("-> memref<?xf32, strided<[?], offset: ?>>", "").replace(
            "return %r : memref<?xf32, strided<[?], offset: ?>>", "return"), filename=f"{name}.mlir")
        function(*inputs)
        return
    compiled = compile(text, filename=f"{name}.mlir")(*inputs)
    (expected,) = interpret(text, list(inputs))
    np.testing.assert_array_equal(compiled, expected)


# -- collapse_shape of dims that are not contiguous ----------------------------------------------------------
# A memref.collapse_shape whose strides are dynamic reads its group as one run of elements; where the dims were
# not laid out so (rows of 60 at a row stride of 1 in 64 elements) compiled code read past the allocation (index
# 239 of 64), and the interpreter stopped with an internal error (numpy's AttributeError). Now both stop at the
# collapse_shape in the same words.

COLLAPSE = """
func.func @main(%m: memref<64xf32>, %rows: index, %cols: index, %stride: index, %k: index) -> f32 {
  %v = memref.reinterpret_cast %m to offset: [0], sizes: [%rows, %cols], strides: [%stride, 1]
    : memref<64xf32> to memref<?x?xf32, strided<[?, 1]>>
  %c = memref.collapse_shape %v [[0, 1]] : memref<?x?xf32, strided<[?, 1]>> into memref<?xf32, strided<[?]>>
  %x = memref.load %c[%k] : memref<?xf32, strided<[?]>>
  return %x : f32
}
"""

NOT_CONTIGUOUS = "'memref.collapse_shape' op dims of a reassoc group are not contiguous"


def _collapse(rows: int, cols: int, stride: int, k: int) -> list:
    return [np.arange(64, dtype=np.float32), *(np.int64(n) for n in (rows, cols, stride, k))]


BAD_COLLAPSE = {
    "overlapping_rows": (COLLAPSE, _collapse(4, 60, 1, 239), 5, NOT_CONTIGUOUS),
    "rows_with_gaps": (COLLAPSE, _collapse(4, 8, 16, 0), 5, NOT_CONTIGUOUS),
    # Read at the innermost stride (1), a column of 8 rows read 8 consecutive elements: element 7 was 7, not 56.
    "one_column": (COLLAPSE, _collapse(8, 1, 8, 7), 5, NOT_CONTIGUOUS),
}

GOOD_COLLAPSE = {
    "contiguous": _collapse(4, 16, 16, 63),
    "one_row_any_stride": _collapse(1, 60, 1000, 59),
    "empty": _collapse(0, 8, 3, 0),
}


def test_compiled_collapse_shapes_of_contiguous_dims_only(tmp_path):
    """In one child process (the overlapping rows read past the buffer before)."""
    expected = [f"{line}: {message}" for _, _, line, message in BAD_COLLAPSE.values()]
    assert _run_in_one_child(tmp_path, BAD_COLLAPSE) == expected
    for text, inputs, line, message in BAD_COLLAPSE.values():
        with pytest.raises(RuntimeCheckError) as raised:
            interpret(text, list(inputs))
        assert (raised.value.to_diagnostic().location.line, raised.value.to_diagnostic().message) == (line, message)


@pytest.mark.parametrize("name", list(GOOD_COLLAPSE))
def test_contiguous_collapse_shapes_give_the_interpreters_numbers(name):
    inputs = GOOD_COLLAPSE[name]
    if name == "empty":  # nothing to collapse: the load of the empty view fails alike
        with pytest.raises(RuntimeCheckError, match="'memref.load' op out-of-bounds access"):
            compile(COLLAPSE, filename=f"{name}.mlir")(*inputs)
        with pytest.raises(RuntimeCheckError, match="'memref.load' op out-of-bounds access"):
            interpret(COLLAPSE, list(inputs))
        return
    compiled = compile(COLLAPSE, filename=f"{name}.mlir")(*inputs)
    (expected,) = interpret(COLLAPSE, list(inputs))
    np.testing.assert_array_equal(compiled, expected)
    assert compiled == inputs[-1]  # element k of arange


def test_collapse_shapes_of_static_strides_get_no_check():
    text = COLLAPSE.replace("%stride, 1]", "16, 1]").replace("strided<[?, 1]>", "strided<[16, 1]>")
    assert not [m for m in _checks(_lowered(text, "generate-runtime-verification")) if "contiguous" in m]
    assert [m for m in _checks(_lowered(COLLAPSE, "generate-runtime-verification")) if "contiguous" in m]


# -- writes into a constant memref.global ---------------------------------------------------------------------
# Undefined in MLIR: LLVM dropped the store (compiled code returned the global unchanged), the interpreter
# stopped with numpy's words ('failed at run time in the reference interpreter: assignment destination is
# read-only'). Now both stop at the op that writes, through any view of the global, in the same words.

_CONSTANT = """
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" @w : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @main(%i: index, %out: memref<4xf32>) -> memref<4xf32> {{
  %c0 = arith.constant 0 : index
  %x = arith.constant 7.0 : f32
  %m = memref.get_global @{name} : memref<4xf32>
  {write}
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return %out : memref<4xf32>
}}
"""

CONSTANT_WRITES = {  # the write, the op that writes and its line
    "store": ("memref.store %x, %m[%i] : memref<4xf32>", "memref.store", 8),
    "subview_fill": (
        "%s = memref.subview %m[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>\n"
        "  linalg.fill ins(%x : f32) outs(%s : memref<2xf32, strided<[1], offset: 1>>)",
        "linalg.fill",
        9,
    ),
    "copy_into": ("memref.copy %out, %m : memref<4xf32> to memref<4xf32>", "memref.copy", 8),
    "vector_store": (
        "%v = arith.constant dense<7.0> : vector<2xf32>\n  vector.store %v, %m[%i] : memref<4xf32>, vector<2xf32>",
        "vector.store",
        9,
    ),
    "atomic": ("%old = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) -> f32", "memref.atomic_rmw", 8),
}

CONSTANT_WRITE = "writes into a constant memref.global"


def _constant_inputs() -> list:
    return [np.int64(1), np.zeros(4, np.float32)]


def test_compiled_writes_into_a_constant_global_are_located_errors(tmp_path):
    """In one child process (before: no error, the global unchanged); the interpreter stops alike."""
    cases = {
        name: (_CONSTANT.format(name="g", write=write), _constant_inputs(), line, f"'{op}' op {CONSTANT_WRITE}")
        for name, (write, op, line) in CONSTANT_WRITES.items()
    }
    assert _run_in_one_child(tmp_path, cases) == [f"{line}: {message}" for _, _, line, message in cases.values()]
    for text, inputs, line, message in cases.values():
        with pytest.raises(RuntimeCheckError) as raised:
            interpret(text, list(inputs))
        assert (raised.value.to_diagnostic().location.line, raised.value.to_diagnostic().message) == (line, message)


@pytest.mark.parametrize("name", list(CONSTANT_WRITES))
def test_writes_into_a_writable_global_give_the_interpreters_numbers(name):
    text = _CONSTANT.format(name="w", write=CONSTANT_WRITES[name][0])
    compiled = compile(text, filename=f"{name}.mlir")(*_constant_inputs())
    (expected,) = interpret(text, _constant_inputs())
    np.testing.assert_array_equal(compiled, expected)
    assert not [m for m in _checks(_lowered(text, "generate-runtime-verification")) if CONSTANT_WRITE in m]
