"""The JIT-compiled host code of GPU programs (`compile_for_cuda(host="jit")`), run without a GPU.

The `mgpu*` runtime (`aiopt.runtime.mgpu_runtime`, LLVM IR) calls a fake
CUDA driver (`aiopt.runtime.fake_cuda_driver`) whose memory is host memory
and whose launches run the kernels in the reference interpreter; so the
whole host path (gpu-host-buffers-to-device, gpu-to-llvm, the runtime, the
JIT) is checked end to end against the interpreter, and the driver calls
against the host IR.
"""

from __future__ import annotations

import contextlib
import gc
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from aiopt.dialects import gpu
from aiopt.reference.interpreter import run_function
from aiopt.runtime import mgpu_runtime
from aiopt.runtime.cuda_runtime import CudaError
from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
from aiopt.runtime.gpu_executor import compile_for_cuda
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"


def _expected(text: str, inputs: list[np.ndarray]) -> list[np.ndarray]:
    module = parse_module(default_registry().make_context(), text, "expected.mlir")
    return [np.asarray(r) for r in run_function(module, "main", [x.copy() for x in inputs])]


def _inputs(function, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s.shape).astype(s.dtype) for s in function.inputs]


def _fake(function) -> FakeCudaDriver:
    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())
    return driver


@contextlib.contextmanager
def _installed(driver: FakeCudaDriver) -> Iterator[None]:
    """`driver.installed()`, without the cyclic garbage collector meanwhile: garbage of earlier tests (a compiled
    function's `__del__` unloads its modules, setting its context) is not collected while this driver counts the
    calls a test checks (an extra `cuCtxSetCurrent` failed two tests once in a full run). Cheaper than a
    `gc.collect()` of a large worker before each test."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        with driver.installed():
            yield
    finally:
        if enabled:
            gc.enable()


def _only_cached(driver: FakeCudaDriver) -> bool:
    """Nothing leaks while the driver is installed: no buffer is live in the runtime, and what the driver holds
    is the caching allocator's freed blocks (the runtime frees them when the driver is uninstalled, after which
    the tests check that the driver holds nothing)."""
    held = driver.live_allocations()
    return (
        mgpu_runtime.live_allocations() == 0
        and len(held) == mgpu_runtime.cached_allocations()
        and sum(held.values()) == mgpu_runtime.cached_bytes()
    )


def _host_ops(function, name: str) -> list:
    return [op for op in function.module.walk() if op.name == name]


def _compile_gpu_level(text: str, filename: str):
    """A program written at the gpu level (gpu.module + host launches) compiled for the JIT host, with the
    kernels as written kept for the fake driver (which runs them in the interpreter)."""
    module = parse_module(default_registry().make_context(), text, filename)
    kernels = {op.sym_name.data: op.clone() for op in module.body.block.ops if isinstance(op, gpu.ModuleOp)}
    function = compile_for_cuda(
        text, pipeline="nvvm-attach-target{chip=sm_90},convert-gpu-to-nvvm,gpu-module-to-binary{format=isa}",
        host="jit", filename=filename,
    )  # fmt: skip
    function.kernels = kernels
    return function


def _as_list(results) -> list[np.ndarray]:
    return [np.asarray(r) for r in (results if isinstance(results, tuple) else (results,))]


@pytest.fixture(scope="module")
def mlp():
    text = (MODELS / "mlp.stablehlo.mlir").read_text()
    return text, compile_for_cuda(text, chip="sm_90", host="jit", filename="mlp.stablehlo.mlir")


@pytest.fixture(scope="module")
def elementwise():
    """A small program of one kernel (quick to simulate), for what does not need the MLP."""
    return compile_for_cuda(ELEMENTWISE, chip="sm_90", host="jit", filename="elementwise.mlir")


def test_the_mlp_runs_as_one_jit_host_function(mlp) -> None:
    """The bundled MLP through the JIT host function gives the interpreter's numbers; the driver sees what the
    host IR says: one load and one launch per gpu.launch_func, every input and out-param copied in, the result
    copied out, and every allocation, module and stream released."""
    text, function = mlp
    assert function.host == "jit" and function.jit_host is not None
    inputs = _inputs(function)
    driver = _fake(function)
    with _installed(driver):
        got = _as_list(function(*inputs))
        assert _only_cached(driver)
    expected = _expected(text, inputs)
    np.testing.assert_allclose(got[0], expected[0], rtol=1e-5, atol=1e-5)
    assert driver.errors == [] and function.jit_host.freed_after_call == 0  # the host code freed everything
    assert driver.live_allocations() == {}  # the cached blocks freed when the driver was uninstalled
    launches = _host_ops(function, "gpu.launch_func")
    assert [c[0] for c in driver.called("cuLaunchKernel")] == [
        f"{op.kernel.root_reference.data}::{op.kernel.nested_references.data[0].data}" for op in launches
    ]
    assert sorted(driver.called("cuModuleLoadData")) == sorted({(op.kernel.root_reference.data,) for op in launches})
    copies = [c[0] for c in driver.called("cuMemcpy")]
    assert copies.count("HtoD") == len(function.inputs) + 1 and copies.count("DtoH") == 1
    assert len(driver.called("cuMemAlloc_v2")) == len(driver.called("cuMemFree_v2"))
    assert driver.loaded_modules() == []  # unloaded when the driver is uninstalled
    assert len(driver.called("cuModuleUnload")) == len(launches)


def test_a_second_call_reuses_the_loaded_modules(elementwise) -> None:
    """The runtime keeps the modules it loaded: the second call launches without loading again."""
    function = elementwise
    inputs = _inputs(function, seed=1)
    driver = _fake(function)
    with _installed(driver):
        first = _as_list(function(*inputs))
        loads = len(driver.called("cuModuleLoadData"))
        second = _as_list(function(*inputs))
        assert len(driver.called("cuModuleLoadData")) == loads
        assert len(driver.called("cuLaunchKernel")) == 2 * len(_host_ops(function, "gpu.launch_func"))
        assert len(driver.called("cuStreamCreate")) == 1
    np.testing.assert_array_equal(first[0], second[0])


SCALARS = """
func.func @main(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i16>) -> (tensor<f32>, tensor<i1>, tensor<i16>) {
  %m = stablehlo.multiply %a, %b : tensor<f32>
  %e = stablehlo.exponential %m : tensor<f32>
  %p = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %z = stablehlo.count_leading_zeros %c : tensor<i16>
  return %e, %p, %z : tensor<f32>, tensor<i1>, tensor<i16>
}
"""

MIXED_RESULTS = """
func.func @main(%a: tensor<?xf32>, %b: tensor<f32>) -> (tensor<?xf32>, tensor<f32>) {
  %n = stablehlo.negate %b : tensor<f32>
  %d = stablehlo.add %a, %a : tensor<?xf32>
  return %d, %n : tensor<?xf32>, tensor<f32>
}
"""

ELEMENTWISE = """
func.func @main(%a: tensor<3x5xf32>, %b: tensor<5xf32>) -> tensor<3x5xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
  %s = stablehlo.subtract %a, %bb : tensor<3x5xf32>
  %t = stablehlo.tanh %s : tensor<3x5xf32>
  return %t : tensor<3x5xf32>
}
"""

BF16 = """
func.func @main(%a: tensor<5xbf16>, %b: tensor<5x2xbf16>) -> tensor<5x2xbf16> {
  %v = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<5xbf16>) -> tensor<5x2xbf16>
  %s = stablehlo.add %v, %b : tensor<5x2xbf16>
  return %s : tensor<5x2xbf16>
}
"""

BF16_SCALAR_TO_KERNEL = """
func.func @main(%a: tensor<bf16>) -> tensor<3xbf16> {
  %b = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
  return %b : tensor<3xbf16>
}
"""

RESHAPE = """
func.func @main(%a: tensor<6xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

I4 = """
func.func @main(%a: tensor<4xi4>, %b: tensor<4xi4>) -> tensor<4xi4> {
  %s = stablehlo.shift_right_arithmetic %a, %b : tensor<4xi4>
  return %s : tensor<4xi4>
}
"""

# A loop on the host over rank-0 buffers (difftest's while_swap): every element read and written through a
# one-element copy between a host stack slot and the device.
HOST_LOOP = """
func.func @main(%arg0: tensor<f32>, %arg1: tensor<i4>, %arg2: tensor<i32>) -> (tensor<1x3xf32>, tensor<i4>) {
  %v1 = stablehlo.convert %arg0 : (tensor<f32>) -> tensor<i4>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %v2:3 = stablehlo.while(%i = %zero, %p = %v1, %q = %arg1) : tensor<i32>, tensor<i4>, tensor<i4>
  cond {
    %c = stablehlo.compare LT, %i, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %new = stablehlo.xor %p, %q : tensor<i4>
    stablehlo.return %next, %q, %new : tensor<i32>, tensor<i4>, tensor<i4>
  }
  %v5 = stablehlo.iota dim = 1 : tensor<1x3xf32>
  return %v5, %v2#2 : tensor<1x3xf32>, tensor<i4>
}
"""

# Math on host scalars (difftest's gpu_host seed 9003 #280: a bf16 cbrt on the host failed to legalize).
HOST_MATH = """
func.func @main(%arg0: tensor<bf16>, %arg1: tensor<i32>) -> tensor<bf16> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %x = %arg0) : tensor<i32>, tensor<bf16>
  cond {
    %c = stablehlo.compare LT, %i, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.cbrt %x : tensor<bf16>
    stablehlo.return %next, %y : tensor<i32>, tensor<bf16>
  }
  return %r#1 : tensor<bf16>
}
"""


@pytest.mark.parametrize(
    "text, inputs",
    [
        (HOST_MATH, [np.array(-27.0, np.float32), np.array(2, np.int32)]),
        (HOST_LOOP, [np.array(-1e-45, np.float32), np.array(-6, np.int8), np.array(2, np.int32)]),
        (HOST_LOOP, [np.array(5.5, np.float32), np.array(3, np.int8), np.array(5, np.int32)]),
        (I4, [np.array([-4, 7, -8, 3], np.int8), np.array([1, 2, 3, 0], np.int8)]),
        (BF16_SCALAR_TO_KERNEL, [np.array(-2.75, np.float32)]),
        (BF16, [np.array([1.5, -2.0, 3.25, 0.0078125, -0.0], np.float32), np.full((5, 2), 0.5, np.float32)]),
        (RESHAPE, [np.arange(6, dtype=np.float32), np.array([3, 2], np.int64)]),
        (SCALARS, [np.array(1.5, np.float32), np.array(-0.25, np.float32), np.array(3, np.int16)]),
        (SCALARS, [np.array(-2.0, np.float32), np.array(7.0, np.float32), np.array(-1, np.int16)]),
        (MIXED_RESULTS, [np.array([1.5, -2.0, 3.0], np.float32), np.array(4.0, np.float32)]),
        (ELEMENTWISE, [np.arange(15, dtype=np.float32).reshape(3, 5) / 7, np.linspace(-1, 1, 5, dtype=np.float32)]),
    ],
)
def test_small_programs_give_the_interpreters_numbers(text: str, inputs: list[np.ndarray]) -> None:
    """Host scalar code (elements read and written through copies), results of dynamic shape (returned device
    buffers copied to the host and freed) and element-wise kernels, without leaks."""
    function = compile_for_cuda(text, chip="sm_90", host="jit", filename="small.mlir")
    driver = _fake(function)
    with _installed(driver):
        got = _as_list(function(*inputs))
        assert _only_cached(driver)
    expected = _expected(text, inputs)
    assert driver.errors == [] and driver.live_allocations() == {} and function.jit_host.freed_after_call == 0
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert g.dtype == e.dtype and g.shape == e.shape
        np.testing.assert_allclose(g, e, rtol=1e-6)


@pytest.mark.parametrize(
    "call, status, name",
    [
        ("cuModuleLoadData", 218, "CUDA_ERROR_INVALID_PTX"),
        ("cuModuleGetFunction", 500, "CUDA_ERROR_NOT_FOUND"),
        ("cuStreamCreate", 2, "CUDA_ERROR_OUT_OF_MEMORY"),
        ("cuLaunchKernel", 719, "CUDA_ERROR_LAUNCH_FAILED"),
        ("cuMemcpy", 700, "CUDA_ERROR_ILLEGAL_ADDRESS"),
        ("cuInit", 100, "CUDA_ERROR_NO_DEVICE"),
    ],
)
def test_a_failed_driver_call_is_raised_and_nothing_runs_after_it_or_leaks(elementwise, call, status, name) -> None:
    """The first failing call is the error; no launch follows it (a function of a module that failed to load
    is never launched), what was allocated before it is freed, and the next call runs again."""
    function = elementwise
    driver = _fake(function)
    driver.fail[call] = status
    with _installed(driver):
        with pytest.raises(CudaError, match=rf"^{call} failed: {name} \({status}\)$"):
            function(*_inputs(function))
        failed_at = next(i for i, c in enumerate(driver.calls) if c[0] == call)
        assert not [c for c in driver.calls[failed_at + 1 :] if c[0] in ("cuLaunchKernel", "cuMemcpy")]
        assert _only_cached(driver)
        # The record was cleared: the next call (the driver fixed) runs.
        del driver.fail[call]
        inputs = _inputs(function)
        np.testing.assert_allclose(_as_list(function(*inputs))[0], np.tanh(inputs[0] - inputs[1]), rtol=1e-6)
    assert driver.errors == [] and driver.live_allocations() == {}


def test_an_unknown_image_and_a_failed_allocation_are_raised(mlp) -> None:
    _, function = mlp
    driver = FakeCudaDriver()  # knows no PTX
    with _installed(driver):
        with pytest.raises(CudaError, match=r"cuModuleLoadData failed: CUDA_ERROR_INVALID_IMAGE \(200\)"):
            function(*_inputs(function))
        assert _only_cached(driver)
    driver = _fake(function)
    driver.fail["cuMemAlloc_v2"] = 2
    with _installed(driver):
        with pytest.raises(CudaError, match=r"cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY \(2\)"):
            function(*_inputs(function))
        assert driver.called("cuLaunchKernel") == [] and driver.called("cuMemcpy") == []
    assert driver.errors == [] and driver.live_allocations() == {}


def test_a_kernel_gets_device_memory_and_host_memory_is_an_illegal_address() -> None:
    """A hand-written host function launching on its argument runs (gpu-host-buffers-to-device copies the
    argument to the device); the same launch given a host buffer directly fails as on a GPU."""
    import ctypes

    text = """module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%out: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%out: memref<4xf32>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<4xf32>)
    return
  }
}
"""
    function = _compile_gpu_level(text, "host.mlir")
    driver = _fake(function)
    with _installed(driver):
        # With gpu-host-buffers-to-device (JitHost's pipeline) the argument is copied to the device: it runs.
        function(np.zeros(4, np.float32))
        assert driver.called("cuLaunchKernel") and _only_cached(driver)
    assert driver.errors == [] and driver.live_allocations() == {}
    (ptx,) = function.kernel_sources()
    image, handle = ctypes.create_string_buffer(ptx.encode()), ctypes.c_void_p()
    assert driver._entry("cuModuleLoadData")(ctypes.addressof(handle), ctypes.addressof(image)) == 0
    kernel = ctypes.c_void_p()
    name = ctypes.create_string_buffer(b"fill")
    assert driver._entry("cuModuleGetFunction")(ctypes.addressof(kernel), handle.value, ctypes.addressof(name)) == 0
    host = np.zeros(4, np.float32)
    fields = [ctypes.c_int64(v) for v in (host.ctypes.data, host.ctypes.data, 0, 4, 1)]
    params = (ctypes.c_void_p * 5)(*(ctypes.addressof(f) for f in fields))
    launch = driver._entry("cuLaunchKernel")
    assert launch(kernel.value, 1, 1, 1, 1, 1, 1, 0, None, ctypes.addressof(params), None) == 700


def test_auto_without_a_driver_keeps_the_interpreter_and_says_why(monkeypatch) -> None:
    monkeypatch.setattr(mgpu_runtime, "libcuda_available", lambda: False)
    function = compile_for_cuda(ELEMENTWISE, chip="sm_90", filename="auto.mlir")
    assert function.host == "interpreter" and function.jit_host is None
    assert "no CUDA driver" in function.host_fallback


def test_host_code_that_cannot_be_jit_compiled_is_a_located_error() -> None:
    """A public function returning a strided view cannot be copied back by gpu-host-buffers-to-device: with
    host="jit" a compile error at the return; with "auto" the interpreter runs it."""
    from aiopt.runtime.compiler import CompileError

    text = """func.func @main(%a: memref<4x6xf32>) -> memref<2x3xf32, strided<[6, 1], offset: 7>> {
  %v = memref.subview %a[1, 1] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 7>>
  return %v : memref<2x3xf32, strided<[6, 1], offset: 7>>
}
"""
    with pytest.raises(CompileError, match=r"view.mlir:3:3: error: 'func.return' op returns a buffer of type"):
        compile_for_cuda(text, chip="sm_90", pipeline="canonicalize", host="jit", filename="view.mlir")


def test_the_runtime_and_a_program_run_compiled_for_x86_64_v3() -> None:
    """The CI forces an x86-64-v3 CPU: the runtime and a host function compiled for it run on the fake."""
    code = f"""
import numpy as np
from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
from aiopt.runtime.gpu_executor import compile_for_cuda
from aiopt.runtime.jit import target_cpu
assert target_cpu()[0] == "x86-64-v3", target_cpu()
f = compile_for_cuda({ELEMENTWISE!r}, chip="sm_90", host="jit")
driver = FakeCudaDriver()
driver.add_kernels(f.kernel_sources())
a = np.arange(15, dtype=np.float32).reshape(3, 5)
b = np.ones(5, np.float32)
with driver.installed():
    out = f(a, b)
np.testing.assert_allclose(out, np.tanh(a - b), rtol=1e-6)
assert driver.errors == [] and driver.live_allocations() == {{}}
print("ok")
"""
    env = {**os.environ, "AIOPT_TARGET_CPU": "x86-64-v3"}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr[-3000:]
    # `f` is alive until the interpreter exits: its JitHost's __del__ then leaves the modules to the exit,
    # without an ImportError ("sys.meta_path is None") printed as an exception ignored in __del__.
    assert "Exception ignored" not in result.stderr, result.stderr[-3000:]


@pytest.mark.parametrize("model", ["softmax", "layernorm", "conv2d"])
def test_the_other_bundled_models_give_the_interpreters_numbers(model: str) -> None:
    """conv2d's padding is a strided copy, which the pipeline makes a kernel (memref-copy-to-linalg)."""
    text = (MODELS / f"{model}.stablehlo.mlir").read_text()
    function = compile_for_cuda(text, chip="sm_90", host="jit", filename=f"{model}.stablehlo.mlir")
    inputs = _inputs(function)
    driver = _fake(function)
    with _installed(driver):
        got = _as_list(function(*inputs))
        assert _only_cached(driver)
    expected = _expected(text, inputs)
    assert driver.errors == [] and driver.live_allocations() == {}
    np.testing.assert_allclose(got[0], expected[0], rtol=1e-5, atol=1e-5)
    launches = _host_ops(function, "gpu.launch_func")
    assert len(driver.called("cuLaunchKernel")) == len(launches) > 0


def test_a_failed_run_time_check_is_raised_at_its_place_and_frees_the_device_buffers() -> None:
    """A shape check of the host code jumps out of the function before its frees: the runtime frees what the
    call allocated on this thread."""
    from aiopt.runtime.runtime_errors import RuntimeCheckError

    text = """func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.add %a, %b : tensor<?xf32>
  return %c : tensor<?xf32>
}
"""
    function = compile_for_cuda(text, chip="sm_90", host="jit", filename="dyn.mlir")
    driver = _fake(function)
    with _installed(driver):
        with pytest.raises(RuntimeCheckError, match="differ in size in dimension 0") as raised:
            function(np.ones(4, np.float32), np.ones(3, np.float32))
        assert str(raised.value.location) == "dyn.mlir:2:8"
        assert driver.called("cuMemAlloc_v2") and _only_cached(driver)
        assert mgpu_runtime.live_allocations() == 0
        np.testing.assert_array_equal(function(np.ones(2, np.float32), np.ones(2, np.float32)), [2, 2])
    assert driver.errors == [] and driver.live_allocations() == {}


MANAGED = """module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @iota(%out: memref<8xi32>) kernel {
      %t = gpu.thread_id x
      %v = arith.index_cast %t : index to i32
      memref.store %v, %out[%t] : memref<8xi32>
      gpu.return
    }
  }
  func.func @main(%out: memref<8xi32>, %fill: memref<8xi32>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %seven = arith.constant 7 : i32
    %shared = gpu.alloc host_shared () : memref<8xi32>
    gpu.launch_func @k::@iota blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%shared : memref<8xi32>)
    memref.copy %shared, %out : memref<8xi32> to memref<8xi32>
    gpu.dealloc %shared : memref<8xi32>
    gpu.memset %fill, %seven : memref<8xi32>, i32
    return
  }
}
"""


def test_managed_memory_and_memset_through_the_runtime() -> None:
    """`gpu.alloc host_shared` is cuMemAllocManaged, `gpu.memset` of 32-bit elements cuMemsetD32_v2."""
    function = _compile_gpu_level(MANAGED, "managed.mlir")
    driver = _fake(function)
    out, fill = np.full(8, -1, np.int32), np.zeros(8, np.int32)
    with _installed(driver):
        function.jit_host.function(out, fill, outputs=[])
        assert _only_cached(driver)
    np.testing.assert_array_equal(out, np.arange(8))
    np.testing.assert_array_equal(fill, np.full(8, 7))
    assert driver.called("cuMemAllocManaged") == [(32,)] and driver.called("cuMemsetD32_v2") == [(8,)]
    assert driver.errors == [] and driver.live_allocations() == {}


def test_calls_on_several_threads_at_once() -> None:
    """Calls on several threads at once: each gets its own results, nothing leaks (the runtime's module cache,
    stream and allocation list are shared)."""
    import threading

    function = compile_for_cuda(ELEMENTWISE, chip="sm_90", host="jit", filename="threads.mlir")
    sets = [_inputs(function, seed) for seed in range(4)]
    driver = _fake(function)
    with _installed(driver):
        expected = [_as_list(function(*inputs))[0] for inputs in sets]
        got: list = [None] * len(sets)

        def run(index: int) -> None:
            for _ in range(3):
                got[index] = _as_list(function(*sets[index]))[0]

        threads = [threading.Thread(target=run, args=(i,)) for i in range(len(sets))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert _only_cached(driver)
        # The fake's current context is per thread: each call made it current once on its own thread; the
        # kernels were looked up by the first call and found in the runtime's cache by all the others.
        assert len(driver.called("cuCtxSetCurrent")) == 4 * len(sets)
        assert len(driver.called("cuModuleGetFunction")) == len(_host_ops(function, "gpu.launch_func"))
    for g, e in zip(got, expected):
        np.testing.assert_array_equal(g, e)
    assert len(driver.called("cuLaunchKernel")) == 4 * len(sets) * len(_host_ops(function, "gpu.launch_func"))
    assert driver.errors == [] and driver.live_allocations() == {}


def _kernel_names(function) -> list[tuple[str]]:
    return sorted((op.kernel.nested_references.data[0].data,) for op in _host_ops(function, "gpu.launch_func"))


def test_a_warm_call_sets_the_context_once_and_looks_up_no_kernel(mlp) -> None:
    """As a CUDA program does: a call makes the context current once, not once per wrapper (upstream's
    ScopedContext), and each kernel of a loaded module is looked up once: a second call looks up none."""
    text, function = mlp
    inputs = _inputs(function, seed=3)
    driver = _fake(function)
    with _installed(driver):
        first = _as_list(function(*inputs))
        assert driver.called("cuModuleGetFunction") == _kernel_names(function)
        assert len(driver.called("cuCtxSetCurrent")) == 1
        calls = len(driver.calls)
        second = _as_list(function(*inputs))
        names = [c[0] for c in driver.calls[calls:]]
        assert names.count("cuCtxSetCurrent") == 1 and names.count("cuModuleGetFunction") == 0
        assert names.count("cuLaunchKernel") == len(_host_ops(function, "gpu.launch_func"))
    np.testing.assert_array_equal(first[0], second[0])
    np.testing.assert_allclose(second[0], _expected(text, inputs)[0], rtol=1e-5, atol=1e-5)
    assert driver.errors == [] and driver.live_allocations() == {}


def test_a_context_made_current_between_calls_is_replaced_by_the_next_call(elementwise) -> None:
    """The runtime remembers that its context is current only until the call ends: another library may make
    its own context current on the thread between calls (the fake then fails any call of the runtime's that
    needs the primary context), and the next call makes the primary context current again."""
    function = elementwise
    inputs = _inputs(function, seed=4)
    driver = _fake(function)
    with _installed(driver):
        first = _as_list(function(*inputs))
        driver.make_current(0xD0)
        calls = len(driver.calls)
        second = _as_list(function(*inputs))
        assert [c for c in driver.calls[calls:] if c[0] == "cuCtxSetCurrent"] == [("cuCtxSetCurrent",)]
        # Between calls, the runtime's control functions make the primary context current and forget it again.
        mgpu_runtime.unload_modules()
        mgpu_runtime.empty_cache()
        driver.make_current(0xD0)
        third = _as_list(function(*inputs))
    np.testing.assert_array_equal(first[0], second[0])
    np.testing.assert_array_equal(first[0], third[0])
    assert driver.errors == [] and driver.live_allocations() == {}


def test_unloading_the_modules_drops_their_kernels(elementwise) -> None:
    """The kernels looked up in a module are forgotten with it: after `unload_modules` the next call loads the
    module and looks its kernels up again (the fake's functions of an unloaded module are invalid handles)."""
    function = elementwise
    inputs = _inputs(function, seed=5)
    driver = _fake(function)
    with _installed(driver):
        first = _as_list(function(*inputs))
        mgpu_runtime.unload_modules()
        assert driver.loaded_modules() == []
        second = _as_list(function(*inputs))
        assert driver.called("cuModuleGetFunction") == 2 * _kernel_names(function)
        assert len(driver.called("cuModuleLoadData")) == 2
    np.testing.assert_array_equal(first[0], second[0])
    assert driver.errors == [] and driver.live_allocations() == {}


def test_kernels_of_the_same_name_in_two_modules_are_kept_apart(elementwise) -> None:
    """Two programs whose kernels have the same names (`main_kernel::main_kernel`) are two modules: each kernel
    is looked up once in its own module, and calls alternating between them launch their own kernels."""
    negate = compile_for_cuda(NEGATE, chip="sm_90", host="jit", filename="negate.mlir")
    assert _kernel_names(negate) == _kernel_names(elementwise)
    driver = _fake(elementwise)
    driver.add_kernels(negate.kernel_sources())
    x = np.linspace(-1, 1, 1000, dtype=np.float32)
    inputs = _inputs(elementwise, seed=6)
    with _installed(driver):
        for _ in range(2):
            np.testing.assert_array_equal(negate(x), -x)
            np.testing.assert_allclose(
                _as_list(elementwise(*inputs))[0], np.tanh(inputs[0] - inputs[1]), rtol=1e-6, atol=1e-6
            )
        assert driver.called("cuModuleGetFunction") == 2 * _kernel_names(negate)
        assert len(driver.called("cuCtxSetCurrent")) == 4
    assert driver.errors == [] and driver.live_allocations() == {}


IF_ON_UNSIGNED = """
func.func @main(%arg0: tensor<5xui32>, %arg2: tensor<i1>) -> tensor<5xui32> {
  %v2 = "stablehlo.if"(%arg2) ({
    "stablehlo.return"(%arg0) : (tensor<5xui32>) -> ()
  }, {
    %n = "stablehlo.not"(%arg0) : (tensor<5xui32>) -> tensor<5xui32>
    "stablehlo.return"(%n) : (tensor<5xui32>) -> ()
  }) : (tensor<i1>) -> tensor<5xui32>
  func.return %v2 : tensor<5xui32>
}
"""


def test_the_else_branch_buffer_of_an_if_merged_with_an_argument_is_freed() -> None:
    """The else branch yields the unsigned cast of its new buffer (difftest seed 3 program 53): the deallocation
    pipeline frees it after the copy into the result, so the host code leaves no device buffer behind."""
    function = compile_for_cuda(IF_ON_UNSIGNED, chip="sm_90", host="jit", filename="if.mlir")
    driver = _fake(function)
    x = np.array([1, 2, 3, 4, 5], np.uint32)
    with _installed(driver):
        np.testing.assert_array_equal(function(x, np.array(False)), ~x)
        assert function.jit_host.freed_after_call == 0 and _only_cached(driver)
        np.testing.assert_array_equal(function(x, np.array(True)), x)
        assert function.jit_host.freed_after_call == 0 and _only_cached(driver)
    assert driver.errors == [] and driver.live_allocations() == {}


NEVER_FREED = """
func.func @main(%arg0: memref<5xi32>, %out: memref<5xi32>) {
  %d = gpu.alloc () : memref<5xi32>
  memref.copy %arg0, %d : memref<5xi32> to memref<5xi32>
  memref.copy %d, %out : memref<5xi32> to memref<5xi32>
  return
}
"""
"""A device buffer that the program allocates itself and never frees (buffer-deallocation frees memref.alloc's)."""


def test_a_buffer_the_host_code_never_frees_is_freed_after_the_call() -> None:
    """The runtime frees what the call left on its thread, and says how many."""
    function = compile_for_cuda(NEVER_FREED, chip="sm_90", host="jit", filename="leak.mlir")
    driver = _fake(function)
    x = np.array([1, 2, 3, 4, 5], np.int32)
    with _installed(driver):
        for _ in range(2):
            out = np.zeros(5, np.int32)
            function(x, out)
            np.testing.assert_array_equal(out, x)
            assert function.jit_host.freed_after_call == 1 and _only_cached(driver)
    assert driver.errors == [] and driver.live_allocations() == {}


IF_ON_A_SLICE = """
func.func @main(%arg0: tensor<3xf32>, %p: tensor<i1>) -> tensor<1xf32> {
  %s = "stablehlo.slice"(%arg0) <{start_indices = array<i64: 1>, limit_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1xf32>
  %r = "stablehlo.if"(%p) ({
    "stablehlo.return"(%s) : (tensor<1xf32>) -> ()
  }, {
    %n = "stablehlo.negate"(%s) : (tensor<1xf32>) -> tensor<1xf32>
    "stablehlo.return"(%n) : (tensor<1xf32>) -> ()
  }) : (tensor<i1>) -> tensor<1xf32>
  func.return %r : tensor<1xf32>
}
"""
"""The then branch yields a strided view of an argument, the else branch a new buffer cast to the strided type
(difftest seed 3 program 13): the deallocation pipeline gives the scf.if result an ownership indicator, and
frees the result only where it is the new buffer (it cloned the view before)."""


def test_a_strided_view_merged_with_a_new_buffer_in_an_if_runs_and_only_the_buffer_is_freed() -> None:
    function = compile_for_cuda(IF_ON_A_SLICE, chip="sm_90", host="jit", filename="if.mlir")
    driver = _fake(function)
    x = np.array([1, 2, 3], np.float32)
    with _installed(driver):
        for predicate, expected in ((True, [2.0]), (False, [-2.0])):
            np.testing.assert_array_equal(function(x, np.array(predicate)), np.array(expected, np.float32))
            assert function.jit_host.freed_after_call == 0 and _only_cached(driver)
    assert driver.errors == [] and driver.live_allocations() == {}


NEGATE = """
func.func @main(%a: tensor<1000xf32>) -> tensor<1000xf32> {
  %n = stablehlo.negate %a : tensor<1000xf32>
  return %n : tensor<1000xf32>
}
"""
"""Buffers of 4000 bytes: size class 4096, which ELEMENTWISE's buffers (at most 60 bytes: class 512) cannot serve."""


def test_the_caching_allocator_reuses_freed_blocks_of_the_same_size_class(elementwise) -> None:
    """A second call takes every buffer from the blocks the first freed: no cuMemAlloc_v2 or cuMemFree_v2 at all;
    the blocks are their size classes (multiples of 512 bytes) and are freed when the driver is uninstalled."""
    function = elementwise
    inputs = _inputs(function, seed=2)
    driver = _fake(function)
    with _installed(driver):
        first = _as_list(function(*inputs))
        allocated = driver.called("cuMemAlloc_v2")
        assert allocated and all(size % mgpu_runtime.SMALL_ROUNDING == 0 for (size,) in allocated)
        assert driver.called("cuMemFree_v2") == [] and mgpu_runtime.cached_allocations() == len(allocated)
        calls = len(driver.calls)
        second = _as_list(function(*inputs))
        assert [c[0] for c in driver.calls[calls:] if c[0].startswith("cuMem") and c[0] != "cuMemcpy"] == []
        assert _only_cached(driver) and mgpu_runtime.cached_allocations() == len(allocated)
    np.testing.assert_array_equal(first[0], second[0])
    assert len(driver.called("cuMemFree_v2")) == len(allocated)
    assert driver.errors == [] and driver.live_allocations() == {}


def test_an_allocation_out_of_memory_frees_the_cache_and_tries_again(elementwise) -> None:
    """When the device is full of cached blocks of another size class, cuMemAlloc_v2's out-of-memory is not an
    error: the cache is freed and the allocation tried once more. When it does not fit even then, the error is
    raised and nothing leaks."""
    negate = compile_for_cuda(NEGATE, chip="sm_90", host="jit", filename="negate.mlir")
    driver = _fake(elementwise)
    driver.add_kernels(negate.kernel_sources())
    x = np.linspace(-1, 1, 1000, dtype=np.float32)
    with _installed(driver):
        elementwise(*_inputs(elementwise))
        cached = mgpu_runtime.cached_bytes()
        assert cached >= 2 * mgpu_runtime.SMALL_ROUNDING
        # Room for negate's two blocks of 4096 bytes, but not with the cached blocks.
        driver.memory_limit = 2 * 4096
        calls = len(driver.calls)
        np.testing.assert_array_equal(negate(x), -x)
        log = [c for c in driver.calls[calls:] if c[0] in ("cuMemAlloc_v2", "cuMemFree_v2")]
        failed = log.index(("cuMemAlloc_v2", "failed", f"4096 bytes do not fit in {2 * 4096}"))
        freed = [c for c in log[failed + 1 :] if c[0] == "cuMemFree_v2"]
        assert sum(size for _, size in freed) == cached and log[failed + 1 + len(freed)] == ("cuMemAlloc_v2", 4096)
        assert _only_cached(driver) and mgpu_runtime.cached_bytes() == 2 * 4096
        # Too little room even without the cache: the retry's failure is raised, and negate's kernel never runs.
        assert mgpu_runtime.empty_cache() == 2 and driver.live_allocations() == {}
        driver.memory_limit = None
        elementwise(*_inputs(elementwise))
        driver.memory_limit = mgpu_runtime.cached_bytes() + 4096
        launches = len(driver.called("cuLaunchKernel"))
        with pytest.raises(CudaError, match=r"^cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY \(2\)$"):
            negate(x)
        assert [c[:2] for c in driver.calls if c[0] == "cuMemAlloc_v2"][-2:] == [("cuMemAlloc_v2", "failed")] * 2
        assert len(driver.called("cuLaunchKernel")) == launches and _only_cached(driver)
    assert driver.errors == [] and driver.live_allocations() == {}
