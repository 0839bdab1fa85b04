"""Launch overhead of GPU programs: the JIT-compiled host function against the Python host interpreter.

    python bench/gpu_launch_overhead.py [--calls 200] [--repeats 5]

The bundled MLP (`examples/models/mlp.stablehlo.mlir`: two dense layers,
6 kernels per call, each a few microseconds of device work) is compiled
twice for the GPU: with `host="jit"` (the `gpu-to-llvm` host code as one
JIT-compiled function calling the `mgpu*` runtime of
`aiopt.runtime.mgpu_runtime`, no Python per launch) and with
`host="interpreter"` (`HostInterpreter`, the host ops run one by one in
Python through cuda-python). Both are first checked against float64 numpy.
Then each is called `--calls` times back to back on the same inputs
(every call copies the inputs in and the result out and synchronizes, as a
user's call does); the figure is the median over `--repeats` of the
wall-clock time per call, and that time divided by the kernels per call.
Since the kernels are tiny, the time per call is nearly all host overhead.
Needs a CUDA device and the cuda-python bindings; prints why and exits 0
without them.

    python bench/gpu_launch_overhead.py --null-driver

measures the host side alone, on any machine: both paths run against a
driver that does no device work (the JIT host against a native one in LLVM
IR: memory is malloc'd, copies are memcpy, launches return at once; the
interpreter against Python stand-ins for cuda-python's calls with the same
behaviour), so the figures are what each host path costs per call and per
launch before the driver's own cost (a few microseconds per real launch).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np

MODEL = Path(__file__).resolve().parents[1] / "examples" / "models" / "mlp.stablehlo.mlir"


def _reference(inputs: list[np.ndarray]) -> np.ndarray:
    x, w1, b1, w2, b2 = (a.astype(np.float64) for a in inputs)
    return np.maximum(x @ w1 + b1, 0) @ w2 + b2


def _per_call(call, calls: int, repeats: int) -> float:
    call()  # warm-up: module loads, first-touch allocations
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(calls):
            call()
        times.append((time.perf_counter() - started) / calls)
    return statistics.median(times)


NULL_DRIVER_IR = r"""
declare ptr @malloc(i64)
declare void @free(ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @ok() {
  ret i32 0
}
define i32 @store_handle(ptr %out) {
  store ptr inttoptr (i64 4096 to ptr), ptr %out
  ret i32 0
}
define i32 @store_handle2(ptr %out, i32 %unused) {
  store ptr inttoptr (i64 4096 to ptr), ptr %out
  ret i32 0
}
define i32 @store_handle3(ptr %out, ptr %a, ptr %b) {
  store ptr inttoptr (i64 4096 to ptr), ptr %out
  ret i32 0
}
define i32 @alloc(ptr %out, i64 %size) {
  %p = call ptr @malloc(i64 %size)
  store ptr %p, ptr %out
  ret i32 0
}
define i32 @alloc_managed(ptr %out, i64 %size, i32 %flags) {
  %p = call ptr @malloc(i64 %size)
  store ptr %p, ptr %out
  ret i32 0
}
define i32 @release(i64 %address) {
  %p = inttoptr i64 %address to ptr
  call void @free(ptr %p)
  ret i32 0
}
define i32 @copy(i64 %to, i64 %from, i64 %size) {
  %t = inttoptr i64 %to to ptr
  %f = inttoptr i64 %from to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr %t, ptr %f, i64 %size, i1 false)
  ret i32 0
}
"""
"""A CUDA driver that does no device work, for the mgpu runtime: handles are constants, memory is malloc'd."""

_NULL_ENTRIES = {
    "cuInit": "ok", "cuDeviceGet": "ok", "cuDevicePrimaryCtxRetain": "store_handle2", "cuCtxSetCurrent": "ok",
    "cuModuleLoadData": "store_handle2", "cuModuleGetFunction": "store_handle3", "cuModuleUnload": "ok",
    "cuLaunchKernel": "ok", "cuStreamCreate": "store_handle2", "cuStreamSynchronize": "ok",
    "cuStreamDestroy_v2": "ok", "cuMemAlloc_v2": "alloc", "cuMemAllocManaged": "alloc_managed",
    "cuMemFree_v2": "release", "cuMemcpy": "copy", "cuMemsetD32_v2": "ok", "cuFuncSetAttribute": "ok",
}  # fmt: skip


