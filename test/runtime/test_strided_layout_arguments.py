"""A compiled entry's memref argument whose type fixes a strided layout (a static offset or stride) gets its
elements in a buffer of that layout: compiled code takes them from the type, not from the descriptor, and
wrote a contiguous array of the shape at those offsets and strides (memref<8x32xf32, strided<[34, 1],
offset: 35>>: 304 floats into 256, heap corruption that glibc reported at a later free or at exit, found
by bench/fuzz_driver.py --tools, seed 31166: ai-runner --random-inputs). Compared with the reference
interpreter and numpy, in a forked child (a crash fails the test, not pytest)."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret
from tool_testing import run_in_child, run_tool

from aiopt.runtime.compiler import compile

COPIES = {
    # name: source type, target type, the arrays' dtype and shape.
    # A padded destination: the copy (memref-copy-to-linalg: a generic) writes 35 + 34 * i + j.
    "into_padded": ("memref<8x32xf32>", "memref<8x32xf32, strided<[34, 1], offset: 35>>", np.float32, (8, 32)),
    # A transposed source: read at i + 4 * j.
    "from_transposed": ("memref<4x3xf32, strided<[1, 4]>>", "memref<4x3xf32>", np.float32, (4, 3)),
    # A dynamic size and offset beside a static stride (the offset the descriptor's, 0).
    "dynamic_rows": ("memref<?x4xf64, strided<[6, 1], offset: ?>>", "memref<?x4xf64>", np.float64, (5, 4)),
    # A static offset with dynamic strides (the identity layout's).
    "offset_only": ("memref<3x5xi32, strided<[?, ?], offset: 7>>", "memref<3x5xi32>", np.int32, (3, 5)),
    # A negative stride: element i at 3 - i.
    "reversed": ("memref<4xf32, strided<[-1], offset: 3>>", "memref<4xf32>", np.float32, (4,)),
    # A linear affine-map layout (upstream's getStridesAndOffset: strides [1, 2]): read at i + 2 * j, where a
    # contiguous array was read as is (element [1, 0] gave 1.0, not 3.0).
    "from_affine_map": ("memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>", "memref<2x3xf32>", np.float32,
                        (2, 3)),
    # The same with an offset, as the destination.
    "into_affine_map": ("memref<2x3xf32>", "memref<2x3xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 5)>>",
                        np.float32, (2, 3)),
}


def copy_text(name: str) -> str:
    source, target, _, _ = COPIES[name]
    return f"""func.func @{name}(%src: {source}, %dst: {target}) {{
  memref.copy %src, %dst : {source} to {target}
  return
}}"""


def arrays(name: str) -> tuple[np.ndarray, np.ndarray]:
    _, _, dtype, shape = COPIES[name]
    return np.arange(1, 1 + np.prod(shape)).reshape(shape).astype(dtype), np.zeros(shape, dtype)


def compiled_copy(name: str) -> None:
    """In the child: compile, copy (twice: the second call as a benchmark's), check against the interpreter."""
    text = copy_text(name)
    function = compile(text, name)
    source, target = arrays(name)
    function(source, target)
    expected = arrays(name)[1]
    interpret(text, [source, expected], name)
    np.testing.assert_array_equal(expected, source)
    np.testing.assert_array_equal(target, expected)
    again = arrays(name)[1]
    function.prepared_call([source, again])()
    # (The prepared call writes into its own buffers; the source is left as it was.)
    np.testing.assert_array_equal(source, arrays(name)[0])


@pytest.mark.parametrize("name", sorted(COPIES))
def test_strided_memref_argument_gets_its_layout(name: str) -> None:
    done = run_in_child(compiled_copy, name, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]


READS = """func.func @reads(%t: memref<4x3xf32, strided<[1, 4]>>, %p: memref<2x3xf32, strided<[4, 1], offset: 2>>)
    -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %t[%c0, %c1] : memref<4x3xf32, strided<[1, 4]>>
  %b = memref.load %p[%c1, %c2] : memref<2x3xf32, strided<[4, 1], offset: 2>>
  return %a, %b : f32, f32
}"""


def test_random_inputs_of_strided_memref_arguments(tmp_path) -> None:
    """ai-runner's random arrays reach the compiled code's loads at the elements the interpreter reads."""
    path = tmp_path / "reads.mlir"
    path.write_text(READS)
    compiled = run_tool("ai-runner", str(path), "--random-inputs", "--seed=3", "--entry=reads", timeout=300)
    interpreted = run_tool("ai-runner", str(path), "--interpret", "--random-inputs", "--seed=3", "--entry=reads")
    assert compiled.returncode == 0, compiled.stderr
    assert interpreted.returncode == 0, interpreted.stderr
    assert compiled.stdout == interpreted.stdout
    assert compiled.stdout.count(" : float32[]") == 2, compiled.stdout


def test_narrow_elements_of_a_static_layout_are_refused() -> None:
    text = """func.func @f(%a: memref<4xi4, strided<[2]>>) {
  return
}"""
    with pytest.raises(Exception, match=r"@f has type memref<4xi4, strided<\[2\]>>, which compiled code cannot"):
        compile(text, "f")
