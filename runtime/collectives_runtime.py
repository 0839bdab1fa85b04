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
from collections.abc import Callable

import numpy as np

from aiopt.lowering.runtime_abi import COLLECTIVE, FAILED
from aiopt.reference import collectives
from aiopt.reference.collectives import current_process

_UFUNCS: dict[str, Callable] = {
    "add": np.add,
    "multiply": np.multiply,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
}


_last = threading.local()




def add_detail(error) -> None:
    """Put the reason of this thread's last failed call into `error`, the RuntimeCheckError of its check."""
    detail = getattr(_last, "error", None)
    _last.error = None
    if detail is not None and error.message.endswith(FAILED):
        error.message = detail
        error.args = (detail,)


def _data(descriptor: int, spec: list) -> np.ndarray:
    """A view of the data of a ranked memref descriptor (dtype name, shape); bf16 as its uint16 bits."""
    from aiopt.runtime.jit import _view

    dtype_name, shape = spec
    dtype = np.dtype(np.uint16 if dtype_name == "bf16" else dtype_name)
    return _view(descriptor, len(shape), dtype.itemsize).view(dtype).reshape(shape)


def _load(descriptor: int, spec: list) -> np.ndarray:
    """A copy of a memref's values (bf16 as float32 values)."""
    data = np.array(_data(descriptor, spec))
    if spec[0] == "bf16":
        from aiopt.runtime.jit import bf16_values

        return bf16_values(data)
    return data


def _store(descriptor: int, spec: list, value: np.ndarray) -> None:
    dtype_name, shape = spec
    if list(np.shape(value)) != list(shape):
        raise collectives.CollectiveError(
            f"computes shape {list(np.shape(value))}, but the result has shape {list(shape)} (is the process group "
            "the size the result type implies?)"
        )
    if dtype_name == "bf16":
        from aiopt.runtime.jit import bf16_bits

        value = bf16_bits(value)
    target = _data(descriptor, spec)
    np.copyto(target, np.asarray(value).astype(target.dtype, copy=False))


def _reducer(description: dict) -> Callable:
    ufunc = _UFUNCS[description["reducer"]]
    if any(spec[0] == "bf16" for spec in description["inputs"]):
        from aiopt.runtime.jit import bf16_bits, bf16_values

        return lambda a, b: bf16_values(bf16_bits(ufunc(a, b)))
    return ufunc


def run(description: dict, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """The results of the op `description` describes, run by the calling thread's process."""
    process = current_process()
    op = description["op"]
    if op in ("replica_id", "partition_id"):
        return [np.array(getattr(process, op), np.uint32)]
    if op == "print":
        from aiopt.reference.hlo.interpreter_ops import print_value

        print_value(description["type"], inputs[0])
        return []
    if op == "probe":
        if process.probes is None:
            raise collectives.CollectiveError("writes to a probe folder, but none was given")
        process.probes.write(description["probe_id"], description["type"], inputs[0])
        return [inputs[0]]
    if op in collectives.TRANSFERS:
        if not process.spmd:
            what = collectives.TRANSFERS[op]
            raise collectives.CollectiveError(f"{what}, but the program runs alone (no host or peer)")
        if op == "send":
            collectives.channel_send(process, description["channel"], inputs)
            return []
        if op == "outfeed":
            collectives.outfeed(process, inputs)
            return []
        if op == "recv":
            return collectives.channel_recv(process, description["channel"])
        return collectives.infeed(process)
    channel = description.get("channel", 0)
    if op == "collective_permute":
        pairs = description["pairs"]
        groups = collectives.exchange_groups(channel)(pairs, process) if pairs else []
        return [collectives.collective_permute(process, groups, inputs[0])]
    groups = description["groups"]
    if op == "collective_broadcast":
        groups = collectives.exchange_groups(channel)(groups, process) if groups else []
        if description["dynamic_root"]:
            return collectives.collective_broadcast(process, groups, inputs[:-1], [int(r) for r in inputs[-1].ravel()])
        return collectives.collective_broadcast(process, groups, inputs)
    if op == "all_to_all":
        groups = collectives.exchange_groups(channel)(groups, process)
        return collectives.all_to_all(process, groups, inputs, *description["dims"])
    if op == "cross-replica-sum":
        return collectives.all_reduce(process, collectives.cross_replica(groups, process), inputs, np.add)
    groups = collectives.reduction_groups(channel, description["global_ids"])(groups, process)
    if op == "all_gather":
        return collectives.all_gather(process, groups, inputs, description["dim"])
    if op == "all_reduce":
        return collectives.all_reduce(process, groups, inputs, _reducer(description))
    if op == "collective_reduce":
        return collectives.collective_reduce(process, groups, inputs, _reducer(description))
    if op == "reduce_scatter":
        return [collectives.reduce_scatter(process, groups, inputs[0], description["dim"], _reducer(description))]
    raise collectives.CollectiveError(f"unknown collective '{op}'")


def _collective(*arguments: int) -> int:
    """A runtime function `aiopt_collective_<N>_<n>`: N unranked memrefs (rank, descriptor) in (see above)."""
    description: dict = {}
    try:
        descriptors = list(arguments[1::2])
        text = _load(descriptors[0], ["uint8", [_size(descriptors[0])]]).tobytes()
        description = json.loads(text.split(b"\0", 1)[0])
        inputs = [_load(d, spec) for d, spec in zip(descriptors[1:], description["inputs"])]
        results = run(description, inputs)
        for descriptor, spec, value in zip(descriptors[1 + len(inputs) :], description["outputs"], results):
            _store(descriptor, spec, value)
    except Exception as error:  # reported by the compiled code's check, at the op
        _last.error = f"'{description.get('name', COLLECTIVE)}' op {collectives.first_line(str(error))}"
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
