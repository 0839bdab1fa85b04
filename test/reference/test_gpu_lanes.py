"""A kernel's block run as numpy lanes (`aiopt.reference.gpu_lanes`) leaves the bytes the per-thread run leaves,
and what the lanes cannot show equal runs per thread.

Each kernel runs with the lanes off (thread by thread, in lock step where
threads wait for each other) and on, from the same inputs; outputs are
compared bit for bit (`tobytes`), and `STATS` says whether the blocks ran as
lanes (so a test fails if the lanes silently stop running them) or fell back.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference import gpu_lanes
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

HOST = """
module attributes {{gpu.container_module}} {{
  gpu.module @kernels {{
{kernel}
  }}
  func.func @main({parameters}) {{
    %blocks = arith.constant {blocks} : index
    %threads = arith.constant {threads} : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1) args({arguments})
    return
  }}
}}
"""

# Divergence (an scf.if on the thread id, a loop whose trip count is the thread's), shared memory through a
# barrier, f16 and bf16 arithmetic, integer wrap-around, a shuffle.
DIVERGENT = """
    gpu.func @k(%x: memref<?xf32>, %h: memref<?xf16>, %b: memref<?xbf16>, %i: memref<?xi32>, %out: memref<?xf32>,
                %hout: memref<?xf16>, %bout: memref<?xbf16>, %iout: memref<?xi32>)
        workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %blk = gpu.block_id x
      %n = gpu.block_dim x
      %base = arith.muli %blk, %n : index
      %g = arith.addi %base, %t : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %v = memref.load %x[%g] : memref<?xf32>
      %r = arith.remui %t, %c3 : index
      %odd = arith.cmpi eq, %r, %c0 : index
      %w = scf.if %odd -> (f32) {
        %s = arith.mulf %v, %v : f32
        scf.yield %s : f32
      } else {
        %s = arith.addf %v, %v : f32
        scf.yield %s : f32
      }
      %sum = scf.for %k = %c0 to %r step %c1 iter_args(%acc = %w) -> (f32) {
        %kf = arith.index_cast %k : index to i32
        %f = arith.sitofp %kf : i32 to f32
        %next = math.fma %acc, %f, %v : f32
        scf.yield %next : f32
      }
      memref.store %sum, %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %last = arith.subi %n, %c1 : index
      %mirror = arith.subi %last, %t : index
      %m = memref.load %tile[%mirror] : memref<128xf32, #gpu.address_space<workgroup>>
      %ti = arith.index_cast %t : index to i32
      %c16 = arith.constant 16 : i32
      %c32 = arith.constant 32 : i32
      %sh, %ok = gpu.shuffle xor %m, %c16, %c32 : f32
      %both = arith.addf %m, %sh : f32
      memref.store %both, %out[%g] : memref<?xf32>
      %hv = memref.load %h[%g] : memref<?xf16>
      %hh = arith.mulf %hv, %hv : f16
      %hs = arith.addf %hh, %hv : f16
      memref.store %hs, %hout[%g] : memref<?xf16>
      %bv = memref.load %b[%g] : memref<?xbf16>
      %bsq = arith.mulf %bv, %bv : bf16
      %bb = arith.divf %bsq, %bv : bf16
      memref.store %bb, %bout[%g] : memref<?xbf16>
      %iv = memref.load %i[%g] : memref<?xi32>
      %big = arith.constant 2000000011 : i32
      %wrapped = arith.muli %iv, %big : i32
      %plus = arith.addi %wrapped, %ti : i32
      memref.store %plus, %iout[%g] : memref<?xi32>
      gpu.return
    }