def _null_jit_driver():
    from aiopt.runtime import mgpu_runtime
    from aiopt.runtime.jit import JitModule

    jit = JitModule(NULL_DRIVER_IR, link_runtime=False)
    return mgpu_runtime.Driver([jit.address(_NULL_ENTRIES[n]) for n in mgpu_runtime.DRIVER_NAMES], "null", jit)


def _null_cuda_python(monkeypatch: list) -> None:
    """cuda-python's driver calls that the interpreter makes, as Python functions doing no device work."""
    import ctypes
    import types

    from aiopt.runtime import cuda_runtime

    buffers: dict[int, ctypes.Array] = {}

    def alloc(size):
        buffer = ctypes.create_string_buffer(size)
        buffers[ctypes.addressof(buffer)] = buffer
        return 0, ctypes.addressof(buffer)

    def copy(target, source, size):
        ctypes.memmove(target, source, size)
        return (0,)

    driver = types.SimpleNamespace(
        CUresult=types.SimpleNamespace(CUDA_SUCCESS=0),
        cuMemAlloc=alloc,
        cuMemFree=lambda pointer: (buffers.pop(int(pointer)) and 0,),
        cuMemcpyHtoD=copy, cuMemcpyDtoH=copy, cuMemcpyDtoD=copy,
        cuModuleLoadData=lambda data: (0, 4096),
        cuModuleGetFunction=lambda module, name: (0, 4096),
        cuLaunchKernel=lambda *arguments: (0,),
        cuCtxSynchronize=lambda: (0,),
    )  # fmt: skip
    for name, value in (("_driver", lambda: driver), ("_context", lambda: (0, 0))):
        monkeypatch.append((cuda_runtime, name, getattr(cuda_runtime, name)))
        setattr(cuda_runtime, name, value)


def null_driver_figures(calls: int, repeats: int) -> int:
    """Both host paths against drivers that do no device work: the host side's cost per call and launch."""
    from aiopt.runtime import mgpu_runtime
    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = MODEL.read_text()
    jit = compile_for_cuda(text, chip="sm_90", host="jit", filename=MODEL.name)
    interpreter = compile_for_cuda(text, chip="sm_90", host="interpreter", filename=MODEL.name)
    kernels = sum(1 for op in jit.module.walk() if op.name == "gpu.launch_func")
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(s.shape).astype(s.dtype) for s in jit.inputs]
    before = mgpu_runtime.use_driver(_null_jit_driver())
    patched: list = []
    try:
        _null_cuda_python(patched)
        results = {
            "jit": _per_call(lambda: jit.call(*inputs), calls, repeats),
            "interpreter": _per_call(lambda: interpreter.call(*inputs), calls, repeats),
        }
        native = _per_call(_native_call(jit, inputs), calls, repeats)
        assert mgpu_runtime.live_allocations() == 0
        counts = _driver_calls_per_call(jit, inputs, calls)
    finally:
        for module, name, value in patched:
            setattr(module, name, value)
        mgpu_runtime.forget_driver() if before is None else mgpu_runtime.use_driver(before)
    for host, seconds in results.items():
        print(
            f"{host:>11} host, null driver: {seconds * 1e6:8.1f} us per call, {seconds * 1e6 / kernels:6.1f} us "
            f"per launch ({kernels} kernels per call, median of {repeats} x {calls} calls)"
        )
    print(f"host-side speed-up of the JIT host function: {results['interpreter'] / results['jit']:.1f}x")
    print(
        f"of the JIT host's call, the compiled host function itself (its C interface called directly with "
        f"ctypes): {native * 1e6:.1f} us, {native * 1e6 / kernels:.2f} us per launch; the rest is Python "
        "(input checks, descriptors, results)"
    )
    print(
        f"driver calls per call of the JIT host function ({sum(counts.values()):g} in all): "
        + ", ".join(f"{name} {count:g}" for name, count in counts.items())
    )
    return 0


