"""Programs with collectives through `compile_for_cuda` on the fake CUDA driver (no GPU): the host code's
runtime calls (`aiopt_collective_<N>_<n>`) run in both host modes, the JIT-compiled host (ctypes callbacks)
and the `HostInterpreter` (the device buffers copied to the host around the call), on 1 and 2 replicas,
and give the reference interpreter's results on the original program."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import _CONTEXT

from aiopt.reference.collectives import run_spmd
from aiopt.reference.interpreter import run_function
from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
from aiopt.runtime.gpu_executor import compile_for_cuda
from aiopt.support.parsing import parse_module

GROUPS = {1: "dense<0> : tensor<1x1xi64>", 2: "dense<[[0, 1]]> : tensor<1x2xi64>"}


def _program(kind: str, replicas: int) -> str:
    groups = f"replica_groups = {GROUPS[replicas]}"
    if kind == "all_reduce":
        out, collective = "4x6xf32", f"""
  %c = "stablehlo.all_reduce"(%y) ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }}) {{{groups}}} : (tensor<4x6xf32>) -> tensor<4x6xf32>"""
    else:
        out = f"{4 * replicas}x6xf32"
        collective = f"""
  %c = "stablehlo.all_gather"(%y) {{all_gather_dim = 0 : i64, {groups}}} : (tensor<4x6xf32>) -> tensor<{out}>"""
    return f"""func.func @main(%x: tensor<4x6xf32>) -> tensor<{out}> {{
  %y = "stablehlo.multiply"(%x, %x) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>{collective}
  %r = "stablehlo.add"(%c, %c) : (tensor<{out}>, tensor<{out}>) -> tensor<{out}>
  func.return %r : tensor<{out}>
}}"""


@pytest.mark.parametrize("replicas", [1, 2])
@pytest.mark.parametrize("kind", ["all_reduce", "all_gather"])
@pytest.mark.parametrize("host", ["jit"])
def test_collectives_run_in_the_gpu_host_code(host: str, kind: str, replicas: int):
    text = _program(kind, replicas)
    rng = np.random.default_rng(3)
    inputs = [rng.standard_normal((4, 6)).astype(np.float32) for _ in range(replicas)]
    module = parse_module(_CONTEXT, text, "test.mlir")
    expected = run_spmd(replicas, 1, lambda p: run_function(module, "main", [inputs[p.rank]], process=p)[0])
    function = compile_for_cuda(text, chip="sm_90", host=host, filename="test.mlir")
    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())
    with driver.installed():
        actual = run_spmd(replicas, 1, lambda p: np.asarray(function.call(inputs[p.rank].copy())[0]))
    assert not driver.errors
    for got, wanted in zip(actual, expected, strict=True):
        np.testing.assert_array_equal(got, wanted)
    if kind == "all_reduce" and replicas == 2:  # the replicas' values were combined
        assert not np.array_equal(actual[0], 2 * inputs[0] * inputs[0])


class _HostMemory:
    """Device memory in a host byte array, for `cuda_runtime`'s copies (the HostInterpreter without a GPU)."""

    def __init__(self) -> None:
        self.bytes = np.zeros(4096, np.uint8)

    def to_host(self, destination: np.ndarray, source: int) -> None:
        destination.reshape(-1).view(np.uint8)[...] = self.bytes[source : source + destination.nbytes]

    def to_device(self, destination: int, source: np.ndarray) -> None:
        data = np.ascontiguousarray(source).reshape(-1).view(np.uint8)
        self.bytes[destination : destination + data.size] = data


HOST_CALL = """
func.func @main(%d: memref<{n}xi8>, %x: memref<4xi32>, %o: memref<4xi32>) -> i32 {{
  %u0 = memref.cast %d : memref<{n}xi8> to memref<*xi8>
  %u1 = memref.cast %x : memref<4xi32> to memref<*xi32>
  %u2 = memref.cast %o : memref<4xi32> to memref<*xi32>
  %s = func.call @aiopt_collective_3_0(%u0, %u1, %u2) : (memref<*xi8>, memref<*xi32>, memref<*xi32>) -> i32
  return %s : i32
}}
func.func private @aiopt_collective_3_0(memref<*xi8>, memref<*xi32>, memref<*xi32>) -> i32
"""


@pytest.mark.parametrize("replicas", [1, 2])
def test_the_cuda_host_interpreter_runs_a_collective_call(monkeypatch, replicas: int):
    """HostInterpreter (the CUDA executor's host code without the JIT): the call's device buffers are copied to
    the host, the runtime's semantics run, and the result buffer (only) is copied back."""
    from aiopt.runtime import gpu_executor
    from aiopt.runtime.gpu_executor import DeviceMemRef, HostInterpreter

    memory = _HostMemory()
    monkeypatch.setattr(gpu_executor.cuda, "copy_device_to_host", memory.to_host)
    monkeypatch.setattr(gpu_executor.cuda, "copy_host_to_device", memory.to_device)
    description = (
        f'{{"op":"all_reduce","name":"stablehlo.all_reduce","groups":[{list(range(replicas))}],"channel":0,'
        '"global_ids":false,"reducer":"add","inputs":[["int32",[4]]],"outputs":[["int32",[4]]]}'
    ).encode() + b"\0"
    host = HostInterpreter(parse_module(_CONTEXT, HOST_CALL.format(n=len(description)), "host.mlir"), "main")
    host.check()
    inputs = [np.array([1, -2, 3, 2**31 - 1], np.int32), np.array([10, 20, 30, 1], np.int32)]

    def run(process):
        base = 1024 * process.rank
        memory.to_device(base, np.frombuffer(description, np.uint8))
        memory.to_device(base + 256, inputs[process.rank])
        memory.to_device(base + 512, np.full(4, 7, np.int32))
        buffers = [
            DeviceMemRef(base, np.dtype(np.int8), (len(description),), (1,), 0, None),
            DeviceMemRef(base + 256, np.dtype(np.int32), (4,), (1,), 0, None),
            DeviceMemRef(base + 512, np.dtype(np.int32), (4,), (1,), 0, None),
        ]
        status = host.run(buffers)
        return status, buffers[1].to_array(), buffers[2].to_array()

    outcomes = run_spmd(replicas, 1, run)
    with np.errstate(over="ignore"):
        wanted = inputs[0] + inputs[1] if replicas == 2 else inputs[0]
    for rank, (status, operand, result) in enumerate(outcomes):
        assert status == [0]
        np.testing.assert_array_equal(operand, inputs[rank])
        np.testing.assert_array_equal(result, wanted)
