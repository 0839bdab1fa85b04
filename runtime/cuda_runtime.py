"""Load PTX and launch its kernels on an NVIDIA GPU, through the CUDA driver API of cuda-python.

This is the device side of `ai-runner --target cuda` and of the Python
API's CUDA target. It is optional: `cuda_available()` is False (and the
tests that need a GPU skip) when the `cuda.bindings` package or a driver
with a device is missing.

    module = CudaModule(ptx_text)
    x, y = DeviceBuffer.from_array(xs), DeviceBuffer.from_array(ys)
    module.kernel("saxpy").launch((blocks, 1, 1), (256, 1, 1), [x.memref(), y.memref(), np.float32(2.0), n])
    result = y.to_array()

Kernel arguments follow MLIR's calling convention for kernels lowered by
`convert-gpu-to-nvvm`: a memref becomes its descriptor's fields (allocated
pointer, aligned pointer, offset, sizes, strides), an index an i64, and
other scalars their numpy type.
"""

from __future__ import annotations

import ctypes
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np


class CudaError(RuntimeError):
    """A CUDA driver call failed; the message names the call and the driver's error."""


@cache
def _driver():
    """cuda-python's driver module; a CudaError (not an ImportError from deep in a call) where it is not installed."""
    try:
        from cuda.bindings import driver  # optional dependency (the `cuda` extra)
    except ImportError as error:
        raise CudaError(
            f"running on a GPU needs cuda-python (aiopt's `cuda` extra: pip install -e '.[cuda]'): {error}"
        ) from None
    return driver


def _check(result, call: str):
    """Unpack a cuda-python result tuple, raising CudaError on a failed call."""
    status, *values = result if isinstance(result, tuple) else (result,)
    driver = _driver()
    if status != driver.CUresult.CUDA_SUCCESS:
        _, name = driver.cuGetErrorName(status)
        _, text = driver.cuGetErrorString(status)
        raise CudaError(f"{call} failed: {name.decode() if name else status}: {text.decode() if text else ''}")
    if not values:
        return None
    return values[0] if len(values) == 1 else tuple(values)


