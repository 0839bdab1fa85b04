"""`aiopt_collective_<N>_<n>`: the runtime functions that compiled collectives call (`hlo-collectives-to-runtime`).

    int32_t aiopt_collective_3_0(int64_t rank0, void *d0, int64_t rank1, void *d1, int64_t rank2, void *d2)

The arguments are N unranked memrefs (upstream's `{rank, pointer to the
ranked descriptor}`): a JSON description of the op (a C string in an i8
memref), each operand, then the buffer of each result (static shapes; the
description gives their dtypes and shapes). `n` tells apart the
declarations of one module (their memref element types differ); the JIT
resolves every such name (`provide`) to the callback for N memrefs.
The function runs the op with the calling thread's process
(`aiopt.reference.collectives.current_process()`: one replica and one partition
unless the compiled function runs under `run_spmd`), writes the results and
returns 0; or keeps the error (`last_error()`) and returns 1, and the
compiled code's `cf.assert` then raises a RuntimeCheckError at the op.

It is a ctypes callback into Python: the compiled function must be called
from Python (as the compile API does), on the thread of its process.
"""

from __future__ import annotations

import ctypes
import json
import threading

import numpy as np

from aiopt.lowering.runtime_abi import COLLECTIVE, FAILED
from aiopt.reference.runtime_collectives import check_result_shape, failure_message, run_collective, storage

_last = threading.local()


def add_detail(error) -> None:
    """Put the reason of this thread's last failed call into `error`, the RuntimeCheckError of its check."""
    detail = getattr(_last, "error", None)
    _last.error = None
    if detail is not None and error.message.endswith(FAILED):
        error.message = detail
        error.args = (detail,)


def _data(descriptor: int, spec: list) -> np.ndarray:
    """A view of the data of a ranked memref descriptor (dtype name, shape): bf16 as its uint16 bits, a
    narrow integer (i4) in its holder (`storage`)."""
    from aiopt.runtime.jit import _view

    dtype_name, shape = spec
    dtype = storage(dtype_name)[0]
    return _view(descriptor, len(shape), dtype.itemsize).view(dtype).reshape(shape)


def _load(descriptor: int, spec: list) -> np.ndarray:
    """A copy of a memref's values: bf16 as float32 values, a narrow integer from its low bits (sign-extended
    where signed; compiled code leaves the bits above undefined)."""
    data = np.array(_data(descriptor, spec))
    if spec[0] == "bf16":
        from aiopt.runtime.jit import bf16_values

        return bf16_values(data)
    if width := storage(spec[0])[1]:
        from aiopt.runtime.jit import widen_from_width

        return widen_from_width(data, width)
    return data


def _store(descriptor: int, spec: list, value: np.ndarray) -> None:
    dtype_name, shape = spec
    check_result_shape(value, shape)
    target = _data(descriptor, spec)
    if dtype_name == "bf16":
        from aiopt.runtime.jit import bf16_bits

        value = bf16_bits(value)
    elif width := storage(dtype_name)[1]:  # the bits above the width clear, as the JIT passes narrow integers
        from aiopt.runtime.jit import narrow_to_width

        value = narrow_to_width(np.asarray(value).astype(target.dtype, copy=False), width)
    np.copyto(target, np.asarray(value).astype(target.dtype, copy=False))


def _collective(*arguments: int) -> int:
    """A runtime function `aiopt_collective_<N>_<n>`: N unranked memrefs (rank, descriptor) in (see above)."""
    description: dict = {}
    try:
        descriptors = list(arguments[1::2])
        text = _load(descriptors[0], ["uint8", [_size(descriptors[0])]]).tobytes()
        description = json.loads(text.split(b"\0", 1)[0])
        inputs = [_load(d, spec) for d, spec in zip(descriptors[1:], description["inputs"])]
        results = run_collective(description, inputs)
        for descriptor, spec, value in zip(descriptors[1 + len(inputs) :], description["outputs"], results):
            _store(descriptor, spec, value)
    except Exception as error:  # reported by the compiled code's check, at the op
        _last.error = failure_message(description, error)
        return 1
    _last.error = None
    return 0


def _size(descriptor: int) -> int:
    """The size of a rank-1 memref."""
    from aiopt.runtime.jit import descriptor_class

    return descriptor_class(1).from_address(descriptor).sizes[0]


_CALLBACKS: dict[int, object] = {}
"""The ctypes callback for each number of memrefs (kept alive as long as the process)."""


def provide(names) -> None:
    """Make each `aiopt_collective_<N>_<n>` of `names` resolvable by the JIT (before it checks symbols)."""
    import llvmlite.binding as llvm

    for name in names:
        parts = name.split("_")
        if not name.startswith(COLLECTIVE + "_") or len(parts) != 4 or not parts[2].isdigit():
            continue
        count = int(parts[2])
        if count not in _CALLBACKS:
            prototype = ctypes.CFUNCTYPE(ctypes.c_int32, *[ctypes.c_int64, ctypes.c_void_p] * count)
            _CALLBACKS[count] = prototype(_collective)
        llvm.add_symbol(name, ctypes.cast(_CALLBACKS[count], ctypes.c_void_p).value)
