"""SPMD execution of HLO programs: processes, communicators and the collectives' data movement.

A program with collectives runs as several processes, one per replica and
partition (`num_replicas x num_partitions`); process `(r, p)` has the
flattened id `r * num_partitions + p`. Each process runs on its own thread
(the default, `ThreadCommunicator`) or in its own MPI rank
(`MpiCommunicator`, with the optional `mpi4py`: `mpirun -n N ...`), and the
collectives exchange values through the `Communicator` they share:

    communicator = ThreadCommunicator(4)
    results = run_spmd(2, 2, communicator, lambda process: run_function(module, "main", [], process=process))

The reference interpreter (`reference/hlo/collectives.py`) and
compiled code (`lowering/hlo_collectives_to_runtime.py`, through the
`aiopt_collective` runtime function) both call the functions below with the
op's attributes; `current_process()` says which process the calling thread
runs (one replica and one partition outside `run_spmd`).

The process groups follow the StableHLO specification: `cross_replica`,
`cross_partition`, `cross_replica_and_partition` and `flattened_ids`, chosen
by each op from its channel handle and `use_global_device_ids`.
"""

from __future__ import annotations

import abc
import collections
import contextlib
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

COLLECTIVE_TAG = 1
"""The message tag of the collectives (they match in program order between each pair of processes)."""
CHANNEL_TAG = 100
"""`send`/`recv` on channel `c` use the tag `CHANNEL_TAG + c`."""


class CollectiveError(Exception):
    """A collective cannot run: a process in no group, another process failed, a deadlock, no MPI."""


# ---------------------------------------------------------------------------
# Communicators


class Communicator(abc.ABC):
    """Moves values between the `size` processes of one SPMD run (numbered by flattened id).

    Point-to-point messages between two processes arrive in the order they
    were sent (for one tag); `send` does not wait for the receiver.
    """

    size: int

    @abc.abstractmethod
    def send(self, rank: int, target: int, tag: int, value: Any) -> None:
        """Send `value` from process `rank` (the caller) to `target`, without waiting for it."""

    @abc.abstractmethod
    def recv(self, rank: int, source: int | None, tag: int) -> Any:
        """The next value sent to process `rank` from `source` (None: from any process) with `tag`."""

    def flush(self) -> None:
        """Wait until the values this process sent are on their way (their buffers may be reused)."""

    def finish(self, rank: int) -> None:
        """Process `rank` has finished its program."""

    def abort(self, rank: int, error: BaseException) -> None:
        """Process `rank` failed: the others stop waiting for it."""

    def exchange(self, rank: int, group: Sequence[int], value: Any) -> list[Any]:
        """Every member's value, in group order, for each member of `group` (an all-gather)."""
        for member in group:
            if member != rank:
                self.send(rank, member, COLLECTIVE_TAG, value)
        values = [value if member == rank else self.recv(rank, member, COLLECTIVE_TAG) for member in group]
        self.flush()
        return values

    def scatter_gather(self, rank: int, group: Sequence[int], pieces: Sequence[Any]) -> list[Any]:
        """Send `pieces[i]` to member `i` of `group`; return the piece each member sent here, in group order."""
        me = list(group).index(rank)
        for member, piece in zip(group, pieces):
            if member != rank:
                self.send(rank, member, COLLECTIVE_TAG, piece)
        received = [pieces[me] if member == rank else self.recv(rank, member, COLLECTIVE_TAG) for member in group]
        self.flush()
        return received