"""


def _run(text: str, inputs: list[np.ndarray], mode: str, monkeypatch) -> tuple[list[np.ndarray], dict[str, int]]:
    module = parse_module(CONTEXT, text, "lanes.mlir")
    verify_operation(module)
    monkeypatch.setattr(gpu_lanes, "MODE", mode)
    before = dict(gpu_lanes.STATS)
    arrays = [array.copy() for array in inputs]
    run_function(module, "main", arrays)
    return arrays, {key: gpu_lanes.STATS[key] - before[key] for key in before}


def _both(text: str, inputs: list[np.ndarray], monkeypatch) -> dict[str, int]:
    """Run per thread and as lanes; the outputs' bytes must be equal; the lanes' STATS."""
    per_thread, stats = _run(text, inputs, "off", monkeypatch)
    assert stats == {"lanes": 0, "fallbacks": 0}
    lanes, stats = _run(text, inputs, "on", monkeypatch)
    for expected, actual in zip(per_thread, lanes):
        assert expected.dtype == actual.dtype and expected.tobytes() == actual.tobytes()
    return stats


def _parameters(types: list[str]) -> tuple[str, str]:
    parameters = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    arguments = ", ".join(f"%a{i} : {t}" for i, t in enumerate(types))
    return parameters, arguments


@pytest.mark.parametrize("threads, blocks", [(64, 2), (96, 1), (7, 3)])
def test_divergence_barrier_shuffle_and_narrow_types(threads, blocks, monkeypatch):
    """Every block runs as lanes (7 threads: the shuffle reads lanes outside the block, an error both ways)."""
    count = threads * blocks
    rng = np.random.default_rng(count)
    types = ["memref<?xf32>", "memref<?xf16>", "memref<?xbf16>", "memref<?xi32>", "memref<?xf32>", "memref<?xf16>",
             "memref<?xbf16>", "memref<?xi32>"]  # fmt: skip
    parameters, arguments = _parameters(types)
    text = HOST.format(kernel=DIVERGENT, parameters=parameters, arguments=arguments, blocks=blocks, threads=threads)
    x = rng.standard_normal(count).astype(np.float32)
    h = rng.standard_normal(count).astype(np.float16)
    b = rng.standard_normal(count).astype(np.float32)  # bf16 is held in float32, rounded
    b = (b.view(np.uint32) & np.uint32(0xFFFF0000)).view(np.float32)
    i = rng.integers(-(2**31), 2**31, count).astype(np.int32)
    outputs = [np.zeros(count, np.float32), np.zeros(count, np.float16), np.zeros(count, np.float32),
               np.zeros(count, np.int32)]  # fmt: skip
    if threads < 32:
        for mode in ("off", "on"):
            with pytest.raises(DiagnosticError, match="reads lane [0-9]+, which is not a thread of the block"):
                _run(text, [x, h, b, i, *outputs], mode, monkeypatch)
        return
    stats = _both(text, [x, h, b, i, *outputs], monkeypatch)
    assert stats == {"lanes": blocks, "fallbacks": 0}


# Threads 0 and 1 write the same place with different values (a race the per-thread order decides): the lanes
# cannot tell the order, so the block runs per thread. Thread 2 writes where thread 0 reads (also a race).
RACE = """
    gpu.func @k(%x: memref<?xf32>, %out: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %slot = arith.remui %t, %c2 : index
      %v = memref.load %x[%t] : memref<?xf32>
      %old = memref.load %out[%t] : memref<?xf32>
      %sum = arith.addf %v, %old : f32
      memref.store %sum, %out[%slot] : memref<?xf32>
      gpu.return
    }
"""


def test_a_race_runs_per_thread(monkeypatch):
    parameters, arguments = _parameters(["memref<?xf32>", "memref<?xf32>"])
    text = HOST.format(kernel=RACE, parameters=parameters, arguments=arguments, blocks=1, threads=8)
    x = np.arange(8, dtype=np.float32) + 1
    stats = _both(text, [x, np.full(8, 0.5, np.float32)], monkeypatch)
    assert stats == {"lanes": 0, "fallbacks": 1}


# Every thread writes the same value at one place (a race whose every order leaves the same bytes): lanes.
SAME_VALUE = """
    gpu.func @k(%x: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %x[%c0] : memref<?xf32>
      memref.store %v, %out[%c0] : memref<?xf32>
      gpu.return
    }
