"""SPMD runs (`aiopt.reference.collectives`): process groups, each collective interpreted and compiled, the
thread communicator's failure handling, probes, `interpreter.run_parallel`, ai-runner's SPMD flags and MPI.

Each collective runs as a small program on 4 processes (2 replicas x 2
partitions, or 4 replicas), once in the reference interpreter and once
compiled (`hlo-collectives-to-runtime`), and its results are compared with
what numpy computes from the inputs of every process.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys

import numpy as np
import pytest
from hlo_testing import _CONTEXT
from tool_testing import run_tool

from aiopt.reference import collectives
from aiopt.reference.collectives import CollectiveError, ProbeFolder, Process, ThreadCommunicator, run_spmd
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import CompileError, compile
from aiopt.runtime.runtime_errors import RuntimeCheckError
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.verifier import verify_operation

HAS_MPI4PY = importlib.util.find_spec("mpi4py") is not None


def _process(replicas: int, partitions: int, rank: int = 0) -> Process:
    return Process(*divmod(rank, partitions), replicas, partitions, ThreadCommunicator(replicas * partitions))


# ---------------------------------------------------------------------------
# Process groups (StableHLO spec)


def test_process_groups_follow_the_spec():
    process = _process(2, 3)  # 2 replicas x 3 partitions
    assert collectives.cross_replica([[0, 1]], process) == [[(0, 0), (1, 0)], [(0, 1), (1, 1)], [(0, 2), (1, 2)]]
    assert collectives.cross_partition([[2, 0]], process) == [[(0, 2), (0, 0)], [(1, 2), (1, 0)]]
    assert collectives.cross_replica_and_partition([[1, 0]], process) == [
        [(1, 0), (0, 0), (1, 1), (0, 1), (1, 2), (0, 2)]
    ]
    assert collectives.flattened_ids([[5, 0], [3, -1]], process) == [[(1, 2), (0, 0)], [(1, 0)]]
    # No groups: every replica (partition) in one group.
    assert collectives.cross_replica([], process)[0] == [(0, 0), (1, 0)]
    assert collectives.reduction_groups(0, False) is collectives.cross_replica
    assert collectives.reduction_groups(1, False) is collectives.cross_replica_and_partition
    assert collectives.reduction_groups(1, True) is collectives.flattened_ids
    assert collectives.exchange_groups(0) is collectives.cross_replica
    assert collectives.exchange_groups(2) is collectives.cross_partition


def test_group_naming_a_missing_process_is_an_error():
    with pytest.raises(CollectiveError, match=r"names process \(replica 2, partition 0\), but the program runs with 2"):
        collectives.group_of(_process(2, 1), collectives.cross_replica([[0, 2]], _process(2, 1)))


# ---------------------------------------------------------------------------
# Each collective, interpreted and compiled

ADD = """({
  ^bb0(%a: tensor<ELEMENT>, %b: tensor<ELEMENT>):
    %s = stablehlo.OP %a, %b : tensor<ELEMENT>
    stablehlo.return %s : tensor<ELEMENT>
  })"""


def _region(op: str = "add", element: str = "f32") -> str:
    return ADD.replace("OP", op).replace("ELEMENT", element)


def _spmd(text: str, inputs: list[list[np.ndarray]], replicas: int, partitions: int, mode: str) -> list[list]:
    """`@main` of `text` run as every process (inputs[rank]), interpreted or compiled."""
    module = parse_module(_CONTEXT, text, "test.mlir")
    verify_operation(module)
    if mode == "interpreter":
        return run_spmd(replicas, partitions, lambda p: run_function(module, "main", inputs[p.rank], process=p))
    compiled = compile(text, "main", filename="test.mlir", cache=False)
    return run_spmd(replicas, partitions, lambda p: compiled.call(*inputs[p.rank]))


MODES = ["interpreter", "compiled"]
X = [np.arange(8, dtype=np.float32).reshape(2, 4) * (rank + 1) + rank for rank in range(4)]


@pytest.mark.parametrize("mode", MODES)
def test_all_reduce_cross_replica_per_partition(mode):
    # 2 replicas x 2 partitions, no channel: replicas {0, 1} reduce within each partition.
    text = f"""func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {{
      %r = "stablehlo.all_reduce"(%x) {_region("maximum")} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}
        : (tensor<2x4xf32>) -> tensor<2x4xf32>
      func.return %r : tensor<2x4xf32>
    }}"""
    results = _spmd(text, [[x] for x in X], 2, 2, mode)
    for rank, (result,) in enumerate(results):
        partition = rank % 2
        np.testing.assert_array_equal(result, np.maximum(X[partition], X[2 + partition]))


@pytest.mark.parametrize("mode", MODES)
def test_all_reduce_flattened_ids_of_several_operands(mode):
    text = f"""func.func @main(%x: tensor<2x4xi32>, %y: tensor<3xi32>) -> (tensor<2x4xi32>, tensor<3xi32>) {{
      %r:2 = "stablehlo.all_reduce"(%x, %y) {_region("add", "i32")} {{
        replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids
      }} : (tensor<2x4xi32>, tensor<3xi32>) -> (tensor<2x4xi32>, tensor<3xi32>)
      func.return %r#0, %r#1 : tensor<2x4xi32>, tensor<3xi32>
    }}"""
    xs = [x.astype(np.int32) for x in X]
    ys = [np.array([rank, -rank, 7], np.int32) for rank in range(4)]
    results = _spmd(text, [[x, y] for x, y in zip(xs, ys)], 2, 2, mode)
    groups = {0: (3, 0), 3: (3, 0), 1: (1, 2), 2: (1, 2)}  # flattened ids r * 2 + p
    for rank, (rx, ry) in enumerate(results):
        a, b = groups[rank]
        np.testing.assert_array_equal(rx, xs[a] + xs[b])
        np.testing.assert_array_equal(ry, ys[a] + ys[b])


@pytest.mark.parametrize("mode", MODES)
def test_all_gather_cross_replica_and_partition(mode):
    text = """func.func @main(%x: tensor<2x4xf32>) -> tensor<2x16xf32> {
      %r = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<2x4xf32>) -> tensor<2x16xf32>
      func.return %r : tensor<2x16xf32>
    }"""
    results = _spmd(text, [[x] for x in X], 2, 2, mode)
    # Partition-major: (r1, p0), (r0, p0), (r1, p1), (r0, p1) = ranks 2, 0, 3, 1.
    expected = np.concatenate([X[2], X[0], X[3], X[1]], axis=1)
    for (result,) in results:
        np.testing.assert_array_equal(result, expected)


@pytest.mark.parametrize("mode", MODES)
def test_reduce_scatter_gives_each_process_its_part(mode):
    text = f"""func.func @main(%x: tensor<2x4xf32>) -> tensor<2x1xf32> {{
      %r = "stablehlo.reduce_scatter"(%x) {_region()} {{scatter_dimension = 1 : i64,
        replica_groups = dense<[[3, 1, 0, 2]]> : tensor<1x4xi64>}} : (tensor<2x4xf32>) -> tensor<2x1xf32>
      func.return %r : tensor<2x1xf32>
    }}"""
    results = _spmd(text, [[x] for x in X], 4, 1, mode)
    total = X[3] + X[1] + X[0] + X[2]
    for rank, (result,) in enumerate(results):
        position = [3, 1, 0, 2].index(rank)
        np.testing.assert_array_equal(result, total[:, position : position + 1])


@pytest.mark.parametrize("mode", MODES)
def test_all_to_all_cross_partition(mode):
    text = """func.func @main(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
      %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
        replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}
        : (tensor<2x4xf32>) -> tensor<4x2xf32>
      func.return %r : tensor<4x2xf32>
    }"""
    results = _spmd(text, [[x] for x in X], 2, 2, mode)
    for rank, (result,) in enumerate(results):
        replica, partition = divmod(rank, 2)
        me = [1, 0].index(partition)
        members = [replica * 2 + 1, replica * 2 + 0]
        expected = np.concatenate([np.split(X[m], 2, axis=1)[me] for m in members], axis=0)
        np.testing.assert_array_equal(result, expected)


def test_all_to_all_tuple_form():
    """mhlo's tuple form: result j of a process is operand `its place in the group` of member j."""
    text = """func.func @main(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>, %c: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
      %r:3 = "mhlo.all_to_all"(%a, %b, %c) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>}
        : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>)
      func.return %r#0, %r#1, %r#2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
    }"""
    inputs = [[X[rank] + 100 * operand for operand in range(3)] for rank in range(3)]
    results = _spmd(text, inputs, 3, 1, "interpreter")
    members = [2, 0, 1]
    for rank, received in enumerate(results):
        for j, result in enumerate(received):
            np.testing.assert_array_equal(result, inputs[members[j]][members.index(rank)])