class ThreadCommunicator(Communicator):
    """The processes are threads of this Python process; messages are queued in memory (no copy).

    A `recv` that could never be answered, because every process still
    running is waiting, raises CollectiveError (a deadlock) instead of
    hanging; so does one that waits for a process that failed.
    """

    def __init__(self, size: int):
        self.size = size
        self._queues: dict[tuple[int, int | None, int], collections.deque] = collections.defaultdict(collections.deque)
        self._condition = threading.Condition()
        self._running = size
        self._waiting: dict[int, tuple[int, int | None, int]] = {}
        """What each waiting thread waits for: (rank, source, tag)."""
        self._failure: str | None = None

    def send(self, rank: int, target: int, tag: int, value: Any) -> None:
        with self._condition:
            self._queues[(target, rank, tag)].append(value)
            self._queues[(target, None, tag)].append(rank)
            self._condition.notify_all()

    def _ready(self, rank: int, source: int | None, tag: int) -> bool:
        return bool(self._queues.get((rank, source, tag)))

    def recv(self, rank: int, source: int | None, tag: int) -> Any:
        me = threading.get_ident()
        with self._condition:
            while True:
                if self._failure is not None:
                    raise CollectiveError(self._failure)
                if self._ready(rank, source, tag):
                    if source is None:
                        source = self._queues[(rank, None, tag)].popleft()
                    else:
                        self._queues[(rank, None, tag)].remove(source)
                    return self._queues[(rank, source, tag)].popleft()
                self._waiting[me] = (rank, source, tag)
                if self._deadlocked():
                    self._failure = (
                        "deadlock: every running process waits for a message that no process sends "
                        "(do the processes run the same collectives in the same order?)"
                    )
                    self._condition.notify_all()
                else:
                    self._condition.wait()
                del self._waiting[me]

    def _deadlocked(self) -> bool:
        """Every running process waits, and no message it waits for has arrived."""
        return len(self._waiting) >= self._running and not any(self._ready(*w) for w in self._waiting.values())

    def finish(self, rank: int) -> None:
        with self._condition:
            self._running -= 1
            if self._waiting and self._failure is None and self._deadlocked():
                self._failure = "deadlock: a process waits for a message from a process that has finished"
            self._condition.notify_all()

    def abort(self, rank: int, error: BaseException) -> None:
        with self._condition:
            if self._failure is None:
                self._failure = f"process {rank} failed: {first_line(str(error))}"
            self._condition.notify_all()


class MpiCommunicator(Communicator):
    """The processes are the ranks of an MPI communicator (`mpirun -n N ...`), through `mpi4py`.

    Values are sent pickled (`comm.isend`/`comm.recv`), so that any numpy
    array crosses; raises CollectiveError when mpi4py is not installed.
    """

    def __init__(self, comm: Any = None):
        try:
            from mpi4py import MPI
        except ImportError:
            raise CollectiveError(
                "running with MPI needs the mpi4py package and an MPI library "
                "(e.g. `apt install openmpi-bin libopenmpi-dev` and `pip install mpi4py`)"
            ) from None
        self._mpi = MPI
        self.comm = comm if comm is not None else MPI.COMM_WORLD
        self.rank = self.comm.Get_rank()
        self.size = self.comm.Get_size()
        self._pending: list = []

    def send(self, rank: int, target: int, tag: int, value: Any) -> None:
        self._pending.append(self.comm.isend(value, dest=target, tag=tag))

    def recv(self, rank: int, source: int | None, tag: int) -> Any:
        return self.comm.recv(source=self._mpi.ANY_SOURCE if source is None else source, tag=tag)

    def flush(self) -> None:
        self._mpi.Request.Waitall(self._pending)
        self._pending.clear()

    def finish(self, rank: int) -> None:
        self.flush()

    def abort(self, rank: int, error: BaseException) -> None:
        self.comm.Abort(1)


def first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


# ---------------------------------------------------------------------------
# Processes


@dataclass
class Process:
    """One replica and partition of an SPMD run, and what it shares with the others."""

    replica_id: int
    partition_id: int
    num_replicas: int
    num_partitions: int
    communicator: Communicator
    infeed: collections.deque = field(default_factory=collections.deque)
    """The values each `infeed` op takes in turn (a list of arrays per op), shared by the processes."""
    outfeed: list = field(default_factory=list)
    """What the `outfeed` ops wrote, in order."""
    spmd: bool = True
    """False for a program run on its own (`single_process`): no host or peer to transfer with."""
    probes: ProbeFolder | None = None
    """Where `interpreter.probe` writes (None: probes are an error)."""

    @property
    def rank(self) -> int:
        """The flattened id `replica_id * num_partitions + partition_id`."""
        return self.replica_id * self.num_partitions + self.partition_id

    def rank_of(self, process: tuple[int, int]) -> int:
        replica, partition = process
        return replica * self.num_partitions + partition


_current = threading.local()


def single_process() -> Process:
    """One replica and one partition: what a program runs as outside `run_spmd`."""
    return Process(0, 0, 1, 1, ThreadCommunicator(1), spmd=False)


def current_process() -> Process:
    """The process the calling thread runs (`running_as`), else a single process of its own."""
    process = getattr(_current, "process", None)
    if process is None:
        process = _current.process = single_process()
    return process


