"""Reference semantics of Shardy (`sdy`) on one host: what the program computes on whole (global) arrays.

- `sdy.sharding_constraint`, `sdy.reshard` and Shardy's collectives (`sdy.all_gather`, `all_slice`,
  `reduce_scatter`, `all_to_all`, `collective_permute`, `all_reduce`) say where a value lives, or how it moves between the
  devices (Shardy's IR keeps the global view): the value itself.
- `sdy.mesh` declares a mesh (it is not run); `sdy.sharding_group` computes nothing;
  `sdy.propagation_barrier` and `sdy.data_flow_edge` are their operand, `sdy.constant` its value, `sdy.named_computation` its body.
- `sdy.manual_computation` runs its body SPMD, one process per device of its
  mesh (`aiopt.reference.collectives.run_spmd`, one replica, the device ids
  as partition ids, so that the collectives of the body group devices as
  JAX's `replica_groups` name them): each device runs the body on the local
  shards its in_shardings cut from the operands; the result is put together
  from the devices' values along the manual axes of the out_shardings (a
  dimension not split over an axis takes the value of the device at
  coordinate 0 of it).

    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>]
        manual_axes={"x"} (%l: tensor<2xf32>) { ... sdy.return %s : tensor<2xf32> } : (tensor<4xf32>) -> tensor<2xf32>

`sdy-legalize-to-stablehlo` lowers the same semantics for compiled code;
this implementation is its independent check (it runs the body's
collectives as the interpreter does, through processes that exchange values).
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import ModuleOp

from aiopt.dialects.sdy import (
    ManualComputationOp,
    check_lockstep_devices,
    device_coordinates,
    piece_owners,
    shard_bounds,
)
from aiopt.reference.collectives import current_process, run_spmd
from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


@IMPLEMENTATIONS.register(
    "sdy.sharding_constraint",
    "sdy.reshard",
    "sdy.propagation_barrier",
    "sdy.data_flow_edge",
    "sdy.all_gather",
    "sdy.all_slice",
    "sdy.reduce_scatter",
    "sdy.all_to_all",
    "sdy.collective_permute",
    "sdy.all_reduce",
)
def identity(interpreter, op, args):
    return (args[0],)


@IMPLEMENTATIONS.register("sdy.mesh", "sdy.sharding_group")
def no_results(interpreter, op, args):
    return ()


@IMPLEMENTATIONS.register("sdy.constant")
def constant(interpreter, op, args):
    return (elements_to_numpy(op.value, op.output.type),)


@IMPLEMENTATIONS.register("sdy.named_computation")
def named_computation(interpreter, op, args):
    return tuple(interpreter.run_ssacfg_region(op.body, tuple(args), "sdy.named_computation"))


@IMPLEMENTATIONS.register("sdy.return")
def return_(interpreter, op, args):
    return tuple(args)


def _module(op) -> ModuleOp:
    while not isinstance(op, ModuleOp) or op.parent_op() is not None:
        op = op.parent_op()
    return op


@IMPLEMENTATIONS.register("sdy.manual_computation")
def manual_computation(interpreter, op: ManualComputationOp, args):
    from aiopt.reference.interpreter import reference_interpreter

    mesh_attr = op.mesh()
    if mesh_attr is None:
        raise NotImplementedError("a manual computation without a mesh is not supported")
    process = current_process()
    if process.num_replicas * process.num_partitions > 1:
        return _nested(interpreter, op, args, mesh_attr, process)
    check_lockstep_devices(op, mesh_attr, "run for")
    manual = op.manual_axes.names()
    coordinates = device_coordinates(mesh_attr)
    module = _module(op)

    def run(process):
        where = coordinates.get(process.partition_id)
        if where is None:  # a device id the mesh does not have (device_ids are a permutation of 0..n-1)
            return None
        local = _local(op, args, manual, mesh_attr, where)
        with np.errstate(all="ignore"):
            return tuple(reference_interpreter(module).run_ssacfg_region(op.body, local, "sdy.manual_computation"))

    per_device = run_spmd(1, max(coordinates, default=0) + 1, run)
    return tuple(
        _assemble(per_device, index, piece_owners(sharding, manual, mesh_attr), result, mesh_attr, manual, sharding)
        for index, (sharding, result) in enumerate(zip(op.out_shardings.shardings.data, op.results))
    )


def _local(op, args, manual, mesh_attr, where) -> tuple:
    """The shards of the operands the device at `where` holds."""
    shards = []
    for value, sharding in zip(args, op.in_shardings.shardings.data):
        bounds = shard_bounds(sharding, manual, mesh_attr, where, np.shape(value))
        shards.append(np.asarray(value)[tuple(slice(start, limit) for start, limit in bounds)])
    return tuple(shards)


def _assemble(per_device, index, owners, result, mesh_attr, manual, sharding) -> np.ndarray:
    """Result `index` put together from the pieces of the devices that own them."""
    coordinates = device_coordinates(mesh_attr)
    first = np.asarray(per_device[next(iter(owners.values()))][index])
    value = np.empty(result.type.get_shape(), dtype=first.dtype)
    for device in owners.values():
        bounds = shard_bounds(sharding, manual, mesh_attr, coordinates[device], value.shape)
        value[tuple(slice(a, b) for a, b in bounds)] = per_device[device][index]
    return value


def _nested(interpreter, op: ManualComputationOp, args, mesh_attr, process):
    """A manual computation run by one device of an enclosing one (a nested shard_map): the device runs the
    body on its shards along the inner manual axes, then exchanges its results with the devices that differ
    from it on those axes only, and puts the inner results together from theirs."""
    if op.mesh() != mesh_attr:
        raise NotImplementedError("a nested manual computation over another mesh is not supported")
    manual = op.manual_axes.names()
    coordinates = device_coordinates(mesh_attr)
    where = coordinates[process.partition_id]
    local = _local(op, args, manual, mesh_attr, where)
    mine = tuple(interpreter.run_ssacfg_region(op.body, local, "sdy.manual_computation"))
    group = [d for d, w in coordinates.items() if all(w[a] == where[a] for a in w if a not in manual)]
    per_device = dict(zip(group, process.communicator.exchange(process.rank, group, mine)))
    return tuple(
        _assemble(
            per_device, index, piece_owners(sharding, manual, mesh_attr, where), result, mesh_attr, manual, sharding
        )
        for index, (sharding, result) in enumerate(zip(op.out_shardings.shardings.data, op.results))
    )