def _driver_calls_per_call(function, inputs: list[np.ndarray], calls: int) -> dict[str, float]:
    """How many times each driver function is called per call of `function` once warm (the modules loaded, the
    stream made): the null driver's functions behind ctypes callbacks that count (not timed)."""
    import collections
    import ctypes

    from aiopt.runtime import mgpu_runtime

    null = _null_jit_driver()
    counts: collections.Counter[str] = collections.Counter()

    def counting(name: str, parameters: tuple, address: int):
        prototype = ctypes.CFUNCTYPE(ctypes.c_int, *parameters)
        target = prototype(address)

        def call(*arguments) -> int:
            counts[name] += 1
            return target(*arguments)

        return prototype(call)

    callbacks = [
        counting(name, parameters, address)
        for (name, parameters), address in zip(mgpu_runtime.DRIVER_FUNCTIONS, null.table)
    ]
    driver = mgpu_runtime.Driver([ctypes.cast(c, ctypes.c_void_p).value for c in callbacks], "counting", callbacks)
    before = mgpu_runtime.use_driver(driver)
    try:
        function.call(*inputs)  # warm-up
        counts.clear()
        for _ in range(calls):
            function.call(*inputs)
        per_call = {name: counts[name] / calls for name in mgpu_runtime.DRIVER_NAMES if counts[name]}
    finally:
        mgpu_runtime.use_driver(before)
    return per_call


def _native_call(function, inputs: list[np.ndarray]):
    """A no-argument callable of `_mlir_ciface_main` of the JIT host code on descriptors made once."""
    import ctypes

    from aiopt.runtime.jit import descriptor_class, descriptor_of

    outputs = [np.empty(s.shape, s.dtype) for s in function.results]
    arrays = [*inputs, *outputs]
    prototype = ctypes.CFUNCTYPE(None, *[ctypes.POINTER(descriptor_class(a.ndim)) for a in arrays])
    entry = prototype(function.jit_host.jit.address(f"_mlir_ciface_{function.entry}"))
    arguments = [ctypes.pointer(descriptor_of(a)) for a in arrays]
    return lambda: entry(*arguments)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--null-driver", action="store_true", help="measure the host side alone (no GPU needed)")
    args = parser.parse_args(argv)
    if args.null_driver:
        return null_driver_figures(args.calls, args.repeats)
    try:
        from aiopt.runtime import mgpu_runtime
        from aiopt.runtime.cuda_runtime import cuda_available, device_name
    except ImportError as err:
        print(f"cannot import the CUDA runtime ({err}): nothing to measure")
        return 0
    if not cuda_available() or not mgpu_runtime.libcuda_available():
        print("no CUDA device (or no cuda-python bindings / libcuda.so.1): nothing to measure")
        return 0
    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = MODEL.read_text()
    print(f"device: {device_name()}")
    functions = {}
    for host in ("jit", "interpreter"):
        started = time.perf_counter()
        functions[host] = compile_for_cuda(text, host=host, filename=MODEL.name)
        print(f"compile ({host} host): {time.perf_counter() - started:.2f} s")
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(s.shape).astype(s.dtype) for s in functions["jit"].inputs]
    expected = _reference(inputs)
    kernels = sum(1 for op in functions["jit"].module.walk() if op.name == "gpu.launch_func")
    results = {}
    for host, function in functions.items():
        (got,) = function.call(*inputs)
        error = float(np.max(np.abs(got - expected)))
        print(f"{host} host: max abs error vs float64 numpy: {error:.2e}")
        if not error < 1e-3:
            print(f"{host} host: WRONG RESULT")
            return 1
        results[host] = _per_call(lambda f=function: f.call(*inputs), args.calls, args.repeats)
    for host, seconds in results.items():
        print(
            f"{host:>11} host: {seconds * 1e6:8.1f} us per call, {seconds * 1e6 / kernels:6.1f} us per launch "
            f"({kernels} kernels per call, median of {args.repeats} x {args.calls} calls)"
        )
    print(f"speed-up of the JIT host function: {results['interpreter'] / results['jit']:.1f}x")
    mgpu_runtime.raise_driver_error()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
