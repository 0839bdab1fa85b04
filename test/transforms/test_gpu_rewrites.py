"""The gpu rewrites of `convert-gpu-to-nvvm` (all_reduce, subgroup_reduce, global_id), run in lock step.

The reference interpreter runs threads one after another, so it cannot run
shuffles and barriers. This test runs the rewritten kernel the way a GPU
does: every op for all threads of the block at once (numpy arrays over the
threads), `gpu.shuffle` reading the partner lane of the same warp (invalid
past the shuffle's width, as `shfl.sync` with upstream's clamp),
`gpu.barrier` a no-op, workgroup buffers shared by the block. Results must
equal numpy's reductions for full, partial and multi-dimensional blocks.
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.dialects import gpu
from aiopt.reference.hlo import numpy_dtype
from aiopt.runtime.cuda_runtime import cuda_available
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.gpu_rewrites import populate_gpu_rewrite_patterns

CONTEXT = default_registry().make_context()

_BINARY = {
    "arith.addi": np.add, "arith.subi": np.subtract, "arith.muli": np.multiply, "arith.andi": np.bitwise_and,
    "arith.ori": np.bitwise_or, "arith.xori": np.bitwise_xor, "arith.shrui": np.right_shift,
    "arith.divui": np.floor_divide, "arith.minui": np.minimum, "arith.minsi": np.minimum, "arith.maxsi": np.maximum,
    "arith.addf": np.add, "arith.mulf": np.multiply, "arith.maximumf": np.maximum, "arith.maxnumf": np.fmax,
    "arith.minnumf": np.fmin,
}  # fmt: skip
_PREDICATES = {0: np.equal, 2: np.less, 6: np.less}
"""arith.cmpi eq, slt, ult (the operands here are non-negative)."""


def run_lockstep(kernel: gpu.FuncOp, block: tuple[int, int, int], arguments: list[np.ndarray]) -> None:
    """Run the single-block body of `kernel` for one block of threads, all threads at once."""
    count = block[0] * block[1] * block[2]
    linear = np.arange(count)
    ids = {"x": linear % block[0], "y": linear // block[0] % block[1], "z": linear // (block[0] * block[1])}
    body = kernel.body.blocks[0]
    values: dict = dict(zip(body.args, arguments))
    for attribution in (*kernel.workgroup_arguments(), *kernel.private_arguments()):
        values[attribution] = np.zeros(attribution.type.get_shape(), numpy_dtype(attribution.type.element_type))
    lane = linear % 32
    for op in body.ops:
        args = [values[v] for v in op.operands]
        if isinstance(op, gpu.ThreadIdOp):
            result = ids[op.dimension.data]
        elif isinstance(op, gpu.BlockIdOp):
            result = 0  # the one block run
        elif isinstance(op, gpu.BlockDimOp):
            result = np.full(count, block["xyz".index(op.dimension.data)])
        elif op.name == "arith.constant":
            value = op.properties["value"]
            result = value.value.data
        elif op.name in _BINARY:
            result = _BINARY[op.name](*np.broadcast_arrays(*args))
        elif op.name == "arith.cmpi":
            result = _PREDICATES[op.predicate.value.data](*args)
        elif op.name == "arith.select":
            result = np.where(*args)
        elif op.name == "arith.index_cast":
            result = args[0]
        elif isinstance(op, gpu.ShuffleOp):
            value, offset, width = np.broadcast_arrays(*args)
            partner = lane ^ offset
            valid = partner < width
            source = np.where(valid, linear - lane + partner, linear)
            values[op.shuffleResult], values[op.valid] = value[np.minimum(source, count - 1)], valid
            continue
        elif op.name == "memref.load":
            result = args[0][tuple(np.broadcast_to(i, count) for i in args[1:])]
        elif op.name == "memref.store":
            args[1][tuple(np.broadcast_to(i, count) for i in args[2:])] = np.broadcast_to(args[0], count)
            continue
        elif isinstance(op, gpu.BarrierOp | gpu.ReturnOp):
            continue
        else:
            raise NotImplementedError(op.name)
        values[op.results[0]] = np.broadcast_to(result, count)


KERNELS = """
gpu.module @kernels {
  gpu.func @all_reduce(%x: memref<1024xf32>, %sums: memref<1024xf32>, %maxima: memref<1024xf32>,
                       %y: memref<1024xi32>, %minima: memref<1024xi32>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %nx = gpu.block_dim x
    %row = arith.muli %ty, %nx : index
    %t = arith.addi %row, %tx : index
    %v = memref.load %x[%t] : memref<1024xf32>
    %sum = gpu.all_reduce add %v uniform {} : (f32) -> f32
    memref.store %sum, %sums[%t] : memref<1024xf32>
    %max = gpu.all_reduce %v uniform {
    ^bb0(%a: f32, %b: f32):
      %m = arith.maximumf %a, %b : f32
      gpu.yield %m : f32
    } : (f32) -> f32
    memref.store %max, %maxima[%t] : memref<1024xf32>
    %w = memref.load %y[%t] : memref<1024xi32>
    %min = gpu.all_reduce minsi %w uniform {} : (i32) -> i32
    memref.store %min, %minima[%t] : memref<1024xi32>
    gpu.return
  }
  gpu.func @subgroup(%y: memref<1024xi32>, %sums: memref<1024xi32>, %cluster_maxima: memref<1024xi32>) kernel {
    %t = gpu.global_id x
    %v = memref.load %y[%t] : memref<1024xi32>
    %s = gpu.subgroup_reduce add %v uniform : (i32) -> i32
    memref.store %s, %sums[%t] : memref<1024xi32>
    %m = gpu.subgroup_reduce maxsi %v cluster(size = 8) : (i32) -> i32
    memref.store %m, %cluster_maxima[%t] : memref<1024xi32>
    gpu.return
  }
}
"""


def _kernels() -> dict[str, gpu.FuncOp]:
    module = parse_module(CONTEXT, KERNELS, "kernels.mlir")
    PatternRewriteWalker(GreedyRewritePatternApplier(populate_gpu_rewrite_patterns())).rewrite_module(module)
    kernels = {op.sym_name.data: op for op in module.walk() if isinstance(op, gpu.FuncOp)}
    for kernel in kernels.values():
        assert not any(isinstance(o, gpu.AllReduceOp | gpu.SubgroupReduceOp | gpu.GlobalIdOp) for o in kernel.walk())
    return kernels


@pytest.mark.parametrize("block", [(200, 1, 1), (33, 1, 1), (7, 1, 1), (32, 1, 1), (1024, 1, 1), (24, 5, 1)])
def test_all_reduce(block):
    count = block[0] * block[1]
    rng = np.random.default_rng(count)
    x = rng.standard_normal(1024).astype(np.float32)
    y = rng.integers(-1000, 1000, 1024).astype(np.int32)
    sums, maxima, minima = np.zeros(1024, np.float32), np.zeros(1024, np.float32), np.zeros(1024, np.int32)
    run_lockstep(_kernels()["all_reduce"], block, [x, sums, maxima, y, minima])
    np.testing.assert_allclose(sums[:count], x[:count].astype(np.float64).sum(), rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(maxima[:count], x[:count].max())
    np.testing.assert_array_equal(minima[:count], y[:count].min())


def test_subgroup_reduce():
    y = np.random.default_rng(5).integers(-1000, 1000, 1024).astype(np.int32)
    sums, maxima = np.zeros(1024, np.int32), np.zeros(1024, np.int32)
    run_lockstep(_kernels()["subgroup"], (256, 1, 1), [y, sums, maxima])
    np.testing.assert_array_equal(sums[:256], np.repeat(y[:256].reshape(8, 32).sum(axis=1), 32))
    np.testing.assert_array_equal(maxima[:256], np.repeat(y[:256].reshape(32, 8).max(axis=1), 8))


HOST = (
    """
