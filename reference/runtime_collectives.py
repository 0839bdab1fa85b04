"""Reference semantics of the runtime functions compiled collectives call: `aiopt_collective_<N>_<n>`.

`hlo-collectives-to-runtime` makes each collective, process id, transfer,
probe and print a call of a runtime function with N unranked memrefs: a JSON
description of the op (a C string in an i8 memref), each operand, then the
buffer of each result (`lowering/hlo_collectives_to_runtime.py`):

    %s = func.call @aiopt_collective_3_0(%desc, %x, %out) : (memref<*xi8>, memref<*xf32>, memref<*xf32>) -> i32

`run_collective` is what the call does, with the calling thread's process
(`aiopt.reference.collectives.current_process()`: one replica and one
partition outside `run_spmd`). Compiled code's runtime function
(`aiopt.runtime.collectives_runtime`) runs it on the memrefs' data, and the
reference interpreter (`call_collective`, from `func.call`) on the memrefs'
numpy arrays, so that a lowered program (the GPU path's host code, say) runs
in the interpreter as it runs compiled: the results written into the result
buffers and 0 returned, or the run-time check error that compiled code
raises after a call that returns 1.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from xdsl.ir import Operation

from aiopt.reference import collectives
from aiopt.reference.collectives import current_process
from aiopt.support.diagnostics import RuntimeCheckError

COLLECTIVE_PREFIX = "aiopt_collective_"
"""The prefix of the runtime functions (`aiopt.lowering.runtime_abi.COLLECTIVE` and "_": the reference layer
does not import the lowering layer; a test checks that they agree)."""

_UFUNCS: dict[str, Callable] = {
    "add": np.add,
    "multiply": np.multiply,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
}


def is_collective_function(name: str) -> bool:
    """Whether `name` is a runtime function `aiopt_collective_<N>_<n>`."""
    parts = name.removeprefix(COLLECTIVE_PREFIX).split("_")
    return name.startswith(COLLECTIVE_PREFIX) and len(parts) == 2 and all(p.isdigit() for p in parts)


def storage(dtype_name: str) -> tuple[np.dtype, int]:
    """The numpy dtype of the data of a buffer whose description names `dtype_name` (`storage_dtype` of
    `hlo-collectives-to-runtime`), and the width of the narrow integers it holds, else 0: "int4" and "uint4"
    are held in a byte each (int8, uint8), "int48" in int64, "bf16" as its uint16 bits."""
    if dtype_name == "bf16":
        return np.dtype(np.uint16), 0
    unsigned, _, width = dtype_name.partition("int")
    if width.isdigit() and int(width) not in (8, 16, 32, 64):
        holder = next(bits for bits in (8, 16, 32, 64) if bits >= int(width))
        return np.dtype(f"{unsigned}int{holder}"), int(width)
    return np.dtype(dtype_name), 0


def _reducer(description: dict) -> Callable:
    """The element-wise reduction of the description: bf16 values rounded after each step, narrow integers
    (i4) wrapped to their width."""
    # Imported here, as print_value below: compiled code that loads from the cache calls this module (through
    # aiopt.runtime.collectives_runtime) without importing the interpreter's HLO ops or xDSL's dialects.
    from aiopt.reference.hlo import round_to_bf16, wrap_to_width

    ufunc = _UFUNCS[description["reducer"]]
    dtype_name = description["inputs"][0][0]
    if dtype_name == "bf16":
        return lambda a, b: round_to_bf16(ufunc(a, b))
    if width := storage(dtype_name)[1]:
        return lambda a, b: wrap_to_width(np.asarray(ufunc(a, b)), width)
    return ufunc


def check_result_shape(value: Any, shape: Sequence[int]) -> None:
    """A CollectiveError unless the value computed for a result has the result's shape."""
    if list(np.shape(value)) != list(shape):
        raise collectives.CollectiveError(
            f"computes shape {list(np.shape(value))}, but the result has shape {list(shape)} (is the process group "
            "the size the result type implies?)"
        )


def run_collective(description: dict, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """The results of the op `description` describes, run by the calling thread's process (bf16 as float32
    values)."""
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


def failure_message(description: dict, error: Exception) -> str:
    """The message of the run-time check that fails after a call of the runtime function that failed."""
    return f"'{description.get('name', COLLECTIVE_PREFIX.rstrip('_'))}' op {collectives.first_line(str(error))}"


def call_description(text: np.ndarray) -> dict:
    """The description of the op a call runs, from its first memref (a C string in i8)."""
    return json.loads(np.ascontiguousarray(text).view(np.uint8).tobytes().split(b"\0", 1)[0])


def call_collective(call: Operation, args: Sequence[Any]) -> tuple[np.int32]:
    """A call of `aiopt_collective_<N>_<n>` in the reference interpreter: `args` are the N memrefs' arrays
    (the description's bytes, the operands, the result buffers). Writes the results and returns 0, or raises
    the RuntimeCheckError that compiled code raises after the call (at the call)."""
    description: dict = {}
    try:
        description = call_description(args[0])
        inputs = [np.array(a) for a in args[1 : 1 + len(description["inputs"])]]
        results = run_collective(description, inputs)
        for buffer, spec, value in zip(args[1 + len(inputs) :], description["outputs"], results):
            check_result_shape(value, spec[1])
            np.copyto(buffer, np.asarray(value).astype(buffer.dtype, copy=False))
    except Exception as error:  # what compiled code's check after the call reports, at the call
        raise RuntimeCheckError(failure_message(description, error), call) from None
    return (np.int32(0),)
