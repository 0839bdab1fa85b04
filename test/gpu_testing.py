"""Helpers for tests of the GPU pipeline: a program lowered through the passes its chips share once per process,
and PTX assembled by ptxas once per process.

sm_80 and sm_90 (and a program's runs on the interpreter and to PTX) share
every pass up to `nvvm-attach-target`; a test that lowers a program for each
chip, or with each option of a later pass, runs those passes once and
clones their result.

Many kernels' PTX is the same text in several tests (the MLP of three test
files, a workload's kernels that differ only in their gpu.module, a scalar
type whose kernel is that of another of its width): `ptxas_errors` runs
ptxas once for a text and chip, which gives the same answer every time.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable, Sequence

import numpy as np
from xdsl.dialects.builtin import ModuleOp

from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

_CONTEXT = default_registry().make_context()

_SHARED: dict[tuple[str, tuple[str, ...]], ModuleOp] = {}
"""The programs after their shared passes, by text and those passes (never changed: callers get clones)."""

_LOWERED: dict[tuple[str, tuple[str, ...]], ModuleOp] = {}
"""The programs after all their passes, by text and passes, where some passes follow the shared ones (never
changed: callers get clones). The MLP goes through the same passes for a chip in three test files."""


def lowered(text: str, passes: Sequence[str], shared: int, run: Callable[[ModuleOp, str], object]) -> ModuleOp:
    """`text` parsed and run through `passes` by `run(module, pipeline text)`: the first `shared` of them once per
    process for that text, a clone of their result through the rest, once per process for that text and
    passes; a clone of the result."""
    key = (text, tuple(passes[:shared]))
    prefix = _SHARED.get(key)
    if prefix is None:
        prefix = parse_module(_CONTEXT, text, "program.mlir")
        if shared:
            run(prefix, ",".join(passes[:shared]))
        _SHARED[key] = prefix
    if not passes[shared:]:
        return prefix.clone()
    full_key = (text, tuple(passes))
    module = _LOWERED.get(full_key)
    if module is None:
        module = prefix.clone()
        run(module, ",".join(passes[shared:]))
        _LOWERED[full_key] = module
    return module.clone()


PTXAS = shutil.which("ptxas")
"""ptxas, where it is on the PATH (None: tests check the PTX without assembling it)."""

_ASSEMBLED: dict[tuple[str, str], str | None] = {}
"""What ptxas said of each PTX text and chip assembled in this process (`ptxas_errors`)."""


def ptxas_errors(ptx: str, chip: str) -> str | None:
    """ptxas's error output for `ptx` assembled for `chip` (`sm_90`...), None where it assembles: ptxas runs once
    per process for a text and chip. Only where ptxas is on the PATH (`PTXAS`)."""
    assert PTXAS is not None, "ptxas is not on the PATH"
    key = (ptx, chip)
    if key not in _ASSEMBLED:
        result = subprocess.run([PTXAS, f"-arch={chip}", "-", "-o", "/dev/null"], input=ptx, capture_output=True,
                                text=True, check=False)  # fmt: skip
        _ASSEMBLED[key] = (result.stderr or f"ptxas exited with {result.returncode}") if result.returncode else None
    return _ASSEMBLED[key]


class HostMemory:
    """Device buffers in host memory (`install_host_memory`): numpy arrays, found again by their address."""

    def __init__(self) -> None:
        self.arrays: dict[int, np.ndarray] = {}

    def allocate(self, dtype, sizes):
        from aiopt.runtime.gpu_executor import DeviceMemRef, _row_major

        array = np.zeros(tuple(sizes), dtype)
        self.arrays[array.ctypes.data] = array
        return DeviceMemRef(array.ctypes.data, array.dtype, tuple(sizes), _row_major(sizes), 0, None)

    def array(self, memref) -> np.ndarray:
        return self.arrays[memref.pointer]

    def element(self, address: int, dtype: np.dtype):
        """The element of `dtype` at `address`; an AssertionError where no buffer holds all of its bytes."""
        for start, array in self.arrays.items():
            if start <= address and address + dtype.itemsize <= start + array.nbytes:
                return (
                    array.reshape(-1).view(np.uint8)[address - start : address - start + dtype.itemsize].view(dtype)[0]
                )
        raise AssertionError(f"address {address:#x} is outside every device buffer")


def install_host_memory(monkeypatch) -> HostMemory:
    """The CUDA executor's copies become memmoves between numpy arrays, its allocations numpy arrays (for a
    pytest `monkeypatch`): the host side of `gpu_executor` runs without a GPU."""
    import ctypes

    from aiopt.runtime import gpu_executor

    memory = HostMemory()
    monkeypatch.setattr(gpu_executor.DeviceMemRef, "allocate", staticmethod(memory.allocate))
    cuda = gpu_executor.cuda
    monkeypatch.setattr(cuda, "copy_device_to_host", lambda a, source: ctypes.memmove(a.ctypes.data, source, a.nbytes))

    def to_device(target: int, array: np.ndarray) -> None:
        array = np.ascontiguousarray(array)
        ctypes.memmove(target, array.ctypes.data, array.nbytes)

    monkeypatch.setattr(cuda, "copy_host_to_device", to_device)
    monkeypatch.setattr(cuda, "copy_device_to_device", ctypes.memmove)
    return memory


def install_host_kernels(monkeypatch, function) -> None:
    """The host interpreter's launches (`gpu_executor.HostInterpreter`) run the kernels of `function` (a
    `GpuFunction` compiled with the default pipeline, which keeps its gpu.modules) with the reference
    interpreter, on device memory that is host memory (`install_host_memory`), as the fake driver
    (`fake_cuda_driver`) runs the JIT host's launches. Elements the interpreter holds as the device stores them
    only (no bf16 or narrow integers)."""
    import ctypes

    from xdsl.dialects.builtin import MemRefType

    from aiopt.reference.hlo import numpy_dtype
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime import fake_cuda_driver, gpu_executor

    class Kernel:
        def __init__(self, source, name: str) -> None:
            self.source = source
            self.function = next(op for op in source.body.block.ops if getattr(op, "sym_name", None)
                                 and op.sym_name.data == name)  # fmt: skip

        def launch(self, grid, block, values, synchronize: bool = False) -> None:
            kernel = fake_cuda_driver._Kernel(0, self.source.sym_name.data, self.function, self.source)
            launcher = fake_cuda_driver._launcher(kernel, tuple(map(int, grid)), tuple(map(int, block)))
            arguments = []
            for type_, value in zip(self.function.function_type.inputs.data, values):
                if not isinstance(type_, MemRefType):
                    arguments.append(value)
                    continue
                dtype = np.dtype(numpy_dtype(type_.element_type))
                assert fake_cuda_driver._representation(type_.element_type)[2] is None, type_
                if any(size == 0 for size in value.sizes):
                    arguments.append(np.zeros(value.sizes, dtype))
                    continue
                # The elements reached lie from low to high (in elements) around element [0, ...].
                reach = [(size - 1) * stride for size, stride in zip(value.sizes, value.strides)]
                low, high = sum(min(r, 0) for r in reach), sum(max(r, 0) for r in reach)
                base = value.pointer + (value.offset + low) * dtype.itemsize
                flat = np.frombuffer((ctypes.c_char * ((high - low + 1) * dtype.itemsize)).from_address(base), dtype)
                byte_strides = tuple(s * dtype.itemsize for s in value.strides)
                arguments.append(np.lib.stride_tricks.as_strided(flat[-low:], tuple(value.sizes), byte_strides))
            run_function(launcher, "launch", arguments)

    class Module:
        def __init__(self, source) -> None:
            self.source = source

        def kernel(self, name: str) -> Kernel:
            return Kernel(self.source, name)

    monkeypatch.setattr(gpu_executor.HostInterpreter, "_binary", lambda self, op, name: Module(function.kernels[name]))
    monkeypatch.setattr(gpu_executor.cuda, "synchronize", lambda: None)
