"""Kernels whose threads wait for each other, run by the reference interpreter in lock step.

`gpu.barrier` waits for the whole block, `gpu.shuffle` for the warp; what the
gpu dialect leaves undefined (a barrier some thread never reaches, a shuffle
with lanes of different widths, reading a lane that is not a thread) is a
located error, never a hang. Results are compared with numpy on blocks that
are partial warps, several warps, and several blocks.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

# Each block reverses its tile of `n` elements through workgroup memory: every thread writes one element,
# waits for the block, and reads another thread's element. Without the barrier (run one thread after
# another) the reads would see poison.
REVERSE = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reverse(%in: memref<?xf32>, %out: memref<?xf32>) workgroup(%tile: memref<N x f32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %base = arith.muli %b, %n : index
      %i = arith.addi %base, %t : index
      %v = memref.load %in[%i] : memref<?xf32>
      memref.store %v, %tile[%t] : memref<N x f32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %last = arith.subi %n, %c1 : index
      %r = arith.subi %last, %t : index
      %w = memref.load %tile[%r] : memref<N x f32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @main(%in: memref<?xf32>, %out: memref<?xf32>) {
    %blocks = arith.constant BLOCKS : index
    %threads = arith.constant N : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@reverse blocks in (%blocks, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>)
    return
  }
}
"""

# A warp sum by xor butterfly: after log2(32) exchanges every lane holds the sum of its warp.
WARP_SUM = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @warp_sum(%in: memref<?xi32>, %out: memref<?xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<?xi32>
      %width = arith.constant WIDTH : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %c8 = arith.constant 8 : i32
      %c16 = arith.constant 16 : i32
      %s1, %ok1 = gpu.shuffle xor %v, %c1, %width : i32
      %a1 = arith.addi %v, %s1 : i32
      %s2, %ok2 = gpu.shuffle xor %a1, %c2, %width : i32
      %a2 = arith.addi %a1, %s2 : i32
      %s4, %ok4 = gpu.shuffle xor %a2, %c4, %width : i32
      %a4 = arith.addi %a2, %s4 : i32
      %s8, %ok8 = gpu.shuffle xor %a4, %c8, %width : i32
      %a8 = arith.addi %a4, %s8 : i32
      %s16, %ok16 = gpu.shuffle xor %a8, %c16, %width : i32
      %a16 = arith.addi %a8, %s16 : i32
      memref.store %a16, %out[%t] : memref<?xi32>
      gpu.return
    }
  }
  func.func @main(%in: memref<?xi32>, %out: memref<?xi32>) {
    %threads = arith.constant THREADS : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@warp_sum blocks in (%c1, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%in : memref<?xi32>, %out : memref<?xi32>)
    return
  }
}
"""

# One shuffle of each mode; the second result (valid) is stored as an i32.
SHUFFLE_MODE = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shuffle(%in: memref<?xi32>, %out: memref<?xi32>, %ok: memref<?xi1>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<?xi32>
      %offset = arith.constant OFFSET : i32
      %width = arith.constant WIDTH : i32
      %s, %valid = gpu.shuffle MODE %v, %offset, %width : i32
      memref.store %s, %out[%t] : memref<?xi32>
      memref.store %valid, %ok[%t] : memref<?xi1>
      gpu.return
    }
  }
  func.func @main(%in: memref<?xi32>, %out: memref<?xi32>, %ok: memref<?xi1>) {
    %threads = arith.constant 32 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@shuffle blocks in (%c1, %c1, %c1) threads in (%threads, %c1, %c1)
        args(%in : memref<?xi32>, %out : memref<?xi32>, %ok : memref<?xi1>)
    return
  }
}
"""