@cache
def _context():
    """The primary context of device 0, made current (created once per process)."""
    driver = _driver()
    _check(driver.cuInit(0), "cuInit")
    device = _check(driver.cuDeviceGet(0), "cuDeviceGet")
    context = _check(driver.cuDevicePrimaryCtxRetain(device), "cuDevicePrimaryCtxRetain")
    _check(driver.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    return device, context


def cuda_available() -> bool:
    """Whether cuda-python is installed and a CUDA device can be used."""
    try:
        _context()
    except (ImportError, CudaError, OSError):
        return False
    return True


def device_name() -> str:
    device, _ = _context()
    name = _check(_driver().cuDeviceGetName(256, device), "cuDeviceGetName")
    return name.split(b"\0", 1)[0].decode()


def compute_capability() -> tuple[int, int]:
    """The (major, minor) compute capability of device 0, e.g. (9, 0) for sm_90."""
    driver = _driver()
    device, _ = _context()
    attribute = driver.CUdevice_attribute
    major = _check(driver.cuDeviceGetAttribute(attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device), "")
    minor = _check(driver.cuDeviceGetAttribute(attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device), "")
    return major, minor


class DeviceBuffer:
    """Device memory holding an array of one shape and dtype."""

    def __init__(self, shape: Sequence[int], dtype: np.dtype):
        _context()
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.nbytes = int(np.prod(self.shape, dtype=np.int64)) * self.dtype.itemsize
        self.pointer = int(_check(_driver().cuMemAlloc(max(self.nbytes, 1)), "cuMemAlloc"))

    @classmethod
    def from_array(cls, array: np.ndarray) -> DeviceBuffer:
        array = np.ascontiguousarray(array)
        buffer = cls(array.shape, array.dtype)
        buffer.copy_from(array)
        return buffer

    def copy_from(self, array: np.ndarray) -> None:
        array = np.ascontiguousarray(array, dtype=self.dtype)
        if self.nbytes:
            _check(_driver().cuMemcpyHtoD(self.pointer, array.ctypes.data, self.nbytes), "cuMemcpyHtoD")

    def to_array(self, out: np.ndarray | None = None) -> np.ndarray:
        if out is None:
            out = np.empty(self.shape, self.dtype)
        if self.nbytes:
            _check(_driver().cuMemcpyDtoH(out.ctypes.data, self.pointer, self.nbytes), "cuMemcpyDtoH")
        return out

    def free(self) -> None:
        if self.pointer:
            _check(_driver().cuMemFree(self.pointer), "cuMemFree")
            self.pointer = 0

    def __del__(self) -> None:
        try:
            self.free()
        except Exception:
            pass

    def memref(self) -> MemRefArgument:
        """This buffer as a row-major memref kernel argument."""
        strides, stride = [], 1
        for size in reversed(self.shape):
            strides.append(stride)
            stride *= size
        return MemRefArgument(self.pointer, self.shape, tuple(reversed(strides)))


def copy_device_to_device(destination: int, source: int, nbytes: int) -> None:
    """Copy `nbytes` between two device addresses."""
    if nbytes:
        _check(_driver().cuMemcpyDtoD(destination, source, nbytes), "cuMemcpyDtoD")


def copy_device_to_host(destination: np.ndarray, source: int) -> None:
    """Fill the contiguous array `destination` from the device address `source`."""
    if destination.nbytes:
        _check(_driver().cuMemcpyDtoH(destination.ctypes.data, source, destination.nbytes), "cuMemcpyDtoH")


def copy_host_to_device(destination: int, source: np.ndarray) -> None:
    """Copy the contiguous array `source` to the device address `destination`."""
    source = np.ascontiguousarray(source)
    if source.nbytes:
        _check(_driver().cuMemcpyHtoD(destination, source.ctypes.data, source.nbytes), "cuMemcpyHtoD")


def synchronize() -> None:
    """Wait until the device has finished all work."""
    _check(_driver().cuCtxSynchronize(), "cuCtxSynchronize")


@dataclass(frozen=True)
class MemRefArgument:
    """A memref passed to a kernel: expanded to descriptor fields, as MLIR's kernel ABI does."""

    pointer: int
    sizes: tuple[int, ...]
    strides: tuple[int, ...]
    offset: int = 0

    def fields(self) -> list[ctypes._SimpleCData]:
        return [
            ctypes.c_void_p(self.pointer),
            ctypes.c_void_p(self.pointer),
            ctypes.c_int64(self.offset),
            *(ctypes.c_int64(s) for s in self.sizes),
            *(ctypes.c_int64(s) for s in self.strides),
        ]


_CTYPES = {
    np.dtype(np.float32): ctypes.c_float,
    np.dtype(np.float64): ctypes.c_double,
    np.dtype(np.int8): ctypes.c_int8,
    np.dtype(np.int16): ctypes.c_int16,
    np.dtype(np.int32): ctypes.c_int32,
    np.dtype(np.int64): ctypes.c_int64,
    np.dtype(np.uint8): ctypes.c_uint8,
    np.dtype(np.uint32): ctypes.c_uint32,
    np.dtype(np.uint64): ctypes.c_uint64,
    np.dtype(np.bool_): ctypes.c_bool,
}


def kernel_argument_values(arguments: Sequence[object]) -> list[ctypes._SimpleCData]:
    """The ctypes values a kernel receives: memrefs expanded; Python ints are indices (i64)."""
    values: list[ctypes._SimpleCData] = []
    for argument in arguments:
        if isinstance(argument, MemRefArgument):
            values.extend(argument.fields())
        elif isinstance(argument, DeviceBuffer):
            values.extend(argument.memref().fields())
        elif isinstance(argument, bool | int) and not isinstance(argument, np.generic):
            values.append(ctypes.c_int64(int(argument)))
        elif isinstance(argument, np.generic):
            values.append(_CTYPES[argument.dtype](argument.item()))
        else:
            raise TypeError(f"cannot pass {type(argument).__name__} to a kernel")
    return values


class CudaKernel:
    """One `.entry` of a loaded module."""

    def __init__(self, function, name: str):
        self.function = function
        self.name = name

    def launch(
        self,
        grid: Sequence[int],
        block: Sequence[int],
        arguments: Sequence[object],
        shared_memory_bytes: int = 0,
        stream=None,
        synchronize: bool = True,
    ) -> None:
        """Launch on a grid of `grid` blocks of `block` threads; wait for it unless `synchronize` is False."""
        driver = _driver()
        values = kernel_argument_values(arguments)
        pointers = (ctypes.c_void_p * max(len(values), 1))(*(ctypes.addressof(v) for v in values))
        _check(
            driver.cuLaunchKernel(
                self.function,
                *(int(g) for g in grid),
                *(int(b) for b in block),
                int(shared_memory_bytes),
                stream or 0,
                ctypes.addressof(pointers),
                0,
            ),
            f"cuLaunchKernel({self.name})",
        )
        if synchronize:
            _check(driver.cuCtxSynchronize(), f"kernel {self.name}")


class CudaModule:
    """A PTX module loaded into the current context (the driver JIT-compiles it for the device)."""

    def __init__(self, ptx: str):
        _context()
        data = ptx.encode() + b"\0"
        self.module = _check(_driver().cuModuleLoadData(data), "cuModuleLoadData")
        self._kernels: dict[str, CudaKernel] = {}

    def kernel(self, name: str) -> CudaKernel:
        if name not in self._kernels:
            function = _check(_driver().cuModuleGetFunction(self.module, name.encode()), f"cuModuleGetFunction({name})")
            self._kernels[name] = CudaKernel(function, name)
        return self._kernels[name]


class CudaTimer:
    """Times device work between `start()` and `stop()` with CUDA events (milliseconds)."""

    def __init__(self) -> None:
        driver = _driver()
        _context()
        self._start = _check(driver.cuEventCreate(0), "cuEventCreate")
        self._stop = _check(driver.cuEventCreate(0), "cuEventCreate")

    def start(self) -> None:
        _check(_driver().cuEventRecord(self._start, 0), "cuEventRecord")

    def stop(self) -> float:
        driver = _driver()
        _check(driver.cuEventRecord(self._stop, 0), "cuEventRecord")
        _check(driver.cuEventSynchronize(self._stop), "cuEventSynchronize")
        return float(_check(driver.cuEventElapsedTime(self._start, self._stop), "cuEventElapsedTime"))