def test_all_to_all_tuple_form_is_not_compiled():
    text = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
      %r:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
        : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
      func.return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
    }"""
    with pytest.raises(CompileError, match="'mhlo.all_to_all' op in tuple form is not supported by compiled code"):
        compile(text, "main", filename="test.mlir", cache=False)


@pytest.mark.parametrize("mode", MODES)
def test_collective_permute_cycle_and_zeros(mode):
    text = """func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
      %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 2], [2, 1], [1, 0]]> : tensor<3x2xi64>}
        : (tensor<2x4xf32>) -> tensor<2x4xf32>
      func.return %r : tensor<2x4xf32>
    }"""
    results = _spmd(text, [[x] for x in X], 4, 1, mode)
    np.testing.assert_array_equal(results[2][0], X[0])
    np.testing.assert_array_equal(results[1][0], X[2])
    np.testing.assert_array_equal(results[0][0], X[1])
    np.testing.assert_array_equal(results[3][0], np.zeros_like(X[3]))  # no pair sends to 3


@pytest.mark.parametrize("mode", MODES)
def test_collective_broadcast_static_and_dynamic_root(mode):
    text = """func.func @main(%x: tensor<2x4xf32>, %y: tensor<3xi32>, %root: tensor<2xi32>)
        -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<3xi32>) {
      %a = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[2, 0]]> : tensor<1x2xi64>}
        : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %b:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        has_dynamic_root} : (tensor<2x4xf32>, tensor<3xi32>, tensor<2xi32>) -> (tensor<2x4xf32>, tensor<3xi32>)
      func.return %a, %b#0, %b#1 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<3xi32>
    }"""
    ys = [np.array([rank] * 3, np.int32) for rank in range(4)]
    root = np.array([3, 1], np.int32)
    results = _spmd(text, [[x, y, root] for x, y in zip(X, ys)], 4, 1, mode)
    for rank, (a, b0, b1) in enumerate(results):
        np.testing.assert_array_equal(a, X[2] if rank in (0, 2) else np.zeros_like(X[0]))
        np.testing.assert_array_equal(b0, X[3])
        np.testing.assert_array_equal(b1, ys[1])


@pytest.mark.parametrize("mode", MODES)
def test_collective_reduce_only_the_root_gets_the_reduction(mode):
    text = f"""func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {{
      %r = "stablehlo.collective_reduce"(%x) {_region("multiply")} {{replica_groups = dense<[[1, 3], [2, 0]]> : tensor<2x2xi64>}}
        : (tensor<2x4xf32>) -> tensor<2x4xf32>
      func.return %r : tensor<2x4xf32>
    }}"""
    results = _spmd(text, [[x] for x in X], 4, 1, mode)
    np.testing.assert_array_equal(results[1][0], X[1] * X[3])
    np.testing.assert_array_equal(results[2][0], X[2] * X[0])
    for rank in (0, 3):
        np.testing.assert_array_equal(results[rank][0], np.zeros_like(X[0]))


@pytest.mark.parametrize("mode", MODES)
def test_replica_and_partition_ids(mode):
    text = """func.func @main() -> (tensor<ui32>, tensor<ui32>) {
      %r = stablehlo.replica_id : tensor<ui32>
      %p = stablehlo.partition_id : tensor<ui32>
      func.return %r, %p : tensor<ui32>, tensor<ui32>
    }"""
    results = _spmd(text, [[]] * 6, 2, 3, mode)
    assert [(int(r), int(p)) for r, p in results] == [(r, p) for r in range(2) for p in range(3)]


# ---------------------------------------------------------------------------
# Failures: errors located at the op, deadlocks, a failing process


def test_group_larger_than_the_run_is_located_compiled():
    text = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 5]]> : tensor<1x2xi64>}
        : (tensor<4xf32>) -> tensor<4xf32>
      func.return %r : tensor<4xf32>
    }"""
    with pytest.raises(RuntimeCheckError, match=r"'stablehlo.collective_permute' op names process \(replica 5"):
        _spmd(text, [[np.ones(4, np.float32)]] * 2, 2, 1, "compiled")


