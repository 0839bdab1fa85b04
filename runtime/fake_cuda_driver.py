"""A fake CUDA driver for the `mgpu*` runtime: host memory, and kernels run by the reference interpreter.

It lets the JIT-compiled host code of a GPU program run end to end on a
machine without a GPU. Its `cu*` functions are ctypes callbacks that
`aiopt.runtime.mgpu_runtime` calls instead of libcuda's:

    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())   # {PTX text: the gpu.module it was compiled from}
    with driver.installed():
        outputs = function.call(*inputs)             # the JIT host function launches through the fake
    assert driver.live_allocations() == {}           # (inside the block: the runtime's cached blocks)

- device memory is host memory (zeroed numpy buffers) that the fake hands
  out and tracks: a kernel argument or a `cuMemFree_v2` pointer outside of
  it is `CUDA_ERROR_ILLEGAL_ADDRESS` / `CUDA_ERROR_INVALID_VALUE`, as a host
  pointer passed to a kernel would fail on a GPU;
- `cuModuleLoadData` reads the PTX image (a NUL-terminated string) and
  finds the `gpu.module` it was compiled from (`add_kernels`); an unknown
  image is `CUDA_ERROR_INVALID_IMAGE`;
- `cuLaunchKernel` reads the kernel's parameters with MLIR's kernel ABI
  (a memref as its descriptor's fields, an index as an i64, scalars by
  their type) from the `void **params` array and runs the `gpu.func` on
  views of the buffers with `aiopt.reference.gpu`'s simulation of
  `gpu.launch_func` (threads of a block in lock step where they must be);
- every call is recorded in `calls` (name and what matters of its
  arguments), and `fail` makes a named call return a given `CUresult`;
- `memory_limit` (bytes) makes an allocation that would take the live
  allocations past it fail with `CUDA_ERROR_OUT_OF_MEMORY`, as a full
  device does;
- `protect_device_memory=True` makes device memory what host code cannot
  touch, as a discrete GPU's: each `cuMemAlloc_v2` block is pages of its own
  (`mmap`) that are `PROT_NONE` except while a call of the fake that works
  on device memory runs (`cuMemcpy`, `cuMemsetD32_v2`, `cuLaunchKernel`), so
  host code (or a host runtime function it calls) that reads or writes
  through a device pointer dies of SIGSEGV here too, instead of working on
  host memory that only the fake makes the device's. Use it in a child
  process (`python -c`, a subprocess of the test) and check its exit status;
  managed memory (`cuMemAllocManaged`) stays host memory;
- the current context is per thread, as the driver's: a call that works in
  the current context (loading and unloading modules, launches, streams,
  memory) on a thread whose current context is not the primary one
  (`PRIMARY_CONTEXT`, the only one `cuCtxSetCurrent` accepts) fails with
  `CUDA_ERROR_INVALID_CONTEXT`, and `make_current` makes another context
  current on the calling thread, as another library using the driver
  would; a function of an unloaded module is an invalid handle.

A Python exception inside a callback is kept in `errors` and the call
returns `CUDA_ERROR_UNKNOWN` (ctypes would otherwise return 0, success).
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import itertools
import mmap
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, IndexType, IntegerType, MemRefType
from xdsl.ir import Attribute, Operation

from aiopt.runtime import mgpu_runtime

CUDA_SUCCESS = 0
CUDA_ERROR_INVALID_VALUE = 1
CUDA_ERROR_OUT_OF_MEMORY = 2
CUDA_ERROR_INVALID_IMAGE = 200
CUDA_ERROR_INVALID_CONTEXT = 201
CUDA_ERROR_INVALID_HANDLE = 400
CUDA_ERROR_NOT_FOUND = 500
CUDA_ERROR_ILLEGAL_ADDRESS = 700
CUDA_ERROR_UNKNOWN = 999

_ALIGNMENT = 256
"""cuMemAlloc's alignment."""

_PROT_NONE = 0
_DEVICE_ACCESS = frozenset({"cuMemcpy", "cuMemsetD32_v2", "cuLaunchKernel"})
"""The driver functions that read or write device memory: protected device memory is accessible while one runs."""

PRIMARY_CONTEXT = 0xC0
"""The handle of the primary context (`cuDevicePrimaryCtxRetain`)."""

