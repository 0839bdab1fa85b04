"""Numpy reference semantics of the gpu dialect's host and kernel ops, for checking GPU lowerings on a CPU.

`gpu.launch` and `gpu.launch_func` run their body or kernel once per
thread, block by block and thread by thread in order; `gpu.thread_id` and
the other index ops read the ids of the thread being run. Workgroup
attributions are fresh (poisoned) buffers per block, private ones per
thread. So a program before and after `convert-parallel-loops-to-gpu` or
`gpu-kernel-outlining` can be run by the interpreter and compared:

    run_function(module_with_launches, "main", inputs)

Threads run one after another, so a kernel with `gpu.barrier` (whose
threads must run in lock step) is reported as unsupported, as are the
subgroup collectives. Host memory ops (`gpu.alloc`, `gpu.memcpy`,
`gpu.memset`, `gpu.dealloc`, `gpu.wait`) act on host arrays; async tokens
are None.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from aiopt.dialects import gpu
from aiopt.reference.buffer import ALLOCATIONS, _poison
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

_LAUNCH_STACK: list[dict[str, tuple[int, int, int]]] = []
"""The ids and sizes of the thread being run, innermost launch last."""


def _buffer(type_: MemRefType) -> np.ndarray:
    buffer = np.empty(tuple(type_.get_shape()), numpy_dtype(type_.element_type))
    _poison(buffer)
    return buffer


@contextmanager
def _thread(block: tuple[int, int, int], thread: tuple[int, int, int], grid, block_size) -> Iterator[None]:
    _LAUNCH_STACK.append({"block_id": block, "thread_id": thread, "grid_dim": grid, "block_dim": block_size})
    try:
        yield
    finally:
        _LAUNCH_STACK.pop()


def _check_lockstep_free(op: Operation) -> None:
    for nested in op.walk():
        if isinstance(nested, gpu.BarrierOp | gpu.ShuffleOp | gpu.SubgroupReduceOp | gpu.AllReduceOp):
            raise NotImplementedError(f"'{nested.name}' needs threads in lock step, which the interpreter does not run")


def _threads(grid: tuple[int, int, int], block_size: tuple[int, int, int]):
    """Every (block id, thread id, first thread of its block?) of a launch, in order."""
    for bz, by, bx in itertools.product(*(range(n) for n in reversed(grid))):
        for index, (tz, ty, tx) in enumerate(itertools.product(*(range(n) for n in reversed(block_size)))):
            yield (bx, by, bz), (tx, ty, tz), index == 0


def _run_threads(interpreter, region, grid, block_size, values_for) -> None:
    workgroup: list[np.ndarray] = []
    for block, thread, first in _threads(grid, block_size):
        with _thread(block, thread, grid, block_size):
            if first:
                workgroup = []
            interpreter.run_ssacfg_region(region, values_for(block, thread, workgroup))


def _attribution_buffers(arguments: tuple[SSAValue, ...], cache: list[np.ndarray]) -> list[np.ndarray]:
    if not cache:
        cache.extend(_buffer(a.type) for a in arguments)  # type: ignore[arg-type]
    return cache


@IMPLEMENTATIONS.register("gpu.launch")
def launch(interpreter, op: gpu.LaunchOp, args):
    _check_lockstep_free(op)
    sizes = [int(v) for v in args[len(op.asyncDependencies) : len(op.asyncDependencies) + 6]]
    grid, block_size = tuple(sizes[:3]), tuple(sizes[3:])
    attributions = op.body.block.args[op.num_config_arguments :]
    workgroup_count = op.num_workgroup_attributions

    def values_for(block, thread, workgroup):
        shared = _attribution_buffers(attributions[:workgroup_count], workgroup)
        private = [_buffer(a.type) for a in attributions[workgroup_count:]]
        return (*block, *thread, *grid, *block_size, *shared, *private)

    _run_threads(interpreter, op.body, grid, block_size, values_for)
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.launch_func")
def launch_func(interpreter, op: gpu.LaunchFuncOp, args):
    kernel = SymbolTable.lookup_symbol(op, op.kernel)
    if not isinstance(kernel, gpu.FuncOp):
        raise NotImplementedError(f"kernel {op.kernel} is not a gpu.func")
    _check_lockstep_free(kernel)
    start = len(op.asyncDependencies)
    sizes = [int(v) for v in args[start : start + 6]]
    grid, block_size = tuple(sizes[:3]), tuple(sizes[3:])
    kernel_args = args[len(args) - len(op.kernelOperands) :] if op.kernelOperands else ()

    def values_for(block, thread, workgroup):
        shared = _attribution_buffers(kernel.workgroup_arguments(), workgroup)
        private = [_buffer(a.type) for a in kernel.private_arguments()]
        return (*kernel_args, *shared, *private)

    _run_threads(interpreter, kernel.body, grid, block_size, values_for)
    return (None,) if op.asyncToken is not None else ()


def _index_semantics(kind: str):
    def run(interpreter, op, args):
        if not _LAUNCH_STACK:
            raise NotImplementedError(f"'{op.name}' outside a launch")
        axis = "xyz".index(op.dimension.data)
        return (_LAUNCH_STACK[-1][kind][axis],)

    return run


for _kind in ("thread_id", "block_id", "block_dim", "grid_dim"):
    IMPLEMENTATIONS.register(f"gpu.{_kind}")(_index_semantics(_kind))


@IMPLEMENTATIONS.register("gpu.global_id")
def global_id(interpreter, op, args):
    if not _LAUNCH_STACK:
        raise NotImplementedError("'gpu.global_id' outside a launch")
    axis = "xyz".index(op.dimension.data)
    ids = _LAUNCH_STACK[-1]
    return (ids["block_id"][axis] * ids["block_dim"][axis] + ids["thread_id"][axis],)


@IMPLEMENTATIONS.register("gpu.terminator", "gpu.return")
def terminator(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("gpu.alloc")
def alloc(interpreter, op, args):
    dynamic = iter(int(v) for v in args[len(op.asyncDependencies) :])
    type_ = op.memref.type
    shape = tuple(next(dynamic) if d < 0 else d for d in type_.get_shape())
    buffer = np.empty(shape, numpy_dtype(type_.element_type))
    _poison(buffer)
    ALLOCATIONS.allocate(buffer)
    return (buffer, None) if op.asyncToken is not None else (buffer,)


@IMPLEMENTATIONS.register("gpu.dealloc")
def dealloc(interpreter, op, args):
    ALLOCATIONS.free(op, args[-1])
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.memcpy")
def memcpy(interpreter, op, args):
    destination, source = args[-2], args[-1]
    destination[...] = source
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.memset")
def memset(interpreter, op, args):
    destination, value = args[-2], args[-1]
    destination[...] = value
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.wait")
def wait(interpreter, op, args):
    return (None,) if op.asyncToken is not None else ()