def test_mismatched_collectives_are_a_deadlock_not_a_hang():
    """Process 1 skips the all_reduce that process 0 waits in: the run fails instead of hanging."""
    text = f"""func.func @main(%x: tensor<4xf32>, %skip: tensor<i1>) -> tensor<4xf32> {{
      %r = "stablehlo.if"(%skip) ({{
        stablehlo.return %x : tensor<4xf32>
      }}, {{
        %s = "stablehlo.all_reduce"(%x) {_region()} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}}
          : (tensor<4xf32>) -> tensor<4xf32>
        stablehlo.return %s : tensor<4xf32>
      }}) : (tensor<i1>) -> tensor<4xf32>
      func.return %r : tensor<4xf32>
    }}"""
    inputs = [[np.ones(4, np.float32), np.array(rank == 1)] for rank in range(2)]
    with pytest.raises(DiagnosticError, match="deadlock"):
        _spmd(text, inputs, 2, 1, "interpreter")


def test_a_failing_process_stops_the_others():
    communicator = ThreadCommunicator(3)

    def run(process: Process):
        if process.rank == 2:
            raise ValueError("bad input on process 2")
        return communicator.recv(process.rank, 2, collectives.COLLECTIVE_TAG)

    with pytest.raises(ValueError, match="bad input on process 2"):
        run_spmd(3, 1, run, communicator)


