"""The GPU loop mapping keeps what programs compute.

Each program runs in the reference interpreter as written (scf.parallel
loops), after `gpu-map-parallel-loops` + `convert-parallel-loops-to-gpu`
(a gpu.launch, run thread by thread on the host), and after
`gpu-kernel-outlining` as well (a gpu.launch_func of a gpu.func); the
buffers it writes must be equal each time. The transformed module is
printed and parsed again before it runs.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.transforms.gpu_map_parallel_loops import GpuMapParallelLoopsPass
from xdsl.transforms.scf_parallel_loop_tiling import ScfParallelLoopTilingPass

from aiopt.lowering.parallel_loops_to_gpu import ConvertParallelLoopsToGpuPass
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.gpu_kernel_outlining import GpuKernelOutliningPass

CONTEXT = default_registry().make_context()

ELEMENTWISE_2D = """
func.func @main(%a: memref<37x19xf32>, %b: memref<37x19xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c37 = arith.constant 37 : index
  %c19 = arith.constant 19 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c37, %c19) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<37x19xf32>
    %y = arith.mulf %x, %x : f32
    %z = arith.addf %y, %one : f32
    memref.store %z, %b[%i, %j] : memref<37x19xf32>
    scf.reduce
  }
  return
}
"""

TILED_1D = """
func.func @main(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%t) = (%c0) to (%n) step (%c32) {
    %rest = arith.subi %n, %t : index
    %size = arith.minsi %c32, %rest : index
    scf.parallel (%p) = (%c0) to (%size) step (%c1) {
      %i = arith.addi %t, %p : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = math.tanh %x : f32
      memref.store %y, %b[%i] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
"""

STRIDED_WITH_SEQUENTIAL = """
func.func @main(%a: memref<4x5x6x7xf64>, %b: memref<4x5x6x7xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%i, %j, %k, %l) = (%c0, %c1, %c0, %c0) to (%c4, %c5, %c6, %c7) step (%c1, %c2, %c1, %c1) {
    %x = memref.load %a[%i, %j, %k, %l] : memref<4x5x6x7xf64>
    %y = arith.negf %x : f64
    memref.store %y, %b[%i, %j, %k, %l] : memref<4x5x6x7xf64>
    scf.reduce
  }
  return
}
"""


def _run(text: str, passes, inputs: list[np.ndarray]) -> list[np.ndarray]:
    module = parse_module(CONTEXT, text, "test.mlir")
    for pass_ in passes:
        pass_.apply(CONTEXT, module)
    module = parse_module(CONTEXT, str(module), "transformed.mlir")
    verify_operation(module)
    buffers = [array.copy() for array in inputs]
    run_function(module, "main", buffers)
    return buffers


MAP_TO_GPU = [GpuMapParallelLoopsPass(), ConvertParallelLoopsToGpuPass()]
PIPELINES = {
    "launch": MAP_TO_GPU,
    "outlined": [*MAP_TO_GPU, GpuKernelOutliningPass()],
    # Tiles of 8 (clamped by affine.min at the edges) to blocks, their points to threads.
    "tiled": [ScfParallelLoopTilingPass((8, 8, 8, 8)), *MAP_TO_GPU, GpuKernelOutliningPass()],
}


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize(
    ("text", "shape", "dtype"),
    [
        (ELEMENTWISE_2D, (37, 19), np.float32),
        (TILED_1D, (100,), np.float32),
        (TILED_1D, (64,), np.float32),
        (TILED_1D, (5,), np.float32),
        (STRIDED_WITH_SEQUENTIAL, (4, 5, 6, 7), np.float64),
    ],
    ids=["elementwise-2d", "tiled-1d-ragged", "tiled-1d-exact", "tiled-1d-short", "strided-4d"],
)
def test_gpu_mapping_keeps_results(text, shape, dtype, pipeline):
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal(shape).astype(dtype), np.full(shape, np.nan, dtype)]
    expected = _run(text, [], inputs)
    actual = _run(text, PIPELINES[pipeline], inputs)
    np.testing.assert_array_equal(actual[1], expected[1])
    # The reference really computed something: the output is no longer all NaN where written.
    assert np.isfinite(expected[1]).any()
