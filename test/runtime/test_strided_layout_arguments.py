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


# The same arguments on the GPU (`gpu_executor`), without a device: the CUDA executor's host interpreter copies an
# input into device memory laid out as its type says (`compiler._laid_out`, the CPU's buffer), and the JIT host
# function gets the CPU's buffer. Device memory here is host memory (`gpu_testing.install_host_memory`).


def _argument_types(name: str) -> list:
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    module = parse_module(default_registry().make_context(), copy_text(name), f"{name}.mlir")
    return list(next(iter(module.body.block.ops)).function_type.inputs.data)


@pytest.mark.parametrize("name", sorted(COPIES))
def test_gpu_device_arguments_get_their_layout(name: str, monkeypatch) -> None:
    """Each element of each input is in device memory where a kernel compiled for the argument's type reads it:
    at the memref's pointer, plus the type's offset and strides (the descriptor's where the type has a `?`),
    inside the device buffer. Before, every input was a contiguous copy of its shape (memref<8x32xf32,
    strided<[34, 1], offset: 35>> read 304 floats from 256)."""
    from gpu_testing import install_host_memory

    from aiopt.dialects.slicing import strides_and_offset
    from aiopt.runtime.gpu_executor import DeviceMemRef, compile_for_cuda

    memory = install_host_memory(monkeypatch)
    function = compile_for_cuda(copy_text(name), name, chip="sm_90", host="interpreter", filename=f"{name}.mlir")
    inputs = arrays(name)
    memrefs = function.device_arguments(list(inputs))[: len(inputs)]
    for array, memref, type_ in zip(inputs, memrefs, _argument_types(name)):
        assert isinstance(memref, DeviceMemRef)
        strides, offset = strides_and_offset(type_)
        strides = [s if s is not None else d for s, d in zip(strides, memref.strides)]
        offset = offset if offset is not None else memref.offset
        argument = memref.argument()
        assert (argument.offset, list(argument.strides)) == (offset, strides)
        for index in np.ndindex(array.shape):
            linear = offset + sum(i * s for i, s in zip(index, strides))
            address = memref.pointer + linear * array.itemsize
            assert memory.element(address, array.dtype) == array[index], (index, linear)


def _gpu_copy(name: str, host: str = "jit") -> None:
    """In the child: the copy through the JIT host function (or the host interpreter), on the fake driver, into
    the caller's arrays."""
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
    from aiopt.runtime.gpu_executor import compile_for_cuda

    function = compile_for_cuda(copy_text(name), name, chip="sm_90", host=host, filename=f"{name}.mlir")
    assert function.host == host
    source, target = arrays(name)
    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())
    with driver.installed():
        function(source, target)
        again = arrays(name)[1]
        function.prepared_call([source, again])()
    expected = arrays(name)[1]
    interpret(copy_text(name), [source, expected], name)
    np.testing.assert_array_equal(target, expected)
    np.testing.assert_array_equal(source, arrays(name)[0])


JIT_COPIES = {
    # Layouts the JIT host's device copies (`gpu-host-buffers-to-device`: contiguous) take.
    "into_static_strides": ("memref<3x5xi32>", "memref<3x5xi32, strided<[5, 1]>>", np.int32, (3, 5)),
    "from_dynamic_offset": ("memref<?x4xf64, strided<[4, 1], offset: ?>>", "memref<?x4xf64>", np.float64, (5, 4)),
    # A static offset: a device buffer of offset + elements, viewed with the type (the kernel writes at 7 + 5 i + j
    # of it, the copy back reads there; before, the pass refused it).
    "into_static_offset": ("memref<3x5xi32>", "memref<3x5xi32, strided<[5, 1], offset: 7>>", np.int32, (3, 5)),
    # The same for a source of dynamic size, read by the kernel at 2 + 4 i + j.
    "from_static_offset": ("memref<?x4xf64, strided<[4, 1], offset: 2>>", "memref<?x4xf64>", np.float64, (5, 4)),
}


@pytest.mark.parametrize("name", sorted(JIT_COPIES))
def test_gpu_jit_host_takes_the_laid_out_buffer(name: str, monkeypatch) -> None:
    """The JIT host function takes a laid-out input as the CPU's call does, and the destination's elements go
    back into the caller's array."""
    monkeypatch.setitem(COPIES, name, JIT_COPIES[name])
    done = run_in_child(_gpu_copy, name, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]


@pytest.mark.parametrize("name", ["identity", *sorted(COPIES)])
def test_gpu_host_interpreter_copies_written_arguments_back(name: str, monkeypatch) -> None:
    """The host interpreter's call copies what the kernels wrote into a memref input (the destination, with an
    identity layout or the layout of its type) back into the caller's array, as the JIT host and the CPU do;
    the source is left as it was. Before, the destination stayed zeros. (Device memory is host memory, the
    kernels run by the reference interpreter: `gpu_testing.install_host_kernels`.)"""
    from gpu_testing import install_host_kernels, install_host_memory

    from aiopt.runtime.gpu_executor import compile_for_cuda

    monkeypatch.setitem(COPIES, "identity", ("memref<3x5xi32>", "memref<3x5xi32>", np.int32, (3, 5)))
    install_host_memory(monkeypatch)
    function = compile_for_cuda(copy_text(name), name, chip="sm_90", host="interpreter", filename=f"{name}.mlir")
    install_host_kernels(monkeypatch, function)
    source, target = arrays(name)
    function(source, target)
    expected = arrays(name)[1]
    interpret(copy_text(name), [source, expected], name)
    np.testing.assert_array_equal(target, expected)
    np.testing.assert_array_equal(source, arrays(name)[0])


def test_gpu_host_interpreter_leaves_a_read_only_argument(monkeypatch) -> None:
    """An argument marked `bufferization.writable = false` is not copied back, as the JIT host's
    gpu-host-buffers-to-device does not copy it back: the caller's array keeps its elements even where a kernel
    wrote its device copy (a tensor argument is marked so by `entry_signature`)."""
    from gpu_testing import install_host_kernels, install_host_memory

    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = copy_text("into_padded").replace(
        "offset: 35>>)", "offset: 35>> {bufferization.writable = false})"
    )
    assert "{bufferization.writable = false}" in text
    install_host_memory(monkeypatch)
    function = compile_for_cuda(text, "into_padded", chip="sm_90", host="interpreter", filename="read_only.mlir")
    install_host_kernels(monkeypatch, function)
    source, target = arrays("into_padded")
    function(source, target)
    np.testing.assert_array_equal(target, arrays("into_padded")[1])


def test_gpu_jit_host_refuses_a_padded_argument() -> None:
    """An argument that is not contiguous (padded rows, here with a static offset too): the JIT host's byte copy
    would take the padding for elements; the host interpreter takes it instead."""
    from aiopt.runtime.compiler import CompileError
    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = copy_text("offset_only").replace("strided<[?, ?], offset: 7>", "strided<[6, 1], offset: 7>")
    with pytest.raises(CompileError, match=r"offset_only.mlir:1:1: error: 'func.func' op argument #0 of type "
                                           r"memref<3x5xi32, strided<\[6, 1\], offset: 7>> is not contiguous"):
        compile_for_cuda(text, "offset_only", chip="sm_90", host="jit", filename="offset_only.mlir")
    function = compile_for_cuda(text, "offset_only", chip="sm_90", host="auto", filename="offset_only.mlir")
    assert function.host == "interpreter"