# ---------------------------------------------------------------------------
# interpreter.run_parallel, probes, channels and feeds

RUN_PARALLEL = """
func.func @send(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>}
    : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}
func.func @recv(%t: !stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>) {
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>}
    : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %1:2 = "stablehlo.infeed"(%0#1) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %2 = interpreter.probe %1#0, probe_id = "fed" : tensor<2xi64>
  func.return %0#0, %2 : tensor<2xi64>, tensor<2xi64>
}
func.func @feed() -> tensor<2xi64> {
  %0 = stablehlo.constant dense<[40, 41]> : tensor<2xi64>
  func.return %0 : tensor<2xi64>
}
func.func @main() -> (tensor<2xi64>, tensor<2xi64>) {
  %x = stablehlo.constant dense<[5, -6]> : tensor<2xi64>
  %t = stablehlo.after_all : !stablehlo.token
  %r:3 = "interpreter.run_parallel"(%x, %t, %t) {programs = [[@send, @recv]], infeed = [@feed]}
    : (tensor<2xi64>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2xi64>, tensor<2xi64>)
  func.return %r#1, %r#2 : tensor<2xi64>, tensor<2xi64>
}
"""


def test_run_parallel_send_recv_infeed_and_probe(tmp_path):
    module = parse_module(_CONTEXT, RUN_PARALLEL, "test.mlir")
    verify_operation(module)
    process = collectives.single_process()
    process.probes = ProbeFolder(tmp_path)
    received, fed = run_function(module, "main", [], process=process)
    np.testing.assert_array_equal(received, [5, -6])
    np.testing.assert_array_equal(fed, [40, 41])
    np.testing.assert_array_equal(process.probes.read("fed"), [40, 41])
    assert (tmp_path / "index.csv").read_text().startswith("fed,tensor<2xi64>,")
    with pytest.raises(CollectiveError, match="probe 'fed' has no value for iteration 1"):
        process.probes.read("fed", 1)


