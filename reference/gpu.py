"""Numpy reference semantics of the gpu dialect's host and kernel ops, for checking GPU lowerings on a CPU.

`gpu.launch` and `gpu.launch_func` run their body or kernel once per
thread, block by block; `gpu.thread_id` and the other index ops read the
ids of the thread being run. Workgroup attributions are fresh (poisoned)
buffers per block, private ones per thread. So a program before and after
`convert-parallel-loops-to-gpu` or `gpu-kernel-outlining` can be run by the
interpreter and compared:

    run_function(module_with_launches, "main", inputs)

A kernel without ops that make threads wait for each other runs its threads
one after another, in order. A kernel with `gpu.barrier` or `gpu.shuffle`
runs the threads of each block **in lock step**, as a GPU does: each thread
of the block is a Python thread (one runs at a time, up to where it waits,
then hands on to the next), `gpu.barrier` waits until every thread of
the block reached it, and `gpu.shuffle` until every thread of its warp (32
consecutive linear thread ids) did, then reads the partner lane's value
(`xor`: lane ^ offset, `down`: lane + offset, `up`: lane - offset, `idx`:
lane offset; `valid` is false and the result is the lane's own value where
the source lane is outside [0, width)). What the GPU dialect leaves undefined
is reported as an error at the op: a barrier that some thread of the block
never reaches (it returned, or waits at another barrier), a shuffle not
reached by the whole warp, widths that differ between lanes, or a source
lane that is not a thread of the block. `gpu.all_reduce` waits for the
block and `gpu.subgroup_reduce` for the warp; they combine the threads'
values in thread order (by their kind, as the arith op of that name, or by
their body), so a float sum is one of the orders a GPU may use.
Each block first runs as numpy lanes, all its threads op by op
(`aiopt.reference.gpu_lanes`), where the kernel's ops allow and no two
threads race on memory between block-wide synchronizations: that leaves the
bytes the per-thread run leaves; otherwise the block (its writes undone)
runs per thread as above.
Host memory ops (`gpu.alloc`, `gpu.memcpy`, `gpu.memset`, `gpu.dealloc`,
`gpu.wait`) act on host arrays; async tokens are None.
"""

from __future__ import annotations

import collections
import copy
import functools
import itertools
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, IntegerType, MemRefType, VectorType
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from aiopt.dialects import gpu, nvvm
from aiopt.reference import gpu_lanes
from aiopt.reference.buffer import ALLOCATIONS, _poison
from aiopt.reference.collectives import current_process, running_as
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.linalg import binary_semantics, bits_view
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import RuntimeCheckError

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

WARP_SIZE = 32
"""Threads per warp (NVIDIA's subgroup size): `gpu.shuffle` exchanges values among them."""

THREAD_STACK_BYTES = 32 << 20
"""Stack of each Python thread that runs a GPU thread in lock step (a kernel nests few regions)."""

_LAUNCH = threading.local()
"""Per Python thread: `stack`, the ids and sizes of the GPU thread it runs, innermost launch last,
and `lockstep`, the `_LockStep` of its block and its linear id there (None outside lock step)."""


def _launch_stack() -> list[dict[str, Any]]:
    stack = getattr(_LAUNCH, "stack", None)
    if stack is None:
        stack = _LAUNCH.stack = []
    return stack


def _buffer(type_: MemRefType) -> np.ndarray:
    buffer = np.empty(tuple(type_.get_shape()), numpy_dtype(type_.element_type))
    _poison(buffer)
    return buffer


@contextmanager
def _thread(block: tuple[int, int, int], thread: tuple[int, int, int], grid, block_size) -> Iterator[None]:
    stack = _launch_stack()
    stack.append({"block_id": block, "thread_id": thread, "grid_dim": grid, "block_dim": block_size})
    try:
        yield
    finally:
        stack.pop()


_LOCK_STEP_OPS = (gpu.BarrierOp, gpu.ShuffleOp, gpu.AllReduceOp, gpu.SubgroupReduceOp, nvvm.MmaOp)
"""Ops whose threads wait for each other (a warp's mma.sync too: it takes the registers of its 32 lanes)."""


def _needs_lock_step(op: Operation) -> bool:
    """Whether the threads of `op` (a launch or a kernel) wait for each other."""
    return any(isinstance(nested, _LOCK_STEP_OPS) for nested in op.walk())


def _blocks(grid: tuple[int, int, int]) -> Iterator[tuple[int, int, int]]:
    for bz, by, bx in itertools.product(*(range(n) for n in reversed(grid))):
        yield bx, by, bz