_IN_CONTEXT = frozenset({
    "cuModuleLoadData", "cuModuleUnload", "cuLaunchKernel", "cuStreamCreate", "cuStreamSynchronize",
    "cuStreamDestroy_v2", "cuMemAlloc_v2", "cuMemAllocManaged", "cuMemFree_v2", "cuMemcpy", "cuMemsetD32_v2",
})  # fmt: skip
"""The driver functions that work in the calling thread's current context (cuModuleGetFunction and
cuFuncSetAttribute take the context of their module or function)."""


class DriverFailure(Exception):
    """A fake driver call fails with `status` (a CUresult)."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


@dataclass
class _Kernel:
    module: int
    """The handle of the loaded module."""
    module_name: str
    function: Operation
    source: Operation
    """The gpu.module holding `function`."""


@dataclass
class FakeCudaDriver:
    """The fake driver's state: allocations, loaded modules, streams, the calls made and injected failures."""

    fail: dict[str, int] = field(default_factory=dict)
    memory_limit: int | None = None
    protect_device_memory: bool = False
    calls: list[tuple] = field(default_factory=list)
    errors: list[BaseException] = field(default_factory=list)
    _images: dict[str, Operation] = field(default_factory=dict)
    _allocations: dict[int, np.ndarray] = field(default_factory=dict)
    _modules: dict[int, Operation] = field(default_factory=dict)
    _functions: dict[int, _Kernel] = field(default_factory=dict)
    _streams: set[int] = field(default_factory=set)
    _handles: Iterator[int] = field(default_factory=lambda: itertools.count(0x1000, 0x10))
    _launchers: dict[tuple, Any] = field(default_factory=dict)
    _current: threading.local = field(default_factory=threading.local)
    """`context`: the calling thread's current context (0: none)."""
    _mappings: dict[int, int] = field(default_factory=dict)
    """The protected device allocations: address -> length of its pages (`protect_device_memory`)."""
    _accessing: int = 0
    """How many driver calls that work on device memory are running (its pages are accessible while any is)."""
    _guard: threading.Lock = field(default_factory=threading.Lock)

    def add_kernels(self, kernels: Mapping[str, Operation]) -> None:
        """Make `cuModuleLoadData` of each PTX text load the gpu.module it maps to."""
        self._images.update(kernels)

    # -- what tests look at --
    def live_allocations(self) -> dict[int, int]:
        """The allocations not freed: address -> bytes."""
        return {address: buffer.nbytes for address, buffer in list(self._allocations.items())}

    def loaded_modules(self) -> list[str]:
        return [module.sym_name.data for module in self._modules.values()]

    def called(self, name: str) -> list[tuple]:
        """The recorded calls of driver function `name` (their arguments)."""
        return [call[1:] for call in self.calls if call[0] == name]

    def make_current(self, context: int) -> None:
        """Make `context` (a handle) current on the calling thread, as another user of the driver would."""
        self._current.context = context

    def driver(self) -> mgpu_runtime.Driver:
        """The table of this driver's functions for `mgpu_runtime.use_driver`."""
        callbacks = []
        for name, parameters in mgpu_runtime.DRIVER_FUNCTIONS:
            callbacks.append(ctypes.CFUNCTYPE(ctypes.c_int, *parameters)(self._entry(name)))
        addresses = [ctypes.cast(c, ctypes.c_void_p).value for c in callbacks]
        return mgpu_runtime.Driver(addresses, "fake", callbacks)

    @contextlib.contextmanager
    def installed(self) -> Iterator[FakeCudaDriver]:
        """Run the mgpu runtime on this driver inside the block (the driver before is restored after it)."""
        before = mgpu_runtime.use_driver(self.driver())
        try:
            yield self
        finally:
            mgpu_runtime.unload_modules()
            mgpu_runtime.runtime().clear_status()
            if before is not None:
                mgpu_runtime.use_driver(before)
            else:
                mgpu_runtime.forget_driver()

    # -- the driver functions --
    def _entry(self, name: str):
        implementation = getattr(self, "_" + name.removesuffix("_v2"))

        def call(*arguments) -> int:
            try:
                if name in self.fail:
                    self.calls.append((name, "failed"))
                    return self.fail[name]
                if name in _IN_CONTEXT and getattr(self._current, "context", 0) != PRIMARY_CONTEXT:
                    raise DriverFailure(CUDA_ERROR_INVALID_CONTEXT, "the primary context is not current")
                with self._device_access() if name in _DEVICE_ACCESS else contextlib.nullcontext():
                    implementation(*arguments)
                return CUDA_SUCCESS
            except DriverFailure as failure:
                self.calls.append((name, "failed", str(failure)))
                return failure.status
            except BaseException as error:  # noqa: BLE001 - any exception must not become CUDA_SUCCESS
                self.errors.append(error)
                return CUDA_ERROR_UNKNOWN

        return call

    def _handle(self) -> int:
        return next(self._handles)

    def _cuInit(self, flags: int) -> None:
        self.calls.append(("cuInit",))

    def _cuDeviceGet(self, device: int, ordinal: int) -> None:
        ctypes.c_int.from_address(device).value = ordinal

    def _cuDevicePrimaryCtxRetain(self, context: int, device: int) -> None:
        self.calls.append(("cuDevicePrimaryCtxRetain",))
        ctypes.c_void_p.from_address(context).value = PRIMARY_CONTEXT

    def _cuCtxSetCurrent(self, context: int | None) -> None:
        if context != PRIMARY_CONTEXT:
            raise DriverFailure(CUDA_ERROR_INVALID_CONTEXT, "not the primary context")
        self._current.context = context
        self.calls.append(("cuCtxSetCurrent",))

    def _cuModuleLoadData(self, module: int, image: int) -> None:
        text = ctypes.string_at(image).decode()
        source = self._images.get(text)
        if source is None:
            raise DriverFailure(CUDA_ERROR_INVALID_IMAGE, "an image the fake does not know")
        handle = self._handle()
        self._modules[handle] = source
        ctypes.c_void_p.from_address(module).value = handle
        self.calls.append(("cuModuleLoadData", source.sym_name.data))

    def _cuModuleGetFunction(self, function: int, module: int | None, name: int) -> None:
        source = self._modules.get(module or 0)
        if source is None:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such module")
        kernel_name = ctypes.string_at(name).decode()
        kernel = next(
            (op for op in source.body.block.ops if getattr(op, "sym_name", None) and op.sym_name.data == kernel_name),
            None,
        )
        if kernel is None:
            raise DriverFailure(CUDA_ERROR_NOT_FOUND, f"no kernel {kernel_name}")
        handle = self._handle()
        self._functions[handle] = _Kernel(module or 0, source.sym_name.data, kernel, source)
        ctypes.c_void_p.from_address(function).value = handle
        self.calls.append(("cuModuleGetFunction", kernel_name))

    def _cuModuleUnload(self, module: int | None) -> None:
        if self._modules.pop(module or 0, None) is None:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such module")
        for handle, kernel in list(self._functions.items()):
            if kernel.module == module:
                del self._functions[handle]
        self.calls.append(("cuModuleUnload",))

    def _cuStreamCreate(self, stream: int, flags: int) -> None:
        handle = self._handle()
        self._streams.add(handle)
        ctypes.c_void_p.from_address(stream).value = handle
        self.calls.append(("cuStreamCreate",))

    def _cuStreamSynchronize(self, stream: int | None) -> None:
        if stream not in self._streams:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such stream")

    def _cuStreamDestroy(self, stream: int | None) -> None:
        if stream not in self._streams:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such stream")
        self._streams.discard(stream)
        self.calls.append(("cuStreamDestroy_v2",))

    def _allocate(self, pointer: int, size: int, name: str) -> None:
        if self.memory_limit is not None and sum(self.live_allocations().values()) + size > self.memory_limit:
            raise DriverFailure(CUDA_ERROR_OUT_OF_MEMORY, f"{size} bytes do not fit in {self.memory_limit}")
        if self.protect_device_memory and name == "cuMemAlloc_v2":
            view = self._map(size)
        else:
            buffer = np.zeros(size + _ALIGNMENT, np.uint8)
            start = -buffer.ctypes.data % _ALIGNMENT
            view = buffer[start : start + size]
        self._allocations[view.ctypes.data] = view
        ctypes.c_uint64.from_address(pointer).value = view.ctypes.data
        self.calls.append((name, size))

    def _map(self, size: int) -> np.ndarray:
        """`size` zero bytes on pages of their own, accessible only while a driver call works on device memory."""
        length = max(-(-size // mmap.PAGESIZE), 1) * mmap.PAGESIZE
        libc = _libc()
        with self._guard:
            prot = mmap.PROT_READ | mmap.PROT_WRITE if self._accessing else _PROT_NONE
            address = libc.mmap(None, length, prot, mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, -1, 0)
            if address in (None, ctypes.c_void_p(-1).value):
                raise DriverFailure(CUDA_ERROR_OUT_OF_MEMORY, f"mmap of {length} bytes failed")
            self._mappings[address] = length
        return np.frombuffer((ctypes.c_uint8 * size).from_address(address), np.uint8)

    @contextlib.contextmanager
    def _device_access(self) -> Iterator[None]:
        """Protected device memory readable and writable inside the block (on every thread: calls on several
        threads may overlap, and the pages close when the last one ends)."""
        if not self.protect_device_memory:
            yield
            return
        with self._guard:
            self._accessing += 1
            if self._accessing == 1:
                self._protect(mmap.PROT_READ | mmap.PROT_WRITE)
        try:
            yield
        finally:
            with self._guard:
                self._accessing -= 1
                if not self._accessing:
                    self._protect(_PROT_NONE)

    def _protect(self, prot: int) -> None:
        libc = _libc()
        for address, length in self._mappings.items():
            if libc.mprotect(address, length, prot):
                raise OSError(ctypes.get_errno(), "mprotect of fake device memory failed")

    def _cuMemAlloc(self, pointer: int, size: int) -> None:
        self._allocate(pointer, size, "cuMemAlloc_v2")

    def _cuMemAllocManaged(self, pointer: int, size: int, flags: int) -> None:
        self._allocate(pointer, size, "cuMemAllocManaged")

    def _cuMemFree(self, pointer: int) -> None:
        buffer = self._allocations.pop(pointer, None)
        if buffer is None:
            raise DriverFailure(CUDA_ERROR_INVALID_VALUE, f"free of {pointer:#x}, which is not an allocation")
        with self._guard:
            length = self._mappings.pop(pointer, None)
            if length is not None:
                _libc().munmap(pointer, length)
        self.calls.append(("cuMemFree_v2", buffer.nbytes))

    def _where(self, address: int, size: int) -> str:
        """'D' when [address, address + size) lies in one allocation, else 'H' (host memory)."""
        for start, buffer in list(self._allocations.items()):  # a copy: other threads may allocate meanwhile
            if start <= address and address + size <= start + buffer.nbytes:
                return "D"
        return "H"

    def _cuMemcpy(self, target: int, source: int, size: int) -> None:
        ctypes.memmove(target, source, size)
        self.calls.append(("cuMemcpy", f"{self._where(source, size)}to{self._where(target, size)}", size))

    def _cuMemsetD32(self, target: int, value: int, count: int) -> None:
        if self._where(target, 4 * count) != "D":
            raise DriverFailure(CUDA_ERROR_INVALID_VALUE, "memset of memory that is not the device's")
        np.frombuffer((ctypes.c_uint32 * count).from_address(target), np.uint32)[...] = value
        self.calls.append(("cuMemsetD32_v2", count))

    def _cuFuncSetAttribute(self, function: int | None, attribute: int, value: int) -> None:
        if (function or 0) not in self._functions:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such function")

    def _cuLaunchKernel(self, function, gx, gy, gz, bx, by, bz, shared, stream, params, extra) -> None:
        from aiopt.reference.interpreter import run_function

        kernel = self._functions.get(function or 0)
        if kernel is None:
            raise DriverFailure(CUDA_ERROR_INVALID_HANDLE, "no such function")
        grid, block = (gx, gy, gz), (bx, by, bz)
        types = kernel.function.function_type.inputs.data
        pointers = iter((ctypes.c_void_p * _field_count(types)).from_address(params or 0))
        writebacks: list = []
        values = [self._argument(type_, pointers, writebacks) for type_ in types]
        key = (id(kernel.source), kernel.function.sym_name.data, grid, block)
        if key not in self._launchers:
            self._launchers[key] = _launcher(kernel, grid, block)
        self.calls.append(("cuLaunchKernel", f"{kernel.module_name}::{kernel.function.sym_name.data}", grid, block))
        run_function(self._launchers[key], "launch", values)
        for writeback in writebacks:
            writeback()

    def _argument(self, type_: Attribute, pointers: Iterator[int], writebacks: list) -> Any:
        """A kernel parameter read from its fields: a memref as a numpy view of the device buffer. Elements the
        interpreter holds otherwise than the device (bf16 as float32 values, iN narrower than its byte
        sign-extended) are a converted copy, written back to the buffer after the launch (`writebacks`)."""
        from aiopt.reference.hlo import numpy_dtype

        element = type_.element_type if isinstance(type_, MemRefType) else type_
        storage, to_interpreter, to_device = _representation(element)
        if not isinstance(type_, MemRefType):
            dtype = np.dtype(np.int64) if isinstance(type_, IndexType) else storage
            value = np.frombuffer(ctypes.string_at(next(pointers), dtype.itemsize), dtype)
            return int(value[0]) if isinstance(type_, IndexType) else to_interpreter(value)[0]
        rank = type_.get_num_dims()
        fields = [ctypes.c_int64.from_address(next(pointers)).value for _ in range(3 + 2 * rank)]
        aligned, offset, sizes, strides = fields[1], fields[2], fields[3 : 3 + rank], fields[3 + rank :]
        if any(size == 0 for size in sizes):
            return np.zeros(sizes, numpy_dtype(element))
        extent = 1 + sum((size - 1) * stride for size, stride in zip(sizes, strides))
        base = aligned + offset * storage.itemsize
        if self._where(base, extent * storage.itemsize) != "D":
            raise DriverFailure(CUDA_ERROR_ILLEGAL_ADDRESS, f"a kernel argument at {base:#x} is not device memory")
        flat = np.frombuffer((ctypes.c_char * (extent * storage.itemsize)).from_address(base), storage)
        view = np.lib.stride_tricks.as_strided(flat, tuple(sizes), tuple(s * storage.itemsize for s in strides))
        if to_device is None:
            return view
        values = to_interpreter(view)

        def write_back() -> None:
            view[...] = to_device(values)

        writebacks.append(write_back)
        return values


@functools.cache
def _libc() -> ctypes.CDLL:
    """The C library's mmap, mprotect and munmap (for `protect_device_memory`)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mmap.restype = ctypes.c_void_p
    libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long)
    libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
    libc.munmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t)
    return libc


def _representation(element: Attribute):
    """How the device stores elements of `element` and how the interpreter holds them: (the storage dtype,
    storage -> interpreter, interpreter -> storage or None when they are the same)."""
    from aiopt.reference.hlo import numpy_dtype
    from aiopt.runtime.jit import narrow_to_width, widen_from_width

    if isinstance(element, BFloat16Type):
        return (
            np.dtype(np.uint16),
            # (np.asarray: shifting a rank-0 array gives a numpy scalar, and the interpreter wants an array)
            lambda bits: np.asarray(np.asarray(bits).astype(np.uint32) << np.uint32(16)).view(np.float32),
            # the interpreter's bf16 values are float32s with zero low halves
            lambda values: (np.ascontiguousarray(values).view(np.uint32) >> np.uint32(16)).astype(np.uint16),
        )
    dtype = numpy_dtype(element) if not isinstance(element, IndexType) else np.dtype(np.int64)
    width = element.width.data if isinstance(element, IntegerType) else 0
    if width in (0, 1) or width == dtype.itemsize * 8:
        return dtype, lambda values: np.asarray(values), None
    # iN in a wider holder: the device leaves the bits above N as they come (compiled code masks inputs).
    return (
        dtype,
        lambda values: widen_from_width(np.array(values, dtype), width),
        lambda values: narrow_to_width(np.asarray(values, dtype), width),
    )


def _field_count(types) -> int:
    """How many `params` entries the kernel ABI gives arguments of `types`."""
    return sum(3 + 2 * t.get_num_dims() if isinstance(t, MemRefType) else 1 for t in types)


def _launcher(kernel: _Kernel, grid: tuple[int, ...], block: tuple[int, ...]):
    """A module holding the kernel's gpu.module and `func.func @launch` that launches it on its arguments."""
    from aiopt.support.asm_printer import render
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    types = [str(t) for t in kernel.function.function_type.inputs.data]
    arguments = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    sizes = "\n".join(f"    %s{i} = arith.constant {v} : index" for i, v in enumerate((*grid, *block)))
    operands = ", ".join(f"%a{i} : {t}" for i, t in enumerate(types))
    text = f"""module attributes {{gpu.container_module}} {{
{render(kernel.source, aliases=False)}
  func.func @launch({arguments}) {{
{sizes}
    gpu.launch_func @{kernel.module_name}::@{kernel.function.sym_name.data} blocks in (%s0, %s1, %s2) threads in (%s3, %s4, %s5){f" args({operands})" if operands else ""}
    return
  }}
}}
"""  # fmt: skip
    return parse_module(default_registry().make_context(), text, "<fake-cuda-launch>")