def test_probe_without_a_folder_is_a_located_error():
    text = """func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
      %p = interpreter.probe %x, probe_id = "p" : tensor<2xf32>
      func.return %p : tensor<2xf32>
    }"""
    module = parse_module(_CONTEXT, text, "test.mlir")
    with pytest.raises(DiagnosticError, match=r"'interpreter.probe' op writes to a probe folder") as error:
        run_function(module, "main", [np.ones(2, np.float32)])
    assert error.value.to_diagnostic().location.line == 2


def test_compiled_probe_writes_each_iteration(tmp_path):
    text = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %a = stablehlo.add %x, %x : tensor<3xf32>
      %p = interpreter.probe %a, probe_id = "sum/2x" : tensor<3xf32>
      %q = interpreter.probe %p, probe_id = "sum/2x" : tensor<3xf32>
      %m = stablehlo.multiply %q, %q : tensor<3xf32>
      func.return %m : tensor<3xf32>
    }"""
    compiled = compile(text, cache=False)
    x = np.array([1.0, -2.0, 0.5], np.float32)
    process = collectives.single_process()
    process.probes = ProbeFolder(tmp_path)
    with collectives.running_as(process):
        (result,) = compiled.call(x)
    np.testing.assert_array_equal(result, (2 * x) ** 2)
    for iteration in (0, 1):
        np.testing.assert_array_equal(process.probes.read("sum/2x", iteration), 2 * x)
    assert (tmp_path / "sum_2x_1.npy").exists()


# ---------------------------------------------------------------------------
# ai-runner and MPI

SPMD_PROGRAM = """func.func @main(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<ui32>) {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<3xi32>) -> tensor<3xi32>
  %id = stablehlo.replica_id : tensor<ui32>
  func.return %r, %id : tensor<3xi32>, tensor<ui32>
}
"""


def _ai_runner(*args: str) -> subprocess.CompletedProcess:
    """`ai-runner` with `args`, in a child process forked from this one."""
    return run_tool("ai-runner", *args)


@pytest.mark.parametrize("interpret", [False, True])
def test_ai_runner_runs_replicas(tmp_path, interpret):
    program, inputs, outputs = tmp_path / "spmd.mlir", tmp_path / "in.npz", tmp_path / "out.npz"
    program.write_text(SPMD_PROGRAM)
    np.savez(inputs, arg0=np.array([1, -2, 30], np.int32))
    flags = ["--interpret"] if interpret else []
    run = _ai_runner(str(program), "--inputs", str(inputs), "--num-replicas", "3", "--outputs", str(outputs), *flags)
    assert run.returncode == 0, run.stderr
    saved = np.load(outputs)
    for rank in range(3):
        np.testing.assert_array_equal(saved[f"process{rank}_out0"], [3, -6, 90])
        assert int(saved[f"process{rank}_out1"]) == rank


def test_ai_runner_with_too_few_replicas_is_located_at_the_op(tmp_path):
    program = tmp_path / "spmd.mlir"
    program.write_text(SPMD_PROGRAM)
    run = _ai_runner(str(program), "--random-inputs", "--num-replicas", "2", "--interpret")
    assert run.returncode == 1
    assert f"{program}:2:8: error: 'stablehlo.all_reduce' op names process (replica 2, partition 0)" in run.stderr


@pytest.mark.skipif(HAS_MPI4PY, reason="mpi4py is installed")
def test_mpi_without_mpi4py_is_a_clear_error(tmp_path):
    with pytest.raises(CollectiveError, match="running with MPI needs the mpi4py package"):
        collectives.MpiCommunicator()
    program = tmp_path / "spmd.mlir"
    program.write_text(SPMD_PROGRAM)
    run = _ai_runner(str(program), "--random-inputs", "--mpi")
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "error: running with MPI needs the mpi4py package" in run.stderr


@pytest.mark.skipif(not HAS_MPI4PY, reason="the optional mpi4py is not installed")
def test_mpi_single_rank_runs_the_program():
    """Without mpirun, COMM_WORLD has one process: one replica, whose collectives are over itself."""
    module = parse_module(_CONTEXT, SPMD_PROGRAM.replace("[[0, 1, 2]]> : tensor<1x3xi64>", "[[0]]> : tensor<1x1xi64>"), "t.mlir")
    x = np.array([1, 2, 3], np.int32)
    rank, (reduced, replica) = collectives.run_mpi(1, 1, lambda p: run_function(module, "main", [x], process=p))
    assert rank == 0 and int(replica) == 0
    np.testing.assert_array_equal(reduced, x)


def test_runtime_description_of_an_op():
    """What `hlo-collectives-to-runtime` tells the runtime about an op: its attributes and buffers."""
    from aiopt.lowering.hlo_collectives_to_runtime import describe

    text = f"""func.func @main(%x: tensor<2x4xbf16>) -> tensor<2x2xbf16> {{
      %r = "stablehlo.reduce_scatter"(%x) {_region("minimum", "bf16")} {{scatter_dimension = 1 : i64,
        replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>,
        use_global_device_ids}} : (tensor<2x4xbf16>) -> tensor<2x2xbf16>
      func.return %r : tensor<2x2xbf16>
    }}"""
    module = parse_module(_CONTEXT, text, "test.mlir")
    op = next(o for o in module.walk() if o.name == "stablehlo.reduce_scatter")
    assert describe(op) == {
        "op": "reduce_scatter", "name": "stablehlo.reduce_scatter", "groups": [[1, 0]], "channel": 4,
        "global_ids": True, "reducer": "minimum", "dim": 1, "inputs": [["bf16", [2, 4]]], "outputs": [["bf16", [2, 2]]],
    }  # fmt: skip


def test_compiled_bf16_reduction_rounds_each_step():
    """bf16 all_reduce compiled: computed in f32 and rounded to bf16 after each addition, as the interpreter does."""
    text = f"""func.func @main(%x: tensor<3xbf16>) -> tensor<3xbf16> {{
      %r = "stablehlo.all_reduce"(%x) {_region("add", "bf16")} {{replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>}}
        : (tensor<3xbf16>) -> tensor<3xbf16>
      func.return %r : tensor<3xbf16>
    }}"""
    # 256 + 1 rounds back to 256 in bf16 (8 bits of mantissa), twice: 256, not 258.
    inputs = [[np.array([256.0, 1.0, -2.5], np.float32)], [np.array([1.0, 2.0, 0.5], np.float32)]]
    inputs.append([np.array([1.0, 4.0, 1.0], np.float32)])
    interpreted = _spmd(text, inputs, 3, 1, "interpreter")
    compiled = _spmd(text, inputs, 3, 1, "compiled")
    np.testing.assert_array_equal(interpreted[0][0], [256.0, 7.0, -1.0])
    for rank in range(3):
        np.testing.assert_array_equal(compiled[rank][0], interpreted[rank][0])


MIXED_PROGRAM = """func.func @main(%x: tensor<4x4xf32>) -> (tensor<16x4xf32>, tensor<16x1xf32>, tensor<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %id = stablehlo.replica_id : tensor<ui32>
  %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
  %y = stablehlo.multiply %x, %b : tensor<4x4xf32>
  %g = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64, replica_groups = dense<[[3, 1, 0, 2]]> : tensor<1x4xi64>}
    : (tensor<4x4xf32>) -> tensor<16x4xf32>
  %a = "stablehlo.all_to_all"(%y) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x4xf32>) -> tensor<16x1xf32>
  %s = "stablehlo.reduce_scatter"(%y) ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %m = stablehlo.add %l, %r : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x4xf32>) -> tensor<1x4xf32>
  %p = "stablehlo.collective_permute"(%y) {source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}
    : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = "stablehlo.collective_broadcast"(%y) {replica_groups = dense<[[2, 0, 3]]> : tensor<1x3xi64>}
    : (tensor<4x4xf32>) -> tensor<4x4xf32>
  func.return %g, %a, %s, %p, %c : tensor<16x4xf32>, tensor<16x1xf32>, tensor<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
