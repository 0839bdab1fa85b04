"""Compiled buffer-level programs check their own memref accesses and loop steps (generate-runtime-verification).

A program written with memrefs indexes them as its author wrote it: before these checks, an index out of
bounds read or wrote past the buffer (a segfault, or garbage) and an `scf.for` with a step of 0 never ended;
the reference interpreter already stopped there with a located error. Now the default CPU pipeline of a
program that starts at the buffer level runs `generate-runtime-verification` first, and compiled code stops
with a located `RuntimeCheckError` (`ai-runner` with exit status 1); the interpreter makes the same checks in
the same words. Programs lowered from HLO index within bounds by construction and get no checks.

The calls that would have crashed run in a child process, so that a regression fails the test, not the run.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hlo_testing import interpret

from aiopt.runtime.compiler import compile, default_pipeline
from aiopt.support.diagnostics import RuntimeCheckError

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
    "affine_load": (AFFINE, [ARANGE, np.array(4)]),
    "step": (STEP, [np.arange(4, dtype=np.float32), np.array(3)]),
    "unranked_cast": (UNRANKED_CAST, [np.arange(4, dtype=np.float32)]),
    "dim_copy": (DIM_COPY, [np.ones(4, np.float32), np.zeros(4, np.float32), np.array(0)]),
    "expand_shape": (EXPAND, [np.arange(6, dtype=np.float32), np.array(3)]),
    "linalg": (LINALG, [ARANGE, np.zeros(10, np.float32)]),
    "parallel": (PARALLEL, [ARANGE, np.zeros(10, np.float32), np.array(0)]),
}

CHILD = textwrap.dedent(
    """
    import sys
    import numpy as np
    from aiopt.runtime.compiler import compile
    from aiopt.runtime.runtime_errors import RuntimeCheckError

    text = open(sys.argv[1]).read()
    inputs = list(np.load(sys.argv[2]).values())
    function = compile(text, filename="checked.mlir", cache=False)
    try:
        function(*inputs)
    except RuntimeCheckError as err:
        location = err.to_diagnostic().location
        print(f"{location.line}: {err.to_diagnostic().message}")
    """
)


def _save(tmp_path: Path, text: str, inputs: list[np.ndarray]) -> tuple[Path, Path]:
    program = tmp_path / "checked.mlir"
    program.write_text(text)
    arrays = tmp_path / "inputs.npz"
    np.savez(arrays, **{f"arg{k}": array for k, array in enumerate(inputs)})
    return program, arrays


@pytest.mark.parametrize("name", list(BAD))
def test_compiled_bad_access_is_a_located_error(name, tmp_path):
    """In a child process (a regression segfaults or hangs it): the call raises a RuntimeCheckError at the op."""
    text, inputs, line, message = BAD[name]
    program, arrays = _save(tmp_path, text, inputs)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(program), str(arrays)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{line}: {message}"


def test_compiled_linalg_sizes_are_checked(tmp_path):
    """A linalg op on buffers whose sizes disagree read past the shorter one; now a located error (the
    interpreter stops there too, in numpy's words)."""
    program, arrays = _save(tmp_path, LINALG, [np.arange(4, dtype=np.float32), np.zeros(1 << 20, np.float32)])
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(program), str(arrays)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    message = "'linalg.add' op dimension #0 of input/output operand #2 is incompatible with inferred dimension size"
    assert done.stdout.strip() == f"3: {message}"


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
    runner = Path(sys.executable).parent / "ai-runner"
    for interpreted in (False, True):
        command = [str(runner), str(program), "--inputs", str(arrays), *(["--interpret"] if interpreted else [])]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
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


def test_only_buffer_level_programs_are_checked():
    """Programs lowered from HLO or lmhlo index within bounds by construction: no checks, no slower code."""
    assert default_pipeline("buffers").startswith("generate-runtime-verification,")
    for level in ("hlo", "tensors", "lhlo"):
        assert "generate-runtime-verification" not in default_pipeline(level)
