"""An x86 intrinsic that the target CPU lacks is a located error, not LLVM's abort of the process.

`llvm.x86.avx512.max.ps.512` compiled for x86-64-v3 stopped the process ('LLVM ERROR: Do not know how to split
the result of this operator!', status 134). Each run is in a forked child, so a regression fails the test instead
of killing the test run.
"""

from __future__ import annotations

import os
import platform

import pytest
from tool_testing import run_tool

from aiopt.runtime.host_intrinsics import x86_features_needed
from aiopt.runtime.jit import host_cpu

PROGRAM = """
func.func @main(%a: memref<16xf32>, %b: memref<16xf32>, %o: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i32
  %va = vector.load %a[%c0] : memref<16xf32>, vector<16xf32>
  %vb = vector.load %b[%c0] : memref<16xf32>, vector<16xf32>
  %r = llvm.call_intrinsic "llvm.x86.avx512.max.ps.512"(%va, %vb, %c4)
      : (vector<16xf32>, vector<16xf32>, i32) -> vector<16xf32>
  vector.store %r, %o[%c0] : memref<16xf32>, vector<16xf32>
  return
}
"""


@pytest.mark.parametrize(
    ("name", "needed"),
    [
        ("llvm.x86.avx512.max.ps.512", ["avx512f"]),
        ("llvm.x86.avx512.max.ps.256", ["avx512f", "avx512vl"]),
        ("llvm.x86.avx512.vpdpbusd.512", ["avx512vnni"]),
        ("llvm.x86.avx512bf16.dpbf16ps.512", ["avx512bf16"]),
        ("llvm.x86.avx2.pmadd.wd", ["avx2"]),
        ("llvm.x86.avx.max.ps.256", ["avx"]),
        ("llvm.x86.sse41.round.ps", ["sse4.1"]),
        ("llvm.x86.sse2.pmadd.wd", ["sse2"]),
        ("llvm.x86.vcvtph2ps.256", ["f16c"]),
        ("llvm.x86.bmi.pdep.32", ["bmi2"]),
        ("llvm.x86.bmi.bextr.32", ["bmi"]),
        ("llvm.x86.rdtsc", []),
    ],
)
def test_features_each_intrinsic_needs(name, needed):
    assert x86_features_needed(name) == needed


def _host_has(*features: str) -> bool:
    available = {f[1:] for f in host_cpu()[1].split(",") if f.startswith("+")}
    return all(f in available for f in features)


x86_only = pytest.mark.skipif(
    platform.machine().lower() not in ("x86_64", "amd64"), reason="x86 intrinsics run on x86-64 only"
)


@x86_only
def test_an_avx512_intrinsic_in_code_for_x86_64_v3_is_a_located_error(tmp_path):
    source = tmp_path / "max.mlir"
    source.write_text(PROGRAM)
    result = run_tool(
        "ai-runner", str(source), "--random-inputs", env=dict(os.environ, AIOPT_TARGET_CPU="x86-64-v3")
    )
    assert result.returncode == 1, result.stderr
    assert (
        f"{source}:7:8: error: 'llvm.call_intrinsic' op calls 'llvm.x86.avx512.max.ps.512', which needs the CPU "
        "feature avx512f: code for x86-64-v3 cannot run it"
    ) in result.stderr
    assert "LLVM ERROR" not in result.stderr


@x86_only
@pytest.mark.skipif(not _host_has("avx512f"), reason="needs a host with AVX-512")
def test_the_same_intrinsic_runs_in_code_for_the_host(tmp_path):
    source = tmp_path / "max.mlir"
    source.write_text(PROGRAM)
    environment = {k: v for k, v in os.environ.items() if k not in ("AIOPT_TARGET_CPU", "CI")}
    result = run_tool("ai-runner", str(source), "--random-inputs", env=environment)
    assert result.returncode == 0, result.stderr