module attributes {gpu.container_module} {
  func.func @main(%x: memref<1024xf32>, %sums: memref<1024xf32>, %maxima: memref<1024xf32>, %y: memref<1024xi32>,
                  %minima: memref<1024xi32>, %warp_sums: memref<1024xi32>, %cluster_maxima: memref<1024xi32>) {
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c24 = arith.constant 24 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@all_reduce blocks in (%c1, %c1, %c1) threads in (%c24, %c5, %c1)
        args(%x : memref<1024xf32>, %sums : memref<1024xf32>, %maxima : memref<1024xf32>, %y : memref<1024xi32>,
             %minima : memref<1024xi32>)
    gpu.launch_func @kernels::@subgroup blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%y : memref<1024xi32>, %warp_sums : memref<1024xi32>, %cluster_maxima : memref<1024xi32>)
    return
  }
"""
    + KERNELS
    + "}\n"
)
"""The kernels above launched from a host function: all_reduce on a 24 x 5 block, subgroup_reduce on 256 threads."""


def _kernel_pipeline(chip: str, has_redux: bool) -> str:
    features = {"sm_90": "+ptx80", "sm_80": "+ptx70"}[chip]
    return (
        f"nvvm-attach-target{{chip={chip} features={features} O=3}},"
        f"convert-gpu-to-nvvm{{has-redux={str(has_redux).lower()}}},"
        "reconcile-unrealized-casts,gpu-module-to-binary{format=isa}"
    )


@pytest.mark.parametrize("chip", ["sm_90", "sm_80"])
def test_reduction_kernels_assemble(chip: str):
    from aiopt.runtime.compiler import _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager

    module = parse_module(CONTEXT, HOST, "host.mlir")
    _run_passes(default_registry(), module, _kernel_pipeline(chip, True), "", {}, DiagnosticEngine(SourceManager()))
    (binary,) = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    ptx = binary.objects.data[0].object.data
    assert "redux.sync.add" in ptx and "redux.sync.max" not in ptx and "bar.sync" in ptx
    if (ptxas := shutil.which("ptxas")) is not None:
        command = [ptxas, f"-arch={chip}", "-", "-o", "/dev/null"]
        result = subprocess.run(command, input=ptx, capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stderr


@pytest.mark.skipif(not cuda_available(), reason="no CUDA device")
@pytest.mark.parametrize("has_redux", [False, True])
def test_reductions_run_on_the_gpu(has_redux: bool):
    from aiopt.runtime.compiler import compile
    from aiopt.runtime.cuda_runtime import synchronize

    function = compile(HOST, target="cuda", pipeline=_kernel_pipeline("sm_80", has_redux))
    rng = np.random.default_rng(3)
    x = rng.standard_normal(1024).astype(np.float32)
    y = rng.integers(-1000, 1000, 1024).astype(np.int32)
    zeros = [np.zeros(1024, t) for t in (np.float32, np.float32)]
    outputs = [np.zeros(1024, np.int32) for _ in range(3)]
    arguments = function.device_arguments([x, *zeros, y, *outputs])
    function.run_on_device(arguments)
    synchronize()
    sums, maxima, _, minima, warp_sums, cluster_maxima = (a.to_array() for a in arguments[1:])
    np.testing.assert_allclose(sums[:120], x[:120].astype(np.float64).sum(), rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(maxima[:120], x[:120].max())
    np.testing.assert_array_equal(minima[:120], y[:120].min())
    np.testing.assert_array_equal(warp_sums[:256], np.repeat(y[:256].reshape(8, 32).sum(axis=1), 32))
    np.testing.assert_array_equal(cluster_maxima[:256], np.repeat(y[:256].reshape(32, 8).max(axis=1), 8))