# Threads past `limit` return before the barrier the others wait at: undefined, so an error.
DIVERGENT_BARRIER = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%out: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %limit = arith.constant 3 : index
      %inside = arith.cmpi ult, %t, %limit : index
      scf.if %inside {
        gpu.barrier
      }
      gpu.return
    }
  }
  func.func @main(%out: memref<?xf32>) {
    %threads = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%threads, %c1, %c1) args(%out : memref<?xf32>)
    return
  }
}
"""

# Even threads wait at one barrier, odd threads at another.
TWO_BARRIERS = DIVERGENT_BARRIER.replace(
    """      %limit = arith.constant 3 : index
      %inside = arith.cmpi ult, %t, %limit : index
      scf.if %inside {
        gpu.barrier
      }""",
    """      %c2 = arith.constant 2 : index
      %c0 = arith.constant 0 : index
      %parity = arith.remui %t, %c2 : index
      %even = arith.cmpi eq, %parity, %c0 : index
      scf.if %even {
        gpu.barrier
      } else {
        gpu.barrier
      }""",
)


def _module(text: str):
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    return module


@pytest.mark.parametrize("block, blocks", [(8, 1), (32, 3), (48, 2), (5, 4)])
def test_barrier_orders_workgroup_writes_before_reads(block, blocks):
    module = _module(REVERSE.replace("BLOCKS", str(blocks)).replace("N x", f"{block}x").replace("constant N", f"constant {block}"))
    data = np.random.default_rng(block).standard_normal(block * blocks).astype(np.float32)
    out = np.zeros_like(data)
    run_function(module, "main", [data, out])
    np.testing.assert_array_equal(out, data.reshape(blocks, block)[:, ::-1].reshape(-1))


@pytest.mark.parametrize("threads", [32, 64, 96])
def test_xor_butterfly_sums_each_warp(threads):
    module = _module(WARP_SUM.replace("THREADS", str(threads)).replace("WIDTH", "32"))
    data = np.random.default_rng(threads).integers(-1000, 1000, threads).astype(np.int32)
    out = np.zeros_like(data)
    run_function(module, "main", [data, out])
    np.testing.assert_array_equal(out, np.repeat(data.reshape(-1, 32).sum(axis=1), 32))


@pytest.mark.parametrize(
    "mode, offset, width",
    [("xor", 1, 32), ("xor", 16, 16), ("down", 1, 32), ("down", 5, 16), ("up", 3, 32), ("up", 1, 8), ("idx", 7, 32),
     ("idx", 20, 16)],
)  # fmt: skip
def test_shuffle_modes(mode, offset, width):
    module = _module(SHUFFLE_MODE.replace("MODE", mode).replace("OFFSET", str(offset)).replace("WIDTH", str(width)))
    data = (np.arange(32, dtype=np.int32) + 1) * 10
    out = np.zeros_like(data)
    ok = np.zeros(32, dtype=np.bool_)
    run_function(module, "main", [data, out, ok])
    lanes = np.arange(32)
    source = {"xor": lanes ^ offset, "down": lanes + offset, "up": lanes - offset, "idx": np.full(32, offset)}[mode]
    valid = (source >= 0) & (source < width)
    np.testing.assert_array_equal(ok, valid)
    np.testing.assert_array_equal(out, np.where(valid, data[np.clip(source, 0, 31)], data))


def test_shuffle_of_partial_warp_past_its_threads_is_an_error():
    """A 40-thread block: its second warp has 8 threads, and width 32 reads lanes that do not exist."""
    module = _module(WARP_SUM.replace("THREADS", "40").replace("WIDTH", "32"))
    data = np.ones(40, np.int32)
    with pytest.raises(DiagnosticError, match="'gpu.shuffle' reads lane .* not a thread of the block"):
        run_function(module, "main", [data, np.zeros_like(data)])


def test_barrier_some_threads_skip_is_an_error():
    with pytest.raises(DiagnosticError, match="'gpu.barrier' is not reached by every thread of the block"):
        run_function(_module(DIVERGENT_BARRIER), "main", [np.zeros(8, np.float32)])


def test_threads_at_different_barriers_is_an_error():
    with pytest.raises(DiagnosticError, match="gpu.barrier"):
        run_function(_module(TWO_BARRIERS), "main", [np.zeros(8, np.float32)])


def test_kernel_without_barriers_runs_threads_in_order():
    """No barrier or shuffle: the threads run one after another on the calling thread (no Python threads)."""
    text = REVERSE.replace("      gpu.barrier\n", "").replace("BLOCKS", "1").replace("N x", "4x").replace("constant N", "constant 4")
    data = np.arange(4, dtype=np.float32)
    out = np.zeros_like(data)
    run_function(_module(text), "main", [data, out])
    # Thread t reads the tile element of thread 3 - t, which threads after t have not written yet: poison
    # for the first threads, what was written for the last ones. Run in order, thread 3 reads element 0.
    assert out[3] == data[0]


# Thread 2 of each block divides by zero inside a loop after the barrier (the interpreter's check of the divisor,
# as compiled code's, located at the op being interpreted).
DIVIDES_BY_ZERO = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @divide(%out: memref<?xindex>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      BARRIER
      %d = arith.subi %t, %c2 : index
      %s = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %c0) -> (index) {
        %q = index.floordivs %c6, %d
        %n = arith.addi %acc, %q : index
        scf.yield %n : index
      }
      memref.store %s, %out[%t] : memref<?xindex>
      gpu.return
    }
  }
  func.func @main(%out: memref<?xindex>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@divide blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%out : memref<?xindex>)
    return
  }
}
"""


@pytest.mark.parametrize("barrier", ["gpu.barrier", ""], ids=["lock-step", "in-order"])
def test_error_of_one_thread_is_located_at_its_op(barrier):
    """The interpreter keeps the op it runs for the error's location (`_CurrentOp`), in a loop inside a kernel
    whose threads are Python threads (lock step) or run one after another; the other threads stop."""
    module = _module(DIVIDES_BY_ZERO.replace("BARRIER", barrier))
    out = np.zeros(4, np.int64)
    with pytest.raises(DiagnosticError, match="'index.floordivs' op division by zero"):
        run_function(module, "main", [out])
    # Threads 0 and 1 ran to the end before thread 2; thread 3 too in lock step (the last to reach the barrier
    # goes on first), not after thread 2 failed when run in order.
    assert out.tolist() == [-6, -12, 0, 12 if barrier else 0]