@contextlib.contextmanager
def running_as(process: Process | None) -> Iterator[None]:
    """Make `process` the calling thread's process for the block (no change when None)."""
    if process is None:
        yield
        return
    previous = getattr(_current, "process", None)
    _current.process = process
    try:
        yield
    finally:
        _current.process = previous


def run_spmd(
    num_replicas: int,
    num_partitions: int,
    run: Callable[[Process], Any],
    communicator: Communicator | None = None,
    infeed: Sequence[list] = (),
    probes: ProbeFolder | None = None,
) -> list[Any]:
    """`run(process)` for every process, each on its own thread; their results by flattened id.

    The first exception of a process is raised here once all threads have
    stopped (the others are told, so that none waits for it forever).
    """
    size = num_replicas * num_partitions
    communicator = communicator or ThreadCommunicator(size)
    queue, outfeed = collections.deque(infeed), []
    processes = [
        Process(r, p, num_replicas, num_partitions, communicator, queue, outfeed, probes=probes)
        for r in range(num_replicas)
        for p in range(num_partitions)
    ]
    results: list[Any] = [None] * size
    errors: list[tuple[int, BaseException]] = []

    def target(process: Process) -> None:
        try:
            with running_as(process):
                results[process.rank] = run(process)
        except BaseException as error:  # re-raised on the calling thread
            errors.append((process.rank, error))
            communicator.abort(process.rank, error)
        finally:
            communicator.finish(process.rank)

    threads = [threading.Thread(target=target, args=(p,), name=f"aiopt-process-{p.rank}") for p in processes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        # A process's own failure, not the "another process failed" of those that waited for it.
        errors.sort(key=lambda e: isinstance(e[1], CollectiveError))
        raise errors[0][1]
    return results


def run_mpi(
    num_replicas: int, num_partitions: int, run: Callable[[Process], Any], communicator: Communicator | None = None
) -> tuple[int, Any]:
    """`run(process)` for the process of this MPI rank (`mpirun -n R*P ...`); (the rank, its result)."""
    communicator = communicator or MpiCommunicator()
    size = num_replicas * num_partitions
    if communicator.size != size:
        raise CollectiveError(
            f"{num_replicas} replica(s) x {num_partitions} partition(s) need {size} MPI processes, "
            f"but {communicator.size} were started (mpirun -n {size} ...)"
        )
    replica, partition = divmod(communicator.rank, num_partitions)
    process = Process(replica, partition, num_replicas, num_partitions, communicator)
    try:
        with running_as(process):
            result = run(process)
    finally:
        communicator.finish(communicator.rank)
    return communicator.rank, result


# ---------------------------------------------------------------------------
# Process groups (StableHLO spec, "Collective ops")


def _drop_padding(groups: Sequence[Sequence[int]]) -> list[list[int]]:
    return [[i for i in group if i != -1] for group in groups]


def cross_replica(groups: Sequence[Sequence[int]], process: Process) -> list[list[tuple[int, int]]]:
    """For each partition, each group of replica ids (all replicas when there is no group)."""
    groups = _drop_padding(groups) or [list(range(process.num_replicas))]
    return [[(r, p) for r in group] for p in range(process.num_partitions) for group in groups]


def cross_partition(groups: Sequence[Sequence[int]], process: Process) -> list[list[tuple[int, int]]]:
    """For each replica, each group of partition ids (all partitions when there is no group)."""
    groups = _drop_padding(groups) or [list(range(process.num_partitions))]
    return [[(r, p) for p in group] for r in range(process.num_replicas) for group in groups]


def cross_replica_and_partition(groups: Sequence[Sequence[int]], process: Process) -> list[list[tuple[int, int]]]:
    """Each group of replica ids, with every partition of those replicas (partition-major)."""
    groups = _drop_padding(groups) or [list(range(process.num_replicas))]
    return [[(r, p) for p in range(process.num_partitions) for r in group] for group in groups]


def flattened_ids(groups: Sequence[Sequence[int]], process: Process) -> list[list[tuple[int, int]]]:
    """Each group of flattened ids `replica_id * num_partitions + partition_id`."""
    return [[divmod(i, process.num_partitions) for i in group] for group in _drop_padding(groups)]


def reduction_groups(channel_id: int, use_global_device_ids: bool):
    """The grouping of all_gather, all_reduce, reduce_scatter (and collective_reduce)."""
    if channel_id <= 0 and not use_global_device_ids:
        return cross_replica
    return flattened_ids if use_global_device_ids else cross_replica_and_partition


def exchange_groups(channel_id: int):
    """The grouping of all_to_all, collective_permute and collective_broadcast."""
    return cross_replica if channel_id <= 0 else cross_partition


def group_of(process: Process, groups: list[list[tuple[int, int]]]) -> list[int] | None:
    """The flattened ids of the group holding `process`, None if it is in none; checks the ids exist."""
    me = (process.replica_id, process.partition_id)
    for group in groups:
        for replica, partition in group:
            if not (0 <= replica < process.num_replicas and 0 <= partition < process.num_partitions):
                raise CollectiveError(
                    f"names process (replica {replica}, partition {partition}), but the program runs "
                    f"with {process.num_replicas} replica(s) and {process.num_partitions} partition(s)"
                )
    for group in groups:
        if me in group:
            return [process.rank_of(member) for member in group]
    return None


def _require_group(process: Process, groups) -> list[int]:
    group = group_of(process, groups)
    if group is None:
        raise CollectiveError(
            f"process (replica {process.replica_id}, partition {process.partition_id}) is in no process group"
        )
    return group


# ---------------------------------------------------------------------------
# The collectives on numpy arrays (one call per process; operands are lists for variadic ops)

Reduce = Callable[[np.ndarray, np.ndarray], np.ndarray]
"""The op's computation applied element-wise to two arrays of one operand."""


def all_gather(process: Process, groups, operands: Sequence[np.ndarray], dim: int) -> list[np.ndarray]:
    group = _require_group(process, groups)
    gathered = process.communicator.exchange(process.rank, group, list(operands))
    return [np.concatenate([values[i] for values in gathered], axis=dim) for i in range(len(operands))]


def _reduce_in_group(values: Sequence[np.ndarray], reduce: Reduce) -> np.ndarray:
    result = values[0]
    for value in values[1:]:
        result = reduce(result, value)
    return result


def all_reduce(process: Process, groups, operands: Sequence[np.ndarray], reduce: Reduce) -> list[np.ndarray]:
    group = _require_group(process, groups)
    gathered = process.communicator.exchange(process.rank, group, list(operands))
    return [_reduce_in_group([values[i] for values in gathered], reduce) for i in range(len(operands))]


def reduce_scatter(process: Process, groups, operand: np.ndarray, dim: int, reduce: Reduce) -> np.ndarray:
    group = _require_group(process, groups)
    reduced = _reduce_in_group(process.communicator.exchange(process.rank, group, operand), reduce)
    return np.split(reduced, len(group), axis=dim)[group.index(process.rank)]


def collective_reduce(process: Process, groups, operands: Sequence[np.ndarray], reduce: Reduce) -> list[np.ndarray]:
    """The reduction over the group at its first process (the root); zeros at the others."""
    group = _require_group(process, groups)
    root = group[0]
    if process.rank != root:
        process.communicator.send(process.rank, root, COLLECTIVE_TAG, list(operands))
        process.communicator.flush()
        return [np.zeros_like(x) for x in operands]
    gathered = [list(operands) if m == root else process.communicator.recv(root, m, COLLECTIVE_TAG) for m in group]
    return [_reduce_in_group([values[i] for values in gathered], reduce) for i in range(len(operands))]


def all_to_all(
    process: Process, groups, operands: Sequence[np.ndarray], split_dim: int, concat_dim: int, split_count: int
) -> list[np.ndarray]:
    group = _require_group(process, groups)
    if len(group) != split_count:
        raise CollectiveError(f"a process group has {len(group)} processes, but split_count is {split_count}")
    pieces = [np.split(x, split_count, axis=split_dim) for x in operands]
    per_member = [[p[j] for p in pieces] for j in range(split_count)]
    received = process.communicator.scatter_gather(process.rank, group, per_member)
    return [np.concatenate([r[i] for r in received], axis=concat_dim) for i in range(len(operands))]


def collective_permute(process: Process, pair_groups, operand: np.ndarray) -> np.ndarray:
    """`pair_groups` are the (source, target) pairs as groups of two processes."""
    group_of(process, pair_groups)  # checks that the processes exist
    me = (process.replica_id, process.partition_id)
    communicator, result = process.communicator, np.zeros_like(operand)
    for source, target in pair_groups:
        if source == me and target != me:
            communicator.send(process.rank, process.rank_of(target), COLLECTIVE_TAG, operand)
    for source, target in pair_groups:
        if target == me and source == me:
            result = operand
        elif target == me:
            result = communicator.recv(process.rank, process.rank_of(source), COLLECTIVE_TAG)
    communicator.flush()
    return result


def collective_broadcast(
    process: Process, groups, operands: Sequence[np.ndarray], roots: Sequence[int] | None = None
) -> list[np.ndarray]:
    """Operand `i` of member `roots[i]` of the group (default: the first) for each process of the
    group; zeros for a process in no group."""
    group = group_of(process, groups)
    if group is None:
        return [np.zeros_like(x) for x in operands]
    roots = [0] * len(operands) if roots is None else list(roots)
    if any(not 0 <= root < len(group) for root in roots):
        raise CollectiveError(f"root indices {roots} are out of bounds for a process group of {len(group)}")
    values = process.communicator.exchange(process.rank, group, list(operands))
    return [values[root][i] for i, root in enumerate(roots)]


TRANSFERS = {
    "send": "sends to a host or peer device",
    "recv": "receives from a host or peer device",
    "infeed": "reads the host's infeed queue",
    "outfeed": "writes the host's outfeed queue",
}
"""What the transfer ops do, for the error of a program run alone (no host or peer)."""


def channel_send(process: Process, channel_id: int, values: Sequence[np.ndarray]) -> None:
    """`send` on a channel: the values wait for the process that receives on it."""
    if isinstance(process.communicator, MpiCommunicator):
        raise CollectiveError("send/recv between MPI processes is not supported (the receiver is not known)")
    process.communicator.send(process.rank, _CHANNEL_BOX, CHANNEL_TAG + channel_id, list(values))


def channel_recv(process: Process, channel_id: int) -> list[np.ndarray]:
    """`recv` on a channel: the values of the next `send` on it, from any process."""
    if isinstance(process.communicator, MpiCommunicator):
        raise CollectiveError("send/recv between MPI processes is not supported (the receiver is not known)")
    return process.communicator.recv(_CHANNEL_BOX, None, CHANNEL_TAG + channel_id)


_CHANNEL_BOX = -1
"""The mailbox of the channels in a ThreadCommunicator: sends go there, and any process receives from it."""


def infeed(process: Process) -> list[np.ndarray]:
    if not process.infeed:
        raise CollectiveError("reads the infeed queue, which is empty")
    return list(process.infeed.popleft())


def outfeed(process: Process, values: Sequence[np.ndarray]) -> None:
    process.outfeed.append(list(values))


# ---------------------------------------------------------------------------
# Probes (`interpreter.probe`): upstream's layout of the probe folder


class ProbeFolder:
    """A folder of probed values: `index.csv` lines `probe_id,type,path`, one `.npy` file per value.

        %p = interpreter.probe %x, probe_id = "probe0" : tensor<2xi32>
        ->  index.csv: probe0,tensor<2xi32>,DIR/probe0_0.npy   (then probe0_1.npy on the next run of the op)

    Upstream's interpreter writes the same (`--probe-output-dir`); the id is
    sanitized to a file name (`probe/0` -> `probe_0`).
    """

    INDEX = "index.csv"

    def __init__(self, path):
        from pathlib import Path

        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        (self.path / self.INDEX).unlink(missing_ok=True)
        self._counts: collections.Counter = collections.Counter()
        self._lock = threading.Lock()

    def write(self, probe_id: str, type_text: str, value: np.ndarray) -> None:
        with self._lock:
            name = "".join(c if c.isalnum() or c in "-_." else "_" for c in probe_id)
            file = self.path / f"{name}_{self._counts[probe_id]}.npy"
            self._counts[probe_id] += 1
            np.save(file, np.asarray(value))
            with open(self.path / self.INDEX, "a") as index:
                index.write(f"{probe_id},{type_text},{file}\n")

    def read(self, probe_id: str, iteration: int = 0) -> np.ndarray:
        """The value `probe_id` probed at its `iteration`-th run; CollectiveError if there is none."""
        index = self.path / self.INDEX
        lines = index.read_text().splitlines() if index.exists() else []
        found = [line.rsplit(",", 2) for line in lines if line.rsplit(",", 2)[0] == probe_id]
        if iteration >= len(found):
            raise CollectiveError(f"probe '{probe_id}' has no value for iteration {iteration} ({len(found)} probed)")
        return np.load(found[iteration][2])