def _threads_of_block(block_size: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """The thread ids of a block in linear order (x fastest)."""
    return [(tx, ty, tz) for tz, ty, tx in itertools.product(*(range(n) for n in reversed(block_size)))]


def _run_threads(interpreter, region, grid, block_size, values_for, lock_step: bool) -> None:
    threads = _threads_of_block(block_size)
    lanes = gpu_lanes.MODE != "off" and gpu_lanes.supported(interpreter, region)
    for block in _blocks(grid):
        workgroup: list[np.ndarray] = []
        block_values = lambda thread: values_for(block, thread, workgroup)  # noqa: B023, E731
        if lanes and _run_block_as_lanes(interpreter, region, block, threads, grid, block_size, block_values,
                                         workgroup, lock_step):
            continue
        _run_block_per_thread(interpreter, region, block, threads, grid, block_size, block_values, lock_step)


def _run_block_per_thread(interpreter, region, block, threads, grid, block_size, values_for, lock_step: bool) -> None:
    """Run one block thread by thread: in lock step (threads that wait for each other) or one after another."""
    if lock_step:
        _run_block_in_lock_step(interpreter, region, block, threads, grid, block_size, values_for)
        return
    for thread in threads:
        with _thread(block, thread, grid, block_size):
            interpreter.run_ssacfg_region(region, values_for(thread))


def _run_block_as_lanes(interpreter, region, block, threads, grid, block_size, values_for,
                        workgroup: list[np.ndarray], lock_step: bool) -> bool:
    """Run one block as numpy lanes (`aiopt.reference.gpu_lanes`); False where it must run per thread. With
    `gpu_lanes.MODE` "check", the block also runs per thread from the same memory, which must end the same
    (but for the block's workgroup memory, which nobody sees after it)."""
    if gpu_lanes.MODE != "check":
        return gpu_lanes.run_block(interpreter, region, block, threads, grid, block_size, values_for,
                                   scratch=workgroup)
    saved = gpu_lanes.snapshot(values_for(threads[0]))
    written: list[tuple[np.ndarray, np.ndarray]] = []
    if not gpu_lanes.run_block(interpreter, region, block, threads, grid, block_size, values_for, written,
                               workgroup):
        return False
    known = {id(root) for root, _ in saved}
    saved += [(root, before) for root, before in written if id(root) not in known]
    scratch = {id(gpu_lanes._root(buffer)) for buffer in workgroup}
    compared = [id(root) not in scratch for root, _ in saved]
    as_lanes = [root.copy() for root, _ in saved]
    for root, before in saved:
        root[...] = before
    _run_block_per_thread(interpreter, region, block, threads, grid, block_size, values_for, lock_step)
    for (root, _), lanes, compare in zip(saved, as_lanes, compared):
        if compare and root.tobytes() != lanes.tobytes():
            raise AssertionError(f"the block {block} run as lanes left other bytes than run per thread")
    return True


class _Stopped(Exception):
    """Raised in a lock-step thread when another thread of its block failed: it stops where it waits."""


class _Group:
    """Threads that wait for each other at one op: the whole block (barriers) or one warp (shuffles)."""

    def __init__(self, members: int, kind: str):
        self.members = members
        self.kind = kind
        self.arrived = 0
        self.finished = 0
        self.generation = 0
        self.op: Operation | None = None
        self.slots: dict[int, tuple[Any, int]] = {}
        self.results: dict[tuple[int, ...], Any] = {}
        """The totals of the reductions in progress, by the threads they combine."""
        self.waiting: list[int] = []
        """The threads that arrived at `op` and wait for the rest of the group."""
        self.exchanged: tuple[dict[int, Any], dict[int, Any]] = ({}, {})
        """The values the lanes give at an exchange (`exchange`, `exchange_once`), by lane: at the exchanges the
        lanes arrive at in an even generation of the group, and in an odd one. A lane that goes on to the next
        exchange writes in the other dict; it comes back to this one only after every lane passed the wait in
        between, having read these values: an exchange is one wait (every lane of the warp writes each time)."""
        self.computed: list[tuple[int, Any] | None] = [None, None]
        """The generation an `exchange_once` completed and what it computed, for each of the two dicts."""


class _LockStep:
    """The threads of one block, run as Python threads that wait for each other where a GPU's would.

    One thread runs at a time, the others wait on their own lock (`resume`):
    a thread runs until it arrives at a barrier (or shuffle) whose group has
    not all arrived at the same op, or returns; then it hands on to the next
    thread that may run (`runnable`, in order). The last thread to arrive
    makes the group's waiting threads runnable and goes on. (Handing on
    wakes one thread, where a condition that every thread waits on woke them
    all to fight for the interpreter's lock.) A group that cannot complete (a
    member returned, or every thread waits and this group is short) is the
    program's error, reported at the op; every thread then stops. `lock`
    guards the state where threads run at once: as they stop.
    """

    def __init__(self, count: int):
        self.lock = threading.Lock()
        self.running = count
        """The threads that neither wait at a group nor returned: the one that runs and the runnable ones."""
        self.block = _Group(count, "block")
        self.warps = [_Group(min(WARP_SIZE, count - start), "warp") for start in range(0, count, WARP_SIZE)]
        self.failure: tuple[str, Operation] | None = None
        self.exception: BaseException | None = None
        self.resume = [threading.Lock() for _ in range(count)]
        for resume in self.resume:
            resume.acquire()
        self.runnable = collections.deque(range(count))
        """The threads that may run and wait for their turn, in the order they get it."""
        self.blocked = set(range(count))
        """The threads that wait on their `resume` lock."""

    def start(self) -> None:
        """Let the first thread run."""
        with self.lock:
            self._run_next()

    def enter(self, index: int) -> None:
        """Thread `index` waits for its first turn; `_Stopped` if the block failed before."""
        self.resume[index].acquire()
        if self.failure is not None or self.exception is not None:
            raise _Stopped

    def _run_next(self) -> None:
        """Hand on to the next runnable thread (the lock is held)."""
        if self.runnable:
            index = self.runnable.popleft()
            self.blocked.discard(index)
            self.resume[index].release()

    def _suspend(self, index: int) -> None:
        """Thread `index` hands on and waits until it may run again (the lock is held, and held again after)."""
        self.blocked.add(index)
        self._run_next()
        self.lock.release()
        try:
            self.resume[index].acquire()
        finally:
            self.lock.acquire()

    def _fail(self, message: str, op: Operation) -> None:
        if self.failure is None and self.exception is None:
            self.failure = (message, op)
        self._wake_all()
        raise _Stopped

    def _wake_all(self) -> None:
        """Every waiting thread runs, to stop (the lock is held)."""
        for index in self.blocked:
            self.resume[index].release()
        self.blocked.clear()
        self.runnable.clear()

    def _check_stuck(self, op: Operation) -> None:
        if self.running == 0:
            self._fail(f"'{op.name}': the threads of the block wait at different ops, or some never arrive", op)

    def wait(self, group: _Group, op: Operation, index: int) -> None:
        """Thread `index` arrives at `op` with `group` and waits for the group (the lock is held)."""
        if self.failure is not None or self.exception is not None:
            raise _Stopped
        if group.arrived and group.op is not op:
            self._fail(f"'{op.name}' reached while other threads of the {group.kind} wait at another "
                       f"'{group.op.name}'", op)  # type: ignore[union-attr]
        group.op = op
        group.arrived += 1
        if group.arrived == group.members:
            group.arrived, group.op = 0, None
            group.generation += 1
            self.running += group.members - 1
            self.runnable.extend(sorted(group.waiting))
            group.waiting.clear()
            return
        if group.arrived + group.finished == group.members:
            self._fail(f"'{op.name}' is not reached by every thread of the {group.kind}: some returned", op)
        generation = group.generation
        self.running -= 1
        group.waiting.append(index)
        self._check_stuck(op)
        self._suspend(index)
        if self.failure is not None or self.exception is not None:
            raise _Stopped
        assert group.generation != generation, "a thread ran before its group was complete"

    def barrier(self, op: Operation, index: int) -> None:
        with self.lock:
            self.wait(self.block, op, index)

    def exchange(self, op: Operation, index: int, value: Any) -> dict[int, Any]:
        """The values every lane of this thread's warp gives at `op`, by lane (the whole warp waits once: the
        values are written in one of two dicts by the parity of the warp's generation, `_Group.exchanged`)."""
        warp, lane = self.warps[index // WARP_SIZE], index % WARP_SIZE
        with self.lock:
            exchanged = warp.exchanged[warp.generation % 2]
            exchanged[lane] = value
            self.wait(warp, op, index)
            return dict(exchanged)  # every lane of the warp wrote it before the wait completed

    def exchange_once(self, op: Operation, index: int, value: Any, compute: Callable[[dict[int, Any]], Any]) -> Any:
        """`compute` of the values every lane of this thread's warp gives at `op` (by lane), computed once for
        the warp (by the first lane to read them, holding the lock: one thread runs Python at a time anyway), not
        once per lane as with `exchange`; every lane gets the result."""
        warp, lane = self.warps[index // WARP_SIZE], index % WARP_SIZE
        with self.lock:
            parity = warp.generation % 2
            exchanged = warp.exchanged[parity]
            exchanged[lane] = value
            self.wait(warp, op, index)
            # Until every lane passes the next wait, the warp's generation is the one this exchange completed.
            computed = warp.computed[parity]
            if computed is None or computed[0] != warp.generation:
                computed = warp.computed[parity] = (warp.generation, compute(dict(exchanged)))
            return computed[1]

    def shuffle(self, op: Operation, index: int, value: Any, source: int, width: int) -> tuple[Any, bool]:
        """The value of lane `source` of this thread's warp (own value and False outside [0, width))."""
        lanes = self.exchange(op, index, (value, width))
        widths = {w for _, w in lanes.values()}
        if len(widths) != 1:
            with self.lock:
                self._fail(f"'{op.name}' with different widths in one warp: {sorted(widths)}", op)
        valid = 0 <= source < width
        if valid and source not in lanes:
            with self.lock:
                self._fail(f"'{op.name}' reads lane {source}, which is not a thread of the block "
                           f"(its warp has {len(lanes)} threads)", op)
        return (lanes[source][0] if valid else value), valid

    def reduce(self, op: Operation, index: int, value: Any, combine: Callable[[Any, Any], Any],
               members: list[int] | None = None) -> Any:
        """The values of the block's threads (or of the threads `members` of this thread's warp), combined in
        thread order by `combine`, which the group's first thread runs once for all."""
        group = self.block if members is None else self.warps[index // WARP_SIZE]
        with self.lock:
            group.slots[index] = (value, 0)
            self.wait(group, op, index)
            order = sorted(group.slots) if members is None else members
            first = order[0] == index
        if first:  # outside the lock: `combine` may run a region, which may take a while
            values = [group.slots[i][0] for i in order]
            total = values[0]
            for item in values[1:]:
                total = combine(total, item)
            group.results[tuple(order)] = total
        with self.lock:
            self.wait(group, op, index)  # the first threads have combined
            total = group.results[tuple(order)]
            self.wait(group, op, index)  # every thread has read before the next reduction writes
            group.slots.pop(index, None)
            group.results.pop(tuple(order), None)
        return total

    def finish(self, index: int, exception: BaseException | None) -> None:
        """Thread `index` returned (or raised `exception`)."""
        with self.lock:
            if exception is not None and self.exception is None and self.failure is None:
                self.exception = exception
            self.running -= 1
            for group in (self.block, self.warps[index // WARP_SIZE]):
                group.finished += 1
                if group.arrived and group.arrived + group.finished == group.members and self.failure is None:
                    op = group.op
                    assert op is not None
                    self.failure = (f"'{op.name}' is not reached by every thread of the {group.kind}: "
                                    "some returned", op)
            if self.running == 0 and (self.block.arrived or any(w.arrived for w in self.warps)):
                op = self.block.op or next(w.op for w in self.warps if w.arrived)
                if self.failure is None and op is not None:
                    self.failure = (f"'{op.name}': the threads of the block wait at different ops", op)
            if self.failure is not None or self.exception is not None:
                self._wake_all()
            else:
                self._run_next()


_STACK_LOCK = threading.Lock()
if hasattr(os, "register_at_fork"):
    # A child forked while another thread held the lock (starting a block's threads) would wait for it forever.
    os.register_at_fork(after_in_child=_STACK_LOCK._at_fork_reinit)


def _run_block_in_lock_step(interpreter, region, block, threads, grid, block_size,
                            values_for: Callable[[tuple[int, int, int]], tuple]) -> None:
    """Run one block's threads as Python threads in lock step; re-raise the first failure here."""
    lock = _LockStep(len(threads))
    process = current_process()
    arguments = [values_for(thread) for thread in threads]  # here: the block's workgroup buffers are made once

    def run(index: int, thread: tuple[int, int, int]) -> None:
        worker = copy.copy(interpreter)  # its own scopes: each thread's region is interpreted to its barriers
        exception: BaseException | None = None
        try:
            lock.enter(index)
            with running_as(process), np.errstate(all="ignore"), _thread(block, thread, grid, block_size):
                _LAUNCH.lockstep = (lock, index)
                worker.run_ssacfg_region(region, arguments[index])
        except _Stopped:
            pass
        except BaseException as err:  # noqa: BLE001 - re-raised in the launching thread
            exception = err
        finally:
            _LAUNCH.lockstep = None
        lock.finish(index, exception)

    workers: list[threading.Thread] = []
    try:
        with _STACK_LOCK:
            previous = threading.stack_size(THREAD_STACK_BYTES)
            try:
                for i, t in enumerate(threads):
                    workers.append(threading.Thread(target=run, args=(i, t), name=f"aiopt-gpu-thread-{i}"))
                    workers[-1].start()
            finally:
                threading.stack_size(previous)
    except BaseException as err:  # the threads started stop at once (none ran)
        with lock.lock:
            lock.exception = err
            lock._wake_all()
        for worker in workers:
            if worker.is_alive() or worker.ident is not None:
                worker.join()
        raise
    lock.start()
    for worker in workers:
        worker.join()
    if lock.exception is not None:
        raise lock.exception
    if lock.failure is not None:
        message, op = lock.failure
        raise RuntimeCheckError(message, op)


def _lock_step_of(op: Operation) -> tuple[_LockStep, int]:
    state = getattr(_LAUNCH, "lockstep", None)
    if state is None:
        raise NotImplementedError(f"'{op.name}' outside a kernel run in lock step")
    return state


def _attribution_buffers(arguments: tuple[SSAValue, ...], cache: list[np.ndarray]) -> list[np.ndarray]:
    if not cache:
        cache.extend(_buffer(a.type) for a in arguments)  # type: ignore[arg-type]
    return cache


@IMPLEMENTATIONS.register("gpu.launch")
def launch(interpreter, op: gpu.LaunchOp, args):
    lock_step = _needs_lock_step(op)
    sizes = [int(v) for v in args[len(op.asyncDependencies) : len(op.asyncDependencies) + 6]]
    grid, block_size = tuple(sizes[:3]), tuple(sizes[3:])
    attributions = op.body.block.args[op.num_config_arguments :]
    workgroup_count = op.num_workgroup_attributions

    def values_for(block, thread, workgroup):
        shared = _attribution_buffers(attributions[:workgroup_count], workgroup)
        private = [_buffer(a.type) for a in attributions[workgroup_count:]]
        return (*block, *thread, *grid, *block_size, *shared, *private)

    _run_threads(interpreter, op.body, grid, block_size, values_for, lock_step)
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.launch_func")
def launch_func(interpreter, op: gpu.LaunchFuncOp, args):
    kernel = SymbolTable.lookup_symbol(op, op.kernel)
    if not isinstance(kernel, gpu.FuncOp):
        raise NotImplementedError(f"kernel {op.kernel} is not a gpu.func")
    lock_step = _needs_lock_step(kernel)
    start = len(op.asyncDependencies)
    sizes = [int(v) for v in args[start : start + 6]]
    grid, block_size = tuple(sizes[:3]), tuple(sizes[3:])
    kernel_args = args[len(args) - len(op.kernelOperands) :] if op.kernelOperands else ()
    workgroup_arguments, private_arguments = kernel.workgroup_arguments(), kernel.private_arguments()

    def values_for(block, thread, workgroup):
        shared = _attribution_buffers(workgroup_arguments, workgroup)
        private = [_buffer(a.type) for a in private_arguments]
        return (*kernel_args, *shared, *private)

    _run_threads(interpreter, kernel.body, grid, block_size, values_for, lock_step)
    return (None,) if op.asyncToken is not None else ()


@IMPLEMENTATIONS.register("gpu.barrier")
def barrier(interpreter, op: gpu.BarrierOp, args):
    lock, index = _lock_step_of(op)
    lock.barrier(op, index)
    return ()


_REDUCTION_KINDS: dict[str, str] = {
    "add": "addf", "mul": "mulf", "minsi": "minsi", "maxsi": "maxsi", "minui": "minui", "maxui": "maxui",
    "minnumf": "minnumf", "maxnumf": "maxnumf", "minimumf": "minimumf", "maximumf": "maximumf",
    "and": "andi", "or": "ori", "xor": "xori",
}  # fmt: skip
"""The arith op whose semantics each gpu.all_reduce / subgroup_reduce kind combines with (add and mul: the
float op; on integers numpy's add and multiply are the same wrap-around)."""


def _combiner(interpreter, op: gpu.AllReduceOp | gpu.SubgroupReduceOp) -> Callable[[Any, Any], Any]:
    if op.op is not None:
        combine = binary_semantics(f"arith.{_REDUCTION_KINDS[op.op.data.value]}")
        return lambda a, b: np.asarray(combine(np.asarray(a), np.asarray(b))).astype(np.asarray(a).dtype)[()]
    region = op.body  # type: ignore[union-attr]
    return lambda a, b: interpreter.run_ssacfg_region(region, (a, b))[0]


@IMPLEMENTATIONS.register("gpu.all_reduce")
def all_reduce(interpreter, op: gpu.AllReduceOp, args):
    lock, index = _lock_step_of(op)
    return (lock.reduce(op, index, args[0], _combiner(interpreter, op)),)


@IMPLEMENTATIONS.register("gpu.yield")
def yield_(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("gpu.subgroup_reduce")
def subgroup_reduce(interpreter, op: gpu.SubgroupReduceOp, args):
    """Reduces over clusters of `cluster_size` lanes `cluster_stride` apart (default: the whole warp)."""
    lock, index = _lock_step_of(op)
    members = subgroup_members(op, index, lock.warps[index // WARP_SIZE].members)
    return (lock.reduce(op, index, args[0], _combiner(interpreter, op), members),)


def subgroup_members(op: gpu.SubgroupReduceOp, index: int, warp_members: int) -> list[int]:
    """The linear ids of the threads whose values thread `index`'s `gpu.subgroup_reduce` combines, in order (its
    warp has `warp_members` threads)."""
    lane = index % WARP_SIZE
    size = op.cluster_size.value.data if op.cluster_size is not None else WARP_SIZE
    stride = op.cluster_stride.value.data if op.cluster_stride is not None else 1
    base = index - lane
    start = lane % stride + (lane // (size * stride)) * size * stride
    members = [base + start + i * stride for i in range(size)]
    if members[-1] >= base + warp_members:
        raise RuntimeCheckError(f"'{op.name}' with clusters of {size} lanes in a warp of {warp_members} threads",
                                op)
    return members


SHUFFLE_SOURCE: dict[str, Callable[[Any, Any], Any]] = {
    "xor": lambda lane, offset: lane ^ offset,
    "down": lambda lane, offset: lane + offset,
    "up": lambda lane, offset: lane - offset,
    "idx": lambda lane, offset: offset,
}


@IMPLEMENTATIONS.register("gpu.shuffle")
def shuffle(interpreter, op: gpu.ShuffleOp, args):
    lock, index = _lock_step_of(op)
    value, offset, width = args
    source = SHUFFLE_SOURCE[op.mode.data.value](index % WARP_SIZE, int(offset))
    result, valid = lock.shuffle(op, index, value, source, int(width))
    return result, np.bool_(valid)


def mma_fragment_positions(lane: int, k: int = 16) -> tuple[list[tuple[int, int]], list[tuple[int, int]],
                                                            list[tuple[int, int]]]:
    """Where the registers of `lane` sit in the A (16 x k, row), B (k x 8, col) and C/D (16 x 8) matrices of
    PTX's `mma.sync.m16n8k16` with 16-bit A and B (k = 16: two elements per 32-bit register) or
    `mma.sync.m16n8k8` with tf32 A and B (k = 8: one per register): (row, column) of its A elements (4
    registers), (k, n) of its B elements (2 registers) and (row, column) of its 4 C and D floats, in register
    order, the low half of a 16-bit pair first. PTX ISA, "Matrix Fragments for mma.m16n8k16 with floating
    point type" and "for mma.m16n8k8" (IREE's NV_MMA_SYNC_F32_16x8x16_F16 layout says the same): counted in
    32-bit registers, both shapes place them alike."""
    per_register = k // 8
    group, thread = lane // 4, lane % 4
    a = [(group + 8 * (r % 2), (thread + 4 * (r // 2)) * per_register + h) for r in range(4) for h in range(per_register)]
    b = [((thread + 4 * r) * per_register + h, group) for r in range(2) for h in range(per_register)]
    c = [(group + 8 * (i // 2), thread * 2 + i % 2) for i in range(4)]
    return a, b, c


TF32_DROPPED_BITS = 13
"""The low bits of an f32 significand that tf32 (8-bit exponent, 10-bit mantissa) does not keep."""

_TF32_MAX = np.uint32(0x7F7FE000)
"""The bits of the largest finite tf32."""


def tf32_bits(value: Any, rounding: str = "rna", satfinite: bool = False, relu: bool = False) -> np.ndarray:
    """The f32 bits (uint32) of `value` (f32) rounded to tf32 as PTX's `cvt.<rounding>{.relu}{.satfinite}.tf32.f32`:
    `rna` to nearest with ties away from zero, `rn` ties to even, `rz` toward zero, on the magnitude's bits
    (subnormals too); finite values that round past the largest tf32 become infinite (the largest tf32 with
    `satfinite`, infinities too); NaN is the canonical NaN 0x7FFFFFFF; `relu` makes negative results +0."""
    bits = np.array(value, np.float32).view(np.uint32)
    sign, magnitude = bits & np.uint32(0x80000000), bits & np.uint32(0x7FFFFFFF)
    half, dropped = np.uint32(1 << (TF32_DROPPED_BITS - 1)), np.uint32((1 << TF32_DROPPED_BITS) - 1)
    if rounding == "rna":
        rounded = magnitude + half
    elif rounding == "rn":
        rounded = magnitude + (half - np.uint32(1)) + ((magnitude >> np.uint32(TF32_DROPPED_BITS)) & np.uint32(1))
    elif rounding == "rz":
        rounded = magnitude
    else:
        raise ValueError(f"no tf32 rounding '{rounding}' (rn, rz or rna)")
    nan = magnitude > np.uint32(0x7F800000)
    rounded = np.where(nan, magnitude, rounded & ~dropped)
    if satfinite:
        rounded = np.where(nan, rounded, np.minimum(rounded, _TF32_MAX))
    result = np.where(nan, np.uint32(0x7FFFFFFF), sign | rounded)
    if relu:
        result = np.where(~nan & (sign != 0), np.uint32(0), result)
    return result.astype(np.uint32)


def round_to_tf32(value: Any) -> np.ndarray:
    """`value` (f32) rounded to tf32 as `cvt.rna.tf32.f32` does (what convert-linalg-matmul-to-gpu{tf32}
    applies to A and B), as float32."""
    return tf32_bits(value).view(np.float32)


@IMPLEMENTATIONS.register("nvvm.convert.float.to.tf32")
def convert_float_to_tf32(interpreter, op, args):
    """`cvt.<rnd>.tf32.f32`: the rounded value's f32 bits as an i32."""
    bits = tf32_bits(args[0], op.rounding.value, op.saturates, op.clamps_negative)
    return (bits.view(np.int32)[()],)


_TF32_ADDED = {"rna": lambda magnitude: 1 << (TF32_DROPPED_BITS - 1),
               "rn": lambda magnitude: (1 << (TF32_DROPPED_BITS - 1)) - 1 + ((magnitude >> TF32_DROPPED_BITS) & 1),
               "rz": lambda magnitude: 0}  # fmt: skip
"""What `tf32_bits` adds to an f32 magnitude's bits before it drops the low 13, by rounding."""


def _convert_float_to_tf32_for_op(op: Operation) -> Callable[..., tuple[Any]] | None:
    """`convert_float_to_tf32` of one f32 (a kernel's thread converts its elements one at a time) on Python ints:
    `tf32_bits`'s steps on the bits of one value (no sum reaches 2^32), the same i32 numpy scalar."""
    rounding, satfinite, relu = op.rounding.value, op.saturates, op.clamps_negative  # type: ignore[attr-defined]
    added = _TF32_ADDED.get(rounding)
    if added is None:
        return None
    kept = 0xFFFFFFFF ^ ((1 << TF32_DROPPED_BITS) - 1)

    def run(interpreter, op, args):
        value = args[0]
        if not (type(value) is np.float32 or (type(value) is np.ndarray and value.dtype == np.float32
                                               and value.ndim == 0)):
            return convert_float_to_tf32(interpreter, op, args)
        bits = int(value.view(np.uint32))
        sign, magnitude = bits & 0x80000000, bits & 0x7FFFFFFF
        if magnitude > 0x7F800000:
            return (np.int32(0x7FFFFFFF),)  # NaN: the canonical NaN (relu keeps it)
        rounded = (magnitude + added(magnitude)) & kept
        if satfinite:
            rounded = min(rounded, int(_TF32_MAX))
        result = 0 if relu and sign else sign | rounded
        return (np.uint32(result).view(np.int32),)

    return run


convert_float_to_tf32.for_op = _convert_float_to_tf32_for_op  # type: ignore[attr-defined]


def _tf32_registers(registers: tuple[Any, ...]) -> np.ndarray:
    """The tf32s of i32 registers, as float32, in register order: the tensor core reads their upper 19 bits (the
    low 13 ignored)."""
    bits = np.array(registers).astype(np.int32).view(np.uint32) & ~np.uint32((1 << TF32_DROPPED_BITS) - 1)
    return bits.view(np.float32).reshape(-1)


def _f16_registers(registers: tuple[Any, ...]) -> np.ndarray:
    """The f16 elements of vector<2xf16> registers, in register order (element 0 first)."""
    return np.array(registers).reshape(-1)


def _bf16_registers(registers: tuple[Any, ...]) -> np.ndarray:
    """The bf16 elements (as float32) of i32 registers of two bf16, in register order (element 0 in the low half)."""
    return np.concatenate([_bf16_pair(register) for register in registers])


_MMA_KINDS = {(16, 8, 16): ("f16", "bf16"), (16, 8, 8): ("tf32",)}
"""The shapes of `nvvm.mma.sync` with f32 C that the reference runs, with their A and B types."""


@IMPLEMENTATIONS.register("nvvm.mma.sync")
def mma_sync(interpreter, op, args):
    """A warp's 16 x 8 x k tensor-core product D = A B + C, from the registers of its 32 lanes (m16n8k16 with
    f16 or bf16 A and B, m16n8k8 with tf32 ones; f32 C and D): products exact, the sum rounded once to f32
    (one of the results a tensor core may give)."""
    k, count_a, count_b, elements = mma_operands(op)
    lock, index = _lock_step_of(op)
    a_regs, b_regs, c = args[:count_a], args[count_a : count_a + count_b], args[count_a + count_b :]
    mine = (elements(a_regs), elements(b_regs), c)
    lanes, product = lock.exchange_once(op, index, mine, lambda lanes: (len(lanes), _warp_product(lanes, k)))
    if lanes != WARP_SIZE:
        raise RuntimeCheckError(f"'{op.name}' needs a full warp of {WARP_SIZE} threads, not {lanes}", op)
    (_, _, (rows, columns)) = _fragment_layout(k)
    return (tuple(product[rows[index % WARP_SIZE], columns[index % WARP_SIZE]]),)


def mma_operands(op) -> tuple[int, int, int, Callable[[tuple[Any, ...]], np.ndarray]]:
    """What `mma_sync` reads of `op`: k, the numbers of A and B registers, and the function that gives the
    elements of a lane's A or B registers; NotImplementedError for the shapes and types it does not run."""
    shape = (op.shape.m.data, op.shape.n.data, op.shape.k.data)
    kinds = (op.layoutA.data.value, op.layoutB.data.value, op.multiplicandAPtxType.data.value)
    if kinds[:2] != ("row", "col") or kinds[2] not in _MMA_KINDS.get(shape, ()) or len(op.operandC) != 4:
        raise NotImplementedError(f"'{op.name}' of shape {shape} and {kinds} has no reference semantics "
                                  "(row/col m16n8k16 f16 or bf16, m16n8k8 tf32, with f32 C has)")
    # A bf16 register is an i32 of two bf16, a tf32 one an i32 of one tf32.
    elements = {"f16": _f16_registers, "bf16": _bf16_registers, "tf32": _tf32_registers}[kinds[2]]
    return shape[2], len(op.operandA), len(op.operandB), elements


def mma_kind(op) -> str:
    """The type of `nvvm.mma.sync`'s A and B elements: f16, bf16 or tf32."""
    return op.multiplicandAPtxType.data.value


@functools.cache
def _fragment_layout(k: int) -> tuple[tuple[np.ndarray, np.ndarray], ...]:
    """`mma_fragment_positions` of the 32 lanes as index arrays: (rows, columns) of A, B and C, each of shape
    (32, registers' elements), lane by lane."""
    positions = [mma_fragment_positions(lane, k) for lane in range(WARP_SIZE)]
    return tuple(
        tuple(np.array([[place[axis] for place in lane[matrix]] for lane in positions]) for axis in (0, 1))
        for matrix in range(3)
    )


def _warp_product(lanes: dict[int, tuple[np.ndarray, np.ndarray, tuple]], k: int) -> np.ndarray | None:
    """D = A B + C (f32) of a full warp's registers by lane (their A, B and C elements), in float64 with one
    rounding to f32; None for a warp that is not full."""
    if len(lanes) != WARP_SIZE:
        return None
    order = range(WARP_SIZE)
    return warp_product_of_rows(*(np.array([lanes[lane][i] for lane in order], np.float64) for i in range(3)), k)


def warp_product_of_rows(a_elements: np.ndarray, b_elements: np.ndarray, c_elements: np.ndarray, k: int) -> np.ndarray:
    """D = A B + C (f32) of a warp's A, B and C elements (float64 arrays of one row per lane), with one rounding."""
    (a_rows, a_columns), (b_rows, b_columns), (c_rows, c_columns) = _fragment_layout(k)
    a, b, accumulator = np.zeros((16, k)), np.zeros((k, 8)), np.zeros((16, 8))
    a[a_rows, a_columns] = a_elements
    b[b_rows, b_columns] = b_elements
    accumulator[c_rows, c_columns] = c_elements
    return (a @ b + accumulator).astype(np.float32)


_I32, _BF16 = IntegerType(32), BFloat16Type()


def _bf16_pair(register: Any) -> np.ndarray:
    """The two bf16 values (as float32) of an i32 register, element 0 in the low half."""
    return bits_view(np.asarray(register).astype(np.int32), _I32, _BF16, (2,))


def mma_element_rows(kind: str, registers: np.ndarray) -> np.ndarray:
    """The A or B elements of a warp's lanes, one row per lane, from their registers (one row per lane: i32s for
    tf32 and bf16, vector<2xf16>s for f16), as `mma_operands`'s function gives them for one lane."""
    lanes = registers.shape[0]
    if kind == "tf32":
        dropped = ~np.uint32((1 << TF32_DROPPED_BITS) - 1)
        return (registers.astype(np.int32).view(np.uint32) & dropped).view(np.float32).reshape(lanes, -1)
    if kind == "bf16":
        pairs = np.ascontiguousarray(registers.astype(np.int32))
        return bits_view(pairs, _I32, _BF16, (lanes, 2 * registers.shape[1]))
    return registers.reshape(lanes, -1)


def _element(type_: Any) -> Any:
    """The element type of a vector, or the type itself for scalars."""
    return type_.element_type if isinstance(type_, VectorType) else type_


@IMPLEMENTATIONS.register("llvm.bitcast")
def bitcast(interpreter, op, args):
    """The same bits read as the result type (e.g. a vector<2xbf16> as the i32 an mma register is)."""
    source, result = op.operands[0].type, op.results[0].type
    shape = tuple(result.get_shape()) if hasattr(result, "get_shape") else ()
    value = bits_view(np.asarray(args[0]), _element(source), _element(result), shape)
    return (value if shape else value[()],)


@IMPLEMENTATIONS.register("llvm.mlir.undef", "llvm.mlir.poison")
def undef(interpreter, op, args):
    """A vector of zeros (any value will do for undef and poison)."""
    type_ = op.results[0].type
    if not hasattr(type_, "get_shape"):
        raise NotImplementedError(f"'{op.name}' of {type_} has no reference semantics (vectors have)")
    return (np.zeros(type_.get_shape(), numpy_dtype(type_.element_type)),)


@IMPLEMENTATIONS.register("llvm.insertelement")
def insertelement(interpreter, op, args):
    vector, value, position = args
    result = np.array(vector, copy=True)
    result[int(position)] = value
    return (result,)


@IMPLEMENTATIONS.register("llvm.extractelement")
def extractelement(interpreter, op, args):
    vector, position = args
    return (np.asarray(vector)[int(position)],)


@IMPLEMENTATIONS.register("llvm.extractvalue")
def extractvalue(interpreter, op, args):
    return _extractvalue_for_op(op)(interpreter, op, args)


def _extractvalue_for_op(op: Operation) -> Callable[..., tuple[Any]]:
    """`extractvalue` with the op's positions read once."""
    positions = tuple(op.position.get_values())

    def run(interpreter, op, args):
        value = args[0]
        for position in positions:
            value = value[position]
        return (value,)

    return run


extractvalue.for_op = _extractvalue_for_op  # type: ignore[attr-defined]


def _index_semantics(kind: str):
    def run(interpreter, op, args):
        return for_op(op)(interpreter, op, args)

    def for_op(op: Operation) -> Callable[..., tuple[int]]:
        """`run` with the op's axis found once (a kernel reads its ids in every thread)."""
        axis = "xyz".index(op.dimension.data)

        def run_op(interpreter, op, args):
            stack = _launch_stack()
            if not stack:
                raise NotImplementedError(f"'{op.name}' outside a launch")
            return (stack[-1][kind][axis],)

        return run_op

    run.for_op = for_op  # type: ignore[attr-defined]
    return run


for _kind in ("thread_id", "block_id", "block_dim", "grid_dim"):
    IMPLEMENTATIONS.register(f"gpu.{_kind}")(_index_semantics(_kind))


@IMPLEMENTATIONS.register("gpu.global_id")
def global_id(interpreter, op, args):
    stack = _launch_stack()
    if not stack:
        raise NotImplementedError("'gpu.global_id' outside a launch")
    axis = "xyz".index(op.dimension.data)
    ids = stack[-1]
    return (ids["block_id"][axis] * ids["block_dim"][axis] + ids["thread_id"][axis],)


@IMPLEMENTATIONS.register("gpu.lane_id")
def lane_id(interpreter, op, args):
    stack = _launch_stack()
    if not stack:
        raise NotImplementedError("'gpu.lane_id' outside a launch")
    (tx, ty, tz), (bx, by, _) = stack[-1]["thread_id"], stack[-1]["block_dim"]
    return ((tx + bx * (ty + by * tz)) % WARP_SIZE,)


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
