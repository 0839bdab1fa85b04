"""Host code of GPU programs touches device memory only through the driver: checked on protected fake memory.

On an H200 the StableHLO interpreter suite's probe.mlir died of SIGSEGV in all
8 cases: `interpreter.probe` becomes a call of the host runtime
(`hlo-collectives-to-runtime`), and `gpu-host-buffers-to-device` passed it
device buffers, which the runtime read on the host. The fake CUDA driver,
whose device memory was host memory, ran them. With
`FakeCudaDriver(protect_device_memory=True)` device memory is pages that only
the fake's copies and launches can touch, so host code that dereferences a
device pointer dies here too: each such run is a child process (forked from the test's:
`tool_testing.run_in_child`), and a
SIGSEGV is its exit status.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tool_testing import run_in_child

REPO = Path(__file__).resolve().parents[2]
PROBE_SUITE = REPO.parent / "shared" / "conformance" / "stablehlo-interpret" / "probe.mlir"


def _child(function, *args) -> subprocess.CompletedProcess:
    return run_in_child(function, *args, timeout=600)


def _segfaulted(result: subprocess.CompletedProcess) -> bool:
    return result.returncode == -signal.SIGSEGV


def _driver(protect: bool) -> None:
    import ctypes

    import numpy as np

    from aiopt.runtime.fake_cuda_driver import PRIMARY_CONTEXT, FakeCudaDriver

    driver = FakeCudaDriver(protect_device_memory=protect)
    driver.make_current(PRIMARY_CONTEXT)
    pointer = ctypes.c_uint64()
    assert driver._entry("cuMemAlloc_v2")(ctypes.addressof(pointer), 16) == 0
    data = np.arange(4, dtype=np.int32)
    back = np.zeros(4, np.int32)
    assert driver._entry("cuMemcpy")(pointer.value, data.ctypes.data, 16) == 0
    assert driver._entry("cuMemsetD32_v2")(pointer.value + 8, 7, 2) == 0
    assert driver._entry("cuMemcpy")(back.ctypes.data, pointer.value, 16) == 0
    print(back.tolist(), flush=True)
    print(ctypes.string_at(pointer.value, 4), flush=True)  # the host reads device memory
    assert driver._entry("cuMemFree_v2")(pointer.value) == 0


def test_protected_device_memory_is_the_drivers_only() -> None:
    """The driver's copies and memsets work on it; a host read of it is a SIGSEGV (a plain fake reads zeros)."""
    protected = _child(_driver, True)
    assert _segfaulted(protected), (protected.returncode, protected.stderr[-2000:])
    assert protected.stdout.splitlines() == ["[0, 1, 7, 7]"]
    plain = _child(_driver, False)
    assert plain.returncode == 0, plain.stderr[-2000:]
    assert plain.stdout.splitlines() == ["[0, 1, 7, 7]", "b'\\x00\\x00\\x00\\x00'"]


_RUNTIME_CALLS_TEXT = """
func.func @main(%x: tensor<2x3xf32>, %y: tensor<3xbf16>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<ui32>, tensor<3xbf16>) {
  %0 = stablehlo.add %x, %x : tensor<2x3xf32>
  %1 = interpreter.probe %0, probe_id = "doubled" : tensor<2x3xf32>
  %2 = stablehlo.multiply %1, %x : tensor<2x3xf32>
  interpreter.print %2 : tensor<2x3xf32>
  %3 = "stablehlo.all_reduce"(%2) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = stablehlo.replica_id : tensor<ui32>
  %5 = interpreter.probe %y, probe_id = "halves" : tensor<3xbf16>
  %6 = stablehlo.add %5, %y : tensor<3xbf16>
  func.return %3, %2, %4, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<ui32>, tensor<3xbf16>
}
"""


def _runtime_calls() -> None:
    import contextlib
    import io
    import tempfile

    import numpy as np

    from aiopt.reference.collectives import ProbeFolder, running_as, single_process
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
    from aiopt.runtime.gpu_executor import compile_for_cuda
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    text = _RUNTIME_CALLS_TEXT
    inputs = [np.arange(6, dtype=np.float32).reshape(2, 3) - 2, np.array([0.5, -1.5, 3.0], np.float32)]
    module = parse_module(default_registry().make_context(), text, "calls.mlir")
    interpreter = single_process()
    with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()):
        interpreter.probes = ProbeFolder(folder)
        results = run_function(module, "main", [x.copy() for x in inputs], process=interpreter)
        expected = [np.asarray(r) for r in results]
    function = compile_for_cuda(text, chip="sm_90", host="jit", filename="calls.mlir")
    driver = FakeCudaDriver(protect_device_memory=True)
    driver.add_kernels(function.kernel_sources())
    process = single_process()
    with tempfile.TemporaryDirectory() as folder:
        process.probes = ProbeFolder(folder)
        with driver.installed(), running_as(process):
            results = function.call(*[x.copy() for x in inputs])
        probed = [process.probes.read("doubled").tolist(), process.probes.read("halves").tolist()]
    print(json.dumps({
        "same": [bool(np.array_equal(np.asarray(r), e)) for r, e in zip(results, expected)],
        "probed": probed, "errors": [repr(e) for e in driver.errors], "left": len(driver.live_allocations()),
    }))  # fmt: skip


def test_probes_prints_and_collectives_read_host_copies_of_device_buffers() -> None:
    """Every runtime call of the host code (probe, print, all_reduce, replica_id) gets host memory: the run
    on protected device memory gives the interpreter's results and probed values (a SIGSEGV before)."""
    result = _child(_runtime_calls)
    assert result.returncode == 0, (result.returncode, result.stderr[-3000:])
    lines = result.stdout.strip().splitlines()
    assert lines[:-1] == ["tensor<2x3xf32> {", "  [[8.0, 2.0, 0.0], [2.0, 8.0, 18.0]]", "}"]
    report = json.loads(lines[-1])
    assert report == {
        "same": [True, True, True, True],
        "probed": [[[-4.0, -2.0, 0.0], [2.0, 4.0, 6.0]], [0.5, -1.5, 3.0]],
        "errors": [],
        "left": 0,
    }


def _probe_suite(path: Path) -> None:
    import aiopt.runtime.gpu_executor as gpu_executor
    from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
    from aiopt.tools.conformance import discover, run_case

    driver = FakeCudaDriver(protect_device_memory=True)
    compile_for_cuda = gpu_executor.compile_for_cuda

    def compile_registering_kernels(*arguments, **options):
        function = compile_for_cuda(*arguments, **options)
        driver.add_kernels(function.kernel_sources())
        return function

    gpu_executor.compile_for_cuda = compile_registering_kernels  # (in the child only)
    outcomes = {}
    with driver.installed():
        for case in [c for c in discover(path.parent, path.stem) if c.file == path.name]:
            for mode, outcome in run_case(case, ["cuda"]):
                outcomes[case.function] = outcome["status"] if outcome["status"] == "pass" else outcome
    print(json.dumps(outcomes))


@pytest.mark.skipif(not PROBE_SUITE.exists(), reason="no StableHLO interpreter suite in ../shared/conformance")
def test_the_interpreter_suites_probe_cases_pass_on_protected_device_memory() -> None:
    """probe.mlir's 8 cases compiled for the GPU (`--mode cuda`) on the protected fake driver: all pass."""
    result = _child(_probe_suite, PROBE_SUITE)
    assert result.returncode == 0, (result.returncode, result.stderr[-3000:])
    outcomes = json.loads(result.stdout.strip().splitlines()[-1])
    assert len(outcomes) == 8 and set(outcomes.values()) == {"pass"}, outcomes
