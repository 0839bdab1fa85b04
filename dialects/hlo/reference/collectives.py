"""Reference semantics of the collectives, for ONE replica and ONE partition.

The interpreter runs a program as a single process (replica 0, partition 0),
so every collective acts within a process group of size one:

- all_reduce, all_gather, reduce_scatter, all_to_all (with split_count 1)
  and cross-replica-sum return their operands: reducing, concatenating or
  splitting the values of one process leaves them as they are;
- collective_permute returns the operand when its pairs send process 0 to
  itself, and zeros when nothing is sent to process 0;
- collective_broadcast returns the operand when process 0 is in a group,
  zeros otherwise;
- replica_id and partition_id return 0 as `tensor<ui32>`;
- after_all and create_token return the interpreter's token.

Replica groups or pairs that name another process, and shapes that imply a
larger group, need processes the interpreter does not have; send, recv,
infeed and outfeed need a host or a peer. These raise NotImplementedError,
which the interpreter reports at the op.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from xdsl.dialects.builtin import TensorType

from aiopt.dialects.hlo.reference import as_result, reference
from aiopt.dialects.hlo.types import element_type_of, shapes_compatible
from aiopt.tools.interpreter import TOKEN


def _require_one_process(ids: Iterable[int]) -> None:
    """Raise unless the process ids (-1 is padding) name only process 0."""
    others = sorted({i for i in ids if i not in (0, -1)})
    if others:
        raise NotImplementedError(
            f"names processes {others}, but the reference interpreter runs one replica and one partition"
        )


def _replica_group_ids(op) -> list[int]:
    """The process ids in the op's replica groups, after checking that only process 0 is named."""
    ids = [i for group in op.groups() for i in group]
    _require_one_process(ids)
    return ids


def _same_shape_results(op, args):
    """The operands as the results: a collective over one process changes no values."""
    results = []
    for value, result in zip(args, op.results):
        # The value's own shape stands in for the result's dynamic sizes.
        static_type = TensorType(element_type_of(result.type), np.shape(value))
        if not shapes_compatible(static_type, result.type):
            raise NotImplementedError(
                f"result type {result.type} implies a group of more than one process, "
                "but the reference interpreter runs one replica and one partition"
            )
        results.append(as_result(value, static_type))
    return tuple(results)


@reference("all_reduce", "all_gather", "reduce_scatter", "cross-replica-sum")
def group_of_one(interpreter, op, args):
    _replica_group_ids(op)
    return _same_shape_results(op, args)


@reference("all_to_all")
def all_to_all(interpreter, op, args):
    _replica_group_ids(op)
    if op.split_count.value.data != 1:
        raise NotImplementedError(
            f"split_count {op.split_count.value.data} needs as many processes, "
            "but the reference interpreter runs one replica and one partition"
        )
    return _same_shape_results(op, args)


@reference("collective_permute")
def collective_permute(interpreter, op, args):
    pairs = op.pairs()
    _require_one_process(i for pair in pairs for i in pair)
    return (args[0] if [0, 0] in pairs else np.zeros_like(args[0]),)


@reference("collective_broadcast")
def collective_broadcast(interpreter, op, args):
    return (args[0] if 0 in _replica_group_ids(op) else np.zeros_like(args[0]),)


@reference("replica_id", "partition_id")
def process_id(interpreter, op, args):
    return (np.array(0, dtype=np.uint32),)


@reference("after_all", "create_token")
def token(interpreter, op, args):
    return (TOKEN,)


_HOST_OR_PEER = {
    "send": "sends to a host or peer device",
    "recv": "receives from a host or peer device",
    "infeed": "reads the host's infeed queue",
    "outfeed": "writes the host's outfeed queue",
}


@reference(*_HOST_OR_PEER)
def host_or_peer_transfer(interpreter, op, args):
    raise NotImplementedError(
        f"{_HOST_OR_PEER[op.MNEMONIC]}, which the reference interpreter does not have"
    )