"""


@pytest.mark.skipif(not HAS_MPI4PY or shutil.which("mpiexec") is None, reason="needs mpi4py and mpiexec")
@pytest.mark.parametrize("interpret", [False, True])
def test_mpi_processes_compute_what_threads_do(tmp_path, interpret):
    """`mpiexec -n 4 ai-runner --mpi` gives each process the results of the thread run."""
    program, inputs = tmp_path / "mixed.mlir", tmp_path / "in.npz"
    program.write_text(MIXED_PROGRAM)
    np.savez(inputs, arg0=np.arange(16, dtype=np.float32).reshape(4, 4) + 1)
    flags = [str(program), "--inputs", str(inputs), "--num-replicas", "4", *(["--interpret"] if interpret else [])]
    threads = _ai_runner(*flags, "--outputs", str(tmp_path / "threads.npz"))
    assert threads.returncode == 0, threads.stderr
    command = ["mpiexec", "-n", "4", sys.executable, "-m", "aiopt.tools.ai_runner", *flags, "--mpi"]
    mpi = subprocess.run([*command, "--outputs", str(tmp_path / "mpi.npz")], capture_output=True, text=True, timeout=300)
    assert mpi.returncode == 0, mpi.stderr
    expected = np.load(tmp_path / "threads.npz")
    for rank in range(4):
        got = np.load(tmp_path / f"mpi.process{rank}.npz")
        assert sorted(got.files) == [f"process{rank}_out{i}" for i in range(5)]
        for name in got.files:
            np.testing.assert_array_equal(got[name], expected[name])


def test_interpreting_processes_keep_their_deep_stacks():
    """A process that finishes early does not lower the recursion limit under the others' deep call chains."""
    depth = 200  # about 2,400 Python frames: over the default limit of 1,000
    functions = [
        f"""func.func private @f{i}(%x: tensor<i32>) -> tensor<i32> {{
      %r = func.call @f{i + 1}(%x) : (tensor<i32>) -> tensor<i32>
      func.return %r : tensor<i32>
    }}"""
        for i in range(depth)
    ]
    text = "\n".join(functions) + f"""
    func.func private @f{depth}(%x: tensor<i32>) -> tensor<i32> {{
      %one = stablehlo.constant dense<1> : tensor<i32>
      %r = stablehlo.add %x, %one : tensor<i32>
      func.return %r : tensor<i32>
    }}
    func.func @deep(%x: tensor<i32>) -> tensor<i32> {{
      %r = func.call @f0(%x) : (tensor<i32>) -> tensor<i32>
      func.return %r : tensor<i32>
    }}
    func.func @shallow(%x: tensor<i32>) -> tensor<i32> {{
      func.return %x : tensor<i32>
    }}"""
    module = parse_module(_CONTEXT, text, "test.mlir")
    x = np.array(5, np.int32)

    def run(process: Process):
        entry = "shallow" if process.rank == 0 else "deep"
        return [int(v) for _ in range(3) for v in run_function(module, entry, [x], process=process)]

    assert run_spmd(4, 1, run) == [[5] * 3] + [[6] * 3] * 3