"""


def test_the_same_bytes_written_by_every_thread_run_as_lanes(monkeypatch):
    parameters, arguments = _parameters(["memref<?xf32>", "memref<?xf32>"])
    text = HOST.format(kernel=SAME_VALUE, parameters=parameters, arguments=arguments, blocks=2, threads=40)
    stats = _both(text, [np.array([3.5], np.float32), np.zeros(1, np.float32)], monkeypatch)
    assert stats == {"lanes": 2, "fallbacks": 0}


# Atomics (a histogram): the lanes leave kernels with atomics to the per-thread run (the order of the old
# values each thread gets is the per-thread schedule's).
ATOMIC = """
    gpu.func @k(%x: memref<?xi32>, %bins: memref<?xi32>, %old: memref<?xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %x[%t] : memref<?xi32>
      %bin = arith.index_cast %v : i32 to index
      %c1 = arith.constant 1 : i32
      %before = memref.atomic_rmw addi %c1, %bins[%bin] : (i32, memref<?xi32>) -> i32
      memref.store %before, %old[%t] : memref<?xi32>
      gpu.return
    }
"""


def test_atomics_run_per_thread(monkeypatch):
    parameters, arguments = _parameters(["memref<?xi32>", "memref<?xi32>", "memref<?xi32>"])
    text = HOST.format(kernel=ATOMIC, parameters=parameters, arguments=arguments, blocks=1, threads=40)
    x = np.random.default_rng(0).integers(0, 4, 40).astype(np.int32)
    stats = _both(text, [x, np.zeros(4, np.int32), np.zeros(40, np.int32)], monkeypatch)
    assert stats == {"lanes": 0, "fallbacks": 0}  # decided before running: not even tried


# A barrier that only some threads reach: an error at the op, the per-thread run's.
DIVERGENT_BARRIER = """
    gpu.func @k(%x: memref<?xf32>, %out: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %low = arith.cmpi ult, %t, %c4 : index
      scf.if %low {
        gpu.barrier
      }
      gpu.return
    }
"""

# An access out of bounds in one thread: the per-thread run's located error, and memory as it leaves it.
OUT_OF_BOUNDS = """
    gpu.func @k(%x: memref<?xf32>, %out: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %v = memref.load %x[%t] : memref<?xf32>
      %next = arith.addi %t, %c1 : index
      memref.store %v, %out[%next] : memref<?xf32>
      gpu.return
    }
"""


@pytest.mark.parametrize("kernel, message", [(DIVERGENT_BARRIER, "is not reached by every thread of the block"),
                                             (OUT_OF_BOUNDS, "out-of-bounds access")])  # fmt: skip
def test_errors_are_the_per_thread_runs(kernel, message, monkeypatch):
    parameters, arguments = _parameters(["memref<?xf32>", "memref<?xf32>"])
    text = HOST.format(kernel=kernel, parameters=parameters, arguments=arguments, blocks=1, threads=8)
    results = []
    for mode in ("off", "on"):
        out = np.zeros(8, np.float32)
        with pytest.raises(DiagnosticError, match=message) as error:
            _run(text, [np.arange(8, dtype=np.float32), out], mode, monkeypatch)
        results.append(str(error.value))
    assert results[0] == results[1]


# Threads write different values at one place of workgroup memory (a dummy slot, as the rewritten all_reduce
# does): its bytes are the per-thread order's last writer, which nobody sees unless a thread reads the slot.
SCRATCH = """
    gpu.func @k(%x: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%tile: memref<9xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %first = arith.cmpi eq, %t, %c0 : index
      %slot = arith.select %first, %c0, %c8 : index
      %v = memref.load %x[%t] : memref<?xf32>
      memref.store %v, %tile[%slot] : memref<9xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[READ] : memref<9xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%t] : memref<?xf32>
      gpu.return
    }
"""


@pytest.mark.parametrize("read, stats", [("%c0", {"lanes": 1, "fallbacks": 0}), ("%c8", {"lanes": 0, "fallbacks": 1})],
                         ids=["written-once", "contested"])  # fmt: skip
def test_workgroup_places_written_by_several_threads(read, stats, monkeypatch):
    parameters, arguments = _parameters(["memref<?xf32>", "memref<?xf32>"])
    kernel = SCRATCH.replace("READ", read)
    text = HOST.format(kernel=kernel, parameters=parameters, arguments=arguments, blocks=1, threads=8)
    x = np.arange(8, dtype=np.float32) + 1
    assert _both(text, [x, np.zeros(8, np.float32)], monkeypatch) == stats
