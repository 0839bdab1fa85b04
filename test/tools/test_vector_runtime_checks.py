"""Compiled vector.maskedload, gather and transfer_read of buffers check the lanes they access
(generate-runtime-verification, `aiopt.transforms.vector_runtime_op_verification`): a lane the mask selects
outside the memref, or an index of a dim a transfer does not move, stops compiled code with a located error
(ai-runner: exit status 1), where it read past the buffer before; the interpreter stops at the same op. Lanes
the mask turns off are never checked: they access nothing."""

from __future__ import annotations

import numpy as np
import pytest
from tool_testing import run_tool

PROGRAM = """
func.func @main(%m: memref<4x8xf32>, %idx_buffer: memref<4xi32>, %i: index, %j: index)
    -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %pass = arith.constant dense<-7.0> : vector<4xf32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %v = vector.maskedload %m[%i, %j], %mask, %pass : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %idx = vector.load %idx_buffer[%c0] : memref<4xi32>, vector<4xi32>
  %g = vector.gather %m[%i, %c0] [%idx], %mask, %pass
    : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %pad = arith.constant -7.0 : f32
  %t = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>}
    : memref<4x8xf32>, vector<2x4xf32>
  %t0 = vector.extract %t[0] : vector<4xf32> from vector<2x4xf32>
  %o1 = memref.alloc() : memref<4xf32>
  vector.store %v, %o1[%c0] : memref<4xf32>, vector<4xf32>
  %o2 = memref.alloc() : memref<4xf32>
  vector.store %g, %o2[%c0] : memref<4xf32>, vector<4xf32>
  %o3 = memref.alloc() : memref<4xf32>
  vector.store %t0, %o3[%c0] : memref<4xf32>, vector<4xf32>
  return %o1, %o2, %o3 : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
"""

CASES = {
    "maskedload_selected_lane_past_the_row": (1, 5, [0, 1, 2, 3], 7, "vector.maskedload"),
    "maskedload_row_outside": (4, 2, [0, 1, 2, 3], 7, "vector.maskedload"),
    "gather_selected_lane_past_the_buffer": (1, 2, [0, 1, 2, 24], 9, "vector.gather"),
    "gather_selected_lane_before_the_buffer": (1, 2, [-9, 1, 2, 3], 9, "vector.gather"),
}


def _run(tmp_path, i: int, j: int, indices: list[int], *mode: str):
    program = tmp_path / "checked.mlir"
    program.write_text(PROGRAM)
    arrays = tmp_path / "inputs.npz"
    data = np.arange(32, dtype=np.float32).reshape(4, 8)
    np.savez(arrays, arg0=data, arg1=np.array(indices, np.int32), arg2=np.int64(i), arg3=np.int64(j))
    return run_tool("ai-runner", str(program), "--inputs", str(arrays), "--print", *mode, timeout=240)


@pytest.mark.parametrize("name", list(CASES))
def test_selected_lanes_outside_are_located_errors(name, tmp_path):
    i, j, indices, line, op = CASES[name]
    for mode in ((), ("--interpret",)):
        done = _run(tmp_path, i, j, indices, *mode)
        assert done.returncode == 1, done.stderr
        assert f"checked.mlir:{line}:" in done.stderr and op in done.stderr, done.stderr
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr


def test_masked_off_lanes_outside_run(tmp_path):
    """Lane 2 is off: its column (past the row) and its gather index (1000) are not checked, nor read."""
    outputs = [_run(tmp_path, 1, 5, [-8, 1, 1000, 23], *mode) for mode in ((), ("--interpret",))]
    for done in outputs:
        assert done.returncode == 1 and "checked.mlir:7:" in done.stderr  # lane 3 (column 8) is on
    outputs = [_run(tmp_path, 1, 4, [-8, 1, 1000, 23], *mode) for mode in ((), ("--interpret",))]
    assert [done.returncode for done in outputs] == [0, 0], [done.stderr for done in outputs]
    assert outputs[0].stdout == outputs[1].stdout
    assert "out1 = [ 0.,  9., -7., 31.]" in outputs[0].stdout


SCATTER = """
func.func @main(%m: memref<16xf32>, %idx_buffer: memref<4xi32>) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %idx = vector.load %idx_buffer[%c0] : memref<4xi32>, vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %copy = memref.alloc() : memref<16xf32>
  memref.copy %m, %copy : memref<16xf32> to memref<16xf32>
  return %copy : memref<16xf32>
}
"""


@pytest.mark.parametrize("indices, fails", [([0, 5, 99, 15], False), ([0, 5, 1, 16], True), ([-1, 5, 1, 2], True)])
def test_scatter_selected_lanes(indices, fails, tmp_path):
    """A scatter's selected lane outside the memref stops compiled and interpreted code at the op (line 7); an
    off lane's index (99) is not checked."""
    program, arrays = tmp_path / "checked.mlir", tmp_path / "inputs.npz"
    program.write_text(SCATTER)
    np.savez(arrays, arg0=np.zeros(16, np.float32), arg1=np.array(indices, np.int32))
    outputs = [
        run_tool("ai-runner", str(program), "--inputs", str(arrays), "--print", *mode, timeout=240)
        for mode in ((), ("--interpret",))
    ]
    for done in outputs:
        assert done.returncode == (1 if fails else 0), done.stderr
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr
        if fails:
            assert "checked.mlir:7:" in done.stderr and "vector.scatter" in done.stderr, done.stderr
    if not fails:
        assert outputs[0].stdout == outputs[1].stdout
