"""Reference semantics of the collectives, run SPMD: one interpreter per replica and partition.

Each op asks `aiopt.reference.collectives` for the process the interpreter runs
as (`current_process()`: one replica and one partition unless the program
runs under `interpreter.run_parallel` or `run_spmd`) and exchanges values
with the other processes of its group, chosen as the StableHLO spec says:

- all_gather, all_reduce, reduce_scatter, collective_reduce:
  `cross_replica` without a channel, `cross_replica_and_partition` with
  one, `flattened_ids` with `use_global_device_ids`;
- all_to_all, collective_permute, collective_broadcast: `cross_replica`
  without a channel, `cross_partition` with one;
- cross-replica-sum: all_reduce with addition over replicas;
- replica_id and partition_id: the process's ids as `tensor<ui32>`;
- send/recv move values on their channel between processes; infeed reads
  the queue that `run_parallel`'s `infeed` functions fill; outfeed appends
  to the run's outfeed list. A program run on its own has no host or peer:
  these four raise NotImplementedError, which the interpreter reports at the op.

Groups that name a process the run does not have, and results whose
shapes do not fit the group's size, raise NotImplementedError too.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import TensorType

from aiopt.dialects.hlo.types import element_type_of, shapes_compatible
from aiopt.reference import collectives
from aiopt.reference.collectives import CollectiveError, current_process
from aiopt.reference.hlo import TOKEN, as_result
from aiopt.reference.hlo.reduction_support import Reducer
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _results(op, values):
    """The values as the op's results, checked against the result types (whose sizes may be dynamic)."""
    results = []
    for value, result in zip(values, op.results):
        static_type = TensorType(element_type_of(result.type), np.shape(value))
        if not shapes_compatible(static_type, result.type):
            raise NotImplementedError(
                f"result type {result.type} does not fit the process group: the collective computes "
                f"shape {list(np.shape(value))} with {current_process().num_replicas} replica(s) and "
                f"{current_process().num_partitions} partition(s)"
            )
        results.append(as_result(value, static_type))
    return tuple(results)


def _reduce(interpreter, op):
    """The op's computation applied element-wise to two arrays of one operand."""
    reducer = Reducer(interpreter, op.computation)
    return lambda a, b: reducer([reducer.cast(a, 0)], [b])[0]


def _run(collective, *args):
    """Run a collective; its CollectiveError is the interpreter's located error at the op."""
    try:
        return collective(*args)
    except CollectiveError as error:
        raise NotImplementedError(str(error)) from None


def _reduction_groups(op, process):
    grouping = collectives.reduction_groups(op.channel_id(), op.uses_global_device_ids())
    return grouping(op.groups(), process)


@IMPLEMENTATIONS.register("all_reduce")
def all_reduce(interpreter, op, args):
    process = current_process()
    groups = _reduction_groups(op, process)
    return _results(op, _run(collectives.all_reduce, process, groups, list(args), _reduce(interpreter, op)))


@IMPLEMENTATIONS.register("stablehlo.collective_reduce")
def collective_reduce(interpreter, op, args):
    process = current_process()
    groups = _reduction_groups(op, process)
    return _results(op, _run(collectives.collective_reduce, process, groups, list(args), _reduce(interpreter, op)))


@IMPLEMENTATIONS.register("cross-replica-sum")
def cross_replica_sum(interpreter, op, args):
    process = current_process()
    groups = collectives.cross_replica(op.groups(), process)
    return _results(op, _run(collectives.all_reduce, process, groups, list(args), np.add))


@IMPLEMENTATIONS.register("all_gather")
def all_gather(interpreter, op, args):
    process = current_process()
    groups = _reduction_groups(op, process)
    dim = op.all_gather_dim.value.data
    return _results(op, _run(collectives.all_gather, process, groups, list(args), dim))


@IMPLEMENTATIONS.register("reduce_scatter")
def reduce_scatter(interpreter, op, args):
    process = current_process()
    groups = _reduction_groups(op, process)
    dim = op.scatter_dimension.value.data
    return _results(op, [_run(collectives.reduce_scatter, process, groups, args[0], dim, _reduce(interpreter, op))])


@IMPLEMENTATIONS.register("all_to_all")
def all_to_all(interpreter, op, args):
    process = current_process()
    groups = collectives.exchange_groups(op.channel_id())(op.groups(), process)
    if op.is_tuple_form():
        # Result j is operand `my place in the group` of process j: the array form on the operands stacked
        # along a new first dimension, split and concatenated along it.
        if len({(np.shape(x), np.asarray(x).dtype) for x in args}) > 1:
            raise NotImplementedError("all_to_all in tuple form on operands of different types is not supported")
        (exchanged,) = _run(collectives.all_to_all, process, groups, [np.stack(args)], 0, 0, len(args))
        return _results(op, list(exchanged))
    dims = (op.split_dimension.value.data, op.concat_dimension.value.data, op.split_count.value.data)
    return _results(op, _run(collectives.all_to_all, process, groups, list(args), *dims))


def _channel_id(op) -> int:
    return op.channel_handle.field("handle") if op.channel_handle is not None else 0


@IMPLEMENTATIONS.register("collective_permute")
def collective_permute(interpreter, op, args):
    process = current_process()
    pairs = [list(pair) for pair in op.pairs()]
    pair_groups = collectives.exchange_groups(_channel_id(op))(pairs, process) if pairs else []
    return _results(op, [_run(collectives.collective_permute, process, pair_groups, args[0])])


@IMPLEMENTATIONS.register("collective_broadcast")
def collective_broadcast(interpreter, op, args):
    process = current_process()
    groups = collectives.exchange_groups(op.channel_id())(op.groups(), process) if op.groups() else []
    data = list(args[: len(op.data_operands())])
    roots = [int(r) for r in np.asarray(args[-1]).ravel()] if op.has_dynamic_root is not None else None
    return _results(op, _run(collectives.collective_broadcast, process, groups, data, roots))


@IMPLEMENTATIONS.register("replica_id")
def replica_id(interpreter, op, args):
    return (np.array(current_process().replica_id, dtype=np.uint32),)


@IMPLEMENTATIONS.register("partition_id")
def partition_id(interpreter, op, args):
    return (np.array(current_process().partition_id, dtype=np.uint32),)


@IMPLEMENTATIONS.register("after_all", "create_token")
def token(interpreter, op, args):
    return (TOKEN,)


def _require_peers(op):
    """The process, when it runs among others (`run_parallel`); a program run alone has no host or peer."""
    process = current_process()
    if not process.spmd:
        raise NotImplementedError(
            f"{collectives.TRANSFERS[op.MNEMONIC]}, which the reference interpreter does not have "
            "(run the program with interpreter.run_parallel)"
        )
    return process


def _tensor_results(op, values):
    """Values for the op's tensor results, then its token."""
    return (*(as_result(v, r.type) for v, r in zip(values, op.results[:-1])), TOKEN)


@IMPLEMENTATIONS.register("send")
def send(interpreter, op, args):
    _run(collectives.channel_send, _require_peers(op), _channel_id(op), list(args[:-1]))
    return (TOKEN,)


@IMPLEMENTATIONS.register("recv")
def recv(interpreter, op, args):
    return _tensor_results(op, _run(collectives.channel_recv, _require_peers(op), _channel_id(op)))


@IMPLEMENTATIONS.register("infeed")
def infeed(interpreter, op, args):
    return _tensor_results(op, _run(collectives.infeed, _require_peers(op)))


@IMPLEMENTATIONS.register("outfeed")
def outfeed(interpreter, op, args):
    collectives.outfeed(_require_peers(op), list(args[:-1]))
    return (TOKEN,)
